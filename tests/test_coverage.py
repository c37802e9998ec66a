"""`aember cards`: coverage of a set, and every implemented card proven by scenarios of its own."""

import pytest

from aember.carddb import load_card_records
from aember.cards.registry import all_cards
from aember.cli import main
from aember.coverage import scenario_counts, slug


def test_every_implemented_card_has_a_scenario_of_its_own():
    counts = scenario_counts()
    bare = sorted(d.title for d in all_cards().values() if not d.is_token and counts.get(slug(d.title), 0) == 0)
    assert bare == []


def test_slug_matches_scenario_file_names():
    assert slug("Champion’s Challenge") == "champions-challenge"
    assert slug("Æmber Imp") == "aember-imp"
    assert slug("Gĕzdrutyŏ the Arcane") == "gezdrutyo-the-arcane"


@pytest.mark.skipif(not load_card_records(), reason="../shared/cards/cards.json is not present")
@pytest.mark.parametrize("set_code", ["WC", "WoE"])
def test_coverage_report_lists_anomalies_without_error(set_code, capsys):
    code = main(["cards", "--set", set_code])
    out = capsys.readouterr().out
    assert "anomaly" in out and f"{set_code}: " in out.splitlines()[-1]
    assert code == (1 if " MISSING " in out else 0)     # non-zero exactly when a card is missing
    if set_code == "WC":
        assert code == 0 and "WC: 415/415 implemented, 0 missing" in out

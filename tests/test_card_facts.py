"""Every implemented card's printed facts match ../shared/cards/cards.json (when it is present)."""

import pytest

from aember.carddb import load_card_records, normalize_title
from aember.cards.registry import all_cards

RECORDS: dict = {}
for _r in load_card_records():
    # one card may have several records: a house-varying anomaly, or the two halves of a gigantic creature
    RECORDS.setdefault((_r["set"], _r["number"]), []).append(_r)
CARDS = sorted(all_cards().values(), key=lambda d: (d.set, d.number))


@pytest.mark.skipif(not RECORDS, reason="../shared/cards/cards.json is not present")
@pytest.mark.parametrize("card", CARDS, ids=[f"{d.set}-{d.number}-{d.title}" for d in CARDS])
def test_facts_match_card_database(card):
    recs = RECORDS.get((card.set, card.number))
    assert recs, f"{card.title}: no card {card.set} {card.number} in cards.json"
    facts = card.facts()
    rec = next((r for r in recs if r["house"] == facts["house"] and r["rarity"] == facts["rarity"]), recs[0])
    assert normalize_title(rec["name"]) == normalize_title(card.title)
    facts = card.facts()
    for key in ("house", "type", "rarity"):
        assert facts[key] == rec[key], key
    if rec["type"] == "creature":
        assert facts["power"] == (rec["power"] or 0)
        assert facts["armor"] == (rec["armor"] or 0)
    assert facts["amber"] == rec["amber"]
    assert sorted(facts["traits"]) == sorted(t.lower() for t in rec["traits"])
    assert sorted(facts["keywords"]) == sorted(rec["keywords"])


def test_starter_decks_fully_implemented(starter):
    from aember.engine.setup import unimplemented

    for deck in starter:
        assert unimplemented(deck) == []
        assert len(deck.cards) == 36

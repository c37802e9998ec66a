"""Bad input found by probing: each gives one clear error naming the problem, never a traceback."""

import json
from pathlib import Path

import pytest

from aember.cli import main

ROOT = Path(__file__).resolve().parent.parent
ONYX = ROOT / "aember" / "decks" / "starter" / "cota__miss-onyx-censorius.json"


def _deck_with(tmp_path, change) -> str:
    data = json.loads(ONYX.read_text(encoding="utf-8"))
    change(data)
    f = tmp_path / "deck.json"
    f.write_text(json.dumps(data), encoding="utf-8")
    return str(f)


@pytest.mark.parametrize("change, named", [
    (lambda d: d.update(set=5), "'set'"),
    (lambda d: d.update(set=["CotA"]), "'set'"),
    (lambda d: d.update(keyforge_id={"x": 1}), "'keyforge_id'"),
    (lambda d: d["cards"][3].update(id=[1, 2]), "'id'"),
    (lambda d: d["cards"][3].update(set={"a": 1}), "'set'"),
    (lambda d: d["cards"][3].update(source_title=[1]), "'source_title'"),
])
@pytest.mark.parametrize("command", [["game", "--turn-cap", "1"], ["deck", "check"]])
def test_aember_deck_text_fields_of_the_wrong_type(tmp_path, capsys, change, named, command):
    path = _deck_with(tmp_path, change)
    argv = [command[0], *command[1:], path] + (["onyx"] if command[0] == "game" else [])
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert named in err and "must be text" in err and "unexpected" not in err


MV_SAMPLE = ROOT.parent / "shared" / "decks" / "formats" / "mv-v2__pupa-ramos-the-ever-changing.json"


@pytest.mark.skipif(not MV_SAMPLE.exists(), reason="needs ../shared/decks/formats")
@pytest.mark.parametrize("change", [
    lambda d: d["_linked"]["cards"][3].update(id=[1, 2]),
    lambda d: d["_linked"]["cards"][3].update(expansion={}),
    lambda d: d["_linked"].update(cards=1.5),
    lambda d: d["data"]["_links"]["cards"].__setitem__(0, [[1]]),
    lambda d: d["data"]["_links"].update(houses=7),
    lambda d: d["data"].update(bonus_icons=-3),
    lambda d: d["data"]["bonus_icons"][0].update(card_id={"a": 1}),
    lambda d: d["data"]["set_era_cards"].update(Legacy=5),
    lambda d: d["data"]["set_era_cards"].update(Anomaly=[[1]]),
])
def test_master_vault_fields_of_the_wrong_type(tmp_path, capsys, change):
    data = json.loads(MV_SAMPLE.read_text(encoding="utf-8"))
    change(data)
    f = tmp_path / "mv.json"
    f.write_text(json.dumps(data), encoding="utf-8")
    assert main(["game", "--turn-cap", "1", str(f), "onyx"]) in (0, 2)      # was a TypeError traceback
    assert main(["deck", "convert", str(f)]) in (0, 2)
    assert "unexpected" not in capsys.readouterr().err

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

"""Random play with three test decks of later-set cards (tests/decks): token creatures, gigantic
creatures and the tide, with every invariant checked after every step."""

from pathlib import Path

from aember.decks.model import load_deck_file
from aember.engine.setup import new_game, uses_tide
from aember.soak import soak

DECKS = sorted(Path(__file__).parent.joinpath("decks").glob("*.json"))


def test_test_decks_bring_their_mechanics():
    decks = {p.stem: load_deck_file(p) for p in DECKS}
    assert set(decks) == {"tide-and-titans", "grunt-factory", "blorb-tide"}
    assert uses_tide(decks["tide-and-titans"]) and not uses_tide(decks["grunt-factory"])
    g = new_game(decks["grunt-factory"], decks["tide-and-titans"], seed=3)
    assert g.tide == 0                      # one deck with the tide brings it into the game, neutral
    assert g.players[0].token_def.title == "Grunt"
    assert new_game(decks["grunt-factory"], decks["grunt-factory"], seed=3).tide is None


def test_soak_later_set_decks():
    decks = [load_deck_file(p) for p in DECKS]
    pairs = [(a, b) for a in decks for b in decks if a is not b]
    res = soak(pairs, 24, seed=500, deep=False)
    deep = soak(pairs, 12, seed=524, deep=True)
    assert res.errors == [] and deep.errors == []
    assert res.capped + deep.capped <= 1
    for m in res.mechanics:
        res.mechanics[m] += deep.mechanics[m]
    # the decks do what they were built for: each mechanic comes up in a good share of the games
    for mechanic in ("token", "gigantic", "tide"):
        assert res.mechanics[mechanic] >= 5, res.mechanics


def test_soak_command_over_the_test_decks(capsys):
    from aember.cli import main

    folder = str(Path(__file__).parent / "decks")
    assert main(["soak", "--decks", folder, "--games", "6", "--opponents", "2", "--seed", "9"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[-2].startswith("decks: 3, games: 6, exceptions or invariant failures: 0")
    assert out[-1].startswith("games with token: ") and "gigantic: " in out[-1] and "tide: " in out[-1]

"""Bad input found by probing: each gives one clear error naming the problem, never a traceback."""

import json
import random
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


def _game_at(kinds):
    """A game of the starter decks at a decision of one of these kinds whose options hold a card number."""
    from aember.decks import resolve_deck
    from aember.engine import new_game

    for seed in range(20):
        g = new_game(resolve_deck("onyx"), resolve_deck("argus"), seed=seed)
        rng = random.Random(seed)
        while not g.over:
            d = g.decision
            if d.kind in kinds and any(isinstance(o, int) and not isinstance(o, bool) for o in d.options):
                return g
            g.apply(rng.choice(d.answers()))
    raise AssertionError("no such decision")


@pytest.mark.parametrize("kinds, lookalike", [
    (("target",), float), (("target",), complex), (("targets",), float), (("main",), float),
])
def test_an_answer_that_only_equals_a_legal_one_is_refused_and_the_game_unchanged(kinds, lookalike):
    from aember.engine import IllegalAnswer
    from aember.engine.serialize import state_signature

    g = _game_at(kinds) if kinds != ("main",) else None
    if g is None:       # step 3: ('play', card) with the card number as a float
        from aember.decks import resolve_deck
        from aember.engine import new_game

        g = new_game(resolve_deck("onyx"), resolve_deck("argus"), seed=1)
        while not (g.decision.kind == "main" and any(isinstance(o, tuple) and o[0] == "play"
                                                     for o in g.decision.options)):
            g.apply(g.decision.answers()[0])
        o = next(o for o in g.decision.options if isinstance(o, tuple) and o[0] == "play")
        bad = (o[0], float(o[1]))
    else:
        if kinds == ("targets",):
            bad = tuple(lookalike(x) for x in next(a for a in g.decision.answers() if a))
        else:
            bad = lookalike(next(o for o in g.decision.options if isinstance(o, int) and not isinstance(o, bool)))
    before = state_signature(g)
    with pytest.raises(IllegalAnswer):      # 20.0 == 20: it had passed, then a TypeError stopped the game half-run
        g.apply(bad)
    assert state_signature(g) == before
    g.apply(g.decision.answers()[0])        # and the game goes on


def test_true_is_not_card_number_one():
    from aember.engine.decision import Decision, IllegalAnswer

    d = Decision(0, "target", "Choose a creature", [1, 2])
    with pytest.raises(IllegalAnswer):
        d.check(True)
    assert d.check(1) == 1 and type(d.check(1)) is int
    yn = Decision(0, "yesno", "Do it?", [True, False])
    with pytest.raises(IllegalAnswer):
        yn.check(1)


def _scenario(tmp_path, **over):
    import yaml

    from aember.scenario import run_file

    data = {"name": "t", "setup": {"house": "brobnar", "p1": {"amber": 1, "battleline": ["Troll"]}}}
    data.update(over)
    f = tmp_path / "s.yaml"
    f.write_text(yaml.safe_dump(data), encoding="utf-8")
    return run_file(f)


@pytest.mark.parametrize("expect", [
    0, [], False, "p1",                                         # not a mapping at all: had been skipped
    {"cards": 0}, {"cards": []},                                # cards: not a mapping
    {"p1": {"artifacts": 0}}, {"p1": {"hand": False}},          # a zone that is not a list
    {"p1": {"amber": True}},                                    # true == 1: had passed for 1 Æmber
    {"cards": {"Troll": {"exhausted": 0}}},                     # 0 == False: had passed for a ready Troll
    {"cards": {"Troll": {"damage": False}}},
    {"cards": {"Troll": {"upgrades": 0}}},
    {"cards": {"Troll": {"counters": []}}},
])
def test_a_malformed_expectation_fails_and_never_passes_silently(tmp_path, expect):
    r = _scenario(tmp_path, expect=expect)
    assert r.status == "FAIL" and "engine error" not in r.reason, r
    assert _scenario(tmp_path, moves=[{"expect": expect}]).status == "FAIL"


def test_well_formed_expectations_still_pass(tmp_path):
    r = _scenario(tmp_path, expect={"p1": {"amber": 1, "artifacts": [], "hand": None},
                                    "cards": {"Troll": {"exhausted": False, "damage": 0, "upgrades": []}}})
    assert r.status == "PASS", r
    assert _scenario(tmp_path).status == "PASS"


@pytest.mark.parametrize("answer", [("play",), ("fight",), ("action",), ("discard",)])
def test_a_move_with_no_card_is_explained_not_an_index_error(answer):
    """A web client's answer ["play"] at step 3: the explanation had raised IndexError, which dropped the
    player's connection instead of a 'refused' message."""
    from aember.decks import resolve_deck
    from aember.engine import IllegalAnswer, new_game
    from aember.interfaces.words import explain_illegal

    g = new_game(resolve_deck("onyx"), resolve_deck("argus"), seed=1)
    while g.decision.kind != "main":
        g.apply(g.decision.answers()[0])
    with pytest.raises(IllegalAnswer) as e:
        g.apply(answer)
    assert explain_illegal(g, answer, g.decision.player, str(e.value)) == str(e.value)


@pytest.mark.parametrize("setup, moves", [
    ([], None), (0, None),                                                          # setup: not a mapping
    ({"house": "brobnar", "p1": []}, None), ({"house": "brobnar", "p1": 0}, None),
    ({"house": "brobnar", "p1": {"hand": {}}}, None), ({"house": "brobnar", "p1": {"hand": 0}}, None),
    ({"house": "brobnar", "p1": {"deck": ""}}, None),
    ({"house": "brobnar", "p1": {"token": {}}}, None), ({"house": "brobnar", "p1": {"archon_power": 0}}, None),
    ({"house": "brobnar", "p1": {"prophecies": 0}}, None), ({"house": "brobnar", "p1": {"keys": False}}, None),
    ({"house": "brobnar", "p1": {"battleline": [{"card": "Troll", "upgrades": 0}]}}, None),
    ({"house": "brobnar", "p1": {"battleline": [{"card": "Troll", "counters": []}]}}, None),
    ({"house": "brobnar", "p1": {"battleline": [{"card": "Troll", "enhance": 0}]}}, None),
    ({"house": "brobnar", "first_turn": "no"}, None),                               # 'no' had read as true
    ({"new_game": "no", "p1": {"deck": ["Troll"] * 36}, "p2": {"deck": ["Troll"] * 36}}, None),
    ({"house": "brobnar"}, 0), ({"house": "brobnar"}, {}),                            # moves: not a list
])
def test_a_malformed_setup_or_moves_fails_and_never_passes_silently(tmp_path, setup, moves):
    """`x or []` had read a falsy value of the wrong type (0, '', {}, false) as nothing, and the file passed."""
    over = {"setup": setup} if moves is None else {"setup": setup, "moves": moves}
    r = _scenario(tmp_path, **over)
    assert r.status == "FAIL" and "must be" in r.reason and "engine error" not in r.reason, r

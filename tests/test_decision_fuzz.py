"""A property fuzz of the decision API: what `decision.answers()` lists is accepted, list decisions follow their own
stated rules, mutated answers are refused with a message that names the problem and change nothing, and the game
plays on to its end (the properties are in tests/decision_fuzz.py; `python -m tests.decision_fuzz 200 7` hunts
longer)."""

import random

import pytest

from aember.engine import IllegalAnswer
from aember.engine.serialize import dumps
from tests.decision_fuzz import deck_pairs, fuzz_decision, play_game, stated_legal
from tests.test_engine_api import _position


def test_random_games_of_every_set_and_real_decks():
    counts: dict = {}
    n = sum(play_game(a, b, 9000 + i, every=0.15, listed=3, subs=6, mutated=8, counts=counts)
            for i, a, b in deck_pairs(15, 3))
    assert n > 300
    for kind in ("mulligan", "house", "main", "target", "targets", "yesno", "key", "archives", "option"):
        assert counts.get(kind), (kind, counts)


DECK = ["Troll", "Krump", "Dust Pixie", "Anger", "Punch", "Troll", "Krump", "Dust Pixie", "Anger", "Punch"]

# positions at the rarer kinds of decision: several cards of different houses (groups), a total power (totals),
# two creatures in one battleline (together), cards of different types, a deploy position, an amount of Æmber
# taken from a card, a pick of archived cards, an order of cards into a discard pile, a replacement effect
RARE = {
    "groups": ({"house": "staralliance", "p1": {"hand": ["Recorded History", "Troll", "Krump", "Dextre", "Dust Pixie",
                                                         {"card": "Tormax", "enhance": ["brobnar"]}],
                                                "deck": DECK}, "p2": {"deck": DECK}},
               [{"play": "Recorded History"}], "targets"),
    "types": ({"house": "logos", "p1": {"hand": ["Forgive or Forget"], "deck": DECK,
                                        "discard": ["Troll", "Anger", "Punch", "Gauntlet of Command", "Krump"]},
               "p2": {"deck": DECK}}, [{"play": "Forgive or Forget"}], "option"),
    "totals": ({"house": "brobnar", "p1": {"hand": ["Might Makes Right"], "deck": DECK,
                                           "battleline": ["Troll", "Troll", "Krump", "Dust Pixie", "Troll"]},
                "p2": {"deck": DECK}}, [{"play": "Might Makes Right"}], "targets"),
    "together": ({"house": "logos", "p1": {"artifacts": ["Quantum Fingertrap"], "deck": DECK,
                                           "battleline": ["Troll", "Krump", "Dust Pixie"]},
                  "p2": {"deck": DECK, "battleline": ["Troll", "Krump"]}}, [{"action": "Quantum Fingertrap"}],
                 "targets"),
    "deploy": ({"house": "logos", "p1": {"hand": ["Code Monkey"], "deck": DECK,
                                         "battleline": ["Troll", "Krump", "Dust Pixie"]}, "p2": {"deck": DECK}},
               [], "main"),
    "amount": ({"house": "brobnar", "p1": {"battleline": ["Troll"], "deck": DECK},
                "p2": {"amber": 5, "deck": DECK, "battleline": ["Keyfrog", {"card": "Senator Shrix", "amber": 5}]}},
               [{"fight": {"with": "Troll", "target": "Keyfrog"}}], "key"),
    "archives": ({"p1": {"houses": ["logos", "brobnar", "dis"], "deck": DECK,
                         "archives": ["The Archivist", "Troll", "Krump"]}, "p2": {"deck": DECK}},
                 [{"house": "brobnar"}], "archives"),
    "order": ({"house": "brobnar", "p1": {"hand": ["Worthy Adversaries"], "deck": DECK},
               "p2": {"deck": DECK, "battleline": ["Dust Pixie", "Dust Pixie", "Krump"]}},
              [{"play": "Worthy Adversaries"}], "targets"),
    "replacement": ({"house": "brobnar", "p1": {"hand": ["Punch"], "deck": DECK},
                     "p2": {"deck": DECK, "battleline": ["Shadow Self", "Troll", "Shadow Self"]}},
                    [{"play": "Punch"}, {"select": "Troll"}], "order"),
}


@pytest.mark.parametrize("name", sorted(RARE))
def test_rare_decisions(name):
    setup, moves, kind = RARE[name]
    g = _position(setup, moves)
    assert g.decision.kind == kind, g.decision
    if name in ("groups", "totals", "together"):
        assert getattr(g.decision, name) is not None
    rng = random.Random(name)
    for step in range(150):
        if g.over:
            break
        fuzz_decision(g, rng, f"{name} step {step}", listed=8 if step < 5 else 2, subs=40 if step < 5 else 4,
                      mutated=30 if step < 5 else 6, reload=step < 5)
        g.apply(rng.choice(g.decision.answers()))
    # the game went on after every refusal: to its end, or at least through several turns
    assert g.over or g.turn > 4


def test_stated_rules_of_a_list_decision_agree_with_check():
    """The documented rules, checked by hand at Might Makes Right: 0 to 5 creatures (Troll 8, Krump 6, Dust Pixie
    1), a non-empty choice totalling 25 power or more; an empty choice (declining) is legal; a card twice never is."""
    g = _position(*RARE["totals"][:2])
    d = g.decision
    t1, t2, krump, pixie, t3 = g.players[0].battleline
    before = dumps(g)
    for answer, ok in (((), True), ((t1, t2, krump), False), ((t1, t2, t3), False), ((t1, t2, t3, krump), True),
                       ((t1, t1, t2, t3), False), ([t1, t2, krump, pixie, t3], True), ((pixie,), False)):
        assert stated_legal(d, answer) == ok
        if ok:
            d.check(answer)
        else:
            with pytest.raises(IllegalAnswer):
                g.apply(answer)
            assert dumps(g) == before


def test_the_rule_checks_of_the_fuzz_see_a_forbidden_move():
    """The fuzz's rule checks are not vacuous: with the engine's moves they find nothing, and a move the rules forbid
    slipped into the list (an Alpha card after a reap, a reap with an exhausted creature, a fight with no enemy
    creature) is reported."""
    from tests.decision_fuzz import main_move_faults, turn_rule_faults

    g = _position({"house": "logos", "p1": {"hand": ["Eureka!"], "battleline": ["Dextre", "Titan Mechanic"],
                                            "deck": DECK}, "p2": {"deck": DECK}},
                  [{"reap": "Dextre"}])
    dextre, titan = g.players[0].battleline
    eureka = g.players[0].hand[0]
    made = [("reap", dextre, "Dextre")]
    assert g.decision.kind == "main" and turn_rule_faults(g, made) == [] and main_move_faults(g) == []
    assert ("play", eureka) not in g.decision.options
    g.decision._options = g.decision.options + [("play", eureka), ("reap", dextre), ("fight", titan)]
    assert "Alpha" in " ".join(turn_rule_faults(g, made))
    faults = main_move_faults(g)
    assert any("exhausted True" in f for f in faults) and any("no enemy creature" in f for f in faults)

"""Entrench (LATER-MECHANICS section 4): step 4 asks a decision only for exhausted entrench creatures that would
ready. A scenario cannot show that no decision was asked (defaults are taken before `pending: none`), so this
test drives the runner's game directly."""

from aember.scenario import Scenario

DECK = ["Krump"] * 8


def _after_end_turn(p1_battleline: list) -> Scenario:
    s = Scenario({"name": "t", "setup": {
        "house": "mars",
        "p1": {"houses": ["mars", "shadows", "brobnar"], "battleline": p1_battleline, "deck": DECK},
        "p2": {"houses": ["brobnar", "dis", "untamed"], "deck": ["Punch"] * 8}}})
    s.check_cards()
    s.build()
    s.run_move({"end_turn": True}, 0)
    return s


def test_no_decision_when_the_only_entrench_creature_cannot_ready():
    s = _after_end_turn([{"card": "Operator Olluyyg", "exhausted": True, "upgrades": ["Under Pressure"]},
                         {"card": "Troll", "exhausted": True}])
    g = s.game
    assert g.decision is not None and g.decision.kind == "house"     # p2's step 2: nothing asked in p1's step 4
    olluyyg, troll = g.players[0].battleline
    assert g.cards[olluyyg].exhausted and not g.cards[troll].exhausted


def test_no_decision_when_the_entrench_creature_is_ready():
    s = _after_end_turn(["The Watch", {"card": "Troll", "exhausted": True}])
    assert s.game.decision is not None and s.game.decision.kind == "house"


def test_a_decision_when_an_entrench_creature_would_ready():
    s = _after_end_turn([{"card": "The Watch", "exhausted": True}])
    d = s.game.decision
    assert d is not None and d.kind == "targets" and d.options == [s.game.players[0].battleline[0]]

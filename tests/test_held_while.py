"""An ability a card has only while a condition holds (effects.held_while: Eldest Bear's 'While … in the center of
your battleline, it gains "Before Fight: Gain 2Æ."') does not trigger without it, so a fight poses no order decision
between it and assault. A scenario cannot show a decision that defaults resolve, so this drives the runner's game."""

from aember.scenario import Scenario

DECK = ["Krump"] * 8


def _fight(battleline: list) -> Scenario:
    s = Scenario({"name": "t", "setup": {
        "house": "untamed",
        "p1": {"houses": ["untamed", "brobnar", "logos"], "battleline": battleline, "deck": DECK},
        "p2": {"houses": ["brobnar", "dis", "mars"], "battleline": ["Troll"], "deck": DECK}}})
    s.check_cards()
    s.build()
    s.run_move({"fight": {"with": "Eldest Bear", "target": "Troll"}}, 0)
    return s


def test_off_center_bear_has_no_before_fight_to_order():
    s = _fight(["Eldest Bear", "Dust Pixie"])
    d = s.game.decision
    assert d is not None and d.kind == "main", d and d.prompt       # (it had asked which resolves first)
    assert s.game.players[0].amber == 0


def test_centered_bear_orders_its_before_fight_with_assault():
    s = _fight(["Dust Pixie", "Eldest Bear", "Snufflegator"])
    d = s.game.decision
    assert d is not None and "resolves first" in d.prompt and len(d.options) == 2, d and d.prompt

"""Grim Reminders Untamed: what scenarios cannot show (views, sampled worlds, save/load)."""

from aember.engine.serialize import dumps, loads, state_signature
from aember.engine.state import Rng
from tests.test_engine_api import _position, _titled


def test_cards_under_cauldron_are_faceup_for_both_players_and_never_redealt():
    g = _position({"house": "untamed", "p1": {"artifacts": ["Cauldron"], "deck": ["Troll", "Krump", "Anger"]},
                   "p2": {"deck": ["Punch", "Dodger"]}},
                  [{"omni": "Cauldron"}])
    troll, cauldron = _titled(g, "Troll"), _titled(g, "Cauldron")
    assert g.cards[troll].zone == "under" and g.cards[troll].host == cauldron
    for viewer in (0, 1):
        arts = g.view(viewer)["players"][0]["artifacts"]
        assert [c["under"] for c in arts if c["id"] == cauldron][0][0]["title"] == "Troll"
    r = Rng(5)
    assert {g.determinize(1, r).cards[troll].defn.title for _ in range(30)} == {"Troll"}


def test_came_back_wrong_as_an_upgrade_survives_save_and_load():
    g = _position({"house": "untamed", "p1": {"hand": ["Came Back Wrong"], "discard": ["Troll"]}},
                  [{"play": "Came Back Wrong"}])
    troll, cbw = _titled(g, "Troll"), _titled(g, "Came Back Wrong")
    loaded = loads(dumps(g))
    assert state_signature(loaded) == state_signature(g)
    for game in (g, loaded):
        assert game.cards[cbw].zone == "upgrade" and game.cards[cbw].host == troll
        assert game.power(troll) == 6 and game.has_keyword(troll, "poison")

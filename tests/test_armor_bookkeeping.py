"""Armor lost during a turn is the used armor first (001:1641-1644): the bookkeeping survives clone and save/load."""

from test_engine_api import _position, _titled

from aember.engine.serialize import dumps, loads, state_signature


def test_lost_used_armor_survives_save_load_and_clone():
    g = _position({"house": "sanctum",
                   "p1": {"hand": ["Mighty Lance", "Sequis", "Sequis", "Mighty Lance"],
                          "battleline": [{"card": "Rothais the Fierce", "upgrades": ["Shoulder Armor"]}]},
                   "p2": {"battleline": ["Troll"]}},
                  [{"play": "Mighty Lance#1"}, {"select": "Rothais the Fierce"},
                   {"play": {"card": "Sequis#1", "flank": "left"}}, {"play": {"card": "Sequis#2", "flank": "right"}}])
    rothais = _titled(g, "Rothais the Fierce")
    assert g.armor(rothais) == 2 and g.cards[rothais].armor_used == 3
    assert g.armor_spent(rothais) == 1          # 2 of the 3 used points were lost with the flank bonus
    for game in (g, g.clone(), loads(dumps(g))):
        assert state_signature(game) == state_signature(g)
        assert game.armor_spent(rothais) == 1
        assert game.armor(rothais) - game.armor_spent(rothais) == 1

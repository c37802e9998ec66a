"""001:1904-1905: players cannot choose to destroy or sacrifice a creature that is already tagged for destruction.
No printed card poses such a choice while a creature is tagged, so the rule is checked on the blocks directly."""

from aember.engine.effects import A_CREATURE, FRIENDLY_CREATURE, destroy, sacrifice
from aember.scenario import Scenario


def _game():
    s = Scenario({"name": "t", "setup": {"house": "dis",
                                         "p1": {"battleline": ["Troll", "Krump", "Bumpsy"]},
                                         "p2": {"battleline": ["Dodger"]}}})
    s.build()
    g = s.game
    troll, krump, bumpsy = g.players[0].battleline
    return g, troll, krump, bumpsy, g.players[1].battleline[0]


def test_tagged_creature_cannot_be_chosen_to_destroy():
    g, troll, krump, bumpsy, dodger = _game()
    g.cards[troll].tagged = True
    g.decision = None
    g.push(destroy(A_CREATURE), {"src": krump, "me": 0})
    g.run()
    assert g.decision is not None
    assert sorted(g.decision.options) == sorted([krump, bumpsy, dodger])


def test_tagged_creature_cannot_be_chosen_to_sacrifice():
    g, troll, krump, bumpsy, dodger = _game()
    g.cards[troll].tagged = True
    g.cards[krump].tagged = True
    g.decision = None
    g.push(sacrifice(FRIENDLY_CREATURE), {"src": bumpsy, "me": 0})
    g.run()
    # Bumpsy is the only friendly creature that may be chosen: the choice resolves itself and Bumpsy is sacrificed
    assert g.cards[bumpsy].zone == "discard"
    assert g.cards[troll].zone == "battleline" and g.cards[krump].zone == "battleline"

"""Vault Masters 2025 — Mars."""

from aember.cards.define import card
from aember.engine.effects import FRIENDLY_CREATURE, capture, if_


def _more_friendly_mars(g, c):
    def count(p):
        return sum(1 for x in g.players[p].battleline if g.belongs_to(x, "mars"))
    return count(c["me"]) > count(1 - c["me"])


card("Mind Your Elders", "VM25",
     text="Play: Should you control more Mars creatures than your opponent does, a friendly creature of your choice "
          "captures 3Æ.",
     play=if_(_more_friendly_mars, capture(3, FRIENDLY_CREATURE)))

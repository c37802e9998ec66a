"""Grim Reminders — Brobnar."""

from aember.cards.define import card
from aember.engine.effects import A_CREATURE, deal_damage, if_, lose, scrap


def _haunted(g, c):
    return g.haunted(c["me"])


card("Blunderbore", "GR",
     text="After Fight: The opponent loses 2Æ if you are haunted, and 1Æ if you are not.",
     fight=if_(_haunted, lose(2), lose(1)))


card("Ornar Skullface", "GR",
     text="Assault 3.\nScrap: Deal 3D to a creature.",
     reactions=[scrap(deal_damage(A_CREATURE, 3))])

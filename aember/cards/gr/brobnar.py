"""Grim Reminders — Brobnar."""

from aember.cards.define import card
from aember.engine.effects import if_, lose


def _haunted(g, c):
    return g.haunted(c["me"])


card("Blunderbore", "GR",
     text="After Fight: The opponent loses 2Æ if you are haunted, and 1Æ if you are not.",
     fight=if_(_haunted, lose(2), lose(1)))

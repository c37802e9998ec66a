"""Grim Reminders — Brobnar."""

from aember.cards.define import card
from aember.engine.effects import if_, lose


def _haunted(g, c):
    return g.haunted(c["me"])


card("Blunderbore", "GR",
     text="After Fight: If you are haunted, your opponent loses 2Æ. Otherwise, your opponent loses 1Æ.",
     fight=if_(_haunted, lose(2), lose(1)))

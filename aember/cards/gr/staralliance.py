"""Grim Reminders — Star Alliance."""

from aember.cards.define import card
from aember.engine.effects import FRIENDLY_CREATURE, capture

_captures = capture(1, by=FRIENDLY_CREATURE)

card("Com. Officer Palik", "GR",
     text="Versatile.\nAfter Fight/After Reap: One of your creatures captures 1Æ.",
     reap=_captures, fight=_captures)

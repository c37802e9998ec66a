"""Grim Reminders — Geistoid."""

from aember.cards.define import card
from aember.engine.effects import do, draw, gain, if_


def _haunted(g, c):
    return g.haunted(c["me"])


def _discard_top(n):
    return do(lambda g, c: g.discard_top(c["me"], n), "discard the top of the deck")


card("Touchstone", "GR",
     text=("After Reap: If you are haunted, you draw 2 cards; if you are not, discard the 2 cards on top of your "
           "deck."),
     reap=if_(_haunted, draw(2), _discard_top(2)))

card("Precocious Fragment", "GR",
     text="After Reap: If you are haunted, you gain 1Æ; if you are not, discard the card on top of your deck.",
     reap=if_(_haunted, gain(1), _discard_top(1)))

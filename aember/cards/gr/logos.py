"""Grim Reminders — Logos."""

from aember.cards.define import card
from aember.engine.effects import archive_self_if_haunted, in_my_zone, put_on_deck, static
from aember.engine.state import DISCARD

_TO_DECK_TOP = put_on_deck(in_my_zone(DISCARD, prompt="Choose a card of your discard pile to put on top of your deck"))

card("Ghostly Dr. Verokter", "GR",
     text="Elusive.\nPlay/After Reap: Put a card of your discard pile on top of your deck.\n"
          "Destroyed: Archive Ghostly Dr. Verokter when you are haunted.",
     play=_TO_DECK_TOP, reap=_TO_DECK_TOP,
     destroyed=archive_self_if_haunted())


def _portal_tax(g, src, p, le):
    me = g.cards[src].controller
    return len(g.players[me].discard) if g.haunted(me) else -2


card("Portalmonster", "GR",
     text="While you are haunted, keys cost +1 per card in your discard pile; while you are not, keys cost 2Æ "
          "less.\nDestroyed: Archive Portalmonster when you are haunted.",
     statics=[static("key_cost", lambda g, src, p, le: True, _portal_tax)],
     destroyed=archive_self_if_haunted())

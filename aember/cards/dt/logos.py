"""Dark Tidings — Logos."""

from aember.cards.define import card
from aember.engine.effects import do, reaction


def _archive_top(g, c):
    p = c["ev"]["player"]
    deck = g.players[p].deck
    if deck:
        g.archive(deck[0], p)


card("Hydrocataloguer", "DT",
     text="[Tide] Each time a player raises the tide, that player puts the top card of their deck into their archives.",
     reactions=[reaction("tide_raised", lambda g, src, ev, le: True, do(_archive_top))])

"""Dark Tidings — Saurian."""

from aember.cards.define import card
from aember.engine.effects import exalt, if_, reaction

card("Venator Altum", "DT",
     text="(Tide.) Each time Venator Altum is dealt damage, exalt it if the tide is low.",
     reactions=[reaction("damaged", lambda g, src, ev, le: ev["card"] == src
                         and g.tide_for(g.cards[src].controller) == -1,
                         # lethal damage destroys it before it can be exalted
                         if_(lambda g, c: not g.cards[c["src"]].tagged, exalt()))])

"""Age of Ascension — Brobnar."""

from aember.cards.define import card
from aember.engine.effects import FRIENDLY_CREATURE, do, reaction, return_to_hand, self_only, static

_DRUMMERNAUT = return_to_hand(FRIENDLY_CREATURE.where(lambda g, x, c: x != c["src"] and "giant" in g.traits(x),
                                                     "Choose another friendly Giant creature"))
card("Drummernaut", "AoA",
     text="Play/After Fight/After Reap: Return another friendly Giant creature to your hand.",
     play=_DRUMMERNAUT, fight=_DRUMMERNAUT, reap=_DRUMMERNAUT)

card("Groggins", "AoA",
     text="When Groggins is used to fight, it can only fight creatures on a flank.",
     statics=[static("fight_only", self_only(), lambda g, cid: g.is_flank(cid))])

card("Forgemaster Og", "AoA",
     text="After a player forges a key, that player loses all of their remaining Æ.",
     reactions=[reaction("forged", lambda g, src, ev, le: True,
                         do(lambda g, c: g.lose(c["ev"]["player"], g.players[c["ev"]["player"]].amber), "lose"))])

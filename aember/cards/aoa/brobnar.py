"""Age of Ascension — Brobnar."""

from aember.cards.define import card
from aember.engine.effects import do, reaction, self_only, static

card("Groggins", "AoA", "011", "brobnar", "creature", rarity="Common", power=8, traits=("giant",),
     text="When Groggins is used to fight, it can only fight creatures on a flank.",
     statics=[static("fight_only", self_only(), lambda g, cid: g.is_flank(cid))])

card("Forgemaster Og", "AoA", "038", "brobnar", "creature", rarity="Rare", power=4, traits=("giant",),
     text="After a player forges a key, that player loses all of their remaining Æ.",
     reactions=[reaction("forged", lambda g, src, ev, le: True,
                         do(lambda g, c: g.lose(c["ev"]["player"], g.players[c["ev"]["player"]].amber), "lose"))])

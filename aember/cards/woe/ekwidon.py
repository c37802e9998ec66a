"""Winds of Exchange — Ekwidon."""

from aember.cards.define import card
from aember.engine.effects import do, seq, steal

card("Gĕzdrutyŏ the Arcane", "WoE", "076", "ekwidon", "creature", rarity="Uncommon", power=3, traits=("cyborg",),
     text="Action: Steal 2Æ. Flip Gĕzdrutyŏ the Arcane facedown (it becomes a token creature).",
     actions=[seq(steal(2), do(lambda g, c: g.flip(c["src"]) if g.in_play(c["src"]) else None, "flip"))])

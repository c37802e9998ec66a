"""Dark Tidings — Untamed."""

from aember.cards.define import card
from aember.engine.effects import ENEMY_CREATURE, choose, do, enrage, seq

card("Cross Porpoises", "DT",
     text="[Tide] Play: Raise the tide, then enrage 2 enemy creatures.",
     play=seq(do(lambda g, c: g.raise_tide(c["me"]), "raise the tide"),
              choose("t", ENEMY_CREATURE.times(2, prompt="Choose 2 enemy creatures")), enrage("t")))

"""Prophetic Visions — Dis."""

from aember.cards.define import card
from aember.engine.effects import lose
from aember.engine.prophecy import fate

card("Strug", "PV",
     text="Play/Destroyed: The opponent loses 1Æ.\nFate: Lose 2Æ.",
     play=lose(1), destroyed=lose(1),
     reactions=[fate(lose(2, who="me"))])

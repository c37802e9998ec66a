"""Dark Tidings — Sanctum."""

from aember.cards.define import card
from aember.engine.effects import lasting_with, may, static

_switch = static("swap_power_armor", lambda g, src, cid, le: cid == le.get("target"))
card("Lightsmith Clariel", "DT",
     text="Before Fight: You may exchange Lightsmith Clariel's power and armor until the end of the turn.",
     before_fight=may("Switch Lightsmith Clariel's power and armor?",
                      lasting_with(_switch, target=lambda g, c: c["src"]),
                      possible=lambda g, c: g.cards[c["src"]].zone == "battleline"))

"""Grim Reminders — Saurian."""

from aember.cards.define import card
from aember.engine.effects import archive_self_if_haunted, capture, exalt, self_only, seq, static

card("Cincinnatus Resurrexit", "GR",
     text="Cincinnatus Resurrexit has +1 power per Æ on it.\nPlay/After Fight: Capture 2Æ, then exalt Cincinnatus "
          "Resurrexit.\nDestroyed: Archive Cincinnatus Resurrexit when you are haunted.",
     statics=[static("power", self_only(), lambda g, src, cid, le: g.cards[src].amber)],
     play=seq(capture(2), exalt()),
     fight=seq(capture(2), exalt()),
     destroyed=archive_self_if_haunted())

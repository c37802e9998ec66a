"""Grim Reminders — Unfathomable."""

from aember.cards.define import card
from aember.engine.effects import if_, self_only, static, steal


def _haunted_self(g, src, cid, le):
    return g.haunted(g.cards[src].controller)


card("Echo Guardian", "GR",
     text="Taunt.\nAs long as you are haunted, Echo Guardian gets +2 power and gains poison.",
     statics=[static("power", self_only(_haunted_self), 2),
              static("keyword", self_only(_haunted_self), ("poison", 1))])

card("Mnemoleech", "GR",
     text="After Reap: You steal 2Æ if the opponent is haunted, and 1Æ if they are not.",
     reap=if_(lambda g, c: g.haunted(1 - c["me"]), steal(2), steal(1)))

"""Grim Reminders — Unfathomable."""

from aember.cards.define import card
from aember.engine.effects import if_, self_only, static, steal


def _haunted_self(g, src, cid, le):
    return g.haunted(g.cards[src].controller)


card("Echo Guardian", "GR",
     text="Taunt.\nWhile you are haunted, Echo Guardian gets +2 power and gains poison.",
     statics=[static("power", self_only(_haunted_self), 2),
              static("keyword", self_only(_haunted_self), ("poison", 1))])

card("Mnemoleech", "GR",
     text="After Reap: If your opponent is haunted, steal 2Æ. Otherwise, steal 1Æ.",
     reap=if_(lambda g, c: g.haunted(1 - c["me"]), steal(2), steal(1)))

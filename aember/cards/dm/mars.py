"""Draconian Measures — Mars."""

from aember.cards.define import card
from aember.engine.effects import archive_from_hand, gain, seq, static


def _in_center(g, cid):
    c = g.cards[cid]
    if c.zone != "battleline":
        return False
    line = g.players[c.controller].battleline
    return len(line) % 2 == 1 and line[len(line) // 2] == cid


card("Emperor Memrox", "DM",
     text=("As long as Emperor Memrox is in the center of your battleline, it has invulnerable.\nAfter Reap: Put one "
           "card into your archives, then gain 1Æ per card in your archives."),
     statics=[static("keyword", lambda g, src, cid, le: cid == src and _in_center(g, src), ("invulnerable", 1))],
     reap=seq(archive_from_hand(1), gain(lambda g, c: len(g.players[c["me"]].archives))))

"""Draconian Measures — Mars."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    add_neighbors,
    add_power_counters,
    archive_from_hand,
    choose,
    each_of,
    gain,
    if_,
    overwhelmed_me,
    seq,
    static,
    stun,
    while_self_exhausted,
)


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


card("Agent Buuff", "DM",
     text="After Reap: When you are overwhelmed, put three +1 power counters on one friendly creature; when you are "
          "not, put one +1 power counter on every friendly creature.",
     reap=if_(overwhelmed_me, add_power_counters(FRIENDLY_CREATURE, 3),
              seq(each_of(FRIENDLY_CREATURE), add_power_counters("each", 1))))

card("Operator Olluyyg", "DM",
     text="Entrench.\nAs long as Operator Olluyyg is exhausted, the keys of your opponent cost 3Æ more.",
     statics=[static("key_cost", lambda g, src, p, le: while_self_exhausted(g, src, src, le)
                     and p != g.cards[src].controller, 3)])

_UJKYYTR = if_(overwhelmed_me, seq(choose("t", ENEMY_CREATURE), add_neighbors("t"), stun("t")), stun(A_CREATURE))

card("Ujkyytr Prime", "DM",
     text="After Fight/After Reap: When you are overwhelmed, stun an enemy creature and the creatures beside it; "
          "when you are not, stun one creature.",
     fight=_UJKYYTR, reap=_UJKYYTR)

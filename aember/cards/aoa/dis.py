"""Age of Ascension — Dis."""

from aember.cards.define import card
from aember.engine.effects import (
    ENEMY_CREATURE,
    Target,
    choose,
    deal_damage,
    destroy,
    destroy_each,
    do,
    in_my_zone,
    lasting,
    may,
    most_powerful,
    play_chosen,
    reaction,
    seq,
    split_damage,
    static,
)
from aember.engine.state import BATTLELINE, DISCARD

card("Æmber Imp", "AoA",
     text="Elusive.\nAfter a creature reaps, stun it.",
     reactions=[reaction("reaped", lambda g, src, ev, le: True, do(lambda g, c: g.stun(c["ev"]["card"]), "stun"))])

card("Exhume", "AoA",
     text="Play: Choose a creature in your discard pile. You may play it as if it were in your hand and "
          "belonged to the active house.",
     play=seq(choose("t", in_my_zone("discard", lambda g, x: g.cards[x].defn.type == "creature",
                                     "Choose a creature in your discard pile")),
              may("Play the chosen creature?", play_chosen("t", DISCARD),
                  possible=lambda g, c: bool(c.get("t")) and g.cards[c["t"][0]].zone == DISCARD)))

card("Unlocked Gateway", "AoA",
     text="Omega.\nPlay: Destroy each creature.",
     play=destroy_each("any"))


def _note_neighbors(g, c):
    t = (c.get("t") or [None])[0]
    c["nb"] = g.neighbors(t) if t is not None else []


def _pain_reaction_splash(g, c):
    if c.get("killed"):
        g.deal_damage([(x, 2) for x in c.get("nb") or [] if g.cards[x].zone == BATTLELINE], c["src"])


card("Pain Reaction", "AoA",
     text="Play: Deal 2D to an enemy creature. If this damage destroys it, deal 2D to each of its neighbors "
          "after it leaves play.",
     play=seq(choose("t", ENEMY_CREATURE), do(_note_neighbors), deal_damage("t", 2), do(_pain_reaction_splash)))


def _host_enemies(g, c):
    host = g.cards[c["host"]]
    return list(g.players[1 - host.controller].battleline)


card("Soulkeeper", "AoA",
     text='This creature gains, "Destroyed: Destroy the most powerful enemy creature."',
     reactions=[reaction("host_destroyed", lambda g, src, ev, le: True,
                         seq(most_powerful("t", Target(_host_enemies, "Choose the most powerful enemy creature")),
                             destroy("t")))])

card("Shadow of Dis", "AoA",
     text="Play: Until the start of your next turn, each enemy creature's text box is considered blank "
          "(except for traits).",
     play=lasting(static("blank", lambda g, src, cid, le: g.cards[cid].controller != le["me"]),
                  until="my_next_turn"))


def _friendly_shards(g, c):
    me = c["me"]
    return sum(1 for x in g.players[me].battleline + g.players[me].artifacts if "shard" in g.traits(x))


card("Shard of Pain", "AoA",
     text="Action: Deal 1D to an enemy creature for each friendly Shard.",
     actions=[split_damage(_friendly_shards, ENEMY_CREATURE)])

"""Age of Ascension — Sanctum."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    FRIENDLY_CREATURE,
    capture,
    choose,
    destroy_each,
    do,
    fight_then,
    lasting_with,
    reaction,
    seq,
    static,
)

card("Challe the Safeguard", "AoA",
     text="Deploy.\nTaunt.")

card("Hallowed Shield", "AoA",
     text="Action: Choose a creature. It cannot be dealt damage for the rest of the turn.",
     actions=[seq(choose("t", A_CREATURE),
                  lasting_with(static("no_damage", lambda g, src, cid, le: cid == le.get("target")),
                               target=lambda g, c: (c.get("t") or [-1])[0]))])

card("Maruck the Marked", "AoA",
     text="Each time Maruck the Marked's armor prevents damage, it captures 1Æ for each damage prevented.",
     reactions=[reaction("armor_prevented", lambda g, src, ev, le: ev["card"] == src,
                         capture(lambda g, c: c["ev"]["amount"]))])


def _marrows(g, c):
    ev = c["ev"]
    # "captures it": only the Æmber just gained by reaping that is still in the pool
    n = min(ev.get("gained", 0), g.players[ev["player"]].amber - ev.get("before", 0))
    if n > 0:
        g.capture(c["src"], n, ev["player"])


card("Sir Marrows", "AoA",
     text="Each time your opponent gains Æmber by reaping, Sir Marrows captures that Æmber.",
     reactions=[reaction("reaped", lambda g, src, ev, le: ev["player"] != g.cards[src].controller
                         and ev.get("gained", 0) > 0, do(_marrows))])


def _smite_neighbors(g, c):
    hits = [(x, 2) for x in c["ev"].get("target_neighbors", []) if g.cards[x].zone == "battleline"]
    g.deal_damage(hits, c["src"])


card("Smite", "AoA",
     text="Play: Ready a friendly creature and fight with it. Deal 2D to each neighbor of the creature it attacked.",
     play=fight_then(FRIENDLY_CREATURE, do(_smite_neighbors)))

card("Opal Knight", "AoA",
     text="Play: Destroy every creature whose power is even.",
     play=destroy_each("any", lambda g, x, c: g.power(x) % 2 == 0))


def _friendly_shards(g, c):
    me = c["me"]
    return sum(1 for x in g.players[me].artifacts + g.players[me].battleline if "shard" in g.traits(x))


card("Shard of Hope", "AoA",
     text="Action: A friendly creature captures 1Æ for each friendly Shard.",
     actions=[capture(_friendly_shards, by=FRIENDLY_CREATURE)])

"""Age of Ascension — Shadows."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    FRIENDLY_CREATURE,
    choose,
    deal_damage,
    destroy,
    did,
    do,
    if_,
    lasting_with,
    my_amber,
    neighbors_of_self,
    opponent_amber,
    reaction,
    seq,
    split_damage,
    static,
    steal,
)

card("Ronnie Wristclocks", "AoA",
     text="Play: Steal 1Æ. If your opponent has 7Æ or more, steal 2Æ instead.",
     play=steal(lambda g, c: 2 if opponent_amber(g, c) >= 7 else 1))

card("Little Niff", "AoA",
     text="Omega. Deploy. Elusive.\nAfter a creature next to Little Niff fights, steal 1Æ.",
     reactions=[reaction("fought", lambda g, src, ev, le: src in ev.get("neighbors", ()), steal(1))])

card("Lethal Distraction", "AoA",
     text="Play: Choose a creature. Until the end of the turn, each time that creature is dealt damage, "
          "it is dealt 2 more.",
     play=seq(choose("t", A_CREATURE),
              if_(lambda g, c: bool(c.get("t")),
                  lasting_with(static("damage_taken_bonus", lambda g, src, cid, le: cid == le["target"], 2),
                               target=lambda g, c: c["t"][0]))))

card("Sack of Coins", "AoA",
     text="Play: For each Æ you have, deal 1D to a creature.",
     play=split_damage(my_amber))

card("Scowly Caper", "AoA",
     text="Skirmish.\nScowly Caper enters play under your opponent's control, and may be used as if it "
          "belonged to any house.\nAt the end of your turn, destroy 1 of Scowly Caper's neighbors.",
     statics=[static("treachery"), static("use_any_house", lambda g, src, cid, le: cid == src)],
     reactions=[reaction("turn_end", lambda g, src, ev, le: ev["player"] == g.cards[src].controller,
                         seq(choose("t", neighbors_of_self("Choose a neighbor of Scowly Caper to destroy")),
                             destroy("t")))])


def _friendly_shards(g, c):
    n = sum(1 for x in g.players[c["me"]].artifacts if "shard" in g.traits(x))
    src = c["src"]
    if g.cards[src].controller != c["me"] and "shard" in g.traits(src):
        n += 1      # used "as if it were yours" (Nexus): it counts itself as friendly
    return n


card("Shard of Greed", "AoA",
     text="Action: For each friendly Shard, gain 1Æ.",
     actions=[do(lambda g, c: g.gain(c["me"], _friendly_shards(g, c)), "gain")])


card("Life for a Life", "AoA",
     text="Play: Destroy a friendly creature. If you do, deal 6D to a creature.",
     play=seq(destroy(FRIENDLY_CREATURE), if_(did("destroyed"), deal_damage(A_CREATURE, 6))))

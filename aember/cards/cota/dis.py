"""Call of the Archons — Dis."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    capture,
    destroy,
    do,
    gain,
    if_,
    opponent_amber,
    opponent_discards_random,
    reaction,
    return_to_hand,
    steal,
    use,
)

card("Fear", "CotA", "058", "dis", "action", rarity="Common",
     text="Play: Return an enemy creature to its owner's hand.",
     play=return_to_hand(ENEMY_CREATURE))

card("Hand of Dis", "CotA", "062", "dis", "action", rarity="Common",
     text="Play: Destroy a creature that is not on a flank.",
     play=destroy(A_CREATURE.where(lambda g, x, c: not g.is_flank(x), "Choose a creature not on a flank")))

card("Mind Barb", "CotA", "067", "dis", "action", rarity="Common", icons=("amber",),
     text="Play: Your opponent discards a card chosen at random from their hand.",
     play=opponent_discards_random(1))

card("Dominator Bauble", "CotA", "073", "dis", "artifact", rarity="Common", traits=("item",),
     text="Action: Use a friendly creature.",
     actions=[use(FRIENDLY_CREATURE)])

card("Charette", "CotA", "081", "dis", "creature", rarity="Common", power=4, traits=("demon",),
     text="Play: Capture 3Æ.",
     play=capture(3))

card("Dust Imp", "CotA", "083", "dis", "creature", rarity="Common", power=2, traits=("imp",),
     text="Destroyed: Gain 2Æ.",
     destroyed=gain(2))

card("Shooler", "CotA", "096", "dis", "creature", rarity="Common", power=5, traits=("demon",),
     text="Play: If your opponent has 4Æ or more, steal 1Æ.",
     play=if_(lambda g, c: opponent_amber(g, c) >= 4, steal(1)))


def _purge_victim(g, c):
    victim = c["ev"]["card"]
    if g.cards[victim].zone == "discard":
        g.purge(victim)


card("Stealer of Souls", "CotA", "098", "dis", "creature", rarity="Uncommon", power=6, traits=("demon",),
     text="After an enemy creature is destroyed fighting Stealer of Souls, purge that creature and gain 1Æ.",
     reactions=[reaction("destroyed", lambda g, src, ev, le: ev["fight"] == src
                         and ev["controller"] != g.cards[src].controller,
                         do(lambda g, c: (_purge_victim(g, c), g.gain(c["me"], 1))))])

card("The Terror", "CotA", "101", "dis", "creature", rarity="Common", power=5, traits=("demon", "knight"),
     text="Play: If your opponent has no Æ, gain 2Æ.",
     play=if_(lambda g, c: opponent_amber(g, c) == 0, gain(2)))

card("Tocsin", "CotA", "102", "dis", "creature", rarity="Common", power=3, traits=("demon",),
     text="After Reap: Your opponent discards a card chosen at random from their hand.",
     reap=opponent_discards_random(1))


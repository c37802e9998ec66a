"""Call of the Archons — Sanctum."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    FRIENDLY_CREATURE,
    capture,
    do,
    heal,
    host_only,
    lasting,
    may,
    neighbors_of_self,
    ready_and_fight,
    return_self_to_hand,
    static,
    stun,
)


def _cleansing_wave(g, c):
    healed = 0
    for cid in g.creatures():
        if g.heal(cid, 1):
            healed += 1
    g.gain(c["me"], healed)


card("Cleansing Wave", "CotA", "215", "sanctum", "action", rarity="Common",
     text="Play: Heal 1 damage from each creature. Gain 1Æ for each creature healed this way.",
     play=do(_cleansing_wave))

card("Shield of Justice", "CotA", "225", "sanctum", "action", rarity="Common", icons=("amber",),
     text="Play: Until the end of the turn, friendly creatures cannot be dealt damage.",
     play=lasting(static("no_damage", lambda g, src, cid, le: g.cards[cid].controller == le["me"])))

card("Terms of Redress", "CotA", "227", "sanctum", "action", rarity="Common", icons=("amber",),
     text="Play: A friendly creature of your choice captures 2Æ.",
     play=capture(2, by=FRIENDLY_CREATURE))

card("Hallowed Blaster", "CotA", "233", "sanctum", "artifact", rarity="Common", traits=("weapon",),
     text="Action: Heal 3 damage from a creature.",
     actions=[heal(A_CREATURE, 3)])

card("Champion Anaphiel", "CotA", "239", "sanctum", "creature", rarity="Common", power=6, armor=1,
     traits=("knight", "spirit"), keywords=("taunt",),
     text="Taunt.")

card("Lady Maxena", "CotA", "251", "sanctum", "creature", rarity="Uncommon", power=5, armor=2,
     traits=("knight", "spirit"),
     text="Play: Stun a creature.\nAction: Return Lady Maxena to its owner's hand.",
     play=stun(A_CREATURE), actions=[return_self_to_hand()])

card("Raiding Knight", "CotA", "255", "sanctum", "creature", rarity="Common", power=4, armor=2,
     traits=("human", "knight"),
     text="Play: Capture 1Æ.",
     play=capture(1))

card("Sergeant Zakiel", "CotA", "258", "sanctum", "creature", rarity="Common", power=4, armor=1,
     traits=("human", "knight"),
     text="Play: You may ready one of this creature's neighbors and fight with it.",
     play=may("Ready and fight with a neighboring creature?", ready_and_fight(neighbors_of_self()),
              possible=lambda g, c: bool(g.neighbors(c["src"]))))

card("Staunch Knight", "CotA", "259", "sanctum", "creature", rarity="Common", power=4, armor=2,
     traits=("human", "knight"),
     text="Staunch Knight has +2 power while it is on a flank.",
     statics=[static("power", lambda g, src, cid, le: cid == src and g.is_flank(cid), 2)])

card("Protect the Weak", "CotA", "265", "sanctum", "upgrade", rarity="Common", icons=("amber",),
     text="The creature this is attached to has +1 armor and taunt.",
     statics=[static("armor", host_only(), 1), static("keyword", host_only(), ("taunt", 1))])

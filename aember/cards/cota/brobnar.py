"""Call of the Archons — Brobnar."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    FRIENDLY_CREATURE,
    deal_damage,
    gain,
    lasting,
    may,
    neighbors_of_self,
    reaction,
    ready_and_fight,
    static,
    stun,
)

card("Anger", "CotA", "001", "brobnar", "action", rarity="Common", icons=("amber",),
     text="Play: Ready a friendly creature, then fight with it.",
     play=ready_and_fight(FRIENDLY_CREATURE))

_enemy_destroyed = reaction(
    "destroyed", lambda g, src, ev, le: ev["creature"] and ev["controller"] != le["me"], gain(1))
card("Loot the Bodies", "CotA", "010", "brobnar", "action", rarity="Common",
     text="Play: Until the end of the turn, you gain 1Æ whenever an enemy creature is destroyed.",
     play=lasting(_enemy_destroyed))

card("Punch", "CotA", "012", "brobnar", "action", rarity="Common", icons=("amber",),
     text="Play: Deal 3 damage to a creature.",
     play=deal_damage(A_CREATURE, 3))

_friendly_fights = reaction(
    "fought", lambda g, src, ev, le: ev["player"] == le["me"], gain(1))
card("Warsong", "CotA", "018", "brobnar", "action", rarity="Common",
     text="Play: Until the end of the turn, you gain 1Æ whenever a friendly creature fights.",
     play=lasting(_friendly_fights))

card("Gauntlet of Command", "CotA", "022", "brobnar", "artifact", rarity="Common", traits=("item",),
     text="Action: Ready a friendly creature, then fight with it.",
     actions=[ready_and_fight(FRIENDLY_CREATURE)])


def _valdr_bonus(g, src, attacker, defender):
    return 2 if g.is_flank(defender) else 0


card("Valdr", "CotA", "029", "brobnar", "creature", rarity="Common", power=6, traits=("giant",),
     text="When Valdr fights an enemy creature that is on a flank, Valdr deals 2 more damage.",
     statics=[static("fight_damage_bonus", lambda g, src, cid, le: cid == src, _valdr_bonus)])

card("Ganger Chieftain", "CotA", "033", "brobnar", "creature", rarity="Common", power=5, traits=("giant",),
     text="Play: You may ready one of this creature's neighbors and fight with it.",
     play=may("Ready and fight with a neighboring creature?", ready_and_fight(neighbors_of_self()),
              possible=lambda g, c: bool(g.neighbors(c["src"]))))

card("Headhunter", "CotA", "035", "brobnar", "creature", rarity="Common", power=5, traits=("giant",),
     text="After Fight: Gain 1Æ.",
     fight=gain(1))

card("Smaaash", "CotA", "046", "brobnar", "creature", rarity="Common", power=5, traits=("giant",),
     text="Play: Stun a creature.",
     play=stun(A_CREATURE))

card("Blood of Titans", "CotA", "050", "brobnar", "upgrade", rarity="Uncommon", icons=("amber",),
     text="The creature this is attached to has +5 power.",
     statics=[static("power", lambda g, src, cid, le: g.cards[src].host == cid, 5)])

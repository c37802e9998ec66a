"""Call of the Archons — Shadows."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    choose,
    damage_each,
    deal_damage,
    did,
    do,
    if_,
    return_self_to_hand,
    seq,
    static,
    steal,
)

card("Nerve Blast", "CotA", "276", "shadows", "action", rarity="Common",
     text="Play: Steal 1Æ. If you do, deal 2 damage to a creature.",
     play=seq(steal(1), if_(did(), deal_damage(A_CREATURE, 2))))

card("Poison Wave", "CotA", "280", "shadows", "action", rarity="Common", icons=("amber",),
     text="Play: Deal 2 damage to each creature.",
     play=damage_each("any", 2))

card("Too Much to Protect", "CotA", "283", "shadows", "action", rarity="Uncommon", icons=("amber",),
     text="Play: Steal all of your opponent's Æ except 6.",
     play=steal(lambda g, c: max(0, g.players[1 - c["me"]].amber - 6)))


def _needle_reward(g, c):
    t = (c.get("t") or [None])[0]
    if t is not None and t in (c.get("killed") or []):
        g.gain(c["me"], 1)


def _needle_damage(g, c):
    targets = c.get("t") or []
    if not targets:
        return
    before = {t for t in targets if g.cards[t].tagged}
    g.deal_damage([(t, 1) for t in targets if g.cards[t].zone == "battleline"], c["src"])
    c["killed"] = [t for t in targets if g.cards[t].tagged and t not in before]


card("Seeker Needle", "CotA", "290", "shadows", "artifact", rarity="Common", traits=("weapon",),
     text="Action: Deal 1 damage to a creature. If this damage destroys it, gain 1Æ.",
     actions=[seq(choose("t", A_CREATURE), do(_needle_damage), do(_needle_reward))])

card("Bad Penny", "CotA", "296", "shadows", "creature", rarity="Common", power=1, traits=("human", "thief"),
     text="Destroyed: Return Bad Penny to your hand.",
     destroyed=return_self_to_hand())

card("Noddy the Thief", "CotA", "306", "shadows", "creature", rarity="Common", power=2, traits=("elf", "thief"),
     keywords=("elusive",),
     text="Elusive.\nAction: Steal 1Æ.",
     actions=[steal(1)])

card("Dodger", "CotA", "308", "shadows", "creature", rarity="Common", power=5, traits=("elf", "thief"),
     text="After Fight: Steal 1Æ.",
     fight=steal(1))


def _shadow_self_shields(g, src, cid, le):
    return cid in g.neighbors(src) and "specter" not in g.traits(cid)


card("Shadow Self", "CotA", "310", "shadows", "creature", rarity="Common", power=9, traits=("specter",),
     text="Shadow Self deals no damage when fighting.\n"
          "Damage that would be dealt to this creature's non-Specter neighbors is dealt to Shadow Self instead.",
     statics=[static("no_fight_damage", lambda g, src, cid, le: cid == src),
              static("redirect_damage", _shadow_self_shields)])

card("Silvertooth", "CotA", "311", "shadows", "creature", rarity="Common", power=2, traits=("elf", "thief"),
     text="Silvertooth enters play ready.",
     enters_ready=True)

card("Urchin", "CotA", "315", "shadows", "creature", rarity="Common", power=1, traits=("elf", "thief"),
     keywords=("elusive",),
     text="Elusive.\nPlay: Steal 1Æ.",
     play=steal(1))

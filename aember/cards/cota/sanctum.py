"""Call of the Archons — Sanctum."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    Target,
    capture,
    choose,
    choose_house,
    deal_damage,
    destroy,
    destroy_each,
    destroyed_instead,
    destroyed_this_way,
    do,
    gain,
    heal,
    host_only,
    lasting,
    least_powerful,
    may,
    neighbors_of_self,
    reaction,
    ready_and_fight,
    repeat_while,
    return_self_to_hand,
    seq,
    static,
    stun,
    swap_with,
    use,
)
from aember.engine.steps import ChooseOne


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


# ---------------------------------------------------------------------------------------------
# Call of the Archons — the rest of Sanctum

card("Begone!", "CotA", "212", "sanctum", "action", rarity="Rare",
     text="Play: Choose one: destroy every Dis creature, or gain 1Æ.",
     play=ChooseOne({"Destroy each Dis creature": destroy_each("any", lambda g, x, c: g.house_of(x) == "dis"),
                     "Gain 1Æ": gain(1)}))


def _stun_house(g, c):
    for x in g.creatures():
        if g.house_of(x) == c.get("house"):
            g.stun(x)


card("Blinding Light", "CotA", "213", "sanctum", "action", rarity="Common", icons=("amber",),
     text="Play: Choose a house. Stun every creature of that house.",
     play=seq(choose_house("house"), do(_stun_house)))

_charge = reaction("played", lambda g, src, ev, le: ev["player"] == le["me"] and ev.get("type") == "creature",
                   deal_damage(ENEMY_CREATURE, 2), text="Play: Deal 2D to an enemy creature.")
card("Charge!", "CotA", "214", "sanctum", "action", rarity="Rare", icons=("amber",),
     text='Play: For the rest of the turn, every creature you play gains "Play: Deal 2D to an enemy creature."',
     play=lasting(_charge))


def _unstun_friendly(g, c):
    for x in g.creatures(c["me"]):
        g.cards[x].stun = False


card("Clear Mind", "CotA", "216", "sanctum", "action", rarity="Rare", icons=("amber",),
     text="Play: Remove the stun from every friendly creature.",
     play=do(_unstun_friendly))


def _doorstep(g, c):
    for p in (c["me"], 1 - c["me"]):
        if g.players[p].amber >= 6:
            g.lose(p, g.players[p].amber - 5)


card("Doorstep to Heaven", "CotA", "217", "sanctum", "action", rarity="Uncommon", icons=("amber",),
     text="Play: Every player who has 6Æ or more loses Æmber until they have 5Æ.",
     play=do(_doorstep))

card("Glorious Few", "CotA", "218", "sanctum", "action", rarity="Uncommon",
     text="Play: Gain 1Æ for each creature your opponent controls beyond the number you control.",
     play=gain(lambda g, c: max(0, len(g.creatures(1 - c["me"])) - len(g.creatures(c["me"])))))


def _knights_capture(g, c):
    for x in g.creatures(c["me"]):
        if "knight" in g.traits(x):
            g.capture(x, 1)


card("Honorable Claim", "CotA", "219", "sanctum", "action", rarity="Rare", icons=("amber",),
     text="Play: Every friendly Knight creature captures 1Æ.",
     play=do(_knights_capture))

card("Inspiration", "CotA", "220", "sanctum", "action", rarity="Common",
     text="Play: Ready a friendly creature and use it.",
     play=use(FRIENDLY_CREATURE, ready_first=True))


def _lance(g, c):
    hits = [(x, 3) for x in (c.get("a") or []) + (c.get("b") or []) if g.cards[x].zone == "battleline"]
    g.deal_damage(hits, c["src"])


card("Mighty Lance", "CotA", "221", "sanctum", "action", rarity="Rare",
     text="Play: Deal 3D to a creature and 3D to one of its neighbors.",
     play=seq(choose("a", A_CREATURE),
              choose("b", Target(lambda g, c: g.neighbors(c["a"][0]) if c.get("a") else [],
                                 "Choose a neighbor of that creature")),
              do(_lance)))


def _destroy_my_artifacts(g, c):
    c["destroyed"] = g.destroy(list(g.players[c["me"]].artifacts))


card("Oath of Poverty", "CotA", "222", "sanctum", "action", rarity="Rare", icons=("amber",),
     text="Play: Destroy every friendly artifact. Gain 2Æ for each artifact destroyed this way.",
     play=seq(do(_destroy_my_artifacts), gain(lambda g, c: 2 * len(destroyed_this_way()(g, c)))))


def _radiant(g, c):
    for x in g.creatures(1 - c["me"]):
        if not g.is_flank(x):
            g.stun(x)


card("Radiant Truth", "CotA", "224", "sanctum", "action", rarity="Uncommon", icons=("amber",),
     text="Play: Stun every enemy creature that is not on a flank.",
     play=do(_radiant))

card("Virtuous Works", "CotA", "230", "sanctum", "action", rarity="Uncommon", icons=("amber", "amber", "amber"),
     text="(No abilities.)")

card("Bulwark", "CotA", "238", "sanctum", "creature", rarity="Common", power=4, armor=2,
     traits=("human", "knight"),
     text="Bulwark's neighbors each get +2 armor.",
     statics=[static("armor", lambda g, src, cid, le: cid in g.neighbors(src), 2)])

card("Commander Remiel", "CotA", "241", "sanctum", "creature", rarity="Common", power=3,
     traits=("human", "knight"),
     text="After Reap: Use a friendly creature that is not of house Sanctum.",
     reap=use(FRIENDLY_CREATURE.where(lambda g, x, c: g.house_of(x) != "sanctum",
                                      "Choose a friendly non-Sanctum creature")))


def _duma(g, c):
    for x in g.creatures(c["me"]):
        if x != c["src"]:
            g.heal(x, None)
    g.draw(c["me"], 2)


card("Duma the Martyr", "CotA", "242", "sanctum", "creature", rarity="Rare", power=3, traits=("human",),
     text="Destroyed: Fully heal every other friendly creature, then draw 2 cards.",
     destroyed=do(_duma))

_famine = seq(least_powerful("t"), destroy("t"))
card("Horseman of Famine", "CotA", "247", "sanctum", "creature", rarity="Special", power=5,
     traits=("horseman", "spirit"),
     text="Play/After Fight/After Reap: Destroy the creature with the lowest power.",
     play=_famine, fight=_famine, reap=_famine)

card("Jehu the Bureaucrat", "CotA", "250", "sanctum", "creature", rarity="Rare", power=3, traits=("human",),
     text="Each time you choose Sanctum as your active house, gain 2Æ.",
     reactions=[reaction("house_chosen", lambda g, src, ev, le: ev["player"] == g.cards[src].controller
                         and ev["house"] == "sanctum", gain(2))])

card("Numquid the Fair", "CotA", "253", "sanctum", "creature", rarity="Rare", power=3, traits=("human",),
     text="Play: Destroy an enemy creature. Do this again while your opponent controls more creatures than you.",
     play=repeat_while(destroy(ENEMY_CREATURE),
                       lambda g, c: len(g.creatures(1 - c["me"])) > len(g.creatures(c["me"]))))

_guardian_swap = swap_with(FRIENDLY_CREATURE.other().times(1, prompt="Choose a creature to swap with"))
card("Sanctum Guardian", "CotA", "256", "sanctum", "creature", rarity="Rare", power=6, armor=1,
     traits=("knight", "spirit"), keywords=("taunt",),
     text="Taunt.\nAfter Fight/After Reap: Sanctum Guardian trades places with another friendly creature.",
     fight=_guardian_swap, reap=_guardian_swap)

card("Sequis", "CotA", "257", "sanctum", "creature", rarity="Common", power=4, armor=2,
     traits=("human", "knight"),
     text="After Reap: Capture 1Æ.",
     reap=capture(1))


def _cloak_instead(g, c):
    g.heal(c["host"], None)
    g.destroy([c["src"]])


card("Armageddon Cloak", "CotA", "263", "sanctum", "upgrade", rarity="Rare", icons=("amber",),
     text='This creature gains hazardous 2 and "Destroyed: Fully heal this creature and destroy Armageddon '
          'Cloak instead."',
     statics=[static("keyword", host_only(), ("hazardous", 2))],
     reactions=[reaction("host_destroyed", lambda g, src, ev, le: True,
                         destroyed_instead(do(_cloak_instead), "host"))])

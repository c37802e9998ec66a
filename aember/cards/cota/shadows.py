"""Call of the Archons — Shadows."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    FRIENDLY_CREATURE,
    Target,
    artifacts,
    choose,
    damage_each,
    deal_damage,
    did,
    do,
    if_,
    my_amber,
    opponent_amber,
    play_card_under_self,
    put_card_from_hand_under_self,
    reaction,
    return_self_to_hand,
    sacrifice,
    seq,
    static,
    steal,
    use,
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

# --- further Shadows cards ------------------------------------------------------------------



def _opp_has_more(g, c):
    return opponent_amber(g, c) > my_amber(g, c)


card("Bait and Switch", "CotA", "267", "shadows", "action", rarity="Common",
     text="Play: Steal 1Æ if your opponent has more Æ than you. Then do that once more if your opponent "
          "still has more Æ than you.",
     play=seq(if_(_opp_has_more, steal(1)), if_(_opp_has_more, steal(1))))

card("Pawn Sacrifice", "CotA", "279", "shadows", "action", rarity="Common", icons=("amber",),
     text="Play: Sacrifice a friendly creature. If you do, deal 3D to each of 2 creatures.",
     play=seq(sacrifice(FRIENDLY_CREATURE),
              if_(did(), seq(choose("hit", A_CREATURE.times(2, prompt="Choose 2 creatures")), deal_damage("hit", 3)))))


def _destroy_src(g, c):
    if g.in_play(c["src"]):
        g.destroy([c["src"]])


card("Masterplan", "CotA", "288", "shadows", "artifact", rarity="Rare", icons=("amber",), traits=("item",),
     text="Play: Put a card from your hand facedown under Masterplan.\n"
          "Omni: Play the card that is under Masterplan. Then destroy Masterplan.",
     play=put_card_from_hand_under_self(),
     omnis=[seq(play_card_under_self(), do(_destroy_src, "destroy self"))])


def _urchins(g, c):
    inplay = [x for x in g.creatures() if g.cname(x) == "Urchin"]
    return inplay + [x for x in g.players[c["me"]].discard if g.cards[x].defn.title == "Urchin"]


def _faygin_return(g, c):
    for x in c.get("t") or []:
        if g.in_play(x):
            g.return_to_hand(x)
        elif g.cards[x].zone == "discard":
            g.say(f"{g.cname(x)} returns to {g.pname(g.cards[x].owner)}'s hand")
            g.move(x, "hand")


card("Faygin", "CotA", "300", "shadows", "creature", rarity="Rare", power=3, traits=("human", "thief"),
     keywords=("elusive",),
     text="Elusive.\nAfter Reap: Return an Urchin that is in play or in your discard pile to your hand.",
     reap=seq(choose("t", Target(_urchins, "Choose an Urchin")), do(_faygin_return, "return Urchin")))

card("Magda the Rat", "CotA", "303", "shadows", "creature", rarity="Uncommon", power=4, traits=("elf", "thief"),
     keywords=("elusive",),
     text="Elusive.\nPlay: Steal 2Æ.\nIf Magda the Rat leaves play, your opponent steals 2Æ.",
     play=steal(2),
     reactions=[reaction("leaves_play", lambda g, src, ev, le: True,
                         do(lambda g, c: g.steal(1 - c["me"], 2), "opponent steals"))])

card("Mooncurser", "CotA", "304", "shadows", "creature", rarity="Uncommon", power=1, traits=("elf", "thief"),
     keywords=("skirmish", "poison"),
     text="Skirmish. Poison.\nAfter Fight: Steal 1Æ.",
     fight=steal(1))

card("Nexus", "CotA", "305", "shadows", "creature", rarity="Common", power=3, traits=("cyborg", "thief"),
     keywords=("elusive",),
     text="Elusive.\nAfter Reap: Use an enemy artifact as though it were yours.",
     reap=use(artifacts("enemy", "Choose an enemy artifact to use")))

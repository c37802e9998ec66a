"""Call of the Archons — Sanctum."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    Target,
    artifacts,
    capture,
    choose,
    choose_house,
    creatures_in_excess,
    damage_each,
    damage_neighbors_of_fought,
    deal_damage,
    destroy,
    destroy_each,
    destroyed_instead,
    destroyed_this_way,
    do,
    draw,
    each_captures,
    enemy_destroyed_fighting_self,
    forge_key,
    gain,
    heal,
    host_only,
    if_,
    lasting,
    least_powerful,
    may,
    neighbors_of_self,
    not_tagged,
    reaction,
    ready_and_fight,
    repeat_this_effect,
    return_self_to_hand,
    return_to_hand,
    sacrifice_self,
    seq,
    static,
    stun,
    stun_each,
    swap_with,
    use,
)
from aember.engine.state import BATTLELINE, HAND
from aember.engine.steps import ChooseOne, Step


def _cleansing_wave(g, c):
    healed = 0
    for cid in g.creatures():
        if g.heal(cid, 1):
            healed += 1
    g.gain(c["me"], healed)


card("Cleansing Wave", "CotA",
     text="Play: Every creature heals 1 damage. You gain 1Æ per creature that was healed this way.",
     play=do(_cleansing_wave))

card("Shield of Justice", "CotA",
     text="Play: Until the end of the turn, friendly creatures cannot be dealt damage.",
     play=lasting(static("no_damage", lambda g, src, cid, le: g.cards[cid].controller == le["me"])))

card("Terms of Redress", "CotA",
     text="Play: A friendly creature of your choice captures 2Æ.",
     play=capture(2, by=FRIENDLY_CREATURE))

card("Hallowed Blaster", "CotA",
     text="Action: Heal 3 damage from a creature.",
     actions=[heal(A_CREATURE, 3)])

card("Champion Anaphiel", "CotA",
     text="Taunt.")

card("Lady Maxena", "CotA",
     text="Play: Stun one creature.\nAction: Put Lady Maxena back into its owner's hand.",
     play=stun(A_CREATURE), actions=[return_self_to_hand()])

card("Raiding Knight", "CotA",
     text="Play: Capture 1Æ.",
     play=capture(1))

card("Sergeant Zakiel", "CotA",
     text="Play: You may ready one of this creature's neighbors and fight with it.",
     play=may("Ready and fight with a neighboring creature?", ready_and_fight(neighbors_of_self()),
              possible=lambda g, c: bool(g.neighbors(c["src"]))))

card("Staunch Knight", "CotA",
     text="Staunch Knight has +2 power while it is on a flank.",
     statics=[static("power", lambda g, src, cid, le: cid == src and g.is_flank(cid), 2)])

card("Protect the Weak", "CotA",
     text="The creature this is attached to has +1 armor and taunt.",
     statics=[static("armor", host_only(), 1), static("keyword", host_only(), ("taunt", 1))])


# ---------------------------------------------------------------------------------------------
# Call of the Archons — the rest of Sanctum

card("Begone!", "CotA",
     text="Play: Choose one: destroy every Dis creature, or gain 1Æ.",
     play=ChooseOne({"Destroy each Dis creature": destroy_each("any", lambda g, x, c: g.belongs_to(x, "dis")),
                     "Gain 1Æ": gain(1)}))


card("Blinding Light", "CotA",
     text="Play: Choose a house. Stun every creature of that house.",
     play=seq(choose_house("house"), stun_each(lambda g, x, c: g.belongs_to(x, c.get("house")))))

# "each creature you play gains, 'Play: …'": a granted Play: ability of the creature (as Kaspara's), carried by it,
# resolved only while it is still in play (001:1538-1541; FAQ Rad Penny 001:3135-3139), and it deals the damage (FAQ
# "Damage, Source of", 001:3200-3208: Ardent Hero); "you play": only the active player plays cards
_charge = static("grant_play", lambda g, src, cid, le: g.active == le["me"] and g.face(cid).type == "creature",
                 deal_damage(ENEMY_CREATURE, 2))
_charge.as_played = True    # given as a creature is played: no play effect of a creature already in play (play_effects)
card("Charge!", "CotA",
     text='Play: For the rest of the turn, every creature you play gains "Play: Deal 2D to an enemy creature."',
     play=lasting(_charge))


def _unstun_friendly(g, c):
    for x in g.creatures(c["me"]):
        g.cards[x].stun = False


card("Clear Mind", "CotA",
     text="Play: Remove the stun from every friendly creature.",
     play=do(_unstun_friendly))


def _doorstep(g, c):
    for p in (c["me"], 1 - c["me"]):
        if g.players[p].amber >= 6:
            g.lose(p, g.players[p].amber - 5)


card("Doorstep to Heaven", "CotA",
     text="Play: Every player who has 6Æ or more loses Æmber until they have 5Æ.",
     play=do(_doorstep))

card("Glorious Few", "CotA",
     text="Play: Gain 1Æ for each creature your opponent controls beyond the number you control.",
     play=gain(creatures_in_excess()))


card("Honorable Claim", "CotA",
     text="Play: Every friendly Knight creature captures 1Æ.",
     play=each_captures("friendly", lambda g, x, c: "knight" in g.traits(x)))

card("Inspiration", "CotA",
     text="Play: Ready a friendly creature and use it.",
     play=use(FRIENDLY_CREATURE, ready_first=True))


def _lance(g, c):
    hits = [(x, 3) for x in (c.get("a") or []) + (c.get("b") or []) if g.cards[x].zone == "battleline"]
    g.deal_damage(hits, c["src"])


card("Mighty Lance", "CotA",
     text="Play: Deal 3D to a creature and 3D to one of its neighbors.",
     play=seq(choose("a", A_CREATURE),
              choose("b", Target(lambda g, c: g.neighbors(c["a"][0]) if c.get("a") else [],
                                 "Choose a neighbor of that creature")),
              do(_lance)))


def _destroy_my_artifacts(g, c):
    c["destroyed"] = g.destroy(list(g.players[c["me"]].artifacts))


card("Oath of Poverty", "CotA",
     text="Play: Every artifact you control is destroyed. You gain 2Æ per artifact destroyed this way.",
     play=seq(do(_destroy_my_artifacts), gain(lambda g, c: 2 * len(destroyed_this_way()(g, c)))))


def _radiant(g, c):
    for x in g.creatures(1 - c["me"]):
        if not g.is_flank(x):
            g.stun(x)


card("Radiant Truth", "CotA",
     text="Play: Stun every enemy creature that is not on a flank.",
     play=do(_radiant))

card("Virtuous Works", "CotA",
     text="(No abilities.)")

card("Bulwark", "CotA",
     text="Bulwark's neighbors each get +2 armor.",
     statics=[static("armor", lambda g, src, cid, le: cid in g.neighbors(src), 2)])

card("Commander Remiel", "CotA",
     text="After Reap: Use a friendly creature that is not of house Sanctum.",
     reap=use(FRIENDLY_CREATURE.where(lambda g, x, c: not g.belongs_to(x, "sanctum"),
                                      "Choose a friendly non-Sanctum creature")))


def _duma(g, c):
    for x in g.creatures(c["me"]):
        if x != c["src"]:
            g.heal(x, None)


card("Duma the Martyr", "CotA",
     text="Destroyed: Fully heal every other friendly creature, then draw 2 cards.",
     destroyed=seq(do(_duma), draw(2)))

_famine = seq(least_powerful("t"), destroy("t"))
card("Horseman of Famine", "CotA",
     text="Play/After Fight/After Reap: Destroy the creature with the lowest power.",
     play=_famine, fight=_famine, reap=_famine)

card("Jehu the Bureaucrat", "CotA",
     text="Each time you choose Sanctum as your active house, gain 2Æ.",
     reactions=[reaction("house_chosen", lambda g, src, ev, le: ev["player"] == g.cards[src].controller
                         and ev["house"] == "sanctum", gain(2))])

card("Numquid the Fair", "CotA",
     text="Play: Destroy an enemy creature. Do this again while your opponent controls more creatures than you.",
     play=repeat_this_effect(destroy(ENEMY_CREATURE),
                       lambda g, c: len(g.creatures(1 - c["me"])) > len(g.creatures(c["me"]))))

_guardian_swap = swap_with(FRIENDLY_CREATURE.other().times(1, prompt="Choose a creature to swap with"))
card("Sanctum Guardian", "CotA",
     text="Taunt.\nAfter Fight/After Reap: Sanctum Guardian trades places with another friendly creature.",
     fight=_guardian_swap, reap=_guardian_swap)

card("Sequis", "CotA",
     text="After Reap: Capture 1Æ.",
     reap=capture(1))


def _cloak_instead(g, c):
    g.heal(c["host"], None)
    g.destroy([c["src"]])


card("Armageddon Cloak", "CotA",
     text=('The creature this upgrade is on gains hazardous 2 and: "Destroyed: Instead, destroy Armageddon Cloak and '
           'fully heal this creature."'),
     statics=[static("keyword", host_only(), ("hazardous", 2)),
              static("grant_destroyed", host_only(), destroyed_instead(do(_cloak_instead), "host"))])

def _friendly(g, src, cid):
    return g.cards[cid].zone == BATTLELINE and g.cards[cid].controller == g.cards[src].controller


# --- Actions ------------------------------------------------------------------------------------


class OneStood(Step):
    """Ready the chosen creature and fight with it, 3 times, each time against a different enemy creature."""

    def run(self, game, frame) -> bool:
        from aember.engine.rules import USE
        ctx = frame.ctx
        if frame.data is None:
            frame.data = {"left": 3, "fought": []}
        data = frame.data
        chosen = ctx.get("t") or []
        if not chosen or data["left"] <= 0:
            return True
        cid = chosen[0]
        c = game.cards[cid]
        if c.zone != BATTLELINE or c.controller != ctx["me"]:
            return True
        me = ctx["me"]
        if frame.answer is None:
            if not data.get("readied"):
                game.ready(cid)
                data["readied"] = True
                if game.pending_triggers:
                    # "after … readies" abilities (Poised Strike) resolve before the fight: this step runs again after
                    return False
            if not game.may_be_used_to(cid, "fight"):
                return True     # (Foggify) a stunned one keeps its stun: the unstun replaces a fight (001:2727-2729)
            if c.stun:
                data["left"] -= 1
                data["readied"] = False
                game.push(USE, {"card": cid, "me": me, "mode": "unstun"})
                return False
            cands = [d for d in game.eligible_defenders(cid) if d not in data["fought"]]
            if not cands:
                return True
            ans = game.ask(frame, me, "target", cands, f"Choose a creature for {game.cname(cid)} to fight")
            if ans is None:
                return False
        else:
            ans = frame.answer
            frame.answer = None
        data["left"] -= 1
        data["readied"] = False
        data["fought"].append(ans)
        game.push(USE, {"card": cid, "me": me, "mode": "fight", "defender": ans})
        return False


card("One Stood Against Many", "CotA",
     text="Play: Three times, ready a friendly creature and fight with it, against a different enemy creature "
          "each time. The fights resolve one after another.",
     play=seq(choose("t", FRIENDLY_CREATURE), OneStood()))

card("Take Hostages", "CotA",
     text="Play: For the rest of the turn, whenever a friendly creature fights, it captures 1Æ.",
     play=lasting(reaction("fought", lambda g, src, ev, le: ev["player"] == le["me"],
                           do(lambda g, c: g.capture(c["ev"]["card"], 1, 1 - c["me"])))))


def _purge_chosen(g, c):
    for x in c.get("t") or []:
        if g.cards[x].zone != BATTLELINE:
            continue
        g.purge(x)


card("The Harder They Come", "CotA",
     text="Play: Purge a creature that has 5 or more power.",
     play=seq(choose("t", A_CREATURE.where(lambda g, x, c: g.power(x) >= 5, "Choose a creature with power 5+")),
              do(_purge_chosen)))

card("The Spirit’s Way", "CotA",
     text="Play: Destroy every creature that has 3 or more power.",
     play=do(lambda g, c: g.destroy([x for x in g.creatures() if g.power(x) >= 3])))

# --- Artifacts ----------------------------------------------------------------------------------


def _archive_knights(g, c):
    for x in g.creatures(c["me"]):
        if "knight" in g.traits(x):
            g.archive(x)


def _sanctum_played(g, c):
    return g.played_of_house(c["me"], g.turn, "sanctum")



card("Epic Quest", "CotA",
     text="Play: Archive each Knight creature you control.\nOmni: If you have played at least 7 Sanctum cards "
          "this turn, Epic Quest is destroyed and you forge a key for free.",
     play=do(_archive_knights),
     omnis=[if_(lambda g, c: _sanctum_played(g, c) >= 7, seq(sacrifice_self(), forge_key(0)))])

card("Gorm of Omm", "CotA",
     text="Omni: Gorm of Omm is destroyed, then destroy an artifact.",
     omnis=[seq(sacrifice_self(), choose("t", not_tagged(artifacts())),
                do(lambda g, c: g.destroy([x for x in c.get("t") or [] if g.in_play(x)])))])

card("Potion of Invulnerability", "CotA",
     text=("Omni: Sacrifice Potion of Invulnerability. Until the end of this turn, no damage can be dealt to your "
           "creatures."),
     omnis=[seq(sacrifice_self(),
                lasting(static("no_damage", lambda g, src, cid, le: g.cards[cid].controller == le["me"])))])


def _friendly_knight(g, src, cid, le):
    return _friendly(g, src, cid) and "knight" in g.traits(cid)


card("Round Table", "CotA",
     text="Each Knight creature you control has +1 power and taunt.",
     statics=[static("power", _friendly_knight, 1), static("keyword", _friendly_knight, ("taunt", 1))])

card("Sigil of Brotherhood", "CotA",
     text="Omni: Sacrifice Sigil of Brotherhood. For the rest of the turn, you may use friendly Sanctum creatures "
          "whatever the active house.",
     omnis=[seq(sacrifice_self(),
                lasting(static("use_any_house", lambda g, src, cid, le: g.cards[cid].zone == BATTLELINE
                               and g.cards[cid].controller == le["me"] and g.belongs_to(cid, "sanctum"))))])

card("Whispering Reliquary", "CotA",
     text="Action: Return an artifact to the hand of its owner.",
     actions=[return_to_hand(artifacts())])

# --- Creatures ----------------------------------------------------------------------------------

card("Champion Tabris", "CotA",
     text="After Fight: Capture 1Æ.",
     fight=capture(1))


card("Francus", "CotA",
     text="Francus captures 1Æ each time an enemy creature dies in a fight with it.",
     reactions=[reaction("destroyed", enemy_destroyed_fighting_self, do(lambda g, c: g.capture(c["src"], 1)))])

card("Grey Monk", "CotA",
     text="Each creature you control has +1 armor.\nAfter Reap: Heal 2 damage from a creature.",
     statics=[static("armor", lambda g, src, cid, le: _friendly(g, src, cid), 1)],
     reap=heal(A_CREATURE, 2))

card("Hayyel the Merchant", "CotA",
     text="Whenever you play an artifact, gain 1Æ.",
     reactions=[reaction("played", lambda g, src, ev, le: ev.get("type") == "artifact"
                         and ev["player"] == g.cards[src].controller, gain(1))])


def _death(g, c):
    pl = g.players[c["me"]]
    for x in list(pl.discard):
        if g.cards[x].defn.type == "creature" and "horseman" in g.cards[x].defn.traits:
            g.say(f"{g.cname(x)} returns to {g.pname(c['me'])}'s hand")
            g.move(x, HAND)


card("Horseman of Death", "CotA",
     text="Play: Put every Horseman creature in your discard pile into your hand.",
     play=do(_death))

_pestilence = damage_each("any", 1, where=lambda g, x, c: "horseman" not in g.traits(x))
card("Horseman of Pestilence", "CotA",
     text="Play/After Fight/After Reap: Every creature that is not a Horseman takes 1 damage.",
     play=_pestilence, fight=_pestilence, reap=_pestilence)


def _mine_in_play(g, src, cid, le):
    return g.cards[cid].zone == BATTLELINE and g.cards[cid].controller == le["me"]


card("Horseman of War", "CotA",
     text="Play: For the rest of the turn, friendly creatures may be used as if they belonged to the active "
          "house, but they can only be used to fight.",
     play=seq(lasting(static("use_any_house", _mine_in_play)), lasting(static("only_fight", _mine_in_play))))


card("Lord Golgotha", "CotA",
     text="Before Fight: Each neighbor of the creature Lord Golgotha is fighting takes 3 damage.",
     before_fight=damage_neighbors_of_fought(3))

_protected = static("no_damage", lambda g, src, cid, le: cid == le.get("target"))


def _protectrix(g, c):
    for x in c.get("t") or []:
        if g.heal(x, None) > 0:      # "if you do": damage must actually be removed
            g.add_lasting(_protected, c["src"], c["me"], "turn", target=x)


card("Protectrix", "CotA",
     text=("After Reap: You may heal one creature fully; if you did, no damage can be dealt to that creature until "
           "the end of this turn."),
     reap=may("Fully heal a creature?", seq(choose("t", A_CREATURE), do(_protectrix)),
              possible=lambda g, c: bool(g.creatures())))

card("Gatekeeper", "CotA",
     text="Play: If your opponent has 7Æ or more, capture all of it except 5.",
     play=if_(lambda g, c: g.players[1 - c["me"]].amber >= 7,
              capture(lambda g, c: g.players[1 - c["me"]].amber - 5)))

card("The Vaultkeeper", "CotA",
     text="Æmber in your pool cannot be stolen.",
     statics=[static("no_steal", lambda g, src, p, le: p == g.cards[src].controller)])

card("Veemos Lightbringer", "CotA",
     text="Play: Destroy every elusive creature.",
     play=destroy_each("any", lambda g, x, c: g.has_keyword(x, "elusive")))     # as Perilous Wild

# --- Upgrades -----------------------------------------------------------------------------------

card("Mantle of the Zealot", "CotA",
     text="The creature this upgrade is on has versatile (it can be used as though it belonged to the active house).",
     statics=[static("keyword", host_only(), ("versatile", 1))])


def _host_on_flank(g, src, cid, le):
    return g.cards[src].host == cid and g.is_flank(cid)


card("Shoulder Armor", "CotA",
     text="As long as this creature is on a flank, it gets +2 power and +2 armor.",
     statics=[static("armor", _host_on_flank, 2), static("power", _host_on_flank, 2)])

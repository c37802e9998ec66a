"""Call of the Archons — Mars (the rest of the house; merged into mars.py later)."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    ChooseFlank,
    RevealFromHand,
    Target,
    archive_chosen,
    capture,
    choose,
    creatures,
    deal_damage,
    did,
    do,
    gain,
    if_,
    in_my_zone,
    lasting,
    lasting_with,
    may,
    of_house,
    reaction,
    ready,
    repeat,
    seq,
    static,
    steal,
    stun,
)
from aember.engine.steps import ChooseOne


def _mars(g, cid):
    return g.house_of(cid) == "mars"


def _is_creature_card(g, cid):
    return g.cards[cid].defn.type == "creature"


def _ready_friendly_mars(g, c):
    return sum(1 for x in g.creatures(c["me"]) if _mars(g, x) and not g.cards[x].exhausted)


def _sacrifice_self(g, c):
    g.destroy([c["src"]], sacrifice=True)


# --- Actions ------------------------------------------------------------------------------------


def _bad_allies(g, c):
    me = c["me"]
    hand = list(g.players[me].hand)
    g.say(f"{g.pname(me)} reveals their hand: " + ", ".join(g.cname(x) for x in hand))
    purged = 0
    for x in hand:
        if _is_creature_card(g, x) and not _mars(g, x):
            g.purge(x)
            purged += 1
    g.gain(me, purged)


card("Martians Make Bad Allies", "CotA", "168", "mars", "action", rarity="Rare",
     text="Play: Reveal your hand. Purge every non-Mars creature revealed this way, and gain 1Æ for each card "
          "so purged.",
     play=do(_bad_allies))


def _phosphorus(g, c):
    for x in g.creatures():
        if not _mars(g, x):
            g.stun(x)
    g.players[c["me"]].chains += 2
    g.say(f"{g.pname(c['me'])} gains 2 chains")


card("Phosphorus Stars", "CotA", "173", "mars", "action", rarity="Common",
     text="Play: Stun every non-Mars creature. You gain 2 chains.",
     play=do(_phosphorus))

card("Psychic Network", "CotA", "174", "mars", "action", rarity="Uncommon",
     text="Play: Steal 1Æ for each ready Mars creature you control.",
     play=steal(_ready_friendly_mars))


def _shatter(g, c):
    lost = g.lose(c["me"], g.players[c["me"]].amber)
    g.lose(1 - c["me"], 3 * lost)


card("Shatter Storm", "CotA", "176", "mars", "action", rarity="Rare",
     text="Play: Lose all of your Æ. Then your opponent loses three times as much Æ as you lost this way.",
     play=do(_shatter))

_soft_landing = static("play_ready", lambda g, src, cid, le: le.get("left", 0) > 0
                       and g.cards[cid].owner == le["me"] and g.cards[cid].defn.type in ("creature", "artifact"))
card("Soft Landing", "CotA", "177", "mars", "action", rarity="Common",
     text="Play: This turn, the next creature or artifact you play enters play ready.",
     play=lasting_with(_soft_landing, left=1))

_MARS_CREATURE = creatures("any", "Choose a Mars creature").where(lambda g, x, c: _mars(g, x))
_NON_MARS_CREATURE = creatures("any", "Choose a non-Mars creature").where(lambda g, x, c: not _mars(g, x))
card("Squawker", "CotA", "178", "mars", "action", rarity="Common", icons=("amber",),
     text="Play: Choose one: ready a Mars creature, or stun a non-Mars creature.",
     play=ChooseOne({"Ready a Mars creature": ready(_MARS_CREATURE),
                     "Stun a non-Mars creature": stun(_NON_MARS_CREATURE)},
                    {"Ready a Mars creature": lambda g, c: bool(_MARS_CREATURE.candidates(g, c)),
                     "Stun a non-Mars creature": lambda g, c: bool(_NON_MARS_CREATURE.candidates(g, c))}))


def _total_recall(g, c):
    me = c["me"]
    g.gain(me, sum(1 for x in g.creatures(me) if not g.cards[x].exhausted))
    for x in g.creatures(me):
        g.return_to_hand(x)


card("Total Recall", "CotA", "179", "mars", "action", rarity="Rare", icons=("amber",),
     text="Play: Gain 1Æ for each ready creature you control. Then return each friendly creature to your hand.",
     play=do(_total_recall))

# --- Artifacts ----------------------------------------------------------------------------------

_one_commpod = seq(choose("t", _MARS_CREATURE.times(1, up_to=True, prompt="You may choose a Mars creature to ready")),
                   ready("t"))
card("Commpod", "CotA", "181", "mars", "artifact", rarity="Rare", traits=("item",),
     text="Action: Reveal any number of Mars cards from your hand. For each one revealed, you may ready a Mars "
          "creature.",
     actions=[seq(RevealFromHand(of_house("mars"), prompt="Reveal any number of Mars cards"),
                  repeat(lambda g, c: len(c.get("revealed") or []), _one_commpod))])

card("Crystal Hive", "CotA", "182", "mars", "artifact", rarity="Uncommon", traits=("location",),
     text="Action: For the rest of the turn, you gain 1Æ every time a creature reaps.",
     actions=[lasting(reaction("reaped", lambda g, src, ev, le: True, gain(1)))])


def _virus(g, c):
    for x in c.get("purge") or []:
        if g.cards[x].zone != "hand":
            continue
        traits = g.cards[x].defn.traits
        g.purge(x)
        if traits:
            g.destroy([y for y in g.creatures() if g.traits(y) & traits])


_HAND_CREATURE = in_my_zone("hand", _is_creature_card, "Choose a creature in your hand")
card("Custom Virus", "CotA", "183", "mars", "artifact", rarity="Rare", icons=("amber",), traits=("weapon",),
     text="Omni: Destroy Custom Virus. You may purge a creature from your hand; if you do, destroy every creature "
          "that has a trait in common with the purged creature.",
     omnis=[seq(do(lambda g, c: g.destroy([c["src"]])),
                may("Purge a creature from your hand?", seq(choose("purge", _HAND_CREATURE), do(_virus)),
                    possible=lambda g, c: bool(_HAND_CREATURE.candidates(g, c))))])


def _feed(g, c):
    c["did"] = False
    for x in c.get("t") or []:
        if g.cards[x].zone == "hand":
            g.discard_from_hand(x)
            c["did"] = True


card("Feeding Pit", "CotA", "184", "mars", "artifact", rarity="Rare", traits=("location",),
     text="Action: Discard a creature from your hand. If you do, gain 1Æ.",
     actions=[seq(choose("t", _HAND_CREATURE), do(_feed), if_(did(), gain(1)))])


def _portal(g, c):
    me = c["me"]
    pl = g.players[me]
    while pl.deck:
        x = pl.deck[0]
        g.say(f"{g.pname(me)} discards {g.cname(x)} from the top of their deck")
        g.move(x, "discard")
        if _is_creature_card(g, x) and _mars(g, x):
            g.say(f"{g.cname(x)} goes to {g.pname(me)}'s hand")
            g.move(x, "hand")
            return


card("Invasion Portal", "CotA", "185", "mars", "artifact", rarity="Rare", traits=("location",),
     text="Action: Discard the top card of your deck until you discard a Mars creature or your deck runs out. "
          "Put a Mars creature discarded this way into your hand.",
     actions=[do(_portal)])


def _incubate(g, c):
    for x in c.get("t") or []:
        g.say(f"{g.pname(c['me'])} reveals {g.cname(x)}")
        g.archive(x, c["me"])


_HAND_MARS_CREATURE = in_my_zone("hand", lambda g, x: _is_creature_card(g, x) and _mars(g, x),
                                 "Choose a Mars creature in your hand")
card("Incubation Chamber", "CotA", "186", "mars", "artifact", rarity="Rare", traits=("location",),
     text="Omni: You may reveal a Mars creature from your hand. If you do, archive it.",
     omnis=[may("Reveal a Mars creature from your hand?", seq(choose("t", _HAND_MARS_CREATURE), do(_incubate)),
                possible=lambda g, c: bool(_HAND_MARS_CREATURE.candidates(g, c)))])

card("Mothergun", "CotA", "187", "mars", "artifact", rarity="Common", traits=("weapon",),
     text="Action: Reveal any number of Mars cards from your hand. Deal damage equal to the number revealed to "
          "a creature.",
     actions=[seq(RevealFromHand(of_house("mars"), prompt="Reveal any number of Mars cards"),
                  if_(lambda g, c: bool(c.get("revealed")),
                      deal_damage(A_CREATURE, lambda g, c: len(c.get("revealed") or []))))])

card("Sniffer", "CotA", "188", "mars", "artifact", rarity="Rare", icons=("amber",), traits=("ally",),
     text="Action: For the rest of the turn, every creature loses elusive.",
     actions=[lasting(static("lose_keyword", lambda g, src, cid, le: True, "elusive"))])


def _widget_return(g, c):
    c["did"] = False
    c["returned"] = ""
    for x in c.get("t") or []:
        title = g.cname(x)
        if g.return_to_hand(x):
            c["did"] = True
            c["returned"] = title


def _widget_put(g, c):
    for x in c.get("p") or []:
        if g.cards[x].zone == "hand":
            g.say(f"{g.pname(c['me'])} puts {g.cname(x)} into play")
            g.put_into_play(x, c["me"], c.get("flank", "right"))
            g.ready(x)


_READY_FRIENDLY_MARS = FRIENDLY_CREATURE.where(lambda g, x, c: _mars(g, x) and not g.cards[x].exhausted,
                                               "Choose a ready friendly Mars creature")
_SWAP_IN = Target(lambda g, c: [x for x in g.players[c["me"]].hand if _is_creature_card(g, x) and _mars(g, x)
                                and g.cards[x].defn.title != c.get("returned")],
                  "Choose a Mars creature in your hand with a different name")
card("Swap Widget", "CotA", "189", "mars", "artifact", rarity="Rare", traits=("item",),
     text="Action: Return a ready friendly Mars creature to your hand. If you do, put a differently named Mars "
          "creature from your hand into play, then ready it.",
     actions=[seq(choose("t", _READY_FRIENDLY_MARS), do(_widget_return),
                  if_(did(), seq(choose("p", _SWAP_IN),
                                 if_(lambda g, c: bool(c.get("p")), seq(ChooseFlank(), do(_widget_put))))))])

# --- Creatures ----------------------------------------------------------------------------------


def _self(g, src, cid, le):
    return cid == src


def _chuff_sacrifice(g, c):
    c["did"] = bool(g.destroy([x for x in c.get("t") or [] if g.in_play(x)], sacrifice=True))


_OTHER_FRIENDLY = FRIENDLY_CREATURE.other()
_chuff = seq(may("Sacrifice another friendly creature?",
                 seq(choose("t", _OTHER_FRIENDLY.times(1, prompt="Choose another friendly creature to sacrifice")),
                     do(_chuff_sacrifice)),
                 possible=lambda g, c: bool(_OTHER_FRIENDLY.candidates(g, c))),
             if_(did(), do(lambda g, c: g.heal(c["src"], None))))
card("Chuff Ape", "CotA", "191", "mars", "creature", rarity="Rare", power=11, traits=("beast",),
     keywords=("taunt",),
     text="Taunt.\nChuff Ape enters play stunned.\nAfter Fight/After Reap: You may sacrifice another friendly "
          "creature. If you do, fully heal Chuff Ape.",
     statics=[static("enters_stunned", _self)], fight=_chuff, reap=_chuff)

card("Ether Spider", "CotA", "192", "mars", "creature", rarity="Uncommon", power=7, traits=("beast",),
     text="Ether Spider deals no damage when fighting.\nÆmber that would be added to your opponent's pool is "
          "captured by Ether Spider instead.",
     statics=[static("no_fight_damage", _self),
              static("capture_instead", lambda g, src, p, le: p != g.cards[src].controller)])

card("Grabber Jammer", "CotA", "193", "mars", "creature", rarity="Common", power=4, armor=1, traits=("robot",),
     text="Your opponent's keys cost +1Æ.\nAfter Fight/After Reap: Capture 1Æ.",
     statics=[static("key_cost", lambda g, src, p, le: p != g.cards[src].controller, 1)],
     fight=capture(1), reap=capture(1))


def _grommid_kill(g, src, ev, le):
    return ev["fight"] == src and ev["creature"] and ev["controller"] != g.cards[src].controller


card("Grommid", "CotA", "194", "mars", "creature", rarity="Rare", power=10, traits=("beast",),
     text="You cannot play creatures.\nAfter an enemy creature is destroyed fighting Grommid, your opponent "
          "loses 1Æ.",
     statics=[static("cannot_play", lambda g, src, cid, le: _is_creature_card(g, cid)
                     and g.cards[cid].controller == g.cards[src].controller)],
     reactions=[reaction("destroyed", _grommid_kill, do(lambda g, c: g.lose(1 - c["me"], 1)))])


def _phylyx(g, c):
    n = sum(1 for x in g.creatures(c["me"]) if x != c["src"] and _mars(g, x))
    g.lose(1 - c["me"], n)


card("Phylyx the Disintegrator", "CotA", "197", "mars", "creature", rarity="Rare", power=1,
     traits=("martian", "soldier"), keywords=("elusive",),
     text="Elusive.\nAction: Your opponent loses 1Æ for each other Mars creature you control.",
     actions=[do(_phylyx)])


def _plague(g, c):
    humans = [x for x in g.creatures() if "human" in g.traits(x)]
    saved = {x: g.cards[x].armor_used for x in humans}
    for x in humans:                 # armor cannot prevent this damage: treat it as already spent
        g.cards[x].armor_used = 10 ** 6
    try:
        g.deal_damage([(x, 3) for x in humans], c["src"])
    finally:
        for x, used in saved.items():
            if g.cards[x].zone == "battleline":
                g.cards[x].armor_used = used
        g.dirty()


card("Qyxxlyx Plague Master", "CotA", "198", "mars", "creature", rarity="Rare", power=3,
     traits=("martian", "scientist"),
     text="After Fight/After Reap: Deal 3D to every Human creature. Armor does not prevent this damage.",
     fight=do(_plague), reap=do(_plague))

card("Uxlyx the Zookeeper", "CotA", "201", "mars", "creature", rarity="Uncommon", power=2,
     traits=("martian", "scientist"), keywords=("elusive",),
     text="Elusive.\nAfter Reap: Put an enemy creature into your archives. If it later leaves your archives, it "
          "goes to its owner's hand instead.",
     reap=seq(choose("t", ENEMY_CREATURE), archive_chosen("t", holder="me")))

_FRIENDLY_CARD_IN_PLAY = Target(lambda g, c: g.players[c["me"]].battleline + g.players[c["me"]].artifacts,
                                "Choose a friendly creature or artifact to archive")
card("Vezyma Thinkdrone", "CotA", "202", "mars", "creature", rarity="Common", power=3,
     traits=("martian", "scientist"),
     text="After Reap: You may put a friendly creature or artifact in play into your archives.",
     reap=may("Archive a friendly creature or artifact?",
              seq(choose("t", _FRIENDLY_CARD_IN_PLAY), archive_chosen("t", holder="me")),
              possible=lambda g, c: bool(_FRIENDLY_CARD_IN_PLAY.candidates(g, c))))

card("Yxili Marauder", "CotA", "203", "mars", "creature", rarity="Common", power=2, traits=("martian", "soldier"),
     text="Yxili Marauder has +1 power for each Æ on it.\nPlay: Capture 1Æ for each ready Mars creature you "
          "control.",
     statics=[static("power", _self, lambda g, src, cid, le: g.cards[src].amber)],
     play=capture(_ready_friendly_mars))

card("Yxilx Dominator", "CotA", "205", "mars", "creature", rarity="Common", power=9, armor=1, traits=("robot",),
     keywords=("taunt",),
     text="Taunt.\nYxilx Dominator enters play stunned.",
     statics=[static("enters_stunned", _self)])


def _zorg(g, c):
    for d in c.get("target") or []:
        for x in [d] + g.neighbors(d):
            g.stun(x)


card("Zorg", "CotA", "206", "mars", "creature", rarity="Uncommon", power=7, traits=("beast",),
     text="Zorg enters play stunned.\nBefore Fight: Stun the creature Zorg fights and each of its neighbors.",
     statics=[static("enters_stunned", _self)], before_fight=do(_zorg))


def _zyzzix(g, c):
    for x in c.get("t") or []:
        if g.cards[x].zone != "hand":
            continue
        g.say(f"{g.pname(c['me'])} reveals {g.cname(x)}")
        g.archive(x, c["me"])
        s = g.cards[c["src"]]
        if s.zone == "battleline":
            s.power_counters += 3
            g.dirty()
            g.say(f"{g.cname(c['src'])} gets three +1 power counters")


_zyzzix_ability = may("Reveal a creature from your hand?", seq(choose("t", _HAND_CREATURE), do(_zyzzix)),
                      possible=lambda g, c: bool(_HAND_CREATURE.candidates(g, c)))
card("Zyzzix the Many", "CotA", "207", "mars", "creature", rarity="Common", power=3, traits=("martian", "soldier"),
     text="After Fight/After Reap: You may reveal a creature from your hand. If you do, archive it and put three "
          "+1 power counters on Zyzzix the Many.",
     fight=_zyzzix_ability, reap=_zyzzix_ability)

# --- Upgrades -----------------------------------------------------------------------------------

_antenna_mars = static("house", lambda g, src, cid, le: cid == le.get("target"), "mars")


def _antenna_cond(g, src, ev, le):
    host = g.cards[src].host
    return (host >= 0 and g.cards[host].zone == "battleline" and ev.get("type") == "creature"
            and ev["player"] == g.cards[host].controller and _mars(g, ev["card"]))


def _antenna(g, c):
    host = g.cards[c["src"]].host
    if host < 0 or g.cards[host].zone != "battleline":
        return
    g.ready(host)
    g.add_lasting(_antenna_mars, c["src"], c["me"], "turn", target=host)


card("Brain Stem Antenna", "CotA", "209", "mars", "upgrade", rarity="Rare",
     text="This creature gains: \"After you play a Mars creature, ready this creature; it belongs to house Mars "
          "for the rest of the turn.\"",
     reactions=[reaction("played", _antenna_cond, do(_antenna))])


def _jammer_pack(g, src, p, le):
    host = g.cards[src].host
    return host >= 0 and p != g.cards[host].controller


card("Jammer Pack", "CotA", "210", "mars", "upgrade", rarity="Uncommon", icons=("amber",),
     text="This creature gains: \"Your opponent's keys cost +2Æ.\"",
     statics=[static("key_cost", _jammer_pack, 2)])

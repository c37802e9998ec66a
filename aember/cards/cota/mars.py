"""Call of the Archons — Mars."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    ChooseFlank,
    DiscardInOrder,
    RevealFromHand,
    Target,
    archive_chosen,
    capture,
    choose,
    choose_house,
    creatures,
    damage_each,
    damage_source,
    deal_damage,
    did,
    do,
    draw,
    enemy_destroyed_fighting_self,
    friendly_in,
    gain,
    granted_use_ability,
    host_is,
    host_only,
    if_,
    in_my_zone,
    lasting,
    lasting_with,
    lone_half_fails,
    may,
    may_choose,
    may_forge_key_at,
    of_house,
    played_as_house,
    purge_killed,
    reaction,
    ready,
    repeat,
    sacrifice,
    seq,
    split_capture,
    split_damage,
    split_each,
    static,
    steal,
    stun,
    use,
    use_permission,
)
from aember.engine.state import ARTIFACTS, BATTLELINE
from aember.engine.steps import ChooseOne, Step


def _is_mars_creature(g, cid):
    return g.belongs_to(cid, "mars")


def _mars_in_play(g):
    return [x for x in g.creatures() if g.belongs_to(x, "mars")]


card("Ammonia Clouds", "CotA",
     text="Play: Deal 3D to each creature.",
     play=damage_each("any", 3))


card("Battle Fleet", "CotA",
     text="Play: Reveal any number of Mars cards from your hand. Draw 1 card for each card revealed.",
     play=seq(RevealFromHand(of_house("mars"), prompt="Reveal any number of Mars cards"),
              draw(lambda g, c: len(c.get("revealed") or []))))



def _deep_probe_reveal(g, c):
    opp = 1 - c["me"]
    g.say(f"{g.pname(opp)} reveals their hand: " + ", ".join(g.cname(x) for x in g.players[opp].hand))


def _deep_probe_creatures(g, c):
    return [x for x in g.players[1 - c["me"]].hand
            if g.cards[x].defn.type == "creature" and g.belongs_to(x, c["house"])]


card("Deep Probe", "CotA",
     text="Play: Choose a house. Your opponent reveals their hand; discard each creature of that house in it.",
     # the creatures go to the pile at once, in the order the active player chooses (DiscardInOrder)
     play=seq(choose_house(), do(_deep_probe_reveal),
              DiscardInOrder(_deep_probe_creatures, lambda g, c, x: g.discard_from_hand(x))))


def _emp(g, c):
    for x in g.creatures():
        if g.belongs_to(x, "mars") or "robot" in g.traits(x):
            g.stun(x)
    g.destroy(g.players[0].artifacts + g.players[1].artifacts)


card("EMP Blast", "CotA",
     text="Play: Every Mars creature and every Robot creature becomes stunned. Every artifact is destroyed.",
     play=do(_emp))


def _capture_own_side(g, c):
    for x in c.get("t") or []:
        g.capture(x, 1, g.cards[x].controller)


_one_hypnotic = seq(choose("t", ENEMY_CREATURE), do(_capture_own_side))
card("Hypnotic Command", "CotA",
     text=("Play: Once per Mars creature you control, pick an enemy creature; that creature captures 1Æ from its own "
           "controller."),
     play=split_capture(lambda g, c: sum(1 for x in g.creatures(c["me"]) if g.belongs_to(x, "mars")),
                        lambda g, c: list(g.players[1 - c["me"]].battleline),
                        lambda g, x, c: g.cards[x].controller))

card("Irradiated Æmber", "CotA",
     text="Play: If the opponent holds at least 6Æ, deal 3 damage to every enemy creature.",
     play=if_(lambda g, c: g.players[1 - c["me"]].amber >= 6, damage_each("enemy", 3)))


def _abduct_return(g, c):
    for x in _mars_in_play(g):
        g.return_to_hand(x)


card("Key Abduction", "CotA",
     text=("Play: Put every Mars creature back into its owner's hand. Afterwards you may forge a key at its current "
           "cost +9Æ, minus 1Æ per card in your hand."),
     play=seq(do(_abduct_return),
              # "current cost" per key colour (a colour that costs more: Fighting Expertise), as every forge_key
              may_forge_key_at(lambda g, c: max(0, g.key_cost(c["me"]) + 9 - len(g.players[c["me"]].hand)))))


def _hounds(g, c):
    n = sum(1 for x in g.creatures() if g.cards[x].damage > 0)
    for x in c.get("t") or []:
        if g.cards[x].zone == "battleline" and n:
            g.cards[x].power_counters += 2 * n
            g.dirty()
            g.say(f"{g.cname(x)} gets {2 * n} +1 power counters")


card("Martian Hounds", "CotA",
     text="Play: Choose a creature. Give it two +1 power counters for each damaged creature.",
     play=seq(choose("t", A_CREATURE), do(_hounds)))

_DAMAGED_ENEMY = ENEMY_CREATURE.where(lambda g, x, c: g.cards[x].damage > 0, "Choose damaged enemy creatures")
card("Mass Abduction", "CotA",
     text="Play: Put up to 3 damaged enemy creatures into your archives. If any of them leave your archives, "
          "they go to their owner's hand instead.",
     play=seq(choose("t", _DAMAGED_ENEMY.times(3, up_to=True)), archive_chosen("t", holder="me", put=True)))


def _mating_season(g, c):
    mars = _mars_in_play(g)
    gained = [0, 0]
    for x in mars:
        owner = g.cards[x].owner
        if g.leave_play_to(x, "deck"):
            gained[owner] += 1
    for o in (0, 1):
        if gained[o]:       # a deck a creature went into (a warded one stays: nothing to shuffle in)
            g.shuffle_deck(o)
    for o in (c["me"], 1 - c["me"]):
        g.gain(o, gained[o])


card("Mating Season", "CotA",
     text=("Play: Every Mars creature is shuffled into its owner's deck. For each creature shuffled into their own "
           "deck this way, a player gains 1Æ."),
     play=do(_mating_season))

card("Mothership Support", "CotA",
     text="Play: For each ready friendly Mars creature, deal 2D to a creature (each time any creature).",
     play=split_damage(lambda g, c: sum(1 for x in g.creatures(c["me"])
                                        if g.belongs_to(x, "mars") and not g.cards[x].exhausted),
                       A_CREATURE, per=2))

card("Orbital Bombardment", "CotA",
     text="Play: Reveal any number of Mars cards from your hand. For each one revealed, deal 2D to a creature "
          "(each time any creature).",
     play=seq(RevealFromHand(of_house("mars"), prompt="Reveal any number of Mars cards"),
              split_damage(lambda g, c: len(c.get("revealed") or []), A_CREATURE, per=2)))

card("Sample Collection", "CotA",
     text="Play: For each key your opponent has forged, put an enemy creature into your archives. If any of them "
          "leave your archives, they go to their owner's hand instead.",
     play=split_each(lambda g, c: len(g.players[1 - c["me"]].keys), ENEMY_CREATURE,
                     archive_chosen("t", holder="me", put=True)))

card("Combat Pheromones", "CotA",
     text="Omni: Sacrifice Combat Pheromones. This turn, you may use up to 2 other Mars cards.",
     omnis=[seq(do(lambda g, c: g.destroy([c["src"]], sacrifice=True)),
                use_permission(lambda g, cid: g.belongs_to(cid, "mars"), 2))])

class _BlypypEffect(Step):
    """Lasting: the next Mars creature played this turn enters ready (a one-shot permission)."""

    def run(self, game, frame) -> bool:
        game.add_lasting(_blypyp_ready, frame.ctx["src"], frame.ctx["me"], "turn", left=1)
        return True


_blypyp_ready = static("play_ready", lambda g, src, cid, le: le.get("left", 0) > 0
                       and g.active == le["me"] and g.belongs_to(cid, "mars")
                       and g.cards[cid].defn.type == "creature")
card("Blypyp", "CotA",
     text="After Reap: This turn, the next Mars creature you play comes into play ready.",
     reap=_BlypypEffect())

_NON_AGENT_MARS = creatures("any", "Choose a non-Agent Mars creature").where(
    lambda g, x, c: g.belongs_to(x, "mars") and "agent" not in g.traits(x))
card("“John Smyth”", "CotA",
     text="Elusive.\nAfter Fight/After Reap: Ready one Mars creature that is not an Agent.",
     fight=ready(_NON_AGENT_MARS), reap=ready(_NON_AGENT_MARS))

card("Mindwarper", "CotA",
     text="Elusive.\nAction: Pick an enemy creature; it captures 1Æ from its own controller.",
     actions=[_one_hypnotic])


def _tunk_cond(g, src, ev, le):
    return (ev["player"] == g.cards[src].controller and ev["card"] != src and ev.get("type") == "creature"
            and played_as_house(g, ev, "mars"))


card("Tunk", "CotA",
     text="After you play another Mars creature, fully heal Tunk.",
     reactions=[reaction("played", _tunk_cond, do(lambda g, c: g.heal(c["src"], None)))])

_NON_MARS_FRIENDLY = FRIENDLY_CREATURE.where(lambda g, x, c: not g.belongs_to(x, "mars"),
                                             "Choose a friendly non-Mars creature")
card("Ulyq Megamouth", "CotA",
     text="After Fight/After Reap: Use a friendly non-Mars creature.",
     fight=use(_NON_MARS_FRIENDLY), reap=use(_NON_MARS_FRIENDLY))


_bolter = seq(deal_damage(A_CREATURE, 2), purge_killed())     # a gigantic creature: both halves purged
card("Yxilo Bolter", "CotA",
     text="After Fight/After Reap: Deal 2D to a creature. If this damage destroys it, purge it.",
     fight=_bolter, reap=_bolter)


def _backup(g, c):
    host = c["src"]
    if g.in_play(host):
        g.say(f"{g.cname(host)} is put into its owner's archives")
        g.archive(host, put=True)    # errata (001:2915-2918): "put", not archived - facedown (The Archivist)


card("Biomatrix Backup", "CotA",
     text='The creature this upgrade is on gains: "Destroyed: Archive this creature into its owner\'s archives."',
     statics=[static("grant_destroyed", host_only(), do(_backup))])


def _ray_gun(g, c):
    n = len(_mars_in_play(g))
    for x in c.get("t") or []:
        g.deal_damage([(x, n)], damage_source(c))   # the creature that gained it deals it (001:3200-3208)


card("Red Planet Ray Gun", "CotA",
     text=('The creature this upgrade is on gains: "After Reap: Pick a creature and deal it 1 damage per Mars '
           'creature in play."'),
     reactions=granted_use_ability(("reaped",), host_is, seq(choose("t", A_CREATURE), do(_ray_gun))))

def _mars(g, cid):
    return g.belongs_to(cid, "mars")


def _is_creature_card(g, cid):
    return g.cards[cid].defn.type == "creature"


def _ready_friendly_mars(g, c):
    return sum(1 for x in g.creatures(c["me"]) if _mars(g, x) and not g.cards[x].exhausted)


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


card("Martians Make Bad Allies", "CotA",
     text="Play: Reveal your hand. Purge every non-Mars creature revealed this way, and gain 1Æ for each card "
          "so purged.",
     play=do(_bad_allies))


def _phosphorus(g, c):
    for x in g.creatures():
        if not _mars(g, x):
            g.stun(x)
    g.gain_chains(c["me"], 2)
    g.say(f"{g.pname(c['me'])} gains 2 chains")


card("Phosphorus Stars", "CotA",
     text="Play: Stun every non-Mars creature. You gain 2 chains.",
     play=do(_phosphorus))

card("Psychic Network", "CotA",
     text="Play: Steal 1Æ for each ready Mars creature you control.",
     play=steal(_ready_friendly_mars))


def _shatter(g, c):
    lost = g.lose(c["me"], g.players[c["me"]].amber)
    g.lose(1 - c["me"], 3 * lost)


card("Shatter Storm", "CotA",
     text="Play: Lose all of your Æ. Then your opponent loses three times as much Æ as you lost this way.",
     play=do(_shatter))

_soft_landing = static("play_ready", lambda g, src, cid, le: le.get("left", 0) > 0
                       and g.active == le["me"] and g.cards[cid].defn.type in ("creature", "artifact"))
card("Soft Landing", "CotA",
     text="Play: This turn, the next creature or artifact you play enters play ready.",
     play=lasting_with(_soft_landing, left=1))

_MARS_CREATURE = creatures("any", "Choose a Mars creature").where(lambda g, x, c: _mars(g, x))
_NON_MARS_CREATURE = creatures("any", "Choose a non-Mars creature").where(lambda g, x, c: not _mars(g, x))
card("Squawker", "CotA",
     text="Play: Choose one: ready one Mars creature, or stun one creature that is not Mars.",
     # "Choose one:": either mode may be chosen, one with nothing to ready or stun too (001:1055-1059), as every
     # other "Choose one:" card (Burning Glare, Clipped Wings, Decadence)
     play=ChooseOne({"Ready a Mars creature": ready(_MARS_CREATURE),
                     "Stun a non-Mars creature": stun(_NON_MARS_CREATURE)}))


def _total_recall_gain(g, c):
    me = c["me"]
    g.gain(me, sum(1 for x in g.creatures(me) if not g.cards[x].exhausted))


def _total_recall_return(g, c):
    for x in g.creatures(c["me"]):
        g.return_to_hand(x)


# two steps: what the gain turns into (Staff Up's token creatures) happens before "return each friendly creature"
card("Total Recall", "CotA",
     text="Play: Gain 1Æ for each ready creature you control. Then return each friendly creature to your hand.",
     play=seq(do(_total_recall_gain), do(_total_recall_return)))

# --- Artifacts ----------------------------------------------------------------------------------

_one_commpod = may_choose("Ready a Mars creature?", _MARS_CREATURE.times(1, prompt="Choose a Mars creature to ready"),
                          ready("t"))
card("Commpod", "CotA",
     text="Action: Reveal any number of Mars cards from your hand. For each one revealed, you may ready a Mars "
          "creature.",
     actions=[seq(RevealFromHand(of_house("mars"), prompt="Reveal any number of Mars cards"),
                  repeat(lambda g, c: len(c.get("revealed") or []), _one_commpod))])

card("Crystal Hive", "CotA",
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
card("Custom Virus", "CotA",
     text="Omni: Custom Virus is destroyed. Then you may purge a creature card from your hand; if it is purged, "
          "every creature having any of its traits is destroyed.",
     omnis=[seq(do(lambda g, c: g.destroy([c["src"]])),
                may("Purge a creature from your hand?", seq(choose("purge", _HAND_CREATURE), do(_virus)),
                    possible=lambda g, c: bool(_HAND_CREATURE.candidates(g, c))))])


def _feed(g, c):
    c["did"] = False
    for x in c.get("t") or []:
        if g.cards[x].zone == "hand":
            c["did"] = g.discard_from_hand(x)     # False if put elsewhere instead (Refined Adhesive)


card("Feeding Pit", "CotA",
     text="Action: Discard one creature card from your hand; if one was discarded, you gain 1Æ.",
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


card("Invasion Portal", "CotA",
     text="Action: Discard the top card of your deck until you discard a Mars creature or your deck runs out. "
          "Put a Mars creature discarded this way into your hand.",
     actions=[do(_portal)])


def _incubate(g, c):
    for x in c.get("t") or []:
        g.say(f"{g.pname(c['me'])} reveals {g.cname(x)}")
        g.archive(x, c["me"])


_HAND_MARS_CREATURE = in_my_zone("hand", lambda g, x: _is_creature_card(g, x) and _mars(g, x),
                                 "Choose a Mars creature in your hand")
card("Incubation Chamber", "CotA",
     text="Omni: You may show a Mars creature from your hand; if you did, put it into your archives.",
     omnis=[may("Reveal a Mars creature from your hand?", seq(choose("t", _HAND_MARS_CREATURE), do(_incubate)),
                possible=lambda g, c: bool(_HAND_MARS_CREATURE.candidates(g, c)))])

card("Mothergun", "CotA",
     text="Action: Reveal any number of Mars cards from your hand. Deal damage equal to the number revealed to "
          "a creature.",
     actions=[seq(RevealFromHand(of_house("mars"), prompt="Reveal any number of Mars cards"),
                  # the creature is named by the text: chosen even when nothing was revealed (it is dealt 0D)
                  deal_damage(A_CREATURE, lambda g, c: len(c.get("revealed") or [])))])

card("Sniffer", "CotA",
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
        if lone_half_fails(g, x):     # one half of a gigantic creature: it stays in hand
            continue
        if g.cards[x].zone == "hand":
            g.say(f"{g.pname(c['me'])} puts {g.cname(x)} into play")
            g.put_into_play(x, c["me"], c.get("flank", "right"))
            c.setdefault("put", []).append(x)


_READY_FRIENDLY_MARS = FRIENDLY_CREATURE.where(lambda g, x, c: _mars(g, x) and not g.cards[x].exhausted,
                                               "Choose a ready friendly Mars creature")
_SWAP_IN = Target(lambda g, c: [x for x in g.players[c["me"]].hand if _is_creature_card(g, x) and _mars(g, x)
                                and g.cards[x].defn.title != c.get("returned")],
                  "Choose a Mars creature in your hand with a different name")
card("Swap Widget", "CotA",
     text="Action: Return a ready friendly Mars creature to your hand. If you do, put a differently named Mars "
          "creature from your hand into play, then ready it.",
     actions=[seq(choose("t", _READY_FRIENDLY_MARS), do(_widget_return),
                  if_(did(), seq(choose("p", _SWAP_IN),
                                 if_(lambda g, c: bool(c.get("p")), seq(ChooseFlank(), do(_widget_put),
                                                                    # after what entering play set off (Autocannon)
                                                                    ready("put"))))))])

# --- Creatures ----------------------------------------------------------------------------------


def _self(g, src, cid, le):
    return cid == src


_OTHER_FRIENDLY = FRIENDLY_CREATURE.other()
_chuff = seq(may("Sacrifice another friendly creature?",
                 seq(choose("t", _OTHER_FRIENDLY.times(1, prompt="Choose another friendly creature to sacrifice")),
                     sacrifice("t")),
                 possible=lambda g, c: bool(_OTHER_FRIENDLY.candidates(g, c))),
             if_(did(), do(lambda g, c: g.heal(c["src"], None))))
card("Chuff Ape", "CotA",
     text=("Taunt.\nChuff Ape comes into play stunned.\nAfter Fight/After Reap: You may sacrifice one of your other "
           "creatures; if you did, Chuff Ape is fully healed."),
     statics=[static("enters_stunned", _self)], fight=_chuff, reap=_chuff)

card("Ether Spider", "CotA",
     text=("When Ether Spider fights, it deals no damage.\nInstead of entering the opponent's pool, any Æmber they "
           "would receive is captured by Ether Spider."),
     statics=[static("no_fight_damage", _self),
              static("capture_instead", lambda g, src, p, le: p != g.cards[src].controller)])

card("Grabber Jammer", "CotA",
     text="Forging a key costs the opponent 1Æ more.\nAfter Fight/After Reap: This creature captures 1Æ.",
     statics=[static("key_cost", lambda g, src, p, le: p != g.cards[src].controller, 1)],
     fight=capture(1), reap=capture(1))


card("Grommid", "CotA",
     text=("Creatures cannot be played by you.\nWhenever Grommid fights and destroys an enemy creature, the opponent "
           "loses 1Æ."),
     # "you": the player playing (the active player), whoever owns the card (Gracchan Reform plays the opponent's)
     statics=[static("cannot_play", lambda g, src, cid, le: g.face(cid).type == "creature"
                     and g.active == g.cards[src].controller)],
     reactions=[reaction("destroyed", enemy_destroyed_fighting_self, do(lambda g, c: g.lose(1 - c["me"], 1)))])


def _phylyx(g, c):
    n = sum(1 for x in g.creatures(c["me"]) if x != c["src"] and _mars(g, x))
    g.lose(1 - c["me"], n)


card("Phylyx the Disintegrator", "CotA",
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


card("Qyxxlyx Plague Master", "CotA",
     text="After Fight/After Reap: Deal 3D to every Human creature. Armor does not prevent this damage.",
     fight=do(_plague), reap=do(_plague))

card("Uxlyx the Zookeeper", "CotA",
     text="Elusive.\nAfter Reap: Put an enemy creature into your archives. If it later leaves your archives, it "
          "goes to its owner's hand instead.",
     reap=seq(choose("t", ENEMY_CREATURE), archive_chosen("t", holder="me", put=True)))

# friendly_in: a Vezyma resolved "as if you controlled" it (Replicator) is one of your creatures too
_FRIENDLY_CARD_IN_PLAY = Target(lambda g, c: friendly_in(g, c, BATTLELINE) + friendly_in(g, c, ARTIFACTS),
                                "Choose a friendly creature or artifact to archive")
card("Vezyma Thinkdrone", "CotA",
     text="After Reap: You may put one of your creatures or artifacts in play into your archives.",
     reap=may("Archive a friendly creature or artifact?",
              seq(choose("t", _FRIENDLY_CARD_IN_PLAY), archive_chosen("t")),   # to its owner's archives
              possible=lambda g, c: bool(_FRIENDLY_CARD_IN_PLAY.candidates(g, c))))

card("Yxili Marauder", "CotA",
     text="Yxili Marauder has +1 power for each Æ on it.\nPlay: Capture 1Æ for each ready Mars creature you "
          "control.",
     statics=[static("power", _self, lambda g, src, cid, le: g.cards[src].amber)],
     play=capture(_ready_friendly_mars))

card("Yxilx Dominator", "CotA",
     text="Taunt.\nYxilx Dominator enters play stunned.",
     statics=[static("enters_stunned", _self)])


def _zorg(g, c):
    for d in c.get("target") or []:
        for x in [d] + g.fought_neighbors(d):
            g.stun(x)


card("Zorg", "CotA",
     text=("Zorg comes into play stunned.\nBefore Fight: Stun the creature Zorg is fighting as well as that "
           "creature's neighbors."),
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
card("Zyzzix the Many", "CotA",
     text="After Fight/After Reap: You may reveal a creature from your hand. If you do, archive it and put three "
          "+1 power counters on Zyzzix the Many.",
     fight=_zyzzix_ability, reap=_zyzzix_ability)

# --- Upgrades -----------------------------------------------------------------------------------

_antenna_mars = static("house", lambda g, src, cid, le: cid == le.get("target"), "mars")


def _antenna_cond(g, src, ev, le):
    host = g.cards[src].host
    return (host >= 0 and g.cards[host].zone == "battleline" and ev.get("type") == "creature"
            and ev["player"] == g.cards[host].controller and played_as_house(g, ev, "mars"))


def _antenna(g, c):
    host = g.cards[c["src"]].host
    if host < 0 or g.cards[host].zone != "battleline":
        return
    g.ready(host)
    g.add_lasting(_antenna_mars, c["src"], c["me"], "turn", target=host)


card("Brain Stem Antenna", "CotA",
     text="This creature gains: \"After you play a Mars creature, ready this creature; it belongs to house Mars "
          "for the rest of the turn.\"",
     reactions=[reaction("played", _antenna_cond, do(_antenna), gained=True)])


def _jammer_pack(g, src, p, le):
    host = g.cards[src].host
    return host >= 0 and p != g.cards[host].controller


card("Jammer Pack", "CotA",
     text="This creature gains: \"Your opponent's keys cost +2Æ.\"",
     statics=[static("key_cost", _jammer_pack, 2, gained=True)])

"""Age of Ascension — Untamed."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    FRIENDLY_CREATURE,
    Target,
    artifacts,
    choose,
    choose_house,
    count_friendly,
    discard_hand_of,
    do,
    enemy_creature_reaped,
    gain,
    heal,
    host_only,
    in_my_zone,
    lasting_with,
    most_powerful,
    move_from_zone_to_hand,
    not_tagged,
    reaction,
    refill_hand,
    seq,
    split_each,
    static,
    stun,
)
from aember.engine.steps import Choose


def _from_discard():
    return move_from_zone_to_hand(in_my_zone("discard", prompt="Choose a card in your discard pile"))


card("Duskwitch", "AoA",
     text="Omega. Elusive.\nCreatures you control enter play ready.",
     statics=[static("enters_ready", lambda g, src, cid, le: g.cards[cid].controller == g.cards[src].controller)])

card("Glimmer", "AoA",
     text="Alpha.\nPlay: Put a card from your discard pile into your hand.",
     play=_from_discard())


def _tantadlin_archives(g, c):
    arch = g.players[1 - c["me"]].archives
    if arch:
        x = arch[g.rng.below(len(arch))]
        g.say(f"{g.cname(x)} is discarded from {g.pname(1 - c['me'])}'s archives")
        g.move(x, "discard")


card("Tantadlin", "AoA",
     text="Tantadlin deals only 2D when it fights.\nAfter Fight: Discard a random card from your opponent's "
          "archives.",
     statics=[static("fight_damage_fixed", lambda g, src, cid, le: cid == src, 2)],
     fight=do(_tantadlin_archives, "discard from archives"))

card("Gravid Cycle", "AoA",
     text="Omega.\nPlay: Put a card from your discard pile into your hand.",
     play=_from_discard())

card("Po’s Pixies", "AoA",
     text="Elusive.\nIf Æ would be stolen or captured from your pool, it comes from the common supply instead.",
     statics=[static("supply_instead", lambda g, src, p, le: p == g.cards[src].controller)])


# ---------------------------------------------------------------------------------------------
# Age of Ascension — the rest of Untamed


def _damaged_friendly(g, c):
    return sum(1 for x in g.creatures(c["me"]) if g.cards[x].damage > 0)


card("Dharna", "AoA",
     text="Play: Gain 1Æ per friendly creature that has damage on it.\nReap: Remove up to 2 damage from a "
          "friendly creature.",
     play=gain(_damaged_friendly),
     reap=heal(FRIENDLY_CREATURE, 2))

card("Fanghouse", "AoA",
     text="Assault 3.\nHazardous 3.")


def _grovekeeper(g, c):
    for x in g.neighbors(c["src"]):
        g.cards[x].power_counters += 1
        g.say(f"{g.cname(x)} gets a +1 power counter")
    g.dirty()


card("Grovekeeper", "AoA",
     text="At the end of your turn, put a +1 power counter on each of Grovekeeper's neighbors.",
     reactions=[reaction("turn_end", lambda g, src, ev, le: ev["player"] == g.cards[src].controller,
                         do(_grovekeeper))])

card("Knoxx", "AoA",
     text="Knoxx gets +3 power for each of its neighbors.",
     statics=[static("power", lambda g, src, cid, le: cid == src, lambda g, src, cid, le: 3 * len(g.neighbors(src)))])

card("Marmo Swarm", "AoA",
     text="Marmo Swarm has +1 power per Æ in its controller's pool.",
     statics=[static("power", lambda g, src, cid, le: cid == src,
                     lambda g, src, cid, le: g.players[g.cards[src].controller].amber)])


def _exhaust_house(g, c):
    for x in g.creatures(1 - c["me"]):
        if g.belongs_to(x, c.get("house")):
            g.exhaust(x)


card("Persistence Hunting", "AoA",
     text="Play: Choose a house. Exhaust each enemy creature of that house.",
     play=seq(choose_house("house"), do(_exhaust_house)))


def _amber_bonus(g, x):
    return g.bonus_icons(x).count("amber")


def _rustgnawer(g, c):
    for x in c.get("a") or []:
        if g.in_play(x):
            bonus = _amber_bonus(g, x)
            if g.destroy([x]) and bonus:
                g.gain(c["me"], bonus)


card("Rustgnawer", "AoA",
     text="Fight: Destroy an artifact. If that artifact had Æmber bonus icons, gain 1Æ for each of them.",
     fight=seq(choose("a", not_tagged(artifacts())), do(_rustgnawer)))


def _spring_candidates(g, c):
    me = c["me"]
    pl = g.players[me]
    # in the battleline every card is a creature, a token creature too (001:2788: it counts as a creature; leaving
    # play it reverts to its card, which is shuffled in); in hand and discard pile, the card's own type
    return [x for x in pl.hand + pl.discard if g.cards[x].defn.type == "creature" and g.belongs_to(x, "untamed")] + \
        [x for x in pl.battleline if g.belongs_to(x, "untamed")]


card("Song of Spring", "AoA",
     text="Play: Choose any number of your Untamed creatures in your hand, your discard pile or your battleline, "
          "and shuffle them into your deck.",
     play=seq(Choose("t", _spring_candidates, 99, True, "Choose Untamed creatures to shuffle into your deck"),
              do(lambda g, c: g.shuffle_into_deck(list(c.get("t") or [])) if c.get("t") else None)))

def _everywhere(g, c):
    # one batch: the flanks are those of the battleline as the card resolves
    g.deal_damage([(x, 2 if g.is_flank(x) else 1) for x in g.creatures(1 - c["me"])], c["src"])


card("They’re Everywhere!", "AoA",
     text="Play: Deal 2D to each enemy creature on a flank. Deal 1D to each enemy creature not on a flank.",
     play=do(_everywhere))

card("Æmberspine Mongrel", "AoA",
     text="Hazardous 3.\nEach time the opponent reaps with a creature, you gain 1Æ.",
     reactions=[reaction("reaped", enemy_creature_reaped, gain(1))])


def _bumblebird(g, c):
    for x in g.creatures(c["me"]):
        if x != c["src"] and g.belongs_to(x, "untamed"):
            g.cards[x].power_counters += 2
            g.say(f"{g.cname(x)} gets two +1 power counters")
    g.dirty()


card("Bumblebird", "AoA",
     text="Alpha.\nPlay: Each of your other Untamed creatures gets two +1 power counters.",
     play=do(_bumblebird))

card("Camouflage", "AoA",
     text="This creature cannot be fought by creatures that are not on a flank.",
     statics=[static("cannot_be_fought_by", host_only(), lambda g, attacker: not g.is_flank(attacker))])


def _niffle_target(g, src, cid, le):
    return cid == le.get("target")


card("Niffle Grounds", "AoA",
     text="Action: Choose a creature. Until the end of the turn, it loses taunt and elusive.",
     actions=[seq(choose("t", A_CREATURE),
                  lasting_with(static("lose_keyword", _niffle_target, "taunt"),
                               target=lambda g, c: (c.get("t") or [-1])[0]),
                  lasting_with(static("lose_keyword", _niffle_target, "elusive"),
                               target=lambda g, c: (c.get("t") or [-1])[0]))])


def _side_of(g, src, cid, right):
    a, b = g.cards[src], g.cards[cid]
    if a.zone != "battleline" or b.zone != "battleline" or a.controller != b.controller:
        return False
    line = g.players[a.controller].battleline
    return line.index(cid) > line.index(src) if right else line.index(cid) < line.index(src)


card("Panpaca, Anga", "AoA",
     text="Each creature to the right of Panpaca, Anga in its battleline gets +2 power.",
     statics=[static("power", lambda g, src, cid, le: _side_of(g, src, cid, True), 2)])

card("Panpaca, Jaga", "AoA",
     text="Skirmish.\nEvery creature on Panpaca, Jaga's left in the same battleline gains skirmish.",
     statics=[static("keyword", lambda g, src, cid, le: _side_of(g, src, cid, False), ("skirmish", 1))])


def _soldiers_to_flowers(g, c):
    for p in (c["me"], 1 - c["me"]):
        gone = [x for x in g.players[p].discard
                if g.cards[x].defn.type == "creature" and g.belongs_to(x, "untamed")]
        for x in gone:
            g.purge(x)
        if gone:
            g.gain(p, len(gone))


card("Soldiers to Flowers", "AoA",
     text="Play: Purge every Untamed creature card in both discard piles. Each player gains 1Æ per card of theirs "
          "purged so.",
     play=do(_soldiers_to_flowers))

card("Way of the Porcupine", "AoA",
     text="This creature gains hazardous 3.",
     statics=[static("keyword", host_only(), ("hazardous", 3))])


def _earthbound(g, src, cid, le):
    host = g.cards[src].host
    # any discard, not only from hand (unlike Giant Sloth's "from your hand"): a deck's or archives' too, as Bandit
    # Culver's "after you discard"
    p = g.cards[host].controller
    return cid == host and not (g.logged("discarded", p, g.turn) or g.logged("discarded_elsewhere", p, g.turn))


card("Earthbind", "AoA",
     text="The creature this is attached to can be used only if its controller has discarded a card this turn.",
     statics=[static("cannot_use", _earthbound)])


def _more_keys(g, src, p, le):
    return len(g.players[p].keys) > len(g.players[1 - p].keys)


card("Heart of the Forest", "AoA",
     text="No player can forge a key while they have forged more keys than their opponent.",
     statics=[static("cannot_forge", _more_keys)])


# Two steps: abilities the discards set off (Designer Crick's draws, Scrap) resolve before the refill (001:1544-1546)
card("Punctuated Equilibrium", "AoA",
     text="Play: Each player discards their hand, then refills it as in their \"draw cards\" step.",
     # each hand goes to its pile at once, in the order the active player chooses (the ability's player's first)
     # latest wording (MM on): "as if it were their 'draw cards' step" - every draw-step effect applies, Scheming
     # Expertise's 2 additional cards included (FORMAT Cards: a reprint has its latest printing's wording); the
     # ability's player first, each card drawn one at a time
     play=seq(discard_hand_of("me"), discard_hand_of("opponent"), refill_hand("me"), refill_hand("opponent")))


def _no_ready_untamed(g, p):
    return not any(g.belongs_to(x, "untamed") and not g.cards[x].exhausted for x in g.creatures(p))


def _quicksand_destroy(g, c):
    g.destroy([x for k in ("q0", "q1") for x in c.get(k) or [] if g.in_play(x)])


def _quicksand_victims(p):
    def cands(g, c):
        side = c["me"] if p == 0 else 1 - c["me"]
        return g.creatures(side) if c.get(f"p{p}") else []
    return Target(cands, "Choose the most powerful creature")


def _quicksand_flags(g, c):
    c["p0"] = _no_ready_untamed(g, c["me"])
    c["p1"] = _no_ready_untamed(g, 1 - c["me"])


card("Quicksand", "AoA",
     text="Play: For each player who does not control a ready Untamed creature, destroy the most powerful creature "
          "they control.",
     play=seq(do(_quicksand_flags), most_powerful("q0", _quicksand_victims(0)),
              most_powerful("q1", _quicksand_victims(1)), do(_quicksand_destroy)))

card("Roxador", "AoA",
     text="Skirmish.\nRoxador deals only 2D when it fights.\nFight: Stun the creature it attacked.",
     statics=[static("fight_damage_fixed", lambda g, src, cid, le: cid == src, 2)],
     fight=stun("target"))


def _friendly_shards(g, c):
    # count_friendly also counts the Shard itself when used "as if it were yours" (Nexus)
    return count_friendly(g, c, lambda g2, x: "shard" in g2.traits(x))


def _to_deck(g, c):
    for x in c.get("t") or []:
        if g.cards[x].zone == "discard":
            g.move(x, "deck")
            c.setdefault("moved", []).append(x)


def _shuffle_my_deck(g, c):
    if c.get("moved"):
        g.shuffle_deck(c["me"])
        g.say(f"{g.pname(c['me'])} shuffles their deck")


card("Shard of Life", "AoA",
     text="Action: For each friendly Shard, shuffle a card from your discard pile into your deck.",
     # one decision per Shard, each card moved as it is chosen (split_each); the last one left goes by itself
     actions=[seq(split_each(_friendly_shards, in_my_zone("discard", prompt="Choose a card in your discard pile"),
                             do(_to_deck)),
                  do(_shuffle_my_deck))])

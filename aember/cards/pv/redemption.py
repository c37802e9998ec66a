"""Prophetic Visions — Redemption."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    Target,
    choose,
    choose_n,
    choose_player,
    damage_source,
    deal_damage_enrage_neighbors_if_destroyed,
    destroy,
    destroy_each,
    destroy_self,
    destroyed_this_way,
    discard_top_until,
    do,
    each_captures,
    first_destroyed_this_turn_with_trait,
    give_control_to_opponent,
    granted_use_ability,
    host_is,
    if_,
    lasting,
    lose,
    may_choose,
    may_forge_key_at,
    most_powerful,
    move_amber_to_supply,
    mutation_counters_on,
    not_tagged,
    power_as_destroyed,
    purge_chosen,
    purge_self,
    put_into_play_under,
    put_on_deck,
    reaction,
    scrap,
    seq,
    split_damage,
    split_each,
    static,
    take_control,
    the_creature_fought,
    use,
    ward,
)
from aember.engine.prophecy import fate

BATTLELINE = "battleline"


def _ctl(g, src):
    return g.cards[src].controller


def _mutant(g, x):
    return "mutant" in g.traits(x)


def _enemy_mutants(g, c):
    return sum(1 for x in g.players[1 - c["me"]].battleline if _mutant(g, x))


def _friendly_mutants(g, c):
    return sum(1 for x in g.players[c["me"]].battleline if _mutant(g, x))


card("Azrael", "PV",
     text="After Reap: Until the end of the turn, every friendly creature may be used to fight.",
     reap=lasting(static("may_fight", lambda g, src, cid, le: g.cards[cid].controller == le["me"])))


card("Corrosive Monk", "PV",
     text=("Every creature counts as having 0 armor and cannot gain armor.\n"
           "Fate: Destroy one friendly creature per enemy Mutant creature."),
     statics=[static("set_armor", lambda g, src, cid, le: True, 0)],
     # "for each": one decision per creature, each destroyed as it is chosen (FORMAT rev 2; split_each)
     reactions=[fate(split_each(_enemy_mutants,
                                not_tagged(Target(lambda g, c: list(g.players[c["me"]].battleline),
                                                  "Choose a friendly creature to destroy")), destroy("t")))])


card("Doomsayer", "PV",
     text=("After Reap: All Æ on one friendly creature goes to the common supply. Then deal 2D to a creature for "
           "every Æ that moved."),
     reap=seq(choose("t", FRIENDLY_CREATURE), move_amber_to_supply("t", 10**6),
              split_damage(lambda g, c: c.get("moved", 0), A_CREATURE, per=2)))


def _exalt_user_neighbors(g, c):
    for x in c["user"]:
        if g.cards[x].zone == BATTLELINE:
            for y in g.neighbors(x):
                g.exalt(y)


card("Heavy Adornment", "PV",
     text="This creature has \"After Reap: Exalt both neighbors of this creature.\"",
     reactions=granted_use_ability(("reaped",), host_is, do(_exalt_user_neighbors, "exalt neighbors")))


card("Heed the Horde", "PV",
     text=("Play: Your opponent loses 1Æ per friendly Mutant creature.\n"
           "Fate: Every enemy Mutant creature captures 1Æ."),
     play=lose(_friendly_mutants),
     reactions=[fate(each_captures("enemy", lambda g, x, c: _mutant(g, x)))])


def _half_power(g, c):
    gone = destroyed_this_way()(g, c)
    return sum(power_as_destroyed(g, x, c["_powers"].get(x, 0)) for x in gone) // 2


card("Namel’s Confession", "PV",
     text="Play: Destroy one of your creatures. If it is destroyed, gain Æ equal to half its power, rounded down.",
     play=seq(choose("t", not_tagged(FRIENDLY_CREATURE)),
              do(lambda g, c: c.update(_powers={x: g.power(x) for x in c.get("t") or []}), "note power"),
              destroy("t"),
              do(lambda g, c: g.gain(c["me"], _half_power(g, c)), "gain half its power")))


card("Tome of Abatement", "PV",
     text="No creature has elusive, skirmish or taunt, nor can gain them.",
     statics=[static("lose_keyword", lambda g, src, cid, le: True, kw) for kw in ("elusive", "skirmish", "taunt")])


card("Tormented Badge", "PV",
     text=("Action: Take control of one enemy Mutant creature.\n"
           "Fate: Your opponent takes control of your most powerful creature."),
     actions=[take_control(ENEMY_CREATURE.where(lambda g, x, c: _mutant(g, x), "Choose an enemy Mutant creature"))],
     reactions=[fate(seq(most_powerful("t", FRIENDLY_CREATURE), give_control_to_opponent("t")))])


def _another_mutant_entered(g, src, ev, le):
    x = ev["card"]
    return x != src and g.cards[x].zone == BATTLELINE and _mutant(g, x)


card("Agamignus", "PV",
     text=("Each time another Mutant creature enters play, gain 1Æ.\n"
           "Fate: Every creature that is not a Mutant is destroyed."),
     reactions=[reaction("entered", _another_mutant_entered, do(lambda g, c: g.gain(c["me"], 1), "gain 1")),
                fate(destroy_each("any", lambda g, x, c: not _mutant(g, x)))])


card("Indignant Tone", "PV",
     text=("Play: Deal 3D to a creature. Should that damage destroy it, enrage both of its neighbors once it has left "
           "play."),
     play=deal_damage_enrage_neighbors_if_destroyed(A_CREATURE, 3))


card("Rack of Redemption", "PV",
     text="Once per turn, when the first Mutant creature of that turn is destroyed, its owner gains 1Æ.",
     reactions=[reaction("destroyed", first_destroyed_this_turn_with_trait("mutant"),
                         do(lambda g, c: g.gain(g.cards[c["ev"]["card"]].owner, 1), "its owner gains 1"))])


def _ragatha_neighbors(g, c):
    src = c["src"]
    if g.cards[src].zone == BATTLELINE:
        # the gained After Reap is the reaping creature's: it deals the damage (damage_source, as R-Evolution's;
        # FAQ "Damage, Source of", 001:3200-3208)
        g.deal_damage([(y, 3) for y in g.neighbors(src)], damage_source(c))


card("Ragatha", "PV",
     text="Treachery.\nEvery enemy creature gains \"After Reap: Ragatha's neighbors are each dealt 3D.\"",
     reactions=granted_use_ability(("reaped",), lambda g, src, cid: g.cards[cid].controller != _ctl(g, src),
                                   do(_ragatha_neighbors, "3 damage to Ragatha's neighbors")))


def _note_mutants(g, c):
    c["_mutants"] = [x for x in g.creatures() if _mutant(g, x)]


def _crucible_cost(g, c):
    gone = destroyed_this_way()(g, c)
    n = sum(1 for x in c.get("_mutants") or [] if x in gone)
    return max(0, g.key_cost(c["me"]) + 6 - n)


card("Redeem the Crucible", "PV",
     text=("Omega.\nPlay: Destroy every creature. Then you may forge a key at its current cost +6Æ, less 1Æ per "
           "Mutant creature destroyed this way. Purge Redeem the Crucible."),
     play=seq(do(_note_mutants, "note Mutants"), destroy_each(), may_forge_key_at(_crucible_cost), purge_self()))


def _purge_two_random_then_shuffle(g, c):
    me = c["me"]
    pile = g.players[me].discard
    for _ in range(2):
        if not pile:
            break
        x = pile[g.rng.below(len(pile))]
        g.purge(x)
    g.shuffle_discard_into_deck(me)


card("Ruthless Avenger", "PV",
     text=("Assault 2. Hazardous 2.\n"
           "Fate: Purge 2 cards at random from your discard pile, then shuffle your discard pile into your deck."),
     reactions=[fate(do(_purge_two_random_then_shuffle, "purge 2 random, shuffle the discard pile"))])


card("The Mist", "PV",
     text="Omni: Destroy The Mist. Until the end of the turn, every creature gains the Mutant trait.",
     omnis=[seq(destroy_self(),
                # "each creature": the creatures in play, not the creature cards in a deck, hand or discard pile
                lasting(static("gain_traits", lambda g, src, cid, le: g.cards[cid].zone == BATTLELINE,
                               lambda g, src, cid, le: ("mutant",))))])


def _self_on_flank(flank: bool):
    return lambda g, src, cid, le: cid == src and g.is_flank(cid) == flank


card("Brass Klein", "PV",
     text=("Brass Klein has skirmish while on a flank, and taunt while not on a flank.\n"
           "Fate: Until the end of the turn, friendly creatures cannot be used to fight."),
     statics=[static("keyword", _self_on_flank(True), ("skirmish", 1)),
              static("keyword", _self_on_flank(False), ("taunt", 1))],
     reactions=[fate(lasting(static("cannot_fight", lambda g, src, cid, le: g.cards[cid].controller == le["me"])))])


def _unward_friendly(g, c):
    for x in g.players[c["me"]].battleline:
        g.cards[x].ward = False


card("Charitable Herald", "PV",
     text="Play/After Reap: A creature becomes warded.\nFate: Every friendly creature loses its ward.",
     play=ward(A_CREATURE), reap=ward(A_CREATURE),
     reactions=[fate(do(_unward_friendly, "remove wards"))])


def _discard_top_of_chosen(g, c):
    p = c["player"]
    c["milled"] = g.discard_top(p, 1)


def _milled_mutant_creature(g, c):
    return any(g.cards[x].defn.type == "creature" and "mutant" in g.cards[x].defn.traits for x in c.get("milled") or [])


card("Dark Influence", "PV",
     text="Play: Pick a player and discard their top card of deck. Gain 1Æ if it is a Mutant creature.",
     play=seq(choose_player("player", lambda g, c: [c["me"], 1 - c["me"]], "Choose whose deck to discard from"),
              do(_discard_top_of_chosen, "discard the top card"),
              if_(_milled_mutant_creature, do(lambda g, c: g.gain(c["me"], 1), "gain 1"))))


card("Driving Courage", "PV",
     text=("Play: Ready one friendly Mutant creature and use it.\n"
           "Fate: Exhaust every friendly creature that is not a Mutant."),
     play=use(FRIENDLY_CREATURE.where(lambda g, x, c: _mutant(g, x), "Choose a friendly Mutant creature"),
              ready_first=True),
     reactions=[fate(do(lambda g, c: [g.exhaust(x) for x in g.players[c["me"]].battleline if not _mutant(g, x)],
                        "exhaust non-Mutants"))])


card("Fallen Sovereign", "PV",
     text=("The neighbors of Fallen Sovereign have the Mutant trait.\n"
           "Fate: Fallen Sovereign enters play under your control."),
     statics=[static("gain_traits", lambda g, src, cid, le: g.cards[src].zone == BATTLELINE
                     and cid in g.neighbors(src), lambda g, src, cid, le: ("mutant",))],
     reactions=[fate(put_into_play_under(None, "me"))])


card("Genetic Strain", "PV",
     text=("Play: Every Mutant creature captures 1Æ.\n"
           "Fate: Should there be any enemy Mutant creature, your opponent gains 2Æ."),
     play=each_captures("any", lambda g, x, c: _mutant(g, x)),
     reactions=[fate(if_(lambda g, c: _enemy_mutants(g, c) > 0, do(lambda g, c: g.gain(1 - c["me"], 2),
                                                                   "the opponent gains 2")))])


_growland = may_choose("Destroy a Mutant creature?",
                       A_CREATURE.where(lambda g, x, c: _mutant(g, x), "Choose a Mutant creature to destroy"),
                       destroy("t"))


def _heal_friendly_mutants(g, c):
    for x in g.players[c["me"]].battleline:
        if _mutant(g, x):
            g.heal(x, None)


card("Growland", "PV",
     text=("After Fight/After Reap: A Mutant creature of your choice may be destroyed.\n"
           "Scrap: Each of your Mutant creatures is healed of all damage."),
     fight=_growland, reap=_growland,
     reactions=[scrap(do(_heal_friendly_mutants, "heal Mutants"))])


card("Knockback", "PV",
     text=("Play: A creature goes on top of its owner's deck.\n"
           "Fate: Discard the top card of your deck, again and again, until a creature is discarded or the deck is "
           "empty."),
     play=put_on_deck(A_CREATURE),
     reactions=[fate(discard_top_until(lambda g, x, c: g.cards[x].defn.type == "creature"))])


card("Oblivion Knight", "PV",
     text="After Fight: Purge the creature that Oblivion Knight fought.\nFate: Purge your most powerful creature.",
     fight=seq(the_creature_fought(), purge_chosen("fought")),
     reactions=[fate(seq(most_powerful("t", FRIENDLY_CREATURE), purge_chosen("t")))])


def _salvay_assault(g, src, cid, le):
    return 2 * sum(1 for y in g.neighbors(cid) if g.belongs_to(y, "redemption"))


card("Salvay", "PV",
     text="Enhance: Redemption.\nSalvay has assault 2 more for each of its Redemption neighbors.",
     statics=[static("keyword", lambda g, src, cid, le: cid == src, ("assault", _salvay_assault))])


card("Vial of Mutation", "PV",
     text=("Play: Two creatures each get a Mutation counter. As long as a creature has a Mutation counter, it has the "
           "Mutant trait."),
     play=seq(choose_n("t", lambda g, c: g.creatures(), 2, "Choose 2 creatures"), mutation_counters_on("t")))

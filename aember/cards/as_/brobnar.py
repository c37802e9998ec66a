"""Æmber Skies — Brobnar."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    add_power_counters,
    artifacts,
    capture,
    choose,
    damage_each,
    damage_neighbors_of,
    deal_damage,
    destroy,
    discard_top_until,
    do,
    each_player_with_at_least_loses,
    enemy_creature_reaped,
    enrage,
    exalt,
    first_use_this_turn,
    gain,
    granted_fight_for_turn,
    granted_fight_on,
    granted_use_ability,
    heal,
    host_is,
    host_only,
    if_,
    is_neighbor,
    is_self,
    keyword_while,
    lasting_with,
    least_powerful,
    lose,
    may,
    most_powerful,
    move_amber_to_pool,
    move_amber_to_supply,
    move_each_amber_to,
    neighbors_of_self,
    other_friendly,
    reaction,
    ready,
    ready_and_fight,
    repeat,
    scrap,
    self_as,
    seq,
    shuffle_into_owners_deck,
    static,
    use,
)
from aember.engine.state import BATTLELINE

card("On the Mark", "AS",
     text="Play: Pick a friendly creature; all the Æ on it moves onto an enemy creature.",
     play=seq(choose("f", FRIENDLY_CREATURE), move_each_amber_to("f", ENEMY_CREATURE)))


def _first_use(g, c):
    return first_use_this_turn(g, c, c["src"])


card("Brunx and Bongle", "AS",
     text="After Fight: Only when this fight is Brunx and Bongle's first use of the turn: you may ready it, then "
          "reap with it.",
     fight=if_(_first_use, may("Ready Brunx and Bongle and reap with it?",
                               seq(self_as("s"), use("s", "reap", ready_first=True)))))

card("Clap of Thunder", "AS",
     text="Play: The least powerful creature is destroyed. Then the most powerful creature is readied and "
          "enraged.",
     play=seq(least_powerful("low"), destroy("low"), most_powerful("high"), ready("high"), enrage("high")))


def _neighbor_power(g, c):
    t = (c.get("n") or [-1])[0]
    return g.power(t) if t >= 0 and g.cards[t].zone == BATTLELINE else 0


_CRUNCH = seq(choose("n", neighbors_of_self()), add_power_counters(None, _neighbor_power))

card("Crunch", "AS",
     text="After Fight/After Reap: Pick a neighbor of Crunch; Crunch gets as many +1 power counters as that "
          "neighbor's power.",
     fight=_CRUNCH, reap=_CRUNCH)

card("Narplet", "AS",
     text="Each neighbor of Narplet has versatile.",
     statics=[keyword_while("versatile", is_neighbor)])


def _host(g, src):
    h = g.cards[src].host
    return h if h is not None and h >= 0 and g.cards[h].zone == BATTLELINE else None


def _host_opponent(g, src, p, le):
    h = _host(g, src)
    return h is not None and p != g.cards[h].controller


card("Strength Within", "AS",
     text="Enhance: damage, damage.\nThis creature has: \"Each damage on this creature makes your opponent's keys "
          "cost 1Æ more.\"",
     statics=[static("key_cost", _host_opponent, lambda g, src, p, le: g.cards[_host(g, src)].damage,
                     gained=True)])

card("Bosch the Unyielding", "AS",
     text="Taunt.\nAfter Fight: Bosch the Unyielding heals all its damage.",
     fight=seq(self_as("s"), heal("s", None)))

card("Cirrus Mace", "AS",
     text="Action: Pick a creature and give it two +1 power counters; each of its neighbors takes 2D.",
     actions=[seq(choose("t", A_CREATURE), add_power_counters("t", 2), damage_neighbors_of("t", 2))])

card("D.B. Gobber", "AS",
     text="After Reap: The opponent loses 1Æ.\nScrap: Every player holding 7Æ or more loses 2Æ.",
     reap=lose(1),
     reactions=[scrap(each_player_with_at_least_loses(7, 2))])


def _alone_brobnar(g, src):
    me = g.cards[src].controller
    return not any(x != src and g.belongs_to(x, "brobnar") for x in g.players[me].battleline)


card("Dreadstarr the Lone", "AS",
     text="While you control no other Brobnar creature, Dreadstarr the Lone has versatile.\nAfter Fight: The "
          "opponent loses 1Æ.",
     statics=[keyword_while("versatile", is_self, _alone_brobnar)],
     fight=lose(1))

card("Fancy Donavon", "AS",
     text="Enhance: Brobnar.\nScrap: Ready a friendly creature that is not Brobnar and fight with it.",
     reactions=[scrap(ready_and_fight(FRIENDLY_CREATURE.where(lambda g, x, c: not g.belongs_to(x, "brobnar"))))])

card("Incensed", "AS",
     text="Play: Until the end of the turn, every friendly creature has \"After Fight: Gain 1Æ.\"",
     play=granted_fight_for_turn(gain(1)))

card("Raince Furyheart", "AS",
     text="Skirmish.\nBefore Fight: Exalt the creature that Raince Furyheart is fighting.",
     before_fight=exalt("target"))

card("Raise Your Glass", "AS",
     text="Play: Ready your least powerful creature and use it.",
     play=seq(least_powerful("t", FRIENDLY_CREATURE), use("t", ready_first=True)))


card("Terrance Surefoot", "AS",
     text="Elusive.\nEach time an opposing creature reaps, put 1Æ from Terrance Surefoot back in the supply.\n"
          "Play/After Reap: Capture 1Æ.",
     play=capture(1), reap=capture(1),
     reactions=[reaction("reaped", enemy_creature_reaped, seq(self_as("s"), move_amber_to_supply("s", 1)))])


def _creature_card(g, x, c):
    return g.cards[x].defn.type == "creature"


def _belched_power(g, c):
    found = c.get("found") or []
    return g.cards[found[0]].defn.power if found else 0


card("Belcher", "AS",
     text="Action: Put cards from the top of your deck into your discard pile one by one, stopping at the first "
          "creature or when the deck is empty. If that was a creature, an enemy creature takes damage equal to "
          "its power.",
     actions=[seq(discard_top_until(_creature_card),
                  if_(lambda g, c: bool(c.get("found")), deal_damage(ENEMY_CREATURE, _belched_power)))])

card("Eruption", "AS",
     text="Versatile.\nPlay: Eruption is exalted three times.\nAfter Fight: Take 1Æ from Eruption into your pool.",
     play=repeat(3, exalt()),
     fight=seq(self_as("s"), move_amber_to_pool("s", 1)))

card("Grat Tattuu", "AS",
     text="Enhance: Brobnar, Brobnar.\nYour other Brobnar creatures have +2 power.",
     statics=[static("power", other_friendly(lambda g, x: g.belongs_to(x, "brobnar")), 2)])

# "the next creature you play": the active player plays it, whoever owns it (a card played "as if it were yours")
_AVIATION_READY = static("play_ready", lambda g, src, cid, le: le.get("left", 0) > 0
                         and g.active == le["me"] and g.cards[cid].defn.type == "creature")
_AVIATION_FIGHT = granted_fight_on("t", seq(choose("a", artifacts()), shuffle_into_owners_deck("a")))
_AVIATION_NEXT = reaction("played", lambda g, src, ev, le: ev["player"] == le["me"] and ev["type"] == "creature",
                          seq(do(lambda g, c: c.__setitem__("t", [c["ev"]["card"]]), "the creature played"),
                              _AVIATION_FIGHT))


def _aviation_once(g, c):
    g.add_lasting(_AVIATION_NEXT, c["src"], c["me"], "turn", once=True)


card("Improvised Aviation", "AS",
     text="Play: The next creature you play this turn comes into play ready, and until your turn ends it has "
          "\"After Fight: An artifact in play is shuffled into its owner's deck.\"",
     play=seq(lasting_with(_AVIATION_READY, left=1), do(_aviation_once, "next creature")))

_NAGOO = deal_damage(ENEMY_CREATURE, 4)

card("Nagoo Yani", "AS",
     text="Play/After Fight: An enemy creature takes 4D.\nScrap: Each enemy creature on a flank takes 2D.",
     play=_NAGOO, fight=_NAGOO,
     reactions=[scrap(damage_each("enemy", 2, lambda g, x, c: g.is_flank(x)))])

card("Armored Spikes", "AS",
     text="This creature has +2 armor and hazardous 2.",
     statics=[static("armor", host_only(), 2), static("keyword", host_only(), ("hazardous", 2))])

card("Bigger Guns for Everyone", "AS",
     text="This creature has \"After Fight: A creature takes 5D.\"",
     reactions=granted_use_ability(("fought",), host_is, deal_damage(A_CREATURE, 5)))

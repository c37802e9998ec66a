"""Æmber Skies — Brobnar."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    add_power_counters,
    capture,
    choose,
    damage_neighbors_of,
    destroy,
    each_player_with_at_least_loses,
    enrage,
    exalt,
    gain,
    granted_fight_for_turn,
    heal,
    if_,
    is_neighbor,
    is_self,
    keyword_while,
    least_powerful,
    lose,
    may,
    most_powerful,
    move_amber_to_supply,
    move_each_amber_to,
    neighbors_of_self,
    reaction,
    ready,
    ready_and_fight,
    scrap,
    self_as,
    seq,
    static,
    times_used_this_turn,
    use,
)
from aember.engine.state import BATTLELINE

card("On the Mark", "AS",
     text="Play: Pick a friendly creature; all the Æ on it moves onto an enemy creature.",
     play=seq(choose("f", FRIENDLY_CREATURE), move_each_amber_to("f", ENEMY_CREATURE)))


def _first_use(g, c):
    return times_used_this_turn(g, c["src"]) == 1


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
     statics=[static("key_cost", _host_opponent, lambda g, src, p, le: g.cards[_host(g, src)].damage)])

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


def _enemy_reaped(g, src, ev, le):
    return g.cards[ev["card"]].controller != g.cards[src].controller


card("Terrance Surefoot", "AS",
     text="Elusive.\nEach time an opposing creature reaps, put 1Æ from Terrance Surefoot back in the supply.\n"
          "Play/After Reap: Capture 1Æ.",
     play=capture(1), reap=capture(1),
     reactions=[reaction("reaped", _enemy_reaped, seq(self_as("s"), move_amber_to_supply("s", 1)))])

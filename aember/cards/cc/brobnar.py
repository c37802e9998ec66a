"""Crucible Clash — Brobnar."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    deal_damage,
    draw,
    ev_mine,
    exalt_each,
    for_turn_my_creatures_gain,
    is_type_now,
    lasting,
    neighbors_of_self,
    played_as_house,
    reaction,
    ready_and_fight,
    ready_or_exhaust_then,
    self_only,
    seq,
    static,
)
from aember.engine.state import BATTLELINE


def _brobnar_creature(g, x) -> bool:
    return is_type_now(g, x, "creature") and g.belongs_to(x, "brobnar")


card("Snarri, Warrior Poet", "CC",
     text="Elusive.\nEach time a creature of yours is used to fight, you draw a card afterwards.",
     reactions=[reaction("fought", ev_mine, draw(1))])

card("Überking Tablets", "CC",
     text="Action: Choose a creature and ready it or exhaust it. If it changed, it takes 2D.",
     actions=[ready_or_exhaust_then(A_CREATURE, deal_damage("t", 2))])

_BADGER = lasting(reaction("played", lambda g, src, ev, le: ev["player"] == le["me"] and ev["type"] == "creature"
                           and played_as_house(g, ev, "brobnar"), deal_damage(ENEMY_CREATURE, 3)))

card("Badger", "CC",
     text="Enhance [brobnar].\nPlay/After Reap: Until the end of the turn, each time you play a Brobnar creature, "
          "deal 3D to an enemy creature afterwards.",
     play=_BADGER, reap=_BADGER)


def _brobnar_neighbors(g, src, cid, le) -> int:
    return sum(1 for x in g.neighbors(cid) if g.belongs_to(x, "brobnar"))


card("Born to Rock", "CC",
     text="Your Brobnar creatures each get +1 power per Brobnar neighbor they have.",
     statics=[static("power", lambda g, src, cid, le: g.cards[cid].zone == BATTLELINE
                     and g.cards[cid].controller == g.cards[src].controller and _brobnar_creature(g, cid),
                     _brobnar_neighbors)])

card("Honored Battlemaster", "CC",
     text="Enhance [amber][discard].\nAction: A neighbor of Honored Battlemaster readies and fights.",
     actions=[ready_and_fight(neighbors_of_self())])

card("Incite Violence", "CC",
     text="Play: Until the end of the turn, your creatures each have splash-attack 1.",
     play=for_turn_my_creatures_gain(("splash-attack", 1)))

card("Wild Grumpus", "CC",
     text="Hazardous 3.\nWild Grumpus has skirmish as long as it is on a flank, and taunt as long as it is not.",
     statics=[static("keyword", self_only(lambda g, src, cid, le: g.is_flank(cid)), ("skirmish", 1)),
              static("keyword", self_only(lambda g, src, cid, le: not g.is_flank(cid)), ("taunt", 1))])

card("Worthy Adversaries", "CC",
     text="Play: 2 different enemy creatures take 1D each. Then exalt every creature that has damage on it, "
          "friendly or enemy.",
     # "each damaged creature": any creature with damage on it (001:1815-1817), not only the two just damaged
     play=seq(deal_damage(ENEMY_CREATURE.times(2, prompt="Choose 2 enemy creatures"), 1),
              exalt_each(lambda g, x: g.cards[x].damage > 0)))

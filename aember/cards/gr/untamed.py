"""Grim Reminders — Untamed."""

from aember.cards.define import card
from aember.engine.effects import ENEMY_CREATURE, deal_damage, do, if_, reaction, scrap

card("Witch of the Spore", "GR",
     text="Poison.\nScrap: Deal 3D to an enemy creature.",
     reactions=[scrap(deal_damage(ENEMY_CREATURE, 3))])


def _no_creature_played(g, c):
    return not any(g.cards[x].defn.type == "creature" for x in g.logged("played", c["me"], g.turn))


card("Curse of Fertility", "GR",
     text="Treachery.\nAt the end of your turn, your opponent gains 1Æ unless you played a creature this turn.",
     reactions=[reaction("turn_end", lambda g, src, ev, le: ev["player"] == g.cards[src].controller,
                         if_(_no_creature_played, do(lambda g, c: g.gain(1 - c["me"], 1), "the opponent gains 1")))])

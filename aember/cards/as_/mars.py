"""Æmber Skies — Mars."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    add_power_counters,
    capture,
    captures_from_own_side,
    choose_player,
    damage_each,
    deal_damage,
    did,
    discard_cards,
    if_,
    keys_cost_more_next_turn,
    ready,
    return_to_hand_did,
    reveal_random_from_archives,
    scrap,
    seq,
)


def _mars(g, x, c=None):
    return g.belongs_to(x, "mars")


def _not_mars(g, x, c=None):
    return not g.belongs_to(x, "mars")


def _friendly_mars_in_play(g, src, p, le):
    return sum(1 for x in g.players[le["me"]].battleline if g.belongs_to(x, "mars"))


card("Envyx Glider", "AS",
     text="After Fight: On your opponent's next turn, each key costs them +1Æ per Mars creature you have in play.",
     fight=keys_cost_more_next_turn(_friendly_mars_in_play))

card("Phosphorus Blast", "AS",
     text="Play: Every creature that is not Mars takes 2D.",
     play=damage_each("any", 2, _not_mars))


def _still_in_play(g, c):
    return any(g.in_play(x) for x in c.get("t") or [])


card("Shark Bait", "AS",
     text="Play: Deal 2D to one of your creatures that is not Mars. If that creature survives, it captures 2Æ.",
     play=seq(deal_damage(FRIENDLY_CREATURE.where(_not_mars, "Choose a friendly non-Mars creature"), 2),
              if_(_still_in_play, capture(2, by="t"))))


def _mars_neighbors(g, c):
    return sum(1 for x in g.neighbors(c["src"]) if g.belongs_to(x, "mars"))


card("Cobalt Kapulet", "AS",
     text="After Reap: Cobalt Kapulet captures 2Æ per Mars creature next to it.",
     reap=capture(lambda g, c: 2 * _mars_neighbors(g, c)))

card("Donor Vox", "AS",
     text="Enhance [capture][damage].\nScrap: Put two +1 power counters on one of your Mars creatures.",
     reactions=[scrap(add_power_counters(FRIENDLY_CREATURE.where(_mars, "Choose a friendly Mars creature"), 2))])


def _same_creature_3(g, c):
    return bool(c.get("revealed"))


card("Harmonic Pack", "AS",
     text="Play: Deal 2D to a creature. Pick a player and reveal a random card from their archives; if a card was "
          "revealed, deal 3D more to that creature. The revealed card is then discarded.",
     play=seq(deal_damage(A_CREATURE, 2),
              choose_player("player", lambda g, c: [c["me"], 1 - c["me"]], "Reveal a random card from whose archives?"),
              reveal_random_from_archives("player", "revealed"),
              if_(_same_creature_3, deal_damage("t", 3)),
              discard_cards("revealed")))

card("Intentional Discharge", "AS",
     text="Enhance [mars].\nPlay: Send one of your creatures back to its owner's hand. If it goes, ready one of your "
          "Mars creatures.",
     play=seq(return_to_hand_did(FRIENDLY_CREATURE),
              if_(did(), ready(FRIENDLY_CREATURE.where(_mars, "Choose a friendly Mars creature to ready")))))

card("Number 612", "AS",
     text="Splash-attack 2. Taunt.")

card("Synwyx the Bold", "AS",
     text="After Fight: Choose an enemy creature; it captures 2Æ from its own controller.",
     fight=captures_from_own_side(ENEMY_CREATURE, 2))

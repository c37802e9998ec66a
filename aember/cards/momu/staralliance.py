"""More Mutation — Star Alliance."""

from aember.cards.define import card
from aember.engine.effects import (
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    active_house_becomes_house_of,
    deal_damage,
    did,
    discard_random,
    if_,
    may_use_to_this_turn,
    seq,
    ward,
)


def _not_star_alliance(g, x):
    return not g.belongs_to(x, "staralliance")


_allison = seq(discard_random(1, "me", key="disc", did_key="did"), if_(did(), active_house_becomes_house_of("disc")))
card("Cadet Allison", "MoMu",
     gigantic="Cadet Allison",
     text=("(Gigantic: played only together with its other half.)\n"
           "Play/After Reap: Discard a card at random from your hand. If one is discarded, your active house "
           "becomes that card's house."),
     play=_allison, reap=_allison)

card("J43G3R V", "MoMu",
     gigantic="J43G3R V",
     text=("(Gigantic: played only together with its other half.)\n"
           "After Reap: For the rest of this turn, up to 2 creatures outside Star Alliance may be used to reap.\n"
           "After Fight: For the rest of this turn, up to 2 creatures outside Star Alliance may be used to fight."),
     reap=may_use_to_this_turn("reap", _not_star_alliance, 2),
     fight=may_use_to_this_turn("fight", _not_star_alliance, 2))

_margot = seq(deal_damage(ENEMY_CREATURE, 2), ward(FRIENDLY_CREATURE, key="w"))
card("GySgt. Margot", "MoMu",
     text="After Fight/After Reap: An enemy creature of your choice takes 2D; then a friendly creature is warded.",
     fight=_margot, reap=_margot)

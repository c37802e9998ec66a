"""More Mutation — Untamed."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    add_power_counters,
    choose,
    destroy,
    destroyed_this_way,
    do,
    if_,
    not_tagged,
    power_as_destroyed,
    seq,
    shuffle_into_owners_deck,
)


def _note_power(g, c):
    c["power_then"] = sum(g.power(x) for x in c.get("t") or [] if g.in_play(x))


def _power_as_left(g, c):
    # "the destroyed creature's power": as it was immediately prior to leaving play (001:2340-2342)
    return power_as_destroyed(g, c["t"][0], c["power_then"]) if c.get("t") else 0


_bumblebird = seq(choose("t", not_tagged(ENEMY_CREATURE)), do(_note_power, "note its power"), destroy("t"),
                  if_(lambda g, c: bool(destroyed_this_way()(g, c)),
                      add_power_counters(FRIENDLY_CREATURE, _power_as_left, key="f")))
card("Titanic Bumblebird", "MoMu",
     gigantic="Titanic Bumblebird",
     text=("(Gigantic: played only together with its other half.)\n"
           "Play/After Reap: Destroy an enemy creature. If it is destroyed, a friendly creature gets as many +1 power "
           "counters as that creature had power."),
     play=_bumblebird, reap=_bumblebird)

_rockatiel = seq(choose("t", A_CREATURE.times(2, up_to=True, prompt="Choose up to 2 creatures")),
                 shuffle_into_owners_deck("t"))
card("Rockatiel", "MoMu",
     text="Elusive. Hazardous 1.\nPlay/After Reap: Pick up to 2 creatures; each is shuffled into its owner's deck.",
     play=_rockatiel, reap=_rockatiel)

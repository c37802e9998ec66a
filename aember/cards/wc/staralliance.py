"""Worlds Collide — Star Alliance."""

from aember.cards.define import card
from aember.engine.effects import neighbors_of_self, use

card("Crash Muldoon", "WC", "327", "staralliance", "creature", rarity="Rare", power=3, traits=("human", "pilot"),
     keywords=("deploy",), enters_ready=True,
     text="Deploy.\nCrash Muldoon enters play ready.\nAction: Use a neighboring non-Star Alliance creature.",
     actions=[use(neighbors_of_self().where(lambda g, x, c: g.house_of(x) != "staralliance",
                                            "Choose a neighboring non-Star Alliance creature"))])

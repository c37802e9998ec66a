"""Worlds Collide — Star Alliance."""

from aember.cards.define import card
from aember.engine.effects import do, host_only, neighbors_of_self, reaction, static, use

card("Explo-rover", "WC", "297", "staralliance", "creature", rarity="Common", power=3, traits=("robot",),
     keywords=("skirmish",),
     text="Skirmish.\nExplo-rover may be played as an upgrade instead of a creature, with the text: "
          "\"This creature gains skirmish.\"",
     as_upgrade={"text": "This creature gains skirmish.",
                 "statics": [static("keyword", host_only(), ("skirmish", 1))]})

card("Crash Muldoon", "WC", "327", "staralliance", "creature", rarity="Rare", power=3, traits=("human", "pilot"),
     keywords=("deploy",), enters_ready=True,
     text="Deploy.\nCrash Muldoon enters play ready.\nAction: Use a neighboring non-Star Alliance creature.",
     actions=[use(neighbors_of_self().where(lambda g, x, c: g.house_of(x) != "staralliance",
                                            "Choose a neighboring non-Star Alliance creature"))])


def _ward_host(g, c):
    g.ward(g.cards[c["src"]].host)


card("Encounter Suit", "WC", "330", "staralliance", "upgrade", rarity="Rare",
     text="After an action card is played, but before resolving its Play: effect, ward this creature.",
     reactions=[reaction("played", lambda g, src, ev, le: ev["type"] == "action", do(_ward_host, "ward host"),
                         before_play=True)])

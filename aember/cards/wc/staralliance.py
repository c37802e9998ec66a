"""Worlds Collide — Star Alliance."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    deal_damage,
    do,
    host_only,
    neighbors_of_self,
    reaction,
    seq,
    static,
    steal,
    use,
)
from aember.engine.steps import Choose, ChooseOne

card("Explo-rover", "WC",
     text="Skirmish.\nExplo-rover may be played as an upgrade instead of a creature, with the text: "
          "\"This creature gains skirmish.\"",
     as_upgrade={"text": "This creature gains skirmish.",
                 "statics": [static("keyword", host_only(), ("skirmish", 1))]})

card("Crash Muldoon", "WC", enters_ready=True,
     text="Deploy.\nCrash Muldoon enters play ready.\nAction: Use a neighboring non-Star Alliance creature.",
     actions=[use(neighbors_of_self().where(lambda g, x, c: g.house_of(x) != "staralliance",
                                            "Choose a neighboring non-Star Alliance creature"))])


def _ward_host(g, c):
    g.ward(g.cards[c["src"]].host)


card("Encounter Suit", "WC",
     text="After an action card is played, but before resolving its Play: effect, ward this creature.",
     reactions=[reaction("played", lambda g, src, ev, le: ev["type"] == "action", do(_ward_host, "ward host"),
                         before_play=True)])


def _garcias_for_blaster(g, c):
    """'Sensor Chief Garcia' in an ability a Sensor Chief Garcia gained refers to that creature itself
    (FAQ "Blasters"): from any other host, the Blaster may go to any Sensor Chief Garcia in play."""
    host = g.cards[c["src"]].host
    if g.cname(host) == "Sensor Chief Garcia":
        return []
    return [x for x in g.creatures() if g.cname(x) == "Sensor Chief Garcia"]


def _attach_blaster(g, c):
    for x in c.get("garcia") or []:
        if g.in_play(c["src"]) and g.cards[x].zone == "battleline":
            g.say(f"{g.pname(c['me'])} attaches Garcia's Blaster to {g.cname(x)}")
            g.attach(c["src"], x, c["me"])


_blaster_use = ChooseOne(
    {"Deal 2D to a creature": deal_damage(A_CREATURE, 2),
     "Attach Garcia's Blaster to Sensor Chief Garcia": seq(
         Choose("garcia", _garcias_for_blaster, 1, False, "Choose a Sensor Chief Garcia"), do(_attach_blaster)),
     "Do neither": seq()},
    {"Deal 2D to a creature": lambda g, c: bool(g.creatures()),
     "Attach Garcia's Blaster to Sensor Chief Garcia": lambda g, c: bool(_garcias_for_blaster(g, c))})


def _host_used(event):
    def cond(g, src, ev, le):
        if ev["card"] != g.cards[src].host:
            return False
        return event == "reaped" or (ev["fought"] and ev["survived"])
    return cond


card("Garcia’s Blaster", "WC",
     text="This creature gains, \"After Fight/After Reap: You may deal 2D to a creature, or attach Garcia's "
          "Blaster to Sensor Chief Garcia.\"\nAfter you attach Garcia's Blaster to Sensor Chief Garcia, steal 1Æ.",
     reactions=[reaction("reaped", _host_used("reaped"), _blaster_use),
                reaction("fought", _host_used("fought"), _blaster_use),
                reaction("attached", lambda g, src, ev, le: ev["card"] == src and ev["player"] == g.cards[src]
                         .controller and g.cname(ev["host"]) == "Sensor Chief Garcia", steal(1))])

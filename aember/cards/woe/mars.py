"""Winds of Exchange — Mars."""

from aember.cards.define import card
from aember.engine.effects import FRIENDLY_CREATURE, choose, do, forge_key, make_tokens, seq, static
from aember.engine.state import HAND
from aember.engine.steps import If

card("Blorb Hive", "WoE",
     text=("Omni: Destroy one of your creatures; if you did, make 2 Blorbs. Afterwards, when you control at least 10 "
           "Blorbs, Blorb Hive is destroyed and you forge a key for free."),
     omnis=[seq(choose("t", FRIENDLY_CREATURE),
                do(lambda g, c: c.__setitem__("destroyed", g.destroy([x for x in c.get("t") or [] if g.in_play(x)]))),
                If(lambda g, c: bool(c.get("destroyed")), make_tokens(2, named="Blorb")),
                If(lambda g, c: sum(1 for x in g.creatures(c["me"]) if g.cname(x) == "Blorb") >= 10,
                   seq(do(lambda g, c: g.destroy([c["src"]])), forge_key(0))))])

card("Mk.2 Generator", "WoE",
     text="Mk.2 Generator comes into play ready.\nAction: Make one token creature.",
     enters_ready=True, actions=[make_tokens(1)])


def _hive_back(g, c):
    for x in list(g.players[c["me"]].discard):
        if g.cards[x].defn.title == "Blorb Hive":
            g.say(f"{g.cname(x)} returns to {g.pname(c['me'])}'s hand")
            g.move(x, HAND)
            return


card("Blorb", "WoE",
     text="Elusive. Blorb is never able to reap.\nDestroyed: Put one Blorb Hive from your discard pile into your hand.",
     statics=[static("cannot_reap", lambda g, src, cid, le: cid == src)],
     destroyed=do(_hive_back))

card("Grunt", "WoE",
     text="")



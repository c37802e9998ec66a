"""Winds of Exchange — Mars."""

from aember.cards.define import card
from aember.engine.effects import FRIENDLY_CREATURE, choose, do, forge_key, make_tokens, seq, static
from aember.engine.state import HAND
from aember.engine.steps import If

card("Blorb Hive", "WoE",
     text="Omni: Destroy a friendly creature. If you do, make 2 Blorbs. Then, if you control 10 or more Blorbs, "
          "destroy Blorb Hive and forge a key at no cost.",
     omnis=[seq(choose("t", FRIENDLY_CREATURE),
                do(lambda g, c: c.__setitem__("destroyed", g.destroy([x for x in c.get("t") or [] if g.in_play(x)]))),
                If(lambda g, c: bool(c.get("destroyed")), make_tokens(2, named="Blorb")),
                If(lambda g, c: sum(1 for x in g.creatures(c["me"]) if g.cname(x) == "Blorb") >= 10,
                   seq(do(lambda g, c: g.destroy([c["src"]])), forge_key(0))))])

card("Mk.2 Generator", "WoE",
     text="Mk.2 Generator enters play ready.\nAction: Make a token creature.",
     enters_ready=True, actions=[make_tokens(1)])


def _hive_back(g, c):
    for x in list(g.players[c["me"]].discard):
        if g.cards[x].defn.title == "Blorb Hive":
            g.say(f"{g.cname(x)} returns to {g.pname(c['me'])}'s hand")
            g.move(x, HAND)
            return


card("Blorb", "WoE",
     text="Elusive. Blorb cannot reap.\nDestroyed: Return a Blorb Hive from your discard pile to your hand.",
     statics=[static("cannot_reap", lambda g, src, cid, le: cid == src)],
     destroyed=do(_hive_back))

card("Grunt", "WoE",
     text="")



"""Worlds Collide — Dis."""

from aember.cards.define import card
from aember.engine.effects import (
    FRIENDLY_CREATURE,
    destroy,
    destroyed_this_way,
    did,
    do,
    forge_key,
    if_,
    may,
    reaction,
    seq,
)
from aember.engine.state import BATTLELINE
from aember.engine.steps import Choose


def _forge_cost(g, c):
    return g.key_cost(c["me"]) + 6 - len(destroyed_this_way()(g, c))


def _may_forge(g, c):
    me = c["me"]
    return (len(g.players[me].keys) < 3 and g.spendable_amber(me) >= _forge_cost(g, c)
            and not g.has_static("cannot_forge", me))


card("Obsidian Forge", "WC",
     text="Action: Destroy any number of friendly creatures. You may forge a key at +6Æ current cost, "
          "reduced by 1Æ for each creature destroyed this way. If you forge a key this way, destroy Obsidian Forge.",
     actions=[seq(Choose("t", FRIENDLY_CREATURE.candidates, 99, up_to=True,
                         prompt="Choose any number of friendly creatures to destroy"),
                  destroy("t"),
                  may("Forge a key at +6Æ current cost, less 1Æ per creature destroyed?",
                      seq(forge_key(_forge_cost),
                          if_(did("forged"), do(lambda g, c: g.destroy([c["src"]]), "destroy self"))),
                      possible=_may_forge))])


def _played_on_flank(side: str):
    def cond(g, src, ev, le):
        if ev["type"] != "creature" or ev["player"] == g.cards[src].controller:
            return False
        cid = ev["card"]
        if g.cards[cid].zone != BATTLELINE:
            return False
        line = g.players[g.cards[cid].controller].battleline
        return line[0] == cid if side == "left" else line[-1] == cid
    return cond


card("Sinestra", "WC",
     text="After your opponent plays a creature on their left flank, they lose 1Æ.",
     reactions=[reaction("played", _played_on_flank("left"),
                         do(lambda g, c: g.lose(c["ev"]["player"], 1), "lose"))])

card("Dexus", "WC",
     text="After your opponent plays a creature on their right flank, they lose 1Æ.",
     reactions=[reaction("played", _played_on_flank("right"),
                         do(lambda g, c: g.lose(c["ev"]["player"], 1), "lose"))])

"""Mass Mutation — Dis."""

from aember.cards.define import card
from aember.engine.effects import (
    do,
    draw,
    keys_cost_more_next_turn,
    lasting,
    reaction,
    self_only,
    seq,
    static,
    steal,
)
from aember.engine.state import BATTLELINE

card("Dark Æmber Vault", "MM",
     text="After you play a Mutant creature, draw a card.\nEach friendly Mutant creature gets +2 power.",
     reactions=[reaction("played", lambda g, src, ev, le: ev["type"] == "creature"
                         and ev["player"] == g.cards[src].controller and "mutant" in g.traits(ev["card"]), draw(1))],
     statics=[static("power", lambda g, src, cid, le: g.cards[cid].controller == g.cards[src].controller
                     and "mutant" in g.traits(cid), 2)])

card("Bonesaw", "MM",
     text="If a friendly creature was destroyed this turn, Bonesaw enters play ready.",
     enters_ready=lambda g, cid: bool(g.logged("destroyed", g.cards[cid].controller, g.turn)))

card("Drecker", "MM",
     text="Damage dealt to Drecker's neighbors during fights is also dealt to Drecker.\nAfter Reap: Steal 1Æ.",
     statics=[static("share_fight_damage", lambda g, src, cid, le: True)],
     reap=steal(1))


def _dis_creatures(g, src, p, le):
    return sum(1 for x in g.creatures() if g.house_of(x) == "dis")


card("Waking Nightmare", "MM",
     text="Enhance [capture].\nPlay: During your opponent's next turn, keys cost +1Æ for each Dis creature in play.",
     play=keys_cost_more_next_turn(_dis_creatures))


def _picaroon_x(g, src, cid, le):
    return sum(g.power(n) for n in g.neighbors(src) if "changeling" not in g.traits(n))


card("Picaroon", "MM",
     text="Deploy.\nX is the combined power of Picaroon's non-Changeling neighbors.",
     statics=[static("power", self_only(), _picaroon_x)])


def _maleficorn(g, c):
    victim = c["ev"]["card"]
    if g.cards[victim].zone == BATTLELINE:
        g.deal_damage([(victim, 1)], c["src"])


card("Maleficorn", "MM",
     text="Enhance [damage][damage][damage][damage].\nAfter an enemy creature is dealt damage by a D bonus icon, "
          "deal 1D to it.",
     reactions=[reaction("icon_damage", lambda g, src, ev, le: g.cards[ev["card"]].zone == BATTLELINE
                         and g.cards[ev["card"]].controller != g.cards[src].controller, do(_maleficorn))])

card("The Pale Star", "MM",
     text="Omni: Destroy The Pale Star. For the rest of the turn, each creature has 1 power and 0 armor.",
     omnis=[seq(do(lambda g, c: g.destroy([c["src"]]), "destroy self"),
                lasting(static("set_power", lambda g, src, cid, le: True, 1)),
                lasting(static("set_armor", lambda g, src, cid, le: True, 0)))])

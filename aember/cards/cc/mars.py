"""Crucible Clash — Mars."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    add_neighbors,
    choose,
    do,
    forge_key,
    friendly_cards_in_play,
    if_,
    is_stunned,
    neighbors_belong_to_house_for_turn,
    purge_self,
    purge_self_then,
    put_into_owners_archives,
    reaction,
    self_only,
    seq,
    split_each,
    static,
    stun,
    stunned_creatures,
)
from aember.engine.state import BATTLELINE


def _mars_creatures(g) -> int:
    return sum(1 for x in g.creatures() if g.belongs_to(x, "mars"))


def _no_other_friendly_mars(g, c) -> bool:
    mine = g.players[g.cards[c["src"]].controller].battleline
    return not any(x != c["src"] and g.belongs_to(x, "mars") for x in mine)


def _ready_other_martians(g, c) -> None:
    for x in g.creatures():
        if x != c["src"] and "martian" in g.traits(x):
            g.ready(x)


card("Benny", "CC",
     text="Elusive.\nAfter Reap: Every other Martian creature becomes ready.\nDestroyed: Benny is purged if you "
          "control no other Mars creature.",
     reap=do(_ready_other_martians, "ready other Martians"),
     destroyed=if_(_no_other_friendly_mars, purge_self()))

card("Sonic Waver", "CC",
     text="Non-Mars creatures come into play stunned.\nPlay: Stun a creature.\nWhen any turn ends, purge Sonic Waver "
          "if no creature in play is stunned.",
     statics=[static("enters_stunned", lambda g, src, cid, le: not g.belongs_to(cid, "mars"))],
     play=stun(A_CREATURE),
     # "if there are no stunned creatures in play": checked as it resolves (it triggers at the end of every turn)
     reactions=[reaction("turn_end", lambda g, src, ev, le: True,
                         if_(lambda g, c: stunned_creatures(g) == 0, purge_self()))])

card("Experiment Q", "CC",
     text="Enhance [mars].\nExperiment Q gets +1 power per Mars creature in play.\nPlay: Stun one non-Mars creature "
          "per Mars creature in play.",
     statics=[static("power", self_only(), lambda g, src, cid, le: _mars_creatures(g))],
     play=split_each(lambda g, c: _mars_creatures(g),
                     A_CREATURE.where(lambda g, x, c: not g.belongs_to(x, "mars"), "Choose a non-Mars creature"),
                     stun("t"), idle=is_stunned))

card("Stasis Nexus", "CC",
     text="Action: Purge Stasis Nexus. If it is purged, forge a key at current cost +6Æ, less 1Æ per stunned "
          "creature.",
     actions=[purge_self_then(forge_key(lambda g, c: max(0, g.key_cost(c["me"]) + 6 - stunned_creatures(g))))])

card("Further Testing Needed", "CC",
     text="Play: Choose a card you control and put it into its owner's archives.",
     play=put_into_owners_archives(friendly_cards_in_play()))

_PROPAGANDA = neighbors_belong_to_house_for_turn("mars")

card("Martian Propagandist", "CC",
     text="Play/After Reap: Until the end of the turn, the neighbors of Martian Propagandist are of house Mars.",
     play=_PROPAGANDA, reap=_PROPAGANDA)

card("Pulse Cannon", "CC",
     text="Action: Choose a creature; stun it and its neighbors.",
     actions=[seq(choose("t", A_CREATURE), add_neighbors("t"), stun("t"))])


def _mars_neighbors(g, src, cid, le) -> int:
    return 2 * sum(1 for x in g.neighbors(cid) if g.belongs_to(x, "mars"))


card("Special Agent Tnega", "CC",
     text="Deploy. Hazardous 2. Taunt.\nSpecial Agent Tnega gets +2 power per Mars neighbor.",
     statics=[static("power", self_only(lambda g, src, cid, le: g.cards[cid].zone == BATTLELINE), _mars_neighbors)])

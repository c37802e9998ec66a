"""Crucible Clash — Dis."""

from aember.cards.define import card
from aember.engine.effects import (
    archive_self,
    captures_from_own_side,
    card_in_play,
    cards_in_play,
    count_friendly,
    destroy_each_creature_and_artifact,
    destroy_with_same_name,
    draw,
    ev_mine,
    host_as,
    if_,
    in_discard_piles,
    lasting,
    lose,
    purge_chosen,
    reaction,
    seq,
    static,
)
from aember.engine.state import BATTLELINE


def _opponent_has_none(g, c) -> bool:
    return g.players[1 - c["me"]].amber == 0


def _friendly_dis_creatures(g, c) -> int:
    # count_friendly: a Lok resolved "as if you controlled" it (Replicator) counts itself
    return count_friendly(g, c, lambda g2, x: g2.belongs_to(x, "dis"), zones=("battleline",))


card("Avarice", "CC",
     text="Play: This creature takes 2Æ from its controller's pool as captured Æmber.",
     play=seq(host_as(), captures_from_own_side("host", 2)))

card("Doom Device", "CC",
     text="When your turn ends, if 13 cards or more are in play, every creature and artifact is destroyed.",
     # "if 13 cards or more are in play": checked as it resolves (it triggers at the end of each of your turns,
     # FORMAT: an ability that triggers but would do nothing still triggers); another end-of-turn ability ordered
     # first may change the count
     reactions=[reaction("turn_end", ev_mine,
                         if_(lambda g, c: len(cards_in_play(g)) >= 13, destroy_each_creature_and_artifact()))])

card("Lok the Corruptor", "CC",
     text="Enhance [dis].\nAfter Reap: For each Dis creature you control, your opponent loses 1Æ.",
     reap=lose(_friendly_dis_creatures))

card("Radix of Suffering", "CC",
     text="Action: Your opponent loses 1Æ. Then, if they have no Æmber left, draw a card.",
     actions=[seq(lose(1), if_(_opponent_has_none, draw(1)))])

card("Chaos Imp", "CC",
     text="Destroyed: Your opponent loses 1Æ. Then, if they have no Æmber left, archive Chaos Imp.",
     destroyed=seq(lose(1), if_(_opponent_has_none, archive_self())))

card("Offering to Invidius", "CC",
     text="Play: Choose a creature in a discard pile and purge it.",
     play=purge_chosen(in_discard_piles(lambda g, x: g.cards[x].defn.type == "creature",
                                        "Choose a creature in a discard pile")))

card("Rotting Mist", "CC",
     text="Play: Until the end of the turn, enemy creatures each get –1 power.",
     play=lasting(static("power", lambda g, src, cid, le: g.cards[cid].zone == BATTLELINE
                         and g.cards[cid].controller != le["me"], -1)))

card("Ruination", "CC",
     text="Play: Choose a card in play. Destroy it along with every card that shares its name.",
     play=destroy_with_same_name(card_in_play()))

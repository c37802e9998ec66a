"""Grim Reminders — Mars."""

from aember.cards.define import card
from aember.engine.effects import (
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    add_power_counters,
    archive_chosen,
    archive_self,
    capture,
    captures_from_own_side,
    choose,
    damage_each,
    destroy_each,
    discard_one_from_hand,
    discard_top_until,
    do,
    draw,
    gain,
    if_,
    in_my_zone,
    is_self,
    keys_cost_more_next_turn,
    keyword_while,
    lasting,
    least_powerful,
    may,
    most_powerful,
    move_amber_to_pool,
    on_target,
    play_chosen,
    put_found_into_hand,
    ready,
    scrap,
    self_only,
    seq,
    static,
    until_end_of_turn_on,
)
from aember.engine.steps import Choose


def _mars(g, x):
    return g.belongs_to(x, "mars")


def _haunted(g, c):
    return g.haunted(c["me"])


def _src_haunted(g, src):
    return g.haunted(g.cards[src].controller)


def _mars_in_my_discard(g, c):
    return sum(1 for x in g.players[c["me"]].discard if _mars(g, x))


card("Abduct-o-Matic", "GR",
     text="After Fight: If you are haunted, Abduct-o-Matic captures 2Æ.\n"
          "Scrap: Your least powerful creature captures 2Æ.",
     fight=if_(_haunted, capture(2)),
     reactions=[scrap(seq(least_powerful("lp", FRIENDLY_CREATURE), capture(2, "lp")))])


card("Distant Void Prober", "GR",
     text="After Reap: If you are haunted, keys cost your opponent +3Æ during their next turn.\n"
          "Scrap: Choose an enemy creature; it captures 1Æ from its own controller.",
     reap=if_(_haunted, keys_cost_more_next_turn(3)),
     reactions=[scrap(captures_from_own_side(ENEMY_CREATURE, 1))])


card("Dr. Xyloxxzlphrex", "GR",
     text="Elusive.\nAfter Reap: Choose a Mars creature in your discard pile, play it, then ready it.",
     reap=seq(Choose("played", in_my_zone("discard", lambda g, x: g.cards[x].defn.type == "creature"
                                          and _mars(g, x)).candidates, 1, False,
                     "Choose a Mars creature in your discard pile to play"),
              play_chosen("played", "discard"),
              ready("played")))


card("Phloxem Spewer", "GR",
     text="Splash-attack 2.\nThe Mars creatures next to Phloxem Spewer gain splash-attack 2.",
     statics=[static("keyword", lambda g, src, cid, le: cid in g.neighbors(src) and _mars(g, cid),
                     ("splash-attack", 2))])


card("Plague Wind", "GR",
     text="Play: For the rest of this turn, every creature that is not Mars has -3 power.",
     play=lasting(static("power", lambda g, src, cid, le: not _mars(g, cid), -3)))


card("Shrink-ray Technician", "GR",
     text="After Reap: Pick an enemy creature; until the turn ends it has -2 power.\n"
          "Scrap: Pick the most powerful enemy creature. For the rest of the turn it counts as having 1 power "
          "and 0 armor.",
     reap=seq(choose("t", ENEMY_CREATURE), until_end_of_turn_on("t", static("power", on_target, -2))),
     reactions=[scrap(seq(most_powerful("t", ENEMY_CREATURE),
                          until_end_of_turn_on("t", static("set_power", on_target, 1),
                                               static("set_armor", on_target, 0))))])


card("Target Yynxzdyl", "GR",
     text="Play: Choose a card in your discard pile and archive it.\nAfter Reap: Archive Target Yynxzdyl.",
     play=seq(choose("t", in_my_zone("discard", prompt="Choose a card in your discard pile to archive")),
              archive_chosen("t")),
     reap=archive_self())


card("Terrible Teammates", "GR",
     text="Enhance [draw][discard].\nPlay: You may discard a card from your hand that is not Mars.",
     play=may("Discard a non-Mars card?", discard_one_from_hand(cond=lambda g, x: not _mars(g, x),
                                                                prompt="Choose a non-Mars card to discard"),
              lambda g, c: any(not _mars(g, x) for x in g.players[c["me"]].hand)))


card("U.F.O.", "GR",
     text="Play: Discard the top card of your deck, again and again, until you discard a Mars card or your deck "
          "is empty. Put that Mars card, if any, into your hand.",
     play=seq(discard_top_until(lambda g, x, c: _mars(g, x)), put_found_into_hand()))


card("War of the Worlds", "GR",
     text="Play: Destroy every creature that is not Mars. Then deal 2D to every Mars creature.",
     play=seq(destroy_each("any", lambda g, x, c: not _mars(g, x)),
              damage_each("any", 2, lambda g, x, c: _mars(g, x))))


card("Nameless Horror", "GR",
     text="Poison.\nAs long as you are haunted, Nameless Horror has elusive and skirmish.",
     statics=[keyword_while("elusive", is_self, _src_haunted), keyword_while("skirmish", is_self, _src_haunted)])


card("The Red Death", "GR",
     text="Enhance [damage][discard][discard].\nUnless its controller is haunted, The Red Death never becomes ready.\n"
          "After Fight: Gain 1Æ; then draw one card.",
     statics=[static("cannot_ready", lambda g, src, cid, le: cid == src and not _src_haunted(g, src))],
     fight=seq(gain(1), draw(1)))


card("Brash Grabber", "GR",
     text="Brash Grabber enters play enraged unless you are haunted.\n"
          "Omni: Take 1Æ from an enemy creature and put it in your pool.",
     statics=[static("enters_enraged", self_only(lambda g, src, cid, le: not _src_haunted(g, src)))],
     omnis=[move_amber_to_pool(ENEMY_CREATURE.where(lambda g, x, c: g.cards[x].amber > 0,
                                                     "Choose an enemy creature with Æmber"), 1)])


card("Ilxid Avenger", "GR",
     text="Play/After Fight: Ilxid Avenger gets a +1 power counter per Mars card in your discard pile.\n"
          "Scrap: A friendly creature gets a +1 power counter per Mars card in your discard pile.",
     play=add_power_counters(None, _mars_in_my_discard),
     fight=add_power_counters(None, _mars_in_my_discard),
     reactions=[scrap(add_power_counters(FRIENDLY_CREATURE, _mars_in_my_discard))])

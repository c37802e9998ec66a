"""Draconian Measures — Unfathomable."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    add_counter,
    add_neighbors,
    bonus_icon_count,
    choose,
    chosen_deck_top_discarded,
    counter_of,
    damage_each,
    destroy_each,
    draw,
    each_player_discards_top,
    enrage,
    exhaust,
    exhaust_did,
    exhaust_others_and_draw,
    heal,
    houses_of_card,
    if_,
    lose,
    purge_chosen,
    purge_each_under_self,
    put_each_other_creature_under_self,
    put_one_from_under_self_into_play,
    reaction,
    ready,
    seq,
    split_capture,
    static,
    stun,
    while_self_exhausted,
)
from aember.engine.steps import Choose, Do


def _exhausted(g, x, c=None):
    return g.cards[x].exhausted


def _mine(g, src, ev, le):
    return ev["player"] == g.cards[src].controller


card("Dazed and Confused", "DM",
     text="Play: Exhaust a creature along with its neighbors. Then stun 2 exhausted creatures.",
     play=seq(choose("t", A_CREATURE), add_neighbors("t"), exhaust("t"),
              choose("s", A_CREATURE.where(_exhausted, "Choose exhausted creatures to stun").times(2)), stun("s")))

card("Hydrogan", "DM",
     gigantic="Hydrogan",
     text=("(Gigantic: played only together with its other half.)\nPlay: Every other creature goes faceup under "
           "Hydrogan.\nAfter Fight/After Reap: Put one creature from under Hydrogan into play under your control.\n"
           "Destroyed: Purge every card under Hydrogan."),
     statics=[static("faceup_under")],
     play=put_each_other_creature_under_self(),
     fight=put_one_from_under_self_into_play(), reap=put_one_from_under_self_into_play(),
     destroyed=purge_each_under_self())

card("Sand In Your Eye", "DM",
     text="Play: Exhaust a creature. Then draw 1 card per exhausted creature, and destroy every exhausted creature.",
     play=seq(exhaust(A_CREATURE),
              draw(lambda g, c: sum(1 for p in g.players for x in p.battleline if g.cards[x].exhausted)),
              destroy_each("any", _exhausted)))


def _starpatch_turn(g, src, ev, le):
    host = g.cards[src].host
    # "if this creature is exhausted" is checked as it resolves (the effect's if_)
    return host >= 0 and g.cards[host].zone == "battleline" and ev["player"] == g.cards[host].controller


def _shares_house_with_host(g, x, c):
    host = g.cards[c["src"]].host
    return x != host and bool(set(houses_of_card(g, x)) & set(houses_of_card(g, host)))


card("Starpatch", "DM",
     text=("Enhance [unfathomable][unfathomable].\nThis creature gains: \"At the start of your turn, if this creature "
           "is exhausted, purge another creature of a house it shares.\""),
     reactions=[reaction("turn_start", _starpatch_turn,
                         if_(lambda g, c: g.cards[c["src"]].host >= 0 and g.cards[g.cards[c["src"]].host].exhausted,
                             purge_chosen(A_CREATURE.where(_shares_house_with_host,
                                                           "Choose a creature sharing a house to purge"))),
                         gained=True)])


def _dreamcalls(g, c):
    return sum(1 for x in g.players[c["me"]].discard if g.cards[x].defn.title == "Dreamcall")


card("Dreamcall", "DM",
     text="Play: Exhaust a creature. Then, once per Dreamcall in your discard pile, exhaust a different creature and "
          "draw 1 card.",
     play=seq(choose("exhausted_so", A_CREATURE), exhaust("exhausted_so"), exhaust_others_and_draw(_dreamcalls)))

card("Fathomshare", "DM",
     text="Play: Capture half your opponent's Æ (round down), spread as you like over any friendly creatures.",
     play=split_capture(lambda g, c: g.players[1 - c["me"]].amber // 2,
                        lambda g, c: list(g.players[c["me"]].battleline), one_capture=True))

def _neighbors_into(key):
    def fn(g, c):
        c[key] = g.neighbors(c["src"]) if g.in_play(c["src"]) else []
    return Do(fn, "neighbors")


card("Kaipo", "DM",
     text="Taunt.\nAt the end of your turn, Kaipo's neighbors are fully healed.",
     reactions=[reaction("turn_end", _mine, seq(_neighbors_into("n"), heal("n", None)))])


def _malina_forbids(g, src, cid, le):
    # the player kept from playing is Malina's controller's opponent, whoever owns the card (Gracchan Reform plays
    # the opponent's top card): only the active player plays cards
    if not while_self_exhausted(g, src, cid, le) or g.active == g.cards[src].controller:
        return False
    face = g.face(cid)
    if face.type != "creature":
        return False
    most = max((g.power(x) for p in g.players for x in p.battleline), default=0)
    return face.power > most


card("Malina", "DM",
     text="Entrench.\nAs long as Malina is exhausted, your opponent cannot play a creature whose power is higher than "
          "that of the most powerful creature in play.",
     statics=[static("cannot_play", _malina_forbids)])

card("Tsunami", "DM",
     text="Play: Every ready creature takes 4D.",
     play=damage_each("any", 4, lambda g, x, c: not g.cards[x].exhausted))

card("Brine Reckoning", "DM",
     text="Play: Both players discard the top 5 cards of their decks.",
     play=each_player_discards_top(5))

card("Hemogrith", "DM",
     text="Play: Your opponent loses 2Æ unless an enemy creature is exhausted.",
     play=if_(lambda g, c: not any(g.cards[x].exhausted for x in g.players[1 - c["me"]].battleline), lose(2)))

card("Keenu", "DM",
     text="Enhance [draw][power][power].\nPlay: Choose an enemy creature that has no +1 power counter. Exhaust "
          "it along with its neighbors.",
     play=seq(choose("t", ENEMY_CREATURE.where(lambda g, x, c: g.cards[x].power_counters == 0,
                                               "Choose an enemy creature with no +1 power counter")),
              add_neighbors("t"), exhaust("t")))

card("Knuckler", "DM",
     text="Deploy. Entrench.\nAs long as Knuckler is exhausted, its neighbors have +2 armor.",
     statics=[static("armor", lambda g, src, cid, le: while_self_exhausted(g, src, cid, le)
                     and cid in g.neighbors(src), 2)])

card("Paralysis Synan", "DM",
     text="After Reap: Choose a creature; stun it, enrage it and exhaust it.",
     reap=seq(choose("t", A_CREATURE), stun("t"), enrage("t"), exhaust("t")))

card("Priestess Leilani", "DM",
     text="After Reap: Exhaust an enemy creature. If that exhausts it, ready a creature that is not a Priest.",
     reap=seq(exhaust_did(ENEMY_CREATURE),
              if_(lambda g, c: bool(c.get("did")),
                  ready(A_CREATURE.where(lambda g, x, c: "priest" not in g.traits(x),
                                         "Choose a non-Priest creature to ready"), key="r"))))


def _maw_loss(g, c):
    return sum(bonus_icon_count(g, x) for x in c.get("discarded_top") or [])


_MAW = seq(chosen_deck_top_discarded(), lose(_maw_loss))

card("Siphon Maw", "DM",
     text="After Fight/After Reap: Discard the top card of either player's deck. Your opponent loses 1Æ per bonus "
          "icon on that card.",
     fight=_MAW, reap=_MAW)


def _destroy_corroded(g, c):
    cards = [x for x in g.cards if g.in_play(x.cid) and counter_of(g, x.cid, "corrosion")]
    g.destroy([x.cid for x in cards])


card("Slapdash Enamel", "DM",
     text="At the start of your turn, destroy every card that has a corrosion counter.\nAction: Put a corrosion "
          "counter on any card in play.",
     reactions=[reaction("turn_start", _mine, Do(_destroy_corroded, "destroy corroded"))],
     actions=[seq(Choose("t", lambda g, c: [x.cid for x in g.cards if g.in_play(x.cid)], 1, False,
                         "Choose a card in play"), add_counter("corrosion", 1, "t"))])

"""Æmber Skies — Geistoid."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    FRIENDLY_CREATURE,
    Target,
    capture,
    choose,
    deal_damage,
    destroy,
    discard_one_from_hand,
    discard_top_n,
    do,
    haunted_me,
    if_,
    in_discard_piles,
    in_my_zone,
    purge_chosen,
    put_into_play_from_discard,
    reaction,
    ready,
    repeat,
    scrap,
    seq,
    shuffle_into_owners_deck,
    static,
)
from aember.engine.state import DISCARD

card("Ghoul-keeping", "AS",
     text="Enhance [geistoid][geistoid].\nPlay: Ready one of your Geistoid creatures.",
     play=ready(FRIENDLY_CREATURE.where(lambda g, x, c: g.belongs_to(x, "geistoid"),
                                        "Choose a friendly Geistoid creature to ready")))


def _opponent_keys(g, c):
    return len(g.players[1 - c["me"]].keys)


card("A Ghost in the Sun", "AS",
     text="Play: Once per key your opponent has forged, take a creature from your discard pile and put it into play.",
     play=repeat(_opponent_keys,
                 seq(choose("found", in_my_zone(DISCARD, lambda g, x: g.cards[x].defn.type == "creature",
                                                "Choose a creature in your discard pile to put into play")),
                     put_into_play_from_discard("found"))))


def _destabilize(g, c):
    host = g.cards[c["src"]].host
    if host < 0 or not g.in_play(host):
        return
    g.capture(host, 1)
    n = g.cards[host].amber
    if n:
        g.lose(g.cards[host].controller, n)


def _end_of_hosts_controllers_turn(g, src, ev, le):
    host = g.cards[src].host
    return host >= 0 and g.in_play(host) and ev["player"] == g.cards[host].controller


card("Atomic Destabilizer", "AS",
     text='This creature gains "When your turn ends, this creature captures 1Æ; then you lose 1Æ per Æ on this '
          'creature."',
     reactions=[reaction("turn_end", _end_of_hosts_controllers_turn, do(_destabilize, "capture, then lose"))])


def _not_my_turn(g, c):
    return g.active != c["me"]


card("Titan Apparition", "AS",
     text="Taunt.\nDestroyed: During your opponent's turn, they discard the top 5 cards of their deck; during your own "
          "turn, you discard the top 5 cards of yours.",
     destroyed=if_(_not_my_turn, discard_top_n(5, whose="opponent"), discard_top_n(5)))

card("All Hands on Deck", "AS",
     text="Play: Destroy a creature if you are haunted; if you are not, deal 3D to a creature.",
     play=if_(haunted_me, destroy(A_CREATURE), deal_damage(A_CREATURE, 3)))

card("Colonel Slime", "AS",
     text="Enhance [geistoid].\nScrap: One of your creatures captures 1Æ.",
     reactions=[scrap(capture(1, by=FRIENDLY_CREATURE))])

card("Haunting Deck", "AS",
     text="Enhance [discard][discard].\nPlay: When you are haunted, pick a card in any discard pile and purge it.",
     play=if_(haunted_me, purge_chosen(in_discard_piles(prompt="Choose a card in a discard pile to purge"))))


def _amber_on_friendly_creatures(g, src, p, le):
    return sum(g.cards[x].amber for x in g.players[g.cards[src].controller].battleline)


card("Parabyte", "AS",
     text="Each key your opponent forges costs +1Æ per Æ on your creatures.\n"
          "Play/After Reap: One of your creatures captures 1Æ.",
     statics=[static("key_cost", lambda g, src, p, le: p != g.cards[src].controller, _amber_on_friendly_creatures)],
     play=capture(1, by=FRIENDLY_CREATURE),
     reap=capture(1, by=FRIENDLY_CREATURE))

_STRATOWISE = seq(discard_one_from_hand(), if_(haunted_me, capture(1)))

card("Stratowise", "AS",
     text="After Fight/After Reap: Discard a card from your hand. Then, if you are haunted, Stratowise captures 1Æ.",
     fight=_STRATOWISE,
     reap=_STRATOWISE)


def _discard_or_own_purged(g, c):
    pl = g.players[c["me"]]
    return list(pl.discard) + [x for x in pl.purged if g.cards[x].owner == c["me"]]


card("Summoned Counsel", "AS",
     text="After Reap: Pick a card from your discard pile, or a purged card that is yours, and shuffle it into your "
          "deck.",
     reap=seq(choose("t", Target(_discard_or_own_purged,
                                 "Choose a card in your discard pile or a purged card you own")),
              shuffle_into_owners_deck("t")))

card("Wellstring", "AS",
     text="Enhance [capture][capture].\nAfter Fight/After Reap: Pick any creature and deal 3D to it.",
     fight=deal_damage(A_CREATURE, 3),
     reap=deal_damage(A_CREATURE, 3))

"""Æmber Skies — Ekwidon."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    archive_chosen,
    artifacts,
    capture,
    choose,
    choose_house,
    creatures,
    destroy,
    destroyed_any,
    if_,
    may_choose,
    move_one_amber,
    opponent_discards_random_until_house,
    owners_archive_random_from_hand,
    refill_hand,
    seq,
    static,
)

card("Cogg Miller", "AS",
     text="After Fight: You may destroy an artifact. If it is destroyed, the player who owns it archives a card at "
          "random from their hand.",
     fight=seq(may_choose("Destroy an artifact?", artifacts(prompt="Choose an artifact to destroy"), destroy("t")),
               if_(destroyed_any(), owners_archive_random_from_hand())))

card("High Street Churn", "AS",
     text="Play: Name one of the houses on your opponent's identity card. Your opponent keeps discarding cards at "
          "random from their hand until one of that house is discarded or the hand is empty. Then they draw up to "
          "their hand size as in their \"draw cards\" step.",
     play=seq(choose_house("house", lambda g, c: list(g.players[1 - c["me"]].houses),
                           "Choose a house on your opponent's identity card"),
              opponent_discards_random_until_house("house"),
              refill_hand("opponent")))


def _amber_on_self(g, src, p, le):
    return g.cards[src].amber


card("Ace Jonavan", "AS",
     text="Every key costs +1Æ per Æ on Ace Jonavan.\nPlay: Capture 1Æ.",
     statics=[static("key_cost", lambda g, src, p, le: True, _amber_on_self)],
     play=capture(1))

_DISTRIBUTE = move_one_amber(A_CREATURE, A_CREATURE)

card("Distributor Janŏŏnt", "AS",
     text="Enhance [capture][capture].\nAfter Fight/After Reap: Take 1Æ off a creature and put it on a different "
          "creature.",
     fight=_DISTRIBUTE,
     reap=_DISTRIBUTE)

card("Hoist Operations", "AS",
     text="Play: Choose a creature; it goes into the archives of the player who owns it.",
     play=seq(choose("t", creatures(prompt="Choose a creature to put into its owner's archives")), archive_chosen("t")))

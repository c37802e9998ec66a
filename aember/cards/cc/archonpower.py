"""Crucible Clash — archon powers (one per deck, outside the 36; in force all game: LATER-MECHANICS §8)."""

from aember.cards.define import card
from aember.engine.effects import (
    archive_chosen,
    at_setup,
    extra_keys_to_win,
    my_key_cost,
    no_mulligan,
    search,
    seq,
    shuffle_my_deck,
)

card("Overcharged", "CC",
     text="You take no mulligan at setup. Once your opening hand is drawn, find any 3 cards in your deck, show them "
          "and archive them (then shuffle your deck).",
     statics=[no_mulligan()],
     reactions=[at_setup("after_hands", seq(
         search(lambda g, x: True, zones=("deck",), count=3, key="found",
                prompt="Overcharged: choose 3 cards of your deck to archive"),
         archive_chosen("found"),
         shuffle_my_deck()))])

card("Tinkerer", "CC",
     text="Each of your keys costs 2Æ less, but you need a fourth key to win.",
     statics=[my_key_cost(-2), extra_keys_to_win(1)])

"""Grim Reminders — Sanctum."""

from aember.cards.define import card
from aember.engine.effects import archive_self_if_haunted, seq, top_of_discard_to_hand

card("Duma the Returned", "GR",
     text="Destroyed: Put the top 3 cards of your discard pile back into your hand. Then, if you are haunted, "
          "archive Duma the Returned.",
     destroyed=seq(top_of_discard_to_hand(3), archive_self_if_haunted()))

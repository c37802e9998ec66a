"""Winds of Exchange — anomalies (no house of their own: each copy belongs to the house of its deck)."""

from aember.cards.define import card
from aember.engine.effects import (
    forge_then_purge_self,
    play_top_of_deck_as_if_in_hand,
    purge_top_of_discard_at_my_turn_end,
    top_of_deck_revealed,
)


def _ecto_cost(g, c) -> int:
    return max(6, g.key_cost(c["me"]) + 20 - len(g.players[c["me"]].discard))


card("Ecto-Charge", "WoE",
     text=("Play: Forge a key for 20Æ more than the current cost, less 1Æ per card in your discard pile (never "
           "below 6Æ). If a key is forged this way, purge Ecto-Charge."),
     play=forge_then_purge_self(_ecto_cost))

card("Near-Future Lens", "WoE",
     text=("The top card of your deck is kept faceup for both players to see.\nOmni: Play the top card of your "
           "deck, treating it as a card of the active house in your hand."),
     statics=[top_of_deck_revealed()],
     omnis=[play_top_of_deck_as_if_in_hand()])

card("Curse of Forgetfulness", "WoE",
     text="Treachery.\nAt the end of each of your turns, purge the card on top of your discard pile.",
     reactions=[purge_top_of_discard_at_my_turn_end()])

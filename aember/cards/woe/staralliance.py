"""Winds of Exchange — Star Alliance."""

from aember.cards.define import card
from aember.engine.effects import do


def _flip_tokens_faceup(g, c):
    # each token creature, in setup order of the battlelines; a non-creature card flipped faceup is discarded
    for x in [x for x in g.creatures() if g.cards[x].is_token_creature]:
        g.flip(x)


card("Temporal Purge", "WoE",
     text=("Play: Turn every token creature faceup. Every card turned this way that is not a creature goes to its "
           "owner's discard pile."),
     play=do(_flip_tokens_faceup, "flip tokens faceup"))

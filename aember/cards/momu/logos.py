"""More Mutation — Logos."""

from aember.cards.define import card
from aember.engine.effects import archive_chosen, archive_top, search, seq, shuffle_discard_into_deck

_saber = seq(search(lambda g, x: True, count=1, prompt="Search your deck and discard pile for a card"),
             archive_chosen("found", holder="me", put=True), shuffle_discard_into_deck("me", searched=True))
card("Horizon Saber", "MoMu",
     gigantic="Horizon Saber",
     text=("(Gigantic: played only together with its other half.)\n"
           "Play/After Fight/After Reap: Look through your deck and your discard pile for any one card, show it and "
           "archive it. Then shuffle your discard pile into your deck."),
     play=_saber, fight=_saber, reap=_saber)

card("Graphton", "MoMu",
     text="After Reap: The top card of your deck goes into your archives.",
     reap=archive_top(1))

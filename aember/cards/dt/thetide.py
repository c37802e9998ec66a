"""Dark Tidings — the Tide reference card (pseudo-house `thetide`, 001:2740 ff.).

Not one of a deck's 36 cards: it shows which player the tide is high for. Its Omni ability is granted by the
rules to the active player (the main-step answer `("raise_tide",)`, `rules.py`; `Game.raise_tide`), and the tide
is in the game when either deck comes with the card (every Dark Tidings deck) or has a card that refers to the
tide (`setup.uses_tide`). The declaration gives the card its facts and text; it has no abilities of its own.
"""

from aember.cards.define import card

card("The Tide", "DT",
     text="High Tide: the tide is high for you. Low Tide: the tide is low for you.\nOmni: Raise the tide. Gain 3 "
          "chains. (A rule of the game: the active player may use it any number of times a turn, exhausting "
          "nothing, whenever the tide is not already high for them.)")

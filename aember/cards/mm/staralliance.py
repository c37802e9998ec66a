"""Mass Mutation — Star Alliance."""

from aember.cards.define import card
from aember.engine.effects import do, seq
from aember.engine.steps import Choose


def _survey(g, c):
    for x in c.get("t") or []:
        g.say(f"{g.pname(c['me'])} discards {g.cname(x)}")
        g.move(x, "discard")


card("Survey", "MM", "316", "staralliance", "action", rarity="Common", icons=("amber",),
     text="Enhance [draw].\nPlay: Look at the top 2 cards of your deck. Discard 1 of them.",
     play=seq(Choose("t", lambda g, c: g.players[c["me"]].deck[:2], 1, False, "Choose a card to discard"),
              do(_survey)))

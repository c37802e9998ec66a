"""Mass Mutation — Star Alliance."""

from aember.cards.define import card
from aember.engine.effects import choose, do, in_my_zone, seq
from aember.engine.rules import resolve_bonus_icons
from aember.engine.steps import Choose


def _survey(g, c):
    for x in c.get("t") or []:
        g.say(f"{g.pname(c['me'])} discards {g.cname(x)}")
        g.move(x, "discard")


card("Survey", "MM",
     text="Enhance [draw].\nPlay: Look at your deck's top 2 cards and discard one of the two.",
     play=seq(Choose("t", lambda g, c: g.players[c["me"]].deck[:2], 1, False, "Choose a card to discard"),
              do(_survey)))


def _reveal_and_resolve(g, c):
    for x in c.get("t") or []:
        g.say(f"{g.pname(c['me'])} reveals {g.cname(x)}")
        resolve_bonus_icons(g, x, c["me"])


card("Ensign El-Samra", "MM",
     text=("Enhance [draw][draw][draw].\nAction: Show one card from your hand and resolve its bonus icons as though "
           "you had played that card."),
     actions=[seq(choose("t", in_my_zone("hand", prompt="Choose a card to reveal")),
                  do(_reveal_and_resolve, "reveal and resolve icons"))])

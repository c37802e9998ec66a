"""Mass Mutation — Logos."""

from aember.cards.define import card
from aember.engine.effects import choose, creatures, did, do, if_, in_my_zone, lasting, seq, static
from aember.engine.rules import resolve_bonus_icons
from aember.engine.state import DISCARD, PURGED

card("Fission Bloom", "MM",
     text="Enhance [draw].\nAction: The next time you play a card this turn, resolve each of its bonus icons an "
          "additional time.",
     actions=[lasting(static("icon_repeat"))])


def _archive_top_5(g, c):
    for x in g.players[c["me"]].deck[:5]:
        g.archive(x, c["me"])


def _discard_archived(g, c):
    c["did"] = False
    for x in c.get("arch") or []:
        g.say(f"{g.pname(c['me'])} discards {g.cname(x)} from their archives")
        g.move(x, DISCARD)
        c["did"] = g.cards[x].zone == DISCARD


def _purge_and_resolve_icons(g, c):
    for x in c.get("p") or []:
        face = g.face(x)
        if g.leave_play_to(x, PURGED):
            g.say(f"{face.title} is purged")
        # "… and resolve each of its bonus icons as if you had played it": this counts as playing it for
        # "the next time you play a card" effects (Fission Bloom), per the FAQ.
        resolve_bonus_icons(g, x, c["me"], face)


_gravitron_use = seq(
    choose("arch", in_my_zone("archives", prompt="Choose a card in your archives to discard")),
    do(_discard_archived, "discard from archives"),
    if_(did(), seq(choose("p", creatures(prompt="Choose a creature to purge")),
                   do(_purge_and_resolve_icons, "purge and resolve icons"))))

card("Ultra Gravitron", "MM",
     gigantic="Ultra Gravitron",
     text="(Gigantic: played only together with its other half.)\nPlay: Archive the top 5 cards of your deck.\n"
          "After Fight/After Reap: Discard a card from your archives. If you do, purge a creature and resolve "
          "each of its bonus icons as if you had played it.",
     play=do(_archive_top_5, "archive top 5"),
     fight=_gravitron_use, reap=_gravitron_use)

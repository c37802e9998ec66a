"""Worlds Collide — Logos."""

from aember.cards.define import card
from aember.engine.effects import archive_from_hand, do, draw, gain, if_, reaction, seq, static
from aember.engine.state import BATTLELINE


def _controls(title):
    return lambda g, c: any(g.cname(x) == title for x in g.players[c["me"]].battleline)


def _archive_partner(partner):
    def fn(g, c):
        for x in list(g.players[c["me"]].discard):
            if g.cards[x].defn.title == partner:
                g.archive(x, c["me"])
                if g.in_play(c["src"]):
                    g.archive(c["src"])
                return
    return do(fn, "archive partner")


card("Code Monkey", "WC",
     text="Deploy.\nPlay: Archive each neighboring creature. If those creatures share a house, gain 2Æ.",
     play=seq(do(lambda g, c: c.__setitem__("houses", [g.house_of(x) for x in g.neighbors(c["src"])])),
              do(lambda g, c: [g.archive(x) for x in g.neighbors(c["src"])]),
              if_(lambda g, c: len(c["houses"]) == 2 and c["houses"][0] == c["houses"][1], gain(2))))


def _host_of(g, src):
    return g.cards[src].host


card("Discombobulator", "WC",
     text="This creature gains \"Your Æ cannot be stolen.\"",
     statics=[static("no_steal", lambda g, src, p, le: g.cards[_host_of(g, src)].zone == BATTLELINE
                     and g.cards[_host_of(g, src)].controller == p)])

card("Academy Training", "WC",
     text="While you control this creature, it belongs to house Logos instead of its own.\n"
          "This creature gains \"After Reap: Draw a card.\"",
     statics=[static("house", lambda g, src, cid, le: cid == g.cards[src].host
                     and g.cards[cid].controller == g.cards[src].controller, "logos")],
     reactions=[reaction("reaped", lambda g, src, ev, le: ev["card"] == g.cards[src].host,
                         do(lambda g, c: g.draw(c["ev"]["player"], 1)))])

card("Hyde", "WC",
     text="After Reap: Draw a card. If you control Velum, draw 2 cards instead.\n"
          "Destroyed: Archive Velum from your discard pile. If you do, archive Hyde.",
     reap=if_(_controls("Velum"), draw(2), draw(1)),
     destroyed=_archive_partner("Velum"))

card("Mimic Gel", "WC",
     text="Mimic Gel cannot be played unless there is another creature in play.\n"
          "Mimic Gel enters play as a copy of another creature in play, except it belongs to house Logos.",
     statics=[static("play_if", value=lambda g, p: bool(g.creatures())),
              static("enters_as_copy", value=lambda g, cid: [x for x in g.creatures() if x != cid])])

card("Velum", "WC",
     text="After Reap: Archive a card. If you control Hyde, archive 2 cards instead.\n"
          "Destroyed: Archive Hyde from your discard pile. If you do, archive Velum.",
     reap=if_(_controls("Hyde"), archive_from_hand(2), archive_from_hand(1)),
     destroyed=_archive_partner("Hyde"))

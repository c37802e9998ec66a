"""Age of Ascension — Logos."""

from aember.cards.define import card
from aember.engine.effects import (
    archive_from_hand,
    did,
    do,
    forge_key,
    gain,
    if_,
    play_card_under_self,
    put_card_from_hand_under_self,
    reaction,
    seq,
    static,
)


def _archive_random(n):
    def fn(g, c):
        hand = g.players[c["me"]].hand
        for _ in range(n):
            if not hand:
                return
            g.archive(hand[g.rng.below(len(hand))], c["me"])
    return do(fn, "archive random")


card("Archimedes", "AoA",
     text="Elusive.\nEach of Archimedes's neighbors gains \"Destroyed: Archive this creature.\"",
     statics=[static("grant_destroyed", lambda g, src, cid, le: cid in g.neighbors(src),
                     do(lambda g, c: g.archive(c["src"]) if g.in_play(c["src"]) else None))])



card("Titan Librarian", "AoA",
     text="At the end of your turn, if Titan Librarian is not on a flank, archive a card.",
     reactions=[reaction("turn_end", lambda g, src, ev, le: ev["player"] == g.cards[src].controller
                         and not g.is_flank(src), archive_from_hand(1))])

card("Eureka!", "AoA",
     text="Alpha.\nPlay: Gain 2Æ. Archive 2 random cards from your hand.",
     play=seq(gain(2), _archive_random(2)))


def _archive_under(g, c):
    for x in g.beneath(c["src"]):
        g.archive(x)


card("Jargogle", "AoA",
     text="Elusive.\nPlay: Put a card from your hand facedown under Jargogle.\n"
          "Destroyed: If it is your turn, play the card under Jargogle; otherwise, archive that card.",
     play=put_card_from_hand_under_self(),
     destroyed=if_(lambda g, c: g.active == c["me"], play_card_under_self(), do(_archive_under, "archive")))


def _redacted(g, c):
    src = c["src"]
    if not g.in_play(src):
        return
    g.cards[src].amber += 1
    g.say(f"1Æ is placed on {g.cname(src)}")
    c["full"] = g.cards[src].amber >= 4
    if c["full"]:
        g.destroy([src], sacrifice=True)


card("[REDACTED]", "AoA",
     text="After you choose Logos as your active house, put 1Æ from the common supply on [REDACTED]. When there "
          "are 4Æ or more on [REDACTED], destroy it and forge a key at no cost.",
     reactions=[reaction("house_chosen", lambda g, src, ev, le: ev["player"] == g.cards[src].controller
                         and ev["house"] == "logos", seq(do(_redacted), if_(did("full"), forge_key(0))))])

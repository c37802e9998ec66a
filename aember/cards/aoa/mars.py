"""Age of Ascension — Mars."""

from aember.cards.define import card
from aember.engine.effects import A_CREATURE, archive_from_hand, if_, seq, stun
from aember.engine.state import BATTLELINE
from aember.engine.steps import Do, May


def _any_archives(g, c):
    return bool(g.players[0].archives or g.players[1].archives)



def _purge_archived(g, c):
    me = c["me"]
    mine = g.players[me].archives
    theirs = g.players[1 - me].archives
    pool = mine if mine else theirs
    if not pool:
        return
    x = pool[g.rng.below(len(pool))] if pool is theirs else pool[0]
    c["purged"] = g.purge(x)


card("Yzphyz Knowdrone", "AoA",
     text="Play: Archive a card. You may purge an archived card. If you do, stun a creature.",
     play=seq(archive_from_hand(1),
              May("Purge an archived card?", seq(Do(_purge_archived), if_(lambda g, c: c.get("purged"),
                                                                           stun(A_CREATURE))),
                  possible=_any_archives)))


def _collect_fought(g, c):
    for x in c.get("target") or []:
        if g.cards[x].zone == BATTLELINE and not g.cards[x].tagged:     # both creatures survived
            g.say(f"{g.pname(c['me'])} puts {g.cname(x)} into their archives")
            g.archive(x, c["me"])


card("Collector Worm", "AoA",
     text="After Fight: Put the creature Collector Worm fights into your archives. (Both creatures must survive "
          "the fight.) If that creature leaves your archives, put it in its owner's hand instead.",
     fight=Do(_collect_fought, "put into archives"))

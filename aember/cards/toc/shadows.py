"""Tokens of Change — Shadows."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    FRIENDLY_CREATURE,
    archive_self,
    deal_damage,
    destroyed_this_way,
    did,
    do,
    forge_free,
    friendly_tokens,
    if_,
    make_tokens,
    make_tokens_then,
    neighbor_destroyed,
    not_tagged,
    purge_self,
    put_on_bottom_of_deck,
    reaction,
    ready,
    seq,
    static,
    steal,
    stole_this_turn,
    titled,
)
from aember.engine.state import BATTLELINE
from aember.engine.steps import Choose

_STOOGE = titled("Stooge")


def _friendly_stooges(g, c):
    return [x for x in g.players[c["me"]].battleline if _STOOGE(g, x)]


def _stooge_cannot_reap(g, src, cid, le):
    cd = g.cards[cid]
    return cd.zone == BATTLELINE and cd.controller == g.cards[src].controller and _STOOGE(g, cid)


def _destroy_chosen(key):
    return do(lambda g, c: c.__setitem__("destroyed", g.destroy([x for x in c.get(key) or [] if g.in_play(x)])),
              "destroy")


def _on_flank(g, c):
    return g.in_play(c["src"]) and g.is_flank(c["src"])


card("The Long Con", "ToC",
     text=("Friendly Stooges cannot reap.\nAction: Make a Stooge, then destroy as many friendly Stooges as you like. "
           "If at least 6 Stooges are destroyed so, forge a key for free and purge The Long Con."),
     statics=[static("cannot_reap", _stooge_cannot_reap)],
     actions=[seq(make_tokens(1, named="Stooge"),
                  Choose("stooges", not_tagged(_friendly_stooges), 99, True,
                         "Choose any number of friendly Stooges to destroy"),
                  _destroy_chosen("stooges"),
                  if_(lambda g, c: len(destroyed_this_way()(g, c)) >= 6, seq(forge_free(), purge_self())))])

card("Big Sal", "ToC",
     text="Taunt.\nPlay: Two token creatures are made.",
     play=make_tokens(2))

card("Kymoor Outpost", "ToC",
     text=("Action: A friendly creature goes to the bottom of its owner's deck. If it does, steal 1Æ, then make a "
           "token creature."),
     actions=[seq(put_on_bottom_of_deck(FRIENDLY_CREATURE),
                  if_(did("bottomed"), seq(steal(1), make_tokens(1))))])

card("Rich Score", "ToC",
     text=("Play: Make a token creature, then steal half as much Æ as you have token creatures in play, rounding "
           "up."),
     play=seq(make_tokens(1), steal(lambda g, c: (friendly_tokens(g, c) + 1) // 2)))

card("Cover Operation", "ToC",
     text="Play: A token creature is made and readied.",
     play=make_tokens_then(1, lambda g, c, made: [g.ready(x) for x in made], "ready it"))

card("Lurking Hob", "ToC",
     text="Enhanced with two [amber] icons and one [damage] icon.\nAfter Reap: One token creature is made.",
     reap=make_tokens(1))

card("Slipshot", "ToC",
     text="Each time one of Slipshot's neighbors is destroyed, ready Slipshot.\nPlay: Make a token creature.",
     reactions=[reaction("destroyed", neighbor_destroyed, do(lambda g, c: g.ready(c["src"]), "ready self"))],
     play=make_tokens(1))

card("Sneaky Feats", "ToC",
     text="Play: Make a token creature. Archive Sneaky Feats if you have stolen any Æ this turn.",
     play=seq(make_tokens(1), if_(stole_this_turn, archive_self())))


# --- the token creatures of Shadows decks ---

card("Stooge", "ToC",
     text="Action: Make a token creature if Stooge is on a flank.",
     actions=[if_(_on_flank, make_tokens(1))])

card("Cleaner", "ToC",
     text="Action: A creature takes 3D.",
     actions=[deal_damage(A_CREATURE, 3)])

card("Prowler", "ToC",
     text="After Reap: Steal 1Æ if your opponent's pool holds more Æ than yours.",
     reap=if_(lambda g, c: g.players[1 - c["me"]].amber > g.players[c["me"]].amber, steal(1)))

card("Yardbird", "ToC",
     text="Elusive.\nBefore Fight: Ready a Yardbird other than this one.",
     before_fight=ready(A_CREATURE.where(lambda g, x, c: x != c["src"] and titled("Yardbird")(g, x),
                                         "Choose another Yardbird to ready")))

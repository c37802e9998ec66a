"""Age of Ascension — Untamed."""

from aember.cards.define import card
from aember.engine.effects import (
    do,
    in_my_zone,
    move_from_zone_to_hand,
    static,
)


def _from_discard():
    return move_from_zone_to_hand(in_my_zone("discard", prompt="Choose a card in your discard pile"))


card("Duskwitch", "AoA",
     text="Omega. Elusive.\nCreatures you control enter play ready.",
     statics=[static("enters_ready", lambda g, src, cid, le: g.cards[cid].controller == g.cards[src].controller)])

card("Glimmer", "AoA",
     text="Alpha.\nPlay: Put a card from your discard pile into your hand.",
     play=_from_discard())


def _tantadlin_archives(g, c):
    arch = g.players[1 - c["me"]].archives
    if arch:
        x = arch[g.rng.below(len(arch))]
        g.say(f"{g.cname(x)} is discarded from {g.pname(1 - c['me'])}'s archives")
        g.move(x, "discard")


card("Tantadlin", "AoA",
     text="Tantadlin deals only 2D when it fights.\nAfter Fight: Discard a random card from your opponent's "
          "archives.",
     statics=[static("fight_damage_fixed", lambda g, src, cid, le: cid == src, 2)],
     fight=do(_tantadlin_archives, "discard from archives"))

card("Gravid Cycle", "AoA",
     text="Omega.\nPlay: Put a card from your discard pile into your hand.",
     play=_from_discard())

card("Po’s Pixies", "AoA",
     text="Elusive.\nIf Æ would be stolen or captured from your pool, it comes from the common supply instead.",
     statics=[static("supply_instead", lambda g, src, p, le: p == g.cards[src].controller)])

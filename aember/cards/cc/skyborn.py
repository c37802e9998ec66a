"""Crucible Clash — Skyborn."""

from aember.cards.define import card
from aember.engine.effects import (
    FRIENDLY_CREATURE,
    archive_each_friendly_from_play,
    choose,
    chosen_gains_reaction_for_turn,
    granted_use_ability,
    host_only,
    in_my_zone,
    play_chosen,
    ready_and_fight,
    return_self_to_hand,
    self_only,
    seq,
    static,
    steal,
    stop_forge_and_purge_self,
    while_my_key_forged,
)


def _skyborn(g, x) -> bool:
    return g.belongs_to(x, "skyborn")


card("Curse of Forgery", "CC",
     text="Treachery. (It comes into play under the control of your opponent.)\nWhen you are about to forge a key, "
          "purge Curse of Forgery instead; that key is not forged and no Æmber is paid.",
     statics=[static("would_forge", lambda g, src, p, le: p == g.cards[src].controller, stop_forge_and_purge_self())])

card("Long Way Home", "CC",
     text="Play: Every Skyborn creature you control leaves play and goes to the archives of the player who owns it.",
     play=archive_each_friendly_from_play(_skyborn))

card("Endurance", "CC",
     text="Enhance [skyborn].\nThe Skyborn neighbors of Endurance each have \"After Reap: Ready this creature and "
          "fight with it.\"",
     reactions=granted_use_ability(("reaped",), lambda g, src, cid: cid in g.neighbors(src) and _skyborn(g, cid),
                                   ready_and_fight("user")))


def _my_key(colour: str):
    return while_my_key_forged(colour, self_only())


card("Sir Lorcas", "CC",
     text="Sir Lorcas has skirmish while your red key is forged, elusive while your yellow key is forged and taunt "
          "while your blue key is forged.",
     statics=[static("keyword", _my_key("red"), ("skirmish", 1)),
              static("keyword", _my_key("yellow"), ("elusive", 1)),
              static("keyword", _my_key("blue"), ("taunt", 1))])

card("Heart of Steel", "CC",
     text="Play: Choose a Skyborn creature in your discard pile and play it.",
     play=seq(choose("p", in_my_zone("discard", lambda g, x: g.cards[x].defn.type == "creature" and _skyborn(g, x),
                                     "Choose a Skyborn creature in your discard pile")),
              play_chosen("p", "discard")))

card("Journey Onward", "CC",
     text="Play: Choose one of your Skyborn creatures. Until the end of the turn it has \"After Fight: Steal 1Æ.\" It "
          "then readies and fights.",
     play=seq(choose("t", FRIENDLY_CREATURE.where(lambda g, x, c: _skyborn(g, x),
                                                  "Choose a friendly Skyborn creature")),
              chosen_gains_reaction_for_turn("t", "fought", steal(1)),
              ready_and_fight("t")))

card("Ripper Jack", "CC",
     text="Play: Steal 1Æ.\nAfter Fight: Ripper Jack goes back to its owner's hand.",
     play=steal(1),
     fight=return_self_to_hand())

card("Wheel of Fire", "CC",
     text="Assault 2, hazardous 2 and splash-attack 2 are keywords of this creature.",
     statics=[static("keyword", host_only(), (kw, 2)) for kw in ("assault", "hazardous", "splash-attack")])

"""Æmber Skies — the monster creatures S01–S23, whose house varies (LATER-MECHANICS §10): like the anomalies, the
database gives them no house (`house: null, house_varies: true`) and each copy belongs to the house the deck list puts
it in (`Game.house_of` reads the copy's house; deck check accepts them in any of the deck's houses, no maverick)."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    add_power_counters,
    capture,
    capture_from_any_players,
    destroy,
    do,
    draw,
    exalt,
    exalt_each,
    first_creature_played,
    forge_colour,
    gain,
    granted_use_ability,
    if_,
    most_powerful,
    move_amber_to_pool,
    move_in_battleline,
    my_amber,
    reaction,
    remove_power_counters,
    self_as,
    seq,
    static,
    steal,
)


def _mine(g, src, cid, le=None) -> bool:
    return g.cards[cid].controller == g.cards[src].controller


def _my_turn(g, src, ev, le) -> bool:
    return ev["player"] == g.cards[src].controller


card("Falcron", "AS",
     text="The creatures next to Falcron have \"After Reap: Steal 1Æ.\"",
     reactions=granted_use_ability(("reaped",), lambda g, src, cid: cid in g.neighbors(src), steal(1)))

card("Akugyo", "AS",
     text=("Any Æ that would go to your opponent's pool is captured by Akugyo in its place.\nAfter Fight: Take 2Æ off "
           "Akugyo into your pool."),
     statics=[static("capture_instead", lambda g, src, p, le: p != g.cards[src].controller)],
     fight=seq(self_as("me_"), move_amber_to_pool("me_", 2)))

card("Alien Puffer", "AS",
     text="Hazardous 3.\nDestroyed: You gain 2Æ.",
     destroyed=gain(2))

card("Anvil Crawler", "AS",
     text="In their \"draw cards\" step, every player draws up to one card more than usual.",
     statics=[static("hand_size", lambda g, src, p, le: True, 1)])


def _beehemoth_reap(g, c) -> None:
    n = sum(remove_power_counters(g, x) for x in g.neighbors(c["src"]))
    if n:
        g.gain(c["me"], n)


card("Beehemoth", "AS",
     text=("Poison.\nAt the start of your turn, put a +1 power counter on a creature.\nAfter Reap: Put Beehemoth "
           "anywhere in your battleline, then take every +1 power counter off the creatures next to it; gain 1Æ "
           "per counter taken."),
     reactions=[reaction("turn_start", _my_turn, add_power_counters(A_CREATURE, 1))],
     reap=seq(self_as("me_"), move_in_battleline("me_"), do(_beehemoth_reap, "remove counters")))

for _colour, _title in (("blue", "Blue Æmberdrake"), ("red", "Red Æmberdrake"), ("yellow", "Yellow Æmberdrake")):
    card(_title, "AS",
         text=f"Destroyed: You gain 4Æ, then forge your {_colour} key, paying its current cost.",
         destroyed=seq(gain(4), forge_colour(_colour)))

card("Colossipede", "AS",
     text=("Your creatures with Æ on them have \"After Fight: Move all the Æ on this creature to your pool.\"\nPlay: "
           "Every creature is exalted."),
     reactions=granted_use_ability(("fought",), lambda g, src, cid: _mine(g, src, cid) and g.cards[cid].amber > 0,
                                   move_amber_to_pool("user", None)),
     play=exalt_each(lambda g, x: True))

card("Grinder Swarm", "AS",
     text="Grinder Swarm has +1 power per creature in play.\nAfter Fight: Capture 2Æ.",
     statics=[static("power", lambda g, src, cid, le: cid == src, lambda g, src, cid, le: len(g.creatures()))],
     fight=capture(2))


def _wyvern_check(g, c) -> None:
    if g.in_play(c["src"]) and g.cards[c["src"]].amber < 6:
        g.destroy([c["src"]])


card("Grizzled Wyvern", "AS",
     text=("Play: Grizzled Wyvern captures 6Æ, split as you like between the two players' pools. Then it is destroyed "
           "unless it holds at least 6Æ."),
     play=seq(capture_from_any_players(6), do(_wyvern_check, "destroy unless 6")))

card("Hungry Hippogriff", "AS",
     text=("Enhance [capture][capture][capture][capture][capture].\nYour other creatures have \"Destroyed: Move all "
           "the Æ on this creature to your pool.\""),
     statics=[static("grant_destroyed", lambda g, src, cid, le: cid != src and _mine(g, src, cid),
                     seq(self_as("me_"), move_amber_to_pool("me_", None)))])

card("Icarus 2.0", "AS",
     text="Your creatures have \"Action: Draw a card.\"",
     statics=[static("grant_action", lambda g, src, cid, le: _mine(g, src, cid) and g.is_creature(cid), draw(1))])

card("Impzilla", "AS",
     text="Skirmish.\nAfter Fight: The enemy creature with the most power is destroyed.",
     fight=seq(most_powerful("mp", ENEMY_CREATURE), destroy("mp")))

card("Lancet", "AS",
     text="Your creatures have \"After Fight: Capture 1Æ.\"",
     reactions=granted_use_ability(("fought",), _mine, capture(1, "user")))

card("Malifi Dragon", "AS",
     text="At the end of your turn, gain 2Æ if your pool holds 4Æ or less.",
     reactions=[reaction("turn_end", _my_turn, if_(lambda g, c: my_amber(g, c) <= 4, gain(2)))])

card("Naja", "AS",
     text="After Reap: You gain 3Æ.",
     reap=gain(3))

card("Rorqual", "AS",
     text=("Rorqual has +1 power per Æ on it.\nAfter Fight/After Reap: Rorqual is exalted.\nAction: Take all the Æ "
           "off Rorqual into your pool."),
     statics=[static("power", lambda g, src, cid, le: cid == src, lambda g, src, cid, le: g.cards[src].amber)],
     fight=exalt(),
     reap=exalt(),
     actions=[seq(self_as("me_"), move_amber_to_pool("me_", None))])

card("Sentient Cloud", "AS",
     text="Whichever of your creatures has the highest power (all of them, if tied) has \"After Fight: Gain 2Æ.\"",
     reactions=granted_use_ability(
         ("fought",),
         lambda g, src, cid: _mine(g, src, cid) and g.is_creature(cid)
         and g.power(cid) == max(g.power(x) for x in g.creatures(g.cards[src].controller)),
         gain(2)))


def _first_creature_played(g, src, cid, le) -> bool:
    # the first creature its controller plays, wherever it enters: a treachery creature played goes to the
    # opponent's battleline, ready (LATER-MECHANICS §1 rule 2: it is a card the active player played); plays are
    # counted as for Speed Sigil (one returned to hand and played again is the second)
    return first_creature_played(g, cid, g.cards[src].controller)


card("Titanarpon", "AS",
     text="Elusive.\nEach turn, the first creature you play comes into play ready.",
     statics=[static("enters_ready", _first_creature_played)])

card("Tyrannus Aquilae", "AS",
     text="At the end of every turn, Tyrannus Aquilae captures 1Æ.\nAfter Fight: Take 1Æ off Tyrannus Aquilae into "
          "your pool.",
     reactions=[reaction("turn_end", lambda g, src, ev, le: True, capture(1))],
     fight=seq(self_as("me_"), move_amber_to_pool("me_", 1)))

card("Volax", "AS",
     text="Destroyed: You gain as much Æ as your pool holds.",
     destroyed=gain(my_amber))

_SCREEYAN = static("cannot_choose_house", lambda g, src, p, le: p != le["me"], lambda g, src, le: le["house"])


def _screeyan(g, c) -> None:
    opp = 1 - c["me"]
    for x in g.discard_top(opp, 1, by=opp):     # "your opponent discards the top card of their deck"
        # every house the card belongs to (a house icon adds one: LATER-MECHANICS, house icons)
        g.add_lasting(_SCREEYAN, c["src"], c["me"], "next_turn", house=tuple(g.houses_of(x)))


card("Screeyan", "AS",
     text=("At the end of your turn, your opponent discards their top card, and on their next turn cannot choose "
           "that card's house in their \"choose a house\" step."),
     reactions=[reaction("turn_end", _my_turn, do(_screeyan, "discard top, forbid house"))])

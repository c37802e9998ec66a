"""Crucible Clash — archon powers (one per deck, outside the 36; in force all game: LATER-MECHANICS §8)."""

from aember.cards.define import card
from aember.engine.carddef import ARTIFACT, CREATURE
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    ChooseOption,
    after_house_chosen,
    after_i_resolve_icon,
    archive_chosen,
    archive_self,
    archive_top,
    at_setup,
    at_start_of_my_turn,
    deal_damage,
    draw,
    draw_step_extra,
    ev_mine,
    every_key_cost,
    exalt_each,
    exhaust,
    extra_forge,
    extra_keys_to_win,
    friendly_creature,
    friendly_gain_action,
    friendly_gain_destroyed,
    friendly_gain_keywords,
    gain,
    granted_use_ability,
    has_trait,
    icon_instead,
    in_my_zone,
    is_type_now,
    key_colour_cost,
    key_forged_for,
    may,
    may_choose,
    move_in_battleline,
    my_icon_replace,
    my_key_cost,
    no_mulligan,
    of_my_house,
    one_off_house_play_per_turn,
    play_any_house_mine,
    played_with_trait,
    purge_chosen,
    purge_discarded_then,
    reaction,
    search,
    seq,
    shuffle_my_deck,
    static,
    steal,
)
from aember.engine.rules import ICON_EFFECTS
from aember.engine.steps import Choose

card("Overcharged", "CC",
     text="You take no mulligan at setup. Once your opening hand is drawn, find any 3 cards in your deck, show them "
          "and archive them.",
     statics=[no_mulligan()],
     reactions=[at_setup("after_hands", seq(
         search(lambda g, x: True, zones=("deck",), count=3, key="found",
                prompt="Overcharged: choose 3 cards of your deck to archive"),
         archive_chosen("found", put=True, reveal=True),
         shuffle_my_deck()))])  # the whole deck was searched: rulebook SEARCH shuffles it

card("Tinkerer", "CC",
     text="Each of your keys costs 2Æ less, but you need a fourth key to win.",
     statics=[my_key_cost(-2), extra_keys_to_win(1)])


def _is(kind: str):
    return lambda g, cid: g.cards[cid].defn.type == kind


def _red_forged(g, src) -> bool:
    return key_forged_for(g, g.cards[src].controller, "red")


def _yellow_forged(g, src) -> bool:
    return key_forged_for(g, g.cards[src].controller, "yellow")


def _blue_forged(g, src) -> bool:
    return key_forged_for(g, g.cards[src].controller, "blue")


card("Artificer", "CC",
     text="Your artifacts can be played as though they were of your active house.",
     statics=[play_any_house_mine(_is(ARTIFACT))])

card("Charismatic Inspiration", "CC",
     text="Your Human creatures come into play ready.",
     statics=[static("enters_ready", lambda g, src, cid, le: g.cards[cid].controller == g.cards[src].controller
                     and "human" in g.traits(cid))])

card("Commanding Presence", "CC",
     text="Whenever either player picks Saurian as the active house, exalt every creature that is not a Dinosaur.",
     reactions=[after_house_chosen("saurian", exalt_each(lambda g, x: "dinosaur" not in g.traits(x)))])

# "you may instead capture 1Æ" is an effect, not "resolve it as a [capture] icon" (Amphora Captura): what replaces
# the Æmber icon is no capture bonus icon, so "when you resolve a [capture] bonus icon" (Scrivener Favian) and
# replacements of icons (Librarian) no longer apply to it
icon_instead("capture_1", "capture 1Æ", ICON_EFFECTS["capture"])

card("Control", "CC",
     text="Each time you resolve an Æmber bonus icon, you may capture 1Æ with it instead.",
     statics=[my_icon_replace(("amber",), "capture_1", "capture 1Æ instead")])

card("Controling Expertise", "CC",
     text="Every yellow key costs 1Æ more.\nAs long as you have forged your yellow key, once per turn you may play "
          "a card that is not of your active house.",
     statics=[key_colour_cost("yellow", 1), one_off_house_play_per_turn(_yellow_forged)])

card("Deluge of Power", "CC",
     text="Your artifacts each have \"Action: Gain 2Æ, then archive this artifact.\"",
     statics=[friendly_gain_action(lambda g, src, cid: g.cards[cid].zone == "artifacts"
                                   and g.cards[cid].controller == g.cards[src].controller,
                                   seq(gain(2), archive_self()))])

card("Demonic Wrath", "CC",
     text="Your Dis creatures each have \"After Reap: Deal 1D to a creature.\"",
     reactions=granted_use_ability(("reaped",), friendly_creature(of_my_house("dis")), deal_damage(A_CREATURE, 1)))

card("Divine Spark", "CC",
     text="Whenever either player picks Sanctum as the active house, you gain 2Æ.",
     reactions=[after_house_chosen("sanctum", gain(2))])

card("Fighting Expertise", "CC",
     text="Every red key costs 1Æ more.\nAs long as you have forged your red key, your creatures each have "
          "\"After Fight: Steal 1Æ.\"",
     statics=[key_colour_cost("red", 1)],
     reactions=granted_use_ability(("fought",), lambda g, src, cid: _red_forged(g, src)
                                   and friendly_creature()(g, src, cid), steal(1)))

card("Forgemaster", "CC",
     text="Every key costs 1Æ less.\nIn their \"forge a key\" step, each player may forge a second key.",
     statics=[every_key_cost(-1), extra_forge(1)])

card("Librarian", "CC",
     text="Each time you resolve a bonus icon, you may archive a card from your hand in its place.",
     statics=[my_icon_replace(("amber", "capture", "damage", "draw", "discard", "power", "house"), "archive",
                              "archive a card from your hand instead", lambda g, p: bool(g.players[p].hand))])

card("Master Planner", "CC",
     text="Whenever either player picks Mars as the active house, archive the top 2 cards of your deck.",
     reactions=[after_house_chosen("mars", archive_top(2))])

card("Master Strategist", "CC",
     text="Your Skyborn creatures have deploy and \"After Fight/After Reap: You may move this creature to any "
          "position in your battleline.\"",
     statics=[static("keyword", lambda g, src, cid, le: g.cards[cid].controller == g.cards[src].controller
                     and is_type_now(g, cid, CREATURE) and g.belongs_to(cid, "skyborn"), ("deploy", 1))],
     reactions=granted_use_ability(("reaped", "fought"), friendly_creature(of_my_house("skyborn")),
                                   may("Move this creature in your battleline?", move_in_battleline("user"),
                                       lambda g, c: g.cards[c["user"][0]].zone == "battleline"
                                       and len(g.players[g.cards[c["user"][0]].controller].battleline) > 1)))

card("Nature's Guardian", "CC",
     text="Whenever either player picks Untamed as the active house, you draw 2 cards.",
     reactions=[after_house_chosen("untamed", draw(2))])

card("Nature's Strength", "CC",
     text="Your Beast creatures have versatile.",
     statics=friendly_gain_keywords(friendly_creature(has_trait("beast")), "versatile"))

card("Noble Blood", "CC",
     text="Each time you play a Knight creature, gain 1Æ afterwards.",
     reactions=[reaction("played", lambda g, src, ev, le: ev_mine(g, src, ev, le) and ev.get("type") == CREATURE
                         and played_with_trait(g, ev, "knight"), gain(1))])

card("Optimizer", "CC",
     text="When your turn starts, purge a card of your discard pile.",
     reactions=[at_start_of_my_turn(purge_chosen(in_my_zone("discard", prompt="Optimizer: choose a card of your "
                                                                              "discard pile to purge")))])

card("Progenitor of Giants", "CC",
     text="Your Brobnar creatures each have \"After Fight: Gain 1Æ.\"",
     reactions=granted_use_ability(("fought",), friendly_creature(of_my_house("brobnar")), gain(1)))

card("Rage", "CC",
     text="Each time you have resolved a bonus icon, deal 1D to a creature.",
     reactions=[after_i_resolve_icon(deal_damage(A_CREATURE, 1))])

card("Redeemer", "CC",
     text="Your Mutant creatures each have \"Destroyed: Draw a card.\"",
     statics=[friendly_gain_destroyed(friendly_creature(has_trait("mutant")), draw(1))])

card("Schemer", "CC",
     text="Your creatures on a flank have elusive, skirmish and taunt.",
     statics=friendly_gain_keywords(friendly_creature(lambda g, x: g.is_flank(x)), "elusive", "skirmish", "taunt"))

card("Scheming Expertise", "CC",
     text="Every blue key costs 1Æ more.\nAs long as you have forged your blue key, you draw 2 more cards in your "
          "\"draw cards\" step.",
     statics=[key_colour_cost("blue", 1), draw_step_extra(2, _blue_forged)])


def _action_titles(g, c) -> list[str]:
    return sorted({x.defn.title for x in g.cards if x.defn.type == "action"})


def _named_in_deck(g, c) -> list[int]:
    return [x for x in g.players[c["me"]].deck if g.cards[x].defn.title == c["named"]]


card("Signature Move", "CC",
     text="Before the starting hands are drawn, name an action card; find as many copies of it as you like in "
          "your deck, show them and archive them.",
     reactions=[at_setup("before_hands", seq(
         ChooseOption("named", _action_titles, "Signature Move: name an action card"),
         Choose("found", _named_in_deck, 99, True, "Signature Move: choose the copies of the named card to archive"),
         archive_chosen("found", put=True, reveal=True),
         shuffle_my_deck()))])  # the whole deck was searched: rulebook SEARCH shuffles it

card("Stasis Field", "CC",
     text="When your turn starts, you may exhaust an enemy creature.",
     reactions=[at_start_of_my_turn(may_choose("Exhaust an enemy creature?", ENEMY_CREATURE, exhaust("t")))])

card("Thievery", "CC",
     text="On your turn, each time you discard a card from your hand, you may then purge it from your discard "
          "pile; if you do, steal 1Æ.",
     reactions=[reaction("discarded", lambda g, src, ev, le: ev["player"] == g.cards[src].controller
                         and g.active == ev["player"], purge_discarded_then(steal(1)))])

card("Warden of the Crucible", "CC",
     text="Your creatures each have \"Action: Deal 4D to a creature.\"",
     statics=[friendly_gain_action(friendly_creature(), deal_damage(A_CREATURE, 4))])

"""Grim Reminders — Geistoid."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    Target,
    archive_chosen,
    archive_self,
    capture,
    captures_from_own_side,
    choose,
    choose_player,
    controller_haunted,
    counter_of,
    counter_on_each_friendly,
    damage_each,
    deal_damage,
    destroy,
    destroy_each,
    destroy_self,
    destroyed_this_way,
    discard_one_from_hand,
    discard_top_of_deck,
    do,
    draw,
    each_player_discards_top,
    exhaust,
    fought_as_house,
    friendly_creatures_of,
    gain,
    granted_reap_for_turn,
    haunted_me,
    heal_and_ward_each,
    if_,
    in_discard_piles,
    in_my_zone,
    keyword_while,
    may,
    may_choose,
    move_amber_to_pool,
    move_from_zone_to_hand,
    not_haunted_me,
    not_tagged,
    play_chosen,
    printed_x,
    purge_chosen,
    purge_self,
    reaction,
    repeat,
    scrap,
    search,
    self_as,
    self_only,
    seq,
    split_capture,
    split_damage,
    static,
    stun,
    title_in_my_discard,
)


def _haunted(g, c):
    return g.haunted(c["me"])


def _discard_top(n):
    return do(lambda g, c: g.discard_top(c["me"], n), "discard the top of the deck")


card("Touchstone", "GR",
     text=("After Reap: If you are haunted, you draw 2 cards; if you are not, discard the 2 cards on top of your "
           "deck."),
     reap=if_(_haunted, draw(2), _discard_top(2)))

card("Precocious Fragment", "GR",
     text="After Reap: If you are haunted, you gain 1Æ; if you are not, discard the card on top of your deck.",
     reap=if_(_haunted, gain(1), _discard_top(1)))


card("Boo!", "GR",
     text="Play: Pick a player; the 10 cards on top of their deck go to their discard pile.",
     play=seq(choose_player("player", lambda g, c: [c["me"], 1 - c["me"]], "Whose deck loses its top 10 cards?"),
              do(lambda g, c: g.discard_top(c["player"], 10), "discard the top 10 cards")))


def _top_was_creature(g, c):
    return any(g.cards[x].defn.type == "creature" for x in c.get("top") or [])


card("Harvest Skimmer", "GR",
     text="After Reap: Put the card on top of your deck into your discard pile. If that card is a creature, "
          "you gain 1Æ.",
     reap=seq(discard_top_of_deck("top"), if_(_top_was_creature, gain(1))))


card("Ælbia Stray", "GR",
     text="Ælbia Stray comes into play ready while you are haunted.\nAfter Reap: Capture 1Æ.",
     enters_ready=controller_haunted,
     reap=capture(1))


def _enemy_flank(g, x, c):
    return g.is_flank(x)


card("Snippy", "GR",
     text="Skirmish.\nPlay: Deal 2D to a creature.\nScrap: Destroy a creature on a flank of the enemy battleline.",
     play=deal_damage(A_CREATURE, 2),
     reactions=[scrap(destroy(ENEMY_CREATURE.where(_enemy_flank, "Choose an enemy flank creature")))])


card("Tribute Collector", "GR",
     text="Taunt.\nPlay/After Fight: One of your creatures captures 1Æ.",
     play=capture(1, by=FRIENDLY_CREATURE),
     fight=capture(1, by=FRIENDLY_CREATURE))


card("Phantasmal Visit", "GR",
     text="Play: Stun a creature and exhaust it. If you are haunted, put Phantasmal Visit into your archives.",
     play=seq(stun(A_CREATURE), exhaust("t"), if_(haunted_me, archive_self())))


card("Boiler", "GR",
     text="Destroyed: Deal 6D to each creature on a flank of the enemy battleline.\n"
          "Scrap: Deal 1D to each enemy creature.",
     destroyed=damage_each("enemy", 6, _enemy_flank),
     reactions=[scrap(damage_each("enemy", 1))])


def _playmate_haunted(g, src, cid, le):
    return cid == src and g.haunted(g.cards[src].controller)


card("Protective Playmate", "GR",
     text="Taunt.\nProtective Playmate has +6 power while you are haunted, and elusive while you are not.",
     statics=[static("power", _playmate_haunted, 6),
              keyword_while("elusive", lambda g, src, cid: cid == src,
                            lambda g, src: not g.haunted(g.cards[src].controller))])


card("Haunted House", "GR",
     text="When your turn starts, if you are not haunted, put the card on top of your deck into your discard "
          "pile.\nOmni: You gain 1Æ if you are haunted.",
     reactions=[reaction("turn_start", lambda g, src, ev, le: ev["player"] == g.cards[src].controller,
                         if_(not_haunted_me, _discard_top(1)))],
     omnis=[if_(haunted_me, gain(1))])


def _friendly_with_amber(g, src, cid):
    x = g.cards[cid]
    return x.zone == "battleline" and x.controller == g.cards[src].controller and x.amber > 0


card("Darklamp", "GR",
     text="Each of your creatures that has Æ on it gains elusive.\nPlay: Capture 1Æ.",
     statics=[keyword_while("elusive", _friendly_with_amber)],
     play=capture(1))


def _archive_top_of_discard(g, c):
    pile = g.players[c["me"]].discard
    if pile:
        g.archive(pile[0], c["me"])


card("Memette", "GR",
     text="Play/Destroyed: Put the card on top of your discard pile into your archives.",
     play=do(_archive_top_of_discard, "archive the top card of the discard pile"),
     destroyed=do(_archive_top_of_discard, "archive the top card of the discard pile"))


def _stun_with_neighbors(g, c):
    for t in c.get("t") or []:
        for x in [t, *g.neighbors(t)]:
            g.stun(x)


card("Tangler", "GR",
     text="After Reap: Stun a creature and the creatures next to it.\nScrap: Stun a creature.",
     reap=seq(stun(A_CREATURE), do(_stun_with_neighbors, "stun its neighbors")),
     reactions=[scrap(stun(A_CREATURE))])


def _friendly_creatures(g, c):
    return list(g.players[c["me"]].battleline)


def _geistoid_in_discard(g, c):
    return sum(1 for x in g.players[c["me"]].discard if g.belongs_to(x, "geistoid"))


card("Veil of Ectoplasm", "GR",
     text="Play: Count the Geistoid cards in your discard pile; for each, one of your creatures captures 1Æ.",
     play=split_capture(_geistoid_in_discard, _friendly_creatures))


def _festival_discard(g, c):
    c["festival"] = g.discard_top(c["me"], 5)


card("Hallowed Eve Festival", "GR",
     text="Play: Put the 5 cards on top of your deck into your discard pile. For each Geistoid card among them, "
          "one of your creatures captures 1Æ.",
     play=seq(do(_festival_discard, "discard the top 5 cards"),
              split_capture(lambda g, c: sum(1 for x in c["festival"] if g.belongs_to(x, "geistoid")),
                            _friendly_creatures)))


def _archive_discarded_creatures(g, c):
    for p in (c["me"], 1 - c["me"]):
        for x in [x for x in g.players[p].discard if g.cards[x].defn.type == "creature"]:
            g.archive(x, p)


card("Winds of Death", "GR",
     text="Play: Every player puts each creature card from their discard pile into their archives. Then destroy "
          "every creature.",
     play=seq(do(_archive_discarded_creatures, "archive discarded creatures"), destroy_each("any")))


def _is_action(g, x):
    return g.cards[x].defn.type == "action"


def _archive_top_action(g, c):
    for x in g.players[c["me"]].discard:
        if _is_action(g, x):
            g.archive(x, c["me"])
            return


card("Echofly", "GR",
     text="Action: Put an action card from your discard pile back into your hand.\n"
          "Scrap: Archive the action card nearest the top of your discard pile.",
     actions=[move_from_zone_to_hand(in_my_zone("discard", _is_action, "Choose an action card to return"))],
     reactions=[scrap(do(_archive_top_action, "archive the topmost action card"))])


card("In Here Somewhere…", "GR",
     text="Play: While you are haunted, put 2 cards from your discard pile into your archives. When you are not, "
          "put the 5 cards on top of your deck into your discard pile instead.",
     play=if_(haunted_me,
              seq(choose("t", in_my_zone("discard", prompt="Choose 2 cards to archive").times(2)), archive_chosen("t")),
              _discard_top(5)))


def _amber_on_drained(g, c):
    v = (c.get("v") or [-1])[0]
    return g.cards[v].amber if v >= 0 and g.cards[v].zone == "battleline" else 0


card("Energy Vampirism", "GR",
     text="Play: Choose a creature; it captures 1Æ from its controller's pool. Then, once per Æ on it, deal 1D to "
          "a creature.",
     play=seq(captures_from_own_side(A_CREATURE, 1, key="v"),
              split_damage(_amber_on_drained, A_CREATURE)))     # every point chosen, then dealt at once


card("Purse-a-phone", "GR",
     text="Keys cost –2Æ.\nDestroyed: Return Shadys from your discard pile to your hand, if it is there.",
     statics=[static("key_cost", lambda g, src, p, le: True, -2)],
     destroyed=if_(title_in_my_discard("Shadys"),
                   move_from_zone_to_hand(in_my_zone("discard", lambda g, x: g.cards[x].defn.title == "Shadys",
                                                     "Choose Shadys"))))


def _played_purse_a_phone(g, c):
    # the creature as it is now: a Mimic Gel that entered as a copy of Purse-a-phone is one
    return any(g.cname(x) == "Purse-a-phone" for x in c.get("played") or [])


card("Shadys", "GR",
     text="Action: Play a creature card from your discard pile. Should that creature be Purse-a-phone, destroy "
          "Shadys.",
     actions=[seq(choose("played", in_my_zone("discard", lambda g, x: g.cards[x].defn.type == "creature",
                                              "Choose a creature in your discard pile to play")),
                  play_chosen("played", "discard"),
                  if_(_played_purse_a_phone, destroy_self()))])


def _moved(g, c):
    return c.get("moved", 0) > 0


card("Reaver", "GR",
     text="Enhance [capture][discard][discard].\nAfter Reap: Take 1Æ off one of your creatures and add it to "
          "your pool. If you did, discard a card from your hand.",
     # any friendly creature may be chosen: one with no Æ moves nothing, and then nothing is discarded
     reap=seq(move_amber_to_pool(FRIENDLY_CREATURE.where(lambda g, x, c: True,
                                                         "Choose a friendly creature to move 1Æ from")),
              if_(_moved, discard_one_from_hand())))


def _rubble_shuffle(g, c):
    top = list(g.players[c["me"]].discard[:10])
    c["moved"] = len(top)
    if top:
        g.shuffle_into_deck(top)


card("Return to Rubble", "GR",
     text="Play: Take the 10 cards on top of your discard pile and shuffle them into your deck. If all 10 were, "
          "destroy every creature.",
     # with fewer than 10 cards those there are shuffled in (resolve as much as you can), but the text before
     # "if you do" was not completely resolved, so nothing is destroyed (001:2216-2224)
     play=seq(do(_rubble_shuffle, "shuffle the top 10 discards into the deck"),
              if_(lambda g, c: c.get("moved", 0) == 10, destroy_each("any"))))


def _misfits_to_hand(g, c):
    for x in [x for x in g.players[c["me"]].discard if g.belongs_to(x, "geistoid")]:
        g.move(x, "hand")


card("Island of Misfit Toys", "GR",
     text="Action: Put every Geistoid card in your discard pile back into your hand, then purge Island of "
          "Misfit Toys.",
     actions=[seq(do(_misfits_to_hand, "return Geistoid cards to hand"), purge_self())])


def _strong_feeling(g, c):
    for x in list(g.players[c["me"]].battleline):
        if g.cards[x].amber > 0:
            g.ready(x)


def _strong_feeling_drain(g, c):
    # after what the readying set off (Poised Strike destroying a creature with its Æmber) (001:1544-1546)
    for x in list(g.players[c["me"]].battleline):
        if g.cards[x].amber > 0:
            g.cards[x].amber -= 1
            g._checked = False
            g.say(f"1Æ on {g.cname(x)} goes to the common supply")


card("A Strong Feeling", "GR",
     text="Play: Each of your creatures that has Æ on it becomes ready. Then 1Æ goes from each of your creatures "
          "back to the common supply.",
     play=seq(do(_strong_feeling, "ready"), do(_strong_feeling_drain, "1Æ from each to the supply")))


def _swap_deck_and_discard(g, c):
    for p in (c["me"], 1 - c["me"]):
        pl = g.players[p]
        deck, pile = list(pl.deck), list(pl.discard)
        for x in pile:
            g.move(x, "deck")
        for x in deck:
            g.move(x, "discard")
        g.shuffle_deck(p)
        g.say(f"{pl.name}'s deck and discard pile trade places; the new deck is shuffled")


card("Future is Past", "GR",
     text="Play: Every player trades their deck for their discard pile, then shuffles their new deck.",
     play=do(_swap_deck_and_discard, "swap decks and discard piles"))


card("Webstur", "GR",
     text="Taunt.\nAfter Fight: Once for each damage on Webstur, you may put the top card of every player's deck "
          "into their discard pile.",
     fight=repeat(lambda g, c: g.cards[c["src"]].damage if g.in_play(c["src"]) else 0,
                  may("Discard the top card of each player's deck?", each_player_discards_top(1, by="me"),
                      possible=lambda g, c: any(pl.deck for pl in g.players))))


def _junk_to_hand(g, c):
    for x in c.get("t") or []:
        if g.cards[x].zone == "discard":
            g.move(x, "hand")


card("Junk Restoration", "GR",
     text="Enhance [discard][discard].\nPlay: Put the 3 cards on top of your deck into your discard pile. You may "
          "then take one of them into your hand.",
     play=seq(do(lambda g, c: c.update(junk=g.discard_top(c["me"], 3)), "discard the top 3 cards"),
              may_choose("Put one of the discarded cards into your hand?",
                         Target(lambda g, c: [x for x in c.get("junk") or [] if g.cards[x].zone == "discard"],
                                "Choose a discarded card to take"),
                         do(_junk_to_hand, "to hand"))))


def _grant_friendly_with_amber(g, src, cid, le):
    return _friendly_with_amber(g, src, cid)


card("Thoughtcatcher", "GR",
     text='Enhance [capture][capture].\nYour creatures that have Æ on them gain "Destroyed: Draw a card."',
     statics=[static("grant_destroyed", _grant_friendly_with_amber, draw(1))])


card("Soul Vial", "GR",
     text='Your creatures that have Æ on them gain "Destroyed: This creature is archived."',
     statics=[static("grant_destroyed", _grant_friendly_with_amber, archive_self())])


card("Dimo, Elderghast", "GR",
     text='Enhance [capture][capture].\nYour creatures that have Æ on them gain "Destroyed: While you are '
          'haunted, gain 1Æ per Æ on this creature."',
     statics=[static("grant_destroyed", _grant_friendly_with_amber,
                     if_(haunted_me, gain(lambda g, c: g.cards[c["src"]].amber)))])


card("Varad the Indulgent", "GR",
     text="Varad the Indulgent has +1 power for each Æ on it.\nWhenever one of your other Geistoid creatures has "
          "fought, Varad the Indulgent captures 1Æ.",
     statics=[static("power", self_only(), lambda g, src, cid, le: g.cards[src].amber)],
     reactions=[reaction("fought", lambda g, src, ev, le: ev["card"] != src
                         and ev["player"] == g.cards[src].controller and fought_as_house(g, ev, "geistoid"),
                         capture(1))])


def _bottom_self(g, c):
    g.move(c["src"], "deck", top=False)
    g.say(f"{g.cname(c['src'])} goes to the bottom of {g.pname(c['me'])}'s deck")


def _bottom_chosen(g, c):
    c["moved"] = 0
    for x in c.get("t") or []:
        if g.cards[x].zone == "discard":
            g.move(x, "deck", top=False)
            g.say(f"{g.cname(x)} goes to the bottom of {g.pname(g.cards[x].owner)}'s deck")
            c["moved"] += 1


card("Empathic Malice", "GR",
     text="Enhance [capture][capture].\nPlay: One of your creatures captures 3Æ. If you are haunted, Empathic "
          "Malice goes to the bottom of your deck.",
     play=seq(capture(3, by=FRIENDLY_CREATURE), if_(haunted_me, do(_bottom_self, "to the bottom of the deck"))))


def _need_discard(g, c):
    for x in c.get("t") or []:
        if g.cards[x].zone == "deck":
            g.move(x, "discard")
            g.say(f"{g.pname(c['me'])} discards {g.cname(x)} from their deck")
    g.shuffle_deck(c["me"])


card("Call of Need", "GR",
     text="Play: Look through your deck, pick any card there and put it into your discard pile.",
     # a search: one list decision that may be empty (a search may fail to find: rulebook SEARCH)
     play=seq(search(lambda g, x: True, ("deck",), count=1, key="t",
                     prompt="Search your deck for a card to discard"),
              do(_need_discard, "discard it and shuffle")))


_MENDER = seq(purge_chosen(in_discard_piles(prompt="Choose a card in a discard pile to purge")),
              heal_and_ward_each("robot"))

card("Mender", "GR",
     text="Play/After Reap: Purge one card from any discard pile. Then every Robot creature is fully healed and "
          "warded.",
     play=_MENDER, reap=_MENDER)


def _specter_amber_to_supply(g, c):
    for x in list(g.creatures()):
        if "specter" in g.traits(x) and g.cards[x].amber > 0:
            g.say(f"{g.cards[x].amber}Æ on {g.cname(x)} goes to the common supply")
            g.cards[x].amber = 0
            g._checked = False


_SOULTENDER = seq(do(_specter_amber_to_supply, "return the Æ on Specter creatures"), heal_and_ward_each("specter"))

card("Soultender", "GR",
     text="Play/After Reap: All Æ on every Specter creature returns to the common supply. Then every Specter "
          "creature is fully healed and warded.",
     play=_SOULTENDER, reap=_SOULTENDER)


card("Plow-Sword", "GR",
     text="Action: Take a creature card from a discard pile and put it on the bottom of its owner's deck. If you "
          "did, deal 3D to a creature.",
     actions=[seq(choose("t", in_discard_piles(lambda g, x: g.cards[x].defn.type == "creature",
                                               "Choose a creature in a discard pile")),
                  do(_bottom_chosen, "to the bottom of its owner's deck"),
                  if_(_moved, deal_damage(A_CREATURE, 3, key="d")))])


def _destroy_my_neighbors(g, c):
    if g.in_play(c["src"]):
        g.destroy(list(g.neighbors(c["src"])))


card("Infiltrator", "GR",
     text="Skirmish. Treachery. Versatile.\nWhen your turn ends, destroy each creature next to Infiltrator.",
     reactions=[reaction("turn_end", lambda g, src, ev, le: ev["player"] == g.cards[src].controller,
                         do(_destroy_my_neighbors, "destroy its neighbors"))])


card("Replicative Growth", "GR",
     text='Play: Until the turn ends, your creatures each gain "After Reap: Take 1Æ off this creature and add it '
          'to your pool."',
     play=granted_reap_for_turn(move_amber_to_pool("user")))


def _my_turn_end(g, src, ev, le):
    return ev["player"] == g.cards[src].controller


card("Chronometer", "GR",
     text="When your turn ends, each of your Clock creatures gets a time counter. Then, if Chronometer has 6 or "
          "more time counters, destroy it; if it is destroyed, purge one card from any discard pile.",
     reactions=[reaction("turn_end", _my_turn_end,
                         seq(counter_on_each_friendly("time", "clock"),
                             if_(lambda g, c: g.in_play(c["src"]) and counter_of(g, c["src"], "time") >= 6,
                                 seq(self_as("s"), destroy("s"),
                                     if_(lambda g, c: bool(destroyed_this_way()(g, c)),
                                         purge_chosen(in_discard_piles(
                                             prompt="Choose a card in a discard pile to purge")))))))])


def _hand_and_discard(g, c):
    pl = g.players[c["me"]]
    return list(pl.hand) + list(pl.discard)


card("Tick-Tock", "GR",
     text="When your turn ends, each of your Clock creatures gets a time counter. Then, if Tick-Tock has 3 or "
          "more time counters, destroy it; if it is destroyed, archive up to 3 cards taken from your hand and/or "
          "your discard pile.",
     reactions=[reaction("turn_end", _my_turn_end,
                         seq(counter_on_each_friendly("time", "clock"),
                             if_(lambda g, c: g.in_play(c["src"]) and counter_of(g, c["src"], "time") >= 3,
                                 seq(self_as("s"), destroy("s"),
                                     if_(lambda g, c: bool(destroyed_this_way()(g, c)),
                                         seq(choose("a", Target(_hand_and_discard,
                                                                "Choose up to 3 cards to archive", 3, True)),
                                             archive_chosen("a")))))))])

# --- the R cards ---

from aember.engine.effects import (  # noqa: E402
    archive_self_if_haunted,
    belong_to_my_house_while_i_am_in_play,
    take_control_anywhere,
)

card("Immortal Greking", "GR",
     text="Play: Gain control of an enemy creature and put it at any position in your battleline. That creature "
          "is of Immortal Greking's house for as long as Immortal Greking stays in play.\n"
          "Destroyed: Archive Immortal Greking when you are haunted.",
     play=seq(take_control_anywhere(ENEMY_CREATURE), belong_to_my_house_while_i_am_in_play("taken")),
     destroyed=archive_self_if_haunted())

# --- Geistoid cards of the second wave ---

from aember.engine.effects import (  # noqa: E402
    animate_host,
    as_upgrade_belongs_to,
    attach_self_to_played,
    destroyed_any,
    discard_top_until_haunted,
    each_player_gains,
    granted_use_ability,
    host_is,
    move_counters,
    purge_from_hand_return_as_many,
    repeat_this_effect,
    still_in,
    take_another_turn,
    topmost_in_my_discard,
)
from aember.engine.state import BATTLELINE, DISCARD, HAND  # noqa: E402

card("Animating Force", "GR",
     text="This upgrade is attached to an artifact, never to a creature.\nPlay: You take control of that artifact "
          "and place it on a flank of your battleline; it is now a creature with 4 power and versatile.\n"
          "Scrap: You gain 1Æ.",
     statics=[static("attaches_to_artifact")],
     play=animate_host(4, {"versatile": 1}),
     reactions=[scrap(gain(1))])


def _my_discard_and_purged(g, src, p, le):
    pl = g.players[p]
    return len(pl.discard) + len(pl.purged)


card("Junkyard Cemetery", "GR",
     text="You are haunted while your purged cards and your discard pile hold 10 or more cards between them.\n"
          "Action: Pick a card in your discard pile and purge it.",
     statics=[static("haunted_count", lambda g, src, p, le: p == g.cards[src].controller, _my_discard_and_purged)],
     actions=[purge_chosen(in_my_zone(DISCARD, prompt="Choose a card in your discard pile to purge"))])


card("Kaspara", "GR",
     text="X is the total Æ in both players' pools added together.\nEach of your Geistoid creatures gains "
          "\"Play/Destroyed: Every player gains 1Æ.\"",
     statics=[printed_x("power", lambda g, src, cid, le: g.players[0].amber + g.players[1].amber),
              static("grant_play", friendly_creatures_of("geistoid"), each_player_gains(1)),
              static("grant_destroyed", friendly_creatures_of("geistoid"), each_player_gains(1))])


def _scooboo_instead(g, cid, p):
    g.say(f"{g.pname(p)} uses {g.cname(cid)} instead of drawing")
    g.discard_top(p, 3)
    if g.cards[cid].zone == DISCARD:
        g.move(cid, HAND)
        g.say(f"{g.cname(cid)} returns from {g.pname(p)}'s discard pile to their hand")


card("Scooboo", "GR",
     text="While Scooboo lies in your discard pile, each time you would draw a card during your own turn, you may "
          "instead put the 3 cards on top of your deck into your discard pile and take Scooboo back into your hand.",
     statics=[static("replace_draw", None, _scooboo_instead)])


def _no_amber_creature(g, src, cid, le):
    return g.cards[cid].zone == BATTLELINE and g.cards[cid].amber == 0


card("Cursed Tomb", "GR",
     text="Enhance [capture][capture][discard].\nEvery creature without Æ on it gains \"Destroyed: Purge this "
          "creature.\"\nWhen no creature is in play, purge Cursed Tomb.",
     statics=[static("grant_destroyed", _no_amber_creature, purge_self()),
              static("purge_when", lambda g, src, x, le: True, lambda g, src: not g.creatures())])


def _awakenable(g, c):
    opp = g.players[1 - c["me"]]
    return list(opp.artifacts) + [x for x in opp.battleline if {"cyborg", "robot"} & g.traits(x)]


card("Spontaneous Awakening", "GR",
     text="Play: When your opponent is haunted, destroy one of their artifacts or one of their Cyborg or Robot "
          "creatures. If it is destroyed, play it as though it were in your hand, then attach Spontaneous "
          "Awakening to it as an upgrade reading \"This card belongs to house Geistoid.\"",
     play=if_(lambda g, c: g.haunted(1 - c["me"]),
              seq(choose("t", not_tagged(Target(_awakenable,
                                                 "Choose an enemy artifact, Cyborg creature or Robot creature"))),
                  destroy("t"),
                  if_(lambda g, c: destroyed_any()(g, c) and still_in(DISCARD)(g, c),
                      seq(play_chosen("t", DISCARD), attach_self_to_played("t"))))),
     statics=[as_upgrade_belongs_to("geistoid")])


def _creatures_in_haunted_discards(g, c):
    me = c["me"]
    return [x for p in (me, 1 - me) if g.haunted(p) for x in g.players[p].discard
            if g.cards[x].defn.type == "creature"]


card("Be Our Geist", "GR",
     text="Play: Pick a creature in the discard pile of a haunted player and play it as though it were in your "
          "hand.",
     play=seq(choose("t", Target(_creatures_in_haunted_discards, "Choose a creature in a haunted player's discard "
                                                                 "pile")),
              play_chosen("t", DISCARD)))


def _both_players(g, c):
    return [c["me"], 1 - c["me"]]


def _memento_discard_one(g, c):
    c["memento_did"] = bool(g.discard_top(c["player"], 1))


def _memento_again(g, c):
    return bool(c.get("memento_did")) and not g.haunted(c["player"])


card("Dark Memento", "GR",
     text="When your turn starts, if you are not haunted, put cards from the top of your deck into your discard "
          "pile until you are.\nScrap: Pick a player and put the top card of their deck into their discard pile; "
          "if that player is not haunted, do all of this again (picking a player again).",
     # "repeat this effect": the entirety of the effect resolves again (001:2550-2552), the choice of "a player"
     # included; it stops once the chosen player's deck had no card to discard (no endless loop)
     reactions=[reaction("turn_start", _my_turn_end, if_(not_haunted_me, discard_top_until_haunted())),
                scrap(repeat_this_effect(seq(choose_player("player", _both_players, "Whose deck?"),
                                             do(_memento_discard_one, "discard the top card")), _memento_again))])


def _is_creature(g, x):
    return g.cards[x].defn.type == "creature"


def _friendly_geistoid_entered(g, src, ev, le):
    x = ev["card"]
    return (ev["player"] == g.cards[src].controller and g.cards[x].zone == BATTLELINE
            and g.belongs_to(x, "geistoid"))


card("Miss Chievous", "GR",
     text="Each time one of your Geistoid creatures enters play, every player puts the 2 cards on top of their deck "
          "into their discard pile.\nAfter Reap: Play the creature nearest the top of your discard pile.",
     reactions=[reaction("entered", _friendly_geistoid_entered, each_player_discards_top(2))],
     reap=seq(topmost_in_my_discard(_is_creature), play_chosen("t", DISCARD)))


card("Poltergeistoids", "GR",
     text="Play: Purge one card from any discard pile. If you did, play a creature or artifact from your purged "
          "cards as though it were in your hand, then attach Poltergeistoids to it as an upgrade reading \"This "
          "card belongs to house Geistoid.\"",
     play=seq(purge_chosen(in_discard_piles(prompt="Choose a card in a discard pile to purge")),
              if_(lambda g, c: bool(c.get("purged")),
                  # mandatory: every creature or artifact there is offered; the play of one that cannot be
                  # played now fails (docs/architecture.md, "How decisions are posed")
                  seq(choose("p", in_my_zone("purged", lambda g, x: g.cards[x].defn.type in ("creature", "artifact"),
                                             "Choose a creature or artifact among your purged cards to play")),
                      play_chosen("p", "purged"), attach_self_to_played("p")))),
     statics=[as_upgrade_belongs_to("geistoid")])


def _friendly_clock(g, src, cid, le):
    x = g.cards[cid]
    return x.zone == BATTLELINE and x.controller == g.cards[src].controller and "clock" in g.traits(cid)


card("Synchronizer", "GR",
     text="Each of your Clock creatures gains \"Destroyed: Half of this creature's time counters, rounded up, move "
          "onto Synchronizer.\"\nOmni: Every time counter on Synchronizer moves onto one of your Clock creatures.",
     statics=[static("grant_destroyed", _friendly_clock,
                     move_counters("time", lambda g, c: c["src"], lambda g, c: c.get("granter", -1),
                                   lambda n: (n + 1) // 2))],
     omnis=[seq(choose("t", FRIENDLY_CREATURE.where(lambda g, x, c: "clock" in g.traits(x),
                                                    "Choose a friendly Clock creature")),
                move_counters("time", lambda g, c: c["src"], lambda g, c: (c.get("t") or [-1])[0]))])


card("Well of Memory", "GR",
     text="Play: Purge as many cards from your hand as you like; for each one, take a card of your discard pile "
          "back into your hand.\nAction: Destroy Well of Memory.",
     play=purge_from_hand_return_as_many(),
     actions=[destroy_self()])


def _purge_timekeeper(g, c):
    c["purged_self"] = g.in_play(c["src"]) and g.purge(c["src"])


card("Ancestral Timekeeper", "GR",
     text="When your turn ends, each of your Clock creatures gets a time counter. Then, if Ancestral Timekeeper has "
          "12 or more time counters, purge it; if it is purged, you take another turn after this one.",
     reactions=[reaction("turn_end", _my_turn_end,
                         seq(counter_on_each_friendly("time", "clock"),
                             if_(lambda g, c: g.in_play(c["src"]) and counter_of(g, c["src"], "time") >= 12,
                                 seq(do(_purge_timekeeper, "purge Ancestral Timekeeper"),
                                     if_(lambda g, c: bool(c.get("purged_self")), take_another_turn())))))])


card("Singing Scythe", "GR",
     text="While you are haunted, you may take Singing Scythe from your discard pile back into your hand.\nThis "
          "creature gains \"After Reap: When you are haunted, purge one card from any discard pile.\"",
     statics=[static("return_from_discard", lambda g, src, p, le: g.cards[src].owner == p and g.haunted(p))],
     reactions=granted_use_ability(("reaped",), host_is,
                                   if_(haunted_me, purge_chosen(in_discard_piles(
                                       prompt="Choose a card in a discard pile to purge")))))

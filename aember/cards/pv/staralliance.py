"""Prophetic Visions — Star Alliance."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    Target,
    active_house_becomes_house_of,
    archive_chosen,
    artifacts,
    cannot_play_type_of_this_turn,
    capture,
    captures_from_own_side,
    card_to_bottom_of_deck,
    choose,
    choose_house,
    deal_damage,
    destroy,
    destroy_each,
    discard_archives,
    discard_bottom_n,
    discard_top_n,
    discard_top_of_deck,
    do,
    exhaust,
    forge_free,
    gain,
    granted_use_ability,
    heal,
    host_is,
    if_,
    lasting,
    left_play_this_way,
    may_choose,
    most_powerful,
    move_from_pool_to_card,
    move_upgrade_to_another_creature,
    not_tagged,
    purge_chosen,
    purge_self,
    put_chosen_on_top_in_order,
    put_on_deck,
    ready,
    repeat,
    return_to_hand,
    self_as,
    self_only,
    seq,
    shares_a_house,
    split_each,
    static,
    steal,
    use,
)
from aember.engine.prophecy import fate
from aember.engine.state import BATTLELINE, DISCARD
from aember.engine.steps import Choose

_TUCHEAY = seq(choose("t", FRIENDLY_CREATURE), heal("t", None), use("t"))

card("CWO Tucheay", "PV",
     text="Play/After Reap: Choose a friendly creature: fully heal it, then use it.",
     play=_TUCHEAY, reap=_TUCHEAY)


def _hit_and_not_destroyed(g, c) -> bool:
    return bool(c.get("t")) and not c.get("killed")


def _me_or_my_cards(g, src, cid, le) -> bool:
    c = g.cards[cid]
    return (c.controller if g.in_play(cid) else c.owner) == le["me"]


def _me_playing_or_using(g, src, cid, le) -> bool:
    # "you cannot play, use …": the player bound is the one who plays or uses (the active player), whoever owns or
    # controls the card - an opponent's card played "as if it were yours" (Fidgit) is still played by you, as with
    # Exotic Pivot's and Strategic Feint's Fates; cannot beats must (001:1680-1696)
    return g.active == le["me"]


card("Cosmic Recompense", "PV",
     text="Play: Deal 3D to an enemy creature; if that does not destroy it, steal 1Æ. Do this a second time.\n"
          "Fate: For the rest of the turn, you cannot play, use or discard cards.",
     play=repeat(2, seq(deal_damage(ENEMY_CREATURE, 3), if_(_hit_and_not_destroyed, steal(1)))),
     reactions=[fate(seq(lasting(static("cannot_play", _me_playing_or_using)),
                         lasting(static("cannot_use", _me_playing_or_using)),
                         lasting(static("cannot_discard", _me_or_my_cards))))])

card("Kaju Zhan", "PV",
     text="While Kaju Zhan attacks, armor and taunt are ignored.\n"
          "After Fight: Put an enemy creature on top of its owner's deck.",
     statics=[static("ignore_taunt", self_only()), static("ignore_armor_attacking", self_only())],
     fight=put_on_deck(ENEMY_CREATURE))


def _more_powerful_neighbor(g, x, c) -> bool:
    return any(g.power(n) > g.power(x) for n in g.neighbors(x))


def _less_powerful_neighbor(g, x, c) -> bool:
    return any(g.power(n) < g.power(x) for n in g.neighbors(x))


card("Kasheek Fall", "PV",
     text="Play: Destroy every creature that has a neighbor with more power than it.\n"
          "Fate: Destroy every creature that has a neighbor with less power than it.",
     play=destroy_each("any", _more_powerful_neighbor),
     reactions=[fate(destroy_each("any", _less_powerful_neighbor))])


def _half_my_amber(g, c) -> None:
    for x in c.get("t") or []:
        g.capture(x, g.players[c["me"]].amber // 2, c["me"])


card("Sample 42-C", "PV",
     text="Action: Move 1Æ from the opponent's pool onto Sample 42-C. Then, if it holds 4Æ or more, forge a key at "
          "no cost and purge Sample 42-C.\n"
          "Fate: The most powerful enemy creature captures half the Æ in your pool, rounded down.",
     actions=[seq(self_as("dest"), move_from_pool_to_card(1, "opponent"),
                  if_(lambda g, c: g.cards[c["src"]].amber >= 4, seq(forge_free(), purge_self())))],
     reactions=[fate(seq(most_powerful("t", ENEMY_CREATURE), do(_half_my_amber, "capture half")))])


def _archive_hand(g, c) -> None:
    for x in list(g.players[c["me"]].hand):
        g.archive(x, c["me"])


card("Yondar’s Log", "PV",
     text="Play: If the opponent has more creatures than you, archive your whole hand.",
     play=if_(lambda g, c: len(g.players[1 - c["me"]].battleline) > len(g.players[c["me"]].battleline),
              do(_archive_hand, "archive hand")))

card("Bridge Officer Zaro", "PV",
     text="After Fight: Capture 3Æ. If all 3 were captured, ready a friendly creature that is not an Alien.",
     # "if you do": the capture must be complete (001:2216-2224), so capturing fewer than 3 readies nothing
     fight=seq(capture(3), if_(lambda g, c: c.get("did", 0) >= 3,
                               ready(FRIENDLY_CREATURE.where(lambda g, x, c: "alien" not in g.traits(x),
                                                             "Choose a friendly non-Alien creature")))))

_HAND_CARD = Target(lambda g, c: list(g.players[c["me"]].hand), "Choose a card in your hand to archive")

card("Digital Signal", "PV",
     text="Play: Archive a card for each card in the opponent's archives, then discard the opponent's archives.",
     # "for each": one decision per card, each archived as it is chosen (FORMAT rev 2)
     play=seq(split_each(lambda g, c: len(g.players[1 - c["me"]].archives), _HAND_CARD,
                         archive_chosen("t", holder="me")),
              discard_archives("opponent", by="me")))

card("Further Investigations", "PV",
     text="Play: Destroy as many friendly creatures as you like; archive a card for each one destroyed.",
     play=seq(Choose("t", not_tagged(lambda g, c: list(g.players[c["me"]].battleline)), 99, True,
                     "Choose friendly creatures to destroy"),
              destroy("t"),
              split_each(left_play_this_way("destroyed"), _HAND_CARD, archive_chosen("a", holder="me"), key="a")))

card("Galactic Tariff", "PV",
     text="The creature it is attached to has: \"After Fight/After Reap: Take 1Æ of your own pool and put it on this "
          "creature.\"",
     reactions=granted_use_ability(("reaped", "fought"), host_is, captures_from_own_side("user")))

card("Gleaming the Cube", "PV",
     text="Play: Ready a friendly creature and use it.\n"
          "Fate: Discard your top card; its house becomes your active house.",
     play=use(FRIENDLY_CREATURE, ready_first=True),
     reactions=[fate(seq(discard_top_of_deck("top"), active_house_becomes_house_of("top")))])


def _no_neighbor_of_its_house(g, x, c) -> bool:
    return not any(shares_a_house(g, n, x) for n in g.neighbors(x))



card("Omicron Callen", "PV",
     text="After Reap: Destroy every other creature.\n"
          "Fate: Destroy each of your creatures that shares a house with none of its neighbors.",
     reap=destroy_each("any", lambda g, x, c: x != c["src"]),
     reactions=[fate(destroy_each("friendly", _no_neighbor_of_its_house))])

card("DAL-33-T3R", "PV",
     text="After Reap: Return 2 enemy creatures to their owner's hand.\nFate: Purge your most powerful creature.",
     reap=return_to_hand(ENEMY_CREATURE.times(2, prompt="Choose 2 enemy creatures")),
     reactions=[fate(seq(most_powerful("t", FRIENDLY_CREATURE), purge_chosen("t")))])

card("Ensign Clark", "PV",
     text="Enhance [amber][capture].\nFate: Destroy one of your artifacts.",
     reactions=[fate(destroy(artifacts("friendly", "Choose a friendly artifact")))])


def _still_discarded(key: str) -> Target:
    return Target(lambda g, c: [x for x in c.get(key) or [] if g.cards[x].zone == DISCARD],
                  "Choose a discarded card")


_STRIKER = seq(discard_top_n(3, "struck", whose="opponent"), choose("t", _still_discarded("struck")),
               card_to_bottom_of_deck("t"))

card("Precision Striker", "PV",
     text="Play/After Fight/After Reap: Discard the opponent's top 3 cards, then put one of them on the bottom of "
          "their deck.",
     play=_STRIKER, fight=_STRIKER, reap=_STRIKER)

card("Recovery Operation", "PV",
     text="Play: Discard your bottom 3 cards. Put as many of them as you like back on top of your deck, in the order "
          "you choose.",
     play=seq(discard_bottom_n(3, "recovered"), put_chosen_on_top_in_order("recovered")))


def _upgrades_on_my_creatures(g, c) -> list[int]:
    return [u for x in g.players[c["me"]].battleline for u in g.cards[x].upgrades]


card("Refit", "PV",
     text="Play: You may move an upgrade in play onto another creature.\n"
          "Fate: Destroy an upgrade on one of your creatures.",
     play=move_upgrade_to_another_creature(),
     reactions=[fate(destroy(Target(_upgrades_on_my_creatures, "Choose an upgrade on a friendly creature")))])


def _non_sa_neighbors(g, c) -> int:
    return sum(1 for x in g.neighbors(c["src"]) if not g.belongs_to(x, "staralliance"))


card("Reservist Jones", "PV",
     text="Deploy.\nPlay: Capture 2Æ per neighbor of Reservist Jones that is not Star Alliance.",
     play=capture(lambda g, c: 2 * _non_sa_neighbors(g, c)))


def _sa_neighbors(g, c) -> int:
    if g.cards[c["src"]].zone != BATTLELINE:
        return 0
    return sum(1 for x in g.neighbors(c["src"]) if g.belongs_to(x, "staralliance"))


_SILAT8 = repeat(_sa_neighbors, may_choose("Ready a non-Robot creature?",
                                           A_CREATURE.where(lambda g, x, c: "robot" not in g.traits(x),
                                                            "Choose a non-Robot creature"),
                                           ready("t")))

card("Sil-A-T8", "PV",
     text="Enhance [staralliance].\nAfter Fight/After Reap: For each Star Alliance neighbor of Sil-A-T8, you may "
          "ready a creature that is not a Robot.",
     fight=_SILAT8, reap=_SILAT8)

_SPADE = seq(choose_house("house"), discard_top_of_deck("top"),
             if_(lambda g, c: bool(c["top"]) and g.belongs_to(c["top"][0], c["house"]), gain(1)))

card("Spade Teller", "PV",
     text="Play/After Fight/After Reap: Name a house, then discard your top card; gain 1Æ if it belongs to the "
          "named house.",
     play=_SPADE, fight=_SPADE, reap=_SPADE)


card("Strategic Feint", "PV",
     text="Play: Deal 1D to each of two enemy creatures and exhaust them.\n"
          "Fate: Discard your top card. Until the end of the turn, you cannot play cards of its type.",
     play=seq(choose("t", ENEMY_CREATURE.times(2, prompt="Choose 2 enemy creatures")), deal_damage("t", 1),
              exhaust("t")),
     reactions=[fate(seq(discard_top_of_deck("top"), cannot_play_type_of_this_turn("top")))])

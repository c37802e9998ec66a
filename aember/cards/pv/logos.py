"""Prophetic Visions — Logos."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    FRIENDLY_CREATURE,
    active_house_becomes_house_of,
    archive_chosen,
    archive_random_from_hand,
    archive_top,
    archive_top_of_discard,
    capture,
    choose,
    chosen_player_discards_top_n,
    damage_each,
    deal_damage,
    destroy,
    destroy_self,
    destroyed_this_way,
    discard_archives,
    discard_from_hand,
    discard_random,
    discard_random_from_chosen_archives,
    do,
    draw,
    gain,
    houses_of_card,
    if_,
    lasting,
    look_top_take_one,
    opponent_draws,
    play_top_of_deck,
    put_on_deck,
    reaction,
    reveal_hand,
    scrap,
    seq,
    static,
    steal,
    the_creature_fought,
    ward,
)
from aember.engine.prophecy import fate
from aember.engine.state import BATTLELINE
from aember.engine.steps import Choose, ChooseOne


def _opponent_discarded(g, src, ev, le):
    return ev.get("player") is not None and ev["player"] != g.cards[src].controller


card("Designer Crick", "PV",
     text="Whenever your opponent discards a card from their hand, you draw a card and Designer Crick captures 1Æ.",
     reactions=[reaction("discarded", _opponent_discarded, seq(draw(1), capture(1)))])


def _pivot(g, c):
    top = c.get("top") or []
    c["not_logos"] = bool(top) and not g.belongs_to(top[0], "logos")


# "you cannot play": the player, when playing (the active player), whoever owns the card (Gracchan Reform)
_NO_CREATURES = static("cannot_play", lambda g, src, cid, le: g.active == le["me"]
                       and g.face(cid).type == "creature")

card("Exotic Pivot", "PV",
     text="Play: Discard the card on top of your deck; unless it is a Logos card, steal 3Æ.\nFate: You may not play "
          "creatures for the rest of the turn.",
     play=seq(do(lambda g, c: c.__setitem__("top", g.discard_top(c["me"], 1)), "discard top"), do(_pivot, "logos?"),
              if_(lambda g, c: c["not_logos"], steal(3))),
     reactions=[fate(lasting(_NO_CREATURES))])

card("Instant Transmission", "PV",
     text="Omni: You draw 3 cards, then Instant Transmission is destroyed.",
     omnis=[seq(draw(3), destroy_self())])

card("Mercurial Wormhole", "PV",
     text="Play: Play the card on top of your deck; its house is now your active house.",
     play=seq(play_top_of_deck(), active_house_becomes_house_of("top")))


def _purge_each_upgrade(g, c):
    ups = [u for p in g.players for x in p.battleline + p.artifacts for u in g.cards[x].upgrades]
    for u in ups:
        g.purge(u)


card("Professor Scruples", "PV",
     text="After Reap: Discard a card from your hand, then draw 3 cards.\nFate: Every upgrade in play is purged.",
     reap=seq(discard_from_hand(1), draw(3)),
     reactions=[fate(do(_purge_each_upgrade, "purge each upgrade"))])

card("Stenter’s Formula", "PV",
     text="Play: Give a ward to each of up to 3 creatures. Draw 1 card.",
     play=seq(ward(A_CREATURE.times(3, up_to=True, prompt="Choose up to 3 creatures to ward")), draw(1)))


def _opponent_archives_bottom(g, c):
    deck = g.players[1 - c["me"]].deck
    if deck:
        g.archive(deck[-1], 1 - c["me"])


card("Bit Byte", "PV",
     text="Skirmish.\nAfter Fight: The creature Bit Byte fought goes into its owner's archives.\nFate: Your opponent "
          "archives the card at the bottom of their deck.",
     fight=seq(the_creature_fought(), archive_chosen("fought", put=True)),
     reactions=[fate(do(_opponent_archives_bottom, "opponent archives bottom card"))])

card("Duck, Duck, Superb Duck", "PV",
     text="Play: Pick one - archive 2 cards at random from your hand, or gain 2Æ.",
     play=ChooseOne({"Archive 2 random cards": archive_random_from_hand(2), "Gain 2Æ": gain(2)}))

card("Rage Reset", "PV",
     text="Play: Choose any number of friendly creatures and destroy them; draw 1 card per creature destroyed this "
          "way.\nFate: Discard half of your hand at random (round down).",
     play=seq(destroy(FRIENDLY_CREATURE.times(99, up_to=True, prompt="Choose any number of friendly creatures")),
              draw(lambda g, c: len(destroyed_this_way()(g, c)))),
     reactions=[fate(discard_random(lambda g, c: len(g.players[c["me"]].hand) // 2, "me"))])


def _prism_applies(g, src, cid, le):
    return g.cards[cid].owner == le["me"]


def _prism_limit(g, src, cid, le):
    # any 5th card the player plays, one of the opponent's too (Gracchan Reform)
    return g.active == le["me"] and len(g.logged("played", le["me"], g.turn)) >= 4


def _houses_in_hand(g, c):
    return len({h for x in g.players[c["me"]].hand for h in houses_of_card(g, x)})


card("Unity Prism", "PV",
     text="Alpha.\nPlay: For the rest of the turn, you may play cards of any house, but no more than 4 cards in all "
          "this turn (counting this one).\nScrap: Reveal your hand and gain 1Æ per house among its cards.",
     play=seq(lasting(static("play_any_house", _prism_applies)), lasting(static("cannot_play", _prism_limit))),
     reactions=[scrap(seq(reveal_hand("me"), do(lambda g, c: g.gain(c["me"], _houses_in_hand(g, c)), "gain")))])

card("Unstable Dale", "PV",
     text="After Reap: Deal each creature 1D per card in your hand.\nFate: Deal 3D to each friendly creature.",
     # all the damage of an ability is dealt at once (001:1076): N damage to each creature, which a ward stops
     reap=damage_each("any", lambda g, c: len(g.players[c["me"]].hand)),
     reactions=[fate(damage_each("friendly", 3))])

card("Zeff “Punch” Yardus", "PV",
     text="After Reap: Archive the card on top of your deck and the card on top of your discard pile.",
     reap=seq(archive_top(1), archive_top_of_discard(1)))

_FORESEE = look_top_take_one(2)

card("4CR “Foreseer”", "PV",
     text="Play/After Reap: Look at your deck's top 2 cards and put one of them into your hand.",
     play=_FORESEE, reap=_FORESEE)

card("Captain Cha", "PV",
     text="Elusive.\nAfter Reap: Steal 1Æ.",
     reap=steal(1))


def _logos_neighbors(g, c):
    return sum(1 for x in g.neighbors(c["src"]) if g.belongs_to(x, "logos")) if g.in_play(c["src"]) else 0


card("Digitallia", "PV",
     text="Enhance: Logos.\nAfter Reap: Draw 1 card per Logos neighbor of Digitallia.",
     reap=draw(_logos_neighbors))

card("Emeritus Darn", "PV",
     text="Elusive.\nAfter Reap: Archive your deck's top 2 cards.",
     reap=archive_top(2))

card("Hazard Zerp", "PV",
     text="Play: Deal 3D to a creature; if this destroys it, draw a card.\nScrap: Discard a card from your hand, then "
          "deal 3D to a creature.",
     play=seq(deal_damage(A_CREATURE, 3), if_(lambda g, c: bool(c.get("killed")), draw(1))),
     reactions=[scrap(seq(discard_from_hand(1), deal_damage(A_CREATURE, 3)))])

_GOPHER = seq(discard_from_hand(1), if_(lambda g, c: not g.players[c["me"]].hand, gain(1)))

card("Neotechnic Gopher", "PV",
     text="Play/After Reap: Discard a card from your hand. Then, with an empty hand, gain 1Æ.\nFate: Your opponent "
          "draws 1 card.",
     play=_GOPHER, reap=_GOPHER,
     reactions=[fate(opponent_draws(1))])


def _share_type(g, c):
    cards = c.get("discarded_top") or []
    return len(cards) >= 2 and len({g.cards[x].defn.type for x in cards}) == 1


card("Parallel Thinking", "PV",
     text="Play: Pick a player, then either discard their deck's top 2 cards or discard 2 random cards from their "
          "archives. If the 2 cards discarded are of one type, steal 2Æ.",
     play=seq(ChooseOne({"Discard the top 2 cards of a player's deck": chosen_player_discards_top_n(2),
                         "Discard 2 random cards from a player's archives": discard_random_from_chosen_archives(2)}),
              if_(_share_type, steal(2))))


def _archive_chosen_creature(g, c):
    for x in c.get("t") or []:
        if g.cards[x].zone == BATTLELINE:
            g.archive(x, put=True)


card("Reassembly Required", "PV",
     text="Play: Choose a creature; it goes into its owner's archives.\nFate: Your archives are discarded.",
     play=seq(choose("t", A_CREATURE), do(_archive_chosen_creature, "archive")),
     reactions=[fate(discard_archives("me"))])

card("Reiteration", "PV",
     text="Play: Draw 2 cards, then put 2 cards from your hand at the bottom of your deck.\nFate: Discard 2 cards at "
          "random from your hand.",
     # the order under the deck is the player's even when the hand holds just 2 cards (FORMAT Decisions)
     play=seq(draw(2), Choose("t", lambda g, c: list(g.players[c["me"]].hand), 2, False,
                              "Choose 2 cards to put on the bottom of your deck, the last one at the very bottom",
                              ordered=True),
              put_on_deck("t", top=False)),
     reactions=[fate(discard_random(2, "me"))])

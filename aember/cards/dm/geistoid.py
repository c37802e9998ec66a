"""Draconian Measures — Geistoid."""

from aember.carddb import split_evil_twin
from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    DiscardInOrder,
    Target,
    add_power_counters,
    archive_from_hand,
    capture,
    captures_from_own_side,
    choose,
    choose_player,
    creature_captures,
    deal_damage,
    destroy_each,
    did,
    discard_from_hand,
    discard_top_n,
    do,
    draw,
    each_player_refills,
    friendly_creatures_of,
    gain,
    gain_chains,
    give_control_to_opponent,
    granted_use_ability,
    haunted_me,
    host_is,
    if_,
    in_my_zone,
    in_opponent_discard,
    may_choose,
    name_a_card,
    named_by,
    overwhelmed_me,
    printed_name,
    purge_chosen,
    random_card_in_opponent_hand,
    reaction,
    return_to_hand,
    scrap,
    self_while_controller_overwhelmed,
    seq,
    shuffle_into_owners_deck,
    static,
    while_self_exhausted,
)
from aember.engine.state import HAND
from aember.engine.steps import Choose, Static

card("Ghost Town", "DM",
     text="Action: When you are haunted, put a card from your hand into your archives; when you are not, discard a "
          "card from your hand.",
     actions=[if_(haunted_me, archive_from_hand(1), discard_from_hand(1))])


def _discard_piles_with_cards(g, c):
    piles = [c["me"], 1 - c["me"]]    # an empty discard pile may be chosen too (nothing is then purged) ...
    if not any(g.players[p].discard for p in piles):
        return piles[:1]              # ... but with both empty every choice does nothing: no question
    return piles


_GIGANTOR = seq(choose_player("pile", _discard_piles_with_cards, "Choose whose discard pile to purge from"),
                Choose("t", lambda g, c: list(g.players[c["pile"]].discard) if c.get("pile") is not None else [],
                       3, up_to=True, prompt="Choose up to 3 cards of that discard pile to purge"),
                purge_chosen("t"),
                draw(lambda g, c: len(c.get("purged") or [])))

card("Gigantor", "DM",
     gigantic="Gigantor",
     text="(Gigantic: played only together with its other half.)\nAfter Fight/After Reap: Purge up to 3 cards from "
          "one discard pile, then draw one card per card purged.",
     fight=_GIGANTOR, reap=_GIGANTOR)


card("Holographic Banshee", "DM",
     text="Enhance [geistoid][geistoid].\nYour Geistoid creatures have versatile.",
     statics=[static("keyword", friendly_creatures_of("geistoid"), ("versatile", 1))])

card("Phantasm Cloak", "DM",
     text='This creature has "After Reap: When you are haunted, gain 2Æ."',
     reactions=granted_use_ability(("reaped",), host_is, if_(haunted_me, gain(2))))


def _reveal_hands(g, c):
    for p in (g.active, 1 - g.active):
        hand = list(g.players[p].hand)
        g.say(f"{g.pname(p)} reveals their hand: " + (", ".join(g.cname(x) for x in hand) or "nothing"))


def _hand_creatures(active: bool):
    def cards(g, c):
        p = g.active if active else 1 - g.active
        return [x for x in g.players[p].hand if g.cards[x].defn.type == "creature"]
    return cards


# each player's creatures go to their pile at once, in the order the active player chooses (DiscardInOrder)
_each_player_discards_hand_creatures = seq(
    do(_reveal_hands, "reveal hands"),
    DiscardInOrder(_hand_creatures(True), lambda g, c, x: g.discard_from_hand(x)),
    DiscardInOrder(_hand_creatures(False), lambda g, c, x: g.discard_from_hand(x)))


card("Trash Heap", "DM",
     text="Play: Destroy every creature. Then both players show their hands and discard every creature card shown. "
          "Then both players draw up to their hand size as in their \"draw cards\" step.",
     play=seq(destroy_each("any"),
              _each_player_discards_hand_creatures,
              each_player_refills()))

def _is_named(g, src, cid, le):
    """Cards of the named name (an Evil Twin's printed name is its namesake's)."""
    return printed_name(g, cid) == split_evil_twin(le["named"])[0]


_NAMED_LOCKED = (Static("cannot_play", _is_named), Static("cannot_use", _is_named))


def _lock_named(g, c):
    if c.get("named"):
        for spec in _NAMED_LOCKED:
            g.add_lasting(spec, c["src"], c["me"], "my_next_turn", named=c["named"])


def _opponent_shuffles_discard(g, c):
    g.shuffle_discard_into_deck(1 - c["me"])


card("Varghast’s Vengeance", "DM",
     text="Omni: Name a card. Until your next turn starts, no one can play or use cards of that name. Then gain 2 "
          "chains.\nScrap: Purge a card of your opponent's discard pile, then your opponent shuffles their discard "
          "pile into their deck.",
     omnis=[seq(name_a_card(), do(_lock_named, "cannot be played or used"), gain_chains(2))],
     named=named_by(_lock_named, "named"),
     reactions=[scrap(seq(purge_chosen(in_opponent_discard()), do(_opponent_shuffles_discard, "opponent shuffles")))])

card("Apoptosis", "DM",
     text="Play: Choose a card in your discard pile and purge it. When one was purged, one of your creatures captures "
          "2Æ.",
     play=seq(purge_chosen(in_my_zone("discard", prompt="Choose a card of your discard pile to purge")),
              if_(did("purged"), capture(2, by=FRIENDLY_CREATURE))))

card("Dammater", "DM",
     text="Play: Draw 3 cards, then discard 2 cards from your hand, then put a card from your hand into your "
          "archives.",
     play=seq(draw(3), discard_from_hand(2), archive_from_hand(1)))


def _self_and_top_of_discard(g, c):
    c["t"] = [c["src"], *g.players[c["me"]].discard[:1]]


card("Out of Ideas", "DM",
     text="Play: Shuffle Out of Ideas, and the card on top of your discard pile, into the deck of the player who "
          "owns it.",
     play=seq(do(_self_and_top_of_discard, "self and top of discard"), shuffle_into_owners_deck("t")))

card("Paranormal Palisade", "DM",
     text="Entrench.\nAs long as Paranormal Palisade is exhausted, it has +4 armor and taunt.",
     statics=[static("armor", lambda g, src, cid, le: cid == src and while_self_exhausted(g, src, cid, le), 4),
              static("keyword", lambda g, src, cid, le: cid == src and while_self_exhausted(g, src, cid, le),
                     ("taunt", 1))])

_TECHNO = seq(random_card_in_opponent_hand("t", reveal=False), shuffle_into_owners_deck("t"))

card("Techno-Shade", "DM",
     text="After Fight/After Reap: A card picked at random from your opponent's hand is shuffled into their deck.",
     fight=_TECHNO, reap=_TECHNO)

card("Hammer Smythe", "DM",
     text="After Reap: Deal 2D to a creature. When that damage destroys it, put two +1 power counters on a friendly "
          "creature.",
     reap=seq(deal_damage(A_CREATURE, 2),
              if_(lambda g, c: bool(c.get("killed")), add_power_counters(FRIENDLY_CREATURE, 2, key="p"))))


def _discarded_non_geistoid(g, c):
    return [x for x in c.get("discarded_top") or []
            if g.cards[x].zone == "discard" and not g.belongs_to(x, "geistoid")]


def _to_hand(g, c):
    for x in c.get("t") or []:
        g.say(f"{g.cname(x)} goes to {g.pname(c['me'])}'s hand")
        g.move(x, HAND)


card("Haunting Measures", "DM",
     text="Play: Discard the top 6 cards of your deck. You may then put one of them that is not a Geistoid card into "
          "your hand.",
     play=seq(discard_top_n(6),
              may_choose("Put a non-Geistoid card discarded this way into your hand?",
                         Target(_discarded_non_geistoid, "Choose a non-Geistoid card discarded this way"),
                         do(_to_hand, "to hand"))))

card("Janky Jimmy", "DM",
     text="After Fight: When you are overwhelmed, an enemy creature captures 1Æ from its own side; when you are "
          "not, Janky Jimmy captures 1Æ.",
     fight=if_(overwhelmed_me, captures_from_own_side(ENEMY_CREATURE, 1), capture(1)))

card("Ol’ Switcheroo", "DM",
     text="Enhance [capture][capture].\nPlay: Choose a friendly creature; it captures 1Æ, then your opponent takes "
          "control of it.",
     play=seq(choose("t", FRIENDLY_CREATURE), creature_captures("t", 1), give_control_to_opponent("t")))

card("Recyclops", "DM",
     text="Enhance [discard][power][power].\nAfter Reap: Discard a card from your hand. If you did, put two +1 power "
          "counters on a creature.",
     reap=seq(discard_from_hand(1), if_(did("discarded"), add_power_counters(A_CREATURE, 2, key="p"))))

card("Reduce, Reuse", "DM",
     text="Play: When you are haunted, deal 5D to a creature; when you are not, return a creature to the hand of "
          "the player who owns it.",
     play=if_(haunted_me, deal_damage(A_CREATURE, 5), return_to_hand(A_CREATURE)))


card("Spikey Goeff", "DM",
     text="Taunt.\nAs long as you are overwhelmed, Spikey Goeff has hazardous 2.\nScrap: Deal 2D to a creature.",
     statics=[static("keyword", self_while_controller_overwhelmed, ("hazardous", 2))],
     reactions=[scrap(deal_damage(A_CREATURE, 2))])


def _my_turn_start(g, src, ev, le):
    return ev.get("player") == g.cards[src].controller


card("Wraith Construct", "DM",
     text="As each of your turns starts, discard a card from your hand.",
     reactions=[reaction("turn_start", _my_turn_start, discard_from_hand(1))])

card("Fading Apparition", "DM",
     text="Entrench.\nAs long as Fading Apparition is exhausted, the Æ you gain by reaping may come off one of your "
          "creatures rather than from the common supply.",
     statics=[static("reap_amber_from_creatures", lambda g, src, p, le: while_self_exhausted(g, src, src, le)
                     and p == g.cards[src].controller)])

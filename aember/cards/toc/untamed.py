"""Tokens of Change — Untamed (and its token creatures)."""

from aember.cards.define import card
from aember.engine.effects import (
    FRIENDLY_CREATURE,
    archive_self,
    gain,
    granted_use_ability,
    icon_instead,
    if_,
    in_my_zone,
    lasting,
    make_tokens,
    move_from_zone_to_hand,
    power_counter_on_each_friendly,
    purge_self,
    return_to_hand_did,
    seq,
    static,
    title_in_my_discard,
)
from aember.engine.state import BATTLELINE


def _is_niffle_brute(g, src, cid):
    return g.face(cid).title == "Niffle Brute"


card("Niffle Sanctuary", "ToC",
     text=("Action: Make a Niffle Brute. For the rest of the turn, every Niffle Brute has \"After Fight: Gain "
           "1Æ.\""),
     actions=[seq(make_tokens(1, named="Niffle Brute"),
                  lasting(granted_use_ability(("fought",), _is_niffle_brute, gain(1))[0]))])


def _fought_destroyed(g, c):
    return any(g.cards[x].zone != BATTLELINE or g.cards[x].tagged for x in c.get("target") or [])


card("Harlock", "ToC",
     text="Skirmish.\nAfter Fight: Make a token creature if the creature Harlock fought has been destroyed.",
     fight=if_(_fought_destroyed, make_tokens(1)))

card("Kharisma", "ToC",
     text=("Elusive.\nAfter Reap: Another friendly creature goes back to its owner's hand; if one does, make a "
           "token creature."),
     reap=seq(return_to_hand_did(FRIENDLY_CREATURE.other()), if_(lambda g, c: bool(c.get("did")), make_tokens(1))))

card("Umwas", "ToC",
     text="Play: Make a token creature, then put a +1 power counter on every friendly token creature.",
     play=seq(make_tokens(1), power_counter_on_each_friendly(lambda g, x: g.cards[x].is_token_creature)))

card("Massing at Midnight", "ToC",
     text="Play: You make 3 token creatures. Then purge Massing at Midnight.",
     play=seq(make_tokens(3), purge_self()))

card("Signal Faerie", "ToC",
     text="Play/After Reap: You make a token creature.",
     play=make_tokens(1), reap=make_tokens(1))

card("Survival of the Richest", "ToC",
     text="Play: Make a token creature. Then, if your Æ is more than your opponent's, archive this card.",
     play=seq(make_tokens(1), if_(lambda g, c: g.players[c["me"]].amber > g.players[1 - c["me"]].amber,
                                  archive_self())))

def _may_make_token_instead(g, src, p, le):
    # "may … instead" is offered only when a token creature could be made (a reference card, a card in the deck)
    return g.cards[src].controller == p and g.players[p].token_def is not None and bool(g.players[p].deck)


icon_instead("token", "make a token creature", make_tokens(1))
card("Whimsical Conjuror", "ToC",
     text="Enhance: Æmber, Æmber.\nEach time you resolve an Æ bonus icon, you may make a token creature in its place.",
     statics=[static("icon_replace", _may_make_token_instead, (("amber",), "token", "make a token creature instead"))])


# Token creatures (the reference cards of ToC Untamed decks)

def _niffle_in_discard(g, x):
    return "niffle" in g.traits(x)


card("Niffle Brute", "ToC",
     text=("Destroyed: Niffle Sanctuary goes from your discard pile back to your hand if it is there; if it is not, "
           "a Niffle card of your discard pile goes back to your hand."),
     destroyed=if_(title_in_my_discard("Niffle Sanctuary"),
                   move_from_zone_to_hand(in_my_zone("discard", lambda g, x: g.cards[x].defn.title == "Niffle "
                                                     "Sanctuary", "Niffle Sanctuary")),
                   move_from_zone_to_hand(in_my_zone("discard", _niffle_in_discard,
                                                     "Choose a Niffle card to return to your hand"))))

card("Briar Instar", "ToC", text="Hazardous 2.")


def _other_friendly_wolves(g, src, cid, le):
    return sum(1 for x in g.players[g.cards[src].controller].battleline if x != src and "wolf" in g.traits(x))


card("Steppe Wolf", "ToC",
     text="Steppe Wolf has +1 power per other friendly Wolf creature in play.",
     statics=[static("power", lambda g, src, cid, le: cid == src, _other_friendly_wolves)])


def _non_faerie_neighbor(g, src, cid):
    return cid in g.neighbors(src) and "faerie" not in g.traits(cid)


card("Twilight Pixie", "ToC",
     text="Twilight Pixie's neighbors that are not Faeries have \"After Reap: Gain 1Æ.\"",
     reactions=granted_use_ability(("reaped",), _non_faerie_neighbor, gain(1)))


"""Tokens of Change — Dis."""

from aember.cards.define import card
from aember.engine.effects import (
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    archive_self,
    controls_token,
    deal_damage,
    destroy_self,
    do,
    friendly_destroyed_this_turn,
    gain,
    if_,
    keys_cost_more_on_opponents_next_turn,
    lasting,
    lose,
    make_tokens,
    make_tokens_on,
    opponent_discards_random,
    reaction,
    repeat,
    return_to_hand,
    seq,
    split_each,
    static,
    steal,
    titled,
)
from aember.engine.state import BATTLELINE


def _opponent_of_src(g, src, ev, le):
    return ev.get("player") == 1 - g.cards[src].controller


def _my_turn(g, c):
    return g.active == c["me"]


def _enemy_cannot_reap(g, src, cid, le):
    me = g.cards[src].controller
    return g.cards[cid].zone == BATTLELINE and g.cards[cid].controller != me and controls_token(g, me)


def _friendly_tokens_of_le(g, src, p, le):
    return sum(1 for x in g.players[le["me"]].battleline if g.cards[x].is_token_creature)


def _codex(g, c):
    """Codex of True Names, once destroyed: each friendly Catena Fiend back to its owner's hand, counted."""
    is_fiend = titled("Catena Fiend")
    fiends = [x for x in g.players[c["me"]].battleline if is_fiend(g, x)]
    c["returned"] = sum(1 for x in fiends if g.return_to_hand(x))


card("Codex of True Names", "ToC",
     text=("Action: Destroy Codex of True Names. If it is destroyed, each friendly Catena Fiend returns to its "
           "owner's hand, and then an enemy creature returns to its owner's hand for each card returned so."),
     actions=[seq(destroy_self(),
                  if_(lambda g, c: not g.in_play(c["src"]),
                      seq(do(_codex, "return each Catena Fiend"),
                          # "for each": one decision per point, each creature returned as it is chosen (split_each)
                          split_each(lambda g, c: c.get("returned", 0), ENEMY_CREATURE, return_to_hand("t")))))])

card("Beyond All Darkness", "ToC",
     text="Play: Until the end of the turn, each time a creature is destroyed, make a token creature.",
     play=lasting(reaction("destroyed", lambda g, src, ev, le: bool(ev.get("creature")), make_tokens(1))))

card("The Amasser", "ToC",
     text="For every card your opponent draws, make a token creature on your right flank.",
     reactions=[reaction("drew", _opponent_of_src,
                         repeat(lambda g, c: c["ev"]["amount"], make_tokens_on("right")))])

card("The Forsaken", "ToC",
     text="For every card your opponent discards from their hand, make a token creature on your left flank.",
     reactions=[reaction("discarded", _opponent_of_src, make_tokens_on("left"))])

card("Gate Warden", "ToC",
     text="Enemy creatures cannot reap while you control a token creature.\nPlay: Make a token creature.",
     statics=[static("cannot_reap", _enemy_cannot_reap)],
     play=make_tokens(1))

card("Havoc", "ToC",
     text="Enhanced with two [damage] icons and one [discard] icon.\nPlay: One token creature is made.",
     play=make_tokens(1))

card("Levy of Souls", "ToC",
     text=("Action: Make a token creature. During your opponent's next turn, keys cost +1Æ for each token creature "
           "you have in play."),
     actions=[seq(make_tokens(1), keys_cost_more_on_opponents_next_turn(_friendly_tokens_of_le))])

card("Unbinding", "ToC",
     text="Play: Make a token creature. Archive Unbinding if a friendly creature has been destroyed this turn.",
     play=seq(make_tokens(1), if_(friendly_destroyed_this_turn, archive_self())))


# --- the token creatures of Dis decks ---

card("Catena Fiend", "ToC",
     text="After Fight: Steal 1Æ, then deal 3D to a friendly creature.",
     fight=seq(steal(1), deal_damage(FRIENDLY_CREATURE, 3)))

card("Facet", "ToC",
     text="Destroyed: Gain 1Æ if it is your turn.",
     destroyed=if_(_my_turn, gain(1)))

card("Snare", "ToC",
     text="Destroyed: Your opponent loses 1Æ if it is your turn.",
     destroyed=if_(_my_turn, lose(1)))

card("Thrall", "ToC",
     text="Destroyed: Your opponent discards a card at random from their hand.",
     destroyed=opponent_discards_random(1))

"""Tokens of Change — Geistoid."""

from aember.cards.define import card
from aember.engine.carddef import CREATURE
from aember.engine.effects import (
    ENEMY_CREATURE,
    capture,
    choose,
    chosen_player_discards_top,
    deal_damage,
    destroy_each_artifact_and_upgrade,
    did,
    discard_one_from_hand,
    discard_top_n,
    each_captures_n,
    haunted_discard_top_to_deck,
    haunted_me,
    if_,
    in_my_zone,
    left_play_this_way,
    make_tokens,
    make_tokens_from,
    purge_top_of_chosen_deck,
    put_on_deck,
    seq,
)
from aember.engine.state import DISCARD, HAND


def _spinnertech():
    return seq(put_on_deck(in_my_zone(DISCARD, prompt="Choose a card in your discard pile to put on top of your deck")),
               make_tokens(1))


def _bump():
    return seq(deal_damage(ENEMY_CREATURE, 2), if_(lambda g, c: bool(c.get("killed")), make_tokens(1)))


card("Suzerain", "ToC",
     text="After Reap: Pick a player and purge the card on top of their deck. If a card was purged, make a Minion.",
     reap=seq(purge_top_of_chosen_deck(), if_(did("purged_top"), make_tokens(1, named="Minion"))))

card("Inevitable Decay", "ToC",
     text="Play: Every artifact and every upgrade is destroyed. Make one token creature per card destroyed so.",
     play=seq(destroy_each_artifact_and_upgrade(), make_tokens(left_play_this_way())))

card("Recycler", "ToC",
     text=("After Reap: The 3 cards on top of your deck go to your discard pile; make one token creature per "
           "creature card among them."),
     reap=seq(discard_top_n(3, "top3"),
              make_tokens(lambda g, c: sum(1 for x in c["top3"] if g.cards[x].defn.type == CREATURE))))

card("Spinnertech", "ToC",
     text=("Play/Destroyed: Put a card of your choice from your discard pile on top of your deck, then make a token "
           "creature."),
     play=_spinnertech(), destroyed=_spinnertech())

card("Administrator Rivet", "ToC",
     text="Play: A token creature is made. If you are haunted, each of your token creatures then captures 1Æ.",
     play=seq(make_tokens(1),
              if_(haunted_me, each_captures_n(1, lambda g, x, c: g.cards[x].is_token_creature))))

card("Bump in the Night", "ToC",
     text=("Play: Deal 2D to an enemy creature; if that destroys it, make a token creature. If you are haunted, do "
           "all of that a second time."),
     play=seq(_bump(), if_(haunted_me, _bump())))

card("Looping Dirge", "ToC",
     text="Enhanced with one [capture] icon and one [discard] icon.\nPlay: Make a token creature if you are haunted.",
     play=if_(haunted_me, make_tokens(1)))

card("Sidekick", "ToC",
     text="Play: A card of your choice from your hand enters play as a token creature.",
     play=if_(lambda g, c: g.players[c["me"]].token_def is not None,   # no reference card: nothing to choose
              seq(choose("revealed", in_my_zone(HAND, prompt="Choose a card to put into play as a token creature")),
                  make_tokens_from("revealed"))))


# --- the token creatures of Geistoid decks ---

card("Minion", "ToC",
     text=("After Reap: Choose a haunted player. The top card of their discard pile goes on top of its owner's "
           "deck."),
     reap=haunted_discard_top_to_deck())

card("Phantasm", "ToC",
     text="After Reap: Choose a card in your hand and discard it.",
     reap=discard_one_from_hand())

card("Wrecker", "ToC",
     text="After Reap: Pick a player; the top card of their deck is discarded.",
     reap=chosen_player_discards_top(1))

card("Æmberologist", "ToC",
     text="Action: Capture 1Æ.",
     actions=[capture(1)])

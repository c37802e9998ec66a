"""Tokens of Change — Logos."""

from aember.cards.define import card
from aember.engine.effects import (
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    archive_from_hand,
    archive_self,
    archive_top,
    cards_in_play,
    choose,
    destroy,
    destroyed_any,
    did,
    do,
    draw,
    gain,
    if_,
    in_my_zone,
    make_tokens,
    may_choose,
    may_forge_key_at,
    not_tagged,
    purge_self,
    put_on_bottom_of_deck,
    seq,
)
from aember.engine.state import ARCHIVES, HAND
from aember.engine.steps import Choose


def _beta_forge_cost(g, c):
    me = c["me"]
    return max(0, g.key_cost(me) + 12 - len(g.players[me].archives))


def _logos_in_play(g, c):
    """Friendly Logos cards in play: creatures, artifacts and upgrades (on a creature or an artifact), as every
    "cards in play" (Take that, Smartypants; Doom Device)."""
    return sum(1 for x in cards_in_play(g) if g.cards[x].controller == c["me"] and g.belongs_to(x, "logos"))


def _logos_in_hand(g, c):
    return [x for x in g.players[c["me"]].hand if g.belongs_to(x, "logos")]


card("Beta-Forge", "ToC",
     text=("Action: Make an Alpha-Gamma. You may then forge a key at its current cost +12Æ, less 1Æ per card in your "
           "archives; if a key is forged so, purge Beta-Forge."),
     actions=[seq(make_tokens(1, named="Alpha-Gamma"), may_forge_key_at(_beta_forge_cost),
                  if_(did("forged"), purge_self()))])

card("Cognitive Assumptions", "ToC",
     text="Play: You may reveal as many as 3 Logos cards in your hand. Make one token creature per card revealed.",
     play=seq(Choose("revealed", _logos_in_hand, 3, True, "Reveal up to 3 Logos cards from your hand"),
              make_tokens(lambda g, c: len(c.get("revealed") or []))))

card("Dr. Westing", "ToC",
     text="After Reap: Make a token creature if Dr. Westing is on a flank.",
     reap=if_(lambda g, c: g.in_play(c["src"]) and g.is_flank(c["src"]), make_tokens(1)))

card("Titan Outpost", "ToC",
     text=("Action: A friendly creature goes to the bottom of its owner's deck. If it does, make a token creature, "
           "then archive a card."),
     actions=[seq(put_on_bottom_of_deck(FRIENDLY_CREATURE),
                  if_(did("bottomed"), seq(make_tokens(1), archive_from_hand(1))))])

card("Auto-Autopsy 2.1", "ToC",
     text="Play: Make a token creature.\nOmni: Destroy a friendly creature; if it is destroyed, gain 1Æ.",
     play=make_tokens(1),
     omnis=[seq(destroy(FRIENDLY_CREATURE), if_(destroyed_any(), gain(1)))])

card("Golis Artificer", "ToC",
     text="Enhanced with one [amber], one [draw] and one [discard] icon.\nAfter Reap: One token creature is made.",
     reap=make_tokens(1))

card("Hypothesize", "ToC",
     text="Play: Make a token creature. Archive Hypothesize if you have at least three Logos cards in play.",
     play=seq(make_tokens(1), if_(lambda g, c: _logos_in_play(g, c) >= 3, archive_self())))

card("Practical Methods", "ToC",
     text="Play: Make a token creature. Then destroy a friendly creature and an enemy creature at the same time.",
     play=seq(make_tokens(1), choose("mine", not_tagged(FRIENDLY_CREATURE)),
              choose("theirs", not_tagged(ENEMY_CREATURE)),
              do(lambda g, c: g.destroy([x for x in (c.get("mine") or []) + (c.get("theirs") or []) if g.in_play(x)]),
                 "destroy both")))


# --- the token creatures of Logos decks ---

card("Alpha-Gamma", "ToC",
     text="Destroyed: Alpha-Gamma goes to your archives.",
     destroyed=archive_self())

card("Chronicler", "ToC",
     text="After Reap: The top card of your deck goes to your archives.",
     reap=archive_top(1))

card("Savant", "ToC",
     text=("Action: You may put a card from your archives into its owner's hand. If you do not, archive a card "
           "from your hand."),
     actions=[seq(may_choose("Put a card from your archives into its owner's hand?", in_my_zone(ARCHIVES),
                             do(lambda g, c: [g.move(x, HAND) for x in c["t"]], "archives to hand")),
                  if_(lambda g, c: not c.get("t"), archive_from_hand(1)))])

card("Spydrone", "ToC",
     text="Elusive.\nAction: Draw a card.",
     actions=[draw(1)])

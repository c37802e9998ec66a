"""More Mutation — Dis, and the three gigantic-search actions printed in every house of the set."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    archive_chosen,
    destroy,
    discard_hand,
    extreme_to_destroy,
    found_to_hand,
    gain,
    purge_random_from_opponent_hand,
    purge_self,
    put_found_on_top_of_deck,
    search_gigantic_pair,
    seq,
    shuffle_my_deck,
    static,
)

# Build Your Champion, Digging Up the Monster and Tomes Gigantica are printed in seven houses of MoMu: one
# declaration each, whose copies take their house from the deck (house= only picks the record of the facts).

card("Build Your Champion", "MoMu", house="dis",
     text=("Play: Look through your deck and your discard pile for both halves of one gigantic creature, show them "
           "and put them into your archives."),
     play=seq(search_gigantic_pair(), archive_chosen("found", holder="me"), shuffle_my_deck()))

card("Digging Up the Monster", "MoMu", house="dis",
     text=("Play: Look through your deck and your discard pile for both halves of one gigantic creature and show "
           "them. Place them on top of your deck, in the order you like."),
     play=seq(search_gigantic_pair(), shuffle_my_deck(), put_found_on_top_of_deck()))

card("Tomes Gigantica", "MoMu", house="dis",
     text=("Play: Look through your deck and your discard pile for both halves of one gigantic creature, show them "
           "and take them into your hand. Then purge this card."),
     play=seq(search_gigantic_pair(), found_to_hand(), shuffle_my_deck(), purge_self()))


_tormax = seq(discard_hand(), purge_random_from_opponent_hand(2))
card("Tormax", "MoMu",
     gigantic="Tormax",
     text=("(Gigantic: played only together with its other half.)\n"
           "Play/After Fight/After Reap: Discard every card in your hand, then purge 2 cards at random from your "
           "opponent's hand."),
     play=_tormax, fight=_tormax, reap=_tormax)


def _alone(g, src, cid, le):
    return cid == src and not any(x != src for x in g.players[g.cards[src].controller].battleline)


_anathema = destroy(A_CREATURE.other().times(2, prompt="Choose 2 other creatures to destroy"))
card("Wretched Anathema", "MoMu",
     gigantic="Wretched Anathema",
     text=("(Gigantic: played only together with its other half.)\n"
           "While no other friendly creature is in play, Wretched Anathema has \"Action: Gain 4Æ.\"\n"
           "Play/After Reap: Destroy 2 creatures other than Wretched Anathema."),
     statics=[static("grant_action", _alone, gain(4))],
     play=_anathema, reap=_anathema)

card("Scaethe", "MoMu",
     text="Destroyed: The enemy creature with the lowest power is destroyed.",
     destroyed=seq(extreme_to_destroy("t", ENEMY_CREATURE, least=True), destroy("t")))

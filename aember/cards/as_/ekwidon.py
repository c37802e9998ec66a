"""Æmber Skies — Ekwidon."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    archive_chosen,
    artifacts,
    capture,
    choose,
    choose_house,
    creatures,
    deal_damage,
    destroy,
    destroy_each,
    destroyed_any,
    discard_cards,
    discard_random,
    do,
    each_player_reveals_random,
    each_revealer_gains_per_amber_icon,
    exalt,
    gain,
    if_,
    lasting,
    lose,
    may_choose,
    move_amber_to_pool,
    move_one_amber,
    opponent_discards_random,
    opponent_discards_random_until_house,
    opponent_draws,
    owners_archive_random_from_hand,
    random_card_of_hand_to,
    reaction,
    refill_hand,
    repeat,
    scrap,
    self_as,
    seq,
    static,
    steal,
)

card("Cogg Miller", "AS",
     text="After Fight: You may destroy an artifact. If it is destroyed, the player who owns it archives a card at "
          "random from their hand.",
     fight=seq(may_choose("Destroy an artifact?", artifacts(prompt="Choose an artifact to destroy"), destroy("t")),
               if_(destroyed_any(), owners_archive_random_from_hand())))

card("High Street Churn", "AS",
     text="Play: Name one of the houses on your opponent's identity card. Your opponent keeps discarding cards at "
          "random from their hand until one of that house is discarded or the hand is empty. Then they draw up to "
          "their hand size as in their \"draw cards\" step.",
     play=seq(choose_house("house", lambda g, c: list(g.players[1 - c["me"]].houses),
                           "Choose a house on your opponent's identity card"),
              opponent_discards_random_until_house("house"),
              refill_hand("opponent")))


def _amber_on_self(g, src, p, le):
    return g.cards[src].amber


card("Ace Jonavan", "AS",
     text="Every key costs +1Æ per Æ on Ace Jonavan.\nPlay: Capture 1Æ.",
     statics=[static("key_cost", lambda g, src, p, le: True, _amber_on_self)],
     play=capture(1))

_DISTRIBUTE = move_one_amber(A_CREATURE, A_CREATURE)

card("Distributor Janŏŏnt", "AS",
     text="Enhance [capture][capture].\nAfter Fight/After Reap: Take 1Æ off a creature and put it on a different "
          "creature.",
     fight=_DISTRIBUTE,
     reap=_DISTRIBUTE)

card("Hoist Operations", "AS",
     text="Play: Choose a creature; it goes into the archives of the player who owns it.",
     play=seq(choose("t", creatures(prompt="Choose a creature to put into its owner's archives")), archive_chosen("t")))


card("Æmberwind", "AS",
     text="Elusive. Versatile.\nPlay: Exalt Æmberwind three times.\nAfter Reap: Take 1Æ off Æmberwind and add it to "
          "your pool.",
     play=repeat(3, exalt()),
     reap=seq(self_as("self"), move_amber_to_pool("self", 1)))

_CHANGE_AGENT = lose(lambda g, c: max(0, len(g.players[1 - c["me"]].hand) - 5))

card("Change Agent", "AS",
     text="After Fight/After Reap: Your opponent loses 1Æ per card in their hand beyond the fifth.",
     fight=_CHANGE_AGENT,
     reap=_CHANGE_AGENT)

card("Moon Light Special", "AS",
     text="Play: Discard one card at random from your hand. If one was discarded, gain 1Æ.",
     play=seq(discard_random(1, "me", key="gone"), if_(lambda g, c: bool(c.get("gone")), gain(1))))

card("Reap the Wild Wind", "AS",
     text="Enhance [amber][amber][amber].\nPlay: You and your opponent each reveal a card at random from your hands; "
          "each of you gains 1Æ per Æ bonus icon on the card you revealed.",
     play=seq(each_player_reveals_random("revealed"), each_revealer_gains_per_amber_icon("revealed")))


def _shares_house_with_revealed(g, x, c):
    return any(g.house_of(x) == g.house_of(r) for r in c.get("revealed") or [])


card("Barter and Games", "AS",
     text="Play: You and your opponent each reveal a card at random from among your hand and archives. Each of you "
          "gains 1Æ per Æ bonus icon on the card you revealed. Every creature of the same house as a revealed card "
          "is destroyed. Then the revealed cards are discarded.",
     play=seq(each_player_reveals_random("revealed", ("hand", "archives")),
              each_revealer_gains_per_amber_icon("revealed"),
              destroy_each("any", _shares_house_with_revealed),
              discard_cards("revealed")))


def _exalt_enemy_flanks(g, c):
    for x in list(g.players[1 - c["me"]].battleline):
        if g.is_flank(x):
            g.exalt(x)


card("Skipper Hukŏ", "AS",
     text="After Reap: Capture 1Æ. If any was captured, exalt every creature on a flank of the enemy battleline.",
     reap=seq(capture(1, key="did"),
              if_(lambda g, c: bool(c.get("did")), do(_exalt_enemy_flanks, "exalt enemy flanks"))))


def _no_active_house_in_hand(g, c):
    hand = g.players[c["me"]].hand
    g.say(f"{g.pname(c['me'])} reveals their hand: " + (", ".join(g.cname(x) for x in hand) or "nothing"))
    return not any(g.belongs_to(x, g.active_house) for x in hand)


card("Transparency Report", "AS",
     text="Play: Show your hand. When none of its cards belongs to the active house, gain 2Æ.",
     play=if_(_no_active_house_in_hand, gain(2)))

card("Vĕsted Harŏld", "AS",
     text="Enhance [ekwidon].\nScrap: Pick one of your creatures and one enemy creature; each goes into the archives "
          "of the player who owns it.",
     reactions=[scrap(seq(choose("f", FRIENDLY_CREATURE), choose("e", ENEMY_CREATURE),
                          archive_chosen("f"), archive_chosen("e")))])

card("Three Sheets to the Wind", "AS",
     text="Play: Your opponent draws 3 cards. Then, each at random from their hand, they discard a card, put a card "
          "on top of their deck and purge a card.",
     play=seq(opponent_draws(3), opponent_discards_random(1), random_card_of_hand_to("deck"),
              random_card_of_hand_to("purged")))


def _i_play_a_creature(g, src, ev, le):
    return ev.get("player") == le["me"] and ev.get("type") == "creature"


card("Contract Execution", "AS",
     text="Play: Until the end of the turn, whenever you play a creature, deal 2D to a creature.",
     play=lasting(reaction("played", _i_play_a_creature, deal_damage(A_CREATURE, 2))))


def _friendly_ekwidon(g, src, cid, le):
    x = g.cards[cid]
    return x.zone == "battleline" and x.controller == g.cards[src].controller and g.belongs_to(cid, "ekwidon")


card("Game Changer", "AS",
     text='Enhance [ekwidon][ekwidon].\nYour Ekwidon creatures cannot reap, and each of them gains "Action: Steal '
          '1Æ."',
     statics=[static("cannot_reap", _friendly_ekwidon), static("grant_action", _friendly_ekwidon, steal(1))])


def _lowest_power(g, src, cid, le):
    if g.cards[cid].zone != "battleline":
        return False
    return g.power(cid) == min(g.power(x) for x in g.creatures())


card("Niche Market", "AS",
     text='Every creature tied for the lowest power gains "Action: Steal 1Æ."',
     statics=[static("grant_action", _lowest_power, steal(1))])

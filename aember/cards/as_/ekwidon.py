"""Æmber Skies — Ekwidon."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    Target,
    archive_chosen,
    artifacts,
    capture,
    choose,
    choose_house,
    count_friendly,
    creatures,
    deal_damage,
    destroy,
    destroy_each,
    destroyed_any,
    destroyed_this_way,
    did,
    discard_cards,
    discard_random,
    do,
    each_player_reveals_random,
    each_revealer_gains_per_amber_icon,
    enemy_in,
    exalt,
    gain,
    give_self_to_opponent,
    granted_use_ability,
    has_trait,
    host_is,
    if_,
    in_my_zone,
    lasting,
    lasting_with,
    least_powerful,
    look_top_take_one_discard_rest,
    lose,
    may,
    may_choose,
    may_use_this_turn,
    move_amber_to_pool,
    move_one_amber,
    not_tagged,
    opponent_discards_random,
    opponent_discards_random_until_house,
    opponent_draws,
    owners_archive_random_from_hand,
    pay_opponent,
    put_on_deck,
    put_under_self_into_play,
    random_card_of_hand_to,
    reaction,
    refill_hand,
    repeat,
    scrap,
    self_as,
    seq,
    shares_a_house,
    static,
    steal,
    swap_hand_and_discard,
    take_control,
)
from aember.engine.state import DISCARD, HAND

card("Cogg Miller", "AS",
     text="After Fight: You may destroy an artifact. If it is destroyed, the player who owns it archives a card at "
          "random from their hand.",
     fight=seq(may_choose("Destroy an artifact?", not_tagged(artifacts(prompt="Choose an artifact to destroy")),
                          destroy("t")),
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
     play=seq(choose("t", creatures(prompt="Choose a creature to put into its owner's archives")),
              archive_chosen("t", put=True)))


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
     play=seq(discard_random(1, "me", did_key="did"), if_(did(), gain(1))))

card("Reap the Wild Wind", "AS",
     text="Enhance [amber][amber][amber].\nPlay: You and your opponent each reveal a card at random from your hands; "
          "each of you gains 1Æ per Æ bonus icon on the card you revealed.",
     play=seq(each_player_reveals_random("revealed"), each_revealer_gains_per_amber_icon("revealed")))


def _shares_house_with_revealed(g, x, c):
    return any(shares_a_house(g, x, r) for r in c.get("revealed") or [])



card("Barter and Games", "AS",
     text="Play: You and your opponent each reveal a card at random from among your hand and archives. Each of you "
          "gains 1Æ per Æ bonus icon on the card you revealed. Every creature of the same house as a revealed card "
          "is destroyed. Then the revealed cards are discarded.",
     play=seq(each_player_reveals_random("revealed", ("hand", "archives")),
              each_revealer_gains_per_amber_icon("revealed"),
              destroy_each("any", _shares_house_with_revealed),
              discard_cards("revealed")))


def _exalt_enemy_flanks(g, c):
    # enemy_in: a Hukŏ resolved "as if you controlled" it (Replicator) is not an enemy creature
    for x in enemy_in(g, c):
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
                          archive_chosen("f", put=True), archive_chosen("e", put=True)))])

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


def _put_under_self(g, c):
    for x in c.get("t") or []:
        if g.cards[x].zone == HAND and g.in_play(c["src"]):
            g.put_beneath(x, c["src"])


_BUZZ_UNDER = may_choose("Put a creature from your hand faceup under Skŏllĕnbŭzzz?",
                         in_my_zone(HAND, lambda g, x: g.cards[x].defn.type == "creature",
                                    "Choose a creature in your hand"),
                         do(_put_under_self, "put under"))

card("Skŏllĕnbŭzzz", "AS",
     text="Play/After Reap: You may take a creature from your hand and put it faceup under Skŏllĕnbŭzzz.\n"
          "Destroyed: Every creature under Skŏllĕnbŭzzz enters play under your control. Then Skŏllĕnbŭzzz goes on "
          "top of your deck.",
     statics=[static("faceup_under")],
     play=_BUZZ_UNDER,
     reap=_BUZZ_UNDER,
     destroyed=seq(put_under_self_into_play(), self_as("self"), put_on_deck("self")))

card("Aerial Pedlar", "AS",
     text="After Reap: Take control of the enemy creature with the least power; you may use it this turn. Then your "
          "opponent takes control of Aerial Pedlar.",
     reap=seq(least_powerful("t", ENEMY_CREATURE), take_control("t"), may_use_this_turn("t"),
              give_self_to_opponent()))


def _ekwidon_while_mine(g, src, cid, le):
    return cid == le["target"] and g.cards[cid].controller == le["me"]


_HYERTULA_HOUSE = static("house", _ekwidon_while_mine, "ekwidon")


def _take_artifact(g, c):
    c["taken"] = [x for x in c.get("a") or [] if g.take_control(x, c["me"])]


card("Vendor Hyertula", "AS",
     text="After Reap: You may destroy Vendor Hyertula. If it is destroyed, take control of an enemy artifact; it "
          "belongs to house Ekwidon for as long as you control it.",
     reap=may("Destroy Vendor Hyertula?",
              seq(self_as("self"), destroy("self"),
                  if_(lambda g, c: bool(destroyed_this_way()(g, c)),
                      seq(choose("a", artifacts("enemy", "Choose an enemy artifact to take control of")),
                          do(_take_artifact, "take control"),
                          if_(lambda g, c: bool(c.get("taken")),
                              lasting_with(_HYERTULA_HOUSE, until="leaves_play",
                                           target=lambda g, c: c["taken"][0], ctl_bound=True))))),
              lambda g, c: g.in_play(c["src"])))

card("Requisition Writ", "AS",
     text='The creature wearing this gains "After Reap: Give 1Æ from your pool to your opponent; if you did, an enemy '
          'creature comes under your control."',
     reactions=granted_use_ability(("reaped",), host_is,
                                   seq(pay_opponent(1), if_(did("paid"), take_control(ENEMY_CREATURE)))))

card("Suggestion Box", "AS",
     text='This creature gains "After Reap: Look at your top 5 deck cards, put 1 of them into your hand and discard '
          'the rest."',
     reactions=granted_use_ability(("reaped",), host_is, look_top_take_one_discard_rest(5)))


def _has_same_type_in_discard(g, x, c=None):
    t = g.cards[x].defn.type
    return any(g.cards[y].defn.type == t for y in g.players[g.cards[x].owner].discard)


def _swap(g, c):
    a = [x for x in c.get("h") or [] if g.cards[x].zone == HAND]
    b = [x for x in c.get("d") or [] if g.cards[x].zone == DISCARD]
    if a and b:
        g.say(f"{g.pname(c['me'])} swaps {g.cname(a[0])} from hand with {g.cname(b[0])} from their discard pile")
        swap_hand_and_discard(g, a[0], b[0])


card("Shard of Change", "AS",
     text="Action: Once per Shard you control, you may exchange a card in your hand for a card of the same type in "
          "your discard pile.",
     actions=[repeat(lambda g, c: count_friendly(g, c, has_trait("shard")),
                     may_choose("Swap a card from your hand with one in your discard pile?",
                                in_my_zone(HAND, _has_same_type_in_discard, "Choose a card in your hand to swap"),
                                seq(choose("d", Target(lambda g, c: [y for y in g.players[c["me"]].discard
                                                                     if g.cards[y].defn.type
                                                                     == g.cards[c["h"][0]].defn.type],
                                                       "Choose a card of the same type in your discard pile")),
                                    do(_swap, "swap")), key="h"))])

"""Grim Reminders — Unfathomable."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    add_neighbors,
    archive_self,
    archive_self_if_haunted,
    captures_from_each_player,
    cards_in_my_discard,
    choose,
    choose_house,
    chosen_player_discards_top,
    creatures_and_artifacts,
    damage_each_killed,
    damage_from_creature,
    damaged_this_way,
    deal_damage,
    destroy_each,
    discard_bottom_of_deck,
    do,
    each_player_discards_random,
    event_player_discards_top,
    exhaust,
    exhaust_each,
    exhaust_each_sharing_house_with,
    granted_reap_for_turn,
    haunted_me,
    if_,
    in_discard_piles,
    in_my_zone,
    in_opponent_discard,
    may,
    opponent_discards_random,
    printed_x,
    put_event_card_under_self,
    put_on_deck,
    random_card_in_opponent_hand,
    reaction,
    repeat,
    repeat_this_effect,
    return_to_hand,
    scrap,
    self_only,
    seq,
    shuffle_bottom_of_discard_into_deck,
    shuffle_discard_into_deck,
    static,
    steal,
    stun,
    top_of_discard_to_bottom_of_deck,
)
from aember.engine.state import DISCARD


def _haunted_self(g, src, cid, le):
    return g.haunted(g.cards[src].controller)


card("Echo Guardian", "GR",
     text="Taunt.\nAs long as you are haunted, Echo Guardian gets +2 power and gains poison.",
     statics=[static("power", self_only(_haunted_self), 2),
              static("keyword", self_only(_haunted_self), ("poison", 1))])

card("Mnemoleech", "GR",
     text="After Reap: You steal 2Æ if the opponent is haunted, and 1Æ if they are not.",
     reap=if_(lambda g, c: g.haunted(1 - c["me"]), steal(2), steal(1)))


def _opp_haunted(g, c):
    return g.haunted(1 - c["me"])


def _capture_all_opp(g, c):
    g.capture(c["src"], g.players[1 - c["me"]].amber, 1 - c["me"])


card("Trawler", "GR",
     text="Play: When you are haunted, Trawler captures every Æ your opponent has.",
     play=if_(haunted_me, do(_capture_all_opp, "capture all")))

card("Addlefish", "GR",
     text="After Fight: 2 random cards from your opponent's hand are discarded.",
     fight=opponent_discards_random(2))

card("Unsettling Ancestry", "GR",
     text="Play: Pick an enemy creature; stun it and exhaust it. Then, if you are haunted, put Unsettling "
          "Ancestry into your archives.",
     play=seq(choose("t", ENEMY_CREATURE), stun("t"), exhaust("t"), if_(haunted_me, archive_self())))

card("Gatewatcher", "GR",
     text="Taunt.\nDestroyed: When your opponent is haunted, each creature on an enemy flank is destroyed.",
     destroyed=if_(_opp_haunted, destroy_each("enemy", lambda g, x, c: g.is_flank(x))))

card("Tangimangi", "GR",
     text="As long as your opponent is haunted, they pay 3 more Æ for each key.",
     statics=[static("key_cost",
                     lambda g, src, p, le: p != g.cards[src].controller and g.haunted(p),
                     lambda g, src, p, le: 3)])

card("Circlespeak", "GR",
     text="Play: Pick a creature. From every haunted player, it captures 2Æ.",
     play=captures_from_each_player(A_CREATURE, 2, lambda g, p: g.haunted(p)))

card("Squallmaster", "GR",
     text="After Fight/After Reap: A random card leaves each player's hand for their discard pile.\n"
          "Scrap: Pick an enemy creature and exhaust it.",
     fight=each_player_discards_random(1), reap=each_player_discards_random(1),
     reactions=[scrap(exhaust(ENEMY_CREATURE))])

card("Arcane Transmitter", "GR",
     text="Action: Pick a player; the 4 cards on top of their deck go to their discard pile.\n"
          "Scrap: Your discard pile is shuffled into your deck.",
     actions=[chosen_player_discards_top(4)],
     reactions=[scrap(shuffle_discard_into_deck())])

card("Immersioneer", "GR",
     text="After Reap: Pick a player; the 3 cards on top of their deck go to their discard pile.\n"
          "Scrap: Take the 3 bottom cards of your discard pile and shuffle them into your deck.",
     reap=chosen_player_discards_top(3),
     reactions=[scrap(shuffle_bottom_of_discard_into_deck(3))])

card("Hukaru Icefin", "GR",
     text="After Reap: Name a house; every creature of that house becomes exhausted.\n"
          "Scrap: Pick a creature or an artifact and exhaust it.",
     reap=seq(choose_house("house"), exhaust_each("any", lambda g, x, c: g.belongs_to(x, c["house"]))),
     reactions=[scrap(exhaust(creatures_and_artifacts()))])

card("Thoughtswim", "GR",
     text="The creature this is attached to gains: \"As long as your opponent is haunted, no damage can be dealt "
          "to this creature.\"",
     statics=[static("no_damage",
                     lambda g, src, cid, le: g.cards[src].host == cid
                     and g.haunted(1 - g.cards[cid].controller), gained=True)])


def _controller_haunted_t(g, c):
    return any(g.haunted(g.cards[x].controller) for x in c["t"])


card("Tendrils from Beyond", "GR",
     text="Play: Pick a creature. When its controller is haunted, it and its neighbors go back to their owners' "
          "hands; when not, only that creature goes back to its owner's hand.",
     play=seq(choose("t", A_CREATURE), if_(_controller_haunted_t, add_neighbors("t")), return_to_hand("t")))

_KORIKI = put_on_deck(in_discard_piles(prompt="Choose a card in a discard pile to put on the bottom of its "
                                              "owner's deck"), top=False)
card("Koriki Germinator", "GR",
     text="Play/After Reap: Pick a card in any discard pile and move it to the bottom of its owner's deck.",
     play=_KORIKI, reap=_KORIKI)

card("Beam of Forgetting", "GR",
     text="Enhance [capture][discard].\nPlay: Your opponent reveals a card from their hand at random; it goes to "
          "the bottom of their deck.",
     play=seq(random_card_in_opponent_hand("t"), put_on_deck("t", top=False)))


def _damaged_creature(g, source):
    return damage_from_creature(g, source) and g.cards[source].damage > 0


card("Eldritch Synan", "GR",
     text="Damage from a creature that has damage on it is never dealt to Eldritch Synan.",
     statics=[static("no_damage_from", self_only(), _damaged_creature)])


def _stun_exhaust_damaged(g, c):
    for x in damaged_this_way(g, c):
        g.stun(x)
        g.exhaust(x)


card("Strange Torpedo", "GR",
     text="Play: Pick a creature and deal 1D to it, with 1D splash. Then, when your opponent is haunted, every "
          "creature this damaged is stunned and exhausted.",
     play=seq(deal_damage(A_CREATURE, 1, splash=1), if_(_opp_haunted, do(_stun_exhaust_damaged, "stun, exhaust"))))

card("Nightmare Inducer", "GR",
     text="Action: Pick a card in your opponent's discard pile. Each enemy creature of a house that card has is "
          "exhausted, then the card goes to the bottom of your opponent's deck.",
     actions=[seq(choose("t", in_opponent_discard()), exhaust_each_sharing_house_with("t"),
                  put_on_deck("t", top=False))])

card("Open the Seal", "GR",
     text="Enhance [amber][discard][discard][discard].")


def _seal_in_discard(g, p):
    return any(g.cards[x].defn.title == "Open the Seal" for x in g.players[p].discard)


card("Thing from the Deep", "GR",
     text="Unless a copy of Open the Seal lies in your discard pile, you may not play Thing from the Deep.\n"
          "After Fight: Steal 2Æ.",
     statics=[static("play_if", None, _seal_in_discard)],
     fight=steal(2))

card("Echoing Deathknell", "GR",
     text="Play: 1D is dealt to every creature. Do that again whenever it destroyed at least one creature.",
     # only creatures this damage destroyed count, not those a Destroyed: ability then destroys (Phoenix Heart)
     play=repeat_this_effect(damage_each_killed("any", 1), lambda g, c: bool(c.get("killed"))))

card("Dirge of the Deep", "GR",
     text="Enhance [capture][discard][discard].\nPlay: The card at the bottom of your opponent's deck is discarded; "
          "each creature sharing a house with it becomes exhausted.",
     play=seq(discard_bottom_of_deck("t"), exhaust_each_sharing_house_with("t", side="any")))

card("Awful Atoll", "GR",
     text="Each creature whose controller is haunted gets –2 power.\nWhen no creature is in play, destroy Awful "
          "Atoll.",
     statics=[static("power", lambda g, src, cid, le: g.haunted(g.cards[cid].controller), -2),
              static("destroy_when", self_only(), lambda g, src: not g.creatures())])

card("Curse of Confusion", "GR",
     text="Treachery.\nWhen your turn ends, each of your creatures that belongs to the active house becomes "
          "exhausted.",
     reactions=[reaction("turn_end", lambda g, src, ev, le: ev["player"] == g.cards[src].controller,
                         exhaust_each("friendly", lambda g, x, c: g.belongs_to(x, g.active_house)))])


card("Dredge", "GR",
     text="Play: Until the turn ends, every friendly creature gains: \"After Reap: Pick a card in your discard "
          "pile and put it on top of your deck.\"",
     play=granted_reap_for_turn(put_on_deck(in_my_zone(DISCARD, prompt="Choose a card in your discard pile to put "
                                                                        "on top of your deck"))))


def _drew_on_own_turn(g, src, ev, le):
    return ev["player"] == g.cards[src].controller == g.active


card("Ihaka of the Depths", "GR",
     text="Each time you draw a card on your own turn, you may then move the top card of your discard pile to the "
          "bottom of your deck.",
     reactions=[reaction("drew", _drew_on_own_turn,
                         repeat(lambda g, c: c["ev"]["amount"],
                                may("Put the top card of your discard pile on the bottom of your deck?",
                                    top_of_discard_to_bottom_of_deck(),
                                    lambda g, c: bool(g.players[c["me"]].discard))))])

card("Bottomless Depths", "GR",
     text="Whenever you discard a card from your hand, that card then moves from your discard pile to beneath "
          "Bottomless Depths, facedown.",
     reactions=[reaction("discarded", lambda g, src, ev, le: ev["player"] == g.cards[src].controller,
                         put_event_card_under_self())])

card("Giltspine Mesmerist", "GR",
     text="Each time a player readies a card, that player discards the top card of their deck.\n"
          "Scrap: Discard the top 3 cards of the deck of a player of your choice.",
     reactions=[reaction("readied", lambda g, src, ev, le: True, event_player_discards_top(1)),
                scrap(chosen_player_discards_top(3))])

card("Xenos Darkshadow", "GR",
     text="It has assault X, hazardous X and splash-attack X, and its power and armor are X, where X counts the "
          "cards in your discard pile.\nDestroyed: Archive it when you are haunted.",
     statics=[printed_x("power", cards_in_my_discard),
              printed_x("armor", cards_in_my_discard),
              static("keyword", self_only(), ("assault", cards_in_my_discard)),
              static("keyword", self_only(), ("hazardous", cards_in_my_discard)),
              static("keyword", self_only(), ("splash-attack", cards_in_my_discard))],
     destroyed=archive_self_if_haunted())

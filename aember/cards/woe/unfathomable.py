"""Winds of Exchange — Unfathomable."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    Target,
    add_counter,
    archive_self,
    capture,
    choose,
    choose_house,
    choose_n,
    controls_token,
    counter_of,
    deal_damage,
    destroy,
    destroy_each,
    destroy_enemy_flank,
    destroy_friendly_then_bury_discard_creature_under_self,
    destroy_own_flank,
    destroy_self,
    destroyed_any,
    did,
    discard_random,
    discard_top_of_deck,
    do,
    each_captures,
    each_player_discards_random_down_to,
    exhaust,
    exhaust_each,
    for_turn_my_creatures_gain,
    gain,
    gain_chains,
    host_only,
    if_,
    is_self,
    keys_cost_more_on_opponents_next_turn,
    keyword_while,
    look_at_opponent_hand,
    make_tokens,
    make_tokens_then,
    most_powerful,
    not_tagged,
    play_effect_instead,
    put_each_on_top_of_deck_random,
    put_on_bottom_of_deck,
    reaction,
    remove_counters,
    return_each_creature_to_hand,
    return_to_hand,
    reveal_found_to_hand_and_shuffle,
    reveal_random_repeat_or_discard,
    search,
    seq,
    shares_a_house,
    static,
    steal,
    token_creature_now,
    tokens_from_cards_under_self,
    unless_opponent_picks_house,
    ward,
)
from aember.engine.state import BATTLELINE


def _ctl(g, src):
    return g.cards[src].controller


card("Kelpminder", "WoE",
     text="Enhance [capture][draw][draw].")

card("Kamalani", "WoE",
     text="Destroyed: Two token creatures are made.",
     destroyed=make_tokens(2))

card("Soleft", "WoE",
     text="Destroyed: The creature on the opponent's left flank is destroyed.",
     destroyed=destroy_enemy_flank("left"))

card("Flounderight", "WoE",
     text="Destroyed: The creature on the opponent's right flank is destroyed.",
     destroyed=destroy_enemy_flank("right"))

card("Skullback Crab", "WoE",
     text="Poison.\nAction: You steal 1Æ.",
     actions=[steal(1)])

card("Hypoxia", "WoE",
     text="Play: Every token creature is destroyed.",
     play=destroy_each("any", lambda g, x, c: g.cards[x].is_token_creature))

card("Toxicuda Venom", "WoE",
     text="This creature gains poison.",
     statics=[static("keyword", host_only(), ("poison", 1))])

card("Covetous Hema", "WoE",
     text="Covetous Hema has elusive while it is not on a flank.\nPlay: Capture 3Æ.",
     statics=[keyword_while("elusive", is_self, lambda g, src: not g.is_flank(src))],
     play=capture(3))

card("Initiation", "WoE",
     text="Play: One token creature is made. Then, if your hand holds fewer than 4 cards, archive Initiation.",
     play=seq(make_tokens(1), if_(lambda g, c: len(g.players[c["me"]].hand) < 4, archive_self())))

card("Stir-Crazy", "WoE",
     text="Play: Every creature that is ready captures 1Æ from its controller's opponent.",
     play=each_captures("any", lambda g, x, c: not g.cards[x].exhausted))

card("Timoti the Dammed", "WoE",
     text="Your opponent cannot forge keys as long as you control a token creature.\nPlay: One token creature is made.",
     statics=[static("cannot_forge", lambda g, src, p, le: p != _ctl(g, src) and controls_token(g, _ctl(g, src)))],
     play=make_tokens(1))

card("Fathom Reaver", "WoE",
     text=("As long as you control a token creature, your opponent's hand size in their \"draw cards\" step is 1 "
           "smaller.\nPlay: One token creature is made."),
     statics=[static("hand_size", lambda g, src, p, le: p != _ctl(g, src) and controls_token(g, _ctl(g, src)), -1)],
     play=make_tokens(1))


def _destroy_self_tagged(g, c):
    # checked once the destruction has resolved (destroyed_any): a Cultist saved by an "instead" (Armageddon
    # Cloak) or a ward was not destroyed, so "if you do" fails
    c["destroyed"] = g.destroy([c["src"]]) if g.in_play(c["src"]) else []


card("Cultist", "WoE",
     text="Action: Destroy this Cultist. If it is destroyed, ward a friendly creature.",
     actions=[seq(do(_destroy_self_tagged, "destroy self"), if_(destroyed_any(), ward(FRIENDLY_CREATURE)))])

card("Fish", "WoE",
     text="Destroyed: Deal 2D to the enemy creature with the highest power.",
     destroyed=seq(most_powerful("t", Target(lambda g, c: g.creatures(1 - c["me"]),
                                             "Choose the most powerful enemy creature")),
                   deal_damage("t", 2)))

card("Priest", "WoE",
     text="Action: Exhaust a creature of your opponent's.",
     actions=[exhaust(ENEMY_CREATURE)])

card("Raider", "WoE",
     text="Raider has poison during your turn.\n(During your turn, damage this creature deals by its power in a fight "
          "destroys the creature it damages.)",
     statics=[static("keyword", lambda g, src, cid, le: cid == src and g.active == _ctl(g, src), ("poison", 1))])

card("Physaloha", "WoE",
     text="Enhance [damage][damage].\nA creature with damage on it stays exhausted during the \"ready cards\" step.",
     statics=[static("no_ready_step", lambda g, src, cid, le: g.cards[cid].damage > 0)])

card("Giltspine School", "WoE",
     text=("A token creature stays exhausted during its controller's \"ready cards\" step.\n"
           "Play: Three token creatures are made."),
     statics=[static("no_ready_step", lambda g, src, cid, le: token_creature_now(g, cid))],
     play=make_tokens(3))


def _weak_link(g, src, p, le):
    host = g.cards[src].host
    return host is not None and g.cards[host].zone == BATTLELINE and g.cards[host].exhausted \
        and g.cards[host].controller == p


card("Weak Link", "WoE",
     text='This creature gains: "As long as this creature is exhausted, your keys cost 6Æ more."',
     statics=[static("key_cost", _weak_link, 6, gained=True)])

card("Crushing Deep", "WoE",
     text="Play: On your opponent's next turn, every key costs 3Æ more for each key that opponent has already forged.",
     play=keys_cost_more_on_opponents_next_turn(lambda g, src, p, le: 3 * len(g.players[1 - le["me"]].keys)))

_BEFUDDLE = static("cannot_play", lambda g, src, cid, le: g.active != le["me"] and g.turn > le["turn"]
                   and not g.belongs_to(cid, le["house"]))

card("Befuddle", "WoE",
     text=("Play: Pick a house from your opponent's identity card. On their next turn, they may play only cards "
           "of that house."),
     play=seq(choose_house(houses=lambda g, c: list(g.players[1 - c["me"]].houses)),
              do(lambda g, c: g.add_lasting(_BEFUDDLE, c["src"], c["me"], "next_turn", house=c["house"]),
                 "lasting")))


card("Azure Basin Outpost", "WoE",
     text=("Action: Send one of your creatures to the bottom of its owner's deck. If it went, exhaust 3 creatures "
           "of your opponent's."),
     actions=[seq(put_on_bottom_of_deck(FRIENDLY_CREATURE),
                  if_(did("bottomed"), seq(choose_n("e", lambda g, c: g.creatures(1 - c["me"]), 3,
                                                    "Choose 3 enemy creatures to exhaust"), exhaust("e"))))])

card("Kelping Hands", "WoE",
     text="Omni: Destroy Kelping Hands. Until the end of the turn, every friendly creature has poison.",
     omnis=[seq(destroy_self(),
                for_turn_my_creatures_gain(("poison", 1)))])


def _discard_from_opponent_hand(g, c):
    for x in c.get("h") or []:
        g.discard_from_hand(x)


card("Abyssal Sight", "WoE",
     text=("Play: Destroy one of your creatures. If it is destroyed, look at your opponent's hand and pick a card "
           "there; they discard it."),
     play=seq(destroy(FRIENDLY_CREATURE),
              if_(did("destroyed"),
                  seq(look_at_opponent_hand(),
                      choose("h", Target(lambda g, c: list(g.players[1 - c["me"]].hand),
                                         "Choose a card from your opponent's hand")),
                      do(_discard_from_opponent_hand, "discard it")))))


def _shares_house(g, a, b):
    return shares_a_house(g, a, b)


def _dragnet_group(g, c):
    t = (c.get("t") or [None])[0]
    if t is None or not g.is_creature(t):
        c["group"] = []
        return
    c["group"] = [t] + [n for n in g.neighbors(t) if _shares_house(g, t, n)]


card("Dragnet", "WoE",
     text="Play: Return a creature to its owner's hand, together with each of its neighbors that shares a house "
          "with it.",
     play=seq(choose("t", A_CREATURE), do(_dragnet_group, "neighbors sharing a house"), return_to_hand("group")))


def _purge_did(g, c):
    c["did"] = any(g.purge(x) for x in c.get("p") or [])


card("Yanthi Ghostfin", "WoE",
     text="Elusive.\nAfter Reap: Purge a creature from any discard pile. If it is purged, one token creature is "
          "made.",
     reap=seq(choose("p", Target(lambda g, c: [x for p in (c["me"], 1 - c["me"]) for x in g.players[p].discard
                                              if g.cards[x].defn.type == "creature"],
                                 "Choose a creature in a discard pile to purge")),
              do(_purge_did, "purge"), if_(did(), make_tokens(1))))


card("Sunk Cost", "WoE",
     text=("Play: Name a house. Your opponent discards a card at random from their hand; if it belongs to the "
           "named house, one token creature is made."),
     # a card a replacement put elsewhere (Refined Adhesive) was not discarded: no "that card" (as Mindfire, Vapor Imp)
     play=seq(choose_house(), discard_random(1, "opponent", key="gone", did_key="did"),
              if_(lambda g, c: bool(c.get("did")) and any(g.belongs_to(x, c["house"]) for x in c.get("gone") or []),
                  make_tokens(1))))


card("Catch and Release", "WoE",
     text=("Play: Every creature goes back to its owner's hand. Then each player discards cards at random from "
           "their hand until 6 or fewer are left. You gain 2 chains."),
     play=seq(return_each_creature_to_hand(), each_player_discards_random_down_to(6), gain_chains(2)))

card("Adult Swim", "WoE",
     text="Play: Every creature whose power is 3 or less goes on top of its owner's deck, in a random order.",
     play=put_each_on_top_of_deck_random(lambda g, x, c: g.power(x) <= 3))


def _sibyl_house(g, x, c):
    top = c.get("top") or []
    # "every creature of that card's house": each house the discarded card belongs to (house icons included)
    return bool(top) and any(g.belongs_to(x, h) for h in g.houses_of(top[0]))


card("Sibyl Waimare", "WoE",
     text=("At the start of your opponent's turn, they discard the top card of their deck, then exhaust every "
           "creature of that card's house."),
     reactions=[reaction("turn_start", lambda g, src, ev, le: ev["player"] != g.cards[src].controller,
                         seq(discard_top_of_deck("top", "opponent", by="owner"), exhaust_each("any", _sibyl_house)))])


def _cultists(g, p):
    return sum(1 for x in g.creatures(p) if "cultist" in g.traits(x))


card("Tangaika", "WoE",
     text="Tangaika can be played only while you control at least 4 Cultists.\nSplash-attack 5.\nAfter Fight: Gain 1Æ.",
     statics=[static("play_if", None, lambda g, p: _cultists(g, p) >= 4)],
     fight=gain(1))

_BRACKISH = static("no_ready_step", lambda g, src, cid, le: cid == le["target"])


def _brackish(g, c):
    x = c["ev"]["card"]
    if g.is_creature(x):
        g.add_lasting(_BRACKISH, c["src"], c["me"], "turn", target=x)


card("Brackish Shoreline", "WoE",
     text="Once a creature has fought, it stays exhausted during this turn's \"ready cards\" step.",
     # "after a creature fights" resolves even when the fight was skipped (rulebook FIGHT)
     reactions=[reaction("fought", lambda g, src, ev, le: True, do(_brackish, "stays exhausted"))])


def _friendly_cultists(g, c):
    return [x for x in g.creatures(c["me"]) if "cultist" in g.traits(x)]


card("Primordial Vault", "WoE",
     text=("At the start of your turn, a Cultist is made.\nAction: Destroy 4 of your Cultists. If all 4 are "
           "destroyed, search your deck and discard pile for Tangaika, reveal it, put it into your hand, and "
           "shuffle your deck."),
     reactions=[reaction("turn_start", lambda g, src, ev, le: ev["player"] == g.cards[src].controller,
                         make_tokens(1, named="Cultist"))],
     # with fewer than 4 Cultists they are all destroyed (resolve as much as you can, as the FAQ's
     # Crassosaurus captures the 9Æ there are), but "if you do" fails: no search
     actions=[seq(choose_n("c", not_tagged(_friendly_cultists), 4, "Choose 4 friendly Cultists to destroy"),
                  destroy("c"),
                  if_(lambda g, c: len(c.get("destroyed") or []) == 4,
                      seq(search(lambda g, x: g.cards[x].defn.title == "Tangaika", count=1,
                                 prompt="Search for Tangaika"),
                          reveal_found_to_hand_and_shuffle())))])


card("Watch Your Step", "WoE",
     text=("Play: Pick a house shown on your opponent's identity card. Unless they pick that house as their active "
           "house on their next turn, two token creatures are made and readied."),
     play=unless_opponent_picks_house(make_tokens_then(2, lambda g, c, made: [g.ready(x) for x in made],
                                                       "ready them")))


card("Plunder", "WoE",
     text=("Play: A random card not yet revealed from your opponent's hand is revealed. Then either do this again, "
           "or your opponent discards the card revealed last."),
     play=reveal_random_repeat_or_discard())


def _hatch(g, c):
    host = g.cards[c["src"]].host
    if host is not None and g.is_creature(host):
        g.destroy([host])


card("Extrematode Infection", "WoE",
     text=("At the start of your turn, take 1 hatch counter off Extrematode Infection; then, if none are left on it, "
           "destroy this creature and three token creatures are made.\nPlay: Extrematode Infection gets 3 hatch "
           "counters."),
     play=add_counter("hatch", 3),
     reactions=[reaction("turn_start", lambda g, src, ev, le: ev["player"] == g.cards[src].controller,
                         seq(remove_counters("hatch", 1),
                             if_(lambda g, c: counter_of(g, c["src"], "hatch") == 0,
                                 seq(do(_hatch, "destroy this creature"), make_tokens(3)))))])


# --- WoE Unfathomable: the cards of the second wave ---

card("Offering to Kiligog", "WoE",
     text=("Omni: Destroy one of your creatures. If it is destroyed, pick a creature in your discard pile and put it "
           "facedown beneath Offering to Kiligog.\nOmni: Every card beneath Offering to Kiligog enters play facedown "
           "as one of your token creatures."),
     omnis=[destroy_friendly_then_bury_discard_creature_under_self(), tokens_from_cards_under_self()])


def _opponents_action(g, src, cid, le) -> bool:
    return g.face(cid).type == "action" and g.cards[cid].controller != g.cards[src].controller


card("Bryozoarch", "WoE",
     text=("Whenever your opponent plays an action card, its Play: effect does not resolve; the creature on your left "
           "flank is destroyed in its place."),
     statics=[play_effect_instead(_opponents_action, destroy_own_flank("left"))])

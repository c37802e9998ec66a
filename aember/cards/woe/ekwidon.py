"""Winds of Exchange — Ekwidon."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    Target,
    active_player_takes_control_of_host,
    archive_self,
    artifacts,
    capture,
    choose,
    choose_n,
    could_play,
    creature_captures,
    damage_self,
    destroy,
    destroy_each,
    destroy_each_then_gain_half,
    destroy_host_and_move_self,
    destroy_self,
    destroy_then_controller_gains,
    destroyed_any,
    did,
    discard_from_hand,
    discard_hand,
    do,
    draw,
    each_player_gains,
    forge_key,
    friendly_tokens,
    gain,
    gain_chains,
    granted_use_ability,
    host_is,
    host_only,
    if_,
    look_at_random_card_in_opponent_hand,
    lose,
    make_tokens,
    may,
    may_choose,
    may_give_opponent_then,
    opponent_cannot_play_and_may_archive_discards_next_turn,
    opponent_draws,
    opponent_takes_control_of_self,
    play_chosen,
    play_creature_from_opponent_hand,
    pool_amber_becomes_tokens_this_turn,
    purge_then_controller_gains,
    put_counter_on_self,
    put_on_bottom_of_deck,
    reaction,
    repeat_this_effect,
    return_self_to_hand,
    return_to_hand,
    self_only,
    seq,
    shares_a_house,
    shuffle_into_owners_deck,
    static,
    steal,
    swap_control,
    swap_hand_and_discard,
    swap_with_neighbor_and_contents,
    titled_friendly_for_turn,
)
from aember.engine.state import BATTLELINE, DECK, HAND
from aember.engine.steps import Choose, ChooseOne

card("Tourist Trap", "WoE",
     text=("Play: Make one token creature.\nAction: Pick one of your token creatures and one enemy creature; if you "
           "did, their controllers trade them."),
     play=make_tokens(1),
     actions=[seq(choose("mine", FRIENDLY_CREATURE.where(
                      lambda g, x, c: g.cards[x].is_token_creature,
                      "Choose a friendly token creature")),
                  choose("theirs", ENEMY_CREATURE), swap_control("mine", "theirs"))])

def _on_flank(g, x, c):
    return g.is_flank(x)


card("Exchange Program", "WoE",
     text=("Play: Pick one of your flank creatures and one enemy flank creature; if you did, their controllers trade "
           "them."),
     play=seq(choose("mine", FRIENDLY_CREATURE.where(_on_flank, "Choose a friendly flank creature")),
              choose("theirs", ENEMY_CREATURE.where(_on_flank, "Choose an enemy flank creature")),
              swap_control("mine", "theirs")))

card("Gĕzdrutyŏ the Arcane", "WoE",
     text="Action: Steal 2Æ. Flip Gĕzdrutyŏ the Arcane facedown (it becomes a token creature).",
     actions=[seq(steal(2), do(lambda g, c: g.flip(c["src"]) if g.in_play(c["src"]) else None, "flip"))])


def _swap_with_fought(g, c):
    for x in c.get("target") or []:
        # both creatures survived the fight: one tagged by it, still in play inside an outer destruction (a fight
        # started by a card Jargogle's Destroyed: plays), did not
        if g.in_play(c["src"]) and g.in_play(x) and not g.cards[c["src"]].tagged and not g.cards[x].tagged:
            g.swap_control(c["src"], x)


card("Shĭzyokŭ Swopper", "WoE",
     text=("After Fight: This creature and the creature it fought trade controllers. (Both creatures must survive "
           "the fight.)"),
     fight=do(_swap_with_fought, "swap control"))

card("Uncommon Currency", "WoE",
     text="Action: Uncommon Currency and one enemy artifact trade controllers.",
     actions=[seq(do(lambda g, c: c.__setitem__("self", [c["src"]]), "this card"),
                  choose("theirs", artifacts("enemy", "Choose an enemy artifact")), swap_control("self", "theirs"))])


# --- WoE Ekwidon, batch 2 ---

def _enemy_artifacts(g, c) -> int:
    return len(g.players[1 - c["me"]].artifacts)


card("Dthoshră, Recruiter", "WoE",
     text="After Reap: Create one token creature.",
     reap=make_tokens(1))

card("Gemcoat Vendor", "WoE",
     text="Action: Steal 1Æ, then Gemcoat Vendor takes 1D.",
     actions=[seq(steal(1), damage_self(1))])

card("Generous Offer", "WoE",
     text="Play: Pick a friendly creature and destroy it. If it was destroyed, steal 2Æ.",
     play=seq(destroy(FRIENDLY_CREATURE), if_(destroyed_any(), steal(2))))

card("Shĭgzisŏ Buggy", "WoE",
     text="Action: Pick a friendly creature and destroy it. If it was destroyed, gain 2Æ.",
     actions=[seq(destroy(FRIENDLY_CREATURE), if_(destroyed_any(), gain(2)))])

card("Transitory Philosopher", "WoE",
     text="Action: For every artifact your opponent controls, steal 1Æ.",
     actions=[steal(_enemy_artifacts)])

card("Antiquities Dealer", "WoE",
     text="Action: If one or more artifacts are under your control, gain 2Æ.",
     actions=[if_(lambda g, c: bool(g.players[c["me"]].artifacts), gain(2))])

card("Shĭsnyasĭ Buggy", "WoE",
     text="Action: Lose 1Æ. Only if you lost it, draw 3 cards.",
     actions=[seq(lose(1, who="me"), if_(did("lost"), draw(3)))])

card("Belligerent Guard", "WoE",
     text="Belligerent Guard comes into play ready.\nPlay: Your opponent draws one card.",
     enters_ready=True,
     play=opponent_draws(1))

card("Ornate Talking Tray", "WoE",
     text="Omni: Destroy Ornate Talking Tray, then create one token creature.",
     omnis=[seq(destroy_self(), make_tokens(1))])

card("Market Crash", "WoE",
     text="Play: Every creature that is not a token creature is destroyed. You gain 2 chains.",
     play=seq(destroy_each("any", lambda g, x, c: not g.cards[x].is_token_creature), gain_chains(2)))


card("Forced Retirement", "WoE",
     text="Play: Destroy a creature. If it was destroyed, the player who controlled it gains 1Æ.",
     play=destroy_then_controller_gains(A_CREATURE, 1))

card("Trader", "WoE",
     text="Action: Steal 1Æ, then destroy Trader.",
     actions=[seq(steal(1), destroy_self())])

card("Prospector", "WoE",
     text="Destroyed: Draw one card.",
     destroyed=draw(1))

card("Diplomat", "WoE",
     text="Elusive.\nAfter Reap: You and your opponent each gain 1Æ.",
     reap=each_player_gains(1))


# --- WoE Ekwidon, batch 3 ---

def _combined_pools(g, c) -> int:
    return g.players[0].amber + g.players[1].amber


card("Hire On", "WoE",
     text="Play: Create one token creature. If the two players' pools hold 6Æ or more in total, archive Hire On.",
     play=seq(make_tokens(1), if_(lambda g, c: _combined_pools(g, c) >= 6, archive_self())))


def _reveal_hand(g, c) -> None:
    hand = ", ".join(g.cname(x) for x in g.players[c["me"]].hand) or "nothing"
    g.say(f"{g.pname(c['me'])} reveals their hand: {hand}")


card("The Visible Hand", "WoE",
     text="Play: Create two token creatures. Then show your hand to your opponent.",
     play=seq(make_tokens(2), do(_reveal_hand, "reveal hand")))

card("Auction Off", "WoE",
     text="Play: Purge an artifact; whoever controlled it gains 1Æ.",
     play=purge_then_controller_gains(artifacts("any", "Choose an artifact to purge"), 1))


def _opponent_still_ahead(g, c) -> bool:
    return bool(c.get("did")) and g.players[1 - c["me"]].amber > g.players[c["me"]].amber


card("Closed-Door Negotiation", "WoE",
     text=("Play: Your opponent draws one card. Steal 1Æ; if that worked and your opponent's pool is still larger "
           "than yours, do it all again, the draw included (and so on)."),
     play=repeat_this_effect(seq(opponent_draws(1), steal(1)), _opponent_still_ahead))

card("General Ză-Orhă", "WoE",
     text="Skirmish.\nPlay: Create one token creature per key your opponent has forged.",
     play=make_tokens(lambda g, c: len(g.players[1 - c["me"]].keys)))

card("Shopping Spree", "WoE",
     text="Play: Put your whole hand in your discard pile, then draw that many cards.",
     play=seq(discard_hand("discarded"), draw(lambda g, c: c.get("discarded", 0))))


def _friendly_token(g, src, cid, le) -> bool:
    return (g.cards[cid].controller == g.cards[src].controller and g.cards[cid].is_token_creature
            and g.in_play(cid))


card("Exo-shell System", "WoE",
     text="Your token creatures have elusive.\nPlay: Create one token creature.",
     statics=[static("keyword", _friendly_token, ("elusive", 1))],
     play=make_tokens(1))

card("Mass Buyout", "WoE",
     text=("Play: Every creature is destroyed. Each player then gains half (rounding up) as much Æ as the number of "
           "creatures under their control that this destroyed."),
     play=destroy_each_then_gain_half())

card("Shrewd Investor", "WoE",
     text="Elusive.\nPlay: You may let your opponent gain 1Æ. If so, Shrewd Investor captures 4Æ.",
     play=may("Give your opponent 1Æ so Shrewd Investor captures 4Æ?",
              seq(do(lambda g, c: g.gain(1 - c["me"], 1), "opponent gains"), capture(4))))

card("The Old Tinker", "WoE",
     text="Elusive.\nAfter Reap: Choose and discard one card from your hand, then draw one card.",
     reap=seq(discard_from_hand(1), draw(1)))


# --- WoE Ekwidon, batch 4 ---

card("Steward Su-Uzyanĕ", "WoE",
     text="Enhance [amber][amber][draw].")

card("Trading Frenzy", "WoE",
     text="Play: One friendly creature captures 3Æ from your opponent, and one enemy creature captures 3Æ from you.",
     play=seq(creature_captures(FRIENDLY_CREATURE, 3, key="mine"), creature_captures(ENEMY_CREATURE, 3, key="theirs")))

card("Avid Collecting", "WoE",
     text="Play: Pick one of your token creatures and return it to your hand.",
     play=return_to_hand(FRIENDLY_CREATURE.where(lambda g, x, c: g.cards[x].is_token_creature,
                                                 "Choose a friendly token creature")))

card("Ikwijĭ Outpost", "WoE",
     text="Action: Move a friendly creature to the bottom of its owner's deck. If it went there, draw 3 cards.",
     actions=[seq(put_on_bottom_of_deck(FRIENDLY_CREATURE), if_(did("bottomed"), draw(3)))])


def _ready_buggies(g, c) -> None:
    for a in list(g.players[c["me"]].artifacts):
        if "buggy" in g.traits(a):
            g.ready(a)


card("Conductor Jărroyă", "WoE",
     text="After Reap: Ready every Buggy artifact you control.",
     reap=do(_ready_buggies, "ready buggies"))


def _discard_pair_if_same_house(g, c) -> None:
    pair = [x for x in c.get("shown") or [] if x in g.players[c["me"]].hand]
    g.say(f"{g.pname(c['me'])} reveals " + (", ".join(g.cname(x) for x in pair) or "nothing"))
    c["shared"] = len(pair) == 2 and shares_a_house(g, pair[0], pair[1])
    if c["shared"]:
        for x in pair:
            g.discard_from_hand(x)


card("Shĭzyokŭ Buggy", "WoE",
     text=("Action: Show two cards from your hand. When both are of the same house, discard the pair and create one "
           "token creature."),
     actions=[seq(choose_n("shown", lambda g, c: list(g.players[c["me"]].hand), 2, "Choose two cards to reveal"),
                  do(_discard_pair_if_same_house, "reveal"), if_(did("shared"), make_tokens(1)))])


# --- WoE Ekwidon, batch 5 ---

def _ekwidon_in_hand(g, c) -> list[int]:
    return [x for x in g.players[c["me"]].hand if g.belongs_to(x, "ekwidon")]


def _discard_chosen(g, c) -> None:
    c["discarded"] = 0
    for x in c.get("t") or []:
        if x in g.players[c["me"]].hand and g.discard_from_hand(x):   # not one put elsewhere instead
            c["discarded"] += 1


card("Trade Secrets", "WoE",
     text="Play: Discard as many Ekwidon cards from your hand as you like, and steal 1Æ per card discarded so.",
     play=seq(Choose("t", _ekwidon_in_hand, 99, True, "Choose any number of Ekwidon cards to discard"),
              do(_discard_chosen, "discard"), steal(lambda g, c: c.get("discarded", 0))))


def _amber_icons(g, x) -> int:
    return g.bonus_icons(x).count("amber")


def _outnegotiate(g, c) -> None:
    for x in c.get("t") or []:
        if x in g.players[1 - c["me"]].discard:
            c["icons"] = _amber_icons(g, x)
            g.move(x, DECK, top=False)
            g.say(f"{g.cname(x)} goes to the bottom of {g.pname(g.cards[x].owner)}'s deck")


card("Outnegotiate", "WoE",
     text=("Play: Pick a card in your opponent's discard pile. Steal as much Æ as it has Æ bonus icons, then put "
           "it at the bottom of its owner's deck."),
     play=seq(choose("t", Target(lambda g, c: list(g.players[1 - c["me"]].discard),
                                 "Choose a card in your opponent's discard pile")),
              do(lambda g, c: c.__setitem__("icons", _amber_icons(g, c["t"][0]) if c.get("t") else 0), "count"),
              steal(lambda g, c: c.get("icons", 0)), do(_outnegotiate, "to the bottom of the deck")))


def _friendly_non_token(g, src, cid, le) -> bool:
    return (g.cards[cid].zone == BATTLELINE and g.cards[cid].controller == g.cards[src].controller
            and not g.cards[cid].is_token_creature and g.in_play(src))      # creatures only, not artifacts


card("Tya-Arhĭ, Esquire", "WoE",
     text='Every non-token creature you control has "Destroyed: Create one token creature."',
     statics=[static("grant_destroyed", _friendly_non_token, make_tokens(1))])

card("Pull Up Stakes", "WoE",
     text=("Play: Pick 2 friendly creatures and shuffle them into their owners' decks. Pick 4 enemy creatures and "
           "return them to their owners' hands."),
     play=seq(choose_n("mine", lambda g, c: list(g.players[c["me"]].battleline), 2,
                       "Choose 2 friendly creatures to shuffle into their owners' decks"),
              shuffle_into_owners_deck("mine"),
              choose_n("theirs", lambda g, c: list(g.players[1 - c["me"]].battleline), 4,
                       "Choose 4 enemy creatures to return to their owners' hands"),
              return_to_hand("theirs")))


def _insurance_payout(g, c) -> None:
    if g.active != c["me"]:     # the creature's controller is the "you" of its gained ability (001:2638-2651)
        g.gain(c["me"], 4)


card("Insurance Policy", "WoE",
     text=('This creature has "Destroyed: Gain 4Æ if it is not your turn."\nPlay: You lose 1Æ.'),
     statics=[static("grant_destroyed", host_only(), do(_insurance_payout, "insurance"))],
     play=lose(1, who="me"))


def _scrap_swap(g, c) -> None:
    art, held = (c.get("art") or [None])[0], (c.get("held") or [None])[0]
    me = g.players[c["me"]]
    if art is None or held is None or art not in me.discard or held not in me.hand:
        return
    swap_hand_and_discard(g, held, art)
    g.say(f"{me.name} swaps {g.cname(art)} from the discard pile with {g.cname(held)} from hand")


card("Scrapscrounger", "WoE",
     text="After Reap: An artifact in your discard pile and a card in your hand change places.",
     # a swap needs both cards: with an empty hand no artifact is chosen (nothing could be done)
     reap=seq(choose("art", Target(lambda g, c: [x for x in g.players[c["me"]].discard
                                                 if g.cards[x].defn.type == "artifact"]
                                   if g.players[c["me"]].hand else [],
                                   "Choose an artifact in your discard pile")),
              choose("held", Target(lambda g, c: list(g.players[c["me"]].hand) if c.get("art") else [],
                                    "Choose a card in your hand")),
              do(_scrap_swap, "swap")))


card("Token of Appreciation", "WoE",
     text=("Play: Create one token creature. Then forge a key at current cost +7Æ, minus 1Æ per token creature you "
           "control."),
     play=seq(make_tokens(1),
              forge_key(lambda g, c: max(0, g.key_cost(c["me"]) + 7 - friendly_tokens(g, c)))))


def _trade_counters(g, c) -> int:
    return (g.cards[c["src"]].counters or {}).get("trade", 0) if g.in_play(c["src"]) else 0


card("The Æmber Road", "WoE",
     text=("Omni: Add 1 trade counter to The Æmber Road and gain 1Æ per trade counter on it. Then your opponent "
           "takes control of The Æmber Road."),
     omnis=[seq(put_counter_on_self("trade"), gain(_trade_counters),
                do(lambda g, c: g.take_control(c["src"], 1 - c["me"]) if g.in_play(c["src"]) else None,
                   "give control"))])


card("Strange Shell", "WoE",
     text="Strange Shell can neither fight nor reap.\nAction: Return Strange Shell to your hand.",
     statics=[static("cannot_fight", self_only()), static("cannot_reap", self_only())],
     actions=[return_self_to_hand()])


def _for_turn_player(g, c) -> None:
    c["me"] = c["ev"]["player"]         # the choice and its result belong to the player whose turn starts


card("Gezrăhi Blacksmith", "WoE",
     text=("Elusive.\nAs each player's turn begins, that player picks one: create one token creature, or draw one "
           "card."),
     reactions=[reaction("turn_start", lambda g, src, ev, le: True,
                         seq(do(_for_turn_player, "turn player"),
                             ChooseOne({"Make a token creature": make_tokens(1), "Draw a card": draw(1)})))])


def _returned(g, c) -> bool:
    return any(g.cards[x].zone == HAND for x in c.get("t") or [])


def _non_ekwidon_creatures_in_hand(g, c) -> list[int]:
    # only those that could be played now (Kaupe's limit, "cannot play" effects…): with none, no "may" is asked
    return [x for x in g.players[c["me"]].hand
            if g.cards[x].defn.type == "creature" and not g.belongs_to(x, "ekwidon") and could_play(g, x)]


card("Sandhopper", "WoE",
     text=("Action: Return one of your creatures to its owner's hand. If it went back, you may play a creature of a "
           "house other than Ekwidon from your hand."),
     actions=[seq(return_to_hand(FRIENDLY_CREATURE),
                  if_(_returned, may_choose("Play a non-Ekwidon creature from your hand?",
                                            Target(_non_ekwidon_creatures_in_hand,
                                                   "Choose a non-Ekwidon creature in your hand"),
                                            play_chosen("p", "hand"), key="p")))])


def _own_player(g, src, p, le) -> bool:
    return p == g.cards[src].controller


card("Æmbitrage", "WoE",
     text=("You pay +1Æ for each key you forge.\nIn your \"draw cards\" step, fill your hand up to one card more "
           "than usual."),
     statics=[static("key_cost", _own_player, 1), static("hand_size", _own_player, 1)])

card("Cursed Relic", "WoE",
     text=("Enhance [amber][amber][amber][amber][amber][amber].\nCursed Relic can never be played by you.\n"
           "Cursed Relic leaves your hand for your discard pile only through a card's ability."),
     statics=[static("never_playable"), static("no_discard_by_rules")])


# --- WoE Ekwidon: the cards of the second wave ---

card("Envoy of Ekwirrĕ", "WoE",
     text=("After Reap: Envoy of Ekwirrĕ trades places with a neighbor of your choice, and the two creatures trade "
           "everything on them as well: Æ, damage, counters and upgrades."),
     reap=swap_with_neighbor_and_contents())

card("Staff Up", "WoE",
     text="Play: Until the end of the turn, any Æ about to enter your pool becomes that many token creatures instead.",
     play=pool_amber_becomes_tokens_this_turn())


def _trinket_owner(g, src, p, le) -> bool:
    return g.cards[src].controller == p


card("Puzzling Trinket", "WoE",
     text=("Enhance [amber][amber].\nEach time you resolve an Æ bonus icon, you may treat it as a capture, damage "
           "or draw icon instead."),
     statics=[static("icon_replace", _trinket_owner,
                     (("amber",), ("capture", "damage", "draw"), "resolve it as a capture, damage or draw icon"))])


def _host_of_src(g, src, cid, le) -> bool:
    return g.cards[src].host == cid


card("Freelancer", "WoE",
     text=("As each turn begins, the player whose turn it is takes control of this creature.\nThis creature can be "
           "used as though it belonged to the active house."),
     statics=[static("use_any_house", _host_of_src)],
     reactions=[reaction("turn_start", lambda g, src, ev, le: True, active_player_takes_control_of_host())])

card("Talent Scout", "WoE",
     text=("Versatile.\nPlay: See your opponent's hand and play a creature from there as though it were your own. "
           "Then your opponent gains control of Talent Scout."),
     statics=[static("keyword", self_only(), ("versatile", 1))],     # the keyword of its later printings (GR on)
     play=seq(play_creature_from_opponent_hand(), opponent_takes_control_of_self()))

card("Flea Market", "WoE",
     text=("Action: Secretly look at one card of your opponent's hand picked at random. You may hand them 1Æ from "
           "your pool; if you did, play that card as though it were your own."),
     actions=[seq(look_at_random_card_in_opponent_hand(),
                  may_give_opponent_then(1, play_chosen("t", HAND), needs="t"))])


card("Niffle Paw", "WoE",
     text='This creature has "After Reap: Destroy this creature, then attach Niffle Paw to a different creature."',
     reactions=granted_use_ability(("reaped",), host_is, destroy_host_and_move_self()))

card("Molluscaller", "WoE",
     text=("After Reap: Until the end of the turn, every Strange Shell you control has +3 power and no abilities at "
           "all."),
     reap=titled_friendly_for_turn("Strange Shell", 3, blank=True))

card("Corner the Market", "WoE",
     text=("Play: Throughout your opponent's next turn, they may not play cards, and whenever they discard a card from "
           "their hand they may then move it from their discard pile to their archives."),
     play=opponent_cannot_play_and_may_archive_discards_next_turn())

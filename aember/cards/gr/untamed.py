"""Grim Reminders — Untamed."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    archive_chosen,
    archive_self_if_haunted,
    capture,
    choose,
    choose_house,
    choose_player,
    clear_creature,
    controller_haunted,
    deal_damage,
    discard_random_from_chosen_player,
    do,
    ev_mine,
    forge_key,
    gain,
    granted_use_ability,
    haunted_me,
    host_is,
    host_only,
    if_,
    in_center,
    in_discard_piles,
    in_my_zone,
    in_purged_zones,
    lasting,
    move_amber_to_pool,
    not_haunted_me,
    other_friendly,
    play_chosen,
    play_each_under_self,
    purge_chosen,
    put_top_card_under_self,
    reaction,
    scrap,
    search_deck,
    self_only,
    seq,
    shuffle_discard_into_deck,
    shuffle_flanks_into_decks,
    shuffle_into_owners_deck,
    split_damage,
    static,
    steal,
)
from aember.engine.state import BATTLELINE, DISCARD, HAND, LIMBO, UPGRADE

card("Witch of the Spore", "GR",
     text="Poison.\nScrap: Deal 3D to an enemy creature.",
     reactions=[scrap(deal_damage(ENEMY_CREATURE, 3))])


def _no_creature_played(g, c):
    # counted by the play step by the type the card was played as (Explo-rover played as an upgrade is not
    # a creature played), as Redlock does
    return g.creatures_played[c["me"]] == 0


card("Curse of Fertility", "GR",
     text="Treachery.\nAt the end of your turn, your opponent gains 1Æ unless you played a creature this turn.",
     reactions=[reaction("turn_end", lambda g, src, ev, le: ev["player"] == g.cards[src].controller,
                         if_(_no_creature_played, do(lambda g, c: g.gain(1 - c["me"], 1), "the opponent gains 1")))])


# --- the rest of Grim Reminders Untamed ---

def _lowest_power_creatures(g, c):
    line = g.creatures()
    if not line:
        return []
    low = min(g.power(x) for x in line)
    return [x for x in line if g.power(x) == low]


_DESTROY_LOWEST = do(lambda g, c: g.destroy(_lowest_power_creatures(g, c)), "destroy the lowest power")

card("Choking Ivy", "GR",
     text="Play: Destroy each creature with the lowest power. If you are not haunted, do it again.",
     play=seq(_DESTROY_LOWEST, if_(not_haunted_me, _DESTROY_LOWEST)))

card("Dark Heart of the Forest", "GR",
     text="A player who is haunted skips their \u201cforge a key\u201d step.",
     statics=[static("skip_forge_step", lambda g, src, p, le: g.haunted(p))])


def _broomstick(g, c):
    for x in c.get("t") or []:
        clear_creature(g, x)


card("Flying Broomstick", "GR",
     text=('This creature gains elusive and "After Reap: Heal all damage on a creature and move all Æ and '
           'counters on it to the common supply."'),
     statics=[static("keyword", host_only(), ("elusive", 1))],
     reactions=granted_use_ability(("reaped",), host_is,
                                   seq(choose("t", A_CREATURE), do(_broomstick, "clear a creature"))))

card("Forgotten Guardian", "GR",
     text=("Play: Choose a card in a discard pile and purge it.\nScrap: Choose a purged card and shuffle it into "
           "the deck of its owner."),
     play=purge_chosen(in_discard_piles()),
     reactions=[scrap(seq(choose("t", in_purged_zones()), shuffle_into_owners_deck("t")))])

card("Jervi", "GR",
     text=("Elusive.\nAfter Reap: Find any card in your deck and add it to your hand.\nScrap: Put a card from your "
           "discard pile into your archives."),
     reap=search_deck(lambda g, x: True, reveal=False),
     reactions=[scrap(seq(choose("t", in_my_zone(DISCARD, prompt="Choose a card in your discard pile to archive")),
                          archive_chosen("t", holder="me")))])

card("Sabira the Medium", "GR",
     text="After you shuffle your discard pile into your deck, gain 3Æ.",
     reactions=[reaction("discard_shuffled", ev_mine, gain(3))])


def _is_witch_creature(g, x):
    d = g.cards[x].defn
    return d.type == "creature" and "witch" in d.traits


def _witches_to_hand(g, c):
    for x in [x for x in g.players[c["me"]].discard if _is_witch_creature(g, x)]:
        g.say(f"{g.cname(x)} returns to {g.pname(c['me'])}'s hand")
        g.move(x, HAND)


card("The Witching Hour", "GR",
     text="Play: Put every Witch creature in your discard pile back into your hand.",
     play=do(_witches_to_hand, "witches to hand"))

_OTHER_WITCH = other_friendly(lambda g, x: "witch" in g.traits(x))


def _queen_centered(g, src, cid, le):
    return in_center(g, src) and _OTHER_WITCH(g, src, cid, le)


card("Witch Queen", "GR",
     text=("Other Witch creatures you control enter play ready.\nWhile Witch Queen sits in the center of your "
           "battleline, every other Witch creature you control gains skirmish, elusive, poison and \"Destroyed: Put "
           "this creature back into its owner's hand.\""),
     statics=[static("enters_ready", _OTHER_WITCH),
              static("gain_keywords", _queen_centered,
                     lambda g, src, cid, le: {"skirmish": 1, "elusive": 1, "poison": 1}),
              static("grant_destroyed", _queen_centered,
                     do(lambda g, c: g.return_to_hand(c["src"]) if g.in_play(c["src"]) else None, "return to hand"))])


def _attach_came_back_wrong(g, c):
    t = (c.get("t") or [None])[0]
    if t is not None and g.cards[t].zone == BATTLELINE and g.cards[c["src"]].zone == LIMBO:
        g.say(f"{g.cname(c['src'])} is attached to {g.cname(t)} as an upgrade")
        g.attach(c["src"], t, c["me"])


card("Came Back Wrong", "GR",
     text=("Play: Choose a creature in your discard pile and play it. Attach Came Back Wrong to that creature as an "
           "upgrade whose text reads \"This creature gets -2 power and gains poison.\""),
     play=seq(choose("t", in_my_zone(DISCARD, lambda g, x: g.cards[x].defn.type == "creature",
                                     "Choose a creature in your discard pile to play")),
              play_chosen("t", DISCARD), do(_attach_came_back_wrong, "attach as an upgrade")),
     statics=[static("power", lambda g, src, cid, le: g.cards[src].zone == UPGRADE and g.cards[src].host == cid,
                     -2),
              static("keyword", lambda g, src, cid, le: g.cards[src].zone == UPGRADE
                     and g.cards[src].host == cid, ("poison", 1))])

card("Cauldron", "GR",
     text=("Omni: Place the top card of your deck faceup beneath Cauldron. Then, if Cauldron has 3 or more cards "
           "beneath it, play them one by one as though they were in your hand."),
     statics=[static("faceup_under")],
     omnis=[seq(put_top_card_under_self(),
                if_(lambda g, c: len(g.beneath(c["src"])) >= 3, play_each_under_self()))])

card("Ghost Tree", "GR",
     text=("As long as you are haunted, Ghost Tree deals no damage when fighting.\nScrap: Discard 5 cards from the "
           "top of your deck."),
     statics=[static("no_fight_damage", self_only(lambda g, src, cid, le: controller_haunted(g, src)))],
     reactions=[scrap(do(lambda g, c: g.discard_top(c["me"], 5), "discard the top 5"))])

card("Loyal Packmate", "GR",
     text="Taunt.\nFriendly creatures without taunt cannot be fought by enemy creatures.",
     statics=[static("cannot_be_fought_by",
                     lambda g, src, cid, le: g.cards[cid].controller == g.cards[src].controller
                     and not g.has_keyword(cid, "taunt"),
                     lambda g, attacker: True)])

_ENRAGE_SELF = do(lambda g, c: g.enrage(c["src"]), "enrage self")
_WHILE_ENRAGED = self_only(lambda g, src, cid, le: g.cards[src].enrage)

card("Narl Gibbus", "GR",
     text="While Narl Gibbus is enraged, it gains skirmish and splash-attack 3.\nPlay/After Reap: Enrage Narl Gibbus.",
     statics=[static("keyword", _WHILE_ENRAGED, ("skirmish", 1)),
              static("keyword", _WHILE_ENRAGED, ("splash-attack", 3))],
     play=_ENRAGE_SELF, reap=_ENRAGE_SELF)

card("Rotfeast", "GR",
     text="Play: For the rest of the turn, each time a creature is dealt damage, gain 1Æ.",
     play=lasting(reaction("damaged", lambda g, src, ev, le: True, gain(1))))

card("Till the Earth", "GR",
     text=("Enhance [amber][amber][discard].\nPlay: For each player, shuffle that player's discard pile into that "
           "player's deck."),
     play=shuffle_discard_into_deck("each"))

card("Werewolf Curse", "GR",
     text=("The attached creature gains splash-attack 3 and \"After Fight: Archive Werewolf Curse.\"\n"
           "Play: Enrage the attached creature."),
     statics=[static("keyword", host_only(), ("splash-attack", 3))],
     reactions=granted_use_ability(("fought",), host_is,
                                   # leaving play, it goes to its owner's archives (001:2334-2335; FAQ Faygin
                                   # 001:3358-3367), whoever resolves the gained ability
                                   do(lambda g, c: g.archive(c["src"]) if g.cards[c["src"]].zone == UPGRADE
                                      else None, "archive Werewolf Curse")),
     play=do(lambda g, c: g.enrage(g.cards[c["src"]].host) if g.cards[c["src"]].zone == UPGRADE else None,
             "enrage this creature"))

card("Æmberfly", "GR",
     text=("Elusive. Skirmish.\nAfter Fight: Æmberfly captures 1Æ.\nAfter Reap: Take 1Æ off Æmberfly and add it to "
           "your pool."),
     fight=capture(1),
     reap=seq(do(lambda g, c: c.__setitem__("self", [c["src"]]), "this creature"), move_amber_to_pool("self", 1)))

card("Blernean Hydra", "GR",
     text="Enhance [damage][damage][damage].\nWhile Blernean Hydra is damaged, it gains splash-attack X, where X is "
          "the damage on it.",
     statics=[static("keyword", self_only(lambda g, src, cid, le: g.cards[src].damage > 0),
                     ("splash-attack", lambda g, src, cid, le: g.cards[cid].damage))])

card("Bog Spitter", "GR",
     text=("Skirmish.\nAfter Fight: Pick a player and discard a card at random from that player's hand.\nScrap: "
           "Steal 1Æ if your opponent has at least 6Æ."),
     fight=discard_random_from_chosen_player(),
     reactions=[scrap(if_(lambda g, c: g.players[1 - c["me"]].amber >= 6, steal(1)))])

card("Grave Pixie", "GR",
     text="Destroyed: If you are haunted, archive Grave Pixie.",
     destroyed=archive_self_if_haunted())

card("Haunting Witch", "GR",
     text="After you play a creature, if you are haunted, gain 1Æ.",
     reactions=[reaction("played", lambda g, src, ev, le: ev_mine(g, src, ev, le) and ev.get("type") == "creature",
                         if_(haunted_me, gain(1)))])


def _shower(g, c):
    me = c["me"]
    cards = [x for x in g.players[me].discard if g.belongs_to(x, c.get("house"))]     # house icons count
    if cards:
        g.shuffle_into_deck(cards)


card("Invigorating Shower", "GR",
     text=("Enhance [draw][discard].\nPlay: Pick a house. Any cards of it in your discard pile are shuffled into "
           "your deck."),
     play=seq(choose_house(), do(_shower, "shuffle that house")))

card("Lost in the Wild", "GR",
     text="Play: Shuffle each flank creature into its owner's deck. If you are haunted, do it again.",
     play=seq(shuffle_flanks_into_decks(), if_(haunted_me, shuffle_flanks_into_decks())))

card("Skeletal Murmook", "GR",
     text="While you are haunted, your opponent's keys cost +2Æ.",
     statics=[static("key_cost", lambda g, src, p, le: p != g.cards[src].controller and controller_haunted(g, src),
                     2)])

card("Spoo-key Charge", "GR",
     text=("Play: Forge a key at current cost if you are haunted. Either way, shuffle your discard pile back into "
           "your deck."),
     play=seq(if_(haunted_me, forge_key()), shuffle_discard_into_deck()))

card("The Circle of Life", "GR",
     text="Play: Each haunted player gains 2Æ.",
     play=do(lambda g, c: [g.gain(p, 2) for p in (g.active, 1 - g.active) if g.haunted(p)], "haunted players gain"))

# either discard pile may be chosen, an empty one included (nothing then moves)
_WARFALINE = seq(choose_player("pile", lambda g, c: [c["me"], 1 - c["me"]], "Choose whose discard pile"),
                 do(lambda g, c: g.shuffle_into_deck(g.players[c["pile"]].discard[:5]) if c.get("pile") is not None
                    else None, "shuffle the top 5"))

card("Warfaline", "GR",
     text="Play/After Fight: Choose a discard pile and shuffle its top 5 cards into their owner's deck.",
     play=_WARFALINE, fight=_WARFALINE)

card("Æmber Storm", "GR",
     text="Play: For each Æ in your pool, deal 1D to an enemy creature.",
     play=split_damage(lambda g, c: g.players[c["me"]].amber, ENEMY_CREATURE))

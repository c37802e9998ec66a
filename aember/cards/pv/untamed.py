"""Prophetic Visions — Untamed."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    add_power_counters,
    again_if,
    choose,
    choose_house,
    damage_each,
    destroy,
    destroy_each,
    destroy_each_creature_and_artifact,
    destroyed_this_way,
    discard_top_n,
    discard_top_of_deck,
    do,
    each_player_discards_archives_and_hand,
    each_player_discards_top,
    each_player_discards_top_and_hand_of_its_house,
    each_player_refills,
    gain,
    if_,
    in_my_zone,
    lasting,
    least_powerful,
    lose,
    may,
    move_power_counters_from_self,
    not_tagged,
    opponent_forges_key,
    pay_opponent,
    put_found_into_hand,
    put_into_play_from_discard,
    put_power_counters,
    reaction,
    repeat,
    resolve_bonus_icons_of,
    seq,
    shuffle_discard_into_deck,
    static,
    steal,
    stun_each,
)
from aember.engine.prophecy import fate
from aember.engine.state import BATTLELINE, DECK, DISCARD
from aember.engine.steps import Choose, ChooseOne


def _mine(g, src, ev, le):
    return ev["player"] == g.cards[src].controller


def _untamed_neighbors(g, c) -> int:
    return sum(1 for x in g.neighbors(c["src"]) if g.belongs_to(x, "untamed"))


card("Flarie", "PV",
     text="At the start of your turn, gain 1Æ.",
     reactions=[reaction("turn_start", _mine, gain(1))])

card("Fog Murmook", "PV",
     text="While Fog Murmook is not on a flank, keys cost 1Æ less.",
     # in play but not a creature in a battleline (mineralized: an artifact) is "not on a flank" (001:2050-2058)
     statics=[static("key_cost", lambda g, src, p, le: g.in_play(src) and not g.is_flank(src), -1)])

_RAT_PIXIE = if_(lambda g, c: g.players[c["me"]].amber <= 4, gain(1))

card("Rat Pixie", "PV",
     text="Play/After Reap: Gain 1Æ if you have 4Æ or less.",
     play=_RAT_PIXIE, reap=_RAT_PIXIE)

card("Vivid Faerie", "PV",
     text="Enhance [untamed].\nAfter Reap: Gain 1Æ per Untamed neighbor of Vivid Faerie.",
     reap=gain(_untamed_neighbors))

card("Mogg", "PV",
     text="Play: Deal 4D to each creature whose power is 5 or more.\n"
          "Fate: Stun each of your creatures whose power is 5 or more.",
     play=damage_each("any", 4, lambda g, x, c: g.power(x) >= 5),
     reactions=[fate(stun_each(lambda g, x, c: g.power(x) >= 5, side="friendly"))])

card("Prince Bufo", "PV",
     text="Enhance [amber][draw].\nFate: The opponent forges a key at the current cost.",
     reactions=[fate(opponent_forges_key())])


def _lithomancy(g, c) -> None:
    deck = g.players[c["me"]].deck
    if not deck:
        return
    top = deck[0]
    g.say(f"{g.pname(c['me'])} reveals {g.cname(top)} from the top of their deck")
    if g.belongs_to(top, g.active_house):
        g.discard_top(c["me"], 1)
        g.gain(c["me"], 2)


card("Lithomancy", "PV",
     text="Action: Reveal your top card. If it belongs to the active house, discard it and gain 2Æ.",
     actions=[do(_lithomancy, "lithomancy")])

card("Break of Dawn", "PV",
     text="Play: Discard your top 3 cards, then put each Untamed card among them into your hand.",
     play=seq(discard_top_n(3, "dawn"),
              do(lambda g, c: c.__setitem__("dawn", [x for x in c["dawn"] if g.belongs_to(x, "untamed")]), "untamed"),
              put_found_into_hand("dawn")))


def _destroyed(key: str = "t"):
    return lambda g, c: any(not g.in_play(x) for x in c.get(key) or [])


card("Drosera Relic", "PV",
     text="Action: Destroy your least powerful creature. If you do, steal 2Æ.\n"
          "Fate: Destroy your least powerful creature. If you do, pay the opponent 2Æ.",
     actions=[seq(least_powerful("t", FRIENDLY_CREATURE), destroy("t"), if_(_destroyed(), steal(2)))],
     reactions=[fate(seq(least_powerful("t", FRIENDLY_CREATURE), destroy("t"),
                         if_(_destroyed(), repeat(2, pay_opponent(1)))))])    # as much as the pool holds


def _witch_gain(g, c) -> int:
    return len(destroyed_this_way()(g, c))


def _witch_to_deck(g, c) -> None:
    src = c["src"]
    name = g.cname(src)     # as it was in play: a token creature's card stays unseen (001:2790-2791)
    if g.cards[src].zone == BATTLELINE and g.leave_play_to(src, DECK):
        g.say(f"{name} goes on top of {g.pname(g.cards[src].owner)}'s deck")
    elif g.cards[src].zone == DISCARD and src in destroyed_this_way()(g, c):
        # destroyed by its own ability (the chosen house was its own): the ability finishes, and an ability that
        # interacts with a card after it is destroyed finds it in the discard pile (001:1536-1541)
        g.move(src, DECK, top=True)
        g.say(f"{name} goes from the discard pile on top of {g.pname(g.cards[src].owner)}'s deck")


card("Clonal Witch", "PV",
     text="Elusive.\nAfter Reap: Choose a house and destroy each creature of it; gain 1Æ for each one destroyed. "
          "Then put Clonal Witch on top of its owner's deck.",
     reap=seq(choose_house("house"),
              destroy_each("any", lambda g, x, c: g.belongs_to(x, c["house"])),
              gain(_witch_gain),
              do(_witch_to_deck, "to deck")))

card("Nectarcyte", "PV",
     text="After Fight/After Reap: Nectarcyte gets three +1 power counters; you may then move any number of its "
          "+1 power counters to another friendly creature.",
     fight=seq(add_power_counters(None, 3), move_power_counters_from_self()),
     reap=seq(add_power_counters(None, 3), move_power_counters_from_self()))


def _penance_x(g, c) -> int:
    opp = g.players[1 - c["me"]]
    return max(0, len(opp.battleline) - opp.amber)


card("Penance of Balance", "PV",
     text="Play: X is how many more enemy creatures there are than Æ in the opponent's pool (0 if not more). "
          "Choose one:\nDestroy X enemy creatures.\nThe opponent loses XÆ.",
     play=seq(do(lambda g, c: c.__setitem__("x", _penance_x(g, c)), "X"),
              ChooseOne({"Destroy X enemy creatures": seq(
                  Choose("t", not_tagged(ENEMY_CREATURE.candidates), lambda g, c: c["x"], False,
                         "Choose the enemy creatures to destroy"), destroy("t")),
                  "Your opponent loses XÆ": lose(lambda g, c: c["x"])})))

card("Untrum’s Serenity", "PV",
     text="Omega.\nPlay: Every creature and every artifact is destroyed. Both players put their archived cards and "
          "the cards in their hand into the discard pile, then draw up to their hand size as in step 5.",
     play=seq(destroy_each_creature_and_artifact(), each_player_discards_archives_and_hand(),
              each_player_refills()))


def _action_played_by_le_player(g, src, ev, le) -> bool:
    return ev["player"] == le["me"] and g.cards[ev["card"]].defn.type == "action"


card("Crystalline Harvest", "PV",
     text="Play: For the rest of the turn, gain 1Æ whenever you play an action card (this one counts).\n"
          "Fate: For the rest of the turn, lose 1Æ whenever you play an action card.",
     play=seq(gain(1), lasting(reaction("played", _action_played_by_le_player, gain(1)))),
     reactions=[fate(lasting(reaction("played", _action_played_by_le_player, lose(1, who="me"))))])


def _venomite_poison(g, src, cid, le) -> bool:
    me = g.cards[src].controller
    return cid == src and g.players[1 - me].amber > g.players[me].amber


card("Envious Venomite", "PV",
     text="Skirmish.\nEnvious Venomite has poison while the opponent has more Æ than you.\n"
          "Fate: For the rest of the turn, every enemy creature has poison.",
     statics=[static("keyword", _venomite_poison, ("poison", 1))],
     reactions=[fate(lasting(static("keyword", lambda g, src, cid, le: g.cards[cid].zone == BATTLELINE
                                    and g.cards[cid].controller != le["me"], ("poison", 1))))])


def _most_powerful_enemy(g, src, cid, le) -> bool:
    line = g.players[1 - le["me"]].battleline
    if cid not in line:
        return False
    return g.power(cid) == max(g.power(x) for x in line)


card("Lambent Mycelium", "PV",
     text="After another creature enters play, Lambent Mycelium gets two +1 power counters.\n"
          "Fate: Until the end of your turn, the most powerful enemy creatures have taunt.",
     reactions=[reaction("entered", lambda g, src, ev, le: ev["card"] != src and ev.get("type") == "creature"
                         and g.cards[src].zone == BATTLELINE, add_power_counters(None, 2)),
                fate(lasting(static("keyword", _most_powerful_enemy, ("taunt", 1))))])


def _orb_step(g, c) -> None:
    c["orb_again"] = False
    c["destroyed"] = []


def _orb_is_creature(g, c) -> bool:
    return bool(c.get("orb")) and g.cards[c["orb"][0]].defn.type == "creature"


card("Resonant Orb", "PV",
     text="After Reap: Discard your top card. If it is a creature, destroy an enemy creature and put that card into "
          "play; if you do, do all of that once more.",
     # "repeat the preceding effect": once more only (001:2515-2521; FAQ Bait and Switch 001:3085-3097), as Jayne the
     # Bard, Rose of Sharon, Razor's Gambit - the repeat instruction is not part of the preceding effect
     reap=again_if(seq(do(_orb_step, "orb"), discard_top_of_deck("orb"),
                       if_(_orb_is_creature,
                           seq(destroy(ENEMY_CREATURE), put_into_play_from_discard("orb"),
                               # "if you do": ALL the text before it resolved (001:2218-2224): an enemy creature
                               # was destroyed (not saved by ward or an 'instead'; none to destroy is not done) and
                               # the card was put into play, even if an ability that set off (Autocannon) has
                               # destroyed it since
                               do(lambda g, c: c.__setitem__("orb_again", bool(c.get("destroyed")) and c["orb"][0] in (
                                   c.get("put_into_play") or [])), "if you do")))),
                   lambda g, c: bool(c.get("orb_again"))))


def _double_counters(g, c) -> None:
    for x in g.creatures():
        n = g.cards[x].power_counters
        if n:
            g.cards[x].power_counters = 2 * n
            g.say(f"{g.cname(x)} now has {2 * n} +1 power counters")
    g.dirty()


card("Chonk Evermore", "PV",
     text="Play: You may give two creatures a +1 power counter each. Then double the +1 power counters on every "
          "creature.\nFate: Each enemy creature gets two +1 power counters.",
     play=seq(may("Give two creatures a +1 power counter?",
                  add_power_counters(A_CREATURE.times(2, prompt="Choose two creatures"), 1),
                  lambda g, c: bool(g.creatures())),      # with one creature, as much as can be done
              do(_double_counters, "double")),
     reactions=[fate(do(lambda g, c: [put_power_counters(g, x, 2) for x in g.players[1 - c["me"]].battleline],
                        "two counters each"))])


card("Consult the Bones", "PV",
     text="Play: Each player discards their top card; resolve the bonus icons of each card discarded this way as if "
          "you had played it.",
     play=seq(each_player_discards_top(1, "bones", by="me"), resolve_bonus_icons_of("bones")))


def _shuffle_chosen_into_deck(g, c) -> None:
    if c.get("t"):
        g.shuffle_into_deck(c["t"])


card("Windrow Composting", "PV",
     text="Play: Choose a card in your discard pile; it is shuffled into your deck.\n"
          "Fate: Both players shuffle every card of their discard pile back into their deck.",
     play=seq(choose("t", in_my_zone("discard", prompt="Choose a card of your discard pile")),
              do(_shuffle_chosen_into_deck, "shuffle")),
     reactions=[fate(shuffle_discard_into_deck("each"))])

card("Cladogenesis", "PV",
     text="Play: Each player discards their top card and reveals their hand, discards each card of their hand of "
          "that discarded card's house, then refills their hand as in their draw cards step.",
     play=seq(each_player_discards_top_and_hand_of_its_house(), each_player_refills()))

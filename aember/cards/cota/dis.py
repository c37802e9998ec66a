"""Call of the Archons — Dis."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    ChooseFlank,
    ChooseOption,
    artifacts,
    capture,
    choose,
    choose_house,
    choose_number,
    choose_player,
    damage_each,
    deal_damage,
    destroy,
    destroy_each,
    destroyed_this_way,
    do,
    gain,
    gain_chains,
    if_,
    lose,
    most_powerful,
    opponent_amber,
    opponent_discards_random,
    reaction,
    return_to_hand,
    seq,
    static,
    steal,
    use,
)
from aember.engine.state import BATTLELINE, DISCARD, HAND
from aember.engine.steps import Choose

card("Fear", "CotA", "058", "dis", "action", rarity="Common",
     text="Play: Return an enemy creature to its owner's hand.",
     play=return_to_hand(ENEMY_CREATURE))

card("Hand of Dis", "CotA", "062", "dis", "action", rarity="Common",
     text="Play: Destroy a creature that is not on a flank.",
     play=destroy(A_CREATURE.where(lambda g, x, c: not g.is_flank(x), "Choose a creature not on a flank")))

card("Mind Barb", "CotA", "067", "dis", "action", rarity="Common", icons=("amber",),
     text="Play: Your opponent discards a card chosen at random from their hand.",
     play=opponent_discards_random(1))

card("Dominator Bauble", "CotA", "073", "dis", "artifact", rarity="Common", traits=("item",),
     text="Action: Use a friendly creature.",
     actions=[use(FRIENDLY_CREATURE)])

card("Charette", "CotA", "081", "dis", "creature", rarity="Common", power=4, traits=("demon",),
     text="Play: Capture 3Æ.",
     play=capture(3))

card("Dust Imp", "CotA", "083", "dis", "creature", rarity="Common", power=2, traits=("imp",),
     text="Destroyed: Gain 2Æ.",
     destroyed=gain(2))

card("Shooler", "CotA", "096", "dis", "creature", rarity="Common", power=5, traits=("demon",),
     text="Play: If your opponent has 4Æ or more, steal 1Æ.",
     play=if_(lambda g, c: opponent_amber(g, c) >= 4, steal(1)))


def _purge_victim(g, c):
    victim = c["ev"]["card"]
    if g.cards[victim].zone == "discard":
        g.purge(victim)


card("Stealer of Souls", "CotA", "098", "dis", "creature", rarity="Uncommon", power=6, traits=("demon",),
     text="After an enemy creature is destroyed fighting Stealer of Souls, purge that creature and gain 1Æ.",
     reactions=[reaction("destroyed", lambda g, src, ev, le: ev["fight"] == src
                         and ev["controller"] != g.cards[src].controller,
                         do(lambda g, c: (_purge_victim(g, c), g.gain(c["me"], 1))))])

card("The Terror", "CotA", "101", "dis", "creature", rarity="Common", power=5, traits=("demon", "knight"),
     text="Play: If your opponent has no Æ, gain 2Æ.",
     play=if_(lambda g, c: opponent_amber(g, c) == 0, gain(2)))

card("Tocsin", "CotA", "102", "dis", "creature", rarity="Common", power=3, traits=("demon",),
     text="After Reap: Your opponent discards a card chosen at random from their hand.",
     reap=opponent_discards_random(1))



# ---------------------------------------------------------------------------------------------


def _fair_game_once(g, me):
    victim = 1 - me
    deck = g.players[victim].deck
    if not deck:
        return
    top = deck[0]
    house = g.cards[top].house
    g.move(top, DISCARD)
    g.say(f"{g.pname(victim)} discards {g.cname(top)} from the top of their deck")
    hand = list(g.players[victim].hand)
    g.say(f"{g.pname(victim)} reveals their hand: " + (", ".join(g.cname(x) for x in hand) or "nothing"))
    g.gain(me, sum(1 for x in hand if g.cards[x].house == house))


card("A Fair Game", "CotA", "053", "dis", "action", rarity="Rare",
     text="Play: Discard the top card of your opponent's deck and reveal their hand; gain 1Æ for each card "
          "of the discarded card's house revealed this way. Then your opponent does the same to you.",
     play=do(lambda g, c: (_fair_game_once(g, c["me"]), _fair_game_once(g, 1 - c["me"])), "a fair game"))


def _arise(g, c):
    pl = g.players[c["me"]]
    back = [x for x in pl.discard if g.cards[x].defn.type == "creature" and g.cards[x].house == c["house"]]
    for x in back:
        g.move(x, HAND)
    if back:
        g.say(f"{pl.name} returns " + ", ".join(g.cname(x) for x in back) + " to their hand")


card("Arise!", "CotA", "054", "dis", "action", rarity="Common",
     text="Play: Choose a house. Return each creature of that house from your discard pile to your hand. "
          "Gain 1 chain.",
     play=seq(choose_house(), do(_arise), gain_chains(1)))

_MUST_CHOOSE = static("must_choose_house", lambda g, src, p, le: p != le["me"] and g.turn > le["turn"],
                      lambda g, src, le: le["house"])
card("Control the Weak", "CotA", "055", "dis", "action", rarity="Common", icons=("amber",),
     text="Play: Choose a house on your opponent's identity card. On their next turn, your opponent must "
          "choose that house as their active house.",
     play=seq(choose_house(houses=lambda g, c: list(g.players[1 - c["me"]].houses)),
              do(lambda g, c: g.add_lasting(_MUST_CHOOSE, c["src"], c["me"], "next_turn", house=c["house"]),
                 "lasting")))


def _piles(g, c):
    return [p for p in (c["me"], 1 - c["me"]) if g.players[p].discard]


def _purge_chosen(g, c):
    for x in c.get("t") or []:
        if g.cards[x].zone == DISCARD:
            g.purge(x)


card("Creeping Oblivion", "CotA", "056", "dis", "action", rarity="Rare", icons=("amber",),
     text="Play: Purge up to 2 cards from one discard pile.",
     play=seq(choose_player("pile", _piles, "Choose a discard pile"),
              if_(lambda g, c: c.get("pile") is not None,
                  seq(Choose("t", lambda g, c: list(g.players[c["pile"]].discard), 2, up_to=True,
                             prompt="Choose up to 2 cards to purge"),
                      do(_purge_chosen)))))


def _numbers(g, c):
    powers = [g.power(x) for x in g.creatures()]
    return list(range(0, max(powers, default=0) + 1))


card("Dance of Doom", "CotA", "057", "dis", "action", rarity="Rare",
     text="Play: Choose a number. Destroy each creature whose power equals that number.",
     play=seq(choose_number("n", _numbers), destroy_each("any", lambda g, x, c: g.power(x) == c["n"])))

card("Gateway to Dis", "CotA", "059", "dis", "action", rarity="Common",
     text="Play: Destroy each creature. Gain 3 chains.",
     play=seq(destroy_each("any"), gain_chains(3)))


def _gongoozle(g, c):
    t = (c.get("t") or [None])[0]
    if t is not None and g.cards[t].zone == BATTLELINE:
        owner = g.cards[t].owner
        hand = g.players[owner].hand
        if hand:
            g.discard_from_hand(hand[g.rng.below(len(hand))])


card("Gongoozle", "CotA", "060", "dis", "action", rarity="Uncommon", icons=("amber",),
     text="Play: Deal 3D to a creature. If it is not destroyed, its owner discards a random card from their hand.",
     play=seq(deal_damage(A_CREATURE, 3), do(_gongoozle)))

card("Guilty Hearts", "CotA", "061", "dis", "action", rarity="Rare", icons=("amber",),
     text="Play: Destroy each creature that has Æ on it.",
     play=destroy_each("any", lambda g, x, c: g.cards[x].amber > 0))


def _hecatomb_destroy(g, c):
    doomed = [x for x in g.creatures() if g.house_of(x) == "dis"]
    c["ctrl"] = {str(x): g.cards[x].controller for x in doomed}
    c["destroyed"] = g.destroy(doomed)


def _hecatomb_gain(g, c):
    gone = destroyed_this_way()(g, c)
    for p in (c["me"], 1 - c["me"]):
        g.gain(p, sum(1 for x in gone if c["ctrl"][str(x)] == p))


card("Hecatomb", "CotA", "063", "dis", "action", rarity="Rare", icons=("amber",),
     text="Play: Destroy each Dis creature. Each player gains 1Æ for each creature they controlled that was "
          "destroyed this way.",
     play=seq(do(_hecatomb_destroy), do(_hecatomb_gain)))


def _opponent_forged_last_turn(g, c):
    return g.last_forge_turn[1 - c["me"]] == g.turn - 1


card("Tendrils of Pain", "CotA", "064", "dis", "action", rarity="Uncommon", icons=("amber",),
     text="Play: Deal 1D to each creature. If your opponent forged a key on their previous turn, deal 4D to "
          "each creature instead.",
     play=damage_each("any", lambda g, c: 4 if _opponent_forged_last_turn(g, c) else 1))


def _unforge(g, c):
    opp = g.players[1 - c["me"]]
    k = c.get("key")
    if k is not None and k in opp.keys:
        opp.keys.remove(k)
        g.say(f"{opp.name}'s {k} key is unforged")


card("Key Hammer", "CotA", "066", "dis", "action", rarity="Uncommon", icons=("amber",),
     text="Play: If your opponent forged a key on their previous turn, unforge it. Your opponent gains 6Æ.",
     play=seq(ChooseOption("key", lambda g, c: [k for k in g.logged("forged", 1 - c["me"], g.turn - 1)
                                                if k in g.players[1 - c["me"]].keys],
                           "Choose the key to unforge", kind="key"),
              do(_unforge), do(lambda g, c: g.gain(1 - c["me"], 6), "gain")))

card("Poltergeist", "CotA", "069", "dis", "action", rarity="Uncommon", icons=("amber",),
     text="Play: Use an artifact controlled by any player as if it were yours. Destroy that artifact.",
     play=seq(choose("t", artifacts("any")), use("t"), destroy("t")))

card("Three Fates", "CotA", "071", "dis", "action", rarity="Uncommon", icons=("amber",),
     text="Play: Destroy the 3 most powerful creatures.",
     play=seq(most_powerful("t", A_CREATURE, 3), destroy("t")))

card("Drumble", "CotA", "082", "dis", "creature", rarity="Uncommon", power=2, traits=("imp",),
     keywords=("elusive",),
     text="Elusive.\nPlay: If your opponent has 7Æ or more, capture all of it.",
     play=if_(lambda g, c: opponent_amber(g, c) >= 7, capture(opponent_amber)))

_FIGHT_DAMAGE_TO = static("fight_damage_to", lambda g, src, cid, le: cid == le["target"])


def _gabos(g, c):
    to = (c.get("to") or [None])[0]
    if to is not None and g.in_play(c["src"]):
        g.add_lasting(_FIGHT_DAMAGE_TO, c["src"], c["me"], "turn", target=c["src"], fight_of=c["src"], to=to)


card("Gabos Longarms", "CotA", "086", "dis", "creature", rarity="Rare", power=5, traits=("demon",),
     text="Before Fight: Choose a creature. Gabos Longarms deals its fight damage to that creature instead of "
          "the one it fights.",
     before_fight=seq(choose("to", A_CREATURE), do(_gabos)))


def _greking(g, c):
    victim = c["ev"]["card"]
    if g.cards[victim].zone == DISCARD:
        g.say(f"{g.pname(c['me'])} puts {g.cname(victim)} into play")
        g.put_into_play(victim, c["me"], c.get("flank", "right"))


def _enemy_destroyed_fighting(g, src, ev, le):
    return ev["creature"] and ev["fight"] == src and ev["controller"] != g.cards[src].controller


card("Overlord Greking", "CotA", "087", "dis", "creature", rarity="Rare", power=7, traits=("demon",),
     text="After an enemy creature is destroyed fighting Overlord Greking, put it into play under your control.",
     reactions=[reaction("destroyed", _enemy_destroyed_fighting,
                         seq(ChooseFlank(), do(_greking)))])

card("Pit Demon", "CotA", "092", "dis", "creature", rarity="Common", power=5, traits=("demon",),
     text="Action: Steal 1Æ.",
     actions=[steal(1)])

card("Pitlord", "CotA", "093", "dis", "creature", rarity="Rare", power=9, icons=("amber", "amber"),
     traits=("demon",), keywords=("taunt",),
     text="Taunt.\nWhile Pitlord is in play, you must choose Dis as your active house.",
     statics=[static("must_choose_house", lambda g, src, p, le: p == g.cards[src].controller, "dis")])

_CANNOT_CHOOSE = static("cannot_choose_house", lambda g, src, p, le: p != le["me"], lambda g, src, le: le["house"])


def _restringuntus(g, c):
    if g.in_play(c["src"]):
        g.add_lasting(_CANNOT_CHOOSE, c["src"], c["me"], "leaves_play", target=c["src"], house=c["house"])


card("Restringuntus", "CotA", "094", "dis", "creature", rarity="Rare", power=1, traits=("demon",),
     text="Play: Choose a house. Until Restringuntus leaves play, your opponent cannot choose that house as "
          "their active house.",
     play=seq(choose_house(), do(_restringuntus)))

card("Shaffles", "CotA", "095", "dis", "creature", rarity="Uncommon", power=2, traits=("imp",),
     text="At the end of your turn, your opponent loses 1Æ.",
     reactions=[reaction("turn_end", lambda g, src, ev, le: ev["player"] == g.cards[src].controller, lose(1))])

card("Tolas", "CotA", "103", "dis", "creature", rarity="Rare", power=1, traits=("imp",), keywords=("elusive",),
     text="Elusive.\nEach time a creature is destroyed, the opponent of its controller gains 1Æ.",
     reactions=[reaction("destroyed", lambda g, src, ev, le: ev["creature"],
                         do(lambda g, c: g.gain(1 - c["ev"]["controller"], 1), "gain"))])

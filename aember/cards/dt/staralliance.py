"""Dark Tidings — Star Alliance."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    FRIENDLY_CREATURE,
    Target,
    between,
    choose,
    choose_house,
    could_play,
    deal_damage,
    destroy,
    do,
    draw,
    gain,
    give_or_remove_own_counter,
    granted_use_ability,
    host_only,
    houses_belonged_to,
    if_,
    if_tide_high_else_raise,
    is_host,
    is_neighbor,
    keep_one_of_each,
    keys_cost_more_on_opponents_next_turn,
    keyword_while,
    lose,
    may,
    may_choose,
    neighbors_of_self,
    play_chosen,
    previous_house,
    put_power_counters,
    raise_tide,
    reaction,
    repeat_this_effect,
    return_with_upgrades,
    search_deck,
    seq,
    shares_a_house,
    src_tide_high,
    src_tide_low,
    static,
    tide_high,
    tide_of,
    use,
)
from aember.engine.state import BATTLELINE, DISCARD, HAND
from aember.engine.steps import Choose, ChooseOne


def _non_sa_neighbors(g, c):
    return sum(1 for x in g.neighbors(c["src"]) if not g.belongs_to(x, "staralliance"))


card("C.R. Officer Hawkins", "DT",
     text="Deploy.\nPlay: Gain 1Æ for each neighbor of C.R. Officer Hawkins that is not Star Alliance.",
     play=gain(_non_sa_neighbors))

card("C.R. Officer Hawkins (Evil Twin)", "DT",
     text="Deploy.\nPlay: Your opponent loses 1Æ for each neighbor of C.R. Officer Hawkins that is not Star "
          "Alliance.",
     play=lose(_non_sa_neighbors))

card("CH-337A", "DT",
     text="Elusive.\n[Tide] While the tide is high, the neighbors of CH-337A have elusive.",
     statics=[keyword_while("elusive", is_neighbor, src_tide_high)])

card("CH-337A (Evil Twin)", "DT",
     text="Skirmish.\n[Tide] While the tide is high, the neighbors of CH-337A have skirmish.",
     statics=[keyword_while("skirmish", is_neighbor, src_tide_high)])

card("Colonist Chapman", "DT",
     text="Taunt.\nEach neighbor of Colonist Chapman that is not Star Alliance gains \"Reap: Gain 1Æ.\"",
     reactions=granted_use_ability(("reaped",), lambda g, src, cid: cid in g.neighbors(src)
                                   and not g.belongs_to(cid, "staralliance"), gain(1)))


def _capture_all(g, c):
    src, me = c["src"], c["me"]
    got = 0     # one capture from both pools (Kretchee adds 1Æ once)
    for p in (1 - me, me):
        if g.cards[src].zone == BATTLELINE and g.players[p].amber:
            got += g.capture(src, g.players[p].amber, p, emit=False)
    g.captured_once(src, got)


card("Colonist Chapman (Evil Twin)", "DT",
     text="Elusive.\nPlay: Colonist Chapman captures all the Æ of each player.",
     play=do(_capture_all, "capture all"))


def _raised_on_own_turn(g, src, ev, le):
    return ev["player"] == g.active


def _as_raiser(g, c):
    c["me"] = c["ev"]["player"]


card("Operative Espion", "DT",
     text="Elusive.\n[Tide] Each time a player raises the tide during their own turn, that player may use a "
          "creature they control.",
     reactions=[reaction("tide_raised", _raised_on_own_turn,
                         seq(do(_as_raiser, "the raiser"),
                             may_choose("Use a creature you control?", FRIENDLY_CREATURE, use("t"))))])

card("Operative Espion (Evil Twin)", "DT",
     text="Elusive.\n[Tide] Each time a player raises the tide during their own turn, that player may deal 3D "
          "to a creature.",
     reactions=[reaction("tide_raised", _raised_on_own_turn,
                         seq(do(_as_raiser, "the raiser"),
                             may_choose("Deal 3 damage to a creature?", A_CREATURE, deal_damage("t", 3))))])

card("Rocketeer Tryska", "DT",
     text="[Tide] While the tide is high, creatures that enter play next to Rocketeer Tryska enter play ready.",
     statics=[static("enters_ready", lambda g, src, cid, le: cid in g.neighbors(src) and tide_of(g, src) == 1)])

card("Rocketeer Tryska (Evil Twin)", "DT",
     text="Skirmish.\n[Tide] Rocketeer Tryska comes into play ready if the tide is high at that moment.",
     enters_ready=lambda g, cid: tide_of(g, cid) == 1)

card("Shield-U-Later", "DT",
     text="Instead of playing this card as a creature, you may play it as an upgrade that reads: \"This creature "
          "gets +2 armor.\"",
     as_upgrade={"text": "This creature gets +2 armor.",
                 "statics": [static("armor", host_only(), 2)]})

card("Shield-U-Later (Evil Twin)", "DT",
     text="Instead of playing this card as a creature, you may play it as an upgrade that reads: \"This creature "
          "loses all its armor and gets -2 power.\"",
     as_upgrade={"text": "This creature loses all its armor and gets -2 power.",
                 "statics": [static("set_armor", host_only(), 0), static("power", host_only(), -2)]})


def _partners(g, src, title):
    if g.cards[src].zone != BATTLELINE:
        return []
    line = g.players[g.cards[src].controller].battleline
    return [x for x in line if g.cname(x) == title]


def _between_officers(g, c, other):
    # With several copies of the partner in the battleline, every creature between this officer and any
    # of them counts (once): the text names no single copy, and the leftmost one would be arbitrary.
    found = {x for p in _partners(g, c["src"], other) for x in between(g, c["src"], p)}
    return [x for x in g.players[g.cards[c["src"]].controller].battleline if x in found]


def _titled(title):
    return lambda g, x: g.cards[x].defn.title == title


card("Com. Officer Hings", "DT",
     text="Play: You may look through your deck for Com. Officer Gross; if you find it, reveal it and take it into "
          "your hand. Shuffle your deck afterwards.\nFight/Reap: For every creature standing between Com. Officer "
          "Hings and Com. Officer Gross, draw 1 card.",
     play=search_deck(_titled("Com. Officer Gross")),
     fight=draw(lambda g, c: len(_between_officers(g, c, "Com. Officer Gross"))),
     reap=draw(lambda g, c: len(_between_officers(g, c, "Com. Officer Gross"))))


def _gross_counters(g, c):
    for x in _between_officers(g, c, "Com. Officer Hings"):
        put_power_counters(g, x, 1)


card("Com. Officer Gross", "DT",
     text="Play: You may search your deck for Com. Officer Hings, reveal it and put it into your hand, then "
          "shuffle your deck.\nFight/Reap: Give a +1 power counter to each creature between Com. Officer Hings "
          "and Com. Officer Gross.",
     play=search_deck(_titled("Com. Officer Hings")),
     fight=do(_gross_counters, "counters between"), reap=do(_gross_counters, "counters between"))

def _same_power(g, x, c):
    return g.power(x) == g.power(c["src"])


card("5C077", "DT",
     text="Reap: Choose another friendly creature whose power equals 5C077's; ready it and use it. Then you may "
          "either add a +1 power counter to 5C077 or remove one from it.",
     reap=seq(use(FRIENDLY_CREATURE.other().where(_same_power, "Choose another friendly creature of the same power"),
                  ready_first=True),
              give_or_remove_own_counter("5C077")))

card("5C077 (Evil Twin)", "DT",
     text="Reap: Destroy another creature with the same power as 5C077. You may give 5C077 a +1 power counter "
          "or take a +1 power counter off it.",
     reap=seq(destroy(A_CREATURE.other().where(_same_power, "Choose another creature of the same power")),
              give_or_remove_own_counter("5C077")))


def _time_counters(g, c):
    cd = g.cards[c["src"]]
    cd.counters = dict(cd.counters or {})
    cd.counters["time"] = cd.counters.get("time", 0) + 2


def _tick_ceaseforge(g, c):
    cd = g.cards[c["src"]]
    if not g.in_play(c["src"]):
        return
    counters = dict(cd.counters or {})
    if counters.get("time", 0) > 0:
        counters["time"] -= 1
    cd.counters = counters
    g.say(f"A time counter comes off {g.cname(c['src'])}")
    if counters.get("time", 0) == 0:
        g.destroy([c["src"]])


card("Ceaseforge", "DT",
     text="Play: Put 2 time counters on Ceaseforge.\nNo player can forge keys.\nAt the start of your turn, take "
          "a time counter off Ceaseforge; then, if it has no time counters, destroy it.",
     play=do(_time_counters, "time counters"),
     statics=[static("cannot_forge", lambda g, src, p, le: True)],
     reactions=[reaction("turn_start", lambda g, src, ev, le: ev["player"] == g.cards[src].controller,
                         do(_tick_ceaseforge, "time counter"))])

card("D1-V3 Pod", "DT",
     text="[Tide] This creature has skirmish as long as the tide is high.\n[Tide] This creature has elusive as long "
          "as the tide is low.",
     statics=[keyword_while("skirmish", is_host, src_tide_high), keyword_while("elusive", is_host, src_tide_low)])


def _exhaust_and_draw(g, c):
    houses = set()
    for x in c.get("t") or []:
        if g.cards[x].zone == BATTLELINE and not g.cards[x].exhausted:
            g.exhaust(x)
            houses |= houses_belonged_to(g, x)
    c["n"] = len(houses)


card("Exploratory Craft", "DT",
     text="Action: Exhaust up to 3 friendly creatures. Draw a card for each house among the creatures exhausted "
          "this way.",
     actions=[seq(Choose("t", lambda g, c: list(g.creatures(c["me"])), 3, True,
                         "Choose up to 3 friendly creatures to exhaust"),
                  do(_exhaust_and_draw, "exhaust"), draw(lambda g, c: c.get("n", 0)))])


def _reveal_and_draw(g, c):
    deck = g.players[c["me"]].deck
    c["again"] = False
    if not deck:
        return
    top = deck[0]
    g.say(f"{g.pname(c['me'])} reveals {g.cname(top)}")
    if g.belongs_to(top, c["house"]):
        g.draw(c["me"], 1)
        c["again"] = True


card("Make It So", "DT",
     text="Play: Choose a house and reveal the top card of your deck. If it belongs to that house, draw it and "
          "resolve this effect again.",
     play=repeat_this_effect(seq(choose_house(), do(_reveal_and_draw, "reveal")), lambda g, c: c.get("again")))

def _note_side(g, c):
    """The side of Kering the first neighbor is on, noted before it is used."""
    src, t = c["src"], (c.get("t") or [None])[0]
    line = g.players[g.cards[src].controller].battleline if g.cards[src].zone == BATTLELINE else []
    c["kering_side"] = None if t not in line else (-1 if line.index(t) < line.index(src) else 1)
    j = line.index(src) - c["kering_side"] if c["kering_side"] is not None else -1
    c["kering_other0"] = [line[j]] if 0 <= j < len(line) else []     # the other neighbor as the ability began
    c["kering_log"] = len(g.turn_log)       # a destruction of Kering logged from here on is this one


def _other_neighbor(g, c):
    # "its other neighbor": the one creature on Kering's other side now, not a creature that took the used
    # neighbor's place on the same side (the used one destroyed meanwhile, the line closing up)
    src, side = c["src"], c.get("kering_side")
    c["other"] = []
    if side is None:
        return
    if g.cards[src].zone != BATTLELINE:
        # Kering left play while its ability resolved (the neighbor it used destroyed it): the ability finishes,
        # and "Kering's other neighbor" is the one it had on that side immediately prior to leaving play
        # (001:1541-1543, 2340-2346), if that creature is still in play
        # (left play otherwise, e.g. returned to hand, nothing was logged: the other neighbor it had as the ability
        # began)
        e = g.as_destroyed(src, c.get("kering_log", 0))
        sides = e[4] if e is not None and len(e) > 4 else None
        was = ([sides[1] if side == -1 else sides[0]] if sides is not None else list(c.get("kering_other0") or []))
        c["other"] = [y for y in was if y is not None and g.cards[y].zone == BATTLELINE]
        return
    line = g.players[g.cards[src].controller].battleline
    j = line.index(src) - side
    if 0 <= j < len(line):
        c["other"] = [line[j]]


_KERING = seq(choose("t", neighbors_of_self("Choose a neighbor to use")), do(_note_side, "side"), use("t"),
              if_(tide_high, seq(do(_other_neighbor, "other neighbor"), use("other"))))
card("Prof. Emeritus Kering", "DT",
     text="Deploy.\n[Tide] Play/Fight/Reap: Use one neighbor of Prof. Emeritus Kering. If the tide is high, "
          "use its other neighbor as well.",
     play=_KERING, fight=_KERING, reap=_KERING)


card("The Ulfberht Device", "DT",
     text="No player can choose as their active house the house they chose on their previous turn.",
     statics=[static("cannot_choose_house", lambda g, src, p, le: p == g.active and previous_house(g, p) is not None,
                     lambda g, src, le: previous_house(g, g.active))])

card("Agent Sepdia", "DT",
     text="[Tide] Fight/Reap: 1D is dealt to a creature of your choice; if the tide is high, that creature is also "
          "stunned.",
     fight=seq(deal_damage(A_CREATURE, 1), if_(tide_high, do(lambda g, c: [g.stun(x) for x in c["t"]], "stun"))),
     reap=seq(deal_damage(A_CREATURE, 1), if_(tide_high, do(lambda g, c: [g.stun(x) for x in c["t"]], "stun"))))


def _power_values(g, src, p, le):
    return len({g.power(x) for x in g.creatures(le["me"])})


card("Sabotage Mission", "DT",
     text="Play: During your opponent's next turn, keys cost +1Æ for each different power value among friendly "
          "creatures.",
     play=keys_cost_more_on_opponents_next_turn(_power_values))

card("Selective Preservation", "DT",
     text="Play: For every power value among creatures in play, pick one creature with that power. Every creature "
          "you did not pick is destroyed.",
     play=keep_one_of_each(lambda g, x: f"{g.power(x):04d}"))

card("Grand Alliance Council", "DT",
     text="Play: For every house among creatures in play, pick one creature of that house. Every creature you did "
          "not pick is destroyed.",
     play=keep_one_of_each(lambda g, x: houses_belonged_to(g, x)))



def _array_cost(g, src, p, le):
    t = tide_of(g, src)
    return -1 if t == 1 else 1 if t == -1 else 0


card("Static Collection Array", "DT",
     text="[Tide] While the tide is high your keys cost -1Æ; while it is low they cost +1Æ.",
     statics=[static("key_cost", lambda g, src, p, le: p == g.cards[src].controller, _array_cost)])


def _vac_capture(g, c):
    host = g.cards[c["src"]].host
    if host >= 0 and g.cards[host].zone == BATTLELINE and tide_of(g, host) == 1:
        g.capture(host, 2, 1 - g.cards[host].controller)


card("Æmber-vac", "DT",
     text="[Tide] Play: You raise the tide.\n[Tide] This creature has the ability \"When your turn begins, capture "
          "2Æ provided the tide is high.\"",
     play=raise_tide(),
     reactions=[reaction("turn_start", lambda g, src, ev, le: g.cards[src].host >= 0
                         and ev["player"] == g.cards[g.cards[src].host].controller, do(_vac_capture, "capture"),
                         gained=True)])


def _discard_looked(g, c):
    for x in c.get("t") or []:
        if x in g.players[c["me"]].deck:
            g.say(f"{g.pname(c['me'])} discards {g.cname(x)}")
            g.move(x, DISCARD)


card("Biome Discovery", "DT",
     text="[Tide] Play: If the tide is high, you may look at your deck's top 2 cards; if you do, put one of them "
          "in your discard pile. If it is not, raise the tide.",
     play=if_tide_high_else_raise(
         may("Look at the top 2 cards of your deck?",
             seq(Choose("t", lambda g, c: g.players[c["me"]].deck[:2], 1, False, "Choose one of them to discard"),
                 do(_discard_looked, "discard")),
             possible=lambda g, c: bool(g.players[c["me"]].deck))))

_VALMART = if_(tide_high, keys_cost_more_on_opponents_next_turn(3))
card("Lieutenant Valmart", "DT",
     text="[Tide] Play/Fight/Reap: Provided the tide is high, every key costs 3 more Æ during your opponent's next "
          "turn.",
     play=_VALMART, fight=_VALMART, reap=_VALMART)


def _blaster_to_right(g, c):
    up, host = c.get("granter"), c["src"]
    if up is None or not g.in_play(up) or g.cards[up].host != host:
        return
    line = g.players[g.cards[host].controller].battleline
    i = line.index(host) if host in line else -1
    if 0 <= i < len(line) - 1:
        right = line[i + 1]
        g.say(f"{g.cname(up)} moves to {g.cname(right)}")
        g.attach(up, right, g.cards[up].controller)


card("Officer’s Blaster", "DT",
     text="This creature has +2 power and the ability \"Destroyed: Move Officer's Blaster onto the creature to this "
          "creature's right.\"",
     statics=[static("power", host_only(), 2),
              static("grant_destroyed", host_only(), do(_blaster_to_right, "move blaster"))])


def _stun_same_house(g, c):
    for x in c.get("t") or []:
        for y in [x] + [n for n in g.neighbors(x) if shares_a_house(g, x, n)]:
            g.stun(y)


card("Technobabble", "DT",
     text="Play: Choose a creature. Stun it, along with every neighbor of it that belongs to a house it also "
          "belongs to.",
     play=seq(choose("t", A_CREATURE), do(_stun_same_house, "stun")))


_USE_NON_SA = "Use a friendly non-Star Alliance creature"
_RETURN_2 = "Return up to 2 friendly creatures and each upgrade attached to them to their owners' hands"
card("Unity or Discord", "DT",
     text="Play: Choose one:\n• Use a friendly creature that is not Star Alliance.\n• Return up to 2 friendly "
          "creatures and each upgrade on them to their owners' hands.",
     play=ChooseOne({_USE_NON_SA: use(FRIENDLY_CREATURE.where(lambda g, x, c: not g.belongs_to(x, "staralliance"),
                                                              "Choose a friendly non-Star Alliance creature")),
                     _RETURN_2: seq(choose("t", FRIENDLY_CREATURE.times(2, up_to=True,
                                                                        prompt="Choose up to 2 friendly creatures")),
                                    return_with_upgrades("t"))}))


def _neighbor_house(g, src, cid, le):
    """T3R-35A: the creature (itself, or the one it is on as an upgrade) may be used as a neighbor's house."""
    me = g.cards[src].host if g.cards[src].host >= 0 and g.cards[src].zone != BATTLELINE else src
    return cid == me and any(g.belongs_to(n, g.active_house) for n in g.neighbors(me))


card("T3R-35A", "DT",
     text="T3R-35A may be used as if it belonged to the house of either of its neighbors.\nT3R-35A may be played "
          "as an upgrade instead of a creature, with the text: \"This creature may be used as if it belonged to "
          "the house of either of its neighbors.\"",
     statics=[static("use_any_house", _neighbor_house)],
     as_upgrade={"text": "This creature may be used as if it belonged to the house of either of its neighbors.",
                 "statics": [static("use_any_house", _neighbor_house)]})


def _non_sa_in_hand(g, c):
    # only cards that could be played now (could_play, as Katha the Wise, Sandhopper and Zavel offer): not one a
    # "cannot play" forbids, not after the First Turn Rule's one card (Together! itself), not an upgrade with no
    # creature to go on, not one half of a gigantic creature (001:2164-2167); with none, no "may" is asked
    return [x for x in g.players[c["me"]].hand if not g.belongs_to(x, "staralliance") and could_play(g, x)]


def _play_one(key):
    return may_choose("Play a non-Star Alliance card?", Target(_non_sa_in_hand, "Choose a non-Star Alliance card"),
                      play_chosen(key, origin=HAND), key=key)


card("Together!", "DT",
     text="[Tide] Play: You may play a card that is not Star Alliance. If the tide is high, you may play another "
          "such card.",
     play=seq(_play_one("t"), if_(tide_high, _play_one("t2"))))


def _also_belongs(g, c):
    if c.get("house") and g.in_play(c["t"][0]):
        g.add_lasting(_EXTRA_HOUSE, c["src"], c["me"], "turn", target=c["t"][0], house=c["house"])
        g.say(f"{g.cname(c['t'][0])} also belongs to {c['house']} this turn")


_EXTRA_HOUSE = static("extra_house", lambda g, src, cid, le: cid == le["target"], lambda g, src, le: le["house"])
_AGUNG = seq(choose("t", FRIENDLY_CREATURE),
             if_(lambda g, c: bool(c.get("t")),
                 seq(choose_house("house", prompt="Choose the house it also belongs to this turn"),    # any house
                     do(_also_belongs, "extra house"))))
card("Diplomat Agung", "DT",
     text="Play/Fight/Reap: Name a house and pick a friendly creature: until the end of the turn, it belongs to "
          "that house as well as its own houses.",
     play=_AGUNG, fight=_AGUNG, reap=_AGUNG)

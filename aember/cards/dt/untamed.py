"""Dark Tidings — Untamed."""

from aember.cards.define import card, card_record
from aember.engine.carddef import CardDef
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    add_power_counters,
    artifacts,
    become_creature,
    can_play_now,
    choose,
    choose_amount,
    creatures,
    destroy,
    destroy_self,
    do,
    draw,
    enrage,
    gain,
    granted_use_ability,
    heal,
    host_is,
    if_,
    if_tide_high_else_raise,
    in_my_zone,
    is_self,
    keyword_while,
    lasting_with,
    lose,
    may,
    may_choose,
    most_powerful,
    move_from_zone_to_hand,
    neighbors_of_self,
    not_tagged,
    one_per_gigantic,
    play_chosen,
    power_as_destroyed,
    put_power_counters,
    raise_tide,
    reaction,
    remove_power_counters,
    repeat,
    repeat_while,
    return_to_hand,
    self_as,
    seq,
    shares_a_house,
    src_tide_high,
    static,
    tide_high,
    tide_low,
    use,
)
from aember.engine.state import BATTLELINE, DECK, DISCARD
from aember.engine.steps import Choose, ChooseOne

card("Cross Porpoises", "DT",
     text="[Tide] Play: Raise the tide. After that, two enemy creatures become enraged.",
     play=seq(raise_tide(),
              choose("t", ENEMY_CREATURE.times(2, prompt="Choose 2 enemy creatures")), enrage("t")))


def _own_turn_end(g, src, ev, le):
    return ev["player"] == g.cards[src].controller


def _another_creature_played(g, src, ev, le):
    return (ev["player"] == g.cards[src].controller and ev["card"] != src and ev["type"] == "creature")


card("Chelonia", "DT",
     text="Elusive.\n[Tide] Each time you play another creature, if the tide is high, gain 1Æ.",
     reactions=[reaction("played", _another_creature_played, if_(tide_high, gain(1)))])

card("Chelonia (Evil Twin)", "DT",
     text="Elusive.\n[Tide] Whenever you play a creature other than Chelonia while the tide is high, your opponent "
          "loses 1Æ.",
     reactions=[reaction("played", _another_creature_played, if_(tide_high, lose(1)))])

card("Mookling", "DT",
     text="Your opponent's keys cost +XÆ, X being Mookling's power.",
     statics=[static("key_cost", lambda g, src, p, le: p != g.cards[src].controller,
                     lambda g, src, p, le: g.power(src))])

card("Mookling (Evil Twin)", "DT",
     text="Each time your opponent forges a key, give Mookling a +1 power counter for each Æ spent on that key.",
     reactions=[reaction("forged", lambda g, src, ev, le: ev["player"] != g.cards[src].controller,
                         do(lambda g, c: put_power_counters(g, c["src"], c["ev"].get("cost", 0)), "counters"))])


def _shark_tick(g, c):
    if remove_power_counters(g, c["src"], 1):
        for p in (c["me"], 1 - c["me"]):
            g.gain(p, 1)


card("Æmberfin Shark", "DT",
     text="Play: Æmberfin Shark gets three +1 power counters.\nAs your turn ends, remove one +1 power counter from "
          "Æmberfin Shark; should one be removed, both players gain 1Æ.",
     play=add_power_counters(None, 3),
     reactions=[reaction("turn_end", _own_turn_end, do(_shark_tick, "shark"))])


def _shark_twin_tick(g, c):
    lost = sum(g.lose(p, 1) for p in (c["me"], 1 - c["me"]))
    put_power_counters(g, c["src"], lost)


card("Æmberfin Shark (Evil Twin)", "DT",
     text="At the end of your turn, both players lose 1Æ, and Æmberfin Shark gets one +1 power counter per Æ lost "
          "that way.",
     reactions=[reaction("turn_end", _own_turn_end, do(_shark_twin_tick, "shark"))])


def _spore_burst(g, c):
    # 1D per counter to each other creature, all of it dealt at once (001:1076): a ward stops the whole of it
    n = remove_power_counters(g, c["src"])
    if n:
        g.deal_damage([(x, n) for x in g.creatures() if x != c["src"]], c["src"])


_SPORE_BURST = may("Remove each +1 power counter from Sporegorger to damage each other creature?",
                   do(_spore_burst, "spore burst"),
                   lambda g, c: g.cards[c["src"]].zone == BATTLELINE and g.cards[c["src"]].power_counters > 0)

card("Sporegorger", "DT",
     text="Reap: Give Sporegorger a +1 power counter. You may then take each +1 power counter off Sporegorger: "
          "deal 1D to each other creature for each counter taken off.",
     reap=seq(add_power_counters(None, 1), _SPORE_BURST))


def _gather_counters(g, c):
    src = c["src"]
    if g.cards[src].zone != BATTLELINE:
        return
    n = 0
    for x in g.creatures():
        if x != src:
            n += remove_power_counters(g, x)
    put_power_counters(g, src, n)


card("Sporegorger (Evil Twin)", "DT",
     text="Play: Move every +1 power counter in play onto Sporegorger.\nReap: You may take each +1 power counter "
          "off Sporegorger: deal 1D to each other creature for each counter taken off.",
     play=do(_gather_counters, "gather counters"), reap=_SPORE_BURST)


def _is_creature_card(g, x):
    return g.cards[x].defn.type == "creature"


card("Witch of the Dawn", "DT",
     text="Play: Return a creature from your discard pile to your hand.",
     play=move_from_zone_to_hand(in_my_zone("discard", _is_creature_card, "Choose a creature in your discard pile")))


def _not_destroyed_one(g, c):
    # "a different creature": not the destroyed one, nor a gigantic one's other half (as Ritual of Life)
    return _other_creatures_in_discard(g, c)


card("Witch of the Dawn (Evil Twin)", "DT",
     text="Play: Destroy another friendly creature. If you do, play a different creature from your discard pile, "
          "then ready and use it.",
     play=seq(destroy(FRIENDLY_CREATURE.other().where(lambda g, x, c: True, "Choose another friendly creature")),
              if_(lambda g, c: bool(c.get("destroyed")),
                  seq(Choose("played", _not_destroyed_one, 1, False, "Choose a creature to play from your discard"),
                      play_chosen("played", origin="discard"),
                      use("played", ready_first=True)))))


card("Youngest Bear", "DT",
     text="After Reap: You may use a creature next to Youngest Bear to reap.",
     reap=may_choose("Reap with a neighbor?", neighbors_of_self(),
                     use("t", "reap")))

card("Youngest Bear (Evil Twin)", "DT",
     text="Reap: You may fight with one of Youngest Bear's neighbors.",
     reap=may_choose("Fight with a neighbor?", neighbors_of_self(),
                     use("t", "fight")))


def _titled(title):
    return lambda g, x: g.cards[x].defn.title == title


card("Chenille", "DT",
     text="Hazardous 6.\nAction: Pick up a Bombyx out of your discard pile, adding it to your hand.",
     actions=[move_from_zone_to_hand(in_my_zone("discard", _titled("Bombyx"), "Choose a Bombyx"))])


def _destroy_partner_or_self(title):
    """'Destroy a friendly <title>. If you do not, destroy <this creature>' (a ward that saves the partner counts
    as not destroying it)."""
    return seq(Choose("t", not_tagged(lambda g, c: [x for x in g.creatures(c["me"]) if g.face(x).title == title]),
                      1, False,
                      f"Choose a friendly {title} to destroy"),
               destroy("t"),
               if_(lambda g, c: not c.get("destroyed"),
                   destroy_self()))


card("Bombyx", "DT",
     text="Play: Destroy one of your Chenilles; if you cannot, Bombyx is destroyed.\nAction: Take a Fifalde from "
          "your discard pile into your hand.",
     play=_destroy_partner_or_self("Chenille"),
     actions=[move_from_zone_to_hand(in_my_zone("discard", _titled("Fifalde"), "Choose a Fifalde"))])

_FIFALDE = seq(self_as("self"), heal("self", None), gain(1))
card("Fifalde", "DT",
     text="Play: Destroy one of your Bombyxes; if you cannot, Fifalde is destroyed.\nFight/Reap: Remove all damage "
          "from Fifalde, and gain 1Æ.",
     play=_destroy_partner_or_self("Bombyx"), fight=_FIFALDE, reap=_FIFALDE)


def _druid_stack(g, c):
    for x in c.get("t") or []:
        if g.cards[x].zone == DISCARD:
            g.move(x, DECK)
            g.say(f"{g.cname(x)} goes on top of {g.pname(c['me'])}'s deck")


card("Dredging Druid", "DT",
     text="Elusive.\n[Tide] Reap: Provided the tide is high, pick as many as 3 creatures out of your discard pile "
          "and place them on top of your deck.",
     reap=if_(tide_high, seq(Choose("t", lambda g, c: [x for x in g.players[c["me"]].discard
                                                       if _is_creature_card(g, x)], 3, True,
                                    "Choose up to 3 creatures to put on top of your deck (the last goes on top)"),
                             do(_druid_stack, "to deck"))))

card("Pestergrove", "DT",
     text="Every creature enters play enraged.",
     statics=[static("enters_enraged", lambda g, src, cid, le: True)])


def _relic_fill(g, c):
    if g.in_play(c["src"]):
        g.cards[c["src"]].amber += 4
        g.say(f"4Æ is put on {g.cname(c['src'])}")


def _relic_pay(g, c):
    p = c["ev"]["player"]
    src = c["src"]
    if g.in_play(src) and sum(g.power(x) for x in g.creatures(p)) >= 20 and g.cards[src].amber:
        n = g.cards[src].amber
        g.cards[src].amber = 0
        g.add_to_pool(p, n, f"{n}Æ moves from {g.cname(src)} to {g.pname(p)}'s pool")


card("Primal Relic", "DT",
     text="Play: Put 4Æ from the common supply on Primal Relic. Give 3 creatures a +1 power counter each.\nAt the "
          "start of each player's turn, if the creatures they control have a total power of 20 or more, move "
          "each Æ on Primal Relic to that player's pool.",
     play=seq(do(_relic_fill, "put 4"),
              choose("t", A_CREATURE.times(3, prompt="Choose 3 creatures")), add_power_counters("t", 1)),
     reactions=[reaction("turn_start", lambda g, src, ev, le: True, do(_relic_pay, "relic"))])


def _other_creatures_in_discard(g, c):
    # the destroyed creature is not "a different creature", nor, for a gigantic one, its other half (001 GIGANTIC)
    same = set(c.get("t") or []) | {h for hs in (c.get("_halves") or {}).values() for h in hs}
    return [x for x in g.players[c["me"]].discard if _is_creature_card(g, x) and x not in same]


def _to_hand(g, c):
    for x in c.get("back") or []:
        if g.cards[x].zone == DISCARD:
            g.move(x, "hand")
            g.say(f"{g.cname(x)} returns to {g.pname(c['me'])}'s hand")


card("Ritual of Life", "DT",
     text="Action: Destroy one of your creatures. Should you do so, take a different creature from your discard "
          "pile into your hand.",
     actions=[seq(destroy(FRIENDLY_CREATURE),
                  if_(lambda g, c: bool(c.get("destroyed")),
                      seq(Choose("back", _other_creatures_in_discard, 1, False, "Choose a creature to return"),
                          do(_to_hand, "to hand"))))])

card("Washed Away", "DT",
     text="[Tide] Play: If the tide is high, every artifact is destroyed. If it is not, raise the tide.",
     play=if_tide_high_else_raise(do(lambda g, c: g.destroy(g.players[0].artifacts + g.players[1].artifacts),
                                     "destroy each artifact")))


def _mancy(g, c):
    for x in c.get("t") or []:
        g.gain(c["me"], remove_power_counters(g, x, c.get("n", 0)))


card("Æmbermancy", "DT",
     text="Play: Take up to three +1 power counters off a creature. Gain 1Æ for each counter taken off.",
     play=seq(choose("t", A_CREATURE),
              choose_amount("n", lambda g, c: min(3, sum(g.cards[x].power_counters for x in c.get("t") or [])),
                            "How many +1 power counters do you take off?"),
              do(_mancy, "gain")))

card("Beach Day", "DT",
     text="[Tide] Play: A creature goes back to its owner's hand. If the tide is high, you also gain 1Æ.",
     play=seq(return_to_hand(A_CREATURE), if_(tide_high, gain(1))))


def _drift(g, c):
    for x in g.creatures():
        if g.cards[x].power_counters > 0:
            put_power_counters(g, x, 1)


card("Genetic Drift", "DT",
     text="Play: Give a creature a +1 power counter. Then give another +1 power counter to each creature that has "
          "a +1 power counter.",
     play=seq(add_power_counters(A_CREATURE, 1), do(_drift, "drift")))


def _paddy_discard(whose):
    def fn(g, c):
        p = c["me"] if whose == "me" else 1 - c["me"]
        n = 3 if tide_high(g, c) else 1
        deck = g.players[p].deck
        out = []
        for _ in range(n):
            if not deck:
                break
            x = deck[-1]
            g.say(f"{g.pname(p)} discards {g.cname(x)} from the bottom of their deck")
            g.move(x, DISCARD, by=c["me"])
            out.append(x)
        c["paddy"] = out
    return do(fn, "discard from the bottom")


def _paddy_left(g, c):
    # a creature that cannot be played now (alpha after the reap) is not offered, as for Cauldron
    left = [x for x in c.get("paddy") or [] if g.cards[x].zone == DISCARD and _is_creature_card(g, x)
            and x not in (c.get("paddy_done") or []) and can_play_now(g, x)]
    return one_per_gigantic(g, left)      # both halves of a gigantic creature: one creature to play


def _paddy_mark(g, c):
    c.setdefault("paddy_done", []).extend(c.get("next") or [])


card("Ol’ Paddy", "DT",
     text="[Tide] Reap: Put the card at the bottom of your deck into your discard pile (the bottom 3 instead if the "
          "tide is high), then play every creature discarded that way, one by one.",
     reap=seq(_paddy_discard("me"),
              repeat_while(seq(Choose("next", _paddy_left, 1, False, "Choose the next creature to play"),
                               do(_paddy_mark, "mark"),
                               play_chosen("next", origin="discard", group=lambda g, c: c.get("paddy") or [])),
                           lambda g, c: bool(_paddy_left(g, c)), limit=3)))

def _shares_discarded_house(g, x, c):
    return any(shares_a_house(g, x, y) for y in c.get("paddy") or [])


card("Ol’ Paddy (Evil Twin)", "DT",
     text="[Tide] Reap: Put the card at the bottom of your opponent's deck into their discard pile (the bottom 3 "
          "instead if the tide is high), then destroy a creature sharing a house with any card discarded that way.",
     reap=seq(_paddy_discard("opponent"),
              destroy(A_CREATURE.where(_shares_discarded_house,
                                       "Choose a creature sharing a house with a discarded card"))))

card("Thin the Herd", "DT",
     text="Play: The 4 creatures with the lowest power are shuffled into the decks of their owners.",
     play=seq(most_powerful("t", A_CREATURE, count=4, least=True),
              do(lambda g, c: g.shuffle_into_deck([x for x in c.get("t") or [] if g.in_play(x)]), "shuffle")))


def _note_power(g, c):
    c["power"] = sum(g.power(x) for x in c.get("t") or [])


card("Waste Not", "DT",
     text="Play: Destroy a friendly creature. Draw half its power in cards, rounding up.",
     play=seq(choose("t", not_tagged(FRIENDLY_CREATURE)), do(_note_power, "its power"), destroy("t"),
              draw(lambda g, c: (power_as_destroyed(g, c["t"][0], c["power"]) + 1) // 2 if c.get("t") else 0)))

card("All Tide Up", "DT",
     text="[Tide] Play: If the tide is high, you gain 1Æ. If it is not, raise the tide.",
     play=if_tide_high_else_raise(gain(1)))

_SKIRMISH_FOR_TURN = static("keyword", lambda g, src, cid, le: cid == le["target"], ("skirmish", 1))
card("Assert Dominance", "DT",
     text="Play: A friendly creature gains skirmish for the remainder of the turn. Ready it and fight with it.",
     play=seq(choose("t", FRIENDLY_CREATURE),
              if_(lambda g, c: bool(c.get("t")),
                  seq(lasting_with(_SKIRMISH_FOR_TURN, target=lambda g, c: c["t"][0]),
                      use("t", "fight", ready_first=True)))))

_GRUEN = if_(tide_low, do(lambda g, c: g.gain(1 - c["me"], 1), "opponent gains 1"))
card("Deepwater Gruen", "DT",
     text="[Tide] Play/Reap: Your opponent gains 1Æ, provided the tide is low.",
     play=_GRUEN, reap=_GRUEN)

def _infighting(g, c):
    """Each creature is the source of the damage it deals (FAQ "Damage, Source of", 001:3206-3208: Ardent
    Hero), and a creature that steals instead of dealing damage does so (Shoulder Id). Each creature takes
    damage from one neighbour only; no creature is destroyed before all of it is dealt."""
    hits = []
    for p in g.players:
        line = p.battleline
        for i, x in enumerate(line[:-1]):
            n = g.power(x)
            if n > 0:
                hits.append((x, line[i + 1], n))
    g.deal_damage_from_each(hits)     # one moment (a ward counts once: Shadow Self)


card("Infighting", "DT",
     text="Play: Every creature deals its right neighbor an amount of damage equal to its own power.",
     play=do(_infighting, "infighting"))

card("Mollymawk", "DT",
     text="Play: Destroy an artifact.",
     play=destroy(artifacts()))


def _enrage_fought(g, c):
    t = c["target"][0] if c.get("target") else None
    if t is not None:
        for x in [t] + g.fought_neighbors(t):
            g.enrage(x)


card("Myliobe", "DT",
     text="[Tide] As long as the tide is high, Myliobe has skirmish.\nBefore Fight: The creature Myliobe fights and "
          "that creature's neighbors become enraged.",
     statics=[keyword_while("skirmish", is_self, src_tide_high)],
     before_fight=do(_enrage_fought, "enrage"))

_REAP_WITH = "Ready and reap with a friendly creature"
_SOW = "Give three +1 power counters to creatures, distributed as you choose"
card("Reap or Sow", "DT",
     text="Play: Pick one option:\n• A friendly creature is readied and reaps.\n• Place three +1 power counters, "
          "split among creatures however you like.",
     play=ChooseOne({_REAP_WITH: use(FRIENDLY_CREATURE, "reap", ready_first=True),
                     _SOW: repeat(3, seq(choose("t", creatures(prompt="Choose a creature for a +1 power counter")),
                                         add_power_counters("t", 1)))}))

card("Way of the Pixie", "DT",
     text="This creature gains \"Reap: Gain 1Æ.\"",
     reactions=granted_use_ability(("reaped",), host_is, gain(1)))


def _exhaust_untamed(g, c):
    n = 0
    for x in c.get("t") or []:
        if g.cards[x].zone == BATTLELINE and not g.cards[x].exhausted:
            g.exhaust(x)
            n += 1
    c["exhausted_n"] = n


def _ready_untamed(g, c):
    return [x for x in g.creatures(c["me"]) if g.belongs_to(x, "untamed")]     # exhausted ones too


_MYST = card_record("The Mysticeti", "DT")
# the creature it becomes keeps its text (unlike Effigy of Melerukh, whose text box is "considered blank"): the
# Action can be used again on the creature, adding counters and moving it
_MYST_ACTION = seq(Choose("t", lambda g, c: _ready_untamed(g, c), lambda g, c: len(_ready_untamed(g, c)), True,
                          "Choose friendly Untamed creatures to exhaust", at_least=1),
                   do(_exhaust_untamed, "exhaust"),
                   if_(lambda g, c: c.get("exhausted_n", 0) > 0,
                       become_creature(lambda g, c: 3 * c["exhausted_n"], anywhere=True)))
card("The Mysticeti", "DT",
     text="Action: Exhaust at least one of your Untamed creatures. Should you do so, The Mysticeti gets three +1 "
          "power counters per creature exhausted that way, and you move it to any position in your battleline as a "
          "0-power creature with taunt.",
     actions=[_MYST_ACTION],
     creature_face=CardDef("The Mysticeti", set="DT", number=_MYST["number"], house="untamed", type="creature",
                           rarity=_MYST["rarity"], power=0, traits=_MYST["traits"] or (), keywords=("taunt",),
                           actions=[_MYST_ACTION],
                           text="A creature with 0 power and taunt, keeping its Action.", alternate=True))

"""Dark Tidings — Unfathomable."""

from aember.carddb import split_evil_twin
from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    ReturnPurgedCreatures,
    Target,
    archive_self,
    artifacts,
    become_creature,
    capture,
    choose,
    choose_n,
    creatures_and_artifacts,
    deal_damage,
    destroy,
    destroy_each,
    destroy_self,
    do,
    draw,
    enemy_creature_reaped,
    enemy_in,
    enrage,
    exalt,
    exhaust,
    exhaust_each,
    forge_free,
    gain,
    gain_chains,
    host_only,
    if_,
    in_my_zone,
    in_opponent_hand,
    keys_cost_more_on_opponents_next_turn,
    lasting,
    look_at_opponent_hand,
    lose,
    name_a_card,
    not_tagged,
    opponent_discards_random,
    play_each,
    played_with_trait,
    printed_name,
    purge_self,
    put_on_deck,
    raise_tide,
    reaction,
    return_to_hand,
    self_only,
    seq,
    shares_a_house,
    split_damage,
    src_tide_high,
    src_tide_low,
    static,
    steal,
    stun,
    stun_each,
    tide_high,
    tide_raised_by,
    unless_opponent_picks_house,
    upgrades_in_play,
    use,
)
from aember.engine.steps import Choose, ChooseOne, Static

_SHERMAN_HOLD = Static("purged_by")     # marks the creatures General Sherman purged, until it leaves play


_SHERMAN_RETURN = ReturnPurgedCreatures(exhausted=True)     # each on a flank the active player picks


def _sherman_purge(g, c):
    src = c["src"]
    others = [x for x in g.creatures() if x != src]
    riding = {x: g._riding_halves(x) for x in others}    # the other half of each gigantic creature
    others = [x for x in others if g.purge(x)]      # a warded creature is not purged: it does not come back
    halves = [[x, riding[x][0]] for x in others if riding[x]]
    if g.in_play(src):
        g.add_lasting(_SHERMAN_HOLD, src, c["me"], "leaves_play", target=src, on_end=_SHERMAN_RETURN.sid,
                      purged=others, halves=halves)
    else:
        g.pending_triggers.append([src, _SHERMAN_RETURN.sid, {"src": src, "me": c["me"],
                                                               "le": {"purged": others, "halves": halves}}])


card("General Sherman", "DT",
     text="General Sherman deals no damage when fighting.\nPlay: Purge each other creature. If General Sherman "
          "leaves play, put each creature purged this way back into play, exhausted and under its owner's "
          "control.",
     statics=[static("no_fight_damage", lambda g, src, cid, le: cid == src)],
     play=do(_sherman_purge, "purge each other creature"))

card("The Chosen One", "DT",
     text="In their \"ready cards\" step, your opponent does not ready the creatures they control; instead, "
          "they deal 1D to The Chosen One for each exhausted creature they control.",
     statics=[static("ready_step_damage", lambda g, src, p, le: p != g.cards[src].controller)])


def _is_aquan(g, x):
    return "aquan" in g.traits(x)


def _is_unfathomable(g, x):
    return g.belongs_to(x, "unfathomable")


def _opp_of_src(g, src):
    return 1 - g.cards[src].controller


def _self_key(g, c):
    c["self_"] = [c["src"]]


_SELF = do(_self_key, "self")

card("Flamegill Enforcer", "DT",
     text="[Tide] Whenever the tide is raised by your opponent, Flamegill Enforcer becomes enraged.\nAction: "
          "Capture 3Æ.",
     reactions=[reaction("tide_raised", tide_raised_by("opponent"), seq(_SELF, enrage("self_")))],
     actions=[capture(3)])

card("Flamegill Enforcer (Evil Twin)", "DT",
     text="[Tide] Whenever the tide is raised by your opponent, Flamegill Enforcer becomes enraged.\nAction: Steal "
          "1Æ.",
     reactions=[reaction("tide_raised", tide_raised_by("opponent"), seq(_SELF, enrage("self_")))],
     actions=[steal(1)])

card("Giltspine Netcaster", "DT",
     text="Enhance [capture][capture].\nReap: Exhaust a creature.",
     reap=exhaust(A_CREATURE))

card("Giltspine Netcaster (Evil Twin)", "DT",
     text="Enhance [capture][capture].\nReap: Ready a friendly non-Aquan creature and use it.",
     reap=use(FRIENDLY_CREATURE.where(lambda g, x, c: not _is_aquan(g, x),
                                      "Choose a friendly non-Aquan creature to ready and use"), ready_first=True))

card("Horrid Synan", "DT", text="Poison.")

card("Horrid Synan (Evil Twin)", "DT", text="Poison.\nTaunt.")


def _one_per_type(mine: bool):
    def applies(g, src, cid, le):
        me = g.cards[src].controller
        p = g.active
        if (p == me) != mine:
            return False
        # counted by the type each card was played as (Explo-rover played as an upgrade is an upgrade played)
        return g.face(cid).type in g.logged("played_as", p, g.turn)
    return applies


card("Kaupe", "DT",
     text="On each turn, your opponent may play at most one action, one artifact, one creature and one upgrade.",
     statics=[static("cannot_play", _one_per_type(False))])

def _discard_any(g, c):
    for x in c.get("kdisc") or []:
        if g.cards[x].zone == "hand" and g.discard_from_hand(x):      # not one put elsewhere instead
            c["kn"] = c.get("kn", 0) + 1


_KAUPE_USE = seq(Choose("kdisc", lambda g, c: list(g.players[c["me"]].hand), lambda g, c: len(g.players[c["me"]].hand),
                        True, "Choose any number of cards to discard"),
                 do(_discard_any, "discard"),
                 split_damage(lambda g, c: c.get("kn", 0), ENEMY_CREATURE, per=2))

card("Kaupe (Evil Twin)", "DT",
     text="You cannot play more than 1 card of each card type each turn.\nFight/Reap: Discard any number of cards "
          "from your hand. Deal 2D to an enemy creature for each card discarded this way.",
     statics=[static("cannot_play", _one_per_type(True))],
     fight=_KAUPE_USE, reap=_KAUPE_USE)

_TANIWHA_ET = seq(choose("t", in_my_zone("discard", lambda g, x: g.cards[x].defn.type == "creature",
                                         "Choose a creature in your discard pile")),
                  put_on_deck("t"))

card("Taniwha (Evil Twin)", "DT",
     text="Fight/Reap: Pick a creature out of your discard pile and place it as the top card of your deck.",
     fight=_TANIWHA_ET, reap=_TANIWHA_ET)

card("Tomwa of the Glow (Evil Twin)", "DT",
     text="[Tide] Reap: If the tide is high, exhaust a creature of your opponent's, and your opponent discards a "
          "card at random from their hand.",
     reap=if_(tide_high, seq(exhaust(ENEMY_CREATURE), opponent_discards_random(1))))

card("Wikolia (Evil Twin)", "DT",
     text="Reap: Exalt Wikolia. During your opponent's next turn, every key costs +4Æ.",
     reap=seq(exalt(), keys_cost_more_on_opponents_next_turn(4)))

card("Wikolia", "DT",
     text="Reap: During your opponent's next turn, every key costs +2Æ.",
     reap=keys_cost_more_on_opponents_next_turn(2))


# Drawn Down: of the top 3 cards of the opponent's deck, one is discarded, one goes to the bottom, one on top.
def _drawn_look(g, c):
    c["look"] = list(g.players[1 - c["me"]].deck[:3])
    if c["look"]:
        g.say(f"{g.pname(c['me'])} looks at the top {len(c['look'])} cards of {g.pname(1 - c['me'])}'s deck")


def _drawn_discard(g, c):
    for x in c.get("dd") or []:
        g.say(f"{g.cname(x)} is discarded from the top of {g.pname(g.cards[x].owner)}'s deck")
        g.move(x, "discard", by=c["me"])


def _left_looked(g, c):
    return [x for x in c.get("look") or [] if g.cards[x].zone == "deck" and x not in (c.get("dd") or [])]


card("Drawn Down", "DT",
     text="Play: Look at the top 3 cards of your opponent's deck. Discard one of them, put one on the bottom of "
          "their deck and the other back on top.",
     play=seq(do(_drawn_look, "look"),
              Choose("dd", lambda g, c: list(c.get("look") or []), 1, False, "Choose a card to discard"),
              do(_drawn_discard, "discard"),
              Choose("db", _left_looked, 1, False, "Choose a card to put on the bottom of their deck"),
              put_on_deck("db", top=False)))


def _dive_discard(g, c):
    c["top"] = g.discard_top(1 - c["me"], 1)


def _shares_house_with_top(g, x, c):
    return any(shares_a_house(g, x, t) for t in c.get("top") or [])


card("Dive Deep", "DT",
     text="Play: Your opponent's top deck card goes to their discard pile. Choose a creature sharing a house with "
          "that card and place it at the bottom of its owner's deck.",
     play=seq(do(_dive_discard, "discard top"),
              choose("t", A_CREATURE.where(_shares_house_with_top, "Choose a creature of the discarded card's house")),
              put_on_deck("t", top=False)))


def _bottom_two(g, c):
    deck = g.players[1 - c["me"]].deck
    bottom = deck[-2:]
    c["bottom"] = [printed_name(g, x) for x in bottom]
    for x in reversed(bottom):
        g.say(f"{g.cname(x)} is discarded from the bottom of {g.pname(1 - c['me'])}'s deck")
        g.move(x, "discard")


def _named_both(g, c):
    return len(c.get("bottom") or []) == 2 and sorted(c["bottom"]) == sorted(
        split_evil_twin(n)[0] for n in (c.get("n1") or "", c.get("n2") or ""))


card("Dark Discovery", "DT",
     text="Play: Name two cards, then discard the 2 cards at the bottom of your opponent's deck. Should those be "
          "exactly the two named cards, purge Dark Discovery and forge a key for free.",
     play=seq(name_a_card("n1"), name_a_card("n2"), do(_bottom_two, "discard bottom"),
              if_(_named_both, seq(purge_self(), forge_free()))))


def _is_tentaclid(g, x):
    return g.cards[x].defn.title == "Tentaclid"


def _omnipus_discard(g, c):
    g.discard_top(c["me"], 8)


card("Omnipus", "DT",
     text="Omnipus is unable to fight.\nPlay: Put the 8 cards on top of your deck into your discard pile, then play "
          "every Tentaclid there.\nReap: For every friendly Tentaclid, gain 1Æ.",
     statics=[static("cannot_fight", self_only())],
     play=seq(do(_omnipus_discard, "discard 8"),
              play_each(lambda g, c: [x for x in g.players[c["me"]].discard if _is_tentaclid(g, x)], "discard")),
     reap=gain(lambda g, c: sum(1 for x in g.players[c["me"]].battleline if g.cname(x) == "Tentaclid")))

card("Tentaclid", "DT",
     text="Skirmish. Taunt.\nTentaclid cannot reap.",
     statics=[static("cannot_reap", self_only())])


def _has_armor(g, x, c):
    return g.armor(x) > 0


_CORRODE_OPTS = {
    "Destroy an artifact": destroy(artifacts()),
    "Destroy an upgrade": destroy(Target(upgrades_in_play, "Choose an upgrade")),
    "Destroy a creature with armor": destroy(A_CREATURE.where(_has_armor, "Choose a creature with armor")),
}

card("Corrode", "DT",
     text="Play: Pick one option:\n• An artifact is destroyed.\n• An upgrade is destroyed.\n• A creature that has "
          "armor is destroyed.",
     play=ChooseOne(_CORRODE_OPTS))

card("Cup of Water", "DT",
     text="Play: Stun each Cyborg creature and each Robot creature.",
     play=stun_each(lambda g, x, c: bool({"cyborg", "robot"} & g.traits(x))))


def _aquan_played(g, src, ev, le):
    return (ev["player"] == g.cards[src].controller and ev.get("type") == "creature"
            and played_with_trait(g, ev, "aquan"))


card("Deep Priest Glebe", "DT",
     text="Each time you play an Aquan creature, exhaust an enemy creature.",
     reactions=[reaction("played", _aquan_played, exhaust(ENEMY_CREATURE))])

_FLASH = reaction("played", lambda g, src, ev, le: ev["player"] == le["me"] and ev["card"] != src,
                  exhaust(A_CREATURE))

card("Flash Freeze", "DT",
     text="Play: For the rest of the turn, each time you play another card, exhaust a creature.",
     play=lasting(_FLASH))


def _trench(g, c):
    src = c["src"]
    cd = g.cards[src]
    if not g.in_play(src):
        return
    cd.counters = dict(cd.counters or {})
    n = cd.counters.get("depth", 0) + 1
    cd.counters["depth"] = n
    g.say(f"{g.cname(src)} gets a depth counter ({n})")
    g.destroy([x for x in g.creatures() if g.power(x) == n])


card("Kiligog’s Trench", "DT",
     text="At the end of your turn, put a depth counter on Kiligog's Trench, then destroy each creature whose "
          "power equals the number of depth counters the Trench now has.",
     reactions=[reaction("turn_end", lambda g, src, ev, le: ev["player"] == g.cards[src].controller,
                         do(_trench, "depth"))])


def _other_exhausted(g, src):
    return sum(1 for x in g.creatures() if x != src and g.cards[x].exhausted)


def _gaboon_three(g, src, cid, le):
    return cid == src and _other_exhausted(g, src) >= 3


card("Llack Gaboon", "DT",
     text="Llack Gaboon gets +1 power for each other exhausted creature. While 3 or more other creatures are "
          "exhausted, Llack Gaboon gains skirmish and hazardous 5.",
     statics=[static("power", self_only(), lambda g, src, cid, le: _other_exhausted(g, src)),
              static("keyword", _gaboon_three, ("skirmish", 1)),
              static("keyword", _gaboon_three, ("hazardous", 5))])

card("Portalmonger", "DT",
     text="[Tide] As long as the tide is high, each key costs your opponent 4 more Æ.",
     statics=[static("key_cost", lambda g, src, p, le: p != g.cards[src].controller and src_tide_high(g, src), 4)])

card("Rustmiser", "DT",
     text="Reap: Exhaust each enemy artifact.",
     reap=do(lambda g, c: [g.exhaust(x) for x in g.players[1 - c["me"]].artifacts], "exhaust artifacts"))

card("Sobogg’s Thingamabob", "DT",
     text="Each time your opponent forges a key, exhaust each creature they control.",
     reactions=[reaction("forged", lambda g, src, ev, le: ev["player"] != g.cards[src].controller,
                         exhaust_each("enemy"))])

_TANIWHA = seq(destroy(FRIENDLY_CREATURE), gain(1))

card("Taniwha", "DT",
     text="Fight/Reap: Destroy a friendly creature and gain 1Æ.",
     fight=_TANIWHA, reap=_TANIWHA)


def _kraken_ready(g, c):
    # every friendly Unfathomable creature may be chosen, an exhausted one included (it is then not exhausted
    # "this way"): a creature that could be chosen counts even if the effect changes nothing
    return [x for x in g.players[c["me"]].battleline if _is_unfathomable(g, x)]


def _kraken_exhaust(g, c):
    done = [x for x in c.get("kx") or [] if g.in_play(x) and not g.cards[x].exhausted]
    for x in done:
        g.exhaust(x)
    if len(done) < 2 and g.in_play(c["src"]):
        g.destroy([c["src"]])


_KRAKEN_HIT = deal_damage(A_CREATURE, 2, splash=2)

card("Te-wheke Kraken", "DT",
     text="Play: Exhaust two friendly Unfathomable creatures; if you cannot, Te-wheke Kraken is destroyed.\n"
          "Fight/Reap: 2D is dealt to a creature, with 2D splash.",
     play=seq(choose_n("kx", _kraken_ready, 2, "Choose 2 friendly Unfathomable creatures to exhaust"),
              do(_kraken_exhaust, "exhaust")),
     fight=_KRAKEN_HIT, reap=_KRAKEN_HIT)

card("Thalassophobia", "DT",
     text="Play: Discard the top 10 cards of your opponent's deck.",
     play=do(lambda g, c: g.discard_top(1 - c["me"], 10), "discard 10"))


def _susurrus_cost(g, c):
    x = (c.get("sx") or [None])[0]
    c["did"] = x is not None and g.in_play(x) and not g.cards[x].exhausted
    if c["did"]:
        g.exhaust(x)


card("The Susurrus", "DT",
     text="Action: Exhaust one of your Unfathomable creatures. Should you do so, exhaust as many as 3 creatures "
          "and/or artifacts.",
     actions=[seq(Choose("sx", _kraken_ready, 1, False, "Choose a friendly Unfathomable creature to exhaust"),
                  do(_susurrus_cost, "exhaust"),
                  if_(lambda g, c: c["did"],
                      exhaust(creatures_and_artifacts().times(3, up_to=True,
                                                              prompt="Choose up to 3 creatures and/or artifacts"))))])


def _friendly_plus(g, src, cid, le):
    return (g.cards[cid].zone == "battleline" and g.cards[cid].controller == g.cards[src].controller
            and src_tide_high(g, src))


def _enemy_plus(g, src, cid, le):
    return (g.cards[cid].zone == "battleline" and g.cards[cid].controller != g.cards[src].controller
            and src_tide_low(g, src))


card("Voice of Rakuzel", "DT",
     text="[Tide] As long as the tide is high, friendly creatures each get +1 power and +1 armor.\n[Tide] As long "
          "as the tide is low, enemy creatures each get +1 power and +1 armor.",
     statics=[static("power", _friendly_plus, 1), static("armor", _friendly_plus, 1),
              static("power", _enemy_plus, 1), static("armor", _enemy_plus, 1)])


def _whirl(g, c):
    p = c["ev"]["player"]
    line = g.players[p].battleline
    if line:
        g.take_control(line[-1], 1 - p, "left")


card("Whirlpool", "DT",
     text="At the end of each player's turn, that player gives control of the creature on their right flank to "
          "their opponent, who puts it on their left flank.",
     reactions=[reaction("turn_end", lambda g, src, ev, le: True, do(_whirl, "whirlpool"))])

card("Abandon Ship", "DT",
     text="[Tide] Play: A creature goes back to its owner's hand. If the tide is high, 4 creatures go back to their "
          "owners' hands instead of 1.",
     play=if_(tide_high,
              return_to_hand(A_CREATURE.times(4, prompt="Choose 4 creatures to return to their owners' hands")),
              return_to_hand(A_CREATURE)))


def _zealot_to_supply(g, c):
    cd = g.cards[c["src"]]
    n = min(2, cd.amber)
    if n and g.in_play(c["src"]):
        cd.amber -= n
        g._checked = False
        g.say(f"{n}Æ on {g.cname(c['src'])} goes to the common supply")


card("Abyssal Zealot", "DT",
     text="[Tide] Each time you raise the tide, capture 2Æ.\n[Tide] Each time your opponent raises the tide, "
          "move 2Æ from Abyssal Zealot to the common supply.",
     reactions=[reaction("tide_raised", tide_raised_by("me"), capture(2)),
                reaction("tide_raised", tide_raised_by("opponent"), do(_zealot_to_supply, "to supply"))])

card("Allusions of Grandeur", "DT",
     text="Play: Pick a house shown on your opponent's identity card. Gain 3Æ unless your opponent picks that house "
          "as their active house during their next turn.",
     play=unless_opponent_picks_house(gain(3)))

card("Echo Pearl", "DT",
     text="Omni: Echo Pearl is destroyed. Choose a creature: exhaust it, stun it and enrage it.",
     omnis=[seq(destroy_self(), choose("t", A_CREATURE), exhaust("t"), stun("t"), enrage("t"))])

card("Fuguru", "DT",
     text="Poison.\nDuring their \"draw cards\" step, your opponent's hand is refilled to one card fewer than usual.",
     statics=[static("hand_size", lambda g, src, p, le: p != g.cards[src].controller, -1)])

_KIRI_HOLD = static("no_ready_step", lambda g, src, cid, le: cid == le["target"])


def _kiri(g, c):
    x = c["ev"]["card"]
    if g.cards[x].zone == "battleline":
        until = "turn" if g.active == g.cards[x].controller else "next_turn"
        g.add_lasting(_KIRI_HOLD, c["src"], c["me"], until, target=x)


card("Kiri Giltspine", "DT",
     text="Elusive.\nEach time an enemy creature reaps, it does not ready in its controller's next \"ready cards\" "
          "step.",
     reactions=[reaction("reaped", enemy_creature_reaped,
                         do(_kiri, "hold"))])

card("Scyphos", "DT",
     text="Hazardous 4.\n[Tide] Destroyed: If the tide is high, put Scyphos in your archives.",
     destroyed=if_(tide_high, archive_self()))

card("Sleep with the Fishes", "DT",
     text="Play: Destroy each exhausted creature.",
     play=destroy_each(where=lambda g, x, c: g.cards[x].exhausted))

card("Sparkfist", "DT",
     text="Skirmish.\nFight: The creature that Sparkfist fights becomes stunned and exhausted.",
     fight=seq(stun("target"), exhaust("target")))


def _damage_exhausted(g, c):
    g.deal_damage([(x, 2) for x in g.creatures() if g.cards[x].exhausted], c["src"])


card("Thundertow", "DT",
     text="Play: Choose 2 creatures and exhaust them. Then every exhausted creature is dealt 2D.",
     play=seq(exhaust(A_CREATURE.times(2, prompt="Choose 2 creatures to exhaust")), do(_damage_exhausted, "damage")))


def _with_neighbors(g, c):
    c["t"] = [x for t in c.get("t") or [] for x in [t] + g.neighbors(t)]


card("Tidal Wave", "DT",
     text="[Tide] Play: If the tide is high, a creature and its neighbors are destroyed. High tide or not, your "
          "opponent then raises the tide.",
     play=seq(if_(tide_high, seq(choose("t", not_tagged(A_CREATURE)), do(_with_neighbors, "neighbors"),
                                 destroy("t"))),
              raise_tide("opponent")))


def _draw_per_exhausted_enemy(g, c):
    # not Tomwa itself when resolved as if yours (Replicator): it is friendly meanwhile (enemy_in)
    return sum(1 for x in enemy_in(g, c) if g.cards[x].exhausted)


card("Tomwa of the Glow", "DT",
     text="[Tide] Reap: Choose a creature and exhaust it. If the tide is high, draw 1 card per exhausted enemy "
          "creature.",
     reap=seq(exhaust(A_CREATURE), if_(tide_high, draw(_draw_per_exhausted_enemy))))

card("Under Pressure", "DT",
     text="This creature cannot ready.",
     statics=[static("cannot_ready", host_only())])

_WRATH_OPTS = {
    "Destroy a flank creature": destroy(A_CREATURE.where(lambda g, x, c: g.is_flank(x),
                                                         "Choose a flank creature")),
    "Return 2 enemy creatures to their owners' hands":
        return_to_hand(ENEMY_CREATURE.times(2, prompt="Choose 2 enemy creatures")),
}

card("Wrath or Ruin", "DT",
     text="Play: Pick one option:\n• A creature on a flank is destroyed.\n• 2 enemy creatures go back to their "
          "owners' hands.",
     play=ChooseOne(_WRATH_OPTS))


card("Brain Drain", "DT",
     text="Play: See the cards in your opponent's hand, pick one of them and place it on top of their deck.",
     play=seq(look_at_opponent_hand(), choose("t", in_opponent_hand()), put_on_deck("t")))

card("“Bubbles”", "DT",
     text="Play: Put an enemy creature on top of its owner's deck.",
     play=put_on_deck(ENEMY_CREATURE))


def _call_of_the_void(g, c):
    for x in c.get("t") or []:
        if not g.in_play(x):
            continue
        if g.cards[x].exhausted:
            c["void_loser"] = g.cards[x].controller
            g.destroy([x])
        else:
            g.exhaust(x)


def _call_of_the_void_loss(g, c):
    # after the destruction sequence (its Destroyed abilities included) has run, as the text orders it
    if c.get("void_loser") is not None:
        g.lose(c["void_loser"], 1)


card("Call of the Void", "DT",
     text="Play: Choose a creature. If it is ready, exhaust it; if it was exhausted already, destroy it instead and "
          "its controller loses 1Æ.",
     play=seq(choose("t", A_CREATURE), do(_call_of_the_void, "exhaust or destroy"),
              do(_call_of_the_void_loss, "controller loses 1")))

card("Frigorific Rod", "DT",
     text="Action: Exhaust a creature or an artifact.",
     actions=[exhaust(creatures_and_artifacts())])

card("Hookmaster", "DT",
     text="[Tide] Fight: If the tide is high, your opponent loses 2Æ.",
     fight=if_(tide_high, lose(2)))


def _maelstrom(g, c):
    line = [x for x in g.creatures() if g.in_play(x)]
    g.rng.shuffle(line)
    for x in line:
        if g.ward_stops(x):
            continue
        g.move(x, "deck")
    if line:
        g.say("Each creature is put on top of its owner's deck in a random order")


card("Mælstrom", "DT",
     text="Play: Every creature is placed, in random order, on top of the deck of the player who owns it. You gain "
          "2 chains.",
     play=seq(do(_maelstrom, "to decks"), gain_chains(2)))

card("Photic Raider", "DT",
     text="Play: Capture 2Æ.\n[Tide] Photic Raider has +4 power for as long as the tide is high.",
     play=capture(2),
     statics=[static("power", lambda g, src, cid, le: cid == src and src_tide_high(g, src), 4)])

card("Pour-tal", "DT",
     text="[Tide] Play: If the tide is high, put Pour-tal in your archives. If it is not, raise the tide.",
     play=if_(tide_high, do(lambda g, c: g.archive(c["src"], c["me"]), "archive self"), raise_tide()))

card("Rakuzel’s Chant", "DT",
     text="[Tide] Play: A creature becomes exhausted. If the tide is high, every creature becomes exhausted instead.",
     play=if_(tide_high, exhaust_each(), exhaust(A_CREATURE)))

card("Seabringer Kekoa", "DT",
     text="Taunt.\n[Tide] Destroyed: Raise the tide.",
     destroyed=raise_tide())


def _and_neighbors(g, c):
    c["t"] = [x for t in c.get("t") or [] for x in [t] + g.neighbors(t)]


_SINK_OPTS = {
    "Your opponent discards a random card from their hand": opponent_discards_random(1),
    "Exhaust a creature and each of its neighbors": seq(choose("t", A_CREATURE), do(_and_neighbors, "neighbors"),
                                                       exhaust("t")),
}

card("Sink or Swim", "DT",
     text="Play: Pick one option:\n• A card is discarded at random from your opponent's hand.\n• A creature and its "
          "neighbors become exhausted.",
     play=ChooseOne(_SINK_OPTS))

_SURGE = static("no_ready_step", lambda g, src, cid, le: g.turn > le["turn"] and g.cards[cid].controller != le["me"])

card("Storm Surge", "DT",
     text="Play: During the \"ready cards\" step of their next turn, your opponent cannot ready cards.",
     play=lasting(_SURGE, until="next_turn"))


def _awakening(g, c):
    cd = g.cards[c["src"]]
    if cd.zone == "artifacts":
        cd.counters = dict(cd.counters or {})
        cd.counters["awakening"] = cd.counters.get("awakening", 0) + 1
        g.say(f"{g.cname(c['src'])} gets an awakening counter ({cd.counters['awakening']})")


def _awake(g, c):
    return (g.cards[c["src"]].counters or {}).get("awakening", 0) >= 6


card("Effigy of Melerukh", "DT",
     text="Each time an enemy creature reaps, put an awakening counter on Effigy of Melerukh.\nWhile it has 6 or "
          "more awakening counters, Effigy of Melerukh is moved to a flank of your battleline as a creature with "
          "100 power and 100 armor whose text box is considered blank.",
     as_creature={"power": 100, "armor": 100, "text": ""},
     reactions=[reaction("reaped", enemy_creature_reaped,
                         seq(do(_awakening, "awakening counter"), if_(_awake, become_creature())))])

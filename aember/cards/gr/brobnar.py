"""Grim Reminders — Brobnar."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    add_power_counters,
    archive_self,
    choose,
    choose_player,
    controller_of_most_powerful,
    damage_each,
    deal_damage,
    destroy,
    destroy_enemy_and_friendly_may_repeat,
    destroy_self,
    destroyed_this_way,
    discard_hand,
    discard_random,
    do,
    each_player_discards_top,
    each_player_draws,
    if_,
    in_my_zone,
    keys_forged_on,
    lasting,
    least_powerful,
    lose,
    may_choose,
    move_all_damage_from_self,
    move_from_zone_to_hand,
    neighbors_of_self,
    not_tagged,
    on_target,
    power_as_destroyed,
    put_into_play_from_discard,
    reaction,
    ready,
    ready_and_fight,
    redistribute_damage,
    reveal_found_to_hand_and_shuffle,
    scrap,
    search,
    self_as,
    seq,
    static,
    until_end_of_turn_on,
    use_each,
)


def _haunted(g, c):
    return g.haunted(c["me"])


def _opponent_haunted(g, c):
    return g.haunted(1 - c["me"])


def _is_creature(g, x):
    return g.cards[x].defn.type == "creature"


def _giant_creature(g, x):
    return _is_creature(g, x) and "giant" in g.cards[x].defn.traits


card("Blunderbore", "GR",
     text="After Fight: The opponent loses 2Æ if you are haunted, and 1Æ if you are not.",
     fight=if_(_haunted, lose(2), lose(1)))


card("Ornar Skullface", "GR",
     text="Assault 3.\nScrap: Deal 3D to a creature.",
     reactions=[scrap(deal_damage(A_CREATURE, 3))])


card("Beanstalk", "GR",
     text="Your Giant creatures enter play ready.\nAction: Look through your deck and your discard pile for a "
          "Giant creature, show it, and add it to your hand.",
     statics=[static("enters_ready", lambda g, src, cid, le: g.cards[cid].controller == g.cards[src].controller
                     and "giant" in g.traits(cid))],
     actions=[seq(search(_giant_creature, ("deck", "discard"), count=1,
                         prompt="Search your deck and discard pile for a Giant creature"),
                  reveal_found_to_hand_and_shuffle())])


def _brawl_discard(g, c):
    p = c["ev"]["controller"]
    hand = g.players[p].hand
    if hand:
        x = hand[g.rng.below(len(hand))]
        g.discard_from_hand(x)


_BRAWL = reaction("destroyed", lambda g, src, ev, le: ev.get("creature")
                  and (ev.get("fight", -1) >= 0 or ev.get("splash_fight", -1) >= 0),     # splash kills count
                  do(_brawl_discard, "brawl discard"))


card("Brawling Grounds", "GR",
     text="Omni: Until the end of the turn, whenever a creature is destroyed in a fight, the player who "
          "controlled it discards a card at random from their hand.",
     omnis=[lasting(_BRAWL)])


card("Countryside Crusher", "GR",
     text="After Fight: If your opponent is haunted, you may ready a neighbor of Countryside Crusher and fight "
          "with it.\nScrap: Ready your least powerful creature and fight with it.",
     fight=if_(_opponent_haunted,
               may_choose("Ready and fight with a neighboring creature?", neighbors_of_self(),
                          ready_and_fight("t"))),
     reactions=[scrap(seq(least_powerful("lp", FRIENDLY_CREATURE), ready_and_fight("lp")))])


def _no_fight_this_turn(g, c):
    return not g.logged("used_to_fight", c["me"], g.turn)


card("Curse of Cowardice", "GR",
     text="Treachery.\nAt the end of your turn, lose 2Æ unless you used a creature to fight this turn. Then, if "
          "you control no creatures, destroy Curse of Cowardice.",
     reactions=[reaction("turn_end", lambda g, src, ev, le: ev["player"] == g.cards[src].controller,
                         seq(if_(_no_fight_this_turn, lose(2, who="me")),
                             if_(lambda g, c: not g.players[c["me"]].battleline, destroy_self())))])


def _refrain_collect(g, c):
    # both halves of a gigantic creature enter play as the creature; a lone half fails (001 GIGANTIC, in the
    # put-into-play block)
    c["found"] = [x for x in g.players[c["me"]].discard if _is_creature(g, x)]


def _refrain_fighters(g, c):
    return [x for x in c.get("found", []) if g.cards[x].zone == "battleline" and g.cards[x].controller == c["me"]]


card("Final Refrain", "GR",
     text="Play: Put every creature in your discard pile into play ready, then fight with each of them, one at a "
          "time. Destroy every creature put into play this way.",
     play=seq(do(_refrain_collect, "creatures in discard"), put_into_play_from_discard("found", ready=True),
              use_each(_refrain_fighters, "fight"), destroy("found")))


def _fling_destroy(g, c):
    t = (c.get("f") or [-1])[0]
    c["fling_power"] = g.power(t) if t >= 0 else 0
    c["destroyed"] = g.destroy([t]) if t >= 0 and g.in_play(t) else []


def _fling_power(g, c):
    # "the destroyed creature's power": as it was immediately prior to leaving play (001:2340-2342)
    return power_as_destroyed(g, c["f"][0], c["fling_power"])


def _destroyed(g, c):
    # as every "if you do" after a destroy (destroyed_any): not when an 'instead' waits to save it (Armageddon Cloak)
    return bool(destroyed_this_way()(g, c))


card("Fling", "GR",
     text="Play: Destroy one of your creatures. If you do, deal damage equal to its power to an enemy creature, "
          "with 3D splash.",
     play=seq(choose("f", not_tagged(FRIENDLY_CREATURE)), do(_fling_destroy, "destroy"),
              if_(_destroyed, deal_damage(ENEMY_CREATURE, _fling_power, splash=3))))


card("Returning Champion", "GR",
     text="Play: Deal 3D to Returning Champion.\nAfter Fight: If you are haunted, move all of Returning "
          "Champion's damage onto another creature.",
     play=seq(self_as("s"), deal_damage("s", 3)),
     fight=if_(_haunted, move_all_damage_from_self(A_CREATURE.other())))


card("Rorag Screamer", "GR",
     text="After Fight: Ready Rorag Screamer.\nScrap: Choose a creature. It loses elusive and all of its armor "
          "until the end of the turn.",
     fight=seq(self_as("s"), ready("s")),
     reactions=[scrap(seq(choose("t", A_CREATURE),
                          until_end_of_turn_on("t", static("lose_keyword", on_target, "elusive"),
                                               static("set_armor", on_target, 0))))])


card("Awakened Titan", "GR",
     text="Enhance [discard][discard][discard].\nTaunt.\nUnless you are haunted, Awakened Titan cannot become ready.",
     statics=[static("cannot_ready", lambda g, src, cid, le: cid == src
                     and not g.haunted(g.cards[src].controller))])


card("Bonecrusher", "GR",
     text="The creature this is attached to gains, \"Action: Destroy a creature.\"",
     statics=[static("grant_action", lambda g, src, cid, le: g.cards[src].host == cid, destroy(A_CREATURE))])


card("Concussive Transfer", "GR",
     text="Play: Deal 3D to a creature. Then take all damage off every creature and share it out among the "
          "creatures as you choose.",
     play=seq(deal_damage(A_CREATURE, 3), redistribute_damage()))


card("Fight to the End", "GR",
     text="Play: Choose one of your creatures. If you are haunted, it gains skirmish. Ready it and fight with it.",
     play=seq(choose("t", FRIENDLY_CREATURE),
              if_(_haunted, until_end_of_turn_on("t", static("keyword", on_target, ("skirmish", 1)))),
              ready_and_fight("t")))


_LIFT = seq(add_power_counters(None, 2), add_power_counters(FRIENDLY_CREATURE.other(), 2))

card("Lifting Buddy", "GR",
     text="Play/After Fight/After Reap: Put two +1 power counters on Lifting Buddy and two on another of your "
          "creatures.",
     play=_LIFT, fight=_LIFT, reap=_LIFT)


card("Plummet", "GR",
     text="Play: Discard your whole hand. Then deal 1D to every creature for each card you discarded.",
     play=seq(discard_hand("n"), if_(lambda g, c: c["n"] > 0, damage_each("any", lambda g, c: c["n"]))))


card("Raider of the Peaks", "GR",
     text="When your turn starts, the player who controls the creature with the highest power puts the top card of "
          "their deck into their discard pile.",
     reactions=[reaction("turn_start", lambda g, src, ev, le: ev["player"] == g.cards[src].controller,
                         controller_of_most_powerful(lambda g, p: g.discard_top(p, 1, by=p), "discard top"))])


card("Rickety Cybergiant", "GR",
     text="After Fight: Deal 1D to Rickety Cybergiant.",
     fight=seq(self_as("s"), deal_damage("s", 1)))


def _riot(g, c):
    t = (c.get("t") or [-1])[0]
    if t < 0 or not g.in_play(t):
        return
    for x in [t] + g.neighbors(t):
        g.ready(x)
        g.enrage(x)


card("Cacophonous Riot", "GR",
     text="Play: Ready and enrage a creature and both of its neighbors.",
     play=seq(choose("t", A_CREATURE), do(_riot, "ready and enrage")))


card("Down To Size", "GR",
     text="Play: Choose an enemy creature. Until the end of the turn, it counts as having 1 power and 0 armor.",
     play=seq(choose("t", ENEMY_CREATURE),
              until_end_of_turn_on("t", static("set_power", on_target, 1), static("set_armor", on_target, 0))))


card("Fiery Jark", "GR",
     text="Play: Destroy an enemy creature and one of your creatures. You may do this again as often as you like, "
          "as long as both can be done each time.",
     # same words as Bouncing Deathquark; the repeat stops once Fiery Jark itself was destroyed (001:2553-2555)
     play=destroy_enemy_and_friendly_may_repeat())


def _morik_damage(g, c):
    hits = [(x, 2) for x in (c.get("f") or []) + (c.get("e") or []) if g.cards[x].zone == "battleline"]
    if hits:
        g.deal_damage(hits, c["src"])


card("Heavyweight Morik", "GR",
     text="Splash-attack 2.\nScrap: Deal 2D to one of your creatures and 2D to an enemy creature.",
     reactions=[scrap(seq(choose("f", FRIENDLY_CREATURE), choose("e", ENEMY_CREATURE),
                          do(_morik_damage, "deal damage")))])


card("Lash Out", "GR",
     text="Play: Deal 3D to a creature; if you are haunted, with 3D splash.",
     play=if_(_haunted, deal_damage(A_CREATURE, 3, splash=3), deal_damage(A_CREATURE, 3)))


def _memorialize(g, c):
    for p in (c["me"], 1 - c["me"]):
        n = sum(1 for x in g.players[p].discard if _is_creature(g, x))
        if n:
            g.lose(p, n)


card("Memorialize the Fallen", "GR",
     text="Play: Each player loses 1Æ for each creature in their own discard pile.",
     play=do(_memorialize, "each player loses"))


card("Mournful Barn-Burner", "GR",
     text="After Fight: Choose a player; they discard the top 2 cards of their deck.\nScrap: Each player "
          "discards the top card of their deck.",
     fight=seq(choose_player("p", lambda g, c: [c["me"], 1 - c["me"]], "Choose whose deck loses its top 2 cards"),
               do(lambda g, c: g.discard_top(c["p"], 2), "discard top 2")),
     reactions=[scrap(each_player_discards_top(1))])


card("Recklessness", "GR",
     text="Enhance [damage][discard].\nPlay: Each player discards 3 cards at random from their hand, then draws "
          "3 cards.",
     play=seq(discard_random(3, "me"), discard_random(3, "opponent"),
              each_player_draws(3)))


card("Soul Bomb", "GR",
     text="Omni: If you are haunted, every creature is dealt 4D. Haunted or not, Soul Bomb is then destroyed.",
     omnis=[seq(if_(_haunted, damage_each("any", 4)), destroy_self())])


card("Thunderdell", "GR",
     text="Thunderdell has splash-attack 5 while you are haunted.",
     statics=[static("keyword", lambda g, src, cid, le: cid == src and g.haunted(g.cards[src].controller),
                     ("splash-attack", 5))])


_DRUMMER = move_from_zone_to_hand(in_my_zone("discard", _is_creature, "Choose a creature in your discard pile"))

card("Phantom Drummernaut", "GR",
     text="Play/After Fight: Take a creature from your discard pile into your hand.\nDestroyed: If you are haunted, "
          "put Phantom Drummernaut in your archives.",
     play=_DRUMMER, fight=_DRUMMER,
     destroyed=if_(_haunted, archive_self()))


def _archive_discard(g, c):
    for x in list(g.players[c["me"]].discard):
        g.archive(x, c["me"])


card("Spectral Ruth", "GR",
     text="Play: If you have forged a key during this turn, put each card from your discard pile in your archives.\n"
          "Destroyed: If you are haunted, put Spectral Ruth in your archives.",
     play=if_(lambda g, c: keys_forged_on(g, c["me"], g.turn) > 0, do(_archive_discard, "archive discard pile")),
     destroyed=if_(_haunted, archive_self()))

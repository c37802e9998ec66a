"""Æmber Skies — Mars."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    add_power_counters,
    archive_chosen,
    capture,
    captures_from_own_side,
    choose,
    choose_player,
    damage_each,
    deal_damage,
    deal_damage_at_once,
    destroy,
    destroyed_this_way,
    did,
    discard_cards,
    discard_one_from_hand,
    do,
    each_captures,
    exalt,
    gain,
    granted_use_ability,
    host_is,
    host_only,
    if_,
    in_my_zone,
    keys_cost_more_on_opponents_next_turn,
    lose,
    may_choose,
    move_amber,
    move_amber_to_pool,
    my_amber,
    off_house_play_per_copy,
    opponent_amber,
    purge_chosen,
    reaction,
    ready,
    repeat,
    return_to_hand_did,
    reveal_random_from_archives,
    scrap,
    seq,
    static,
)
from aember.engine.state import HAND
from aember.engine.steps import Reaction


def _mars(g, x, c=None):
    return g.belongs_to(x, "mars")


def _not_mars(g, x, c=None):
    return not g.belongs_to(x, "mars")


def _friendly_mars_in_play(g, src, p, le):
    return sum(1 for x in g.players[le["me"]].battleline if g.belongs_to(x, "mars"))


card("Envyx Glider", "AS",
     text="After Fight: On your opponent's next turn, every key costs +1Æ per Mars creature you have in play.",
     fight=keys_cost_more_on_opponents_next_turn(_friendly_mars_in_play))

card("Phosphorus Blast", "AS",
     text="Play: Every creature that is not Mars takes 2D.",
     play=damage_each("any", 2, _not_mars))


def _still_in_play(g, c):
    return any(g.in_play(x) for x in c.get("t") or [])


card("Shark Bait", "AS",
     text="Play: Deal 2D to one of your creatures that is not Mars. If that creature survives, it captures 2Æ.",
     play=seq(deal_damage(FRIENDLY_CREATURE.where(_not_mars, "Choose a friendly non-Mars creature"), 2),
              if_(_still_in_play, capture(2, by="t"))))


def _mars_neighbors(g, c):
    return sum(1 for x in g.neighbors(c["src"]) if g.belongs_to(x, "mars"))


card("Cobalt Kapulet", "AS",
     text="After Reap: Cobalt Kapulet captures 2Æ per Mars creature next to it.",
     reap=capture(lambda g, c: 2 * _mars_neighbors(g, c)))

card("Donor Vox", "AS",
     text="Enhance [capture][damage].\nScrap: Put two +1 power counters on one of your Mars creatures.",
     reactions=[scrap(add_power_counters(FRIENDLY_CREATURE.where(_mars, "Choose a friendly Mars creature"), 2))])


def _harmonic_damage(g, c):
    """2D, and 3D more if a card was revealed: one dealing (001:1076)."""
    return 5 if c.get("revealed") else 2


card("Harmonic Pack", "AS",
     text="Play: Deal 2D to a creature. Pick a player and reveal a random card from their archives; if a card was "
          "revealed, deal 3D more to that creature. The revealed card is then discarded.",
     play=seq(choose("t", A_CREATURE),
              choose_player("player", lambda g, c: [c["me"], 1 - c["me"]], "Reveal a random card from whose archives?"),
              reveal_random_from_archives("player", "revealed"),
              deal_damage_at_once(("t", _harmonic_damage)),
              discard_cards("revealed")))

card("Intentional Discharge", "AS",
     text="Enhance [mars].\nPlay: Send one of your creatures back to its owner's hand. If it goes, ready one of your "
          "Mars creatures.",
     play=seq(return_to_hand_did(FRIENDLY_CREATURE),
              if_(did(), ready(FRIENDLY_CREATURE.where(_mars, "Choose a friendly Mars creature to ready")))))

card("Number 612", "AS",
     text="Splash-attack 2. Taunt.")

card("Synwyx the Bold", "AS",
     text="After Fight: Choose an enemy creature; it captures 2Æ from its own controller.",
     fight=captures_from_own_side(ENEMY_CREATURE, 2))


def _batchminder(g, c):
    for x in g.creatures():
        if x != c["src"] and g.belongs_to(x, "mars"):
            g.cards[x].power_counters += 2
            g.say(f"{g.cname(x)} gets 2 +1 power counters")
    g.dirty()


card("Eldest Batchminder", "AS",
     text="Enhance [mars][mars].\nWhen your turn ends, every other Mars creature, on either side, gets two +1 power "
          "counters.",
     reactions=[reaction("turn_end", lambda g, src, ev, le: ev["player"] == g.cards[src].controller,
                         do(_batchminder, "power counters on each other Mars creature"))])


def _ready_each_mars(g, c):
    for x in g.creatures():
        if g.belongs_to(x, "mars"):
            g.ready(x)


card("Nice to Greet You", "AS",
     text="Enhance [mars].\nPlay: Every Mars creature, on either side, becomes ready.",
     play=do(_ready_each_mars, "ready each Mars creature"))

card("Saucer 149", "AS",
     text="Versatile.\nPlay: Exalt Saucer 149 four times.\nAction: Take 2Æ off Saucer 149 and put them on an enemy "
          "creature.",
     play=repeat(4, exalt()),
     actions=[seq(choose("t", ENEMY_CREATURE),
                  move_amber(lambda g, c: c["src"], lambda g, c: (c.get("t") or [-1])[0], 2))])

card("Iyxrenu the Clever", "AS",
     text="Elusive. Enhance [capture][capture][capture].\nAction: Lose 1Æ. If you lost it, choose a creature and "
          "move every Æ on it to your pool.",
     actions=[seq(lose(1, "me"), if_(did("lost"), move_amber_to_pool(A_CREATURE, None)))])

card("Kyypax Encapsulator", "AS",
     text="Elusive.\nAfter Reap: Choose an enemy creature; it goes into its owner's archives.",
     reap=seq(choose("t", ENEMY_CREATURE), archive_chosen("t", put=True)))

card("Wind Shield", "AS",
     text='This creature gains elusive and "After Reap: One of your creatures captures 1Æ."',
     statics=[static("keyword", host_only(), ("elusive", 1))],
     reactions=granted_use_ability(("reaped",), host_is, capture(1, by=FRIENDLY_CREATURE)))

card("Crimson Dax", "AS",
     text="After Reap: You may reveal a card from your hand that is not Mars. If you do, purge it and put three +1 "
          "power counters on a Mars creature.",
     reap=may_choose("Reveal a non-Mars card from your hand?",
                     in_my_zone(HAND, lambda g, x: not g.belongs_to(x, "mars"), "Choose a non-Mars card to reveal"),
                     seq(purge_chosen("t"),
                         if_(did("purged"), add_power_counters(A_CREATURE.where(_mars, "Choose a Mars creature"), 3)))))

card("Watney’s Calculation", "AS",
     text="Play: When your opponent's pool holds more Æ than yours, destroy an enemy creature.",
     play=if_(lambda g, c: opponent_amber(g, c) > my_amber(g, c), destroy(ENEMY_CREATURE)))

card("Yandylinx", "AS",
     text="After Reap: Discard a card from your hand. If you did, your opponent loses 1Æ.\n"
          "Scrap: Each of your Mars creatures captures 1Æ.",
     reap=seq(discard_one_from_hand(), if_(did(), lose(1))),
     reactions=[scrap(each_captures("friendly", _mars))])

card("Gamma Blaster", "AS",
     text='The creature this is attached to gains "After Reap: Pick an enemy creature holding Æ and destroy it."',
     reactions=granted_use_ability(("reaped",), host_is,
                                   destroy(ENEMY_CREATURE.where(lambda g, x, c: g.cards[x].amber > 0,
                                                                "Choose an enemy creature with Æ on it"))))


def _host_and_neighbors(g, src):
    host = g.cards[src].host
    if host < 0 or not g.in_play(host):
        return []
    return [host] + g.neighbors(host)


def _ward_host_and_neighbors(g, c):
    for x in _host_and_neighbors(g, c["src"]):
        g.ward(x)


card("Stealth Modifications", "AS",
     text="This creature and the creatures next to it gain elusive.\nPlay: Ward this creature and the creatures next "
          "to it.",
     statics=[static("keyword", lambda g, src, cid, le: cid in _host_and_neighbors(g, src), ("elusive", 1))],
     play=do(_ward_host_and_neighbors, "ward the host and its neighbors"))


def _deimos(g, c):
    pl = g.players[c["me"]]
    flanks = [x for x in pl.battleline if g.is_flank(x)]
    c["destroyed"] = g.destroy(list(pl.artifacts) + list(dict.fromkeys(flanks)))


card("Deimos Burst", "AS",
     text="Play: Destroy every artifact you control and every creature on a flank of your battleline. Gain 1Æ per "
          "card destroyed.",
     play=seq(do(_deimos, "destroy friendly artifacts and flanks"),
              gain(lambda g, c: len(destroyed_this_way()(g, c)))))


def _non_mars_in_play(g, src, ev, le):
    x = ev["card"]
    # a gained ability of the used card: lost with "loses all abilities" (Molluscaller), as other gained ones are
    return (g.in_play(x) and g.cards[x].zone in ("battleline", "artifacts") and not g.belongs_to(x, "mars")
            and not g.lost_all(x))


def _ruin_used(g, c):
    x = c["ev"]["card"]
    if g.in_play(x):
        g.destroy([x])


card("Bartos the Ruiner", "AS",
     text='Every creature and artifact that is not Mars gains "Once this card has been used, destroy it."',
     reactions=[Reaction("used", _non_mars_in_play, do(_ruin_used, "destroy the used card"), granted=True)])

card("Tangrant", "AS",
     text="On each turn when your active house is not Mars, you may play one Mars card.",
     statics=[off_house_play_per_copy("mars")])

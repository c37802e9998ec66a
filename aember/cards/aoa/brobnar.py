"""Age of Ascension — Brobnar."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    add_power_counters,
    choose,
    chosen_gains_reaction_for_turn,
    count_friendly,
    creatures,
    damage_each,
    damage_neighbors_of_fought,
    deal_damage,
    destroyed_this_way,
    do,
    forge_key,
    gain,
    has_trait,
    if_,
    lasting,
    lose,
    may,
    my_amber,
    neighbors_of_self,
    not_tagged,
    put_power_counters,
    reaction,
    ready_and_fight,
    repeat,
    return_to_hand,
    sacrifice,
    sacrifice_self,
    search,
    self_only,
    seq,
    split_damage,
    static,
    stun_or_destroy_if_stunned,
)
from aember.engine.state import BATTLELINE, HAND
from aember.engine.steps import Choose

_DRUMMERNAUT = return_to_hand(FRIENDLY_CREATURE.where(lambda g, x, c: x != c["src"] and "giant" in g.traits(x),
                                                     "Choose another friendly Giant creature"))
card("Drummernaut", "AoA",
     text="Play/After Fight/After Reap: Put another Giant creature you control back into your hand.",
     play=_DRUMMERNAUT, fight=_DRUMMERNAUT, reap=_DRUMMERNAUT)

card("Groggins", "AoA",
     text="When Groggins is used to fight, it can only fight creatures on a flank.",
     statics=[static("fight_only", self_only(), lambda g, cid: g.is_flank(cid))])

card("Forgemaster Og", "AoA",
     text="After a player forges a key, that player loses all of their remaining Æ.",
     reactions=[reaction("forged", lambda g, src, ev, le: True,
                         do(lambda g, c: g.lose(c["ev"]["player"], g.players[c["ev"]["player"]].amber), "lose"))])


# --- Age of Ascension Brobnar, first printings ---------------------------------------------------


card("1-2 Punch", "AoA",
     text="Play: Stun an enemy creature. If it was stunned already, destroy it instead.",
     play=stun_or_destroy_if_stunned(ENEMY_CREATURE))


card("Bingle Bangbang", "AoA",
     text="Before Fight: Each neighbor of the creature Bingle Bangbang fights is dealt 5D.",
     before_fight=damage_neighbors_of_fought(5))

card("Brammo", "AoA",
     text="Play: Deal 2D to each enemy creature on a flank.",
     play=damage_each("enemy", 2, lambda g, x, c: g.is_flank(x)))

card("Cowfyne", "AoA",
     text="Before Fight: Each neighbor of the creature Cowfyne fights is dealt 2D.",
     before_fight=damage_neighbors_of_fought(2))

card("First Blood", "AoA",
     text="Alpha.\nPlay: Deal 2D for each friendly Brobnar creature, divided as you choose among any creatures.",
     play=split_damage(lambda g, c: 2 * count_friendly(g, c, lambda g2, x: g2.belongs_to(x, "brobnar"),
                                                       zones=("battleline",))))

card("Foozle", "AoA",
     text="Reap: Gain 1Æ if an enemy creature was destroyed this turn.",
     reap=if_(lambda g, c: bool(g.logged("destroyed", 1 - c["me"], g.turn)), gain(1)))

card("Groke", "AoA",
     text="After Fight: The opponent loses 1Æ.",
     fight=lose(1))

card("Into the Fray", "AoA",
     text="Play: Choose a friendly Brobnar creature. Until the end of the turn, it has \"After Fight: Ready "
          "this creature.\"",
     play=seq(choose("t", FRIENDLY_CREATURE.where(lambda g, x, c: g.belongs_to(x, "brobnar"),
                                                  "Choose a friendly Brobnar creature")),
              chosen_gains_reaction_for_turn("t", "fought", do(lambda g, c: g.ready(c["ev"]["card"]), "ready"))))

card("Lollop the Titanic", "AoA",
     text="When Lollop the Titanic is attacked, it deals no damage.",
     statics=[static("no_damage_when_attacked", self_only())])

card("Pound", "AoA",
     text="Play: Deal 2D to a creature (1D splash).",
     play=deal_damage(A_CREATURE, 2, splash=1))

card("Culf the Quiet", "AoA",
     text="Elusive.")

card("Flamethrower", "AoA",
     text="Action: Deal 1D to a creature (1D splash).",
     actions=[deal_damage(A_CREATURE, 1, splash=1)])

card("Flamewake Shaman", "AoA",
     text="Play: A creature of your choice is dealt 2D.",
     play=deal_damage(A_CREATURE, 2))

card("Gargantes Scrapper", "AoA",
     text="Alpha.\nPlay: With 3Æ or more in your pool, deal 3D to an enemy creature.",
     play=if_(lambda g, c: my_amber(g, c) >= 3, deal_damage(ENEMY_CREATURE, 3)))


def _big_ones(g, p):
    return sum(1 for x in g.players[p].battleline if g.power(x) >= 5)


card("Grump Buggy", "AoA",
     text="Your opponent's keys cost +1Æ for each creature with power 5 or more you control.\n"
          "Your keys cost +1Æ for each creature with power 5 or more your opponent controls.",
     statics=[static("key_cost", lambda g, src, p, le: True,
                     lambda g, src, p, le: _big_ones(g, 1 - p))])


card("Little Rapscal", "AoA",
     text="Elusive.\nEach creature that is used must fight, if it is able to.",
     # "if able": only a use in which it could fight is forced, as for an enraged creature (001:3335-3340) - a
     # creature not of the active house may still use its Omni: ability
     statics=[static("must_fight", lambda g, src, cid, le: g.cards[cid].zone == BATTLELINE)])


def _ogopogo_killed(g, src, ev, le):
    return ev["creature"] and ev["fight"] == src and g.fight is not None and g.fight[0] == src


card("Ogopogo", "AoA",
     text="Each time Ogopogo attacks a creature and destroys it, you may deal 2D to a creature.",
     reactions=[reaction("destroyed", _ogopogo_killed,
                         may("Deal 2 damage to a creature?", deal_damage(A_CREATURE, 2),
                             possible=lambda g, c: bool(g.creatures())))])


def _flex(g, c):
    for x in c.get("t") or []:
        if g.cards[x].zone == BATTLELINE and not g.cards[x].exhausted:
            g.exhaust(x)
            g.gain(c["me"], g.power(x) // 2)


card("The Flex", "AoA",
     text="Play: Exhaust a ready friendly Brobnar creature of your choice and gain Æ equal to half its power, "
          "rounded down.",
     play=seq(choose("t", FRIENDLY_CREATURE.where(lambda g, x, c: g.belongs_to(x, "brobnar")
                                                  and not g.cards[x].exhausted,
                                                  "Choose a ready friendly Brobnar creature")),
              do(_flex, "flex")))


def _patrizate(g, c):
    x = c["ev"]["card"]
    if g.cards[x].zone == BATTLELINE:
        g.deal_damage([(x, 1)], c["src"])


card("Bellowing Patrizate", "AoA",
     text="After a creature enters play, if Bellowing Patrizate is ready, that creature is dealt 1D.",
     reactions=[reaction("entered", lambda g, src, ev, le: ev.get("type") == "creature"
                         and not g.cards[src].exhausted, do(_patrizate, "damage"))])


def _rig_play(g, c):
    host = g.cards[c["src"]].host
    if host >= 0 and g.cards[host].zone == BATTLELINE:
        put_power_counters(g, host, g.heal(host, None))


def _rig_end(g, c):
    host = g.cards[c["src"]].host
    if host >= 0 and g.cards[host].zone == BATTLELINE and g.cards[host].power_counters > 0:
        g.cards[host].power_counters -= 1
        g.say(f"{g.cname(host)} loses a +1 power counter")
        g.dirty()       # its power fell: the state check looks again


card("Cybergiant Rig", "AoA",
     text=('This creature gains "At the end of your turn, remove one +1 power counter from this creature."\n'
           "Play: Heal all damage on this creature, then put a +1 power counter on it for each damage healed this "
           "way."),
     play=do(_rig_play, "heal and counters"),
     reactions=[reaction("turn_end", lambda g, src, ev, le: g.cards[src].host >= 0
                         and ev["player"] == g.cards[g.cards[src].host].controller, do(_rig_end, "lose counter"),
                         gained=True)])


def _grumpus_search(g, c):
    for x in c.get("found") or []:
        g.say(f"{g.pname(c['me'])} reveals {g.cname(x)} and puts it into their hand")
        g.move(x, HAND)
    g.shuffle_deck(c["me"])
    g.say(f"{g.pname(c['me'])} shuffles their deck")


card("Grumpus Tamer", "AoA",
     text=("Reap: Look through your deck and discard pile for a War Grumpus, show it to your opponent and take it "
           "into your hand. Shuffle your deck afterwards."),
     reap=seq(search(lambda g, x: g.cards[x].defn.title == "War Grumpus", count=1,
                     prompt="Search your deck and discard pile for a War Grumpus"),
              do(_grumpus_search, "search")))


def _might_total(g, c):
    c["_might_power"] = {x: g.power(x) for x in c.get("sac") or [] if g.cards[x].zone == BATTLELINE}
    return sum(c["_might_power"].values())


def _might_destroyed(g, c):
    # "if you do": the creatures actually destroyed (not a warded one, not one saved by a replacement) must
    # themselves total 25 power (rulebook "If you do": completely resolved)
    # themselves total 25 power (rulebook "If you do": completely resolved); one still tagged while an outer
    # destruction resolves (played by Jargogle's Destroyed:) was destroyed too (destroyed_this_way)
    gone = destroyed_this_way("sacrificed")(g, c)
    return sum(p for x, p in (c.get("_might_power") or {}).items() if x in gone) >= 25


# a tagged creature cannot be chosen to be sacrificed (001:1904-1908): its power does not count either
_MIGHT_CANDS = not_tagged(lambda g, c: list(g.players[c["me"]].battleline))


card("Might Makes Right", "AoA",
     text="Play: You may sacrifice friendly creatures with a combined power of at least 25. If you do, forge a "
          "key for free.",
     play=if_(lambda g, c: sum(g.power(x) for x in _MIGHT_CANDS(g, c)) >= 25,
              seq(Choose("sac", _MIGHT_CANDS, 99, up_to=True,
                         prompt="Choose creatures to sacrifice (total power 25 or more)",
                         weight=lambda g, x: g.power(x), min_total=25),
                  if_(lambda g, c: _might_total(g, c) >= 25,
                      seq(sacrifice("sac"), if_(_might_destroyed, forge_key(0)))))))

card("Shard of Strength", "AoA",
     text="Action: For every Shard you control, put a +1 power counter on a friendly creature.",
     # "for each": each counter may go to a different friendly creature, one decision per point (rulebook
     # "For Each"), each given as it is chosen
     actions=[repeat(lambda g, c: count_friendly(g, c, has_trait("shard")),
                     add_power_counters(creatures("friendly", "Choose a friendly creature for a +1 power counter"),
                                        1))])

card("Signal Fire", "AoA",
     text="Omni: Sacrifice Signal Fire. Until the end of the turn, your Brobnar creatures may fight as though "
          "they were of the active house.",
     omnis=[seq(sacrifice_self(),
                lasting(static("may_fight", lambda g, src, cid, le: g.cards[cid].controller == le["me"]
                               and g.belongs_to(cid, "brobnar"))))])

_GRUMPUS = ready_and_fight(neighbors_of_self("Choose a neighboring Giant").where(
    lambda g, x, c: "giant" in g.traits(x)))
card("War Grumpus", "AoA",
     text="After Fight/After Reap: A Giant next to War Grumpus readies and fights.",
     fight=_GRUMPUS, reap=_GRUMPUS)

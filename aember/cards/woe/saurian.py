"""Winds of Exchange — Saurian."""

from aember.cards.define import card
from aember.engine.effects import (
    FRIENDLY_CREATURE,
    capture,
    destroy,
    destroy_each,
    do,
    draw,
    exalt,
    gain,
    host_only,
    if_,
    keys_cost_more_next_turn,
    make_tokens,
    may,
    may_exalt_self_then,
    seq,
    static,
    ward,
)


def _more_enemies(g, c):
    return len(g.creatures(1 - c["me"])) > len(g.creatures(c["me"]))


def _amber_on_exalted(g, c):
    return sum(g.cards[x].amber for x in c.get("exalted") or [] if g.in_play(x))


def _to_left(g, cid):
    """The creatures to the left of a creature in its battleline."""
    line = g.players[g.cards[cid].controller].battleline
    return line[:line.index(cid)] if cid in line else []


def _exhausted_to_left(g, cid):
    return sum(1 for x in _to_left(g, cid) if g.cards[x].exhausted)


# --- token creatures ---

card("Bellatoran Warrior", "WoE", text="")

card("Scholar", "WoE",
     text="After Reap: Draw a card.",
     reap=draw(1))

card("Senator", "WoE",
     text="Action: During your opponent's next turn, keys cost them +1Æ.",
     actions=[keys_cost_more_next_turn(1)])

card("Trooper", "WoE",
     text="After Fight/After Reap: Trooper exalts itself.",
     reap=exalt(), fight=exalt())

# --- actions ---

card("Arm the Plebeians", "WoE",
     text="Play: Make a token creature and ward it.",
     play=seq(make_tokens(1), ward("made")))

card("Pax Sauriana", "WoE",
     text="Play: Every creature in play gains a ward.",
     play=do(lambda g, c: [g.ward(x) for x in g.creatures()], "ward each"))


def _lowest_power(g, x, c):
    return g.power(x) == min(g.power(y) for y in g.creatures())


card("Pale Into Insignificance", "WoE",
     text="Play: Destroy every creature whose power is the lowest in play (ties all go).",
     play=destroy_each("any", _lowest_power))

card("Epic Poem", "WoE",
     text="Play: Exalt one of your creatures, then gain 1Æ per Æ on it.",
     play=seq(exalt(FRIENDLY_CREATURE), gain(_amber_on_exalted)))

card("Inspiring Oration", "WoE",
     text="Play: Exalt one of your creatures, then make one token creature per Æ on it.",
     play=seq(exalt(FRIENDLY_CREATURE), make_tokens(_amber_on_exalted)))

card("Conscription", "WoE",
     text=("Play: If your opponent has more creatures than you, make token creatures equal to how many more "
           "they have."),
     play=make_tokens(lambda g, c: max(0, len(g.creatures(1 - c["me"])) - len(g.creatures(c["me"])))))

# --- creatures ---

card("Longusaur Lector", "WoE",
     text="Play/After Reap: You may exalt Longusaur Lector; if you do, make a token creature.",
     play=may_exalt_self_then(make_tokens(1)), reap=may_exalt_self_then(make_tokens(1)))

card("Ballistego", "WoE",
     text=("Ballistego has splash-attack 3 while it has Æ on it. (Attacking, it also deals 3D to each neighbor of "
           "the creature it attacks.)\nPlay: You may exalt Ballistego."),
     statics=[static("keyword", lambda g, src, cid, le: cid == src and g.cards[src].amber > 0,
                     ("splash-attack", 3))],
     play=may("Exalt Ballistego?", exalt(), lambda g, c: g.in_play(c["src"])))

card("Aquilia, Lone Hero", "WoE",
     text="Omni: If your opponent has more creatures than you, capture 1Æ.",
     omnis=[if_(_more_enemies, capture(1))])

card("Legionary Trainer", "WoE",
     text="Your token creatures enter play ready.\nPlay: Make a token creature.",
     statics=[static("enters_ready", lambda g, src, cid, le: g.cards[cid].controller == g.cards[src].controller
                     and g.cards[cid].is_token_creature)],
     play=make_tokens(1))

card("Grammaticus Thrax", "WoE",
     text="Enhance [capture][capture][damage].")

card("Praetor Marius", "WoE",
     text="After Reap: Capture 1Æ for every exhausted creature on Praetor Marius's left.",
     reap=capture(lambda g, c: _exhausted_to_left(g, c["src"]) if g.in_play(c["src"]) else 0))

card("Hoplite’s Dory", "WoE",
     text="This creature has +2 power for every exhausted creature on its left.",
     statics=[static("power", host_only(), lambda g, src, cid, le: 2 * _exhausted_to_left(g, cid))])


def _drusilla_outnumbered(g, src, cid, le):
    me = g.cards[src].controller
    return cid == src and len(g.creatures(1 - me)) > len(g.creatures(me))


card("Imperator Drusilla", "WoE",
     text=("Imperator Drusilla has splash-attack 4 while your opponent has more creatures than you.\n"
           "Play: Destroy one of your other creatures."),
     statics=[static("keyword", _drusilla_outnumbered, ("splash-attack", 4))],
     play=destroy(FRIENDLY_CREATURE.other()))

card("Chaosodon", "WoE",
     text=("Splash-attack 3. (Attacking, it also deals 3D to each neighbor of the creature it attacks.)\n"
           "Before Fight: Chaosodon deals 3D to each of its own neighbors."),
     before_fight=do(lambda g, c: g.deal_damage([(x, 3) for x in g.neighbors(c["src"])], c["src"])
                     if g.in_play(c["src"]) else None, "damage own neighbors"))

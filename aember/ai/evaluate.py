"""Board evaluation and the fast rule policy shared by the heuristic agent and MCTS rollouts.

Everything here reads a `Game` that is either a sampled world (hidden cards re-dealt, see
`Observation.sample_world`) or a copy of one, and only through what the player may know: the
opponent's hand and archives count by size only, decks not at all.
"""

from __future__ import annotations

from aember.engine.carddef import ACTION, ARTIFACT, CREATURE, UPGRADE
from aember.engine.game import Game
from aember.engine.state import Rng

WIN = 1000.0
KEY_VALUE = 9.0
CHECK_BONUS = (1.5, 2.5, 8.0)       # Æmber at the key cost: a key next turn (the third wins)
EXCESS_AMBER = 0.3                  # Æmber beyond the key cost
CAPTURED = 0.5                      # Æmber on a creature goes to its controller's opponent when it leaves
ARTIFACT_VALUE = 0.9
HAND_CARD = 0.05
ARCHIVED_CARD = 0.25

_KW_VALUE = {"elusive": 0.6, "taunt": 0.4, "skirmish": 0.5, "poison": 0.5, "invulnerable": 3.0, "deploy": 0.1}
_kw_cache: dict = {}


def _static_value(face) -> float:
    """A creature's value from its printed card: keywords and abilities (cached per definition)."""
    v = _kw_cache.get(face)
    if v is None:
        v = 0.0
        for k, n in face.keywords.items():
            v += _KW_VALUE.get(k, 0.1 * n if k in ("assault", "hazardous", "splash-attack") else 0.0)
        if face.reap is not None:
            v += 0.7
        if face.fight is not None:
            v += 0.4
        if face.actions:
            v += 0.5
        if face.omnis:
            v += 0.5
        if face.reactions or face.statics:
            v += 0.4
        if face.destroyed is not None:
            v += 0.2
        _kw_cache[face] = v
    return v


def creature_value(g: Game, cid: int) -> float:
    c = g.cards[cid]
    face = c.token or c.defn
    pw = g.power(cid)
    hp = pw - c.damage
    if hp < 0:
        hp = 0
    v = 1.3 + 0.28 * hp + 0.1 * pw + 0.35 * g.armor(cid) + _static_value(face)
    if c.stun:
        v -= 0.6
    if c.ward:
        v += 0.4
    return v


def side_value(g: Game, p: int) -> float:
    pl = g.players[p]
    keys = len(pl.keys)
    cost = g.key_cost(p)
    a = pl.amber
    v = keys * KEY_VALUE + (a if a < cost else cost) + (EXCESS_AMBER * (a - cost) if a > cost else 0)
    if keys < 3 and a >= cost:
        v += CHECK_BONUS[keys]
    elif keys == 2:
        v += 0.5 * min(a, cost)        # the race is on: every Æmber towards the last key counts more
    cards = g.cards
    for cid in pl.battleline:
        v += creature_value(g, cid)
    opp_line = g.players[1 - p].battleline
    for cid in opp_line:
        if cards[cid].amber:
            v += CAPTURED * cards[cid].amber
    v += ARTIFACT_VALUE * len(pl.artifacts)
    v += HAND_CARD * len(pl.hand) + ARCHIVED_CARD * len(pl.archives)
    return v


def evaluate(g: Game, me: int) -> float:
    """The position from `me`'s side: positive is good. A won game is WIN, a lost one -WIN."""
    if g.over:
        if g.winner is None:
            return 0.0
        return WIN if g.winner == me else -WIN
    return side_value(g, me) - side_value(g, 1 - me)


# ----------------------------------------------------------------------------------------------
# The fast rule policy: answers without looking ahead (no copies of the game).


def _threat(g: Game, cid: int) -> float:
    return creature_value(g, cid) + 0.3 * g.cards[cid].amber


def _fighter(g: Game, cid: int, cache: dict | None) -> tuple:
    """What fight_score needs of a creature: (power, hit points left counting unused armor, elusive this
    turn, poison, skirmish, creature_value, has a Fight: ability), cached per decision in `cache`."""
    if cache is not None:
        f = cache.get(cid)
        if f is not None:
            return f
    c = g.cards[cid]
    pw = g.power(cid)
    f = (pw, pw - c.damage + max(0, g.armor(cid) - c.armor_used),
         g.has_keyword(cid, "elusive") and c.elusive_turn != g.turn, g.has_keyword(cid, "poison"),
         g.has_keyword(cid, "skirmish"), creature_value(g, cid), (c.token or c.defn).fight is not None)
    if cache is not None:
        cache[cid] = f
    return f


def fight_score(g: Game, att: int, dfn: int, cache: dict | None = None) -> float:
    """Board value gained by `att` fighting `dfn` (rough: power damage, elusive, skirmish).

    `cache` (a dict kept for one decision, while the game does not change) saves recomputing each
    creature's figures for every pair."""
    d = _fighter(g, dfn, cache)
    if d[2]:
        return -0.2
    a = _fighter(g, att, cache)
    ap, a_hp = a[0], a[1]
    dp, d_hp = d[0], d[1]
    kills = ap >= d_hp or (a[3] and ap > 0)
    hit_back = 0 if a[4] else dp
    dies = hit_back >= a_hp or (d[3] and hit_back > 0)
    s = 0.0
    if kills:
        s += d[5] + 0.3 * g.cards[dfn].amber
    else:
        s += 0.25 * min(ap, d_hp)
    if dies:
        s -= a[5]
    else:
        s -= 0.28 * min(hit_back, a_hp)
    if a[6] and not dies:
        s += 0.8
    return s


def best_defender(g: Game, att: int, options: list, cache: dict | None = None) -> tuple[int, float]:
    best, bs = options[0], -1e9
    for d in options:
        s = fight_score(g, att, d, cache)
        if s > bs:
            best, bs = d, s
    return best, bs


def house_score(g: Game, p: int, house: str) -> float:
    """How much a house is worth this turn: cards to play, creatures to reap or fight with, artifacts."""
    pl = g.players[p]
    cards = g.cards
    plays = []
    for cid in pl.hand:
        c = cards[cid]
        if c.house != house:
            continue
        d = c.defn
        v = sum(1.0 for i in d.icons if i == "amber") + 0.3 * len(d.icons) + 0.3 * len(c.enhancements)
        if d.type == CREATURE:
            v += 1.3 + 0.1 * d.power + 0.3 * d.armor
        elif d.type == ACTION:
            v += 0.9
        elif d.type == ARTIFACT:
            v += 0.8
        elif d.type == UPGRADE:
            v += 0.6 if pl.battleline else -0.5
        plays.append(v)
    if g.first_turn_rule:
        s = max(plays, default=0.0)
    else:
        s = sum(plays)
    enemies = g.players[1 - p].battleline
    cache: dict = {}
    for cid in pl.battleline:
        c = cards[cid]
        if c.house != house:
            continue
        if c.stun:
            s += 0.3
            continue
        reap = 1.0 + (0.6 if (c.token or c.defn).reap is not None else 0.0)
        fight = max((fight_score(g, cid, e, cache) for e in enemies), default=-1.0) if enemies else -1.0
        s += max(reap, fight)
    for cid in pl.artifacts:
        if cards[cid].house == house and cards[cid].defn.actions:
            s += 0.6
    return s


def best_house(g: Game, p: int, houses: list) -> str:
    return max(houses, key=lambda h: house_score(g, p, h))


def main_score(g: Game, ans: tuple, cache: dict | None = None) -> float:
    """A rough value for a step-3 move, used by rollouts (`cache`: see fight_score)."""
    kind = ans[0]
    if kind == "end_turn":
        return 0.0
    if kind == "discard":
        return -1.0
    if kind == "raise_tide":
        return -0.5
    if kind == "prophecy":      # a card of the hand, set aside to punish the opponent's next turn
        return 0.2
    if kind == "from_discard":  # a card back to hand from the discard pile (Singing Scythe)
        return 0.3
    cid = ans[1]
    c = g.cards[cid]
    if kind == "play":
        d = c.defn
        v = 1.0 + sum(1.0 for i in d.icons if i == "amber") + 0.3 * len(d.icons)
        if d.type == CREATURE:
            v += 1.5 + 0.1 * d.power
            if len(ans) > 2 and ans[2] not in ("right", len(g.players[c.owner].battleline)):
                v -= 0.05
        elif d.type == UPGRADE:
            v += 0.5
        else:
            v += 1.0
        return v
    if kind == "reap":
        return 1.6 + (0.6 if (c.token or c.defn).reap is not None else 0.0)
    if kind == "fight":
        opts = g.eligible_defenders(cid)
        if not opts:
            return -1.0
        return best_defender(g, cid, opts, cache)[1] + 0.3
    if kind in ("action", "omni"):
        return 1.2
    if kind == "unstun":
        return 0.8
    return 0.1


def quick_choice(g: Game, rng: Rng | None = None, noise: float = 0.0):
    """The fast policy's answer to `g.decision` (for either player)."""
    d = g.decision
    kind = d.kind
    opts = d.options
    p = d.player
    if kind == "main":
        best, bs = opts[-1], -1e9
        cache: dict = {}
        for a in opts:
            s = main_score(g, a, cache)
            if noise and rng is not None:
                s += noise * (rng.below(1000) / 1000.0)
            if s > bs:
                best, bs = a, s
        return best
    if kind == "house":
        if noise and rng is not None and rng.below(5) == 0:
            return opts[rng.below(len(opts))]
        return best_house(g, p, opts)
    if kind == "target":
        return target_choice(g, p, opts)
    if kind == "targets":
        ranked = sorted(opts, key=lambda cid: -target_pref(g, p, cid))
        n = d.max_count if d.max_count <= len(ranked) else len(ranked)
        n = max(n, d.min_count)
        if d.groups:        # each choice of a different house (Recorded History): the best that fit, greedily
            pick: list = []
            for cid in ranked:
                if len(pick) < n and d.distinct_groups(pick + [cid]):
                    pick.append(cid)
            return tuple(pick) if len(pick) >= d.min_count else d.answers(1)[0]
        if d.together is not None and not d.all_together(ranked[:n]):    # all of one battleline (Quantum Fingertrap)
            return max(d.answers(), key=lambda a: sum(target_pref(g, p, cid) for cid in a))
        return tuple(ranked[:n])
    if kind == "option" and d.prompt == NAME_A_CARD:
        return name_choices(g, p, opts, 1)[0]
    if kind == "yesno":
        return "yes" if "yes" in opts else opts[0]
    if kind == "mulligan":
        return "no"
    if kind == "archives":
        return "yes"
    if d.default is not None and d.default in opts:
        return d.default
    if rng is not None:
        return opts[rng.below(len(opts))]
    return opts[0]


NAME_A_CARD = "Name a card"     # the engine's prompt for naming any card title (Dark Discovery, Etan's Jar, Geistoid)


def unseen_titles(g: Game, p: int) -> dict:
    """Printed title -> copies of player `p`'s own cards in their hand, deck and archives. In a sampled world these
    places hold `p`'s decklist minus every card seen (re-dealt at random), so the counts are the same in every world
    and read nothing hidden."""
    from aember.carddb import split_evil_twin

    pl = g.players[p]
    cards = g.cards
    counts: dict = {}
    for zone in (pl.hand, pl.deck, pl.archives):
        for cid in zone:
            c = cards[cid]
            if c.owner != p:
                continue
            t = split_evil_twin(c.defn.title)[0]
            counts[t] = counts.get(t, 0) + 1
    return counts


def name_choices(g: Game, p: int, opts: list, limit: int = 4) -> list:
    """'Name a card' for player `p`: the best `limit` titles to name. The cards that naming stops are the opponent's
    (their next plays, the bottom of their deck): the titles of the opponent's cards not yet seen, most copies first
    (ties by title); then, when those run short, other titles of the opponent's decklist; then the titles as listed."""
    from aember.carddb import split_evil_twin

    offered = set(opts)
    opp = 1 - p
    unseen = unseen_titles(g, opp)
    ranked = sorted((t for t in unseen if t in offered), key=lambda t: (-unseen[t], t))
    if len(ranked) < limit:
        rest = sorted({split_evil_twin(c.defn.title)[0] for c in g.cards if c.owner == opp} - set(ranked))
        ranked += [t for t in rest if t in offered]
    if len(ranked) < limit:
        have = set(ranked)
        for t in opts:
            if len(ranked) >= limit:
                break
            if t not in have:
                ranked.append(t)
    return ranked[:limit]


def option_candidates(g: Game, opts: list, names: int = 4, most: int = 128) -> list:
    """The answers of `g.decision` (an 'option' decision) worth searching: for 'Name a card' (some 2,600 titles) the
    best `names` by `name_choices`; for any other option decision at most `most` (the default first, then as listed:
    none offers that many today, the traits of 'Choose a trait' are 98)."""
    d = g.decision
    if d.prompt == NAME_A_CARD and len(opts) > names:
        return name_choices(g, d.player, opts, names)
    if len(opts) > most:
        head = [d.default] if d.default in opts else []
        return head + [a for a in opts if a != d.default][:most - len(head)]
    return opts


def target_pref(g: Game, p: int, cid) -> float:
    if not isinstance(cid, int) or cid < 0 or cid >= len(g.cards):
        return 0.0
    c = g.cards[cid]
    if c.zone == "battleline":
        v = _threat(g, cid)
        return v if c.controller != p else v - 3.0
    if c.zone == "artifacts":
        return 1.0 if c.controller != p else -1.0
    return 0.5


def target_choice(g: Game, p: int, opts: list):
    """Without knowing the effect: fights hit what the attacker beats; otherwise enemies first, biggest first."""
    top = g.stack[-1] if g.stack else None
    if top is not None and top.ctx.get("attacker") is not None and "defender" not in top.ctx:
        return best_defender(g, top.ctx["attacker"], opts)[0]
    return max(opts, key=lambda cid: target_pref(g, p, cid))


__all__ = ["WIN", "best_house", "creature_value", "evaluate", "fight_score", "house_score", "main_score",
           "name_choices", "option_candidates", "quick_choice", "side_value", "target_choice", "target_pref",
           "unseen_titles"]

"""A property fuzz of the decision API (`game.decision`, `game.apply`), shared by tests/test_decision_fuzz.py and
longer hunts (`python -m tests.decision_fuzz GAMES [SEED]`).

At decision points of random games (decks of every set, generated and real) it checks:
1. every answer `decision.answers()` lists is accepted by `apply` on a clone, with no exception of any kind, and the
   original is left as it was;
2. for list ('targets') decisions, random sub-lists and orders within and outside min/max are accepted exactly when
   they meet the decision's own stated rules (decision.py: choices among the options, no card twice, min_count to
   max_count of them, each of a different group, a non-empty choice reaching min_total, all sharing one key), and
   `answers()` lists every such choice when there are few;
3. mutated answers (wrong types, numbers out of range, cards not offered, stale cards from another zone, duplicates,
   None, nested lists, huge values, text for numbers and numbers for text, a move with the other player's card, an
   exhausted or stunned creature, a card not of the active house) are refused with IllegalAnswer whose message names
   the problem, and the saved text of the game is byte-identical after;
4. after the refusals the game plays on to its end (it is played on from the very same object);
and, as a check against the rules, that each step-3 move listed is one the rulebook allows (`main_move_faults`).
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from aember.engine import IllegalAnswer
from aember.engine.decision import KINDS
from aember.engine.decision import _shown as shown
from aember.engine.serialize import dumps, loads, state_signature
from aember.engine.state import IN_PLAY

# the words an IllegalAnswer uses to say what is wrong (decision.py, Game.apply)
PROBLEM_WORDS = ("is not one of the choices", "is not a legal answer", "expected a list of choices",
                 "the same card was chosen twice", "choose exactly", "choose ", "must each be of a different",
                 "must total", "must all be in one place", "the game is over", "no decision is pending")


def strict_eq(a, b) -> bool:
    """Equality that also asks for the same kind of value: True is not 1, 1.0 is not 1, '1' is not 1."""
    if isinstance(b, bool) or isinstance(a, bool):
        return type(a) is type(b) and a == b
    if isinstance(b, int):
        return isinstance(a, int) and not isinstance(a, bool) and a == b
    if isinstance(b, tuple):
        return isinstance(a, (tuple, list)) and len(a) == len(b) and all(
            strict_eq(x, y) for x, y in zip(a, b, strict=True))
    return type(a) is type(b) and a == b


def is_option(answer, options) -> bool:
    return any(strict_eq(answer, o) for o in options)


def stated_legal(d, answer) -> bool:
    """Whether `answer` meets decision `d`'s own stated rules, as decision.py documents them (not as `check` does)."""
    if d.kind != "targets":
        return is_option(answer, d.options)
    if isinstance(answer, (int, str)) and not isinstance(answer, bool):
        answer = (answer,)          # one choice may be given bare
    if not isinstance(answer, (list, tuple)):
        return False
    chosen = []
    for a in answer:
        m = [o for o in d.options if strict_eq(a, o)]
        if not m:
            return False
        chosen.append(m[0])
    if len(set(chosen)) != len(chosen) or not d.min_count <= len(chosen) <= d.max_count:
        return False
    if d.groups:
        # each chosen option stands for a different group it may stand for (a matching)
        def fit(i, used):
            return i == len(chosen) or any(g not in used and fit(i + 1, used | {g})
                                           for g in d.groups.get(chosen[i], ()))
        if not fit(0, frozenset()):
            return False
    if d.totals is not None and chosen and sum(d.totals.get(a, 0) for a in chosen) < d.min_total:
        return False
    if d.together is not None and len({d.together.get(a) for a in chosen}) > 1:
        return False
    return True


def _cards_not_offered(g, d, rng, n=4):
    offered = {o for o in d.options if isinstance(o, int) and not isinstance(o, bool)}
    others = [c.cid for c in g.cards if c.cid not in offered]
    rng.shuffle(others)
    return others[:n]


def _deep(n: int = 3000) -> list:
    x: list = []
    for _ in range(n):
        x = [x]
    return x


DEEP = _deep()


def mutations(g, d, rng):
    """Answers that must be refused (or, for a few, are legal after all: the caller asks `stated_legal`)."""
    opts = list(d.options)
    out = [None, [], {}, "", 1.5, float("nan"), 10 ** 40, -(10 ** 40), -1, True, False, object(), [[]], [None],
           b"yes", {1, 2}, ["end_turn"], "END_TURN", ("end_turn", 0), len(opts), -len(opts) - 1, 2 ** 63, 1e308,
           DEEP, (DEEP,), ("play", DEEP)]
    ints = [o for o in opts if isinstance(o, int) and not isinstance(o, bool)]
    strs = [o for o in opts if isinstance(o, str)]
    tups = [o for o in opts if isinstance(o, tuple)]
    for o in rng.sample(ints, min(3, len(ints))):
        out += [str(o), float(o), o + 0j, [o, o], (o, o), [[o]], {"card": o}, o + 10 ** 6, -o - 1, (o,) * 70]
    for o in rng.sample(strs, min(2, len(strs))):
        out += [o.upper(), o + " ", [o, o], opts.index(o), [[o]]]
    out += _cards_not_offered(g, d, rng)
    for o in rng.sample(tups, min(4, len(tups))):
        out += [o[:1], o + (0,), (o[0], None), o[::-1], [list(o)], (o,), (o[0].upper(),) + o[1:]]
        if len(o) > 1 and isinstance(o[1], int):
            cid = o[1]
            out += [(o[0], str(cid)) + o[2:], (o[0], float(cid)) + o[2:], (o[0], cid + 10 ** 6) + o[2:],
                    (o[0], -1) + o[2:], (o[0], True) + o[2:], (o[0], [cid]) + o[2:]]
        if len(o) > 2:
            out += [o[:2] + (99,), o[:2] + (-1,), o[:2] + ("middle",), o[:2] + (str(o[2]),)]
    if d.kind == "main":
        out += main_mutations(g, rng)
    if d.kind == "targets":
        if opts:
            out += [[opts[0]] * 2, [opts[0], opts[0], opts[0]], opts + [opts[0]], [opts], opts + ["x"],
                    [str(o) for o in opts], list(opts) * 2]
        out += [list(range(-3, 0))] + [[c] for c in _cards_not_offered(g, d, rng, 2)]
    return out


def main_mutations(g, rng):
    """Step-3 moves the rules forbid here: the other player's cards, exhausted or stunned creatures used to reap or
    fight, cards not of the active house, cards in the wrong zone."""
    p = g.active
    me, opp = g.players[p], g.players[1 - p]
    out = []
    for cid in opp.battleline[:3]:
        out += [("reap", cid), ("fight", cid), ("action", cid, 0), ("unstun", cid)]
    for cid in opp.hand[:2] + opp.artifacts[:2]:
        out += [("play", cid), ("play", cid, "left"), ("discard", cid), ("action", cid, 0)]
    for cid in me.battleline:
        c = g.cards[cid]
        if c.exhausted:
            out += [("reap", cid), ("fight", cid), ("action", cid, 0), ("unstun", cid)]
        if c.stun:
            out += [("reap", cid), ("fight", cid), ("action", cid, 0)]
        else:
            out += [("unstun", cid)]
        if not g.belongs_to(cid, g.active_house):
            out += [("reap", cid), ("fight", cid), ("action", cid, 0)]
    for cid in me.hand:
        if not g.belongs_to(cid, g.active_house):
            out += [("play", cid), ("play", cid, "left"), ("play", cid, "right"), ("discard", cid)]
    for cid in me.discard[:2] + me.deck[:2] + me.archives[:2] + me.purged[:1]:
        out += [("play", cid), ("discard", cid), ("reap", cid)]
    listed = [m for m in g.decision.options if len(m) > 1 and m[0] != "prophecy"]
    for m in rng.sample(listed, min(4, len(listed))):     # the same card, another way (a near miss)
        for k in ("play", "discard", "reap", "fight", "action", "omni", "unstun"):
            out += [(k, m[1]), (k, m[1], 0), (k, m[1], "left"), (k, m[1], 1)]
    out += [("reap",), ("play",), ("end_turn", 1), ("raise_tide", 0), ("prophecy",), ("prophecy", 99, 0),
            ("from_discard", -5), ("frobnicate", 1)]
    rng.shuffle(out)
    return out[:40]


def main_move_faults(g) -> list[str]:
    """Step-3 moves listed that the rulebook forbids whatever the effects in play (001: a card is played from hand;
    only a ready friendly creature is used; a stunned creature is only unstunned; a fight needs an enemy creature)."""
    p = g.active
    me, opp = g.players[p], g.players[1 - p]
    faults = []
    for m in g.decision.options:
        kind = m[0]
        cid = m[1] if len(m) > 1 else None
        c = g.cards[cid] if isinstance(cid, int) and kind != "prophecy" else None
        if kind == "play" and cid not in me.hand:
            faults.append(f"{m}: played from {c.zone}")
        elif kind == "discard" and cid not in me.hand:
            faults.append(f"{m}: discarded from {c.zone}")
        elif kind in ("reap", "fight", "unstun") and (cid not in me.battleline or c.exhausted):
            faults.append(f"{m}: used from {c.zone}, exhausted {c.exhausted}")
        elif kind in ("reap", "fight") and c.stun:
            faults.append(f"{m}: a stunned creature")
        elif kind == "unstun" and not c.stun:
            faults.append(f"{m}: not stunned")
        elif kind == "fight" and not opp.battleline:
            faults.append(f"{m}: no enemy creature")
        elif kind in ("action", "omni") and (cid not in me.battleline + me.artifacts or c.exhausted):
            faults.append(f"{m}: used from {c.zone}, exhausted {c.exhausted}")
        elif kind in ("action", "omni") and c.stun:
            faults.append(f"{m}: a stunned creature")
    return faults


def fight_target_faults(g, d, every_one: bool = False) -> list[str]:
    """The creatures offered to fight (001 Taunt: a creature beside a taunt creature cannot be fought unless it has
    taunt itself; only enemy creatures in play), and, with nothing in play that changes who may be fought, every
    enemy creature not so protected is offered (every_one: for a fight chosen in step 3; an ability may narrow the
    choice, as One Stood Against Many's "each time against a different enemy creature")."""
    line = g.players[1 - g.active].battleline
    taunt = {x for x in line if g.has_keyword(x, "taunt")}
    protected = {x for i, x in enumerate(line) if x not in taunt and
                 ((i > 0 and line[i - 1] in taunt) or (i + 1 < len(line) and line[i + 1] in taunt))}
    bk = g._by_kind
    special = any(k in bk for k in ("ignore_taunt", "ignore_taunt_elusive", "cannot_be_fought", "cannot_be_fought_by",
                                    "fight_only", "taunt_reach"))
    faults = [f"{g.cname(x)} is not an enemy creature" for x in d.options if x not in line]
    if not special:
        faults += [f"{g.cname(x)} is beside a taunt creature" for x in d.options if x in protected]
        if every_one:
            faults += [f"{g.cname(x)} not offered" for x in line if x not in protected and x not in d.options]
    return faults


def turn_rule_faults(g, made: list) -> list[str]:
    """Step-3 moves listed against the rules for what this step has seen (`made`: the step-3 moves answered this turn,
    as (kind, card id, title)): Alpha (001:1580-1584: not after another card was played, used or discarded this step),
    Omega (001:2464-2470: the step is over once one was played), the Rule of Six (a title at most six times a turn),
    enraged (001:2002-2007: a fight is its only use when it can fight), an upgrade with no card in play to go on
    (creatures, or artifacts for Animating Force)."""
    faults = []
    opts = g.decision.options
    alpha_made = [x for x in made if x[0] != "prophecy"]       # not "doing anything" for Alpha (6.2 item 7)
    omega = [t for k, cid, t in made if k == "play" and "omega" in g.cards[cid].defn.keywords
             and g.cards[cid].zone != "hand"]
    if omega and any(m[0] != "end_turn" for m in opts):
        faults.append(f"moves listed after the Omega card {omega[0]} was played: {opts[:5]}")
    uses: dict = {}
    for _k, _cid, t in made:
        uses[t] = uses.get(t, 0) + 1
    lines = g.players[0].battleline + g.players[1].battleline + g.players[0].artifacts + g.players[1].artifacts
    if any(k == "prophecy" for k, _cid, _t in made) and any(m[0] == "prophecy" for m in opts):
        faults.append("a second prophecy activated in one turn (LATER-MECHANICS 6.2)")
    from_hand = [x for x in made if x[0] in ("play", "discard") and g.cards[x[1]].zone != "hand"]
    for m in opts:
        if len(m) < 2 or m[0] in ("prophecy",):
            continue
        c = g.cards[m[1]]
        if g.turn == 1 and from_hand and (m[0] == "discard" or (
                m[0] == "play" and g.permission("play_permission", m[1]) is None)):
            # First Turn Rule (001:523-525): one card played or discarded from hand, unless an effect allows more
            faults.append(f"{m} ({c.defn.title}): a second card from hand on the first turn")
        if m[0] == "play" and "alpha" in c.defn.keywords and alpha_made:
            faults.append(f"{m} ({c.defn.title}): an Alpha card after {len(alpha_made)} moves this step")
        if m[0] in ("play", "reap", "fight", "action", "omni", "unstun") and uses.get(g.face(m[1]).title, 0) >= 6:
            faults.append(f"{m} ({c.defn.title}): a seventh play or use of the title this turn")
        if m[0] == "play" and c.defn.type == "upgrade" and len(m) == 2 and not lines:
            faults.append(f"{m} ({c.defn.title}): an upgrade with no card in play")
        if m[0] in ("reap", "action") and c.zone == "battleline" and c.enrage and ("fight", m[1]) in opts:
            faults.append(f"{m} ({c.defn.title}): enraged and able to fight")
    return faults


class Fault(AssertionError):
    pass


def _hidden_from(g, cid: int, p: int) -> bool:
    c = g.cards[cid]
    return c.zone == "deck" or (c.zone in ("hand", "archives", "prophecy") and c.owner != p and
                                cid not in g.players[p].archives)


def explain(g, answer, msg: str, where: str) -> None:
    """The words a player is shown for a refusal (aember.interfaces.words, as the web server and the TUI send them):
    always some words, never an exception, and never the title of a card that player may not see."""
    from aember.interfaces.words import explain_illegal, why_not

    for p in (g.decision.player, 1 - g.decision.player):
        try:
            why = explain_illegal(g, answer, p, msg) if p == g.decision.player else why_not(g, answer, p)
        except Exception as e:     # noqa: BLE001
            raise Fault(f"{where}: explaining the refusal of {shown(answer)} raised {type(e).__name__}: {e}") from e
        if not isinstance(why, str) or not why:
            raise Fault(f"{where}: no words for the refusal of {shown(answer)}: {why!r}")
        d = g.decision
        if p == d.player and d.kind == "main" and isinstance(answer, tuple) and len(answer) > 1 \
                and isinstance(answer[1], int) and 0 <= answer[1] < len(g.cards):
            # the reason must not contradict the moves listed for the same card
            same = [m for m in d.options if len(m) > 1 and m[1] == answer[1] and m[0] != "prophecy"]
            in_play = [m for m in same if m[0] not in ("play", "discard", "from_discard")]
            uses = [m for m in in_play if m[0] != "omni"]     # (an Omni: whatever the house)
            plays = [m for m in same if m[0] == answer[0]] if answer[0] in ("play", "discard") else []
            wrong = (("cards can be used this turn" in why and uses)
                     or ("the active house this turn is" in why and plays)
                     or ("is not in your hand" in why and plays)
                     or ("is not a card you control in play" in why and in_play)
                     or ("is exhausted" in why and in_play))
            if wrong:
                raise Fault(f"{where}: the refusal of {shown(answer)} says {why!r}, but {same} are listed")
        if p == d.player and d.kind not in ("main", "target", "targets", "order") and why.startswith("That card"):
            raise Fault(f"{where}: the refusal of {shown(answer)} to a {d.kind} decision calls it a card: {why!r}")
        named = [x for x in (answer if isinstance(answer, (tuple, list)) else (answer,))
                 if isinstance(x, int) and not isinstance(x, bool) and 0 <= x < len(g.cards)]
        for x in named:
            if _hidden_from(g, x, p) and g.cname(x) in why and g.cname(x) not in g.decision.prompt and \
                    g.cname(x) not in {g.cname(c.cid) for c in g.cards if not _hidden_from(g, c.cid, p)}:
                raise Fault(f"{where}: the refusal of {shown(answer)} shown to p{p + 1} names the hidden {g.cname(x)}: "
                            f"{why!r}")


def check_refused(g, d, answer, before: str, where: str) -> None:
    try:
        g.apply(answer)
    except IllegalAnswer as e:
        msg = str(e)
        if not any(w in msg for w in PROBLEM_WORDS) or len(msg) > 600:
            raise Fault(f"{where}: {shown(answer)} refused with an unclear message: {msg!r}") from None
    except Exception as e:     # noqa: BLE001 - any other kind of error is the fault looked for
        raise Fault(f"{where}: {shown(answer)} raised {type(e).__name__}: {e}") from e
    else:
        raise Fault(f"{where}: illegal answer {shown(answer)} to {d.kind} {d.prompt!r} accepted "
                    f"(options {d.options!r})")
    explain(g, answer, msg, where)
    if before is not None and dumps(g) != before:
        raise Fault(f"{where}: refusing {shown(answer)} changed the game")
    if g.decision is not d:
        raise Fault(f"{where}: refusing {shown(answer)} replaced the decision")


def apply_on_clone(g, answer, where: str):
    twin = g.clone()
    try:
        twin.apply(answer)
    except Exception as e:     # noqa: BLE001
        raise Fault(f"{where}: listed answer {shown(answer)} to {g.decision.kind} {g.decision.prompt!r} raised "
                    f"{type(e).__name__}: {e}") from e
    return twin


def random_sublists(d, rng, n):
    opts = list(d.options)
    out = []
    for _ in range(n):
        k = rng.randint(0, min(len(opts) + 2, d.max_count + 2))
        pick = [rng.choice(opts) for _ in range(k)] if rng.random() < 0.3 else rng.sample(opts, min(k, len(opts)))
        out.append(pick if rng.random() < 0.5 else tuple(pick))
    return out


def _observe(g, d, seen: dict) -> None:
    """Hunting only: note what may break a rule but needs a person to judge (a decision of the non-active player
    other than a mulligan; a step-3 move with a card not of the active house)."""
    if d.player != g.active and d.kind != "mulligan":
        seen.setdefault(("not active", d.kind, d.prompt), f"{g.seed} turn {g.turn}")
    if d.kind in ("target", "targets") and all(isinstance(o, int) and not isinstance(o, bool) for o in d.options):
        low = d.prompt.lower()
        for o in d.options:
            c = g.cards[o]
            why = None
            if "enemy creature" in low and (c.zone != "battleline" or c.controller == g.active):
                why = "enemy"
            elif "friendly creature" in low and (c.zone != "battleline" or c.controller != g.active):
                why = "friendly"
            elif "creature" in low and not any(w in low for w in ("hand", "discard", "deck", "archive", "purge",
                                                                     "under", "copy", "copies", "reveal",
                                                                     "artifact")) \
                    and c.zone != "battleline":
                why = "creature not in play"
            if why:
                seen.setdefault(("target", why, d.prompt, c.defn.title, c.zone), f"{g.seed} turn {g.turn}")
    perms = ("play_permission", "use_permission", "play_or_use_permission", "may_fight", "may_reap", "play_any_house")
    if d.kind == "main" and not any(k in g._by_kind for k in perms):
        for m in d.options:
            if m[0] in ("reap", "fight", "action", "discard", "play", "unstun") and \
                    not g.belongs_to(m[1], g.active_house) and not g.versatile(m[1]):
                seen.setdefault(("off house", m[0], g.cards[m[1]].defn.title, g.active_house,
                                 tuple(g.houses_of(m[1])), tuple(sorted(g._by_kind)) if g._by_kind else ()),
                                f"{g.seed} turn {g.turn}")


def fuzz_decision(g, rng, where: str, listed: int = 6, subs: int = 8, mutated: int = 12,
                  counts: dict | None = None, observe: dict | None = None, reload: bool = False,
                  each: bool = False) -> None:
    """Check the properties at the pending decision of `g` (left as it was). each: compare the saved text after every
    answer tried, not once after them all (slower; names the answer that changed it)."""
    d = g.decision
    if d.kind not in KINDS:
        raise Fault(f"{where}: a decision of kind {d.kind!r}, not one of decision.KINDS")
    if counts is not None:
        counts[d.kind] = counts.get(d.kind, 0) + 1
        for attr in ("groups", "totals", "together"):
            if getattr(d, attr) is not None:
                counts[attr] = counts.get(attr, 0) + 1
    if d.kind == "main":
        faults = main_move_faults(g)
        if faults:
            raise Fault(f"{where}: step-3 moves the rules forbid: {faults}")
    if d.kind == "target" and d.prompt.startswith("Choose a creature for ") and d.prompt.endswith(" to fight"):
        faults = fight_target_faults(g, d)
        if faults:
            raise Fault(f"{where}: {d.prompt}: {faults}")
    if d.kind == "key" and d.prompt.startswith("Choose which key"):       # (not a key to unforge: Break-key)
        # a key not forged yet (a "fourth" one with no colour when all three are): the forging player's
        forger = g.active if d.prompt == "Choose which key to forge" else 1 - g.active
        free = [k for k in ("red", "blue", "yellow") if k not in g.players[forger].keys] or ["fourth"]
        if not set(d.options) <= set(free):
            raise Fault(f"{where}: key options {d.options}, but {g.pname(forger)} has {g.players[forger].keys}")
    if d.kind == "archives" and not g.players[d.player].archives:
        raise Fault(f"{where}: taking the archives offered with the archives empty")
    if d.kind == "house":
        # 001:463-472: a house on the identity card, or one of a card the player controls
        allowed = set(g.players[d.player].houses) | {h for c in g.cards if c.zone in IN_PLAY and
                                                     c.controller == d.player for h in g.houses_of(c.cid)}
        if not set(d.options) <= allowed:
            raise Fault(f"{where}: house options {d.options} beyond {sorted(allowed)}")
    if observe is not None:
        _observe(g, d, observe)
    before = dumps(g)
    if len(set(map(repr, d.options))) != len(d.options):
        raise Fault(f"{where}: {d.kind} {d.prompt!r} lists an option twice: {d.options}")
    if d.default is not None:
        try:
            d.check(d.default)
        except IllegalAnswer as e:
            raise Fault(f"{where}: the default {d.default!r} of {d.kind} {d.prompt!r} is refused: {e}") from None
    answers = d.answers()
    if not answers:
        raise Fault(f"{where}: {d.kind} {d.prompt!r} has no legal answer")
    for a in rng.sample(answers, min(listed, len(answers))):
        if not stated_legal(d, a):
            raise Fault(f"{where}: answers() lists {shown(a)}, against the decision's own rules")
        twin = apply_on_clone(g, a, where)
        if each and dumps(g) != before:
            raise Fault(f"{where}: answering a clone with {shown(a)} changed the original")
        if reload:
            loaded = loads(before)
            try:
                loaded.apply(a)
            except Exception as e:     # noqa: BLE001
                raise Fault(f"{where}: listed answer {shown(a)} to the saved and loaded game raised "
                            f"{type(e).__name__}: {e}") from e
            if state_signature(loaded) != state_signature(twin):
                raise Fault(f"{where}: {shown(a)} answered on a loaded save and on a clone differ")
    if d.kind == "targets":
        if len(answers) < 64 and len(d.options) <= 10:
            from itertools import combinations
            every = {tuple(sorted(c)) for n in range(d.min_count, d.max_count + 1)
                     for c in combinations(d.options, n) if stated_legal(d, c)}
            got = {tuple(sorted(a)) for a in answers}
            if every != got:
                raise Fault(f"{where}: answers() {sorted(got)} but the stated rules allow {sorted(every)}")
        for a in random_sublists(d, rng, subs):
            ok = stated_legal(d, a)
            try:
                d.check(a)
                took = True
            except IllegalAnswer:
                took = False
            if took != ok:
                raise Fault(f"{where}: {shown(a)} to {d.prompt!r} (min {d.min_count} max {d.max_count} "
                            f"groups {d.groups} "
                            f"totals {d.totals} {d.min_total} together {d.together}): check says {took}, "
                            f"stated rules say {ok}")
            if took and rng.random() < 0.3:
                apply_on_clone(g, a, where)
    muts = mutations(g, d, rng)
    rng.shuffle(muts)
    tried = [a for a in muts[:mutated] if not stated_legal(d, a)]
    for a in tried:
        check_refused(g, d, a, before if each else None, where)
    if not each and dumps(g) != before:
        raise Fault(f"{where}: answering clones with {answers[:listed]!r} or refusing {shown(tried)} changed the game")


def play_game(deck_a, deck_b, seed: int, every: float = 0.25, limit: int = 3000, counts: dict | None = None,
              **kw) -> int:
    """Play one random game, fuzzing a share `every` of its decisions (all of the rarer kinds); the number fuzzed."""
    from aember.engine.setup import new_game

    g = new_game(deck_a, deck_b, seed=seed, turn_cap=40)
    rng = random.Random(seed)
    n = 0
    made: list = []         # the step-3 moves answered this turn
    turn = None
    for step in range(limit):
        if g.over:
            break
        d = g.decision
        where = f"seed {seed} step {step} turn {g.turn}"
        if g.turn != turn:
            made, turn = [], g.turn
        if d.kind == "main":
            faults = turn_rule_faults(g, made)
            if faults:
                raise Fault(f"{where}: {faults}")
        if d.kind != "main" or rng.random() < every:
            fuzz_decision(g, rng, where, counts=counts, **kw)
            n += 1
        answers = d.answers()
        a = rng.choice(answers)
        if d.kind == "main" and len(a) > 1 and a[0] not in ("prophecy", "from_discard", "discard"):
            made.append((a[0], a[1], g.face(a[1]).title))
        elif d.kind == "main" and a[0] in ("discard", "prophecy"):
            made.append((a[0], a[1], None))
        g.apply(a)
        if d.kind == "main" and a[0] == "fight" and g.decision is not None and g.decision.kind == "target" \
                and g.decision.prompt == f"Choose a creature for {g.cname(a[1])} to fight":
            faults = fight_target_faults(g, g.decision, every_one=True)
            if faults:
                raise Fault(f"{where}: {g.decision.prompt}: {faults}")
    if not g.over:
        raise Fault(f"seed {seed}: game not over after {limit} decisions")
    # 4. the game is over: any answer at all is refused, saying so
    before = dumps(g)
    for a in (("end_turn",), "no", 1, None):
        try:
            g.apply(a)
        except IllegalAnswer as e:
            assert "over" in str(e)
        else:
            raise Fault(f"seed {seed}: an answer after the end accepted")
    assert dumps(g) == before
    return n


def deck_pairs(n: int, seed: int):
    """n pairs of decks: generated decks of every set against each other and against real decks."""
    from aember.decks import load_deck_file
    from aember.decks.cardindex import card_index
    from aember.decks.generate import generate_deck

    sets = [s["code"] for s in card_index().sets]
    real = sorted(Path(__file__).resolve().parent.parent.parent.joinpath("shared", "decks").glob("*.json"))
    rng = random.Random(seed)
    for i in range(n):
        a = generate_deck(sets[i % len(sets)], f"illfuzz-{seed}-{i}")
        if real and i % 3 == 2:
            b = load_deck_file(rng.choice(real))
        else:
            b = generate_deck(rng.choice(sets), f"illfuzz-{seed}-{i}-b")
        yield i, a, b


def main(argv: list[str]) -> int:
    import time
    import traceback

    games = int(argv[0]) if argv else 30
    seed = int(argv[1]) if len(argv) > 1 else 1
    counts: dict = {}
    observe: dict = {}
    faults = 0
    t = time.time()
    for i, a, b in deck_pairs(games, seed):
        try:
            play_game(a, b, seed * 100000 + i, every=0.5, counts=counts, observe=observe, reload=True, listed=10,
                      each=True)
        except Fault as e:
            faults += 1
            print(f"FAULT game {i} ({a.set} {a.name} / {b.name}): {e}", flush=True)
        except Exception:      # noqa: BLE001
            faults += 1
            print(f"ERROR game {i} ({a.set} {a.name} / {b.name}):", flush=True)
            traceback.print_exc()
    for k, turn in sorted(observe.items(), key=str):
        print("observed", k, "turn", turn)
    print(f"{games} games, {faults} faults, {time.time() - t:.0f}s; decisions fuzzed by kind: {counts}")
    return 1 if faults else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

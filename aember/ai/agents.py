"""Computer opponents: random, heuristic and information-set Monte Carlo tree search.

Every agent answers an `Observation` (see observation.py): the player's view, the legal answers
and, when `needs_world` is set, sampled worlds. None of them ever holds the real game.
"""

from __future__ import annotations

import math
import os
import time
from typing import Any

from aember.ai.evaluate import NAME_A_CARD, best_house, evaluate, main_score, option_candidates, quick_choice
from aember.ai.observation import Observation
from aember.engine.game import Game
from aember.engine.state import Rng

NAME_CANDIDATES = 4          # 'Name a card' titles searched (of ~2,600): the opponent's unseen ones, most copies first
FOLLOW_UP_LIMIT = 8          # own follow-up decisions resolved by the fast policy in a lookahead
RULE_KINDS = frozenset({"mulligan", "key", "order", "flank", "archives"})   # answered by rule, without a world


class Agent:
    """Base class: `act(obs)` returns one of `obs.answers`."""

    name = "agent"
    needs_world = False

    def __init__(self, seed: int = 0):
        self.rng = Rng(seed)

    def act(self, obs: Observation) -> Any:
        raise NotImplementedError

    def wants_world(self, decision: Any) -> bool:
        """Whether answering `decision` needs sampled worlds (an observation built with worlds=True)."""
        return self.needs_world

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


class RandomAgent(Agent):
    """Uniform among the legal answers."""

    name = "random"

    def act(self, obs: Observation) -> Any:
        a = obs.answers
        return a[self.rng.below(len(a))]


# An engine failure while searching a sampled world costs the move its value, not the game; tests and soaks set
# this (or AEMBER_AI_STRICT=1) so that such a failure, an engine fault like any other, is raised instead.
RAISE_ENGINE_ERRORS = os.environ.get("AEMBER_AI_STRICT") == "1"


def _finish_own(w: Game, me: int, limit: int = FOLLOW_UP_LIMIT) -> None:
    """Resolve `me`'s follow-up decisions (targets, options …) with the fast policy, up to the next main or house."""
    n = 0
    while n < limit and not w.over:
        d = w.decision
        if d is None or d.player != me or d.kind in ("main", "house"):
            return
        w.apply(quick_choice(w))
        n += 1


def lookahead(world: Game, answer: Any, me: int, copy: bool = True) -> float:
    """Apply `answer` to a copy of `world` (to `world` itself with copy=False), finish its follow-ups
    with the fast policy, evaluate."""
    w = world.clone() if copy else world
    try:
        w.apply(answer)
        _finish_own(w, me)
    except Exception:           # an engine failure in a sampled world: treat the move as bad, not fatal
        if RAISE_ENGINE_ERRORS:
            raise
        return -2 * 1000.0
    return evaluate(w, me)


def _main_candidates(answers: list) -> list:
    """Step-3 moves worth looking at: one position per creature (the first listed: the left flank) and, for a
    card that may be played as an upgrade instead (Explo-rover), that too; no discards unless nothing else."""
    out = []
    seen_play = set()
    for a in answers:
        k = a[0]
        if k == "discard":
            continue
        if k == "play" and len(a) > 2:
            key = (a[1], a[2] == "upgrade")
            if key in seen_play:
                continue
            seen_play.add(key)
        out.append(a)
    return out or list(answers)


def _keep_hand(view: dict, me: int) -> bool:
    hand = view["players"][me]["hand"] or []
    counts: dict = {}
    for c in hand:
        counts[c["house"]] = counts.get(c["house"], 0) + 1
    return max(counts.values(), default=0) >= 2


class HeuristicAgent(Agent):
    """Fast and sensible: one-step lookahead on a sampled world, scored by the board evaluation.

    Step 3 moves and targets are tried on a copy of the observation's world (own follow-ups finished
    by the fast rule policy) and the best resulting position is chosen: this races to forge, weighs
    reaping against fighting by what the fight destroys and loses, and aims removal at the biggest
    threat. The house is the one whose cards in hand and creatures in play give the most value.
    """

    name = "heuristic"
    needs_world = True

    def __init__(self, seed: int = 0, width: int = 4):
        super().__init__(seed)
        self.width = width          # step-3 moves looked at: the best `width` by the rule score, and ending the turn

    def wants_world(self, decision: Any) -> bool:
        # Forced answers and the kinds answered by rule need no world (saves a copy of the game).
        if decision.kind in RULE_KINDS:
            return False
        return decision.multi or len(decision.options) > 1

    def act(self, obs: Observation) -> Any:
        answers = obs.answers
        if len(answers) == 1:
            return answers[0]
        kind = obs.kind
        me = obs.player
        if kind == "mulligan":
            return "no" if _keep_hand(obs.view, me) else "yes"
        if kind in ("key", "order", "flank"):    # RULE_KINDS: no world needed
            return obs.default if obs.default in answers else answers[0]
        if kind == "archives":
            return "yes"
        world = obs.world()
        if kind == "house":
            return best_house(world, me, answers)
        if kind == "main":
            cands = _main_candidates(answers)
            if self.width and len(cands) > self.width + 1:
                sc: dict = {}
                ranked = sorted((a for a in cands if a[0] != "end_turn"), key=lambda a: -main_score(world, a, sc))
                cands = ranked[:self.width] + [("end_turn",)]
        elif kind == "option":
            # a cheap rule ranks the answers of a long option list and only the best few are looked at ('Name a
            # card': ~2,600 titles, one lookahead each had taken 9 s; there the rule answers alone, since one
            # sampled world's deck bottom would only be a guess)
            cands = option_candidates(world, answers, NAME_CANDIDATES)
            if world.decision.prompt == NAME_A_CARD:
                return cands[0]
        else:
            cands = answers
        # The position as it stands, for ending the turn (readying and drawing change little of the
        # evaluation); a tie with a real move: make the move.
        stand = evaluate(world, me) - 0.05 if kind == "main" else 0.0
        tried = [a for a in cands if not (kind == "main" and a[0] == "end_turn")]
        last = tried[-1] if tried else None
        best, bs = cands[0], -1e18
        for a in cands:
            if kind == "main" and a[0] == "end_turn":
                s = stand
            else:
                # the last lookahead may use the observation's world itself: nothing reads it afterwards
                s = lookahead(world, a, me, copy=a is not last)
            if s > bs:
                best, bs = a, s
        return best


class _Node:
    __slots__ = ("children",)

    def __init__(self) -> None:
        self.children: dict = {}     # answer -> [visits, total value, availability, child node or None]


class MCTSAgent(Agent):
    """Information-set MCTS over the player's own decisions (determinized: one sampled world per iteration).

    Each iteration samples a world (the cards hidden from the player re-dealt among the hidden places:
    the opponent's hand, archives and deck hold the opponent's decklist minus the cards seen), descends
    the tree with UCT among the answers legal in that world (availability counts stand for the parent's
    visits, since answers differ between worlds), expands one new answer, then plays on with the fast
    rule policy for both players until the end of the opponent's next turn (`horizon` turns after this
    one) and scores the position with the board evaluation (squashed to 0..1 by `scale`). Step-3
    discards and all but one flank per creature are left out, as in the heuristic: that keeps the
    tree narrow enough for the iterations to tell the moves apart. The most visited answer is
    played. Budget: `iterations` per decision, or `seconds` per decision, whichever is given.
    """

    name = "mcts"
    needs_world = True
    wants_world = HeuristicAgent.wants_world

    def __init__(self, seed: int = 0, iterations: int | None = 300, seconds: float | None = None,
                 c: float = 0.7, horizon: int = 1, scale: float = 4.0, noise: float = 0.6):
        super().__init__(seed)
        self.iterations = iterations
        self.seconds = seconds
        self.c = c
        self.horizon = horizon
        self.scale = scale
        self.noise = noise
        self.rollouts = 0
        self._heur = HeuristicAgent(seed ^ 0xABCDEF)

    def act(self, obs: Observation) -> Any:
        answers = obs.answers
        if len(answers) == 1:
            return answers[0]
        if obs.kind in RULE_KINDS:
            return self._heur.act(obs)
        me = obs.player
        root = _Node()
        rng = self.rng
        deadline = time.perf_counter() + self.seconds if self.seconds else None
        limit = self.iterations if self.iterations else 10 ** 9
        turn_end = obs.turn + self.horizon
        i = 0
        while i < limit:
            if deadline is not None and i % 8 == 0 and time.perf_counter() > deadline and i > 0:
                break
            w = obs.sample_world(rng)
            self._iterate(root, w, me, turn_end)
            i += 1
        self.rollouts += i
        best, bn = answers[0], (-1, 0.0)
        for a, st in root.children.items():
            key = (st[0], st[1])
            if key > bn and a in answers:
                best, bn = a, key
        return best

    def _iterate(self, root: _Node, w: Game, me: int, turn_end: int) -> None:
        rng = self.rng
        noise = self.noise
        path: list = []
        node: _Node | None = root
        try:
            while not w.over and w.turn <= turn_end:
                d = w.decision
                if d.player != me or node is None:
                    w.apply(quick_choice(w, rng, noise))
                    continue
                answers = d.answers(32)
                if d.kind == "main":
                    answers = _main_candidates(answers)
                elif d.kind == "option":
                    answers = option_candidates(w, answers, NAME_CANDIDATES)
                if len(answers) == 1:
                    w.apply(answers[0])
                    continue
                ch = node.children
                untried = []
                for a in answers:
                    st = ch.get(a)
                    if st is None:
                        st = ch[a] = [0, 0.0, 0, None]
                    st[2] += 1
                    if st[0] == 0:
                        untried.append(a)
                if untried:             # expand one new answer, then roll out
                    best = untried[rng.below(len(untried))]
                    path.append(ch[best])
                    node = None
                else:
                    best, bs, bst = answers[0], -1e18, None
                    c = self.c
                    for a in answers:
                        st = ch[a]
                        u = st[1] / st[0] + c * math.sqrt(math.log(st[2]) / st[0])
                        if u > bs:
                            best, bs, bst = a, u, st
                    path.append(bst)
                    if bst[3] is None:
                        bst[3] = _Node()
                    node = bst[3]
                w.apply(best)
            v = evaluate(w, me)
        except Exception:           # an engine failure in a sampled world: a bad outcome, not a fatal one
            if RAISE_ENGINE_ERRORS:
                raise
            v = -1000.0
        value = 1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, v / self.scale))))
        for st in path:
            st[0] += 1
            st[1] += value


_MODELS: dict = {}
MODELS_DIR = __import__("pathlib").Path(__file__).with_name("models")
DEFAULT_MODEL = "learned.npz"


def load_model(path: str | None = None):
    """The policy network of a model file (aember/ai/models/learned.npz by default), loaded once per process."""
    from pathlib import Path

    p = Path(path).expanduser() if path else MODELS_DIR / DEFAULT_MODEL
    if path and not p.exists() and (MODELS_DIR / path).exists():
        p = MODELS_DIR / path               # a model shipped with aember, by its file name
    try:
        key = (str(p.resolve()), p.stat().st_mtime_ns)
    except OSError:
        raise ValueError(f"{p}: no such model file (train one with 'aember train')") from None
    net = _MODELS.get(key)
    if net is None:
        try:
            from aember.rl.model import load
        except ImportError as e:
            raise ValueError(f"the learned agent needs numpy ({e}); pip install 'aember[rl]'") from None
        net = _MODELS[key] = load(p)
    return net


class LearnedAgent(Agent):
    """A policy network trained by `aember train` (aember.rl): the legal action it scores highest.

    It reads only the observation's view and legal answers (the encoding of aember/rl/encoding.py), never a
    sampled world: one small forward pass per decision that has a choice.
    """

    name = "learned"

    def __init__(self, seed: int = 0, path: str | None = None):
        super().__init__(seed)
        self.path = path
        self.net = load_model(path)

    def act(self, obs: Observation) -> Any:
        answers = obs.answers
        if len(answers) == 1:
            return answers[0]
        from aember.rl.encoding import encode

        enc = encode(obs.view, obs.kind, answers)
        if not enc.answers:             # cannot happen with the engine's answers; keep playing if it does
            return answers[0]
        return enc.answers[self.net.act(enc.obs, enc.mask)]

    def __repr__(self) -> str:
        return f"LearnedAgent({self.path or DEFAULT_MODEL!r})"


AGENTS = {"random": RandomAgent, "heuristic": HeuristicAgent, "mcts": MCTSAgent, "learned": LearnedAgent}


def make_agent(spec: str, seed: int = 0) -> Agent:
    """An agent from its name: 'random', 'heuristic', 'mcts', 'mcts:500' (iterations), 'mcts:1s' (seconds),
    'learned' (the model shipped in aember/ai/models) or 'learned:FILE' (a model made by `aember train`)."""
    name, _, arg = spec.strip().partition(":")
    name = name.lower()
    if name not in AGENTS:
        raise ValueError(f"unknown agent {spec!r} (choose from {', '.join(AGENTS)}; e.g. mcts:500, mcts:1s or "
                         "learned:MODEL.npz)")
    if name == "learned":
        return LearnedAgent(seed, arg.strip() or None)
    if name != "mcts":
        if arg:
            raise ValueError(f"agent {name!r} takes no budget ({spec!r})")
        return AGENTS[name](seed)
    if not arg:
        return MCTSAgent(seed)
    try:
        if arg.endswith("s"):
            secs = float(arg[:-1])
            if not 0 < secs < float("inf"):      # nan and inf had thought for ever
                raise ValueError
            return MCTSAgent(seed, iterations=None, seconds=secs)
        its = int(arg)
        if its <= 0:
            raise ValueError
        return MCTSAgent(seed, iterations=its)
    except ValueError:
        raise ValueError(f"bad MCTS budget in {spec!r} (iterations like mcts:500 or seconds like mcts:0.5s)") from None


def check_agent_spec(spec: str) -> str:
    make_agent(spec)
    return spec


__all__ = ["AGENTS", "Agent", "HeuristicAgent", "LearnedAgent", "MCTSAgent", "RandomAgent", "check_agent_spec",
           "load_model", "lookahead", "make_agent"]

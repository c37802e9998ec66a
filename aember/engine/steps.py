"""Resolution as data: immutable steps, and frames on the game's explicit stack.

A step is part of a card's (or the rules') definition and never changes during a game. A frame
is one step being resolved: the step, the ability context it shares with its sibling frames, a
program counter and the answer to its last decision. Frames are plain data, so a game can be
cloned, saved and loaded at any decision point.

A step's `run(game, frame)` returns True when it is finished (the engine then removes its frame,
even if it pushed further frames above it) or False when it must run again later: after the
frames it pushed have resolved, or once its pending decision has been answered.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from aember.engine.game import Game

_REGISTRY: list[Spec] = []


class Spec:
    """Anything a saved game refers to by number: steps, reactions, static abilities."""

    sid: int

    def __init__(self) -> None:
        self.sid = len(_REGISTRY)
        _REGISTRY.append(self)


def spec_by_id(sid: int) -> Spec:
    return _REGISTRY[sid]


def registry_size() -> int:
    return len(_REGISTRY)


class Step(Spec):
    label = "step"

    def run(self, game: Game, frame: Frame) -> bool:  # pragma: no cover - abstract
        raise NotImplementedError

    def holds_state_check(self, frame: Frame) -> bool:
        """True while this step is one instruction paused halfway for a decision, whose effect the state check
        must only see whole (`Game._state_check`)."""
        return False


class Frame:
    __slots__ = ("step", "ctx", "pc", "answer", "data")

    def __init__(self, step: Step, ctx: dict, data: Any = None):
        self.step = step
        self.ctx = ctx
        self.pc = 0
        self.answer: Any = None
        self.data = data

    def __repr__(self) -> str:
        return f"Frame({type(self.step).__name__}#{self.step.sid}, pc={self.pc})"


Ctx = dict
Fn = Callable[["Game", Ctx], Any]


def copy_data(v: Any) -> Any:
    """Copy the plain data held by frames and contexts (ints, strings, lists, dicts)."""
    if isinstance(v, list):
        return [copy_data(x) for x in v]
    if isinstance(v, dict):
        return {k: copy_data(x) for k, x in v.items()}
    return v


def copy_stack(stack: list[Frame]) -> list[Frame]:
    ctx_copies: dict[int, dict] = {}
    out = []
    for f in stack:
        ctx = ctx_copies.get(id(f.ctx))
        if ctx is None:
            ctx = ctx_copies[id(f.ctx)] = copy_data(f.ctx)
        g = Frame(f.step, ctx, copy_data(f.data))
        g.pc = f.pc
        g.answer = f.answer
        out.append(g)
    return out


# ---------------------------------------------------------------------------------------------
# Generic control-flow steps


class Seq(Step):
    """Run child steps in order, sharing the ability context."""

    label = "sequence"

    def __init__(self, *steps: Step):
        super().__init__()
        self.steps = tuple(s for s in steps if s is not None)

    def run(self, game: Game, frame: Frame) -> bool:
        if frame.pc >= len(self.steps):
            return True
        step = self.steps[frame.pc]
        frame.pc += 1
        game.push(step, frame.ctx)
        return frame.pc >= len(self.steps)


class Do(Step):
    """An immediate change with no decision: `fn(game, ctx)`."""

    label = "do"

    def __init__(self, fn: Fn, label: str = "do"):
        super().__init__()
        self.fn = fn
        self.label = label

    def run(self, game: Game, frame: Frame) -> bool:
        self.fn(game, frame.ctx)
        return True


class If(Step):
    def __init__(self, cond: Fn, then: Step | None, otherwise: Step | None = None):
        super().__init__()
        self.cond = cond
        self.then = then
        self.otherwise = otherwise

    def run(self, game: Game, frame: Frame) -> bool:
        branch = self.then if self.cond(game, frame.ctx) else self.otherwise
        if branch is not None:
            game.push(branch, frame.ctx)
        return True


class Choose(Step):
    """Choose cards from what `candidates(game, ctx)` returns and store their ids in ctx[key].

    count: exact number to choose (fewer if fewer exist), or fn(game, ctx) giving it ("archive a card for each
    …"); up_to: choose 0..count instead (at_least..count: "1 or more"). ordered: the cards chosen go one place
    at once in the order of the answer (Reiteration's "put 2 cards … on the bottom of your deck"): when every
    candidate must be chosen, the order is still the player's, asked as `Game.decide_order` (FORMAT Decisions).
    """

    def __init__(self, key: str, candidates: Fn, count: int | Fn = 1, up_to: bool = False,
                 prompt: str = "Choose a card", chooser: Fn | None = None, at_least: int = 0,
                 weight: Fn | None = None, min_total: int = 0, together: Fn | None = None,
                 ordered: bool = False):
        super().__init__()
        self.key = key
        self.ordered = ordered
        self.candidates = candidates
        self.count = count
        self.up_to = up_to
        self.prompt = prompt
        self.chooser = chooser
        self.at_least = at_least
        self.weight = weight        # weight(game, card): a non-empty choice must total min_total (Might Makes Right)
        self.min_total = min_total
        self.together = together    # together(game, card): the chosen cards must all share it (Quantum Fingertrap)

    def run(self, game: Game, frame: Frame) -> bool:
        ctx = frame.ctx
        if frame.answer is None:
            cands = self.candidates(game, ctx)
            player = self.chooser(game, ctx) if self.chooser else game.active
            count = self.count(game, ctx) if callable(self.count) else self.count
            if count <= 0:
                ctx[self.key] = []
                return True
            if count == 1 and not self.up_to:
                if not cands:
                    ctx[self.key] = []
                    return True
                ans = game.ask(frame, player, "target", cands, self.prompt)
                if ans is None:
                    return False
                ctx[self.key] = [ans]
                return True
            n = min(count, len(cands))
            lo = min(self.at_least, n) if self.up_to else n
            totals = {x: self.weight(game, x) for x in cands} if self.weight else None
            together = {x: self.together(game, x) for x in cands} if self.together else None
            if self.ordered and lo == n == len(cands) and totals is None and together is None:
                order = game.decide_order(frame, cands, self.prompt)
                if order is None:
                    return False
                ctx[self.key] = order
                return True
            ans = game.ask(frame, player, "targets", cands, self.prompt, min_count=lo, max_count=n, totals=totals,
                           min_total=self.min_total, together=together)
            if ans is None:
                return False
        else:
            ans = frame.answer
            frame.answer = None
        ctx[self.key] = list(ans) if isinstance(ans, (list, tuple)) else [ans]
        return True


class May(Step):
    """'You may …': a yes/no decision, unless nothing could be done (`possible` is false)."""

    def __init__(self, prompt: str, then: Step, possible: Fn | None = None, otherwise: Step | None = None):
        super().__init__()
        self.prompt = prompt
        self.then = then
        self.possible = possible
        self.otherwise = otherwise

    def run(self, game: Game, frame: Frame) -> bool:
        if self.possible is not None and not self.possible(game, frame.ctx):
            return True
        ans = game.decide(frame, game.active, "yesno", ["yes", "no"], self.prompt, auto=False)
        if ans is None:
            return False
        if ans == "yes":
            game.push(self.then, frame.ctx)
        elif self.otherwise is not None:
            game.push(self.otherwise, frame.ctx)
        return True


class ChooseOne(Step):
    """A choice of effects; each option is labelled with the card's own wording."""

    def __init__(self, options: dict[str, Step], available: dict[str, Fn] | None = None):
        super().__init__()
        self.options = options
        self.available = available or {}

    def run(self, game: Game, frame: Frame) -> bool:
        labels = [k for k in self.options if k not in self.available or self.available[k](game, frame.ctx)]
        if not labels:
            return True
        ans = game.decide(frame, game.active, "option", labels, "Choose one")
        if ans is None:
            return False
        game.push(self.options[ans], frame.ctx)
        return True


class Repeat(Step):
    """Run `step` `times(game, ctx)` times (evaluated once, when it starts)."""

    def __init__(self, times: Fn, step: Step):
        super().__init__()
        self.times = times
        self.step = step

    def run(self, game: Game, frame: Frame) -> bool:
        if frame.data is None:
            frame.data = int(self.times(game, frame.ctx))
        if frame.pc >= frame.data:
            return True
        frame.pc += 1
        game.push(self.step, frame.ctx)
        return frame.pc >= frame.data


class Reaction(Spec):
    """A triggered ability of a card in play, or of a lasting effect.

    `event` names the event kind; `cond(game, src, event, ctx)` says whether it triggers, where `src`
    is the carrying card's id (or the lasting effect's source) and `ctx` the lasting effect's context.
    `before_play`: an "after a card is played" reaction that must resolve before that card's own Play:
    ability, though at the same timing point (Encounter Suit); on an "enters play" reaction, one that says how
    the creature enters (Knightapult), resolved as it enters, before its bonus icons and Play:. `granted`: see
    below. `gained`: a reaction of an upgrade that is an ability it gives its creature ("This creature gains, 'At
    the end of your turn, …'"), lost while that creature loses all abilities (Molluscaller), as Static.gained.
    """

    def __init__(self, event: str, cond: Callable[..., bool], effect: Step, text: str = "",
                 before_play: bool = False, granted: bool = False, gained: bool = False):
        super().__init__()
        self.gained = gained
        self.event = event
        self.cond = cond
        self.effect = effect
        self.text = text
        self.before_play = before_play
        # an ability the creatures `cond` picks out have as their own ('<creatures> gain "After Reap: …"'),
        # carried by the card that grants it: Replicator may resolve it as that creature's
        self.granted = granted


class Static(Spec):
    """A constant ability: `kind` says what it modifies; `applies(game, src, cid, ctx)` to which card.
    `gained`: an ability an upgrade gives the creature it is attached to ("This creature gains, 'Your opponent's
    keys cost +2Æ.'"), the creature's own while it has it, so lost with "loses all abilities" (Molluscaller); an
    upgrade's own text (Collar of Subordination, Disruption Field's cost) is not."""

    def __init__(self, kind: str, applies: Callable[..., bool] | None = None, value: Any = None,
                 gained: bool = False):
        super().__init__()
        self.kind = kind
        self.applies = applies
        self.value = value
        self.gained = gained

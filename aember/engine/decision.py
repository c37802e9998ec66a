"""Decisions: who must answer what, and which answers are legal."""

from __future__ import annotations

import numbers
from collections.abc import Callable
from itertools import combinations
from typing import Any


def _shown(answer: Any) -> str:
    """An answer as a message shows it: a huge one (a list of 100000 numbers in a replay) is cut short; one nested
    deeper than repr can go is named by its type (repr had raised RecursionError, a bare error, not a refusal)."""
    try:
        text = repr(answer)
    except RecursionError:
        return f"a {type(answer).__name__} nested too deep to show"
    return text if len(text) <= 200 else text[:200] + f"… ({len(text)} characters)"


def _same(answer: Any, option: Any) -> bool:
    """Whether an answer that equals an option is that option, and not a look-alike of another type: 20.0, 20+0j or
    True equal the card 20 (or 1) but had passed the check and then stopped the game half-run as a TypeError (list
    indices must be integers), with the decision already gone. Any whole number type (numpy's too) stands for an int."""
    if isinstance(option, bool) or isinstance(answer, bool):
        return type(answer) is type(option)
    if isinstance(option, int):
        return isinstance(answer, numbers.Integral)
    if isinstance(option, tuple):
        return isinstance(answer, tuple) and all(_same(a, o) for a, o in zip(answer, option, strict=True))
    return isinstance(answer, type(option))


_NO_OPTION = object()


def _option(answer: Any, options: list) -> Any:
    """The option the answer stands for, or _NO_OPTION when it is none of them."""
    try:
        o = options[options.index(answer)]      # (the usual case at C speed: the option itself, as listed)
    except (ValueError, RecursionError):        # (not listed: the error shows the answer, which may be too deep)
        return _NO_OPTION
    if type(o) is type(answer) and (type(o) is not tuple or o is answer or _same(answer, o)):
        return o
    for o in options:
        if o == answer and _same(answer, o):
            return o
    return _NO_OPTION


class IllegalAnswer(ValueError):
    """An answer that the pending decision does not allow. The game is left unchanged."""


# Decision kinds. 'main' is step 3's free choice of move, 'house' is step 2; the others are
# follow-ups posed while something resolves ('player': which player, options 0 and 1).
KINDS = ("mulligan", "house", "archives", "main", "target", "targets", "option", "yesno", "order",
         "flank", "key", "player")


class Decision:
    __slots__ = ("player", "kind", "prompt", "_options", "_lister", "min_count", "max_count", "default", "groups",
                 "totals", "min_total", "together")

    def __init__(self, player: int, kind: str, prompt: str, options: list | None, min_count: int = 1,
                 max_count: int = 1, default: Any = None, lister: Callable | None = None,
                 groups: dict | None = None, totals: dict | None = None, min_total: int = 0,
                 together: dict | None = None):
        self.player = player
        self.kind = kind
        self.prompt = prompt
        self._options = options
        self._lister = lister       # WeakMethod listing the options when first read (the costly step-3 moves)
        self.min_count = min_count
        self.max_count = max_count
        self.default = default
        # 'targets' whose choices must each stand for a different group (Recorded History: "cards of different
        # houses"): option -> the groups it may stand for (a card of two houses, either); None: no such rule
        self.groups = groups
        # 'targets' whose chosen options must add up to at least min_total (Might Makes Right: "creatures with total
        # power of 25 or more"): option -> its value; an empty answer (choosing none) stays legal; None: no such rule
        self.totals = totals
        self.min_total = min_total
        # 'targets' whose chosen options must all share one key (Quantum Fingertrap: "2 creatures in a battleline",
        # both in one battleline): option -> its key; None: no such rule
        self.together = together

    @property
    def options(self) -> list:
        o = self._options
        if o is None:
            o = self._options = self._lister()()     # a weak reference: no cycle keeps a game alive
            self._lister = None
        return o

    @property
    def multi(self) -> bool:
        return self.kind == "targets"

    def check(self, answer: Any) -> Any:
        """Return the answer in canonical form, or raise IllegalAnswer saying why."""
        if self.multi:
            if isinstance(answer, (numbers.Integral, str)):     # one choice given bare (a numpy int too, as _same)
                answer = (answer,)
            if not isinstance(answer, (list, tuple)):
                raise IllegalAnswer(f"{self.prompt}: expected a list of choices, got {_shown(answer)}")
            chosen = []
            for a in answer:        # first: a choice that is a list or a dict cannot go in the set below
                o = _option(a, self.options)
                if o is _NO_OPTION:
                    raise IllegalAnswer(f"{self.prompt}: {_shown(a)} is not one of the choices")
                chosen.append(o)
            answer = tuple(chosen)
            if len(set(answer)) != len(answer):
                raise IllegalAnswer(f"{self.prompt}: the same card was chosen twice")
            if not self.min_count <= len(answer) <= self.max_count:
                if self.min_count == self.max_count:
                    raise IllegalAnswer(f"{self.prompt}: choose exactly {self.min_count}, not {len(answer)}")
                raise IllegalAnswer(
                    f"{self.prompt}: choose {self.min_count} to {self.max_count}, not {len(answer)}")
            if self.groups and not self.distinct_groups(answer):
                raise IllegalAnswer(f"{self.prompt}: the choices must each be of a different house (or name)")
            if not self.enough_total(answer):
                raise IllegalAnswer(f"{self.prompt}: the choices must total {self.min_total} or more")
            if not self.all_together(answer):
                raise IllegalAnswer(f"{self.prompt}: the choices must all be in one place (one battleline)")
            return answer
        if isinstance(answer, list):
            answer = tuple(answer)
        o = _option(answer, self.options)
        if o is _NO_OPTION:
            raise IllegalAnswer(f"{self.prompt}: {_shown(answer)} is not a legal answer")
        return o

    def answers(self, limit: int = 64) -> list:
        """Every legal answer (for several-card choices, at most `limit` of them)."""
        if not self.multi:
            return list(self.options)
        out: list = []
        for n in range(self.min_count, self.max_count + 1):
            for combo in combinations(self.options, n):
                if (self.groups and not self.distinct_groups(combo)) or not self.enough_total(combo) \
                        or not self.all_together(combo):
                    continue
                out.append(combo)
                if len(out) >= limit:
                    return out
        return out

    def enough_total(self, answer: tuple | list) -> bool:
        """Whether a non-empty answer reaches `min_total` (always true without `totals`)."""
        if self.totals is None or not answer:
            return True
        return sum(self.totals.get(a, 0) for a in answer) >= self.min_total

    def all_together(self, answer: tuple | list) -> bool:
        """Whether the chosen options all share one key (always true without `together`)."""
        if self.together is None:
            return True
        return len({self.together.get(a) for a in answer}) <= 1

    def distinct_groups(self, answer: tuple | list) -> bool:
        """Whether each chosen option can stand for a group of its own (a matching: tried exhaustively, the
        answers hold a few cards)."""
        groups = self.groups or {}

        def fit(i: int, used: frozenset) -> bool:
            if i == len(answer):
                return True
            return any(g not in used and fit(i + 1, used | {g}) for g in groups.get(answer[i], ()))
        return fit(0, frozenset())

    def to_json(self) -> dict:
        d = {"player": self.player, "kind": self.kind, "prompt": self.prompt,
             "options": [list(o) if isinstance(o, tuple) else o for o in self.options],
             "min_count": self.min_count, "max_count": self.max_count,
             "default": list(self.default) if isinstance(self.default, tuple) else self.default}
        if self.groups:
            d["groups"] = [[o, list(g)] for o, g in self.groups.items()]
        if self.totals is not None:
            d["totals"] = [[o, v] for o, v in self.totals.items()]
            d["min_total"] = self.min_total
        if self.together is not None:
            d["together"] = [[o, v] for o, v in self.together.items()]
        return d

    @classmethod
    def from_json(cls, d: dict) -> Decision:
        opts = [tuple(o) if isinstance(o, list) else o for o in d["options"]]
        default = d.get("default")
        if isinstance(default, list):
            default = tuple(default)
        groups = {o: tuple(g) for o, g in d["groups"]} if d.get("groups") else None
        totals = {o: v for o, v in d["totals"]} if d.get("totals") is not None else None
        together = {o: v for o, v in d["together"]} if d.get("together") is not None else None
        return cls(d["player"], d["kind"], d["prompt"], opts, d["min_count"], d["max_count"], default,
                   groups=groups, totals=totals, min_total=d.get("min_total", 0), together=together)

    def __repr__(self) -> str:
        return f"Decision(p{self.player + 1} {self.kind}: {self.prompt}; {len(self.options)} options)"

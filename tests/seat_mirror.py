"""The seat mirror: a scenario with p1 and p2 swapped everywhere (a metamorphic test of the engine and runner).

The rules never care which seat a player has, so a scenario must give the same outcome when the two players trade
every name (FORMAT.md, revision 2): the setup blocks, `active:`, `owner:`, answers and expectations that name a
player, `p1:`/`p2:` card references, and the tide (given "as seen by p1", so high and low trade too).

FORMAT numbers same-title cards `Title#n` in setup order, p1's block first: swapped, p2's old block comes first,
so a reference with a number (or a bare title in an expectation, which means `Title#1`) is renumbered to name the
same physical card. Cards made during the game number after the setup's, in the order they are made: unchanged.
A bare title in a move is left bare: the runner reads it by where it is used (the active player's copy, the copy
offered), which the swap keeps. A new game (`new_game: true`) is not mirrored: p1 is the first player there by
definition, so swapping would be another game (`mirror()` returns None).
"""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import yaml

from aember.carddb import normalize_title
from aember.scenario import REF_RE, ZONE_ORDER, Result, Scenario, _StrictLoader, run_scenario

SWAP = {"p1": "p2", "p2": "p1"}
TIDE = {"high": "low", "low": "high"}
REF_MOVES = ("play", "discard", "reap", "unstun", "action", "omni")


def _title(e: Any) -> str | None:
    if isinstance(e, str):
        return e
    if isinstance(e, dict) and isinstance(e.get("card"), str):
        return e["card"]
    return None


def setup_cards(setup: dict, order: tuple[str, str]) -> list[tuple[str, str, str]]:
    """The cards of a setup in FORMAT's setup order with the blocks taken in `order`, as (block, normalised title,
    owner): each zone in turn, a card in play followed by the cards under, upgrades on and grafted onto it (the
    runner's order), then the archon power and the prophecies' fate cards."""
    out: list[tuple[str, str, str]] = []

    def add(block: str, e: Any) -> None:
        t = _title(e)
        if t is not None:
            owner = e.get("owner", block) if isinstance(e, dict) else block
            out.append((block, normalize_title(t), str(owner)))

    for block in order:
        pd = setup.get(block)
        if not isinstance(pd, dict):
            continue
        for z in ZONE_ORDER:
            for e in pd.get(z) or [] if isinstance(pd.get(z), list) else []:
                add(block, e)
                if isinstance(e, dict) and z in ("battleline", "artifacts"):
                    for sub in ("under", "upgrades", "grafted"):
                        for u in e.get(sub) or [] if isinstance(e.get(sub), list) else []:
                            add(block, u)
        if isinstance(pd.get("archon_power"), str):
            add(block, pd["archon_power"])
        for p in pd.get("prophecies") or [] if isinstance(pd.get("prophecies"), list) else []:
            if isinstance(p, dict) and p.get("fate") is not None:
                add(block, p["fate"])
    for block in order:     # prophecies are not cards, but are numbered as they are, p1's first (no title is both)
        pd = setup.get(block)
        for p in pd.get("prophecies") or [] if isinstance(pd, dict) and isinstance(pd.get("prophecies"), list) else []:
            for side in p.get("sides") or [] if isinstance(p, dict) and isinstance(p.get("sides"), list) else []:
                add(block, side)
    return out


class Mirror:
    def __init__(self, data: dict):
        setup = data.get("setup") if isinstance(data.get("setup"), dict) else {}
        # each physical card is (block, index in its block); its place in each order
        self.before = self._keyed(setup_cards(setup, ("p1", "p2")))
        self.after = self._keyed(setup_cards(setup, ("p2", "p1")))

    @staticmethod
    def _keyed(cards: list[tuple[str, str, str]]) -> list[tuple[tuple[str, int], str, str]]:
        seen: dict[str, int] = {}
        out = []
        for block, title, owner in cards:
            seen[block] = seen.get(block, 0) + 1
            out.append(((block, seen[block]), title, owner))
        return out

    def ref(self, text: Any, bare_strict: bool) -> Any:
        """A card reference of the original, named in the mirror. `bare_strict`: a bare title means Title#1
        (expectations); otherwise (moves) a bare title stays bare."""
        if isinstance(text, dict) and "card" in text:
            return {**text, "card": self.ref(text["card"], bare_strict)}
        if not isinstance(text, str):
            return text
        m = REF_RE.match(text.strip())
        owner, title, num = m.group(1), m.group(2), m.group(3)
        if num is None and not bare_strict:
            return f"{SWAP[owner]}:{title}" if owner else text
        n = int(num or 1)
        key = normalize_title(title)
        old = [c for c, t, o in self.before if t == key and (owner is None or o == owner)]
        # (`after` keeps the original's owners: the same owner's cards, in the mirror's order)
        new = [c for c, t, o in self.after if t == key and (owner is None or o == owner)]
        new_owner = SWAP[owner] if owner else None
        prefix = f"{new_owner}:" if new_owner else ""
        if n > len(old) or n < 1:
            # a card made during the game (numbered after the setup's, unchanged) or no card: as written
            return f"{prefix}{title}" + (f"#{num}" if num is not None else "")
        n2 = new.index(old[n - 1]) + 1
        if n2 == 1 and num is None:
            return f"{prefix}{title}"
        return f"{prefix}{title}#{n2}"

    def prefix_only(self, text: Any) -> Any:
        """A card written where only its title and owner count (zone lists, pending options): swap the owner."""
        if isinstance(text, dict) and "card" in text:
            return {**text, "card": self.prefix_only(text["card"])}
        if not isinstance(text, str):
            return text
        if text.strip() in SWAP:        # a player offered by a decision
            return SWAP[text.strip()]
        m = REF_RE.match(text.strip())
        if m.group(1):
            return f"{SWAP[m.group(1)]}:{text.strip()[3:]}"
        return text

    # -- setup --------------------------------------------------------------------------
    @staticmethod
    def _owner(e: Any) -> Any:
        if isinstance(e, dict) and e.get("owner") in SWAP:
            return {**e, "owner": SWAP[e["owner"]]}
        return e

    def block(self, pd: Any) -> Any:
        if not isinstance(pd, dict):
            return pd
        pd = copy.deepcopy(pd)
        for z in ZONE_ORDER:
            if isinstance(pd.get(z), list):
                out = []
                for e in pd[z]:
                    e = self._owner(e)
                    if isinstance(e, dict):
                        for sub in ("under", "upgrades", "grafted"):
                            if isinstance(e.get(sub), list):
                                e[sub] = [self._owner(u) for u in e[sub]]
                    out.append(e)
                pd[z] = out
        if isinstance(pd.get("prophecies"), list):
            pd["prophecies"] = [{**p, "fate": self._owner(p["fate"])} if isinstance(p, dict) and "fate" in p else p
                                for p in pd["prophecies"]]
        return pd

    def setup(self, s: Any) -> Any:
        if not isinstance(s, dict):
            return s
        out: dict = {}
        for k, v in s.items():
            if k in SWAP:
                out[SWAP[k]] = self.block(v)
            elif k == "active":
                out[k] = SWAP.get(v, v)
            elif k == "tide":
                out[k] = TIDE.get(str(v).lower(), v)
            else:
                out[k] = v
        return out

    # -- moves ----------------------------------------------------------------------------
    def move(self, m: Any, illegal: bool = False) -> Any:
        """A move. The runner reads a bare title as the copy where a free move uses it (the active player's copy in
        hand or in play): left bare there, as the swap keeps that; a bare title anywhere else (a target, an answer,
        any card of a move under `illegal:`) means Title#1, renumbered. (Not followed: the runner's reading of a
        bare answer whose Title#1 is not offered as the one copy offered - renumbered, it names Title#1.)"""
        if not isinstance(m, dict) or len(m) != 1:
            return m
        (kind, arg), = m.items()
        used = not illegal      # a bare title of the card used is read where it is used

        def spec(a: Any, used_keys: tuple[str, ...], other_keys: tuple[str, ...]) -> Any:
            if isinstance(a, dict):
                return {k: self.ref(v, not used) if k in used_keys else self.ref(v, True) if k in other_keys
                        else v for k, v in a.items()}
            return self.ref(a, not used)

        if kind == "illegal":
            return {kind: self.move(arg, True)}
        if kind == "expect":
            return {kind: self.expect(arg)}
        if kind in REF_MOVES:
            arg = spec(arg, ("card",), ("target",))
        elif kind == "fight":
            arg = spec(arg, ("with",), ("target",))
        elif kind == "prophecy":
            if isinstance(arg, dict):
                arg = {k: self.ref(v, not used) if k == "fate" else self.prefix_only(v) if k == "card" else v
                       for k, v in arg.items()}
            else:
                arg = self.prefix_only(arg)
        elif kind == "select":
            if isinstance(arg, list):
                # a bare title given more than once is each next copy offered (the runner): left bare
                again = [a for a in arg if isinstance(a, str) and "#" not in a and arg.count(a) > 1]
                arg = [self.ref(a, a not in again) for a in arg]
            else:
                arg = self.ref(arg, True)
        elif kind == "choose":
            if isinstance(arg, str) and arg.strip().lower() in SWAP:
                arg = SWAP[arg.strip().lower()]
        return {kind: arg}

    # -- expectations ---------------------------------------------------------------------
    def expect(self, exp: Any) -> Any:
        if not isinstance(exp, dict):
            return exp
        out: dict = {}
        for k, v in exp.items():
            if k in SWAP:
                if isinstance(v, dict):
                    v = {zk: ([self.prefix_only(t) for t in zv] if isinstance(zv, list)
                              else self.prefix_only(zv) if zk == "discard_top" else zv)
                         for zk, zv in v.items()}
                out[SWAP[k]] = v
            elif k in ("active", "winner"):
                out[k] = SWAP.get(v, v)
            elif k == "tide":
                out[k] = TIDE.get(str(v).lower(), v)
            elif k == "cards" and isinstance(v, dict):
                cards = {}
                for ref, ce in v.items():
                    if isinstance(ce, dict):
                        ce = {ck: (SWAP.get(cv, cv) if ck in ("controller", "owner")
                                   else [self.prefix_only(t) for t in cv] if ck in ("under", "upgrades", "grafted")
                                   and isinstance(cv, list) else cv)
                              for ck, cv in ce.items()}
                    cards[self.ref(ref, True) if isinstance(ref, str) else ref] = ce
                out[k] = cards
            elif k == "pending" and isinstance(v, dict) and isinstance(v.get("options"), list):
                out[k] = {**v, "options": [self.prefix_only(o) for o in v["options"]]}
            else:
                out[k] = v
        return out


def mirror(data: dict) -> dict | None:
    """The scenario with the seats swapped; None for a new game (not mirrorable)."""
    setup = data.get("setup")
    if isinstance(setup, dict) and setup.get("new_game"):
        return None
    mi = Mirror(data)
    out = {}
    for k, v in data.items():
        if k == "setup":
            out[k] = mi.setup(v)
        elif k == "moves":
            out[k] = [mi.move(m) for m in v] if isinstance(v, list) else v
        elif k == "expect":
            out[k] = mi.expect(v)
        else:
            out[k] = copy.deepcopy(v)
    if "setup" not in out:
        out["setup"] = {"active": "p2"}
    elif isinstance(out["setup"], dict) and "active" not in out["setup"]:
        out["setup"]["active"] = "p2"   # (the default active player is p1)
    return out


def load(path: Path) -> Any:
    with open(path, encoding="utf-8") as f:
        return yaml.load(f, Loader=_StrictLoader)   # noqa: S506 (a SafeLoader)


def run_mirrored(path: Path) -> Result | None:
    """The mirrored scenario of a file, run; None if it is not mirrorable."""
    data = load(path)
    mdata = mirror(data) if isinstance(data, dict) else None
    return None if mdata is None else run_scenario(mdata, f"{path} (mirrored)", path.stem)


class KeepOrderScenario(Scenario):
    """A mirrored scenario run with its cards made in the original's order (the old p1 block first) while they are
    numbered as FORMAT numbers the mirror's (its p1 block first). FORMAT's defaults go by setup order (abilities
    that trigger at once, cards put into one pile at once), so the plain mirror may rightly differ where it leaves
    such an order to its default; this run keeps the original's order and isolates the seats themselves."""

    def _build_player(self, i: int, pd: dict, pname: str) -> None:
        if i == 0:
            self._deferred = (i, pd, pname)
            return
        n0, f0 = len(self.refs), len(self.refs_fd)
        super()._build_player(i, pd, pname)
        n1, f1 = len(self.refs), len(self.refs_fd)
        super()._build_player(*self._deferred)
        self.refs = self.refs[:n0] + self.refs[n1:] + self.refs[n0:n1]
        self.refs_fd = self.refs_fd[:f0] + self.refs_fd[f1:] + self.refs_fd[f0:f1]


def run_keep_order(path: Path) -> Result | None:
    """The mirrored scenario of a file, run with the original's card order (KeepOrderScenario)."""
    data = load(path)
    mdata = mirror(data) if isinstance(data, dict) else None
    return None if mdata is None else run_scenario(mdata, f"{path} (mirrored, original card order)", path.stem,
                                                   scenario=KeepOrderScenario)

"""The card vocabulary: targets, conditions and effects that card definitions are written in.

An effect builder returns a Step. Targets are chosen by `Choose` steps into the ability
context (`ctx`), and later steps act on what was chosen, so a card reads top to bottom:

    play=deal_damage(A_CREATURE, 3)                 # Punch
    fight=steal(1)                                  # Dodger (After Fight)
    play=seq(steal(1, key="stolen"), if_(did("stolen"), deal_damage(A_CREATURE, 2)))   # Nerve Blast

Context keys: 'src' the card whose ability this is, 'me' the player resolving it, 'ev' the event
that triggered it (reactions), and whatever the steps chose or recorded.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from aember.engine.state import BATTLELINE, HAND, IN_PLAY
from aember.engine.steps import Choose, Ctx, Do, If, May, Reaction, Repeat, Seq, Static, Step

if TYPE_CHECKING:
    from aember.engine.game import Game

Amount = int | Callable[["Game", Ctx], int]


def _n(game: Game, ctx: Ctx, amount: Amount) -> int:
    return amount(game, ctx) if callable(amount) else amount


# ---------------------------------------------------------------------------------------------
# Targets


class Target:
    """Which cards an effect may choose: `candidates(game, ctx)`, with a prompt."""

    def __init__(self, candidates: Callable[[Game, Ctx], list[int]], prompt: str, count: int = 1,
                 up_to: bool = False):
        self.candidates = candidates
        self.prompt = prompt
        self.count = count
        self.up_to = up_to

    def where(self, cond: Callable[[Game, int, Ctx], bool], prompt: str | None = None) -> Target:
        base = self.candidates
        return Target(lambda g, c: [x for x in base(g, c) if cond(g, x, c)], prompt or self.prompt,
                      self.count, self.up_to)

    def times(self, count: int, up_to: bool = False, prompt: str | None = None) -> Target:
        return Target(self.candidates, prompt or self.prompt, count, up_to)

    def other(self) -> Target:
        """Not the card whose ability this is."""
        return self.where(lambda g, x, c: x != c.get("src"))


def _side(game: Game, ctx: Ctx, side: str) -> list[int]:
    me = ctx["me"]
    if side == "friendly":
        return list(game.players[me].battleline)
    if side == "enemy":
        return list(game.players[1 - me].battleline)
    return game.players[me].battleline + game.players[1 - me].battleline


def creatures(side: str = "any", prompt: str | None = None) -> Target:
    words = {"any": "a creature", "friendly": "a friendly creature", "enemy": "an enemy creature"}[side]
    return Target(lambda g, c: _side(g, c, side), prompt or f"Choose {words}")


def artifacts(side: str = "any", prompt: str | None = None) -> Target:
    def cands(g: Game, c: Ctx) -> list[int]:
        me = c["me"]
        if side == "friendly":
            return list(g.players[me].artifacts)
        if side == "enemy":
            return list(g.players[1 - me].artifacts)
        return g.players[me].artifacts + g.players[1 - me].artifacts
    return Target(cands, prompt or "Choose an artifact")


def in_my_zone(zone: str, cond: Callable[[Game, int], bool] | None = None, prompt: str = "Choose a card") -> Target:
    def cands(g: Game, c: Ctx) -> list[int]:
        lst = g.players[c["me"]].zone_list(zone)
        return [x for x in lst if cond is None or cond(g, x)]
    return Target(cands, prompt)


A_CREATURE = creatures()
FRIENDLY_CREATURE = creatures("friendly")
ENEMY_CREATURE = creatures("enemy")


def neighbors_of_self(prompt: str = "Choose a neighboring creature") -> Target:
    return Target(lambda g, c: g.neighbors(c["src"]), prompt)


def choose(key: str, target: Target) -> Step:
    return Choose(key, target.candidates, target.count, target.up_to, target.prompt)


def _chosen(ctx: Ctx, key: str) -> list[int]:
    return ctx.get(key) or []


def _with_target(target: Target | str, key: str, then: Step) -> Step:
    if isinstance(target, str):
        return then
    return Seq(choose(key, target), then)


# ---------------------------------------------------------------------------------------------
# Conditions


def did(key: str = "did") -> Callable[[Game, Ctx], bool]:
    """'If you do': the recorded result of an earlier step was a success."""
    return lambda g, c: bool(c.get(key))


def opponent_amber(g: Game, c: Ctx) -> int:
    return g.players[1 - c["me"]].amber


def my_amber(g: Game, c: Ctx) -> int:
    return g.players[c["me"]].amber


def src_in_play(g: Game, c: Ctx) -> bool:
    return g.cards[c["src"]].zone in IN_PLAY


# ---------------------------------------------------------------------------------------------
# Effects


def seq(*steps: Step) -> Step:
    return Seq(*steps)


def do(fn: Callable[[Game, Ctx], Any], label: str = "do") -> Step:
    return Do(fn, label)


def if_(cond: Callable[[Game, Ctx], bool], then: Step, otherwise: Step | None = None) -> Step:
    return If(cond, then, otherwise)


def may(prompt: str, then: Step, possible: Callable[[Game, Ctx], bool] | None = None) -> Step:
    return May(prompt, then, possible)


def repeat(times: Amount, step: Step) -> Step:
    return Repeat(times if callable(times) else (lambda g, c: times), step)


def gain(amount: Amount) -> Step:
    return Do(lambda g, c: g.gain(c["me"], _n(g, c, amount)), "gain")


def steal(amount: Amount, key: str = "did") -> Step:
    def fn(g: Game, c: Ctx) -> None:
        c[key] = g.steal(c["me"], _n(g, c, amount))
    return Do(fn, "steal")


def capture(amount: Amount, by: Target | str | None = None, key: str = "did") -> Step:
    """Capture: by the ability's own creature (default), or by a chosen creature."""
    def fn(g: Game, c: Ctx) -> None:
        takers = [c["src"]] if by is None else _chosen(c, by if isinstance(by, str) else "capturer")
        total = 0
        for t in takers:
            total += g.capture(t, _n(g, c, amount), 1 - c["me"])
        c[key] = total
    step = Do(fn, "capture")
    if by is None or isinstance(by, str):
        return step
    return Seq(choose("capturer", by), step)


def draw(amount: Amount = 1) -> Step:
    return Do(lambda g, c: g.draw(c["me"], _n(g, c, amount)), "draw")


def deal_damage(target: Target | str, amount: Amount, key: str = "t") -> Step:
    """Deal damage to one chosen creature (or to every card already chosen under `target`)."""
    k = target if isinstance(target, str) else key

    def fn(g: Game, c: Ctx) -> None:
        n = _n(g, c, amount)
        hits = [(x, n) for x in _chosen(c, k) if g.cards[x].zone == BATTLELINE]
        c["dealt"] = g.deal_damage(hits, c.get("src", -1))
    return _with_target(target, key, Do(fn, "damage"))


def damage_each(side: str, amount: Amount, where: Callable[[Game, int, Ctx], bool] | None = None) -> Step:
    """Deal damage to each creature of a side at once."""
    def fn(g: Game, c: Ctx) -> None:
        n = _n(g, c, amount)
        hits = [(x, n) for x in _side(g, c, side) if where is None or where(g, x, c)]
        c["dealt"] = g.deal_damage(hits, c.get("src", -1))
    return Do(fn, "damage each")


def destroy(target: Target | str, key: str = "t") -> Step:
    k = target if isinstance(target, str) else key

    def fn(g: Game, c: Ctx) -> None:
        c["destroyed"] = g.destroy([x for x in _chosen(c, k) if g.in_play(x)])
    return _with_target(target, key, Do(fn, "destroy"))


def stun(target: Target | str, key: str = "t") -> Step:
    k = target if isinstance(target, str) else key
    return _with_target(target, key, Do(lambda g, c: [g.stun(x) for x in _chosen(c, k)], "stun"))


def ready(target: Target | str, key: str = "t") -> Step:
    k = target if isinstance(target, str) else key
    return _with_target(target, key, Do(lambda g, c: [g.ready(x) for x in _chosen(c, k)], "ready"))


def heal(target: Target | str, amount: int | None, key: str = "t") -> Step:
    k = target if isinstance(target, str) else key

    def fn(g: Game, c: Ctx) -> None:
        c["healed"] = sum(g.heal(x, amount) for x in _chosen(c, k))
    return _with_target(target, key, Do(fn, "heal"))


def return_to_hand(target: Target | str, key: str = "t") -> Step:
    k = target if isinstance(target, str) else key
    return _with_target(target, key, Do(lambda g, c: [g.return_to_hand(x) for x in _chosen(c, k)], "return"))


def return_self_to_hand() -> Step:
    return Do(lambda g, c: g.return_to_hand(c["src"]), "return self")


def move_from_zone_to_hand(target: Target, key: str = "t") -> Step:
    """Return cards from a non-play zone (the discard pile) to their owner's hand."""
    def fn(g: Game, c: Ctx) -> None:
        for x in _chosen(c, key):
            g.say(f"{g.cname(x)} returns to {g.pname(g.cards[x].owner)}'s hand")
            g.move(x, HAND)
    return Seq(choose(key, target), Do(fn, "to hand"))


def use(target: Target | str, mode: str | None = None, ready_first: bool = False, key: str = "t") -> Step:
    """Use a chosen creature (mode None: the player picks reap/fight/action/omni), optionally readying it."""
    k = target if isinstance(target, str) else key
    return _with_target(target, key, UseChosen(k, mode, ready_first))


def ready_and_fight(target: Target | str, key: str = "t") -> Step:
    return use(target, "fight", ready_first=True, key=key)


class UseChosen(Step):
    """Use the chosen creature through an ability: it may be of any house, but must be able to exhaust."""

    def __init__(self, key: str, mode: str | None, ready_first: bool):
        super().__init__()
        self.key = key
        self.mode = mode
        self.ready_first = ready_first

    def run(self, game: Game, frame: Step) -> bool:
        from aember.engine.rules import USE
        ctx = frame.ctx
        chosen = _chosen(ctx, self.key)
        if not chosen:
            return True
        cid = chosen[0]
        c = game.cards[cid]
        if c.zone not in IN_PLAY:
            return True
        if self.ready_first:
            game.ready(cid)
        if c.exhausted:
            return True
        me = ctx["me"]
        if c.stun:
            game.push(USE, {"card": cid, "me": me, "mode": "unstun"})
            return True
        modes = self.uses(game, cid) if self.mode is None else [self.mode]
        if self.mode == "fight" and not game.eligible_defenders(cid):
            return True
        if frame.answer is None:
            if not modes:
                return True
            ans = game.ask(frame, me, "option", modes, f"How do you use {game.cname(cid)}?")
            if ans is None:
                return False
        else:
            ans = frame.answer
            frame.answer = None
        mode, _, idx = ans.partition(" ")
        game.push(USE, {"card": cid, "me": me, "mode": mode, "idx": int(idx) - 1 if idx else 0})
        return True

    @staticmethod
    def uses(game: Game, cid: int) -> list[str]:
        c = game.cards[cid]
        face = c.token or c.defn
        out = []
        if c.zone == BATTLELINE:
            can_fight = bool(game.eligible_defenders(cid))
            if c.enrage and can_fight:
                return ["fight"]
            out.append("reap")
            if can_fight:
                out.append("fight")
        out += ["action" if len(face.actions) == 1 else f"action {i + 1}" for i in range(len(face.actions))]
        out += ["omni" if len(face.omnis) == 1 else f"omni {i + 1}" for i in range(len(face.omnis))]
        return out


def opponent_discards_random(n: int = 1) -> Step:
    def fn(g: Game, c: Ctx) -> None:
        opp = 1 - c["me"]
        for _ in range(n):
            hand = g.players[opp].hand
            if not hand:
                return
            g.discard_from_hand(hand[g.rng.below(len(hand))])
    return Do(fn, "random discard")


def purge_self() -> Step:
    return Do(lambda g, c: g.purge(c["src"]), "purge self")


def lasting(spec: Reaction | Static, until: str = "turn") -> Step:
    """Start a lasting effect, e.g. 'for the remainder of the turn, …'."""
    return Do(lambda g, c: g.add_lasting(spec, c.get("src", -1), c["me"], until), "lasting")


def split_damage(amount: Amount, target: Target = A_CREATURE) -> Step:
    """'Deal N damage, divided as you choose': one choice per point, then all dealt at once."""
    return SplitDamage(amount, target)


class SplitDamage(Step):
    def __init__(self, amount: Amount, target: Target):
        super().__init__()
        self.amount = amount
        self.target = target

    def run(self, game: Game, frame: Step) -> bool:
        ctx = frame.ctx
        if frame.data is None:
            frame.data = {"left": _n(game, ctx, self.amount), "hits": {}}
        data = frame.data
        while data["left"] > 0:
            if frame.answer is None:
                cands = self.target.candidates(game, ctx)
                if not cands:
                    break
                ans = game.ask(frame, ctx["me"], "target", cands, f"Choose a creature for 1 damage ({data['left']} left)")
                if ans is None:
                    return False
            else:
                ans = frame.answer
                frame.answer = None
            data["hits"][str(ans)] = data["hits"].get(str(ans), 0) + 1
            data["left"] -= 1
        game.deal_damage([(int(k), v) for k, v in data["hits"].items()], ctx.get("src", -1))
        return True


# ---------------------------------------------------------------------------------------------
# Constant abilities and reactions


def static(kind: str, applies: Callable[..., bool] | None = None, value: Any = None) -> Static:
    return Static(kind, applies, value)


def self_only(extra: Callable[..., bool] | None = None) -> Callable[..., bool]:
    if extra is None:
        return lambda g, src, cid, le: cid == src
    return lambda g, src, cid, le: cid == src and extra(g, src, cid, le)


def host_only() -> Callable[..., bool]:
    """Upgrades: applies to the creature the upgrade is attached to."""
    return lambda g, src, cid, le: g.cards[src].host == cid


def other_friendly(cond: Callable[[Game, int], bool] | None = None) -> Callable[..., bool]:
    def applies(g: Game, src: int, cid: int, le: Any) -> bool:
        return (cid != src and g.cards[cid].zone == BATTLELINE
                and g.cards[cid].controller == g.cards[src].controller and (cond is None or cond(g, cid)))
    return applies


def has_trait(trait: str) -> Callable[[Game, int], bool]:
    return lambda g, cid: trait in g.traits(cid)


def reaction(event: str, cond: Callable[..., bool], effect: Step, text: str = "") -> Reaction:
    return Reaction(event, cond, effect, text)


def ev_mine(g: Game, src: int, ev: dict, le: Any) -> bool:
    """The event's player is the controller of the reacting card (or of the lasting effect)."""
    me = le["me"] if le is not None else g.cards[src].controller
    return ev.get("player") == me

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
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from aember.engine.state import ARTIFACTS, BATTLELINE, DECK, HAND, HIDDEN_ZONES, IN_PLAY, KEY_COLOURS
from aember.engine.steps import (
    Choose,
    ChooseOne,
    Ctx,
    Do,
    Frame,
    If,
    May,
    Reaction,
    Repeat,
    Seq,
    Static,
    Step,
    copy_data,
    spec_by_id,
)

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


def as_if_mine(game: Game, ctx: Ctx) -> int | None:
    """The other player's card in play whose ability is being resolved "as if you controlled it" / "as if it were
    yours" (Replicator, Nexus, Poltergeist …; ctx['as_if']): while that ability resolves it is friendly to the
    resolving player, not enemy (001:1650-1656; FAQ Nexus / Shard of Greed, 001:3068-3076)."""
    x = ctx.get("as_if")
    if x is None or not 0 <= x < len(game.cards):
        return None
    c = game.cards[x]
    return x if c.zone in IN_PLAY and c.controller != ctx["me"] else None


def friendly_in(game: Game, ctx: Ctx, zone: str = BATTLELINE) -> list[int]:
    """The resolving player's cards in that zone (battleline or artifacts), with a card of the other player used
    "as if it were yours" (as_if_mine) in that zone."""
    out = list(game.players[ctx["me"]].zone_list(zone))
    x = as_if_mine(game, ctx)
    if x is not None and game.cards[x].zone == zone:
        out.append(x)
    return out


def enemy_in(game: Game, ctx: Ctx, zone: str = BATTLELINE) -> list[int]:
    """The other player's cards in that zone, without one used "as if it were yours" (as_if_mine)."""
    x = as_if_mine(game, ctx)
    return [y for y in game.players[1 - ctx["me"]].zone_list(zone) if y != x]


def _side(game: Game, ctx: Ctx, side: str) -> list[int]:
    me = ctx["me"]
    if side == "friendly":
        return friendly_in(game, ctx, BATTLELINE)
    if side == "enemy":
        return enemy_in(game, ctx, BATTLELINE)
    return game.players[me].battleline + game.players[1 - me].battleline


def creatures(side: str = "any", prompt: str | None = None) -> Target:
    words = {"any": "a creature", "friendly": "a friendly creature", "enemy": "an enemy creature"}[side]
    return Target(lambda g, c: _side(g, c, side), prompt or f"Choose {words}")


def artifacts(side: str = "any", prompt: str | None = None) -> Target:
    def cands(g: Game, c: Ctx) -> list[int]:
        me = c["me"]
        if side == "friendly":
            return friendly_in(g, c, ARTIFACTS)
        if side == "enemy":
            return enemy_in(g, c, ARTIFACTS)
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


def held_while(cond: Callable[[Game, Ctx], bool], ability: Step) -> Step:
    """A printed ability the card has only while cond holds ('While X is in the center of your battleline, it
    gains "Before Fight: …"'): it triggers only while cond holds (so it poses no order decision otherwise) and
    does nothing if cond ended before it resolved (001:1538-1543). cond reads ctx['src']."""
    step = If(cond, ability)
    step.held_while = cond
    return step


def may(prompt: str, then: Step, possible: Callable[[Game, Ctx], bool] | None = None) -> Step:
    return May(prompt, then, possible)


def may_choose(prompt: str, target: Target, then: Step, key: str = "t") -> Step:
    """'You may <verb> a card' ("you may ready a Mars creature", "you may choose and purge …"): a yes/no,
    asked only when a card could be chosen, then the card (one target decision); `then` acts on ctx[key]."""
    return May(prompt, Seq(choose(key, target), then), lambda g, c: bool(target.candidates(g, c)))


def repeat(times: Amount, step: Step) -> Step:
    return Repeat(times if callable(times) else (lambda g, c: times), step)


def gain(amount: Amount) -> Step:
    return Do(lambda g, c: g.gain(c["me"], _n(g, c, amount)), "gain")


def steal(amount: Amount, key: str = "did", thief: Callable[[Game, Ctx], int] | None = None) -> Step:
    """'Steal N' by the ability's player, or by `thief(game, ctx)` ("your opponent steals", a granted ability's
    creature's controller): through StealStep, so a replacement of the steal (Gargantodon) applies."""
    return StealStep(amount, key, thief)


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
    """'Draw N cards': one card at a time (001:538-541), each draw its own step, so an ability that a draw sets
    off ("after you draw a card": Ihaka of the Depths, The Amasser) resolves before the next card is drawn
    (001:1544-1546) - it may refill an empty deck before the next draw would reshuffle the discard pile. N is
    counted once, as the draws start."""
    return _draws_one_by_one(amount)


def _draws_one_by_one(amount: Amount, opponent: bool = False) -> Step:
    """N draws of one card each, by the ability's player or their opponent (`draw`)."""
    if opponent:
        one = Do(lambda g, c: g.draw(1 - c["me"], 1), "opponent draws")
    else:
        one = Do(lambda g, c: g.draw(c["me"], 1), "draw")
    return one if not callable(amount) and amount == 1 else repeat(amount, one)


def deal_damage(target: Target | str, amount: Amount, key: str = "t", splash: Amount = 0) -> Step:
    """Deal damage to one chosen creature (or to every card already chosen under `target`).

    splash: also that much to each of its neighbors, all at once. ctx['killed']: the chosen creatures
    this damage destroyed ("if this damage destroys it"); ctx['killed_all']: every creature it destroyed,
    neighbors included ("if this damage destroys 2 or more creatures") and a creature that took damage meant for
    another (Shadow Self: the card's damage destroyed it, "gain 1Æ for each creature destroyed this way", Throwing
    Stars), not those a Destroyed: ability destroys afterwards."""
    k = target if isinstance(target, str) else key

    def fn(g: Game, c: Ctx) -> None:
        n = _n(g, c, amount)
        chosen = [x for x in _chosen(c, k) if g.cards[x].zone == BATTLELINE]
        hits = [(x, n) for x in chosen]
        s = _n(g, c, splash) if splash else 0
        if s:
            hits += [(y, s) for x in chosen for y in g.neighbors(x)]
        _deal_noting_killed(g, c, hits, "killed_all")
        c["killed"] = [x for x in c["killed_all"] if x in chosen]
    return _with_target(target, key, Seq(Do(fn, "damage"), settle_destroyed("killed"),
                                         settle_destroyed("killed_all")))


def _deal_noting_killed(g: Game, c: Ctx, hits: list[tuple[int, int]], key: str) -> None:
    """Deal `hits` ((creature, amount) pairs) at once: ctx['dealt'] the damage dealt, ctx[key] the creatures this
    damage tagged for destruction (not one tagged before it, nor one a Destroyed: ability destroys afterwards):
    those hit, and one dealt damage meant for another (Shadow Self) that it tagged."""
    before = {x for x in g.creatures() if g.cards[x].tagged}
    c["dealt"] = g.deal_damage(hits, damage_source(c))
    took = [x for x, _ in hits] + list(c["dealt"])
    c[key] = list(dict.fromkeys(x for x in took if g.cards[x].tagged and x not in before))
    _note_leaving(g, c, c[key])     # tagged, they are still in play until the destruction sequence runs


def _note_leaving(g: Game, c: Ctx, xs: list[int]) -> None:
    """What later instructions of the ability need of creatures about to leave play, taken while they are still in
    play (001:2340-2342: as it was just before it left play): ctx['_houses_in_play'] their houses ("shares a house
    with the destroyed creature", Infinity Strop; a token creature reverts to its facedown card), ctx['_halves'] a
    gigantic creature's other half, a separate card again once out of play ("purge it", Ritual of Life's "a
    different creature"). JSON-safe: the ctx is saved with the game."""
    for x in xs:
        c.setdefault("_houses_in_play", {})[str(x)] = list(houses_of_card(g, x))
        if g.cards[x].defn.gigantic:
            c.setdefault("_halves", {})[str(x)] = g._riding_halves(x)


def damage_each(side: str, amount: Amount, where: Callable[[Game, int, Ctx], bool] | None = None) -> Step:
    """Deal damage to each creature of a side at once."""
    def fn(g: Game, c: Ctx) -> None:
        n = _n(g, c, amount)
        hits = [(x, n) for x in _side(g, c, side) if where is None or where(g, x, c)]
        c["dealt"] = g.deal_damage(hits, damage_source(c))
    return Do(fn, "damage each")


def destroy(target: Target | str, key: str = "t") -> Step:
    k = target if isinstance(target, str) else key

    def fn(g: Game, c: Ctx) -> None:
        xs = [x for x in _chosen(c, k) if g.in_play(x)]
        _note_leaving(g, c, xs)
        c["destroyed"] = g.destroy(xs)
    return _with_target(not_tagged(target), key, Seq(Do(fn, "destroy"), _SETTLE_DESTROYED))


def settle_destroyed(key: str = "destroyed") -> Step:
    """Once the destruction has resolved, ctx[key] keeps only the cards it destroyed: a card still in play and no
    longer tagged had its destruction replaced (Armageddon Cloak: 'destroy Armageddon Cloak instead'), so it was
    not destroyed ('if you do', 'if this damage destroys')."""
    still = destroyed_this_way(key)

    def fn(g: Game, c: Ctx) -> None:
        if c.get(key):
            c[key] = still(g, c)
    return Do(fn, "destroyed this way")


def stun(target: Target | str, key: str = "t") -> Step:
    k = target if isinstance(target, str) else key
    return _with_target(target, key, Do(lambda g, c: [g.stun(x) for x in _chosen(c, k)], "stun"))


def ready(target: Target | str, key: str = "t") -> Step:
    k = target if isinstance(target, str) else key
    return _with_target(target, key, Do(lambda g, c: [g.ready(x) for x in _chosen(c, k)], "ready"))


def heal(target: Target | str, amount: int | None, key: str = "t", up_to: bool = False) -> Step:
    """Heal `amount` (None: fully) from the chosen creature. up_to: 'heal up to N damage', the player
    chooses the amount (0 to what can be healed) when two or more amounts can be done."""
    k = target if isinstance(target, str) else key

    def fn(g: Game, c: Ctx) -> None:
        n = c.pop("_heal_amount", amount) if up_to else amount
        c["healed"] = sum(g.heal(x, n) for x in _chosen(c, k))
    if not up_to:
        return _with_target(target, key, Do(fn, "heal"))

    def most(g: Game, c: Ctx) -> int:
        return sum(min(amount if amount is not None else 10**6, g.cards[x].damage)
                   for x in _chosen(c, k) if g.cards[x].zone == BATTLELINE)
    return _with_target(target, key, Seq(ChooseAmount("_heal_amount", most, "How much damage do you heal?"),
                                         Do(fn, "heal")))


class ChooseAmount(Step):
    """'Up to N' amounts: a number from 0 to `most(game, ctx)` into ctx[key], asked only when two or more
    amounts can be done (FORMAT revision 2: `choose: <number>`)."""

    def __init__(self, key: str, most: Callable[[Game, Ctx], int], prompt: str = "Choose an amount"):
        super().__init__()
        self.key = key
        self.most = most
        self.prompt = prompt

    def run(self, game: Game, frame: Step) -> bool:
        ctx = frame.ctx
        n = max(0, int(self.most(game, ctx)))
        ans = game.decide(frame, game.active, "option", list(range(n + 1)), self.prompt)
        if ans is None:
            return False
        ctx[self.key] = int(ans)
        return True


def choose_amount(key: str, most: Callable[[Game, Ctx], int], prompt: str = "Choose an amount") -> Step:
    return ChooseAmount(key, most, prompt)


def return_to_hand(target: Target | str, key: str = "t") -> Step:
    k = target if isinstance(target, str) else key
    return _with_target(target, key, Do(lambda g, c: [g.return_to_hand(x) for x in _chosen(c, k)], "return"))


def return_self_to_hand() -> Step:
    return Do(lambda g, c: g.return_to_hand(c["src"]), "return self")


def search(cond: Callable[[Game, int], bool], zones: tuple[str, ...] = ("deck", "discard"), count: int = 99,
           key: str = "found", prompt: str = "Search: choose the cards found") -> Step:
    """'Search your deck (and discard pile) for a … / for any number of …': one list decision that may be
    empty (`select: []`), never a yes/no first; the cards found are in ctx[key] (`count`: at most that many)."""
    def cands(g: Game, c: Ctx) -> list[int]:
        pl = g.players[c["me"]]
        return [x for z in zones for x in pl.zone_list(z) if cond(g, x)]
    return Choose(key, cands, count, True, prompt)


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


def _cannot_use(game: Game, cid: int) -> bool:
    """'<This creature> cannot be used …' in force (Zephon the Opulent, Giant Sloth): no use, so no use to pick."""
    return bool(game.statics_of("cannot_use")) and game.has_static("cannot_use", cid)


def _foreign_creature(game: Game, cid: int, me: int) -> bool:
    """A creature `me` does not control: "players can only use cards they control, unless a card ability
    specifically states otherwise" (001:1092-1093). A creature played for the opponent (Scowly Caper played by
    Witch of the Dawn) or given away meanwhile (Azuretooth before Ghosthawk's next reap) is readied, not used;
    only artifacts are ever used "as if it were yours" (Nexus, Remote Access)."""
    c = game.cards[cid]
    return c.zone == BATTLELINE and c.controller != me


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
        if self.ready_first and frame.data is None:
            game.ready(cid)
            frame.data = "readied"
            if game.pending_triggers:
                # "after … readies" abilities (Poised Strike) resolve before the use is chosen: this step runs again
                # once they have (steps are declared once, never made while a game runs: clone and save need that)
                return False
        if c.exhausted or _cannot_use(game, cid):
            return True
        me = ctx["me"]
        if _foreign_creature(game, cid, me):
            return True
        if self.mode is not None and not game.may_be_used_to(cid, self.mode):
            # "cannot be used to fight" beats a granted fight: the creature stays ready (v16 Bumpsy FAQ); a stunned
            # one keeps its stun, since the unstun replaces a use that could be made (001:2727-2729; Foggify, Anger)
            return True
        if c.stun:
            if self.mode is None and not self.may_unstun(game, cid):
                return True
            game.push(USE, {"card": cid, "me": me, "mode": "unstun"})
            return True
        modes = self.uses(game, cid) if self.mode is None else [self.mode]
        if self.mode == "fight" and (not game.can_fight_someone(cid) or game.has_static("cannot_fight", cid)):
            return True
        if self.mode == "reap" and game.has_static("cannot_reap", cid):
            return True
        if not modes:
            return True
        ans = game.decide(frame, me, "option", modes, f"How do you use {game.cname(cid)}?")
        if ans is None:
            return False
        mode, _, idx = ans.partition(" ")
        game.push(USE, {"card": cid, "me": me, "mode": mode, "idx": int(idx) - 1 if idx else 0})
        return True

    def can_act(self, game: Game, cid: int) -> bool:
        """Whether run() would use (or ready, or unstun) this creature: the same tests, in the same order."""
        c = game.cards[cid]
        if c.zone not in IN_PLAY:
            return False
        if self.ready_first:
            return True
        if c.exhausted or _cannot_use(game, cid):
            return False
        if self.mode is not None and not game.may_be_used_to(cid, self.mode):
            return False
        if c.stun:
            return self.mode is not None or self.may_unstun(game, cid)
        if self.mode == "fight":
            return game.can_fight_someone(cid) and not game.has_static("cannot_fight", cid)
        if self.mode == "reap":
            return not game.has_static("cannot_reap", cid)
        return self.mode is not None or bool(self.uses(game, cid))

    @staticmethod
    def may_unstun(game: Game, cid: int) -> bool:
        """A stunned creature used in any way: its stun is removed only if some use is not forbidden (a fight or a
        reap no "cannot" stops, whether or not a fight would find a target, an Action: or an Omni:), as in step 3
        (001:2727-2729; Fogbank on Tireless Crocag leaves none)."""
        if game.cards[cid].zone != BATTLELINE:
            return True
        only_fight = game.has_static("only_fight", cid)
        return (game.may_be_used_to(cid, "fight") or game.may_be_used_to(cid, "reap") or bool(game.omnis_of(cid))
                or (not only_fight and bool(game.actions_of(cid))))

    @staticmethod
    def uses(game: Game, cid: int) -> list[str]:
        c = game.cards[cid]
        out = []
        if c.zone == BATTLELINE:
            can_fight = game.can_fight_someone(cid) and game.may_be_used_to(cid, "fight")
            if can_fight and game.forced_to_fight(cid):
                return ["fight"]
            if game.has_static("only_fight", cid):      # "can only fight", "must fight if able" (as in step 3)
                return ["fight"] if can_fight else []
            if game.may_be_used_to(cid, "reap"):
                out.append("reap")
            if can_fight:
                out.append("fight")
        if game.is_blank(cid):
            return out
        acts = game.actions_of(cid)
        out += ["action" if len(acts) == 1 else f"action {i + 1}" for i in range(len(acts))]
        omnis = game.omnis_of(cid)
        out += ["omni" if len(omnis) == 1 else f"omni {i + 1}" for i in range(len(omnis))]
        return out


def opponent_discards_random(n: int = 1) -> Step:
    def fn(g: Game, c: Ctx) -> None:
        opp = 1 - c["me"]
        for _ in range(n):
            hand = g.players[opp].hand
            if not hand:
                return
            x = hand[g.rng.below(len(hand))]
            g.discard_from_hand(x)
    return Do(fn, "random discard")


def purge_self() -> Step:
    """'Purge <this card>'. A card that already went into a hidden zone (its owner's hand, deck or archives) is
    out of reach: the pending purge no longer happens (001:3216-3223, Bad Penny) - e.g. Multi-Dimensional Rescue,
    resolved from the discard pile by Missile Officer Myers, that returned itself to hand."""
    def fn(g: Game, c: Ctx) -> None:
        if g.cards[c["src"]].zone not in HIDDEN_ZONES:
            g.purge(c["src"])
    return Do(fn, "purge self")


def lasting(spec: Reaction | Static, until: str = "turn") -> Step:
    """Start a lasting effect, e.g. 'for the remainder of the turn, …'."""
    return Do(lambda g, c: g.add_lasting(spec, c.get("src", -1), c["me"], until), "lasting")


def keys_cost_more_next_turn(amount: Any) -> Step:
    """'During your opponent's next turn, keys cost +N' (N: a number, or fn(game, src, player, le))."""
    return lasting(static("key_cost", lambda g, src, p, le: p != le["me"] and g.turn > le["turn"], amount),
                   until="next_turn")


def split_damage(amount: Amount, target: Target = A_CREATURE, per: int = 1, splash: int = 0) -> Step:
    """'Deal N damage, divided as you choose', 'for each …, deal `per` damage to a creature': one choice per
    point (the same creature may be chosen again), then all the damage is dealt at once. splash: each point also
    deals that much to each neighbor of its creature (Ortannu the Chained), in the same single dealing."""
    return SplitDamage(amount, target, per, splash)


class SplitDamage(Step):
    def __init__(self, amount: Amount, target: Target, per: int = 1, splash: int = 0):
        super().__init__()
        self.amount = amount
        self.target = target
        self.per = per
        self.splash = splash

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
                ans = game.ask(frame, game.active, "target", cands,
                               f"Choose a creature for {self.per} damage ({data['left']} left)")
                if ans is None:
                    return False
            else:
                ans = frame.answer
                frame.answer = None
            data["hits"][str(ans)] = data["hits"].get(str(ans), 0) + self.per
            data["left"] -= 1
        hits = {int(k): v for k, v in data["hits"].items()}
        if self.splash:
            for x, v in list(hits.items()):
                if game.cards[x].zone == BATTLELINE:
                    for y in game.neighbors(x):
                        hits[y] = hits.get(y, 0) + v // self.per * self.splash
        game.deal_damage(list(hits.items()), damage_source(ctx))
        return True


# ---------------------------------------------------------------------------------------------
# Constant abilities and reactions


def static(kind: str, applies: Callable[..., bool] | None = None, value: Any = None,
           gained: bool = False) -> Static:
    """A constant ability; `gained=True` on an upgrade's: one it gives its creature ("This creature gains, '…'")."""
    return Static(kind, applies, value, gained)


def printed_x(kind: str, value: Any) -> Static:
    """'X is …' for a creature whose printed power (or armor: kind) is X (Picaroon, Kaspara, Xenos Darkshadow): the
    value applies to the creature only while the text is its own face's (the card, or a copy of it: Mimic Gel, a
    Mirror Shell token). A creature that gains the text box (Doppelganger, Creed of Nurture) keeps its printed
    number: the definition of X changes nothing for it (001:2811-2826)."""
    st = Static(kind, None, value)
    st.applies = lambda g, src, cid, le: cid == src and st in g.face(cid).statics
    return st


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


def reaction(event: str, cond: Callable[..., bool], effect: Step, text: str = "",
             before_play: bool = False, gained: bool = False) -> Reaction:
    """`gained=True` on an upgrade's: an ability it gives its creature ("This creature gains, 'At the start of …'")."""
    return Reaction(event, cond, effect, text, before_play, gained=gained)


def ev_mine(g: Game, src: int, ev: dict, le: Any) -> bool:
    """The event's player is the controller of the reacting card (or of the lasting effect)."""
    me = le["me"] if le is not None else g.cards[src].controller
    return ev.get("player") == me


# ---------------------------------------------------------------------------------------------
# Lasting effects with data, archives, tokens, control


def lasting_with(spec: Reaction | Static, until: str = "turn", **extra: Any) -> Step:
    """A lasting effect carrying plain data: `left` (uses), `cards` (cards it covers), `target` …

    until: 'turn', 'my_next_turn', or 'leaves_play' (with target= a card id key of ctx, ended when that
    card leaves play; on_end= a Step then resolves with ctx['le'] the effect's data)."""
    def fn(g: Game, c: Ctx) -> None:
        data = copy_data({k: v for k, v in extra.items() if k not in ("target", "on_end")})
        if "target" in extra:
            t = extra["target"]
            data["target"] = t = c[t] if isinstance(t, str) else t(g, c)
            if type(t) is int and 0 <= t < len(g.cards) and g.cards[t].zone not in IN_PLAY and \
                    g.cards[t].zone != "limbo":
                # the card left play before this part of the ability (the one before destroyed it: Spectral
                # Tunneler's flank on Gub, Transposition Sandals' swap): lasting effects applied to a card expire
                # as it leaves play (001:2326-2327), so one that has left gets none - nor keeps one into a new life
                return
        if extra.get("on_end") is not None:
            data["on_end"] = extra["on_end"].sid
        g.add_lasting(spec, c.get("src", -1), c["me"], until, **data)
    return Do(fn, "lasting")


def play_permission(cond: Callable[[Game, int], bool], count: int = 1) -> Step:
    """'You may play N (more) cards …this turn': each card played under it uses one."""
    return lasting_with(static("play_permission",
                               lambda g, src, cid, le: le.get("left", 1) > 0 and g.cards[cid].owner == le["me"]
                               and cond(g, cid)), left=count)


def use_permission(cond: Callable[[Game, int], bool], count: int) -> Step:
    """'You may use up to N … cards this turn': a card once used under it stays covered for the turn."""
    def applies(g: Game, src: int, cid: int, le: dict) -> bool:
        return (g.cards[cid].controller == le["me"] and cond(g, cid)
                and (cid in le["cards"] or len(le["cards"]) < le["max"]))
    return lasting_with(static("use_permission", applies), cards=[], max=count)


def archive_from_hand(count: Amount = 1, key: str = "archived") -> Step:
    """'Archive a card', 'archive N cards' (from your hand; N may be fn(game, ctx)): one decision, a list of N
    cards (the whole hand when it holds no more, which is no decision)."""
    def fn(g: Game, c: Ctx) -> None:
        for x in _chosen(c, "_arch"):
            if g.cards[x].zone == HAND and g.archive(x, c["me"]):
                c.setdefault(key, []).append(x)
    prompt = "Choose a card to archive" if count == 1 else "Choose cards to archive" if callable(count) \
        else f"Choose {count} cards to archive"
    return Seq(Choose("_arch", lambda g, c: list(g.players[c["me"]].hand), count, False, prompt),
               Do(fn, "archive"))


def archive_chosen(key: str = "t", holder: str = "owner", put: bool = False, reveal: bool = False) -> Step:
    """Archive the chosen cards: into their owner's archives, or ('me') into the ability's player's.
    put=True: the text "puts" them there, which is not archiving (001:1605-1609; they lie facedown).
    reveal=True: the text shows them first ("search your deck …, reveal them, and put them into your archives"):
    both players see each card, though it goes from one hidden zone to another."""
    def fn(g: Game, c: Ctx) -> None:
        done = []
        for x in _chosen(c, key):
            if reveal:
                g.say(f"{g.pname(c['me'])} reveals {g.cname(x)}")
            if g.archive(x, c["me"] if holder == "me" else None, put):
                done.append(x)
        c["archived"] = done
    return Do(fn, "archive")


class MakeTokens(Step):
    """Make N token creatures, one at a time, for the ability's player or (`whose='opponent'`) their opponent, from
    that player's deck and token creature reference card (`named`: only if it is that token). Each goes on the
    flank the active player chooses, or on `flank` ('make a token creature on your left flank')."""

    def __init__(self, count: Amount, named: str | None = None, flank: str | None = None, whose: str = "me"):
        super().__init__()
        self.count = count
        self.named = named
        self.flank = flank
        self.whose = whose

    def run(self, game: Game, frame: Any) -> bool:
        ctx = frame.ctx
        p = ctx["me"] if self.whose == "me" else 1 - ctx["me"]
        pl = game.players[p]
        if frame.data is None:
            frame.data = _n(game, ctx, self.count)
            if pl.token_def is None and self.named and game.cards[ctx["src"]].owner == p:
                # a card that names its token ("Make an Alpha-Gamma") comes in a deck with that token reference card;
                # one not given (a scenario without `token:`) is that one. Not for a card taken from the opponent:
                # without the reference in your own deck it does not resolve (001:2830-2834, Blorb Hive)
                from aember.cards.registry import get_card
                pl.token_def = get_card(self.named)
            if pl.token_def is None or (self.named and pl.token_def.title != self.named):
                return True
        while frame.data > 0:
            if not pl.deck:
                return True
            where = self.flank or game.ask_flank(frame, pl.battleline, f"Choose a flank for the {pl.token_def.title}")
            if where is None:
                return False
            frame.data -= 1
            made = game.make_token(p, where)
            if made is not None:
                ctx.setdefault("made", []).append(made)
        return True


def token_creature_now(g: Game, cid: int) -> bool:
    """A token creature that is a creature now: in a battleline, not a token creature considered an artifact
    (mineralized by De-Animator), which "token creatures" does not name (Giltspine School, SV3 Lander; 001:2778-2791,
    2321-2325)."""
    c = g.cards[cid]
    return c.is_token_creature and c.zone == BATTLELINE


def make_tokens(count: Amount = 1, named: str | None = None) -> Step:
    return MakeTokens(count, named)


class CopyAsEntering(Step):
    """Before `card(game, ctx)` (None: nothing) is put into play by a card's own code: if it 'enters play as a copy
    of another creature in play' (Mimic Gel), it takes that copy now (Game.copy_as_entering)."""

    def __init__(self, card: Callable[[Game, Ctx], int | None]):
        super().__init__()
        self.card = card

    def run(self, game: Game, frame: Any) -> bool:
        cid = self.card(game, frame.ctx)
        return cid is None or game.copy_as_entering(frame, cid)


def copy_as_entering(card: Callable[[Game, Ctx], int | None]) -> Step:
    return CopyAsEntering(card)


class ChooseFlank(Step):
    """Choose a flank of the player's battleline into ctx[key] (no decision when it is empty). `default`: right for
    a creature put into play or changing control (FORMAT defaults); None for a creature moved within its own
    battleline (Reassembling Automaton), which FORMAT leaves a real decision."""

    def __init__(self, key: str = "flank", prompt: str = "Choose a flank", creatures_in: str | None = None,
                 default: str | None = "right", entering: Callable[[Game, Ctx], int | None] | None = None):
        super().__init__()
        self.key = key
        self.prompt = prompt
        self.creatures_in = creatures_in    # asked only when ctx[creatures_in] holds a creature (not for an artifact)
        self.default = default
        self.entering = entering    # the creature that will enter play: its battleline (treachery) is the one asked

    def run(self, game: Game, frame: Any) -> bool:
        ctx = frame.ctx
        cid = self.entering(game, ctx) if self.entering is not None else None
        if cid is not None and not game.copy_as_entering(frame, cid):    # Mimic Gel: its copy first
            return False
        line = game.entry_line(cid, ctx["me"]) if cid is not None else game.players[ctx["me"]].battleline
        if not line or (self.creatures_in is not None and not any(
                game.cards[x].zone == BATTLELINE for x in _chosen(ctx, self.creatures_in))):
            ctx[self.key] = "right"
            return True
        ans = game.decide(frame, game.active, "flank", ["left", "right"], self.prompt, default=self.default)
        if ans is None:
            return False
        ctx[self.key] = ans
        return True


def swap_control(first: str, second: str) -> Step:
    """'Swap control of those cards': the cards chosen under ctx[first] and ctx[second], if both were."""
    def fn(g: Game, c: Ctx) -> None:
        a, b = _chosen(c, first), _chosen(c, second)
        if a and b:
            g.swap_control(a[0], b[0])
    return Do(fn, "swap control")


def take_control(target: Target | str, key: str = "t", hold: Callable[[Game, Ctx], str] | None = None) -> Step:
    """Take control of the chosen card (a creature goes on the flank you choose). `hold`: the control lasts until
    an end (Harland Mindlock): the key of the hold, released by ReleaseControl."""
    k = target if isinstance(target, str) else key

    def fn(g: Game, c: Ctx) -> None:
        if hold is None:
            c["taken"] = [x for x in _chosen(c, k) if g.take_control(x, c["me"], c.get("flank", "right"))]
        else:
            c["taken"] = [x for x in _chosen(c, k) if g.cards[x].controller != c["me"]
                          and hold_control(g, x, c["me"], hold(g, c), c["src"], c.get("flank", "right"))]
    return _with_target(target, key, Seq(ChooseFlank(creatures_in=k), Do(fn, "take control")))


# Control effects with an end ("until Harland Mindlock leaves play", Collar of Subordination's "You control this
# creature"): each is a hold, a lasting entry on the card it controls (`ctl_hold`: its key; `under`: who would
# control the card without it and the holds after it), in the order they were applied: the most recent one
# governs (001:1841-1843). A hold ending gives the card to the controller it would have without it; a lasting
# control change with no end forgets every hold on the card (Game.take_control); leaving play ends them all.
_CONTROL_HOLD = static("control_hold")


def hold_control(g: Game, cid: int, p: int, hold_key: str, src: int, where: Any = "right") -> bool:
    """`p` takes control of a card in play until the effect `hold_key` ends (also when p controls it already:
    the hold still keeps it if an earlier one ends)."""
    c = g.cards[cid]
    if c.zone not in (BATTLELINE, ARTIFACTS):
        return False
    under = c.controller
    if under != p and not g.take_control(cid, p, where, keep_holds=True):
        return False
    g.add_lasting(_CONTROL_HOLD, src, p, "leaves_play", target=cid, ctl_hold=hold_key, under=under)
    return True


def release_holds(g: Game, hold_key: str) -> list[list[int]]:
    """The control effect `hold_key` ends: its holds go; [card, player] for each card that changes controller."""
    changes: list[list[int]] = []
    for le in [le for le in g.lasting if le.get("ctl_hold") == hold_key]:
        cid = le["target"]
        holds = [h for h in g.lasting if h.get("ctl_hold") is not None and h.get("target") == cid]
        i = next(j for j, h in enumerate(holds) if h is le)
        if i + 1 < len(holds):      # a more recent hold governs: it now falls back where this one would have
            holds[i + 1]["under"] = le["under"]
        elif g.cards[cid].controller != le["under"]:
            changes.append([cid, le["under"]])
        g.lasting = [h for h in g.lasting if h is not le]
    g.dirty()
    return changes


class ReleaseControl(Step):
    """A control effect with an end ends: `hold_key(game, ctx)` names it. Each card it governed goes to the
    controller it would have without it; a creature on the flank the active player chooses (no decision while
    that battleline is empty; default right). `fallback(game, ctx)`: the changes when no hold is recorded (a
    Collar of Subordination already on its creature in a scenario's setup)."""

    def __init__(self, hold_key: Callable[[Game, Ctx], str],
                 fallback: Callable[[Game, Ctx], list[list[int]]] | None = None):
        super().__init__()
        self.hold_key = hold_key
        self.fallback = fallback

    def run(self, game: Game, frame: Any) -> bool:
        ctx = frame.ctx
        if frame.data is None:
            k = self.hold_key(game, ctx)
            if any(le.get("ctl_hold") == k for le in game.lasting):
                frame.data = release_holds(game, k)
            else:
                frame.data = self.fallback(game, ctx) if self.fallback is not None else []
        while frame.data:
            x, p = frame.data[0]
            c = game.cards[x]
            if c.zone in (BATTLELINE, ARTIFACTS) and c.controller != p:
                where: Any = "right"
                if c.zone == BATTLELINE:
                    where = game.ask_flank(frame, game.players[p].battleline, f"Choose a flank for {game.cname(x)}")
                    if where is None:
                        return False
                game.take_control(x, p, where, keep_holds=True)
            frame.data.pop(0)
        return True


class RevealFromHand(Step):
    """'Reveal any number of <kind> cards from your hand': one decision, the chosen ids into ctx[key]."""

    def __init__(self, cond: Callable[[Game, int], bool], key: str = "revealed", prompt: str = "Reveal cards"):
        super().__init__()
        self.cond = cond
        self.key = key
        self.prompt = prompt

    def run(self, game: Game, frame: Any) -> bool:
        ctx = frame.ctx
        cands = [x for x in game.players[ctx["me"]].hand if self.cond(game, x)]
        ans = game.decide(frame, ctx["me"], "targets", cands, self.prompt, min_count=0, max_count=len(cands))
        if ans is None:
            return False
        ctx[self.key] = list(ans)
        if ans:
            game.say(f"{game.pname(ctx['me'])} reveals " + ", ".join(game.cname(x) for x in ans))
        return True


def of_house(house: str) -> Callable[[Game, int], bool]:
    """A card of this house (Game.belongs_to: a house bonus icon counts): 'reveal any number of Mars cards'."""
    return lambda g, cid: g.belongs_to(cid, house)


# ---------------------------------------------------------------------------------------------
# Each-creature effects, creature states, forging, copies


def destroy_each(side: str = "any", where: Callable[[Game, int, Ctx], bool] | None = None) -> Step:
    """Destroy each creature of a side (that matches `where`) at once."""
    def fn(g: Game, c: Ctx) -> None:
        c["destroyed"] = g.destroy([x for x in _side(g, c, side) if where is None or where(g, x, c)])
    return Seq(Do(fn, "destroy each"), _SETTLE_DESTROYED)


def exhaust(target: Target | str, key: str = "t") -> Step:
    k = target if isinstance(target, str) else key
    return _with_target(target, key, Do(lambda g, c: [g.exhaust(x) for x in _chosen(c, k)], "exhaust"))


def enrage(target: Target | str, key: str = "t") -> Step:
    k = target if isinstance(target, str) else key
    return _with_target(target, key, Do(lambda g, c: [g.enrage(x) for x in _chosen(c, k)], "enrage"))


def _settle_sacrificed(did_key: str) -> Step:
    """Once the sacrifice has resolved, ctx[did_key] says whether a card was really sacrificed: one whose
    destruction was replaced (Armageddon Cloak's '… instead') stayed in play, so 'if you do' fails (001:2218)."""
    still = destroyed_this_way("sacrificed")

    def fn(g: Game, c: Ctx) -> None:
        c[did_key] = bool(still(g, c))
    return Do(fn, "sacrificed this way")


def sacrifice(target: Target | str, key: str = "t", did_key: str = "did") -> Step:
    """Sacrifice the chosen card (it is destroyed); ctx[did_key] says whether it was."""
    k = target if isinstance(target, str) else key

    def fn(g: Game, c: Ctx) -> None:
        c["sacrificed"] = g.destroy([x for x in _chosen(c, k) if g.in_play(x)], sacrifice=True)
    return _with_target(not_tagged(target), key, Seq(Do(fn, "sacrifice"), _settle_sacrificed(did_key)))


def sacrifice_self(did_key: str = "did") -> Step:
    def fn(g: Game, c: Ctx) -> None:
        c["sacrificed"] = g.destroy([c["src"]], sacrifice=True) if g.in_play(c["src"]) else []
    return Seq(Do(fn, "sacrifice self"), _settle_sacrificed(did_key))


class ForgeKey(Step):
    """'Forge a key at current cost' (now, outside step 1): the player picks the key's colour.

    cost: another cost ('at +6Æ current cost'), computed when the key is forged."""

    def __init__(self, cost: Amount | None = None):
        super().__init__()
        self.cost = cost

    def run(self, game: Game, frame: Any) -> bool:
        me = frame.ctx["me"]
        if not _can_forge_at(game, frame.ctx, self.cost):
            return True
        from aember.engine.rules import forge_now
        costs = None if self.cost is None else _key_costs_at(game, frame.ctx, self.cost)
        ans = game.decide_key(frame, me, costs)
        if ans is None:
            return False
        forge_now(game, frame.ctx, ans, None if costs is None else costs.get(ans, min(costs.values())))
        return True


def _key_costs_at(g: Game, c: Ctx, cost: Amount) -> dict[str, int]:
    """An ability's cost ('at +6Æ current cost') for each key colour p may forge: with keys of one colour costing
    more (Fighting Expertise), 'current cost' is that colour's cost."""
    me = c["me"]
    if not g.statics_of("key_colour_cost"):
        n = _n(g, c, cost)
        return {k: n for k in KEY_COLOURS if k not in g.players[me].keys} or {"fourth": n}
    out: dict[str, int] = {}
    for k in [k for k in KEY_COLOURS if k not in g.players[me].keys] or ["fourth"]:
        g.pricing_colour = k if k in KEY_COLOURS else None
        try:
            out[k] = _n(g, c, cost)
        finally:
            g.pricing_colour = None
    return out


def _can_forge_at(g: Game, c: Ctx, cost: Amount | None) -> bool:
    me = c["me"]
    if cost is None:
        return g.can_forge(me) and not g.has_static("cannot_forge", me)
    return (len(g.players[me].keys) < g.keys_to_win(me)
            and g.spendable_amber(me) >= min(_key_costs_at(g, c, cost).values())
            and not g.has_static("cannot_forge", me))


def forge_key(cost: Amount | None = None) -> Step:
    return ForgeKey(cost)


def can_forge_now(g: Game, c: Ctx) -> bool:
    return g.can_forge(c["me"]) and not g.has_static("cannot_forge", c["me"])


def play_as_copy_of(choices: Callable[[Game, int], list[int]]) -> Static:
    """'When you play this card, treat it as a copy of …' (Mimicry): `choices(game, cid)` are the cards
    it may copy; the player picks one as it is played, and it is played as that card."""
    return Static("play_as_copy", None, choices)


def can_play_now(g: Game, cid: int, player: int | None = None) -> bool:
    """Whether an ability could play this card now: no play restriction forbids it (alpha, "cannot play", …), and an
    upgrade has a creature to go on (player: who would play it, `Game.upgrade_hosts`)."""
    return ((g.play_forbidden(cid) is None
             and not (g.cards[cid].defn.type == "upgrade" and not g.upgrade_hosts(cid, player)))
            or _as_upgrade_playable(g, cid))


def _as_upgrade_playable(g: Game, cid: int) -> bool:
    """A creature card that may be played as an upgrade instead (Explo-rover) could be played so now: a creature to
    go on, and nothing forbids it as an upgrade ("cannot play creatures" does not: FAQ 001:3345-3354)."""
    up = g.cards[cid].defn.upgrade_face
    return up is not None and bool(g.upgrade_hosts(cid)) and g.play_forbidden(cid, up) is None


def could_play(g: Game, cid: int, player: int | None = None) -> bool:
    """A card an ability lets its player play (from hand, discard pile, archives, …) that could be played now: no
    play restriction forbids it, its own condition included (Kelifi Dragon: `play_forbidden`). "You may play a
    card from …" offers only those (Katha the Wise, Sandhopper, Zavel), and with none nothing could be done: no
    yes/no is asked (FORMAT): a card that cannot be played is no legal answer to "play a card" ("cannot" beats
    "may"). A card in its player's hand is also held to the First Turn Rule, as `PlayChosen` holds it (001:523-525):
    Katha the Wise's "may" is not asked once the one card from hand has been played. player: who would play it
    (an upgrade's hosts are judged from that player's side: Lateral Shift playing the opponent's card)."""
    return (can_play_now(g, cid, player)
            and not g.cards[cid].defn.gigantic      # one half alone is never played (001 GIGANTIC)
            and not first_turn_blocks(g, cid))


def first_turn_blocks(g: Game, cid: int) -> bool:
    """The First Turn Rule stops an ability playing this card from its player's hand now (the one card from hand
    already played or discarded, and no permission such as Phase Shift's)."""
    return (g.first_turn_card_played() and cid in g.players[g.active].hand
            and g.permission("play_permission", cid) is None)


class PlayChosen(Step):
    """Play the chosen card (from under a card, a deck, …) whatever its house; a creature's flank is chosen, or
    with `anywhere` its place in the battleline."""

    # the card being played is seen by both players from the moment it is chosen, even while it still lies in a
    # hidden place (the top of a deck: Wild Wormhole): Game.determinize leaves it where it is
    reveals_chosen = True

    def __init__(self, key: str, origin: str, anywhere: bool = False,
                 group: Callable[[Game, Ctx], list[int]] | None = None):
        super().__init__()
        self.key = key
        self.origin = origin
        self.anywhere = anywhere
        # the cards the instruction plays ("play each creature discarded this way", "play them one at a time"):
        # a gigantic half chosen with its other half among them plays the creature (001:2165-2168)
        self.group = group

    def run(self, game: Game, frame: Any) -> bool:
        from aember.engine.rules import PLAY
        ctx = frame.ctx
        chosen = _chosen(ctx, self.key)
        if not chosen:
            return True
        cid = chosen[0]
        me = ctx["me"]
        d = game.cards[cid].defn
        if game.cards[cid].zone == "archives" and game.cards[cid].controller != game.cards[cid].owner:
            # a card put into another player's archives by an effect goes to its owner's hand instead of
            # leaving them any other way (Mass Abduction, Sample Collection; FAQ 001:3021-3030): played from
            # there (Murkens, Project Z.Y.X.), it is not played; Memrox the Red keeps it where it is
            game.move(cid, "hand")
            return True
        if not can_play_now(game, cid, me):
            game.say(f"{d.title} cannot be played and stays where it is")
            return True
        half = None
        if d.gigantic and game.cards[cid].zone != HAND:
            # "If a card instructs you to play ... both halves of a gigantic creature, the gigantic creature will be
            # played" (001:2165-2168): the other half is among the cards the same instruction plays, in the same
            # place (both discarded by Ol' Paddy, both under Cauldron); the bottom half is the card in play. "Play
            # that card" after this ability destroyed a gigantic creature (Spontaneous Awakening) is both halves, its
            # other half noted as it left play (ctx['_halves']; 001:1536-1538)
            group = (self.group(game, ctx) if self.group is not None else []) + \
                list((ctx.get("_halves") or {}).get(str(cid), []))
            half = next((y for y in group if y != cid and game.halves_match(cid, y)
                         and game.cards[y].zone == game.cards[cid].zone), None)
            if half is not None:
                cid, half = game.bottom_first(cid, half)
                d = game.cards[cid].defn
        # a creature is played from its player's own hand with the other half there (001:2104-2108); a card an
        # effect picks in the opponent's hand (Flea Market's random card) is one half, as Lateral Shift's
        own_hand = game.cards[cid].zone == HAND and cid in game.players[me].hand
        if d.gigantic and half is None and (not own_hand or game.other_half(cid) is None):
            # one half of a gigantic creature chosen: "that effect will fail" (001:2163-2165) - at once, with no
            # flank or position asked for a creature that never enters play (the PLAY step refuses it too)
            game.say(f"{d.title} cannot be played without its other half")
            return True
        # the First Turn Rule limits plays from the player's hand, by abilities too (001:523-525; the FAQ at
        # 3376-3385 frees only plays from other areas); a permission (Phase Shift) still allows one more
        from_hand = game.first_turn_rule and cid in game.players[me].hand
        over = from_hand and game.first_turn_card_played()
        if over and game.permission("play_permission", cid) is None:
            game.say(f"{d.title} cannot be played (First Turn Rule) and stays in hand")
            return True
        if frame.data is None:
            ans = "creature"
            if _as_upgrade_playable(game, cid):
                # "may be played as an upgrade instead of a creature" (Explo-rover); only as an upgrade when it
                # cannot be played as a creature (Lifeward)
                modes = (["creature"] if game.play_forbidden(cid) is None else []) + ["upgrade"]
                ans = game.decide(frame, game.active, "option", modes,
                                  f"Play {d.title} as a creature or as an upgrade?")
                if ans is None:
                    return False
            frame.data = ans
        where: Any = "upgrade" if frame.data == "upgrade" else "right"
        line = game.play_entry_line(cid, me)     # the opponent's battleline for a treachery creature
        if where == "right" and d.type == "creature" and line:
            # a deploy creature may be placed anywhere "when it is played", by an ability too (001:1872-1877)
            anywhere = self.anywhere or game._may_deploy(cid, me)
            # "cannot play creatures on their right flank" (Phantasmaquid) beats the deploy permission and the flank
            # choice (001:1694-1697): the right end is not offered, as step 3 offers it from hand (main_options)
            left_only = bool(game.statics_of("no_right_flank")) and game.has_static(
                "no_right_flank", me) and not game.has_treachery(cid)
            if anywhere:        # default: the right flank, as for any creature an effect plays (FORMAT Decisions)
                ans = game.decide(frame, game.active, "option", list(range(len(line) + (0 if left_only else 1))),
                                  f"Choose where {d.title} goes in your battleline (0 = far left)",
                                  default=0 if left_only else len(line))
            elif left_only:
                ans = "left"
            else:
                ans = game.decide(frame, game.active, "flank", ["left", "right"], f"Choose a flank for {d.title}",
                                  default="right")
            if ans is None:
                return False
            where = int(ans) if anywhere else ans
        extra = {"anywhere": True} if self.anywhere else {}
        permitted = False
        if over:
            permitted = game.extra_card_permission(game.permission("play_permission", cid))
            game.spend_permission("play_permission", cid)
        if from_hand and not permitted:
            game.first_turn_plays += 1
        if half is not None:
            extra["with_half"] = half
        game.push(PLAY, {"card": cid, "me": me, "where": where, "from": self.origin, **extra})
        return True


def one_per_gigantic(g: Game, cards: list[int]) -> list[int]:
    """Cards offered to be played one at a time: both halves of a gigantic creature among them are one creature to
    play (001:2165-2168), offered once (as its top half)."""
    return [x for x in cards if not (g.cards[x].defn.gigantic and g.cards[x].defn.whole is None
                                     and any(g.halves_match(x, y) and g.cards[y].zone == g.cards[x].zone
                                             for y in cards))]


def play_chosen(key: str, origin: str = "under", group: Callable[[Game, Ctx], list[int]] | None = None) -> Step:
    return PlayChosen(key, origin, group=group)


def _hide_under_self(g: Game, c: Ctx) -> None:
    for x in _chosen(c, "under"):
        if g.cards[x].zone == "hand" and g.in_play(c["src"]):
            g.put_beneath(x, c["src"])


def put_card_from_hand_under_self() -> Step:
    """'Put a card from your hand facedown under this card' (Masterplan, Jargogle)."""
    return Seq(Choose("under", lambda g, c: list(g.players[c["me"]].hand), 1, False,
                      "Choose a card to put facedown under it"),
               Do(_hide_under_self, "put beneath"))


def choose_card_under_self(prompt: str = "Choose the card under it") -> Step:
    """'The card under this card' when several are there (Jargogle whose Play resolved twice): the active player
    picks one into ctx["under"] (FFG ruling, Crucible Cast 17); a single card is no decision."""
    return Choose("under", lambda g, c: list(g.beneath(c["src"])), 1, False, prompt)


def play_card_under_self() -> Step:
    """'Play the card under this card' (Masterplan, Jargogle), whatever its house."""
    return Seq(choose_card_under_self("Choose the card under it to play"), play_chosen("under", "under"))


class UseEach(Step):
    """'Use (reap/fight with) each of these creatures, one at a time': the player picks the order."""

    def __init__(self, candidates: Callable[[Game, Ctx], list[int]], mode: str | None, ready_first: bool = False):
        super().__init__()
        self.candidates = candidates
        self.mode = mode
        self.one = UseChosen("_each", mode, ready_first)

    def possible(self, game: Game, ctx: Ctx) -> bool:
        """Whether any candidate could be used now (a 'may' before it is asked only then)."""
        return any(self.one.can_act(game, x) and (self.one.ready_first or not _foreign_creature(game, x, ctx["me"]))
                   for x in self.candidates(game, ctx))

    def run(self, game: Game, frame: Any) -> bool:
        ctx = frame.ctx
        if frame.data is None:
            frame.data = list(self.candidates(game, ctx))
        # a creature the effect could do nothing with (exhausted and not readied first, or unable to fight when
        # told to fight, e.g. with no enemy creature) is not offered: choosing among such creatures is no decision
        # a creature given to the opponent meanwhile cannot be used (one to "ready and …" is still readied)
        left = [x for x in frame.data if game.in_play(x) and self.one.can_act(game, x)
                and (self.one.ready_first or not _foreign_creature(game, x, ctx["me"]))]
        if not left:
            return True
        ans = game.decide(frame, game.active, "target", left, "Choose the next creature to use")
        if ans is None:
            return False
        frame.data.remove(ans)
        ctx["_each"] = [ans]
        game.push(self.one, ctx)
        return False


def use_each(candidates: Callable[[Game, Ctx], list[int]], mode: str | None = None,
             ready_first: bool = False) -> UseEach:
    """ready_first: 'ready and fight with each of …, one at a time' (Badgemagus)."""
    return UseEach(candidates, mode, ready_first)


# ---------------------------------------------------------------------------------------------
# Losing Æmber, chains, choosing a house or a number, the most powerful creatures


HOUSES = ("brobnar", "dis", "ekwidon", "geistoid", "keyraken", "logos", "mars", "ouboros", "redemption", "sanctum",
          "saurian", "shadows", "skyborn", "staralliance", "unfathomable", "untamed")   # v16's 11 and the later 5


def lose(amount: Amount, who: str = "opponent", key: str = "lost") -> Step:
    """'Your opponent loses NÆ' (who='opponent') or 'you lose NÆ' (who='me'); ctx[key]: the amount lost."""
    def fn(g: Game, c: Ctx) -> None:
        p = c["me"] if who == "me" else 1 - c["me"]
        c[key] = g.lose(p, _n(g, c, amount))
    return Do(fn, "lose")


def gain_chains(amount: Amount) -> Step:
    def fn(g: Game, c: Ctx) -> None:
        n = g.gain_chains(c["me"], _n(g, c, amount))
        g.say(f"{g.pname(c['me'])} gains {n} chain{'s' if n != 1 else ''}")
    return Do(fn, "gain chains")


class ChooseOption(Step):
    """Choose one of `options(game, ctx)` (houses, numbers, key colours …) into ctx[key]."""

    def __init__(self, key: str, options: Callable[[Game, Ctx], list], prompt: str, kind: str = "option"):
        super().__init__()
        self.key = key
        self.options = options
        self.prompt = prompt
        self.kind = kind

    def run(self, game: Game, frame: Any) -> bool:
        ctx = frame.ctx
        opts = list(self.options(game, ctx))
        if not opts:
            ctx[self.key] = None
            return True
        ans = game.decide(frame, game.active, self.kind, opts, self.prompt)
        if ans is None:
            return False
        ctx[self.key] = ans
        game.say(f"{game.pname(ctx['me'])} chooses {game.pname(ans) if self.kind == 'player' else ans}")
        return True


def choose_player(key: str, players: Callable[[Game, Ctx], list[int]], prompt: str = "Choose a player") -> Step:
    """Choose a player (0 or 1) among `players(game, ctx)`; no decision when only one is offered."""
    return ChooseOption(key, players, prompt, kind="player")


def choose_house(key: str = "house", houses: Callable[[Game, Ctx], list[str]] | None = None,
                 prompt: str = "Choose a house") -> Step:
    """'Choose a house': any house (or those `houses(game, ctx)` offers, e.g. the opponent's identity card)."""
    return ChooseOption(key, houses or (lambda g, c: list(HOUSES)), prompt)


def choose_number(key: str, numbers: Callable[[Game, Ctx], list[int]], prompt: str = "Choose a number") -> Step:
    return ChooseOption(key, numbers, prompt)


class ChooseExtreme(Step):
    """'The N most (least) powerful creatures': those above the cut are taken, and the active player
    picks among the creatures tied at the cut. Into ctx[key]."""

    def __init__(self, key: str, target: Target, count: int = 1, least: bool = False,
                 avoid: Callable[[Game, int], bool] | None = None):
        super().__init__()
        self.key = key
        self.target = target
        self.count = count
        self.least = least
        self.avoid = avoid      # tied creatures the player cannot pick while another tied one is left

    def run(self, game: Game, frame: Any) -> bool:
        ctx = frame.ctx
        if frame.answer is None:
            cands = self.target.candidates(game, ctx)
            if len(cands) <= self.count:
                ctx[self.key] = list(cands)
                return True
            sign = 1 if self.least else -1
            ranked = sorted(cands, key=lambda x: sign * game.power(x))
            cut = game.power(ranked[self.count - 1])
            sure = [x for x in cands if sign * game.power(x) < sign * cut]
            tied = [x for x in cands if game.power(x) == cut]
            need = self.count - len(sure)
            if self.avoid is not None:
                ok = [x for x in tied if not self.avoid(game, x)]
                if len(ok) <= need:        # the rest of the cut falls on avoided ones (the effect fails on them)
                    ctx[self.key] = sure + ok + [x for x in tied if x not in ok][:need - len(ok)]
                    return True
                tied = ok
            ctx["_sure"] = sure
            if need == len(tied):
                ctx[self.key] = sure + tied
                return True
            words = "least" if self.least else "most"
            if need == 1:
                ans = game.ask(frame, game.active, "target", tied, f"Choose the {words} powerful creature")
            else:
                ans = game.ask(frame, game.active, "targets", tied, f"Choose the {words} powerful creatures",
                               min_count=need, max_count=need)
            if ans is None:
                return False
        else:
            ans = frame.answer
            frame.answer = None
        ctx[self.key] = ctx.pop("_sure", []) + (list(ans) if isinstance(ans, (list, tuple)) else [ans])
        return True


def most_powerful(key: str = "t", target: Target = A_CREATURE, count: int = 1, least: bool = False) -> Step:
    return ChooseExtreme(key, target, count, least)


def destroyed_this_way(key: str = "destroyed") -> Callable[[Game, Ctx], list[int]]:
    """The cards an earlier destroy step tagged that were destroyed (not saved by an 'instead'): out of play, or
    still tagged while an outer destruction resolves (a card played by Jargogle's Destroyed:) - unless an 'instead'
    waits to replace that destruction (Armageddon Cloak: it resolves when the card would go to the discard pile,
    001:2610-2616)."""
    def fn(g: Game, c: Ctx) -> list[int]:
        xs = c.get(key) or []
        if not any(g.cards[x].tagged for x in xs):
            return [x for x in xs if g.cards[x].zone not in IN_PLAY]
        from aember.engine.rules import DESTRUCTION
        saved = {int(k) for f in g.stack if f.step is DESTRUCTION for k in (f.data.get("instead") or {})}
        return [x for x in xs if g.cards[x].zone not in IN_PLAY or (g.cards[x].tagged and x not in saved)]
    return fn


_SETTLE_DESTROYED = settle_destroyed()


# ---------------------------------------------------------------------------------------------
# Exalt, ward, swap, repeats, replacement ("instead") effects, Æmber moved between cards


def exalt(target: Target | str | None = None, key: str = "t", did_key: str = "exalted") -> Step:
    """Exalt the chosen creature (None: the ability's own creature): 1Æ from the supply onto it."""
    def fn(g: Game, c: Ctx) -> None:
        cids = [c["src"]] if target is None else _chosen(c, target if isinstance(target, str) else key)
        c[did_key] = [x for x in cids if g.exalt(x)]
    step = Do(fn, "exalt")
    return step if target is None or isinstance(target, str) else Seq(choose(key, target), step)


def ward(target: Target | str | None = None, key: str = "t") -> Step:
    """Ward the chosen creature (None: the ability's own creature)."""
    def fn(g: Game, c: Ctx) -> None:
        for x in [c["src"]] if target is None else _chosen(c, target if isinstance(target, str) else key):
            g.ward(x)
    step = Do(fn, "ward")
    return step if target is None or isinstance(target, str) else Seq(choose(key, target), step)


def swap_with(target: Target, key: str = "t") -> Step:
    """Swap the ability's creature with the chosen creature of the same battleline."""
    return Seq(choose(key, target), Do(lambda g, c: [g.swap(c["src"], x) for x in _chosen(c, key)], "swap"))


class RepeatWhile(Step):
    """Resolve `step`, then again while `cond(game, ctx)` holds ("Repeat this effect if …"); `limit` caps
    the repeats of an effect that could otherwise loop for ever.

    with_source: the repeat of a card's own "repeat this effect" (`repeat_this_effect`): once the card creating it
    has left play (a creature or artifact in play as the ability began), it can no longer repeat. ask: a yes/no
    of the active player before each repeat ("you may repeat this effect …")."""

    def __init__(self, step: Step, cond: Callable[[Game, Ctx], bool], limit: int = 100, with_source: bool = False,
                 ask: str | None = None):
        super().__init__()
        self.step = step
        self.cond = cond
        self.limit = limit
        self.with_source = with_source
        self.ask = ask

    def run(self, game: Game, frame: Any) -> bool:
        ctx = frame.ctx
        if frame.pc == 0:
            # the card creating the repeat is in play as the ability begins (not an action card being played)
            frame.data = {"src_in_play": self.with_source and game.in_play(ctx.get("src", -1))}
        else:
            if frame.pc > self.limit or not self.cond(game, ctx):
                return True
            if (frame.data or {}).get("src_in_play") and not game.in_play(ctx.get("src", -1)):
                return True
            if self.ask is not None:
                ans = game.decide(frame, game.active, "yesno", ["yes", "no"], self.ask, auto=False)
                if ans is None:
                    return False
                if ans != "yes":
                    return True
        frame.pc += 1
        game.push(self.step, ctx)
        return False


def repeat_while(step: Step, cond: Callable[[Game, Ctx], bool], limit: int = 100) -> Step:
    return RepeatWhile(step, cond, limit)


def repeat_this_effect(step: Step, cond: Callable[[Game, Ctx], bool], ask: str | None = None,
                       limit: int = 100) -> Step:
    """'<step>. [If <cond>,] repeat this effect' / 'You may repeat this effect … as long as <cond>': the entire
    effect resolves again, the repeat text included (001:2550-2552), while `cond` holds (`ask`: and the active
    player says yes) - but once the card creating the repeating effect has been removed from play it can no
    longer repeat (001:2553-2555; FAQ Neutron Shark, 001:3549-3561): Neutron Shark, Fiery Jark, Numquid the Fair.
    An action card (not in play as it resolves) repeats as its condition says (Bouncing Deathquark, Delta P).
    "Repeat the preceding effect" is once more only: `again_if`."""
    return RepeatWhile(step, cond, limit, with_source=True, ask=ask)


class NextOfEach(Step):
    """"For each X, …" resolved one instance at a time: ctx[key] becomes the X whose instance resolves next,
    picked from `remaining(game, ctx)` (None when none is left). The active player orders the instances
    (001:1050-1051); unless answered, they go in the listed order (an ordering default, like trigger order)."""

    def __init__(self, key: str, remaining: Callable[[Game, Ctx], list], prompt: str):
        super().__init__()
        self.key = key
        self.remaining = remaining
        self.prompt = prompt

    def run(self, game: Game, frame: Any) -> bool:
        left = self.remaining(game, frame.ctx)
        if len(left) < 2:
            frame.ctx[self.key] = left[0] if left else None
            return True
        ans = game.decide(frame, game.active, "order", left, self.prompt, default=left[0])
        if ans is None:
            return False
        frame.ctx[self.key] = ans
        return True


def next_of_each(key: str, remaining: Callable[[Game, Ctx], list], prompt: str) -> Step:
    return NextOfEach(key, remaining, prompt)


def least_powerful(key: str = "t", target: Target = A_CREATURE) -> Step:
    """'The least powerful creature': the active player picks among tied creatures."""
    return ChooseExtreme(key, target, 1, least=True)


def destroyed_instead(effect: Step, card_key: str = "host") -> Step:
    """In a Destroyed: ability, '… instead': the destruction of the card (ctx[card_key], else the
    ability's own card) is replaced by `effect`, which resolves when the card would be put into the
    discard pile; the card stays in play, tagged (out of the state check) until `effect` has resolved."""
    def untag(g: Game, c: Ctx) -> None:
        x = c.get(card_key, c["src"])
        if g.cards[x].tagged:
            g.cards[x].tagged = False
            g.dirty()
    then = Seq(effect, Do(untag, "no longer destroyed"))

    def fn(g: Game, c: Ctx) -> None:
        from aember.engine.rules import DESTRUCTION
        cid = c.get(card_key, c["src"])
        for f in reversed(g.stack):
            if f.step is DESTRUCTION and f.pc == 0 and cid in f.data["tagged"]:
                inst = f.data.setdefault("instead", {})
                if str(cid) not in inst:
                    # an ability an upgrade on the creature grants is carried by the upgrade (FORMAT Decisions):
                    # the replacement's card is that upgrade ("destroy Armageddon Cloak instead")
                    up = c.get("granter")
                    src = up if up is not None and up in g.cards[cid].upgrades else c["src"]
                    inst[str(cid)] = [then.sid, {"src": src, "me": c["me"], card_key: cid}]
                return
    step = Do(fn, "instead")
    step.destroyed_instead = True     # SplitEach: a creature this may keep in play can be chosen twice
    return step


def move_amber(frm: Callable[[Game, Ctx], int], to: Callable[[Game, Ctx], int | None],
               amount: Amount | None = None) -> Step:
    """Move Æmber from one card to another card (None: to the common supply; -1: no card could be chosen to receive
    it, so nothing moves and the Æmber stays); amount None: all of it."""
    def fn(g: Game, c: Ctx) -> None:
        a = frm(g, c)
        if a < 0 or g.cards[a].zone != BATTLELINE:
            return
        n = g.cards[a].amber if amount is None else min(_n(g, c, amount), g.cards[a].amber)
        if n <= 0:
            return
        b = to(g, c)
        if b is not None and (b < 0 or g.cards[b].zone != BATTLELINE):
            return
        g.cards[a].amber -= n
        g._checked = False      # power may depend on the Æ on a creature (Tribune Pompitus)
        if b is None:
            g.say(f"{n}Æ on {g.cname(a)} goes to the common supply")
        else:
            g.cards[b].amber += n
            g.say(f"{n}Æ moves from {g.cname(a)} to {g.cname(b)}")
    return Do(fn, "move amber")


class StealStep(Step):
    """Steal N: a steal replaced by 'each Æ that would be stolen is captured by a creature controlled by
    the active player instead' (Gargantodon) is one decision per Æ. ctx[key]: the amount stolen - 0 when the
    steal was replaced: a replaced effect "does not occur" (001:2603-2610), so "if you do" after it fails (Nerve
    Blast). Po's Pixies is different: it replaces only where the stolen Æ comes from, and the FAQ (001:3645-3653)
    keeps it stolen."""

    def __init__(self, amount: Amount, key: str, thief: Callable[[Game, Ctx], int] | None = None):
        super().__init__()
        self.amount = amount
        self.key = key
        self.thief = thief

    def run(self, game: Game, frame: Any) -> bool:
        ctx = frame.ctx
        me = ctx["me"] if self.thief is None else self.thief(game, ctx)
        if frame.data is None:
            n = _n(game, ctx, self.amount)
            victim = game.players[1 - me].amber
            # with no creature of the active player the steal is still replaced, and nothing is captured
            # (a replacement effect: the steal does not occur; 001 "Replacement Effects")
            if (not game.statics_of("steal_to_capture") or n <= 0 or victim <= 0
                    or game.has_static("no_steal", 1 - me)):
                ctx[self.key] = game.steal(me, n)
                return True
            frame.data = {"left": min(n, victim)}
        data = frame.data
        while data["left"] > 0:
            if frame.answer is None:
                takers = game.creatures(game.active)
                if not takers or game.players[1 - me].amber <= 0:
                    break
                ans = game.ask(frame, game.active, "target", takers,
                               "Choose a creature to capture the Æmber that would be stolen")
                if ans is None:
                    return False
            else:
                ans = frame.answer
                frame.answer = None
            data["left"] -= 1
            game.capture(ans, 1, 1 - me)
        ctx[self.key] = 0       # captured instead: nothing was stolen
        return True


def fight_then(target: Target, effect: Step, key: str = "t", ready_first: bool = True) -> Step:
    """Ready (optionally) and fight with the chosen creature; then `effect`, with ctx['ev'] that fight ('card',
    'target', and 'target_neighbors': the attacked creature's neighbors now, or those it had just before it left
    play - FAQ Smite, 001:3875-3885). The rest of the text waits until the fight and all it set off (After Fight
    abilities, "each time a creature fights") have resolved (001:1544-1546: resolve the effects one instruction
    causes before continuing); it is not one of the abilities the fight triggers, to be ordered among them."""

    def mark(g: Game, c: Ctx) -> None:
        c["fight_log_at"] = len(g.turn_log)
        c.pop("ev", None)

    def found(g: Game, c: Ctx) -> None:
        fighter = _chosen(c, key)
        for e in g.turn_log[c["fight_log_at"]:]:
            if e[0] == "fight_ended" and e[3] in fighter:
                d = e[4]
                # destroyed since, it left play: back in play (Overlord Greking took it), it is a new object whose
                # neighbors now are not those of the attacked creature
                was = g.as_destroyed(d, c["fight_log_at"])
                if was is None and g.cards[d].zone == BATTLELINE:
                    tn = g.neighbors(d)
                else:
                    tn = [x for x in (was[1] if was else e[5]) if g.cards[x].zone == BATTLELINE]
                c["ev"] = {"card": e[3], "target": d, "target_neighbors": tn}
                return

    return Seq(choose(key, target), Do(mark), UseChosen(key, "fight", ready_first), Do(found),
               If(lambda g, c: "ev" in c, effect))


# ---------------------------------------------------------------------------------------------
# Captures by several creatures: who captures is a decision only when the result can differ


class SplitCapture(Step):
    """'For each …, a creature captures 1Æ' (Hypnotic Command, Unguarded Camp): one decision per point, the
    creature that captures; `victim(game, cid, ctx)` is the player it captures from. A point whose every
    choice gives the same result is not a decision: no pool it could come from has Æmber (the split ends).
    With `once_each` ("no creature captures more than 1Æ this way") each creature is chosen once; as with
    `split_each`, every point with two or more creatures left is asked, even when all of them will capture.
    `one_capture`: the points are one capture distributed among creatures ("capture all but 5 …, distributed among
    any number of friendly creatures": Bring Low), each creature's share reported once at the end (Kretchee);
    otherwise each point is its own capture ("for each …, a creature captures 1Æ")."""

    def __init__(self, count: Amount, candidates: Callable[[Game, Ctx], list[int]],
                 victim: Callable[[Game, int, Ctx], int], once_each: bool = False, key: str = "did",
                 one_capture: bool = False):
        super().__init__()
        self.count = count
        self.candidates = candidates
        self.victim = victim
        self.once_each = once_each
        self.key = key
        self.one_capture = one_capture

    def run(self, game: Game, frame: Any) -> bool:
        ctx = frame.ctx
        if frame.data is None:
            frame.data = {"left": _n(game, ctx, self.count), "used": [], "done": 0, "took": {}}
        data = frame.data
        while data["left"] > 0:
            cands = [x for x in self.candidates(game, ctx) if game.cards[x].zone == BATTLELINE
                     and game.players[self.victim(game, x, ctx)].amber > 0
                     and not (self.once_each and x in data["used"])]
            if not cands:
                break
            ans = game.decide(frame, game.active, "target", cands, "Choose a creature to capture 1Æ")
            if ans is None:
                return False
            data["left"] -= 1
            data["used"].append(ans)
            got = game.capture(ans, 1, self.victim(game, ans, ctx), emit=not self.one_capture)
            data["done"] += got
            data["took"][str(ans)] = data["took"].get(str(ans), 0) + got
        if self.one_capture:
            for x, t in data["took"].items():
                game.captured_once(int(x), t)
        ctx[self.key] = data["done"]
        return True


def split_capture(count: Amount, candidates: Callable[[Game, Ctx], list[int]],
                  victim: Callable[[Game, int, Ctx], int] | None = None, once_each: bool = False,
                  one_capture: bool = False) -> Step:
    """victim None: the opponent of the ability's player."""
    return SplitCapture(count, candidates, victim or (lambda g, x, c: 1 - c["me"]), once_each,
                        one_capture=one_capture)


def short_pool_takers(game: Game, frame: Any, takers: list[int], victim: int) -> list[int] | None:
    """The creatures of `takers` that capture 1Æ each from player `victim`'s pool: all of them when it covers them,
    otherwise those the active player picks (one list decision); None while that decision waits. A pool whose
    captures Po's Pixies takes from the common supply instead never runs short while it holds Æmber: each capture
    of 1Æ that would take from it is replaced on its own (FAQ 001:3655-3666, the two Sir Marrows)."""
    pool = game.players[victim].amber
    if pool > 0 and game.has_static("supply_instead", victim):
        return takers
    if len(takers) > pool > 0:
        ans = game.decide(frame, game.active, "targets", takers, f"Choose the {pool} creatures that capture",
                          min_count=pool, max_count=pool)
        return None if ans is None else list(ans)
    return takers


class EachCaptures(Step):
    """'Each <such> creature captures 1Æ' (Honorable Claim, Pandemonium): each creature that `where` selects,
    on the given sides, captures 1Æ from its opponent. When a pool cannot cover every creature capturing
    from it, the active player chooses which of them capture (one list decision per pool)."""

    def __init__(self, side: str, where: Callable[[Game, int, Ctx], bool]):
        super().__init__()
        self.side = side
        self.where = where

    def run(self, game: Game, frame: Any) -> bool:
        ctx = frame.ctx
        me = ctx["me"]
        if frame.data is None:
            # both sides: the resolving player's creatures first, then the enemy ones (not p1's first)
            frame.data = {"sides": {"friendly": [me], "enemy": [1 - me], "any": [me, 1 - me]}[self.side], "done": 0}
        data = frame.data
        while data["sides"]:
            side = data["sides"][0]
            # friendly_in/enemy_in: a creature used "as if yours" (Replicator on Master Rabten) is on the
            # resolving player's side and captures from their opponent
            line = friendly_in(game, ctx) if side == me else enemy_in(game, ctx)
            takers = short_pool_takers(game, frame, [x for x in line if self.where(game, x, ctx)], 1 - side)
            if takers is None:
                return False
            for x in takers:
                data["done"] += game.capture(x, 1, 1 - side)
            data["sides"].pop(0)
        ctx["did"] = data["done"]
        return True


def each_captures(side: str, where: Callable[[Game, int, Ctx], bool]) -> Step:
    return EachCaptures(side, where)


def reaped_amber_left(game: Game, ev: dict) -> int:
    """"Captures it" / "captures that Æ" after a reap (Sir Marrows, Widespread Corruption): only the Æmber just
    gained by reaping, and only what of it is still in the pool - an ability ordered first that captured it leaves
    none for the next (001:3733-3742: two Sir Marrows share the 1Æ just gained). The reaped event's 'before' is
    the pool before the gain."""
    return max(0, min(ev.get("gained", 0), game.players[ev["player"]].amber - ev.get("before", 0)))


def after_reap_abilities(game: Game, cid: int, player: int) -> list[tuple[int, int, dict]]:
    """The After Reap abilities the creature has now, as (carrier, step id, ctx) for `player` resolving them
    "as if they controlled it" (Replicator): its own (none if its text box is blank), and each gained text box's (not
    blanked; none while it "loses all abilities"), then those its upgrades give it ("this creature gains 'After
    Reap: …'"), carried by the upgrade, then
    those other cards in play give it ('the creatures next to Falcron have "After Reap: …"') or it gives itself while a
    condition holds (Aero O'Fore in the center), carried by that card, then those a lasting effect gives it for the
    turn (Song of the Wild), carried by the lasting effect's source. All those reactions are marked `granted`."""
    from aember.engine.game import gained_text
    c = game.cards[cid]
    if c.zone != BATTLELINE:
        return []
    if game.lost_all(cid):
        # "loses all abilities" (Molluscaller): its own, a gained text box's and every one another card gives it
        # (Falcron's), as when it reaps itself (Game.emit; 001:2642-2645)
        return []
    ev = {"kind": "reaped", "card": cid, "player": player, "gained": 0, "before": game.players[player].amber}
    out: list[tuple[int, int, dict]] = []
    own = None if game.is_blank(cid) else game.face(cid).reap
    if own is not None:
        out.append((cid, own.sid, {"src": cid, "me": player}))
    if game.lasting:
        # and each gained text box's (Creed of Nurture, Doppelganger), as when the creature itself reaps (Game.emit):
        # the creature's own as well as its printed one (001:2642-2645); not blanked with the creature's text box
        for gd in game.gained_texts(cid):
            if gd.reap is not None:
                out.append((cid, gd.reap.sid, {"src": cid, "me": player}))
        for _src, _st, gle in game.statics_of("gain_text"):
            # an After Reap a gained text box grants (Creed of Nurture giving Troll Falcron's text box: "Each of
            # Falcron's neighbors gains 'After Reap: …'"), carried by the creature that gained it (Game.emit's
            # _collect), not while that one "loses all abilities"
            tgt = gle["target"]
            if game.cards[tgt].zone == BATTLELINE and not game.lost_all(tgt):
                for r in gained_text(gle).reactions:
                    if r.event == "reaped" and r.granted and r.cond(game, tgt, ev, None):
                        out.append((tgt, r.effect.sid, {"src": tgt, "me": player, "ev": ev}))
    for u in c.upgrades:
        if game.is_blank(u):
            continue
        for r in game.face(u).reactions:
            if r.event == "reaped" and r.cond(game, u, ev, None):
                out.append((u, r.effect.sid, {"src": u, "me": player, "ev": ev}))
    game.statics()
    for src, r in game._reacts.get("reaped", ()):
        if r.granted and src not in c.upgrades and r.cond(game, src, ev, None):
            out.append((src, r.effect.sid, {"src": src, "me": player, "ev": ev}))
    for le in game.lasting:
        # 'until the end of the turn, your creatures have "Reap: …"' (Song of the Wild), carried by its source
        r = spec_by_id(le["spec"])
        if isinstance(r, Reaction) and r.event == "reaped" and r.granted and r.cond(game, le["src"], ev, le):
            out.append((le["src"], r.effect.sid, {"src": le["src"], "me": player, "ev": ev}))
    if c.controller != player:
        # resolved "as if you controlled" the creature: it is friendly to `player` meanwhile (as_if_mine)
        for _carrier, _sid, actx in out:
            actx["as_if"] = cid
    return out


class SplitEach(Step):
    """'For each …, <effect> a card' whose effect happens as each point is chosen (Sample Collection: "put an
    enemy creature into your archives for each key"): one decision per point, `then` acting on ctx[key] before
    the next point is chosen (FORMAT rev 2: "other effects (capture, archive, …) happen as each point is
    chosen"). Each point is its own decision, asked while two or more cards could be chosen for it, so with as
    many points as cards the first points are still chosen and only the last goes by itself (shared
    rulebook/s026). A card the effect leaves where it is may be chosen again (Experiment Q's stun)."""

    def __init__(self, count: Amount, target: Target, then: Step, key: str = "t",
                 idle: Callable[[Game, int], bool] | None = None):
        super().__init__()
        self.count = count
        self.target = target
        self.then = then
        self.key = key
        self.idle = idle

    def run(self, game: Game, frame: Any) -> bool:
        ctx = frame.ctx
        if frame.data is None:
            frame.data = _n(game, ctx, self.count)
        if frame.data <= 0:
            return True
        cands = self.target.candidates(game, ctx)
        if not cands or (self.idle and all(self.idle(game, x) for x in cands)):
            return True     # `idle`: no card the point could go to would change - every choice gives the same result
        ans = game.decide(frame, game.active, "target", cands, self.target.prompt)
        if ans is None:
            return False
        frame.data -= 1
        ctx[self.key] = [ans]
        game.push(self.then, ctx)
        return False


def split_each(count: Amount, target: Target, then: Step, key: str = "t",
               idle: Callable[[Game, int], bool] | None = None) -> Step:
    return SplitEach(count, target, then, key, idle)


def split_point(target: Target, idle: Callable[[Game, int], bool], then: Step) -> Step:
    """One point of a 'for each' split (`repeat(n, split_point(...))`): not a decision, and nothing happens, when
    every card it could go to is `idle` (would be left unchanged: stunning a stunned creature, 001:2756), since
    every choice then gives the same result (FORMAT rev 2, Decisions; as Oracle Zan's heals and Chlorodoze
    Vapor's exhausts). While one candidate would change, the point is asked among all candidates."""
    return if_(lambda g, c: not all(idle(g, x) for x in target.candidates(g, c)), then)


def is_stunned(g: Game, cid: int) -> bool:
    return g.cards[cid].stun


def is_enraged(g: Game, cid: int) -> bool:
    return g.cards[cid].enrage


def stun_point(target: Target) -> Step:
    """'For each …, stun a creature': one point, no decision when every candidate is already stunned."""
    return split_point(target, is_stunned, stun(target))


def enrage_point(target: Target) -> Step:
    """'For each …, enrage a creature': one point, no decision when every candidate is already enraged."""
    return split_point(target, is_enraged, enrage(target))


# --- blocks added for AoA sanctum/shadows/untamed ---


def play_or_use_permission(cond: Callable[[Game, int], bool], count: int = 1) -> Step:
    """'You may play or use a Brobnar card this turn': one lasting permission that either one play or one
    use (of a card not of the active house) spends."""
    def applies(g: Game, src: int, cid: int, le: dict) -> bool:
        c = g.cards[cid]
        who = c.owner if c.zone == HAND else c.controller
        return le.get("left", 1) > 0 and who == le["me"] and cond(g, cid)
    return lasting_with(static("play_or_use_permission", applies), left=count)


class RedistributeAmber(Step):
    """'Redistribute the Æ on friendly (enemy) creatures among friendly (enemy) creatures': the active player puts
    the Æmber on a creature of that side 1Æ at a time, and the Æmber moves all at once when every point is placed,
    as in `RedistributeDamage`. Until then it stays where it was, so a creature whose power follows its Æmber
    (Tribune Pompitus) is not destroyed in the middle of the redistribution."""

    def __init__(self, side: str):
        super().__init__()
        self.side = side

    def run(self, game: Game, frame: Any) -> bool:
        ctx = frame.ctx
        if frame.data is None:
            line = _side(game, ctx, self.side)
            total = sum(game.cards[x].amber for x in line)
            if total == 0 or len(line) < 2:
                return True
            frame.data = {"left": total, "put": {}}
        data = frame.data
        line = _side(game, ctx, self.side)
        while data["left"] > 0:
            ans = game.decide(frame, game.active, "target", line,
                              f"Choose a creature to put 1Æ on ({data['left']} left)")
            if ans is None:
                return False
            data["put"][str(ans)] = data["put"].get(str(ans), 0) + 1
            data["left"] -= 1
        for x in line:
            game.cards[x].amber = data["put"].get(str(x), 0)
        game.dirty()
        return True


def redistribute_amber(side: str) -> Step:
    return RedistributeAmber(side)


# --- blocks added for WC brobnar, dis, logos ---


def in_center(g: Game, cid: int) -> bool:
    """The creature is in the center of its controller's battleline (an odd number of creatures)."""
    c = g.cards[cid]
    if c.zone != BATTLELINE:
        return False
    line = g.players[c.controller].battleline
    return len(line) % 2 == 1 and line[len(line) // 2] == cid


def add_power_counters(target: Target | str | None, n: Amount, key: str = "t") -> Step:
    """Give the chosen creature (None: the ability's own creature) N +1 power counters."""
    def fn(g: Game, c: Ctx) -> None:
        k = n if isinstance(n, int) else _n(g, c, n)
        for x in [c["src"]] if target is None else _chosen(c, target if isinstance(target, str) else key):
            if g.cards[x].zone == BATTLELINE and k > 0:
                g.cards[x].power_counters += k
                g.say(f"{g.cname(x)} gets {k} +1 power counter{'s' if k != 1 else ''}")
                g.dirty()
    step = Do(fn, "power counters")
    return step if target is None or isinstance(target, str) else Seq(choose(key, target), step)


def while_damaged_power(bonus: int) -> list[Static]:
    """'Gets +N power while it is damaged' — only once it has survived the damage (Gron Nine-Toes)."""
    def applies(g: Game, src: int, cid: int, le: Any) -> bool:
        return cid == src and g.cards[cid].damage > 0
    return [Static("power", applies, bonus), Static("bonus_after_survival", self_only(), bonus)]


def damage_neighbors_of_fought(amount: int) -> Step:
    """'Deal N damage to each neighbor of the creature it fights' (Before Fight: ctx['target'], or a
    reaction to a before_fight event: ctx['ev']['target']); all at once. The damage comes from the fighting
    creature, also when an upgrade gave it the ability (Z-Ray Blaster, Fyre-Breath: Ardent Hero)."""
    def fn(g: Game, c: Ctx) -> None:
        t = c["ev"]["target"] if "ev" in c else _chosen(c, "target")[0]
        source = c["ev"]["card"] if "ev" in c else c.get("src", -1)
        g.deal_damage([(x, amount) for x in g.fought_neighbors(t)], source)
    return Do(fn, "damage neighbors")


def the_creature_fought(key: str = "fought") -> Step:
    """ctx[key]: "the creature <this creature> fights" for an After Fight ability (ctx['target']): still in play, or
    in a discard pile when the fight destroyed it - an ability that interacts with a card after it is destroyed
    follows it there (001_8b4898dbee0caf39.txt:1536-1538: Oblivion Knight purges it, Bit Byte archives it, Symon puts
    it on its owner's deck) - but not once it went to a hidden zone, a hand, deck or archives (001:2328-2333). A card
    that must survive says so ("Both creatures must survive the fight": Collector Worm, Shĭzyokŭ Swopper). A gigantic
    creature destroyed is its two halves again, both in the discard pile: "the creature" is both (001 GIGANTIC)."""
    def fn(g: Game, c: Ctx) -> None:
        c[key] = [x for x in c.get("target") or [] if g.cards[x].zone in (BATTLELINE, "discard")]
        c[key] += [h for x in c[key] if g.cards[x].zone == "discard"
                   for h in c.get("target_halves") or [] if g.cards[h].zone == "discard"]
    return Do(fn, "the creature fought")


def first_creature_played(g: Game, cid: int, player: int | None = None) -> bool:
    """'The first creature (you) play(ed) each turn' (Speed Sigil, Titanarpon): `cid` is the only creature played this
    turn (by `player`; None: by anyone). It counts plays, not cards: a creature played, returned to hand and played
    again is the second one."""
    plays = g.played_as_creatures(player, g.turn)
    return len(plays) == 1 and plays[0] == cid


def self_as(key: str = "self") -> Step:
    """Put the ability's own card into ctx[key], for blocks that act on chosen cards."""
    return Do(lambda g, c: c.__setitem__(key, [c["src"]]), "self")


def ready_and_fight_self() -> Step:
    return Seq(self_as("_self"), UseChosen("_self", "fight", True))


def stun_each(where: Callable[[Game, int, Ctx], bool], side: str = "any") -> Step:
    """Stun each creature (of a side) that matches `where`."""
    def fn(g: Game, c: Ctx) -> None:
        for x in [x for x in _side(g, c, side) if where(g, x, c)]:
            g.stun(x)
    return Do(fn, "stun each")


def discard_random(n: Amount, who: str = "me", key: str | None = None, did_key: str | None = None) -> Step:
    """'Discard N random cards from your hand' (who='me') or the opponent's ('opponent'); with `key`, ctx[key]
    lists the cards picked at random ("if that card …", Sunk Cost); with `did_key`, ctx[did_key] says whether
    a card was picked and every one picked was discarded ("If you do": a card a replacement effect put elsewhere,
    Refined Adhesive, was not discarded)."""
    def fn(g: Game, c: Ctx) -> None:
        p = c["me"] if who == "me" else 1 - c["me"]
        if key:
            c[key] = []
        if did_key:
            c[did_key] = False
        for i in range(_n(g, c, n)):
            hand = g.players[p].hand
            if not hand:
                return
            x = hand[g.rng.below(len(hand))]
            discarded = g.discard_from_hand(x)
            if did_key:
                c[did_key] = discarded and (i == 0 or bool(c[did_key]))
            if key:
                c[key].append(x)
    return Do(fn, "random discard")


class MoveInBattleline(Step):
    """'Move <the chosen creature> anywhere in its controller's battleline': the active player picks its
    new index (an `option` decision of ints, 0 = far left; no decision with one creature)."""

    def __init__(self, key: str, stay_by_default: bool = False):
        super().__init__()
        self.key = key
        self.stay_by_default = stay_by_default

    def run(self, game: Game, frame: Any) -> bool:
        chosen = [x for x in _chosen(frame.ctx, self.key) if game.cards[x].zone == BATTLELINE]
        if not chosen:
            return True
        x = chosen[0]
        line = game.players[game.cards[x].controller].battleline
        # stay_by_default: a creature just taken control of and put on the right flank stays there unless another
        # place is chosen (FORMAT Decisions: a creature moved into a battleline by a change of control -> right)
        ans = game.decide(frame, game.active, "option", list(range(len(line))),
                          f"Choose where {game.cname(x)} goes in its battleline (0 = far left)",
                          **({"default": line.index(x)} if self.stay_by_default else {}))
        if ans is None:
            return False
        if line.index(x) != ans:
            line.remove(x)
            line.insert(ans, x)
            game.say(f"{game.cname(x)} is moved to position {ans} of its battleline")
            game.dirty()
        return True


def move_in_battleline(target: Target | str, key: str = "t") -> Step:
    return _with_target(target, key, MoveInBattleline(target if isinstance(target, str) else key))


def purge_chosen(target: Target | str, key: str = "t", did_key: str = "purged") -> Step:
    """Purge the chosen cards (from play, a discard pile, a hand …); a ward stops a creature leaving play.
    ctx[did_key]: the cards purged."""
    k = target if isinstance(target, str) else key

    def fn(g: Game, c: Ctx) -> None:
        done = []
        for x in _chosen(c, k):
            if g.cards[x].zone == BATTLELINE:
                if g.leave_play_to(x, "purged"):
                    g.say(f"{g.cname(x)} is purged")
                    done.append(x)
            else:
                g.purge(x)
                done.append(x)
        c[did_key] = done
    return _with_target(target, key, Do(fn, "purge"))


def in_discard_piles(cond: Callable[[Game, int], bool] | None = None, prompt: str = "Choose a card in a "
                     "discard pile") -> Target:
    """Cards in either player's discard pile (yours first)."""
    def cands(g: Game, c: Ctx) -> list[int]:
        me = c["me"]
        return [x for p in (me, 1 - me) for x in g.players[p].discard if cond is None or cond(g, x)]
    return Target(cands, prompt)


def _reveal_top(n: int) -> Callable[[Game, Ctx], None]:
    def fn(g: Game, c: Ctx) -> None:
        p = c["player"]
        c["revealed"] = list(g.players[p].deck[:n]) if p is not None else []
        if c["revealed"]:
            g.say(f"{g.pname(c['me'])} reveals the top of {g.pname(p)}'s deck: "
                  + ", ".join(g.cname(x) for x in c["revealed"]))
    return fn


def _shuffle_back(g: Game, c: Ctx) -> None:
    p = c["player"]
    # "shuffle the other revealed cards into that deck": only if one is left there (a one-card deck whose card was
    # purged has none, and the deck is not shuffled: no "after your opponent shuffles their deck")
    if p is not None and any(g.cards[x].zone == DECK for x in c["revealed"]):
        g.shuffle_deck(p)
        g.say(f"{g.pname(p)} shuffles their deck")


def reveal_top_purge_one(n: int) -> Step:
    """'Reveal the top N cards of a player's deck. Purge one of them. Shuffle the others into that deck.'"""
    return Seq(choose_player("player", lambda g, c: [c["me"], 1 - c["me"]],      # "a player": either, even
                             "Choose whose deck to reveal"),                 # one whose deck is empty
               Do(_reveal_top(n), "reveal"),
               Choose("t", lambda g, c: list(c["revealed"]), 1, False, "Choose a revealed card to purge"),
               Do(lambda g, c: [g.purge(x) for x in _chosen(c, "t")], "purge"),
               Do(_shuffle_back, "shuffle"))


def amber_bonus(g: Game, cid: int) -> int:
    """The number of Æmber bonus icons on a card (printed and enhanced)."""
    return g.bonus_icons(cid).count("amber")


def _is_action(g: Game, x: int) -> bool:
    return g.cards[x].defn.type == "action"


def _graft_chosen(g: Game, c: Ctx) -> None:
    for x in _chosen(c, "_graft"):
        if g.cards[x].zone == HAND and g.in_play(c["src"]):
            g.graft(x, c["src"])


def graft_from_hand(cond: Callable[[Game, int], bool] = _is_action,
                    prompt: str = "Choose an action card in your hand to graft") -> Step:
    """'Graft an action card from your hand onto <this card>' (Infomancer, Memolith): faceup under it."""
    return Seq(Choose("_graft", lambda g, c: [x for x in g.players[c["me"]].hand if cond(g, x)], 1, False, prompt),
               Do(_graft_chosen, "graft"))


class TriggerPlayOf(Step):
    """'Trigger the play effect of <the chosen card>': its Play: ability resolves, with the card as its source
    (no bonus icons: the card is not played)."""

    def __init__(self, key: str):
        super().__init__()
        self.key = key

    def run(self, game: Game, frame: Any) -> bool:
        for x in reversed(_chosen(frame.ctx, self.key)):
            play = game.cards[x].defn.play
            if play is not None:
                game.say(f"{game.pname(frame.ctx['me'])} triggers the play effect of {game.cname(x)}")
                game.push(play, {"src": x, "me": frame.ctx["me"]})
        return True


def trigger_grafted_play(prompt: str = "Choose a grafted action card whose play effect to trigger") -> Step:
    """'Trigger the play effect of an action card grafted onto <this card>'."""
    return Seq(Choose("_grafted", lambda g, c: [x for x in g.grafted(c["src"]) if _is_action(g, x)], 1, False,
                      prompt),
               TriggerPlayOf("_grafted"))


# --- blocks added for WC saurian/staralliance/shadows/untamed ---


def move_amber_to_pool(target: Target | str, amount: Amount | None = 1, key: str = "t") -> Step:
    """'Move 1Æ (each Æ) from <a card> to your pool': from each chosen card in play (amount None: all)."""
    k = target if isinstance(target, str) else key

    def fn(g: Game, c: Ctx) -> None:
        moved = 0
        for x in _chosen(c, k):
            if not g.in_play(x) or g.cards[x].amber <= 0:
                continue
            n = g.cards[x].amber if amount is None else min(_n(g, c, amount), g.cards[x].amber)
            g.cards[x].amber -= n
            g._checked = False      # power may depend on the Æ on a creature
            moved += n
            # through add_to_pool, as all Æ reaching a pool ("would be added to a pool … instead": Akugyo)
            g.add_to_pool(c["me"], n, f"{n}Æ moves from {g.cname(x)} to {g.pname(c['me'])}'s pool")
        c["moved"] = moved
    return _with_target(target, key, Do(fn, "to pool"))


def search_deck(cond: Callable[[Game, int], bool], count: int = 1, key: str = "found",
                prompt: str = "Search your deck", reveal: bool = True) -> Step:
    """'Search your deck for a <kind> card, reveal it, add it to your hand, then shuffle your deck': one
    decision answered with up to `count` matching cards (none may be chosen); the deck is shuffled.
    `reveal=False`: a search for any card ("search your deck for a card", Jervi), which has no characteristic to
    show, so the card found stays hidden from the opponent (001:2589-2591, 2601-2602)."""
    def fn(g: Game, c: Ctx) -> None:
        me = c["me"]
        for x in _chosen(c, key):
            if reveal:
                g.say(f"{g.pname(me)} reveals {g.cname(x)} and adds it to their hand")
            else:
                g.say(f"{g.pname(me)} adds {g.cname(x)} from their deck to their hand", to=me)
                g.say(f"{g.pname(me)} adds a card from their deck to their hand")
            g.move(x, HAND)
        g.shuffle_deck(me)
        g.say(f"{g.pname(me)} shuffles their deck")
    return Seq(Choose(key, lambda g, c: [x for x in g.players[c["me"]].deck if cond(g, x)], count, True, prompt),
               Do(fn, "search"))


class ChooseSome(Step):
    """Choose exactly `count(game, ctx)` cards among `candidates(game, ctx)` (all of them when there are no
    more) into ctx[key]: 'one third of the creatures', 'as many creatures as there is Æmber'."""

    def __init__(self, key: str, candidates: Callable[[Game, Ctx], list[int]], count: Amount, prompt: str):
        super().__init__()
        self.key = key
        self.candidates = candidates
        self.count = count
        self.prompt = prompt

    def run(self, game: Game, frame: Any) -> bool:
        ctx = frame.ctx
        cands = self.candidates(game, ctx)
        n = max(0, min(_n(game, ctx, self.count), len(cands)))
        ans = game.decide(frame, game.active, "targets", cands, self.prompt, min_count=n, max_count=n)
        if ans is None:
            return False
        ctx[self.key] = list(ans)
        return True


def choose_some(key: str, target: Target, count: Amount) -> Step:
    return ChooseSome(key, target.candidates, count, target.prompt)


def _push_play_effects(g: Game, x: int, me: int, as_played: bool = False, extra: dict | None = None) -> int:
    """Resolve card x's play effects again for player `me`: its own Play: and any it gained (Kaspara's), as
    `Game.play_effects` lists them; pushed last first, so they resolve in order. Returns how many. `extra`: more
    of the pushed abilities' context (the chain of play effects resolving one another)."""
    effects = g.play_effects(x, as_played=as_played)
    for ab, granter in reversed(effects):
        ctx = {"src": x, "me": me} if granter is None else {"src": x, "me": me, "granter": granter}
        g.push(ab, {**ctx, **extra} if extra else ctx)
    return len(effects)


_PLAY_LOOP_CAP = 50


class _TriggerPlayEffect(Step):
    """'Trigger the play effect of <a creature> as if you had just played it': its own Play: ability resolves,
    with the ability's player as the one who played it.

    Two Missile Officer Myers side by side resolve each other's play effect without end: an infinite loop, which
    the active player resolves as many times as they choose (001:2226-2234). The creatures whose play effects
    this chain has resolved are carried along (ctx play_loop); once it comes round to one of them again the
    active player is asked whether to go on."""

    label = "trigger play effect"

    def __init__(self, key: str):
        super().__init__()
        self.key = key

    def run(self, game: Game, frame: Frame) -> bool:
        c = frame.ctx
        chain = c.get("play_loop") or [c["src"]]
        xs = [x for x in _chosen(c, self.key) if game.cards[x].zone == BATTLELINE]
        if any(x in chain for x in xs):
            ans = "no" if len(chain) >= _PLAY_LOOP_CAP else game.decide(
                frame, game.active, "yesno", ["yes", "no"],
                f"Infinite loop ({len(chain) - 1} so far): resolve it once more?", auto=False, default="no")
            if ans is None:
                return False
            if ans == "no":
                xs = [x for x in xs if x not in chain]
        for x in xs:
            for _n in range(_push_play_effects(game, x, c["me"], extra={"play_loop": [*chain, x]})):
                game.say(f"{game.cname(x)}'s play effect resolves again")
        return True


def trigger_play_effect(key: str = "t") -> Step:
    """'Trigger the play effect of <a creature> as if you had just played it' (_TriggerPlayEffect)."""
    return _TriggerPlayEffect(key)


def resolve_event_cards_ability(which: str) -> Step:
    """Resolve the `which` ('play', 'reap', 'fight') ability of the creature of the triggering event, as if it
    were that kind of ability too ("each friendly creature's play effect is a play/reap effect", Kompsos
    Haruspex); the creature carries it, for its controller; a fight effect resolved so has no creature fought."""
    def fn(g: Game, c: Ctx) -> None:
        x = c["ev"]["card"]
        if which == "play":
            if g.cards[x].zone == BATTLELINE:      # (Charge!'s grant counts only as the creature is played)
                _push_play_effects(g, x, c["me"], as_played=c["ev"]["kind"] == "played")
            return
        ab = getattr(g.face(x), which)
        if ab is not None and g.cards[x].zone == BATTLELINE and not g.is_blank(x):
            # c["me"]: the creature's controller, or the player resolving it as if they controlled it (Replicator)
            ctx = {"src": x, "me": c["me"]}
            if which == "fight":
                ctx["target"] = []
            g.push(ab, ctx)
    return Do(fn, f"{which} effect")


def _ev_creature(g: Game, c: Ctx) -> list[int]:
    return [c["ev"]["card"]]


def granted_use_ability(events: tuple[str, ...], who: Callable[[Game, int, int], bool], effect: Step) -> list:
    """'<Creatures> gain "Fight/Reap: …"' (upgrades, neighbors): reactions, one per event ('reaped',
    'fought'), for the creatures `who(game, src, cid)` says have it (src: the card that grants it). The
    effect resolves for the player who controlled the creature as the ability triggered (the player who used it,
    unless it changed hands before a late trigger: `Game.late_granted`), with ctx['user'] = [that creature]."""
    def setup(g: Game, c: Ctx) -> None:
        # the creature's controller as the ability triggered: the player who used it, or the player who took it
        # over before its gained ability triggered late (FAQ Nexus / Spectral Tunneler, 001:3824-3832)
        c["me"] = c.get("holder_controller", c["ev"]["player"])
        c["user"] = _ev_creature(g, c)
        c["damage_source"] = c["ev"]["card"]      # the ability is the creature's: it deals the damage

    body = Seq(Do(setup, "granted ability"), effect)
    out = []
    for event in events:
        if event == "fought":
            def cond(g: Game, src: int, ev: dict, le: Any) -> bool:
                return ev["fought"] and ev["survived"] and who(g, src, ev["card"]) and not (
                    g.statics_of("lose_after_fight") and g.has_static("lose_after_fight", ev["card"]))
        else:
            def cond(g: Game, src: int, ev: dict, le: Any) -> bool:
                return who(g, src, ev["card"])
        out.append(Reaction(event, cond, body, granted=True))
    if len(events) == 1 and events[0] in ("fought", "reaped"):
        out.append(fight_reap_twin(events[0], lambda g, src, ev, le: who(g, src, ev["card"]), body))
    return out


def fight_reap_twin(event: str, whose: Callable[..., bool], body: Step) -> Reaction:
    """"Each friendly creature's after fight effects and after reap effects are after fight/after reap effects"
    (Livia the Elder, static 'fight_reap_both') covers gained abilities too: the twin of a gained one-kind ability
    (event 'reaped' or 'fought'), triggering on the other kind of use while that applies to the creature.
    whose(game, src, ev, le): the used creature has the ability (the part of its condition that is not the use)."""
    other = "reaped" if event == "fought" else "fought"

    def swapped(g: Game, src: int, ev: dict, le: Any) -> bool:
        if not (g.statics_of("fight_reap_both") and g.has_static("fight_reap_both", ev["card"])):
            return False
        return (other == "reaped" or (ev["fought"] and ev["survived"])) and whose(g, src, ev, le)
    return Reaction(other, swapped, body, granted=True)


def host_is(g: Game, src: int, cid: int) -> bool:
    """For granted abilities of an upgrade: the creature is its host."""
    return g.cards[src].host == cid


def blaster(title: str, officer: str, after_attach: Step) -> list:
    """The Star Alliance Blasters: 'This creature gains "Fight/Reap: You may deal 2D to a creature, or attach
    <title> to <officer>." After you attach <title> to <officer>, <after_attach>' (ctx['officer']: [that officer]).

    'the officer' in an ability an officer gained refers to that creature itself (FAQ "Blasters"): from any
    other host, the Blaster may go to any creature of that title in play."""
    def officers(g: Game, c: Ctx) -> list[int]:
        host = g.cards[c["src"]].host
        if host >= 0 and g.cname(host) == officer:
            return []
        return [x for x in g.creatures() if g.cname(x) == officer]

    def attach(g: Game, c: Ctx) -> None:
        for x in c.get("officer") or []:
            if g.in_play(c["src"]) and g.cards[x].zone == BATTLELINE:
                g.say(f"{g.pname(c['me'])} attaches {title} to {g.cname(x)}")
                # moved, not played: it stays its controller's (as Blast Shielding, Refit; Big Magnet must say
                # "take control"); the player who attaches it is the user of the creature's gained ability
                g.attach(c["src"], x, g.cards[c["src"]].controller, by=c["me"])

    deal = "Deal 2D to a creature"
    move = f"Attach {title} to {officer}"
    # "You may deal 2D … or attach …": a yes/no, then which (FORMAT: 'may' + an action now), as 5C077
    use_it = May(f"Deal 2D to a creature or attach {title} to {officer}?",
                 ChooseOne({deal: deal_damage(A_CREATURE, 2),
                            move: Seq(Choose("officer", officers, 1, False, f"Choose {officer}"),
                                      Do(attach, "attach"))},
                           {deal: lambda g, c: bool(g.creatures()), move: lambda g, c: bool(officers(g, c))}),
                 possible=lambda g, c: bool(g.creatures()) or bool(officers(g, c)))
    # "After you attach": the Blaster's own text, its "you" its controller, who must be the one attaching it
    attached = Reaction("attached", lambda g, src, ev, le: ev["card"] == src and ev["by"] == g.cards[src].controller
                        and g.cname(ev["host"]) == officer,
                        Seq(Do(lambda g, c: c.__setitem__("officer", [c["ev"]["host"]]), "the officer"), after_attach))
    return granted_use_ability(("reaped", "fought"), host_is, use_it) + [attached]


class ReorderTop(Step):
    """'Look at the top N cards of your deck and put them back in any order': one decision, the order in
    which they go back (the last one is then on top); by default in setup order."""

    def __init__(self, count: int):
        super().__init__()
        self.count = count

    def run(self, game: Game, frame: Any) -> bool:
        me = frame.ctx["me"]
        deck = game.players[me].deck
        top = deck[:self.count]
        if len(top) < 2:
            return True
        default = tuple(game.in_setup_order(top))
        ans = game.decide(frame, game.active, "targets", top, "Put the cards back on top of your deck, the last "
                          "one on top", min_count=len(top), max_count=len(top), auto=False, default=default)
        if ans is None:
            return False
        del deck[:len(top)]
        for x in ans:
            deck.insert(0, x)
        game.say(f"{game.pname(me)} puts {len(top)} cards back on top of their deck")
        return True


def reorder_top(count: int = 3) -> Step:
    return ReorderTop(count)


class Rearrange(Step):
    """'Rearrange the creatures in <the chosen player's> battleline': one decision, the new order left to right
    (by default the present one)."""

    def __init__(self, player_key: str = "player"):
        super().__init__()
        self.player_key = player_key

    def run(self, game: Game, frame: Any) -> bool:
        p = frame.ctx.get(self.player_key)
        if p is None:
            return True
        line = game.players[p].battleline
        if len(line) < 2:
            return True
        ans = game.decide(frame, game.active, "targets", list(line), "Put the creatures in order, left to right",
                          min_count=len(line), max_count=len(line), auto=False, default=tuple(line))
        if ans is None:
            return False
        if sorted(ans) == sorted(line):
            line[:] = list(ans)
            game.dirty()
            game.say(f"{game.pname(frame.ctx['me'])} rearranges {game.pname(p)}'s battleline")
        return True


def rearrange(player_key: str = "player") -> Step:
    return Rearrange(player_key)


# --- blocks added for AoA brobnar/dis/logos/mars ---


def count_friendly(g: Game, c: Ctx, cond: Callable[[Game, int], bool],
                   zones: tuple[str, ...] = ("battleline", "artifacts")) -> int:
    """How many cards the ability's player has in play (creatures and artifacts, or `zones`) that match
    `cond`: 'for each friendly Shard', 'for each friendly Brobnar creature'. A card of the other player used
    "as if it were yours" (Nexus, Replicator) is friendly while its ability resolves, so it counts itself
    (FAQ Nexus / Shard of Greed, 001:3068-3076)."""
    return sum(1 for z in zones for x in friendly_in(g, c, z) if cond(g, x))


def put_power_counters(g: Game, cid: int, n: int) -> None:
    """Give a creature in play n +1 power counters, now (the primitive under the `add_power_counters` step)."""
    if n > 0 and g.cards[cid].zone == BATTLELINE:
        g.cards[cid].power_counters += n
        g.say(f"{g.cname(cid)} gets {n} +1 power counter{'s' if n != 1 else ''}")
        g.dirty()


def discard_from_hand(count: Amount = 1, key: str = "discarded") -> Step:
    """'Choose and discard N cards from your hand': one decision for the N cards, discarded in that order."""
    def fn(g: Game, c: Ctx) -> None:
        # afterwards ctx[key] holds only the cards really discarded ("If you did", Recyclops): one a replacement
        # effect put elsewhere (Refined Adhesive) was not
        done = []
        for x in _chosen(c, key):
            if g.cards[x].zone == HAND and g.discard_from_hand(x):
                done.append(x)
        c[key] = done

    def cands(g: Game, c: Ctx) -> list[int]:
        return list(g.players[c["me"]].hand)
    # the order the cards reach the discard pile is the player's, even when the hand holds just `count` cards
    return Seq(choose_n(key, cands, count, "Choose cards from your hand to discard, the last one on top",
                        ordered=True), Do(fn, "discard"))


def choose_n(key: str, candidates: Callable[[Game, Ctx], list[int]], count: Amount, prompt: str,
             ordered: bool = False) -> Step:
    """Choose exactly `count` cards (a number or fn(game, ctx); fewer if fewer exist) in one decision; `ordered`:
    they go to one place in the order chosen, asked even when every candidate must be chosen (Choose)."""
    return Choose(key, candidates, count, False, prompt, ordered=ordered)


class MoveToFlank(Step):
    """'Move it to either flank of its controller's battleline': the active player picks the flank."""

    def __init__(self, key: str = "t"):
        super().__init__()
        self.key = key

    def run(self, game: Game, frame: Any) -> bool:
        # a creature tagged for destruction is still in play and may be moved (only destroying or sacrificing it
        # is refused, 001:1904-1908; tagged creatures change places as the line collapses, 001:1914-1921)
        chosen = [x for x in _chosen(frame.ctx, self.key) if game.cards[x].zone == BATTLELINE]
        if not chosen:
            return True
        cid = chosen[0]
        line = game.players[game.cards[cid].controller].battleline
        if len(line) < 2:
            return True
        ans = game.decide(frame, game.active, "flank", ["left", "right"], f"Move {game.cname(cid)} to which flank?")
        if ans is None:
            return False
        line.remove(cid)
        if ans == "left":
            line.insert(0, cid)
        else:
            line.append(cid)
        game.say(f"{game.cname(cid)} moves to the {ans} flank")
        game.dirty()
        return True


def move_to_flank(key: str = "t") -> Step:
    return MoveToFlank(key)


# --- blocks added for MM dis logos sanctum ---


def discard_one_from_hand(key: str = "did", cond: Callable[[Game, int], bool] | None = None,
                          prompt: str = "Choose a card to discard") -> Step:
    """'Discard a card from your hand': one target decision (none when the hand holds one such card);
    ctx[key] says whether a card was discarded, ctx['discarded'] which one (a card a replacement effect put
    elsewhere instead, Refined Adhesive, was not: "if you do" fails)."""
    def fn(g: Game, c: Ctx) -> None:
        done = [x for x in _chosen(c, "_disc") if g.cards[x].zone == HAND and g.discard_from_hand(x)]
        c[key] = bool(done)
        c["discarded"] = done
    return Seq(Choose("_disc", lambda g, c: [x for x in g.players[c["me"]].hand if cond is None or cond(g, x)],
                      1, False, prompt), Do(fn, "discard"))


def discard_then_draw() -> Step:
    """'Discard a card from your hand. If you do, draw a card.' (the MM Mutant creatures)"""
    return Seq(discard_one_from_hand(), If(did(), draw(1)))


def icons_on_discarded(key: str = "gone", did_key: str = "did") -> Callable[[Game, Ctx], int]:
    """'… for each bonus icon on the discarded card' after discard_random(key, did_key) (Mindfire, Nada Tax): 0 when
    a replacement put the card elsewhere (Refined Adhesive), as there is then no discarded card."""
    def fn(g: Game, c: Ctx) -> int:
        if not c.get(did_key):
            return 0
        return sum(bonus_icon_count(g, x) for x in c.get(key) or [])
    return fn


def bonus_icon_count(g: Game, cid: int) -> int:
    """The bonus icons on a card: printed and added by enhancement (a token creature in play: its token reference
    card's only; the enhancements are on the facedown card)."""
    c = g.cards[cid]
    if c.is_token_creature:
        return len(g.face(cid).icons)     # (its face: a copy made by Mirror Shell included)
    return len(g.bonus_icons(cid))


def played_icon_count(g: Game, ev: dict) -> int:
    """The bonus icons a card was played with ("after you play a card with a bonus icon": Adaptoid): a fact of the
    play, carried by its 'played' event, whatever became of the card since (a gigantic creature destroyed by its own
    damage icon, whose halves out of play are separate cards, the bottom one with no icons: 001:2154-2163)."""
    if "icons" in ev:
        return len(ev["icons"])
    return bonus_icon_count(g, ev["card"])


def friendly_with_trait(trait: str) -> Callable[[Game, Ctx], int]:
    """'For each friendly <trait> creature' (the Sins of MM): how many the ability's player controls (a
    creature resolved "as if you controlled" it, by Replicator, counting itself: see count_friendly)."""
    return lambda g, c: count_friendly(g, c, lambda g2, x: trait in g2.traits(x), zones=("battleline",))


class LookTopKeepBottom(Step):
    """Look at your deck's top N cards, take one into your hand and move another to the bottom of the deck
    (the rest stay on top, in order): two target decisions, the card for the hand, then the card for the
    bottom, each resolving itself when only one card is left to choose."""

    def __init__(self, n: int = 3):
        super().__init__()
        self.n = n

    def run(self, game: Game, frame: Any) -> bool:
        ctx = frame.ctx
        me = ctx["me"]
        pl = game.players[me]
        if frame.data is None:
            frame.data = {"look": pl.deck[:self.n], "stage": 0}
            game.say(f"{game.pname(me)} looks at the top {len(frame.data['look'])} cards of their deck")
        data = frame.data
        while data["stage"] < 2:
            left = [x for x in data["look"] if x in pl.deck]
            if not left:
                return True
            prompt = "Choose a card to put into your hand" if data["stage"] == 0 else \
                "Choose a card to put on the bottom of your deck"
            ans = game.decide(frame, me, "target", left, prompt)
            if ans is None:
                return False
            frame.answer = None
            if data["stage"] == 0:
                game.move(ans, HAND)
                game.say(f"{game.pname(me)} puts a card into their hand")
            else:
                game.move(ans, DECK, top=False)
                game.say(f"{game.pname(me)} puts a card on the bottom of their deck")
            data["stage"] += 1
        return True


def look_top_keep_bottom(n: int = 3) -> Step:
    return LookTopKeepBottom(n)


def may_exalt_self_then(then: Step, prompt: str = "Exalt this creature?") -> Step:
    """'You may exalt <this creature>. If you do, <effect>.' (Dino-Fiend, Dino-Bot, Dino-Knight)"""
    return May(prompt, Seq(exalt(), If(lambda g, c: bool(c.get("exalted")), then)),
               lambda g, c: g.cards[c["src"]].zone == BATTLELINE)


def _unforge_chosen(g: Game, c: Ctx) -> None:
    k = c.get("key")
    c["unforged"] = k is not None and g.unforge(1 - c["me"], k)


def unforge_opponent_key() -> Step:
    """'Unforge an opponent's key': the active player picks which of the opponent's keys (no decision with
    one); ctx['unforged'] says whether a key was unforged ("if you do")."""
    return Seq(ChooseOption("key", lambda g, c: list(g.players[1 - c["me"]].keys), "Choose the key to unforge",
                            kind="key"), Do(_unforge_chosen, "unforge"))


class ForgeFree(Step):
    """'<player> forges a key at no cost' (Turnkey): the player is ctx['me'] ('opponent': its opponent);
    the active player picks the colour."""

    def __init__(self, who: str = "me"):
        super().__init__()
        self.who = who

    def run(self, game: Game, frame: Any) -> bool:
        p = frame.ctx["me"] if self.who == "me" else 1 - frame.ctx["me"]
        if len(game.players[p].keys) >= game.keys_to_win(p) or game.has_static("cannot_forge", p):
            return True
        from aember.engine.rules import forge_now
        # at no cost every unforged colour may be taken, as forge_key(0) offers them: a colour that costs more
        # (Fighting Expertise) is not held to what the pool could pay (001:1857-1862)
        ans = game.decide_key(frame, p, dict.fromkeys([*KEY_COLOURS, "fourth"], 0))
        if ans is None:
            return False
        forge_now(game, {"me": p}, ans, 0)
        return True


def forge_free(who: str = "me") -> Step:
    return ForgeFree(who)


@lru_cache(maxsize=1)
def _every_card_title() -> frozenset[str]:
    """Every title of the card database (as `_every_trait` takes every trait)."""
    from aember.carddb import load_card_records, split_evil_twin
    return frozenset(split_evil_twin(r["name"])[0] for r in load_card_records() if r.get("name"))


def nameable_titles(g: Game, c: Ctx) -> list[str]:
    """The names a player may name ('name a card'), sorted: any card's title, not only those of the cards in this
    game - the rules set no limit, and Dark Discovery names the opponent's unseen bottom cards, which may be any
    cards (ruling, branch bb21-dtgr). An Evil Twin's printed name is its namesake's, so naming it names both cards
    (`printed_name`)."""
    from aember.carddb import split_evil_twin
    here = {split_evil_twin(t)[0] for x in g.cards for t in ((x.token or x.defn).title, x.defn.title)}
    return sorted(here | _every_card_title())


def named_by(fn: Callable[[Game, Ctx], None], key: str = "house") -> Callable[[Game, int, str], None]:
    """A card's `named=` hook (CardDef.named: a scenario's setup `named:`) from the function its own ability runs
    once it has named something: `fn` gets the ability's ctx with the named house or title in ctx[key]."""
    return lambda g, cid, value: fn(g, {"src": cid, "me": g.cards[cid].controller, key: value})


def name_a_card(key: str = "named") -> Step:
    """'Name a card': an option decision among every card title (`nameable_titles`), into ctx[key]."""
    return ChooseOption(key, nameable_titles, "Name a card")


class DiscardTopUntil(Step):
    """'Discard cards from the top of <a player's> deck until you discard a <kind> card or run out of cards':
    the deck of ctx['me'] (or of the player `whose(game, ctx)` gives); the card that stopped it in ctx[key]
    (empty when the deck ran out)."""

    def __init__(self, cond: Callable[[Game, int, Ctx], bool], key: str = "found",
                 whose: Callable[[Game, Ctx], int] | None = None):
        super().__init__()
        self.cond = cond
        self.key = key
        self.whose = whose

    def run(self, game: Game, frame: Any) -> bool:
        from aember.engine.state import DISCARD
        ctx = frame.ctx
        p = ctx["me"] if self.whose is None else self.whose(game, ctx)
        deck = game.players[p].deck
        ctx[self.key] = []
        while deck:
            x = deck[0]
            game.say(f"{game.pname(p)} discards {game.cname(x)} from the top of their deck")
            game.move(x, DISCARD)
            if self.cond(game, x, ctx):
                ctx[self.key] = [x]
                break
        return True


def discard_top_until(cond: Callable[[Game, int, Ctx], bool], key: str = "found",
                      whose: Callable[[Game, Ctx], int] | None = None) -> Step:
    return DiscardTopUntil(cond, key, whose)


def put_found_into_hand(key: str = "found") -> Step:
    """Put the cards in ctx[key] that are still in a discard pile into their owner's hand."""
    from aember.engine.state import DISCARD

    def fn(g: Game, c: Ctx) -> None:
        for x in _chosen(c, key):
            if g.cards[x].zone == DISCARD:
                g.say(f"{g.cname(x)} goes into {g.pname(g.cards[x].owner)}'s hand")
                g.move(x, HAND)
    return Do(fn, "to hand")


def discard_from_hand_or_archives(cond: Callable[[Game, int], bool], key: str = "did",
                                  prompt: str = "Choose a card to discard") -> Step:
    """'Discard a <kind> card from your hand or archives' (a chosen card; ctx[key]: whether one was)."""
    from aember.engine.state import ARCHIVES, DISCARD

    def cands(g: Game, c: Ctx) -> list[int]:
        pl = g.players[c["me"]]
        return [x for x in pl.hand + pl.archives if cond(g, x)]

    def fn(g: Game, c: Ctx) -> None:
        c[key] = False
        for x in _chosen(c, "_dha"):
            if g.cards[x].zone == HAND:
                c[key] = g.discard_from_hand(x)     # False if put elsewhere instead (Refined Adhesive)
            elif g.cards[x].zone == ARCHIVES:
                g.say(f"{g.pname(c['me'])} discards {g.cname(x)} from their archives")
                g.move(x, DISCARD)
                # a card another player owns goes to its owner's hand instead: not discarded, "if you do" fails
                # (the Dysania ruling, 001:3023-3031)
                c[key] = g.cards[x].zone == DISCARD
    return Seq(Choose("_dha", cands, 1, False, prompt), Do(fn, "discard"))


def archive_top(n: Amount) -> Step:
    """'Archive the top N cards of your deck.'"""
    def fn(g: Game, c: Ctx) -> None:
        for x in g.players[c["me"]].deck[:_n(g, c, n)]:
            g.archive(x, c["me"])
    return Do(fn, "archive top")


def play_top_of_deck() -> Step:
    """'Play the top card of your deck' (Wild Wormhole's shape; Bot Bookton), whatever its house."""
    return Seq(Do(lambda g, c: c.update(top=g.players[c["me"]].deck[:1]), "top of deck"), play_chosen("top", "deck"))


def destroy_self() -> Step:
    """'Destroy <this card>' (if it is still in play)."""
    return Do(lambda g, c: g.destroy([c["src"]]) if g.in_play(c["src"]) else None, "destroy self")


def archive_self() -> Step:
    """'Archive <this card>' (Q-Mechs' Destroyed:, an action card archiving itself as it resolves: Causal Loop).
    A card leaving play goes to its owner's archives (001:2337), as the other 'archive … from play' blocks do."""
    return Do(lambda g, c: g.archive(c["src"], None if g.cards[c["src"]].zone in IN_PLAY else c["me"]),
              "archive self")


def put_into_play_from_discard(key: str = "found", ready: bool = False) -> Step:
    """Put the cards in ctx[key] still in a discard pile into play under their owners' control (Purify); `ready`:
    "into play ready" (Final Refrain)."""
    return PutCardsIntoPlay(lambda g, c: [x for x in _chosen(c, key) if g.cards[x].zone == "discard"], "owner",
                            ready)


# --- blocks added for GR: Scrap ---

def scrap(effect: Step, text: str = "") -> Reaction:
    """"Scrap: …" — resolves after the card is discarded from the active player's hand on their turn, from
    the discard pile (Game._scrap, called for every discard from a hand; LATER-MECHANICS §3)."""
    return Reaction("scrap", lambda g, src, ev, le: True, effect, text)


# --- blocks added for DT logos sanctum ---


def tide_high(g: Game, c: Ctx) -> bool:
    """'If the tide is high' (for the ability's player)."""
    return tide_high_for(g, c["me"])


def tide_low(g: Game, c: Ctx) -> bool:
    """'If the tide is low' (for the ability's player)."""
    return tide_low_for(g, c["me"])


def while_tide(level: int, extra: Callable[..., bool] | None = None) -> Callable[..., bool]:
    """For statics: 'while the tide is high' (level 1) / 'low' (-1) for the controller of the card that has
    the ability, optionally with a further `extra(g, src, cid, le)` (default: the card itself)."""
    def applies(g: Game, src: int, cid: int, le: Any) -> bool:
        if g.tide is None or g.tide_for(g.cards[src].controller) != level:
            return False
        return cid == src if extra is None else extra(g, src, cid, le)
    return applies


def raise_tide(who: str = "me") -> Step:
    """'Raise the tide' (who='me') or 'your opponent raises the tide' (who='opponent'); ctx['raised']."""
    def fn(g: Game, c: Ctx) -> None:
        c["raised"] = g.raise_tide(c["me"] if who == "me" else 1 - c["me"])
    return Do(fn, "raise the tide")


def tide_turns() -> Step:
    """'If the tide is high, your opponent raises the tide. Otherwise, you raise the tide.'"""
    return If(tide_high, raise_tide("opponent"), raise_tide("me"))


def tide_raised_by(who: str = "any") -> Callable[..., bool]:
    """Reaction condition on `tide_raised`: raised by the card's controller ('me'), its opponent, or anyone."""
    def cond(g: Game, src: int, ev: dict, le: Any) -> bool:
        if who == "any":
            return True
        me = le["me"] if le is not None else g.cards[src].controller
        return (ev["player"] == me) == (who == "me")
    return cond


def cards_played_this_turn(g: Game, c: Ctx) -> int:
    """'The number of cards you have played this turn (including this one)'."""
    return len(g.logged("played", c["me"], g.turn))


def play_chosen_anywhere(key: str, origin: str = "discard") -> Step:
    """'Play <the chosen card> anywhere in your battleline' (Light Everlasting): a creature goes at the index the
    active player picks (an `option` decision of ints, 0 = far left, answered with `position: N`)."""
    return PlayChosen(key, origin, anywhere=True)


def each_sharing_house_with_neighbor(g: Game, cid: int) -> bool:
    """The creature shares a house with at least one of its neighbors (Grand Melee; shares_a_house)."""
    return any(shares_a_house(g, cid, x) for x in g.neighbors(cid))


def purge_each(where: Callable[[Game, int, Ctx], bool]) -> Step:
    """'Purge each creature that …' (First or Last): at once; a ward keeps a creature in play."""
    def fn(g: Game, c: Ctx) -> None:
        hit = [x for x in g.creatures() if where(g, x, c)]
        c["purged"] = [x for x in hit if g.leave_play_to(x, "purged")]
        for x in c["purged"]:
            g.say(f"{g.cname(x)} is purged")
    return Do(fn, "purge each")


# --- blocks added for DT saurian shadows ---


def counter_of(g: Game, cid: int, name: str) -> int:
    """How many `name` counters are on a card."""
    return (g.cards[cid].counters or {}).get(name, 0)


def add_counter(name: str, n: Amount = 1, target: str | None = None) -> Step:
    """'Put a <name> counter on <this card>' (target: a ctx key of chosen cards; None: the ability's card)."""
    def fn(g: Game, c: Ctx) -> None:
        k = _n(g, c, n)
        for x in [c["src"]] if target is None else _chosen(c, target):
            if g.in_play(x) and k > 0:
                cd = g.cards[x]
                if cd.counters is None:
                    cd.counters = {}
                cd.counters[name] = cd.counters.get(name, 0) + k
                g.say(f"{g.cname(x)} gets {k} {name} counter{'s' if k != 1 else ''}")
    return Do(fn, f"{name} counter")


def remove_counters(name: str, n: int | None = None, key: str = "removed") -> Step:
    """'Remove N <name> counters from <this card>. If you do, …' (n None: each of them). With fewer than N there,
    those there are removed (resolve as much as you can, 001:1055-1059; the FAQ's Lost in the Woods and
    Crassosaurus, 3286-3304), but the removal was not complete, so ctx[key] is 0 and "if you do" fails
    (001:2216-2224); else ctx[key] is how many were removed."""
    def fn(g: Game, c: Ctx) -> None:
        cd = g.cards[c["src"]]
        have = counter_of(g, c["src"], name)
        k = have if n is None else min(have, n)
        if k > 0:
            cd.counters[name] = have - k
            g.say(f"{k} {name} counter{'s' if k != 1 else ''} removed from {g.cname(c['src'])}")
        c[key] = k if n is None or k == n else 0
    return Do(fn, f"remove {name} counters")


def captures_from_own_side(target: Target | str, amount: Amount = 1, key: str = "t") -> Step:
    """'<The chosen creature> captures NÆ from its own side' (from its controller's pool)."""
    k = target if isinstance(target, str) else key

    def fn(g: Game, c: Ctx) -> None:
        c["captured"] = sum(g.capture(x, _n(g, c, amount), g.cards[x].controller)
                            for x in _chosen(c, k) if g.cards[x].zone == BATTLELINE)
    return _with_target(target, key, Do(fn, "capture from own side"))


def exhaust_up_to(count: int, cond: Callable[[Game, int], bool], key: str = "exhausted",
                  prompt: str = "Choose creatures to exhaust") -> Step:
    """'Exhaust up to N friendly <kind> creatures. For each creature exhausted this way, …': one list of the
    friendly <kind> creatures, exhausted ones included (a creature that could be chosen counts even if nothing
    would change); ctx[key] the creatures exhausted (those that were ready)."""
    def cands(g: Game, c: Ctx) -> list[int]:
        return [x for x in g.creatures(c["me"]) if cond(g, x)]

    def fn(g: Game, c: Ctx) -> None:
        done = []
        for x in _chosen(c, "_exh"):
            if g.cards[x].zone == BATTLELINE and not g.cards[x].exhausted:
                g.exhaust(x)
                done.append(x)
        c[key] = done
    return Seq(Choose("_exh", cands, count, True, prompt), Do(fn, "exhaust"))


def put_amber_on_self(n: int) -> Step:
    """'Put NÆ on <this card> from the common supply' (an artifact or a creature in play)."""
    def fn(g: Game, c: Ctx) -> None:
        if g.in_play(c["src"]):
            g.cards[c["src"]].amber += n
            g.say(f"{n}Æ is put on {g.cname(c['src'])}")
    return Do(fn, "amber on self")


def move_amber_from_self_to_pool(player: Callable[[Game, Ctx], int]) -> Step:
    """'Move each Æ from <this card> to <a player>'s pool' (Bracchanalia, Dead Man's Chest)."""
    def fn(g: Game, c: Ctx) -> None:
        cd = g.cards[c["src"]]
        if g.in_play(c["src"]) and cd.amber > 0:
            n, cd.amber = cd.amber, 0
            g._checked = False
            g.add_to_pool(player(g, c), n, f"{n}Æ moves from {g.cname(c['src'])} to {g.pname(player(g, c))}'s pool")
    return Do(fn, "amber to pool")


def move_one_amber_between(prompt_from: str = "Choose a creature to move 1Æ from",
                           prompt_to: str = "Choose another creature to move it to") -> Step:
    """'Move 1Æ from a creature to another creature': two target decisions, in text order, each among every
    creature that could be chosen (a creature with no Æ on it too: the move then does nothing)."""
    def to_cands(g: Game, c: Ctx) -> list[int]:
        return [x for x in g.creatures() if x not in _chosen(c, "_mfrom")]
    return Seq(Choose("_mfrom", lambda g, c: list(g.creatures()), 1, False, prompt_from),
               If(lambda g, c: bool(c.get("_mfrom")),
                  Seq(Choose("_mto", to_cands, 1, False, prompt_to),
                      If(lambda g, c: bool(c.get("_mto")),
                         move_amber(lambda g, c: _chosen(c, "_mfrom")[0], lambda g, c: _chosen(c, "_mto")[0], 1)))))


class SpendAmberOnAny(Static):
    """'<A player> may spend Æ on <cards> as if it were in their pool' where the cards may be another player's
    (Mole: "your opponent may spend Æ on this creature"): a `spend_amber_on` static whose holders
    (`value(game, src)`) are not limited to the spender's own cards; `applies(game, src, player, le)` says who."""

    any_holder = True

    def __init__(self, applies: Callable[..., bool], holders: Callable[..., Any]):
        super().__init__("spend_amber_on", applies, holders)


# --- blocks added for MM staralliance ---


def may_use_this_turn(key: str = "t") -> Step:
    """'You may use <the chosen creature> this turn' (Teleporter Chief Tink): a lasting use permission for that
    one card, whatever its house, for the rest of the turn (it ends if the card leaves play)."""
    spec = Static("use_permission", lambda g, src, cid, le: cid == le["target"])
    return If(lambda g, c: bool(_chosen(c, key)),
              lasting_with(spec, target=lambda g, c: _chosen(c, key)[0], cards=[]))


# --- blocks added for MM saurian ---


def title_in_my_discard(title: str) -> Callable[[Game, Ctx], bool]:
    """'If <title> is in your discard pile' (the MM Monuments)."""
    return lambda g, c: any(g.cards[x].defn.title == title for x in g.players[c["me"]].discard)


def move_one_amber(frm: Target, to: Target, key: str = "from", to_key: str = "to") -> Step:
    """'Move 1Æ from <a creature> to another <creature>': the first creature (any that could be chosen, even one
    with no Æ on it: the move then does nothing), then another one (ctx[key], ctx[to_key])."""
    src = frm
    dst = to.where(lambda g, x, c: x not in (c.get(key) or []), "Choose another creature to move the Æ to")
    return Seq(choose(key, src),
               If(lambda g, c: bool(c.get(key)),
                  Seq(choose(to_key, dst),
                      move_amber(lambda g, c: c[key][0], lambda g, c: (c.get(to_key) or [-1])[0], 1))))


def move_amber_to_supply(target: Target | str, amount: Amount = 1, key: str = "t") -> Step:
    """'Move N Æ from <a card> to the common supply': from each chosen card in play (at most what is on it);
    ctx['moved'] is the amount moved ("if you do")."""
    k = target if isinstance(target, str) else key

    def fn(g: Game, c: Ctx) -> None:
        moved = 0
        for x in _chosen(c, k):
            if not g.in_play(x):
                continue
            n = min(_n(g, c, amount), g.cards[x].amber)
            if n > 0:
                g.cards[x].amber -= n
                g._checked = False      # power may depend on the Æ on a creature
                moved += n
                g.say(f"{n}Æ on {g.cname(x)} goes to the common supply")
        c["moved"] = moved
    return _with_target(target, key, Do(fn, "to supply"))


def exalt_each(where: Callable[[Game, int], bool]) -> Step:
    """'Exalt each <such> creature' (both sides, in battleline order: p1's then p2's)."""
    return Do(lambda g, c: [g.exalt(x) for x in g.creatures() if where(g, x)], "exalt each")


def first_use_this_turn(g: Game, c: Ctx, cid: int) -> bool:
    """'If this is the first time <it> was used this turn' in an After Fight/After Reap ability: asked about the use
    that triggered it (the event's `use_no`, carried in the ability's ctx or its event), not about how many uses
    have happened by the time it resolves - another ability of the same fight, ordered first, may have readied
    and used the creature again (Brunx and Bongle with Rocket Boots)."""
    n = c.get("use_no") if c.get("src") == cid else None
    ev = c.get("ev") or {}
    if n is None and ev.get("card") == cid:
        n = ev.get("use_no")
    if n is None:
        n = g.times_used_this_turn(cid)
    return n == 1


def next_action_to_hand() -> Step:
    """'After you resolve your next action card this turn, return it to your hand instead of placing it in your
    discard pile' (High Priest Torvus): a one-shot lasting effect (static kind `action_to_hand`), used up by the
    next action card the player plays this turn (PlayStep, when the card has resolved)."""
    return lasting_with(static("action_to_hand", lambda g, src, cid, le: g.cards[cid].controller == le["me"]),
                        left=1)


def during_next_turn(kind: str, applies: Callable[..., bool], value: Any = None) -> Step:
    """A constant effect 'during your opponent's next turn' (a lasting static that starts with the next turn and
    ends with it): `applies(game, src, target, le)`; le['me'] is the player whose ability made it."""
    return lasting(static(kind, lambda g, src, x, le: g.turn > le["turn"] and applies(g, src, x, le), value),
                   until="next_turn")


# --- blocks added for MM untamed ---


def _gained_by_target(g: Game, src: int, cid: int, le: Any) -> bool:
    return cid == le["target"]


def creature_gains_until_my_next_turn(keywords: dict[str, int], traits: tuple[str, ...] = (),
                                      target: Target = A_CREATURE, key: str = "t") -> Step:
    """'Until the start of your next turn, a creature gains <keywords> and the <trait> trait' (the Mutations):
    two lasting effects on the chosen creature, which end at the start of the player's next turn or when the
    creature leaves play."""
    # made here, not at import, so that specs are numbered in the order of the card modules
    gained_keywords = Static("gain_keywords", _gained_by_target, lambda g, src, cid, le: le["keywords"])
    gained_traits = Static("gain_traits", _gained_by_target, lambda g, src, cid, le: le["traits"])

    def fn(g: Game, c: Ctx) -> None:
        for x in _chosen(c, key):
            if g.cards[x].zone != BATTLELINE:
                continue
            if keywords:
                g.add_lasting(gained_keywords, c.get("src", -1), c["me"], "my_next_turn", target=x,
                              keywords=dict(keywords))
            if traits:
                g.add_lasting(gained_traits, c.get("src", -1), c["me"], "my_next_turn", target=x,
                              traits=list(traits))
    return Seq(choose(key, target), Do(fn, "gains"))


def reveal_found_to_hand_and_shuffle(key: str = "found") -> Step:
    """After a `search` of the deck (and discard pile): reveal the cards found, put them into their owner's hand,
    then shuffle the deck (Niffle Kong; It's Coming... has the same shape)."""
    def fn(g: Game, c: Ctx) -> None:
        me = c["me"]
        for x in _chosen(c, key):
            g.say(f"{g.pname(me)} reveals {g.cname(x)} and puts it into their hand")
            g.move(x, HAND)
        g.shuffle_deck(me)
        g.say(f"{g.pname(me)} shuffles their deck")
    return Do(fn, "reveal and shuffle")


def _hand_creatures_to_put(g: Game, p: int) -> list[list[int]]:
    """The creatures of p's hand as [card, other half or -1]: a gigantic creature only with its other half."""
    out: list[list[int]] = []
    used: set[int] = set()
    for x in g.players[p].hand:
        if x in used or g.cards[x].defn.type != "creature":
            continue
        half = -1
        if g.cards[x].defn.gigantic:
            others = [y for y in g.players[p].hand if y not in used and g.halves_match(x, y)]
            if not others:
                continue        # one half alone cannot be put into play
            half = others[0]
            used.add(half)
            used.add(x)
            out.append(list(g.bottom_first(x, half)))     # the bottom half is the card in play
            continue
        used.add(x)
        out.append([x, half])
    return out


class PutHandCreaturesIntoPlay(Step):
    """'Each player reveals their hand and puts each creature from it into play ready' (Æmberlution): the active
    player's creatures first, then the opponent's, each in hand order on a flank of its owner's battleline that
    the active player picks (default right; no decision while that battleline is empty). Both halves of a
    gigantic creature in one hand are put into play together; a lone half stays in hand. whose: 'both', or only
    'opponent' / 'me' ("your opponent puts each creature from their hand into play": Trojan Sauropod)."""

    def __init__(self, whose: str = "both", ready: bool = True):
        super().__init__()
        self.whose = whose
        self.ready = ready

    def run(self, game: Game, frame: Any) -> bool:
        if frame.data is None:
            me = frame.ctx["me"]
            order = {"both": [game.active, 1 - game.active], "me": [me], "opponent": [1 - me]}[self.whose]
            if self.whose == "both":
                for p in order:
                    names = ", ".join(game.cname(x) for x in game.players[p].hand) or "nothing"
                    game.say(f"{game.pname(p)} reveals their hand: {names}")
            frame.data = [e for p in order for e in _hand_creatures_to_put(game, p)]
        while frame.data:
            x, half = frame.data[0]
            owner = game.cards[x].owner
            hand = game.players[owner].hand
            if x not in hand or (half >= 0 and half not in hand):
                frame.data.pop(0)
                continue
            if not game.copy_as_entering(frame, x):     # Mimic Gel
                return False
            # the opponent's battleline for a treachery creature
            where = game.ask_flank(frame, game.entry_line(x, owner), f"Choose a flank for {game.cname(x)}")
            if where is None:
                return False
            frame.data.pop(0)
            game.say(f"{game.pname(owner)} puts {game.cname(x)} into play")
            game.put_into_play(x, owner, where, ready=self.ready, announce=False)
            frame.ctx.setdefault("_entering", []).append(x)
            if half >= 0:
                game.join_half(half, x)
        # "puts each creature into play" is one event: its "after ... enters play" abilities see all of them in
        # play (a Lambent Mycelium put in with another creature reacts to it)
        for x in frame.ctx.pop("_entering", []):
            game.announce_entered(x)     # it entered play, even if already gone (0 power)
        return True

    def holds_state_check(self, frame: Any) -> bool:
        # "Each player ... puts each creature from their hand into play" is one instruction: a flank (or copy)
        # decision for one of them must not let the state check see the board halfway (the active player's
        # creatures in, the opponent's not yet: Tireless Crocag with "no enemy creatures"), which it never sees
        # when no decision is needed
        return bool(frame.data)


def put_hand_creatures_into_play(whose: str = "both", ready: bool = True) -> Step:
    return PutHandCreaturesIntoPlay(whose, ready)


# --- blocks added for MM shadows ---


def each_player_gains(amount: Amount) -> Step:
    """'Each player gains N Æ' (Francis the "Economist"): the ability's player first."""
    def fn(g: Game, c: Ctx) -> None:
        n = _n(g, c, amount)
        for p in (c["me"], 1 - c["me"]):
            g.gain(p, n)
    return Do(fn, "each player gains")


def discard_top_of_deck(key: str = "top", whose: str = "me", by: str = "me") -> Step:
    """'Discard the top card of your (your opponent's) deck': ctx[key] is [that card], or [] when the deck
    was empty (Ransack); by='owner': "your opponent discards the top card of their deck" (Rumor-sower)."""
    return discard_top_n(1, key, whose, by)


class LookTopDiscardOne(Step):
    """'Look at the top N cards of <a player>'s deck. Discard 1 and put the others back in any order'
    (Vandalize): one target decision (the card discarded), then one `targets` decision, the order in which
    the others go back (the last one on top; default setup order). The cards are seen by the looker only."""

    def __init__(self, count: int, whose: str):
        super().__init__()
        self.count = count
        self.whose = whose

    def run(self, game: Game, frame: Any) -> bool:
        from aember.engine.state import DISCARD
        ctx = frame.ctx
        p = ctx["me"] if self.whose == "me" else 1 - ctx["me"]
        deck = game.players[p].deck
        if frame.pc == 0:
            top = deck[:self.count]
            if not top:
                return True
            ans = game.decide(frame, game.active, "target", top, f"Choose a card of the top {len(top)} of "
                              f"{game.pname(p)}'s deck to discard")
            if ans is None:
                return False
            game.move(ans, DISCARD, by=ctx["me"])
            game.say(f"{game.pname(ctx['me'])} discards {game.cname(ans)} from the top of {game.pname(p)}'s deck")
            frame.data = len(top) - 1
            frame.pc = 1
            frame.answer = None
        rest = deck[:frame.data]
        if len(rest) < 2:
            return True
        ans = game.decide(frame, game.active, "targets", rest, f"Put the cards back on top of {game.pname(p)}'s "
                          "deck, the last one on top", min_count=len(rest), max_count=len(rest), auto=False,
                          default=tuple(game.in_setup_order(rest)))
        if ans is None:
            return False
        del deck[:len(rest)]
        for x in ans:
            deck.insert(0, x)
        game.say(f"{game.pname(ctx['me'])} puts {len(rest)} cards back on top of {game.pname(p)}'s deck")
        return True


def look_top_discard_one(count: int = 3, whose: str = "opponent") -> Step:
    return LookTopDiscardOne(count, whose)


def put_named_counters(g: Game, cid: int, name: str, n: int) -> None:
    """Put n named counters (scheme, doom, …) on a card in play."""
    c = g.cards[cid]
    counters = dict(c.counters or {})
    counters[name] = counters.get(name, 0) + n
    c.counters = counters


def put_counter_on_self(name: str, n: int = 1) -> Step:
    """'Put a <name> counter on this card' (Mastermindy)."""
    def fn(g: Game, c: Ctx) -> None:
        if g.in_play(c["src"]):
            put_named_counters(g, c["src"], name, n)
            g.say(f"{g.cname(c['src'])} gets a {name} counter")
    return Do(fn, f"put a {name} counter")


def remove_counters_from_self(name: str, key: str = "removed") -> Step:
    """'Remove each <name> counter from this card': how many into ctx[key] (Mastermindy)."""
    def fn(g: Game, c: Ctx) -> None:
        cd = g.cards[c["src"]]
        counters = dict(cd.counters or {})
        c[key] = counters.pop(name, 0)
        cd.counters = counters or None
        if c[key]:
            g.say(f"{c[key]} {name} counters are removed from {g.cname(c['src'])}")
    return Do(fn, f"remove {name} counters")


# Animated artifacts ("for the remainder of the turn, it is a creature with 3 power that belongs to the
# active house", Animator). A type change by a lasting effect: the card goes to a flank of its
# controller's battleline (so it is a creature for every rule: targets, fights, the state check), and three
# lasting statics aimed at it give its power, armor and house. The power one carries `animated`: when it
# ends, `Game.lasting_ended` puts the card back among its controller's artifacts (it never leaves play).

def _animated(g: Game, src: int, cid: int, le: dict) -> bool:
    return cid == le["target"]


ANIMATED_POWER = static("power", _animated, lambda g, src, cid, le: le["power"])
ANIMATED_ARMOR = static("armor", _animated, lambda g, src, cid, le: le["armor"])
ANIMATED_HOUSE = static("house", _animated, lambda g, src, cid, le: le["house"])


def animate_card(g: Game, cid: int, src: int, me: int, power: int, armor: int, house: str | None,
                 until: str = "turn", where: str = "right") -> bool:
    """Make artifact `cid` a creature: onto the `where` flank of its controller's battleline, with the given
    power, armor and house while the lasting effect (`until`) lasts; house None: its own house, whatever changes it
    (an effect that names no house gives none: Animating Force)."""
    c = g.cards[cid]
    if c.zone != ARTIFACTS:
        return False
    g._detach(cid)
    c.zone = BATTLELINE
    line = g.players[c.controller].battleline
    if where == "left":
        line.insert(0, cid)
    else:
        line.append(cid)
    g.add_lasting(ANIMATED_POWER, src, me, until, target=cid, power=power, animated=True)
    if armor:
        g.add_lasting(ANIMATED_ARMOR, src, me, until, target=cid, armor=armor)
    if house is not None:       # None: the card keeps its own house (Animating Force names none)
        g.add_lasting(ANIMATED_HOUSE, src, me, until, target=cid, house=house)
    g.say(f"{g.cname(cid)} goes to the {where} flank of {g.pname(c.controller)}'s battleline: it is a creature "
          f"with {power} power" + (f" that belongs to house {house}" if house is not None else ""))
    return True


class Animate(Step):
    """Each artifact in ctx[key] becomes a creature (`animate_card`); the active player picks the flank of
    its controller's battleline (no decision when that battleline is empty). house 'active': the active
    house when the effect resolves."""

    def __init__(self, key: str, power: int, armor: int, house: str, until: str):
        super().__init__()
        self.key, self.power, self.armor, self.house, self.until = key, power, armor, house, until

    def run(self, game: Game, frame: Any) -> bool:
        ctx = frame.ctx
        todo = [x for x in _chosen(ctx, self.key) if game.cards[x].zone == ARTIFACTS]
        if not todo:
            return True
        cid = todo[0]
        where = game.ask_flank(frame, game.players[game.cards[cid].controller].battleline,
                               f"Choose a flank for {game.cname(cid)}")
        if where is None:
            return False
        frame.answer = None
        house = (game.active_house or game.house_of(cid)) if self.house == "active" else self.house
        animate_card(game, cid, ctx.get("src", -1), ctx["me"], self.power, self.armor, house, self.until, where)
        return len(todo) == 1


def animate(target: Target | str, power: int, armor: int = 0, house: str = "active", until: str = "turn",
            key: str = "t") -> Step:
    """'<An artifact> is a creature with N power (and M armor) that belongs to <house> for <until>'."""
    k = target if isinstance(target, str) else key
    return _with_target(target, key, Animate(k, power, armor, house, until))


def opponent_skips_forge_next_turn() -> Step:
    """'On their next turn, your opponent skips their "forge a key" step' (Miasma, Miasma Bomb)."""
    return lasting(static("skip_forge_step", lambda g, src, p, le: p != le["me"]), until="next_turn")


# --- blocks added for DT unfathomable ---


def tide_high_for(g: Game, p: int) -> bool:
    """The tide is high for player p (False when the tide is not in the game)."""
    return g.tide is not None and g.tide_for(p) == 1


def tide_low_for(g: Game, p: int) -> bool:
    return g.tide is not None and g.tide_for(p) == -1


def src_tide_high(g: Game, src: int, *_: Any) -> bool:
    """For statics and reactions: 'while the tide is high' for the controller of the card."""
    return tide_high_for(g, g.cards[src].controller)


def src_tide_low(g: Game, src: int, *_: Any) -> bool:
    return tide_low_for(g, g.cards[src].controller)


def exhaust_each(side: str = "any", where: Callable[[Game, int, Ctx], bool] | None = None) -> Step:
    """Exhaust each creature of a side (that matches `where`)."""
    def fn(g: Game, c: Ctx) -> None:
        for x in _side(g, c, side):
            if where is None or where(g, x, c):
                g.exhaust(x)
    return Do(fn, "exhaust each")


def put_on_deck(target: Target | str, top: bool = True, key: str = "t") -> Step:
    """Put the chosen cards (in play: a ward stops them) on top (or the bottom) of their owner's deck."""
    k = target if isinstance(target, str) else key

    def fn(g: Game, c: Ctx) -> None:
        done = []
        for x in _chosen(c, k):
            cd = g.cards[x]
            if g.ward_stops(x):
                continue
            name = g.cname(x)
            came = cd.zone
            # who knows the card: a hand's or archives' player (001:1602-1604), or, for a card moved within a
            # deck (Drawn Down's "put one on the bottom of their deck"), the player who looked at it
            holder = next((p.index for p in g.players if x in p.zone_list(came)), cd.owner)
            knower = c["me"] if came == DECK else holder
            g.move(x, DECK, top=top)
            where = f"the {'top' if top else 'bottom'} of {g.pname(cd.owner)}'s deck"
            if came in (HAND, "archives", DECK):    # hidden zone to hidden zone, not revealed (001:2328-2332)
                g.say(f"{name} is put on {where}", to=knower)
                g.say(f"A card from {g.pname(holder)}'s {came} is put on {where}")
            else:
                g.say(f"{name} is put on {where}")
            done.append(x)
        c["put"] = done
    return _with_target(target, key, Do(fn, "to deck"))


def in_opponent_hand(prompt: str = "Choose a card in your opponent's hand") -> Target:
    return Target(lambda g, c: list(g.players[1 - c["me"]].hand), prompt)


def upgrades_in_play(g: Game, c: Ctx) -> list[int]:
    """Every upgrade in play (on creatures and artifacts)."""
    return [u for p in (c["me"], 1 - c["me"]) for z in ("battleline", "artifacts")
            for x in g.players[p].zone_list(z) for u in g.cards[x].upgrades]


def creatures_and_artifacts(side: str = "any", prompt: str = "Choose a creature or artifact") -> Target:
    return Target(lambda g, c: _side(g, c, side) + artifacts(side).candidates(g, c), prompt)


class PlayEach(Step):
    """'Play each <kind> card from <a zone>, one at a time': the player picks the next card each time (cards
    that can no longer be played are passed over); each is played as by `play_chosen` (flank chosen)."""

    def __init__(self, candidates: Callable[[Game, Ctx], list[int]], origin: str):
        super().__init__()
        self.candidates = candidates
        self.origin = origin
        self.one = PlayChosen("_next", origin)

    def run(self, game: Game, frame: Any) -> bool:
        ctx = frame.ctx
        if frame.data is None:
            frame.data = []
        left = [x for x in self.candidates(game, ctx) if x not in frame.data and game.play_forbidden(x) is None]
        if not left:
            return True
        ans = game.decide(frame, game.active, "target", left, "Choose the next card to play")
        if ans is None:
            return False
        frame.data.append(ans)
        ctx["_next"] = [ans]
        game.push(self.one, ctx)
        return False


def play_each(candidates: Callable[[Game, Ctx], list[int]], origin: str = "discard") -> Step:
    return PlayEach(candidates, origin)



def tide_of(g: Game, cid: int) -> int:
    """The tide for the controller of a card: 1 high, -1 low, 0 neutral (or no tide in the game)."""
    return g.tide_for(g.cards[cid].controller)


def if_tide_high_else_raise(then: Step) -> Step:
    """'If the tide is high, <then>. Otherwise, raise the tide.'"""
    return If(tide_high, then, raise_tide())


def keyword_while(kw: str, who: Callable[[Game, int, int], bool],
                  cond: Callable[[Game, int], bool] | None = None) -> Static:
    """'<who> gains <keyword>' (while cond(game, src) holds): who(game, src, cid) picks the creatures —
    `is_self`, `is_host`, `is_neighbor`."""
    def applies(g: Game, src: int, cid: int, le: Any) -> bool:
        return who(g, src, cid) and (cond is None or cond(g, src))
    return Static("keyword", applies, (kw, 1))


def is_self(g: Game, src: int, cid: int) -> bool:
    return cid == src


def is_host(g: Game, src: int, cid: int) -> bool:
    return g.cards[src].host == cid


def is_neighbor(g: Game, src: int, cid: int) -> bool:
    return cid in g.neighbors(src)


def remove_power_counters(g: Game, cid: int, n: int | None = None) -> int:
    """Remove up to n (None: all) +1 power counters from a creature in play; returns how many went."""
    c = g.cards[cid]
    if c.zone != BATTLELINE:
        return 0
    k = c.power_counters if n is None else min(n, c.power_counters)
    if k > 0:
        c.power_counters -= k
        g.say(f"{g.cname(cid)} loses {k} +1 power counter{'s' if k != 1 else ''}")
        g.dirty()
    return k


def give_or_remove_own_counter(name: str) -> Step:
    """'You may give <this creature> a +1 power counter or remove a +1 power counter from it' (5C077): a yes/no
    (asked while it is in play), then which, labelled with the printed wording (removing needs a counter on it;
    a single choice left resolves itself)."""
    give, take = f"Give {name} a +1 power counter", f"Remove a +1 power counter from {name}"
    return May(f"Give {name} a +1 power counter or remove one from it?",
               ChooseOne({give: add_power_counters(None, 1),
                          take: Do(lambda g, c: remove_power_counters(g, c["src"], 1), "remove counter")},
                         {take: lambda g, c: g.cards[c["src"]].power_counters > 0}),
               possible=lambda g, c: g.cards[c["src"]].zone == BATTLELINE)


class KeepOneOfEach(Step):
    """'Choose a creature of each <power value / house>. Destroy each creature not chosen.' One decision per
    group with two or more creatures (in the order of `group` values), then every other creature is destroyed
    at once."""

    def __init__(self, group: Callable[[Game, int], Any]):
        super().__init__()
        self.group = group

    def run(self, game: Game, frame: Any) -> bool:
        if frame.data is None:
            groups: dict[str, list[int]] = {}
            for x in game.creatures():
                v = self.group(game, x)     # a set: the creature is in each of these groups (its houses)
                for k in (v if isinstance(v, (set, frozenset)) else (v,)):
                    groups.setdefault(str(k), []).append(x)
            frame.data = {"groups": [groups[k] for k in sorted(groups)], "kept": [], "i": 0}
        data = frame.data
        while data["i"] < len(data["groups"]):
            grp = [x for x in data["groups"][data["i"]] if game.cards[x].zone == BATTLELINE]
            if grp:
                ans = game.decide(frame, game.active, "target", grp, "Choose the creature to keep")
                if ans is None:
                    return False
                data["kept"].append(int(ans))
            data["i"] += 1
        frame.ctx["destroyed"] = game.destroy([x for x in game.creatures() if x not in data["kept"]])
        return True


def keep_one_of_each(group: Callable[[Game, int], Any]) -> Step:
    return KeepOneOfEach(group)


def between(g: Game, a: int, b: int) -> list[int]:
    """The creatures between two creatures of one battleline (none if they are not in the same one)."""
    ca, cb = g.cards[a], g.cards[b]
    if ca.zone != BATTLELINE or cb.zone != BATTLELINE or ca.controller != cb.controller:
        return []
    line = g.players[ca.controller].battleline
    i, j = sorted((line.index(a), line.index(b)))
    return line[i + 1:j]


def previous_house(g: Game, p: int) -> str | None:
    """The active house `p` chose on their previous turn (None if not known: the turn log keeps it one turn
    longer than its other entries)."""
    best = None
    for e in g.turn_log:
        if e[0] == "house" and e[1] == p and e[2] < g.turn and (best is None or e[2] > best[2]):
            best = e
    return best[3] if best else None


# --- one block for an artifact that becomes a creature (DT: Effigy of Melerukh, The Mysticeti) ---

class BecomeCreature(Step):
    """'Move <this artifact> to a flank of / anywhere in your battleline as a creature …': the artifact stays in
    play (neither leaves nor enters), now in the battleline wearing its `creature_face`. The active player picks
    the flank (default right), or with `anywhere` the index (`position: N`); no decision in an empty
    battleline. `counters`: +1 power counters it gets as it moves, in the same step (a 0-power creature would
    not survive the state check in between: The Mysticeti). ctx['became']: whether it did."""

    def __init__(self, counters: Amount = 0, anywhere: bool = False):
        super().__init__()
        self.counters = counters
        self.anywhere = anywhere

    def run(self, game: Game, frame: Any) -> bool:
        from aember.engine.state import ARTIFACTS
        ctx = frame.ctx
        src = ctx["src"]
        c = game.cards[src]
        ctx["became"] = False
        if c.defn.creature_face is None:
            return True
        again = c.zone == BATTLELINE and c.token is c.defn.creature_face
        if c.zone != ARTIFACTS and not again:
            return True
        line = game.players[c.controller].battleline
        # already that creature (its Action, kept on the creature face, used again: The Mysticeti): it is moved
        # within its battleline and gets the counters
        others = [x for x in line if x != src]
        pos = self._position(game, frame, src, others)
        if pos is None:
            return False
        if again:
            line[:] = others[:pos] + [src] + others[pos:]
        else:
            game._detach(src)
            c.zone = BATTLELINE
            c.token = c.defn.creature_face
            line.insert(pos, src)
            game.say(f"{game.cname(src)} becomes a creature in {game.pname(c.controller)}'s battleline")
        game.dirty()
        n = _n(game, ctx, self.counters)
        if n:
            put_power_counters(game, src, n)
        ctx["became"] = True
        return True

    def _position(self, game: Game, frame: Any, src: int, line: list[int]) -> int | None:
        """Where in `line` (the battleline without the card) it goes: anywhere, or a flank; None while asked."""
        if self.anywhere:
            ans = game.decide(frame, game.active, "option", list(range(len(line) + 1)),
                              f"Choose where {game.cname(src)} goes in your battleline (0 = far left)")
            return None if ans is None else int(ans)
        where = game.ask_flank(frame, line, f"Choose a flank for {game.cname(src)}")
        if where is None:
            return None
        return 0 if where == "left" else len(line)


def become_creature(counters: Amount = 0, anywhere: bool = False) -> Step:
    return BecomeCreature(counters, anywhere)


# --- blocks added for GR brobnar ---


class RedistributeDamage(Step):
    """'Redistribute all damage on creatures among all creatures' (Concussive Transfer): the damage is taken off
    every creature, then placed 1 at a time on a creature the active player picks; placing is not dealing (no
    armor, no ward), and the damage lands all at once when every point is placed (then the state check)."""

    def run(self, game: Game, frame: Any) -> bool:
        ctx = frame.ctx
        if frame.data is None:
            line = _side(game, ctx, "any")
            total = sum(game.cards[x].damage for x in line)
            if total == 0:
                return True
            for x in line:
                game.cards[x].damage = 0
            frame.data = {"left": total, "put": {}}
        data = frame.data
        while data["left"] > 0:
            line = _side(game, ctx, "any")
            if not line:
                break
            ans = game.decide(frame, game.active, "target", line,
                              f"Choose a creature to put 1 damage on ({data['left']} left)")
            if ans is None:
                return False
            data["put"][str(ans)] = data["put"].get(str(ans), 0) + 1
            data["left"] -= 1
        for k, v in data["put"].items():
            if game.cards[int(k)].zone == BATTLELINE:
                game.cards[int(k)].damage += v
                game.say(f"{game.cname(int(k))} gets {v} damage")
        game.dirty()
        return True


def redistribute_damage() -> Step:
    return RedistributeDamage()


def move_all_damage_from_self(target: Target) -> Step:
    """'Move all damage from <this creature> to another creature' (Returning Champion): the damage is moved, not
    dealt (armor and ward do not stop it); then the state check."""
    def fn(g: Game, c: Ctx) -> None:
        src = g.cards[c["src"]]
        for x in _chosen(c, "_mv"):
            if src.zone == BATTLELINE and g.cards[x].zone == BATTLELINE and src.damage:
                g.say(f"{g.cname(c['src'])} moves {src.damage} damage to {g.cname(x)}")
                g.cards[x].damage += src.damage
                src.damage = 0
                g.dirty()
    return Seq(choose("_mv", target), Do(fn, "move damage"))


def until_end_of_turn_on(key: str, *statics: Static) -> Step:
    """Lasting statics aimed at the creature in ctx[key] for the remainder of the turn (their `applies` test
    `cid == le['target']`): "for the remainder of the turn, that creature loses elusive and all of its armor".
    All at once: one of them may destroy the creature (Shrink-ray Technician's "1 power and 0 armor" on a damaged
    one), and a card that has left play has no lasting effect on it (001:2326-2327) - nor gets one later."""
    def fn(g: Game, c: Ctx) -> None:
        t = (c.get(key) or [-1])[0]
        if t >= 0 and g.in_play(t):
            for st in statics:
                g.add_lasting(st, c.get("src", -1), c["me"], "turn", target=t)
    return Do(fn, "lasting")


def on_target(g: Game, src: int, cid: int, le: Any) -> bool:
    """`applies` of a lasting static aimed at one card (`le['target']`)."""
    return le is not None and cid == le.get("target")


def each_player_discards_top(n: Amount, key: str = "discarded_top", by: str = "owner") -> Step:
    """'Each player discards the top N cards of their deck' (the ability's player first); ctx[key]: the cards
    discarded, for what follows (Into the Warp). by='me': "discard the top card of each player's deck", the
    ability's player discards them all (Consult the Bones, Webstur)."""
    def fn(g: Game, c: Ctx) -> None:
        c[key] = [x for p in (c["me"], 1 - c["me"])
                  for x in g.discard_top(p, _n(g, c, n), by=p if by == "owner" else c["me"])]
    return Do(fn, "each player discards top")


class DiscardHand(Step):
    """'Discard your hand' / 'your opponent discards their hand': the cards go to the discard pile at once, in the
    order the active player chooses (FORMAT Decisions: several cards put into one place at once; one `targets`
    decision, the last one on top; default setup order), each discard emitting `discarded` (Scrap abilities
    trigger); ctx[key] is how many were discarded - a card put elsewhere instead (Refined Adhesive) was not
    discarded "this way"."""

    def __init__(self, who: str, key: str):
        super().__init__()
        self.who = who
        self.key = key

    def run(self, game: Game, frame: Any) -> bool:
        ctx = frame.ctx
        p = ctx["me"] if self.who == "me" else 1 - ctx["me"]
        order = game.decide_order(frame, list(game.players[p].hand), f"Order the cards of {game.pname(p)}'s hand "
                                  "going to the discard pile, the last one on top")
        if order is None:
            return False
        ctx[self.key] = sum(game.discard_from_hand(x) for x in order)
        return True


def discard_hand(key: str = "discarded") -> Step:
    """'Discard your hand' (DiscardHand): ctx[key] is how many were discarded."""
    return DiscardHand("me", key)


# --- blocks added for WoE brobnar ---

def make_tokens_then(count: Amount, then: Callable[[Game, Ctx, list[int]], Any], label: str = "tokens") -> Step:
    """'Make N token creatures. <Do something to> them' (Brawl In: enrage them): `then(game, ctx, made)` gets the
    token creatures this effect made (none when the deck ran out or there is no token reference card)."""
    def fn(g: Game, c: Ctx) -> None:
        then(g, c, [x for x in c.get("made") or [] if g.in_play(x)])
    return Seq(Do(lambda g, c: c.__setitem__("made", []), "reset"), MakeTokens(count), Do(fn, label))


def enemy_destroyed_this_turn(g: Game, c: Ctx) -> bool:
    """'If an enemy creature was destroyed this turn' (Press Gang): the turn log's `destroyed` entries."""
    return bool(g.logged("destroyed", 1 - c["me"], g.turn))


def return_with_upgrades(key: str = "t") -> Step:
    """'Return <the chosen creatures> and each upgrade on them to their owners' hands' (Transporter Platform, Unity or
    Discord): each upgrade, then the creature (a ward stops only the creature)."""
    def fn(g: Game, c: Ctx) -> None:
        for x in _chosen(c, key):
            if g.cards[x].zone != BATTLELINE:
                continue
            for u in list(g.cards[x].upgrades):
                g.return_to_hand(u)
            g.return_to_hand(x)
    return Do(fn, "return with upgrades")


def enemy_destroyed_fighting_self(g: Game, src: int, ev: dict, le: Any) -> bool:
    """Reaction condition on `destroyed`: "After an enemy creature is destroyed fighting <this creature>" (Krump,
    Francus, Brain Eater, Hapsis, Mugwump, Grommid, Gravelguts, Greking, Stealer of Souls, Nizak, Chonkers, Eunoia):
    the enemy creature it fought (not one killed by assault or splash) destroyed; the reaction is the creature's, so
    it resolves only while that creature is still in play (Jarl Svend's reminder: it must survive the fight)."""
    return bool(ev.get("creature")) and ev.get("fight") == src and ev.get("controller") != g.cards[src].controller


def destroyed_in_fight_with(src_cond: Callable[[Game, int, dict], bool]) -> Callable[..., bool]:
    """Reaction condition on `destroyed`: an enemy creature (of the reacting card's controller) destroyed in a
    fight whose other creature satisfies `src_cond(game, src, ev)` (Jarl Svend: itself, still in play)."""
    def cond(g: Game, src: int, ev: dict, le: Any) -> bool:
        me = le["me"] if le is not None else g.cards[src].controller
        in_fight = ev.get("fight", -1) >= 0 or ev.get("splash_fight", -1) >= 0     # splash kills count (rulebook)
        return bool(ev.get("creature")) and in_fight and ev["controller"] != me \
            and src_cond(g, src, ev)
    return cond


_MAKE_ONE_TOKEN = MakeTokens(1)


class FightEachWithToken(Step):
    """'For each enemy creature, make a token creature, ready it, and have it fight that enemy creature, ignoring
    taunt. Resolve these fights one at a time' (Endless Hordes). The enemy creatures are those in play as it
    starts; the active player picks the next one each time (a `target` decision, none for the last); one that has
    left play meanwhile is skipped. Each fight names its defender, so taunt does not apply (elusive does, and so
    does "cannot be attacked": that token is not used)."""

    def run(self, game: Game, frame: Any) -> bool:
        from aember.engine.rules import USE
        ctx = frame.ctx
        me = ctx["me"]
        data = frame.data
        if data is None:
            data = frame.data = {"left": list(game.creatures(1 - me)), "enemy": -1}
        if data["enemy"] >= 0:      # the token for that enemy has been made (or not): fight with it
            enemy, data["enemy"] = data["enemy"], -1
            made = [x for x in ctx.get("made") or [] if game.cards[x].zone == BATTLELINE]
            if not made:
                return True         # no token could be made (no deck left): nothing more can fight
            tok = made[-1]
            game.ready(tok)
            # taunt is ignored, nothing else: an enemy that cannot be attacked (by it) is not fought
            if game.cards[enemy].zone == BATTLELINE and game.cards[enemy].controller != me \
                    and enemy in game.eligible_defenders(tok, ignore_taunt=True):
                game.push(USE, {"card": tok, "me": me, "mode": "fight", "defender": enemy})
            return False
        left = data["left"] = [x for x in data["left"] if game.cards[x].zone == BATTLELINE
                               and game.cards[x].controller != me]
        if not left:
            return True
        ans = game.decide(frame, game.active, "target", left, "Choose the next enemy creature to fight a token")
        if ans is None:
            return False
        data["left"].remove(ans)
        data["enemy"] = ans
        ctx["made"] = []
        game.push(_MAKE_ONE_TOKEN, ctx)
        return False


def fight_each_enemy_with_token() -> Step:
    return FightEachWithToken()


def put_on_bottom_of_deck(target: Target | str, key: str = "t", did_key: str = "bottomed") -> Step:
    """'Put a creature on the bottom of its owner's deck' (Broken Axe Outpost): a ward stops it; ctx[did_key]
    lists the cards that went, for "if you do"."""
    k = target if isinstance(target, str) else key

    def fn(g: Game, c: Ctx) -> None:
        c[did_key] = []
        for x in _chosen(c, k):
            name = g.cname(x)   # as it was in play: a token creature's card stays unseen (001:2790-2791)
            if g.in_play(x) and g.leave_play_to(x, DECK, top=False):
                g.say(f"{name} goes to the bottom of {g.pname(g.cards[x].owner)}'s deck")
                c[did_key].append(x)
    return _with_target(target, key, Do(fn, "to the bottom of the deck"))


# --- blocks added for WoE mars ---


class MakeTokensFrom(Step):
    """'Put each card revealed this way into play facedown as a token creature' (Space Invaders): each card in
    ctx[key] still in its owner's hand becomes one of the player's token creatures, exhausted, on the flank the
    active player picks (one at a time, no decision while the battleline is empty). Nothing happens without a
    token creature reference card (as for any 'make a token creature')."""

    def __init__(self, key: str = "revealed", zone: str = HAND):
        super().__init__()
        self.key = key
        self.zone = zone        # where the cards are: the hand, or (Offering to Kiligog) under a card

    def run(self, game: Game, frame: Any) -> bool:
        ctx = frame.ctx
        me = ctx["me"]
        pl = game.players[me]
        if pl.token_def is None:
            return True
        todo = [x for x in _chosen(ctx, self.key) if game.cards[x].zone == self.zone
                and (self.zone != HAND or game.cards[x].owner == me)]
        if not todo:
            return True
        cid = todo[0]
        where = game.ask_flank(frame, pl.battleline, f"Choose a flank for the {pl.token_def.title}")
        if where is None:
            return False
        frame.answer = None
        game.cards[cid].token = pl.token_def
        game.put_into_play(cid, me, where)
        game.say(f"{pl.name} makes a {pl.token_def.title}")
        ctx.setdefault("made", []).append(cid)
        return len(todo) == 1


def make_tokens_from(key: str = "revealed") -> Step:
    return MakeTokensFrom(key)


class EachCapturesN(Step):
    """'Each <such> friendly creature captures NÆ' (Yxl the Iron Captain): when the opponent's pool covers every
    capture, each captures N; otherwise the active player picks, point by point, a creature that has captured
    fewer than N (no decision when only one such creature is left). side 'any': the creatures of both sides, each
    capturing from its opponent, the active player's first (Outflank). Each creature makes one capture, however
    many points it was given: reported once per creature when the step ends (Kretchee)."""

    def __init__(self, n: int, where: Callable[[Game, int, Ctx], bool], side: str = "friendly"):
        super().__init__()
        self.n = n
        self.where = where
        self.side = side

    def run(self, game: Game, frame: Any) -> bool:
        ctx = frame.ctx
        me = ctx["me"]
        if frame.data is None:
            sides = [me] if self.side == "friendly" else [game.active, 1 - game.active]
            frame.data = {"got": {}, "took": {}, "done": 0, "sides": sides}
        data = frame.data
        got, took = data["got"], data["took"]

        def take(x: int, n: int, victim: int) -> None:
            t = game.capture(x, n, victim, emit=False)
            data["done"] += t
            took[str(x)] = took.get(str(x), 0) + t

        while data["sides"]:
            side = data["sides"][0]
            line = friendly_in(game, ctx) if side == me else enemy_in(game, ctx)
            takers = [x for x in line if self.where(game, x, ctx) and got.get(str(x), 0) < self.n]
            pool = game.players[1 - side].amber
            if not takers or pool <= 0:
                data["sides"].pop(0)
                continue
            # Po's Pixies: each capture from that pool is taken from the common supply, the pool never runs short
            if pool >= sum(self.n - got.get(str(x), 0) for x in takers) or game.has_static("supply_instead", 1 - side):
                for x in takers:
                    take(x, self.n - got.get(str(x), 0), 1 - side)
                    got[str(x)] = self.n
                data["sides"].pop(0)
                continue
            ans = game.decide(frame, game.active, "target", takers, "Choose a creature to capture 1Æ")
            if ans is None:
                return False
            frame.answer = None
            take(ans, 1, 1 - side)
            got[str(ans)] = got.get(str(ans), 0) + 1
        for x, t in took.items():
            game.captured_once(int(x), t)
        ctx["did"] = data["done"]
        return True


def each_captures_n(n: int, where: Callable[[Game, int, Ctx], bool], side: str = "friendly") -> Step:
    return EachCapturesN(n, where, side)


class PutCardsIntoPlay(Step):
    """Put cards into play one at a time, a creature on a flank the active player picks (no decision when that
    battleline is empty), then announce them together ("after ... enters play" abilities: one event, as
    Æmberlution's): `todo(game, ctx)` lists those still to go — the creatures a search found (Red Aeronaut),
    those under this card (Skŏllĕnbŭzzz's Destroyed), a fate card; each is put into play once, even if it is back
    where it was (destroyed as it entered, at 0 power). They come under the control of the ability's player
    (`whose` 'me'), of their opponent ('opponent') or of each card's owner ('owner')."""

    def __init__(self, todo: Callable[[Game, Ctx], list[int]], whose: str = "me", ready: bool = False):
        super().__init__()
        self.todo = todo
        self.whose = whose
        self.ready = ready      # "put … into play ready": it enters ready, no card is readied (no `readied` event)

    def run(self, game: Game, frame: Any) -> bool:
        if not self._put_next(game, frame):
            return False
        # "put each creature ... into play" is one event: the "after ... enters play" abilities see all of them in
        # play (a Lambent Mycelium put in with another creature reacts to it), as for Æmberlution's
        for x in frame.ctx.pop("_entering", []):
            game.announce_entered(x)     # it entered play, even if already gone (0 power)
        return True

    def _put_next(self, game: Game, frame: Any) -> bool:
        ctx = frame.ctx
        skipped: list[int] = frame.data or []     # a list, not a set: frame data is saved with the game (JSON)
        todo = [x for x in self.todo(game, ctx) if x not in skipped]
        if not todo:
            return True
        cid = todo[0]
        d = game.cards[cid].defn
        half = next((y for y in todo if game.halves_match(cid, y)), None) if d.gigantic else None
        if half is not None:        # the bottom half is the card in play, the top half rides with it
            cid, half = game.bottom_first(cid, half)
        if half is None and lone_half_fails(game, cid):     # it stays where it is
            frame.data = skipped + [cid]
            return len(todo) == 1
        who = {"me": ctx["me"], "opponent": 1 - ctx["me"], "owner": game.cards[cid].owner}[self.whose]
        if game.cards[cid].defn.type == "creature" and not game.copy_as_entering(frame, cid):    # Mimic Gel
            return False
        where: Any = "right"
        if game.cards[cid].defn.type == "creature":     # on the entry line: the opponent's for treachery
            where = game.ask_flank(frame, game.entry_line(cid, who), f"Choose a flank for {game.cname(cid)}")
            if where is None:
                return False
        frame.answer = None
        game.say(f"{game.cname(cid)} is put into play under {game.pname(who)}'s control")
        game.put_into_play(cid, who, where, ready=self.ready, announce=False)
        ctx.setdefault("_entering", []).append(cid)
        # what was put into play, for "if you do" (Resonant Orb): done even if it then leaves play at once
        ctx.setdefault("put_into_play", []).append(cid)
        if half is not None:    # both halves put into play: the gigantic creature enters play, once (001 GIGANTIC)
            game.join_half(half, cid)
            frame.data = skipped + [half, cid]
            return len(todo) == 2
        # each card is put into play once: one destroyed as it entered (0 power) is back in the discard pile,
        # not still to go
        frame.data = skipped + [cid]
        return len(todo) == 1

    def holds_state_check(self, frame: Any) -> bool:
        # "put each creature ... into play" is one instruction, as Æmberlution's: the state check waits for the
        # last of them (then the entering of all is announced)
        return bool(frame.data)


def put_found_into_play(key: str = "found") -> Step:
    """Put the creatures in ctx[key] (found by a `search` of the deck or discard pile) into play."""
    return PutCardsIntoPlay(lambda g, c: [x for x in _chosen(c, key) if g.cards[x].zone in (DECK, "discard")])


def shuffle_my_deck() -> Step:
    """Shuffle the ability's player's deck (through `Game.shuffle_deck`, which emits `shuffled`)."""
    def fn(g: Game, c: Ctx) -> None:
        g.shuffle_deck(c["me"])
        g.say(f"{g.pname(c['me'])} shuffles their deck")
    return Do(fn, "shuffle")


def same_name_as(key: str = "t") -> Callable[[Game, Ctx], list[int]]:
    """The creature chosen under ctx[key] and each other creature in play with its name."""
    def fn(g: Game, c: Ctx) -> list[int]:
        out = []
        for t in _chosen(c, key):
            if g.cards[t].zone == BATTLELINE:
                out += [x for x in g.creatures() if x == t or same_name(g, x, t)]
        return out
    return fn


def creature_gets_for_turn(kind: str, value: Any, key: str = "t") -> Step:
    """'<The chosen creature> gets +N power / gains <keyword> for the remainder of the turn': a lasting static
    of `kind` ('power', 'keyword') aimed at that creature, ended early if it leaves play."""
    spec = Static(kind, lambda g, src, cid, le: cid == le["target"], value)

    def fn(g: Game, c: Ctx) -> None:
        for x in _chosen(c, key):
            if g.cards[x].zone == BATTLELINE:
                g.add_lasting(spec, c.get("src", -1), c["me"], "turn", target=x)
    return Do(fn, f"{kind} for the turn")


# --- blocks added for GR untamed ---

def haunted_me(g: Game, c: Ctx) -> bool:
    """'If you are haunted' (10 or more cards in your discard pile), for the ability's player."""
    return g.haunted(c["me"])


def not_haunted_me(g: Game, c: Ctx) -> bool:
    """'If you are not haunted'."""
    return not g.haunted(c["me"])


def controller_haunted(g: Game, src: int) -> bool:
    """'While you are haunted', for a card in play: its controller is haunted."""
    return g.haunted(g.cards[src].controller)


def shuffle_discard_into_deck(who: str = "me", searched: bool = False) -> Step:
    """'Shuffle your discard pile into your deck' (who='me'), 'each player shuffles their discard pile into their
    deck' (who='each': the active player first). Emits `discard_shuffled` (Sabira the Medium). An empty pile
    shuffles nothing unless `searched`: the deck was searched just before (Horizon Saber; 001:2596-2597)."""
    def fn(g: Game, c: Ctx) -> None:
        players = [c["me"]] if who == "me" else [g.active, 1 - g.active]
        for p in players:
            g.shuffle_discard_into_deck(p, anyway=searched)
    return Do(fn, "shuffle discard into deck")


def both_sides_can_lose_a_creature(g: Game, c: Ctx) -> bool:
    """'As long as it is possible to repeat the entire effect' of 'destroy an enemy creature and a friendly
    creature' (Bouncing Deathquark, Fiery Jark): each side has a creature that can be destroyed - an invulnerable
    one cannot be (001:2236-2244); a warded one can (the attempt discards the ward)."""
    me = c["me"]
    # nor one already tagged for destruction (001:1904-1908): still in play while an outer destruction resolves
    return all(any(not g.has_keyword(x, "invulnerable") and not g.cards[x].tagged for x in g.players[p].battleline)
               for p in (me, 1 - me))


def _destroy_chosen_pair(g: Game, c: Ctx) -> None:
    g.destroy([x for x in _chosen(c, "e") + _chosen(c, "f") if g.in_play(x)])


def destroy_enemy_and_friendly_may_repeat() -> Step:
    """'Destroy an enemy creature and a friendly creature. You may repeat this effect as many times as you like, as
    long as it is possible to repeat the entire effect' (Bouncing Deathquark, Fiery Jark): both destroyed at once; a
    yes/no before each repeat, asked only while each side has a creature that can be destroyed, and - the repeat of
    a card in play - no longer once that card has left play (Fiery Jark destroying itself; 001:2553-2555)."""
    once = Seq(choose("e", not_tagged(ENEMY_CREATURE)), choose("f", not_tagged(FRIENDLY_CREATURE)),
               Do(_destroy_chosen_pair, "destroy"))
    return repeat_this_effect(once, both_sides_can_lose_a_creature, ask="Repeat the effect?")


def flank_creatures(g: Game) -> list[int]:
    """Each flank creature of both battlelines (a lone creature is on both flanks, listed once), including a
    creature an effect makes count as a flank creature (Spectral Tunneler; FAQ 001:3389-3394, rulebook s066)."""
    out = []
    for p in g.players:
        line = p.battleline
        if line:
            out.append(line[0])
            if len(line) > 1:
                out.append(line[-1])
            out.extend(x for x in line[1:-1] if g.is_flank(x))
    return out


def shuffle_flanks_into_decks() -> Step:
    """'Shuffle each flank creature into its owner's deck' (Kymoor Eclipse, Lost in the Wild)."""
    return Do(lambda g, c: g.shuffle_into_deck(flank_creatures(g)), "shuffle flanks")


def shuffle_self_into_deck() -> Step:
    """'Shuffle <this card> into your deck' / '<this card> is shuffled into your deck' from play (Rad Penny's
    Destroyed:, Mab the Mad's Reap:, Sandwyrm's After Fight:, Timetraveller's Action:): into its owner's deck
    (001:2337), only while it is still in play - an ability interacts only with cards in play unless it names an
    out-of-play area (001:1534-1538); gone to a hidden zone, pending effects no longer find it (001:2328-2332)."""
    return Do(lambda g, c: g.shuffle_into_deck([c["src"]]) if g.cards[c["src"]].zone == BATTLELINE else None,
              "shuffle into deck")


def shuffle_into_owners_deck(key: str = "t") -> Step:
    """Shuffle the chosen cards (from any zone) into their owners' decks."""
    return Do(lambda g, c: g.shuffle_into_deck(list(_chosen(c, key))), "shuffle into deck")


def discard_random_from_chosen_player() -> Step:
    """'Discard a random card from a player's hand': the active player picks either player (one with an empty hand
    may be picked: nothing is then discarded)."""
    def fn(g: Game, c: Ctx) -> None:
        p = c.get("player")
        hand = g.players[p].hand if p is not None else []
        if hand:
            x = hand[g.rng.below(len(hand))]
            g.discard_from_hand(x)
    return Seq(choose_player("player", lambda g, c: [c["me"], 1 - c["me"]],
                             "Choose whose hand to discard a random card from"),
               Do(fn, "random discard"))


def clear_creature(g: Game, cid: int) -> None:
    """Heal all damage and move all Æ and counters on a creature to the common supply (+1 power, enrage, stun,
    ward and named counters: the v16 COUNTERS list)."""
    cd = g.cards[cid]
    if cd.zone != BATTLELINE:
        return
    g.heal(cid, None)
    if cd.amber:
        g.say(f"{cd.amber}Æ on {g.cname(cid)} goes to the common supply")
    cd.amber = 0
    cd.power_counters = 0
    cd.enrage = False
    cd.stun = False
    cd.ward = False
    cd.counters = None
    g.dirty()


def in_purged_zones(prompt: str = "Choose a purged card") -> Target:
    """Cards in either player's purged zone (yours first)."""
    def cands(g: Game, c: Ctx) -> list[int]:
        me = c["me"]
        return [x for p in (me, 1 - me) for x in g.players[p].purged]
    return Target(cands, prompt)


def put_top_card_under_self() -> Step:
    """'Put the top card of your deck (faceup) under this card' (Cauldron): the `under` zone, `host` this card."""
    def fn(g: Game, c: Ctx) -> None:
        deck = g.players[c["me"]].deck
        if deck and g.in_play(c["src"]):
            x = deck[0]
            g.put_beneath(x, c["src"])
            g.say(f"{g.cname(x)} is put faceup under {g.cname(c['src'])}")
    return Do(fn, "top card under self")


class PlayEachUnderSelf(Step):
    """'Play the cards under this card one at a time' (Cauldron): the active player picks the next one (no
    decision when one is left); each is played whatever its house (play restrictions still apply). A card that
    cannot be played stays under the card."""

    def __init__(self) -> None:
        super().__init__()
        # built once: steps are specs, never made while resolving; "play them" covers both halves of a gigantic
        # creature under it (001:2165-2168)
        self.one = PlayChosen("_next", "under", group=lambda g, c: g.beneath(c["src"]))

    def run(self, game: Game, frame: Any) -> bool:
        ctx = frame.ctx
        if frame.data is None:
            frame.data = []
        tried = frame.data
        # only cards that can be played now are offered (Truebaru with less than 3Æ is not)
        cands = one_per_gigantic(game, [x for x in game.beneath(ctx["src"])
                                        if x not in tried and can_play_now(game, x)])
        if not cands:
            return True
        ans = game.decide(frame, game.active, "target", cands, "Choose the next card to play")
        if ans is None:
            return False
        tried.append(ans)
        game.push(self.one, {"src": ctx["src"], "me": ctx["me"], "_next": [ans]})
        return False


def play_each_under_self() -> Step:
    return PlayEachUnderSelf()


# --- blocks added for WoE sanctum ---


def friendly_tokens(g: Game, c: Ctx) -> int:
    """How many token creatures the ability's player controls ('for each friendly token creature')."""
    return sum(1 for x in g.players[c["me"]].battleline if g.cards[x].is_token_creature)


def controls_token(g: Game, p: int) -> bool:
    return any(g.cards[x].is_token_creature for x in g.players[p].battleline)


# --- blocks added for WoE staralliance ---


def look_at_top_may(prompt: str, then: Step) -> Step:
    """'Look at the top card of your deck. You may <discard it / put it on the bottom of your deck>' (Explorer,
    Future Booster): the card is shown to the player only, then a yes/no (none when the deck is empty); `then`
    acts on ctx['top'] = [that card]."""
    def look(g: Game, c: Ctx) -> None:
        top = g.players[c["me"]].deck[:1]
        c["top"] = list(top)
        if top:
            g.say(f"{g.pname(c['me'])} looks at the top card of their deck: {g.cname(top[0])}", to=c["me"])
    return Seq(Do(look, "look at top"), May(prompt, then, lambda g, c: bool(c.get("top"))))


def top_to_bottom(key: str = "top") -> Step:
    """Put the card in ctx[key] (still on top of its owner's deck) on the bottom of that deck."""
    def fn(g: Game, c: Ctx) -> None:
        for x in _chosen(c, key):
            deck = g.players[g.cards[x].owner].deck
            if x in deck:
                deck.remove(x)
                deck.append(x)
                g.say(f"{g.pname(g.cards[x].owner)} puts the top card of their deck on the bottom")
    return Do(fn, "top to bottom")


def houses_among(cids: list[int], g: Game) -> int:
    """How many houses are represented among these cards: every house each card belongs to now (its house, a house
    bonus icon it carries, a house it has in addition: LATER-MECHANICS 9)."""
    return len(set().union(*(houses_belonged_to(g, x) for x in cids)) | {g.house_of(x) for x in cids})


def upgrade_becomes_creature(where: str = "right", ready: bool = True) -> Step:
    """For an upgrade's granted 'Destroyed:' ability (ctx['granter'] is the upgrade): 'put <this card> on the
    <right> flank of your battleline as a creature, <ready>' (Pupgrade played as an upgrade): it is detached from
    the dying creature and enters play under the ability's player as its own creature face."""
    def fn(g: Game, c: Ctx) -> None:
        up = c.get("granter")
        if up is None or g.cards[up].zone != "upgrade":
            return
        u = g.cards[up]
        g._detach(up)
        u.host = -1     # on no card any more (the convention: -1, never None)
        u.zone = "limbo"    # detached; put_into_play takes it from there
        u.token = None
        g.put_into_play(up, c["me"], where, ready=ready)
        g.say(f"{g.cname(up)} goes onto the {where} flank as a creature")
    return Do(fn, "upgrade becomes creature")


def attach_granter_to_made() -> Step:
    """For an upgrade's granted ability: 'attach <this upgrade> to that creature' — the creature an earlier
    make_tokens step made (ctx['made']); nothing if none was made or the upgrade is no longer attached."""
    def fn(g: Game, c: Ctx) -> None:
        up, made = c.get("granter"), c.get("made") or []
        if up is None or not made or g.cards[up].zone != "upgrade" or not g.in_play(made[-1]):
            return
        # moved from the dying creature, not played: it stays its controller's, as Officer's Blaster and the
        # Blasters do (only an effect that says so takes control, 001:1836-1843); the ability's player attaches it
        g.attach(up, made[-1], g.cards[up].controller, by=c["me"])
        g.say(f"{g.cname(up)} is attached to {g.cname(made[-1])}")
    return Do(fn, "attach to token")


# --- blocks added for WoE saurian ---


def exalted_friendly_this_turn(g: Game, c: Ctx) -> bool:
    """'If you exalted a friendly creature this turn' (Recruit): a creature of the ability's player was exalted."""
    return bool(g.logged("exalted", c["me"], g.turn))


def make_token_left_of_self() -> Step:
    """'Make a token creature immediately to <this creature>'s left' (Phalanx Leader); ctx['made'] as make_tokens."""
    def fn(g: Game, c: Ctx) -> None:
        src, me = c["src"], c["me"]
        line = g.players[me].battleline
        if src not in line:
            return
        made = g.make_token(me, line.index(src))
        if made is not None:
            c.setdefault("made", []).append(made)
    return Do(fn, "make token to the left")


def creatures_left_of(g: Game, cid: int) -> list[int]:
    """The creatures to the left of a creature in its battleline (none if it is not in one)."""
    line = g.players[g.cards[cid].controller].battleline
    return line[:line.index(cid)] if cid in line else []


# "each creature to <this creature>'s left gets +N power for the remainder of the turn": a lasting effect on cards in
# play applies to every card that matches it during the period, wherever it was when the effect began (001:2281-2283):
# a creature placed to the left later gets it, one moved away loses it, and with the card gone none is to its left
_POWER_TO_LEFT = static("power", lambda g, src, cid, le: cid in creatures_left_of(g, src),
                        lambda g, src, cid, le: le["n"])


def power_to_left_for_turn(n: int) -> Step:
    """'Each creature to <this creature>'s left gets +N power for the remainder of the turn' (Phalanx Leader)."""
    def fn(g: Game, c: Ctx) -> None:
        if g.in_play(c["src"]):    # gone before it resolves: it has no left (and a new card later is not it)
            g.add_lasting(_POWER_TO_LEFT, c["src"], c["me"], "turn", n=n, of_src=True)
    return Do(fn, "power to the left")


def may_put_counter_on_titled(name: str, title: str) -> Step:
    """'You may put a <name> counter on <Title>' (the philosophers: a friendly creature of that title — rule decided:
    the ability's player's own; a yes/no, then the creature when several are in play)."""
    target = creatures("friendly").where(
        # its title now: a copy (Mimic Gel) has the copied card's, a token creature its token's (001:2642)
        lambda g, x, c: g.face(x).title == title, f"Choose {title}")
    return may_choose(f"Put a {name} counter on {title}?", target, add_counter(name, 1, "t"))


def has_counter_on_self(name: str) -> Callable[[Game, Ctx], bool]:
    """'If <this creature> has a <name> counter' (ctx condition)."""
    return lambda g, c: counter_of(g, c["src"], name) > 0


def play_from_archives(optional: bool) -> Step:
    """'(You may) play a card from your archives' (Aristotlmimus): any of the player's archived cards, of any house
    (an ability that plays a card is no step-3 play: Wild Wormhole plays the top card of the deck whatever its
    house, 001:3941-3950). Mandatory, it names every archived card, as every mandatory "play a <card> from <zone>"
    does (Shadys; FAQ Poltergeist 001:3278-3287): one that cannot be played now (alpha after this reap) may be
    chosen, and its play fails (it stays archived, 001:3941-3950)."""
    target = in_my_zone("archives", prompt="Choose an archived card to play")
    step = Seq(choose("_arch_play", target), play_chosen("_arch_play", "archives"))
    if not optional:
        return step
    # "you may play": only cards that could be played now (`could_play`: one half of a gigantic creature never is),
    # and with none the "may" is not asked (FORMAT), as for Katha the Wise or Project Z.Y.X.
    may_target = in_my_zone("archives", prompt="Choose an archived card to play").where(
        lambda g, x, c: could_play(g, x))
    return May("Play a card from your archives?",
               Seq(choose("_arch_play", may_target), play_chosen("_arch_play", "archives")),
               lambda g, c: bool(may_target.candidates(g, c)))


class DestroyHalfOfEachBattleline(Step):
    """'Divide each battleline in half as evenly as possible, keeping the order; in each, destroy one half'
    (Tectonic Shift). Rule decided: the active player picks, per battleline (theirs first), which half goes; with
    an odd number of creatures the middle one may go with either half, so the options are 'left N' / 'right N'.
    All the chosen creatures are destroyed at once."""

    def run(self, game: Game, frame: Any) -> bool:
        ctx = frame.ctx
        if frame.data is None:
            frame.data = {"i": 0, "doomed": []}
        order = (ctx["me"], 1 - ctx["me"])
        while frame.data["i"] < 2:
            p = order[frame.data["i"]]
            line = list(game.players[p].battleline)
            n = len(line)
            sizes = sorted({n // 2, n - n // 2})
            opts = [f"left {k}" for k in sizes] + [f"right {k}" for k in sizes]
            if n == 0 or sizes == [0]:
                opts = ["left 0"]
            ans = game.decide(frame, game.active, "option", opts,
                              f"Which half of {game.pname(p)}'s battleline is destroyed?")
            if ans is None:
                return False
            side, k = ans.split()
            k = int(k)
            frame.data["doomed"] += line[:k] if side == "left" else line[n - k:]
            frame.data["i"] += 1
        ctx["destroyed"] = game.destroy([x for x in frame.data["doomed"] if game.in_play(x)])
        return True


def destroy_half_of_each_battleline() -> Step:
    return DestroyHalfOfEachBattleline()


class _TakeBackOwn(Step):
    """'Each player takes control of each creature and artifact they own' (Magistrate Crispus): the cards are
    taken back one at a time (setup order); a creature goes on the flank of its owner's battleline that the active
    player chooses (FORMAT default: right; no decision while that battleline is empty)."""

    def run(self, game: Game, frame: Any) -> bool:
        ctx = frame.ctx
        if "back_own" not in ctx:
            for p in (0, 1):    # a card its owner already controls through an effect with an end keeps its owner
                for z in ("battleline", "artifacts"):
                    for x in game.players[p].zone_list(z):
                        if game.cards[x].controller == game.cards[x].owner:
                            game.drop_control_holds(x)
            ctx["back_own"] = [x for p in (0, 1) for z in ("battleline", "artifacts")
                               for x in game.players[p].zone_list(z) if game.cards[x].controller != game.cards[x].owner]
        todo: list[int] = ctx["back_own"]
        while todo:
            cd = game.cards[todo[0]]
            where: Any = "right"
            if cd.zone == BATTLELINE and cd.controller != cd.owner:
                where = game.ask_flank(frame, game.players[cd.owner].battleline,
                                       f"Choose a flank for {game.cname(todo[0])}")
                if where is None:
                    return False
            if cd.controller != cd.owner:
                game.take_control(todo[0], cd.owner, where)
            todo.pop(0)
        return True

    def holds_state_check(self, frame: Any) -> bool:
        # "each player takes control of each creature and artifact they own" is one instruction, as Æmberlution's:
        # a flank decision after some cards have changed sides must not let the state check see the board halfway
        # (a Tentacle taken back after its Keyraken, still with the other player: archived for no friendly Keyraken)
        return bool(frame.ctx.get("back_own"))


def each_player_takes_back_own() -> Step:
    """'Each player takes control of each creature and artifact they own' (Magistrate Crispus): see `_TakeBackOwn`."""
    return _TakeBackOwn()


def creature_uses_this_turn(g: Game) -> int:
    """How many times creatures have been used this turn, by either player (turn log `used_creature` entries: a
    token creature that has since left play and reverted to a non-creature card still counts)."""
    return sum(1 for e in g.turn_log if e[0] == "used_creature" and e[2] == g.turn)


def _until_next_creature_use(g: Game, src: int, cid: int, le: Any) -> bool:
    return creature_uses_this_turn(g) == le["n"]


_NEXT_USE_CANNOT = {kind: static(kind, _until_next_creature_use) for kind in ("cannot_reap", "cannot_fight")}


def next_creature_used_cannot(kind: str) -> Step:
    """'The next time a creature is used this turn, it cannot reap/fight' (Edict of Nerotaurus; kind 'cannot_reap'
    or 'cannot_fight'): a lasting static on every creature, in force until another creature use begins (the use
    that triggered it is already counted)."""
    spec = _NEXT_USE_CANNOT[kind]
    return Do(lambda g, c: g.add_lasting(spec, c.get("src", -1), c["me"], "turn", n=creature_uses_this_turn(g)),
              "next use cannot")


# --- blocks added for GR mars ---


def creature_captures(target: Target | str, amount: Amount = 1, key: str = "t") -> Step:
    """'A creature captures NÆ' where the creature may be on either side: it captures from its controller's
    opponent (Master Rulebook 16.0, Capture), not from the ability's player's opponent (Don't Believe Your Eyes).
    ctx['captured']: how much was captured."""
    k = target if isinstance(target, str) else key

    def fn(g: Game, c: Ctx) -> None:
        c["captured"] = sum(g.capture(x, _n(g, c, amount)) for x in _chosen(c, k) if g.cards[x].zone == BATTLELINE)
    return _with_target(target, key, Do(fn, "capture"))


def unstun_each(where: Callable[[Game, int], bool]) -> Step:
    """'Unstun each <kind> creature' (both sides): the stun is removed, nothing is exhausted (Overclocked Shock
    Collar)."""
    def fn(g: Game, c: Ctx) -> None:
        for x in g.creatures():
            if g.cards[x].stun and where(g, x):
                g.cards[x].stun = False
                g.say(f"{g.cname(x)} is no longer stunned")
    return Do(fn, "unstun each")


# --- blocks added for GR unfathomable ---

def captures_from_each_player(target: Target | str, amount: Amount,
                              who: Callable[[Game, int], bool], key: str = "t") -> Step:
    """'<The chosen creature> captures NÆ from each <matching> player' (Circlespeak: each haunted player),
    the active player's pool first: one capture, however many pools it takes from (Kretchee adds 1Æ once, as for
    Crassosaurus's "any combination of players")."""
    k = target if isinstance(target, str) else key

    def fn(g: Game, c: Ctx) -> None:
        total = 0
        for x in _chosen(c, k):
            got = 0
            for p in (g.active, 1 - g.active):
                if g.cards[x].zone == BATTLELINE and who(g, p):
                    got += g.capture(x, _n(g, c, amount), p, emit=False)
            g.captured_once(x, got)
            total += got
        c["captured"] = total
    return _with_target(target, key, Do(fn, "capture from each player"))


def each_player_discards_random(n: int = 1) -> Step:
    """'Each player discards N random cards from their hand', the active player first."""
    def fn(g: Game, c: Ctx) -> None:
        for p in (g.active, 1 - g.active):
            for _ in range(n):
                hand = g.players[p].hand
                if not hand:
                    break
                x = hand[g.rng.below(len(hand))]
                g.discard_from_hand(x)
    return Do(fn, "each player random discard")


def chosen_player_discards_top(n: Amount, key: str = "player") -> Step:
    """'Discard the top N cards of any player's deck': the active player picks a player (either), then the top
    N cards of that player's deck are discarded (as many as there are)."""
    return Seq(choose_player(key, lambda g, c: [c["me"], 1 - c["me"]], "Choose whose deck to discard from"),
               Do(lambda g, c: g.discard_top(c[key], _n(g, c, n), by=c["me"]), "discard top of deck"))


def shuffle_bottom_of_discard_into_deck(n: int) -> Step:
    """'Shuffle the bottom N cards of your discard pile into your deck' (index 0 of a pile is its top)."""
    def fn(g: Game, c: Ctx) -> None:
        pile = g.players[c["me"]].discard
        if pile:
            g.shuffle_into_deck(pile[-n:])
    return Do(fn, "shuffle bottom of discard into deck")


def add_neighbors(key: str = "t") -> Step:
    """'<that creature> and each of its neighbors': adds the neighbors of the cards in ctx[key] to ctx[key]."""
    def fn(g: Game, c: Ctx) -> None:
        chosen = list(_chosen(c, key))
        c[key] = chosen + [y for x in chosen for y in g.neighbors(x) if y not in chosen]
    return Do(fn, "and its neighbors")


def random_card_in_opponent_hand(key: str = "t", reveal: bool = True) -> Step:
    """'Reveal a random card from your opponent's hand': ctx[key] is [that card], or [] for an empty hand.
    `reveal=False`: a random card picked and moved without being revealed ("put a random card from your opponent's
    hand on top of their deck", Porter Cilla; Eddy of Dis, Techno-Shade): only its owner is told which."""
    def fn(g: Game, c: Ctx) -> None:
        opp = 1 - c["me"]
        hand = g.players[opp].hand
        c[key] = [hand[g.rng.below(len(hand))]] if hand else []
        for x in c[key]:
            if reveal:
                g.say(f"{g.pname(opp)} reveals {g.cname(x)} at random")
            else:
                g.say(f"{g.cname(x)} is picked at random from {g.pname(opp)}'s hand", to=opp)
                g.say(f"A card is picked at random from {g.pname(opp)}'s hand")
    return Do(fn, "random card of the opponent's hand")


def damaged_this_way(g: Game, c: Ctx) -> list[int]:
    """The creatures the last damage step dealt at least 1 damage to (ctx['dealt']) that are still in play."""
    return [x for x, n in (c.get("dealt") or {}).items() if n > 0 and g.cards[x].zone == BATTLELINE]


def exhaust_each_sharing_house_with(key: str = "t", side: str = "enemy") -> Step:
    """'Exhaust each <enemy> creature that shares a house with that card' (the card in ctx[key], in any zone)."""
    def fn(g: Game, c: Ctx) -> None:
        houses = {h for y in _chosen(c, key) for h in houses_of_card(g, y)}
        for x in _side(g, c, side):
            if any(g.belongs_to(x, h) for h in houses):
                g.exhaust(x)
    return Do(fn, "exhaust each sharing a house")


def in_opponent_discard(prompt: str = "Choose a card in your opponent's discard pile") -> Target:
    return Target(lambda g, c: list(g.players[1 - c["me"]].discard), prompt)


def discard_bottom_of_deck(key: str = "bottom", whose: str = "opponent") -> Step:
    """'Discard the bottom card of your opponent's (your) deck': ctx[key] is [that card], or [] (empty deck)."""
    def fn(g: Game, c: Ctx) -> None:
        p = c["me"] if whose == "me" else 1 - c["me"]
        deck = g.players[p].deck
        c[key] = []
        if deck:
            from aember.engine.state import DISCARD
            x = deck[-1]
            g.move(x, DISCARD, by=c["me"])
            g.say(f"{g.pname(p)} discards {g.cname(x)} from the bottom of their deck")
            c[key] = [x]
    return Do(fn, "discard bottom of deck")


def top_of_discard_to_bottom_of_deck() -> Step:
    """'Put the top card of your discard pile on the bottom of your deck' (index 0 of a pile is its top)."""
    def fn(g: Game, c: Ctx) -> None:
        pile = g.players[c["me"]].discard
        if pile:
            x = pile[0]
            g.move(x, DECK, top=False)
            g.say(f"{g.cname(x)} goes from the top of the discard pile to the bottom of the deck")
    return Do(fn, "top of discard to bottom of deck")


def put_event_card_under_self(from_zone: str = "discard") -> Step:
    """'Put that card (the event's card) under this card' when it is still in `from_zone` (Bottomless Depths:
    each card its controller discards from hand goes from the discard pile facedown under it)."""
    def fn(g: Game, c: Ctx) -> None:
        x = c["ev"]["card"]
        if g.cards[x].zone == from_zone and g.in_play(c["src"]):
            g.put_beneath(x, c["src"])
            g.say(f"{g.cname(x)} is put facedown under {g.cname(c['src'])}")
    return Do(fn, "that card under self")


# --- blocks added for GR staralliance ---

def shares_house_with_chosen(key: str) -> Callable[[Game, int, Ctx], bool]:
    """`where` for '… each creature that shares a house with <the cards in ctx[key]>' (Into the Warp)."""
    def houses(g: Game, d: int, c: Ctx) -> tuple[str, ...] | list[str]:
        if g.cards[d].zone != BATTLELINE and str(d) in c.get("_houses_in_play", {}):
            # it left play: as it was just before (Infinity Strop), after its Destroyed: abilities (001:1915-1948)
            e = g.as_destroyed(d)
            return e[2] if e is not None and e[2] else c["_houses_in_play"][str(d)]
        return houses_of_card(g, d)

    def where(g: Game, x: int, c: Ctx) -> bool:
        return any(g.belongs_to(x, h) for d in _chosen(c, key) for h in houses(g, d, c))
    return where


class PlayUpgradeOnSelf(Step):
    """'Play <the chosen upgrade> on <this creature>' (3LL-I0T): the upgrade in ctx[key] (from `origin`) is played
    with the ability's own creature as its host, if that creature is still in play and may carry it."""

    def __init__(self, key: str, origin: str):
        super().__init__()
        self.key = key
        self.origin = origin

    def run(self, game: Game, frame: Any) -> bool:
        from aember.engine.rules import PLAY
        ctx = frame.ctx
        chosen = _chosen(ctx, self.key)
        if not chosen:
            return True
        cid, src = chosen[0], ctx["src"]
        if (game.cards[src].zone != BATTLELINE or src not in game.upgrade_hosts(cid)
                or game.play_forbidden(cid) is not None):
            game.say(f"{game.cname(cid)} cannot be played on {game.cname(src)} and stays where it is")
            return True
        game.push(PLAY, {"card": cid, "me": ctx["me"], "where": "right", "from": self.origin, "target": src})
        return True


def play_upgrade_on_self(key: str = "upgrade", origin: str = "discard") -> Step:
    return PlayUpgradeOnSelf(key, origin)


def shuffle_all_upgrades_into_decks() -> Step:
    """'Shuffle all upgrades from play into their owners' decks' (3LL-I0T's Scrap)."""
    from aember.engine.state import UPGRADE

    def fn(g: Game, c: Ctx) -> None:
        g.shuffle_into_deck([x for x, card in enumerate(g.cards) if card.zone == UPGRADE])
    return Do(fn, "shuffle all upgrades into decks")


def resolve_play_effect_of(key: str = "discarded") -> Step:
    """'Resolve its play effect as if you had just played it' for cards NOT in play (a card just discarded from
    hand: Missile Officer Myers' Scrap): the card's own Play: ability resolves, the ability's player as the one
    who played it; no bonus icons."""
    def fn(g: Game, c: Ctx) -> None:
        for x in _chosen(c, key):
            own = g.cards[x].defn.play
            if own is not None:
                g.say(f"{g.cname(x)}'s play effect resolves")
                g.push(own, {"src": x, "me": c["me"]})
    return Do(fn, "resolve play effect")


# --- blocks added for GR ekwidon ---

def exhaust_did(target: Target | str, key: str = "t", did_key: str = "did") -> Step:
    """'Exhaust <a creature>. If you do, …': exhaust the chosen ready creatures in play; ctx[did_key] says
    whether any creature went from ready to exhausted (an already exhausted creature is not "done")
    (Permanent Record, Pen Pal)."""
    k = target if isinstance(target, str) else key

    def fn(g: Game, c: Ctx) -> None:
        done = False
        for x in _chosen(c, k):
            if g.in_play(x) and not g.cards[x].exhausted:
                g.exhaust(x)
                if g.cards[x].exhausted:
                    done = True
                    g.say(f"{g.cname(x)} is exhausted")
        c[did_key] = done
    return _with_target(target, key, Do(fn, "exhaust"))


def chosen_and_neighbors_capture(target: Target | str, amount: Amount = 1, key: str = "t") -> Step:
    """'A creature and each of its neighbors captures NÆ': the chosen creature and each of its neighbors
    capture from their controller's opponent (Security Detail). For 1Æ each, a pool too short for all of them
    is shared as the active player chooses (`each_captures`: one list decision); else chosen one first, then
    its neighbors left to right."""
    k = target if isinstance(target, str) else key
    if amount == 1:
        def group(g: Game, x: int, c: Ctx) -> bool:
            return any(g.cards[y].zone == BATTLELINE and (x == y or x in g.neighbors(y)) for y in _chosen(c, k))
        return _with_target(target, key, EachCaptures("any", group))

    def fn(g: Game, c: Ctx) -> None:
        for x in _chosen(c, k):
            if g.cards[x].zone != BATTLELINE:
                continue
            for y in [x, *g.neighbors(x)]:
                if g.cards[y].zone == BATTLELINE:
                    g.capture(y, _n(g, c, amount))
    return _with_target(target, key, Do(fn, "capture with neighbors"))


def opponent_archives_top(n: Amount) -> Step:
    """'Your opponent archives the top N cards of their deck' (De-escalation): into the opponent's archives."""
    def fn(g: Game, c: Ctx) -> None:
        opp = 1 - c["me"]
        for x in g.players[opp].deck[:_n(g, c, n)]:
            g.archive(x, opp)
    return Do(fn, "opponent archives top")


def each_player_returns_top_of_discard() -> Step:
    """'Each player returns the top card of their discard pile to their hand' (Historian Li-Darkin): the
    ability's player first."""
    def fn(g: Game, c: Ctx) -> None:
        for p in (c["me"], 1 - c["me"]):
            pile = g.players[p].discard
            if pile:
                x = pile[0]
                g.move(x, HAND)
                g.say(f"{g.cname(x)} returns from the discard pile to {g.pname(p)}'s hand")
    return Do(fn, "each returns top of discard")


_SET_POWER_FROM_LE = Static("set_power", on_target, lambda g, src, cid, le: le.get("power", 0))


def set_power_like_until_end_of_turn(key: str, like_key: str) -> Step:
    """'Until the end of the turn, <the creature in ctx[key]>'s power is equal to <the creature in
    ctx[like_key]>'s power' (Hoaxpitality): the power is read once, as the ability resolves, and fixed for the
    rest of the turn."""
    def fn(g: Game, c: Ctx) -> None:
        t = [x for x in _chosen(c, key) if g.in_play(x)]
        like = [x for x in _chosen(c, like_key) if g.in_play(x)]
        if t and like:
            g.add_lasting(_SET_POWER_FROM_LE, c.get("src", -1), c["me"], "turn", target=t[0], power=g.power(like[0]))
    return Do(fn, "set power like")


def discard_up_to_from_hand(n: int, key: str = "discarded") -> Step:
    """'Discard up to N cards' from your hand: one decision for 0..N cards, discarded in that order
    (Tutor Bin-Rillo); ctx[key] then lists only those really discarded (Tide Down: not one Refined Adhesive put
    elsewhere instead)."""
    def fn(g: Game, c: Ctx) -> None:
        c[key] = [x for x in _chosen(c, key) if g.cards[x].zone == HAND and g.discard_from_hand(x)]
    return Seq(Choose(key, lambda g, c: list(g.players[c["me"]].hand), n, up_to=True,
                      prompt=f"Choose up to {n} cards from your hand to discard"),
               Do(fn, "discard up to"))


def opponent_draws(n: Amount = 1) -> Step:
    """'Your opponent draws N cards' (Tutor Bin-Rillo): one card per step, as in `draw` (001:538-541)."""
    return _draws_one_by_one(n, opponent=True)


def each_player_draws(n: Amount = 1) -> Step:
    """'Each player draws N cards': the ability's player first (Tutor Bin-Rillo's Scrap), one card per step as in
    `draw` (an 'after you draw a card' ability resolves before the next card)."""
    return Seq(_draws_one_by_one(n), _draws_one_by_one(n, opponent=True))


def haunted_draw_others_discard_random(n_draw: int, n_discard: int) -> Step:
    """'Each haunted player draws N cards. Each player that is not haunted discards M random cards from their
    hand' (Market Fluctuation): the draws first (ability's player first), then the discards, each player's
    haunted state read as the ability starts; the cards drawn one per step, as in `draw`."""
    def note(g: Game, c: Ctx) -> None:
        c["_haunted"] = [p for p in (c["me"], 1 - c["me"]) if g.haunted(p)]

    def fn(g: Game, c: Ctx) -> None:
        order = (c["me"], 1 - c["me"])
        for p in order:
            if p not in c["_haunted"]:
                for _ in range(n_discard):
                    hand = g.players[p].hand
                    if not hand:
                        break
                    x = hand[g.rng.below(len(hand))]
                    g.discard_from_hand(x)
    return Seq(Do(note, "who is haunted"),
               _draws_one_by_one(lambda g, c: n_draw if c["me"] in c["_haunted"] else 0),
               _draws_one_by_one(lambda g, c: n_draw if 1 - c["me"] in c["_haunted"] else 0, opponent=True),
               Do(fn, "others discard"))


def return_to_hand_controller_gains(target: Target | str, amount: Amount = 1, key: str = "t") -> Step:
    """'Return <a creature> to its owner's hand. If you do, its controller gains NÆ' (Legerdemain): the controller
    is the one it had in play; nothing is gained when it did not leave play (a ward). The gain is a later instruction:
    what the creature's leaving play sets off (Magda the Rat's steal) resolves first (001:1544-1546), as for
    destroy_then_controller_gains (Forced Retirement)."""
    k = target if isinstance(target, str) else key

    def back(g: Game, c: Ctx) -> None:
        c["_returned_by"] = []
        for x in _chosen(c, k):
            if not g.in_play(x):
                continue
            ctl = g.cards[x].controller
            if g.return_to_hand(x):
                c["_returned_by"].append(ctl)

    def pay(g: Game, c: Ctx) -> None:
        for ctl in c.pop("_returned_by", []):
            g.gain(ctl, _n(g, c, amount))
    return _with_target(target, key, Seq(Do(back, "return to hand"), Do(pay, "controller gains")))


def card_to_bottom_of_deck(target: Target | str, key: str = "t") -> Step:
    """'Put <a card in a discard pile> on the bottom of its owner's deck' (Incarnation Pod): for cards out of
    play; a card in play uses `put_on_bottom_of_deck`."""
    k = target if isinstance(target, str) else key

    def fn(g: Game, c: Ctx) -> None:
        for x in _chosen(c, k):
            if not g.in_play(x):
                g.move(x, DECK, top=False)
                g.say(f"{g.cname(x)} goes to the bottom of {g.pname(g.cards[x].owner)}'s deck")
    return _with_target(target, key, Do(fn, "to the bottom of the deck"))


def purge_bottom_of_each_deck() -> Step:
    """'Purge the bottom card from each player's deck' (Incarnation Pod's Scrap): the ability's player first."""
    def fn(g: Game, c: Ctx) -> None:
        for p in (c["me"], 1 - c["me"]):
            deck = g.players[p].deck
            if deck:
                x = deck[-1]
                g.purge(x)
                g.say(f"{g.cname(x)} is purged from the bottom of {g.pname(p)}'s deck")
    return Do(fn, "purge bottom of each deck")


def discard_top_n(n: Amount, key: str = "discarded_top", whose: str = "me", by: str = "me") -> Step:
    """'Discard the top N cards of your (opponent's) deck', remembering them in ctx[key] (Technorachnophobia); the
    ability's player discards them (by='owner': "they discard the top 5 cards of their deck", Titan Apparition)."""
    def fn(g: Game, c: Ctx) -> None:
        p = c["me"] if whose == "me" else 1 - c["me"]
        c[key] = g.discard_top(p, _n(g, c, n), by=c["me"] if by == "me" else p)
    return Do(fn, "discard top cards")


def n_of_one_house_in(key: str, n: int) -> Callable[[Game, Ctx], bool]:
    """Condition: at least N of the cards in ctx[key] belong to one same house (Technorachnophobia)."""
    def cond(g: Game, c: Ctx) -> bool:
        cards = _chosen(c, key)
        return any(sum(1 for x in cards if g.belongs_to(x, h)) >= n for h in HOUSES)
    return cond


class OpponentDiscardTopToDeckBottom(Step):
    """'Put the top N cards of your opponent's discard pile on the bottom of their deck' (Grisly Exchange): they go
    there at once and the text gives no order - the active player chooses it (001:1560-1562), one `targets`
    decision when two or more, the order they go there, the last at the very bottom; by default setup order
    (FORMAT Decisions: several cards put into one place at once)."""

    def __init__(self, n: int):
        super().__init__()
        self.n = n

    def run(self, game: Game, frame: Any) -> bool:
        p = 1 - frame.ctx["me"]
        cards = game.in_setup_order(game.players[p].discard[:self.n])
        order = game.decide_order(frame, cards, f"Put the cards on the bottom of {game.pname(p)}'s deck, the last "
                                  "one at the very bottom")
        if order is None:
            return False
        for x in order:
            game.move(x, DECK, top=False)
            game.say(f"{game.cname(x)} goes from {game.pname(p)}'s discard pile to the bottom of their deck")
        return True


def opponent_discard_top_to_deck_bottom(n: int) -> Step:
    return OpponentDiscardTopToDeckBottom(n)


def topmost_creature_from_discard_to_hand(player_key: str = "player") -> Step:
    """'Return the topmost creature from <the player in ctx[player_key]>'s discard pile to their hand' (Soul
    Exchange)."""
    def fn(g: Game, c: Ctx) -> None:
        p = c.get(player_key)
        if p is None:
            return
        for x in g.players[p].discard:
            if g.cards[x].defn.type == "creature":
                g.move(x, HAND)
                g.say(f"{g.cname(x)} returns from the discard pile to {g.pname(p)}'s hand")
                return
    return Do(fn, "topmost creature to hand")


def creatures_of_chosen_player(player_key: str = "player", prompt: str = "Choose a creature") -> Target:
    """Creatures controlled by the player in ctx[player_key] (Soul Exchange)."""
    def cands(g: Game, c: Ctx) -> list[int]:
        p = c.get(player_key)
        return [] if p is None else list(g.players[p].battleline)
    return Target(cands, prompt)


def move_all_amber_to_controllers_pools(key: str = "t") -> Step:
    """'Move all Æ on the chosen creatures to their controllers' pools' (Midyear Festivities). One move of the Æ
    on them as the effect begins: Æ that an Akugyo among them captures instead while the others' Æ moves is not
    moved again (it stays on it, and goes with it when the creatures are destroyed)."""
    def fn(g: Game, c: Ctx) -> None:
        on = {x: g.cards[x].amber for x in _chosen(c, key) if g.in_play(x)}
        for x, was in on.items():
            n = min(was, g.cards[x].amber)
            if g.in_play(x) and n > 0:
                p = g.cards[x].controller
                g.cards[x].amber -= n
                g._checked = False
                g.add_to_pool(p, n, f"{n}Æ moves from {g.cname(x)} to {g.pname(p)}'s pool")     # Ether Spider
    return Do(fn, "move Æ to controllers' pools")


def turn_player_may_gain_opponent_draws(gain_n: int, draw_n: int) -> Step:
    """'At the end of each player's turn, they may gain NÆ. If they do, their opponent draws M cards'
    (Ekwirrĕ's Fulcrum, a `turn_end` reaction): the turn's player (ev['player'], the active player, who decides)
    gains; then that player's opponent draws."""
    def fn(g: Game, c: Ctx) -> None:
        p = c["ev"]["player"]
        g.gain(p, gain_n)
        g.draw(1 - p, draw_n)
    return May(f"Gain {gain_n}Æ (your opponent then draws {draw_n} cards)?", Do(fn, "gain, opponent draws"))


# --- blocks added for WoE unfathomable ---


def destroy_enemy_flank(side: str) -> Step:
    """'Destroy the creature on your opponent's left/right flank' (Soleft, Flounderight): side 'left' or 'right';
    nothing when the opponent has no creature."""
    def fn(g: Game, c: Ctx) -> None:
        line = g.players[1 - c["me"]].battleline
        if line:
            g.destroy([line[0] if side == "left" else line[-1]])
    return Do(fn, f"destroy enemy {side} flank")



def return_each_creature_to_hand() -> Step:
    """'Return each creature to its owner's hand' (Hysteria's shape; Catch and Release): the active player's side
    first; a ward stops each as usual (Game.return_to_hand)."""
    def fn(g: Game, c: Ctx) -> None:
        for x in g.creatures(c["me"]) + g.creatures(1 - c["me"]):
            if g.cards[x].zone == BATTLELINE:
                g.return_to_hand(x)
    return Do(fn, "return each creature")


class DiscardRandomDownTo(Step):
    """'Each player discards random cards from their hand until they have N or fewer cards in hand' (Catch and
    Release): the active player's discards first, one card at a time; what a discard sets off (Designer Crick's
    draw for the other player) resolves before the next card (001:1544-1546), so a hand it grew is counted then."""

    label = "discard down to"

    def __init__(self, n: int):
        super().__init__()
        self.n = n

    def run(self, game: Game, frame: Any) -> bool:
        if frame.data is None:
            frame.data = [game.active, 1 - game.active]
        while frame.data:
            hand = game.players[frame.data[0]].hand
            if len(hand) <= self.n:
                frame.data.pop(0)
                continue
            game.discard_from_hand(hand[game.rng.below(len(hand))])
            if game.pending_triggers:
                return False
        return True


def each_player_discards_random_down_to(n: int) -> Step:
    """'Each player discards random cards from their hand until they have N or fewer cards in hand' (Catch and
    Release): see DiscardRandomDownTo."""
    return DiscardRandomDownTo(n)


def put_each_on_top_of_deck_random(where: Callable[[Game, int, Ctx], bool]) -> Step:
    """'Put each creature <where> on top of its owner's deck in a random order' (Adult Swim): per owner, the
    creatures go one at a time in an order from the seeded RNG; a ward stops one."""
    def fn(g: Game, c: Ctx) -> None:
        chosen = [x for x in g.creatures(c["me"]) + g.creatures(1 - c["me"]) if where(g, x, c)]
        for owner in (c["me"], 1 - c["me"]):
            mine = [x for x in chosen if g.cards[x].owner == owner]
            g.rng.shuffle(mine)
            for x in mine:
                name = g.cname(x)   # as it was in play: a token creature's card stays unseen (001:2790-2791)
                if g.in_play(x) and g.leave_play_to(x, DECK, top=True):
                    g.say(f"{name} goes on top of {g.pname(owner)}'s deck")
    return Do(fn, "to the top of the deck")


def unless_opponent_picks_house(effect: Step) -> Step:
    """'Choose a house on your opponent's identity card. If they do not choose that house as their active house
    during their next turn, <effect>' (Allusions of Grandeur's shape; Watch Your Step): the choice, then a lasting
    `house_chosen` reaction for the opponent's next turn that runs `effect` for the ability's player."""
    spec = Reaction("house_chosen", lambda g, src, ev, le: ev["player"] != le["me"] and g.turn > le["turn"]
                    and ev["house"] != le["named"], effect)
    # a turn played with no active house (no legal choice, 001:2210-2212) did not choose the named house either
    none_chosen = Reaction("no_house_chosen", lambda g, src, ev, le: ev["player"] != le["me"] and g.turn > le["turn"],
                           effect)

    def start(g: Game, c: Ctx) -> None:
        if c.get("house") is not None:
            g.add_lasting(spec, c["src"], c["me"], "next_turn", named=c["house"])
            g.add_lasting(none_chosen, c["src"], c["me"], "next_turn")
    return Seq(choose_house("house", lambda g, c: list(g.players[1 - c["me"]].houses),
                            "Choose a house on your opponent's identity card"), Do(start, "lasting"))


class RevealRandomRepeatOrDiscard(Step):
    """'Reveal a random unrevealed card from your opponent's hand. Then you may either repeat this effect or your
    opponent discards the last revealed card' (Plunder): after each reveal, an option labelled with the card's
    wording, 'Repeat this effect' / 'Your opponent discards the last revealed card' (no decision when every card
    of that hand has been revealed: the last one is discarded). frame.data: the cards revealed so far, the last
    one last."""

    REPEAT, DISCARD = "Repeat this effect", "Your opponent discards the last revealed card"

    def run(self, game: Game, frame: Any) -> bool:
        opp = 1 - frame.ctx["me"]
        if frame.data is None:
            frame.data = {"shown": [], "reveal": True}
        d = frame.data
        hand = game.players[opp].hand
        while True:
            if d["reveal"]:
                left = [x for x in hand if x not in d["shown"]]
                if not left:
                    break
                x = left[game.rng.below(len(left))]
                d["shown"].append(x)
                d["reveal"] = False
                game.say(f"{game.pname(opp)} reveals {game.cname(x)} from their hand")
            if not [x for x in hand if x not in d["shown"]]:
                break
            ans = game.decide(frame, game.active, "option", [self.REPEAT, self.DISCARD],
                              "Reveal another card, or have the last revealed card discarded?")
            if ans is None:
                return False
            if ans == self.DISCARD:
                break
            d["reveal"] = True
        if d["shown"] and d["shown"][-1] in hand:
            x = d["shown"][-1]
            game.discard_from_hand(x)
        return True


def reveal_random_repeat_or_discard() -> Step:
    return RevealRandomRepeatOrDiscard()


# --- blocks added for GR geistoid ---


def heal_and_ward_each(trait: str) -> Step:
    """'Fully heal and ward each <Trait> creature' (both sides: Mender's Robots, Soultender's Specters)."""
    def fn(g: Game, c: Ctx) -> None:
        for x in list(g.creatures()):
            if trait in g.traits(x):
                g.heal(x, None)
                g.ward(x)
    return Do(fn, f"fully heal and ward each {trait} creature")


def counter_on_each_friendly(name: str, trait: str) -> Step:
    """'Put a <name> counter on each friendly <Trait> creature' (the GR Clocks: a time counter on each friendly
    Clock creature at the end of the turn)."""
    def fn(g: Game, c: Ctx) -> None:
        for x in list(g.players[c["me"]].battleline):
            if trait in g.traits(x):
                put_named_counters(g, x, name, 1)
                g.say(f"{g.cname(x)} gets a {name} counter")
    return Do(fn, f"put a {name} counter on each friendly {trait} creature")


# --- blocks added for WoE ekwidon ---

def damage_self(amount: Amount) -> Step:
    """'Deal ND to <this creature>' (Gemcoat Vendor): nothing if it has left play."""
    return Do(lambda g, c: g.deal_damage([(c["src"], _n(g, c, amount))], c["src"]) if g.in_play(c["src"]) else None,
              "damage self")


def destroyed_any(key: str = "destroyed") -> Callable[[Game, Ctx], bool]:
    """'If you do' after a destroy step: true when at least one chosen card was destroyed (not saved by ward or an
    'instead'); Generous Offer, Shĭgzisŏ Buggy."""
    return lambda g, c: bool(destroyed_this_way(key)(g, c))


def destroy_then_controller_gains(target: Target, amount: Amount, key: str = "t") -> Step:
    """'Destroy a creature. If you do, its controller gains NÆ' (Forced Retirement; Bonded Auctioneer's artifact): the
    controller is the one at the moment it was destroyed; gained once the destruction has resolved, and nothing when
    it was not destroyed (ward)."""
    def note(g: Game, c: Ctx) -> None:
        c[key + "_ctl"] = {x: g.cards[x].controller for x in _chosen(c, key)}

    def pay(g: Game, c: Ctx) -> None:
        gone = destroyed_this_way()(g, c)
        for x, p in (c.get(key + "_ctl") or {}).items():
            if x in gone:
                g.gain(p, _n(g, c, amount))
    return Seq(choose(key, not_tagged(target)), Do(note, "note controller"), destroy(key), Do(pay, "controller gains"))


def purge_then_controller_gains(target: Target, amount: Amount, key: str = "t") -> Step:
    """'Purge <a card in play>. Its controller gains NÆ' (Auction Off): the controller noted before the purge."""
    def note(g: Game, c: Ctx) -> None:
        c[key + "_ctl"] = {x: g.cards[x].controller for x in _chosen(c, key)}

    def pay(g: Game, c: Ctx) -> None:
        for x, p in (c.get(key + "_ctl") or {}).items():
            if x in (c.get("purged") or []):
                g.gain(p, _n(g, c, amount))
    return Seq(choose(key, target), Do(note, "note controller"), purge_chosen(key), Do(pay, "controller gains"))


def destroy_each_then_gain_half() -> Step:
    """'Destroy each creature. Each player gains Æ equal to half the creatures they controlled that were destroyed
    this way (rounded up)' (Mass Buyout): controllers noted before the destruction; the active player gains first."""
    def fn(g: Game, c: Ctx) -> None:
        ctl = {x: g.cards[x].controller for x in g.creatures()}
        c["_ctl"] = {str(x): p for x, p in ctl.items()}
        c["destroyed"] = g.destroy(list(ctl))

    def gain_half(g: Game, c: Ctx) -> None:
        # once the destruction has resolved: a creature saved by a replacement (Armageddon Cloak) is not counted
        gone = destroyed_this_way()(g, c)
        ctl = c.get("_ctl") or {}
        for p in (c["me"], 1 - c["me"]):
            n = sum(1 for x in gone if ctl.get(str(x)) == p)
            if n:
                g.gain(p, (n + 1) // 2)
    return Seq(Do(fn, "destroy each"), Do(gain_half, "gain half"))


# ---------------------------------------------------------------------------------------------
# Archon powers (Crucible Clash, LATER-MECHANICS §8): abilities of a player's archon power card, in force all game


def at_setup(when: str, effect: Step, text: str = "") -> Reaction:
    """An archon power's setup ability: `when` is "before_hands" ("before drawing starting hands") or
    "after_hands" ("after you draw your opening hand", after the mulligans); resolved by its owner."""
    assert when in ("before_hands", "after_hands"), when
    return Reaction("setup_" + when, ev_mine, effect, text)


def no_mulligan() -> Static:
    """'During game setup, you cannot take a mulligan' (of the card's controller)."""
    return static("no_mulligan", lambda g, src, p, le: p == g.cards[src].controller)


def extra_keys_to_win(n: int = 1) -> Static:
    """'You must forge N additional keys to win the game' (Tinkerer): see Game.keys_to_win."""
    return static("extra_keys_to_win", None, n)


def my_key_cost(amount: int) -> Static:
    """'Your keys cost +/-NÆ' (of the card's controller)."""
    return static("key_cost", lambda g, src, p, le: p == g.cards[src].controller, amount)

# --- blocks added for Grim Reminders: Ekwidon, Giltspine Mesmerist, the R cards ---


def event_player_discards_top(n: Amount) -> Step:
    """'… discard the top N cards of their deck', 'their' being the player of the triggering event (the player who
    readied a card: Giltspine Mesmerist)."""
    # the ability's player discards them ("discard the top card of their deck")
    return Do(lambda g, c: g.discard_top(c["ev"]["player"], _n(g, c, n), by=c["me"]), "their deck's top discarded")


def archive_self_if_haunted() -> Step:
    """'Destroyed: If you are haunted, archive <this creature>' (the Grim Reminders revenants, R cards)."""
    return if_(haunted_me, archive_self())


def cards_in_my_discard(g: Game, src: int, cid: int, le: Any) -> int:
    """A static's value 'X is the number of cards in your discard pile' (for the controller of `src`)."""
    return len(g.players[g.cards[src].controller].discard)


def take_control_anywhere(target: Target | str, key: str = "t") -> Step:
    """'Take control of <a creature> and place it anywhere in your battleline' (Immortal Greking): taken on the right
    flank, then an index decision (`position: N`; none when it is alone). ctx['taken']: the creatures taken."""
    k = target if isinstance(target, str) else key

    def fn(g: Game, c: Ctx) -> None:
        c["taken"] = [x for x in _chosen(c, k) if g.take_control(x, c["me"], "right")]
    return _with_target(target, key, Seq(Do(fn, "take control"), MoveInBattleline("taken", stay_by_default=True)))


def _in_le_cards(g: Game, src: int, cid: int, le: Any) -> bool:
    # any card type in play: a taken creature mineralized into an artifact still belongs to the house (001:1103-1107)
    return cid in le["cards"] and g.in_play(cid)


_BELONGS_TO_SRC_HOUSE = None


def belong_to_my_house_while_i_am_in_play(key: str = "taken") -> Step:
    """'Until <this card> leaves play, <the cards in ctx[key]> belong to <this card>'s house' (Immortal Greking): a
    lasting `house` static (its value read from the source card as it is now) ended when the source leaves play."""
    global _BELONGS_TO_SRC_HOUSE
    if _BELONGS_TO_SRC_HOUSE is None:
        _BELONGS_TO_SRC_HOUSE = static("house", _in_le_cards, lambda g, src, cid, le: g.house_of(src))
    spec = _BELONGS_TO_SRC_HOUSE

    def fn(g: Game, c: Ctx) -> None:
        cards = list(_chosen(c, key))
        if cards and g.in_play(c["src"]):
            g.add_lasting(spec, c["src"], c["me"], "leaves_play", target=c["src"], cards=cards)
    return Do(fn, "belongs to its house")


def top_of_discard_to_hand(n: Amount) -> Step:
    """'Return the top N cards of your discard pile to your hand' (Duma the Returned; as many as there are)."""
    def fn(g: Game, c: Ctx) -> None:
        pile = g.players[c["me"]].discard
        for x in list(pile[:_n(g, c, n)]):
            g.move(x, HAND)
            g.say(f"{g.cname(x)} returns from the discard pile to {g.pname(c['me'])}'s hand")
    return Do(fn, "top of discard to hand")


class GiveControlToOpponent(Step):
    """'Give control of <the chosen creatures> to your opponent': each goes to a flank of the opponent's battleline
    that the active player picks (`flank` decision, default right; none when that battleline is empty)."""

    def __init__(self, key: str):
        super().__init__()
        self.key = key

    def run(self, game: Game, frame: Any) -> bool:
        ctx = frame.ctx
        opp = 1 - ctx["me"]
        done = frame.data or 0
        chosen = _chosen(ctx, self.key)
        while done < len(chosen):
            x = chosen[done]
            if game.cards[x].zone in (BATTLELINE, "artifacts") and game.cards[x].controller != opp:
                where: Any = "right"
                if game.cards[x].zone == BATTLELINE:
                    where = game.ask_flank(frame, game.players[opp].battleline,
                                           f"Choose the flank {game.cname(x)} goes to")
                    if where is None:
                        return False
                game.take_control(x, opp, where)
            done += 1
            frame.data = done
        return True


def give_control_to_opponent(target: Target | str | None = None, key: str = "t") -> Step:
    """'Give control of <a card> to your opponent' (None: the ability's own card — "give your opponent control of
    <this creature>"): Azuretooth, Elenya the Charming, Gegrrŏkŭŭ Sapper."""
    if target is None:
        return Seq(self_as("_given"), GiveControlToOpponent("_given"))
    k = target if isinstance(target, str) else key
    return _with_target(target, key, GiveControlToOpponent(k))


def played_from(zone: str, card_type: str | None = None) -> Callable[[Game, int, dict, Any], bool]:
    """Reaction condition on `played`: the controller of the reacting card played a card (of `card_type`) from
    `zone` (the event's `origin`, the zone it was in as its play began: Zavel's 'each time you play an artifact from
    your discard pile'). A discard pile, deck or purged zone holds only its owner's cards, so a card played from the
    opponent's pile "as if it were yours" (Disabled Security) was not in "your" discard pile."""
    def cond(g: Game, src: int, ev: dict, le: Any) -> bool:
        me = g.cards[src].controller
        return (ev.get("origin") == zone and ev["player"] == me
                and (zone not in ("discard", DECK, "purged") or g.cards[ev["card"]].owner == me)
                and (card_type is None or ev["type"] == card_type))
    return cond


def destroy_other_upgrades_on_host() -> Step:
    """'Destroy all other upgrades attached to this creature' (an upgrade's Play: Fortune Reverser)."""
    def fn(g: Game, c: Ctx) -> None:
        host = g.cards[c["src"]].host
        if g.cards[c["src"]].zone == "upgrade" and host >= 0:
            others = [u for u in g.cards[host].upgrades if u != c["src"]]
            if others:
                c["destroyed"] = g.destroy(others)
    return Do(fn, "destroy other upgrades")


# ---------------------------------------------------------------------------------------------
# Draconian Measures: overwhelmed (LATER-MECHANICS §5; entrench is the ready step's, rules.TurnStep)


def creatures_in_excess(mine: bool = False, not_counting_self: bool = False) -> Callable[[Game, Ctx], int]:
    """'For each creature your opponent controls in excess of you' (Glorious Few, Backup Plan, Weigh the Anchor,
    Clawcloak Swipe; Dr. Milli "not counting" itself among yours) or, mine=True, 'for each creature you have in excess
    of your opponent' (Unguarded Camp): the difference of the two battlelines, never below 0."""
    def n(g: Game, c: Ctx) -> int:
        me = c["me"]
        ours = sum(1 for x in g.players[me].battleline if not (not_counting_self and x == c.get("src")))
        theirs = len(g.players[1 - me].battleline)
        return max(0, ours - theirs if mine else theirs - ours)
    return n


def overwhelmed_me(g: Game, c: Ctx) -> bool:
    """'If you are overwhelmed' (your opponent controls more creatures than you), for the ability's player."""
    return g.overwhelmed(c["me"])


def while_self_exhausted(g: Game, src: int, cid: int, le: Any) -> bool:
    """For statics: 'while <this creature> is exhausted' (the entrench creatures of DM)."""
    return g.cards[src].exhausted and g.in_play(src)


def each_of(target: Target, key: str = "each") -> Step:
    """'each <such card>': every candidate of `target` into ctx[key], for a block that acts on ctx[key]."""
    def fn(g: Game, c: Ctx) -> None:
        c[key] = list(target.candidates(g, c))
    return Do(fn, "each")

# --- blocks added for Grim Reminders: Geistoid, Tachyon Manifold (extra turns) ---


def take_another_turn() -> Step:
    """'Take another turn after this one' (Tachyon Manifold, Ancestral Timekeeper): the ability's player takes the
    next turn (`Game.extra_turns`, `rules.start_extra_turn`); several such effects give as many turns."""
    def fn(g: Game, c: Ctx) -> None:
        g.extra_turns.append(c["me"])
        g.say(f"{g.pname(c['me'])} will take another turn after this one")
    return Do(fn, "take another turn")


def _upgrade_on(g: Game, src: int, cid: int, le: Any) -> bool:
    from aember.engine.state import UPGRADE
    return g.cards[src].zone == UPGRADE and g.cards[src].host == cid


def as_upgrade_belongs_to(house: str) -> Static:
    """An action card attached as an upgrade 'with the text "This card belongs to house <house>."'
    (Poltergeistoids, Spontaneous Awakening): a `house` static on its host while it is attached."""
    return static("house", _upgrade_on, house)


def attach_self_to_played(key: str = "t") -> Step:
    """'Attach <this action card> to it as an upgrade' after its Play: ability played the card in ctx[key]
    (LATER-MECHANICS §12): only if that card is now in play (a creature or an artifact) and this card is still
    being played; otherwise it goes to the discard pile as usual."""
    from aember.engine.state import ARTIFACTS, LIMBO

    def fn(g: Game, c: Ctx) -> None:
        t = (_chosen(c, key) or [None])[0]
        if t is not None and g.cards[t].zone in (BATTLELINE, ARTIFACTS) and g.cards[c["src"]].zone == LIMBO:
            g.say(f"{g.cname(c['src'])} is attached to {g.cname(t)} as an upgrade")
            g.attach(c["src"], t, c["me"])
    return Do(fn, "attach as an upgrade")


def still_in(zone: str, key: str = "t") -> Callable[[Game, Ctx], bool]:
    """The card chosen in ctx[key] is (still) in `zone`: 'if you do, play that card' after it was destroyed
    or purged only if it got there (Spontaneous Awakening)."""
    return lambda g, c: any(g.cards[x].zone == zone for x in _chosen(c, key))


class AnimateHost(Step):
    """'Take control of this artifact and put it on a flank of your battleline as a creature with N power and
    <keywords>' (Animating Force, an upgrade on an artifact): its host changes controller, then goes to a flank
    (the active player picks) as a creature for as long as it stays in play (`animate_card`, until
    'leaves_play'), keeping its own house; the keywords are a lasting static aimed at it."""

    def __init__(self, power: int, keywords: dict[str, int]):
        super().__init__()
        self.power, self.keywords = power, keywords

    def run(self, game: Game, frame: Any) -> bool:
        from aember.engine.state import ARTIFACTS
        ctx = frame.ctx
        host = game.cards[ctx["src"]].host
        if host is None or host < 0 or game.cards[host].zone != ARTIFACTS:
            return True
        me = ctx["me"]
        where = game.ask_flank(frame, game.players[me].battleline, f"Choose a flank for {game.cname(host)}")
        if where is None:
            return False
        if game.cards[host].controller != me:
            game.take_control(host, me)
        # no house of its own: the animated card keeps its own house and whatever else changes it (B4-RRY's Shadows
        # while under its controller's control ends when that control does; 001:1836-1843)
        animate_card(game, host, ctx["src"], me, self.power, 0, None, "leaves_play", where)
        if self.keywords:
            game.add_lasting(_HOST_KEYWORDS, ctx["src"], me, "leaves_play", target=host, kw=dict(self.keywords))
        return True


_HOST_KEYWORDS = static("gain_keywords", on_target, lambda g, src, cid, le: le["kw"])


def animate_host(power: int, keywords: dict[str, int] | None = None) -> Step:
    return AnimateHost(power, keywords or {})


def discard_top_until_haunted(player_key: str | None = None, at_least_one: bool = False) -> Step:
    """'Discard cards from the top of your deck until you are haunted' (Dark Memento; player_key: ctx key of the
    chosen player, else the ability's player); at_least_one: 'discard the top card of a player's deck; if that
    player is not haunted, repeat this effect'. Stops when the deck is empty."""
    def fn(g: Game, c: Ctx) -> None:
        p = c[player_key] if player_key else c["me"]
        first = at_least_one
        while g.players[p].deck and (first or not g.haunted(p)):
            first = False
            g.discard_top(p, 1)
    return Do(fn, "discard until haunted")


def topmost_in_my_discard(cond: Callable[[Game, int], bool], key: str = "t") -> Step:
    """'The topmost <creature> of your discard pile' into ctx[key] ([] if none): Miss Chievous."""
    def fn(g: Game, c: Ctx) -> None:
        c[key] = [x for x in g.players[c["me"]].discard if cond(g, x)][:1]
    return Do(fn, "topmost in discard")


def move_counters(name: str, frm: Callable[[Game, Ctx], int], to: Callable[[Game, Ctx], int],
                  how_many: Callable[[int], int] | None = None) -> Step:
    """'Move <how many> <name> counters from one card to another' (Synchronizer: half rounding up, or all);
    nothing moves when the receiving card is not in play."""
    def fn(g: Game, c: Ctx) -> None:
        a, b = frm(g, c), to(g, c)
        if a is None or b is None or a < 0 or b < 0 or not g.in_play(b):
            return
        have = counter_of(g, a, name)
        n = have if how_many is None else min(have, how_many(have))
        if n <= 0:
            return
        counters = dict(g.cards[a].counters or {})
        counters[name] = have - n
        if not counters[name]:
            del counters[name]
        g.cards[a].counters = counters or None
        put_named_counters(g, b, name, n)
        g.say(f"{n} {name} counter{'s' if n != 1 else ''} move from {g.cname(a)} to {g.cname(b)}")
    return Do(fn, f"move {name} counters")


def purge_from_hand_return_as_many() -> Step:
    """'Purge any number of cards from your hand. For each card purged this way, return a card from your discard
    pile to your hand' (Well of Memory): one list decision for the purge (any number), then one decision per card
    purged, each card returned as it is chosen ("for each": FORMAT rev 2; fewer if the pile holds fewer)."""
    def purge(g: Game, c: Ctx) -> None:
        c["purged"] = [x for x in _chosen(c, "purge") if g.cards[x].zone == HAND and g.purge(x)]

    def back(g: Game, c: Ctx) -> None:
        for x in _chosen(c, "back"):
            if g.cards[x].zone == "discard":
                g.move(x, HAND)
                g.say(f"{g.cname(x)} returns to {g.pname(c['me'])}'s hand")
    return Seq(Choose("purge", lambda g, c: list(g.players[c["me"]].hand), 99, True,
                      "Choose any number of cards in your hand to purge"),
               Do(purge, "purge from hand"),
               SplitEach(lambda g, c: len(c.get("purged") or []),
                         Target(lambda g, c: list(g.players[c["me"]].discard),
                                "Choose a card in your discard pile to return to your hand"),
                         Do(back, "return to hand"), key="back"))
# --- blocks added for More Mutation; Tokens of Change Redemption and Untamed ---

def _gigantic_halves(g: Game, c: Ctx) -> list[int]:
    pl = g.players[c["me"]]
    return [x for x in pl.deck + pl.discard if g.cards[x].defn.gigantic]


def _other_half_candidates(key: str) -> Callable[[Game, Ctx], list[int]]:
    def cands(g: Game, c: Ctx) -> list[int]:
        first = _chosen(c, key + "_first")
        if not first or _chosen(c, key + "_pair"):
            return []
        pl = g.players[c["me"]]
        return [x for x in pl.deck + pl.discard if g.halves_match(first[0], x)]
    return cands


def search_gigantic_pair(key: str = "found") -> Step:
    """'Search your deck and discard pile for two halves of a gigantic creature' (Build Your Champion, Digging Up the
    Monster, Tomes Gigantica): one list decision of at most two cards (a search: [] fails to find). Two halves of
    one creature chosen: both are found. One half chosen (or two of different creatures: the first counts), its
    other half follows, a decision only when copies of it lie in several places; ctx[key] holds the halves found.
    The deck has been searched whole, so it is shuffled afterwards (rulebook SEARCH): the caller shuffles once the
    halves have gone where the card sends them."""
    def split(g: Game, c: Ctx) -> None:
        picked = _chosen(c, key + "_list")
        c[key + "_first"] = picked[:1]
        c[key + "_pair"] = picked[1:2] if len(picked) == 2 and g.halves_match(picked[0], picked[1]) else []

    def merge(g: Game, c: Ctx) -> None:
        c[key] = _chosen(c, key + "_first") + (_chosen(c, key + "_pair") or _chosen(c, key + "_second"))
        for x in c[key]:
            g.say(f"{g.pname(c['me'])} reveals {g.cname(x)}")
    return Seq(Choose(key + "_list", _gigantic_halves, 2, True, "Search for two halves of a gigantic creature"),
               Do(split, "halves picked"),
               Choose(key + "_second", _other_half_candidates(key), 1, False, "Choose its other half"),
               Do(merge, "halves found"))


def found_to_hand(key: str = "found") -> Step:
    """Put the cards in ctx[key] (found by a search, from a deck or discard pile) into their owner's hand."""
    def fn(g: Game, c: Ctx) -> None:
        for x in _chosen(c, key):
            if g.cards[x].zone not in IN_PLAY:
                g.say(f"{g.cname(x)} goes into {g.pname(g.cards[x].owner)}'s hand")
                g.move(x, HAND)
    return Do(fn, "to hand")


class PutOnTopInOrder(Step):
    """Put the cards in ctx[key] on top of their owner's deck 'in any order': one `targets` decision when there are
    two or more, the order in which they go (the last one ends on top); by default setup order."""

    def __init__(self, key: str):
        super().__init__()
        self.key = key

    def run(self, game: Game, frame: Any) -> bool:
        cards = [x for x in _chosen(frame.ctx, self.key) if game.cards[x].zone not in IN_PLAY]
        order = game.decide_order(frame, cards, "Put the cards on top of your deck, the last one on top")
        if order is None:
            return False
        for x in order:
            game.move(x, DECK)
        if cards:
            game.say(f"{game.pname(frame.ctx['me'])} puts {len(cards)} card(s) on top of their deck")
        return True


class PutEachInPlayOnTopOfOwnersDeck(Step):
    """'Put each <card in play> on top of its owner's deck' (Barehanded): deck by deck, the ability's player's
    first, the cards going onto one deck are one `targets` decision of the active player when there are two or
    more (the order in which they go, the last one on top; by default setup order: FORMAT Decisions, several
    cards put into one place at once). A card goes to its owner's deck whoever controls it (001:1852-1853)."""

    def __init__(self, cards: Callable[[Game, Ctx], list[int]], whose: str):
        super().__init__()
        self.cards, self.whose = cards, whose

    def run(self, game: Game, frame: Any) -> bool:
        owner = frame.ctx["me"] if self.whose == "me" else 1 - frame.ctx["me"]
        cards = game.in_setup_order(x for x in self.cards(game, frame.ctx)
                       if game.cards[x].owner == owner and game.cards[x].zone in IN_PLAY)
        order = game.decide_order(frame, cards, f"Put the cards on top of {game.pname(owner)}'s deck, the last one "
                                  "on top")
        if order is None:
            return False
        for x in order:
            game.say(f"{game.cname(x)} is put on top of {game.pname(owner)}'s deck")
            game.move(x, DECK)
        return True


def put_each_on_top_of_owners_deck(cards: Callable[[Game, Ctx], list[int]]) -> Step:
    return seq(PutEachInPlayOnTopOfOwnersDeck(cards, "me"), PutEachInPlayOnTopOfOwnersDeck(cards, "opp"))


def put_found_on_top_of_deck(key: str = "found") -> Step:
    return PutOnTopInOrder(key)


def purge_random_from_opponent_hand(n: Amount) -> Step:
    """'Purge N random cards from your opponent's hand' (Tormax; Impspector's shape)."""
    def fn(g: Game, c: Ctx) -> None:
        hand = g.players[1 - c["me"]].hand
        for _ in range(_n(g, c, n)):
            if not hand:
                return
            g.purge(hand[g.rng.below(len(hand))])
    return Do(fn, "purge random")


def active_house_becomes_house_of(key: str) -> Step:
    """'<That card>'s house becomes your active house' (Cadet Allison, Mercurial Wormhole, Gleaming the Cube's Fate,
    Book of leQ): a house of the first card in ctx[key]. A card that belongs to several houses (a house bonus icon,
    LATER-MECHANICS 9) offers each of them, the active player picks one - as "the discarded card's house" reads
    for Atrocity, Screeyan and A Fair Game (every house it belongs to)."""
    def opts(g: Game, c: Ctx) -> list[str]:
        cards = _chosen(c, key)
        if not cards or c["me"] != g.active:
            return []
        hs = list(houses_of_card(g, cards[0]))
        h = g.house_of(cards[0])
        return hs or ([h] if h is not None else [])

    def fn(g: Game, c: Ctx) -> None:
        h = c.get("_new_active_house")
        if h is not None and c["me"] == g.active:
            g.active_house = h
            g.say(f"{g.active_house} becomes {g.pname(c['me'])}'s active house")
    return Seq(ChooseOption("_new_active_house", opts, "Choose which of its houses becomes your active house"),
               Do(fn, "active house"))


def may_use_to_this_turn(mode: str, cond: Callable[[Game, int], bool], count: int) -> Step:
    """'You may reap (fight) with up to N <such> creatures this turn' (J43G3R V): a lasting `may_reap` /
    `may_fight` static for the player's creatures that match; a creature once used under it stays covered, and
    at most `count` creatures are (the step-3 move records them, `Game.spend_permission`)."""
    def applies(g: Game, src: int, cid: int, le: dict) -> bool:
        return (g.cards[cid].controller == le["me"] and cond(g, cid)
                and (cid in le["cards"] or len(le["cards"]) < le["max"]))
    return lasting_with(static(f"may_{mode}", applies), cards=[], max=count)


def destroyed_creature_has_trait(trait: str) -> Callable[[Game, int, dict, Any], bool]:
    """Reaction condition on `destroyed`: the creature had this trait in play ("each time a Mutant creature is
    destroyed"; a token creature's traits are those of its token face, kept in the event)."""
    return lambda g, src, ev, le: bool(ev.get("creature")) and trait in (ev.get("traits") or ())


def return_to_hand_did(target: Target | str, key: str = "t", did_key: str = "did") -> Step:
    """'Return <a creature> to its owner's hand. If you do, …': ctx[did_key] is true when one did go (a ward
    stops it)."""
    k = target if isinstance(target, str) else key

    def fn(g: Game, c: Ctx) -> None:
        c[did_key] = [x for x in _chosen(c, k) if g.in_play(x) and g.return_to_hand(x)]
    return _with_target(target, key, Do(fn, "return to hand"))


def power_counter_on_each_friendly(where: Callable[[Game, int], bool], n: int = 1) -> Step:
    """'Give each friendly <such> creature a +1 power counter' (Umwas: each friendly token creature); with the
    creature itself when resolved as if yours (Replicator on Bloodwing; friendly_in)."""
    def fn(g: Game, c: Ctx) -> None:
        for x in friendly_in(g, c):
            if where(g, x):
                put_power_counters(g, x, n)
    return Do(fn, "power counter on each")


def made_token_next_to(where: Callable[[Game, int], bool], key: str = "made") -> Callable[[Game, Ctx], bool]:
    """Condition: a token creature this ability made (ctx[key]) has a neighbor that matches ("if that token
    creature enters play adjacent to a Mutant creature", Swift Induction), looked at as soon as it is made."""
    return lambda g, c: any(g.in_play(x) and any(where(g, y) for y in g.neighbors(x)) for x in _chosen(c, key))


def icon_instead(name: str, label: str, effect: Step) -> None:
    """Register a bonus-icon replacement that is an effect rather than another icon ("when you resolve an Æ bonus
    icon, you may make a token creature instead", Whimsical Conjuror): an `icon_replace` static may then name
    `name` as the icon resolved instead."""
    from aember.engine.rules import ICON_EFFECTS, ICON_NAMES
    ICON_EFFECTS.setdefault(name, effect)
    ICON_NAMES.setdefault(name, label)


def stun_or_destroy_if_stunned(target: Target | str, key: str = "t") -> Step:
    """'Stun a creature. If it was already stunned, destroy it instead' (Sentinel)."""
    k = target if isinstance(target, str) else key

    def fn(g: Game, c: Ctx) -> None:
        for x in _chosen(c, k):
            if g.in_play(x):
                if g.cards[x].stun:
                    g.destroy([x])
                else:
                    g.stun(x)
    return _with_target(target, key, Do(fn, "stun, or destroy if stunned"))
# --- blocks added for Tokens of Change: Dis, Geistoid, Logos, Shadows, Skyborn ---


def make_tokens_on(flank: str, count: Amount = 1) -> Step:
    """'Make a token creature on your left/right flank' (The Amasser, The Forsaken)."""
    return MakeTokens(count, flank=flank)


def opponent_makes_tokens(count: Amount = 1) -> Step:
    """'Your opponent makes a token creature' (Watched Closely): the active player picks the flank."""
    return MakeTokens(count, whose="opponent")


def titled(title: str) -> Callable[[Game, int], bool]:
    """The card (as it is now: a token creature by its token title) has this title ('each friendly Stooge')."""
    return lambda g, cid: g.face(cid).title == title


def friendly_destroyed_this_turn(g: Game, c: Ctx) -> bool:
    """'If a friendly creature was destroyed this turn' (Unbinding): the turn log's `destroyed` entries."""
    return bool(g.logged("destroyed", c["me"], g.turn))


def stole_this_turn(g: Game, c: Ctx) -> bool:
    """'If you have stolen at least 1Æ this turn' (Sneaky Feats): the turn log's `stole` entries, and the steals Po's
    Pixies took from the common supply (still stolen: FAQ Nerve Blast, 001:3646-3652)."""
    return any(n > 0 for n in g.logged("stole", c["me"], g.turn) + g.logged("stole_from_supply", c["me"], g.turn))


def neighbor_destroyed(g: Game, src: int, ev: dict, le: Any) -> bool:
    """Reaction condition on `destroyed`: the creature destroyed was a neighbor of `src` when it was destroyed
    (the destruction step notes each creature's neighbors just before the wave leaves play: Slipshot)."""
    return bool(ev.get("creature")) and src in (ev.get("neighbors") or ()) and g.cards[src].zone == BATTLELINE


def purge_top_of_chosen_deck(key: str = "purged_top") -> Step:
    """'Purge the top card of a player's deck' (Suzerain): the active player picks a player (either); ctx[key] is
    [the card purged], or [] when that deck was empty ('if you do')."""
    def fn(g: Game, c: Ctx) -> None:
        deck = g.players[c["player"]].deck
        c[key] = []
        if deck:
            x = deck[0]
            if g.purge(x):
                c[key] = [x]
    return Seq(choose_player("player", lambda g, c: [c["me"], 1 - c["me"]], "Choose whose deck to purge from"),
               Do(fn, "purge top of deck"))


def haunted_discard_top_to_deck() -> Step:
    """'Put the top card of a haunted player's discard pile on top of its owner's deck' (Minion): a player is chosen
    among the haunted ones (no decision when only one is); nothing when no player is haunted."""
    def fn(g: Game, c: Ctx) -> None:
        p = c.get("player")
        if p is None or not g.haunted(p) or not g.players[p].discard:
            return
        x = g.players[p].discard[0]
        g.move(x, DECK)
        g.say(f"{g.cname(x)} goes from the top of {g.pname(p)}'s discard pile on top of its owner's deck")
    return Seq(choose_player("player", lambda g, c: [p for p in (c["me"], 1 - c["me"]) if g.haunted(p)],
                             "Choose a haunted player"), Do(fn, "discard top to deck"))


class GiveSelfToOpponent(Step):
    """'Give control of <this creature> to your opponent' (Balaenora): it goes on a flank of their battleline, the
    active player picking the flank; nothing if it has left play. "Your opponent" is the opponent of the player
    resolving the ability, also when it is resolved "as if you controlled" it (001:1648-1656): Replicator resolving
    the opponent's Aerial Pedlar leaves the Pedlar with the opponent, who controls it already."""

    def run(self, game: Game, frame: Any) -> bool:
        src = frame.ctx["src"]
        opp = 1 - frame.ctx["me"]
        if game.cards[src].zone != BATTLELINE or game.cards[src].controller == opp:
            return True
        where = game.ask_flank(frame, game.players[opp].battleline, "Choose a flank")
        if where is None:
            return False
        game.take_control(src, opp, where)
        return True


def give_self_to_opponent() -> Step:
    return GiveSelfToOpponent()


def may_forge_key_at(cost: Amount, key: str = "forged") -> Step:
    """'You may forge a key at <cost>. If you forge a key this way, …' (Beta-Forge): a yes/no, asked only when the
    key could be forged at that cost; ctx[key] says whether a key was forged."""
    def note(g: Game, c: Ctx) -> None:
        c["_keys_before"] = len(g.players[c["me"]].keys)

    def done(g: Game, c: Ctx) -> None:
        c[key] = len(g.players[c["me"]].keys) > c["_keys_before"]
    return Seq(Do(note, "note keys"),
               May("Forge a key?", ForgeKey(cost), lambda g, c: _can_forge_at(g, c, cost)),
               Do(done, "forged?"))


def left_play_this_way(key: str = "destroyed") -> Callable[[Game, Ctx], int]:
    """How many of the cards in ctx[key] (tagged by an earlier destroy step) were destroyed: 'for each card
    destroyed this way', counting artifacts and upgrades as well as creatures (Inevitable Decay). As
    `destroyed_this_way`: a card still tagged while an outer destruction resolves (played by Jargogle's Destroyed:)
    counts; one saved by an 'instead' does not."""
    return lambda g, c: len(destroyed_this_way(key)(g, c))


def destroy_each_artifact_and_upgrade(key: str = "destroyed") -> Step:
    """'Destroy each artifact and upgrade' (both sides, at once); ctx[key]: the cards tagged."""
    def fn(g: Game, c: Ctx) -> None:
        arts = [x for p in g.players for x in p.artifacts]
        cards = arts + [u for x in g.creatures() + arts for u in g.cards[x].upgrades]   # upgrades on artifacts too
        c[key] = g.destroy(cards)
    return Do(fn, "destroy each artifact and upgrade")

# --- blocks added for Winds of Exchange: Ekwidon, Star Alliance, Unfathomable, anomalies ---

def swap_hand_and_discard(g: Game, held: int, disc: int) -> bool:
    """A card in a hand and a card in a discard pile swap (Scrapscrounger, Shard of Change): a swap, not a discard
    (001:2668-2674, swapped cards exchange places) - each takes the other's place, the hand card not on top of the
    pile, and nothing that waits for a discard from hand (Scrap) sees it. Both are one player's."""
    ch, cd = g.cards[held], g.cards[disc]
    if ch.zone != HAND or cd.zone != "discard" or ch.owner != cd.owner:
        return False
    pl = g.players[ch.owner]
    i, j = pl.discard.index(disc), pl.hand.index(held)
    pl.discard[i], pl.hand[j] = held, disc
    ch.zone, cd.zone = "discard", HAND
    g.dirty()
    return True


def swap_places_and_contents(g: Game, a: int, b: int) -> bool:
    """Swap two creatures of one battleline, then everything on them: Æ, damage, counters (+1 power, enrage,
    stun, ward, named) and upgrades (each upgrade keeps its controller). Envoy of Ekwirrĕ."""
    if not g.swap(a, b):
        return False
    ca, cb = g.cards[a], g.cards[b]
    for f in ("amber", "damage", "power_counters", "enrage", "stun", "ward", "counters"):
        va, vb = getattr(ca, f), getattr(cb, f)
        setattr(ca, f, vb)
        setattr(cb, f, va)
    # an upgrade that may not be attached to the other creature ("attach only to a friendly Legendary Keyraken":
    # Primordial) stays where it is, as Refit and Big Magnet leave it
    stay_a = [u for u in ca.upgrades if b not in g.upgrade_hosts(u)]
    stay_b = [u for u in cb.upgrades if a not in g.upgrade_hosts(u)]
    to_a = [u for u in cb.upgrades if u not in stay_b]
    to_b = [u for u in ca.upgrades if u not in stay_a]
    ca.upgrades, cb.upgrades = to_a + stay_a, to_b + stay_b
    for u in ca.upgrades:
        g.cards[u].host = a
    for u in cb.upgrades:
        g.cards[u].host = b
    g.say(f"{g.cname(a)} and {g.cname(b)} also swap their Æ, damage, counters and upgrades")
    g.dirty()
    # not "attached" (nothing is attached anew), but an upgrade that acts on its creature now acts on the other
    # one (Collar of Subordination)
    for u, new, old in [(u, a, b) for u in to_a] + [(u, b, a) for u in to_b]:
        g.emit("upgrade_moved", card=u, host=new, player=g.cards[u].controller, prev=old)
    return True


def swap_with_neighbor_and_contents(key: str = "t") -> Step:
    """'Swap <this creature> with one of its neighbors, and everything on them' (Envoy of Ekwirrĕ): one target
    decision among its neighbors (none with a single neighbor)."""
    def fn(g: Game, c: Ctx) -> None:
        for x in _chosen(c, key):
            if g.in_play(c["src"]) and x in g.neighbors(c["src"]):
                swap_places_and_contents(g, c["src"], x)
    return Seq(choose(key, neighbors_of_self("Choose a neighbor to swap with")), Do(fn, "swap with contents"))


def pool_amber_becomes_tokens_this_turn() -> Step:
    """'For the remainder of the turn, Æ that would be added to your pool makes that many token creatures instead'
    (Staff Up): a lasting static `tokens_instead` for the ability's player; `Game.add_to_pool` pushes its value (a
    MakeTokens step with ctx['n'] the amount) instead of adding the Æ, whatever way the Æ comes."""
    return lasting(static("tokens_instead", lambda g, src, p, le: p == le["me"],
                          MakeTokens(lambda g, c: c.get("n", 0))))


def forge_then_purge_self(cost: Amount) -> Step:
    """'Forge a key at <cost>. If you do, purge <this card>' (Ecto-Charge): ctx['forged'] is the forge's
    result."""
    return Seq(forge_key(cost), If(did("forged"), purge_self()))


def top_of_deck_revealed() -> Static:
    """'Play with the top card of your deck revealed' (Near-Future Lens): the static kind `top_revealed` applies to
    the card's controller; `Game.view` shows that player's top card to both players and `determinize` keeps it."""
    return Static("top_revealed", lambda g, src, p, le: g.cards[src].controller == p)


def play_top_of_deck_as_if_in_hand() -> Step:
    """'Play the top card of your deck as if it belonged to the active house and were in your hand' (Near-Future
    Lens): played whatever its house, the play coming from the hand."""
    return Seq(Do(lambda g, c: c.update(top=g.players[c["me"]].deck[:1]), "top of deck"), play_chosen("top", HAND))


def purge_top_of_discard_at_my_turn_end() -> Reaction:
    """'At the end of your turn, purge the top card of your discard pile' (Curse of Forgetfulness): a `turn_end`
    reaction of its controller's turns."""
    def fn(g: Game, c: Ctx) -> None:
        pile = g.players[c["me"]].discard
        if pile:
            g.purge(pile[0])
    return Reaction("turn_end", lambda g, src, ev, le: ev["player"] == g.cards[src].controller,
                    Do(fn, "purge top of discard"))


class TakeControlOnFlank(Step):
    """A player takes control of a card in play: `who(game, ctx)` the new controller, `card(game, ctx)` the card
    (None: nothing). A creature goes on the flank the active player picks (no decision while that battleline is
    empty; default right). Nothing happens when that player already controls it. Freelancer, Talent Scout."""

    def __init__(self, who: Callable[[Game, Ctx], int], card: Callable[[Game, Ctx], int | None]):
        super().__init__()
        self.who = who
        self.card = card

    def run(self, game: Game, frame: Any) -> bool:
        ctx = frame.ctx
        cid = self.card(game, ctx)
        p = self.who(game, ctx)
        if cid is None or cid < 0 or not game.in_play(cid) or game.cards[cid].controller == p:
            return True
        where: Any = "right"
        if game.cards[cid].zone == BATTLELINE:
            where = game.ask_flank(frame, game.players[p].battleline, f"Choose a flank for {game.cname(cid)}")
            if where is None:
                return False
        game.take_control(cid, p, where)
        return True


def active_player_takes_control_of_host() -> Step:
    """'At the start of each turn, the active player takes control of this creature' (Freelancer: the upgrade's
    host)."""
    return TakeControlOnFlank(lambda g, c: g.active, lambda g, c: g.cards[c["src"]].host)


def opponent_takes_control_of_self() -> Step:
    """'Your opponent takes control of <this card>' (Talent Scout)."""
    return TakeControlOnFlank(lambda g, c: 1 - c["me"], lambda g, c: c["src"])


def look_at_opponent_hand() -> Step:
    """'Look at your opponent's hand': the cards are shown to the ability's player only (the log)."""
    def fn(g: Game, c: Ctx) -> None:
        hand = g.players[1 - c["me"]].hand
        g.say(f"{g.pname(c['me'])} looks at {g.pname(1 - c['me'])}'s hand: "
              + (", ".join(g.cname(x) for x in hand) or "empty"), to=c["me"])
    return Do(fn, "look at the opponent's hand")


def play_creature_from_opponent_hand(key: str = "t") -> Step:
    """'Look at your opponent's hand and play a creature from it as if it were yours' (Talent Scout): one target
    decision among the creatures there that could be played now (none: nothing), played whatever its house; its
    owner stays the opponent. A creature whose own condition forbids its play (Balaenora) is not offered, nor a half of
    a gigantic creature: the effect chooses one card, and one half alone is never played (001 GIGANTIC), as for
    `could_play` (Katha the Wise, Sandhopper)."""
    def cands(g: Game, c: Ctx) -> list[int]:
        return [x for x in g.players[1 - c["me"]].hand if g.cards[x].defn.type == "creature"
                and not g.cards[x].defn.gigantic and can_play_now(g, x) and g.play_condition_met(x, c["me"])]
    return Seq(look_at_opponent_hand(),
               Choose(key, cands, 1, False, "Choose a creature of your opponent's hand to play"),
               play_chosen(key, HAND))


def look_at_random_card_in_opponent_hand(key: str = "t") -> Step:
    """'Look at a random card in your opponent's hand': ctx[key] is [that card] ([] for an empty hand), shown to the
    ability's player only."""
    def fn(g: Game, c: Ctx) -> None:
        hand = g.players[1 - c["me"]].hand
        c[key] = [hand[g.rng.below(len(hand))]] if hand else []
        for x in c[key]:
            g.say(f"{g.pname(c['me'])} looks at a random card of {g.pname(1 - c['me'])}'s hand: {g.cname(x)}",
                  to=c["me"])
    return Do(fn, "look at a random card of the opponent's hand")


def may_give_opponent_then(amount: int, then: Step, needs: str | None = None) -> Step:
    """'You may give your opponent NÆ. If you do, …' (Flea Market): a yes/no, asked only when the player's pool
    holds N (and, with `needs`, when ctx[needs] holds a card); the Æ goes from the pool to the opponent's."""
    def possible(g: Game, c: Ctx) -> bool:
        return g.players[c["me"]].amber >= amount and (needs is None or bool(c.get(needs)))

    def give(g: Game, c: Ctx) -> None:
        me = c["me"]
        g.players[me].amber -= amount
        g.say(f"{g.pname(me)} gives {g.pname(1 - me)} {amount}Æ")
        g.add_to_pool(1 - me, amount)
        c["gave"] = True
    return May(f"Give your opponent {amount}Æ?", Seq(Do(give, "give"), If(did("gave"), then)), possible)


def destroy_host_and_move_self() -> Step:
    """The host's gained 'After Reap: destroy this creature and attach <this upgrade> to another creature' (Niffle
    Paw): the host is destroyed (the upgrade goes to the discard pile with it), then the upgrade is attached to a
    creature the active player picks, from wherever it is; from the discard pile its controller is the host's
    controller, still attached (a ward stopped the destruction) it keeps its controller. "This creature"
    is the creature that gained the ability and reaped (001:2638-2651), even when the upgrade has moved off it or
    left play since (Envoy of Ekwirrĕ's swap)."""
    def note(g: Game, c: Ctx) -> None:
        host = next(iter(c.get("user") or ()), -1)
        c["host"] = [host] if host >= 0 and g.cards[host].zone == BATTLELINE else []
        c["me"] = g.cards[host].controller if c["host"] else c["me"]

    def attach(g: Game, c: Ctx) -> None:
        for x in _chosen(c, "new_host"):
            if g.cards[x].zone == BATTLELINE and g.cards[c["src"]].zone in ("discard", "upgrade"):
                moving = g.cards[c["src"]].zone == "upgrade"
                # back from the discard pile it enters play, its controller the ability's player; still attached
                # (the destruction was stopped: a ward) it is only moved, and stays its controller's (as
                # Officer's Blaster, FOF Transponder, the Blasters, Refit; 001:1836-1843)
                g.attach(c["src"], x, g.cards[c["src"]].controller if moving else c["me"], entering=not moving,
                         by=c["me"])
                g.say(f"{g.cname(c['src'])} is attached to {g.cname(x)}")
    return Seq(Do(note, "host"), destroy("host"),
               choose("new_host", Target(lambda g, c: [x for x in g.creatures() if x not in _chosen(c, "host")],
                                         "Choose another creature for the upgrade")),
               Do(attach, "attach"))


def titled_friendly_for_turn(title: str, power: int, blank: bool = False) -> Step:
    """'For the remainder of the turn, each friendly <title> gets +N power (and loses all abilities)' (Molluscaller):
    lasting `power`, `blank` and `lose_all_abilities` statics on the ability's player's creatures of that title,
    those entering play later in the turn included (a lasting effect covers every card in play during it)."""
    def applies(g: Game, src: int, cid: int, le: Any) -> bool:
        return g.cards[cid].zone == BATTLELINE and g.cards[cid].controller == le["me"] and g.cname(cid) == title
    steps = [lasting(static("power", applies, power))]
    if blank:
        # "loses all abilities": its text box is blank, and what other cards give it is lost as well
        steps.append(lasting(static("blank", applies)))
        steps.append(lasting(static("lose_all_abilities", applies)))
    return Seq(*steps)


def houses_of_card(g: Game, cid: int) -> tuple[str, ...]:
    """Every house a card belongs to now (houses_belonged_to: its house, the house bonus icons it carries, houses
    it has in addition; only one under 'instead of its other houses'), its current house first."""
    hs = houses_belonged_to(g, cid)
    out = [h for h in (g.house_of(cid),) if h in hs]
    out += [h for h in g.house_icons(cid) if h in hs and h not in out]
    out += sorted(h for h in hs if h not in out)
    return tuple(out)


class ChooseOfDifferentHouses(Step):
    """'Up to N cards of different houses' (Recorded History): one `targets` decision (0 to N) whose answer must
    hold cards that each stand for a house of their own (`Decision.groups`); the ids into ctx[key]."""

    def __init__(self, key: str, candidates: Callable[[Game, Ctx], list[int]], count: int, prompt: str,
                 group_of: Callable[[Game, int], tuple[str, ...]] = houses_of_card):
        super().__init__()
        self.key = key
        self.candidates = candidates
        self.count = count
        self.prompt = prompt
        self.group_of = group_of    # what each card may stand for (its houses; a title for "different names")

    def run(self, game: Game, frame: Any) -> bool:
        ctx = frame.ctx
        if frame.answer is None:
            cands = self.candidates(game, ctx)
            ans = game.ask(frame, game.active, "targets", cands, self.prompt, min_count=0,
                           max_count=min(self.count, len(cands)),
                           groups={x: self.group_of(game, x) for x in cands})
            if ans is None:
                return False
        else:
            ans = frame.answer
            frame.answer = None
        ctx[self.key] = list(ans)
        return True


def reveal_from_hand_of_different_houses_and_archive(count: int, key: str = "revealed") -> Step:
    """'Reveal up to N cards of different houses from your hand. Archive each card revealed this way' (Recorded
    History): one list decision with the distinct-house rule, then each is archived."""
    def reveal(g: Game, c: Ctx) -> None:
        shown = _chosen(c, key)
        if shown:
            g.say(f"{g.pname(c['me'])} reveals " + ", ".join(g.cname(x) for x in shown))
    return Seq(ChooseOfDifferentHouses(key, lambda g, c: list(g.players[c["me"]].hand), count,
                                       f"Choose up to {count} cards of different houses to reveal and archive"),
               Do(reveal, "reveal"), archive_chosen(key, holder="me"))


def destroy_friendly_then_bury_discard_creature_under_self(key: str = "buried") -> Step:
    """'Destroy a friendly creature. If you do, choose a creature in your discard pile and place it facedown under
    <this card>' (Offering to Kiligog): the creature just destroyed may be the one chosen."""
    def creatures_in_discard(g: Game, c: Ctx) -> list[int]:
        return [x for x in g.players[c["me"]].discard if g.cards[x].defn.type == "creature"]

    def bury(g: Game, c: Ctx) -> None:
        for x in _chosen(c, key):
            if g.cards[x].zone == "discard" and g.in_play(c["src"]):
                g.put_beneath(x, c["src"])
    return Seq(destroy(FRIENDLY_CREATURE), If(destroyed_any(), Seq(
        choose(key, Target(creatures_in_discard, "Choose a creature in your discard pile to place under it")),
        Do(bury, "place under"))))


def tokens_from_cards_under_self() -> Step:
    """'Put each card under <this card> into play facedown as a token creature' (Offering to Kiligog): one at a time,
    each on the flank the active player picks (MakeTokensFrom on the `under` zone)."""
    from aember.engine.state import UNDER
    return Seq(Do(lambda g, c: c.update(under_self=g.beneath(c["src"])), "cards under"),
               MakeTokensFrom("under_self", UNDER))


def opponent_cannot_play_and_may_archive_discards_next_turn() -> Step:
    """'During your opponent's next turn, they cannot play cards, and each time they discard a card from their hand,
    they may archive that card from their discard pile' (Corner the Market): a lasting `cannot_play` static and a
    lasting `discarded` reaction, both for the opponent's next turn; the yes/no is theirs (the active player's),
    asked while the card is still in their discard pile."""
    def next_turn_of_opponent(g: Game, le: Any) -> bool:
        return g.turn > le["turn"] and g.active != le["me"]

    def archive_it(g: Game, c: Ctx) -> None:
        x, p = c["ev"]["card"], c["ev"]["player"]
        if g.cards[x].zone == "discard":
            g.archive(x, p)

    discarded = Reaction("discarded", lambda g, src, ev, le: next_turn_of_opponent(g, le) and ev["player"] == g.active,
                         May("Archive the card just discarded from your discard pile?", Do(archive_it, "archive"),
                             lambda g, c: g.cards[c["ev"]["card"]].zone == "discard"))
    return Seq(lasting(static("cannot_play", lambda g, src, cid, le: next_turn_of_opponent(g, le)), until="next_turn"),
               lasting(discarded, until="next_turn"))


def destroy_own_flank(side: str) -> Step:
    """'Destroy the creature on your left/right flank' (Bryozoarch): nothing when the player has no creature."""
    def fn(g: Game, c: Ctx) -> None:
        line = g.players[c["me"]].battleline
        if line:
            g.destroy([line[0] if side == "left" else line[-1]])
    return Do(fn, f"destroy friendly {side} flank")


def play_effect_instead(applies: Callable[..., bool], effect: Step) -> Static:
    """'When <a card is played>, instead of resolving its play effect, <effect>' (Bryozoarch): the static kind
    `play_effect_instead`, `applies(game, src, played card, le)`; `Game.emit` puts `effect` (for the static's card
    and its controller) in the place of the card's own Play: ability. A card with no Play: ability is not touched;
    of several such effects, the first in setup order applies."""
    return Static("play_effect_instead", applies, effect)


def friendly_tokens_copy_host_this_turn() -> Step:
    """The host's gained 'For the remainder of the turn, each friendly token creature is a copy of this creature'
    (Mirror Shell): a lasting effect (key `token_copy_of`: the title of the creature's card) for its controller;
    `Game.face` gives each token creature that player controls that card's face — power, armor, keywords,
    abilities, house — while it stays a token creature (those made later in the turn too)."""
    spec = Static("token_copy")

    def fn(g: Game, c: Ctx) -> None:
        host = g.cards[c["src"]].host
        if host < 0 or g.cards[host].zone != BATTLELINE:
            return
        # "friendly": the host's controller's side - or the player resolving the host's ability "as if they
        # controlled it" (Replicator, FAQ 001:3077-3080; as_if_mine)
        me = c["me"] if as_if_mine(g, c) == host else g.cards[host].controller
        title = g.face(host).title
        # the house of the host's card: a maverick's printed one, the deck's for a card whose house varies; a token
        # host's is its face's (the card face down under it has its own), a copy's (Mimic Gel) the copied card's
        h = g.cards[host].house if g.cards[host].token is None else (g.face(host).house or g.cards[host].house)
        g.add_lasting(spec, c["src"], me, "turn", token_copy_of=title, token_copy_house=h)
        g.say(f"{g.pname(me)}'s token creatures are copies of {title} for the rest of the turn")
    return Do(fn, "tokens become copies")


def host_reaped_or_fought(g: Game, src: int, ev: dict, le: Any) -> bool:
    """A reaction of an upgrade to its host's reap, or to a fight the host survived ("this creature gains 'After
    Fight/After Reap: …'")."""
    if ev["card"] != g.cards[src].host:
        return False
    return ev["kind"] == "reaped" or (ev.get("fought") and ev.get("survived"))
# --- blocks added for Æmber Skies: Brobnar, Dis, Logos ---


def move_each_amber_to(frm: str | None, to: Target, key: str = "to") -> Step:
    """'Move each Æ on <a card> to <a creature>' (On the Mark, Talon of Invidius's Destroyed:): all the Æmber on the
    card in ctx[frm] (None: the ability's own card, in play or just leaving it) goes onto a creature chosen from `to`;
    nothing moves when no creature can be chosen."""
    def fn(g: Game, c: Ctx) -> None:
        a = c["src"] if frm is None else (_chosen(c, frm) or [-1])[0]
        b = (_chosen(c, key) or [-1])[0]
        if a < 0 or b < 0 or a == b or g.cards[b].zone != BATTLELINE or g.cards[a].amber <= 0:
            return
        n = g.cards[a].amber
        g.cards[a].amber = 0
        g.cards[b].amber += n
        g._checked = False      # power may depend on the Æ on a creature
        g.say(f"{n}Æ moves from {g.cname(a)} to {g.cname(b)}")
    return Seq(choose(key, to), Do(fn, "move each amber"))


def damage_neighbors_of(key: str, amount: Amount) -> Step:
    """'Deal ND to each of that creature's neighbors' (the creature in ctx[key]; all at once)."""
    def fn(g: Game, c: Ctx) -> None:
        hits = [(y, _n(g, c, amount)) for x in _chosen(c, key) if g.cards[x].zone == BATTLELINE for y in g.neighbors(x)]
        if hits:
            c["dealt"] = g.deal_damage(hits, damage_source(c))
    return Do(fn, "damage neighbors")


def each_player_with_at_least_loses(threshold: int, amount: int) -> Step:
    """'Each player with NÆ or more loses MÆ' (D.B. Gobber's Scrap): the active player first."""
    def fn(g: Game, c: Ctx) -> None:
        for p in (g.active, 1 - g.active):
            if g.players[p].amber >= threshold:
                g.lose(p, amount)
    return Do(fn, "rich players lose")


def granted_fight_for_turn(effect: Step) -> Step:
    """'For the remainder of the turn, each friendly creature gains "After Fight: …"' (Incensed): a lasting
    reaction with the After Fight timing of a granted ability — the fighter survived, and `lose_after_fight`
    (Revna Starsong) still blanks it; ctx['user'] is the creature that fought."""
    def whose(g: Game, src: int, ev: dict, le: Any) -> bool:
        return ev["player"] == le["me"] and g.cards[ev["card"]].controller == le["me"]

    def cond(g: Game, src: int, ev: dict, le: Any) -> bool:
        return (ev["fought"] and ev["survived"] and whose(g, src, ev, le)
                and not (g.statics_of("lose_after_fight") and g.has_static("lose_after_fight", ev["card"])))
    body = Seq(Do(lambda g, c: c.__setitem__("user", [c["ev"]["card"]]), "granted ability"), effect)
    # granted, as granted_reap_for_turn's: a creature that "loses all abilities" (Molluscaller) loses it too
    return Seq(lasting(Reaction("fought", cond, body, granted=True)), lasting(fight_reap_twin("fought", whose, body)))


def granted_reap_for_turn(effect: Step) -> Step:
    """'For the remainder of the turn, each friendly creature gains "After Reap: …"' (Song of the Wild, Dredge,
    Replicative Growth): a lasting granted reaction to a friendly creature's reap, and its Livia the Elder twin (the
    gained After Reap also resolves after a fight while 'fight_reap_both' applies); ctx['user'] is the creature."""
    def whose(g: Game, src: int, ev: dict, le: Any) -> bool:
        return g.cards[ev["card"]].controller == le["me"]
    body = Seq(Do(lambda g, c: c.__setitem__("user", [c["ev"]["card"]]), "granted ability"), effect)
    return Seq(lasting(Reaction("reaped", whose, body, granted=True)), lasting(fight_reap_twin("reaped", whose, body)))


def reveal_hand(who: str = "opponent") -> Step:
    """'Reveal your opponent's hand' / 'reveal your hand' (who: 'opponent' or 'me'): shown to both players (logged)."""
    def fn(g: Game, c: Ctx) -> None:
        p = 1 - c["me"] if who == "opponent" else c["me"]
        g.say(f"{g.pname(p)} reveals their hand: " + (", ".join(g.cname(x) for x in g.players[p].hand) or "nothing"))
    return Do(fn, "reveal hand")


def use_did(target: Target | str, mode: str | None = None, key: str = "t", did_key: str = "used") -> Step:
    """'Use <a card>. If you do, …' (Skippy the Glorious's Scrap): `use`, then ctx[did_key] says whether the chosen
    card was used (a new `used` entry in the turn log)."""
    k = target if isinstance(target, str) else key

    def before(g: Game, c: Ctx) -> None:
        c["_uses_before"] = sum(g.times_used_this_turn(x) for x in _chosen(c, k))

    def after(g: Game, c: Ctx) -> None:
        c[did_key] = sum(g.times_used_this_turn(x) for x in _chosen(c, k)) > c.pop("_uses_before", 0)
    return _with_target(target, key, Seq(Do(before, "note uses"), UseChosen(k, mode, False), Do(after, "used?")))


def granted_fight_on(key: str, effect: Step) -> Step:
    """'Until the end of the turn, <that creature> gains "After Fight: …"' (Improvised Aviation): a lasting reaction
    for the creature in ctx[key] (le['fighter']), with a granted After Fight's timing (it survived the fight)."""
    def cond(g: Game, src: int, ev: dict, le: Any) -> bool:
        return (ev["card"] == le["fighter"] and ev["fought"] and ev["survived"]
                and not (g.statics_of("lose_after_fight") and g.has_static("lose_after_fight", ev["card"])))
    spec = Reaction("fought", cond, effect)

    def fn(g: Game, c: Ctx) -> None:
        for x in _chosen(c, key):
            if g.cards[x].zone == BATTLELINE:
                # aimed at the creature (target): it ends as the creature leaves play (001:2326-2327), so the
                # same card played again that turn is a new object without it
                g.add_lasting(spec, c.get("src", -1), c["me"], "turn", fighter=x, target=x)
    return Do(fn, "gains After Fight")


def next_turn_cannot_play(cond: Callable[[Game, int, Any], bool], key: str, until: str = "next_turn") -> Step:
    """'During your opponent's next turn, they cannot play <cards matching what was chosen>' (Suspendamander: action
    cards of the chosen house; Vapor Imp: cards of the discarded card's type): a lasting 'cannot_play' static for the
    opponent's next turn carrying ctx[key] as le['chosen']; cond(game, card, chosen) says which cards it stops.
    until='my_next_turn': "until the start of your next turn, your opponent cannot play …" (Victor Flux), which
    also covers an extra turn the opponent takes before that start (Tachyon Manifold)."""
    if until == "my_next_turn":
        spec = Static("cannot_play", lambda g, src, x, le: g.active != le["me"] and cond(g, x, le["chosen"]))
    else:
        spec = Static("cannot_play", lambda g, src, x, le: g.turn > le["turn"] and g.active != le["me"]
                      and cond(g, x, le["chosen"]))

    def fn(g: Game, c: Ctx) -> None:
        chosen = c.get(key)
        if chosen is None or chosen == []:
            return
        g.add_lasting(spec, c.get("src", -1), c["me"], until, chosen=copy_data(chosen))
    return Do(fn, "cannot play next turn")
# --- blocks added for Æmber Skies: Ekwidon, Geistoid, Mars ---

def reveal_random_from_archives(player_key: str = "player", key: str = "revealed") -> Step:
    """'Reveal a random card from <the chosen player's> archives': ctx[key] is [that card], or [] when those archives
    are empty ("if you do" fails; Harmonic Pack). The card stays in the archives."""
    def fn(g: Game, c: Ctx) -> None:
        p = c.get(player_key)
        arch = g.players[p].archives if p is not None else []
        c[key] = []
        if arch:
            x = arch[g.rng.below(len(arch))]
            g.say(f"{g.pname(p)} reveals {g.cname(x)} from their archives")
            c[key] = [x]
    return Do(fn, "reveal a random archived card")


def discard_cards(key: str) -> Step:
    """Put the cards in ctx[key] (revealed from a hand, archives, a deck …) into their owners' discard piles; a card
    leaving another player's archives goes to its owner's hand instead, as the rules say (Game.move). A card from a
    hand is discarded from it (the `discarded` event; Scrap for the active player's)."""
    def fn(g: Game, c: Ctx) -> None:
        from aember.engine.state import DISCARD
        for x in _chosen(c, key):
            if g.cards[x].zone == HAND:
                g.discard_from_hand(x)
            elif g.cards[x].zone not in IN_PLAY and g.cards[x].zone != DISCARD:
                g.say(f"{g.cname(x)} is discarded")
                g.move(x, DISCARD)
    return Do(fn, "discard the cards")


def owners_archive_random_from_hand(key: str = "destroyed") -> Step:
    """'Its owner archives a random card from their hand', for each card an earlier destroy step destroyed
    (ctx[key]; Cogg Miller): into the owner's own archives."""
    def fn(g: Game, c: Ctx) -> None:
        for x in destroyed_this_way(key)(g, c):
            p = g.cards[x].owner
            hand = g.players[p].hand
            if hand:
                g.archive(hand[g.rng.below(len(hand))], p)
    return Do(fn, "owner archives a random card")


def opponent_discards_random_until_house(house_key: str = "house") -> Step:
    """'Your opponent discards a random card from their hand until they discard a card of the chosen house or run
    out of cards' (High Street Churn): ctx['discarded'] lists them, in order; each emits `discarded`. A card a
    replacement put elsewhere instead (Refined Adhesive) was not discarded: it neither ends the discarding nor is
    listed."""
    def fn(g: Game, c: Ctx) -> None:
        opp = 1 - c["me"]
        house = c.get(house_key)
        c["discarded"] = []
        while g.players[opp].hand:
            hand = g.players[opp].hand
            x = hand[g.rng.below(len(hand))]
            if not g.discard_from_hand(x):
                continue    # put elsewhere instead (Refined Adhesive): not discarded, so the discarding goes on
            c["discarded"].append(x)
            if house is not None and g.belongs_to(x, house):
                break
    return Do(fn, "random discards until the house")


class RefillOneAtATime(Step):
    """A refill "as if it were their 'draw cards' step" by the player `who(game, ctx)`: how many is counted once, as
    it starts (a chain shed as in step 5; Scheming Expertise's additional cards), then the cards are drawn one per
    step, as in step 5 (001:538-541: "cards are drawn one at a time"), so what a draw sets off (Ihaka of the Depths
    moving a card under an emptied deck) resolves before the next card (001:1544-1546)."""

    label = "refill hand"

    def __init__(self, who: Callable[[Game, Ctx], int]):
        super().__init__()
        self.who = who

    def run(self, game: Game, frame: Any) -> bool:
        p = self.who(game, frame.ctx)
        if frame.data is None:
            frame.data = {"left": game.refill_count(p, draw_step=True)}
        while frame.data["left"] > 0:
            frame.data["left"] -= 1
            game.draw(p, 1)
            if game.pending_triggers:
                return False
        return True


def refill_hand(who: str = "opponent") -> Step:
    """'<Player> refills their hand as if it were their "draw cards" step': up to the hand size, fewer with chains
    (a chain is shed as in step 5; "during your draw cards step" effects apply: Scheming Expertise); one card at a
    time (RefillOneAtATime)."""
    return RefillOneAtATime(lambda g, c: c["me"] if who == "me" else 1 - c["me"])


def off_house_play_per_copy(house: str) -> Static:
    """'You may play one <house> card during each turn in which <house> is not your active house' (Tangrant; Witch of
    the Wilds' shape): a card's own `play_permission` static, one such play per copy of the card in its controller's
    battleline, counted from the turn log."""
    def applies(g: Game, src: int, cid: int, le: Any) -> bool:
        me = g.cards[src].controller
        if (g.active != me or g.active_house == house or not g.belongs_to(cid, house)
                or g.cards[src].zone != BATTLELINE):
            return False
        if g.first_turn_card_played():
            # it widens which house the one card of the First Turn Rule may be, adds no card (as the Untamed
            # card played first is that one card; one_off_house_play_per_turn likewise)
            return False
        title = g.face(src).title      # a token creature made from this card is no copy of it
        copies = sum(1 for x in g.players[me].battleline if g.face(x).title == title)
        # the plays made this turn under this permission (spend_permission logs them): a <house> card played by
        # another effect (Chaos Portal) or another permission did not use it up
        used = sum(1 for x in g.logged("permission", me, g.turn) if g.face(x).title == title)
        return used < copies

    return Static("play_permission", applies)


def resolve_bonus_icons_of(key: str = "t") -> Step:
    """'Resolve its bonus icons as if you had played it' for the cards in ctx[key], wherever they are (a hand, a
    discard pile): the card is revealed and stays where it is (Ensign El-Samra's shape; Manifestation)."""
    def fn(g: Game, c: Ctx) -> None:
        from aember.engine.rules import resolve_bonus_icons
        for x in _chosen(c, key):
            g.say(f"{g.pname(c['me'])} reveals {g.cname(x)} and resolves its bonus icons")
            resolve_bonus_icons(g, x, c["me"])
    return Do(fn, "resolve bonus icons")


def archive_top_of_discard(n: Amount) -> Step:
    """'Archive the top N cards of your discard pile' (Banshee Suit)."""
    def fn(g: Game, c: Ctx) -> None:
        for x in list(g.players[c["me"]].discard[:_n(g, c, n)]):
            g.archive(x, c["me"])
    return Do(fn, "archive the top of the discard pile")


_GAIN_TEXT_FOR_TURN = Static("gain_text")


def self_gains_text_box_of(key: str = "t") -> Step:
    """'For the remainder of the turn, <this creature> gains the text box of the chosen creature' (Doppelganger;
    Creed of Nurture's shape): a lasting `gain_text` effect aimed at the ability's own creature, carrying the title."""
    def fn(g: Game, c: Ctx) -> None:
        chosen = [x for x in _chosen(c, key) if g.cards[x].zone == BATTLELINE]
        if chosen and g.cards[c["src"]].zone == BATTLELINE:
            title = (g.cards[chosen[0]].token or g.cards[chosen[0]].defn).title
            g.say(f"{g.cname(c['src'])} gains the text box of {title} this turn")
            g.add_lasting(_GAIN_TEXT_FOR_TURN, c["src"], c["me"], "turn", target=c["src"], title=title)
    return Do(fn, "gain a text box")


def each_player_reveals_random(key: str = "revealed", zones: tuple[str, ...] = ("hand",)) -> Step:
    """'Each player reveals a random card from their hand (or archives)': the ability's player first, one card each
    at random among all the cards of those zones (none from empty ones). ctx[key]: the cards, ctx[key + '_by']: who
    revealed each (Reap the Wild Wind, Barter and Games). The cards stay where they are."""
    def fn(g: Game, c: Ctx) -> None:
        c[key], c[key + "_by"] = [], []
        for p in (c["me"], 1 - c["me"]):
            pool = [x for z in zones for x in g.players[p].zone_list(z)]
            if pool:
                x = pool[g.rng.below(len(pool))]
                g.say(f"{g.pname(p)} reveals {g.cname(x)}")
                c[key].append(x)
                c[key + "_by"].append(p)
    return Do(fn, "each player reveals a random card")


def each_revealer_gains_per_amber_icon(key: str = "revealed") -> Step:
    """'Each player gains 1Æ for each Æ bonus icon on their revealed card' (after each_player_reveals_random)."""
    def fn(g: Game, c: Ctx) -> None:
        for x, p in zip(c.get(key) or [], c.get(key + "_by") or [], strict=True):
            n = amber_bonus(g, x)
            if n:
                g.gain(p, n)
    return Do(fn, "gain per Æ icon")


def random_card_of_hand_to(zone: str, who: str = "opponent") -> Step:
    """'<Player> puts a random card from their hand on top of their deck / purges a random card from their hand'
    (Three Sheets to the Wind): zone 'deck' (the top) or 'purged'; nothing with an empty hand."""
    def fn(g: Game, c: Ctx) -> None:
        p = c["me"] if who == "me" else 1 - c["me"]
        hand = g.players[p].hand
        if not hand:
            return
        x = hand[g.rng.below(len(hand))]
        if zone == "purged":
            g.purge(x)
        else:
            g.say(f"{g.pname(p)} puts a random card from their hand on top of their deck")
            g.move(x, zone)
    return Do(fn, f"random card of the hand to {zone}")


class OrderCards(Step):
    """The order in which the cards of ctx[key] are dealt with one at a time, where no rule or text gives one and
    the active player resolving the effect chooses it (several creatures entering play at once: where each lands
    depends on it): one `targets` decision with them all, by default setup order (FORMAT Decisions); ctx[key] is
    rewritten in that order."""

    def __init__(self, key: str, prompt: str):
        super().__init__()
        self.key, self.prompt = key, prompt

    def run(self, game: Game, frame: Any) -> bool:
        order = game.decide_order(frame, game.in_setup_order(frame.ctx.get(self.key) or ()), self.prompt)
        if order is None:
            return False
        frame.ctx[self.key] = order
        return True


def put_under_self_into_play() -> Step:
    """'Every creature under <this card> enters play under your control' (Skŏllĕnbŭzzz): placed one at a time, in
    the order the active player chooses (by default setup order), each on the flank they pick; their entering is
    one event (PutCardsIntoPlay announces them together)."""
    def under(g: Game, c: Ctx) -> None:
        c["_under_creatures"] = [x for x in g.beneath(c["src"]) if g.cards[x].defn.type == "creature"]
    return Seq(Do(under, "creatures under"),
               OrderCards("_under_creatures", "Choose the order in which the creatures under it enter play"),
               PutCardsIntoPlay(lambda g, c: [x for x in c["_under_creatures"] if g.cards[x].zone == "under"]))


def pay_opponent(amount: Amount, key: str = "paid") -> Step:
    """'Pay your opponent NÆ': from the ability's player's pool to the opponent's (all or nothing: with less than N,
    nothing is paid); ctx[key] true when paid (Requisition Writ's 'if you do')."""
    def fn(g: Game, c: Ctx) -> None:
        n = _n(g, c, amount)
        me = c["me"]
        c[key] = False
        if g.players[me].amber >= n > 0:
            g.players[me].amber -= n
            g.add_to_pool(1 - me, n, f"{g.pname(me)} pays {g.pname(1 - me)} {n}Æ")
            c[key] = True
    return Do(fn, "pay the opponent")


def look_top_take_one_discard_rest(n: int) -> Step:
    """'Look at the top N cards of your deck. Add 1 to your hand and discard the others' (Suggestion Box): one target
    decision among them (seen by that player only), then the rest go to the discard pile at once, in the order the
    active player chooses (by default setup order, the last on top: FORMAT Decisions)."""
    def fn(g: Game, c: Ctx) -> None:
        c["_looked"] = [x for x in g.players[c["me"]].deck[:n] if x not in _chosen(c, "_kept")]
        for x in _chosen(c, "_kept"):
            if g.cards[x].zone == DECK:
                g.say(f"{g.pname(c['me'])} adds a card from the top of their deck to their hand")
                g.move(x, HAND)

    def put(g: Game, c: Ctx, x: int) -> bool:
        from aember.engine.state import DISCARD
        g.say(f"{g.pname(c['me'])} discards {g.cname(x)}")
        g.move(x, DISCARD)
        return True
    # the others go to the discard pile at once: the active player orders them (FORMAT Decisions)
    return Seq(Choose("_kept", lambda g, c: list(g.players[c["me"]].deck[:n]), 1, False,
                      "Choose a card to add to your hand"), Do(fn, "keep one"),
               DiscardInOrder(lambda g, c: [x for x in c.get("_looked") or [] if g.cards[x].zone == DECK], put,
                              "_discarded_rest"))


# --- blocks added for Æmber Skies: Skyborn, the house-varies monsters (key colours) ---


def enemy_creature_reaped(g: Game, src: int, ev: dict, le: Any) -> bool:
    """'After an enemy creature reaps' (Pip Pip, Psionic Officer Lang, Pied Viper, Kiri Giltspine …): the creature's
    controller as it reaped (the `reaped` event's controller) is not this card's controller - met as it reaps, not
    asked again as the ability resolves (a Pied Viper ordered first taking the creature changes nothing)."""
    return ev.get("controller", ev["player"]) != g.cards[src].controller


def reap_was_turns_first(g: Game, c: Ctx) -> bool:
    """'If it is the first time a creature has reaped this turn' (Ragwarg, Æmber Conduction Unit), asked of the reap
    that triggered the ability (ctx['ev']): that event's own ordinal, which later reaps do not change."""
    return c["ev"].get("reap_no") == 1


def keys_forged_on(g: Game, p: int, turn: int) -> int:
    """How many keys player `p` forged during `turn` (any way: the forge step, Keyfrog on the other player's turn),
    from the turn log: 'if you forged a key this turn' (Smiling Ruth, Spectral Ruth, Nightforge), 'if your opponent
    forged a key on their previous turn' (Tendrils of Pain, Key Hammer: `turn` is g.previous_turn(p)) - a key
    forged later does not hide one forged then."""
    return len(g.logged("forged", p, turn))


def key_forged_for(g: Game, p: int, colour: str, whose: str = "me") -> bool:
    """Key colours: each player forges one red, one blue and one yellow key (state.KEY_COLOURS; Player.keys
    lists the colours forged). 'Your red key is forged' (whose 'me', for player p), 'your opponent's …'
    ('opponent'), 'a red key is forged' ('any': either player's)."""
    who = {"me": (p,), "opponent": (1 - p,), "any": (p, 1 - p)}[whose]
    return any(colour in g.players[x].keys for x in who)


def key_forged(colour: str, whose: str = "me") -> Callable[[Game, Ctx], bool]:
    """Condition for an ability: 'if your (whose='opponent': your opponent's; 'any': a) <colour> key is forged'."""
    return lambda g, c: key_forged_for(g, c["me"], colour, whose)


def src_key_forged(colour: str, whose: str = "me") -> Callable[[Game, int], bool]:
    """For constant abilities, `(game, src)`: 'while your <colour> key is forged', for the card's controller."""
    return lambda g, src: key_forged_for(g, g.cards[src].controller, colour, whose)


def same_colour_keys_forged(g: Game, c: Ctx | None = None) -> bool:
    """'If two keys of the same color are forged': both players have forged a key of one colour."""
    return any(k in g.players[1].keys for k in g.players[0].keys)


def on_flank(g: Game, x: int, c: Ctx | None = None) -> bool:
    """A `where` for targets: the creature is on a flank of its controller's battleline."""
    return g.is_flank(x)


def flank_count(g: Game, where: Callable[[Game, int], bool] | None = None, side: int | None = None) -> int:
    """How many flank creatures (of both battlelines, or of player `side`'s) match `where`: 'for each Skyborn
    creature on a flank'. A lone creature is on both flanks and counts once."""
    return sum(1 for x in flank_creatures(g) if (side is None or g.cards[x].controller == side)
               and (where is None or where(g, x)))


def is_house(house: str) -> Callable[[Game, int], bool]:
    """A card condition: the card belongs to `house` now (`Game.belongs_to`)."""
    return lambda g, x: g.belongs_to(x, house)


def again_if(step: Step, cond: Callable[[Game, Ctx], bool]) -> Step:
    """'<step>. If <cond>, repeat the preceding effect': the condition is checked once the first has resolved, and
    the preceding effect resolves once more only (001:2515-2521; FAQ Bait and Switch 001:3085-3097). As for every
    repeat (`repeat_this_effect`), a card in play whose ability it is can no longer repeat once it has been removed
    from play (001:2553-2555): Jayne the Bard or Rose of Sharon destroyed by the first damage's consequences."""
    return RepeatWhile(step, cond, limit=1, with_source=True)


class RearrangeOthers(Step):
    """'Rearrange the other friendly creatures in your battleline' (Aero O'Fore): the ability's creature keeps its
    place; one `targets` decision, the other creatures left to right (by default the present order)."""

    def run(self, game: Game, frame: Any) -> bool:
        src = frame.ctx["src"]
        # the battleline of the player resolving it: under Replicator ("as if you controlled it") the ability's
        # creature is not in it, and every creature of that battleline is one of the others
        line = game.players[frame.ctx["me"]].battleline
        others = [x for x in line if x != src]
        if len(others) < 2:
            return True
        ans = game.decide(frame, game.active, "targets", others, "Put the other creatures in order, left to right",
                          min_count=len(others), max_count=len(others), auto=False, default=tuple(others))
        if ans is None:
            return False
        if sorted(ans) == sorted(others):
            rest = list(ans)
            if src in line:
                i = line.index(src)
                line[:] = rest[:i] + [src] + rest[i:]
            else:
                line[:] = rest
            game.dirty()
            game.say(f"{game.pname(frame.ctx['me'])} rearranges the creatures around {game.cname(src)}")
        return True


def rearrange_others() -> Step:
    return RearrangeOthers()


def own_reaction_while(event: str, cond: Callable[[Game, int], bool], effect: Step) -> list[Reaction]:
    """'While <cond>, <this creature> gains "After Reap/After Fight: …"' (event 'reaped' or 'fought'): a reaction
    to its own use, triggering only while cond(game, src) holds (so it adds no trigger otherwise), and its
    Livia the Elder twin."""
    def whose(g: Game, src: int, ev: dict, le: Any) -> bool:
        return ev["card"] == src and cond(g, src)

    if event == "fought":
        def trig(g: Game, src: int, ev: dict, le: Any) -> bool:
            return ev["fought"] and ev["survived"] and whose(g, src, ev, le)
    else:
        trig = whose
    # it has the ability only while cond holds: if an ability resolved before it ends that (Silent Dagger's After
    # Reap, ordered first, destroys the flank creature that kept Lord Invidius in the center), the creature no
    # longer has it and it does not resolve (001:1538-1543; Archon Arcana Kangaphant commentary)
    effect = if_(lambda g, c: cond(g, c["src"]), effect)
    # granted: the creature has it as its own After Reap ability, so Replicator can resolve it
    return [Reaction(event, trig, effect, granted=True), fight_reap_twin(event, whose, effect)]


def host_of(g: Game, src: int) -> int | None:
    """The creature an upgrade is attached to, if it is in play."""
    h = g.cards[src].host
    return h if h is not None and g.cards[h].zone == BATTLELINE else None


def host_controllers_turn(event: str, cond: Callable[[Game, int], bool] | None = None) -> Callable[..., bool]:
    """Reaction condition for an upgrade's granted 'at the start/end of your turn' ('turn_start'/'turn_end'): the
    turn is the host's controller's (and cond(game, host) holds)."""
    def fn(g: Game, src: int, ev: dict, le: Any) -> bool:
        h = host_of(g, src)
        return h is not None and ev["player"] == g.cards[h].controller and (cond is None or cond(g, h))
    return fn


def as_host_controller(key: str = "host") -> Step:
    """In an upgrade's granted ability: ctx['me'] becomes the host's controller ('you' in the granted text) and
    ctx[key] = [the host]."""
    def fn(g: Game, c: Ctx) -> None:
        h = host_of(g, c["src"])
        c[key] = [] if h is None else [h]
        if h is not None:
            c["me"] = g.cards[h].controller
            c["player"] = c["me"]
    return Do(fn, "host")


def move_from_pool_to_card(n: Amount, whose: str = "me", key: str = "dest") -> Step:
    """'Move NÆ from your (whose='opponent': your opponent's) pool to <a card>' (Treasure Island, Flint's Legend):
    to each card in ctx[key] that is in play (at most what the pool holds)."""
    def fn(g: Game, c: Ctx) -> None:
        p = c["me"] if whose == "me" else 1 - c["me"]
        for x in _chosen(c, key):
            if not g.in_play(x):
                continue
            m = min(_n(g, c, n), g.players[p].amber)
            if m > 0:
                g.players[p].amber -= m
                g.cards[x].amber += m
                g._checked = False
                g.say(f"{m}Æ moves from {g.pname(p)}'s pool to {g.cname(x)}")
    return Do(fn, "pool to card")


def archive_found(key: str = "found") -> Step:
    """After a `search`: reveal the cards found and archive them (Flint's Map)."""
    def fn(g: Game, c: Ctx) -> None:
        for x in _chosen(c, key):
            g.say(f"{g.pname(c['me'])} reveals {g.cname(x)} and archives it")
            g.archive(x, c["me"])
    return Do(fn, "archive found")


class ForgeColour(Step):
    """'Forge your <colour> key at current cost': that key only (nothing if it is already forged)."""

    def __init__(self, colour: str):
        super().__init__()
        self.colour = colour

    def run(self, game: Game, frame: Any) -> bool:
        if self.colour in game.players[frame.ctx["me"]].keys or not can_forge_now(game, frame.ctx):
            return True
        from aember.engine.rules import forge_now
        forge_now(game, frame.ctx, self.colour)
        return True


def forge_colour(colour: str) -> Step:
    return ForgeColour(colour)


class CaptureFromAnyPlayers(Step):
    """'<This creature> captures NÆ from any combination of players' (Grizzled Wyvern): an amount split between
    the two pools, so one decision per point (FORMAT "Decisions"), the player (`p1`/`p2`) whose pool gives that
    1Æ. A point is no decision when only one pool has Æmber, or when what is left to capture takes every Æmber
    still in both pools (the split can only be made one way). ctx[key]: how much was captured."""

    def __init__(self, count: Amount, key: str = "did"):
        super().__init__()
        self.count = count
        self.key = key

    def run(self, game: Game, frame: Any) -> bool:
        ctx = frame.ctx
        me, src = ctx["me"], ctx["src"]
        if frame.data is None:
            frame.data = {"left": _n(game, ctx, self.count), "done": 0}
        data = frame.data
        while data["left"] > 0 and game.cards[src].zone == BATTLELINE:
            pools = [p for p in (me, 1 - me) if game.players[p].amber > 0]
            if not pools:
                break
            if len(pools) == 1 or data["left"] >= sum(game.players[p].amber for p in pools):
                for p in pools:         # forced: every legal split gives the same result
                    got = game.capture(src, min(data["left"], game.players[p].amber), p, emit=False)
                    data["done"] += got
                    data["left"] -= got
                break
            ans = game.decide(frame, game.active, "player", pools, "Choose the player whose pool gives 1Æ")
            if ans is None:
                return False
            data["left"] -= 1
            data["done"] += game.capture(src, 1, ans, emit=False)
        game.captured_once(src, data["done"])     # one capture, however split (Kretchee)
        ctx[self.key] = data["done"]
        return True


def capture_from_any_players(n: Amount, key: str = "did") -> Step:
    return CaptureFromAnyPlayers(n, key)


# --- blocks added for Draconian Measures: Ouboros, Mars ---


def ready_did(target: Target | str, key: str = "t", did_key: str = "did") -> Step:
    """'Ready <a creature>. If you do, …': ready the chosen exhausted cards in play; ctx[did_key] says whether any
    went from exhausted to ready (a ready card, or one that cannot ready, is not "done": Tranquil Reiner)."""
    k = target if isinstance(target, str) else key

    def fn(g: Game, c: Ctx) -> None:
        done = False
        for x in _chosen(c, k):
            if g.in_play(x) and g.cards[x].exhausted:
                g.ready(x)
                done = done or not g.cards[x].exhausted
        c[did_key] = done
    return _with_target(target, key, Do(fn, "ready"))


def exhausted_count(g: Game, player: int) -> int:
    """How many exhausted creatures `player` controls."""
    return sum(1 for x in g.players[player].battleline if g.cards[x].exhausted)


def count_forged_keys(g: Game, player: int | None = None) -> int:
    """Forged keys of a player (None: of both players together)."""
    if player is None:
        return len(g.players[0].keys) + len(g.players[1].keys)
    return len(g.players[player].keys)


def at_my_turn_if_self_exhausted(event: str, effect: Step) -> Reaction:
    """'At the start/end of your turn, if <this creature> is exhausted, …' (the DM entrench creatures): a
    reaction to `turn_start` / `turn_end` of the controller's turn; "if … exhausted" is checked as it resolves
    (it triggers at every start/end of the controller's turn: FORMAT, an ability that triggers but would do
    nothing still triggers), after any ability ordered before it."""
    def cond(g: Game, src: int, ev: dict, le: Any) -> bool:
        return ev.get("player") == g.cards[src].controller
    return Reaction(event, cond, If(lambda g, c: g.cards[c["src"]].exhausted, effect, None), "", False)


def discard_any_number_from_hand(key: str = "discarded") -> Step:
    """'You may discard any number of cards from your hand': one list decision (none allowed), discarded in that
    order (each emits `discarded`, and scraps); ctx[key] the cards discarded (Key Drain): not one a replacement
    put elsewhere instead (Refined Adhesive), which was not "discarded this way"."""
    def fn(g: Game, c: Ctx) -> None:
        done = []
        for x in _chosen(c, "_any"):
            if g.cards[x].zone == HAND and g.discard_from_hand(x):
                done.append(x)
        c[key] = done
    return Seq(Choose("_any", lambda g, c: list(g.players[c["me"]].hand), 99, up_to=True,
                      prompt="Choose any number of cards from your hand to discard"), Do(fn, "discard any number"))


def remove_power_counters_from(key: str = "t", how_many: str | None = None, removed_key: str = "removed") -> Step:
    """Remove +1 power counters from the chosen creature: all of them (how_many None) or ctx[how_many] of them
    (a `choose_amount`); ctx[removed_key] how many went (Klyyhnug, Transmutation)."""
    def fn(g: Game, c: Ctx) -> None:
        n = None if how_many is None else int(c.get(how_many) or 0)
        c[removed_key] = sum(remove_power_counters(g, x, n) for x in _chosen(c, key)) if n != 0 else 0
    return Do(fn, "remove power counters")


def ready_each(side: str = "any", where: Callable[[Game, int, Ctx], bool] | None = None) -> Step:
    """Ready each creature of a side (that matches `where`): "ready each non-Agent Mars creature" (Empowered Zark)."""
    def fn(g: Game, c: Ctx) -> None:
        for x in _side(g, c, side):
            if where is None or where(g, x, c):
                g.ready(x)
    return Do(fn, "ready each")
# --- blocks added for Prophetic Visions: Redemption, Saurian, Shadows ---


def purge_killed(key: str = "killed") -> Step:
    """'If this damage destroys that creature, purge it' (after `deal_damage`, whose ctx['killed'] lists the
    creatures it destroyed): each of them now in a discard pile is purged (Brutal Consequences); "it" is the whole
    creature, so a gigantic one's other half (ctx['_halves'], noted as the damage tagged it) too."""
    def fn(g: Game, c: Ctx) -> None:
        from aember.engine.state import DISCARD
        halves = c.get("_halves") or {}
        for x in _chosen(c, key):
            if g.cards[x].zone == DISCARD:
                for y in [x, *halves.get(str(x), [])]:
                    if g.cards[y].zone == DISCARD:
                        g.purge(y)
    return Do(fn, "purge the destroyed creature")


def look_at_opponent_top_may_discard() -> Step:
    """'Look at the top card of your opponent's deck. You may discard it' (Bondsman Belvan): shown to the ability's
    player only, then a yes/no (none when that deck is empty)."""
    def look(g: Game, c: Ctx) -> None:
        top = g.players[1 - c["me"]].deck[:1]
        c["top"] = list(top)
        if top:
            g.say(f"{g.pname(c['me'])} looks at the top card of {g.pname(1 - c['me'])}'s deck: {g.cname(top[0])}",
                  to=c["me"])

    def discard(g: Game, c: Ctx) -> None:
        from aember.engine.state import DISCARD
        for x in _chosen(c, "top"):
            if g.cards[x].zone == DECK:
                g.say(f"{g.cname(x)} is discarded from the top of {g.pname(g.cards[x].owner)}'s deck")
                g.move(x, DISCARD, by=c["me"])
    return Seq(Do(look, "look at the opponent's top card"),
               May("Discard the top card of your opponent's deck?", Do(discard, "discard it"),
                   lambda g, c: bool(c.get("top"))))


def each_player_discards_archives() -> Step:
    """'Each player discards their archives' (Gone Pear Shaped): every archived card goes to its owner's discard
    pile (a discard from the archives, not from a hand: no Scrap), the ability's player's first; each player's own
    cards in the order the active player chooses, an archived card the other player owns to its owner's hand
    (`discard_archives_of`)."""
    return Seq(discard_archives_of(lambda g, c: c["me"]), discard_archives_of(lambda g, c: 1 - c["me"]))


def play_one_of(key: str, origin: str, prompt: str = "Choose a card to play") -> Step:
    """'Play 1 of <the cards in ctx[key]> as if it were yours' (Disabled Security): one target decision among those
    still in `origin`, then it is played whatever its house (its owner unchanged)."""
    def cands(g: Game, c: Ctx) -> list[int]:
        return [x for x in _chosen(c, key) if g.cards[x].zone == origin]
    return Seq(Choose("_play_one", cands, 1, False, prompt), play_chosen("_play_one", origin))


def play_top_of_opponent_deck() -> Step:
    """'Play the top card of your opponent's deck as if it were yours' (Gracchan Reform): whatever its house."""
    return Seq(Do(lambda g, c: c.update(top=g.players[1 - c["me"]].deck[:1]), "top of the opponent's deck"),
               play_chosen("top", DECK))


def put_into_play_under(key: str | None = None, under: str = "me") -> Step:
    """'Put <the chosen card> into play under your (your opponent's) control' (key None: the ability's own card, e.g.
    a fate card: Salvatorem, Fallen Sovereign, Plancina; Governor Gridelk's topmost creature of a discard pile)."""
    k = "_self" if key is None else key
    step = PutCardsIntoPlay(lambda g, c: [x for x in _chosen(c, k) if not g.in_play(x)], under)
    return Seq(self_as("_self"), step) if key is None else step


def topmost_creature_in_opponent_discard(key: str = "t") -> Step:
    """ctx[key] = [the topmost creature of the opponent's discard pile] ([] for none)."""
    def fn(g: Game, c: Ctx) -> None:
        c[key] = [x for x in g.players[1 - c["me"]].discard if g.cards[x].defn.type == "creature"][:1]
    return Do(fn, "topmost creature of the opponent's discard pile")


def move_each_amber_from_side_to_pool(side: str, pool: str) -> Step:
    """'Move each Æ from <enemy / friendly> creatures to <your opponent's / your> pool' (Spendthrift's Fate)."""
    def fn(g: Game, c: Ctx) -> None:
        p = c["me"] if pool == "me" else 1 - c["me"]
        for x in _side(g, c, side):
            n = g.cards[x].amber
            if n > 0:
                g.cards[x].amber = 0
                g._checked = False
                g.add_to_pool(p, n, f"{n}Æ moves from {g.cname(x)} to {g.pname(p)}'s pool")
    return Do(fn, "move amber to a pool")


def lowest_power(side: str) -> Callable[[Game, int, Ctx], bool]:
    """Condition for `destroy_each`: the creature has the lowest power of that side (every tied one)."""
    def cond(g: Game, x: int, c: Ctx) -> bool:
        line = _side(g, c, side)
        return bool(line) and g.power(x) == min(g.power(y) for y in line)
    return cond


def first_destroyed_this_turn_with_trait(trait: str) -> Callable[[Game, int, dict, Any], bool]:
    """Reaction condition on `destroyed`: the creature had `trait` in play and is the first creature with it destroyed
    this turn (the turn log's `destroyed_traits` entries; of several destroyed at once, the first in setup order):
    Rack of Redemption."""
    def cond(g: Game, src: int, ev: dict, le: Any) -> bool:
        if not ev.get("creature") or trait not in (ev.get("traits") or ()):
            return False
        first = next((e[3][0] for e in g.turn_log if e[0] == "destroyed_traits" and e[2] == g.turn
                      and trait in e[3][1]), None)
        return first == ev["card"]
    return cond


def neighbors_as_destroyed(g: Game, cid: int, noted: list[int]) -> list[int]:
    """The neighbors creature `cid` had immediately prior to leaving play when it was last destroyed this turn
    (001:2340-2342): a Destroyed: ability resolves while it is still in play (001:1915-1948), so one that takes a
    neighbor away (Burnished Nickles) makes the next creature along its neighbor as it leaves. `noted`: those it had
    as the ability began, used when the destruction logged none."""
    e = g.as_destroyed(cid)
    return list(e[1]) if e is not None else list(noted)


def power_as_destroyed(g: Game, cid: int, noted: int) -> int:
    """The power creature `cid` had immediately prior to leaving play, if it was destroyed and has left play
    (001:2340-2342: after its Destroyed: abilities, with the Æmber still on it); `noted`: its power as the ability
    began, used otherwise (a ward or Armageddon Cloak saved it, nothing was logged)."""
    if g.cards[cid].zone == BATTLELINE:
        return noted
    e = g.as_destroyed(cid)
    return e[3] if e is not None and len(e) > 3 and e[3] is not None else noted


def amber_as_destroyed(g: Game, cid: int) -> int:
    """The Æmber on creature `cid`: now while it is in play, else as it was immediately prior to leaving play when it
    was destroyed (001:2340-2342: later instructions of the ability refer to it as it was; "if that creature has Æ on
    it", Jayne the Bard), else 0."""
    if g.cards[cid].zone == BATTLELINE:
        return g.cards[cid].amber
    e = g.as_destroyed(cid)
    return e[5] if e is not None and len(e) > 5 and e[5] is not None else 0


def deal_damage_then_neighbors_if_destroyed(target: Target, amount: Amount,
                                           then: Callable[[Game, Ctx, list[int]], None], label: str,
                                           key: str = "t") -> Step:
    """'Deal N damage to <a creature>. If this damage destroys that creature, <do X to> each of its neighbors after it
    leaves play' (Pain Reaction, Dissonant Chord, Indignant Tone): `then(g, c, neighbors)` gets the neighbors it had
    immediately before it left play (after its Destroyed: abilities, 001:2340-2342; those as the damage is dealt when
    nothing was logged) that are still in play; nothing when the destruction was replaced (settled `killed`)."""
    def note(g: Game, c: Ctx) -> None:
        c["_neighbors"] = [y for x in _chosen(c, key) if g.cards[x].zone == BATTLELINE for y in g.neighbors(x)]

    def fn(g: Game, c: Ctx) -> None:
        for x in c.get("killed") or []:
            if g.cards[x].zone == BATTLELINE:
                continue
            nbrs = [y for y in neighbors_as_destroyed(g, x, c.get("_neighbors") or []) if g.cards[y].zone == BATTLELINE]
            if nbrs:
                then(g, c, nbrs)
    return Seq(choose(key, target), Do(note, "note neighbors"), deal_damage(key, amount), Do(fn, label))


def deal_damage_enrage_neighbors_if_destroyed(target: Target, amount: Amount, key: str = "t") -> Step:
    """'Deal N damage to <a creature>. If this damage destroys that creature, enrage each of its neighbors after it
    leaves play' (Indignant Tone)."""
    return deal_damage_then_neighbors_if_destroyed(
        target, amount, lambda g, c, nbrs: [g.enrage(y) for y in nbrs], "enrage neighbors", key)


def mutation_counters_on(key: str = "t", counter: str = "mutation", trait: str = "mutant") -> Step:
    """'Put a <counter> on <the chosen creatures>. While those creatures have a <counter>, they gain the <trait> trait'
    (Vial of Mutation): the counters, and for each creature a lasting `gain_traits` effect that ends when it leaves
    play and applies only while the counter is on it."""
    gained = Static("gain_traits", lambda g, src, cid, le: cid == le["target"] and counter_of(g, cid, counter) > 0,
                    lambda g, src, cid, le: le["traits"])
    counter_lasting(counter, gained, traits=[trait])    # a counter set up on a creature means the same

    def fn(g: Game, c: Ctx) -> None:
        for x in _chosen(c, key):
            if g.cards[x].zone != BATTLELINE:
                continue
            cd = g.cards[x]
            if cd.counters is None:
                cd.counters = {}
            cd.counters[counter] = cd.counters.get(counter, 0) + 1
            g.say(f"{g.cname(x)} gets a {counter} counter")
            g.add_lasting(gained, c.get("src", -1), c["me"], "leaves_play", target=x, traits=[trait])
    return Do(fn, f"{counter} counters")
# --- blocks added for Prophetic Visions: Star Alliance, Untamed ---


class OpponentForgesKey(Step):
    """'Your opponent forges a key at current cost' (Prince Bufo's Fate): the ability's player's opponent forges,
    paying their own current cost, when they can; the active player picks the colour."""

    def run(self, game: Game, frame: Any) -> bool:
        p = 1 - frame.ctx["me"]
        if not game.can_forge(p) or game.has_static("cannot_forge", p):
            return True
        from aember.engine.rules import forge_now
        ans = game.decide_key(frame, p)
        if ans is None:
            return False
        forge_now(game, {"me": p}, ans, None)
        return True


def opponent_forges_key() -> Step:
    return OpponentForgesKey()


def move_power_counters_from_self(key: str = "counters_to") -> Step:
    """'You may move any number of +1 power counters from <this creature> to another friendly creature'
    (Nectarcyte): a yes/no when it has counters and another friendly creature exists, the creature, then the
    number (`choose: N`, asked when two or more amounts are possible)."""
    def has_some(g: Game, c: Ctx) -> bool:
        return g.cards[c["src"]].zone == BATTLELINE and g.cards[c["src"]].power_counters > 0

    def fn(g: Game, c: Ctx) -> None:
        n = c.pop("_moved_counters", 0)
        src = c["src"]
        for x in _chosen(c, key):
            if n > 0 and g.cards[x].zone == BATTLELINE and g.cards[src].power_counters >= n:
                g.cards[src].power_counters -= n
                g.say(f"{g.cname(src)} moves {n} +1 power counter{'s' if n != 1 else ''} to {g.cname(x)}")
                put_power_counters(g, x, n)
    target = FRIENDLY_CREATURE.other()
    return If(has_some, may_choose("Move +1 power counters to another friendly creature?", target,
                                   Seq(ChooseAmount("_moved_counters",
                                                    lambda g, c: g.cards[c["src"]].power_counters,
                                                    "How many +1 power counters do you move?"),
                                       Do(fn, "move counters")), key=key))


def destroy_each_creature_and_artifact(key: str = "destroyed") -> Step:
    """'Destroy each creature and artifact' (both sides, at once); ctx[key]: the cards tagged."""
    def fn(g: Game, c: Ctx) -> None:
        c[key] = g.destroy(g.creatures() + [x for p in g.players for x in p.artifacts])
    return Do(fn, "destroy each creature and artifact")


def each_player_discards_archives_and_hand() -> Step:
    """'Each player discards their archives and their hand' (Untrum's Serenity): the active player first; an
    archived card goes to its owner's discard pile (one the other player owns to its owner's hand, first), and
    each player's own archived cards and hand go to their pile at once, in the order the active player chooses
    (`DiscardInOrder`, default setup order)."""
    def one(active: bool) -> Step:
        def who(g: Game) -> int:
            return g.active if active else 1 - g.active

        def others_first(g: Game, c: Ctx) -> None:
            from aember.engine.state import DISCARD
            p = who(g)
            for x in [x for x in g.players[p].archives if g.cards[x].owner != p]:
                g.move(x, DISCARD)      # to its owner's hand (or it stays: Memrox the Red)

        def cards(g: Game, c: Ctx) -> list[int]:
            p = who(g)
            return [x for x in g.players[p].archives if g.cards[x].owner == p] + list(g.players[p].hand)

        def put(g: Game, c: Ctx, x: int) -> bool:
            from aember.engine.state import DISCARD
            if g.cards[x].zone == HAND:
                return g.discard_from_hand(x)
            g.say(f"{g.pname(who(g))} discards {g.cname(x)} from their archives")
            g.move(x, DISCARD, by=who(g))
            return g.cards[x].zone == DISCARD
        return Seq(Do(others_first, "archives: other players' cards"),
                   DiscardInOrder(cards, put, "_untrum", "Order the archived cards and the hand going to the "
                                                        "discard pile, the last one on top"))
    return Seq(one(True), one(False))


def each_player_refills() -> Step:
    """'Each player refills their hand as if it were their "draw cards" step' (Cladogenesis, Trash Heap, Untrum's
    Serenity): the active player first, chains shed as in step 5 (Scheming Expertise's 2 additional cards too), one
    card at a time (RefillOneAtATime)."""
    return Seq(RefillOneAtATime(lambda g, c: g.active), RefillOneAtATime(lambda g, c: 1 - g.active))


def each_player_discards_top_and_hand_of_its_house() -> Step:
    """'Each player discards the top card of their deck and reveals their hand. Discard each card that belongs to
    their discarded card's house' (Cladogenesis): the active player first; a player with an empty deck discards
    nothing from their hand; the hand cards go to the pile at once, in the order the active player chooses
    (`DiscardInOrder`)."""
    def one(active: bool) -> Step:
        key = "_clado_a" if active else "_clado_b"

        def who(g: Game) -> int:
            return g.active if active else 1 - g.active

        def top(g: Game, c: Ctx) -> None:
            p = who(g)
            c[key] = None
            top = g.discard_top(p, 1, by=p)
            if not top:
                return
            c[key] = g.houses_of(top[0])     # every house of the discarded card (a house icon: LATER-MECHANICS §9)
            g.say(f"{g.pname(p)} reveals their hand: "
                  f"{', '.join(g.cname(x) for x in g.players[p].hand) or 'nothing'}")

        def cards(g: Game, c: Ctx) -> list[int]:
            houses = c.get(key)
            if not houses:
                return []
            return [x for x in g.players[who(g)].hand if any(g.belongs_to(x, h) for h in houses)]
        return Seq(Do(top, "discard the top card"),
                   DiscardInOrder(cards, lambda g, c, x: g.discard_from_hand(x), "_clado_n"))
    return Seq(one(True), one(False))


def discard_bottom_n(n: Amount, key: str = "discarded_bottom", whose: str = "me") -> Step:
    """'Discard the bottom N cards of your (opponent's) deck', bottom card first; ctx[key]: those cards."""
    def fn(g: Game, c: Ctx) -> None:
        from aember.engine.state import DISCARD
        p = c["me"] if whose == "me" else 1 - c["me"]
        deck = g.players[p].deck
        c[key] = []
        for _ in range(_n(g, c, n)):
            if not deck:
                break
            x = deck[-1]
            g.move(x, DISCARD, by=c["me"])
            g.say(f"{g.pname(p)} discards {g.cname(x)} from the bottom of their deck")
            c[key].append(x)
    return Do(fn, "discard bottom cards")


def put_chosen_on_top_in_order(key: str, prompt: str = "Choose the cards to put on top of your deck, in order") \
        -> Step:
    """'You may put any number of <the cards in ctx[key]> on top of your deck in any order' (Recovery Operation):
    one list decision (`select: [...]`, possibly empty) of the cards still in a discard pile; they go on top one at a
    time in that order, so the last one chosen ends on top."""
    def fn(g: Game, c: Ctx) -> None:
        from aember.engine.state import DISCARD
        for x in _chosen(c, "_on_top"):
            if g.cards[x].zone == DISCARD:
                g.move(x, DECK)
                g.say(f"{g.cname(x)} goes on top of {g.pname(g.cards[x].owner)}'s deck")
    return Seq(Choose("_on_top", lambda g, c: [x for x in _chosen(c, key) if g.cards[x].zone == "discard"], 99, True,
                      prompt), Do(fn, "on top"))


def move_upgrade_to_another_creature() -> Step:
    """'You may move an upgrade in play to another creature' (Refit): a yes/no when an upgrade could move, the upgrade,
    then the creature it moves to (not its host); it keeps its controller."""
    def hosts(g: Game, c: Ctx) -> list[int]:
        u = _chosen(c, "_upgrade")
        if not u:
            return []
        # "to another creature": an artifact that could hold the upgrade (Animating Force) is no destination
        return [x for x in g.upgrade_hosts(u[0]) if x != g.cards[u[0]].host and g.is_creature(x)]

    def movable(g: Game, c: Ctx) -> list[int]:
        return [u for u in upgrades_in_play(g, c)
                if any(x != g.cards[u].host and g.is_creature(x) for x in g.upgrade_hosts(u))]

    def fn(g: Game, c: Ctx) -> None:
        for u in _chosen(c, "_upgrade"):
            for x in _chosen(c, "_new_host"):
                if g.in_play(u) and g.in_play(x):
                    g.say(f"{g.cname(u)} moves to {g.cname(x)}")
                    g.attach(u, x, g.cards[u].controller, by=c["me"])     # Refit's player attaches it
    return may_choose("Move an upgrade to another creature?", Target(movable, "Choose an upgrade to move"),
                      Seq(Choose("_new_host", hosts, 1, False, "Choose the creature it moves to"),
                          Do(fn, "move upgrade")), key="_upgrade")


# the player is kept from playing while they play (the active player), whoever owns the card (Gracchan Reform)
_CANNOT_PLAY_TYPE = Static("cannot_play", lambda g, src, cid, le: g.active == le["me"]
                           and g.face(cid).type == le["chosen"])


def cannot_play_type_of_this_turn(key: str) -> Step:
    """'Until the end of the turn, you may not play cards of <the card in ctx[key]>'s type' (Strategic Feint's Fate):
    a lasting `cannot_play` static for the ability's player, carrying the type as le['chosen']."""
    def fn(g: Game, c: Ctx) -> None:
        cards = _chosen(c, key)
        if cards:
            g.add_lasting(_CANNOT_PLAY_TYPE, c.get("src", -1), c["me"], "turn", chosen=g.cards[cards[0]].defn.type)
    return Do(fn, "cannot play that type")
# --- blocks added for Prophetic Visions: Dis, Logos, Sanctum, anomalies ---


def opponent_gains(amount: Amount) -> Step:
    """'Your opponent gains NÆ' (Oh, You Shouldn't Have!'s Fate)."""
    return Do(lambda g, c: g.gain(1 - c["me"], _n(g, c, amount)), "the opponent gains")


def put_chosen_under_self(key: str = "t") -> Step:
    """Put the chosen creatures (in play: a ward stops them) under the ability's own card (Soul Lock: faceup there,
    the static kind `faceup_under` on the card)."""
    def fn(g: Game, c: Ctx) -> None:
        for x in _chosen(c, key):
            cd = g.cards[x]
            if g.ward_stops(x):
                continue
            if cd.zone in IN_PLAY or cd.zone == HAND:
                g.put_beneath(x, c["src"])
                g.dirty()
    return Do(fn, "put under self")


def discard_cards_under_self() -> Step:
    """'Discard all cards under <this card>' (Soul Lock): to their owners' discard piles at once, each pile's cards in
    the order the active player chooses (`DiscardInOrder`: FORMAT Decisions, several cards put into one place at
    once; default setup order, the last on top), the active player's pile first as for destroyed cards."""
    def under_owned_by(active: bool) -> Callable[[Game, Ctx], list[int]]:
        def cards(g: Game, c: Ctx) -> list[int]:
            p = g.active if active else 1 - g.active
            return [x for x in g.beneath(c["src"]) if g.cards[x].owner == p]
        return cards

    def put(g: Game, c: Ctx, x: int) -> bool:
        from aember.engine.state import DISCARD
        g.say(f"{g.cname(x)} is discarded from under {g.cname(c['src'])}")
        g.move(x, DISCARD)
        g.dirty()
        return True
    return Seq(DiscardInOrder(under_owned_by(True), put, "_under_discarded",
                              "Order the cards from under it going to your discard pile, the last one on top"),
               DiscardInOrder(under_owned_by(False), put, "_under_discarded",
                              "Order the cards from under it going to your opponent's discard pile, the last one on "
                              "top"))


def chosen_player_discards_top_n(n: Amount, key: str = "discarded_top", player_key: str = "player") -> Step:
    """'Discard the top N cards of a player's deck': the active player picks either player (ctx[player_key]), and
    the cards discarded are in ctx[key] (Hamstrung, Parallel Thinking)."""
    return Seq(choose_player(player_key, lambda g, c: [c["me"], 1 - c["me"]], "Choose whose deck to discard from"),
               Do(lambda g, c: c.__setitem__(key, g.discard_top(c[player_key], _n(g, c, n), by=c["me"])),
                  "discard top of a deck"))


def purge_top_of_my_discard(n: Amount) -> Step:
    """'Purge the top N cards of your discard pile' (Grave Bounty's Fate)."""
    def fn(g: Game, c: Ctx) -> None:
        for x in list(g.players[c["me"]].discard[:_n(g, c, n)]):
            g.purge(x)
            g.say(f"{g.cname(x)} is purged from the top of {g.pname(c['me'])}'s discard pile")
    return Do(fn, "purge the top of the discard pile")


def archive_each_friendly(where: Callable[[Game, int, Ctx], bool]) -> Step:
    """'Archive each friendly creature that …' (Chasm Vespid's Fate): each into its owner's archives, as every card
    leaving play goes to its owner's zone (001:2337; the text names no archives); a ward stops a creature."""
    def fn(g: Game, c: Ctx) -> None:
        for x in [y for y in g.players[c["me"]].battleline if where(g, y, c)]:
            g.archive(x)
    return Do(fn, "archive each friendly creature")


def look_top_take_one(n: int) -> Step:
    """'Look at the top N cards of your deck. Put 1 into your hand' (4CR "Foreseer"): one target decision among them
    (seen by that player only); the others stay on top, in their order."""
    def fn(g: Game, c: Ctx) -> None:
        for x in _chosen(c, "_kept"):
            if g.cards[x].zone == DECK:
                g.say(f"{g.pname(c['me'])} puts a card from the top of their deck into their hand")
                g.move(x, HAND)
    return Seq(Choose("_kept", lambda g, c: list(g.players[c["me"]].deck[:n]), 1, False,
                      "Choose a card to put into your hand"), Do(fn, "take one of the top cards"))


def archive_random_from_hand(n: Amount, key: str = "archived") -> Step:
    """'Archive N random cards' (from your hand: Duck, Duck, Superb Duck); ctx[key] lists them."""
    def fn(g: Game, c: Ctx) -> None:
        c[key] = []
        for _ in range(_n(g, c, n)):
            hand = g.players[c["me"]].hand
            if not hand:
                return
            x = hand[g.rng.below(len(hand))]
            g.archive(x, c["me"])
            c[key].append(x)
    return Do(fn, "archive random cards")


class DiscardInOrder(Step):
    """Several cards going to one discard pile at once ('discard each …'): the active player orders them (FORMAT
    Decisions: several cards put into one place at once; one `targets` decision, the last one on top; by default
    setup order), as `DiscardHand` does for a whole hand. `cards(game, ctx)` gives the cards (all bound for one
    pile), `put(game, ctx, cid)` moves one and says whether it was discarded "this way"; ctx[key] adds up those
    that were."""

    def __init__(self, cards: Callable[[Game, Ctx], list[int]], put: Callable[[Game, Ctx, int], bool],
                 key: str = "discarded",
                 prompt: str = "Order the cards going to the discard pile, the last one on top"):
        super().__init__()
        self.cards, self.put, self.key, self.prompt = cards, put, key, prompt

    def run(self, game: Game, frame: Any) -> bool:
        ctx = frame.ctx
        order = game.decide_order(frame, game.in_setup_order(self.cards(game, ctx)), self.prompt)
        if order is None:
            return False
        ctx[self.key] = (ctx.get(self.key) or 0) + sum(1 for x in order if self.put(game, ctx, x))
        return True


def discard_archives_of(whose: Callable[[Game, Ctx], int], key: str = "discarded", by: str = "owner") -> Step:
    """A player discards every card in their archives: each goes to its owner's discard pile - a card the other
    player owns goes to its owner's hand instead (or stays: Memrox the Red), as any card leaving archives, and is
    not discarded "this way" (FAQ Dysania, 001:3021-3030); the player's own cards go to their pile in the order
    the active player chooses (`DiscardInOrder`). ctx[key] adds up the cards discarded."""
    def others_first(g: Game, c: Ctx) -> None:
        from aember.engine.state import DISCARD
        p = whose(g, c)
        if g.players[p].archives:
            g.say(f"{g.pname(p)} discards their archives")
        for x in [x for x in g.players[p].archives if g.cards[x].owner != p]:
            g.move(x, DISCARD)

    def own(g: Game, c: Ctx) -> list[int]:
        p = whose(g, c)
        return [x for x in g.players[p].archives if g.cards[x].owner == p]

    def put(g: Game, c: Ctx, x: int) -> bool:
        from aember.engine.state import DISCARD
        # "<a player> discards their archives" (owner), "discard your opponent's archives" (by='me')
        g.move(x, DISCARD, by=whose(g, c) if by == "owner" else c["me"])
        return g.cards[x].zone == DISCARD

    return Seq(Do(others_first, "archives: other players' cards"),
               DiscardInOrder(own, put, key, "Order the archived cards going to the discard pile, the last one on "
                                             "top"))


def discard_archives(who: str = "me", by: str = "owner") -> Step:
    """'Discard your archives' (who='me'), 'your opponent's archives' ('opponent') / 'each player discards their
    archives' ('each', the active player first): `discard_archives_of` for each of them. by='owner': each owner
    discards ("your opponent discards each card in their archives"); 'me': the ability's player ("discard your
    opponent's archives", Digital Signal)."""
    if who == "me":
        return discard_archives_of(lambda g, c: c["me"])
    if who == "opponent":
        return discard_archives_of(lambda g, c: 1 - c["me"], by=by)
    return Seq(discard_archives_of(lambda g, c: g.active, by=by), discard_archives_of(lambda g, c: 1 - g.active, by=by))


def discard_random_from_chosen_archives(n: int, player_key: str = "player", key: str = "discarded_top") -> Step:
    """'Discard N random cards from a player's archives' (Parallel Thinking): the active player picks either player;
    the cards go to their owners' discard piles, ctx[key] lists them (not one that went to its owner's hand instead,
    FAQ Dysania 001:3022-3031)."""
    def fn(g: Game, c: Ctx) -> None:
        from aember.engine.state import DISCARD
        c[key] = []
        arch = g.players[c[player_key]].archives
        for _ in range(n):
            if not arch:
                break
            x = arch[g.rng.below(len(arch))]
            g.move(x, DISCARD, by=c["me"])
            if g.cards[x].zone != DISCARD:  # a card its owner did not archive goes to the owner's hand: not discarded
                continue
            g.say(f"{g.cname(x)} is discarded from {g.pname(c[player_key])}'s archives")
            c[key].append(x)
    return Seq(choose_player(player_key, lambda g, c: [c["me"], 1 - c["me"]], "Choose whose archives to discard from"),
               Do(fn, "discard random archived cards"))


def put_discarded_into_play_for_me(key: str) -> Step:
    """Put the creatures in ctx[key] still in a discard pile into play under your control (Lightbearer Kelvin)."""
    return PutCardsIntoPlay(lambda g, c: [x for x in _chosen(c, key) if g.cards[x].zone == "discard"
                                          and g.cards[x].defn.type == "creature"])


def chosen_player_discards_bottom(key: str = "bottom", player_key: str = "player") -> Step:
    """'Discard the bottom card of a player's deck': the active player picks either player; ctx[key] is [that card]
    or [] (Lightbearer Kelvin)."""
    def fn(g: Game, c: Ctx) -> None:
        from aember.engine.state import DISCARD
        p = c[player_key]
        deck = g.players[p].deck
        c[key] = []
        if deck:
            x = deck[-1]
            g.move(x, DISCARD, by=c["me"])
            g.say(f"{g.pname(p)} discards {g.cname(x)} from the bottom of their deck")
            c[key] = [x]
    return Seq(choose_player(player_key, lambda g, c: [c["me"], 1 - c["me"]], "Choose whose deck to discard from"),
               Do(fn, "discard the bottom of a deck"))


def graft_chosen_creature(key: str = "t") -> Step:
    """'Graft <a creature in play> onto <this card>' (Antanagoge): it leaves play (a ward stops it: Æ on it goes to
    the opponent, upgrades to their owners' discard piles) and lies faceup under the ability's card, its owner's."""
    def fn(g: Game, c: Ctx) -> None:
        for x in _chosen(c, key):
            cd = g.cards[x]
            if cd.zone != BATTLELINE or not g.in_play(c["src"]):
                continue
            if g.ward_stops(x):
                continue
            g._leave_play(x)
            g.graft(x, c["src"])
            g.dirty()
    return Do(fn, "graft a creature")


# --- blocks added for Draconian Measures: Ekwidon, Geistoid, Shadows ---


def neighbor_while_self_exhausted(g: Game, src: int, cid: int, le: Any) -> bool:
    """For statics: 'while <this creature> is exhausted, each of its neighbors gains …' (Bypass Burglar, Grammy
    Taps)."""
    return while_self_exhausted(g, src, cid, le) and cid in g.neighbors(src)


def self_while_controller_overwhelmed(g: Game, src: int, cid: int, le: Any) -> bool:
    """For statics on the card itself: 'if you are overwhelmed, <this creature> gains …' (Spikey Goeff)."""
    return cid == src and g.in_play(src) and g.overwhelmed(g.cards[src].controller)


def opponent_has_more_amber(g: Game, c: Ctx) -> bool:
    """'If your opponent has more Æ than you' (Pincher Malloy, Counterfeit Controversy)."""
    return g.players[1 - c["me"]].amber > g.players[c["me"]].amber


# --- blocks added for Draconian Measures: Skyborn, Unfathomable; Menagerie 2024 Keyraken; Vault Masters 2025 ---


def forged_keys(g: Game, c: Ctx) -> int:
    """'For each forged key': the keys forged by both players."""
    return len(g.players[0].keys) + len(g.players[1].keys)


def is_flank_creature(g: Game, x: int, c: Ctx | None = None) -> bool:
    """`where` filter: a flank creature (Skyborn's 'each friendly flank creature')."""
    return g.is_flank(x)


_HOUSE_WHILE_MINE: dict[str, Static] = {}


def belongs_to_house_while_mine(house: str, key: str = "taken") -> Step:
    """'While under your control, it belongs to house <house> (instead of its original house)' (Hannibal's Mark): a
    lasting `house` static on the cards of ctx[key], in force while the ability's player controls them, whatever
    their type (a taken creature mineralized into an artifact: 001:1103-1107), ended for good at their first change
    of control (`ctl_bound`) or when they leave play."""
    if house not in _HOUSE_WHILE_MINE:
        _HOUSE_WHILE_MINE[house] = static(
            "house", lambda g, src, cid, le: cid in le["cards"] and g.cards[cid].controller == le["me"]
            and g.in_play(cid), house)

    def fn(g: Game, c: Ctx) -> None:
        for x in _chosen(c, key):
            if g.in_play(x):
                g.add_lasting(_HOUSE_WHILE_MINE[house], x, c["me"], "leaves_play", target=x, cards=[x],
                              ctl_bound=True)
    return Do(fn, f"belongs to {house}")


def _attacking(g: Game, src: int, cid: int) -> bool:
    """`src` is attacking `cid` now: a fight of `src` against `cid` is on the stack and its After Fight timing point
    has not begun."""
    from aember.engine.rules import FIGHT
    if g.cards[cid].zone != BATTLELINE or g.cards[cid].controller == g.cards[src].controller:
        return False
    return any(f.step is FIGHT and f.ctx.get("attacker") == src and f.ctx.get("defender") == cid and f.pc <= 2
               for f in g.stack)


def ignores_while_attacking(*keywords: str) -> list[Static]:
    """'While <this creature> is attacking, ignore taunt, elusive, poison, hazardous, and invulnerable' (Zomok): taunt
    and elusive through `ignore_taunt_elusive`; the others are lost by the creature it fights for that fight
    (`lose_keyword`, so its poison, hazardous and invulnerable — the state check's too — do not apply)."""
    out = []
    if "taunt" in keywords or "elusive" in keywords:
        out.append(static("ignore_taunt_elusive", lambda g, src, cid, le: cid == src))
    for kw in keywords:
        if kw not in ("taunt", "elusive"):
            out.append(static("lose_keyword", lambda g, src, cid, le: _attacking(g, src, cid), kw))
    return out


def put_each_other_creature_under_self() -> Step:
    """'Put each other creature faceup under <this card>' (Hydrogan): every other creature in play leaves play (a
    ward is discarded instead) and goes under the card, still its owner's, in setup order. The card should carry the
    `faceup_under` static."""
    def fn(g: Game, c: Ctx) -> None:
        src = c["src"]
        if not g.in_play(src):
            return
        for x in g.in_setup_order(x for p in g.players for x in p.battleline if x != src):
            if g.cards[x].zone != BATTLELINE:
                continue
            if g.ward_stops(x):
                continue
            g.put_beneath(x, src)
    return Do(fn, "put each other creature under")


class PutOneFromUnderSelfIntoPlay(Step):
    """'Put a creature from under <this card> into play under your control' (Hydrogan): a target decision among
    the creatures under it, then a flank of the ability's player's battleline (the active player's choice)."""

    def run(self, game: Game, frame: Any) -> bool:
        from aember.engine.state import UNDER
        ctx = frame.ctx
        me = ctx["me"]
        if frame.data is None:
            cands = [x for x in game.beneath(ctx["src"])
                     if game.cards[x].zone == UNDER and game.cards[x].defn.type == "creature"]
            if not cands:
                return True
            ans = game.decide(frame, game.active, "target", cands, "Choose a creature to put into play")
            if ans is None:
                return False
            frame.answer = None
            frame.data = {"cid": ans}
        cid = frame.data["cid"]
        if lone_half_fails(game, cid):     # "put into play a creature" that chooses one half fails (001 GIGANTIC)
            return True
        if not game.copy_as_entering(frame, cid):     # Mimic Gel
            return False
        # the opponent's battleline for a treachery creature
        where = game.ask_flank(frame, game.entry_line(cid, me), f"Choose a flank for {game.cname(cid)}")
        if where is None:
            return False
        game.say(f"{game.cname(cid)} is put into play")
        game.put_into_play(cid, me, where)
        return True


def put_one_from_under_self_into_play() -> Step:
    return PutOneFromUnderSelfIntoPlay()


def purge_each_under_self() -> Step:
    """'Purge each card under <this card>' (Hydrogan's Destroyed: before the cards would go to the discard pile)."""
    def fn(g: Game, c: Ctx) -> None:
        for x in g.beneath(c["src"]):
            g.purge(x)
    return Do(fn, "purge each card under")


def chosen_deck_top_discarded(key: str = "discarded_top") -> Step:
    """'Discard the top card of a player's deck' (Siphon Maw): the active player picks a player (either), then the
    top card of that deck is discarded; ctx[key] lists the cards discarded, for what follows."""
    def fn(g: Game, c: Ctx) -> None:
        c[key] = g.discard_top(c["player"], 1, by=c["me"])
    return Seq(choose_player("player", lambda g, c: [c["me"], 1 - c["me"]], "Choose whose deck to discard from"),
               Do(fn, "discard top of deck"))


def exhaust_others_and_draw(count: Amount, key: str = "exhausted_so") -> Step:
    """'For each …, exhaust another creature and draw a card' (Dreamcall): `count` times, a creature not yet chosen
    in ctx[key] (the first one exhausted included) is exhausted, then a card is drawn (even if none was left)."""
    def note(g: Game, c: Ctx) -> None:
        c.setdefault(key, [])
        c[key] += [x for x in _chosen(c, "_other") if x not in c[key]]
    other = A_CREATURE.where(lambda g, x, c: x not in (c.get(key) or []), "Choose another creature to exhaust")
    return repeat(count, Seq(choose("_other", other), exhaust("_other"), Do(note, "note"), draw(1)))


def discard_hand_of(who: str = "opponent", key: str = "discarded") -> Step:
    """'Your opponent discards their hand' (Into the Abyss): like `discard_hand`, for the ability's player ('me') or
    their opponent; each discard emits `discarded`; ctx[key] is how many."""
    return DiscardHand(who, key)


def attach_only_to(cond: Callable[[Game, int, int, int], bool]) -> Static:
    """'Attach only to <such a creature>' (Titanic Maw, Primordial): the static kind `attach_only`, value
    cond(game, upgrade, host, player) where player is who plays the upgrade, which `Game.upgrade_hosts` applies."""
    return static("attach_only", None, cond)


def archive_self_when(cond: Callable[[Game, int], bool]) -> Static:
    """'If <condition>, archive <this creature>' (the MG2024 Tentacles): the state check's `archive_when` kind, value
    cond(game, src); it goes to its owner's archives, as any card leaving play (a ward is discarded instead)."""
    return static("archive_when", None, cond)


def every_house(g: Game, c: Ctx) -> list[str]:
    """For `choose_house`: every house, those added after v16 (LATER-MECHANICS §10) too."""
    return list(HOUSES)
# --- blocks added for Crucible Clash: archon powers and houses ---


def key_colour_cost(colour: str, amount: int) -> Static:
    """'<Colour> keys cost +NÆ': the key of that colour, whoever forges it (Game.key_cost; the three Expertise
    archon powers, LATER-MECHANICS 8 default: both players' keys)."""
    return static("key_colour_cost", None, (colour, amount))


def while_my_key_forged(colour: str, applies: Callable[..., bool] | None = None) -> Callable[..., bool]:
    """A static's condition 'while your <colour> key is forged' (for the card's controller), then `applies`."""
    def fn(g: Game, src: int, x: Any, le: Any) -> bool:
        return key_forged_for(g, g.cards[src].controller, colour) and (applies is None or applies(g, src, x, le))
    return fn


def every_key_cost(amount: int) -> Static:
    """'Keys cost +/-NÆ' (both players' keys: Forgemaster)."""
    return static("key_cost", lambda g, src, p, le: True, amount)


def extra_forge(n: int = 1) -> Static:
    """'Players may forge N additional keys during their "forge a key" step' (both players; forged like the first,
    mandatory if it can be, at the cost of then: LATER-MECHANICS 8 default; rules.TurnStep)."""
    return static("extra_forge", None, n)


def friendly_creature(cond: Callable[[Game, int], bool] | None = None) -> Callable[[Game, int, int], bool]:
    """`who(game, src, cid)` for granted abilities: a creature in play of the source's controller (matching cond)."""
    def who(g: Game, src: int, cid: int) -> bool:
        return (g.cards[cid].zone == BATTLELINE and g.cards[cid].controller == g.cards[src].controller
                and (cond is None or cond(g, cid)))
    return who


def of_my_house(house: str) -> Callable[[Game, int], bool]:
    """Card condition: it belongs to `house` (house icons included: Game.belongs_to)."""
    return lambda g, cid: g.belongs_to(cid, house)


def friendly_gain_action(who: Callable[[Game, int, int], bool], effect: Step) -> Static:
    """'Each friendly <such> creature/artifact gains "Action: …"' (the static `grant_action`; the action runs with
    ctx['src'] = the card used)."""
    return static("grant_action", lambda g, src, cid, le: who(g, src, cid), effect)


def friendly_gain_destroyed(who: Callable[[Game, int, int], bool], effect: Step) -> Static:
    """'Each friendly <such> creature gains "Destroyed: …"' (the static `grant_destroyed`; run for the creature's
    controller, ctx['src'] = the creature)."""
    return static("grant_destroyed", lambda g, src, cid, le: who(g, src, cid), effect)


def friendly_gain_keywords(who: Callable[[Game, int, int], bool], *keywords: str) -> list[Static]:
    """'Each friendly <such> creature gains <keywords>': one `keyword` static per keyword."""
    return [static("keyword", lambda g, src, cid, le: who(g, src, cid), (kw, 1)) for kw in keywords]


def after_house_chosen(house: str, effect: Step) -> Reaction:
    """'After a player chooses <house> as their active house, <effect>' (either player's turn; the effect is the
    card's controller's)."""
    return reaction("house_chosen", lambda g, src, ev, le: ev["house"] == house, effect)


def at_start_of_my_turn(effect: Step) -> Reaction:
    """'At the start of your turn, …'."""
    return reaction("turn_start", ev_mine, effect)


def after_i_play(cond: Callable[[Game, int], bool], effect: Step) -> Reaction:
    """'After you play a <such> card' (cond on the card played)."""
    return reaction("played", lambda g, src, ev, le: ev_mine(g, src, ev, le) and cond(g, ev["card"]), effect)


def my_icon_replace(icons: tuple[str, ...], instead: str, label: str,
                    cond: Callable[[Game, int], bool] | None = None) -> Static:
    """'When resolving a <such> bonus icon, you may instead <…>' (of the card's controller; the `icon_replace`
    static, rules.BonusIcon; cond(game, player): offered only then)."""
    return static("icon_replace", lambda g, src, p, le: p == g.cards[src].controller and (cond is None or cond(g, p)),
                  (icons, instead, label))


def after_i_resolve_icon(effect: Step) -> Reaction:
    """'After you resolve a bonus icon, …' (any icon, as resolved: the `icon_resolved` event)."""
    return reaction("icon_resolved", ev_mine, effect)


def play_any_house_mine(cond: Callable[[Game, int], bool]) -> Static:
    """'You may play <such> cards as if they belonged to your active house' (the card's controller's cards)."""
    return static("play_any_house", lambda g, src, cid, le: g.cards[cid].owner == g.cards[src].controller
                  and g.active == g.cards[src].controller and cond(g, cid))


def one_off_house_play_per_turn(cond: Callable[[Game, int], bool] | None = None) -> Static:
    """'You may play 1 card that does not belong to your active house each turn' (a `play_permission` that counts
    its own uses: not yet used this turn, as the turn log's "permission" entries tell — a card played under
    another permission does not use it up; the first-turn rule still limits). cond(game, src): while it holds."""
    def applies(g: Game, src: int, cid: int, le: Any) -> bool:
        me = g.cards[src].controller
        # with no active house (001:2210-2212) no card belongs to it: every card is one this lets be played
        if (g.active != me or g.in_house_to_play(cid, playing=True)
                or (cond and not cond(g, src))):
            return False
        if g.first_turn_card_played():
            return False
        return src not in g.logged("permission", me, g.turn)
    return static("play_permission", applies)


def draw_step_extra(n: int, cond: Callable[[Game, int], bool] | None = None) -> Static:
    """'You draw N additional cards during your "draw cards" step' (Game.refill; cond(game, src): while it holds)."""
    return static("draw_step_extra", lambda g, src, p, le: p == g.cards[src].controller
                  and (cond is None or cond(g, src)), n)


def purge_discarded_then(then: Step) -> Step:
    """'You may purge it (the card of a `discarded` event) from the discard pile. If you do, <then>'."""
    def can(g: Game, c: Ctx) -> bool:
        return g.cards[c["ev"]["card"]].zone == "discard"

    def fn(g: Game, c: Ctx) -> None:
        x = c["ev"]["card"]
        c["purged"] = [x] if g.cards[x].zone == "discard" and g.purge(x) else []
    return may("Purge the discarded card?", seq(Do(fn, "purge it"), if_(did("purged"), then)), can)


def ready_or_exhaust_then(target: Target | str, then: Step, key: str = "t") -> Step:
    """'Ready or exhaust <a creature>. If you do, <then>' (Überking Tablets): the creature, then which ('Ready it' /
    'Exhaust it', as Prime Authority); either may be chosen, even one that changes nothing (readying a ready
    creature), and then 'if you do' fails. ctx['did'] says whether it changed."""
    k = target if isinstance(target, str) else key

    def act(ready_it: bool) -> Step:
        def fn(g: Game, c: Ctx) -> None:
            c["did"] = False
            for x in _chosen(c, k):
                if g.cards[x].zone != BATTLELINE:
                    continue
                was = g.cards[x].exhausted
                if ready_it:
                    g.ready(x)
                else:
                    g.exhaust(x)
                c["did"] = g.cards[x].exhausted != was
        return Do(fn, "ready" if ready_it else "exhaust")
    return _with_target(target, key, Seq(Do(lambda g, c: c.__setitem__("did", False), "reset"),
                                         If(lambda g, c: bool(_chosen(c, k)),
                                            ChooseOne({"Ready it": act(True), "Exhaust it": act(False)})),
                                         If(did(), then)))


def for_turn_my_creatures_gain(*keywords: tuple[str, int]) -> Step:
    """'For the remainder of the turn, each friendly creature gains <keyword N>' (a lasting `keyword` static for the
    creatures of the player who resolved it, those that enter later included)."""
    return Seq(*[lasting(static("keyword", lambda g, src, cid, le: g.cards[cid].zone == BATTLELINE
                                and g.cards[cid].controller == le["me"], kw)) for kw in keywords])


def cards_in_play(g: Game) -> list[int]:
    """Every card in play: creatures, artifacts and the upgrades on them (both sides)."""
    out = []
    for p in g.players:
        for x in p.battleline + p.artifacts:
            out.append(x)
            out.extend(g.cards[x].upgrades)
    return out


def card_in_play(prompt: str = "Choose a card in play") -> Target:
    """'Choose a card' (in play): a creature, an artifact or an upgrade, of either side."""
    return Target(lambda g, c: [x for x in cards_in_play(g)], prompt)


def destroy_with_same_name(target: Target | str, key: str = "t") -> Step:
    """'Destroy that card and each card with the same name' (every card in play of that title, at once)."""
    k = target if isinstance(target, str) else key

    def fn(g: Game, c: Ctx) -> None:
        names = {printed_name(g, x) for x in _chosen(c, k) if g.in_play(x)}
        c["destroyed"] = g.destroy([x for x in cards_in_play(g) if printed_name(g, x) in names])
    return _with_target(not_tagged(target), key, Do(fn, "destroy same name"))


def host_as(key: str = "host") -> Step:
    """ctx[key] = [the creature this upgrade is attached to] (for "this creature …" in an upgrade's Play:)."""
    return Do(lambda g, c: c.__setitem__(key, [g.cards[c["src"]].host] if g.cards[c["src"]].zone == "upgrade"
                                          else []), "its host")


_ALL_TRAITS: list[str] = []


def _every_trait(g: Game, c: Ctx) -> list[str]:
    """Every trait printed on a card of the database (plus those of the cards in this game), sorted: a trait
    may be chosen whether or not a card in this game has it, so the choice never depends on a sparse setup."""
    if not _ALL_TRAITS:
        from aember.carddb import load_card_records
        _ALL_TRAITS.extend(sorted({t.strip().lower() for r in load_card_records() for t in (r.get("traits") or [])
                                   if t.strip()}))
    return sorted(set(_ALL_TRAITS) | {t for x in g.cards for t in (x.token or x.defn).traits})


def choose_trait(key: str = "trait", prompt: str = "Choose a trait") -> Step:
    """'Choose a trait': an option among every trait of the game's cards (see `_every_trait`), into ctx[key]."""
    return ChooseOption(key, _every_trait, prompt)


_NEIGHBORS_HOUSE: dict[str, Static] = {}


def neighbors_belong_to_house_for_turn(house: str) -> Step:
    """'For the remainder of the turn, each of <this creature>'s neighbors belong to house <house>': a lasting effect
    on cards in play applies to whichever creatures are its neighbors during the turn (001:2281-2283), as Phalanx
    Leader's "each creature to its left": a creature that becomes its neighbor later belongs to the house too, one
    that stops being its neighbor no longer does, and with the card gone from play it has no neighbors."""
    spec = _NEIGHBORS_HOUSE.get(house)
    if spec is None:
        spec = _NEIGHBORS_HOUSE[house] = static("house", lambda g, src, cid, le: cid in g.neighbors(src), house)

    def fn(g: Game, c: Ctx) -> None:
        # about this card's neighbors while it is in play: it ends as the card leaves play (Game._leave_play)
        if g.in_play(c["src"]):
            g.add_lasting(spec, c["src"], c["me"], "turn", of_src=True)
    return Do(fn, "neighbors belong to a house")


_CARDS_HOUSE: dict[str, Static] = {}


def chosen_belong_to_house_for_turn(house: str, key: str = "t") -> Step:
    """'For the remainder of the turn, they belong to house <house>' (the cards in ctx[key]: Plublio's Decree's
    exalted creatures, Orator Hissaro's neighbors): a lasting `house` static on that list of cards. It ends for a
    card as it leaves play (001:2326-2327; Game._leave_play drops it from the effect's `cards`), so a creature
    destroyed, returned to hand or played again the same turn is of its own house again."""
    spec = _CARDS_HOUSE.get(house)
    if spec is None:
        spec = _CARDS_HOUSE[house] = static("house", lambda g, src, cid, le: cid in le["cards"], house)

    def fn(g: Game, c: Ctx) -> None:
        cards = [x for x in _chosen(c, key) if g.cards[x].zone == BATTLELINE]
        if cards:
            g.add_lasting(spec, c.get("src", -1), c["me"], "turn", cards=cards)
    return Do(fn, "they belong to a house")


def stunned_creatures(g: Game) -> int:
    """How many creatures in play are stunned (both sides)."""
    return sum(1 for x in g.creatures() if g.cards[x].stun)


def purge_self_then(then: Step) -> Step:
    """'Purge <this card>. If you do, <then>'."""
    def fn(g: Game, c: Ctx) -> None:
        c["purged_self"] = g.in_play(c["src"]) and g.purge(c["src"])
    return Seq(Do(fn, "purge self"), If(did("purged_self"), then))


def put_into_owners_archives(target: Target | str, key: str = "t") -> Step:
    """'Put <a card in play> into its owner's archives' (a ward stops a creature leaving play)."""
    k = target if isinstance(target, str) else key
    return _with_target(target, key, Do(lambda g, c: [g.archive(x, put=True) for x in _chosen(c, k)],
                                        "to its owner's archives"))


def friendly_cards_in_play(prompt: str = "Choose a friendly card") -> Target:
    """'A friendly card' in play: a creature, an artifact or an upgrade the player controls."""
    return Target(lambda g, c: [x for x in cards_in_play(g) if g.cards[x].controller == c["me"]], prompt)


def houses_of_my_creatures(g: Game, c: Ctx) -> int:
    """How many different houses the ability's player's creatures belong to (Game.belongs_to: house icons and
    'also belongs to' effects count too)."""
    return houses_among(g.players[c["me"]].battleline, g)


def for_turn_my_creatures_belong_to(house: str) -> Step:
    """'For the remainder of the turn, each friendly creature belongs to house <house>' (the creatures of the player
    who resolved it, those that come later included: a lasting `house` static)."""
    return lasting(static("house", lambda g, src, cid, le: g.cards[cid].zone == BATTLELINE
                          and g.cards[cid].controller == le["me"], house))


def exalt_each_of_side(side: str, where: Callable[[Game, int, Ctx], bool] | None = None) -> Step:
    """'Exalt each <enemy/friendly> <such> creature' (sides as seen by the ability's player)."""
    return Do(lambda g, c: [g.exalt(x) for x in _side(g, c, side) if where is None or where(g, x, c)], "exalt each")


def archive_each_friendly_from_play(cond: Callable[[Game, int], bool]) -> Step:
    """'Put each friendly <such> creature into its owner's archives' (Long Way Home, latest wording: a creature
    the other player owns goes to their archives; a ward stops a creature leaving play). "Put", not archived
    (001:1605-1609): the cards lie facedown whatever their own text says (The Archivist)."""
    def fn(g: Game, c: Ctx) -> None:
        for x in [x for x in g.players[c["me"]].battleline if cond(g, x)]:
            g.archive(x, put=True)
    return Do(fn, "archive from play")


def chosen_gains_reaction_for_turn(key: str, event: str, effect: Step) -> Step:
    """'For the remainder of the turn, <the creature in ctx[key]> gains "After Fight/After Reap: <effect>"' (event
    'fought' or 'reaped'; for the player who resolved it: a lasting reaction aimed at that creature)."""
    def whose(g: Game, src: int, ev: dict, le: Any) -> bool:
        return ev["card"] == le.get("target")

    def cond(g: Game, src: int, ev: dict, le: Any) -> bool:
        return whose(g, src, ev, le) and (event != "fought" or (ev["fought"] and ev["survived"]))
    target = lambda g, c: (c.get(key) or [-1])[0]       # noqa: E731
    # granted: the creature has it as its own ability for the turn, so Replicator can resolve a gained After Reap
    # (Spectral Tunneler's "Reap: Draw a card"), as it does Song of the Wild's
    return Seq(lasting_with(Reaction(event, cond, effect, granted=True), target=target),
               lasting_with(fight_reap_twin(event, whose, effect), target=target))


def most_powerful_or_tied(g: Game, cid: int) -> bool:
    """The creature is the most powerful creature in play (a tie counts: no other creature has more power)."""
    return g.cards[cid].zone == BATTLELINE and all(g.power(x) <= g.power(cid) for x in g.creatures())


def controller_of_most_powerful(effect: Callable[[Game, int], None], what: str) -> Step:
    """'The player who controls the most powerful creature <does something>' (Forum of Giants, Raider of the Peaks):
    the player of the most powerful creatures when they are all one player's; tied across the two battlelines, the
    active player chooses one of the tied creatures (the rule for "most powerful": `most_powerful`) and its
    controller does it; with no creature in play, nobody."""
    def one_side(g: Game, c: Ctx) -> bool:
        top = [x for x in g.creatures() if most_powerful_or_tied(g, x)]
        if len({g.cards[x].controller for x in top}) > 1:
            return False
        c["mp"] = top[:1]
        return True

    def act(g: Game, c: Ctx) -> None:
        for x in c.get("mp") or []:
            effect(g, g.cards[x].controller)
    return Seq(If(one_side, Seq(), most_powerful("mp")), Do(act, what))


def stop_forge_and_purge_self() -> Step:
    """The Step of a `would_forge` static: 'purge <this card> and do not forge that key (no Æ is spent)' (Curse of
    Forgery; ctx['guard'] is the card)."""
    def fn(g: Game, c: Ctx) -> None:
        c["stop"] = True
        if g.in_play(c["guard"]):
            g.purge(c["guard"])
    return Do(fn, "the key is not forged")


def friendly_creatures_of(house: str) -> Callable[[Game, int, int, Any], bool]:
    """`applies` of a constant ability: each creature in play of the card's controller that belongs to `house`
    ("your Geistoid creatures have versatile", Holographic Banshee, Kaspara, Cheval de Frise)."""
    def applies(g: Game, src: int, cid: int, le: Any) -> bool:
        x = g.cards[cid]
        return x.zone == BATTLELINE and x.controller == g.cards[src].controller and g.belongs_to(cid, house)
    return applies


# --- blocks added on branch a-mm ---


def damage_source(c: Ctx) -> int:
    """The card that deals an ability's damage: the ability's card, or the creature that gained the ability
    ("… gains 'Reap: deal …'": ctx['damage_source'], set by granted_use_ability), per the rulebook FAQ
    "Damage, Source of" (Ardent Hero)."""
    return c.get("damage_source", c.get("src", -1))


# --- blocks added on branch a-dt ---


def shares_a_house(g: Game, a: int, b: int) -> bool:
    """Whether two cards share a house: some house both belong to now (Game.belongs_to: own house, house bonus
    icons, 'in addition to its other houses' effects such as Diplomat Agung)."""
    return bool(houses_belonged_to(g, a) & houses_belonged_to(g, b))


def houses_belonged_to(g: Game, cid: int) -> set[str]:
    """Every house a card belongs to now (Game.belongs_to): 'each house represented among …'."""
    return {h for h in g.houses_of(cid) if h in HOUSES}


# --- blocks added on branch r-b ---

def not_tagged(target: Any) -> Any:
    """A choice that feeds a destroy or a sacrifice: a card already tagged for destruction cannot be chosen to be
    destroyed or sacrificed, and an attempt on it would fail (001:1904-1908). Wraps a Target or a bare candidates
    function (g, ctx) -> ids, as `Choose` takes; a key (str) is returned as it is. A tagged card is still in play
    while the outer destruction resolves (a card played by Jargogle's Destroyed:, a Destroyed: ability), so only
    choices whose card is then destroyed or sacrificed leave it out: a choice for damage, healing or moving Æmber may
    still pick it (Duma the Martyr heals a tagged Commander Remiel, 001:1926-1933)."""
    if isinstance(target, str):
        return target
    if isinstance(target, Target):
        return target.where(lambda g, x, c: not g.cards[x].tagged)
    base = target
    return lambda g, c: [x for x in base(g, c) if not g.cards[x].tagged]


# --- blocks added on branch box39 ---

def damage_each_killed(side: str, amount: Amount, key: str = "killed") -> Step:
    """'Deal <amount> to each creature (of a side). ... for each creature destroyed this way': ctx[key] lists the
    creatures this damage itself destroyed (not those a Destroyed: ability of one of them destroys afterwards,
    nor those whose destruction was replaced)."""
    def fn(g: Game, c: Ctx) -> None:
        n = _n(g, c, amount)
        _deal_noting_killed(g, c, [(x, n) for x in _side(g, c, side)], key)
    return Seq(Do(fn, "damage each"), settle_destroyed(key))


# --- blocks added on branch box35 ---

def printed_name(g: Game, cid: int) -> str:
    """The card's printed name: an Evil Twin's is its namesake's (aember's ' (Evil Twin)' suffix only tells the
    two cards apart), so "the same name" (R-Evolution, Genetic Blast, Ruination) matches them both."""
    from aember.carddb import split_evil_twin
    return split_evil_twin(g.cname(cid))[0]


def same_name(g: Game, a: int, b: int) -> bool:
    """Do these two cards have the same printed name?"""
    return printed_name(g, a) == printed_name(g, b)


def deal_damage_at_once(*parts: tuple[str, Amount]) -> Step:
    """'Deal 1D to a friendly creature and 1D to an enemy creature', 'deal 2D …, then an additional 3D to the same
    creature': every part (ctx key of creatures already chosen, amount) is dealt in one dealing, since all damage
    dealt by an ability is dealt simultaneously wherever it appears in its text (001:1076-1077). ctx['killed']:
    the creatures it destroyed."""
    def fn(g: Game, c: Ctx) -> None:
        hits = [(x, _n(g, c, amount)) for key, amount in parts for x in _chosen(c, key)
                if g.cards[x].zone == BATTLELINE]
        _deal_noting_killed(g, c, hits, "killed")
    return Seq(Do(fn, "damage"), settle_destroyed("killed"))


def discard_piles_to_pick(g: Game, c: Ctx) -> list[int]:
    """'Pick a discard pile' / 'from one discard pile' (Creeping Oblivion, Infurnace, Omega TT): either player's,
    an empty one too; no decision when both are empty (every pick does the same nothing)."""
    me = c["me"]
    if not g.players[me].discard and not g.players[1 - me].discard:
        return []
    return [me, 1 - me]


# --- blocks added on branch tokenface ---


def is_type_now(g: Game, cid: int, kind: str) -> bool:
    """The card is of this type as it is now. In play, its row says: a card in a battleline is a creature (a token
    creature whatever card lies facedown under it, rulebook TOKEN CREATURES; an artifact that became a creature),
    one in the artifacts a creature "considered an artifact" (mineralized, De-Animator) too. Anywhere else a card
    is its own card."""
    return _type_now(g, cid) == kind


def _type_now(g: Game, cid: int) -> str:
    zone = g.cards[cid].zone
    if zone == BATTLELINE:
        return "creature"
    if zone == ARTIFACTS:
        return "artifact"
    t = g.face(cid).type
    return "creature" if t == "token creature" else t    # the token reference card's printed type


def damage_from_creature(g: Game, source: int) -> bool:
    """The source of some damage is a creature: a card in a battleline (a token creature too). "Cannot be dealt
    damage by <kind of> creatures" / "damage from a creature that …" (Ardent Hero, Censor Philo, Eldritch Synan)
    names no out-of-play area, so it looks only at creatures in play (001:1534-1537): a creature card dealing
    damage from a discard pile (Ornar Skullface's Scrap) is not one."""
    return source >= 0 and g.cards[source].zone == BATTLELINE


def used_as(g: Game, ev: dict, kind: str) -> bool:
    """The card of a 'used' event was used as a <kind> ('creature' or 'artifact'), even if it has left play since:
    a token creature made from an artifact or action card was used as a creature, a mineralized creature that
    destroyed itself as an artifact (the row it was used from)."""
    row = ev.get("row")
    if row == BATTLELINE:
        return kind == "creature"
    if row == ARTIFACTS:
        return kind == "artifact"
    return _type_now(g, ev["card"]) == kind


def fought_as_house(g: Game, ev: dict, house: str) -> bool:
    """The creature of a 'fought' event belonged to <house> ("one of your Brobnar creatures has fought"): now if it
    is still in play, else as it was in the fight (a token creature that died is its facedown card again)."""
    cid = ev["card"]
    if g.cards[cid].zone == BATTLELINE:
        return g.belongs_to(cid, house)
    return house in ev.get("houses", ())


def played_with_trait(g: Game, ev: dict, trait: str) -> bool:
    """The card of a 'played' event has <trait> ("each time you play a Mutant creature"): now if it is in play, else
    as the creature entered play (its bonus icons destroyed it: 001:1717-1725, 001:2340-2342)."""
    cid = ev["card"]
    if g.in_play(cid) or "traits" not in ev:
        return trait in g.traits(cid)
    return trait in ev["traits"]


def played_as_house(g: Game, ev: dict, house: str) -> bool:
    """The card of a 'played' event belongs to <house> ("each time you play a Brobnar creature"): now if it is in
    play, else as the creature entered play (its bonus icons destroyed it)."""
    cid = ev["card"]
    if g.in_play(cid) or "houses" not in ev:
        return g.belongs_to(cid, house)
    return house in ev["houses"]


def used_with_trait(g: Game, ev: dict, trait: str) -> bool:
    """The creature of a 'used' event had <trait>: now if it is still in play, else as the use began (a token
    creature that died fighting is its facedown card again)."""
    cid = ev["card"]
    if g.cards[cid].zone == BATTLELINE:
        return trait in g.traits(cid)
    return trait in ev.get("traits", ())


# --- blocks added on branch long9 ---

def search_different_names(cond: Callable[[Game, int], bool], zones: tuple[str, ...] = ("deck", "discard"),
                           count: int = 99, key: str = "found",
                           prompt: str = "Search: choose cards with different names") -> Step:
    """'Search your deck and discard pile for up to N <kind> cards with different names' (Hallafest): like
    `search`, one list decision that may be empty, but an answer holding two cards of one title is refused."""
    def cands(g: Game, c: Ctx) -> list[int]:
        pl = g.players[c["me"]]
        return [x for z in zones for x in pl.zone_list(z) if cond(g, x)]
    return ChooseOfDifferentHouses(key, cands, count, prompt, group_of=lambda g, x: (g.cards[x].defn.title,))


# --- blocks added on branch third5 ---

def keys_cost_more_on_opponents_next_turn(amount: Any) -> Step:
    """'Keys cost +N during your opponent's next turn' (printed without "your opponent's keys", unlike
    `keys_cost_more_next_turn`): every key forged during that turn costs more, one its controller forges there
    (Keyfrog destroyed) included. N: a number, or fn(game, src, player, le)."""
    return lasting(static("key_cost", lambda g, src, p, le: g.turn > le["turn"], amount), until="next_turn")


# --- blocks added on branch fourth28 ---

class EachCapturesFromOwnSide(Step):
    """'Each creature <a player> controls captures 1Æ from its own side' (The First Scroll): `whose(game, ctx)`
    names the player. When that player's pool cannot cover every creature, the active player chooses which of
    them capture (one list decision), as `each_captures` does for captures from the opponent."""

    def __init__(self, whose: Callable[[Game, Ctx], int], where: Callable[[Game, int, Ctx], bool] | None = None):
        super().__init__()
        self.whose = whose
        self.where = where      # only such creatures capture (Mars Needs Æmber: damaged non-Mars ones)

    def run(self, game: Game, frame: Any) -> bool:
        p = self.whose(game, frame.ctx)
        takers = short_pool_takers(game, frame, [x for x in game.players[p].battleline
                                                 if self.where is None or self.where(game, x, frame.ctx)],
                                   p)
        if takers is None:
            return False
        for x in takers:
            game.capture(x, 1, p)
        return True


# --- blocks added on branch audit-gigantic ---

def destroyed_cards(g: Game, ev: Any, zone: str = "discard") -> list[int]:
    """The cards of the creature a `destroyed` event names that are now in `zone`: the creature and, for a
    gigantic one, its other half, a separate card again once it has left play (the event's 'halves'; 001
    GIGANTIC: both halves go to the same zone). "Return that creature to hand", "purge that creature" act on
    both (Nizak, The Forgotten; Stealer of Souls)."""
    return [x for x in [ev["card"]] + list(ev.get("halves") or []) if g.cards[x].zone == zone]


def lone_half_fails(g: Game, x: int) -> bool:
    """An effect putting into play (or playing) the one card `x`: True, and nothing happens, when it is one half of a
    gigantic creature (001 GIGANTIC: an effect that chooses one half fails; the card stays where it is). Gebuk's
    discarded card, Swap Widget's creature from hand."""
    if not g.cards[x].defn.gigantic:
        return False
    g.say(f"{g.cname(x)} is one half of a gigantic creature: it cannot be put into play alone")
    return True


# --- blocks added on branch audit-setup ---

# Counters whose meaning outlives the card that placed them ("as long as it has a paint counter, …"): the
# lasting effect each one starts, so a card set up with such a counter (a scenario's setup) carries it too.
COUNTER_LASTING: dict[str, tuple[Static, dict[str, Any]]] = {}


def counter_lasting(counter: str, spec: Static, **extra: Any) -> Static:
    """Register `spec` (with the lasting's `extra` keys) as the lasting effect a `counter` on a card in play
    carries (see COUNTER_LASTING)."""
    COUNTER_LASTING[counter] = (spec, extra)
    return spec


def carry_counter_lastings(g: Any) -> None:
    """Give each card in play holding a registered counter its lasting effect, unless it already has it."""
    for c in g.cards:
        if c.zone not in IN_PLAY or not c.counters:
            continue
        for name, n in c.counters.items():
            spec, extra = COUNTER_LASTING.get(name, (None, {}))
            if n > 0 and spec is not None and not any(
                    le["spec"] == spec.sid and le.get("target") == c.cid for le in g.lasting):
                g.add_lasting(spec, c.cid, c.controller, "leaves_play", target=c.cid, **dict(extra))


def carry_animated_hosts(g: Any) -> None:
    """An artifact set up in a battleline under an upgrade whose Play: animates its host (Animating Force) is
    the creature that Play: made: give it the power and keywords it would have (`AnimateHost`; its own house)."""
    for c in g.cards:
        if c.zone != BATTLELINE or c.defn.type == "creature" or any(
                le.get("animated") and le.get("target") == c.cid for le in g.lasting):
            continue
        for u in c.upgrades or []:
            step = g.cards[u].defn.play
            if isinstance(step, AnimateHost):
                me = g.cards[u].controller
                g.add_lasting(ANIMATED_POWER, u, me, "leaves_play", target=c.cid, power=step.power, animated=True)
                if step.keywords:
                    g.add_lasting(_HOST_KEYWORDS, u, me, "leaves_play", target=c.cid, kw=dict(step.keywords))
                break


# --- blocks added on branch lmshape-0 ---


class ReturnPurgedCreatures(Step):
    """'Every card it purged returns to play' (Spangler Box; General Sherman with `exhausted`): the leaves-play
    trigger of a lasting effect whose `le['purged']` lists the creatures. Each one still purged enters play under
    its owner's control - a treachery creature under its owner's opponent's (the Scowly Caper FAQ,
    001:3454-3460) - on the flank of the battleline it enters that the active player picks (default right, no
    question while that battleline is empty: FORMAT Decisions); a gigantic one whole, with its other half noted
    in `le['halves']`, or not at all (001 GIGANTIC)."""

    def __init__(self, exhausted: bool = False):
        super().__init__()
        self.exhausted = exhausted

    def run(self, game: Game, frame: Any) -> bool:
        le = frame.ctx.get("le") or {}
        halves = {x: h for x, h in le.get("halves", [])}
        done: list[int] = frame.data if frame.data is not None else []
        frame.data = done
        for x in le.get("purged", []):
            if x in done:
                continue
            cd = game.cards[x]
            half = halves.get(x)
            if cd.zone != "purged" or cd.defn.type != "creature" or (
                    cd.defn.gigantic and (half is None or game.cards[half].zone != "purged")):
                done.append(x)
                continue
            if not game.copy_as_entering(frame, x):     # Mimic Gel
                return False
            where = game.ask_flank(frame, game.entry_line(x, cd.owner), f"Choose a flank for {game.cname(x)}")
            if where is None:
                return False
            done.append(x)
            game.say(f"{game.cname(x)} returns to play")
            game.put_into_play(x, cd.owner, where, announce=False)
            frame.ctx.setdefault("_entering", []).append(x)
            if half is not None:
                game.join_half(half, x)
            if self.exhausted:
                game.cards[x].exhausted = True
        # one event, as Æmberlution's: each returning creature's "after ... enters play" sees the others
        for x in frame.ctx.pop("_entering", []):
            game.announce_entered(x)     # it entered play, even if already gone (0 power)
        return True

    def holds_state_check(self, frame: Any) -> bool:
        # "return to play all cards purged by it" is one instruction, as Æmberlution's: a flank (or copy) decision
        # after some have returned must not let the state check see the board halfway
        return bool(frame.data)


# --- blocks added on branch rshape-2 ---


def extreme_to_destroy(key: str, target: Target, least: bool = False) -> Step:
    """'Destroy the most (least) powerful …' from a Destroyed: ability: a tied creature already tagged for
    destruction cannot be picked while an untagged one ties with it (001:1904-1906); if only tagged ones are
    the most (least) powerful, the destroy fails on them."""
    return ChooseExtreme(key, target, 1, least, avoid=lambda g, x: g.cards[x].tagged)

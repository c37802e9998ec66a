"""Random play with the engine's invariants checked after every step (the soak)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from aember.decks.model import Deck
from aember.engine.game import Game, chain_penalty
from aember.engine.prophecy import PROPHECY
from aember.engine.rules import _spec
from aember.engine.serialize import dumps, loads, state_signature
from aember.engine.setup import new_game
from aember.engine.state import BATTLELINE, HALF, IN_PLAY, LIMBO, UPGRADE, Rng
from aember.engine.steps import Reaction


class InvariantError(AssertionError):
    pass


# The Æmber, tokens and status a card carries only while in play: "When a card that is in play leaves play …, all
# non-Æmber tokens and status cards on the card are removed, all upgrades on the card are discarded" and the Æmber on
# it goes to a pool (001:2322-2337).
_PLAY_STATE = ("damage", "amber", "stun", "enrage", "ward", "power_counters", "armor_used", "counters", "upgrades",
               "tagged", "token", "exhausted")
_NOT_HOSTED = frozenset(("hand", "deck", "discard", "archives", "purged"))


def _out_of_play_clean(g: Game, c, between: bool = True) -> None:
    """A card out of play carries nothing of its time in play (001:2325-2333): no damage, Æmber, stun, enrage,
    ward, power counters, used armor, named counters, upgrades, tag or token face; ready; no host in a
    zone where cards lie loose. A card being played may have taken the face it is played as (Mimicry as a copy
    of an action card in limbo; Mimic Gel, still in hand while its copy's flank is asked): between abilities
    only is a face a leftover."""
    if (c.damage or c._amber or c.stun or c.enrage or c.ward or c.power_counters or c.armor_used or c.counters
            or c.upgrades or c.tagged or c.exhausted or (c.token is not None and between and c.zone != LIMBO)):
        held = [f"{a}={getattr(c, a)!r}" for a in _PLAY_STATE if getattr(c, a)]
        raise InvariantError(f"{c.title} in {c.zone} still carries {', '.join(held)} from its time in play")
    if c.host != -1 and c.zone in _NOT_HOSTED:
        raise InvariantError(f"{c.title} in {c.zone} still names a host ({g.cname(c.host)})")


_USES = frozenset(("reap", "fight", "action", "omni", "unstun"))


def _check_main_moves(g: Game, opts: list) -> None:
    """A step-3 move offered is one the rules allow (001:513-527): a card played or discarded is in the active
    player's hand, a card used is theirs in play and ready (001:1088-1093), a stunned creature's only use is
    removing the stun and an unstunned one has none to remove (001:2727-2729), a fight has an enemy creature to
    fight, no title is played or used a seventh time in the turn (Rule of Six, 001:1095-1101), a card that
    "cannot be used" is not. Ending the turn is always possible."""
    if not opts or opts[-1] != ("end_turn",):
        raise InvariantError("step 3 does not offer to end the turn")
    pl = g.players[g.active]
    for o in opts:
        kind = o[0]
        if kind == "play" or kind == "discard":
            if o[1] not in pl.hand or g.omega:
                raise InvariantError(f"step 3 offers {o} for a card not in {pl.name}'s hand (or after omega)")
            if kind == "play" and not g.may_use_title(o[1]):
                raise InvariantError(f"step 3 offers to play {g.cname(o[1])} a seventh time (Rule of Six)")
        elif kind in _USES:
            cid = o[1]
            c = g.cards[cid]
            if c.controller != g.active or not (cid in pl.battleline or (kind in ("action", "omni")
                                                                          and cid in pl.artifacts)):
                raise InvariantError(f"step 3 offers {o}: {g.cname(cid)} is not {pl.name}'s in play")
            if c.exhausted or not g.may_use_title(cid) or g.omega:
                raise InvariantError(f"step 3 offers {o}: {g.cname(cid)} is exhausted or used six times")
            if (kind == "unstun") != (c.stun and c.zone == BATTLELINE):
                raise InvariantError(f"step 3 offers {o}: {g.cname(cid)} stunned: {c.stun}")
            if kind == "fight" and not g.players[1 - g.active].battleline:
                raise InvariantError(f"step 3 offers {g.cname(cid)} a fight with no enemy creature")
            if g.statics_of("cannot_use") and g.has_static("cannot_use", cid):
                raise InvariantError(f"step 3 offers {o}: {g.cname(cid)} cannot be used")
        elif kind == "from_discard":
            if o[1] not in pl.discard:
                raise InvariantError(f"step 3 offers {o} for a card not in {pl.name}'s discard pile")


def _check_lasting(g: Game, d, seen_in: dict | None) -> None:
    """Lasting effects last "for the duration specified by the effect" (001:2272-2277), and those applied to a
    card expire as it leaves play (001:2326-2327): one on a card (`target`) holds only while it is in play. At the
    active player's step 2 (choose a house) none "for the remainder of the turn" made on an earlier turn is
    left (`seen_in`: each effect's first turn seen, kept by the caller), none of the active player's "until the
    start of your next turn", none "during the opponent's next turn" whose turn is over (Game.add_lasting
    'next_turn': over at the end of turn le['turn'] + 1)."""
    house_step = d is not None and d.kind == "house" and d.player == g.active and g.step == "house"
    if seen_in is not None:
        for le in g.lasting:
            if id(le) not in seen_in:
                seen_in[id(le)] = (le, g.turn)       # the effect itself is kept: its id is not reused
    # between abilities only: an ability may set up an effect for a card it is about to put into play ("Play a
    # Saurian creature. That creature enters play stunned": Imperial Road), a decision of that play still pending
    between = d is None or d.kind in ("main", "house")
    for le in g.lasting:
        t = le.get("target")
        if between and t is not None and type(t) is int and 0 <= t < len(g.cards):
            z = g.cards[t].zone
            if z not in IN_PLAY and z != LIMBO:
                raise InvariantError(f"a lasting effect ({le['spec']}) still applies to {g.cards[t].title} in {z}")
        if between and "max" not in le and le.get("cards"):
            # an effect on a list of cards in play ends for each one as it leaves play (Game._leave_play)
            for x in le["cards"]:
                if type(x) is int and 0 <= x < len(g.cards) and g.cards[x].zone not in IN_PLAY:
                    raise InvariantError(f"a lasting effect ({le['spec']}) on a list still covers {g.cards[x].title}"
                                         f" in {g.cards[x].zone}")
        if house_step:
            u = le["until"]
            if ((u == "turn" and seen_in is not None and seen_in[id(le)][1] < g.turn)
                    or (u == "my_next_turn" and le["me"] == g.active)
                    or (u == "next_turn" and le["turn"] + 1 < g.turn)):
                raise InvariantError(f"a lasting effect ({le['spec']}, until {u}) is still in force at "
                                     f"{g.pname(g.active)}'s step 2 of turn {g.turn}")


def check_invariants(g: Game, seen_in: dict | None = None) -> None:
    """Every card in exactly one place; Æmber never negative; keys 0..3; chains 0..24; only the active player
    decides (but for mulligans, and choices among cards only the decider may see: their own hand); a decision
    always has an answer; a card out of play carries nothing of its time in play; lasting effects end when
    they should; each upgrade's host is in play and lists it; a token creature is in play or nowhere."""
    d = g.decision
    if d is not None and not g.over:
        opts = d.options
        if not opts and not (d.multi and d.min_count == 0):
            raise InvariantError(f"{g.pname(d.player)} is asked '{d.prompt}' with no answer to give")
        if d.multi and not 0 <= d.min_count <= min(d.max_count, len(opts)):
            raise InvariantError(f"'{d.prompt}' asks for {d.min_count}..{d.max_count} of {len(opts)} choices")
        if d.kind == "main":
            _check_main_moves(g, opts)
    if g.lasting:
        _check_lasting(g, d, seen_in)
    if (d is not None and d.player != g.active and d.kind != "mulligan"
            and not (d.options and all(isinstance(o, int) and o in g.players[d.player].hand for o in d.options))):
        raise InvariantError(f"{g.pname(d.player)} is asked '{d.prompt}' on {g.pname(g.active)}'s turn")
    seen: dict[int, str] = {}
    # lethal damage is looked for between abilities: while one is being resolved (a decision inside it is
    # pending) its state may be halfway (Equalize has taken the Æmber a creature's power counts)
    between = d is None or d.kind in ("main", "house", "mulligan")
    for cid in () if g.over or not between else g.creatures():     # a game won mid-step ends before its check
        c = g.cards[cid]
        if not c.tagged and c.damage > 0 and c.damage >= g.power(cid) and not g.has_keyword(cid, "invulnerable"):
            raise InvariantError(f"{g.cname(cid)} has {c.damage} damage and {g.power(cid)} power but is in play")
    for p in g.players:
        if p.amber < 0:
            raise InvariantError(f"{p.name} has {p.amber}Æ")
        if not 0 <= len(p.keys) <= g.keys_to_win(p.index):
            raise InvariantError(f"{p.name} has {len(p.keys)} keys")
        if p.chains < 0:    # the tracker sheds one at a time, only while above 0 (001:1119-1126)
            raise InvariantError(f"{p.name} has {p.chains} chains")
        for z in ("hand", "deck", "discard", "archives", "purged", "battleline", "artifacts"):
            for cid in p.zone_list(z):
                if cid in seen:
                    raise InvariantError(f"card {g.cname(cid)} is in {seen[cid]} and {p.name}.{z}")
                seen[cid] = f"{p.name}.{z}"
                c = g.cards[cid]
                if c.zone != z:
                    raise InvariantError(f"card {g.cname(cid)} in {p.name}.{z} says it is in {c.zone}")
                if z in IN_PLAY and c.controller != p.index:
                    raise InvariantError(f"card {g.cname(cid)} in {p.name}.{z} is controlled by the other player")
                if z not in IN_PLAY and z != "archives" and c.owner != p.index:   # archives may hold the other's cards
                    raise InvariantError(f"card {g.cname(cid)} in {p.name}.{z} belongs to the other player")
        for cid in p.battleline + p.artifacts:        # upgrades may be on artifacts (Animating Force)
            for u in g.cards[cid].upgrades:
                if u in seen:
                    raise InvariantError(f"upgrade {g.cname(u)} is in two places")
                seen[u] = f"upgrade on {g.cname(cid)}"
                if g.cards[u].zone != UPGRADE or g.cards[u].host != cid:
                    raise InvariantError(f"upgrade {g.cname(u)} does not know its host")
    fates = {e["fate"] for p in g.players for e in p.prophecies if e["fate"] is not None}
    for cid in fates:
        if g.cards[cid].zone != PROPHECY:
            raise InvariantError(f"the fate card {g.cname(cid)} under a prophecy says it is in {g.cards[cid].zone}")
    archons = {p.archon for p in g.players if p.archon is not None}
    for c in g.cards:
        z = c.zone
        if z == PROPHECY and c.cid in fates:
            continue
        if z == "archon" or c.cid in archons:      # an archon power: beside its player, never moved
            if not (z == "archon" and c.cid in archons and g.players[c.owner].archon == c.cid):
                raise InvariantError(f"the archon power {c.title} is in {z}")
            continue
        if (c.cid not in seen and z != LIMBO and not (z in ("under", "grafted") and g.in_play(c.host))
                and not (z == HALF and g.cards[c.host].zone == "battleline")):
            raise InvariantError(f"card {c.title} is nowhere (zone {z})")
        if c._amber < 0 or c.damage < 0:
            raise InvariantError(f"card {c.title} has negative Æmber or damage")
        if z in IN_PLAY:
            if z == UPGRADE and (c.cid not in seen or c.host < 0 or g.cards[c.host].zone not in IN_PLAY
                                 or c.cid not in g.cards[c.host].upgrades):
                raise InvariantError(f"upgrade {c.title} is on {c.host}, not in play or not listing it")
            if z != UPGRADE and c.host != -1:
                raise InvariantError(f"{c.title} in {z} names a host ({c.host!r}): only an upgrade is on a card")
            if z != BATTLELINE and between and (c.damage or c.stun or c.enrage or c.ward or c.power_counters):
                # damage, stun, enrage, ward and +1 power counters are put on creatures (001:1813-1816, 2502-2507,
                # 2721-2729, 2793-2797); a card that stops being one loses them (Game.lasting_ended)
                raise InvariantError(f"{c.title} in {z} carries damage {c.damage}, stun {c.stun}, enrage {c.enrage}, "
                                     f"ward {c.ward} or {c.power_counters} power counters")
        elif z != HALF and (c.damage or c._amber or c.stun or c.enrage or c.ward or c.power_counters or c.armor_used
                            or c.counters or c.upgrades or c.tagged or c.exhausted or c.token is not None
                            or c.host != -1):
            _out_of_play_clean(g, c, between)        # (asked only when something is there: most cards carry nothing)


@dataclass
class SoakResult:
    games: int = 0
    capped: int = 0
    decisions: int = 0
    errors: list[str] = field(default_factory=list)
    wins: list[int] = field(default_factory=lambda: [0, 0])
    # how many games saw each later-set mechanic in play: "token", "gigantic", "tide" (raised)
    mechanics: dict[str, int] = field(default_factory=lambda: {"token": 0, "gigantic": 0, "tide": 0})


def mechanics_in_play(g: Game) -> set[str]:
    """The later-set mechanics visible in this position: a token creature or a gigantic creature in
    play, a tide that has been raised."""
    seen = set()
    for c in g.cards:
        if c.zone == HALF:
            seen.add("gigantic")
        elif c.is_token_creature and c.zone == "battleline":
            seen.add("token")
    if g.tide:
        seen.add("tide")
    return seen


# the events from the end of step 3 to the next turn's house choice that abilities may react to (rules.TurnStep)
_TURN_END_EVENTS = ("readied", "ready_step_end", "draw_step_start", "drew", "discard_shuffled", "turn_end",
                    "turn_start")
_HOLD_EXHAUSTED = ("skip_ready_step", "no_ready_step", "cannot_ready", "ready_step_damage")


def _turn_end_facts(g: Game) -> tuple | None:
    """What the end of this turn must lead to, as the active player ends step 3: the turn, the player, their
    hand size and chains (step 5 draws up to it, fewer with chains: 001:532-535, 1768-1781), and the cards
    in play that step 4 must ready (001:529-530) - all but those an effect in force keeps exhausted. None when
    an ability may act between step 3 and the next turn's first decision (Curse of Confusion: "At the end of
    your turn, exhaust each friendly creature of the active house"): then nothing is checked."""
    p = g.active
    pl = g.players[p]
    g.statics()
    if any(g._reacts.get(k) for k in _TURN_END_EVENTS) or any(
            isinstance(_spec(le["spec"]), Reaction) for le in g.lasting):
        return None
    held = any(g.statics_of(k) for k in _HOLD_EXHAUSTED)
    must_ready = [cid for cid in pl.battleline + pl.artifacts
                  if not g.has_keyword(cid, "entrench")       # may stay exhausted (LATER-MECHANICS §4)
                  and not (held and any(g.has_static(k, cid) or g.has_static(k, p) for k in _HOLD_EXHAUSTED))]
    size = g.refill_target(p)
    if g.statics_of("skip_draw_step") and g.has_static("skip_draw_step", p):
        size = 0        # "skip your draw cards step" (The Constant)
    return g.turn, p, size, pl.chains, must_ready, len(g.log)


# What the rules alone log from the end of step 3 to the next turn's first decision. Any other line is some
# card's doing (end-of-turn or start-of-turn effects, 001:1975-1976): then the end-of-turn check is skipped.
_RULES_ONLY = re.compile(r" ends their turn$| draws | sheds a chain | shuffles their discard pile into their deck$"
                         r"|: Check!$|^— Turn \d+: ")


def _check_turn_ended(g: Game, facts: tuple) -> None:
    """After a turn ends the player who ended it holds a full hand (less the chain penalty) unless their deck
    ran out (and the discard pile with it), and the cards step 4 readied are ready. Checked at the next
    decision, when nothing but the rules acted in between (their log says so)."""
    turn, p, size, chains, must_ready, logged = facts
    if any(not _RULES_ONLY.search(t) for _, t in g.log[logged:]):
        return
    pl = g.players[p]
    want = size - chain_penalty(chains)
    if len(pl.hand) < want and pl.deck:
        raise InvariantError(f"{pl.name} ended turn {turn} with {len(pl.hand)} cards in hand (want {want}) "
                             f"and {len(pl.deck)} in their deck")
    for cid in must_ready:
        c = g.cards[cid]
        if c.exhausted and c.zone in IN_PLAY and c.controller == p:
            raise InvariantError(f"{g.cname(cid)} is still exhausted after {pl.name}'s turn {turn} ended")


def soak_game(deck_a: Deck, deck_b: Deck, seed: int, turn_cap: int = 200, deep: bool = True,
              seen: set[str] | None = None) -> Game:
    """Play one random game, checking every invariant after every step. Raises on a violation.
    `seen` collects the later-set mechanics the game exercised (`mechanics_in_play`)."""
    g = new_game(deck_a, deck_b, seed=seed, turn_cap=turn_cap)
    chooser = Rng(seed * 7919 + 1)
    lasting_seen: dict = {}
    while not g.over:
        check_invariants(g, lasting_seen)
        if seen is not None:
            seen |= mechanics_in_play(g)
        answers = g.decision.answers()
        answer = answers[chooser.below(len(answers))]
        ending = _turn_end_facts(g) if answer == ("end_turn",) and g.decision.kind == "main" else None
        if deep:
            before = state_signature(g)
            twin = g.clone()
            if state_signature(twin) != before:
                raise InvariantError("a clone differs from its original")
            # through the save's text, as a saved game is (JSON keys are text, tuples lists)
            loaded = loads(dumps(g))
            if state_signature(loaded) != before:
                raise InvariantError("save then load does not reproduce the state")
            g.apply(answer)
            if state_signature(twin) != before:
                raise InvariantError("a clone changed when its original moved on")
            twin.apply(answer)
            after = state_signature(g)
            if state_signature(twin) != after:
                raise InvariantError("a clone given the same answer diverged from its original")
            # a loaded game must also go on as the original does, not only look the same
            loaded.apply(answer)
            if state_signature(loaded) != after:
                raise InvariantError("a loaded save given the same answer diverged from its original")
        else:
            g.apply(answer)
        if ending is not None and not g.over and g.turn > ending[0]:
            _check_turn_ended(g, ending)
    check_invariants(g, lasting_seen)
    if deep:
        replay = new_game(deck_a, deck_b, seed=seed, turn_cap=turn_cap)
        for ans in g.history:
            replay.apply(tuple(ans) if isinstance(ans, list) else ans)
        if replay.log != g.log:
            raise InvariantError("replaying the answers does not reproduce the log")
    return g


def soak(pairs: list[tuple[Deck, Deck]], games: int, seed: int = 0, deep: bool = True,
         turn_cap: int = 200) -> SoakResult:
    res = SoakResult()
    for i in range(games):
        # fewer games than pairs: spread over all of them (the pairs of a folder come by set, so the first ones alone
        # would be one or two sets' decks); more: each pair in turn
        a, b = pairs[i * len(pairs) // games] if games < len(pairs) else pairs[i % len(pairs)]
        s = seed + i
        seen: set[str] = set()
        try:
            g = soak_game(a, b, s, turn_cap, deep, seen)
        except Exception as e:  # noqa: BLE001 - every failure is reported with its seed
            res.errors.append(f"{a.name} v {b.name} seed {s}: {type(e).__name__}: {e}")
            res.games += 1
            continue
        res.games += 1
        for m in seen:
            res.mechanics[m] += 1
        res.decisions += len(g.history)
        if g.winner is None:
            res.capped += 1
        else:
            res.wins[g.winner] += 1
    return res


def random_deck(seed: int, name: str = "random", sets: tuple[str, ...] | None = None) -> Deck:
    """A legal-shaped deck (3 houses, 12 cards each) of implemented cards, for soaking new cards.
    A gigantic creature comes with its other half; the deck has a token creature reference card."""
    from aember.cards.registry import all_cards
    from aember.decks.model import DeckCard

    rng = Rng(seed)
    by_house: dict[str, list] = {}
    tokens = []
    anomalies = []      # no house of their own: a deck puts them in one of its houses
    for d in sorted(all_cards().values(), key=lambda d: (d.set, d.number)):
        if d.is_token:
            tokens.append(d)
        if d.is_token or d.type in ("the tide", "prophecy", "archon power") or (sets and d.set not in sets):
            continue
        if not d.house:
            anomalies.append(d)
            continue
        by_house.setdefault(d.house, []).append(d)
    houses = sorted(h for h, ds in by_house.items() if len(ds) >= 4 and any(not d.gigantic for d in ds))
    rng.shuffle(houses)
    chosen = sorted(houses[:3])
    cards = []
    for h in chosen:
        pool = by_house[h] + anomalies
        picked = 0
        while picked < 12:
            d = pool[rng.below(len(pool))]
            halves = 2 if d.gigantic else 1
            if picked + halves > 12:
                continue
            for _ in range(halves):
                cards.append(DeckCard(name=d.title, house=h, set=d.set, number=d.number))
            picked += halves
    token = tokens[rng.below(len(tokens))].title if tokens else None
    return Deck(name=f"{name} {seed}", houses=chosen, cards=cards, token=token)


def deck_folder(folder: str, set_code: str | None = None) -> list[Deck]:
    from pathlib import Path

    from aember.decks.model import load_deck_file

    decks = []
    for f in sorted(Path(folder).glob("*.json")):
        d = load_deck_file(f)
        if set_code is None or (d.set or "").lower() == set_code.lower():
            decks.append(d)
    return decks


def round_robin(decks: list[Deck], opponents: int = 4) -> list[tuple[Deck, Deck]]:
    """Each deck against `opponents` others, both seatings."""
    pairs = []
    n = len(decks)
    for i, a in enumerate(decks):
        for k in range(1, min(opponents, n - 1) + 1):
            b = decks[(i + k) % n]
            pairs.append((a, b))
    return pairs

"""Random play with the engine's invariants checked after every step (the soak)."""

from __future__ import annotations

from dataclasses import dataclass, field

from aember.decks.model import Deck
from aember.engine.game import Game
from aember.engine.prophecy import PROPHECY
from aember.engine.serialize import dumps, loads, state_signature
from aember.engine.setup import new_game
from aember.engine.state import HALF, IN_PLAY, LIMBO, UPGRADE, Rng


class InvariantError(AssertionError):
    pass


def check_invariants(g: Game) -> None:
    """Every card in exactly one place; Æmber never negative; keys 0..3; only the active player decides
    (but for mulligans, and choices among cards only the decider may see: their own hand)."""
    d = g.decision
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
        if c.zone == PROPHECY and c.cid in fates:
            continue
        if c.zone == "archon" or c.cid in archons:      # an archon power: beside its player, never moved
            if not (c.zone == "archon" and c.cid in archons and g.players[c.owner].archon == c.cid):
                raise InvariantError(f"the archon power {c.title} is in {c.zone}")
            continue
        if (c.cid not in seen and c.zone != LIMBO and not (c.zone in ("under", "grafted") and g.in_play(c.host))
                and not (c.zone == HALF and g.cards[c.host].zone == "battleline")):
            raise InvariantError(f"card {c.title} is nowhere (zone {c.zone})")
        if c.amber < 0 or c.damage < 0:
            raise InvariantError(f"card {c.title} has negative Æmber or damage")


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


def soak_game(deck_a: Deck, deck_b: Deck, seed: int, turn_cap: int = 200, deep: bool = True,
              seen: set[str] | None = None) -> Game:
    """Play one random game, checking every invariant after every step. Raises on a violation.
    `seen` collects the later-set mechanics the game exercised (`mechanics_in_play`)."""
    g = new_game(deck_a, deck_b, seed=seed, turn_cap=turn_cap)
    chooser = Rng(seed * 7919 + 1)
    while not g.over:
        check_invariants(g)
        if seen is not None:
            seen |= mechanics_in_play(g)
        answers = g.decision.answers()
        answer = answers[chooser.below(len(answers))]
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
    check_invariants(g)
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
        a, b = pairs[i % len(pairs)]
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

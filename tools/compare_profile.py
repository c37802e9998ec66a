"""Where a set's random games spend more time per turn than the starter decks' (the `aember bench` question).

    python tools/compare_profile.py SET [GAMES]      SET: a set of ../shared/decks (AoA, ToC, …) or gen:SET

Plays GAMES random games (bench's policy) of each side under cProfile and prints, per function, the own time in
microseconds per game turn on each side and the difference, largest first. Per turn, because later sets' games
are longer (bench's games-per-second ratio is about decisions per game times cost per decision); a function whose
cost per turn differs between the sides is where a set-specific cost lives.
"""

from __future__ import annotations

import cProfile
import pstats
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from aember.bench import random_answer, starter_decks  # noqa: E402
from aember.decks.model import Deck  # noqa: E402
from aember.engine.setup import new_game, unplayable_reason  # noqa: E402
from aember.engine.state import Rng  # noqa: E402


def decks_of(side: str) -> list[Deck]:
    if side == "starter":
        return list(starter_decks())
    if side.startswith("gen:"):
        from aember.decks.generate import generate_deck

        made = (generate_deck(side[4:], f"bench-{i}") for i in range(10))
        return [d for d in made if not unplayable_reason(d)]
    from aember.soak import deck_folder

    return [d for d in deck_folder(str(ROOT.parent / "shared" / "decks"), side) if not unplayable_reason(d)]


def play(decks: list[Deck], games: int) -> int:
    """Random games as bench plays them; returns the turns played."""
    pairs = [(a, b) for a in decks for b in decks if a is not b]
    turns = 0
    for seed in range(games):
        a, b = pairs[seed % len(pairs)]
        g = new_game(a, b, seed=seed)
        chooser = Rng(seed)
        while not g.over:
            random_answer(g, chooser)
        turns += g.turn
    return turns


def per_turn(side: str, games: int) -> dict[str, tuple[float, float]]:
    """function -> (own microseconds per turn, calls per turn)."""
    decks = decks_of(side)
    if len(decks) < 2:
        raise SystemExit(f"{side}: fewer than two playable decks")
    play(decks, 3)      # warm-up: loading card definitions is no engine cost
    prof = cProfile.Profile()
    prof.enable()
    turns = play(decks, games)
    prof.disable()
    out = {}
    for (file, line, fn), (_cc, calls, own, _cum, _callers) in pstats.Stats(prof).stats.items():  # type: ignore[attr-defined]
        out[f"{Path(file).name}:{line}:{fn}"] = (own / turns * 1e6, calls / turns)
    print(f"{side}: {turns} turns, {sum(v[0] for v in out.values()):.0f} us/turn under the profiler")
    return out


def main() -> None:
    if len(sys.argv) < 2:
        raise SystemExit(__doc__)
    games = int(sys.argv[2]) if len(sys.argv) > 2 else 150
    base, other = per_turn("starter", games), per_turn(sys.argv[1], games)
    zero = (0.0, 0.0)
    rows = sorted(set(base) | set(other), key=lambda k: base.get(k, zero)[0] - other.get(k, zero)[0])
    print("own us/turn: starter, set, difference | calls/turn: starter, set")
    for k in rows[:35]:
        b, o = base.get(k, zero), other.get(k, zero)
        print(f"{b[0]:8.1f} {o[0]:8.1f} {o[0] - b[0]:+8.1f} | {b[1]:7.1f} {o[1]:7.1f}  {k}")


if __name__ == "__main__":
    main()

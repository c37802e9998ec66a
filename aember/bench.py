"""`aember bench`: engine speed on random games between the starter decks."""

from __future__ import annotations

import time

from aember.decks.model import Deck
from aember.engine.setup import new_game
from aember.engine.state import Rng


def starter_decks() -> tuple[Deck, Deck]:
    from aember.cli import _load_deck

    return _load_deck("onyx"), _load_deck("argus")


def run_bench(seconds: float = 5.0) -> dict:
    a, b = starter_decks()
    games = decisions = 0
    snapshots = []
    t0 = time.perf_counter()
    seed = 0
    while time.perf_counter() - t0 < seconds or games == 0:
        g = new_game(a, b, seed=seed)
        chooser = Rng(seed)
        while not g.over:
            answers = g.decision.answers()
            g.apply(answers[chooser.below(len(answers))])
            decisions += 1
            if decisions % 97 == 0 and len(snapshots) < 200:
                snapshots.append(g)
                g = g.clone()
        games += 1
        seed += 1
    elapsed = time.perf_counter() - t0
    n = 0
    t1 = time.perf_counter()
    while n < 20000:
        for s in snapshots:
            s.clone()
        n += len(snapshots)
    clone_s = (time.perf_counter() - t1) / n
    return {"games_per_s": games / elapsed, "decisions_per_s": decisions / elapsed, "clone_us": clone_s * 1e6,
            "games": games, "decisions": decisions, "seconds": elapsed}

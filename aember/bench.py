"""`aember bench`: engine speed on random games between the starter decks (or the decks of a folder)."""

from __future__ import annotations

import time

from aember.decks.model import Deck
from aember.engine.game import Game
from aember.engine.setup import new_game
from aember.engine.state import Rng


def starter_decks() -> tuple[Deck, Deck]:
    from aember.cli import _load_deck

    return _load_deck("onyx"), _load_deck("argus")


def random_answer(g: Game, chooser: Rng) -> None:
    """Answer the pending decision with one of its legal answers, picked by `chooser` (bench's random policy)."""
    answers = g.decision.answers()
    g.apply(answers[chooser.below(len(answers))])


def run_bench(seconds: float = 5.0, decks: list[Deck] | None = None, first_seed: int = 0,
              measure_clone: bool = True) -> dict:
    """Random games for `seconds`: between the starter decks, or between the given decks, each game a
    different pair in turn (every deck meets every other). measure_clone: also time clone() (20,000 clones
    of states met in those games; clone_us is None without)."""
    pairs = [starter_decks()] if decks is None else [(a, b) for a in decks for b in decks if a is not b]
    if not pairs:
        raise ValueError("run_bench needs at least two decks")
    games = decisions = 0
    snapshots = []
    t0 = time.perf_counter()
    seed = first_seed
    while time.perf_counter() - t0 < seconds or games == 0:
        a, b = pairs[seed % len(pairs)]
        g = new_game(a, b, seed=seed)
        chooser = Rng(seed)
        while not g.over:
            random_answer(g, chooser)
            decisions += 1
            if decisions % 97 == 0 and len(snapshots) < 200:
                snapshots.append(g)
                g = g.clone()
        games += 1
        seed += 1
    elapsed = time.perf_counter() - t0
    clone_us = None
    if measure_clone:
        snapshots = snapshots or [g]
        n = 0
        t1 = time.perf_counter()
        while n < 20000:
            for s in snapshots:
                s.clone()
            n += len(snapshots)
        clone_us = (time.perf_counter() - t1) / n * 1e6
    return {"games_per_s": games / elapsed, "decisions_per_s": decisions / elapsed, "clone_us": clone_us,
            "games": games, "decisions": decisions, "seconds": elapsed}


def compare_bench(seconds: float, decks: list[Deck], slices: int = 10) -> tuple[dict, dict]:
    """The starter decks' rate and these decks' rate, measured in alternating slices of one run.

    On a machine shared with other work the load changes from second to second; measuring one side
    and then the other would put the change into the ratio. Both sides get the same slices of time,
    after a warm-up game each (loading the card definitions is not an engine cost)."""
    run_bench(0.0, measure_clone=False)
    run_bench(0.0, decks, measure_clone=False)
    totals: list[dict] = [{"games": 0, "decisions": 0, "seconds": 0.0}, {"games": 0, "decisions": 0, "seconds": 0.0}]
    for _slice in range(slices):
        for side, which in enumerate((None, decks)):
            r = run_bench(seconds / slices, which, first_seed=totals[side]["games"], measure_clone=False)
            for k in ("games", "decisions", "seconds"):
                totals[side][k] += r[k]
    out = []
    for t in totals:
        out.append({**t, "games_per_s": t["games"] / t["seconds"], "decisions_per_s": t["decisions"] / t["seconds"]})
    return out[0], out[1]

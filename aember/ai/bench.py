"""`aember bench --agent`: how fast the agents are."""

from __future__ import annotations

import os
import time

from aember.ai.agents import HeuristicAgent, MCTSAgent
from aember.ai.observation import Observation
from aember.engine.state import Rng


def _cpu() -> float:
    """CPU time of this thread: per-core rates that other processes on the machine do not distort."""
    return time.thread_time()


def _decks():
    from aember.decks import resolve_deck

    return resolve_deck("onyx"), resolve_deck("argus")


def heuristic_decisions_per_s(seconds: float = 2.0) -> float:
    """Decisions per CPU second of the heuristic agent (its observation included, not the engine between)."""
    from aember.engine.setup import new_game

    a, b = _decks()
    agents = (HeuristicAgent(1), HeuristicAgent(2))
    spent = 0.0
    n = 0
    seed = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds or n == 0:
        g = new_game(a, b, seed=seed)
        rng = Rng(seed)
        while not g.over:
            p = g.decision.player
            t = _cpu()
            ans = agents[p].act(Observation(g, p, rng, worlds=agents[p].wants_world(g.decision)))
            spent += _cpu() - t
            n += 1
            g.apply(ans)
        seed += 1
    return n / spent


def mcts_rollouts_per_s(seconds: float = 3.0) -> float:
    """MCTS iterations (a sampled world, tree descent, a truncated rollout, evaluation) per CPU second."""
    from aember.engine.setup import new_game

    a, b = _decks()
    mcts = MCTSAgent(3, iterations=200)
    heur = HeuristicAgent(4)
    spent = 0.0
    seed = 100
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds or mcts.rollouts == 0:
        g = new_game(a, b, seed=seed)
        rng = Rng(seed)
        # until the time is up, but at least until MCTS has searched once: on a loaded machine the opponent's
        # opening moves can outlast a short budget, and the outer loop would then start games for ever
        while not g.over and (time.perf_counter() - t0 < seconds * 2 or mcts.rollouts == 0):
            p = g.decision.player
            obs = Observation(g, p, rng, worlds=(mcts if p == 0 else heur).wants_world(g.decision))
            if p == 0:
                t = _cpu()
                ans = mcts.act(obs)
                spent += _cpu() - t
            else:
                ans = heur.act(obs)
            g.apply(ans)
        seed += 1
    return mcts.rollouts / spent if spent else 0.0


def simulation_seconds(games: int = 400, jobs: int | None = None) -> float:
    """Wall time of `games` heuristic-vs-heuristic games on `jobs` processes (default: all cores)."""
    from aember.ai.simulate import Job, run_games

    a, b = _decks()
    t = time.perf_counter()
    run_games(Job(a, b, ("heuristic", "heuristic"), seed=0), games, jobs=jobs or os.cpu_count())
    return time.perf_counter() - t


def agent_bench(seconds: float = 2.0, games: int = 400) -> dict:
    """Heuristic decisions/s, MCTS rollouts/s per core, and the wall time of a 400-game simulation."""
    return {"heuristic_decisions_per_s": heuristic_decisions_per_s(seconds),
            "mcts_rollouts_per_s": mcts_rollouts_per_s(seconds),
            "simulation_games": games, "simulation_jobs": os.cpu_count() or 1,
            "simulation_seconds": simulation_seconds(games)}


__all__ = ["agent_bench", "heuristic_decisions_per_s", "mcts_rollouts_per_s", "simulation_seconds"]

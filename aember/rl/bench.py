"""`aember rl-bench`: decisions per CPU second of the learned agent and of the heuristic, in the same games."""

from __future__ import annotations

import time

from aember.ai.agents import make_agent
from aember.ai.observation import Observation
from aember.engine.state import Rng


def decision_speed(model: str | None = None, games: int = 20, seed: int = 0) -> dict:
    """Games of learned (model) against the heuristic on the starter decks, seats alternating. Each agent's CPU
    time is counted from the building of its observation to its answer (the engine between is not), and only
    for decisions with a choice (both agents answer a forced decision without thinking)."""
    from aember.decks import resolve_deck
    from aember.engine.setup import new_game

    a, b = resolve_deck("onyx"), resolve_deck("argus")
    spent = {"learned": 0.0, "heuristic": 0.0}
    n = {"learned": 0, "heuristic": 0}
    wins = 0
    for i in range(games):
        learned = make_agent("learned" + (f":{model}" if model else ""), seed + i)
        heur = make_agent("heuristic", seed + i + 1000)
        seat = i % 2
        g = new_game(a, b, seed=seed + i)
        rng = Rng(seed + i)
        while not g.over:
            p = g.decision.player
            agent, name = (learned, "learned") if p == seat else (heur, "heuristic")
            choice = len(g.decision.options) > 1 or g.decision.multi
            t = time.thread_time()
            ans = agent.act(Observation(g, p, rng, worlds=agent.wants_world(g.decision)))
            if choice:
                spent[name] += time.thread_time() - t
                n[name] += 1
            g.apply(ans)
        wins += g.winner == seat
    return {"games": games, "learned_wins": wins, "decisions": n, "cpu_seconds": spent,
            "learned_decisions_per_s": n["learned"] / spent["learned"] if spent["learned"] else 0.0,
            "heuristic_decisions_per_s": n["heuristic"] / spent["heuristic"] if spent["heuristic"] else 0.0}


__all__ = ["decision_speed"]

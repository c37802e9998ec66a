"""`aember rl-soak`: episodes of the PettingZoo environment with a random policy over the masked (legal)
actions, counting errors; reports environment steps per second."""

from __future__ import annotations

import time
import traceback

import numpy as np


def run_soak(episodes: int = 1000, decks: tuple = ("onyx", "argus"), seed: int = 0, turn_cap: int = 200,
             progress: bool | None = None) -> dict:
    from aember.ai.simulate import Progress
    from aember.rl.aec import AemberEnv

    env = AemberEnv(decks=decks, turn_cap=turn_cap)
    rng = np.random.default_rng(seed)
    bar = Progress(episodes, "rl-soak ", enabled=progress)
    steps = 0
    errors: list[dict] = []
    results = {"player_0": 0, "player_1": 0, "draws": 0}
    t0 = time.perf_counter()
    c0 = time.process_time()
    for i in range(episodes):
        s = seed * 1_000_003 + i
        try:
            env.reset(seed=s)
            for agent in env.agent_iter(max_iter=100_000):
                obs, reward, term, trunc, info = env.last()
                if term or trunc:
                    env.step(None)
                    continue
                legal = np.flatnonzero(obs["action_mask"])
                if not len(legal):
                    raise RuntimeError(f"{agent} must act but no action is legal")
                env.step(int(rng.choice(legal)))
                steps += 1
            g = env.game
            if not g.over:
                raise RuntimeError("the episode ended before the game did")
            results["draws" if g.winner is None else f"player_{g.winner}"] += 1
        except Exception as e:     # counted and reported with the episode's seed
            errors.append({"episode": i, "seed": s, "error": f"{type(e).__name__}: {e}",
                           "trace": traceback.format_exc(limit=4)})
        bar.update(i + 1, f"{steps} steps, {len(errors)} errors")
    bar.close()
    secs = time.perf_counter() - t0
    cpu = time.process_time() - c0
    return {"episodes": episodes, "steps": steps, "errors": errors, "seconds": secs, "cpu_seconds": cpu,
            "steps_per_second": steps / secs if secs else 0.0, "steps_per_cpu_second": steps / cpu if cpu else 0.0,
            "dropped_answers": env.dropped, **results}


__all__ = ["run_soak"]

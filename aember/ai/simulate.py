"""Matches between agents: one game, many games in parallel (processes or Ray), statistics, chain bids."""

from __future__ import annotations

import math
import os
import signal
import statistics
import sys
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from aember.ai.agents import make_agent
from aember.ai.observation import Observation
from aember.engine.state import Rng

TURN_CAP = 200
_MASK = (1 << 64) - 1


def game_seed(seed: int, index: int) -> int:
    """The seed of game `index` of a run seeded `seed` (splitmix64 of both)."""
    r = Rng((seed * 0x9E3779B97F4A7C15 + index * 0xD1B54A32D192ED03 + 1) & _MASK)
    return r.next64() & 0x7FFFFFFFFFFFFFFF


def play_game(deck_a, deck_b, agents: tuple, seed: int, first: int | None = None, turn_cap: int = TURN_CAP,
              chains: tuple[int, int] | None = None) -> dict:
    """One game; agents[0] plays deck A (player 0), agents[1] deck B. Returns a result dict."""
    from aember.engine.setup import new_game

    g = new_game(deck_a, deck_b, seed=seed, first=first, turn_cap=turn_cap, chains=chains)
    first_player = g.active
    obs_rng = Rng(seed ^ 0x0B5E4F)
    decisions = [0, 0]
    while not g.over:
        p = g.decision.player
        agent = agents[p]
        obs = Observation(g, p, obs_rng, worlds=agent.wants_world(g.decision))
        g.apply(agent.act(obs))
        decisions[p] += 1
    return {"winner": g.winner, "turns": g.turn if g.winner is not None else g.turn - 1, "first": first_player,
            "keys": [len(pl.keys) for pl in g.players], "decisions": decisions}


@dataclass
class Job:
    """What every game of a run shares. Game i: deck A goes first when i is even; with `mirror`,
    the agents swap decks every other pair of games (so each agent plays each deck, first and second)."""

    deck_a: Any
    deck_b: Any
    agents: tuple[str, str]
    seed: int = 0
    turn_cap: int = TURN_CAP
    chains: tuple[int, int] | None = None
    mirror: bool = False

    def swapped(self, i: int) -> bool:
        return self.mirror and (i // 2) % 2 == 1


def run_one(job: Job, i: int) -> dict:
    s = game_seed(job.seed, i)
    swap = job.swapped(i)
    specs = (job.agents[1], job.agents[0]) if swap else job.agents
    agents = (make_agent(specs[0], s ^ 0xA11CE), make_agent(specs[1], s ^ 0xB0B))
    first = i % 2
    t = time.perf_counter()
    try:
        r = play_game(job.deck_a, job.deck_b, agents, s, first=first, turn_cap=job.turn_cap, chains=job.chains)
    except Exception as e:   # an engine failure: reported with the seed, not counted in the results
        r = {"winner": None, "error": f"{type(e).__name__}: {e}", "turns": 0, "first": first, "keys": [0, 0]}
    r["index"] = i
    r["seed"] = s
    r["swap"] = swap
    r["seconds"] = time.perf_counter() - t
    return r


# ----------------------------------------------------------------------------------------------
# Statistics


def wilson(successes: float, n: int, z: float = 1.959963984540054) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95% by default)."""
    if n <= 0:
        return (0.0, 1.0)
    p = successes / n
    z2 = z * z
    den = 1 + z2 / n
    centre = (p + z2 / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / den
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass
class Summary:
    games: int = 0
    a_wins: int = 0
    b_wins: int = 0
    draws: int = 0
    agent1_wins: int = 0        # games won by the first agent (it plays deck B in swapped games)
    errors: list = field(default_factory=list)
    results: list = field(default_factory=list)

    def add(self, r: dict) -> None:
        self.results.append(r)
        if r.get("error"):
            self.errors.append({"index": r["index"], "seed": r["seed"], "error": r["error"]})
            return
        self.games += 1
        if r["winner"] is not None and r["winner"] == (1 if r.get("swap") else 0):
            self.agent1_wins += 1
        if r["winner"] == 0:
            self.a_wins += 1
        elif r["winner"] == 1:
            self.b_wins += 1
        else:
            self.draws += 1

    def to_dict(self, job: Job | None = None, seconds: float = 0.0, complete: bool = True) -> dict:
        ok = [r for r in self.results if not r.get("error")]
        n = self.games
        a_score = self.a_wins + 0.5 * self.draws
        decided = [r for r in ok if r["winner"] is not None]
        first_wins = sum(1 for r in decided if r["winner"] == r["first"])
        turns = [r["turns"] for r in ok]
        out = {
            "games": n, "a_wins": self.a_wins, "b_wins": self.b_wins, "draws": self.draws,
            "a_win_rate": a_score / n if n else 0.0, "ci95": list(wilson(a_score, n)),
            "first_player_win_rate": first_wins / len(decided) if decided else 0.0,
            "first_player_ci95": list(wilson(first_wins, len(decided))),
            "mean_turns": statistics.fmean(turns) if turns else 0.0,
            "median_turns": statistics.median(turns) if turns else 0.0,
            "keys_a": sum(r["keys"][0] for r in ok), "keys_b": sum(r["keys"][1] for r in ok),
            "mean_keys_a": statistics.fmean(r["keys"][0] for r in ok) if ok else 0.0,
            "mean_keys_b": statistics.fmean(r["keys"][1] for r in ok) if ok else 0.0,
            "draws_at_turn_cap": self.draws, "errors": self.errors, "seconds": seconds, "complete": complete,
        }
        if job is not None:
            out["deck_a"] = job.deck_a.name
            out["deck_b"] = job.deck_b.name
            out["agents"] = list(job.agents)
            out["seed"] = job.seed
            out["chains"] = list(job.chains) if job.chains else [0, 0]
            out["mirror"] = job.mirror
            if job.mirror:
                # Agent 1 (the first of --agents) plays deck A unless the game was swapped.
                w1 = sum(1 for r in ok if r["winner"] is not None and r["winner"] == (1 if r["swap"] else 0))
                s1 = w1 + 0.5 * self.draws
                out["agent1_wins"] = w1
                out["agent1_win_rate"] = s1 / n if n else 0.0
                out["agent1_ci95"] = list(wilson(s1, n))
        return out


# ----------------------------------------------------------------------------------------------
# Running many games

_JOB: Job | None = None


def _init_worker(job: Job) -> None:
    global _JOB
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _JOB = job


def _worker(i: int) -> dict:
    return run_one(_JOB, i)


class Progress:
    """A one-line progress bar on stderr (only when it is a terminal, unless forced)."""

    def __init__(self, total: int, label: str = "", enabled: bool | None = None, stream=None):
        self.total = total
        self.label = label
        self.stream = stream or sys.stderr
        self.enabled = self.stream.isatty() if enabled is None else enabled
        self.t0 = time.perf_counter()
        self.last = 0.0

    def update(self, done: int, extra: str = "") -> None:
        if not self.enabled:
            return
        now = time.perf_counter()
        if done < self.total and now - self.last < 0.1:
            return
        self.last = now
        width = 30
        fill = int(width * done / self.total) if self.total else width
        el = now - self.t0
        eta = el / done * (self.total - done) if done else 0.0
        self.stream.write(f"\r{self.label}[{'#' * fill}{'.' * (width - fill)}] {done}/{self.total} "
                          f"{el:5.1f}s eta {eta:5.1f}s {extra}  ")
        self.stream.flush()

    def close(self) -> None:
        if self.enabled:
            self.stream.write("\n")
            self.stream.flush()


def run_games(job: Job, games: int, jobs: int | None = None, ray_address: str | None = None,
              on_result: Callable[[dict, Summary], None] | None = None, summary: Summary | None = None,
              indices: Iterable[int] | None = None) -> Summary:
    """Play `games` games (indices 0..games-1) and summarise. Results are the same whatever the
    number of processes: each game's seed and agents' seeds come from the run's seed and the index.
    A KeyboardInterrupt propagates after the summary so far has been filled in (`summary` argument)."""
    summary = summary if summary is not None else Summary()
    idx = list(indices) if indices is not None else list(range(games))
    jobs = jobs or os.cpu_count() or 1

    def take(r: dict) -> None:
        summary.add(r)
        if on_result:
            on_result(r, summary)

    if ray_address is not None:
        _run_ray(job, idx, jobs, ray_address, take)
    elif jobs <= 1 or len(idx) <= 1:
        for i in idx:
            take(run_one(job, i))
    else:
        import multiprocessing as mp

        ctx = mp.get_context("fork") if sys.platform.startswith("linux") else mp.get_context()
        pool = ctx.Pool(min(jobs, len(idx)), initializer=_init_worker, initargs=(job,))
        try:
            for r in pool.imap_unordered(_worker, idx, chunksize=1):
                take(r)
            pool.close()
        except BaseException:
            pool.terminate()
            raise
        finally:
            pool.join()
    summary.results.sort(key=lambda r: r["index"])
    return summary


class RayUnavailable(RuntimeError):
    pass


def connect_ray(address: str, num_cpus: int | None = None):
    try:
        import ray
    except ImportError:
        raise RayUnavailable("Ray is not installed (pip install 'aember[ai]')") from None
    if ray.is_initialized():
        return ray
    try:
        if address in ("local", ""):
            ray.init(num_cpus=num_cpus, include_dashboard=False, log_to_driver=False,
                     ignore_reinit_error=True, logging_level="ERROR")
        else:
            _check_reachable(address)
            ray.init(address=address, log_to_driver=False, logging_level="ERROR")
    except RayUnavailable:
        raise
    except Exception as e:
        msg = str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__
        raise RayUnavailable(f"cannot reach the Ray cluster at {address!r}: {msg}") from None
    return ray


def _check_reachable(address: str, timeout: float = 3.0) -> None:
    """Fail fast (Ray itself retries for minutes) when nothing listens at host:port."""
    import socket

    if address == "auto":
        return
    hostport = address.split("://", 1)[-1].rstrip("/")
    host, sep, port = hostport.rpartition(":")
    if not sep:
        host, port = hostport, "6379"
    try:
        with socket.create_connection((host.strip("[]"), int(port)), timeout=timeout):
            pass
    except (OSError, ValueError) as e:
        raise RayUnavailable(f"cannot reach the Ray cluster at {address!r}: {getattr(e, 'strerror', None) or e}") \
            from None


def _ray_chunk(job: Job, idx: list[int]) -> list[dict]:
    return [run_one(job, i) for i in idx]


def _run_ray(job: Job, idx: list[int], jobs: int, address: str, take: Callable[[dict], None]) -> None:
    ray = connect_ray(address, num_cpus=jobs)
    remote = ray.remote(_ray_chunk)
    job_ref = ray.put(job)
    size = max(1, min(8, len(idx) // (4 * max(jobs, 1)) or 1))
    pending = [remote.remote(job_ref, idx[k:k + size]) for k in range(0, len(idx), size)]
    try:
        while pending:
            done, pending = ray.wait(pending, num_returns=1)
            for ref in done:
                for r in ray.get(ref):
                    take(r)
    except BaseException:
        for ref in pending:
            try:
                ray.cancel(ref, force=True)
            except Exception:
                pass
        raise


# ----------------------------------------------------------------------------------------------
# Chain bidding


def bid(deck_a, deck_b, agents: tuple[str, str] = ("heuristic", "heuristic"), games: int = 200, seed: int = 0,
        jobs: int | None = None, max_chains: int = 24, ray_address: str | None = None,
        report: Callable[[dict], None] | None = None, turn_cap: int = TURN_CAP) -> dict:
    """The number of chains on the stronger deck that brings the matchup closest to 50%.

    Win rates fall as chains rise, so the search is a bisection on the chain count: the stronger
    deck's win rate at 0 chains, at `max_chains` if needed, then halving the bracket whose ends lie
    either side of 50%. Each point is `games` games (mirrored agents, alternating first player).
    """
    points: dict[int, dict] = {}

    def measure(chains: int, stronger: int | None) -> dict:
        ch = (0, 0) if stronger is None else ((chains, 0) if stronger == 0 else (0, chains))
        job = Job(deck_a, deck_b, agents, seed=seed, turn_cap=turn_cap, chains=ch, mirror=agents[0] != agents[1])
        t = time.perf_counter()
        s = run_games(job, games, jobs=jobs, ray_address=ray_address)
        d = s.to_dict(job, time.perf_counter() - t)
        rate = d["a_win_rate"] if stronger in (None, 0) else 1 - d["a_win_rate"]
        lo, hi = d["ci95"] if stronger in (None, 0) else (1 - d["ci95"][1], 1 - d["ci95"][0])
        pt = {"chains": chains, "on": stronger, "win_rate": rate, "ci95": [lo, hi], "games": d["games"],
              "seconds": d["seconds"], "errors": len(d["errors"])}
        points[chains] = pt
        if report:
            report(pt)
        return pt

    base = measure(0, None)
    stronger = 0 if base["win_rate"] >= 0.5 else 1
    if stronger == 1:
        base = dict(base, on=1, win_rate=1 - base["win_rate"], ci95=[1 - base["ci95"][1], 1 - base["ci95"][0]])
        points[0] = base
    lo, hi = 0, max_chains
    if base["win_rate"] > 0.5:
        top = measure(max_chains, stronger)
        if top["win_rate"] > 0.5:
            lo = hi = max_chains
        while hi - lo > 1:
            mid = (lo + hi) // 2
            pt = measure(mid, stronger)
            if pt["win_rate"] > 0.5:
                lo = mid
            else:
                hi = mid
    best = min(points.values(), key=lambda p: (abs(p["win_rate"] - 0.5), p["chains"]))
    return {"stronger": stronger, "deck_a": deck_a.name, "deck_b": deck_b.name,
            "stronger_deck": (deck_a, deck_b)[stronger].name, "chains": best["chains"], "best": best,
            "points": [points[k] for k in sorted(points)], "games_per_point": games, "agents": list(agents)}


__all__ = ["Job", "Progress", "RayUnavailable", "Summary", "bid", "connect_ray", "game_seed", "play_game",
           "run_games", "run_one", "wilson"]

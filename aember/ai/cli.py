"""`aember simulate` and `aember bid`."""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

from aember.cli import CliError


def _deck(spec: str):
    from aember.decks import resolve_deck
    from aember.decks.model import DeckError
    from aember.engine.setup import unplayable_reason

    try:
        d = resolve_deck(spec)
    except DeckError as e:
        raise CliError(str(e)) from None
    except OSError as e:
        raise CliError(f"{spec}: cannot read ({e.strerror or e})") from None
    reason = unplayable_reason(d)
    if reason:
        raise CliError(reason)
    return d


def _agents(spec: str) -> tuple[str, str]:
    from aember.ai.agents import make_agent

    parts = [p.strip() for p in spec.split(",") if p.strip()]
    if len(parts) == 1:
        parts = parts * 2
    if len(parts) != 2:
        raise CliError(f"--agents takes two agents separated by a comma (e.g. heuristic,random), not {spec!r}")
    for p in parts:
        try:
            make_agent(p)
        except ValueError as e:
            raise CliError(str(e)) from None
    return parts[0], parts[1]


def _positive(name: str, v: int | None) -> None:
    if v is not None and v <= 0:
        raise CliError(f"{name} must be at least 1, not {v}")


def _pct(x: float) -> str:
    return f"{100 * x:5.1f}%"


def _print_summary(d: dict, out=None) -> None:
    lo, hi = d["ci95"]
    out = out or sys.stdout             # looked up now, not at import (tests swap sys.stdout)
    p = lambda *a: print(*a, file=out)
    p(f"{d['deck_a']} ({d['agents'][0]}) vs {d['deck_b']} ({d['agents'][1]})"
      + (" — agents swap decks every other pair of games" if d.get("mirror") else ""))
    p(f"games: {d['games']}  A wins: {d['a_wins']}  B wins: {d['b_wins']}  draws at the turn cap: {d['draws']}")
    p(f"deck A win rate: {_pct(d['a_win_rate'])}  (95% CI {_pct(lo)} – {_pct(hi)})")
    if d.get("mirror"):
        a1, b1 = d["agent1_ci95"]
        p(f"{d['agents'][0]} win rate: {_pct(d['agent1_win_rate'])}  (95% CI {_pct(a1)} – {_pct(b1)})")
    f1, f2 = d["first_player_ci95"]
    p(f"first player win rate: {_pct(d['first_player_win_rate'])}  (95% CI {_pct(f1)} – {_pct(f2)})")
    p(f"turns per game: mean {d['mean_turns']:.1f}, median {d['median_turns']:.1f}")
    p(f"keys forged: A {d['keys_a']} (mean {d['mean_keys_a']:.2f}), B {d['keys_b']} (mean {d['mean_keys_b']:.2f})")
    for e in d["errors"][:10]:
        p(f"engine error in game {e['index']} (seed {e['seed']}): {e['error']}")
    if len(d["errors"]) > 10:
        p(f"… and {len(d['errors']) - 10} more engine errors")
    p(f"time: {d['seconds']:.1f}s" + ("" if d.get("complete", True) else "  (interrupted: partial results)"))


def _run(job, games: int, jobs: int, ray: str | None, label: str, progress: bool | None):
    from aember.ai.simulate import Progress, RayUnavailable, Summary, run_games

    summary = Summary()
    bar = Progress(games, label, enabled=progress)
    t0 = time.perf_counter()

    def on_result(r, s):
        if job.mirror:
            bar.update(len(s.results), f"{job.agents[0]} {s.agent1_wins}-{s.games - s.agent1_wins - s.draws} "
                                       f"{job.agents[1]}")
        else:
            bar.update(len(s.results), f"A {s.a_wins}-{s.b_wins} B")

    complete = True
    try:
        run_games(job, games, jobs=jobs, ray_address=ray, on_result=on_result, summary=summary)
    except RayUnavailable as e:
        bar.close()
        raise CliError(str(e)) from None
    except KeyboardInterrupt:
        complete = False
    bar.close()
    summary.results.sort(key=lambda r: r["index"])
    return summary.to_dict(job, time.perf_counter() - t0, complete=complete), complete


def cmd_simulate(args: argparse.Namespace) -> int:
    from aember.ai.simulate import Job

    if args.games is not None and args.games <= 0:
        raise CliError(f"--games must be at least 1, not {args.games}")
    _positive("--jobs", args.jobs)
    _positive("--turn-cap", args.turn_cap)
    agents = _agents(args.agents)
    _check_json_target(args.json)
    jobs = args.jobs or os.cpu_count() or 1
    games = args.games or 100
    progress = True if args.progress else (False if args.quiet else None)
    if args.gauntlet:
        return _gauntlet(args, agents, jobs, games, progress)
    deck_a = _deck(args.deck_a or "onyx")
    deck_b = _deck(args.deck_b or "argus")
    job = Job(deck_a, deck_b, agents, seed=args.seed, turn_cap=args.turn_cap, mirror=args.mirror)
    d, complete = _run(job, games, jobs, args.ray, "", progress)
    _print_summary(d)
    if args.json:
        _write_json(args.json, d)
    return 0 if complete else 130


def _check_json_target(path: str | None) -> None:
    """Refuse a --json file that cannot be written before the games are played, not after a long run."""
    if path is None:
        return
    p = Path(path)
    if p.is_dir():
        raise CliError(f"{path}: is a folder, not a file to write the results to")
    if not p.parent.is_dir():
        raise CliError(f"{path}: cannot write there (no folder {p.parent})")


def _write_json(path: str, d: dict) -> None:
    try:
        Path(path).write_text(json.dumps(d, indent=1) + "\n", encoding="utf-8")
    except OSError as e:
        raise CliError(f"{path}: cannot write ({e.strerror})") from None


def _gauntlet(args, agents, jobs: int, games: int, progress) -> int:
    from aember.ai.simulate import Job

    folder = Path(args.gauntlet)
    if not folder.is_dir():
        raise CliError(f"{args.gauntlet}: no such folder")
    if args.deck_b:
        raise CliError("--gauntlet takes one deck (DECK_A); the opponents are the decks in the folder")
    deck_a = _deck(args.deck_a or "onyx")
    from aember.decks.model import DeckError

    opponents = []
    skipped = []
    for f in sorted(p for p in folder.iterdir() if p.is_file() and not p.name.startswith(".")):
        try:
            opponents.append(_deck(str(f)))
        except (CliError, DeckError) as e:
            skipped.append(f"{f.name}: {e}")
    if not opponents:
        raise CliError(f"{args.gauntlet}: no playable deck in the folder"
                       + (f" ({len(skipped)} skipped: {skipped[0]})" if skipped else ""))
    rows = []
    complete = True
    for opp in opponents:
        job = Job(deck_a, opp, agents, seed=args.seed, turn_cap=args.turn_cap, mirror=args.mirror)
        d, complete = _run(job, games, jobs, args.ray, f"{opp.name[:24]:24} ", progress)
        rows.append(d)
        if not complete:
            break
    w = max(len(r["deck_b"]) for r in rows)
    print(f"{deck_a.name} ({agents[0]}) against {len(rows)} decks ({agents[1]}), {games} games each")
    print(f"{'opponent':{w}}  {'games':>5}  {'win rate':>8}  {'95% CI':>15}  {'first wins':>10}  {'turns':>5}")
    for r in rows:
        lo, hi = r["ci95"]
        print(f"{r['deck_b']:{w}}  {r['games']:5d}  {_pct(r['a_win_rate']):>8}  {_pct(lo)} – {_pct(hi)}"
              f"  {_pct(r['first_player_win_rate']):>10}  {r['mean_turns']:5.1f}")
    tot = sum(r["games"] for r in rows)
    score = sum(r["a_wins"] + 0.5 * r["draws"] for r in rows)
    if tot:
        from aember.ai.simulate import wilson

        lo, hi = wilson(score, tot)
        print(f"{'overall':{w}}  {tot:5d}  {_pct(score / tot):>8}  {_pct(lo)} – {_pct(hi)}")
    for s in skipped:
        print(f"skipped {s}")
    if args.json:
        _write_json(args.json, {"deck_a": deck_a.name, "agents": list(agents), "games_per_deck": games,
                                "matchups": rows, "skipped": skipped, "complete": complete})
    return 0 if complete else 130


def cmd_bid(args: argparse.Namespace) -> int:
    from aember.ai.simulate import RayUnavailable, bid

    _positive("--games", args.games)
    _positive("--jobs", args.jobs)
    if args.max_chains < 1:
        raise CliError(f"--max-chains must be at least 1, not {args.max_chains}")
    agents = _agents(args.agents)
    _check_json_target(args.json)
    deck_a = _deck(args.deck_a)
    deck_b = _deck(args.deck_b)
    jobs = args.jobs or os.cpu_count() or 1

    def report(pt):
        lo, hi = pt["ci95"]
        who = "" if pt["on"] is None else f" on {(deck_a, deck_b)[pt['on']].name}"
        deck = (deck_a, deck_b)[pt["on"] or 0].name
        print(f"{pt['chains']:2d} chains{who}: {deck} wins {_pct(pt['win_rate'])}  (95% CI {_pct(lo)} – {_pct(hi)},"
              f" {pt['games']} games, {pt['seconds']:.1f}s)", flush=True)

    try:
        res = bid(deck_a, deck_b, agents, games=args.games, seed=args.seed, jobs=jobs, max_chains=args.max_chains,
                  ray_address=args.ray, report=report)
    except RayUnavailable as e:
        raise CliError(str(e)) from None
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    best = res["best"]
    lo, hi = best["ci95"]
    print(f"bid: {res['chains']} chains on {res['stronger_deck']} "
          f"(win rate {_pct(best['win_rate'])}, 95% CI {_pct(lo)} – {_pct(hi)})")
    if args.json:
        _write_json(args.json, res)
    return 0


def register(subparsers) -> None:
    sp = subparsers.add_parser("simulate", help="play many games between two agents and report the win rates")
    sp.add_argument("deck_a", nargs="?", default=None, help="deck A (default: onyx)")
    sp.add_argument("deck_b", nargs="?", default=None, help="deck B (default: argus)")
    sp.add_argument("--games", "-n", type=int, default=None, help="number of games (default 100)")
    sp.add_argument("--agents", default="heuristic,heuristic",
                    help="agents of deck A and deck B: random, heuristic, mcts, mcts:ITERATIONS, mcts:SECONDSs")
    sp.add_argument("--seed", type=int, default=0)
    sp.add_argument("--jobs", "-j", type=int, default=None, help="processes (default: all cores)")
    sp.add_argument("--json", metavar="FILE", help="write the results as one JSON object")
    sp.add_argument("--gauntlet", metavar="DIR", help="play deck A against every deck in DIR")
    sp.add_argument("--mirror", action="store_true",
                    help="the agents swap decks every other pair of games (compare agents, not decks)")
    sp.add_argument("--turn-cap", type=int, default=200)
    sp.add_argument("--ray", metavar="ADDRESS", help="run the games on a Ray cluster ('local': a local instance)")
    sp.add_argument("--progress", action="store_true", help="show the progress bar even when stderr is not a terminal")
    sp.add_argument("--quiet", "-q", action="store_true", help="no progress bar")
    sp.set_defaults(func=cmd_simulate)

    bp = subparsers.add_parser("bid", help="chains on the stronger deck that bring a matchup closest to 50%%")
    bp.add_argument("deck_a")
    bp.add_argument("deck_b")
    bp.add_argument("--games", "-n", type=int, default=200, help="games per chain count tried (default 200)")
    bp.add_argument("--agents", default="heuristic,heuristic")
    bp.add_argument("--seed", type=int, default=0)
    bp.add_argument("--jobs", "-j", type=int, default=None)
    bp.add_argument("--max-chains", type=int, default=24)
    bp.add_argument("--ray", metavar="ADDRESS")
    bp.add_argument("--json", metavar="FILE")
    bp.set_defaults(func=cmd_bid)

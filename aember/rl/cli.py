"""`aember train` and `aember rl-soak` (the reinforcement-learning extra; see docs/rl.md)."""

from __future__ import annotations

import argparse
import json
import time

from aember.cli import CliError

_NEEDS = "this command needs the rl extra (PettingZoo, Gymnasium, numpy): pip install 'aember[rl]'"


def _need_rl() -> None:
    try:
        import gymnasium  # noqa: F401
        import numpy  # noqa: F401
        import pettingzoo  # noqa: F401
    except ImportError as e:
        raise CliError(f"{_NEEDS} ({e})") from None


def _decks(specs: list[str] | None) -> tuple:
    from aember.decks.model import DeckError
    from aember.rl.aec import DeckSource

    specs = specs or ["onyx", "argus"]
    if len(specs) == 1:
        specs = specs * 2
    if len(specs) != 2:
        raise CliError(f"--decks takes one or two decks, not {len(specs)}")
    for s in specs:
        try:
            DeckSource(s)
        except DeckError as e:
            raise CliError(str(e)) from None
        except OSError as e:
            raise CliError(f"{s}: cannot read ({e.strerror or e})") from None
    return tuple(specs)


def _positive(name: str, v) -> None:
    if v is not None and v <= 0:
        raise CliError(f"{name} must be at least 1, not {v}")


def cmd_train(args: argparse.Namespace) -> int:
    _need_rl()
    from aember.ai.agents import make_agent
    from aember.rl.config import TrainConfig
    from aember.rl.train import train

    for name in ("games", "epochs", "hidden", "jobs", "batch"):
        _positive("--" + name, getattr(args, name))
    for name in ("lr", "pg_lr"):
        v = getattr(args, name)
        if not 0 < v < float("inf"):
            raise CliError(f"--{name.replace('_', '-')} must be a positive number, not {v:g}")
    if not 0 <= args.eps <= 1:
        raise CliError(f"--eps is a share of moves, from 0 to 1, not {args.eps:g}")
    if args.imitate < 0 or args.improve < 0 or args.imitate + args.improve == 0:
        raise CliError("--imitate and --improve must not be negative, and at least one round is needed")
    try:
        make_agent(args.opponent)
    except ValueError as e:
        raise CliError(str(e)) from None
    cfg = TrainConfig(out=args.out, decks=_decks(args.decks), imitate=args.imitate, improve=args.improve,
                      games=args.games, epochs=args.epochs, hidden=args.hidden, jobs=args.jobs, seed=args.seed,
                      lr=args.lr, pg_lr=args.pg_lr, eps=args.eps, opponent=args.opponent,
                      self_play=args.self_play, batch=args.batch)
    progress = True if args.progress else (False if args.quiet else None)
    try:
        r = train(cfg, progress=progress, fresh=args.fresh)
    except ValueError as e:
        raise CliError(str(e)) from None
    print(f"model: {r['out']} ({r['model_bytes'] / 1024:.0f} KiB); training time {r['seconds']:.0f}s "
          f"for the rounds run now; rounds done: {len(r['log'])} of {r['rounds']}")
    print(f"play it: aember simulate --agents learned:{r['out']},heuristic --mirror")
    return 0


def cmd_rl_soak(args: argparse.Namespace) -> int:
    _need_rl()
    from aember.rl.soak import run_soak

    _positive("--episodes", args.episodes)
    _positive("--turn-cap", args.turn_cap)
    decks = _decks(args.decks)
    progress = True if args.progress else (False if args.quiet else None)
    t = time.perf_counter()
    r = run_soak(args.episodes, decks, seed=args.seed, turn_cap=args.turn_cap, progress=progress)
    print(f"{r['episodes']} episodes, {r['steps']} steps, {len(r['errors'])} errors, "
          f"{r['steps_per_second']:.0f} steps/s ({time.perf_counter() - t:.1f}s; "
          f"{r['steps_per_cpu_second']:.0f} per CPU second); "
          f"player_0 {r['player_0']}, player_1 {r['player_1']}, draws {r['draws']}; "
          f"answers without an action: {r['dropped_answers']}")
    for e in r["errors"][:10]:
        print(f"error in episode {e['episode']} (seed {e['seed']}): {e['error']}")
    if args.json:
        try:
            with open(args.json, "w", encoding="utf-8") as f:
                json.dump(r, f, indent=1)
        except OSError as e:
            raise CliError(f"{args.json}: cannot write ({e.strerror})") from None
    return 1 if r["errors"] else 0


def cmd_rl_bench(args: argparse.Namespace) -> int:
    _need_rl()
    from aember.ai.agents import make_agent
    from aember.rl.bench import decision_speed

    _positive("--games", args.games)
    try:
        make_agent("learned" + (f":{args.model}" if args.model else ""))
    except ValueError as e:
        raise CliError(str(e)) from None
    r = decision_speed(args.model, args.games, args.seed)
    lr, hr = r["learned_decisions_per_s"], r["heuristic_decisions_per_s"]
    print(f"{r['games']} games, learned vs heuristic (learned won {r['learned_wins']})")
    print(f"learned:   {lr:8.0f} decisions per CPU second ({r['decisions']['learned']} decisions with a choice)")
    print(f"heuristic: {hr:8.0f} decisions per CPU second ({r['decisions']['heuristic']} decisions with a choice)")
    if lr and hr:
        print(f"the learned agent takes {hr / lr:.2f}× the heuristic's time per decision")
    return 0


def register(sub) -> None:
    from aember.rl.config import TrainConfig

    d = TrainConfig()
    tp = sub.add_parser("train", help="train a policy network (imitation of the heuristic, then policy gradient)",
                        description="Train a small policy/value network (numpy, CPU) for the 'learned' agent. "
                                    "Rerunning the same command resumes from OUT.ckpt.npz. See docs/rl.md.")
    tp.add_argument("--out", default="learned.npz", help="model file to write (default: learned.npz)")
    tp.add_argument("--decks", nargs="+", metavar="DECK",
                    help="one or two decks: files, library names, onyx/argus, or random:SET (a new deck each game)")
    tp.add_argument("--imitate", type=int, default=d.imitate, help=f"imitation rounds (default {d.imitate})")
    tp.add_argument("--improve", type=int, default=d.improve, help=f"policy-gradient rounds (default {d.improve})")
    tp.add_argument("--games", type=int, default=d.games, help=f"games per round (default {d.games})")
    tp.add_argument("--epochs", type=int, default=d.epochs, help="passes over an imitation round's data")
    tp.add_argument("--hidden", type=int, default=d.hidden, help=f"hidden layer width (default {d.hidden})")
    tp.add_argument("--batch", type=int, default=d.batch)
    tp.add_argument("--lr", type=float, default=d.lr)
    tp.add_argument("--pg-lr", type=float, default=d.pg_lr)
    tp.add_argument("--eps", type=float, default=d.eps, help="share of random moves in the imitation games")
    tp.add_argument("--opponent", default=d.opponent, help="the network's opponent after the first round")
    tp.add_argument("--self-play", action="store_true", help="policy-gradient rounds against the network itself")
    tp.add_argument("--seed", type=int, default=0)
    tp.add_argument("--jobs", "-j", type=int, default=2, help="processes playing the games (default 2)")
    tp.add_argument("--fresh", action="store_true", help="ignore an existing checkpoint")
    tp.add_argument("--progress", action="store_true", help="show the progress bar even when not on a terminal")
    tp.add_argument("--quiet", "-q", action="store_true", help="no progress bar")
    tp.set_defaults(func=cmd_train)

    bp = sub.add_parser("rl-bench", help="decisions per second of the learned agent and of the heuristic")
    bp.add_argument("--model", default=None, help="model file (default: the shipped learned model)")
    bp.add_argument("--games", "-n", type=int, default=20)
    bp.add_argument("--seed", type=int, default=0)
    bp.set_defaults(func=cmd_rl_bench)

    sp = sub.add_parser("rl-soak", help="random legal play in the RL environment: errors and steps per second")
    sp.add_argument("--episodes", "-n", type=int, default=1000)
    sp.add_argument("--decks", nargs="+", metavar="DECK", help="one or two decks (or random:SET)")
    sp.add_argument("--seed", type=int, default=0)
    sp.add_argument("--turn-cap", type=int, default=200)
    sp.add_argument("--json", metavar="FILE")
    sp.add_argument("--progress", action="store_true")
    sp.add_argument("--quiet", "-q", action="store_true")
    sp.set_defaults(func=cmd_rl_soak)

"""The `aember` command."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path


class CliError(Exception):
    """Bad input on the command line: printed as one line, exit status 2."""


STARTERS = {"onyx": "cota__miss-onyx-censorius.json", "argus": "cota__radiant-argus-the-supreme.json"}


def _load_deck(spec: str):
    try:
        from aember.decks import resolve_deck
    except ImportError:
        resolve_deck = None
    if resolve_deck is not None:
        return resolve_deck(spec)
    from aember.decks.model import load_deck_file

    if spec in STARTERS:
        return load_deck_file(Path(__file__).parent / "decks" / "starter" / STARTERS[spec])
    return load_deck_file(spec)


def cmd_scenario(args: argparse.Namespace) -> int:
    from aember.scenario import find_files, run_file

    files = find_files(args.paths)
    missing = [p for p in args.paths if not Path(p).exists()]
    if missing:
        raise CliError(f"no such file or folder: {', '.join(missing)}")
    counts = {"PASS": 0, "FAIL": 0, "SKIP": 0}
    for f in files:
        r = run_file(f)
        counts[r.status] += 1
        if not (args.quiet and r.status == "PASS"):
            print(r.line(), flush=True)
    print(f"{counts['PASS']} passed, {counts['FAIL']} failed, {counts['SKIP']} skipped")
    return 1 if counts["FAIL"] else 0


def play_random_game(deck_a, deck_b, seed: int, turn_cap: int = 200):
    """A game between two random agents; returns the finished game."""
    from aember.engine.setup import new_game
    from aember.engine.state import Rng

    g = new_game(deck_a, deck_b, seed=seed, turn_cap=turn_cap)
    chooser = Rng(seed ^ 0x5EED)
    while not g.over:
        answers = g.decision.answers()
        g.apply(answers[chooser.below(len(answers))])
    return g


def _check_writable(path: str) -> None:
    """Refuse a --save target that cannot be written, before the game is played (not after, with a traceback)."""
    p = Path(path)
    if p.is_dir():
        raise CliError(f"{path}: is a folder, not a file to save to")
    if not p.parent.is_dir():
        raise CliError(f"{path}: cannot save there (no folder {p.parent})")


def cmd_game(args: argparse.Namespace) -> int:
    if args.turn_cap < 1:
        raise CliError("--turn-cap must be at least 1")
    if args.save:
        _check_writable(args.save)
    deck_a = _load_deck(args.deck_a)
    deck_b = _load_deck(args.deck_b)
    g = play_random_game(deck_a, deck_b, args.seed, args.turn_cap)
    from aember.interfaces.session import REPLAY_FORMAT
    for line in g.log_for(None):
        print(line)
    print(_result_line(g, deck_a, deck_b))
    if args.save:
        replay = {"format": REPLAY_FORMAT, "deck_a": deck_a.to_json(), "deck_b": deck_b.to_json(),
                  "seed": args.seed, "turn_cap": args.turn_cap, "answers": g.history}
        try:
            Path(args.save).write_text(json.dumps(replay), encoding="utf-8")
        except OSError as e:
            raise CliError(f"{args.save}: cannot save the replay ({e.strerror})") from None
    return 0


def _result_line(g, deck_a, deck_b) -> str:
    if g.winner is None:
        return f"Result: draw after {g.turn - 1} turns (turn cap)"
    name = (deck_a, deck_b)[g.winner].name
    return f"Winner: p{g.winner + 1} ({name}) on turn {g.turn}"


def cmd_replay(args: argparse.Namespace) -> int:
    from aember.decks.model import DeckError, deck_from_aember_json
    from aember.engine import IllegalAnswer
    from aember.engine.serialize import _tuplify
    from aember.engine.setup import new_game
    from aember.interfaces.session import REPLAY_FORMATS

    try:
        data = json.loads(Path(args.file).read_text(encoding="utf-8"))
    except OSError as e:
        raise CliError(f"{args.file}: cannot read ({e.strerror})") from None
    except json.JSONDecodeError as e:
        raise CliError(f"{args.file}: not valid JSON (line {e.lineno}: {e.msg})") from None
    except UnicodeDecodeError as e:
        raise CliError(f"{args.file}: not UTF-8 text (byte {e.start + 1})") from None
    except ValueError as e:             # a number of more than 4300 digits
        raise CliError(f"{args.file}: not valid JSON ({e})") from None
    except RecursionError:
        raise CliError(f"{args.file}: not valid JSON (nested too deep)") from None
    if not isinstance(data, dict) or data.get("format") not in REPLAY_FORMATS:
        raise CliError(f"{args.file}: not an aember replay")
    try:
        deck_a = deck_from_aember_json(data["deck_a"], f"{args.file}: deck_a")
        deck_b = deck_from_aember_json(data["deck_b"], f"{args.file}: deck_b")
        turn_cap = int(data.get("turn_cap", 200))
        if turn_cap < 1:
            raise CliError(f"{args.file}: corrupt replay (turn_cap {turn_cap} is below 1)")
        g = new_game(deck_a, deck_b, seed=int(data["seed"]), turn_cap=turn_cap,
                     ids_in_list_order=data["format"] == "aember-replay-1")
        for i, ans in enumerate(data["answers"]):
            if g.decision is None:
                raise CliError(f"{args.file}: answer {i + 1} comes after the end of the game")
            g.apply(_tuplify(ans))
    except (KeyError, TypeError, ValueError, OverflowError) as e:
        if isinstance(e, IllegalAnswer):
            raise CliError(f"{args.file}: answer refused: {e}") from None
        if isinstance(e, DeckError):
            raise CliError(str(e)) from None
        raise CliError(f"{args.file}: corrupt replay ({type(e).__name__}: {e})") from None
    for line in g.log_for(None):
        print(line)
    print(_result_line(g, deck_a, deck_b))
    return 0


def cmd_bench(args: argparse.Namespace) -> int:
    from aember.bench import run_bench

    if args.agent and args.games <= 0:
        raise CliError("--games must be at least 1")
    if not 0 <= args.seconds < float("inf"):
        raise CliError(f"--seconds {args.seconds:g}: a number of seconds, 0 or more")
    if args.decks or args.generated:
        return _bench_decks(args, run_bench)
    res = run_bench(seconds=args.seconds)
    if args.agent:
        from aember.ai.bench import agent_bench

        res.update(agent_bench(seconds=min(args.seconds, 2.0), games=args.games))
    if args.json:
        print(json.dumps(res))
    else:
        print(f"random games per second (one core, starter decks): {res['games_per_s']:.1f}")
        print(f"decisions per second: {res['decisions_per_s']:.0f}")
        print(f"clone(): {res['clone_us']:.1f} µs")
        if args.agent:
            print(f"heuristic agent decisions per second: {res['heuristic_decisions_per_s']:.0f}")
            print(f"MCTS rollouts per second (one core): {res['mcts_rollouts_per_s']:.0f}")
            print(f"{res['simulation_games']} heuristic games on {res['simulation_jobs']} cores: "
                  f"{res['simulation_seconds']:.1f} s")
    return 0


def _bench_decks(args: argparse.Namespace, run_bench) -> int:
    """Games per second over a folder's decks (of one set), beside the starter decks' rate in the same run."""
    from aember.engine.setup import unplayable_reason

    if args.generated:
        from aember.decks.generate import generate_deck
        from aember.decks.model import DeckError

        try:        # decks of a set as `aember deck generate` makes them (sets with no real decks here)
            decks = [generate_deck(args.generated, f"bench-{i}") for i in range(args.generated_decks)]
        except DeckError as e:
            raise CliError(str(e)) from None
        decks = [d for d in decks if not unplayable_reason(d)]
        args.set = args.set or decks[0].set if decks else args.generated
    else:
        from aember.soak import deck_folder

        if not Path(args.decks).is_dir():
            raise CliError(f"{args.decks}: not a folder")
        decks = [d for d in deck_folder(args.decks, args.set) if not unplayable_reason(d)]
    if len(decks) < 2:
        where = f"generated {args.generated}" if args.generated else args.decks
        raise CliError(f"{where}: fewer than two playable decks" + (f" of set {args.set}" if args.set else ""))
    from aember.bench import compare_bench

    starter, mine = compare_bench(args.seconds, decks)
    ratio = mine["games_per_s"] / starter["games_per_s"]
    res = {"starter_games_per_s": starter["games_per_s"], "games_per_s": mine["games_per_s"],
           "decisions_per_s": mine["decisions_per_s"], "starter_decisions_per_s": starter["decisions_per_s"],
           "decks": len(decks), "ratio": ratio}
    if args.json:
        print(json.dumps(res))
    else:
        label = f"{len(decks)} decks" + (f" of {args.set}" if args.set else "")
        print(f"random games per second (one core): starter decks {starter['games_per_s']:.1f}, "
              f"{label} {mine['games_per_s']:.1f} ({100 * ratio:.0f}%)")
        print(f"decisions per second: starter decks {starter['decisions_per_s']:.0f}, {label} "
              f"{mine['decisions_per_s']:.0f} ({100 * mine['decisions_per_s'] / starter['decisions_per_s']:.0f}%); "
              f"decisions per game {starter['decisions'] / max(1, starter['games']):.0f} and "
              f"{mine['decisions'] / max(1, mine['games']):.0f}")
    return 0


def cmd_soak(args: argparse.Namespace) -> int:
    import time

    from aember.engine.setup import unimplemented
    from aember.soak import deck_folder, random_deck, round_robin, soak

    if args.games <= 0:
        raise CliError("--games must be at least 1")
    if args.opponents < 1:
        raise CliError("--opponents must be at least 1")
    if args.turn_cap < 1:
        raise CliError("--turn-cap must be at least 1")
    if args.decks or args.generated:
        decks = []
        if args.decks:
            if not Path(args.decks).is_dir():
                raise CliError(f"{args.decks}: not a folder")
            decks = deck_folder(args.decks, args.set)
        if args.generated:
            from aember.decks.generate import generate_deck, has_evil_twins

            # In a set that printed Evil Twins, every other deck is the Evil Twin of the one before it.
            twins = has_evil_twins(args.generated)
            decks += [generate_deck(args.generated, seed=f"soak-{args.seed}-{i // 2 if twins else i}",
                                    evil_twin=twins and i % 2 == 1) for i in range(args.generated_decks)]
        skipped = [d.name for d in decks if unimplemented(d)]
        decks = [d for d in decks if not unimplemented(d)]
        if skipped:
            print(f"{len(skipped)} decks skipped (cards not implemented yet)")
    else:
        decks = [random_deck(s) for s in range(24)]
    if len(decks) < 2:
        raise CliError("need at least two playable decks")
    pairs = round_robin(decks, args.opponents)
    t0 = time.perf_counter()
    res = soak(pairs, args.games, seed=args.seed, deep=args.deep, turn_cap=args.turn_cap)
    dt = time.perf_counter() - t0
    for e in res.errors[:20]:
        print("ERROR", e)
    print(f"decks: {len(decks)}, games: {res.games}, exceptions or invariant failures: {len(res.errors)}, "
          f"turn-cap draws: {res.capped}, decisions: {res.decisions}, games/s: {res.games / dt:.1f}")
    print("games with " + ", ".join(f"{k}: {v}" for k, v in res.mechanics.items()))
    return 1 if res.errors or res.capped > res.games // 100 else 0


def cmd_cards(args: argparse.Namespace) -> int:
    from aember.coverage import coverage_report, summary_report

    if args.set is None:
        return summary_report(as_json=args.json)
    return coverage_report(args.set, verbose=not args.summary, as_json=args.json)


def build_parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="aember", description="KeyForge, complete and exact.")
    sub = ap.add_subparsers(dest="command", required=True)

    sc = sub.add_parser("scenario", help="run YAML scenarios (files or folders)")
    sc.add_argument("paths", nargs="+")
    sc.add_argument("-q", "--quiet", action="store_true", help="print only failures, skips and the summary")
    sc.set_defaults(func=cmd_scenario)

    gm = sub.add_parser("game", help="play a game between two random agents and print its log")
    gm.add_argument("deck_a", nargs="?", default="onyx")
    gm.add_argument("deck_b", nargs="?", default="argus")
    gm.add_argument("--seed", type=int, default=1)
    gm.add_argument("--turn-cap", type=int, default=200)
    gm.add_argument("--save", metavar="FILE", help="write the replay (decks, seed, answers) as JSON")
    gm.set_defaults(func=cmd_game)

    rp = sub.add_parser("replay", help="replay a saved game and print its log")
    rp.add_argument("file")
    rp.set_defaults(func=cmd_replay)

    bn = sub.add_parser("bench", help="measure engine speed")
    bn.add_argument("--json", action="store_true")
    bn.add_argument("--seconds", type=float, default=5.0)
    bn.add_argument("--agent", action="store_true", help="also measure the AI agents and a 400-game simulation")
    bn.add_argument("--games", type=int, default=400, help="games of the --agent simulation (default 400)")
    bn.add_argument("--decks", metavar="DIR", help="random games between this folder's playable decks instead, "
                    "beside the starter decks' rate measured in the same run")
    bn.add_argument("--set", default=None, help="with --decks: only the decks of this set")
    bn.add_argument("--generated", metavar="SET", help="random games between decks of this set made as "
                    "'aember deck generate' does, beside the starter decks' rate measured in the same run")
    bn.add_argument("--generated-decks", type=int, default=10, metavar="N", help="how many (default 10)")
    bn.set_defaults(func=cmd_bench)

    sk = sub.add_parser("soak", help="random play with every invariant checked after every step")
    sk.add_argument("--decks", metavar="DIR",
                    help="a folder of deck files (default: random decks of implemented cards)")
    sk.add_argument("--set", default=None, help="only the decks of this set (with --decks)")
    sk.add_argument("--generated", metavar="SET", help="also decks of this set made as 'aember deck generate' does")
    sk.add_argument("--generated-decks", type=int, default=20, metavar="N", help="how many (default 20)")
    sk.add_argument("--games", type=int, default=200)
    sk.add_argument("--opponents", type=int, default=4, help="opponents per deck")
    sk.add_argument("--seed", type=int, default=0)
    sk.add_argument("--turn-cap", type=int, default=200)
    sk.add_argument("--deep", action="store_true", help="also check clone, save/load and replay at every step")
    sk.set_defaults(func=cmd_soak)

    cd = sub.add_parser("cards", help="card coverage: one line per set, or one line per card of --set")
    cd.add_argument("--set", default=None, help="one line per card of this set; non-zero exit if any is missing")
    cd.add_argument("--summary", action="store_true", help="with --set: only the last line")
    cd.add_argument("--json", action="store_true", help="the same data as JSON")
    cd.set_defaults(func=cmd_cards)

    # Commands that live with their subsystems: each module has register(subparsers).
    import importlib

    for mod in ("aember.decks.cli", "aember.ai.cli", "aember.interfaces.cli", "aember.web.cli", "aember.rl.cli"):
        try:
            m = importlib.import_module(mod)
        except ModuleNotFoundError as e:
            if e.name != mod:
                raise
            continue
        m.register(sub)
    return ap


def main(argv: list[str] | None = None) -> int:
    ap = build_parser()
    args = ap.parse_args(argv)
    from aember.carddb import CardDatabaseError
    from aember.decks.model import DeckError
    from aember.engine.game import GameError

    try:
        return args.func(args)
    except (CliError, DeckError, GameError, CardDatabaseError) as e:
        print(f"aember: error: {e}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("aember: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0
    except OSError as e:    # a path the system refuses (a name too long, no permission): one line naming it
        where = f"{e.filename}: " if e.filename else ""
        print(f"aember: error: {where}{e.strerror or e}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    # Run as `python -m aember.cli`, this file is __main__, and its CliError is not the aember.cli.CliError the
    # subcommand modules raise (a traceback instead of one line): run the main of the module aember.cli.
    from aember.cli import main as _main

    sys.exit(_main())

"""`aember play`: registers the subcommand (see aember/cli.py) and starts the terminal game."""

from __future__ import annotations

import argparse
import random
import time
from pathlib import Path

from aember.interfaces.agents import AGENT_NAMES


def data_dir() -> Path:
    from platformdirs import user_data_dir

    return Path(user_data_dir("aember"))


def register(sub) -> None:
    pl = sub.add_parser(
        "play", help="play a game in the terminal against the computer (or --hotseat: two people)",
        description="Play KeyForge in the terminal. By default you play Miss \"Onyx\" Censorius against the "
                    "heuristic agent playing Radiant Argus the Supreme. Press ? in the game for help.")
    pl.add_argument("--deck", default="onyx", metavar="DECK",
                    help="your deck: a file (any format), a library name, 'onyx' or 'argus' (default: onyx)")
    pl.add_argument("--opponent-deck", default="argus", metavar="DECK",
                    help="the other deck (default: argus)")
    pl.add_argument("--opponent", default="heuristic", metavar="AGENT",
                    help=f"the computer opponent: {', '.join(AGENT_NAMES)}, mcts:N, mcts:Ts, learned or learned:MODEL "
                         "(default: heuristic)")
    pl.add_argument("--hotseat", action="store_true",
                    help="two people at one keyboard; the board hides each hand between turns")
    pl.add_argument("--seed", type=int, default=None, help="seed for shuffling (default: random)")
    pl.add_argument("--turn-cap", type=int, default=200, help="the game is a draw after this many turns")
    pl.add_argument("--resume", metavar="FILE", help="resume a saved game")
    pl.add_argument("--save", metavar="FILE",
                    help="where quitting saves the game (default: the --resume file, else "
                         f"{data_dir() / 'play-save.json'})")
    pl.add_argument("--replay", metavar="FILE",
                    help="where the finished game's replay is written (default: a new file in "
                         f"{data_dir() / 'replays'})")
    pl.add_argument("--delay", type=float, default=0.7, metavar="SECONDS",
                    help="pause after each of the computer's moves (default: 0.7; s skips in the game)")
    pl.set_defaults(func=cmd_play)


def _check_opponent(spec: str) -> None:
    from aember.cli import CliError

    try:
        from aember.ai.agents import make_agent
    except ImportError:
        return                  # no aember.ai: the session plays random legal moves and says so
    try:
        make_agent(spec)
    except ValueError as e:
        raise CliError(str(e)) from None


def build_app(args: argparse.Namespace):
    """Everything that can fail on bad input fails here, before the app starts."""
    from aember.cli import CliError

    try:
        from aember.interfaces.tui import PlayApp
    except ImportError as e:
        raise CliError(f"'aember play' needs Textual ({e}); install it with: pip install textual") from None
    from aember.interfaces.session import PlayError, PlaySession

    if args.resume:
        try:
            session = PlaySession.load(args.resume)
        except PlayError as e:
            raise CliError(str(e)) from None
        save = args.save or args.resume
    else:
        from aember.decks import resolve_deck

        deck_a = resolve_deck(args.deck)
        deck_b = resolve_deck(args.opponent_deck)
        seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1 << 31)
        if args.turn_cap < 1:
            raise CliError("--turn-cap must be at least 1")
        _check_opponent(args.opponent)
        session = PlaySession.new(deck_a, deck_b, seed=seed, turn_cap=args.turn_cap, hotseat=args.hotseat,
                                  opponent=args.opponent)
        save = args.save or data_dir() / "play-save.json"
    replay = args.replay or data_dir() / "replays" / f"game-{time.strftime('%Y%m%d-%H%M%S')}-seed{session.seed}.json"
    if not 0 <= args.delay < float("inf"):        # nan had stopped the game at the computer's first move
        raise CliError(f"--delay {args.delay:g}: a number of seconds, 0 or more")
    for option, path in (("--save", save), ("--replay", args.replay)):
        if path is not None and Path(path).expanduser().is_dir():  # found out only when quitting: the game lost
            raise CliError(f"{option} {path}: is a folder, not a file")
        parent = None if path is None else next((q for q in Path(path).expanduser().parents if q.exists()), None)
        if parent is not None and not parent.is_dir():
            raise CliError(f"{option} {path}: cannot save there ({parent} is a file, not a folder)")
    return PlayApp(session, save_path=save, replay_path=replay, delay=args.delay)


def cmd_play(args: argparse.Namespace) -> int:
    app = build_app(args)
    app.run()
    for line in app.exit_lines:
        print(line)
    return 0

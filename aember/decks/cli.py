"""The `aember deck` command: convert, check, generate and keep decks.

The main CLI calls `register(subparsers)` to add the `deck` command and `run(args)` to carry it
out. `python -m aember.decks ARGS` runs the same commands on their own.

Exit status: 0 done; 1 `check` found errors; 2 bad input (unreadable file, unknown deck, ...),
reported as one line on stderr.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

from aember.carddb import CardDatabaseError
from aember.decks.cardindex import HOUSE_NAMES
from aember.decks.check import check_deck
from aember.decks.formats import FORMATS, read_deck, read_decks, read_file_bytes, write_deck
from aember.decks.generate import generate_deck
from aember.decks.library import DeckLibrary
from aember.decks.model import Deck, DeckError
from aember.decks.resolve import resolve_deck

PROG = "aember deck"


def _add_read_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--from", dest="fmt", metavar="FMT", choices=FORMATS,
                   help=f"the input's format, when detection from content is not wanted ({', '.join(FORMATS)})")
    p.add_argument("--cockatrice-db", dest="cockatrice_db", metavar="FILE", action="append",
                   help="a Cockatrice card database (XML) to map card names in another language to "
                        "set and number; may be given more than once (default: $AEMBER_COCKATRICE_DB)")


def register(subparsers) -> argparse.ArgumentParser:
    """Add the `deck` command to an argparse subparsers object; returns its parser."""
    p = subparsers.add_parser("deck", help="read, check, generate and keep decks",
                              description="Decks: convert between formats, check, generate, and the "
                                          "deck library.")
    _fill_parser(p)
    return p


def _fill_parser(p: argparse.ArgumentParser) -> None:
    sub = p.add_subparsers(dest="deck_command", metavar="COMMAND")
    sub.required = True

    c = sub.add_parser("convert", help="print a deck file (any format) as aember JSON")
    c.add_argument("input", metavar="IN", help="deck file ('-' for standard input), library deck or starter")
    c.add_argument("--to", choices=("json", "text"), default="json", help="output format (default json)")
    _add_read_options(c)

    k = sub.add_parser("check", help="check that a deck is legal (exit 1 on errors)")
    k.add_argument("file", metavar="FILE", help="deck file, library deck or starter")
    _add_read_options(k)

    g = sub.add_parser("generate", help="a new random deck of a set, as JSON")
    g.add_argument("--set", dest="set_code", required=True, metavar="SET", help="set code, e.g. CotA")
    g.add_argument("--seed", required=True, metavar="S", help="random seed: the same seed gives the same deck")
    g.add_argument("--out", metavar="FILE", help="write the deck to FILE instead of standard output")
    g.add_argument("--implemented-only", action="store_true",
                   help="use only cards that aember implements")
    g.add_argument("--evil-twin", action="store_true",
                   help="the Evil Twin of the deck this seed gives (Dark Tidings)")

    a = sub.add_parser("add", help="add a deck file (any format) to the library")
    a.add_argument("file", metavar="FILE", help="deck file")
    a.add_argument("--name", help="store it under this name instead of the deck's own")
    _add_read_options(a)

    sub.add_parser("list", help="list the decks in the library")

    s = sub.add_parser("show", help="print a library deck")
    s.add_argument("name", metavar="NAME")
    s.add_argument("--json", action="store_true", help="as aember JSON instead of a text list")

    r = sub.add_parser("rm", help="remove a deck from the library")
    r.add_argument("name", metavar="NAME")
    p.set_defaults(func=run, run=run)


def _read_stdin() -> bytes:
    return sys.stdin.buffer.read() if hasattr(sys.stdin, "buffer") else sys.stdin.read().encode("utf-8")


def _load(spec: str, fmt, cockatrice_db) -> Deck:
    if spec == "-":
        return read_deck(_read_stdin(), "<stdin>", fmt, cockatrice_db=cockatrice_db)
    path = Path(spec)
    if (path.exists() and not path.is_dir()) or fmt is not None:
        return read_deck(read_file_bytes(path), spec, fmt, cockatrice_db=cockatrice_db)
    return resolve_deck(spec, cockatrice_db=cockatrice_db)


COCKATRICE_HINT = ("card names in another language need a Cockatrice card database for that language "
                   "(--cockatrice-db FILE)")


def _hint(spec: str) -> str:
    return f" ({COCKATRICE_HINT})" if str(spec).lower().endswith(".cod") else ""


def _unknown_cards(deck: Deck, spec: str) -> None:
    """Stop on cards the card database does not know (their output would be incomplete)."""
    bad = [p for p in check_deck(deck, check_implemented=False) if p.is_error and "not a known card" in p.message]
    if bad:
        more = f" (and {len(bad) - 1} more unknown cards)" if len(bad) > 1 else ""
        raise DeckError(f"{spec}: {bad[0].message}{more}{_hint(spec)}")


def _seed(text: str):
    return int(text) if re.fullmatch(r"[+-]?\d+", text.strip()) else text


def _houses(houses) -> str:
    return ", ".join(HOUSE_NAMES.get(h, h) for h in houses)


def _cmd_convert(args, out) -> int:
    deck = _load(args.input, args.fmt, args.cockatrice_db)
    _unknown_cards(deck, args.input)
    out.write(write_deck(deck, args.to))
    return 0


def _cmd_check(args, out) -> int:
    deck = _load(args.file, args.fmt, args.cockatrice_db)
    problems = check_deck(deck)
    label = args.file
    out.write(f"{label}: {deck.name} ({deck.set or 'set unknown'}; {_houses(deck.houses)}; "
              f"{len(deck.cards)} cards)\n")
    for p in problems:
        out.write(f"{label}: {p}\n")
    if _hint(label) and any("not a known card" in p.message for p in problems):
        out.write(f"{label}: note: {COCKATRICE_HINT}\n")
    n_err = sum(p.is_error for p in problems)
    n_warn = len(problems) - n_err
    out.write(f"{label}: {n_err} error{'s' if n_err != 1 else ''}, {n_warn} warning{'s' if n_warn != 1 else ''}\n")
    return 1 if n_err else 0


def _cmd_generate(args, out) -> int:
    deck = generate_deck(args.set_code, _seed(args.seed), implemented_only=args.implemented_only,
                         evil_twin=args.evil_twin)
    text = write_deck(deck, "json")
    if args.out:
        try:
            Path(args.out).write_text(text, encoding="utf-8")
        except OSError as e:
            raise DeckError(f"{args.out}: cannot write the deck ({e.strerror})") from None
        out.write(f"{args.out}: {deck.name} ({deck.set}; {_houses(deck.houses)})\n")
    else:
        out.write(text)
    return 0


def _cmd_add(args, out) -> int:
    decks = read_decks(read_file_bytes(args.file), args.file, args.fmt, cockatrice_db=args.cockatrice_db)
    if args.name is not None and len(decks) != 1:
        raise DeckError(f"{args.file}: holds {len(decks)} decks; --name needs a file with one deck")
    for d in decks:
        _unknown_cards(d, args.file)
    lib = DeckLibrary()
    names = lib.add_many([(d, args.name) for d in decks], source=str(Path(args.file).resolve()))
    for n in names:
        out.write(f"added '{n}' to the library ({lib.path})\n")
    return 0


def _cmd_list(args, out) -> int:
    lib = DeckLibrary()
    entries = lib.entries()
    width = max(len(e.name) for e in entries)
    for e in entries:
        tag = "  (starter)" if e.builtin else ""
        out.write(f"{e.name:<{width}}  {e.set or '?':<6} {_houses(e.houses)}{tag}\n")
    return 0


def _cmd_show(args, out) -> int:
    deck = DeckLibrary().get(args.name)
    out.write(write_deck(deck, "json" if args.json else "text"))
    return 0


def _cmd_rm(args, out) -> int:
    lib = DeckLibrary()
    name = lib.remove(args.name)
    out.write(f"removed '{name}' from the library\n")
    return 0


_COMMANDS = {"convert": _cmd_convert, "check": _cmd_check, "generate": _cmd_generate, "add": _cmd_add,
             "list": _cmd_list, "show": _cmd_show, "rm": _cmd_rm}


def run(args) -> int:
    """Carry out a parsed `deck` command; returns the exit status."""
    out, err = sys.stdout, sys.stderr
    cmd = _COMMANDS.get(getattr(args, "deck_command", None) or "")
    if cmd is None:
        err.write(f"{PROG}: error: no command given (convert, check, generate, add, list, show, rm)\n")
        return 2
    try:
        return cmd(args, out)
    except (DeckError, CardDatabaseError) as e:
        err.write(f"{PROG}: error: {e}\n")
    except OSError as e:
        err.write(f"{PROG}: error: {e.filename or ''}: {e.strerror or e}\n")
    except Exception as e:  # never a traceback for the user: one line, as for bad input
        err.write(f"{PROG}: error: unexpected {type(e).__name__}: {e}\n")
    return 2


def main(argv=None) -> int:
    """`python -m aember.decks COMMAND ...`: the deck commands on their own."""
    p = argparse.ArgumentParser(prog=PROG, description="Decks: convert, check, generate and keep decks.")
    _fill_parser(p)
    args = p.parse_args(argv)
    return run(args)

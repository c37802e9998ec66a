"""`resolve_deck(spec)`: a deck from a file path, a library name or a starter shortcut."""

from __future__ import annotations

from pathlib import Path

from aember.decks.formats import read_deck_file
from aember.decks.library import STARTERS, DeckLibrary, starter_deck
from aember.decks.model import Deck, DeckError


def resolve_deck(spec: str, library: DeckLibrary | None = None, *, cockatrice_db=None) -> Deck:
    """A deck file (any format), else a starter shortcut ('onyx', 'argus'), else a library deck."""
    spec = str(spec)
    if not spec.strip():
        raise DeckError("no deck given (a file, a library deck name, 'onyx' or 'argus')")
    path = Path(spec).expanduser()
    try:
        is_dir, exists = path.is_dir(), path.exists()
    except OSError:         # a name too long to be a file (ENAMETOOLONG) can still be a library deck's name
        is_dir = exists = False
    if is_dir:
        raise DeckError(f"{spec}: is a folder, not a deck file")
    if exists:
        return read_deck_file(path, cockatrice_db=cockatrice_db)
    if spec.strip().lower() in STARTERS:
        return starter_deck(spec)
    lib = library or DeckLibrary()
    deck = lib.find(spec)
    if deck is not None:
        return deck
    looks_like_path = any(sep in spec for sep in ("/", "\\")) or path.suffix.lower() in (
        ".json", ".txt", ".csv", ".cod")
    if looks_like_path:
        raise DeckError(f"{spec}: no such file")
    raise DeckError(f"'{spec}' is neither a deck file nor a deck in the library{lib.suggest(spec)} "
                    "(see 'aember deck list')")

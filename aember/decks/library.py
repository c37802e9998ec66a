"""The deck library: the player's decks in an SQLite file, plus the two starter decks.

The file is `decks.sqlite3` in the user's data folder (platformdirs.user_data_dir("aember")),
or in $AEMBER_HOME when that is set. The starter decks of the Call of the Archons Starter Set
ship inside the package (aember/decks/starter/) and are always in the library; they cannot be
removed. Names are unique, compared without case and with straight and curly quotes alike.
Every write is one transaction: a failed import leaves the library as it was.
"""

from __future__ import annotations

import json
import os
import sqlite3
from dataclasses import dataclass
from datetime import UTC, datetime
from importlib import resources
from pathlib import Path

from aember.carddb import normalize_title
from aember.decks.check import check_deck, errors
from aember.decks.model import Deck, DeckError, deck_from_aember_json

ENV_HOME = "AEMBER_HOME"
DB_NAME = "decks.sqlite3"

# Shortcut -> file of a starter deck in aember/decks/starter/.
STARTERS = {"argus": "cota__radiant-argus-the-supreme.json", "onyx": "cota__miss-onyx-censorius.json"}

_SCHEMA = """
CREATE TABLE IF NOT EXISTS decks (
    name_key   TEXT PRIMARY KEY,          -- normalised name: unique without case or quote style
    name       TEXT NOT NULL,
    set_code   TEXT,
    houses     TEXT NOT NULL,             -- comma-separated house keys
    card_count INTEGER NOT NULL,
    source     TEXT,                      -- the file it was imported from
    added      TEXT NOT NULL,             -- UTC time, ISO 8601
    deck_json  TEXT NOT NULL              -- aember deck JSON
)
"""


def data_dir() -> Path:
    """Where aember keeps its data: $AEMBER_HOME, else the user's data folder."""
    env = os.environ.get(ENV_HOME)
    if env:
        return Path(env)
    import platformdirs

    return Path(platformdirs.user_data_dir("aember"))


def default_path() -> Path:
    return data_dir() / DB_NAME


def starter_deck(shortcut: str) -> Deck:
    """A starter deck by its shortcut ('argus' or 'onyx')."""
    key = shortcut.strip().lower()
    if key not in STARTERS:
        raise DeckError(f"no starter deck '{shortcut}' (there are: {', '.join(STARTERS)})")
    res = resources.files("aember.decks").joinpath("starter", STARTERS[key])
    data = json.loads(res.read_text(encoding="utf-8"))
    return deck_from_aember_json(data, f"starter deck {key}")


def starter_decks() -> dict[str, Deck]:
    return {k: starter_deck(k) for k in STARTERS}


@dataclass(frozen=True)
class Entry:
    name: str
    set: str | None
    houses: list[str]
    card_count: int
    builtin: bool           # a starter deck (cannot be removed)
    source: str | None = None
    added: str | None = None


def _key(name: str) -> str:
    return normalize_title(name)


class DeckLibrary:
    """Decks by name. `DeckLibrary()` uses default_path(); pass a path for another file."""

    def __init__(self, path: str | Path | None = None):
        self.path = Path(path) if path is not None else default_path()

    def _connect(self, create: bool) -> sqlite3.Connection | None:
        if not self.path.exists() and not create:
            return None
        try:
            if create:
                self.path.parent.mkdir(parents=True, exist_ok=True)
            conn = sqlite3.connect(self.path)
            conn.execute(_SCHEMA)
            conn.commit()
        except (OSError, sqlite3.Error) as e:
            raise DeckError(f"{self.path}: cannot open the deck library ({e})") from None
        return conn

    # --- reading ----------------------------------------------------------------------------

    def entries(self) -> list[Entry]:
        """The starter decks, then the stored decks by name."""
        out = [Entry(d.name, d.set, list(d.houses), len(d.cards), True) for d in starter_decks().values()]
        conn = self._connect(create=False)
        if conn is None:
            return out
        try:
            rows = conn.execute("SELECT name, set_code, houses, card_count, source, added FROM decks "
                                "ORDER BY name_key").fetchall()
        except sqlite3.Error as e:
            raise DeckError(f"{self.path}: cannot read the deck library ({e})") from None
        finally:
            conn.close()
        out += [Entry(r[0], r[1], r[2].split(",") if r[2] else [], r[3], False, r[4], r[5]) for r in rows]
        return out

    def names(self) -> list[str]:
        return [e.name for e in self.entries()]

    def _starter_by_name(self, name: str) -> Deck | None:
        key = name.strip().lower()
        if key in STARTERS:
            return starter_deck(key)
        for d in starter_decks().values():
            if _key(d.name) == _key(name):
                return d
        return None

    def find(self, name: str) -> Deck | None:
        """The deck with this name (or starter shortcut), or None."""
        d = self._starter_by_name(name)
        if d is not None:
            return d
        conn = self._connect(create=False)
        if conn is None:
            return None
        try:
            row = conn.execute("SELECT deck_json FROM decks WHERE name_key = ?", (_key(name),)).fetchone()
        except sqlite3.Error as e:
            raise DeckError(f"{self.path}: cannot read the deck library ({e})") from None
        finally:
            conn.close()
        if row is None:
            return None
        try:
            data = json.loads(row[0])
        except (json.JSONDecodeError, TypeError) as e:
            raise DeckError(f"{self.path}: library deck '{name}' is damaged (its JSON: {e}); "
                            "remove it with 'aember deck rm' and add it again") from None
        return deck_from_aember_json(data, f"library deck '{name}'")

    def get(self, name: str) -> Deck:
        d = self.find(name)
        if d is None:
            raise DeckError(f"no deck named '{name}' in the library{self.suggest(name)}")
        return d

    def suggest(self, name: str) -> str:
        """'; did you mean ...?' for a name not in the library, or ''."""
        import difflib

        names = self.names()
        by_key = {_key(n): n for n in names}
        close = difflib.get_close_matches(_key(name), list(by_key), n=3, cutoff=0.6)
        return f"; did you mean {', '.join(repr(by_key[c]) for c in close)}?" if close else ""

    # --- writing ----------------------------------------------------------------------------

    def add(self, deck: Deck, name: str | None = None, source: str | None = None, check: bool = True) -> str:
        """Store one deck (under `name` if given); returns the name it was stored under."""
        return self.add_many([(deck, name)], source=source, check=check)[0]

    def add_many(self, decks, source: str | None = None, check: bool = True) -> list[str]:
        """Store several (deck, name or None) at once: all of them, or none if one fails."""
        prepared = []
        seen: set[str] = set()
        for deck, name in decks:
            name = (name if name is not None else deck.name).strip()
            if not name:
                raise DeckError("a library deck needs a name")
            if check:
                errs = errors(check_deck(deck, check_implemented=False))
                if errs:
                    more = f" (and {len(errs) - 1} more problems)" if len(errs) > 1 else ""
                    raise DeckError(f"deck '{name}' is not legal: {errs[0].message}{more}; "
                                    "see 'aember deck check'")
            key = _key(name)
            if key in seen:
                raise DeckError(f"two of the decks to add are named '{name}'")
            if self._starter_by_name(name) is not None:
                raise DeckError(f"a deck named '{name}' is already in the library")
            seen.add(key)
            data = deck.to_json()
            data["name"] = name
            prepared.append((key, name, deck, json.dumps(data, ensure_ascii=False)))
        conn = self._connect(create=True)
        added = datetime.now(UTC).isoformat(timespec="seconds")
        try:
            with conn:     # one transaction: commit all or roll back all
                for key, name, deck, text in prepared:
                    row = conn.execute("SELECT name FROM decks WHERE name_key = ?", (key,)).fetchone()
                    if row is not None:
                        raise DeckError(f"a deck named '{row[0]}' is already in the library")
                    conn.execute(
                        "INSERT INTO decks (name_key, name, set_code, houses, card_count, source, added, "
                        "deck_json) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                        (key, name, deck.set, ",".join(deck.houses), len(deck.cards), source, added, text))
        except sqlite3.IntegrityError:
            raise DeckError("a deck with one of these names is already in the library") from None
        except sqlite3.Error as e:
            raise DeckError(f"{self.path}: cannot write to the deck library ({e})") from None
        finally:
            conn.close()
        return [p[1] for p in prepared]

    def remove(self, name: str) -> str:
        """Delete a stored deck; returns its name. Starter decks cannot be removed."""
        if self._starter_by_name(name) is not None:
            raise DeckError(f"'{name}' is a starter deck; it cannot be removed")
        conn = self._connect(create=False)
        if conn is None:
            raise DeckError(f"no deck named '{name}' in the library")
        try:
            with conn:
                row = conn.execute("SELECT name FROM decks WHERE name_key = ?", (_key(name),)).fetchone()
                if row is None:
                    raise DeckError(f"no deck named '{name}' in the library{self.suggest(name)}")
                conn.execute("DELETE FROM decks WHERE name_key = ?", (_key(name),))
        except sqlite3.Error as e:
            raise DeckError(f"{self.path}: cannot write to the deck library ({e})") from None
        finally:
            conn.close()
        return row[0]

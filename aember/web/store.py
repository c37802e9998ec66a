"""The web server's games in SQLite: decks, seed, who plays which seat, and every answer as it is applied.

The file is `web.sqlite3` beside the deck library (aember.decks.library.data_dir(): $AEMBER_HOME, else
the user's data folder). A game is never stored as a state: it is rebuilt by replaying its answers from
the decks and the seed, so a save survives a server restart (and a crash: each answer is committed
before anyone is told about it).

Seat, invite and spectator tokens are stored only as SHA-256 hashes: a copy of the file gives nobody a seat.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import threading
import time
from dataclasses import dataclass
from pathlib import Path

DB_NAME = "web.sqlite3"
# card ids dealt at random at setup (2); games stored before that (1, the column's default in a file made then) are
# replayed with the ids in the deck list's order, which their stored answers name
DEAL = 2

_SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id          TEXT PRIMARY KEY,
    created     REAL NOT NULL,
    status      TEXT NOT NULL,          -- 'waiting' (for the invited player), 'playing', 'over'
    mode        TEXT NOT NULL,          -- 'computer' or 'person'
    agent       TEXT,                   -- the computer's agent ('random', 'heuristic', 'mcts')
    computer    INTEGER,                -- the computer's seat, or NULL
    first       INTEGER NOT NULL,       -- the seat that goes first
    seed        INTEGER NOT NULL,
    turn_cap    INTEGER NOT NULL,
    names       TEXT NOT NULL,          -- JSON [name of seat 0, name of seat 1]
    deck0       TEXT,                   -- aember deck JSON (NULL until the invited player picks a deck)
    deck1       TEXT,
    spectate    TEXT UNIQUE NOT NULL,   -- hash of the spectator token
    invite      TEXT UNIQUE,            -- hash of the invite token (NULL: none)
    invite_seat INTEGER,
    winner      INTEGER,
    deal        INTEGER NOT NULL DEFAULT 1  -- how card ids were dealt: 1 in the deck list's order, 2 at random
);
CREATE TABLE IF NOT EXISTS seats (
    token   TEXT PRIMARY KEY,           -- hash of the seat token
    game_id TEXT NOT NULL,
    seat    INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS answers (
    game_id TEXT NOT NULL,
    n       INTEGER NOT NULL,           -- 0 for the first answer of the game
    answer  TEXT NOT NULL,              -- JSON
    PRIMARY KEY (game_id, n)
);
"""


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "replace")).hexdigest()


@dataclass
class GameRow:
    id: str
    status: str
    mode: str
    agent: str | None
    computer: int | None
    first: int
    seed: int
    turn_cap: int
    names: list[str]
    decks: list[dict | None]
    invite_seat: int | None
    winner: int | None
    deal: int = DEAL     # how the game's card ids were dealt (engine.setup.new_game): its answers name cards by them


class StoreError(Exception):
    """The games file cannot be opened (not a database, a folder in its place, no folder for it)."""


class GameStore:
    """One SQLite file; safe to use from the server's threads (one connection behind a lock)."""

    def __init__(self, path: str | Path):
        self.path = Path(path)
        self._lock = threading.Lock()
        if self.path.parent.exists() and not self.path.parent.is_dir():
            raise StoreError(f"{self.path.parent}: is a file, not a folder for the games file")
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None)
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=NORMAL")
            self._db.executescript(_SCHEMA)
            columns = {r[1] for r in self._db.execute("PRAGMA table_info(games)")}
            if "deal" not in columns:       # a games file from before the deal was recorded: its games are deal 1
                self._db.execute("ALTER TABLE games ADD COLUMN deal INTEGER NOT NULL DEFAULT 1")
        except (OSError, sqlite3.Error) as e:
            why = e.strerror if isinstance(e, OSError) and e.strerror else str(e)
            raise StoreError(f"{self.path}: cannot open the games file ({why})") from None

    def close(self) -> None:
        with self._lock:
            self._db.close()

    def _write(self, statements: list[tuple[str, tuple]]) -> None:
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                for sql, args in statements:
                    self._db.execute(sql, args)
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
            self._db.execute("COMMIT")

    def _one(self, sql: str, args: tuple):
        with self._lock:
            return self._db.execute(sql, args).fetchone()

    # --- writing ---------------------------------------------------------------------------------

    def create_game(self, gid: str, *, mode: str, agent: str | None, computer: int | None, first: int, seed: int,
                    turn_cap: int, names: list[str], decks: list[dict | None], spectate: str,
                    seat_token: str, seat: int, invite: str | None, invite_seat: int | None) -> None:
        status = "waiting" if invite else "playing"
        self._write([
            ("INSERT INTO games (id, created, status, mode, agent, computer, first, seed, turn_cap, names, deck0, "
             "deck1, spectate, invite, invite_seat, deal) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
             (gid, time.time(), status, mode, agent, computer, first, seed, turn_cap, json.dumps(names),
              None if decks[0] is None else json.dumps(decks[0]), None if decks[1] is None else json.dumps(decks[1]),
              token_hash(spectate), None if invite is None else token_hash(invite), invite_seat, DEAL)),
            ("INSERT INTO seats (token, game_id, seat) VALUES (?,?,?)", (token_hash(seat_token), gid, seat)),
        ])

    def join(self, invite: str, seat_token: str, deck: dict, name: str) -> tuple[str, int] | None:
        """Take the invited seat with a deck; None if the invite is unknown or was used already."""
        h = token_hash(invite)
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                row = self._db.execute("SELECT id, invite_seat, names, status FROM games WHERE invite = ?",
                                       (h,)).fetchone()
                if row is None or row[3] != "waiting":
                    self._db.execute("ROLLBACK")
                    return None
                gid, seat, names = row[0], int(row[1]), json.loads(row[2])
                names[seat] = name
                self._db.execute(f"UPDATE games SET status = 'playing', deck{seat} = ?, names = ? WHERE id = ?",
                                 (json.dumps(deck), json.dumps(names), gid))
                self._db.execute("INSERT INTO seats (token, game_id, seat) VALUES (?,?,?)",
                                 (token_hash(seat_token), gid, seat))
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
            self._db.execute("COMMIT")
        return gid, seat

    def add_answer(self, gid: str, n: int, answer) -> None:
        self._write([("INSERT INTO answers (game_id, n, answer) VALUES (?,?,?)", (gid, n, json.dumps(answer)))])

    def finish(self, gid: str, winner: int | None) -> None:
        self._write([("UPDATE games SET status = 'over', winner = ? WHERE id = ?", (winner, gid))])

    # --- reading ---------------------------------------------------------------------------------

    def seat(self, token: str) -> tuple[str, int] | None:
        row = self._one("SELECT game_id, seat FROM seats WHERE token = ?", (token_hash(token),))
        return None if row is None else (row[0], int(row[1]))

    def spectated(self, token: str) -> str | None:
        row = self._one("SELECT id FROM games WHERE spectate = ?", (token_hash(token),))
        return None if row is None else row[0]

    def invite(self, token: str) -> tuple[GameRow, bool] | None:
        """The game of an invite, and whether the invite is still open."""
        row = self._one("SELECT id, status FROM games WHERE invite = ?", (token_hash(token),))
        if row is None:
            return None
        return self.game(row[0]), row[1] == "waiting"

    def game(self, gid: str) -> GameRow | None:
        row = self._one("SELECT id, status, mode, agent, computer, first, seed, turn_cap, names, deck0, deck1, "
                        "invite_seat, winner, deal FROM games WHERE id = ?", (gid,))
        if row is None:
            return None
        try:
            return GameRow(row[0], row[1], row[2], row[3], row[4], int(row[5]), int(row[6]), int(row[7]),
                           json.loads(row[8]), [None if d is None else json.loads(d) for d in (row[9], row[10])],
                           row[11], row[12], int(row[13]))
        except (ValueError, TypeError) as e:
            raise StoreError(f"game {gid}: its stored record is damaged ({e})") from None

    def answers(self, gid: str) -> list:
        with self._lock:
            rows = self._db.execute("SELECT n, answer FROM answers WHERE game_id = ? ORDER BY n", (gid,)).fetchall()
        try:
            return [json.loads(a) for _, a in rows]
        except (ValueError, TypeError) as e:
            raise StoreError(f"game {gid}: a stored answer is damaged ({e})") from None

    def count(self) -> int:
        return self._one("SELECT COUNT(*) FROM games", ())[0]

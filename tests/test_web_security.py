"""`aember serve`: bad input and security. Each bad message gets a clear error to that client only, and
the game is unchanged (its stored answers, and what the other seat sees)."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from webkit import Server, launch, need_chromium
from websockets.sync.client import connect

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    s = Server(tmp_path_factory.mktemp("web-sec")).start()
    yield s
    s.stop()


class Seat:
    """A raw WebSocket client."""

    def __init__(self, server: Server, token: str | None = None) -> None:
        self.ws = connect(f"ws://127.0.0.1:{server.port}/ws", open_timeout=10, max_size=None)
        self.last: dict | None = None
        if token is not None:
            self.send({"type": "hello", "token": token})
            self.last = self.until("state", "waiting")

    def send(self, msg) -> None:
        self.ws.send(msg if isinstance(msg, str) else json.dumps(msg))

    def recv(self) -> dict:
        m = json.loads(self.ws.recv(timeout=15))
        if m["type"] == "state":
            self.last = m
        return m

    def until(self, *types: str) -> dict:
        while True:
            m = self.recv()
            if m["type"] in types:
                return m

    def reply(self, msg) -> dict:
        """Send, and return the next message that is not a state."""
        self.send(msg)
        while True:
            m = self.recv()
            if m["type"] != "state":
                return m

    def close(self) -> None:
        self.ws.close()


def person_game(server: Server) -> tuple[dict, dict, str]:
    st, made = server.post("/api/games", {"vs": "person", "name": "Ann", "seat": 0, "first": "me",
                                          "deck": {"library": "onyx"}})
    assert st == 200, made
    st, joined = server.post("/api/join", {"invite": made["invite"], "name": "Ben", "deck": {"library": "argus"}})
    assert st == 200, joined
    return made, joined, made["invite"]


def stored_answers(server: Server, gid: str) -> list:
    from aember.web.store import GameStore

    return GameStore(server.home / "web.sqlite3").answers(gid)


def test_bad_messages_get_a_clear_error_and_change_nothing(server):
    made, joined, invite = person_game(server)
    ann, ben = Seat(server, made["token"]), Seat(server, joined["token"])
    gid = made["game"]
    st = ann.last
    assert st["view"]["decision"]["player"] == 0 and "options" in st["view"]["decision"]
    assert "options" not in ben.last["view"]["decision"]        # Ben is told who decides, not the answers

    def unchanged():
        assert stored_answers(server, gid) == []
        ann.send({"type": "ping"})
        assert ann.until("pong")["type"] == "pong"

    cases = [
        ("{not json", "not JSON"),
        ('{"type": "answer", "n": ' + "9" * 5000 + ', "answer": 1}', "not JSON"),   # had dropped the connection
        ("[" * 4000 + "]" * 4000, "not JSON"),          # RecursionError: had dropped the connection
        ("[1, 2]", "expected an object"),
        ({"no": "type"}, "expected an object"),
        ({"type": "dance"}, "unknown type"),
        ({"type": "answer", "answer": "no"}, "'n'"),
        ({"type": "answer", "n": 0, "answer": {"x": 1}}, "malformed answer"),
        ({"type": "answer", "n": 0, "answer": ["play"] * 100}, "malformed answer"),
        ("x" * 9000, "message too large"),
        ({"type": "hello", "token": made["token"]}, "hello is said once"),
        ({"type": "replay", "n": 3}, "when the game is over"),
    ]
    for msg, expect in cases:
        m = ann.reply(msg)
        assert m["type"] == "error" and expect in m["message"], (msg, m)
        unchanged()
    # answers for the wrong decision, out of turn, or not legal: refused with the reason
    m = ann.reply({"type": "answer", "n": 5, "answer": "no"})
    assert m["type"] == "refused" and "moved on" in m["message"]
    m = ben.reply({"type": "answer", "n": 0, "answer": "no"})
    assert m["type"] == "refused" and "not your decision" in m["message"] and "Ann" in m["message"]
    m = ann.reply({"type": "answer", "n": 0, "answer": ["reap", 3]})
    assert m["type"] == "refused" and "not the question now" in m["message"]
    m = ann.reply({"type": "answer", "n": 0, "answer": "maybe"})
    assert m["type"] == "refused" and "not a legal answer" in m["message"]
    unchanged()
    # nobody else heard of any of it: Ben received no message meanwhile
    ben.send({"type": "ping"})
    assert ben.recv()["type"] == "pong"
    # a legal answer still works, and both seats see it
    ann.send({"type": "answer", "n": 0, "answer": "no"})
    assert ann.until("state")["n"] == 1 and ben.until("state")["n"] == 1
    assert stored_answers(server, gid) == ["no"]
    ann.close()
    ben.close()


def test_tokens_seats_and_spectators(server):
    made, joined, invite = person_game(server)
    tokens = [made["token"], made["spectate"], made["invite"], joined["token"]]
    assert len(set(tokens)) == 4 and all(re.fullmatch(r"[A-Za-z0-9_-]{32,}", t) for t in tokens)
    # unknown token
    s = Seat(server)
    m = s.reply({"type": "hello", "token": "A" * 32})
    assert m["type"] == "fatal" and "unknown seat token" in m["message"]
    # a seat token opens that seat once: a second window is refused, the first keeps playing
    ann = Seat(server, made["token"])
    again = Seat(server)
    m = again.reply({"type": "hello", "token": made["token"]})
    assert m["type"] == "fatal" and "already open" in m["message"]
    ann.send({"type": "ping"})
    assert ann.until("pong")
    # the invite gives one seat, once
    st, data = server.post("/api/join", {"invite": invite, "name": "Eve", "deck": {"library": "argus"}})
    assert st == 400 and "already used" in data["error"]
    st, data = server.post("/api/join", {"invite": "B" * 32, "deck": {"library": "argus"}})
    assert st == 400 and "unknown invite" in data["error"]
    # a spectator sees the public view and cannot act
    spy = Seat(server, made["spectate"])
    v = spy.last["view"]
    assert v["me"] == -1 and all(p["hand"] is None and p["archives"] is None for p in v["players"])
    assert "options" not in v["decision"]
    m = spy.reply({"type": "answer", "n": 0, "answer": "no"})
    assert m["type"] == "error" and "spectators cannot act" in m["message"]
    assert stored_answers(server, made["game"]) == []
    # a seat token reaches only its own game's seat: Ben's decisions stay Ben's
    ben = Seat(server, joined["token"])
    assert ben.last["seat"] == 1 and ben.last["view"]["players"][0]["hand"] is None
    for c in (ann, spy, ben, s, again):
        c.close()


def test_rate_limit(server):
    made, _, _ = person_game(server)
    ann = Seat(server, made["token"])
    for _ in range(80):
        ann.send({"type": "ping"})
    got = [ann.recv() for _ in range(80)]
    limited = [m for m in got if m["type"] == "error"]
    assert limited and all("too many messages" in m["message"] for m in limited)
    assert sum(m["type"] == "pong" for m in got) >= 35     # the burst (40, less the hello) gets through
    ann.close()


def test_bad_http_requests(server):
    st, data = server.post("/api/games", {"vs": "random", "deck": {"upload": "this is not a deck\n\x00\x01",
                                                                    "filename": "junk.txt"}})
    assert st == 400 and "deck" in data["error"]
    st, data = server.post("/api/games", {"vs": "random", "deck": {"library": "No Such Deck"}})
    assert st == 400 and "no deck named" in data["error"]
    st, data = server.post("/api/games", {"vs": "grandmaster", "deck": {"library": "onyx"}})
    assert st == 400 and "'vs'" in data["error"]
    st, data = server.post("/api/games", {"vs": "random", "seat": 7, "deck": {"library": "onyx"}})
    assert st == 400 and "'seat'" in data["error"]
    st, data = server.post("/api/games", {"vs": "random", "deck": {"library": "onyx"}, "seat": 0, "x": 1})
    assert st == 200
    import urllib.request
    req = urllib.request.Request(f"http://127.0.0.1:{server.port}/api/games", method="POST",
                                 data=b'{"vs": "random", "seat": ' + b"9" * 5000 + b"}",
                                 headers={"content-type": "application/json"})
    try:
        urllib.request.urlopen(req)
        raise AssertionError("accepted")
    except urllib.error.HTTPError as e:        # had been 500 Internal Server Error
        assert e.code == 400 and b"not JSON" in e.read()
    for seat in (1.0, True, "1", None):        # 1.0 had been a 500 (list index), true a game with seat true
        st, data = server.post("/api/games", {"vs": "random", "seat": seat, "deck": {"library": "onyx"}})
        assert st == 400 and "'seat'" in data["error"], (seat, st, data)
    st, data = server.post("/api/games", {"vs": "random", "deck": {"upload": "x" * 600_000}})
    assert st == 400 and "too large" in data["error"]
    st, data = server.post("/api/games", {"vs": "random", "deck": {"generate": "Nope"}})
    assert st == 400 and "unknown set" in data["error"]
    st, data = server.post("/api/games", {"vs": "random", "deck": {"generate": "CotA"}})
    assert st == 200 and data["token"]


def test_a_bad_deck_file_in_the_lobby(server, tmp_path):
    need_chromium()
    from playwright.sync_api import sync_playwright

    bad = tmp_path / "broken-deck.json"
    bad.write_text('{"name": "Half a deck", "cards": [', encoding="utf-8")
    with sync_playwright() as p:
        b = launch(p)
        page = b.new_page()
        page.goto(server.url + "/")
        page.set_input_files("#d-file", str(bad))
        page.click("#play-computer")
        page.wait_for_function("() => document.querySelector('#lobby-error').textContent.length > 0")
        err = page.locator("#lobby-error").inner_text()
        assert "broken-deck.json" in err or "JSON" in err or "deck" in err
        assert page.get_attribute("body", "data-page") == "lobby"
        # an unknown seat link says so, and the page does not try again and again
        page.goto(server.url + "/#play=" + "Z" * 32)
        page.wait_for_selector("body[data-phase=fatal]")
        assert "unknown seat token" in page.locator("#decision").inner_text()
        b.close()


def test_the_computer_answers_its_decisions(server):
    """Heuristic and MCTS think in a thread, and the person sees each of their moves as it is made."""
    for agent, first in (("heuristic", "them"), ("mcts", "me")):
        st, made = server.post("/api/games", {"vs": agent, "seat": 0, "first": first, "deck": {"library": "onyx"}})
        assert st == 200, made
        me = Seat(server, made["token"])
        while not ("options" in me.last["view"]["decision"] and me.last["view"]["decision"]["player"] == 0):
            me.until("state")
        assert me.last["view"]["decision"]["kind"] == "mulligan"
        n = me.last["n"]
        me.send({"type": "answer", "n": n, "answer": "no"})
        while True:
            m = me.until("state")
            d = m["view"]["decision"]
            if d["player"] == 0 and "options" in d:
                break
        assert m["n"] > n + 1 if first == "them" else m["n"] >= n + 1
        from aember.web.store import GameStore

        assert len(GameStore(server.home / "web.sqlite3").answers(made["game"])) == m["n"]
        me.close()


def test_serve_on_a_port_in_use_says_so(server):
    aember = str(Path(sys.executable).with_name("aember"))     # the installed command
    r = subprocess.run([aember, "serve", "--port", str(server.port)],
                       capture_output=True, text=True, timeout=60, env={**os.environ, "AEMBER_HOME": str(server.home)})
    assert r.returncode == 2 and "cannot listen on 127.0.0.1" in r.stderr and "Traceback" not in r.stderr


@pytest.mark.parametrize("damage", ["junk", "folder", "file"])
def test_serve_with_a_damaged_games_file_says_so(tmp_path, damage):
    home = tmp_path / "home"
    if damage == "file":
        home.write_text("a file where the folder should be")
    else:
        home.mkdir()
        if damage == "junk":
            (home / "web.sqlite3").write_bytes(b"\x00\xff not a database" * 100)
        else:
            (home / "web.sqlite3").mkdir()
    r = subprocess.run([sys.executable, "-m", "aember", "serve", "--port", "1", "--home", str(home)],
                       capture_output=True, text=True, timeout=60, cwd=Path(__file__).resolve().parent.parent)
    # a junk file and a folder in its place had been sqlite3 tracebacks; a file as --home "cannot listen"
    assert r.returncode == 2 and "Traceback" not in r.stderr, r.stderr
    assert ("cannot open the games file" in r.stderr) or (damage == "file" and "is a file, not a folder" in r.stderr)


@pytest.mark.parametrize("damage", ["answer", "names"])
def test_a_damaged_row_of_the_games_file_is_an_error_to_that_client(server, damage):
    import sqlite3

    st, made = server.post("/api/games", {"vs": "random", "seat": 0, "first": "me", "deck": {"library": "onyx"}})
    assert st == 200
    with sqlite3.connect(server.home / "web.sqlite3") as db:
        if damage == "answer":
            db.execute("INSERT INTO answers (game_id, n, answer) VALUES (?, 0, '{bad')", (made["game"],))
        else:
            db.execute("UPDATE games SET names = '{bad' WHERE id = ?", (made["game"],))
    seat = Seat(server)
    seat.send({"type": "hello", "token": made["token"]})
    m = seat.recv()             # had been a JSONDecodeError in the server: the connection dropped unexplained
    assert m["type"] in ("error", "fatal") and "damaged" in m["message"], m
    seat.close()

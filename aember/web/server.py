"""The web server: KeyForge in a browser, against the computer or another person.

An ASGI app (Starlette) served by uvicorn. The server is authoritative: it holds every game, a client
only sends answers to its own seat's decisions and receives `view(seat)` (or, for a spectator, the
public view) with that seat's legal answers in words. Each answer is stored (aember/web/store.py)
before anyone is told of it, so games resume after a restart and clients take their seat back.

Protocol (JSON text frames on /ws; see docs/web.md):
  client -> server  {"type": "hello", "token": T}          a seat token, or a spectator token
                    {"type": "answer", "n": N, "answer": A} an answer to decision number N of the game
                    {"type": "replay", "n": K}              the position after K answers (finished games)
  server -> client  {"type": "state", ...}  {"type": "refused", "message": ...}  {"type": "error", ...}
                    {"type": "waiting", ...}  {"type": "replay", ...}  {"type": "defs", ...}
"""

from __future__ import annotations

import asyncio
import json
import secrets
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.websockets import WebSocket, WebSocketDisconnect

from aember.decks.library import DeckLibrary, data_dir
from aember.decks.model import Deck, DeckError, deck_from_aember_json
from aember.engine.decision import IllegalAnswer
from aember.engine.game import Game, GameError
from aember.web.store import DB_NAME, GameRow, GameStore, StoreError

STATIC = Path(__file__).parent / "static"

MAX_MESSAGE = 8 * 1024          # bytes of one WebSocket message from a client
MAX_BODY = 512 * 1024           # bytes of one HTTP request body (deck uploads)
MAX_ANSWER_ITEMS = 40
AGENTS = ("random", "heuristic", "mcts")
TURN_CAP = 200
CSP = ("default-src 'self'; connect-src 'self' ws: wss:; img-src 'self' data:; style-src 'self'; "
       "script-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'")


class BadRequest(Exception):
    """Bad input from a client: the message says what is wrong, in a player's words."""


class Bucket:
    """A token bucket: `rate` messages a second on average, bursts of `burst`."""

    def __init__(self, rate: float, burst: float) -> None:
        self.rate, self.burst = rate, burst
        self.level = burst
        self.t = time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.level = min(self.burst, self.level + (now - self.t) * self.rate)
        self.t = now
        if self.level < 1:
            return False
        self.level -= 1
        return True


# ------------------------------------------------------------------------------------------------
# Answers and views


def answer_from_json(a: Any) -> Any:
    """An answer as the engine knows it (tuples for lists); BadRequest for anything that cannot be one."""
    def atom(x: Any) -> bool:
        return (isinstance(x, int) and not isinstance(x, bool) and -1000 <= x <= 100000) or (
            isinstance(x, str) and len(x) <= 64)
    if atom(a):
        return a
    if isinstance(a, list) and len(a) <= MAX_ANSWER_ITEMS and all(atom(x) for x in a):
        return tuple(a)
    raise BadRequest("malformed answer: it must be a number, a word, or a list of them")


def answer_to_json(a: Any) -> Any:
    return list(a) if isinstance(a, tuple) else a


def public_view(g: Game) -> dict:
    """What a spectator may see: neither hand, neither archives, no deck order, only public log lines."""
    v = g.view(-1)
    v["tide"] = g.tide
    return v


def view_for(g: Game, seat: int) -> dict:
    return g.view(seat) if seat >= 0 else public_view(g)


def answer_words(g: Game) -> list[str]:
    from aember.interfaces.words import describe_answer, describe_card_choice

    d = g.decision
    out = []
    for o in d.options:
        if d.kind == "targets" and isinstance(o, int) and 0 <= o < len(g.cards):
            out.append(describe_card_choice(g, o, d.player))
        else:
            try:
                out.append(describe_answer(g, d, o))
            except Exception:       # words are a courtesy: a card shape the words do not know stays raw
                out.append(str(o))
    return out


def card_def_json(title: str) -> dict | None:
    from aember.cards.registry import get_card

    d = get_card(title)
    if d is None:
        return None
    return {"title": d.title, "house": d.house, "type": d.type, "power": d.power, "armor": d.armor,
            "rarity": d.rarity, "traits": sorted(t.title() for t in d.traits),
            "keywords": {k: v for k, v in sorted(d.keywords.items())}, "icons": list(d.icons), "text": d.text,
            "set": d.set}


def titles_in(obj: Any, out: set[str]) -> set[str]:
    if isinstance(obj, dict):
        t = obj.get("title")
        if isinstance(t, str):
            out.add(t)
        for k, v in obj.items():
            if k == "decklist" and isinstance(v, list):
                out.update(x for x in v if isinstance(x, str))
            elif isinstance(v, (dict, list)):
                titles_in(v, out)
    elif isinstance(obj, list):
        for v in obj:
            if isinstance(v, (dict, list)):
                titles_in(v, out)
    return out


def build_game(row: GameRow, answers: list) -> Game:
    """The game of a stored row, replayed from its decks and seed through `answers`."""
    from aember.engine.setup import new_game
    from aember.interfaces.session import rename_players

    decks = [deck_from_aember_json(d, f"game {row.id}: deck {i + 1}") for i, d in enumerate(row.decks)]
    g = new_game(decks[0], decks[1], seed=row.seed, first=row.first, turn_cap=row.turn_cap,
                 ids_in_list_order=row.deal < 2)
    rename_players(g, row.names)
    for a in answers:
        g.apply(answer_from_json(a))
    return g


# ------------------------------------------------------------------------------------------------
# Live games and their clients


class Client:
    def __init__(self, ws: WebSocket, rate: float, burst: float) -> None:
        self.ws = ws
        self.bucket = Bucket(rate, burst)
        self.live: LiveGame | None = None
        self.seat: int | None = None        # -1: a spectator
        self.token: str | None = None
        self.log_sent = 0
        self.titles: set[str] = set()
        self.replay: tuple[int, Game] | None = None

    async def send(self, msg: dict) -> None:
        try:
            await self.ws.send_text(json.dumps(msg, separators=(",", ":")))
        except Exception:   # a client that has gone away is dropped when its receive loop ends
            pass

    async def error(self, message: str, kind: str = "error") -> None:
        await self.send({"type": kind, "message": message})


class LiveGame:
    def __init__(self, row: GameRow, game: Game) -> None:
        self.row = row
        self.game = game
        self.lock = asyncio.Lock()
        self.clients: set[Client] = set()
        self.agent = None
        if row.computer is not None:
            from aember.interfaces.agents import Opponent

            self.agent = Opponent(row.agent or "random", row.seed, row.computer)

    @property
    def id(self) -> str:
        return self.row.id


class Hub:
    """The games being played, loaded from the store when a client first asks for one."""

    def __init__(self, store: GameStore) -> None:
        self.store = store
        self.live: dict[str, LiveGame] = {}
        self.load_lock = asyncio.Lock()
        self.seats_open: dict[tuple[str, int], Client] = {}

    async def get(self, gid: str) -> LiveGame | None:
        lg = self.live.get(gid)
        if lg is not None:
            return lg
        async with self.load_lock:
            lg = self.live.get(gid)
            if lg is not None:
                return lg
            row = self.store.game(gid)
            if row is None or row.status == "waiting":
                return None
            try:
                game = await asyncio.to_thread(build_game, row, self.store.answers(gid))
            except (GameError, IllegalAnswer, DeckError, BadRequest) as e:
                raise BadRequest(f"this game cannot be resumed: {e}") from None
            lg = self.live[gid] = LiveGame(row, game)
        async with lg.lock:
            await self.run_computer(lg)
        return lg

    def state_msg(self, lg: LiveGame, c: Client) -> dict:
        g = lg.game
        v = view_for(g, c.seat)
        log = v.pop("log")
        if c.log_sent > len(log):
            c.log_sent = 0
        start = c.log_sent
        c.log_sent = len(log)
        d = v.get("decision")
        if d is not None and "options" in d:
            d["texts"] = answer_words(g)
        msg = {"type": "state", "game": lg.id, "n": len(g.history), "seat": c.seat, "view": v,
               "log": log[start:], "log_start": start, "mode": lg.row.mode, "computer": lg.row.computer,
               "agent": lg.row.agent}
        if c.titles:        # the decklists (public) were sent with the first state: only the cards in play
            for p in v["players"]:      # can show a title not yet described (a token, a copy)
                p.pop("decklist", None)
            new = {x["title"] for p in v["players"] for z in ("battleline", "artifacts") for x in p[z]}
            new |= {u["title"] for p in v["players"] for x in p["battleline"] for u in x.get("upgrades", ())}
            new -= c.titles
        else:
            new = titles_in(v, set())
        if new:
            defs = {t: j for t in sorted(new) if (j := card_def_json(t)) is not None}
            c.titles |= new
            msg["defs"] = defs
        return msg

    async def broadcast(self, lg: LiveGame) -> None:
        for c in list(lg.clients):
            await c.send(self.state_msg(lg, c))

    def record(self, lg: LiveGame, n: int, ans: Any) -> None:
        self.store.add_answer(lg.id, n, answer_to_json(ans))
        if lg.game.over:
            self.store.finish(lg.id, lg.game.winner)

    async def run_computer(self, lg: LiveGame) -> None:
        """Let the computer answer its decisions until a person must answer (caller holds lg.lock)."""
        g = lg.game
        seat = lg.row.computer
        if lg.agent is None or seat is None:
            return
        slow = (lg.row.agent or "random") != "random"
        while g.decision is not None and g.decision.player == seat:
            ans = await asyncio.to_thread(lg.agent.choose, g) if slow else lg.agent.choose(g)
            n = len(g.history)
            try:
                g.apply(ans)
            except IllegalAnswer:      # an agent that errs is replaced by random legal moves; the game goes on
                ans = lg.agent._fallback.choose_from_game(g, seat)
                g.apply(ans)
            self.record(lg, n, ans)
            if slow:
                await self.broadcast(lg)

    async def answer(self, c: Client, msg: dict) -> None:
        from aember.interfaces.words import explain_illegal, why_not

        lg = c.live
        if lg is None or c.seat is None:
            raise BadRequest("say hello with your seat token first")
        if c.seat < 0:
            raise BadRequest("spectators cannot act: this link only watches the game")
        n = msg.get("n")
        if not isinstance(n, int) or isinstance(n, bool):
            raise BadRequest("malformed answer: 'n' (the number of the decision) is missing")
        ans = answer_from_json(msg.get("answer"))
        if lg.lock.locked():
            await c.error("Wait: the computer is thinking.", "refused")
            return
        async with lg.lock:
            g = lg.game
            if g.over:
                await c.error("The game is over.", "refused")
                return
            if n != len(g.history):
                await c.error(f"That answer was for decision {n}, but the game is at decision {len(g.history)}: "
                              "it has moved on. Look at the board again.", "refused")
                return
            if g.decision.player != c.seat:
                await c.error(why_not(g, ans, c.seat) or "It is not your decision.", "refused")
                return
            try:
                g.apply(ans)
            except IllegalAnswer as e:
                await c.error(explain_illegal(g, ans, c.seat, str(e)), "refused")
                return
            self.record(lg, n, ans)
            if lg.agent is not None and g.decision is not None and g.decision.player == lg.row.computer:
                slow = (lg.row.agent or "random") != "random"
                if slow:        # show the person's move while the computer thinks (each of its moves follows)
                    await self.broadcast(lg)
                await self.run_computer(lg)
                if not slow:
                    await self.broadcast(lg)
            else:
                await self.broadcast(lg)

    async def replay(self, c: Client, msg: dict) -> None:
        lg = c.live
        if lg is None:
            raise BadRequest("say hello with your seat token first")
        k = msg.get("n")
        if not isinstance(k, int) or isinstance(k, bool):
            raise BadRequest("malformed replay request: 'n' must be a number")
        if not lg.game.over:
            raise BadRequest("the replay opens when the game is over")
        answers = lg.game.history
        k = max(0, min(k, len(answers)))
        if c.replay is None or c.replay[0] > k:
            c.replay = (0, build_game(lg.row, []))
        at, rg = c.replay
        for a in answers[at:k]:
            rg.apply(a)
        c.replay = (k, rg)
        v = view_for(rg, c.seat)
        if v["decision"] is not None:     # a replay shows who was deciding what, never the answers to click
            v["decision"] = {k: v["decision"][k] for k in ("player", "kind", "prompt")}
        await c.send({"type": "replay", "n": k, "total": len(answers), "view": v})


# ------------------------------------------------------------------------------------------------
# Decks from the lobby


def deck_from_spec(spec: Any, library: DeckLibrary) -> Deck:
    from aember.decks.formats import read_deck
    from aember.decks.generate import generate_deck
    from aember.engine.setup import unimplemented, unplayable_reason

    if not isinstance(spec, dict):
        raise BadRequest("choose a deck: from the library, a file, or a random deck of a set")
    try:
        if isinstance(spec.get("library"), str):
            deck = library.get(spec["library"][:200])
        elif isinstance(spec.get("upload"), str):
            name = spec.get("filename")
            name = name[:200] if isinstance(name, str) else None
            deck = read_deck(spec["upload"], name)
        elif isinstance(spec.get("generate"), str):
            deck = generate_deck(spec["generate"][:20], secrets.randbits(32), implemented_only=True)
        else:
            raise BadRequest("choose a deck: from the library, a file, or a random deck of a set")
    except DeckError as e:
        raise BadRequest(f"that deck cannot be used: {e}") from None
    except (ValueError, KeyError, TypeError) as e:
        raise BadRequest(f"that deck file cannot be read ({type(e).__name__}: {e})") from None
    missing = unimplemented(deck)
    if missing:
        more = f" and {len(missing) - 5} more" if len(missing) > 5 else ""
        raise BadRequest(f"deck '{deck.name}' has cards aember does not implement yet: "
                         f"{', '.join(missing[:5])}{more}")
    reason = unplayable_reason(deck)        # its prophecies or archon power
    if reason:
        raise BadRequest(reason)
    return deck


def clean_name(x: Any, default: str) -> str:
    if not isinstance(x, str):
        return default
    x = " ".join(x.split())[:30]
    return x or default


# ------------------------------------------------------------------------------------------------
# The app


def create_app(home: str | Path | None = None, *, ws_rate: float = 20.0, ws_burst: float = 40.0,
               http_rate: float = 5.0, http_burst: float = 300.0) -> Starlette:
    """The ASGI app. `home`: the folder of web.sqlite3 (default: aember's data folder)."""
    folder = Path(home) if home is not None else data_dir()
    store = GameStore(folder / DB_NAME)
    hub = Hub(store)
    library = DeckLibrary(folder / "decks.sqlite3") if home is not None else DeckLibrary()
    http_buckets: dict[str, Bucket] = {}

    def limited(request: Request) -> bool:
        ip = request.client.host if request.client else "?"
        b = http_buckets.get(ip)
        if b is None:
            if len(http_buckets) > 10000:
                http_buckets.clear()
            b = http_buckets[ip] = Bucket(http_rate, http_burst)
        return not b.take()

    def fail(message: str, status: int = 400) -> JSONResponse:
        return JSONResponse({"error": message}, status_code=status)

    async def body(request: Request) -> dict:
        too_large = BadRequest(f"request too large (at most {MAX_BODY // 1024} KB)")
        size = request.headers.get("content-length")
        if size is not None and (not size.isdigit() or int(size) > 8 * MAX_BODY):
            raise too_large
        raw = bytearray()
        seen = 0
        async for chunk in request.stream():      # a body a little too large is read to its end (then refused),
            seen += len(chunk)                    # so that the client reads the answer instead of a reset
            if seen > 8 * MAX_BODY:
                raise too_large
            if seen <= MAX_BODY:
                raw += chunk
        if seen > MAX_BODY:
            raise too_large
        try:
            data = json.loads(raw)
        except (ValueError, RecursionError):   # not JSON, a number of 4300 digits and more, nested too deep
            raise BadRequest("malformed request: not JSON") from None
        if not isinstance(data, dict):
            raise BadRequest("malformed request: expected a JSON object")
        return data

    def api(fn: Callable) -> Callable:
        async def handler(request: Request) -> Response:
            if request.method == "POST" and limited(request):
                return fail("too many requests: wait a little", 429)
            try:
                return await fn(request)
            except (BadRequest, StoreError) as e:       # StoreError: a damaged row of the games file
                return fail(str(e))
        return handler

    async def index(request: Request) -> Response:
        r = FileResponse(STATIC / "index.html")
        r.headers["Content-Security-Policy"] = CSP
        r.headers["Referrer-Policy"] = "no-referrer"
        r.headers["X-Content-Type-Options"] = "nosniff"
        return r

    async def lobby(request: Request) -> Response:
        from aember.decks.cardindex import card_index

        try:
            decks = [{"name": e.name, "set": e.set, "houses": e.houses} for e in library.entries()]
        except DeckError:
            decks = []
        idx = card_index()
        sets = [s["code"] for s in idx.sets] if idx.available else []
        return JSONResponse({"decks": decks, "sets": sets, "agents": list(AGENTS)})

    async def new_game(request: Request) -> Response:
        data = await body(request)
        vs = data.get("vs")
        if vs not in AGENTS and vs != "person":
            raise BadRequest(f"'vs' must be one of: {', '.join(AGENTS)}, person")
        seat = data.get("seat", 0)
        if type(seat) is not int or seat not in (0, 1):      # 1.0 and true are == 1, but no list index
            raise BadRequest("'seat' must be 0 or 1")
        first = data.get("first", "random")
        if first not in ("me", "them", "random"):
            raise BadRequest("'first' must be me, them or random")
        first_seat = secrets.randbelow(2) if first == "random" else (seat if first == "me" else 1 - seat)
        deck = await asyncio.to_thread(deck_from_spec, data.get("deck"), library)
        name = clean_name(data.get("name"), "Player")
        gid = secrets.token_hex(8)
        token, spectate = secrets.token_urlsafe(24), secrets.token_urlsafe(24)
        seed = secrets.randbits(31)
        names = ["", ""]
        names[seat] = name
        decks: list[dict | None] = [None, None]
        decks[seat] = deck.to_json()
        invite = None
        if vs == "person":
            invite = secrets.token_urlsafe(24)
            names[1 - seat] = "Guest"
        else:
            names[1 - seat] = f"Computer ({vs})"
            decks[1 - seat] = deck_from_spec(data.get("opponent_deck") or {"library": "argus" if seat == 0 else "onyx"},
                                             library).to_json()
        if names[0] == names[1]:
            names[1] += " 2"
        store.create_game(gid, mode="person" if vs == "person" else "computer", agent=None if vs == "person" else vs,
                          computer=None if vs == "person" else 1 - seat, first=first_seat, seed=seed,
                          turn_cap=TURN_CAP, names=names, decks=decks, spectate=spectate, seat_token=token, seat=seat,
                          invite=invite, invite_seat=None if invite is None else 1 - seat)
        out = {"game": gid, "seat": seat, "token": token, "spectate": spectate}
        if invite:
            out["invite"] = invite
        return JSONResponse(out)

    async def invite_info(request: Request) -> Response:
        data = await body(request)
        inv = data.get("invite")
        found = store.invite(inv) if isinstance(inv, str) and len(inv) < 100 else None
        if found is None:
            raise BadRequest("unknown invite: check the link")
        row, open_ = found
        host = 1 - (row.invite_seat or 0)
        return JSONResponse({"open": open_, "host": row.names[host],
                             "host_deck": (row.decks[host] or {}).get("name", ""), "seat": row.invite_seat})

    async def join(request: Request) -> Response:
        data = await body(request)
        inv = data.get("invite")
        if not isinstance(inv, str) or len(inv) > 100:
            raise BadRequest("unknown invite: check the link")
        found = store.invite(inv)
        if found is None:
            raise BadRequest("unknown invite: check the link")
        if not found[1]:
            raise BadRequest("this invite was already used: the seat is taken")
        deck = await asyncio.to_thread(deck_from_spec, data.get("deck"), library)
        row = found[0]
        name = clean_name(data.get("name"), "Guest")
        if name == row.names[1 - (row.invite_seat or 0)]:
            name += " 2"
        token = secrets.token_urlsafe(24)
        joined = store.join(inv, token, deck.to_json(), name)
        if joined is None:
            raise BadRequest("this invite was already used: the seat is taken")
        gid, seat = joined
        lg = await hub.get(gid)
        if lg is not None:
            for c in list(waiting.pop(gid, ())):
                await attach(c, lg)
        return JSONResponse({"game": gid, "seat": seat, "token": token})

    waiting: dict[str, set[Client]] = {}

    async def attach(c: Client, lg: LiveGame) -> None:
        c.live = lg
        lg.clients.add(c)
        for ws_set in waiting.values():
            ws_set.discard(c)
        async with lg.lock:
            await c.send(hub.state_msg(lg, c))

    async def hello(c: Client, msg: dict) -> bool:
        token = msg.get("token")
        if c.seat is not None:
            raise BadRequest("already connected: hello is said once")
        if not isinstance(token, str) or not 10 <= len(token) <= 100:
            await c.error("unknown seat token: this link does not give a seat in any game", "fatal")
            return False
        found = store.seat(token)
        if found is None:
            gid = store.spectated(token)
            if gid is None:
                await c.error("unknown seat token: this link does not give a seat in any game", "fatal")
                return False
            seat = -1
        else:
            gid, seat = found
        if seat >= 0:
            if (gid, seat) in hub.seats_open:
                await c.send({"type": "fatal", "retry": True,      # (a page reloaded at once may beat its own goodbye)
                              "message": "this seat is already open in another window: close it there first"})
                return False
            hub.seats_open[(gid, seat)] = c
        c.seat, c.token = seat, token
        row = store.game(gid)
        if row is not None and row.status == "waiting":
            waiting.setdefault(gid, set()).add(c)
            await c.send({"type": "waiting", "game": gid, "seat": seat, "names": row.names})
            return True
        lg = await hub.get(gid)
        if lg is None:
            await c.error("this game cannot be found", "fatal")
            return False
        await attach(c, lg)
        return True

    async def websocket(ws: WebSocket) -> None:
        await ws.accept()
        c = Client(ws, ws_rate, ws_burst)
        strikes = 0
        try:
            while True:
                m = await ws.receive()
                if m["type"] == "websocket.disconnect":
                    break
                text = m.get("text")
                if text is None:
                    raw = m.get("bytes") or b""
                    if len(raw) > MAX_MESSAGE:
                        await c.error(f"message too large ({len(raw)} bytes; at most {MAX_MESSAGE})")
                        continue
                    try:
                        text = raw.decode("utf-8")
                    except UnicodeDecodeError:
                        await c.error("malformed message: not UTF-8 text")
                        continue
                if len(text) > MAX_MESSAGE:
                    await c.error(f"message too large ({len(text)} characters; at most {MAX_MESSAGE})")
                    continue
                if not c.bucket.take():
                    strikes += 1
                    if strikes > 200:
                        await c.error("too many messages: disconnected", "fatal")
                        break
                    await c.error("too many messages: slow down (this one was ignored)")
                    continue
                try:
                    msg = json.loads(text)
                except (ValueError, RecursionError):    # not JSON, a number of 4300 digits and more, too deep
                    await c.error("malformed message: not JSON")
                    continue
                if not isinstance(msg, dict) or not isinstance(msg.get("type"), str):
                    await c.error("malformed message: expected an object with a 'type'")
                    continue
                try:
                    kind = msg["type"]
                    if kind == "hello":
                        if not await hello(c, msg):
                            break
                    elif kind == "answer":
                        await hub.answer(c, msg)
                    elif kind == "replay":
                        await hub.replay(c, msg)
                    elif kind == "ping":
                        await c.send({"type": "pong"})
                    else:
                        await c.error(f"malformed message: unknown type {kind[:30]!r}")
                except (BadRequest, StoreError) as e:       # StoreError: a damaged row of the games file
                    await c.error(str(e))
        except WebSocketDisconnect:
            pass
        finally:
            lg = c.live
            if lg is not None:
                lg.clients.discard(c)
                if not lg.clients and not lg.lock.locked() and hub.live.get(lg.id) is lg:
                    del hub.live[lg.id]     # nobody watching: the store has it all; reloaded when someone comes back
            if c.seat is not None and c.seat >= 0:
                for key, v in list(hub.seats_open.items()):
                    if v is c:
                        del hub.seats_open[key]
            for ws_set in waiting.values():
                ws_set.discard(c)
            try:
                await ws.close()
            except Exception:
                pass

    async def health(request: Request) -> Response:
        return JSONResponse({"ok": True, "games_live": len(hub.live), "games": store.count()})

    routes = [
        Route("/", index),
        Route("/api/lobby", api(lobby)),
        Route("/api/games", api(new_game), methods=["POST"]),
        Route("/api/invite", api(invite_info), methods=["POST"]),
        Route("/api/join", api(join), methods=["POST"]),
        Route("/api/health", health),
        WebSocketRoute("/ws", websocket),
        Mount("/static", StaticFiles(directory=STATIC), name="static"),
    ]
    app = Starlette(routes=routes)
    app.state.hub = hub
    app.state.store = store
    return app


def serve(host: str = "127.0.0.1", port: int = 8000, home: str | Path | None = None) -> None:
    import socket

    import uvicorn

    socket.create_server((host, port)).close()      # a port in use is told plainly, before anything starts
    app = create_app(home)
    where = Path(home) if home is not None else data_dir()
    print(f"aember: serving KeyForge on http://{host}:{port}/  (games in {where / DB_NAME}; Ctrl-C stops)",
          flush=True)
    uvicorn.run(app, host=host, port=port, log_level="warning", ws_max_size=1024 * 1024)

"""`aember serve` tested as a person would: a real headless Chromium clicking through whole games.

The server runs in its own process on 127.0.0.1 (tests/webkit.py). The clicking player follows a simple
policy (reap, play, use) so that a game lasts a few dozen turns; every answer goes through the page.
"""

from __future__ import annotations

import json
import os
import random
import time
from pathlib import Path

import pytest
from webkit import Server, bots_play, click_one, launch, need_chromium, still

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    s = Server(tmp_path_factory.mktemp("web-home")).start()
    yield s
    s.stop()


@pytest.fixture(scope="module")
def browser():
    need_chromium()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = launch(p)
        yield b
        b.close()


def new_page(browser, record: list | None = None, errors: list | None = None):
    ctx = browser.new_context(viewport={"width": 1400, "height": 1000})
    page = ctx.new_page()
    page.set_default_timeout(60000)   # generous: CI machines may be busy
    still(page)
    if errors is not None:
        page.on("pageerror", lambda e: errors.append(str(e)))
    if record is not None:
        def on_ws(ws):
            ws.on("framereceived", lambda payload: record.append(("in", payload)))
            ws.on("framesent", lambda payload: record.append(("out", payload)))
        page.on("websocket", on_ws)
    return page


def phase(page) -> str | None:
    return page.get_attribute("body", "data-phase")


def play_both(pages, rng, deadline: float, stop_after: int | None = None) -> int:
    """Click for whichever page has a decision until both see the end (or `stop_after` decisions)."""
    made = 0
    while time.time() < deadline:
        phases = [phase(p) for p in pages]
        if all(ph == "over" for ph in phases):
            return made
        moved = False
        for p, ph in zip(pages, phases, strict=True):
            if ph == "mine":
                click_one(p, rng)
                made += 1
                moved = True
                if stop_after is not None and made >= stop_after:
                    return made
        if not moved:
            time.sleep(0.02)
    raise AssertionError(f"the game did not finish in time ({made} decisions clicked)")


def start_person_game(browser, server, record_a=None, record_b=None, errors=None):
    """Alice creates a game against a person in the lobby; Bob opens the invite link and picks his deck."""
    a = new_page(browser, record_a, errors)
    a.goto(server.url + "/")
    a.fill("#name", "Alice")
    a.select_option("#d-library", label="Miss \"Onyx\" Censorius (Brobnar, Dis, Shadows)")
    a.select_option("#pfirst", "me")
    a.click("#play-person")
    invite = a.input_value("#invite-link")
    spectate = a.input_value("#spectate-link")
    assert invite.startswith(server.url + "/#join=") and spectate.startswith(server.url + "/#watch=")
    a.click("#goto-table")
    a.wait_for_selector("body[data-phase=waiting]")
    b = new_page(browser, record_b, errors)
    b.goto(invite)
    b.wait_for_selector("#join-title:has-text('Alice invites you')")
    b.fill("#jname", "Bob")
    b.select_option("#j-library", label="Radiant Argus the Supreme (Logos, Sanctum, Untamed)")
    b.click("#join-go")
    for p in (a, b):
        p.wait_for_selector("body[data-phase=mine], body[data-phase=wait]")
    return a, b, spectate


# ------------------------------------------------------------------------------------------------
# 1. A full game against the computer, by clicking


def test_full_game_against_the_computer(browser, server):
    errors: list = []
    page = new_page(browser, errors=errors)
    page.goto(server.url + "/")
    page.select_option("#agent", "random")
    page.select_option("#seat", "1")
    page.select_option("#first", "them")
    page.click("#play-computer")
    page.wait_for_selector("body[data-phase=mine]")
    assert page.locator("#side0 .pname").inner_text().startswith("Player")
    assert "Computer (random)" in page.locator("#side1 .pname").inner_text()
    rng = random.Random(1)
    checked_illegal = checked_hover = False
    deadline = time.time() + 150
    while time.time() < deadline:
        ph = click_one(page, rng)
        if ph == "over":
            break
        if ph != "mine":
            continue
        if not checked_illegal and page.locator("#decision button[data-kind=end_turn]").count():
            # a card of mine with no legal move: clicking it is explained, and nothing changes
            idle = page.locator("#hand .card:not(.legal), #side0 .battleline .card:not(.legal)")
            if idle.count():
                n = page.get_attribute("body", "data-n")
                refused = page.get_attribute("body", "data-refused") or "0"
                title = idle.first.locator(".title").inner_text()
                idle.first.click()
                page.wait_for_function("r => (document.body.dataset.refused || '0') !== r", arg=refused)
                msg = page.locator("#toast").inner_text()
                # the reason in a player's words, about that card ("X belongs to Dis; …", "X is exhausted …")
                assert title in msg or "First turn" in msg or "Omega" in msg, (title, msg)
                assert "legal answer" not in msg, msg
                assert page.get_attribute("body", "data-n") == n
                checked_illegal = True
        if not checked_hover and page.locator("#side0 .battleline .card").count():
            page.locator("#side0 .battleline .card").first.hover()
            page.wait_for_selector("#tip:not([hidden])")
            tip = page.locator("#tip").inner_text()
            assert "Power" in tip and len(tip) > 30
            page.mouse.move(1, 1)
            checked_hover = True
    else:
        raise AssertionError("the game against the computer did not finish in 150 s")
    assert checked_illegal and checked_hover
    winner = page.locator("#winner").inner_text()
    assert "wins" in winner or "draw" in winner
    # the replay steps through the saved game
    page.click("#open-replay")
    page.wait_for_selector("body[data-replay^='0/']")
    total = int(page.get_attribute("body", "data-replay").split("/")[1])
    assert total > 40
    page.click("#replay-next")
    page.wait_for_selector("body[data-replay^='1/']")
    page.click("#replay-next")
    page.wait_for_selector("body[data-replay^='2/']")
    assert "Turn" in page.locator("#status").inner_text()
    page.click("#replay-end")
    page.wait_for_selector(f"body[data-replay='{total}/{total}']")
    page.click("#replay-close")
    page.wait_for_selector("#winner")
    assert errors == []
    page.context.close()


# ------------------------------------------------------------------------------------------------
# 2. Two people through an invite link (4: and nothing hidden reaches the other seat; 6: a screenshot)


@pytest.fixture(scope="module")
def invite_game(browser, server, tmp_path_factory):
    rec_a: list = []
    rec_b: list = []
    errors: list = []
    a, b, spectate = start_person_game(browser, server, rec_a, rec_b, errors)
    watcher = new_page(browser, errors=errors)
    watcher.goto(spectate)
    watcher.wait_for_selector("#side0 .info")
    rng = random.Random(2)
    made = play_both([a, b], rng, time.time() + 60, stop_after=40)
    while made < 90 and not all(a.locator(f"#side{i} .battleline .card").count() for i in (0, 1)):
        step = play_both([a, b], rng, time.time() + 30, stop_after=4)   # a board with creatures on both sides
        if not step:
            break
        made += step
    shot = Path(os.environ.get("AEMBER_WEB_SCREENSHOT") or tmp_path_factory.mktemp("shot") / "board.png")
    cards = a.locator("#side0 .battleline .card")
    if cards.count():           # with a card's details open, as when the mouse rests on it
        cards.last.hover()
        a.wait_for_selector("#tip:not([hidden])")
    a.screenshot(path=str(shot))
    a.mouse.move(1, 1)
    # the spectator sees the board without either hand, and cannot act
    watcher.wait_for_function("() => document.querySelectorAll('#side0 .card, #side1 .card').length > 0")
    assert "hidden" in watcher.locator("#hand").inner_text()
    assert watcher.locator("#hand .card").count() == 0
    watcher.locator("#side0 .card, #side1 .card").first.click()
    watcher.wait_for_function("() => document.querySelector('#toast').textContent.includes('spectators')")
    watcher.context.close()         # (three pages drawing every move slow the machine down: it comes back at the end)
    play_both([a, b], rng, time.time() + 150)
    watcher = new_page(browser, errors=errors)
    watcher.goto(spectate)
    for p in (a, b):            # the replay frames are checked for hidden information too
        p.click("#open-replay")
        p.wait_for_selector("body[data-replay^='0/']")
        for k in (1, 2, 3):
            p.click("#replay-next")
            p.wait_for_selector(f"body[data-replay^='{k}/']")
        p.click("#replay-close")
    result = {"a": a, "b": b, "watcher": watcher, "rec": [rec_a, rec_b], "errors": errors, "shot": shot,
              "token_a": a.url.split("#play=")[1], "token_b": b.url.split("#play=")[1]}
    yield result
    for p in (a, b, watcher):
        p.context.close()


def test_two_people_play_through_an_invite_link(invite_game):
    a, b = invite_game["a"], invite_game["b"]
    wa, wb = a.locator("#winner").inner_text(), b.locator("#winner").inner_text()
    who = "Alice" if "Alice" in wa else "Bob"
    assert who in wa and who in wb and "wins" in wa
    assert ("(you)" in wa) == (who == "Alice") and ("(you)" in wb) == (who == "Bob")
    invite_game["watcher"].wait_for_selector("#winner")
    assert who in invite_game["watcher"].locator("#winner").inner_text()
    assert invite_game["errors"] == []


def test_board_screenshot_mid_game(invite_game):
    shot = invite_game["shot"]
    assert shot.exists() and shot.stat().st_size > 50_000       # a full card table, not a blank page
    doc = Path(__file__).resolve().parents[1] / "docs" / "web.md"
    text = doc.read_text(encoding="utf-8")
    assert "![" in text and "web-board.png" in text
    assert (doc.parent / "web-board.png").stat().st_size > 50_000


def _card_ids(obj, out: set, skip_decision: bool = True) -> set:
    """Ids of the card objects in a message (dicts with an id and a title)."""
    if isinstance(obj, dict):
        if isinstance(obj.get("id"), int) and "title" in obj:
            out.add(obj["id"])
        for k, v in obj.items():
            if not (skip_decision and k == "decision"):
                _card_ids(v, out, skip_decision)
    elif isinstance(obj, list):
        for v in obj:
            _card_ids(v, out, skip_decision)
    return out


def test_no_hidden_information_reaches_the_other_seat(invite_game, server):
    from aember.engine.state import ARCHIVES, DECK, HAND
    from aember.web.server import build_game
    from aember.web.store import GameStore

    store = GameStore(server.home / "web.sqlite3")
    seats = [store.seat(invite_game["token_a"]), store.seat(invite_game["token_b"])]
    gid = seats[0][0]
    row = store.game(gid)
    answers = store.answers(gid)
    final = build_game(row, answers)
    assert final.over
    checked = 0
    for (_, seat), frames in zip(seats, invite_game["rec"], strict=True):
        opp = 1 - seat
        msgs = [json.loads(p) for d, p in frames if d == "in"]
        states = [m for m in msgs if m.get("type") in ("state", "replay")]
        assert len(states) > 30
        # the lines only the opponent may read never appear in any frame
        secret_lines = {t for vis, t in final.log if vis == opp} - {t for vis, t in final.log if vis in (-1, seat)}
        assert secret_lines, "the game logged no private line: the check would prove nothing"
        raw = "\n".join(p if isinstance(p, str) else p.decode() for d, p in frames if d == "in")
        for line in secret_lines:
            assert json.dumps(line)[1:-1] not in raw, f"seat {seat} was sent the opponent's line {line!r}"
        # the log a client received is exactly the log lines for it
        log: list = []
        for m in (m for m in msgs if m.get("type") == "state"):
            del log[m["log_start"]:]
            log.extend(m["log"])
        assert log == [t for vis, t in final.log if vis in (-1, seat)]
        # no card object from the opponent's hand or archives, nor from any deck, at the time of each message
        by_n: dict[int, list] = {}
        for m in states:
            by_n.setdefault(m["n"], []).append(m)
        g = build_game(row, [])
        for n in range(len(answers) + 1):
            if n:
                from aember.web.server import answer_from_json
                g.apply(answer_from_json(answers[n - 1]))
            if n not in by_n:
                continue
            hidden = set(g.players[opp].hand) | {c for c in g.players[opp].archives if g.cards[c].owner == opp}
            hidden |= {c.cid for c in g.cards if c.zone == DECK}
            assert all(g.cards[c].zone in (HAND, ARCHIVES, DECK) for c in hidden)
            for m in by_n[n]:
                leaked = _card_ids(m["view"], set()) & hidden
                assert not leaked, f"seat {seat} saw hidden cards {leaked} at answer {n}"
                assert m["view"]["players"][opp]["hand"] is None and m["view"]["players"][opp]["archives"] is None
                checked += 1
    assert checked > 60


# ------------------------------------------------------------------------------------------------
# 3. A server restart mid-game: both clients reconnect to their seats and finish


def test_server_restart_mid_game(browser, tmp_path):
    server = Server(tmp_path).start()
    try:
        # the opening is played quickly through the server API; then two browsers take the seats
        st, made = server.post("/api/games", {"vs": "person", "name": "Alice", "seat": 0, "first": "me",
                                              "deck": {"library": "onyx"}})
        st, joined = server.post("/api/join", {"invite": made["invite"], "name": "Bob", "deck": {"library": "argus"}})
        n = bots_play(server, [made["token"], joined["token"]], 50, seed=3)
        assert n == 50
        a, b = new_page(browser), new_page(browser)
        a.goto(f"{server.url}/#play={made['token']}")
        b.goto(f"{server.url}/#play={joined['token']}")
        for p in (a, b):
            p.wait_for_selector("body[data-phase=mine], body[data-phase=wait]")
            assert p.get_attribute("body", "data-n") == "50"
        rng = random.Random(3)
        play_both([a, b], rng, time.time() + 60, stop_after=10)
        # which decision ten clicks reach depends on how fast each page sees its turn; go on to one that has an
        # answer to click at once (not a list decision whose Done waits for picks)
        answer = "#decision button.choice:not([data-kind=pick]):not([disabled])"
        for _ in range(30):
            for p in (a, b):
                p.wait_for_selector("body[data-phase=mine], body[data-phase=wait]")
            deciding = a if a.get_attribute("body", "data-phase") == "mine" else b
            if deciding.locator(answer).count():
                break
            play_both([a, b], rng, time.time() + 60, stop_after=1)
        n_before = a.get_attribute("body", "data-n")
        server.kill()
        for p in (a, b):
            p.wait_for_selector("body[data-phase=connecting]")
            assert "reconnecting" in p.locator("#conn").inner_text()
        # an answer clicked while the server is down is not lost: it goes out again once reconnected
        button = deciding.locator(answer).first
        assert button.count() == 1
        button.click()
        assert "Not connected" in deciding.locator("#toast").inner_text()
        server.start()
        deciding.wait_for_function("n => document.body.dataset.n !== n", arg=n_before, timeout=60000)
        n_after = str(int(n_before) + 1)
        for p in (a, b):
            p.wait_for_function("n => document.body.dataset.n === n", arg=n_after, timeout=60000)
            p.wait_for_selector("body[data-phase=mine], body[data-phase=wait], body[data-phase=over]", timeout=60000)
            assert p.locator("#conn").inner_text() == "connected"
        play_both([a, b], rng, time.time() + 120)
        assert "wins" in a.locator("#winner").inner_text()
        a.context.close()
        b.context.close()
    finally:
        server.stop()


# ------------------------------------------------------------------------------------------------
# 4. What comes with a deck beside its 36 cards: an archon power and prophecies are drawn for both players


def test_archon_power_and_prophecies_are_shown(browser, server):
    from aember.decks import starter_deck

    deck = starter_deck("onyx").to_json()
    deck["non_deck_cards"] = [{"name": "Tinkerer", "house": "", "set": "CC"}] + [
        {"name": t, "house": "", "set": "PV"} for t in ("Overreach", "Bad Omen", "Stars Aligned", "The Early Bird")]
    st, made = server.post("/api/games", {"vs": "random", "name": "Ann", "seat": 0, "first": "me",
                                          "deck": {"upload": json.dumps(deck), "filename": "onyx-plus.json"}})
    assert st == 200, made
    page = new_page(browser)
    page.goto(f"{server.url}/#play={made['token']}")
    page.wait_for_selector("body[data-phase=mine]")
    side = page.locator("#side0 .info").inner_text()
    assert "archon power: Tinkerer" in side
    assert "prophecy Overreach (inactive)" in side and "prophecy Stars Aligned (inactive)" in side
    assert page.locator("#side0 .keys .key").count() == 4       # Tinkerer: a fourth key to win
    assert "archon power" not in page.locator("#side1 .info").inner_text()
    page.context.close()


# ------------------------------------------------------------------------------------------------
# 5. A card's details never move the page: the pointer stays on what it was over, and a click lands there


def test_card_details_do_not_move_the_page(browser, server):
    from aember.decks import starter_deck

    # a deck of cards with long texts: their details reach further down than the hand at the bottom of the page
    deck = starter_deck("onyx").to_json()
    long = {"brobnar": "Old Boomy", "dis": "Wretched Anathema", "shadows": "Boosted B4-RRY"}
    deck["cards"] = [{"name": long[c["house"]], "house": c["house"]} for c in deck["cards"]]
    st, made = server.post("/api/games", {"vs": "random", "name": "Ann", "seat": 0, "first": "me",
                                          "deck": {"upload": json.dumps(deck), "filename": "long.json"}})
    assert st == 200, made
    ctx = browser.new_context(viewport={"width": 1400, "height": 520})     # a short window: the page scrolls
    page = ctx.new_page()
    still(page)
    page.goto(f"{server.url}/#play={made['token']}")
    page.wait_for_selector("body[data-phase=mine]")
    cards = page.locator("#hand .card")
    assert cards.count() >= 2
    page.evaluate("() => window.scrollTo(0, document.documentElement.scrollHeight)")
    page_at = "() => [scrollY, document.documentElement.scrollHeight]"
    before = page.evaluate(page_at)
    assert before[0] > 0, "the page does not scroll: the window is not short enough for this test"
    cards.last.hover()
    page.wait_for_selector("#tip:not([hidden])")
    box = page.locator("#tip").bounding_box()
    assert box["height"] > cards.last.bounding_box()["height"] + 40, "the details are too short for this test"
    assert page.evaluate(page_at) == before, "showing a card's details made the page longer or scrolled it"
    assert box["y"] >= 0 and box["y"] + box["height"] <= 520, f"the details are not all in the window: {box}"
    # at the bottom of the page with the details open, across the hand to its first card, and click: the click
    # reaches that card (one that is not a legal move is explained by the server: a refusal, and the page stays
    # at the same decision). Details that made the page longer would make it shorter again when the pointer
    # leaves the card: the page would jump down under the pointer, and the click land beside the card.
    page.evaluate("() => window.scrollTo(0, document.documentElement.scrollHeight)")
    r = cards.first.bounding_box()
    refused = page.get_attribute("body", "data-refused") or "0"
    page.mouse.move(r["x"] + r["width"] / 2, r["y"] + 20, steps=12)
    page.mouse.down()
    page.mouse.up()
    assert page.evaluate(page_at) == before, "moving from card to card scrolled the page under the pointer"
    page.wait_for_function("r => (document.body.dataset.refused || '0') !== r || document.body.dataset.phase === 'sent'"
                           " || !document.getElementById('menu').hidden", arg=refused, timeout=10000)
    ctx.close()


def stored_game_at(tmp_path, game_id: str, deck: dict, seed: int, rng_seed: int, stop, why: str):
    """A game between two people stored in tmp_path's web database (Alice: `deck`, Bob: argus), answered at random
    (`Rng(rng_seed)`) up to the first decision `stop(game)` accepts. Returns the seat tokens and the game."""
    from aember.decks import starter_deck
    from aember.engine.state import Rng
    from aember.web.server import TURN_CAP, answer_to_json, build_game
    from aember.web.store import GameStore

    store = GameStore(tmp_path / "web.sqlite3")
    tokens = ["alice-seat-token-0123456789", "bob-seat-token-0123456789"]
    store.create_game(game_id, mode="person", agent=None, computer=None, first=0, seed=seed, turn_cap=TURN_CAP,
                      names=["Alice", "Guest"], decks=[deck, None], spectate="spectate-0123456789",
                      seat_token=tokens[0], seat=0, invite="invite-0123456789", invite_seat=1)
    store.join("invite-0123456789", tokens[1], starter_deck("argus").to_json(), "Bob")
    g, r = build_game(store.game(game_id), []), Rng(rng_seed)
    while not stop(g):
        assert not g.over, why
        a = g.decision.answers()
        g.apply(a[r.below(len(a))])
    for n, a in enumerate(g.history):
        store.add_answer(game_id, n, answer_to_json(a))
    store.close()
    return tokens, g


# ------------------------------------------------------------------------------------------------
# 7. An ordering (cards going to one pile at once) shows the order of the clicks


def test_an_ordering_shows_the_order_of_the_clicks(browser, tmp_path):
    # The buttons of an ordering only lit up, so a person could not see which order they had given before Done.
    from aember.decks import starter_deck
    from aember.web.store import GameStore

    def ordering(g) -> bool:
        d = g.decision
        return d is not None and d.kind == "targets" and d.min_count == d.max_count == len(d.options) > 1

    tokens, g = stored_game_at(tmp_path, "ordering", starter_deck("onyx").to_json(), 4, 5, ordering,
                               "no ordering in this game")
    d = g.decision
    server = Server(tmp_path).start()
    try:
        page = new_page(browser)
        page.goto(f"{server.url}/#play={tokens[d.player]}")
        page.wait_for_selector("body[data-phase=mine]")
        assert "order of your clicks" in page.locator("#decision").inner_text()
        last = len(d.options) - 1
        for i in range(last, -1, -1):      # the last first
            page.click(f"#decision button.choice[data-i='{i}']")
        texts = [page.locator(f"#decision button.choice[data-i='{i}']").inner_text() for i in range(last + 1)]
        assert all(t.startswith(f"{last + 1 - i}. ") for i, t in enumerate(texts)), texts
        page.click("#done")
        page.wait_for_function(f"() => document.body.dataset.n !== '{len(g.history)}'")
        assert GameStore(tmp_path / "web.sqlite3").answers("ordering")[len(g.history)] == d.options[::-1]
        page.context.close()
    finally:
        server.stop()


# ------------------------------------------------------------------------------------------------
# 8. A long list of options ("Name a card": every card title) is narrowed by typing


def test_a_long_list_of_options_is_narrowed_by_typing(browser, tmp_path):
    # 2,600 buttons to scroll through for one card name: the page gives a field that narrows them instead.
    from aember.decks import starter_deck
    from aember.web.store import GameStore

    deck = starter_deck("onyx").to_json()
    for c in deck["cards"]:
        if c["house"] == "dis":         # Etan's Jar: "Play: Name a card."
            c.clear()
            c.update({"name": "Etan's Jar", "house": "dis"})

    def naming(g) -> bool:
        return g.decision is not None and g.decision.player == 0 and g.decision.prompt.startswith("Name a card")

    tokens, g = stored_game_at(tmp_path, "naming", deck, 3, 3, naming, "no Etan's Jar was played")
    n = len(g.history)
    server = Server(tmp_path).start()
    try:
        page = new_page(browser)
        page.goto(f"{server.url}/#play={tokens[0]}")
        page.wait_for_selector("body[data-phase=mine]")
        shown = "#decision button.choice:visible"
        assert page.locator(shown).count() == len(g.decision.options) > 2000
        assert page.evaluate("() => document.activeElement.id") == "filter"      # the cursor is in the field
        page.keyboard.type("cRewman jorg")          # any case; no accent needed
        assert page.locator(shown).all_inner_texts() == ["Crewman Jörg"]
        page.fill("#filter", "xyzzy")
        assert page.locator(shown).count() == 0 and page.locator("#nomatch").is_visible()
        page.fill("#filter", "punch")
        assert page.locator(shown).all_inner_texts() == ["1-2 Punch", "Punch", "Sucker Punch", "Zeff “Punch” Yardus"]
        page.fill("#filter", "sucker")
        page.keyboard.press("Enter")                # Enter chooses the first answer left
        page.wait_for_function(f"() => document.body.dataset.n !== '{n}'")
        assert GameStore(tmp_path / "web.sqlite3").answers("naming")[n] == "Sucker Punch"
        page.context.close()
    finally:
        server.stop()

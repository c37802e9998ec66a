"""Helpers for the web tests: a real `aember serve` process, headless Chromium, a clicking player, bots.

Chromium comes from Debian's packages (/usr/bin/chromium; .ci/run installs it) and is driven with
Playwright for Python; no browser is ever downloaded. Network traffic goes only to 127.0.0.1.
"""

from __future__ import annotations

import json
import os
import random
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def need_chromium():
    """Skip (on a developer machine) or fail (in CI) when the browser is missing."""
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        if os.environ.get("CI"):
            pytest.fail("playwright is not installed (pip install -e '.[dev]')")
        pytest.skip("playwright is not installed (pip install -e '.[dev]')")
    if not Path(CHROMIUM).exists():
        if os.environ.get("CI"):
            pytest.fail(f"{CHROMIUM} is missing: .ci/run installs it (apt-get install -y chromium)")
        pytest.skip(f"{CHROMIUM} is missing (apt-get install -y chromium)")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    """`aember serve` in its own process, on 127.0.0.1, with its games in `home`."""

    def __init__(self, home: Path, port: int | None = None) -> None:
        self.home = Path(home)
        self.port = port or free_port()
        self.proc: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> Server:
        env = dict(os.environ, AEMBER_HOME=str(self.home))
        self.proc = subprocess.Popen([sys.executable, "-m", "aember.cli", "serve", "--port", str(self.port)],
                                     env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        deadline = time.time() + 30
        while time.time() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"the server stopped: {self.proc.stderr.read().decode()}")
            try:
                with urllib.request.urlopen(self.url + "/api/health", timeout=1) as r:
                    if r.status == 200:
                        return self
            except (urllib.error.URLError, OSError):
                time.sleep(0.1)
        raise RuntimeError("the server did not start in 30 s")

    def kill(self) -> None:
        """Stop the server at once (SIGKILL: nothing gets a chance to be saved at the end)."""
        if self.proc is not None and self.proc.poll() is None:
            os.kill(self.proc.pid, signal.SIGKILL)
            self.proc.wait(10)
        self.proc = None

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.kill()
        self.proc = None

    def rss_kb(self) -> tuple[int, int]:
        """(current, peak) resident memory of the server process, in kB."""
        vals = {}
        for line in Path(f"/proc/{self.proc.pid}/status").read_text().splitlines():
            k, _, v = line.partition(":")
            if k in ("VmRSS", "VmHWM"):
                vals[k] = int(v.split()[0])
        return vals["VmRSS"], vals["VmHWM"]

    def post(self, path: str, body: dict) -> tuple[int, dict]:
        req = urllib.request.Request(self.url + path, data=json.dumps(body).encode(),
                                     headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(req, timeout=30) as r:
                return r.status, json.loads(r.read())
        except urllib.error.HTTPError as e:
            return e.code, json.loads(e.read() or b"{}")


def launch(p):
    return p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)


# ------------------------------------------------------------------------------------------------
# A player who clicks: reads the page's buttons and cards, picks like a simple-minded person
# (reap, play, use; keep the hand; the house with most to do) so that games end in a few dozen turns.

_PICK_JS = """() => {
  if (!window.__taps) {     // what the mouse really hit, for the message of a stall (see click_one)
    window.__taps = [];
    const note = (e) => {
      const t = e.target;
      if (e.type === 'scroll' && t !== document) return;
      const what = t === document ? 'document'
        : `${t.id ? '#' + t.id : t.tagName.toLowerCase()}${t.className ? '.' + t.className : ''}`
        + `${t.dataset && t.dataset.i !== undefined ? `[i=${t.dataset.i}]` : ''}`
        + `${t.dataset && t.dataset.id !== undefined ? `[id=${t.dataset.id}]` : ''}${t.disabled ? ' (disabled)' : ''}`;
      const at = e.clientX === undefined ? '' : ` at ${e.clientX},${e.clientY}`;
      window.__taps.push(`${e.type} ${what}${at} scrollY ${scrollY}/${document.documentElement.scrollHeight}`
        + `${document.getElementById('tip').hidden ? '' : ' tip'}`);
      window.__taps.splice(0, window.__taps.length - 16);
    };
    for (const k of ['pointerdown', 'click', 'scroll']) addEventListener(k, note, true);
  }
  const btns = [...document.querySelectorAll('#decision button.choice')];
  const base = {phase: document.body.dataset.phase, n: document.body.dataset.n,
    refused: document.body.dataset.refused || '0'};
  if (base.phase !== 'mine' || !btns.length) return base;
  const prompt = document.querySelector('#decision .prompt').textContent;
  const onBoard = (b) => {
    try {
      const a = JSON.parse(b.dataset.answer || 'null');
      return Array.isArray(a) && typeof a[1] === 'number'
        && document.querySelectorAll(`#table .card.legal[data-id="${a[1]}"]`).length === 1;
    } catch { return false; }
  };
  return {...base, prompt, options: btns.map((b) => ({i: b.dataset.i, kind: b.dataset.kind,
    answer: b.dataset.answer || null, text: b.textContent, default: b.classList.contains('default'),
    disabled: b.disabled, on_board: onBoard(b)}))};
}"""

MAIN_ORDER = ("reap", "play", "action", "fight", "unstun", "omni", "end_turn")


def pick(view: dict, rng: random.Random):
    """A quick policy (reap, play, use; the house with most to do) so that games end in a few dozen turns."""
    d = view["decision"]
    opts = d["options"]
    me = view["players"][view["me"]]
    if d["kind"] == "main":
        for k in MAIN_ORDER:
            some = [o for o in opts if o[0] == k]
            if some:
                return rng.choice(some)
    if d["kind"] == "house":
        def score(h):
            return (2 * sum(c["house"] == h and not c["exhausted"] for c in me["battleline"])
                    + sum(c["house"] == h for c in me["hand"] or []))
        return max(opts, key=lambda h: (score(h), rng.random()))
    if d["kind"] == "mulligan":
        return "no"
    if d["kind"] == "targets":
        return opts[:d["min_count"]]
    if d.get("default") in opts:
        return d["default"]
    return rng.choice(opts)


def bots_play(server: Server, tokens: list[str], decisions: int, seed: int = 0) -> int:
    """Play `decisions` answers of a game through the server API (a WebSocket bot per seat, the quick
    policy; `tokens` in seat order), then hang up so that the seats are free. Returns the game's answers."""
    from websockets.sync.client import connect

    rng = random.Random(seed)
    conns = [connect(f"ws://127.0.0.1:{server.port}/ws", max_size=None) for _ in tokens]
    last: list = [None, None]

    def drain(i: int, block: bool) -> None:
        """Read what seat i was sent; with `block`, wait for one state at least."""
        while True:
            try:
                m = json.loads(conns[i].recv(timeout=20 if block else 0))
            except TimeoutError:
                if block:
                    raise AssertionError("no state from the server in 20 s") from None
                return
            if m["type"] == "state":
                last[i] = m
                block = False
            elif m["type"] != "pong":
                raise AssertionError(f"seat {i}: {m}")

    try:
        for ws, t in zip(conns, tokens, strict=True):
            ws.send(json.dumps({"type": "hello", "token": t}))
        for i in (0, 1):
            drain(i, True)
        made = 0
        while True:
            for i in (0, 1):
                drain(i, False)
                while last[i]["n"] < max(m["n"] for m in last):
                    drain(i, True)
            n = last[0]["n"]
            v = last[0]["view"]
            if v["over"] or made >= decisions:
                return n
            who = v["decision"]["player"]
            conns[who].send(json.dumps({"type": "answer", "n": n, "answer": pick(last[who]["view"], rng)}))
            made += 1
            drain(who, True)
    finally:
        for ws in conns:
            ws.close()


def choose(info: dict, rng: random.Random) -> dict:
    """One of the page's options, as a person might choose it."""
    opts = [o for o in info["options"] if o["kind"] != "done"]
    kinds = {o["kind"] for o in opts}
    if kinds & set(MAIN_ORDER):
        for k in MAIN_ORDER:
            some = [o for o in opts if o["kind"] == k and not (k == "play" and "upgrade" in o["text"])]
            if some:
                return rng.choice(some)
    if "house" in kinds:
        def score(o):
            import re
            m = re.search(r"\\((\\d+) in hand, (\\d+) ready in play\\)", o["text"])
            return (int(m.group(2)) * 2 + int(m.group(1))) if m else 0
        return max(opts, key=lambda o: (score(o), rng.random()))
    if "mulligan" in kinds:
        return next(o for o in opts if o["answer"] == '"no"')
    defaults = [o for o in opts if o["default"]]
    if defaults:
        return defaults[0]
    return rng.choice(opts)


_RECT_JS = """(sel) => {
  const el = document.querySelector(sel);
  if (!el) return null;
  const point = () => {
    const r = el.getBoundingClientRect();
    const p = {x: r.left + r.width / 2, y: r.top + Math.min(r.height / 2, 20), disabled: !!el.disabled};
    const hit = document.elementFromPoint(p.x, p.y);
    p.covered = !(hit && (el === hit || el.contains(hit)));
    if (p.covered) p.by = hit ? (hit.id || hit.className || hit.tagName) : 'nothing';
    Object.assign(p, {scroll: scrollY, height: document.documentElement.scrollHeight,
      tip: !document.getElementById('tip').hidden});
    return p;
  };
  el.scrollIntoView({block: 'nearest', inline: 'nearest'});
  let p = point();
  if (p.covered) {         // at the edge of the window, under a bar that stays in place: bring it to the middle
    el.scrollIntoView({block: 'center', inline: 'center'});
    p = point();
  }
  return p;
}"""


def tap(page, selector: str, taps: list | None = None) -> None:
    """A real mouse click in the middle of the element (Playwright's page.click() waits ~100 ms more for
    its actionability checks; the page has no motion in tests, so the element is where it is drawn).
    `taps` collects what was clicked (where, at which scroll position), for the message of a stall."""
    r = page.evaluate(_RECT_JS, selector)
    if r is None:
        raise AssertionError(f"nothing to click: {selector}")
    if r["covered"]:        # a click there would land on something else, and nothing would happen
        raise AssertionError(f"{selector} is covered by {r['by']}: a person could not click it")
    if r["disabled"]:       # nothing would happen either: say so here rather than wait for the page to move on
        raise AssertionError(f"{selector} is disabled: a click on it does nothing")
    if taps is not None:
        taps.append(f"{selector} at {r['x']:.0f},{r['y']:.0f} "
                    f"scrollY {r['scroll']}/{r['height']}{' tip' if r['tip'] else ''}")
    page.mouse.click(r["x"], r["y"])


_SEEN_JS = """() => {
  const q = (s) => document.querySelector(s);
  const done = q('#done'), menu = q('#menu');
  return {phase: document.body.dataset.phase, n: document.body.dataset.n, game: document.body.dataset.game,
    conn: q('#conn')?.textContent, toast: q('#toast')?.textContent, toast_shown: q('#toast')?.className,
    prompt: q('#decision .prompt')?.textContent, how_many: q('#decision .small')?.textContent,
    buttons: document.querySelectorAll('#decision button.choice').length,
    selected: document.querySelectorAll('#decision button.choice.on').length,
    done: done ? `${done.textContent}${done.disabled ? ' (disabled)' : ''}` : null,
    menu: menu.hidden ? 'hidden' : [...menu.children].map((b) => b.textContent),
    legal_cards: document.querySelectorAll('#table .card.legal').length,
    refused: document.body.dataset.refused, mouse: window.__taps || []};
}"""


def click_one(page, rng: random.Random, timeout: float = 60000) -> str:
    """Wait for this page's turn to decide (or the end) and make one decision by clicking. Returns the phase."""
    info = page.evaluate(_PICK_JS)
    if info["phase"] not in ("mine", "over"):
        page.wait_for_selector("body[data-phase=mine], body[data-phase=over]", timeout=timeout)
        info = page.evaluate(_PICK_JS)
    phase, n = info["phase"], info["n"]
    if phase != "mine" or "options" not in info:
        return phase
    taps: list = []
    targets = [o for o in info["options"] if o["kind"] == "pick"]
    if targets:                     # several cards: click as many as needed, then Done
        done = page.locator("#done")
        for o in targets:
            if done.is_enabled():
                break
            tap(page, f"#decision button.choice[data-i='{o['i']}']", taps)
        tap(page, "#done", taps)
    else:
        o = choose(info, rng)
        ans = json.loads(o["answer"]) if o["answer"] else None
        cid = ans[1] if isinstance(ans, list) and len(ans) > 1 and isinstance(ans[1], int) else None
        if cid is not None and rng.random() < 0.7 and o.get("on_board"):
            tap(page, f"#table .card.legal[data-id='{cid}']", taps)  # on the board: a menu opens if several moves
            if page.evaluate("() => !document.getElementById('menu').hidden"):
                tap(page, f"#menu .menu-item[data-answer='{o['answer']}']", taps)
        else:
            tap(page, f"#decision button.choice[data-i='{o['i']}']", taps)
    # the answer is on its way: wait until the page has moved on from decision n
    try:
        handle = page.wait_for_function(      # a new decision, the end, or a refusal of this very answer
            "([n, r]) => (document.body.dataset.n !== n || document.body.dataset.phase === 'over' "
            "|| document.body.dataset.phase === 'mine' && (document.body.dataset.refused || '0') !== r) "
            "&& document.body.dataset.phase",
            arg=[n, info["refused"]], timeout=timeout, polling=10)
    except Exception as e:      # say what the page showed, so that a stall can be told from a slow machine
        seen = page.evaluate(_SEEN_JS)
        options = [(o["kind"], o["text"], o["answer"]) + (("disabled",) if o["disabled"] else ())
                   for o in info["options"]]
        raise AssertionError(f"the page did not move on from decision {n} after a click "
                             f"({info.get('prompt')!r}; options {options}; the harness tapped {taps}): "
                             f"it shows {seen}") from e
    return handle.json_value()


NO_MOTION = "*, *::before, *::after { transition: none !important; animation: none !important; }"


def still(page) -> None:
    """No transitions or animations: Playwright's "is it stable" check then passes at once (speed only)."""
    page.add_init_script(f"addEventListener('DOMContentLoaded', () => {{ const s = document.createElement('style');"
                         f" s.textContent = {json.dumps(NO_MOTION)}; document.head.append(s); }});")

"""Load: 100 concurrent games of bots playing each other over WebSockets against one `aember serve` on
127.0.0.1. Every game must finish within the time bound. Reports the time from an answer sent to the next
view received (p50, p95) and the server's memory (set AEMBER_LOAD_REPORT=FILE to keep the figures as JSON).
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import statistics
import time

import pytest
import websockets
from webkit import Server, pick

GAMES = 100
TIME_BOUND = 300.0          # seconds for all the games together
async def bot(port: int, token: str, seed: int, latencies: list) -> dict:
    rng = random.Random(seed)
    async with websockets.connect(f"ws://127.0.0.1:{port}/ws", max_size=None, open_timeout=60) as ws:
        await ws.send(json.dumps({"type": "hello", "token": token}))
        seen = -1
        sent_at = None
        sent_n = -1
        last = None
        while True:
            m = json.loads(await ws.recv())
            now = time.perf_counter()
            if m["type"] == "state":
                if sent_at is not None and m["n"] > sent_n:
                    latencies.append(now - sent_at)
                    sent_at = None
                v = m["view"]
                if v["over"]:
                    return {"winner": v["winner"], "n": m["n"], "turn": v["turn"]}
                d = v["decision"]
                if d["player"] == m["seat"] and "options" in d and m["n"] != seen:
                    seen = m["n"]
                    last = {"type": "answer", "n": m["n"], "answer": pick(v, rng)}
                    sent_at, sent_n = time.perf_counter(), m["n"]
                    await ws.send(json.dumps(last))
            elif m["type"] in ("error", "refused", "fatal"):
                if "too many messages" in m["message"] and last is not None:
                    await asyncio.sleep(0.2)
                    await ws.send(json.dumps(last))
                elif m["type"] == "fatal" or "moved on" not in m["message"]:
                    raise AssertionError(f"bot {token[:6]}: {m['message']}")


async def run_all(port: int, pairs: list, latencies: list) -> list:
    tasks = []
    for i, (t0, t1) in enumerate(pairs):
        tasks.append(bot(port, t0, 2 * i, latencies))
        tasks.append(bot(port, t1, 2 * i + 1, latencies))
    return await asyncio.wait_for(asyncio.gather(*tasks), TIME_BOUND)


@pytest.mark.filterwarnings("ignore::DeprecationWarning")
def test_100_concurrent_games(tmp_path):
    server = Server(tmp_path).start()
    try:
        _, base_hwm = server.rss_kb()
        pairs = []
        for i in range(GAMES):
            st, made = server.post("/api/games", {"vs": "person", "name": f"A{i}", "seat": 0, "first": "random",
                                                  "deck": {"library": "onyx" if i % 2 else "argus"}})
            assert st == 200, made
            st, joined = server.post("/api/join", {"invite": made["invite"], "name": f"B{i}",
                                                   "deck": {"library": "argus" if i % 2 else "onyx"}})
            assert st == 200, joined
            pairs.append((made["token"], joined["token"]))
        latencies: list[float] = []
        t0 = time.perf_counter()
        results = asyncio.run(run_all(server.port, pairs, latencies))
        wall = time.perf_counter() - t0
        rss, hwm = server.rss_kb()
    finally:
        server.stop()
    assert len(results) == 2 * GAMES
    for a, b in zip(results[::2], results[1::2], strict=True):
        assert a == b                   # both seats saw the same end of the same game
    q = statistics.quantiles(latencies, n=100)
    report = {"games": GAMES, "answers": len(latencies), "wall_s": round(wall, 1),
              "p50_ms": round(q[49] * 1000, 1), "p95_ms": round(q[94] * 1000, 1),
              "server_rss_mb": round(rss / 1024, 1), "server_peak_rss_mb": round(hwm / 1024, 1),
              "server_rss_at_start_mb": round(base_hwm / 1024, 1),
              "wins_by_keys": sum(r["winner"] is not None for r in results[::2])}
    print("\nweb load:", json.dumps(report))
    if os.environ.get("AEMBER_LOAD_REPORT"):
        with open(os.environ["AEMBER_LOAD_REPORT"], "w", encoding="utf-8") as f:
            json.dump(report, f, indent=1)
    assert report["answers"] > GAMES * 40
    assert q[94] < 10.0                 # p95 under 10 s even on a loaded 2-core machine

"""Games recorded before card ids were dealt at random (replay format 1, an 'aember play' save of format 1, a web
game stored without a deal) name cards by the ids of the deck list's order: they replay with those ids, not as a
different game."""

import json
import sqlite3
import subprocess
import sys
from pathlib import Path

from aember.decks import starter_deck
from aember.engine.serialize import to_json
from aember.engine.setup import new_game
from aember.engine.state import Rng

ROOT = Path(__file__).resolve().parent.parent


def _random_game(ids_in_list_order: bool, seed: int = 7, first: int | None = None):
    a, b = starter_deck("onyx"), starter_deck("argus")
    g = new_game(a, b, seed=seed, first=first, ids_in_list_order=ids_in_list_order)
    r = Rng(seed)
    while not g.over:
        ans = g.decision.answers()
        g.apply(ans[r.below(len(ans))])
    return g, a, b


def test_ids_are_dealt_at_random_unless_the_old_deal_is_asked_for():
    listed = [c.name for c in starter_deck("onyx").cards]
    for list_order in (False, True):
        g = new_game(starter_deck("onyx"), starter_deck("argus"), seed=7, ids_in_list_order=list_order)
        assert ([g.cards[i].defn.title for i in range(len(listed))] == listed) is list_order


def test_a_replay_of_format_1_replays_the_game_it_recorded(tmp_path):
    g, a, b = _random_game(True)
    path = tmp_path / "old.json"
    path.write_text(json.dumps({"format": "aember-replay-1", "deck_a": a.to_json(), "deck_b": b.to_json(),
                                "seed": 7, "turn_cap": 200, "answers": g.history}))
    r = subprocess.run([sys.executable, "-m", "aember.cli", "replay", str(path)], capture_output=True, text=True,
                       cwd=ROOT)
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines()[:-1] == g.log_for(None)


def test_a_web_game_stored_before_the_deal_was_recorded_resumes_as_it_was(tmp_path):
    from aember.web.server import answer_to_json, build_game
    from aember.web.store import GameStore

    store = GameStore(tmp_path / "web.sqlite3")
    store.create_game("g1", mode="person", agent=None, computer=None, first=0, seed=7, turn_cap=200,
                      names=["Alice", "Bob"], decks=[starter_deck("onyx").to_json(), starter_deck("argus").to_json()],
                      spectate="spectate-0123456789", seat_token="seat-token-0123456789", seat=0, invite=None,
                      invite_seat=None)
    assert store.game("g1").deal == 2
    store.close()
    # the games file as an older aember made it: no 'deal' column
    db = sqlite3.connect(tmp_path / "web.sqlite3")
    db.execute("ALTER TABLE games DROP COLUMN deal")
    db.commit()
    db.close()
    old, _a, _b = _random_game(True, first=0)
    store = GameStore(tmp_path / "web.sqlite3")
    row = store.game("g1")
    assert row.deal == 1
    for n, a in enumerate(old.history):
        store.add_answer("g1", n, answer_to_json(a))
    g = build_game(row, store.answers("g1"))
    gc, oc = to_json(g)["cards"], to_json(old)["cards"]
    assert [(i, x, y) for i, (x, y) in enumerate(zip(gc, oc, strict=True)) if x != y] == []
    assert g.history == old.history and g.winner == old.winner

"""`aember simulate` and `aember bid`: statistics, determinism, bad input, chain bidding, Ray."""

from __future__ import annotations

import json
import math

import pytest

from aember.ai.simulate import Job, bid, game_seed, run_games, wilson
from aember.cli import main
from aember.decks import resolve_deck
from aember.decks.model import Deck, DeckCard


def test_wilson_interval_matches_the_formula():
    lo, hi = wilson(50, 100)
    assert lo == pytest.approx(0.4038, abs=1e-4) and hi == pytest.approx(0.5962, abs=1e-4)
    lo, hi = wilson(0, 10)
    assert lo == 0.0 and hi == pytest.approx(0.2775, abs=1e-4)
    lo, hi = wilson(10, 10)
    assert hi == pytest.approx(1.0) and lo == pytest.approx(0.7225, abs=1e-4)
    lo, hi = wilson(81, 263)       # a textbook example: 0.2553 – 0.3662
    assert lo == pytest.approx(0.2553, abs=1e-3) and hi == pytest.approx(0.3662, abs=1e-3)
    assert wilson(0, 0) == (0.0, 1.0)
    for k in range(0, 21):
        lo, hi = wilson(k, 20)
        assert 0 <= lo <= k / 20 <= hi <= 1
        assert not math.isnan(lo + hi)


def test_game_seeds_depend_on_seed_and_index():
    seeds = {game_seed(s, i) for s in range(3) for i in range(50)}
    assert len(seeds) == 150
    assert game_seed(4, 7) == game_seed(4, 7)


def _strip(d):
    d = dict(d)
    d.pop("seconds")
    return d


def test_simulate_json_keys_and_determinism(tmp_path, capsys):
    out1, out2 = tmp_path / "a.json", tmp_path / "b.json"
    args = ["simulate", "--games", "6", "--agents", "heuristic,random", "--seed", "3", "-q"]
    assert main(args + ["--jobs", "1", "--json", str(out1)]) == 0
    assert main(args + ["--jobs", "2", "--json", str(out2)]) == 0
    text = capsys.readouterr().out
    assert "win rate" in text and "95% CI" in text and "first player" in text
    d1, d2 = json.loads(out1.read_text()), json.loads(out2.read_text())
    for k in ("games", "a_wins", "b_wins", "draws", "a_win_rate", "ci95", "first_player_win_rate", "mean_turns",
              "seconds", "median_turns", "keys_a", "keys_b"):
        assert k in d1
    assert d1["games"] == 6 and d1["a_wins"] + d1["b_wins"] + d1["draws"] == 6
    assert isinstance(d1["ci95"], list) and len(d1["ci95"]) == 2 and d1["ci95"][0] <= d1["a_win_rate"] <= d1["ci95"][1]
    assert _strip(d1) == _strip(d2)


def test_seats_alternate_and_mirror():
    a, b = resolve_deck("onyx"), resolve_deck("argus")
    job = Job(a, b, ("random", "random"), seed=1, mirror=True)
    s = run_games(job, 8, jobs=1)
    assert [r["first"] for r in s.results] == [0, 1] * 4
    assert [r["swap"] for r in s.results] == [False, False, True, True] * 2


@pytest.mark.parametrize("argv", [
    ["simulate", "--games", "0"],
    ["simulate", "--agents", "random,wizard", "--games", "2"],
    ["simulate", "--agents", "a,b,c", "--games", "2"],
    ["simulate", "/no/such/deck.json", "argus", "--games", "2"],
    ["simulate", "--gauntlet", "/no/such/folder", "--games", "2"],
    ["bid", "onyx", "/no/such/deck.json"],
    ["bid", "onyx", "argus", "--games", "0"],
])
def test_bad_input_is_one_line_and_status_2(argv, capsys):
    assert main(argv + ["-q"] if argv[0] == "simulate" else argv) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("aember: error:")


def test_unreadable_deck_file(tmp_path, capsys):
    bad = tmp_path / "deck.json"
    bad.write_text("{ not json", encoding="utf-8")
    assert main(["simulate", str(bad), "argus", "--games", "2", "-q"]) == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 1


def test_unreachable_ray_address(capsys):
    assert main(["simulate", "--games", "2", "-q", "--ray", "127.0.0.1:1"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "Ray" in err[0]


def _weak(deck: Deck) -> Deck:
    """The deck with every card of its first house turned into Loot the Bodies (no Æmber, little use)."""
    h = deck.houses[0]
    filler = "Loot the Bodies" if h == "brobnar" else None
    cards = [DeckCard(filler, h) if c.house == h and filler else c for c in deck.cards]
    return Deck(deck.name + " (weakened)", list(deck.houses), cards)


def test_bid_finds_chains_on_a_lopsided_matchup():
    strong, weak = resolve_deck("argus"), _weak(resolve_deck("onyx"))
    res = bid(weak, strong, ("heuristic", "heuristic"), games=12, seed=1, jobs=2, max_chains=16)
    assert res["stronger"] == 1 and res["chains"] > 0
    tried = [p["chains"] for p in res["points"]]
    assert len(tried) <= 7          # bisection, not every count
    for p in res["points"]:
        assert 0 <= p["ci95"][0] <= p["win_rate"] <= p["ci95"][1] <= 1


def test_bid_command(capsys):
    assert main(["bid", "argus", "onyx", "--games", "4", "--jobs", "2", "--max-chains", "4"]) == 0
    out = capsys.readouterr().out
    assert "bid:" in out and "chains" in out


def test_gauntlet(tmp_path, capsys):
    for name in ("onyx", "argus"):
        (tmp_path / f"{name}.json").write_text(json.dumps(resolve_deck(name).to_json()), encoding="utf-8")
    (tmp_path / "junk.txt").write_text("this is not a deck", encoding="utf-8")
    out = tmp_path / "g.json"
    assert main(["simulate", "argus", "--gauntlet", str(tmp_path), "--games", "2", "--agents", "random",
                 "-q", "--json", str(out), "-j", "2"]) == 0
    text = capsys.readouterr().out
    assert "overall" in text
    d = json.loads(out.read_text())
    assert len(d["matchups"]) == 2 and d["matchups"][0]["games"] == 2


def test_local_ray_runs_the_same_games():
    import ray

    a, b = resolve_deck("onyx"), resolve_deck("argus")
    job = Job(a, b, ("random", "heuristic"), seed=5)
    local = run_games(job, 4, jobs=1).to_dict(job)
    try:
        ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False, logging_level="ERROR")
        remote = run_games(job, 4, jobs=2, ray_address="local").to_dict(job)
    finally:
        ray.shutdown()
    for k in ("a_wins", "b_wins", "draws", "mean_turns", "keys_a", "keys_b"):
        assert local[k] == remote[k]


def test_interrupt_prints_partial_results(monkeypatch, tmp_path, capsys):
    import aember.ai.simulate as sim

    real = sim.run_one
    played = []

    def run_one(job, i):            # Ctrl-C arrives while the fourth game is being played
        if len(played) == 3:
            raise KeyboardInterrupt
        played.append(i)
        return real(job, i)

    monkeypatch.setattr(sim, "run_one", run_one)
    out = tmp_path / "partial.json"
    assert main(["simulate", "--games", "50", "--agents", "random,random", "--jobs", "1", "-q",
                 "--json", str(out)]) == 130
    text = capsys.readouterr().out
    assert "games: 3 " in text and "interrupted: partial results" in text
    d = json.loads(out.read_text())
    assert d["games"] == 3 and d["complete"] is False


def test_a_json_file_that_cannot_be_written_is_refused_before_any_game(tmp_path, capsys):
    # a folder that does not exist, or a folder given as the file: refused up front, not after the whole run
    for bad in (tmp_path / "missing" / "out.json", tmp_path):
        assert main(["simulate", "--games", "2", "-q", "--jobs", "1", "--json", str(bad)]) == 2
        out, err = capsys.readouterr()
        assert "games:" not in out and str(bad) in err
        assert main(["bid", "onyx", "argus", "--games", "2", "--jobs", "1", "--json", str(bad)]) == 2
        out, err = capsys.readouterr()
        assert str(bad) in err and "Traceback" not in err

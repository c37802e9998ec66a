"""The command line: game, replay, scenario, bench, cards; bad input gives one line and status 2."""

import json
import subprocess
import sys
from pathlib import Path

from aember.cli import main

ROOT = Path(__file__).resolve().parent.parent


def run(*args):
    return subprocess.run([sys.executable, "-m", "aember.cli", *args], capture_output=True, text=True, cwd=ROOT)


def test_game_and_replay_reproduce_the_log(tmp_path):
    replay = tmp_path / "r.json"
    r1 = run("game", "--seed", "1", "--save", str(replay))
    assert r1.returncode == 0, r1.stderr
    assert r1.stdout.strip().splitlines()[-1].startswith(("Winner:", "Result:"))
    data = json.loads(replay.read_text())
    assert data["seed"] == 1 and data["answers"]
    r2 = run("replay", str(replay))
    assert r2.returncode == 0, r2.stderr
    assert r2.stdout == r1.stdout


def test_replay_errors(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{oops")
    r = run("replay", str(bad))
    assert r.returncode == 2 and "not valid JSON" in r.stderr and "Traceback" not in r.stderr
    r = run("replay", str(tmp_path / "missing.json"))
    assert r.returncode == 2 and "cannot read" in r.stderr


def test_scenario_summary_line(tmp_path, capsys):
    f = tmp_path / "bad.yaml"
    f.write_text("name: broken\nsetup: {house: brobnar}\nmoves: [{fly: Troll}]\n")
    g = tmp_path / "junk.yaml"
    g.write_text("- just a list\n")
    code = main(["scenario", str(tmp_path)])
    out = capsys.readouterr().out.strip().splitlines()
    assert code == 1
    assert out[-1] == "0 passed, 2 failed, 0 skipped"
    assert any(line.startswith("FAIL") and "unknown move 'fly'" in line for line in out)


def test_scenario_skip_for_unimplemented_card(tmp_path, capsys, monkeypatch):
    from aember.cards import registry

    registry.all_cards()
    monkeypatch.delitem(registry._CARDS, "anger")      # as if Anger were not implemented yet
    f = tmp_path / "skip.yaml"
    f.write_text("name: needs a card\nsetup: {house: brobnar, p1: {hand: [Anger]}}\n")
    main(["scenario", str(f)])
    out = capsys.readouterr().out.strip().splitlines()
    assert out[0].startswith("SKIP") and "not implemented: Anger" in out[0]
    assert out[-1] == "0 passed, 0 failed, 1 skipped"


def test_a_deck_with_an_unimplemented_card_is_refused_in_one_line(capsys, monkeypatch):
    from aember.cards import registry

    registry.all_cards()
    monkeypatch.delitem(registry._CARDS, "anger")      # as if Anger were not implemented yet
    assert main(["game", "onyx", "argus", "--seed", "1"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "cannot be played yet" in err[0] and "not implemented: Anger" in err[0], err


def test_bench_json_keys():
    r = run("bench", "--json", "--seconds", "0.3")
    assert r.returncode == 0, r.stderr
    data = json.loads(r.stdout)
    assert {"games_per_s", "decisions_per_s", "clone_us"} <= set(data)
    assert data["games_per_s"] > 0


def test_unknown_deck_file():
    r = run("game", "nosuchdeck.json")
    assert r.returncode == 2 and "Traceback" not in r.stderr and r.stderr.startswith("aember: error:")


def test_bench_agent_reports_the_ai_figures():
    r = run("bench", "--json", "--agent", "--seconds", "0.05", "--games", "2")
    assert r.returncode == 0, r.stderr
    data = json.loads(r.stdout)
    for k in ("heuristic_decisions_per_s", "mcts_rollouts_per_s", "simulation_seconds"):
        assert isinstance(data[k], float) and data[k] > 0, k
    assert data["simulation_games"] == 2
    assert isinstance(data["simulation_jobs"], int) and data["simulation_jobs"] >= 1
    text = run("bench", "--agent", "--seconds", "0.05", "--games", "2")
    assert text.returncode == 0, text.stderr
    out = text.stdout
    assert "heuristic agent decisions per second" in out and "MCTS rollouts per second" in out
    assert "2 heuristic games on" in out
    bad = run("bench", "--agent", "--games", "0")
    assert bad.returncode == 2 and bad.stderr.startswith("aember: error:") and len(bad.stderr.splitlines()) == 1


def test_bench_refuses_a_negative_or_endless_time():
    for secs in ("-1", "nan", "inf"):
        bad = run("bench", "--seconds", secs)
        assert bad.returncode == 2 and "--seconds" in bad.stderr and len(bad.stderr.splitlines()) == 1


def test_bench_over_a_folder_of_decks(tmp_path):
    """`bench --decks DIR --set SET` measures those decks beside the starter decks, in the same run."""
    from aember.bench import starter_decks
    from aember.decks import write_deck

    for deck in starter_decks():
        (tmp_path / f"{deck.name}.json").write_text(write_deck(deck), encoding="utf-8")
    r = run("bench", "--json", "--seconds", "0.2", "--decks", str(tmp_path), "--set", "CotA")
    assert r.returncode == 0, r.stderr
    data = json.loads(r.stdout)
    assert data["decks"] == 2 and data["games_per_s"] > 0 and data["starter_games_per_s"] > 0
    assert abs(data["ratio"] - data["games_per_s"] / data["starter_games_per_s"]) < 1e-9
    bad = run("bench", "--decks", str(tmp_path), "--set", "AoA")
    assert bad.returncode == 2 and "fewer than two playable decks of set AoA" in bad.stderr


def test_bench_over_generated_decks_of_a_set():
    """`bench --generated SET`: for sets with no real decks here (Crucible Clash: archon powers)."""
    r = run("bench", "--json", "--seconds", "0.2", "--generated", "CC", "--generated-decks", "3")
    assert r.returncode == 0, r.stderr
    data = json.loads(r.stdout)
    assert data["decks"] == 3 and data["games_per_s"] > 0 and data["starter_games_per_s"] > 0
    bad = run("bench", "--generated", "NoSuchSet")
    assert bad.returncode == 2 and "unknown set 'NoSuchSet'" in bad.stderr and "Traceback" not in bad.stderr


def test_soak_with_generated_decks_of_a_set():
    r = run("soak", "--generated", "CotA", "--generated-decks", "3", "--games", "3", "--opponents", "1")
    assert r.returncode == 0, r.stderr
    assert "decks: 3, games: 3, exceptions or invariant failures: 0" in r.stdout
    bad = run("soak", "--generated", "NoSuchSet", "--games", "2")
    assert bad.returncode == 2 and "unknown set 'NoSuchSet'" in bad.stderr and "Traceback" not in bad.stderr


def test_game_refuses_a_save_path_it_cannot_write_before_playing(tmp_path):
    r = run("game", "--seed", "1", "--save", str(tmp_path / "no-such-folder" / "r.json"))
    assert r.returncode == 2 and "cannot save there" in r.stderr and "Traceback" not in r.stderr
    assert r.stdout == ""                   # refused before the game, not after printing its log
    r = run("game", "--seed", "1", "--save", str(tmp_path))
    assert r.returncode == 2 and "is a folder" in r.stderr and "Traceback" not in r.stderr
    r = run("game", "--turn-cap", "-5")
    assert r.returncode == 2 and "--turn-cap must be at least 1" in r.stderr


def test_replay_of_binary_junk_or_impossible_numbers_is_one_line(tmp_path):
    junk = tmp_path / "junk.json"
    junk.write_bytes(b"\x00\xff\xfe junk")
    r = run("replay", str(junk))
    assert r.returncode == 2 and "not UTF-8 text" in r.stderr and "Traceback" not in r.stderr
    good = tmp_path / "good.json"
    assert run("game", "--seed", "1", "--save", str(good)).returncode == 0
    data = json.loads(good.read_text())
    for key, value, words in (("seed", "Infinity", "corrupt replay"), ("turn_cap", "-3", "turn_cap -3 is below 1")):
        bad = tmp_path / f"bad-{key}.json"
        bad.write_text(json.dumps({**data, key: 0}).replace(f'"{key}": 0', f'"{key}": {value}'))
        r = run("replay", str(bad))
        assert r.returncode == 2 and words in r.stderr and "Traceback" not in r.stderr, r.stderr


def test_soak_refuses_no_opponents_or_a_turn_cap_below_one(capsys):
    # --opponents 0 had died with ZeroDivisionError; --turn-cap 0 capped every game and reported a failure
    assert main(["soak", "--games", "1", "--opponents", "0"]) == 2
    assert "--opponents must be at least 1" in capsys.readouterr().err
    assert main(["soak", "--games", "1", "--turn-cap", "0"]) == 2
    assert "--turn-cap must be at least 1" in capsys.readouterr().err


def test_a_number_of_5000_digits_in_a_replay_or_a_deck_is_one_line(tmp_path):
    # json.loads and int() refuse 4300 digits and more with a plain ValueError, which had escaped
    replay = tmp_path / "r.json"
    replay.write_text('{"format": "aember-replay-1", "seed": ' + "9" * 5000 + "}")
    deck = tmp_path / "d.json"
    deck.write_text('{"name": "x", "houses": ["brobnar", "dis", "logos"], "cards": [{"name": "Anger", "count": '
                    + "9" * 5000 + "}]}")
    text = tmp_path / "d.txt"
    text.write_text("My deck\n" + "9" * 5000 + " Anger\n")
    for args, words in ((["replay", str(replay)], "not valid JSON"), (["game", str(deck)], "not valid JSON"),
                        (["game", str(text)], "copies of 'Anger' cannot be in a 36-card deck"),
                        (["deck", "convert", str(text)], "copies of 'Anger' cannot be in a 36-card deck")):
        r = run(*args)
        assert r.returncode == 2 and words in r.stderr and "Traceback" not in r.stderr, (args, r.stderr)


def test_a_path_the_system_refuses_is_one_line_naming_it(capsys):
    long = "z" * 5000           # Path.exists()/is_dir() raise 'File name too long' (they had been tracebacks)
    for args in (["scenario", long], ["soak", "--decks", long, "--games", "1"], ["game", "--save", long]):
        assert main(args) == 2
        err = capsys.readouterr().err
        assert err.startswith("aember: error: zzz") and err.rstrip().endswith("File name too long"), err[-80:]


def run_aember(*args):
    """`python -m aember`, as the installed command runs (under `-m aember.cli` the CliError class raised by
    the subcommand modules is not the one __main__ catches)."""
    return subprocess.run([sys.executable, "-m", "aember", *args], capture_output=True, text=True, cwd=ROOT)


def test_json_or_yaml_nested_too_deep_is_one_line(tmp_path):
    # json.loads and yaml raise RecursionError (not a ValueError) for 100000 nested lists: it had escaped
    deep = "[" * 100000 + "]" * 100000
    replay = tmp_path / "r.json"
    replay.write_text('{"format": "aember-replay-1", "x": ' + deep + "}")
    deck = tmp_path / "d.json"
    deck.write_text('{"name": "x", "houses": [], "cards": ' + deep + "}")
    scen = tmp_path / "s.yaml"
    scen.write_text("name: x\nsetup: " + deep + "\n")
    for args, words in ((["replay", str(replay)], "nested too deep"), (["game", str(deck)], "nested too deep"),
                        (["play", "--resume", str(replay)], "corrupt save file"),
                        (["scenario", str(scen)], "not valid YAML (nested too deep)")):
        r = run_aember(*args)
        assert r.returncode in (1, 2) and words in r.stdout + r.stderr and "Traceback" not in r.stderr, (args, r.stderr)


def test_play_resume_of_a_binary_file_is_one_line(tmp_path):
    junk = tmp_path / "junk.json"
    junk.write_bytes(b"\x00\xff\xfe junk")
    r = run_aember("play", "--resume", str(junk))           # had been a UnicodeDecodeError traceback
    assert r.returncode == 2 and "not UTF-8 text" in r.stderr and "Traceback" not in r.stderr, r.stderr


def test_python_m_aember_cli_reports_a_subcommand_error_in_one_line(tmp_path):
    junk = tmp_path / "junk.json"
    junk.write_bytes(b"\x00\xff\xfe junk")
    r = run("play", "--resume", str(junk))            # `python -m aember.cli`: had been a CliError traceback
    assert r.returncode == 2 and "not UTF-8 text" in r.stderr and "Traceback" not in r.stderr, r.stderr

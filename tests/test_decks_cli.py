"""The `deck` command: convert, check, generate, add, list, show, rm; exit codes and one-line errors."""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

import pytest

from aember.carddb import shared_cards_json
from aember.decks import cli, starter_deck, write_deck

_CARDS = shared_cards_json()
SHARED = _CARDS.parent.parent if _CARDS is not None else None
FORMATS_DIR = SHARED / "decks" / "formats" if SHARED else None
needs_shared = pytest.mark.skipif(FORMATS_DIR is None or not FORMATS_DIR.is_dir(),
                                  reason="shared/ (cards.json and the deck samples) not found beside the checkout")


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    h = tmp_path / "home"
    monkeypatch.setenv("AEMBER_HOME", str(h))
    monkeypatch.delenv("AEMBER_COCKATRICE_DB", raising=False)
    return h


def deck(capsys, *argv):
    """Run `deck ARGV` through register()/run() as the main CLI does; (status, stdout, stderr)."""
    parser = argparse.ArgumentParser(prog="aember")
    sub = parser.add_subparsers(dest="command", required=True)
    cli.register(sub)
    args = parser.parse_args(["deck", *argv])
    status = args.func(args)
    out, err = capsys.readouterr()
    return status, out, err


def one_line_error(err: str) -> str:
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert "Traceback" not in err
    assert lines[0].startswith("aember deck: error: ")
    return lines[0]


@needs_shared
def test_convert_prints_aember_json(capsys):
    sample = FORMATS_DIR / "dok-deck__bey-terrible-forum-musician.json"
    status, out, err = deck(capsys, "convert", str(sample))
    assert status == 0 and err == ""
    data = json.loads(out)
    assert data["name"] == "Bey, Terrible Forum Musician" and len(data["cards"]) == 36
    spy = next(c for c in data["cards"] if c["name"] == "Spyyyder")
    assert spy == {"name": "Spyyyder", "number": "099", "house": "saurian", "id": "spyyyder", "maverick": True}
    status, out2, _ = deck(capsys, "convert", str(sample), "--to", "json", "--from", "dok")
    assert status == 0 and out2 == out


@needs_shared
def test_convert_to_text_and_back(capsys, tmp_path):
    status, out, _ = deck(capsys, "convert", "onyx", "--to", "text")
    assert status == 0 and out.startswith('Miss "Onyx" Censorius\nSet: CotA\n')
    p = tmp_path / "onyx.txt"
    p.write_text(out, encoding="utf-8")
    status, out, _ = deck(capsys, "convert", str(p))
    assert json.loads(out)["cards"] == json.loads(write_deck(starter_deck("onyx")))["cards"]


@needs_shared
def test_convert_from_stdin(capsys, monkeypatch):
    import io

    text = (FORMATS_DIR / "keyteki__mehitable-host-of-the-rustling-repository.json").read_bytes()
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(text), encoding="utf-8"))
    status, out, _ = deck(capsys, "convert", "-")
    assert status == 0 and json.loads(out)["keyforge_id"] == "2c793aa2-a679-427b-a2b8-daaf07f77959"


@needs_shared
def test_convert_errors(capsys, tmp_path):
    status, out, err = deck(capsys, "convert", str(tmp_path / "missing.json"))
    assert status == 2 and out == ""
    assert one_line_error(err).endswith("missing.json: no such file")

    bad = tmp_path / "bad.json"
    bad.write_text('{"name": "x", "houses": [1,', encoding="utf-8")
    status, _, err = deck(capsys, "convert", str(bad))
    assert status == 2 and "bad.json: not valid JSON (line 1" in one_line_error(err)

    typo = tmp_path / "typo.txt"
    typo.write_text("Deck\nBrobnar\n2 Trol\nAnger\n", encoding="utf-8")
    status, _, err = deck(capsys, "convert", str(typo))
    assert status == 2
    assert one_line_error(err) == ("aember deck: error: " + str(typo) + ": line 3: 'Trol' is not a known card; "
                                   "did you mean 'Troll', 'Control' or 'Tolas'?")

    cod = FORMATS_DIR / "cockatrice__sua-majestade-jones.cod"
    status, _, err = deck(capsys, "convert", str(cod))
    line = one_line_error(err)
    assert status == 2 and "'Ergam-se!' is not a known card" in line and "--cockatrice-db" in line


@needs_shared
def test_check(capsys, tmp_path, monkeypatch):
    import aember.cards.registry as registry

    monkeypatch.setattr(registry, "is_implemented", lambda title: True)
    status, out, err = deck(capsys, "check", str(FORMATS_DIR / "dok-deck__milahawk-the-empiricist-of-books.json"))
    assert status == 0 and err == ""
    assert out.splitlines()[-1].endswith(": 0 errors, 0 warnings")

    short = tmp_path / "short.txt"
    short.write_text("Short\nBrobnar\n11 Anger\nDis\n12 Fear\nShadows\n12 Urchin\nWarsnog\n", encoding="utf-8")
    status, out, err = deck(capsys, "check", str(short))
    assert status == 1 and err == ""
    lines = out.splitlines()
    assert lines[1:] == [
        f"{short}: error: line 8: 'Warsnog' is not a known card; did you mean 'Warsong' or 'Waste Not'?",
        f"{short}: error: house Brobnar has 11 cards; each house has 12",
        f"{short}: error: house Shadows has 13 cards; each house has 12",
        f"{short}: 3 errors, 0 warnings"]


def test_check_missing_file_is_bad_input(capsys, tmp_path):
    status, out, err = deck(capsys, "check", str(tmp_path / "nope.cod"))
    assert status == 2 and out == "" and one_line_error(err).endswith("nope.cod: no such file")


@needs_shared
def test_generate(capsys, tmp_path):
    status, out, _ = deck(capsys, "generate", "--set", "CotA", "--seed", "17")
    assert status == 0
    status, again, _ = deck(capsys, "generate", "--set", "cota", "--seed", "17")
    assert again == out
    target = tmp_path / "gen.json"
    status, msg, _ = deck(capsys, "generate", "--set", "CotA", "--seed", "17", "--out", str(target))
    assert status == 0 and msg.startswith(f"{target}: ")
    assert target.read_text(encoding="utf-8") == out
    status, out, err = deck(capsys, "check", str(target))
    assert status == 0 and ": 0 errors" in out.splitlines()[-1]


@needs_shared
def test_generate_errors(capsys, tmp_path, monkeypatch):
    status, _, err = deck(capsys, "generate", "--set", "XYZ", "--seed", "1")
    assert status == 2 and "unknown set 'XYZ'" in one_line_error(err)
    status, _, err = deck(capsys, "generate", "--set", "CotA", "--seed", "1", "--out", str(tmp_path / "no" / "x.json"))
    assert status == 2 and "x.json: cannot write the deck" in one_line_error(err)
    import aember.cards.registry as registry

    monkeypatch.setattr(registry, "is_implemented", lambda title: False)
    status, _, err = deck(capsys, "generate", "--set", "CotA", "--seed", "1", "--implemented-only")
    assert status == 2 and "only 0 of its houses have implemented cards" in one_line_error(err)


@needs_shared
def test_library_commands(capsys, home):
    status, out, _ = deck(capsys, "list")
    assert status == 0 and out.splitlines()[0].startswith("Radiant Argus the Supreme")
    assert all("(starter)" in line for line in out.splitlines())

    sample = FORMATS_DIR / "mv-v2__pupa-ramos-the-ever-changing.json"
    status, out, _ = deck(capsys, "add", str(sample))
    assert status == 0 and out == f"added 'Pupa Ramos, the Ever-Changing' to the library ({home / 'decks.sqlite3'})\n"
    status, out, _ = deck(capsys, "add", str(sample), "--name", "Pupa")
    assert status == 0

    status, out, err = deck(capsys, "add", str(sample))
    assert status == 2
    assert one_line_error(err) == ("aember deck: error: a deck named 'Pupa Ramos, the Ever-Changing' is already "
                                   "in the library")

    status, out, _ = deck(capsys, "list")
    assert [line.split("  ")[0] for line in out.splitlines()][2:] == ["Pupa", "Pupa Ramos, the Ever-Changing"]

    status, out, _ = deck(capsys, "show", "pupa")
    assert status == 0 and out.startswith("Pupa\nSet: ToC\n") and "1 Titan Engineer [+amber]" in out
    status, out, _ = deck(capsys, "show", "Pupa", "--json")
    assert json.loads(out)["token"]["name"] == "Chronicler"
    status, out, _ = deck(capsys, "show", "onyx")
    assert status == 0 and out.startswith('Miss "Onyx" Censorius')

    status, out, _ = deck(capsys, "rm", "Pupa")
    assert status == 0 and out == "removed 'Pupa' from the library\n"
    for argv, message in ((("rm", "Pupa"), "no deck named 'Pupa' in the library"),
                          (("show", "Pupa"), "no deck named 'Pupa' in the library"),
                          (("rm", "onyx"), "'onyx' is a starter deck; it cannot be removed")):
        status, _, err = deck(capsys, *argv)
        assert status == 2 and message in one_line_error(err)


@needs_shared
def test_failed_add_leaves_library_untouched(capsys, home, tmp_path):
    deck(capsys, "add", str(FORMATS_DIR / "dok-deck__bey-terrible-forum-musician.json"))
    db = home / "decks.sqlite3"
    before = db.read_bytes()
    bad = tmp_path / "bad.csv"
    bad.write_text('"Name","Houses","House 1 Cards","House 2 Cards","House 3 Cards"\n"A","Dis","Fear"\n',
                   encoding="utf-8")
    status, _, err = deck(capsys, "add", str(bad))
    assert status == 2 and "bad.csv: line 2: 3 fields, but the header has 5" in one_line_error(err)
    short = tmp_path / "short.txt"
    short.write_text("Short\nBrobnar\n2 Anger\n", encoding="utf-8")
    status, _, err = deck(capsys, "add", str(short))
    assert status == 2 and "deck 'Short' is not legal: the deck has 1 house (brobnar); a deck has 3 (and 2 more " \
        "problems); see 'aember deck check'" in one_line_error(err)
    status, _, err = deck(capsys, "add", str(tmp_path / "missing.json"))
    assert status == 2 and "missing.json: no such file" in one_line_error(err)
    assert db.read_bytes() == before


def test_standalone_main_and_usage_errors(capsys):
    assert cli.main(["show", "argus"]) == 0
    assert capsys.readouterr().out.startswith("Radiant Argus the Supreme")
    with pytest.raises(SystemExit) as e:
        cli.main(["generate", "--set", "CotA"])          # --seed is required
    assert e.value.code == 2
    assert "the following arguments are required: --seed" in capsys.readouterr().err


def test_module_entry_point_runs_without_traceback(tmp_path, home):
    env = {k: v for k, v in __import__("os").environ.items()}
    env["AEMBER_HOME"] = str(home)
    root = Path(__file__).resolve().parent.parent
    r = subprocess.run([sys.executable, "-m", "aember.decks", "convert", str(tmp_path / "nothing.json")],
                       capture_output=True, text=True, env=env, cwd=root, timeout=60)
    assert r.returncode == 2 and r.stdout == ""
    assert r.stderr.strip().endswith("nothing.json: no such file") and "Traceback" not in r.stderr


def test_main_aember_cli_has_the_deck_command(capsys):
    aember_cli = pytest.importorskip("aember.cli")
    if not hasattr(aember_cli, "main"):
        pytest.skip("aember.cli has no main()")
    assert aember_cli.main(["deck", "show", "onyx"]) == 0
    assert capsys.readouterr().out.startswith('Miss "Onyx" Censorius')

"""A built wheel, installed into a fresh virtual environment in a folder with no ../shared beside it, knows
every card: deck check/convert/generate, cards, game, simulate and bid all work (issue: the card database
ships inside aember)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SHARED_DECKS = ROOT.parent / "shared" / "decks"
NEWEST = "toc__harry-the-spider-barocore.json"     # a deck of a recent set (tokens, Skyborn reprints)



def _run(cmd, cwd, env, timeout=600):
    r = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout)
    assert "Traceback" not in r.stderr, r.stderr
    return r


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    """(aember executable, work folder, environment) of a wheel installed into a new venv."""
    base = tmp_path_factory.mktemp("wheel")
    dist = base / "dist"
    # built from a private copy of the sources: setuptools builds in the source tree (build/, *.egg-info), and two
    # xdist workers running this module's tests each build the wheel, so in one tree they raced ("No such file or
    # directory: build/bdist…/aember/web/store.py")
    src = base / "aember-src"
    src.mkdir()
    shutil.copytree(ROOT / "aember", src / "aember", ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    for name in ("pyproject.toml", "README.md"):
        shutil.copy2(ROOT / name, src / name)
    build = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q",
                            "-w", str(dist), str(src)], capture_output=True, text=True, timeout=600)
    assert build.returncode == 0, build.stdout + build.stderr
    wheel = next(dist.glob("aember-*.whl"))
    venv = base / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=300)
    inst = subprocess.run([str(venv / "bin" / "pip"), "install", "-q", "--disable-pip-version-check", str(wheel)],
                          capture_output=True, text=True, timeout=900)
    assert inst.returncode == 0, inst.stdout + inst.stderr
    work = base / "play"
    work.mkdir()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("AEMBER_", "PYTHON", "VIRTUAL_ENV"))}
    env["AEMBER_HOME"] = str(base / "home")
    env["PATH"] = f"{venv / 'bin'}{os.pathsep}{env.get('PATH', '')}"
    return str(venv / "bin" / "aember"), work, env, wheel


def test_the_wheel_carries_the_card_database_and_no_card_texts(installed):
    import zipfile

    *_, wheel = installed
    with zipfile.ZipFile(wheel) as z:
        names = z.namelist()
    assert "aember/data/carddb.json.gz" in names
    assert not any(n.endswith("cards.json") for n in names)


def test_cards_without_shared(installed):
    aember, work, env, _ = installed
    assert not (work.parent / "shared").exists()
    r = _run([aember, "cards", "--set", "CotA", "--summary"], work, env)
    assert r.returncode == 0 and "CotA: 370/370 implemented, 0 missing" in r.stdout
    r = _run([aember, "cards"], work, env)
    lines = {ln.split()[0]: ln for ln in r.stdout.splitlines() if ln.strip()}
    assert "AoA" in lines and "VM25" in lines and "370" in lines["CotA"]
    r = _run([aember, "cards", "--set", "AoA", "--summary"], work, env)
    assert "AoA:" in r.stdout and "is ../shared" not in r.stdout


@pytest.mark.skipif(not SHARED_DECKS.is_dir(), reason="../shared/decks is not present")
def test_deck_commands_without_shared(installed):
    aember, work, env, _ = installed
    for name in ("cota__miss-onyx-censorius.json", "cota__radiant-argus-the-supreme.json",
                 "aoa__lorde-davenport.json", NEWEST):
        shutil.copy(SHARED_DECKS / name, work / name)
    shutil.copy(SHARED_DECKS / "formats" / "dok-deck__bey-terrible-forum-musician.json", work / "dok.json")
    r = _run([aember, "deck", "check", "aoa__lorde-davenport.json"], work, env)
    assert "was not found" not in r.stdout + r.stderr and "not checked" not in r.stdout + r.stderr
    r = _run([aember, "deck", "convert", "dok.json"], work, env)
    assert r.returncode == 0 and '"Spyyyder"' in r.stdout and "not checked" not in r.stderr
    r = _run([aember, "deck", "generate", "--set", "CotA", "--seed", "3"], work, env)
    assert r.returncode == 0, r.stderr
    r = _run([aember, "game", "cota__miss-onyx-censorius.json", "cota__radiant-argus-the-supreme.json",
              "--seed", "4"], work, env)
    assert r.returncode == 0 and ("Winner:" in r.stdout or "draw" in r.stdout)
    r = _run([aember, "simulate", "cota__miss-onyx-censorius.json", "cota__radiant-argus-the-supreme.json",
              "--games", "4", "--agents", "random,random", "--jobs", "1", "--quiet"], work, env)
    assert r.returncode == 0, r.stderr
    r = _run([aember, "bid", "cota__miss-onyx-censorius.json", "cota__radiant-argus-the-supreme.json",
              "--games", "4", "--agents", "random,random", "--jobs", "1", "--max-chains", "2"], work, env)
    assert r.returncode == 0, r.stderr
    r = _run([aember, "game", "aoa__lorde-davenport.json", "argus", "--seed", "2"], work, env)
    assert r.returncode == 0 and ("Winner:" in r.stdout or "draw" in r.stdout)     # an Age of Ascension deck
    r = _run([aember, "game", NEWEST, "argus", "--seed", "3"], work, env)
    assert r.returncode == 0 and ("Winner:" in r.stdout or "draw" in r.stdout)     # a Tokens of Change deck


def test_a_corrupt_card_database_is_one_line(installed, tmp_path):
    aember, work, env, _ = installed
    bad = tmp_path / "carddb.json.gz"
    bad.write_bytes(b"\x1f\x8b broken")
    r = _run([aember, "cards"], work, {**env, "AEMBER_CARDS": str(bad)})
    assert r.returncode == 2
    assert r.stderr.strip().count("\n") == 0 and str(bad) in r.stderr and "cannot be read" in r.stderr
    r = _run([aember, "deck", "generate", "--set", "CotA", "--seed", "1"], work, {**env, "AEMBER_CARDS": str(bad)})
    assert r.returncode == 2 and str(bad) in r.stderr

"""The seat mirror (tests/seat_mirror.py) over a fixed sample of the scenario corpus: a scenario that passes must
pass as well with p1 and p2 swapped everywhere. The sample is spread over every folder (a few hundred files, every
n-th of each folder in sorted order), with the seat-* scenarios of the faults the mirror found."""

from __future__ import annotations

from pathlib import Path

import pytest
from seat_mirror import load, mirror, run_keep_order, run_mirrored

from aember.scenario import find_files, run_file

ROOT = Path(__file__).resolve().parent.parent
OWN = ROOT / "tests" / "scenarios"
SHARED = ROOT.parent / "shared" / "scenarios"
SAMPLE = 300

# Files the mirror found faults with (each fixed; rules/seat-*.yaml are their mirrors), always in the sample.
FOUND = [
    "rules/destruction-discard-order-both-piles.yaml",          # the active player's discard pile asked first
    "rules/bb-fshape-faq-gateway-discard-order-answered.yaml",
    "blackbox/dead-mans-chest-ifres-1.yaml",
    "blackbox/stir-crazy-bb4-2.yaml",                           # each side's capturers: the resolving player's first
]

# Files that leave the order of abilities triggering at once (or of cards going to one pile) to FORMAT's default,
# setup order, which puts p1's cards first: swapped, the other player's come first, and the outcome rightly differs
# (Troll's Reap heal and p2's Overreach; Firespitter's Before Fight and hazardous). The mirror must pass when its
# cards are made in the original's order (KeepOrderScenario), and fail otherwise (or the entry is stale).
SETUP_ORDER_DEFAULT = [
    "pv/shadows/evasive-maneuvers-2.yaml",
    "rules/bb-hazardous-after-before-fight-default.yaml",
    "rules/bb15-fmt-trigger-order-default-across-players.yaml",
]


# Files the mirror cannot express (the transform's limits, each studied): a bare answer the runner reads as the one
# copy offered when Title#1 is not (no renumbered reference can follow that); General Sherman returning purged
# creatures p1's side first (a seat-order default FORMAT does not name). Never sampled.
LIMITS = {
    "rules/bb9-format3-bare-title-select-only-copy-offered.yaml",
    "rules/bb-fshape-general-sherman-return-flank-asked.yaml",
    "rules/bb15-fmt-fight-target-bare-title-enemy-copy.yaml",     # (a move's target read as the one copy offered)
}


def _rel(p: Path) -> str:
    return str(p.relative_to(OWN)) if p.is_relative_to(OWN) else str(p.relative_to(SHARED.parent))


def sample() -> list[Path]:
    folders: dict[Path, list[Path]] = {}
    roots = [OWN] + [SHARED / d for d in ("rulebook", "rules") if (SHARED / d).is_dir()]
    for root in roots:
        for f in find_files([str(root)]):
            key = f.parent if root != OWN else OWN / f.relative_to(OWN).parts[0]
            folders.setdefault(key, []).append(f)
    total = sum(len(v) for v in folders.values())
    out: list[Path] = []
    for files in folders.values():
        want = min(len(files), max(4, round(SAMPLE * len(files) / total)))
        step = len(files) / want
        out += [files[int(i * step)] for i in range(want)]
    out += sorted((OWN / "rules").glob("seat-*.yaml")) + [OWN / f for f in FOUND + SETUP_ORDER_DEFAULT]
    return sorted(f for f in set(out) if _mirrorable(f) and _rel(f) not in LIMITS)


def _mirrorable(path: Path) -> bool:
    """Not a new game: FORMAT makes p1 the first player of a new game, so there are no seats to swap."""
    setup = (load(path) or {}).get("setup")
    return not (isinstance(setup, dict) and setup.get("new_game"))


FILES = sample()


@pytest.mark.parametrize("path", FILES, ids=[_rel(p) for p in FILES])
def test_mirrored_scenario_passes(path: Path) -> None:
    assert run_file(path).status == "PASS", "the scenario itself must pass"
    r = run_mirrored(path)
    assert r is not None
    if _rel(path) in SETUP_ORDER_DEFAULT:
        assert r.status == "FAIL", f"no longer differs mirrored: {r.line()}"
        k = run_keep_order(path)
        assert k is not None and k.status == "PASS", k.line() if k else path
        return
    if r.status != "PASS":
        # a scenario leaving an order to FORMAT's default (setup order: p1's cards first) may rightly differ
        # mirrored; with the original's card order kept, only the seats differ, and then it must pass
        k = run_keep_order(path)
        assert k is not None and k.status == "PASS", f"{r.line()}\nwith the original card order: " + (
            k.line() if k else "not mirrorable")


def test_mirror_renumbers_same_title_cards() -> None:
    """`Title#n` counts p1's cards first: swapped, p2's come first, and a reference keeps naming its card."""
    data = {
        "name": "x",
        "setup": {"house": "brobnar", "tide": "high",
                  "p1": {"hand": ["Troll"], "battleline": [{"card": "Krump", "owner": "p2"}, "Troll"]},
                  "p2": {"battleline": ["Troll", "Krump"]}},
        "moves": [{"fight": {"with": "Troll#2", "target": "Troll#3"}}, {"select": "p2:Krump"},
                  {"choose": "p1"}, {"select": ["Troll", "Troll"]}],
        "expect": {"winner": "p1", "tide": "neutral", "p1": {"hand": ["p2:Troll"]},
                   "cards": {"Troll": {"controller": "p1"}, "p2:Krump#2": {"owner": "p2"}}},
    }
    m = mirror(data)
    assert m["setup"]["active"] == "p2" and m["setup"]["tide"] == "low"
    assert m["setup"]["p2"]["battleline"][0] == {"card": "Krump", "owner": "p1"}
    # the old p2 block (Troll, Krump) now comes first: the old Troll#1, #2, #3 are #2, #3, #1
    assert m["moves"][0] == {"fight": {"with": "Troll#3", "target": "Troll#1"}}
    # p2's first Krump (in p1's block) is p1's second once p2's old block comes first
    assert m["moves"][1] == {"select": "p1:Krump#2"}
    assert m["moves"][2] == {"choose": "p2"}
    assert m["moves"][3] == {"select": ["Troll", "Troll"]}     # a bare title given twice: the copies offered
    assert m["expect"]["winner"] == "p2" and m["expect"]["tide"] == "neutral"
    assert m["expect"]["p2"] == {"hand": ["p1:Troll"]}
    assert m["expect"]["cards"] == {"Troll#2": {"controller": "p2"}, "p1:Krump#1": {"owner": "p1"}}
    assert mirror({"name": "x", "setup": {"new_game": True}}) is None


def test_sample_is_spread() -> None:
    assert 200 <= len(FILES) <= 400
    assert any(_rel(p).startswith("rules/seat-") for p in FILES)
    assert load(FILES[0])

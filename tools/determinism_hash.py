"""A hash over the final states of fixed-seed random games between the real decks of every set.

    PYTHONHASHSEED=1 python tools/determinism_hash.py; PYTHONHASHSEED=2 python tools/determinism_hash.py

Same seed and same answers must give the same game byte for byte, whatever Python's string hashing: the two runs
must print the same hash. A change of the hash between two commits says some game played differently (expected
when a rule or card changed; a surprise after a refactoring). Needs ../shared/decks.
"""

from __future__ import annotations

import hashlib
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from aember.bench import random_answer  # noqa: E402
from aember.engine.serialize import state_signature  # noqa: E402
from aember.engine.setup import new_game  # noqa: E402
from aember.engine.state import Rng  # noqa: E402
from aember.soak import deck_folder  # noqa: E402

SETS = ("CotA", "AoA", "WC", "MM", "DT", "WoE", "GR", "AS", "ToC", "MoMu")


def main() -> None:
    h = hashlib.sha256()
    decisions = 0
    for s in SETS:
        decks = list(deck_folder(str(ROOT.parent / "shared" / "decks"), s))
        for seed in range(6):
            a, b = decks[seed % len(decks)], decks[(seed + 1) % len(decks)]
            g = new_game(a, b, seed=seed)
            chooser = Rng(seed + 7)
            while not g.over:
                random_answer(g, chooser)
                decisions += 1
            h.update(state_signature(g).encode())
    print(h.hexdigest()[:16], decisions, "decisions")


if __name__ == "__main__":
    main()

"""`aember cards --set CotA`: which cards of a set are implemented, and how many scenarios prove each."""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from pathlib import Path

import yaml

from aember.carddb import load_card_records, normalize_title
from aember.cards.registry import get_card

SCENARIOS = Path(__file__).resolve().parent.parent / "tests" / "scenarios"


def scenario_counts(folder: Path = SCENARIOS) -> Counter:
    """Normalised title -> number of scenario files whose file name starts with the card's slug."""
    counts: Counter = Counter()
    for f in folder.rglob("*.yaml"):
        try:
            data = yaml.safe_load(f.read_text(encoding="utf-8"))
        except (OSError, yaml.YAMLError):
            continue
        stem = re.sub(r"-\d+$", "", f.stem)
        counts[stem] += 1 if isinstance(data, dict) else 0
    return counts


def slug(title: str) -> str:
    plain = unicodedata.normalize("NFKD", normalize_title(title)).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", plain.replace("'", "")).strip("-")


def coverage_report(set_code: str, verbose: bool = True) -> int:
    recs = [r for r in load_card_records() if r["set"].lower() == set_code.lower()]
    if not recs:
        print(f"no cards of set {set_code!r} (is ../shared/cards/cards.json present?)")
        return 2
    counts = scenario_counts()
    done = 0
    missing = []
    for r in sorted(recs, key=lambda r: r["number"]):
        d = get_card(r["name"])
        ok = d is not None
        n = counts.get(slug(r["name"]), 0)
        done += ok
        if not ok:
            missing.append(r["name"])
        if verbose:
            house = r["house"] or "anomaly"     # anomalies belong to no house of their own
            print(f"{r['number']:>4} {r['name']:<32} {house:<14} {'implemented' if ok else 'MISSING':<12} "
                  f"{n} scenario{'s' if n != 1 else ''}")
    print(f"{set_code}: {done}/{len(recs)} implemented, {len(missing)} missing")
    return 0 if not missing else 1

"""`aember cards`: card coverage. With no set, one line per set; with `--set X`, one line per card of X."""

from __future__ import annotations

import json
import re
import unicodedata
from collections import Counter
from pathlib import Path

import yaml

from aember.carddb import load_card_records, load_sets, normalize_title, shared_cards_json
from aember.cards.registry import get_card

SCENARIOS = Path(__file__).resolve().parent.parent / "tests" / "scenarios"


_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)     # (libyaml's parser where installed: 8x faster)
_COUNTED: dict[tuple, Counter] = {}


def scenario_counts(folder: Path = SCENARIOS) -> Counter:
    """Card slug -> number of scenario files whose file name is the slug, optionally followed by -N (a file that
    is not a YAML mapping does not count). Read once per process for a folder whose files have not changed."""
    if not folder.is_dir():
        return Counter()
    files = sorted(folder.rglob("*.yaml"))
    key = (str(folder), tuple((str(f), _stamp(f)) for f in files))
    if key not in _COUNTED:
        counts: Counter = Counter()
        for f in files:
            try:
                data = yaml.load(f.read_text(encoding="utf-8"), Loader=_LOADER)     # noqa: S506 (a safe loader)
            except (OSError, UnicodeDecodeError, RecursionError, yaml.YAMLError):
                continue
            stem = re.sub(r"-\d+$", "", f.stem)
            counts[stem] += 1 if isinstance(data, dict) else 0
        _COUNTED.clear()
        _COUNTED[key] = counts
    return Counter(_COUNTED[key])


def _stamp(f: Path) -> tuple[int, int]:
    try:
        st = f.stat()
    except OSError:
        return (-1, -1)
    return (st.st_mtime_ns, st.st_size)


def implemented(title: str) -> bool:
    """A card is implemented when it is declared, or (a prophecy) when the prophecy engine knows it."""
    if get_card(title) is not None:
        return True
    from aember.engine.prophecy import is_prophecy

    return is_prophecy(title)


def slug(title: str) -> str:
    plain = unicodedata.normalize("NFKD", normalize_title(title)).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", plain.replace("'", "")).strip("-")


def _title(rec: dict) -> str:
    """The title a card is declared and named by: an Evil Twin carries the suffix."""
    return rec["name"] + (" (Evil Twin)" if rec.get("is_evil_twin") else "")


def real_decks_folder() -> Path | None:
    """../shared/decks beside the checkout (a developer's real decks), if present."""
    cards = shared_cards_json()
    if cards is None:
        return None
    folder = cards.parent.parent / "decks"
    return folder if folder.is_dir() else None


def _real_decks_by_set(folder: Path | None) -> dict[str, list[bool]]:
    """Set code -> for each real deck of that set, whether every card of it is implemented."""
    out: dict[str, list[bool]] = {}
    if folder is None:
        return out
    from aember.decks.model import DeckError, load_deck_file
    from aember.engine.setup import unimplemented

    for f in sorted(folder.glob("*.json")):
        try:
            deck = load_deck_file(f)
        except DeckError:
            continue
        out.setdefault(deck.set or "?", []).append(not unimplemented(deck))
    return out


def set_summary(decks: Path | None = None) -> list[dict]:
    """One entry per set, in release order: its records, the distinct cards first printed in it, how many of
    those are implemented, the scenarios per implemented card (fewest and mean; None when the
    project's scenarios are not beside the package) and its real decks that can be played."""
    sets = sorted(load_sets().get("sets", []), key=lambda s: s["release_order"])
    order = {s["code"]: s["release_order"] for s in sets}
    records = sorted(load_card_records(), key=lambda r: order.get(r["set"], 999))
    first_set: dict[str, str] = {}
    titles: dict[str, str] = {}
    for r in records:
        key = normalize_title(_title(r))
        if key not in first_set:
            first_set[key], titles[key] = r["set"], _title(r)
    counts = scenario_counts() if SCENARIOS.is_dir() else None
    real = _real_decks_by_set(decks if decks is not None else real_decks_folder())
    out = []
    for s in sets:
        code = s["code"]
        mine = [k for k, v in first_set.items() if v == code]
        done = [k for k in mine if implemented(titles[k])]
        per_card = [counts.get(slug(titles[k]), 0) for k in done] if counts is not None else []
        decks_of_set = real.get(code, [])
        out.append({
            "set": code, "name": s["name"],
            "records": sum(1 for r in records if r["set"] == code),
            "distinct": len(mine), "implemented": len(done),
            "scenarios_min": min(per_card) if per_card else None,
            "scenarios_mean": round(sum(per_card) / len(per_card), 2) if per_card else None,
            "real_decks": len(decks_of_set), "playable_real_decks": sum(decks_of_set),
        })
    return out


def summary_report(as_json: bool = False) -> int:
    rows = set_summary()
    if as_json:
        print(json.dumps(rows, indent=1))
    else:
        print(f"{'set':<7} {'records':>7} {'cards':>6} {'implemented':>12} {'scenarios/card':>15} {'real decks':>11}")
        for r in rows:
            sc = "-" if r["scenarios_mean"] is None else f"{r['scenarios_min']} min, {r['scenarios_mean']:.1f}"
            decks = f"{r['playable_real_decks']}/{r['real_decks']}" if r["real_decks"] else "-"
            print(f"{r['set']:<7} {r['records']:>7} {r['distinct']:>6} {r['implemented']:>12} {sc:>15} {decks:>11}")
        total = sum(r["distinct"] for r in rows)
        done = sum(r["implemented"] for r in rows)
        print(f"all sets: {done}/{total} cards implemented")
    return 0 if all(r["implemented"] == r["distinct"] for r in rows) else 1


def coverage_report(set_code: str, verbose: bool = True, as_json: bool = False) -> int:
    recs = [r for r in load_card_records() if r["set"].lower() == set_code.lower()]
    if not recs:
        known = ", ".join(s["code"] for s in load_sets().get("sets", []))
        print(f"no cards of set {set_code!r} (sets: {known})")
        return 2
    counts = scenario_counts()
    done = 0
    missing = []
    rows = []
    for r in sorted(recs, key=lambda r: r["number"]):
        title = _title(r)
        ok = implemented(title)
        n = counts.get(slug(title), 0)
        done += ok
        if not ok:
            missing.append(title)
        rows.append({"number": r["number"], "title": title, "house": r["house"], "implemented": ok,
                     "scenarios": n})
        if verbose and not as_json:
            house = r["house"] or "anomaly"     # anomalies belong to no house of their own
            print(f"{r['number']:>4} {title:<32} {house:<14} {'implemented' if ok else 'MISSING':<12} "
                  f"{n} scenario{'s' if n != 1 else ''}")
    if as_json:
        print(json.dumps({"set": recs[0]["set"], "records": len(recs), "implemented": done,
                          "missing": missing, "cards": rows}, indent=1))
    else:
        print(f"{recs[0]['set']}: {done}/{len(recs)} implemented, {len(missing)} missing")
    return 0 if not missing else 1

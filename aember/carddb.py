"""Access to the public card database (../shared/cards/cards.json) and title matching.

The database is read-only reference data that is not part of this repository: aember's own
card definitions carry the facts of every implemented card. This module finds the database
when it is present (for deck checks, conversions and the facts test) and normalises titles.
"""

from __future__ import annotations

import json
import os
import unicodedata
from functools import lru_cache
from pathlib import Path

_QUOTES = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"', "\u00b4": "'"})


def normalize_title(title: str) -> str:
    """Key used to match titles: case-insensitive, Æ == AE, straight == curly quotes."""
    t = unicodedata.normalize("NFC", title).translate(_QUOTES)
    t = t.replace("Æ", "AE").replace("æ", "ae")
    return " ".join(t.lower().split())


def find_cards_json() -> Path | None:
    """Locate cards.json: $AEMBER_CARDS, else ../shared/cards/cards.json beside the checkout."""
    env = os.environ.get("AEMBER_CARDS")
    if env:
        p = Path(env)
        return p if p.is_file() else None
    here = Path(__file__).resolve()
    for parent in here.parents:
        cand = parent / "shared" / "cards" / "cards.json"
        if cand.is_file():
            return cand
        cand = parent.parent / "shared" / "cards" / "cards.json"
        if cand.is_file():
            return cand
    return None


@lru_cache(maxsize=1)
def load_card_records() -> tuple[dict, ...]:
    """All records of cards.json (empty when the file cannot be found)."""
    path = find_cards_json()
    if path is None:
        return ()
    with open(path, encoding="utf-8") as f:
        return tuple(json.load(f))


@lru_cache(maxsize=1)
def records_by_title() -> dict[str, list[dict]]:
    """Normalised title -> its records, in set release order (first printing first)."""
    out: dict[str, list[dict]] = {}
    for rec in load_card_records():
        out.setdefault(normalize_title(rec["name"]), []).append(rec)
    return out


def records_by_set_number() -> dict[tuple[str, str], dict]:
    return {(r["set"], r["number"]): r for r in load_card_records()}


def find_sets_json() -> Path | None:
    """Locate sets.json: beside cards.json (wherever that was found)."""
    cards = find_cards_json()
    if cards is None:
        return None
    cand = cards.parent / "sets.json"
    return cand if cand.is_file() else None


@lru_cache(maxsize=1)
def load_sets() -> dict:
    """The parsed sets.json ({} when it cannot be found)."""
    path = find_sets_json()
    if path is None:
        return {}
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def set_release_order() -> dict[str, int]:
    """Set code -> its 'release_order' in sets.json (1 = Call of the Archons)."""
    return {s["code"]: s["release_order"] for s in load_sets().get("sets", [])}


def sort_records_by_release(records) -> list[dict]:
    """The records sorted by the release order of their set (stable; unknown sets last)."""
    order = set_release_order()
    return sorted(records, key=lambda r: order.get(r.get("set"), len(order) + 1))

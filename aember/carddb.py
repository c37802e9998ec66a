"""aember's card database: the printed facts of every card of every set, and title matching.

The database ships inside the package (`aember/data/carddb.json.gz`, built from the public card data
in ../shared/cards by `tools/build_carddb.py`): titles, sets, numbers, houses, types, rarities, stats,
bonus icons, traits, keywords, flags and the ids deck formats use — never the publisher's card texts.
`$AEMBER_CARDS` overrides it with another file: a cards.json list of records, or a file in the packaged
format. Implemented cards take their printed facts from here (`aember.cards.define.card`).
"""

from __future__ import annotations

import gzip
import json
import os
import unicodedata
from functools import lru_cache
from pathlib import Path

_QUOTES = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"', "\u00b4": "'"})


def normalize_title(title: str) -> str:
    """Key used to match titles: case-insensitive, Æ == AE, straight == curly quotes, and Unicode compatibility
    forms alike (NFKC, as the shared scenario checker validate.py matches: "…" == "...")."""
    t = unicodedata.normalize("NFKC", title.translate(_QUOTES))
    t = t.replace("Æ", "AE").replace("æ", "ae")
    return " ".join(t.lower().split())


EVIL_TWIN_SUFFIX = " (Evil Twin)"


def split_evil_twin(title: str) -> tuple[str, bool]:
    """('Armadrone', True) for 'Armadrone (Evil Twin)': an Evil Twin shares its namesake's printed title
    and is told apart by this suffix everywhere in aember (registry, decks, scenarios, views)."""
    t = title.rstrip()
    if t.lower().endswith(EVIL_TWIN_SUFFIX.lower()):
        return t[: -len(EVIL_TWIN_SUFFIX)].rstrip(), True
    return title, False


PACKAGED = Path(__file__).resolve().parent / "data" / "carddb.json.gz"


class CardDatabaseError(Exception):
    """The card database is missing or cannot be read (the message names the file)."""


def find_cards_json() -> Path | None:
    """The card database in use: $AEMBER_CARDS when set (None if that file does not exist), else the
    packaged one (None only if the package is broken)."""
    env = os.environ.get("AEMBER_CARDS")
    p = Path(env) if env else PACKAGED
    return p if p.is_file() else None


def shared_cards_json() -> Path | None:
    """../shared/cards/cards.json beside the checkout (a developer's source data), or None."""
    for parent in Path(__file__).resolve().parents:
        cand = parent / "shared" / "cards" / "cards.json"
        if cand.is_file():
            return cand
    return None


def _read(path: Path):
    opener = gzip.open if path.suffix == ".gz" else open
    with opener(path, "rt", encoding="utf-8") as f:
        return json.load(f)


@lru_cache(maxsize=1)
def _load() -> tuple[tuple[dict, ...], dict]:
    env = os.environ.get("AEMBER_CARDS")
    path = Path(env) if env else PACKAGED
    what = "$AEMBER_CARDS" if env else "the packaged card database"
    if not path.is_file():
        raise CardDatabaseError(f"{what} was not found: {path}")
    try:
        doc = _read(path)
        if isinstance(doc, list):              # a cards.json list of records; sets.json may lie beside it
            records = tuple(dict(r) for r in doc)
            sets_path = path.parent / "sets.json"
            sets = _read(sets_path) if sets_path.is_file() else {}
        else:
            fields = doc["fields"]
            records = tuple(dict(zip(fields, row, strict=True)) for row in doc["records"])
            sets = {"sets": doc.get("sets", []), "house_names": doc.get("house_names", {})}
        for r in records:
            for key in ("name", "set", "number", "type"):
                if not isinstance(r.get(key), str):
                    raise ValueError(f"a record has no {key!r}")
    except (OSError, EOFError, ValueError, KeyError, TypeError, gzip.BadGzipFile) as e:
        raise CardDatabaseError(f"{what} cannot be read ({path}): {e}") from None
    return records, sets


def load_card_records() -> tuple[dict, ...]:
    """Every record of the card database (raises CardDatabaseError if it is missing or corrupt)."""
    return _load()[0]


@lru_cache(maxsize=1)
def records_by_title() -> dict[str, list[dict]]:
    """Normalised title -> its records, in set release order (first printing first)."""
    out: dict[str, list[dict]] = {}
    for rec in sort_records_by_release(load_card_records()):
        out.setdefault(normalize_title(rec["name"]), []).append(rec)
    return out


@lru_cache(maxsize=1)
def records_by_set_number() -> dict[tuple[str, str], list[dict]]:
    """(set, number) -> its records (several for a house-varying card or a gigantic creature's halves)."""
    out: dict[tuple[str, str], list[dict]] = {}
    for r in load_card_records():
        out.setdefault((r["set"], r["number"]), []).append(r)
    return out


def load_sets() -> dict:
    """The set list ({"sets": [...], "house_names": {...}})."""
    return _load()[1]


def set_release_order() -> dict[str, int]:
    """Set code -> its 'release_order' in sets.json (1 = Call of the Archons)."""
    return {s["code"]: s["release_order"] for s in load_sets().get("sets", [])}


def sort_records_by_release(records) -> list[dict]:
    """The records sorted by the release order of their set (stable; unknown sets last)."""
    order = set_release_order()
    return sorted(records, key=lambda r: order.get(r.get("set"), len(order) + 1))

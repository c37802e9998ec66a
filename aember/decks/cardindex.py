"""Card facts for deck reading: lookups into the card database by title, id and set/number.

Every deck format names its cards differently (English titles, keyteki ids, Master Vault set and
collector numbers, titles in other languages). This module turns any of those into a record of
../shared/cards/cards.json (through aember.carddb) and chooses among reprints.
"""

from __future__ import annotations

import difflib
import re
from functools import lru_cache

from aember import carddb
from aember.carddb import EVIL_TWIN_SUFFIX, normalize_title, split_evil_twin

# The real houses (cards.json keys) and how the games print them. Facts, kept here so that house
# names can be read even without the card database.
HOUSE_NAMES: dict[str, str] = {
    "brobnar": "Brobnar", "dis": "Dis", "logos": "Logos", "mars": "Mars", "sanctum": "Sanctum",
    "shadows": "Shadows", "untamed": "Untamed", "saurian": "Saurian", "staralliance": "Star Alliance",
    "unfathomable": "Unfathomable", "ekwidon": "Ekwidon", "geistoid": "Geistoid", "skyborn": "Skyborn",
    "redemption": "Redemption", "ouboros": "Ouboros", "keyraken": "Keyraken",
}
# Other spellings met in deck files (Decks of KeyForge writes "Bobnar" in its bonus-icon fields).
_HOUSE_ALIASES = {"bobnar": "brobnar"}

# Bonus icons a deck can add to a copy (besides house icons). "power" is Draconian Measures' icon.
ICONS = ("amber", "capture", "damage", "draw", "discard", "power")
_ICON_ALIASES = {"aember": "amber", "æmber": "amber", "ae": "amber", "a": "amber"}

# Card types that are not among a deck's cards: reference cards that come with some decks.
NON_DECK_TYPES = ("token creature", "prophecy", "archon power", "the tide")


def house_key(value) -> str:
    """'Star Alliance', 'StarAlliance', 'staralliance' -> 'staralliance' (may not be a real house)."""
    k = "".join(ch for ch in str(value or "").lower() if ch.isalnum())
    return _HOUSE_ALIASES.get(k, k)


def is_house(value) -> bool:
    return house_key(value) in HOUSE_NAMES


def icon_key(value) -> str | None:
    """A bonus icon name in aember's spelling ('amber', 'capture', ..., or a house key), else None."""
    k = str(value or "").strip().lower()
    k = _ICON_ALIASES.get(k, k)
    if k in ICONS:
        return k
    h = house_key(k)
    return h if h in HOUSE_NAMES else None


def order_icons(icons: list[str]) -> list[str]:
    """House icons first (as the card shows them), then the others, each group in given order."""
    return [i for i in icons if i in HOUSE_NAMES] + [i for i in icons if i not in HOUSE_NAMES]


def _enum_key(text: str) -> str:
    t = normalize_title(text)
    return re.sub(r"[^a-z0-9]+", "", t)


class CardIndex:
    """Lookups over the card records; empty (available == False) when there is no database."""

    def __init__(self, records, sets_doc: dict, by_title: dict[str, list[dict]] | None = None):
        self.records = list(records)
        self.by_title: dict[str, list[dict]] = {}
        self.by_id: dict[str, list[dict]] = {}
        self.by_set_number: dict[tuple[str, str], list[dict]] = {}
        if by_title is not None:
            self.by_title = {k: carddb.sort_records_by_release(v) for k, v in by_title.items()}
        for r in self.records:
            if by_title is None:
                self.by_title.setdefault(normalize_title(r["name"]), []).append(r)
            self.by_id.setdefault(r["id"], []).append(r)
            self.by_set_number.setdefault((r["set"], r["number"]), []).append(r)
        self.sets: list[dict] = list(sets_doc.get("sets", []))
        self.set_order: dict[str, int] = {s["code"]: s["release_order"] for s in self.sets}
        self.set_info: dict[str, dict] = {s["code"]: s for s in self.sets}
        self._set_keys: dict[str, str] = {}
        self.sets_by_expansion: dict[int, list[str]] = {}
        for s in self.sets:
            for key in (s["code"], s["name"], str(s["expansion_id"])):
                self._set_keys[_enum_key(key)] = s["code"]
            self.sets_by_expansion.setdefault(s["expansion_id"], []).append(s["code"])
            for other in s.get("other_expansion_ids", []):
                self.sets_by_expansion.setdefault(other, []).append(s["code"])
        self.titles: list[str] = sorted({r["name"] for r in self.records})
        self._norm_titles: dict[str, str] = {normalize_title(t): t for t in self.titles}
        for r in self.records:
            if r.get("is_evil_twin"):
                t = r["name"] + EVIL_TWIN_SUFFIX
                self._norm_titles[normalize_title(t)] = t

    @property
    def available(self) -> bool:
        return bool(self.records)

    # --- sets -------------------------------------------------------------------------------

    def set_code(self, value) -> str | None:
        """A set code from a code ('cota'), a name, a Decks of KeyForge enum ('CALL_OF_THE_ARCHONS')
        or a Master Vault expansion number (341); None if unknown."""
        if value is None or isinstance(value, bool):
            return None
        if isinstance(value, int):
            codes = [c for c in self.sets_by_expansion.get(value, [])
                     if self.set_info[c]["expansion_id"] == value]
            return codes[0] if codes else None
        key = _enum_key(str(value))
        if key in self._set_keys:
            return self._set_keys[key]
        for k, code in self._set_keys.items():   # "MENAGERIE_2024" and the like
            if len(k) > 4 and not k.isdigit() and (key.startswith(k) or k.startswith(key)) and len(key) > 4:
                return code
        return None

    def expansion_id(self, set_code: str | None) -> int | None:
        info = self.set_info.get(set_code or "")
        return info["expansion_id"] if info else None

    def set_houses(self, set_code: str) -> list[str]:
        info = self.set_info.get(set_code)
        return list(info["houses"]) if info else []

    def _release_key(self, set_code: str, deck_set: str | None) -> tuple:
        order = self.set_order.get(set_code, 999)
        if deck_set is None or deck_set not in self.set_order:
            return (0, order)
        d = self.set_order[deck_set]
        if order <= d:
            return (0, d - order)      # the deck's set, then the latest older set
        return (1, order - d)          # else the first newer one

    # --- choosing a record ------------------------------------------------------------------

    def pick(self, candidates, *, set=None, number=None, house=None, half=None, deck_set=None,
             evil_twin=None, token=None) -> dict | None:
        """The best record among candidates for a copy with these known facts (all optional)."""
        cands = list(candidates)
        if not cands:
            return None
        if token is not None:
            narrowed = [r for r in cands if bool(r.get("is_token")) == token]
            cands = narrowed or cands

        def score(r):
            return (
                0 if set is None or r["set"] == set else 1,
                0 if number is None or r["number"] == number else 1,
                0 if half is None or r.get("gigantic_half") in (None, half) else 1,
                0 if evil_twin is None or evil_twin == bool(r.get("is_evil_twin")) else 1,
                0 if deck_set is None or r["set"] == deck_set else 1,
                0 if house is None or r.get("house") == house else (1 if r.get("house") is None else 2),
                1 if r.get("is_evil_twin") and evil_twin is None else 0,
                self._release_key(r["set"], deck_set),
            )

        return min(cands, key=score)

    def by_title_pick(self, title: str, **prefs) -> dict | None:
        base, twin = split_evil_twin(title)
        if twin:
            prefs["evil_twin"] = True
        return self.pick(self.by_title.get(normalize_title(base), []), **prefs)

    def by_id_pick(self, card_id: str, **prefs) -> dict | None:
        cands = self.by_id.get(str(card_id), [])
        if not cands:
            cands = self.by_id.get(str(card_id).lower(), [])
        return self.pick(cands, **prefs)

    def by_set_number_pick(self, set_code: str, number: str, **prefs) -> dict | None:
        return self.pick(self.by_set_number.get((set_code, number), []), **prefs)

    def is_evil_twin_number(self, set_code: str | None, number: str | None, title: str) -> bool:
        """Is the card with this set and number, bearing this title, an Evil Twin?"""
        key = normalize_title(split_evil_twin(title)[0])
        return any(r.get("is_evil_twin") and normalize_title(r["name"]) == key
                   for r in self.by_set_number.get((set_code or "", number or ""), []))

    def is_gigantic_title(self, title: str) -> bool:
        return any(r.get("is_gigantic") for r in self.by_title.get(normalize_title(title), []))

    def known_title(self, title: str) -> str | None:
        """The cards.json spelling of a title (any quotes, case), or None."""
        return self._norm_titles.get(normalize_title(title))

    def suggest(self, title: str, n: int = 3) -> list[str]:
        """Known titles close to an unknown one, best first (difflib)."""
        key = normalize_title(title)
        close = difflib.get_close_matches(key, list(self._norm_titles), n=n, cutoff=0.6)
        return [self._norm_titles[k] for k in close]

    def best_set_for_titles(self, titles) -> str | None:
        """The set that holds most of these titles (ties: the earliest); None if none is known."""
        counts: dict[str, int] = {}
        for t in titles:
            for s in {r["set"] for r in self.by_title.get(normalize_title(t), [])}:
                counts[s] = counts.get(s, 0) + 1
        if not counts:
            return None
        return min(counts, key=lambda s: (-counts[s], self.set_order.get(s, 999)))


@lru_cache(maxsize=1)
def card_index() -> CardIndex:
    """The shared index over cards.json (empty when the database cannot be found)."""
    return CardIndex(carddb.sort_records_by_release(carddb.load_card_records()), carddb.load_sets(),
                     carddb.records_by_title())


def fill_from_record(card, rec: dict, deck_set: str | None = None) -> None:
    """Copy a record's facts (English name, number, id, set) onto a DeckCard."""
    if normalize_title(card.name) != normalize_title(rec["name"]) and card.source_title is None:
        card.source_title = card.name
    card.name = rec["name"]
    card.evil_twin = bool(rec.get("is_evil_twin"))
    card.number = rec["number"]
    card.id = rec["id"]
    card.set = rec["set"]
    if not card.house and rec.get("house"):
        card.house = rec["house"]

"""Helpers shared by the deck format readers."""

from __future__ import annotations

import re

from aember.carddb import normalize_title
from aember.decks.cardindex import CardIndex, fill_from_record, house_key, icon_key, order_icons
from aember.decks.model import MAX_COPIES, DeckCard, DeckError

UUID_RE = re.compile(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}")


def find_uuid(text) -> str | None:
    m = UUID_RE.search(str(text or ""))
    return m.group(0).lower() if m else None


def sorted_houses(houses) -> list[str]:
    out: list[str] = []
    for h in houses:
        k = house_key(h)
        if k and k not in out:
            out.append(k)
    return sorted(out)


def icons_from_list(values, where: str) -> list[str]:
    """Bonus icon names from a source list, in aember's spelling and order (house icons first)."""
    if values is None:
        return []
    if not isinstance(values, list):
        raise DeckError(f"{where}: bonus icons must be a list")
    out = []
    for v in values:
        k = icon_key(v)
        if k is None:
            raise DeckError(f"{where}: unknown bonus icon {v!r}")
        out.append(k)
    return order_icons(out)


class GiganticPairer:
    """Gives alternate halves (bottom, then top) to successive copies of a gigantic title.

    Decks of KeyForge and title lists write each half as its own entry with the same title and
    nothing to tell which is which; a deck always holds both halves of each creature.
    """

    def __init__(self, index: CardIndex):
        self.index = index
        self.seen: dict[tuple[str, str], int] = {}

    def half(self, title: str, house: str) -> str | None:
        if not self.index.is_gigantic_title(title):
            return None
        key = (house, normalize_title(title))
        n = self.seen.get(key, 0)
        self.seen[key] = n + 1
        return "bottom" if n % 2 == 0 else "top"


def resolve_by_title(card: DeckCard, index: CardIndex, *, deck_set=None, half=None, set=None,
                     evil_twin=None, infer_maverick=False) -> dict | None:
    """Find the card's record by its title (preferring the deck's set and the copy's house).

    With infer_maverick (for lists that carry no flags), a copy in a house other than the card's
    printed house is marked maverick, unless it is an anomaly (anomalies belong to any house).
    """
    rec = index.by_title_pick(card.name, house=card.house or None, half=half, deck_set=deck_set, set=set,
                              evil_twin=evil_twin, token=False)
    if rec is not None:
        fill_from_record(card, rec)
        if infer_maverick and card.house and rec.get("house") and rec["house"] != card.house \
                and not card.anomaly:
            card.maverick = True
    return rec


def positive_count(value, where: str) -> int:
    try:
        n = int(value)
    except (TypeError, ValueError):
        raise DeckError(f"{where}: the count {value!r} is not a whole number") from None
    except OverflowError:                      # a float too large for JSON (1e400 reads as infinity)
        raise DeckError(f"{where}: the count {value!r} is not a whole number") from None
    if isinstance(value, bool) or n < 1 or (isinstance(value, float) and value != n):
        raise DeckError(f"{where}: the count {value!r} must be 1 or more")
    if n > MAX_COPIES:                          # a billion copies had filled the memory
        raise DeckError(f"{where}: {n} copies cannot be in a 36-card deck")
    return n

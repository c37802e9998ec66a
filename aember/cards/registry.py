"""Registry of implemented card definitions (filled by the card modules under aember/cards/<set>/)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from aember.carddb import normalize_title

if TYPE_CHECKING:
    from aember.engine.carddef import CardDef

_CARDS: dict[str, CardDef] = {}


def register(card: CardDef) -> CardDef:
    key = normalize_title(card.title)
    if key in _CARDS:
        raise ValueError(f"card defined twice: {card.title}")
    _CARDS[key] = card
    return card


def all_cards() -> dict[str, CardDef]:
    from aember.cards import load_all

    load_all()
    return _CARDS


# title as asked -> (normalised title, definition): a game's setup asks for each of its 72 cards three times, and
# normalising a title (Unicode folding) cost more than the rest of the lookup. Checked against _CARDS on each use,
# so a definition taken out of the registry (tests do, to stand for a card not implemented) is not returned.
_BY_TITLE: dict[str, tuple[str, CardDef]] = {}


def get_card(title: str) -> CardDef | None:
    """The definition of the card with this title (matching as in the scenario format), or None."""
    hit = _BY_TITLE.get(title) if isinstance(title, str) else None
    if hit is not None and _CARDS.get(hit[0]) is hit[1]:
        return hit[1]
    cards = all_cards()
    key = normalize_title(title)
    d = cards.get(key)
    if d is not None and isinstance(title, str):
        _BY_TITLE[title] = (key, d)
    return d


def implemented_titles() -> set[str]:
    """Normalised titles of every implemented card."""
    return set(all_cards())


def is_implemented(title: str) -> bool:
    return get_card(title) is not None

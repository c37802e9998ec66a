"""Registry of implemented card definitions (filled by the card modules under aember/cards/<set>/)."""

from __future__ import annotations

from aember.carddb import normalize_title

_CARDS: dict[str, object] = {}


def register(key: str, card: object) -> None:
    _CARDS[normalize_title(key)] = card


def implemented_titles() -> set[str]:
    """Normalised titles of every implemented card."""
    from aember.cards import load_all

    load_all()
    return set(_CARDS)


def is_implemented(title: str) -> bool:
    return normalize_title(title) in implemented_titles()

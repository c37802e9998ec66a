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


def get_card(title: str) -> CardDef | None:
    """The definition of the card with this title (matching as in the scenario format), or None."""
    cards = all_cards()
    key = normalize_title(title)
    if key in cards:
        return cards[key]
    return None


def implemented_titles() -> set[str]:
    """Normalised titles of every implemented card."""
    return set(all_cards())


def is_implemented(title: str) -> bool:
    return get_card(title) is not None

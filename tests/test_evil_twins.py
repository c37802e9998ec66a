"""Evil Twins (Dark Tidings): a different card with its namesake's printed title. aember names it
"Title (Evil Twin)" in the registry, scenarios and views, and every deck format keeps the two apart."""

from __future__ import annotations

import json

import pytest

from aember.decks import read_deck, write_deck
from aember.decks.check import check_deck
from aember.decks.generate import evil_twin_deck, generate_deck
from aember.decks.model import deck_from_aember_json
from aember.engine.setup import unplayable_reason

HOUSES = ["logos", "staralliance", "untamed"]


def _deck_json(cards) -> dict:
    return {"name": "Twins", "set": "DT", "houses": HOUSES, "cards": cards}


@pytest.mark.parametrize("entry", [
    {"name": "Armadrone", "number": "001", "house": "logos"},           # DT 001 is the Evil Twin
    {"name": "Armadrone (Evil Twin)", "house": "logos"},
    {"name": "Armadrone", "house": "logos", "evil_twin": True},
    {"name": "Armadrone", "house": "logos", "id": "armadrone-evil-twin"},
])
def test_aember_json_tells_the_evil_twin_by_number_suffix_flag_or_id(entry):
    card = deck_from_aember_json(_deck_json([entry])).cards[0]
    assert card.evil_twin and card.name == "Armadrone" and card.title == "Armadrone (Evil Twin)"
    again = deck_from_aember_json(_deck_json([card.to_json("DT")])).cards[0]
    assert again.title == "Armadrone (Evil Twin)"


def test_the_namesake_stays_itself():
    card = deck_from_aember_json(_deck_json([{"name": "Armadrone", "number": "048", "house": "logos"}])).cards[0]
    assert not card.evil_twin and card.title == "Armadrone"
    assert "evil_twin" not in card.to_json("DT")


def test_generated_evil_twin_deck_swaps_every_card_that_has_a_twin():
    deck = generate_deck("DT", "twin-test")
    twin = generate_deck("DT", "twin-test", evil_twin=True)
    assert twin.name == f"{deck.name}'s Evil Twin" and twin.houses == deck.houses
    assert [c.name for c in twin.cards] == [c.name for c in deck.cards]
    assert any(c.evil_twin for c in twin.cards)
    assert not any(c.evil_twin for c in deck.cards)
    assert [c.title for c in evil_twin_deck(deck).cards] == [c.title for c in twin.cards]
    assert not [p for p in check_deck(twin, check_implemented=False) if p.is_error]


def test_an_evil_twin_deck_is_refused_by_set_without_twins():
    from aember.decks import DeckError

    with pytest.raises(DeckError, match="printed no Evil Twins"):
        generate_deck("CotA", 1, evil_twin=True)


@pytest.mark.parametrize("fmt", ["json", "text"])
def test_written_formats_keep_the_twins(fmt):
    twin = generate_deck("DT", "twin-test", evil_twin=True)
    back = read_deck(write_deck(twin, fmt), fmt="aember" if fmt == "json" else "text")
    assert sorted(c.title for c in back.cards) == sorted(c.title for c in twin.cards)


def test_keyteki_and_decks_of_keyforge_name_the_twin():
    keyteki = {"name": "K", "expansion": 496, "houses": HOUSES,
               "cards": [{"id": "armadrone-evil-twin", "count": 1}, {"id": "armadrone", "count": 1}]}
    titles = [c.title for c in read_deck(json.dumps(keyteki), fmt="keyteki").cards]
    assert titles == ["Armadrone (Evil Twin)", "Armadrone"]
    dok = {"name": "D", "expansion": "DARK_TIDINGS", "housesAndCards": [{"house": "Logos", "cards": [
        {"cardTitle": "Armadrone", "rarity": "EvilTwin"}, {"cardTitle": "Armadrone", "rarity": "Common"}]}]}
    titles = [c.title for c in read_deck(json.dumps(dok), fmt="dok").cards]
    assert titles == ["Armadrone (Evil Twin)", "Armadrone"]


def test_check_and_setup_ask_for_the_twin_itself():
    twin = generate_deck("DT", "twin-test", evil_twin=True)
    twins = sorted({c.title for c in twin.cards if c.evil_twin})
    from aember.cards.registry import is_implemented

    missing_twins = [t for t in twins if not is_implemented(t)]
    warning = " ".join(p.message for p in check_deck(twin) if not p.is_error)
    reason = unplayable_reason(twin) or ""
    for t in missing_twins:
        assert t in warning and t in reason

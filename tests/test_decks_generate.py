"""generate_deck: legal random decks of a set, the same for the same seed."""

from __future__ import annotations

from collections import Counter

import pytest

from aember.carddb import shared_cards_json
from aember.decks import DeckError, check_deck, generate_deck, write_deck
from aember.decks.cardindex import card_index
from aember.decks.generate import DECKS_COUNTED, RARITY_COUNTS, RARITY_COUNTS_ALL, count_rarities

_SHARED = shared_cards_json()


@pytest.fixture(autouse=True)
def _private_home(tmp_path, monkeypatch):
    monkeypatch.setenv("AEMBER_HOME", str(tmp_path / "home"))


def test_same_seed_same_deck_byte_for_byte():
    a = write_deck(generate_deck("CotA", 1234))
    assert a == write_deck(generate_deck("cota", 1234))
    assert a == write_deck(generate_deck("Call of the Archons", 1234))
    assert write_deck(generate_deck("CotA", "a string seed")) == write_deck(generate_deck("CotA", "a string seed"))
    assert a != write_deck(generate_deck("CotA", 1235))


@pytest.mark.parametrize("set_code", [s["code"] for s in card_index().sets] )
def test_every_set_gives_legal_decks(set_code):
    for seed in range(3):
        deck = generate_deck(set_code, seed)
        assert deck.set == set_code and deck.expansion_id == card_index().expansion_id(set_code)
        assert len(deck.houses) == 3 and set(deck.houses) <= set(card_index().set_houses(set_code))
        assert all(c.set == set_code for c in deck.cards)
        assert not check_deck(deck, check_implemented=False), (set_code, seed)
        assert max(Counter(c.id for c in deck.cards).values()) <= 4


def test_token_sets_give_a_token_and_dark_tidings_the_tide():
    toc = generate_deck("ToC", 3)
    assert toc.token_card is not None and toc.token_card.house in toc.houses
    assert toc.token == toc.token_card.name
    dt = generate_deck("DT", 3)
    assert [c.name for c in dt.non_deck_cards] == ["The Tide"]
    assert generate_deck("CotA", 3).token is None


def test_gigantic_creatures_come_with_both_halves():
    for seed in range(40):
        deck = generate_deck("MoMu", seed)
        ids = Counter(c.id for c in deck.cards)
        for rec_id, n in ids.items():
            rec = card_index().by_id[rec_id][0]
            if rec.get("gigantic_half") == "bottom":
                assert ids[rec_id + "2"] == n


@pytest.mark.parametrize("set_code", ["WC", "AS"])
def test_houseless_cards_are_dealt_under_a_house_of_the_deck(set_code):
    """Anomalies (WC) and "house varies" monsters (AS) have no house of their own: like real decks, a generated
    deck lists one under one of its three houses, and it plays as that house."""
    from aember.engine.setup import new_game

    seen = 0
    for seed in range(120):
        deck = generate_deck(set_code, seed)
        for c in deck.cards:
            rec = next(r for r in card_index().by_id[c.id] if r["set"] == set_code)
            if rec.get("house") is None:
                seen += 1
                assert c.house in deck.houses
                assert not check_deck(deck, check_implemented=False)
                g = new_game(deck, deck, seed=seed)
                assert g.cards[next(x.cid for x in g.cards if x.defn.title == c.name)].house == c.house
    assert seen >= 3


def test_rarities_follow_real_decks():
    counts = Counter()
    for seed in range(60):
        for c in generate_deck("CotA", seed).cards:
            counts[card_index().by_set_number_pick("CotA", c.number, house=c.house)["rarity"]] += 1
    share = {r: counts[r] / sum(counts.values()) for r in counts}
    real = RARITY_COUNTS["CotA"]
    total = sum(real.values())
    for rarity in ("Common", "Uncommon", "Rare"):
        assert abs(share[rarity] - real[rarity] / total) < 0.05


@pytest.mark.skipif(_SHARED is None, reason="shared/ (the real decks) not found beside the checkout")
def test_rarity_constants_match_a_recount_of_the_real_decks():
    decks_dir = _SHARED.parent.parent / "decks"
    decks, counts = count_rarities(decks_dir)
    assert decks == DECKS_COUNTED
    assert counts == RARITY_COUNTS
    total = Counter()
    for c in counts.values():
        total.update(c)
    assert dict(total) == RARITY_COUNTS_ALL
    assert sum(DECKS_COUNTED.values()) == 134


def test_deck_names_are_in_the_game_style():
    names = {generate_deck("AoA", seed).name for seed in range(30)}
    assert len(names) > 20
    assert all(3 <= len(n) <= 70 and n[0].isupper() for n in names)


def test_implemented_only(monkeypatch):
    import aember.cards.registry as registry

    allowed = {"Anger", "Punch", "Fear", "Hand of Dis", "Urchin", "Dodger", "Troll", "Smaaash"}
    monkeypatch.setattr(registry, "is_implemented", lambda title: title in allowed)
    deck = generate_deck("CotA", 9, implemented_only=True)
    assert {c.name for c in deck.cards} <= allowed
    assert write_deck(deck) == write_deck(generate_deck("CotA", 9, implemented_only=True))
    assert deck.houses == ["brobnar", "dis", "shadows"]
    assert not check_deck(deck, check_implemented=False)


def test_implemented_only_with_too_few_houses(monkeypatch):
    import aember.cards.registry as registry

    monkeypatch.setattr(registry, "is_implemented", lambda title: title in {"Anger", "Fear"})
    with pytest.raises(DeckError, match="cannot generate a CotA deck: only 2 of its houses have implemented "
                                        "cards \\(brobnar, dis\\); a deck needs 3"):
        generate_deck("CotA", 1, implemented_only=True)


def test_unknown_set():
    with pytest.raises(DeckError, match="unknown set 'Zzz' \\(known sets: CotA, AoA"):
        generate_deck("Zzz", 1)

"""Random play with every implemented card: decks drawn from the implemented cards of three houses."""

from aember.soak import random_deck, soak


def _pairs(n: int, first_seed: int):
    decks = [random_deck(s) for s in range(first_seed, first_seed + n)]
    return [(decks[i], decks[(i + 1) % len(decks)]) for i in range(len(decks))]


def test_soak_random_decks_of_implemented_cards():
    res = soak(_pairs(24, 0), 72, seed=77, deep=False)
    assert res.errors == []
    assert res.capped <= 1


def test_soak_random_decks_of_implemented_cards_deep():
    res = soak(_pairs(12, 100), 24, seed=78, deep=True)
    assert res.errors == []
    assert res.capped <= 1

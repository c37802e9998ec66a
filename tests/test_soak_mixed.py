"""Random play with every implemented card: decks drawn from the implemented cards of three houses."""

from aember.soak import random_deck, soak


def test_soak_random_decks_of_implemented_cards():
    decks = [random_deck(s) for s in range(12)]
    pairs = [(decks[i], decks[(i + 1) % len(decks)]) for i in range(len(decks))]
    res = soak(pairs, 60, seed=77, deep=True)
    assert res.errors == []
    assert res.capped <= 1

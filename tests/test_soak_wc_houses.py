"""Random play with Worlds Collide decks only (mostly Saurian, Star Alliance, Shadows and Untamed cards), every
invariant, clone and save/load checked at every step: a Step made during play, or counters left as an empty
dict, once broke cloning here."""

from aember.soak import random_deck, soak


def test_soak_random_worlds_collide_decks():
    decks = [random_deck(s, sets=("WC",)) for s in range(6)]
    pairs = [(decks[i], decks[(i + 1) % len(decks)]) for i in range(len(decks))]
    res = soak(pairs, 12, seed=5, deep=True)
    assert res.errors == []
    assert res.capped <= 1

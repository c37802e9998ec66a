"""Seeded random games between the starter decks, every invariant checked after every step; some of
them deep (clone, save/load and replay checked at every step). The full soak is `aember soak`
(see the README); this is the share that fits in CI."""

from aember.soak import soak

SHALLOW, DEEP = 240, 40


def test_soak_starter_decks(starter):
    a, b = starter
    res = soak([(a, b), (b, a)], SHALLOW, seed=1000, deep=False)
    assert res.errors == []
    assert res.games == SHALLOW
    assert res.capped <= SHALLOW // 100, f"{res.capped} games hit the turn cap"


def test_soak_starter_decks_deep(starter):
    a, b = starter
    res = soak([(a, b), (b, a)], DEEP, seed=2000, deep=True)
    assert res.errors == []
    assert res.games == DEEP
    assert res.capped <= 1

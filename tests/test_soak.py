"""300 seeded random games between the starter decks, every invariant checked after every step."""

from aember.soak import soak

GAMES = 300


def test_soak_starter_decks(starter):
    a, b = starter
    res = soak([(a, b), (b, a)], GAMES, seed=1000, deep=True)
    assert res.errors == []
    assert res.games == GAMES
    assert res.capped <= GAMES // 100, f"{res.capped} games hit the turn cap"

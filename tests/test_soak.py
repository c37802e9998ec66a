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


def test_fewer_games_than_pairs_are_spread_over_every_pair(monkeypatch):
    # The pairs of a deck folder come set by set: 100 games of 536 pairs once played only the first sets' decks.
    from types import SimpleNamespace

    import aember.soak as soak_module

    played = []

    def fake_game(a, b, seed, turn_cap, deep, seen):
        played.append(a)
        return SimpleNamespace(history=[], winner=0)

    monkeypatch.setattr(soak_module, "soak_game", fake_game)
    pairs = [(i, i) for i in range(10)]
    soak(pairs, 5)
    assert played == [0, 2, 4, 6, 8]
    played.clear()
    soak(pairs, 12)
    assert played == [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1]

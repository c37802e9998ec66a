"""Archon powers in whole games (LATER-MECHANICS §8): dealt with the deck, in force from setup, seen by both
players, kept through clone, save/load and replay; a deck whose power is not implemented is refused."""

from __future__ import annotations

import copy

from aember.decks.generate import generate_deck
from aember.decks.model import DeckCard
from aember.engine.serialize import dumps, loads
from aember.engine.setup import new_game, unplayable_reason
from aember.soak import soak


def _with_power(deck, title):
    d = copy.deepcopy(deck)
    d.non_deck_cards = [DeckCard(name=title, house="", set="CC")]
    return d


def test_the_archon_power_comes_with_the_deck_and_is_public(starter):
    a, b = starter
    g = new_game(_with_power(a, "Tinkerer"), b, seed=1, first=0)
    assert g.players[0].archon is not None and g.players[1].archon is None
    for who in (0, 1):
        v = g.view(who)["players"][0]
        assert v["archon_power"]["title"] == "Tinkerer"
        assert v["keys_to_win"] == 4
        assert "Tinkerer" not in v["decklist"]
    assert g.key_cost(0) == 4 and g.key_cost(1) == 6
    assert "p1 plays with the archon power Tinkerer" in [t for _v, t in g.log]
    h = loads(dumps(g))
    assert h.players[0].archon == g.players[0].archon and h.keys_to_win(0) == 4


def test_overcharged_takes_no_mulligan_and_archives_three(starter):
    a, b = starter
    g = new_game(b, _with_power(a, "Overcharged"), seed=2, first=0)
    assert g.decision.kind == "mulligan" and g.decision.player == 0
    g.apply("no")
    # no mulligan for the power's owner: its search comes next, answered by that player
    assert g.decision.player == 1 and g.decision.kind == "targets"
    pick = g.decision.options[:3]
    g.apply(pick)
    assert sorted(g.players[1].archives) == sorted(pick)
    assert g.decision.kind == "house" and g.active == 0


def test_setup_searches_reveal_what_they_archive(starter):
    # both texts say "reveal them": the opponent sees each card archived from the deck (rulebook SEARCH hides only
    # what the text does not show)
    a, b = starter
    g = new_game(_with_power(a, "Signature Move"), _with_power(b, "Overcharged"), seed=3, first=0)
    named = next(g.cards[x].defn.title for x in g.players[0].deck if g.cards[x].defn.type == "action")
    g.apply(named)
    assert g.decision.kind == "targets"
    copies = list(g.decision.options)
    g.apply(copies)
    while g.decision.kind == "mulligan":
        g.apply("no")
    pick = g.decision.options[:3]
    g.apply(pick)
    seen_by_p1 = [t for t in g.view(0)["log"] if t.startswith("p2 reveals ")]
    seen_by_p2 = [t for t in g.view(1)["log"] if t.startswith("p1 reveals ")]
    assert sorted(seen_by_p1) == sorted(f"p2 reveals {g.cards[x].defn.title}" for x in pick)
    assert seen_by_p2 == [f"p1 reveals {named}"] * len(copies)


def test_an_unimplemented_archon_power_makes_the_deck_unplayable(starter, monkeypatch):
    from aember.engine import setup

    real = setup.get_card
    monkeypatch.setattr(setup, "get_card", lambda t: None if t == "Tinkerer" else real(t))
    a, _ = starter
    reason = unplayable_reason(_with_power(a, "Tinkerer"))
    assert reason is not None and "Tinkerer (archon power)" in reason


def test_generated_crucible_clash_decks_come_with_one_archon_power():
    d = generate_deck("CC", 5)
    powers = [c.name for c in d.non_deck_cards]
    assert len(powers) == 1 and len(d.cards) == 36


def test_random_games_with_archon_powers_keep_every_invariant(starter):
    a, b = starter
    pa, pb = _with_power(a, "Tinkerer"), _with_power(b, "Overcharged")
    res = soak([(pa, pb), (pb, pa)], 6, seed=70, deep=True)
    assert res.errors == []


def test_random_games_with_every_archon_power_keep_every_invariant(starter):
    from aember.cards import load_all
    from aember.cards.registry import all_cards

    load_all()
    powers = sorted(d.title for d in all_cards().values() if d.type == "archon power")
    assert len(powers) == 28
    a, b = starter
    pairs = [(_with_power(a, powers[i]), _with_power(b, powers[i + 1])) for i in range(0, len(powers), 2)]
    res = soak(pairs, len(pairs), seed=11, deep=False)
    assert res.errors == []

"""Prophecies in whole games (LATER-MECHANICS §6): dealt with the deck, activated and fulfilled in random play
with every invariant, clone, save/load and replay checked; the fate card hidden from the opponent."""

from __future__ import annotations

import copy

from aember.decks.model import DeckCard
from aember.engine.setup import new_game, unplayable_reason
from aember.soak import soak

SIDES = ["Overreach", "Look How Far You’ve Come", "Wasteful Regret", "Forge Ahead With Confidence"]


def _with_prophecies(deck, titles):
    d = copy.deepcopy(deck)
    d.non_deck_cards = [DeckCard(name=t, house="", set="PV") for t in titles]
    return d


def test_prophecies_come_with_the_deck_in_pairs(starter):
    a, b = starter
    g = new_game(_with_prophecies(a, SIDES), b, seed=1, first=0)
    assert [e["sides"] for e in g.players[0].prophecies] == [SIDES[:2], SIDES[2:]]
    assert all(e["fate"] is None for e in g.players[0].prophecies)
    assert g.players[1].prophecies == []


def test_every_prophecy_of_the_card_database_is_implemented():
    from aember.carddb import load_card_records
    from aember.engine.prophecy import PROPHECIES

    printed = {r["name"] for r in load_card_records() if r["type"] == "prophecy"}
    assert len(printed) == 22
    assert printed == set(PROPHECIES)


def test_an_unsupported_prophecy_makes_the_deck_unplayable(starter, monkeypatch):
    from aember.engine import prophecy

    monkeypatch.delitem(prophecy.PROPHECIES, "Ask Again Later")
    a, _ = starter
    reason = unplayable_reason(_with_prophecies(a, ["Ask Again Later", "Overreach"]))
    assert reason is not None and "Ask Again Later (prophecy)" in reason


def test_random_games_with_prophecies_activate_and_fulfil_them(starter):
    a, b = starter
    pa, pb = _with_prophecies(a, SIDES), _with_prophecies(b, list(reversed(SIDES)))
    res = soak([(pa, pb), (pb, pa)], 8, seed=40, deep=True)
    assert res.errors == []
    activated = fulfilled = 0
    for s in range(40, 48):
        x, y = ((pa, pb), (pb, pa))[(s - 40) % 2]
        from aember.soak import soak_game

        g = soak_game(x, y, s, deep=False)
        text = " ".join(t for _v, t in g.log)
        activated += text.count(" activates ")
        fulfilled += text.count(" is fulfilled")
    assert activated > 0 and fulfilled > 0


def test_random_games_with_the_prophecies_that_name_a_house(starter):
    from aember.soak import soak_game

    a, b = starter
    sides = ["Ask Again Later", "Trust Your Feelings", "Stars Aligned", "Bad Omen"]
    pa, pb = _with_prophecies(a, sides), _with_prophecies(b, list(reversed(sides)))
    res = soak([(pa, pb), (pb, pa)], 6, seed=60, deep=True)
    assert res.errors == []
    text = " ".join(t for s in range(60, 66) for _v, t in soak_game(*((pa, pb), (pb, pa))[s % 2], s, deep=False).log)
    assert " names " in text and "reveals the top card" in text and " is fulfilled" in text


def test_the_fate_card_is_seen_by_its_owner_only(starter):
    a, b = starter
    g = new_game(_with_prophecies(a, SIDES), b, seed=3, first=0)
    g.players[0].prophecies[0]["fate"] = fate = g.players[0].hand.pop()
    g.cards[fate].zone = "prophecy"
    mine = g.view(0)["players"][0]["prophecies"][0]
    theirs = g.view(1)["players"][0]["prophecies"][0]
    assert mine["active"] and theirs["active"]
    assert mine["fate"]["title"] == g.cards[fate].defn.title
    assert theirs["fate"] is None


def test_the_fate_card_stays_hidden_after_a_flip(starter):
    # Heads, I Win flipped at the end of its owner's turn keeps its fate card, still facedown (LATER-MECHANICS 6.4)
    a, b = starter
    g = new_game(_with_prophecies(a, ["Heads, I Win", "Tails, You Lose", "Overreach", "Bad Omen"]), b, seed=3,
                 first=0)
    g.players[0].prophecies[0]["fate"] = fate = g.players[0].hand.pop()
    g.cards[fate].zone = "prophecy"
    g.players[0].prophecies[0]["up"] = 1
    mine = g.view(0)["players"][0]["prophecies"][0]
    theirs = g.view(1)["players"][0]["prophecies"][0]
    assert mine["up"] == theirs["up"] == "Tails, You Lose"
    assert mine["active"] and theirs["active"]
    assert mine["fate"]["title"] == g.cards[fate].defn.title
    assert theirs["fate"] is None


def test_a_sampled_world_does_not_know_the_opponents_fate_card(starter):
    from aember.engine.state import Rng

    a, b = starter
    g = new_game(_with_prophecies(a, SIDES), b, seed=3, first=0)
    g.players[0].prophecies[0]["fate"] = fate = g.players[0].hand.pop()
    g.cards[fate].zone = "prophecy"
    truth = g.cards[fate].defn.title
    seen_by_opponent = {g.determinize(1, Rng(s)).cards[fate].defn.title for s in range(30)}
    seen_by_owner = {g.determinize(0, Rng(s)).cards[fate].defn.title for s in range(30)}
    assert len(seen_by_opponent) > 1
    assert seen_by_owner == {truth}


def test_the_heuristic_agent_activates_prophecies():
    from aember.ai.agents import make_agent
    from aember.ai.observation import Observation
    from aember.decks.generate import generate_deck
    from aember.engine.state import Rng

    a, b = generate_deck("PV", 1), generate_deck("PV", 2)
    text = ""
    for seed in range(2):
        g = new_game(a, b, seed=seed, turn_cap=60)
        agents = [make_agent("heuristic", seed=seed), make_agent("heuristic", seed=seed + 1)]
        rng = Rng(seed)
        while not g.over:
            d = g.decision
            g.apply(agents[d.player].act(Observation(g, d.player, rng, worlds=agents[d.player].wants_world(d))))
        text += " ".join(t for _v, t in g.log)
    assert " activates " in text and " is fulfilled" in text

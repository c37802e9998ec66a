"""The agents: what they may see, that each finishes games, and that the heuristic beats random."""

from __future__ import annotations

import gc

import pytest

from aember.ai import HeuristicAgent, MCTSAgent, Observation, RandomAgent, make_agent, play_game
from aember.ai.evaluate import evaluate
from aember.decks import resolve_deck
from aember.engine.decision import IllegalAnswer
from aember.engine.game import Game
from aember.engine.setup import new_game
from aember.engine.state import Card, Player, Rng


@pytest.fixture(scope="module")
def decks():
    return resolve_deck("onyx"), resolve_deck("argus")


def _midgame(decks, seed=5, decisions=60):
    """A game some way in, with cards in both hands and decks; returns it at a decision."""
    g = new_game(*decks, seed=seed)
    r = Rng(seed)
    for _ in range(decisions):
        ans = g.decision.answers()
        g.apply(ans[r.below(len(ans))])
    assert not g.over
    return g


def _reachable(root, limit=200000):
    """Every object reachable from `root` through instance data (not through modules, classes or code)."""
    seen = {}
    stack = [root]
    while stack and len(seen) < limit:
        o = stack.pop()
        if id(o) in seen:
            continue
        if isinstance(o, (type, type(gc), type(len), type(_reachable))) or o is None:
            continue
        seen[id(o)] = o
        for ref in gc.get_referents(o):
            if isinstance(ref, (str, int, float, bytes, bool)):
                continue
            stack.append(ref)
    return seen


def test_observation_has_no_path_to_the_real_game(decks):
    g = _midgame(decks)
    p = g.decision.player
    for worlds in (False, True):
        obs = Observation(g, p, Rng(1), worlds=worlds)
        _ = obs.view
        reach = _reachable(obs)
        assert id(g) not in reach
        for pl in g.players:
            assert id(pl) not in reach
            for lst in (pl.hand, pl.deck, pl.archives, pl.discard):
                assert id(lst) not in reach
        for c in g.cards:
            assert id(c) not in reach
        assert not any(isinstance(o, (Card, Player)) and o in (g.cards + g.players) for o in reach.values())


def test_view_hides_opponent_hand_archives_and_decks(decks):
    g = _midgame(decks)
    p = g.decision.player
    v = Observation(g, p).view
    opp = v["players"][1 - p]
    assert opp["hand"] is None and opp["archives"] is None
    assert opp["hand_count"] == len(g.players[1 - p].hand)
    for side in v["players"]:
        assert "deck" not in side          # only deck_count: no order
    mine = v["players"][p]
    assert sorted(c["id"] for c in mine["hand"]) == sorted(g.players[p].hand)
    # The log shows the opponent's draws only as counts.
    hidden = [t for vis, t in g.log if vis == 1 - p]
    assert hidden and not any(t in v["log"] for t in hidden if t not in [u for w, u in g.log if w != 1 - p])


def test_sampled_worlds_redeal_hidden_cards_and_drop_secrets(decks):
    g = _midgame(decks)
    p = g.decision.player
    o = 1 - p
    obs = Observation(g, p, Rng(2), worlds=True)
    truth_hand = sorted(g.cards[c].defn.title for c in g.players[o].hand)
    truth_deck = [g.cards[c].defn.title for c in g.players[o].deck]
    my_deck = [g.cards[c].defn.title for c in g.players[p].deck]
    hands, decks_o, decks_m = set(), set(), set()
    for s in range(20):
        w = obs.sample_world(Rng(s))
        # What the player knows is kept: own hand, the board, Æmber.
        assert [w.cards[c].defn.title for c in w.players[p].hand] == [g.cards[c].defn.title for c in g.players[p].hand]
        assert [w.cards[c].defn.title for c in w.players[o].battleline] == \
               [g.cards[c].defn.title for c in g.players[o].battleline]
        assert [pl.amber for pl in w.players] == [pl.amber for pl in g.players]
        # Secrets are gone: the seed, the generator's state, the opponent's log lines, the history.
        assert w.seed == 0 and w.rng.state != g.rng.state and w.history == []
        assert all(vis in (-1, p) for vis, _ in w.log)
        hands.add(tuple(sorted(w.cards[c].defn.title for c in w.players[o].hand)))
        decks_o.add(tuple(w.cards[c].defn.title for c in w.players[o].deck))
        decks_m.add(tuple(w.cards[c].defn.title for c in w.players[p].deck))
    assert len(hands) > 5 and len(decks_o) > 10 and len(decks_m) > 10
    assert tuple(truth_deck) not in decks_o or len(decks_o) > 10
    assert any(h != tuple(truth_hand) for h in hands)
    assert tuple(my_deck) not in decks_m or len(decks_m) > 10


def test_agents_never_get_the_game(decks):
    seen = []

    class Spy(RandomAgent):
        needs_world = True

        def act(self, obs):
            seen.append(obs)
            assert not isinstance(obs, Game)
            return super().act(obs)

    res = play_game(*decks, (Spy(1), RandomAgent(2)), seed=3)
    assert res["winner"] in (0, 1, None) and seen
    assert all(isinstance(o, Observation) for o in seen)


@pytest.mark.parametrize("spec", ["random", "heuristic", "mcts:20"])
def test_each_agent_finishes_a_game(decks, spec):
    res = play_game(*decks, (make_agent(spec, 1), make_agent("heuristic", 2)), seed=11)
    assert res["turns"] > 0
    assert res["winner"] in (0, 1, None)


def test_make_agent_rejects_unknown():
    for bad in ("nobody", "mcts:x", "mcts:0", "random:3", "mcts:-1s", "mcts:nans", "mcts:infs"):
        with pytest.raises(ValueError):
            make_agent(bad)
    assert isinstance(make_agent("mcts:0.2s"), MCTSAgent)
    assert isinstance(make_agent("heuristic"), HeuristicAgent)


def test_heuristic_beats_random(decks):
    wins = 0
    n = 40
    for i in range(n):
        swap = i % 2 == 1
        agents = (RandomAgent(i), HeuristicAgent(i)) if swap else (HeuristicAgent(i), RandomAgent(i))
        res = play_game(*decks, agents, seed=1000 + i, first=(i // 2) % 2)
        wins += res["winner"] == (1 if swap else 0)
    assert wins >= 0.8 * n


def test_evaluation_prefers_amber_keys_and_creatures(decks):
    g = _midgame(decks)
    base = evaluate(g, 0)
    h = g.clone()
    h.players[0].amber += 2
    assert evaluate(h, 0) > base and evaluate(h, 1) < evaluate(g, 1)
    k = g.clone()
    k.players[0].keys.append("red")
    assert evaluate(k, 0) > evaluate(h, 0)
    done = g.clone()
    done.over, done.winner = True, 0
    assert evaluate(done, 0) > 100 > -100 > evaluate(done, 1)


def test_mcts_is_deterministic_with_an_iteration_budget(decks):
    g = _midgame(decks, seed=8, decisions=40)
    p = g.decision.player
    a1 = MCTSAgent(5, iterations=30).act(Observation(g, p, Rng(9), worlds=True))
    a2 = MCTSAgent(5, iterations=30).act(Observation(g, p, Rng(9), worlds=True))
    assert a1 == a2 and a1 in g.decision.answers()


def test_search_candidates_leave_out_discards_and_extra_flanks():
    from aember.ai.agents import _main_candidates

    answers = [("play", 3, "left"), ("play", 3, "right"), ("discard", 3), ("play", 4), ("discard", 4),
               ("reap", 7), ("fight", 7), ("end_turn",)]
    assert _main_candidates(answers) == [("play", 3, "left"), ("play", 4), ("reap", 7), ("fight", 7), ("end_turn",)]
    assert _main_candidates([("discard", 3), ("discard", 4)]) == [("discard", 3), ("discard", 4)]
    explo = [("play", 5, "upgrade"), ("play", 5, "left"), ("play", 5, "right"), ("end_turn",)]
    assert _main_candidates(explo) == [("play", 5, "upgrade"), ("play", 5, "left"), ("end_turn",)]


def test_mcts_never_discards_when_it_can_do_something_else(decks):
    g = _midgame(decks, seed=11, decisions=40)
    while g.decision.kind != "main" or not any(a[0] == "discard" for a in g.decision.answers()) \
            or len(g.decision.answers()) < 4:
        g.apply(g.decision.answers()[0] if g.decision.kind != "main" else g.decision.answers()[-1])
    p = g.decision.player
    agent = MCTSAgent(3, iterations=40)
    assert agent.act(Observation(g, p, Rng(2), worlds=True))[0] != "discard"


def test_lookahead_failure_costs_the_move_or_is_raised(decks, monkeypatch):
    from aember.ai import agents

    g = _midgame(decks)
    me = g.decision.player
    monkeypatch.setattr(agents, "RAISE_ENGINE_ERRORS", False)
    assert agents.lookahead(g, "no such answer", me) == -2000.0
    monkeypatch.setattr(agents, "RAISE_ENGINE_ERRORS", True)
    with pytest.raises(IllegalAnswer):
        agents.lookahead(g, "no such answer", me)


@pytest.mark.parametrize("set_code", ["AoA", "WC", "MM", "DT", "PV", "CC", "DM", "AS"])
def test_search_meets_no_engine_failure_in_sampled_worlds(set_code, monkeypatch):
    """The AI plays on copies of the game with the hidden cards re-dealt: an engine error there is an engine
    fault, which the search would otherwise hide as a bad move."""
    from aember.ai import agents
    from aember.decks.generate import generate_deck

    monkeypatch.setattr(agents, "RAISE_ENGINE_ERRORS", True)
    a, b = generate_deck(set_code, f"ai-{set_code}-a"), generate_deck(set_code, f"ai-{set_code}-b")
    res = play_game(a, b, (make_agent("heuristic", 3), make_agent("mcts:8", 4)), seed=len(set_code) * 7)
    assert res["winner"] in (0, 1, None) and res["turns"] > 0


def _dark_discovery():
    """Dark Discovery's first 'Name a card' (some 2,600 titles offered). The opponent's deck holds Dodger, 2 Krump and
    Troll; three more Troll are in their discard (seen): Krump has the most unseen copies, Troll the most in all."""
    from pathlib import Path

    import yaml

    from aember.scenario import Scenario

    data = yaml.safe_load((Path(__file__).parent / "scenarios/dt/unfathomable/dark-discovery-1.yaml").read_text())
    data["setup"]["p2"]["deck"] = ["Dodger", "Krump", "Krump", "Troll"]
    data["setup"]["p2"]["discard"] = ["Troll", "Troll", "Troll"]
    s = Scenario(data)
    s.build()
    g = s.game
    g.apply(("play", 0))
    assert g.decision.kind == "option" and g.decision.prompt == "Name a card" and len(g.decision.options) > 2000
    return g


def test_heuristic_names_the_opponents_title_with_most_unseen_copies_without_a_lookahead_per_title(monkeypatch):
    import aember.ai.agents as agents_mod

    g = _dark_discovery()
    calls = []
    real = agents_mod.lookahead
    monkeypatch.setattr(agents_mod, "lookahead", lambda *a, **k: calls.append(a[1]) or real(*a, **k))
    for seed in range(3):
        assert HeuristicAgent(seed).act(Observation(g, 0, Rng(seed), worlds=True)) == "Krump"
    assert len(calls) <= 3 * agents_mod.NAME_CANDIDATES      # had been one per title: 2,642 (9 s)


def test_fast_policy_names_the_opponents_title_with_most_unseen_copies():
    from aember.ai.evaluate import name_choices, quick_choice

    g = _dark_discovery()
    assert quick_choice(g) == "Krump"                       # had been the first title listed, '1-2 Punch'
    assert name_choices(g, 0, g.decision.options, 4)[:3] == ["Krump", "Dodger", "Troll"]


def test_mcts_searches_only_the_opponents_titles_when_naming_a_card():
    g = _dark_discovery()
    picks = [MCTSAgent(7, iterations=40).act(Observation(g, 0, Rng(2), worlds=True)) for _ in range(2)]
    assert picks[0] == picks[1]                             # deterministic for a seed
    assert picks[0] in ("Dodger", "Krump", "Troll")         # had been any of the 2,642 titles it expanded first


def test_long_option_lists_are_cut_to_the_default_and_the_first_listed():
    from types import SimpleNamespace

    from aember.ai.evaluate import option_candidates
    from aember.engine.decision import Decision

    opts = list(range(300))
    g = SimpleNamespace(decision=Decision(0, "option", "Choose a number", opts, default=150))
    cands = option_candidates(g, opts, most=128)
    assert len(cands) == 128 and cands[0] == 150 and cands[1:3] == [0, 1]
    short = list(range(98))
    assert option_candidates(SimpleNamespace(decision=Decision(0, "option", "Choose a trait", short)), short) == short

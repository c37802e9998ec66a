"""aember.rl: the PettingZoo environment, the Gymnasium wrapper, the encoding, training and the learned agent."""

from __future__ import annotations

import json
import warnings

import numpy as np
import pytest

from aember.cli import main
from aember.decks import resolve_deck
from aember.engine.serialize import dumps
from aember.engine.setup import new_game
from aember.engine.state import Rng
from aember.rl.aec import AGENTS, AemberEnv, IllegalAction, env
from aember.rl.encoding import ACTION_BASE, N_ACTIONS, OBS_SIZE, encode
from aember.rl.gym_env import AemberGymEnv


def random_positions(seed: int, decks=("onyx", "argus"), every: int = 7, limit: int = 400):
    """Games played at random; yields the game at every `every`-th decision."""
    a, b = (resolve_deck(d) for d in decks)
    g = new_game(a, b, seed=seed, turn_cap=200)
    r = Rng(seed)
    n = 0
    while not g.over and n < limit:
        if n % every == 0:
            yield g
        ans = g.decision.answers()
        g.apply(ans[r.below(len(ans))])
        n += 1


# ------------------------------------------------------------------------------------------------
# The encoding


def test_observation_never_depends_on_the_opponents_hidden_cards():
    """Two games that differ only in what the player cannot see (the opponent's hand, archives and deck, and
    both decks' order: Game.determinize re-deals them) give the player identical observations and masks."""
    compared = 0
    differs = 0
    for seed in (1, 2, 3):
        for g in random_positions(seed):
            for p in (0, 1):
                other = g.determinize(p, Rng(seed * 31 + p))
                if [c.defn.title for c in (other.cards[x] for x in other.players[1 - p].hand)] != \
                        [g.cards[x].defn.title for x in g.players[1 - p].hand]:
                    differs += 1
                mine = g.decision.player == p
                kind = g.decision.kind if mine else None
                e1 = encode(g.view(p), kind, g.decision.answers() if mine else None)
                e2 = encode(other.view(p), kind, other.decision.answers() if mine else None)
                assert np.array_equal(e1.obs, e2.obs)
                assert np.array_equal(e1.mask, e2.mask)
                assert e1.answers == e2.answers
                compared += 1
    assert compared > 100 and differs > 20          # the hidden hands really were different


def test_the_opponents_hand_changes_nothing_but_its_own_observation_does():
    """Swapping a card of the opponent's hand for another changes nothing the player observes; the same swap in
    the player's own hand does change the player's observation (the check can fail)."""
    g = next(g for g in random_positions(4, every=1) if g.turn >= 2 and g.players[0].hand and g.players[1].hand)
    for p in (0, 1):
        opp_hand, own_hand = g.players[1 - p].hand, g.players[p].hand
        h = g.clone()
        deck_card = h.players[1 - p].deck[0]
        a, b = h.cards[opp_hand[0]], h.cards[deck_card]
        a.defn, b.defn = b.defn, a.defn
        assert np.array_equal(encode(g.view(p)).obs, encode(h.view(p)).obs)
        h2 = g.clone()
        a, b = h2.cards[own_hand[0]], h2.cards[h2.players[p].deck[0]]
        if a.defn.title != b.defn.title:
            a.defn, b.defn = b.defn, a.defn
            assert not np.array_equal(encode(g.view(p)).obs, encode(h2.view(p)).obs)


def test_the_mask_marks_exactly_the_legal_answers():
    seen_kinds = set()
    for seed, decks in ((5, ("onyx", "argus")), (6, ("argus", "onyx"))):
        for g in random_positions(seed, decks, every=1, limit=600):
            d = g.decision
            answers = d.answers()
            e = encode(g.view(d.player), d.kind, answers)
            assert e.obs.shape == (OBS_SIZE,) and e.mask.shape == (N_ACTIONS,)
            assert e.dropped == 0
            assert int(e.mask.sum()) == len(answers) == len(e.answers)
            assert set(np.flatnonzero(e.mask)) == set(e.answers)
            assert sorted(map(repr, e.answers.values())) == sorted(map(repr, answers))
            seen_kinds.add(d.kind)
    assert {"main", "house", "mulligan", "target"} <= seen_kinds


def test_step_three_moves_map_to_hand_and_battleline_slots():
    g = next(g for g in random_positions(7, every=1) if g.decision.kind == "main" and g.players[g.active].battleline
             and any(a[0] == "reap" for a in g.decision.answers()))
    d = g.decision
    e = encode(g.view(d.player), d.kind, d.answers())
    line = g.players[d.player].battleline
    hand = g.players[d.player].hand
    for k, a in e.answers.items():
        if a[0] == "reap":
            assert k == ACTION_BASE["reap"] + line.index(a[1])
        elif a[0] == "discard":
            assert k == ACTION_BASE["discard"] + hand.index(a[1])
        elif a == ("end_turn",):
            assert k == ACTION_BASE["end_turn"]


# ------------------------------------------------------------------------------------------------
# The PettingZoo environment


def test_pettingzoo_api_test_passes():
    from pettingzoo.test import api_test

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")             # PettingZoo warns about Dict observation spaces
        api_test(env(), num_cycles=300, verbose_progress=False)


def test_agent_to_act_is_the_one_whose_decision_is_pending():
    e = AemberEnv()
    e.reset(seed=3)
    rng = np.random.default_rng(0)
    for _ in range(200):
        if e.game.over:
            break
        agent = e.agent_selection
        assert agent == AGENTS[e.game.decision.player]
        obs = e.observe(agent)
        other = e.observe(AGENTS[1 - AGENTS.index(agent)])
        assert obs["action_mask"].sum() >= 1 and other["action_mask"].sum() == 0
        e.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))


def test_illegal_action_is_refused_with_a_clear_error_and_changes_nothing():
    e = AemberEnv()
    e.reset(seed=11)
    before = dumps(e.game)
    mask = e.observe(e.agent_selection)["action_mask"]
    bad = int(np.flatnonzero(mask == 0)[0])
    with pytest.raises(IllegalAction, match=r"not legal for player_\d now; legal:"):
        e.step(bad)
    with pytest.raises(IllegalAction, match="out of range"):
        e.step(N_ACTIONS + 5)
    with pytest.raises(IllegalAction, match="integer"):
        e.step("reap")
    assert dumps(e.game) == before
    assert np.array_equal(e.observe(e.agent_selection)["action_mask"], mask)


def play_random(e, seed: int, limit: int = 100_000) -> list:
    rng = np.random.default_rng(seed)
    trace = []
    for agent in e.agent_iter(max_iter=limit):
        obs, rew, term, trunc, _ = e.last()
        trace.append((agent, obs["observation"].tobytes(), rew))
        e.step(None if term or trunc else int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    return trace


@pytest.mark.parametrize("decks", [("onyx", "argus"), ("random:CotA", "random:CotA")])
def test_seeded_reset_reproduces_the_game(decks):
    e1, e2 = AemberEnv(decks=decks), AemberEnv(decks=decks)
    e1.reset(seed=42)
    e2.reset(seed=42)
    t1, t2 = play_random(e1, 0), play_random(e2, 0)
    assert t1 == t2 and len(t1) > 50
    e1.reset(seed=43)
    assert play_random(e1, 0) != t1


def test_random_decks_are_new_each_episode():
    e = AemberEnv(decks=("random:CotA", "onyx"))
    names = set()
    for s in range(3):
        e.reset(seed=s)
        names.add(e.game.players[0].deck_name)
    assert len(names) == 3 and e.game.players[1].deck_name == resolve_deck("onyx").name


def test_rewards_are_plus_minus_one_at_the_end_and_shaping_is_zero_sum():
    for shaping in (None, {"key": 0.3, "amber": 0.03}):
        e = AemberEnv(shaping=shaping)
        e.reset(seed=8)
        totals = {a: 0.0 for a in AGENTS}
        rng = np.random.default_rng(1)
        nonzero_mid = 0
        for agent in e.agent_iter():
            obs, rew, term, trunc, _ = e.last()
            totals[agent] += rew
            if not (term or trunc) and rew:
                nonzero_mid += 1
            e.step(None if term or trunc else int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        w = e.game.winner
        assert w is not None
        if shaping is None:
            assert totals[AGENTS[w]] == 1.0 and totals[AGENTS[1 - w]] == -1.0 and nonzero_mid == 0
        else:
            assert abs(totals["player_0"] + totals["player_1"]) < 1e-9 and nonzero_mid > 0
            assert totals[AGENTS[w]] > 1.0       # the winner forged three keys: its potential rose


def test_turn_cap_truncates_both_agents():
    e = AemberEnv(turn_cap=2)
    e.reset(seed=1)
    play_random(e, 0)
    assert e.game.over and e.game.winner is None


def test_bad_settings_are_clear_errors():
    from aember.decks.model import DeckError

    with pytest.raises(DeckError, match="unknown set"):
        AemberEnv(decks=("random:NOPE", "onyx"))
    with pytest.raises(DeckError, match="neither a deck file nor a deck in the library"):
        AemberEnv(decks=("no-such-deck-anywhere", "onyx"))
    with pytest.raises(ValueError, match="shaping"):
        AemberEnv(shaping={"creatures": 1})


def test_rl_soak_random_masked_policy_has_no_errors():
    from aember.rl.soak import run_soak

    r = run_soak(12, seed=3, progress=False)
    assert r["errors"] == [] and r["episodes"] == 12 and r["steps"] > 1000
    assert r["player_0"] + r["player_1"] + r["draws"] == 12 and r["dropped_answers"] == 0
    r = run_soak(4, decks=("random:CotA", "random:MM"), seed=4, progress=False)
    assert r["errors"] == []


def test_rl_soak_command(capsys, tmp_path):
    out = tmp_path / "soak.json"
    assert main(["rl-soak", "-n", "3", "-q", "--json", str(out)]) == 0
    text = capsys.readouterr().out
    assert "3 episodes" in text and "0 errors" in text and "steps/s" in text
    assert json.loads(out.read_text())["errors"] == []
    assert main(["rl-soak", "-n", "0"]) == 2


# ------------------------------------------------------------------------------------------------
# The Gymnasium wrapper


def test_gymnasium_check_env_passes():
    from gymnasium.utils.env_checker import check_env

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")             # an unbounded Box: Gymnasium warns
        for opp in ("random", "heuristic"):
            check_env(AemberGymEnv(opponent=opp, on_illegal="lose"), skip_render_check=True)


def test_gym_wrapper_plays_against_an_aember_agent():
    e = AemberGymEnv(opponent="heuristic", seat=1)
    obs, info = e.reset(seed=5)
    assert info["seat"] == 1 and e.aec.agent_selection == "player_1"
    rng = np.random.default_rng(0)
    total, done, steps = 0.0, False, 0
    while not done:
        obs, r, term, trunc, info = e.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        total += r
        done = term or trunc
        steps += 1
    assert total in (1.0, -1.0) and info["winner"] in (0, 1) and steps > 20
    assert total == (1.0 if info["winner"] == 1 else -1.0)
    with pytest.raises(IllegalAction):
        e2 = AemberGymEnv(opponent="random")
        o, _ = e2.reset(seed=1)
        e2.step(int(np.flatnonzero(o["action_mask"] == 0)[0]))
    with pytest.raises(ValueError, match="unknown agent"):
        AemberGymEnv(opponent="nobody")


# ------------------------------------------------------------------------------------------------
# Training and the learned agent


def test_training_loop_runs_resumes_and_the_model_plays(tmp_path, monkeypatch):
    import aember.rl.train as tr
    from aember.ai.agents import LearnedAgent, make_agent
    from aember.ai.simulate import play_game
    from aember.rl.config import TrainConfig

    out = tmp_path / "tiny.npz"
    cfg = TrainConfig(out=str(out), imitate=2, improve=1, games=2, epochs=1, hidden=16, jobs=1, turn_cap=60)
    real = tr.play_many
    calls = []

    def interrupted(*a, **k):
        calls.append(1)
        if len(calls) == 2:
            raise KeyboardInterrupt
        return real(*a, **k)

    monkeypatch.setattr(tr, "play_many", interrupted)
    with pytest.raises(KeyboardInterrupt):
        tr.train(cfg, progress=False, quiet=True)
    first = json.loads(str(np.load(tmp_path / "tiny.npz.ckpt.npz")["meta"]))
    assert first["done"] == 1 and out.exists()
    monkeypatch.setattr(tr, "play_many", real)
    r = tr.train(cfg, progress=False, quiet=True)
    assert [e["round"] for e in r["log"]] == [1, 2, 3] and r["log"][0] == first["log"][0]
    assert [e["mode"] for e in r["log"]] == ["teacher", "dagger", "pg"]
    assert 0 < r["model_bytes"] < 2_000_000
    agent = make_agent(f"learned:{out}", 1)
    assert isinstance(agent, LearnedAgent)
    res = play_game(resolve_deck("onyx"), resolve_deck("argus"), (agent, make_agent("random", 2)), seed=9)
    assert res["winner"] in (0, 1, None) and res["decisions"][0] > 10
    # another training run's checkpoint is not resumed by mistake
    with pytest.raises(ValueError, match="another training run"):
        tr.train(TrainConfig(out=str(out), imitate=1, improve=0, games=2, hidden=16, jobs=1), progress=False,
                 quiet=True)


def test_train_command_and_simulate_with_the_model(tmp_path, capsys):
    out = tmp_path / "m.npz"
    assert main(["train", "--out", str(out), "--imitate", "1", "--improve", "0", "--games", "2", "--epochs", "1",
                 "--hidden", "16", "--jobs", "1", "-q"]) == 0
    assert "model:" in capsys.readouterr().out and out.exists()
    assert main(["simulate", "--agents", f"learned:{out},random", "--games", "2", "--jobs", "1", "-q"]) == 0
    assert "games: 2" in capsys.readouterr().out
    assert main(["simulate", "--agents", f"learned:{tmp_path / 'none.npz'},random", "--games", "2"]) == 2
    assert "no such model file" in capsys.readouterr().err
    bad = tmp_path / "bad.npz"
    bad.write_bytes(b"not a model")
    assert main(["simulate", "--agents", f"learned:{bad},random", "--games", "2"]) == 2
    assert "not a model file" in capsys.readouterr().err
    assert main(["train", "--games", "0"]) == 2


def test_shipped_model_loads_and_beats_random():
    from aember.ai.simulate import Job, run_games

    s = run_games(Job(resolve_deck("onyx"), resolve_deck("argus"), ("learned", "random"), seed=1, mirror=True),
                  8, jobs=1)
    assert not s.errors and s.agent1_wins >= 7


def test_learned_agent_answers_from_the_observation_only():
    """It is given an Observation (view + legal answers) and returns one of the legal answers."""
    from aember.ai.agents import make_agent
    from aember.ai.observation import Observation

    agent = make_agent("learned", 0)
    assert not agent.needs_world
    n = 0
    for g in random_positions(12, every=3):
        obs = Observation(g, g.decision.player)
        assert obs.has_worlds is False
        assert agent.act(obs) in obs.answers
        n += 1
    assert n > 20


def test_play_accepts_a_learned_opponent(tmp_path, capsys):
    pytest.importorskip("textual")
    from aember.interfaces.agents import Opponent

    opp = Opponent("learned", 3, 1)
    assert opp.note == ""
    g = new_game(resolve_deck("onyx"), resolve_deck("argus"), seed=3)
    while g.decision.player != 1:
        g.apply(g.decision.answers()[0])
    assert opp.choose(g) in g.decision.answers() and opp.note == ""
    assert main(["play", "--opponent", f"learned:{tmp_path / 'missing.npz'}"]) == 2
    assert "no such model file" in capsys.readouterr().err


def test_hand_shuffling_augmentation_equals_encoding_a_reordered_hand():
    """Training permutes hand slots; that must be exactly the encoding of the same hand in another order."""
    from aember.rl.train import shuffle_hands

    checked = 0
    for g in random_positions(3, every=1):
        d = g.decision
        p = d.player
        if d.kind != "main" or len(g.players[p].hand) < 3:
            continue
        e = encode(g.view(p), d.kind, d.answers())
        for k in list(e.answers)[:4]:
            x2, m2, a2 = shuffle_hands(e.obs[None], e.mask[None], np.array([k]), np.random.default_rng(checked))
            perm = np.random.default_rng(checked).permutation(len(g.players[p].hand))
            h = g.clone()
            h.players[p].hand = [h.players[p].hand[j] for j in perm]
            e2 = encode(h.view(p), d.kind, h.decision.answers())
            assert np.array_equal(x2[0], e2.obs) and np.array_equal(m2[0], e2.mask)
            assert e2.answers[int(a2[0])] == e.answers[k]
            checked += 1
    assert checked > 20


def test_rl_bench_command(capsys):
    assert main(["rl-bench", "--games", "1"]) == 0
    out = capsys.readouterr().out
    assert "learned:" in out and "heuristic:" in out and "decisions per CPU second" in out
    assert main(["rl-bench", "--model", "/no/such/model.npz"]) == 2


def test_a_truncated_model_or_a_damaged_checkpoint_is_a_clear_error(tmp_path, capsys):
    from aember.rl.model import PolicyValueNet

    good = tmp_path / "good.npz"
    PolicyValueNet(16, 1).save(good)
    cut = tmp_path / "cut.npz"
    cut.write_bytes(good.read_bytes()[:300])          # a zip cut short: BadZipFile had escaped as a traceback
    assert main(["simulate", "--agents", f"learned:{cut},random", "--games", "1"]) == 2
    assert "cut.npz: not a model file" in capsys.readouterr().err
    for name, data in (("cut", good.read_bytes()[:300]), ("other", None)):
        ckpt = tmp_path / f"{name}.npz.ckpt.npz"
        if data is None:
            np.savez(ckpt, x=np.zeros(3))               # a zip with no meta: KeyError had escaped
        else:
            ckpt.write_bytes(data)
        assert main(["train", "--out", str(tmp_path / f"{name}.npz"), "--imitate", "1", "--improve", "0",
                     "--games", "1", "--hidden", "16", "-q"]) == 2
        err = capsys.readouterr().err
        assert f"{ckpt}: not a usable training checkpoint" in err and "--fresh" in err, err


@pytest.mark.parametrize("opt", [["--lr", "-1"], ["--lr", "nan"], ["--pg-lr", "inf"], ["--eps", "2"]])
def test_train_refuses_a_meaningless_rate_before_training(tmp_path, capsys, opt):
    out = tmp_path / "m.npz"
    assert main(["train", "--out", str(out), "--games", "1", "-q", *opt]) == 2   # had trained a model silently
    assert opt[0] in capsys.readouterr().err and not out.exists()


def test_a_position_with_more_than_three_houses_encodes():
    """A position built by hand (a scenario) may give a player more than 3 houses: cards of the fourth and fifth
    count as "other house"."""
    from aember.scenario import Scenario

    houses = ["brobnar", "dis", "logos", "sanctum", "mars"]
    s = Scenario({"name": "five houses", "setup": {"house": "brobnar", "p1": {
        "houses": houses, "hand": ["Troll"], "battleline": ["Zorg"]}}, "moves": []})
    s.check_cards()
    s.build()
    g = s.game
    for p in (0, 1):
        enc = encode(g.view(p), g.decision.kind, g.decision.answers() if g.decision.player == p else None)
        assert enc.obs.shape == (OBS_SIZE,)


def test_name_a_card_maps_every_title_of_both_decklists_to_an_action():
    # "Name a card" offers ~2,600 titles and the action space has 80 for options: the titles of the decks in the
    # game (public decklists) go first, so a learner can name any of them; only other titles are left out.
    import yaml

    from aember.carddb import split_evil_twin
    from aember.scenario import Scenario

    s = Scenario(yaml.safe_load(open("tests/scenarios/dt/unfathomable/dark-discovery-1.yaml", encoding="utf-8")))
    s.build()
    g = s.game
    g.apply(next(a for a in g.decision.answers() if a[0] == "play"))
    d = g.decision
    assert d.prompt.startswith("Name a card") and len(d.options) > 2000
    view = g.view(d.player)
    e = encode(view, d.kind, d.answers())
    named = set(e.answers.values())
    for p in (0, 1):
        titles = {split_evil_twin(t)[0] for t in view["players"][p]["decklist"]}
        assert titles and titles <= named, titles - named
    assert len(e.answers) == 80 and e.dropped == len(d.options) - 80
    assert set(np.flatnonzero(e.mask)) == set(e.answers)

"""A PettingZoo AEC environment of KeyForge (see docs/rl.md).

    from aember.rl import env
    e = env()                               # the two starter decks; env(decks=("onyx", "random:CotA"), ...)
    e.reset(seed=1)
    for agent in e.agent_iter():
        obs, reward, terminated, truncated, info = e.last()
        action = None if terminated or truncated else policy(obs["observation"], obs["action_mask"])
        e.step(action)

The agents are `player_0` and `player_1`; the agent to act is the one whose decision is pending.
Observations are `{"observation": float32[OBS_SIZE], "action_mask": int8[N_ACTIONS]}` built only from
`game.view(agent)` and that agent's legal answers (`aember.rl.encoding`).
"""

from __future__ import annotations

import random
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from aember.rl.encoding import N_ACTIONS, OBS_SIZE, Encoded, action_name, encode

AGENTS = ("player_0", "player_1")
TURN_CAP = 200
_MASK63 = (1 << 63) - 1


class IllegalAction(ValueError):
    """An action the mask does not allow. The game is left unchanged."""


class DeckSource:
    """Where a seat's deck comes from: a fixed deck (a Deck, or a spec for `resolve_deck`: a file, a library name,
    'onyx', 'argus'), or 'random:SET' for a fresh random deck of that set every episode."""

    def __init__(self, spec: Any):
        from aember.decks import resolve_deck
        from aember.decks.model import Deck, DeckError
        from aember.engine.setup import unimplemented

        self.spec = spec
        self.set_code: str | None = None
        self.deck: Deck | None = None
        if isinstance(spec, Deck):
            self.deck = spec
        elif isinstance(spec, str) and spec.lower().startswith("random:"):
            self.set_code = spec.split(":", 1)[1].strip()
            self.get(0)                 # fail now (unknown set, too few implemented cards), not mid-training
        elif isinstance(spec, str):
            self.deck = resolve_deck(spec)
        else:
            raise DeckError(f"a deck is a Deck, a deck file, a library name or 'random:SET', not {spec!r}")
        if self.deck is not None:
            missing = unimplemented(self.deck)
            if missing:
                raise DeckError(f"deck {self.deck.name!r}: cards not implemented: {', '.join(missing)}")

    def get(self, seed: int):
        if self.deck is not None:
            return self.deck
        from aember.decks.generate import generate_deck

        return generate_deck(self.set_code, seed, implemented_only=True)


def _potential(game, p: int, shaping: dict) -> float:
    me, opp = game.players[p], game.players[1 - p]
    return (shaping.get("key", 0.0) * (len(me.keys) - len(opp.keys))
            + shaping.get("amber", 0.0) * (me.amber - opp.amber))


class AemberEnv(AECEnv):
    """KeyForge for two agents (PettingZoo AEC API).

    decks: (player_0's, player_1's) deck sources (see `DeckSource`); default the two starter decks.
    turn_cap: the game is a draw (both agents truncated) after this many turns.
    shaping: optional shaped rewards, e.g. {"key": 0.3, "amber": 0.03}: after every step each agent also gets
    the change of w_key·(own keys − opponent's keys) + w_amber·(own Æmber − opponent's Æmber) (zero-sum,
    potential-based; the ±1 at the end is unchanged).
    """

    metadata = {"name": "aember_v0", "render_modes": ["ansi", "human"], "is_parallelizable": False}

    def __init__(self, decks: tuple = ("onyx", "argus"), turn_cap: int = TURN_CAP, shaping: dict | None = None,
                 render_mode: str | None = None):
        super().__init__()
        if len(decks) != 2:
            raise ValueError("decks: give two deck sources (player_0's and player_1's)")
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be one of {self.metadata['render_modes']}, not {render_mode!r}")
        if turn_cap < 1:
            raise ValueError(f"turn_cap must be at least 1, not {turn_cap}")
        for k in shaping or {}:
            if k not in ("key", "amber"):
                raise ValueError(f"unknown shaping term {k!r} (choose from key, amber)")
        self.sources = (DeckSource(decks[0]), DeckSource(decks[1]))
        self.turn_cap = turn_cap
        self.shaping = dict(shaping or {})
        self.render_mode = render_mode
        self.possible_agents = list(AGENTS)
        self._obs_space = spaces.Dict({
            "observation": spaces.Box(-np.inf, np.inf, (OBS_SIZE,), np.float32),
            "action_mask": spaces.Box(0, 1, (N_ACTIONS,), np.int8),
        })
        self._act_space = spaces.Discrete(N_ACTIONS)
        self.observation_spaces = {a: self._obs_space for a in AGENTS}
        self.action_spaces = {a: self._act_space for a in AGENTS}
        self._seeds = random.Random(random.SystemRandom().randrange(1 << 62))
        self.game = None
        self.seed_used: int | None = None
        self._cache: dict[str, tuple[int, Encoded]] = {}
        self._tick = 0
        self.dropped = 0            # legal answers that found no action (none have been seen; see docs/rl.md)

    def observation_space(self, agent: str):
        return self._obs_space

    def action_space(self, agent: str):
        return self._act_space

    # --------------------------------------------------------------------------------------------

    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        from aember.engine.setup import new_game

        if seed is not None:
            self._seeds = random.Random(seed)
            s = int(seed) & _MASK63
        else:
            s = self._seeds.randrange(1 << 62)
        self.seed_used = s
        deck_seeds = (s * 0x9E3779B97F4A7C15 + 1) & _MASK63, (s * 0xD1B54A32D192ED03 + 2) & _MASK63
        decks = [src.get(ds) for src, ds in zip(self.sources, deck_seeds, strict=True)]
        self.game = new_game(decks[0], decks[1], seed=s, turn_cap=self.turn_cap)
        self.agents = list(AGENTS)
        self.rewards = {a: 0.0 for a in AGENTS}
        self._cumulative_rewards = {a: 0.0 for a in AGENTS}
        self.terminations = {a: False for a in AGENTS}
        self.truncations = {a: False for a in AGENTS}
        self.infos = {a: {} for a in AGENTS}
        self._cache = {}
        self._tick += 1
        self._potentials = [_potential(self.game, p, self.shaping) for p in (0, 1)] if self.shaping else None
        self._settle()

    def _settle(self) -> None:
        g = self.game
        if g.over:
            if g.winner is None:
                for a in AGENTS:
                    self.truncations[a] = True
            else:
                for p, a in enumerate(AGENTS):
                    self.rewards[a] += 1.0 if p == g.winner else -1.0
                    self.terminations[a] = True
            for a in AGENTS:
                self.infos[a] = {"winner": g.winner, "turns": g.turn}
            # the agent to act: whoever has not yet stepped its final None (player_0 first)
            self.agent_selection = self.agents[0]
        else:
            self.agent_selection = AGENTS[g.decision.player]
            for a in AGENTS:
                self.infos[a] = {}
            self.infos[self.agent_selection] = {"decision": g.decision.kind}

    def encoded(self, agent: str) -> Encoded:
        """The agent's encoded observation now (with its legal actions when it is the one to act)."""
        hit = self._cache.get(agent)
        if hit is not None and hit[0] == self._tick:
            return hit[1]
        p = AGENTS.index(agent)
        g = self.game
        d = g.decision
        if d is not None and d.player == p and not g.over:
            enc = encode(g.view(p), d.kind, d.answers())
            self.dropped += enc.dropped
        else:
            enc = encode(g.view(p), None, None)
        self._cache[agent] = (self._tick, enc)
        return enc

    def observe(self, agent: str) -> dict:
        enc = self.encoded(agent)
        return {"observation": enc.obs.copy(), "action_mask": enc.mask.copy()}

    def legal_actions(self, agent: str | None = None) -> list[int]:
        return sorted(self.encoded(agent or self.agent_selection).answers)

    def answer_of(self, action: int, agent: str | None = None) -> Any:
        """The game answer an action stands for now (IllegalAction if none)."""
        agent = agent or self.agent_selection
        enc = self.encoded(agent)
        try:
            a = int(action)
        except (TypeError, ValueError):
            raise IllegalAction(f"an action is an integer in 0..{N_ACTIONS - 1}, not {action!r}") from None
        if a not in enc.answers:
            what = action_name(a) if 0 <= a < N_ACTIONS else "out of range"
            legal = ", ".join(f"{k} ({action_name(k)})" for k in sorted(enc.answers)[:12])
            raise IllegalAction(f"action {a} ({what}) is not legal for {agent} now; legal: {legal}"
                                + (" …" if len(enc.answers) > 12 else ""))
        return enc.answers[a]

    def step(self, action: Any) -> None:
        if self.game is None:
            raise RuntimeError("call reset() before step()")
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise IllegalAction(f"{agent} must act (action None is only for a finished game)")
        self.step_answer(self.answer_of(action, agent))     # answer_of raises before anything changes

    def step_answer(self, answer: Any) -> None:
        """Step with a game answer instead of an action (for aember's agents, which answer in the game's terms;
        an illegal answer raises the engine's IllegalAnswer and changes nothing)."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            raise IllegalAction(f"{agent}: the game is over")
        self.game.decision.check(answer)
        self._cumulative_rewards[agent] = 0.0
        self._clear_rewards()
        g = self.game
        g.apply(answer)
        self._tick += 1
        if self._potentials is not None:
            for p, a in enumerate(AGENTS):
                v = _potential(g, p, self.shaping)
                self.rewards[a] += v - self._potentials[p]
                self._potentials[p] = v
        self._settle()
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def render(self) -> str | None:
        if self.game is None:
            return None
        g = self.game
        lines = [f"turn {g.turn}, {g.players[g.active].name} active"
                 + (f", house {g.active_house}" if g.active_house else "")]
        for p, pl in enumerate(g.players):
            lines.append(f"{AGENTS[p]}: {pl.amber}Æ, keys {len(pl.keys)}, hand {len(pl.hand)}, "
                         f"battleline: {', '.join(g.cards[c].defn.title for c in pl.battleline) or '-'}")
        if g.over:
            lines.append("draw" if g.winner is None else f"{AGENTS[g.winner]} wins")
        text = "\n".join(lines)
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        pass


def raw_env(**kw) -> AemberEnv:
    return AemberEnv(**kw)


def env(**kw):
    """The environment (PettingZoo's order-enforcing wrapper around `AemberEnv`)."""
    from pettingzoo.utils import wrappers

    return wrappers.OrderEnforcingWrapper(AemberEnv(**kw))


__all__ = ["AGENTS", "AemberEnv", "DeckSource", "IllegalAction", "env", "raw_env"]

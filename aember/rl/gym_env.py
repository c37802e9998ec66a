"""A Gymnasium single-agent environment: the learner against one of aember's agents (see docs/rl.md).

    from aember.rl import AemberGymEnv
    e = AemberGymEnv(opponent="heuristic")          # 'random', 'heuristic', 'mcts:100', 'learned:FILE' …
    obs, info = e.reset(seed=1)
    obs, reward, terminated, truncated, info = e.step(action)   # action: one the obs["action_mask"] allows

The opponent answers its own decisions between the learner's steps; it is given an `aember.ai.Observation`
(its view and legal answers, sampled worlds if it searches), as in `aember simulate`.
"""

from __future__ import annotations

from typing import Any

import gymnasium as gym

from aember.rl.aec import AGENTS, TURN_CAP, AemberEnv, IllegalAction


class AemberGymEnv(gym.Env):
    """seat: the learner's seat (0 or 1), or None: the seed's parity chooses it each episode (both seats, both
    decks in turn: player_0 plays decks[0]). on_illegal: 'raise' (default: `IllegalAction`, nothing changes) or
    'lose' (the episode ends there with reward -1, the game unchanged; for tools that step unmasked random
    actions, such as Gymnasium's `check_env`). Other arguments as for `AemberEnv`."""

    metadata = {"render_modes": ["ansi"]}

    def __init__(self, opponent: str = "random", decks: tuple = ("onyx", "argus"), seat: int | None = None,
                 turn_cap: int = TURN_CAP, shaping: dict | None = None, render_mode: str | None = None,
                 on_illegal: str = "raise"):
        from aember.ai.agents import make_agent

        if on_illegal not in ("raise", "lose"):
            raise ValueError(f"on_illegal must be 'raise' or 'lose', not {on_illegal!r}")
        self.on_illegal = on_illegal
        self._lost = False

        if seat not in (None, 0, 1):
            raise ValueError(f"seat must be 0, 1 or None, not {seat!r}")
        make_agent(opponent)                    # a bad name fails here
        self.opponent_spec = opponent
        self.seat_option = seat
        self.aec = AemberEnv(decks=decks, turn_cap=turn_cap, shaping=shaping,
                             render_mode="ansi" if render_mode else None)
        self.render_mode = render_mode
        self.observation_space = self.aec.observation_space(AGENTS[0])
        self.action_space = self.aec.action_space(AGENTS[0])
        self.seat = 0
        self.opponent = None

    def _opponent_moves(self) -> None:
        from aember.ai.observation import Observation

        a = self.aec
        g = a.game
        me = AGENTS[self.seat]
        while not g.over and a.agent_selection != me:
            p = g.decision.player
            obs = Observation(g, p, self._obs_rng, worlds=self.opponent.wants_world(g.decision))
            a.step_answer(self.opponent.act(obs))
            self._reward += a.rewards[me]

    def reset(self, *, seed: int | None = None, options: dict | None = None):
        from aember.ai.agents import make_agent
        from aember.engine.state import Rng

        super().reset(seed=seed)
        s = int(self.np_random.integers(0, 1 << 62)) if seed is None else seed
        self.aec.reset(seed=s)
        used = self.aec.seed_used
        self.seat = (used & 1) if self.seat_option is None else self.seat_option
        self.opponent = make_agent(self.opponent_spec, used ^ 0xB0B)
        self._obs_rng = Rng(used ^ 0x0B5E4F)
        self._reward = 0.0
        self._lost = False
        self._opponent_moves()
        return self._obs(), self._info()

    def _obs(self) -> dict:
        return self.aec.observe(AGENTS[self.seat])

    def _info(self) -> dict:
        g = self.aec.game
        return {"seat": self.seat, "turn": g.turn, "winner": g.winner if g.over else None,
                "decision": None if g.over else g.decision.kind}

    def step(self, action: Any):
        a = self.aec
        me = AGENTS[self.seat]
        if a.game is None:
            raise RuntimeError("call reset() before step()")
        if a.game.over or self._lost:
            raise RuntimeError("the episode is over: call reset()")
        self._reward = 0.0
        if self.on_illegal == "lose":
            try:
                a.answer_of(action, me)
            except IllegalAction as e:
                self._lost = True
                return self._obs(), -1.0, True, False, dict(self._info(), illegal_action=str(e))
        a.step(action)
        self._reward += a.rewards[me]
        self._opponent_moves()
        reward = self._reward
        g = a.game
        terminated = g.over and g.winner is not None
        truncated = g.over and g.winner is None
        return self._obs(), float(reward), terminated, truncated, self._info()

    def render(self):
        return self.aec.render()

    def action_masks(self):
        """The legal actions (for libraries that ask for `action_masks()`, e.g. sb3-contrib's MaskablePPO)."""
        return self._obs()["action_mask"].astype(bool)


__all__ = ["AemberGymEnv"]

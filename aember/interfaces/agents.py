"""The computer opponent: an agent from `aember.ai` by name, or a local random-legal-move stand-in.

Interface relied on (aember.ai, as it is now):
    agent = aember.ai.make_agent(name, seed)          # 'random', 'heuristic', 'mcts' (or 'mcts:500', 'mcts:1s')
    obs = aember.ai.observe(game, seat, rng, worlds=agent.needs_world)
    answer = agent.act(obs)                             # one of obs.answers
(`choose(obs)` is accepted in place of `act`.) If aember.ai is missing or fails, the computer plays
random legal answers for the rest of the game, and `Opponent.note` says so (the app shows it).
"""

from __future__ import annotations

from typing import Any

from aember.engine.game import Game
from aember.engine.state import Rng

AGENT_NAMES = ("heuristic", "mcts", "random")


class RandomAgent:
    """Picks a legal answer uniformly at random (from the engine's own list of answers)."""

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed ^ 0x5EED)

    def choose_from_game(self, game: Game, seat: int) -> Any:
        answers = game.decision.answers()
        return answers[self.rng.below(len(answers))]


def _observation(ai, game: Game, seat: int, rng: Rng, worlds: bool):
    fn = getattr(ai, "observe", None)
    if callable(fn):
        return fn(game, seat, rng, worlds=worlds)
    return ai.Observation(game, seat, rng, worlds)


class Opponent:
    """The agent of one seat: `choose(game)` returns an answer to game.decision."""

    def __init__(self, name: str, seed: int, seat: int) -> None:
        self.name = name
        self.seat = seat
        self.note = ""
        self._fallback = RandomAgent(seed + seat)
        self._obs_rng = Rng(seed ^ 0x0B5E4F)
        self._agent = None
        self._ai = None
        try:
            import aember.ai as ai
        except ImportError:
            ai = None
        make = getattr(ai, "make_agent", None) if ai is not None else None
        if make is not None:
            try:
                self._agent = make(name, seed)
                self._ai = ai
            except Exception as e:  # an agent that cannot be built must not stop the game
                self.note = f"agent '{name}' unavailable ({e}); the computer plays random legal moves"
        elif name != "random":
            self.note = f"agent '{name}' is not installed yet; the computer plays random legal moves"
        self.label = name if not self.note else f"{name} → random"

    @property
    def slow(self) -> bool:
        """Searching agents think for a while: the app asks them from a thread."""
        return self._agent is not None and self.name.startswith("mcts")

    def choose(self, game: Game) -> Any:
        if self._agent is not None:
            try:
                agent = self._agent
                obs = _observation(self._ai, game, self.seat, self._obs_rng, bool(getattr(agent, "needs_world", False)))
                act = getattr(agent, "act", None) or agent.choose
                ans = act(obs)
                return tuple(ans) if isinstance(ans, list) else ans
            except Exception as e:  # keep playing: fall back for the rest of the game
                self.note = f"agent '{self.name}' failed ({type(e).__name__}: {e}); now random legal moves"
                self.label = f"{self.name} → random"
                self._agent = None
        return self._fallback.choose_from_game(game, self.seat)

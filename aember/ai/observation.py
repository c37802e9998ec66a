"""What an agent is given: the player's view, its legal answers and, for search, sampled worlds.

An agent never holds the real `Game`. When it asks for worlds, the observation keeps one
determinized copy (`Game.determinize`: every card hidden from the player re-dealt at random among
the hidden places) with everything else the player could not know removed as well: log lines meant
for the opponent, the answer history, the game's seed and the state of its random generator.
Every further `sample_world(rng)` re-deals that copy again, so nothing reachable from an
observation depends on the true hidden cards.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from aember.engine.state import Rng

if TYPE_CHECKING:
    from aember.engine.game import Game


def scrub(world: Game, player: int, rng: Rng) -> Game:
    """Remove from a determinized copy what `player` could not know besides the hidden cards."""
    world.log = [e for e in world.log if e[0] == -1 or e[0] == player]
    world.history = []
    world.seed = 0
    world.rng = Rng(rng.next64())
    return world


class Observation:
    """One decision as seen by the player who must answer it.

    player: who answers; kind: the decision's kind; answers: its legal answers (`decision.answers()`);
    view: `game.view(player)`; sample_world(rng): a fresh determinized world (a `Game` holding
    nothing the player could not know), for search. Only observations built with `worlds=True`
    can sample worlds.
    """

    __slots__ = ("player", "kind", "answers", "default", "turn", "_view", "_world")

    def __init__(self, game: Game, player: int, rng: Rng | None = None, worlds: bool = False):
        dec = game.decision
        if dec is None or dec.player != player:
            raise ValueError(f"player {player} has no decision to make")
        self.player = player
        self.kind = dec.kind
        self.answers = dec.answers()
        self.default = dec.default
        self.turn = game.turn
        if worlds:
            self._world = scrub(game.determinize(player, rng or Rng(0)), player, rng or Rng(0))
            self._view = None
        else:
            self._world = None
            self._view = game.view(player)

    @property
    def view(self) -> dict:
        """The player's view (from the determinized copy when there is one: it is the same)."""
        if self._view is None:
            self._view = self._world.view(self.player)
        return self._view

    @property
    def has_worlds(self) -> bool:
        return self._world is not None

    def sample_world(self, rng: Rng) -> Game:
        """A copy of the game where every card hidden from the player is re-dealt at random."""
        if self._world is None:
            raise RuntimeError("this observation was built without worlds (agent.needs_world is False)")
        return scrub(self._world.determinize(self.player, rng), self.player, rng)

    def world(self) -> Game:
        """The observation's own determinized copy (do not change it: clone it first)."""
        if self._world is None:
            raise RuntimeError("this observation was built without worlds (agent.needs_world is False)")
        return self._world

    def __repr__(self) -> str:
        return f"Observation(p{self.player + 1} {self.kind}, {len(self.answers)} answers)"


def observe(game: Game, player: int, rng: Rng | None = None, worlds: bool = False) -> Observation:
    return Observation(game, player, rng, worlds)


__all__ = ["Observation", "observe", "scrub"]

"""The rules engine: `Game`, built with `new_game`, driven with `game.decision` and `game.apply`."""

from aember.engine.decision import Decision, IllegalAnswer
from aember.engine.game import Game, GameError

__all__ = ["Decision", "Game", "GameError", "IllegalAnswer", "new_game"]


def new_game(*args, **kwargs):
    from aember.engine.setup import new_game as _new_game

    return _new_game(*args, **kwargs)

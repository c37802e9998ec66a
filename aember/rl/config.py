"""The settings of `aember train` (no numpy here: the command line reads them without the rl extra)."""

from __future__ import annotations

from dataclasses import asdict, dataclass


@dataclass
class TrainConfig:
    out: str = "learned.npz"
    decks: tuple = ("onyx", "argus")
    imitate: int = 3                # imitation rounds
    improve: int = 2                # policy-gradient rounds
    games: int = 200                # games per round
    epochs: int = 4                 # passes over the imitation data
    buffer: int = 3                 # imitation rounds whose data is learned from (the latest ones)
    batch: int = 256
    lr: float = 1e-3
    pg_lr: float = 2e-4
    hidden: int = 256
    eps: float = 0.1                # share of random moves played in the teacher's games
    opponent: str = "heuristic"     # opponent in the network's games (DAgger and improvement)
    self_play: bool = False         # improvement against the network itself instead
    entropy: float = 0.01
    seed: int = 0
    jobs: int = 2
    turn_cap: int = 200

    def key(self) -> dict:
        """What a checkpoint must agree on to be resumed."""
        d = asdict(self)
        for k in ("out", "jobs", "improve", "imitate", "games", "buffer"):     # a run may be extended
            d.pop(k)
        d["decks"] = list(d["decks"])
        return d

"""KeyForge for reinforcement learning: a PettingZoo AEC environment, a Gymnasium single-agent wrapper,
the observation/action encoding, and a small numpy policy/value network (`aember train`). See docs/rl.md.

Needs the optional extra: pip install 'aember[rl]' (PettingZoo, Gymnasium, numpy).
"""

from __future__ import annotations

import os

# One BLAS thread per process: the network's matrices are small, and on a shared machine (or with one process
# per core, as `aember train` and `aember simulate --jobs` run) BLAS threads only fight each other: a forward
# pass measured 30 times slower with them. Set before numpy is first imported; an explicit setting wins.
for _v in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_v, "1")

_LAZY = {
    "AemberEnv": "aember.rl.aec", "env": "aember.rl.aec", "raw_env": "aember.rl.aec",
    "IllegalAction": "aember.rl.aec", "AemberGymEnv": "aember.rl.gym_env",
    "encode": "aember.rl.encoding", "N_ACTIONS": "aember.rl.encoding", "OBS_SIZE": "aember.rl.encoding",
}


def __getattr__(name: str):
    mod = _LAZY.get(name)
    if mod is None:
        raise AttributeError(f"module 'aember.rl' has no attribute {name!r}")
    import importlib

    return getattr(importlib.import_module(mod), name)


__all__ = sorted(_LAZY)

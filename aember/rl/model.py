"""A small policy/value network in numpy: the encoded observation -> a score for every action and a value.

Two hidden layers (ReLU) shared by a policy head (one logit per action of the fixed action space, the
illegal ones masked out) and a value head (tanh: the expected result, -1..1, for the player to act).
The card-identity fields of the observation are left out of the input (they are categorical numbers;
the printed facts beside them describe the card). Saved as a compressed .npz file (float16 weights and the
sizes of the encoding they were trained for); `load` refuses a file made for another encoding.
"""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

import numpy as np

from aember.rl.encoding import N_ACTIONS, OBS_SIZE, id_positions

FORMAT = "aember-policy-v1"


class ModelError(ValueError):
    """A model file that cannot be used (missing, unreadable, made for another encoding)."""


def _input_mask() -> np.ndarray:
    m = np.ones(OBS_SIZE, dtype=np.float32)
    m[id_positions()] = 0.0
    return m


class PolicyValueNet:
    def __init__(self, hidden: int = 256, seed: int = 0):
        rng = np.random.default_rng(seed)
        self.hidden = hidden
        he = lambda n_in, n_out: (rng.standard_normal((n_in, n_out)) * np.sqrt(2.0 / n_in)).astype(np.float32)
        self.p = {
            "W1": he(OBS_SIZE, hidden), "b1": np.zeros(hidden, np.float32),
            "W2": he(hidden, hidden), "b2": np.zeros(hidden, np.float32),
            "Wp": (he(hidden, N_ACTIONS) * 0.1), "bp": np.zeros(N_ACTIONS, np.float32),
            "Wv": (he(hidden, 1) * 0.1), "bv": np.zeros(1, np.float32),
        }
        self.in_mask = _input_mask()
        self.meta: dict = {}

    # ------------------------------------------------------------------------------------------

    def forward(self, x: np.ndarray, keep: bool = False):
        """x: (batch, OBS_SIZE) -> (logits (batch, N_ACTIONS), values (batch,)) [, cache for backward]."""
        p = self.p
        x = x * self.in_mask
        z1 = x @ p["W1"] + p["b1"]
        h1 = np.maximum(z1, 0)
        z2 = h1 @ p["W2"] + p["b2"]
        h2 = np.maximum(z2, 0)
        logits = h2 @ p["Wp"] + p["bp"]
        v = np.tanh((h2 @ p["Wv"] + p["bv"])[:, 0])
        if keep:
            return logits, v, (x, h1, h2, v)
        return logits, v

    def logits1(self, obs: np.ndarray) -> np.ndarray:
        """The action scores of one observation (the first layer reads only the rows of the non-zero inputs:
        most of an observation is empty card slots)."""
        p = self.p
        x = obs * self.in_mask
        nz = np.flatnonzero(x)
        h1 = np.maximum(x[nz] @ p["W1"][nz] + p["b1"], 0)
        h2 = np.maximum(h1 @ p["W2"] + p["b2"], 0)
        return h2 @ p["Wp"] + p["bp"]

    def act(self, obs: np.ndarray, mask: np.ndarray) -> int:
        """The legal action with the highest score."""
        logits = self.logits1(obs)
        return int(np.argmax(np.where(mask > 0, logits, -np.inf)))

    def policy(self, obs: np.ndarray, mask: np.ndarray) -> np.ndarray:
        """The probabilities of the legal actions (0 for the others)."""
        logits, _ = self.forward(obs[None, :])
        return masked_softmax(logits, mask[None, :])[0]

    def value(self, obs: np.ndarray) -> float:
        return float(self.forward(obs[None, :])[1][0])

    def grads(self, x, mask, target_probs=None, actions=None, advantages=None, value_targets=None,
              value_weight: float = 0.5, entropy: float = 0.0):
        """The loss and its gradients for a batch.

        Policy loss: cross-entropy against `target_probs` (imitation: one-hot of the teacher's action), or
        -advantage · log π(action) (policy gradient) when `actions` and `advantages` are given.
        Value loss: mean squared error against `value_targets` (the game's result for the player to act).
        """
        p = self.p
        logits, v, (xm, h1, h2, _) = self.forward(x, keep=True)
        n = x.shape[0]
        probs = masked_softmax(logits, mask)
        logp = np.log(np.maximum(probs, 1e-12))
        if actions is not None:
            adv = advantages.astype(np.float32)
            lp_a = logp[np.arange(n), actions]
            pol_loss = float(-(adv * lp_a).mean())
            g = probs * adv[:, None]
            g[np.arange(n), actions] -= adv
        else:
            pol_loss = float(-(target_probs * logp).sum(1).mean())
            g = probs * target_probs.sum(1, keepdims=True) - target_probs
        if entropy:
            ent = -(probs * logp).sum(1)
            # d(-entropy)/dlogit = probs * (logp + ent)
            g += entropy * probs * (logp + ent[:, None])
        g = np.where(mask > 0, g, 0.0) / n
        loss = pol_loss
        gv = np.zeros(n, np.float32)
        if value_targets is not None:
            err = v - value_targets
            loss += value_weight * float((err ** 2).mean())
            gv = value_weight * 2 * err * (1 - v ** 2) / n
        gr = {}
        gr["Wp"] = h2.T @ g
        gr["bp"] = g.sum(0)
        gr["Wv"] = h2.T @ gv[:, None]
        gr["bv"] = np.array([gv.sum()], np.float32)
        dh2 = g @ p["Wp"].T + gv[:, None] @ p["Wv"].T
        dh2 *= h2 > 0
        gr["W2"] = h1.T @ dh2
        gr["b2"] = dh2.sum(0)
        dh1 = dh2 @ p["W2"].T
        dh1 *= h1 > 0
        gr["W1"] = xm.T @ dh1
        gr["b1"] = dh1.sum(0)
        return loss, {k: a.astype(np.float32) for k, a in gr.items()}

    # ------------------------------------------------------------------------------------------

    def save(self, path, meta: dict | None = None) -> int:
        """Write the network (float16 weights) to `path` (.npz); returns the file's size in bytes."""
        info = {"format": FORMAT, "obs_size": OBS_SIZE, "n_actions": N_ACTIONS, "hidden": self.hidden}
        info.update(self.meta)
        info.update(meta or {})
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(path.name + ".tmp.npz")
        np.savez_compressed(tmp, meta=np.array(json.dumps(info)),
                            **{k: v.astype(np.float16) for k, v in self.p.items()})
        tmp.replace(path)
        return path.stat().st_size


def load(path) -> PolicyValueNet:
    path = Path(path)
    try:
        z = np.load(path, allow_pickle=False)
    except FileNotFoundError:
        raise ModelError(f"{path}: no such model file") from None
    except (OSError, ValueError, EOFError, zipfile.BadZipFile) as e:     # a truncated .npz is a bad zip
        raise ModelError(f"{path}: not a model file ({e})") from None
    with z:
        try:
            meta = json.loads(str(z["meta"]))
            params = {k: z[k].astype(np.float32) for k in ("W1", "b1", "W2", "b2", "Wp", "bp", "Wv", "bv")}
        except (KeyError, ValueError, EOFError, zipfile.BadZipFile) as e:
            raise ModelError(f"{path}: not an aember model file ({e})") from None
    if not isinstance(meta, dict):
        raise ModelError(f"{path}: not an aember model file (its meta is not an object)")
    if meta.get("format") != FORMAT:
        raise ModelError(f"{path}: not an aember model file (format {meta.get('format')!r})")
    if meta.get("obs_size") != OBS_SIZE or meta.get("n_actions") != N_ACTIONS:
        raise ModelError(f"{path}: made for another encoding (observation {meta.get('obs_size')}, actions "
                         f"{meta.get('n_actions')}; this aember has {OBS_SIZE} and {N_ACTIONS}): train it again")
    net = PolicyValueNet.__new__(PolicyValueNet)
    try:
        net.hidden = int(meta["hidden"])
    except (KeyError, TypeError, ValueError) as e:
        raise ModelError(f"{path}: not an aember model file (hidden size: {e!r})") from None
    net.p = params
    net.in_mask = _input_mask()
    net.meta = meta
    return net


def masked_softmax(logits: np.ndarray, mask: np.ndarray) -> np.ndarray:
    z = np.where(mask > 0, logits, -1e9)
    z = z - z.max(1, keepdims=True)
    e = np.exp(z) * (mask > 0)
    return e / np.maximum(e.sum(1, keepdims=True), 1e-30)


class Adam:
    def __init__(self, params: dict, lr: float = 1e-3, b1: float = 0.9, b2: float = 0.999, eps: float = 1e-8):
        self.lr, self.b1, self.b2, self.eps = lr, b1, b2, eps
        self.m = {k: np.zeros_like(v) for k, v in params.items()}
        self.v = {k: np.zeros_like(v) for k, v in params.items()}
        self.t = 0

    def step(self, params: dict, grads: dict, clip: float = 5.0) -> None:
        norm = float(np.sqrt(sum(float((g ** 2).sum()) for g in grads.values())))
        scale = min(1.0, clip / (norm + 1e-8))
        self.t += 1
        for k, g in grads.items():
            g = g * scale
            self.m[k] = self.b1 * self.m[k] + (1 - self.b1) * g
            self.v[k] = self.b2 * self.v[k] + (1 - self.b2) * g * g
            mh = self.m[k] / (1 - self.b1 ** self.t)
            vh = self.v[k] / (1 - self.b2 ** self.t)
            params[k] -= (self.lr * mh / (np.sqrt(vh) + self.eps)).astype(np.float32)

    def state(self) -> dict:
        out = {f"m_{k}": v for k, v in self.m.items()}
        out.update({f"v_{k}": v for k, v in self.v.items()})
        out["t"] = np.array(self.t)
        return out

    def load_state(self, d) -> None:
        for k in self.m:
            self.m[k] = d[f"m_{k}"].astype(np.float32)
            self.v[k] = d[f"v_{k}"].astype(np.float32)
        self.t = int(d["t"])


__all__ = ["Adam", "ModelError", "PolicyValueNet", "load", "masked_softmax"]

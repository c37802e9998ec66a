"""`aember train`: imitation of the heuristic, then policy-gradient improvement (see docs/rl.md).

Rounds, each: play games on `jobs` processes, learn from them, write the checkpoint.
1. Imitation (rounds 1..imitate): the heuristic labels positions with its choice. In the first round both
   players are heuristics (an `eps` share of the moves actually played are random, so that the positions
   vary); in the next ones the network plays one seat against the heuristic and the heuristic labels the
   network's positions too (DAgger: the network learns what to do in the positions it reaches itself).
   Loss: cross-entropy to the teacher's action + the squared error of the value to the game's result.
2. Improvement (rounds imitate+1..imitate+improve): the network, sampling from its policy, plays the
   heuristic (or itself, `--self-play`); REINFORCE with the value as baseline (advantage = result − value),
   a small learning rate and an entropy bonus, plus the imitation loss on the teacher-labelled data of the
   last imitation round (kept in memory) so that the policy does not drift far from what it learned.

The checkpoint (`OUT.ckpt.npz`) holds the network, the optimiser and the number of rounds done: running the same
command again resumes after the last finished round. The model (`OUT`) is written after every round.
"""

from __future__ import annotations

import json
import os
import sys
import time
import zipfile
from pathlib import Path

import numpy as np

from aember.rl.config import TrainConfig
from aember.rl.encoding import ACTION_BASE, CARD_F, GLOBAL, HAND, N_ACTIONS, encode
from aember.rl.model import Adam, PolicyValueNet, masked_softmax

# ------------------------------------------------------------------------------------------------
# Playing games (in worker processes)

_W: dict = {}


def _init_worker(cfg: TrainConfig, params: dict | None) -> None:
    from aember.rl.aec import DeckSource

    _W["cfg"] = cfg
    _W["sources"] = (DeckSource(cfg.decks[0]), DeckSource(cfg.decks[1]))
    net = None
    if params is not None:
        net = PolicyValueNet.__new__(PolicyValueNet)
        net.hidden = cfg.hidden
        net.p = params
        from aember.rl.model import _input_mask

        net.in_mask = _input_mask()
        net.meta = {}
    _W["net"] = net


def _inverse(enc) -> dict:
    return {a: k for k, a in enc.answers.items()}


def play_record(task: tuple) -> dict:
    """One game. task = (mode, game seed, the network's seat). mode: 'teacher' (two heuristics, eps random
    moves), 'dagger' (network vs opponent, both labelled by the heuristic), 'pg' (network sampling)."""
    from aember.ai.agents import HeuristicAgent, make_agent
    from aember.ai.observation import Observation
    from aember.engine.setup import new_game
    from aember.engine.state import Rng

    mode, seed, seat = task
    cfg: TrainConfig = _W["cfg"]
    net: PolicyValueNet | None = _W["net"]
    src = _W["sources"]
    decks = (src[0].get(seed * 7 + 1), src[1].get(seed * 7 + 2))
    g = new_game(decks[0], decks[1], seed=seed, turn_cap=cfg.turn_cap)
    rng = np.random.default_rng(seed)
    obs_rng = Rng(seed ^ 0x0B5E4F)
    teacher = HeuristicAgent(seed ^ 0xA11CE)
    opp = None                      # None: the teacher (labelled) or, self-play, the network
    if mode != "teacher" and cfg.opponent != "heuristic" and not (mode == "pg" and cfg.self_play):
        opp = make_agent(cfg.opponent, seed ^ 0xB0B)
    X, M, A, P, PG = [], [], [], [], []      # observations, masks, actions, player, is a network sample (pg)

    def record(enc, k: int, p: int, sampled: bool) -> None:
        X.append(enc.obs)
        M.append(enc.mask)
        A.append(k)
        P.append(p)
        PG.append(sampled)

    def label(d, p: int):
        return teacher.act(Observation(g, p, obs_rng, worlds=teacher.wants_world(d)))

    while not g.over:
        d = g.decision
        p = d.player
        answers = d.answers()
        if len(answers) == 1:
            g.apply(answers[0])
            continue
        enc = encode(g.view(p), d.kind, answers)
        inv = _inverse(enc)
        net_turn = mode != "teacher" and (p == seat or (mode == "pg" and cfg.self_play))
        if mode == "pg" and net_turn:
            probs = masked_softmax(net.forward(enc.obs[None, :])[0], enc.mask[None, :])[0]
            k = int(rng.choice(N_ACTIONS, p=probs / probs.sum()))
            record(enc, k, p, True)
            g.apply(enc.answers[k])
            continue
        if not net_turn and opp is not None:
            g.apply(opp.act(Observation(g, p, obs_rng, worlds=opp.wants_world(d))))
            continue
        lab = label(d, p)
        if lab in inv:
            record(enc, inv[lab], p, False)
        if net_turn:                # dagger: the network plays, the teacher's label is recorded
            play = (answers[int(rng.integers(len(answers)))] if rng.random() < cfg.eps
                    else enc.answers[net.act(enc.obs, enc.mask)])
        elif mode == "teacher" and rng.random() < cfg.eps:
            play = answers[int(rng.integers(len(answers)))]
        else:
            play = lab
        g.apply(play)
    z = [0.0, 0.0] if g.winner is None else [1.0 if g.winner == 0 else -1.0, 1.0 if g.winner == 1 else -1.0]
    n = len(X)
    return {"x": np.array(X, dtype=np.float16).reshape(n, -1), "m": np.array(M, dtype=np.int8).reshape(n, -1),
            "a": np.array(A, dtype=np.int16), "z": np.array([z[p] for p in P], dtype=np.float32),
            "pg": np.array(PG, dtype=bool), "winner": g.winner, "seat": seat, "turns": g.turn}


def play_many(tasks: list, cfg: TrainConfig, net: PolicyValueNet | None, label: str, progress: bool) -> list:
    from aember.ai.simulate import Progress

    bar = Progress(len(tasks), label, enabled=progress)
    out = []
    params = net.p if net is not None else None
    if cfg.jobs <= 1:
        _init_worker(cfg, params)
        for t in tasks:
            out.append(play_record(t))
            bar.update(len(out))
    else:
        import multiprocessing as mp

        ctx = mp.get_context("fork") if sys.platform.startswith("linux") else mp.get_context()
        with ctx.Pool(cfg.jobs, initializer=_init_worker, initargs=(cfg, params)) as pool:
            for r in pool.imap_unordered(play_record, tasks, chunksize=2):
                out.append(r)
                bar.update(len(out))
    bar.close()
    return out


def _stack(results: list, key: str) -> np.ndarray:
    return np.concatenate([r[key] for r in results])


# ------------------------------------------------------------------------------------------------


def _ckpt_path(out: str) -> Path:
    return Path(out).with_name(Path(out).name + ".ckpt.npz")


def save_checkpoint(cfg: TrainConfig, net: PolicyValueNet, opt: Adam, done: int, log: list) -> None:
    path = _ckpt_path(cfg.out)
    tmp = path.with_name(path.name + ".tmp.npz")
    np.savez(tmp, meta=np.array(json.dumps({"config": cfg.key(), "done": done, "log": log})),
             **{f"p_{k}": v for k, v in net.p.items()}, **{f"o_{k}": v for k, v in opt.state().items()})
    tmp.replace(path)


def load_checkpoint(cfg: TrainConfig):
    path = _ckpt_path(cfg.out)
    if not path.exists():
        return None
    try:
        with np.load(path, allow_pickle=False) as z:
            meta = json.loads(str(z["meta"]))
            if meta["config"] != cfg.key():
                raise ValueError(f"{path}: a checkpoint of another training run (other settings); delete it or use "
                                 "--fresh")
            net = PolicyValueNet(cfg.hidden, cfg.seed)
            for k in net.p:
                net.p[k] = z[f"p_{k}"].astype(np.float32)
            opt = Adam(net.p, cfg.lr)
            opt.load_state({k[2:]: z[k] for k in z.files if k.startswith("o_")})
            return net, opt, int(meta["done"]), list(meta["log"])
    except (OSError, KeyError, TypeError, EOFError, zipfile.BadZipFile) as e:
        raise ValueError(f"{path}: not a usable training checkpoint ({e}); delete it or use --fresh") from None
    except ValueError as e:
        if str(e).startswith(str(path)):
            raise
        raise ValueError(f"{path}: not a usable training checkpoint ({e}); delete it or use --fresh") from None


def _say(msg: str, quiet: bool) -> None:
    if not quiet:
        print(msg, flush=True)


def train(cfg: TrainConfig, progress: bool | None = None, fresh: bool = False, quiet: bool = False) -> dict:
    """Run (or resume) the training; returns a summary (rounds, seconds, model size, last figures)."""
    from aember.ai.simulate import game_seed

    t_start = time.perf_counter()
    state = None if fresh else load_checkpoint(cfg)
    if state is None:
        net = PolicyValueNet(cfg.hidden, cfg.seed)
        opt = Adam(net.p, cfg.lr)
        done, log = 0, []
    else:
        net, opt, done, log = state
        _say(f"resuming after round {done} of {cfg.imitate + cfg.improve}", quiet)
    total = cfg.imitate + cfg.improve
    buffer: list = []           # the teacher-labelled data of the last `cfg.buffer` imitation rounds (DAgger's
    keep = None                 # aggregate; not in the checkpoint), and the same for the improvement rounds
    for rnd in range(done, total):
        t0 = time.perf_counter()
        rng = np.random.default_rng(cfg.seed * 1000 + rnd)     # per round: a resumed run learns alike
        imit = rnd < cfg.imitate
        mode = "teacher" if rnd == 0 else ("dagger" if imit else "pg")
        tasks = [(mode, game_seed(cfg.seed, rnd * 100_000 + i), i % 2) for i in range(cfg.games)]
        res = play_many(tasks, cfg, None if mode == "teacher" else net, f"round {rnd + 1}/{total} {mode:7} ",
                        progress)
        x = _stack(res, "x")
        m = _stack(res, "m")
        a = _stack(res, "a").astype(np.int64)
        z = _stack(res, "z")
        pgs = _stack(res, "pg")
        net_games = [r for r in res if mode != "teacher"]
        wins = sum(1 for r in net_games if r["winner"] == r["seat"])
        entry = {"round": rnd + 1, "mode": mode, "games": len(res), "samples": int(len(a))}
        if net_games:
            entry["network_win_rate"] = round(wins / len(net_games), 3)
        if imit:
            buffer = (buffer + [(x, m, a, z)])[-cfg.buffer:]
            keep = tuple(np.concatenate([b[i] for b in buffer]) for i in range(4))
            entry["trained_on"] = int(len(keep[2]))
            if rnd:                     # before learning from them: positions the network has not seen
                entry["new_accuracy"] = round(_accuracy(net, x, m, a, rng), 3)
            loss, acc = _fit_imitation(net, opt, *keep, cfg, rng)
            entry.update(loss=round(loss, 4), accuracy=round(acc, 3))
        else:
            if keep is None and not cfg.imitate:
                keep = (x[~pgs], m[~pgs], a[~pgs], z[~pgs])
            loss = _fit_pg(net, x[pgs], m[pgs], a[pgs], z[pgs], keep, cfg, rng)
            entry.update(loss=round(loss, 4))
        entry["seconds"] = round(time.perf_counter() - t0, 1)
        log.append(entry)
        _say("  ".join(f"{k} {v}" for k, v in entry.items()), quiet)
        size = net.save(cfg.out, {"trained": log, "decks": [str(d) for d in cfg.decks]})
        save_checkpoint(cfg, net, opt, rnd + 1, log)
    size = Path(cfg.out).stat().st_size if Path(cfg.out).exists() else net.save(cfg.out, {"trained": log})
    return {"rounds": total, "log": log, "seconds": time.perf_counter() - t_start, "model_bytes": size,
            "out": cfg.out}


def _batches(n: int, size: int, rng) -> list:
    idx = rng.permutation(n)
    return [idx[i:i + size] for i in range(0, n, size)]


def _fit_imitation(net, opt, x, m, a, z, cfg, rng) -> tuple[float, float]:
    opt.lr = cfg.lr
    losses = []
    for _ in range(cfg.epochs):
        for b in _batches(len(a), cfg.batch, rng):
            xb, mb, ab = shuffle_hands(x[b].astype(np.float32), m[b], a[b], rng)
            tp = np.zeros((len(b), N_ACTIONS), np.float32)
            tp[np.arange(len(b)), ab] = 1.0
            loss, gr = net.grads(xb, mb, target_probs=tp, value_targets=z[b])
            opt.step(net.p, gr)
            losses.append(loss)
    return float(np.mean(losses[-20:])), _accuracy(net, x, m, a, rng)


_HAND_RANGES = ("play", "play_left", "discard", "card")      # the action ranges indexed by hand slot


def shuffle_hands(x: np.ndarray, m: np.ndarray, a: np.ndarray, rng) -> tuple:
    """Augmentation: the order of the cards in hand means nothing, so each position is also learned with its
    hand in a random order (the hand slots of the observation, and the hand-slot actions of the mask and of
    the label, permuted alike). The network then learns one thing per kind of card, not per hand slot."""
    x = x.copy()
    m = m.copy()
    a = a.copy()
    base = GLOBAL
    present = x[:, base:base + HAND * CARD_F:CARD_F] > 0          # the 'present' field of each hand slot
    for i in range(len(a)):
        n = int(present[i].sum())
        if n < 2:
            continue
        perm = rng.permutation(n)          # new slot k holds old slot perm[k]
        xs = x[i, base:base + n * CARD_F].reshape(n, CARD_F)
        x[i, base:base + n * CARD_F] = xs[perm].reshape(-1)
        inv = np.empty(n, np.int64)
        inv[perm] = np.arange(n)           # old slot j is now at inv[j]
        for r in _HAND_RANGES:
            o = ACTION_BASE[r]
            m[i, o:o + n] = m[i, o:o + n][perm]
            if o <= a[i] < o + n:
                a[i] = o + inv[a[i] - o]
    return x, m, a


def _accuracy(net, x, m, a, rng) -> float:
    """How often the network's choice is the teacher's, on (a sample of) these positions."""
    s = rng.choice(len(a), size=min(len(a), 4000), replace=False)
    logits, _ = net.forward(x[s].astype(np.float32))
    pred = np.argmax(np.where(m[s] > 0, logits, -np.inf), axis=1)
    return float((pred == a[s]).mean())


def _fit_pg(net, x, m, a, z, keep, cfg, rng) -> float:
    opt_lr = cfg.pg_lr
    losses = []
    if not len(a):
        return 0.0
    xf = x.astype(np.float32)
    _, v = net.forward(xf)
    adv = z - v
    opt = Adam(net.p, opt_lr)       # a fresh, slow optimiser for the policy gradient
    for b in _batches(len(a), cfg.batch, rng):
        loss, gr = net.grads(xf[b], m[b], actions=a[b], advantages=adv[b], value_targets=z[b],
                             entropy=cfg.entropy)
        if keep is not None and len(keep[2]):
            kb = rng.choice(len(keep[2]), size=min(len(b), len(keep[2])), replace=False)
            tp = np.zeros((len(kb), N_ACTIONS), np.float32)
            tp[np.arange(len(kb)), keep[2][kb]] = 1.0
            l2, g2 = net.grads(keep[0][kb].astype(np.float32), keep[1][kb], target_probs=tp)
            for k in gr:
                gr[k] = gr[k] + 0.5 * g2[k]
            loss += 0.5 * l2
        opt.step(net.p, gr)
        losses.append(loss)
    return float(np.mean(losses))


def default_jobs() -> int:
    return min(2, os.cpu_count() or 1)


__all__ = ["TrainConfig", "load_checkpoint", "play_record", "train"]

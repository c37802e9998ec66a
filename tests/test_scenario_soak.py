"""The soak from the scenario corpus's positions: random-deck soaks rarely reach what the scenarios set up by hand
(upgrades on enemy creatures, odd controls, lasting effects, cards under cards, prophecies, archon powers,
gigantics, tokens …). A fixed stratified sample of tests/scenarios is run, and from each final position (whatever
decision is open) the game goes on with random legal answers, the soak's invariants checked after every step; every
few steps clone, save/load (the same save text, the same next decision, the same state after the same answer) and
both players' views; once per scenario the heuristic agent answers a few decisions."""

import json
import zlib
from functools import cache
from pathlib import Path

import yaml

from aember.ai.agents import HeuristicAgent
from aember.ai.observation import Observation
from aember.engine.serialize import dumps, loads, state_signature
from aember.engine.state import Rng
from aember.scenario import NotImplementedCards, NotImplementedMechanic, Scenario, _StrictLoader
from aember.soak import InvariantError, _check_turn_ended, _turn_end_facts, check_invariants

ROOT = Path(__file__).resolve().parent / "scenarios"
STEPS, DEEP_EVERY, AI_STEPS = 80, 16, 3
PER_FEATURE = 3
FLAT = {"blackbox": 40, "rules": 30}
# what a setup may hold that random decks seldom bring together (the setup's YAML keys)
FEATURES = ("upgrades:", "under:", "grafted:", "prophecies:", "archon_power:", "owner:", "token:", "tide:",
            "counters:", "named:", "face_down:", "new_game:", "pending:")


def _stable(path: Path) -> int:
    return zlib.crc32(str(path.relative_to(ROOT)).encode())


@cache
def sample() -> tuple[Path, ...]:
    """The first files by a stable hash of their path: one of each set's house folder, FLAT of each big flat folder
    (blackbox, rules), and PER_FEATURE of those whose setup holds each feature; a new scenario seldom moves it."""
    files = sorted(ROOT.rglob("*.yaml"))
    strata: dict[str, list[Path]] = {}
    for f in files:
        parts = f.relative_to(ROOT).parts
        strata.setdefault("/".join(parts[:2]) if len(parts) > 2 else parts[0], []).append(f)
    texts = {f: f.read_text(encoding="utf-8") for f in files}
    for feature in FEATURES:
        strata[feature] = [f for f in files if feature in texts[f]]
    picked: set[Path] = set()
    for key, group in strata.items():
        n = PER_FEATURE if key in FEATURES else FLAT.get(key, 1)
        picked.update(sorted(group, key=_stable)[:n])
    return tuple(sorted(picked))


def _deep(g):
    """Clone and save/load reproduce the position: the same save text and state, the same next decision."""
    text, before = dumps(g), state_signature(g)
    twin, loaded = g.clone(), loads(text)
    assert dumps(loaded) == text, "save, load, save gives another text"
    for other in (twin, loaded):
        assert state_signature(other) == before, "a clone or a loaded save differs from the original"
        d, e = g.decision, other.decision
        assert (d is None) == (e is None)
        if d is not None:
            assert (e.kind, e.player, e.prompt, repr(e.options)) == (d.kind, d.player, d.prompt, repr(d.options))
    for p in (0, 1):
        json.dumps(g.view(p))
    return twin, loaded, before


def continue_scenario(path: Path, seed: int) -> int:
    """Run the scenario, then go on from its final position; the number of steps checked (None: not run)."""
    with open(path, encoding="utf-8") as f:
        sc = Scenario(yaml.load(f, Loader=_StrictLoader), str(path))   # noqa: S506 (a SafeLoader)
    try:
        sc.run()
    except (NotImplementedCards, NotImplementedMechanic):
        return None
    g = sc.game
    g.turn_cap = min(g.turn_cap, g.turn + 30)     # scenario decks are tiny: the game may run on with empty decks
    rng = Rng(seed * 7919 + _stable(path))
    ai_from = rng.below(12)
    lasting_seen: dict = {}
    step = 0
    while not g.over and step < STEPS:
        check_invariants(g, lasting_seen)
        d = g.decision
        answers = d.answers()
        if ai_from <= step < ai_from + AI_STEPS:
            agent = HeuristicAgent(seed)
            answer = agent.act(Observation(g, d.player, Rng(seed + step), worlds=agent.wants_world(d)))
            assert answer in answers, f"the agent answered {answer!r}, not a legal answer"
        else:
            answer = answers[rng.below(len(answers))]
        ending = _turn_end_facts(g) if answer == ("end_turn",) and d.kind == "main" else None
        if step % DEEP_EVERY == 0:
            twin, loaded, before = _deep(g)
            g.apply(answer)
            assert state_signature(twin) == before, "a clone changed when its original moved on"
            after = state_signature(g)
            for other in (twin, loaded):
                other.apply(answer)
                assert state_signature(other) == after, "a clone or a loaded save given the same answer diverged"
        else:
            g.apply(answer)
        step += 1
        if ending is not None and not g.over and g.turn > ending[0]:
            _check_turn_ended(g, ending)
    check_invariants(g, lasting_seen)
    return step


def test_the_sample_is_stratified():
    s = sample()
    folders = {p.relative_to(ROOT).parts[0] for p in s}
    assert {"blackbox", "rules", "aoa", "cota", "wc", "gr"} <= folders
    assert 100 <= len(s) <= 260, len(s)


def test_scenario_positions_soak():
    steps, failures = 0, []
    for path in sample():
        try:
            n = continue_scenario(path, seed=1)
        except (AssertionError, InvariantError, Exception) as e:   # noqa: BLE001 - any fault, named with its file
            failures.append(f"{path.relative_to(ROOT)}: {type(e).__name__}: {e}")
            continue
        steps += n or 0
    assert failures == []
    assert steps > 5000

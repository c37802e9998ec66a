"""Which declared abilities of which cards no scenario ever resolves.

    python tools/ability_coverage.py [--json OUT] [PATH ...]     (default: tests/scenarios and ../shared/scenarios)

`aember cards` counts scenario files per card; this looks inside them. It runs every scenario with the engine
watched: an ability counts as exercised when its step is put on the resolution stack (Play:, Reap:, Fight:,
Before Fight:, Destroyed:, Action:, Omni:, and the effect of each triggered ability), and a constant ability when it
applies to some card (its `applies` says yes, or its `value` is read). Exit 1 if any ability is never exercised.

Some constant abilities are markers the engine reads from the card's face by kind (MARKER_KINDS, e.g. "cards under
it lie faceup"); they have nothing to call, so they are listed apart and do not fail the run. A Static shadowed by a
keyword the card also has (Mack the Knife's "used as if of the active house" and its versatile keyword) is never
asked either; such cases are listed by title in SHADOWED.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from aember.cards.registry import all_cards  # noqa: E402
from aember.engine import game as gamemod  # noqa: E402
from aember.engine.carddef import CardDef  # noqa: E402
from aember.engine.steps import Reaction, Static  # noqa: E402
from aember.scenario import find_files, run_file  # noqa: E402

MARKER_KINDS = frozenset({
    "faceup_under", "faceup_in_archives", "archives_pick_any", "never_playable", "no_discard_by_rules", "treachery",
    "attaches_to_artifact", "blank_artifacts", "blank_host", "copy_house", "top_revealed",
    "use_cost_destroy_friendly", "play_lose",
})
SHADOWED = frozenset({"Mack the Knife", "Scowly Caper", "Tireless Crocag"})


def abilities() -> tuple[dict[int, list[tuple[str, str]]], list[tuple[Static, str, str]]]:
    """id of each ability's step (or Static) -> [(card title, which ability)], and the Statics."""
    steps: dict[int, list[tuple[str, str]]] = defaultdict(list)
    statics: list[tuple[Static, str, str]] = []
    seen: set[int] = set()

    def walk(d: CardDef | None, title: str, face: str = "") -> None:
        if d is None or id(d) in seen:
            return
        seen.add(id(d))
        for kind in ("play", "reap", "fight", "before_fight", "destroyed"):
            step = getattr(d, kind)
            if step is not None:
                steps[id(step)].append((title, face + kind))
        for kind, group in (("action", d.actions), ("omni", d.omnis)):
            for i, step in enumerate(group):
                steps[id(step)].append((title, f"{face}{kind}{i}"))
        for i, r in enumerate(d.reactions):
            steps[id(r.effect)].append((title, f"{face}reaction{i}:{r.event}"))
        for i, st in enumerate(d.statics):
            statics.append((st, title, f"{face}static{i}:{st.kind}"))
        walk(d.upgrade_face, title, "upgrade face ")
        walk(d.creature_face, title, "creature face ")

    for d in all_cards().values():
        walk(d, d.title)
    return steps, statics


def watch(statics: list[tuple[Static, str, str]], hit: set[int]) -> None:
    """Record what runs: steps pushed, Statics that apply or whose value is read."""
    push = gamemod.Game.push

    def watched_push(self, step, ctx, data=None):
        hit.add(id(step))
        if isinstance(step, Reaction):
            hit.add(id(step.effect))
        return push(self, step, ctx, data)

    gamemod.Game.push = watched_push
    for st, _title, _which in statics:
        sid = id(st)
        if callable(st.applies):
            def applies(*a, _f=st.applies, _sid=sid):
                r = _f(*a)
                if r:
                    hit.add(_sid)
                return r
            st.applies = applies
        if callable(st.value):
            def value(*a, _v=st.value, _sid=sid):
                hit.add(_sid)
                return _v(*a)
            st.value = value
    statics_of = gamemod.Game.statics_of

    def watched_statics_of(self, kind):
        found = statics_of(self, kind)
        for _src, st, _le in found:
            if st.applies is None:
                hit.add(id(st))
        return found

    gamemod.Game.statics_of = watched_statics_of


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("paths", nargs="*")
    ap.add_argument("--json", help="write the unexercised abilities by card title here")
    args = ap.parse_args()
    paths = args.paths or [str(ROOT / "tests" / "scenarios")] + (
        [str(ROOT.parent / "shared" / "scenarios")] if (ROOT.parent / "shared" / "scenarios").is_dir() else [])
    steps, statics = abilities()
    hit: set[int] = set()
    watch(statics, hit)
    files = find_files(paths)
    failed = sum(1 for f in files if run_file(f).status == "FAIL")
    missing: dict[str, list[str]] = defaultdict(list)
    markers: dict[str, list[str]] = defaultdict(list)
    for sid, owners in steps.items():
        if sid not in hit:
            for title, which in owners:
                missing[title].append(which)
    for st, title, which in statics:
        if id(st) not in hit:
            (markers if st.kind in MARKER_KINDS or title in SHADOWED else missing)[title].append(which)
    n_abilities = sum(len(o) for o in steps.values()) + len(statics)
    print(f"{len(files)} scenario files ({failed} failed); {n_abilities} declared abilities of {len(all_cards())} "
          f"cards; never exercised: {sum(len(v) for v in missing.values())} "
          f"(+ {sum(len(v) for v in markers.values())} markers read by kind or shadowed by a keyword)")
    for title in sorted(missing):
        print(f"  {title}: {', '.join(sorted(missing[title]))}")
    if args.json:
        Path(args.json).write_text(json.dumps({"missing": missing, "markers": markers}, indent=1,
                                              ensure_ascii=False, sort_keys=True), encoding="utf-8")
    return 1 if missing or failed else 0


if __name__ == "__main__":
    sys.exit(main())

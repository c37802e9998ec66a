"""Every scenario: the project's own (tests/scenarios) and the shared ones (../shared/scenarios)."""

from pathlib import Path

import pytest

from aember.scenario import find_files, run_file

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared" / "scenarios"
OWN = ROOT / "tests" / "scenarios"


def disputed() -> set[str]:
    f = ROOT / "tests" / "disputed_scenarios.txt"
    if not f.exists():
        return set()
    out = set()
    for line in f.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            out.add(line.split()[0].rstrip(":"))
    return out


OWN_FILES = find_files([str(OWN)])


@pytest.mark.parametrize("path", OWN_FILES, ids=[str(p.relative_to(OWN)) for p in OWN_FILES])
def test_own_scenario(path: Path) -> None:
    r = run_file(path)
    assert r.status == "PASS", r.line()


SHARED_FILES = find_files([str(SHARED)]) if SHARED.is_dir() else []


@pytest.mark.skipif(not SHARED.is_dir(), reason="../shared/scenarios is not present")
@pytest.mark.parametrize("path", SHARED_FILES, ids=[str(p.relative_to(SHARED)) for p in SHARED_FILES])
def test_shared_scenario(path: Path) -> None:
    rel = str(path.relative_to(SHARED))
    r = run_file(path)
    if rel in disputed() or f"scenarios/{rel}" in disputed():
        # the dispute stands only while the engine gives another outcome than the file; the outcome we believe
        # right is an own scenario (tests/scenarios/rules/disputed-*.yaml)
        assert r.status == "FAIL", f"disputed, yet {r.line()}"
        return
    if r.status == "SKIP":
        pytest.skip(r.line())
    assert r.status == "PASS", r.line()

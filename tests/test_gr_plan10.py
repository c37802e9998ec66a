"""Plan 10 (GR): the creatures under it lie faceup — both players see them, and determinizing does not re-deal them."""

from pathlib import Path

import yaml

from aember.engine.state import Rng
from aember.scenario import Scenario

SCEN = Path(__file__).parent / "scenarios" / "gr" / "mars" / "plan-10-1.yaml"


def _after_play() -> Scenario:
    data = yaml.safe_load(SCEN.read_text(encoding="utf-8"))
    data["moves"] = data["moves"][:1]           # just the play: Troll, Krump and Dust Pixie go under Plan 10
    data.pop("expect", None)
    sc = Scenario(data, str(SCEN))
    sc.run()
    return sc


def test_plan_10_cards_under_are_seen_by_both_players():
    g = _after_play().game
    plan = next(c.cid for c in g.cards if c.defn.title == "Plan 10")
    for viewer in (0, 1):
        arts = g.view(viewer)["players"][0]["artifacts"]
        entry = next(a for a in arts if a["id"] == plan)
        assert sorted(u["title"] for u in entry["under"]) == ["Dust Pixie", "Krump", "Troll"]


def test_plan_10_cards_under_are_not_redealt_by_determinize():
    g = _after_play().game
    under = {c.cid: c.defn.title for c in g.cards if c.zone == "under"}
    assert len(under) == 3
    for seed in range(5):
        w = g.determinize(0, Rng(seed))
        assert {cid: w.cards[cid].defn.title for cid in under} == under

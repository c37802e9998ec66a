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


def test_two_body_snatchers_replacements_clone_without_sharing_state():
    """Two 'destroyed … instead' replacements in one wave: at every decision until the turn is free again, a clone
    given the same answer stays equal to its original (the replacement's context is not shared with the wave's
    data: this diverged before)."""
    from aember.engine.serialize import state_signature

    path = Path(__file__).parent / "scenarios" / "gr" / "mars" / "the-body-snatchers-3.yaml"
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    data["moves"] = data["moves"][:1]
    data.pop("expect", None)
    sc = Scenario(data, str(path))
    sc.run()
    g = sc.game
    war = next(c.cid for c in g.cards if c.defn.title == "War of the Worlds")
    answer = next(a for a in g.decision.answers() if a[:2] == ("play", war))
    steps = 0
    while True:
        twin = g.clone()
        g.apply(answer)
        twin.apply(answer)
        assert state_signature(twin) == state_signature(g)
        if g.decision.kind == "main":
            break
        answer = g.decision.answers()[-1]
        steps += 1
    assert steps >= 2                      # both flanks were asked
    assert sorted(g.cards[x].defn.title for x in g.players[0].battleline) == ["Krump", "Troll", "Tunk"]

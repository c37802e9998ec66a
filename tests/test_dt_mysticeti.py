"""The Mysticeti (DT): an artifact that became a creature is saved and loaded with its creature face."""

from pathlib import Path

import yaml

from aember.engine.serialize import from_json, to_json
from aember.scenario import Scenario

SCEN = Path(__file__).parent / "scenarios" / "dt" / "untamed" / "the-mysticeti-1.yaml"


def test_mysticeti_creature_face_survives_save_and_load():
    data = yaml.safe_load(SCEN.read_text(encoding="utf-8"))
    sc = Scenario(data, str(SCEN))
    sc.run()
    g = sc.game
    cid = next(c.cid for c in g.cards if c.defn.title == "The Mysticeti")
    assert g.cards[cid].zone == "battleline"
    back = from_json(to_json(g))
    c = back.cards[cid]
    assert c.zone == "battleline"
    assert c.token is not None and c.token.type == "creature"
    assert back.power(cid) == 6
    assert back.has_keyword(cid, "taunt")

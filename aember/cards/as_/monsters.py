"""Æmber Skies — the monster creatures S01–S23, whose house varies (LATER-MECHANICS §10): like the anomalies, the
database gives them no house (`house: null, house_varies: true`) and each copy belongs to the house the deck list puts
it in (`Game.house_of` reads the copy's house; deck check accepts them in any of the deck's houses, no maverick)."""

from aember.cards.define import card
from aember.engine.effects import (
    granted_use_ability,
    steal,
)

card("Falcron", "AS",
     text="The creatures next to Falcron have \"After Reap: Steal 1Æ.\"",
     reactions=granted_use_ability(("reaped",), lambda g, src, cid: cid in g.neighbors(src), steal(1)))

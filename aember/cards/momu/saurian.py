"""More Mutation — Saurian."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    capture,
    deal_damage,
    exalt,
    granted_use_ability,
    seq,
)


def _friendly_with_amber(g, src, cid):
    return g.cards[cid].controller == g.cards[src].controller and g.cards[cid].amber > 0


_bawretch = seq(exalt(FRIENDLY_CREATURE, key="f"),
                exalt(ENEMY_CREATURE.times(2, prompt="Choose 2 enemy creatures to exalt"), key="e"))
card("Bawretchadontius", "MoMu",
     gigantic="Bawretchadontius",
     text=("(Gigantic: played only together with its other half.)\n"
           "Every friendly creature that has Æ on it has \"After Reap: Deal 4D to a creature.\"\n"
           "Play/After Fight/After Reap: Exalt one friendly creature and two enemy creatures."),
     reactions=granted_use_ability(("reaped",), _friendly_with_amber, deal_damage(A_CREATURE, 4)),
     play=_bawretch, fight=_bawretch, reap=_bawretch)

card("Cera Severa", "MoMu",
     text=("After Fight/After Reap: Capture 1Æ.\n"
           "Destroyed: Pick an enemy creature and deal it 1D per Æ on Cera Severa."),
     fight=capture(1), reap=capture(1),
     destroyed=deal_damage(ENEMY_CREATURE, lambda g, c: g.cards[c["src"]].amber))

"""More Mutation — Sanctum."""

from aember.cards.define import card
from aember.engine.effects import (
    FRIENDLY_CREATURE,
    each_captures,
    move_amber_to_supply,
    opponent_amber,
    other_friendly,
    split_capture,
    static,
)
from aember.engine.state import BATTLELINE

_hester = each_captures("friendly", lambda g, x, c: True)
card("Ascendant Hester", "MoMu",
     gigantic="Ascendant Hester",
     text=("(Gigantic: played only together with its other half.)\n"
           "Every other friendly creature has +2 armor per Æ on it.\n"
           "Play/After Fight: 1Æ is captured by each friendly creature."),
     statics=[static("armor", other_friendly(), lambda g, src, cid, le: 2 * g.cards[cid].amber)],
     play=_hester, fight=_hester)

card("Sirs Colossus", "MoMu",
     gigantic="Sirs Colossus",
     text=("(Gigantic: played only together with its other half.)\nTaunt.\n"
           "Play: Every Æ of your opponent is captured, shared out as you like among friendly creatures.\n"
           "After Fight: Every Æ on one friendly creature goes back to the common supply."),
     play=split_capture(opponent_amber, lambda g, c: list(g.players[c["me"]].battleline), one_capture=True),
     fight=move_amber_to_supply(FRIENDLY_CREATURE, lambda g, c: 10**6))

card("Grey Aberrant", "MoMu",
     text="No creature has any trait.",
     # creatures only (the cards in play in a battleline): artifacts keep their traits (Shard of Greed's Shards)
     statics=[static("lose_all_traits", lambda g, src, cid, le: g.cards[cid].zone == BATTLELINE)])

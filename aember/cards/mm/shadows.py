"""Mass Mutation — Shadows."""

from aember.cards.define import card
from aember.engine.effects import (
    artifacts,
    do,
    if_,
    lasting_with,
    seq,
    static,
    steal,
    take_control,
)

card("Mutant Cutpurse", "MM",
     text="Enhance [damage][damage][damage].")

card("Rad Penny", "MM",
     text="Play: Steal 1Æ.\nDestroyed: Shuffle Rad Penny into your deck.",
     play=steal(1),
     destroyed=do(lambda g, c: g.shuffle_into_deck([c["src"]]), "shuffle into deck"))

card("Shoulder Id", "MM",
     text=("Taunt.\nShoulder Id is never able to fight.\nWhenever Shoulder Id would deal damage, it deals none and "
           "you steal 1Æ."),
     statics=[static("cannot_fight", lambda g, src, cid, le: cid == src),
              static("steal_instead_of_damage", lambda g, src, cid, le: cid == src)])


def _borrowed(g, src, cid, le):
    return cid == le["target"] and g.cards[cid].controller == le["me"]


card("“Borrow”", "MM",
     text="Play: Take control of an enemy artifact. It belongs to house Shadows while you control it.",
     play=seq(take_control(artifacts("enemy", "Choose an enemy artifact")),
              if_(lambda g, c: bool(c.get("taken")),
                  lasting_with(static("house", _borrowed, "shadows"), until="leaves_play",
                               target=lambda g, c: c["taken"][0]))))

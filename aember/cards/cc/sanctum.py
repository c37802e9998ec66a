"""Crucible Clash — Sanctum."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    FRIENDLY_CREATURE,
    archive_from_hand,
    choose,
    choose_trait,
    creature_captures,
    draw,
    each_captures,
    gain,
    houses_of_my_creatures,
    if_,
    may,
    may_choose,
    move_in_battleline,
    neighbors_of_self,
    ready_and_fight,
    self_as,
    seq,
    split_damage,
    use,
)

_RABTEN = each_captures("friendly", lambda g, x, c: "monk" in g.traits(x))

card("Master Rabten", "CC",
     text="Enhance [sanctum][sanctum].\nPlay/After Reap: Every Monk creature you control captures 1Æ.",
     play=_RABTEN, reap=_RABTEN)

card("Perfect Harmony", "CC",
     text="Play: If the creatures you control belong to at least 3 different houses, draw 2 cards, gain 2Æ and "
          "archive a card.",
     play=if_(lambda g, c: houses_of_my_creatures(g, c) >= 3, seq(draw(2), gain(2), archive_from_hand(1))))

card("Administrator Pelith", "CC",
     text="Enhance [sanctum].\nAfter Reap: You may move one of your Sanctum creatures to any position in your "
          "battleline.",
     reap=may_choose("Move a friendly Sanctum creature?",
                     FRIENDLY_CREATURE.where(lambda g, x, c: g.belongs_to(x, "sanctum"),
                                             "Choose a friendly Sanctum creature to move"),
                     move_in_battleline("t")))

card("Master Tashi", "CC",
     text="Deploy.\nAfter Fight: A neighbor of Master Tashi readies and reaps.\nAfter Reap: A neighbor of Master "
          "Tashi readies and fights.",
     fight=use(neighbors_of_self(), "reap", ready_first=True),
     reap=ready_and_fight(neighbors_of_self()))


def _two_with_trait(g, c) -> bool:
    return sum(1 for x in g.players[c["me"]].battleline if c.get("trait") in g.traits(x)) >= 2


card("Congregate", "CC",
     text="Play: Name a trait. If you control 2 creatures or more with it, gain 2Æ.",
     play=seq(choose_trait(), if_(_two_with_trait, gain(2))))

card("Novice Gelard", "CC",
     text="Enhance [sanctum].\nPlay: A neighboring Sanctum creature readies and reaps.",
     play=use(neighbors_of_self("Choose a neighboring Sanctum creature").where(
         lambda g, x, c: g.belongs_to(x, "sanctum")), "reap", ready_first=True))

card("Render Guilt", "CC",
     text="Play: Choose one of your creatures; it captures 1Æ. Then deal 1D to a creature for each Æ it holds.",
     play=seq(choose("t", FRIENDLY_CREATURE), creature_captures("t", 1),
              split_damage(lambda g, c: sum(g.cards[x].amber for x in c.get("t") or []), A_CREATURE, 1)))

card("Stalwart", "CC",
     text="Deploy. Skirmish. Taunt.\nAfter Fight: You may move Stalwart to any position in your battleline.",
     fight=may("Move Stalwart in your battleline?", seq(self_as("self"), move_in_battleline("self")),
               possible=lambda g, c: g.cards[c["src"]].zone == "battleline"
               and len(g.players[g.cards[c["src"]].controller].battleline) > 1))

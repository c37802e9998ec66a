"""Crucible Clash — Saurian."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    choose,
    creature_gets_for_turn,
    destroy_self,
    exalt,
    exalt_each,
    exalt_each_of_side,
    for_turn_my_creatures_belong_to,
    host_as,
    host_only,
    may,
    move_amber,
    ready_and_fight,
    seq,
    static,
)
from aember.engine.state import BATTLELINE

card("Edict of Conscription", "CC",
     text="Action: Destroy Edict of Conscription. Until the end of the turn, all of your creatures are of house "
          "Saurian.",
     actions=[seq(destroy_self(), for_turn_my_creatures_belong_to("saurian"))])

card("Legate Scipio", "CC",
     text="Enhance [saurian][saurian].\nPlay: If you wish, each creature of house Saurian is exalted.",
     # a yes/no only when a Saurian creature is in play (FORMAT: no 'may' when nothing could be done)
     play=may("Exalt each Saurian creature?", exalt_each(lambda g, x: g.belongs_to(x, "saurian")),
              lambda g, c: any(g.belongs_to(x, "saurian") for x in g.creatures())))

_RECRUIT = seq(choose("t", FRIENDLY_CREATURE.where(lambda g, x, c: "dinosaur" not in g.traits(x),
                                                   "Choose a friendly non-Dinosaur creature")),
               creature_gets_for_turn("power", 2), creature_gets_for_turn("armor", 2), ready_and_fight("t"))

card("Bellatoran Recruiter", "CC",
     text="Enhance [saurian].\nAfter Fight/After Reap: Choose one of your non-Dinosaur creatures. Until the end of "
          "the turn it gets +2 power and +2 armor; it then readies and fights.",
     fight=_RECRUIT, reap=_RECRUIT)

card("Laurel Wreath", "CC",
     text="This creature gets +1 power per Æ it holds.\nPlay: Exalt this creature.",
     statics=[static("power", host_only(), lambda g, src, cid, le: g.cards[cid].amber)],
     play=seq(host_as(), exalt("host")))

card("Decree of Primus", "CC",
     text="Play: Choose a creature, then move every Æ it holds onto a different creature.",
     play=seq(choose("mv_from", A_CREATURE),
              choose("mv_to", A_CREATURE.where(lambda g, x, c: x not in (c.get("mv_from") or []),
                                            "Choose the creature that receives the Æmber")),
              move_amber(lambda g, c: (c.get("mv_from") or [-1])[0], lambda g, c: (c.get("mv_to") or [-1])[0])))

card("Glorious Tradition", "CC",
     text="Action: Exalt every enemy creature on a flank.",
     actions=[exalt_each_of_side("enemy", lambda g, x, c: g.is_flank(x))])

card("Praetorian Kentro", "CC",
     text="Enhance [saurian].\nYour Saurian creatures each get +1 power.",
     statics=[static("power", lambda g, src, cid, le: g.cards[cid].zone == BATTLELINE
                     and g.cards[cid].controller == g.cards[src].controller and g.belongs_to(cid, "saurian"), 1)])

card("Stand and Fight", "CC",
     text="Play: Exalt one of your creatures and one enemy creature. The friendly creature exalted this way then "
          "readies and fights.",
     play=seq(choose("f", FRIENDLY_CREATURE), choose("e", ENEMY_CREATURE), exalt("f"), exalt("e"),
              ready_and_fight("f")))

"""Crucible Clash — Untamed."""

from aember.cards.define import card
from aember.engine.effects import (
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    add_power_counters,
    archive_self,
    can_play_now,
    choose,
    deal_damage,
    did,
    draw,
    exhaust_did,
    gain,
    host_only,
    if_,
    in_my_zone,
    may_choose,
    most_powerful_or_tied,
    play_chosen,
    seq,
    static,
)
from aember.engine.state import BATTLELINE


def _untamed_creature(g, x) -> bool:
    # one that could be played now: none (Grommid's "cannot play creatures") - no yes/no (FORMAT "may")
    return g.cards[x].defn.type == "creature" and g.belongs_to(x, "untamed") and can_play_now(g, x)


card("Circle of Power", "CC",
     text="Your Untamed creatures each count as having 5 power.",
     statics=[static("set_power", lambda g, src, cid, le: g.cards[cid].zone == BATTLELINE
                     and g.cards[cid].controller == g.cards[src].controller and g.belongs_to(cid, "untamed"), 5)])

card("Katha the Wise", "CC",
     text="Enhance [untamed][untamed].\nOmni: If you wish, choose a creature of house Untamed in your hand and "
          "play it.",
     omnis=[may_choose("Play an Untamed creature from your hand?",
                       in_my_zone("hand", _untamed_creature, "Choose an Untamed creature in your hand"),
                       play_chosen("t", "hand"))])


def _untamed_neighbors(g, src, p, le) -> int:
    if g.cards[src].zone != BATTLELINE:
        return 0
    return sum(1 for x in g.neighbors(src) if g.belongs_to(x, "untamed"))


card("Enchanted Murmook", "CC",
     text="Enhance [untamed].\nYour opponent pays 1Æ more for keys per Untamed neighbor of Enchanted Murmook.",
     statics=[static("key_cost", lambda g, src, p, le: p != g.cards[src].controller, _untamed_neighbors)])

card("Way of the Crow", "CC",
     text="Elusive is a keyword of this creature.",
     statics=[static("keyword", host_only(), ("elusive", 1))])

card("Conclave Witch", "CC",
     text="Enhance [untamed].\nAction: You gain 1Æ per Untamed creature you control.",
     actions=[gain(lambda g, c: sum(1 for x in g.players[c["me"]].battleline if g.belongs_to(x, "untamed")))])

card("Power Up", "CC",
     text="Play: One of your creatures gets two +1 power counters. Archive Power Up if that creature is now the most "
          "powerful creature.",
     play=seq(choose("t", FRIENDLY_CREATURE), add_power_counters("t", 2),
              if_(lambda g, c: any(most_powerful_or_tied(g, x) for x in c.get("t") or []), archive_self())))

_FORESEE = if_(lambda g, c: len(g.players[c["me"]].hand) <= 3, draw(2))

card("Prognosticating Witch", "CC",
     text="Enhance [draw][discard].\nPlay/After Reap: Draw 2 cards if your hand holds 3 cards or fewer.",
     play=_FORESEE, reap=_FORESEE)

card("Unleash the Beast", "CC",
     text="Play: Exhaust one of your creatures. If it was exhausted this way, an enemy creature takes damage equal "
          "to its power.",
     play=seq(exhaust_did(FRIENDLY_CREATURE, key="beast"),
              if_(did(), deal_damage(ENEMY_CREATURE, lambda g, c: sum(g.power(x) for x in c["beast"])))))

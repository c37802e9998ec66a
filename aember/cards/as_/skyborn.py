"""Æmber Skies — Skyborn (flanks and key colours: effects.key_forged, on_flank, flank_count)."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    again_if,
    capture,
    choose,
    deal_damage,
    destroy,
    destroy_each,
    flank_count,
    flank_creatures,
    forge_key,
    gain,
    heal,
    houses_among,
    if_,
    is_house,
    key_forged,
    may,
    move_to_flank,
    on_flank,
    opponent_amber,
    ready,
    same_colour_keys_forged,
    self_as,
    seq,
    split_damage,
    static,
    steal,
    take_control,
)

_SKYBORN = is_house("skyborn")


def _skyborn_flanks(g, c=None) -> int:
    return flank_count(g, _SKYBORN)


def _friendly_flank(g, src, cid, le) -> bool:
    return g.cards[cid].controller == g.cards[src].controller and g.is_flank(cid)


card("Prop Dusting", "AS",
     text="Play: Destroy a creature on one of your opponent's flanks.",
     play=destroy(ENEMY_CREATURE.where(on_flank)))

card("Scalawag Finn", "AS",
     text="After Fight: Scalawag Finn heals 3 of its damage.",
     fight=seq(self_as("me_"), heal("me_", 3)))

card("Raiding Party", "AS",
     text="After Fight: Steal 2Æ if both players have forged a key of the same colour; if not, steal 1Æ.",
     fight=if_(same_colour_keys_forged, steal(2), steal(1)))

card("Redline Rotation", "AS",
     text="Play: If your opponent holds 7Æ or more, steal half of their Æ, rounded down.",
     play=if_(lambda g, c: opponent_amber(g, c) >= 7, steal(lambda g, c: opponent_amber(g, c) // 2)))


def _flanks_share_house(g, c) -> bool:
    fl = flank_creatures(g)
    return any(g.house_of(a) == g.house_of(b) for i, a in enumerate(fl) for b in fl[i + 1:])


card("Against All Flags", "AS",
     text="Play: If two different flank creatures share a house, steal 2Æ; if not, steal 1Æ.",
     play=if_(_flanks_share_house, steal(2), steal(1)))


def _not_destroyed(g, c) -> bool:
    hit = [x for x in c.get("t") or [] if x not in (c.get("killed") or [])]
    return bool(hit)


card("Bomb-arang", "AS",
     text="Play: An enemy creature takes 3D. If it survives, one of your creatures takes 1D.",
     play=seq(deal_damage(ENEMY_CREATURE, 3), if_(_not_destroyed, deal_damage(FRIENDLY_CREATURE, 1, key="f"))))

card("Seeker Missiles", "AS",
     text="Play: For each Skyborn creature on a flank, deal 2D to a creature.",
     play=split_damage(_skyborn_flanks, A_CREATURE, per=2))


def _friendly_flank_houses(g, c) -> int:
    return houses_among([x for x in g.players[c["me"]].battleline if g.is_flank(x)], g)


card("Silver Linings", "AS",
     text="Play: Gain 1Æ per house among your flank creatures.",
     play=gain(_friendly_flank_houses))

card("Safe Port", "AS",
     text=("Play: If you have forged your yellow key, a friendly creature captures 2Æ. If your opponent has forged "
           "their yellow key, steal 1Æ."),
     play=seq(if_(key_forged("yellow"), capture(2, FRIENDLY_CREATURE)),
              if_(key_forged("yellow", "opponent"), steal(1))))

card("Edge of the World", "AS",
     text="Play: Put any creature on the flank of your choice of its own battleline, then steal 1Æ.",
     play=seq(choose("t", A_CREATURE), move_to_flank("t"), steal(1)))

card("Maqui Expedition", "AS",
     text="Play: Take control of a creature on one of your opponent's flanks.",
     play=take_control(ENEMY_CREATURE.where(on_flank)))

card("Third of Cliff", "AS",
     text=("Elusive.\nAction: With your red key forged, destroy every enemy creature on a flank; without it, "
           "destroy one enemy creature on a flank."),
     actions=[if_(key_forged("red"), destroy_each("enemy", on_flank), destroy(ENEMY_CREATURE.where(on_flank)))])

card("Chandler Anouk", "AS",
     text="Your creatures on a flank get +2 armor and have taunt.",
     statics=[static("armor", _friendly_flank, 2), static("keyword", _friendly_flank, ("taunt", 1))])

card("Cloudburst Command", "AS",
     text="For each Skyborn creature on a flank, your opponent's keys cost +1Æ.",
     statics=[static("key_cost", lambda g, src, p, le: p != g.cards[src].controller,
                     lambda g, src, p, le: _skyborn_flanks(g))])

card("Freedom to Be", "AS",
     text="Play: Forge a key at its current cost +4Æ, less 1Æ per Skyborn creature on a flank.",
     play=forge_key(lambda g, c: g.key_cost(c["me"]) + max(0, 4 - _skyborn_flanks(g))))

card("Pirate Champion", "AS",
     text="Taunt.\nAfter Fight: Pirate Champion may move to either flank.",
     fight=may("Move Pirate Champion to a flank?", seq(self_as("t"), move_to_flank("t"))))

card("Red Skies", "AS",
     text=("Play: Move a friendly Skyborn creature to either flank, then ready it. Do this a second time if any "
           "player has forged a red key."),
     play=again_if(seq(choose("t", FRIENDLY_CREATURE.where(lambda g, x, c: _SKYBORN(g, x))), move_to_flank("t"),
                       ready("t")),
                   key_forged("red", "any")))

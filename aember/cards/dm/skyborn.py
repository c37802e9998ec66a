"""Draconian Measures — Skyborn."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    add_power_counters,
    at_my_turn_if_self_exhausted,
    belongs_to_house_while_mine,
    capture,
    choose,
    damage_each,
    damage_self,
    draw,
    each_captures,
    exhaust,
    exhaust_each,
    forged_keys,
    gain,
    if_,
    ignores_while_attacking,
    is_flank_creature,
    key_forged,
    move_to_flank,
    overwhelmed_me,
    power_counter_on_each_friendly,
    put_on_bottom_of_deck,
    reaction,
    seq,
    split_damage,
    static,
    steal,
    take_control,
    use,
    ward,
    while_self_exhausted,
)

FRIENDLY_FLANK = FRIENDLY_CREATURE.where(is_flank_creature, "Choose a friendly flank creature")
ENEMY_FLANK = ENEMY_CREATURE.where(is_flank_creature, "Choose an enemy flank creature")


def _mine(g, src, ev, le):
    return ev["player"] == g.cards[src].controller


card("Aviatrix Virtuosa", "DM",
     text="Deploy.\nPlay: Every creature that is not on a flank becomes exhausted.",
     play=exhaust_each("any", lambda g, x, c: not g.is_flank(x)))

# "Deal 1D to each creature for each forged key": all the damage of an ability is dealt at once (001:1076), so one
# dealing of N damage to each creature (a ward stops all of it), not N separate waves.
card("Forged Bolt", "DM",
     text="Play: For every key forged (by either player), deal 1D to each creature.",
     play=damage_each("any", forged_keys))

card("Malforge", "DM",
     text="Treachery. Versatile.\nYou cannot forge keys.\nAt the end of your turn, Malforge takes 2D.",
     statics=[static("cannot_forge", lambda g, src, p, le: p == g.cards[src].controller)],
     reactions=[reaction("turn_end", _mine, damage_self(2))])


def _cabochon_count(g, c):
    return sum(1 for x in g.players[c["me"]].battleline if g.is_flank(x) and g.belongs_to(x, "skyborn"))


card("Zomok", "DM",
     gigantic="Zomok",
     text=("(Gigantic: played only together with its other half.)\nWhen Zomok attacks, it ignores taunt, elusive, "
           "poison, hazardous and invulnerable.\nAfter Fight: For every key forged (by either player), deal 2D to a "
           "creature."),
     statics=ignores_while_attacking("taunt", "elusive", "poison", "hazardous", "invulnerable"),
     fight=split_damage(forged_keys, A_CREATURE, per=2))


card("Cabochon", "DM",
     text="Entrench.\nAt the start of your turn, if Cabochon is exhausted, you gain 1Æ per friendly Skyborn creature "
          "on a flank.",
     # "if Cabochon is exhausted": checked as it resolves (it triggers at the start of each of your turns)
     reactions=[at_my_turn_if_self_exhausted("turn_start", gain(_cabochon_count))])

card("Embered Purse", "DM",
     text="Play: Steal 1Æ per ready Skyborn creature in play (on either side).",
     play=steal(lambda g, c: sum(1 for p in g.players for x in p.battleline
                                 if not g.cards[x].exhausted and g.belongs_to(x, "skyborn"))))

_GILT = each_captures("friendly", lambda g, x, c: g.is_flank(x))

card("Gilt ’Em Good", "DM",
     text="Play: Every friendly creature on a flank captures 1Æ. Then, if a yellow key has been forged, do that "
          "again.",
     play=seq(_GILT, if_(key_forged("yellow", "any"), _GILT)))

card("Hannibal’s Mark", "DM",
     text="Play: Take control of an enemy creature on a flank and put three +1 power counters on it. As long as you "
          "control it, its house is Skyborn (not its own house).",
     play=seq(take_control(ENEMY_FLANK), add_power_counters("taken", 3), belongs_to_house_while_mine("skyborn")))

card("Tur-bo-prop", "DM",
     text="After Reap: Draw 2 cards if a blue key has been forged, or 1 card if not.",
     reap=if_(key_forged("blue", "any"), draw(2), draw(1)))

card("Ty Lourd", "DM",
     text="Each time your opponent discards a card from their hand, you gain 1Æ.",
     reactions=[reaction("discarded", lambda g, src, ev, le: ev["player"] != g.cards[src].controller, gain(1))])

card("Barrel Roll", "DM",
     text="Play: Move a creature to either flank of its controller's battleline, then exhaust it.",
     play=seq(choose("t", A_CREATURE), move_to_flank("t"), exhaust("t")))

card("Bloodwing", "DM",
     text="Enhance [capture][power][power].\nAfter Fight/After Reap: Each friendly creature on a flank gets a +1 power "
          "counter.",
     fight=power_counter_on_each_friendly(is_flank_creature),
     reap=power_counter_on_each_friendly(is_flank_creature))

card("Cold Ropes", "DM",
     text="Play: When you are overwhelmed, put an enemy creature at the bottom of its owner's deck. When you are not, "
          "move an enemy creature to either flank of its controller's battleline, then exhaust it.",
     play=if_(overwhelmed_me, put_on_bottom_of_deck(ENEMY_CREATURE),
              seq(choose("t", ENEMY_CREATURE), move_to_flank("t"), exhaust("t"))))

card("Deep Blue Bryn", "DM",
     text="After Fight: Steal 1Æ. Then, if a blue key has been forged, ward Deep Blue Bryn.",
     fight=seq(steal(1), if_(key_forged("blue", "any"), ward())))

card("Jeen Peary", "DM",
     text="After Reap: Steal 1Æ if Jeen Peary is on a flank.",
     reap=if_(lambda g, c: g.is_flank(c["src"]), steal(1)))

_JUMP = use(FRIENDLY_FLANK, ready_first=True)

card("Jump Start", "DM",
     text="Play: Ready a friendly creature on a flank and use it. When you are overwhelmed, do that again.",
     play=seq(_JUMP, if_(overwhelmed_me, _JUMP)))

card("Leftenant Chars", "DM",
     text="After Fight: When you are overwhelmed, steal 2Æ; when you are not, capture 1Æ.",
     fight=if_(overwhelmed_me, steal(2), capture(1)))

card("Remmi Hound", "DM",
     text="Entrench.\nAs long as Remmi Hound is exhausted, every friendly creature on a flank has +4 power.",
     statics=[static("power", lambda g, src, cid, le: while_self_exhausted(g, src, cid, le)
                     and g.cards[cid].controller == g.cards[src].controller and g.is_flank(cid), 4)])

card("Ruby Rackham", "DM",
     text="After Fight: Deal 4D to each enemy creature on a flank if a red key has been forged, or 1D to each if not.",
     fight=if_(key_forged("red", "any"), damage_each("enemy", 4, is_flank_creature),
               damage_each("enemy", 1, is_flank_creature)))

"""Draconian Measures — Ouboros (Dragon creatures, exhausted creatures, forged keys, overwhelmed)."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    artifacts,
    at_my_turn_if_self_exhausted,
    capture,
    captures_from_own_side,
    choose,
    count_forged_keys,
    creatures_in_excess,
    damage_each,
    damage_each_killed,
    deal_damage,
    destroy,
    destroy_each,
    destroy_self,
    destroyed_any,
    did,
    draw,
    each_captures,
    enemy_creature_reaped,
    exhaust,
    exhaust_each,
    exhausted_count,
    forge_then_purge_self,
    friendly_in,
    gain,
    granted_use_ability,
    host_is,
    if_,
    in_center,
    may,
    overwhelmed_me,
    put_on_bottom_of_deck,
    reaction,
    ready,
    ready_did,
    repeat,
    search,
    self_as,
    seq,
    shuffle_into_owners_deck,
    split_damage,
    static,
    steal,
    use,
)
from aember.engine.steps import ChooseOne


def _dragon(g, x) -> bool:
    return "dragon" in g.traits(x)


card("Agorim", "DM",
     text="As long as Agorim sits in the center of your battleline, each friendly creature has +5 power.",
     statics=[static("power", lambda g, src, cid, le: in_center(g, src)
                     and g.cards[cid].controller == g.cards[src].controller, 5)])

card("Ashwing Protocol", "DM",
     text="Play: When you are overwhelmed, draw three cards.",
     play=if_(overwhelmed_me, draw(3)))

card("Chlorodoze Vapor", "DM",
     text="Play: Every creature takes 3D. Then exhaust one creature per creature this damage destroyed.",
     # no decision once every creature is exhausted (every choice gives the same result: FORMAT rev 2)
     play=seq(damage_each_killed("any", 3),
              repeat(lambda g, c: len(c.get("killed") or []),
                     if_(lambda g, c: any(not g.cards[x].exhausted for x in g.creatures()), exhaust(A_CREATURE)))))

card("Cyn Dynasty", "DM",
     text=("Every key costs 2Æ more.\nAfter the opponent forges a key: gain 2Æ, draw four cards, then destroy Cyn "
           "Dynasty."),
     statics=[static("key_cost", lambda g, src, p, le: True, 2)],
     reactions=[reaction("forged", lambda g, src, ev, le: ev["player"] != g.cards[src].controller,
                         seq(gain(2), draw(4), destroy_self()))])

card("Dray Conis", "DM",
     text="Entrench.\nAs your turn begins, when Dray Conis is exhausted, every creature is destroyed.",
     reactions=[at_my_turn_if_self_exhausted("turn_start", destroy_each())])

card("Gilded Burden", "DM",
     text="Play: Once per key your opponent has forged, an enemy creature captures 2Æ from its own side.",
     # a point is no decision when the opponent's pool is empty (every choice gives the same result: FORMAT rev 2)
     play=repeat(lambda g, c: count_forged_keys(g, 1 - c["me"]),
                 if_(lambda g, c: g.players[1 - c["me"]].amber > 0, captures_from_own_side(ENEMY_CREATURE, 2))))

_HOARDGOUGE = if_(overwhelmed_me, seq(gain(1), deal_damage(ENEMY_CREATURE, 3)))
card("Hoardgouge", "DM",
     text=('The creature carrying this upgrade has "After Fight/After Reap: Only while you are overwhelmed: gain '
           'one Æ, then one enemy creature takes 3D."'),
     reactions=granted_use_ability(("reaped", "fought"), host_is, _HOARDGOUGE))

_KULSHA = exhaust(A_CREATURE.times(3, up_to=True, prompt="Choose up to 3 creatures to exhaust"))
card("Kulsha", "DM",
     gigantic="Kulsha",
     text=("(Gigantic: played only together with its other half.)\nThe opponent's keys cost 2Æ more per key the "
           "opponent has forged.\nAfter Fight/After Reap: Exhaust as many as 3 creatures."),
     statics=[static("key_cost", lambda g, src, p, le: p != g.cards[src].controller,
                     lambda g, src, p, le: 2 * count_forged_keys(g, p))],
     fight=_KULSHA, reap=_KULSHA)


def _more_friendly_exhausted(g, c) -> bool:
    return exhausted_count(g, c["me"]) > exhausted_count(g, 1 - c["me"])


def _chose_t(g, c) -> bool:
    return bool(c.get("t"))


card("Prime Authority", "DM",
     text=("Play: Pick a creature and either ready it or exhaust it. Then, when more friendly than enemy creatures "
           "are exhausted, gain 2Æ."),
     # with no creature in play there is nothing to ready or exhaust: no ready/exhaust decision either
     play=seq(choose("t", A_CREATURE), ChooseOne({"Ready it": ready("t"), "Exhaust it": exhaust("t")},
                                                 available={"Ready it": _chose_t, "Exhaust it": _chose_t}),
              if_(_more_friendly_exhausted, gain(2))))


def _seda_readied_by_me(g, src, ev, le) -> bool:
    return ev["card"] == src and ev["player"] == g.cards[src].controller


def _damage_was_dealt(g, c) -> bool:
    # "deal 2D to it. If you do": all 2 must be dealt to Seda (001:2218-2224) - armor or a ward that prevents some
    # or all of it (or a Shadow Self that takes it instead) leaves the instruction not completely resolved
    return (c.get("dealt") or {}).get(c["src"], 0) >= 2


card("Seda the Sleeper", "DM",
     text=("Seda the Sleeper has invulnerable as long as it is exhausted and on a flank.\nAfter you ready Seda the "
           "Sleeper, you may deal it 2D; if you do, exhaust it.\nPlay: Capture 6Æ."),
     statics=[static("keyword", lambda g, src, cid, le: cid == src and g.cards[src].exhausted and g.is_flank(src),
                     ("invulnerable", 1))],
     reactions=[reaction("readied", _seda_readied_by_me,
                         may("Deal 2 damage to Seda the Sleeper to exhaust it?",
                             seq(self_as("_seda"), deal_damage("_seda", 2),
                                 if_(_damage_was_dealt, exhaust("_seda")))))],
     play=capture(6))

card("Sleepwither", "DM",
     text="Enhance [ouboros][ouboros].\nPlay: Destroy one Ouboros creature. If it is destroyed, gain 2Æ.",
     play=seq(destroy(A_CREATURE.where(lambda g, x, c: g.belongs_to(x, "ouboros"),
                                       "Choose an Ouboros creature to destroy")),
              if_(destroyed_any(), gain(2))))

card("Spherular Gem", "DM",
     text="Action: Destroy Spherular Gem. If it is destroyed, gain 1Æ per forged key (both players' keys).",
     actions=[seq(self_as("_gem"), destroy("_gem"), if_(destroyed_any(), gain(lambda g, c: count_forged_keys(g))))])

_REINER = seq(ready_did(A_CREATURE.where(lambda g, x, c: g.cards[x].exhausted and not _dragon(g, x),
                                         "Choose an exhausted non-Dragon creature to ready")),
              if_(did(), gain(3)))
card("Tranquil Reiner", "DM",
     text=("Tranquil Reiner stays exhausted in your \"ready cards\" step.\nAfter Fight/After Reap: Ready one "
           "exhausted creature that is not a Dragon. If it readies, gain 3Æ."),
     statics=[static("no_ready_step", lambda g, src, cid, le: cid == src)],
     fight=_REINER, reap=_REINER)

card("Bastionclaw", "DM",
     text="Each key the opponent has forged makes your keys cost 1Æ less.",
     statics=[static("key_cost", lambda g, src, p, le: p == g.cards[src].controller,
                     lambda g, src, p, le: -count_forged_keys(g, 1 - p))])

card("Caspart", "DM",
     text="Entrench.\nAs your turn ends, when Caspart is exhausted, exhaust two creatures other than Caspart.",
     reactions=[at_my_turn_if_self_exhausted(
         "turn_end", exhaust(A_CREATURE.other().times(2, prompt="Choose 2 other creatures to exhaust")))])

card("DRAGONS!!!", "DM",
     text="Play: Choose as many Dragon creatures from your discard pile as you like and shuffle them into your deck.",
     play=seq(search(lambda g, x: g.cards[x].defn.type == "creature" and _dragon(g, x), zones=("discard",),
                     prompt="Choose the Dragon creatures to shuffle into your deck"),
              shuffle_into_owners_deck("found")))

card("Doze Wing", "DM",
     text="Play: Every creature that is not a Dragon becomes exhausted.",
     play=exhaust_each("any", lambda g, x, c: not _dragon(g, x)))

card("Glittering Horde", "DM",
     text="Play: Steal 1Æ per distinct colour among all forged keys.",
     play=steal(lambda g, c: len(set(g.players[0].keys) | set(g.players[1].keys))))

card("Noxious Ionox", "DM",
     text="Entrench.\nAs your turn begins, when Noxious Ionox is exhausted, destroy one enemy creature.",
     reactions=[at_my_turn_if_self_exhausted("turn_start", destroy(ENEMY_CREATURE))])

card("Parasitic Charge", "DM",
     text=("Play: Forge a key for 8Æ above the current cost, less 1Æ per Æ in the opponent's pool. If a key is "
           "forged this way, purge Parasitic Charge."),
     play=forge_then_purge_self(lambda g, c: max(0, g.key_cost(c["me"]) + 8 - g.players[1 - c["me"]].amber)))

card("Voltash Coilbreath", "DM",
     text=("After Reap: Use one enemy artifact as though you controlled it, then put that artifact at the bottom of "
           "its owner's deck."),
     reap=seq(choose("t", artifacts("enemy", "Choose an enemy artifact to use")), use("t"),
              put_on_bottom_of_deck("t")))

card("Zartoo, the Swift", "DM",
     text="After Reap: Ready a friendly creature that is not a Dragon and use it.",
     reap=use(FRIENDLY_CREATURE.where(lambda g, x, c: not _dragon(g, x), "Choose a friendly non-Dragon creature"),
              ready_first=True))

card("Arcane Relief", "DM",
     text="Play: Pick an exhausted friendly creature, ready it and use it.",
     play=use(FRIENDLY_CREATURE.where(lambda g, x, c: g.cards[x].exhausted, "Choose an exhausted friendly creature"),
              ready_first=True))


card("Clawcloak Swipe", "DM",
     text=("Play: When you are overwhelmed, pick a friendly creature; it captures 1Æ per creature the opponent "
           "controls beyond your own count."),
     play=if_(overwhelmed_me, capture(creatures_in_excess(), by=FRIENDLY_CREATURE)))

card("Daring Delt", "DM",
     text="After Fight: Gain 1Æ per ready friendly creature that belongs to the active house.",
     fight=gain(lambda g, c: sum(1 for x in g.players[c["me"]].battleline
                                 if not g.cards[x].exhausted and g.belongs_to(x, g.active_house))))

card("Hoarding the Goods", "DM",
     text="Play: Every exhausted friendly creature captures 1Æ.",
     play=each_captures("friendly", lambda g, x, c: g.cards[x].exhausted))

card("Ley Lines", "DM",
     text="Play: When you are overwhelmed, exhaust every creature; when you are not, exhaust one creature.",
     play=if_(overwhelmed_me, exhaust_each(), exhaust(A_CREATURE)))

card("Pip the Pilferer", "DM",
     text="Play: Steal 2Æ when the opponent has forged more keys than you; capture 2Æ when not.",
     play=if_(lambda g, c: count_forged_keys(g, 1 - c["me"]) > count_forged_keys(g, c["me"]), steal(2), capture(2)))

_RIA = if_(overwhelmed_me,
           # friendly_in: Ria's own counters too when resolved as if yours (Replicator)
           capture(lambda g, c: sum(g.cards[x].power_counters for x in friendly_in(g, c))),
           capture(1))
card("Ria Bevy Gress", "DM",
     text=("Enhance [power][power][power].\nAfter Fight/After Reap: When you are overwhelmed, capture 1Æ per +1 "
           "power counter on friendly creatures; when you are not, capture 1Æ."),
     fight=_RIA, reap=_RIA)


def _friendly_creature_used(g, src, ev, le) -> bool:
    # used as a creature (from the battleline), even if it then left play: a token made from a non-creature
    # card included
    return ev["player"] == g.cards[src].controller and ev["card"] in g.logged("used_creature", ev["player"], g.turn)


card("Shadow Gloomcoil", "DM",
     text="Treachery. Versatile.\nAfter any friendly creature is used, every friendly creature takes 1D.",
     reactions=[reaction("used", _friendly_creature_used, damage_each("friendly", 1))])

card("Snapper Dyn", "DM",
     text=("Entrench.\nAs your turn ends, when Snapper Dyn is exhausted, deal 1D to an enemy creature once per Æ "
           "in the opponent's pool."),
     reactions=[at_my_turn_if_self_exhausted(
         "turn_end", split_damage(lambda g, c: g.players[1 - c["me"]].amber, ENEMY_CREATURE))])

card("Sparkscheme", "DM",
     text="Entrench.\nEach time an enemy creature reaps while Sparkscheme is exhausted, you draw 1 card.",
     # "if Sparkscheme is exhausted": checked as it resolves (it triggers on every enemy reap)
     reactions=[reaction("reaped", enemy_creature_reaped,
                         if_(lambda g, c: g.cards[c["src"]].exhausted, draw(1)))])

card("Vanguard Wounds", "DM",
     text="Play: Deal 3D to one creature. Draw a card when that damage destroys it.",
     play=seq(deal_damage(A_CREATURE, 3), if_(lambda g, c: bool(c.get("killed")), draw(1))))

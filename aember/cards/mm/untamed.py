"""Mass Mutation — Untamed."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    add_power_counters,
    artifacts,
    choose,
    creature_gains_until_my_next_turn,
    deal_damage,
    destroy,
    destroy_each,
    did,
    discard_then_draw,
    do,
    enemy_destroyed_fighting_self,
    forge_key,
    gain,
    if_,
    in_my_zone,
    lasting,
    least_powerful,
    look_top_keep_bottom,
    may_choose,
    may_exalt_self_then,
    most_powerful,
    move_from_zone_to_hand,
    my_amber,
    not_tagged,
    put_hand_creatures_into_play,
    put_power_counters,
    reaction,
    ready,
    return_to_hand,
    reveal_found_to_hand_and_shuffle,
    search,
    self_only,
    seq,
    static,
    steal,
)
from aember.engine.rules import resolve_bonus_icons
from aember.engine.state import BATTLELINE
from aember.engine.steps import Choose


def _purge_and_icons(g, c):
    for x in c.get("t") or []:
        if not g.in_play(x):
            continue
        face = g.face(x)
        halves = g._riding_halves(x)    # a gigantic creature: its bonus icons are its top half's
        g.purge(x)
        resolve_bonus_icons(g, x, c["me"], face, halves)


card("Keyfrog", "MM",
     text="Destroyed: Forge a key, paying its current cost.",
     destroyed=forge_key())

card("Reclaimed by Nature", "MM",
     text="Play: Purge an artifact, then resolve its bonus icons as though you had played it.",
     play=seq(choose("t", artifacts(prompt="Choose an artifact to purge")), do(_purge_and_icons, "purge")))


def _commune(g, c):
    g.lose(c["me"], g.players[c["me"]].amber)
    g.gain(c["me"], 4)


card("Commune", "MM",
     text="Omega.\nPlay: Lose all your Æ, then gain 4Æ.",
     play=do(_commune, "commune"))

card("Wild Bounty", "MM",
     text="Enhance [amber][amber].\nPlay: The next card you play this turn resolves each of its bonus icons "
          "one more time.",
     play=lasting(static("icon_repeat")))


def _double_counters(g, c):
    card_ = g.cards[c["src"]]
    if card_.zone == "battleline":
        card_.power_counters *= 2
        g.dirty()


def _one_counter(g, c):
    card_ = g.cards[c["src"]]
    if card_.zone == "battleline":
        card_.power_counters += 1
        g.dirty()


card("Chonkers", "MM",
     text="Skirmish.\nAfter an enemy creature is destroyed while fighting Chonkers, double Chonkers's +1 power "
          "counters.\nPlay: Put a +1 power counter on Chonkers.",
     play=do(_one_counter, "power counter"),
     reactions=[reaction("destroyed", enemy_destroyed_fighting_self, do(_double_counters, "double counters"))])


# --- first printed in Mass Mutation: Untamed (mm-untamed) ---

def _is_beast(g, x, c=None):
    return "beast" in g.traits(x)


def _mutants_of(g, p):
    return sum(1 for x in g.players[p].battleline if "mutant" in g.traits(x))


card("Cephaloist", "MM",
     text="While you have 4Æ or more, nobody can steal your Æ.",
     statics=[static("no_steal", lambda g, src, p, le: p == g.cards[src].controller and g.players[p].amber >= 4)])

card("Dæmo-Beast", "MM",
     text="Skirmish.\nDestroyed: Steal 1Æ.",
     destroyed=steal(1))

card("Dark Faerie", "MM",
     text="Skirmish.\nAfter Fight: Gain 2Æ.",
     fight=gain(2))

card("Fandangle", "MM",
     text="While you have 4Æ or more, your creatures of houses other than Untamed enter play ready.",
     statics=[static("enters_ready", lambda g, src, cid, le: g.cards[cid].controller == g.cards[src].controller
                     and not g.belongs_to(cid, "untamed") and g.players[g.cards[src].controller].amber >= 4)])

card("Floomf", "MM",
     text="Skirmish.\nAfter Fight: Put two +1 power counters on a Beast creature.",
     fight=add_power_counters(A_CREATURE.where(_is_beast, "Choose a Beast creature"), 2))

card("Gloriana’s Attendant", "MM",
     text="Enhance [amber][amber].")

card("Pismire", "MM",
     text="While you control more Mutant creatures than your opponent does, your opponent's keys cost +2Æ.",
     statics=[static("key_cost", lambda g, src, p, le: p != g.cards[src].controller
                     and _mutants_of(g, g.cards[src].controller) > _mutants_of(g, p), 2)])

card("Rapid Evolution", "MM",
     text="Play: Choose a creature and put a +1 power counter on it for every Æ in your pool.",
     play=add_power_counters(A_CREATURE, my_amber))


def _is_creature_card(g, x):
    return g.cards[x].defn.type == "creature"


def _first_is_mutant(g, c):
    return any("mutant" in g.traits(x) for x in c.get("t") or [])


_creature_in_discard = in_my_zone("discard", _is_creature_card, "Choose a creature in your discard pile")
card("Resurgence", "MM",
     text="Enhance [draw].\nPlay: Put a creature from your discard pile back into your hand. If it is a Mutant, "
          "put a second creature from your discard pile into your hand as well.",
     play=seq(move_from_zone_to_hand(_creature_in_discard),
              if_(_first_is_mutant, move_from_zone_to_hand(_creature_in_discard, key="t2"))))

card("Savage Clash", "MM",
     text="Play: Destroy every creature but two: the most powerful enemy creature and the least powerful friendly "
          "creature survive.",
     play=seq(most_powerful("keep_e", ENEMY_CREATURE), least_powerful("keep_f", FRIENDLY_CREATURE),
              destroy_each("any", lambda g, x, c: x not in (c.get("keep_e") or []) + (c.get("keep_f") or []))))

card("Dark Harbinger", "MM",
     text="After you play an Untamed action card, ready Dark Harbinger.",
     reactions=[reaction("played", lambda g, src, ev, le: ev["type"] == "action"
                         and ev["player"] == g.cards[src].controller and g.belongs_to(ev["card"], "untamed"),
                         do(lambda g, c: g.ready(c["src"]), "ready self"))])


def _growth_surge(g, c):
    first = (c.get("t") or [None])[0]
    if first is None or g.cards[first].zone != BATTLELINE:
        return
    put_power_counters(g, first, 3)
    # "its neighbor": a flank creature has one, but a middle creature made a flank creature (Spectral Tunneler)
    # has two and the player chooses (rulebook FAQ Spectral Tunneler / Positron Bolt, 001:3389-3394).
    second = next(iter(c.get("n") or []), None)
    if second is None or g.cards[second].zone != BATTLELINE:
        return
    put_power_counters(g, second, 2)
    for third in g.neighbors(second):
        if third != first:
            put_power_counters(g, third, 1)


card("Growth Surge", "MM",
     text="Play: Put three +1 power counters on a creature on a flank, two on its neighbor, and one on that "
          "neighbor's other neighbor.",
     play=seq(choose("t", A_CREATURE.where(lambda g, x, c: g.is_flank(x), "Choose a flank creature")),
              Choose("n", lambda g, c: g.neighbors(c["t"][0]) if c.get("t") else [], 1, False,
                     "Choose a neighbor"),
              do(_growth_surge, "power counters")))

card("Lumilu", "MM",
     text="After Reap: Gain 1Æ for every other Beast creature you control.",
     reap=gain(lambda g, c: sum(1 for x in g.players[c["me"]].battleline if x != c["src"] and _is_beast(g, x))))


def _heal_each_friendly(g, c):
    for x in list(g.players[c["me"]].battleline):
        g.heal(x, 1)


card("Mushroom with a View", "MM",
     text="Omni: Heal 1 damage from every creature you control.",
     omnis=[do(_heal_each_friendly, "heal each friendly")])

card("Trimble", "MM",
     text="Every Mutant creature gains skirmish.",
     statics=[static("keyword", lambda g, src, cid, le: "mutant" in g.traits(cid), ("skirmish", 1))])


def _vaults_blessing(g, c):
    for p in (c["me"], 1 - c["me"]):
        n = _mutants_of(g, p)
        if n:
            g.gain(p, n)


card("Vault’s Blessing", "MM",
     text="Play: Every player gains 1Æ per Mutant creature under their control.",
     play=do(_vaults_blessing, "each gains"))

card("Dark Queen Gloriana", "MM",
     text="Enhance [amber][amber].\nPlay: Put a friendly creature that is not Untamed back into your hand.",
     play=return_to_hand(FRIENDLY_CREATURE.where(lambda g, x, c: not g.belongs_to(x, "untamed"),
                                                 "Choose a friendly non-Untamed creature")))


card("Eunoia", "MM",
     text="When an enemy creature fighting Eunoia is destroyed, you gain 1Æ and Eunoia is healed of 2 damage.",
     reactions=[reaction("destroyed", enemy_destroyed_fighting_self,
                         seq(gain(1), do(lambda g, c: g.heal(c["src"], 2), "heal self")))])

_TYPES = ("action", "artifact", "creature", "upgrade")
card("Look What I Found!", "MM",
     text="Omega.\nPlay: Put one card of each type (action, artifact, creature, upgrade) from your discard pile "
          "into your hand.",
     play=seq(*[move_from_zone_to_hand(in_my_zone("discard", lambda g, x, t=t: g.cards[x].defn.type == t,
                                                   f"Choose an {t} in your discard pile" if t[0] in "aeiou"
                                                   else f"Choose a {t} in your discard pile"), key=f"t_{t}")
                for t in _TYPES]))

card("Mercy, Malkin Queen", "MM",
     text="Skirmish.\nAfter a Cat creature enters play under your control, ward it.\nAfter Fight: Ready a friendly "
          "Beast creature.",
     reactions=[reaction("entered", lambda g, src, ev, le: ev["player"] == g.cards[src].controller
                         and g.cards[ev["card"]].zone == BATTLELINE and "cat" in g.traits(ev["card"]),
                         do(lambda g, c: g.ward(c["ev"]["card"]), "ward"))],
     fight=ready(FRIENDLY_CREATURE.where(_is_beast, "Choose a friendly Beast creature")))

card("Mutation of Cunning", "MM",
     text="Play: A creature gains elusive and the Mutant trait until the start of your next turn.",
     play=creature_gains_until_my_next_turn({"elusive": 1}, ("mutant",)))

card("Mutation of Fury", "MM",
     text="Play: A creature gains assault 3 and the Mutant trait until the start of your next turn.",
     play=creature_gains_until_my_next_turn({"assault": 3}, ("mutant",)))

card("Mutation of Instinct", "MM",
     text="Play: A creature gains skirmish and the Mutant trait until the start of your next turn.",
     play=creature_gains_until_my_next_turn({"skirmish": 1}, ("mutant",)))

card("Dino-Beast", "MM",
     text="Skirmish.\nPlay: You may exalt Dino-Beast; if you exalt it, a creature of your choice is dealt 3D.",
     play=may_exalt_self_then(deal_damage(A_CREATURE, 3), "Exalt Dino-Beast?"))

card("Sacro-Beast", "MM",
     text="Skirmish.")

card("Techno-Beast", "MM",
     text="Skirmish.\nAfter Reap: Discard a card from your hand, then draw a card if one was discarded.",
     reap=discard_then_draw())

card("Umbra-Beast", "MM",
     text="Elusive.\nSkirmish.")

card("Xeno-Beast", "MM",
     text=("Skirmish.\n"
           "After Fight: Look at your deck's top 3 cards; take one of them into your hand and move another to the "
           "bottom of your deck."),
     fight=look_top_keep_bottom(3))

card("Æmberlution", "MM",
     text="Omega.\nPlay: Destroy every creature. Then each player shows their hand and puts every creature card in "
          "it into play ready.",
     play=seq(destroy_each("any"), put_hand_creatures_into_play()))


def _artifacts_in_play(g, src, cid, le):
    return sum(len(p.artifacts) for p in g.players)


card("Blossom Drake", "MM",
     text="Blossom Drake has +1 power for every artifact in play.\nThe text box of every artifact is treated as "
          "blank (traits excepted).",
     statics=[static("power", self_only(), _artifacts_in_play),
              static("blank_artifacts", lambda g, src, cid, le: True)])


def _is_niffle_creature(g, x):
    return g.cards[x].defn.type == "creature" and "niffle" in g.traits(x)


_kong_rampage = may_choose(
    "Destroy a friendly Niffle creature?",
    not_tagged(FRIENDLY_CREATURE.where(lambda g, x, c: "niffle" in g.traits(x), "Choose a friendly Niffle creature")),
    seq(destroy("t"),
        if_(did("destroyed"), seq(deal_damage(A_CREATURE, 3, key="hit"), steal(1),
                                  destroy(artifacts("enemy", "Choose an enemy artifact"), key="art")))))
card("Niffle Kong", "MM",
     text="(Gigantic: played only together with its other half.)\nPlay: Search your deck and your discard pile for "
          "any number of Niffle creatures, show them and put them into your hand; then shuffle your deck.\n"
          "After Fight/After Reap: You may destroy a Niffle creature you control. If you do, deal 3D to a creature, "
          "steal 1Æ and destroy an enemy artifact.",
     gigantic="Niffle Kong",
     play=seq(search(_is_niffle_creature, prompt="Search for Niffle creatures"), reveal_found_to_hand_and_shuffle()),
     fight=_kong_rampage, reap=_kong_rampage)

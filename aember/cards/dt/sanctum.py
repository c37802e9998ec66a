"""Dark Tidings — Sanctum."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    FRIENDLY_CREATURE,
    capture,
    choose,
    damage_each,
    deal_damage,
    destroy_each,
    do,
    each_captures,
    each_sharing_house_with_neighbor,
    exalt,
    exhaust_up_to,
    for_turn_my_creatures_gain,
    gain,
    granted_use_ability,
    heal,
    if_,
    in_my_zone,
    lasting,
    lasting_with,
    lose,
    may,
    move_in_battleline,
    opponent_amber,
    own_reaction_while,
    play_chosen_anywhere,
    purge_each,
    raise_tide,
    reaction,
    ready_and_fight,
    repeat,
    seq,
    shares_a_house,
    static,
    steal,
    stun,
    tide_high,
    tide_raised_by,
    use_each,
    while_tide,
)
from aember.engine.state import BATTLELINE
from aember.engine.steps import Choose, ChooseOne

_switch = static("swap_power_armor", lambda g, src, cid, le: cid == le.get("target"))
card("Lightsmith Clariel", "DT",
     text="Before Fight: You may exchange Lightsmith Clariel's power and armor until the end of the turn.",
     before_fight=may("Switch Lightsmith Clariel's power and armor?",
                      lasting_with(_switch, target=lambda g, c: c["src"]),
                      possible=lambda g, c: g.cards[c["src"]].zone == "battleline"))


# --- Almsmaster, Grey Augur, Lærie of the Lake, Seneschal Sargassa, Sir Bevor, Urien the Circumspect and their
#     Evil Twins; Lightsmith Clariel (Evil Twin)

def _is_neighbor(g, src, cid, le=None):
    return cid in g.neighbors(src)


card("Almsmaster", "DT",
     text="Deploy. Taunt.\nPlay: The creatures next to Almsmaster each capture 1Æ.",
     play=each_captures("friendly", lambda g, x, c: x in g.neighbors(c["src"])))
card("Almsmaster (Evil Twin)", "DT",
     text='Deploy.\nThe creatures next to Almsmaster have "Destroyed: Steal 1Æ."',
     statics=[static("grant_destroyed", _is_neighbor, steal(1))])

card("Grey Augur", "DT",
     text="Each of Grey Augur's neighbors gains \"Fight: Gain 1Æ.\"",
     reactions=granted_use_ability(("fought",), _is_neighbor, gain(1)))
card("Grey Augur (Evil Twin)", "DT",
     text='The creatures next to Grey Augur have "Reap: You gain 1Æ, then exalt this creature."',
     reactions=granted_use_ability(("reaped",), _is_neighbor, seq(gain(1), exalt("user"))))

card("Lærie of the Lake", "DT",
     text="[Tide] Friendly creatures have +2 armor as long as the tide is high.",
     statics=[static("armor", while_tide(1, lambda g, src, cid, le: g.cards[cid].zone == BATTLELINE
                                          and g.cards[cid].controller == g.cards[src].controller), 2)])
card("Lærie of the Lake (Evil Twin)", "DT",
     text="[Tide] Lærie of the Lake has +5 armor as long as the tide is high.",
     statics=[static("armor", while_tide(1), 5)])

_CLARIEL_SWAP = static("swap_power_armor", lambda g, src, cid, le: cid == le.get("target"))
card("Lightsmith Clariel (Evil Twin)", "DT",
     text="Action: Until the end of the turn, exchange a creature's power and armor.",
     actions=[seq(choose("t", A_CREATURE), lasting_with(_CLARIEL_SWAP, target=lambda g, c: c["t"][0]))])


def _sargassa_takers(g, c):
    return list(g.players[c["ev"]["player"]].battleline)


def _sargassa_capture(g, c):
    p = c["ev"]["player"]
    for x in c.get("cap") or []:
        if g.cards[x].zone == BATTLELINE:
            g.capture(x, 2, 1 - p)


card("Seneschal Sargassa", "DT",
     text="[Tide] After a player raises the tide, a creature of that player's captures 2Æ from that player's "
          "opponent.",
     reactions=[reaction("tide_raised", tide_raised_by("any"),
                         seq(Choose("cap", _sargassa_takers, 1, False, "Choose a creature to capture 2Æ"),
                             do(_sargassa_capture, "capture")))])
card("Seneschal Sargassa (Evil Twin)", "DT",
     text="[Tide] Whenever either player raises the tide, Seneschal Sargassa captures 2 of your opponent's Æ.",
     reactions=[reaction("tide_raised", tide_raised_by("any"), capture(2))])

card("Sir Bevor", "DT", text="Taunt.")
card("Sir Bevor (Evil Twin)", "DT", text="Poison.")

card("Urien the Circumspect", "DT",
     text="Reap: Gain as much Æ as Urien the Circumspect's armor.",
     reap=gain(lambda g, c: g.armor(c["src"]) if g.cards[c["src"]].zone == BATTLELINE else 0))
card("Urien the Circumspect (Evil Twin)", "DT",
     text="Reap: Your opponent loses as much Æ as Urien the Circumspect's armor.",
     reap=lose(lambda g, c: g.armor(c["src"]) if g.cards[c["src"]].zone == BATTLELINE else 0))


# --- the other Sanctum cards

card("Orphiel, Sea’s Chosen", "DT",
     text='[Tide] As long as the tide is high, Orphiel, Sea\'s Chosen has skirmish and the ability "Fight: Gain 2Æ."',
     statics=[static("keyword", while_tide(1), ("skirmish", 1))],
     fight=if_(tide_high, gain(2)))

card("Orphion, Land’s Chosen", "DT",
     text='[Tide] As long as the tide is low, Orphion, Land\'s Chosen has +3 armor and the ability "Reap: Capture 2Æ."',
     statics=[static("armor", while_tide(-1), 3)],
     # "While the tide is low, … gains 'Reap: …'": low for its controller, as for the armor (own_reaction_while, as
     # Indigo Halyard and Aero O'Fore), so Replicator resolving it as if its player controlled Orphion finds it
     reactions=own_reaction_while("reaped", lambda g, src: g.tide is not None
                                  and g.tide_for(g.cards[src].controller) == -1, capture(2)))

card("Aja the Inconspicuous", "DT",
     text="No damage can be dealt to Aja the Inconspicuous unless it is on a flank.",
     statics=[static("no_damage", lambda g, src, cid, le: cid == src and g.cards[src].zone == BATTLELINE
                     and not g.is_flank(src))])


def _opp_keys(g, src, cid, le):
    return len(g.players[1 - le["me"]].keys)


card("Avenging Aura", "DT",
     text="Play: Until the end of the turn, friendly creatures gain assault X, X being the number of keys your "
          "opponent has forged.",
     play=for_turn_my_creatures_gain(("assault", _opp_keys)))

card("Dry the River", "DT",
     text='[Tide] Every creature gains "This creature cannot reap as long as the tide is low."',
     # a gained ability of each creature: lost with "loses all abilities" (Molluscaller), as Phobivore's is
     statics=[static("cannot_reap", lambda g, src, cid, le: g.tide is not None
                     and g.tide_for(g.cards[cid].controller) == -1 and not g.lost_all(cid))])


def _harmonic(g, c):
    cur = (c.get("t") or [None])[0]
    while cur is not None and g.cards[cur].zone == BATTLELINE:
        line = g.players[g.cards[cur].controller].battleline
        i = line.index(cur)
        if i == 0 or not shares_a_house(g, line[i - 1], cur):
            return
        g.gain(c["me"], 1)
        cur = line[i - 1]


card("Harmonic Ritual", "DT",
     text="Play: Choose a friendly creature. If its left neighbor shares a house with it, gain 1Æ and do the same "
          "again with that neighbor.",
     play=seq(choose("t", FRIENDLY_CREATURE), do(_harmonic, "harmonic ritual")))

card("SGS Illuminator", "DT",
     text=("Action: Exhaust up to 4 Sanctum creatures you control. For each one exhausted, choose a creature to "
           "stun and exalt."),
     actions=[seq(exhaust_up_to(4, lambda g, x: g.belongs_to(x, "sanctum")),
                  repeat(lambda g, c: len(c.get("exhausted") or []),
                         seq(choose("ill", A_CREATURE), stun("ill"), exalt("ill"))))])


def _collector_hurt(g, c):
    src = c["src"]
    if g.cards[src].zone == BATTLELINE and g.cards[src].amber > 0:
        g.deal_damage([(src, g.cards[src].amber)], src)


card("The Corpulent Collector", "DT",
     text="Play: Capture every Æ your opponent has, then deal The Corpulent Collector 1D per Æ it holds.",
     play=seq(capture(opponent_amber), do(_collector_hurt, "damage itself")))


def _reset_tide(g, c):
    if g.tide is not None:
        g.tide = 0
        g.say("The tide is reset to neutral")


card("Trial by Water", "DT",
     text="[Tide] Play: Reset the tide (to neutral). Players cannot raise the tide until the start of your next "
          "turn.",
     play=seq(do(_reset_tide, "reset the tide"),
              lasting(static("cannot_raise_tide", lambda g, src, p, le: True), until="my_next_turn")))


def _extreme(highest):
    def where(g, x, c):
        powers = [g.power(y) for y in g.creatures()]
        return g.power(x) == (max(powers) if highest else min(powers))
    return where


card("First or Last", "DT",
     text=("Play: Choose one:\n"
           "• Purge all creatures whose power is the highest.\n"
           "• Purge all creatures whose power is the lowest."),
     play=ChooseOne({"Purge each creature with the highest power": purge_each(_extreme(True)),
                     "Purge each creature with the lowest power": purge_each(_extreme(False))}))

card("Holdfast", "DT",
     text="Each time a creature next to Holdfast is dealt damage, ready Holdfast.",
     reactions=[reaction("damaged", lambda g, src, ev, le: ev["card"] in g.neighbors(src),
                         do(lambda g, c: g.ready(c["src"]), "ready"))])

card("Honor or Glory", "DT",
     text=("Play: Choose one:\n"
           "• Each creature on a flank is dealt 3D.\n"
           "• Each creature that is not on a flank is dealt 3D."),
     play=ChooseOne({"Deal 3D to each flank creature": damage_each("any", 3, lambda g, x, c: g.is_flank(x)),
                     "Deal 3D to each creature not on a flank":
                         damage_each("any", 3, lambda g, x, c: not g.is_flank(x))}))

card("Light Everlasting", "DT",
     text=("Play: Choose a Sanctum creature in your discard pile and play it, placing it at any position in your "
           "battleline."),
     play=seq(choose("found", in_my_zone("discard", lambda g, x: g.cards[x].defn.type == "creature"
                                         and g.belongs_to(x, "sanctum"),     # mandatory: all offered
                                         "Choose a Sanctum creature in your discard pile")),
              play_chosen_anywhere("found", "discard")))


def _registry_skip(g, c):
    thief = c["ev"]["player"]
    skip = g.turn + (2 if g.active == thief else 1)     # the thief's next turn (an extra turn moves it: for_player)
    g.add_lasting(_REGISTRY_SKIP, c["src"], c["me"], "next_turn", turn=skip - 1, thief=thief, for_player=thief)


_REGISTRY_SKIP = static("skip_forge_step", lambda g, src, p, le: p == le["thief"] and g.turn == le["turn"] + 1)
card("Redhand Registry", "DT",
     text='Each time Æ is stolen from you, your opponent does not get a "forge a key" step on their next turn.',
     reactions=[reaction("stolen", lambda g, src, ev, le: ev["victim"] == g.cards[src].controller,
                         do(_registry_skip, "skip forge"))])


def _neighbors_of_src(g, c):
    return g.neighbors(c["src"])


card("Badgemagus", "DT",
     text="Deploy.\nFight: One at a time, ready each creature next to Badgemagus and fight with it.",
     fight=use_each(_neighbors_of_src, "fight", ready_first=True))

card("Grand Melee", "DT",
     text="Play: Destroy each creature that shares a house with none of its neighbors.",
     play=destroy_each("any", lambda g, x, c: not each_sharing_house_with_neighbor(g, x)))

card("Hammer-gram", "DT",
     text="Play: Deal 3D to a creature and stun it.",
     play=seq(deal_damage(A_CREATURE, 3), stun("t")))

card("Heal or Harm", "DT",
     text=("Play: Choose one:\n"
           "• Heal all damage on a creature, then gain 1Æ.\n"
           "• Ready a friendly creature and fight with it."),
     play=ChooseOne({"Fully heal a creature and gain 1Æ": seq(heal(A_CREATURE, None), gain(1)),
                     "Ready and fight with a friendly creature": ready_and_fight(FRIENDLY_CREATURE)}))

card("Marshal Ewer", "DT",
     text="[Tide] Play/Fight: Raise the tide.",
     play=raise_tide(), fight=raise_tide())

card("Shifting Battlefield", "DT",
     text="Play: Move a friendly creature anywhere in your battleline. It captures 1Æ.",
     play=seq(choose("t", FRIENDLY_CREATURE), move_in_battleline("t"), capture(1, by="t")))

card("Strange Ordination", "DT",
     text="[Tide] Play this card only if the tide is high.",
     statics=[static("play_if", None, lambda g, p: g.tide is not None and g.tide_for(p) == 1)])


def _taxing(g, c):
    t = [x for x in c.get("t") or [] if g.cards[x].zone == BATTLELINE]
    if t:
        g.capture(t[0], 1, 1 - c["me"])


def _taxing_neighbor(g, x, c):
    # the neighbours capture together after the chosen creature: when the pool cannot cover both, the
    # active player chooses which one captures (each_captures)
    t = [y for y in c.get("t") or [] if g.cards[y].zone == BATTLELINE]
    return bool(t) and x in g.neighbors(t[0]) and shares_a_house(g, x, t[0])


card("Taxing Journey", "DT",
     text="Play: A friendly creature captures 1Æ, and so does each of its neighbors that shares a house with it.",
     play=seq(choose("t", FRIENDLY_CREATURE), do(_taxing, "capture"), each_captures("friendly", _taxing_neighbor)))

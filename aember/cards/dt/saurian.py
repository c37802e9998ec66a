"""Dark Tidings — Saurian."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    EachCapturesFromOwnSide,
    add_counter,
    capture,
    choose,
    counter_lasting,
    damage_each,
    damage_from_creature,
    deal_damage,
    destroy,
    destroy_each,
    destroy_self,
    did,
    do,
    exalt,
    exhaust_up_to,
    gain,
    gain_chains,
    if_,
    lasting,
    lasting_with,
    lose,
    may,
    may_choose,
    move_amber_from_self_to_pool,
    move_one_amber_between,
    purge_chosen,
    put_amber_on_self,
    put_hand_creatures_into_play,
    raise_tide,
    reaction,
    refill_hand,
    remove_counters,
    self_only,
    seq,
    static,
    stun,
    take_control,
    tide_high,
    tide_low,
    use,
    while_tide,
)
from aember.engine.state import BATTLELINE
from aember.engine.steps import Choose, ChooseOne, Reaction

card("Venator Altum", "DT",
     text="(Tide.) Each time Venator Altum is dealt damage, exalt it if the tide is low.",
     # "if the tide is low": checked as it resolves (it triggers each time it is dealt damage)
     reactions=[reaction("damaged", lambda g, src, ev, le: ev["card"] == src,
                         # lethal damage destroys it before it can be exalted
                         if_(lambda g, c: not g.cards[c["src"]].tagged
                             and g.tide_for(g.cards[c["src"]].controller) == -1, exalt()))])


def _has_amber(g, x, c=None):
    return g.cards[x].amber > 0


_stun_one = stun(A_CREATURE)
card("Bestiarii Urso (Evil Twin)", "DT",
     text="Play/After Fight: Stun a creature.",
     play=_stun_one, fight=_stun_one)

card("Censor Philo (Evil Twin)", "DT",
     text="Play: Deal 5D to a creature that has Æ on it.",
     play=deal_damage(A_CREATURE.where(_has_amber, "Choose a creature with Æ on it"), 5))

card("Lapisaurus (Evil Twin)", "DT",
     text="Skirmish.\nAfter Fight: Exalt the creature Lapisaurus fought.",
     fight=exalt("target"))


def _non_saurian_friendly(g, x, c):
    return not g.belongs_to(x, "saurian")


def _vita(mode):
    return may_choose(f"Exalt a friendly non-Saurian creature and {mode} with it?",
                      FRIENDLY_CREATURE.where(_non_saurian_friendly, "Choose a friendly non-Saurian creature"),
                      seq(exalt("t"), if_(did("exalted"), use("t", mode))))


card("Magistra Vita (Evil Twin)", "DT",
     text="Play/After Fight: You may exalt a friendly creature that is not Saurian. If you do, fight with it.",
     play=_vita("fight"), fight=_vita("fight"))

card("Magistra Vita", "DT",
     text="Play/After Reap: You may exalt a friendly creature that is not Saurian. If you do, reap with it.",
     play=_vita("reap"), reap=_vita("reap"))

_felix_low = if_(tide_low, may_choose("Exalt a creature?", A_CREATURE, exalt("t")))
card("Physicus Felix (Evil Twin)", "DT",
     text="(Tide.) Play/After Fight: If the tide is low, you may exalt a creature.",
     play=_felix_low, fight=_felix_low)

_felix_high = if_(tide_high, may_choose("Exalt a creature?", A_CREATURE, exalt("t")))
card("Physicus Felix", "DT",
     text="(Tide.) Play/After Fight: If the tide is high, you may exalt a creature.",
     play=_felix_high, fight=_felix_high)

card("Undagnathus (Evil Twin)", "DT",
     text="(Tide.) While the tide is low, all damage dealt to Undagnathus is doubled.",
     statics=[static("damage_taken_bonus", while_tide(-1), lambda g, cid, n: n)])

card("Undagnathus", "DT",
     text="(Tide.) When fighting, Undagnathus deals no damage as long as the tide is low.",
     statics=[static("no_fight_damage", while_tide(-1))])


def _enemy_of_src(g, src, cid):
    return g.cards[cid].controller != g.cards[src].controller


def _bracchanalia_ready(g, c):
    p = c["ev"]["player"]
    return g.cards[c["src"]].amber > 0 and sum(1 for x in g.creatures(p) if g.cards[x].amber > 0) >= 4


card("Bracchanalia", "DT",
     text="Play: Put 4Æ from the common supply on Bracchanalia. A friendly creature captures 1Æ.\nAt the start of "
          "each player's turn, if that player controls 4 or more creatures with Æ on them, move each Æ on "
          "Bracchanalia to that player's pool.",
     play=seq(put_amber_on_self(4), capture(1, by=FRIENDLY_CREATURE)),
     # "if that player controls 4 or more creatures with Æ on them": checked as it resolves (it triggers at the start
     # of every turn)
     reactions=[reaction("turn_start", lambda g, src, ev, le: True,
                         if_(_bracchanalia_ready, move_amber_from_self_to_pool(lambda g, c: c["ev"]["player"])))])


def _brachiaditus(g, c):
    for x in g.neighbors(c["src"]):
        g.stun(x)
        if g.cards[x].amber > 0:
            g.cards[x].amber -= 1
            g._checked = False
            g.say(f"1Æ on {g.cname(x)} goes to the common supply")


card("Brachiaditus", "DT",
     text="Deploy.\nPlay: Stun each neighbor of Brachiaditus and move 1Æ from each of them to the common supply.",
     play=do(_brachiaditus, "stun neighbors"))

card("Eclectic Ambrosius", "DT",
     text=("Put a knowledge counter on Eclectic Ambrosius at the end of your turn.\n"
           "Action: Take 3 knowledge counters off Eclectic Ambrosius; if you do, gain 6Æ."),
     reactions=[reaction("turn_end", lambda g, src, ev, le: ev["player"] == g.cards[src].controller,
                         add_counter("knowledge"))],
     actions=[seq(remove_counters("knowledge", 3), if_(did("removed"), gain(6)))])

_ignorant = counter_lasting("ignorance", static("blank", lambda g, src, cid, le: cid == le["target"]
                                                 and (g.cards[cid].counters or {}).get("ignorance", 0) > 0))
card("Eclectic Ambrosius (Evil Twin)", "DT",
     text=("After Reap: Place an ignorance counter on an enemy creature. As long as it has an ignorance counter, "
           "treat that creature's text box as blank (traits excepted)."),
     reap=seq(choose("t", ENEMY_CREATURE), add_counter("ignorance", target="t"),
              if_(lambda g, c: bool(c.get("t")),
                  lasting_with(_ignorant, until="leaves_play", target=lambda g, c: c["t"][0]))))

_enlisted = static("house", lambda g, src, cid, le: cid == le["target"] and g.cards[cid].controller == le["me"],
                   "saurian")
card("Enlist Numeri", "DT",
     text="Play: Take control of an enemy creature that has Æ on it. It belongs to house Saurian while you control "
          "it.",
     play=seq(take_control(ENEMY_CREATURE.where(_has_amber, "Choose an enemy creature with Æ on it")),
              if_(lambda g, c: bool(c.get("taken")),
                  lasting_with(_enlisted, until="leaves_play", target=lambda g, c: c["taken"][0],
                               ctl_bound=True))))


def _raptor_amber(g, c):
    return sum(g.cards[x].amber for x in g.creatures(c["me"]) if g.face(x).title == "Hastatus Raptor")


card("Hastatus Raptor", "DT",
     text=("Before Fight: You may exalt Hastatus Raptor. If you do, the creature it fights is dealt 1D per Æ on "
           "Hastatus Raptors you control."),
     before_fight=may("Exalt Hastatus Raptor?", seq(exalt(), if_(did("exalted"), deal_damage("target", _raptor_amber))),
                      possible=lambda g, c: g.cards[c["src"]].zone == BATTLELINE))

card("ISS Indominus", "DT",
     text=("Action: Exhaust up to 5 Saurian creatures you control. Each enemy creature is dealt 1D once per "
           "creature exhausted this way."),
     actions=[seq(exhaust_up_to(5, lambda g, x: g.belongs_to(x, "saurian")),
                  # dealt at once (001:1076): N damage to each enemy creature
                  damage_each("enemy", lambda g, c: len(c.get("exhausted") or [])))])


def _lowest_chosen(g, c):
    alive = [x for x in c.get("t") or [] if g.cards[x].zone == BATTLELINE]
    if not alive:
        return []
    low = min(g.power(x) for x in alive)
    return [x for x in alive if g.power(x) == low]


def _swallow(g, c):
    low = (c.get("low") or [None])[0]
    if low is None:
        return
    n = g.power(low)
    others = [x for x in c.get("t") or [] if x != low]
    # No "if you do": a ward that stops the purge does not stop the counters (001:1055, 001:2216).
    g.purge(low)
    if others and g.cards[others[0]].zone == BATTLELINE:
        g.cards[others[0]].power_counters += n
        g.dirty()
        g.say(f"{g.cname(others[0])} gets {n} +1 power counters")


card("Swallow Whole", "DT",
     text="(Tide.) Play only if the tide is high.\nPlay: Choose 2 creatures. Purge the one with the lower power and "
          "give the other as many +1 power counters as the purged one's power.",
     statics=[static("play_if", None, lambda g, p: g.tide_for(p) == 1)],
     play=seq(choose("t", A_CREATURE.times(2, prompt="Choose 2 creatures")),
              Choose("low", _lowest_chosen, 1, False, "Choose the chosen creature with the lowest power"),
              do(_swallow, "swallow")))


card("The First Scroll", "DT",
     text="Each time a player forges a key, every creature under that player's control captures 1Æ from its own side.",
     reactions=[reaction("forged", lambda g, src, ev, le: True,
                         EachCapturesFromOwnSide(lambda g, c: c["ev"]["player"]))])


def _skirmish_target(g, src, cid, le):
    return cid == le["target"]


def _friendly_of_le(g, src, cid, le):
    return g.cards[cid].zone == BATTLELINE and g.cards[cid].controller == le["me"]


card("Ankylo Formation", "DT",
     text="Play: Choose one:\n• A friendly creature gains skirmish for the remainder of the turn.\n• Exalt a friendly "
          "creature. Each friendly creature gains skirmish for the remainder of the turn.",
     play=ChooseOne({
         "For the remainder of the turn, a friendly creature gains skirmish": seq(
             choose("t", FRIENDLY_CREATURE),
             if_(lambda g, c: bool(c.get("t")),
                 lasting_with(static("keyword", _skirmish_target, ("skirmish", 1)), target=lambda g, c: c["t"][0]))),
         "Exalt a friendly creature. For the remainder of the turn, each friendly creature gains skirmish": seq(
             exalt(FRIENDLY_CREATURE), lasting(static("keyword", _friendly_of_le, ("skirmish", 1))))}))


def _unstun(g, c):
    for x in c.get("t") or []:
        if g.cards[x].zone == BATTLELINE and g.cards[x].stun:
            g.cards[x].stun = False
            g.say(f"{g.cname(x)} is no longer stunned")


# any creature may be chosen, stunned or not (removing nothing from one that is not)
_urso = may_choose("Remove the stun from a creature?", A_CREATURE, do(_unstun, "unstun"))
card("Bestiarii Urso", "DT",
     text="Play/After Reap: You may remove the stun from a creature.",
     play=_urso, reap=_urso)


def _bury_riches(g, c):
    # one move from the creatures that had Æ as it begins: a creature that captures instead some Æ moving
    # from another (Akugyo, Ether Spider) does not give it up again (as Midyear Festivities)
    for x in [x for x in g.creatures() if g.cards[x].amber > 0]:
        cd = g.cards[x]
        if g.in_play(x) and cd.amber > 0:
            cd.amber -= 1
            g._checked = False
            g.add_to_pool(cd.controller, 1, f"1Æ moves from {g.cname(x)} to {g.pname(cd.controller)}'s pool")


card("Bury Riches", "DT",
     text="(Tide.) Play: If the tide is high, move 1Æ from each creature to its controller's pool. If not, raise the "
          "tide.",
     play=if_(tide_high, do(_bury_riches, "move amber"), raise_tide()))

card("Di-No You Didn’t!", "DT",
     text="Play: Destroy an enemy creature that has Æ on it.",
     play=destroy(ENEMY_CREATURE.where(_has_amber, "Choose an enemy creature with Æ on it")))


def _lowest_power(g, src, cid, le):
    cs = g.creatures()
    return cid in cs and g.power(cid) == min(g.power(x) for x in cs)


card("Saurarium", "DT",
     text="Each creature with the lowest power cannot reap.",
     statics=[static("cannot_reap", _lowest_power)])


def _wipe_upgrades(g, c):
    ups = [u for x in g.creatures() for u in g.cards[x].upgrades]
    ups += [u for x in g.players[0].artifacts + g.players[1].artifacts for u in g.cards[x].upgrades]
    if ups:
        g.destroy(ups)


card("Wipe Clear", "DT",
     text="Play: Deal 1D to each creature. Destroy each upgrade.",
     play=seq(damage_each("any", 1), do(_wipe_upgrades, "destroy upgrades")))

card("Altruist’s Rostrum", "DT",
     text="Action: Move 1Æ from a creature to another creature.",
     actions=[move_one_amber_between()])

card("Carpe Vinum", "DT",
     text="Play: Exalt 2 enemy creatures.",
     play=exalt(ENEMY_CREATURE.times(2, prompt="Choose 2 enemy creatures")))


def _philo_immune(g, source):
    return damage_from_creature(g, source) and g.cards[source].amber > 0


card("Censor Philo", "DT",
     text="Creatures with Æ on them are unable to deal damage to Censor Philo.",
     statics=[static("no_damage_from", self_only(), _philo_immune)])

card("Crushing Charge", "DT",
     text="Play: Destroy each creature with 4 or less power. Gain 1 chain.",
     play=seq(destroy_each("any", lambda g, x, c: g.power(x) <= 4), gain_chains(1)))

card("Decadence", "DT",
     text="Play: Choose one:\n• Exalt a friendly creature, ready it and use it.\n• Move 1Æ from a creature to "
          "another creature.",
     play=ChooseOne({
         "Exalt, ready and use a friendly creature": seq(choose("t", FRIENDLY_CREATURE), exalt("t"),
                                                         use("t", ready_first=True)),
         "Move 1Æ from a creature to another creature": move_one_amber_between()}))


def _exalt_attacker(g, c):
    # the gained "Before Fight: Exalt this creature." is the attacker's: its controller exalts (Aedile Tullia)
    x = c["ev"]["card"]
    g.exalt(x, by=g.cards[x].controller)


card("Lapisaurus", "DT",
     text='Taunt.\nAn enemy creature attacking Lapisaurus has "Before Fight: Exalt this creature." for that attack.',
     # granted to the attacker, as Charybdis's "Before Fight: Lose 1Æ": carried by it, and lost with all its
     # abilities (Molluscaller)
     reactions=[Reaction("before_fight",
                         lambda g, src, ev, le: ev["target"] == src and _enemy_of_src(g, src, ev["card"]),
                         do(_exalt_attacker, "exalt attacker"), granted=True)])

card("Medicus Lacus", "DT",
     text="(Tide.) As long as the tide is high, Æ on your creatures can be spent as though it were in your pool.",
     statics=[static("spend_amber_on", lambda g, src, p, le: p == g.cards[src].controller and g.tide_for(p) == 1,
                     lambda g, src: g.creatures(g.cards[src].controller))])

card("Ostracize", "DT",
     text="Play: Lose 1Æ. If you do, purge a creature.",
     play=seq(lose(1, "me"), if_(did("lost"), purge_chosen(A_CREATURE))))

card("Reach Advantage", "DT",
     text="(Tide.) Play: If the tide is high, a friendly creature captures 3Æ. If not, raise the tide.",
     play=if_(tide_high, capture(3, by=FRIENDLY_CREATURE), raise_tide()))


def _reveal_hand(g, c):
    opp = 1 - c["me"]
    hand = g.players[opp].hand
    g.say(f"{g.pname(opp)} reveals their hand: " + (", ".join(g.cname(x) for x in hand) or "nothing"))


card("Trojan Sauropod", "DT",
     text="Trojan Sauropod enters play under your opponent's control.\nOmni: Gain 3Æ. Your opponent reveals their "
          "hand, puts each creature from it into play ready, then refills their hand as in their \"draw cards\" "
          "step. Destroy Trojan Sauropod.",
     statics=[static("treachery")],
     omnis=[seq(gain(3), do(_reveal_hand, "reveal hand"), put_hand_creatures_into_play("opponent"),
                refill_hand("opponent"), destroy_self())])

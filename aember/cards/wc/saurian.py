"""Worlds Collide — Saurian."""

import re

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    FRIENDLY_CREATURE,
    Choose,
    ChooseFlank,
    capture,
    capture_from_any_players,
    choose,
    choose_house,
    choose_some,
    chosen_belong_to_house_for_turn,
    creatures,
    deal_damage,
    destroy,
    destroy_each,
    did,
    do,
    each_captures,
    exalt,
    forge_key,
    gain,
    gain_chains,
    give_control_to_opponent,
    host_only,
    if_,
    in_center,
    in_my_zone,
    keys_cost_more_next_turn,
    lasting,
    may,
    most_powerful,
    move_amber,
    move_amber_to_pool,
    move_one_amber,
    not_tagged,
    other_friendly,
    play_chosen,
    reaction,
    ready,
    resolve_event_cards_ability,
    search_deck,
    self_only,
    seq,
    static,
    trigger_play_effect,
    use,
    ward,
)
from aember.engine.state import BATTLELINE, DECK, DISCARD, HAND
from aember.engine.steps import Reaction

card("Imperial Scutum", "WC",
     text='This creature gets +2 armor and gains "Destroyed: Put every Æmber on this creature into the common '
          'supply."',
     statics=[static("armor", host_only(), 2),
              static("grant_destroyed", host_only(), move_amber(lambda g, c: c["src"], lambda g, c: None))])


def _friendly_count(g, c):
    return len(g.creatures(c["me"]))


card("Phalanx Strike", "WC",
     text="Play: Choose a creature and deal it 1D for each friendly creature. You may exalt a friendly creature; "
          "if you do, repeat the previous sentence.",
     play=seq(choose("t", A_CREATURE), deal_damage("t", _friendly_count),
              may("Exalt a friendly creature to repeat the damage?",
                  seq(exalt(FRIENDLY_CREATURE, key="x"),
                      if_(lambda g, c: bool(c.get("exalted")),
                          seq(choose("t2", A_CREATURE), deal_damage("t2", _friendly_count)))),
                  possible=lambda g, c: bool(g.creatures(c["me"])))))

_shrix_exalt = may("Exalt Senator Shrix?", exalt(), possible=lambda g, c: g.cards[c["src"]].zone == BATTLELINE)
card("Senator Shrix", "WC",
     text="Æmber on Senator Shrix may be spent as if it were in your pool.\nPlay/After Reap: You may exalt "
          "Senator Shrix.",
     statics=[static("spend_amber_on", None)],
     play=_shrix_exalt, reap=_shrix_exalt)

card("Gargantodon", "WC",
     text="Gargantodon enters play stunned.\nGargantodon deals only 4D when fighting.\nEach Æmber that would be "
          "stolen is instead captured by a creature the active player controls.",
     statics=[static("enters_stunned", self_only()), static("fight_damage_fixed", self_only(), 4),
              static("steal_to_capture", None)])


def _terror(g, c):
    t = (c.get("target") or [-1])[0]
    if t >= 0:
        g.deal_damage([(x, 4) for x in g.fought_neighbors(t)], c["src"])


card("Terrordactyl", "WC",
     text=("Terrordactyl enters play stunned.\n"
           "In fights, Terrordactyl deals just 4D.\n"
           "Before Fight: Each neighbor of the creature Terrordactyl fights is dealt 4D."),
     statics=[static("enters_stunned", self_only()), static("fight_damage_fixed", self_only(), 4)],
     before_fight=do(_terror))


def _to_flank(g, c):
    cid = c["src"]
    a = g.cards[cid]
    if a.zone not in ("artifacts", BATTLELINE) or a.controller != c["me"]:
        return
    g._detach(cid)
    a.zone = BATTLELINE
    line = g.players[c["me"]].battleline
    if c.get("flank") == "left":
        line.insert(0, cid)
    else:
        line.append(cid)
    g.say(f"{g.cname(cid)} goes to the {c.get('flank', 'right')} flank as a creature")
    g.dirty()


card("Auto-Legionary", "WC",
     text=("Action: Place Auto-Legionary on a flank of your battleline. As long as it is there, it is a creature "
           "with 5 power that can be used as though it belonged to the active house."),
     # while an Animator effect also makes it "a creature with 3 power", the more recent effect sets its power; when
     # that effect ends it stays in the battleline, a creature by its own text
     statics=[static("power", self_only(lambda g, src, cid, le: not g.animated(cid)), 5),
              static("creature_in_battleline", self_only()),
              static("use_any_house", self_only(lambda g, src, cid, le: g.cards[src].zone == BATTLELINE))],
     actions=[seq(ChooseFlank(prompt="Choose a flank for Auto-Legionary"), do(_to_flank))])


def _crasso_purge(g, c):
    if g.cards[c["src"]].zone == BATTLELINE and g.cards[c["src"]].amber < 10:
        g.purge(c["src"])


card("Crassosaurus", "WC",
     text="Elusive.\nPlay: Capture 10Æ, taken from any combination of players. Then, if Crassosaurus has fewer "
          "than 10Æ on it, purge it.",
     play=seq(capture_from_any_players(10), do(_crasso_purge)))


# --- first printed in Worlds Collide (helper wc-b) ---

def _no_amber(g, x, c):
    return g.cards[x].amber == 0


card("Axiom of Grisk", "WC",
     text="Play: Ward a creature. Then every creature without Æ on it is destroyed. Gain 2 chains.",
     play=seq(ward(A_CREATURE), destroy_each("any", _no_amber), gain_chains(2)))

card("Brutodon Auxiliary", "WC",
     text="Taunt.\nHazardous 2.")

card("Chant of Hubris", "WC",
     text="Play: Move 1Æ from a creature to another creature.",
     play=move_one_amber(A_CREATURE, A_CREATURE))     # as Consul Primus, Distributor Janŏŏnt

card("Imperium", "WC",
     text="Play: Ward 2 friendly creatures.",
     play=ward(FRIENDLY_CREATURE.times(2, prompt="Choose 2 friendly creatures to ward")))


def _may_exalt_self(then=None):
    """'You may exalt this creature. If you do, …' (then: what follows, or None)."""
    body = exalt() if then is None else seq(exalt(), if_(did("exalted"), then))
    return may("Exalt this creature?", body, possible=lambda g, c: g.cards[c["src"]].zone == BATTLELINE)


card("Legatus Raptor", "WC",
     text="Fight: You may exalt Legatus Raptor; if you exalt it, ready another of your creatures and use it.",
     fight=_may_exalt_self(use(FRIENDLY_CREATURE.where(lambda g, x, c: x != c["src"],
                                                       "Choose another friendly creature to ready and use"),
                               ready_first=True)))

card("Odoac the Patrician", "WC",
     text="Play: Capture 1Æ.\nAs long as there is Æ on Odoac the Patrician, no one can steal your Æ.",
     play=capture(1),
     statics=[static("no_steal", lambda g, src, p, le: p == g.cards[src].controller and g.cards[src].amber > 0)])

card("Praefectus Ludo", "WC",
     text=('Every friendly creature other than Praefectus Ludo has "Destroyed: Put each Æ on this creature back in '
           'the common supply."'),
     statics=[static("grant_destroyed", other_friendly(),
                     move_amber(lambda g, c: c["src"], lambda g, c: None))])

card("Questor Jarta", "WC",
     text="Elusive.\nReap: If you choose to exalt Questor Jarta, gain 1Æ.",
     reap=_may_exalt_self(gain(1)))

card("Rhetor Gallim", "WC",
     text="Play: During your opponent's next turn, their keys cost +3Æ.\nReap: You may exalt Rhetor Gallim. If "
          "you do, during your opponent's next turn, their keys cost +3Æ.",
     play=keys_cost_more_next_turn(3),
     reap=_may_exalt_self(keys_cost_more_next_turn(3)))

card("The Golden Spiral", "WC",
     text="Action: Exalt a friendly creature, then ready it and use it.",
     actions=[seq(exalt(FRIENDLY_CREATURE), use("t", ready_first=True))])

card("Thero Centurion", "WC",
     text="Play/Fight: Capture 1Æ.",
     play=capture(1), fight=capture(1))

_tribute_once = seq(most_powerful("t", FRIENDLY_CREATURE), capture(2, "t"))
card("Tribute", "WC",
     text=("Play: The friendly creature with the highest power captures 2Æ. Exalting that creature (optional) "
           "repeats the previous effect."),
     play=seq(_tribute_once,
              may("Exalt that creature to repeat the effect?", seq(exalt("t"), _tribute_once),
                  possible=lambda g, c: any(g.cards[x].zone == BATTLELINE for x in c.get("t") or []))))

card("Tricerian Legionary", "WC",
     text="Taunt.\nPlay: Ward a friendly creature.",
     play=ward(FRIENDLY_CREATURE))


def _ward_each_with_amber(g, c):
    for x in g.creatures(c["me"]):
        if g.cards[x].amber > 0:
            g.ward(x)


card("Ancient Power", "WC",
     text="Play: Ward each friendly creature that has Æ on it.",
     play=do(_ward_each_with_amber, "ward each"))

card("Centurion Stenopius", "WC",
     text=("Each Æ on Centurion Stenopius gives it +3 power.\n"
           "Play/Fight/Reap: You have the option to exalt Centurion Stenopius."),
     statics=[static("power", self_only(), lambda g, src, cid, le: 3 * g.cards[cid].amber)],
     play=_may_exalt_self(), fight=_may_exalt_self(), reap=_may_exalt_self())

card("Grimlocus Dux", "WC",
     text="Taunt.\nPlay: Exalt Grimlocus Dux twice.",
     play=seq(exalt(), exalt()))


def _saury(g, c):
    t = c.get("t") or []
    if not t:
        return
    who = g.cards[t[0]].controller
    c["destroyed"] = g.destroy([t[0]])
    c["gainer"] = who


card("Saury About That", "WC",
     text="Play: Destroy a creature. Its controller gains 1Æ.",
     play=seq(choose("t", not_tagged(A_CREATURE)), do(_saury, "destroy"),
              do(lambda g, c: g.gain(c["gainer"], 1) if "gainer" in c else None, "controller gains")))

card("Stomp", "WC",
     text="Play: Deal 5D to a creature. Exalt one of your creatures if that damage destroyed it.",
     play=seq(deal_damage(A_CREATURE, 5), if_(lambda g, c: bool(c.get("killed")), exalt(FRIENDLY_CREATURE, key="f"))))

card("Regrettable Meteor", "WC",
     text="Play: Every Dinosaur creature is destroyed, as is every creature whose power is 6 or more.",
     play=destroy_each("any", lambda g, x, c: "dinosaur" in g.traits(x) or g.power(x) >= 6))


def _ward_neighbors(g, c):
    for x in g.neighbors(c["src"]):
        g.ward(x)


card("Paraguardian", "WC",
     text="Reap: You may exalt Paraguardian; if you exalt it, every creature next to it is warded.",
     reap=_may_exalt_self(do(_ward_neighbors, "ward neighbors")))


card("City-State Interest", "WC",
     text="Play: Each friendly creature captures 1Æ.",
     # with less Æmber than creatures, the active player picks which creatures capture it (none to pick when
     # Po's Pixies takes each capture from the common supply)
     play=each_captures("friendly", lambda g, x, c: True))


def _enrage_house(g, c):
    for x in g.creatures():
        if g.belongs_to(x, c.get("house")):
            g.enrage(x)


card("Draco Praeco", "WC",
     text="Reap: You may exalt Draco Praeco; if you exalt it, name a house and enrage every creature of that house.",
     reap=_may_exalt_self(seq(choose_house(), do(_enrage_house, "enrage"))))


card("Exile", "WC",
     text="Play: Give control of a friendly creature to your opponent.",
     play=give_control_to_opponent(FRIENDLY_CREATURE))

card("Library of Polliasaurus", "WC",
     text="Action: Move 1Æ from a friendly creature to your pool.",
     actions=[move_amber_to_pool(creatures("friendly", "Choose a friendly creature to move 1Æ from"))])

def _hissaro(g, c):
    c["near"] = g.neighbors(c["src"])


card("Orator Hissaro", "WC",
     text=("Deploy.\n"
           "Play: Ready and exalt every creature next to Orator Hissaro. They belong to house Saurian for the rest "
           "of the turn."),
     # what the ready sets off (Poised Strike) resolves before the exalt (001:1544-1546)
     play=seq(do(_hissaro, "neighbors"), ready("near"), exalt("near"),
              chosen_belong_to_house_for_turn("saurian", "near")))


def _look_top3(g, c):
    c["looked"] = g.players[c["me"]].deck[:3]
    g.say(f"{g.pname(c['me'])} looks at the top {len(c['looked'])} cards of their deck")


def _philo_sort(g, c):
    me = c["me"]
    for x in c.get("arch") or []:
        g.archive(x, me)
    for x in c.get("keep") or []:
        g.move(x, HAND)
    for x in c["looked"]:
        if g.cards[x].zone == DECK:
            g.say(f"{g.pname(me)} discards {g.cname(x)}")
            g.move(x, DISCARD)


card("Philophosaurus", "WC",
     text="Reap: You may look at the top 3 cards of your deck. Archive 1 of them, put 1 into your hand, and "
          "discard 1.",
     reap=may("Look at the top 3 cards of your deck?",
              seq(do(_look_top3, "look"),
                  Choose("arch", lambda g, c: list(c["looked"]), 1, False, "Choose a card to archive"),
                  Choose("keep", lambda g, c: [x for x in c["looked"] if x not in c["arch"]], 1, False,
                         "Choose a card to put into your hand"),
                  do(_philo_sort, "archive, hand, discard")),
              possible=lambda g, c: bool(g.players[c["me"]].deck)))

card("Sic Semper Tyrannosaurus", "WC",
     text="Play: Take all Æ off the creature with the highest power, put it in your pool, and destroy that creature.",
     play=seq(most_powerful("t"), move_amber_to_pool("t", None), destroy("t")))


def _host_exalt(g, c):
    h = g.cards[c["src"]].host
    if h >= 0:
        g.exalt(h)


card("The Callipygian Ideal", "WC",
     text=("Play: Exalt this creature.\n"
           'This creature gains "Æ on this creature can be spent by you as though it were in your pool."'),
     play=do(_host_exalt, "exalt host"),
     statics=[static("spend_amber_on", None, lambda g, src: [g.cards[src].host], gained=True)])


def _friendly_of(g, src, cid):
    return g.cards[cid].zone == BATTLELINE and g.cards[cid].controller == g.cards[src].controller


card("Tribune Pompitus", "WC",
     text=("Friendly creatures get +2 power per Æ on them.\n"
           "Before Fight: You have the option to exalt Tribune Pompitus."),
     statics=[static("power", lambda g, src, cid, le: _friendly_of(g, src, cid),
                     lambda g, src, cid, le: 2 * g.cards[cid].amber)],
     before_fight=_may_exalt_self())


def _no_enemies(g, src):
    return not g.players[1 - g.cards[src].controller].battleline


def _ready_other_cards(g, c):
    pl = g.players[c["me"]]
    for x in pl.battleline + pl.artifacts:
        if x != c["src"]:
            g.ready(x)


card("Cincinnatus Rex", "WC",
     text=("Cincinnatus Rex is destroyed whenever there are no enemy creatures.\n"
           "Fight: You may exalt Cincinnatus Rex; if you exalt it, ready every other card you control."),
     statics=[static("destroy_when", self_only(), _no_enemies)],
     fight=_may_exalt_self(do(_ready_other_cards, "ready each other friendly card")))


def _gates_capture(g, c):
    for x in c.get("t") or []:
        g.capture(x, 2 if "dinosaur" in g.traits(x) else 1)


card("City Gates", "WC",
     text="Action: A friendly creature captures 1Æ. If it is a Dinosaur, it captures 2Æ instead.",
     actions=[seq(choose("t", FRIENDLY_CREATURE), do(_gates_capture, "capture"))])

# the gained "Before Fight: Exalt this creature." is the fighter's own: its controller exalts (Aedile Tullia, Recruit);
# granted, as Charybdis's "Before Fight: Lose 1Æ": a creature that loses all abilities (Molluscaller) has it not
_diplo_exalt = Reaction("before_fight", lambda g, src, ev, le: True,
                        do(lambda g, c: g.exalt(c["ev"]["card"], by=g.cards[c["ev"]["card"]].controller),
                           "exalt the fighter"), granted=True)
card("Diplo-Macy", "WC",
     text='Alpha.\nPlay: Every creature has "Before Fight: Exalt this creature." until your next turn begins.',
     play=lasting(_diplo_exalt, until="my_next_turn"))


def _imperial_forge_cost(g, c):
    on = sum(g.cards[x].amber for x in g.creatures(c["me"]))
    return max(0, g.key_cost(c["me"]) + 8 - on)


card("Imperial Forge", "WC",
     text="Play: Forge a key at +8Æ current cost, lowered by 1Æ per Æ on your creatures.",
     play=forge_key(_imperial_forge_cost))

card("Primus Unguis", "WC",
     text="Friendly creatures get +2 power per Æ on Primus Unguis.\nReap: Primus Unguis is exalted.",
     statics=[static("power", lambda g, src, cid, le: _friendly_of(g, src, cid),
                     lambda g, src, cid, le: 2 * g.cards[src].amber)],
     reap=exalt())

card("Senator Bracchus", "WC",
     text="Æ on your creatures can be spent as though it were in your pool.\nFight/Reap: Senator Bracchus is exalted.",
     statics=[static("spend_amber_on", None, lambda g, src: g.creatures(g.cards[src].controller))],
     fight=exalt(), reap=exalt())

card("Sow Salt", "WC",
     text="Alpha.\nPlay: No creature can be used to reap until your next turn begins.",
     play=lasting(static("cannot_reap", lambda g, src, cid, le: True), until="my_next_turn"))

card("Spartasaur", "WC",
     text="Each time a creature you control is destroyed, every non-Dinosaur creature is destroyed.\nFight: Gain 2Æ.",
     reactions=[reaction("destroyed", lambda g, src, ev, le: ev["creature"]
                         and ev["controller"] == g.cards[src].controller,
                         destroy_each("any", lambda g, x, c: "dinosaur" not in g.traits(x)))],
     fight=gain(2))


def _triumph_exalt(g, c):
    if g.creatures(1 - c["me"]):
        c["exalted"] = []
        return
    c["exalted"] = [x for x in g.creatures(c["me"]) if g.exalt(x)]


card("Triumph", "WC",
     text=("Play: If your opponent has no creatures, exalt every creature you control. If you did and you have at "
           "least 6 creatures, forge a key for free."),
     play=seq(do(_triumph_exalt, "exalt each"),
              if_(lambda g, c: bool(c["exalted"]) and len(g.creatures(c["me"])) >= 6, forge_key(0))))


def _in_center(g, c):
    return in_center(g, c["src"])     # the center of the battleline it is in (Replicator: as if yours)


_rex = if_(_in_center, _may_exalt_self(search_deck(lambda g, x: g.belongs_to(x, "saurian"),
                                                    prompt="Search your deck for a Saurian card")))
card("Saurus Rex", "WC",
     text=("Fight/Reap: If Saurus Rex is in the center of your battleline, you may exalt it; if you exalt it, take "
           "a Saurian card of your choice from your deck, show it, put it in your hand and shuffle the deck."),
     fight=_rex, reap=_rex)


def _lonely(g, x, c):
    mine = g.traits(x)
    return not any(mine & g.traits(y) for y in g.creatures(g.cards[x].controller) if y != x)


card("Good of the Many", "WC",
     text=("Play: A creature is destroyed if no other creature in its controller's battleline has a trait in common "
           "with it."),
     play=destroy_each("any", _lonely))


def _third(side):
    return lambda g, c: -(-len(g.creatures(c["me"] if side == "friendly" else 1 - c["me"])) // 3)


card("Tertiate", "WC",
     text="Play: Destroy a third of the enemy creatures and a third of the friendly creatures, rounding each third up.",
     play=seq(choose_some("e", not_tagged(creatures("enemy", "Choose the enemy creatures to destroy")),
                          _third("enemy")),
              choose_some("f", not_tagged(creatures("friendly", "Choose the friendly creatures to destroy")),
                          _third("friendly")),
              do(lambda g, c: g.destroy([x for x in c["e"] + c["f"] if g.in_play(x)]), "destroy")))


def _glory(g, c):
    col = g.cards[c["src"]]
    col.counters = dict(col.counters or {})
    col.counters["glory"] = col.counters.get("glory", 0) + 1
    g.say(f"{g.cname(c['src'])} gets a glory counter")


def _spend_glory(g, c):
    col = g.cards[c["src"]]
    n = (col.counters or {}).get("glory", 0)
    c["paid"] = n >= 6
    if c["paid"]:
        col.counters = dict(col.counters)
        col.counters["glory"] = n - 6


card("The Colosseum", "WC",
     text=("Each time an enemy creature is destroyed in a fight, add a glory counter to The Colosseum.\n"
           "Omni: If The Colosseum has at least 6 glory counters, take 6 off and forge a key at current cost."),
     reactions=[reaction("destroyed", lambda g, src, ev, le: ev["creature"]
                         and (ev["fight"] >= 0 or ev.get("splash_fight", -1) >= 0)     # splash kills count
                         and ev["controller"] != g.cards[src].controller, do(_glory, "glory"))],
     omnis=[seq(do(_spend_glory, "remove glory"), if_(did("paid"), forge_key()))])

card("Favor of Rex", "WC",
     text="Play: Resolve a creature's play effect again, as though you had just played it.",
     play=seq(choose("t", A_CREATURE.where(lambda g, x, c: bool(g.play_effects(x)),
                                            "Choose a creature with a play effect")),
              trigger_play_effect("t")))


def _road_prepare(g, c):
    # a gigantic creature is played with its other half, and either card may be the creature in play (the half
    # chosen may ride with the other): "that creature" is both halves (GIGANTIC 001_8b4898dbee0caf39.txt:2150-2166)
    aimed = c["road"] = []
    for x in c.get("t") or []:
        for y in (x, g.other_half(x) if g.cards[x].defn.gigantic else None):
            if y is not None:
                g.add_lasting(_ENTERS_STUNNED, c["src"], c["me"], "turn", target=y)
                aimed.append(y)


def _road_done(g, c):
    # "That creature enters play stunned": this play only - played or not (it "cannot be played"), the creature
    # is not stunned by Imperial Road when it enters play another way later this turn
    chosen = c.get("road") or []
    left = [le for le in g.lasting if not (le["spec"] == _ENTERS_STUNNED.sid and le["src"] == c["src"]
                                           and le.get("target") in chosen)]
    if len(left) != len(g.lasting):
        g.lasting = left
        g.dirty()


_ENTERS_STUNNED = static("enters_stunned", lambda g, src, cid, le: cid == le["target"])
card("Imperial Road", "WC",
     text="Omni: Play a Saurian creature; it enters play stunned.",
     omnis=[seq(choose("t", in_my_zone("hand", lambda g, x: g.belongs_to(x, "saurian")

                                       and g.cards[x].defn.type == "creature", "Choose a Saurian creature to play")),
                do(_road_prepare, "enters stunned"), play_chosen("t", HAND), do(_road_done, "enters stunned: over"))])


_WORD = r"(?:After )?(?:Play|Fight|Reap|Destroyed)"
_COMBINED_HEADER = re.compile(rf"(?:^|\n|[\])] )({_WORD}(?:/{_WORD})+):")


def _already_triggers_on(face, which, kind):
    """Whether the card's `which` ability is already a `kind` ability ("Play/Reap:", "Fight/Reap:" in its text):
    one ability that the event resolves already, so making it a `kind` effect as well adds nothing (it resolves
    once). Printed apart ("Play: …" and "After Reap: …", Scout Chief Korijir) they are two abilities."""
    return any({w.removeprefix("After ").lower() for w in m.group(1).split("/")} >= {which, kind}
               for m in _COMBINED_HEADER.finditer(face.text or ""))


def _play_effects_not_reap(g, x):
    """x's play effects (Game.play_effects) that are not already reap effects: a "Play/Reap:" ability, printed or in
    a text box x gained (Creed of Nurture, 001:2642-2645), resolves once on a reap; the other play effects of the
    creature (its own "Play:" and a gained one) are each made play/reap effects by Kompsos Haruspex."""
    face = g.face(x)
    gained = g.gained_texts(x)
    out = []
    for ab, granter in g.play_effects(x):
        f = face if ab is face.play else next((d for d in gained if d.play is ab), None)
        if granter is None and f is not None and _already_triggers_on(f, "play", "reap"):
            continue
        out.append((ab, granter))
    return out


def _kompsos_resolve(g, c):
    x = c["ev"]["card"]
    if g.cards[x].zone == BATTLELINE:
        for ab, granter in reversed(_play_effects_not_reap(g, x)):     # pushed last first: resolved in order
            g.push(ab, {"src": x, "me": c["me"]} if granter is None else {"src": x, "me": c["me"], "granter": granter})


def _friendly_event_card_with(which):
    def cond(g, src, ev, le):
        if le is not None and next(x for x in g.lasting if x["spec"] == le["spec"] and x["me"] == le["me"]) is not le:
            return False    # one player's effect, however many Livias made it this turn: it resolves once
        me = le["me"] if le is not None else g.cards[src].controller
        x = ev["card"]
        if g.cards[x].controller != me:
            return False
        if which == "play":
            if not _play_effects_not_reap(g, x):
                return False
        elif getattr(g.face(x), which) is None or _already_triggers_on(
                g.face(x), which, "fight" if ev["kind"] == "fought" else "reap"):
            return False
        return ev["kind"] != "fought" or (ev["fought"] and ev["survived"])
    return cond


def _kompsos_cond(g, src, ev, le):
    """A play effect made a play/reap effect resolves once on a reap, however many copies say so: only the
    first copy its controller has in play (not blank) carries it."""
    if not _friendly_event_card_with("play")(g, src, ev, le):
        return False
    me = g.cards[src].controller
    first = next((y for y in g.creatures(me)
                  if not g.is_blank(y) and any(r is _KOMPSOS for r in g.face(y).reactions)), src)
    return first == src


_KOMPSOS = Reaction("reaped", _kompsos_cond, do(_kompsos_resolve, "play effect"), granted=True)

card("Kompsos Haruspex", "WC",
     text="Each friendly creature's play effect is a play/reap effect.",
     reactions=[_KOMPSOS])

_livia_reap = Reaction("reaped", _friendly_event_card_with("fight"), resolve_event_cards_ability("fight"),
                       granted=True)
_livia_fight = reaction("fought", _friendly_event_card_with("reap"), resolve_event_cards_ability("reap"))
card("Livia the Elder", "WC",
     text="Reap: You may exalt Livia the Elder. If you do, until the end of the turn, each friendly creature's "
          "fight effects and reap effects are fight/reap effects.",
     reap=_may_exalt_self(seq(lasting(_livia_reap), lasting(_livia_fight),
                              lasting(static("fight_reap_both", lambda g, src, cid, le: g.cards[cid].controller
                                             == le["me"])))))

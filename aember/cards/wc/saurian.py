"""Worlds Collide — Saurian."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    FRIENDLY_CREATURE,
    ChooseFlank,
    capture,
    choose,
    deal_damage,
    destroy_each,
    did,
    do,
    exalt,
    gain,
    gain_chains,
    host_only,
    if_,
    keys_cost_more_next_turn,
    may,
    most_powerful,
    move_amber,
    other_friendly,
    reaction,
    self_only,
    seq,
    static,
    use,
    ward,
)
from aember.engine.state import BATTLELINE
from aember.engine.steps import Step

card("Imperial Scutum", "WC",
     text='This creature gets +2 armor and gains "Destroyed: Put every Æmber on this creature into the common '
          'supply."',
     statics=[static("armor", host_only(), 2)],
     reactions=[reaction("host_destroyed", lambda g, src, ev, le: True,
                         move_amber(lambda g, c: c["host"], lambda g, c: None))])


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
        g.deal_damage([(x, 4) for x in g.neighbors(t)], c["src"])


card("Terrordactyl", "WC",
     text="Terrordactyl enters play stunned.\nTerrordactyl deals only 4D when fighting.\nBefore Fight: Deal 4D "
          "to each neighbor of the creature Terrordactyl fights.",
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
     text="Action: Put Auto-Legionary on a flank of your battleline. While it is in the battleline, it is a "
          "creature with 5 power that may be used as if it belonged to the active house.",
     statics=[static("power", self_only(), 5),
              static("use_any_house", self_only(lambda g, src, cid, le: g.cards[src].zone == BATTLELINE))],
     actions=[seq(ChooseFlank(prompt="Choose a flank for Auto-Legionary"), do(_to_flank))])


class CrassoCapture(Step):
    """Capture 10Æ from any combination of players: one decision per Æ while the split is open."""

    def run(self, game, frame) -> bool:
        ctx = frame.ctx
        me, src = ctx["me"], ctx["src"]
        if frame.data is None:
            frame.data = 10
        while frame.data > 0 and game.cards[src].zone == BATTLELINE:
            mine, theirs = game.players[me].amber, game.players[1 - me].amber
            if mine + theirs <= frame.data or mine == 0 or theirs == 0:
                # no real choice left: take what there is, the opponent's first
                t = game.capture(src, min(frame.data, theirs), 1 - me)
                game.capture(src, min(frame.data - t, mine), me)
                frame.data = 0
                break
            ans = game.decide(frame, game.active, "player", [1 - me, me], "Capture 1Æ from which player?")
            if ans is None:
                return False
            frame.data -= game.capture(src, 1, ans)
        return True


def _crasso_purge(g, c):
    if g.cards[c["src"]].zone == BATTLELINE and g.cards[c["src"]].amber < 10:
        g.purge(c["src"])


card("Crassosaurus", "WC",
     text="Elusive.\nPlay: Capture 10Æ, taken from any combination of players. Then, if Crassosaurus has fewer "
          "than 10Æ on it, purge it.",
     play=seq(CrassoCapture(), do(_crasso_purge)))


# --- first printed in Worlds Collide (helper wc-b) ---

def _no_amber(g, x, c):
    return g.cards[x].amber == 0


card("Axiom of Grisk", "WC",
     text="Play: Ward a creature. Destroy each creature with no Æ on it. Gain 2 chains.",
     play=seq(ward(A_CREATURE), destroy_each("any", _no_amber), gain_chains(2)))

card("Brutodon Auxiliary", "WC",
     text="Taunt.\nHazardous 2.")

card("Chant of Hubris", "WC",
     text="Play: Move 1Æ from a creature to another creature.",
     play=seq(choose("from", A_CREATURE.where(lambda g, x, c: g.cards[x].amber > 0,
                                              "Choose a creature to move 1Æ from")),
              if_(lambda g, c: bool(c.get("from")),
                  seq(choose("to", A_CREATURE.where(lambda g, x, c: x not in c["from"],
                                                    "Choose another creature to move it to")),
                      move_amber(lambda g, c: c["from"][0], lambda g, c: (c.get("to") or [None])[0], 1)))))

card("Imperium", "WC",
     text="Play: Ward 2 friendly creatures.",
     play=ward(FRIENDLY_CREATURE.times(2, prompt="Choose 2 friendly creatures to ward")))


def _may_exalt_self(then=None):
    """'You may exalt this creature. If you do, …' (then: what follows, or None)."""
    body = exalt() if then is None else seq(exalt(), if_(did("exalted"), then))
    return may("Exalt this creature?", body, possible=lambda g, c: g.cards[c["src"]].zone == BATTLELINE)


card("Legatus Raptor", "WC",
     text="Fight: You may exalt Legatus Raptor. If you do, ready and use another friendly creature.",
     fight=_may_exalt_self(use(FRIENDLY_CREATURE.where(lambda g, x, c: x != c["src"],
                                                       "Choose another friendly creature to ready and use"),
                               ready_first=True)))

card("Odoac the Patrician", "WC",
     text="Play: Capture 1Æ.\nWhile Odoac the Patrician has Æ on it, your Æ cannot be stolen.",
     play=capture(1),
     statics=[static("no_steal", lambda g, src, p, le: p == g.cards[src].controller and g.cards[src].amber > 0)])

card("Praefectus Ludo", "WC",
     text='Each other friendly creature gains "Destroyed: Move each Æ on this creature to the common supply."',
     statics=[static("grant_destroyed", other_friendly(),
                     move_amber(lambda g, c: c["src"], lambda g, c: None))])

card("Questor Jarta", "WC",
     text="Elusive.\nReap: You may exalt Questor Jarta. If you do, gain 1Æ.",
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
     text="Play: The most powerful friendly creature captures 2Æ. You may exalt that creature to repeat the "
          "preceding effect.",
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
     text="Centurion Stenopius gets +3 power for each Æ on it.\nPlay/Fight/Reap: You may exalt Centurion "
          "Stenopius.",
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
     play=seq(choose("t", A_CREATURE), do(_saury, "destroy"),
              do(lambda g, c: g.gain(c["gainer"], 1) if "gainer" in c else None, "controller gains")))

card("Stomp", "WC",
     text="Play: Deal 5D to a creature. If this damage destroys that creature, exalt a friendly creature.",
     play=seq(deal_damage(A_CREATURE, 5), if_(lambda g, c: bool(c.get("killed")), exalt(FRIENDLY_CREATURE, key="f"))))

card("Regrettable Meteor", "WC",
     text="Play: Destroy each Dinosaur creature and each creature with power 6 or higher.",
     play=destroy_each("any", lambda g, x, c: "dinosaur" in g.traits(x) or g.power(x) >= 6))


def _ward_neighbors(g, c):
    for x in g.neighbors(c["src"]):
        g.ward(x)


card("Paraguardian", "WC",
     text="Reap: You may exalt Paraguardian. If you do, ward each of its neighbors.",
     reap=_may_exalt_self(do(_ward_neighbors, "ward neighbors")))

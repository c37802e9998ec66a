"""Worlds Collide — Saurian."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    FRIENDLY_CREATURE,
    ChooseFlank,
    choose,
    deal_damage,
    do,
    exalt,
    host_only,
    if_,
    may,
    move_amber,
    reaction,
    self_only,
    seq,
    static,
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

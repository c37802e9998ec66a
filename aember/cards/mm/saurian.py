"""Mass Mutation — Saurian."""

from aember.cards.define import card
from aember.engine.effects import (
    ENEMY_CREATURE,
    Target,
    choose,
    damage_each,
    deal_damage,
    do,
    move_amber,
    reaction,
    self_only,
    seq,
    static,
)
from aember.engine.state import BATTLELINE, DISCARD
from aember.engine.steps import Step


class EggOmni(Step):
    """Discard the top 2 cards; put each Saurian creature discarded into play ready (flank chosen) with three
    +1 power counters; then, if any was, destroy Saurian Egg."""

    def run(self, game, frame) -> bool:
        ctx = frame.ctx
        me = ctx["me"]
        pl = game.players[me]
        if frame.data is None:
            top = pl.deck[:2]
            for x in top:
                game.say(f"{pl.name} discards {game.cname(x)} from the top of their deck")
                game.move(x, DISCARD)
            frame.data = [x for x in top if game.cards[x].defn.type == "creature"
                          and game.house_of(x) == "saurian" and not game.cards[x].defn.gigantic]
            ctx["hatched"] = []
        while frame.data:
            x = frame.data[0]
            if game.cards[x].zone != DISCARD:
                frame.data.pop(0)
                continue
            where = "right"
            if pl.battleline:
                ans = game.decide(frame, me, "flank", ["left", "right"], f"Choose a flank for {game.cname(x)}",
                                  default="right")
                if ans is None:
                    return False
                where = ans
            frame.data.pop(0)
            game.put_into_play(x, me, where, ready=True)
            game.cards[x].power_counters += 3
            game.dirty()
            ctx["hatched"].append(x)
        if ctx["hatched"] and game.cards[ctx["src"]].zone == BATTLELINE:
            game.destroy([ctx["src"]])
        return True


card("Saurian Egg", "MM",
     text="Saurian Egg cannot fight or reap.\nOmni: Discard the top 2 cards of your deck. Each Saurian creature "
          "discarded this way enters play ready with three +1 power counters, and then Saurian Egg is destroyed.",
     statics=[static("cannot_fight", self_only()), static("cannot_reap", self_only())],
     omnis=[EggOmni()])

card("Siren Horn", "MM",
     text=('The creature this upgrade is on gains: "Before Fight: Take 1Æ from this creature and put it on the '
           'creature it is fighting."'),
     reactions=[reaction("before_fight", lambda g, src, ev, le: ev["card"] == g.cards[src].host,
                         move_amber(lambda g, c: g.cards[c["src"]].host if g.cards[c["src"]].zone == "upgrade"
                                    else c["ev"]["card"], lambda g, c: c["ev"]["target"], 1))])

card("Amphora Captura", "MM",
     text="Enhance: Æmber, Æmber, damage, damage, draw, draw.\nWhenever you resolve a bonus icon, you may "
          "resolve it as a capture icon instead.",
     statics=[static("icon_replace", lambda g, src, p, le: g.cards[src].controller == p,
                     (("amber", "draw", "damage"), "capture", "resolve it as a capture icon instead"))])


def _gorkus_neighbors(g, c):
    return [x for x in g.neighbors(c["src"]) if g.face(x).title == "Optio Gorkus"]


_gorkus_grant = seq(choose("g", Target(_gorkus_neighbors, "Choose a neighboring Optio Gorkus")),
                    move_amber(lambda g, c: c["src"], lambda g, c: (c.get("g") or [c["src"]])[0]))
card("Optio Gorkus", "MM",
     text='Elusive.\nEach neighbor of Optio Gorkus gains "Destroyed: Move every Æmber on this creature to a '
          'neighboring Optio Gorkus."',
     statics=[static("grant_destroyed", lambda g, src, cid, le: cid in g.neighbors(src), _gorkus_grant)])


def _deus_capture(g, c):
    g.capture(c["src"], g.players[1 - c["me"]].amber)


_deus_use = seq(move_amber(lambda g, c: c["src"], lambda g, c: None, 1), damage_each("enemy", 2))
card("Deusillus", "MM",
     text=("(Gigantic: played only together with its other half.)\nPlay: Capture every Æmber the opponent has. Deal "
           "5 damage to one enemy creature.\nAfter Fight/After Reap: Put 1Æ from Deusillus into the common supply. "
           "Every enemy creature takes 2 damage."),
     gigantic="Deusillus",
     play=seq(do(_deus_capture), deal_damage(ENEMY_CREATURE, 5)),
     fight=_deus_use, reap=_deus_use)

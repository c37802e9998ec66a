"""More Mutation — Shadows."""

from aember.cards.define import card
from aember.engine.effects import (
    ChooseOne,
    artifacts,
    do,
    enemy_in,
    friendly_in,
    if_,
    opponent_amber,
    play_chosen,
    seq,
    static,
    steal,
    take_control,
)


def _shadows_while_mine(g, src, cid, le):
    # "while under your control": of any type (an artifact made a creature: Animating Force, a mineralized creature
    # back in the battleline), as long as it stays in play under that control (001:1836-1843)
    return cid == le["target"] and g.cards[cid].controller == le["me"] and g.in_play(cid)


_SHADOWS_WHILE_MINE = static("house", _shadows_while_mine, "shadows")


def _paint_shadows(g, c):
    for x in c.get("taken") or []:
        g.add_lasting(_SHADOWS_WHILE_MINE, c["src"], c["me"], "leaves_play", target=x, ctl_bound=True)


def _random_opponent_archived(g, c):
    arch = g.players[1 - c["me"]].archives
    c["rand"] = [arch[g.rng.below(len(arch))]] if arch else []
    for x in c["rand"]:
        g.say(f"{g.pname(c['me'])} plays {g.cname(x)} at random from {g.pname(1 - c['me'])}'s archives")


_B4 = ChooseOne({
    "Take control of an enemy artifact": seq(take_control(artifacts("enemy", "Choose an enemy artifact")),
                                             do(_paint_shadows, "belongs to Shadows")),
    "Play a random card from your opponent's archives": seq(do(_random_opponent_archived, "random archived card"),
                                                            play_chosen("rand", origin="archives")),
})
card("Boosted B4-RRY", "MoMu",
     gigantic="Boosted B4-RRY",
     text=("(Gigantic: played only together with its other half.)\n"
           "Play/After Fight/After Reap: Pick one: take control of an enemy artifact, which is a Shadows card (and "
           "of no other house) while you control it; or play a card picked at random from your opponent's "
           "archives, as though it were your own."),
     play=_B4, fight=_B4, reap=_B4)

_dodgers = steal(lambda g, c: opponent_amber(g, c) // 2)
card("Dodger’s 10", "MoMu",
     gigantic="Dodger’s 10",
     text=("(Gigantic: played only together with its other half.)\n"
           "Play/After Fight/After Reap: Steal half the Æ your opponent has, rounded down."),
     play=_dodgers, fight=_dodgers, reap=_dodgers)


def _more_friendly_mutants(g, c):
    # friendly_in/enemy_in: Carmine itself is friendly, not enemy, when resolved as if yours (Replicator)
    def mutants(xs):
        return sum(1 for x in xs if "mutant" in g.traits(x))
    return mutants(friendly_in(g, c)) > mutants(enemy_in(g, c))


card("Spare Arm Carmine", "MoMu",
     text="After Reap: Steal 2Æ if you have more Mutant creatures in play than your opponent; else steal 1Æ.",
     reap=if_(_more_friendly_mutants, steal(2), steal(1)))

"""Æmber Skies — Logos."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    FRIENDLY_CREATURE,
    UseChosen,
    add_counter,
    archive_top,
    artifacts,
    choose,
    counter_of,
    deal_damage,
    destroy_self,
    did,
    do,
    draw,
    exhaust_did,
    flank_creatures,
    host_only,
    if_,
    may_choose,
    move_amber_to_supply,
    move_to_flank,
    reaction,
    reveal_hand,
    scrap,
    seq,
    static,
    use_did,
)
from aember.engine.state import ARTIFACTS, BATTLELINE


def _both(g, c):
    c["t"] = (c.get("art") or []) + (c.get("cre") or [])


card("Captain Nemo", "AS",
     text="After Fight: Pick an artifact and a creature; both are destroyed.",
     fight=seq(choose("art", artifacts()), choose("cre", A_CREATURE), do(_both, "artifact and creature"),
               do(lambda g, c: c.__setitem__("destroyed", g.destroy([x for x in c["t"] if g.in_play(x)])),
                  "destroy")))

card("Minerva’s Wings", "AS",
     text="This creature can neither fight nor reap, and it has \"Action: Draw 2 cards.\"",
     statics=[static("cannot_fight", host_only()), static("cannot_reap", host_only()),
              static("grant_action", host_only(), draw(2))])


def _my_turn_end(g, src, ev, le):
    return ev["player"] == g.cards[src].controller


def _mineralized(g, src, cid, le):
    return counter_of(g, cid, "mineralize") > 0


def _mineralized_artifact(g, src, cid, le):
    return g.cards[cid].zone == ARTIFACTS and counter_of(g, cid, "mineralize") > 0


_MINERALIZE = seq(choose("t", A_CREATURE), add_counter("mineralize", 1, "t"), do(lambda g, c: g.dirty(), "type check"))

card("De-Animator", "AS",
     text="Elusive.\nA card with a mineralize counter on it counts as an artifact and has \"Action: Destroy this "
          "artifact.\"\nPlay/After Reap: Give a creature a mineralize counter.",
     statics=[static("considered_artifact", _mineralized),
              static("grant_action", _mineralized_artifact, destroy_self())],
     play=_MINERALIZE, reap=_MINERALIZE)


card("Articulated Ren", "AS",
     text="Hazardous 1.\nAt the end of your turn, you may exhaust one of your creatures to draw a card.",
     reactions=[reaction("turn_end", _my_turn_end,
                         may_choose("Exhaust a friendly creature to draw a card?", FRIENDLY_CREATURE,
                                    seq(exhaust_did("t"), if_(did(), draw(1)))))])

card("Brillix Ponder", "AS",
     text="Enhance: Logos.\nScrap: Draw a card.",
     reactions=[scrap(draw(1))])

card("Connectome Transfer", "AS",
     text="Play: Every creature on a flank goes into its owner's archives.",
     play=do(lambda g, c: [g.archive(x) for x in flank_creatures(g) if g.in_play(x)], "flanks to archives"))

_EZRA = seq(reveal_hand(), draw(1))

card("Ezra Paws", "AS",
     text="Play/After Reap: Your opponent shows you their hand. Draw a card.",
     play=_EZRA, reap=_EZRA)


def _survived(g, c):
    t = (c.get("t") or [-1])[0]
    return t >= 0 and g.cards[t].zone == BATTLELINE and not g.cards[t].tagged


_PLACE = seq(choose("t", A_CREATURE), move_to_flank("t"), deal_damage("t", 2))

card("Placeholder", "AS",
     text="Play: Pick a creature, move it to either flank of its controller's battleline, and deal 2D to it. If "
          "that creature survives, do all of this once more.",
     play=seq(_PLACE, if_(_survived, _PLACE)))

card("Quantum Mouse", "AS",
     text="Enhance: draw, draw, discard.\nEach time you would resolve a draw bonus icon, you may have it resolve "
          "as a discard bonus icon.",
     statics=[static("icon_replace", lambda g, src, p, le: g.cards[src].controller == p,
                     (("draw",), "discard", "resolve it as a discard icon instead"))])


def _usable_artifact(g, x, c):
    return not g.cards[x].exhausted and bool(UseChosen.uses(g, x))


card("Skippy the Glorious", "AS",
     text="Play/After Reap: Put the top card of your deck into your archives.\nScrap: Use one of your opponent's "
          "artifacts as though you controlled it. If it is used, draw a card.",
     play=archive_top(1), reap=archive_top(1),
     reactions=[scrap(seq(use_did(artifacts("enemy").where(_usable_artifact)), if_(did("used"), draw(1))))])

card("Wurm Tunnel", "AS",
     text="Enhance: capture, capture.\nPlay: Take 1Æ off a creature and return it to the supply. If that happens, "
          "draw 2 cards.",
     play=seq(move_amber_to_supply(A_CREATURE.where(lambda g, x, c: g.cards[x].amber > 0), 1),
              if_(lambda g, c: c.get("moved", 0) > 0, draw(2))))

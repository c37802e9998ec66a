"""Mass Mutation — Untamed."""

from aember.cards.define import card
from aember.engine.effects import (
    artifacts,
    choose,
    do,
    forge_key,
    lasting,
    reaction,
    seq,
    static,
)
from aember.engine.rules import resolve_bonus_icons


def _purge_and_icons(g, c):
    for x in c.get("t") or []:
        if not g.in_play(x):
            continue
        face = g.face(x)
        g.purge(x)
        resolve_bonus_icons(g, x, c["me"], face)


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


def _chonkers_fed(g, src, ev, le):
    return (ev.get("fight") == src and ev.get("creature") and ev.get("controller") != g.cards[src].controller)


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
     reactions=[reaction("destroyed", _chonkers_fed, do(_double_counters, "double counters"))])

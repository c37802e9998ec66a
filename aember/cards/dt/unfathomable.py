"""Dark Tidings — Unfathomable."""

from aember.cards.define import card
from aember.engine.effects import do, static
from aember.engine.steps import Do, Static

_SHERMAN_HOLD = Static("purged_by")     # marks the creatures General Sherman purged, until it leaves play


def _sherman_return(g, c):
    for x in (c.get("le") or {}).get("purged", []):
        cd = g.cards[x]
        if cd.zone == "purged" and cd.defn.type == "creature":
            g.put_into_play(x, cd.owner, "right")
            cd.exhausted = True
            g.say(f"{g.cname(x)} returns to play")


_SHERMAN_RETURN = Do(_sherman_return, "return purged creatures")


def _sherman_purge(g, c):
    src = c["src"]
    others = [x for x in g.creatures() if x != src]
    others = [x for x in others if g.purge(x)]      # a warded creature is not purged: it does not come back
    if g.in_play(src):
        g.add_lasting(_SHERMAN_HOLD, src, c["me"], "leaves_play", target=src, on_end=_SHERMAN_RETURN.sid,
                      purged=others)
    else:
        g.pending_triggers.append([src, _SHERMAN_RETURN.sid, {"src": src, "me": c["me"],
                                                               "le": {"purged": others}}])


card("General Sherman", "DT",
     text="General Sherman deals no damage when fighting.\nPlay: Purge each other creature. If General Sherman "
          "leaves play, put each creature purged this way back into play, exhausted and under its owner's "
          "control.",
     statics=[static("no_fight_damage", lambda g, src, cid, le: cid == src)],
     play=do(_sherman_purge, "purge each other creature"))

card("The Chosen One", "DT",
     text="In their \"ready cards\" step, your opponent does not ready the creatures they control; instead, "
          "they deal 1D to The Chosen One for each exhausted creature they control.",
     statics=[static("ready_step_damage", lambda g, src, p, le: p != g.cards[src].controller)])

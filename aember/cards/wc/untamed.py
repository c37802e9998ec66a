"""Worlds Collide — Untamed."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    choose,
    did,
    do,
    if_,
    in_my_zone,
    may,
    sacrifice_self,
    seq,
    static,
    use_each,
)

card("Ghosthawk", "WC",
     text="Deploy.\nPlay: You may reap with each of Ghosthawk's neighbors, one after the other.",
     play=may("Reap with each neighboring creature?", use_each(lambda g, c: g.neighbors(c["src"]), "reap"),
              lambda g, c: bool(g.neighbors(c["src"]))))


def _creed_grant(g, c):
    shown = c.get("shown") or []
    chosen = c.get("t") or []
    if shown and chosen and g.cards[chosen[0]].zone == "battleline":
        g.say(f"{g.pname(c['me'])} reveals {g.cname(shown[0])}; {g.cname(chosen[0])} gains its text box")
        g.add_lasting(_GAIN_TEXT, c["src"], c["me"], "turn", target=chosen[0], title=g.cards[shown[0]].defn.title)


_GAIN_TEXT = static("gain_text")

card("Creed of Nurture", "WC",
     text="Omni: Sacrifice Creed of Nurture. If you do, reveal a creature from your hand and choose a creature "
          "in play: until the end of the turn, the chosen creature gains the revealed creature's text box.",
     omnis=[seq(sacrifice_self(),
                if_(did(), seq(choose("shown", in_my_zone("hand", lambda g, x: g.cards[x].defn.type == "creature",
                                                          "Reveal a creature from your hand")),
                               if_(lambda g, c: bool(c.get("shown")),
                                   seq(choose("t", A_CREATURE), do(_creed_grant, "gain text box"))))))])

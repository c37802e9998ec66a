"""Tokens of Change — Skyborn."""

from aember.cards.define import card
from aember.engine.effects import (
    archive_self,
    capture,
    destroy_self,
    each_player_gains,
    gain,
    give_self_to_opponent,
    granted_use_ability,
    host_is,
    if_,
    is_host,
    is_self,
    keyword_while,
    make_tokens,
    opponent_makes_tokens,
    return_self_to_hand,
    self_only,
    seq,
    src_key_forged,
    static,
    steal,
)

_RED, _YELLOW, _BLUE = src_key_forged("red"), src_key_forged("yellow"), src_key_forged("blue")


card("Balaenora", "ToC",
     text=("Balaenora can be played only if your opponent has at least 7Æ in their pool.\nPlay: Capture every Æ in "
           "your opponent's pool.\nAfter Fight: Your opponent takes control of Balaenora."),
     statics=[static("play_if", None, lambda g, p: g.players[1 - p].amber >= 7)],
     play=capture(lambda g, c: g.players[1 - c["me"]].amber),
     fight=give_self_to_opponent())

card("Hunter of Legend", "ToC",
     text="The creature it is attached to has skirmish and \"After Fight: A token creature is made.\"",
     statics=[keyword_while("skirmish", is_host)],
     reactions=granted_use_ability(("fought",), host_is, make_tokens(1)))

card("Redhawk", "ToC",
     text="Action: Both players gain 1Æ. Make a token creature.",
     actions=[seq(each_player_gains(1), make_tokens(1))])

card("Watched Closely", "ToC",
     text="This creature gains \"After Reap: A token creature is made by your opponent.\"",
     reactions=granted_use_ability(("reaped",), host_is, opponent_makes_tokens(1)))

card("Captain Pella", "ToC",
     text="Enhance [amber][draw].\nAfter Reap: One token creature is made.",
     reap=make_tokens(1))

card("Fierce Competition", "ToC",
     text=("Play: Make a token creature. Archive Fierce Competition if you have forged exactly as many keys as your "
           "opponent."),
     play=seq(make_tokens(1),
              if_(lambda g, c: len(g.players[c["me"]].keys) == len(g.players[1 - c["me"]].keys), archive_self())))

card("Shikari", "ToC",
     text="Play: Make a token creature.\nAfter Fight: Shikari returns to your hand.",
     play=make_tokens(1),
     fight=return_self_to_hand())

card("The Twin Lamps", "ToC",
     text="Play: Steal 1Æ. Then, if your pool holds more Æ than your opponent's, make a token creature.",
     play=seq(steal(1), if_(lambda g, c: g.players[c["me"]].amber > g.players[1 - c["me"]].amber, make_tokens(1))))


# --- the token creatures of Skyborn decks ---

card("Wrangler", "ToC",
     text="Action: Both players gain 1Æ.",
     actions=[each_player_gains(1)])

card("Aerialist", "ToC",
     text="As long as your yellow key is forged, Aerialist has \"After Reap: Capture 1Æ.\"",
     reactions=granted_use_ability(("reaped",), lambda g, src, cid: cid == src and _YELLOW(g, src),
                                   capture(1, "user")))

card("Corsair", "ToC",
     text="As long as your red key is forged, Corsair has +1 power and skirmish.",
     statics=[static("power", self_only(lambda g, src, cid, le: _RED(g, src)), 1),
              keyword_while("skirmish", is_self, _RED)])

card("Marketeer", "ToC",
     text="As long as your blue key is forged, Marketeer has \"Action: Gain 2Æ. Destroy Marketeer.\"",
     statics=[static("grant_action", lambda g, src, cid, le: cid == src and _BLUE(g, src),
                     seq(gain(2), destroy_self()))])

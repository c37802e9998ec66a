"""Tokens of Change — Redemption (and its token creatures)."""

from aember.cards.define import card
from aember.engine.effects import (
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    archive_self,
    destroyed_creature_has_trait,
    do,
    draw,
    granted_use_ability,
    host_is,
    host_only,
    if_,
    made_token_next_to,
    make_tokens,
    put_on_bottom_of_deck,
    reaction,
    seq,
    static,
    stun_or_destroy_if_stunned,
    top_of_discard_to_bottom_of_deck,
    use,
)

_mutant_destroyed = destroyed_creature_has_trait("mutant")

card("Vault of Redemption", "ToC",
     text="Whenever a Mutant creature is destroyed, you draw 1 card.",
     reactions=[reaction("destroyed", _mutant_destroyed, draw(1))])


def _enemy_or_mutant_destroyed(g, src, ev, le):
    enemy = ev.get("creature") and ev.get("controller") != g.cards[src].controller
    return bool(enemy) or _mutant_destroyed(g, src, ev, le)


card("Redeemer Amara", "ToC",
     text="Whenever a Mutant creature or one of your opponent's creatures is destroyed, you make a token creature.",
     reactions=[reaction("destroyed", _enemy_or_mutant_destroyed, make_tokens(1))])


def _ready_host(g, c):
    host = g.cards[c["src"]].host
    if host is not None and host >= 0 and g.in_play(host):
        g.ready(host)


card("Sacred Duty", "ToC",
     text=("The creature it is attached to has +2 power and \"After Fight: Make a token creature.\"\n"
           "Play: That creature becomes ready."),
     statics=[static("power", host_only(), 2)],
     reactions=granted_use_ability(("fought",), host_is, make_tokens(1)),
     play=do(_ready_host, "ready this creature"))

card("Vindication Outpost", "ToC",
     text=("Action: A friendly creature goes to the bottom of its owner's deck. If it does, make a token creature, "
           "ready it and use it to fight."),
     actions=[seq(put_on_bottom_of_deck(FRIENDLY_CREATURE),
                  if_(lambda g, c: bool(c.get("bottomed")),
                      seq(make_tokens(1), use("made", "fight", ready_first=True))))])

card("Admirable Neophyte", "ToC",
     text="Enhance: capture, damage.\nPlay: You make a token creature.",
     play=make_tokens(1))

card("Intrepid Exemplar", "ToC",
     text="Taunt.\nAfter Fight/Destroyed: You make a token creature.",
     fight=make_tokens(1), destroyed=make_tokens(1))

card("Steadfast Commitment", "ToC",
     text="Play: The top card of your discard pile goes under your deck. Then make a token creature.",
     play=seq(top_of_discard_to_bottom_of_deck(), make_tokens(1)))

card("Swift Induction", "ToC",
     text=("Play: Make a token creature. Should it enter play next to a Mutant creature, put Swift Induction into "
           "your archives."),
     play=seq(make_tokens(1),
              if_(made_token_next_to(lambda g, y: "mutant" in g.traits(y)), archive_self())))


# Token creatures (the reference cards of ToC Redemption decks)

card("Zealot", "ToC", text="Assault 2.")

card("Guardian", "ToC", text="(No abilities.)")


def _mutant_in_play(g, src, cid, le):
    return cid == src and any("mutant" in g.traits(x) for x in g.creatures() if x != src)


card("Paragon", "ToC",
     text="Paragon enters play enraged while any Mutant creature is in play.",
     statics=[static("enters_enraged", _mutant_in_play)])

card("Sentinel", "ToC",
     text="Action: Stun an enemy creature; if it is stunned already, destroy it instead.",
     actions=[stun_or_destroy_if_stunned(ENEMY_CREATURE)])

"""Winds of Exchange — Ekwidon."""

from aember.cards.define import card
from aember.engine.effects import (
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    artifacts,
    choose,
    do,
    make_tokens,
    seq,
    steal,
    swap_control,
)

card("Tourist Trap", "WoE",
     text=("Play: Make one token creature.\nAction: Pick one of your token creatures and one enemy creature; if you "
           "did, their controllers trade them."),
     play=make_tokens(1),
     actions=[seq(choose("mine", FRIENDLY_CREATURE.where(
                      lambda g, x, c: g.cards[x].is_token_creature,
                      "Choose a friendly token creature")),
                  choose("theirs", ENEMY_CREATURE), swap_control("mine", "theirs"))])

def _on_flank(g, x, c):
    return g.is_flank(x)


card("Exchange Program", "WoE",
     text=("Play: Pick one of your flank creatures and one enemy flank creature; if you did, their controllers trade "
           "them."),
     play=seq(choose("mine", FRIENDLY_CREATURE.where(_on_flank, "Choose a friendly flank creature")),
              choose("theirs", ENEMY_CREATURE.where(_on_flank, "Choose an enemy flank creature")),
              swap_control("mine", "theirs")))

card("Gĕzdrutyŏ the Arcane", "WoE",
     text="Action: Steal 2Æ. Flip Gĕzdrutyŏ the Arcane facedown (it becomes a token creature).",
     actions=[seq(steal(2), do(lambda g, c: g.flip(c["src"]) if g.in_play(c["src"]) else None, "flip"))])


def _swap_with_fought(g, c):
    for x in c.get("target") or []:
        if g.in_play(c["src"]) and g.in_play(x):      # both creatures survived the fight
            g.swap_control(c["src"], x)


card("Shĭzyokŭ Swopper", "WoE",
     text=("After Fight: This creature and the creature it fought trade controllers. (Both creatures must survive "
           "the fight.)"),
     fight=do(_swap_with_fought, "swap control"))

card("Uncommon Currency", "WoE",
     text="Action: Uncommon Currency and one enemy artifact trade controllers.",
     actions=[seq(do(lambda g, c: c.__setitem__("self", [c["src"]]), "this card"),
                  choose("theirs", artifacts("enemy", "Choose an enemy artifact")), swap_control("self", "theirs"))])

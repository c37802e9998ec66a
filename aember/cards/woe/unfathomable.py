"""Winds of Exchange — Unfathomable."""

from aember.cards.define import card
from aember.engine.effects import (
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    Target,
    archive_self,
    capture,
    choose_house,
    controls_token,
    deal_damage,
    destroy_each,
    destroy_enemy_flank,
    did,
    do,
    each_side_captures_n,
    exhaust,
    host_only,
    if_,
    is_self,
    keyword_while,
    make_tokens,
    most_powerful,
    seq,
    static,
    steal,
    ward,
)
from aember.engine.state import BATTLELINE


def _ctl(g, src):
    return g.cards[src].controller


card("Kelpminder", "WoE",
     text="Enhance [capture][draw][draw].")

card("Kamalani", "WoE",
     text="Destroyed: Two token creatures are made.",
     destroyed=make_tokens(2))

card("Soleft", "WoE",
     text="Destroyed: The creature on the opponent's left flank is destroyed.",
     destroyed=destroy_enemy_flank("left"))

card("Flounderight", "WoE",
     text="Destroyed: The creature on the opponent's right flank is destroyed.",
     destroyed=destroy_enemy_flank("right"))

card("Skullback Crab", "WoE",
     text="Poison.\nAction: You steal 1Æ.",
     actions=[steal(1)])

card("Hypoxia", "WoE",
     text="Play: Every token creature is destroyed.",
     play=destroy_each("any", lambda g, x, c: g.cards[x].is_token_creature))

card("Toxicuda Venom", "WoE",
     text="This creature gains poison.",
     statics=[static("keyword", host_only(), ("poison", 1))])

card("Covetous Hema", "WoE",
     text="Covetous Hema has elusive while it is not on a flank.\nPlay: Capture 3Æ.",
     statics=[keyword_while("elusive", is_self, lambda g, src: not g.is_flank(src))],
     play=capture(3))

card("Initiation", "WoE",
     text="Play: One token creature is made. Then, if your hand holds fewer than 4 cards, archive Initiation.",
     play=seq(make_tokens(1), if_(lambda g, c: len(g.players[c["me"]].hand) < 4, archive_self())))

card("Stir-Crazy", "WoE",
     text="Play: Every creature that is ready captures 1Æ from its controller's opponent.",
     play=each_side_captures_n(1, lambda g, x, c: not g.cards[x].exhausted))

card("Timoti the Dammed", "WoE",
     text="Your opponent cannot forge keys as long as you control a token creature.\nPlay: One token creature is made.",
     statics=[static("cannot_forge", lambda g, src, p, le: p != _ctl(g, src) and controls_token(g, _ctl(g, src)))],
     play=make_tokens(1))

card("Fathom Reaver", "WoE",
     text=("As long as you control a token creature, your opponent's hand size in their \"draw cards\" step is 1 "
           "smaller.\nPlay: One token creature is made."),
     statics=[static("hand_size", lambda g, src, p, le: p != _ctl(g, src) and controls_token(g, _ctl(g, src)), -1)],
     play=make_tokens(1))


def _destroy_self_did(g, c):
    c["did"] = bool(g.in_play(c["src"]) and g.destroy([c["src"]]))


card("Cultist", "WoE",
     text="Action: Destroy this Cultist. If it is destroyed, ward a friendly creature.",
     actions=[seq(do(_destroy_self_did, "destroy self"), if_(did(), ward(FRIENDLY_CREATURE)))])

card("Fish", "WoE",
     text="Destroyed: Deal 2D to the enemy creature with the highest power.",
     destroyed=seq(most_powerful("t", Target(lambda g, c: g.creatures(1 - c["me"]),
                                             "Choose the most powerful enemy creature")),
                   deal_damage("t", 2)))

card("Priest", "WoE",
     text="Action: Exhaust a creature of your opponent's.",
     actions=[exhaust(ENEMY_CREATURE)])

card("Raider", "WoE",
     text="Raider has poison during your turn.\n(During your turn, damage this creature deals by its power in a fight "
          "destroys the creature it damages.)",
     statics=[static("keyword", lambda g, src, cid, le: cid == src and g.active == _ctl(g, src), ("poison", 1))])

card("Physaloha", "WoE",
     text="Enhance [damage][damage].\nA creature with damage on it stays exhausted during the \"ready cards\" step.",
     statics=[static("no_ready_step", lambda g, src, cid, le: g.cards[cid].damage > 0)])

card("Giltspine School", "WoE",
     text=("A token creature stays exhausted during its controller's \"ready cards\" step.\n"
           "Play: Three token creatures are made."),
     statics=[static("no_ready_step", lambda g, src, cid, le: g.cards[cid].is_token_creature)],
     play=make_tokens(3))


def _weak_link(g, src, p, le):
    host = g.cards[src].host
    return host is not None and g.cards[host].zone == BATTLELINE and g.cards[host].exhausted \
        and g.cards[host].controller == p


card("Weak Link", "WoE",
     text='This creature gains: "As long as this creature is exhausted, your keys cost 6Æ more."',
     statics=[static("key_cost", _weak_link, 6)])

_CRUSHING_DEEP = static("key_cost", lambda g, src, p, le: p != le["me"] and g.active == p,
                        lambda g, src, p, le: 3 * len(g.players[p].keys))

card("Crushing Deep", "WoE",
     text="Play: On your opponent's next turn, their keys cost 3Æ more for each key they have already forged.",
     play=do(lambda g, c: g.add_lasting(_CRUSHING_DEEP, c["src"], c["me"], "next_turn"), "lasting"))

_BEFUDDLE = static("cannot_play", lambda g, src, cid, le: g.active != le["me"] and g.turn > le["turn"]
                   and not g.belongs_to(cid, le["house"]))

card("Befuddle", "WoE",
     text=("Play: Pick a house from your opponent's identity card. On their next turn, they may play only cards "
           "of that house."),
     play=seq(choose_house(houses=lambda g, c: list(g.players[1 - c["me"]].houses)),
              do(lambda g, c: g.add_lasting(_BEFUDDLE, c["src"], c["me"], "next_turn", house=c["house"]),
                 "lasting")))

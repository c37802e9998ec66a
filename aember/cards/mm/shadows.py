"""Mass Mutation — Shadows."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    archive_chosen,
    artifacts,
    choose,
    damage_each,
    deal_damage,
    destroy_self,
    did,
    discard_then_draw,
    discard_top_of_deck,
    do,
    each_player_gains,
    if_,
    lasting,
    lasting_with,
    look_top_discard_one,
    look_top_keep_bottom,
    may_choose,
    may_exalt_self_then,
    opponent_discards_random,
    opponent_skips_forge_next_turn,
    put_counter_on_self,
    reaction,
    remove_counters_from_self,
    repeat_this_effect,
    return_to_hand_did,
    self_only,
    seq,
    shuffle_self_into_deck,
    static,
    steal,
    take_control,
)
from aember.engine.state import BATTLELINE

card("Mutant Cutpurse", "MM",
     text="Enhance [damage][damage][damage].")

card("Rad Penny", "MM",
     text="Play: Steal 1Æ.\nDestroyed: Shuffle Rad Penny into your deck.",
     play=steal(1),
     destroyed=shuffle_self_into_deck())

card("Shoulder Id", "MM",
     text=("Taunt.\nShoulder Id is never able to fight.\nWhenever Shoulder Id would deal damage, it deals none and "
           "you steal 1Æ."),
     statics=[static("cannot_fight", lambda g, src, cid, le: cid == src),
              static("steal_instead_of_damage", lambda g, src, cid, le: cid == src)])


def _borrowed(g, src, cid, le):
    return cid == le["target"] and g.cards[cid].controller == le["me"]


card("“Borrow”", "MM",
     text="Play: Take control of an enemy artifact. It belongs to house Shadows while you control it.",
     play=seq(take_control(artifacts("enemy", "Choose an enemy artifact")),
              if_(lambda g, c: bool(c.get("taken")),
                  lasting_with(static("house", _borrowed, "shadows"), until="leaves_play",
                               target=lambda g, c: c["taken"][0], ctl_bound=True))))


def _mine(g, src, ev, le):
    return ev["player"] == g.cards[src].controller


def _friendly_creature(g, src, cid):
    return g.cards[cid].zone == BATTLELINE and g.cards[cid].controller == g.cards[src].controller


card("Bo Nithing", "MM",
     text="Play: Steal 1Æ for each key your opponent has forged.",
     play=steal(lambda g, c: len(g.players[1 - c["me"]].keys)))

card("Dæmo-Thief", "MM",
     text="Elusive.\nDestroyed: Steal 1Æ.",
     destroyed=steal(1))

card("Dark Wave", "MM",
     text="Play: Deal 2D to each creature that is not a Mutant.",
     play=damage_each("any", 2, lambda g, x, c: "mutant" not in g.traits(x)))

card("Francis the “Economist”", "MM",
     text="Skirmish.\nAfter Fight: You and your opponent each gain 1Æ.",
     fight=each_player_gains(1))


def _survived(g, c):
    t = c.get("t") or []
    return bool(t) and g.cards[t[0]].zone == BATTLELINE


card("Look Over There!", "MM",
     text="Play: Deal 2D to a creature. If that creature survives, steal 1Æ.",
     play=seq(deal_damage(A_CREATURE, 2), if_(_survived, steal(1))))

card("Opportunist", "MM",
     text="This creature gains elusive.\nPlay: This creature captures 1Æ from its controller's opponent.",
     play=do(lambda g, c: g.capture(g.cards[c["src"]].host, 1), "host captures 1"),
     statics=[static("keyword", lambda g, src, cid, le: cid == g.cards[src].host, ("elusive", 1))])

card("Subtle Otto", "MM",
     text="Play: Your opponent discards a card at random from their hand.",
     play=opponent_discards_random(1))


card("Tempting Offer", "MM",
     text=("Enhance [capture].\n"
           "Play: Put an enemy creature back into its owner's hand; if that happens, your opponent gains 1Æ."),
     play=seq(return_to_hand_did(ENEMY_CREATURE),      # "If you do": a ward stops it, and the gain
              if_(did(), do(lambda g, c: g.gain(1 - c["me"], 1), "opponent gains 1"))))

card("Vandalize", "MM",
     text="Play: Look at the top 3 cards of your opponent's deck. Discard one of them and put the rest back "
          "in the order you like.",
     play=look_top_discard_one(3, "opponent"))

card("Boss Zarek", "MM",
     text="Enhance [capture][capture][capture].\nYour creatures that have Æ on them gain elusive.",
     statics=[static("keyword", lambda g, src, cid, le: _friendly_creature(g, src, cid) and g.cards[cid].amber > 0,
                     ("elusive", 1))])


def _on_opponents_turn(g, src, cid, le):
    return g.active != le["me"] and g.cards[cid].controller == le["me"]


card("Lucky Dice", "MM",
     text="Omni: Destroy Lucky Dice. While your opponent takes their next turn, your creatures cannot be dealt damage.",
     omnis=[seq(destroy_self(), lasting(static("no_damage", _on_opponents_turn), until="next_turn"))])

card("Miasma Bomb", "MM",
     text="Enhance [damage].\nAction: Destroy Miasma Bomb. On their next turn, your opponent skips their "
          "\"forge a key\" step.",
     actions=[seq(destroy_self(), opponent_skips_forge_next_turn())])


def _top_was_shadows(g, c):
    return any(g.belongs_to(x, "shadows") for x in c.get("top") or [])


card("Ransack", "MM",
     text="Play: Steal 1Æ, then discard the top card of your deck. If it is a Shadows card, do all this again.",
     play=repeat_this_effect(seq(steal(1), discard_top_of_deck("top")), _top_was_shadows))


def _rizzo(g, src, cid, le):
    return cid == le["target"]


card("Reckless Rizzo", "MM",
     text="Elusive.\nAction: Steal 2Æ. Reckless Rizzo loses elusive until the start of your next turn.",
     actions=[seq(steal(2), lasting_with(static("lose_keyword", _rizzo, "elusive"), until="my_next_turn",
                                         target=lambda g, c: c["src"]))])

card("Safe House", "MM",
     text="Action: Put a friendly creature in play into its owner's archives.",
     actions=[seq(choose("t", FRIENDLY_CREATURE), archive_chosen("t"))])   # a card leaving play: its owner's zone

card("The Shadowsmith", "MM",
     text="Every Mutant creature gains elusive.",
     statics=[static("keyword", lambda g, src, cid, le: "mutant" in g.traits(cid), ("elusive", 1))])

card("Doom Sigil", "MM",
     text="Every creature gains poison.\nWhen no creature is in play, destroy Doom Sigil.",
     statics=[static("keyword", lambda g, src, cid, le: True, ("poison", 1)),
              static("destroy_when", self_only(), lambda g, src: not g.creatures())])

card("Johnny Longfingers", "MM",
     text='Friendly Mutant creatures gain "Destroyed: Steal 1Æ."',
     statics=[static("grant_destroyed",
                     lambda g, src, cid, le: g.cards[cid].controller == g.cards[src].controller
                     and "mutant" in g.traits(cid), steal(1))])

card("Liam Say", "MM",
     text="Elusive.\nYou may deal 1D to a creature when your turn starts.",
     reactions=[reaction("turn_start", _mine,
                         may_choose("Deal 1D to a creature?", A_CREATURE,
                                    deal_damage("t", 1)))])

card("Mastermindy", "MM",
     text="Elusive.\nAt the end of your turn, put a scheme counter on Mastermindy.\nAction: Remove all scheme "
          "counters from Mastermindy, then steal 1Æ for each one removed.",
     reactions=[reaction("turn_end", _mine, put_counter_on_self("scheme"))],
     actions=[seq(remove_counters_from_self("scheme"), steal(lambda g, c: c["removed"]))])


def _mole_spender(g, src, p, le):
    host = g.cards[src].host
    return g.cards[host].zone == BATTLELINE and p != g.cards[host].controller


card("Mole", "MM",
     text='This creature gains "The Æ on this creature can be spent by your opponent as though it were in their pool."',
     statics=[static("spend_amber_on_foreign", _mole_spender, lambda g, src: [g.cards[src].host],
                     gained=True)])

card("Pincerator", "MM",
     text="At the end of every turn, deal 1D to each creature on a flank.",
     reactions=[reaction("turn_end", lambda g, src, ev, le: True,
                         damage_each("any", 1, lambda g, x, c: g.is_flank(x)))])


def _shadowsaurus_drain(g, c):
    t = [x for x in c.get("t") or [] if g.cards[x].zone == BATTLELINE]
    c["drained"] = 0
    for x in t:
        n = g.cards[x].amber
        if n > 0:
            g.cards[x].amber = 0
            g._checked = False
            g.add_to_pool(g.cards[x].controller, n, f"{n}Æ moves from {g.cname(x)} to "
                          f"{g.pname(g.cards[x].controller)}'s pool")
            c["drained"] = n


card("Shadowsaurus", "MM",
     text="Action: Move all the Æ on an enemy creature to your opponent's pool. If there was 1Æ or more on it, "
          "take control of it. It belongs to house Shadows while you control it.",
     actions=[seq(choose("t", ENEMY_CREATURE), do(_shadowsaurus_drain, "move Æ to the pool"),
                  if_(lambda g, c: c["drained"] > 0,
                      seq(take_control("t"),
                          if_(lambda g, c: bool(c.get("taken")),
                              lasting_with(static("house", _borrowed, "shadows"), until="leaves_play",
                                           target=lambda g, c: c["taken"][0], ctl_bound=True)))))])

card("Splinter", "MM",
     text="Enhance [damage][damage][damage][damage][damage][damage].")

card("Dino-Thief", "MM",
     text="Elusive.\nPlay: You may exalt Dino-Thief; if you exalt it, a creature of your choice is dealt 3D.",
     play=may_exalt_self_then(deal_damage(A_CREATURE, 3), "Exalt Dino-Thief?"))

card("Lyco-Thief", "MM",
     text="Elusive.\nSkirmish.")

card("Sacro-Thief", "MM",
     text="Elusive.")

card("Techno-Thief", "MM",
     text="Elusive.\nAfter Reap: Discard a card from your hand, then draw a card if one was discarded.",
     reap=discard_then_draw())

card("Xeno-Thief", "MM",
     text=("Elusive.\n"
           "After Fight: Look at your deck's top 3 cards; take one of them into your hand and move another to the "
           "bottom of your deck."),
     fight=look_top_keep_bottom(3))

"""Draconian Measures — Mars."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    add_neighbors,
    add_power_counters,
    archive_from_hand,
    artifacts,
    bonus_icon_count,
    capture,
    captures_from_own_side,
    choose,
    choose_amount,
    creatures_and_artifacts,
    destroy,
    destroy_each,
    destroyed_any,
    destroyed_this_way,
    did,
    discard_any_number_from_hand,
    discard_one_from_hand,
    discard_top_of_deck,
    draw,
    each_of,
    forge_key,
    gain,
    granted_use_ability,
    if_,
    in_center,
    least_powerful,
    may,
    may_choose,
    most_powerful,
    move_amber_to_supply,
    neighbors_of_self,
    overwhelmed_me,
    put_on_bottom_of_deck,
    ready,
    ready_each,
    remove_power_counters_from,
    return_to_hand_did,
    self_as,
    seq,
    split_capture,
    static,
    stun,
    take_control,
    use,
    while_self_exhausted,
)


def _in_center(g, cid):
    return in_center(g, cid)


card("Emperor Memrox", "DM",
     text=("As long as Emperor Memrox is in the center of your battleline, it has invulnerable.\nAfter Reap: Put one "
           "card into your archives, then gain 1Æ per card in your archives."),
     statics=[static("keyword", lambda g, src, cid, le: cid == src and _in_center(g, src), ("invulnerable", 1))],
     reap=seq(archive_from_hand(1), gain(lambda g, c: len(g.players[c["me"]].archives))))


card("Agent Buuff", "DM",
     text="After Reap: When you are overwhelmed, put three +1 power counters on one friendly creature; when you are "
          "not, put one +1 power counter on every friendly creature.",
     reap=if_(overwhelmed_me, add_power_counters(FRIENDLY_CREATURE, 3),
              seq(each_of(FRIENDLY_CREATURE), add_power_counters("each", 1))))

card("Operator Olluyyg", "DM",
     text="Entrench.\nAs long as Operator Olluyyg is exhausted, the keys of your opponent cost 3Æ more.",
     statics=[static("key_cost", lambda g, src, p, le: while_self_exhausted(g, src, src, le)
                     and p != g.cards[src].controller, 3)])

_UJKYYTR = if_(overwhelmed_me, seq(choose("t", ENEMY_CREATURE), add_neighbors("t"), stun("t")), stun(A_CREATURE))

card("Ujkyytr Prime", "DM",
     text="After Fight/After Reap: When you are overwhelmed, stun an enemy creature and the creatures beside it; "
          "when you are not, stun one creature.",
     fight=_UJKYYTR, reap=_UJKYYTR)


def _friendly_not_mars(g, x, c) -> bool:
    return not g.belongs_to(x, "mars")


card("Martian Propagation", "DM",
     text="Play: Every friendly creature is destroyed. Draw two cards per creature destroyed by this.",
     play=seq(destroy_each("friendly"), draw(lambda g, c: 2 * len(destroyed_this_way()(g, c)))))


def _monster_zero_neighbor(g, src, cid, le) -> bool:
    return g.in_play(src) and cid in g.neighbors(src)


card("Monster Zero", "DM",
     gigantic="Monster Zero",
     text=("(Gigantic: played only together with its other half.)\nDeploy.\nThe creatures beside Monster Zero "
           "belong to house Mars only.\nPlay: Monster Zero gets as many +1 power counters as the power of the most "
           "powerful friendly creature."),
     statics=[static("house_only", _monster_zero_neighbor, "mars")],
     play=add_power_counters(None, lambda g, c: max((g.power(x) for x in g.players[c["me"]].battleline), default=0)))

card("Zzyszz’s Compactor", "DM",
     text=("Action: Send a creature to the bottom of its owner's deck. If it goes, a creature gets two +1 power "
           "counters."),
     actions=[seq(put_on_bottom_of_deck(A_CREATURE),
                  if_(did("bottomed"), add_power_counters(A_CREATURE, 2, key="t2")))])

card("All Are Mars", "DM",
     text="Action: Ready one friendly creature and use it.",
     actions=[use(FRIENDLY_CREATURE, ready_first=True)])

card("Edifice for Mars", "DM",
     text="Play: Destroy one artifact that is not Mars. If it is destroyed, you may ready one friendly card.",
     play=seq(destroy(artifacts(prompt="Choose a non-Mars artifact to destroy").where(
         lambda g, x, c: not g.belongs_to(x, "mars"))),
             if_(destroyed_any(), may_choose("Ready a friendly card?",
                                         creatures_and_artifacts("friendly", "Choose a friendly card to ready"),
                                         ready("t2"), key="t2"))))


def _zark_has_3(g, c) -> bool:
    return g.in_play(c["src"]) and g.cards[c["src"]].amber >= 3


card("Empowered Zark", "DM",
     text=("After Fight: Capture 2Æ. Then, with 3Æ or more on Empowered Zark, you may return 3Æ from it to the "
           "common supply to ready every Mars creature that is not an Agent."),
     fight=seq(capture(2),
               if_(_zark_has_3, may("Move 3Æ from Empowered Zark to the supply and ready each non-Agent Mars creature?",
                                    seq(self_as("_zark"), move_amber_to_supply("_zark", 3),
                                        ready_each("any", lambda g, x, c: g.belongs_to(x, "mars")
                                                   and "agent" not in g.traits(x)))))))

card("Golden K1-TT13", "DM",
     text='Entrench.\nAs long as Golden K1-TT13 is exhausted, the creatures beside it have "After Reap: Gain 1Æ."',
     reactions=granted_use_ability(("reaped",), lambda g, src, cid: g.in_play(src) and g.cards[src].exhausted
                                   and cid in g.neighbors(src), gain(1)))

card("Key Drain", "DM",
     text=("Play: Discard as many cards from your hand as you like (or none). Then forge a key for 9Æ above the "
           "current cost, 1Æ less per card discarded this way."),
     play=seq(discard_any_number_from_hand(),
              forge_key(lambda g, c: max(0, g.key_cost(c["me"]) + 9 - len(c.get("discarded") or [])))))

card("lyylyug", "DM",
     text="Elusive.\nAfter Reap: The enemy creature with the lowest power captures 1Æ from its own side.",
     reap=seq(least_powerful("t", ENEMY_CREATURE), captures_from_own_side("t", 1)))

card("Arbiter Vyynx", "DM",
     text="After Reap: Destroy one friendly creature that is not Mars. If it is destroyed, take control of an "
          "enemy creature.",
     reap=seq(destroy(FRIENDLY_CREATURE.where(_friendly_not_mars, "Choose a friendly non-Mars creature to destroy")),
              if_(destroyed_any(), take_control(ENEMY_CREATURE, key="t2"))))


def _top_not_mars(g, c) -> bool:
    return any(not g.belongs_to(x, "mars") for x in c.get("top") or [])


card("Digital Manipulation", "DM",
     text=("Play: Discard the top card of the opponent's deck. Unless that card is Mars, an enemy creature "
           "captures 1Æ from its own side."),
     play=seq(discard_top_of_deck("top", "opponent"), if_(_top_not_mars, captures_from_own_side(ENEMY_CREATURE, 1))))

card("Klyyhnug", "DM",
     text=("Enhance [damage][power][power].\nAfter Reap: You may take every +1 power counter off one creature. If "
           "at least one is taken off this way, archive a card."),
     reap=may_choose("Remove each +1 power counter from a creature?",
                     A_CREATURE.where(lambda g, x, c: True, "Choose a creature to remove its +1 power counters"),
                     seq(remove_power_counters_from("t"), if_(lambda g, c: c.get("removed", 0) > 0,
                                                              archive_from_hand(1)))))

card("Productive Trash", "DM",
     text=("Play: You may discard a card from your hand that is not Mars. If you do, for each bonus icon on that "
           "card one friendly creature (any of them, each time) captures 1Æ."),
     # "a friendly creature captures 1Æ for each …": each 1Æ may go to a different creature (rulebook FOR EACH)
     play=may("Discard a non-Mars card from your hand?",
              seq(discard_one_from_hand(cond=lambda g, x: not g.belongs_to(x, "mars"),
                                        prompt="Choose a non-Mars card to discard"),
                  if_(did(), split_capture(lambda g, c: sum(bonus_icon_count(g, x)
                                                            for x in c.get("discarded") or []),
                                           lambda g, c: list(g.players[c["me"]].battleline)))),
              lambda g, c: any(not g.belongs_to(x, "mars") for x in g.players[c["me"]].hand)))

card("Replacement Targ", "DM",
     text=("Deploy.\nPlay: Return a neighboring creature that is not a Soldier to its owner's hand. If it goes, the "
           "most powerful friendly creature captures 2Æ."),
     play=seq(return_to_hand_did(neighbors_of_self("Choose a neighboring non-Soldier creature").where(
         lambda g, x, c: "soldier" not in g.traits(x))),
         if_(did(), seq(most_powerful("mp", FRIENDLY_CREATURE), capture(2, by="mp")))))

card("Transmutation", "DM",
     text=("Play: A creature gets two +1 power counters. Then you may take as many +1 power counters as you like "
           "off one friendly creature; it captures 1Æ for each one taken off."),
     play=seq(add_power_counters(A_CREATURE, 2),
              may_choose("Remove +1 power counters from a friendly creature?",
                         FRIENDLY_CREATURE.where(lambda g, x, c: True,
                                                 "Choose a friendly creature to remove counters from"),
                         seq(choose_amount("n", lambda g, c: max((g.cards[x].power_counters for x in c.get("t2") or []),
                                                                 default=0), "How many counters to remove?"),
                             remove_power_counters_from("t2", "n"),
                             capture(lambda g, c: c.get("removed", 0), by="t2")),
                         key="t2")))

"""Prophetic Visions — Sanctum."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    add_power_counters,
    again_if,
    amber_as_destroyed,
    capture,
    choose,
    chosen_player_discards_bottom,
    deal_damage,
    deal_damage_then_neighbors_if_destroyed,
    destroy,
    destroy_self,
    discard_archives,
    discard_one_from_hand,
    do,
    each_captures,
    exalt,
    gain,
    granted_use_ability,
    heal,
    if_,
    in_discard_piles,
    lose,
    may,
    most_powerful,
    neighbors_of_self,
    not_tagged,
    opponent_amber,
    purge_chosen,
    put_discarded_into_play_for_me,
    put_on_deck,
    reaction,
    ready,
    repeat,
    repeat_while,
    scrap,
    self_as,
    seq,
    split_damage,
    split_each,
    static,
)
from aember.engine.prophecy import fate
from aember.engine.state import BATTLELINE
from aember.engine.steps import ChooseOne


def _used_to_fight_by_me(g, src, ev, le):
    # "after a friendly creature is used to fight": the After Fight timing point (the fought event), as Peace Accord
    return ev["player"] == g.cards[src].controller


card("Collective Calm", "PV",
     text="Every creature has \"After Reap: Gain 1Æ.\"\nWhenever a friendly creature is used to fight, Collective Calm "
          "is destroyed.",
     reactions=granted_use_ability(("reaped",), lambda g, src, cid: True, gain(1))
     + [reaction("fought", _used_to_fight_by_me, destroy_self())])

card("Emerald Duelist", "PV",
     text="Taunt.\nAfter Fight: Every neighbor of Emerald Duelist captures 1Æ.",
     fight=each_captures("friendly", lambda g, x, c: x in g.neighbors(c["src"])))


def _sanctum_in_hand(g, x):
    return g.belongs_to(x, "sanctum")


card("Luminous Boom", "PV",
     text="Enhance: Sanctum.\nPlay: You may discard a Sanctum card from your hand. Should you do so, a friendly "
          "creature captures every Æ your opponent has.",
     play=seq(may("Discard a Sanctum card?", discard_one_from_hand("did", _sanctum_in_hand),
                  lambda g, c: any(_sanctum_in_hand(g, x) for x in g.players[c["me"]].hand)),
              if_(lambda g, c: bool(c.get("did")), capture(opponent_amber, by=FRIENDLY_CREATURE))))


def _zan_move(g, c):
    moved = 0
    for x in c.get("t") or []:
        if g.cards[x].zone == BATTLELINE and g.cards[x].amber:
            moved, g.cards[x].amber = g.cards[x].amber, 0
            g._checked = False
            g.say(f"{moved}Æ on {g.cname(x)} goes to the common supply")
    c["moved"] = moved


card("Oracle Zan", "PV",
     text="After Reap: Choose a friendly creature and return all the Æ on it to the common supply. For every Æ "
          "returned, heal 2D from a creature.",
     # any friendly creature / any creature may be chosen (one with no Æ, an undamaged one): legal, doing nothing;
     # a heal point is no decision when no creature is damaged (every choice gives the same result: FORMAT rev 2)
     reap=seq(choose("t", FRIENDLY_CREATURE), do(_zan_move, "to supply"),
              repeat(lambda g, c: c["moved"],
                     if_(lambda g, c: any(g.cards[x].damage > 0 for x in g.creatures()),
                         heal(A_CREATURE, 2, key="h")))))


def _all_artifacts(g):
    return [x for p in g.players for x in p.artifacts]


def _purge_each_artifact(g, c):
    for x in _all_artifacts(g):
        g.purge(x)


card("Relegated Relics", "PV",
     text="Play: Every artifact is shuffled into its owner's deck.\nFate: Every artifact is purged.",
     play=do(lambda g, c: g.shuffle_into_deck(_all_artifacts(g)), "shuffle artifacts into decks"),
     reactions=[fate(do(_purge_each_artifact, "purge each artifact"))])


def _creed_capture(g, c):
    for x in c.get("t") or []:
        g.capture(x, g.players[1 - c["me"]].amber, 1 - c["me"])


def _creed_supply(g, c):
    for x in c.get("t") or []:
        if g.cards[x].amber:
            g.say(f"{g.cards[x].amber}Æ on {g.cname(x)} goes to the common supply")
            g.cards[x].amber = 0
            g._checked = False


card("Trenk’s Creed", "PV",
     text="Play: Pick one - the most powerful creature captures every Æ your opponent has; or every Æ on the most "
          "powerful creature goes back to the common supply.",
     play=ChooseOne({"The most powerful creature captures all of your opponent's Æ":
                     seq(most_powerful("t"), do(_creed_capture, "capture all")),
                     "Move all Æ from the most powerful creature to the common supply":
                     seq(most_powerful("t"), do(_creed_supply, "to supply"))}))


def _charity(g, c):
    for x in g.players[c["me"]].battleline:
        if g.cards[x].amber:
            g.say(f"{g.cards[x].amber}Æ on {g.cname(x)} goes to the common supply")
            g.cards[x].amber = 0
    g._checked = False


card("Benevolent Charity", "PV",
     text="Enhance: Capture, Capture, Capture.\nPlay: All Æ on friendly creatures goes back to the common supply.\n"
          "Fate: 1Æ is captured by each enemy creature that has Æ on it.",
     play=do(_charity, "friendly Æ to supply"),
     reactions=[fate(each_captures("enemy", lambda g, x, c: g.cards[x].amber > 0))])


def _other_friendly_of_src(g, src, cid, le):
    # Chanel in play as any type (mineralized: an artifact) keeps her constant ability (001:1103-1107)
    return cid != src and g.cards[cid].controller == g.cards[src].controller and g.in_play(src)


card("Chanel the Wise", "PV",
     text="Every other friendly creature gets +3 power.\nScrap: Put five +1 power counters on a friendly creature.",
     statics=[static("power", _other_friendly_of_src, 3)],
     reactions=[scrap(add_power_counters(FRIENDLY_CREATURE, 5))])


card("Dissonant Chord", "PV",
     text="Play: Deal 3D to a creature. Should that damage destroy it, once it has left play stun each creature that "
          "was its neighbor.\nFate: Stun every friendly creature that has Æ on it.",
     play=deal_damage_then_neighbors_if_destroyed(A_CREATURE, 3, lambda g, c, nbrs: [g.stun(x) for x in nbrs],
                                                  "stun neighbors"),
     reactions=[fate(do(lambda g, c: [g.stun(x) for x in g.players[c["me"]].battleline if g.cards[x].amber > 0],
                        "stun each friendly creature with Æ"))])


def _my_turn_ends(g, src, ev, le):
    return ev["player"] == g.cards[src].controller


card("Garnet Squire", "PV",
     text="Enhance: Damage, Damage.\nWhen your turn ends, heal 1D from Garnet Squire; if any was healed, gain 1Æ.",
     reactions=[reaction("turn_end", _my_turn_ends,
                         seq(self_as("s"), heal("s", 1), if_(lambda g, c: c.get("healed", 0) > 0, gain(1))))])


def _heal_user_neighbors(g, c):
    for u in c.get("user") or []:
        for n in g.neighbors(u) if g.cards[u].zone == BATTLELINE else []:
            g.heal(n, 3)


def _tealnar_fate(g, c):
    healed = [x for x in g.creatures() if g.cards[x].damage > 0]
    for x in healed:
        g.heal(x, None)
    g.gain(1 - c["me"], len(healed))


card("Tealnar", "PV",
     text="Each friendly creature has \"After Fight: Heal 3D from each neighbor of this creature.\"\nFate: Each "
          "creature is fully healed; your opponent gains 1Æ for every creature healed this way.",
     reactions=granted_use_ability(("fought",), lambda g, src, cid: g.cards[cid].controller == g.cards[src].controller,
                                   do(_heal_user_neighbors, "heal neighbors"))
     + [fate(do(_tealnar_fate, "fully heal each creature"))])


def _survived(g, c):
    return any(g.cards[x].zone == BATTLELINE and not g.cards[x].tagged for x in c.get("t") or [])


def _again(flag: bool):
    return do(lambda g, c: c.__setitem__("again", flag), "repeat?")


def _friendly_damage_dealt(g, c):
    # "deal 1D to a friendly creature to repeat" is an "in order to" (001:2216): damage a ward or armor prevents
    # is not dealt (001:1864), so it buys no repeat
    c["again"] = any(n > 0 for n in (c.get("dealt") or {}).values())


_TRADE = seq(_again(False), deal_damage(ENEMY_CREATURE, 1),
             if_(_survived, may("Deal 1D to a friendly creature to repeat?",
                                seq(deal_damage(FRIENDLY_CREATURE, 1, key="f"),
                                    do(_friendly_damage_dealt, "repeat?")),
                                lambda g, c: bool(g.players[c["me"]].battleline))))

card("Trade Blows", "PV",
     text="Play: Deal 1D to an enemy creature. If it survives, you may deal 1D to a friendly creature to do this "
          "again.",
     play=repeat_while(_TRADE, lambda g, c: bool(c.get("again"))))


def _sanctum_neighbors_armor(g, src, cid, le):
    return 2 * sum(1 for x in g.neighbors(src) if g.belongs_to(x, "sanctum"))


card("Brigadier Ols", "PV",
     text="Enhance: Sanctum.\nBrigadier Ols has +2 armor per Sanctum neighbor.",
     statics=[static("armor", lambda g, src, cid, le: cid == src, _sanctum_neighbors_armor)])


card("Broken Intent", "PV",
     text="Play: Pick one - both players discard their archives; or purge an action card from a discard pile.",
     play=ChooseOne({"Each player discards their archives": discard_archives("each"),
                     "Purge an action card in a discard pile":
                     purge_chosen(in_discard_piles(lambda g, x: g.cards[x].defn.type == "action",
                                                   "Choose an action card in a discard pile to purge"))}))


def _opponent_keys_armor(g, src, cid, le):
    return 2 * len(g.players[1 - g.cards[src].controller].keys)


card("Dame Margaret", "PV",
     text="Deploy. Taunt.\nDame Margaret has +2 armor per key your opponent has forged.",
     statics=[static("armor", lambda g, src, cid, le: cid == src, _opponent_keys_armor)])


def _purge_bottom_of_my_deck(g, c):
    deck = g.players[c["me"]].deck
    if deck:
        g.purge(deck[-1])


card("Divine Seal", "PV",
     text="Play: Choose a creature; it goes to the bottom of its owner's deck.\nFate: The bottom card of your deck is "
          "purged.",
     play=put_on_deck(A_CREATURE, top=False),
     reactions=[fate(do(_purge_bottom_of_my_deck, "purge the bottom card"))])


def _enemy_armor(g, c):
    return sum(g.armor(x) for x in g.players[1 - c["me"]].battleline)


card("Greedy Reprisal", "PV",
     text="Play: Destroy as many creatures as your opponent has Æ in their pool.\nFate: For every point of armor "
          "that enemy creatures have, deal 2D to a friendly creature.",
     # "for each Æ … destroy a creature": one decision per point, each destroyed as chosen (FORMAT; split_each)
     play=split_each(opponent_amber, not_tagged(A_CREATURE), destroy("t")),
     reactions=[fate(split_damage(_enemy_armor, FRIENDLY_CREATURE, per=2))])

_WARDEN = ready(neighbors_of_self("Choose a neighboring Sanctum creature to ready")
                .where(lambda g, x, c: g.belongs_to(x, "sanctum")))

card("Grey Warden", "PV",
     text="Deploy.\nAfter Fight/After Reap: Ready a Sanctum creature next to Grey Warden.",
     fight=_WARDEN, reap=_WARDEN)


def _jayne_target_has_amber(g, c):
    # "that creature" destroyed by the 2D is read as it was immediately prior to leaving play (001:2340-2342), as
    # Code Monkey's houses, Fling's power, Pain Reaction's neighbors: the Æ it had then (now in my pool) counts
    return any(amber_as_destroyed(g, x) > 0 for x in c.get("j") or [])


card("Jayne the Bard", "PV",
     text="After Reap: Deal 2D to an enemy creature; if the creature so damaged has Æ on it, do that once more.\n"
          "Scrap: Exalt 2 friendly creatures.",
     # "Repeat the preceding effect" repeats it once only (rulebook glossary; Bait and Switch FAQ, 001:3085-3097).
     reap=again_if(deal_damage(ENEMY_CREATURE, 2, key="j"), _jayne_target_has_amber),
     reactions=[scrap(exalt(FRIENDLY_CREATURE.times(2, prompt="Choose 2 friendly creatures to exalt")))])

card("Lightbearer Kelvin", "PV",
     text="After Fight: Pick a player and discard the bottom card of their deck. If it is a creature, put it into "
          "play under your control.",
     fight=seq(chosen_player_discards_bottom("bottom"), put_discarded_into_play_for_me("bottom")))

card("Sir Jaune", "PV",
     text="Play: Capture a third of your opponent's Æ, rounded down.\nFate: You lose a third of your Æ, rounded down.",
     play=capture(lambda g, c: g.players[1 - c["me"]].amber // 3),
     reactions=[fate(lose(lambda g, c: g.players[c["me"]].amber // 3, who="me"))])

"""Prophetic Visions — Dis."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    archive_each_friendly,
    artifacts,
    captures_from_own_side,
    choose,
    chosen_player_discards_top_n,
    damage_each,
    destroy,
    destroy_each,
    discard_cards_under_self,
    discard_hand,
    do,
    enemy_creature_reaped,
    granted_use_ability,
    houses_of_card,
    if_,
    in_my_zone,
    keys_forged_on,
    lasting,
    lose,
    may_forge_key_at,
    most_powerful,
    next_turn_cannot_play,
    not_tagged,
    opponent_discards_random,
    opponent_draws,
    opponent_gains,
    purge_chosen,
    purge_random_from_opponent_hand,
    purge_top_of_my_discard,
    put_chosen_under_self,
    put_on_deck,
    random_card_in_opponent_hand,
    reaction,
    scrap,
    seq,
    shuffle_into_owners_deck,
    split_capture,
    split_damage,
    static,
    steal,
    take_control,
)
from aember.engine.prophecy import fate
from aember.engine.state import BATTLELINE

card("Strug", "PV",
     text="Play/Destroyed: The opponent loses 1Æ.\nFate: Lose 2Æ.",
     play=lose(1), destroyed=lose(1),
     reactions=[fate(lose(2, who="me"))])

card("Coup de Grâce", "PV",
     text="Play: Every damaged creature is destroyed.\nFate: Each friendly creature takes 4D.",
     play=destroy_each("any", lambda g, x, c: g.cards[x].damage > 0),
     reactions=[fate(damage_each("friendly", 4))])

card("Cryptic Collapse", "PV",
     text="Play: Discard every card in your hand. Once per card discarded, an enemy creature captures 1Æ from its "
          "own side.",
     play=seq(discard_hand(), split_capture(lambda g, c: c["discarded"],
                                            lambda g, c: list(g.players[1 - c["me"]].battleline))))


def _enemy_creature_destroyed(g, src, ev, le):
    return bool(ev.get("creature")) and ev.get("controller") != g.cards[src].controller


card("Embellish Imp", "PV",
     text="Whenever an enemy creature is destroyed, steal 1Æ.\nFate: The most powerful friendly creature is "
          "destroyed.",
     reactions=[reaction("destroyed", _enemy_creature_destroyed, steal(1)),
                fate(seq(most_powerful("t", FRIENDLY_CREATURE), destroy("t")))])


def _destroy_creature_and_artifact(g, c):
    g.destroy([x for x in (c.get("cr") or []) + (c.get("ar") or []) if g.in_play(x)])


card("Remmy’s Horror", "PV",
     text="Play: Destroy one creature and one artifact. Then purge a card at random from your opponent's hand.",
     play=seq(choose("cr", not_tagged(A_CREATURE)), choose("ar", not_tagged(artifacts())),
              do(_destroy_creature_and_artifact, "destroy both"), purge_random_from_opponent_hand(1)))


def _solo(g, src, cid, le=None):
    return cid == src and g.cards[src].zone == BATTLELINE and g.players[g.cards[src].controller].battleline == [src]


card("Solo", "PV",
     text="While Solo is the only friendly creature in play, it gets +20 power and has \"After Fight: Gain 3Æ.\"\n"
          "Fate: Every creature is destroyed.",
     statics=[static("power", _solo, 20)],
     reactions=granted_use_ability(("fought",), _solo, do(lambda g, c: g.gain(c["me"], 3), "gain 3"))
     + [fate(destroy_each("any"))])


def _soul_locked(g, src, cid, le):
    # "your opponent cannot use": the player bound is the one using the card (the active player), whoever controls
    # it - the opponent using Soul Lock's controller's card as if it were theirs is bound, Soul Lock's controller
    # using the opponent's card is not
    if g.active == g.cards[src].controller:
        return False
    return any(g.belongs_to(cid, h) for x in g.beneath(src) for h in houses_of_card(g, x))   # its icons too



card("Soul Lock", "PV",
     text="Your opponent may not use a card of the house of any card lying faceup under Soul Lock.\nAction: Discard "
          "every card under Soul Lock, then put an enemy creature faceup under Soul Lock.",
     statics=[static("faceup_under"), static("cannot_use", _soul_locked)],
     actions=[seq(discard_cards_under_self(), choose("t", ENEMY_CREATURE), put_chosen_under_self("t"))])


_MUST_CHOOSE_DISCARDED = static("must_choose_house", lambda g, src, p, le: p == le["who"],
                                lambda g, src, le: le["house"])


def _atrocity_house(g, c):
    for x in c.get("discarded_top") or []:
        g.add_lasting(_MUST_CHOOSE_DISCARDED, c["src"], c["me"], "turn", who=1 - c["me"], house=g.houses_of(x))


card("Atrocity", "PV",
     text="At the start of your opponent's turn, they discard the top card of their deck and must choose that card's "
          "house as their active house this turn. Then Atrocity takes 1D.",
     reactions=[reaction("turn_start", lambda g, src, ev, le: ev["player"] != g.cards[src].controller,
                         seq(do(lambda g, c: c.__setitem__("discarded_top",      # "that player discards"
                                                           g.discard_top(1 - c["me"], 1, by=1 - c["me"])),
                                "discard top"),
                             do(_atrocity_house, "must choose"),
                             do(lambda g, c: g.deal_damage([(c["src"], 1)], c["src"]), "damage self")))])

card("Grave Bounty", "PV",
     text="Play: Choose a card in your discard pile and purge it; when one is purged, 2Æ of your opponent's are "
          "lost.\nFate: The 2 topmost cards of your discard pile are purged.",
     play=seq(purge_chosen(in_my_zone("discard", prompt="Choose a card in your discard pile to purge")),
              if_(lambda g, c: bool(c.get("purged")), lose(2))),
     reactions=[fate(purge_top_of_my_discard(2))])

card("Ifraneye", "PV",
     text="Play: Discard every card in your hand.\nAfter Reap: Your opponent discards 2 cards from their hand at "
          "random.",
     play=discard_hand(), reap=opponent_discards_random(2))

card("Oh, You Shouldn’t Have!", "PV",
     text="Fate: Your opponent gains 3Æ.",
     reactions=[fate(opponent_gains(3))])


def _host_readied(g, src, ev, le):
    return g.cards[src].host == ev["card"]


def _destroy_host(g, c):
    host = g.cards[c["src"]].host
    if host is not None and host >= 0 and g.in_play(host):
        g.destroy([host])


_SKIP_READY = static("skip_ready_step", lambda g, src, p, le: p == le["me"])

card("Poised Strike", "PV",
     text="After any player readies this creature, it is destroyed.\nFate: You skip your \"ready cards\" step this "
          "turn.",
     reactions=[reaction("readied", _host_readied,
                         do(_destroy_host, "destroy host")),
                fate(lasting(_SKIP_READY))])


def _forged_in_forge_step(g, src, ev, le):
    me = g.cards[src].controller
    return ev["player"] == me and g.active == me and g.step == "forge"


card("Relativity Imp", "PV",
     text="You may not forge more than 2 keys in a turn.\nAfter you forge a key in your \"forge a key\" step, you may "
          "forge a second key at the current cost.",
     statics=[static("cannot_forge", lambda g, src, p, le: p == g.cards[src].controller
                     and keys_forged_on(g, p, g.turn) >= 2)],
     reactions=[reaction("forged", _forged_in_forge_step, may_forge_key_at(None))])

card("Carrion Wyrm", "PV",
     text="After Reap: Choose an enemy creature; it is destroyed.\nScrap: Choose an enemy creature and place it on "
          "its owner's deck, on top.",
     reap=destroy(ENEMY_CREATURE),
     reactions=[scrap(put_on_deck(ENEMY_CREATURE))])

card("Chasm Vespid", "PV",
     text="Skirmish. Splash-attack 1.\nFate: Archive every friendly creature that is not on a flank.",
     reactions=[fate(archive_each_friendly(lambda g, x, c: not g.is_flank(x)))])

card("Eddy of Dis", "PV",
     text="Play: A random card leaves your opponent's hand and is shuffled into their deck.\nFate: Your opponent "
          "mixes their whole discard pile back into their deck and then draws 1 card.",
     play=seq(random_card_in_opponent_hand("t", reveal=False), shuffle_into_owners_deck("t")),
     reactions=[fate(seq(do(lambda g, c: g.shuffle_discard_into_deck(1 - c["me"]), "opponent shuffles"),
                         opponent_draws(1)))])


def _purge_if_creature(g, c):
    for x in c.get("discarded_top") or []:
        if g.cards[x].defn.type == "creature":
            g.purge(x)
            g.say(f"{g.cname(x)} is purged")


card("Hamstrung", "PV",
     text="Play: Choose a player and discard the top card of their deck. If that card is a creature, it is purged.",
     play=seq(chosen_player_discards_top_n(1), do(_purge_if_creature, "purge a creature")))

card("Parasitic Arachnoid", "PV",
     text="Destroyed: Choose an enemy creature; it takes 1Æ from its controller's pool.\nFate: Choose a friendly "
          "creature; it takes 2Æ from its controller's pool.",
     destroyed=captures_from_own_side(ENEMY_CREATURE, 1),
     reactions=[fate(captures_from_own_side(FRIENDLY_CREATURE, 2))])


def _viper_outnumbered(g, c):
    # "if there are more enemy creatures than friendly creatures": checked as the ability resolves (a condition is
    # checked when the text resolves, LATER-MECHANICS "overwhelmed"), after any ability ordered before it
    me = c["me"]
    x = c["ev"]["card"]
    return (g.cards[x].zone == BATTLELINE and g.cards[x].controller != me
            and len(g.players[1 - me].battleline) > len(g.players[me].battleline))


card("Pied Viper", "PV",
     text="Elusive.\nWhenever an enemy creature reaps, if your opponent has more creatures than you, take control of "
          "the creature that reaped.",
     reactions=[reaction("reaped", enemy_creature_reaped,
                         if_(_viper_outnumbered,
                             seq(do(lambda g, c: c.__setitem__("t", [c["ev"]["card"]]), "the reaper"),
                                 take_control("t"))))])


def _dis_neighbors(g, c):
    return sum(1 for x in g.neighbors(c["src"]) if g.belongs_to(x, "dis")) if g.in_play(c["src"]) else 0


card("Skorpeon", "PV",
     text="Enhance: Dis.\nAfter Reap: Once for each Dis neighbor of Skorpeon, deal 2D to an enemy creature.",
     reap=split_damage(_dis_neighbors, ENEMY_CREATURE, per=2))


def _purged_type(g, c):
    c["ptype"] = next((g.cards[x].defn.type for x in c.get("purged") or []), None)


card("Traumatic Echo", "PV",
     text="Play: Choose a card in your discard pile and purge it. Throughout your opponent's next turn, no card "
          "sharing that card's type may be played by them.",
     play=seq(purge_chosen(in_my_zone("discard", prompt="Choose a card in your discard pile to purge")),
              do(_purged_type, "purged type"),
              if_(lambda g, c: c.get("ptype") is not None,
                  next_turn_cannot_play(lambda g, x, t: g.face(x).type == t, "ptype"))))

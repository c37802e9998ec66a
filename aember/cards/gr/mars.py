"""Grim Reminders — Mars."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    Target,
    add_power_counters,
    archive_chosen,
    archive_self,
    artifacts,
    capture,
    captures_from_own_side,
    choose,
    creature_captures,
    damage_each,
    destroy,
    destroy_each,
    destroy_self,
    destroyed_instead,
    discard_one_from_hand,
    discard_top_until,
    do,
    draw,
    gain,
    granted_use_ability,
    heal,
    host_is,
    if_,
    in_discard_piles,
    in_my_zone,
    is_self,
    is_type_now,
    keys_cost_more_next_turn,
    keyword_while,
    lasting,
    least_powerful,
    lose,
    may,
    most_powerful,
    move_amber_to_pool,
    my_amber,
    neighbors_as_destroyed,
    not_tagged,
    on_target,
    play_chosen,
    purge_chosen,
    put_found_into_hand,
    put_into_play_from_discard,
    reaction,
    ready,
    repeat,
    scrap,
    self_only,
    seq,
    split_each,
    static,
    take_control,
    unstun_each,
    until_end_of_turn_on,
    upgrades_in_play,
    use_permission,
)
from aember.engine.steps import Choose


def _mars(g, x):
    return g.belongs_to(x, "mars")


def _haunted(g, c):
    return g.haunted(c["me"])


def _src_haunted(g, src):
    return g.haunted(g.cards[src].controller)


def _mars_in_my_discard(g, c):
    return sum(1 for x in g.players[c["me"]].discard if _mars(g, x))


card("Abduct-o-Matic", "GR",
     text="After Fight: If you are haunted, Abduct-o-Matic captures 2Æ.\n"
          "Scrap: Your least powerful creature captures 2Æ.",
     fight=if_(_haunted, capture(2)),
     reactions=[scrap(seq(least_powerful("lp", FRIENDLY_CREATURE), capture(2, "lp")))])


card("Distant Void Prober", "GR",
     text="After Reap: If you are haunted, keys cost your opponent +3Æ during their next turn.\n"
          "Scrap: Choose an enemy creature; it captures 1Æ from its own controller.",
     reap=if_(_haunted, keys_cost_more_next_turn(3)),
     reactions=[scrap(captures_from_own_side(ENEMY_CREATURE, 1))])


card("Dr. Xyloxxzlphrex", "GR",
     text="Elusive.\nAfter Reap: Choose a Mars creature in your discard pile, play it, then ready it.",
     reap=seq(Choose("played", in_my_zone("discard", lambda g, x: g.cards[x].defn.type == "creature"
                                          and _mars(g, x)).candidates, 1, False,
                     "Choose a Mars creature in your discard pile to play"),
              play_chosen("played", "discard"),
              ready("played")))


card("Phloxem Spewer", "GR",
     text="Splash-attack 2.\nThe Mars creatures next to Phloxem Spewer gain splash-attack 2.",
     statics=[static("keyword", lambda g, src, cid, le: cid in g.neighbors(src) and _mars(g, cid),
                     ("splash-attack", 2))])


card("Plague Wind", "GR",
     text="Play: For the rest of this turn, every creature that is not Mars has -3 power.",
     play=lasting(static("power", lambda g, src, cid, le: not _mars(g, cid), -3)))


card("Shrink-ray Technician", "GR",
     text="After Reap: Pick an enemy creature; until the turn ends it has -2 power.\n"
          "Scrap: Pick the most powerful enemy creature. For the rest of the turn it counts as having 1 power "
          "and 0 armor.",
     reap=seq(choose("t", ENEMY_CREATURE), until_end_of_turn_on("t", static("power", on_target, -2))),
     reactions=[scrap(seq(most_powerful("t", ENEMY_CREATURE),
                          until_end_of_turn_on("t", static("set_power", on_target, 1),
                                               static("set_armor", on_target, 0))))])


card("Target Yynxzdyl", "GR",
     text="Play: Choose a card in your discard pile and archive it.\nAfter Reap: Archive Target Yynxzdyl.",
     play=seq(choose("t", in_my_zone("discard", prompt="Choose a card in your discard pile to archive")),
              archive_chosen("t")),
     reap=archive_self())


card("Terrible Teammates", "GR",
     text="Enhance [draw][discard].\nPlay: You may discard a card from your hand that is not Mars.",
     play=may("Discard a non-Mars card?", discard_one_from_hand(cond=lambda g, x: not _mars(g, x),
                                                                prompt="Choose a non-Mars card to discard"),
              lambda g, c: any(not _mars(g, x) for x in g.players[c["me"]].hand)))


card("U.F.O.", "GR",
     text="Play: Discard the top card of your deck, again and again, until you discard a Mars card or your deck "
          "is empty. Put that Mars card, if any, into your hand.",
     play=seq(discard_top_until(lambda g, x, c: _mars(g, x)), put_found_into_hand()))


card("War of the Worlds", "GR",
     text="Play: Destroy every creature that is not Mars. Then deal 2D to every Mars creature.",
     play=seq(destroy_each("any", lambda g, x, c: not _mars(g, x)),
              damage_each("any", 2, lambda g, x, c: _mars(g, x))))


card("Nameless Horror", "GR",
     text="Poison.\nAs long as you are haunted, Nameless Horror has elusive and skirmish.",
     statics=[keyword_while("elusive", is_self, _src_haunted), keyword_while("skirmish", is_self, _src_haunted)])


card("The Red Death", "GR",
     text="Enhance [damage][discard][discard].\nUnless its controller is haunted, The Red Death never becomes ready.\n"
          "After Fight: Gain 1Æ; then draw one card.",
     statics=[static("cannot_ready", lambda g, src, cid, le: cid == src and not _src_haunted(g, src))],
     fight=seq(gain(1), draw(1)))


card("Brash Grabber", "GR",
     text="Brash Grabber enters play enraged unless you are haunted.\n"
          "Omni: Take 1Æ from an enemy creature and put it in your pool.",
     statics=[static("enters_enraged", self_only(lambda g, src, cid, le: not _src_haunted(g, src)))],
     # any enemy creature may be chosen (one with no Æ gives nothing)
     omnis=[move_amber_to_pool(ENEMY_CREATURE.where(lambda g, x, c: True, "Choose an enemy creature"), 1)])


card("Ilxid Avenger", "GR",
     text="Play/After Fight: Ilxid Avenger gets a +1 power counter per Mars card in your discard pile.\n"
          "Scrap: A friendly creature gets a +1 power counter per Mars card in your discard pile.",
     play=add_power_counters(None, _mars_in_my_discard),
     fight=add_power_counters(None, _mars_in_my_discard),
     # Scrap "for each": each counter may go to a different friendly creature, one decision per point (rulebook
     # "For Each", 001:2071-2079; as Shard of Strength), each given as it is chosen
     reactions=[scrap(repeat(_mars_in_my_discard, add_power_counters(FRIENDLY_CREATURE, 1)))])


card("Don’t Believe Your Eyes", "GR",
     text="Play: If you are haunted, pick a creature: it captures 2Æ from its own side. If you are not, a creature "
          "of your choice captures 1Æ.",
     play=if_(_haunted, captures_from_own_side(A_CREATURE, 2), creature_captures(A_CREATURE, 1)))


def _disruptzord_lock(g, src, cid, le):
    d = g.face(cid)      # the type it is played as (Explo-rover as an upgrade is not a creature)
    return d.type == "creature" and (d.power or 0) > g.power(src)


card("Elite Disruptzord", "GR",
     text="No player can play a creature whose power is greater than Elite Disruptzord's.",
     statics=[static("cannot_play", _disruptzord_lock)])


def _enrage_each_enemy(g, c):
    for x in g.creatures(1 - c["me"]):
        g.enrage(x)


card("Psychic Haze", "GR",
     text="A creature that is enraged cannot be used to fight your Mars creatures.\n"
          "Action: Every enemy creature becomes enraged.",
     statics=[static("cannot_be_fought_by",
                     lambda g, src, cid, le: g.cards[cid].controller == g.cards[src].controller and _mars(g, cid),
                     lambda g, attacker: g.cards[attacker].enrage)],
     actions=[do(_enrage_each_enemy, "enrage each enemy creature")])


card("Loyalty Implants", "GR",
     text="Omni: Destroy Loyalty Implants. For the rest of the turn, you may use your Mars creatures.",
     omnis=[seq(destroy_self(),
                use_permission(lambda g, x: is_type_now(g, x, "creature") and _mars(g, x), 99))])


def _enemy_non_mars(g, c):
    return [x for x in g.creatures(1 - c["me"]) if not _mars(g, x)]


card("Urxym the “Diplomat”", "GR",
     text="Elusive.\nAfter Reap: You lose every Æ in your pool. For each Æ lost this way, destroy an enemy creature "
          "that is not Mars.",
     reap=seq(lose(my_amber, who="me", key="lost"),
              if_(lambda g, c: c.get("lost", 0) > 0,
                  # "for each": one decision per Æ, each creature destroyed as it is chosen (FORMAT rev 2)
                  split_each(lambda g, c: c["lost"],
                              not_tagged(Target(_enemy_non_mars, "Choose an enemy non-Mars creature")),
                             destroy("d"), key="d"))))


card("Xyp the Implanter", "GR",
     text="Elusive.\nAfter Reap: Gain control of one enemy creature. Next, pick a friendly creature and destroy it.",
     reap=seq(take_control(ENEMY_CREATURE), destroy(FRIENDLY_CREATURE, key="d")))


def _shock(g, c):
    for u in c["user"]:
        if g.cards[u].zone == "battleline":
            for x in [u] + g.neighbors(u):
                g.stun(x)


card("Overclocked Shock Collar", "GR",
     text="This creature gains: “After Reap: Stun this creature and the creatures next to it.”\n"
          "Scrap: Remove the stun from every Mars creature.",
     reactions=granted_use_ability(("reaped",), host_is, do(_shock, "stun it and its neighbors"))
     + [scrap(unstun_each(_mars))])


def _purge_from_archives(g, c):
    # Only cards really purged count: one the opponent owns goes to its owner's hand instead.
    done = [x for x in c.get("pa") or [] if g.cards[x].zone == "archives"]
    c["n_purged"] = sum(1 for x in done if g.purge(x))


card("Crop Circles", "GR",
     text="Play: Pick a creature that is not Mars; it captures 1Æ from its own side. Then you may purge cards of "
          "your choice from your archives; that creature captures 1 more Æ from its own side per card purged.",
     play=seq(choose("t", A_CREATURE.where(lambda g, x, c: not _mars(g, x), "Choose a non-Mars creature")),
              captures_from_own_side("t", 1),
              Choose("pa", lambda g, c: list(g.players[c["me"]].archives), 99, True,
                     "Choose any number of cards in your archives to purge"),
              do(_purge_from_archives, "purge from archives"),
              captures_from_own_side("t", lambda g, c: c["n_purged"])))


def _shares_trait_with_purged(g, x, c):
    purged = [p for p in c.get("purged") or []]
    return any(g.traits(x) & g.traits(p) for p in purged)


card("Qyxxlyxx Grave Master", "GR",
     text="Play: Purge a creature from any discard pile. Every creature with a trait in common with it takes 2D.\n"
          "Destroyed: If you are haunted, archive Qyxxlyxx Grave Master.",
     play=seq(choose("gm", in_discard_piles(lambda g, x: g.cards[x].defn.type == "creature",
                                            "Choose a creature in a discard pile to purge")),
              purge_chosen("gm"),
              damage_each("any", 2, _shares_trait_with_purged)),
     destroyed=if_(_haunted, archive_self()))


card("Glimmerspore", "GR",
     text="Play: Choose an artifact in play and put it in your archives. If it is your opponent's card, it goes to "
          "its owner's hand should it ever leave your archives.",
     play=seq(choose("t", artifacts()), archive_chosen("t", holder="me", put=True)))


card("Yipyax Abductor", "GR",
     text="Play/After Fight: Choose an upgrade in play and put it in your archives. If it is your opponent's card, "
          "it goes to its owner's hand should it ever leave your archives.",
     play=seq(Choose("t", upgrades_in_play, 1, False, "Choose an upgrade"),
              archive_chosen("t", holder="me", put=True)),
     fight=seq(Choose("t", upgrades_in_play, 1, False, "Choose an upgrade"),
               archive_chosen("t", holder="me", put=True)))


def _is_creature_card(g, x, c=None):
    return g.cards[x].defn.type == "creature"


def _neighbors_of(key):
    def cands(g, c):
        out = []
        for x in c.get(key) or []:
            if g.cards[x].zone == "battleline":
                out += g.neighbors(x)
            elif x in (c.get("put_into_play") or []):
                # it entered play and what that set off (Autocannon) destroyed it: "its neighbors" are those it had
                # immediately prior to leaving play (001:2339-2341, 001:1544-1546)
                out += [n for n in neighbors_as_destroyed(g, x, []) if g.cards[n].zone == "battleline"]
        return out
    return Choose("n_" + key, not_tagged(cands), 1, False, "Choose a neighbor of that creature to destroy")


def _warp(key, whose=None):
    return seq(discard_top_until(_is_creature_card, key, whose), put_into_play_from_discard(key),
               _neighbors_of(key), destroy("n_" + key))


card("Aberrant Warp Event", "GR",
     text="Play: Discard cards from the top of your deck until a creature is discarded or the deck is empty. If a "
          "creature was discarded, it enters play and you destroy a creature next to it. Then do the same with "
          "your opponent's deck.",
     play=seq(_warp("w1"), _warp("w2", lambda g, c: 1 - c["me"])))


def _disappear(g, c):
    for x in c.get("t") or []:
        if g.cards[x].zone == "battleline":
            g.archive(x, 1 - c["me"], put=True)


card("Curse of Disappearances", "GR",
     text="Treachery.\nAt the end of your turn, choose one of your creatures and put it in your opponent's "
          "archives. Should it leave those archives, it goes to its owner's hand.",
     reactions=[reaction("turn_end", lambda g, src, ev, le: ev["player"] == g.cards[src].controller,
                         seq(choose("t", FRIENDLY_CREATURE), do(_disappear, "into the opponent's archives")))])


def _plan10_hide(g, c):
    src = c["src"]
    if not g.in_play(src):
        return
    for x in [x for x in g.creatures() if not _mars(g, x)]:
        if g.ward_stops(x):
            continue
        g.put_beneath(x, src)


def _plan10_return(g, c):
    for x in c.get("back") or []:
        if g.cards[x].zone == "under":
            g.say(f"{g.cname(x)} returns from under Plan 10 to {g.pname(g.cards[x].owner)}'s hand")
            g.move(x, "hand")


card("Plan 10", "GR",
     text="When any player's turn ends, a card under Plan 10 goes back to its owner's hand; then, if no card is "
          "under Plan 10, destroy it.\nPlay: Every creature that is not Mars goes faceup under Plan 10.",
     statics=[static("faceup_under", self_only())],
     play=do(_plan10_hide, "put under Plan 10"),
     reactions=[reaction("turn_end", lambda g, src, ev, le: True,
                         seq(Choose("back", lambda g, c: g.beneath(c["src"]), 1, False,
                                    "Choose a card under Plan 10 to return to its owner's hand"),
                             do(_plan10_return, "return from under"),
                             if_(lambda g, c: not g.beneath(c["src"]), destroy_self())))])


def _snatch_setup(g, c):
    c["t"] = [c["src"]]
    c["me"] = 1 - g.cards[c["src"]].controller     # "your opponent": of the creature's controller


_SNATCH = destroyed_instead(seq(do(_snatch_setup, "snatched"), heal("t", None), take_control("t")))

card("The Body Snatchers", "GR",
     text="Play: Until the end of the turn, every enemy creature has “Destroyed: Instead, heal all damage on this "
          "creature and your opponent takes control of it.”",
     play=lasting(static("grant_destroyed", lambda g, src, cid, le: g.cards[cid].controller != le["me"], _SNATCH)))

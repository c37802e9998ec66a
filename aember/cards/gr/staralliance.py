"""Grim Reminders — Star Alliance."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    archive_self,
    capture,
    choose_house,
    controller_haunted,
    could_play,
    damage_source,
    destroy_each,
    destroyed_instead,
    discard_one_from_hand,
    discard_top_until,
    do,
    draw,
    each_captures,
    each_player_discards_top,
    each_sharing_house_with_neighbor,
    granted_use_ability,
    haunted_me,
    host_is,
    host_only,
    houses_belonged_to,
    if_,
    in_my_zone,
    is_type_now,
    may,
    may_choose,
    most_powerful,
    move_amber_to_pool,
    move_from_zone_to_hand,
    move_one_amber_between,
    play_chosen,
    play_permission,
    play_upgrade_on_self,
    purge_self,
    reaction,
    resolve_play_effect_of,
    scrap,
    seq,
    shares_house_with_chosen,
    shuffle_all_upgrades_into_decks,
    shuffle_discard_into_deck,
    static,
    stun,
    stun_each,
    trigger_play_effect,
    use,
    use_permission,
)
from aember.engine.state import DECK, DISCARD, HAND
from aember.engine.steps import Choose

_captures = capture(1, by=FRIENDLY_CREATURE)

card("Com. Officer Palik", "GR",
     text="Versatile.\nAfter Fight/After Reap: One of your creatures captures 1Æ.",
     reap=_captures, fight=_captures)


# --- the rest of Grim Reminders Star Alliance ---

def _not_sa(g, x, c=None):
    return not g.belongs_to(x, "staralliance")


_botty = if_(haunted_me, capture(2))
card("Quartermaster “Botty”", "GR",
     text="Play/After Fight/After Reap: When you are haunted, Quartermaster “Botty” captures 2Æ.",
     play=_botty, fight=_botty, reap=_botty)


card("Unprepared", "GR",
     text="Play: Choose a house; every creature belonging to it becomes stunned.",
     play=seq(choose_house("house"), stun_each(lambda g, x, c: g.belongs_to(x, c.get("house")))))


card("Bad Chemistry", "GR",
     text="Play: Every creature that has a neighbor of the same house becomes stunned.",
     play=stun_each(lambda g, x, c: each_sharing_house_with_neighbor(g, x)))


card("Lieutenant Halasta", "GR",
     text="After Reap: Pick a creature and stun it.\nScrap: The enemy creature with the highest power is stunned.",
     reap=stun(A_CREATURE),
     reactions=[scrap(seq(most_powerful("t", ENEMY_CREATURE), stun("t")))])


card("Strength from Diversity", "GR",
     text="Enhance [capture][discard].\nPlay: Every friendly creature that is not Star Alliance captures 1Æ.",
     play=each_captures("friendly", _not_sa))


card("Alien Horror", "GR",
     text="Alien Horror has +7 power as long as you are haunted.\n"
          "After Fight: Alien Horror's neighbors capture 1Æ each.",
     statics=[static("power", lambda g, src, cid, le: cid == src and controller_haunted(g, src), 7)],
     fight=each_captures("friendly", lambda g, x, c: x in g.neighbors(c["src"])))


card("Proton Siphon", "GR",
     text="As long as you are haunted, this creature has splash-attack 5.",
     statics=[static("keyword", lambda g, src, cid, le: g.cards[src].host == cid and controller_haunted(g, src),
                     ("splash-attack", 5))])


def _harness_hit(g, c):
    host = g.cards[c["src"]].host
    if host >= 0:
        # the gained ability is the creature's, so the creature deals the damage (damage_source: the host, as for
        # Static Charge and Plasma Nozzle; FAQ "Damage, Source of", 001:3200-3208)
        g.deal_damage([(host, 1)], source=damage_source(c))


card("Prototype Harness", "GR",
     text="This creature has +6 power and gains \"When your turn begins, this creature takes 1D.\"",
     statics=[static("power", host_only(), 6)],
     # the gained ability is the creature's: "your turn" is its controller's turn, whoever played the upgrade
     reactions=[reaction("turn_start", lambda g, src, ev, le: g.cards[src].host >= 0
                         and ev["player"] == g.cards[g.cards[src].host].controller,
                         do(_harness_hit, "deal 1D to this creature"), gained=True)])


_NON_SA_FRIENDLY = FRIENDLY_CREATURE.where(_not_sa, "Choose a friendly non-Star Alliance creature")
card("Perimeter Alarm", "GR",
     text="Play: Use a friendly creature that is not Star Alliance. Then, if you are haunted, archive "
          "Perimeter Alarm.",
     play=seq(use(_NON_SA_FRIENDLY), if_(haunted_me, archive_self())))


def _bridger_may_use(g, cid):
    return is_type_now(g, cid, "creature") and not g.belongs_to(cid, "staralliance")


_bridger = use_permission(_bridger_may_use, 1)
card("Corporal Bridger", "GR",
     text="Play/After Fight/After Reap: This turn you may use one creature that is not Star Alliance.",
     play=_bridger, fight=_bridger, reap=_bridger)


card("Séance Scanner", "GR",
     text="Enhance [amber][discard][discard].\nAction: When you are haunted, use a friendly creature that is not "
          "Star Alliance.",
     actions=[if_(haunted_me, use(_NON_SA_FRIENDLY))])


def _neighbors_of_self(g, c):
    c["n"] = g.neighbors(c["src"])


card("Triangulator Newsome", "GR",
     text="Deploy.\nAfter Reap: When you are haunted, every Æ on Triangulator Newsome's neighbors goes to your pool.",
     reap=if_(haunted_me, seq(do(_neighbors_of_self, "neighbors"), move_amber_to_pool("n", None))))


card("Retrotechnician Le", "GR",
     text="Retrotechnician Le comes into play ready when you are haunted.\n"
          "After Reap: If you wish, play one of the creatures in your discard pile.",
     enters_ready=controller_haunted,
     reap=may_choose("Play a creature from your discard pile?",
                     in_my_zone("discard", lambda g, x: g.cards[x].defn.type == "creature" and could_play(g, x),
                                "Choose a creature in your discard pile to play"),
                     play_chosen("p", "discard"), key="p"))


card("Into the Warp", "GR",
     text="Play: Both players discard their deck's top card. Then every creature of a house one of those cards "
          "belongs to is destroyed.",
     play=seq(each_player_discards_top(1, "top"), destroy_each("any", shares_house_with_chosen("top"))))


def _jackpot(g, c):
    ev = c["ev"]
    # "its controller": as the creature reaped, even if it has since left play (then it is back with its owner)
    # or changed hands
    ctl = ev.get("controller", g.cards[ev["card"]].controller)
    for x in g.discard_top(ctl, 1):
        if g.belongs_to(x, "staralliance"):
            g.gain(c["me"], 1)


card("Jackpot Greene", "GR",
     text="Whenever any creature reaps, the top card of that creature's controller's deck is discarded; if that "
          "card is Star Alliance, you gain 1Æ.",
     reactions=[reaction("reaped", lambda g, src, ev, le: True, do(_jackpot, "discard the top card"))])


def _pentacorder_applies(g, src, p, le):
    host = g.cards[src].host
    return host >= 0 and p != g.cards[host].controller


def _pentacorder_extra(g, src, p, le):
    me = g.cards[g.cards[src].host].controller
    line = g.players[me].battleline
    # every house a friendly creature belongs to is represented (a creature may belong to several)
    return len(set().union(*(houses_belonged_to(g, x) for x in line)))


card("Pentacorder", "GR",
     text="This creature gains \"For every house among friendly creatures, your opponent pays 1Æ more for a key.\"",
     statics=[static("key_cost", _pentacorder_applies, _pentacorder_extra, gained=True)])


card("Essence Entangler", "GR",
     text="This creature has -1 power for every Æ on it.\nScrap: Take 1Æ off one creature and put it on a "
          "different creature.",
     statics=[static("power", host_only(), lambda g, src, cid, le: -g.cards[cid].amber)],
     reactions=[scrap(move_one_amber_between())])


def _non_sa_neighbors(g, c):
    return [x for x in g.neighbors(c["src"]) if _not_sa(g, x)]


def _non_sa_neighbors_left(g, c):
    """As the replacement resolves, the tagged creatures of the wave have gone to the discard pile (a tagged
    neighbor cannot be destroyed again, 001:1904-1907): the non-Star Alliance neighbors Necromorph had then that
    are still in play, never a creature that became adjacent when a tagged neighbor left."""
    was = c.get("neighbors_was")
    now = g.neighbors(c["src"])
    return [x for x in now if _not_sa(g, x) and (was is None or x in was)]


def _necromorph_swap(g, c):
    g.heal(c["src"], None)
    g.destroy(c.get("nb") or [])


card("Necromorph", "GR",
     text="Destroyed: When Necromorph has a neighbor that is not Star Alliance, Necromorph is instead fully healed "
          "and that neighbor is destroyed.",
     destroyed=if_(lambda g, c: bool(_non_sa_neighbors(g, c)),
                   destroyed_instead(seq(Choose("nb", _non_sa_neighbors_left, 1, False,
                                                "Choose a non-Star Alliance neighbor of Necromorph to destroy"),
                                         do(_necromorph_swap, "heal and destroy the neighbor")))))


def _paradox_discard(g, c):
    n = g.power(c["src"])
    c["did"] = len(g.discard_top(c["me"], n)) == n     # "your deck": the creature's controller's (001:2638-2651)


def _paradox_instead(g, c):
    g.heal(c["host"], None)
    g.destroy([c["src"]])


card("Paradox Shield", "GR",
     text="This creature gains \"Destroyed: Discard as many cards from the top of your deck as this creature's "
          "power. If all of them could be discarded, fully heal this creature and destroy Paradox Shield in its "
          "place.\"",
     statics=[static("grant_destroyed", host_only(),
                     seq(do(_paradox_discard, "discard by power"),
                         if_(lambda g, c: bool(c.get("did")), destroyed_instead(do(_paradox_instead), "host"))))])


card("Staff Sergeant Rhea", "GR",
     text="The creatures next to Staff Sergeant Rhea can be used as though they were Star Alliance.\n"
          "Scrap: Pick a friendly creature, ready it and use it.",
     statics=[static("use_any_house", lambda g, src, cid, le: g.active_house == "staralliance"
                     and cid in g.neighbors(src))],
     reactions=[scrap(use(FRIENDLY_CREATURE, ready_first=True))])


card("Event Horizon", "GR",
     text="Play: Keep discarding the top card of your deck until an action card is discarded or the deck is empty. "
          "Play the action card found, if any.",
     play=seq(discard_top_until(lambda g, x, c: g.cards[x].defn.type == "action", "found"),
              play_chosen("found", "discard")))


card("Curse of Obstinacy", "GR",
     text="Treachery.\nWhen your turn ends, every friendly creature not on a flank that has a neighbor of its own "
          "house is stunned.",
     reactions=[reaction("turn_end", lambda g, src, ev, le: ev["player"] == g.cards[src].controller,
                         stun_each(lambda g, x, c: not g.is_flank(x) and each_sharing_house_with_neighbor(g, x),
                                   "friendly"))])


def _exoskeleton_back(g, c):
    if g.cards[c["src"]].zone == DISCARD:
        g.say(f"{g.cname(c['src'])} returns to {g.pname(g.cards[c['src']].owner)}'s hand")
        g.move(c["src"], HAND)


card("Modular Exoskeleton", "GR",
     text="This creature has +4 power.\nWhen your turn begins, if Modular Exoskeleton is in your discard pile, "
          "you may put it back into your hand.",
     statics=[static("power", host_only(), 4)],
     reactions=[reaction("discard:turn_start", lambda g, src, ev, le: ev["player"] == g.cards[src].owner,
                         may("Return Modular Exoskeleton to your hand?", do(_exoskeleton_back, "return to hand")))])


def _one_of_type(kind):
    return move_from_zone_to_hand(in_my_zone("discard", lambda g, x: g.cards[x].defn.type == kind,
                                             f"Choose an {kind} card in your discard pile to return to your hand"
                                             if kind[0] in "aeiou" else
                                             f"Choose a {kind} card in your discard pile to return to your hand"))


card("Multi-Dimensional Rescue", "GR",
     text="Play: From your discard pile, take back into your hand one action, one artifact, one creature and one "
          "upgrade. This turn you may play one card that is not Star Alliance. Purge Multi-Dimensional Rescue.",
     play=seq(_one_of_type("action"), _one_of_type("artifact"), _one_of_type("creature"), _one_of_type("upgrade"),
              play_permission(lambda g, cid: not g.belongs_to(cid, "staralliance"), 1), purge_self()))


# "you may play an upgrade ...": a yes/no, then the upgrade (FORMAT: "you may <verb> a card")
_3ll = may_choose("Play an upgrade from your discard pile on 3LL-I0T?",
                  in_my_zone("discard", lambda g, x: g.cards[x].defn.type == "upgrade" and could_play(g, x),
                             "Choose an upgrade in your discard pile to play on 3LL-I0T")
                  # only an upgrade 3LL-I0T itself may carry (not Animating Force, which attaches to an artifact:
                  # an upgrade that cannot attach cannot enter play, 001:608-610)
                  .where(lambda g, x, c: c["src"] in g.upgrade_hosts(x)),
                  play_upgrade_on_self("upgrade", "discard"), key="upgrade")
card("3LL-I0T", "GR",
     text="Play/After Fight/After Reap: 3LL-I0T may receive an upgrade played from your discard pile.\n"
          "Scrap: Every upgrade in play is shuffled into its owner's deck.",
     play=_3ll, fight=_3ll, reap=_3ll,
     reactions=[scrap(shuffle_all_upgrades_into_decks())])


def _anachro_discard(g, c):
    g.discard_top(c["me"], len(g.players[1 - c["me"]].discard))


_ANACHRO = seq(shuffle_discard_into_deck(), draw(1), do(_anachro_discard, "discard X from the top of the deck"))
card("Anachronometer", "GR",
     text="This creature gains \"After Fight/After Reap: Your discard pile is shuffled into your deck and you draw "
          "a card; then discard from the top of your deck as many cards as your opponent has in their discard "
          "pile.\"",
     # a gained ability of the creature: "you" is the player who used it, whoever played the upgrade
     reactions=granted_use_ability(("reaped", "fought"), host_is, _ANACHRO))


_MYERS = seq(Choose("t", lambda g, c: g.neighbors(c["src"]) if g.cards[c["src"]].zone == "battleline" else [], 1,
                    False, "Choose a neighbor of Missile Officer Myers whose play effect resolves"),
             trigger_play_effect("t"))
card("Missile Officer Myers", "GR",
     text="Deploy.\nPlay/After Reap: Pick a creature next to Missile Officer Myers; its play effect resolves as "
          "though you had just played it.\nScrap: Discard one card from your hand and resolve that card's play "
          "effect as though you had just played it.",
     play=_MYERS, reap=_MYERS,
     reactions=[scrap(seq(discard_one_from_hand(), resolve_play_effect_of("discarded")))])


def _golem_bottom(g, c):
    x = c["ev"]["card"]
    # only from the Golem controller's own discard pile: an opponent's action played "as if it were yours"
    # (Disabled Security) ends in its owner's pile and stays there
    if g.cards[x].zone == DISCARD and g.cards[x].owner == g.cards[c["src"]].controller:
        g.say(f"{g.cname(x)} goes to the bottom of {g.pname(g.cards[x].owner)}'s deck")
        g.move(x, DECK, top=False)


card("Encounter Golem", "GR",
     text="Hazardous 3.\nEach time you play an action card, move it from your discard pile to the bottom of your "
          "deck afterwards.\nDestroyed: When you are haunted, archive Encounter Golem.",
     reactions=[reaction("action_discarded", lambda g, src, ev, le: ev["player"] == g.cards[src].controller,
                         do(_golem_bottom, "action to the bottom of the deck"))],
     destroyed=if_(haunted_me, archive_self()))

"""Æmber Skies — Geistoid."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    FRIENDLY_CREATURE,
    Target,
    archive_chosen,
    archive_self,
    archive_top_of_discard,
    capture,
    choose,
    count_friendly,
    deal_damage,
    destroy,
    destroy_each,
    did,
    discard_archives,
    discard_one_from_hand,
    discard_top_n,
    do,
    gain_chains,
    granted_use_ability,
    has_trait,
    haunted_me,
    host_only,
    if_,
    in_discard_piles,
    in_my_zone,
    move_amber_to_pool,
    neighbors_of_self,
    not_tagged,
    purge_chosen,
    put_found_into_play,
    put_into_play_from_discard,
    reaction,
    ready,
    repeat,
    resolve_bonus_icons_of,
    scrap,
    self_gains_text_box_of,
    seq,
    shuffle_into_owners_deck,
    split_each,
    static,
)
from aember.engine.state import DISCARD

card("Ghoul-keeping", "AS",
     text="Enhance [geistoid][geistoid].\nPlay: Ready one of your Geistoid creatures.",
     play=ready(FRIENDLY_CREATURE.where(lambda g, x, c: g.belongs_to(x, "geistoid"),
                                        "Choose a friendly Geistoid creature to ready")))


def _opponent_keys(g, c):
    return len(g.players[1 - c["me"]].keys)


card("A Ghost in the Sun", "AS",
     text="Play: Once per key your opponent has forged, take a creature from your discard pile and put it into play.",
     play=repeat(_opponent_keys,
                 seq(choose("found", in_my_zone(DISCARD, lambda g, x: g.cards[x].defn.type == "creature",
                                                "Choose a creature in your discard pile to put into play")),
                     put_into_play_from_discard("found"))))


def _destabilize(g, c):
    host = g.cards[c["src"]].host
    if host < 0 or not g.in_play(host):
        return
    g.capture(host, 1)


def _destabilize_loss(g, c):
    # after what the capture set off (Kretchee's 1Æ on the creature) has resolved (001:1544-1546)
    host = g.cards[c["src"]].host
    if host < 0 or not g.in_play(host):
        return
    n = g.cards[host].amber
    if n:
        g.lose(g.cards[host].controller, n)


def _end_of_hosts_controllers_turn(g, src, ev, le):
    host = g.cards[src].host
    return host >= 0 and g.in_play(host) and ev["player"] == g.cards[host].controller


card("Atomic Destabilizer", "AS",
     text='This creature gains "When your turn ends, this creature captures 1Æ; then you lose 1Æ per Æ on this '
          'creature."',
     reactions=[reaction("turn_end", _end_of_hosts_controllers_turn,
                         seq(do(_destabilize, "capture"), do(_destabilize_loss, "lose per Æ on it")), gained=True)])


def _not_my_turn(g, c):
    return g.active != c["me"]


card("Titan Apparition", "AS",
     text="Taunt.\nDestroyed: During your opponent's turn, they discard the top 5 cards of their deck; during your own "
          "turn, you discard the top 5 cards of yours.",
     destroyed=if_(_not_my_turn, discard_top_n(5, whose="opponent", by="owner"), discard_top_n(5)))

card("All Hands on Deck", "AS",
     text="Play: Destroy a creature if you are haunted; if you are not, deal 3D to a creature.",
     play=if_(haunted_me, destroy(A_CREATURE), deal_damage(A_CREATURE, 3)))

card("Colonel Slime", "AS",
     text="Enhance [geistoid].\nScrap: One of your creatures captures 1Æ.",
     reactions=[scrap(capture(1, by=FRIENDLY_CREATURE))])

card("Haunting Deck", "AS",
     text="Enhance [discard][discard].\nPlay: When you are haunted, pick a card in any discard pile and purge it.",
     play=if_(haunted_me, purge_chosen(in_discard_piles(prompt="Choose a card in a discard pile to purge"))))


def _amber_on_friendly_creatures(g, src, p, le):
    return sum(g.cards[x].amber for x in g.players[g.cards[src].controller].battleline)


card("Parabyte", "AS",
     text="Each key your opponent forges costs +1Æ per Æ on your creatures.\n"
          "Play/After Reap: One of your creatures captures 1Æ.",
     statics=[static("key_cost", lambda g, src, p, le: p != g.cards[src].controller, _amber_on_friendly_creatures)],
     play=capture(1, by=FRIENDLY_CREATURE),
     reap=capture(1, by=FRIENDLY_CREATURE))

_STRATOWISE = seq(discard_one_from_hand(), if_(haunted_me, capture(1)))

card("Stratowise", "AS",
     text="After Fight/After Reap: Discard a card from your hand. Then, if you are haunted, Stratowise captures 1Æ.",
     fight=_STRATOWISE,
     reap=_STRATOWISE)


def _discard_or_own_purged(g, c):
    pl = g.players[c["me"]]
    return list(pl.discard) + [x for x in pl.purged if g.cards[x].owner == c["me"]]


card("Summoned Counsel", "AS",
     text="After Reap: Pick a card from your discard pile, or a purged card that is yours, and shuffle it into your "
          "deck.",
     reap=seq(choose("t", Target(_discard_or_own_purged,
                                 "Choose a card in your discard pile or a purged card you own")),
              shuffle_into_owners_deck("t")))

card("Wellstring", "AS",
     text="Enhance [capture][capture].\nAfter Fight/After Reap: Pick any creature and deal 3D to it.",
     fight=deal_damage(A_CREATURE, 3),
     reap=deal_damage(A_CREATURE, 3))


def _same_type_as_discarded(g, x, c):
    gone = c.get("discarded") or []
    return bool(gone) and g.cards[x].defn.type == g.cards[gone[0]].defn.type


card("Aurascope", "AS",
     text="Action: Discard a card from your hand. If you did, purge a card of that card's type from either discard "
          "pile.",
     actions=[seq(discard_one_from_hand(),
                  if_(did(), purge_chosen(in_discard_piles(prompt="Choose a card of the same type to purge")
                                          .where(_same_type_as_discarded))))])


def _helichopper_haunted(g, src, cid, le):
    return cid == src and g.haunted(g.cards[src].controller)


card("Helichopper", "AS",
     text="While you are haunted, Helichopper has +3 power per Æ on it.\nAction: Capture 2Æ.",
     statics=[static("power", _helichopper_haunted, lambda g, src, cid, le: 3 * g.cards[src].amber)],
     actions=[capture(2)])


def _friendly_with_amber(g, src, cid):
    x = g.cards[cid]
    return x.zone == "battleline" and x.controller == g.cards[src].controller and x.amber > 0


card("Jahneerie", "AS",
     text='Enhance [capture][capture].\nEvery creature of yours with Æ on it gains "After Reap: Move 1Æ from this '
          'creature to your pool."',
     reactions=granted_use_ability(("reaped",), _friendly_with_amber, move_amber_to_pool("user", 1)))


card("P.K.E. Syphonator", "AS",
     text="Play: Gain 1Æ per card in your opponent's archives, then your opponent discards every card in their "
          "archives.",
     play=seq(do(lambda g, c: g.gain(c["me"], len(g.players[1 - c["me"]].archives)), "gain per archived card"),
              discard_archives("opponent")))


def _not_on_flank(g, x, c):
    return not g.is_flank(x)


card("Shell of a Ghost", "AS",
     text="Play: Every creature that is not on a flank is destroyed. Then take a creature from any discard pile and "
          "put it into play under your control. Gain 2 chains.",
     play=seq(destroy_each("any", _not_on_flank),
              choose("found", in_discard_piles(lambda g, x: g.cards[x].defn.type == "creature",
                                               "Choose a creature in a discard pile to put into play")),
              put_found_into_play("found"),
              gain_chains(2)))

card("Crepuscular Rays", "AS",
     text="Play: Pick one of your creatures. Every Æ on it goes to your pool, then it is destroyed.",
     play=seq(choose("t", not_tagged(FRIENDLY_CREATURE)), move_amber_to_pool("t", None), destroy("t")))

card("Paradrone", "AS",
     text="After Fight: One of your creatures captures 1Æ.",
     fight=capture(1, by=FRIENDLY_CREATURE))


def _haunted_players_discards(g, x, c):
    return g.haunted(g.cards[x].owner)


card("Manifestation", "AS",
     text="Play: Pick a card in the discard pile of a player who is haunted and resolve its bonus icons as though "
          "you had just played it.",
     play=seq(choose("t", in_discard_piles(prompt="Choose a card in a haunted player's discard pile")
                     .where(_haunted_players_discards)),
              resolve_bonus_icons_of("t")))

card("Portal Guardian", "AS",
     text="Taunt.\nDestroyed: A different creature of yours captures 2Æ.",
     destroyed=capture(2, by=FRIENDLY_CREATURE.other()))

card("Banshee Suit", "AS",
     text='This creature gains "Destroyed: Put this creature into your archives, then archive the 2 cards on top of '
          'your discard pile."',
     statics=[static("grant_destroyed", host_only(), seq(archive_self(), archive_top_of_discard(2)))])

card("Ethereal Adaptor", "AS",
     text='This creature gains "You can spend the Æ on this creature as though it were in your pool."',
     statics=[static("spend_amber_on", None, lambda g, src: [g.cards[src].host], gained=True)])

card("Shard of Resurgence", "AS",
     text="Action: For each Shard you control, archive a card from your discard pile.",
     # "for each": one decision per Shard, each card archived as it is chosen (FORMAT rev 2)
     actions=[split_each(lambda g, c: count_friendly(g, c, has_trait("shard")),
                         Target(lambda g, c: list(g.players[c["me"]].discard),
                                "Choose a card in your discard pile to archive"),
                         archive_chosen("t", holder="me"))])

card("Doppelganger", "AS",
     text="When your turn starts, pick a creature next to Doppelganger. Until the turn ends, Doppelganger also has "
          "that creature's text box.",
     reactions=[reaction("turn_start", lambda g, src, ev, le: ev["player"] == g.cards[src].controller,
                         seq(choose("t", neighbors_of_self("Choose a neighbor whose text box Doppelganger gains")),
                             self_gains_text_box_of("t")))])

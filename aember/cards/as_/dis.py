"""Æmber Skies — Dis."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    amber_bonus,
    bonus_icon_count,
    choose,
    choose_house,
    creatures_and_artifacts,
    damage_each,
    deal_damage,
    destroy,
    destroy_each,
    destroy_then_controller_gains,
    destroyed_this_way,
    discard_from_hand,
    discard_hand,
    discard_random,
    do,
    exalt,
    gain,
    gain_chains,
    granted_use_ability,
    heal,
    host_is,
    if_,
    lose,
    move_each_amber_to,
    named_by,
    next_turn_cannot_play,
    not_tagged,
    purge_chosen,
    reaction,
    repeat,
    repeat_this_effect,
    scrap,
    self_as,
    seq,
    shares_house_with_chosen,
    split_damage,
    static,
    steal,
)
from aember.engine.state import BATTLELINE
from aember.engine.steps import ChooseOne


def _opponent_has_more(g, c):
    return len(g.players[1 - c["me"]].battleline) > len(g.players[c["me"]].battleline)


card("Delta P", "AS",
     text="Play: Destroy an enemy creature. As long as your opponent then has more creatures than you, do it "
          "again.",
     play=repeat_this_effect(destroy(ENEMY_CREATURE), _opponent_has_more))


def _shelve(g, c):
    for x in c.get("t") or []:
        if g.cards[x].zone != BATTLELINE:
            continue
        if g.ward_stops(x):
            continue
        g.put_beneath(x, c["src"])
        g.dirty()


card("Demonic Shelf", "AS",
     text="Action: Place a friendly creature faceup beneath Demonic Shelf. Then, for every card beneath Demonic "
          "Shelf, deal 3D to a creature.",
     statics=[static("faceup_under")],
     actions=[seq(choose("t", FRIENDLY_CREATURE), do(_shelve, "under the shelf"),
                  split_damage(lambda g, c: len(g.beneath(c["src"])), A_CREATURE, per=3))])


def _friendly_dis(g, c):
    return sum(1 for x in g.players[c["me"]].battleline if g.belongs_to(x, "dis"))


card("Fiendish Apprentice", "AS",
     text="Enhance: Dis, Dis.\nPlay: Deal 3D to an enemy creature once for every friendly Dis creature.",
     play=split_damage(_friendly_dis, ENEMY_CREATURE, per=3))


def _note_hand(g, c):
    c["hand_cards"] = list(g.players[c["me"]].hand)


_TERRAN = seq(discard_from_hand(1), steal(1))

card("Infernal Terran", "AS",
     text="Play/After Reap: Discard a card from your hand, then steal 1Æ.\nScrap: Discard all the cards in your "
          "hand, then steal 1Æ for each Æ bonus icon among them.",
     play=_TERRAN, reap=_TERRAN,
     reactions=[scrap(seq(do(_note_hand, "note hand"), discard_hand(),
                          steal(lambda g, c: sum(amber_bonus(g, x) for x in c["hand_cards"]))))])


def _squid_blocks(g, src, cid, le):
    opp = 1 - g.cards[src].controller
    return g.active == opp and g.face(cid).type == "creature" and not g.players[opp].battleline


def _no_enemies(g, c):
    return not g.players[1 - g.cards[c["src"]].controller].battleline


card("Phantasmaquid", "AS",
     text="Your opponent may not play a creature onto their right flank.\nWhen your turn ends, Phantasmaquid is "
          "destroyed if your opponent has no creatures.",
     statics=[static("no_right_flank", lambda g, src, p, le: p != g.cards[src].controller),
              # with no creature of their own, any creature they play would be on their right flank
              static("cannot_play", _squid_blocks)],
     # "if there are no enemy creatures in play": checked as it resolves (it triggers at the end of each of its
     # controller's turns; another end-of-turn ability ordered first may destroy the last enemy creature)
     reactions=[reaction("turn_end", lambda g, src, ev, le: ev["player"] == g.cards[src].controller,
                         if_(_no_enemies, seq(self_as("s"), destroy("s"))))])

card("Talon of Invidius", "AS",
     text="Play: Talon of Invidius is exalted three times.\nDestroyed: All the Æ on Talon of Invidius moves onto an "
          "enemy creature.",
     play=repeat(3, exalt()),
     destroyed=move_each_amber_to(None, ENEMY_CREATURE))


def _note_icons(g, c):
    c["icons"] = {x: bonus_icon_count(g, x) for x in c.get("t") or []}


def _icons_lost(g, c):
    return sum(n for x, n in c.get("icons", {}).items() if x in destroyed_this_way()(g, c))


card("Cauterize Vitality", "AS",
     text="Play: Destroy a creature or an artifact. If it is destroyed, your opponent loses 1Æ per bonus icon on "
          "that card.",
     play=seq(choose("t", not_tagged(creatures_and_artifacts())), do(_note_icons, "count icons"), destroy("t"),
              lose(_icons_lost)))


def _both_gone(g, c):
    return len(destroyed_this_way()(g, c)) == 2


card("Chauncey", "AS",
     text="Action: Destroy Chauncey together with another friendly creature. If both are destroyed, gain 3Æ.",
     actions=[seq(choose("o", not_tagged(FRIENDLY_CREATURE.other())),
                  do(lambda g, c: c.__setitem__("t", (c.get("o") or []) + [c["src"]]), "both"),
                  destroy("t"), if_(_both_gone, gain(3)))])


def _set_active_house(g, c):
    g.active_house = c["house"]
    g.say(f"{g.pname(g.active)}'s active house is now {c['house']}")
    g.dirty()


card("Daat", "AS",
     text="Alpha.\nPlay: Name a house; it is the active house from now on.",
     play=seq(choose_house("house"), do(_set_active_house, "active house")))

card("Ecstacy Siphon", "AS",
     text="Play: Deal 1D to an enemy creature once for every card in your opponent's hand.",
     play=split_damage(lambda g, c: len(g.players[1 - c["me"]].hand), ENEMY_CREATURE))

card("They Tell No Tales", "AS",
     text="Play: Name a house and destroy every creature of it. Gain 2 chains.",
     play=seq(choose_house("house"), destroy_each("any", lambda g, x, c: g.belongs_to(x, c["house"])),
              gain_chains(2)))

card("Trihard", "AS",
     text="Play: Every player discards a third of their hand at random (rounded down).",
     play=seq(discard_random(lambda g, c: len(g.players[c["me"]].hand) // 3, "me"),
              discard_random(lambda g, c: len(g.players[1 - c["me"]].hand) // 3, "opponent")))

card("A Gift of Æmber", "AS",
     text="Play: Destroy at most 2 creatures. Each controller gains 1Æ for each of their creatures destroyed this way.",
     play=destroy_then_controller_gains(A_CREATURE.times(2, up_to=True, prompt="Choose up to 2 creatures"), 1))


def _purge_random_from_opponent(g, c):
    hand = g.players[1 - c["me"]].hand
    if hand:
        g.purge(hand[g.rng.below(len(hand))])


card("Clipped Wings", "AS",
     text="Play: Pick one: your opponent purges a card at random from their hand; or your opponent's archives are "
          "shuffled into their deck.",
     play=ChooseOne({
         "Purge a random card from your opponent's hand": do(_purge_random_from_opponent, "purge random"),
         "Shuffle your opponent's archives into their deck":
             do(lambda g, c: g.shuffle_into_deck(list(g.players[1 - c["me"]].archives)), "archives into deck")}))

card("Infinity Strop", "AS",
     text="Play: Deal 2D to a creature. If that destroys it, every creature sharing a house with it takes 4D.",
     play=seq(deal_damage(A_CREATURE, 2),
              if_(lambda g, c: bool(c.get("killed")), damage_each("any", 4, shares_house_with_chosen("killed")))))

card("Monsquito", "AS",
     text="After Fight: Monsquito heals all its damage. Then deal 2D to a creature.",
     fight=seq(self_as("s"), heal("s", None), deal_damage(A_CREATURE, 2)))

card("Searine", "AS",
     text="Enhance: Dis.\nScrap: One of your creatures takes 2D.",
     reactions=[scrap(deal_damage(FRIENDLY_CREATURE, 2))])

card("Slayer", "AS",
     text="Skirmish. Splash-attack 3.\nWhen your opponent has no creatures, Slayer is destroyed.",
     statics=[static("destroy_when", lambda g, src, cid, le: cid == src,
                     lambda g, src: not g.players[1 - g.cards[src].controller].battleline)])

_SUSPEND = next_turn_cannot_play(lambda g, x, h: g.cards[x].defn.type == "action" and g.belongs_to(x, h), "house")
card("Suspendamander", "AS",
     text="After Fight: Name a house. In their next turn your opponent cannot play action cards of it.",
     fight=seq(choose_house("house"), _SUSPEND),
     named=named_by(_SUSPEND.fn))


def _discarded_type(g, c):
    # a card put elsewhere instead (Refined Adhesive) was not discarded: there is no discarded card's type
    c["dtype"] = g.cards[c["vapor"][0]].defn.type if c.get("vapor") and c.get("did") else None


card("Vapor Imp", "AS",
     text="Enhance: discard, discard.\nAfter Reap: Discard a card from your hand at random. In their next turn, your "
          "opponent cannot play cards of that card's type.",
     reap=seq(discard_random(1, "me", key="vapor", did_key="did"), do(_discarded_type, "card type"),
              next_turn_cannot_play(lambda g, x, t: g.face(x).type == t, "dtype")))

card("Ven Omawk", "AS",
     text="Poison.\nYour opponent's hand is refilled to one card fewer in their draw step.",
     statics=[static("hand_size", lambda g, src, p, le: p != g.cards[src].controller, -1)])

card("Pendra’s Box", "AS",
     text="This creature has \"After Reap: Exalt this creature and each creature next to it.\"",
     reactions=granted_use_ability(("reaped",), host_is,
                                   do(lambda g, c: [g.exalt(x) for x in c["user"] + g.neighbors(c["user"][0])
                                                    if g.in_play(x)], "exalt host and neighbors")))

card("Tomb of Agony", "AS",
     text="This creature has \"After Reap: Purge an enemy creature.\"",
     reactions=granted_use_ability(("reaped",), host_is, purge_chosen(ENEMY_CREATURE)))

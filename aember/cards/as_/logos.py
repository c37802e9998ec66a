"""Æmber Skies — Logos."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    add_counter,
    archive_from_hand,
    archive_top,
    artifacts,
    choose,
    choose_player,
    counter_of,
    creatures_in_excess,
    damage_each,
    deal_damage,
    destroy,
    destroy_self,
    destroyed_any,
    did,
    discard_archives,
    discard_bottom_of_deck,
    do,
    draw,
    exhaust_did,
    flank_creatures,
    forge_key,
    granted_use_ability,
    host_is,
    host_only,
    if_,
    lasting,
    lose,
    may_choose,
    move_amber_to_supply,
    move_to_flank,
    not_tagged,
    play_permission,
    reaction,
    repeat,
    reveal_hand,
    scrap,
    seq,
    shares_house_with_chosen,
    split_damage,
    static,
    stun_point,
    use_did,
    ward,
)
from aember.engine.state import ARTIFACTS, BATTLELINE


def _both(g, c):
    c["t"] = (c.get("art") or []) + (c.get("cre") or [])


card("Captain Nemo", "AS",
     text="After Fight: Pick an artifact and a creature; both are destroyed.",
     fight=seq(choose("art", not_tagged(artifacts())), choose("cre", not_tagged(A_CREATURE)),
               do(_both, "artifact and creature"),
               do(lambda g, c: c.__setitem__("destroyed", g.destroy([x for x in c["t"] if g.in_play(x)])),
                  "destroy")))

card("Minerva’s Wings", "AS",
     text="This creature can neither fight nor reap, and it has \"Action: Draw 2 cards.\"",
     statics=[static("cannot_fight", host_only()), static("cannot_reap", host_only()),
              static("grant_action", host_only(), draw(2))])


def _my_turn_end(g, src, ev, le):
    return ev["player"] == g.cards[src].controller


def _mineralized(g, src, cid, le):
    return counter_of(g, cid, "mineralize") > 0


def _mineralized_artifact(g, src, cid, le):
    return g.cards[cid].zone == ARTIFACTS and counter_of(g, cid, "mineralize") > 0


_MINERALIZE = seq(choose("t", A_CREATURE), add_counter("mineralize", 1, "t"), do(lambda g, c: g.dirty(), "type check"))

card("De-Animator", "AS",
     text="Elusive.\nA card with a mineralize counter on it counts as an artifact and has \"Action: Destroy this "
          "artifact.\"\nPlay/After Reap: Give a creature a mineralize counter.",
     statics=[static("considered_artifact", _mineralized),
              static("grant_action", _mineralized_artifact, destroy_self())],
     play=_MINERALIZE, reap=_MINERALIZE)


card("Articulated Ren", "AS",
     text="Hazardous 1.\nAt the end of your turn, you may exhaust one of your creatures to draw a card.",
     reactions=[reaction("turn_end", _my_turn_end,
                         may_choose("Exhaust a friendly creature to draw a card?", FRIENDLY_CREATURE,
                                    seq(exhaust_did("t"), if_(did(), draw(1)))))])

card("Brillix Ponder", "AS",
     text="Enhance: Logos.\nScrap: Draw a card.",
     reactions=[scrap(draw(1))])

card("Connectome Transfer", "AS",
     text="Play: Every creature on a flank goes into its owner's archives.",
     play=do(lambda g, c: [g.archive(x, put=True) for x in flank_creatures(g) if g.in_play(x)],
             "flanks to archives"))

_EZRA = seq(reveal_hand(), draw(1))

card("Ezra Paws", "AS",
     text="Play/After Reap: Your opponent shows you their hand. Draw a card.",
     play=_EZRA, reap=_EZRA)


def _survived(g, c):
    t = (c.get("t") or [-1])[0]
    return t >= 0 and g.cards[t].zone == BATTLELINE and not g.cards[t].tagged


_PLACE = seq(choose("t", A_CREATURE), move_to_flank("t"), deal_damage("t", 2))

card("Placeholder", "AS",
     text="Play: Pick a creature, move it to either flank of its controller's battleline, and deal 2D to it. If "
          "that creature survives, do all of this once more.",
     play=seq(_PLACE, if_(_survived, _PLACE)))

card("Quantum Mouse", "AS",
     text="Enhance: draw, draw, discard.\nEach time you would resolve a draw bonus icon, you may have it resolve "
          "as a discard bonus icon.",
     statics=[static("icon_replace", lambda g, src, p, le: g.cards[src].controller == p,
                     (("draw",), "discard", "resolve it as a discard icon instead"))])


card("Skippy the Glorious", "AS",
     text="Play/After Reap: Put the top card of your deck into your archives.\nScrap: Use one of your opponent's "
          "artifacts as though you controlled it. If it is used, draw a card.",
     play=archive_top(1), reap=archive_top(1),
     reactions=[scrap(seq(use_did(artifacts("enemy")), if_(did("used"), draw(1))))])

card("Wurm Tunnel", "AS",
     text="Enhance: capture, capture.\nPlay: Take 1Æ off a creature and return it to the supply. If that happens, "
          "draw 2 cards.",
     play=seq(move_amber_to_supply(A_CREATURE, 1),
              if_(lambda g, c: c.get("moved", 0) > 0, draw(2))))


_ARCENO = reaction("played", lambda g, src, ev, le: ev["player"] != le["me"] and g.turn > le["turn"], lose(1))

card("Arcenomometer", "AS",
     text="Enhance: Logos, Logos.\nAction: Throughout your opponent's next turn, they lose 1Æ for every card they "
          "play.",
     actions=[lasting(_ARCENO, until="next_turn")])


def _charge_cost(g, c):
    archived = len(g.players[0].archives) + len(g.players[1].archives)
    return max(0, g.key_cost(c["me"]) + 6 - archived)


card("Empyrean Charge", "AS",
     text="Play: Forge a key for the current cost +6Æ, minus 1Æ for each card in the two players' archives "
          "together. Then both players discard their archives.",
     play=seq(forge_key(_charge_cost), discard_archives("each", by="me")))

_NAUTILUS = seq(ward(A_CREATURE), draw(1))

card("Nautilus", "AS",
     text="Play/After Fight: Ward a creature, then draw a card.",
     play=_NAUTILUS, fight=_NAUTILUS)


card("Weigh the Anchor", "AS",
     text="Play: Count how many more creatures your opponent controls than you do; stun that many enemy "
          "creatures.",
     # "for each": one decision per creature in excess, each stunned as it is chosen (FORMAT rev 2); a stunned
     # creature stays a candidate, so every point is asked (unless only one creature could be chosen, or every
     # candidate is already stunned: every choice gives the same result)
     play=repeat(creatures_in_excess(), stun_point(ENEMY_CREATURE)))

card("Cmd. Prompt", "AS",
     text="After Reap: For the rest of this turn you may play one card that is not Logos.",
     reap=play_permission(lambda g, cid: not g.belongs_to(cid, "logos")))


def _de_doss(g, src, cid, le):
    h = g.cards[src].host
    if h is None or h < 0 or g.cards[h].zone != BATTLELINE:
        return False
    d = g.face(cid)       # the type it is played as (Explo-rover as an upgrade is not a creature)
    return g.active != g.cards[h].controller and d.type == "creature" and d.power > g.power(h)


card("De-Doss", "AS",
     text="This creature has \"Your opponent may not play a creature whose power is greater than this creature's.\"",
     statics=[static("cannot_play", _de_doss, gained=True)])

card("Quantum Compass", "AS",
     text="Omni: Put the top card of your deck into your archives.",
     omnis=[archive_top(1)])

card("Rm-Foler", "AS",
     text="After Reap: Destroy an enemy creature; if it is destroyed, draw a card.",
     reap=seq(destroy(ENEMY_CREATURE), if_(destroyed_any(), draw(1))))

card("Root Access", "AS",
     text="Play: The bottom card of your opponent's deck goes to their discard pile. Every enemy creature of a "
          "house that card belongs to takes 2D.",
     play=seq(discard_bottom_of_deck("bottom"), damage_each("enemy", 2, shares_house_with_chosen("bottom"))))

card("Holo-Camo", "AS",
     text="As long as this creature is ready, no damage can be dealt to it.",
     statics=[static("no_damage", lambda g, src, cid, le: g.cards[src].host == cid and not g.cards[cid].exhausted)])


def _archives_of_chosen(g, c):
    p = c.get("player")
    return len(g.players[p].archives) if p is not None else 0


card("Reallocation Accessory", "AS",
     text="This creature has \"After Reap: Archive a card from your hand. Then pick a player: deal 1D to a "
          "creature for each card in that player's archives.\"",
     reactions=granted_use_ability(("reaped",), host_is, seq(
         archive_from_hand(1),
         choose_player("player", lambda g, c: [c["me"], 1 - c["me"]], "Choose whose archives to count"),
         split_damage(_archives_of_chosen))))


def _host_turn_end(g, src, ev, le):
    h = g.cards[src].host
    return h is not None and h >= 0 and g.cards[h].zone == BATTLELINE and ev["player"] == g.cards[h].controller


card("Void Shields", "AS",
     text="This creature has \"When your turn ends, this creature gets a ward.\"",
     reactions=[reaction("turn_end", _host_turn_end, do(lambda g, c: g.ward(g.cards[c["src"]].host), "ward host"),
                         gained=True)])


def _random_to_archives(g, c):
    p = c.get("player")
    hand = g.players[p].hand if p is not None else []
    if hand:
        x = hand[g.rng.below(len(hand))]
        g.archive(x, p, put=True)


card("Titan Sentry", "AS",
     text="No player may take their archives into hand in their \"choose a house\" step.\nPlay/After Reap: Pick "
          "a player; a random card from their hand goes into their archives.",
     statics=[static("cannot_take_archives", lambda g, src, p, le: True)],
     play=seq(choose_player("player", lambda g, c: [c["me"], 1 - c["me"]], "Choose a player"),
              do(_random_to_archives, "random card archived")),
     reap=seq(choose_player("player", lambda g, c: [c["me"], 1 - c["me"]], "Choose a player"),
              do(_random_to_archives, "random card archived")))

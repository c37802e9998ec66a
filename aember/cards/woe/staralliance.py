"""Winds of Exchange — Star Alliance."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    archive_from_hand,
    archive_self,
    attach_granter_to_made,
    capture,
    choose,
    choose_house,
    deal_damage,
    destroy_self,
    discard_top_of_deck,
    do,
    draw,
    friendly_tokens_copy_host_this_turn,
    gain_chains,
    host_only,
    host_reaped_or_fought,
    houses_among,
    if_,
    in_my_zone,
    look_at_top_may,
    make_tokens,
    may,
    most_powerful,
    neighbors_of_self,
    put_on_deck,
    reaction,
    ready,
    reorder_top,
    reveal_from_hand_of_different_houses_and_archive,
    self_only,
    seq,
    shares_a_house,
    static,
    steal,
    token_creature_now,
    top_to_bottom,
    upgrade_becomes_creature,
    use,
    use_permission,
)
from aember.engine.state import HAND


def _flip_tokens_faceup(g, c):
    # each token creature, in setup order of the battlelines; a non-creature card flipped faceup is discarded
    for x in [x for x in g.creatures() if g.cards[x].is_token_creature]:
        g.flip(x)


card("Temporal Purge", "WoE",
     text=("Play: Turn every token creature faceup. Every card turned this way that is not a creature goes to its "
           "owner's discard pile."),
     play=do(_flip_tokens_faceup, "flip tokens faceup"))


def _archives_to_hand(g, c):
    opp = 1 - c["me"]
    cards = list(g.players[opp].archives)
    for x in cards:
        g.move(x, HAND)
    if any(x in g.players[opp].hand for x in cards):     # not an abducted card alone: to its owner's hand instead
        g.say(f"{g.pname(opp)} takes {len(cards)} card{'s' if len(cards) != 1 else ''} from their archives into "
              f"their hand")
        # a card effect that moves a player's whole archives to their hand counts as adding them (LATER-MECHANICS
        # 6.5, Fate Laughs at Your Plans: the open point's default)
        g.emit("archives_taken", player=opp)


card("Cultural Exchange", "WoE",
     text="Play: Your opponent moves every card in their archives into their hand.",
     play=do(_archives_to_hand, "archives to hand"))

card("Grunt Work", "WoE",
     text="Play: Look at your top 3 cards and return them to your deck in the order you like. Make a token creature.",
     play=seq(reorder_top(3), make_tokens(1)))

card("Scout Chief Korijir", "WoE",
     text="Play: You make a token creature.\nAfter Fight/After Reap: You make a token creature as well.",
     play=make_tokens(1), fight=make_tokens(1), reap=make_tokens(1))


def _outnumbered(g, c):
    return len(g.creatures(1 - c["me"])) > len(g.creatures(c["me"]))


card("Teamwork", "WoE",
     text=("Play: Make a token creature. Then, if your opponent has more creatures in play than you do, put Teamwork "
           "into your archives."),
     play=seq(make_tokens(1), if_(_outnumbered, archive_self())))

card("CPO Zytar", "WoE",
     text="Enhance [damage][draw][draw].")

card("Echo Reflector", "WoE",
     text='This creature gains: "Keys cost your opponent +3Æ."',
     statics=[static("key_cost", lambda g, src, p, le: g.cards[src].host is not None
                     and g.in_play(g.cards[src].host) and p != g.cards[g.cards[src].host].controller, 3,
                     gained=True)])

card("Future Booster", "WoE",
     text="Omni: Look at your deck's top card. You may move it to the bottom of your deck.",
     omnis=[look_at_top_may("Put the top card of your deck on the bottom?", top_to_bottom())])


card("Photon Blast", "WoE",
     text=("Play: Deal 2D to a creature, with 1D splash. If at least one creature is destroyed by this damage, make a "
           "token creature."),
     play=seq(choose("t", A_CREATURE), deal_damage("t", 2, splash=1),
              if_(lambda g, c: bool(c.get("killed_all")), make_tokens(1))))


def _rogue(g, c):
    p = c["me"]
    top = list(g.players[p].deck[:2])
    g.discard_top(p, 2)
    c["n"] = houses_among(top, g)


card("Rogue Operation", "WoE",
     text="Play: Discard your deck's top 2 cards. For each different house among them, steal 1Æ.",
     play=seq(do(_rogue, "discard top 2"), steal(lambda g, c: c["n"])))


def _guthrak_houses(g, c):
    if not g.in_play(c["src"]):
        return 0
    return houses_among([c["src"]] + g.neighbors(c["src"]), g)


card("Specialist Guthrak", "WoE",
     text=("Skirmish.\nAfter Fight/After Reap: Capture 1Æ per house found among Specialist Guthrak and its "
           "neighbors."),
     fight=capture(_guthrak_houses), reap=capture(_guthrak_houses))

card("PYR*0", "WoE",
     text=("Splash-attack 3.\n"
           'PYR*0 can be played as an upgrade rather than a creature; as an upgrade its text is "This creature '
           'gains splash-attack 3."'),
     as_upgrade={"text": "This creature gains splash-attack 3.",
                 "statics": [static("keyword", host_only(), ("splash-attack", 3))]})


def _top_in_house(g, c):
    return any(g.belongs_to(x, c.get("house")) for x in c.get("top") or [])


card("Recruiting Station", "WoE",
     text=("Omni: Name a house, then discard your deck's top card. If that card is of the named house, make a token "
           "creature."),
     omnis=[seq(choose_house("house"), discard_top_of_deck("top"), if_(_top_in_house, make_tokens(1)))])

card("SV3 Lander", "WoE",
     text=("Play: Make a token creature.\nOmni: Destroy SV3 Lander. Until the end of the turn, your token creatures "
           "may be used whatever their house."),
     play=make_tokens(1),
     omnis=[seq(destroy_self(), use_permission(token_creature_now, 1000))])


def _warp(g, c):
    picked = [x for x in (c.get("f") or []) + (c.get("e") or []) if g.in_play(x)]
    doomed = [x for x in g.creatures() if x in picked or any(shares_a_house(g, x, p) for p in picked)]
    g.destroy(doomed)


card("Quintrino Warp", "WoE",
     text=("Play: Pick a friendly creature and an enemy creature. Destroy both of them, along with every creature of "
           "the same house as either one. Gain 1 chain."),
     play=seq(choose("f", FRIENDLY_CREATURE), choose("e", ENEMY_CREATURE), do(_warp, "warp"), gain_chains(1)))


def _is_sa(g, x, c=None):
    return g.belongs_to(x, "staralliance")


def _non_sa_neighbors(g, cid):
    return [y for y in g.neighbors(cid) if not g.belongs_to(y, "staralliance")]


def _exhaust_ready(g, c):
    c["did"] = False
    for x in c.get("t") or []:
        if g.in_play(x) and not g.cards[x].exhausted:
            g.exhaust(x)
            c["did"] = True
            c["n"] = len(_non_sa_neighbors(g, x))


card("Camaraderie", "WoE",
     text=("Play: Exhaust one of your Star Alliance creatures. If it was exhausted this way, draw 2 cards per "
           "neighbor of it that is not Star Alliance."),
     play=seq(choose("t", FRIENDLY_CREATURE.where(_is_sa, "Choose a friendly Star Alliance creature")),
              do(_exhaust_ready, "exhaust"), if_(lambda g, c: c["did"], draw(lambda g, c: 2 * c["n"]))))


def _stronger(g, c):
    for x in g.creatures():
        if not g.belongs_to(x, "staralliance"):
            continue
        ns = g.neighbors(x)
        if len(ns) == 2 and not any(g.belongs_to(y, "staralliance") for y in ns) \
                and not shares_a_house(g, ns[0], ns[1]):

            g.ready(x)


card("Stronger Together", "WoE",
     text=("Play: Ready every Star Alliance creature whose two neighbors are both non-Star Alliance and of two "
           "different houses."),
     play=do(_stronger, "ready"))

card("Uplink", "WoE",
     text=('This creature gains: "Action: For each neighbor of this creature that is not Star Alliance, make a token '
           'creature."'),
     statics=[static("grant_action", host_only(),
                     make_tokens(lambda g, c: len(_non_sa_neighbors(g, c["src"])) if g.in_play(c["src"]) else 0))])


def _shakedown(g, c):
    for x in c.get("t") or []:
        owner = g.cards[x].controller
        top = g.discard_top(owner, 1)
        if not top:
            return
        if shares_a_house(g, top[0], x):
            g.gain(owner, 1)
        else:
            g.destroy([x])


card("Shakedown Sullivan", "WoE",
     text=("After Reap: Pick a creature, then discard the top card of its controller's deck. If the discarded card "
           "has a house in common with the picked creature, that creature's controller gains 1Æ; if not, destroy the "
           "picked creature."),
     reap=seq(choose("t", A_CREATURE), do(_shakedown, "shakedown")))

card("Ganymede Outpost", "WoE",
     text="Action: Put one of your creatures on the bottom of its owner's deck. If it went there, archive 2 cards.",
     actions=[seq(put_on_deck(FRIENDLY_CREATURE, top=False), if_(lambda g, c: bool(c.get("put")),
                                                                 archive_from_hand(2)))])

card("Badge of Unity", "WoE",
     text="This creature is also Star Alliance, as well as its other houses.",
     statics=[static("extra_house", host_only(), lambda g, src, le: "staralliance")])


def _upgrade_to_hand(g, c):
    for x in c.get("t") or []:
        g.move(x, HAND)
        g.say(f"{g.pname(c['me'])} puts {g.cname(x)} from their discard pile into their hand")


card("Collector Boren", "WoE",
     text=("Each time an upgrade is attached to Collector Boren, ready Collector Boren.\nPlay: Return an upgrade "
           "from your discard pile to your hand."),
     play=seq(choose("t", in_my_zone("discard", lambda g, x: g.cards[x].defn.type == "upgrade",
                                     "Choose an upgrade in your discard pile")), do(_upgrade_to_hand, "to hand")),
     reactions=[reaction("attached", lambda g, src, ev, le: ev["host"] == src,
                         do(lambda g, c: g.ready(c["src"]) if g.in_play(c["src"]) else None, "ready"))])


def _guide_neighbor_used(g, src, ev, le):
    # its neighbor when the use began counts, even if that creature has since left play (died in its fight)
    return (ev["card"] in g.neighbors(src) or src in ev.get("neighbors", ())) \
        and ev.get("player") == g.cards[src].controller


# the use that follows "may": asked only if Friendly Guide could be used now (not exhausted, and some use left
# to it - a creature that cannot reap and has no enemy to fight could do nothing)
_GUIDE_USE = use("self")

card("Friendly Guide", "WoE",
     text="Elusive.\nEach time you use a neighbor of Friendly Guide, you may then use Friendly Guide.",
     reactions=[reaction("used", _guide_neighbor_used,
                         may("Use Friendly Guide?", seq(do(lambda g, c: c.__setitem__("self", [c["src"]]), "self"),
                                                        _GUIDE_USE),
                             possible=lambda g, c: _GUIDE_USE.can_act(g, c["src"])))])

card("Pupgrade", "WoE",
     text=('Pupgrade can be played as an upgrade rather than a creature; as an upgrade its text is "This creature '
           'gets +3 power and gains: \'Destroyed: Put Pupgrade into your battleline on the right flank as a ready '
           'creature.\'"'),
     as_upgrade={"text": ("This creature gets +3 power and gains: 'Destroyed: Put Pupgrade into your battleline on "
                          "the right flank as a ready creature.'"),
                 "statics": [static("power", host_only(), 3),
                             static("grant_destroyed", host_only(), upgrade_becomes_creature("right", ready=True))]})

card("FOF Transponder", "WoE",
     text=('This creature gains: "Destroyed: Make a token creature, then attach FOF Transponder to it."'),
     statics=[static("grant_destroyed", host_only(), seq(make_tokens(1), attach_granter_to_made()))])

def _friendly_amberling(g, src, cid, le):
    return g.face(cid).title == "Æmberling" and g.cards[cid].controller == g.cards[src].controller


card("Norbyn’s Cavern", "WoE",
     text="Friendly Æmberlings get +3 power and skirmish.",
     statics=[static("power", _friendly_amberling, 3), static("keyword", _friendly_amberling, ("skirmish", 1))])

# --- token creatures ---

card("Æmberling", "WoE",
     text=("Æmberling cannot reap.\nÆmberling can be spent as though it were 1Æ in your pool (it is discarded, "
           "wards ignored)."),
     statics=[static("cannot_reap", self_only()), static("spend_as_amber", self_only())])


card("Cadet", "WoE",
     text="Destroyed: Ready the most powerful neighbor of Cadet.",
     destroyed=seq(most_powerful("t", neighbors_of_self()), ready("t")))

card("Explorer", "WoE",
     text="After Reap: Look at your deck's top card. You may discard it.",
     reap=look_at_top_may("Discard the top card of your deck?",
                          do(lambda g, c: g.discard_top(c["me"], 1), "discard top")))


def _non_sa_friendly(g, x, c):
    return not g.belongs_to(x, "staralliance")


card("B0-T", "WoE",
     text="Action: Use a friendly creature that is not Star Alliance.",
     actions=[use(FRIENDLY_CREATURE.where(_non_sa_friendly, "Choose a friendly non-Star Alliance creature"))])


# --- WoE Star Alliance: the cards of the second wave ---

card("Recorded History", "WoE",
     text=("Play: Show up to 3 cards from your hand, no two of the same house, and put each card shown into your "
           "archives."),
     play=reveal_from_hand_of_different_houses_and_archive(3))

card("Mirror Shell", "WoE",
     text=('This creature has "After Fight/After Reap: Until the end of the turn, every token creature you control is '
           'a copy of this creature."\nPlay: Create one token creature.'),
     play=make_tokens(1),
     reactions=[reaction("reaped", host_reaped_or_fought, friendly_tokens_copy_host_this_turn(), gained=True),
                reaction("fought", host_reaped_or_fought, friendly_tokens_copy_host_this_turn(), gained=True)])

"""Winds of Exchange — Mars."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    RevealFromHand,
    add_counter,
    archive_chosen,
    archive_self,
    artifacts,
    captures_from_own_side,
    choose,
    chosen_gains_reaction_for_turn,
    counter_lasting,
    counter_of,
    creature_gets_for_turn,
    deal_damage,
    destroy,
    destroy_each,
    destroyed_this_way,
    discard_one_from_hand,
    do,
    draw,
    each_captures_n,
    enrage,
    forge_key,
    gain,
    gain_chains,
    granted_use_ability,
    heal,
    host_is,
    if_,
    in_my_zone,
    least_powerful,
    make_tokens,
    make_tokens_from,
    not_tagged,
    purge_self,
    put_found_into_play,
    put_on_bottom_of_deck,
    reaction,
    same_name,
    same_name_as,
    search,
    seq,
    shuffle_my_deck,
    static,
    ward,
)
from aember.engine.state import BATTLELINE, HAND
from aember.engine.steps import If, Static

card("Blorb Hive", "WoE",
     text=("Omni: Destroy one of your creatures; if you did, make 2 Blorbs. Afterwards, when you control at least 10 "
           "Blorbs, Blorb Hive is destroyed and you forge a key for free."),
     omnis=[seq(choose("t", not_tagged(FRIENDLY_CREATURE)),
                do(lambda g, c: c.__setitem__("destroyed", g.destroy([x for x in c.get("t") or [] if g.in_play(x)]))),
                If(lambda g, c: bool(destroyed_this_way()(g, c)), make_tokens(2, named="Blorb")),   # not saved (Cloak)
                If(lambda g, c: sum(1 for x in g.creatures(c["me"]) if g.cname(x) == "Blorb") >= 10,
                   seq(do(lambda g, c: g.destroy([c["src"]])), forge_key(0))))])

card("Mk.2 Generator", "WoE",
     text="Mk.2 Generator comes into play ready.\nAction: Make one token creature.",
     enters_ready=True, actions=[make_tokens(1)])


def _hive_back(g, c):
    for x in list(g.players[c["me"]].discard):
        if g.cards[x].defn.title == "Blorb Hive":
            g.say(f"{g.cname(x)} returns to {g.pname(c['me'])}'s hand")
            g.move(x, HAND)
            return


card("Blorb", "WoE",
     text="Elusive. Blorb is never able to reap.\nDestroyed: Put one Blorb Hive from your discard pile into your hand.",
     statics=[static("cannot_reap", lambda g, src, cid, le: cid == src)],
     destroyed=do(_hive_back))

card("Grunt", "WoE",
     text="")




# --- WoE Mars ---


def _mars(g, x):
    return g.belongs_to(x, "mars")      # a Mars house icon counts too (LATER-MECHANICS 9)


def _ironyx(g, x):
    return "ironyx" in g.traits(x)


def _mine(g, src, ev, le):
    return ev["player"] == g.cards[src].controller


def _friendly_creature_of(g, src, cid):
    return g.cards[cid].zone == BATTLELINE and g.cards[cid].controller == g.cards[src].controller


def _nautilixian(g, x, c):
    return g.cname(x) == "Nautilixian"


FRIENDLY_NAUTILIXIAN = FRIENDLY_CREATURE.where(_nautilixian, "Choose a friendly Nautilixian")


def _move_all_upgrades(g, c):
    for host in c.get("t") or []:
        if g.cards[host].zone != BATTLELINE:
            continue
        ups = [u for x in g.players[0].battleline + g.players[1].battleline + g.players[0].artifacts
               + g.players[1].artifacts for u in g.cards[x].upgrades]
        for u in ups:
            if g.cards[u].host == host:
                # already on that creature: it cannot be moved there, only taken - it is not attached again
                # (Commander Dhrxgar, Collector Boren count attachments)
                if g.cards[u].controller != c["me"]:
                    g.say(f"{g.pname(c['me'])} takes {g.cname(u)}, already on {g.cname(host)}")
                    g.cards[u].controller = c["me"]
                    g.dirty()
                continue
            # may it be attached to that creature once its player controls it? ("Attach only to a friendly
            # Legendary Keyraken": Primordial, Titanic Maw; Animating Force only to an artifact)
            old = g.cards[u].controller
            g.cards[u].controller = c["me"]
            movable = host in g.upgrade_hosts(u)
            g.cards[u].controller = old
            if movable:
                g.say(f"{g.pname(c['me'])} takes {g.cname(u)} and moves it to {g.cname(host)}")
                g.attach(u, host, c["me"])
            elif old != c["me"]:
                # as much as can be done: control is taken, the upgrade stays where it is
                g.say(f"{g.pname(c['me'])} takes {g.cname(u)}; it cannot be attached to {g.cname(host)}")
                g.cards[u].controller = c["me"]
                g.dirty()


card("Big Magnet", "WoE",
     text="Play: Pick a friendly creature. Gain control of every upgrade in play and attach each of them to that "
          "creature.",
     play=seq(choose("t", FRIENDLY_CREATURE), do(_move_all_upgrades, "move upgrades")))


def _mars_discarded_from_my_hand(g, src, ev, le):
    x = ev["card"]
    return g.cards[x].owner == g.cards[src].controller and g.belongs_to(x, "mars")


card("Borka Rikk", "WoE",
     text="Whenever a Mars card is discarded from your hand, make one token creature.",
     reactions=[reaction("discarded", _mars_discarded_from_my_hand, make_tokens(1))])

card("Grondal", "WoE",
     text="At the start of your turn, destroy the creature with the lowest power.\nPlay: Make two token creatures.",
     reactions=[reaction("turn_start", _mine, seq(least_powerful("t"), destroy("t")))],
     play=make_tokens(2))


def _destroyed_count(g, c):
    # still tagged while an outer destruction resolves counts too (Jargogle's Destroyed: playing it)
    return len(destroyed_this_way()(g, c))


card("Martian Revolution", "WoE",
     text="Play: Destroy every friendly creature, then make one token creature for each creature destroyed so.",
     play=seq(destroy_each("friendly"), make_tokens(_destroyed_count)))


def _no_mars_creature_used(g, src, cid, le):
    if cid != src:
        return False
    me = g.cards[src].controller
    # the creature's houses as it was used: a Mars token creature that has since died is its facedown card again
    return not any(e[0] == "used_creature" and e[1] == me and e[2] == g.turn and e[3] != src
                   and "mars" in (e[4] if len(e) > 4 else ())
                   for e in g.turn_log)


def _friendly_pilot(g, src, cid, le):
    return (g.cards[cid].zone == BATTLELINE and g.cards[cid].controller == g.cards[src].controller
            and "pilot" in g.traits(cid))


card("Nautilixian", "WoE",
     text="Nautilixian can be used only after you have used at least one other friendly Mars creature this turn."
          "\nFriendly Pilot creatures cannot be dealt damage or destroyed.",
     statics=[static("cannot_use", _no_mars_creature_used),
              static("keyword", _friendly_pilot, ("invulnerable", 1))])


def _same_name_as_host(g, src, cid):
    host = g.cards[src].host
    return host >= 0 and g.cards[host].zone == BATTLELINE and (cid == host or same_name(g, cid, host))


card("R-Evolution", "WoE",
     text="This creature, and every creature that shares its name, gains \"After Reap: Deal 2D to an enemy "
          "creature.\"",
     reactions=granted_use_ability(("reaped",), _same_name_as_host, deal_damage(ENEMY_CREATURE, 2)))


def _under_the_pod(g, c):
    pod = c.get("granter", -1)
    if pod >= 0 and g.in_play(pod) and g.in_play(c["src"]):
        if g.ward_stops(c["src"]):     # a ward placed after the tag stops this other way of leaving play
            return                      # (001:2804-2809); the creature, still tagged, is discarded
        g.put_beneath(c["src"], pod)


_UNDER_POD = do(_under_the_pod, "under Replay Pod")


def _pod_cards_to_hand(g, c):
    for x in g.beneath(c["src"]):
        g.say(f"{g.cname(x)} goes from under Replay Pod to {g.pname(g.cards[x].owner)}'s hand")
        g.move(x, HAND)


card("Replay Pod", "WoE",
     text="Every friendly Mars creature gains \"Destroyed: Put this creature facedown beneath Replay Pod.\"\n"
          "Action: Take every card beneath Replay Pod into your hand, then purge Replay Pod.",
     statics=[static("grant_destroyed",
                     lambda g, src, cid, le: _friendly_creature_of(g, src, cid) and _mars(g, cid), _UNDER_POD)],
     actions=[seq(do(_pod_cards_to_hand, "cards to hand"), purge_self())])


def _painted(g, src, cid, le):
    return cid == le["target"] and counter_of(g, cid, "paint") > 0


# "none of its other houses": icons too
_PAINTED_MARS = counter_lasting("paint", Static("house_only", _painted, "mars"))


def _paint(g, c):
    for x in c.get("t") or []:
        if g.in_play(x):
            g.add_lasting(_PAINTED_MARS, c["src"], c["me"], "leaves_play", target=x)


card("Revo Hooligans", "WoE",
     text="Elusive.\nAfter Reap: Place a paint counter on an artifact. As long as that artifact has a paint counter, "
          "its house is Mars (and none of its other houses).",
     reap=seq(choose("t", artifacts("any", "Choose an artifact to paint")),
              add_counter("paint", 1, "t"), do(_paint, "painted")))

card("Airlock", "WoE",
     text="Action: Discard one non-Mars card from your hand; if you did, draw one card.",
     actions=[seq(discard_one_from_hand(cond=lambda g, x: not g.belongs_to(x, "mars"),
                                        prompt="Choose a non-Mars card to discard"),
                  if_(lambda g, c: bool(c.get("did")), draw(1)))])


def _friendly_ironyx(g, src, cid, le):
    return _friendly_creature_of(g, src, cid) and _ironyx(g, cid)


card("Ironyx Banner", "WoE",
     text="Ironyx creatures you control have +1 power and +1 armor.\nPlay: You make 1 token creature.",
     statics=[static("power", _friendly_ironyx, 1), static("armor", _friendly_ironyx, 1)],
     play=make_tokens(1))

card("Memrox the Red", "WoE",
     text="Cards your opponent owns cannot leave your archives.\nAction: Gain 1Æ per card in your archives.",
     statics=[static("keep_opponent_cards_in_archives", lambda g, src, p, le: p == g.cards[src].controller)],
     actions=[gain(lambda g, c: len(g.players[c["me"]].archives))])

card("Nyyon Outpost", "WoE",
     text="Action: Put one friendly creature at the bottom of its owner's deck; if you did, make two token creatures.",
     actions=[seq(put_on_bottom_of_deck(FRIENDLY_CREATURE, did_key="did"),
                  if_(lambda g, c: bool(c.get("did")), make_tokens(2)))])

card("Space Invaders", "WoE",
     text="Play: Reveal as many creatures from your hand as you like. Each of them enters play facedown as a "
          "token creature.",
     play=seq(RevealFromHand(lambda g, x: g.face(x).type == "creature", "revealed", "Reveal creatures"),
              make_tokens_from("revealed")))


def _damaged(g, x, c):
    return g.cards[x].damage > 0


card("Suspended Animation", "WoE",
     text="Enhance DD.\nPlay: Put a damaged enemy creature into your archives. Should it leave your archives, it goes "
          "to its owner's hand instead.",
     play=seq(choose("t", ENEMY_CREATURE.where(_damaged, "Choose a damaged enemy creature")),
              archive_chosen("t", holder="me", put=True)))

card("Yxl the Iron Captain", "WoE",
     text="Play: Every friendly Ironyx creature captures 2Æ.",
     play=each_captures_n(2, lambda g, x, c: _ironyx(g, x)))


def _splash_killed_by_self(g, src, ev, le):
    if ev.get("controller") == g.cards[src].controller:
        return False
    return ev.get("splash_fight") == src     # as it was tagged (a later tag in that wave is no splash kill)


card("Zizok", "WoE",
     text=("Skirmish. Splash-attack 1.\nEach time Zizok's splash-attack damage destroys an enemy creature, ready "
           "Zizok afterward."),
     reactions=[reaction("destroyed", _splash_killed_by_self,
                         do(lambda g, c: g.ready(c["src"]), "ready Zizok"))])

card("Braindart", "WoE",
     text="Play: Enrage an enemy creature. That creature captures 1Æ from its own side.",
     play=seq(choose("t", ENEMY_CREATURE), enrage("t"), captures_from_own_side("t")))


def _outnumber(g, c):
    return len(g.players[c["me"]].battleline) > len(g.players[1 - c["me"]].battleline)


card("Clone Home", "WoE",
     text="Play: Make one token creature. Then, if you have more creatures than your opponent, archive Clone Home.",
     play=seq(make_tokens(1), if_(_outnumber, archive_self())))


def _blast(g, c):
    hits = [(x, 2) for x in same_name_as("t")(g, c)]
    if hits:
        g.deal_damage(hits, c["src"])


card("Genetic Blast", "WoE",
     text="Play: Deal 2D to a creature and to every other creature that has its name.",
     play=seq(choose("t", A_CREATURE), do(_blast, "damage")))

card("Glylyx Weaponsmith", "WoE",
     text="Enhance DDR. (Those icons are already on cards of your deck.)")

card("Ironyx Propaganda", "WoE",
     text="The attached creature has: \"After Fight/After Reap: You make 1 token creature.\"",
     reactions=granted_use_ability(("fought", "reaped"), host_is, make_tokens(1)))


def _ready_mars_neighbors(g, c):
    for x in g.neighbors(c["src"]):
        if _mars(g, x):
            g.ready(x)


card("Ironyx Rebel", "WoE",
     text="Deploy. (It may enter play anywhere in your battleline.)\nPlay: Ready each Mars neighbor of Ironyx Rebel.",
     play=do(_ready_mars_neighbors, "ready Mars neighbors"))

card("Ironyx Vatminder", "WoE",
     text="Play/Destroyed: Make one token creature.",
     play=make_tokens(1), destroyed=make_tokens(1))


def _kaboom_archive(g, c):
    for x in [x for x in g.creatures() if _mars(g, x)]:
        g.archive(x, put=True)      # "put", not archived (001:1605-1609)


card("Kaboom!", "WoE",
     text="Play: Every Mars creature goes into its owner's archives. Then destroy every creature. Gain 3 chains.",
     play=seq(do(_kaboom_archive, "archive Mars creatures"), destroy_each("any"), gain_chains(3)))


def _friendly_mars_count(g, src, p, le):
    return sum(1 for x in g.players[g.cards[src].controller].battleline if _mars(g, x))


card("Myx, the Tallminded", "WoE",
     text="For each friendly Mars creature in play, your opponent's keys cost +1Æ.",
     statics=[static("key_cost", lambda g, src, p, le: p != g.cards[src].controller, _friendly_mars_count)])


def _not_mars(g, x, c):
    return not _mars(g, x)


card("Scoop Up", "WoE",
     text="Play: Put one friendly non-Mars creature and one enemy non-Mars creature into your archives. Should "
          "either of them leave your archives while you are not its owner, it goes to its owner's hand instead.",
     play=seq(choose("f", FRIENDLY_CREATURE.where(_not_mars, "Choose a friendly non-Mars creature")),
              choose("e", ENEMY_CREATURE.where(_not_mars, "Choose an enemy non-Mars creature")),
              do(lambda g, c: [g.archive(x, c["me"], put=True) for x in (c.get("f") or []) + (c.get("e") or [])
                               if g.cards[x].zone == BATTLELINE], "archive")))

card("Yxlix Mesmerist", "WoE",
     text="Action: Pick a creature; it captures 1Æ from its own side.",
     actions=[captures_from_own_side(A_CREATURE)])

card("Green Aeronaut", "WoE",
     text="Action: Until the end of the turn, a friendly Nautilixian gains splash-attack 3.",
     actions=[seq(choose("t", FRIENDLY_NAUTILIXIAN), creature_gets_for_turn("keyword", ("splash-attack", 3)))])


def _pilots_used_this_turn(g, p):
    # its traits as it was used: a token that was a Pilot (a Mirror Shell copy) and has left play still counts
    return len({e[3] for e in g.turn_log if e[0] == "used_creature" and e[1] == p and e[2] == g.turn
                and "pilot" in (e[5] if len(e) > 5 else ())})


def _fourth_pilot_used(g, src, ev, le):
    """This use made four distinct friendly Pilot creatures used this turn (its first use this turn)."""
    me = g.cards[src].controller
    x = ev["card"]
    if ev["player"] != me or ev.get("row") != BATTLELINE or "pilot" not in ev.get("traits", ()):
        return False
    uses = sum(1 for e in g.turn_log if e[0] == "used" and e[1] == me and e[2] == g.turn and e[3] == x)
    return uses == 1 and _pilots_used_this_turn(g, me) == 4


card("Purple Aeronaut", "WoE",
     text="Once four friendly Pilot creatures have been used in one turn, a friendly Nautilixian gains \"After "
          "Fight: Destroy every enemy creature\" until the end of that turn.",
     reactions=[reaction("used", _fourth_pilot_used,
                         seq(choose("t", FRIENDLY_NAUTILIXIAN),
                             chosen_gains_reaction_for_turn("t", "fought", destroy_each("enemy"))))])

card("Red Aeronaut", "WoE",
     text="Play: Search your deck and discard pile for one Nautilixian and put it into play. Then shuffle your "
          "deck.\nAction: Until the end of the turn, a friendly Nautilixian gets +5 power.",
     play=seq(search(lambda g, x: g.cards[x].defn.title == "Nautilixian", count=1,
                     prompt="Search for a Nautilixian"), put_found_into_play("found"), shuffle_my_deck()),
     actions=[seq(choose("t", FRIENDLY_NAUTILIXIAN), creature_gets_for_turn("power", 5))])

card("White Aeronaut", "WoE",
     text="Action: Ward a friendly Nautilixian and heal all of its damage.",
     actions=[seq(choose("t", FRIENDLY_NAUTILIXIAN), ward("t"), heal("t", None))])

card("Rebel", "WoE",
     text="After Reap: Deal 1D to a creature.",
     reap=deal_damage(A_CREATURE, 1))

card("Researcher", "WoE",
     text="Omni: Reveal one Mars card from your hand and archive it.",
     omnis=[seq(choose("t", in_my_zone(HAND, lambda g, x: g.belongs_to(x, "mars"), "Choose a Mars card to reveal")),
                archive_chosen("t", holder="me"))])

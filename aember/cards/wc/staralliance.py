"""Worlds Collide — Star Alliance."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    active_house_becomes_house_of,
    archive_chosen,
    archive_top,
    blaster,
    capture,
    choose,
    choose_player,
    damage_each,
    deal_damage,
    discard_any_number_from_hand,
    do,
    draw,
    during_next_turn,
    enemy_creature_reaped,
    forge_key,
    gain,
    granted_use_ability,
    heal,
    host_is,
    host_only,
    houses_belonged_to,
    if_,
    in_center,
    in_my_zone,
    keys_cost_more_on_opponents_next_turn,
    lasting,
    lasting_with,
    may,
    move_amber_to_pool,
    move_from_zone_to_hand,
    neighbors_of_self,
    not_tagged,
    play_permission,
    reaction,
    rearrange,
    reorder_top,
    repeat,
    resolve_event_cards_ability,
    return_with_upgrades,
    seq,
    split_capture,
    split_damage,
    static,
    steal,
    stun,
    stun_point,
    use,
    ward,
)
from aember.engine.state import BATTLELINE

card("Explo-rover", "WC",
     text=("Skirmish.\n"
           'You may play Explo-rover as an upgrade rather than a creature; its text as an upgrade is "This creature '
           'gains skirmish."'),
     as_upgrade={"text": "This creature gains skirmish.",
                 "statics": [static("keyword", host_only(), ("skirmish", 1))]})

card("Crash Muldoon", "WC", enters_ready=True,
     text=("Deploy.\n"
           "Crash Muldoon is ready when it enters play.\n"
           "Action: Use a creature next to Crash Muldoon that is not Star Alliance."),
     actions=[use(neighbors_of_self().where(lambda g, x, c: not g.belongs_to(x, "staralliance"),
                                            "Choose a neighboring non-Star Alliance creature"))])


def _ward_host(g, c):
    g.ward(g.cards[c["src"]].host)


card("Encounter Suit", "WC",
     text="Each time an action card is played, ward this creature before the card's Play: effect resolves.",
     reactions=[reaction("played", lambda g, src, ev, le: ev["type"] == "action", do(_ward_host, "ward host"),
                         before_play=True)])


# first printed in WC (was declared under MM, where a rulebook example met it first)
_GARCIA = keys_cost_more_on_opponents_next_turn(2)
card("Sensor Chief Garcia", "WC",
     text="Play/After Fight/After Reap: On your opponent's next turn, keys cost +2Æ.",
     play=_GARCIA, fight=_GARCIA, reap=_GARCIA)

card("Garcia’s Blaster", "WC",
     text=('This creature gains "After Fight/After Reap: You may either attach Garcia\'s Blaster to Sensor Chief '
           'Garcia or deal 2D to a creature."\n'
           "Right after you attach Garcia's Blaster to Sensor Chief Garcia, steal 1Æ."),
     reactions=blaster("Garcia's Blaster", "Sensor Chief Garcia", steal(1)))


# --- first printed in Worlds Collide (helper wc-b) ---

card("Armsmaster Molina", "WC",
     text="Hazardous 3.\nThe creatures next to Armsmaster Molina have hazardous 3.",
     statics=[static("keyword", lambda g, src, cid, le: cid in g.neighbors(src), ("hazardous", 3))])


def _upgrade_or_robot(g, x):
    return g.cards[x].defn.type == "upgrade" or "robot" in g.cards[x].defn.traits


_walls = may("Return an upgrade or Robot card from your discard pile to your hand?",
             move_from_zone_to_hand(in_my_zone("discard", _upgrade_or_robot,
                                               "Choose an upgrade or Robot card in your discard pile")),
             possible=lambda g, c: any(_upgrade_or_robot(g, x) for x in g.players[c["me"]].discard))
card("Chief Engineer Walls", "WC",
     text=("Elusive.\n"
           "Play/Fight/Reap: Choose an upgrade or Robot card in your discard pile and, if you wish, put it back "
           "into your hand."),
     play=_walls, fight=_walls, reap=_walls)

card("Cloaking Dongle", "WC",
     text="This creature and each of its neighbors gain elusive.",
     statics=[static("keyword", lambda g, src, cid, le: cid == g.cards[src].host
                     or cid in g.neighbors(g.cards[src].host), ("elusive", 1))])

_kirby = play_permission(lambda g, x: not g.belongs_to(x, "staralliance")
                         and g.cards[x].defn.type in ("artifact", "upgrade", "action"))
card("Com. Officer Kirby", "WC",
     text="Play/Fight/Reap: This turn, you may play one artifact, upgrade or action card that is not Star Alliance.",
     play=_kirby, fight=_kirby, reap=_kirby)

_chan = use(FRIENDLY_CREATURE.where(lambda g, x, c: x != c["src"], "Choose another friendly creature to use"))
card("Commander Chan", "WC",
     text="Fight/Reap: Use another friendly creature.",
     fight=_chan, reap=_chan)

_frane = capture(1, FRIENDLY_CREATURE)
card("First Officer Frane", "WC",
     text="Play/After Fight/After Reap: One of your creatures captures 1Æ.",
     play=_frane, fight=_frane, reap=_frane)

card("Lieutenant Khrkhar", "WC",
     text="Taunt.\nHazardous 3.")


def _upgrades_on_host(g, src, cid, le):
    return len(g.cards[cid].upgrades)


card("Light of the Archons", "WC",
     text="For each upgrade on it, this creature gets +1 power and +1 armor.",
     statics=[static("power", host_only(), _upgrades_on_host), static("armor", host_only(), _upgrades_on_host)])

_ingram = may("Heal 3 damage from a creature and ward it?", seq(choose("t", A_CREATURE), heal("t", 3), ward("t")),
              possible=lambda g, c: bool(g.creatures()))
card("Medic Ingram", "WC",
     text="Play/Fight/Reap: You may choose a creature to heal 3 damage from and ward.",
     play=_ingram, fight=_ingram, reap=_ingram)


def _may_deal(n):
    return may(f"Deal {n}D to a creature?", deal_damage(A_CREATURE, n), possible=lambda g, c: bool(g.creatures()))


card("Molina’s Blaster", "WC",
     text=('This creature gains "Fight/Reap: You may either attach Molina\'s Blaster to Armsmaster Molina or deal '
           '2D to a creature."\n'
           "Right after you attach Molina's Blaster to Armsmaster Molina, you may deal 3D to a creature."),
     reactions=blaster("Molina's Blaster", "Armsmaster Molina", _may_deal(3)))


def _red_alert_diff(g, c):
    return len(g.creatures(1 - c["me"])) - len(g.creatures(c["me"]))


card("Red Alert", "WC",
     text=("Play: If enemy creatures outnumber friendly creatures, every enemy creature is dealt damage equal to "
           "how many more there are."),
     play=if_(lambda g, c: _red_alert_diff(g, c) > 0, damage_each("enemy", _red_alert_diff)))


def _houses_in_play(g):
    """The houses of the cards in play (creatures, artifacts, upgrades)."""
    out = set()
    for pl in g.players:
        for x in pl.battleline + pl.artifacts:
            out |= houses_belonged_to(g, x)
            for u in g.cards[x].upgrades:
                out |= houses_belonged_to(g, u)
    return out


def _creature_houses(g, player=None):
    """The houses represented among creatures: each house each belongs to (house bonus icons too)."""
    return set().union(*(houses_belonged_to(g, x) for x in g.creatures(player)))


card("Sci. Officer Qincan", "WC",
     text="Elusive.\nEach time a player picks an active house that no card in play belongs to, steal 1Æ.",
     reactions=[reaction("house_chosen", lambda g, src, ev, le: ev["house"] not in _houses_in_play(g), steal(1))])

card("Stealth Mode", "WC",
     text="Play: During their next turn, your opponent is not allowed to play action cards.",
     # the opponent's next turn, even after an extra turn of ours in between (Tachyon Manifold)
     play=during_next_turn("cannot_play", lambda g, src, cid, le: g.active != le["me"]
                           and g.cards[cid].defn.type == "action"))

card("Zap", "WC",
     text=("Play: Count the houses among creatures in play; for each, deal 1D to a creature (the same creature or "
           "different ones)."),
     play=split_damage(lambda g, c: len(_creature_houses(g))))

card("CALV-1N", "WC",
     text=("Fight/Reap: Draw a card.\n"
           'You may play CALV-1N as an upgrade rather than a creature; its text as an upgrade is "This creature '
           'gains \'Fight/Reap: Draw a card.\'"'),
     fight=draw(1), reap=draw(1),
     as_upgrade={"text": "This creature gains, \"Fight/Reap: Draw a card.\"",
                 "reactions": tuple(granted_use_ability(("reaped", "fought"), host_is, draw(1)))})

card("Force Field", "WC",
     text="This creature gains, \"Reap: Ward this creature.\"",
     reactions=granted_use_ability(("reaped",), host_is, ward("user")))


# Two steps, so that what the discards trigger (Bottomless Depths, Scrap) resolves before the draw: "resolve those
# other card effects before continuing to resolve the instructions of the first card" (v16, Card Abilities).
_SPEARS = seq(discard_any_number_from_hand("spears"), draw(lambda g, c: len(c.get("spears") or [])))


card("Helmsman Spears", "WC",
     text="Fight/Reap: Discard as many cards from your hand as you like, then draw that many cards.",
     fight=_SPEARS, reap=_SPEARS)


def _not_sa_in_hand(g, x):
    return not g.belongs_to(x, "staralliance")


_gray = may("Reveal a non-Star Alliance card from your hand and archive it?",
            seq(choose("t", in_my_zone("hand", _not_sa_in_hand, "Choose a non-Star Alliance card to reveal")),
                do(lambda g, c: [g.archive(x, c["me"]) for x in c["t"]], "archive")),
            possible=lambda g, c: any(_not_sa_in_hand(g, x) for x in g.players[c["me"]].hand))
card("Information Officer Gray", "WC",
     text=("Play/Fight/Reap: You may show your opponent a card from your hand that is not Star Alliance, and "
           "archive it."),
     play=_gray, fight=_gray, reap=_gray)

card("Lay of the Land", "WC",
     text="Play: Look at your deck's top 3 cards, return them in whatever order you like, then draw a card.",
     play=seq(reorder_top(3), draw(1)))

card("Navigator Ali", "WC",
     text="Play/Fight/Reap: Look at your deck's top 3 cards and return them in whatever order you like.",
     play=reorder_top(3), fight=reorder_top(3), reap=reorder_top(3))


def _soto(g, c):
    for x in g.neighbors(c["src"]):
        g.heal(x, 3)


card("Nurse Soto", "WC",
     text="Deploy.\nPlay/Fight/Reap: Each creature next to Nurse Soto is healed of 3 damage.",
     play=do(_soto, "heal neighbors"), fight=do(_soto, "heal neighbors"), reap=do(_soto, "heal neighbors"))


def _quadra(g, src, p, le):
    return min(3, len(_creature_houses(g, g.cards[src].controller)))


card("Quadracorder", "WC",
     text="For each house among your creatures (up to 3), your opponent's keys cost +1Æ.",
     statics=[static("key_cost", lambda g, src, p, le: p != g.cards[src].controller, _quadra)])


def _flux(g, c):
    chosen = [x for x in (c.get("f") or []) + (c.get("e") or []) if g.cards[x].zone == BATTLELINE]
    powers = {g.power(x) for x in chosen}
    g.destroy(chosen + [x for x in g.creatures() if x not in chosen and g.power(x) in powers])


card("Quintrino Flux", "WC",
     text="Play: Choose a friendly creature and an enemy creature. Destroy them and each creature with the same "
          "power as either of them.",
     play=seq(choose("f", not_tagged(FRIENDLY_CREATURE)), choose("e", not_tagged(ENEMY_CREATURE)),
              do(_flux, "destroy")))

card("Sci. Officer Morpheus", "WC",
     text="Each time you play a creature that has a play effect, resolve that play effect once more.",
     reactions=[reaction("played", lambda g, src, ev, le: ev["player"] == g.cards[src].controller
                         and ev["type"] == "creature" and bool(g.play_effects(ev["card"], as_played=True)),
                         resolve_event_cards_ability("play"))])

card("Stunner", "WC",
     text="This creature gains, \"Fight/Reap: You may stun a creature.\"",
     reactions=granted_use_ability(("reaped", "fought"), host_is,
                                   may("Stun a creature?", stun(A_CREATURE),
                                       possible=lambda g, c: bool(g.creatures()))))


card("Transporter Platform", "WC",
     text="Action: Return a creature of yours and each upgrade on it to their owners' hands.",
     actions=[seq(choose("t", FRIENDLY_CREATURE), return_with_upgrades("t"))])

card("Universal Translator", "WC",
     text='This creature gains "Fight/Reap: Use one of your creatures that is not Star Alliance."',
     reactions=granted_use_ability(("reaped", "fought"), host_is,
                                   use(FRIENDLY_CREATURE.where(lambda g, x, c: not g.belongs_to(x, "staralliance"),
                                                               "Choose a friendly non-Star Alliance creature"))))

card("Xenotraining", "WC",
     text="Play: Count the houses among your creatures; for each, one of your creatures captures 1Æ.",
     # one decision per house; none once the opponent has no Æ left (every choice the same: FORMAT rev 2)
     play=split_capture(lambda g, c: len(_creature_houses(g, c["me"])),
                        lambda g, c: list(g.players[c["me"]].battleline)))


def _tracker(g, c):
    hits = [(x, 2) for x in g.creatures(1 - c["me"]) if g.cards[x].amber > 0]
    g.deal_damage(hits, c["src"], armor=False)


card("Æmbertracker", "WC",
     text="Play: Deal 2D to each enemy creature with Æ on it. Armor cannot prevent this damage.",
     play=do(_tracker, "damage"))


def _driscoll_gain(g, c):
    g.gain(c["me"], c.get("healed", 0))


card("Doctor Driscoll", "WC",
     text="Elusive.\nAction: Remove 2 damage from a creature of your choice; gain 1Æ per damage actually removed.",
     actions=[seq(heal(A_CREATURE, 2), do(_driscoll_gain, "gain"))])


def _alliance_cost(g, c):
    return g.key_cost(c["me"]) + 7 - min(6, len(_houses_in_play(g)))


card("Forging an Alliance", "WC",
     text="Play: Forge a key at +7Æ current cost, lowered by 1Æ per house among cards in play (by 6Æ at most).",
     play=forge_key(_alliance_cost))


def _census(g, c):
    n = len(_creature_houses(g))
    return 3 if n >= 6 else 2 if n == 5 else 1 if n >= 3 else 0


card("Galactic Census", "WC",
     text="Play: If exactly 3 or 4 houses are represented among creatures in play, gain 1Æ. If exactly 5, gain "
          "2Æ. If 6 or more, gain 3Æ.",
     play=gain(_census))

# from the opponent of the player resolving it (Replicator: as if they controlled the creature)
_yshi_capture = do(lambda g, c: [g.capture(x, 1, 1 - c["me"]) for x in c["user"]], "capture")
card("Operations Officer Yshi", "WC",
     text='Taunt.\nThe creatures next to Operations Officer Yshi have "Fight/Reap: Capture 1Æ."',
     reactions=granted_use_ability(("reaped", "fought"), lambda g, src, cid: cid in g.neighbors(src), _yshi_capture))


def _accord(g, c):
    g.lose(c["ev"]["player"], 4)
    if g.in_play(c["src"]):
        g.destroy([c["src"]])


card("Peace Accord", "WC",
     text="Play: Each player gains 2Æ.\nAfter a creature is used to fight, its controller loses 4Æ and Peace "
          "Accord is destroyed.",
     play=do(lambda g, c: [g.gain(p, 2) for p in (c["me"], 1 - c["me"])], "each gains 2"),
     # "after a player fights with a creature": the timing point of After Fight (001:4084-4086, as Shattered Throne),
     # so the active player orders it with the fighter's After Fight; also when the fight itself was skipped
     reactions=[reaction("fought", lambda g, src, ev, le: True, do(_accord, "lose 4"))])


def _nozzle(g, c):
    c["t"] = [c["ev"]["target"]]


card("Plasma Nozzle", "WC",
     text='This creature gains "Before Fight: The creature being attacked is dealt 2D with 2D splash."',
     reactions=[reaction("before_fight", lambda g, src, ev, le: ev["card"] == g.cards[src].host,
                         seq(do(_nozzle, "attacked creature"), deal_damage("t", 2, splash=2)), gained=True)])


card("Psionic Officer Lang", "WC",
     text="Each time an enemy creature is used to reap, put the top card of your deck into your archives.",
     reactions=[reaction("reaped", enemy_creature_reaped,
                         archive_top(1))])

card("Quixxle Stone", "WC",
     text="Any player in control of more creatures than their opponent is unable to play creatures.",
     statics=[static("cannot_play", lambda g, src, cid, le: g.face(cid).type == "creature"
                     and len(g.creatures(g.active)) > len(g.creatures(1 - g.active)))])

card("Special Agent “Fingers”", "WC",
     text="Elusive.\nAction: Steal 1Æ.",
     actions=[steal(1)])


def _tachyon(g, c):
    g.destroy([x for pl in g.players for x in pl.artifacts])
    for x in g.creatures():
        if g.cards[x].upgrades:
            g.exhaust(x)


card("Tachyon Pulse", "WC",
     text="Play: All artifacts are destroyed. Every creature with an upgrade on it is exhausted.",
     play=do(_tachyon, "destroy artifacts"))

card("Techivore Pulpate", "WC",
     text="Each time a player chooses an active house, every artifact of that house is destroyed.",
     reactions=[reaction("house_chosen", lambda g, src, ev, le: True,
                         do(lambda g, c: g.destroy([x for pl in g.players for x in pl.artifacts
                                                    if g.belongs_to(x, c["ev"]["house"])]), "destroy artifacts"))])


def _lands_place(g, c):
    g.cards[c["src"]].amber += 6
    g.say(f"6Æ from the common supply is placed on {g.cname(c['src'])}")


_lands_take = seq(do(lambda g, c: c.__setitem__("lands", [c["src"]]), "Uncharted Lands"),
                  move_amber_to_pool("lands", 1))
card("Uncharted Lands", "WC",
     text=("Play: Put 6Æ from the common supply onto Uncharted Lands.\n"
           'Star Alliance creatures gain "Reap: Take 1Æ off Uncharted Lands and add it to your pool."'),
     play=do(_lands_place, "place 6"),
     reactions=granted_use_ability(("reaped",), lambda g, src, cid: g.belongs_to(cid, "staralliance"), _lands_take))


def _my_houses_in_play(g, me):
    pl = g.players[me]
    out = set().union(*(houses_belonged_to(g, x) for x in pl.battleline + pl.artifacts))
    # an upgrade is a card in play of the player who controls it, whichever creature carries it
    for q in g.players:
        for x in q.battleline + q.artifacts:
            for u in g.cards[x].upgrades:
                if g.cards[u].controller == me:
                    out |= houses_belonged_to(g, u)
    return out


def _united_play(g, src, cid, le):
    # cards of other houses only, and no way round the first turn's one-card limit (as Unity Prism)
    if g.first_turn_card_played():
        return False
    own = (g.cards[cid].house, *g.cards[cid].house_icons())     # its house and its house bonus icons
    return (g.cards[cid].owner == le["me"] and g.active == le["me"] and g.active_house not in own
            and any(h in _my_houses_in_play(g, le["me"]) for h in own))


card("United Action", "WC",
     text=("Alpha.\n"
           "Play: You cannot use cards this turn, but for the rest of it you may play cards of any house that one "
           "of your cards in play belongs to."),
     play=seq(lasting_with(static("play_permission", _united_play), left=10 ** 6, any_number=True),
              # "you cannot use cards": any card this player would use, an opponent's used as if it were theirs too
              lasting(static("cannot_use", lambda g, src, cid, le: g.active == le["me"]))))


def _all_win(g, c):
    # for_player: the end of the caster's next turn, which an extra turn of the opponent's (Tachyon Manifold) moves
    # later, and the caster's own extra turn brings earlier (rules.start_extra_turn)
    g.add_lasting(_ALL_WIN, c["src"], c["me"], "next_turn", turn=g.turn + 1, for_player=c["me"])


_ALL_WIN = static("key_cost", lambda g, src, p, le: True, -2)
card("We Can ALL Win", "WC",
     text="Play: Until the end of your next turn, keys cost -2Æ for both players.",
     play=do(_all_win, "keys cost less"))


def _taber(g, c):
    link = f"taber-{c['src']}-{g.turn}-{len(g.lasting)}"
    me = c["me"]
    g.add_lasting(_TABER_PLAY, c["src"], me, "turn", left=1, link=link)
    g.add_lasting(_TABER_USE, c["src"], me, "turn", cards=[], max=1, link=link)


_TABER_PLAY = static("play_permission", lambda g, src, cid, le: le.get("left", 1) > 0
                     and g.cards[cid].owner == le["me"] and not g.belongs_to(cid, "staralliance"))
_TABER_USE = static("use_permission", lambda g, src, cid, le: g.cards[cid].controller == le["me"]
                    and not g.belongs_to(cid, "staralliance") and (cid in le["cards"] or len(le["cards"]) < le["max"]))
card("CXO Taber", "WC",
     text="Fight/Reap: This turn, you may play or use one card that is not Star Alliance.",
     fight=do(_taber, "permission"), reap=do(_taber, "permission"))

card("Tactical Officer Moon", "WC",
     text="Assault 2.\nPlay: You may reorder the creatures in one player's battleline however you like.",
     play=may("Rearrange the creatures in a player's battleline?",
              seq(choose_player("player", lambda g, c: [c["me"], 1 - c["me"]]), rearrange("player"))))


def _book(g, c):
    deck = g.players[c["me"]].deck
    c["book_top"] = []
    if not deck:
        return
    top = deck[0]
    g.say(f"{g.pname(c['me'])} reveals {g.cname(top)}")
    if not g.belongs_to(top, "staralliance"):
        c["book_top"] = [top]       # its house becomes the active house: active_house_becomes_house_of
    else:
        g.omega = True
        g.say(f"{g.pname(c['me'])}'s turn ends")


card("Book of leQ", "WC",
     text=("Action: Reveal your deck's top card. If it is a Star Alliance card, your turn ends; if not, its house "
           "becomes your active house."),
     actions=[seq(do(_book, "reveal"), active_house_becomes_house_of("book_top"))])


def _jericho_applies(g, src, cid, le):
    me = g.cards[src].controller
    if g.active != me or g.cards[cid].owner != me or not in_center(g, src):
        return False
    if g.first_turn_card_played():
        return False        # it widens which house the first turn's one card may be, adds no card (Witch)
    # one play made under this permission this turn (spend_permission logs it): an off-house card played by
    # another effect (Chaos Portal) does not use it up
    return not any(g.face(x).title == "Captain Val Jericho" for x in g.logged("permission", me, g.turn))


card("Captain Val Jericho", "WC",
     text=("On your turn, as long as Captain Val Jericho sits in the center of your battleline, you may play a "
           "single card that is outside the active house."),
     statics=[static("play_permission", _jericho_applies)])


def _disrupt(g, c):
    u = g.cards[c["src"]]
    if g.in_play(c["src"]):
        u.counters = dict(u.counters or {})
        u.counters["disruption"] = u.counters.get("disruption", 0) + 1
        g.say(f"{g.cname(c['src'])} gets a disruption counter")


card("Disruption Field", "WC",
     text=("Each disruption counter on Disruption Field makes your opponent's keys cost +1Æ.\n"
           'This creature gains "Fight/Reap: Add a disruption counter to Disruption Field."'),
     statics=[static("key_cost", lambda g, src, p, le: p != g.cards[src].controller,
                     lambda g, src, p, le: (g.cards[src].counters or {}).get("disruption", 0))],
     reactions=granted_use_ability(("reaped", "fought"), host_is, do(_disrupt, "counter")))


def _order24(g, c):
    me = c["ev"]["player"]
    c["me"] = me
    if not g.creatures(me):
        if g.in_play(c["src"]):
            g.destroy([c["src"]])
        c["t"] = []


def _order24_destroy(g, c):
    t = c.get("t") or []
    if t:
        # "each creature of the chosen creature's house": every house it belongs to (Badge of Unity, a house icon)
        hs = g.houses_of(t[0])
        g.destroy([x for x in g.creatures() if any(g.belongs_to(x, h) for h in hs)])


card("General Order 24", "WC",
     text=("At the start of each player's turn, that player has to pick a creature they control; every creature of "
           "its house is destroyed. If they have no creatures in play, General Order 24 is destroyed instead."),
     reactions=[reaction("turn_start", lambda g, src, ev, le: True,
                         seq(do(_order24, "General Order 24"),
                             if_(lambda g, c: bool(g.creatures(c["me"])),
                                 seq(choose("t", FRIENDLY_CREATURE), do(_order24_destroy, "destroy house")))))])

card("Chan’s Blaster", "WC",
     text=('This creature gains "Fight/Reap: You may either attach Chan\'s Blaster to Commander Chan or deal 2D to '
           'a creature."\n'
           "Right after you attach Chan's Blaster to Commander Chan, you may use another of your creatures."),
     reactions=blaster("Chan's Blaster", "Commander Chan",
                       may("Use another friendly creature?",
                           use(FRIENDLY_CREATURE.where(lambda g, x, c: x not in c["officer"],
                                                       "Choose another friendly creature to use")),
                           possible=lambda g, c: any(x not in c["officer"] for x in g.creatures(c["me"])))))

card("Frane’s Blaster", "WC",
     text=('This creature gains "Fight/Reap: You may either attach Frane\'s Blaster to First Officer Frane or deal '
           '2D to a creature."\n'
           "Right after you attach Frane's Blaster to First Officer Frane, take all Æ off First Officer Frane and "
           "add it to your pool."),
     reactions=blaster("Frane's Blaster", "First Officer Frane", move_amber_to_pool("officer", None)))

card("Ingram’s Blaster", "WC",
     text=('This creature gains "Fight/Reap: You may either attach Ingram\'s Blaster to Medic Ingram or deal 2D to '
           'a creature."\n'
           "Right after you attach Ingram's Blaster to Medic Ingram, heal all damage on a creature."),
     reactions=blaster("Ingram's Blaster", "Medic Ingram", heal(A_CREATURE, None)))

card("Khrkhar’s Blaster", "WC",
     text=('This creature gains "Fight/Reap: You may either attach Khrkhar\'s Blaster to Lieutenant Khrkhar or deal '
           '2D to a creature."\n'
           "Right after you attach Khrkhar's Blaster to Lieutenant Khrkhar, give Lieutenant Khrkhar a ward."),
     reactions=blaster("Khrkhar's Blaster", "Lieutenant Khrkhar", ward("officer")))

card("Kirby’s Blaster", "WC",
     text=('This creature gains "Fight/Reap: You may either attach Kirby\'s Blaster to Com. Officer Kirby or deal '
           '2D to a creature."\n'
           "Right after you attach Kirby's Blaster to Com. Officer Kirby, draw 2 cards."),
     reactions=blaster("Kirby's Blaster", "Com. Officer Kirby", draw(2)))

card("Qincan’s Blaster", "WC",
     text=('This creature gains "Fight/Reap: You may either attach Qincan\'s Blaster to Sci. Officer Qincan or deal '
           '2D to a creature."\n'
           "Right after you attach Qincan's Blaster to Sci. Officer Qincan, you may archive a creature in play."),
     # the creature leaves play: into its owner's archives (001:2334-2335; FAQ Faygin 001:3358-3367)
     reactions=blaster("Qincan's Blaster", "Sci. Officer Qincan",
                       may("Archive a creature in play?", seq(choose("t", A_CREATURE), archive_chosen("t")),
                           possible=lambda g, c: bool(g.creatures()))))

card("Walls’ Blaster", "WC",
     text=('This creature gains "Fight/Reap: You may either attach Walls\' Blaster to Chief Engineer Walls or deal '
           '2D to a creature."\n'
           "Right after you attach Walls' Blaster to Chief Engineer Walls, stun one creature per upgrade on Chief "
           "Engineer Walls."),
     reactions=blaster("Walls' Blaster", "Chief Engineer Walls",
                       repeat(lambda g, c: len(g.cards[c["officer"][0]].upgrades), stun_point(A_CREATURE))))

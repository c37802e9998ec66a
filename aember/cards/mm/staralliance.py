"""Mass Mutation — Star Alliance."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    DiscardInOrder,
    Target,
    artifacts,
    capture,
    choose,
    choose_house,
    creatures,
    damage_neighbors_of_fought,
    deal_damage,
    destroy,
    discard_one_from_hand,
    discard_then_draw,
    do,
    draw,
    gain,
    granted_use_ability,
    host_is,
    host_only,
    houses_of_card,
    if_,
    in_my_zone,
    look_at_top_may,
    look_top_keep_bottom,
    lose,
    may_choose,
    may_exalt_self_then,
    may_use_this_turn,
    opponent_amber,
    play_permission,
    reaction,
    search_deck,
    seq,
    static,
    steal,
    stun,
    swap_with,
    use,
)
from aember.engine.rules import resolve_bonus_icons
from aember.engine.state import BATTLELINE, DISCARD, UPGRADE
from aember.engine.steps import Choose


def _survey(g, c):
    for x in c.get("t") or []:
        g.say(f"{g.pname(c['me'])} discards {g.cname(x)}")
        g.move(x, "discard")


card("Survey", "MM",
     text="Enhance [draw].\nPlay: Look at your deck's top 2 cards and discard one of the two.",
     play=seq(Choose("t", lambda g, c: g.players[c["me"]].deck[:2], 1, False, "Choose a card to discard"),
              do(_survey)))


def _reveal_and_resolve(g, c):
    for x in c.get("t") or []:
        g.say(f"{g.pname(c['me'])} reveals {g.cname(x)}")
        resolve_bonus_icons(g, x, c["me"])


card("Ensign El-Samra", "MM",
     text=("Enhance [draw][draw][draw].\nAction: Show one card from your hand and resolve its bonus icons as though "
           "you had played that card."),
     actions=[seq(choose("t", in_my_zone("hand", prompt="Choose a card to reveal")),
                  do(_reveal_and_resolve, "reveal and resolve icons"))])


# --- the rest of Mass Mutation Star Alliance (helper mm-staralliance) ---

card("Access Denied", "MM",
     text="This creature cannot reap.",
     statics=[static("cannot_reap", host_only())])

card("Detention Coil", "MM",
     text="This creature cannot fight.",
     statics=[static("cannot_fight", host_only())])


def _shielding_hosts(g, c):
    host = g.cards[c["src"]].host
    return g.neighbors(host) if host >= 0 and g.cards[host].zone == BATTLELINE else []


def _move_shielding(g, c):
    src = c["src"]
    for x in c.get("t") or []:
        if g.cards[src].zone == UPGRADE and g.cards[x].zone == BATTLELINE:
            g.say(f"{g.cname(src)} moves onto {g.cname(x)}")
            g.attach(src, x, g.cards[src].controller)


card("Blast Shielding", "MM",
     text=("This creature gets +2 armor.\n"
           "Each time this creature is used, its controller may afterwards move Blast Shielding to a neighbor of "
           "this creature."),
     statics=[static("armor", host_only(), 2)],
     reactions=[reaction("used", lambda g, src, ev, le: ev["card"] == g.cards[src].host,
                         may_choose("Move Blast Shielding to a neighbor?",
                                    Target(_shielding_hosts, "Choose a neighbor for Blast Shielding"),
                                    do(_move_shielding, "move upgrade")))])


def _no_sa_neighbor(g, c):
    return not any(g.belongs_to(x, "staralliance") for x in g.neighbors(c["src"]))


card("Crewman Jörg", "MM",
     text="Enhance [capture].\nAction: Steal 1Æ if no neighbor of Crewman Jörg is a Star Alliance creature.",
     actions=[if_(_no_sa_neighbor, steal(1))])

card("Dæmo-Alien", "MM",
     text="After Fight: Look at your deck's top 3 cards; put one into your hand and another on the bottom of "
          "your deck.\nDestroyed: Steal 1Æ.",
     fight=look_top_keep_bottom(3), destroyed=steal(1))


def _hadron(g, c):
    for x in c.get("t") or []:
        if g.cards[x].zone == BATTLELINE and g.cards[x].ward:
            g.cards[x].ward = False
            g.say(f"{g.cname(x)}'s ward is removed")
        g.deal_damage([(x, 3)], c["src"], armor=False)


card("Hadron Collision", "MM",
     text="Play: Take the ward off a creature, then deal 3D to it. Armor cannot prevent this damage.",
     play=seq(choose("t", A_CREATURE), do(_hadron, "unward and damage")))

card("Observ-u-Max", "MM",
     text="This creature gains, \"After Fight/After Reap: Capture 1Æ.\"",
     reactions=granted_use_ability(("reaped", "fought"), host_is, capture(1, "user")))


_pete = look_at_top_may("Discard the top card of your deck?",     # as Explorer
                        do(lambda g, c: g.discard_top(c["me"], 1), "discard top"))
card("Scout Pete", "MM",
     text="Play/After Fight/After Reap: Look at your deck's top card. You may discard it.",
     play=_pete, fight=_pete, reap=_pete)

card("Securi-Droid", "MM",
     text=("Taunt.\n"
           'You may play Securi-Droid as an upgrade rather than a creature; its text as an upgrade is "This '
           'creature gains taunt."'),
     as_upgrade={"text": "This creature gains taunt.",
                 "statics": [static("keyword", host_only(), ("taunt", 1))]})

card("Stealthster", "MM",
     text=("Elusive.\n"
           'You may play Stealthster as an upgrade rather than a creature; its text as an upgrade is "This creature '
           'gains elusive."'),
     as_upgrade={"text": "This creature gains elusive.",
                 "statics": [static("keyword", host_only(), ("elusive", 1))]})

card("Subdue", "MM",
     text="Play: Deal 1D to a creature, then stun it.",
     play=seq(choose("t", A_CREATURE), deal_damage("t", 1), stun("t")))

_kirby = play_permission(lambda g, x: not g.belongs_to(x, "staralliance") and g.cards[x].defn.type == "creature")
card("Subject Kirby", "MM",
     text="Play/After Fight/After Reap: This turn, you may play one non-Star Alliance creature.",
     play=_kirby, fight=_kirby, reap=_kirby)

card("Teleporter Chief Tink", "MM",
     text="Elusive.\nAction: Swap Teleporter Chief Tink with another friendly creature in the battleline. That "
          "creature may be used this turn.",
     actions=[seq(swap_with(creatures("friendly", "Choose another friendly creature to swap with").other()),
                  may_use_this_turn("t"))])


def _ant_to_opponent(g, c):
    src = c["src"]
    if g.cards[src].zone == BATTLELINE and g.cards[src].amber > 0:
        g.cards[src].amber -= 1
        g._checked = False
        opp = 1 - g.cards[src].controller
        g.add_to_pool(opp, 1, f"1Æ moves from {g.cname(src)} to {g.pname(opp)}'s pool")


card("ANT1-10NY", "MM",
     text="Play: Capture every Æ your opponent has.\nAt the end of your turn, move 1Æ from ANT1-10NY to your "
          "opponent's pool.",
     play=capture(opponent_amber),
     reactions=[reaction("turn_end", lambda g, src, ev, le: ev["player"] == g.cards[src].controller,
                         do(_ant_to_opponent, "move 1Æ"))])

card("Armory Officer Nel", "MM",
     text="Enhance [draw].\nAfter an upgrade enters play, draw a card.",
     reactions=[reaction("attached", lambda g, src, ev, le: bool(ev.get("entered")), draw(1))])


def _away_team(g, c):
    for u in list(g.cards[c["src"]].upgrades):
        g.archive(u)


card("Away Team", "MM",
     text="Destroyed: Every upgrade attached to Away Team is put into its owner's archives.",
     destroyed=do(_away_team, "archive upgrades"))


def _upgrades_on_self(g, c):
    return len(g.cards[c["src"]].upgrades) if g.cards[c["src"]].zone == BATTLELINE else 0


card("Hayden Oswin", "MM",
     text="After Reap: Gain 1Æ per upgrade on Hayden Oswin.",
     reap=gain(_upgrades_on_self))

card("Z-Force Agent 14", "MM",
     text="After Fight: Gain 1Æ per upgrade on Z-Force Agent 14.",
     fight=gain(_upgrades_on_self))


def _trigon(g, c):
    for x in g.discard_top(c["me"], 1):
        resolve_bonus_icons(g, x, c["me"])


card("LCdr. Trigon", "MM",
     text="After Reap: Discard your deck's top card and resolve its bonus icons as though you had played it.",
     reap=do(_trigon, "discard top and resolve icons"))

card("Mutagenesis Researcher", "MM",
     text="Enhance [amber][capture][damage][draw].")


def _frontiers(g, c):
    me = c["me"]
    top = list(g.players[me].deck[:3])
    if top:
        g.say(f"{g.pname(me)} reveals " + ", ".join(g.cname(x) for x in top))
    c["_revealed"] = top
    for x in top:
        if g.belongs_to(x, c.get("house")):
            g.archive(x, me)


def _frontiers_discard(g, c, x):
    g.move(x, DISCARD)
    return True


card("New Frontiers", "MM",
     text="Play: Choose a house. Reveal your deck's top 3 cards: archive those of the chosen house and discard the "
          "rest.",
     play=seq(choose_house("house"), do(_frontiers, "reveal top 3, archive"),
              # the others go to the discard pile at once: the active player orders them (FORMAT Decisions)
              DiscardInOrder(lambda g, c: [x for x in c.get("_revealed") or [] if g.cards[x].zone == "deck"],
                             _frontiers_discard, "_frontiers_discarded")))


def _is_mutant(g, c):
    t = c.get("t") or []
    return bool(t) and "mutant" in g.traits(t[0])


card("Particle Sweep", "MM",
     text="Play: Deal 2D to a creature. Destroy it instead if it is a Mutant.",
     play=seq(choose("t", A_CREATURE), if_(_is_mutant, destroy("t"), deal_damage("t", 2))))


def _discarded_of(*houses):
    def cond(g, c):
        return any(g.belongs_to(x, h) for x in c.get("discarded") or [] for h in houses)
    return cond


card("Ambassador Liu", "MM",
     text=("Action: Discard a card from your hand, then, according to its house: Dis or Shadows, steal 1Æ; Logos or "
           "Untamed, gain 2Æ; Sanctum or Saurian, capture 3Æ."),
     actions=[seq(discard_one_from_hand(),
                  if_(_discarded_of("dis", "shadows"), steal(1)),
                  if_(_discarded_of("logos", "untamed"), gain(2)),
                  if_(_discarded_of("sanctum", "saurian"), capture(3)))])


def _dhrxgar(g, src, ev, le):
    return ev["host"] == src or ev["host"] in g.neighbors(src)


card("Commander Dhrxgar", "MM",
     text="Gain 1Æ each time an upgrade is attached to Commander Dhrxgar or a creature next to it.",
     reactions=[reaction("attached", _dhrxgar, gain(1))])

card("Hapless Cadet", "MM",
     text="Taunt.\nDestroyed: Your opponent loses 3Æ.",
     destroyed=lose(3))


def _line_diff(g, c):
    return len(g.creatures(1 - c["me"])) - len(g.creatures(c["me"]))


card("Hold the Line", "MM",
     text="Play: If your opponent has more creatures than you, draw as many cards as the difference.",
     play=if_(lambda g, c: _line_diff(g, c) > 0, draw(_line_diff)))


def _cargo(g, c):
    me = c["me"]
    top = g.discard_top(me, 1)
    hand = list(g.players[me].hand)
    if hand:
        g.say(f"{g.pname(me)} reveals their hand: " + ", ".join(g.cname(x) for x in hand))
    if not top:
        return
    houses = set(houses_of_card(g, top[0]))
    for x in hand:
        if houses & set(houses_of_card(g, x)):
            g.archive(x, me)


card("J.O.N. Cargo", "MM",
     text="After Reap: Discard your deck's top card and show your hand. Archive every card in it of the discarded "
          "card's house.",
     reap=do(_cargo, "discard top and archive"))


card("Kartanoo", "MM",
     text="After Reap: Use an artifact, whoever controls it, as though it were yours.",
     # any artifact may be chosen, one that cannot be used too (rulebook FAQ "Do As Much As You Can": Poltergeist)
     reap=use(artifacts(prompt="Choose an artifact to use")))

card("Matter Maker", "MM",
     text="Upgrades can be played by you as if they were of the active house.",
     # the face the card is played with: Explo-rover played as an upgrade is one (FFG ruling 16 December 2020)
     statics=[static("play_any_house", lambda g, src, cid, le: g.face(cid).type == "upgrade"
                     and g.cards[cid].owner == g.cards[src].controller)])

card("Z-Particle Tracker", "MM",
     text=('This creature gains "After Fight: Take an upgrade of your choice from your deck into your hand and '
           'shuffle the deck."'),
     reactions=granted_use_ability(("fought",), host_is,
                                   search_deck(lambda g, x: g.cards[x].defn.type == "upgrade",
                                               prompt="Search your deck for an upgrade")))

card("Z-Ray Blaster", "MM",
     text=('This creature gets +3 power and gains "Before Fight: Deal 3D to every creature next to the one this '
           'creature fights."'),
     statics=[static("power", host_only(), 3)],
     reactions=[reaction("before_fight", lambda g, src, ev, le: ev["card"] == g.cards[src].host,
                         damage_neighbors_of_fought(3), gained=True)])


def _ward_host(g, c):
    host = g.cards[c["src"]].host
    if host >= 0:
        g.ward(host)


card("Z-Wave Emitter", "MM",
     text="At the start of your turn, ward this creature.",
     reactions=[reaction("turn_start", lambda g, src, ev, le: ev["player"] == g.cards[src].controller
                         and g.cards[src].host >= 0, do(_ward_host, "ward"))])

_alien_fight = "After Fight: Look at your deck's top 3 cards; put one into your hand and another on the bottom of " \
    "your deck."
card("Dino-Alien", "MM",
     text="Play: You may exalt Dino-Alien. If you do, deal 3D to a creature.\n" + _alien_fight,
     play=may_exalt_self_then(deal_damage(A_CREATURE, 3), "Exalt Dino-Alien?"),
     fight=look_top_keep_bottom(3))

card("Lyco-Alien", "MM",
     text="Skirmish.\n" + _alien_fight,
     fight=look_top_keep_bottom(3))

card("Sacro-Alien", "MM",
     text=_alien_fight,
     fight=look_top_keep_bottom(3))

card("Techno-Alien", "MM",
     text=_alien_fight + "\nAfter Reap: Discard a card from your hand. If you do, draw a card.",
     fight=look_top_keep_bottom(3), reap=discard_then_draw())

card("Umbra-Alien", "MM",
     text="Elusive.\n" + _alien_fight,
     fight=look_top_keep_bottom(3))

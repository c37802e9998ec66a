"""Dark Tidings — Shadows."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    archive_chosen,
    artifacts,
    capture,
    captures_from_own_side,
    choose,
    choose_amount,
    damage_each_killed,
    deal_damage,
    destroy_self,
    did,
    do,
    each_captures,
    enrage,
    exalt,
    exhaust_up_to,
    gain,
    granted_use_ability,
    host_is,
    host_only,
    if_,
    lose,
    may,
    move_amber_from_self_to_pool,
    move_amber_to_pool,
    opponent_amber,
    put_amber_on_self,
    raise_tide,
    reaction,
    reaped_amber_left,
    repeat,
    seq,
    static,
    steal,
    tide_high,
    use,
    while_tide,
)
from aember.engine.state import BATTLELINE
from aember.engine.steps import Choose, ChooseOne

card("Captain No-Beard (Evil Twin)", "DT",
     text="Taunt.\nDestroyed: Each neighbor of Captain No-Beard captures 1Æ.",
     # with 1Æ for two neighbours, the active player picks which captures (each_captures)
     destroyed=each_captures("friendly", lambda g, x, c: x in g.neighbors(c["src"])))

card("Freebooter Faye (Evil Twin)", "DT",
     text="(Tide.) Play: Raise the tide.\n(Tide.) Before Fight: If the tide is high, steal 1Æ.",
     play=raise_tide(), before_fight=if_(tide_high, steal(1)))


def _damaged(g, x, c):
    return g.cards[x].damage > 0


card("Hard Simpson (Evil Twin)", "DT",
     text="(Tide.) After Reap: When the tide is high, choose a damaged creature; it captures 1Æ from its own side.",
     reap=if_(tide_high, captures_from_own_side(A_CREATURE.where(_damaged, "Choose a damaged creature"))))

card("Hobnobber (Evil Twin)", "DT",
     text="Omni: If your opponent has exactly 1Æ, steal it.",
     omnis=[if_(lambda g, c: opponent_amber(g, c) == 1, steal(1))])


def _amber_on_self(g, c):
    return g.cards[c["src"]].amber if g.in_play(c["src"]) else 0


card("Monty Bank (Evil Twin)", "DT",
     text="Elusive.\nPlay: Exalt Monty Bank, then exalt it again.\nAction: For each Æ on Monty Bank, steal 1Æ.",
     play=repeat(2, exalt()), actions=[steal(_amber_on_self)])

card("One-Eyed Willa (Evil Twin)", "DT",
     text="Elusive. Skirmish.\n(Tide.) After Fight: Your opponent loses 2Æ if the tide is high.",
     fight=if_(tide_high, lose(2)))

card("Sea Urchin (Evil Twin)", "DT",
     text="(Tide.) Play: Capture 2Æ. If the tide is high, steal 2Æ instead.",
     play=if_(tide_high, steal(2), capture(2)))

card("Archon’s Revenge", "DT",
     text="Action: Exhaust up to 2 friendly Shadows creatures. Steal 1Æ for each creature exhausted this way.",
     actions=[seq(exhaust_up_to(2, lambda g, x: g.belongs_to(x, "shadows")),
                  steal(lambda g, c: len(c.get("exhausted") or [])))])

card("Captain No-Beard", "DT",
     text="Each neighbor of Captain No-Beard gains taunt.\nAfter Reap: Capture 1Æ.",
     statics=[static("keyword", lambda g, src, cid, le: cid in g.neighbors(src), ("taunt", 1))],
     reap=capture(1))


def _six_destroyed(g, src, ev, le):
    # the event: the destruction that brings the turn's count to 6 (the creature logged 6th; creatures destroyed at
    # once are all logged before their events, so "6 or more" at once is one event, not one per creature)
    if not ev.get("creature"):
        return False
    gone = [e[3] for e in g.turn_log if e[0] == "destroyed" and e[2] == g.turn]
    return ev["card"] in gone and len(gone) - 1 - gone[::-1].index(ev["card"]) == 5


card("Dead Man’s Chest", "DT",
     text="Play: Put 4Æ from the common supply on Dead Man's Chest. Deal 2D to a creature.\nAfter 6 or more "
          "creatures have been destroyed in one turn, if Dead Man's Chest is ready, move each Æ on it to the active "
          "player's pool.",
     play=seq(put_amber_on_self(4), deal_damage(A_CREATURE, 2)),
     # "if Dead Man's Chest is ready": checked as it resolves (it triggers at the sixth destruction of the turn)
     reactions=[reaction("destroyed", _six_destroyed,
                         if_(lambda g, c: not g.cards[c["src"]].exhausted,
                             move_amber_from_self_to_pool(lambda g, c: g.active)))])


def _ready_shadows(g, c):
    for p in g.players:
        for x in p.battleline + p.artifacts:
            if g.belongs_to(x, "shadows"):
                g.ready(x)


card("Early Birds", "DT",
     text="Alpha.\nPlay: Ready each Shadows card.",
     play=do(_ready_shadows, "ready Shadows cards"))


def _exalt_damaged_enemies(g, c):
    for x in g.creatures(1 - c["me"]):
        if g.cards[x].damage > 0:
            g.exalt(x)


card("Easy Marks", "DT",
     text="Play: Exalt each damaged enemy creature.",
     play=do(_exalt_damaged_enemies, "exalt damaged enemies"))

def _ransom_pay(g, c):
    p = c["ev"]["player"]
    if g.players[p].amber >= 2:
        g.lose(p, 2)
        g.add_to_pool(1 - p, 2, f"{g.pname(p)} gives {g.pname(1 - p)} 2Æ")
        c["did"] = True


def _ransom_host_turn(g, src, ev, le):
    u = g.cards[src]
    return u.zone == "upgrade" and ev["player"] == g.cards[u.host].controller


card("Ransom", "DT",
     text=('This creature cannot be used, and it has "At the start of your turn, you may hand 2Æ to your opponent; '
           'doing so destroys Ransom."'),
     statics=[static("cannot_use", lambda g, src, cid, le: g.cards[src].host == cid)],
     reactions=[reaction("turn_start", _ransom_host_turn,
                         may("Give your opponent 2Æ to destroy Ransom?",
                             seq(do(_ransom_pay, "give 2"), if_(did(), destroy_self())),
                             possible=lambda g, c: g.players[c["ev"]["player"]].amber >= 2), gained=True)])


def _friendly_thief(g, src, cid, le):
    c = g.cards[cid]
    return c.zone == BATTLELINE and c.controller == g.cards[src].controller and "thief" in g.traits(cid)


card("Submersible", "DT",
     text="(Tide.) Friendly Thief creatures have elusive as long as the tide is high.",
     statics=[static("keyword", while_tide(1, _friendly_thief), ("elusive", 1))])


def _corruption_takers(g, c):
    return g.creatures(1 - c["ev"]["player"])


def _corruption_capture(g, c):
    n = reaped_amber_left(g, c["ev"])       # "that Æ": none if Sir Marrows took it first
    for x in c.get("cap") or []:
        if n > 0:
            g.capture(x, n, c["ev"]["player"])


card("Widespread Corruption", "DT",
     text="Each time a player reaps and gains Æ from it, that Æ is captured by a creature the player does not control.",
     reactions=[reaction("reaped", lambda g, src, ev, le: ev.get("gained", 0) > 0,
                         seq(Choose("cap", _corruption_takers, 1, False,
                                    "Choose a creature to capture the reaped Æ"),
                             do(_corruption_capture, "capture reaped amber")))])

card("Blatant Thievery", "DT",
     text="Play: Enrage an enemy creature. Move all Æ from it to your pool.",
     play=seq(choose("t", ENEMY_CREATURE), enrage("t"), move_amber_to_pool("t", None)))

card("Freebooter Faye", "DT",
     text="(Tide.) Play: Raise the tide.\n(Tide.) After Reap: If the tide is high, steal 1Æ.",
     play=raise_tide(), reap=if_(tide_high, steal(1)))


def _cannon_move(g, c):
    t = c["ev"]["target"]
    if g.cards[t].zone == BATTLELINE and g.cards[t].amber > 0:
        g.cards[t].amber -= 1
        g._checked = False
        g.add_to_pool(c["me"], 1, f"1Æ moves from {g.cname(t)} to {g.pname(c['me'])}'s pool")


card("Hand Cannon", "DT",
     text=('This creature gains skirmish and "After Fight: Take 1Æ off the creature this creature fought and add it '
           'to your pool."'),
     statics=[static("keyword", host_only(), ("skirmish", 1))],
     reactions=granted_use_ability(("fought",), host_is, do(_cannon_move, "move 1 to pool")))

card("Monty Bank", "DT",
     text="Play: You may exalt Monty Bank once or twice.\nAction: For each Æ on Monty Bank, steal 1Æ.",
     play=seq(choose_amount("n", lambda g, c: 2 if g.cards[c["src"]].zone == BATTLELINE else 0,
                            "How many times do you exalt Monty Bank?"),
              repeat(lambda g, c: c.get("n", 0), exalt())),
     actions=[steal(_amber_on_self)])


card("Safe or Sorry", "DT",
     text=("Play: Choose one:\n"
           "• Put any number of your creatures in play into their owners' archives.\n"
           "• Choose a creature and deal it 1D per Æ in your opponent's pool."),
     play=ChooseOne({
         "Archive any number of friendly creatures from play": seq(
             Choose("t", lambda g, c: g.creatures(c["me"]), lambda g, c: len(g.creatures(c["me"])), True,
                    "Choose friendly creatures to archive"),
             archive_chosen("t")),   # a card leaving play goes to its owner's zone
         "Choose a creature. Deal 1D to it for each Æ your opponent has": deal_damage(A_CREATURE, opponent_amber)}))


def _stir(g, c):
    a = (c.get("t") or [None])[0]
    b = (c.get("u") or [None])[0]
    if a is None or b is None or g.cards[a].zone != BATTLELINE or g.cards[b].zone != BATTLELINE:
        return
    pa, pb = g.power(a), g.power(b)
    # each is the source of its own damage (Shoulder Id, Ardent Hero), dealt at once: no destruction between
    g.deal_damage_from_each([(a, b, pa), (b, a, pb)])     # one moment (a ward counts once: Shadow Self)


card("Stir Up Trouble", "DT",
     text="Play: Choose a creature and one of its neighbors. Each of them deals damage equal to its power to the "
          "other.",
     play=seq(choose("t", A_CREATURE),
              Choose("u", lambda g, c: g.neighbors(c["t"][0]) if c.get("t") else [], 1, False,
                     "Choose one of its neighbors"),
              do(_stir, "deal damage to each other")))

card("The Flyin’ Specter", "DT",
     text="(Tide.) After your opponent raises the tide, destroy The Flyin' Specter.\n(Tide.) Action: If the tide is "
          "high, steal 1Æ.",
     reactions=[reaction("tide_raised", lambda g, src, ev, le: ev["player"] != g.cards[src].controller,
                         destroy_self())],
     actions=[if_(tide_high, steal(1))])

card("Trickle-Down Theory", "DT",
     text="(Tide.) Play: Raise the tide.\nOmni: If your opponent has 6Æ or more, gain 1Æ.",
     play=raise_tide(), omnis=[if_(lambda g, c: opponent_amber(g, c) >= 6, gain(1))])

card("Cement Shoes", "DT",
     text="(Tide.) Play: Deal 2D to a creature. If this damage destroys it, raise the tide.",
     play=seq(deal_damage(A_CREATURE, 2), if_(did("killed"), raise_tide())))


card("Gas-Pipes Malone", "DT",
     text="Before Fight: Whichever creature Gas-Pipes Malone fights captures 1Æ from its controller's pool.",
     before_fight=captures_from_own_side("target"))


def _simpson_survives(g, src, ev, le):
    return ev["card"] == src


def _simpson_alive(g, c):
    src = c["src"]
    return g.cards[src].zone == BATTLELINE and not g.cards[src].tagged      # it must survive the damage


def _simpson_thief(g, c):
    me = g.cards[c["src"]].controller
    return 1 - me if g.tide_for(me) == -1 else me


card("Hard Simpson", "DT",
     text="Elusive.\n(Tide.) After Hard Simpson is dealt damage and survives it, steal 1Æ; if the tide is low, your "
          "opponent steals 1Æ instead.",
     reactions=[reaction("damaged", _simpson_survives, if_(_simpson_alive, steal(1, thief=_simpson_thief)))])

card("Hobnobber", "DT",
     text="Action: If your opponent has 6Æ or more, steal 2Æ.",
     actions=[if_(lambda g, c: opponent_amber(g, c) >= 6, steal(2))])

card("Hornswoggle", "DT",
     text="Play: Use an enemy artifact as if it were yours.",
     play=use(artifacts("enemy", "Choose an enemy artifact to use")))

card("Jackie Tar", "DT",
     text="Elusive.\n(Tide.) After Reap: Deal 1D to a creature, or 6D to a creature instead when the tide is high.",
     reap=if_(tide_high, deal_damage(A_CREATURE, 6), deal_damage(A_CREATURE, 1)))


card("Kerwollop", "DT",
     text="Play: Each creature is dealt 1D. Then gain 1Æ per creature this destroyed.",
     play=seq(damage_each_killed("any", 1), gain(lambda g, c: len(c.get("killed") or []))))

card("Loot or Pillage", "DT",
     text="Play: Choose one:\n• Steal 1Æ.\n• Have one of your creatures capture 3Æ.",
     play=ChooseOne({"Steal 1Æ": steal(1),
                     "A friendly creature captures 3Æ": capture(3, by=FRIENDLY_CREATURE)}))

card("One-Eyed Willa", "DT",
     text="(Tide.) While the tide is high, One-Eyed Willa gains elusive and skirmish.\nAfter Fight: Steal 1Æ.",
     statics=[static("keyword", while_tide(1), ("elusive", 1)), static("keyword", while_tide(1), ("skirmish", 1))],
     fight=steal(1))

card("Scooped", "DT",
     text="Play: Deal 2D to a creature. Should it survive, it captures 1Æ from its controller's pool.",
     play=seq(deal_damage(A_CREATURE, 2),
              if_(lambda g, c: bool(c.get("t")) and g.cards[c["t"][0]].zone == BATTLELINE
                  and not g.cards[c["t"][0]].tagged, captures_from_own_side("t"))))

card("Sea Urchin", "DT",
     text="Poison.\n(Tide.) Play: Capture 1Æ, or steal 1Æ instead when the tide is high.",
     play=if_(tide_high, steal(1), capture(1)))

card("Walk the Plank", "DT",
     text="Play: If your opponent has no Æ, deal 4D to a creature. If not, steal 1Æ.",
     play=if_(lambda g, c: opponent_amber(g, c) == 0, deal_damage(A_CREATURE, 4), steal(1)))



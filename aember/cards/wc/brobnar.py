"""Worlds Collide — Brobnar."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    add_power_counters,
    choose,
    damage_each,
    damage_neighbors_of_fought,
    deal_damage,
    deal_damage_at_once,
    destroy_self,
    did,
    discard_random,
    do,
    draw,
    enemy_destroyed_fighting_self,
    enrage,
    gain,
    gain_chains,
    if_,
    in_center,
    in_my_zone,
    lasting,
    lose,
    may,
    move_from_zone_to_hand,
    neighbors_of_self,
    not_tagged,
    played_with_trait,
    power_as_destroyed,
    reaction,
    ready_and_fight,
    ready_and_fight_self,
    reap_was_turns_first,
    sacrifice,
    seq,
    static,
    steal,
    stun_each,
    while_damaged_power,
)
from aember.engine.state import ARTIFACTS, BATTLELINE, PURGED
from aember.engine.steps import Step

FLANK_CREATURE = A_CREATURE.where(lambda g, x, c: g.is_flank(x), "Choose a flank creature")


def _fought_this_turn(g, cid):
    return bool(g.logged("used_to_fight", g.cards[cid].controller, g.turn))


for _title in ("Alaka", "Mega Alaka"):
    card(_title, "WC",
         text=f"{_title} enters play ready if you have already used a creature to fight this turn.",
         enters_ready=_fought_this_turn)

_BREW = add_power_counters(A_CREATURE, 2)
for _title in ("Alaka’s Brew", "Chieftain’s Brew", "Cowfyne’s Brew", "Groke’s Brew", "Gron’s Brew",
               "Mogghunter’s Brew", "Narp’s Brew", "Shorty’s Brew"):
    card(_title, "WC",
         text="Play: Put two +1 power counters on a creature.",
         play=_BREW)

card("Ballcano", "WC",
     text="Play: Deal 4D to every creature. You gain 2 chains.",
     play=seq(damage_each("any", 4), gain_chains(2)))

card("Barn Razing", "WC",
     text="Play: For the rest of the turn, each time a friendly creature fights, your opponent loses 1Æ.",
     play=lasting(reaction("fought", lambda g, src, ev, le: ev["player"] == le["me"], lose(1))))


def _note_controller(g, c):
    c["ctl"] = {str(x): g.cards[x].controller for x in c.get("t") or []}


def _slam_loss(g, c):
    # ctx['killed']: the creatures this damage destroyed (settled: not one a replacement saved), as Relentless
    # Whispers' "if this damage destroys that creature" - still in play (tagged) while an outer destruction resolves
    for x in c.get("killed") or []:
        g.lose(c["ctl"][str(x)], 1)


card("Berserker Slam", "WC",
     text="Play: Deal 4D to a creature on a flank. If that damage destroys it, its controller loses 1Æ.",
     play=seq(choose("t", FLANK_CREATURE), do(_note_controller), deal_damage("t", 4), do(_slam_loss, "lose")))

for _title in ("Gron Nine-Toes", "Mega Gron Nine-Toes"):
    card(_title, "WC",
         text=f"{_title} gets +4 power while it is damaged (only once it has survived the damage).",
         statics=while_damaged_power(4))

card("Irestaff", "WC",
     text="Action: Enrage a creature and put a +1 power counter on it.",
     actions=[seq(enrage(A_CREATURE), add_power_counters("t", 1))])

for _title in ("Mogghunter", "Mega Mogghunter"):
    card(_title, "WC",
         text="After Fight: Deal 2D to a creature on a flank.",
         fight=deal_damage(FLANK_CREATURE, 2))

for _title in ("Narp", "Mega Narp"):
    card(_title, "WC",
         text=f"The creatures next to {_title} cannot reap.",
         statics=[static("cannot_reap", lambda g, src, cid, le: cid in g.neighbors(src))])

_ENRAGE_SELF = do(lambda g, c: g.enrage(c["src"]), "enrage self")
for _title in ("Shorty", "Mega Shorty"):
    card(_title, "WC",
         text=f"Assault 4.\nAfter Reap: Enrage {_title}.",
         reap=_ENRAGE_SELF)


def _giant_played_next_to(g, src, ev, le):
    x = ev["card"]
    # where it entered play, and a Giant then (its bonus icons may have destroyed it or a neighbor since)
    return (x != src and ev["type"] == "creature" and played_with_trait(g, ev, "giant")
            and g.cards[src].zone == BATTLELINE and src in ev.get("neighbors", ()))


card("Stilt-Kin", "WC",
     text="Skirmish.\nAfter a Giant creature is played next to Stilt-Kin, ready Stilt-Kin and fight with it.",
     reactions=[reaction("played", _giant_played_next_to, ready_and_fight_self())])

card("Warriors’ Refrain", "WC",
     text="Play: Stun every creature whose power is 3 or less.",
     play=stun_each(lambda g, x, c: g.power(x) <= 3))

card("Fyre-Breath", "WC",
     text="This creature gets +3 power and gains \"Before Fight: Deal 2D to each creature next to the creature "
          "this creature fights.\"",
     statics=[static("power", lambda g, src, cid, le: g.cards[src].host == cid, 3)],
     reactions=[reaction("before_fight", lambda g, src, ev, le: ev["card"] == g.cards[src].host,
                         damage_neighbors_of_fought(2), gained=True)])


card("Gravelguts", "WC",
     text="After an enemy creature is destroyed fighting Gravelguts, put two +1 power counters on Gravelguts.",
     reactions=[reaction("destroyed", enemy_destroyed_fighting_self, add_power_counters(None, 2))])

card("Overrun", "WC",
     text="Play: If 3 or more enemy creatures were already destroyed this turn, the opponent loses 2Æ.",
     play=if_(lambda g, c: len(g.logged("destroyed", 1 - c["me"], g.turn)) >= 3, lose(2)))


def _note_power(g, c):
    c["pw"] = sum(g.power(x) for x in c.get("t") or [])


def _fire_loss(g, c):
    # its power as it left play (001:2340-2342), after its Destroyed: abilities
    n = power_as_destroyed(g, c["t"][0], c["pw"]) // 2 if c.get("t") else c["pw"] // 2
    for p in (c["me"], 1 - c["me"]):
        g.lose(p, n)


card("Power of Fire", "WC",
     text="Play: Sacrifice a friendly creature. If you do, each player loses Æ equal to half its power, "
          "rounded down. You gain 1 chain.",
     play=seq(choose("t", not_tagged(FRIENDLY_CREATURE)), do(_note_power), sacrifice("t"),
              if_(did(), do(_fire_loss, "lose")),
              gain_chains(1)))


def _ragwarg(g, c):
    x = c["ev"]["card"]
    if g.cards[x].zone == BATTLELINE:
        g.deal_damage([(x, 2)], c["src"])


card("Ragwarg", "WC",
     text="After a creature reaps, if that is the first reap of the turn (by any creature), deal 2D to it.",
     # "if it is the first time a creature has reaped this turn": checked as it resolves (it triggers after every reap)
     reactions=[reaction("reaped", lambda g, src, ev, le: True, if_(reap_was_turns_first, do(_ragwarg, "damage")))])


def _throne(g, c):
    x = c["ev"]["card"]
    if g.cards[x].zone == BATTLELINE:
        g.capture(x, 1)


card("Shattered Throne", "WC",
     text="After a creature is used to fight, it captures 1Æ.",
     reactions=[reaction("fought", lambda g, src, ev, le: True, do(_throne, "capture"))])


def _skoll_kill(g, src, ev, le):
    return ev["creature"] and ev["controller"] != g.cards[src].controller and ev.get("assault_by") == src


card("Sköll", "WC",
     text="Assault 3.\nAfter an enemy creature is destroyed by Sköll's assault damage, put a +1 power counter "
          "on a friendly creature.",
     reactions=[reaction("destroyed", _skoll_kill, add_power_counters(FRIENDLY_CREATURE, 1))])

card("Slimy Jark", "WC",
     text="Skirmish. Elusive.\nAfter Fight: Enrage the creature Slimy Jark fought.",
     fight=enrage("target"))


def _guji_amount(g, c):
    x = (c.get("t") or [None])[0]
    if x is None:
        return 0
    return 6 if "dinosaur" in g.traits(x) or g.cards[x].amber > 0 else 2


card("Guji Dinosaur Hunter", "WC",
     text="Elusive.\nAction: Deal 2D to a creature, or 6D instead if it is a Dinosaur or has Æ on it.",
     actions=[deal_damage(A_CREATURE, _guji_amount)])

card("Igon the Green", "WC",
     text="Destroyed: Igon the Green is purged. Put one Igon the Terrible from your discard pile into your hand.",
     destroyed=seq(do(lambda g, c: g.purge(c["src"]) if g.in_play(c["src"]) else None, "purge self"),
                   move_from_zone_to_hand(in_my_zone("discard", lambda g, x: g.cards[x].defn.title
                                                     == "Igon the Terrible", "Choose an Igon the Terrible"))))


def _green_not_purged(g, c):
    return not any(g.cards[x].defn.title == "Igon the Green" for p in g.players for x in p.zone_list(PURGED))


card("Igon the Terrible", "WC",
     text="Play: Unless Igon the Green has been purged, Igon the Terrible is destroyed.\nAfter Fight: You steal 1Æ.",
     play=if_(_green_not_purged, destroy_self()),
     fight=steal(1))

card("Kaloch Stonefather", "WC",
     text=("As long as Kaloch Stonefather is in the center of your battleline, every creature you control gains "
           "skirmish."),
     statics=[static("keyword", lambda g, src, cid, le: in_center(g, src) and g.cards[cid].zone == BATTLELINE
                     and g.cards[cid].controller == g.cards[src].controller, ("skirmish", 1))])

card("Nogi Smartfist", "WC",
     text="After Fight: Draw 2 cards, then discard 2 cards at random from your hand.",
     fight=seq(draw(2), discard_random(2)))


class OldBoomy(Step):
    """Reveal the top cards of the deck one at a time until a Brobnar card is revealed or the player stops
    (the first card is always revealed); 2D to the creature if a Brobnar card was; archive every card revealed."""

    def run(self, game, frame):
        ctx = frame.ctx
        me = ctx["me"]
        deck = game.players[me].deck
        if frame.data is None:
            frame.data = []
        shown = frame.data
        if ctx.get("boomy_dealt"):
            # after the 2D and all it set off (Old Boomy destroyed, a Destroyed: draw taking a revealed card):
            # archive each revealed card still on the deck (001:1544-1546)
            for x in shown:
                if game.cards[x].zone == "deck":
                    game.archive(x, me)
            return True
        while len(shown) < len(deck):
            if shown:
                if game.belongs_to(shown[-1], "brobnar"):
                    break
                ans = game.decide(frame, me, "yesno", ["yes", "no"], "Reveal the next card of your deck, or stop?",
                                  auto=False)
                if ans is None:
                    return False
                if ans == "no":
                    break
            x = deck[len(shown)]
            shown.append(x)
            game.say(f"{game.pname(me)} reveals {game.cname(x)}")
        if any(game.belongs_to(x, "brobnar") for x in shown) and game.cards[ctx["src"]].zone == BATTLELINE:
            game.deal_damage([(ctx["src"], 2)], ctx["src"])
            ctx["boomy_dealt"] = True
            return False        # what the damage set off resolves first; this step then archives
        for x in shown:
            game.archive(x, me)
        return True


card("Old Boomy", "WC",
     text="After Reap: Reveal the top card of your deck, then more, one at a time, until you reveal a Brobnar "
          "card or choose to stop. If a Brobnar card was revealed, deal 2D to Old Boomy. Archive every card "
          "revealed this way.",
     reap=OldBoomy())


def _destroy_each_creature(g, c):
    g.destroy(g.creatures())


card("Ragnarok", "WC",
     text="Alpha.\nPlay: For the rest of the turn, creatures cannot reap and you gain 1Æ each time a friendly "
          "creature fights. At the end of the turn, destroy every creature.",
     play=seq(lasting(static("cannot_reap", lambda g, src, cid, le: True)),
              lasting(reaction("fought", lambda g, src, ev, le: ev["player"] == le["me"], gain(1))),
              lasting(reaction("turn_end", lambda g, src, ev, le: True, do(_destroy_each_creature, "destroy")))))


def _fuse(g, c):
    src = c["src"]
    me = g.cards[src]
    if me.zone != ARTIFACTS:
        return
    me.counters = dict(me.counters or {})
    me.counters["fuse"] = me.counters.get("fuse", 0) + 1
    g.say(f"{g.cname(src)} gets a fuse counter ({me.counters['fuse']})")
    if me.counters["fuse"] >= 10:
        g.destroy(g.creatures() + g.players[0].artifacts + g.players[1].artifacts)


card("The Big One", "WC",
     text="After a creature is played, put a fuse counter on The Big One.\nIf The Big One has 10 or more fuse "
          "counters, destroy every creature and every artifact.",
     reactions=[reaction("played", lambda g, src, ev, le: ev["type"] == "creature", do(_fuse, "fuse"))])

card("The Floor is Lava", "WC",
     text="When your turn starts, deal 1 damage to one of your creatures and 1 damage to one enemy creature.",
     reactions=[reaction("turn_start", lambda g, src, ev, le: ev["player"] == g.cards[src].controller,
                         # both targets first, then one dealing (001:1076)
                         seq(choose("t", FRIENDLY_CREATURE), choose("t2", ENEMY_CREATURE),
                             deal_damage_at_once(("t", 1), ("t2", 1))))])

card("Mega Cowfyne", "WC",
     text="Before Fight: Deal 2D to each creature next to the creature Mega Cowfyne fights.",
     before_fight=damage_neighbors_of_fought(2))

card("Mega Ganger Chieftain", "WC",
     text="Play: You may ready one of this creature's neighbors and fight with it.",
     play=may("Ready and fight with a neighboring creature?", ready_and_fight(neighbors_of_self()),
              possible=lambda g, c: bool(g.neighbors(c["src"]))))

card("Mega Groke", "WC",
     text="After Fight: Your opponent loses 1Æ.",
     fight=lose(1))

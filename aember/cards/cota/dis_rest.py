"""Call of the Archons — Dis (the rest of the house; merged into dis.py later)."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    FRIENDLY_CREATURE,
    Target,
    archive_from_hand,
    destroy,
    destroy_each,
    did,
    do,
    gain,
    host_only,
    if_,
    in_my_zone,
    lasting,
    may,
    play_chosen,
    reaction,
    return_to_hand,
    sacrifice_self,
    seq,
    static,
)
from aember.engine.state import BATTLELINE, PURGED
from aember.engine.steps import Choose, Step


def _creature_card(g, cid):
    return g.cards[cid].defn.type == "creature"


# --- Actions ------------------------------------------------------------------------------------


def _hysteria(g, c):
    for x in g.creatures(c["me"]) + g.creatures(1 - c["me"]):
        if g.cards[x].zone == BATTLELINE:
            g.return_to_hand(x)


card("Hysteria", "CotA", "065", "dis", "action", rarity="Uncommon",
     text="Play: Every creature returns to its owner's hand.",
     play=do(_hysteria))


class _Pandemonium(Step):
    """Each undamaged creature captures 1Æ from its opponent. When a player's pool cannot cover every
    creature capturing from it, the active player chooses which of them capture."""

    def run(self, game, frame):
        if frame.data is None:
            frame.data = {"side": 0}
        while frame.data["side"] < 2:
            side = frame.data["side"]
            takers = [x for x in game.players[side].battleline if game.cards[x].damage == 0]
            pool = game.players[1 - side].amber
            if frame.answer is None:
                if len(takers) > pool > 0:
                    ans = game.ask(frame, game.active, "targets", takers,
                                   f"Choose the {pool} creatures that capture", min_count=pool, max_count=pool)
                    if ans is None:
                        return False
                    takers = list(ans)
            else:
                takers = list(frame.answer)
                frame.answer = None
            for x in takers:
                game.capture(x, 1, 1 - side)
            frame.data["side"] += 1
        return True


card("Pandemonium", "CotA", "068", "dis", "action", rarity="Uncommon", icons=("amber",),
     text="Play: Every creature with no damage captures 1Æ from its opponent.",
     play=_Pandemonium())

_NO_ARMOR = static("set_armor", lambda g, src, cid, le: cid in le["cards"], 0)


def _red_hot(g, c):
    lost = [(x, g.armor(x)) for x in g.players[1 - c["me"]].battleline if g.armor(x) > 0]
    if not lost:
        return
    g.add_lasting(_NO_ARMOR, c["src"], c["me"], "turn", cards=[x for x, _ in lost])
    g.deal_damage(lost, c["src"])


card("Red-Hot Armor", "CotA", "070", "dis", "action", rarity="Rare", icons=("amber",),
     text="Play: Every enemy creature that has armor loses all of it for the rest of the turn, and is dealt 1D "
          "per point of armor it lost this way.",
     play=do(_red_hot))


# --- Artifacts ----------------------------------------------------------------------------------

card("Annihilation Ritual", "CotA", "072", "dis", "artifact", rarity="Rare", icons=("amber",), traits=("power",),
     text="A creature that would go from play to a discard pile is purged instead.",
     statics=[static("purge_instead")])

card("Key to Dis", "CotA", "074", "dis", "artifact", rarity="Rare", traits=("item",),
     text="Omni: Sacrifice Key to Dis. Destroy every creature.",
     omnis=[seq(sacrifice_self(), destroy_each("any"))])

card("Lash of Broken Dreams", "CotA", "075", "dis", "artifact", rarity="Common", traits=("weapon",),
     text="Action: During your opponent's next turn, keys cost +3Æ.",
     actions=[lasting(static("key_cost", lambda g, src, p, le: g.turn > le["turn"], 3), until="next_turn")])

card("Library of the Damned", "CotA", "076", "dis", "artifact", rarity="Uncommon", traits=("location",),
     text="Action: Put a card from your hand into your archives.",
     actions=[archive_from_hand(1)])


def _lifeward_lock(g, src, cid, le):
    return g.turn > le["turn"] and g.active != le["me"] and _creature_card(g, cid)


card("Lifeward", "CotA", "077", "dis", "artifact", rarity="Uncommon", icons=("amber",), traits=("power",),
     text="Omni: Destroy Lifeward. During their next turn, your opponent cannot play creatures.",
     omnis=[seq(do(lambda g, c: g.destroy([c["src"]]) if g.in_play(c["src"]) else None, "destroy self"),
                lasting(static("cannot_play", _lifeward_lock), until="next_turn"))])


def _altar_purge(g, c):
    for x in c.get("t") or []:
        if g.cards[x].zone == BATTLELINE:
            name = g.cname(x)
            if g.leave_play_to(x, PURGED):
                g.say(f"{name} is purged")
                c["did"] = True


card("Sacrificial Altar", "CotA", "078", "dis", "artifact", rarity="Rare", icons=("amber",), traits=("location",),
     text="Action: Purge one of your Human creatures in play. If it is purged, play a creature card from "
          "your discard pile.",
     actions=[seq(Choose("t", FRIENDLY_CREATURE.where(lambda g, x, c: "human" in g.traits(x)).candidates,
                         prompt="Choose a friendly Human creature to purge"),
                  do(_altar_purge, "purge"),
                  if_(did(), seq(Choose("p", in_my_zone("discard", _creature_card).candidates,
                                        prompt="Choose a creature in your discard pile to play"),
                                 play_chosen("p", "discard"))))])


def _screaming_cave(g, c):
    pl = g.players[c["me"]]
    cards = list(pl.hand) + list(pl.discard)
    g.say(f"{g.pname(c['me'])} shuffles their hand and discard pile into their deck")
    g.shuffle_into_deck(cards)


card("Screaming Cave", "CotA", "079", "dis", "artifact", rarity="Rare", traits=("location",),
     text="Action: Shuffle your hand and your discard pile into your deck.",
     actions=[do(_screaming_cave)])

card("Soul Snatcher", "CotA", "080", "dis", "artifact", rarity="Rare", traits=("vehicle",),
     text="Whenever a creature is destroyed, the player who owns it gains 1Æ.",
     reactions=[reaction("destroyed", lambda g, src, ev, le: ev["creature"],
                         do(lambda g, c: g.gain(c["ev"]["owner"], 1), "gain"))])


# --- Creatures ----------------------------------------------------------------------------------


def _discarded_creatures(g, c):
    return [x for p in (c["me"], 1 - c["me"]) for x in g.players[p].discard if _creature_card(g, x)]


def _eater(g, c):
    for x in c.get("t") or []:
        if g.cards[x].zone == "discard":
            g.purge(x)
            src = c["src"]
            if g.cards[src].zone == BATTLELINE:
                g.cards[src].power_counters += 1
                g.say(f"{g.cname(src)} gets a +1 power counter")
                g.dirty()


_EATER = seq(Choose("t", _discarded_creatures, prompt="Choose a creature in a discard pile to purge"), do(_eater))
card("Eater of the Dead", "CotA", "084", "dis", "creature", rarity="Rare", power=4, traits=("demon",),
     text="After Fight/After Reap: Purge a creature card from either discard pile; if one is purged, "
          "Eater of the Dead gets a +1 power counter.",
     fight=_EATER, reap=_EATER)


def _imp_lock(g, src, cid, le):
    me = g.cards[src].controller
    return g.active != me and len(g.logged("played", g.active, g.turn)) >= 2


card("Ember Imp", "CotA", "085", "dis", "creature", rarity="Common", power=2, traits=("imp",),
     text="Your opponent cannot play more than 2 cards per turn.",
     statics=[static("cannot_play", _imp_lock)])


def _guardian_heal(g, c):
    c["healed"] = sum(g.heal(x, 2) for x in c.get("h") or [])


_GUARDIAN = seq(Choose("h", A_CREATURE.candidates, prompt="Choose a creature to heal up to 2 damage from"),
                do(_guardian_heal, "heal"),
                if_(lambda g, c: c.get("healed", 0) > 0,
                    seq(Choose("t", A_CREATURE.where(lambda g, x, c: x not in (c.get("h") or [])).candidates,
                               prompt="Choose another creature to deal the healed amount to"),
                        do(lambda g, c: g.deal_damage([(x, c["healed"]) for x in c.get("t") or []
                                                       if g.cards[x].zone == BATTLELINE], c["src"]), "damage"))))
card("Guardian Demon", "CotA", "088", "dis", "creature", rarity="Uncommon", power=4, traits=("demon",),
     text="Play/After Fight/After Reap: Heal up to 2 damage from a creature, then deal as much damage as was "
          "healed to another creature.",
     play=_GUARDIAN, fight=_GUARDIAN, reap=_GUARDIAN)


def _master(n):
    target = A_CREATURE.where(lambda g, x, c: g.power(x) == n, f"Choose a creature with {n} power")
    return may(f"Destroy a creature with {n} power?", destroy(target),
               possible=lambda g, c: bool(target.candidates(g, c)))


card("Master of 1", "CotA", "089", "dis", "creature", rarity="Rare", power=4, traits=("demon",),
     text="After Reap: You may destroy a creature that has 1 power.",
     reap=_master(1))

card("Master of 2", "CotA", "090", "dis", "creature", rarity="Variant", power=4, traits=("demon",),
     text="After Reap: You may destroy a creature that has 2 power.",
     reap=_master(2))

card("Master of 3", "CotA", "091", "dis", "creature", rarity="Variant", power=4, traits=("demon",),
     text="After Reap: You may destroy a creature that has 3 power.",
     reap=_master(3))


def _snudge_targets(g, c):
    out = []
    for p in (c["me"], 1 - c["me"]):
        out += [x for x in g.players[p].battleline if g.is_flank(x)]
        out += list(g.players[p].artifacts)
    return out


_SNUDGE = return_to_hand(Target(_snudge_targets, "Choose an artifact or a flank creature"))
card("Snudge", "CotA", "097", "dis", "creature", rarity="Uncommon", power=4, traits=("demon",),
     text="After Fight/After Reap: Return an artifact or a flank creature to its owner's hand.",
     fight=_SNUDGE, reap=_SNUDGE)

card("Succubus", "CotA", "099", "dis", "creature", rarity="Common", power=3, traits=("demon",),
     text="Your opponent refills their hand to 1 card fewer in their \"draw cards\" step.",
     statics=[static("hand_size", lambda g, src, p, le: p != g.cards[src].controller, -1)])

card("Tentacus", "CotA", "100", "dis", "creature", rarity="Uncommon", power=5, traits=("demon",),
     text="To use an artifact, your opponent must pay you 1Æ.",
     statics=[static("use_tax", lambda g, src, cid, le: g.cards[cid].defn.type == "artifact", 1)])

card("Truebaru", "CotA", "104", "dis", "creature", rarity="Rare", power=7, traits=("demon",), keywords=("taunt",),
     text="To play Truebaru, you must lose 3Æ.\nTaunt.\nDestroyed: Gain 5Æ.",
     statics=[static("play_if", None, lambda g, p: g.players[p].amber >= 3), static("play_lose", None, 3)],
     destroyed=gain(5))


# --- Upgrades -----------------------------------------------------------------------------------

_collar_marker = static("collar")


class _ActiveFlank(Step):
    """The active player chooses the flank a creature changing control goes to (ctx['flank'])."""

    def run(self, game, frame):
        ctx = frame.ctx
        le = ctx.get("le") or {}
        host = le.get("host", -1)
        if frame.answer is None:
            if host < 0 or game.cards[host].zone != BATTLELINE or not game.players[le["prev"]].battleline:
                ctx["flank"] = "right"
                return True
            ans = game.ask(frame, game.active, "flank", ["left", "right"],
                           f"Choose a flank for {game.cname(host)}", default="right")
            if ans is None:
                return False
        else:
            ans = frame.answer
            frame.answer = None
        ctx["flank"] = ans
        return True


def _collar_take(g, c):
    src = c["src"]
    host = g.cards[src].host
    if host < 0 or g.cards[host].zone != BATTLELINE:
        return
    prev = g.cards[host].controller
    if prev == c["me"] or not g.take_control(host, c["me"], c.get("flank", "right")):
        return
    g.add_lasting(_collar_marker, src, c["me"], "leaves_play", target=host, host=host, prev=prev)


def _collar_find(g, c):
    for le in g.lasting:
        if le["spec"] == _collar_marker.sid and le["src"] == c["src"]:
            c["le"] = dict(le)
            return


def _collar_release(g, c):
    le = c.get("le")
    if not le:
        return
    g.lasting = [x for x in g.lasting if not (x["spec"] == _collar_marker.sid and x["src"] == c["src"])]
    g.dirty()
    host = le["host"]
    if g.cards[host].zone == BATTLELINE and g.cards[host].controller == le["me"]:
        g.take_control(host, le["prev"], c.get("flank", "right"))


class _CollarFlank(Step):
    """The active player chooses the flank the collared creature goes to (ctx['flank'])."""

    def run(self, game, frame):
        ctx = frame.ctx
        host = game.cards[ctx["src"]].host
        if frame.answer is None:
            if (host < 0 or game.cards[host].controller == ctx["me"]
                    or not game.players[ctx["me"]].battleline):
                ctx["flank"] = "right"
                return True
            ans = game.ask(frame, game.active, "flank", ["left", "right"],
                           f"Choose a flank for {game.cname(host)}", default="right")
            if ans is None:
                return False
        else:
            ans = frame.answer
            frame.answer = None
        ctx["flank"] = ans
        return True


card("Collar of Subordination", "CotA", "105", "dis", "upgrade", rarity="Rare",
     text="The player who controls Collar of Subordination controls this creature.",
     play=seq(_CollarFlank(), do(_collar_take, "take control")),
     reactions=[reaction("leaves_play", lambda g, src, ev, le: True,
                         seq(do(_collar_find), _ActiveFlank(), do(_collar_release, "control returns")))])

card("Flame-Wreathed", "CotA", "106", "dis", "upgrade", rarity="Uncommon", icons=("amber",),
     text="This creature gets +2 power and gains hazardous 2 (before it is attacked, deal 2D to the attacker).",
     statics=[static("power", host_only(), 2), static("keyword", host_only(), ("hazardous", 2))])

"""Call of the Archons — Logos."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    archive_from_hand,
    capture,
    choose,
    deal_damage,
    do,
    draw,
    gain,
    if_,
    lasting,
    play_permission,
    purge_self,
    reaction,
    seq,
    static,
    steal,
    take_control,
)
from aember.engine.steps import Choose, ChooseOne, Step

card("Dimension Door", "CotA", "108", "logos", "action", rarity="Uncommon",
     text="Play: Until the end of the turn, Æmber you would gain by reaping is stolen from your opponent instead.",
     play=lasting(static("reap_steal", lambda g, src, p, le: p == le["me"])))

_draw_on_play = reaction("played", lambda g, src, ev, le: ev["player"] == le["me"] and ev["card"] != src,
                         draw(1))
card("Library Access", "CotA", "115", "logos", "action", rarity="Common",
     text="Play: Until the end of the turn, draw a card whenever you play another card. Purge Library Access.",
     play=seq(lasting(_draw_on_play), purge_self()))


def _twin_bolt(g, c):
    hits = [(x, 2) for x in (c.get("a") or []) + (c.get("b") or []) if g.cards[x].zone == "battleline"]
    g.deal_damage(hits, c["src"])


card("Twin Bolt Emission", "CotA", "124", "logos", "action", rarity="Common", icons=("amber",),
     text="Play: Deal 2 damage to a creature and 2 damage to another creature.",
     play=seq(choose("a", A_CREATURE),
              choose("b", A_CREATURE.where(lambda g, x, c: x not in (c.get("a") or []),
                                           "Choose a different creature")),
              do(_twin_bolt)))


class PlayTopOfDeck(Step):
    """Play the top card of your deck, whatever its house (if it can be played)."""

    def run(self, game, frame) -> bool:
        from aember.engine.rules import PLAY
        me = frame.ctx["me"]
        deck = game.players[me].deck
        if not deck:
            return True
        cid = deck[0]
        d = game.cards[cid].defn
        if d.type == "upgrade" and not game.upgrade_hosts(cid):
            game.say(f"{d.title} cannot be played and stays on top of the deck")
            return True
        where = "right"
        if d.type == "creature" and game.players[me].battleline:
            if frame.answer is None:
                ans = game.ask(frame, me, "flank", ["left", "right"], f"Choose a flank for {d.title}",
                               default="right")
                if ans is None:
                    return False
            else:
                ans = frame.answer
                frame.answer = None
            where = ans
        game.push(PLAY, {"card": cid, "me": me, "where": where, "from": "deck"})
        return True


card("Wild Wormhole", "CotA", "125", "logos", "action", rarity="Common", icons=("amber",),
     text="Play: Play the top card of your deck.",
     play=PlayTopOfDeck())

card("Library of Babble", "CotA", "129", "logos", "artifact", rarity="Common", traits=("location",),
     text="Action: Draw a card.",
     actions=[draw(1)])

card("Batdrone", "CotA", "136", "logos", "creature", rarity="Common", power=2, traits=("robot",),
     keywords=("skirmish",),
     text="Skirmish.\nAfter Fight: Steal 1Æ.",
     fight=steal(1))

card("Doc Bookton", "CotA", "139", "logos", "creature", rarity="Common", power=5, traits=("human", "scientist"),
     text="After Reap: Draw a card.",
     reap=draw(1))

card("Dr. Escotera", "CotA", "140", "logos", "creature", rarity="Common", power=4, traits=("cyborg", "scientist"),
     text="Play: Gain 1Æ for each key your opponent has forged.",
     play=gain(lambda g, c: len(g.players[1 - c["me"]].keys)))

card("Quixo the “Adventurer”", "CotA", "144", "logos", "creature", rarity="Common", power=3,
     traits=("human", "scientist"), keywords=("skirmish",),
     text="Skirmish.\nAfter Fight: Draw a card.",
     fight=draw(1))

card("Mother", "CotA", "145", "logos", "creature", rarity="Common", power=5, traits=("robot", "scientist"),
     text="In your draw step, refill your hand to one card more than usual.",
     statics=[static("hand_size", lambda g, src, p, le: g.cards[src].controller == p, 1)])



# ---------------------------------------------------------------------------------------------
# The rest of CotA Logos



def _bouncing_possible(g, c):
    me = c["me"]
    return bool(g.players[me].battleline) and bool(g.players[1 - me].battleline)


def _destroy_pair(g, c):
    g.destroy([x for x in (c.get("e") or []) + (c.get("f") or []) if g.in_play(x)])


_deathquark_once = seq(choose("e", ENEMY_CREATURE), choose("f", FRIENDLY_CREATURE), do(_destroy_pair))


class _RepeatWhilePossible(Step):
    """'You may repeat this effect as many times as you like, as long as it is possible.'"""

    def __init__(self, body, possible):
        super().__init__()
        self.body = body
        self.possible = possible

    def run(self, game, frame) -> bool:
        if frame.data is None:
            frame.data = 1
            game.push(self.body, frame.ctx)
            return False
        if frame.answer is None:
            if not self.possible(game, frame.ctx):
                return True
            ans = game.ask(frame, frame.ctx["me"], "yesno", ["yes", "no"], "Repeat the effect?", auto=False)
            if ans is None:
                return False
        else:
            ans = frame.answer
            frame.answer = None
        if ans != "yes":
            return True
        game.push(self.body, frame.ctx)
        return False


card("Bouncing Deathquark", "CotA", "107", "logos", "action", rarity="Uncommon",
     text="Play: Destroy an enemy creature and a friendly creature. You may repeat this as often as you like, "
          "while the whole effect can be repeated.",
     play=_RepeatWhilePossible(_deathquark_once, _bouncing_possible))


def _effervescent(g, c):
    for p in (c["me"], 1 - c["me"]):
        g.lose(p, g.players[p].amber // 2)
    g.players[c["me"]].chains += 1
    g.say(f"{g.pname(c['me'])} gains 1 chain")


card("Effervescent Principle", "CotA", "109", "logos", "action", rarity="Common",
     text="Play: Each player loses half of their Æ (the loss rounded down). Gain 1 chain.",
     play=do(_effervescent))

_no_fight = static("cannot_fight", lambda g, src, cid, le: g.cards[cid].controller != le["me"]
                   and g.active != le["me"])
card("Foggify", "CotA", "110", "logos", "action", rarity="Common", icons=("amber",),
     text="Play: On their next turn, your opponent cannot use creatures to fight.",
     play=lasting(_no_fight, until="my_next_turn"))


def _timetravellers(g, c):
    pl = g.players[c["me"]]
    return [x for x in pl.deck + pl.discard if g.cards[x].defn.title == "Timetraveller"]


def _future_self(g, c):
    from aember.engine.state import DECK
    me = c["me"]
    for x in c.get("tt") or []:
        g.say(f"{g.pname(me)} reveals {g.cname(x)} and puts it into their hand")
        g.move(x, "hand")
    pl = g.players[me]
    for x in list(pl.discard):
        g.move(x, DECK)
    g.rng.shuffle(pl.deck)
    g.say(f"{pl.name} shuffles their discard pile into their deck")


card("Help from Future Self", "CotA", "111", "logos", "action", rarity="Special", icons=("amber",),
     text="Play: Search your deck and discard pile for a Timetraveller, reveal it and put it into your hand. "
          "Shuffle your discard pile into your deck.",
     play=seq(Choose("tt", _timetravellers, 1, True, "Choose a Timetraveller"), do(_future_self)))


def _graft_give(g, c):
    me = c["me"]
    opp = 1 - me
    n = g.players[opp].amber
    if n > 0:
        g.players[opp].amber = 0
        g.players[me].amber += n
        g.say(f"{g.pname(opp)} gives {n}Æ to {g.pname(me)}")


_graft = reaction("forged", lambda g, src, ev, le: ev["player"] != le["me"] and g.active == ev["player"],
                  do(_graft_give))
card("Interdimensional Graft", "CotA", "112", "logos", "action", rarity="Uncommon", icons=("amber",),
     text="Play: If your opponent forges a key on their next turn, they must give you all their remaining Æ.",
     play=lasting(_graft, until="my_next_turn"))


def _archived_count(g, c):
    return len(g.players[c["me"]].archives)


card("Knowledge is Power", "CotA", "113", "logos", "action", rarity="Rare",
     text="Play: Choose one: archive a card; or gain 1Æ for each card in your archives.",
     play=ChooseOne({"Archive a card": archive_from_hand(1),
                     "Gain 1Æ for each card in your archives": gain(_archived_count)}))

card("Labwork", "CotA", "114", "logos", "action", rarity="Common", icons=("amber",),
     text="Play: Archive a card.",
     play=archive_from_hand(1))

card("Neuro Syphon", "CotA", "116", "logos", "action", rarity="Uncommon", icons=("amber",),
     text="Play: If your opponent has more Æ than you, steal 1Æ and draw a card.",
     play=if_(lambda g, c: g.players[1 - c["me"]].amber > g.players[c["me"]].amber, seq(steal(1), draw(1))))

card("Phase Shift", "CotA", "117", "logos", "action", rarity="Common",
     text="Play: This turn, you may play one non-Logos card.",
     play=play_permission(lambda g, cid: g.house_of(cid) != "logos"))


def _positron_second(g, c):
    first = (c.get("a") or [None])[0]
    return g.neighbors(first) if first is not None else []


def _positron_third(g, c):
    first = (c.get("a") or [None])[0]
    second = (c.get("b") or [None])[0]
    if second is None:
        return []
    return [x for x in g.neighbors(second) if x != first]


card("Positron Bolt", "CotA", "118", "logos", "action", rarity="Uncommon", icons=("amber",),
     text="Play: Deal 3D to a flank creature, 2D to one of its neighbors, and 1D to that second creature's "
          "other neighbor.",
     play=seq(deal_damage(A_CREATURE.where(lambda g, x, c: g.is_flank(x), "Choose a flank creature"), 3, key="a"),
              Choose("b", _positron_second, 1, False, "Choose a neighbor"), deal_damage("b", 2),
              Choose("c", _positron_third, 1, False, "Choose the other neighbor"), deal_damage("c", 1)))


# Spangler Box: its purged cards come back when it leaves play.
def _spangler_return(g, c):
    for x in c["le"].get("purged", []):
        card_ = g.cards[x]
        if card_.zone == "purged" and card_.defn.type == "creature":
            g.say(f"{g.cname(x)} returns to play")
            g.put_into_play(x, card_.owner, "right")


_SPANGLER_RETURN = do(_spangler_return)
_spangler_marker = static("spangler_box")


def _spangler(g, c):
    src = c["src"]
    for x in c.get("t") or []:
        if g.cards[x].zone != "battleline":
            continue
        g.purge(x)
        le = next((le for le in g.lasting if le.get("target") == src and le["spec"] == _spangler_marker.sid), None)
        if le is None:
            g.add_lasting(_spangler_marker, src, c["me"], "leaves_play", target=src, on_end=_SPANGLER_RETURN.sid,
                          purged=[x])
        else:
            le["purged"].append(x)
        g.take_control(src, 1 - g.cards[src].controller)


card("Spangler Box", "CotA", "132", "logos", "artifact", rarity="Rare", traits=("item",),
     text="Action: Purge a creature in play. If you do, your opponent takes control of Spangler Box. "
          "If Spangler Box leaves play, every card it purged returns to play.",
     actions=[seq(choose("t", A_CREATURE), do(_spangler))])

_tunnel_flank = static("is_flank", lambda g, src, cid, le: cid == le["target"])
_tunnel_draw = reaction("reaped", lambda g, src, ev, le: ev["card"] == le["target"],
                        do(lambda g, c: g.draw(c["ev"]["player"], 1)))


def _tunnel(g, c):
    for x in c.get("t") or []:
        g.add_lasting(_tunnel_flank, c["src"], c["me"], "turn", target=x)
        g.add_lasting(_tunnel_draw, c["src"], c["me"], "turn", target=x)


card("Spectral Tunneler", "CotA", "133", "logos", "artifact", rarity="Uncommon", icons=("amber",), traits=("item",),
     text="Action: Choose a creature. For the rest of the turn it counts as a flank creature and gains "
          "\"After Reap: Draw a card.\"",
     actions=[seq(choose("t", A_CREATURE), do(_tunnel))])


def _destroy_everything(g, c):
    g.destroy(g.creatures() + g.players[0].artifacts + g.players[1].artifacts)


card("Strange Gizmo", "CotA", "134", "logos", "artifact", rarity="Rare", icons=("amber",), traits=("item",),
     text="After you forge a key, destroy each creature and each artifact.",
     reactions=[reaction("forged", lambda g, src, ev, le: ev["player"] == g.cards[src].controller,
                         do(_destroy_everything))])


def _brain_eater(g, src, ev, le):
    return ev.get("fight") == src and ev["creature"] and ev["controller"] != g.cards[src].controller


card("Brain Eater", "CotA", "137", "logos", "creature", rarity="Uncommon", power=6, traits=("cyborg", "beast"),
     text="After an enemy creature is destroyed fighting Brain Eater, draw a card.",
     reactions=[reaction("destroyed", _brain_eater, draw(1))])


def _to_deck_top(g, c):
    if g.in_play(c["src"]):
        g.say(f"{g.cname(c['src'])} is put on top of its owner's deck")
        g.move(c["src"], "deck")


card("Dextre", "CotA", "138", "logos", "creature", rarity="Common", power=3, traits=("human", "scientist"),
     text="Play: Capture 1Æ.\nDestroyed: Put Dextre on top of your deck.",
     play=capture(1), destroyed=do(_to_deck_top))


def _dysania(g, c):
    opp = 1 - c["me"]
    n = 0
    for x in list(g.players[opp].archives):
        g.move(x, "discard")
        if g.cards[x].zone == "discard":
            n += 1
    g.gain(c["me"], n)


card("Dysania", "CotA", "141", "logos", "creature", rarity="Rare", power=4, traits=("mutant",),
     text="Play: Your opponent discards every card in their archives. Gain 1Æ for each card discarded this way.",
     play=do(_dysania))

card("Ganymede Archivist", "CotA", "142", "logos", "creature", rarity="Common", power=3,
     traits=("human", "scientist"),
     text="After Reap: Archive a card.",
     reap=archive_from_hand(1))


def _mindlock_end(g, c):
    le = c["le"]
    for x in le.get("stolen", []):
        if g.cards[x].zone == "battleline" and g.cards[x].controller == le["me"]:
            g.take_control(x, 1 - le["me"])


_MINDLOCK_END = do(_mindlock_end)
_mindlock_marker = static("mindlock")


def _mindlock(g, c):
    taken = c.get("taken") or []
    if taken and g.in_play(c["src"]):
        g.add_lasting(_mindlock_marker, c["src"], c["me"], "leaves_play", target=c["src"], on_end=_MINDLOCK_END.sid,
                      stolen=list(taken))
    elif taken:
        _mindlock_end(g, {"le": {"me": c["me"], "stolen": taken}})


card("Harland Mindlock", "CotA", "143", "logos", "creature", rarity="Rare", power=1,
     traits=("cyborg", "scientist"),
     text="Play: Take control of an enemy flank creature until Harland Mindlock leaves play.",
     play=seq(take_control(ENEMY_CREATURE.where(lambda g, x, c: g.is_flank(x), "Choose an enemy flank creature")),
              do(_mindlock)))


def _shark_enemy(g, c):
    opp = g.players[1 - c["me"]]
    return opp.battleline + opp.artifacts


def _shark_friendly(g, c):
    me = g.players[c["me"]]
    return me.battleline + me.artifacts


def _shark_discard(g, c):
    deck = g.players[c["me"]].deck
    c["again"] = False
    if not deck:
        return
    top = deck[0]
    g.say(f"{g.pname(c['me'])} discards {g.cname(top)} from the top of their deck")
    g.move(top, "discard")
    c["again"] = g.cards[top].house != "logos" and g.in_play(c["src"])


class _NeutronShark(Step):
    def __init__(self):
        super().__init__()
        self.once = seq(Choose("e", _shark_enemy, 1, False, "Choose an enemy creature or artifact"),
                        Choose("f", _shark_friendly, 1, False, "Choose a friendly creature or artifact"),
                        do(_destroy_pair), do(_shark_discard))

    def run(self, game, frame) -> bool:
        if frame.data is None or frame.ctx.get("again"):
            frame.data = 1
            frame.ctx["again"] = False
            game.push(self.once, frame.ctx)
            return False
        return True


_shark = _NeutronShark()
card("Neutron Shark", "CotA", "146", "logos", "creature", rarity="Rare", power=1, traits=("beast", "mutant"),
     text="Play/After Fight/After Reap: Destroy an enemy creature or artifact and a friendly creature or artifact. "
          "Discard the top card of your deck; if it is not a Logos card, do this again.",
     play=_shark, fight=_shark, reap=_shark)


def _novu(g, c):
    for x in c.get("t") or []:
        g.archive(x, c["me"])


card("Novu Archaeologist", "CotA", "147", "logos", "creature", rarity="Uncommon", power=4,
     traits=("cyborg", "scientist"),
     text="Action: Archive a card from your discard pile.",
     actions=[seq(Choose("t", lambda g, c: list(g.players[c["me"]].discard), 1, False,
                         "Choose a card in your discard pile"), do(_novu))])


def _look_at_hand(g, c):
    opp = 1 - c["me"]
    g.say(f"{g.pname(opp)}'s hand: " + ", ".join(g.cname(x) for x in g.players[opp].hand), to=c["me"])


card("Psychic Bug", "CotA", "149", "logos", "creature", rarity="Rare", power=2, icons=("amber",),
     traits=("cyborg", "insect"),
     text="Play/After Reap: Look at your opponent's hand.",
     play=do(_look_at_hand), reap=do(_look_at_hand))


class _TriggerReap(Step):
    """Resolve the chosen creature's After Reap ability as if you controlled it (it is not used)."""

    def run(self, game, frame) -> bool:
        ctx = frame.ctx
        for x in ctx.get("t") or []:
            if game.cards[x].zone == "battleline":
                face = game.face(x)
                if face.reap is not None:
                    game.push(face.reap, {"src": x, "me": ctx["me"]})
        return True


card("Replicator", "CotA", "150", "logos", "creature", rarity="Rare", power=2, traits=("mutant",),
     text="After Reap: Resolve the After Reap ability of another creature in play as if you controlled it. "
          "(That creature is not exhausted.)",
     reap=seq(choose("t", A_CREATURE.other()), _TriggerReap()))

card("Titan Mechanic", "CotA", "154", "logos", "creature", rarity="Common", power=6, traits=("cyborg", "scientist"),
     text="While Titan Mechanic is on a flank, keys cost 1Æ less.",
     statics=[static("key_cost", lambda g, src, p, le: g.is_flank(src), -1)])

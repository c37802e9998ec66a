"""Call of the Archons — Logos."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    ReleaseControl,
    ReturnPurgedCreatures,
    after_reap_abilities,
    archive_from_hand,
    archive_top,
    artifacts,
    capture,
    choose,
    choose_house,
    chosen_gains_reaction_for_turn,
    creatures,
    damage_source,
    destroy,
    destroy_each_creature_and_artifact,
    destroy_enemy_and_friendly_may_repeat,
    discard_archives_of,
    do,
    draw,
    during_next_turn,
    enemy_destroyed_fighting_self,
    first_use_this_turn,
    gain,
    heal,
    host_only,
    if_,
    lasting,
    lasting_with,
    look_at_opponent_hand,
    move_from_pool_to_card,
    next_of_each,
    not_tagged,
    play_chosen,
    play_permission,
    purge_self,
    reaction,
    repeat_this_effect,
    self_as,
    seq,
    shuffle_self_into_deck,
    static,
    steal,
    stun,
    swap_with,
    take_control,
    use,
    used_as,
)
from aember.engine.steps import Choose, ChooseOne, Step, copy_data, spec_by_id

card("Dimension Door", "CotA",
     text="Play: Until the end of the turn, Æmber you would gain by reaping is stolen from your opponent instead.",
     play=lasting(static("reap_steal", lambda g, src, p, le: p == le["me"])))

_draw_on_play = reaction("played", lambda g, src, ev, le: ev["player"] == le["me"] and ev["card"] != src,
                         draw(1))
card("Library Access", "CotA",
     text="Play: Until the end of the turn, draw a card whenever you play another card. Purge Library Access.",
     play=seq(lasting(_draw_on_play), purge_self()))


def _twin_bolt(g, c):
    hits = [(x, 2) for x in (c.get("a") or []) + (c.get("b") or []) if g.cards[x].zone == "battleline"]
    g.deal_damage(hits, c["src"])


card("Twin Bolt Emission", "CotA",
     text="Play: Deal 2 damage to a creature and 2 damage to another creature.",
     play=seq(choose("a", A_CREATURE),
              choose("b", A_CREATURE.where(lambda g, x, c: x not in (c.get("a") or []),
                                           "Choose a different creature")),
              do(_twin_bolt)))


def _top_of_deck(g, c):
    c["top"] = g.players[c["me"]].deck[:1]


_PLAY_TOP_OF_DECK = seq(do(_top_of_deck), play_chosen("top", origin="deck"))

card("Wild Wormhole", "CotA",
     text="Play: Play the top card of your deck.",
     play=_PLAY_TOP_OF_DECK)

card("Library of Babble", "CotA",
     text="Action: Draw a card.",
     actions=[draw(1)])

card("Batdrone", "CotA",
     text="Skirmish.\nAfter Fight: Steal 1Æ.",
     fight=steal(1))

card("Doc Bookton", "CotA",
     text="After Reap: Draw a card.",
     reap=draw(1))

card("Dr. Escotera", "CotA",
     text="Play: Gain 1Æ for each key your opponent has forged.",
     play=gain(lambda g, c: len(g.players[1 - c["me"]].keys)))

card("Quixo the “Adventurer”", "CotA",
     text="Skirmish.\nAfter Fight: Draw a card.",
     fight=draw(1))

card("Mother", "CotA",
     text="In your draw step, refill your hand to one card more than usual.",
     statics=[static("hand_size", lambda g, src, p, le: g.cards[src].controller == p, 1)])



# ---------------------------------------------------------------------------------------------
# The rest of CotA Logos



card("Bouncing Deathquark", "CotA",
     text="Play: Destroy an enemy creature and a friendly creature. You may repeat this as often as you like, "
          "while the whole effect can be repeated.",
     play=destroy_enemy_and_friendly_may_repeat())     # same words as Fiery Jark: one block


def _effervescent(g, c):
    for p in (c["me"], 1 - c["me"]):
        g.lose(p, g.players[p].amber // 2)
    g.gain_chains(c["me"], 1)
    g.say(f"{g.pname(c['me'])} gains 1 chain")


card("Effervescent Principle", "CotA",
     text="Play: Each player loses half of their Æ (the loss rounded down). Gain 1 chain.",
     play=do(_effervescent))

card("Foggify", "CotA",
     text="Play: On their next turn, your opponent cannot use creatures to fight.",
     play=during_next_turn("cannot_fight", lambda g, src, cid, le: g.cards[cid].controller != le["me"]))


def _timetravellers(g, c):
    pl = g.players[c["me"]]
    return [x for x in pl.deck + pl.discard if g.cards[x].defn.title == "Timetraveller"]


def _future_self(g, c):
    me = c["me"]
    for x in c.get("tt") or []:
        g.say(f"{g.pname(me)} reveals {g.cname(x)} and puts it into their hand")
        g.move(x, "hand")
    g.shuffle_discard_into_deck(me, anyway=True)      # the deck was searched: shuffled even with no pile (001:2597)


card("Help from Future Self", "CotA",
     text=("Play: Look through your deck and discard pile for one Timetraveller, reveal it, and add it to your hand. "
           "Then shuffle your discard pile into your deck."),
     play=seq(Choose("tt", _timetravellers, 1, True, "Choose a Timetraveller"), do(_future_self)))


def _graft_give(g, c):
    me = c["me"]
    opp = 1 - me
    n = g.players[opp].amber
    if n > 0:
        g.players[opp].amber = 0
        g.say(f"{g.pname(opp)} pays {n}Æ to {g.pname(me)}")
        g.add_to_pool(me, n)


# "their next turn": a 'next_turn' lasting, so an extra turn of ours in between does not use it up
_graft = reaction("forged", lambda g, src, ev, le: ev["player"] != le["me"] and g.active == ev["player"]
                  and g.turn > le["turn"], do(_graft_give))
card("Interdimensional Graft", "CotA",
     text=("Play: Should the opponent forge a key during their next turn, they hand you every Æmber they have left "
           "afterwards."),
     play=lasting(_graft, until="next_turn"))


def _archived_count(g, c):
    return len(g.players[c["me"]].archives)


card("Knowledge is Power", "CotA",
     text="Play: Choose one: put a card into your archives; or gain 1Æ per card in your archives.",
     play=ChooseOne({"Archive a card": archive_from_hand(1),
                     "Gain 1Æ for each card in your archives": gain(_archived_count)}))

card("Labwork", "CotA",
     text="Play: Archive a card.",
     play=archive_from_hand(1))

card("Neuro Syphon", "CotA",
     text="Play: If the opponent holds more Æmber than you, you steal 1Æ and draw one card.",
     play=if_(lambda g, c: g.players[1 - c["me"]].amber > g.players[c["me"]].amber, seq(steal(1), draw(1))))

card("Phase Shift", "CotA",
     text="Play: This turn, you may play one non-Logos card.",
     play=play_permission(lambda g, cid: not g.belongs_to(cid, "logos")))


def _positron_second(g, c):
    first = (c.get("a") or [None])[0]
    return g.neighbors(first) if first is not None else []


def _positron_damage(g, c):
    # All the damage of one ability is dealt at once (rulebook, "all damage dealt by a card's ability is dealt
    # simultaneously", Mighty Lance): the neighbours are those of the flank creature before any of it lands.
    hits = [(x, n) for k, n in (("a", 3), ("b", 2), ("c", 1)) for x in (c.get(k) or [])
            if g.cards[x].zone == "battleline"]
    g.deal_damage(hits, damage_source(c))


def _positron_third(g, c):
    first = (c.get("a") or [None])[0]
    second = (c.get("b") or [None])[0]
    if second is None:
        return []
    return [x for x in g.neighbors(second) if x != first]


card("Positron Bolt", "CotA",
     text="Play: Deal 3D to a flank creature, 2D to one of its neighbors, and 1D to that second creature's "
          "other neighbor.",
     play=seq(choose("a", A_CREATURE.where(lambda g, x, c: g.is_flank(x), "Choose a flank creature")),
              Choose("b", _positron_second, 1, False, "Choose a neighbor"),
              Choose("c", _positron_third, 1, False, "Choose the other neighbor"),
              do(_positron_damage, "deal 3D, 2D and 1D")))


# Spangler Box: its purged cards come back when it leaves play, each on a flank the active player picks.
_SPANGLER_RETURN = ReturnPurgedCreatures()
_spangler_marker = static("spangler_box")


def _spangler(g, c):
    src = c["src"]
    for x in c.get("t") or []:
        riding = g._riding_halves(x)    # a gigantic creature's other half is purged with it
        if g.cards[x].zone != "battleline" or not g.purge(x):     # a ward discarded instead: not purged
            continue
        le = next((le for le in g.lasting if le.get("target") == src and le["spec"] == _spangler_marker.sid), None)
        if le is None:
            g.add_lasting(_spangler_marker, src, c["me"], "leaves_play", target=src, on_end=_SPANGLER_RETURN.sid,
                          purged=[], halves=[])
            le = g.lasting[-1]
        le["purged"].append(x)
        le.setdefault("halves", []).extend([x, h] for h in riding)
        g.take_control(src, 1 - c["me"])    # "your opponent": of the player using it (Remote Access)


card("Spangler Box", "CotA",
     text="Action: Purge a creature in play. If you do, your opponent takes control of Spangler Box. "
          "If Spangler Box leaves play, every card it purged returns to play.",
     actions=[seq(choose("t", A_CREATURE), do(_spangler))])

_tunnel_flank = static("is_flank", lambda g, src, cid, le: cid == le["target"])


def _tunnel(g, c):
    for x in c.get("t") or []:
        g.add_lasting(_tunnel_flank, c["src"], c["me"], "turn", target=x)


card("Spectral Tunneler", "CotA",
     text="Action: Choose a creature. For the rest of the turn it counts as a flank creature and gains "
          "\"After Reap: Draw a card.\"",
     actions=[seq(choose("t", A_CREATURE), do(_tunnel),
                  chosen_gains_reaction_for_turn("t", "reaped", do(lambda g, c: g.draw(c["ev"]["player"], 1))))])


card("Strange Gizmo", "CotA",
     text="Each time you forge a key, every creature and every artifact is destroyed.",
     reactions=[reaction("forged", lambda g, src, ev, le: ev["player"] == g.cards[src].controller,
                         destroy_each_creature_and_artifact())])


card("Brain Eater", "CotA",
     text="Each time an enemy creature dies in a fight with Brain Eater (attacking or attacked), you draw one card.",
     reactions=[reaction("destroyed", enemy_destroyed_fighting_self, draw(1))])


def _to_deck_top(g, c):
    # a ward placed after the tag stops this other way of leaving play (001:2804-2809): it stays tagged, is discarded
    if g.in_play(c["src"]) and g.leave_play_to(c["src"], "deck"):
        g.say(f"{g.cname(c['src'])} is put on top of its owner's deck")


card("Dextre", "CotA",
     text="Play: Capture 1Æ.\nDestroyed: Put Dextre on top of your deck.",
     play=capture(1), destroyed=do(_to_deck_top))


card("Dysania", "CotA",
     text="Play: Your opponent discards every card in their archives. Gain 1Æ for each card discarded this way.",
     play=seq(do(lambda g, c: c.__setitem__("dysania", 0), "count"),
              discard_archives_of(lambda g, c: 1 - c["me"], "dysania"),
              do(lambda g, c: g.gain(c["me"], c["dysania"]), "gain")))

card("Ganymede Archivist", "CotA",
     text="After Reap: Archive a card.",
     reap=archive_from_hand(1))


def _mindlock_key(g, c):
    return f"mindlock:{c['src']}"


# its control ends when it leaves play: each creature it still governs goes back (ReleaseControl)
_MINDLOCK_END = ReleaseControl(_mindlock_key)
_mindlock_marker = static("mindlock")


def _mindlock(g, c):
    taken = c.get("taken") or []
    if taken and g.in_play(c["src"]):
        g.add_lasting(_mindlock_marker, c["src"], c["me"], "leaves_play", target=c["src"], on_end=_MINDLOCK_END.sid)
    elif taken:     # Harland Mindlock already left play: control goes back at once
        g.pending_triggers.append([c["src"], _MINDLOCK_END.sid, {"src": c["src"], "me": c["me"]}])


card("Harland Mindlock", "CotA",
     text="Play: Gain control of one enemy creature on a flank for as long as Harland Mindlock stays in play.",
     play=seq(take_control(ENEMY_CREATURE.where(lambda g, x, c: g.is_flank(x), "Choose an enemy flank creature"),
                           hold=_mindlock_key),
              do(_mindlock)))


def _shark_enemy(g, c):
    opp = g.players[1 - c["me"]]
    return opp.battleline + opp.artifacts


def _shark_friendly(g, c):
    me = g.players[c["me"]]
    return me.battleline + me.artifacts


def _shark_pair(g, c):
    g.destroy([x for x in (c.get("e") or []) + (c.get("f") or []) if g.in_play(x)])


def _shark_discard(g, c):
    top = g.discard_top(c["me"], 1)
    # "If that card is not a Logos card, repeat this effect": an empty deck discards nothing and repeats nothing
    c["again"] = bool(top) and not g.belongs_to(top[0], "logos")


# the repeat stops once the Shark has left play (FAQ 001:3549-3561): repeat_this_effect, as Fiery Jark and Numquid
_shark = repeat_this_effect(seq(Choose("e", not_tagged(_shark_enemy), 1, False, "Choose an enemy creature or artifact"),
                                Choose("f", not_tagged(_shark_friendly), 1, False,
                                       "Choose a friendly creature or artifact"),
                                do(_shark_pair, "destroy"), do(_shark_discard, "discard the top card")),
                            lambda g, c: bool(c.get("again")))
card("Neutron Shark", "CotA",
     text="Play/After Fight/After Reap: Destroy an enemy creature or artifact and a friendly creature or artifact. "
          "Discard the top card of your deck; if it is not a Logos card, do this again.",
     play=_shark, fight=_shark, reap=_shark)


def _novu(g, c):
    for x in c.get("t") or []:
        g.archive(x, c["me"])


card("Novu Archaeologist", "CotA",
     text="Action: Archive a card from your discard pile.",
     actions=[seq(Choose("t", lambda g, c: list(g.players[c["me"]].discard), 1, False,
                         "Choose a card in your discard pile"), do(_novu))])


card("Psychic Bug", "CotA",
     text="Play/After Reap: Look at your opponent's hand.",
     play=look_at_opponent_hand(), reap=look_at_opponent_hand())


_LOOP_CAP = 50


class _TriggerReap(Step):
    """Resolve an After Reap ability of the chosen creature as if you controlled it (it is not used): any it
    has now, its own or gained from an upgrade; the player chooses which when it has several (by the card
    that carries it).

    Two Replicators resolve each other's ability without end: an infinite loop, which the active player
    resolves as many times as they choose (001:2226-2234) — asked once the loop has come round."""

    def run(self, game, frame) -> bool:
        ctx = frame.ctx
        if frame.data is None:
            x = (ctx.get("t") or [None])[0]
            if x is None:
                return True
            abilities = after_reap_abilities(game, x, ctx["me"])
            if not abilities:
                return True
            carriers = list(dict.fromkeys(a[0] for a in abilities))
            ans = game.decide(frame, game.active, "target", carriers, "Choose which After Reap ability to resolve")
            if ans is None:
                return False
            mine = [a for a in abilities if a[0] == ans]
            frame.data = copy_data(list(mine[0])) if len(mine) == 1 else ["carrier", ans]
        if frame.data[0] == "carrier":
            # one card carrying two of them (the creature's own After Reap and one in a text box it gained: Creed of
            # Nurture, 001:2642-2645): which one, by its label, as for ordering them (ResolveTriggers)
            from aember.engine.rules import _ability_labels
            mine = [list(a) for a in after_reap_abilities(game, (ctx.get("t") or [None])[0], ctx["me"])
                    if a[0] == frame.data[1]]
            labels = _ability_labels(game, mine)
            lab = game.decide(frame, game.active, "option", labels,
                              f"Choose which of {game.cname(frame.data[1])}'s After Reap abilities to resolve",
                              default=labels[0])
            if lab is None:
                return False
            frame.data = copy_data(mine[labels.index(lab)])
        carrier, sid, actx = frame.data
        depth = ctx.get("loop", 0)
        if spec_by_id(sid) is _REPLICATOR_REAP and depth >= 1:
            if depth >= _LOOP_CAP:
                return True
            ans = game.decide(frame, game.active, "yesno", ["yes", "no"],
                              f"Infinite loop ({depth} so far): resolve it once more?", auto=False,
                              default="no")
            if ans is None:
                return False
            if ans == "no":
                return True
        actx = dict(actx)
        actx["loop"] = depth + 1
        game.push(spec_by_id(sid), actx)
        return True


_REPLICATOR_REAP = seq(choose("t", A_CREATURE.other()), _TriggerReap())
card("Replicator", "CotA",
     text="After Reap: Resolve the After Reap ability of another creature in play as if you controlled it. "
          "(That creature is not exhausted.)",
     reap=_REPLICATOR_REAP)

card("Titan Mechanic", "CotA",
     text="While Titan Mechanic is on a flank, keys cost 1Æ less.",
     statics=[static("key_cost", lambda g, src, p, le: g.is_flank(src), -1)])


# ---------------------------------------------------------------------------------------------
# More CotA Logos: archives, decks, artifacts and upgrades


card("Random Access Archives", "CotA",
     text="Play: Put the top card of your deck into your archives.",
     play=archive_top(1))

card("Remote Access", "CotA",
     text="Play: Use one of your opponent's artifacts as though you controlled it.",
     play=seq(choose("t", artifacts("enemy", "Choose an opponent's artifact")), use("t")))


def _reverse_time(g, c):
    from aember.engine.state import DECK, DISCARD
    pl = g.players[c["me"]]
    pl.deck, pl.discard = pl.discard, pl.deck
    for x in pl.deck:
        g.cards[x].zone = DECK
    for x in pl.discard:
        g.cards[x].zone = DISCARD
    g.say(f"{pl.name} swaps their deck and their discard pile")
    g.shuffle_deck(c["me"])
    g.say(f"{pl.name} shuffles their deck")


card("Reverse Time", "CotA",
     text="Play: Your deck becomes your discard pile and your discard pile becomes your deck; then shuffle "
          "your deck.",
     play=do(_reverse_time, "reverse time"))

card("Scrambler Storm", "CotA",
     text="Play: During their next turn, your opponent cannot play action cards.",
     play=during_next_turn("cannot_play", lambda g, src, cid, le: g.active != le["me"]
                           and g.cards[cid].defn.type == "action"))


def _discard_chosen_from_hand(g, c):
    for x in c.get("d") or []:
        if g.cards[x].zone == "hand":
            g.discard_from_hand(x)


card("Sloppy Labwork", "CotA",
     text="Play: Archive a card from your hand, then discard a card from your hand.",
     play=seq(archive_from_hand(1),
              Choose("d", lambda g, c: list(g.players[c["me"]].hand), 1, False, "Choose a card to discard"),
              do(_discard_chosen_from_hand, "discard")))

card("Anomaly Exploiter", "CotA",
     text="Action: Destroy a creature that has damage on it.",
     actions=[destroy(A_CREATURE.where(lambda g, x, c: g.cards[x].damage > 0, "Choose a damaged creature"))])


def _top_matches(g, c):
    deck = g.players[c["me"]].deck
    if not deck:
        return False
    top = deck[0]
    g.say(f"{g.pname(c['me'])} reveals {g.cname(top)} from the top of their deck")
    return g.belongs_to(top, c.get("house"))


card("Chaos Portal", "CotA",
     text="Action: Name a house, then reveal the top card of your deck. If that card belongs to the named house, "
          "play it.",
     actions=[seq(choose_house("house"), if_(_top_matches, _PLAY_TOP_OF_DECK))])


def _ckm_discard(g, c):
    me = c["me"]
    out = []
    for p in (me, 1 - me):
        deck = g.players[p].deck
        if deck:
            top = deck[0]
            g.say(f"{g.pname(p)} discards {g.cname(top)} from the top of their deck")
            g.move(top, "discard")
            out.append(top)
    c["ckm"] = out


def _ckm_candidates(i):
    def cands(g, c):
        cards = c.get("ckm") or []
        if i >= len(cards):
            return []
        houses = g.houses_of(cards[i])      # "of that card's house": each house it belongs to (house icons)
        return [x for x in g.creatures() + g.players[0].artifacts + g.players[1].artifacts
                if any(g.belongs_to(x, h) for h in houses)]
    return cands


def _ckm_count(g, c):
    c["ckm_destroyed"] = (c.get("ckm_destroyed") or []) + list(c.get("destroyed") or [])
    c["destroyed"] = []


def _ckm_backfire(g, c):
    if len(c.get("ckm_destroyed") or []) < 2 and g.in_play(c["src"]):
        g.destroy([c["src"]])


def _ckm_orderable(g, c):
    """The two discarded cards, when their houses differ: the active player picks whose point resolves first
    (001:1050-1051; default: their own card first)."""
    cards = c.get("ckm") or []
    if len(cards) == 2 and set(g.houses_of(cards[0])) != set(g.houses_of(cards[1])):
        return list(cards)
    return []


def _ckm_order(g, c):
    f = c.get("ckm_first")
    cards = c.get("ckm") or []
    if f in cards:
        c["ckm"] = [f] + [x for x in cards if x != f]


def _ckm_point(i):
    """One discarded card's point: its creature or artifact is chosen and destroyed before the next card's
    choice (FORMAT rev 2: effects other than damage happen as each point is chosen), so a card that survives
    the first destruction (ward) may be chosen again."""
    key = f"k{i}"
    return seq(Choose(key, _ckm_candidates(i), 1, False, "Choose a creature or artifact to destroy"),
               destroy(key), do(_ckm_count, "count destroyed"))


card("Crazy Killing Machine", "CotA",
     text="Action: Each player discards the top card of their deck. For each card discarded this way, destroy a "
          "creature or artifact of that card's house if you can. Unless 2 cards are destroyed this way, destroy "
          "Crazy Killing Machine.",
     actions=[seq(do(_ckm_discard, "discard tops"),
                  next_of_each("ckm_first", _ckm_orderable, "Choose the discarded card to resolve first"),
                  do(_ckm_order, "order"), _ckm_point(0), _ckm_point(1),
                  do(_ckm_backfire, "destroy self"))])


def _mobius_self(g, c):
    if g.in_play(c["src"]):
        g.archive(c["src"])      # a card leaving play goes to its owner's archives (used via Remote Access)


def _mobius_cards(g, c):
    for x in c.get("t") or []:
        if g.cards[x].zone == "hand":
            g.archive(x, c["me"])


card("Mobius Scroll", "CotA",
     text="Action: Put Mobius Scroll into your archives, and archive up to 2 cards from your hand.",
     actions=[seq(do(_mobius_self, "archive self"),
                  Choose("t", lambda g, c: list(g.players[c["me"]].hand), 2, True, "Choose up to 2 cards to archive"),
                  do(_mobius_cards, "archive"))])


card("Pocket Universe", "CotA",
     text="When you forge a key, you may spend the Æ on Pocket Universe.\n"
          "Action: Take 1Æ from your pool and put it on Pocket Universe.",
     statics=[static("spend_amber_on", lambda g, src, p, le: p == g.cards[src].controller)],
     actions=[seq(self_as("dest"), move_from_pool_to_card(1))])

card("The Howling Pit", "CotA",
     text="Every player draws up to one card more than usual when refilling their hand in their draw step.",
     statics=[static("hand_size", lambda g, src, p, le: True, 1)])

_MARS_CREATURE = A_CREATURE.where(lambda g, x, c: g.belongs_to(x, "mars"), "Choose a Mars creature")


def _mars_in_play(g, c):
    return bool(_MARS_CREATURE.candidates(g, c))


_ozmo = ChooseOne({"Heal 3 damage from a Mars creature": heal(_MARS_CREATURE, 3),
                   "Stun a Mars creature": stun(_MARS_CREATURE)},
                  {"Heal 3 damage from a Mars creature": _mars_in_play, "Stun a Mars creature": _mars_in_play})
card("Ozmo, Martianologist", "CotA",
     text="Elusive.\nAfter Fight/After Reap: Choose one: heal 3 damage from a Mars creature, or stun a Mars creature.",
     fight=_ozmo, reap=_ozmo)

card("Research Smoko", "CotA",
     text="Destroyed: Put the top card of your deck into your archives.",
     destroyed=archive_top(1))

card("Skippy Timehog", "CotA",
     text="Play: During their next turn, your opponent cannot use cards (they may still play and discard them).",
     play=during_next_turn("cannot_use", lambda g, src, cid, le: g.active != le["me"]))


card("Timetraveller", "CotA",
     text="Play: You draw 2 cards.\nAction: Timetraveller is shuffled back into your deck.",
     play=draw(2), actions=[shuffle_self_into_deck()])


def _vespilon(g, c):
    me = c["me"]
    deck = g.players[me].deck
    if not deck:
        return
    top = deck[0]
    g.say(f"{g.pname(me)} reveals {g.cname(top)} from the top of their deck")
    if g.belongs_to(top, c.get("house")):
        g.archive(top, me)

        g.gain(me, 1)
    else:
        g.say(f"{g.pname(me)} discards {g.cname(top)}")
        g.move(top, "discard")


card("Vespilon Theorist", "CotA",
     text="Elusive.\nAfter Reap: Name a house and reveal the top card of your deck. If it belongs to the named "
          "house, archive it and gain 1Æ; if not, discard it.",
     reap=seq(choose_house("house"), do(_vespilon, "reveal")))

card("Veylan Analyst", "CotA",
     text="Whenever you use an artifact, gain 1Æ.",
     reactions=[reaction("used", lambda g, src, ev, le: ev["player"] == g.cards[src].controller
                         and used_as(g, ev, "artifact"), gain(1))])


def _therapy(g, c):
    host = g.cards[c["src"]].host
    if host >= 0 and g.cards[host].zone == "battleline":
        g.stun(host)
        g.exhaust(host)


card("Experimental Therapy", "CotA",
     text="This creature can be used as though it belonged to the active house.\n"
          "Play: This creature becomes stunned and exhausted.",
     statics=[static("use_any_house", host_only())],
     play=do(_therapy, "stun and exhaust"))


def _boots_cond(g, src, ev, le):
    if g.cards[src].zone != "upgrade" or ev["card"] != g.cards[src].host:
        return False
    return ev["kind"] == "reaped" or (ev["fought"] and ev["survived"])


def _boots(g, c):
    host = c["ev"]["card"]
    if first_use_this_turn(g, c, host) and g.cards[host].zone == "battleline":
        g.say(f"{g.cname(host)} was used for the first time this turn and readies")
        g.ready(host)


card("Rocket Boots", "CotA",
     text="This creature gains \"After Fight/After Reap: If this creature has been used only this once this "
          "turn, ready it.\"",
     reactions=[reaction("reaped", _boots_cond, do(_boots, "ready"), gained=True),
                reaction("fought", _boots_cond, do(_boots, "ready"), gained=True)])

_sandals_use = static("use_any_house", lambda g, src, cid, le: cid == le["target"])
_sandals_action = seq(swap_with(creatures("friendly", "Choose another friendly creature").other()),
                      if_(lambda g, c: bool(c.get("t")),
                          lasting_with(_sandals_use, target=lambda g, c: c["t"][0])))
card("Transposition Sandals", "CotA",
     text="This creature gains \"Action: Trade places with another friendly creature in the battleline. For the "
          "rest of the turn, you may use that other creature.\"",
     statics=[static("grant_action", host_only(), _sandals_action)])

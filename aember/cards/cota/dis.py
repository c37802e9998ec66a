"""Call of the Archons — Dis."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    ChooseFlank,
    ChooseOption,
    ReleaseControl,
    Target,
    archive_from_hand,
    artifacts,
    capture,
    choose,
    choose_house,
    choose_number,
    choose_player,
    damage_each,
    deal_damage,
    destroy,
    destroy_each,
    destroy_self,
    destroyed_cards,
    destroyed_this_way,
    did,
    discard_piles_to_pick,
    do,
    each_captures,
    enemy_destroyed_fighting_self,
    gain,
    gain_chains,
    heal,
    hold_control,
    host_only,
    if_,
    in_my_zone,
    is_type_now,
    keys_cost_more_on_opponents_next_turn,
    keys_forged_on,
    lasting,
    lose,
    may,
    most_powerful,
    named_by,
    opponent_amber,
    opponent_discards_random,
    play_chosen,
    reaction,
    return_each_creature_to_hand,
    return_to_hand,
    sacrifice_self,
    seq,
    static,
    steal,
    use,
)
from aember.engine.state import ARTIFACTS, BATTLELINE, DISCARD, HAND, PURGED
from aember.engine.steps import Choose, Step

card("Fear", "CotA",
     text="Play: Return an enemy creature to its owner's hand.",
     play=return_to_hand(ENEMY_CREATURE))

card("Hand of Dis", "CotA",
     text="Play: Destroy a creature that is not on a flank.",
     play=destroy(A_CREATURE.where(lambda g, x, c: not g.is_flank(x), "Choose a creature not on a flank")))

card("Mind Barb", "CotA",
     text="Play: Your opponent discards a card chosen at random from their hand.",
     play=opponent_discards_random(1))

card("Dominator Bauble", "CotA",
     text="Action: Use a friendly creature.",
     actions=[use(FRIENDLY_CREATURE)])

card("Charette", "CotA",
     text="Play: Capture 3Æ.",
     play=capture(3))

card("Dust Imp", "CotA",
     text="Destroyed: Gain 2Æ.",
     destroyed=gain(2))

card("Shooler", "CotA",
     text="Play: If your opponent has 4Æ or more, steal 1Æ.",
     play=if_(lambda g, c: opponent_amber(g, c) >= 4, steal(1)))


def _purge_victim(g, c):
    for x in destroyed_cards(g, c["ev"]):     # a gigantic creature: both halves
        g.purge(x)


card("Stealer of Souls", "CotA",
     text="Whenever an enemy creature is destroyed in a fight with Stealer of Souls (either one attacking), that "
          "creature is purged and you gain 1Æ.",
     reactions=[reaction("destroyed", enemy_destroyed_fighting_self,
                         do(lambda g, c: (_purge_victim(g, c), g.gain(c["me"], 1))))])

card("The Terror", "CotA",
     text="Play: If your opponent has no Æ, gain 2Æ.",
     play=if_(lambda g, c: opponent_amber(g, c) == 0, gain(2)))

card("Tocsin", "CotA",
     text="After Reap: Your opponent discards a card chosen at random from their hand.",
     reap=opponent_discards_random(1))


# ---------------------------------------------------------------------------------------------


def _fair_game_once(g, me):
    victim = 1 - me
    deck = g.players[victim].deck
    if not deck:
        return
    top = deck[0]
    houses = g.houses_of(top)     # "the discarded card's house": each house it belongs to (house icons)
    g.move(top, DISCARD)
    g.say(f"{g.pname(victim)} discards {g.cname(top)} from the top of their deck")
    hand = list(g.players[victim].hand)
    g.say(f"{g.pname(victim)} reveals their hand: " + (", ".join(g.cname(x) for x in hand) or "nothing"))
    g.gain(me, sum(1 for x in hand if any(g.belongs_to(x, h) for h in houses)))


card("A Fair Game", "CotA",
     text="Play: Discard the top card of your opponent's deck and reveal their hand; gain 1Æ for each card "
          "of the discarded card's house revealed this way. Then your opponent does the same to you.",
     play=do(lambda g, c: (_fair_game_once(g, c["me"]), _fair_game_once(g, 1 - c["me"])), "a fair game"))


def _arise(g, c):
    pl = g.players[c["me"]]
    back = [x for x in pl.discard if g.cards[x].defn.type == "creature" and g.belongs_to(x, c["house"])]

    for x in back:
        g.move(x, HAND)
    if back:
        g.say(f"{pl.name} returns " + ", ".join(g.cname(x) for x in back) + " to their hand")


card("Arise!", "CotA",
     text=("Play: Name a house. Put every creature of the named house from your discard pile into your hand. You "
           "gain 1 chain."),
     play=seq(choose_house(), do(_arise), gain_chains(1)))

_MUST_CHOOSE = static("must_choose_house", lambda g, src, p, le: p != le["me"] and g.turn > le["turn"],
                      lambda g, src, le: le["house"])
card("Control the Weak", "CotA",
     text="Play: Choose a house on your opponent's identity card. On their next turn, your opponent must "
          "choose that house as their active house.",
     play=seq(choose_house(houses=lambda g, c: list(g.players[1 - c["me"]].houses)),
              do(lambda g, c: g.add_lasting(_MUST_CHOOSE, c["src"], c["me"], "next_turn", house=c["house"]),
                 "lasting")))


def _purge_chosen(g, c):
    for x in c.get("t") or []:
        if g.cards[x].zone == DISCARD:
            g.purge(x)


card("Creeping Oblivion", "CotA",
     text="Play: Purge up to 2 cards from one discard pile.",
     play=seq(choose_player("pile", discard_piles_to_pick, "Choose a discard pile"),
              if_(lambda g, c: c.get("pile") is not None,
                  seq(Choose("t", lambda g, c: list(g.players[c["pile"]].discard), 2, up_to=True,
                             prompt="Choose up to 2 cards to purge"),
                      do(_purge_chosen)))))


def _numbers(g, c):
    # "Choose a number": any number, not only the powers up to the highest one in play (naming 9 when the
    # highest is 8 is legal and destroys nothing); offered up to at least 20. With no creature in play every
    # number does the same (nothing), so there is no decision.
    powers = [g.power(x) for x in g.creatures()]
    if not powers:
        return [0]
    return list(range(0, max(max(powers), 20) + 1))


card("Dance of Doom", "CotA",
     text="Play: Name a number. Every creature with power equal to the named number is destroyed.",
     play=seq(choose_number("n", _numbers), destroy_each("any", lambda g, x, c: g.power(x) == c["n"])))

card("Gateway to Dis", "CotA",
     text="Play: Destroy each creature. Gain 3 chains.",
     play=seq(destroy_each("any"), gain_chains(3)))


def _gongoozle(g, c):
    t = (c.get("t") or [None])[0]
    if t is not None and g.cards[t].zone == BATTLELINE:
        owner = g.cards[t].owner
        hand = g.players[owner].hand
        if hand:
            g.discard_from_hand(hand[g.rng.below(len(hand))])


card("Gongoozle", "CotA",
     text=("Play: Deal 3 damage to one creature. If that creature is not destroyed, its owner discards a random "
           "card from their hand."),
     play=seq(deal_damage(A_CREATURE, 3), do(_gongoozle)))

card("Guilty Hearts", "CotA",
     text="Play: Destroy each creature that has Æ on it.",
     play=destroy_each("any", lambda g, x, c: g.cards[x].amber > 0))


def _hecatomb_destroy(g, c):
    doomed = [x for x in g.creatures() if g.belongs_to(x, "dis")]
    c["ctrl"] = {str(x): g.cards[x].controller for x in doomed}
    c["destroyed"] = g.destroy(doomed)


def _hecatomb_gain(g, c):
    gone = destroyed_this_way()(g, c)
    for p in (c["me"], 1 - c["me"]):
        g.gain(p, sum(1 for x in gone if c["ctrl"][str(x)] == p))


card("Hecatomb", "CotA",
     text=("Play: Every Dis creature is destroyed. For each creature under their control destroyed this way, a "
           "player gains 1Æ."),
     play=seq(do(_hecatomb_destroy), do(_hecatomb_gain)))


def _opponent_forged_last_turn(g, c):
    return keys_forged_on(g, 1 - c["me"], g.previous_turn(1 - c["me"])) > 0


card("Tendrils of Pain", "CotA",
     text="Play: Deal 1D to each creature. If your opponent forged a key on their previous turn, deal 4D to "
          "each creature instead.",
     play=damage_each("any", lambda g, c: 4 if _opponent_forged_last_turn(g, c) else 1))


def _unforge(g, c):
    k = c.get("key")
    if k is not None:
        g.unforge(1 - c["me"], k)


card("Key Hammer", "CotA",
     text=("Play: If the opponent forged a key during their last turn, that key becomes unforged. The opponent gains "
           "6Æ."),
     play=seq(ChooseOption("key", lambda g, c: g.keys_forged_and_kept(1 - c["me"],
                                                                           g.previous_turn(1 - c["me"])),
                           "Choose the key to unforge", kind="key"),
              do(_unforge), do(lambda g, c: g.gain(1 - c["me"], 6), "gain")))

card("Poltergeist", "CotA",
     text="Play: Use one artifact, whoever controls it, as though you controlled it. Then that artifact is destroyed.",
     play=seq(choose("t", artifacts("any")), use("t"), destroy("t")))

card("Three Fates", "CotA",
     text="Play: Destroy the 3 most powerful creatures.",
     play=seq(most_powerful("t", A_CREATURE, 3), destroy("t")))

card("Drumble", "CotA",
     text="Elusive.\nPlay: If the opponent holds 7Æ or more, capture every Æmber they have.",
     play=if_(lambda g, c: opponent_amber(g, c) >= 7, capture(opponent_amber)))

_FIGHT_DAMAGE_TO = static("fight_damage_to", lambda g, src, cid, le: cid == le["target"])


def _gabos(g, c):
    to = (c.get("to") or [None])[0]
    if to is not None and g.in_play(c["src"]):
        g.add_lasting(_FIGHT_DAMAGE_TO, c["src"], c["me"], "turn", target=c["src"], fight_of=c["src"], to=to)


card("Gabos Longarms", "CotA",
     text="Before Fight: Choose a creature. Gabos Longarms deals its fight damage to that creature instead of "
          "the one it fights.",
     before_fight=seq(choose("to", A_CREATURE), do(_gabos)))


def _greking_can(g, c):
    # a gigantic creature comes back whole, both halves, or not at all (001 GIGANTIC); one that never reached the
    # discard pile (purged by Annihilation Ritual, returned by Phoenix Heart) stays where it is, and no flank is asked
    victim = c["ev"]["card"]
    return g.cards[victim].zone == DISCARD and all(g.cards[h].zone == DISCARD for h in c["ev"].get("halves") or [])


def _greking(g, c):
    victim = c["ev"]["card"]
    halves = c["ev"].get("halves") or []
    if _greking_can(g, c):
        g.say(f"{g.pname(c['me'])} puts {g.cname(victim)} into play")
        g.put_into_play(victim, c["me"], c.get("flank", "right"))
        for h in halves:
            g.join_half(h, victim)


card("Overlord Greking", "CotA",
     text=("Each time an enemy creature is destroyed in a fight with Overlord Greking (whichever of them attacked), "
           "that creature enters play under your control."),
     reactions=[reaction("destroyed", enemy_destroyed_fighting_self,
                         if_(_greking_can, seq(ChooseFlank(entering=lambda g, c: c["ev"]["card"]), do(_greking))))])

card("Pit Demon", "CotA",
     text="Action: Steal 1Æ.",
     actions=[steal(1)])

card("Pitlord", "CotA",
     text="Taunt.\nAs long as Pitlord is in play, Dis is the only house you may choose as your active house.",
     statics=[static("must_choose_house", lambda g, src, p, le: p == g.cards[src].controller, "dis")])

_CANNOT_CHOOSE = static("cannot_choose_house", lambda g, src, p, le: p != le["me"], lambda g, src, le: le["house"])


def _restringuntus(g, c):
    if g.in_play(c["src"]):
        g.add_lasting(_CANNOT_CHOOSE, c["src"], c["me"], "leaves_play", target=c["src"], house=c["house"])


card("Restringuntus", "CotA",
     text="Play: Choose a house. Until Restringuntus leaves play, your opponent cannot choose that house as "
          "their active house.",
     play=seq(choose_house(), do(_restringuntus)),
     named=named_by(_restringuntus))

card("Shaffles", "CotA",
     text="At the end of your turn, your opponent loses 1Æ.",
     reactions=[reaction("turn_end", lambda g, src, ev, le: ev["player"] == g.cards[src].controller, lose(1))])

card("Tolas", "CotA",
     text="Elusive.\nEach time a creature is destroyed, the opponent of its controller gains 1Æ.",
     reactions=[reaction("destroyed", lambda g, src, ev, le: ev["creature"],
                         do(lambda g, c: g.gain(1 - c["ev"]["controller"], 1), "gain"))])

def _creature_card(g, cid):
    return g.cards[cid].defn.type == "creature"


# --- Actions ------------------------------------------------------------------------------------


card("Hysteria", "CotA",
     text="Play: Every creature returns to its owner's hand.",
     play=return_each_creature_to_hand())     # same words as Catch and Release: one block


card("Pandemonium", "CotA",
     text="Play: Every creature with no damage captures 1Æ from its opponent.",
     play=each_captures("any", lambda g, x, c: g.cards[x].damage == 0))

_NO_ARMOR = static("set_armor", lambda g, src, cid, le: cid in le["cards"], 0)


def _red_hot(g, c):
    lost = [(x, g.armor(x)) for x in g.players[1 - c["me"]].battleline if g.armor(x) > 0]
    if not lost:
        return
    g.add_lasting(_NO_ARMOR, c["src"], c["me"], "turn", cards=[x for x, _ in lost])
    g.deal_damage(lost, c["src"])


card("Red-Hot Armor", "CotA",
     text="Play: Every enemy creature that has armor loses all of it for the rest of the turn, and is dealt 1D "
          "per point of armor it lost this way.",
     play=do(_red_hot))


# --- Artifacts ----------------------------------------------------------------------------------

card("Annihilation Ritual", "CotA",
     text="A creature that would go from play to a discard pile is purged instead.",
     statics=[static("purge_instead")])

card("Key to Dis", "CotA",
     text="Omni: Sacrifice Key to Dis. Destroy every creature.",
     omnis=[seq(sacrifice_self(), destroy_each("any"))])

card("Lash of Broken Dreams", "CotA",
     text="Action: During your opponent's next turn, keys cost +3Æ.",
     actions=[keys_cost_more_on_opponents_next_turn(3)])

card("Library of the Damned", "CotA",
     text="Action: Put a card from your hand into your archives.",
     actions=[archive_from_hand(1)])


def _lifeward_lock(g, src, cid, le):
    return g.turn > le["turn"] and g.active != le["me"] and g.face(cid).type == "creature"   # as played


card("Lifeward", "CotA",
     text="Omni: Destroy Lifeward. During their next turn, your opponent cannot play creatures.",
     omnis=[seq(destroy_self(),
                lasting(static("cannot_play", _lifeward_lock), until="next_turn"))])


def _altar_purge(g, c):
    for x in c.get("t") or []:
        if g.cards[x].zone == BATTLELINE:
            name = g.cname(x)
            if g.leave_play_to(x, PURGED):
                g.say(f"{name} is purged")
                c["did"] = True


card("Sacrificial Altar", "CotA",
     text="Action: Purge one of your Human creatures in play. If it is purged, play a creature card from "
          "your discard pile.",
     actions=[seq(Choose("t", FRIENDLY_CREATURE.where(lambda g, x, c: "human" in g.traits(x)).candidates,
                         prompt="Choose a friendly Human creature to purge"),
                  do(_altar_purge, "purge"),
                  # mandatory: every creature there is offered, and the play of one that cannot be played now
                  # (alpha after this use) fails, as for Shadys (docs/architecture.md, "How decisions are posed")
                  if_(did(), seq(Choose("p", in_my_zone("discard", _creature_card).candidates,
                                        prompt="Choose a creature in your discard pile to play"),
                                 play_chosen("p", "discard"))))])


def _screaming_cave(g, c):
    pl = g.players[c["me"]]
    g.say(f"{g.pname(c['me'])} shuffles their hand and discard pile into their deck")
    if pl.hand:
        g.shuffle_into_deck(list(pl.hand))
    # the discard pile is shuffled into the deck too: "after you shuffle your discard pile …" (Sabira the Medium)
    g.shuffle_discard_into_deck(c["me"])


card("Screaming Cave", "CotA",
     text="Action: Shuffle the cards in your hand and in your discard pile into your deck.",
     actions=[do(_screaming_cave)])

card("Soul Snatcher", "CotA",
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
card("Eater of the Dead", "CotA",
     text="After Fight/After Reap: Purge a creature card from either discard pile; if one is purged, "
          "Eater of the Dead gets a +1 power counter.",
     fight=_EATER, reap=_EATER)


def _imp_lock(g, src, cid, le):
    me = g.cards[src].controller
    return g.active != me and len(g.logged("played", g.active, g.turn)) >= 2


card("Ember Imp", "CotA",
     text="Your opponent cannot play more than 2 cards per turn.",
     statics=[static("cannot_play", _imp_lock)])


_GUARDIAN = seq(heal(Target(A_CREATURE.candidates, "Choose a creature to heal up to 2 damage from"), 2,
                     key="h", up_to=True),
                Choose("t", A_CREATURE.where(lambda g, x, c: x not in (c.get("h") or [])).candidates,
                       prompt="Choose another creature to deal the healed amount to"),
                if_(lambda g, c: c.get("healed", 0) > 0,
                    do(lambda g, c: g.deal_damage([(x, c["healed"]) for x in c.get("t") or []
                                                   if g.cards[x].zone == BATTLELINE], c["src"]), "damage")))
card("Guardian Demon", "CotA",
     text="Play/After Fight/After Reap: Heal up to 2 damage from a creature, then deal as much damage as was "
          "healed to another creature.",
     play=_GUARDIAN, fight=_GUARDIAN, reap=_GUARDIAN)


def _master(n):
    target = A_CREATURE.where(lambda g, x, c: g.power(x) == n, f"Choose a creature with {n} power")
    return may(f"Destroy a creature with {n} power?", destroy(target),
               possible=lambda g, c: bool(target.candidates(g, c)))


card("Master of 1", "CotA",
     text="After Reap: You may destroy a creature that has 1 power.",
     reap=_master(1))

card("Master of 2", "CotA",
     text="After Reap: You may destroy a creature that has 2 power.",
     reap=_master(2))

card("Master of 3", "CotA",
     text="After Reap: You may destroy a creature that has 3 power.",
     reap=_master(3))


def _snudge_targets(g, c):
    out = []
    for p in (c["me"], 1 - c["me"]):
        out += [x for x in g.players[p].battleline if g.is_flank(x)]
        out += list(g.players[p].artifacts)
    return out


_SNUDGE = return_to_hand(Target(_snudge_targets, "Choose an artifact or a flank creature"))
card("Snudge", "CotA",
     text="After Fight/After Reap: Put one artifact or one flank creature back into its owner's hand.",
     fight=_SNUDGE, reap=_SNUDGE)

card("Succubus", "CotA",
     text="Your opponent refills their hand to 1 card fewer in their \"draw cards\" step.",
     statics=[static("hand_size", lambda g, src, p, le: p != g.cards[src].controller, -1)])

card("Tentacus", "CotA",
     text="To use an artifact, your opponent must pay you 1Æ.",
     statics=[static("use_tax", lambda g, src, cid, le: is_type_now(g, cid, "artifact"), 1)])

card("Truebaru", "CotA",
     text="To play Truebaru, you must lose 3Æ.\nTaunt.\nDestroyed: Gain 5Æ.",
     statics=[static("play_if", None, lambda g, p: g.players[p].amber >= 3), static("play_lose", None, 3)],
     destroyed=gain(5))


# --- Upgrades -----------------------------------------------------------------------------------

def _collar_key(g, c):
    return f"collar:{c['src']}"


def _collar_take(g, c):
    src = c["src"]
    host = g.cards[src].host
    if host < 0 or g.cards[host].zone != BATTLELINE:
        return
    # a hold: the creature is its controller's while the Collar stays (effects.hold_control); already theirs, the
    # hold still keeps it when an earlier control effect ends
    hold_control(g, host, c["me"], _collar_key(g, c), src, c.get("flank", "right"))


def _collar_moved_release(g, c):
    # moved off a creature it held with no hold recorded (a scenario's setup): that creature goes to its owner
    prev = (c.get("ev") or {}).get("prev", -1)
    if prev >= 0 and g.cards[prev].zone == BATTLELINE and g.cards[prev].controller != g.cards[prev].owner:
        return [[prev, g.cards[prev].owner]]
    return []


def _collar_moved(g, src, ev, le):
    return ev["card"] == src and not ev.get("entered") and ev.get("prev", -1) >= 0 and ev["prev"] != ev["host"]


def _collar_setup_release(g, c):
    # No hold: the Collar was already on the creature when the game state began (a scenario's setup), so its
    # controller holds the creature only through it; it goes back to its owner (also once it is no longer a creature:
    # the Collar is discarded as De-Animator's mineralize counter makes it an artifact)
    host = c.get("host", -1)
    if (host >= 0 and g.cards[host].zone in (BATTLELINE, ARTIFACTS) and g.cards[host].controller == c["me"]
            and g.cards[host].owner != c["me"]):
        return [[host, g.cards[host].owner]]
    return []


class _CollarFlank(Step):
    """The active player chooses the flank the collared creature goes to (ctx['flank'])."""

    def run(self, game, frame):
        ctx = frame.ctx
        host = game.cards[ctx["src"]].host
        if host < 0 or game.cards[host].controller == ctx["me"]:
            ctx["flank"] = "right"
            return True
        ans = game.ask_flank(frame, game.players[ctx["me"]].battleline, f"Choose a flank for {game.cname(host)}")
        if ans is None:
            return False
        ctx["flank"] = ans
        return True


# moved to another creature (Big Magnet, Refit, Envoy of Ekwirrĕ's swap): it stops controlling the one it left,
# and its controller takes the one it is on now
_COLLAR_MOVED = seq(ReleaseControl(_collar_key, _collar_moved_release), _CollarFlank(),
                    do(_collar_take, "take control"))

card("Collar of Subordination", "CotA",
     text="The player who controls Collar of Subordination controls this creature.",
     # a constant ability, not a Play: one: control passes as the Collar attaches, before its bonus icons resolve
     # (001:1717-1725), however it came into play attached
     reactions=[reaction("attached", lambda g, src, ev, le: ev["card"] == src and bool(ev.get("entered")),
                         seq(_CollarFlank(), do(_collar_take, "take control")), before_play=True),
                reaction("leaves_play", lambda g, src, ev, le: True,
                         ReleaseControl(_collar_key, _collar_setup_release)),
                reaction("attached", _collar_moved, _COLLAR_MOVED),
                reaction("upgrade_moved", _collar_moved, _COLLAR_MOVED)])   # swapped with its creature (Envoy)

card("Flame-Wreathed", "CotA",
     text="This creature gets +2 power and gains hazardous 2 (before it is attacked, deal 2D to the attacker).",
     statics=[static("power", host_only(), 2), static("keyword", host_only(), ("hazardous", 2))])

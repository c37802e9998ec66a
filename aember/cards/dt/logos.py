"""Dark Tidings — Logos."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    add_power_counters,
    archive_from_hand,
    archive_top,
    cards_played_this_turn,
    choose,
    creatures_in_excess,
    damage_each,
    deal_damage,
    destroyed_this_way,
    do,
    draw,
    exhaust_up_to,
    forge_key,
    gain,
    granted_use_ability,
    host_is,
    if_,
    in_my_zone,
    lasting,
    lose,
    may_choose,
    opponent_discards_random,
    play_chosen,
    play_top_of_deck,
    purge_self,
    raise_tide,
    reaction,
    repeat,
    seq,
    static,
    steal,
    tide_high,
    tide_raised_by,
    tide_turns,
    unforge_opponent_key,
)
from aember.engine.state import BATTLELINE, DECK, DISCARD, HAND, IN_PLAY
from aember.engine.steps import Choose, ChooseOne, Step


def _archive_top(g, c):
    p = c["ev"]["player"]
    deck = g.players[p].deck
    if deck:
        g.archive(deck[0], p)


card("Hydrocataloguer", "DT",
     text="[Tide] Each time a player raises the tide, that player puts the top card of their deck into their archives.",
     reactions=[reaction("tide_raised", lambda g, src, ev, le: True, do(_archive_top))])


# --- Armadrone, Binary Moray, Captain Kresage, Old Egad, PI Sweven, Prof. Garwynne, Talmage Steelheart,
#     and their Evil Twins

card("Armadrone", "DT", text="Fight: Steal 1Æ.", fight=steal(1))
card("Armadrone (Evil Twin)", "DT", text="Fight: Steal 2Æ.", fight=steal(2))

_MORAY_TIDE = [reaction("tide_raised", tide_raised_by("me"), do(lambda g, c: g.ready(c["src"]), "ready")),
               reaction("tide_raised", tide_raised_by("opponent"), do(lambda g, c: g.exhaust(c["src"]), "exhaust"))]
card("Binary Moray", "DT",
     text=("[Tide] Each time you raise the tide, Binary Moray becomes ready.\n"
           "[Tide] Each time your opponent raises the tide, Binary Moray becomes exhausted.\n"
           "Reap: Archive a card."),
     reactions=_MORAY_TIDE, reap=archive_from_hand(1))
card("Binary Moray (Evil Twin)", "DT",
     text=("Skirmish.\n"
           "[Tide] Each time you raise the tide, Binary Moray becomes ready.\n"
           "[Tide] Each time your opponent raises the tide, Binary Moray becomes exhausted."),
     reactions=_MORAY_TIDE)

_KRESAGE_WORDS = ("elusive", "taunt", "poison", "skirmish")


_KRESAGE_ASKING: set = set()      # (game, Kresage, keyword) being worked out now


def _kresage_copies(kw):
    def applies(g, src, cid, le):
        if cid != src:
            return False
        key = (id(g), src, kw)
        if key in _KRESAGE_ASKING:
            # another Captain Kresage is asking whether this one has kw: only what this one has from elsewhere
            # counts, so two Kresages give each other a keyword only when one of them really has it (an upgrade)
            return False
        me = g.cards[src].controller
        _KRESAGE_ASKING.add(key)
        try:
            return any(g.has_keyword(x, kw) for x in g.players[me].battleline if x != src)
        finally:
            _KRESAGE_ASKING.discard(key)
    return static("keyword", applies, (kw, 1))


card("Captain Kresage", "DT",
     text=("If you control another creature that has elusive, taunt, poison or skirmish, Captain Kresage has each "
           "such keyword as well."),
     statics=[_kresage_copies(kw) for kw in _KRESAGE_WORDS])
card("Captain Kresage (Evil Twin)", "DT",
     text="Each creature loses elusive, taunt, poison and skirmish.",
     statics=[static("lose_keyword", lambda g, src, cid, le: True, kw) for kw in _KRESAGE_WORDS])

card("Old Egad", "DT",
     text="Destroyed: Ward each of Old Egad's neighbors.",
     destroyed=do(lambda g, c: [g.ward(x) for x in g.neighbors(c["src"])], "ward neighbors"))
card("Old Egad (Evil Twin)", "DT",
     text="Destroyed: Enrage each enemy creature.",
     destroyed=do(lambda g, c: [g.enrage(x) for x in g.players[1 - c["me"]].battleline], "enrage each"))

card("PI Sweven", "DT",
     text="[Tide] Reap: If the tide is high, draw 3 cards.",
     reap=if_(tide_high, draw(3)))
card("PI Sweven (Evil Twin)", "DT",
     text="[Tide] Reap: When the tide is high, discard a card at random from your opponent's hand.",
     reap=if_(tide_high, opponent_discards_random(1)))


def _to_hand(g, c):
    for x in c.get("t") or []:
        if g.cards[x].zone == "archives":
            # archives and hand are hidden zones (001:1602-1604, 2328-2332): only their player knows the card
            g.say(f"{g.pname(c['me'])} takes {g.cname(x)} from their archives", to=c["me"])
            g.say(f"{g.pname(c['me'])} takes a card from their archives into their hand")
            g.move(x, HAND)


_TAKE_ARCHIVED = may_choose("Take a card from your archives into your hand?",
                            in_my_zone("archives", prompt="Choose a card in your archives"), do(_to_hand, "to hand"))
card("Prof. Garwynne", "DT",
     text="Elusive.\nReap: You may take a card of your choice from your archives into your hand.",
     reap=_TAKE_ARCHIVED)
card("Prof. Garwynne (Evil Twin)", "DT",
     text="Skirmish.\nFight: You may take a card of your choice from your archives into your hand.",
     fight=_TAKE_ARCHIVED)

card("Talmage Steelheart", "DT",
     text="Play: Talmage Steelheart gets a +1 power counter for each card you have played this turn, this one "
          "included.",
     play=add_power_counters(None, cards_played_this_turn))
card("Talmage Steelheart (Evil Twin)", "DT",
     text="Play: Deal damage to an enemy creature: as much as the number of cards you have played this turn, this "
          "one included.",
     play=deal_damage(ENEMY_CREATURE, cards_played_this_turn))


# --- the Dr. Verokter set

def _verokter_top(g, c):
    for x in c.get("t") or []:
        if g.cards[x].zone == DISCARD:
            g.say(f"{g.pname(c['me'])} puts {g.cname(x)} on top of their deck")
            g.move(x, DECK)


card("Dr. Verokter", "DT",
     text="Elusive.\nReap: Choose an upgrade or action card in your discard pile and put it on top of your deck.",
     reap=seq(choose("t", in_my_zone("discard", lambda g, x: g.cards[x].defn.type in ("upgrade", "action"),
                                     "Choose an upgrade or action card in your discard pile")),
              do(_verokter_top, "to deck")))

card("Rooftop Laboratory", "DT",
     text="Friendly Scientist creatures enter play ready.",
     statics=[static("enters_ready", lambda g, src, cid, le: g.cards[cid].controller == g.cards[src].controller
                     and "scientist" in g.traits(cid))])

card("Reckless Experimentation", "DT",
     text="This creature gains \"Reap: Play the top card of your deck.\"",
     reactions=granted_use_ability(("reaped",), host_is, play_top_of_deck()))


def _controls_all_three(g, c):
    me = c["me"]
    mine = {g.cname(x.cid) for x in g.cards if x.zone in IN_PLAY and x.controller == me}
    return {"Dr. Verokter", "Rooftop Laboratory", "Reckless Experimentation"} <= mine


card("Groundbreaking Discovery", "DT",
     text=("Play: If Dr. Verokter, Rooftop Laboratory and Reckless Experimentation are all under your control, "
           "every card in play is destroyed, one of your opponent's keys is unforged and Groundbreaking Discovery "
           "is purged."),
     play=if_(_controls_all_three,
              seq(do(lambda g, c: g.destroy([x.cid for x in g.cards if x.zone in IN_PLAY]), "destroy each card"),
                  unforge_opponent_key(), purge_self())))


# --- the other Logos cards

card("Backup Plan", "DT",
     text="Play: Archive the top card of your deck once for each creature your opponent controls beyond the number "
          "you control.",
     play=archive_top(creatures_in_excess()))

card("Chronophage", "DT",
     text="Creatures and artifacts your opponent controls gain omega. (After such a card is played, the step ends.)",
     statics=[static("keyword", lambda g, src, cid, le: g.cards[cid].controller != g.cards[src].controller
                     and g.cards[cid].zone in (BATTLELINE, "artifacts"), ("omega", 1))])


def _keysis_cost(g, c):
    return max(0, g.key_cost(c["me"]) + 7 - cards_played_this_turn(g, c))


card("Honors Keysis", "DT",
     text=("Play: Forge a key at +7Æ current cost, minus 1Æ per card you have played this turn (counting this one). "
           "If a key is forged this way, purge Honors Keysis."),
     play=seq(forge_key(_keysis_cost), if_(lambda g, c: bool(c.get("forged")), purge_self())))


def _ruins_sixth(g, src, ev, le):
    return len(g.logged("played", ev["player"], g.turn)) == 6


def _ruins_pay(g, c):
    src = c["src"]
    n = g.cards[src].amber
    if n > 0 and g.in_play(src):
        g.cards[src].amber = 0
        g.add_to_pool(c["ev"]["player"], n, f"{n}Æ moves from {g.cname(src)} to {g.pname(c['ev']['player'])}'s pool")


def _ruins_fill(g, c):
    if g.in_play(c["src"]):
        g.cards[c["src"]].amber += 4
        g.say(f"4Æ is put on {g.cname(c['src'])}")


card("Ruins of Archonis", "DT",
     text="Play: Put 4Æ from the common supply on Ruins of Archonis. Archive a card.\nAfter a player plays their "
          "sixth card of a turn, if Ruins of Archonis is ready, move all the Æ on it to that player's pool.",
     play=seq(do(_ruins_fill, "put 4 amber"), archive_from_hand(1)),
     # "if Ruins of Archonis is ready": checked as it resolves (it triggers after every sixth card played; another
     # ability of that moment ordered first, such as the card's own Play:, may ready or exhaust it)
     reactions=[reaction("played", _ruins_sixth,
                         if_(lambda g, c: not g.cards[c["src"]].exhausted, do(_ruins_pay, "move amber")))])

card("SLRS Austeralis", "DT",
     text="Action: Exhaust up to 3 friendly Logos creatures. Play the top card of your deck once for each creature "
          "exhausted this way, one at a time.",
     actions=[seq(exhaust_up_to(3, lambda g, x: g.belongs_to(x, "logos")),
                  repeat(lambda g, c: len(c.get("exhausted") or []), play_top_of_deck()))])

card("Tide Warp", "DT",
     text="[Tide] At the start of your turn: if the tide is high, your opponent raises the tide; if not, you "
          "raise it.",
     reactions=[reaction("turn_start", lambda g, src, ev, le: ev["player"] == g.cards[src].controller,
                         tide_turns())])

card("Archon’s Callback", "DT",
     text="Omega.\nPlay: Draw 5 cards.",
     play=draw(5))


class _ChooseTwoOfDifferentTypes(Step):
    """Forgive or Forget: 'archive 2 cards of different types from your discard pile' is one list decision (2
    cards, or 1 when the pile holds a single card type) whose cards must each be of a type of their own."""

    def run(self, game, frame):
        ctx = frame.ctx
        if frame.answer is None:
            cands = list(game.players[ctx["me"]].discard)
            n = min(2, len({game.cards[x].defn.type for x in cands}))
            if n == len(cands):         # the only legal answer: every card (of different types)
                ctx["_fof"] = cands
                return True
            ans = game.ask(frame, game.active, "targets", cands,
                           "Choose 2 cards of different types in your discard pile to archive", min_count=n,
                           max_count=n, groups={x: (game.cards[x].defn.type,) for x in cands})
            if ans is None:
                return False
        else:
            ans = frame.answer
            frame.answer = None
        ctx["_fof"] = list(ans) if isinstance(ans, (list, tuple)) else [ans]
        return True


def _fof_archive(key):
    def fn(g, c):
        for x in c.get(key) or []:
            if g.cards[x].zone == DISCARD:
                g.archive(x, c["me"])
    return fn


def _purge_up_to_two(p_of):
    def fn(g, c):
        for x in c.get(f"_pg{p_of}") or []:
            if g.cards[x].zone == DISCARD:
                g.purge(x)
    return fn


def _discard_of(which):
    return lambda g, c: list(g.players[c["me"] if which == 0 else 1 - c["me"]].discard)


card("Forgive or Forget", "DT",
     text=("Play: Choose one:\n"
           "• Put 2 cards from your discard pile into your archives; they must be of different card types.\n"
           "• From each discard pile, purge up to 2 cards."),
     play=ChooseOne({
         "Archive 2 cards of different types from your discard pile":
             seq(_ChooseTwoOfDifferentTypes(), do(_fof_archive("_fof"), "archive")),
         "Purge up to 2 cards from each discard pile":
             seq(Choose("_pg0", _discard_of(0), 2, True, "Choose up to 2 cards in your discard pile to purge"),
                 do(_purge_up_to_two(0), "purge"),
                 Choose("_pg1", _discard_of(1), 2, True, "Choose up to 2 cards in your opponent's discard pile "
                                                        "to purge"),
                 do(_purge_up_to_two(1), "purge"))}))

card("Isotropic Core", "DT",
     text="Each friendly creature gains hazardous 1.",
     statics=[static("keyword", lambda g, src, cid, le: g.cards[cid].controller == g.cards[src].controller
                     and g.cards[cid].zone == BATTLELINE, ("hazardous", 1))])


def _buoy(g, c):
    p = c["ev"]["player"]
    return g.tide is not None and g.tide_for(p) == 1


card("Mechabuoy", "DT",
     text="[Tide] At the start of each player's turn, that player gains 1Æ if the tide is high for them.",
     # "if the tide is high for that player": checked as it resolves (it triggers at the start of every turn)
     reactions=[reaction("turn_start", lambda g, src, ev, le: True,
                         if_(_buoy, do(lambda g, c: g.gain(c["ev"]["player"], 1), "gain")))])

card("Mind Bullets", "DT",
     text="Play: For each card you have played this turn (this one included), deal 1D to each creature.",
     play=damage_each("any", cards_played_this_turn))     # dealt at once (001:1076)

card("Think Twice", "DT",
     text="Play: Choose an action card in your discard pile, play it, and afterwards purge it.",
     play=seq(choose("again", in_my_zone("discard", lambda g, x: g.cards[x].defn.type == "action",
                                         "Choose an action card in your discard pile")),
              play_chosen("again", "discard"),
              do(lambda g, c: [g.purge(x) for x in c.get("again") or [] if g.cards[x].zone == DISCARD], "purge")))


def _seaborg_tide(g, c):
    return bool(c.get("killed"))


card("Austeralis Seaborg", "DT",
     text="[Tide] Reap: Deal 2D to a creature. If that damage destroys it, raise the tide.",
     reap=seq(deal_damage(A_CREATURE, 2), if_(_seaborg_tide, raise_tide())))

card("Bilgewarden", "DT",
     text="[Tide] Play/Reap: You raise the tide, unless it is already high, in which case your opponent raises it.",
     play=tide_turns(), reap=tide_turns())


def _fa_record(g, c):
    c["fa_was"] = {str(x): g.cards[x].controller for x in g.creatures()}
    c["destroyed"] = g.destroy(g.creatures())


def _fa_count(g, c):
    was = c.get("fa_was") or {}
    # destroyed this way: left play, or still tagged while an outer destruction resolves (played by Jargogle's
    # Destroyed:), as Hecatomb and Mass Buyout count them (destroyed_this_way)
    gone = destroyed_this_way()(g, c)
    c["fa_n"] = {str(p): sum(1 for x in gone if was.get(str(x)) == p) for p in (0, 1)}


def _fa_draws(active: bool):
    """The active player's draws, then the other's: one card per step (001:538-541), so what a draw sets off
    (Ihaka of the Depths) resolves before the next card (001:1544-1546)."""
    def who(g):
        return g.active if active else 1 - g.active
    return repeat(lambda g, c: (c.get("fa_n") or {}).get(str(who(g)), 0),
                  do(lambda g, c: g.draw(who(g), 1), "draw"))


card("Final Analysis", "DT",
     text="Play: Destroy each creature. Each player draws a card for each of their creatures destroyed this way.",
     play=seq(do(_fa_record, "destroy each creature"), do(_fa_count, "count"), _fa_draws(True), _fa_draws(False)))

_SCIENCE = reaction("played", lambda g, src, ev, le: ev["player"] == le["me"] and ev["card"] != src
                    and g.cards[ev["card"]].defn.type == "action", gain(1))
card("Science!", "DT",
     text="Play: For the rest of the turn, you gain 1Æ each time you play another action card.",
     play=lasting(_SCIENCE))


def _charge_turn(g, src, ev, le):
    host = g.cards[src].host
    return host >= 0 and g.cards[host].zone == BATTLELINE and ev["player"] == g.cards[host].controller


def _charge_zap(g, c):
    host = g.cards[c["src"]].host
    if host >= 0 and g.cards[host].zone == BATTLELINE:
        # the ability is the creature's ("This creature gains"): the creature deals the damage (001:3200-3208)
        g.deal_damage([(x, 2) for x in g.neighbors(host)], host)


card("Static Charge", "DT",
     text='This creature gains "At the start of your turn, this creature\'s neighbors are each dealt 2D."',
     reactions=[reaction("turn_start", _charge_turn, do(_charge_zap, "damage neighbors"), gained=True)])


def _half_each(g, c):
    for p in (g.active, 1 - g.active):
        g.lose(p, g.players[p].amber // 2)


card("Submersive Principle", "DT",
     text=("[Tide] Play: Each player loses 1Æ, or, if the tide is high, half of their Æ instead (round the amount "
           "lost down)."),
     play=if_(tide_high, do(_half_each, "lose half"), seq(lose(1, "me"), lose(1))))

card("Theory or Conjecture", "DT",
     text=("Play: Choose one:\n"
           "• Put the top 2 cards of your deck into your archives.\n"
           "• Play the card on top of your deck."),
     play=ChooseOne({"Archive the top 2 cards of your deck": archive_top(2),
                     "Play the top card of your deck": play_top_of_deck()}))

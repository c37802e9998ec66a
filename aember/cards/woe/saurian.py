"""Winds of Exchange — Saurian."""

from aember.cards.define import card
from aember.engine.effects import (
    FRIENDLY_CREATURE,
    ChooseOption,
    archive_from_hand,
    archive_self,
    capture,
    choose,
    counter_of,
    destroy,
    destroy_each,
    destroy_half_of_each_battleline,
    do,
    draw,
    each_player_takes_back_own,
    ev_mine,
    exalt,
    exalted_friendly_this_turn,
    gain,
    granted_use_ability,
    has_counter_on_self,
    host_only,
    if_,
    keys_cost_more_on_opponents_next_turn,
    lose,
    make_token_left_of_self,
    make_tokens,
    may,
    may_choose,
    may_exalt_self_then,
    may_put_counter_on_titled,
    move_amber_to_pool,
    next_creature_used_cannot,
    on_target,
    play_from_archives,
    power_to_left_for_turn,
    put_on_deck,
    reaction,
    ready,
    seq,
    static,
    until_end_of_turn_on,
    use,
    ward,
)


def _more_enemies(g, c):
    return len(g.creatures(1 - c["me"])) > len(g.creatures(c["me"]))


def _amber_on_exalted(g, c):
    return sum(g.cards[x].amber for x in c.get("exalted") or [] if g.in_play(x))


def _to_left(g, cid):
    """The creatures to the left of a creature in its battleline."""
    line = g.players[g.cards[cid].controller].battleline
    return line[:line.index(cid)] if cid in line else []


def _right_neighbor(g, cid):
    line = g.players[g.cards[cid].controller].battleline
    i = line.index(cid) if cid in line else -1
    return [line[i + 1]] if 0 <= i < len(line) - 1 else []


def _exhausted_to_left(g, cid):
    return sum(1 for x in _to_left(g, cid) if g.cards[x].exhausted)


# --- token creatures ---

card("Bellatoran Warrior", "WoE", text="")

card("Scholar", "WoE",
     text="After Reap: Draw a card.",
     reap=draw(1))

card("Senator", "WoE",
     text="Action: During your opponent's next turn, every key costs +1Æ.",
     actions=[keys_cost_more_on_opponents_next_turn(1)])

card("Trooper", "WoE",
     text="After Fight/After Reap: Trooper exalts itself.",
     reap=exalt(), fight=exalt())

# --- actions ---

card("Arm the Plebeians", "WoE",
     text="Play: Make a token creature and ward it.",
     play=seq(make_tokens(1), ward("made")))

card("Pax Sauriana", "WoE",
     text="Play: Every creature in play gains a ward.",
     play=do(lambda g, c: [g.ward(x) for x in g.creatures()], "ward each"))


def _lowest_power(g, x, c):
    return g.power(x) == min(g.power(y) for y in g.creatures())


card("Pale Into Insignificance", "WoE",
     text="Play: Destroy every creature whose power is the lowest in play (ties all go).",
     play=destroy_each("any", _lowest_power))

card("Epic Poem", "WoE",
     text="Play: Exalt one of your creatures, then gain 1Æ per Æ on it.",
     play=seq(exalt(FRIENDLY_CREATURE), gain(_amber_on_exalted)))

card("Inspiring Oration", "WoE",
     text="Play: Exalt one of your creatures, then make one token creature per Æ on it.",
     play=seq(exalt(FRIENDLY_CREATURE), make_tokens(_amber_on_exalted)))

card("Conscription", "WoE",
     text=("Play: If your opponent has more creatures than you, make token creatures equal to how many more "
           "they have."),
     play=make_tokens(lambda g, c: max(0, len(g.creatures(1 - c["me"])) - len(g.creatures(c["me"])))))

# --- creatures ---

card("Longusaur Lector", "WoE",
     text="Play/After Reap: Longusaur Lector may exalt itself, and in that case you make one token creature.",
     play=may_exalt_self_then(make_tokens(1)), reap=may_exalt_self_then(make_tokens(1)))

card("Ballistego", "WoE",
     text=("Ballistego has splash-attack 3 while it has Æ on it. (Attacking, it also deals 3D to each neighbor of "
           "the creature it attacks.)\nPlay: You may exalt Ballistego."),
     statics=[static("keyword", lambda g, src, cid, le: cid == src and g.cards[src].amber > 0,
                     ("splash-attack", 3))],
     play=may("Exalt Ballistego?", exalt(), lambda g, c: g.in_play(c["src"])))

card("Aquilia, Lone Hero", "WoE",
     text="Omni: If your opponent has more creatures than you, capture 1Æ.",
     omnis=[if_(_more_enemies, capture(1))])

card("Legionary Trainer", "WoE",
     text="Your token creatures enter play ready.\nPlay: Make a token creature.",
     statics=[static("enters_ready", lambda g, src, cid, le: g.cards[cid].controller == g.cards[src].controller
                     and g.cards[cid].is_token_creature)],
     play=make_tokens(1))

card("Grammaticus Thrax", "WoE",
     text="Enhance [capture][capture][damage].")

card("Praetor Marius", "WoE",
     text="After Reap: Capture 1Æ for every exhausted creature on Praetor Marius's left.",
     reap=capture(lambda g, c: _exhausted_to_left(g, c["src"]) if g.in_play(c["src"]) else 0))

card("Hoplite’s Dory", "WoE",
     text="This creature has +2 power for every exhausted creature on its left.",
     statics=[static("power", host_only(), lambda g, src, cid, le: 2 * _exhausted_to_left(g, cid))])


def _drusilla_outnumbered(g, src, cid, le):
    me = g.cards[src].controller
    return cid == src and len(g.creatures(1 - me)) > len(g.creatures(me))


card("Imperator Drusilla", "WoE",
     text=("Imperator Drusilla has splash-attack 4 while your opponent has more creatures than you.\n"
           "Play: Destroy one of your other creatures."),
     statics=[static("keyword", _drusilla_outnumbered, ("splash-attack", 4))],
     play=destroy(FRIENDLY_CREATURE.other()))

card("Chaosodon", "WoE",
     text=("Splash-attack 3. (Attacking, it also deals 3D to each neighbor of the creature it attacks.)\n"
           "Before Fight: Chaosodon deals 3D to each of its own neighbors."),
     before_fight=do(lambda g, c: g.deal_damage([(x, 3) for x in g.neighbors(c["src"])], c["src"])
                     if g.in_play(c["src"]) else None, "damage own neighbors"))


# --- exalting, philosophers, politicians ---

card("Recruit", "WoE",
     text="Play: Make a token creature. Archive Recruit if you have exalted one of your creatures this turn.",
     play=seq(make_tokens(1), if_(exalted_friendly_this_turn, archive_self())))


def _tullia_trigger(g, src, ev, le):
    x = ev["card"]
    me = g.cards[src].controller
    return (ev.get("by", g.active) == me and x != -1 and g.cards[x].controller == me and g.cards[x].zone == "battleline"
            and not g.cards[x].is_token_creature)


card("Aedile Tullia", "WoE",
     text="Whenever you exalt one of your creatures that is not a token, make a token creature.",
     reactions=[reaction("exalted", _tullia_trigger, make_tokens(1))])

card("Phalanx Leader", "WoE",
     text=("Play: Make a token creature directly on Phalanx Leader's left.\n"
           "After Fight/After Reap: Until the end of the turn, every creature on Phalanx Leader's left has +2 power."),
     play=make_token_left_of_self(), fight=power_to_left_for_turn(2), reap=power_to_left_for_turn(2))

card("Socraterosaurus", "WoE",
     text="After Reap: Draw a card. Then you may give Platopelta a wisdom counter.",
     reap=seq(draw(1), may_put_counter_on_titled("wisdom", "Platopelta")))

card("Platopelta", "WoE",
     text=("After Reap: If Platopelta has a wisdom counter, draw a card, archive a card, and you may give "
           "Aristotlmimus a wisdom counter. Without one, just archive a card."),
     reap=if_(has_counter_on_self("wisdom"),
              seq(draw(1), archive_from_hand(1), may_put_counter_on_titled("wisdom", "Aristotlmimus")),
              archive_from_hand(1)))

card("Aristotlmimus", "WoE",
     text=("After Reap: With a wisdom counter on it, Aristotlmimus has you draw one, archive one from hand, and then "
           "play one of your archived cards. With no wisdom counter, playing an archived card is optional."),
     reap=if_(has_counter_on_self("wisdom"),
              seq(draw(1), archive_from_hand(1), play_from_archives(optional=False)),
              play_from_archives(optional=True)))

card("Chancellor Dexterus", "WoE",
     text=("After Reap: You may exalt the creature on Chancellor Dexterus's right. If you do, until the end of the "
           "turn that creature belongs to house Saurian only."),
     reap=may("Exalt Chancellor Dexterus's right neighbor?",
              seq(do(lambda g, c: c.__setitem__("rn", _right_neighbor(g, c["src"])), "right neighbor"),
                  exalt("rn"),
                  until_end_of_turn_on("exalted", static("house_only", on_target, "saurian"))),
              lambda g, c: bool(_right_neighbor(g, c["src"]))))

card("Magistrate Crispus", "WoE",
     text="At the end of your turn, every player regains control of each creature and artifact they own.",
     reactions=[reaction("turn_end", ev_mine, each_player_takes_back_own())])

card("Tectonic Shift", "WoE",
     text=("Play: Split each player's battleline into two halves, as equal as possible and keeping their order. "
           "In each battleline, destroy every creature of one half."),
     play=destroy_half_of_each_battleline())

card("Æmbrosia Outpost", "WoE",
     text=("Action: Put one of your creatures at the bottom of its owner's deck. If you did, move 1Æ from one of "
           "your creatures to your pool."),
     actions=[seq(put_on_deck(FRIENDLY_CREATURE, top=False),
                  if_(lambda g, c: bool(c.get("put")),
                      move_amber_to_pool(FRIENDLY_CREATURE, key="from")))])


def _was_token(g, c):
    c["was_token"] = any(g.cards[x].is_token_creature for x in c.get("t") or [])


def _is_token_after_use(g, c):
    """'If it is a token creature', read once it has been used: as it is now (Gĕzdrutyŏ the Arcane flipped itself
    facedown), or as it last was in play if it has left (a token destroyed fighting)."""
    return any(g.cards[x].is_token_creature if g.in_play(x) else c.get("was_token") for x in c.get("t") or [])


card("Symposium", "WoE",
     text=("Play: Exalt one of your creatures, ready it and use it. If that was a token creature, you may then do "
           "the same with another of your creatures."),
     play=seq(choose("t", FRIENDLY_CREATURE), do(_was_token, "token?"), exalt("t"), ready("t"), use("t"),
              if_(_is_token_after_use,
                  may_choose("Exalt, ready and use another friendly creature?",
                             FRIENDLY_CREATURE.where(lambda g, x, c: x not in (c.get("t") or []),
                                                     "Choose another friendly creature"),
                             seq(exalt("u"), ready("u"), use("u")), key="u"))))

card("Training Costs", "WoE",
     text=("Training Costs can leave your hand for your discard pile only through a card's ability.\n"
           "Play: Lose 2Æ. If you cannot, shuffle Training Costs into your deck."),
     statics=[static("no_discard_by_rules")],
     play=seq(lose(2, who="me"),
              if_(lambda g, c: (c.get("lost") or 0) < 2,
                  do(lambda g, c: g.shuffle_into_deck([c["src"]]), "shuffle into deck"))))


def _vote(g, c):
    src = c["src"]
    if not g.in_play(src) or c.get("vote") not in ("Yea", "Nay"):
        return
    cd = g.cards[src]
    if cd.counters is None:
        cd.counters = {}
    name = c["vote"].lower()
    cd.counters[name] = cd.counters.get(name, 0) + 1
    g.say(f"{g.cname(src)} gets a {c['vote']} counter")
    if counter_of(g, src, "yea") >= 6:
        g.destroy([src] + g.creatures())
    elif counter_of(g, src, "nay") >= 6:
        g.destroy([x for p in (0, 1) for x in g.players[p].artifacts])


card("Election", "WoE",
     text=("Every creature has \"After Reap: Put a Yea or a Nay counter on Election.\"\n"
           "Once Election has 6 Yea counters, destroy it and every creature. Once it has 6 Nay counters, destroy "
           "every artifact."),
     reactions=granted_use_ability(("reaped",), lambda g, src, cid: True,
                                   seq(ChooseOption("vote", lambda g, c: ["Yea", "Nay"],
                                                    "Put a Yea or a Nay counter on Election"),
                                       do(_vote, "vote"))))

card("Edict of Nerotaurus", "WoE",
     text=("Whenever a creature reaps, the next creature used this turn cannot reap.\n"
           "Whenever a creature fights, the next creature used this turn cannot fight."),
     reactions=[reaction("reaped", lambda g, src, ev, le: True, next_creature_used_cannot("cannot_reap")),
                # "after a creature fights" resolves even when the fight was skipped (rulebook FIGHT)
                reaction("fought", lambda g, src, ev, le: True, next_creature_used_cannot("cannot_fight"))])

card("Rampaging Brutodon", "WoE",
     text=("Rampaging Brutodon can be used only by destroying one of your creatures first.\n"
           "Play: Make a token creature."),
     statics=[static("use_cost_destroy_friendly")],
     play=make_tokens(1))

"""Draconian Measures — Shadows."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    add_neighbors,
    choose,
    choose_amount,
    creatures_and_artifacts,
    damage_each,
    deal_damage,
    did,
    discard_top_n,
    do,
    draw,
    exhaust,
    friendly_creatures_of,
    if_,
    in_my_zone,
    least_powerful,
    lose,
    move_each_amber_to,
    neighbor_while_self_exhausted,
    next_turn_cannot_play,
    opponent_has_more_amber,
    overwhelmed_me,
    pay_opponent,
    play_chosen,
    purge_chosen,
    reaction,
    seq,
    split_damage,
    static,
    steal,
    take_control,
    while_self_exhausted,
)
from aember.engine.state import BATTLELINE

card("Cheval de Frise", "DM",
     text="Enhance [shadows][shadows].\nYour Shadows creatures have hazardous 2.",
     statics=[static("keyword", friendly_creatures_of("shadows"), ("hazardous", 2))])

card("Keep the Change", "DM",
     text="Play: Give your opponent any amount up to 6Æ from your pool, then draw one card per Æ given.",
     play=seq(choose_amount("n", lambda g, c: min(6, g.players[c["me"]].amber), "How much Æ do you pay?"),
              pay_opponent(lambda g, c: c.get("n", 0)),
              if_(did("paid"), draw(lambda g, c: c.get("n", 0)))))


def _opponent_turn_end(g, src, ev, le):
    return ev.get("player") != g.cards[src].controller


def _opponent_drew_two_in_draw_step(g, c):
    # checked as it resolves: the ability triggers at the end of every opponent's turn (FORMAT: an ability that
    # triggers but would do nothing still triggers)
    return sum(g.logged("drew_in_draw_step", 1 - c["me"], g.turn)) >= 2


card("Luis Compère", "DM",
     text="Elusive.\nAs your opponent's turn ends, when they drew at least 2 cards in that turn's \"draw cards\" step, "
          "steal 2Æ.",
     reactions=[reaction("turn_end", _opponent_turn_end, if_(_opponent_drew_two_in_draw_step, steal(2)))])

card("Rein and Cycle", "DM",
     text="Play: Give your opponent 1Æ from your pool. If you did, take control of a creature or an artifact of "
          "your opponent's.",
     play=seq(pay_opponent(1),
              if_(did("paid"), take_control(creatures_and_artifacts("enemy", "Choose an enemy creature or artifact")))))


def _archives_and_discards_into_decks(g, c):
    for p in (g.active, 1 - g.active):
        pl = g.players[p]
        archived = list(pl.archives)
        for x in archived:
            g.move(x, "deck")
        # only the decks a card went into (an abducted card goes to its owner's hand instead: no shuffle)
        went = {g.cards[x].owner for x in archived if g.cards[x].zone == "deck"}
        for o in sorted(went - {p}):
            g.shuffle_deck(o)
        if archived:
            g.say(f"{pl.name} shuffles their archives into their deck")
        # the discard pile as every "shuffle your discard pile into your deck": Sabira the Medium sees it; p's deck
        # is shuffled if either went into it
        g.shuffle_discard_into_deck(p, anyway=p in went)


def _top_of_opponent_deck(g, c):
    c["top"] = g.players[1 - c["me"]].deck[:1]


card("Blank Check", "DM",
     text="Play: Both players shuffle their archives and their discard pile into their deck. Then discard the top 5 "
          "cards of your opponent's deck, and play the card now on top of it as if you owned it.",
     play=seq(do(_archives_and_discards_into_decks, "archives and discards into decks"),
              discard_top_n(5, whose="opponent"),
              do(_top_of_opponent_deck, "top of the opponent's deck"),
              play_chosen("top", "deck")))


card("Counterfeit Controversy", "DM",
     text="Play: When your opponent has more Æ than you, they lose half of it (the loss rounded down).",
     play=if_(opponent_has_more_amber, lose(lambda g, c: g.players[1 - c["me"]].amber // 2)))


card("Ditch the Loot", "DM",
     text="Enhance [capture][capture][capture].\nPlay: Take every Æ off one creature and put it all on a different "
          "creature.",
     play=seq(choose("from", A_CREATURE.where(lambda g, x, c: True, "Choose a creature to take the Æ from")),
              if_(lambda g, c: bool(c.get("from")),
                  move_each_amber_to("from", A_CREATURE.where(lambda g, x, c: x not in c["from"],
                                                              "Choose the creature that gets the Æ")))))

card("The Watch", "DM",
     text="Elusive. Entrench.\nAs long as The Watch is exhausted, no one can steal your Æ.",
     statics=[static("no_steal", lambda g, src, p, le: while_self_exhausted(g, src, src, le)
                     and p == g.cards[src].controller)])


def _opponent_played_creature(g, src, ev, le):
    return ev.get("player") != g.cards[src].controller and g.cards[ev["card"]].defn.type == "creature"


def _damage_played(g, c):
    x = c["ev"]["card"]
    if g.cards[x].zone == BATTLELINE:
        g.deal_damage([(x, 2)], c["src"])


card("Vaelra Whisperfang", "DM",
     text="Each time your opponent plays a creature, deal 2D to that creature afterwards.",
     reactions=[reaction("played", _opponent_played_creature, do(_damage_played, "damage the played creature"))])


def _same_type(g, x, chosen):
    return g.face(x).type == chosen


def _purged_type(g, c):
    c["ptype"] = g.cards[c["purged"][0]].defn.type if c.get("purged") else None


card("Victor Flux", "DM",
     text="After Reap: Purge one card from your discard pile. If you did, your opponent cannot play cards of that "
          "card's type until your next turn starts.",
     reap=seq(purge_chosen(in_my_zone("discard", prompt="Choose a card of your discard pile to purge")),
              do(_purged_type, "purged type"),
              if_(lambda g, c: bool(c.get("ptype")), next_turn_cannot_play(_same_type, "ptype", until="my_next_turn"))))

card("Achromatic Basilisk", "DM",
     text="Skirmish.\nAfter Fight: Exhaust a creature of your opponent's.",
     fight=exhaust(ENEMY_CREATURE))


def _exhausted_enemies(g, c):
    return sum(1 for x in g.players[1 - c["me"]].battleline if g.cards[x].exhausted)


card("Caught You Napping", "DM",
     text="Play: First, when you are overwhelmed, exhaust an enemy creature. Then steal 1Æ per exhausted enemy "
          "creature.",
     play=seq(if_(overwhelmed_me, exhaust(ENEMY_CREATURE)), steal(_exhausted_enemies)))


def _enemy_flank(g, x, c):
    return g.is_flank(x)


card("Clay More", "DM",
     text="Enhance [damage][damage].\nDestroyed: Deal 2D to every creature on a flank of your opponent's battleline.",
     destroyed=damage_each("enemy", 2, _enemy_flank))


def _power_counters_in_play(g, c):
    return sum(g.cards[x].power_counters for x in g.creatures())


card("Colt Sleven", "DM",
     text="Enhance [damage][power][power].\nPlay: Count the +1 power counters on all creatures; for each one, deal "
          "1D to a creature.",
     play=split_damage(_power_counters_in_play))


card("Grammy Taps", "DM",
     text="Elusive. Entrench.\nAs long as Grammy Taps is exhausted, the creatures beside it have elusive.",
     statics=[static("keyword", neighbor_while_self_exhausted, ("elusive", 1))])

card("Nightmare Urchin", "DM",
     text="After Reap: Steal 2Æ when you are overwhelmed, or 1Æ when you are not.",
     reap=if_(overwhelmed_me, steal(2), steal(1)))

card("Pincher Malloy", "DM",
     text="Play: When your opponent has more Æ than you, steal 2Æ.",
     play=if_(opponent_has_more_amber, steal(2)))

card("Pyrotechnic Flash", "DM",
     text="Play: Deal 2D with 1D splash to a creature. When at least 2 creatures are destroyed by it, steal 1Æ.",
     play=seq(deal_damage(A_CREATURE, 2, splash=1),
              if_(lambda g, c: len(c.get("killed_all") or []) >= 2, steal(1))))

card("Take a Break", "DM",
     text="Play: Exhaust the enemy creature with the lowest power, along with the creatures beside it.",
     play=seq(least_powerful("t", ENEMY_CREATURE), add_neighbors("t"), exhaust("t")))

card("Honorable Abagnale", "DM",
     text="Elusive.\nWhen you forge a key, as much as 3Æ of its cost may come out of your opponent's pool.",
     statics=[static("spend_opponent_pool", lambda g, src, p, le: p == g.cards[src].controller, 3)])

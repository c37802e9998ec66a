"""Prophetic Visions — anomalies (no house of their own: each copy belongs to the house of its deck)."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    add_counter,
    choose_n,
    choose_player,
    counter_of,
    creature_gains_until_my_next_turn,
    destroy_self,
    discard_piles_to_pick,
    do,
    graft_chosen_creature,
    if_,
    lasting,
    may_choose,
    purge_chosen,
    reaction,
    remove_counters,
    reveal_found_to_hand_and_shuffle,
    search,
    self_as,
    self_only,
    seq,
    shuffle_into_owners_deck,
    static,
)
from aember.engine.steps import Choose

card("The Constant", "PV",
     text="No player has a \"draw cards\" step.\nAt the start of your turn, take a time counter off The Constant; "
          "with none left on it, The Constant is destroyed.\nPlay: The Constant gets 2 time counters.",
     play=add_counter("time", 2),
     statics=[static("skip_draw_step", lambda g, src, p, le: True)],
     reactions=[reaction("turn_start", lambda g, src, ev, le: ev["player"] == g.cards[src].controller,
                         seq(remove_counters("time", 1),
                             if_(lambda g, c: counter_of(g, c["src"], "time") == 0, destroy_self())))])


def _grafted_creatures(g, c):
    return [x for x in g.grafted(c["src"]) if g.cards[x].defn.type == "creature"]


def _grafted_power(g, c):
    return max((g.cards[x].defn.power or 0 for x in c.get("gp") or []), default=0)


card("Antanagoge", "PV",
     text="Play: You may graft an enemy creature onto Antanagoge.\nAfter Reap: Choose a creature grafted onto "
          "Antanagoge; every creature takes damage equal to its power.",
     play=may_choose("Graft an enemy creature onto Antanagoge?", ENEMY_CREATURE, graft_chosen_creature("t")),
     reap=seq(Choose("gp", _grafted_creatures, 1, False, "Choose a grafted creature"),
              do(lambda g, c: g.deal_damage([(x, _grafted_power(g, c)) for x in g.creatures()], c["src"])
                 if _grafted_power(g, c) > 0 else None, "damage each creature")))


def _creature_readied(g, src, ev, le):
    return g.cards[ev["card"]].zone == "battleline"


card("Cosmicrux", "PV",
     text="Whenever any player readies a creature, that creature takes 1D.",
     reactions=[reaction("readied", _creature_readied,
                         do(lambda g, c: g.deal_damage([(c["ev"]["card"], 1)], c["src"])
                            if g.cards[c["ev"]["card"]].zone == "battleline" else None, "1 damage"))])


def _variant_creature(g, x):
    return g.cards[x].defn.type == "creature" and "variant" in g.cards[x].defn.traits


card("Help From Another Self", "PV",
     text="Play: Look through your deck and discard pile for a Variant creature, show it and add it to your hand.",
     play=seq(search(_variant_creature, ("deck", "discard"), 1, prompt="Search for a Variant creature"),
              reveal_found_to_hand_and_shuffle()))


def _exhausted_creatures(g, src, cid, le):
    return sum(1 for x in g.creatures() if g.cards[x].exhausted)


card("Ignitus", "PV",
     text="Ignitus has splash-attack X, X being how many creatures are exhausted.",
     statics=[static("keyword", self_only(), ("splash-attack", _exhausted_creatures))])


card("Omega TT", "PV",
     text="Play: Pick a discard pile and purge 2 cards from it.\nAction: Omega TT is shuffled into its owner's deck.",
     play=seq(choose_player("pile", discard_piles_to_pick, "Choose a discard pile"),
              choose_n("pc", lambda g, c: list(g.players[c["pile"]].discard) if c.get("pile") is not None else [], 2,
                       "Choose 2 cards to purge"),
              purge_chosen("pc")),
     actions=[seq(self_as("s"), shuffle_into_owners_deck("s"))])

_NO_READY = static("cannot_ready", lambda g, src, cid, le: g.cards[cid].zone == "battleline")

card("Thermal Depletion", "PV",
     text="Play: No creature can ready until your next turn begins.",
     play=lasting(_NO_READY, until="my_next_turn"))

card("Treok, The Wise", "PV",
     text="After Reap: Pick a creature; it has invulnerable until your next turn begins.",
     reap=creature_gains_until_my_next_turn({"invulnerable": 1}, target=A_CREATURE))

"""Prophetic Visions — Saurian."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    capture,
    choose,
    choose_n,
    chosen_belong_to_house_for_turn,
    damage_each,
    destroy_each,
    destroy_self,
    do,
    draw,
    exalt,
    in_my_zone,
    lose,
    lowest_power,
    may,
    may_exalt_self_then,
    most_powerful,
    move_amber_to_pool,
    move_amber_to_supply,
    move_each_amber_from_side_to_pool,
    move_from_zone_to_hand,
    neighbors_as_destroyed,
    neighbors_of_self,
    opponent_archives_top,
    play_top_of_opponent_deck,
    purge_self,
    put_into_play_under,
    reaction,
    repeat,
    scrap,
    seq,
    shuffle_into_owners_deck,
    static,
    stun,
    topmost_creature_in_opponent_discard,
    ward,
)
from aember.engine.prophecy import fate
from aember.engine.steps import ChooseOne

BATTLELINE = "battleline"


def _ctl(g, src):
    return g.cards[src].controller


def _friendly_with_amber(g, src, cid, le):
    c = g.cards[cid]
    return c.zone == BATTLELINE and c.controller == _ctl(g, src) and c.amber > 0


card("Hadrianus Lorica", "PV",
     text="Every friendly creature that has Æ on it gets +3 armor.\nPlay: You may exalt Hadrianus Lorica.",
     statics=[static("armor", _friendly_with_amber, 3)],
     play=may("Exalt Hadrianus Lorica?", exalt()))


card("Lictor Justinian", "PV",
     text="Each time your opponent plays a card, every enemy creature is dealt 1D.",
     reactions=[reaction("played", lambda g, src, ev, le: ev["player"] != _ctl(g, src), damage_each("enemy", 1))])


card("Ornate Remuneration", "PV",
     text=("Play: Choose one:\n• Move all the Æ on one friendly creature to your pool.\n"
           "• One friendly creature captures 3Æ."),
     play=ChooseOne({"Move each Æ from a friendly creature to your pool": move_amber_to_pool(FRIENDLY_CREATURE, None),
                     "A friendly creature captures 3Æ": capture(3, by=FRIENDLY_CREATURE)}))


card("Plublio’s Decree", "PV",
     text=("Play: You may exalt as many as 3 friendly creatures. Until the end of the turn, those creatures belong to "
           "house Saurian."),
     play=seq(choose("t", FRIENDLY_CREATURE.times(3, up_to=True, prompt="Choose up to 3 friendly creatures to exalt")),
              exalt("t"),
              chosen_belong_to_house_for_turn("saurian", "exalted")))


card("Salvatorem", "PV",
     text=("Salvatorem cannot be played.\nYour ready creatures with Æ on them cannot be dealt damage.\n"
           "Fate: Salvatorem enters play under your opponent's control."),
     statics=[static("never_playable"),
              static("no_damage", lambda g, src, cid, le: _friendly_with_amber(g, src, cid, le)
                     and not g.cards[cid].exhausted)],
     reactions=[fate(put_into_play_under(None, "opponent"))])


def _vesuvius(g, c):
    for x in g.creatures():
        if g.cards[x].amber > 0:
            g.say(f"{g.cards[x].amber}Æ on {g.cname(x)} goes to the common supply")
            g.cards[x].amber = 0
    g._checked = False


card("Vesuvius Dome", "PV",
     text="Action: All Æ on creatures goes to the common supply. Destroy every creature, then Vesuvius Dome.",
     actions=[seq(do(_vesuvius, "amber to the supply"), destroy_each(), destroy_self())])


card("Degenerate Decor", "PV",
     text=("Play: Pick a mode:\n• The creature with the highest power is exalted three times.\n"
           "• Your creature with the highest power captures 3Æ."),
     play=ChooseOne({"Exalt the most powerful creature 3 times": seq(most_powerful("t"), repeat(3, exalt("t"))),
                     "The most powerful friendly creature captures 3Æ": seq(most_powerful("t", FRIENDLY_CREATURE),
                                                                            capture(3, by="t"))}))


def _ward_others_with_amber(g, c):
    for x in g.players[c["me"]].battleline:
        if x != c["src"] and g.cards[x].amber > 0:
            g.ward(x)


card("Gaius", "PV",
     text="After Reap: Ward every other friendly creature that has Æ on it.\nScrap: Ward one friendly creature.",
     reap=do(_ward_others_with_amber, "ward"),
     reactions=[scrap(ward(FRIENDLY_CREATURE))])


card("Governor Gridelk", "PV",
     text=("After Fight: The topmost creature of your opponent's discard pile enters play under your control."),
     fight=seq(topmost_creature_in_opponent_discard("top"), put_into_play_under("top", "me")))


card("Gracchan Reform", "PV",
     text=("Play: Play the top card of your opponent's deck as though you owned it.\n"
           "Fate: Your opponent puts the top 2 cards of their deck into their archives."),
     play=play_top_of_opponent_deck(),
     reactions=[fate(opponent_archives_top(2))])


card("Paleogene Society", "PV",
     text=("Play: Put another card of your discard pile back into your hand. Then purge Paleogene Society.\n"
           "Fate: Every enemy creature is warded."),
     play=seq(move_from_zone_to_hand(in_my_zone("discard", prompt="Choose a card in your discard pile")), purge_self()),
     reactions=[fate(do(lambda g, c: [g.ward(x) for x in g.players[1 - c["me"]].battleline], "ward each enemy"))])


card("Plancina, Hidden Agent", "PV",
     text=("Destroyed: Both neighbors of Plancina, Hidden Agent are destroyed.\n"
           "Fate: Plancina, Hidden Agent enters play under your control."),
     destroyed=do(lambda g, c: g.destroy(list(g.neighbors(c["src"]))), "destroy neighbors"),
     reactions=[fate(put_into_play_under(None, "me"))])


def _saurian_neighbors(g, c):
    return sum(1 for x in g.neighbors(c["src"]) if g.belongs_to(x, "saurian"))


card("Archlegate Valeria", "PV",
     text="Enhance: Saurian.\nBefore Fight: Exalt one enemy creature per Saurian neighbor of Archlegate Valeria.",
     before_fight=repeat(_saurian_neighbors, exalt(ENEMY_CREATURE)))


def _amber_to_most_powerful_enemy(g, c):
    a = (c.get("frm") or [-1])[0]
    b = (c.get("to") or [-1])[0]
    if a < 0 or b < 0 or g.cards[a].zone != BATTLELINE or g.cards[b].zone != BATTLELINE or g.cards[a].amber <= 0:
        return
    n = g.cards[a].amber
    g.cards[a].amber = 0
    g.cards[b].amber += n
    g._checked = False
    g.say(f"{n}Æ moves from {g.cname(a)} to {g.cname(b)}")


card("Governess Silvina", "PV",
     text=("Play: All the Æ on one friendly creature moves to the most powerful enemy creature.\n"
           "Scrap: Stun 2 creatures that have no Æ on them."),
     play=seq(choose("frm", FRIENDLY_CREATURE), most_powerful("to", ENEMY_CREATURE),
              do(_amber_to_most_powerful_enemy, "move each amber")),
     reactions=[scrap(seq(choose_n("t", lambda g, c: [x for x in g.creatures() if g.cards[x].amber == 0], 2,
                                   "Choose 2 creatures with no Æ to stun"), stun("t")))])


card("Lorica Infantry", "PV",
     text="After Fight: Lorica Infantry may be exalted. When it is, the opponent loses 2Æ.",
     fight=may_exalt_self_then(lose(2), "Exalt Lorica Infantry?"))


_marcella = may_exalt_self_then(draw(2), "Exalt Marcella, the Younger?")

card("Marcella, the Younger", "PV",
     text="After Fight/After Reap: Marcella, the Younger may be exalted. When it is, you draw two cards.",
     fight=_marcella, reap=_marcella)


def _damage_neighbors_of_used(g, c):
    # "its neighbors": now, or, once it has left play (destroyed in its fight), those it had immediately before it
    # left (FAQ Pain Reaction / Smite, 001:3866-3885) that are still in play
    ev = c["ev"]
    x = ev["card"]
    if g.cards[x].zone == BATTLELINE:
        nbrs = g.neighbors(x)
    else:
        nbrs = [y for y in neighbors_as_destroyed(g, x, ev.get("neighbors") or []) if g.cards[y].zone == BATTLELINE]
    if nbrs:
        g.deal_damage([(y, 4) for y in nbrs], x)


def _later_friendly_use(g, src, ev, le):
    # "after you use a friendly creature": a creature you used (friendly as you used it, even if it has left play
    # since: destroyed in its fight); a use that began before the Fate resolved (the reap that fulfilled the
    # prophecy) is not "after" it
    me = le["me"]
    return ev["player"] == me and ev.get("row") == BATTLELINE and len(g.logged("used", me, g.turn)) > le["uses_before"]


_SCIPIO = reaction("used", _later_friendly_use, do(_damage_neighbors_of_used, "4 damage to its neighbors"))


def _scipio_fate(g, c):
    g.add_lasting(_SCIPIO, c["src"], c["me"], "turn", uses_before=len(g.logged("used", c["me"], g.turn)))


card("Publius Scipio", "PV",
     text=("Splash-attack 4.\nFate: Until the end of the turn, each time you use a friendly creature, its neighbors "
           "are dealt 4D."),
     reactions=[fate(do(_scipio_fate, "for the rest of the turn, uses damage neighbors"))])


card("Rufus Vergilius", "PV",
     text="After Reap: A neighbor of Rufus Vergilius captures 1Æ, then ward it.",
     reap=seq(capture(1, by=neighbors_of_self()), ward("capturer")))


card("Sedimentary Nap", "PV",
     text=("Play: A creature is shuffled into its owner's deck.\n"
           "Fate: Your most powerful creature is shuffled into its owner's deck."),
     play=seq(choose("t", A_CREATURE), shuffle_into_owners_deck("t")),
     reactions=[fate(seq(most_powerful("t", FRIENDLY_CREATURE), shuffle_into_owners_deck("t")))])


card("Spendthrift", "PV",
     text=("Play: Choose a creature: all Æ on it goes to the common supply, then exalt it.\n"
           "Fate: All Æ on enemy creatures moves to your opponent's pool."),
     play=seq(choose("t", A_CREATURE), move_amber_to_supply("t", 10**6), exalt("t")),
     reactions=[fate(move_each_amber_from_side_to_pool("enemy", "opponent"))])


def _weaker_than_chosen(g, x, c):
    t = (c.get("t") or [-1])[0]
    return t >= 0 and g.cards[t].zone == BATTLELINE and g.power(x) < g.power(t)


card("Too Low", "PV",
     text=("Play: Choose an enemy creature. Every creature whose power is lower than that creature's is destroyed.\n"
           "Fate: Each of your creatures with the lowest power is destroyed."),
     play=seq(choose("t", ENEMY_CREATURE), destroy_each("any", _weaker_than_chosen)),
     reactions=[fate(destroy_each("friendly", lowest_power("friendly")))])

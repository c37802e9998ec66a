"""Age of Ascension — Dis."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    Target,
    choose,
    choose_house,
    could_play,
    count_friendly,
    deal_damage,
    deal_damage_then_neighbors_if_destroyed,
    destroy,
    destroy_each,
    discard_from_hand,
    do,
    extreme_to_destroy,
    gain,
    has_trait,
    host_only,
    if_,
    in_my_zone,
    lasting,
    least_powerful,
    may,
    named_by,
    play_chosen,
    reaction,
    self_only,
    seq,
    split_damage,
    static,
)
from aember.engine.state import BATTLELINE, DISCARD, HAND
from aember.engine.steps import Choose

card("Æmber Imp", "AoA",
     text="Elusive.\nAfter a creature reaps, stun it.",
     reactions=[reaction("reaped", lambda g, src, ev, le: True, do(lambda g, c: g.stun(c["ev"]["card"]), "stun"))])

card("Exhume", "AoA",
     text="Play: Choose a creature in your discard pile. You may play it as if it were in your hand and "
          "belonged to the active house.",
     play=seq(choose("t", in_my_zone("discard", lambda g, x: g.cards[x].defn.type == "creature",
                                     "Choose a creature in your discard pile")),
              may("Play the chosen creature?", play_chosen("t", DISCARD),
                  # no yes/no when nothing could be played (an Alpha creature after Exhume itself, one half of a
                  # gigantic creature: 001 GIGANTIC): FORMAT "may"
                  possible=lambda g, c: (bool(c.get("t")) and g.cards[c["t"][0]].zone == DISCARD
                                         and could_play(g, c["t"][0])))))

card("Unlocked Gateway", "AoA",
     text="Omega.\nPlay: Destroy each creature.",
     play=destroy_each("any"))


card("Pain Reaction", "AoA",
     text="Play: An enemy creature is dealt 2D. Should that damage destroy it, each creature that was next to it "
          "is dealt 2D once it has left play.",
     play=deal_damage_then_neighbors_if_destroyed(
         ENEMY_CREATURE, 2, lambda g, c, nbrs: g.deal_damage([(x, 2) for x in nbrs], c["src"]),
         "2 damage to neighbors"))


def _host_enemies(g, c):
    return list(g.players[1 - g.cards[c["src"]].controller].battleline)


card("Soulkeeper", "AoA",
     text='This creature gains "Destroyed: Destroy the enemy creature with the highest power."',
     statics=[static("grant_destroyed", host_only(),
                     seq(extreme_to_destroy("t", Target(_host_enemies, "Choose the most powerful enemy creature")),
                         destroy("t")))])

card("Shadow of Dis", "AoA",
     text=("Play: Until the start of your next turn, treat the text box of every enemy creature as blank (traits "
           "are kept)."),
     # enemy creatures only: not a creature mineralized into an artifact (Game._blanked covers the artifacts too)
     play=lasting(static("blank", lambda g, src, cid, le: g.cards[cid].controller != le["me"]
                         and g.cards[cid].zone == BATTLELINE),
                  until="my_next_turn"))


def _friendly_shards(g, c):
    return count_friendly(g, c, has_trait("shard"))


card("Shard of Pain", "AoA",
     text="Action: For every Shard you control, an enemy creature of your choice is dealt 1D.",
     actions=[split_damage(_friendly_shards, ENEMY_CREATURE)])


# --- Age of Ascension Dis, first printings -------------------------------------------------------


def _banish(g, c):
    for x in c.get("t") or []:
        if g.cards[x].zone == BATTLELINE:
            g.archive(x, 1 - c["me"], put=True)


card("Banish", "AoA",
     text="Play: Choose an enemy creature and put it into your opponent's archives.",
     play=seq(choose("t", ENEMY_CREATURE), do(_banish, "archive")))


def _binding_irons(g, c):
    g.gain_chains(1 - c["me"], 3)
    g.say(f"{g.pname(1 - c['me'])} gains 3 chains")


card("Binding Irons", "AoA",
     text="Play: Give your opponent 3 chains.",
     play=do(_binding_irons, "chains"))

card("Cull the Weak", "AoA",
     text="Play: The least powerful enemy creature is destroyed.",
     play=seq(least_powerful("t", ENEMY_CREATURE), destroy("t")))

_GUB = self_only(lambda g, src, cid, le: g.cards[src].zone == BATTLELINE and not g.is_flank(src))
card("Gub", "AoA",
     text="While not on a flank, Gub gets +5 power and has taunt.",
     statics=[static("power", _GUB, 5), static("keyword", _GUB, ("taunt", 1))])

card("Misery Exploit", "AoA",
     text="Play: For each damaged enemy creature, gain 1Æ.",
     play=gain(lambda g, c: sum(1 for x in g.players[1 - c["me"]].battleline if g.cards[x].damage > 0)))


def _not_finished(g, c):
    if c.get("t"):
        g.shuffle_into_deck(list(c["t"]))


card("Not Finished with You", "AoA",
     text="Play: Choose any number of creatures in your discard pile and shuffle them into your deck.",
     play=seq(Choose("t", lambda g, c: [x for x in g.players[c["me"]].discard if g.cards[x].defn.type == "creature"],
                     99, up_to=True, prompt="Choose creatures to shuffle into your deck"),
              do(_not_finished, "shuffle")))

card("Streke", "AoA",
     text="Elusive.\nWhile Streke is not on a flank, your opponent's hand size in their \"draw cards\" step is "
          "1 smaller.",
     statics=[static("hand_size", lambda g, src, p, le: p != g.cards[src].controller and not g.is_flank(src), -1)])

_TEZMAL = static("cannot_choose_house", lambda g, src, p, le: p != le["me"], lambda g, src, le: le["house"])


def _tezmal(g, c):
    if c.get("house"):
        g.add_lasting(_TEZMAL, c["src"], c["me"], "next_turn", house=c["house"])


card("Tezmal", "AoA",
     text="Elusive.\nReap: Name a house. On their next turn, your opponent cannot pick it as their active "
          "house.",
     reap=seq(choose_house(), do(_tezmal, "lasting")),
     named=named_by(_tezmal))

card("Yurk", "AoA",
     text="Play: Choose a card in your hand and discard it.",
     play=discard_from_hand(1))

card("Angwish", "AoA",
     text="Your opponent's keys cost +1Æ for each damage on Angwish.",
     statics=[static("key_cost", lambda g, src, p, le: p != g.cards[src].controller,
                     lambda g, src, p, le: g.cards[src].damage)])

card("Bloodshard Imp", "AoA",
     text="Whenever any creature has reaped, that creature is destroyed.",
     reactions=[reaction("reaped", lambda g, src, ev, le: True,
                         do(lambda g, c: g.destroy([c["ev"]["card"]])
                            if g.cards[c["ev"]["card"]].zone == BATTLELINE else None, "sacrifice"))])


def _key_imp(n):
    return static("cannot_forge", lambda g, src, p, le: len(g.players[p].keys) == n)


card("Bronze Key Imp", "AoA",
     text="Elusive.\nA player who has no forged key cannot forge a key.",
     statics=[_key_imp(0)])

card("Silver Key Imp", "AoA",
     text="Elusive.\nA player who has exactly one forged key cannot forge a key.",
     statics=[_key_imp(1)])

card("Gold Key Imp", "AoA",
     text="Elusive.\nA player who has two forged keys cannot forge a key.",
     statics=[_key_imp(2)])

card("Old Yurk", "AoA",
     text="Play: Choose 2 cards in your hand and discard them.",
     play=discard_from_hand(2))

card("Ancient Yurk", "AoA",
     text="Play: Choose 3 cards in your hand and discard them.",
     play=discard_from_hand(3))

card("Skullion", "AoA",
     text="Play: Destroy one of your own creatures.",
     play=destroy(FRIENDLY_CREATURE))


def _attacking_flank(g, src, cid, le):
    return cid == src and g.fight is not None and g.fight[0] == src and g.is_flank(g.fight[1])


card("Spyyyder", "AoA",
     text="Skirmish.\nWhile Spyyyder is attacking an enemy creature on a flank, it has poison.",
     statics=[static("keyword", _attacking_flank, ("poison", 1))])

card("Neffru", "AoA",
     text="Each time a creature is destroyed, its owner gains 1Æ.",
     reactions=[reaction("destroyed", lambda g, src, ev, le: ev["creature"],
                         do(lambda g, c: g.gain(c["ev"]["owner"], 1), "gain"))])

card("Onyx Knight", "AoA",
     text="Play: Each creature whose power is odd is destroyed.",
     play=destroy_each("any", lambda g, x, c: g.power(x) % 2 == 1))

card("Orb of Invidius", "AoA",
     text="Each creature that reaps is stunned after it reaps.",
     reactions=[reaction("reaped", lambda g, src, ev, le: True, do(lambda g, c: g.stun(c["ev"]["card"]), "stun"))])


def _ortannu(g, c):
    me = c["me"]
    found = [x for x in g.players[me].discard if g.cards[x].defn.title == "Ortannu’s Binding"]
    for x in found:
        g.say(f"{g.cname(x)} returns to {g.pname(me)}'s hand")
        g.move(x, HAND)
    c["returned"] = len(found)


card("Ortannu the Chained", "AoA",
     text="Reap: Put every Ortannu's Binding from your discard pile into your hand. For each one, deal 2D with "
          "2D splash to a creature.",
     reap=seq(do(_ortannu, "return"),
              split_damage(lambda g, c: c.get("returned", 0), A_CREATURE, per=2, splash=2)))

card("Ortannu’s Binding", "AoA",
     text="Play: A friendly creature of your choice is dealt 2D.",
     play=deal_damage(FRIENDLY_CREATURE, 2))


def _doomed(g):
    return [x for x in g.creatures() if (g.cards[x].counters or {}).get("doom", 0) > 0]


def _doom_in_play(g):
    """'If there is a doom counter in play': on any card in play, not only a creature (a creature mineralized into
    an artifact keeps its doom counter)."""
    return any(g.in_play(x.cid) and (x.counters or {}).get("doom", 0) > 0 for x in g.cards)


def _put_doom(g, c):
    for x in c.get("t") or []:
        if g.cards[x].zone == BATTLELINE:
            cs = g.cards[x].counters = dict(g.cards[x].counters or {})
            cs["doom"] = cs.get("doom", 0) + 1
            g.say(f"A doom counter is put on {g.cname(x)}")


card("Wretched Doll", "AoA",
     text="Action: If a doom counter is in play, destroy every creature that has one; if not, put a "
          "doom counter on a creature.",
     actions=[if_(lambda g, c: _doom_in_play(g),
                  do(lambda g, c: g.destroy(_doomed(g)), "destroy doomed"),
                  seq(choose("t", A_CREATURE), do(_put_doom, "doom")))])

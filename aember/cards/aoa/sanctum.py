"""Age of Ascension — Sanctum."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    FRIENDLY_CREATURE,
    artifacts,
    capture,
    choose,
    count_friendly,
    creatures,
    destroy,
    destroy_each,
    destroyed_this_way,
    do,
    fight_then,
    gain,
    heal,
    host_only,
    houses_belonged_to,
    if_,
    in_discard_piles,
    lasting,
    lasting_with,
    may,
    move_amber,
    move_amber_to_pool,
    neighbors_of_self,
    not_tagged,
    other_friendly,
    play_or_use_permission,
    purge_chosen,
    reaction,
    ready_and_fight,
    reaped_amber_left,
    redistribute_amber,
    seq,
    split_capture,
    static,
)
from aember.engine.steps import Choose

card("Challe the Safeguard", "AoA",
     text="Deploy.\nTaunt.")

card("Hallowed Shield", "AoA",
     text="Action: Choose a creature. It cannot be dealt damage for the rest of the turn.",
     actions=[seq(choose("t", A_CREATURE),
                  lasting_with(static("no_damage", lambda g, src, cid, le: cid == le.get("target")),
                               target=lambda g, c: (c.get("t") or [-1])[0]))])

card("Maruck the Marked", "AoA",
     text="Each time Maruck the Marked's armor prevents damage, it captures 1Æ for each damage prevented.",
     reactions=[reaction("armor_prevented", lambda g, src, ev, le: ev["card"] == src,
                         capture(lambda g, c: c["ev"]["amount"]))])


def _marrows(g, c):
    ev = c["ev"]
    n = reaped_amber_left(g, ev)
    if n > 0:
        g.capture(c["src"], n, ev["player"])


card("Sir Marrows", "AoA",
     text="Each time your opponent gains Æmber by reaping, Sir Marrows captures that Æmber.",
     reactions=[reaction("reaped", lambda g, src, ev, le: ev["player"] != g.cards[src].controller
                         and ev.get("gained", 0) > 0, do(_marrows))])


def _smite_neighbors(g, c):
    hits = [(x, 2) for x in c["ev"].get("target_neighbors", []) if g.cards[x].zone == "battleline"]
    g.deal_damage(hits, c["src"])


card("Smite", "AoA",
     text="Play: Ready a friendly creature and fight with it. Deal 2D to each neighbor of the creature it attacked.",
     play=fight_then(FRIENDLY_CREATURE, do(_smite_neighbors)))

card("Opal Knight", "AoA",
     text="Play: Destroy every creature whose power is even.",
     play=destroy_each("any", lambda g, x, c: g.power(x) % 2 == 0))


def _friendly_shards(g, c):
    # count_friendly also counts the Shard itself when used "as if it were yours" (Nexus)
    return count_friendly(g, c, lambda g2, x: "shard" in g2.traits(x))


card("Shard of Hope", "AoA",
     text="Action: For each Shard you control, one of your creatures (a different one each time if you like) "
          "captures 1Æ.",
     # "for each": each 1Æ may go to a different friendly creature, one decision per point (rulebook "For Each")
     actions=[split_capture(_friendly_shards, lambda g, c: list(g.players[c["me"]].battleline))])


# ---------------------------------------------------------------------------------------------
# Age of Ascension — the rest of Sanctum

card("“Lion” Bautrem", "AoA",
     text="Deploy.\nEach neighbor of “Lion” Bautrem has +2 power.",
     statics=[static("power", lambda g, src, cid, le: cid in g.neighbors(src), 2)])


def _abond_lasting(g, src, cid, le):
    return cid != le["src"] and g.cards[cid].zone == "battleline" and g.cards[cid].controller == le["me"]


card("Abond the Armorsmith", "AoA",
     text="Each other creature you control has +1 armor.\nAction: For the rest of this turn, each other creature "
          "you control has a further +1 armor.",
     statics=[static("armor", other_friendly(), 1)],
     actions=[lasting(static("armor", _abond_lasting, 1))])

card("Aubade the Grim", "AoA",
     text="Play: Capture 3Æ.\nReap: Put 1Æ from Aubade the Grim back into the common supply.",
     play=capture(3),
     reap=move_amber(lambda g, c: c["src"], lambda g, c: None, 1))

card("Bordan the Redeemed", "AoA",
     text="Elusive.\nAction: Capture 2Æ.",
     actions=[capture(2)])


def _is_target(g, src, cid, le):
    return cid == le.get("target")


card("Golden Aura", "AoA",
     text="Play: Choose a creature and fully heal it. Until the end of the turn, it belongs to house Sanctum and "
          "cannot be dealt damage.",
     play=seq(choose("t", A_CREATURE), heal("t", None),
              if_(lambda g, c: bool(c.get("t")),
                  seq(lasting_with(static("house", _is_target, "sanctum"), target=lambda g, c: c["t"][0]),
                      lasting_with(static("no_damage", _is_target), target=lambda g, c: c["t"][0])))))

card("Healing Blast", "AoA",
     text="Play: Fully heal a creature. If 4 or more damage was healed this way, gain 2Æ.",
     play=seq(heal(A_CREATURE, None), if_(lambda g, c: c.get("healed", 0) >= 4, gain(2))))

_grey_rider = may("Ready and fight with a neighboring creature?", ready_and_fight(neighbors_of_self()),
                  possible=lambda g, c: bool(g.neighbors(c["src"])))
card("The Grey Rider", "AoA",
     text="Deploy.\nPlay/Fight/Reap: You may ready one of The Grey Rider's neighbors and fight with it.",
     play=_grey_rider, fight=_grey_rider, reap=_grey_rider)

card("Baron Mengevin", "AoA",
     text="Each time you discard a Sanctum card from your hand, Baron Mengevin captures 1Æ.",
     reactions=[reaction("discarded", lambda g, src, ev, le: ev["player"] == g.cards[src].controller
                         and g.belongs_to(ev["card"], "sanctum"), capture(1))])

card("Barrister Joya", "AoA",
     text="Enemy creatures cannot reap.",
     statics=[static("cannot_reap", lambda g, src, cid, le: g.cards[cid].controller != g.cards[src].controller)])


def _ambassador(house: str, article: str = "a") -> None:
    title = {"staralliance": "Star Alliance"}.get(house, house.capitalize())
    card(f"{title} Ambassador", "AoA",
         text=f"Elusive.\nFight/Reap: This turn, you may play or use {article} {title} card.",
         fight=play_or_use_permission(lambda g, cid: g.belongs_to(cid, house)),
         reap=play_or_use_permission(lambda g, cid: g.belongs_to(cid, house)))


for _h in ("brobnar", "dis", "logos", "mars", "shadows"):
    _ambassador(_h)
_ambassador("untamed", "an")

card("Equalize", "AoA",
     text="Play: Redistribute the Æ on friendly creatures as you choose among friendly creatures; then do the "
          "same with the Æ on enemy creatures among enemy creatures.",
     play=seq(redistribute_amber("friendly"), redistribute_amber("enemy")))


def _houses_in_play(g, c):
    houses = set()
    for p in g.players:
        for x in p.battleline + p.artifacts:
            houses |= houses_belonged_to(g, x)
            for u in g.cards[x].upgrades:
                houses |= houses_belonged_to(g, u)
    houses.discard("sanctum")
    return min(len(houses), 6)


card("Free Markets", "AoA",
     text="Play: For each house other than Sanctum that is represented among the cards in play, gain 1Æ (at most "
          "6Æ).",
     play=gain(_houses_in_play))

card("Haedroth’s Wall", "AoA",
     text="Each friendly creature on a flank gets +2 power.",
     statics=[static("power", lambda g, src, cid, le: g.cards[cid].controller == g.cards[src].controller
                     and g.is_flank(cid), 2)])


def _three_houses(g, p):
    """Creatures from 3 different houses: 3 houses represented among the player's creatures (every house each
    belongs to: house bonus icons count, as Perfect Harmony's houses_of_my_creatures)."""
    return len(set().union(*(houses_belonged_to(g, x) for x in g.creatures(p)))) >= 3



card("Prince Derric, Unifier", "AoA",
     text="Play: If you control creatures of 3 different houses, gain 3Æ.",
     play=if_(lambda g, c: _three_houses(g, c["me"]), gain(3)))

card("Rothais the Fierce", "AoA",
     text="Taunt.\nHazardous 4.")


def _anahita_pay(g, c):
    me, opp = c["me"], 1 - c["me"]
    n = min(2, g.players[opp].amber)
    if n:
        g.players[opp].amber -= n
        g.add_to_pool(me, n, f"{g.pname(opp)} gives {n}Æ to {g.pname(me)}")     # Ether Spider may take it


def _give_artifact(g, c):
    c["given"] = [x for x in c.get("t") or [] if g.take_control(x, 1 - c["me"])]


card("Anahita the Trader", "AoA",
     text="Reap: Your opponent takes control of a friendly artifact. If they do, they give you 2Æ.",
     reap=seq(choose("t", artifacts("friendly")), do(_give_artifact),
              if_(lambda g, c: bool(c.get("given")), do(_anahita_pay))))


card("Eye of Judgment", "AoA",
     text="Action: Choose a creature card in either discard pile and purge it.",
     actions=[purge_chosen(in_discard_piles(lambda g, x: g.cards[x].defn.type == "creature",
                                            "Choose a creature in a discard pile"))])     # as Offering to Invidius

card("Martyr’s End", "AoA",
     text="Play: Choose any number of friendly creatures and destroy them. Gain 1Æ per creature so destroyed.",
     play=seq(Choose("t", not_tagged(lambda g, c: list(g.creatures(c["me"]))), 99, True,
                     "Choose any number of friendly creatures to destroy"),
              destroy("t"), gain(lambda g, c: len(destroyed_this_way()(g, c)))))


card("Mother Northelle", "AoA",
     text="Elusive.\nReap: Take 1Æ off a friendly creature and add it to your pool.",
     # as Library of Polliasaurus
     reap=move_amber_to_pool(creatures("friendly", "Choose a friendly creature to take 1Æ off")))

card("Proclamation 346E", "AoA",
     text="Your opponent's keys cost 2Æ more unless they control creatures of at least 3 houses.",
     statics=[static("key_cost", lambda g, src, p, le: p != g.cards[src].controller and not _three_houses(g, p), 2)])

card("Seraphic Armor", "AoA",
     text="The creature this is attached to gets +1 armor.\nPlay: Remove all damage from that creature.",
     statics=[static("armor", host_only(), 1)],
     play=do(lambda g, c: g.heal(g.cards[c["src"]].host, None) if g.cards[c["src"]].host >= 0 else 0))

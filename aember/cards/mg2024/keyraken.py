"""Menagerie 2024 — Keyraken (LATER-MECHANICS §10: Legendary Keyraken and its Tentacles)."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    add_neighbors,
    add_power_counters,
    archive_chosen,
    archive_self_when,
    attach_only_to,
    capture,
    choose,
    choose_house,
    creatures_and_artifacts,
    deal_damage,
    destroy,
    discard_hand_of,
    discard_top_n,
    discard_up_to_from_hand,
    draw,
    each_captures,
    every_house,
    exhaust,
    exhaust_each,
    forge_key,
    gain,
    granted_use_ability,
    heal,
    host_is,
    houses_of_card,
    if_,
    in_my_zone,
    is_flank_creature,
    opponent_draws,
    play_chosen,
    put_on_bottom_of_deck,
    ready,
    search,
    seq,
    shuffle_my_deck,
    split_damage,
    split_each,
    static,
    steal,
    stun,
    ward,
)
from aember.engine.steps import Choose, Do, Repeat

KEYRAKEN = "Legendary Keyraken"


def _is_keyraken(g, x):
    return g.face(x).title == KEYRAKEN     # in play: a token made from a facedown Keyraken is none


def _keyraken_of(g, p):
    """Player p controls a Legendary Keyraken."""
    return any(_is_keyraken(g, x) for x in g.players[p].battleline)


def _tentacles(g, p):
    return sum(1 for x in g.players[p].battleline if "tentacle" in g.traits(x))


def _keyraken_creature(g, x, c=None):
    return g.belongs_to(x, "keyraken")


FRIENDLY_KEYRAKEN = FRIENDLY_CREATURE.where(lambda g, x, c: _is_keyraken(g, x), "Choose a friendly Legendary Keyraken")
FRIENDLY_KEYRAKEN_CREATURE = FRIENDLY_CREATURE.where(_keyraken_creature, "Choose a friendly Keyraken creature")

# The Tentacles: archived when no friendly Legendary Keyraken is in play (a state check), and hurt it when destroyed.
_TENTACLE_STATICS = [archive_self_when(lambda g, src: not _keyraken_of(g, g.cards[src].controller))]
_TENTACLE_DESTROYED = deal_damage(FRIENDLY_KEYRAKEN, 3)


def _tentacle_text(name: str, middle: str = "", first: str = "") -> str:
    parts = [first] if first else []
    parts.append(f"When no friendly Legendary Keyraken is in play, {name} goes to your archives.")
    if middle:
        parts.append(middle)
    parts.append("Destroyed: A friendly Legendary Keyraken takes 3D.")
    return "\n".join(parts)


card(KEYRAKEN, "MG2024",
     text="Legendary Keyraken has +5 power per key you have forged.\nAfter Reap: Forge a key, paying 6Æ more than the "
          "current cost, minus 1Æ per friendly Tentacle in play.",
     statics=[static("power", lambda g, src, cid, le: cid == src,
                     lambda g, src, cid, le: 5 * len(g.players[g.cards[src].controller].keys))],
     reap=forge_key(lambda g, c: max(0, g.key_cost(c["me"]) + 6 - _tentacles(g, c["me"]))))


def _purged_keyraken(g, x):
    return g.cards[x].defn.type == "creature" and _keyraken_creature(g, x)


# LATER-MECHANICS §10 default: "a friendly Keyraken creature from a purged zone" is one its player owns, from that
# player's purged cards.
card("Beast of Dark Legend", "MG2024",
     text="Play: Play a Keyraken creature of yours from your purged cards. Then ready a friendly Keyraken creature.",
     play=seq(choose("t", in_my_zone("purged", _purged_keyraken, "Choose a purged Keyraken creature to play")),
              play_chosen("t", origin="purged"),
              ready(FRIENDLY_KEYRAKEN_CREATURE, key="r")))

card("Swift Current", "MG2024",
     text="Action: Every friendly Tentacle captures 1Æ.",
     actions=[each_captures("friendly", lambda g, x, c: "tentacle" in g.traits(x))])

card("Tide Down", "MG2024",
     text="Play: Discard at most 3 cards from your hand. Per card discarded so, pick a card in your discard pile and "
          "archive it.",
     play=seq(discard_up_to_from_hand(3),
              # "per card": one decision per point, archived as chosen; none when every choice is the same.
              # Every card discarded counts, even one that has left the pile since (Skreel Swarm's Scrap);
              # ctx["discarded"] already leaves out a card a replacement put elsewhere (Refined Adhesive).
              split_each(lambda g, c: len(c.get("discarded") or []),
                         in_my_zone("discard", prompt="Choose a card in your discard pile to archive"),
                         archive_chosen("a"), key="a")))

card("Titanic Maw", "MG2024",
     text="Enhance [damage][damage][damage][damage].\nMay be attached to a friendly Legendary Keyraken only. That "
          "creature gains skirmish and splash-attack 3.",
     statics=[attach_only_to(lambda g, u, host, p: _is_keyraken(g, host) and g.cards[host].controller == p),
              static("keyword", lambda g, src, cid, le: g.cards[src].host == cid, ("skirmish", 1)),
              static("keyword", lambda g, src, cid, le: g.cards[src].host == cid, ("splash-attack", 3))])


def _grandeur(g, c):
    n = 0
    for x in g.players[c["me"]].battleline:
        mine = set(houses_of_card(g, x))
        if any(mine & set(houses_of_card(g, y)) for y in g.neighbors(x)):
            n += 1
    return min(n, 4)


card("Behold Its Grandeur", "MG2024",
     text="Play: Gain 1Æ per creature you control that shares a house with at least one of its neighbors (4Æ at "
          "most).",
     play=gain(_grandeur))

card("Devour Whole", "MG2024",
     text="Play: As long as you control a Legendary Keyraken, pick an enemy artifact or creature and destroy it.",
     play=if_(lambda g, c: _keyraken_of(g, c["me"]), destroy(creatures_and_artifacts("enemy"))))

card("Drag to Your Doom", "MG2024",
     text="Play: An enemy creature on a flank goes to the bottom of its owner's deck.",
     play=put_on_bottom_of_deck(ENEMY_CREATURE.where(is_flank_creature, "Choose an enemy flank creature")))

card("Into the Abyss", "MG2024",
     text="Play: Your opponent discards every card in their hand, then draws 4 cards.",
     play=seq(discard_hand_of("opponent"), opponent_draws(4)))

card("Left in Its Wake", "MG2024",
     text="Play: Name a house. Every creature of that house becomes exhausted.",
     play=seq(choose_house(houses=every_house), exhaust_each("any", lambda g, x, c: g.belongs_to(x, c["house"]))))

card("Primordial", "MG2024",
     text="May be attached to a friendly Legendary Keyraken only. That creature gains \"After Reap: Draw 2 cards.\"",
     statics=[attach_only_to(lambda g, u, host, p: _is_keyraken(g, host) and g.cards[host].controller == p)],
     reactions=granted_use_ability(("reaped",), host_is, draw(2)))


def _evil_middles(g, c):
    """Enemy middle creatures that count as flank creatures (Spectral Tunneler), each with two neighbours."""
    line = g.players[1 - c["me"]].battleline
    return [x for x in line[1:-1] if g.is_flank(x)]


def _evil_next_middle(g, c):
    done = c.setdefault("evil_pairs", [])
    mids = _evil_middles(g, c)
    c["evil_cur"] = mids[len(done)] if len(done) < len(mids) else None


def _evil_store_pair(g, c):
    nb = (c.get("evil_nb") or [None])[0]
    if c.get("evil_cur") is not None and nb is not None:
        c["evil_pairs"].append((c["evil_cur"], nb))


def _evil_in_the_ranks(g, c):
    """Each flank creature is the source of the damage it deals (Ardent Hero; rulebook FAQ "Damage, Source of"),
    and a creature that steals instead of dealing damage does so (Shoulder Id). Both flanks deal theirs at once:
    no creature is destroyed before all of it is dealt. A middle creature made a flank creature (Spectral
    Tunneler) deals its damage to the neighbour the active player chose (FAQ Positron Bolt, 001:3389-3394)."""
    line = g.players[1 - c["me"]].battleline
    pairs = [(f, t) for f, t in c.get("evil_pairs") or [] if g.in_play(f) and g.in_play(t)]
    if len(line) >= 2:
        pairs = [(line[0], line[1]), (line[-1], line[-2])] + pairs
    if pairs:
        g.deal_damage_from_each((flank, target, g.power(flank)) for flank, target in pairs)


card("The Evil in the Ranks", "MG2024",
     text="Play: Each enemy creature on a flank deals damage equal to its power to its neighbor.",
     play=seq(Repeat(lambda g, c: len(_evil_middles(g, c)),
                     seq(Do(_evil_next_middle, "next tunnelled flank"),
                         Choose("evil_nb", lambda g, c: g.neighbors(c["evil_cur"]) if c.get("evil_cur") is not None
                                else [], 1, False, "Choose the neighbor it deals its damage to"),
                         Do(_evil_store_pair, "remember the neighbor"))),
              Do(_evil_in_the_ranks, "flanks damage their neighbors")))


def _shares_house_with_t(g, x, c):
    t = c.get("t") or []
    return bool(t) and (x == t[0] or bool(set(houses_of_card(g, x)) & set(houses_of_card(g, t[0]))))


card("Tidal Trouble", "MG2024",
     text="Play: Stun an enemy creature, and every creature that has a house in common with it.",
     play=seq(choose("t", ENEMY_CREATURE),
              Do(lambda g, c: c.__setitem__("s", [x for p in g.players for x in p.battleline
                                                  if _shares_house_with_t(g, x, c)]), "sharing a house"),
              stun("s")))

card("Whirpool Eddy", "MG2024",
     text="Action: Choose a creature that is not stunned; stun it and exhaust it.",
     actions=[seq(choose("t", A_CREATURE.where(lambda g, x, c: not g.cards[x].stun, "Choose a creature not stunned")),
                  stun("t"), exhaust("t"))])

card("Zealot’s Revelation", "MG2024",
     text="Enhance [amber][capture][damage][draw].\nPlay: Draw 4 cards.",
     play=draw(4))

card("Ascending Jet", "MG2024",
     text="Action: Put three +1 power counters on a friendly creature.",
     actions=[add_power_counters(FRIENDLY_CREATURE, 3)])

card("Crimson Churning", "MG2024",
     text="Play: Count your Tentacles in play; that many times, an enemy creature of your choice takes 1D.",
     play=split_damage(lambda g, c: _tentacles(g, c["me"]), ENEMY_CREATURE))

card("Crushing Tentacle", "MG2024",
     text=_tentacle_text("Crushing Tentacle", first="Assault 3."),
     statics=_TENTACLE_STATICS, destroyed=_TENTACLE_DESTROYED)

card("Defend the Keyraken!", "MG2024",
     text="Play: Ward a friendly Keyraken creature along with its neighbors.",
     play=seq(choose("t", FRIENDLY_KEYRAKEN_CREATURE), add_neighbors("t"), ward("t")))

card("Emergence", "MG2024",
     text=("Play: Look through your deck and discard pile for a Keyraken creature of yours and play it; then "
           "shuffle your deck."),
     play=seq(search(lambda g, x: g.cards[x].defn.type == "creature" and _keyraken_creature(g, x), count=1,
                     prompt="Search: choose a Keyraken creature to play"),
              shuffle_my_deck(), play_chosen("found", origin="deck")))

card("Grappling Tentacle", "MG2024",
     text=_tentacle_text("Grappling Tentacle", "Play: Capture 3Æ."),
     statics=_TENTACLE_STATICS, play=capture(3), destroyed=_TENTACLE_DESTROYED)

card("Lashing Tentacle", "MG2024",
     text=_tentacle_text("Lashing Tentacle", first="Skirmish."),
     statics=_TENTACLE_STATICS, destroyed=_TENTACLE_DESTROYED)

card("Preternatural Will", "MG2024",
     text="Play: Every friendly Keyraken creature is fully healed.",
     play=seq(Do(lambda g, c: c.__setitem__("h", [x for x in g.players[c["me"]].battleline
                                                  if _keyraken_creature(g, x)]), "friendly Keyraken"),
              heal("h", None)))


def _archive_keyraken_discarded(g, c):
    for x in c.get("discarded_top") or []:
        if g.cards[x].zone == "discard" and "keyraken" in houses_of_card(g, x):
            g.archive(x)


card("Race to the Surface", "MG2024",
     text="Play: Discard your top 5 deck cards, then archive each Keyraken card among them.",
     play=seq(discard_top_n(5), Do(_archive_keyraken_discarded, "archive the Keyraken cards")))

card("Shield Tentacle", "MG2024",
     text=_tentacle_text("Shield Tentacle", first="Deploy. Taunt."),
     statics=_TENTACLE_STATICS, destroyed=_TENTACLE_DESTROYED)

card("Slippery Tentacle", "MG2024",
     text=_tentacle_text("Slippery Tentacle", "After Reap: Gain 1Æ."),
     statics=_TENTACLE_STATICS, reap=gain(1), destroyed=_TENTACLE_DESTROYED)

card("Tenacious Tentacle", "MG2024",
     text=_tentacle_text("Tenacious Tentacle", "After Reap: Steal 1Æ."),
     statics=_TENTACLE_STATICS, reap=steal(1), destroyed=_TENTACLE_DESTROYED)

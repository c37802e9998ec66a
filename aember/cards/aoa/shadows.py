"""Age of Ascension — Shadows."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    ChooseOption,
    archive_from_hand,
    choose,
    count_friendly,
    damage_each,
    deal_damage,
    destroy,
    destroyed_this_way,
    did,
    do,
    draw,
    gain,
    if_,
    keys_forged_on,
    lasting,
    lasting_with,
    may_forge_key_at,
    my_amber,
    neighbors_of_self,
    not_tagged,
    opponent_amber,
    opponent_discards_random,
    play_chosen,
    reaction,
    sacrifice_self,
    seq,
    split_damage,
    static,
    steal,
)
from aember.engine.steps import Choose

card("Ronnie Wristclocks", "AoA",
     text="Play: You steal 1Æ, or 2Æ instead if the opponent holds at least 7Æ.",
     play=steal(lambda g, c: 2 if opponent_amber(g, c) >= 7 else 1))

card("Little Niff", "AoA",
     text="Omega. Deploy. Elusive.\nAfter a creature next to Little Niff fights, steal 1Æ.",
     reactions=[reaction("fought", lambda g, src, ev, le: src in ev.get("neighbors", ()), steal(1))])

card("Lethal Distraction", "AoA",
     text="Play: Choose a creature. Until the end of the turn, each time that creature is dealt damage, "
          "it is dealt 2 more.",
     play=seq(choose("t", A_CREATURE),
              if_(lambda g, c: bool(c.get("t")),
                  lasting_with(static("damage_taken_bonus", lambda g, src, cid, le: cid == le["target"], 2),
                               target=lambda g, c: c["t"][0]))))

card("Sack of Coins", "AoA",
     text="Play: For each Æ you have, deal 1D to a creature.",
     play=split_damage(my_amber))

card("Scowly Caper", "AoA",
     text=("Skirmish.\nScowly Caper comes into play controlled by the opponent, and it can be used as though it "
           "belonged to any house.\nWhen your turn ends, one of Scowly Caper's neighbors is destroyed."),
     statics=[static("treachery"), static("use_any_house", lambda g, src, cid, le: cid == src)],
     reactions=[reaction("turn_end", lambda g, src, ev, le: ev["player"] == g.cards[src].controller,
                         seq(choose("t", not_tagged(neighbors_of_self("Choose a neighbor of Scowly Caper to destroy"))),
                             destroy("t")))])


def _friendly_shards(g, c):
    # count_friendly also counts the Shard itself when used "as if it were yours" (Nexus)
    return count_friendly(g, c, lambda g2, x: "shard" in g2.traits(x))


card("Shard of Greed", "AoA",
     text="Action: For each friendly Shard, gain 1Æ.",
     actions=[do(lambda g, c: g.gain(c["me"], _friendly_shards(g, c)), "gain")])


card("Life for a Life", "AoA",
     text="Play: Destroy one of your creatures; if you did, deal 6 damage to one creature.",
     play=seq(destroy(FRIENDLY_CREATURE), if_(did("destroyed"), deal_damage(A_CREATURE, 6))))


# ---------------------------------------------------------------------------------------------
# Age of Ascension — the rest of Shadows


def _behind(g, c):
    """The opponent has more Æmber than you."""
    return opponent_amber(g, c) > my_amber(g, c)


def _ahead(g, c):
    return my_amber(g, c) > opponent_amber(g, c)


card("Dusk Chronicles", "AoA",
     text="Play: Draw a card if your opponent's pool holds more Æ than yours; archive a card if yours holds "
          "more than theirs.",
     play=seq(if_(_behind, draw(1)), if_(_ahead, archive_from_hand(1))))

card("Furtive Investors", "AoA",
     text="Play: If your opponent's pool holds more Æ than yours, gain 1Æ per key they have forged.",
     play=if_(_behind, gain(lambda g, c: len(g.players[1 - c["me"]].keys))))

card("Gamgee", "AoA",
     text="Elusive.\nReap: Steal 1Æ if your opponent's pool holds more Æ than yours.",
     reap=if_(_behind, steal(1)))

card("Knuckles Bolton", "AoA",
     text="Elusive.\nSkirmish.")

card("Lamindra", "AoA",
     text="Deploy.\nElusive.\nEach neighbor of Lamindra has elusive.",
     statics=[static("keyword", lambda g, src, cid, le: cid in g.neighbors(src), ("elusive", 1))])


def _archive_self(g, c):
    # being played (limbo), or grafted with its play effect resolved from there (Infomancer, Memolith): the card
    # names itself, so it moves as a grafted Library Access purges itself (archive_self, purge_self do the same)
    if g.cards[c["src"]].zone in ("limbo", "grafted"):
        g.archive(c["src"])


card("Sucker Punch", "AoA",
     text="Alpha.\nPlay: Deal 2D to an enemy creature. If this damage destroys that creature, archive Sucker Punch.",
     play=seq(deal_damage(ENEMY_CREATURE, 2), if_(lambda g, c: bool(c.get("killed")), do(_archive_self))))

card("Swindle", "AoA",
     text="Alpha.\nOmega.\nPlay: Steal 3Æ.",
     play=steal(3))

card("Throwing Stars", "AoA",
     text="Play: Deal 1 damage to each of at most 3 creatures. You gain 1Æ per creature destroyed this way.",
     play=seq(Choose("t", lambda g, c: g.creatures(), 3, True, "Choose up to 3 creatures"),
              deal_damage("t", 1),
              gain(lambda g, c: len(destroyed_this_way("killed_all")(g, c)))))

card("Whistling Darts", "AoA",
     text="Play: Deal 1D to each enemy creature.",
     play=damage_each("enemy", 1))

card("Yantzee Gang", "AoA",
     text="Action: Steal 1Æ.",
     actions=[steal(1)])


def _venom(g, c):
    host = g.cards[c["src"]].host
    if host >= 0 and g.cards[host].zone == "battleline":
        g.deal_damage([(host, 2)], c["src"])


card("Bonerot Venom", "AoA",
     text="Each time the creature this is attached to is used, it is then dealt 2D.",
     reactions=[reaction("used", lambda g, src, ev, le: ev["card"] == g.cards[src].host, do(_venom))])

card("Brend the Fanatic", "AoA",
     text="Skirmish.\nPlay: Give your opponent 1Æ from the common supply.\nDestroyed: Steal 3Æ.",
     play=do(lambda g, c: g.gain(1 - c["me"], 1), "opponent gains"),
     destroyed=steal(3))

card("Hideaway Hole", "AoA",
     text="Omni: Sacrifice Hideaway Hole. Until the start of your next turn, creatures you control gain elusive.",
     omnis=[seq(sacrifice_self(),
                lasting(static("keyword", lambda g, src, cid, le: g.cards[cid].controller == le["me"],
                               ("elusive", 1)), until="my_next_turn"))])


_MURKENS_ARCHIVES = "A random card in your opponent's archives"     # the card's own words for each option
_MURKENS_DECK = "The top card of your opponent's deck"


def _murkens_sources(g, c):
    opp = g.players[1 - c["me"]]
    return [label for label, cards in ((_MURKENS_ARCHIVES, opp.archives), (_MURKENS_DECK, opp.deck)) if cards]


def _murkens_pick(g, c):
    opp = g.players[1 - c["me"]]
    c["m"] = []
    if c.get("from") == _MURKENS_ARCHIVES and opp.archives:
        c["m"] = [opp.archives[g.rng.below(len(opp.archives))]]
        c["origin"] = "archives"
    elif c.get("from") == _MURKENS_DECK and opp.deck:
        c["m"] = opp.deck[:1]


card("Murkens", "AoA",
     text="Play: Choose a random card in your opponent's archives, or the top card of their deck. Play that card "
          "as if it were yours.",
     play=seq(ChooseOption("from", _murkens_sources, "Play which card of your opponent's?"),
              do(_murkens_pick),
              if_(lambda g, c: c.get("origin") == "archives", play_chosen("m", "archives"), play_chosen("m", "deck"))))


def _nightforge_cost(g, c):
    return g.key_cost(c["me"]) + 4


card("Nightforge", "AoA",
     text="Play: Unless you forged a key earlier this turn, you may forge one now, paying 4Æ more than the current "
          "cost.",
     play=if_(lambda g, c: not keys_forged_on(g, c["me"], g.turn),
              may_forge_key_at(_nightforge_cost)))

card("Perplexing Sophistry", "AoA",
     text="Play: If your pool holds more Æ than your opponent's, they discard a card at random from their hand, "
          "and you draw a card.",
     play=if_(_ahead, seq(opponent_discards_random(1), draw(1))))

card("Redlock", "AoA",
     text="Skirmish.\nAt the end of each of your turns in which you played no creature, gain 1Æ.",
     # "if you did not play any creatures": checked as it resolves (it triggers at the end of each of your turns)
     reactions=[reaction("turn_end", lambda g, src, ev, le: ev["player"] == g.cards[src].controller,
                         if_(lambda g, c: g.creatures_played[c["me"]] == 0, gain(1)))])

card("Guard Disguise", "AoA",
     text="Action: Guard Disguise is destroyed. If the opponent holds 3Æ or less, you steal 3Æ.",
     actions=[seq(sacrifice_self(), if_(lambda g, c: opponent_amber(g, c) <= 3, steal(3)))])

card("Heist Night", "AoA",
     text="Alpha.\nPlay: Steal 1Æ per Thief creature you control.",
     play=steal(lambda g, c: sum(1 for x in g.creatures(c["me"]) if "thief" in g.traits(x))))


def _plague(g, c):
    rats = sum(1 for x in g.creatures() if "rat" in g.traits(x))
    g.deal_damage([(x, rats) for x in g.creatures() if "rat" not in g.traits(x)], c["src"])


card("Plague Rat", "AoA",
     text="Elusive.\nPlay: Deal 1D to each non-Rat creature for each Rat creature in play.",
     play=do(_plague))


def _lottery(g, c):
    for p in (c["me"], 1 - c["me"]):
        shadows = sum(1 for x in g.discard_top(p, 5, by=p) if g.belongs_to(x, "shadows"))     # each player discards
        if shadows:
            g.gain(p, shadows)


card("Rigged Lottery", "AoA",
     text="Play: Both players discard the top 5 cards of their decks; each gains 1Æ per Shadows card of theirs "
          "discarded so.",
     play=do(_lottery))

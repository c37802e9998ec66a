"""Winds of Exchange — Sanctum."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    archive_self,
    capture,
    controls_token,
    count_friendly,
    destroy,
    destroy_self,
    do,
    each_captures,
    each_captures_n,
    enrage,
    friendly_tokens,
    gain,
    granted_use_ability,
    heal,
    host_only,
    if_,
    lasting_with,
    make_tokens,
    may,
    move_in_battleline,
    put_on_bottom_of_deck,
    reaction,
    ready,
    self_only,
    seq,
    static,
)
from aember.engine.state import ARTIFACTS, BATTLELINE

# --- the token creatures of Sanctum decks ---


def _monk_neighbors(g, src, cid, le):
    return sum(1 for x in g.neighbors(cid) if "monk" in g.traits(x))


card("Disciple", "WoE",
     text="Disciple gets +1 power and +1 armor for each of its neighbors that is a Monk.",
     statics=[static("power", self_only(), _monk_neighbors), static("armor", self_only(), _monk_neighbors)])

card("Cleric", "WoE",
     text="After Cleric enters play, it captures 1Æ.",
     reactions=[reaction("entered", lambda g, src, ev, le: ev["card"] == src, capture(1))])

card("Defender", "WoE", text="")

card("Squire", "WoE",
     text="Taunt. (This creature's neighbors cannot be attacked unless they have taunt.)")


# --- creatures ---


def _ready_disciples(g, c):
    for x in g.creatures():
        if g.cname(x) == "Disciple":
            g.ready(x)


card("Batariel of the Grey", "WoE",
     text="After Reap: Ready every Disciple.",
     reap=do(_ready_disciples, "ready each Disciple"))


def _fewer_than_two_tokens(g, src, cid, le):
    return cid == src and not sum(1 for x in g.players[g.cards[src].controller].battleline
                                  if g.cards[x].is_token_creature) >= 2


card("Zephon the Opulent", "WoE",
     text=("Zephon the Opulent can be used only while its controller has 2 or more token creatures in play.\n"
           "Play: Make 2 token creatures.\nAfter Reap: Gain 2Æ."),
     statics=[static("cannot_use", _fewer_than_two_tokens)],
     play=make_tokens(2), reap=gain(2))

card("Grey Abbess", "WoE",
     text="Token creatures you control have +1 armor.\nPlay: You make 1 token creature.",
     # "each friendly token creature": a token that is a copy of Grey Abbess (Mirror Shell) counts itself too
     statics=[static("armor", lambda g, src, cid, le: g.cards[cid].zone == BATTLELINE
                     and g.cards[cid].controller == g.cards[src].controller and g.cards[cid].is_token_creature, 1)],
     play=make_tokens(1))

card("Katerina the Summoner", "WoE",
     text=("Play/After Reap: Katerina the Summoner captures 1Æ.\nDestroyed: For every Æ on Katerina the Summoner, "
           "you make 1 token creature."),
     play=capture(1), reap=capture(1),
     destroyed=make_tokens(lambda g, c: g.cards[c["src"]].amber))


def _martyr(g, c):
    opp = g.players[1 - c["me"]]
    if opp.amber >= 7:
        g.lose(1 - c["me"], opp.amber - 5)


card("Martyr of the Vault", "WoE",
     text="Destroyed: If your opponent has 7Æ or more, they lose Æmber until they have 5Æ.",
     destroyed=do(_martyr, "opponent down to 5"))

card("Battlefield Evangelist", "WoE",
     text="After Fight: Make a token creature.",
     fight=make_tokens(1))

card("Colonel Mariana", "WoE",
     text="Play: Every friendly Knight captures 1Æ.",
     play=each_captures("friendly", lambda g, x, c: "knight" in g.traits(x)))

card("Kassiel the Benevolent", "WoE",
     text="Enhance [Æ][capture][capture]. (These bonus icons are already on cards in your deck.)")

card("Pandulf the Provoker", "WoE",
     text="Taunt. (This creature's neighbors cannot be attacked unless they have taunt.)\n"
          "Play: Enrage an enemy creature.",
     play=enrage(ENEMY_CREATURE))


def _sanctum_neighbors(g, src, cid, le):
    return 2 * sum(1 for x in g.neighbors(cid) if g.belongs_to(x, "sanctum"))


card("Revered Monk", "WoE",
     text="Revered Monk gets +2 armor for each Sanctum creature next to it.",
     statics=[static("armor", self_only(), _sanctum_neighbors)])


# --- actions ---

card("Renewed Life", "WoE",
     text=("Play: Choose a creature and heal all of its damage. Then make 1 token creature per point of damage "
           "healed that way."),
     play=seq(heal(A_CREATURE, None), make_tokens(lambda g, c: c.get("healed", 0))))

card("Squire Recruitment", "WoE",
     text="Play: For every Knight creature you control, you make 1 token creature.",
     play=make_tokens(lambda g, c: count_friendly(g, c, lambda g2, x: "knight" in g2.traits(x), ("battleline",))))


def _heal_one_each(g, c):
    c["healed_list"] = [x for x in g.creatures() if g.heal(x, 1)]


card("Absolve", "WoE",
     text=("Play: Heal 1 damage from each creature in play. Every creature that had damage healed that way captures "
           "1Æ from its opponent."),
     play=seq(do(_heal_one_each, "heal 1 from each"),
              each_captures("any", lambda g, x, c: x in c.get("healed_list", []))))

card("Membership Drive", "WoE",
     text="Play: Make a token creature. Then gain 1Æ for each token creature you control.",
     play=seq(make_tokens(1), gain(friendly_tokens)))

card("Muster", "WoE",
     text=("Play: You make 1 token creature. Then, if your opponent holds more Æ than you do, put Muster into your "
           "archives."),
     play=seq(make_tokens(1),
              if_(lambda g, c: g.players[1 - c["me"]].amber > g.players[c["me"]].amber, archive_self())))

card("Outflank", "WoE",
     text="Play: Every Sanctum creature on a flank captures 2Æ from its opponent.",
     play=each_captures_n(2, lambda g, x, c: g.belongs_to(x, "sanctum") and g.is_flank(x), side="any"))

card("Request Donations", "WoE",
     text="Play: Make a token creature.\nThat creature captures 2Æ.",
     play=seq(make_tokens(1), capture(2, by="made")))

card("Retribution", "WoE",
     text="Play: If your opponent controls more creatures than you do, destroy one enemy creature.",
     play=if_(lambda g, c: len(g.players[1 - c["me"]].battleline) > len(g.players[c["me"]].battleline),
              destroy(ENEMY_CREATURE)))


# --- artifacts ---


def _return_other_artifacts(g, c):
    for x in [x for p in g.players for x in p.artifacts if x != c["src"]]:
        if g.cards[x].zone == ARTIFACTS:
            g.return_to_hand(x)


card("Celestial Gorm", "WoE",
     text="Omni: Destroy Celestial Gorm, then return all other artifacts to the hands of their owners.",
     omnis=[seq(destroy_self(),
                do(_return_other_artifacts, "artifacts to hand"))])

card("Heavy Subsidies", "WoE",
     text="Keys cost +6Æ.\nEvery creature gains, \"After Reap: Gain 1Æ.\"",
     statics=[static("key_cost", lambda g, src, p, le: True, 6)],
     reactions=granted_use_ability(("reaped",), lambda g, src, cid: True, gain(1)))

card("Lightbringer Outpost", "WoE",
     text=("Action: Put one of your creatures on the bottom of its owner's deck. If you did, one of your creatures "
           "captures 3Æ."),
     actions=[seq(put_on_bottom_of_deck(FRIENDLY_CREATURE, did_key="did"),
                  if_(lambda g, c: bool(c.get("did")), capture(3, by=FRIENDLY_CREATURE)))])


def _promised_blade(g, c):
    src = c["src"]
    counts = [len(g.players[p].battleline) for p in (0, 1)]
    if counts[0] == counts[1]:
        return
    fewest = 0 if counts[0] < counts[1] else 1
    g.take_control(src, fewest)


card("The Promised Blade", "WoE",
     text=("At the start of every turn, whichever player has fewer creatures in play gains control of The Promised "
           "Blade.\nOmni: One of your creatures captures 1Æ."),
     reactions=[reaction("turn_start", lambda g, src, ev, le: True, do(_promised_blade, "blade changes hands"))],
     omnis=[capture(1, by=FRIENDLY_CREATURE)])


# --- upgrades ---

card("Ostentatious Mount", "WoE",
     text=("The attached creature gains taunt. (Its neighbors without taunt cannot be attacked.)\nPlay: Move that "
           "creature to any position in its controller's battleline."),
     statics=[static("keyword", host_only(), ("taunt", 1))],
     play=seq(do(lambda g, c: c.__setitem__("h", [g.cards[c["src"]].host] if g.in_play(c["src"]) else []),
                 "this creature"),
              move_in_battleline("h")))

card("Halo of Enlightenment", "WoE",
     text=("As long as its controller controls a token creature, the attached creature can't be attacked.\nPlay: "
           "You make 1 token creature."),
     statics=[static("cannot_be_fought", lambda g, src, cid, le: g.cards[src].host == cid
                     and controls_token(g, g.cards[cid].controller))],
     play=make_tokens(1))


# --- the harder ones ---


def _sariel(g, src, cid, le):
    me = g.cards[src].controller
    return g.active != me and g.cards[cid].zone == BATTLELINE and g.cards[cid].controller == me


card("Sariel the Steadfast", "WoE",
     text="During turns other than yours, your creatures can't become exhausted.",
     statics=[static("cannot_become_exhausted", _sariel)])

card("Friendship", "WoE",
     text=("When this creature would be dealt damage, if it has at least one neighbor, the damage is split among its "
           "neighbors as evenly as possible instead."),
     statics=[static("divide_damage_to_neighbors", host_only())])


def _friendly_of_hymn(g, src, cid, le):
    return g.cards[cid].zone == BATTLELINE and g.cards[cid].controller == g.cards[src].controller


card("Hymn to Duma", "WoE",
     text=("Every creature you control gains the ability \"Omni: Destroy this creature. One of your creatures "
           "captures 2Æ.\""),
     statics=[static("grant_omni", _friendly_of_hymn,
                     seq(destroy_self(), capture(2, by=FRIENDLY_CREATURE)))])


def _entered_friendly_creature(g, src, ev, le):
    x = ev["card"]
    return ev["player"] == le["me"] and g.cards[x].zone == BATTLELINE and g.cards[x].controller == le["me"]


_knightapult_place = seq(do(lambda g, c: c.__setitem__("t", [c["ev"]["card"]] if g.cards[c["ev"]["card"]].zone
                                                        == BATTLELINE else []), "the creature"),
                         move_in_battleline("t"), ready("t"))

card("Knightapult", "WoE",
     text=("Action: This turn, when the next friendly creature enters play, you may have it enter ready and in any "
           "position in your battleline."),
     actions=[lasting_with(reaction("entered", _entered_friendly_creature,
                                    may("Have it enter anywhere in your battleline, ready?", _knightapult_place),
                                    before_play=True),
                           until="turn", once=True)])

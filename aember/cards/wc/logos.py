"""Worlds Collide — Logos."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    ChooseFlank,
    Target,
    archive_chosen,
    archive_from_hand,
    capture,
    choose,
    creatures_in_excess,
    destroy_self,
    destroyed_instead,
    did,
    discard_one_from_hand,
    do,
    draw,
    enemy_creature_reaped,
    enemy_destroyed_fighting_self,
    enrage,
    gain,
    granted_use_ability,
    host_is,
    houses_belonged_to,
    if_,
    in_center,
    in_my_zone,
    may_forge_key_at,
    move_in_battleline,
    play_chosen,
    play_permission,
    reaction,
    seq,
    shares_a_house,
    split_each,
    static,
    steal,
    ward,
)
from aember.engine.state import BATTLELINE, DECK, PURGED


def _controls(title):
    return lambda g, c: any(g.cname(x) == title for x in g.players[c["me"]].battleline)


def _archive_partner(partner):
    def fn(g, c):
        for x in list(g.players[c["me"]].discard):
            if g.cards[x].defn.title == partner:
                g.archive(x, c["me"])
                if g.in_play(c["src"]):
                    g.archive(c["src"])
                return
    return do(fn, "archive partner")


card("Code Monkey", "WC",
     text=("Deploy.\nPlay: Put each neighbor of this creature into your archives. If they belong to the same house, "
           "you gain 2Æ."),
     play=seq(do(lambda g, c: c.__setitem__("houses", [houses_belonged_to(g, x) for x in g.neighbors(c["src"])])),
              do(lambda g, c: [g.archive(x) for x in g.neighbors(c["src"])]),
              if_(lambda g, c: len(c["houses"]) == 2 and bool(c["houses"][0] & c["houses"][1]), gain(2))))


def _host_of(g, src):
    return g.cards[src].host


card("Discombobulator", "WC",
     text="This creature gains \"Your Æ cannot be stolen.\"",
     statics=[static("no_steal", lambda g, src, p, le: g.cards[_host_of(g, src)].zone == BATTLELINE
                     and g.cards[_host_of(g, src)].controller == p, gained=True)])

card("Academy Training", "WC",
     text="While you control this creature, it belongs to house Logos instead of its own.\n"
          "This creature gains \"After Reap: Draw a card.\"",
     statics=[static("house", lambda g, src, cid, le: cid == g.cards[src].host
                     and g.cards[cid].controller == g.cards[src].controller, "logos")],
     reactions=granted_use_ability(("reaped",), host_is, do(lambda g, c: g.draw(c["ev"]["player"], 1))))

card("Hyde", "WC",
     text=("After Reap: You draw one card, or 2 cards if you control Velum.\nDestroyed: Archive a Velum from your "
           "discard pile; if you did, archive Hyde too."),
     reap=if_(_controls("Velum"), draw(2), draw(1)),
     destroyed=_archive_partner("Velum"))

card("Mimic Gel", "WC",
     text=("Mimic Gel can be played only while some other creature is in play.\nMimic Gel comes into play as a copy "
           "of some other creature in play, but it belongs to house Logos."),
     statics=[static("play_if", value=lambda g, p: bool(g.creatures())),
              static("enters_as_copy", value=lambda g, cid: [x for x in g.creatures() if x != cid]),
              static("copy_house", value="logos")])

card("Velum", "WC",
     text=("After Reap: Put one card into your archives, or 2 cards if you control Hyde.\nDestroyed: Archive a Hyde "
           "from your discard pile; if you did, archive Velum too."),
     reap=if_(_controls("Hyde"), archive_from_hand(2), archive_from_hand(1)),
     destroyed=_archive_partner("Hyde"))


# ---------------------------------------------------------------------------------------------

card("Babbling Bibliophile", "WC",
     text="After Reap: Draw 2 cards.",
     reap=draw(2))

card("Daughter", "WC",
     text="Elusive.\nIn your draw step, refill your hand to one card more than usual.",
     statics=[static("hand_size", lambda g, src, p, le: g.cards[src].controller == p, 1)])


def _archive_count(g, src, p, le):
    return len(g.players[g.cards[src].controller].archives)


card("EDAI “Edie” 4x4", "WC",
     text="Play: Put one card into your archives.\nForging a key costs the opponent 1Æ more per card in your archives.",
     play=archive_from_hand(1),
     statics=[static("key_cost", lambda g, src, p, le: p != g.cards[src].controller, _archive_count)])


card("Hapsis", "WC",
     text=("Each time an enemy creature dies in a fight with Hapsis (as attacker or defender), Hapsis is warded "
           "and you draw 1 card."),
     reactions=[reaction("destroyed", enemy_destroyed_fighting_self, seq(ward(), draw(1)))])

card("Hologrammophone", "WC",
     text="Action: Ward a creature.",
     actions=[ward(A_CREATURE)])


def _opponent_stole_last_turn(g, c):
    return bool(g.logged("stole", 1 - c["me"], g.previous_turn(1 - c["me"])))


card("Information Exchange", "WC",
     text="Play: You steal 1Æ, or 2Æ instead if the opponent stole Æmber from you during their last turn.",
     play=if_(_opponent_stole_last_turn, steal(2), steal(1)))

card("Quant", "WC",
     text="After Reap: This turn, you may play one action card that is not Logos.",
     reap=play_permission(lambda g, cid: g.cards[cid].defn.type == "action" and not g.belongs_to(cid, "logos")))


card("Sanitation Engineer", "WC",
     text="Hazardous 1.\nAfter Reap: Discard a card from your hand.",
     reap=discard_one_from_hand())     # as Phantasm

card("Tautau Vapors", "WC",
     text="Play: Draw 2 cards, then archive a card.",
     play=seq(draw(2), archive_from_hand(1)))


def _plasmate(g, c):
    for x in c.get("t") or []:
        if g.cards[x].zone == BATTLELINE:
            n = sum(1 for y in g.neighbors(x) if shares_a_house(g, x, y))
            if n:
                g.deal_damage([(x, 2 * n)], c["src"])


card("Thorium Plasmate", "WC",
     text="Play: Move an enemy creature to any place in its controller's battleline. Then deal 2D to it for each "
          "of its neighbors of its own house.",
     play=seq(move_in_battleline(ENEMY_CREATURE), do(_plasmate, "damage")))

card("Titan Guardian", "WC",
     text="Taunt.\nDestroyed: Unless Titan Guardian is on a flank, you draw 2 cards.",
     destroyed=if_(lambda g, c: not g.is_flank(c["src"]), draw(2)))


def _wormhole_reveal(g, c):
    deck = g.players[c["me"]].deck
    c["top"] = deck[:1]
    if deck:
        g.say(f"{g.pname(c['me'])} reveals {g.cname(deck[0])}")


def _is_logos_top(g, c):
    return bool(c.get("top")) and g.belongs_to(c["top"][0], "logos") and g.cards[c["top"][0]].zone == DECK


card("Wormhole Technician", "WC",
     text=("After Reap: Reveal the card on top of your deck. Play it if it is a Logos card; otherwise put it into "
           "your archives."),
     reap=seq(do(_wormhole_reveal, "reveal"),
              if_(_is_logos_top, play_chosen("top", origin="deck"),
                  do(lambda g, c: [g.archive(x, c["me"]) for x in c.get("top") or []], "archive"))))


card("C.Æ.N.D.L.E. Unit", "WC",
     text="Each time an enemy creature reaps, you draw one card.\nAction: This creature captures 1Æ.",
     reactions=[reaction("reaped", enemy_creature_reaped, draw(1))],
     actions=[capture(1)])


def _data_forge_cost(g, c):
    return max(0, g.key_cost(c["me"]) + 10 - len(g.players[c["me"]].hand))


card("Data Forge", "WC",
     text="Play: You may forge a key at its current cost +10Æ, minus 1Æ per card in your hand.",
     play=may_forge_key_at(_data_forge_cost))


card("Dr. Milli", "WC",
     text="Play: Archive a card for each creature your opponent controls beyond the number you control (not "
          "counting Dr. Milli).",
     # "for each": one decision per card, each archived as it is chosen (FORMAT rev 2)
     play=split_each(creatures_in_excess(not_counting_self=True), in_my_zone("hand", prompt="Choose a card to archive"),
                     archive_chosen("t")))


def _same_house_neighbors(g, x):
    return sum(1 for y in g.neighbors(x) if shares_a_house(g, x, y))



card("Groupthink Tank", "WC",
     text="Action: Every creature that belongs to the same house as at least one of its neighbors takes 4 damage.",
     actions=[do(lambda g, c: g.deal_damage([(x, 4) for x in g.creatures() if _same_house_neighbors(g, x) >= 1],
                                             c["src"]), "damage")])

_MINI = choose("t", A_CREATURE.where(lambda g, x, c: _same_house_neighbors(g, x) == 2,
                                     "Choose a creature that shares a house with both its neighbors"))
_MINI_TANK = seq(_MINI, do(lambda g, c: g.deal_damage([(x, 8) for x in c.get("t") or []], c["src"]), "damage"))
card("Mini Groupthink Tank", "WC",
     text="Play/After Fight/After Reap: Deal 8D to a creature that shares a house with both of its neighbors.",
     play=_MINI_TANK, fight=_MINI_TANK, reap=_MINI_TANK)


def _reassemble(g, c):
    x = c["host"]
    cc = g.cards[x]
    if cc.zone != BATTLELINE:
        return
    healed = g.heal(x, None)
    was_exhausted = cc.exhausted
    g.exhaust(x)
    exhausted = cc.exhausted and not was_exhausted
    line = g.players[cc.controller].battleline
    line.remove(x)
    if c.get("flank") == "left":
        line.insert(0, x)
    else:
        line.append(x)
    g.say(f"{g.cname(x)} is healed, exhausted and moved to the {c.get('flank', 'right')} flank")
    g.dirty()
    # Self-Bolstering Automata's "If you do" (001:2216-2224): it must really be healed (damage removed, 001:2261-2267)
    # and really exhausted (not already exhausted - as for Camaraderie); moving it in place still counts (001:2417-2418)
    c["reassembled"] = healed > 0 and exhausted


def _other_friendly(g, c):
    return any(x != c["src"] for x in g.players[c["me"]].battleline)


_REASSEMBLE = seq(ChooseFlank(prompt="Choose a flank to move it to", default=None), do(_reassemble, "reassemble"))
card("Reassembling Automaton", "WC",
     text="Destroyed: If you have any other creatures in play, fully heal Reassembling Automaton, exhaust it and "
          "move it to a flank instead of destroying it.",
     destroyed=if_(_other_friendly, destroyed_instead(_REASSEMBLE)))

card("Self-Bolstering Automata", "WC",
     text="Destroyed: If you have any other creatures in play, fully heal Self-Bolstering Automata, exhaust it "
          "and move it to a flank instead of destroying it. If you do, put two +1 power counters on it.",
     destroyed=if_(_other_friendly, destroyed_instead(seq(
         _REASSEMBLE, if_(did("reassembled"), do(lambda g, c: _bolster(g, c["host"]), "counters"))))))


def _bolster(g, x):
    if g.cards[x].zone == BATTLELINE:
        g.cards[x].power_counters += 2
        g.say(f"{g.cname(x)} gets 2 +1 power counters")
        g.dirty()


card("Prescriptive Grammarbot", "WC",
     text="Taunt. Hazardous 3.\nAfter Reap: Enrage a creature.",
     reap=enrage(A_CREATURE))

card("Universal Keylock", "WC",
     text="Forging a key costs 3Æ more.\nOnce any player forges a key, Universal Keylock is destroyed.",
     statics=[static("key_cost", lambda g, src, p, le: True, 3)],
     reactions=[reaction("forged", lambda g, src, ev, le: True,
                         destroy_self())])


def _archive_purged(g, c):
    for x in c.get("t") or []:
        if g.cards[x].zone == PURGED:
            g.archive(x, c["me"])


card("Universal Recycle Bin", "WC",
     text="Action: Archive a purged card that you own.",
     actions=[seq(choose("t", Target(lambda g, c: list(g.players[c["me"]].purged), "Choose a purged card you own")),
                  do(_archive_purged, "archive"))])

card("Zenzizenzizenzic", "WC",
     text="In your draw step, if Zenzizenzizenzic is in the center of your battleline, refill your hand to two "
          "cards more than usual.",
     statics=[static("hand_size", lambda g, src, p, le: g.cards[src].controller == p and in_center(g, src), 2)])

"""Call of the Archons — Brobnar."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    capture,
    cards_in_play,
    choose_house,
    creatures_in_excess,
    damage_each,
    deal_damage,
    destroy_each,
    destroy_self,
    do,
    enemy_destroyed_fighting_self,
    gain,
    gain_chains,
    host_only,
    if_,
    lasting,
    lose,
    may,
    most_powerful,
    neighbors_of_self,
    opponent_amber,
    put_each_on_top_of_owners_deck,
    reaction,
    ready_and_fight,
    repeat,
    sacrifice_self,
    self_only,
    seq,
    split_capture,
    static,
    steal,
    stun,
)
from aember.engine.state import BATTLELINE, DISCARD, HAND
from aember.engine.steps import Choose

card("Anger", "CotA",
     text="Play: Ready a friendly creature, then fight with it.",
     play=ready_and_fight(FRIENDLY_CREATURE))

_enemy_destroyed = reaction(
    "destroyed", lambda g, src, ev, le: ev["creature"] and ev["controller"] != le["me"], gain(1))
card("Loot the Bodies", "CotA",
     text="Play: Until the end of the turn, you gain 1Æ whenever an enemy creature is destroyed.",
     play=lasting(_enemy_destroyed))

card("Punch", "CotA",
     text="Play: Deal 3 damage to a creature.",
     play=deal_damage(A_CREATURE, 3))

_friendly_fights = reaction(
    "fought", lambda g, src, ev, le: ev["player"] == le["me"], gain(1))
card("Warsong", "CotA",
     text="Play: Until the end of the turn, you gain 1Æ whenever a friendly creature fights.",
     play=lasting(_friendly_fights))

card("Gauntlet of Command", "CotA",
     text="Action: Ready a friendly creature, then fight with it.",
     actions=[ready_and_fight(FRIENDLY_CREATURE)])


def _valdr_bonus(g, src, attacker, defender):
    return 2 if g.is_flank(defender) else 0


card("Valdr", "CotA",
     text="While Valdr is attacking an enemy creature that is on a flank, Valdr deals 2 more damage.",
     statics=[static("fight_damage_bonus", lambda g, src, cid, le: cid == src, _valdr_bonus)])

card("Ganger Chieftain", "CotA",
     text="Play: You may ready one of this creature's neighbors and fight with it.",
     play=may("Ready and fight with a neighboring creature?", ready_and_fight(neighbors_of_self()),
              possible=lambda g, c: bool(g.neighbors(c["src"]))))

card("Headhunter", "CotA",
     text="After Fight: Gain 1Æ.",
     fight=gain(1))

card("Smaaash", "CotA",
     text="Play: Stun a creature.",
     play=stun(A_CREATURE))

card("Blood of Titans", "CotA",
     text="The creature this is attached to has +5 power.",
     statics=[static("power", lambda g, src, cid, le: g.cards[src].host == cid, 5)])


# ---------------------------------------------------------------------------------------------


card("Barehanded", "CotA",
     text="Play: Each artifact goes on top of its owner's deck.",
     play=put_each_on_top_of_owners_deck(lambda g, c: [x for p in g.players for x in p.artifacts]))


def _blood_money(g, c):
    for x in c.get("t") or []:
        if g.cards[x].zone == BATTLELINE:
            g.cards[x].amber += 2
            g.say(f"2Æ from the supply is placed on {g.cname(x)}")


card("Blood Money", "CotA",
     text="Play: Put 2Æ from the common supply on an enemy creature.",
     play=seq(Choose("t", ENEMY_CREATURE.candidates, prompt="Choose an enemy creature"), do(_blood_money)))

_FIGHT_OF_HOUSE = static("may_fight", lambda g, src, cid, le: g.cards[cid].controller == le["me"]
                         and g.belongs_to(cid, le["house"]))
card("Brothers in Battle", "CotA",
     text="Play: Name a house. Until the end of this turn, your creatures of the named house are able to fight.",
     play=seq(choose_house(),
              do(lambda g, c: g.add_lasting(_FIGHT_OF_HOUSE, c["src"], c["me"], "turn", house=c["house"]),
                 "lasting")))

card("Burn the Stockpile", "CotA",
     text="Play: If your opponent has 7Æ or more, they lose 4Æ.",
     play=if_(lambda g, c: opponent_amber(g, c) >= 7, lose(4)))

card("Follow the Leader", "CotA",
     text="Play: Until the end of this turn, every creature you control is able to fight.",
     play=lasting(static("may_fight", lambda g, src, cid, le: g.cards[cid].controller == le["me"])))

card("Lava Ball", "CotA",
     text="Play: Deal 4D to a creature, with 2D splash.",
     play=deal_damage(A_CREATURE, 4, splash=2))


def _relentless_candidates(g, c):
    return [x for x in g.players[c["me"]].battleline if x not in (c.get("used") or [])]


def _relentless_record(g, c):
    if c.get("t"):
        c.setdefault("used", []).extend(c["t"])
    else:
        c["stop"] = True


card("Relentless Assault", "CotA",
     text="Play: One at a time, ready and fight with up to 3 different friendly creatures.",
     play=repeat(3, if_(lambda g, c: not c.get("stop"),
                        seq(Choose("t", _relentless_candidates, 1, up_to=True,
                                   prompt="Choose a friendly creature to ready and fight with"),
                            do(_relentless_record), if_(lambda g, c: bool(c.get("t")), ready_and_fight("t"))))))

card("Smith", "CotA",
     text="Play: If you control more creatures than your opponent, gain 2Æ.",
     play=if_(lambda g, c: len(g.players[c["me"]].battleline) > len(g.players[1 - c["me"]].battleline), gain(2)))

card("Banner of Battle", "CotA",
     text="Each friendly creature gets +1 power.",
     statics=[static("power", lambda g, src, cid, le: g.cards[cid].controller == g.cards[src].controller, 1)])

card("Bumpsy", "CotA",
     text="Play: Your opponent loses 1Æ.",
     play=lose(1))

card("Firespitter", "CotA",
     text="Before Fight: Deal 1D to each enemy creature.",
     before_fight=damage_each("enemy", 1))

card("Grenade Snib", "CotA",
     text="Destroyed: Your opponent loses 2Æ.",
     destroyed=lose(2))

_kelifi = seq(gain(1), deal_damage(A_CREATURE, 5))
card("Kelifi Dragon", "CotA",
     text=("You can play Kelifi Dragon only while you hold at least 7Æ.\nAfter Fight/After Reap: You gain 1Æ, then "
           "deal 5 damage to one creature."),
     statics=[static("play_if", None, lambda g, p: g.players[p].amber >= 7)],
     fight=_kelifi, reap=_kelifi)

card("King of the Crag", "CotA",
     text="Each enemy Brobnar creature gets -2 power.",
     statics=[static("power", lambda g, src, cid, le: g.cards[cid].controller != g.cards[src].controller
                     and g.belongs_to(cid, "brobnar"), -2)])


card("Krump", "CotA",
     text="When an enemy creature is destroyed in a fight with Krump, that creature's controller loses 1Æ.",
     reactions=[reaction("destroyed", enemy_destroyed_fighting_self,
                         do(lambda g, c: g.lose(c["ev"]["controller"], 1), "lose"))])

card("Looter Goblin", "CotA",
     text="Elusive.\nAfter Reap: Until the end of this turn, whenever an enemy creature is destroyed, you gain 1Æ.",
     reap=lasting(_enemy_destroyed))     # same words as Loot the Bodies: one reaction


def _pingle(g, c):
    me, victim = g.cards[c["src"]], c["ev"]["card"]
    # a Pingle only tagged for destruction is still in play and its ability still works (001:1880-1903): a
    # creature Jargogle's Destroyed: plays after Gateway to Dis is dealt 1 (King of the Crag's FAQ, 001:3818-3823:
    # there Pingle's destruction is complete, so it is out of play, before its trigger)
    if me.zone == BATTLELINE and g.cards[victim].zone == BATTLELINE:
        g.deal_damage([(victim, 1)], c["src"])


card("Pingle Who Annoys", "CotA",
     text="Elusive.\nAfter an enemy creature enters play, deal 1D to it.",
     reactions=[reaction("entered", lambda g, src, ev, le: ev["type"] == "creature"
                         and g.cards[ev["card"]].controller != g.cards[src].controller, do(_pingle))])

card("Rock-Hurling Giant", "CotA",
     text="On your turn, each time you discard a Brobnar card from your hand, you may deal 4 damage to one creature.",
     reactions=[reaction("discarded", lambda g, src, ev, le: ev["player"] == g.cards[src].controller == g.active
                         and g.belongs_to(ev["card"], "brobnar"),
                         may("Deal 4 damage to a creature?", deal_damage(A_CREATURE, 4),
                             possible=lambda g, c: bool(g.creatures())))])

card("Troll", "CotA",
     text="After Reap: Troll heals 3 damage.",
     reap=do(lambda g, c: g.heal(c["src"], 3), "heal"))


def _phoenix_return(g, c):
    host = c["src"]
    if g.in_play(host):
        g.return_to_hand(host)


card("Phoenix Heart", "CotA",
     text=('The creature this upgrade is on gains: "Destroyed: Put this creature back into its owner\'s hand, then '
           'deal 3 damage to every creature in play."'),
     # two steps: what its leaving play sets off (Gebuk's creature taking its place) resolves before the damage
     # goes on (001:1544-1546)
     statics=[static("grant_destroyed", host_only(),
                     seq(do(_phoenix_return, "return to hand"),
                         do(lambda g, c: g.deal_damage([(x, 3) for x in g.creatures()], c.get("granter", c["src"])),
                            "3 damage to each creature")))])

def _brobnar(g, cid):
    return g.belongs_to(cid, "brobnar")


# --- Actions ------------------------------------------------------------------------------------


def _keep_only(key):
    def fn(g, c):
        keep = c.get(key) or []
        side = 1 - c["me"] if key == "keep_enemy" else c["me"]
        g.destroy([x for x in g.players[side].battleline if x not in keep])
    return do(fn, "destroy the rest")


card("Champion’s Challenge", "CotA",
     text="Play: Destroy every enemy creature but the most powerful one, then every friendly creature but the "
          "most powerful one. Ready your remaining creature and fight with it.",
     play=seq(most_powerful("keep_enemy", ENEMY_CREATURE), _keep_only("keep_enemy"),
              most_powerful("keep_friendly", FRIENDLY_CREATURE), _keep_only("keep_friendly"),
              ready_and_fight("keep_friendly")))

card("Coward’s End", "CotA",
     text="Play: Destroy every creature that has no damage on it. You gain 3 chains.",
     play=seq(destroy_each("any", lambda g, x, c: g.cards[x].damage == 0), gain_chains(3)))


def _logos_in_play(g, c):
    """The opponent's Logos cards in play: creatures, artifacts and the upgrades they control (Hypothesize's count)."""
    return sum(1 for x in cards_in_play(g) if g.cards[x].controller == 1 - c["me"] and g.belongs_to(x, "logos"))


card("Take that, Smartypants", "CotA",
     text="Play: If your opponent has at least 3 Logos cards in play, steal 2Æ.",
     play=if_(lambda g, c: _logos_in_play(g, c) >= 3, steal(2)))


def _sound_the_horns(g, c):
    pl = g.players[c["me"]]
    while pl.deck:
        x = pl.deck[0]
        g.say(f"{g.pname(c['me'])} discards {g.cname(x)} from the top of their deck")
        g.move(x, DISCARD)
        if g.cards[x].defn.type == "creature" and g.belongs_to(x, "brobnar"):

            g.say(f"{g.cname(x)} goes to {g.pname(c['me'])}'s hand")
            g.move(x, HAND)
            return


card("Sound the Horns", "CotA",
     text="Play: Discard the top card of your deck, again and again, until a Brobnar creature is discarded or "
          "the deck is empty. Put a Brobnar creature discarded this way into your hand.",
     play=do(_sound_the_horns))


def _tremor(g, c):
    for x in c.get("t") or []:
        group = [x] + g.neighbors(x)
        for y in group:
            g.stun(y)


card("Tremor", "CotA",
     text="Play: Stun a creature and the creatures next to it.",
     play=seq(Choose("t", A_CREATURE.candidates, prompt="Choose a creature to stun with its neighbors"),
              do(_tremor, "stun")))



card("Unguarded Camp", "CotA",
     text="Play: For each creature you control beyond the number your opponent controls, a friendly creature "
          "captures 1Æ; no creature captures more than 1Æ this way.",
     play=split_capture(creatures_in_excess(mine=True), lambda g, c: list(g.players[c["me"]].battleline),
                       once_each=True))


# --- Artifacts ----------------------------------------------------------------------------------


def _autocannon(g, c):
    x = c["ev"]["card"]
    if g.cards[x].zone == BATTLELINE:
        g.deal_damage([(x, 1)], c["src"])


card("Autocannon", "CotA",
     text="Whenever a creature enters play, it is dealt 1D.",
     reactions=[reaction("entered", lambda g, src, ev, le: ev.get("type") == "creature", do(_autocannon))])

card("Cannon", "CotA",
     text="Action: A creature of your choice is dealt 2D.",
     actions=[deal_damage(A_CREATURE, 2)])


def _obelisk(g, src, p, le):
    me = g.cards[src].controller
    return sum(1 for x in g.players[me].battleline if g.cards[x].damage > 0 and _brobnar(g, x))


card("Iron Obelisk", "CotA",
     text="Your opponent's keys cost +1Æ per damaged Brobnar creature you control.",
     statics=[static("key_cost", lambda g, src, p, le: p != g.cards[src].controller, _obelisk)])

card("Mighty Javelin", "CotA",
     text="Omni: Destroy Mighty Javelin, then deal 4D to a creature.",
     omnis=[seq(destroy_self(),
                deal_damage(A_CREATURE, 4))])


def _skulls_trigger(g, src, ev, le):
    me = g.cards[src].controller
    return ev["creature"] and ev["controller"] != me and g.active == me


card("Pile of Skulls", "CotA",
     text="Whenever an enemy creature is destroyed on your turn, a friendly creature captures 1Æ.",
     reactions=[reaction("destroyed", _skulls_trigger, capture(1, by=FRIENDLY_CREATURE))])

card("Screechbomb", "CotA",
     text="Omni: Sacrifice Screechbomb; your opponent then loses 2Æ.",
     omnis=[seq(sacrifice_self(), lose(2))])


def _warchest_count(g, c):
    return len(g.logged("destroyed_in_fight", 1 - c["me"], g.turn))


card("The Warchest", "CotA",
     text="Action: Gain 1Æ per enemy creature destroyed in a fight this turn.",
     actions=[gain(_warchest_count)])


# --- Creatures ----------------------------------------------------------------------------------

card("Bilgum Avalanche", "CotA",
     text="After you forge a key, deal 2D to every enemy creature.",
     reactions=[reaction("forged", lambda g, src, ev, le: ev["player"] == g.cards[src].controller,
                         damage_each("enemy", 2))])

card("Earthshaker", "CotA",
     text="Play: Destroy every creature whose power is 3 or less.",
     play=destroy_each("any", lambda g, x, c: g.power(x) <= 3))

card("Hebe the Huge", "CotA",
     text="Play: Deal 2D to every other creature that has no damage.",
     play=damage_each("any", 2, lambda g, x, c: x != c["src"] and g.cards[x].damage == 0))

card("Lomir Flamefist", "CotA",
     text="Play: An opponent holding at least 7Æ loses 2Æ.",
     play=if_(lambda g, c: opponent_amber(g, c) >= 7, lose(2)))


def _mugwump(g, c):
    src = c["src"]
    if g.cards[src].zone != BATTLELINE:
        return
    g.heal(src, None)
    g.cards[src].power_counters += 1
    g.say(f"{g.cname(src)} gets a +1 power counter")
    g.dirty()


card("Mugwump", "CotA",
     text="After an enemy creature is destroyed fighting Mugwump, heal all damage from Mugwump and put a +1 "
          "power counter on it.",
     reactions=[reaction("destroyed", enemy_destroyed_fighting_self, do(_mugwump))])


def _ogre_trigger(g, src, ev, le):
    return ev["player"] == g.cards[src].controller


def _ogre(g, c):
    # "if you played exactly one card this turn": checked as it resolves; the ability triggers at the end of every
    # turn of its controller (FORMAT: an ability that triggers but would do nothing still triggers)
    src = c["src"]
    if g.cards[src].zone != BATTLELINE or len(g.logged("played", c["me"], g.turn)) != 1:
        return
    g.heal(src, 2)
    g.capture(src, 1)


card("Rogue Ogre", "CotA",
     text="When your turn ends, if exactly one card was played by you this turn, heal 2 damage from Rogue "
          "Ogre and it captures 1Æ.",
     reactions=[reaction("turn_end", _ogre_trigger, do(_ogre))])


def _no_enemies(g, src):
    return not g.players[1 - g.cards[src].controller].battleline


card("Tireless Crocag", "CotA",
     text=("Versatile (this card may be used as if it belonged to the active house).\nTireless Crocag is never able "
           "to reap.\nIf the opponent has no creatures, Tireless Crocag is destroyed."),
     statics=[static("cannot_reap", self_only()), static("use_any_house", self_only()),
              static("destroy_when", self_only(), _no_enemies)])


def _wardrummer(g, c):
    for x in [x for x in g.players[c["me"]].battleline if x != c["src"] and _brobnar(g, x)]:
        g.return_to_hand(x)


card("Wardrummer", "CotA",
     text="Play: Put each of your other Brobnar creatures back into your hand.",
     play=do(_wardrummer))


def _yo_mama_heal(g, c):
    host = g.cards[c["src"]].host
    if host >= 0 and g.cards[host].zone == BATTLELINE:
        g.heal(host, None)


card("Yo Mama Mastery", "CotA",
     text="This creature gains taunt.\nPlay: Heal all damage from this creature.",
     statics=[static("keyword", host_only(), ("taunt", 1))],
     play=do(_yo_mama_heal))

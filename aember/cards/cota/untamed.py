"""Call of the Archons — Untamed."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    Target,
    artifacts,
    can_forge_now,
    choose,
    damage_each,
    deal_damage,
    destroy_each,
    did,
    do,
    during_next_turn,
    exhaust,
    forge_key,
    gain,
    gain_chains,
    has_trait,
    heal,
    if_,
    in_my_zone,
    lasting,
    may,
    move_from_zone_to_hand,
    off_house_play_per_copy,
    other_friendly,
    play_as_copy_of,
    reaction,
    return_to_hand,
    sacrifice_self,
    search,
    self_only,
    seq,
    split_damage,
    static,
    steal,
    stun,
    use_each,
)
from aember.engine.state import BATTLELINE, DECK, DISCARD, HAND

card("Cooperative Hunting", "CotA",
     text="Play: Deal 1 damage for each friendly creature in play, divided as you choose among any creatures.",
     play=split_damage(lambda g, c: len(g.players[c["me"]].battleline)))

_creature_played = reaction("played", lambda g, src, ev, le: ev["player"] == le["me"] and ev["type"] == "creature",
                            gain(1))
card("Full Moon", "CotA",
     text="Play: Until the end of the turn, gain 1Æ whenever you play a creature.",
     play=lasting(_creature_played))


def _lost_in_the_woods(g, c):
    g.shuffle_into_deck((c.get("mine") or []) + (c.get("theirs") or []))


card("Lost in the Woods", "CotA",
     text=("Play: Pick 2 of your creatures and 2 enemy creatures. Each picked creature is shuffled into its owner's "
           "deck."),
     play=seq(choose("mine", FRIENDLY_CREATURE.times(2, prompt="Choose 2 friendly creatures")),
              choose("theirs", ENEMY_CREATURE.times(2, prompt="Choose 2 enemy creatures")),
              do(_lost_in_the_woods)))

card("Regrowth", "CotA",
     text="Play: Return a creature from your discard pile to your hand.",
     play=move_from_zone_to_hand(in_my_zone("discard", lambda g, x: g.cards[x].defn.type == "creature",
                                            "Choose a creature in your discard pile")))

card("Dust Pixie", "CotA", text="")

card("Snufflegator", "CotA", text="Skirmish.")

card("Niffle Ape", "CotA",
     text="When Niffle Ape fights, it ignores taunt and elusive.",
     statics=[static("ignore_taunt_elusive", lambda g, src, cid, le: cid == src)])

card("Niffle Queen", "CotA",
     text="Your other Beast creatures get +1 power.\nYour other Niffle creatures get +1 power.",
     statics=[static("power", other_friendly(has_trait("beast")), 1),
              static("power", other_friendly(has_trait("niffle")), 1)])

card("Hunting Witch", "CotA",
     text="Whenever you play another creature, gain 1Æ.",
     reactions=[reaction("played", lambda g, src, ev, le: ev["type"] == "creature" and ev["card"] != src
                         and ev["player"] == g.cards[src].controller, gain(1))])

card("Witch of the Eye", "CotA",
     text="After Reap: Put one card from your discard pile back into your hand.",
     reap=move_from_zone_to_hand(in_my_zone("discard", prompt="Choose a card in your discard pile")))

# --- further Untamed cards ------------------------------------------------------------------


card("Curiosity", "CotA",
     text="Play: Destroy each Scientist creature.",
     play=destroy_each("any", lambda g, x, c: "scientist" in g.traits(x)))

card("Fertility Chant", "CotA",
     text="Play: Your opponent gains 2Æ.",
     play=do(lambda g, c: g.gain(1 - c["me"], 2), "opponent gains"))

card("Fogbank", "CotA",
     text="Play: During your opponent's next turn, they cannot use creatures to fight.",
     play=during_next_turn("cannot_fight", lambda g, src, cid, le: g.cards[cid].controller != le["me"]))

card("Grasping Vines", "CotA",
     text="Play: Return up to 3 artifacts to the hands of their owners.",
     play=return_to_hand(artifacts(prompt="Choose up to 3 artifacts").times(3, up_to=True)))


def _lose_one(g, c):
    c["did"] = g.lose(c["me"], 1) > 0


card("Key Charge", "CotA",
     text="Play: You lose 1Æ; if you did, you may forge a key at its current cost.",
     play=seq(do(_lose_one, "lose"),
              if_(did(), may("Forge a key at current cost?", forge_key(), can_forge_now))))

card("Lifeweb", "CotA",
     text="Play: Steal 2Æ if your opponent played at least 3 creatures during their previous turn.",
     play=if_(lambda g, c: g.creatures_played[1 - c["me"]] >= 3, steal(2)))


def _mimicry_choices(g, cid):
    # another action card: played from that discard pile (Fidgit), Mimicry is not a copy of itself
    return [x for x in g.players[1 - g.active].discard if x != cid and g.cards[x].defn.type == "action"]


card("Mimicry", "CotA",
     text="As you play this card, it is treated as a copy of an action card of your choice in your "
          "opponent's discard pile.",
     statics=[play_as_copy_of(_mimicry_choices)])

card("Nocturnal Maneuver", "CotA",
     text="Play: Exhaust up to 3 creatures.",
     play=exhaust(A_CREATURE.times(3, up_to=True, prompt="Choose up to 3 creatures")))

card("Perilous Wild", "CotA",
     text="Play: Destroy each creature with elusive.",
     play=destroy_each("any", lambda g, x, c: g.has_keyword(x, "elusive")))

card("Ancient Bear", "CotA", text="Assault 2.")

card("Bigtwig", "CotA",
     text="Bigtwig may only fight creatures that are stunned.\nAfter Reap: Stun a creature and exhaust it.",
     statics=[static("fight_only", self_only(), lambda g, x: g.cards[x].stun)],
     reap=seq(choose("t", A_CREATURE), stun("t"), exhaust("t")))

card("Briar Grubbling", "CotA", text="Hazardous 5.")

card("Inka the Spider", "CotA", text="Poison.\nPlay/After Reap: Stun a creature.",
     play=stun(A_CREATURE), reap=stun(A_CREATURE))

card("Murmook", "CotA",
     text="Keys cost your opponent +1Æ.",
     statics=[static("key_cost", lambda g, src, p, le: p != g.cards[src].controller, 1)])

def _untamed(g, cid):
    return g.belongs_to(cid, "untamed")


# --- Actions ------------------------------------------------------------------------------------

card("Nature’s Call", "CotA",
     text="Play: Return as many as 3 creatures to their owners' hands.",
     play=return_to_hand(A_CREATURE.times(3, up_to=True, prompt="Choose up to 3 creatures")))

card("Save the Pack", "CotA",
     text="Play: Destroy every damaged creature. You gain 1 chain.",
     play=seq(destroy_each("any", lambda g, x, c: g.cards[x].damage > 0), gain_chains(1)))

_scout_skirmish = static("keyword", lambda g, src, cid, le: cid in le["cards"], ("skirmish", 1))


def _scout_grant(g, c):
    chosen = list(c.get("scouts") or [])
    if chosen:
        g.add_lasting(_scout_skirmish, c["src"], c["me"], "turn", cards=chosen)


card("Scout", "CotA",
     text="Play: Up to 2 friendly creatures gain skirmish for the rest of the turn. Then fight with each of "
          "them, one at a time.",
     play=seq(choose("scouts", FRIENDLY_CREATURE.times(2, up_to=True, prompt="Choose up to 2 friendly creatures")),
              do(_scout_grant, "skirmish"),
              use_each(lambda g, c: list(c.get("scouts") or []), "fight")))


def _creatures_used(g, c):
    return len(set(g.logged("used_creature", c["me"], g.turn)))


card("Stampede", "CotA",
     text="Play: Steal 2Æ if you have used 3 or more creatures this turn.",
     play=if_(lambda g, c: _creatures_used(g, c) >= 3, steal(2)))


def _mars_creatures(g, c):
    return [x for x in g.creatures() if g.belongs_to(x, "mars")]


card("The Common Cold", "CotA",
     text="Play: Deal 1D to every creature. Then you may destroy every Mars creature.",
     play=seq(damage_each("any", 1),
              may("Destroy all Mars creatures?", do(lambda g, c: g.destroy(_mars_creatures(g, c)), "destroy Mars"),
                  possible=lambda g, c: bool(_mars_creatures(g, c)))))


def _troop_call(g, c):
    me = c["me"]
    for x in list(g.players[me].battleline):
        if "niffle" in g.traits(x):
            g.return_to_hand(x)
    for x in list(g.players[me].discard):
        if g.cards[x].defn.type == "creature" and "niffle" in g.cards[x].defn.traits:
            g.say(f"{g.cname(x)} returns to {g.pname(me)}'s hand")
            g.move(x, HAND)


card("Troop Call", "CotA",
     text="Play: Return to your hand every friendly Niffle creature in play and every Niffle creature in your "
          "discard pile.",
     play=do(_troop_call))

card("Vigor", "CotA",
     text="Play: Heal as much as 3 damage (you choose how much) from a creature. Gain 1Æ if 3 damage was healed.",
     play=seq(heal(A_CREATURE, 3, up_to=True), if_(lambda g, c: c.get("healed", 0) >= 3, gain(1))))


def _word_damage(g, c):
    hits = [(x, g.cards[x].amber) for x in g.players[1 - c["me"]].battleline if g.cards[x].amber > 0]
    c["carriers"] = [x for x, _ in hits]
    if hits:
        g.deal_damage(hits, c["src"])


def _word_amber(g, c):
    me = c["me"]
    for x in c.get("carriers") or []:
        card_ = g.cards[x]
        if card_.zone == BATTLELINE and card_.amber > 0:
            n = card_.amber
            card_.amber = 0
            g.add_to_pool(me, n, f"{n}Æ on {g.cname(x)} moves to {g.pname(me)}'s pool")


card("Word of Returning", "CotA",
     text="Play: Deal each enemy creature 1D for each Æ on it. Then move all the Æ on those creatures to your "
          "pool.",
     play=seq(do(_word_damage, "damage"), do(_word_amber, "amber")))

# --- Artifacts ----------------------------------------------------------------------------------


def _bears_in_play(g, c):
    return [x for x in g.creatures() if g.cname(x) == "Ancient Bear"]


def _bear_search(g, c):
    me = c["me"]
    found = [x for x in c.get("found") or [] if g.cards[x].zone in (DECK, DISCARD)]
    for x in found:
        g.say(f"{g.pname(me)} puts {g.cname(x)} into their hand")
        g.move(x, HAND)
    if found:
        g.shuffle_discard_into_deck(me, anyway=True)     # the whole (searched) deck is shuffled with it
    else:
        # "if you do" fails, but the whole deck was searched: it is shuffled all the same (001:2596-2597)
        g.shuffle_deck(me)
        g.say(f"{g.pname(me)} shuffles their deck")


card("Bear Flute", "CotA",
     text="Action: Fully heal an Ancient Bear. If no Ancient Bear is in play, search your deck and discard pile "
          "for as many Ancient Bears as you like and put them into your hand; if you do, shuffle your discard "
          "pile into your deck.",
     actions=[if_(lambda g, c: bool(_bears_in_play(g, c)),
                  heal(Target(_bears_in_play, "Choose an Ancient Bear"), None),
                  seq(search(lambda g, x: g.cards[x].defn.title == "Ancient Bear",
                             prompt="Search for any number of Ancient Bears"),
                      do(_bear_search, "search")))])

card("Nepenthe Seed", "CotA",
     text="Omni: Sacrifice Nepenthe Seed. Put one card from your discard pile back into your hand.",
     omnis=[seq(sacrifice_self(),
                move_from_zone_to_hand(in_my_zone("discard", prompt="Choose a card in your discard pile")))])

card("Ritual of Balance", "CotA",
     text="Action: Steal 1Æ if your opponent has 6Æ or more.",
     actions=[if_(lambda g, c: g.players[1 - c["me"]].amber >= 6, steal(1))])

card("Ritual of the Hunt", "CotA",
     text="Omni: Sacrifice Ritual of the Hunt. Until the end of this turn, you may use your Untamed creatures.",
     omnis=[seq(sacrifice_self(),
                lasting(static("use_any_house", lambda g, src, cid, le: g.cards[cid].zone == BATTLELINE
                               and g.cards[cid].controller == le["me"] and _untamed(g, cid))))])


def _world_tree(g, c):
    for x in c.get("t") or []:
        if g.cards[x].zone == DISCARD:
            g.say(f"{g.cname(x)} is put on top of {g.pname(g.cards[x].owner)}'s deck")
            g.move(x, DECK)


card("World Tree", "CotA",
     text="Action: Put a creature from your discard pile on top of your deck.",
     actions=[seq(choose("t", in_my_zone("discard", lambda g, x: g.cards[x].defn.type == "creature",
                                         "Choose a creature in your discard pile")),
                  do(_world_tree, "to deck"))])

# --- Creatures ----------------------------------------------------------------------------------


card("Witch of the Wilds", "CotA",
     text="On each turn in which your active house is not Untamed, you may play one Untamed card.",
     statics=[off_house_play_per_copy("untamed")])


card("Chota Hazri", "CotA",
     text="Play: You lose 1Æ; if you did, you may forge a key at its current cost.",
     play=seq(do(_lose_one, "lose"), if_(did(), may("Forge a key at current cost?", forge_key(), can_forge_now))))

card("Dew Faerie", "CotA",
     text="Elusive.\nAfter Reap: Gain 1Æ.",
     reap=gain(1))

card("Flaxia", "CotA",
     text="Play: If you control more creatures than your opponent, gain 2Æ.",
     play=if_(lambda g, c: len(g.players[c["me"]].battleline) > len(g.players[1 - c["me"]].battleline), gain(2)))

card("Fuzzy Gruen", "CotA",
     text="Play: Your opponent gains 1Æ.",
     play=do(lambda g, c: g.gain(1 - c["me"], 1), "opponent gains"))


def _sloth_locked(g, src, cid, le):
    if cid != src:
        return False
    p = g.cards[src].controller
    return not any(g.belongs_to(x, "untamed") for x in g.logged("discarded", p, g.turn))



card("Giant Sloth", "CotA",
     text=("Giant Sloth can be used only once you have discarded an Untamed card from your hand this turn.\nAction: "
           "You gain 3Æ."),
     statics=[static("cannot_use", _sloth_locked)],
     actions=[gain(3)])

card("Halacor", "CotA",
     text="Friendly creatures on a flank gain skirmish.",
     statics=[static("keyword", lambda g, src, cid, le: g.cards[cid].zone == BATTLELINE
                     and g.cards[cid].controller == g.cards[src].controller and g.is_flank(cid), ("skirmish", 1))])

card("Kindrith Longshot", "CotA",
     text="Elusive. Skirmish.\nAfter Reap: Deal 2D to a creature.",
     reap=deal_damage(A_CREATURE, 2))

card("Lupo the Scarred", "CotA",
     text="Skirmish.\nPlay: Deal 2D to an enemy creature.",
     play=deal_damage(ENEMY_CREATURE, 2))

card("Mighty Tiger", "CotA",
     text="Play: Deal 4D to an enemy creature.",
     play=deal_damage(ENEMY_CREATURE, 4))

card("Mushroom Man", "CotA",
     text="Mushroom Man has +3 power for each of your keys that is not forged.",
     # its controller's keys: four for one who must forge an additional key (Tinkerer; FORMAT `keys: 4`)
     statics=[static("power", lambda g, src, cid, le: cid == src,
                     lambda g, src, cid, le: 3 * max(0, g.keys_to_win(g.cards[src].controller)
                                                     - len(g.players[g.cards[src].controller].keys)))])

_piranha = damage_each("any", 2, lambda g, x, c: x != c["src"])
card("Piranha Monkeys", "CotA",
     text="Play/After Reap: Deal 2D to every other creature.",
     play=_piranha, reap=_piranha)

card("Teliga", "CotA",
     text="Whenever your opponent plays a creature, you gain 1Æ.",
     reactions=[reaction("played", lambda g, src, ev, le: ev["type"] == "creature"
                         and ev["player"] != g.cards[src].controller, gain(1))])


def _host_kw(kw, n=1):
    return static("keyword", lambda g, src, cid, le: g.cards[src].host == cid, (kw, n))


card("Way of the Bear", "CotA",
     text="This creature gains assault 2.",
     statics=[_host_kw("assault", 2)])

card("Way of the Wolf", "CotA",
     text="This creature gains skirmish.",
     statics=[_host_kw("skirmish")])

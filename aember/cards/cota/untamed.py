"""Call of the Archons — Untamed."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    artifacts,
    can_forge_now,
    choose,
    destroy_each,
    did,
    do,
    exhaust,
    forge_key,
    gain,
    has_trait,
    if_,
    in_my_zone,
    lasting,
    may,
    move_from_zone_to_hand,
    other_friendly,
    play_as_copy_of,
    reaction,
    return_to_hand,
    self_only,
    seq,
    split_damage,
    static,
    steal,
    stun,
)

card("Cooperative Hunting", "CotA", "319", "untamed", "action", rarity="Common",
     text="Play: Deal 1 damage for each friendly creature in play, divided as you choose among any creatures.",
     play=split_damage(lambda g, c: len(g.players[c["me"]].battleline)))

_creature_played = reaction("played", lambda g, src, ev, le: ev["player"] == le["me"] and ev["type"] == "creature",
                            gain(1))
card("Full Moon", "CotA", "323", "untamed", "action", rarity="Common",
     text="Play: Until the end of the turn, gain 1Æ whenever you play a creature.",
     play=lasting(_creature_played))


def _lost_in_the_woods(g, c):
    g.shuffle_into_deck((c.get("mine") or []) + (c.get("theirs") or []))


card("Lost in the Woods", "CotA", "327", "untamed", "action", rarity="Common", icons=("amber",),
     text="Play: Choose 2 friendly creatures and 2 enemy creatures. Shuffle each of them into its owner's deck.",
     play=seq(choose("mine", FRIENDLY_CREATURE.times(2, prompt="Choose 2 friendly creatures")),
              choose("theirs", ENEMY_CREATURE.times(2, prompt="Choose 2 enemy creatures")),
              do(_lost_in_the_woods)))

card("Regrowth", "CotA", "332", "untamed", "action", rarity="Common", icons=("amber",),
     text="Play: Return a creature from your discard pile to your hand.",
     play=move_from_zone_to_hand(in_my_zone("discard", lambda g, x: g.cards[x].defn.type == "creature",
                                            "Choose a creature in your discard pile")))

card("Dust Pixie", "CotA", "351", "untamed", "creature", rarity="Common", power=1, icons=("amber", "amber"),
     traits=("faerie",), text="")

card("Snufflegator", "CotA", "358", "untamed", "creature", rarity="Common", power=4, traits=("beast",),
     keywords=("skirmish",), text="Skirmish.")

card("Niffle Ape", "CotA", "363", "untamed", "creature", rarity="Common", power=3, traits=("beast", "niffle"),
     text="When Niffle Ape fights, it ignores taunt and elusive.",
     statics=[static("ignore_taunt_elusive", lambda g, src, cid, le: cid == src)])

card("Niffle Queen", "CotA", "364", "untamed", "creature", rarity="Uncommon", power=6, traits=("beast", "niffle"),
     text="Each other friendly Beast creature has +1 power.\nEach other friendly Niffle creature has +1 power.",
     statics=[static("power", other_friendly(has_trait("beast")), 1),
              static("power", other_friendly(has_trait("niffle")), 1)])

card("Hunting Witch", "CotA", "367", "untamed", "creature", rarity="Common", power=2, traits=("human", "witch"),
     text="Whenever you play another creature, gain 1Æ.",
     reactions=[reaction("played", lambda g, src, ev, le: ev["type"] == "creature" and ev["card"] != src
                         and ev["player"] == g.cards[src].controller, gain(1))])

card("Witch of the Eye", "CotA", "368", "untamed", "creature", rarity="Common", power=3, traits=("human", "witch"),
     text="After Reap: Return a card from your discard pile to your hand.",
     reap=move_from_zone_to_hand(in_my_zone("discard", prompt="Choose a card in your discard pile")))

# --- further Untamed cards ------------------------------------------------------------------


card("Curiosity", "CotA", "320", "untamed", "action", rarity="Rare", icons=("amber",),
     text="Play: Destroy each Scientist creature.",
     play=destroy_each("any", lambda g, x, c: "scientist" in g.traits(x)))

card("Fertility Chant", "CotA", "321", "untamed", "action", rarity="Rare", icons=("amber", "amber", "amber", "amber"),
     text="Play: Your opponent gains 2Æ.",
     play=do(lambda g, c: g.gain(1 - c["me"], 2), "opponent gains"))

card("Fogbank", "CotA", "322", "untamed", "action", rarity="Uncommon", icons=("amber",),
     text="Play: During your opponent's next turn, they cannot use creatures to fight.",
     play=lasting(static("cannot_fight", lambda g, src, cid, le: g.cards[cid].controller != le["me"]),
                  until="my_next_turn"))

card("Grasping Vines", "CotA", "324", "untamed", "action", rarity="Uncommon", icons=("amber",),
     text="Play: Return up to 3 artifacts to the hands of their owners.",
     play=return_to_hand(artifacts(prompt="Choose up to 3 artifacts").times(3, up_to=True)))


def _lose_one(g, c):
    c["did"] = g.lose(c["me"], 1) > 0


card("Key Charge", "CotA", "325", "untamed", "action", rarity="Common",
     text="Play: Lose 1Æ. If you do, you may forge a key, paying its current cost.",
     play=seq(do(_lose_one, "lose"),
              if_(did(), may("Forge a key at current cost?", forge_key(), can_forge_now))))

card("Lifeweb", "CotA", "326", "untamed", "action", rarity="Uncommon", icons=("amber",),
     text="Play: Steal 2Æ if your opponent played at least 3 creatures during their previous turn.",
     play=if_(lambda g, c: g.creatures_played[1 - c["me"]] >= 3, steal(2)))


def _mimicry_choices(g, cid):
    return [x for x in g.players[1 - g.active].discard if g.cards[x].defn.type == "action"]


card("Mimicry", "CotA", "328", "untamed", "action", rarity="Uncommon",
     text="As you play this card, it is treated as a copy of an action card of your choice in your "
          "opponent's discard pile.",
     statics=[play_as_copy_of(_mimicry_choices)])

card("Nocturnal Maneuver", "CotA", "330", "untamed", "action", rarity="Common", icons=("amber",),
     text="Play: Exhaust up to 3 creatures.",
     play=exhaust(A_CREATURE.times(3, up_to=True, prompt="Choose up to 3 creatures")))

card("Perilous Wild", "CotA", "331", "untamed", "action", rarity="Rare", icons=("amber",),
     text="Play: Destroy each creature with elusive.",
     play=destroy_each("any", lambda g, x, c: g.has_keyword(x, "elusive")))

card("Ancient Bear", "CotA", "345", "untamed", "creature", rarity="Common", power=5, traits=("beast",),
     keywords=("assault:2",), text="Assault 2.")

card("Bigtwig", "CotA", "346", "untamed", "creature", rarity="Uncommon", power=7, traits=("beast",),
     text="Bigtwig may only fight creatures that are stunned.\nAfter Reap: Stun a creature and exhaust it.",
     statics=[static("fight_only", self_only(), lambda g, x: g.cards[x].stun)],
     reap=seq(choose("t", A_CREATURE), stun("t"), exhaust("t")))

card("Briar Grubbling", "CotA", "348", "untamed", "creature", rarity="Rare", power=2, traits=("beast", "insect"),
     keywords=("hazardous:5",), text="Hazardous 5.")

card("Inka the Spider", "CotA", "356", "untamed", "creature", rarity="Rare", power=1, traits=("beast",),
     keywords=("poison",), text="Poison.\nPlay/After Reap: Stun a creature.",
     play=stun(A_CREATURE), reap=stun(A_CREATURE))

card("Murmook", "CotA", "361", "untamed", "creature", rarity="Common", power=3, traits=("beast",),
     text="Keys cost your opponent +1Æ.",
     statics=[static("key_cost", lambda g, src, p, le: p != g.cards[src].controller, 1)])

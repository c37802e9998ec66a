"""Call of the Archons — Untamed."""

from aember.cards.define import card
from aember.engine.effects import (
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    choose,
    do,
    gain,
    has_trait,
    in_my_zone,
    lasting,
    move_from_zone_to_hand,
    other_friendly,
    reaction,
    seq,
    split_damage,
    static,
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

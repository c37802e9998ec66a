"""Æmber Skies — Skyborn (flanks and key colours: effects.key_forged, on_flank, flank_count)."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    Target,
    again_if,
    archive_found,
    archive_from_hand,
    artifacts,
    as_host_controller,
    capture,
    choose,
    count_friendly,
    deal_damage,
    destroy,
    destroy_each,
    destroyed_instead,
    discard_one_from_hand,
    do,
    draw,
    each_captures_n,
    exalt,
    exhaust,
    flank_count,
    flank_creatures,
    forge_key,
    gain,
    granted_use_ability,
    heal,
    host_controllers_turn,
    host_is,
    host_of,
    houses_among,
    if_,
    in_center,
    is_house,
    is_neighbor,
    key_forged,
    keyword_while,
    may,
    may_exalt_self_then,
    move_from_pool_to_card,
    move_in_battleline,
    move_to_flank,
    neighbors_of_self,
    on_flank,
    opponent_amber,
    own_reaction_while,
    reaction,
    ready,
    ready_and_fight,
    rearrange,
    rearrange_others,
    repeat,
    same_colour_keys_forged,
    scrap,
    search,
    self_as,
    seq,
    shares_a_house,
    shuffle_into_owners_deck,
    shuffle_my_deck,
    split_damage,
    src_key_forged,
    static,
    steal,
    stun_each,
    swap_with,
    take_control,
    upgrades_in_play,
    ward,
)
from aember.engine.rules import resolve_bonus_icons

_SKYBORN = is_house("skyborn")


def _skyborn_flanks(g, c=None) -> int:
    return flank_count(g, _SKYBORN)


def _friendly_flank(g, src, cid, le) -> bool:
    return g.cards[cid].controller == g.cards[src].controller and g.is_flank(cid)


card("Prop Dusting", "AS",
     text="Play: Destroy a creature on one of your opponent's flanks.",
     play=destroy(ENEMY_CREATURE.where(on_flank)))

card("Scalawag Finn", "AS",
     text="After Fight: Scalawag Finn heals 3 of its damage.",
     fight=seq(self_as("me_"), heal("me_", 3)))

card("Raiding Party", "AS",
     text="After Fight: Steal 2Æ if both players have forged a key of the same colour; if not, steal 1Æ.",
     fight=if_(same_colour_keys_forged, steal(2), steal(1)))

card("Redline Rotation", "AS",
     text="Play: If your opponent holds 7Æ or more, steal half of their Æ, rounded down.",
     play=if_(lambda g, c: opponent_amber(g, c) >= 7, steal(lambda g, c: opponent_amber(g, c) // 2)))


def _flanks_share_house(g, c) -> bool:
    fl = flank_creatures(g)
    return any(shares_a_house(g, a, b) for i, a in enumerate(fl) for b in fl[i + 1:])



card("Against All Flags", "AS",
     text="Play: If two different flank creatures share a house, steal 2Æ; if not, steal 1Æ.",
     play=if_(_flanks_share_house, steal(2), steal(1)))


def _not_destroyed(g, c) -> bool:
    hit = [x for x in c.get("t") or [] if x not in (c.get("killed") or [])]
    return bool(hit)


card("Bomb-arang", "AS",
     text="Play: An enemy creature takes 3D. If it survives, one of your creatures takes 1D.",
     play=seq(deal_damage(ENEMY_CREATURE, 3), if_(_not_destroyed, deal_damage(FRIENDLY_CREATURE, 1, key="f"))))

card("Seeker Missiles", "AS",
     text="Play: For each Skyborn creature on a flank, deal 2D to a creature.",
     play=split_damage(_skyborn_flanks, A_CREATURE, per=2))


def _friendly_flank_houses(g, c) -> int:
    return houses_among([x for x in g.players[c["me"]].battleline if g.is_flank(x)], g)


card("Silver Linings", "AS",
     text="Play: Gain 1Æ per house among your flank creatures.",
     play=gain(_friendly_flank_houses))

card("Safe Port", "AS",
     text=("Play: If you have forged your yellow key, a friendly creature captures 2Æ. If your opponent has forged "
           "their yellow key, steal 1Æ."),
     play=seq(if_(key_forged("yellow"), capture(2, FRIENDLY_CREATURE)),
              if_(key_forged("yellow", "opponent"), steal(1))))

card("Edge of the World", "AS",
     text="Play: Put any creature on the flank of your choice of its own battleline, then steal 1Æ.",
     play=seq(choose("t", A_CREATURE), move_to_flank("t"), steal(1)))

card("Maqui Expedition", "AS",
     text="Play: Take control of a creature on one of your opponent's flanks.",
     play=take_control(ENEMY_CREATURE.where(on_flank)))

card("Third of Cliff", "AS",
     text=("Elusive.\nAction: With your red key forged, destroy every enemy creature on a flank; without it, "
           "destroy one enemy creature on a flank."),
     actions=[if_(key_forged("red"), destroy_each("enemy", on_flank), destroy(ENEMY_CREATURE.where(on_flank)))])

card("Chandler Anouk", "AS",
     text="Your creatures on a flank get +2 armor and have taunt.",
     statics=[static("armor", _friendly_flank, 2), static("keyword", _friendly_flank, ("taunt", 1))])

card("Cloudburst Command", "AS",
     text="For each Skyborn creature on a flank, your opponent's keys cost +1Æ.",
     statics=[static("key_cost", lambda g, src, p, le: p != g.cards[src].controller,
                     lambda g, src, p, le: _skyborn_flanks(g))])

card("Freedom to Be", "AS",
     text="Play: Forge a key at its current cost +4Æ, less 1Æ per Skyborn creature on a flank.",
     play=forge_key(lambda g, c: max(0, g.key_cost(c["me"]) + 4 - _skyborn_flanks(g))))

card("Pirate Champion", "AS",
     text="Taunt.\nAfter Fight: Pirate Champion may move to either flank.",
     fight=may("Move Pirate Champion to a flank?", seq(self_as("t"), move_to_flank("t")),
               lambda g, c: len(g.players[g.cards[c["src"]].controller].battleline) > 1))

card("Red Skies", "AS",
     text=("Play: Move a friendly Skyborn creature to either flank, then ready it. Do this a second time if any "
           "player has forged a red key."),
     play=again_if(seq(choose("t", FRIENDLY_CREATURE.where(lambda g, x, c: _SKYBORN(g, x))), move_to_flank("t"),
                       ready("t")),
                   key_forged("red", "any")))

card("Nantucket", "AS",
     text="Deploy.\nAfter Fight/After Reap: Gain 1Æ per Skyborn creature next to Nantucket.",
     fight=gain(lambda g, c: sum(1 for x in g.neighbors(c["src"]) if _SKYBORN(g, x))),
     reap=gain(lambda g, c: sum(1 for x in g.neighbors(c["src"]) if _SKYBORN(g, x))))

card("Shae “Cloudkicker”", "AS",
     text="Play/After Reap: Shae “Cloudkicker” trades places with another creature of your battleline.",
     play=swap_with(FRIENDLY_CREATURE.other()),
     reap=swap_with(FRIENDLY_CREATURE.other()))


def _enemy_while_yellow(g, src, cid, le) -> bool:
    return g.cards[cid].controller != g.cards[src].controller and src_key_forged("yellow")(g, src)


card("Viscount of Aerys", "AS",
     text=("Enemy creatures enter play stunned while your yellow key is forged.\nPlay: With your yellow key forged, "
           "stun every enemy creature."),
     statics=[static("enters_stunned", _enemy_while_yellow)],
     play=if_(key_forged("yellow"), stun_each(lambda g, x, c: True, "enemy")))


def _untag_self(g, c) -> None:
    # healed first (else the state check destroys it again), then untagged so that it can move
    x = c["src"]
    if g.cards[x].tagged:
        g.cards[x].tagged = False
        g.dirty()


card("Ley, Earl of Hurl", "AS",
     text=("Destroyed: If Ley, Earl of Hurl is away from the flanks, it is not destroyed: instead it is fully "
           "healed, exhausted and warded, and moves to a flank."),
     destroyed=if_(lambda g, c: not g.is_flank(c["src"]),
                   destroyed_instead(seq(self_as("me_"), heal("me_", None), exhaust("me_"), ward(),
                                         do(_untag_self, "not destroyed"), move_to_flank("me_")))))


def _neighbor_power(g, c) -> int:
    n = [x for x in c.get("n") or [] if g.in_play(x)]
    return g.power(n[0]) if n else 0


card("Rose of Sharon", "AS",
     text=("Deploy. Elusive.\nAction: Pick a creature next to Rose of Sharon; an enemy creature takes damage equal "
           "to the picked creature's power. With your red key forged, do this once more."),
     actions=[again_if(seq(choose("n", neighbors_of_self()), deal_damage(ENEMY_CREATURE, _neighbor_power)),
                       key_forged("red"))])

card("Bux Bastian", "AS",
     text="Enhance [amber][damage].\nScrap: Exalt a creature on one of your opponent's flanks.",
     reactions=[scrap(exalt(ENEMY_CREATURE.where(on_flank)))])


def _enemy_upgrades(g, c) -> list[int]:
    return [u for u in upgrades_in_play(g, c) if g.cards[u].controller != c["me"]]


card("Skulking Saboteurs", "AS",
     text=("Elusive.\nAfter Reap: Red key forged: destroy an enemy creature. Yellow key forged: destroy an enemy "
           "artifact. Blue key forged: destroy an enemy upgrade. (Your own keys.)"),
     reap=seq(if_(key_forged("red"), destroy(ENEMY_CREATURE)),
              if_(key_forged("yellow"), destroy(artifacts("enemy"), key="a")),
              if_(key_forged("blue"), destroy(Target(_enemy_upgrades, "Choose an enemy upgrade"), key="u"))))

card("Indigo Halyard", "AS",
     text=("With your blue key forged, Indigo Halyard has \"After Reap: Ready another friendly creature and fight "
           "with it.\"\nWith your opponent's blue key forged, the creatures next to Indigo Halyard have taunt."),
     reactions=own_reaction_while("reaped", src_key_forged("blue"), ready_and_fight(FRIENDLY_CREATURE.other())),
     statics=[keyword_while("taunt", is_neighbor, src_key_forged("blue", "opponent"))])

def _flank_of_mine(g, x, c) -> bool:
    return g.cards[x].controller == c["me"] and g.is_flank(x)


def _two_others_to_rearrange(g, c) -> bool:
    # the resolving player's battleline: under Replicator, Aero is not in it
    return len([x for x in g.players[c["me"]].battleline if x != c["src"]]) > 1


card("Aero O’Fore", "AS",
     text=("In the center of your battleline, Aero O'Fore has \"After Reap: You may rearrange the other creatures "
           "of your battleline. Then each of your flank creatures captures 2Æ.\""),
     reactions=own_reaction_while("reaped", in_center,
                                  seq(may("Rearrange the other creatures of your battleline?", rearrange_others(),
                                          _two_others_to_rearrange),
                                      each_captures_n(2, _flank_of_mine))))


def _discard_resolve_icons(g, c) -> None:
    for x in c.get("discarded") or []:
        resolve_bonus_icons(g, x, c["me"])


card("Recreational Jettison", "AS",
     text=("Play: Discard a card from your hand and resolve its bonus icons as though you had played it. If either "
           "player has forged a yellow key, do it again."),
     play=again_if(seq(discard_one_from_hand(), do(_discard_resolve_icons, "resolve icons")),
                   key_forged("yellow", "any")))


def _burner_cost(g, src, p, le) -> bool:
    h = host_of(g, src)
    return h is not None and p != g.cards[h].controller


card("Efficient Æmber Burner", "AS",
     text=("This creature has \"Your opponent's keys cost 1Æ less per Æ on this creature\" and \"After Reap: "
           "Exalt this creature.\""),
     statics=[static("key_cost", _burner_cost, lambda g, src, p, le: -g.cards[host_of(g, src)].amber,
                     gained=True)],
     reactions=granted_use_ability(("reaped",), host_is, exalt("user")))

def _two_or_more(g, c) -> bool:
    return len(g.players[c["me"]].battleline) > 1


card("Lateral Thrusters", "AS",
     text="This creature has \"At the start of your turn, you may rearrange your battleline.\"",
     reactions=[reaction("turn_start", host_controllers_turn("turn_start"),
                         seq(as_host_controller(),
                             may("Rearrange your battleline?", rearrange("player"), _two_or_more)), gained=True)])

card("Torpefying Harpoon", "AS",
     text="This creature has \"At the end of your turn, destroy this creature unless it is on a flank.\"",
     # "if this creature is not on a flank": checked as it resolves (it triggers at the end of each of your turns)
     reactions=[reaction("turn_end", host_controllers_turn("turn_end"),
                         seq(as_host_controller(), if_(lambda g, c: bool(c["host"]) and not g.is_flank(c["host"][0]),
                                                       destroy("host"))), gained=True)])

card("Black Tempest", "AS",
     text="Hazardous 2.\nAfter Fight: Steal 3Æ while you have forged no key; once you have one, steal 2Æ.",
     fight=if_(lambda g, c: not g.players[c["me"]].keys, steal(3), steal(2)))

card("Flip Stallard", "AS",
     text="Enemy creatures have no Destroyed: abilities.",
     statics=[static("lose_destroyed", lambda g, src, cid, le: g.cards[cid].controller != g.cards[src].controller)])


def _damaged(g, x, c) -> bool:
    return g.cards[x].damage > 0


card("Han Peregrine", "AS",
     text=("After Fight/After Reap: Han Peregrine may be exalted. When it is, a damaged creature of your choice loses "
           "all its damage and goes to a flank of its own battleline."),
     fight=may_exalt_self_then(seq(choose("t", A_CREATURE.where(_damaged)), heal("t", None), move_to_flank("t"))),
     reap=may_exalt_self_then(seq(choose("t", A_CREATURE.where(_damaged)), heal("t", None), move_to_flank("t"))))

card("Nomadic Insight", "AS",
     text="Play: Every flank creature you control captures 1Æ.",
     play=each_captures_n(1, _flank_of_mine))

card("Razor’s Gambit", "AS",
     text=("Enhance [skyborn][skyborn].\nAction: Ready a friendly Skyborn creature and fight with it. With your blue "
           "key forged, do this once more."),
     actions=[again_if(ready_and_fight(FRIENDLY_CREATURE.where(lambda g, x, c: _SKYBORN(g, x))),
                       key_forged("blue"))])

card("Universal Welcome", "AS",
     text="Play: The middle creature of an odd-sized enemy battleline comes under your control.",
     play=take_control(ENEMY_CREATURE.where(lambda g, x, c: in_center(g, x))))

card("Æmber Airhart", "AS",
     text="After Fight/After Reap: Æmber Airhart is shuffled into its owner's deck.",
     fight=seq(self_as("me_"), shuffle_into_owners_deck("me_")),
     reap=seq(self_as("me_"), shuffle_into_owners_deck("me_")))

card("Navigator Ketarr", "AS",
     text="After Reap: When reaping from a flank position, Navigator Ketarr draws you 2 cards; you then archive one.",
     reap=if_(lambda g, c: g.is_flank(c["src"]), seq(draw(2), archive_from_hand(1))))

card("Transmuting Lift", "AS",
     text="This creature has \"After Reap: You may move this creature to any place in its controller's battleline.\"",
     reactions=granted_use_ability(("reaped",), host_is,
                                   may("Move this creature in its battleline?", move_in_battleline("user"),
                                       lambda g, c: len(g.players[g.cards[c["user"][0]].controller].battleline) > 1)))

card("Bosun Creen", "AS",
     text="Enhance [skyborn].\nScrap: Any creature goes to the flank you pick of the battleline it is in.",
     reactions=[scrap(seq(choose("t", A_CREATURE), move_to_flank("t")))])

card("Flint’s Stash", "AS",
     text="Every flank creature has \"Destroyed: Gain 2Æ.\"",
     statics=[static("grant_destroyed", lambda g, src, cid, le: g.is_flank(cid), gain(2))])


def _shards(g, c) -> int:
    return count_friendly(g, c, lambda g2, x: "shard" in g2.traits(x))


card("Shard of Courage", "AS",
     text="Action: Once per friendly Shard, ready a friendly creature and fight with it, one fight after another.",
     actions=[repeat(_shards, ready_and_fight(FRIENDLY_CREATURE))])


def _treasure_island(g, c) -> None:
    c["dest"] = [c["src"]]


card("Treasure Island", "AS",
     text=("Your Skyborn creatures have \"After Reap: Move 1Æ from your pool onto Treasure Island.\"\nThe Æ on "
           "Treasure Island can be spent as though it were in your pool."),
     reactions=granted_use_ability(("reaped",), lambda g, src, cid: g.cards[cid].controller == g.cards[src].controller
                                   and _SKYBORN(g, cid), seq(do(_treasure_island, "Treasure Island"),
                                                             move_from_pool_to_card(1))),
     statics=[static("spend_amber_on", lambda g, src, p, le: p == g.cards[src].controller)])


def _treasure_islands(g, c) -> list[int]:
    # the card named, wherever it is in play: a Treasure Island made a creature (Animating Force) is in a battleline
    return [x for p in (c["me"], 1 - c["me"]) for x in g.players[p].artifacts + g.players[p].battleline
            if g.face(x).title == "Treasure Island"]


card("Flint’s Legend", "AS",
     text="Play: 1Æ leaves your opponent's pool and goes onto a Treasure Island in play.",
     play=seq(choose("dest", Target(_treasure_islands, "Choose a Treasure Island")),
              move_from_pool_to_card(1, "opponent")))

_FLINT = {"Flint’s Legend", "Flint’s Stash", "Treasure Island"}

card("Flint’s Map", "AS",
     text=("Omni: Search your deck and your discard pile for a Flint's Legend, Flint's Stash or Treasure Island; "
           "show it and archive it, then shuffle your deck."),
     omnis=[seq(search(lambda g, x: g.cards[x].defn.title in _FLINT, count=1,
                       prompt="Search for Flint's Legend, Flint's Stash or Treasure Island"), archive_found(),
                shuffle_my_deck())])

card("Refined Adhesive", "AS",
     text=("Whenever a card would go from a player's hand to a discard pile, it is revealed and placed facedown "
           "beneath this creature in its place."),
     statics=[static("hand_discard_under", lambda g, src, p, le: True, host_of)])

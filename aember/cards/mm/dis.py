"""Mass Mutation — Dis."""

from aember.carddb import split_evil_twin
from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    archive_chosen,
    bonus_icon_count,
    capture,
    choose,
    choose_house,
    damage_each,
    deal_damage,
    destroy,
    destroy_each,
    destroyed_this_way,
    did,
    discard_random,
    discard_then_draw,
    do,
    draw,
    enrage_point,
    exalt,
    forge_free,
    forge_key,
    friendly_in,
    friendly_with_trait,
    gain,
    gain_chains,
    houses_of_card,
    icons_on_discarded,
    if_,
    in_my_zone,
    keys_cost_more_on_opponents_next_turn,
    lasting,
    lasting_with,
    look_top_keep_bottom,
    lose,
    may,
    may_exalt_self_then,
    move_amber,
    name_a_card,
    named_by,
    not_tagged,
    opponent_amber,
    opponent_discards_random,
    played_with_trait,
    printed_name,
    printed_x,
    reaction,
    repeat,
    return_to_hand,
    seq,
    static,
    steal,
    unforge_opponent_key,
    use,
    ward,
)
from aember.engine.state import BATTLELINE, DISCARD, HAND, UPGRADE

card("Dark Æmber Vault", "MM",
     text="Each time you play a Mutant creature, draw a card.\nMutant creatures you control get +2 power.",
     reactions=[reaction("played", lambda g, src, ev, le: ev["type"] == "creature"
                         and ev["player"] == g.cards[src].controller and played_with_trait(g, ev, "mutant"), draw(1))],
     statics=[static("power", lambda g, src, cid, le: g.cards[cid].controller == g.cards[src].controller
                     and "mutant" in g.traits(cid), 2)])

card("Bonesaw", "MM",
     text="Bonesaw enters play ready if a creature you control has been destroyed this turn.",
     enters_ready=lambda g, cid: bool(g.logged("destroyed", g.cards[cid].controller, g.turn)))

card("Drecker", "MM",
     text="Drecker also takes any damage that its neighbors are dealt during fights.\nAfter Reap: Steal 1Æ.",
     statics=[static("share_fight_damage", lambda g, src, cid, le: True)],
     reap=steal(1))


def _dis_creatures(g, src, p, le):
    return sum(1 for x in g.creatures() if g.belongs_to(x, "dis"))


card("Waking Nightmare", "MM",
     text="Enhance [capture].\nPlay: During your opponent's next turn, keys cost +1Æ for each Dis creature in play.",
     play=keys_cost_more_on_opponents_next_turn(_dis_creatures))


_PICAROON_COUNTING: set = set()


def _picaroon_x(g, src, cid, le):
    # Two neighbouring Picaroons that are no Changelings (Grey Aberrant takes every trait) would each count the
    # other's power, which counts its own: within that loop a Picaroon already being counted has X = 0 (X is 0
    # unless an ability defines it, 001:2816-2817), so each counts the other's other neighbours once.
    key = (id(g), src)
    if key in _PICAROON_COUNTING:
        return 0
    _PICAROON_COUNTING.add(key)
    try:
        return sum(g.power(n) for n in g.neighbors(src) if "changeling" not in g.traits(n))
    finally:
        _PICAROON_COUNTING.discard(key)


card("Picaroon", "MM",
     text="Deploy.\nX equals the total power of the creatures next to Picaroon that are not Changelings.",
     statics=[printed_x("power", _picaroon_x)])


def _maleficorn(g, c):
    victim = c["ev"]["card"]
    if g.cards[victim].zone == BATTLELINE:
        g.deal_damage([(victim, 1)], c["src"])


card("Maleficorn", "MM",
     text=("Enhance [damage][damage][damage][damage].\n"
           "Each time a D bonus icon deals damage to an enemy creature, deal that creature another 1D afterwards."),
     reactions=[reaction("icon_damage", lambda g, src, ev, le: g.cards[ev["card"]].zone == BATTLELINE
                         and g.cards[ev["card"]].controller != g.cards[src].controller, do(_maleficorn))])

card("The Pale Star", "MM",
     text="Omni: Destroy The Pale Star. For the rest of the turn, each creature has 1 power and 0 armor.",
     omnis=[seq(do(lambda g, c: g.destroy([c["src"]]), "destroy self"),
                lasting(static("set_power", lambda g, src, cid, le: True, 1)),
                lasting(static("set_armor", lambda g, src, cid, le: True, 0)))])


# --- first printed in Mass Mutation: Dis (mm-a) ---

card("Brabble", "MM",
     text="Destroyed: Your opponent loses 3Æ if it is not your turn, or 1Æ if it is.",
     destroyed=lose(lambda g, c: 1 if g.active == c["me"] else 3))

card("Dark Minion", "MM",
     text="Enhance [damage].\nDestroyed: Deal 1D to each enemy creature.",
     destroyed=damage_each("enemy", 1))

card("Imp-losion", "MM",
     text="Play: Destroy a friendly creature and an enemy creature.",
     play=seq(choose("f", not_tagged(FRIENDLY_CREATURE)), choose("e", not_tagged(ENEMY_CREATURE)),
              do(lambda g, c: g.destroy([x for x in (c.get("f") or []) + (c.get("e") or []) if g.in_play(x)]),
                 "destroy both")))

_MARKED = static("must_choose_house", lambda g, src, p, le: p == le["who"] and g.turn > le["turn"],
                 lambda g, src, le: le["house"])


def _mark_of_dis(g, c):
    for x in c.get("t") or []:
        if g.cards[x].zone == BATTLELINE and not g.cards[x].tagged:
            who = g.cards[x].controller
            # "their next turn": the opponent's next turn, or the turn after this one for your own creature;
            # for_player: an extra turn of either player in between moves it (rules.start_extra_turn)
            g.add_lasting(_MARKED, c["src"], c["me"], "next_turn", who=who, house=g.houses_of(x),
                          turn=g.turn if who != c["me"] else g.turn + 1, for_player=who)


card("Mark of Dis", "MM",
     text="Play: Deal 2D to a creature. If it survives, its controller must choose its house as their active "
          "house on their next turn.",
     play=seq(deal_damage(A_CREATURE, 2), do(_mark_of_dis, "mark")))



card("Mindfire", "MM",
     text="Play: Your opponent discards a card at random from their hand. Steal 1Æ for each bonus icon on it.",
     play=seq(discard_random(1, "opponent", key="gone", did_key="did"), steal(icons_on_discarded())))

card("Sinder", "MM",
     text="Taunt.\nAfter Reap: Destroy a friendly creature.",
     reap=destroy(FRIENDLY_CREATURE))

card("Snarette", "MM",
     text="At the end of your turn, capture 1Æ.\nAction: Move all Æmber on Snarette to the common supply.",
     reactions=[reaction("turn_end", lambda g, src, ev, le: ev["player"] == g.cards[src].controller, capture(1))],
     actions=[move_amber(lambda g, c: c["src"], lambda g, c: None)])


def _is_creature_card(g, x):
    return g.cards[x].defn.type == "creature"


card("Stirring Grave", "MM",
     text="Play: Archive a creature from your discard pile.",
     play=seq(choose("t", in_my_zone("discard", _is_creature_card, "Choose a creature in your discard pile")),
              archive_chosen("t")))

card("Techno-Fiend", "MM",
     text="After Reap: Discard a card from your hand, then draw a card if one was discarded.\nDestroyed: Steal 1Æ.",
     reap=discard_then_draw(), destroyed=steal(1))

card("Double Doom", "MM",
     text=("Play: Put an enemy creature back into its owner's hand, then discard a card at random from your "
           "opponent's hand."),
     play=seq(return_to_hand(ENEMY_CREATURE), opponent_discards_random(1)))


def _archive_house_from_discard(g, c):
    me = c["me"]
    for x in list(g.players[me].discard):
        if _is_creature_card(g, x) and g.belongs_to(x, c.get("house")):
            g.archive(x, me)


card("Grim Reminder", "MM",
     text=("Play: Name a house. Every creature of that house in your discard pile goes into your archives. Gain 1 "
           "chain."),
     play=seq(choose_house(), do(_archive_house_from_discard, "archive"), gain_chains(1)))

card("Hystricog", "MM",
     text="Enhance [damage][damage][damage].\nAction: Choose a damaged creature and destroy it.",
     actions=[destroy(A_CREATURE.where(lambda g, x, c: g.cards[x].damage > 0, "Choose a damaged creature"))])

card("Wail of the Damned", "MM",
     text="Enhance [capture].\nPlay: Choose a creature without any bonus icons and destroy it.",
     play=destroy(A_CREATURE.where(lambda g, x, c: bonus_icon_count(g, x) == 0,
                                   "Choose a creature with no bonus icons")))

card("Ritual of Tognath", "MM",
     text="Play: Destroy 2 friendly creatures.",
     play=destroy(FRIENDLY_CREATURE.times(2, prompt="Choose 2 friendly creatures")))


def _skixuno_counters(g, c):
    n = len(destroyed_this_way()(g, c))
    if n and g.cards[c["src"]].zone == BATTLELINE:
        g.cards[c["src"]].power_counters += n
        g.say(f"{g.cname(c['src'])} gets {n} +1 power counter{'s' if n > 1 else ''}")


card("Skixuno", "MM",
     text="Omega.\nPlay: Destroy each other creature. Give Skixuno a +1 power counter for each creature "
          "destroyed this way.",
     play=seq(destroy_each("any", lambda g, x, c: x != c["src"]), do(_skixuno_counters, "counters")))

_sins = friendly_with_trait("sin")


def _sin_count(g, src):
    return sum(1 for x in g.players[g.cards[src].controller].battleline if "sin" in g.traits(x))


card("Desire", "MM",
     text="Keys cost +4Æ.\nAfter Reap: Forge a key at current cost, lowered by 1Æ per Sin creature you control.",
     statics=[static("key_cost", lambda g, src, p, le: True, 4)],
     reap=forge_key(lambda g, c: max(0, g.key_cost(c["me"]) - _sins(g, c))))

card("Dino-Fiend", "MM",
     text=("Play: You may exalt Dino-Fiend; if you exalt it, a creature of your choice is dealt 3D.\n"
           "Destroyed: Steal 1Æ."),
     play=may_exalt_self_then(deal_damage(A_CREATURE, 3), "Exalt Dino-Fiend?"),
     destroyed=steal(1))

card("Envy", "MM",
     text="Elusive.\nAfter Reap: If you control 2 or more Sin creatures, capture all of your opponent's Æmber.",
     reap=if_(lambda g, c: _sins(g, c) >= 2, capture(opponent_amber)))


def _gather_amber(g, c):
    me = c["me"]
    # friendly_in: a Gluttony resolved "as if you controlled" it (Replicator) is one of "your creatures"
    for x in friendly_in(g, c):
        n = g.cards[x].amber
        if n > 0:
            g.cards[x].amber = 0
            g.add_to_pool(me, n, f"{n}Æ moves from {g.cname(x)} to {g.pname(me)}'s pool")


card("Gluttony", "MM",
     text=("Play: Exalt Gluttony one time per Sin creature you control.\n"
           "After Reap: Take all the Æ from your creatures and put it in your pool."),
     play=repeat(_sins, exalt()),
     reap=do(_gather_amber, "gather"))

card("Greed", "MM",
     text='In your "draw cards" step, your hand refills to 1 extra card per Sin creature you control.',
     statics=[static("hand_size", lambda g, src, p, le: p == g.cards[src].controller,
                     lambda g, src, p, le: _sin_count(g, src))])

card("Lyco-Fiend", "MM",
     text="Skirmish.\nDestroyed: Steal 1Æ.",
     destroyed=steal(1))

card("Pride", "MM",
     text="After Reap: Ward each friendly Sin creature.",
     reap=seq(do(lambda g, c: c.update(t=[x for x in friendly_in(g, c) if "sin" in g.traits(x)]),
                 "each sin"), ward("t")))

card("Sacro-Fiend", "MM",
     text="Destroyed: Steal 1Æ.",
     destroyed=steal(1))


def _used_no_creature(g, c):
    return not g.logged("used_creature", c["me"], g.turn)


card("Sloth", "MM",
     text="At the end of your turn, gain 1Æ per Sin creature you control, provided you used no creature this turn.",
     # "if you did not use any creatures this turn": checked as it resolves (it triggers at the end of each of its
     # controller's turns)
     reactions=[reaction("turn_end", lambda g, src, ev, le: ev["player"] == g.cards[src].controller,
                         if_(_used_no_creature, gain(_sins)))])

card("Umbra-Fiend", "MM",
     text="Elusive.\nDestroyed: Steal 1Æ.",
     destroyed=steal(1))

card("Wrath", "MM",
     text="Taunt. Poison. Skirmish.\nAfter Fight: Enrage one enemy creature per Sin creature you control.",
     # "for each": one decision per Sin, each enrage as it is chosen; the same creature may be chosen again (rulebook
     # "For Each": a different card *may* be affected), so even as many Sins as enemies is a decision (FORMAT rev 2)
     # - unless every enemy is already enraged (every choice gives the same result)
     fight=repeat(_sins, enrage_point(ENEMY_CREATURE)))

card("Xeno-Fiend", "MM",
     text=("After Fight: Look at your deck's top 3 cards; take one of them into your hand and move another to the "
           "bottom of your deck.\n"
           "Destroyed: Steal 1Æ."),
     fight=look_top_keep_bottom(3), destroyed=steal(1))


card("Break-key", "MM",
     text="Play: If your opponent has forged more keys than you, unforge one of their keys. If you do, your "
          "opponent gains 6Æ.",
     play=if_(lambda g, c: len(g.players[1 - c["me"]].keys) > len(g.players[c["me"]].keys),
              seq(unforge_opponent_key(),
                  if_(did("unforged"), do(lambda g, c: g.gain(1 - c["me"], 6), "opponent gains")))))


def _shares_scale_house(g, x, c):
    """A creature that shares a house with the one destroyed (a house bonus icon counts: LATER-MECHANICS 9)."""
    return bool(set(c["scale_house"]) & set(houses_of_card(g, x)))


def _scale_destroy(g, c):
    c["scale_house"] = None
    for x in c.get("t") or []:
        if g.in_play(x):
            houses = houses_of_card(g, x)
            if g.destroy([x]):
                c["scale_house"] = houses


card("Essence Scale", "MM",
     text="Action: Destroy a friendly creature. If you do, ready and use a friendly creature of the same house "
          "as the destroyed one.",
     actions=[seq(choose("t", not_tagged(FRIENDLY_CREATURE)), do(_scale_destroy, "destroy"),
                  if_(lambda g, c: c.get("scale_house") is not None
                      and g.cards[(c.get("t") or [-1])[0]].zone != BATTLELINE,
                      use(FRIENDLY_CREATURE.where(_shares_scale_house,
                                                  "Choose a friendly creature of that house"),
                          ready_first=True, key="u")))])


def _creeper_back(g, c):
    if g.cards[c["src"]].zone == DISCARD:
        g.say(f"{g.pname(c['me'])} returns {g.cname(c['src'])} from their discard pile to their hand")
        g.move(c["src"], HAND)


card("Relentless Creeper", "MM",
     text=("Each time you choose Dis as your active house, you may put Relentless Creeper back into your hand from "
           "your discard pile."),
     reactions=[reaction("discard:house_chosen", lambda g, src, ev, le: ev["house"] == "dis",
                         may("Return Relentless Creeper to your hand?", do(_creeper_back, "return")))])

_JAR = static("cannot_play", lambda g, src, cid, le: printed_name(g, cid) == split_evil_twin(le["named"])[0])


def _etan(g, c):
    if g.in_play(c["src"]) and c.get("named"):
        g.add_lasting(_JAR, c["src"], c["me"], "leaves_play", target=c["src"], named=c["named"])


card("Etan’s Jar", "MM",
     text="Play: Name a card. While Etan's Jar stays in play, cards of that name cannot be played.",
     play=seq(name_a_card(), do(_etan, "name")),
     named=named_by(_etan, "named"))


def _painmail(g, c):
    u = c["src"]
    if g.cards[u].zone != UPGRADE:
        return
    host = g.cards[u].host
    g.archive(u)
    if g.in_play(host):
        g.destroy([host])


card("Painmail", "MM",
     text=('This creature gains: "Once any player chooses Dis as their active house, Painmail goes to its owner\'s '
           'archives, then this creature is destroyed."'),
     reactions=[reaction("house_chosen", lambda g, src, ev, le: ev["house"] == "dis", do(_painmail, "painmail"),
                         gained=True)])

card("Turnkey", "MM",
     text=("Play: Unforge one of your opponent's keys. If a key was unforged, your opponent forges a key for free "
           "when Turnkey leaves play."),
     play=seq(unforge_opponent_key(),
              if_(lambda g, c: bool(c.get("unforged")) and g.in_play(c["src"]),
                  lasting_with(static("turnkey_owed"), until="leaves_play", target="src",
                               on_end=forge_free("opponent")))))

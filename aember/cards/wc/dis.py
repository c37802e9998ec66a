"""Worlds Collide — Dis."""

from aember.carddb import load_card_records
from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    HOUSES,
    ChooseOption,
    Target,
    add_power_counters,
    amber_bonus,
    capture,
    choose_house,
    choose_player,
    destroy,
    destroy_each,
    destroyed_this_way,
    did,
    discard_piles_to_pick,
    do,
    enrage,
    exhaust,
    houses_belonged_to,
    if_,
    in_center,
    in_discard_piles,
    keys_cost_more_on_opponents_next_turn,
    lasting_with,
    lose,
    may,
    may_forge_key_at,
    move_in_battleline,
    named_by,
    neighbors_of_self,
    not_tagged,
    opponent_discards_random,
    own_reaction_while,
    purge_chosen,
    reaction,
    ready,
    reveal_top_purge_one,
    self_as,
    seq,
    static,
    steal,
    take_control,
)
from aember.engine.state import ARTIFACTS, BATTLELINE, UPGRADE
from aember.engine.steps import Choose, Step


def _forge_cost(g, c):
    return max(0, g.key_cost(c["me"]) + 6 - len(destroyed_this_way()(g, c)))


card("Obsidian Forge", "WC",
     text=("Action: Destroy as many of your creatures as you like. You may then forge a key at its current cost +6Æ, "
           "minus 1Æ per creature destroyed this way. If a key is forged this way, Obsidian Forge is destroyed."),
     actions=[seq(Choose("t", not_tagged(FRIENDLY_CREATURE.candidates), 99, up_to=True,
                         prompt="Choose any number of friendly creatures to destroy"),
                  destroy("t"),
                  # "you may forge a key" (the fourth with Tinkerer): the shared block, as Key Abduction, Beta-Forge
                  may_forge_key_at(_forge_cost),
                  if_(did("forged"), do(lambda g, c: g.destroy([c["src"]]), "destroy self")))])


def _played_on_flank(side: str):
    def cond(g, src, ev, le):
        if ev["type"] != "creature" or ev["player"] == g.cards[src].controller:
            return False
        # "on their flank": the flank of the player who played it, so not a treachery creature (Scowly Caper) that
        # went to a flank of Sinestra's / Dexus's own controller; where it entered play, even if its bonus icons
        # have destroyed it since (the played event notes it)
        return ev.get("line_of") == ev["player"] and side in ev.get("flanks", ())
    return cond


card("Sinestra", "WC",
     text="Each time the opponent plays a creature on their left flank, they lose 1Æ.",
     reactions=[reaction("played", _played_on_flank("left"),
                         do(lambda g, c: g.lose(c["ev"]["player"], 1), "lose"))])

card("Dexus", "WC",
     text="Each time the opponent plays a creature on their right flank, they lose 1Æ.",
     reactions=[reaction("played", _played_on_flank("right"),
                         do(lambda g, c: g.lose(c["ev"]["player"], 1), "lose"))])


# ---------------------------------------------------------------------------------------------

_BUZZLE = may("Purge one of Buzzle's neighbors?",
              seq(purge_chosen(neighbors_of_self("Choose a neighbor of Buzzle to purge")),
                  if_(lambda g, c: bool(c.get("purged")), seq(self_as(), ready("self")))),
              possible=lambda g, c: bool(g.neighbors(c["src"])))
card("Buzzle", "WC",
     text="Skirmish.\nPlay/After Fight: You may purge a creature next to Buzzle. If you do, ready Buzzle.",
     play=_BUZZLE, fight=_BUZZLE)

card("Dendrix", "WC",
     text="After Fight: Your opponent discards a card at random from their hand.",
     fight=opponent_discards_random(1))

card("Draining Touch", "WC",
     text="Play: Destroy a creature that has no Æ on it.",
     play=destroy(A_CREATURE.where(lambda g, x, c: g.cards[x].amber == 0, "Choose a creature with no Æ on it")))


def _most_populous_house(g, x, c):
    counts: dict[str, int] = {}     # creatures in play per house each belongs to (house bonus icons count)
    for y in g.creatures():
        for h in houses_belonged_to(g, y):
            counts[h] = counts.get(h, 0) + 1
    return any(counts.get(h, 0) == max(counts.values()) for h in houses_belonged_to(g, x))


card("Etaromme", "WC",
     text="After Reap: Destroy one creature belonging to the house with the greatest number of creatures in play.",
     reap=destroy(A_CREATURE.where(_most_populous_house, "Choose a creature of the house with the most creatures")))


def _festering(g, c):
    hits = [(x, 3 if g.cards[x].damage > 0 else 1) for x in c.get("t") or [] if g.cards[x].zone == BATTLELINE]
    g.deal_damage(hits, c["src"])


card("Festering Touch", "WC",
     text="Play: Choose up to 2 creatures. Deal 1D to each of them, or 3D instead to one that was already damaged.",
     play=seq(Choose("t", A_CREATURE.candidates, 2, up_to=True, prompt="Choose up to 2 creatures"),
              do(_festering, "damage")))

card("Harbinger of Doom", "WC",
     text="Destroyed: Destroy every creature.",
     destroyed=destroy_each("any"))


def _impspector(g, c):
    hand = g.players[1 - c["me"]].hand
    if hand:
        g.purge(hand[g.rng.below(len(hand))])


card("Impspector", "WC",
     text="Destroyed: Purge a card at random from your opponent's hand.",
     destroyed=do(_impspector, "purge random"))


def _infurnace_loss(g, c):
    n = sum(amber_bonus(g, x) for x in c.get("purged") or [])
    g.lose(1 - c["me"], n)


card("Infurnace", "WC",
     text="Play: Purge up to 2 cards from one discard pile. Your opponent loses 1Æ for each Æmber bonus icon on "
          "the cards purged.",
     play=seq(choose_player("pile", discard_piles_to_pick, "Choose a discard pile"),
              Choose("t", lambda g, c: list(g.players[c["pile"]].discard) if c.get("pile") is not None else [], 2,
                     up_to=True, prompt="Choose up to 2 cards to purge"),
              purge_chosen("t"), do(_infurnace_loss, "lose")))

card("Lilithal", "WC",
     text="After Fight/After Reap: Lilithal captures 1Æ.",
     fight=capture(1), reap=capture(1))


def _flank_capture(g, c):
    for x in c.get("t") or []:
        if g.cards[x].zone == BATTLELINE and g.is_flank(x):
            g.capture(x, 1, g.cards[x].controller)


card("Malison", "WC",
     text="After Fight: You may move an enemy creature to any place in its controller's battleline. Then, if "
          "it is on a flank, it captures 1Æ from its own controller.",
     fight=may("Move an enemy creature within its battleline?",
               seq(move_in_battleline(ENEMY_CREATURE), do(_flank_capture, "capture")),
               possible=lambda g, c: bool(g.creatures(1 - c["me"]))))

card("Rotgrub", "WC",
     text="Play: Your opponent loses 1Æ.\nAfter Reap: Archive Rotgrub.",
     play=lose(1),
     reap=do(lambda g, c: g.archive(c["src"]) if g.cards[c["src"]].zone == BATTLELINE else None, "archive self"))

card("The Evil Eye", "WC",
     text="Play: During your opponent's next turn, keys cost +3Æ.",
     play=keys_cost_more_on_opponents_next_turn(3))

card("Borr Nit", "WC",
     text="After Reap: Reveal the top 5 cards of a player's deck. Purge one of them, and shuffle the others "
          "back into that deck.",
     reap=reveal_top_purge_one(5))

card("Borr Nit’s Touch", "WC",
     text="Play: Reveal the top 5 cards of a player's deck. Purge one of them, and shuffle the others back "
          "into that deck.",
     play=reveal_top_purge_one(5))


def _dis_discarded_on_my_turn(g, src, ev, le):
    me = g.cards[src].controller
    return ev["player"] == me == g.active and g.belongs_to(ev["card"], "dis")


_DIS_IN_DISCARD = in_discard_piles(lambda g, x: g.belongs_to(x, "dis"), "Choose a Dis card in a discard pile")

card("E’e on the Fringes", "WC",
     text=("Elusive.\nOn your turn, each time you discard a Dis card from your hand, you may purge one Dis card from "
           "any discard pile; if you did, you steal 1Æ."),
     reactions=[reaction("discarded", _dis_discarded_on_my_turn,
                         may("Purge a Dis card from a discard pile?",
                             seq(purge_chosen(_DIS_IN_DISCARD), if_(lambda g, c: bool(c.get("purged")), steal(1))),
                             possible=lambda g, c: bool(_DIS_IN_DISCARD.candidates(g, c))))])

for _title, _trait, _word in (("Giants’ Bane", "giant", "Giant"), ("Beasts’ Bane", "beast", "Beast"),
                              ("Demons’ Bane", "demon", "Demon"), ("Dinosaurs’ Bane", "dinosaur", "Dinosaur"),
                              ("Humans’ Bane", "human", "Human"), ("Scientists’ Bane", "scientist", "Scientist"),
                              ("Thieves’ Bane", "thief", "Thief")):
    card(_title, "WC",
         text=f"Play: Destroy a {_word} creature.",
         play=destroy(A_CREATURE.where(lambda g, x, c, t=_trait: t in g.traits(x), f"Choose a {_word} creature")))


class GleefulMayhem(Step):
    """For each house in turn (that has a creature in play), choose a creature of it for 5D; a 'for each' damage
    split, so the creatures are chosen one by one and then all the damage is dealt at once (FORMAT rev 2)."""

    def run(self, game, frame):
        ctx = frame.ctx
        if frame.data is None:
            frame.data = []
        while frame.pc < len(HOUSES):
            h = HOUSES[frame.pc]
            cands = [x for x in game.creatures() if game.belongs_to(x, h)]
            if cands:
                ans = game.decide(frame, game.active, "target", cands, f"Choose a {h} creature to deal 5D to")
                if ans is None:
                    return False
                frame.data.append(ans)
            frame.pc += 1
        hits: dict = {}
        for x in frame.data:
            hits[x] = hits.get(x, 0) + 5
        game.deal_damage(list(hits.items()), ctx["src"])
        return True


card("Gleeful Mayhem", "WC",
     text="Play: For each house, deal 5D to a creature of that house.",
     play=GleefulMayhem())

_SNAG_HOUSE = static("must_choose_house", lambda g, src, p, le: p != le["me"] and g.turn > le["turn"],
                     lambda g, src, le: le["house"])


def _snag(g, c):
    t = (c.get("target") or [None])[0]
    if t is not None:
        # the houses of the creature fought as it was just before it left play, if it did (001:2278-2287)
        g.add_lasting(_SNAG_HOUSE, c["src"], c["me"], "next_turn", house=c.get("target_houses") or g.houses_of(t))


card("Snag", "WC",
     text="After Fight: On their next turn, your opponent must choose the house of the creature Snag fought "
          "as their active house.",
     fight=do(_snag, "lasting"))

card("Soul Fiddle", "WC",
     text="Action: Enrage a creature.",
     actions=[enrage(A_CREATURE)])

card("Greater Oxtet", "WC",
     text="Taunt.\nAt the end of your \"ready cards\" step, purge a card from your hand. If you do, put two +1 "
          "power counters on Greater Oxtet.",
     reactions=[reaction("ready_step_end", lambda g, src, ev, le: ev["player"] == g.cards[src].controller,
                         seq(purge_chosen(Target(lambda g, c: list(g.players[c["me"]].hand),
                                                 "Choose a card in your hand to purge")),
                             if_(lambda g, c: bool(c.get("purged")), add_power_counters(None, 2))))])

_ALL_TRAITS = sorted({t.lower() for r in load_card_records() for t in (r["traits"] or ())})


def _in_play(g):
    out = []
    for p in g.players:
        for x in p.battleline + p.artifacts:
            out.append(x)
            out += g.cards[x].upgrades
    return out


def _trait_options(g, c):
    present = sorted({t for x in _in_play(g) for t in g.traits(x)})
    return present + [t for t in _ALL_TRAITS if t not in present]


def _harvest(g, c):
    trait = c.get("trait")
    hit = [x for x in _in_play(g) if trait in g.traits(x)]
    hit.sort(key=lambda x: g.cards[x].zone != UPGRADE)     # upgrades first: all are purged at once
    gains = [0, 0]
    for x in hit:
        cc = g.cards[x]
        if cc.zone not in (BATTLELINE, ARTIFACTS, UPGRADE):
            continue        # an upgrade gone with its creature
        p = cc.controller
        if cc.zone == BATTLELINE:
            if not g.leave_play_to(x, "purged"):
                continue
            g.say(f"{g.cname(x)} is purged")
        else:
            g.purge(x)
        gains[p] += 1
    c["_gains"] = gains


def _harvest_gain(g, c):
    # the next sentence: after what the purge set off (Magda the Rat's leaves-play steal) has resolved (001:1544-1546)
    gains = c.pop("_gains", [0, 0])
    for p in (c["me"], 1 - c["me"]):
        g.gain(p, gains[p])


card("Harvest Time", "WC",
     text=("Play: Name a trait. Every card in play having the named trait is purged. For each card they controlled "
           "purged this way, a player gains 1Æ."),
     play=seq(ChooseOption("trait", _trait_options, "Choose a trait"), do(_harvest, "purge"),
              do(_harvest_gain, "each player gains")))

card("Lesser Oxtet", "WC",
     text="Elusive.\nPlay: Purge every card in your hand.\nAfter Reap: During your opponent's next turn, keys "
          "cost +3Æ.",
     play=do(lambda g, c: [g.purge(x) for x in list(g.players[c["me"]].hand)], "purge hand"),
     reap=keys_cost_more_on_opponents_next_turn(3))

_DIS_WHILE_MINE = static("house", lambda g, src, cid, le: cid == le["target"] and g.cards[cid].controller == le["me"],
                         "dis")
_ENEMY_FLANK = ENEMY_CREATURE.where(lambda g, x, c: g.is_flank(x), "Choose an enemy flank creature")
card("Lord Invidius", "WC",
     text=('Elusive.\nAs long as Lord Invidius is in the center of your battleline, it gains "After Reap: Gain '
           'control of one enemy flank creature and exhaust it. It belongs to house Dis while you control it."'),
     reactions=own_reaction_while("reaped", in_center,
                                  seq(take_control(_ENEMY_FLANK), exhaust("taken"),
                                      if_(lambda g, c: bool(c.get("taken")),
                                          seq(do(lambda g, c: c.__setitem__("took", c["taken"][0])),
                                              lasting_with(_DIS_WHILE_MINE, "leaves_play", target="took",
                                                           ctl_bound=True))))))


def _purged_count(g, src, cid, le):
    return len(g.players[0].purged) + len(g.players[1].purged)


_NONAME = purge_chosen(in_discard_piles(prompt="Choose a card in a discard pile to purge"))
card("Noname", "WC",
     text="Noname gets +1 power per purged card.\nPlay/After Fight/After Reap: Purge one card from any discard pile.",
     statics=[static("power", lambda g, src, cid, le: cid == src, _purged_count)],
     play=_NONAME, fight=_NONAME, reap=_NONAME)


def _mirror(g, c):
    ev = c["ev"]
    # for_player: the opponent's next turn, which an extra turn of the chooser's (Tachyon Manifold) moves later
    g.add_lasting(_CANNOT_SAME, c["src"], 1 - ev["player"], "next_turn", house=ev["house"],
                  for_player=1 - ev["player"])


_CANNOT_SAME = static("cannot_choose_house", lambda g, src, p, le: p == le["me"] and g.turn > le["turn"],
                      lambda g, src, le: le["house"])
card("Snag’s Mirror", "WC",
     text=("Once a player has chosen an active house, on their next turn their opponent may not choose that same "
           "house as their active house."),
     reactions=[reaction("house_chosen", lambda g, src, ev, le: True, do(_mirror, "lasting"))])

_SNAGLET = reaction("house_chosen", lambda g, src, ev, le: ev["player"] != le["me"] and g.turn > le["turn"]
                    and ev["house"] == le["house"], steal(2))


def _snaglet(g, c):
    g.add_lasting(_SNAGLET, c["src"], c["me"], "next_turn", house=c["house"])


card("Snaglet", "WC",
     text=("Elusive.\nAction: Name a house. Should the opponent choose the named house as their active house on "
           "their next turn, you steal 2Æ."),
     actions=[seq(choose_house(), do(_snaglet, "lasting"))],
     named=named_by(_snaglet))

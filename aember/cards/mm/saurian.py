"""Mass Mutation — Saurian."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    Target,
    capture,
    choose,
    choose_player,
    controller_of_most_powerful,
    damage_each,
    deal_damage,
    destroy,
    did,
    discard_then_draw,
    do,
    during_next_turn,
    each_captures,
    exalt,
    exalt_each,
    exhaust_did,
    first_use_this_turn,
    granted_use_ability,
    if_,
    in_center,
    in_my_zone,
    keys_cost_more_on_opponents_next_turn,
    lasting,
    look_top_keep_bottom,
    may,
    may_choose,
    may_exalt_self_then,
    most_powerful,
    move_amber,
    move_amber_to_supply,
    move_one_amber,
    next_action_to_hand,
    reaction,
    self_only,
    seq,
    static,
    steal,
    title_in_my_discard,
    use,
    used_as,
    used_with_trait,
    ward,
)
from aember.engine.state import BATTLELINE, DISCARD, IN_PLAY
from aember.engine.steps import Reaction, Step


class EggOmni(Step):
    """Discard the top 2 cards; put each Saurian creature discarded into play ready (flank chosen) with three
    +1 power counters; then, if any was, destroy Saurian Egg."""

    def run(self, game, frame) -> bool:
        ctx = frame.ctx
        me = ctx["me"]
        pl = game.players[me]
        if frame.data is None:
            top = pl.deck[:2]
            for x in top:
                game.say(f"{pl.name} discards {game.cname(x)} from the top of their deck")
                game.move(x, DISCARD)
            saurians = [x for x in top if game.cards[x].defn.type == "creature" and game.belongs_to(x, "saurian")]
            # [card, other half or -1]: both halves of a gigantic Saurian discarded together are put into play as
            # one creature (rulebook GIGANTIC: "put into play both halves"); a lone half cannot enter play
            frame.data = []
            for x in saurians:
                half = -1
                if game.cards[x].defn.gigantic:
                    others = [y for y in saurians if game.halves_match(x, y)]
                    if not others or any(others[0] in e for e in frame.data):
                        continue
                    x, half = game.bottom_first(x, others[0])     # the bottom half is the card in play
                frame.data.append([x, half])
            ctx["hatched"] = []
        while frame.data or ctx.get("hatching") is not None:
            x = ctx.pop("hatching", None)
            if x is not None:
                # the counters come after what entering play set off (Autocannon), if it is still there
                if game.cards[x].zone == BATTLELINE:
                    game.cards[x].power_counters += 3
                    game.dirty()
                continue
            x, half = frame.data[0]
            if game.cards[x].zone != DISCARD or (half >= 0 and game.cards[half].zone != DISCARD):
                frame.data.pop(0)
                continue
            where = "right"
            if pl.battleline:
                ans = game.decide(frame, me, "flank", ["left", "right"], f"Choose a flank for {game.cname(x)}",
                                  default="right")
                if ans is None:
                    return False
                where = ans
            frame.data.pop(0)
            game.put_into_play(x, me, where, ready=True)
            if half >= 0:
                game.join_half(half, x)
            ctx["hatched"].append(x)
            ctx["hatching"] = x
            if game.pending_triggers:
                # what entering play set off resolves before "give them three +1 power counters" (001:1544-1546)
                return False
        if ctx["hatched"] and game.cards[ctx["src"]].zone == BATTLELINE:
            game.destroy([ctx["src"]])
        return True


card("Saurian Egg", "MM",
     text="Saurian Egg cannot fight or reap.\nOmni: Discard the top 2 cards of your deck. If any Saurian creature is "
          "among them, each such creature enters play ready with three +1 power counters and Saurian Egg is "
          "destroyed; with none, the Egg stays.",
     statics=[static("cannot_fight", self_only()), static("cannot_reap", self_only())],
     omnis=[EggOmni()])

card("Siren Horn", "MM",
     text=('The creature this upgrade is on gains: "Before Fight: Take 1Æ from this creature and put it on the '
           'creature it is fighting."'),
     reactions=[reaction("before_fight", lambda g, src, ev, le: ev["card"] == g.cards[src].host,
                         move_amber(lambda g, c: g.cards[c["src"]].host if g.cards[c["src"]].zone == "upgrade"
                                    else c["ev"]["card"], lambda g, c: c["ev"]["target"], 1), gained=True)])

card("Amphora Captura", "MM",
     text="Enhance: Æmber, Æmber, damage, damage, draw, draw.\nWhenever you resolve a bonus icon, you may "
          "resolve it as a capture icon instead.",
     statics=[static("icon_replace", lambda g, src, p, le: g.cards[src].controller == p,
                     # "a bonus icon": every kind but capture, the icons of later sets too (LATER-MECHANICS 9)
                     (("amber", "damage", "draw", "discard", "power", "house"), "capture",
                      "resolve it as a capture icon instead"))])


def _gorkus_neighbors(g, c):
    """The "neighboring Optio Gorkus" of the gained ability names the granting Gorkus's own title: self-referential
    text, so it means that Gorkus, not another copy (001:2638-2651) - one whose text box is blank gives nothing and
    is no choice. A creature between two Gorkuses that both give it the ability has it twice, one for each; choosing
    here which of them gets the Æmber first is the same as ordering the two (the second finds none left)."""
    me, gr = c["src"], c.get("granter")
    giving = {s for s, st, le in g.statics_of("grant_destroyed")
              if st.value is _gorkus_grant and st.applies(g, s, me, le)}
    # (not by title: a creature that gained Gorkus's text box (Creed of Nurture) is "Optio Gorkus" in it, 001:2643-2645)
    return [x for x in g.neighbors(me) if x == gr or x in giving]


_gorkus_grant = seq(choose("g", Target(_gorkus_neighbors, "Choose a neighboring Optio Gorkus")),
                    move_amber(lambda g, c: c["src"], lambda g, c: (c.get("g") or [c["src"]])[0]))
card("Optio Gorkus", "MM",
     text='Elusive.\nEach neighbor of Optio Gorkus gains "Destroyed: Move every Æmber on this creature to a '
          'neighboring Optio Gorkus."',
     statics=[static("grant_destroyed", lambda g, src, cid, le: cid in g.neighbors(src), _gorkus_grant)])


def _deus_capture(g, c):
    # from the opponent of the player resolving it, who may not control Deusillus (Favor of Rex)
    g.capture(c["src"], g.players[1 - c["me"]].amber, 1 - c["me"])


_deus_use = seq(move_amber(lambda g, c: c["src"], lambda g, c: None, 1), damage_each("enemy", 2))
card("Deusillus", "MM",
     text=("(Gigantic: played only together with its other half.)\nPlay: Capture every Æmber the opponent has. Deal "
           "5 damage to one enemy creature.\nAfter Fight/After Reap: Put 1Æ from Deusillus into the common supply. "
           "Every enemy creature takes 2 damage."),
     gigantic="Deusillus",
     play=seq(do(_deus_capture), deal_damage(ENEMY_CREATURE, 5)),
     fight=_deus_use, reap=_deus_use)


# --- first printed in Mass Mutation (helper mm-saurian) ---

card("Beware the Ides", "MM",
     text="Play: A creature at the center of its controller's battleline is dealt 23D.",
     play=deal_damage(A_CREATURE.where(lambda g, x, c: in_center(g, x),
                                       "Choose a creature in the center of its battleline"), 23))

_shrix = seq(exalt(), steal(1))
card("Citizen Shrix", "MM",
     text="Play/After Reap: Exalt Citizen Shrix. Steal 1Æ.",
     play=_shrix, reap=_shrix)

card("Consul Primus", "MM",
     text="Enhance [capture].\nAfter Reap: Take 1Æ off one creature and put it on a different creature.",
     reap=move_one_amber(A_CREATURE, A_CREATURE))

card("Cornicen Octavia", "MM",
     text="Action: Capture 2Æ.",
     actions=[capture(2)])

card("Curse of Vanity", "MM",
     text="Play: Exalt one friendly creature and one enemy creature.",
     play=seq(exalt(FRIENDLY_CREATURE, key="f"), exalt(ENEMY_CREATURE, key="e")))


def _saurus(title):
    return may_exalt_self_then(deal_damage(A_CREATURE, 3), f"Exalt {title}?")


card("Dæmo-Saurus", "MM",
     text=("Play: You may exalt Dæmo-Saurus; if you exalt it, a creature of your choice is dealt 3D.\n"
           "Destroyed: Steal 1Æ."),
     play=_saurus("Dæmo-Saurus"),
     destroyed=steal(1))


def _ward_neighbors_of_t(g, c):
    for t in c.get("t") or []:
        if g.cards[t].zone == BATTLELINE:
            for x in g.neighbors(t):
                g.ward(x)


card("Defense Initiative", "MM",
     text="Play: Ward a creature. You may exalt it; if you exalt it, ward each of its neighbors as well.",
     play=seq(ward(A_CREATURE),
              may("Exalt that creature?", seq(exalt("t"), if_(did("exalted"), do(_ward_neighbors_of_t, "ward"))),
                  lambda g, c: any(g.cards[x].zone == BATTLELINE for x in c.get("t") or []))))


def _faust_tax(g, src, p, le):
    return sum(1 for x in g.creatures(g.cards[src].controller) if g.cards[x].amber > 0)


card("Faust the Great", "MM",
     text=("For each creature you control with Æ on it, your opponent's keys cost +1Æ.\n"
           "Play: You may exalt one of your creatures."),
     statics=[static("key_cost", lambda g, src, p, le: p != g.cards[src].controller, _faust_tax)],
     play=may_choose("Exalt a friendly creature?", FRIENDLY_CREATURE, exalt("t")))

card("Galeatops", "MM",
     text="Galeatops deals only 4D when fighting.",
     statics=[static("fight_damage_fixed", self_only(), 4)])

card("Monument to Ludo", "MM",
     text="Action: Move 1Æ from a creature to the common supply. If Praefectus Ludo is in your discard pile, move "
          "2Æ from it instead.",
     actions=[move_amber_to_supply(A_CREATURE, lambda g, c: 2 if title_in_my_discard("Praefectus Ludo")(g, c)
                                   else 1)])

card("Sagittarii’s Gaze", "MM",
     text="Enhance [damage].\nPlay: Exalt a damaged creature.",
     play=exalt(A_CREATURE.where(lambda g, x, c: g.cards[x].damage > 0, "Choose a damaged creature")))


def _has_amber(g, x, c):
    return g.cards[x].amber > 0


card("Spoils of Battle", "MM",
     text="Play: A friendly creature captures 1Æ. Then each creature with Æ on it captures 1Æ from its "
          "controller's opponent.",
     play=seq(capture(1, FRIENDLY_CREATURE), each_captures("any", _has_amber)))


def _saurian_creature(g, x):
    return g.belongs_to(x, "saurian") and g.cards[x].defn.type == "creature"


def _blast_archive(g, c):
    c["archived"] = [x for x in c.get("a") or [] if g.cards[x].zone == DISCARD and g.archive(x, c["me"])]


def _archived_power(g, c):
    return sum(g.cards[x].defn.power or 0 for x in c.get("archived") or [])


card("Blast from the Past", "MM",
     text="Play: Exalt a friendly creature. Archive a Saurian creature from your discard pile, then deal an enemy "
          "creature damage equal to the archived creature's power.",
     play=seq(exalt(FRIENDLY_CREATURE, key="f"),
              choose("a", in_my_zone(DISCARD, _saurian_creature, "Choose a Saurian creature to archive")),
              do(_blast_archive, "archive"),
              # the enemy creature is named by the text: chosen even when nothing was archived (it is dealt 0D)
              deal_damage(ENEMY_CREATURE, _archived_power, key="e")))

card("Curia Saurus", "MM",
     text=('Every creature that has Æ on it gains "Destroyed: Move 1Æ from this creature onto the enemy creature '
           'with the highest power."'),
     statics=[static("grant_destroyed", lambda g, src, cid, le: g.cards[cid].amber > 0,
                     seq(most_powerful("mp", ENEMY_CREATURE),
                         move_amber(lambda g, c: c["src"], lambda g, c: (c.get("mp") or [-1])[0], 1)))])

card("Dark Centurion", "MM",
     text=("Enhance [capture][capture].\n"
           "Action: Return 1Æ on a creature to the common supply. If one was returned, that creature is warded."),
     actions=[seq(move_amber_to_supply(A_CREATURE, 1), if_(did("moved"), ward("t")))])


def _lower_than_self(g, x, c):
    return g.power(x) < g.power(c["src"])


_dread = may_exalt_self_then(destroy(A_CREATURE.where(_lower_than_self, "Choose a creature with lower power")),
                             "Exalt Dreadbone Decimus?")
card("Dreadbone Decimus", "MM",
     text=("Play/After Fight: You may exalt Dreadbone Decimus; if you exalt it, destroy a creature whose power is "
           "below Dreadbone Decimus's."),
     play=_dread, fight=_dread)


def _glad(g, c):
    x = c["src"]
    if g.cards[x].zone == BATTLELINE and first_use_this_turn(g, c, x):
        g.ready(x)
        g.enrage(x)
        g.say(f"{g.cname(x)} readies and is enraged")


card("Gladiodontus", "MM",
     text="Gladiodontus enters play stunned.\nGladiodontus deals only 5D when fighting.\nAfter Fight/After Reap: If "
          "Gladiodontus is being used for the first time this turn, ready it and enrage it.",
     statics=[static("enters_stunned", self_only()), static("fight_damage_fixed", self_only(), 5)],
     fight=do(_glad, "first use"), reap=do(_glad, "first use"))

card("Hedonistic Intent", "MM",
     text="Play: Exalt every creature on a flank.",
     play=exalt_each(lambda g, x: g.is_flank(x)))


card("Humble", "MM",
     text="Play: Exhaust a creature. If you do, move 3Æ from it to the common supply.",
     play=seq(exhaust_did(A_CREATURE), if_(did(), move_amber_to_supply("t", 3))))

card("Senator Quintina", "MM",
     text="Each time a creature reaps, exalt it.",
     reactions=[reaction("reaped", lambda g, src, ev, le: True,
                         do(lambda g, c: g.exalt(c["ev"]["card"]), "exalt the reaper"))])

card("Crystal Surge", "MM",
     text="Play: Exalt every Mutant creature.",
     play=exalt_each(lambda g, x: "mutant" in g.traits(x)))


card("Forum of Giants", "MM",
     text="At the start of your turn, whoever controls the most powerful creature gains 1Æ.",
     reactions=[reaction("turn_start", lambda g, src, ev, le: ev["player"] == g.cards[src].controller,
                         controller_of_most_powerful(lambda g, p: g.gain(p, 1), "gain"))])

card("High Priest Torvus", "MM",
     text="After Reap: You may exalt High Priest Torvus. If you do, the next action card you resolve this turn "
          "returns to your hand afterwards instead of going to your discard pile.",
     reap=may_exalt_self_then(next_action_to_hand(), "Exalt High Priest Torvus?"))


def _used_dinosaur(g, src, ev, le):
    return ev["player"] == le["me"] and used_as(g, ev, "creature") and used_with_trait(g, ev, "dinosaur")


card("Legion’s March", "MM",
     text="Play: For the rest of the turn, each time you use a Dinosaur creature, deal 1D to each non-Dinosaur "
          "creature.",
     play=lasting(reaction("used", _used_dinosaur,
                           damage_each("any", 1, lambda g, x, c: "dinosaur" not in g.traits(x)))))


def _enemy_of(g, src, cid, le):
    return g.cards[cid].zone == BATTLELINE and g.cards[cid].controller != le["me"]


card("Nerotaurus", "MM",
     text="After Fight: During your opponent's next turn, enemy creatures cannot reap.\nAfter Reap: During your "
          "opponent's next turn, enemy creatures cannot fight.",
     fight=during_next_turn("cannot_reap", _enemy_of),
     reap=during_next_turn("cannot_fight", _enemy_of))


def _patronage(g, c):
    me = c["me"]
    for x in c.get("t") or []:
        a = g.cards[x]
        if a.zone not in IN_PLAY or a.amber <= 0:
            continue
        n = a.amber
        half = (n + 1) // 2
        a.amber = 0
        g._checked = False      # power may depend on the Æ on a creature
        g.add_to_pool(me, half, f"{half}Æ moves from {g.cname(x)} to {g.pname(me)}'s pool")
        g.add_to_pool(1 - me, n - half, f"{n - half}Æ moves from {g.cname(x)} to {g.pname(1 - me)}'s pool")


card("Patronage", "MM",
     text="Play: Choose a creature. Half of the Æ on it (rounded up) goes to your pool, and the rest goes to your "
          "opponent's pool.",
     play=seq(choose("t", A_CREATURE), do(_patronage, "move")))


def _enemy_of_src(g, src, cid):
    return g.cards[cid].zone == BATTLELINE and g.cards[cid].controller != g.cards[src].controller


card("Scylla", "MM",
     text='Every enemy creature gains "After Reap: This creature is dealt 4D."',
     reactions=granted_use_ability(("reaped",), _enemy_of_src, deal_damage("user", 4)))


def _charybdis_lose(g, c):
    g.lose(g.cards[c["ev"]["card"]].controller, 1)


card("Charybdis", "MM",
     text='Each enemy creature gains "Before Fight: Lose 1Æ."',
     reactions=[Reaction("before_fight", lambda g, src, ev, le: _enemy_of_src(g, src, ev["card"]),
                         do(_charybdis_lose, "lose 1"), granted=True)])

card("Lyco-Saurus", "MM",
     text="Skirmish.\nPlay: You may exalt Lyco-Saurus; if you exalt it, a creature of your choice is dealt 3D.",
     play=_saurus("Lyco-Saurus"))


card("Monument to Faust", "MM",
     text="Action: During your opponent's next turn, keys cost +1Æ; +2Æ instead if Faust the Great is in your "
          "discard pile.",
     actions=[if_(title_in_my_discard("Faust the Great"), keys_cost_more_on_opponents_next_turn(2),
                  keys_cost_more_on_opponents_next_turn(1))])

card("Monument to Octavia", "MM",
     text="Action: One of your creatures captures 1Æ, or 2Æ instead if Cornicen Octavia is in your discard pile.",
     actions=[capture(lambda g, c: 2 if title_in_my_discard("Cornicen Octavia")(g, c) else 1, FRIENDLY_CREATURE)])

card("Monument to Primus", "MM",
     text=("Action: Move 1Æ from one of your creatures to another of your creatures. If Consul Primus is in your "
           "discard pile, it is moved between any two creatures instead."),
     # no 'may': with Consul Primus in the discard pile the two creatures are simply any creatures
     actions=[if_(title_in_my_discard("Consul Primus"), move_one_amber(A_CREATURE, A_CREATURE),
                  move_one_amber(FRIENDLY_CREATURE, FRIENDLY_CREATURE))])


def _shrix_pools(g, c):
    return [c["me"], 1 - c["me"]] if title_in_my_discard("Citizen Shrix")(g, c) else [c["me"]]


def _to_monument(g, c):
    p = c.get("p")
    x = c["src"]
    if p is None or g.players[p].amber <= 0 or not g.in_play(x):
        return
    g.players[p].amber -= 1
    g.cards[x].amber += 1
    g.say(f"1Æ moves from {g.pname(p)}'s pool to {g.cname(x)}")


card("Monument to Shrix", "MM",
     text=("Æ on Monument to Shrix can be spent as though it were in your pool.\n"
           "Action: Move 1Æ from your pool onto Monument to Shrix, or, if Citizen Shrix is in your discard pile, "
           "from either player's pool instead."),
     statics=[static("spend_amber_on", None)],
     actions=[seq(choose_player("p", _shrix_pools, "Move 1Æ from whose pool?"), do(_to_monument, "move"))])

card("Sacro-Saurus", "MM",
     text="Play: You may exalt Sacro-Saurus; if you exalt it, a creature of your choice is dealt 3D.",
     play=_saurus("Sacro-Saurus"))

card("Techno-Saurus", "MM",
     text=("Play: You may exalt Techno-Saurus; if you exalt it, a creature of your choice is dealt 3D.\n"
           "After Reap: Discard a card from your hand, then draw a card if one was discarded."),
     play=_saurus("Techno-Saurus"),
     reap=discard_then_draw())

card("Umbra-Saurus", "MM",
     text="Elusive.\nPlay: You may exalt Umbra-Saurus; if you exalt it, a creature of your choice is dealt 3D.",
     play=_saurus("Umbra-Saurus"))

card("Xeno-Saurus", "MM",
     text=("Play: You may exalt Xeno-Saurus; if you exalt it, a creature of your choice is dealt 3D.\n"
           "After Fight: Look at your deck's top 3 cards; take one of them into your hand and move another to the "
           "bottom of your deck."),
     play=_saurus("Xeno-Saurus"),
     fight=look_top_keep_bottom(3))


def _friendly_star_alliance(g, c):
    pl = g.players[c["me"]]
    return [x for x in pl.battleline + pl.artifacts if g.belongs_to(x, "staralliance")]


_exchange = use(Target(_friendly_star_alliance, "Choose a friendly Star Alliance card to use"))
# Printed in six houses of MM (Dis, Logos, Sanctum, Saurian, Shadows, Untamed): one declaration, whose copies
# take their house from the deck. Written bare in a scenario it is the first record's, Dis (FORMAT "Cards": the
# first printing's house for multi-house records, as for Dark Æmber Vault).
card("Exchange Officer", "MM", house="dis",
     text="Play/After Fight/After Reap: Use one of your Star Alliance cards.",
     play=_exchange, fight=_exchange, reap=_exchange)

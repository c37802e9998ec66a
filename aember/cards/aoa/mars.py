"""Age of Ascension — Mars."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    EachCapturesFromOwnSide,
    Target,
    archive_from_hand,
    choose,
    choose_player,
    count_friendly,
    creatures,
    damage_each,
    deal_damage,
    deal_damage_at_once,
    destroy_each,
    do,
    draw,
    enemy_creature_reaped,
    gain,
    gain_chains,
    granted_use_ability,
    has_trait,
    host_is,
    host_only,
    if_,
    in_my_zone,
    may,
    move_to_flank,
    next_of_each,
    not_tagged,
    reaction,
    reap_was_turns_first,
    repeat,
    repeat_while,
    return_self_to_hand,
    self_only,
    seq,
    static,
    stun,
    stun_point,
    take_control,
    upgrades_in_play,
    use,
)
from aember.engine.state import BATTLELINE
from aember.engine.steps import Choose, Do, May, Step


def _any_archives(g, c):
    return bool(g.players[0].archives or g.players[1].archives)


def _archives_with_cards(g, c):
    return [p for p in (c["me"], 1 - c["me"]) if g.players[p].archives]


class _PurgeArchived(Step):
    """'Purge an archived card' (v16 errata and FAQ): from either player's archives. The player chooses whose
    archives (when both hold cards), then the card from their own; the opponent's archives are hidden, so a
    card from them is picked at random."""

    def run(self, game, frame):
        ctx = frame.ctx
        me = ctx["me"]
        if "_arch_of" not in ctx:
            whose = _archives_with_cards(game, ctx)
            if not whose:
                return True
            ans = game.decide(frame, game.active, "player", whose, "Purge a card from whose archives?")
            if ans is None:
                return False
            ctx["_arch_of"] = ans
        pile = game.players[ctx["_arch_of"]].archives
        if not pile:
            return True
        if ctx["_arch_of"] == me:
            x = game.decide(frame, game.active, "target", list(pile), "Choose an archived card to purge")
            if x is None:
                return False
        else:
            x = pile[game.rng.below(len(pile))]
        ctx["purged"] = game.purge(x)      # a ward discarded instead: nothing was purged
        return True


card("Yzphyz Knowdrone", "AoA",
     text="Play: Put a card from your hand into your archives. Then you may purge a card from archives; if one is "
          "purged, stun a creature.",
     play=seq(archive_from_hand(1),
              May("Purge an archived card?", seq(_PurgeArchived(), if_(lambda g, c: c.get("purged"),
                                                                           stun(A_CREATURE))),
                  possible=_any_archives)))


def _collect_fought(g, c):
    for x in c.get("target") or []:
        if g.cards[x].zone == BATTLELINE and not g.cards[x].tagged:     # both creatures survived
            g.say(f"{g.pname(c['me'])} puts {g.cname(x)} into their archives")
            g.archive(x, c["me"], put=True)


card("Collector Worm", "AoA",
     text=("After Fight: If Collector Worm and the creature it fought both survive, put that creature in your "
           "archives. Should it leave your archives, it goes to its owner's hand instead."),
     fight=Do(_collect_fought, "put into archives"))


# --- Age of Ascension Mars, first printings ------------------------------------------------------


def _mars(g, x):
    return g.belongs_to(x, "mars")


def _no_friendly_creature(g, c):
    return not g.players[c["me"]].battleline


card("Agent Hoo-man", "AoA",
     text="Elusive.\nReap: Stun a friendly non-Mars creature and an enemy non-Mars creature of your choice.",
     reap=seq(choose("a", FRIENDLY_CREATURE.where(lambda g, x, c: not _mars(g, x),
                                                  "Choose a friendly non-Mars creature")),
              choose("b", ENEMY_CREATURE.where(lambda g, x, c: not _mars(g, x), "Choose an enemy non-Mars creature")),
              do(lambda g, c: [g.stun(x) for x in (c.get("a") or []) + (c.get("b") or [])], "stun")))

card("Carpet Phloxem", "AoA",
     text="Play: If you have no creature in play, deal 4D to each creature.",
     play=if_(_no_friendly_creature, damage_each("any", 4)))


def _glyxl(g, c):
    for x in c.get("t") or []:
        if g.cards[x].zone == "discard":
            g.archive(x, c["me"])


card("Glyxl Proliferator", "AoA",
     text="Reap: If Glyxl Proliferator is on a flank, put a Mars card from your discard pile into your "
          "archives.",
     reap=if_(lambda g, c: g.in_play(c["src"]) and g.is_flank(c["src"]),
              seq(choose("t", in_my_zone("discard", _mars, "Choose a Mars card in your discard pile")),
                  do(_glyxl, "archive"))))

card("Ixxyxli Fixfinger", "AoA",
     text="Elusive.\nEvery Martian creature other than Ixxyxli Fixfinger gets +1 armor.",
     statics=[static("armor", lambda g, src, cid, le: cid != src and "martian" in g.traits(cid), 1)])

card("Mars First", "AoA",
     text="Play: Choose a friendly Mars creature. Ready it, then use it.",
     play=use(FRIENDLY_CREATURE.where(lambda g, x, c: _mars(g, x), "Choose a friendly Mars creature"),
              ready_first=True))


card("Mars Needs Æmber", "AoA",
     text="Play: Every damaged enemy creature that is not Mars captures 1Æ from its controller.",
     # with too little Æmber for all of them, the active player picks which capture
     play=EachCapturesFromOwnSide(lambda g, c: 1 - c["me"],
                                  lambda g, x, c: g.cards[x].damage > 0 and not _mars(g, x)))


def _mindworm(g, c):
    t = (c.get("target") or [None])[0]
    if t is not None and g.cards[t].zone == BATTLELINE:
        n = g.power(t)
        g.deal_damage([(x, n) for x in g.neighbors(t)], t)


card("Mindworm", "AoA",
     text="Elusive.\nBefore Fight: The creature Mindworm fights deals damage equal to its own power to each "
          "creature next to it.",
     before_fight=do(_mindworm, "damage"))

card("Skybooster Squadron", "AoA",
     text="Reap: Skybooster Squadron goes back to your hand.",
     reap=return_self_to_hand())

_DEAL_AND_MOVE = seq(deal_damage(A_CREATURE, 2), move_to_flank("t"))
card("Tyxl Beambuckler", "AoA",
     text="Play: Deal 2D to a creature, then put it on the flank of your choice of its controller's battleline.",
     play=_DEAL_AND_MOVE)


def _harvester_locked(g, src, cid, le):
    return cid == src and any(not _mars(g, x) for x in g.neighbors(src))


card("Xanthyx Harvester", "AoA",
     text="While Xanthyx Harvester has a neighbor that is not Mars, it cannot be used.\nReap: Gain 1Æ.",
     statics=[static("cannot_use", _harvester_locked)],
     reap=gain(1))

_ENEMY_REAPS_STUN = reaction("reaped", enemy_creature_reaped,
                             do(lambda g, c: g.stun(c["ev"]["card"]), "stun"))
card("Zysysyx Shockworm", "AoA",
     text="Each enemy creature that reaps is stunned after it reaps.",
     reactions=[_ENEMY_REAPS_STUN])


card("Æmber Conduction Unit", "AoA",
     text="After an enemy creature reaps, stun it if that reap was the turn's first reap by any creature.",
     # "if it is the first time a creature has reaped this turn": checked as it resolves (it triggers after each
     # enemy reap); it asks whether THAT reap was the turn's first, which later reaps do not change
     reactions=[reaction("reaped", enemy_creature_reaped,
                         if_(reap_was_turns_first, do(lambda g, c: g.stun(c["ev"]["card"]), "stun")))])


def _contained(g, c):
    host = g.cards[c["src"]].host
    if host >= 0 and g.cards[host].zone == BATTLELINE:
        g.destroy([host])


card("Containment Field", "AoA",
     text="After this creature has been used, it is destroyed.",
     reactions=[reaction("used", lambda g, src, ev, le: ev["card"] == g.cards[src].host, do(_contained, "destroy"))])


card("Destroy Them All!", "AoA",
     text="Play: Choose an artifact, a creature and an upgrade, and destroy them.",
     play=seq(Choose("art", not_tagged(lambda g, c: g.players[0].artifacts + g.players[1].artifacts),
                     prompt="Choose an artifact"),
              choose("cre", not_tagged(A_CREATURE)),
              Choose("upg", not_tagged(upgrades_in_play), prompt="Choose an upgrade"),
              do(lambda g, c: g.destroy([x for k in ("art", "cre", "upg") for x in c.get(k) or []
                                         if g.in_play(x)]), "destroy")))


def _exterminate_left(g, c):
    return [x for x in g.players[c["me"]].battleline if _mars(g, x) and x not in c.get("done", [])]


def _exterminate_start(g, c):
    c["t"] = []
    h = c.get("hunter")
    if h is not None:
        c.setdefault("done", []).append(h)
        c["hp"] = g.power(h)


card("Exterminate! Exterminate!", "AoA",
     text="Play: For each Mars creature you control, destroy a non-Mars creature whose power is lower than "
          "that Mars creature's.",
     play=repeat_while(
         seq(next_of_each("hunter", _exterminate_left, "Choose the Mars creature whose destruction resolves next"),
             do(_exterminate_start, "next"),
             if_(lambda g, c: c.get("hunter") is not None,
                 seq(choose("t", not_tagged(A_CREATURE.where(lambda g, x, c: not _mars(g, x) and g.power(x) < c["hp"],
                                                             "Choose a non-Mars creature with lower power"))),
                     do(lambda g, c: g.destroy([x for x in c.get("t") or [] if g.in_play(x)]), "destroy")))),
         lambda g, c: bool(_exterminate_left(g, c))))

card("Hypnobeam", "AoA",
     text="Play: Choose an enemy creature and take control of it.",
     play=take_control(ENEMY_CREATURE))

card("Nyzyk Resonator", "AoA",
     text="Your opponent's keys cost +2Æ for each neighbor Nyzyk Resonator has.",
     statics=[static("key_cost", lambda g, src, p, le: p != g.cards[src].controller,
                     lambda g, src, p, le: 2 * len(g.neighbors(src)))])

card("Phloxem Spike", "AoA",
     text="Play: If you have no creature in play, destroy each creature that is not on a flank.",
     play=if_(_no_friendly_creature, destroy_each("any", lambda g, x, c: not g.is_flank(x))))

card("Storm Crawler", "AoA",
     text="When fighting, Storm Crawler deals only 1D.\nEach enemy creature that reaps is stunned after it "
          "reaps.",
     statics=[static("fight_damage_fixed", self_only(), 1)],
     reactions=[_ENEMY_REAPS_STUN])


def _analysis(g, c):
    purged = 0
    for x in c.get("p") or []:
        # a card another player owns goes to its owner's hand instead and was not purged "this way"
        # (the Dysania ruling, 001:3023-3031)
        if g.cards[x].zone == "archives" and g.purge(x):
            purged += 1
    c["extra"] = 2 * purged


card("Destructive Analysis", "AoA",
     text="Play: Deal 2D to a creature. You may purge any number of cards from your archives; for each one, deal "
          "2D more to that creature.",
     # the 2D and the additional 2D per card are one dealing (001:1076): purge first. With no creature
     # to damage the purge is still offered (its own sentence in the latest printing; resolve as much
     # as you can, 001:1055-1058)
     play=seq(choose("t", A_CREATURE),
              Choose("p", lambda g, c: list(g.players[c["me"]].archives), 99, up_to=True,
                     prompt="Choose archived cards to purge (2D more each)"),
              do(_analysis, "purge"),
              if_(lambda g, c: bool(c.get("t")),
                  deal_damage_at_once(("t", lambda g, c: 2 + c["extra"])))))


def _redistribute_start(g, c):
    c["left"] = sum(g.cards[x].damage for x in g.players[c["player"]].battleline)
    c["placed"] = {}


def _place_one(g, c):
    for x in c.get("t") or []:
        c["placed"][str(x)] = c["placed"].get(str(x), 0) + 1
    c["left"] -= 1


def _redistribute_end(g, c):
    line = g.players[c["player"]].battleline
    for x in line:
        g.cards[x].damage = c["placed"].get(str(x), 0)
    g.say("The damage is redistributed: " + ", ".join(f"{g.cname(x)} {g.cards[x].damage}" for x in line))
    g.dirty()


def _may_redistribute(g, c):
    # some damage to place is enough: with a single creature its damage can still be placed on it again, a legal
    # answer that changes nothing, so the "you may" is still asked (FORMAT Decisions: "a creature that could be
    # chosen counts, even if the effect would change nothing")
    line = g.players[c["player"]].battleline
    return any(g.cards[x].damage for x in line)


card("Entropic Manipulator", "AoA",
     text="Play: Choose a player. You may move the damage on that player's creatures around among them, as you "
          "choose (a creature may get more damage than its power).",
     play=seq(choose_player("player", lambda g, c: [c["me"], 1 - c["me"]]),
              may("Redistribute the damage on that player's creatures?",
                  seq(do(_redistribute_start, "count damage"),
                      repeat_while(seq(choose("t", Target(lambda g, c: list(g.players[c["player"]].battleline),
                                                          "Choose a creature for 1 damage")),
                                       do(_place_one, "place")),
                                   lambda g, c: c["left"] > 0, limit=10000),
                      do(_redistribute_end, "redistribute")),
                  possible=_may_redistribute)))


def _extinction(g, c):
    t = (c.get("t") or [None])[0]
    if t is None or g.cards[t].zone != BATTLELINE:
        return
    traits = g.traits(t)
    c["destroyed"] = g.destroy([x for x in g.creatures() if x == t or traits & g.traits(x)])


card("Extinction", "AoA",
     text=("Play: Choose a creature. Destroy it along with every creature that has a trait in common with it. Gain "
           "1 chain."),
     play=seq(choose("t", not_tagged(A_CREATURE)), do(_extinction, "destroy"), gain_chains(1)))

card("Killzord Mk. 9001", "AoA",
     text='This creature has +2 armor and +2 power. It gains skirmish and "Fight: Gain 1 chain."',
     statics=[static("power", host_only(), 2), static("armor", host_only(), 2),
              static("keyword", host_only(), ("skirmish", 1))],
     reactions=granted_use_ability(("fought",), host_is,
                                   do(lambda g, c: _chain(g, g.cards[c["ev"]["card"]].controller), "chain")))


def _chain(g, p):
    g.gain_chains(p, 1)
    g.say(f"{g.pname(p)} gains 1 chain")


def _generosity(g, c):
    c["lost"] = g.lose(c["me"], g.players[c["me"]].amber)


card("Martian Generosity", "AoA",
     text="Play: You lose all of your Æ, then draw 2 cards per Æ you lost.",
     play=seq(do(_generosity, "lose all"), draw(lambda g, c: 2 * c["lost"])))


def _hate_count(g, c):
    return count_friendly(g, c, has_trait("shard"))


card("Shard of Hate", "AoA",
     text="Action: For each Shard you control, stun an enemy creature.",
     # "for each": one decision per Shard, each creature stunned as it is chosen (FORMAT rev 2, Decisions)
     # the same creature may be chosen again, so as many Shards as enemies is still a decision
     actions=[repeat(_hate_count, stun_point(creatures("enemy", "Choose an enemy creature to stun")))])

card("Yxlyx Stimrager", "AoA",
     text="After Fight: Deal 2D to a creature, then put it on the flank of your choice of its controller's "
          "battleline.",
     fight=_DEAL_AND_MOVE)

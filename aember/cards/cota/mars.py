"""Call of the Archons — Mars."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    RevealFromHand,
    archive_chosen,
    choose,
    creatures,
    damage_each,
    deal_damage,
    do,
    if_,
    of_house,
    reaction,
    ready,
    repeat,
    seq,
    static,
    use,
    use_permission,
)
from aember.engine.steps import Step


def _is_mars_creature(g, cid):
    return g.house_of(cid) == "mars"


def _mars_in_play(g):
    return [x for x in g.creatures() if g.house_of(x) == "mars"]


card("Ammonia Clouds", "CotA", "160", "mars", "action", rarity="Common",
     text="Play: Deal 3D to each creature.",
     play=damage_each("any", 3))


def _draw_revealed(g, c):
    g.draw(c["me"], len(c.get("revealed") or []))


card("Battle Fleet", "CotA", "161", "mars", "action", rarity="Uncommon", icons=("amber",),
     text="Play: Reveal any number of Mars cards from your hand. Draw 1 card for each card revealed.",
     play=seq(RevealFromHand(of_house("mars"), prompt="Reveal any number of Mars cards"), do(_draw_revealed)))

HOUSES = ("brobnar", "dis", "ekwidon", "geistoid", "logos", "mars", "sanctum", "saurian", "shadows",
          "skyborn", "staralliance", "unfathomable", "untamed")


class ChooseHouse(Step):
    def __init__(self, key: str = "house"):
        super().__init__()
        self.key = key

    def run(self, game, frame) -> bool:
        if frame.answer is None:
            ans = game.ask(frame, frame.ctx["me"], "option", list(HOUSES), "Choose a house")
            if ans is None:
                return False
        else:
            ans = frame.answer
            frame.answer = None
        frame.ctx[self.key] = ans
        game.say(f"{game.pname(frame.ctx['me'])} chooses {ans}")
        return True


def _deep_probe(g, c):
    opp = 1 - c["me"]
    hand = list(g.players[opp].hand)
    g.say(f"{g.pname(opp)} reveals their hand: " + ", ".join(g.cname(x) for x in hand))
    for x in hand:
        if g.cards[x].defn.type == "creature" and g.house_of(x) == c["house"]:
            g.discard_from_hand(x)


card("Deep Probe", "CotA", "162", "mars", "action", rarity="Uncommon", icons=("amber",),
     text="Play: Choose a house. Your opponent reveals their hand; discard each creature of that house in it.",
     play=seq(ChooseHouse(), do(_deep_probe)))


def _emp(g, c):
    for x in g.creatures():
        if g.house_of(x) == "mars" or "robot" in g.traits(x):
            g.stun(x)
    g.destroy(g.players[0].artifacts + g.players[1].artifacts)


card("EMP Blast", "CotA", "163", "mars", "action", rarity="Uncommon", icons=("amber",),
     text="Play: Stun each Mars creature and each Robot creature. Destroy each artifact.",
     play=do(_emp))


def _capture_own_side(g, c):
    for x in c.get("t") or []:
        g.capture(x, 1, g.cards[x].controller)


_one_hypnotic = seq(choose("t", ENEMY_CREATURE), do(_capture_own_side))
card("Hypnotic Command", "CotA", "164", "mars", "action", rarity="Rare",
     text="Play: For each friendly Mars creature, choose an enemy creature; it captures 1Æ from its own side.",
     play=repeat(lambda g, c: sum(1 for x in g.creatures(c["me"]) if g.house_of(x) == "mars"), _one_hypnotic))

card("Irradiated Æmber", "CotA", "165", "mars", "action", rarity="Rare", icons=("amber",),
     text="Play: If your opponent has 6Æ or more, deal 3D to each enemy creature.",
     play=if_(lambda g, c: g.players[1 - c["me"]].amber >= 6, damage_each("enemy", 3)))


class ForgeAtCost(Step):
    """'You may forge a key at <cost>': a yes/no, then the key's colour."""

    def __init__(self, cost):
        super().__init__()
        self.cost = cost

    def run(self, game, frame) -> bool:
        from aember.engine.state import KEY_COLOURS
        ctx = frame.ctx
        me = ctx["me"]
        pl = game.players[me]
        if frame.data is None:
            cost = max(0, self.cost(game, ctx))
            if pl.amber < cost or len(pl.keys) >= 3 or game.has_static("cannot_forge", me):
                return True
            frame.data = {"cost": cost, "stage": 0}
        data = frame.data
        if data["stage"] == 0:
            if frame.answer is None:
                ans = game.ask(frame, me, "yesno", ["yes", "no"], f"Forge a key for {data['cost']}Æ?", auto=False)
                if ans is None:
                    return False
            else:
                ans = frame.answer
                frame.answer = None
            if ans != "yes":
                return True
            data["stage"] = 1
        if frame.answer is None:
            free = [k for k in KEY_COLOURS if k not in pl.keys]
            ans = game.ask(frame, me, "key", free, "Choose which key to forge", default=free[0])
            if ans is None:
                return False
        else:
            ans = frame.answer
            frame.answer = None
        game.forge(me, ans, data["cost"])
        return True


def _abduct_return(g, c):
    for x in _mars_in_play(g):
        g.return_to_hand(x)


card("Key Abduction", "CotA", "166", "mars", "action", rarity="Uncommon", icons=("amber",),
     text="Play: Return each Mars creature to its owner's hand. Then you may forge a key at +9Æ current cost, "
          "reduced by 1Æ for each card in your hand.",
     play=seq(do(_abduct_return),
              ForgeAtCost(lambda g, c: g.key_cost(c["me"]) + 9 - len(g.players[c["me"]].hand))))


def _hounds(g, c):
    n = sum(1 for x in g.creatures() if g.cards[x].damage > 0)
    for x in c.get("t") or []:
        if g.cards[x].zone == "battleline" and n:
            g.cards[x].power_counters += 2 * n
            g.dirty()
            g.say(f"{g.cname(x)} gets {2 * n} +1 power counters")


card("Martian Hounds", "CotA", "167", "mars", "action", rarity="Rare",
     text="Play: Choose a creature. Give it two +1 power counters for each damaged creature.",
     play=seq(choose("t", A_CREATURE), do(_hounds)))

_DAMAGED_ENEMY = ENEMY_CREATURE.where(lambda g, x, c: g.cards[x].damage > 0, "Choose damaged enemy creatures")
card("Mass Abduction", "CotA", "169", "mars", "action", rarity="Rare", icons=("amber",),
     text="Play: Put up to 3 damaged enemy creatures into your archives. If any of them leave your archives, "
          "they go to their owner's hand instead.",
     play=seq(choose("t", _DAMAGED_ENEMY.times(3, up_to=True)), archive_chosen("t", holder="me")))


def _mating_season(g, c):
    mars = _mars_in_play(g)
    gained = [0, 0]
    for x in mars:
        owner = g.cards[x].owner
        if g.leave_play_to(x, "deck"):
            gained[owner] += 1
    for o in (0, 1):
        if any(g.cards[x].owner == o for x in mars):
            g.rng.shuffle(g.players[o].deck)
    for o in (c["me"], 1 - c["me"]):
        g.gain(o, gained[o])


card("Mating Season", "CotA", "170", "mars", "action", rarity="Rare", icons=("amber",),
     text="Play: Shuffle each Mars creature into its owner's deck. Each player gains 1Æ for each creature "
          "shuffled into their deck this way.",
     play=do(_mating_season))

card("Mothership Support", "CotA", "171", "mars", "action", rarity="Uncommon", icons=("amber",),
     text="Play: For each ready friendly Mars creature, deal 2D to a creature (each time any creature).",
     play=repeat(lambda g, c: sum(1 for x in g.creatures(c["me"])
                                  if g.house_of(x) == "mars" and not g.cards[x].exhausted),
                 deal_damage(A_CREATURE, 2)))

card("Orbital Bombardment", "CotA", "172", "mars", "action", rarity="Uncommon", icons=("amber",),
     text="Play: Reveal any number of Mars cards from your hand. For each one revealed, deal 2D to a creature "
          "(each time any creature).",
     play=seq(RevealFromHand(of_house("mars"), prompt="Reveal any number of Mars cards"),
              repeat(lambda g, c: len(c.get("revealed") or []), deal_damage(A_CREATURE, 2))))

_one_sample = seq(choose("t", ENEMY_CREATURE), archive_chosen("t", holder="me"))
card("Sample Collection", "CotA", "175", "mars", "action", rarity="Uncommon",
     text="Play: For each key your opponent has forged, put an enemy creature into your archives. If any of them "
          "leave your archives, they go to their owner's hand instead.",
     play=repeat(lambda g, c: len(g.players[1 - c["me"]].keys), _one_sample))

card("Combat Pheromones", "CotA", "180", "mars", "artifact", rarity="Uncommon", icons=("amber",), traits=("item",),
     text="Omni: Sacrifice Combat Pheromones. This turn, you may use up to 2 other Mars cards.",
     omnis=[seq(do(lambda g, c: g.destroy([c["src"]], sacrifice=True)),
                use_permission(lambda g, cid: g.house_of(cid) == "mars", 2))])

class _BlypypEffect(Step):
    """Lasting: the next Mars creature played this turn enters ready (a one-shot permission)."""

    def run(self, game, frame) -> bool:
        game.add_lasting(_blypyp_ready, frame.ctx["src"], frame.ctx["me"], "turn", left=1)
        return True


_blypyp_ready = static("play_ready", lambda g, src, cid, le: le.get("left", 0) > 0
                       and g.cards[cid].owner == le["me"] and g.house_of(cid) == "mars"
                       and g.cards[cid].defn.type == "creature")
card("Blypyp", "CotA", "190", "mars", "creature", rarity="Uncommon", power=2, traits=("martian", "scientist"),
     text="After Reap: The next Mars creature you play this turn enters play ready.",
     reap=_BlypypEffect())

_NON_AGENT_MARS = creatures("any", "Choose a non-Agent Mars creature").where(
    lambda g, x, c: g.house_of(x) == "mars" and "agent" not in g.traits(x))
card("“John Smyth”", "CotA", "195", "mars", "creature", rarity="Common", power=2, traits=("agent", "martian"),
     keywords=("elusive",),
     text="Elusive.\nAfter Fight/After Reap: Ready a non-Agent Mars creature.",
     fight=ready(_NON_AGENT_MARS), reap=ready(_NON_AGENT_MARS))

card("Mindwarper", "CotA", "196", "mars", "creature", rarity="Common", power=2, traits=("martian", "scientist"),
     keywords=("elusive",),
     text="Elusive.\nAction: Choose an enemy creature. It captures 1Æ from its own side.",
     actions=[_one_hypnotic])


def _tunk_cond(g, src, ev, le):
    return (ev["player"] == g.cards[src].controller and ev["card"] != src and ev.get("type") == "creature"
            and g.house_of(ev["card"]) == "mars")


card("Tunk", "CotA", "199", "mars", "creature", rarity="Common", power=6, armor=1, traits=("robot",),
     text="After you play another Mars creature, fully heal Tunk.",
     reactions=[reaction("played", _tunk_cond, do(lambda g, c: g.heal(c["src"], None)))])

_NON_MARS_FRIENDLY = FRIENDLY_CREATURE.where(lambda g, x, c: g.house_of(x) != "mars",
                                             "Choose a friendly non-Mars creature")
card("Ulyq Megamouth", "CotA", "200", "mars", "creature", rarity="Common", power=3, traits=("martian", "scientist"),
     text="After Fight/After Reap: Use a friendly non-Mars creature.",
     fight=use(_NON_MARS_FRIENDLY), reap=use(_NON_MARS_FRIENDLY))


def _bolter_hit(g, c):
    t = [x for x in c.get("t") or [] if g.cards[x].zone == "battleline"]
    g.deal_damage([(x, 2) for x in t], c["src"])
    c["doomed"] = [x for x in t if g.cards[x].tagged]


def _bolter_purge(g, c):
    for x in c.get("doomed") or []:
        if g.cards[x].zone == "discard":
            g.purge(x)


_bolter = seq(choose("t", A_CREATURE), do(_bolter_hit), do(_bolter_purge))
card("Yxilo Bolter", "CotA", "204", "mars", "creature", rarity="Common", power=3, traits=("martian", "soldier"),
     text="After Fight/After Reap: Deal 2D to a creature. If this damage destroys it, purge it.",
     fight=_bolter, reap=_bolter)


def _backup(g, c):
    host = c["host"]
    if g.in_play(host):
        g.say(f"{g.cname(host)} is put into its owner's archives")
        g.archive(host)


card("Biomatrix Backup", "CotA", "208", "mars", "upgrade", rarity="Common", icons=("amber",),
     text="This creature gains \"Destroyed: Put this creature into its owner's archives.\"",
     reactions=[reaction("host_destroyed", lambda g, src, ev, le: True, do(_backup))])


def _ray_gun(g, c):
    n = len(_mars_in_play(g))
    for x in c.get("t") or []:
        g.deal_damage([(x, n)], c["src"])


card("Red Planet Ray Gun", "CotA", "211", "mars", "upgrade", rarity="Uncommon", icons=("amber",),
     text="This creature gains \"After Reap: Choose a creature. Deal 1D to it for each Mars creature in play.\"",
     reactions=[reaction("reaped", lambda g, src, ev, le: ev["card"] == g.cards[src].host,
                         seq(choose("t", A_CREATURE), do(_ray_gun)))])

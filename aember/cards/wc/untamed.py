"""Worlds Collide — Untamed."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ChooseFlank,
    artifacts,
    choose,
    choose_some,
    copy_as_entering,
    creatures,
    deal_damage,
    destroy,
    did,
    do,
    gain,
    granted_reap_for_turn,
    granted_use_ability,
    heal,
    held_while,
    host_is,
    host_only,
    if_,
    in_center,
    in_my_zone,
    least_powerful,
    lone_half_fails,
    may,
    neighbors_of_self,
    reaction,
    sacrifice_self,
    self_only,
    seq,
    shuffle_self_into_deck,
    static,
    stun,
    use_each,
)
from aember.engine.state import DISCARD

# asked only if a neighbour could reap: not one that is exhausted or forbidden to reap (Narp's neighbours)
_GHOSTHAWK_REAPS = use_each(lambda g, c: g.neighbors(c["src"]), "reap")

card("Ghosthawk", "WC",
     text="Deploy.\nPlay: You may reap with each of Ghosthawk's neighbors, one after the other.",
     play=may("Reap with each neighboring creature?", _GHOSTHAWK_REAPS, _GHOSTHAWK_REAPS.possible))


def _creed_grant(g, c):
    shown = c.get("shown") or []
    chosen = c.get("t") or []
    # the top half of a gigantic creature has no text box (001:2160-2163): the creature gains nothing
    if shown and g.cards[shown[0]].defn.whole is not None:
        g.say(f"{g.cname(shown[0])} is a top half, with no text box: nothing is gained")
        return
    if shown and chosen and g.cards[chosen[0]].zone == "battleline":
        g.say(f"{g.pname(c['me'])} reveals {g.cname(shown[0])}; {g.cname(chosen[0])} gains its text box")
        g.add_lasting(_GAIN_TEXT, c["src"], c["me"], "turn", target=chosen[0], title=g.cards[shown[0]].defn.title)


_GAIN_TEXT = static("gain_text")

card("Creed of Nurture", "WC",
     text="Omni: Sacrifice Creed of Nurture. If you do, reveal a creature from your hand and choose a creature "
          "in play: until the end of the turn, the chosen creature gains the revealed creature's text box.",
     omnis=[seq(sacrifice_self(),
                if_(did(), seq(choose("shown", in_my_zone("hand", lambda g, x: g.cards[x].defn.type == "creature",
                                                          "Reveal a creature from your hand")),
                               # the creature in play is named by the text: chosen even when no creature could
                               # be revealed (it then gains nothing)
                               choose("t", A_CREATURE), do(_creed_grant, "gain text box"))))])


# --- first printed in Worlds Collide (helper wc-b) ---


def _reaped_this_turn(g, cid):
    return bool(g.logged("reaped", g.cards[cid].controller, g.turn))


card("Bramble Lynx", "WC", enters_ready=_reaped_this_turn,
     text="Skirmish.\nBramble Lynx enters play ready if you have already reaped with a creature this turn.")

card("Cauldron Boil", "WC",
     text="Play: Deal each creature damage equal to the damage already on it.",
     play=do(lambda g, c: g.deal_damage([(x, g.cards[x].damage) for x in g.creatures()], c["src"]), "damage"))

_druid = heal(neighbors_of_self("Choose a neighboring creature to heal fully"), None)
card("Deepwood Druid", "WC",
     text="Deploy.\nPlay/Reap: Fully heal a neighboring creature.",
     play=_druid, reap=_druid)

card("Harmonia", "WC",
     text="Elusive.\nEach time you play a creature, gain 1Æ if enemy creatures outnumber friendly ones.",
     reactions=[reaction("played", lambda g, src, ev, le: ev["type"] == "creature"
                         and ev["player"] == g.cards[src].controller,
                         if_(lambda g, c: len(g.creatures(1 - c["me"])) > len(g.creatures(c["me"])), gain(1)))])

card("Imprinted Murmook", "WC",
     text="Elusive.\nYour keys cost -1Æ.",
     statics=[static("key_cost", lambda g, src, p, le: p == g.cards[src].controller, -1)])


def _molephin(g, c):
    n = c["ev"]["amount"]
    g.deal_damage([(x, n) for x in g.creatures(1 - c["me"])], c["src"])


card("Molephin", "WC",
     text="Hazardous 3.\nEach time Æ is stolen from you, every enemy creature is dealt 1D per Æ stolen.",
     reactions=[reaction("stolen", lambda g, src, ev, le: ev["victim"] == g.cards[src].controller,
                         do(_molephin, "damage"))])

card("Musthic Murmook", "WC",
     text="Each player's keys cost +1Æ.\nPlay: Deal 4D to a creature.",
     statics=[static("key_cost", lambda g, src, p, le: True, 1)],
     play=deal_damage(A_CREATURE, 4))

card("Song of the Wild", "WC",
     text='Play: Until the end of the turn, your creatures have "Reap: Gain 1Æ."',
     play=granted_reap_for_turn(gain(1)))


def _fittest(g, c):
    for x in g.creatures(c["me"]):
        g.cards[x].power_counters += 1
    g.dirty()


card("The Fittest", "WC",
     text="Play: Give each friendly creature a +1 power counter.",
     play=do(_fittest, "+1 power counters"))


def _unnatural(g, c):
    keep = set((c.get("f") or []) + (c.get("e") or []))
    g.destroy([x for x in g.creatures() if x not in keep])


card("Unnatural Selection", "WC",
     text="Play: Pick 3 of your creatures and 3 enemy creatures. All creatures not picked are destroyed.",
     play=seq(choose_some("f", creatures("friendly", "Choose 3 friendly creatures to keep"), 3),
              choose_some("e", creatures("enemy", "Choose 3 enemy creatures to keep"), 3),
              do(_unnatural, "destroy the others")))

card("Unsuspecting Prey", "WC",
     text="Play: Deal 2D to each of up to 3 undamaged creatures.",
     play=deal_damage(A_CREATURE.where(lambda g, x, c: g.cards[x].damage == 0,
                                       "Choose up to 3 undamaged creatures").times(3, up_to=True), 2))

card("Fangtooth Cavern", "WC",
     text="When your turn ends, destroy the creature with the lowest power.",
     reactions=[reaction("turn_end", lambda g, src, ev, le: ev["player"] == g.cards[src].controller,
                         seq(least_powerful("t"), destroy("t")))])


def _gebuk(g, c):
    me = c["me"]
    top = g.discard_top(me, 1)
    if not top or g.cards[top[0]].defn.type != "creature":
        return
    line = g.players[g.cards[c["src"]].controller].battleline
    # "Gebuk's position" is where it is as it leaves play, between the creatures still beside it then (001:650:
    # the line closes up): the creatures now on its left are noted, and the creature enters just right of the
    # last of them still in the battleline (one on its left destroyed in the same destruction no longer counts)
    left = line[:line.index(c["src"])] if c["src"] in line else list(line)
    g.add_lasting(_GEBUK_MARK, c["src"], me, "turn", target=c["src"], on_end=_gebuk_enter.sid,
                  creature=top[0], left=left)


def _gebuk_put(g, c):
    le = c["le"]
    x = le["creature"]
    if lone_half_fails(g, x):     # one half of a gigantic creature: it stays discarded
        return
    if g.cards[x].zone == DISCARD:
        g.say(f"{g.cname(x)} takes Gebuk's place")
        # a creature that took another Gebuk's place stands where that Gebuk was (two Gebuks side by side)
        if g.has_treachery(x):
            # it enters the opponent's battleline (LATER-MECHANICS §1 rule 1), where Gebuk had no position: a
            # flank of that line, which the active player chose (rule 3)
            g.put_into_play(x, c["me"], c.get("flank", "right"))
            return
        took = {e[3][0]: e[3][1] for e in g.turn_log if e[0] == "took_gebuks_place" and e[2] == g.turn}
        left = {took.get(y, y) for y in le["left"]}
        line = g.players[c["me"]].battleline
        pos = max((i + 1 for i, y in enumerate(line) if y in left), default=0)
        g.put_into_play(x, c["me"], pos)
        g.turn_log.append(["took_gebuks_place", c["me"], g.turn, [c["src"], x]])


_GEBUK_MARK = static("gebuk_pending")
def _gebuk_entering(g, c):
    x = c["le"]["creature"]
    return x if g.cards[x].zone == DISCARD else None


_gebuk_enter = seq(copy_as_entering(_gebuk_entering),   # Mimic Gel
                   if_(lambda g, c: _gebuk_entering(g, c) is not None and g.has_treachery(_gebuk_entering(g, c)),
                       ChooseFlank("flank", "Choose a flank for the creature taking Gebuk's place",
                                   entering=_gebuk_entering)),
                   do(_gebuk_put, "put into play"))
card("Gebuk", "WC",
     text=("Destroyed: Discard your deck's top card. If that card is a creature, once Gebuk has left play, put it "
           "into play where Gebuk was in the battleline."),
     destroyed=do(_gebuk, "discard top card"))

card("Instrument of Silence", "WC",
     text="This creature gains skirmish and, \"Fight: Gain 1Æ.\"",
     statics=[static("keyword", host_only(), ("skirmish", 1))],
     reactions=granted_use_ability(("fought",), host_is, gain(1)))

card("Kangaphant", "WC",
     text="Each creature gains, \"Reap: Destroy this creature.\"",
     reactions=granted_use_ability(("reaped",), lambda g, src, cid: True, destroy("user")))


def _untamed_creatures_in_discard(g, me):
    return [x for x in g.players[me].discard if g.belongs_to(x, "untamed") and g.cards[x].defn.type == "creature"]


def _low_dawn(g, c):
    found = _untamed_creatures_in_discard(g, c["me"])
    if len(found) >= 3:
        g.gain(c["me"], 2)
    if found:
        g.shuffle_into_deck(found)


card("Low Dawn", "WC",
     text=("Play: Gain 2Æ if your discard pile holds at least 3 Untamed creatures. Then shuffle all Untamed "
           "creatures from your discard pile into your deck."),
     play=do(_low_dawn, "gain, shuffle"))

card("Mab the Mad", "WC",
     text="Reap: Shuffle Mab the Mad into your deck.",
     reap=shuffle_self_into_deck())


def _ward_neighbors(g, c):
    for x in g.neighbors(c["src"]):
        g.ward(x)


card("The Feathered Shaman", "WC",
     text="Elusive.\nFight/Reap: Give a ward to each creature next to The Feathered Shaman.",
     fight=do(_ward_neighbors, "ward neighbors"), reap=do(_ward_neighbors, "ward neighbors"))

card("Wild Spirit", "WC",
     text="This creature gains, \"Reap: Capture 1Æ.\"",
     # captures from the opponent of the player resolving it (Replicator: as if they controlled the creature)
     reactions=granted_use_ability(("reaped",), host_is,
                                   do(lambda g, c: [g.capture(x, 1, 1 - c["me"]) for x in c["user"]], "capture")))


def _is_target(g, src, cid, le):
    return cid == le["target"]


_CREED_SKIRMISH = static("keyword", _is_target, ("skirmish", 1))
_CREED_ASSAULT = static("keyword", _is_target, ("assault", lambda g, src, cid, le: g.power(cid)))


def _creed(g, c):
    for x in c.get("t") or []:
        g.add_lasting(_CREED_SKIRMISH, c["src"], c["me"], "turn", target=x)
        g.add_lasting(_CREED_ASSAULT, c["src"], c["me"], "turn", target=x)


card("Creed of Nature", "WC",
     text="Omni: Sacrifice Creed of Nature. If you do, choose a creature: until the end of the turn, it gains skirmish "
          "and assault X, where X is its power.",
     omnis=[seq(sacrifice_self(), if_(did(), seq(choose("t", A_CREATURE), do(_creed, "skirmish and assault"))))])


def _bear_center(g, c):
    return in_center(g, c["src"])


card("Eldest Bear", "WC",
     text='Assault 3.\nEldest Bear has "Before Fight: Gain 2Æ." as long as it sits in the center of your battleline.',
     before_fight=held_while(_bear_center, gain(2)))


def _gnawbill_setup(g, c):
    c["me"] = c["ev"]["player"]


card("Giant Gnawbill", "WC",
     text="Each time a player picks an active house, that player destroys one artifact belonging to that house.",
     reactions=[reaction("house_chosen", lambda g, src, ev, le: True,
                         seq(do(_gnawbill_setup, "that player"),
                             destroy(artifacts().where(lambda g, x, c: g.belongs_to(x, c["ev"]["house"]),

                                                       "Choose an artifact of that house to destroy"))))])

card("Moor Wolf", "WC",
     text="Skirmish.\nPlay: Ready each other Wolf creature.",
     play=do(lambda g, c: [g.ready(x) for x in g.creatures() if x != c["src"] and "wolf" in g.traits(x)],
             "ready wolves"))

card("Nepeta Gigantica", "WC",
     text="Action: Stun a Giant creature or a creature whose power is 5 or more.",
     actions=[stun(A_CREATURE.where(lambda g, x, c: g.power(x) >= 5 or "giant" in g.traits(x),
                                    "Choose a creature with power 5 or higher, or a Giant creature"))])


def _growth(g, src):
    return (g.cards[src].counters or {}).get("growth", 0)


def _grow(g, c):
    t = g.cards[c["src"]]
    t.counters = dict(t.counters or {})
    t.counters["growth"] = t.counters.get("growth", 0) + 1
    g.say(f"{g.cname(c['src'])} gets a growth counter")


def _ungrow(g, c):
    t = g.cards[c["src"]]
    if t.counters and t.counters.get("growth"):
        t.counters = {k: v for k, v in t.counters.items() if k != "growth"} or None   # no counters: None
        g.say(f"the growth counters are removed from {g.cname(c['src'])}")


card("Vineapple Tree", "WC",
     text=("Each growth counter on Vineapple Tree makes keys cost +1Æ.\n"
           "Each time a player forges a key, take every growth counter off Vineapple Tree.\n"
           "Action: Add a growth counter to Vineapple Tree."),
     statics=[static("key_cost", lambda g, src, p, le: True, lambda g, src, p, le: _growth(g, src))],
     reactions=[reaction("forged", lambda g, src, ev, le: True, do(_ungrow, "remove growth"))],
     actions=[do(_grow, "growth counter")])

card("Xenos Bloodshadow", "WC",
     text="Elusive. Hazardous 6. Poison. Skirmish.")

card("Toad", "WC",
     text="Toad cannot reap.",
     statics=[static("cannot_reap", self_only())])

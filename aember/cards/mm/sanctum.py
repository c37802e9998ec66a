"""Mass Mutation — Sanctum."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    capture,
    choose,
    creatures,
    damage_from_creature,
    deal_damage,
    destroy_each,
    discard_then_draw,
    discard_top_until,
    do,
    ev_mine,
    exalt,
    gain,
    if_,
    in_center,
    lasting,
    look_top_keep_bottom,
    may,
    may_choose,
    may_exalt_self_then,
    most_powerful,
    put_found_into_hand,
    put_into_play_from_discard,
    reaction,
    self_only,
    seq,
    split_capture,
    static,
    steal,
    stun,
    use,
)
from aember.engine.state import BATTLELINE, PURGED
from aember.engine.steps import ChooseOne


def _ardent_immune(g, source):
    if not damage_from_creature(g, source):     # a token creature too; not a creature card in a discard pile
        return False
    return "mutant" in g.traits(source) or g.power(source) >= 5


card("Ardent Hero", "MM",
     text="Taunt.\nArdent Hero cannot be dealt damage by Mutant creatures or by creatures with 5 or more power.",
     statics=[static("no_damage_from", self_only(), _ardent_immune)])

card("Scrivener Favian", "MM",
     text="Enhance: capture, capture.\nWhenever you resolve a capture bonus icon, you may steal 1Æ instead.",
     statics=[static("icon_replace", lambda g, src, p, le: g.cards[src].controller == p,
                     (("capture",), "steal", "steal 1Æ instead"))])

card("Master of the Grey", "MM",
     text="When your opponent plays a card, its bonus icons are not resolved.",
     statics=[static("no_bonus_icons", lambda g, src, p, le: g.cards[src].controller != p)])


# --- first printed in Mass Mutation: Sanctum (mm-a) ---


def _mutant(g, x, c=None):
    return "mutant" in g.traits(x)


card("Bull-wark", "MM",
     text="Assault 2.\nEach of Bull-wark's neighbors gains assault 2.",
     statics=[static("keyword", lambda g, src, cid, le: cid in g.neighbors(src), ("assault", 2))])


def _stun_each_enemy_mutant(g, c):
    for x in list(g.players[1 - c["me"]].battleline):
        if _mutant(g, x):
            g.stun(x)


card("Burning Glare", "MM",
     text="Enhance [damage].\nPlay: Pick one: stun a single enemy creature, or stun all enemy Mutant creatures.",
     play=ChooseOne({"Stun an enemy creature": stun(ENEMY_CREATURE),
                     "Stun each enemy Mutant creature": do(_stun_each_enemy_mutant, "stun each mutant")}))

card("Commandeer", "MM",
     text="Play: Until the end of the turn, each time you play another card, one of your creatures captures 1Æ.",
     play=lasting(reaction("played", lambda g, src, ev, le: ev_mine(g, src, ev, le) and ev["card"] != src,
                           capture(1, by=FRIENDLY_CREATURE))))

card("Dæmo-Knight", "MM",
     text="Destroyed: Steal 1Æ.",
     destroyed=steal(1))


def _purge_chosen(g, c):
    for x in c.get("t") or []:
        if g.in_play(x):
            g.purge(x)


card("Fangs of Gizelhart", "MM",
     text="Play: Purge the most powerful creature.",
     play=seq(most_powerful("t"), do(_purge_chosen, "purge")))

card("Font of the Eye", "MM",
     text="Omni: One of your creatures captures 1Æ, provided an enemy creature has been destroyed this turn.",
     omnis=[if_(lambda g, c: bool(g.logged("destroyed", 1 - c["me"], g.turn)), capture(1, by=FRIENDLY_CREATURE))])

card("General Xalvador", "MM",
     text="Enhance [capture][capture].")

card("Gizelhart’s Zealot", "MM",
     text="Gizelhart's Zealot enters play ready and enraged.",
     enters_ready=lambda g, cid: True,
     statics=[static("enters_enraged", self_only())])

card("Lieutenant Gorvenal", "MM",
     text="Each time you use a creature to fight, Lieutenant Gorvenal captures 1Æ afterwards.",
     reactions=[reaction("fought", lambda g, src, ev, le: ev["player"] == g.cards[src].controller,
                         if_(lambda g, c: g.cards[c["src"]].zone == BATTLELINE, capture(1)))])


def _may_fight_with(g, x, c):
    # any friendly non-Sanctum creature may be chosen, an exhausted one too (it then does not fight): the rulebook's
    # "Resolve As Much As You Can" (Anger, Poltergeist) and FORMAT rev 2 offer every card that could be chosen
    return not g.belongs_to(x, "sanctum")


card("Seeker of Truth", "MM",
     text="After Fight: You may fight with one of your creatures that is not of house Sanctum.",
     fight=may_choose("Fight with a friendly non-Sanctum creature?",
                      FRIENDLY_CREATURE.where(_may_fight_with, "Choose a friendly non-Sanctum creature to fight with"),
                      use("t", "fight")))

card("Squire Alys", "MM",
     text="Play: Capture 2Æ.",
     play=capture(2))


def _aemberheart(g, c):
    for x in c.get("t") or []:
        if g.cards[x].zone == BATTLELINE:
            g.exalt(x)
            g.ward(x)
            g.heal(x, None)


card("Æmberheart", "MM",
     text="Action: Exalt, ward, and fully heal a friendly creature.",
     actions=[seq(choose("t", FRIENDLY_CREATURE), do(_aemberheart, "exalt, ward, heal"))])

card("Angry Mob", "MM",
     text=("Before Fight: You may discard cards off the top of your deck one by one, stopping when an Angry Mob is "
           "discarded or the deck is empty. An Angry Mob discarded this way goes into your hand."),
     before_fight=may("Discard from the top of your deck until you discard an Angry Mob?",
                      seq(discard_top_until(lambda g, x, c: g.cards[x].defn.title == "Angry Mob"),
                          put_found_into_hand()),
                      possible=lambda g, c: bool(g.players[c["me"]].deck)))


def _fights_most_powerful(g, c):
    d = (c.get("target") or [None])[0]
    if d is None or g.cards[d].zone != BATTLELINE:
        return False
    enemies = g.players[g.cards[d].controller].battleline
    return all(g.power(d) >= g.power(x) for x in enemies)


card("Baldric the Bold", "MM",
     text=("Before Fight: Gain 2Æ if Baldric the Bold is fighting an enemy creature with the highest power among "
           "enemy creatures."),
     before_fight=if_(_fights_most_powerful, gain(2)))

card("Berinon", "MM",
     text="Each time a Mutant creature enters play, Berinon becomes enraged.\nAfter Reap: Capture 2Æ.",
     reactions=[reaction("entered", lambda g, src, ev, le: ev["type"] == "creature" and _mutant(g, ev["card"]),
                         do(lambda g, c: g.enrage(c["src"]) if g.cards[c["src"]].zone == BATTLELINE else None,
                            "enrage self"))],
     reap=capture(2))

card("Bring Low", "MM",
     text="Enhance [capture].\nPlay: Capture all but 5 of your opponent's Æmber, split as you choose among any "
          "number of friendly creatures.",
     play=split_capture(lambda g, c: max(0, g.players[1 - c["me"]].amber - 5),
                        lambda g, c: list(g.players[c["me"]].battleline), one_capture=True))

card("Gizelhart’s Standard", "MM",
     text="Friendly creatures that have Æ on them get +1 armor.\nPlay: Exalt one of your creatures.",
     statics=[static("armor", lambda g, src, cid, le: g.cards[cid].controller == g.cards[src].controller
                     and g.cards[cid].zone == BATTLELINE and g.cards[cid].amber > 0, 1)],
     play=exalt(FRIENDLY_CREATURE))


def _purify_purge(g, c):
    c["did"] = False
    for x in c.get("t") or []:
        if g.in_play(x):
            c["whose"] = g.cards[x].controller
            c["did"] = bool(g.purge(x)) and g.cards[x].zone == PURGED


card("Purify", "MM",
     text=("Play: Purge a Mutant creature. If it was purged, discard from the top of its controller's deck until a "
           "non-Mutant creature is discarded or the deck runs out; that non-Mutant creature is put into play under "
           "its owner's control."),
     play=seq(choose("t", creatures(prompt="Choose a Mutant creature").where(lambda g, x, c: _mutant(g, x))),
              do(_purify_purge, "purge"),
              if_(lambda g, c: bool(c.get("did")),
                  seq(discard_top_until(lambda g, x, c: g.cards[x].defn.type == "creature" and not _mutant(g, x),
                                        whose=lambda g, c: c["whose"]),
                      put_into_play_from_discard()))))


def _add_warrants(g, c):
    src = c["src"]
    counters = g.cards[src].counters or {}
    counters["warrant"] = counters.get("warrant", 0) + c["ev"]["amount"]
    g.cards[src].counters = counters
    g.say(f"{g.cname(src)} gets {c['ev']['amount']} warrant counter(s)")


def _remove_warrant(g, c):
    counters = g.cards[c["src"]].counters or {}
    c["did"] = counters.get("warrant", 0) > 0
    if c["did"]:
        counters["warrant"] -= 1
        g.cards[c["src"]].counters = counters


card("Book of Malefaction", "MM",
     text=("Each time Æ is stolen from you, put one warrant counter on Book of Malefaction per Æ stolen.\n"
           "Omni: Take a warrant counter off Book of Malefaction; if you did, purge a creature."),
     reactions=[reaction("stolen", lambda g, src, ev, le: ev["victim"] == g.cards[src].controller,
                         do(_add_warrants, "warrants"))],
     omnis=[seq(do(_remove_warrant, "remove a warrant"),
                if_(lambda g, c: bool(c.get("did")), seq(choose("t", A_CREATURE), do(_purge_chosen, "purge"))))])


def _ready_knights(g, c):
    for x in list(g.players[c["me"]].battleline):
        if "knight" in g.traits(x):
            g.ready(x)


card("Call to Action", "MM",
     text="Play: Ready each friendly Knight creature.",
     play=do(_ready_knights, "ready knights"))

card("Gizelhart's Wrath", "MM",
     text="Play: Destroy each Mutant creature.",
     play=destroy_each("any", lambda g, x, c: _mutant(g, x)))

card("Lady Loreena", "MM",
     text="Taunt.\nLady Loreena's taunt also protects its neighbors' neighbors.",
     statics=[static("taunt_reach", self_only())])


def _in_center(g, src, cid, le):
    return cid == src and in_center(g, src)


def _heal_non_mutants(g, c):
    n = 0
    for x in g.creatures():
        if not _mutant(g, x) and g.cards[x].damage > 0 and g.heal(x, None) > 0:
            n += 1
    if n:
        g.gain(c["me"], n)


card("Mad Prophet Gizelhart", "MM",
     text=('As long as Mad Prophet Gizelhart is in the center of your battleline, it has: "Action: Heal all damage '
           'on each non-Mutant creature, then gain 1Æ per creature healed."'),
     statics=[static("grant_action", _in_center, do(_heal_non_mutants, "heal non-mutants"))])

card("Purifier of Souls", "MM",
     text="While this is in play, no \"Destroyed:\" ability resolves.",
     statics=[static("no_destroyed_triggers")])

card("Dino-Knight", "MM",
     text="Play: You may exalt Dino-Knight; if you exalt it, a creature of your choice is dealt 3D.",
     play=may_exalt_self_then(deal_damage(A_CREATURE, 3), "Exalt Dino-Knight?"))

card("Lyco-Knight", "MM",
     text="Skirmish.")

card("Techno-Knight", "MM",
     text="After Reap: Discard a card from your hand, then draw a card if one was discarded.",
     reap=discard_then_draw())

card("Umbra-Knight", "MM",
     text="Elusive.")

card("Xeno-Knight", "MM",
     text=("After Fight: Look at your deck's top 3 cards; take one of them into your hand and move another to the "
           "bottom of your deck."),
     fight=look_top_keep_bottom(3))

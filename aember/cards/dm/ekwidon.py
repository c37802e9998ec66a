"""Draconian Measures — Ekwidon."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    archive_from_hand,
    artifacts,
    at_my_turn_if_self_exhausted,
    capture,
    choose,
    deal_damage,
    destroy,
    did,
    discard_from_hand,
    discard_random,
    do,
    draw,
    exalt,
    exhaust_did,
    forge_key,
    gain,
    give_control_to_opponent,
    heal,
    icons_on_discarded,
    if_,
    in_my_zone,
    keys_cost_more_next_turn,
    lose,
    may,
    may_choose,
    move_amber_to_pool,
    move_amber_to_supply,
    neighbor_while_self_exhausted,
    overwhelmed_me,
    pay_opponent,
    purge_chosen,
    ready,
    repeat,
    return_to_hand,
    self_as,
    seq,
    static,
    steal,
    take_control,
)

card("Authorized Requisitions", "DM",
     text="Play: Choose a friendly creature; it captures 2Æ. Then draw a card.",
     play=seq(capture(2, by=FRIENDLY_CREATURE), draw(1)))

card("Drastic Measures", "DM",
     text="Play: Choose up to 2 cards in your hand and purge them. Gain 1Æ per card purged this way.",
     play=seq(choose("t", in_my_zone("hand", prompt="Choose up to 2 cards to purge").times(2, up_to=True)),
              purge_chosen("t"),
              gain(lambda g, c: len(c.get("purged") or []))))


def _hand_not_empty(g, c):
    return bool(g.players[c["me"]].hand)


card("Exeldon Yash", "DM",
     text="After Reap: Capture 2Æ. Then you may discard one card from your hand; if you did, take 1Æ off Exeldon "
          "Yash and add it to your pool.",
     reap=seq(capture(2),
              may("Discard a card?", discard_from_hand(1), possible=_hand_not_empty),
              if_(did("discarded"), seq(self_as("self"), move_amber_to_pool("self", 1)))))

card("Krisper Ruld", "DM",
     text="After Fight: Take control of an artifact of your opponent's.",
     fight=take_control(artifacts("enemy", "Choose an enemy artifact")))


card("Waspscream", "DM",
     text="Entrench. Poison.\nWhen your turn starts with Waspscream exhausted, take control of an enemy creature.",
     # "if Waspscream is exhausted": checked as it resolves (it triggers at the start of each of your turns)
     reactions=[at_my_turn_if_self_exhausted("turn_start", take_control(ENEMY_CREATURE))])

card("Bleă-Fŏrh", "DM",
     text="After Fight: Heal a creature by up to 2 damage, then exalt it once per damage healed.",
     fight=seq(heal(A_CREATURE, 2, up_to=True),
               repeat(lambda g, c: c.get("healed") or 0, exalt("t"))))


card("Bypass Burglar", "DM",
     text='Entrench.\nAs long as Bypass Burglar is exhausted, the creatures beside it have "Action: Steal 1Æ, then '
          'deal 1D to this creature."',
     statics=[static("grant_action", neighbor_while_self_exhausted,
                     seq(steal(1), self_as("self"), deal_damage("self", 1)))])

_GUARDIAN = if_(overwhelmed_me, destroy(ENEMY_CREATURE),
                destroy(artifacts("enemy", "Choose an enemy artifact to destroy")))

card("Chromatic Guardian", "DM",
     text="After Fight/After Reap: When you are overwhelmed, destroy an enemy creature; when you are not, destroy "
          "an enemy artifact.",
     fight=_GUARDIAN, reap=_GUARDIAN)


def _owners_of_killed_gain(g, c):
    for x in c.get("killed") or []:
        g.gain(g.cards[x].owner, 1)


card("Golden Dagger", "DM",
     text="After Reap: Deal 3D to a creature. When that damage destroys it, the player who owns it gains 1Æ.",
     reap=seq(deal_damage(A_CREATURE, 3), do(_owners_of_killed_gain, "owner gains")))

card("Hot Bunk", "DM",
     text="Play: Exhaust a creature. If it was exhausted this way, ready a creature.",
     play=seq(exhaust_did(A_CREATURE), if_(did("did"), ready(A_CREATURE, key="r"))))


card("Nada Tax", "DM",
     text="Play: Your opponent discards one card at random from their hand, then loses 1Æ per bonus icon on that "
          "card.",
     play=seq(discard_random(1, who="opponent", key="gone", did_key="did"), lose(icons_on_discarded())))

_NOW_AND_LATER = seq(return_to_hand(A_CREATURE), archive_from_hand(1))

card("Now and Later", "DM",
     text="Play: Return a creature to the hand of the player who owns it, and put a card into your archives. Then, "
          "when you are overwhelmed, do both once more.",
     play=seq(_NOW_AND_LATER, if_(overwhelmed_me, _NOW_AND_LATER)))


card("Văst Stŏik", "DM",
     text="Taunt.\nAfter Fight: Take 1Æ off a creature and return it to the common supply. If one was returned, draw "
          "a card.",
     fight=seq(move_amber_to_supply(A_CREATURE, 1),
               if_(lambda g, c: bool(c.get("moved")), draw(1))))

card("Fiat Transcoder", "DM",
     text="Action: Lose 1Æ. If one was lost, take control of an enemy creature.",
     actions=[seq(lose(1, who="me", key="lost"), if_(did("lost"), take_control(ENEMY_CREATURE)))])


def _can_pay_one(g, c):
    return g.players[c["me"]].amber >= 1


card("Oŏni-Lars", "DM",
     text="After Reap: You may give your opponent 1Æ from your pool. If you did, during your opponent's next turn "
          "their keys cost 4Æ more.",
     reap=seq(may("Pay your opponent 1Æ?", pay_opponent(1), possible=_can_pay_one),
              if_(did("paid"), keys_cost_more_next_turn(4))))


def _has_power_counters(g, x, c):
    return g.cards[x].power_counters > 0


def _move_power_counters(g, c):
    frm, to = (c.get("t") or [-1])[0], (c.get("to") or [-1])[0]
    if frm < 0 or to < 0 or not g.in_play(frm) or g.cards[to].zone != "battleline":
        return
    n = g.cards[frm].power_counters
    g.cards[frm].power_counters = 0
    g.cards[to].power_counters += n
    g.dirty()
    g.say(f"{n} +1 power counter{'s' if n != 1 else ''} move from {g.cname(frm)} to {g.cname(to)}")


card("Cŏnrăd Fisiquĕ", "DM",
     text="Enhance [amber][power][power].\nPlay: You may take every +1 power counter off one creature and put them "
          "all on a different creature.",
     play=may_choose("Move the +1 power counters of a creature?",
                     # a source is only choosable when another creature exists to receive the counters
                     A_CREATURE.where(lambda g, x, c: len(g.creatures()) > 1,
                                      "Choose a creature to take the +1 power counters from"),
                     seq(choose("to", A_CREATURE.where(lambda g, x, c: x not in c["t"],
                                                       "Choose the creature that gets them")),
                         do(_move_power_counters, "move +1 power counters"))))


def _chapeau_on_user(g, c):
    # "Dapper Chapeau" in the action it gives means that copy (001:2646-2649): the one whose action is used
    u = c.get("granter")
    if u is not None and g.cards[u].defn.title == "Dapper Chapeau" and u in g.cards[c["src"]].upgrades:
        c["chapeau"] = [u]
        return
    c["chapeau"] = [u for u in g.cards[c["src"]].upgrades if g.cards[u].defn.title == "Dapper Chapeau"][:1]


def _chapeau_moves(g, c):
    hat = (c.get("chapeau") or [-1])[0]
    if hat < 0:
        return
    if c.get("killed") and g.cards[hat].zone == "discard":
        # it killed its own wearer: the Chapeau went to the (open) discard pile with it, and the ability,
        # once started, finishes (v16 "Abilities", "Leaves Play": only hidden zones end pending effects)
        g.say(f"Dapper Chapeau returns to {g.pname(g.cards[hat].owner)}'s hand")
        g.move(hat, "hand")
        return
    if g.cards[hat].zone != "upgrade":
        return
    hit = (c.get("t") or [-1])[0]
    if c.get("killed"):
        g.return_to_hand(hat)
    elif hit >= 0 and g.cards[hit].zone == "battleline" and g.cards[hat].host != hit:
        g.say(f"Dapper Chapeau moves onto {g.cname(hit)}")
        g.attach(hat, hit, g.cards[hat].controller)


card("Dapper Chapeau", "DM",
     text='This creature has "Action: Deal 4D to a creature. When that damage destroys it, Dapper Chapeau goes back '
          'to the hand of its owner; when it does not, Dapper Chapeau moves onto that creature."',
     statics=[static("grant_action", lambda g, src, cid, le: g.cards[src].host == cid,
                     seq(do(_chapeau_on_user, "the chapeau"), deal_damage(A_CREATURE, 4),
                         do(_chapeau_moves, "the chapeau moves")))])


def _strip_friendly_creatures(g, c):
    moved = 0
    for x in g.players[c["me"]].battleline:
        card_ = g.cards[x]
        moved += card_.power_counters + card_.amber
        card_.power_counters = 0
        card_.amber = 0
    g.dirty()
    c["moved"] = moved
    g.say(f"{moved} +1 power counters and Æ go from friendly creatures to the common supply")


card("Forged Currency", "DM",
     text="Play: Take every +1 power counter and every Æ off your creatures and return them to the common supply. "
          "Then forge a key at +6Æ current cost, less 1Æ per counter and Æ returned this way (never below 6Æ).",
     play=seq(do(_strip_friendly_creatures, "to the common supply"),
              forge_key(lambda g, c: max(6, g.key_cost(c["me"]) + 6 - c.get("moved", 0)))))


def _each_discards_random_and_i_gain(g, c):
    gained = 0
    for p in (g.active, 1 - g.active):
        hand = g.players[p].hand
        if not hand:
            continue
        x = hand[g.rng.below(len(hand))]
        # a card put elsewhere instead (Refined Adhesive) was not "discarded this way"
        if g.discard_from_hand(x) and not g.belongs_to(x, "ekwidon"):
            gained += 1
    c["queen_gain"] = gained


def _queen_gain(g, c):
    # after what the discards set off (Baron Mengevin capturing from the pool) has resolved (001:1544-1546)
    if c.get("queen_gain"):
        g.gain(c["me"], c["queen_gain"])


_QUEEN = seq(do(_each_discards_random_and_i_gain, "each player discards at random"), do(_queen_gain, "gain"))

card("The Golden Queen", "DM",
     gigantic="The Golden Queen",
     text="(Gigantic: played only together with its other half.)\nIn their \"draw cards\" step, every player draws "
          "up to one card more than usual.\nAfter Fight/After Reap: Both players discard a card at random from their "
          "hand; gain 1Æ per discarded card that is not Ekwidon.",
     statics=[static("hand_size", lambda g, src, p, le: True, 1)],
     fight=_QUEEN, reap=_QUEEN)


def _count_given(g, c):
    c["given"] = c.get("given", 0) + sum(1 for x in c.get("g") or [] if g.cards[x].controller != c["me"]
                                         and g.in_play(x))


card("Even Swap", "DM",
     text="Play: One at a time, give your opponent control of two of your creatures. If you gave two, take control "
          "of two enemy creatures, one at a time.",
     play=seq(repeat(2, seq(choose("g", FRIENDLY_CREATURE), give_control_to_opponent("g"), do(_count_given, "given"))),
              if_(lambda g, c: c.get("given", 0) >= 2,
                  repeat(2, take_control(ENEMY_CREATURE)))))

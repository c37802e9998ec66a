"""Prophetic Visions — Shadows."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    Target,
    artifacts,
    choose,
    damage_each,
    deal_damage,
    destroy_each,
    destroy_self,
    discard_random,
    discard_top_n,
    do,
    each_player_discards_archives,
    enrage,
    exalt,
    exhaust,
    friendly_in,
    give_control_to_opponent,
    granted_use_ability,
    if_,
    lasting,
    look_at_opponent_top_may_discard,
    lose,
    pay_opponent,
    play_one_of,
    purge_chosen,
    purge_killed,
    purge_self,
    put_on_deck,
    random_card_in_opponent_hand,
    reaction,
    repeat,
    return_to_hand,
    reveal_hand,
    seq,
    shares_a_house,
    shuffle_into_owners_deck,
    split_each,
    static,
    steal,
)
from aember.engine.prophecy import fate
from aember.engine.state import DISCARD


def _ctl(g, src):
    return g.cards[src].controller


card("Covetous Idol", "PV",
     text=("In your \"draw cards\" step, while your opponent has more Æ than you do, you refill your hand to one "
           "card more."),
     statics=[static("hand_size", lambda g, src, p, le: p == _ctl(g, src)
                     and g.players[1 - p].amber > g.players[p].amber, 1)])


card("Cursed Loot", "PV",
     text=("Treachery.\nEach time you play a card, you discard a card at random from your hand; then, with no cards "
           "left in your hand, destroy Cursed Loot."),
     reactions=[reaction("played", lambda g, src, ev, le: ev["player"] == _ctl(g, src),
                         seq(discard_random(1),
                             if_(lambda g, c: not g.players[c["me"]].hand, destroy_self())))])


card("Disabled Security", "PV",
     text=("Play: The top 3 cards of your opponent's deck go to their discard pile. Play one of those cards as though "
           "you owned it."),
     play=seq(discard_top_n(3, "milled", whose="opponent"),
              play_one_of("milled", DISCARD, "Choose one of the discarded cards to play")))


card("Feldar’s Plan", "PV",
     text="Play: Through your opponent's next turn, you steal 1Æ every time they play a card.",
     play=lasting(reaction("played", lambda g, src, ev, le: g.turn > le["turn"] and ev["player"] != le["me"],
                           steal(1)), until="next_turn"))


card("Mickey the Carver", "PV",
     text="Hazardous 2.\nEach time a player picks an active house that is not Shadows, steal 1Æ.",
     reactions=[reaction("house_chosen", lambda g, src, ev, le: ev["house"] != "shadows", steal(1))])


def _shadows_enemies(g, c):
    return sum(1 for x in g.players[1 - c["me"]].battleline if g.belongs_to(x, "shadows"))


card("Sleight", "PV",
     text=("Destroyed: Every creature is shuffled into its owner's deck.\n"
           "Fate: Shuffle one friendly creature into its owner's deck per enemy Shadows creature."),
     destroyed=do(lambda g, c: g.shuffle_into_deck(g.creatures()), "shuffle each creature"),
     # "for each": one decision per creature, each shuffled in as it is chosen (FORMAT rev 2; split_each)
     reactions=[fate(split_each(_shadows_enemies,
                                Target(lambda g, c: list(g.players[c["me"]].battleline),
                                       "Choose a friendly creature to shuffle into its owner's deck"),
                                shuffle_into_owners_deck("shuffled"), key="shuffled"))])


card("Brutal Consequences", "PV",
     text=("Play: Deal 3D to a creature; should that damage destroy it, purge it.\n"
           "Fate: Purge one of your exhausted creatures."),
     play=seq(deal_damage(A_CREATURE, 3), purge_killed()),
     reactions=[fate(purge_chosen(FRIENDLY_CREATURE.where(lambda g, x, c: g.cards[x].exhausted,
                                                          "Choose an exhausted friendly creature to purge")))])


def _enemy_of_src(g, src, cid):
    return g.cards[cid].controller != _ctl(g, src)


card("Cap Reigns", "PV",
     text="Elusive.\nEvery enemy creature gains \"After Reap: You pay your opponent 1Æ.\"",
     reactions=granted_use_ability(("reaped",), _enemy_of_src, pay_opponent(1)))


def _fights_least_powerful(g, c):
    d = (c.get("target") or [None])[0]
    if d is None or g.cards[d].zone != "battleline" or g.cards[d].controller == c["me"]:
        return False
    return all(g.power(d) <= g.power(x) for x in g.players[g.cards[d].controller].battleline)


card("Chummy", "PV",
     text=("Before Fight: Steal 1Æ if the creature Chummy is fighting is the enemy creature with the lowest power.\n"
           "Fate: You pay your opponent 2Æ."),
     before_fight=if_(_fights_least_powerful, steal(1)),
     reactions=[fate(repeat(2, pay_opponent(1)))])    # as much as the pool holds


card("Cover Fire", "PV",
     text="Play: Your opponent loses half their Æ, rounded down. Then steal 1Æ.",
     play=seq(lose(lambda g, c: g.players[1 - c["me"]].amber // 2), steal(1)))


card("Gone Pear Shaped", "PV",
     text="Play: Both players discard their archives.\nFate: Until the end of the turn, no creature can reap.",
     play=each_player_discards_archives(),
     reactions=[fate(lasting(static("cannot_reap", lambda g, src, cid, le: True)))])


def _exhaust_house_mates(g, c):
    user = c["user"][0]
    # "each friendly creature": with the creature itself when resolved as if yours (Replicator; as_if_mine)
    for x in friendly_in(g, c):
        if x == user or shares_a_house(g, x, user):
            g.exhaust(x)


card("Ox Sarbane", "PV",
     text=("Every enemy creature gains \"After Fight/After Reap: Exhaust each friendly creature sharing a house with "
           "this creature.\""),
     reactions=granted_use_ability(("fought", "reaped"), _enemy_of_src,
                                   do(_exhaust_house_mates, "exhaust creatures sharing a house")))


def _shadows_discard(g, src, ev, le):
    return ev.get("player") == _ctl(g, src) and g.belongs_to(ev["card"], "shadows")


def _first_shadows_discard(g, c):
    # "if it is the first time you have discarded a Shadows card this turn": checked as it resolves (the ability
    # triggers on each Shadows card you discard): that discard is the first Shadows one logged this turn
    # (from a hand, the top of a deck or archives: the turn log in the order they were discarded)
    x = c["ev"]["card"]
    shadows = [e[3] for e in g.turn_log if e[0] in ("discarded", "discarded_elsewhere") and e[1] == c["me"]
               and e[2] == g.turn and g.belongs_to(e[3], "shadows")]
    return bool(shadows) and shadows[0] == x and shadows.count(x) == 1


card("Bandit Culver", "PV",
     text=("Elusive. Enhance: Shadows.\n"
           "When you discard a Shadows card, steal 1Æ if it is your first Shadows card discarded this turn."),
     # any card you discard: from your hand, or from the top of your deck or your archives (Game.move)
     reactions=[reaction(event, _shadows_discard, if_(_first_shadows_discard, steal(1)))
                for event in ("discarded", "discarded_elsewhere")])


_belvan = look_at_opponent_top_may_discard()

card("Bondsman Belvan", "PV",
     text=("After Fight/After Reap: Look at your opponent's top card of deck; you may discard it.\n"
           "Fate: Your opponent takes control of one of your artifacts."),
     fight=_belvan, reap=_belvan,
     reactions=[fate(give_control_to_opponent(artifacts("friendly", "Choose a friendly artifact")))])


card("Burnished Nickles", "PV",
     text="Elusive. Enhance: damage, damage, damage.\nDestroyed: Another creature returns to its owner's hand.",
     destroyed=return_to_hand(A_CREATURE.other()))


card("Evasive Maneuvers", "PV",
     text=("Play: Until the end of the turn, your creatures cannot be dealt damage.\n"
           "Fate: Every friendly creature is dealt 2D."),
     play=lasting(static("no_damage", lambda g, src, cid, le: g.cards[cid].controller == le["me"])),
     reactions=[fate(damage_each("friendly", 2))])


card("Fallguy", "PV",
     text="Taunt.\nDestroyed: You steal 1Æ.",
     destroyed=steal(1))


def _non_shadows_in_hand(g, c):
    return sum(1 for x in g.players[c["me"]].hand if not g.belongs_to(x, "shadows"))


card("Hoodwink", "PV",
     text="Play: Show your hand; steal 1Æ per card shown that is not a Shadows card. Then purge Hoodwink.",
     play=seq(reveal_hand("me"), steal(_non_shadows_in_hand), purge_self()))


card("Porter Cilla", "PV",
     text="After Reap: A card at random from your opponent's hand goes on top of their deck.",
     reap=seq(random_card_in_opponent_hand("rnd", reveal=False), put_on_deck("rnd")))


def _enemy_shadows(g, c):
    return sum(1 for x in g.players[1 - c["me"]].battleline if g.belongs_to(x, "shadows"))


card("Predatory Lending", "PV",
     text=("Play: Choose an enemy creature: exalt it and enrage it.\n"
           "Fate: You pay your opponent 1Æ per enemy Shadows creature."),
     play=seq(choose("t", ENEMY_CREATURE), exalt("t"), enrage("t")),
     reactions=[fate(repeat(_enemy_shadows, pay_opponent(1)))])


card("Thunk", "PV",
     text="Play: Deal 2D to an enemy creature, then exhaust it.\nFate: Every exhausted creature is destroyed.",
     play=seq(deal_damage(ENEMY_CREATURE, 2), exhaust("t")),
     reactions=[fate(destroy_each("any", lambda g, x, c: g.cards[x].exhausted))])

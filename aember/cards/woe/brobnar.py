"""Winds of Exchange — Brobnar."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    ChooseFlank,
    archive_self,
    choose,
    choose_n,
    damage_each,
    deal_damage,
    destroy,
    destroy_self,
    destroyed_in_fight_with,
    did,
    do,
    enemy_destroyed_fighting_self,
    enemy_destroyed_this_turn,
    fight_each_enemy_with_token,
    fought_as_house,
    gain,
    gain_chains,
    granted_use_ability,
    if_,
    lasting,
    lose,
    make_tokens,
    make_tokens_then,
    may,
    neighbors_of_self,
    put_on_bottom_of_deck,
    reaction,
    ready_and_fight,
    return_self_to_hand,
    reveal_found_to_hand_and_shuffle,
    search_different_names,
    seq,
    static,
)
from aember.engine.state import BATTLELINE, DISCARD


def _friendly(g, src, cid, le=None):
    return g.cards[cid].zone == BATTLELINE and g.cards[cid].controller == g.cards[src].controller


card("Crogg the Clumsy", "WoE",
     text="Splash-attack 2.")

card("Ancient Battleground", "WoE",
     text='Friendly creatures cannot reap, and each of them gains "After Fight: Gain 1Æ."',
     statics=[static("cannot_reap", _friendly)],
     reactions=granted_use_ability(("fought",), lambda g, src, cid: _friendly(g, src, cid), gain(1)))

card("Endless Hordes", "WoE",
     text=("Play: For every enemy creature, make a token creature, ready it, and have it fight that enemy creature "
           "(taunt is ignored). The fights happen one after another."),
     play=fight_each_enemy_with_token())

card("Frost Giant", "WoE",
     text="Frost Giant stays exhausted during your \"ready cards\" step.",
     statics=[static("no_ready_step", lambda g, src, cid, le: cid == src)])


def _brakken(g, x):
    return "bräkken" in g.traits(x)


card("Hallafest", "WoE",
     text=("Play: Search your deck and your discard pile for up to 4 Bräkken cards, each with a different name. "
           "Reveal them and put them into your hand, then shuffle your deck. Gain 1 chain for each card put into "
           "your hand this way."),
     play=seq(search_different_names(_brakken, ("deck", "discard"), count=4,
                                     prompt="Search: choose up to 4 Bräkken cards with different names"),
              reveal_found_to_hand_and_shuffle(),
              gain_chains(lambda g, c: len(c.get("found") or []))))

card("Harmal Atoon", "WoE",
     text='Your other Brobnar creatures each have "Destroyed: This creature goes back to its owner\'s hand."',
     statics=[static("grant_destroyed",
                     lambda g, src, cid, le: cid != src and _friendly(g, src, cid) and g.belongs_to(cid, "brobnar"),
                     return_self_to_hand())])


def _put_amber_on_event_card(g, c):
    x = c["ev"]["card"]
    if g.cards[x].zone == BATTLELINE:
        g.cards[x].amber += 1
        g.say(f"{g.cname(x)} gets 1Æ from the supply ({g.cname(c['src'])})")


card("Kretchee", "WoE",
     text="Whenever a player exalts a creature, or a creature captures Æ, put 1Æ from the common supply on that "
          "creature.",
     reactions=[reaction("exalted", lambda g, src, ev, le: True, do(_put_amber_on_event_card, "kretchee")),
                reaction("captured", lambda g, src, ev, le: True, do(_put_amber_on_event_card, "kretchee"))])


def _flamewing_returns(g, c):
    src = c["src"]
    if g.cards[src].zone == DISCARD and c.get("destroyed"):
        g.say(f"{g.cname(src)} is put into play ready")
        g.put_into_play(src, c["me"], c.get("flank", "right"), ready=True)


card("Nirbor Flamewing", "WoE",
     text=("At the start of your turn, if Nirbor Flamewing is in your discard pile, you may destroy one of your "
           "creatures; if one is destroyed, put Nirbor Flamewing into play, ready.\nDestroyed: Make a token creature."),
     # "if Nirbor Flamewing is in your discard pile": the ability works from there (it triggers only while the card
     # is there) and the condition is checked again as it resolves - an ability ordered first (Optimizer) may have
     # taken it out of the pile
     reactions=[reaction("discard:turn_start", lambda g, src, ev, le: ev["player"] == g.cards[src].owner,
                         if_(lambda g, c: g.cards[c["src"]].zone == DISCARD,
                             may("Destroy a friendly creature to return Nirbor Flamewing?",
                                 seq(destroy(FRIENDLY_CREATURE),
                                     if_(did("destroyed"), seq(ChooseFlank(), do(_flamewing_returns, "return")))),
                                 possible=lambda g, c: bool(g.creatures(c["me"])))))],
     destroyed=make_tokens(1))


def _is_berserker(g, x):
    # its title now: a token creature that is a copy of another creature (Mirror Shell) is no Berserker (001:2784-2787)
    return g.face(x).title == "Berserker"


card("Revna Starsong", "WoE",
     text="Friendly Berserkers lose every After Fight ability.",
     statics=[static("lose_after_fight", lambda g, src, cid, le: _friendly(g, src, cid) and _is_berserker(g, cid))])

card("Brawl In", "WoE",
     text="Play: Two token creatures are made; both become enraged.",
     play=make_tokens_then(2, lambda g, c, made: [g.enrage(x) for x in made], "enrage them"))


card("Broken Axe Outpost", "WoE",
     text="Action: Send one of your creatures to the bottom of its owner's deck; if it went, an enemy creature "
          "takes 6D.",
     actions=[seq(put_on_bottom_of_deck(FRIENDLY_CREATURE),
                  if_(did("bottomed"), deal_damage(ENEMY_CREATURE, 6, key="e")))])

card("Crim Torchtooth", "WoE",
     text="Splash-attack 4.\nAfter Fight: Enrage both neighbors of Crim Torchtooth.",
     fight=do(lambda g, c: [g.enrage(x) for x in g.neighbors(c["src"])], "enrage neighbors"))

card("Feats of Strength", "WoE",
     text="Play: Until the end of the turn, make a token creature whenever an enemy creature is destroyed in a fight.",
     play=lasting(reaction("destroyed", destroyed_in_fight_with(lambda g, src, ev: True), make_tokens(1))))


def _ready_enrage_other_brobnar(g, c):
    for x in g.creatures(c["me"]):
        if x != c["src"] and g.belongs_to(x, "brobnar"):
            g.ready(x)
            g.enrage(x)


card("Ged Hammer", "WoE",
     text="Destroyed: Your other Brobnar creatures all become ready and enraged.",
     destroyed=do(_ready_enrage_other_brobnar, "ready and enrage"))


def _has_most_powerful(g, c):
    mine = [g.power(x) for x in g.creatures(c["me"])]
    every = [g.power(x) for x in g.creatures()]
    return bool(mine) and max(mine) >= max(every)


card("The Grand Gord", "WoE",
     text=("At the start of your turn, if one of your creatures is the most powerful creature in play (ties count), "
           "make a token creature."),
     reactions=[reaction("turn_start", lambda g, src, ev, le: ev["player"] == g.cards[src].controller,
                         if_(_has_most_powerful, make_tokens(1)))])

card("Vow of Blood", "WoE",
     text="Enhance DD.\nPlay: Deal 2D to every damaged enemy creature.",
     play=damage_each("enemy", 2, lambda g, x, c: g.cards[x].damage > 0))

card("Vulka", "WoE",
     text="Your Brobnar creatures have splash-attack 1.",
     statics=[static("keyword", lambda g, src, cid, le: _friendly(g, src, cid) and g.belongs_to(cid, "brobnar"),
                     ("splash-attack", 1))])

card("Brikk Nastee", "WoE",
     text="Whenever one of your other Brobnar creatures has fought, you gain 1Æ.",
     reactions=[reaction("fought", lambda g, src, ev, le: ev["card"] != src and ev["player"] == g.cards[src].controller
                         and fought_as_house(g, ev, "brobnar"), gain(1))])

card("Fresh Marks", "WoE",
     text="Play: Destroy one of your creatures. If you do, exalt 3 enemy creatures.",
     play=seq(destroy(FRIENDLY_CREATURE),
              if_(did("destroyed"),
                  seq(choose_n("ex", lambda g, c: g.creatures(1 - c["me"]), 3, "Choose 3 enemy creatures to exalt"),
                      do(lambda g, c: [g.exalt(x) for x in c.get("ex") or []], "exalt")))))

card("Jarl Svend", "WoE",
     text=("Whenever Jarl Svend survives a fight in which the enemy creature it fought is destroyed, make a token "
           "creature."),
     reactions=[reaction("destroyed", enemy_destroyed_fighting_self, make_tokens(1))])

card("Might Club", "WoE",
     text="Action: Ready a creature and enrage it.",
     actions=[seq(choose("t", A_CREATURE), do(lambda g, c: [(g.ready(x), g.enrage(x)) for x in c.get("t") or []],
                                                 "ready and enrage"))])

card("Pelf", "WoE",
     text="Skirmish.\nAfter Fight: Your opponent loses 1Æ.",
     fight=lose(1))

card("Press Gang", "WoE",
     text="Play: Make a token creature. Archive Press Gang if any enemy creature was destroyed earlier this turn.",
     play=seq(make_tokens(1), if_(enemy_destroyed_this_turn, archive_self())))


def _more_creatures(g, c):
    return len(g.creatures(c["me"])) > len(g.creatures(1 - c["me"]))


card("Ragnarok Prep", "WoE",
     text="Play: Make a token creature. Then your opponent loses 2Æ if you have more creatures than they do.",
     play=seq(make_tokens(1), if_(_more_creatures, lose(2))))

card("Rant and Rive", "WoE",
     text="Play: If your opponent has 8Æ or more, they lose half of it (the loss rounded down).",
     play=if_(lambda g, c: g.players[1 - c["me"]].amber >= 8,
              lose(lambda g, c: g.players[1 - c["me"]].amber // 2)))

card("Rowdy Skald", "WoE",
     text="Enhance ÆDD.")

card("Shock Herder", "WoE",
     text="Deploy.\nPlay: Ready a neighboring creature and fight with it.",
     play=ready_and_fight(neighbors_of_self()))


card("Stratosmack", "WoE",
     text="Play: A creature takes 3D; make a token creature if that destroys it.",
     play=seq(deal_damage(A_CREATURE, 3), if_(did("killed"), make_tokens(1))))

# Token creatures (WoE Brobnar decks' token reference cards)

card("Berserker", "WoE",
     text="Berserker comes into play ready and enraged.\nAfter Fight: Berserker is destroyed.",
     enters_ready=True,
     statics=[static("enters_enraged", lambda g, src, cid, le: cid == src)],
     fight=destroy_self())

card("Warrior", "WoE",
     text="Warrior may reap only if no enemy creature is in play.",
     statics=[static("cannot_reap", lambda g, src, cid, le: cid == src
                     and bool(g.creatures(1 - g.cards[src].controller)))])

card("Skirmisher", "WoE",
     text="Skirmish.")

card("Grumpus", "WoE",
     text="Splash-attack 1.")

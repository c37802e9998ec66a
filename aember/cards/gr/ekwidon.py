"""Grim Reminders — Ekwidon."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    Target,
    archive_self,
    artifacts,
    card_to_bottom_of_deck,
    choose,
    choose_house,
    choose_player,
    chosen_and_neighbors_capture,
    could_play,
    creatures,
    creatures_of_chosen_player,
    damage_each,
    destroy,
    destroy_each,
    destroy_then_controller_gains,
    did,
    discard_from_hand,
    discard_top_n,
    discard_top_of_deck,
    discard_up_to_from_hand,
    draw,
    each_player_draws,
    each_player_gains,
    each_player_returns_top_of_discard,
    exhaust_did,
    forge_key,
    gain,
    haunted_draw_others_discard_random,
    haunted_me,
    if_,
    in_discard_piles,
    in_my_zone,
    lose,
    may,
    move_all_amber_to_controllers_pools,
    n_of_one_house_in,
    opponent_archives_top,
    opponent_discard_top_to_deck_bottom,
    opponent_draws,
    purge_bottom_of_each_deck,
    purge_chosen,
    purge_self,
    reaction,
    return_to_hand,
    return_to_hand_controller_gains,
    scrap,
    seq,
    set_power_like_until_end_of_turn,
    shares_house_with_chosen,
    shuffle_self_into_deck,
    static,
    steal,
    stun,
    topmost_creature_from_discard_to_hand,
    turn_player_may_gain_opponent_draws,
    unforge_opponent_key,
)
from aember.engine.state import DISCARD


def _haunted_self_or_neighbor(g, src, cid, le):
    return g.haunted(g.cards[src].controller) and (cid == src or cid in g.neighbors(src))


def _haunted_self(g, src, cid, le):
    return cid == src and g.haunted(g.cards[src].controller)


card("Permanent Record", "GR",
     text="Play: Exhaust one of your creatures. If it was exhausted this way, steal 2Æ.",
     play=seq(exhaust_did(FRIENDLY_CREATURE), if_(did(), steal(2))))

card("Pen Pal", "GR",
     text="Action: Exhaust an enemy creature. If you do, you and your opponent each gain 1Æ.",
     actions=[seq(exhaust_did(ENEMY_CREATURE),
                  if_(did(), each_player_gains(1)))])

card("Iron Heidy", "GR",
     text="As long as you are haunted, Iron Heidy and the creatures next to it get +2 armor.",
     statics=[static("armor", _haunted_self_or_neighbor, 2)])

card("Siphonapterian", "GR",
     text="Siphonapterian has taunt while you are haunted.\n"
          "Destroyed: Gain 2Æ if this happens during your opponent's turn.",
     statics=[static("keyword", _haunted_self, ("taunt", 1))],
     destroyed=if_(lambda g, c: g.active != c["me"], gain(2)))

card("Estate Sale", "GR",
     text="Play: Purge a card from your discard pile that is not a creature. If you do, gain 2Æ.",
     play=seq(choose("t", in_my_zone(DISCARD, lambda g, x: g.cards[x].defn.type != "creature",
                                     "Choose a non-creature card in your discard pile to purge")),
              purge_chosen("t"), if_(did("purged"), gain(2))))

card("Security Detail", "GR",
     text="Play: Pick a friendly creature; it and each creature beside it capture 1Æ.",
     play=chosen_and_neighbors_capture(FRIENDLY_CREATURE, 1))

card("Skreel Swarm", "GR",
     text="Play: Each enemy creature takes 1D.\n"
          "Scrap: You may put Skreel Swarm from your discard pile into your archives.",
     play=damage_each("enemy", 1),
     reactions=[scrap(may("Archive Skreel Swarm from your discard pile?", archive_self(),
                          lambda g, c: g.cards[c["src"]].zone == DISCARD))])

card("Sandwyrm", "GR",
     text="After Fight: Sandwyrm is shuffled into your deck.",
     fight=shuffle_self_into_deck())

card("Ravening Morphazoid", "GR",
     text="Ravening Morphazoid has poison and skirmish while you are haunted.\n"
          "After Fight/After Reap: Draw 1 card, then discard 1 card from your hand.",
     statics=[static("keyword", _haunted_self, ("poison", 1)), static("keyword", _haunted_self, ("skirmish", 1))],
     fight=seq(draw(1), discard_from_hand(1)),
     reap=seq(draw(1), discard_from_hand(1)))

card("De-escalation", "GR",
     text="Play: Every creature is destroyed. Then your opponent puts the top 3 cards of their deck into their "
          "archives.",
     play=seq(destroy_each("any"), opponent_archives_top(3)))

card("Historian Li-Darkin", "GR",
     text="After Reap: You, then your opponent, put the top card of your own discard pile into your hand.",
     reap=each_player_returns_top_of_discard())

card("Phobivore", "GR",
     text="This creature gains \u201cThis creature cannot be used while you are haunted.\u201d",
     statics=[static("cannot_use", lambda g, src, cid, le: g.cards[src].host == cid
                     and g.haunted(g.cards[cid].controller), gained=True)])

card("Hoaxpitality", "GR",
     text="Play: Pick an enemy creature and a friendly creature. For the rest of the turn, the friendly creature's "
          "power becomes the enemy creature's power.",
     # with no creature on one side nothing could change: neither pick is asked
     play=if_(lambda g, c: bool(g.players[c["me"]].battleline and g.players[1 - c["me"]].battleline),
              seq(choose("e", ENEMY_CREATURE), choose("f", FRIENDLY_CREATURE),
                  set_power_like_until_end_of_turn("f", "e"))))

card("Tutor Bin-Rillo", "GR",
     text="Play: Discard as many as 3 cards from your hand. Then your opponent draws 1 card.\n"
          "Scrap: You and your opponent each draw 1 card.",
     play=seq(discard_up_to_from_hand(3), opponent_draws(1)),
     reactions=[scrap(each_player_draws(1))])

card("Market Fluctuation", "GR",
     text="Play: Every player who is haunted draws 3 cards. Every player who is not haunted discards 3 cards at "
          "random from their hand.",
     play=haunted_draw_others_discard_random(3, 3))

card("Legerdemain", "GR",
     text="Enhance [draw][discard][discard].\nPlay: Send a damaged creature back to its owner's hand. If it goes, "
          "the player who controlled it gains 1Æ.",
     play=return_to_hand_controller_gains(A_CREATURE.where(lambda g, x, c: g.cards[x].damage > 0,
                                                           "Choose a damaged creature to return to hand"), 1))

card("Rumor-sower", "GR",
     text="After Reap: Your opponent discards their top deck card. Stun an enemy creature of the same house as that "
          "card.",
     reap=seq(discard_top_of_deck("top", "opponent", by="owner"),
              stun(ENEMY_CREATURE.where(shares_house_with_chosen("top"), "Choose an enemy creature to stun"))))

card("Incarnation Pod", "GR",
     text="Action: Pick a card in either discard pile and place it at the bottom of its owner's deck.\n"
          "Scrap: Each player purges the card at the bottom of their deck.",
     actions=[card_to_bottom_of_deck(in_discard_piles(prompt="Choose a card in a discard pile to put on the bottom "
                                                            "of its owner's deck"))],
     reactions=[scrap(purge_bottom_of_each_deck())])


def _top_is_named_house(g, c):
    top = c.get("top") or []
    return bool(top) and g.belongs_to(top[0], c.get("house"))


card("Put in a Spin", "GR",
     text="Play: Lose 1Æ. If you did, name a house, then discard the top card of your opponent's deck; gain 4Æ if "
          "that card is of the named house.",
     play=seq(lose(1, "me"),
              if_(did("lost"), seq(choose_house("house"), discard_top_of_deck("top", "opponent"),
                                   if_(_top_is_named_house, gain(4))))))

card("Technorachnophobia", "GR",
     text="Play: Put the top 10 cards of your deck into your discard pile. If at least 5 of them share one house, "
          "steal 2Æ.",
     play=seq(discard_top_n(10, "dt"), if_(n_of_one_house_in("dt", 5), steal(2))))

card("Grisly Exchange", "GR",
     text="Play: Your opponent's 5 topmost discard pile cards go to the bottom of their deck. Then discard your top "
          "5 deck cards.",
     play=seq(opponent_discard_top_to_deck_bottom(5), discard_top_n(5)))

card("Bonded Auctioneer", "GR",
     text="After Reap: Destroy one artifact; if it is destroyed, the player who controlled it gains 1Æ.\n"
          "Scrap: Send an artifact back to its owner's hand.",
     reap=destroy_then_controller_gains(artifacts(prompt="Choose an artifact to destroy"), 1),
     reactions=[scrap(return_to_hand(artifacts(prompt="Choose an artifact to return to its owner's hand")))])

card("Soul Exchange", "GR",
     text="Play: Pick a player. The creature nearest the top of their discard pile goes back to their hand. Then "
          "destroy a creature that player controls.",
     play=seq(choose_player("player", lambda g, c: [c["me"], 1 - c["me"]], "Choose a player"),
              topmost_creature_from_discard_to_hand("player"),
              destroy(creatures_of_chosen_player("player", "Choose a creature to destroy"))))

card("Midyear Festivities", "GR",
     text="Play: Pick 9 creatures (all of them if there are fewer). Each moves all of its Æ to its controller's "
          "pool, then the picked creatures are destroyed.",
     play=seq(choose("t", Target(creatures().candidates, "Choose 9 creatures", count=9)),
              move_all_amber_to_controllers_pools("t"), destroy("t")))

card("Art Project", "GR",
     text="Play: Unforge one of your opponent's keys. If a key was unforged, purge Art Project and your opponent "
          "draws 10 cards.",
     play=seq(unforge_opponent_key(), if_(did("unforged"), seq(purge_self(), opponent_draws(10)))))

card("Ekwirrĕ’s Fulcrum", "GR",
     text="At the end of every player's turn, that player may gain 1Æ; if they do, the other player draws 2 cards.",
     reactions=[reaction("turn_end", lambda g, src, ev, le: True, turn_player_may_gain_opponent_draws(1, 2))])

card("Revived Ză-Orhă", "GR",
     text="Play: When your opponent has forged more keys than you, forge a key paying the current cost; if a key is "
          "forged this way, purge Revived Ză-Orhă.\nDestroyed: Archive Revived Ză-Orhă if you are haunted.",
     play=if_(lambda g, c: len(g.players[1 - c["me"]].keys) > len(g.players[c["me"]].keys),
              seq(forge_key(), if_(lambda g, c: bool(c.get("forged")), purge_self()))),
     destroyed=if_(haunted_me, archive_self()))

# --- the Ekwidon cards of the second wave ---

from aember.engine.effects import (  # noqa: E402
    destroy_other_upgrades_on_host,
    destroyed_any,
    discard_hand,
    ev_mine,
    give_control_to_opponent,
    host_only,
    may_choose,
    most_powerful,
    move_amber_to_pool,
    play_chosen,
    played_from,
    scrap,
    static,
    take_control,
)
from aember.engine.state import DISCARD  # noqa: E402

_AZURETOOTH = seq(choose("t", FRIENDLY_CREATURE), move_amber_to_pool("t", None), give_control_to_opponent("t"))

card("Azuretooth", "GR",
     text="Enhance [capture][capture][discard].\nAfter Fight/After Reap: Choose a friendly creature, take all the Æ "
          "on it into your pool, then your opponent gains control of it.",
     fight=_AZURETOOTH, reap=_AZURETOOTH)

card("Curse of Spontaneity", "GR",
     text="Treachery. (It enters play under your opponent's control.)\nWhen your \"draw cards\" step begins, "
          "discard every card in your hand.",
     reactions=[reaction("draw_step_start", ev_mine, discard_hand())])

card("Elenya the Charming", "GR",
     text="Treachery. (It enters play under your opponent's control.)\nEach time you forge a key, your opponent "
          "gains control of your most powerful creature.",
     reactions=[reaction("forged", ev_mine, seq(most_powerful("t", FRIENDLY_CREATURE), give_control_to_opponent("t")))])

_ZAVEL_PLAY = may_choose("Play an artifact from your discard pile?",
                         in_my_zone(DISCARD, lambda g, x: g.cards[x].defn.type == "artifact" and could_play(g, x),
                                    "Choose an artifact of your discard pile to play"),
                         play_chosen("t", "discard"))

card("Zavel, “Archaeologist”", "GR",
     text="Each time you play an artifact that was in your discard pile, gain 1Æ.\nPlay/After Reap: You may play "
          "an artifact of your discard pile.",
     reactions=[reaction("played", played_from(DISCARD, "artifact"), gain(1))],
     play=_ZAVEL_PLAY, reap=_ZAVEL_PLAY)

card("Forbidden Tome", "GR",
     text="Enhance [draw][discard][discard].\nA haunted player's hand refills to one more card in their \"draw "
          "cards\" step.",
     statics=[static("hand_size", lambda g, src, p, le: g.haunted(p), 1)])

card("Fortune Reverser", "GR",
     text="The text box of this creature counts as blank (its traits stay).\nPlay: Destroy every other upgrade on "
          "this creature.",
     statics=[static("blank_host", host_only(), True)],
     play=destroy_other_upgrades_on_host())

_SAPPER = seq(take_control(artifacts("enemy", "Choose an enemy artifact to take")), give_control_to_opponent())

card("Gegrrŏkŭŭ Sapper", "GR",
     text="Play/After Fight: Gain control of an enemy artifact, then your opponent gains control of Gegrrŏkŭŭ "
          "Sapper.\nScrap: Destroy a friendly artifact; if one is destroyed, destroy an enemy artifact.",
     play=_SAPPER, fight=_SAPPER,
     reactions=[scrap(seq(destroy(artifacts("friendly", "Choose a friendly artifact to destroy")),
                          if_(destroyed_any(), destroy(artifacts("enemy", "Choose an enemy artifact to destroy"),
                                                       key="t2"))))])

# --- Tachyon Manifold ---

from aember.engine.effects import take_another_turn  # noqa: E402

card("Tachyon Manifold", "GR",
     text="Action: When this turn is over, you get one more turn in a row. The other player draws 10 cards now, "
          "and Tachyon Manifold is purged.",
     actions=[seq(take_another_turn(), opponent_draws(10), purge_self())])

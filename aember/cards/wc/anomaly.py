"""Worlds Collide — anomalies (no house of their own: each copy belongs to the house of its deck)."""

from aember.cards.define import card
from aember.engine.effects import (
    ENEMY_CREATURE,
    FRIENDLY_CREATURE,
    cards_in_play,
    choose,
    could_play,
    destroyed_cards,
    do,
    draw,
    enemy_destroyed_fighting_self,
    exhaust,
    graft_from_hand,
    host_only,
    host_reaped_or_fought,
    if_,
    look_at_opponent_hand,
    own_reaction_while,
    play_chosen,
    purge_chosen,
    reaction,
    sacrifice_self,
    self_only,
    seq,
    src_key_forged,
    static,
    steal,
    trigger_grafted_play,
)
from aember.engine.rules import FIGHT
from aember.engine.state import BATTLELINE, DECK, HAND, UPGRADE
from aember.engine.steps import Choose, ChooseOne


def _archive_self(g, c):
    if g.in_play(c["src"]):
        g.archive(c["src"])


card("Ghostform", "WC",
     text="This creature gains invulnerable, and \"After Fight/After Reap: Archive Ghostform.\"",
     statics=[static("keyword", host_only(), ("invulnerable", 1))],
     reactions=[reaction("reaped", host_reaped_or_fought, do(_archive_self, "archive"), gained=True),
                reaction("fought", host_reaped_or_fought, do(_archive_self, "archive"), gained=True)])


card("Lateral Shift", "WC",
     text="Play: Look through the opponent's hand and play one card from it as though it were your own.",
     play=seq(look_at_opponent_hand(),
              # judged as p1 would play it: "attach only to a friendly …" is p1's side (Primordial); a lone half
              # of a gigantic creature is never played by a card that plays one card (001:2164-2167)
              Choose("t", lambda g, c: [x for x in g.players[1 - c["me"]].hand
                                        if could_play(g, x, c["me"])], 1, False,
                     "Choose a card of your opponent's hand to play"),
              play_chosen("t", HAND)))


def _nizak_fighting(g, src, cid, le):
    if cid != src:
        return False
    for f in reversed(g.stack):
        if f.step is FIGHT and f.pc in (1, 2) and src in (f.ctx.get("attacker"), f.ctx.get("defender")):
            return True
    return False


def _return_victim(g, c):
    for x in destroyed_cards(g, c["ev"]):     # a gigantic creature: both halves
        g.say(f"{g.cname(x)} returns to {g.pname(g.cards[x].owner)}'s hand")
        g.move(x, HAND)


card("Nizak, The Forgotten", "WC",
     text=("Nizak, The Forgotten has invulnerable while it fights.\nWhenever Nizak, The Forgotten fights and "
           "destroys an enemy creature, put that creature back into its owner's hand."),
     statics=[static("keyword", _nizak_fighting, ("invulnerable", 1))],
     reactions=[reaction("destroyed", enemy_destroyed_fighting_self, do(_return_victim, "return"))])


def _search_to_hand(g, c):
    me = c["me"]
    for x in c.get("found") or []:
        if g.cards[x].zone == DECK:
            # "search your deck for a card": nothing to reveal, the card stays hidden (001:2589-2591, 2601-2602)
            g.say(f"{g.pname(me)} adds {g.cname(x)} from their deck to their hand", to=me)
            g.say(f"{g.pname(me)} adds a card from their deck to their hand")
            g.move(x, HAND)
    g.shuffle_deck(me)
    g.say(f"{g.pname(me)} shuffles their deck")


card("Orb of Wonder", "WC",
     text=("Omni: Sacrifice Orb of Wonder. If you did, look through your deck for any one card, add it to your hand, "
           "and shuffle your deck."),
     omnis=[seq(sacrifice_self(),
                if_(lambda g, c: bool(c.get("did")),
                    seq(Choose("found", lambda g, c: list(g.players[c["me"]].deck), 1, up_to=True,
                               prompt="Search your deck for a card"),
                        do(_search_to_hand, "search"))))])


def _controller_haunted(g, cid):
    return g.haunted(g.cards[cid].controller)


card("The Grim Reaper", "WC",
     text=("The Grim Reaper comes into play ready if you are haunted.\nAfter Reap: Purge one enemy creature and one "
           "friendly creature."),
     enters_ready=_controller_haunted,
     reap=seq(choose("e", ENEMY_CREATURE), choose("f", FRIENDLY_CREATURE), purge_chosen("e", did_key="pe"),
              purge_chosen("f", did_key="pf")))


card("The Red Baron", "WC",
     text=('As long as your red key is forged, The Red Baron gains "After Reap: You steal 1Æ."\nAs long as the '
           "opponent's red key is forged, The Red Baron gains elusive."),
     # "While your red key is forged, … gains 'After Reap: …'": its controller's key (own_reaction_while, as Indigo
     # Halyard's blue key), so Replicator resolving it as if its player controlled the Baron finds it
     reactions=own_reaction_while("reaped", src_key_forged("red"), steal(1)),
     statics=[static("keyword", self_only(lambda g, src, cid, le: "red" in g.players[1 - g.cards[src].controller].keys),
                     ("elusive", 1))])


def _timequake(g, c):
    me = c["me"]
    # every card in play the player controls: creatures, artifacts, and the upgrades they control on creatures or on
    # artifacts (Poltergeistoids), as every "cards in play" (Doom Device, Outlook Not So Good); upgrades first, so
    # none is discarded with its card before it is shuffled in
    mine = [x for x in cards_in_play(g) if g.cards[x].controller == me]
    cards = [x for x in mine if g.cards[x].zone == UPGRADE] + [x for x in mine if g.cards[x].zone != UPGRADE]
    g.shuffle_into_deck(cards)
    c["n"] = sum(1 for x in cards if g.cards[x].zone == DECK and g.cards[x].owner == me)


card("Timequake", "WC",
     text=("Play: Every card you control in play is shuffled into its owner's deck. You draw one card per card "
           "shuffled into your own deck this way."),
     play=seq(do(_timequake, "timequake"), draw(lambda g, c: c["n"])))


def _tide_low(g, src, cid, le):
    return cid == src and g.tide is not None and g.tide_for(g.cards[src].controller) == -1


def _with_neighbors(g, c):
    c["t"] = [x for t in c.get("t") or [] if g.cards[t].zone == BATTLELINE for x in [t] + g.neighbors(t)]


_VALOOCANTH = seq(choose("t", ENEMY_CREATURE), do(_with_neighbors), exhaust("t"))
card("Valoocanth", "WC",
     text=("Valoocanth cannot be used while the tide is low.\nAfter Fight/After Reap: Exhaust one enemy creature "
           "along with each of its neighbors."),
     statics=[static("cannot_use", _tide_low)],
     fight=_VALOOCANTH, reap=_VALOOCANTH)


card("Infomancer", "WC",
     text=("Elusive.\nPlay: Pick one action card in your hand and graft it onto Infomancer (put it faceup under "
           "Infomancer).\nAfter Reap: Pick one action card grafted onto Infomancer and resolve its play effect."),
     play=graft_from_hand(),
     reap=trigger_grafted_play())


def _has_grafted_action(g, c):
    return any(g.cards[x].defn.type == "action" for x in g.grafted(c["src"]))


def _has_action_in_hand(g, c):
    return any(g.cards[x].defn.type == "action" for x in g.players[c["me"]].hand)


_GRAFT = "Graft an action card from your hand onto Memolith"
# the latest printing says "resolve", the first "trigger": the label holds both words, so either answers it
_TRIGGER = "Resolve (trigger) the play effect of an action card grafted onto Memolith"
card("Memolith", "WC",
     text=("Action: Choose one: pick one action card in your hand and graft it onto Memolith (put it faceup under "
           "Memolith); or pick one action card grafted onto Memolith and resolve its play effect."),
     actions=[ChooseOne({_GRAFT: graft_from_hand(), _TRIGGER: trigger_grafted_play()},
                        {_GRAFT: _has_action_in_hand, _TRIGGER: _has_grafted_action})])

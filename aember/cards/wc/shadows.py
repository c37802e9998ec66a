"""Worlds Collide — Shadows."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    FRIENDLY_CREATURE,
    HOUSES,
    artifacts,
    capture,
    choose,
    choose_house,
    creatures,
    damage_each,
    deal_damage,
    destroy,
    destroy_self,
    did,
    do,
    during_next_turn,
    enrage,
    flank_creatures,
    gain,
    houses_belonged_to,
    if_,
    in_center,
    lasting,
    lose,
    may,
    move_amber_to_pool,
    opponent_discards_random,
    play_chosen,
    put_on_deck,
    reaction,
    return_to_hand,
    sacrifice_self,
    self_only,
    seq,
    static,
    steal,
    the_creature_fought,
    ward,
)
from aember.engine.state import BATTLELINE, DISCARD
from aember.engine.steps import ChooseOne, Step


class KeyforgeryCheck(Step):
    """The player about to forge names a house; a random card of Keyforgery's controller's hand is
    revealed; if it is not of that house, Keyforgery is destroyed and the key is not forged."""

    def run(self, game, frame) -> bool:
        ctx = frame.ctx
        src, forger = ctx["guard"], ctx["me"]
        if not game.in_play(src):
            return True
        named = game.decide(frame, forger, "option", list(HOUSES), "Keyforgery: name a house")
        if named is None:
            return False
        owner = game.cards[src].controller
        hand = game.players[owner].hand
        game.say(f"{game.pname(forger)} names {named}")
        if not hand:
            return True
        shown = hand[game.rng.below(len(hand))]
        game.say(f"{game.pname(owner)} reveals {game.cname(shown)} at random")
        if not game.belongs_to(shown, named):
            ctx["stop"] = True
            game.destroy([src])
        return True


card("Keyforgery", "WC",
     text=("When your opponent would forge a key on their turn, they name a house and you reveal a card at random "
           "from your hand. Unless it belongs to the named house, Keyforgery is destroyed and the key is not forged "
           "(no Æ is spent)."),
     statics=[static("would_forge", lambda g, src, p, le: p != g.cards[src].controller and g.active == p,
                     KeyforgeryCheck())])


# --- first printed in Worlds Collide (helper wc-b) ---


def _killed(g, c):
    return bool(c.get("killed"))


card("A. Vinda", "WC",
     text="Reap: Deal 1D to a creature. If that destroys it, discard a card at random from your opponent's hand.",
     reap=seq(deal_damage(A_CREATURE, 1), if_(_killed, opponent_discards_random(1))))

card("Breaker Hill", "WC",
     text='Elusive.\nThe creatures next to Breaker Hill have "Action: Steal 1Æ."',
     statics=[static("grant_action", lambda g, src, cid, le: cid in g.neighbors(src), steal(1))])

card("Hit and Run", "WC",
     text="Play: Deal 2D to a creature, then put one of your creatures back into your hand.",
     play=seq(deal_damage(A_CREATURE, 2), return_to_hand(FRIENDLY_CREATURE, key="back")))

card("Hock", "WC",
     text="Play: Destroy an artifact. If you do, gain 1Æ.",
     play=seq(destroy(artifacts()), if_(lambda g, c: bool(c.get("destroyed")), gain(1))))

card("Hugger-Mugger", "WC",
     text="Elusive.\nPlay: Capture 1Æ. After that, steal 1Æ if your opponent has forged more keys than you have.",
     play=seq(capture(1), if_(lambda g, c: len(g.players[1 - c["me"]].keys) > len(g.players[c["me"]].keys),
                              steal(1))))

card("Inky Gloom", "WC",
     text="Play: During their next turn, your opponent cannot use creatures to reap.",
     play=during_next_turn("cannot_reap", lambda g, src, cid, le: g.active != le["me"]
                           and g.cards[cid].controller != le["me"]))

card("J. Vinda", "WC",
     text="Elusive.\nReap: Deal 1D to a creature; steal 1Æ if that damage destroys it.",
     reap=seq(deal_damage(A_CREATURE, 1), if_(_killed, steal(1))))


def _flanks(g):
    return flank_creatures(g)


card("Kymoor Eclipse", "WC",
     text="Play: Shuffle each flank creature into its owner's deck.",
     play=do(lambda g, c: g.shuffle_into_deck(_flanks(g)), "shuffle flanks"))

card("Mug", "WC",
     text="Play: Take 1Æ off a creature and put it in your pool, then deal that creature 2D.",
     play=seq(choose("t", A_CREATURE), move_amber_to_pool("t", 1), deal_damage("t", 2)))

card("Pestering Blow", "WC",
     text="Play: Deal 1D to a creature and enrage it.",
     play=seq(deal_damage(A_CREATURE, 1), enrage("t")))


card("Symon", "WC",
     text="Skirmish.\nFight: The creature that Symon fought is placed on top of its owner's deck.",
     fight=seq(the_creature_fought(), put_on_deck("fought")))


def _trust_amount(g, c):
    if g.creatures(c["me"]):
        return 1
    return min(3, len(set().union(*(houses_belonged_to(g, x) for x in g.creatures(1 - c["me"])))))


card("Trust No One", "WC",
     text=("Play: Steal 1Æ, or, if you have no creatures in play, steal 1Æ per house among enemy creatures instead "
           "(3Æ at most)."),
     play=steal(_trust_amount))


def _subtle_chain_back(g, c):
    pl = g.players[c["me"]]
    for x in pl.discard:
        if g.cards[x].defn.title == "Subtle Chain":
            g.shuffle_into_deck([x])
            return


card("Chain Gang", "WC",
     text=("Each time you play Subtle Chain, ready Chain Gang.\n"
           "Action: Steal 1Æ. Take a Subtle Chain from your discard pile and shuffle it into your deck."),
     reactions=[reaction("played", lambda g, src, ev, le: ev["player"] == g.cards[src].controller
                         and g.cname(ev["card"]) == "Subtle Chain",   # Mimicry played as its copy too
                         do(lambda g, c: g.ready(c["src"]), "ready"))],
     actions=[seq(steal(1), do(_subtle_chain_back, "shuffle Subtle Chain"))])


_FIDGIT_PLAY = play_chosen("fidgit", DISCARD)     # a step made once, at import: saves number every step


_FIDGIT_ARCHIVES = "A random card from your opponent's archives"
_FIDGIT_DECK = "The top card of their deck"


class FidgitReap(Step):
    """Discard a random card from the opponent's archives, or the top card of their deck (the player picks
    which, when both are possible); if it is an action card, play it as if it were yours."""

    def run(self, game, frame) -> bool:
        ctx = frame.ctx
        opp = game.players[1 - ctx["me"]]
        if frame.pc == 0:
            # each option labelled with the card's own words (choose: 'archives' / 'deck' still answer them)
            where = [w for w, z in ((_FIDGIT_ARCHIVES, opp.archives), (_FIDGIT_DECK, opp.deck)) if z]
            if not where:
                return True
            ans = game.decide(frame, game.active, "option", where, "Discard from the opponent's archives or deck?")
            if ans is None:
                return False
            ans = "archives" if ans == _FIDGIT_ARCHIVES else "deck"
            x = opp.archives[game.rng.below(len(opp.archives))] if ans == "archives" else opp.deck[0]
            game.say(f"{game.cname(x)} is discarded from {opp.name}'s {ans}")
            game.move(x, DISCARD, by=ctx["me"])
            frame.pc = 1
            # a card that goes to its owner's hand instead (held in the opponent's archives: Mass Abduction, Curse of
            # Disappearances) was not discarded (FAQ Dysania 001:3021-3031) and is in a hidden zone, where "that card"
            # no longer finds it (001:2328-2333): it is not played, as Murkens's is not
            if game.cards[x].defn.type == "action" and game.cards[x].zone == DISCARD:
                ctx["fidgit"] = [x]
                game.push(_FIDGIT_PLAY, ctx)
                return False
        return True


card("Fidgit", "WC",
     text=("Elusive.\n"
           "Reap: Discard either a random card from your opponent's archives or the top card of their deck. Should "
           "it be an action card, play it as though it were yours."),
     reap=FidgitReap())

card("Into the Night", "WC",
     text="Play: Until your next turn begins, only Shadows creatures can be used to fight.",
     play=lasting(static("cannot_fight", lambda g, src, cid, le: not g.belongs_to(cid, "shadows")),
                  until="my_next_turn"))


def _crowded(g, x, c):
    return any(sum(1 for y in g.creatures() if g.belongs_to(y, h)) >= 3 for h in houses_belonged_to(g, x))


card("No Safety in Numbers", "WC",
     text="Play: Every creature of a house that has at least 3 creatures in play is dealt 3D.",
     play=damage_each("any", 3, _crowded))

card("Spike Trap", "WC",
     text="Omni: Sacrifice Spike Trap; if you do, every creature on a flank is dealt 3D.",
     omnis=[seq(sacrifice_self(), if_(did(), do(lambda g, c: g.deal_damage([(x, 3) for x in _flanks(g)], c["src"]),
                                                 "damage flanks")))])

card("Subtle Chain", "WC",
     text="Play: Your opponent discards a random card from their hand.",
     play=opponent_discards_random(1))

card("Whisper", "WC",
     text="Elusive.\nAction: Lose 1Æ. If you do, destroy a creature.",
     actions=[seq(lose(1, "me"), if_(did("lost"), destroy(A_CREATURE)))])

_finch = if_(lambda g, c: g.players[c["me"]].amber < g.players[1 - c["me"]].amber, steal(1),
             do(lambda g, c: [g.gain(p, 1) for p in (c["me"], 1 - c["me"])], "each gains 1"))
card("Finch Cloak", "WC",
     text="Fight/Reap: Steal 1Æ if you have less Æ than your opponent; if not, both players gain 1Æ.",
     fight=_finch, reap=_finch)


def _den_reveal(g, c):
    me = c["me"]
    deck = g.players[me].deck
    if not deck:
        return
    top = deck[0]
    g.say(f"{g.pname(me)} reveals {g.cname(top)}")
    if g.belongs_to(top, c.get("house")):
        g.gain(me, 2)

    else:
        g.lose(me, 2)


card("Gambling Den", "WC",
     text=("At the start of each player's turn, that player may name a house. If a house is named, they reveal "
           "their deck's top card and gain 2Æ if it belongs to that house, or lose 2Æ if it does not."),
     reactions=[reaction("turn_start", lambda g, src, ev, le: True,
                         seq(do(lambda g, c: c.__setitem__("me", c["ev"]["player"]), "that player"),
                             may("Name a house for Gambling Den?", seq(choose_house(), do(_den_reveal, "reveal")))))])


def _move_ward(g, c):
    a, b = c.get("from") or [], c.get("to") or []
    if a and b and g.cards[a[0]].ward:
        g.cards[a[0]].ward = False
        g.ward(b[0])
        g.say(f"the ward moves from {g.cname(a[0])} to {g.cname(b[0])}")


# "move a ward from a creature": any creature may be chosen, one with no ward too (nothing moves then), as for
# "move 1Æ from a creature" (FORMAT rev 2, Decisions)
_ward_from = creatures(prompt="Choose a creature to move a ward from")
card("Hunter or Hunted?", "WC",
     text="Play: Either ward a creature or transfer a ward from one creature to another.",
     play=ChooseOne({"Ward a creature": ward(A_CREATURE),
                     "Move a ward from a creature to another creature": seq(
                         choose("from", _ward_from),
                         choose("to", A_CREATURE.where(lambda g, x, c: x not in c["from"],
                                                       "Choose another creature")),
                         do(_move_ward, "move ward"))},
                    {"Ward a creature": lambda g, c: bool(g.creatures()),
                     "Move a ward from a creature to another creature": lambda g, c: bool(g.creatures())}))

_manchego_back = may("Shuffle Manchego into your deck?",
                     do(lambda g, c: g.shuffle_into_deck([c["src"]]), "shuffle into deck"),
                     possible=lambda g, c: g.cards[c["src"]].zone == BATTLELINE)
card("Manchego", "WC",
     text=("Play: Steal 2Æ if your deck has 5 cards or fewer.\n"
           "Fight/Reap: You may shuffle Manchego back into your deck."),
     play=if_(lambda g, c: len(g.players[c["me"]].deck) <= 5, steal(2)),
     fight=_manchego_back, reap=_manchego_back)

card("The Quiet Anvil", "WC",
     text="Keys cost -2Æ.\nOnce any player forges a key, The Quiet Anvil is destroyed.",
     statics=[static("key_cost", lambda g, src, p, le: True, -2)],
     reactions=[reaction("forged", lambda g, src, ev, le: True,
                         destroy_self())])


def _council_center(g, src, cid, le):
    return cid == src and in_center(g, src)


card("The Shadow Council", "WC",
     text='Elusive.\nThe Shadow Council has "Action: Steal 2Æ." as long as it sits in the center of your battleline.',
     statics=[static("grant_action", _council_center, steal(2))])

card("Weasand", "WC",
     text=("Deploy. Elusive.\n"
           "Weasand is destroyed whenever it is on a flank.\n"
           "Each time a player forges a key, gain 2Æ."),
     statics=[static("destroy_when", self_only(), lambda g, src: g.is_flank(src))],
     reactions=[reaction("forged", lambda g, src, ev, le: True, gain(2))])


def _plant(house, name):
    card(f"{name} Plant", "WC",
         text=f"Elusive.\nEach time a player makes {name} their active house, gain 1Æ.",
         reactions=[reaction("house_chosen", lambda g, src, ev, le: ev["house"] == house, gain(1))])


for _house, _name in (("brobnar", "Brobnar"), ("dis", "Dis"), ("logos", "Logos"), ("saurian", "Saurian"),
                      ("staralliance", "Star Alliance"), ("untamed", "Untamed")):
    _plant(_house, _name)

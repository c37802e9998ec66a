"""Call of the Archons — Logos."""

from aember.cards.define import card
from aember.engine.effects import (
    A_CREATURE,
    choose,
    do,
    draw,
    gain,
    lasting,
    purge_self,
    reaction,
    seq,
    static,
    steal,
)
from aember.engine.steps import Step

card("Dimension Door", "CotA", "108", "logos", "action", rarity="Uncommon",
     text="Play: Until the end of the turn, Æmber you would gain by reaping is stolen from your opponent instead.",
     play=lasting(static("reap_steal", lambda g, src, p, le: p == le["me"])))

_draw_on_play = reaction("played", lambda g, src, ev, le: ev["player"] == le["me"] and ev["card"] != src,
                         draw(1))
card("Library Access", "CotA", "115", "logos", "action", rarity="Common",
     text="Play: Until the end of the turn, draw a card whenever you play another card. Purge Library Access.",
     play=seq(lasting(_draw_on_play), purge_self()))


def _twin_bolt(g, c):
    hits = [(x, 2) for x in (c.get("a") or []) + (c.get("b") or []) if g.cards[x].zone == "battleline"]
    g.deal_damage(hits, c["src"])


card("Twin Bolt Emission", "CotA", "124", "logos", "action", rarity="Common", icons=("amber",),
     text="Play: Deal 2 damage to a creature and 2 damage to another creature.",
     play=seq(choose("a", A_CREATURE),
              choose("b", A_CREATURE.where(lambda g, x, c: x not in (c.get("a") or []),
                                           "Choose a different creature")),
              do(_twin_bolt)))


class PlayTopOfDeck(Step):
    """Play the top card of your deck, whatever its house (if it can be played)."""

    def run(self, game, frame) -> bool:
        from aember.engine.rules import PLAY
        me = frame.ctx["me"]
        deck = game.players[me].deck
        if not deck:
            return True
        cid = deck[0]
        d = game.cards[cid].defn
        if d.type == "upgrade" and not game.upgrade_hosts(cid):
            game.say(f"{d.title} cannot be played and stays on top of the deck")
            return True
        where = "right"
        if d.type == "creature" and game.players[me].battleline:
            if frame.answer is None:
                ans = game.ask(frame, me, "flank", ["left", "right"], f"Choose a flank for {d.title}",
                               default="right")
                if ans is None:
                    return False
            else:
                ans = frame.answer
                frame.answer = None
            where = ans
        game.push(PLAY, {"card": cid, "me": me, "where": where, "from": "deck"})
        return True


card("Wild Wormhole", "CotA", "125", "logos", "action", rarity="Common", icons=("amber",),
     text="Play: Play the top card of your deck.",
     play=PlayTopOfDeck())

card("Library of Babble", "CotA", "129", "logos", "artifact", rarity="Common", traits=("location",),
     text="Action: Draw a card.",
     actions=[draw(1)])

card("Batdrone", "CotA", "136", "logos", "creature", rarity="Common", power=2, traits=("robot",),
     keywords=("skirmish",),
     text="Skirmish.\nAfter Fight: Steal 1Æ.",
     fight=steal(1))

card("Doc Bookton", "CotA", "139", "logos", "creature", rarity="Common", power=5, traits=("human", "scientist"),
     text="After Reap: Draw a card.",
     reap=draw(1))

card("Dr. Escotera", "CotA", "140", "logos", "creature", rarity="Common", power=4, traits=("cyborg", "scientist"),
     text="Play: Gain 1Æ for each key your opponent has forged.",
     play=gain(lambda g, c: len(g.players[1 - c["me"]].keys)))

card("Quixo the “Adventurer”", "CotA", "144", "logos", "creature", rarity="Common", power=3,
     traits=("human", "scientist"), keywords=("skirmish",),
     text="Skirmish.\nAfter Fight: Draw a card.",
     fight=draw(1))

card("Mother", "CotA", "145", "logos", "creature", rarity="Common", power=5, traits=("robot", "scientist"),
     text="In your draw step, refill your hand to one card more than usual.",
     statics=[static("hand_size", lambda g, src, p, le: g.cards[src].controller == p, 1)])


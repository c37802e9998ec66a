"""Worlds Collide — Shadows."""

from aember.cards.define import card
from aember.engine.effects import HOUSES, static
from aember.engine.steps import Step


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
        if game.house_of(shown) != named:
            ctx["stop"] = True
            game.destroy([src])
        return True


card("Keyforgery", "WC",
     text="When your opponent would forge a key on their turn, that player names a house. Reveal a random card "
          "from your hand. If that card is not of the named house, destroy Keyforgery and they do not forge that "
          "key (no Æ is spent).",
     statics=[static("would_forge", lambda g, src, p, le: p != g.cards[src].controller and g.active == p,
                     KeyforgeryCheck())])

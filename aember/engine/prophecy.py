"""Prophecies and Fate (Prophetic Visions; LATER-MECHANICS §6, §7).

A player's prophecies are plain data on the player: one entry per double-sided card,
`{"sides": [title, title], "up": 0 | 1, "fate": cid | None}`. A prophecy is *active* while a fate card lies
facedown under its face-up side (the fate card's zone is `prophecy`; only its owner may see it).

- Activating (step 3 of the owner's turn, once per turn): the main option `("prophecy", i, side)` turns that
  side up and asks for a card from hand to put under it. Not a play nor a discard (§6.2).
- Fulfilling (during the opponent's turn): every emitted event is offered to the active prophecies of the
  player who is not active; a prophecy whose condition holds queues its fulfilment, ordered with the other
  abilities of that moment by the active player (§6.3). The fate card is revealed, its "Fate:" ability (a
  reaction with the event `fate`, resolved for the active player, §7) resolves, then it goes to its owner's
  discard pile unless the ability moved it; the prophecy is inactive again.
- "At the end of your turn, you may flip" (Heads, I Win / Tails, You Lose, §6.4): a yes/no at the end of the
  owner's turn while that side is active; the fate card stays, now under the other side.

The conditions are written from the owner's viewpoint: `owner` is the prophecy's owner, `g.active` the
opponent whose turn it is. Two prophecies name a house: Trust Your Feelings when its fate card is placed (the
owner names it; `entry["named"]`, public), Ask Again Later each time the opponent chooses a house (the opponent
names one of the owner's houses, then the owner's top card is revealed: a mismatch fulfils it).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from aember.engine.state import LIMBO
from aember.engine.steps import Frame, Step

if TYPE_CHECKING:
    from aember.engine.game import Game

PROPHECY = "prophecy"           # the zone of a fate card


def _played_creature(g: Game, owner: int, ev: dict) -> bool:
    # played as a creature (not as an upgrade: Explo-rover), even if it has already left play again, destroyed
    # by its own damage bonus icon (001:3135-3139): it was still played
    return ev["player"] == g.active and ev.get("type") == "creature"


def _adjacent_houses(g: Game, ev: dict, same: bool) -> bool:
    cid = ev["card"]
    if not _played_creature(g, 1 - g.active, ev):
        return False
    from aember.engine.effects import HOUSES, shares_a_house  # a house bonus icon counts (LATER-MECHANICS 9)
    if "neighbor_houses" in ev:
        # adjacent where it entered play, with the houses then: its bonus icons may have destroyed it or that
        # neighbor before this "after … plays a creature" window (001:1717-1725, 001:2340-2342)
        mine = set(ev.get("houses") or ()) & set(HOUSES)
        return any(bool(mine & set(hs)) == same for hs in ev["neighbor_houses"].values())
    return any(shares_a_house(g, cid, n) == same for n in g.neighbors(cid))


def _cards_in_play(g: Game) -> list[int]:
    """Every card in play on either side: creatures, artifacts and the upgrades on them."""
    out = []
    for p in g.players:
        for c in (*p.battleline, *p.artifacts):
            out.append(c)
            out.extend(g.cards[c].upgrades)
    return out


def _destroyed_this_turn(g: Game) -> int:
    return sum(1 for e in g.turn_log if e[0] == "destroyed" and e[2] == g.turn)


def _actions_played_this_turn(g: Game, p: int) -> int:
    return sum(1 for x in g.logged("played", p, g.turn) if g.cards[x].defn.type == "action")


# title -> (event kind, condition(game, owner, event))
PROPHECIES: dict[str, tuple[str, Callable[[Game, int, dict], bool]]] = {
    "Bad Omen": ("turn_end", lambda g, o, ev: g.players[g.active].amber == 6),
    "Forge Ahead With Confidence": ("forged", lambda g, o, ev: ev["player"] == g.active),
    # "after an enemy creature is used to fight": the moment its After Fight abilities resolve (001:2023-2038), so
    # ordered with them; the event comes even when the fight itself was skipped (assault, Before Fight). "An enemy
    # creature" as it was used: the player who used it (a creature taken from the owner and destroyed in the fight
    # is back under its owner's control by now)
    "Go Forth and Conquer": ("fought", lambda g, o, ev: ev["player"] == g.active),
    "Heads, I Win": ("played", lambda g, o, ev: _adjacent_houses(g, ev, True)),
    "It Only Gets Worse": ("stolen", lambda g, o, ev: ev.get("player") == g.active and ev.get("amount", 1) >= 1),
    "Look How Far You’ve Come": ("played", _played_creature),
    "Outlook Not So Good": ("house_chosen", lambda g, o, ev: ev["player"] == g.active and not any(
        g.belongs_to(c, ev["house"]) for c in _cards_in_play(g))),
    "Overreach": ("reaped", lambda g, o, ev: ev["player"] == g.active),
    "Signs Point to Yes": ("turn_end", lambda g, o, ev: g.players[g.active].amber >= g.key_cost(g.active)),
    "Stars Aligned": ("turn_start", lambda g, o, ev: len(g.players[0].battleline) == len(g.players[1].battleline)),
    "Tails, You Lose": ("played", lambda g, o, ev: _adjacent_houses(g, ev, False)),
    "The Early Bird": ("turn_end", lambda g, o, ev: g.players[g.active].amber > g.players[o].amber),
    "The End is Nigh": ("destroyed", lambda g, o, ev: _destroyed_this_turn(g) >= 3),
    "The Second Mouse": ("turn_end", lambda g, o, ev: g.players[g.active].amber < g.players[o].amber),
    "Treat Each Action as Your Last": ("played", lambda g, o, ev: ev["player"] == g.active
                                       and g.cards[ev["card"]].defn.type == "action"
                                       and _actions_played_this_turn(g, g.active) == 2),
    "Wasteful Regret": ("discarded", lambda g, o, ev: ev.get("player") == g.active),
    "Expect the Unexpected": ("shuffled", lambda g, o, ev: ev["player"] == g.active),
    "The Cards Will Tell": ("drew", lambda g, o, ev: ev["player"] == g.active and not ev["draw_step"]),
    "Fate Laughs at Your Plans": ("archives_taken", lambda g, o, ev: ev["player"] == g.active),
    "Wounds Into Wisdom": ("damaged", lambda g, o, ev: g.cards[ev["card"]].controller == o),
    "Trust Your Feelings": ("house_chosen", lambda g, o, ev: ev["player"] == g.active
                            and ev["house"] == _named(g, o, "Trust Your Feelings")),
    # the naming and the reveal are the ASK_AGAIN_LATER step; the condition only says when it asks
    "Ask Again Later": ("house_chosen", lambda g, o, ev: ev["player"] == g.active and bool(g.players[o].deck)),
}
NAMES_A_HOUSE_WHEN_ACTIVATED = ("Trust Your Feelings",)
FLIPPERS = ("Heads, I Win", "Tails, You Lose")


def _named(g: Game, owner: int, title: str) -> str | None:
    for e in g.players[owner].prophecies:
        if active_title(e) == title:
            return e.get("named")
    return None


def prophecy_title(title: str) -> str | None:
    """The prophecy's own title for a title written with either apostrophe or any case (scenarios, deck lists:
    FORMAT "Cards"), or None for a title that names no prophecy."""
    if title in PROPHECIES:
        return title
    from aember.carddb import normalize_title
    key = normalize_title(title)
    return next((t for t in PROPHECIES if normalize_title(t) == key), None)


def is_prophecy(title: str) -> bool:
    return prophecy_title(title) is not None


def active_title(entry: dict) -> str | None:
    return entry["sides"][entry["up"]] if entry["fate"] is not None else None


def may_activate(g: Game, p: int) -> bool:
    pl = g.players[p]
    return bool(pl.prophecies) and bool(pl.hand) and pl.prophecy_turn != g.turn


def activation_options(g: Game, p: int) -> list[tuple]:
    """The main options ("prophecy", i, side): each side of a card none of whose sides is active."""
    if not may_activate(g, p):
        return []
    return [("prophecy", i, s) for i, e in enumerate(g.players[p].prophecies) if e["fate"] is None
            for s in range(len(e["sides"]))]        # (a scenario may give a card with one side only)


class Activate(Step):
    """Turn the chosen side up and put a card from hand facedown under it (the fate card)."""

    def run(self, game: Game, frame: Frame) -> bool:
        ctx = frame.ctx
        p = ctx["me"]
        pl = game.players[p]
        entry = pl.prophecies[ctx["idx"]]
        title = entry["sides"][ctx["side"]]
        if frame.pc == 1:           # "when a card is placed under Trust Your Feelings, name a house"
            from aember.engine.effects import HOUSES
            ans = game.decide(frame, p, "option", list(HOUSES), f"{title}: name a house")
            if ans is None:
                return False
            entry["named"] = ans
            game.say(f"{game.pname(p)} names {ans} for {title}")
            return True
        ans = game.decide(frame, p, "target", list(pl.hand), f"Choose a card from your hand to put under {title}")
        if ans is None:
            return False
        entry.pop("named", None)
        entry["up"] = ctx["side"]
        entry["fate"] = ans
        pl.prophecy_turn = game.turn
        pl.hand.remove(ans)
        c = game.cards[ans]
        c.zone = PROPHECY
        game.say(f"{game.pname(p)} activates {title}, putting a card facedown under it")
        game.dirty()
        if title in NAMES_A_HOUSE_WHEN_ACTIVATED:
            frame.pc = 1
            return False
        return True


ACTIVATE = Activate()


class Fulfil(Step):
    """A prophecy fulfilled: reveal its fate card, resolve its Fate: ability for the active player, then the
    card goes to its owner's discard pile unless the ability moved it; the prophecy is inactive."""

    def run(self, game: Game, frame: Frame) -> bool:
        from aember.engine.rules import _spec
        ctx = frame.ctx
        owner = ctx["owner"]
        entry = game.players[owner].prophecies[ctx["idx"]]
        fate = ctx["fate"]
        if frame.pc == 0:
            if entry["fate"] != fate:       # fulfilled already at this moment (two events at once)
                return True
            frame.pc = 1
            entry["fate"] = None
            game.cards[fate].zone = LIMBO       # revealed and resolving, like a played action card
            game.say(f"{game.players[owner].name}'s prophecy {ctx['title']} is fulfilled: "
                     f"the fate card is {game.cname(fate)}")
            game.emit("prophecy_fulfilled", card=fate, player=owner, title=ctx["title"])
            for r in game.cards[fate].defn.reactions:
                if r.event == "fate":
                    game.push(_spec(r.effect.sid), {"src": fate, "me": game.active, "fate": True})
                    return False
            return False
        if game.cards[fate].zone == LIMBO:
            game.move(fate, "discard")
        game.dirty()
        return True


FULFIL = Fulfil()


class AskAgainLater(Step):
    """Ask Again Later, as the opponent chooses a house: the opponent names a house on the owner's identity
    card, the owner's top card is revealed, and the prophecy is fulfilled if that card is not of the named
    house (an empty deck reveals nothing and fulfils nothing)."""

    def run(self, game: Game, frame: Frame) -> bool:
        ctx = frame.ctx
        owner = ctx["owner"]
        if frame.pc == 1:
            return True
        entry = game.players[owner].prophecies[ctx["idx"]]
        deck = game.players[owner].deck
        if entry["fate"] != ctx["fate"] or not deck:
            return True
        ans = game.decide(frame, game.active, "option", list(game.players[owner].houses),
                          f"{ctx['title']}: name a house of {game.players[owner].name}'s")
        if ans is None:
            return False
        top = deck[0]
        game.say(f"{game.pname(game.active)} names {ans}; {game.players[owner].name} reveals the top card of "
                 f"their deck: {game.cname(top)}")
        if game.belongs_to(top, ans):
            return True
        frame.pc = 1
        game.push(FULFIL, dict(ctx))
        return False


ASK_AGAIN_LATER = AskAgainLater()


class Flip(Step):
    """'At the end of your turn, you may flip <this prophecy>': the fate card stays, under the other side."""

    def run(self, game: Game, frame: Frame) -> bool:
        ctx = frame.ctx
        p = ctx["me"]
        entry = game.players[p].prophecies[ctx["idx"]]
        if entry["fate"] is None or entry["sides"][entry["up"]] != ctx["title"] or len(entry["sides"]) < 2:
            return True         # (a card given with one side in a scenario has no other side to flip to)
        other = entry["sides"][1 - entry["up"]]
        ans = game.decide(frame, p, "yesno", ["yes", "no"], f"Flip {ctx['title']} to {other}?", default="no")
        if ans is None:
            return False
        if ans == "yes":
            entry["up"] = 1 - entry["up"]
            game.say(f"{game.pname(p)} flips {ctx['title']}: {other} is active")
        return True


FLIP = Flip()


def triggered(g: Game, kind: str, ev: dict, trig: list) -> None:
    """Queue the fulfilment of the non-active player's active prophecies that this event fulfils, and at the
    end of the owner's own turn the "you may flip" of an active Heads, I Win / Tails, You Lose."""
    if kind == "turn_end":
        me = g.active
        for i, e in enumerate(g.players[me].prophecies):
            t = active_title(e)
            if t in FLIPPERS:
                trig.append([e["fate"], FLIP.sid, {"me": me, "idx": i, "title": t}])
    owner = 1 - g.active
    for i, e in enumerate(g.players[owner].prophecies):
        t = active_title(e)
        if t is None:
            continue
        spec = PROPHECIES.get(t)
        if spec is not None and spec[0] == kind and spec[1](g, owner, ev):
            step = ASK_AGAIN_LATER if t == "Ask Again Later" else FULFIL
            trig.append([e["fate"], step.sid, {"me": g.active, "owner": owner, "idx": i, "title": t,
                                                 "fate": e["fate"]}])


def fate(effect: Step, text: str = "") -> Any:
    """'Fate: …' — resolves only when this card is the fate card of a fulfilled prophecy, for the active player
    (LATER-MECHANICS §7)."""
    from aember.engine.steps import Reaction
    return Reaction("fate", lambda g, src, ev, le: True, effect, text)

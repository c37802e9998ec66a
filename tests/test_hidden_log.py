"""Random games watched for hidden information in the public log: a line every player sees (`say` without `to=`)
must not name a card that was, all the while, in a hidden zone - a hand, a deck or archives (001:2328-2332,
1602-1604) - unless the line says the card is revealed. A card named as it goes from or to a public zone (played,
discarded, returned to hand from play) is public; a line for one player only (`to=`) is what that player may see
(their own hand, a card they looked at) and is not checked here."""

from __future__ import annotations

import traceback

from aember.engine.game import Game
from aember.engine.setup import new_game
from aember.engine.state import Rng
from aember.soak import random_deck

HIDDEN = ("hand", "deck", "archives")
# lines of public events: a reveal, a discard (the card lands in a discard pile), a play; and a card that
# "cannot be played and stays where it is" was shown in the attempt (an open point: Wild Wormhole, Murkens)
PUBLIC_WORDS = ("reveal", "discard", " plays ", "cannot be played")
GAMES = 150


def _holder(g: Game, cid: int) -> int | None:
    """The player whose hand, deck or archives hold the card (hidden from the other; a deck from both), or None."""
    for p in g.players:
        for z in HIDDEN:
            if cid in p.zone_list(z):
                return p.index
    return None


class _Watch:
    """Follows each card named with `cname` into the next public line; the line leaks it if the card, never seen in a
    public zone since its deck was last shuffled, was hidden when named, when said, at every move in between and
    until the next line (or the end of the step)."""

    def __init__(self, monkeypatch):
        self.leaks: list[str] = []
        self.named: list[tuple[Game, int, int | None]] = []
        self.pending: list[list] = []       # [game, cid, text, where]: public lines still being watched
        self.known: dict[int, set[int]] = {}    # per game: cards seen in a public zone since their deck's last shuffle
        cname, say, move, apply = Game.cname, Game.say, Game.move, Game.apply
        shuffle, leave = Game.shuffle_deck, Game.leave_play_to
        watch = self

        def w_cname(g, cid):
            watch.named.append((g, cid, _holder(g, cid)))
            return cname(g, cid)

        def w_say(g, text, to=-1):
            watch.check(g, final=True)
            named = [(cid, h) for gg, cid, h in watch.named if gg is g]
            watch.named.clear()
            if to == -1 and not any(w in text.lower() for w in PUBLIC_WORDS):
                known = watch.known.setdefault(id(g), set())
                for cid, h in named:
                    title = cname(g, cid)
                    if h is not None and title in text and cid not in known and not any(
                            c.zone not in HIDDEN and cname(g, c.cid) == title for c in g.cards):   # another copy?
                        where = traceback.extract_stack()[-2]
                        watch.pending.append([g, cid, text, f"{where.filename.split('aember/')[-1]}:{where.lineno}"])
            say(g, text, to)
            watch.check(g)

        def w_move(g, cid, zone, top=True, by=None):
            watch.check(g)
            move(g, cid, zone, top, by)
            watch.check(g)

        def w_leave(g, cid, *a, **k):
            watch.check(g)
            r = leave(g, cid, *a, **k)
            watch.check(g)
            return r

        def w_shuffle(g, p):
            watch.check(g)
            watch.known.setdefault(id(g), set()).difference_update(g.players[p].deck)
            return shuffle(g, p)

        def w_apply(g, answer):
            watch.check(g)
            r = apply(g, answer)
            watch.check(g, final=True)
            return r

        for name, fn in (("cname", w_cname), ("say", w_say), ("move", w_move), ("apply", w_apply),
                         ("shuffle_deck", w_shuffle), ("leave_play_to", w_leave)):
            monkeypatch.setattr(Game, name, fn)

    def check(self, g: Game, final: bool = False) -> None:
        known = self.known.setdefault(id(g), set())
        known.update(c.cid for c in g.cards if c.zone not in HIDDEN and c.zone != "under")    # facedown: not seen
        keep = []
        for entry in self.pending:
            eg, cid, text, where = entry
            if eg is not g:
                keep.append(entry)
            elif _holder(g, cid) is None:
                continue                        # public after all: played, discarded, …
            elif final:
                self.leaks.append(f"{where}: {text!r} names {g.cards[cid].defn.title} in {g.cards[cid].zone}")
            else:
                keep.append(entry)
        self.pending = keep


def test_random_games_never_name_a_hidden_card_in_the_public_log(monkeypatch):
    watch = _Watch(monkeypatch)
    for s in range(GAMES):
        watch.known.clear()
        g = new_game(random_deck(2 * s), random_deck(2 * s + 1), seed=s, turn_cap=40)
        chooser = Rng(s)
        while not g.over:
            answers = g.decision.answers()
            g.apply(answers[chooser.below(len(answers))])
    assert watch.leaks == []

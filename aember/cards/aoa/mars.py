"""Age of Ascension — Mars."""

from aember.cards.define import card
from aember.engine.effects import A_CREATURE, archive_from_hand, if_, seq, stun
from aember.engine.state import BATTLELINE
from aember.engine.steps import Do, May, Step


def _any_archives(g, c):
    return bool(g.players[0].archives or g.players[1].archives)


def _archives_with_cards(g, c):
    return [p for p in (c["me"], 1 - c["me"]) if g.players[p].archives]


class _PurgeArchived(Step):
    """'Purge an archived card' (v16 errata and FAQ): from either player's archives. The player chooses whose
    archives (when both hold cards), then the card from their own; the opponent's archives are hidden, so a
    card from them is picked at random."""

    def run(self, game, frame):
        ctx = frame.ctx
        me = ctx["me"]
        if "_arch_of" not in ctx:
            whose = _archives_with_cards(game, ctx)
            if not whose:
                return True
            ans = game.decide(frame, game.active, "player", whose, "Purge a card from whose archives?")
            if ans is None:
                return False
            ctx["_arch_of"] = ans
        pile = game.players[ctx["_arch_of"]].archives
        if not pile:
            return True
        if ctx["_arch_of"] == me:
            x = game.decide(frame, game.active, "target", list(pile), "Choose an archived card to purge")
            if x is None:
                return False
        else:
            x = pile[game.rng.below(len(pile))]
        ctx["purged"] = game.purge(x)      # a ward discarded instead: nothing was purged
        return True


card("Yzphyz Knowdrone", "AoA",
     text="Play: Archive a card. You may purge an archived card. If you do, stun a creature.",
     play=seq(archive_from_hand(1),
              May("Purge an archived card?", seq(_PurgeArchived(), if_(lambda g, c: c.get("purged"),
                                                                           stun(A_CREATURE))),
                  possible=_any_archives)))


def _collect_fought(g, c):
    for x in c.get("target") or []:
        if g.cards[x].zone == BATTLELINE and not g.cards[x].tagged:     # both creatures survived
            g.say(f"{g.pname(c['me'])} puts {g.cname(x)} into their archives")
            g.archive(x, c["me"])


card("Collector Worm", "AoA",
     text="After Fight: Put the creature Collector Worm fights into your archives. (Both creatures must survive "
          "the fight.) If that creature leaves your archives, put it in its owner's hand instead.",
     fight=Do(_collect_fought, "put into archives"))

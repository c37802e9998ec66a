"""Looking must not change the game: every read-only API the AI, the terminal and web interfaces and the RL env call
between moves, called all at once (`look`), and a game or scenario run twice - plainly, and looking before and after
every answer - to compare the final save texts (a metamorphic test; tests/test_reads_are_pure.py).
"""

from __future__ import annotations

from typing import Any

from aember.ai.evaluate import best_house, creature_value, evaluate, main_score, quick_choice, target_pref
from aember.ai.observation import Observation
from aember.engine.decision import IllegalAnswer
from aember.engine.serialize import dumps, loads
from aember.engine.setup import new_game
from aember.engine.state import BATTLELINE, DECK, IN_PLAY, KEY_COLOURS, Rng
from aember.interfaces import words
from aember.interfaces.session import summarize
from aember.rl.encoding import encode
from aember.scenario import Result, Scenario, _RunnerGame, run_scenario
from aember.web.server import answer_words, card_def_json, public_view, titles_in, view_for

KEYWORDS = ("taunt", "elusive", "skirmish", "poison", "assault", "hazardous", "deploy", "invulnerable", "alpha",
            "omega", "versatile", "splash-attack", "treachery", "exalt")
_MOVES = ("play", "discard", "reap", "fight", "action", "omni", "unstun")
_FAR = 6        # answers played on a copy (a clone, a determinized world, a loaded save), as a search would


COPY_ERRORS: list[str] = []     # engine errors met playing on a copy (as the AI's lookahead, they are caught)


def _play_on(copy: Any, seed: int) -> None:
    """Play a few answers on a copy of the game, as a search does (the original must not notice)."""
    rng = Rng(seed)
    for _ in range(_FAR):
        if copy.over or copy.decision is None:
            return
        a = copy.decision.answers()
        try:
            copy.apply(a[rng.below(len(a))])
        except Exception as e:
            COPY_ERRORS.append(f"{type(e).__name__}: {e}"[:300])
            return


def look(g: Any, seed: int = 0) -> None:
    """Call every read the interfaces, the AI and the RL env make (for both players, on every card)."""
    for p in (0, 1, -1):
        v = view_for(g, p)
        titles_in(v, set())
        g.log_for(p if p >= 0 else None)
        if p >= 0:
            d = g.decision
            if all(len(pl["houses"]) <= 3 for pl in v["players"]):     # (the RL encoding knows three houses a side:
                # a scenario's player may hold cards of more)
                encode(v, d.kind if d is not None and d.player == p else None,
                       d.answers() if d is not None and d.player == p else None)
    public_view(g)
    summarize(g)
    for cid in range(len(g.cards)):
        c = g.cards[cid]
        g.power(cid)
        g.armor(cid)
        g.armor_spent(cid)
        for k in KEYWORDS:
            g.keyword(cid, k)
            g.has_keyword(cid, k)
        g.houses_of(cid)
        g.house_of(cid)
        g.traits(cid)
        if c.zone == DECK:      # (the words of a card in a deck: as those of one in hand, at less cost)
            continue
        words.card_facts(g, cid)
        card_def_json(g.face(cid).title)
        for p in (0, 1):
            words.where(g, cid, p)
            words.seen_title(g, cid, p)
            words.describe_card_choice(g, cid, p)
        if c.zone in IN_PLAY:
            words.creature_stats(g, cid)
        if c.zone == BATTLELINE:
            creature_value(g, cid)
            g.neighbors(cid)
        for p in (0, 1):
            target_pref(g, p, cid)
    for p in (0, 1):
        g.key_cost(p)
        for col in KEY_COLOURS:
            g.key_cost(p, col)
        g.legal_houses(p)
        g.keys_to_win(p)
        evaluate(g, p)
    d = g.decision
    if d is not None:
        repr(d)
        d.to_json()
        answers = d.answers()
        answer_words(g)
        for a in answers:
            try:
                words.describe_answer(g, d, a)
            except Exception:   # (words are a courtesy: the web shows such an answer raw)
                pass
            for p in (0, 1):
                words.why_not(g, a, p)
        bad: list = [("end_turn", 1), -1, "nonsense", (1, 2, 3)]
        if d.kind == "main":
            bad += [(m, cid) for cid in range(len(g.cards)) if g.cards[cid].zone != DECK for m in _MOVES]
        elif d.kind in ("target", "targets", "order"):
            bad += list(range(len(g.cards)))
        for a in bad:
            for p in (0, 1):
                words.why_not(g, a, p)
            try:
                d.check(a)
            except IllegalAnswer as e:
                words.explain_illegal(g, a, d.player, str(e))
        if not g.over:
            quick_choice(g, Rng(seed), 0.3)
            if d.kind == "main":
                sc: dict = {}
                for a in answers:
                    main_score(g, a, sc)
            elif d.kind == "house":
                best_house(g, d.player, answers)
            obs = Observation(g, d.player, Rng(seed), worlds=True)
            obs.view  # noqa: B018 (a property: the view, read)
            _play_on(obs.sample_world(Rng(seed + 1)).clone(), seed)
            _play_on(obs.world(), seed + 2)
            Observation(g, d.player, Rng(seed), worlds=False)
            _play_on(g.clone(), seed + 3)
            for p in (0, 1):
                _play_on(g.determinize(p, Rng(seed + 4)), seed + 5)
            _play_on(loads(dumps(g)), seed + 6)


class LookingGame(_RunnerGame):
    """A game that is looked at before and after every answer; each look must leave the save text as it was (the
    bookkeeping `armor_spent` writes as it is read included: it was already brought up to date by the state check)."""

    def apply(self, answer: Any) -> None:
        _look_purely(self, len(self.history))
        super().apply(answer)
        _look_purely(self, len(self.history))


class LookingScenario(Scenario):
    def build(self) -> None:
        super().build()
        self.game.__class__ = LookingGame


def run_both(data: dict, shown: str = "<scenario>") -> tuple[Result, str, Result, str]:
    """A scenario run plainly and while looking: each run's result and final save text."""
    out: list = []
    for cls in (Scenario, LookingScenario):
        kept: list = []
        r = run_scenario(data, shown, "", _keeping(cls, kept))
        out += [r, dumps(kept[0].game) if kept else ""]
    return out[0], out[1], out[2], out[3]


def _keeping(cls: type, kept: list) -> type:
    """`cls`, noting the scenario it builds in `kept` (its game is read once it has run)."""
    class Keep(cls):        # type: ignore[valid-type, misc]
        def build(self) -> None:
            super().build()
            kept.append(self)
    return Keep


def random_game(deck_a: Any, deck_b: Any, seed: int, looking: bool, turn_cap: int = 40, limit: int = 1500) -> str:
    """A random game (at most `limit` answers), looked at before and after every answer or not: its save text."""
    g = new_game(deck_a, deck_b, seed=seed, turn_cap=turn_cap)
    chooser = Rng(seed * 7919 + 1)
    n = 0
    while not g.over and n < limit:
        if looking:
            _look_purely(g, n)
        answers = g.decision.answers()
        g.apply(answers[chooser.below(len(answers))])
        n += 1
    if looking:
        _look_purely(g, n)
    return dumps(g)


def _look_purely(g: Any, seed: int) -> None:
    """Look, and fail if the save text changed."""
    before = dumps(g)
    look(g, seed)
    if dumps(g) != before:
        raise AssertionError(f"looking changed the game (answer {len(g.history)})")

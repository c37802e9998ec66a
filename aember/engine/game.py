"""The game: state, the resolution loop, and the rules of Master Rulebook v16.0.

`game.decision` is the pending decision (None when the game is over); `game.apply(answer)`
answers it and runs the game to the next decision. See docs/architecture.md.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from functools import cache
from typing import Any
from weakref import WeakMethod

from aember.carddb import split_evil_twin
from aember.engine.carddef import ARTIFACT, CREATURE, UPGRADE, CardDef
from aember.engine.decision import Decision, IllegalAnswer
from aember.engine.state import (
    AMBER_WRITES,
    ARCHIVES,
    ARTIFACTS,
    BATTLELINE,
    DECK,
    DISCARD,
    GRAFTED,
    HALF,
    HAND,
    HIDDEN_ZONES,
    IN_PLAY,
    KEY_COLOURS,
    LIMBO,
    PURGED,
    UNDER,
    Card,
    Player,
    Rng,
)
from aember.engine.state import (
    UPGRADE as UPGRADE_ZONE,
)
from aember.engine.steps import Frame, Reaction, Static, Step, copy_data, copy_stack

BASE_KEY_COST = 6
_EMPTY: list = []


def _text_key(le: dict) -> str:
    """A text box the used creature gained (lasting `gain_text`), as noted in its event's `granted_fired`."""
    return f"text:{le['src']}:{le['target']}:{le['title']}"


def _granted_key(src: int, r: Reaction) -> str:
    """A granted reaction of a card in play, as noted in its event's `granted_fired` (Game.late_granted)."""
    return f"{src}:{r.event}:{r.effect.sid}"


# constant abilities that replace an event in a way that may ask the active player (Game.run)
_REPLACEMENT_KINDS = frozenset({"redirect_damage", "capture_instead", "hand_discard_under", "tokens_instead",
                                "steal_to_capture", "divide_damage_to_neighbors", "purge_instead"})
_CREATURE_TYPES = (CREATURE, "token creature")     # a token reference card's printed type is "token creature"
_NO_CARDS: frozenset = frozenset()
# the rows of a card in play whose own text box is in force (a creature, or an artifact such as a mineralized creature)
_TEXT_ROWS = frozenset({BATTLELINE, ARTIFACTS})
_BLANK_FACE = CardDef("(blank text box)", set="", number="", house="", type=CREATURE)
_PLAYED_ZONES = frozenset({BATTLELINE, ARTIFACTS, UPGRADE_ZONE, LIMBO})
_OPEN_WINDOWS = frozenset({"reaped", "fought"})
HAND_SIZE = 6
RULE_OF_SIX = 6
DEFAULT_TURN_CAP = 200


@cache
def _printed_title(title: str) -> str:
    """The title as printed, which an Evil Twin shares with its namesake (Rule of Six counts them together)."""
    return split_evil_twin(title)[0]


# "A deck can never have more than 24 chains" (FFG ruling, Archon Arcana FFGRuling database, page Chains): the
# chain tracker stops at 24, the last row of the chains table (001:1128-1133)
MAX_CHAINS = 24


def chain_penalty(chains: int) -> int:
    if chains <= 0:
        return 0
    return min(4, (chains + 5) // 6)


_STEPS_WITHOUT_DECISION = 1_000_000


class GameError(Exception):
    """A game that cannot be built (bad deck, unknown card)."""


class ReplacementChoice(Exception):  # noqa: N818 - a signal, not an error
    """Raised inside a step when several replacement effects could apply to one event and the active player
    must choose (Game.run undoes the step, asks, and runs it again with the answer)."""

    def __init__(self, options: list, prompt: str, may: bool = False, target: bool = False):
        super().__init__(prompt)
        self.options = options
        self.prompt = prompt
        self.may = may      # one optional replacement ("you may … instead"): a yes/no with no default
        self.target = target    # a card the one replacement acts on (Gargantodon's capturer): a target, no default


class Game:
    def __init__(self) -> None:
        self.cards: list[Card] = []
        self.players: list[Player] = []
        self.active = 0
        self.turn = 1                 # 1-based count of turns taken so far in the game
        self.step = "setup"           # setup | start | forge | house | main | ready | draw | end
        self.active_house: str | None = None
        self.first_turn_rule = False
        self.first_turn_plays = 0     # cards played or discarded from hand under the first-turn rule
        self.first_turn_limit = 1
        self.step_actions = 0         # cards played, used or discarded in the current step (alpha)
        self.omega = False
        self.title_uses: dict[str, int] = {}   # Rule of Six: plays and uses per title this turn
        self.forged_this_turn = False
        self.tide: int | None = None  # None: no tide in the game; else +1 high for player 0, -1 low, 0 neutral
        self.stack: list[Frame] = []
        self.decision: Decision | None = None
        self.pending_triggers: list[list] = []
        self.lasting: list[dict] = []
        self.rng = Rng(0)
        self.seed = 0
        self.winner: int | None = None
        self.over = False
        self.turn_cap = DEFAULT_TURN_CAP
        self.log: list[tuple[int, str]] = []    # (visible to: -1 everyone, else that player), text
        self.history: list[Any] = []            # every answer applied, for replays
        self.fight: list[int] | None = None     # [attacker, defender] while fight damage resolves
        self.last_forge_turn = [-1, -1]
        self.creatures_played = [0, 0]          # creatures each player played in their latest turn
        self.extra_turns: list[int] = []        # players who take another turn after this one, in order
        # What happened this turn and the previous one, for "this turn" / "on their previous turn"
        # conditions: [what, player, turn, detail], e.g. ["forged", 1, 7, "red"], ["destroyed", 0, 8, cid].
        self.turn_log: list[list] = []  # [what, player, turn, card or colour]; never changed once appended
        self._statics: list | None = None
        self._by_kind: dict[str, list] = {}
        self._replacing_kinds = False
        self._kw_statics: dict[str, list] = {}    # by_kind['keyword'] by keyword (with _statics)
        self._reacts: dict[str, list] = {}     # event -> (card, Reaction) of the cards in play (with _statics)
        self._blank: frozenset = _NO_CARDS    # creatures with a blank text box (set with _statics)
        self._checked = False         # the state check has nothing new to look at
        # Several replacement effects that could apply to one event (two Shadow Selves): the active player's
        # answers, used in order when the step that met them runs again; `replacing`: such a choice is pending.
        self.replacement_answers: list[int] = []
        self.replacing = False
        self._may_ask_replacement = False
        self._checked_amber: tuple = (0, 0, 0)  # the pools and AMBER_WRITES when it last looked (_state_check)
        # the key colour an ability's "forge a key at <cost>" is being priced for (keys of one colour costing more)
        self.pricing_colour: str | None = None
        # the order FORMAT calls setup order, that of the defaults of decisions the active player may answer
        # otherwise (several abilities triggered at once, cards put into one place at once) and of the questions
        # asked card by card: the ids' order (dealt at random in a real game), or, where a test has dealt a
        # scenario's ids again (Scenario permute), each id's place in its setup (setup_key)
        self.setup_rank: list[int] | None = None
        # set by the scenario runner too: the order tokens were made in during the game (they come after every
        # setup card) and the place of each prophecy card ((player, index) -> rank), which is no card of the game
        self.made_rank: dict[int, int] = {}
        self.prophecy_rank: dict[tuple[int, int], float] = {}

    # ------------------------------------------------------------------------------------------
    # Card ids

    def setup_key(self, cid: int) -> float:
        """A card's place in setup order (`setup_rank`): a sort key. A token creature made during the game comes
        after every card of the setup, in the order the tokens were made (FORMAT, Cards: `made_rank`, noted by
        the scenario runner), not where the card face down under it was dealt."""
        made = self.made_rank
        if made and cid in made and self.cards[cid].token is not None:
            return len(self.cards) + made[cid]
        places = self.prophecy_rank
        if places and self.cards[cid].zone == "prophecy":
            # a fate card carries its prophecy's fulfilment (prophecy.triggered): in the place of the prophecy card
            # (FORMAT: a player's zones, then archon_power, prophecies), wherever the fate card was dealt (a card
            # put under it from hand during the game)
            for p in self.players:
                for i, e in enumerate(p.prophecies):
                    if e["fate"] == cid and (p.index, i) in places:
                        return places[(p.index, i)]
        r = self.setup_rank
        return cid if r is None else r[cid]

    def in_setup_order(self, ids: Iterable[int]) -> list[int]:
        """The cards in setup order (`setup_key`), the order of FORMAT's defaults."""
        if self.made_rank or self.prophecy_rank:
            return sorted(ids, key=self.setup_key)
        r = self.setup_rank
        return sorted(ids) if r is None else sorted(ids, key=r.__getitem__)

    def renumber(self, new_id: dict[int, int]) -> None:
        """Give the cards new ids before play begins: the card with id x gets new_id.get(x, x) (a permutation of
        the ids). An id means nothing to the rules; a real game deals them at random (setup.new_game), and a test
        may deal them again to show that nothing depends on them. Only a game nothing has happened in yet can be
        renumbered: cards in their zones, hosts, upgrades, archon powers and prophecies' fate cards are rewritten;
        a game with a resolution stack, lasting effects, triggers or logged events (whose card ids are not all
        known as such) is refused."""
        if self.stack or self.decision or self.lasting or self.pending_triggers or self.turn_log or self.fight \
                or self.history:
            raise GameError("renumber: only a game before play begins can be given new card ids")
        n = len(self.cards)
        if sorted(new_id.get(x, x) for x in range(n)) != list(range(n)):
            raise GameError("renumber: the new ids are not a permutation of the card ids")
        cards: list[Card | None] = [None] * n
        for c in self.cards:
            c.cid = new_id.get(c.cid, c.cid)
            if c.upgrades:
                c.upgrades = [new_id.get(u, u) for u in c.upgrades]
            if c.host >= 0:
                c.host = new_id.get(c.host, c.host)
            cards[c.cid] = c
        self.cards = cards      # type: ignore[assignment]
        for p in self.players:
            for z in ("hand", "deck", "discard", "archives", "purged", "battleline", "artifacts"):
                setattr(p, z, [new_id.get(x, x) for x in getattr(p, z)])
            if p.archon is not None:
                p.archon = new_id.get(p.archon, p.archon)
            for e in p.prophecies:
                if e.get("fate") is not None:
                    e["fate"] = new_id.get(e["fate"], e["fate"])
        self._statics = None

    # ------------------------------------------------------------------------------------------
    # Copying

    def clone(self) -> Game:
        g = Game.__new__(Game)
        d = self.__dict__
        gd = g.__dict__
        gd.update(d)
        g.cards = [c.copy() for c in self.cards]
        g.players = [p.copy() for p in self.players]
        g.title_uses = dict(self.title_uses)
        g.stack = copy_stack(self.stack)
        g.pending_triggers = copy_data(self.pending_triggers)
        g.lasting = copy_data(self.lasting)
        g.rng = Rng(self.rng.state)
        g.log = self.log[:]
        g.history = self.history[:]
        g.fight = self.fight[:] if self.fight else None
        g.last_forge_turn = self.last_forge_turn[:]
        g.creatures_played = self.creatures_played[:]
        g.extra_turns = self.extra_turns[:]
        g.turn_log = self.turn_log[:]      # its entries are never changed once logged: they may be shared
        g.replacement_answers = self.replacement_answers[:]
        g._statics = None
        g._checked = self._checked         # the same state: a check already made holds for the copy
        g._checked_amber = self._checked_amber
        dec = self.decision
        if dec is not None and dec._options is None:    # step-3 moves not listed yet: the copy lists its own
            g.decision = Decision(dec.player, dec.kind, dec.prompt, None, dec.min_count, dec.max_count, dec.default,
                                  WeakMethod(g.main_options))
        return g

    # ------------------------------------------------------------------------------------------
    # The resolution loop

    def push(self, step: Step, ctx: dict, data: Any = None) -> Frame:
        f = Frame(step, ctx, data)
        self.stack.append(f)
        return f

    def run(self) -> None:
        stack = self.stack
        budget = _STEPS_WITHOUT_DECISION
        while self.decision is None and not self.over:
            budget -= 1
            if budget < 0:      # a loop no card offers to stop: an engine error, not a hang
                raise GameError(f"resolution did not end after {_STEPS_WITHOUT_DECISION} steps: abilities "
                                "trigger each other without end")
            if self.pending_triggers and not (stack and stack[-1].ctx.get("before_triggers")):
                self._flush_triggers()
                continue
            if not stack:
                break
            idx = len(stack) - 1
            frame = stack[idx]
            if self._statics is None:
                self.statics()
            if (self._draw_replacers() or (self._replacing_kinds and (
                    (len(self.statics_of("redirect_damage")) > 1 and self._redirects_overlap())
                    or len(self.statics_of("capture_instead")) > 1 or len(self.statics_of("hand_discard_under")) > 1
                    or (self.statics_of("capture_instead") and self.statics_of("tokens_instead"))
                    or (self.statics_of("steal_to_capture") and len(self.creatures(self.active)) > 1
                        and self._steals_outside_steal_step())
                    or (self.statics_of("divide_damage_to_neighbors") and self._friendship_between())
                    or (frame.step is DESTRUCTION and frame.data.get("instead")
                        and self.statics_of("purge_instead"))))):
                # a replacement choice may arise in this step: keep the state from before it to run it again
                snap = self.clone()
                self._may_ask_replacement = True
                try:
                    done = frame.step.run(self, frame)
                except ReplacementChoice as rc:
                    self.__dict__.update(snap.__dict__)
                    self._statics = None
                    self.replacing = True
                    if rc.may:
                        self.decision = Decision(self.active, "yesno", rc.prompt, rc.options)
                    elif rc.target:
                        self.decision = Decision(self.active, "target", rc.prompt, rc.options)
                    else:
                        self.decision = Decision(self.active, "order", rc.prompt, rc.options,
                                                 default=rc.options[0])
                    break
                finally:
                    self._may_ask_replacement = False
                if self.replacement_answers:
                    self.replacement_answers = []
            else:
                done = frame.step.run(self, frame)
            if done:
                del stack[idx]
            if not self.over:
                depth = len(stack)
                self._state_check()
                if self.decision is not None and len(stack) > depth:
                    # the step is waiting for an answer, but something has begun above it (a creature the state
                    # check destroys as the step changed the board: Marmo Swarm shrinking as Æmber is captured
                    # between two decisions): that resolves first, and the step asks again afterwards, with the
                    # options of the board then (an answer given now would go to the new frame and be lost)
                    self.decision = None

    def ask(self, frame: Frame, player: int, kind: str, options: list, prompt: str, *,
            min_count: int = 1, max_count: int = 1, auto: bool = True, default: Any = None,
            groups: dict | None = None, totals: dict | None = None, min_total: int = 0,
            together: dict | None = None) -> Any:
        """Pose a decision, or return the answer at once when only one answer is legal. groups: for 'targets',
        the choices must stand for different groups (`Decision.groups`); totals/min_total: a non-empty choice
        must add up to min_total (`Decision.totals`); together: the choices must all share one key
        (`Decision.together`)."""
        if kind == "targets":
            if max_count <= 0:
                return ()
            if auto and min_count == max_count == len(options) and not groups and totals is None \
                    and (together is None or len({together.get(o) for o in options}) <= 1):
                return tuple(options)
        elif auto and len(options) == 1:
            return options[0]
        self.decision = Decision(player, kind, prompt, list(options), min_count, max_count, default, groups=groups,
                                 totals=totals, min_total=min_total, together=together)
        return None

    def decide(self, frame: Frame, player: int, kind: str, options: list, prompt: str, **kw: Any) -> Any:
        """The answer to this frame's decision: the one just given, or else `ask` (None while it waits).
        The options are those of the unchanged position the decision was posed in."""
        ans = frame.answer
        if ans is not None:
            frame.answer = None
            return ans
        return self.ask(frame, player, kind, options, prompt, **kw)

    def decide_order(self, frame: Frame, cards: list[int], prompt: str) -> list[int] | None:
        """The order in which several cards go to one place at once (a discard pile, the top of a deck): one
        `targets` decision of the active player with every card, the last one ending on top; by default setup
        order (FORMAT Decisions). The cards as they are when fewer than two; None while the decision waits."""
        if len(cards) < 2:
            return list(cards)
        ans = self.decide(frame, self.active, "targets", list(cards), prompt, min_count=len(cards),
                          max_count=len(cards), auto=False, default=tuple(self.in_setup_order(cards)))
        return None if ans is None else list(ans)

    def copy_as_entering(self, frame: Frame, cid: int) -> bool:
        """A card an effect puts into play (not plays) that 'enters play as a copy of another creature in play'
        (Mimic Gel): it takes that copy now, before its flank is chosen (a copied treachery sends it to the
        opponent's battleline), the active player choosing the creature. The copy is noted on the card, so a step
        that asks again (the flank) does not ask this twice; it ends when the card leaves play (Card.reset). False
        while the decision waits; with no other creature in play it enters as itself."""
        c = self.cards[cid]
        if c.token is not None or not c.defn.statics:
            return True
        cands = self.enters_as_copy(cid)
        if not cands:
            return True
        ans = self.decide(frame, self.active, "target", cands,
                          f"Choose the creature {c.defn.title} enters play as a copy of")
        if ans is None:
            return False
        c.token = (self.cards[ans].token or self.cards[ans].defn).faceup_copy()
        self.say(f"{c.defn.title} enters play as a copy of {c.token.title}")
        return True

    def ask_flank(self, frame: Frame, line: list[int], prompt: str) -> str | None:
        """The flank of `line` a creature takes as it enters that battleline (put into play by an effect, or by a
        change of control): no decision while the battleline is empty (right), else the active player's, by
        default right (FORMAT defaults). None while the decision waits."""
        if not line:
            return "right"
        return self.decide(frame, self.active, "flank", ["left", "right"], prompt, default="right")

    def keys_to_win(self, p: int) -> int:
        """Three keys, more for a player who "must forge N additional keys to win" (static `extra_keys_to_win`,
        value N, on a card of that player's: Tinkerer; LATER-MECHANICS §8 default)."""
        extra = self.statics_of("extra_keys_to_win")
        if not extra:
            return 3
        return 3 + sum(st.value for src, st, le in extra
                       if self.cards[src].controller == p and (st.applies is None or st.applies(self, src, p, le)))

    def decide_key(self, frame: Frame, p: int, costs: dict[str, int] | None = None) -> str | None:
        """Which key `p` forges: a colour not forged yet (default: the first of red, blue, yellow). Like every
        decision, the active player's, even when the other player forges (a destroyed Keyfrog). `costs`: what
        each colour costs when an ability sets the cost."""
        free = [k for k in KEY_COLOURS if k not in self.players[p].keys] or ["fourth"]   # a key with no colour
        if costs is not None:
            free = [k for k in free if self.spendable_amber(p) >= costs.get(k, 0)] or free
        elif self.statics_of("key_colour_cost"):      # keys of one colour cost more: those p can pay for
            free = [k for k in free if self.spendable_amber(p) >= self.key_cost(p, k)] or free
        prompt = "Choose which key to forge" if p == self.active else f"Choose which key {self.pname(p)} forges"
        return self.decide(frame, self.active, "key", free, prompt, default=free[0])

    def apply(self, answer: Any) -> None:
        """Answer the pending decision and run to the next one. An illegal answer changes nothing."""
        if self.decision is None:
            raise IllegalAnswer("the game is over" if self.over else "no decision is pending")
        answer = self.decision.check(answer)
        self.history.append(list(answer) if isinstance(answer, tuple) else answer)
        self.decision = None
        if self.replacing:      # which replacement effect applies: for the step that met it, run again
            self.replacing = False
            self.replacement_answers.append(answer)
        else:
            self.stack[-1].answer = answer
        self.run()

    def _redirects_overlap(self) -> bool:
        """Whether two redirect effects (Shadow Selves) could take damage meant for one creature: only then can a
        step meet a replacement choice, and is the state kept to run the step again (a copy per step is dear)."""
        redirects = self.statics_of("redirect_damage")
        for cid in self.creatures():
            n = 0
            for src, st, le in redirects:
                if src != cid and self.cards[src].zone == BATTLELINE and st.applies(self, src, cid, le):
                    n += 1
                    if n > 1:
                        return True
        return False

    def _friendship_between(self) -> bool:
        """Whether a creature whose damage is divided among its neighbors (Friendship) has two of them: only then
        can an uneven share be a choice, and is the state kept to run the step again."""
        return any(len(self.neighbors(x)) == 2 and self.has_static("divide_damage_to_neighbors", x)
                   for x in self.creatures())

    def choose_replacement(self, options: list, prompt: str, may: bool = False, keep_order: bool = False,
                           target: bool = False) -> Any:
        """Which of several replacement effects (carried by the cards `options`) applies: the active player's
        answer, asked when the step can be run again; by default the first in setup order. may: the options
        are ["no", "yes"], one optional replacement ("you may … instead"), asked as a yes/no with no default
        (FORMAT: a "may" followed by an action now); "no" where it cannot be asked. keep_order: the options stay
        in the order given (the first is the default) instead of setup order. target: not which replacement but
        the card one replacement acts on, asked as a target decision with no default (the first where it cannot
        be asked)."""
        if not may and not keep_order:
            options = self.in_setup_order(options)
        if len(options) == 1:
            return options[0]
        if self.replacement_answers:
            ans = self.replacement_answers.pop(0)
            if ans in options:
                return ans
        elif self._may_ask_replacement:
            raise ReplacementChoice(options, prompt, may, target)
        return options[0]

    def _flush_triggers(self) -> None:
        trig = self.pending_triggers
        self.pending_triggers = []
        if len(trig) == 1:
            src, sid, ctx = trig[0]
            self.push(_spec(sid), ctx)
        else:
            trig.sort(key=lambda t: self.setup_key(t[0]))
            self.push(RESOLVE_TRIGGERS, {}, trig)

    def _state_check(self) -> None:
        """Creatures whose damage is at least their power are destroyed.

        Skipped while nothing it depends on has changed: card code that changes damage or power
        counters directly must call `dirty()` (the primitives here do); the pools and any write of a card's Æ
        (`AMBER_WRITES`) are watched here."""
        # the pools, and every write of a creature's Æ: power may follow either (Marmo Swarm; Essence Entangler)
        amber = (self.players[0].amber, self.players[1].amber, AMBER_WRITES[0])
        if self._checked and amber == self._checked_amber:
            return
        if self.stack and isinstance(top := self.stack[-1].step, Step) and top.holds_state_check(self.stack[-1]):
            return      # one instruction paused halfway for a decision (Æmberlution): checked once it is done
        self._checked = True
        self._checked_amber = amber
        doomed = None
        for p in self.players:
            for cid in p.battleline:
                c = self.cards[cid]
                if c.armor_used:
                    self.armor_spent(cid, note=True)
                if not c.tagged:
                    if c.damage >= self.power(cid) and not self.has_keyword(cid, "invulnerable"):
                        if doomed is None:
                            doomed = []
                        doomed.append(cid)
        for src, st, _le in self.statics_of("destroy_when"):
            # "If …, destroy this creature" (Tireless Crocag): value(game, src) says when
            c = self.cards[src]
            if c.zone in IN_PLAY and not c.tagged and st.value(self, src):     # artifacts too (Doom Sigil)
                if doomed is None:
                    doomed = []
                if src not in doomed:
                    doomed.append(src)
        # A ward discarded instead of purging or archiving leaves the condition true: the card goes at once
        # (v16 WARD; as destroy_when, whose ward re-arms the check), so a stopped attempt is made again.
        for src, st, _le in self.statics_of("purge_when"):
            # "If there are no creatures in play, purge this card" (Cursed Tomb): value(game, src) says when
            if self.cards[src].zone in IN_PLAY and not self.cards[src].tagged and st.value(self, src):
                warded = self.cards[src].ward
                if not self.purge(src) and warded:
                    self.purge(src)
        for src, st, _le in self.statics_of("archive_when"):
            # "If …, archive this creature" (the MG2024 Tentacles): value(game, src) says when; into its OWNER's
            # archives, as any card leaving play (001:1852, 2337: the text names no archives); a ward is discarded
            # instead
            if self.cards[src].zone == BATTLELINE and not self.cards[src].tagged and st.value(self, src):
                warded = self.cards[src].ward
                if not self.archive(src) and warded:
                    self.archive(src)
        if doomed:
            self.destroy(doomed)
        if self.statics_of("considered_artifact") or any(
                self.face(x).type in _CREATURE_TYPES for p in self.players for x in p.artifacts):
            self._type_check()

    def _type_check(self) -> None:
        """"Each card that has a mineralize counter on it is considered an artifact" (static 'considered_artifact',
        De-Animator): a creature it applies to leaves the battleline for its controller's artifacts, staying in play
        (as an Animator effect ends: `_to_artifact_row`); a creature card in the artifacts that it no longer applies
        to goes back to the right flank of its controller's battleline, staying in play."""
        for p in self.players:
            for cid in list(p.battleline):
                if not self.cards[cid].tagged and self.has_static("considered_artifact", cid):
                    self._to_artifact_row(cid)
                    self.say(f"{self.cname(cid)} is now considered an artifact")
            for cid in list(p.artifacts):
                c = self.cards[cid]
                if self.face(cid).type in _CREATURE_TYPES and not c.tagged \
                        and not self.has_static("considered_artifact", cid):
                    p.artifacts.remove(cid)
                    p.battleline.append(cid)
                    c.zone = BATTLELINE
                    self.say(f"{self.cname(cid)} is a creature again, on the right flank")
                    self.dirty()

    # ------------------------------------------------------------------------------------------
    # Logging

    def say(self, text: str, to: int = -1) -> None:
        self.log.append((to, text))

    def pname(self, p: int) -> str:
        return self.players[p].name

    def cname(self, cid: int) -> str:
        return self.face(cid).title

    # ------------------------------------------------------------------------------------------
    # Derived values

    def face(self, cid: int) -> CardDef:
        c = self.cards[cid]
        if c.token is None:         # the hot path: a card that is itself
            return c.defn
        le = self.token_copy_effect(cid) if self.lasting else None
        if le is not None:
            from aember.cards.registry import get_card
            copied = get_card(le["token_copy_of"])
            if copied is not None:
                return copied
        return c.token

    def token_copy_effect(self, cid: int) -> dict | None:
        """The lasting "each friendly token creature is a copy of <that creature>" (Mirror Shell) that makes token
        creature cid a copy now - still a token creature, with that card's face: the latest such effect of its
        controller; None for any other card."""
        c = self.cards[cid]
        if c.token is not None and self.lasting and c.token.is_token and c.zone == BATTLELINE:
            if self._statics is not None and "token_copy" not in self._by_kind:
                return None     # (such an effect is a 'token_copy' static: none in force; face() asks this often)
            for le in reversed(self.lasting):       # the latest effect wins
                if "token_copy_of" in le and le["me"] == c.controller:
                    return le
        return None

    def gained_texts(self, cid: int) -> list:
        """The text boxes cid has gained and holds now (Creed of Nurture, Doppelganger: lasting `gain_text`), in the
        order gained: their abilities, keywords and traits are the creature's own (001:2642-2645)."""
        if not self.lasting:
            return []
        return [gained_text(le) for _s, _st, le in self.statics_of("gain_text") if le["target"] == cid]

    def actions_of(self, cid: int) -> tuple:
        """The card's Action: abilities: its own (none if its text box is blank), then those granted to it
        by constant abilities ('grant_action', value: the Step; "this creature gains 'Action: …'")."""
        if self.lost_all(cid):
            return ()
        own = () if self.is_blank(cid) else self.face(cid).actions
        # a gained text box brings its Action: abilities too (Doppelganger)
        own += tuple(a for gd in self.gained_texts(cid) for a in gd.actions)
        granted = self.statics_of("grant_action")
        if not granted:
            return own
        return own + tuple(st.value for src, st, le in granted if st.applies(self, src, cid, le))

    def action_granter(self, cid: int, idx: int) -> int | None:
        """The card whose constant ability gives cid its Action: ability number idx (as actions_of lists them: its
        own first, then the granted ones, an upgrade's in the order they are attached), None for one of its own.
        A gained "Action: …" that names the upgrade's title means that copy only (001:2646-2649): with two
        Dapper Chapeaus on a creature, each one's action moves that Chapeau."""
        granted = [src for src, st, le in self.statics_of("grant_action") if st.applies(self, src, cid, le)]
        n_own = len(self.actions_of(cid)) - len(granted)
        return granted[idx - n_own] if 0 <= idx - n_own < len(granted) else None

    def omnis_of(self, cid: int) -> tuple:
        """The card's Omni: abilities: its own, then those granted by constant abilities ('grant_omni', value: the
        Step; "each friendly creature gains 'Omni: …'", Hymn to Duma)."""
        if self.lost_all(cid):
            return ()
        own = () if self.is_blank(cid) else self.face(cid).omnis
        own += tuple(a for gd in self.gained_texts(cid) for a in gd.omnis)
        granted = self.statics_of("grant_omni")
        if not granted:
            return own
        return own + tuple(st.value for src, st, le in granted if st.applies(self, src, cid, le))

    def statics(self) -> list:
        """(source card id, Static, lasting context or None) for every constant ability in force."""
        s = self._statics
        if s is None:
            s = []
            # the triggered abilities of the cards in play, by event, in the order emit() offers them
            reacts: dict[str, list] = {}
            blank = self._blank = self._blanked() if self.lasting else _NO_CARDS
            # "This creature's text box is considered blank" on an upgrade (Fortune Reverser): its host
            hosts = frozenset(cid for p in self.players for cid in p.battleline for u in self.cards[cid].upgrades
                              if any(st.kind == "blank_host" for st in self.face(u).statics))
            if hosts:
                blank = self._blank = blank | hosts
            # "Each artifact's text box is considered blank" (Blossom Drake): a 'blank_artifacts' ability in force,
            # not on a creature whose own text box is blank (Fortune Reverser on the Drake: checked after hosts)
            blank_arts = bool(self.players[0].artifacts or self.players[1].artifacts) and (any(
                st.kind == "blank_artifacts" for p in self.players for cid in p.battleline
                if cid not in blank for st in self.face(cid).statics) or any(
                # or a text box gained for the turn (Creed of Nurture revealing Blossom Drake), kept when blank, not
                # while the creature "loses all abilities" (Molluscaller; a lasting effect: asked of those alone)
                st.kind == "blank_artifacts" for le in self.lasting
                if isinstance(spec := _spec(le["spec"]), Static) and spec.kind == "gain_text"
                and self.cards[le["target"]].zone in _TEXT_ROWS for st in gained_text(le).statics
                if not any(isinstance(ls := _spec(l2["spec"]), Static) and ls.kind == "lose_all_abilities"
                           and ls.applies(self, l2["src"], le["target"], l2) for l2 in self.lasting)))
            if blank_arts:
                blank = self._blank = blank | frozenset(x for p in self.players for x in p.artifacts)
            for p in self.players:
                if p.archon is not None:        # an archon power: in force all game, never blank (§8)
                    d = self.cards[p.archon].defn
                    for st in d.statics:
                        s.append((p.archon, st, None))
                    for r in d.reactions:
                        reacts.setdefault(r.event, []).append((p.archon, r))
                for cid in p.battleline:
                    c = self.cards[cid]
                    if cid not in blank:
                        face = self.face(cid)
                        for st in face.statics:
                            s.append((cid, st, None))
                        for r in face.reactions:
                            reacts.setdefault(r.event, []).append((cid, r))
                    for u in c.upgrades:
                        uface = self.face(u)
                        for st in uface.statics:
                            s.append((u, st, None))
                        for r in uface.reactions:
                            reacts.setdefault(r.event, []).append((u, r))
                for cid in p.artifacts:
                    for u in self.cards[cid].upgrades:     # upgrades on an artifact (Poltergeistoids)
                        uface = self.face(u)
                        for st in uface.statics:
                            s.append((u, st, None))
                        for r in uface.reactions:
                            reacts.setdefault(r.event, []).append((u, r))
                    if cid in blank:
                        continue
                    # the card as it is in play, as in the battleline: a creature considered an artifact (De-Animator)
                    # is still a token creature or a copy (Mimic Gel), never the facedown card's own text
                    d = self.face(cid)
                    for st in d.statics:
                        s.append((cid, st, None))
                    for r in d.reactions:
                        reacts.setdefault(r.event, []).append((cid, r))
            self._reacts = reacts
            from_text = []      # the constant abilities of gained text boxes
            for le in self.lasting:
                spec = _spec(le["spec"])
                if isinstance(spec, Static):
                    s.append((le["src"], spec, le))
                    if spec.kind == "gain_text" and self.cards[le["target"]].zone in _TEXT_ROWS:
                        # a card that gains another card's text box: its constant abilities, as its own, also after
                        # it became an artifact (mineralized) without leaving play (001:2642-2645, 2321-2325)
                        for st in gained_text(le).statics:
                            s.append((le["target"], st, None))
                            from_text.append(s[-1])
            lose_all = [e for e in s if e[1].kind == "lose_all_abilities"]
            if lose_all and from_text:
                # a creature that "loses all abilities" (Molluscaller) loses those of a text box it gained too
                # (Creed of Nurture: its own from then on, 001:2642-2645), as lost_all takes its gained Omni:/Play:
                gone = {id(e) for e in from_text if any(st.applies(self, src, e[0], le) for src, st, le in lose_all)}
                s = [e for e in s if id(e) not in gone]
            if lose_all:
                # a constant ability an upgrade gives its creature ("This creature gains, 'Your opponent's keys cost
                # +2Æ.'") is the creature's: gone while it "loses all abilities" (Molluscaller), as its gained
                # keywords and Action:/After Reap abilities are (lost_all); the upgrade's own text stays
                cards = self.cards
                s = [e for e in s if not (e[1].gained and e[2] is None and cards[e[0]].host is not None
                                          and cards[e[0]].host >= 0
                                          and any(st.applies(self, src, cards[e[0]].host, le)
                                                  for src, st, le in lose_all))]
            self._statics = s
            by_kind: dict[str, list] = {}
            for entry in s:
                by_kind.setdefault(entry[1].kind, []).append(entry)
            self._by_kind = by_kind
            # whether a replacement that may pose a choice is in force (Game.run keeps a copy of the state only then)
            self._replacing_kinds = not _REPLACEMENT_KINDS.isdisjoint(by_kind)
            # 'keyword' statics by the keyword they give: keyword() is asked of every creature at every decision
            kw: dict[str, list] = {}
            for entry in by_kind.get("keyword", _EMPTY):
                kw.setdefault(entry[1].value[0], []).append(entry)
            self._kw_statics = kw
        return s

    def _blanked(self) -> frozenset:
        """Cards in play whose text box is considered blank (Shadow of Dis, an ignorance counter): lasting 'blank'
        effects only."""
        specs = [(le, spec) for le in self.lasting
                 if isinstance(spec := _spec(le["spec"]), Static) and spec.kind == "blank"]
        if not specs:
            return _NO_CARDS
        # artifacts too: an ignorance counter on a creature mineralized into an artifact keeps its text box blank; an
        # effect that names creatures only (Shadow of Dis) says so in its own `applies`
        return frozenset(cid for p in self.players for cid in p.battleline + p.artifacts
                         if any(st.applies(self, le["src"], cid, le) for le, st in specs))

    def lost_all(self, cid: int) -> bool:
        """The card "loses all abilities" (Molluscaller's Strange Shells): not only its own text box, every
        ability another card gives it too (granted Action:/Omni:/After Reap/After Fight/Destroyed:, keywords);
        a blank text box (Shadow of Dis) keeps the gained ones."""
        return bool(self.statics_of("lose_all_abilities")) and self.has_static("lose_all_abilities", cid)

    def play_effects(self, cid: int, as_played: bool = False) -> list:
        """The play effects of a card, as (ability, granter) pairs: its own Play: (granter None) and each "Play: …"
        another card gives it (Kaspara: "Each friendly Geistoid creature gains, 'Play/Destroyed: …'"). A gained
        ability is the card's own (001:2648-2651, 3107-3112), so "its play effect" (Sci. Officer Morpheus, Favor of
        Rex, Kompsos Haruspex, Missile Officer Myers) means both, as a play does (emit 'played'). A grant to cards only
        as they are played (Charge!: "each creature you play gains, 'Play: …'", static flag `as_played`) counts only
        with as_played (the card being played now). A blank text box loses its own, not the gained ones; "loses all
        abilities" loses both."""
        own = None if self.is_blank(cid) else self.face(cid).play
        out = [] if own is None else [(own, None)]
        gained = self.gained_texts(cid)
        if gained and not self.lost_all(cid):
            # a gained text box brings its Play: ability too (Creed of Nurture, Doppelganger: 001:2643-2645), as
            # actions_of/omnis_of add its Action:/Omni: abilities; the creature's own from then on
            out += [(gd.play, None) for gd in gained if gd.play is not None]
        grants = self.statics_of("grant_play")
        if grants and not self.lost_all(cid):
            out += [(st.value, src) for src, st, le in grants
                    if (as_played or not getattr(st, "as_played", False)) and st.applies(self, src, cid, le)]
        return out

    def is_blank(self, cid: int) -> bool:
        """The card's text box is considered blank (except for traits): no abilities, no keywords."""
        if self._statics is None:
            self.statics()
        return cid in self._blank

    def statics_of(self, kind: str) -> list:
        """The constant abilities in force of one kind."""
        if self._statics is None:
            self.statics()
        return self._by_kind.get(kind, _EMPTY)

    def dirty(self) -> None:
        """Something that constant abilities or the state check depend on changed."""
        self._statics = None
        self._checked = False

    def static_values(self, kind: str, target: int) -> list:
        return [(src, st, le) for src, st, le in self.statics_of(kind)
                if st.applies is None or st.applies(self, src, target, le)]

    def power(self, cid: int) -> int:
        if self._statics is None:
            self.statics()
        by_kind = self._by_kind
        if not by_kind:                     # no constant abilities in force: the printed power and counters
            c = self.cards[cid]
            p = self.face(cid).power + c.power_counters
            return p if p > 0 else 0
        # "considered to have N power/armor" is a restriction no switch overcomes (FAQ Pale Star, 001:3565-3578)
        if "swap_power_armor" in by_kind and self._swapped(cid) and not self.has_static("set_power", cid):
            return self._armor(cid)
        return self._power(cid)

    def armor(self, cid: int) -> int:
        if self._statics is None:
            self.statics()
        by_kind = self._by_kind
        if not by_kind:
            a = self.face(cid).armor
            return a if a > 0 else 0
        if "swap_power_armor" in by_kind and self._swapped(cid) and not self.has_static("set_armor", cid):
            return self._power(cid)
        return self._armor(cid)

    def armor_spent(self, cid: int, note: bool = False) -> int:
        """The armor of `cid` used up this turn that still counts against it: the damage its armor prevented
        this turn, less the used armor it has lost since. "If a creature loses any amount of armor, it loses
        armor that has been used ... before armor that has not been used" (001:1641-1644); lost armor never
        gives the damage back, and gained armor adds unused armor. `note`: bring the bookkeeping up to date (the
        engine's own looks: the state check, damage); a read alone (views, the AI) changes nothing - it had written
        the bookkeeping too, so a game looked at after its last state check (one just over) saved differently."""
        c = self.cards[cid]
        if not c.armor_used:
            return 0
        cur = self.armor(cid)
        lost = c.armor_lost
        if cur < c.armor_seen:
            lost += min(c.armor_used - lost, c.armor_seen - cur)
        if note:
            c.armor_lost = lost
            c.armor_seen = cur
        return c.armor_used - lost

    def _swapped(self, cid: int) -> bool:
        """Power and armor are switched (Lightsmith Clariel): an odd number of switches apply."""
        n = 0
        for src, st, le in self.statics_of("swap_power_armor"):
            if st.applies(self, src, cid, le):
                n += 1
        return n % 2 == 1

    # _power, _armor and keyword are called by power(), armor() and is_blank(), which have built
    # the constant abilities: they read self._by_kind directly (the hottest lookups of AI search).

    def _power(self, cid: int) -> int:
        by_kind = self._by_kind
        if "set_power" in by_kind:          # "is considered to have N power" (The Pale Star)
            for src, st, le in by_kind["set_power"]:
                if st.applies(self, src, cid, le):
                    v = st.value    # callable: a value fixed when the effect began (Hoaxpitality)
                    return v(self, src, cid, le) if callable(v) else v
        p = self.face(cid).power + self.cards[cid].power_counters
        for src, st, le in by_kind.get("power", _EMPTY):
            if st.applies(self, src, cid, le):
                v = st.value
                p += v(self, src, cid, le) if callable(v) else v
        return p if p > 0 else 0

    def _armor(self, cid: int) -> int:
        by_kind = self._by_kind
        if "set_armor" in by_kind:
            for src, st, le in by_kind["set_armor"]:
                if st.applies(self, src, cid, le):
                    return st.value
        a = self.face(cid).armor
        for src, st, le in by_kind.get("armor", _EMPTY):
            if st.applies(self, src, cid, le):
                v = st.value
                a += v(self, src, cid, le) if callable(v) else v     # (Light of the Archons: per upgrade)
        return a if a > 0 else 0

    def keyword(self, cid: int, kw: str) -> int:
        """The value of keyword `kw` on the card (0: it does not have it)."""
        v = 0 if self.is_blank(cid) else self.face(cid).keywords.get(kw, 0)
        by_kind = self._by_kind
        if not by_kind:                     # none in force
            return v
        if "lose_all_abilities" in by_kind and self.lost_all(cid):
            return 0
        for src, st, le in self._kw_statics.get(kw, _EMPTY):
            if st.applies(self, src, cid, le):
                n = st.value[1]
                v += n(self, src, cid, le) if callable(n) else n     # "assault X, X is its power" (Creed of Nature)
        for src, st, le in by_kind.get("gain_keywords", _EMPTY):     # value(game, src, cid, le) -> {kw: n}
            if st.applies(self, src, cid, le):
                v += st.value(self, src, cid, le).get(kw, 0)
        for _src, _st, le in by_kind.get("gain_text", _EMPTY):
            if le["target"] == cid:
                v += gained_text(le).keywords.get(kw, 0)
        for src, st, le in by_kind.get("lose_keyword", _EMPTY):
            if st.value == kw and st.applies(self, src, cid, le):
                return 0
        return v

    def has_keyword(self, cid: int, kw: str) -> bool:
        return self.keyword(cid, kw) > 0

    def versatile(self, cid: int) -> bool:
        """It may be used as if it belonged to the active house (versatile, or the long form "you may use it as
        if it belonged to the active house"): used, never played or discarded, and of its own house still.
        A card that "loses all abilities" (Molluscaller's Strange Shells) loses its own such ability (its text, or a
        text box it gained: source itself); another card's permission to use it stays, being no ability of this card:
        Deipno Spymaster's and Teleporter Chief Tink's "you may use that creature this turn", Ritual of the Hunt's,
        an upgrade's "This creature can be used as though it belonged to the active house" (Experimental Therapy,
        Freelancer: as Detention Coil's "This creature cannot fight" stays)."""
        if self.has_keyword(cid, "versatile"):
            return True
        anyhouse = self.statics_of("use_any_house")
        if not anyhouse:
            return False
        lost = self.lost_all(cid)
        return any((st.applies is None or st.applies(self, src, cid, le)) and not (lost and src == cid)
                   for src, st, le in anyhouse)

    def has_static(self, kind: str, target: int) -> bool:
        for src, st, le in self.statics_of(kind):
            if st.applies is None or st.applies(self, src, target, le):
                return True
        return False

    def traits(self, cid: int) -> frozenset:
        if self._statics is None:
            self.statics()
        bk = self._by_kind
        if "lose_all_traits" not in bk and "gain_text" not in bk and "gain_traits" not in bk:
            return self.face(cid).traits        # the printed ones: nothing in force adds or removes any
        if self.statics_of("lose_all_traits") and self.has_static("lose_all_traits", cid):
            return frozenset()      # "each creature loses each of its traits" (Grey Aberrant): gained ones too
        t = self.face(cid).traits
        # a gained text box brings its traits: "Traits are listed at the top center of a card's text box"
        # (001:2845-2848; a blank one keeps them only by its own "except for traits") - Creed of Nurture
        for gd in self.gained_texts(cid):
            t = t | gd.traits
        gained = self.statics_of("gain_traits")
        if gained:          # "gains that creature's … traits" (Cyber-Clone): value(game, src, cid, le) -> traits
            for src, st, le in gained:
                if st.applies(self, src, cid, le):
                    t = t | frozenset(st.value(self, src, cid, le))
        return t

    def house_of(self, cid: int) -> str:
        """The house a card belongs to now: its own, unless a constant ability changes it ("Borrow")."""
        c = self.cards[cid]
        # a token creature is a copy of its reference card, whose house it has (whatever card lies facedown)
        h = self.face(cid).house if c.is_token_creature else c.house
        if c.is_token_creature and self.lasting:
            # a token that is a copy of a creature (Mirror Shell) has the house of that creature's card: a maverick's
            # printed house (001:2347-2353), the deck's house of a card whose house varies (an Æmber Skies monster,
            # an anomaly: LATER-MECHANICS §10)
            le = self.token_copy_effect(cid)
            if le is not None:
                h = le.get("token_copy_house") or h
        if c.token is not None and not c.token.is_token and c.defn.statics:
            # a copy in play whose own text gives it a house ("… except it belongs to house Logos": Mimic Gel, a
            # maverick one too - its text beats the maverick rule, 001:336-338)
            for st in c.defn.statics:
                if st.kind == "copy_house":
                    h = st.value
                    break
        if self._statics is None:
            self.statics()
        by_kind = self._by_kind
        if "house" in by_kind:
            for src, st, le in by_kind["house"]:
                if st.applies(self, src, cid, le):
                    h = st.value(self, src, cid, le) if callable(st.value) else st.value   # (Animator: per effect)
        if "house_only" in by_kind:
            for src, st, le in by_kind["house_only"]:
                if st.applies(self, src, cid, le):
                    h = st.value
        return h

    def belongs_to(self, cid: int, house: str | None) -> bool:
        """The card belongs to this house now: its house (house_of), a house bonus icon it carries (LATER-MECHANICS
        9), or a house it belongs to "in addition to its other houses" (static 'extra_house', value fn(game, src,
        le) -> house: Diplomat Agung)."""
        if self._statics is None:
            self.statics()
        by_kind = self._by_kind
        if "house_only" in by_kind:     # "belongs to house Mars (instead of its other houses)" (Monster Zero)
            for src, st, le in by_kind["house_only"]:
                if st.applies(self, src, cid, le):
                    return house == st.value
        c = self.cards[cid]
        if self.house_of(cid) == house or (house is not None and (c.enhancements or c.defn.gigantic)
                                           and house in self.house_icons(cid) and not c.is_token_creature):
            return True     # (a token creature's facedown card and the icons on it are not the token's)
        if "extra_house" in by_kind:
            for src, st, le in by_kind["extra_house"]:
                if st.applies(self, src, cid, le) and st.value(self, src, le) == house:
                    return True
        return False

    def house_icons(self, cid: int) -> tuple:
        """The house bonus icons card `cid` carries (Card.house_icons). A gigantic creature in play is its bottom half
        with the top half riding with it, and "the top half has bonus icons, while the bottom half has power, armor,
        and the text box" (001:2160-2163): its house icons are those of its top half, as for `bonus_icons`."""
        c = self.cards[cid]
        if c.defn.gigantic and c.zone == BATTLELINE and c.token is None:
            return tuple(i for h in self._riding_halves(cid) for i in self.cards[h].house_icons())
        if self._played_with is not None and c.defn.gigantic and c.zone == HAND:
            # checked as played, with its other half from hand (as_played): the creature's icons
            return tuple(i for h in (cid, self._played_with) for i in self.cards[h].house_icons())
        return c.house_icons()

    def houses_of(self, cid: int) -> list[str]:
        """Every house the card belongs to now, exactly those `belongs_to` says yes to: its current house first, then
        its house icons and its 'in addition' houses, unless it belongs to one house only (Monster Zero)."""
        h = self.house_of(cid)
        out = [h] if h is not None else []
        if self._statics is None:
            self.statics()
        by_kind = self._by_kind
        if "house_only" in by_kind and any(st.applies(self, src, cid, le) for src, st, le in by_kind["house_only"]):
            return out
        c = self.cards[cid]
        if (c.enhancements or c.defn.gigantic) and not c.is_token_creature:
            for x in self.house_icons(cid):
                if x not in out:
                    out.append(x)
        for src, st, le in by_kind.get("extra_house", _EMPTY):
            if st.applies(self, src, cid, le):
                x = st.value(self, src, le)
                if x is not None and x not in out:
                    out.append(x)
        return out

    def in_house_to_play(self, cid: int, playing: bool = False) -> bool:
        """A card in hand of the active house (its own house, or a house bonus icon): it may be played and
        discarded in step 3. `playing`: a gigantic creature's halves are played together as one creature, which has
        its top half's bonus icons (001:2103-2107, 2160-2163), so a house icon on the top half counts for the play."""
        c = self.cards[cid]
        if c.house == self.active_house or (self.active_house is not None and self.active_house in c.house_icons()):
            return True
        if playing and c.defn.gigantic and self.active_house is not None and c.zone == HAND:
            with self.as_played(cid):       # the creature's icons, its top half's among them
                return self.active_house in self.house_icons(cid)
        return False

    # -1 is "no card" (an upgrade's host once it has none, a context with nothing chosen): never the last card
    def is_creature(self, cid: int) -> bool:
        return cid >= 0 and self.cards[cid].zone == BATTLELINE

    def in_play(self, cid: int) -> bool:
        return cid >= 0 and self.cards[cid].zone in IN_PLAY

    def opponent(self, p: int) -> int:
        return 1 - p

    def creatures(self, player: int | None = None) -> list[int]:
        if player is None:
            return self.players[0].battleline + self.players[1].battleline
        return list(self.players[player].battleline)

    def neighbors(self, cid: int) -> list[int]:
        c = self.cards[cid]
        if c.zone != BATTLELINE:
            return []
        line = self.players[c.controller].battleline
        i = line.index(cid)
        out = []
        if i > 0:
            out.append(line[i - 1])
        if i + 1 < len(line):
            out.append(line[i + 1])
        return out

    def as_destroyed(self, cid: int, since: int = 0) -> list | None:
        """[card, neighbors, houses, power, [left, right] neighbors, Æmber on it] of creature `cid` immediately prior to
        leaving
        play, after its Destroyed: abilities (001:2340-2342, 001:1915-1948), when it was last destroyed this turn (the
        turn log's `destroyed_as_left`, from its entry number `since` on); None if it was not."""
        for i in range(len(self.turn_log) - 1, since - 1, -1):
            e = self.turn_log[i]
            if e[0] == "destroyed_as_left" and e[2] == self.turn and e[3][0] == cid:
                return e[3]
        return None

    def fought_neighbors(self, d: int) -> list[int]:
        """The neighbors of a creature being fought ("each neighbor of the creature X fights", Before Fight): its
        neighbors now, or, once it has left play (destroyed by another Before Fight ordered first), those it had
        just before it left (FAQ Smite 001:3880-3885) that are still in play."""
        if self.cards[d].zone == BATTLELINE:
            return self.neighbors(d)
        for f in reversed(self.stack):
            if f.step is FIGHT and f.ctx.get("defender") == d:
                e = self.as_destroyed(d, f.ctx.get("log_at", 0))
                was = e[1] if e is not None else f.ctx.get("target_neighbors", [])
                return [x for x in was if self.cards[x].zone == BATTLELINE]
        return []

    def is_flank(self, cid: int) -> bool:
        c = self.cards[cid]
        if c.zone != BATTLELINE:
            return False
        line = self.players[c.controller].battleline
        return line[0] == cid or line[-1] == cid or self.has_static("is_flank", cid)

    def key_cost(self, p: int, colour: str | None = None) -> int:
        """What p's next key costs; with keys of one colour costing more ("Yellow keys cost +1Æ", static
        `key_colour_cost`, value (colour, amount)) the cost of the `colour` key, or, with no colour given, of the
        cheapest key p has not forged yet."""
        if colour is None and self.pricing_colour is not None:
            colour = self.pricing_colour
        cost = BASE_KEY_COST
        for src, st, le in self.statics_of("key_cost"):
            if st.applies(self, src, p, le):
                v = st.value
                cost += v(self, src, p, le) if callable(v) else v
        by_colour = self.statics_of("key_colour_cost")
        if by_colour:
            def extra(k: str) -> int:
                return sum(st.value[1] for src, st, le in by_colour
                           if st.value[0] == k and (st.applies is None or st.applies(self, src, p, le)))
            if colour is None:
                free = [k for k in KEY_COLOURS if k not in self.players[p].keys]
                cost += min((extra(k) for k in free), default=0)
            else:
                cost += extra(colour)
        return max(cost, 0)

    def can_forge(self, p: int) -> bool:
        pl = self.players[p]
        return len(pl.keys) < self.keys_to_win(p) and self.spendable_amber(p) >= self.key_cost(p)

    def amber_sources(self, p: int) -> list[int]:
        """Cards whose Æmber p may spend as if it were in p's pool (Senator Shrix)."""
        out = []
        for src, st, le in self.statics_of("spend_amber_on"):
            if st.applies is not None and not st.applies(self, src, p, le):
                continue
            # value: fn(game, src) -> the cards whose Æmber may be spent (The Callipygian Ideal: its host;
            # Senator Bracchus: friendly creatures); None: the card itself (Senator Shrix)
            holders = st.value(self, src) if callable(st.value) else (src,)
            for h in holders:
                # a holder of another player only where the ability says so (Mole: "your opponent may spend")
                mine = self.cards[h].controller == p or getattr(st, "any_holder", False)
                if self.cards[h].amber > 0 and mine and h not in out:
                    out.append(h)
        for src, st, le in self.statics_of("spend_amber_on_foreign"):
            # Æmber on a card p does not control, spendable by p (Mole: value(game, src) -> those cards)
            if st.applies(self, src, p, le):
                for h in st.value(self, src):
                    if self.cards[h].amber > 0 and self.cards[h].zone in IN_PLAY and h not in out:
                        out.append(h)
        return out

    def spends_from_cards(self) -> bool:
        """Whether any Æmber on cards may be spent as if in a pool (Senator Shrix, Mole)."""
        return bool(self.statics_of("spend_amber_on") or self.statics_of("spend_amber_on_foreign"))

    def opponent_pool_spendable(self, p: int) -> int:
        """How much of the opponent's pool p may spend forging a key (static kind 'spend_opponent_pool',
        applies(game, src, p, le), value: at most that much — Honorable Abagnale's "up to 3Æ")."""
        kinds = self.statics_of("spend_opponent_pool")
        if not kinds:
            return 0
        cap = sum(st.value for src, st, le in kinds if st.applies(self, src, p, le))
        return min(cap, self.players[1 - p].amber)

    def spendable_amber(self, p: int) -> int:
        n = self.players[p].amber + self.opponent_pool_spendable(p)
        if self.spends_from_cards():
            n += sum(self.cards[x].amber for x in self.amber_sources(p))
        if self.statics_of("spend_as_amber"):
            n += len(self.amber_creatures(p))
        return n

    def amber_creatures(self, p: int) -> list[int]:
        """p's creatures that p may spend as if each were 1Æ in p's pool, discarding it ignoring wards (static
        'spend_as_amber' on the creature itself: Æmberling)."""
        return [src for src, st, le in self.statics_of("spend_as_amber")
                if self.cards[src].zone == BATTLELINE and self.cards[src].controller == p
                and st.applies(self, src, src, le)]

    # ------------------------------------------------------------------------------------------
    # Events and triggers

    def emit(self, kind: str, **ev: Any) -> dict:
        ev["kind"] = kind
        trig = self.pending_triggers
        card = ev.get("card", -1)
        if self._statics is None:
            self.statics()
        blank = self._blank
        if card in blank:
            if kind == "played" and self.cards[card].zone in _PLAYED_ZONES and "grant_play" in self._by_kind:
                # a blank text box (Shadow of Dis) loses the printed Play:, not one the card gained (Charge!,
                # Kaspara), as gained Destroyed:/Action: abilities and keywords stay (lost_all; 001:2648-2651)
                live = {"live": 1} if self.cards[card].zone in IN_PLAY else {}
                for src, st, le in self.statics_of("grant_play"):
                    if st.applies(self, src, card, le):
                        trig.append([card, st.value.sid, {"src": card, "me": ev["player"], "granter": src, **live,
                                                          **self._granter_live(src, card)}])
        elif kind == "played":
            own = self.face(card).play
            # a creature's, artifact's or upgrade's Play: (its own, or one granted: Kaspara) is an ability of a card
            # in play: one that leaves play before it resolves (an "after a creature is played" ability ordered first
            # destroyed it) loses it (001:1538-1541; FAQ Rad Penny 001:3134-3139)
            live = {"live": 1} if self.cards[card].zone in IN_PLAY else {}
            # A card that left play before its Play: ability (a bonus icon destroyed it) loses it.
            if own is not None and self.cards[card].zone in _PLAYED_ZONES:
                instead = self._play_effect_instead(card) if self.statics_of("play_effect_instead") else None
                if instead is not None:     # "instead of resolving its play effect, …" (Bryozoarch)
                    trig.append([card, instead[1], {"src": instead[0], "me": self.cards[instead[0]].controller,
                                                    "own_play": True, "instead_of": card}])
                else:
                    trig.append([card, own.sid, {"src": card, "me": ev["player"], "own_play": True, **live}])
            if self.cards[card].zone in _PLAYED_ZONES:
                for src, st, le in self.statics_of("grant_play"):
                    # a granted "Play: …" (Kaspara), carried by the card that has it; lost if the card granting it
                    # leaves play first (Snippy's own Play destroying Kaspara, 001:1538-1541)
                    if st.applies(self, src, card, le):
                        trig.append([card, st.value.sid, {"src": card, "me": ev["player"], "granter": src, **live,
                                                          **self._granter_live(src, card)}])
        elif kind in _OPEN_WINDOWS:
            self._own_use_triggers(card, ev, trig)
        cards = self.cards
        # a gained After Reap/Fight or Before Fight is the used creature's: resolved only while it is in play too
        # (001:1538; an attacker destroyed by hazardous ordered first loses it)
        holder = card if kind in ("reaped", "fought", "before_fight") and card >= 0 else None
        for src, r in self._reacts.get(kind, _EMPTY):
            t = self._reaction_trigger(src, r, ev, holder)
            if t is not None:
                trig.append(t)
                if (r.granted or r.gained) and kind in _OPEN_WINDOWS:
                    ev.setdefault("granted_fired", []).append(_granted_key(src, r))
        if kind in ("house_chosen", "turn_start"):
            # abilities that work from the player's discard pile, events "discard:house_chosen" (Relentless Creeper)
            # and "discard:turn_start" (Nirbor Flamewing)
            for src in self.players[ev["player"]].discard:
                for r in cards[src].defn.reactions:
                    if r.event == "discard:" + kind and r.cond(self, src, ev, None):
                        trig.append([src, r.effect.sid, {"src": src, "me": cards[src].owner, "ev": ev}])
        for _src, _st, gle in self.statics_of("gain_text"):
            # a gained text box: its After Reap / After Fight abilities and reactions, carried by the creature; one
            # the used creature has as its timing point opens is noted, not to trigger again (`late_granted`)
            self._text_triggers(gle, ev, trig, holder)
            if card == gle["target"] and kind in _OPEN_WINDOWS:
                ev.setdefault("granted_fired", []).append(_text_key(gle))
        for le in self.lasting:
            spec = _spec(le["spec"])
            if isinstance(spec, Reaction) and spec.event == kind and spec.cond(self, le["src"], ev, le):
                if spec.granted and holder is not None and (
                        ("lose_all_abilities" in self._by_kind and self.lost_all(holder))
                        or (kind == "fought" and "lose_after_fight" in self._by_kind
                            and self.has_static("lose_after_fight", holder))):
                    # gained for the turn, then lost like every other gained ability: "loses all abilities"
                    # (Molluscaller), "loses all After Fight effects" (Revna Starsong's Berserkers)
                    continue
                lctx = {"src": le["src"], "me": le["me"], "ev": ev}
                if spec.before_play:
                    lctx["before_play"] = ev["card"]
                if spec.granted and holder is not None:
                    lctx["holder"] = holder     # gained for the turn (Song of the Wild): the creature's
                trig.append([le["src"], spec.effect.sid, lctx])
                if le.get("once"):
                    le["used"] = True
        if self.lasting and any(le.get("used") for le in self.lasting):
            self.lasting = [le for le in self.lasting if not le.get("used")]
            self.dirty()
        if self.players[0].prophecies or self.players[1].prophecies:
            prophecy_triggered(self, kind, ev, trig)
        return ev

    def _own_use_triggers(self, card: int, ev: dict, trig: list) -> None:
        """The used creature's own (printed) After Reap / After Fight for event `ev`, its text box not being blank:
        noted in the event (`own_fired`, for `late_granted`), and marked `own_text`, so that it does not resolve if
        the text box is considered blank by then (ResolveTriggers, 001:1538-1543)."""
        ev["own_fired"] = True
        if ev["kind"] == "reaped":
            own = self.face(card).reap
            if own is not None:
                trig.append([card, own.sid, {"src": card, "me": ev["player"], "live": 1, "own_text": 1,
                                             "use_no": ev.get("use_no")}])
        else:
            own = self.face(card).fight
            if own is not None and ev["fought"] and ev["survived"] and not (
                    self.statics_of("lose_after_fight") and self.has_static("lose_after_fight", card)):
                trig.append([card, own.sid, {"src": card, "me": ev["player"], "target": [ev["target"]], "live": 1,
                                             "own_text": 1, "target_houses": ev.get("target_houses"),
                                             "use_no": ev.get("use_no"), "target_halves": ev.get("target_halves")}])

    def _text_triggers(self, gle: dict, ev: dict, trig: list, holder: int | None) -> None:
        """The triggers, for event `ev`, of the text box a lasting `gain_text` effect `gle` gives its target (Creed of
        Nurture, Doppelganger): the body of `emit`'s loop over gained text boxes, also used by `late_granted`."""
        card, kind = ev.get("card", -1), ev["kind"]
        # a gained text box: its After Reap / After Fight abilities and reactions, carried by the creature (and
        # resolved only while it is in play: 001:1539-1543), also once it is an artifact (mineralized) without
        # leaving play (001:2642-2645, 2321-2325)
        tgt = gle["target"]
        gd = gained_text(gle)
        if self.cards[tgt].zone not in _TEXT_ROWS:
            return
        if "lose_all_abilities" in self._by_kind and self.lost_all(tgt):
            return        # "loses all abilities" (Molluscaller): a gained text box's too
        lost_fight = "lose_after_fight" in self._by_kind and self.has_static("lose_after_fight", tgt)
        if card == tgt and kind == "reaped" and gd.reap is not None:
            trig.append([tgt, gd.reap.sid, {"src": tgt, "me": ev["player"], "live": 1}])
        elif (card == tgt and kind == "fought" and gd.fight is not None and ev["fought"] and ev["survived"]
              and not lost_fight):        # "loses all After Fight effects" (Revna Starsong): gained ones too
            trig.append([tgt, gd.fight.sid, {"src": tgt, "me": ev["player"], "target": [ev["target"]], "live": 1,
                                             "target_houses": ev.get("target_houses"),
                                             "target_halves": ev.get("target_halves")}])
        if card == tgt and self.statics_of("fight_reap_both") and self.has_static("fight_reap_both", tgt):
            # Livia the Elder: a gained After Fight is also an After Reap, and the reverse (a "Fight/Reap:"
            # ability, one step, still resolves once)
            if kind == "reaped" and gd.fight is not None and gd.fight is not gd.reap:
                trig.append([tgt, gd.fight.sid, {"src": tgt, "me": ev["player"], "target": [], "live": 1}])
            elif (kind == "fought" and gd.reap is not None and gd.reap is not gd.fight and ev["fought"]
                  and ev["survived"] and not lost_fight):
                trig.append([tgt, gd.reap.sid, {"src": tgt, "me": ev["player"], "live": 1}])
        self._collect(tgt, gd.reactions, ev, trig, holder)

    def _granter_live(self, src: int, holder: int) -> dict:
        """For an ability another card in play grants `holder` ("Each creature gains, 'After Reap: …'", Kangaphant;
        Kaspara's "Play: …"): {'granter_live': src}, so that it does not resolve once that card has left play
        (001:1538-1541: the granting ability is no longer active). Empty for a card's own ability or a grant by
        a card out of play (a lasting effect: Charge!)."""
        if src != holder and 0 <= src < len(self.cards) and self.cards[src].zone in IN_PLAY:
            if self.cards[src].zone == UPGRADE_ZONE and self.cards[src].host == holder:
                # "This creature gains …": an upgrade moved to another creature meanwhile (Envoy of Ekwirrĕ's swap)
                # gives it to that creature, no longer to this one
                return {"granter_live": src, "granter_host": holder}
            return {"granter_live": src}
        return {}

    def _play_effect_instead(self, card: int) -> tuple[int, int] | None:
        """(source card, step id) of the effect that replaces this card's Play: ability, if any (static kind
        'play_effect_instead'); of several, the active player's choice (by default the first in setup order)."""
        found = {src: st.value.sid for src, st, le in self.statics_of("play_effect_instead")
                 if self.cards[src].zone in IN_PLAY and st.applies(self, src, card, le)}
        if not found:
            return None
        src = self.choose_replacement(list(found), "Choose which effect replaces the Play: ability")
        return src, found[src]

    def _reaction_trigger(self, src: int, r: Reaction, ev: dict, holder: int | None) -> list | None:
        """The trigger [carrier, step id, ctx] of reaction `r` of card `src` (in play) to event `ev`, or None when it
        does not trigger: the body of `emit`'s loop over the cards in play, also used by `late_granted`."""
        cards = self.cards
        kind = ev["kind"]
        if r.gained and "lose_all_abilities" in self._by_kind and self.lost_all(cards[src].host):
            return None     # an ability an upgrade gives its creature, which "loses all abilities" (Molluscaller)
        if (r.gained and kind == "fought" and "lose_after_fight" in self._by_kind
                and self.has_static("lose_after_fight", cards[src].host)):
            return None     # an After Fight an upgrade gives its creature, which "loses all after fight effects"
        if r.cond(self, src, ev, None):
            ctx = {"src": src, "me": cards[src].controller, "ev": ev}
            if r.gained and cards[src].zone == UPGRADE_ZONE and cards[src].host is not None \
                    and cards[src].host >= 0:
                # "This creature gains, '…'": the ability is the creature's, so the creature deals its damage
                # (FAQ "Damage, Source of", 001:3200-3208: Static Charge, Plasma Nozzle vs Ardent Hero)
                ctx["damage_source"] = cards[src].host
                if kind in ("reaped", "fought", "before_fight") and ev.get("card") == cards[src].host:
                    # the creature's After Reap/After Fight/Before Fight: lost if the upgrade is moved to another
                    # creature before it resolves (Envoy of Ekwirrĕ's own swap, ordered first, handing on its Mirror
                    # Shell), as an upgrade's granted ability is (ResolveTriggers, 001:1538-1543)
                    ctx["granter_live"] = src
                    ctx["granter_host"] = cards[src].host
            carrier = src
            if not r.granted and cards[src].zone in IN_PLAY:
                ctx["live"] = 1     # an ability of a card in play: resolved only while it stays there (001:1538)
            elif r.granted and holder is not None:
                if self.lost_all(holder):
                    return None     # "loses all abilities" (Molluscaller): gained ones too
                ctx["holder"] = holder
                # the player whose creature has the ability as it triggers: the "you" of a gained After Reap/After
                # Fight (granted_use_ability). The user, unless the creature changed hands before a late trigger
                # (a Shĭzyokŭ Swopper given to the player whose Ancient Battleground then grants it "After Fight")
                ctx["holder_controller"] = cards[holder].controller
                ctx["grant_of"] = src       # re-checked as it is about to resolve (`still_granted`)
                # granted only while the granting card is in play (001:1538-1541): one that leaves play
                # before the ability's turn to resolve takes it away (Rm-Foler's After Reap, ordered first,
                # destroys the Kangaphant that gave it "destroy this creature")
                ctx.update(self._granter_live(src, holder))
                if cards[src].zone != UPGRADE_ZONE:
                    # an ability another card (not an upgrade) grants is carried, for ordering, by the creature
                    # that has it (FORMAT defaults; shared scenarios README convention 3: Optio Gorkus's Troll)
                    carrier = holder
            if r.before_play:
                ctx["before_play"] = ev["card"]
            return [carrier, r.effect.sid, ctx]
        return None

    def still_granted(self, ctx: dict, sid: int) -> bool:
        """A triggered ability another card in play grants the creature `ctx['holder']` ('grant_of': that card) is
        still the creature's as it is about to resolve: the grant's condition still picks it out. A creature that is
        no longer the granting creature's neighbor (Envoy of Ekwirrĕ's own After Reap swapping it away from
        Operations Officer Yshi, ordered first) or no longer friendly to it (Shĭzyokŭ Swopper given away by its own
        After Fight, under an Ancient Battleground) has lost the ability, which does not resolve, as one whose
        granting card or upgrade has gone (001:1538-1541)."""
        src, ev = ctx["grant_of"], ctx.get("ev")
        if not ev:
            return True
        for s, r in self._reacts.get(ev.get("kind"), _EMPTY):
            if s == src and r.granted and r.effect.sid == sid:
                return bool(r.cond(self, src, ev, None))
        return True

    def late_granted(self, ev: dict | None) -> bool:
        """Still at the "after reap / after fight" timing point of `ev` (the use's frame is open): an After Reap /
        After Fight ability the used creature has gained since the event, and did not trigger for it, triggers
        now (FAQ Nexus / Spectral Tunneler, 001:3824-3832: "you are still at the timing point to trigger Nexus's
        'After Reap' abilities"). Bawretchadontius exalting itself in its own After Reap now has Æ on it, so its
        gained "After Reap: Deal 4D" resolves. Only abilities other cards in play grant (`granted`) or upgrades
        give (`gained`: Mirror Shell moved onto Envoy of Ekwirrĕ by its own After Reap swap); lasting grants
        trigger as they are added (`add_lasting`). A text box the creature gains meanwhile (a lasting `gain_text`:
        Nexus or Kartanoo using Creed of Nurture on itself) brings its After Reap / After Fight the same way. True when
        some were added to the pending triggers."""
        if not ev or ev.get("kind") not in _OPEN_WINDOWS:
            return False
        card = ev.get("card", -1)
        if card < 0 or self.cards[card].zone != BATTLELINE:
            return False
        if self._statics is None:
            self.statics()
        fired = ev.setdefault("granted_fired", [])
        new = []
        for src, r in self._reacts.get(ev["kind"], _EMPTY):
            # granted by another card in play, or given by an upgrade ("This creature gains, 'After Reap: …'": Mirror
            # Shell moved onto Envoy of Ekwirrĕ by its own After Reap swap)
            if not (r.granted or r.gained) or _granted_key(src, r) in fired:
                continue
            t = self._reaction_trigger(src, r, ev, card)
            if t is not None:
                fired.append(_granted_key(src, r))
                new.append(t)
        if not ev.get("own_fired") and card not in self._blank:
            # its own text box, blank as the timing point opened, is not any more (Envoy of Ekwirrĕ's text box,
            # gained through Creed of Nurture, swapping its Fortune Reverser onto a neighbor): its printed After Reap
            # / After Fight is the creature's now, as a granted one would be
            self._own_use_triggers(card, ev, new)
        for _src, _st, gle in self.statics_of("gain_text"):
            # a text box the used creature has gained since (Nexus using an enemy Creed of Nurture on itself): its
            # After Reap / After Fight and reactions to the event are the creature's now, and trigger as a granted
            # ability does (001:2642-2645 with the FAQ above)
            if gle["target"] == card and _text_key(gle) not in fired:
                fired.append(_text_key(gle))
                self._text_triggers(gle, ev, new, card)
        if new:
            self.pending_triggers.extend(new)
        return bool(new)

    def _collect(self, src: int, reactions: tuple, ev: dict, trig: list, holder: int | None = None) -> None:
        """The reactions of a text box `src` gained. One that grants the used creature `holder` an After Reap/After
        Fight/Before Fight (Creed of Nurture giving Falcron's or Kangaphant's text box) is taken as the same grant
        from a printed card is (the _reacts loop of emit): lost while the holder "loses all abilities"
        (Molluscaller), gone once `src` leaves play, and carried by the holder for ordering (README convention 3)."""
        kind = ev["kind"]
        for r in reactions:
            if r.event == kind and r.cond(self, src, ev, None):
                ctx = {"src": src, "me": self.cards[src].controller, "ev": ev}
                carrier = src
                if r.granted and holder is not None:
                    if self.lost_all(holder):
                        continue
                    ctx["holder"] = holder
                    ctx.update(self._granter_live(src, holder))
                    carrier = holder
                if r.before_play:
                    ctx["before_play"] = ev["card"]
                trig.append([carrier, r.effect.sid, ctx])

    def add_lasting(self, spec: Reaction | Static, src: int, me: int, until: str = "turn", **extra: Any) -> None:
        """A lasting effect. until: 'turn' (remainder of the turn) or 'my_next_turn' (start of `me`'s next)."""
        le = {"spec": spec.sid, "src": src, "me": me, "until": until}
        if until == "next_turn":        # ends at the end of the next turn (the opponent's)
            le["turn"] = self.turn
        le.update(extra)
        self.lasting.append(le)
        self.dirty()
        if isinstance(spec, Reaction) and spec.event in _OPEN_WINDOWS:
            # Gained while its "After Reap/Fight" timing point is still being resolved (an ability
            # triggered by that event is on the stack): it triggers for that event too (Nexus + Tunneler).
            for f in reversed(self.stack):
                ev = f.ctx.get("ev")
                if ev is not None and ev.get("kind") == spec.event:
                    if spec.cond(self, src, ev, le):
                        self.pending_triggers.append([src, spec.effect.sid, {"src": src, "me": me, "ev": ev}])
                    break

    def logged(self, what: str, player: int, turn: int) -> list:
        """The details of `turn_log` entries: what `player` did on `turn` (one of the last three)."""
        return [e[3] for e in self.turn_log if e[0] == what and e[1] == player and e[2] == turn]

    def times_used_this_turn(self, cid: int) -> int:
        """How many times the card has been used this turn (removing a stun counts)."""
        return sum(1 for e in self.turn_log if e[0] == "used" and e[2] == self.turn and e[3] == cid)

    def played_as_creatures(self, p: int | None, turn: int) -> list[int]:
        """The cards played as creatures on `turn`, by `p` (None: by any player), in the order they were played: the
        type a card was played as, not the one it has now (Explo-rover played as an upgrade is no creature played,
        even back in a discard pile as a creature card)."""
        return [e[3] for e in self.turn_log if e[0] == "played" and e[2] == turn and (p is None or e[1] == p)
                and (e[4] if len(e) > 4 else self.face(e[3]).type) == CREATURE]

    def played_of_house(self, p: int, turn: int, house: str) -> int:
        """How many cards `p` played on `turn` that belonged to `house` as they were played ("if you have played 7
        or more Sanctum cards this turn", Epic Quest): a house the card has gained or lost since does not count."""
        return sum(1 for e in self.turn_log if e[0] == "played" and e[1] == p and e[2] == turn
                   and (house in e[5] if len(e) > 5 else self.belongs_to(e[3], house)))

    def previous_turn(self, p: int) -> int:
        """The number of `p`'s last turn before this one ("on their previous turn"): the turn before this one,
        unless an extra turn came between (Tachyon Manifold), as the houses chosen in the turn log tell."""
        best = -1
        for e in self.turn_log:
            if e[0] == "house" and e[1] == p and best < e[2] < self.turn:
                best = e[2]
        return best if best >= 0 else self.turn - 1

    def house_choices(self, p: int) -> list[str]:
        """The houses p may choose in step 2: legal houses, less those p cannot choose; if p must
        choose a house that is still possible, only that (cannot beats must)."""
        houses = self.legal_houses(p)
        for src, st, le in self.statics_of("cannot_choose_house"):
            if st.applies(self, src, p, le):
                h = st.value(self, src, le) if callable(st.value) else st.value
                banned = h if isinstance(h, (list, tuple, set, frozenset)) else (h,)   # (Screeyan: a card's houses)
                houses = [x for x in houses if x not in banned]
        musts = []
        for src, st, le in self.statics_of("must_choose_house"):
            if st.applies(self, src, p, le):
                h = st.value(self, src, le) if callable(st.value) else st.value
                # a mandate may name several houses: "the house of" a card that belongs to more than one (a house
                # icon, Badge of Unity) - each is one of the "must choose" options (001:2213-2214)
                for x in (h if isinstance(h, (list, tuple)) else (h,)):
                    if x in houses and x not in musts:
                        musts.append(x)
        return musts or houses

    # ------------------------------------------------------------------------------------------
    # Æmber

    def gain(self, p: int, n: int) -> int:
        return self.add_to_pool(p, n, f"{self.pname(p)} gains {n}Æ")

    def add_to_pool(self, p: int, n: int, text: str = "", leaving: int = -1) -> int:
        """Æmber added to p's pool, however it comes (gained, stolen, paid by the opponent, moved off a card,
        given): replacements of "Æmber that would be added to a pool" (Ether Spider, not the card `leaving`
        play now) apply to all of it. Returns the amount that reached the pool."""
        if n <= 0:
            return 0
        if self.statics_of("tokens_instead"):
            for src, st, le in self.statics_of("tokens_instead"):
                if st.applies(self, src, p, le):
                    captors = self._capture_instead_sources(p, leaving) if self.statics_of("capture_instead") else []
                    if captors:
                        # Staff Up and Ether Spider/Akugyo both replace this Æ: the active player picks the one
                        # that applies (001:2599-2610 replacement effects; FORMAT: a choice of replacements is an
                        # order decision, by default setup order)
                        pick = self.choose_replacement([src] + captors, "Choose the replacement effect that applies")
                        if pick != src:
                            self._capture_on(pick, p, n)
                            return 0
                    # "make that many token creatures instead" (Staff Up): the tokens are made next, one
                    # flank decision each, before the step that added the Æ goes on and before the abilities
                    # its event triggers (ctx 'before_triggers': `run` resolves that frame first)
                    self.say(f"{n}Æ that would go to {self.pname(p)}'s pool makes token creatures instead")
                    self.push(st.value, {"me": p, "src": src, "n": n, "before_triggers": True})
                    return 0
        if self.statics_of("capture_instead") and self._captured_instead(p, n, leaving):
            return 0
        self.players[p].amber += n
        if text:
            self.say(text)
        return n

    def gain_chains(self, p: int, n: int) -> int:
        """p gains n chains, the tracker stopping at MAX_CHAINS (a tracker already past it, as a scenario may set
        it, is not lowered); returns the chains actually added."""
        pl = self.players[p]
        before = pl.chains
        pl.chains = max(before, min(MAX_CHAINS, before + n))
        return pl.chains - before

    def lose(self, p: int, n: int) -> int:
        pl = self.players[p]
        n = min(n, pl.amber)
        if n > 0:
            pl.amber -= n
            self.say(f"{self.pname(p)} loses {n}Æ")
        return n

    def _steals_outside_steal_step(self) -> bool:
        """Whether a steal may happen in this step other than through StealStep (which asks Gargantodon's
        capturers itself): a reap that steals instead (Dimension Door), a bonus icon resolved as a steal
        (Scrivener Favian), damage replaced by a steal (Shoulder Id). Only then does `run` keep a copy of the
        state for Game.steal to ask; a new caller of Game.steal outside StealStep belongs here."""
        return bool(self.statics_of("reap_steal") or self.statics_of("steal_instead_of_damage")
                    or any(st.value[1] == "steal" for _src, st, _le in self.statics_of("icon_replace")))

    def can_steal(self, thief: int) -> bool:
        """Whether `thief` could steal any Æ now: the opponent has some and it is not kept from being stolen
        ("your Æ cannot be stolen": The Vaultkeeper, Cephaloist at 4Æ). A "you may steal … instead" with no steal
        possible asks nothing (FORMAT "Decisions": may, nothing could be done), as "you may forge" under "cannot
        forge keys" asks nothing (Key Charge with Malforge)."""
        return self.players[1 - thief].amber > 0 and not self.has_static("no_steal", 1 - thief)

    def steal(self, thief: int, n: int) -> int:
        victim = self.players[1 - thief]
        n = min(n, victim.amber)
        if n > 0 and self.has_static("no_steal", 1 - thief):     # Discombobulator: Æmber cannot be stolen
            return 0
        if n > 0 and self.statics_of("steal_to_capture"):
            # Gargantodon: "each Æ that would be stolen is captured by a creature controlled by the active player
            # instead" - the steal does not occur (001:2603-2610); steals made outside the steal step (a reap
            # turned into a steal by Dimension Door, Scrivener Favian's icon, Shoulder Id) meet it here too
            for _ in range(n):
                takers = self.creatures(self.active)
                if not takers or victim.amber <= 0:
                    break
                x = self.choose_replacement(takers, "Choose a creature to capture the Æmber that would be stolen",
                                            keep_order=True, target=True)
                self.capture(x, 1, 1 - thief)
            return 0
        if n > 0:
            if self.has_static("supply_instead", 1 - thief):     # Po's Pixies: from the common supply
                # still a steal (FAQ Nerve Blast, 001:3646-3652: "still considered to be stolen"), but not from
                # the victim: logged apart from "stole" (Information Exchange's "stole Æ from you")
                self.turn_log.append(["stole_from_supply", thief, self.turn, n])
                self.add_to_pool(thief, n, f"{self.pname(thief)} steals {n}Æ (taken from the common supply)")
                return n
            victim.amber -= n
            self.turn_log.append(["stole", thief, self.turn, n])     # "stole Æ from you on their turn"
            self.emit("stolen", player=thief, victim=1 - thief, amount=n)     # Molephin, Book of Malefaction
            self.add_to_pool(thief, n, f"{self.pname(thief)} steals {n}Æ")
        return n

    def _captured_instead(self, p: int, n: int, leaving: int = -1) -> bool:
        """Æmber that would be added to p's pool is captured by a creature instead (Ether Spider). Of several such
        creatures (two Akugyos), the one the active player picks: a choice of replacement effects (FORMAT)."""
        found = self._capture_instead_sources(p, leaving)
        if not found:
            return False
        self._capture_on(self.choose_replacement(found, "Choose the creature that captures the Æ instead"), p, n)
        return True

    def _capture_instead_sources(self, p: int, leaving: int = -1) -> list[int]:
        """The creatures in play whose "Æ that would be added to <p>'s pool is captured by it instead" applies."""
        return [src for src, st, le in self.statics_of("capture_instead")
                if src != leaving and self.cards[src].zone == BATTLELINE and st.applies(self, src, p, le)]

    def _capture_on(self, src: int, p: int, n: int) -> None:
        self.cards[src].amber += n
        self.say(f"{self.cname(src)} captures {n}Æ that would go to {self.pname(p)}")
        self.emit("captured", card=src, amount=n)

    def capture(self, cid: int, n: int, from_player: int | None = None, emit: bool = True) -> int:
        """`cid` captures up to `n`Æ from `from_player` (default: its controller's opponent). emit=False: part of
        one capture taken from several pools (Crassosaurus), whose caller reports it once (`captured_once`)."""
        c = self.cards[cid]
        if c.zone != BATTLELINE:
            return 0
        victim_i = 1 - c.controller if from_player is None else from_player
        victim = self.players[victim_i]
        n = min(n, victim.amber)
        if n > 0:
            if not self.has_static("supply_instead", victim_i):
                victim.amber -= n
            c.amber += n
            self.say(f"{self.cname(cid)} captures {n}Æ")
            if emit:
                self.emit("captured", card=cid, amount=n)     # "each time a creature captures Æ" (Kretchee)
        return n

    def captured_once(self, cid: int, n: int) -> None:
        """Report as one capture the `n`Æ that `cid` took with several `capture(..., emit=False)` calls: "capture NÆ
        from any combination of players" is one capture, however the Æmber is split (Kretchee adds 1Æ once)."""
        if n > 0:
            self.emit("captured", card=cid, amount=n)

    def forge(self, p: int, colour: str, cost: int | None = None, from_cards: int | dict[int, int] | None = None,
              spent: list[int] | None = None, from_opponent: int | None = None) -> None:
        """Forge a key, paying `cost` (default: the current cost). `spent`: creatures spent as 1Æ each
        (Æmberling; default: only those the rest cannot pay). Æmber on cards that may be spent as if in
        the pool (Senator Shrix) pays `from_cards` of it (default: as much as it can; a dict: the Æmber taken from
        each card, as chosen card by card), the pool the rest."""
        pl = self.players[p]
        cost = max(0, self.key_cost(p, colour) if cost is None else cost)     # a reduced cost never pays back Æmber
        due = cost
        opp_part = self.opponent_pool_spendable(p)
        if opp_part:
            # the opponent's pool pays `from_opponent` (default: as much as it may) before anything else
            opp_part = min(opp_part, due) if from_opponent is None else min(from_opponent, opp_part, due)
            if opp_part:
                self.players[1 - p].amber -= opp_part
                due -= opp_part
                self.say(f"{self.pname(p)} spends {opp_part}Æ from {self.pname(1 - p)}'s pool")
        if spent is None and pl.amber < due and self.statics_of("spend_as_amber"):
            # not chosen (a forge outside the forge step): as few creatures as the pool and cards leave due
            short = due - pl.amber - (sum(self.cards[x].amber for x in self.amber_sources(p))
                                      if self.spends_from_cards() else 0)
            spent = self.amber_creatures(p)[:max(0, short)]
        for x in spent or []:
            if self.cards[x].zone == BATTLELINE and due > 0:
                self.say(f"{self.pname(p)} spends {self.cname(x)} as 1Æ")
                self.move(x, DISCARD)       # discarded, ignoring wards
                due -= 1
        if isinstance(from_cards, dict):        # chosen card by card: Æmber taken from each card
            for src, part in from_cards.items():
                part = min(part, self.cards[src].amber, due)
                self.cards[src].amber -= part
                self._checked = False
                due -= part
        elif self.spends_from_cards():
            take = due if from_cards is None else min(from_cards, due)
            for src in self.amber_sources(p):
                part = min(take, self.cards[src].amber)
                self.cards[src].amber -= part
                self._checked = False   # power may depend on the Æ on a creature (Tribune Pompitus)
                take -= part
                due -= part
        pl.amber -= min(due, pl.amber)
        for src, st, le in self.statics_of("forge_amber_to"):     # The Sting: "you get all Æ spent"
            if self.cards[src].zone in IN_PLAY and st.applies(self, src, p, le):
                getter = self.cards[src].controller
                self.add_to_pool(getter, cost, f"{self.pname(getter)} gets the {cost}Æ spent ({self.cname(src)})")
                break
        pl.keys.append(colour)
        self.dirty()        # power may depend on keys (Mushroom Man)
        self.forged_this_turn = True
        self.last_forge_turn[p] = self.turn
        self.turn_log.append(["forged", p, self.turn, colour])
        self.say(f"{self.pname(p)} forges the {colour} key, paying {cost}Æ")
        if len(pl.keys) >= self.keys_to_win(p):
            self.winner = p
            self.over = True
            self.decision = None
            self.say(f"{self.pname(p)} forges their {('third', 'fourth')[len(pl.keys) - 3]} key and wins the game"
                     if len(pl.keys) <= 4 else f"{self.pname(p)} forges their last key and wins the game")
            return
        self.emit("forged", player=p, cost=cost)

    def unforge(self, p: int, colour: str) -> bool:
        """Unforge `colour`, one of player p's forged keys; False if it is not forged. Power may follow the keys
        (Legendary Keyraken, Corsair; Mushroom Man the other way), so the state check looks again even when no
        pool changes (Turnkey, Art Project)."""
        pl = self.players[p]
        if colour not in pl.keys:
            return False
        pl.keys.remove(colour)
        self.turn_log.append(["unforged", p, self.turn, colour])   # that key is gone (Key Hammer's "it")
        self.dirty()
        self.say(f"{pl.name}'s {colour} key is unforged")
        return True

    def keys_forged_and_kept(self, p: int, turn: int) -> list[str]:
        """The colours of the keys `p` forged on `turn` that are still those keys: forged then and not unforged
        since ("if your opponent forged a key on their previous turn, unforge it", Key Hammer). A key of the
        same colour forged again later (unforged, then Keyfrog) is another key."""
        out = []
        for i, e in enumerate(self.turn_log):
            if e[0] == "forged" and e[1] == p and e[2] == turn and e[3] in self.players[p].keys:
                if not any(f[0] == "unforged" and f[1] == p and f[3] == e[3] for f in self.turn_log[i + 1:]):
                    out.append(e[3])
        return out

    # ------------------------------------------------------------------------------------------
    # Cards moving

    def zone_of(self, cid: int) -> list[int]:
        c = self.cards[cid]
        z = c.zone
        if z == UPGRADE_ZONE:
            return self.cards[c.host].upgrades
        if z == LIMBO or z == UNDER or z == HALF or z == GRAFTED or z == "prophecy" or z == "archon":  # in no list
            return []
        if z in IN_PLAY or z == ARCHIVES:    # archives: those of the player holding the card
            return self.players[c.controller].zone_list(z)
        return self.players[c.owner].zone_list(z)

    def _detach(self, cid: int) -> None:
        c = self.cards[cid]
        if c.zone == UNDER or c.zone == GRAFTED:
            c.host = -1     # no longer under (or grafted onto) a card: wherever it goes next, it is on nothing
            return
        lst = self.zone_of(cid)
        if cid in lst:
            lst.remove(cid)

    def note_as_leaving(self, was: dict, cid: int) -> None:
        """A destroyed creature's neighbors, houses and power immediately before it leaves play, into its entry of
        the destruction wave (logged as `destroyed_as_left`; 001:2340-2342)."""
        was["neighbors"] = self.neighbors(cid)
        line = self.players[self.cards[cid].controller].battleline
        i = line.index(cid)
        # the same neighbors by side, [left, right] (None: no neighbor there): "its other neighbor" (Kering)
        was["sides_left"] = [line[i - 1] if i > 0 else None, line[i + 1] if i + 1 < len(line) else None]
        was["houses_left"] = self.houses_of(cid)
        was["power_left"] = self.power(cid)
        was["amber_left"] = self.cards[cid].amber     # "if that creature has Æ on it" (Jayne the Bard)

    def _leave_play(self, cid: int) -> None:
        """What happens to a card as it leaves play (it is then put elsewhere by the caller)."""
        c = self.cards[cid]
        if c.zone == BATTLELINE and c.tagged:
            # a tagged creature that a Destroyed: ability takes out of play before the discard pile (Bad Penny to
            # hand) is still destroyed (001:1891-1896): its neighbours are those it had as it left ("after a
            # neighbor … is destroyed": Slipshot)
            for f in reversed(self.stack):
                if f.step is DESTRUCTION and cid in f.data.get("tagged", ()):
                    if f.pc >= 2:
                        # the wave's cards going to the discard pile all at once: their neighbors were noted
                        # before the first of them moved (Smite's FAQ, 001:3875-3885)
                        break
                    self.note_as_leaving(f.data["was"][str(cid)], cid)
                    break
        if c.zone == BATTLELINE:
            for f in self.stack:
                if f.step is FIGHT and f.ctx.get("attacker") == cid:
                    f.ctx["left_play"] = True   # put back into play later, it is a new object: it did not survive
        # "If this card leaves play, …" (Magda the Rat's errata) is an effect its resolved Play: ability set up, not
        # an ability of its text box: a text box blanked since (Shadow of Dis) does not take it away; the reaction's
        # condition says whether it was set up
        for r in self.face(cid).reactions:
            if r.event == "leaves_play" and r.cond(self, cid, {"card": cid}, None):   # "If this card leaves play"
                # an upgrade's ctx keeps the card it was on (Collar of Subordination)
                self.pending_triggers.append([cid, r.effect.sid, {"src": cid, "me": c.controller,
                                                                  "host": c.host if c.zone == UPGRADE_ZONE else -1}])
        for u in self.beneath(cid) + self.grafted(cid):     # cards under a card leaving play are discarded
            self.move(u, DISCARD)
        if c.zone == BATTLELINE:
            if c.amber:
                n, c.amber = c.amber, 0
                self.add_to_pool(1 - c.controller, n, f"{n}Æ on {self.cname(cid)} goes to "
                                 f"{self.pname(1 - c.controller)}", leaving=cid)
        if c.zone in (BATTLELINE, ARTIFACTS):     # an artifact may carry upgrades too (Poltergeistoids)
            self._upgrades_to_discard(cid)
        elif c.zone == UPGRADE_ZONE:
            host = self.cards[c.host]
            if cid in host.upgrades:
                host.upgrades.remove(cid)
        self._detach(cid)
        if self.lasting and any(le.get("target") == cid for le in self.lasting):
            for le in self.lasting:
                if le.get("target") == cid and le.get("on_end") is not None:
                    # A lasting effect that ends when this card leaves play, with something to do then.
                    self.pending_triggers.append([le["src"], le["on_end"], {"src": le["src"], "me": le["me"],
                                                                            "le": copy_data(le)}])
            self.lasting = [le for le in self.lasting if le.get("target") != cid]
        if self.lasting and any(le.get("of_src") and le["src"] == cid for le in self.lasting):
            # a lasting effect about where this card is in play ("each of its neighbors", "each creature to its
            # left": Martian Propagandist, Phalanx Leader) ends as it leaves play: played again the same turn it is
            # a new card, and the lasting effect was not applied to that one (001:2321-2327)
            self.lasting = [le for le in self.lasting if not (le.get("of_src") and le["src"] == cid)]
        for le in self.lasting:
            # a lasting effect on a list of cards in play (Scout's skirmish, Red-Hot Armor, Hissaro's house) ends for
            # this one as it leaves play (001:2321-2327); a permission's list (with 'max') records uses: the use
            # stays counted, but the card no longer covered - played again the same turn it is a new card, and using
            # it takes another of the permission's cards (Combat Pheromones' "up to 2 other Mars cards")
            if cid in (le.get("cards") or ()):
                le["cards"] = [x for x in le["cards"] if x != cid] if "max" not in le else \
                    [-1 if x == cid else x for x in le["cards"]]
        c.reset_in_play_state()
        c.controller = c.owner
        self.dirty()

    def move(self, cid: int, zone: str, top: bool = True, by: int | None = None) -> None:
        """Move a card to `zone` of its owner (from anywhere). In-play cards leave play first. `by`: the player who
        discards a card from a deck or archives (default: the controller of the ability resolving, as for exalt):
        "discard the top card of your opponent's deck" is discarded by the ability's player; "each player discards
        …" / "your opponent discards …" by each owner, as their callers say (Bandit Culver)."""
        c = self.cards[cid]
        came_from = c.zone
        ups: list[int] = []
        if c.zone in IN_PLAY:
            if zone == DISCARD and c.zone == BATTLELINE and self.statics_of("purge_instead"):
                # "a creature that would enter a discard pile from play is purged instead" (Annihilation Ritual)
                if self.has_static("purge_instead", cid):
                    zone = PURGED
                    self.say(f"{self.cname(cid)} is purged instead")
            if c.defn.gigantic and c.zone in (BATTLELINE, ARTIFACTS):
                # A gigantic creature leaving play (from the artifacts too, when it is considered an artifact:
                # De-Animator): its other half goes with it, as a separate card again.
                for h in self.cards:
                    if h.zone == HALF and h.host == cid:
                        h.host = -1
                        h.zone = zone
                        h.controller = h.owner
                        if zone in (DECK, DISCARD) and top:
                            self.players[h.owner].zone_list(h.zone).insert(0, h.cid)
                        else:   # the bottom of a deck (Æmbrosia Outpost), or a hand, archives …
                            self.players[h.owner].zone_list(h.zone).append(h.cid)
            # upgrades discarded as their card goes to the same discard pile land on it: "If the card to which an
            # upgrade is attached leaves play …, the upgrade is discarded" (001:608-609), and by FORMAT's default
            # for cards put into one pile at once (setup order, upgrades right after their creature) the last on
            # top; so do the cards under it or grafted onto it (LATER-MECHANICS §13, numbered right after it too)
            if zone == DISCARD and top:
                ups = [*c.upgrades, *self.in_setup_order(x.cid for x in self.cards
                                                         if x.host == cid and x.zone in (UNDER, GRAFTED))]
            self._leave_play(cid)
        else:
            if c.zone == ARCHIVES and c.controller != c.owner and zone != ARCHIVES:
                if self.statics_of("keep_opponent_cards_in_archives") and self.has_static(
                        "keep_opponent_cards_in_archives", c.controller):
                    self.say(f"{self.cname(cid)} cannot leave {self.pname(c.controller)}'s archives")
                    return      # "your opponent's cards cannot leave your archives" (Memrox the Red)
                zone = HAND   # a card leaving an opponent's archives goes to its owner's hand instead
            if c.zone == HAND and zone == DISCARD and (host := self._hand_discard_host()) is not None:
                # "each time a card would be discarded from a player's hand, put it facedown under this creature
                # instead" (Refined Adhesive); the card never reaches the discard pile, so it does not scrap
                self.say(f"{self.pname(c.owner)} reveals {c.defn.title}")
                self.put_beneath(cid, host)
                return
            if c.zone == HAND and zone == DISCARD and c.owner == self.active:
                self._scrap(cid)
            self._detach(cid)
        if zone == DISCARD or c.zone == DISCARD:
            self._checked = False   # power may depend on the size of a discard pile (haunted)
        c.zone = zone
        c.controller = c.owner
        c.put_facedown = False
        lst = self.players[c.owner].zone_list(zone)
        if top:
            lst.insert(0, cid) if zone in (DECK, DISCARD) else lst.append(cid)
        else:
            lst.append(cid) if zone in (DECK, DISCARD) else lst.insert(0, cid)
        for u in ups:
            if self.cards[u].zone == DISCARD and u in lst:
                lst.remove(u)
                lst.insert(0, u)
        if zone == DISCARD and came_from in (DECK, ARCHIVES):
            # discarded from a deck or from archives (by `by`, else the ability's player): logged and announced
            # apart from a discard from hand ("discarded", which every "from your hand" ability waits for); "After
            # you discard a Shadows card" (Bandit Culver) waits for both - the cards call a deck's discards "you
            # discard" (Lethologica, Angry Mob)
            who = by if by is not None else self.resolving_player(c.owner)
            self.turn_log.append(["discarded_elsewhere", who, self.turn, cid])
            self.emit("discarded_elsewhere", card=cid, player=who)

    def ward_stops(self, cid: int) -> bool:
        """A creature in play with a ward would leave play some way other than destruction (returned, archived, put
        on a deck or under a card): "instead discard each ward counter on it" (001:2795-2809; a ward placed after it
        was tagged still stops these). True if a ward stopped it."""
        c = self.cards[cid]
        if c.zone == BATTLELINE and c.ward:
            c.ward = False
            self.say(f"{self.cname(cid)}'s ward is discarded instead")
            return True
        return False

    def leave_play_to(self, cid: int, zone: str, top: bool = True) -> bool:
        """Return to hand, archive, shuffle into deck …: a ward stops it. True if the card moved.
        top=False: to the bottom of the deck (Broken Axe Outpost)."""
        if self.ward_stops(cid):
            return False
        self.move(cid, zone, top)
        return True

    def return_to_hand(self, cid: int) -> bool:
        if not self.in_play(cid):
            return False
        # named as it was in play: a token creature goes to hand unseen, its card facedown (001:2790-2791, 2813-2814)
        name = self.cname(cid)
        ok = self.leave_play_to(cid, HAND)
        if ok:
            self.say(f"{name} returns to {self.pname(self.cards[cid].owner)}'s hand")
        return ok

    def beneath(self, cid: int) -> list[int]:
        """The cards facedown beneath card `cid`, in setup order (an effect on each of them takes them so by
        default: Skŏllĕnbŭzzz, Offering to Kiligog)."""
        out = [c.cid for c in self.cards if c.zone == UNDER and c.host == cid]
        return out if len(out) < 2 or self.setup_rank is None else self.in_setup_order(out)

    def faceup_under(self, host: int) -> bool:
        """The cards under this card lie faceup, seen by both players (Cauldron: the static kind 'faceup_under')."""
        return any(st.kind == "faceup_under" for st in self.face(host).statics)

    def grafted(self, cid: int) -> list[int]:
        """The cards grafted (faceup) onto card `cid`, in setup order."""
        out = [c.cid for c in self.cards if c.zone == GRAFTED and c.host == cid]
        return out if len(out) < 2 or self.setup_rank is None else self.in_setup_order(out)

    def join_half(self, half: int, host: int) -> None:
        """A gigantic creature in play is both halves: `half` leaves its zone and rides with `host` (zone HALF)."""
        self._detach(half)
        self.cards[half].zone = HALF
        self.cards[half].host = host

    def _riding_halves(self, cid: int) -> list[int]:
        """The other half of a gigantic creature in play (zone HALF, riding with `cid`)."""
        if not self.cards[cid].defn.gigantic:
            return []
        return [h.cid for h in self.cards if h.zone == HALF and h.host == cid]

    def _halves_follow(self, halves: list[int], zone: str, host: int) -> None:
        """A gigantic creature put under or grafted onto a card: after it leaves play its two halves are separate
        cards again (001 GIGANTIC), both in the same place."""
        for h in halves:
            hc = self.cards[h]
            hc.zone = zone
            hc.host = host
            hc.controller = hc.owner

    def graft(self, cid: int, host: int) -> None:
        """Graft a card onto a card in play: faceup under it, not in play, still its owner's (GRAFT)."""
        c = self.cards[cid]
        halves = self._riding_halves(cid)       # a gigantic creature grafted from play (Antanagoge): both halves
        self._detach(cid)
        c.zone = GRAFTED
        c.host = host
        c.controller = c.owner
        self._halves_follow(halves, GRAFTED, host)
        self.say(f"{self.pname(c.owner)} grafts {c.defn.title} onto {self.cname(host)}")

    def put_beneath(self, cid: int, host: int) -> None:
        """Put a card facedown beneath another card in play (it stays its owner's)."""
        c = self.cards[cid]
        halves = self._riding_halves(cid) if c.zone == BATTLELINE else []   # a gigantic creature (Hydrogan)
        if c.zone in IN_PLAY:
            self._leave_play(cid)
        else:
            self._detach(cid)
        c.zone = UNDER
        c.host = host
        c.controller = c.owner
        self._halves_follow(halves, UNDER, host)
        self.say(f"{self.pname(c.owner)} puts a card beneath {self.cname(host)}")

    def purge(self, cid: int) -> bool:
        """Purge a card; True if it was. A replaced purge did not happen ("if you do" fails): a warded
        creature discards its ward instead; a card in a player's archives that another player owns goes
        to its owner's hand instead (Mass Abduction)."""
        c = self.cards[cid]
        if c.zone == BATTLELINE and c.ward:
            c.ward = False
            self.say(f"{self.cname(cid)}'s ward is discarded instead of it being purged")
            return False
        name = self.cname(cid)
        self.move(cid, PURGED)
        if c.zone != PURGED:
            return False
        self.say(f"{name} is purged")
        return True

    def archive(self, cid: int, p: int | None = None, put: bool = False) -> bool:
        """Put a card into `p`'s archives (default: its owner's). A ward stops a creature leaving play.

        A card in a player's archives that another player owns goes to its owner's hand if it leaves them.
        put=True: an effect that "puts" the card there rather than archiving it (001:1605-1609) - it lies facedown
        whatever its own text says (The Archivist)."""
        c = self.cards[cid]
        holder = c.owner if p is None else p
        if self.ward_stops(cid):
            return False
        name = self.cname(cid)
        came = c.zone
        # from facedown under a card (Jargogle's "archive it instead") as hidden as from a hand (LATER-MECHANICS 13)
        under = self.cname(c.host) if came == UNDER and not self.faceup_under(c.host) else None
        halves = self._riding_halves(cid) if c.zone in (BATTLELINE, ARTIFACTS) else []   # gigantic: both halves
        self.move(cid, ARCHIVES)
        c.put_facedown = put and c.zone == ARCHIVES
        if holder != c.owner:
            for x in [cid] + halves:
                if x in self.players[c.owner].archives:
                    self.players[c.owner].archives.remove(x)
                    self.players[holder].archives.append(x)
                    self.cards[x].controller = holder
        if came in HIDDEN_ZONES or under:    # from a hidden zone into another: only their player knows it
            self.say(f"{self.pname(holder)} archives {name}", to=holder)
            self.say(f"{self.pname(holder)} archives the card that was facedown under {under}" if under else
                     f"{self.pname(holder)} archives a card from {'their' if c.owner == holder else 'a'} {came}")
        else:   # from play or a discard pile: everyone saw the card (001:2328-2332, only hand/deck/archives hide it)
            self.say(f"{self.pname(holder)} archives {name}")
        return True

    def shuffle_into_deck(self, cids: list[int]) -> None:
        owners = set()
        for cid in cids:
            if self.cards[cid].zone in IN_PLAY:
                if not self.leave_play_to(cid, DECK):
                    continue
            else:
                self.move(cid, DECK)
            if self.cards[cid].zone == DECK:    # not one that went elsewhere instead (an abducted card: owner's hand)
                owners.add(self.cards[cid].owner)
        for o in sorted(owners):
            self.shuffle_deck(o)
            self.say(f"{self.pname(o)} shuffles their deck")

    def shuffle_discard_into_deck(self, p: int, anyway: bool = False) -> None:
        """'Shuffle your discard pile into your deck' (the whole deck is shuffled). An empty pile puts nothing into
        the deck and the deck is not shuffled (no "after you shuffle your deck", Expect the Unexpected), as for
        `shuffle_into_deck` with nothing that went in. anyway=True: the deck is shuffled all the same - this
        ability searched it (001:2596-2597, Help from Future Self) or put other cards into it (Blank Check)."""
        pl = self.players[p]
        had = bool(pl.discard)
        if not had and not anyway:
            return
        for x in list(pl.discard):
            self.move(x, DECK)
        self.shuffle_deck(p)
        self.say(f"{pl.name} shuffles their discard pile into their deck")
        if had:
            self.emit("discard_shuffled", player=p)     # "after you shuffle your discard pile …" (Sabira the Medium)

    def overwhelmed(self, p: int) -> bool:
        """A player is overwhelmed while the opponent controls more creatures than they do (LATER-MECHANICS §5)."""
        return len(self.players[1 - p].battleline) > len(self.players[p].battleline)

    def haunted(self, p: int) -> bool:
        """A player with 10 or more cards in their discard pile is haunted (a state cards refer to). The static
        kind 'haunted_count' (value fn(game, src, p, le) -> the count to use instead, Junkyard Cemetery: discard
        pile and purged cards together) gives another count."""
        pl = self.players[p]
        if len(pl.discard) >= 10:
            return True
        for src, st, le in self.statics_of("haunted_count"):
            if st.applies(self, src, p, le) and st.value(self, src, p, le) >= 10:
                return True
        return False

    def _draw_replacers(self, p: int | None = None) -> list[int]:
        """The cards in the player's discard pile that may replace their draws during their turn (static kind
        'replace_draw' on the card's own definition, value fn(game, cid, p): Scooboo). While there is one, a step
        may meet that choice, and is run from a copy of the state, as for replacement effects."""
        known = self.__dict__.get("_replacers")
        if known is None or known[0] != len(self.cards):     # the cards of a game never change once dealt
            known = self._replacers = (len(self.cards), tuple(
                c.cid for c in self.cards if any(st.kind == "replace_draw" for st in c.defn.statics)))
        if not known[1]:
            return []
        q = self.active if p is None else p
        return [x for x in self.players[q].discard if x in known[1]]

    def discard_top(self, p: int, n: int = 1, by: int | None = None) -> list[int]:
        """Discard the top `n` cards of p's deck (as many as there are); returns them. `by`: the player who discards
        them (default: the ability's player, `move`; p for "each player / your opponent discards …")."""
        out = []
        deck = self.players[p].deck
        while deck and len(out) < n:
            x = deck[0]
            self.say(f"{self.pname(p)} discards {self.cname(x)} from the top of their deck")
            self.move(x, DISCARD, by=by)
            out.append(x)
        return out

    def _scrap(self, cid: int) -> None:
        """A card discarded from the active player's hand: its "Scrap:" abilities trigger, to resolve from
        the discard pile once the discard is done, in the order the active player chooses with the other
        abilities it triggers (LATER-MECHANICS §3). Every way of discarding from a hand comes through here."""
        for r in self.cards[cid].defn.reactions:
            if r.event == "scrap":
                self.pending_triggers.append([cid, r.effect.sid, {"src": cid, "me": self.active, "scrap": True}])

    def discard_from_hand(self, cid: int) -> bool:
        """Discard a card from its owner's hand, with the "discarded" event. False if a replacement effect put it
        elsewhere (Refined Adhesive): then it was not discarded, and nothing that waits for a discard sees it."""
        if self._hand_discard_hosts():
            self.move(cid, DISCARD)
            return False
        owner = self.cards[cid].owner
        self.say(f"{self.pname(owner)} discards {self.cname(cid)}")
        self.turn_log.append(["discarded", owner, self.turn, cid])   # (Giant Sloth)
        self.move(cid, DISCARD)
        self.emit("discarded", card=cid, player=owner)
        return True

    def _hand_discard_host(self) -> int | None:
        """The creature a card that would go from a hand to a discard pile goes beneath instead (Refined Adhesive:
        static `hand_discard_under`), or None. With several copies, which replacement applies is the active
        player's choice (by default the first copy in setup order)."""
        hosts = self._hand_discard_hosts()
        if not hosts:
            return None
        return hosts[self.choose_replacement(list(hosts), "Choose which card the discarded card goes under")]

    def _hand_discard_hosts(self) -> dict[int, int]:
        """Each `hand_discard_under` effect that would apply now (its card -> the creature a discard goes under)."""
        return {src: h for src, st, _le in self.statics_of("hand_discard_under")
                if (h := st.value(self, src)) is not None}

    def draw(self, p: int, n: int = 1) -> int:
        pl = self.players[p]
        drawn = 0
        for _ in range(n):
            if p == self.active and self.step != "setup":
                opts = self._draw_replacers(p)
                if opts:
                    # "if you would draw a card during your turn, you may … instead" (Scooboo): -1 draws normally
                    # "you may … instead": a yes/no (FORMAT, Decisions), then which copy where several could
                    yes = self.choose_replacement(
                        ["no", "yes"], f"Use {self.cname(opts[0])} instead of drawing this card?", may=True)
                    ans = -1 if yes != "yes" else self.choose_replacement(opts, "Choose which card replaces the draw")
                    if ans >= 0:
                        for st in self.cards[ans].defn.statics:
                            if st.kind == "replace_draw":
                                st.value(self, ans, p)
                                break
                        continue
            if not pl.deck:
                if not pl.discard:
                    break
                pl.deck = pl.discard
                pl.discard = []
                self._checked = False
                for cid in pl.deck:
                    self.cards[cid].zone = DECK
                self.shuffle_deck(p)
                self.say(f"{pl.name} shuffles their discard pile into their deck")
                self.emit("discard_shuffled", player=p)     # a draw from an empty deck (Sabira the Medium)
            cid = pl.deck.pop(0)
            self.cards[cid].zone = HAND
            pl.hand.append(cid)
            drawn += 1
            self.say(f"{pl.name} draws {self.cname(cid)}", to=p)
        if drawn:
            self.say(f"{pl.name} draws {drawn} card{'s' if drawn > 1 else ''}")
            if self.step == "draw":     # "if they drew 2 or more cards during their draw cards step" (Luis Compère)
                self.turn_log.append(["drew_in_draw_step", p, self.turn, drawn])
            self.emit("drew", player=p, amount=drawn, draw_step=self.step == "draw")   # (The Cards Will Tell)
        return drawn

    def shuffle_deck(self, p: int) -> None:
        """Shuffle p's deck (every shuffle of a deck comes through here: Expect the Unexpected sees it)."""
        self.rng.shuffle(self.players[p].deck)
        if self.step != "setup":
            self.emit("shuffled", player=p)

    def refill_target(self, p: int) -> int:
        n = HAND_SIZE
        for src, st, le in self.statics_of("hand_size"):
            if st.applies(self, src, p, le):
                n += st.value(self, src, p, le) if callable(st.value) else st.value   # (Greed: a count)
        return n

    def refill(self, p: int, draw_step: bool = False) -> None:
        """Step 5 (and the setup draw): draw up to the hand size, fewer with chains. In step 5, or a refill "as if it
        were their draw cards step" (draw_step=True), "draw N additional cards during your 'draw cards' step"
        (static `draw_step_extra`, value N: Scheming Expertise) adds N."""
        n = self.refill_count(p, draw_step)
        if n > 0:
            self.draw(p, n)

    def refill_count(self, p: int, draw_step: bool = False) -> int:
        """How many cards a refill draws (a chain is shed here when it would draw any); the step-5 TurnStep draws
        them one at a time."""
        pl = self.players[p]
        # chains reduce only the cards drawn "based on the number of remaining cards in their hand" (001:1773-1776):
        # not the N additional cards (Scheming Expertise), and with a full hand no chain is shed
        n = self._chained_count(p, self.refill_target(p) - len(pl.hand))
        if draw_step and self.statics_of("draw_step_extra"):
            n += sum(st.value for src, st, le in self.statics_of("draw_step_extra")
                     if st.applies is None or st.applies(self, src, p, le))
        return n

    def _chained_count(self, p: int, want: int) -> int:
        pl = self.players[p]
        if want <= 0:
            return 0
        if pl.chains > 0:
            want -= chain_penalty(pl.chains)
            pl.chains -= 1
            self.say(f"{pl.name} sheds a chain ({pl.chains} left)")
        return max(want, 0)

    def _chained_draw(self, p: int, want: int) -> None:
        n = self._chained_count(p, want)
        if n > 0:
            self.draw(p, n)

    def has_treachery(self, cid: int) -> bool:
        """Treachery (the keyword, or the older long form's static): the card enters play under the opponent of
        the player who plays it or puts it into play (LATER-MECHANICS section 1)."""
        face = self.cards[cid].token or self.cards[cid].defn
        return bool(face.keywords.get("treachery")) or any(st.kind == "treachery" for st in face.statics)

    def entry_controller(self, cid: int, p: int) -> int:
        """The player a card that p plays or puts into play enters play under: p's opponent for treachery ("enters
        play under your opponent's control", LATER-MECHANICS section 1)."""
        return 1 - p if self.has_treachery(cid) else p

    def entry_line(self, cid: int, p: int) -> list[int]:
        """The battleline a creature that p plays or puts into play enters: the opponent's for treachery. Its
        flanks and (with deploy) positions are those of that line (LATER-MECHANICS section 1, rule 3)."""
        return self.players[self.entry_controller(cid, p)].battleline

    def play_entry_line(self, cid: int, p: int) -> list[int]:
        """The battleline whose flanks are offered as p plays this creature: its entry line, or, while that is empty,
        the opponent's when it may enter play as a copy of a treachery creature (Mimic Gel copying Infiltrator: the
        copy's treachery applies as it enters play, FAQ Mimic Gel 001:3527-3533; the active player chooses the
        flank, LATER-MECHANICS §1 rule 3). The copy is chosen later; in an empty line either flank is the same."""
        line = self.entry_line(cid, p)
        if not line and self.cards[cid].defn.statics and any(self.has_treachery(x) for x in self.enters_as_copy(cid)):
            return self.players[1 - p].battleline
        return line

    def put_into_play(self, cid: int, controller: int, where: Any = "right", ready: bool = False,
                      announce: bool = True) -> None:
        """A creature or artifact enters play. where: 'left', 'right' or a battleline index. announce=False: the
        caller puts several cards into play by one instruction and announces each (`announce_entered`) once all
        are in play, so a card entering with the others sees them enter (Lambent Mycelium put into play by
        Trojan Sauropod together with another creature)."""
        c = self.cards[cid]
        self._detach(cid)
        face = c.token or c.defn
        controller = self.entry_controller(cid, controller)
        c.controller = controller
        c.entered_turn = self.turn
        pl = self.players[controller]
        if face.type == ARTIFACT and c.defn.type != CREATURE:     # a creature copying an artifact stays one
            c.zone = ARTIFACTS
            pl.artifacts.append(cid)
        else:
            c.zone = BATTLELINE
            if where == "left":
                pl.battleline.insert(0, cid)
            elif isinstance(where, int):
                pl.battleline.insert(max(0, min(where, len(pl.battleline))), cid)
            else:
                pl.battleline.append(cid)
        self.dirty()
        er = face.enters_ready
        if callable(er):        # "If …, this creature enters play ready" (Bonesaw)
            er = er(self, cid)
        creature = face.type != ARTIFACT
        c.exhausted = not (ready or er or (creature and (self.has_static("enters_ready", cid)
                                                         or self._own_entry_static(cid, face, "enters_ready")))
                           or (face.type == ARTIFACT and self.has_static("artifact_enters_ready", cid)))
        if c.zone == BATTLELINE and ((self.statics_of("enters_stunned") and self.has_static("enters_stunned", cid))
                                     or self._own_entry_static(cid, face, "enters_stunned")):
            c.stun = True       # "enters play stunned" (Gargantodon)
        if c.zone == BATTLELINE and ((self.statics_of("enters_enraged") and self.has_static("enters_enraged", cid))
                                     or self._own_entry_static(cid, face, "enters_enraged")):
            c.enrage = True     # "enters play enraged" (Gizelhart's Zealot)
        if announce:
            self.announce_entered(cid)

    def announce_entered(self, cid: int) -> None:
        """The "entered" event of a card that has entered play: "after a creature enters play" abilities."""
        c = self.cards[cid]
        face = c.token or c.defn
        # a token creature enters play as a creature ("after a creature enters play": Lambent Mycelium, Autocannon)
        self.emit("entered", card=cid, player=c.controller,
                  type=CREATURE if face.type == "token creature" else face.type)

    def _own_entry_static(self, cid: int, face: Any, kind: str) -> bool:
        """The entering card's own "enters play ready/stunned/enraged" (Duskwitch, Yxilx Dominator) modifies how it
        enters play: it applies to the card even if its text box will be blank once in play (FAQ "Shadow of Dis",
        Silvertooth answer, 001_8b4898dbee0caf39.txt:3687-3695)."""
        return any(st.kind == kind and (st.applies is None or st.applies(self, cid, cid, None))
                   for st in face.statics)

    def make_token(self, p: int, where: Any = "right") -> int | None:
        """Make a token creature: the top card of p's deck enters play face down, exhausted, on a flank,
        as a copy of p's token creature reference card. Nothing happens without a reference card."""
        pl = self.players[p]
        td = pl.token_def
        if td is None or not pl.deck:
            return None
        cid = pl.deck[0]
        self.cards[cid].token = td
        self.put_into_play(cid, p, where)
        self.say(f"{pl.name} makes a {td.title}")
        return cid

    def flip(self, cid: int) -> bool:
        """Turn a creature in play over where it stands; it neither leaves nor enters play, and keeps its
        counters and upgrades. Facedown it is a token creature (its controller's token reference card);
        faceup again it is its own card, which is discarded, with its upgrades, if it is no creature."""
        c = self.cards[cid]
        if c.zone != BATTLELINE:
            return False
        if c.is_token_creature:
            c.token = None
            self.dirty()
            self.say(f"{self.pname(c.controller)} flips a token creature faceup: {c.defn.title}")
            # a card that cannot stay in the battleline: no creature, or one half of a gigantic creature alone
            # (001:2063-2068; a half is never a creature in play by itself, 001:2155-2167)
            if c.defn.type != CREATURE or (c.defn.gigantic and not self._riding_halves(cid)):
                c.amber = 0     # tokens and counters of a card that cannot stay go to the supply
                self.say(f"{c.defn.title} cannot stay in play faceup and is discarded")
                self.move(cid, DISCARD)
            return True
        face = self.players[c.controller].token_def
        if face is None:
            return False
        self.say(f"{self.cname(cid)} is flipped facedown: it is now a {face.title}")
        c.token = face
        self.dirty()
        return True

    def take_control(self, cid: int, p: int, where: Any = "right", keep_holds: bool = False) -> bool:
        """`p` takes control of a card in play; a creature goes on a flank of p's battleline. A lasting control
        effect (no end) overrides the control effects with an end still on the card: they are forgotten, so their
        end changes nothing (001:1841-1843, the most recent takes precedence); `keep_holds` for a change made by
        such an effect, or at its end (effects.hold_control, ReleaseControl)."""
        c = self.cards[cid]
        if c.zone not in (BATTLELINE, ARTIFACTS):
            return False
        if not keep_holds:
            self.drop_control_holds(cid)    # also when p controls it already: the most recent effect says p
        if c.controller == p:
            return False
        self._detach(cid)
        c.controller = p
        self.end_control_bound(cid)
        line = self.players[p].zone_list(c.zone)
        if c.zone == BATTLELINE and where == "left":
            line.insert(0, cid)
        else:
            line.append(cid)
        self.say(f"{self.pname(p)} takes control of {self.cname(cid)}")
        self.dirty()
        self.react_late(cid, 1 - p)
        return True

    def react_late(self, cid: int, old: int) -> None:
        """A card that changed control (from `old`) while the "after played / reaped / fought" timing point of an
        event is still being resolved: its abilities that react to that event for its new controller, and did not
        for the old one, trigger now - the game is still at that timing point (FAQ Nexus / Spectral Tunneler,
        001:3824-3826): Harland Mindlock taking Sci. Officer Morpheus triggers Harland's play effect again."""
        for f in reversed(self.stack):
            ev = f.ctx.get("window_ev") or f.ctx.get("ev")
            if ev is None:
                continue
            if ev.get("kind") in _OPEN_WINDOWS or ev.get("kind") == "played":
                new = self.cards[cid].controller
                # a blank text box (Fortune Reverser, an ignorance counter: still blank under the new controller)
                # has no reaction of its own
                reacts = () if self.is_blank(cid) else self.face(cid).reactions
                gained = self.gained_texts(cid)
                if gained and not self.lost_all(cid):
                    # and those of a text box it gained (Creed of Nurture giving Sci. Officer Morpheus's): the
                    # creature's own (001:2642-2645)
                    reacts = (*reacts, *(r for gd in gained for r in gd.reactions))
                for r in reacts:
                    if r.event != ev["kind"] or r.gained or r.granted or not r.cond(self, cid, ev, None):
                        continue
                    with self.controlled_as(cid, old):
                        was = r.cond(self, cid, ev, None)
                    if not was:
                        self.pending_triggers.append([cid, r.effect.sid, {"src": cid, "me": new, "ev": ev}])
            return

    def end_control_bound(self, cid: int) -> None:
        """The card changed control: the lasting effects bound to the control it had (`ctl_bound`: "while under
        your control, it belongs to house Saurian", Enlist Numeri, Borrow, Hannibal's Mark) end for good - they
        last while that control lasts and do not come back if the card returns to that player (001:2269-2276,
        the duration specified by the effect; ruling in docs/architecture.md)."""
        kept = [le for le in self.lasting
                if not (le.get("ctl_bound") and (le.get("target") == cid or cid in le.get("cards", ())))]
        if len(kept) != len(self.lasting):
            self.lasting = kept

    def drop_control_holds(self, cid: int) -> None:
        """Forget the control effects with an end (Harland Mindlock, Collar of Subordination) on a card whose
        control a more recent, lasting effect changes."""
        if self.lasting and any(le.get("ctl_hold") is not None and le.get("target") == cid for le in self.lasting):
            self.lasting = [le for le in self.lasting if not (le.get("ctl_hold") is not None
                                                              and le.get("target") == cid)]

    def swap_control(self, a: int, b: int) -> bool:
        """Two cards in play under different players' control exchange places and controllers: a creature
        takes the other's position in the other battleline, with its upgrades and counters."""
        ca, cb = self.cards[a], self.cards[b]
        # a card tagged for destruction may still be swapped (only destroying or sacrificing it is refused,
        # 001:1904-1908); it keeps its tag and leaves play to its owner's pile (001:1852)
        if ca.zone != cb.zone or ca.zone not in (BATTLELINE, ARTIFACTS) or ca.controller == cb.controller:
            return False
        self.drop_control_holds(a)
        self.drop_control_holds(b)
        la = self.players[ca.controller].zone_list(ca.zone)
        lb = self.players[cb.controller].zone_list(cb.zone)
        la[la.index(a)], lb[lb.index(b)] = b, a
        ca.controller, cb.controller = cb.controller, ca.controller
        self.end_control_bound(a)
        self.end_control_bound(b)
        self.say(f"{self.cname(a)} and {self.cname(b)} swap control")
        self.dirty()
        self.react_late(a, cb.controller)
        self.react_late(b, ca.controller)
        return True

    def attach(self, upgrade: int, host: int, controller: int, entering: bool = False, by: int | None = None) -> None:
        """Attach an upgrade to a creature (entering: it enters play so, being played, rather than moving
        from another creature: "after an upgrade enters play", Armory Officer Nel). `by`: the player who attaches it,
        when not its controller (moving an upgrade keeps its controller: a Blaster on an enemy's creature)."""
        u = self.cards[upgrade]
        prev = u.host if u.zone == UPGRADE_ZONE else -1     # moved from that creature (Big Magnet, Refit)
        # a card attached from outside play enters play as it is attached, whatever put it there: an action card
        # attached as an upgrade after its Play: ability (Came Back Wrong, Poltergeistoids; LATER-MECHANICS §12)
        entering = entering or u.zone not in IN_PLAY
        self._detach(upgrade)
        u.zone = UPGRADE_ZONE
        u.host = host
        u.controller = controller
        self.cards[host].upgrades.append(upgrade)
        self.dirty()
        self.emit("attached", card=upgrade, host=host, player=controller, entered=entering, prev=prev,
                  by=controller if by is None else by)

    # ------------------------------------------------------------------------------------------
    # Creature states

    def ready(self, cid: int) -> None:
        if self.in_play(cid):
            if self.statics_of("cannot_ready") and self.has_static("cannot_ready", cid):
                return      # "this creature cannot ready" (Under Pressure)
            was = self.cards[cid].exhausted
            self.cards[cid].exhausted = False
            self._checked = False       # power may follow how many creatures are exhausted (Llack Gaboon)
            if was:     # readying a ready card does nothing (rulebook "resolve as much as you can"): no event
                # who readies: the controller of the ability resolving now, as for exalt - a Destroyed: ability of
                # the non-active player's creature (Cadet) is that player's ("after you ready", Seda the Sleeper;
                # "their deck", Giltspine Mesmerist)
                self.emit("readied", card=cid, player=self.resolving_player(self.active))

    def exhaust(self, cid: int) -> None:
        if self.in_play(cid) and not self.cannot_become_exhausted(cid):
            self.cards[cid].exhausted = True
            self._checked = False

    def cannot_become_exhausted(self, cid: int) -> bool:
        """'Your creatures cannot become exhausted' (Sariel the Steadfast: static 'cannot_become_exhausted')."""
        return bool(self.statics_of("cannot_become_exhausted")) and self.has_static("cannot_become_exhausted", cid)

    def stun(self, cid: int) -> bool:
        c = self.cards[cid]
        if c.zone != BATTLELINE or c.stun:
            return False
        c.stun = True
        self.say(f"{self.cname(cid)} is stunned")
        return True

    def enrage(self, cid: int) -> bool:
        c = self.cards[cid]
        if c.zone != BATTLELINE or c.enrage:
            return False
        c.enrage = True
        return True

    def ward(self, cid: int) -> bool:
        c = self.cards[cid]
        if c.zone != BATTLELINE or c.ward:
            return False
        c.ward = True
        return True

    def heal(self, cid: int, n: int | None) -> int:
        """Heal n damage (None: fully). Returns the damage removed."""
        c = self.cards[cid]
        if c.zone != BATTLELINE:
            return 0
        h = c.damage if n is None else min(n, c.damage)
        c.damage -= h
        if h:
            self.say(f"{self.cname(cid)} heals {h} damage")
        return h

    # ------------------------------------------------------------------------------------------
    # Damage and destruction

    def apply_damage(self, hits: list[tuple[int, int]], source: int = -1, fight: bool = False,
                     redirected: dict[int, int] | None = None, armor: bool = True,
                     divided: dict[int, list[int]] | None = None,
                     moment: dict[str, Any] | None = None) -> dict[int, int]:
        """Deal pending damage to creatures at once, through the damage chart. Returns damage dealt.
        `redirected` (if given) records where damage meant for a creature was dealt instead (Shadow Self).
        armor=False: damage that armor cannot prevent (Æmbertracker). `divided` (if given) records the neighbors
        that took the damage meant for a creature with Friendship. `moment` (if given) is shared by calls that
        deal damage at the same moment (a fight's damage and what Drecker takes of it): the creatures whose
        ward was discarded ("ward") and those given their additional damage ("bonus") in it; with "defer" set,
        the events are gathered there for `emit_damage(moment)` to announce once, each creature dealt damage
        once."""
        pending: dict[int, int] = {}
        for cid, n in hits:
            if n > 0 and self.cards[cid].zone == BATTLELINE:
                pending[cid] = pending.get(cid, 0) + n
        if (pending and source >= 0 and not fight and self.statics_of("steal_instead_of_damage")
                and self.has_static("steal_instead_of_damage", source)):
            # "When Shoulder Id would deal damage, steal 1Æ instead": a creature is the source of the damage its
            # power or keywords deal outside fights too (FAQ "Damage, Source of", 001:3206-3208)
            self.steal(self.cards[source].controller, 1)
            return {}
        fighting = self.fight if fight else None
        immune_from = self.statics_of("no_damage_from")
        # the source of each creature's damage: in a fight, the other creature (its power, splash-attack)
        src_of = {cid: (fighting[1] if cid == fighting[0] else fighting[0]) if fighting else source
                  for cid in pending} if immune_from else {}
        by_src: dict[int, dict[int, int]] = {}
        if self.statics_of("divide_damage_to_neighbors"):     # Friendship
            shares: list[tuple[int, int, int]] = []
            before = pending
            pending = divide_damage_to_neighbors(self, pending, divided, shares)
            if immune_from:     # a share divided onto a neighbor is still dealt by its source
                gone = {frm for frm, _x, _n in shares}
                for cid, n in before.items():
                    if cid not in gone:
                        by_src.setdefault(cid, {})[src_of[cid]] = n
                for frm, x, n in shares:
                    d = by_src.setdefault(x, {})
                    d[src_of[frm]] = d.get(src_of[frm], 0) + n
        redirects = self.statics_of("redirect_damage")
        dealt: dict[int, int] = {}
        bonuses = self.statics_of("damage_taken_bonus")
        prevented: list[tuple[int, int]] = []
        immune: set[int] = set()
        # a ward discarded by this damage prevented all of it: damage redirected onto that creature in the same
        # moment (Shadow Self taking its neighbours' share of one effect) is part of it (001:1820-1821, 1835-1837)
        if moment is None:
            moment = {}
        ward_spent = moment.setdefault("ward", set())
        bonused = moment.setdefault("bonus", set())
        if immune_from:     # "cannot be dealt damage by …" (Ardent Hero): the source of this damage, judged
            for cid in list(pending):   # before any of this damage is dealt (fight damage is simultaneous)
                parts = by_src.get(cid) or {src_of.get(cid, source): pending[cid]}
                barred = sum(n for dsrc, n in parts.items()
                             if dsrc >= 0 and any(st.applies(self, src, cid, le) and st.value(self, dsrc)
                                                  for src, st, le in immune_from))
                if barred >= pending[cid]:
                    immune.add(cid)
                elif barred:
                    pending[cid] -= barred
        for cid, n in pending.items():
            c = self.cards[cid]
            if self.has_keyword(cid, "invulnerable") or self.has_static("no_damage", cid):
                continue
            if cid in immune or cid in ward_spent:
                continue
            if c.ward:
                c.ward = False
                ward_spent.add(cid)
                self.say(f"{self.cname(cid)}'s ward prevents the damage")
                continue
            remaining = self.armor(cid) - self.armor_spent(cid, note=True) if armor else 0
            if remaining > 0 and self.statics_of("ignore_armor_attacking"):
                attacker = fighting[0] if fighting else self._attacking(source)
                if attacker is not None and cid != attacker and self.has_static("ignore_armor_attacking", attacker):
                    remaining = 0   # "while <it> is attacking, ignore armor" (Kaju Zhan): its fight damage, and
                    # the damage it deals before the fight resolves (assault), as the attacking creature (001:4054)

            if remaining > 0:
                blocked = min(remaining, n)
                c.armor_used += blocked
                c.armor_seen = self.armor(cid)
                n -= blocked
                prevented.append((cid, blocked))
            if n <= 0:
                continue
            # Damage that is about to be dealt may be dealt to another creature instead (Shadow Self); when
            # several could take it, the active player chooses which replacement applies.
            takers = [src for src, st, le in redirects
                      if src != cid and self.cards[src].zone == BATTLELINE and st.applies(self, src, cid, le)]
            if takers:
                src = self.choose_replacement(takers, f"Choose which creature takes the damage to {self.cname(cid)}")
                self.say(f"damage to {self.cname(cid)} is dealt to {self.cname(src)} instead")
                if redirected is not None:
                    redirected[cid] = src
                cid = src
                c = self.cards[cid]
                # a creature that cannot be dealt damage (invulnerable) is not dealt the redirected damage either
                if self.has_keyword(cid, "invulnerable") or self.has_static("no_damage", cid):
                    continue
            if cid in ward_spent:
                continue
            if c.ward:          # the creature that takes redirected damage may have a ward of its own
                c.ward = False
                ward_spent.add(cid)
                self.say(f"{self.cname(cid)}'s ward prevents the damage")
                continue
            dealt[cid] = dealt.get(cid, 0) + n
        # "whenever it takes damage, it takes an additional 2" (additive), "double all damage dealt to it"
        # (Undagnathus): the creature that is dealt the damage (after a redirect), only once ward and armor
        # have let some through - damage they prevent is never taken (001:1835-1850). All the damage one effect
        # deals a creature, shares redirected to it included, is one instance (001:1820-1821, FAQ Lethal
        # Distraction 001:3468-3473): the bonus is added once to the total.
        for cid, n in dealt.items():
            for src, st, le in bonuses:
                if st.applies(self, src, cid, le) and (cid not in bonused or callable(st.value)):
                    n += st.value(self, cid, n) if callable(st.value) else st.value
            if bonuses:
                bonused.add(cid)
            dealt[cid] = n
            self.cards[cid].damage += n
            self._checked = False
            self.say(f"{self.cname(cid)} is dealt {n} damage")
        if dealt and self.statics_of("bonus_after_survival"):
            self._no_bonus_before_survival(dealt)
        if moment.get("defer"):
            moment.setdefault("prevented", []).extend(prevented)
            total = moment.setdefault("dealt", {})
            for cid, n in dealt.items():
                total[cid] = total.get(cid, 0) + n
                moment.setdefault("source", {}).setdefault(cid, source)
            return dealt
        for cid, n in prevented:
            self.emit("armor_prevented", card=cid, amount=n)
        for cid, n in dealt.items():
            self.emit("damaged", card=cid, amount=n, source=source)
        return dealt

    def emit_damage(self, moment: dict[str, Any]) -> None:
        """The events of the damage gathered in a deferred `moment` (apply_damage): armor that prevented some,
        and each creature dealt damage, once with all it was dealt."""
        for cid, n in moment.get("prevented", []):
            self.emit("armor_prevented", card=cid, amount=n)
        for cid, n in moment.get("dealt", {}).items():
            self.emit("damaged", card=cid, amount=n, source=moment["source"][cid])

    def deal_damage_from_each(self, hits: Iterable[tuple[int, int, int]]) -> None:
        """Damage that several creatures deal at one moment, each the source of its own (source, target, amount):
        Infighting, Stir Up Trouble, The Evil in the Ranks. A ward or an additional damage counts once per creature
        (`apply_damage`'s moment); then the state check."""
        moment: dict[str, Any] = {"defer": True}
        for src, target, n in hits:
            self.apply_damage([(target, n)], src, moment=moment)
        self.emit_damage(moment)
        self._state_check()

    def _attacking(self, source: int) -> int | None:
        """`source` if it is the attacking creature of a fight not yet past its damage (Before Fight effects,
        assault: 001:4054-4060), else None."""
        if source < 0:
            return None
        for f in self.stack:
            if f.step is FIGHT and f.ctx.get("attacker") == source and f.pc <= 1 and "defender" in f.ctx:
                return source
        return None

    def _no_bonus_before_survival(self, dealt: dict[int, int]) -> None:
        """"Gets +4 power while it is damaged (only if it survives the damage)" (Gron Nine-Toes): a creature
        undamaged before this damage is destroyed if the damage reaches its power without that bonus
        (static 'bonus_after_survival', value: the bonus)."""
        doomed = []
        for cid, n in dealt.items():
            c = self.cards[cid]
            if c.damage != n or c.tagged or self.has_keyword(cid, "invulnerable"):
                continue        # it was damaged already: it has survived damage, the bonus counts
            bonus = sum(st.value for src, st, le in self.statics_of("bonus_after_survival")
                        if st.applies(self, src, cid, le))
            if bonus and c.damage >= self.power(cid) - bonus:
                doomed.append(cid)
        if doomed:
            self.destroy(doomed)

    def deal_damage(self, hits: list[tuple[int, int]], source: int = -1, armor: bool = True) -> dict[int, int]:
        dealt = self.apply_damage(hits, source, armor=armor)
        self._state_check()
        return dealt

    def destroy(self, cids: list[int], sacrifice: bool = False) -> list[int]:
        """Tag cards for destruction and start (or join) the destruction sequence. Returns those tagged."""
        tagged = []
        for cid in cids:
            c = self.cards[cid]
            if c.tagged or c.zone not in IN_PLAY or cid in tagged:
                continue
            if c.zone == BATTLELINE:
                if self.has_keyword(cid, "invulnerable"):
                    continue
                if c.ward:
                    c.ward = False
                    self.say(f"{self.cname(cid)}'s ward is discarded instead of it being destroyed")
                    self._checked = False   # lethal damage still on it is checked again, now without a ward
                    continue
            c.tagged = True
            tagged.append(cid)
        if not tagged:
            return []
        # the fight's own damage (and poison) tags "in a fight"; a Destroyed: ability resolving before the fight
        # step ends (Soulkeeper's) destroys by a card effect (001:1880-1884)
        fight = self.fight if any(f.step is FIGHT and f.ctx.get("dealing") for f in self.stack) else None
        was = {}
        for f in self.stack:
            # a defender tagged now: the neighbors it has as its destruction begins are those "the creature X
            # fights" had just before it left play (FAQ Smite 001:3880-3885; Lord Golgotha, Bingle Bangbang)
            if f.step is FIGHT and f.ctx.get("defender") in tagged:
                f.ctx["target_neighbors"] = self.neighbors(f.ctx["defender"])
                # and the houses it belongs to then (a neighbor of Monster Zero is Mars; 001:2278-2287)
                f.ctx["target_houses"] = self.houses_of(f.ctx["defender"])
        for cid in tagged:
            c = self.cards[cid]
            opp = -1
            if fight and cid in fight:
                opp = fight[1] if cid == fight[0] else fight[0]
            # destroyed by splash-attack damage: "considered to have been destroyed in a fight" (rulebook
            # SPLASH-ATTACK), though it did not fight the attacker ("fight" stays -1)
            splash = next((f.ctx["attacker"] for f in self.stack if f.step is FIGHT
                           and cid in (f.ctx.get("splashed") or ())), -1)
            was[str(cid)] = {"card": cid, "controller": c.controller, "owner": c.owner, "fight": opp,
                             "splash_fight": splash,
                             "house": c.house, "creature": c.zone == BATTLELINE,
                             "power": self.power(cid) if c.zone == BATTLELINE else 0,
                             # its traits in play: a token creature's are gone once it is a card again
                             "traits": sorted(self.traits(cid)) if c.zone == BATTLELINE else [],
                             # a gigantic creature's other half, a separate card again once it has left play
                             "halves": self._riding_halves(cid)}
        for f in reversed(self.stack):
            if f.step is DESTRUCTION and f.pc == 0:
                f.data["tagged"].extend(tagged)
                f.data["was"].update(was)
                if f.data["seen"]:
                    # the wave's Destroyed: abilities are resolving and one of them destroys more: the new cards'
                    # Destroyed: abilities resolve now, within it, before the abilities still pending of the first
                    # cards (001:1544-1546; the Groggins example, 001:1940-1943: "When Groggins is tagged for
                    # destruction, the Phoenix Heart attached to it resolves"); all still wait for the discard
                    DESTRUCTION.collect(self, f.data)
                return tagged
        # the wave's own list: the caller keeps `tagged` (in an ability's context, say), which must not
        # grow with the cards that join the wave later, nor be shared with it once the game is copied
        self.push(DESTRUCTION, {}, {"tagged": tagged[:], "seen": [], "was": was})
        return tagged

    # ------------------------------------------------------------------------------------------
    # Legal moves of step 3

    def legal_houses(self, p: int) -> list[str]:
        """The identity card's houses, and every house each card in play p controls belongs to now (001:463-472,
        2206-2209; `belongs_to`: house icons, 'in addition' houses, 'instead of its other houses'): creatures,
        artifacts, and the upgrades p played, whichever creature (or artifact) they are on."""
        houses = list(self.players[p].houses)
        cards = list(self.players[p].battleline) + list(self.players[p].artifacts)
        for q in self.players:
            for host in (*q.battleline, *q.artifacts):
                ups = self.cards[host].upgrades
                if ups:
                    cards.extend(u for u in ups if self.cards[u].controller == p)
        for cid in cards:
            for h in self.houses_of(cid):
                if h not in houses:
                    houses.append(h)
        return houses

    def eligible_defenders(self, attacker: int, ignore_taunt: bool = False) -> list[int]:
        """ignore_taunt: for a fight that names its defender 'ignoring taunt' (Endless Hordes)."""
        return list(self._defenders(attacker, ignore_taunt))

    def can_fight_someone(self, attacker: int) -> bool:
        """Whether some enemy creature may be fought by `attacker` (stops at the first: step 3 asks it of every
        creature at every decision)."""
        return next(self._defenders(attacker), None) is not None

    def _defenders(self, attacker: int, ignore_taunt: bool = False) -> Iterator[int]:
        """The enemy creatures `attacker` may fight, in battleline order: not "cannot be fought", not behind a
        taunt neighbour (unless it ignores taunt), nor excluded by Camouflage-like or "can only fight" effects."""
        a = self.cards[attacker]
        enemies = self.players[1 - a.controller].battleline
        if not enemies:
            return
        ignore_taunt = ignore_taunt or self.has_static("ignore_taunt_elusive", attacker) or (
            bool(self.statics_of("ignore_taunt")) and self.has_static("ignore_taunt", attacker))   # (Kaju Zhan)
        not_by = self.statics_of("cannot_be_fought_by")        # Camouflage: value(game, attacker)
        only = [(src, st, le) for src, st, le in self.statics_of("fight_only")     # Bigtwig: "only stunned ones"
                if st.applies(self, src, attacker, le)]
        cannot_be_fought = bool(self.statics_of("cannot_be_fought"))
        for cid in enemies:
            if cannot_be_fought and self.has_static("cannot_be_fought", cid):
                continue
            if not ignore_taunt and not self.has_keyword(cid, "taunt"):
                if any(self.has_keyword(n, "taunt") for n in self.neighbors(cid)):
                    continue
                if self.statics_of("taunt_reach") and self._taunt_reaches(cid, enemies):
                    continue
            if not_by and any(st.applies(self, src, cid, le) and st.value(self, attacker) for src, st, le in not_by):
                continue
            if only and not all(st.value(self, cid) for src, st, le in only):
                continue
            yield cid

    def _taunt_reaches(self, cid: int, line: list[int]) -> bool:
        """A creature with taunt whose taunt also covers its neighbors' neighbors (Lady Loreena) is two places
        from `cid` in its battleline."""
        i = line.index(cid)
        for src, st, le in self.statics_of("taunt_reach"):
            if src in line and abs(line.index(src) - i) == 2 and st.applies(self, src, src, le) \
                    and self.has_keyword(src, "taunt"):
                return True
        return False

    def forced_to_fight(self, cid: int) -> bool:
        """Enraged, or under "creatures must fight when used, if able" (Little Rapscal): a use of it must be a fight
        whenever it is able to fight in that use (001:2002-2007, 3335-3340)."""
        return self.cards[cid].enrage or (bool(self.statics_of("must_fight")) and self.has_static("must_fight", cid))

    def may_be_used_to(self, cid: int, mode: str) -> bool:
        """Whether a creature may be used this way at all: "cannot fight" / "cannot reap" / "can only fight"
        restrictions hold for uses an ability grants as well as for step 3 ("cannot" beats "may")."""
        if mode == "fight":
            return not self.has_static("cannot_fight", cid)
        if mode == "reap":
            return not (self.has_static("cannot_reap", cid) or self.has_static("only_fight", cid))
        if mode in ("action", "omni"):
            return not self.has_static("only_fight", cid) or self.cards[cid].zone != BATTLELINE
        return True

    def may_use_title(self, cid: int) -> bool:
        """The Rule of Six: a title may be played and/or used at most six times per turn."""
        uses = self.title_uses
        return not uses or uses.get(_printed_title(self.face(cid).title), 0) < RULE_OF_SIX

    def title_used(self, title: str) -> int:
        """Plays and uses of this title this turn (Rule of Six, 001:1095-1101: "other copies of that card (by
        title)"): an Evil Twin shares its namesake's printed title, so both count together."""
        uses = self.title_uses
        return uses.get(_printed_title(title), 0) if uses else 0

    def has_use_cost_destroy(self, cid: int) -> bool:
        """'In order to use it, you must destroy a friendly creature' (static kind `use_cost_destroy_friendly` on the
        card's own face; none while its text is blank)."""
        if any(st.kind == "use_cost_destroy_friendly" for st in self.face(cid).statics) and not self.is_blank(cid):
            return True
        # or in a text box it gained (Creed of Nurture: "In order to use Rampaging Brutodon" means it, 001:2643-2645)
        gained = self.gained_texts(cid)
        return bool(gained) and not self.lost_all(cid) and any(
            st.kind == "use_cost_destroy_friendly" for gd in gained for st in gd.statics)

    def _use_allowed(self, cid: int) -> bool:
        if self.statics_of("cannot_use") and self.has_static("cannot_use", cid):    # Giant Sloth
            return False
        if self.has_use_cost_destroy(cid) and not any(x != cid for x in self.creatures(self.cards[cid].controller)):
            return False
        return not self.omega and self.may_use_title(cid)

    def can_play_as_upgrade(self, cid: int) -> bool:
        """Whether a creature card that "may be played as an upgrade instead" (Explo-rover) can be played so now:
        checked with its upgrade face, so that what forbids playing creatures (Lifeward, Grommid) does not apply,
        and what forbids upgrades (Kaupe's second upgrade) does."""
        c = self.cards[cid]
        if c.defn.upgrade_face is None or not self.upgrade_hosts(cid):
            return False
        kept, c.token = c.token, c.defn.upgrade_face
        try:
            return self.can_play(cid)
        finally:
            c.token = kept

    def first_turn_card_played(self) -> bool:
        """The First Turn Rule is in force and its one card from hand has been played or discarded (001:523-525)."""
        return self.first_turn_rule and self.first_turn_plays >= self.first_turn_limit

    def can_play(self, cid: int) -> bool:
        if self.cards[cid].defn.gigantic:
            with self.as_played(cid):
                return self._can_play(cid)
        return self._can_play(cid)

    def _can_play(self, cid: int) -> bool:
        c = self.cards[cid]
        d = c.defn
        if self.omega:
            return False
        if ((not self.in_house_to_play(cid, playing=True) and not self.has_static("play_any_house", cid))
                or self.first_turn_card_played()):
            if self.permission("play_permission", cid) is None:
                return False
        if self.statics_of("cannot_play") and self.has_static("cannot_play", cid):    # Grommid
            return False
        if any(st.kind == "never_playable" for st in d.statics):     # "You cannot play <this card>" (Cursed Relic)
            return False
        if d.statics:
            copies = self.copy_choices(cid)
            if copies:      # played as a copy: the copy's title and alpha apply (Mimicry)
                return any(self.copy_playable(x, cid) for x in copies)
        uses = self.title_uses
        if uses and uses.get(_printed_title(d.title), 0) >= RULE_OF_SIX:
            return False
        if self.statics_of("play_tax") and self.play_tax(cid, self.active) > self.players[self.active].amber:
            return False
        if d.keywords.get("alpha") and self.step_actions > 0:
            return False
        if d.type == UPGRADE and not self.upgrade_hosts(cid):
            return False
        if d.gigantic and (d.whole is not None or self.other_half(cid) is None):
            return False        # (the creature is played as its bottom half, with the top half from the same hand)
        if d.statics and not self.play_condition_met(cid, self.active):
            return False
        return True

    def play_forbidden(self, cid: int, face: CardDef | None = None) -> str | None:
        """Why this card cannot be played now, wherever it is played from (hand, deck, discard pile, under a
        card): "cannot play" effects (Lifeward, Scrambler Storm), play limits (Ember Imp), the Rule of Six and
        alpha. None: nothing forbids it. (Houses and the first-turn rule only limit plays from hand.)"""
        d = face or self.face(cid)
        if self._play_banned_as(cid, face):
            return "an effect forbids it"
        if face is None and d.statics:
            copies = self.copy_choices(cid)
            if copies and not any(self.copy_playable(x, cid) for x in copies):
                return "no card it could copy may be played"     # Mimicry as Eureka! after another card
        if any(st.kind == "never_playable" for st in d.statics):      # "You cannot play <this card>" (Cursed Relic)
            return "its own text forbids it"
        if any(st.kind == "play_if" and not st.value(self, self.active) for st in d.statics):
            return "its own condition is not met"       # Truebaru under Cauldron with less than 3Æ: not offered
        if self.statics_of("play_tax") and self.play_tax(cid, self.active) > self.players[self.active].amber:
            return "its player cannot pay for it"      # Customs Office with no Æmber: Zavel's "may" is not asked
        if self.title_used(d.title) >= RULE_OF_SIX:
            return "the Rule of Six"
        if d.keywords.get("alpha") and self.step_actions > 0:
            return "alpha"
        return None

    def play_tax(self, cid: int, p: int, kind: str = "play_tax") -> int:
        """Æmber p must pay an opponent to play this card (Customs Office: static 'play_tax', value N),
        or (kind 'use_tax') to use it (Tentacus)."""
        return sum(st.value for src, st, le in self.statics_of(kind)
                   if self.cards[src].controller != p and st.applies(self, src, cid, le))

    def pay_play_tax(self, cid: int, p: int, kind: str = "play_tax") -> bool:
        """Pay the Æmber owed to play (or use) this card; False (nothing paid) if p cannot pay it all."""
        owed = [(src, st.value) for src, st, le in self.statics_of(kind)
                if self.cards[src].controller != p and st.applies(self, src, cid, le)]
        if sum(n for _, n in owed) > self.players[p].amber:
            return False
        for src, n in owed:
            q = self.cards[src].controller
            self.players[p].amber -= n
            self.say(f"{self.pname(p)} pays {n}Æ to {self.pname(q)} ({self.cname(src)})")
            self.add_to_pool(q, n)
        return True

    def cancel_fight(self, attacker: int) -> None:
        """The fight this creature is starting has no effect (Evasion Sigil): no damage, no After Fight."""
        for f in reversed(self.stack):
            if f.step is FIGHT and f.ctx.get("attacker") == attacker:
                f.ctx["cancelled"] = True
                self.say(f"{self.cname(attacker)}'s fight has no effect")
                return

    def play_condition_met(self, cid: int, p: int) -> bool:
        """'This card cannot be played unless …' (Kelifi Dragon): its own 'play_if' ability, `value(game, p)`."""
        for st in self.face(cid).statics:
            if st.kind == "play_if" and not st.value(self, p):
                return False
        return True

    def other_half(self, cid: int) -> int | None:
        """A gigantic creature is played from hand with its other half (the opposite half of it in that hand)."""
        c = self.cards[cid]
        for x in self.players[c.owner].hand:
            if self.halves_match(cid, x):
                return x
        return None

    def bonus_icons(self, cid: int, face: CardDef | None = None, halves: list[int] | None = None) -> list[str]:
        """The bonus icons a card has: printed, then added by enhancement. A gigantic creature's are its top half's,
        "the top half has bonus icons, while the bottom half has power, armor, and the text box" (001:2160-2163):
        none on the bottom half, the top half's (riding with it, or `halves`, noted as it left play) on the creature
        in play."""
        c = self.cards[cid]
        f = face or c.token or c.defn
        if f.is_token:
            # a token creature is a copy of its reference card (001:2783-2787): its icons, never the enhancements
            # printed on the facedown card - also once purged, as it was in play (Ultra Gravitron, 001:2340-2342)
            return list(f.icons)
        if f.top_half is None:
            return [*f.icons, *c.enhancements]
        if halves is None and c.zone in (BATTLELINE, ARTIFACTS):
            halves = self._riding_halves(cid)
        return [i for h in halves or () for i in (*self.cards[h].defn.icons, *self.cards[h].enhancements)]

    def halves_match(self, a: int, b: int) -> bool:
        """Cards a and b are the two halves of one gigantic creature: a top half and a bottom half of it."""
        da, db = self.cards[a].defn, self.cards[b].defn
        return da is not db and da.gigantic is not None and (da.top_half is db or db.top_half is da)

    def bottom_first(self, a: int, b: int) -> tuple[int, int]:
        """Two halves of a gigantic creature as (bottom, top): the bottom half is the card in play, the top half
        rides with it (zone HALF), so that the card in play wears the creature's face (power, armor, text box)."""
        return (b, a) if self.cards[a].defn.whole is not None else (a, b)

    def resolving_player(self, default: int) -> int:
        """The controller of the ability resolving now (the top frame's `me`), `default` outside any ability: who
        exalts, readies or discards a card from a deck, which on the opponent's turn or with the opponent's card is
        not the active player."""
        return self.stack[-1].ctx.get("me", default) if self.stack else default

    def exalt(self, cid: int, by: int | None = None) -> bool:
        """Exalt: put 1Æ from the common supply on the creature. `by`: the player exalting, when it is not
        the controller of the ability resolving now (an ability a creature gained from another card:
        Lapisaurus, Diplo-Macy - "Before Fight: Exalt this creature." is the creature's own, its
        controller's)."""
        c = self.cards[cid]
        if c.zone != BATTLELINE:
            return False
        c.amber += 1
        self.say(f"{self.cname(cid)} is exalted")
        # who exalts: the controller of the ability resolving now ("each time you exalt", Aedile Tullia),
        # which on the opponent's turn or with the opponent's card is not the active player
        if by is None:
            by = self.resolving_player(self.active)
        if by == c.controller:      # "if you exalted a friendly creature this turn" (Recruit)
            self.turn_log.append(["exalted", by, self.turn, cid])
        self.emit("exalted", card=cid, by=by)
        return True

    def swap(self, a: int, b: int) -> bool:
        """Swap two creatures in the same battleline."""
        ca, cb = self.cards[a], self.cards[b]
        if a == b or ca.zone != BATTLELINE or cb.zone != BATTLELINE or ca.controller != cb.controller:
            return False
        line = self.players[ca.controller].battleline
        i, j = line.index(a), line.index(b)
        line[i], line[j] = b, a
        self.say(f"{self.cname(a)} and {self.cname(b)} swap places")
        self.dirty()
        return True

    def _copy_candidates(self, cid: int, kind: str) -> list[int]:
        for st in self.cards[cid].defn.statics:
            if st.kind == kind:
                return st.value(self, cid)
        return _EMPTY

    def copy_choices(self, cid: int) -> list[int]:
        """Cards that card `cid` (in hand) may be played as a copy of: its 'play_as_copy' ability."""
        return self._copy_candidates(cid, "play_as_copy")

    def enters_as_copy(self, cid: int) -> list[int]:
        """The creatures card `cid` may enter play as a copy of (Mimic Gel): its 'enters_as_copy' ability."""
        return self._copy_candidates(cid, "enters_as_copy")

    # a gigantic creature's half in hand being checked as played: its other half (see as_played)
    _played_with: int | None = None

    @contextmanager
    def controlled_as(self, cid: int, p: int) -> Iterator[None]:
        """Within it, card `cid` is seen as controlled by `p`: to judge what it would be under that player ("friendly"
        grants as it enters play, a reaction's condition for its previous controller), with nothing else changed."""
        c = self.cards[cid]
        kept, c.controller = c.controller, p
        try:
            yield
        finally:
            c.controller = kept

    @contextmanager
    def as_played(self, cid: int) -> Iterator[None]:
        """Within it, card `cid` in hand is seen as played: a gigantic creature is played as one creature with its
        top half's bonus icons (001:2103-2107, 2160-2163), so a house icon on the top half makes either half a card
        of that house for what checks the play - "cannot play" effects (Befuddle: "cannot play cards of other
        houses") and permissions (Brobnar Ambassador: "you may play a Brobnar card")."""
        c = self.cards[cid]
        half = self.other_half(cid) if c.defn.gigantic and c.zone == HAND else None
        kept, self._played_with = self._played_with, half
        try:
            yield
        finally:
            self._played_with = kept

    def _play_banned_as(self, cid: int, face: CardDef | None = None) -> bool:
        """A "cannot play" effect forbids playing `cid` with `face` (None: its own). The restrictions read the face it
        is played as: Explo-rover as an upgrade, Mimicry as the card it copies."""
        if not self.statics_of("cannot_play"):
            return False
        c = self.cards[cid]
        kept = c.token
        if face is not None and face is not self.face(cid):
            c.token = face
        try:
            if c.defn.gigantic:
                with self.as_played(cid):
                    return self.has_static("cannot_play", cid)
            return self.has_static("cannot_play", cid)
        finally:
            c.token = kept

    def copy_playable(self, x: int, cid: int | None = None) -> bool:
        """Whether card cid played as a copy of card x could be played now: the copy has x's title (Rule of Six, FAQ
        001:3679-3685; "cards of that name cannot be played": Etan's Jar), alpha (FAQ 001:3006-3017) and play
        restrictions ("Play only if the tide is high")."""
        d = self.cards[x].defn
        if cid is not None and self._play_banned_as(cid, d):
            return False
        if any(st.kind == "never_playable" or (st.kind == "play_if" and not st.value(self, self.active))
               for st in d.statics):
            return False
        uses = self.title_uses
        return ((not uses or uses.get(_printed_title(d.title), 0) < RULE_OF_SIX)
                and not (d.keywords.get("alpha") and self.step_actions > 0))

    def take_icon_repeats(self, p: int) -> int:
        """Use up the lasting 'resolve each bonus icon of your next card an additional time' effects."""
        used = [le for src, st, le in self.statics_of("icon_repeat") if le is not None and le["me"] == p]
        if used:
            self.lasting = [le for le in self.lasting if all(le is not u for u in used)]
            self.dirty()
        return len(used)

    def permission(self, kind: str, cid: int) -> dict | None:
        """A lasting permission ("you may play one non-Logos card", "you may use up to 2 Mars cards")
        that lets this card be played or used: the lasting effect's data, or None."""
        own = self.statics_of(kind)
        both = self.statics_of("play_or_use_permission") if kind in ("play_permission", "use_permission") else ()
        if not own and not both:
            return None     # (asked of every off-house card in hand at every main decision)
        found = []
        for src, st, le in own:
            if le is not None and st.applies(self, src, cid, le):
                found.append((src, st, le))
            elif le is None and kind == "play_permission" and st.applies(self, src, cid, le):
                found.append((src, st, le))
        # "You may play or use a Brobnar card this turn" (the AoA Ambassadors): one play or one use
        found += [(src, st, le) for src, st, le in both if st.applies(self, src, cid, le)]
        if found:
            if len(found) > 1:
                found.sort(key=lambda f: self._permission_cost(kind, cid, *f))
            src, st, le = found[0]
            # a card's own permission (Witch of the Wilds) counts its uses itself: from the plays in the turn
            # log, or from the "permission" entries spend_permission makes
            return le if le is not None else {"left": 1, "own": src}
        return None

    def _permission_cost(self, kind: str, cid: int, src: int, st: Any, le: Any) -> int:
        """Which of several permissions a play or use is made under is the player's choice (each permission
        lets its own cards be played: Witch of the Wilds an Untamed card, Captain Val Jericho any off-house
        card): the engine takes the one that covers the fewest of the player's other cards it could still
        cover (the hand for a play, their cards in play for a use, both for a "play or use" permission), so
        the wider one is kept; on a tie, the first in force. The cost is what it could no longer cover once
        spent ("up to 2" keeps one more use). A use permission that already covers this card costs nothing."""
        if le is not None and cid in (le.get("cards") or ()):
            return -1
        if kind in ("may_fight", "may_reap") and (le is None or "cards" not in le):
            return -1       # "each friendly creature of that house may fight" (Brothers in Battle) has no count
        me = self.active
        pl = self.players[me]
        others = pl.hand if kind == "play_permission" else [*pl.battleline, *pl.artifacts]
        if st.kind == "play_or_use_permission" or (le is not None and le.get("link") is not None):
            # it could still serve a play or a use (an Ambassador; CXO Taber's two linked halves)
            others = [*pl.hand, *pl.battleline, *pl.artifacts]
        covered = sum(1 for x in others if x != cid and self._needs_permission(x) and st.applies(self, src, x, le))
        # what it could still cover after this card: "up to N" (Loyalty Implants' all) keeps its other uses
        left = 1
        if le is not None:
            left = le["max"] - len(le["cards"]) if "cards" in le and "max" in le else le.get("left", 1)
        return max(0, covered - (left - 1))

    def _needs_permission(self, cid: int) -> bool:
        """Only a permission lets this card be played (from hand) or used (in play) now."""
        if self.cards[cid].zone == HAND:
            return self.play_needs_permission(cid)
        return not self.belongs_to(cid, self.active_house) and not self.versatile(cid)

    def play_needs_permission(self, cid: int) -> bool:
        return ((not self.in_house_to_play(cid, playing=True) and not self.has_static("play_any_house", cid))
                or self.first_turn_card_played())

    def use_permission(self, cid: int) -> bool:
        """The card is not of the active house, but a lasting permission lets it be used."""
        return ((bool(self.statics_of("use_permission")) or bool(self.statics_of("play_or_use_permission")))
                and self.permission("use_permission", cid) is not None)

    @staticmethod
    def extra_card_permission(le: dict | None) -> bool:
        """A play made under this permission is a card more than the First Turn Rule's one card from hand: a lasting
        permission a card effect made to play a number of cards this turn ("you may play one non-Logos card this
        turn": Phase Shift, FAQ 001_8b4898dbee0caf39.txt:3371-3377; the Ambassadors' "play or use"), whichever comes
        first, it or the one card. Not a card's standing permission (Witch of the Wilds: `own`), which only widens
        which house the one card may be, nor one with no count (United Action's 'cards from any house')."""
        return le is not None and "own" not in le and not le.get("any_number")

    def spend_permission(self, kind: str, cid: int) -> None:
        """A play or use made under a permission uses it up ('left' plays; 'cards' it covers)."""
        le = self.permission(kind, cid)
        if le is None:
            return
        if "own" in le:
            self.turn_log.append(["permission", self.active, self.turn, le["own"]])
            return
        if le.get("link") is not None:
            # one permission offered two ways ("play or use one non-Star Alliance card", CXO Taber): using
            # it one way ends the other
            self.lasting = [x for x in self.lasting if x is le or x.get("link") != le["link"]]
            self.dirty()
        if "cards" in le:
            if cid not in le["cards"]:
                le["cards"].append(cid)
            return
        le["left"] = le.get("left", 1) - 1
        if le["left"] <= 0:
            self.lasting = [x for x in self.lasting if x is not le]
            self.dirty()

    def use_up_permissions(self, kind: str, cid: int) -> bool:
        """Every lasting one-shot effect of this kind that applies to the card is used up by it ("the next
        creature you play enters play ready": Soft Landing and Blypyp both ready it, and both are spent)."""
        used = [le for src, st, le in self.statics_of(kind) if le is not None and st.applies(self, src, cid, le)]
        if not used:
            return False
        for le in used:
            le["left"] = le.get("left", 1) - 1
        self.lasting = [le for le in self.lasting if le.get("left", 1) > 0]
        self.dirty()
        return True

    def _may_deploy(self, cid: int, player: int | None = None) -> bool:
        """Played with deploy: printed, or that of a creature it may enter play as a copy of (Mimic Gel).
        player: who plays it (its controller now, if not given)."""
        d = self.cards[cid].defn
        if d.keywords.get("deploy") or self.gains_deploy(cid, player):
            return True     # printed, or gained (Master Strategist: "each friendly Skyborn creature gains deploy")
        return d.statics != () and any(self.face(x).keywords.get("deploy") for x in self.enters_as_copy(cid))

    def gains_deploy(self, cid: int, player: int | None = None) -> bool:
        """A deploy another card gives the creature being played ("each friendly Skyborn creature gains deploy",
        Master Strategist). It applies as the card enters play (FAQ Mimic Gel 001:3527-3533), so "friendly" is
        judged from the side it enters play under: for treachery, the opponent of the player who plays it
        (LATER-MECHANICS section 1) - their grant counts, not the player's own."""
        if not self.statics_of("keyword"):
            return False
        if player is None:
            return self.has_keyword(cid, "deploy")
        with self.controlled_as(cid, self.entry_controller(cid, player)):
            return self.has_keyword(cid, "deploy")

    def upgrade_hosts(self, cid: int, player: int | None = None) -> list[int]:
        """The creatures the upgrade may be attached to. player: who plays it, when not its controller now - a card
        played "as if it were yours" from the opponent's archives (Boosted B4-RRY) is friendly to its player, so
        "attach only to a friendly …" is judged from that player's side (Titanic Maw, Primordial)."""
        if any(st.kind == "attaches_to_artifact" for st in self.cards[cid].defn.statics):
            # "This upgrade enters play attached to an artifact instead of a creature" (Animating Force)
            return [x for q in self.players for x in q.artifacts]
        hosts = self.creatures()
        p = self.cards[cid].controller if player is None else player
        for st in self.cards[cid].defn.statics:
            if st.kind == "attach_only":     # "Attach only to a friendly Legendary Keyraken": value(game, cid, host, p)
                hosts = [x for x in hosts if st.value(self, cid, x, p)]
        return hosts

    def main_options(self) -> list[tuple]:
        if self._statics is None:
            self.statics()
        p = self.active
        pl = self.players[p]
        opts: list[tuple] = []
        if not self.omega:
            for cid in pl.hand:
                c = self.cards[cid]
                if c.defn.upgrade_face is not None and c.defn.type == CREATURE and self.can_play_as_upgrade(cid):
                    # Explo-rover, as an upgrade: what forbids playing creatures does not stop it (FAQ 001:3345-3354)
                    opts.append(("play", cid, "upgrade"))
                if self.can_play(cid):
                    if c.defn.type == CREATURE:
                        # "cannot play creatures on their right flank" (Phantasmaquid)
                        # (not a treachery creature: it goes on the opponent's flank, not "their" own)
                        left_only = bool(self.statics_of("no_right_flank")) and self.has_static(
                            "no_right_flank", p) and not self.has_treachery(cid)
                        line = self.play_entry_line(cid, p)     # the opponent's, for treachery
                        if self._may_deploy(cid, p) and len(line) > 1:
                            for i in range(len(line) + (0 if left_only else 1)):
                                opts.append(("play", cid, i))
                        elif line:
                            opts.append(("play", cid, "left"))
                            if not left_only:
                                opts.append(("play", cid, "right"))
                        else:
                            opts.append(("play", cid, "right"))
                    else:
                        opts.append(("play", cid))
                if self.in_house_to_play(cid) and not (
                        self.first_turn_card_played()) and not any(
                        st.kind == "no_discard_by_rules" for st in self.cards[cid].defn.statics) and not (
                        self.statics_of("cannot_discard") and self.has_static("cannot_discard", cid)):
                    # (Training Costs; "cannot discard cards", Cosmic Recompense's Fate)
                    opts.append(("discard", cid))
            bk = self._by_kind      # the kinds of constant abilities in force: most are absent, so not asked
            has = self.has_static
            for cid in pl.battleline:
                c = self.cards[cid]
                if c.exhausted or not self._use_allowed(cid):
                    continue
                face = self.face(cid)
                if cid in self._blank:
                    face = _BLANK_FACE
                on_house = (self.belongs_to(cid, self.active_house) or self.versatile(cid)
                            or self.use_permission(cid))
                # "each friendly creature may fight" (Follow the Leader): fight, whatever its house
                may_fight = not on_house and "may_fight" in bk and has("may_fight", cid)
                # "you may reap with up to 2 non-Star Alliance creatures this turn" (J43G3R V)
                may_reap = not on_house and "may_reap" in bk and has("may_reap", cid)
                # granted ("each friendly creature gains 'Omni: …'") or in a gained text box (Creed of Nurture,
                # Doppelganger: omnis_of adds them, as actions_of does for Action: abilities)
                omnis = face.omnis if "grant_omni" not in bk and "gain_text" not in bk else self.omnis_of(cid)
                cannot_fight = "cannot_fight" in bk and has("cannot_fight", cid)
                only_fight = "only_fight" in bk and has("only_fight", cid)     # Horseman of War: "can only fight"
                cannot_reap = "cannot_reap" in bk and has("cannot_reap", cid)
                # enraged, or "creatures must fight when used, if able" (Little Rapscal): a fight is its only use
                # when it is able to fight in that use (001:3335-3340), not when it could not fight at all
                forced = c.enrage or ("must_fight" in bk and has("must_fight", cid))
                if c.stun:
                    # "any time a stunned creature could normally be used" (001:2727-2729): some use that no
                    # "cannot" forbids - a fight, a reap, an Action: or an Omni: (whether a fight would find a
                    # target does not matter: FAQ 001:3785-3798). Fogbank on Tireless Crocag leaves it none.
                    fight_ok = not cannot_fight
                    reap_ok = not cannot_reap and not only_fight
                    if ((on_house and (fight_ok or reap_ok or (not only_fight and self.actions_of(cid))))
                            or omnis or (may_fight and fight_ok) or (may_reap and reap_ok)):
                        opts.append(("unstun", cid))
                    continue
                if may_fight and not cannot_fight and self.can_fight_someone(cid):
                    opts.append(("fight", cid))
                    if forced:          # able to fight, so an enraged creature's only use is a fight (001:2002-2007)
                        continue
                if may_reap and not only_fight and not cannot_reap:
                    opts.append(("reap", cid))
                if on_house:
                    can_fight = not cannot_fight and self.can_fight_someone(cid)
                    if forced and can_fight:
                        opts.append(("fight", cid))
                        continue
                    if not only_fight and not cannot_reap:
                        opts.append(("reap", cid))
                    if can_fight:
                        opts.append(("fight", cid))
                    if not only_fight:
                        for i in range(len(self.actions_of(cid))):
                            opts.append(("action", cid, i))
                if not only_fight:
                    for i in range(len(omnis)):
                        opts.append(("omni", cid, i))
            for cid in pl.artifacts:
                c = self.cards[cid]
                if c.exhausted or not self._use_allowed(cid):
                    continue
                if self.statics_of("use_tax") and self.play_tax(cid, p, "use_tax") > pl.amber:
                    continue        # Tentacus: the opponent cannot pay to use this artifact
                # a blank text box has no Action: or Omni: ability of its own (Blossom Drake); actions_of/omnis_of
                # leave it only those another card gives it (Deluge of Power), as for a blank creature
                if self.belongs_to(cid, self.active_house) or self.use_permission(cid):
                    for i in range(len(self.actions_of(cid))):      # granted ones too (De-Animator, Deluge of Power)
                        opts.append(("action", cid, i))
                for i in range(len(self.omnis_of(cid))):
                    opts.append(("omni", cid, i))
            for cid in pl.discard:
                st = self.cards[cid].defn.statics
                if st and any(s.kind == "return_from_discard" and s.applies(self, cid, p, None) for s in st):
                    # "while you are haunted, you may return this card from your discard pile to your hand"
                    # (Singing Scythe): a step-3 option, neither a play nor a use
                    opts.append(("from_discard", cid))
            if self.tide is not None and self.tide_for(p) < 1 and not self.cannot_raise_tide(p):
                opts.append(("raise_tide",))
            if pl.prophecies:
                opts.extend(activation_options(self, p))
        opts.append(("end_turn",))
        return opts

    def tide_for(self, p: int) -> int:
        if self.tide is None:
            return 0
        return self.tide if p == 0 else -self.tide

    def cannot_raise_tide(self, p: int) -> bool:
        """'Players cannot raise the tide' (Trial by Water): the static kind `cannot_raise_tide`."""
        return bool(self.statics_of("cannot_raise_tide")) and self.has_static("cannot_raise_tide", p)

    def raise_tide(self, p: int) -> bool:
        if self.tide is None or self.tide_for(p) == 1 or self.cannot_raise_tide(p):
            return False
        self.tide = 1 if p == 0 else -1
        self._checked = False       # power may follow the tide (Photic Raider, Voice of Rakuzel)
        self.say(f"{self.pname(p)} raises the tide")
        self.emit("tide_raised", player=p)
        return True

    def count_use(self, cid: int, title: str | None = None) -> None:
        """One play or use of the card's title (Rule of Six); `title`: the one it was played as, if not its face."""
        t = _printed_title(title or self.face(cid).title)
        self.title_uses[t] = self.title_uses.get(t, 0) + 1
        self.step_actions += 1

    # ------------------------------------------------------------------------------------------
    # Views

    def view(self, player: int) -> dict:
        """What `player` may see: never the opponent's hand or archives, nor any deck order."""
        under_of: dict[int, list[int]] = {}
        grafted_of: dict[int, list[int]] = {}
        for uc in self.cards:
            if uc.zone == UNDER:
                under_of.setdefault(uc.host, []).append(uc.cid)
            elif uc.zone == GRAFTED:
                grafted_of.setdefault(uc.host, []).append(uc.cid)

        def open_card(cid: int) -> dict:
            c = self.cards[cid]
            face = self.face(cid)
            # a token creature shows its reference card's house, never that of the card facedown under it
            d = {"id": cid, "title": face.title, "house": face.house if c.is_token_creature else c.house,
                 "type": face.type,
                 "owner": c.owner, "controller": c.controller}
            if not c.is_token_creature:
                # every house it belongs to now, when more than `house`: a house bonus icon (a gigantic creature's on
                # its top half, 001:2160-2163; LATER-MECHANICS 9), "belongs to house Mars" (Monster Zero's neighbours)
                hs = (self.houses_of(cid) if c.zone in IN_PLAY
                      else list(dict.fromkeys([c.house, *c.house_icons()])) if c.enhancements else [c.house])
                if hs != [d["house"]]:
                    d["houses"] = hs
            if c.zone in IN_PLAY:
                d.update(exhausted=c.exhausted, amber=c.amber)
                under = under_of.get(cid)
                if under:       # facedown: only the controller of the card they are under may look at them
                    # (LATER-MECHANICS 13, open point: its default), not their owner if that is the other player
                    d["under"] = [open_card(u) if c.controller == player or self.faceup_under(cid) else None
                                  for u in under]
                if cid in grafted_of:   # faceup: everyone sees them
                    d["grafted"] = [open_card(u) for u in grafted_of[cid]]
                if c.zone == BATTLELINE:
                    d.update(power=self.power(cid), armor=self.armor(cid), damage=c.damage,
                             armor_used=c.armor_used, stun=c.stun, enrage=c.enrage, ward=c.ward,
                             power_counters=c.power_counters, counters=dict(c.counters or {}),
                             upgrades=[open_card(u) for u in c.upgrades],
                             keywords=sorted(k for k in ("taunt", "elusive", "skirmish", "poison", "assault",
                                                         "hazardous", "deploy", "invulnerable")
                                             if self.has_keyword(cid, k)))
                    if c.is_token_creature:
                        if c.owner == player:
                            d["face_down"] = c.defn.title
                        d["token"] = True
            return d

        players = []
        for i, pl in enumerate(self.players):
            mine = i == player
            players.append({
                "name": pl.name, "houses": list(pl.houses), "amber": pl.amber, "keys": list(pl.keys),
                "key_cost": self.key_cost(i), "chains": pl.chains,
                "hand": [open_card(c) for c in pl.hand] if mine else None,
                "hand_count": len(pl.hand), "deck_count": len(pl.deck),
                # "play with the top card of your deck revealed" (Near-Future Lens)
                "deck_top": open_card(pl.deck[0]) if pl.deck and self.top_revealed(i) else None,
                "discard": [open_card(c) for c in pl.discard], "purged": [open_card(c) for c in pl.purged],
                # a player may look at their own archives, the opponent's cards put there included (001:1602-1604)
                "archives": [open_card(c) for c in pl.archives] if mine else None,
                "archives_count": len(pl.archives),
                # cards archived faceup (The Archivist) are seen by both players
                "archives_faceup": [open_card(c) for c in pl.archives if not self.cards[c].put_facedown
                                    and any(st.kind == "faceup_in_archives" for st in self.cards[c].defn.statics)],
                "battleline": [open_card(c) for c in pl.battleline],
                "artifacts": [open_card(c) for c in pl.artifacts],
                "decklist": sorted(self.cards[c].defn.title for c in range(len(self.cards))
                                   if self.cards[c].owner == i and c != pl.archon),
                # the archon power (Crucible Clash): public, beside its player all game
                "archon_power": open_card(pl.archon) if pl.archon is not None else None,
                "keys_to_win": self.keys_to_win(i),
                # prophecies: both players see the sides, which is up and whether a fate card lies under it;
                # only the owner sees the fate card (LATER-MECHANICS 6.2)
                "prophecies": [{"sides": list(e["sides"]), "up": e["sides"][e["up"]], "active": e["fate"] is not None,
                                "fate": open_card(e["fate"]) if mine and e["fate"] is not None else None,
                                "named": e.get("named")}
                               for e in pl.prophecies],
            })
        dec = None
        if self.decision is not None:
            dec = {"player": self.decision.player, "kind": self.decision.kind, "prompt": self.decision.prompt}
            if self.decision.player == player:
                dec.update(self.decision.to_json())
        return {"me": player, "turn": self.turn, "active": self.active, "step": self.step,
                "active_house": self.active_house, "tide": None if self.tide is None else self.tide_for(player),
                "players": players, "decision": dec, "winner": self.winner, "over": self.over,
                "log": [t for vis, t in self.log if vis in (-1, player)]}

    def top_revealed(self, p: int) -> bool:
        """Player p plays with the top card of their deck revealed (the static kind 'top_revealed')."""
        return bool(self.statics_of("top_revealed")) and self.has_static("top_revealed", p)

    def determinize(self, player: int, rng: Rng) -> Game:
        """A copy of the game in which every card hidden from `player` is re-dealt at random.

        Hidden from `player`: the opponent's hand, archives and facedown cards (the reverse side of a token
        creature, a fate card under a prophecy), the cards facedown under a card that `player` does not
        control (whoever owns them), and both decks' order. Their cards are shuffled among those places
        (per owner), so the copy holds nothing `player` could not
        know from the public decklists and the open zones. For search (IS-MCTS): sample worlds.
        """
        g = self.clone()
        opp = g.players[1 - player]
        me = g.players[player]
        # facedown under another card: hidden from the player who does not control that card, whoever owns them
        # (LATER-MECHANICS 13 default), so a card of `player`'s own may be hidden from them too
        hidden_under = [c for c in g.cards if c.zone == UNDER and not g.faceup_under(c.host)
                        and g.cards[c.host].controller != player]
        # the opponent's facedown cards: those, token creatures (their reverse side), fate cards
        under = [c.cid for c in g.cards if c.owner == opp.index and (
            (c.is_token_creature and c.zone == BATTLELINE) or c.zone == "prophecy")]
        under += [c.cid for c in hidden_under if c.owner == opp.index]
        mine_hidden = [c.cid for c in hidden_under if c.owner == player]
        # a deck's top card played revealed (Near-Future Lens) is known: it stays where it is
        opp_deck = opp.deck[1:] if opp.deck and g.top_revealed(opp.index) else opp.deck
        my_deck = me.deck[1:] if me.deck and g.top_revealed(me.index) else me.deck
        # a card being played from a hidden place (Wild Wormhole's top card) is known too: it stays what it is
        playing = set()
        for f in g.stack:
            if getattr(f.step, "reveals_chosen", False):
                v = f.ctx.get(f.step.key)
                playing.update(v if isinstance(v, list) else [] if v is None else [v])
        for _owner, places in ((opp, opp.hand + [c for c in opp.archives if g.cards[c].owner == opp.index]
                               + opp_deck + under),
                              (me, list(my_deck) + mine_hidden)):
            if playing:
                places = [c for c in places if c not in playing]
            faces = [(g.cards[c].defn, g.cards[c].house, g.cards[c].enhancements) for c in places]
            rng.shuffle(faces)
            for cid, (d, h, e) in zip(places, faces, strict=True):
                c = g.cards[cid]
                c.defn, c.house, c.enhancements = d, h, e
        g._statics = None
        return g

    def log_for(self, player: int | None = None) -> list[str]:
        if player is None:
            return [t for vis, t in self.log if vis == -1]
        return [t for vis, t in self.log if vis in (-1, player)]

    # --- blocks added for MM shadows ---

    def lasting_ended(self, ended: list) -> None:
        """Lasting effects that have just ended by time. A card that was a creature only by such an effect
        (`animated`: "for the remainder of the turn, it is a creature", Animator) stops being one: it leaves
        the battleline for its controller's artifacts, staying in play. What only a creature can have goes:
        damage, stun, enrage, ward, +1 power counters, upgrades (to their owners' discard piles);
        its Æmber, named counters and the armor it used this turn stay."""
        for le in ended:
            cid = le.get("target")
            if not le.get("animated") or cid is None:
                continue
            c = self.cards[cid]
            if c.zone != BATTLELINE or self.animated(cid):
                continue
            if any(st.applies(self, src, cid, x) for src, st, x in self.statics_of("creature_in_battleline")):
                continue    # a creature there by its own text as well (Auto-Legionary): it stays
            self._to_artifact_row(cid)
            self.say(f"{self.cname(cid)} is no longer a creature and returns to {self.pname(c.controller)}'s "
                     "artifacts")

    def animated(self, cid: int) -> bool:
        """A lasting effect makes the card a creature now ("for the remainder of the turn, it is a creature with N
        power": Animator)."""
        return any(x.get("animated") and x.get("target") == cid for x in self.lasting)

    def _upgrades_to_discard(self, cid: int) -> None:
        """The upgrades on a card leaving play go to their owners' discard piles; the card's own list of upgrades is
        left to the caller."""
        for u in list(self.cards[cid].upgrades):
            uc = self.cards[u]
            uc.reset_in_play_state()
            uc.controller = uc.owner
            uc.zone = DISCARD
            self.players[uc.owner].discard.insert(0, u)

    def _to_artifact_row(self, cid: int) -> None:
        """A creature stops being one without leaving play: to its controller's artifacts, losing what only a
        creature can have (damage, stun, enrage, ward, +1 power counters, its upgrades — to their owners' discard
        piles); its Æmber, named counters, exhaustion and the armor it used this turn stay."""
        c = self.cards[cid]
        # each upgrade leaves play by itself (001:608-609), its card staying in play: what its leaving sets off
        # happens, as when it is destroyed (Collar of Subordination gives the card back to its previous controller)
        for u in list(c.upgrades):
            self.move(u, DISCARD)
        c.upgrades = []
        self._detach(cid)
        c.zone = ARTIFACTS
        self.players[c.controller].artifacts.append(cid)
        c.damage = c.power_counters = 0
        # the armor it used this turn stays used: its armor value is reduced "for the remainder of the turn"
        # (001:1614-1625) and a card that changes type stays in play (001:2321-2325, 2060-2062), so a card that is
        # a creature again this turn has no fresh armor; the start of the next turn clears it (rules.py)
        c.stun = c.enrage = c.ward = False
        self.dirty()


from aember.engine.prophecy import activation_options  # noqa: E402
from aember.engine.prophecy import triggered as prophecy_triggered  # noqa: E402

# Import the rule steps last: they refer to Game's methods only at run time.
from aember.engine.rules import DESTRUCTION, FIGHT, RESOLVE_TRIGGERS, _spec  # noqa: E402


def gained_text(le: dict) -> CardDef:
    """The card whose text box a lasting 'gain_text' effect gives (le['title'])."""
    from aember.cards.registry import get_card
    return get_card(le["title"])


# --- blocks added for WoE sanctum ---


def divide_damage_to_neighbors(game: Game, pending: dict[int, int],
                               divided: dict[int, list[int]] | None = None,
                               shares: list[tuple[int, int, int]] | None = None) -> dict[int, int]:
    """"When this creature would be dealt damage, if it has a neighbor, that damage is divided among its
    neighbors as evenly as possible instead" (Friendship, static 'divide_damage_to_neighbors' on the creature):
    the damage meant for it, before its armor, goes to its neighbors. With two neighbors an odd amount can be
    divided two ways, and an amount that is "divided" is the active player's to split (FORMAT "Decisions"): the
    neighbor dealt the extra point is asked (as a replacement choice, the step run again with the answer), by
    default the left one. The shares then go through the damage chart of each
    neighbor (its armor, ward) and are not divided again."""
    out: dict[int, int] = {}
    for cid, n in pending.items():
        nbrs = game.neighbors(cid)
        if nbrs and game.has_static("divide_damage_to_neighbors", cid):
            base, extra = divmod(n, len(nbrs))
            if extra:       # two neighbors, one point over: which of them takes it
                first = game.choose_replacement(
                    nbrs, f"Choose the neighbor of {game.cname(cid)} dealt the extra damage", keep_order=True)
                nbrs = [first] + [x for x in nbrs if x != first]
            game.say(f"the damage to {game.cname(cid)} is divided among its neighbors")
            for i, x in enumerate(nbrs):
                share = base + (1 if i < extra else 0)
                if share:
                    out[x] = out.get(x, 0) + share
                    if divided is not None:
                        divided.setdefault(cid, []).append(x)
                    if shares is not None:      # (the creature it was meant for, the neighbor, the amount)
                        shares.append((cid, x, share))
        else:
            out[cid] = out.get(cid, 0) + n
    return out

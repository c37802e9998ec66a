"""A game being played at the terminal: seats, the computer opponent, undo, save/resume, replay, summary.

Nothing here knows about Textual; the app (tui.py) drives a PlaySession.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from aember.engine.decision import IllegalAnswer
from aember.engine.game import Game
from aember.engine.serialize import SaveError, from_json, to_json
from aember.engine.state import Rng
from aember.interfaces.agents import Opponent
from aember.interfaces.words import explain_illegal

SAVE_FORMAT = "aember-play-2"
SAVE_FORMATS = ("aember-play-1", SAVE_FORMAT)      # 1: its answers name the ids of the deck list's order (below)
# 2: card ids dealt at random at setup (engine.setup.new_game); a replay of format 1 names cards by the ids dealt in
# the deck list's order, and is replayed with them
REPLAY_FORMAT = "aember-replay-2"
REPLAY_FORMATS = ("aember-replay-1", REPLAY_FORMAT)


class PlayError(Exception):
    """Bad input for `aember play` (a save file that cannot be used): one line, before the app starts."""


class Refused(Exception):
    """An answer the game does not allow; the message says why in a player's words."""


def default_names(hotseat: bool) -> list[str]:
    return ["Player 1", "Player 2"] if hotseat else ["Player", "Computer"]


def rename_players(game: Game, names: list[str]) -> None:
    """Give the seats readable names, in the state and in the lines already logged."""
    old = [p.name for p in game.players]
    for p, n in zip(game.players, names, strict=True):
        p.name = n
    pats = [(re.compile(rf"\b{re.escape(o)}\b"), n) for o, n in zip(old, names, strict=True) if o != n]
    if pats:
        new_log = []
        for vis, text in game.log:
            for pat, n in pats:
                text = pat.sub(n, text)
            new_log.append((vis, text))
        game.log = new_log


@dataclass
class Summary:
    winner: int | None
    turns: int
    names: list[str]
    keys: list[list[str]]
    gained: list[int] = field(default_factory=lambda: [0, 0])
    stolen: list[int] = field(default_factory=lambda: [0, 0])
    played: list[int] = field(default_factory=lambda: [0, 0])

    def lines(self) -> list[str]:
        if self.winner is None:
            head = f"Draw after {self.turns} turns (turn cap)."
        else:
            head = f"{self.names[self.winner]} wins on turn {self.turns}!"
        out = [head, ""]
        w = max(len(n) for n in self.names)
        out.append(f"{'':{w}}  keys  Æ gained  Æ stolen  cards played")
        for i, n in enumerate(self.names):
            keys = f"{len(self.keys[i])}"
            out.append(f"{n:{w}}  {keys:>4}  {self.gained[i]:>8}  {self.stolen[i]:>8}  {self.played[i]:>12}")
        return out


def summarize(game: Game) -> Summary:
    """Count from the public log: Æmber gained (every gain, reaping and bonus icons included), stolen, cards played."""
    names = [p.name for p in game.players]
    s = Summary(game.winner, game.turn if game.winner is not None else game.turn - 1, names,
                [list(p.keys) for p in game.players])
    pats = [(re.compile(rf"^{re.escape(n)} gains (\d+)Æ$"), re.compile(rf"^{re.escape(n)} steals (\d+)Æ$"),
             re.compile(rf"^{re.escape(n)} plays ")) for n in names]
    for vis, text in game.log:
        if vis != -1:
            continue
        for i, (g, st, pl) in enumerate(pats):
            m = g.match(text)
            if m:
                s.gained[i] += int(m.group(1))
                break
            m = st.match(text)
            if m:
                s.stolen[i] += int(m.group(1))
                break
            if pl.match(text):
                s.played[i] += 1
                break
    return s


def _replay(deck_a, deck_b, data: dict, why: SaveError) -> Game:
    from aember.engine.game import GameError
    from aember.engine.serialize import _tuplify
    from aember.engine.setup import new_game

    state = data["game"]
    if not isinstance(state, dict) or not isinstance(state.get("history"), list):
        raise why
    try:
        g = new_game(deck_a, deck_b, seed=int(data["seed"]), turn_cap=int(data["turn_cap"]),
                     ids_in_list_order=data.get("format") == "aember-play-1")
        for ans in state["history"]:
            if g.decision is None:
                raise SaveError("its answers go on after the end of the game")
            g.apply(_tuplify(ans))
    except (IllegalAnswer, GameError) as e:
        raise SaveError(f"{why}; replaying its answers failed too: {e}") from None
    names = [p["name"] for p in state.get("players", [])]
    if len(names) == 2 and all(isinstance(n, str) for n in names):
        rename_players(g, names)
    return g


def _unplayable(game: Game, decisions: int = 300) -> str | None:
    """Why a loaded game cannot be played on, or None. A damaged save can load field by field and still hold
    nonsense (a zone that is not a list of cards, a card in two places, a frame of the stack with a wrong
    shape) that would only fail moves later, in the middle of the game: the invariants are checked and a copy
    of the game is played on at random for a while, so that such a save is refused when it is opened."""
    from aember.engine.game import GameError
    from aember.soak import check_invariants

    try:
        check_invariants(game)
        g = game.clone()
        rng = Rng(0x5AFE)
        for _ in range(decisions):
            if g.over or g.decision is None:
                break
            answers = g.decision.answers()
            g.apply(answers[rng.below(len(answers))])
    except GameError:
        return None                 # the engine's own stop (a loop no card ends): not the save's fault
    except Exception as e:          # noqa: BLE001 - whatever a damaged state makes the engine trip on
        return f"its game cannot go on: {type(e).__name__}: {e}"
    return None


class PlaySession:
    """One game at the terminal. `humans`: the seats played by people (both in hotseat)."""

    def __init__(self, game: Game, deck_a, deck_b, *, seed: int, turn_cap: int, humans: tuple[int, ...],
                 opponent: str = "heuristic") -> None:
        self.game = game
        self.decks = (deck_a, deck_b)
        self.seed = seed
        self.turn_cap = turn_cap
        self.humans = tuple(humans)
        self.opponent_name = opponent
        self.agents = {s: Opponent(opponent, seed, s) for s in (0, 1) if s not in self.humans}
        self.undo_stack: list[Game] = []
        # The seat whose eyes the board is drawn for: the human to decide, else the (first) human.
        self.viewer = self.humans[0] if self.humans else 0

    # --------------------------------------------------------------------------------------------
    # Building

    @classmethod
    def new(cls, deck_a, deck_b, *, seed: int, turn_cap: int = 200, hotseat: bool = False,
            opponent: str = "heuristic", names: list[str] | None = None) -> PlaySession:
        from aember.engine.setup import new_game

        g = new_game(deck_a, deck_b, seed=seed, turn_cap=turn_cap)
        rename_players(g, names or default_names(hotseat))
        return cls(g, deck_a, deck_b, seed=seed, turn_cap=turn_cap, humans=(0, 1) if hotseat else (0,),
                   opponent=opponent)

    @property
    def hotseat(self) -> bool:
        return len(self.humans) == 2

    # --------------------------------------------------------------------------------------------
    # Whose move

    def to_move(self) -> int | None:
        d = self.game.decision
        return None if d is None else d.player

    def human_to_move(self) -> bool:
        p = self.to_move()
        return p is not None and p in self.humans

    def answer(self, ans: Any) -> None:
        """A person's answer. Raises Refused (with a player's explanation) if it is not legal."""
        g = self.game
        player = self.to_move()
        if player is None or player not in self.humans:
            raise Refused("The game is over." if g.over else "Wait: it is not your decision.")
        snapshot = g.clone()
        try:
            g.apply(ans)
        except IllegalAnswer as e:
            raise Refused(explain_illegal(g, ans, player, str(e))) from None
        if not self.hotseat:
            self.undo_stack.append(snapshot)
            del self.undo_stack[:-200]

    def computer_answer(self) -> Any:
        """The answer the agent of the seat to move chooses (reads the game, changes nothing)."""
        return self.agents[self.to_move()].choose(self.game)

    def apply_computer(self, ans: Any) -> Any:
        """Apply the computer's answer; an illegal one is replaced by a legal random one (the game goes on)."""
        agent = self.agents[self.to_move()]
        try:
            self.game.apply(ans)
        except IllegalAnswer:
            agent.note = f"agent '{agent.name}' gave an illegal answer ({ans!r}); random legal moves instead"
            agent._agent = None
            ans = agent.choose(self.game)
            self.game.apply(ans)
        return ans

    def computer_move(self) -> Any:
        """Let the agent of the seat to move answer; returns the answer it gave."""
        return self.apply_computer(self.computer_answer())

    def can_undo(self) -> bool:
        return bool(self.undo_stack) and not self.hotseat

    def undo(self) -> bool:
        """Back to before your last decision (the computer's replies since are undone too)."""
        if not self.can_undo():
            return False
        self.game = self.undo_stack.pop()
        return True

    # --------------------------------------------------------------------------------------------
    # Save, resume, replay

    def to_save(self) -> dict:
        return {"format": SAVE_FORMAT, "game": to_json(self.game), "deck_a": self.decks[0].to_json(),
                "deck_b": self.decks[1].to_json(), "seed": self.seed, "turn_cap": self.turn_cap,
                "humans": list(self.humans), "opponent": self.opponent_name}

    def save(self, path: str | Path) -> Path:
        path = Path(path).expanduser()
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(path.name + ".tmp")
        tmp.write_text(json.dumps(self.to_save(), separators=(",", ":")), encoding="utf-8")
        tmp.replace(path)
        return path

    @classmethod
    def load(cls, path: str | Path) -> PlaySession:
        from aember.decks.model import DeckError, deck_from_aember_json

        p = Path(path).expanduser()
        try:
            text = p.read_text(encoding="utf-8")
        except OSError as e:
            raise PlayError(f"{path}: cannot read the save file ({e.strerror})") from None
        except UnicodeDecodeError as e:
            raise PlayError(f"{path}: not an 'aember play' save file (not UTF-8 text, byte {e.start + 1})") from None
        try:
            data = json.loads(text)
        except (ValueError, RecursionError) as e:      # also a number of 4300 digits and more, or nested too deep
            raise PlayError(f"{path}: corrupt save file (not valid JSON: {e})") from None
        if not isinstance(data, dict) or data.get("format") not in SAVE_FORMATS:
            raise PlayError(f"{path}: not an 'aember play' save file")
        try:
            deck_a = deck_from_aember_json(data["deck_a"], f"{path}: deck_a")
            deck_b = deck_from_aember_json(data["deck_b"], f"{path}: deck_b")
            try:
                game = from_json(data["game"])
                problem = _unplayable(game)
                if problem:
                    raise SaveError(problem)
            except SaveError as e:
                # A save from another version of the card set: replay its answers from the decks and seed.
                game = _replay(deck_a, deck_b, data, e)
            humans = tuple(int(h) for h in data["humans"])
            if not humans or any(h not in (0, 1) for h in humans) or len(set(humans)) != len(humans):
                raise ValueError("bad 'humans'")
            sess = cls(game, deck_a, deck_b, seed=int(data["seed"]), turn_cap=int(data["turn_cap"]),
                       humans=humans, opponent=str(data.get("opponent", "heuristic")))
        except SaveError as e:
            raise PlayError(f"{path}: corrupt save file ({e})") from None
        except DeckError as e:
            raise PlayError(f"{path}: corrupt save file ({e})") from None
        except (KeyError, IndexError, TypeError, ValueError, AttributeError, OverflowError) as e:
            raise PlayError(f"{path}: corrupt save file ({type(e).__name__}: {e})") from None
        if game.decision is None and not game.over:
            raise PlayError(f"{path}: corrupt save file (no decision pending in an unfinished game)")
        return sess

    def replay_json(self) -> dict:
        return {"format": REPLAY_FORMAT, "deck_a": self.decks[0].to_json(), "deck_b": self.decks[1].to_json(),
                "seed": self.seed, "turn_cap": self.turn_cap, "answers": self.game.history}

    def save_replay(self, path: str | Path) -> Path:
        path = Path(path).expanduser()
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(self.replay_json()), encoding="utf-8")
        return path

    def summary(self) -> Summary:
        return summarize(self.game)

"""The scenario runner: YAML files that set up a position, make moves and check the outcome.

The format is specified in ../shared/scenarios/FORMAT.md. Each file gives one line: PASS, FAIL
(with the reason) or SKIP (cards not implemented yet); a format problem is a FAIL, never a crash.
"""

from __future__ import annotations

import re
import traceback
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from aember.carddb import normalize_title, records_by_title, split_evil_twin
from aember.cards.registry import get_card
from aember.engine.carddef import CREATURE, UPGRADE
from aember.engine.decision import IllegalAnswer
from aember.engine.effects import HOUSES, carry_animated_hosts, carry_counter_lastings
from aember.engine.game import Game
from aember.engine.prophecy import PROPHECY, is_prophecy, prophecy_title
from aember.engine.rules import MAIN, RESOLVE_TRIGGERS, SETUP, TURN
from aember.engine.serialize import state_signature
from aember.engine.state import (
    ARTIFACTS,
    BATTLELINE,
    DISCARD,
    GRAFTED,
    HALF,
    HAND,
    KEY_COLOURS,
    UNDER,
    Card,
    Player,
    Rng,
)
from aember.engine.state import (
    UPGRADE as UPGRADE_ZONE,
)


class _RunnerGame(Game):
    """The runner's game: it notes each token creature as it is made, because FORMAT numbers them in the order
    they are made, and one may leave play again within the move that made it (Endless Hordes)."""

    def put_into_play(self, cid: int, controller: int, where: Any = "right", ready: bool = False,
                      announce: bool = True) -> None:
        super().put_into_play(cid, controller, where, ready, announce)
        c = self.cards[cid]
        if c.is_token_creature:
            self.__dict__.setdefault("made_tokens", []).append((cid, normalize_title(c.token.title)))
            # FORMAT, Cards: made during the game, it comes after every card of the setup in setup order (the
            # defaults: trigger order, cards put into one pile at once), in the order made (a new mapping: a
            # clone tried for `illegal:` shares the old one)
            n = self.__dict__.get("made_count", 0)
            self.made_count = n + 1
            self.made_rank = {**self.made_rank, cid: n}


class ScenarioError(Exception):
    """The scenario fails: the message says which move or expectation, expected and found."""


class FormatError(ScenarioError):
    """The runner cannot understand the scenario (a reference to no card, an unknown move or key, a malformed
    value): it FAILS, even inside `illegal:`, where a refusal by the game would pass (FORMAT: "it never passes
    silently")."""


class NotImplementedCards(Exception):
    def __init__(self, titles: list[str]):
        super().__init__(", ".join(titles))
        self.titles = titles


class NotImplementedMechanic(Exception):
    """The scenario needs a mechanic the engine does not have yet (prophecies, archon powers, …): a SKIP
    that names it, never a silent PASS."""


SETUP_KEYS = {"active", "house", "first_turn", "tide", "p1", "p2", "new_game"}
PLAYER_KEYS = {"houses", "amber", "keys", "chains", "token", "hand", "deck", "discard", "archives", "purged",
               "battleline", "artifacts", "archon_power", "prophecies"}
CARD_KEYS = {"card", "exhausted", "damage", "stun", "enrage", "ward", "power", "amber", "counters", "upgrades",
             "face_down", "house", "enhance", "under", "grafted", "owner", "named"}
OUT_OF_PLAY_KEYS = {"card", "house", "enhance", "owner"}    # (owner: in archives only, checked on its own)
NEW_GAME_UNREAD = ("amber", "keys", "hand", "discard", "archives", "purged", "battleline", "artifacts")
UPGRADE_KEYS = {"card", "owner", "counters", "enhance", "house", "under"}   # (under: as validate.py takes it)
ZONE_ORDER = ("hand", "deck", "discard", "archives", "purged", "battleline", "artifacts")
OWNER_ZONES = ("battleline", "artifacts", "archives")      # where a card mapping may give `owner`
ENGINE_ICONS = ("amber", "capture", "damage", "draw", "discard", "power")   # bonus icons the engine resolves
TOP_KEYS = {"name", "source", "notes", "seed", "setup", "moves", "expect"}
EXPECT_KEYS = {"active", "active_house", "winner", "tide", "p1", "p2", "cards", "pending"}
EXPECT_PLAYER = {"amber", "keys", "key_cost", "chains", "hand", "hand_count", "deck_count", "deck_top", "discard",
                 "discard_top", "archives", "purged", "battleline", "artifacts"}
EXPECT_CARD = {"location", "controller", "exhausted", "damage", "power", "armor", "armor_used", "has", "lacks",
               "house", "stunned", "enraged", "warded", "amber", "power_counters", "counters", "upgrades",
               "traits", "owner", "under", "grafted", "named", "up", "active"}
LOCATIONS = {"hand", "deck", "discard", "archives", "purged", "battleline", "artifacts", "upgrade", "grafted",
             "under", "prophecy"}
FREE_KINDS = ("house", "main")
CARD_KINDS = ("target", "targets", "order")         # decisions whose options are cards (`select:`)
MOVE_KEYS = {"play": {"card", "flank", "position", "target", "as"}, "fight": {"with", "target"},
             "discard": {"card"}, "reap": {"card"}, "unstun": {"card"},
             "action": {"card", "ability"}, "omni": {"card", "ability"}, "prophecy": {"card", "fate"}}
YES_NO = ("yes", "no", "true", "false")
MOVES = {"house", "take_archives", "play", "discard", "reap", "fight", "action", "omni", "unstun", "raise_tide",
         "prophecy", "end_turn", "select", "choose", "position", "mulligan", "illegal", "expect"}
class _RefPattern:
    """`p2:Title#2` (FORMAT "Cards"). An Evil Twin's copy number may also stand before its suffix,
    `Armadrone#2 (Evil Twin)`, as the shared validate.py reads it: the same as `Armadrone (Evil Twin)#2`."""
    _ref = re.compile(r"^(?:(p[12]):)?(.*?)(?:#(\d+))?$")
    _twin = re.compile(r"^(.*?)#(\d+)(\s*\(evil twin\))$", re.IGNORECASE)

    def match(self, text: str) -> re.Match:
        t = self._twin.match(text)
        return self._ref.match(f"{t.group(1)}{t.group(3)}#{t.group(2)}" if t else text)


REF_RE = _RefPattern()


def norm_house(h: Any) -> str:
    return str(h).lower().replace(" ", "").replace("-", "").replace("_", "")


def _icon(x: Any) -> str:
    """A bonus icon of `enhance:` (FORMAT: amber, capture, damage, draw, discard, power, or a house), in any case
    and with Æ or AE, as titles are matched ("Æmber" is `amber`)."""
    n = norm_house(normalize_title(str(x)))
    return "amber" if n == "aember" else n


def _base_title(title: str) -> str:
    """The printed title (an Evil Twin's namesake's): what the card database is keyed by."""
    return split_evil_twin(title)[0]


@dataclass
class Result:
    path: str
    name: str
    status: str          # PASS | FAIL | SKIP
    reason: str = ""

    def line(self) -> str:
        # FORMAT: "one line per scenario": a name written as a folded or literal block (`name: >`) ends in a line
        # break, and a reason may quote text that has one; each line break is a space
        name, reason = _one_line(self.name), _one_line(self.reason)
        if self.status == "PASS":
            return f"PASS {self.path}: {name}"
        if self.status == "SKIP":
            return f"SKIP {self.path}: not implemented: {reason}"
        return f"FAIL {self.path}: {name}: {reason}"


def _one_line(text: str) -> str:
    return " ".join(str(text).split()) if "\n" in str(text) or "\r" in str(text) else str(text)


# ---------------------------------------------------------------------------------------------
# Building the position


def _written_title(entry: Any) -> str:
    """A card as an expectation wrote it: a title, or a mapping with `card:`."""
    return str(entry["card"]) if isinstance(entry, dict) and "card" in entry else str(entry)


class Scenario:
    def __init__(self, data: dict, path: str = "<scenario>", permute: int | None = None):
        self.data = data
        self.path = path
        # tests only: the card ids dealt again at random (this seed) once the setup's cards are made - nothing in
        # the rules may depend on them (tests/test_id_permutation.py)
        self.permute = permute
        self.game = _RunnerGame()
        self.refs: list[tuple[int, str]] = []   # (cid, normalised title) in setup order
        # the same with each token creature's `face_down` card counted where it is written (some authors number
        # it so: `Mindwarper#2` for the Mindwarper in play when a Grumpus lies on another): a fallback of ref()
        self.refs_fd: list[tuple[int, str]] = []
        self._halves_seen: dict[str, int] = {}  # a gigantic creature's halves written separately, by title
        self._named: list[tuple[int, Any, str]] = []    # setup `named:` (cid, value, where), applied after setup
        # token creatures made during the game, in the order they were made, with their token title: their
        # numbers follow the setup's (FORMAT "Cards"), and stay theirs after they leave play
        self.made: list[tuple[int, str]] = []
        self._setup_tokens: set[int] = set()
        self._setup_made = 0
        self._made_noted = 0    # entries of the game's made_tokens already in self.made
        self._illegal = False       # trying an illegal: move (an answer then answers only the decision pending now)

    # -- titles ----------------------------------------------------------------------------
    def _entry_title(self, entry: Any, where: str) -> str:
        if isinstance(entry, str):
            return entry
        if isinstance(entry, dict):
            if "card" not in entry or not isinstance(entry["card"], str):
                raise ScenarioError(f"{where}: a card entry needs 'card: Title'")
            return entry["card"]
        raise ScenarioError(f"{where}: expected a card title, got {entry!r}")

    def collect_titles(self) -> list[str]:
        titles: list[str] = []
        setup = self.data.get("setup") or {}
        if not isinstance(setup, dict):
            raise ScenarioError("'setup' must be a mapping")
        for p in ("p1", "p2"):
            pd = setup.get(p) or {}
            if not isinstance(pd, dict):
                continue
            for z in ZONE_ORDER:
                if not isinstance(pd.get(z) or [], list):
                    raise ScenarioError(f"setup.{p}.{z} must be a list")
                for e in pd.get(z) or []:
                    try:
                        titles.append(self._entry_title(e, f"setup.{p}.{z}"))
                    except ScenarioError:
                        continue
                    if isinstance(e, dict):
                        for sub in ("upgrades", "under", "grafted"):
                            if not isinstance(e.get(sub) or [], list):
                                raise ScenarioError(f"setup.{p}.{z}: {e['card']}: {sub} must be a list")
                            for u in e.get(sub) or []:
                                if isinstance(u, str):
                                    titles.append(u)
                                elif isinstance(u, dict) and isinstance(u.get("card"), str):
                                    titles.append(u["card"])
                                    if sub == "upgrades" and isinstance(u.get("under") or [], list):
                                        titles += [x if isinstance(x, str) else x.get("card") for x in
                                                   u.get("under") or [] if isinstance(x, str)
                                                   or (isinstance(x, dict) and isinstance(x.get("card"), str))]
                        if isinstance(e.get("face_down"), str):
                            titles.append(e["face_down"])
            if isinstance(pd.get("token"), str):
                titles.append(pd["token"])
            for e in pd.get("prophecies") or [] if isinstance(pd.get("prophecies"), list) else []:
                if isinstance(e, dict) and isinstance(e.get("fate"), str):
                    titles.append(e["fate"])
                elif isinstance(e, dict) and isinstance(e.get("fate"), dict) and isinstance(e["fate"].get("card"), str):
                    titles.append(e["fate"]["card"])
        return titles

    def check_cards(self) -> None:
        missing = []
        unknown = []
        db = records_by_title()
        for t in self.collect_titles():
            base = _base_title(t)
            if get_card(t) is None:      # an Evil Twin is its own card: never its namesake
                if db and normalize_title(base) not in db:
                    unknown.append(t)
                elif t not in missing:
                    missing.append(t)
        if unknown:
            names = "; ".join(sorted(set(unknown)))
            # "hand: [Heads, I Win]" unquoted is two titles, "Heads" and "I Win": say so
            joined = [f"{a}, {b}" for a, b in zip(unknown, unknown[1:], strict=False)
                      if db and normalize_title(f"{a}, {b}") in db]
            hint = f" (a title with a comma must be quoted in a YAML list: \"{joined[0]}\")" if joined else ""
            raise ScenarioError(f"unknown card: {names}{hint}")
        if missing:
            raise NotImplementedCards(sorted(set(missing)))

    def check_mechanics(self) -> None:
        """A SKIP (NotImplementedMechanic) when the scenario needs a mechanic of FORMAT revision 2 that the
        engine does not have yet; checked before anything runs, so such a scenario never passes silently."""
        d = self.data
        setup = d.get("setup") or {}
        needs: list[str] = []

        def need(m: str) -> None:
            if m not in needs:
                needs.append(m)

        for p in ("p1", "p2"):
            pd = setup.get(p) if isinstance(setup, dict) else None
            if not isinstance(pd, dict):
                continue
            if pd.get("archon_power"):
                apt = pd["archon_power"]
                if not isinstance(apt, str):
                    raise ScenarioError(f"setup.{p}.archon_power must be the title of an archon power card, "
                                        f"not {apt!r}")
                _printed_as(apt, "archon power", f"setup.{p}.archon_power")
                ap = get_card(apt)
                if ap is None or ap.type != "archon power":
                    need(f"the archon power {apt}")
            if not isinstance(pd.get("prophecies") or [], list):
                raise ScenarioError(f"setup.{p}.prophecies must be a list of prophecy cards ({{sides: [A, B], ...}})")
            for e in pd.get("prophecies") or []:
                sides = e.get("sides") if isinstance(e, dict) else None
                # one or two titles (validate.py: "a list of one or two titles"): a card written with one side
                # has no other side to activate or flip to
                if not isinstance(sides, list) or len(sides) not in (1, 2) or not all(isinstance(t, str)
                                                                                       for t in sides):
                    raise ScenarioError(f"setup.{p}.prophecies: each entry needs 'sides': [two prophecy titles] "
                                        f"(or one)")
                for t in sides:
                    _printed_as(t, "prophecy", f"setup.{p}.prophecies")
                    if not is_prophecy(t):
                        need(f"the prophecy {t}")
            keys = pd.get("keys")
            if isinstance(keys, list):
                _key_colours(keys, f"setup.{p}.keys")
            if (isinstance(keys, int) and not isinstance(keys, bool) and keys > 4) or (
                    isinstance(keys, list) and len(keys) > 4):
                need("a fifth key")
            for z in ZONE_ORDER:
                for e in pd.get(z) or [] if isinstance(pd.get(z), list) else []:
                    if not isinstance(e, dict):
                        continue
                    if "named" in e and z in ("battleline", "artifacts") and isinstance(e.get("card"), str):
                        nd = get_card(e["card"])
                        if nd is not None and nd.named is None:
                            need(f"named on {e['card']} (the engine keeps nothing it names)")
                    for item in [e] + [u for u in e.get("upgrades") or [] if isinstance(u, dict)]:
                        if not isinstance(item.get("enhance") or [], list):
                            raise ScenarioError(f"setup.{p}.{z}: {item.get('card')}: enhance must be a list of "
                                                "bonus icons")
                        for icon in item.get("enhance") or []:
                            icon_n = _icon(icon)
                            if icon_n not in ENGINE_ICONS and icon_n not in HOUSES:   # house icons: LATER-MECHANICS 9
                                raise ScenarioError(f"setup.{p}.{z}: unknown bonus icon {icon!r} in enhance")

        def scan_expect(exp: Any) -> None:
            if not isinstance(exp, dict):
                return
            for ce in (exp.get("cards") or {}).values() if isinstance(exp.get("cards"), dict) else []:
                if not isinstance(ce, dict):
                    continue
                pass

        def scan_move(m: Any) -> None:
            if not isinstance(m, dict):
                return
            for k, v in m.items():
                if k == "illegal":
                    scan_move(v)
                elif k == "expect":
                    scan_expect(v)

        for m in d.get("moves") or [] if isinstance(d.get("moves"), list) else []:
            scan_move(m)
        scan_expect(d.get("expect"))
        if needs:
            raise NotImplementedMechanic(", ".join(needs))

    def build(self) -> None:
        d = self.data
        for k in d:
            if k not in TOP_KEYS:
                raise ScenarioError(f"unknown key {k!r}")
        if "name" not in d:
            raise ScenarioError("missing 'name'")
        setup = d.get("setup") or {}
        if not isinstance(setup, dict):
            raise ScenarioError("'setup' must be a mapping")
        for k in setup:
            if k not in SETUP_KEYS:
                raise ScenarioError(f"unknown setup key {k!r}")
        if setup.get("new_game"):
            # FORMAT, New games: decks (top first), and archon powers, prophecies; a game at setup has no active
            # house, no first-turn choice and nothing but decks: anything more would be silently left unread
            for k, same in (("active", "p1"), ("house", object()), ("first_turn", True)):
                if k in setup and setup[k] != same:     # (saying what a new game does anyway is no error)
                    raise ScenarioError(f"setup.{k} is not given in a new game (p1 takes the first turn, under the "
                                        f"first-turn rule, and chooses its house with the moves)")
            for p in ("p1", "p2"):
                pd = setup.get(p)
                for k in (pd if isinstance(pd, dict) else {}):
                    if k in NEW_GAME_UNREAD and (pd[k] not in (None, 0, []) or isinstance(pd[k], bool)):
                        # (`amber: 0`, `hand: []`: what a new game has anyway, as `active: p1` is, is no error)
                        raise ScenarioError(f"setup.{p}.{k} is not given in a new game (it starts with the decks "
                                            f"only; the hands are drawn from them)")
        g = self.game
        seed = d.get("seed", 0)
        if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
            raise ScenarioError(f"seed must be a number, not {seed!r}")
        g.seed = seed or 0
        g.rng = Rng(g.seed)
        for i, p in enumerate(("p1", "p2")):
            pd = setup.get(p) or {}
            if not isinstance(pd, dict):
                raise ScenarioError(f"setup.{p} must be a mapping")
            for k in pd:
                if k not in PLAYER_KEYS:
                    raise ScenarioError(f"unknown key setup.{p}.{k}")
            g.players.append(Player(i, p, []))
        for i, p in enumerate(("p1", "p2")):
            self._build_player(i, setup.get(p) or {}, p)
        if self.permute is not None:
            self._renumber(self.permute)
        self._setup_tokens = {c.cid for c in g.cards if c.token is not None}     # numbered by the setup
        self._setup_made = len(g.__dict__.get("made_tokens", ()))    # (none: the setup puts nothing into play)
        if "tide" in setup:
            t = str(setup["tide"]).lower()
            if t not in ("high", "low", "neutral"):
                raise ScenarioError(f"setup.tide must be high, low or neutral, not {setup['tide']!r}")
            g.tide = {"high": 1, "low": -1, "neutral": 0}[t]
        if setup.get("new_game"):
            g.active = 0
            g.push(SETUP, {})
            g.run()
            self._note_made()
            return
        active = setup.get("active", "p1")
        if active not in ("p1", "p2"):
            raise ScenarioError(f"setup.active must be p1 or p2, not {active!r}")
        g.active = 0 if active == "p1" else 1
        g.first_turn_rule = bool(setup.get("first_turn", False))
        for cid, value, where in self._named:     # once every card is in place: a named title may be any card
            n = len(g.lasting)
            g.cards[cid].defn.named(g, cid, self._named_value(value, where))
            if g.cards[cid].controller != g.active:
                # named on its controller's previous turn: an effect "on their next turn" is in force now
                for le in g.lasting[n:]:
                    if "turn" in le:
                        le["turn"] -= 1
        carry_counter_lastings(g)     # a paint or ignorance counter set up on a card means what its text says
        carry_animated_hosts(g)       # an artifact set up in a battleline under Animating Force is its creature
        if "house" in setup:
            house = norm_house(setup["house"])
            if house not in HOUSES:
                raise ScenarioError(f"setup.house: unknown house {setup['house']!r}")
            g.active_house = house
            g.turn_log.append(["house", g.active, g.turn, house])   # chosen this turn: "their previous turn" later
            g.step = "main"
            f = g.push(TURN, {})
            f.pc = 4
            g.push(MAIN, {})
            g.step_actions = 0
        else:
            g.push(TURN, {})
        g.run()
        self._note_made()

    def _renumber(self, seed: int) -> None:
        """Deal the setup's card ids again by a random permutation (Game.renumber), with the runner's tables."""
        g = self.game
        ids = list(range(len(g.cards)))
        Rng(seed).shuffle(ids)
        g.renumber(dict(enumerate(ids)))
        rank = [0] * len(ids)
        for old, new in enumerate(ids):
            rank[new] = old
        g.setup_rank = rank     # FORMAT's defaults keep to the setup's order
        self.refs = [(ids[x], t) for x, t in self.refs]
        self.refs_fd = [(ids[x], t) for x, t in self.refs_fd]
        self._named = [(ids[x], v, w) for x, v, w in self._named]
        if g.__dict__.get("made_tokens"):
            g.made_tokens = [(ids[x], t) for x, t in g.made_tokens]

    def _new_card(self, player: int, entry: Any, zone: str, where: str) -> Card:
        g = self.game
        title = self._entry_title(entry, where)
        d = get_card(title)
        if d is None:
            raise NotImplementedCards([title])
        house = d.house
        enh: tuple = ()
        if isinstance(entry, dict):
            if "house" in entry:
                house = norm_house(entry["house"])
                if house not in HOUSES:
                    raise ScenarioError(f"{where}: unknown house {entry['house']!r}")
            if "enhance" in entry:
                if not isinstance(entry["enhance"] or [], list):
                    raise ScenarioError(f"{where}: enhance must be a list of bonus icons")
                enh = tuple(_icon(x) for x in entry["enhance"] or ())
        # FORMAT: "A card whose record has no house (anomalies, the "house varies" creatures of later sets) must be
        # written as a mapping with `house:`". Written bare, it is still read, with no house: refusing it would fail
        # a scenario whose outcome does not depend on the house
        if d.top_half is not None and zone != BATTLELINE:
            # FORMAT: a gigantic creature's halves written separately: "the first entry of the title in setup order
            # is the top half ..., the second the bottom half" (each half has its own face out of play, 001:2160-2163)
            n = self._halves_seen[d.title] = self._halves_seen.get(d.title, 0) + 1
            if n % 2 == 1:
                d = d.top_half
        c = Card(len(g.cards), d, player, house, enh)
        c.zone = zone
        g.cards.append(c)
        self.refs.append((c.cid, normalize_title(title)))
        self.refs_fd.append((c.cid, normalize_title(title)))
        return c

    def _build_player(self, i: int, pd: dict, pname: str) -> None:
        g = self.game
        pl = g.players[i]
        pl.amber = _count(pd.get("amber", 0) or 0, f"setup.{pname}.amber")
        keys = pd.get("keys", 0) or 0
        if isinstance(keys, bool) or (isinstance(keys, int) and keys < 0):
            raise ScenarioError(f"setup.{pname}.keys must be a number or a list of colours, not {keys!r}")
        if isinstance(keys, int):
            pl.keys = list((KEY_COLOURS + ("fourth",))[:keys])      # a fourth key has no colour (Tinkerer)
        elif isinstance(keys, list):
            pl.keys = _key_colours(keys, f"setup.{pname}.keys")
        else:
            raise ScenarioError(f"setup.{pname}.keys must be a number or a list of colours")
        pl.chains = _count(pd.get("chains", 0) or 0, f"setup.{pname}.chains")
        if pd.get("token"):
            if not isinstance(pd["token"], str):
                raise ScenarioError(f"setup.{pname}.token must be a card title, not {pd['token']!r}")
            td = get_card(pd["token"])
            if td is None:
                raise NotImplementedCards([pd["token"]])
            if not td.is_token:
                raise ScenarioError(f"setup.{pname}.token: {td.title} is not a token creature")
            pl.token_def = td
        listed_houses: list[str] = []
        for z in ZONE_ORDER:
            entries = pd.get(z) or []
            if not isinstance(entries, list):
                raise ScenarioError(f"setup.{pname}.{z} must be a list")
            for n, e in enumerate(entries):
                where = f"setup.{pname}.{z}[{n}]"
                if isinstance(e, dict):
                    for k in e:
                        if k not in CARD_KEYS:
                            raise ScenarioError(f"{where}: unknown key {k!r}")
                    if "owner" in e and z not in OWNER_ZONES and e["owner"] != pname:
                        # (validate.py takes `owner` on any card of a zone; the block's own player, what a card
                        # there is anyway (001:2337), is no error)
                        raise ScenarioError(f"{where}: a card in {z} is its owner's: 'owner' of the other player is "
                                            f"given only on cards in battleline, artifacts or archives (and in "
                                            f"under, grafted, upgrades)")
                    for k in e:     # FORMAT: "Creatures and artifacts in play take the further keys"
                        if k not in OUT_OF_PLAY_KEYS and z not in ("battleline", "artifacts"):
                            raise ScenarioError(f"{where}: {k!r} is given only on cards in play (a card in {z} is "
                                                f"written with card, house, enhance)")
                zone = {"battleline": BATTLELINE, "artifacts": ARTIFACTS}.get(z, z)
                c = self._new_card(i, e, zone, where)
                if isinstance(e, dict) and "owner" in e:
                    # in this player's block: this player controls it, `owner` owns it
                    c.owner = self._player_ref(e["owner"], f"{where}.owner")
                if c.house in HOUSES and c.house not in listed_houses:     # (no house: an anomaly)
                    listed_houses.append(c.house)
                if isinstance(e, dict) and e.get("face_down") and z in ("battleline", "artifacts"):
                    # A token creature: the card in play is `face_down`, showing the token `card` (in the artifacts:
                    # a token creature considered an artifact, mineralized by De-Animator).
                    token = c.defn
                    if not isinstance(e["face_down"], str):
                        raise ScenarioError(f"{where}.face_down must be a card title, not {e['face_down']!r}")
                    fd = get_card(e["face_down"])
                    if fd is None:
                        raise NotImplementedCards([e["face_down"]])
                    c.defn = fd
                    c.token = token
                    self.refs_fd.append((c.cid, normalize_title(e["face_down"])))
                    if "house" not in e:    # the facedown card's own house, as for a token made in play
                        c.house = fd.house
                elif z in ("battleline", "artifacts") and c.defn.is_token:
                    # a token title written bare (`Grunt`) is a token creature as much as `{card: Grunt}` is
                    c.token = c.defn
                if z == "battleline" and c.defn.gigantic and not c.token:
                    # A gigantic creature in play is both halves: the card written is its top half (the first entry
                    # of the title, FORMAT), which bears the bonus icons, riding with the bottom half, the card in
                    # play that wears the creature's face (001:2160-2163). (Owned by the creature's owner: a gigantic
                    # creature p1 controls but p2 owns is both p2's.)
                    h = Card(len(g.cards), c.defn, c.owner, c.house)
                    h.controller = i
                    h.zone = BATTLELINE
                    g.cards.append(h)
                    c.defn = c.defn.top_half or c.defn
                    c.controller = i
                    c.zone = HALF
                    c.host = h.cid
                    c = h
                pl.zone_list(zone).append(c.cid)
                if isinstance(e, dict) and z in ("battleline", "artifacts"):
                    held: list[Card] = []
                    self._card_state(c, e, where)
                    if e.get("named") is not None:
                        self._named.append((c.cid, e["named"], f"{where}.named"))
                    # the block's player controls a card under the creature, `owner` owns it
                    held += self._held_cards(e.get("under"), UNDER, f"{where}.under", i, i, c.cid)
                    for un, u in enumerate(e.get("upgrades") or []):
                        uw = f"{where}.upgrades[{un}]"
                        self._check_sub(u, UPGRADE_KEYS, uw)
                        # an upgrade's `owner` played it, and controls it
                        owner = self._player_ref(u["owner"], f"{uw}.owner") if isinstance(u, dict) and "owner" in u \
                            else i
                        uc = self._new_card(owner, u, UPGRADE_ZONE, uw)
                        uc.host = c.cid
                        held.append(uc)
                        if isinstance(u, dict):     # cards under the upgrade itself
                            self._held_cards(u.get("under"), UNDER, f"{uw}.under", owner, owner, uc.cid)
                        if uc.defn.upgrade_face is not None:
                            uc.token = uc.defn.upgrade_face     # a creature in play as an upgrade (Securi-Droid)
                        if isinstance(u, dict) and u.get("counters"):
                            if not isinstance(u["counters"], dict):
                                raise ScenarioError(f"{uw}.counters must be a mapping")
                            uc.counters = _counters(u["counters"], f"{uw}.counters")
                        c.upgrades.append(uc.cid)
                    # faceup under it (graft)
                    held += self._held_cards(e.get("grafted"), GRAFTED, f"{where}.grafted", i, i, c.cid)
                    # FORMAT `houses:` "default: the houses of the cards listed for this player": the cards written
                    # in an upgrades/under/grafted list of this block are listed for it too (those it owns)
                    for hc in held:
                        if hc.owner == i and hc.house in HOUSES and hc.house not in listed_houses:
                            listed_houses.append(hc.house)
        if pd.get("archon_power"):
            pl.archon = self._new_card(i, pd["archon_power"], "archon", f"setup.{pname}.archon_power").cid
        for n, e in enumerate(pd.get("prophecies") or []):
            where = f"setup.{pname}.prophecies[{n}]"
            # the prophecy card's place in setup order (it is no card of the game): just before its fate card's
            # number, or where that would be (Game.setup_key)
            g.prophecy_rank = {**g.prophecy_rank, (i, n): len(g.cards) - 0.5}
            for k in e:
                if k not in ("sides", "up", "fate", "named"):
                    raise ScenarioError(f"{where}: unknown key {k!r}")
            sides = [prophecy_title(str(t)) or str(t) for t in e["sides"]]    # either apostrophe, any case
            up = 0
            if "up" in e:
                ups = [k for k, t in enumerate(sides) if normalize_title(t) == normalize_title(str(e["up"]))]
                if not ups:
                    raise ScenarioError(f"{where}: 'up' must be one of its sides {sides}")
                up = ups[0]
            fate = None
            if e.get("fate") is not None:
                self._check_sub(e["fate"], {"card", "owner", "house", "enhance"}, f"{where}.fate")
                fo = self._player_ref(e["fate"]["owner"], f"{where}.fate.owner") \
                    if isinstance(e["fate"], dict) and "owner" in e["fate"] else i
                fc = self._new_card(fo, e["fate"], PROPHECY, f"{where}.fate")
                fc.controller = i
                if fo == i and fc.house in HOUSES and fc.house not in listed_houses:   # a card listed for i too
                    listed_houses.append(fc.house)
                fate = fc.cid
            entry = {"sides": sides, "up": up, "fate": fate}
            if e.get("named") is not None:      # the house Trust Your Feelings named when its fate card was placed
                entry["named"] = norm_house(e["named"])
            pl.prophecies.append(entry)
        houses = pd.get("houses")
        if houses:
            if not isinstance(houses, list):
                raise ScenarioError(f"setup.{pname}.houses must be a list of houses")
            pl.houses = [norm_house(h) for h in houses]
            for h in pl.houses:
                if h not in HOUSES:
                    raise ScenarioError(f"setup.{pname}.houses: unknown house {h!r}")
        else:
            # FORMAT: "default: the houses of the cards listed for this player (padded if fewer than 3)": all of
            # them, even past 3, and the active house the setup names for this player
            hs = list(listed_houses)
            setup = self.data.get("setup") or {}
            setup_house = norm_house(setup.get("house") or "")
            if setup_house in HOUSES and setup_house not in hs and setup.get("active", "p1") == pname:
                hs.append(setup_house)
            for h in ("brobnar", "dis", "logos", "mars", "sanctum", "shadows", "untamed"):
                if len(hs) >= 3:
                    break
                if h not in hs:
                    hs.append(h)
            pl.houses = hs

    @staticmethod
    def _named_value(value: Any, where: str) -> str:
        """A setup `named:` value: a house (the engine's name of it), else a card title (the engine's wording)."""
        h = norm_house(value)
        if h in HOUSES:
            return h
        d = get_card(str(value))
        if d is not None:
            return d.title
        rec = records_by_title().get(normalize_title(_base_title(str(value))))
        if rec:
            return rec[0]["name"]
        raise ScenarioError(f"{where}: {value!r} is neither a house nor a card")

    def _held_cards(self, entries: Any, zone: str, where: str, owner: int, controller: int, host: int) -> list[Card]:
        """The cards of an `under:` or `grafted:` list, held by card `host`: each owned by `owner` unless its entry
        says `owner:`, controlled by `controller`."""
        if entries is not None and not isinstance(entries, list):
            raise ScenarioError(f"{where} must be a list of cards")
        out = []
        for n, u in enumerate(entries or []):
            w = f"{where}[{n}]"
            self._check_sub(u, {"card", "owner", "house", "enhance"}, w)
            o = self._player_ref(u["owner"], f"{w}.owner") if isinstance(u, dict) and "owner" in u else owner
            hc = self._new_card(o, u, zone, w)
            hc.controller = controller
            hc.host = host
            out.append(hc)
        return out

    @staticmethod
    def _check_sub(entry: Any, keys: set[str], where: str) -> None:
        if isinstance(entry, dict):
            for k in entry:
                if k not in keys:
                    raise ScenarioError(f"{where}: unknown key {k!r}")

    @staticmethod
    def _player_ref(v: Any, where: str) -> int:
        if v not in ("p1", "p2"):
            raise ScenarioError(f"{where} must be p1 or p2, not {v!r}")
        return 0 if v == "p1" else 1

    def _card_state(self, c: Card, e: dict, where: str) -> None:
        def num(k: str) -> int:
            v = e.get(k, 0)
            if isinstance(v, bool) or not isinstance(v, int) or v < 0:
                raise ScenarioError(f"{where}.{k} must be a number (0 or more), not {v!r}")
            return v
        c.exhausted = _flag(e, "exhausted", where)
        c.damage = num("damage")
        c.stun = _flag(e, "stun", where)
        c.enrage = _flag(e, "enrage", where)
        c.ward = _flag(e, "ward", where)
        c.power_counters = num("power")
        c.amber = num("amber")
        counters = _counters(e.get("counters") or {}, f"{where}.counters")
        for name, attr in _STATE_COUNTERS.items():
            # `counters: {power: 2}` (or enrage, ward, stun, damage, amber): the state its own key sets up
            if name in counters:
                n = counters.pop(name)
                key = {"power_counters": "power"}.get(attr, attr)
                if key in e:
                    raise ScenarioError(f"{where}: {name} is given twice, as {key}: and in counters:")
                setattr(c, attr, n if isinstance(getattr(c, attr), int) and not isinstance(getattr(c, attr), bool)
                        else n > 0)
        c.counters = counters or None

    # -- references ------------------------------------------------------------------------
    def ref_in(self, text: Any, where: str, zones: tuple[str, ...]) -> int:
        """A reference in a move: a bare title whose first copy is elsewhere means the copy in `zones`."""
        cid = self.ref(text, where)
        g = self.game
        t = text["card"] if isinstance(text, dict) else text
        def actives(c2: int) -> bool:      # in the active player's hand, discard, battleline, … (the zone's holder)
            z = g.cards[c2].zone
            return z in ("hand", "deck", "discard", "archives", "purged", BATTLELINE, ARTIFACTS) and \
                c2 in g.players[g.active].zone_list(z)

        shown_as_other = (isinstance(t, str) and not self._illegal and "#" not in t
                          and self._facedown_as_other(cid, normalize_title(REF_RE.match(t.strip()).group(2))))
        if g.cards[cid].zone in zones and not shown_as_other and (
                actives(cid) or self._illegal or not isinstance(t, str) or "#" in t
                or REF_RE.match(t.strip()).group(1)):
            return cid
        if isinstance(t, str) and "#" not in t:
            m = REF_RE.match(t.strip())
            key = normalize_title(m.group(2))
            owner = m.group(1)
            found = [c2 for c2, tt in self.refs + self.made if tt == key and g.cards[c2].zone in zones and (
                     owner is None or g.cards[c2].owner == (0 if owner == "p1" else 1))]
            # a card now face down under a token of another title is named by the token's title (FORMAT): a move's
            # bare `Troll` is a Troll that shows that title
            found = [c2 for c2 in found if not self._facedown_as_other(c2, key)] or found
            # the active player's copy first: with p2 active, `reap: Troll` is p2's Troll even when Troll#1 is p1's
            # (but not under `illegal:`, where Title#1 refused is the point)
            mine = [c2 for c2 in found if actives(c2)]
            if not self._illegal and mine:
                return mine[0]
            if found and g.cards[cid].zone not in zones:
                return found[0]
        return cid

    def _note_made(self) -> None:
        """Note the token creatures made since the last move: in the order they were made (_RunnerGame), even
        one that has already left play again; any other in card order."""
        known = set(self.made)
        # Each making is a token made during the game and takes the next number, even when its card was a token
        # before - in the setup, or made earlier in the game and then left play (destroyed, put back on the deck
        # and made again): its earlier number still names the same card.
        events = self.game.__dict__.get("made_tokens", ())
        for m in events[self._setup_made + self._made_noted:]:
            self.made.append(m)
            known.add(m)
        self._made_noted = max(0, len(events) - self._setup_made)
        g = self.game
        self.made += [(x, normalize_title(g.cards[x].token.title)) for x in g.in_setup_order(
                      c.cid for c in g.cards if c.is_token_creature and c.cid not in self._setup_tokens
                      and (c.cid, normalize_title(c.token.title)) not in known)]

    def ref(self, text: Any, where: str) -> int:
        if isinstance(text, dict) and "card" in text:
            text = text["card"]
        if not isinstance(text, str):
            raise FormatError(f"{where}: expected a card reference, got {text!r}")
        m = REF_RE.match(text.strip())
        assert m
        owner, title, n = m.group(1), m.group(2), int(m.group(3) or 1)
        if n < 1:
            raise FormatError(f"{where}: {text!r}: copies are numbered from #1")
        key = normalize_title(title)
        matches = [cid for cid, t in self.refs if t == key and
                   (owner is None or self.game.cards[cid].owner == (0 if owner == "p1" else 1))]
        if len(matches) < n:
            # A token creature made during the game is named by its token title.
            self._note_made()
            matches += [cid for cid, t in self.made if t == key
                        and (cid not in matches or cid in self._setup_tokens)
                        and (owner is None or self.game.cards[cid].owner == (0 if owner == "p1" else 1))]
        if len(matches) < n:
            # A facedown card (set up as a token creature) named by its own title once it is faceup.
            matches += self.game.in_setup_order(
                c.cid for c in self.game.cards if c.cid not in matches and c.token is None
                and normalize_title(c.defn.title) == key and (owner is None or c.owner == (0 if owner == "p1" else 1)))
        if len(matches) < n and n == 1:
            # A prophecy (not a card of the game) names the fate card under it: "select:" the prophecy whose
            # fulfilment resolves first when several are fulfilled at once (FORMAT, "Decisions").
            fate = self._prophecy_fate(key, None if owner is None else int(owner[1]) - 1)
            if fate is not None:
                return fate
        if len(matches) < n:
            # the numbering that counts a token creature's facedown card of the setup where it is written
            alt = [cid for cid, t in self.refs_fd if t == key
                   and (owner is None or self.game.cards[cid].owner == (0 if owner == "p1" else 1))]
            if len(alt) >= n:
                matches = alt
        if len(matches) < n:
            raise FormatError(f"{where}: no card {text!r} in the scenario")
        cid = matches[n - 1]
        c = self.game.cards[cid]
        if c.zone == HALF and c.host >= 0:
            # a gigantic creature in play is both halves (FORMAT): a half that rides with the card in play names it
            return c.host
        return cid

    def _facedown_as_other(self, cid: int, key: str) -> bool:
        """The card is now a token creature of another title (its face, `key`, lies face down under it)."""
        c = self.game.cards[cid]
        return c.is_token_creature and normalize_title(c.token.title) != key

    def _prophecy_fate(self, key: str, owner: int | None = None) -> int | None:
        """The fate card under the active prophecy with this (normalised) title (of `owner`'s, if given), if any."""
        for pi, pl in enumerate(self.game.players):
            if owner not in (None, pi):
                continue
            for e in pl.prophecies:
                if e["fate"] is not None and normalize_title(e["sides"][e["up"]]) == key:
                    return e["fate"]
        return None

    def _prophecy_of(self, cid: int) -> str | None:
        """The title of the active prophecy that this card is the fate card of, if any."""
        for pl in self.game.players:
            for e in pl.prophecies:
                if e["fate"] == cid:
                    return e["sides"][e["up"]]
        return None

    def ref_title(self, text: str) -> str:
        m = REF_RE.match(_written_title(text).strip())     # (a mapping {card: Troll} in an expect too)
        return normalize_title(m.group(2)) if m else normalize_title(str(text))

    def title(self, cid: int) -> str:
        """A token creature is named by its token's title; any other card (a Mimic Gel copy, Explo-rover
        as an upgrade) by its own."""
        c = self.game.cards[cid]
        return normalize_title(c.token.title if c.is_token_creature else c.defn.title)

    # -- moves -----------------------------------------------------------------------------
    def apply_defaults(self) -> None:
        g = self.game
        while g.decision is not None and g.decision.default is not None:
            g.apply(g.decision.default)
            self._note_made()

    def _expect_holds(self, exp: Any, where: str) -> bool:
        try:
            self.check_expect(exp, where)
            return True
        except ScenarioError:
            return False

    def _on_copy(self, trial: Callable[[], bool], keep: bool = False) -> bool:
        """trial() run on a copy of the game; the copy stays the game only if `keep` and trial() said True."""
        real, made, noted = self.game, self.made[:], self._made_noted
        self.game = real.clone()
        ok = False
        try:
            ok = trial()
            return ok
        finally:
            if not (keep and ok):
                self.game, self.made, self._made_noted = real, made, noted

    def _yes_then_option(self, arg: Any, where: str) -> bool:
        """`choose: <option>` where a `may` yes/no is pending whose yes at once asks that player to choose among
        options that include it ("You may deal 2D to a creature, or attach Molina's Blaster …", "may choose a
        house", "you may choose to resolve it as a [capture], D, or [draw] icon"): the option chosen says yes, so
        yes, then that option. Tried on a copy, kept only if both are answers; any other reply stays refused. So too
        the words of what a bonus icon's "may … instead" offers (`choose: capture` for Amphora Captura)."""
        d = self.game.decision
        if d is None or d.kind != "yesno" or not isinstance(arg, str) or arg.strip().lower() in YES_NO:
            return False
        who = d.player

        def trial(reply: str) -> Callable[[], bool]:
            def run() -> bool:
                try:
                    self.game.apply(reply)
                    self._note_made()
                    nd = self.game.decision
                    if nd is None or nd.player != who or nd.kind in FREE_KINDS + CARD_KINDS + ("yesno", "mulligan"):
                        return False
                    self._apply(self.answer_for("choose", arg, where), where)
                    return True
                except (IllegalAnswer, ScenarioError):
                    return False
            return run
        if self._on_copy(trial("no")):
            return False        # (the option is asked whatever the reply: it does not say which)
        if self._on_copy(trial("yes"), keep=True):
            return True
        # a yes/no posed as "<A>, or <B>?" (Old Boomy: "Reveal the next card of your deck, or stop?", as printed
        # "until you reveal a Brobnar card or choose to stop"): the words of A say yes, those of B no
        either = re.fullmatch(r"(.+), or (.+)\?", str(d.prompt or ""))
        simple = _simplify(arg)
        if either and simple:
            said = [r for r, part in (("yes", either.group(1)), ("no", either.group(2)))
                    if _simplify(part).startswith(simple) or f" {simple} " in f" {_simplify(part)} "]
            if len(said) == 1:
                self._apply(said[0], where)
                return True
        # a bonus icon's "you may resolve it as a [capture] icon instead" / "you may choose to steal 1Æ instead"
        # (Amphora Captura, Scrivener Favian, Quantum Mouse), answered by the words of what it offers instead
        offer = re.fullmatch(r"(.*?): (.+ instead)\?", str(d.prompt or ""))
        if offer and simple and f" {simple} " in f" {_simplify(offer.group(2))} " \
                and f" {simple} " not in f" {_simplify(offer.group(1))} ":
            self._apply("yes", where)
            return True
        return False

    def _holds_after_defaults(self, exp: Any, where: str) -> bool:
        """The expectation holds once every default pending is taken (tried on a copy of the game)."""
        def trial() -> bool:
            self.apply_defaults()
            return self._expect_holds(exp, where)
        return self._on_copy(trial)

    def _defaults_until(self, reached: Callable[[], bool]) -> bool:
        """FORMAT: defaults are applied "when the moves run out" and before an `expect:`; one whose `pending:` shows
        a decision may show one that has a default (the flank of a creature an effect put into play, the order of
        triggers): defaults are taken one by one until `reached()` (the decision expected is pending, the
        expectation holds), or none is left. True if reached."""
        g = self.game
        while g.decision is not None and g.decision.default is not None and g.decision.kind not in FREE_KINDS:
            if reached():
                return True
            g.apply(g.decision.default)
            self._note_made()
        return False

    def _pending_is(self, want: Any) -> bool:
        errs: list[str] = []
        self._check_pending(want, errs)
        return not errs

    def describe_pending(self) -> str:
        d = self.game.decision
        if d is None:
            return "none"
        opts = ", ".join(self.option_name(o) for o in d.options[:12])
        return f"{d.prompt} [{opts}]"

    def option_name(self, o: Any) -> str:
        d = self.game.decision
        if isinstance(o, int) and not isinstance(o, bool) and d is not None and d.kind in ("option", "player"):
            return f"p{o + 1}" if d.kind == "player" else str(o)    # a number (an amount), or a player
        if isinstance(o, int) and not isinstance(o, bool):
            return self.ref_name(o)
        if isinstance(o, tuple):
            return " ".join(self.ref_name(x) if isinstance(x, int) and i == 1 else str(x) for i, x in enumerate(o))
        return str(o)

    def ref_name(self, cid: int) -> str:
        """A card offered by a decision, named as scenarios refer to it: a copy (Mimic Gel) by its own title."""
        c = self.game.cards[cid]
        return c.token.title if c.is_token_creature else c.defn.title

    def run_move(self, move: Any, index: int) -> None:
        where = f"move {index + 1}"
        if not isinstance(move, dict) or len(move) != 1:
            raise FormatError(f"{where}: a move is a mapping with one key, got {move!r}")
        (kind, arg), = move.items()
        g = self.game
        if kind not in MOVES or (self._illegal and kind in ("illegal", "expect")):
            raise FormatError(f"{where}: unknown move {kind!r}" + (" inside illegal:" if kind in MOVES else ""))
        if kind in ("end_turn", "raise_tide") and (arg is None or str(arg).lower() in ("yes", "true")):
            arg = True      # (`end_turn:` with no value, which validate.py accepts, or yes/true in quotes)
        if kind in ("end_turn", "raise_tide") and arg is not True:
            raise FormatError(f"{where}: {kind}: expects true, not {arg!r}")
        if kind in ("take_archives", "mulligan") and not (isinstance(arg, bool) or str(arg).lower() in YES_NO):
            raise FormatError(f"{where}: {kind}: expects yes or no (true or false), not {arg!r}")
        if kind == "house" and norm_house(arg) not in HOUSES:
            raise FormatError(f"{where}: house: unknown house {arg!r}")
        if kind == "play" and isinstance(arg, dict) and isinstance(arg.get("flank"), str):
            arg = {**arg, "flank": arg["flank"].strip().lower()}     # (`flank: Left`, as `choose: Left`)
        self._check_move_shape(kind, arg, where)
        if kind == "expect":
            if isinstance(arg, dict) and "pending" in arg and arg["pending"] not in (None, "none") \
                    and not self._holds_after_defaults(arg, where):
                # the decision it shows may be one that has a default (a flank): the expectation is checked as
                # each default is taken, and holds where it first does; otherwise after every default, as always
                if self._defaults_until(lambda: self._expect_holds(arg, where)):
                    return
            self.apply_defaults()
            self.check_expect(arg, where)
            return
        if kind == "illegal":
            inner = next(iter(arg)) if isinstance(arg, dict) and len(arg) == 1 else None
            if inner not in ("select", "choose", "position") and not (    # an answer is tried on the decision
                    inner == "take_archives" and g.decision is not None and g.decision.kind == "archives"):
                self.apply_defaults()                                           # pending now
            self.run_illegal(arg, where)
            return
        if kind == "position" and g.decision is not None and g.decision.kind == "flank":
            # a creature placed anywhere in a battleline by an effect: the engine offers the flanks, so index 0
            # is the left flank and any other index the right one
            if isinstance(arg, bool) or not isinstance(arg, int) or arg < 0:
                raise FormatError(f"{where}: position: expects a battleline index (0 = far left), got {arg!r}")
            if arg != 0 and arg not in (len(pl.battleline) for pl in g.players):
                raise ScenarioError(f"{where}: position: {arg} is not a flank; the engine places a creature "
                                    f"on a flank (0 or the end of the battleline)")
            self._apply("left" if arg == 0 else "right", where)
            return
        if kind == "choose" and g.decision is not None and g.decision.kind == "mulligan" and not self._illegal \
                and (isinstance(arg, bool) or str(arg).lower() in YES_NO):
            # the mulligan is a yes/no decision (`pending` shows it so): `choose: no` answers it as `mulligan: no`
            self._apply(_yesno(arg), where)
            return
        if kind in ("select", "choose", "position"):     # a deploy position is one of the options
            if g.decision is None or g.decision.kind in FREE_KINDS + ("mulligan",):
                raise ScenarioError(f"{where}: {kind}: no {'placement' if kind == 'position' else 'decision'} "
                                    "is pending")
            # a pending decision with a default (trigger order, flank …) that this move does not answer
            # takes its default first
            skipped = None      # the first decision this move did not answer, whose default was taken
            hint = ""
            while (g.decision is not None and g.decision.default is not None and not self._illegal
                   and g.decision.kind not in FREE_KINDS and not self._answers(kind, arg, where)):
                if skipped is None:
                    skipped = self.describe_pending()
                    hint = self._copy_hint(kind, arg, where, g.decision)
                g.apply(g.decision.default)
                self._note_made()
            self._note_made()
            if g.decision is None or g.decision.kind in FREE_KINDS + ("mulligan",):
                if skipped:     # (`select: Troll` for an order of abilities none of which Troll carries)
                    raise ScenarioError(f"{where}: {kind} {arg!r} does not answer the pending decision ({skipped}"
                                        f"{hint}), so its default was taken; then no decision is pending")
                raise ScenarioError(f"{where}: {kind}: no decision is pending")
            if kind == "select" and self._pile_from_cards(arg, where) and (
                    g.decision is None or g.decision.kind in FREE_KINDS):
                return      # (no card was chosen, and the pile picked has none to offer)
            try:
                ans = self.answer_for(kind, arg, where)
            except ScenarioError:
                if kind == "choose" and self._yes_then_option(arg, where):
                    return
                raise
            self._apply(ans, where)
            return
        if kind == "take_archives" and g.decision is not None and g.decision.kind == "archives":
            self._apply(_yesno(arg), where)     # step 2: answered before the default ("no") is taken
            return
        self.apply_defaults()
        if g.over:
            raise ScenarioError(f"{where}: the game is over")
        d = g.decision
        if d is None:
            raise ScenarioError(f"{where}: no decision is pending")
        if kind == "mulligan":
            if d.kind != "mulligan":
                raise ScenarioError(f"{where}: no mulligan is pending ({self.describe_pending()})")
            self._apply(_yesno(arg), where)
            return
        if d.kind not in FREE_KINDS:
            raise ScenarioError(f"{where}: decision pending: {self.describe_pending()}")
        for answer, follow in self.move_answers(kind, arg, where):
            self._apply(answer, where)
            for f, legal in follow:
                # a `target` answers only the decision it was given for (the creature fought, the upgrade's
                # host). When that decision resolved itself (one legal answer) the target was checked and is
                # dropped: it never answers a later decision that happens to offer the same card.
                if len(legal) < 2:
                    continue
                d = g.decision
                if (d is None or d.kind != "target" or sorted(d.options) != sorted(legal)
                        or f not in d.options):
                    raise ScenarioError(f"{where}: the decision for the target {self.game.cname(f)} was not posed "
                                        f"(pending: {self.describe_pending()})")
                self._apply(f, where)

    def _check_move_shape(self, kind: str, arg: Any, where: str) -> None:
        """What the runner must understand in a move whatever the game's state (its keys, the cards it names), so
        that a typo FAILS even where the move would be refused anyway (`illegal:`, a decision pending)."""
        if kind in ("choose", "position") and isinstance(arg, list | dict):
            raise FormatError(f"{where}: {kind}: expects one answer, not {arg!r}"
                              + (" (several cards are answered with select: [A, B])" if kind == "choose" else ""))
        if isinstance(arg, dict) and kind in MOVE_KEYS:
            for k in arg:
                if k not in MOVE_KEYS[kind]:
                    raise FormatError(f"{where}: {kind}: unknown key {k!r} (expected {sorted(MOVE_KEYS[kind])})")
            if kind == "play" and "as" in arg and str(arg["as"]).lower() not in ("creature", "action", "artifact",
                                                                                   "upgrade"):
                raise FormatError(f"{where}: play: as must be a card type (creature, action, artifact, upgrade), "
                                  f"not {arg['as']!r}")
            if kind == "play" and "flank" in arg and arg["flank"] not in ("left", "right"):
                raise FormatError(f"{where}: play: flank must be left or right, not {arg['flank']!r}")
        refs: list[Any] = []
        if kind in ("play", "discard", "reap", "unstun", "action", "omni"):
            spec = arg if isinstance(arg, dict) else {"card": arg}
            refs += [spec.get("card"), *([spec["target"]] if "target" in spec else [])]
        elif kind == "fight":
            spec = arg if isinstance(arg, dict) else {"with": arg}
            refs += [spec.get("with"), *([spec["target"]] if "target" in spec else [])]
        elif kind == "prophecy":
            title = arg.get("card") if isinstance(arg, dict) else arg
            if not isinstance(title, str) or not is_prophecy(title):
                self._check_title(title, where)     # a card of the scenario that is not a prophecy: refused
            if isinstance(arg, dict) and "fate" in arg:
                refs.append(arg["fate"])
        elif kind == "select":
            refs += arg if isinstance(arg, list) else [arg]
        for r in refs:
            self._check_title(r, where)

    def _check_title(self, text: Any, where: str) -> None:
        """A card reference names a title of the scenario: a card of the setup, a token creature made or that a
        player's token card could make, a facedown card, or a prophecy. (Which copy `#N` is checked when the move
        is made: a token may yet be made by a default taken first.)"""
        if isinstance(text, dict) and set(text) - {"card"}:
            raise FormatError(f"{where}: a card reference written as a mapping takes only 'card', not "
                              f"{sorted(str(k) for k in set(text) - {'card'})}")
        if isinstance(text, dict) and "card" in text:
            text = text["card"]
        if not isinstance(text, str):
            raise FormatError(f"{where}: expected a card reference, got {text!r}")
        m = REF_RE.match(text.strip())
        key = normalize_title(m.group(2))
        if int(m.group(3) or 1) < 1:
            raise FormatError(f"{where}: {text!r}: copies are numbered from #1")
        known = {t for _, t in self.refs} | {t for _, t in self.made}
        known |= {normalize_title(c.defn.title) for c in self.game.cards}     # a token's facedown card too
        known |= {normalize_title(pl.token_def.title) for pl in self.game.players if pl.token_def is not None}
        known |= {normalize_title(t) for pl in self.game.players for e in pl.prophecies for t in e["sides"]}
        if key not in known:
            raise FormatError(f"{where}: no card {text!r} in the scenario")

    def _pile_from_cards(self, arg: Any, where: str) -> bool:
        """"Purge up to 2 cards from one discard pile" (Creeping Oblivion, Infurnace, Omega TT): the engine asks for
        the pile, then the cards; a scenario may answer with the cards alone (FORMAT: a number of cards "up to N" is
        one `select:` list), which names the pile they lie in. Answers the pile decision so; True if it did."""
        g = self.game
        d = g.decision
        if d is None or d.kind != "player" or d.prompt != "Choose a discard pile":
            return False
        names = arg if isinstance(arg, list) else [arg]
        piles = set()
        for n in names:
            cid = self.ref_in(n, where, ("discard",))
            holder = [p.index for p in g.players if cid in p.discard]
            if not holder:
                raise ScenarioError(f"{where}: select {n!r}: not in a discard pile ({self.describe_pending()})")
            piles.update(holder)
        if len(piles) > 1:
            raise ScenarioError(f"{where}: select {arg!r}: the cards must come from one discard pile")
        pile = piles.pop() if piles else 1 - g.active      # none chosen: either pile does the same nothing
        if pile not in d.options:
            return False
        self._apply(pile, where)
        return True

    def _answers(self, kind: str, arg: Any, where: str) -> bool:
        """The move is a legal answer to the pending decision."""
        try:
            self.game.decision.check(self.answer_for(kind, arg, where))
        except (ScenarioError, IllegalAnswer):
            return False
        return True

    def _apply(self, answer: Any, where: str) -> None:
        try:
            self.game.apply(answer)
            self._note_made()
        except IllegalAnswer as e:
            shown = (self.option_name(answer) if isinstance(answer, int) and not isinstance(answer, bool)
                     and self.game.decision is not None and self.game.decision.kind not in ("option", "player")
                     else None)
            if shown:
                c = self.game.cards[answer]
                shown = f"{shown} (p{c.owner + 1}'s, in {c.zone})"
            named = f" ({shown} is not offered; {self.describe_pending()})" if shown else ""
            if (isinstance(answer, tuple) and len(answer) > 1 and isinstance(answer[1], int)
                    and not isinstance(answer[1], bool) and 0 <= answer[1] < len(self.game.cards)):
                # a free move: name the card as the scenario does, and where it is
                c = self.game.cards[answer[1]]
                named = (f" ({answer[0]} {self.ref_name(c.cid)} (p{c.owner + 1}'s, in {c.zone}) is not a legal "
                         f"move now)")
            raise ScenarioError(f"{where}: refused: {e}{named}") from None

    def move_answers(self, kind: str, arg: Any, where: str) -> list[tuple[Any, list]]:
        """The engine answers (and follow-up answers) for one free move."""
        g = self.game
        d = g.decision
        if kind == "house":
            if d.kind != "house":
                raise ScenarioError(f"{where}: house: not in step 2 ({self.describe_pending()})")
            return [(norm_house(arg), [])]
        if kind == "take_archives":
            # the archives decision is not pending (answered above when it is): a non-empty archives cannot be
            # taken now (step 3 already, or an effect forbids it: Titan Sentry). As a move the attempt changes
            # nothing; under `illegal:` it counts as refused.
            forbidden = g.statics_of("cannot_take_archives") and g.has_static("cannot_take_archives", g.active)
            if _yesno(arg) == "yes" and g.players[g.active].archives and (self._illegal or not forbidden):
                # Where a card forbids it (Titan Sentry) the attempt changes nothing; anywhere else it is too late:
                # a take_archives written after another move (which took the default, not taken) had passed as a
                # move that silently took nothing
                why = ("a card forbids it" if forbidden else "only in step 2, as the move right after house:; "
                       + ("step 3 has begun" if d.kind == "main" else self.describe_pending()))
                raise ScenarioError(f"{where}: take_archives: the archives cannot be taken now ({why})")
            return []
        if d.kind == "house":
            raise ScenarioError(f"{where}: {kind}: the active house has not been chosen yet")
        if kind == "end_turn":
            return [(("end_turn",), [])]
        if kind == "raise_tide":
            return [(("raise_tide",), [])]
        if kind == "prophecy":
            spec = arg if isinstance(arg, dict) else {"card": arg}
            pl = g.players[g.active]
            m = REF_RE.match(str(spec.get("card")).strip())
            title = normalize_title(m.group(2))
            if m.group(1) not in (None, f"p{g.active + 1}") or int(m.group(3) or 1) != 1:
                # a prophecy is its owner's (p1:Overreach); the active player has one card with each title
                raise ScenarioError(f"{where}: prophecy: {spec.get('card')!r} is not a prophecy of the active "
                                    f"player")
            for i, e in enumerate(pl.prophecies):
                for side, t in enumerate(e["sides"]):
                    if normalize_title(t) == title:
                        follow = []
                        if "fate" in spec:
                            # the fate card comes from its owner's hand (LATER-MECHANICS §6.2 rule 1): checked
                            # here, since with one card in hand the decision resolves itself unanswered
                            fc = self.ref_in(spec["fate"], where, (HAND,))
                            if fc not in pl.hand:
                                raise ScenarioError(f"{where}: refused: {spec['fate']} is not in the active "
                                                    f"player's hand")
                            follow.append((fc, list(pl.hand)))
                        return [(("prophecy", i, side), follow)]
            raise ScenarioError(f"{where}: prophecy: {spec.get('card')!r} is not a prophecy of the active player")
        if kind == "play":
            spec = arg if isinstance(arg, dict) else {"card": arg}
            cid = self.ref_in(spec, where, (HAND,))
            c = g.cards[cid]
            if c.defn.whole is not None and g.other_half(cid) is not None:
                cid = g.other_half(cid)     # a gigantic creature is played as its bottom half (with the top half)
                c = g.cards[cid]
            follow = []
            as_type = str(spec.get("as", c.defn.type)).lower()
            if as_type not in (c.defn.type, UPGRADE) or (as_type != c.defn.type and c.defn.upgrade_face is None):
                raise ScenarioError(f"{where}: {c.defn.title} cannot be played as {as_type!r}")
            if "target" in spec:
                if as_type != UPGRADE:
                    raise ScenarioError(f"{where}: 'target' is given only with an upgrade (the creature it "
                                        f"attaches to); {c.defn.title} is played as a {as_type}")
                hosts = g.upgrade_hosts(cid)
                tgt = self._target_ref(spec["target"], where, hosts)
                if tgt not in hosts:
                    raise ScenarioError(f"{where}: refused: {c.defn.title} cannot be attached to {spec['target']}")
                follow.append((tgt, hosts))
            if as_type == UPGRADE and c.defn.type == CREATURE:
                return [(("play", cid, "upgrade"), follow)]
            if c.defn.type == CREATURE:
                line = g.entry_line(cid, g.active)      # the opponent's battleline, for treachery
                positional = any(len(o) == 3 and o[0] == "play" and o[1] == cid and isinstance(o[2], int)
                                 for o in d.options)     # (not a prophecy's ("prophecy", index, side))
                if positional:      # deploy (or a copy that may have it, Mimic Gel): any position
                    if "position" in spec:
                        raw = spec["position"]      # (a quoted number, "1", reads as that number)
                        pos: Any = _count(int(raw) if isinstance(raw, str) and raw.strip().isdigit() else raw,
                                          f"{where}: play: position")
                    else:
                        pos = 0 if spec.get("flank") == "left" else len(line)
                    return [(("play", cid, pos), follow)]
                flank = spec.get("flank", "right")
                if "position" in spec:
                    pos = spec["position"]
                    if isinstance(pos, bool) or not isinstance(pos, int) or pos not in (0, len(line)):
                        raise ScenarioError(f"{where}: refused: {c.defn.title} cannot be played at position {pos!r} "
                                            f"(no deploy: only a flank, 0 or {len(line)})")
                    flank = "left" if pos == 0 and line else "right"
                if not line and ("play", cid, "left") not in d.options:
                    flank = "right"     # (a copy of a treachery creature may still take the opponent's left flank)
                return [(("play", cid, flank), follow)]
            return [(("play", cid), follow)]
        if kind == "discard":
            return [(("discard", self.ref_in(arg, where, (HAND,))), [])]
        if kind in ("reap", "unstun"):
            return [((kind, self.ref_in(arg, where, (BATTLELINE,))), [])]
        if kind == "fight":
            spec = arg if isinstance(arg, dict) else {"with": arg}
            cid = self.ref_in(spec.get("with"), where, (BATTLELINE,))
            follow = []
            if "target" in spec:
                legal = g.eligible_defenders(cid)
                tgt = self._target_ref(spec["target"], where, legal)
                if tgt not in legal:
                    raise ScenarioError(f"{where}: refused: {spec['target']} cannot be fought by {spec.get('with')}")
                follow.append((tgt, legal))
            return [(("fight", cid), follow)]
        if kind in ("action", "omni"):
            spec = arg if isinstance(arg, dict) else {"card": arg}
            cid = self.ref_in(spec, where, (BATTLELINE, ARTIFACTS))
            if kind == "omni" and g.cards[cid].zone not in (BATTLELINE, ARTIFACTS):
                # a card whose text may be used from the discard pile ("you may return it to your hand",
                # Singing Scythe) is used with `omni:` there
                dcid = self.ref_in(spec, where, (DISCARD,))
                if g.cards[dcid].zone == DISCARD:
                    return [(("from_discard", dcid), [])]
            ab = spec.get("ability", 1)
            if isinstance(ab, str) and ab.strip().isdigit():
                ab = int(ab)        # (a quoted number, as `position: "1"`)
            if isinstance(ab, bool) or not isinstance(ab, int) or ab < 1:
                raise FormatError(f"{where}: {kind}: ability must be a number (1 = its first {kind} ability), "
                                    f"not {ab!r}")
            idx = ab - 1
            return [((kind, cid, idx), [])]
        raise ScenarioError(f"{where}: unknown move {kind!r}")

    def answer_for(self, kind: str, arg: Any, where: str) -> Any:
        d = self.game.decision
        cards = d.kind in CARD_KINDS
        if kind == "select" and not cards:
            # (a card is an id: without this, `select: Troll` would answer an amount or a player with Troll's id)
            raise ScenarioError(f"{where}: select answers a decision for cards; this one asks for an option "
                                f"(answer it with choose:): {self.describe_pending()}")
        if kind == "position" and not (d.kind == "option" and "(0 = far left)" in (d.prompt or "")):
            raise ScenarioError(f"{where}: position answers the place of a creature in a battleline; the pending "
                                f"decision is not one: {self.describe_pending()}")
        if kind == "choose" and cards and not isinstance(arg, str):
            raise ScenarioError(f"{where}: choose {arg!r}: this decision is for cards (answer it with select:): "
                                f"{self.describe_pending()}")
        if kind == "select":
            if isinstance(arg, list):
                picked = self._select_list(arg, where, d, d.default is None)
                if d.default is not None and not self._illegal:
                    # a decision with a default (the order of cards going to a discard pile): the copies a bare title
                    # given again names are read as for any other list (`select: [Troll, Krump, Troll]` orders two
                    # Trolls), when that makes the list an answer to it (FORMAT lines 246-247)
                    alt = self._select_list(arg, where, d, True)
                    if alt != picked and not _legal(d, tuple(picked)) and _legal(d, tuple(alt)):
                        picked = alt
                listed = tuple(picked)
                if len(listed) == 1 and not d.multi and d.default is None:
                    # a list of one card for a decision that takes one card (and has no default, which a list
                    # meant for a later list decision would otherwise answer): that card
                    try:
                        d.check(listed)
                    except IllegalAnswer:
                        return listed[0]
                return listed
            cid = self._offered_ref(arg, where, d)
            return (cid,) if d.multi else cid
        if kind == "position":      # a battleline index for a creature an effect moves there (Malison)
            if not isinstance(arg, int) or arg not in d.options:
                raise ScenarioError(f"{where}: position {arg!r} is not offered ({self.describe_pending()})")
            return arg
        # choose: an option label, yes/no, flank, house, number, colour, player
        if isinstance(arg, bool):
            arg = "yes" if arg else "no"
        text = str(arg)
        opts = d.options
        if arg in opts:
            return arg
        if (text in ("left", "right") and d.kind == "option" and "(0 = far left)" in (d.prompt or "")
                and opts and all(isinstance(o, int) and not isinstance(o, bool) for o in opts)):
            # a place anywhere in a battleline (a deploy creature an effect plays): its flanks are the first and
            # the last places, so the flank answer of FORMAT's defaults ("choose: left|right") answers it too
            return opts[0] if text == "left" else opts[-1]
        if isinstance(arg, int | str) and str(arg).strip() in [str(o) for o in opts]:     # a number, maybe quoted
            return next(o for o in opts if str(o) == str(arg).strip())
        low = text.lower()
        if low in ("p1", "p2") and (0 if low == "p1" else 1) in opts and d.kind != "target":
            return 0 if low == "p1" else 1
        h = norm_house(text)
        if h in opts:
            return h
        simple = _simplify(text)
        cands = _prefixed_labels(text, [o for o in opts if isinstance(o, str)])
        if len(cands) == 1:
            return cands[0]
        if cands:
            raise ScenarioError(f"{where}: choose {text!r} is ambiguous among {cands}")
        # which of one card's abilities resolves first, named by the ability's own wording ("After Reap: Gain 1Æ"
        # for the one Twilight Pixie grants, labelled "after a creature reaps (from Twilight Pixie)"): the one label
        # whose wording it begins (the nearest-label guess below had picked the other "After Reap")
        worded = [lab for lab, ws in self._ability_wordings(d).items()
                  if simple and any(_simplify(w).startswith(simple) for w in ws)]
        if len(worded) == 1:
            return worded[0]
        if len(worded) > 1:
            raise ScenarioError(f"{where}: choose {text!r} is ambiguous among {worded}")
        # an option of "<verb> A or B" answered by B's own words ("the top card of your discard pile" for "Archive
        # the top card of your discard pile"): a whole-word part of exactly one label
        inner = [o for o in opts if isinstance(o, str) and simple and f" {simple} " in f" {_simplify(o)} "]
        if len(inner) == 1:
            return inner[0]
        # the card's own wording of an option where the engine's label words it otherwise ("ready one Mars
        # creature" for "Ready a Mars creature"): the one label that clearly shares the most words with it
        near = _nearest_label(text, [o for o in opts if isinstance(o, str)])
        if near is not None:
            return near
        # the opening words of the printed option where the engine's label orders or words them otherwise ("for each
        # archived card" for "Gain 1Æ for each card in your archives"): the one label that holds every word of it
        held = _holding_label(text, [o for o in opts if isinstance(o, str)])
        if held is not None:
            return held
        if cards:   # `choose: Krump` for a target: FORMAT answers cards with select (choose names a card only)
            raise ScenarioError(f"{where}: choose {text!r}: this decision is for cards (answer it with select:): "
                                f"{self.describe_pending()}")
        raise ScenarioError(f"{where}: choose {text!r} is not offered ({self.describe_pending()})")

    def _copy_hint(self, kind: str, arg: Any, where: str, d: Any) -> str:
        """For a bare `select: Title` that names Title#1 where another copy of that title is offered (a decision
        with a default reads a bare title strictly, FORMAT Cards): which copy it named, and how to name the other."""
        if kind != "select" or not isinstance(arg, str) or "#" in arg or d.kind not in CARD_KINDS:
            return ""
        try:
            cid = self.ref(arg, where)
        except ScenarioError:
            return ""
        key, owner = self.ref_title(arg), REF_RE.match(arg.strip()).group(1)
        others = [o for o in self._copies_among(d.options, key, owner) if o != cid]
        if cid in d.options or not others:
            return ""
        c = self.game.cards[cid]
        seq = [x for x, t in self.refs + self.made
               if t == key and (owner is None or self.game.cards[x].owner == int(owner[1]) - 1)]
        alt = f"{arg.strip()}#{seq.index(others[0]) + 1}" if others[0] in seq else "a numbered copy"
        return (f"; {arg.strip()!r} is {arg.strip()}#1, p{c.owner + 1}'s in {c.zone}, which carries none of them: the "
                f"one offered is {alt} (p{self.game.cards[others[0]].owner + 1}'s)")

    def _ability_wordings(self, d: Any) -> dict[str, list[str]]:
        """For the decision which of one card's abilities resolves first (ResolveTriggers; its labels are the kind
        of each ability and the card that gave it, "After Reap", "after a creature reaps (from Twilight Pixie)"):
        label -> the ability's wording in the card texts, its own card's or, for one another card gives, the
        quoted text of that card ("After Reap: Gain 1Æ."). Empty for any other decision."""
        g = self.game
        if d.kind != "option" or not str(d.prompt or "").startswith("Choose which of ") \
                or not g.stack or g.stack[-1].step is not RESOLVE_TRIGGERS or not g.stack[-1].pc:
            return {}
        carrier = g.stack[-1].pc - 1
        out: dict[str, list[str]] = {}
        for lab in d.options:
            if not isinstance(lab, str):
                continue
            low = lab.lower()
            word = next((w for k, w in _ABILITY_WORDS if low.startswith(k)), None)
            if word is None:
                continue
            giver = re.search(r"\(from (.+?)\)", lab)
            src = carrier
            if giver:
                cards = [c for c in g.cards if g.cname(c.cid) == giver.group(1)]
                if not cards:
                    continue
                src = cards[0].cid
            t = g.face(src).text or ""      # (the card's text as the engine words it)
            if giver:
                pieces = re.findall(r"[“\"]([^”\"]+)[”\"]", t)
            else:
                pieces = re.split(r"(?<=[.)])\s+(?=(?:[A-Z][a-z]+ ?)+(?:/[A-Za-z ]+)*:)|\n", t)
            found = []
            for piece in pieces:
                head, sep, body = piece.partition(":")
                heads = [h.strip().lower().removeprefix("after ") for h in head.split("/")]
                if sep and word in heads:      # (v16: "Reap:" is "After Reap:"; either heading, or the kind alone)
                    found += [piece.strip(), f"{word}:{body}", f"after {word}:{body}"]
            if found:
                out[lab] = found
        return out

    def _target_ref(self, text: Any, where: str, legal: list[int]) -> int:
        """A move's `target:` (the creature fought, the upgrade's host) answers the decision that follows the move,
        and is read as `select:` reads an answer: a bare `Krump` whose first copy cannot be chosen (p1's Krump in
        hand) while exactly one copy with that title can (p2's Krump in play) means that copy. Not under
        `illegal:`, where Title#1 refused is the point."""
        cid = self.ref(text, where)
        t = text["card"] if isinstance(text, dict) else text
        if cid in legal or self._illegal or not isinstance(t, str) or "#" in t:
            return cid
        key = self.ref_title(t)
        owner = REF_RE.match(t.strip()).group(1)
        alts = self._copies_among(legal, key, owner)
        return alts[0] if len(alts) == 1 else cid

    def _select_list(self, arg: list, where: str, d: Any, lenient: bool) -> list[int]:
        """The cards a `select:` list names for decision d; `lenient`: a bare title names the copies offered."""
        picked: list[int] = []
        bare = [(self.ref_title(a), REF_RE.match(a.strip()).group(1)) for a in arg
                if isinstance(a, str) and "#" not in a]
        for a in arg:
            cid = self._offered_ref(a, where, d, lenient)
            if isinstance(a, str) and "#" not in a and not self._illegal and lenient:
                key, owner = self.ref_title(a), REF_RE.match(a.strip()).group(1)
                offered = self._copies_among(d.options, key, owner)
                if cid in picked or (cid not in d.options and bare.count((key, owner)) == len(offered)):
                    # `select: [Troll, Troll]`: the bare title given again is the next copy offered (and
                    # given as often as copies are offered, those copies)
                    nxt = [o for o in offered if o not in picked]
                    cid = nxt[0] if nxt else cid
            picked.append(cid)
        return picked

    def _offered_ref(self, text: Any, where: str, d: Any, lenient: bool | None = None) -> int:
        """A card answering a decision: a bare `Title` whose first copy (Title#1) is not offered, while exactly one
        copy with that title is (p2's Troll to be dealt damage, p1's Troll in hand), means that copy, as a move's
        bare title means the copy in the zone it is used from. Not under `illegal:` (Title#1 refused is the
        point there), nor for a decision with a default, which an answer meant for a later one must not take."""
        cid = self.ref(text, where)
        t = text["card"] if isinstance(text, dict) else text
        if lenient is None:
            lenient = d.default is None
        if self._illegal or not lenient or not isinstance(t, str) or "#" in t:
            return cid
        key = self.ref_title(t)
        hidden = self._facedown_as_other(cid, key)
        if cid in d.options and not hidden:
            return cid
        alts = self._copies_among(d.options, key, REF_RE.match(t.strip()).group(1))
        if hidden and alts:
            # Title#1 is now a token creature of another title, named by its token title (FORMAT): a bare `Troll`
            # answering the decision is the first Troll offered, in setup order, that shows that title
            order = [c2 for c2, _ in self.refs + self.made if c2 in alts]
            return (order or alts)[0]
        return alts[0] if len(alts) == 1 else cid

    def _copies_among(self, options: Any, key: str, owner: str | None) -> list[int]:
        """The cards among `options` (a decision's, or the legal targets of a move) with title `key` (and of that
        owner, 'p1'/'p2', when given)."""
        return [o for o in options if isinstance(o, int) and not isinstance(o, bool)
                and 0 <= o < len(self.game.cards) and self.title(o) == key
                and (owner is None or self.game.cards[o].owner == int(owner[1]) - 1)]

    def run_illegal(self, arg: Any, where: str) -> None:
        """The move must be refused; it is tried on a copy, and the game itself must not change."""
        if not isinstance(arg, dict) or len(arg) != 1:
            raise FormatError(f"{where}: illegal: expects one move, got {arg!r}")
        before = state_signature(self.game)
        real = self.game
        made, noted = self.made[:], self._made_noted
        self._illegal = True
        self.game = real.clone()
        refused = False
        try:
            self.run_move(arg, int(where.split()[-1]) - 1 if where.split()[-1].isdigit() else 0)
        except FormatError:
            raise       # not understood: never counted as refused
        except (IllegalAnswer, ScenarioError):
            refused = True
        finally:
            self.game = real
            self.made, self._made_noted = made, noted
            self._illegal = False
        if not refused:
            raise ScenarioError(f"{where}: illegal move {arg!r} was accepted")
        if state_signature(real) != before:
            raise ScenarioError(f"{where}: illegal move {arg!r} changed the game state")

    # -- expectations ----------------------------------------------------------------------
    def check_expect(self, exp: Any, where: str) -> None:
        if not isinstance(exp, dict):
            raise ScenarioError(f"{where}: expect must be a mapping")
        g = self.game
        for k in exp:
            if k not in EXPECT_KEYS:
                raise ScenarioError(f"{where}: unknown expect key {k!r}")
        errors: list[str] = []

        def cmp(label: str, want: Any, got: Any) -> None:
            if _differ(want, got):
                errors.append(f"{label}: expected {want!r}, found {got!r}")

        if "active" in exp:
            cmp("active", exp["active"], f"p{g.active + 1}")
        if "active_house" in exp:
            want_h = exp["active_house"]
            cmp("active_house", "none" if want_h in (None, "none") else norm_house(want_h),
                g.active_house or "none")
        if "winner" in exp:
            w = exp["winner"]
            # (`None`, `P1` as `active_house: Dis` is read: in any case)
            w = w.lower() if isinstance(w, str) else w
            cmp("winner", "none" if w in (None, "none") else w, "none" if g.winner is None else f"p{g.winner + 1}")
        if "tide" in exp:
            t = g.tide_for(0) if g.tide is not None else None
            cmp("tide", str(exp["tide"]).lower(), {1: "high", -1: "low", 0: "neutral", None: "none"}[t])
        for pi, p in enumerate(("p1", "p2")):
            pe = exp.get(p)
            if pe is None:
                continue
            if not isinstance(pe, dict):
                raise ScenarioError(f"{where}: expect.{p} must be a mapping")
            pl = g.players[pi]
            for k, want in pe.items():
                label = f"{p}.{k}"
                if k not in EXPECT_PLAYER:
                    raise ScenarioError(f"{where}: unknown expect key {label!r}")
                if k in ("hand", "discard", "archives", "purged", "artifacts", "battleline") and not (
                        want is None or isinstance(want, list)):
                    raise ScenarioError(f"{where}: expect {label} must be a list of cards, not {want!r}")
                for t in want if isinstance(want, list) else [want]:
                    if isinstance(t, dict) and set(t) != {"card"}:     # (damage, … are checked under `cards:`)
                        raise ScenarioError(f"{where}: expect {label}: a card in a zone list is a title or "
                                            f"{{card: Title}}, not {t!r} (expect its state under 'cards:')")
                if k == "amber":
                    cmp(label, want, pl.amber)
                elif k == "key_cost":
                    cmp(label, want, g.key_cost(pi))
                elif k == "chains":
                    cmp(label, want, pl.chains)
                elif k == "keys":
                    if isinstance(want, list):
                        cmp(label, sorted(_key_colour(w) for w in want), sorted(pl.keys))
                    else:
                        cmp(label, want, len(pl.keys))
                elif k == "hand_count":
                    cmp(label, want, len(pl.hand))
                elif k == "deck_count":
                    cmp(label, want, len(pl.deck))
                elif k in ("hand", "discard", "archives", "purged", "artifacts"):
                    got = Counter(self.title(c) for c in pl.zone_list(k))
                    w = Counter(self.ref_title(t) for t in (want or []))
                    if got != w:
                        errors.append(f"{label}: expected {sorted(_written_title(t) for t in want or [])}, found "
                                      f"{sorted(g.cname(c) for c in pl.zone_list(k))}")
                    else:
                        self._named_copies(want or [], pl.zone_list(k), label, errors)
                elif k == "battleline":
                    got = [self.title(c) for c in pl.battleline]
                    w = [self.ref_title(t) for t in (want or [])]
                    if got != w:
                        errors.append(f"{label}: expected {want or []}, found {[g.cname(c) for c in pl.battleline]}")
                    else:
                        self._named_copies(want or [], pl.battleline, label, errors)
                elif k == "deck_top":
                    want = want if isinstance(want, list) else [want]
                    got = [self.title(c) for c in pl.deck[: len(want)]]
                    if got != [self.ref_title(t) for t in want]:
                        errors.append(f"{label}: expected {want}, found {[g.cname(c) for c in pl.deck[:len(want)]]}")
                elif k == "discard_top":
                    got = g.cname(pl.discard[0]) if pl.discard else None
                    if (self.title(pl.discard[0]) if pl.discard else None) != (
                            None if want in (None, "none") else self.ref_title(want)):     # none: an empty pile
                        errors.append(f"{label}: expected {want!r}, found {got!r}")
        cards = {} if exp.get("cards") is None else exp["cards"]
        if not isinstance(cards, dict):
            raise ScenarioError(f"{where}: expect.cards must be a mapping")
        for ref, ce in cards.items():
            if not isinstance(ce, dict):
                raise ScenarioError(f"{where}: expect.cards.{ref} must be a mapping")
            if self._check_prophecy(str(ref), ce, errors, where):
                continue
            cid = self.ref(ref, f"{where}: expect.cards")
            self._check_card(cid, ref, ce, errors, where)
        if "pending" in exp:
            self._check_pending(exp["pending"], errors)
        if errors:
            raise ScenarioError(f"{where}: " + "; ".join(errors))

    def _named_copies(self, want: list, cids: list[int], label: str, errors: list[str]) -> None:
        """Cards expected in a zone or offered, written with their owner (`p2:Troll`), must be that player's:
        the title alone passed with p1's Troll in place of p2's. (A copy's number is not held to anything: which
        card `Troll#2` is where a facedown card or a token shares the title is where authors and the runner may
        count apart, grumpus-bb-35, into-the-warp-bb-long23-3.)"""
        need: Counter = Counter()
        for t in want:
            text = _written_title(t)
            if not isinstance(t, str | dict):
                continue
            m = REF_RE.match(text.strip())
            if not (m.group(1) or m.group(3)):
                continue
            if m.group(1):
                need[(normalize_title(m.group(2)), int(m.group(1)[1]) - 1)] += 1
        for (key, p), n in need.items():
            # (its owner's, or, for an author who reads `p2:` as "p2's now", its controller's)
            have = sum(1 for c in cids if self.title(c) == key and p in (self.game.cards[c].owner,
                                                                         self.game.cards[c].controller))
            if have < n:
                errors.append(f"{label}: expected {n} of p{p + 1}'s {key!r} there, found {have}")

    def _check_prophecy(self, ref: str, ce: dict, errors: list[str], where: str) -> bool:
        """An expectation about a prophecy (keys location: prophecy, up, active); False if `ref` names none."""
        m = REF_RE.match(ref.strip())
        key = normalize_title(m.group(2))
        nth = int(m.group(3) or 1)      # `p2:Overreach`, `Overreach#2`: as for cards, by owner and setup order
        for pi, pl in enumerate(self.game.players):
            if m.group(1) not in (None, f"p{pi + 1}"):
                continue
            for e in pl.prophecies:
                for side, t in enumerate(e["sides"]):
                    if normalize_title(t) != key:
                        continue
                    nth -= 1
                    if nth > 0:
                        continue
                    for k, want in ce.items():
                        if k == "location":
                            got: Any = "prophecy"
                        elif k == "up":
                            got = e["up"] == side
                        elif k == "active":
                            got = e["up"] == side and e["fate"] is not None
                        elif k == "named":
                            got = e.get("named")
                            want = norm_house(want) if want is not None else None
                        else:
                            raise ScenarioError(f"{where}: {ref}: a prophecy has only location, up, active and named")
                        if _differ(want, got):
                            errors.append(f"{ref}.{k}: expected {want!r}, found {got!r}")
                    return True
        return False

    def _check_card(self, cid: int, ref: str, ce: dict, errors: list[str], where: str) -> None:
        g = self.game
        c = g.cards[cid]
        if c.zone == HALF and c.host is not None:
            # FORMAT: "in the battleline ... the creature in play is both halves": either half is that creature
            cid, c = c.host, g.cards[c.host]
        in_line = c.zone == BATTLELINE
        for k, want in ce.items():
            label = f"{ref}.{k}"
            if k not in EXPECT_CARD:
                raise ScenarioError(f"{where}: unknown expect key {label!r}")
            if k == "location":
                want = want.strip().lower() if isinstance(want, str) else want    # (`Discard`, as houses, titles)
                if not isinstance(want, str) or want not in LOCATIONS:
                    raise ScenarioError(f"{where}: {label}: unknown location {want!r}")
                got = {UPGRADE_ZONE: "upgrade"}.get(c.zone, c.zone)
                if got == "prophecy" and want == "under":   # a fate card lies facedown under its prophecy
                    got = "under"
                if got != want:
                    errors.append(f"{label}: expected {want!r}, found {got!r}")
                continue
            if k in ("up", "active"):       # (a prophecy's keys: _check_prophecy took every prophecy)
                raise ScenarioError(f"{where}: expect {label}: {k!r} is checked only on a prophecy, and {ref} is "
                                    f"not one in this game")
            if k in ("under", "grafted", "upgrades") and not (want is None or isinstance(want, list)):
                raise ScenarioError(f"{where}: expect {label} must be a list of cards, not {want!r}")
            if k == "controller":
                got = f"p{c.controller + 1}"
            elif k == "exhausted":
                got = c.exhausted
            elif k == "damage":
                got = c.damage
            elif k == "power":
                got = g.power(cid) if in_line else (c.token or c.defn).power
            elif k == "armor":
                got = g.armor(cid) if in_line else (c.token or c.defn).armor
            elif k == "armor_used":
                got = c.armor_used
            elif k == "has" and isinstance(want, dict):
                for kw, v in want.items():      # exact values: {assault: 2}
                    have_v = g.keyword(cid, "-".join(str(kw).lower().split()))
                    if have_v != v:
                        errors.append(f"{label}.{kw}: expected {v!r}, found {have_v!r}")
                continue
            elif k == "traits":
                have_t = g.traits(cid) if c.zone in (BATTLELINE, ARTIFACTS) else (c.token or c.defn).traits
                for t in want if isinstance(want, list) else [want]:
                    if str(t).lower() not in have_t:
                        errors.append(f"{label}: {ref} lacks the trait {t}")
                continue
            elif k == "owner":
                got = f"p{c.owner + 1}"
            elif k == "under":
                got_u = Counter(self.title(u) for u in g.beneath(cid))
                if got_u != Counter(self.ref_title(t) for t in (want or [])):
                    errors.append(f"{label}: expected {want or []}, found {[g.cname(u) for u in g.beneath(cid)]}")
                continue
            elif k == "named":
                # what its text named: kept by the lasting effect it started (Restringuntus: a house)
                named = [le.get("house", le.get("named", le.get("chosen"))) for le in g.lasting
                         if le.get("src") == cid and ("house" in le or "named" in le
                                                      or isinstance(le.get("chosen"), str))]
                got = norm_house(normalize_title(str(named[-1]))) if named else None
                want = None if want in (None, "none") else norm_house(normalize_title(str(want)))
            elif k in ("has", "lacks"):
                if isinstance(want, dict):      # (`has:` with values is taken above)
                    raise ScenarioError(f"{where}: expect {label} must be a list of keywords, not {want!r} (values "
                                        f"are checked with has: {{keyword: value}})")
                kws = want if isinstance(want, list) else [want]
                for kw in kws:
                    kwn = "-".join(str(kw).lower().split())
                    have = g.has_keyword(cid, kwn)
                    if (k == "has") != have:
                        errors.append(f"{label}: {ref} {'lacks' if k == 'has' else 'has'} {kwn}")
                continue
            elif k == "house":
                in_play = c.zone in (BATTLELINE, ARTIFACTS)
                got = g.house_of(cid) if in_play else c.house
                if isinstance(want, list):      # exactly the houses it belongs to (house bonus icons too)
                    got = sorted({h for h in HOUSES if g.belongs_to(cid, h)} if in_play
                                 else {got, *c.house_icons()})
                    want = sorted({norm_house(h) for h in want})
                else:                           # a house it belongs to now
                    want = norm_house(want)
                    if got != want and (g.belongs_to(cid, want) if in_play else want in c.house_icons()):
                        got = want
            elif k == "stunned":
                got = c.stun
            elif k == "enraged":
                got = c.enrage
            elif k == "warded":
                got = c.ward
            elif k == "amber":
                got = c.amber
            elif k == "power_counters":
                got = c.power_counters
            elif k == "counters":
                if not (want is None or isinstance(want, dict)):
                    raise ScenarioError(f"{where}: expect {label} must be a mapping of counter names to numbers")
                have = c.counters or {}
                for name, n in (want or {}).items():
                    cn = _counter_name(name)
                    attr = _STATE_COUNTERS.get(cn)     # a +1 power counter, an enrage counter, …: its own state
                    got_n = int(getattr(c, attr)) if attr else have.get(cn, 0)
                    if got_n != n:
                        errors.append(f"{label}.{name}: expected {n!r}, found {got_n!r}")
                continue
            elif k == "upgrades":
                got_t = Counter(self.title(u) for u in c.upgrades)
                if got_t != Counter(self.ref_title(t) for t in (want or [])):
                    errors.append(f"{label}: expected {want}, found {[g.cname(u) for u in c.upgrades]}")
                continue
            elif k == "grafted":
                on = g.grafted(cid)
                if Counter(self.title(u) for u in on) != Counter(self.ref_title(t) for t in (want or [])):
                    errors.append(f"{label}: expected {want}, found {[g.cname(u) for u in on]}")
                continue
            if _differ(want, got):
                errors.append(f"{label}: expected {want!r}, found {got!r}")

    def _check_pending(self, want: Any, errors: list[str]) -> None:
        d = self.game.decision
        free = d is None or d.kind in FREE_KINDS
        if want not in (None, "none") and (not isinstance(want, dict) or not set(want) <= {"options"}
                                           or not isinstance(want.get("options", []), list)):
            raise ScenarioError(f"pending: expected none or {{options: [...]}}, got {want!r}")
        if want in (None, "none"):
            if not free:
                errors.append(f"pending: expected none, found {self.describe_pending()}")
            return
        if free:
            errors.append(f"pending: expected a decision, found none ({'over' if d is None else d.kind})")
            return
        if want == {}:
            # `pending: {}` (validate.py takes a mapping with no key): a decision is pending, whatever it offers -
            # FORMAT "Only what is listed is checked"
            return
        if not isinstance(want, dict) or set(want) != {"options"} or not isinstance(want["options"], list):
            raise ScenarioError(f"pending: expected none or {{options: [...]}}, got {want!r}")
        if d.kind in CARD_KINDS:
            cids = [x for o in d.options for x in (o if isinstance(o, tuple) else (o,))
                    if isinstance(x, int) and not isinstance(x, bool) and 0 <= x < len(self.game.cards)]
            self._named_copies(want["options"], cids, "pending.options", errors)
        got = Counter(_option_key(self.option_name(o)) for o in d.options)
        exp = Counter(_option_key(self.ref_title(o)) if isinstance(o, str) else _yesno(o) if isinstance(o, bool)
                      else _simplify(str(o)) for o in want["options"])
        if got != exp and sum(got.values()) == sum(exp.values()) and all(isinstance(o, str) for o in d.options):
            # an option label may be written as a prefix of the card's wording of it, as `choose:` may (or
            # the engine's label be a prefix of the wording written): each written option names one offered
            left = list(got.elements())
            for e in sorted(exp.elements(), key=len, reverse=True):
                hit = [x for x in left if x == e] or [x for x in left if e and (x.startswith(e) or e.startswith(x))] \
                    or [x for x in left if e and (_squash(x).startswith(_squash(e))
                                                  or _squash(e).startswith(_squash(x)))]
                if len(hit) != 1 and not (hit and hit[0] == e):
                    break
                left.remove(hit[0])
            else:
                got = exp
        if got != exp and sum(got.values()) == sum(exp.values()) and all(isinstance(o, str) for o in d.options):
            # options written in the card's own wording where the engine's labels word them otherwise (the nearest
            # words), or each as `choose:` could name it (a whole-word part of the label, the words of the printed
            # option in another order): every written option names a different one of those offered
            labels = [str(o) for o in d.options]
            for reader in (_nearest_label, _label_for):
                picked = [reader(str(o), labels) for o in want["options"]]
                if None not in picked and sorted(picked) == sorted(labels):
                    got = exp
                    break
        if got != exp and d.kind not in ("option", "player") and all(
                isinstance(o, int) and not isinstance(o, bool) for o in d.options):
            # a fate card offered to order prophecies fulfilled together may be named by its prophecy
            left = list(exp.elements())
            for o in d.options:
                names = [_simplify(self.option_name(o))]
                pt = self._prophecy_of(o) if self.game.cards[o].zone == PROPHECY else None
                if pt is not None:
                    names.append(_simplify(normalize_title(pt)))
                hit = next((x for x in names if x in left), None)
                if hit is None:
                    break
                left.remove(hit)
            else:
                if not left:
                    got = exp
        if got != exp:
            errors.append(f"pending.options: expected {want['options']}, "
                          f"found {[self.option_name(o) for o in d.options]}")

    # -- the whole file --------------------------------------------------------------------
    def check_shapes(self) -> None:
        """A value of the wrong type that Python reads as false (0, '', [], {}, false) FAILS: `x or []` had read
        `hand: 0` or `moves: {}` as nothing, and a word as first_turn/new_game ('no') as true."""
        def check(v: Any, types: tuple, label: str, what: str = "") -> None:
            if v is None or (v and bool not in types):      # (a true value of the wrong type: its own message later)
                return
            if not isinstance(v, types) or (bool not in types and isinstance(v, bool)):
                raise FormatError(f"{label} must be {what or ' or '.join(NAMES[t] for t in types)}, not {v!r}")

        NAMES = {dict: "a mapping", list: "a list", str: "a title", bool: "true or false", int: "a number"}
        d = self.data
        check(d.get("setup"), (dict,), "'setup'")
        check(d.get("moves"), (list,), "'moves'")
        setup = d.get("setup") if isinstance(d.get("setup"), dict) else {}
        for k in ("first_turn", "new_game"):
            check(setup.get(k), (bool,), f"setup.{k}")
        for p in ("p1", "p2"):
            check(setup.get(p), (dict,), f"setup.{p}")
            pd = setup.get(p) if isinstance(setup.get(p), dict) else {}
            for k in ("houses", "prophecies", *ZONE_ORDER):
                check(pd.get(k), (list,), f"setup.{p}.{k}")
            for k in ("token", "archon_power"):
                check(pd.get(k), (str,), f"setup.{p}.{k}")
            check(pd.get("keys"), (int, list), f"setup.{p}.keys", "a number or a list of colours")
            for z in ZONE_ORDER:
                for e in pd.get(z) if isinstance(pd.get(z), list) else []:
                    if not isinstance(e, dict):
                        continue
                    for k in ("upgrades", "under", "grafted", "enhance"):
                        check(e.get(k), (list,), f"setup.{p}.{z}: {e.get('card')}: {k}")
                    check(e.get("counters"), (dict,), f"setup.{p}.{z}: {e.get('card')}: counters")

    def run(self) -> None:
        self.check_shapes()
        self.check_cards()
        self.check_mechanics()
        self.build()
        moves = self.data.get("moves") or []
        if not isinstance(moves, list):
            raise ScenarioError("'moves' must be a list")
        for i, m in enumerate(moves):
            self.run_move(m, i)
        exp = self.data.get("expect")
        final_pending = isinstance(exp, dict) and "pending" in exp and exp["pending"] not in (None, "none")
        if not final_pending:
            self.apply_defaults()
        elif not self._on_copy(lambda: self._defaults_until(lambda: self._expect_holds(exp, "expect")), keep=True):
            # as an `expect:` among the moves: the defaults are taken one by one until the whole expectation holds
            # (two decisions with defaults may offer the same cards: Old Yurk's discard order, then the order of
            # the two Scrap abilities it set off); failing that, until the decision it shows is pending
            self._defaults_until(lambda: self._pending_is(exp["pending"]))
        if exp is not None:     # (`expect: []` or `0` is malformed, never an expectation of nothing)
            self.check_expect(exp, "expect")
        d = self.game.decision
        if not final_pending and d is not None and d.kind not in FREE_KINDS and not self.game.over:
            raise ScenarioError(f"decision pending at end: {self.describe_pending()}")


def _legal(d: Any, answer: Any) -> bool:
    """The answer is a legal answer to decision d."""
    try:
        d.check(answer)
    except IllegalAnswer:
        return False
    return True


def _printed_as(title: str, card_type: str, where: str) -> None:
    """A title the data knows as another type of card (a creature given as a prophecy side or an archon power)
    fails naming it; a title the data does not know at all is left to the unknown-card check or a SKIP."""
    recs = records_by_title().get(normalize_title(title))
    if recs and all(r.get("type") != card_type for r in recs):
        raise ScenarioError(f"{where}: {recs[0]['name']} is not a{'n' if card_type[0] in 'aeiou' else ''} "
                            f"{card_type} card (it is a{'n' if recs[0].get('type', ' ')[0] in 'aeiou' else ''} "
                            f"{recs[0].get('type')})")


def _key_colours(keys: list, where: str) -> list[str]:
    """The forged keys a setup lists, as colours ("extra": the fourth key, which has none); an unknown one fails."""
    out = [_key_colour(k) for k in keys]
    for k, c in zip(keys, out, strict=True):
        if c not in KEY_COLOURS + ("fourth",):
            raise ScenarioError(f"{where}: unknown key colour {k!r} (red, blue, yellow, extra)")
    twice = sorted({k for k in out if out.count(k) > 1})
    if twice:       # a player has one key of each colour
        raise ScenarioError(f"{where}: a key colour is given twice: {', '.join(twice)}")
    return out


def _count(v: Any, where: str) -> int:
    """A number of the setup (Æmber, chains, counters): a whole number, 0 or more, never a crash."""
    if isinstance(v, bool) or not isinstance(v, int) or v < 0:
        raise ScenarioError(f"{where} must be a whole number (0 or more), not {v!r}")
    return v


# counters that a card in play keeps as state of its own (set up with its own key, `power:` …), by counter name
_STATE_COUNTERS = {"power": "power_counters", "enrage": "enrage", "ward": "ward", "stun": "stun",
                   "damage": "damage", "amber": "amber"}


def _counter_name(k: Any) -> str:
    """A counter's name as written ("Doom", "doom counters", "+1 power") as the engine names it ("doom", "power")."""
    n = re.sub(r"\s+counters?$", "", normalize_title(str(k)))
    return re.sub(r"^\+1\s+", "", n)


def _counters(v: Any, where: str) -> dict[str, int]:
    if not isinstance(v, dict):
        raise ScenarioError(f"{where} must be a mapping of counter names to numbers")
    out: dict[str, int] = {}
    for k, n in v.items():
        name = _counter_name(k)
        if name in out:
            raise ScenarioError(f"{where}: the {name} counter is given twice")
        out[name] = _count(n, f"{where}.{k}")
    return out


def _flag(e: dict, k: str, where: str) -> bool:
    """A yes/no key of a card in play (exhausted, stun, …): `true`/`false` (YAML's yes/no), never a string that
    would read as true."""
    v = e.get(k, False)
    if v is None:
        return False
    if not isinstance(v, bool):
        raise ScenarioError(f"{where}.{k} must be true or false, not {v!r}")
    return v


def _key_colour(k: Any) -> str:
    """A key colour as written in a scenario; FORMAT's `extra` (Tinkerer's fourth key, with no colour) is the
    engine's `fourth`."""
    k = str(k).lower()
    return "fourth" if k == "extra" else k


def _differ(want: Any, got: Any) -> bool:
    """An expected value differs from the one found; `true` is not the number 1, nor `0` false (Python's
    True == 1 would pass `amber: true` for 1Æ)."""
    return want != got or (isinstance(want, bool) != isinstance(got, bool) and got is not None)


# the labels of one card's abilities waiting together (rules._ability_labels) -> the word heading that ability
_ABILITY_WORDS = (("after reap", "reap"), ("after a creature reaps", "reap"), ("after fight", "fight"),
                  ("after a creature fights", "fight"), ("before fight", "before fight"), ("play", "play"),
                  ("destroyed", "destroyed"), ("after a creature is destroyed", "destroyed"))


def _simplify(s: str) -> str:
    return re.sub(r"[^a-z0-9æ ]", "", normalize_title(s)).strip()


def _squash(s: str) -> str:
    """An option's wording with no spaces at all: "gain 1 Æ" is "Gain 1Æ"."""
    return _simplify(s).replace(" ", "")


def _option_key(s: str) -> str:
    """An option as `pending: options` compares it: a house in any spelling (FORMAT: "ignoring spaces and
    hyphens", `Star Alliance`), else its simplified wording."""
    h = norm_house(normalize_title(s))
    return h if h in HOUSES else _simplify(s)


_SAME = {"non": "not", "dealt": "deal", "two": "2", "three": "3", "four": "4", "five": "5"}
_STOP = frozenset("a an the one each every of to your their and or it its that is on in from with".split())


def _words(s: str) -> set[str]:
    """The content words of an option's wording, plural -s dropped ("archives" = "archive")."""
    words = [_SAME.get(w, w) for w in _simplify(str(s).replace("-", " ")).split()]
    words = [w[:-2] if len(w) > 5 and w.endswith("ed") else w for w in words]      # "exalted" = "exalt"
    return {w[:-1] if len(w) > 3 and w.endswith("s") else w for w in words if w not in _STOP}


def _nearest_label(text: str, labels: list[str]) -> str | None:
    """The label whose words `text` clearly shares most (Jaccard, well ahead of the next), else None."""
    ws = _words(text)
    if not ws or not labels:
        return None
    scored = sorted(((len(ws & _words(lab)) / len(ws | _words(lab)), lab) for lab in labels if _words(lab)),
                    reverse=True)
    if not scored or scored[0][0] < 0.3:
        return None
    if len(scored) > 1 and scored[0][0] - scored[1][0] < 0.15 and not scored[0][0] == 1.0 > scored[1][0]:
        return None     # too close to tell (unless its words are exactly the label's)
    return scored[0][1]


def _stem(w: str) -> str:
    """A word without its ending, so that "archived", "archives" and "archive" are one word."""
    w = _SAME.get(w, w)
    if len(w) > 3 and w.endswith("s"):
        w = w[:-1]
    if len(w) > 4 and w.endswith("ed"):
        w = w[:-2]
    elif len(w) > 4 and w.endswith("e"):
        w = w[:-1]
    return w


_FILLER = _STOP | {"you", "have", "has", "they", "them"}


def _holding_label(text: str, labels: list[str]) -> str | None:
    """The one label whose words (stemmed) include every content word of `text`, else None."""
    ws = {_stem(w) for w in _simplify(str(text).replace("-", " ")).split() if w not in _FILLER}
    if not ws:
        return None
    held = [lab for lab in labels if ws <= {_stem(w) for w in _simplify(lab.replace("-", " ")).split()}]
    return held[0] if len(held) == 1 else None


def _prefixed_labels(text: str, labels: list[str]) -> list[str]:
    """The labels `text` begins, ignoring case and punctuation (or spacing: "gain 1 Æ" for "Gain 1Æ"); of several,
    the one it equals if there is one. Several left: ambiguous."""
    simple = _simplify(text)
    cands = [lab for lab in labels if _simplify(lab).startswith(simple)]
    if not cands and simple:
        cands = [lab for lab in labels if _squash(lab).startswith(_squash(text))]
    if len(cands) > 1:
        exact = [lab for lab in cands if _simplify(lab) == simple]
        if len(exact) == 1:
            return exact
    return cands


def _label_for(text: str, labels: list[str]) -> str | None:
    """The one label an option's wording names, by the tiers `choose:` reads it with (a prefix, a whole-word part,
    the nearest words, every word held), else None."""
    simple = _simplify(text)
    if not simple:
        return None
    cands = _prefixed_labels(text, labels)
    if cands:
        return cands[0] if len(cands) == 1 else None
    inner = [lab for lab in labels if f" {simple} " in f" {_simplify(lab)} "]
    if inner:
        return inner[0] if len(inner) == 1 else None
    return _nearest_label(text, labels) or _holding_label(text, labels)


def _yesno(v: Any) -> str:
    if isinstance(v, bool):
        return "yes" if v else "no"
    return "yes" if str(v).lower() in ("yes", "true", "y") else "no"


class _StrictLoader(getattr(yaml, "CSafeLoader", yaml.SafeLoader)):    # (libyaml's parser: 8x faster)
    """YAML with a key given twice in one mapping refused: PyYAML keeps the last silently, so a scenario with two
    `p2:` blocks in one `expect` would check only one of them."""

    def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> dict:
        seen = set()
        for key_node, _value in node.value:
            key = self.construct_object(key_node, deep=deep)
            try:
                if key in seen:
                    raise yaml.constructor.ConstructorError(
                        None, None, f"key {key!r} is given twice in one mapping", key_node.start_mark)
                seen.add(key)
            except TypeError:       # an unhashable key: PyYAML's own error follows
                pass
        return super().construct_mapping(node, deep=deep)


def _yaml_problem(e: Exception) -> str:
    """What YAML could not read, and where: its first line alone ("while constructing a mapping") names neither."""
    if isinstance(e, yaml.MarkedYAMLError) and e.problem:
        mark = e.problem_mark or e.context_mark
        where = f" at line {mark.line + 1}, column {mark.column + 1}" if mark is not None else ""
        hint = ""
        if "maximum nesting depth" in e.problem:       # (libyaml's words for what the Python parser's recursion hits)
            return f"not valid YAML (nested too deep){where}"
        if "unhashable" in e.problem or "expected ',' or ']'" in e.problem or "expected ',' or '}'" in e.problem:
            hint = " (a title with [ ], a comma, a colon or a '?' must be quoted: \"[REDACTED]\", \"Heads, I Win\")"
        return f"{e.context + ': ' if e.context else ''}{e.problem}{where}{hint}"
    return str(e).splitlines()[0]


def run_file(path: Path, permute: int | None = None) -> Result:
    """Run one scenario file. permute (tests only): a seed to deal the card ids again at random after the setup."""
    shown = str(path)
    if path.exists() and not path.is_file() and not path.is_dir():
        # a named pipe or a device called *.yaml: reading it could wait for ever
        return Result(shown, path.stem, "FAIL", "cannot read scenario: not a regular file")
    try:
        with open(path, encoding="utf-8") as f:
            data = yaml.load(f, Loader=_StrictLoader)   # noqa: S506 (a SafeLoader)
    except RecursionError:
        return Result(shown, path.stem, "FAIL", "cannot read scenario: not valid YAML (nested too deep)")
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as e:
        return Result(shown, path.stem, "FAIL", f"cannot read scenario: {_yaml_problem(e)}")
    if not isinstance(data, dict):
        return Result(shown, path.stem, "FAIL", "a scenario must be a YAML mapping")
    return run_scenario(data, shown, path.stem, permute=permute)


def run_scenario(data: dict, shown: str, stem: str = "", scenario: type[Scenario] = Scenario,
                 permute: int | None = None) -> Result:
    """Run a scenario already read (a mapping): PASS, FAIL or SKIP, as run_file gives for a file (`scenario`: a
    subclass of Scenario to run it with; permute: as for run_file)."""
    name = (stem or shown) if data.get("name") is None else str(data["name"])
    sc = scenario(data, shown, permute)
    try:
        sc.run()
    except NotImplementedCards as e:
        return Result(shown, name, "SKIP", ", ".join(e.titles))
    except NotImplementedMechanic as e:
        return Result(shown, name, "SKIP", f"mechanic: {e}")
    except ScenarioError as e:
        return Result(shown, name, "FAIL", str(e))
    except Exception as e:  # an engine bug must not stop the run
        tb = traceback.extract_tb(e.__traceback__)[-1]
        return Result(shown, name, "FAIL", f"engine error: {type(e).__name__}: {e} "
                                           f"({Path(tb.filename).name}:{tb.lineno})")
    return Result(shown, name, "PASS")


def find_files(paths: list[str]) -> list[Path]:
    out: list[Path] = []
    for p in paths:
        pp = Path(p)
        if pp.is_dir():
            out.extend(sorted(pp.rglob("*.yaml")))
        else:
            out.append(pp)
    return out

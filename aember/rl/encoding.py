"""The fixed-size numeric observation and the fixed discrete action space (see docs/rl.md).

Everything here is computed from what one player is given: `game.view(player)` and, when that
player must answer, the decision's kind and legal answers (an `aember.ai.Observation` carries exactly
these). Nothing reads the `Game`, so an encoding cannot carry what the player cannot see.

`encode(view, kind, answers)` returns an `Encoded`: `obs` (float32, `OBS_SIZE` long), `mask`
(int8, `N_ACTIONS` long: 1 for the actions that are legal now) and `answers` (action -> the legal
answer it stands for). Card identities are integers (`card_id(title)`: 1 + the card's index among all
titles of the packaged card database, 0 for an empty slot) in the `id` field of each card slot; they are
categorical (for an embedding) and do not change as more cards are implemented.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import numpy as np

from aember.engine.decision import KINDS

# ------------------------------------------------------------------------------------------------
# Sizes

HAND = 12           # own hand slots
LINE = 12           # battleline slots (each side)
ARTS = 6            # artifact slots (each side)
DECK = 36           # decklist positions per player (known-card table)
OVERFLOW = 64       # answers that have no slot of their own: the k-th of them in the answers' order
OPTIONS = 16        # 'option' decisions with words: the option's index
NUMBERS = 16        # 'option' decisions with numbers: the number

HOUSES = ("brobnar", "dis", "logos", "mars", "sanctum", "shadows", "untamed", "saurian", "staralliance",
          "unfathomable", "ekwidon", "geistoid", "skyborn", "redemption", "ouboros", "keyraken")
TYPES = ("creature", "action", "artifact", "upgrade")
KEYWORDS = ("taunt", "elusive", "skirmish", "poison", "assault", "hazardous", "deploy", "invulnerable")
PRINTED_KEYWORDS = KEYWORDS + ("alpha", "omega", "splash-attack")
KEYS = ("red", "blue", "yellow")
STEPS = ("setup", "start", "forge", "house", "main", "ready", "draw", "end")

# Card slots, in the order of the "card" actions (targets, abilities' order) and of the observation.
SLOT_ZONES = (("hand", 0, HAND), ("battleline", 0, LINE), ("battleline", 1, LINE), ("artifacts", 0, ARTS),
              ("artifacts", 1, ARTS))           # (zone, 0 = mine / 1 = the opponent's, slots)
CARD_SLOTS = sum(n for _, _, n in SLOT_ZONES)

# ------------------------------------------------------------------------------------------------
# The action space: named ranges, in order.

_RANGES: list[tuple[str, int]] = [
    ("play", HAND),             # ('play', card) or a creature on the right flank
    ("play_left", HAND),        # a creature on the left flank
    ("discard", HAND),
    ("reap", LINE),
    ("fight", LINE),
    ("unstun", LINE),
    ("action", LINE),           # the creature's first action ability
    ("omni", LINE),
    ("art_action", ARTS),       # the artifact's first action ability
    ("art_omni", ARTS),
    ("end_turn", 1),
    ("raise_tide", 1),
    ("card", CARD_SLOTS),       # 'target' and 'order' decisions: the card in that slot
    ("house", len(HOUSES)),
    ("option", OPTIONS),
    ("number", NUMBERS),
    ("yes", 1),                 # mulligan, archives, yes/no
    ("no", 1),
    ("key", len(KEYS)),
    ("flank", 2),               # left, right
    ("overflow", OVERFLOW),
]
ACTION_BASE: dict[str, int] = {}
_n = 0
for _name, _size in _RANGES:
    ACTION_BASE[_name] = _n
    _n += _size
N_ACTIONS = _n
ACTION_SIZES = dict(_RANGES)


def action_name(a: int) -> str:
    """'reap[3]', 'end_turn', … (for messages)."""
    for name, size in reversed(_RANGES):
        base = ACTION_BASE[name]
        if a >= base:
            return name if size == 1 else f"{name}[{a - base}]"
    return str(a)


# ------------------------------------------------------------------------------------------------
# Card identities and printed facts (public: the card's printed text)


@lru_cache(maxsize=1)
def _titles() -> dict[str, int]:
    """Every title of the packaged card database (an Evil Twin under its own title), so a card's id stays
    the same as more cards are implemented."""
    from aember.carddb import load_card_records, normalize_title

    titles = {normalize_title(r["name"] + (" (Evil Twin)" if r.get("is_evil_twin") else ""))
              for r in load_card_records()}
    return {t: i + 1 for i, t in enumerate(sorted(titles))}


def card_id(title: str) -> int:
    from aember.carddb import normalize_title

    return _titles().get(normalize_title(title), 0)


PRINTED = 4 + 3 + 6 + len(PRINTED_KEYWORDS) + 2      # type, power/armor/amber, abilities, keywords, traits-ish


@lru_cache(maxsize=4096)
def printed(title: str) -> tuple:
    """The printed facts of a card as numbers."""
    from aember.cards.registry import get_card

    d = get_card(title)
    if d is None:
        return (0.0,) * PRINTED
    t = d.type.replace("token ", "")
    out = [1.0 if t == x else 0.0 for x in TYPES]
    out += [d.power / 10, d.armor / 5, sum(1 for i in d.icons if i == "amber") / 4]
    out += [float(d.play is not None), float(d.reap is not None), float(d.fight is not None or
            d.before_fight is not None), float(d.destroyed is not None), float(bool(d.actions)),
            float(bool(d.omnis))]
    out += [float(min(d.keywords.get(k, 0), 5)) / (1 if k in KEYWORDS[:3] else 3) for k in PRINTED_KEYWORDS]
    out += [float(bool(d.reactions)), float(bool(d.statics))]
    return tuple(out)


# Per card slot: present, id, house (relative to its owner's houses: 3 + other), active house,
# printed facts, state in play.
STATE = 13 + len(KEYWORDS)
CARD_F = 2 + 4 + 1 + PRINTED + STATE
ID_OFFSET = 1       # the id field's index within a card slot


_STATIC: dict[str, list] = {}


def _static(title: str) -> list:
    """[id] + the printed facts, per title (cached)."""
    st = _STATIC.get(title)
    if st is None:
        st = _STATIC[title] = [float(card_id(title))] + list(printed(title))
    return st


def _card_features(c: dict, owner_houses: list, active_house: str | None) -> list:
    title = c.get("face_down") or c["title"]
    h = c.get("house")
    rel = [0.0, 0.0, 0.0, 0.0]
    # a deck has 3 houses; a position built by hand may give a player more (a scenario): those count as "other"
    rel[owner_houses.index(h) if h in owner_houses[:3] else 3] = 1.0
    out = [1.0]
    out += _static(title)
    out += rel
    out.append(float(h == active_house))
    if "exhausted" in c:
        kws = c.get("keywords") or ()
        out += [1.0, float(c["exhausted"]), c.get("amber", 0) / 5, c.get("power", 0) / 10, c.get("armor", 0) / 5,
                c.get("damage", 0) / 10, float(c.get("armor_used", 0) or 0) / 5, float(bool(c.get("stun"))),
                float(bool(c.get("enrage"))), float(bool(c.get("ward"))), c.get("power_counters", 0) / 5,
                float(len(c.get("upgrades") or ())), float(bool(c.get("token")))]
        out += [float(k in kws) for k in KEYWORDS]
    return out      # the in-play state stays 0 for a card in hand


# ------------------------------------------------------------------------------------------------
# The observation vector: global part, then the card slots, then the known-card tables.

_PLAYER_F = 13 + len(KEYS)
GLOBAL = 4 + len(STEPS) + len(HOUSES) + 1 + len(KINDS) + 2 + 2 * _PLAYER_F
KNOWN_ZONES = ("discard", "purged", "battleline", "artifacts", "hand", "archives")
KNOWN = 2 * DECK * len(KNOWN_ZONES)
OBS_SIZE = GLOBAL + CARD_SLOTS * CARD_F + KNOWN


def _player_features(p: dict) -> list:
    keys = p["keys"]
    return [p["amber"] / 10, len(keys) / 3, p["key_cost"] / 10, p["chains"] / 10, p["hand_count"] / 10,
            p["deck_count"] / 36, len(p["discard"]) / 36, len(p["purged"]) / 10, p["archives_count"] / 10,
            len(p["battleline"]) / 10, len(p["artifacts"]) / 5,
            float(p["amber"] >= p["key_cost"]), max(0.0, p["key_cost"] - p["amber"]) / 10] + \
        [float(k in keys) for k in KEYS]


_POSITIONS: dict[tuple, dict[str, list[int]]] = {}


def _positions(decklist: list) -> dict[str, list[int]]:
    key = tuple(decklist)
    pos = _POSITIONS.get(key)
    if pos is None:
        pos = {}
        for i, t in enumerate(decklist[:DECK]):
            pos.setdefault(t, []).append(i)
        if len(_POSITIONS) > 256:
            _POSITIONS.clear()
        _POSITIONS[key] = pos
    return pos


def _known(out: np.ndarray, base: int, p: dict) -> None:
    """For each decklist position (the public decklist, sorted by title), where that copy is known to be."""
    pos = _positions(p["decklist"])
    used: dict[str, int] = {}
    nz = len(KNOWN_ZONES)
    for z, zone in enumerate(KNOWN_ZONES):
        cards = p.get(zone)
        if not cards:
            continue
        for c in cards:
            t = c.get("face_down") or c["title"]
            free = pos.get(t)
            if free:
                k = used.get(t, 0)
                if k < len(free):
                    out[base + free[k] * nz + z] = 1.0
                    used[t] = k + 1


@dataclass
class Encoded:
    obs: np.ndarray
    mask: np.ndarray
    answers: dict[int, Any]
    dropped: int = 0            # legal answers with no action (more than OVERFLOW without a slot)


def slots_of(view: dict) -> dict[int, int]:
    """Card id -> card slot (the 'card' actions), for the cards the player sees in hand, battlelines and artifacts."""
    me = view["me"]
    out: dict[int, int] = {}
    base = 0
    for zone, side, n in SLOT_ZONES:
        cards = view["players"][me if side == 0 else 1 - me][zone] or ()
        for i, c in enumerate(cards[:n]):
            out[c["id"]] = base + i
        base += n
    return out


def encode_obs(view: dict, kind: str | None) -> np.ndarray:
    me = view["me"]
    pls = view["players"]
    mine, theirs = pls[me], pls[1 - me]
    ah = view.get("active_house")
    step = view.get("step")
    g = [float(view["active"] == me), min(view["turn"], 200) / 50, float(view.get("tide") or 0),
         float(view["turn"] <= 1)]
    g += [float(step == x) for x in STEPS]
    g += [float(ah == h) for h in HOUSES] + [float(ah in mine["houses"])]
    g += [float(kind == k) for k in KINDS] + [float(kind is None), 0.0]
    g += _player_features(mine) + _player_features(theirs)
    out = np.zeros(OBS_SIZE, dtype=np.float32)
    out[:GLOBAL] = g
    base = GLOBAL
    for zone, side, n in SLOT_ZONES:
        p = mine if side == 0 else theirs
        for c in (p[zone] or ())[:n]:
            f = _card_features(c, p["houses"], ah)
            out[base:base + len(f)] = f
            base += CARD_F
        base += CARD_F * (n - min(n, len(p[zone] or ())))
    base = GLOBAL + CARD_SLOTS * CARD_F
    _known(out, base, mine)
    _known(out, base + DECK * len(KNOWN_ZONES), theirs)
    return out


def map_answers(view: dict, kind: str, answers: list) -> tuple[dict[int, Any], int]:
    """Action -> legal answer, one action per answer (an answer whose slot is out of range or taken goes to
    the overflow range, in the answers' order). Returns the map and how many answers found no action."""
    me = view["me"]
    mine = view["players"][me]
    hand = {c["id"]: i for i, c in enumerate(mine["hand"] or ())}
    line = {c["id"]: i for i, c in enumerate(mine["battleline"])}
    arts = {c["id"]: i for i, c in enumerate(mine["artifacts"])}
    slots = None
    out: dict[int, Any] = {}
    rest: list = []
    B = ACTION_BASE

    def put(name: str, i: int | None, a: Any) -> None:
        if i is None or i < 0 or i >= ACTION_SIZES[name]:
            rest.append(a)
            return
        k = B[name] + i
        if k in out:
            rest.append(a)
        else:
            out[k] = a

    if kind == "option" and len(answers) > OPTIONS + OVERFLOW:
        answers = _decklists_first(view, answers)
    for a in answers:
        if kind == "main":
            verb = a[0]
            if verb == "play":
                i = hand.get(a[1])
                if len(a) == 2 or a[2] == "right":
                    put("play", i, a)
                elif a[2] == "left":
                    put("play_left", i, a)
                else:
                    rest.append(a)      # deploy positions, as an upgrade
            elif verb == "discard":
                put("discard", hand.get(a[1]), a)
            elif verb in ("reap", "fight", "unstun"):
                put(verb, line.get(a[1]), a)
            elif verb in ("action", "omni"):
                if a[2] != 0:
                    rest.append(a)
                elif a[1] in line:
                    put(verb, line[a[1]], a)
                else:
                    put("art_" + verb, arts.get(a[1]), a)
            elif verb in ("end_turn", "raise_tide"):
                put(verb, 0, a)
            else:
                rest.append(a)
        elif kind in ("target", "order") and isinstance(a, int):
            if slots is None:
                slots = slots_of(view)
            put("card", slots.get(a), a)
        elif kind == "house" and a in HOUSES:
            put("house", HOUSES.index(a), a)
        elif kind in ("mulligan", "archives", "yesno") and a in ("yes", "no"):
            put(a, 0, a)
        elif kind == "key" and a in KEYS:
            put("key", KEYS.index(a), a)
        elif kind == "flank" and a in ("left", "right"):
            put("flank", 0 if a == "left" else 1, a)
        elif kind == "option" and isinstance(a, int) and not isinstance(a, bool):
            put("number", a, a)
        elif kind == "option":
            put("option", len([k for k in out if B["option"] <= k < B["option"] + OPTIONS]), a)
        else:
            rest.append(a)
    base = B["overflow"]
    dropped = 0
    for i, a in enumerate(rest):
        if i < OVERFLOW:
            out[base + i] = a
        else:
            dropped += 1
    return out, dropped


def _decklists_first(view: dict, answers: list) -> list:
    """A list of options longer than the action space ("Name a card": every card title) with the titles of the
    opponent's decklist first, then the player's own (decklists are public: `view`), then the rest in order: the
    names worth naming always get an action, and only the others can be left without one."""
    from aember.carddb import split_evil_twin

    me = view["me"]
    rank: dict = {}
    for r, p in ((0, 1 - me), (1, me)):
        for t in view["players"][p].get("decklist") or ():
            rank.setdefault(split_evil_twin(t)[0], r)
    return sorted(answers, key=lambda a: rank.get(a, 2) if isinstance(a, str) else 2)


def encode(view: dict, kind: str | None = None, answers: list | None = None) -> Encoded:
    """The observation of `view`'s player and, if it must answer (`kind`, `answers`), the legal actions."""
    obs = encode_obs(view, kind)
    mask = np.zeros(N_ACTIONS, dtype=np.int8)
    amap: dict[int, Any] = {}
    dropped = 0
    if answers:
        amap, dropped = map_answers(view, kind, answers)
        mask[list(amap)] = 1
    return Encoded(obs, mask, amap, dropped)


def encode_observation(obs) -> Encoded:
    """From an `aember.ai.Observation` (what agents are given)."""
    return encode(obs.view, obs.kind, obs.answers)


def id_positions() -> np.ndarray:
    """Indices of the card-identity fields in the observation vector (categorical, not magnitudes)."""
    return np.array([GLOBAL + s * CARD_F + ID_OFFSET for s in range(CARD_SLOTS)], dtype=np.int64)


__all__ = ["ACTION_BASE", "CARD_SLOTS", "Encoded", "N_ACTIONS", "OBS_SIZE", "action_name", "card_id", "encode",
           "encode_observation", "id_positions", "map_answers"]

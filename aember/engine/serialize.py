"""Save and load a game as JSON, at any decision point (the resolution stack included)."""

from __future__ import annotations

import json
from typing import Any

from aember.cards.registry import all_cards, get_card
from aember.engine.decision import Decision
from aember.engine.game import Game
from aember.engine.state import Card, Player, Rng, whole_number
from aember.engine.steps import Frame, registry_size, spec_by_id

FORMAT = "aember-save-1"


class SaveError(ValueError):
    """A save file that cannot be loaded; the message says why."""


def _title(d) -> str | None:
    if d is None:
        return None
    if d.is_faceup_copy:
        return f"{d.title}@copy"        # a copy of a token creature (Mimic Gel), not a token itself
    if d.whole is not None:
        return f"{d.title}@top"         # the top half of a gigantic creature
    return f"{d.title}@{d.type}" if d.alternate else d.title


def _tuplify(v: Any) -> Any:
    return tuple(_tuplify(x) for x in v) if isinstance(v, list) else v


_KEYED = "__keyed__"


def _enc(v: Any) -> Any:
    """Resolution data as JSON: a dict with keys that are not text (card ids: "each creature damaged this way",
    the Æ spent from each card) keeps them, as {"__keyed__": [[key, value], ...]} - JSON would turn them into text
    and the loaded game would look its notes up in vain."""
    if isinstance(v, dict):
        if any(not isinstance(k, str) for k in v):
            return {_KEYED: [[list(k) if isinstance(k, tuple) else k, _enc(x)] for k, x in v.items()]}
        return {k: _enc(x) for k, x in v.items()}
    if isinstance(v, (list, tuple)):
        return [_enc(x) for x in v]
    return v


def _dec(v: Any) -> Any:
    if isinstance(v, dict):
        if len(v) == 1 and _KEYED in v:
            return {_tuplify(k): _dec(x) for k, x in v[_KEYED]}
        return {k: _dec(x) for k, x in v.items()}
    if isinstance(v, list):
        return [_dec(x) for x in v]
    return v


def to_json(g: Game) -> dict:
    ctxs: list[dict] = []
    ctx_ids: dict[int, int] = {}
    frames = []
    for f in g.stack:
        k = ctx_ids.get(id(f.ctx))
        if k is None:
            k = ctx_ids[id(f.ctx)] = len(ctxs)
            ctxs.append(f.ctx)
        ans = f.answer
        frames.append([f.step.sid, k, f.pc, list(ans) if isinstance(ans, tuple) else ans, _enc(f.data)])
    cards = []
    for c in g.cards:
        cards.append([_title(c.defn), c.owner, c.controller, c.zone, c.house, list(c.enhancements), c.exhausted,
                      c.damage, c.amber, c.stun, c.enrage, c.ward, c.power_counters, c.armor_used, c.counters,
                      c.upgrades, c.host, c.tagged, _title(c.token), c.elusive_turn, c.entered_turn,
                      c.armor_seen, c.armor_lost, c.put_facedown])
    players = []
    for p in g.players:
        players.append({"name": p.name, "deck_name": p.deck_name, "houses": p.houses, "amber": p.amber,
                        "keys": p.keys, "chains": p.chains, "hand": p.hand, "deck": p.deck, "discard": p.discard,
                        "archives": p.archives, "purged": p.purged, "battleline": p.battleline,
                        "artifacts": p.artifacts, "token": _title(p.token_def), "prophecies": p.prophecies,
                        "prophecy_turn": p.prophecy_turn, "archon": p.archon})
    return {
        "format": FORMAT, "specs": registry_size(),
        "cards": cards, "players": players, "active": g.active, "turn": g.turn, "step": g.step,
        "active_house": g.active_house, "first_turn_rule": g.first_turn_rule,
        "first_turn_plays": g.first_turn_plays, "first_turn_limit": g.first_turn_limit,
        "step_actions": g.step_actions, "omega": g.omega, "title_uses": g.title_uses,
        "forged_this_turn": g.forged_this_turn, "tide": g.tide,
        "stack": frames, "ctxs": [_enc(c) for c in ctxs], "decision": g.decision.to_json() if g.decision else None,
        "pending_triggers": _enc(g.pending_triggers), "lasting": _enc(g.lasting), "rng": g.rng.state, "seed": g.seed,
        "winner": g.winner, "over": g.over, "turn_cap": g.turn_cap, "log": [list(x) for x in g.log],
        "history": g.history, "fight": g.fight, "last_forge_turn": g.last_forge_turn,
        "creatures_played": g.creatures_played, "turn_log": g.turn_log, "extra_turns": g.extra_turns,
        "replacing": g.replacing, "replacement_answers": g.replacement_answers,
    }


def dumps(g: Game) -> str:
    return json.dumps(to_json(g), separators=(",", ":"))


def state_signature(g: Game) -> str:
    """A canonical text of the whole state, for equality checks."""
    return json.dumps(to_json(g), sort_keys=True, separators=(",", ":"))


def from_json(data: dict) -> Game:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("not an aember save (missing or unknown 'format')")
    try:
        return _load(data)
    except SaveError:
        raise
    except (KeyError, IndexError, TypeError, ValueError, AttributeError) as e:
        raise SaveError(f"corrupt save: {type(e).__name__}: {e}") from None


def _check_shapes(data: dict) -> None:
    """The plain numbers and flags of a save have their types: a damaged one would load and fail later, mid-game."""
    for k in ("turn", "first_turn_plays", "first_turn_limit", "step_actions", "seed", "turn_cap", "rng"):
        if not whole_number(data[k]):
            raise SaveError(f"corrupt save: '{k}' is {data[k]!r}, not a whole number")
    for k in ("first_turn_rule", "omega", "forged_this_turn", "over"):
        if not isinstance(data[k], bool):
            raise SaveError(f"corrupt save: '{k}' is {data[k]!r}, not true or false")
    if data["active"] not in (0, 1) or isinstance(data["active"], bool):
        raise SaveError(f"corrupt save: 'active' is {data['active']!r}, not 0 or 1")
    if data["winner"] is not None and (data["winner"] not in (0, 1) or isinstance(data["winner"], bool)):
        raise SaveError(f"corrupt save: 'winner' is {data['winner']!r}")
    for k in ("creatures_played", "last_forge_turn"):
        v = data.get(k, [0, 0])
        if not (isinstance(v, list) and len(v) == 2 and all(whole_number(x) for x in v)):
            raise SaveError(f"corrupt save: '{k}' is {v!r}, not two whole numbers")
    for i, pd in enumerate(data["players"]):
        if not isinstance(pd, dict):
            raise SaveError(f"corrupt save: player {i + 1} is not an object")
        for k in ("amber", "chains"):
            if not whole_number(pd[k]):
                raise SaveError(f"corrupt save: player {i + 1}'s '{k}' is {pd[k]!r}, not a whole number")
        for k in ("keys", "houses", "hand", "deck", "discard", "archives", "purged", "battleline", "artifacts"):
            if not isinstance(pd[k], list):
                raise SaveError(f"corrupt save: player {i + 1}'s '{k}' is {pd[k]!r}, not a list")


def _load(data: dict) -> Game:
    all_cards()     # every card's steps numbered, as when the save was made (a fresh process has none yet)
    if data["specs"] != registry_size():
        raise SaveError("this save was made by a different version of aember's card set")
    _check_shapes(data)
    g = Game()

    def card_def(t: str | None):
        if t is None:
            return None
        title, _, face = t.partition("@")
        d = get_card(title)
        if d is not None and face == "copy":
            d = d.faceup_copy()
        elif d is not None and face:
            d = d.upgrade_face if face == "upgrade" else d.creature_face if face == "creature" \
                else d.top_half if face == "top" else None
        if d is None:
            raise SaveError(f"unknown card in save: {t}")
        return d

    for i, row in enumerate(data["cards"]):
        (title, owner, controller, zone, house, enh, exhausted, damage, amber, stun, enrage, ward, pc, au,
         counters, upgrades, host, tagged, token, elusive_turn, entered_turn) = row[:21]
        c = Card(i, card_def(title), owner, house, tuple(enh))
        c.controller, c.zone, c.exhausted, c.damage, c.amber = controller, zone, exhausted, damage, amber
        c.stun, c.enrage, c.ward, c.power_counters, c.armor_used = stun, enrage, ward, pc, au
        c.counters = dict(counters) if counters else None
        c.upgrades = list(upgrades)
        c.host, c.tagged, c.token = host, tagged, card_def(token)
        c.elusive_turn, c.entered_turn = elusive_turn, entered_turn
        if len(row) > 21:
            c.armor_seen, c.armor_lost = row[21], row[22]
        if len(row) > 23:
            c.put_facedown = row[23]
        g.cards.append(c)
    for i, pd in enumerate(data["players"]):
        p = Player(i, pd["name"], list(pd["houses"]))
        p.deck_name = pd["deck_name"]
        p.amber, p.keys, p.chains = pd["amber"], list(pd["keys"]), pd["chains"]
        for z in ("hand", "deck", "discard", "archives", "purged", "battleline", "artifacts"):
            setattr(p, z, list(pd[z]))
        p.token_def = card_def(pd["token"])
        p.prophecies = [dict(e) for e in pd.get("prophecies", [])]
        p.prophecy_turn = pd.get("prophecy_turn", -1)
        p.archon = pd.get("archon")
        g.players.append(p)
    for k in ("active", "turn", "step", "active_house", "first_turn_rule", "first_turn_plays", "first_turn_limit",
              "step_actions", "omega", "forged_this_turn", "tide", "seed", "winner", "over", "turn_cap"):
        setattr(g, k, data[k])
    g.title_uses = dict(data["title_uses"])
    ctxs = [_dec(dict(c)) for c in data["ctxs"]]
    for sid, k, pc, ans, fdata in data["stack"]:
        f = Frame(spec_by_id(sid), ctxs[k], _dec(fdata))
        f.pc = pc
        f.answer = _tuplify(ans)
        g.stack.append(f)
    g.decision = Decision.from_json(data["decision"]) if data["decision"] else None
    g.pending_triggers = _dec(data["pending_triggers"])
    g.lasting = _dec(data["lasting"])
    g.rng = Rng(data["rng"])
    g.log = [(v, t) for v, t in data["log"]]
    g.history = data["history"]
    g.fight = data["fight"]
    g.last_forge_turn = list(data["last_forge_turn"])
    g.creatures_played = list(data.get("creatures_played", [0, 0]))
    g.turn_log = [list(x) for x in data.get("turn_log", [])]
    g.extra_turns = list(data.get("extra_turns", []))
    g.replacing = bool(data.get("replacing", False))
    g.replacement_answers = list(data.get("replacement_answers", []))
    return g


def loads(text: str) -> Game:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise SaveError(f"not valid JSON (line {e.lineno}: {e.msg})") from None
    except ValueError as e:             # a number of more than 4300 digits
        raise SaveError(f"not valid JSON ({e})") from None
    except RecursionError:
        raise SaveError("not valid JSON (nested too deep)") from None
    return from_json(data)

"""Decisions, answers and cards in the words of a player (no Textual here: plain functions on a Game)."""

from __future__ import annotations

import unicodedata
from typing import Any

from aember.carddb import normalize_title
from aember.engine.game import RULE_OF_SIX, Game
from aember.engine.state import ARTIFACTS, BATTLELINE, DISCARD, HAND, IN_PLAY

HOUSE_NAMES = {"brobnar": "Brobnar", "dis": "Dis", "logos": "Logos", "mars": "Mars", "sanctum": "Sanctum",
               "shadows": "Shadows", "untamed": "Untamed", "saurian": "Saurian", "star alliance": "Star Alliance",
               "staralliance": "Star Alliance", "unfathomable": "Unfathomable", "ekwidon": "Ekwidon",
               "geistoid": "Geistoid", "skyborn": "Skyborn"}

STEP_NAMES = {"setup": "setup (mulligans)", "start": "start of turn", "forge": "1: forge a key",
              "house": "2: choose a house", "main": "3: play, discard, use", "ready": "4: ready cards",
              "draw": "5: draw cards", "end": "end of turn"}


LONG_LIST = 20     # a decision with more answers than this gets a field to narrow them by typing ("Name a card")


def search_key(text: str) -> str:
    """What typing matches against in a long list of answers: case, quotes, Æ and accents folded ("gezrahi" finds
    "Gézrahi Blacksmith", "onyx" finds Miss “Onyx” Censorius)."""
    t = unicodedata.normalize("NFKD", normalize_title(text))
    return "".join(ch for ch in t if not unicodedata.combining(ch))


def house(h: str | None) -> str:
    if not h:
        return "—"
    return HOUSE_NAMES.get(h.lower(), h.title())


def title(game: Game, cid: int) -> str:
    return game.cname(cid)


def hidden_from(game: Game, cid: int, me: int) -> bool:
    """The card is hidden from player `me`: in a deck (but a top card played revealed), the other player's hand or
    archives (001:1602-1604, 2328-2332), facedown under a card `me` does not control, or the other player's fate card
    (LATER-MECHANICS 6.2, 13). (A token creature is named by its reference card: `title`.)"""
    c = game.cards[cid]
    z = c.zone
    if z == "deck":
        return not (game.top_revealed(c.owner) and game.players[c.owner].deck[:1] == [cid])
    if z in (HAND, "archives"):
        return cid not in game.players[me].zone_list(z)
    if z == "under":
        return game.cards[c.host].controller != me and not game.faceup_under(c.host)
    return z == "prophecy" and c.owner != me


def _ordinal(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


_ICON_WORDS = {"amber": "Æ", "capture": "capture", "damage": "damage", "draw": "draw", "discard": "discard"}


def told_apart(game: Game, cid: int) -> str:
    """The card's title, and where it is when another card of that title lies in the same row, pile or hand, so that
    two answers about twin cards do not read alike: "Berserker (2nd from the left)", "Mind Barb (3rd from the top of
    the discard pile)", "Plague Rat (enhanced: Æ)". Twins in a hand that are alike in every way are alike to play."""
    t = title(game, cid)
    c = game.cards[cid]
    z = c.zone
    if z == "upgrade" and c.host >= 0:
        if any(x != cid and game.cards[x].zone == "upgrade" and title(game, x) == t for x in range(len(game.cards))):
            return f"{t} (on {told_apart(game, c.host)})"
        return t
    if z not in (BATTLELINE, ARTIFACTS, DISCARD, HAND, "deck"):
        return t
    pl = game.players[c.controller if z in IN_PLAY else c.owner]
    row = pl.zone_list(z)
    twins = [x for x in row if x != cid and title(game, x) == t]
    if not twins:
        return t
    if z in (HAND, "deck"):
        mine = tuple(game.cards[cid].enhancements)
        if all(tuple(game.cards[x].enhancements) == mine for x in twins):
            return t
        return f"{t} (enhanced: {' '.join(_ICON_WORDS.get(i, i) for i in mine)})" if mine else f"{t} (not enhanced)"
    if z == DISCARD:
        return f"{t} ({_ordinal(len(row) - row.index(cid))} from the top of the discard pile)"
    return f"{t} ({_ordinal(row.index(cid) + 1)} from the left)"


def seen_title(game: Game, cid: int, me: int) -> str:
    """The card's title as player `me` may see it: "That card" when it is hidden from them (an answer a client sends
    may name any card id)."""
    return "That card" if hidden_from(game, cid, me) else title(game, cid)


def where(game: Game, cid: int, me: int) -> str:
    """'your creature', 'enemy artifact', 'in your hand', …"""
    c = game.cards[cid]
    side = "your" if c.controller == me else "enemy"
    if c.zone == BATTLELINE:
        return f"{side} creature"
    if c.zone == ARTIFACTS:
        return f"{side} artifact"
    if c.zone == "upgrade":
        return f"{side} upgrade"
    owner = "your" if c.owner == me else "opponent's"
    if c.zone == "under" and 0 <= c.host < len(game.cards):     # beneath another card (Masterplan): its `host`
        return f"under {seen_title(game, c.host, me)}"
    if c.zone == HAND:
        return f"in {owner} hand"
    if c.zone == DISCARD:
        return f"in {owner} discard pile"
    return f"in {owner} {c.zone}"


def creature_stats(game: Game, cid: int) -> str:
    c = game.cards[cid]
    bits = [f"power {game.power(cid)}"]
    a = game.armor(cid)
    if a:
        bits.append(f"armor {a}")
    if c.damage:
        bits.append(f"{c.damage} damage")
    if c.amber:
        bits.append(f"{c.amber}Æ")
    for flag in ("stun", "enrage", "ward"):
        if getattr(c, flag):
            bits.append({"stun": "stunned", "enrage": "enraged", "ward": "warded"}[flag])
    if c.exhausted:
        bits.append("exhausted")
    return ", ".join(bits)


def describe_card_choice(game: Game, cid: int, me: int) -> str:
    c = game.cards[cid]
    s = f"{told_apart(game, cid)} ({where(game, cid, me)}"
    if c.zone == BATTLELINE:
        s += f"; {creature_stats(game, cid)}"
    return s + ")"


def _kind_word(game: Game, cid: int) -> str:
    return game.face(cid).type


def describe_main(game: Game, ans: tuple) -> str:
    """A step-3 answer in words: ('play', 12, 'left') -> 'Play Hunting Witch on your left flank'."""
    kind = ans[0]
    if kind == "end_turn":
        return "End your turn"
    if kind == "raise_tide":
        return "Raise the tide (you gain 3 chains)"
    if kind == "prophecy":
        entry = game.players[game.active].prophecies[ans[1]]
        return f"Activate the prophecy {entry['sides'][ans[2]]} (a card from your hand goes under it)"
    cid = ans[1]
    t = told_apart(game, cid)
    if kind == "from_discard":
        return f"Return {t} from your discard pile to your hand"
    if kind == "play":
        typ = _kind_word(game, cid)
        if len(ans) > 2:
            pos = ans[2]
            if pos == "left":
                return f"Play {t} on your left flank"
            if pos == "right":
                return f"Play {t} on your right flank" if game.players[game.active].battleline else f"Play {t}"
            if pos == "upgrade":
                return f"Play {t} as an upgrade (then choose its creature)"
            return f"Play {t} at position {int(pos) + 1} of your battleline (deploy)"
        if typ == "upgrade":
            return f"Play {t} (upgrade: then choose its creature)"
        return f"Play {t} ({typ})"
    if kind == "discard":
        return f"Discard {t} from your hand"
    if kind == "reap":
        return f"Reap with {t} (gain 1Æ)"
    if kind == "fight":
        return f"Fight with {t}"
    if kind == "unstun":
        return f"Remove the stun from {t} (this uses it)"
    if kind in ("action", "omni"):
        # (granted ones too: a creature given "Action: …" by another card has two)
        n = len(game.actions_of(cid) if kind == "action" else game.omnis_of(cid))
        label = "Action" if kind == "action" else "Omni"
        suffix = f" #{ans[2] + 1}" if n > 1 and len(ans) > 2 else ""
        if suffix and kind == "action":
            giver = game.action_granter(cid, ans[2])
            if giver is not None and giver != cid:
                suffix += f" (given by {told_apart(game, giver)})"
        return f"Use {t}'s {label}{suffix} ability"
    return " ".join(str(x) for x in ans)


def describe_answer(game: Game, decision, ans: Any) -> str:
    """Any legal answer of `decision` in words."""
    kind = decision.kind
    me = decision.player
    if kind == "main":
        return describe_main(game, ans)
    if kind == "mulligan":
        return ("Mulligan: shuffle this hand into your deck and draw one card fewer" if ans == "yes"
                else "Keep this hand")
    if kind == "house":
        pl = game.players[me]
        # the houses the cards belong to now: a token creature's is its reference card's, never that of the card
        # facedown under it (an opponent's, taken control of, is hidden: 001:2790-2791)
        n_hand = sum(1 for c in pl.hand if game.belongs_to(c, ans))
        n_use = sum(1 for c in pl.battleline + pl.artifacts
                    if game.belongs_to(c, ans) and not game.cards[c].exhausted)
        return f"{house(ans)}  ({n_hand} in hand, {n_use} ready in play)"
    if kind == "archives":
        n = len(game.players[me].archives)
        return f"Yes: take the {n} archived card(s) into your hand" if ans == "yes" else "No: leave them archived"
    if kind == "key":
        return f"Forge the {ans} key"
    if kind == "flank":
        return f"The {ans} flank"
    if kind == "order" and ans == -1:      # a replacement that may be declined (Scooboo): none applies
        return "None: it happens as usual"
    if kind in ("target", "order") and isinstance(ans, int) and 0 <= ans < len(game.cards):
        if kind == "order":
            fulfils = next((e["sides"][e["up"]] for pl in game.players if pl.index != me for e in pl.prophecies
                            if e["fate"] == ans), None)
            if fulfils is not None:     # an opponent's fate card, facedown until it resolves (LATER-MECHANICS 6.2-6.3)
                return f"{game.pname(1 - me)}'s prophecy {fulfils} first"
            t = title(game, ans)
            if sum(1 for o in decision.options if isinstance(o, int) and 0 <= o < len(game.cards)
                   and title(game, o) == t) > 1:     # twins on both sides (Bad Penny fighting Bad Penny)
                return f"The ability of {told_apart(game, ans)} ({where(game, ans, me)}) first"
            return f"{told_apart(game, ans)}'s ability first"
        return describe_card_choice(game, ans, me)
    if kind == "targets" and isinstance(ans, tuple):
        return ", ".join(told_apart(game, c) for c in ans) or "none"
    if kind == "targets" and isinstance(ans, int) and 0 <= ans < len(game.cards):   # one box of a several-card choice
        return describe_card_choice(game, ans, me)
    if kind == "player" and ans in (0, 1):
        return f"You ({game.pname(ans)})" if ans == me else f"Your opponent ({game.pname(ans)})"
    if kind == "yesno":
        return "Yes" if ans == "yes" else "No"
    if isinstance(ans, str):
        return ans[:1].upper() + ans[1:]
    return str(ans)


def card_facts(game: Game, cid: int) -> list[str]:
    """Title, house, type, stats, traits, keywords and rules text of a card, one fact per line."""
    c = game.cards[cid]
    d = game.face(cid)
    # the houses it belongs to now in play (a house bonus icon, Monster Zero's neighbours), else its printed house
    # (a token creature: its reference card's house, never that of the card facedown under it, 001:2790-2791)
    hs = game.houses_of(cid) if c.zone in IN_PLAY else [c.house]
    houses = " / ".join(house(h) for h in hs) or house(None)
    lines = [d.title, f"{houses} · {d.type}" + (f" · {d.rarity}" if d.rarity else "")]
    if d.type == "creature":
        if c.zone == BATTLELINE:
            lines.append(f"Power {game.power(cid)} (printed {d.power}) · Armor {game.armor(cid)} (printed {d.armor})")
        else:
            lines.append(f"Power {d.power} · Armor {d.armor}")
    if d.traits:
        lines.append("Traits: " + ", ".join(sorted(t.title() for t in d.traits)))
    if d.keywords:
        lines.append("Keywords: " + ", ".join(k.title() + (f" {v}" if v != 1 else "")
                                              for k, v in sorted(d.keywords.items())))
    if d.whole is not None:
        lines.append("Top half of a gigantic creature: no power, armor or text box of its own")
    # (a gigantic creature's: its top half's; a token creature's: its reference card's, not the facedown card's)
    icons = list(d.icons) if c.is_token_creature and c.zone == BATTLELINE else game.bonus_icons(cid)
    if icons:
        names = {"amber": "Æ", "draw": "draw", "damage": "damage", "capture": "capture"}
        lines.append("Bonus icons: " + " ".join(names.get(i, i) for i in icons))
    if c.zone in IN_PLAY:
        state = []
        if c.zone == BATTLELINE:
            state.append(creature_stats(game, cid))
        elif c.exhausted:
            state.append("exhausted")
        if c.amber and c.zone != BATTLELINE:
            state.append(f"{c.amber}Æ on it")
        if c.upgrades:
            state.append("upgrades: " + ", ".join(title(game, u) for u in c.upgrades))
        if state:
            lines.append("Now: " + "; ".join(s for s in state if s))
    lines.append("")
    lines.append(d.text or "(no rules text)")
    return lines


# ------------------------------------------------------------------------------------------------
# Why an answer is not legal


def why_not(game: Game, ans: Any, player: int) -> str | None:
    """A player's explanation of why `ans` is not a legal answer now (None: no better reason known)."""
    d = game.decision
    if d is None:
        return "The game is over." if game.over else "There is nothing to decide right now."
    if d.player != player:
        return f"It is not your decision: waiting for {game.pname(d.player)} ({d.prompt.lower()})."
    if isinstance(ans, tuple) and ans and isinstance(ans[0], str) and d.kind != "main":
        return f"That is not the question now: {d.prompt}."
    if d.kind != "main":
        # (a number is a card only where the choices are cards: not an amount, a player, a yes/no)
        if d.kind in ("target", "targets", "order") and isinstance(ans, int) and 0 <= ans < len(game.cards):
            return f"{seen_title(game, ans, player)} is not one of the choices for: {d.prompt}."
        return None
    if not isinstance(ans, tuple) or not ans:
        return None
    kind = ans[0]
    p = game.active
    pl = game.players[p]
    if kind == "prophecy":
        if pl.prophecy_turn == game.turn:
            return "You have already activated a prophecy this turn."
        if not pl.hand:
            return "A prophecy needs a card from your hand to put under it."
        return "That prophecy card already has an active side."
    if kind in ("end_turn", "raise_tide"):
        if kind == "raise_tide":
            if game.tide is None:
                return "There is no tide in this game."
            if game.tide_for(p) >= 1:
                return "The tide is already high on your side."
        return None
    if kind not in ("play", "discard", "reap", "fight", "action", "omni", "unstun"):
        return None         # (no move of that name: the engine's words say it is no legal answer)
    cid = ans[1] if len(ans) > 1 else None     # ["play"] from a web client: no card named
    if not isinstance(cid, int) or not 0 <= cid < len(game.cards):
        return None
    c = game.cards[cid]
    t = seen_title(game, cid, player)
    ah = house(game.active_house)
    if game.omega:
        return "An Omega card was played: this step is over, so end your turn."
    if kind in ("play", "discard"):
        if cid not in pl.hand:
            return f"{t} is not in your hand."
        if kind == "play" and any(isinstance(o, tuple) and o[:2] == ("play", cid) for o in d.options):
            # it may be played (a permission for another house's card too): only the place given is wrong
            if c.defn.type == "creature" and len(ans) > 2 and ans[2] == "left" and not pl.battleline:
                return f"Your battleline is empty: {t} simply goes in play (no flank to choose)."
            if c.defn.type != "creature" and len(ans) > 2:
                return f"{t} is not a creature: it has no flank."
            return f"{t} can be played, with one of the listed answers (its place in your battleline)."
        first = game.first_turn_card_played()
        if first:
            return "First turn of the game: you may play or discard only one card."
        # (of the active house by its own house or a house bonus icon: in_house_to_play, as the moves are listed)
        if not game.in_house_to_play(cid, playing=kind == "play") and (
                kind == "discard" or not game.has_static("play_any_house", cid)):
            if game.active_house is None:   # no legal choice of house (001:2210-2212)
                return (f"{t} belongs to {house(c.house)}; the active house this turn is none "
                        "(no house could be chosen).")
            return f"{t} belongs to {house(c.house)}; the active house this turn is {ah}."
        if kind == "play":
            if game.title_used(c.defn.title) >= RULE_OF_SIX:
                return f"Rule of Six: {t} was already played or used {RULE_OF_SIX} times this turn."
            if c.defn.keywords.get("alpha") and game.step_actions > 0:
                return f"{t} has Alpha: it can only be played before anything else this step."
            if c.defn.type == "upgrade" and not game.upgrade_hosts(cid):
                return f"{t} is an upgrade and there is no creature to attach it to."
            if c.defn.gigantic and game.other_half(cid) is None:
                return f"{t} is half of a gigantic creature: both halves must be in your hand to play it."
            reason = game.play_forbidden(cid)       # ("cannot play" effects included)
            return f"{t} cannot be played now" + (f": {reason}." if reason else ".")
        return None
    if c.zone not in IN_PLAY or c.controller != p:
        return f"{t} is not a card you control in play."
    if game.title_used(game.face(cid).title) >= RULE_OF_SIX:
        return f"Rule of Six: {t} was already played or used {RULE_OF_SIX} times this turn."
    if c.exhausted:
        return (f"{t} is exhausted: it was used this turn, or entered play this turn. "
                "It readies at the end of your turn.")
    if kind in ("reap", "fight") and c.zone != BATTLELINE:     # (whatever its house)
        return f"{t} is not a creature: only creatures {kind}."
    # usable as of the active house as the moves are listed: belonging to it (a house bonus icon too), versatile, or
    # under a permission to use it
    on_house = game.belongs_to(cid, game.active_house) or game.versatile(cid) or game.use_permission(cid)
    if kind == "omni":
        if not game.omnis_of(cid):      # (its own or given by another card, as the moves are listed)
            return f"{t} has no Omni ability."
        if c.stun:
            return f"{t} is stunned: the next time you use it, it only removes the stun."
        return _cannot_use(game, kind, cid, t)
    if not on_house:
        # "each friendly creature may fight" (Follow the Leader), "you may reap with …" (J43G3R V): that use only
        may = [k for k in ("fight", "reap") if game.statics_of(f"may_{k}") and game.has_static(f"may_{k}", cid)]
        if may and kind not in may:
            return f"{t} belongs to {house(c.house)}; this turn it may only {' or '.join(may)}."
        if game.active_house is None:
            return (f"{t} belongs to {house(c.house)}; there is no active house, so no cards can be used this turn "
                    "but those an effect allows (versatile, a permission).")
        return f"{t} belongs to {house(c.house)}; only {ah} cards can be used this turn."
    if kind == "unstun":
        return _cannot_use(game, kind, cid, t) if c.stun else f"{t} is not stunned."
    if c.stun:
        return f"{t} is stunned: using it now only removes the stun (choose 'Remove the stun from {t}')."
    if kind == "reap":
        if c.zone != BATTLELINE:
            return f"{t} is not a creature: only creatures reap."
        if game.has_static("cannot_reap", cid):
            return f"{t} cannot reap right now."
        if c.enrage:
            return f"{t} is enraged: it must fight if it can."
    if kind == "fight":
        if c.zone != BATTLELINE:
            return f"{t} is not a creature: only creatures fight."
        if game.has_static("cannot_fight", cid):
            return f"{t} cannot fight right now."
        if not game.eligible_defenders(cid):
            return f"There is no enemy creature {t} can fight."
    if kind == "action":
        if not game.actions_of(cid):
            return f"{t} has no Action ability."
    if kind in ("reap", "fight", "action"):
        return _cannot_use(game, kind, cid, t)
    return None


def _cannot_use(game: Game, kind: str, cid: int, t: str) -> str:
    """Why a card cannot be used so, when the usual reasons (house, exhausted, stun, no target) do not say it:
    Giant Sloth's "cannot use", a use that costs a friendly creature, "can only fight", or another effect -
    still in a player's words, never the raw answer."""
    c = game.cards[cid]
    if game.statics_of("cannot_use") and game.has_static("cannot_use", cid):
        return f"{t} cannot be used now: an effect forbids it."
    if game.has_use_cost_destroy(cid) and not any(x != cid for x in game.creatures(c.controller)):
        return f"To use {t} you must destroy another friendly creature, and you have none."
    if kind == "reap" and game.has_static("only_fight", cid):
        return f"{t} can only fight."
    verb = {"reap": "reap", "fight": "fight", "action": "use its Action", "omni": "use its Omni",
            "unstun": "have its stun removed"}[kind]
    return f"{t} cannot {verb} now: an effect or a rule prevents it."


def explain_illegal(game: Game, ans: Any, player: int, engine_reason: str) -> str:
    return why_not(game, ans, player) or engine_reason

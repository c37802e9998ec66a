"""Plain text deck lists: a line with the deck name, then one card per line.

    Miss "Onyx" Censorius
    Set: CotA

    Brobnar
    2 Ganger Chieftain
    Anger
    Troll x2 [maverick, +capture]

A card line is `Title`, `N Title`, `Nx Title` or `Title xN`, optionally followed by notes in
square brackets: `maverick`, `legacy`, `anomaly`, `enhanced`, `+icon` (a bonus icon added to
the copy: +amber, +capture, +damage, +draw, +discard, +<house>) and `set=CODE` (the copy's
set). A line that is only a house name (optionally `# Brobnar`, `Brobnar:`, `Brobnar (12)`)
starts that house's cards. Optional `Key: value` lines: Name, Set, Houses, Token, Id.
Blank lines and lines starting with `//` are ignored; so is a `#` line that is not a house.
A gigantic creature is written as its two halves: `2 Wretched Anathema` is one creature.
"""

from __future__ import annotations

import re
from pathlib import Path

from aember.decks.cardindex import (
    HOUSE_NAMES,
    CardIndex,
    fill_from_record,
    house_key,
    icon_key,
)
from aember.decks.formats._common import GiganticPairer, find_uuid, resolve_by_title, sorted_houses
from aember.decks.model import MAX_COPIES, Deck, DeckCard, DeckError

_META = {"name": "name", "deck": "name", "set": "set", "expansion": "set", "houses": "houses",
         "token": "token", "id": "keyforge_id", "keyforge id": "keyforge_id", "uuid": "keyforge_id",
         "house": "house"}
_META_RE = re.compile(r"^([A-Za-z][A-Za-z ]{0,15}?)\s*:\s*(.*)$")
_COUNT_FIRST = re.compile(r"^(\d+)\s*(?:[xX×]\s*)?\s(\S.*)$")
_COUNT_LAST = re.compile(r"^(\S.*?)\s+[xX×]\s*(\d+)$")
_NOTES = re.compile(r"^(.*?)\s*\[([^\]]*)\]\s*$")


def heading(line: str) -> str | None:
    """The house a heading line names ('# Star Alliance', 'Brobnar:', 'Dis (12)'), else None."""
    t = re.sub(r"\(\s*\d+\s*(cards?)?\s*\)\s*$", "", line.strip())
    t = t.strip(" \t#=*-_:[]")
    k = house_key(t)
    return k if k in HOUSE_NAMES and t else None


def _notes(text: str, index: CardIndex) -> dict | None:
    out: dict = {"flags": set(), "icons": [], "set": None}
    for tok in re.split(r"[,\s]+", text.strip()):
        if not tok:
            continue
        low = tok.lower()
        if low in ("maverick", "legacy", "anomaly", "enhanced"):
            out["flags"].add(low)
        elif low.startswith("+") and icon_key(low[1:]):
            out["icons"].append(icon_key(low[1:]))
        elif low.startswith(("set=", "set:")) and len(tok) > 4:
            out["set"] = index.set_code(tok[4:]) or tok[4:]
        else:
            return None
    return out


def _card_line(line: str, index: CardIndex, where: str):
    """(count, title, notes) from a card line."""
    notes = {"flags": set(), "icons": [], "set": None}
    m = _NOTES.match(line)
    if m and not index.known_title(line):
        parsed = _notes(m.group(2), index)
        if parsed is not None:
            line, notes = m.group(1), parsed
    count, title = 1, line
    if not index.known_title(line):
        m1, m2 = _COUNT_FIRST.match(line), _COUNT_LAST.match(line)
        if m1:
            count, title = m1.group(1), m1.group(2).strip()
        elif m2:
            title, count = m2.group(1).strip(), m2.group(2)
        if len(str(count)) > 6:         # int() of 4300 digits and more is a ValueError; any of these is too many
            raise DeckError(f"{where}: {str(count)[:6]}… copies of '{title}' cannot be in a 36-card deck")
        count = int(count)
    if count < 1:
        raise DeckError(f"{where}: the count of '{title}' must be 1 or more")
    if count > MAX_COPIES:
        raise DeckError(f"{where}: {count} copies of '{title}' cannot be in a 36-card deck")
    return count, title, notes


def looks_like_card_line(line: str, index: CardIndex) -> bool:
    """Is this (first) line a card rather than a deck name?"""
    bare = _NOTES.sub(r"\1", line)
    if index.known_title(line) or index.known_title(bare):
        return True
    m = _COUNT_FIRST.match(bare) or _COUNT_LAST.match(bare)
    if m is None:
        return False
    if not index.available:
        return True
    title = m.group(2) if m.re is _COUNT_FIRST else m.group(1)
    return bool(index.known_title(title.strip()))


def read(text: str, source: str, index: CardIndex) -> list[Deck]:
    meta: dict = {}
    headings: list[str] = []
    entries = []     # (lineno, house, count, title, notes)
    name = None
    house = ""
    for lineno, raw in enumerate(text.lstrip("\ufeff").splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("//"):
            continue
        where = f"{source}: line {lineno}"
        h = heading(line)
        if line.startswith("#") and h is None:
            if name is None and not meta.get("name"):
                name = line.lstrip("#").strip() or None
            continue
        m = _META_RE.match(line)
        if m and m.group(1).strip().lower() in _META:
            key, value = _META[m.group(1).strip().lower()], m.group(2).strip()
            if key == "house":
                house = house_key(value)
                if house not in HOUSE_NAMES:
                    raise DeckError(f"{where}: '{value}' is not a house")
                headings.append(house)
            else:
                meta[key] = value
            continue
        if name is None and not meta.get("name") and not entries and h is None \
                and not looks_like_card_line(line, index):
            name = line
            continue
        if h is not None:
            house = h
            headings.append(h)
            continue
        count, title, notes = _card_line(line, index, where)
        entries.append((lineno, house, count, title, notes))
    name = meta.get("name") or name or Path(source).stem or "Unnamed deck"
    if not entries:
        raise DeckError(f"{source}: no cards found (a deck list has one card per line after the deck name)")

    deck_set = None
    if meta.get("set"):
        deck_set = index.set_code(meta["set"])
        if deck_set is None and index.available:
            raise DeckError(f"{source}: unknown set '{meta['set']}'")
    if deck_set is None:
        deck_set = index.best_set_for_titles(t for (_l, _h, _c, t, _n) in entries)

    pairer = GiganticPairer(index)
    cards: list[DeckCard] = []
    for lineno, card_house, count, title, notes in entries:
        for _ in range(count):
            card = DeckCard(name=title, house=card_house, origin=f"line {lineno}",
                            maverick="maverick" in notes["flags"], legacy="legacy" in notes["flags"],
                            anomaly="anomaly" in notes["flags"], enhancements=list(notes["icons"]),
                            enhanced="enhanced" in notes["flags"] and not notes["icons"])
            rec = resolve_by_title(card, index, deck_set=deck_set, set=notes["set"],
                                   half=pairer.half(title, card_house), infer_maverick=True)
            if notes["set"] and index.available and (rec is None or rec["set"] != notes["set"]) \
                    and index.known_title(title):
                raise DeckError(f"{source}: line {lineno}: '{title}' is not in set {notes['set']}")
            if rec is None and notes["set"]:
                card.set = notes["set"]
            cards.append(card)

    if meta.get("houses"):
        houses = sorted_houses(h for h in re.split(r"[,|/;]", meta["houses"]) if h.strip())
    elif headings:
        houses = sorted_houses(headings)
    else:
        houses = sorted_houses(c.house for c in cards if c.house)
    token_card = None
    if meta.get("token"):
        token_card = DeckCard(name=meta["token"], house="", origin="token")
        rec = index.by_title_pick(meta["token"], token=True, deck_set=deck_set)
        if rec is not None:
            fill_from_record(token_card, rec)
    return [Deck(name=name, houses=houses, cards=cards, set=deck_set,
                 token=token_card.name if token_card else None,
                 keyforge_id=find_uuid(meta.get("keyforge_id")), expansion_id=index.expansion_id(deck_set),
                 token_card=token_card)]


def write(deck: Deck) -> str:
    """The deck as a text list that `read` gives back (same cards, houses and flags)."""
    lines = [deck.name]
    if deck.set:
        lines.append(f"Set: {deck.set}")
    if deck.keyforge_id:
        lines.append(f"Id: {deck.keyforge_id}")
    if deck.token:
        lines.append(f"Token: {deck.token}")
    extra = {c.house for c in deck.cards if c.house and c.house not in deck.houses}
    order = list(deck.houses) + sorted(extra)
    no_house = [c for c in deck.cards if not c.house]
    if no_house:
        lines.append("")
        lines.extend(_group_lines(no_house, deck.set))
    for h in order:
        in_house = [c for c in deck.cards if c.house == h]
        lines.append("")
        lines.append(HOUSE_NAMES.get(h, h))
        lines.extend(_group_lines(in_house, deck.set))
    return "\n".join(lines) + "\n"


def _group_lines(cards: list[DeckCard], deck_set) -> list[str]:
    groups: dict[tuple, int] = {}
    for c in cards:
        notes = [f for f in ("maverick", "legacy", "anomaly") if getattr(c, f)]
        if c.enhanced and not c.enhancements:
            notes.append("enhanced")
        notes += [f"+{i}" for i in c.enhancements]
        if c.set and deck_set and c.set != deck_set:
            notes.append(f"set={c.set}")
        key = (c.title, tuple(notes))
        groups[key] = groups.get(key, 0) + 1
    out = []
    for (title, notes), n in groups.items():
        out.append(f"{n} {title}" + (f" [{', '.join(notes)}]" if notes else ""))
    return out

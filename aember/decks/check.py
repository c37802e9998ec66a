"""Is a deck legal? `check_deck(deck) -> list[Problem]` (errors and warnings).

What a KeyForge Archon deck is (the rulebook and every printed deck): 36 cards, 3 houses,
12 cards in each. A gigantic creature is 2 cards out of play (rulebook "Gigantic"), so each of
its halves counts as one card and the two halves always come together. Token creature reference
cards and the other reference cards (the Tide, Prophecies, archon powers) are not among the 36.
Mavericks, legacy cards and anomalies are legal; they belong to the house the deck puts them in.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from aember.carddb import normalize_title
from aember.decks.cardindex import HOUSE_NAMES, NON_DECK_TYPES, CardIndex, card_index, icon_key
from aember.decks.model import Deck, DeckCard

DECK_SIZE = 36
HOUSES_PER_DECK = 3
CARDS_PER_HOUSE = 12


@dataclass(frozen=True)
class Problem:
    level: str                 # "error" or "warning"
    message: str               # names the entry and the card
    card: str | None = None    # the card's title, when the problem is about one card
    where: str | None = None   # where in the source: "line 7", "card #3" (None: the whole deck)

    @property
    def is_error(self) -> bool:
        return self.level == "error"

    def __str__(self) -> str:
        return f"{self.level}: {self.message}"


def _quote_list(items) -> str:
    items = [f"'{i}'" for i in items]
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " or " + items[-1]


def _where(card: DeckCard, i: int) -> str:
    return card.origin or f"card #{i + 1}"


def did_you_mean(title: str, index: CardIndex | None = None) -> str:
    """' (did you mean 'X'?)' for an unknown title, or '' when nothing is close."""
    index = index or card_index()
    close = index.suggest(title)
    if not close and "-" in title:            # keyteki ids: 'ganger-chieftain'
        close = index.suggest(title.replace("-", " "))
    return f"; did you mean {_quote_list(close)}?" if close else ""


def _record(card: DeckCard, index: CardIndex) -> dict | None:
    if card.id and card.id in index.by_id:
        return index.pick(index.by_id[card.id], set=card.set, number=card.number, house=card.house or None)
    if card.set and card.number and (card.set, card.number) in index.by_set_number:
        cands = [r for r in index.by_set_number[(card.set, card.number)]
                 if normalize_title(r["name"]) == normalize_title(card.name)]
        if cands:
            return index.pick(cands, house=card.house or None)
    return index.by_title_pick(card.name, set=card.set, house=card.house or None, token=False,
                               evil_twin=card.evil_twin)


def check_deck(deck: Deck, *, check_implemented: bool = True) -> list[Problem]:
    """Errors and warnings about a deck; no errors means aember can play it."""
    index = card_index()
    problems: list[Problem] = []

    def add(level, msg, card, where):
        p = Problem(level, msg, card, where)
        if p not in problems:         # copies from one line of a list share their problems
            problems.append(p)

    def err(msg, card=None, where=None):
        add("error", msg, card, where)

    def warn(msg, card=None, where=None):
        add("warning", msg, card, where)

    if not str(deck.name or "").strip():
        err("the deck has no name")
    houses = list(deck.houses)
    for h in houses:
        if h not in HOUSE_NAMES:
            err(f"'{h}' is not a KeyForge house")
    if len(set(houses)) != len(houses):
        err(f"a house is listed twice: {', '.join(houses)}")
    if len(set(houses)) != HOUSES_PER_DECK:
        n = len(set(houses))
        err(f"the deck has {n} house{'' if n == 1 else 's'} ({', '.join(houses) or 'none'}); "
            f"a deck has {HOUSES_PER_DECK}")
    if not index.available:
        warn("the card database (cards.json) was not found: card titles were not checked")

    counted: list[tuple[DeckCard, dict | None]] = []
    for i, card in enumerate(deck.cards):
        where = _where(card, i)
        label = f"{where}: '{card.name}'"
        rec = _record(card, index) if index.available else None
        if index.available and rec is None:
            err(f"{label} is not a known card{did_you_mean(card.name, index)}", card.name, where)
        if rec is not None and rec.get("type") in NON_DECK_TYPES:
            warn(f"{label} is a {rec['type']} card, not one of the deck's cards; it is not counted",
                 card.name, where)
            continue
        if not card.house and (rec is not None or not index.available):
            err(f"{label} has no house (put it under one of the deck's houses)", card.name, where)
        elif card.house and card.house not in houses:
            shown = HOUSE_NAMES.get(card.house, card.house)
            err(f"{label} is in house {shown}, which is not one of the deck's houses "
                f"({', '.join(HOUSE_NAMES.get(h, h) for h in houses)})", card.name, where)
        elif rec is not None and rec.get("house") and rec["house"] != card.house \
                and not (card.maverick or card.anomaly):
            warn(f"{label} is a {HOUSE_NAMES.get(rec['house'], rec['house'])} card in "
                 f"{HOUSE_NAMES.get(card.house, card.house)} but is not marked maverick", card.name, where)
        for icon in card.enhancements:
            if icon_key(icon) is None:
                err(f"{label}: '{icon}' is not a bonus icon", card.name, where)
        counted.append((card, rec))

    total = len(counted)
    if total != DECK_SIZE:
        err(f"the deck has {total} card{'' if total == 1 else 's'}; a deck has {DECK_SIZE}")
    per_house = Counter(c.house for c, _ in counted if c.house)
    for h in houses:
        if h in HOUSE_NAMES and per_house.get(h, 0) != CARDS_PER_HOUSE:
            n = per_house.get(h, 0)
            err(f"house {HOUSE_NAMES[h]} has {n} card{'' if n == 1 else 's'}; "
                f"each house has {CARDS_PER_HOUSE}")

    halves: dict[tuple[str, str], Counter] = {}
    for card, rec in counted:
        if rec is not None and rec.get("is_gigantic"):
            halves.setdefault((card.house, rec["name"]), Counter())[rec.get("gigantic_half")] += 1
    for (house, title), n in sorted(halves.items()):
        if n["bottom"] != n["top"]:
            err(f"'{title}' ({HOUSE_NAMES.get(house, house)}): a gigantic creature needs both halves; "
                f"the deck has {n['bottom']} bottom and {n['top']} top halves", title)

    if check_implemented:
        from aember.cards.registry import is_implemented

        known = [c for c, rec in counted if rec is not None or not index.available]
        missing = sorted({c.title for c in known if not is_implemented(c.title)}
                         | ({deck.token} if deck.token and not is_implemented(deck.token) else set()))
        if missing:
            n = len(missing)
            warn(f"{n} card title{'s' if n != 1 else ''} in the deck {'are' if n != 1 else 'is'} "
                 "not implemented in aember yet: " + ", ".join(missing))
    return problems


def errors(problems: list[Problem]) -> list[Problem]:
    return [p for p in problems if p.is_error]

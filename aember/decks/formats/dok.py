"""Decks of KeyForge (decksofkeyforge.com): the public API deck JSON and the CSV export.

API v3 answers `{"deck": {...}, "sasVersion": N}`; tools often keep only the inner `deck`.
`deck.housesAndCards` has three `{house, cards}` groups with one entry per physical card.
The CSV export has one row per deck; `House 1 Cards`..`House 3 Cards` hold the titles joined
by `|` (one per copy, no flags).
"""

from __future__ import annotations

import csv
import io
import re

from aember.decks.cardindex import (
    HOUSE_NAMES,
    CardIndex,
    fill_from_record,
    house_key,
    icon_key,
    order_icons,
)
from aember.decks.formats._common import GiganticPairer, find_uuid, resolve_by_title, sorted_houses
from aember.decks.model import Deck, DeckCard, DeckError


def is_dok(obj) -> bool:
    if isinstance(obj, dict) and isinstance(obj.get("deck"), dict):
        obj = obj["deck"]
    return isinstance(obj, dict) and "housesAndCards" in obj


def variant(obj) -> str:
    return "dok-api-v3" if isinstance(obj.get("deck"), dict) else "dok-deck"


def _bonus_icons(c: dict) -> list[str]:
    houses: list[str] = []
    others: list[str] = []
    for key, value in c.items():
        if not key.startswith("bonus") or not value:
            continue
        icon = icon_key(key[len("bonus"):])
        if icon is None:
            continue
        n = 1 if value is True else int(value) if isinstance(value, (int, float)) and abs(value) < 100 else 0
        (houses if icon in HOUSE_NAMES else others).extend([icon] * max(n, 0))
    return order_icons(houses + others)


def _evil_twin(rarity) -> bool | None:
    r = re.sub(r"[^a-z]", "", str(rarity or "").lower())
    return True if r == "eviltwin" else None


def read(obj: dict, source: str, index: CardIndex) -> list[Deck]:
    d = obj["deck"] if isinstance(obj.get("deck"), dict) else obj
    name = d.get("name")
    if not isinstance(name, str) or not name.strip():
        raise DeckError(f"{source}: the deck has no name")
    deck_set = index.set_code(d.get("expansion"))
    groups = d.get("housesAndCards")
    if not isinstance(groups, list):
        raise DeckError(f"{source}: 'housesAndCards' must be a list of houses")
    pairer = GiganticPairer(index)
    cards: list[DeckCard] = []
    houses = []
    for g in groups:
        if not isinstance(g, dict) or not isinstance(g.get("cards"), list):
            raise DeckError(f"{source}: each 'housesAndCards' entry needs 'house' and 'cards'")
        house = house_key(g.get("house"))
        houses.append(house)
        for j, c in enumerate(g["cards"]):
            origin = f"{g.get('house')} card {j + 1}"
            if not isinstance(c, dict) or not isinstance(c.get("cardTitle"), str) or not c["cardTitle"]:
                raise DeckError(f"{source}: {origin} has no 'cardTitle'")
            icons = _bonus_icons(c)
            card = DeckCard(name=c["cardTitle"], house=house, maverick=bool(c.get("maverick")),
                            legacy=bool(c.get("legacy")), anomaly=bool(c.get("anomaly")),
                            enhancements=icons, enhanced=bool(c.get("enhanced")) and not icons, origin=origin)
            resolve_by_title(card, index, deck_set=deck_set, half=pairer.half(card.name, house),
                             evil_twin=_evil_twin(c.get("rarity")))
            cards.append(card)
    token_card = None
    info = d.get("tokenInfo")
    if isinstance(info, dict) and isinstance(info.get("name"), str):
        token_card = DeckCard(name=info["name"], house=house_key(info.get("house")), origin="token")
        rec = index.by_title_pick(info["name"], token=True, deck_set=deck_set, house=token_card.house or None)
        if rec is not None:
            fill_from_record(token_card, rec)
    return [Deck(name=name, houses=sorted_houses(houses), cards=cards, set=deck_set,
                 token=token_card.name if token_card else None, keyforge_id=find_uuid(d.get("keyforgeId")),
                 expansion_id=index.expansion_id(deck_set), token_card=token_card)]


# --- CSV export ---------------------------------------------------------------------------------

def looks_like_csv(text: str) -> bool:
    first = text.lstrip("\ufeff").split("\n", 1)[0].lower()
    return "house 1 cards" in first and "," in first


def read_csv(text: str, source: str, index: CardIndex) -> list[Deck]:
    text = text.lstrip("\ufeff")
    reader = csv.reader(io.StringIO(text, newline=""), strict=True)
    try:
        header = next(reader)
    except StopIteration:
        raise DeckError(f"{source}: the CSV file is empty") from None
    except csv.Error as e:
        raise DeckError(f"{source}: line {reader.line_num}: not valid CSV ({e})") from None
    cols = {h.strip().lower(): i for i, h in enumerate(header)}
    needed = ["name", "house 1 cards", "house 2 cards", "house 3 cards"]
    missing = [n for n in needed if n not in cols]
    if missing:
        raise DeckError(f"{source}: not a Decks of KeyForge CSV export: no column "
                        + ", ".join(f"'{m.title()}'" for m in missing))
    decks = []
    while True:
        try:
            row = next(reader)
        except StopIteration:
            break
        except csv.Error as e:
            raise DeckError(f"{source}: line {reader.line_num}: not valid CSV ({e})") from None
        line = reader.line_num
        if not any(cell.strip() for cell in row):
            continue
        if len(row) != len(header):
            raise DeckError(f"{source}: line {line}: {len(row)} fields, but the header has {len(header)}")
        decks.append(_csv_deck(row, cols, f"{source}: line {line}", line, index))
    if not decks:
        raise DeckError(f"{source}: the CSV file holds no deck (only a header)")
    return decks


def _csv_deck(row: list[str], cols: dict, where: str, line: int, index: CardIndex) -> Deck:
    def cell(name: str) -> str:
        i = cols.get(name)
        return row[i].strip() if i is not None else ""

    name = cell("name")
    if not name:
        raise DeckError(f"{where}: the deck has no name")
    house_cells = [h for h in re.split(r"[|,;/]", cell("houses")) if h.strip()]
    houses = [house_key(h) for h in house_cells]
    deck_set = index.set_code(cell("expansion")) if cell("expansion") else None
    groups = []
    for k in (1, 2, 3):
        titles = [t.strip() for t in cell(f"house {k} cards").split("|") if t.strip()]
        groups.append(titles)
    if deck_set is None:
        deck_set = index.best_set_for_titles([t for g in groups for t in g])
    pairer = GiganticPairer(index)
    cards: list[DeckCard] = []
    for k, titles in enumerate(groups):
        house = houses[k] if k < len(houses) else ""
        if not house and titles:
            rec = index.by_title_pick(titles[0], deck_set=deck_set)
            house = (rec or {}).get("house") or ""
            houses.append(house)
        for j, title in enumerate(titles):
            card = DeckCard(name=title, house=house, origin=f"line {line}, House {k + 1} card {j + 1}")
            resolve_by_title(card, index, deck_set=deck_set, half=pairer.half(title, house), infer_maverick=True)
            cards.append(card)
    keyforge_id = find_uuid(cell("master vault link")) or find_uuid(cell("dok link"))
    return Deck(name=name, houses=sorted_houses(houses), cards=cards, set=deck_set, keyforge_id=keyforge_id,
                expansion_id=index.expansion_id(deck_set))

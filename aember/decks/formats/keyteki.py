"""keyteki (The Crucible Online) deck JSON: `cards` is a list of `{id, count}` by keyteki card id.

A maverick or anomaly entry names the house it moved to (`"maverick": "sanctum"`); an enhanced
copy is its own entry with `enhancements`; `isNonDeck` marks tokens and other reference cards.
"""

from __future__ import annotations

from aember.decks.cardindex import CardIndex, fill_from_record, house_key
from aember.decks.formats._common import find_uuid, icons_from_list, positive_count, sorted_houses
from aember.decks.model import Deck, DeckCard, DeckError


def is_keyteki(obj) -> bool:
    if not isinstance(obj, dict) or not isinstance(obj.get("cards"), list) or "houses" not in obj:
        return False
    cards = [c for c in obj["cards"] if isinstance(c, dict)]
    return bool(cards) and all("id" in c and "name" not in c for c in cards)


def read(obj: dict, source: str, index: CardIndex) -> list[Deck]:
    name = obj.get("name")
    if not isinstance(name, str) or not name.strip():
        raise DeckError(f"{source}: the deck has no name")
    expansion = obj.get("expansion")
    deck_set = index.set_code(expansion)
    houses = obj.get("houses")
    if not isinstance(houses, list):
        raise DeckError(f"{source}: 'houses' must be a list of houses")
    cards: list[DeckCard] = []
    token_card = None
    extras: list[DeckCard] = []
    pair_of: dict[str, str] = {}        # a prophecy's title -> its keyteki `prophecyId` (one per physical card)
    for i, entry in enumerate(obj["cards"]):
        origin = f"card entry {i + 1}"
        if not isinstance(entry, dict) or not isinstance(entry.get("id"), str) or not entry["id"]:
            raise DeckError(f"{source}: {origin} has no card 'id'")
        cid = entry["id"]
        count = positive_count(entry.get("count", 1), f"{source}: {origin} ({cid})")
        moved = entry.get("maverick") or entry.get("anomaly")
        house = house_key(entry.get("house") or (moved if isinstance(moved, str) else ""))
        icons = icons_from_list(entry.get("enhancements"), f"{source}: {origin} ({cid})")
        rec = index.by_id_pick(cid, house=house or None, deck_set=deck_set)
        for _ in range(count):
            card = DeckCard(name=cid, house=house, maverick=bool(entry.get("maverick")),
                            anomaly=bool(entry.get("anomaly")), enhancements=list(icons), origin=origin)
            if rec is not None:
                fill_from_record(card, rec)
                card.source_title = None
            if entry.get("isNonDeck") or (rec is not None and rec.get("is_token")):
                if rec is not None and rec.get("is_token") and token_card is None:
                    token_card = card
                elif not any(c.name == card.name for c in extras):
                    extras.append(card)
                    if entry.get("prophecyId") is not None:
                        pair_of[card.name] = str(entry["prophecyId"])
                break
            cards.append(card)
    if pair_of:     # the two prophecies of one double-sided card next to each other, cards in first-seen order
        first: dict[str, int] = {}
        keys = [pair_of.get(c.name, f"#{i}") for i, c in enumerate(extras)]
        for i, k in enumerate(keys):
            first.setdefault(k, i)
        order = sorted(range(len(extras)), key=lambda i: (first[keys[i]], i))
        extras = [extras[i] for i in order]
    return [Deck(name=name, houses=sorted_houses(houses), cards=cards, set=deck_set,
                 token=token_card.name if token_card else None, keyforge_id=find_uuid(obj.get("uuid")),
                 expansion_id=index.expansion_id(deck_set),
                 token_card=token_card, non_deck_cards=extras)]

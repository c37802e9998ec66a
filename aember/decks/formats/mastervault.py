"""Master Vault (keyforgegame.com) deck API responses.

Three shapes: a single deck (`data` is the deck), a search result (`data` is a list of decks)
and the Decks of KeyForge proxy envelope `{"deck": {"data": ..., "_linked": ...}, "error": ...}`.
The deck lists one card id per physical card; `_linked.cards` holds each distinct card once.
"""

from __future__ import annotations

from aember.decks.cardindex import CardIndex, fill_from_record, house_key
from aember.decks.formats._common import find_uuid, icons_from_list, sorted_houses
from aember.decks.model import Deck, DeckCard, DeckError


def _is_id(v) -> bool:
    """A card id as the Master Vault writes it (a list or an object there had been an 'unhashable' TypeError)."""
    return isinstance(v, (str, int)) and not isinstance(v, bool)


def _ids(v) -> set:
    return {i for i in v if _is_id(i)} if isinstance(v, list) else set()


def _expansion(mv: dict):
    e = mv.get("expansion")
    return e if isinstance(e, int) and not isinstance(e, bool) else None


def is_mastervault(obj) -> bool:
    if isinstance(obj, dict) and isinstance(obj.get("deck"), dict) and "error" in obj:
        obj = obj["deck"]
    return isinstance(obj, dict) and "data" in obj and "_linked" in obj


def variant(obj) -> str:
    if isinstance(obj.get("deck"), dict):
        return "mv-proxy-envelope"
    return "mv-deck-search" if isinstance(obj.get("data"), list) else "mv-deck"


def read(obj: dict, source: str, index: CardIndex) -> list[Deck]:
    if isinstance(obj.get("deck"), dict) and "data" in obj["deck"]:
        if obj.get("error"):
            raise DeckError(f"{source}: the Master Vault proxy answered with an error: {obj['error']}")
        obj = obj["deck"]
    data = obj.get("data")
    linked = obj.get("_linked") or {}
    if not isinstance(linked, dict):
        raise DeckError(f"{source}: '_linked' must be an object")
    decks = data if isinstance(data, list) else [data]
    if not decks:
        raise DeckError(f"{source}: the Master Vault search result holds no deck")
    cards_by_id = {}
    for c in linked.get("cards") if isinstance(linked.get("cards"), list) else []:
        if isinstance(c, dict) and _is_id(c.get("id")):
            cards_by_id[c["id"]] = c
    return [_read_one(d, cards_by_id, source if len(decks) == 1 else f"{source}: deck {i + 1}", index)
            for i, d in enumerate(decks)]


def _half(mv: dict, title: str, index: CardIndex) -> str | None:
    if not index.is_gigantic_title(title):
        return None
    kind = str(mv.get("card_type") or "").lower()
    if kind in ("gigantic creature art", "creature2"):
        return "top"
    if kind == "gigantic creature base":
        return "bottom"
    # Older responses typed both halves "Creature"; the art half has no text and no power.
    if not mv.get("card_text") and mv.get("power") in (None, ""):
        return "top"
    return "bottom"


def _read_one(d, cards_by_id: dict, source: str, index: CardIndex) -> Deck:
    if not isinstance(d, dict):
        raise DeckError(f"{source}: 'data' must be a deck object")
    name = d.get("name")
    if not isinstance(name, str) or not name.strip():
        raise DeckError(f"{source}: the deck has no name")
    expansion = d.get("expansion")
    deck_set = index.set_code(expansion) if isinstance(expansion, int) else None
    links = d.get("_links") or {}
    ids = links.get("cards") if isinstance(links, dict) else None
    if ids is None:
        ids = d.get("cards")      # 2019 responses without links=cards
    if not isinstance(ids, list):
        raise DeckError(f"{source}: '{name}' has no card list (fetch it with links=cards)")
    if not cards_by_id:
        raise DeckError(f"{source}: '{name}': '_linked.cards' is missing (fetch it with links=cards)")
    raw_houses = links.get("houses") if isinstance(links, dict) else None
    houses = sorted_houses(raw_houses) if isinstance(raw_houses, list) else []
    era = d.get("set_era_cards") or {}
    legacy_ids = _ids(era.get("Legacy")) if isinstance(era, dict) else set()
    anomaly_ids = _ids(era.get("Anomaly")) if isinstance(era, dict) else set()
    bonus: dict[str, list] = {}
    for entry in d.get("bonus_icons") if isinstance(d.get("bonus_icons"), list) else []:
        if isinstance(entry, dict) and _is_id(entry.get("card_id")):
            bonus.setdefault(entry["card_id"], []).append(entry.get("bonus_icons") or [])

    cards: list[DeckCard] = []
    token_card = None
    extras: list[DeckCard] = []
    copies_seen: dict[str, int] = {}
    for pos, cid in enumerate(ids):
        origin = f"card {pos + 1}"
        if not _is_id(cid):
            raise DeckError(f"{source}: {origin}: a card id must be text, not {cid!r:.40}")
        mv = cards_by_id.get(cid)
        if mv is None:
            raise DeckError(f"{source}: {origin}: card id {cid} is not among '_linked.cards'")
        title = mv.get("card_title_en") or mv.get("card_title")
        if not isinstance(title, str) or not title:
            raise DeckError(f"{source}: {origin}: card id {cid} has no title")
        k = copies_seen.get(cid, 0)
        copies_seen[cid] = k + 1
        icon_lists = bonus.get(cid, [])
        icons = icons_from_list(icon_lists[k], f"{source}: {origin} ({title})") if k < len(icon_lists) else []
        card = DeckCard(
            name=title, house=house_key(mv.get("house")),
            maverick=bool(mv.get("is_maverick")), legacy=cid in legacy_ids,
            anomaly=bool(mv.get("is_anomaly")) or cid in anomaly_ids,
            enhancements=icons, enhanced=bool(mv.get("is_enhanced")) and not icons, origin=origin,
        )
        number = str(mv.get("card_number") or "")
        rec = _record(mv, title, number, card.house, deck_set, index)
        if rec is not None:
            fill_from_record(card, rec)
        else:
            card.number = number or None
            sets = index.sets_by_expansion.get(_expansion(mv), [])
            card.set = deck_set if deck_set in sets else (sets[0] if sets else deck_set)
        non_deck = bool(mv.get("is_non_deck")) or str(mv.get("card_type") or "").lower() == "token creature"
        if non_deck:
            if str(mv.get("card_type") or "").lower() == "token creature" and token_card is None:
                token_card = card
            elif not any(c.name == card.name for c in extras):
                extras.append(card)
            continue
        cards.append(card)
    if not houses:
        houses = sorted_houses(c.house for c in cards)
    return Deck(name=name, houses=houses, cards=cards, set=deck_set,
                token=token_card.name if token_card else None, keyforge_id=find_uuid(d.get("id")),
                expansion_id=expansion if isinstance(expansion, int) else index.expansion_id(deck_set),
                token_card=token_card, non_deck_cards=extras)


def _record(mv: dict, title: str, number: str, house: str, deck_set, index: CardIndex):
    half = _half(mv, title, index)
    english = index.known_title(title) is not None
    sets = list(index.sets_by_expansion.get(_expansion(mv), []))
    sets.sort(key=lambda s: (s != deck_set, index.set_order.get(s, 999)))
    for s in sets:
        rec = index.by_set_number_pick(s, number, house=house or None, half=half, deck_set=deck_set)
        if rec is None:
            continue
        # In another language the title cannot be checked: set and number decide.
        if english and index.known_title(rec["name"]) != index.known_title(title):
            continue
        return rec
    if english:
        return index.by_title_pick(title, house=house or None, half=half, deck_set=deck_set,
                                   token=str(mv.get("card_type") or "").lower() == "token creature")
    return None

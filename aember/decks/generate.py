"""New random decks, made the way printed decks are: three houses of one set, 12 cards each.

`generate_deck(set_code, seed)` draws, for each of the 36 slots, a rarity with the frequencies
seen in real decks of that set and then a card of that rarity from the house's cards of the set.
Same seed (and same card database), same deck: only `random.Random(seed)` is used.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from pathlib import Path

from aember.decks.cardindex import HOUSE_NAMES, CardIndex, card_index
from aember.decks.check import CARDS_PER_HOUSE, HOUSES_PER_DECK
from aember.decks.model import Deck, DeckCard, DeckError
from aember.decks.names import deck_name

# Rarity counts over the cards of real decks, per deck set, and the number of decks counted.
# Counted from the 134 decks of shared/decks/*.json: each card entry (one per physical card, so a
# gigantic creature counts its two halves) joined to its shared/cards/cards.json record by
# (set, number, id), where set is the card's own `set` or else the deck's, and its `rarity`
# tallied under the deck's set. `count_rarities()` below recounts them; a test checks the two agree.
DECKS_COUNTED = {"AoA": 14, "AS": 6, "CotA": 44, "DT": 8, "GR": 9, "MM": 27, "MoMu": 5, "ToC": 6,
                 "WC": 9, "WoE": 6}
RARITY_COUNTS = {
    "AoA": {"Common": 311, "Uncommon": 138, "Rare": 53, "Special": 1, "Variant": 1},
    "AS": {"Common": 147, "Uncommon": 54, "Rare": 14, "Special": 1},
    "CotA": {"Common": 1075, "Uncommon": 348, "Rare": 153, "Special": 8},
    "DT": {"Common": 186, "Uncommon": 72, "Rare": 22, "Special": 8},
    "GR": {"Common": 208, "Uncommon": 74, "Rare": 29, "Special": 13},
    "MM": {"Common": 580, "Uncommon": 229, "Rare": 107, "Special": 17, "Variant": 39},
    "MoMu": {"Common": 95, "Uncommon": 38, "Rare": 19, "Special": 28},
    "ToC": {"Common": 134, "Uncommon": 49, "Rare": 21, "Special": 12},
    "WC": {"Common": 209, "Uncommon": 79, "Rare": 29, "Special": 4, "Variant": 3},
    "WoE": {"Common": 129, "Uncommon": 64, "Rare": 22, "Special": 1},
}
# All 134 decks together: used for the sets that have no real deck among them.
RARITY_COUNTS_ALL = {"Common": 3074, "Uncommon": 1145, "Rare": 469, "Special": 93, "Variant": 43}

RARITIES = ("Common", "Uncommon", "Rare", "Special", "Variant")
DECK_CARD_TYPES = ("creature", "action", "artifact", "upgrade")
MAX_COPIES = 4      # no real deck counted above has more than 4 copies of a title but one (7);
                    # exceeded only when the pool is too small to fill a house otherwise


def count_rarities(decks_dir, index: CardIndex | None = None) -> tuple[dict, dict]:
    """Recount (DECKS_COUNTED, RARITY_COUNTS) from a folder of aember deck JSON files."""
    index = index or card_index()
    decks: Counter = Counter()
    counts: dict[str, Counter] = {}
    for path in sorted(Path(decks_dir).glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        s = data["set"]
        decks[s] += 1
        for c in data["cards"]:
            rec = next(r for r in index.by_set_number[(c.get("set", s), c["number"])] if r["id"] == c["id"])
            counts.setdefault(s, Counter())[rec["rarity"]] += 1
    return dict(decks), {s: dict(c) for s, c in counts.items()}


def _units(index: CardIndex, set_code: str, house: str, implemented_only: bool) -> dict[str, list]:
    """Rarity -> drawable units of a house: one record, or the two halves of a gigantic creature."""
    implemented = None
    if implemented_only:
        from aember.cards.registry import is_implemented

        implemented = is_implemented
    units: dict[str, list] = {}
    tops = {}
    for r in index.records:
        if r["set"] == set_code and r.get("gigantic_half") == "top" and r.get("house") == house:
            tops[r["name"]] = r
    for r in index.records:
        if r["set"] != set_code or r.get("type") not in DECK_CARD_TYPES:
            continue
        # an anomaly or a "house varies" monster has no house of its own: it can be dealt in any house (as in real
        # decks, where the list gives it the house it is played as; LATER-MECHANICS 10)
        if r.get("house") != house and not (r.get("house") is None and (r.get("is_anomaly") or r.get("house_varies"))):
            continue
        if r.get("is_token") or r.get("is_evil_twin") or r["rarity"] not in RARITIES:
            continue
        if r.get("gigantic_half") == "top":
            continue
        if implemented is not None and not implemented(r["name"]):
            continue
        unit = (r,)
        if r.get("gigantic_half") == "bottom":
            if r["name"] not in tops:
                continue
            unit = (r, tops[r["name"]])
        units.setdefault(r["rarity"], []).append(unit)
    return units


def _fill_house(rng: random.Random, units: dict[str, list], weights: dict[str, int], house: str,
                copies: Counter) -> list[dict]:
    chosen: list[dict] = []
    slots = CARDS_PER_HOUSE
    while slots > 0:
        fits = {rar: [u for u in us if len(u) <= slots and copies[u[0]["id"]] < MAX_COPIES]
                for rar, us in units.items()}
        if not any(fits.values()):      # a small pool (implemented cards only): allow more copies
            fits = {rar: [u for u in us if len(u) <= slots] for rar, us in units.items()}
        rarities = [rar for rar in RARITIES if fits.get(rar) and weights.get(rar, 0) > 0]
        if not rarities:
            rarities = [rar for rar in RARITIES if fits.get(rar)]
            if not rarities:
                raise DeckError(f"house {HOUSE_NAMES.get(house, house)} has too few cards to fill")
            rarity = rng.choice(rarities)
        else:
            rarity = rng.choices(rarities, weights=[weights[rar] for rar in rarities])[0]
        unit = rng.choice(fits[rarity])
        copies[unit[0]["id"]] += 1
        chosen.extend(unit)
        slots -= len(unit)
    return chosen


def evil_twin_deck(deck: Deck, index: CardIndex | None = None) -> Deck:
    """The deck's Evil Twin, as Dark Tidings printed them: the same list and houses, named
    "<name>'s Evil Twin", with every card that has an Evil Twin in the deck's set exchanged for it.

    (The product exchanged "many" of the cards; which ones is not published. aember exchanges every one
    that has a twin, so an Evil Twin deck holds as many Evil Twins as it can.)"""
    index = index or card_index()
    twins = {r["name"]: r for r in index.records if r.get("is_evil_twin") and r["set"] == deck.set}
    cards = []
    for c in deck.cards:
        r = twins.get(c.name)
        if r is None:
            cards.append(DeckCard(**{**c.__dict__, "enhancements": list(c.enhancements)}))
        else:
            cards.append(DeckCard(name=r["name"], house=c.house, set=r["set"], number=r["number"], id=r["id"],
                                  evil_twin=True, enhancements=list(c.enhancements), maverick=c.maverick))
    return Deck(name=f"{deck.name}'s Evil Twin", houses=list(deck.houses), cards=cards, set=deck.set,
                token=deck.token, expansion_id=deck.expansion_id, token_card=deck.token_card,
                non_deck_cards=list(deck.non_deck_cards))


def has_evil_twins(set_code: str, index: CardIndex | None = None) -> bool:
    index = index or card_index()
    code = index.set_code(set_code) or set_code
    return any(r.get("is_evil_twin") and r["set"] == code for r in index.records)


def generate_deck(set_code: str, seed, implemented_only: bool = False, evil_twin: bool = False) -> Deck:
    """A new random legal deck of a set; the same seed gives the same deck. With evil_twin (a set that
    printed Evil Twins: Dark Tidings), the Evil Twin of the deck that seed gives."""
    index = card_index()
    if not index.available:
        raise DeckError("cannot generate a deck: the card database (cards.json) was not found")
    code = index.set_code(set_code)
    if code is None:
        known = ", ".join(s["code"] for s in index.sets)
        raise DeckError(f"unknown set '{set_code}' (known sets: {known})")
    rng = random.Random(seed)
    weights = RARITY_COUNTS.get(code, RARITY_COUNTS_ALL)
    pools = {h: _units(index, code, h, implemented_only) for h in sorted(index.set_houses(code))}
    # A house can be drawn only if it can fill its 12 slots.
    eligible = [h for h, u in pools.items() if any(len(x) == 1 for us in u.values() for x in us)]
    if len(eligible) < HOUSES_PER_DECK:
        what = "implemented cards" if implemented_only else "cards"
        raise DeckError(f"cannot generate a {code} deck: only {len(eligible)} of its houses have {what} "
                        f"({', '.join(eligible) or 'none'}); a deck needs {HOUSES_PER_DECK}")
    name = deck_name(rng)
    houses = sorted(rng.sample(eligible, HOUSES_PER_DECK))
    copies: Counter = Counter()
    cards: list[DeckCard] = []
    for h in houses:
        try:
            recs = _fill_house(rng, pools[h], weights, h, copies)
        except DeckError as e:
            raise DeckError(f"cannot generate a {code} deck: {e}") from None
        recs.sort(key=lambda r: (r["number"], r["id"]))
        cards.extend(_card(r, h, code) for r in recs)
    token_card = None
    tokens = [r for r in index.records if r["set"] == code and r.get("is_token")]
    if tokens:
        in_houses = [r for r in tokens if r.get("house") in houses] or tokens
        t = rng.choice(in_houses)
        token_card = _card(t, t.get("house") or "", code)
    extras = [_card(r, r.get("house") or "", code)
              for r in index.records if r["set"] == code and r.get("type") == "the tide"]
    prophecies = [r for r in index.records if r["set"] == code and r.get("type") == "prophecy"]
    if prophecies:
        # four prophecies on two double-sided cards, beside the 36 (Prophetic Visions; LATER-MECHANICS 6.1)
        extras += [_card(r, "", code) for r in rng.sample(prophecies, 4)]
    powers = [r for r in index.records if r["set"] == code and r.get("type") == "archon power"]
    if powers:
        # one archon power beside the 36 (Crucible Clash; LATER-MECHANICS §8)
        if implemented_only:
            from aember.cards.registry import is_implemented

            powers = [r for r in powers if is_implemented(r["name"])] or powers
        extras.append(_card(rng.choice(powers), "", code))
    deck = Deck(name=name, houses=houses, cards=cards, set=code,
                token=token_card.name if token_card else None, expansion_id=index.expansion_id(code),
                token_card=token_card, non_deck_cards=extras)
    if evil_twin:
        if not has_evil_twins(code, index):
            raise DeckError(f"set {code} printed no Evil Twins (Dark Tidings did)")
        deck = evil_twin_deck(deck, index)
        if implemented_only:
            from aember.cards.registry import is_implemented

            missing = sorted({c.title for c in deck.cards if not is_implemented(c.title)})
            if missing:
                raise DeckError(f"cannot generate this {code} Evil Twin deck from implemented cards: "
                                f"{', '.join(missing)} not implemented")
    return deck


def _card(rec: dict, house: str, code: str) -> DeckCard:
    return DeckCard(name=rec["name"], house=house, set=code, number=rec["number"], id=rec["id"])

"""The deck as aember sees it: a name, three houses and one entry per physical card."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from aember.carddb import EVIL_TWIN_SUFFIX, split_evil_twin

MAX_COPIES = 36     # copies of one card a deck can hold: all of its 36 cards


class DeckError(ValueError):
    """A deck that cannot be read or is not legal; the message names the file, card and problem."""


@dataclass
class DeckCard:
    name: str                      # English title as in cards.json
    house: str                     # house this copy belongs to in this deck (maverick: differs)
    set: str | None = None         # set code of the copy, when known
    number: str | None = None      # collector number within that set
    enhancements: list[str] = field(default_factory=list)  # bonus icons added: amber/capture/damage/draw/...
    maverick: bool = False
    legacy: bool = False
    anomaly: bool = False
    id: str | None = None          # keyteki card id from cards.json (top half of a gigantic ends in 2)
    enhanced: bool = False         # the source says "enhanced" without saying which icons
    source_title: str | None = None  # the title as the source wrote it, where it differs from `name`
    evil_twin: bool = False        # an Evil Twin: a different card with the same printed title
    # Where the card came from in the source ("line 7", "entry 12"): for error messages only.
    origin: str | None = field(default=None, compare=False, repr=False)

    @property
    def title(self) -> str:
        """The card's title in aember (the card registry, scenarios, views): an Evil Twin's carries
        the suffix ' (Evil Twin)', so it is never taken for its namesake."""
        return self.name + EVIL_TWIN_SUFFIX if self.evil_twin else self.name

    def to_json(self, deck_set: str | None = None) -> dict:
        """One entry of aember's deck JSON; `set` is written only when it differs from the deck's."""
        d: dict = {"name": self.name}
        if self.number:
            d["number"] = self.number
        d["house"] = self.house
        if self.id:
            d["id"] = self.id
        if self.set and self.set != deck_set:
            d["set"] = self.set
        for flag in ("evil_twin", "maverick", "legacy", "anomaly"):
            if getattr(self, flag):
                d[flag] = True
        if self.enhancements:
            d["enhancements"] = list(self.enhancements)
        elif self.enhanced:
            d["enhanced"] = True
        if self.source_title and self.source_title != self.name:
            d["source_title"] = self.source_title
        return d


@dataclass
class Deck:
    name: str
    houses: list[str]
    cards: list[DeckCard]
    set: str | None = None
    token: str | None = None       # title of the deck's token creature, if any
    keyforge_id: str | None = None
    expansion_id: int | None = None  # Master Vault expansion number of `set`
    token_card: DeckCard | None = None  # the token creature's card, when known (title == token)
    # Cards that come with the deck but are not among its cards, other than the token reference
    # card (Prophecy cards, archon powers, the Tide reference card).
    non_deck_cards: list[DeckCard] = field(default_factory=list)

    def to_json(self) -> dict:
        """aember's deck JSON (the format of ../shared/decks; see docs/decks.md)."""
        out: dict = {"name": self.name}
        if self.set:
            out["set"] = self.set
        if self.expansion_id is not None:
            out["expansion_id"] = self.expansion_id
        out["houses"] = list(self.houses)
        if self.keyforge_id:
            out["keyforge_id"] = self.keyforge_id
        if self.token_card is not None:
            out["token"] = self.token_card.to_json()
        elif self.token:
            out["token"] = {"name": self.token}
        if self.non_deck_cards:
            out["non_deck_cards"] = [c.to_json() for c in self.non_deck_cards]
        out["cards"] = [c.to_json(self.set) for c in self.cards]
        return out


def _house_key(value) -> str:
    return "".join(ch for ch in str(value or "").lower() if ch.isalnum())


def _flag(c: dict, key: str, where: str) -> bool:
    v = c.get(key, False)
    if v in (None, False, True, 0, 1, ""):
        return bool(v)
    if isinstance(v, str):
        # keyteki writes the house a maverick moved to: a truthy flag here.
        return True
    raise DeckError(f"{where}: '{key}' must be true or false")


def _text(c: dict, key: str, where: str) -> str | None:
    """An optional text field (a set code, an id, a title): a list or an object there had been a traceback later."""
    v = c.get(key)
    if v is None or isinstance(v, str):
        return v
    raise DeckError(f"{where}: '{key}' must be text, not {json.dumps(v)[:40]}")


def _evil_twin_number(card_set: str | None, number: str | None, name: str) -> bool:
    """A copy given by set and number whose record is an Evil Twin (DT 001 is Armadrone's Evil Twin)."""
    if not (card_set and number):
        return False
    from aember.decks.cardindex import card_index

    return card_index().is_evil_twin_number(card_set, number, name)


def _card_from_json(c, source: str, origin: str, deck_set: str | None) -> DeckCard:
    where = f"{source}: {origin}"
    if isinstance(c, str):
        c = {"name": c}
    if not isinstance(c, dict) or not isinstance(c.get("name"), str) or not c["name"].strip():
        raise DeckError(f"{where} has no name")
    enh = c.get("enhancements")
    if enh is None:
        enh = c.get("enhance") or []
    if not isinstance(enh, list) or not all(isinstance(e, str) for e in enh):
        raise DeckError(f"{where} ({c['name']}): 'enhancements' must be a list of icon names")
    number = c.get("number")
    name, twin = split_evil_twin(c["name"])
    card_set = _text(c, "set", where) or deck_set
    number = str(number) if number is not None else None
    twin = twin or _flag(c, "evil_twin", where) or str(c.get("id") or "").endswith("-evil-twin") \
        or _evil_twin_number(card_set, number, name)
    return DeckCard(
        name=name, evil_twin=twin, house=_house_key(c.get("house")), set=card_set, number=number,
        enhancements=[str(e).lower() for e in enh],
        maverick=_flag(c, "maverick", where), legacy=_flag(c, "legacy", where),
        anomaly=_flag(c, "anomaly", where), id=_text(c, "id", where), enhanced=_flag(c, "enhanced", where),
        source_title=_text(c, "source_title", where), origin=origin,
    )


def deck_from_aember_json(data: dict, source: str = "<deck>") -> Deck:
    """Build a Deck from aember's JSON (the format of ../shared/decks/*.json)."""
    if not isinstance(data, dict):
        raise DeckError(f"{source}: a deck must be a JSON object")
    try:
        name = data["name"]
        raw_houses = data["houses"]
        raw_cards = data["cards"]
    except (KeyError, TypeError) as e:
        raise DeckError(f"{source}: missing field {e}") from None
    if not isinstance(name, str):
        raise DeckError(f"{source}: 'name' must be a string")
    if not isinstance(raw_houses, list):
        raise DeckError(f"{source}: 'houses' must be a list of house names")
    houses = [_house_key(h) for h in raw_houses]
    if not isinstance(raw_cards, list):
        raise DeckError(f"{source}: 'cards' must be a list")
    deck_set = _text(data, "set", source)
    keyforge_id = _text(data, "keyforge_id", source)
    cards = []
    for i, c in enumerate(raw_cards):
        origin = f"card #{i + 1}"
        count = c.get("count", 1) if isinstance(c, dict) else 1
        if not isinstance(count, int) or isinstance(count, bool) or count < 1:
            raise DeckError(f"{source}: {origin}: 'count' must be a positive whole number")
        if count > MAX_COPIES:              # a billion copies had filled the memory
            raise DeckError(f"{source}: {origin}: {count} copies cannot be in a 36-card deck")
        card = _card_from_json(c, source, origin, deck_set)
        cards.append(card)
        for _ in range(count - 1):
            cards.append(DeckCard(**{**card.__dict__, "enhancements": list(card.enhancements)}))
    token = data.get("token")
    token_card = None
    if isinstance(token, dict):
        if isinstance(token.get("name"), str):
            token_card = _card_from_json(token, source, "token", None)
        token = token.get("name")
    elif token is not None and not isinstance(token, str):
        raise DeckError(f"{source}: 'token' must be a card title or an object")
    non_deck = data.get("non_deck_cards") or []
    if not isinstance(non_deck, list):
        raise DeckError(f"{source}: 'non_deck_cards' must be a list")
    extras = [_card_from_json(c, source, f"non-deck card #{i + 1}", None) for i, c in enumerate(non_deck)]
    if token_card is not None:
        extras = [c for c in extras if c.name != token_card.name]
    expansion_id = data.get("expansion_id")
    return Deck(name=name, houses=houses, cards=cards, set=deck_set, token=token,
                keyforge_id=keyforge_id,
                expansion_id=expansion_id if isinstance(expansion_id, int) else None,
                token_card=token_card, non_deck_cards=extras)


def load_deck_file(path: str | Path) -> Deck:
    """Read a deck file in aember's JSON format (for any format, see aember.decks.formats)."""
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8-sig")
    except OSError as e:
        raise DeckError(f"{p}: cannot read deck file ({e.strerror})") from None
    except UnicodeDecodeError:
        raise DeckError(f"{p}: not a text file (not UTF-8)") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise DeckError(f"{p}: not valid JSON (line {e.lineno}: {e.msg})") from None
    except ValueError as e:             # a number of more than 4300 digits
        raise DeckError(f"{p}: not valid JSON ({e})") from None
    except RecursionError:
        raise DeckError(f"{p}: not valid JSON (nested too deep)") from None
    return deck_from_aember_json(data, str(p))

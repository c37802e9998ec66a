"""The deck as aember sees it: a name, three houses and one entry per physical card."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path


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


@dataclass
class Deck:
    name: str
    houses: list[str]
    cards: list[DeckCard]
    set: str | None = None
    token: str | None = None       # title of the deck's token creature, if any
    keyforge_id: str | None = None

    def to_json(self) -> dict:
        """aember's deck JSON (the format of ../shared/decks)."""
        out: dict = {"name": self.name, "houses": list(self.houses)}
        if self.set:
            out["set"] = self.set
        if self.keyforge_id:
            out["keyforge_id"] = self.keyforge_id
        if self.token:
            out["token"] = {"name": self.token}
        cards = []
        for c in self.cards:
            d = {k: v for k, v in asdict(c).items() if v not in (None, False, [])}
            cards.append(d)
        out["cards"] = cards
        return out


def deck_from_aember_json(data: dict, source: str = "<deck>") -> Deck:
    """Build a Deck from aember's JSON (the format of ../shared/decks/*.json)."""
    if not isinstance(data, dict):
        raise DeckError(f"{source}: a deck must be a JSON object")
    try:
        name = data["name"]
        houses = [str(h).lower().replace(" ", "").replace("-", "") for h in data["houses"]]
        raw_cards = data["cards"]
    except (KeyError, TypeError) as e:
        raise DeckError(f"{source}: missing field {e}") from None
    if not isinstance(raw_cards, list):
        raise DeckError(f"{source}: 'cards' must be a list")
    cards = []
    for i, c in enumerate(raw_cards):
        if isinstance(c, str):
            c = {"name": c}
        if not isinstance(c, dict) or not isinstance(c.get("name"), str):
            raise DeckError(f"{source}: card #{i + 1} has no name")
        house = str(c.get("house") or "").lower().replace(" ", "").replace("-", "")
        cards.append(DeckCard(
            name=c["name"], house=house, set=c.get("set") or data.get("set"), number=c.get("number"),
            enhancements=list(c.get("enhancements") or c.get("enhance") or []),
            maverick=bool(c.get("maverick", False)), legacy=bool(c.get("legacy", False)),
            anomaly=bool(c.get("anomaly", False)),
        ))
    token = data.get("token")
    if isinstance(token, dict):
        token = token.get("name")
    return Deck(name=name, houses=houses, cards=cards, set=data.get("set"), token=token,
                keyforge_id=data.get("keyforge_id"))


def load_deck_file(path: str | Path) -> Deck:
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except OSError as e:
        raise DeckError(f"{p}: cannot read deck file ({e.strerror})") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise DeckError(f"{p}: not valid JSON (line {e.lineno}: {e.msg})") from None
    return deck_from_aember_json(data, str(p))

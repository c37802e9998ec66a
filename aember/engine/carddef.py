"""Card definitions: a card's printed facts plus its abilities, shared by every game."""

from __future__ import annotations

from collections.abc import Iterable

from aember.engine.steps import Reaction, Static, Step

CREATURE, ACTION, ARTIFACT, UPGRADE = "creature", "action", "artifact", "upgrade"


def parse_keywords(words: Iterable[str]) -> dict[str, int]:
    """'elusive' -> {'elusive': 1}; 'hazardous:3' -> {'hazardous': 3}."""
    out: dict[str, int] = {}
    for w in words:
        name, _, value = w.partition(":")
        name = name.strip().lower()
        try:
            out[name] = int(value) if value else 1
        except ValueError:
            out[name] = 0
    return out


_FACEUP_COPIES: dict[str, CardDef] = {}


class CardDef:
    """Immutable. `text` is the project's own rules text for the card."""

    __slots__ = ("title", "set", "number", "house", "type", "power", "armor", "icons", "traits", "keywords",
                 "rarity", "text", "play", "reap", "fight", "before_fight", "destroyed", "actions", "omnis",
                 "reactions", "statics", "enters_ready", "upgrade_target", "is_token", "gigantic",
                 "upgrade_face", "alternate", "creature_face", "named", "top_half", "whole")

    def __init__(self, title: str, *, set: str, number: str, house: str, type: str, rarity: str = "Common",
                 power: int | None = None, armor: int | None = None, icons: Iterable[str] = (),
                 traits: Iterable[str] = (), keywords: Iterable[str] = (), text: str = "",
                 play: Step | None = None, reap: Step | None = None, fight: Step | None = None,
                 before_fight: Step | None = None, destroyed: Step | None = None,
                 actions: Iterable[Step] = (), omnis: Iterable[Step] = (),
                 reactions: Iterable[Reaction] = (), statics: Iterable[Static] = (),
                 enters_ready: bool = False, upgrade_target=None, is_token: bool = False,
                 gigantic: str | None = None, upgrade_face: CardDef | None = None, alternate: bool = False,
                 creature_face: CardDef | None = None, named=None):
        self.title = title
        self.set = set
        self.number = number
        self.house = house
        self.type = type
        self.rarity = rarity
        self.power = power or 0
        self.armor = armor or 0
        self.icons = tuple(icons)
        self.traits = frozenset(t.lower() for t in traits)
        self.keywords = parse_keywords(keywords)
        self.text = text
        self.play = play
        self.reap = reap
        self.fight = fight
        self.before_fight = before_fight
        self.destroyed = destroyed
        self.actions = tuple(actions)
        self.omnis = tuple(omnis)
        self.reactions = tuple(reactions)
        self.statics = tuple(statics)
        self.enters_ready = enters_ready
        self.upgrade_target = upgrade_target
        self.is_token = is_token
        self.gigantic = gigantic
        # "may be played as an upgrade instead, with the text …" (Explo-rover): that face, worn while
        # the card is an upgrade; `alternate` marks such a face (it is not a card of its own).
        self.upgrade_face = upgrade_face
        self.alternate = alternate
        # an artifact that becomes a creature in play (The Mysticeti, Effigy of Melerukh): the face it wears as
        # that creature in the battleline (also an alternate face, not a card of its own)
        self.creature_face = creature_face
        # a card whose text names a house or a card that it remembers while in play (Restringuntus, Etan's Jar):
        # named(game, cid, value) makes the card in play remember `value` as if its text had just named it (a
        # scenario's setup `named:`); `value` is a house or a card title
        self.named = named
        # a gigantic creature (001:2148-2170): the declared card is the creature in play and its bottom half out of
        # play (power, armor, text box); `top_half` is the face of its top half out of play (same title, house and
        # type, its bonus icons, no power, armor or text box), whose `whole` is the declared card
        self.top_half: CardDef | None = None
        self.whole: CardDef | None = None

    def __repr__(self) -> str:
        return f"<CardDef {self.title} ({self.set} {self.number})>"

    def faceup_copy(self) -> CardDef:
        """The face worn by a card that enters play as a copy of this one (Mimic Gel). A copy of a token creature
        is a faceup card with the token's printed facts, not a token creature (001 TOKEN CREATURES: a token is a
        facedown card): Hypoxia and Temporal Purge pass it by, it keeps its own house. Cached per token."""
        if not self.is_token:
            return self
        twin = _FACEUP_COPIES.get(self.title)
        if twin is None:
            twin = CardDef.__new__(CardDef)
            for slot in CardDef.__slots__:
                setattr(twin, slot, getattr(self, slot))
            twin.is_token = False
            twin.type = CREATURE        # (a token's printed type is 'token creature')
            _FACEUP_COPIES[self.title] = twin
        return twin

    @property
    def is_faceup_copy(self) -> bool:
        """This def is the faceup copy of a token creature's (saves name it 'Title@copy')."""
        return _FACEUP_COPIES.get(self.title) is self

    def facts(self) -> dict:
        """The printed facts, in the shape of ../shared/cards/cards.json records."""
        return {"name": self.title, "set": self.set, "number": self.number, "house": self.house,
                "type": self.type, "power": self.power if self.type == CREATURE else None,
                "armor": self.armor if self.type == CREATURE else None,
                "amber": sum(1 for i in self.icons if i == "amber"),
                "bonus_icons": list(self.icons), "traits": sorted(self.traits),
                "keywords": sorted(k if v == 1 and k not in ("assault", "hazardous", "splash-attack")
                                   else f"{k}:{v or 'x'}" for k, v in self.keywords.items()),   # 0: "X" (Xenos)
                "rarity": self.rarity}

"""Plain-data game state: card instances, players, the seeded RNG. Everything here is cheap to copy."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from aember.engine.carddef import CardDef

# Zones. Hidden zones are those whose contents a player may not see: the deck (to both), and
# the hand and archives (to the opponent).
HAND, DECK, DISCARD, ARCHIVES, PURGED, BATTLELINE, ARTIFACTS, UPGRADE, LIMBO = (
    "hand", "deck", "discard", "archives", "purged", "battleline", "artifacts", "upgrade", "limbo")
IN_PLAY = frozenset({BATTLELINE, ARTIFACTS, UPGRADE})
HIDDEN_ZONES = frozenset({HAND, DECK, ARCHIVES})
UNDER = "under"     # facedown beneath another card (Masterplan); `host` is that card
GRAFTED = "grafted"     # faceup under another card, grafted onto it (Infomancer); `host` is that card
HALF = "half"       # the other half of a gigantic creature in play; `host` is the creature
KEY_COLOURS = ("red", "blue", "yellow")


NON_HOUSE_ICONS = frozenset(("amber", "capture", "damage", "draw", "discard", "power"))
_HOUSE_ICONS: dict[tuple, tuple] = {}   # enhancement tuple -> its house icons (Card.house_icons)


# Every write of a card's Æ is counted (in all games at once): power and "destroy if …" may follow the Æ on a
# creature (Essence Entangler, Rorqual, Tribune Pompitus), and card code writes it directly, so the state check
# (Game._state_check) looks again whenever the count has moved. A list, not a class attribute: changing a class
# would drop the interpreter's attribute caches for every Card.
AMBER_WRITES = [0]


def whole_number(v: object) -> bool:
    """An int that is not a bool (JSON's true is no count)."""
    return isinstance(v, int) and not isinstance(v, bool)


class Card:
    """One physical card in one game. `defn` is the shared, immutable card definition."""

    __slots__ = ("cid", "defn", "owner", "controller", "zone", "house", "enhancements", "exhausted",
                 "damage", "_amber", "stun", "enrage", "ward", "power_counters", "armor_used", "counters",
                 "upgrades", "host", "tagged", "token", "elusive_turn", "entered_turn", "armor_seen", "armor_lost",
                 "put_facedown")

    def __init__(self, cid: int, defn: CardDef, owner: int, house: str, enhancements: tuple = ()):
        self.cid = cid
        self.defn = defn
        self.owner = owner
        self.controller = owner
        self.zone = DECK
        self.house = house
        self.enhancements = enhancements
        self.exhausted = False
        self.damage = 0
        self._amber = 0
        self.stun = False
        self.enrage = False
        self.ward = False
        self.power_counters = 0
        self.armor_used = 0
        self.counters: dict[str, int] | None = None
        self.upgrades: list[int] = []
        self.host = -1
        self.tagged = False
        self.token: CardDef | None = None   # face-up definition of a token creature made from this card
        self.elusive_turn = -1
        self.entered_turn = -1
        # armor bookkeeping within a turn (001:1641-1644): the armor value last seen while some armor was used,
        # and how much of the used armor has been lost since ("loses used armor first")
        self.armor_seen = 0
        self.armor_lost = 0
        # in the archives because an effect "put" it there, not "archived" it (001:1605-1609): it lies facedown even
        # if its own text would archive it faceup (The Archivist; FFG ruling 16 December 2020)
        self.put_facedown = False

    @property
    def amber(self) -> int:
        return self._amber

    @amber.setter
    def amber(self, value: int) -> None:
        self._amber = value
        AMBER_WRITES[0] += 1

    def copy(self) -> Card:
        c = Card.__new__(Card)
        c.cid = self.cid
        c.defn = self.defn
        c.owner = self.owner
        c.controller = self.controller
        c.zone = self.zone
        c.house = self.house
        c.enhancements = self.enhancements
        c.exhausted = self.exhausted
        c.damage = self.damage
        c._amber = self._amber
        c.stun = self.stun
        c.enrage = self.enrage
        c.ward = self.ward
        c.power_counters = self.power_counters
        c.armor_used = self.armor_used
        c.counters = dict(self.counters) if self.counters else None
        c.upgrades = self.upgrades[:] if self.upgrades else []
        c.host = self.host
        c.tagged = self.tagged
        c.token = self.token
        c.elusive_turn = self.elusive_turn
        c.entered_turn = self.entered_turn
        c.armor_seen = self.armor_seen
        c.armor_lost = self.armor_lost
        c.put_facedown = self.put_facedown
        return c

    def house_icons(self) -> tuple:
        """The house bonus icons this copy carries (a deck's enhancement may add one): it also belongs to those
        houses."""
        e = self.enhancements
        if not e:
            return ()
        h = _HOUSE_ICONS.get(e)
        if h is None:       # asked of every card at each step-3 decision: once per distinct enhancement tuple
            h = _HOUSE_ICONS[e] = tuple(i for i in e if i not in NON_HOUSE_ICONS)
        return h

    @property
    def is_token_creature(self) -> bool:
        """Facedown as a token creature (not a copy such as Mimic Gel, nor a second face such as Explo-rover's)."""
        return self.token is not None and self.token.is_token

    @property
    def title(self) -> str:
        return self.defn.title

    def clear_used_armor(self) -> None:
        """The armor used this turn, with its bookkeeping (Game.armor_spent), back to none (a new turn, leaving
        play)."""
        self.armor_used = self.armor_seen = self.armor_lost = 0

    def reset_in_play_state(self) -> None:
        """What a card loses when it leaves play (Æmber is handled by the caller)."""
        self.exhausted = False
        self.damage = 0
        self.amber = 0
        self.stun = False
        self.enrage = False
        self.ward = False
        self.power_counters = 0
        self.clear_used_armor()
        self.elusive_turn = -1     # a creature back in play has not been attacked yet this turn (like armor)
        self.counters = None
        self.upgrades = []
        self.host = -1
        self.tagged = False
        self.token = None


class Player:
    __slots__ = ("index", "name", "houses", "amber", "keys", "chains", "hand", "deck", "discard",
                 "archives", "purged", "battleline", "artifacts", "token_def", "deck_name", "prophecies",
                 "prophecy_turn", "archon")

    def __init__(self, index: int, name: str, houses: list[str]):
        self.index = index
        self.name = name
        self.deck_name = name
        self.houses = houses
        self.amber = 0
        self.keys: list[str] = []          # colours forged, in order
        self.chains = 0
        self.hand: list[int] = []
        self.deck: list[int] = []          # index 0 is the top
        self.discard: list[int] = []       # index 0 is the top
        self.archives: list[int] = []
        self.purged: list[int] = []
        self.battleline: list[int] = []    # left to right
        self.artifacts: list[int] = []
        self.token_def: CardDef | None = None
        # Prophetic Visions: one entry per double-sided prophecy card (aember/engine/prophecy.py)
        self.prophecies: list[dict] = []
        self.prophecy_turn = -1            # the turn this player last activated a prophecy
        # Crucible Clash: the card id of this player's archon power (zone "archon": in no list), or None
        self.archon: int | None = None

    def copy(self) -> Player:
        p = Player.__new__(Player)
        p.index = self.index
        p.name = self.name
        p.deck_name = self.deck_name
        p.houses = self.houses
        p.amber = self.amber
        p.keys = self.keys[:]
        p.chains = self.chains
        p.hand = self.hand[:]
        p.deck = self.deck[:]
        p.discard = self.discard[:]
        p.archives = self.archives[:]
        p.purged = self.purged[:]
        p.battleline = self.battleline[:]
        p.artifacts = self.artifacts[:]
        p.token_def = self.token_def
        p.prophecies = [dict(e) for e in self.prophecies] if self.prophecies else []
        p.prophecy_turn = self.prophecy_turn
        p.archon = self.archon
        return p

    def zone_list(self, zone: str) -> list[int]:
        return getattr(self, zone)


class Rng:
    """A small, seedable, copyable PRNG (splitmix64); the same seed gives the same game everywhere."""

    __slots__ = ("state",)
    _MASK = (1 << 64) - 1

    def __init__(self, seed: int):
        self.state = seed & self._MASK

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & self._MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & self._MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & self._MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Uniform integer in [0, n)."""
        return self.next64() % n

    def shuffle(self, items: list) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

"""Building games: from two decks (a real game) or from an explicit layout (scenarios, tests)."""

from __future__ import annotations

import re

from aember.cards.registry import get_card
from aember.decks.model import Deck
from aember.engine.game import Game, GameError
from aember.engine.prophecy import is_prophecy, prophecy_title
from aember.engine.rules import SETUP
from aember.engine.state import DECK, Card, Player, Rng, whole_number


def card_def(title: str, where: str = ""):
    d = get_card(title)
    if d is None:
        raise GameError(f"{where}{title}: card not implemented")
    return d


def unimplemented(deck: Deck) -> list[str]:
    """The titles of the deck's cards not implemented yet, its token creature's reference card included (a deck
    whose token cannot be made would silently make none)."""
    missing = {c.title for c in deck.cards if get_card(c.title) is None}
    if deck.token and get_card(deck.token) is None:
        missing.add(deck.token)
    return sorted(missing)


def deck_prophecies(deck: Deck) -> list[str]:
    """The prophecy cards that come with the deck (Prophetic Visions), in the deck's order: the first two are
    printed on one double-sided card, the next two on the other."""
    from aember.decks.cardindex import card_index

    index = card_index()
    out = []
    for c in deck.non_deck_cards:
        rec = index.by_title_pick(c.name) if index.available else None
        if is_prophecy(c.name) or (rec is not None and rec.get("type") == "prophecy"):
            out.append(prophecy_title(c.name) or c.name)      # the prophecy's own spelling (apostrophes)
    return out


def deck_archon_power(deck: Deck) -> str | None:
    """The archon power that comes with the deck (Crucible Clash: one, outside the 36), if any."""
    from aember.decks.cardindex import card_index

    index = card_index()
    for c in deck.non_deck_cards:
        rec = index.by_title_pick(c.name) if index.available else None
        d = get_card(c.name)
        if (d is not None and d.type == "archon power") or (rec is not None and rec.get("type") == "archon power"):
            return c.name
    return None


def unplayable_reason(deck: Deck) -> str | None:
    """One line saying which cards keep this deck from being played yet, or None if it can be played."""
    missing = unimplemented(deck) + [f"{t} (prophecy)" for t in deck_prophecies(deck) if not is_prophecy(t)]
    power = deck_archon_power(deck)
    if power is not None and get_card(power) is None:
        missing.append(f"{power} (archon power)")
    if not missing:
        return None
    copies = sum(1 for c in deck.cards if c.title in missing)
    # a file that is no deck at all (a README read as a card list) names hundreds: the first few say enough
    named = ", ".join(missing[:5]) + (f" and {len(missing) - 5} more" if len(missing) > 5 else "")
    return (f"deck {deck.name!r} cannot be played yet: {len(missing)} of its cards "
            f"({copies} of {len(deck.cards)} copies) are not implemented: {named}")


_TIDE = re.compile(r"\btide\b", re.IGNORECASE)


def uses_tide(deck: Deck) -> bool:
    """The deck comes with the Tide reference card (Dark Tidings decks do; so does any deck listing it),
    or has a card whose abilities refer to the tide: then the tide is in the game for both players."""
    if (deck.set or "").upper() == "DT" or any(c.name.lower() == "tide" for c in deck.non_deck_cards):
        return True
    for c in deck.cards:
        d = get_card(c.title)
        if d is not None and _TIDE.search(d.text):
            return True
    return False


def _check_new_game_args(deck_a, deck_b, seed, first, turn_cap) -> None:
    """Wrong arguments are a GameError saying which, not a TypeError deep in the shuffle or a game that fails
    at its turn cap (a turn_cap of "x" was accepted)."""
    for name, deck in (("deck_a", deck_a), ("deck_b", deck_b)):
        if not isinstance(deck, Deck):
            raise GameError(f"new_game: {name} must be a Deck (read one with aember.decks), not {type(deck).__name__}")
    if not whole_number(seed):
        raise GameError(f"new_game: the seed must be a whole number, not {seed!r}")
    if first is not None and (not whole_number(first) or first not in (0, 1)):
        raise GameError(f"new_game: first must be 0, 1 or None, not {first!r}")
    if turn_cap is not None and (not whole_number(turn_cap) or turn_cap < 1):
        raise GameError(f"new_game: turn_cap must be a whole number of turns, 1 or more, not {turn_cap!r}")


def _icons_to_top_halves(g: Game, deck: list[int]) -> None:
    """"The top half has bonus icons" (001:2160-2163): an enhancement that a deck list gives the bottom half of a
    gigantic creature (the sources list it on the creature's first record) is its top half's, on a top half of
    that creature in the deck that has none yet."""
    for x in deck:
        c = g.cards[x]
        if c.enhancements and c.defn.top_half is not None:
            top = next((y for y in deck if g.cards[y].defn is c.defn.top_half and not g.cards[y].enhancements), None)
            if top is not None:
                g.cards[top].enhancements, c.enhancements = c.enhancements, ()


def new_game(deck_a: Deck, deck_b: Deck, seed: int = 0, first: int | None = None,
             shuffle: bool = True, turn_cap: int | None = None, chains: tuple[int, int] | None = None,
             ids_in_list_order: bool = False) -> Game:
    """A new game between two decks, set up as the rulebook says, waiting for the first mulligan.

    chains: (deck A's, deck B's) starting chains (chain bidding / handicaps); applied at the setup draw.
    ids_in_list_order: card ids as dealt before they were dealt at random (the deck list's order), to replay the
    answers of a game recorded then (a replay file of format 1, a web game stored with deal 1): its answers name
    cards by those ids.
    """
    _check_new_game_args(deck_a, deck_b, seed, first, turn_cap)
    g = Game()
    g.seed = seed
    g.rng = Rng(seed)
    for i, deck in enumerate((deck_a, deck_b)):
        reason = unplayable_reason(deck)
        if reason:
            raise GameError(reason)
        pl = Player(i, f"p{i + 1}", list(deck.houses))
        pl.deck_name = deck.name
        g.players.append(pl)
        tops: dict[str, int] = {}
        for dc in deck.cards:
            d = get_card(dc.title)
            if d.top_half is not None:
                # a gigantic creature is 2 cards out of play, each with its own half's face (001:2148-2163): the
                # top half's keyteki id ends in "2"; a deck that does not say which is which alternates them,
                # bottom first (GiganticPairer)
                n = tops[d.title] = tops.get(d.title, 0) + 1
                if dc.id.endswith("2") if dc.id else n % 2 == 0:
                    d = d.top_half
            c = Card(len(g.cards), d, i, dc.house or d.house, tuple(dc.enhancements))
            c.zone = DECK
            g.cards.append(c)
            pl.deck.append(c.cid)
        if tops:
            _icons_to_top_halves(g, pl.deck)
        if deck.token:
            pl.token_def = get_card(deck.token)
        power = deck_archon_power(deck)
        if power is not None:
            c = Card(len(g.cards), get_card(power), i, None, ())
            c.zone = "archon"
            g.cards.append(c)
            pl.archon = c.cid
            g.say(f"{pl.name} plays with the archon power {power}")
        titles = deck_prophecies(deck)
        pl.prophecies = [{"sides": titles[k:k + 2], "up": 0, "fate": None} for k in range(0, len(titles) - 1, 2)]
    if uses_tide(deck_a) or uses_tide(deck_b):
        g.tide = 0      # neutral at the start of the game
    if shuffle:
        ids_rng = Rng(seed ^ 0x1D5_DEA1)     # apart from the game's own: the same seed deals the same cards
        for pl in g.players:
            g.rng.shuffle(pl.deck)
            if ids_in_list_order:
                continue
            # ids dealt in the public deck list's order would name the cards whose id the opponent is shown (a token
            # creature's id is that of the card facedown under it, 001:2790-2791; a fate card's among abilities to
            # order, LATER-MECHANICS 6.2.5): each card takes one of its deck's ids at random
            ids = sorted(pl.deck)
            ids_rng.shuffle(ids)
            g.renumber(dict(zip(pl.deck, ids, strict=True)))
    g.active = g.rng.below(2) if first is None else first
    if turn_cap is not None:
        g.turn_cap = turn_cap
    if chains is not None:
        for pl, n in zip(g.players, chains, strict=True):
            pl.chains = max(0, int(n))
    g.say(f"{g.players[g.active].name} goes first")
    g.push(SETUP, {})
    g.run()
    return g

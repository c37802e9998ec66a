"""Decks: the deck model, reading every deck format, legality checks, generation and the library.

    from aember.decks import read_deck, check_deck, generate_deck, resolve_deck, DeckLibrary
"""

from aember.decks.check import Problem, check_deck
from aember.decks.formats import detect_format, read_deck, read_deck_file, read_decks, write_deck
from aember.decks.generate import generate_deck
from aember.decks.library import DeckLibrary, starter_deck
from aember.decks.model import Deck, DeckCard, DeckError, deck_from_aember_json, load_deck_file
from aember.decks.resolve import resolve_deck

__all__ = [
    "Deck", "DeckCard", "DeckError", "DeckLibrary", "Problem", "check_deck", "deck_from_aember_json",
    "detect_format", "generate_deck", "load_deck_file", "read_deck", "read_deck_file", "read_decks",
    "resolve_deck", "starter_deck", "write_deck",
]

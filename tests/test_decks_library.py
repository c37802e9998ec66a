"""The deck library (SQLite under $AEMBER_HOME) and resolve_deck."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from aember.carddb import shared_cards_json
from aember.decks import DeckError, DeckLibrary, read_deck, resolve_deck, starter_deck, write_deck
from aember.decks.library import default_path

_CARDS = shared_cards_json()
SHARED = _CARDS.parent.parent if _CARDS is not None else None
needs_shared = pytest.mark.skipif(SHARED is None or not (SHARED / "decks" / "formats").is_dir(),
                                  reason="shared/ (cards.json and the deck samples) not found beside the checkout")


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    h = tmp_path / "home"
    monkeypatch.setenv("AEMBER_HOME", str(h))
    return h


def _sample(name: str) -> Path:
    return SHARED / "decks" / "formats" / name


def _rows(lib: DeckLibrary):
    if not lib.path.exists():
        return None
    with sqlite3.connect(lib.path) as conn:
        return conn.execute("SELECT * FROM decks ORDER BY name_key").fetchall()


def test_library_lives_in_aember_home(home):
    assert default_path() == home / "decks.sqlite3"
    assert DeckLibrary().path == home / "decks.sqlite3"


def test_default_path_without_aember_home(monkeypatch):
    import platformdirs

    monkeypatch.delenv("AEMBER_HOME")
    assert default_path() == Path(platformdirs.user_data_dir("aember")) / "decks.sqlite3"


def test_starter_decks_are_always_there(home):
    lib = DeckLibrary()
    entries = lib.entries()
    assert [(e.name, e.builtin, e.card_count) for e in entries] == [
        ("Radiant Argus the Supreme", True, 36), ('Miss "Onyx" Censorius', True, 36)]
    assert not lib.path.exists()              # reading does not create the file
    assert lib.get("onyx").name == 'Miss "Onyx" Censorius'
    assert lib.get("miss “onyx” censorius").houses == ["brobnar", "dis", "shadows"]
    with pytest.raises(DeckError, match="'argus' is a starter deck; it cannot be removed"):
        lib.remove("argus")


@needs_shared
def test_starter_decks_match_the_shared_files():
    for key, file in (("onyx", "cota__miss-onyx-censorius.json"), ("argus", "cota__radiant-argus-the-supreme.json")):
        shared = read_deck((SHARED / "decks" / file).read_bytes())
        assert write_deck(starter_deck(key)) == write_deck(shared)


@needs_shared
def test_add_list_show_get_remove():
    lib = DeckLibrary()
    src = _sample("keyteki__mehitable-host-of-the-rustling-repository.json")
    deck = read_deck(src.read_bytes(), str(src))
    assert lib.add(deck, source=str(src)) == deck.name
    assert lib.add(deck, name="Mehitable again") == "Mehitable again"
    names = lib.names()
    assert names[2:] == ["Mehitable again", deck.name]
    got = lib.get("MEHITABLE, host of the rustling repository")
    assert write_deck(got) == write_deck(deck)
    assert lib.get("Mehitable again").name == "Mehitable again"
    entry = lib.entries()[3]
    assert (entry.set, entry.houses, entry.card_count, entry.source) == ("MM", deck.houses, 36, str(src))
    assert lib.remove("mehitable again") == "Mehitable again"
    assert lib.names()[2:] == [deck.name]
    with pytest.raises(DeckError, match="no deck named 'Mehitable again' in the library"):
        lib.get("Mehitable again")
    with pytest.raises(DeckError, match="no deck named 'Mehitable, Host of the Rustlng Repository' in the "
                                        "library; did you mean 'Mehitable, Host of the Rustling Repository'"):
        lib.remove("Mehitable, Host of the Rustlng Repository")


@needs_shared
def test_duplicate_name_is_an_error_and_changes_nothing():
    lib = DeckLibrary()
    deck = read_deck(_sample("dok-deck__bey-terrible-forum-musician.json").read_bytes())
    lib.add(deck)
    before = _rows(lib)
    with pytest.raises(DeckError, match="a deck named 'Bey, Terrible Forum Musician' is already in the library"):
        lib.add(deck)
    with pytest.raises(DeckError, match="already in the library"):
        lib.add(deck, name="bey, terrible forum musician")
    with pytest.raises(DeckError, match="a deck named 'Radiant Argus the Supreme' is already in the library"):
        lib.add(deck, name="Radiant Argus the Supreme")
    assert _rows(lib) == before


@needs_shared
def test_failed_import_leaves_the_library_as_it_was():
    lib = DeckLibrary()
    good = read_deck(_sample("dok-deck__bey-terrible-forum-musician.json").read_bytes())
    lib.add(good)
    before = _rows(lib)
    other = read_deck(_sample("mv-v2__pupa-ramos-the-ever-changing.json").read_bytes())
    illegal = read_deck(_sample("mv-search__clearly-ugly-xhe.json").read_bytes())
    illegal.cards.pop()
    # One transaction: the legal deck is not added when the second one fails.
    with pytest.raises(DeckError, match="deck 'Clearly Ugly Xhe' is not legal: the deck has 35 cards"):
        lib.add_many([(other, None), (illegal, None)])
    assert _rows(lib) == before
    # A failure inside the transaction (a name taken meanwhile) rolls everything back too.
    with pytest.raises(DeckError, match="already in the library"):
        lib.add_many([(other, None), (good, None)])
    assert _rows(lib) == before
    with pytest.raises(DeckError, match="two of the decks to add are named 'twice'"):
        lib.add_many([(other, "Twice"), (good, "twice")])
    assert _rows(lib) == before


def test_unreadable_library_file_is_a_clear_error(home):
    home.mkdir(parents=True)
    (home / "decks.sqlite3").write_bytes(b"this is not a database" * 100)
    with pytest.raises(DeckError, match="decks.sqlite3: cannot open the deck library"):
        DeckLibrary().entries()


# --- resolve_deck ------------------------------------------------------------------------------------

def test_resolve_starter_shortcuts():
    assert resolve_deck("onyx").name == 'Miss "Onyx" Censorius'
    assert resolve_deck("ARGUS").name == "Radiant Argus the Supreme"


@needs_shared
def test_resolve_file_in_any_format_and_library_names(tmp_path):
    path = _sample("cockatrice__sua-majestade-jones.cod")
    assert resolve_deck(str(path)).name == "Sua Majestade Jones"
    deck = read_deck(_sample("dok-v3__harrison-satiro-rebelde-del-foro.json").read_bytes())
    DeckLibrary().add(deck, name="Harrison")
    assert resolve_deck("harrison").name == "Harrison"
    text = tmp_path / "list.txt"
    text.write_text(write_deck(starter_deck("onyx"), "text"), encoding="utf-8")
    assert resolve_deck(str(text)).name == 'Miss "Onyx" Censorius'


def test_resolve_errors(tmp_path):
    with pytest.raises(DeckError, match="missing/deck.json: no such file"):
        resolve_deck("missing/deck.json")
    with pytest.raises(DeckError, match="nope.txt: no such file"):
        resolve_deck("nope.txt")
    with pytest.raises(DeckError, match="'Radiant Argos' is neither a deck file nor a deck in the library; "
                                        "did you mean 'Radiant Argus the Supreme'?"):
        resolve_deck("Radiant Argos")
    with pytest.raises(DeckError, match="is a folder, not a deck file"):
        resolve_deck(str(tmp_path))
    with pytest.raises(DeckError, match="no deck given"):
        resolve_deck("  ")


def test_library_json_is_aember_json(home):
    lib = DeckLibrary()
    lib.add(starter_deck("onyx"), name="My Onyx", check=False)
    with sqlite3.connect(lib.path) as conn:
        (text,) = conn.execute("SELECT deck_json FROM decks").fetchone()
    data = json.loads(text)
    assert data["name"] == "My Onyx" and len(data["cards"]) == 36 and data["houses"] == ["brobnar", "dis", "shadows"]


def test_a_damaged_deck_row_is_a_clear_error_naming_the_deck(home):
    lib = DeckLibrary()
    name = lib.add(starter_deck("onyx"), name="Mine")
    with sqlite3.connect(lib.path) as conn:
        conn.execute("UPDATE decks SET deck_json = '{bad'")
    with pytest.raises(DeckError, match="library deck 'Mine' is damaged.*aember deck rm"):
        resolve_deck(name)
    with pytest.raises(DeckError, match="is damaged"):
        lib.get("Mine")


def test_a_name_too_long_for_a_file_is_looked_up_in_the_library(home):
    long = "x" * 5000                  # Path.is_dir() had raised OSError: File name too long
    with pytest.raises(DeckError, match="neither a deck file nor a deck in the library"):
        resolve_deck(long)
    DeckLibrary().add(starter_deck("onyx"), name=long)
    assert resolve_deck(long).name == long

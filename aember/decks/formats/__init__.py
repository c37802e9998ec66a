"""Reading decks in every format players use, and writing aember's own.

    read_deck(text_or_bytes, filename=None, fmt=None) -> Deck
    read_decks(...) -> list[Deck]          (a search result or a CSV export may hold several)
    detect_format(text_or_bytes, filename=None) -> str
    read_deck_file(path, fmt=None) -> Deck
    write_deck(deck, fmt="json") -> str    ("json" or "text")

Formats (the names `fmt` and `detect_format` use):

    aember      aember's deck JSON (docs/decks.md)
    mv          a Master Vault API deck response: single deck, search result or proxy envelope
    dok         a Decks of KeyForge API deck (whole v3 response or its `deck` object)
    dok-csv     a Decks of KeyForge CSV export (one deck per row)
    keyteki     a keyteki (The Crucible Online) deck JSON
    cockatrice  a Cockatrice deck file (.cod)
    text        a plain text list (a name line, then `2 Troll` lines, optional house headings)
"""

from __future__ import annotations

import json
from pathlib import Path

from aember.decks.cardindex import card_index
from aember.decks.formats import cockatrice, dok, keyteki, mastervault, text
from aember.decks.model import Deck, DeckError, deck_from_aember_json

FORMATS = ("aember", "mv", "dok", "dok-csv", "keyteki", "cockatrice", "text")
_ALIASES = {
    "json": "aember", "aember-json": "aember",
    "mastervault": "mv", "master-vault": "mv", "mv-deck": "mv", "mv-deck-v2": "mv", "mv-deck-search": "mv",
    "mv-proxy-envelope": "mv", "mv-proxy": "mv", "mv-search": "mv", "mv-v2": "mv",
    "dok-api-v3": "dok", "dok-deck": "dok", "dok-v3": "dok", "decksofkeyforge": "dok", "csv": "dok-csv",
    "keyteki-deck": "keyteki", "crucible": "keyteki",
    "cod": "cockatrice", "cockatrice-cod": "cockatrice", "txt": "text", "plain": "text",
}
_EXTENSIONS = {".cod": "cockatrice", ".csv": "dok-csv", ".txt": "text"}


def normalize_format(fmt: str) -> str:
    f = str(fmt).strip().lower()
    f = _ALIASES.get(f, f)
    if f not in FORMATS:
        raise DeckError(f"unknown deck format '{fmt}' (known: {', '.join(FORMATS)})")
    return f


def _source(filename) -> str:
    return str(filename) if filename else "<input>"


def decode(data, filename=None) -> str:
    """Text of a deck file: UTF-8 (with or without a byte-order mark) or UTF-16 with one."""
    if isinstance(data, str):
        return data.lstrip("\ufeff")
    if not isinstance(data, (bytes, bytearray)):
        raise DeckError(f"{_source(filename)}: a deck must be given as text or bytes")
    raw = bytes(data)
    if raw.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            return raw.decode("utf-16")
        except UnicodeDecodeError as e:         # a UTF-16 byte-order mark, then no UTF-16 (cut short, a lone half)
            raise DeckError(f"{_source(filename)}: not UTF-16 text after its byte-order mark "
                            f"(byte {e.start})") from None
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise DeckError(f"{_source(filename)}: not UTF-8 text (byte {e.start})") from None


def _parse_json(text_: str, source: str):
    try:
        return json.loads(text_)
    except json.JSONDecodeError as e:
        raise DeckError(f"{source}: not valid JSON (line {e.lineno}, column {e.colno}: {e.msg})") from None
    except ValueError as e:             # a number of more than 4300 digits
        raise DeckError(f"{source}: not valid JSON ({e})") from None
    except RecursionError:
        raise DeckError(f"{source}: not valid JSON (nested too deep)") from None


def _is_aember(obj) -> bool:
    return isinstance(obj, dict) and "cards" in obj and ("houses" in obj or "name" in obj)


def _json_format(obj, source: str) -> str:
    if isinstance(obj, list):
        kinds = {_json_format(o, source) for o in obj} if obj else set()
        if len(kinds) == 1:
            return kinds.pop()
        raise DeckError(f"{source}: a JSON list of decks must hold decks of one known format")
    if mastervault.is_mastervault(obj):
        return "mv"
    if dok.is_dok(obj):
        return "dok"
    if keyteki.is_keyteki(obj):
        return "keyteki"
    if _is_aember(obj):
        return "aember"
    if isinstance(obj, dict) and "error" in obj and obj.get("deck") is None and obj.get("error"):
        raise DeckError(f"{source}: the file holds an error response, not a deck: {obj['error']}")
    raise DeckError(f"{source}: JSON, but not a deck format aember knows "
                    "(aember, Master Vault, Decks of KeyForge, keyteki)")


def _detect(text_: str, filename) -> tuple[str, object]:
    source = _source(filename)
    head = text_.lstrip(" \t\r\n")
    if not head:
        raise DeckError(f"{source}: the file is empty")
    if head[0] in "{[":
        obj = _parse_json(text_, source)
        return _json_format(obj, source), obj
    if head.startswith("<"):
        if cockatrice.looks_like_cod(head):
            return "cockatrice", None
        raise DeckError(f"{source}: XML, but not a Cockatrice deck (<cockatrice_deck>)")
    if dok.looks_like_csv(head):
        return "dok-csv", None
    ext = Path(str(filename)).suffix.lower() if filename else ""
    if ext == ".csv":
        raise DeckError(f"{source}: not a Decks of KeyForge CSV export "
                        "(no 'House 1 Cards' column in the header)")
    if ext == ".cod":
        raise DeckError(f"{source}: not a Cockatrice deck (no <cockatrice_deck> element)")
    if ext == ".json":
        _parse_json(text_, source)
    return "text", None


def detect_format(text_or_bytes, filename=None) -> str:
    """The format of a deck file, from its content (the file name only breaks no ties)."""
    return _detect(decode(text_or_bytes, filename), filename)[0]


def read_decks(text_or_bytes, filename=None, fmt=None, *, cockatrice_db=None) -> list[Deck]:
    """Every deck a file holds (Master Vault searches and CSV exports may hold several)."""
    text_ = decode(text_or_bytes, filename)
    source = _source(filename)
    obj = None
    if fmt is None:
        fmt, obj = _detect(text_, filename)
    else:
        fmt = normalize_format(fmt)
        if fmt in ("aember", "mv", "dok", "keyteki"):
            obj = _parse_json(text_, source)
    index = card_index()
    items = obj if isinstance(obj, list) else [obj]
    decks: list[Deck] = []
    for i, item in enumerate(items):
        src = source if len(items) == 1 else f"{source}: deck {i + 1}"
        if fmt in ("mv", "dok", "keyteki", "aember") and not isinstance(item, dict):
            raise DeckError(f"{src}: a deck must be a JSON object")
        if fmt == "aember":
            decks.append(deck_from_aember_json(item, src))
        elif fmt == "mv":
            if not mastervault.is_mastervault(item):
                raise DeckError(f"{src}: not a Master Vault deck response (no 'data' and '_linked')")
            decks.extend(mastervault.read(item, src, index))
        elif fmt == "dok":
            if not dok.is_dok(item):
                raise DeckError(f"{src}: not a Decks of KeyForge deck (no 'housesAndCards')")
            decks.extend(dok.read(item, src, index))
        elif fmt == "keyteki":
            if not isinstance(item.get("cards"), list):
                raise DeckError(f"{src}: not a keyteki deck (no 'cards' list)")
            decks.extend(keyteki.read(item, src, index))
        elif fmt == "dok-csv":
            decks.extend(dok.read_csv(text_, source, index))
        elif fmt == "cockatrice":
            decks.extend(cockatrice.read(text_, source, index, cockatrice_db))
        else:
            decks.extend(text.read(text_, source, index))
    return decks


def read_deck(text_or_bytes, filename=None, fmt=None, *, cockatrice_db=None) -> Deck:
    """The one deck a file holds, in any supported format (detected from the content)."""
    decks = read_decks(text_or_bytes, filename, fmt, cockatrice_db=cockatrice_db)
    if len(decks) != 1:
        names = ", ".join(f"'{d.name}'" for d in decks[:5]) + (", ..." if len(decks) > 5 else "")
        raise DeckError(f"{_source(filename)}: holds {len(decks)} decks ({names}); give a file with one deck")
    return decks[0]


def read_file_bytes(path) -> bytes:
    p = Path(path)
    if p.is_dir():
        raise DeckError(f"{p}: is a folder, not a deck file")
    try:
        return p.read_bytes()
    except FileNotFoundError:
        raise DeckError(f"{p}: no such file") from None
    except OSError as e:
        raise DeckError(f"{p}: cannot read the file ({e.strerror})") from None


def read_deck_file(path, fmt=None, *, cockatrice_db=None) -> Deck:
    return read_deck(read_file_bytes(path), str(path), fmt, cockatrice_db=cockatrice_db)


def read_deck_files(path, fmt=None, *, cockatrice_db=None) -> list[Deck]:
    return read_decks(read_file_bytes(path), str(path), fmt, cockatrice_db=cockatrice_db)


def write_deck(deck: Deck, fmt: str = "json") -> str:
    """The deck as aember JSON ('json') or as a plain text list ('text')."""
    f = str(fmt).lower()
    if f in ("json", "aember", "aember-json"):
        return json.dumps(deck.to_json(), ensure_ascii=False, indent=1) + "\n"
    if f in ("text", "txt"):
        return text.write(deck)
    raise DeckError(f"cannot write decks as '{fmt}' (choose json or text)")

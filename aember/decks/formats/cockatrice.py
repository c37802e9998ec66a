"""Cockatrice deck files (`.cod`, XML) and Cockatrice card databases for other languages.

A `.cod` lists `<card number="N" name="Title"/>` in `<zone name="main">`, with no houses, flags
or sets. Newer Cockatrice versions may add `setShortName` and `collectorNumber` attributes; then
the card is found by set and number. Otherwise the title is looked up in the card database; a
title in another language is first looked up in a Cockatrice card database (the XML that
Cockatrice loads, `<cockatrice_carddatabase>`), which gives its set and collector number.
"""

from __future__ import annotations

import os
import xml.etree.ElementTree as ET
from pathlib import Path

from aember.carddb import normalize_title
from aember.decks.cardindex import CardIndex, fill_from_record
from aember.decks.formats._common import GiganticPairer, find_uuid, positive_count, sorted_houses
from aember.decks.model import Deck, DeckCard, DeckError

ENV_DB = "AEMBER_COCKATRICE_DB"


def looks_like_cod(text: str) -> bool:
    return text.lstrip("\ufeff \t\r\n").startswith("<") and "cockatrice_deck" in text[:2000]


def _xml_files(paths) -> list[Path]:
    out: list[Path] = []
    for p in paths:
        p = Path(p)
        if p.is_dir():
            out.extend(sorted(p.glob("*.xml")))
        else:
            out.append(p)
    return out


def database_paths(explicit=None) -> list[Path]:
    """Cockatrice card databases to use: those given, else $AEMBER_COCKATRICE_DB (os.pathsep list)."""
    if explicit:
        items = [explicit] if isinstance(explicit, (str, os.PathLike)) else list(explicit)
    else:
        env = os.environ.get(ENV_DB, "")
        items = [x for x in env.split(os.pathsep) if x]
    return _xml_files(items)


def load_card_names(paths, index: CardIndex) -> dict[str, list[tuple[str, str]]]:
    """Normalised card name -> [(set code, collector number)] from Cockatrice card databases."""
    names: dict[str, list[tuple[str, str]]] = {}
    for path in paths:
        try:
            root = ET.parse(path).getroot()
        except OSError as e:
            raise DeckError(f"{path}: cannot read the Cockatrice card database ({e.strerror})") from None
        except ET.ParseError as e:
            raise DeckError(f"{path}: not a valid Cockatrice card database ({e})") from None
        if root.tag != "cockatrice_carddatabase":
            raise DeckError(f"{path}: not a Cockatrice card database (root element <{root.tag}>)")
        set_codes: dict[str, str | None] = {}
        for s in root.iter("set"):
            short = (s.findtext("name") or "").strip()
            if short:
                set_codes[short] = index.set_code(short) or index.set_code(s.findtext("longname") or "")
        for card in root.iter("card"):
            name = (card.findtext("name") or "").strip()
            if not name:
                continue
            for s in card.findall("set"):
                short = (s.text or "").strip()
                code = set_codes.get(short) or index.set_code(short)
                muid = s.get("muid") or ""
                if code is None and "-" in muid and muid.split("-", 1)[0].isdigit():
                    code = index.set_code(int(muid.split("-", 1)[0]))
                num = s.get("num") or (muid.split("-", 1)[1] if "-" in muid else "")
                if code and num:
                    names.setdefault(normalize_title(name), []).append((code, num))
    return names


def read(text: str, source: str, index: CardIndex, card_db=None) -> list[Deck]:
    try:
        root = ET.fromstring(text.lstrip("\ufeff"))
    except ET.ParseError as e:
        raise DeckError(f"{source}: not valid Cockatrice XML ({e})") from None
    if root.tag != "cockatrice_deck":
        raise DeckError(f"{source}: not a Cockatrice deck (root element <{root.tag}>)")
    name = (root.findtext("deckname") or "").strip() or Path(source).stem
    keyforge_id = find_uuid(root.findtext("comments"))
    entries = []   # (zone, count, name, set attr, number attr, origin)
    n = 0
    for zone in root.iter("zone"):
        zname = (zone.get("name") or "main").lower()
        for el in zone.findall("card"):
            n += 1
            origin = f"card entry {n}"
            title = (el.get("name") or "").strip()
            if not title:
                raise DeckError(f"{source}: {origin} has no name")
            count = positive_count(el.get("number", "1"), f"{source}: {origin} ({title})")
            entries.append((zname, count, title, el.get("setShortName"), el.get("collectorNumber"), origin))
    if not any(e[0] == "main" for e in entries):
        raise DeckError(f"{source}: the deck has no cards in <zone name=\"main\">")

    localized = None

    def by_local_name(title: str):
        nonlocal localized
        if localized is None:
            localized = load_card_names(database_paths(card_db), index) if index.available else {}
        return localized.get(normalize_title(title), [])

    votes: dict[str, int] = {}
    for _z, _c, title, _s, _n, _o in entries:
        if index.known_title(title):
            sets = {r["set"] for r in index.by_title.get(normalize_title(title), [])}
        else:
            sets = {code for code, _num in by_local_name(title)}
        for s in sets:
            votes[s] = votes.get(s, 0) + 1
    deck_set = min(votes, key=lambda s: (-votes[s], index.set_order.get(s, 999))) if votes else None

    pairer = GiganticPairer(index)
    cards: list[DeckCard] = []
    token_card = None
    for zname, count, title, set_attr, num_attr, origin in entries:
        for _ in range(count):
            card = DeckCard(name=title, house="", origin=origin)
            rec = None
            set_code = index.set_code(set_attr) if set_attr else None
            if set_code and num_attr:
                rec = index.by_set_number_pick(set_code, num_attr)
            if rec is None and index.known_title(title):
                rec = index.by_title_pick(title, deck_set=deck_set, token=zname == "tokens")
            if rec is None:
                for code, num in sorted(by_local_name(title), key=lambda cn: cn[0] != deck_set):
                    rec = index.by_set_number_pick(code, num, deck_set=deck_set)
                    if rec is not None:
                        break
            if rec is not None and rec.get("is_gigantic"):     # halves alternate: bottom, top, ...
                half = pairer.half(rec["name"], "")
                rec = index.pick(index.by_set_number[(rec["set"], rec["number"])], half=half) or rec
            if rec is not None:
                fill_from_record(card, rec)
                card.source_title = title if normalize_title(title) != normalize_title(rec["name"]) else None
            if zname == "tokens" or (rec is not None and rec.get("is_token")):
                token_card = token_card or card
                break
            if zname != "main":
                break
            cards.append(card)
    houses = sorted_houses(c.house for c in cards if c.house)
    return [Deck(name=name, houses=houses, cards=cards, set=deck_set,
                 token=token_card.name if token_card else None, keyforge_id=keyforge_id,
                 expansion_id=index.expansion_id(deck_set), token_card=token_card)]

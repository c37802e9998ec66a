"""The packaged card database: built from ../shared/cards, facts only, and the source of every card's facts."""

import gzip
import json
import subprocess
import sys
from pathlib import Path

import pytest

from aember import carddb
from aember.carddb import CardDatabaseError, load_card_records, normalize_title
from aember.cards.define import CardFactsError, card_record, later_printing_keywords, record_keywords
from aember.cards.registry import all_cards

ROOT = Path(__file__).resolve().parent.parent
SHARED_CARDS = carddb.shared_cards_json()
CARDS = sorted(all_cards().values(), key=lambda d: (d.set, d.number))


@pytest.mark.skipif(SHARED_CARDS is None, reason="../shared/cards/cards.json is not present")
def test_packaged_database_is_up_to_date_with_shared_cards():
    """tools/build_carddb.py run now would write the committed file, byte for byte."""
    # the cards.json found beside the checkout (carddb looks in every parent folder), not the tool's own default
    r = subprocess.run([sys.executable, str(ROOT / "tools" / "build_carddb.py"), "--check",
                        "--cards", str(SHARED_CARDS)],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr


@pytest.mark.skipif(SHARED_CARDS is None, reason="../shared/cards/cards.json is not present")
def test_packaged_records_are_the_shared_records_without_texts():
    shared = json.loads(SHARED_CARDS.read_text(encoding="utf-8"))
    packaged = load_card_records()
    assert len(packaged) == len(shared) == 6086
    for a, b in zip(packaged, shared, strict=True):
        assert "text" not in a and "errata_note" not in a
        for key, value in a.items():
            assert b.get(key) == value, (b["name"], key)


def test_packaged_database_has_every_set():
    with gzip.open(carddb.PACKAGED, "rt", encoding="utf-8") as f:
        doc = json.load(f)
    assert "text" not in doc["fields"]
    codes = {s["code"] for s in carddb.load_sets()["sets"]}
    assert {"CotA", "AoA", "WC", "MM", "DT", "WoE", "GR", "AS", "ToC", "MoMu", "PV", "CC", "DM", "MG2024",
            "VM25"} <= codes
    assert {r["set"] for r in load_card_records()} == codes


@pytest.mark.parametrize("card", CARDS, ids=[f"{d.set}-{d.number}-{d.title}" for d in CARDS])
def test_declared_card_takes_the_facts_of_its_record(card):
    rec = card_record(card.title, card.set, card.number, card.house)
    assert normalize_title(rec["name"]) == normalize_title(card.title.removesuffix(" (Evil Twin)"))
    facts = card.facts()
    for key in ("house", "type", "rarity"):
        assert facts[key] == (rec[key] or facts[key]), key
    assert facts["amber"] == rec["amber"]
    assert sorted(facts["traits"]) == sorted(t.lower() for t in rec["traits"])
    # a keyword a later printing spells out (Mack the Knife: "Versatile.") is the card's too (FORMAT: latest wording)
    assert sorted(facts["keywords"]) == sorted(record_keywords(rec) + later_printing_keywords(rec))


def test_declaring_an_unknown_card_is_an_error():
    with pytest.raises(CardFactsError, match="no card 'Not A Card' in set CotA"):
        card_record("Not A Card", "CotA")
    with pytest.raises(CardFactsError, match="numbered 999"):
        card_record("Anger", "CotA", number="999")


def test_an_evil_twin_is_its_own_title():
    """Two DT cards are titled Armadrone: the Evil Twin is declared as 'Armadrone (Evil Twin)'."""
    plain, twin = card_record("Armadrone", "DT"), card_record("Armadrone (Evil Twin)", "DT")
    assert plain["is_evil_twin"] is False and twin["is_evil_twin"] is True
    assert plain["number"] != twin["number"]


@pytest.mark.parametrize("content", [b"", b"not gzip", gzip.compress(b"{not json", mtime=0)],
                         ids=["empty", "not gzip", "gzip of bad json"])
def test_a_corrupt_database_is_a_clear_error(tmp_path, monkeypatch, content):
    bad = tmp_path / "carddb.json.gz"
    bad.write_bytes(content)
    monkeypatch.setenv("AEMBER_CARDS", str(bad))
    carddb._load.cache_clear()
    try:
        with pytest.raises(CardDatabaseError, match="cannot be read") as e:
            load_card_records()
        assert str(bad) in str(e.value)
    finally:
        monkeypatch.delenv("AEMBER_CARDS")
        carddb._load.cache_clear()


def test_a_missing_database_is_a_clear_error(tmp_path, monkeypatch):
    monkeypatch.setenv("AEMBER_CARDS", str(tmp_path / "nowhere.json"))
    carddb._load.cache_clear()
    try:
        with pytest.raises(CardDatabaseError, match="was not found"):
            load_card_records()
    finally:
        monkeypatch.delenv("AEMBER_CARDS")
        carddb._load.cache_clear()


def test_starter_decks_fully_implemented(starter):
    from aember.engine.setup import unimplemented

    for deck in starter:
        assert unimplemented(deck) == []
        assert len(deck.cards) == 36


def test_every_card_is_declared_once_in_the_set_of_its_first_printing():
    """A reprint takes the wording of its latest printing but is declared in its first set: a declaration under a
    later set (or twice) would give one title two definitions, the later silently winning."""
    import re
    from pathlib import Path

    from aember.carddb import load_card_records, normalize_title, sort_records_by_release

    first: dict[str, str] = {}
    for r in sort_records_by_release(load_card_records()):
        first.setdefault(normalize_title(r["name"]) + (" (evil twin)" if r.get("is_evil_twin") else ""), r["set"])
    seen: dict[str, str] = {}
    wrong = []
    for path in sorted(Path(__file__).parent.parent.joinpath("aember", "cards").glob("*/*.py")):
        for m in re.finditer(r'^card\("([^"]+)",\s*"([^"]+)"', path.read_text(encoding="utf-8"), re.M):
            key = normalize_title(m.group(1))
            where = f"{path.parent.name}/{path.name}"
            if key in seen:
                wrong.append(f"{m.group(1)} declared twice ({seen[key]}, {where})")
            seen[key] = where
            if first.get(key, m.group(2)) != m.group(2):
                wrong.append(f"{m.group(1)} declared under {m.group(2)} in {where}; first printed in {first[key]}")
    assert wrong == [], wrong


def test_a_malformed_keyword_entry_is_no_keyword_of_the_card():
    """cards.json keeps GR Werewolf Curse's keywords as they came: the words it grants, not its own keywords."""
    rec = card_record("Werewolf Curse", "GR")
    assert rec["keywords"] and not record_keywords(rec)
    assert record_keywords({"keywords": ["elusive", "assault:2", "splash-attack:x"]}) == (
        "elusive", "assault:2", "splash-attack:x")

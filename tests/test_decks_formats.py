"""Reading decks in every format: the real samples of shared/decks/formats, text lists, CSV exports."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from xml.sax.saxutils import escape

import pytest

from aember.carddb import shared_cards_json
from aember.decks import Deck, DeckError, detect_format, load_deck_file, read_deck, read_decks, write_deck
from aember.decks.check import check_deck

_CARDS = shared_cards_json()
SHARED = _CARDS.parent.parent if _CARDS is not None else None
FORMATS_DIR = SHARED / "decks" / "formats" if SHARED else None
needs_shared = pytest.mark.skipif(
    FORMATS_DIR is None or not FORMATS_DIR.is_dir(),
    reason="shared/ (cards/cards.json and decks/formats) not found beside the checkout: "
           "the deck samples and the card database are needed")

EXPECTED = sorted(FORMATS_DIR.glob("*.expected.json")) if FORMATS_DIR and FORMATS_DIR.is_dir() else []
# The sample's format tag (expected files) -> what detect_format says.
FORMAT_OF_TAG = {"mv-deck-v2": "mv", "mv-proxy-envelope": "mv", "mv-deck-search": "mv", "dok-api-v3": "dok",
                 "dok-deck": "dok", "keyteki-deck": "keyteki", "cockatrice-cod": "cockatrice"}


@pytest.fixture(autouse=True)
def _private_home(tmp_path, monkeypatch):
    monkeypatch.setenv("AEMBER_HOME", str(tmp_path / "home"))
    monkeypatch.delenv("AEMBER_COCKATRICE_DB", raising=False)


def _copy_key(c: dict, deck_set: str) -> tuple:
    """What must match per physical card: the card, its house, its flags and icons."""
    return (c.get("id"), c.get("name"), c.get("number"), c.get("house"), c.get("set", deck_set),
            bool(c.get("maverick")), bool(c.get("legacy")), bool(c.get("anomaly")),
            tuple(c.get("enhancements", [])), bool(c.get("enhanced")), c.get("source_title"))


def _cockatrice_db_for(expected: dict, path: Path) -> Path:
    """A Cockatrice card database (XML, as Cockatrice loads) naming the sample's cards in its language.

    The facts (translated title -> CotA collector number) are those the expected file records.
    """
    seen = {}
    for c in expected["cards"]:
        seen[c.get("source_title", c["name"])] = c["number"]
    cards = "".join(f"<card><name>{escape(t)}</name><set rarity=\"Common\" num=\"{n}\" muid=\"341-{n}\">"
                    f"cota</set></card>" for t, n in seen.items())
    path.write_text('<?xml version="1.0" encoding="UTF-8"?>\n<cockatrice_carddatabase version="4">'
                    "<sets><set><name>cota</name><longname>O Chamado dos Arcontes</longname></set></sets>"
                    f"<cards>{cards}</cards></cockatrice_carddatabase>\n", encoding="utf-8")
    return path


@needs_shared
def test_every_sample_has_a_test():
    assert len(EXPECTED) >= 11


@needs_shared
@pytest.mark.parametrize("expected_path", EXPECTED, ids=[p.name.split(".")[0] for p in EXPECTED])
def test_sample_matches_expected(expected_path, tmp_path):
    exp = json.loads(expected_path.read_text(encoding="utf-8"))
    sample = FORMATS_DIR / exp["sample"]
    data = sample.read_bytes()
    kw = {}
    if exp["format"] == "cockatrice-cod":
        kw["cockatrice_db"] = _cockatrice_db_for(exp, tmp_path / "pt.xml")
    assert detect_format(data, str(sample)) == FORMAT_OF_TAG[exp["format"]]
    deck = read_deck(data, str(sample), **kw)
    j = deck.to_json()
    assert j["name"] == exp["name"]
    assert j.get("keyforge_id") == exp["keyforge_id"]
    assert j.get("set") == exp["set"]
    assert j.get("expansion_id") == exp["expansion_id"]
    assert set(j["houses"]) == set(exp["houses"])
    assert len(j["cards"]) == exp["card_count"] == 36
    assert Counter(c["name"] for c in j["cards"]) == Counter(exp["titles"])
    assert Counter(_copy_key(c, j["set"]) for c in j["cards"]) == \
        Counter(_copy_key(c, exp["set"]) for c in exp["cards"])
    assert j.get("token") == exp.get("token")
    non_deck = ([deck.token_card] if deck.token_card else []) + deck.non_deck_cards
    assert sorted(c.id for c in non_deck if c.id in {x["id"] for x in exp.get("non_deck_cards", [])}) == \
        sorted(x["id"] for x in exp.get("non_deck_cards", []))
    assert not [p for p in check_deck(deck, check_implemented=False)]


@needs_shared
def test_sample_detection_does_not_need_the_file_name():
    for exp_path in EXPECTED:
        exp = json.loads(exp_path.read_text(encoding="utf-8"))
        text = (FORMATS_DIR / exp["sample"]).read_text(encoding="utf-8")
        assert detect_format(text) == FORMAT_OF_TAG[exp["format"]]


@needs_shared
def test_cockatrice_without_a_card_database_keeps_unknown_names_for_check():
    sample = FORMATS_DIR / "cockatrice__sua-majestade-jones.cod"
    deck = read_deck(sample.read_bytes(), str(sample))
    assert len(deck.cards) == 36
    unknown = [p for p in check_deck(deck) if "not a known card" in p.message]
    assert unknown and "'Ergam-se!'" in unknown[0].message and unknown[0].where == "card entry 1"
    # Cards that have the same name in English are still found.
    assert any(c.name == "Tunk" and c.id == "tunk" for c in deck.cards)


@needs_shared
def test_cockatrice_database_from_environment(tmp_path, monkeypatch):
    exp = json.loads((FORMATS_DIR / "cockatrice__sua-majestade-jones.expected.json").read_text(encoding="utf-8"))
    folder = tmp_path / "dbs"
    folder.mkdir()
    _cockatrice_db_for(exp, folder / "pt.xml")
    monkeypatch.setenv("AEMBER_COCKATRICE_DB", str(folder))
    deck = read_deck((FORMATS_DIR / exp["sample"]).read_bytes(), "x.cod")
    assert Counter(c.name for c in deck.cards) == Counter(exp["titles"])


@needs_shared
def test_cockatrice_set_and_number_attributes():
    cod = ('<?xml version="1.0"?><cockatrice_deck version="1"><deckname>T</deckname><zone name="main">'
           '<card number="2" name="Qualquer Nome" setShortName="CotA" collectorNumber="315"/>'
           '<card number="1" name="Anger"/></zone></cockatrice_deck>')
    deck = read_deck(cod)
    assert [(c.name, c.number, c.house) for c in deck.cards] == [
        ("Urchin", "315", "shadows"), ("Urchin", "315", "shadows"), ("Anger", "001", "brobnar")]
    assert deck.cards[0].source_title == "Qualquer Nome"


@needs_shared
def test_bad_cockatrice_database_is_a_clear_error(tmp_path):
    bad = tmp_path / "db.xml"
    bad.write_text("<cockatrice_carddatabase><cards>", encoding="utf-8")
    cod = ('<cockatrice_deck version="1"><deckname>T</deckname><zone name="main">'
           '<card number="1" name="Ergam-se!"/></zone></cockatrice_deck>')
    with pytest.raises(DeckError, match="db.xml: not a valid Cockatrice card database"):
        read_deck(cod, "t.cod", cockatrice_db=bad)


@needs_shared
def test_mastervault_search_with_several_decks(tmp_path):
    one = json.loads((FORMATS_DIR / "mv-search__clearly-ugly-xhe.json").read_text(encoding="utf-8"))
    two = json.loads((FORMATS_DIR / "mv-search__the-falconer-that-pledges-to-doom.json").read_text(encoding="utf-8"))
    both = {"count": 2, "data": one["data"] + two["data"],
            "_linked": {"houses": one["_linked"]["houses"] + two["_linked"]["houses"],
                        "cards": one["_linked"]["cards"] + two["_linked"]["cards"]}}
    decks = read_decks(json.dumps(both), "search.json")
    assert [d.name for d in decks] == ["Clearly Ugly Xhe", "The Falconer that Pledges to Doom"]
    assert all(len(d.cards) == 36 for d in decks)
    with pytest.raises(DeckError, match="holds 2 decks"):
        read_deck(json.dumps(both), "search.json")


@needs_shared
def test_mastervault_errors():
    with pytest.raises(DeckError, match="proxy answered with an error: Deck not found"):
        read_deck(json.dumps({"deck": {"data": {}, "_linked": {}}, "error": "Deck not found"}), "p.json")
    sample = json.loads((FORMATS_DIR / "mv-search__clearly-ugly-xhe.json").read_text(encoding="utf-8"))
    sample["data"][0]["_links"]["cards"][3] = "not-a-card-id"
    with pytest.raises(DeckError, match="m.json: card 4: card id not-a-card-id is not among '_linked.cards'"):
        read_deck(json.dumps(sample), "m.json")
    sample["_linked"]["cards"] = []
    with pytest.raises(DeckError, match="links=cards"):
        read_deck(json.dumps(sample), "m.json")


@needs_shared
def test_format_can_be_forced():
    text = (FORMATS_DIR / "keyteki__mehitable-host-of-the-rustling-repository.json").read_text(encoding="utf-8")
    assert read_deck(text, fmt="keyteki").name.startswith("Mehitable")
    with pytest.raises(DeckError, match="not a Decks of KeyForge deck"):
        read_deck(text, "k.json", fmt="dok")
    with pytest.raises(DeckError, match="unknown deck format 'nope'"):
        read_deck(text, fmt="nope")


@needs_shared
def test_every_shared_deck_reads_and_converts_losslessly():
    decks = sorted((SHARED / "decks").glob("*.json"))
    assert len(decks) >= 100
    for path in decks:
        orig = json.loads(path.read_text(encoding="utf-8"))
        deck = read_deck(path.read_bytes(), str(path))
        assert detect_format(path.read_bytes()) == "aember"
        j = deck.to_json()
        assert [_copy_key(c, orig["set"]) for c in orig["cards"]] == [_copy_key(c, j["set"]) for c in j["cards"]]
        again = read_deck(write_deck(deck, "text"), "x.txt")
        assert Counter(_copy_key(c, deck.set) for c in again.to_json()["cards"]) == \
            Counter(_copy_key(c, deck.set) for c in j["cards"]), path.name
        assert set(again.houses) == set(deck.houses) and again.set == deck.set and again.name == deck.name
        assert not [p for p in check_deck(deck, check_implemented=False)], path.name


def test_aember_json_round_trip_keeps_everything():
    deck = Deck(name="X", houses=["dis", "logos", "sanctum"], set="MM", keyforge_id="abc", expansion_id=479,
                cards=[], token="Chronicler")
    data = json.loads(write_deck(deck))
    assert data == {"name": "X", "set": "MM", "expansion_id": 479, "houses": ["dis", "logos", "sanctum"],
                    "keyforge_id": "abc", "token": {"name": "Chronicler"}, "cards": []}
    assert read_deck(json.dumps(data)).token == "Chronicler"


def test_load_deck_file_still_reads_aember_json(tmp_path):
    p = tmp_path / "d.json"
    p.write_text(json.dumps({"name": "D", "houses": ["Star Alliance"], "set": "CotA",
                             "cards": [{"name": "Anger", "house": "Brobnar", "count": 2}, "Punch"]}),
                 encoding="utf-8")
    d = load_deck_file(p)
    assert d.houses == ["staralliance"]
    assert [(c.name, c.house, c.set) for c in d.cards] == [("Anger", "brobnar", "CotA")] * 2 + [
        ("Punch", "", "CotA")]


# --- errors in any format --------------------------------------------------------------------------

@pytest.mark.parametrize("text, message", [
    ('{"name": "x", "houses": [', "bad.json: not valid JSON (line 1, column 26"),
    ("[1, 2", "bad.json: not valid JSON"),
    ('{"hello": 1}', "bad.json: JSON, but not a deck format aember knows"),
    ('{"name": "x", "houses": "dis", "cards": []}', "'houses' must be a list"),
    ('{"name": "x", "houses": [], "cards": [{"house": "dis"}]}', "bad.json: card #1 has no name"),
    ("<deck/>", "bad.json: XML, but not a Cockatrice deck"),
    ("", "bad.json: the file is empty"),
])
def test_malformed_input_is_a_deck_error(text, message):
    with pytest.raises(DeckError) as e:
        read_deck(text, "bad.json")
    assert message in str(e.value)


def test_malformed_cockatrice_xml():
    with pytest.raises(DeckError, match=r"d.cod: not valid Cockatrice XML \(mismatched tag"):
        read_deck("<cockatrice_deck><zone name='main'></cockatrice_deck>", "d.cod")
    with pytest.raises(DeckError, match="no cards in"):
        read_deck("<cockatrice_deck><deckname>x</deckname></cockatrice_deck>", "d.cod")
    with pytest.raises(DeckError, match="count 'two' is not a whole number"):
        read_deck('<cockatrice_deck><zone name="main"><card number="two" name="Anger"/></zone></cockatrice_deck>',
                  "d.cod")


def test_undecodable_bytes():
    with pytest.raises(DeckError, match="d.txt: not UTF-8 text"):
        read_deck(b"My deck\n2 \xff\xfe\xfd Troll\n", "d.txt")


def test_utf8_bom_and_utf16_are_read():
    text = '{"name": "B", "houses": ["dis"], "cards": [{"name": "Fear", "house": "dis"}]}'
    assert read_deck(b"\xef\xbb\xbf" + text.encode()).name == "B"
    assert read_deck(text.encode("utf-16")).name == "B"


# --- plain text lists ----------------------------------------------------------------------------

TEXT_LIST = """\
Miss "Onyx" Censorius
// the starter deck, written by hand

# Brobnar
Anger
Loot the Bodies
Punch
Warsong
Gauntlet of Command
Valdr
2 Ganger Chieftain
Headhunter x2
Smaaash
Blood of Titans

Dis:
Fear
Hand of Dis
2x Mind Barb
Dominator Bauble
Charette
Dust Imp ×2
Shooler
Stealer of Souls
The Terror
Tocsin

Shadows (12)
Nerve Blast x 2
Poison Wave
Too Much to Protect
Seeker Needle
Bad Penny
Noddy the Thief
Dodger
Shadow Self
Silvertooth
2 Urchin
"""


@needs_shared
def test_text_list_reads_like_the_starter_deck():
    deck = read_deck(TEXT_LIST, "onyx.txt")
    assert detect_format(TEXT_LIST) == "text"
    starter = load_deck_file(SHARED / "decks" / "cota__miss-onyx-censorius.json")
    assert deck.name == starter.name
    assert deck.set == "CotA" and deck.expansion_id == 341
    assert deck.houses == ["brobnar", "dis", "shadows"]
    key = lambda c: (c.name, c.house, c.id, c.number, c.set)  # noqa: E731
    assert Counter(map(key, deck.cards)) == Counter(map(key, starter.cards))
    assert not check_deck(deck, check_implemented=False)


@needs_shared
def test_text_list_flags_icons_sets_and_gigantic_halves():
    text = """My Deck
Set: MoMu
Token: Æmberologist
Id: https://www.keyforgegame.com/deck-details/A2BDD8E8-A8CB-4D5F-9B03-D6FAD951952A

Dis
4 Wretched Anathema
Gateway to Dis [+capture, +draw]
2 Drecker [enhanced]
Spyyyder
Mark of Dis [legacy, set=MM]

Logos
Memolith [anomaly]
[REDACTED]
"""
    deck = read_deck(text, "m.txt")
    assert deck.keyforge_id == "a2bdd8e8-a8cb-4d5f-9b03-d6fad951952a"
    assert deck.token == "Æmberologist" and deck.token_card.id == "æmberologist"
    by = {}
    for c in deck.cards:
        by.setdefault(c.name, []).append(c)
    assert [c.id for c in by["Wretched Anathema"]] == ["wretched-anathema", "wretched-anathema2"] * 2
    assert by["Gateway to Dis"][0].enhancements == ["capture", "draw"]
    assert all(c.enhanced and not c.enhancements for c in by["Drecker"])
    spy = by["Spyyyder"][0]
    assert spy.house == "dis" and not spy.maverick          # Spyyyder is a Dis card
    mark = by["Mark of Dis"][0]
    assert mark.legacy and mark.set == "MM" and mark.number == "011"
    with pytest.raises(DeckError, match="m.txt: line 2: 'Mark of Dis' is not in set CotA"):
        read_deck("Deck\nMark of Dis [set=CotA]\n", "m.txt")
    memo = by["Memolith"][0]
    assert memo.anomaly and memo.house == "logos" and not memo.maverick
    assert by["[REDACTED]"][0].house == "logos"
    assert deck.houses == ["dis", "logos"]


@needs_shared
def test_text_list_marks_cards_out_of_their_house_as_mavericks():
    deck = read_deck("Deck\nSaurian\nSpyyyder\nAnger\n", "d.txt")
    assert [(c.name, c.house, c.maverick) for c in deck.cards] == [
        ("Spyyyder", "saurian", True), ("Anger", "saurian", True)]


@needs_shared
def test_text_list_without_headings_takes_houses_from_cards():
    deck = read_deck("Three cards\nAnger\n2 Fear\nUrchin\n", "d.txt")
    assert deck.houses == ["brobnar", "dis", "shadows"]
    assert [c.house for c in deck.cards] == ["brobnar", "dis", "dis", "shadows"]


@needs_shared
def test_text_list_unknown_title_is_reported_with_its_line_and_a_suggestion():
    deck = read_deck("Deck\nBrobnar\n2 Trol\n", "d.txt")
    assert [c.name for c in deck.cards] == ["Trol", "Trol"]
    problems = [p for p in check_deck(deck) if "not a known card" in p.message]
    assert len(problems) == 1
    assert problems[0].where == "line 3" and problems[0].card == "Trol"
    assert problems[0].message == ("line 3: 'Trol' is not a known card; did you mean 'Troll', 'Control' "
                                   "or 'Tolas'?")


def test_text_list_errors():
    with pytest.raises(DeckError, match="d.txt: no cards found"):
        read_deck("Just a name\n", "d.txt")
    with pytest.raises(DeckError, match="d.txt: line 2: the count of 'Anger' must be 1 or more"):
        read_deck("Deck\n0 Anger\n", "d.txt")
    with pytest.raises(DeckError, match="d.txt: line 3: 'Klingon' is not a house"):
        read_deck("Deck\nAnger\nHouse: Klingon\n", "d.txt")


@needs_shared
def test_text_list_first_line_may_already_be_a_card():
    deck = read_deck("2 Anger\nPunch\n", "my-list.txt")
    assert deck.name == "my-list" and len(deck.cards) == 3
    deck = read_deck("12 Angry Men\n2 Anger\n", "x.txt")      # a name that starts with a number
    assert deck.name == "12 Angry Men" and len(deck.cards) == 2


# --- Decks of KeyForge CSV export ------------------------------------------------------------------

CSV_HEADER = [
    "Name", "Houses", "Expansion", "Sas Rating", "Synergy Rating", "Antisynergy Rating", "Sas Percentile",
    "Raw Aerc Score", "Amber Control", "Expected Amber", "Creature Protection", "Artifact Control",
    "Creature Control", "Effective Power", "Efficiency", "Recursion", "Disruption", "Other", "House 1 SAS",
    "House 2 SAS", "House 3 SAS", "Creature Count", "Action Count", "Artifact Count", "Upgrade Count",
    "Bonus Amber", "Bonus Capture", "Bonus Damage", "Bonus Draw", "Bonus Discard", "Bonus Brobnar",
    "Bonus Dis", "Bonus Ekwidon", "Bonus Geistoid", "Bonus Logos", "Bonus Mars", "Bonus Skyborn",
    "Key Cheat Count", "Card Draw Count", "Card Archive Count", "Total Power", "Total Armor", "Power Level",
    "Chains", "Wins", "Losses", "For Sale", "For Trade", "Price", "House 1 Cards", "House 2 Cards",
    "House 3 Cards", "Wishlist", "Funny", "DoK Link", "Master Vault Link", "Last SAS Update", "My Notes",
]


def _csv_row(dok_deck: dict) -> list[str]:
    """A CSV row as Decks of KeyForge's export writes it, from a DoK API deck."""
    row = {h: "0" for h in CSV_HEADER}
    groups = dok_deck["housesAndCards"]
    row.update({
        "Name": dok_deck["name"], "Houses": " | ".join(g["house"] for g in groups),
        "Expansion": dok_deck["expansion"], "For Sale": "false", "For Trade": "false", "Price": "",
        "DoK Link": f"https://decksofkeyforge.com/decks/{dok_deck['keyforgeId']}",
        "Master Vault Link": f"https://www.keyforgegame.com/deck-details/{dok_deck['keyforgeId']}",
        "Last SAS Update": "2024-11-18", "My Notes": 'has "quotes", commas\nand a line break',
    })
    for k, g in enumerate(groups, 1):
        row[f"House {k} Cards"] = "|".join(c["cardTitle"] for c in g["cards"])
    return [row[h] for h in CSV_HEADER]


def _csv(rows: list[list[str]]) -> str:
    import csv
    import io

    buf = io.StringIO()
    w = csv.writer(buf, quoting=csv.QUOTE_ALL, lineterminator="\n")
    w.writerow(CSV_HEADER)
    w.writerows(rows)
    return "\ufeff" + buf.getvalue()


@needs_shared
def test_dok_csv_export_reads_every_deck():
    samples = ["dok-deck__milahawk-the-empiricist-of-books", "dok-deck__bey-terrible-forum-musician"]
    dok = [json.loads((FORMATS_DIR / f"{s}.json").read_text(encoding="utf-8")) for s in samples]
    exp = [json.loads((FORMATS_DIR / f"{s}.expected.json").read_text(encoding="utf-8")) for s in samples]
    text = _csv([_csv_row(d) for d in dok])
    assert detect_format(text) == "dok-csv"
    assert detect_format(text.encode("utf-8"), "export.txt") == "dok-csv"
    decks = read_decks(text, "dok-export.csv")
    assert len(decks) == 2
    for deck, e in zip(decks, exp, strict=True):
        assert deck.name == e["name"] and deck.set == e["set"] and deck.keyforge_id == e["keyforge_id"]
        assert set(deck.houses) == set(e["houses"])
        assert Counter(c.name for c in deck.cards) == Counter(e["titles"])
        # The CSV loses flags and icons, but not the cards: ids (gigantic halves too) and houses.
        assert Counter((c.id, c.house) for c in deck.cards) == Counter((c["id"], c["house"]) for c in e["cards"])
        assert not check_deck(deck, check_implemented=False)
    with pytest.raises(DeckError, match="holds 2 decks"):
        read_deck(text, "dok-export.csv")


@needs_shared
def test_dok_csv_with_one_deck_and_display_names():
    dok = json.loads((FORMATS_DIR / "dok-deck__boring-batu-of-the-saloon.json").read_text(encoding="utf-8"))
    row = _csv_row(dok)
    row[CSV_HEADER.index("Expansion")] = "Æmber Skies"
    row[CSV_HEADER.index("Houses")] = "Ekwidon,Geistoid,Mars"
    deck = read_deck(_csv([row]), "one.csv")
    assert deck.set == "AS" and deck.houses == ["ekwidon", "geistoid", "mars"] and len(deck.cards) == 36


@pytest.mark.parametrize("mutate, message", [
    (lambda t: t.replace('"House 1 Cards"', '"Cards"'), "x.csv: not a Decks of KeyForge CSV export"),
    (lambda t: t.rstrip("\n") + ',"extra"\n', "x.csv: line 2: 59 fields, but the header has 58"),
    (lambda t: t + '"Broken, "unclosed\n', "x.csv: line 3: not valid CSV"),
    (lambda t: t.split("\n", 1)[0] + "\n", "x.csv: the CSV file holds no deck"),
])
def test_malformed_csv(mutate, message):
    row = ["x"] * len(CSV_HEADER)
    text = _csv([row]).replace('"x","x"', '"Deck","Dis | Logos | Mars"', 1)
    with pytest.raises(DeckError) as e:
        read_decks(mutate(text), "x.csv")
    assert message in str(e.value)


def test_csv_file_name_without_csv_content():
    with pytest.raises(DeckError, match="x.csv: not a Decks of KeyForge CSV export"):
        read_deck("Name,Houses\nfoo,bar\n", "x.csv")


def test_forced_csv_format_names_the_missing_columns():
    with pytest.raises(DeckError, match="x.csv: not a Decks of KeyForge CSV export: no column 'House 1 Cards'"):
        read_deck('"Name","Houses","House 2 Cards","House 3 Cards"\n"a","b","c","d"\n', "x.csv", fmt="dok-csv")


@needs_shared
def test_mastervault_gigantic_maverick_legacy_anomaly_and_other_languages():
    def mv(cid, title, house, number, expansion, kind="Creature", **flags):
        rec = {"id": cid, "card_title": title, "house": house, "card_type": kind, "card_number": number,
               "expansion": expansion, "card_text": "text", "power": "3", "is_maverick": False,
               "is_anomaly": False, "is_enhanced": False, "is_non_deck": False}
        rec.update(flags)
        return rec

    linked = [
        mv("g-base", "Wretched Anathema", "Dis", "023", 874, "Gigantic Creature Base"),
        mv("g-art", "Wretched Anathema", "Dis", "023", 874, "Gigantic Creature Art", card_text="", power=None),
        mv("mav", "Spyyyder", "Saurian", "099", 452, is_maverick=True),
        mv("ano", "Memolith", "Saurian", "A04", 453, "Artifact", is_anomaly=True),
        mv("leg", "Mark of Dis", "Dis", "011", 479, "Action"),
        mv("pt", "Larápio", "Shadows", "315", 341),
        mv("enh", "Urchin", "Shadows", "315", 341, is_enhanced=True),
    ]
    response = {"data": {"id": "00000000-0000-0000-0000-0000000000AB", "name": "Test", "expansion": 874,
                         "set_era_cards": {"Legacy": ["leg"], "Anomaly": ["ano"]},
                         "bonus_icons": [{"card_id": "enh", "bonus_icons": ["draw", "Dis"]}],
                         "_links": {"houses": ["Dis", "Saurian", "Shadows"],
                                    "cards": ["g-art", "g-base", "mav", "ano", "leg", "pt", "enh", "enh"]}},
                "_linked": {"cards": linked}}
    deck = read_deck(json.dumps(response), "t.json")
    assert deck.keyforge_id == "00000000-0000-0000-0000-0000000000ab" and deck.set == "MoMu"
    got = [(c.name, c.id, c.set, c.number, c.house, c.maverick, c.legacy, c.anomaly, c.enhancements, c.enhanced,
            c.source_title) for c in deck.cards]
    assert got == [
        ("Wretched Anathema", "wretched-anathema2", "MoMu", "023", "dis", False, False, False, [], False, None),
        ("Wretched Anathema", "wretched-anathema", "MoMu", "023", "dis", False, False, False, [], False, None),
        ("Spyyyder", "spyyyder", "WC", "099", "saurian", True, False, False, [], False, None),
        ("Memolith", "memolith", "WC", "A04", "saurian", False, False, True, [], False, None),
        ("Mark of Dis", "mark-of-dis", "MM", "011", "dis", False, True, False, [], False, None),
        ("Urchin", "urchin", "CotA", "315", "shadows", False, False, False, [], False, "Larápio"),
        ("Urchin", "urchin", "CotA", "315", "shadows", False, False, False, ["dis", "draw"], False, None),
        ("Urchin", "urchin", "CotA", "315", "shadows", False, False, False, [], True, None),
    ]


@needs_shared
def test_cockatrice_gigantic_halves_alternate():
    cod = ('<cockatrice_deck><deckname>G</deckname><zone name="main"><card number="4" name="Wretched Anathema"/>'
           '<card number="2" name="x" setShortName="MoMu" collectorNumber="318"/></zone></cockatrice_deck>')
    assert [c.id for c in read_deck(cod).cards] == ["wretched-anathema", "wretched-anathema2"] * 2 + [
        "cadet-allison", "cadet-allison2"]


@needs_shared
def test_keyteki_and_aember_json_carry_prophecies_and_the_archon_power():
    from aember.engine.setup import deck_archon_power, deck_prophecies

    obj = json.loads((FORMATS_DIR / "keyteki__mehitable-host-of-the-rustling-repository.json").read_text())
    obj["cards"] += [{"id": t, "count": 1, "isNonDeck": True}
                     for t in ("overreach", "bad-omen", "stars-aligned", "the-early-bird", "tinkerer")]
    deck = read_deck(json.dumps(obj), fmt="keyteki")
    assert len(deck.cards) == 36
    assert deck_prophecies(deck) == ["Overreach", "Bad Omen", "Stars Aligned", "The Early Bird"]
    assert deck_archon_power(deck) == "Tinkerer"
    again = read_deck(json.dumps(deck.to_json()))       # aember JSON keeps them, in order
    assert deck_prophecies(again) == deck_prophecies(deck) and deck_archon_power(again) == "Tinkerer"


@needs_shared
def test_keyteki_prophecy_ids_pair_the_sides_of_one_card():
    from aember.engine.setup import deck_prophecies

    obj = json.loads((FORMATS_DIR / "keyteki__mehitable-host-of-the-rustling-repository.json").read_text())
    obj["cards"] += [{"id": t, "count": 1, "isNonDeck": True, "prophecyId": pid}
                     for t, pid in (("overreach", 1), ("stars-aligned", 2), ("bad-omen", 1), ("the-early-bird", 2))]
    deck = read_deck(json.dumps(obj), fmt="keyteki")
    assert deck_prophecies(deck) == ["Overreach", "Bad Omen", "Stars Aligned", "The Early Bird"]


def test_a_billion_copies_is_refused_at_once_not_built():
    # "count": 1e9 had built a billion card entries (the memory filled; a web upload could do it too)
    deck = {"name": "x", "houses": ["brobnar", "dis", "logos"], "cards": [{"name": "Anger", "count": 10**9}]}
    with pytest.raises(DeckError, match="1000000000 copies cannot be in a 36-card deck"):
        read_deck(json.dumps(deck), "big.json", fmt="aember")


@needs_shared
def test_huge_or_infinite_counts_in_keyteki_cockatrice_and_dok_files():
    kt = json.loads((FORMATS_DIR / "keyteki__mehitable-host-of-the-rustling-repository.json").read_text())
    kt["cards"][0]["count"] = 10**9
    with pytest.raises(DeckError, match="1000000000 copies cannot be in a 36-card deck"):
        read_deck(json.dumps(kt), "kt.json")
    with pytest.raises(DeckError, match="not a whole number"):         # had been OverflowError
        read_deck(json.dumps(kt).replace("1000000000", "1e400"), "kt.json")
    cod = (FORMATS_DIR / "cockatrice__sua-majestade-jones.cod").read_text()
    import re
    with pytest.raises(DeckError, match="copies cannot be in a 36-card deck"):
        read_deck(re.sub(r'number="\d+"', 'number="1000000000"', cod, count=1), "big.cod")
    dok = json.loads((FORMATS_DIR / "dok-deck__bey-terrible-forum-musician.json").read_text())
    card = (dok.get("deck") or dok)["housesAndCards"][0]["cards"][0]
    for value in ("1000000000", "1e400"):      # a billion bonus icons (memory), infinity (OverflowError)
        card["bonusAember"] = 7777
        deck = read_deck(json.dumps(dok).replace("7777", value), "dok.json")
        assert len(deck.cards) == 36 and all(len(c.enhancements) < 100 for c in deck.cards)


def test_a_utf16_byte_order_mark_then_no_utf16_is_a_deck_error():
    for raw in (b"\xff\xfe\x00\xd8", b"\xfe\xff\x00"):     # a lone surrogate half; cut short
        with pytest.raises(DeckError, match="not UTF-16 text after its byte-order mark"):
            read_deck(raw, "u16.txt")

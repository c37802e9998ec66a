"""check_deck: deck legality, with the entry and the card named in every error."""

from __future__ import annotations

import copy

import pytest

from aember.carddb import find_cards_json
from aember.decks import DeckCard, check_deck, read_deck, starter_deck
from aember.decks.check import Problem, errors

needs_cards = pytest.mark.skipif(find_cards_json() is None,
                                 reason="shared/cards/cards.json not found beside the checkout")


@pytest.fixture(autouse=True)
def _private_home(tmp_path, monkeypatch):
    monkeypatch.setenv("AEMBER_HOME", str(tmp_path / "home"))


@pytest.fixture
def nothing_implemented(monkeypatch):
    import aember.cards.registry as registry

    monkeypatch.setattr(registry, "is_implemented", lambda title: False)


@pytest.fixture
def onyx():
    return copy.deepcopy(starter_deck("onyx"))


def _messages(problems, level="error"):
    return [p.message for p in problems if p.level == level]


@needs_cards
def test_starter_decks_are_legal(nothing_implemented):
    for key in ("onyx", "argus"):
        problems = check_deck(starter_deck(key))
        assert not errors(problems)
        (warning,) = problems
        assert warning.level == "warning"
        assert warning.message.startswith("30 card titles in the deck are not implemented in aember yet: ")


@needs_cards
def test_unimplemented_warning_lists_only_missing_titles(onyx, monkeypatch):
    import aember.cards.registry as registry

    monkeypatch.setattr(registry, "is_implemented", lambda title: title != "Anger")
    (w,) = check_deck(onyx)
    assert w.message == "1 card title in the deck is not implemented in aember yet: Anger"
    assert check_deck(onyx, check_implemented=False) == []


@needs_cards
def test_wrong_card_count(onyx):
    onyx.cards.pop()
    assert _messages(check_deck(onyx, check_implemented=False)) == [
        "the deck has 35 cards; a deck has 36", "house Shadows has 11 cards; each house has 12"]


@needs_cards
def test_wrong_house_count(onyx):
    onyx.houses = ["brobnar", "dis"]
    msgs = _messages(check_deck(onyx, check_implemented=False))
    assert "the deck has 2 houses (brobnar, dis); a deck has 3" in msgs
    assert any(m.startswith("card #25: 'Nerve Blast' is in house Shadows, which is not one of the deck's houses")
               for m in msgs)


@needs_cards
def test_not_a_house(onyx):
    onyx.houses[2] = "klingon"
    assert "'klingon' is not a KeyForge house" in _messages(check_deck(onyx, check_implemented=False))


@needs_cards
def test_unknown_title_names_the_entry_and_suggests(onyx):
    onyx.cards[3].name = "Warsnog"
    onyx.cards[3].id = None
    (p,) = check_deck(onyx, check_implemented=False)
    msg = "card #4: 'Warsnog' is not a known card; did you mean 'Warsong' or 'Waste Not'?"
    assert p == Problem("error", msg, "Warsnog", "card #4")
    assert str(p) == "error: " + msg


@needs_cards
def test_unknown_title_without_a_close_match(onyx):
    onyx.cards[0].name = "Qqqqqqqqqqqq"
    onyx.cards[0].id = None
    (p,) = check_deck(onyx, check_implemented=False)
    assert p.message == "card #1: 'Qqqqqqqqqqqq' is not a known card"


@needs_cards
def test_unknown_keyteki_id_gets_a_suggestion():
    deck = read_deck('{"name": "K", "houses": ["brobnar", "dis", "shadows"], "expansion": 341, '
                     '"cards": [{"id": "ganger-chieftian", "count": 1}]}', "k.json")
    msgs = _messages(check_deck(deck, check_implemented=False))
    assert msgs[0] == ("card entry 1: 'ganger-chieftian' is not a known card; "
                       "did you mean 'Ganger Chieftain' or 'Mega Ganger Chieftain'?")


@needs_cards
def test_card_out_of_its_house_needs_the_maverick_flag(onyx):
    onyx.cards[0].house = "dis"          # Anger is a Brobnar card
    problems = check_deck(onyx, check_implemented=False)
    assert "card #1: 'Anger' is a Brobnar card in Dis but is not marked maverick" in _messages(problems, "warning")
    assert "house Dis has 13 cards; each house has 12" in _messages(problems)
    onyx.cards[0].maverick = True
    assert not _messages(check_deck(onyx, check_implemented=False), "warning")


@needs_cards
def test_card_without_a_house(onyx):
    onyx.cards[5].house = ""
    assert "card #6: 'Valdr' has no house (put it under one of the deck's houses)" in \
        _messages(check_deck(onyx, check_implemented=False))


@needs_cards
def test_bad_bonus_icon(onyx):
    onyx.cards[0].enhancements = ["capture", "sparkles"]
    assert _messages(check_deck(onyx, check_implemented=False)) == ["card #1: 'Anger': 'sparkles' is not a bonus icon"]


@needs_cards
def test_token_creature_is_not_counted(onyx):
    onyx.cards.append(DeckCard(name="Berserker", house="brobnar", set="WoE", number="053", id="berserker"))
    problems = check_deck(onyx, check_implemented=False)
    assert problems == [Problem("warning", "card #37: 'Berserker' is a token creature card, not one of the "
                                "deck's cards; it is not counted", "Berserker", "card #37")]


@needs_cards
def test_gigantic_halves_count_as_cards_and_must_pair():
    text = "Giant\nSet: MoMu\nDis\n2 Wretched Anathema\n10 Drecker\nLogos\n12 Daughter\nStar Alliance\n12 Subdue\n"
    deck = read_deck(text, "g.txt")
    assert not check_deck(deck, check_implemented=False)
    deck = read_deck(text.replace("2 Wretched Anathema\n10 Drecker", "3 Wretched Anathema\n9 Drecker"), "g.txt")
    assert _messages(check_deck(deck, check_implemented=False)) == [
        "'Wretched Anathema' (Dis): a gigantic creature needs both halves; the deck has 2 bottom and 1 top halves"]


@needs_cards
def test_copies_from_one_line_share_one_error():
    deck = read_deck("Deck\nBrobnar\n3 Trol\n", "d.txt")
    unknown = [p for p in check_deck(deck) if "not a known card" in p.message]
    assert len(unknown) == 1 and unknown[0].where == "line 3"


def test_nameless_deck_and_missing_database(monkeypatch):
    import aember.decks.check as check_mod
    from aember.decks.cardindex import CardIndex

    monkeypatch.setattr(check_mod, "card_index", lambda: CardIndex([], {}))
    deck = copy.deepcopy(starter_deck("argus"))
    deck.name = " "
    problems = check_deck(deck, check_implemented=False)
    assert _messages(problems) == ["the deck has no name"]
    assert _messages(problems, "warning") == [
        "the card database (cards.json) was not found: card titles were not checked"]


@needs_cards
def test_an_unimplemented_token_reference_card_is_reported_and_the_deck_refused(onyx, monkeypatch):
    import aember.cards.registry as registry
    from aember.engine import setup

    onyx.token = "Grumpus"
    real = registry.is_implemented
    monkeypatch.setattr(registry, "is_implemented", lambda title: title != "Grumpus" and real(title))
    real_get = setup.get_card
    monkeypatch.setattr(setup, "get_card", lambda title: None if title == "Grumpus" else real_get(title))
    (w,) = check_deck(onyx)
    assert w.message == "1 card title in the deck is not implemented in aember yet: Grumpus"
    assert "Grumpus" in (setup.unplayable_reason(onyx) or "")


def test_a_file_that_is_no_deck_names_only_a_few_of_its_unknown_titles(onyx):
    """A README read as a card list (simulate --gauntlet over a folder) has hundreds of 'titles': the reason a deck
    cannot be played names five and counts the rest, one readable line."""
    from aember.decks.model import DeckCard
    from aember.engine import setup

    onyx.cards = [DeckCard(name=f"| row {i} of a table |", house="brobnar") for i in range(40)]
    reason = setup.unplayable_reason(onyx) or ""
    assert "40 of its cards" in reason and reason.endswith("and 35 more")
    assert reason.count("| row ") == 5

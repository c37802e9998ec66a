"""Every implemented card's `text=` is the project's own wording of the card, never the publisher's.

The measure is /work/notes/textcheck.py's: both texts are normalised (typographic quotes and dashes made plain,
reminder text in parentheses dropped, lower case, whitespace collapsed) and compared with difflib's
SequenceMatcher ratio against each printed version of the card; a text over 60 characters whose best ratio is
above 0.93 is too close. The printed texts come from ../shared/cards/cards.json (the packaged database carries
no texts, on purpose), so the similarity code lives here and nowhere in the package.
"""

import difflib
import json
import re

import pytest

from aember.carddb import normalize_title, shared_cards_json
from aember.cards.registry import all_cards

SHARED_CARDS = shared_cards_json()
THRESHOLD = 0.93
MIN_LENGTH = 60

# Titles exempt from the check while other helpers are still editing their files (dt/unfathomable.py,
# dt/staralliance.py, dt/untamed.py, woe/*, gr/*): the lead empties this list after merging their branches and
# rewording what the check then reports. Nothing else may be added here. Empty at the time of writing: no card
# in those files was flagged on this branch.
ALLOWED_PRINTED_WORDING: frozenset[str] = frozenset()

_PLAIN = str.maketrans({"\u2019": "'", "\u201c": '"', "\u201d": '"', "\u2013": "-", "\u2014": "-"})


def normalise(text: str) -> str:
    text = re.sub(r"\([^)]*\)", "", text.translate(_PLAIN))  # reminder text
    return " ".join(text.lower().split())


def similarity(mine: str, printed_versions: list[str]) -> float:
    """The best ratio of the project's text against any printed version of the card (0 if none)."""
    m = normalise(mine)
    return max((difflib.SequenceMatcher(None, m, normalise(p)).ratio() for p in printed_versions), default=0.0)


def too_close(mine: str, printed_versions: list[str]) -> bool:
    return len(normalise(mine)) > MIN_LENGTH and similarity(mine, printed_versions) > THRESHOLD


def _printed_texts() -> dict[str, list[str]]:
    assert SHARED_CARDS is not None
    printed: dict[str, list[str]] = {}
    for r in json.loads(SHARED_CARDS.read_text(encoding="utf-8")):
        key = normalize_title(r["name"]) + (" (evil twin)" if r["is_evil_twin"] else "")
        printed.setdefault(key, []).append(r["text"] or "")
    return printed


def _flagged(printed: dict[str, list[str]]) -> dict[str, float]:
    return {d.title: similarity(d.text, printed.get(key, [""]))
            for key, d in all_cards().items() if too_close(d.text, printed.get(key, [""]))}


def test_the_measure_flags_printed_wording_and_not_a_paraphrase():
    printed = ["Play: Deal 4D to each creature. Gain 2 chains. Your opponent loses 1Æ. (Reminder text is ignored.)"]
    assert similarity("Play: Deal 4D to each creature. Gain 2 chains. Your opponent loses 1Æ.", printed) == 1.0
    assert too_close("Play:  Deal 4D to each creature.\nGain 2 chains. Your opponent loses 1Æ.", printed)
    assert too_close("Play: Deal 4D to each creature. You gain 2 chains. Your opponent loses 1Æ.", printed)
    assert not too_close("Play: Every creature is dealt 4D. You gain 2 chains and the opponent loses 1Æ.", printed)
    assert not too_close("Play: Deal 4D to each creature.", ["Play: Deal 4D to each creature."])  # short


@pytest.mark.skipif(SHARED_CARDS is None, reason="../shared/cards/cards.json is not present")
def test_no_card_text_is_the_printed_wording():
    flagged = _flagged(_printed_texts())
    offending = {t: r for t, r in flagged.items() if t not in ALLOWED_PRINTED_WORDING}
    listing = "\n".join(f"  {r:.2f} {t}" for t, r in sorted(offending.items(), key=lambda x: (-x[1], x[0])))
    assert not offending, (f"{len(offending)} card texts are (nearly) the printed wording - reword them "
                           f"({len(ALLOWED_PRINTED_WORDING)} allowed by ALLOWED_PRINTED_WORDING):\n{listing}")


@pytest.mark.skipif(SHARED_CARDS is None, reason="../shared/cards/cards.json is not present")
def test_the_allow_list_holds_only_cards_still_flagged():
    flagged = _flagged(_printed_texts())
    stale = sorted(ALLOWED_PRINTED_WORDING - set(flagged))
    assert not stale, (f"{len(stale)} of the {len(ALLOWED_PRINTED_WORDING)} titles in ALLOWED_PRINTED_WORDING "
                       f"are not (or no longer) flagged; remove them: {stale}")

"""Every card of the 44 Call of the Archons decks in ../shared/decks is implemented."""

from pathlib import Path

import pytest

from aember.engine.setup import unimplemented
from aember.soak import deck_folder

DECKS = Path(__file__).resolve().parent.parent.parent / "shared" / "decks"


@pytest.mark.skipif(not DECKS.is_dir(), reason="../shared/decks is not present")
def test_every_card_of_the_cota_decks_is_implemented():
    decks = deck_folder(str(DECKS), "CotA")
    assert len(decks) == 44
    missing = {d.name: unimplemented(d) for d in decks if unimplemented(d)}
    assert missing == {}

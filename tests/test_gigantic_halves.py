"""A gigantic creature's two cards out of play: each half has its own face (001:2148-2163)."""

from pathlib import Path

import pytest

from aember.decks import read_deck_file
from aember.engine.serialize import dumps, loads
from aember.engine.setup import new_game

DECK = Path("/work/shared/decks/mm__tulio-chefe-do-arquivo-repugnante.json")


@pytest.mark.skipif(not DECK.exists(), reason="shared decks not present")
def test_deck_gives_each_half_its_face_and_the_top_half_the_icons():
    d = read_deck_file(str(DECK))
    d = d[0] if isinstance(d, list) else d
    g = new_game(d, d, seed=1)
    for p in (0, 1):
        halves = [c for c in g.cards if c.owner == p and c.defn.title == "Deusillus"]
        tops = [c for c in halves if c.defn.whole is not None]
        bottoms = [c for c in halves if c.defn.top_half is not None]
        assert len(tops) == 1 and len(bottoms) == 1
        top, bottom = tops[0], bottoms[0]
        assert (top.defn.power, top.defn.armor, top.defn.keywords, top.defn.play) == (0, 0, {}, None)
        assert bottom.defn.power == 20 and bottom.defn.play is not None
        assert (top.defn.house, top.defn.type) == (bottom.defn.house, bottom.defn.type)
        # the list gives the draw enhancement to the bottom half's record: the top half has the bonus icons
        assert g.bonus_icons(top.cid) == ["draw"] and g.bonus_icons(bottom.cid) == []
        assert g.halves_match(top.cid, bottom.cid) and not g.halves_match(top.cid, top.cid)
    g2 = loads(dumps(g))
    assert [c.defn for c in g2.cards] == [c.defn for c in g.cards]

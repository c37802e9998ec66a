"""Cards facedown under another card (LATER-MECHANICS 13, open point with its default): the player who controls
the card they are under may look at them, the other player may not, even when that other player owns them."""

from aember.engine.state import Rng
from aember.scenario import Scenario


def _game():
    # p1 controls Replay Pod; under it lie Troll (p1's) and Krump (p2's: a Mars creature p1 had taken, destroyed)
    s = Scenario({"name": "position", "setup": {
        "house": "mars",
        "p1": {"deck": ["Dust Pixie", "Anger", "Punch", "Bumpsy"],
               "artifacts": [{"card": "Replay Pod", "under": ["Troll", {"card": "Krump", "owner": "p2"}]}]},
        "p2": {"deck": ["Mighty Tiger", "Lifeward", "Doc Bookton", "Fear"]}}, "moves": []})
    s.check_cards()
    s.build()
    return s.game


def _pod(g, view, side):
    return next(a for a in view["players"][side]["artifacts"] if a["title"] == "Replay Pod")


def _cid(g, title):
    return next(c.cid for c in g.cards if c.defn.title == title)


def test_the_controller_of_the_card_sees_the_cards_facedown_under_it_the_other_player_does_not():
    g = _game()
    troll, krump = _cid(g, "Troll"), _cid(g, "Krump")
    assert g.cards[krump].zone == "under" and g.cards[krump].owner == 1
    mine = _pod(g, g.view(0), 0)["under"]
    assert sorted(u["title"] for u in mine) == ["Krump", "Troll"]
    theirs = _pod(g, g.view(1), 0)["under"]
    assert theirs == [None, None]            # p2 may not look, not even at its own Krump
    assert g.cards[troll].zone == "under"


def test_determinize_redeals_every_card_hidden_from_the_player_whoever_owns_it():
    g = _game()
    troll, krump = _cid(g, "Troll"), _cid(g, "Krump")
    r = Rng(7)
    # p1 controls the Pod: nothing under it is re-dealt for p1
    assert {(g.determinize(0, r).cards[troll].defn.title, g.determinize(0, r).cards[krump].defn.title)
            for _ in range(10)} == {("Troll", "Krump")}
    worlds = [g.determinize(1, r) for _ in range(60)]
    # p2 sees neither: Troll is re-dealt among p1's hidden cards, Krump among p2's own deck
    assert len({w.cards[troll].defn.title for w in worlds}) > 1
    assert len({w.cards[krump].defn.title for w in worlds}) > 1
    assert {w.cards[krump].defn.title for w in worlds} <= {"Krump", "Mighty Tiger", "Lifeward", "Doc Bookton", "Fear"}

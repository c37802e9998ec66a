"""The soak's invariants (aember/soak.py check_invariants) on built positions: each fault they found stays fixed."""

from aember.scenario import Scenario
from aember.soak import _out_of_play_clean, check_invariants


def _game(setup: dict):
    s = Scenario({"name": "position", "setup": setup, "moves": []})
    s.check_cards()
    s.build()
    return s.game


def _cid(g, title):
    return next(c.cid for c in g.cards if c.defn.title == title)


def test_a_card_discarded_from_under_a_card_leaving_play_is_on_nothing():
    # "When a card that is in play leaves play … all upgrades on the card are discarded" and the cards under it go
    # with it (001:2322-2327; LATER-MECHANICS 13): once in the discard pile a card is under no card
    g = _game({"house": "mars",
               "p1": {"deck": ["Dust Pixie", "Anger", "Punch", "Bumpsy"],
                      "artifacts": [{"card": "Replay Pod", "under": ["Troll"]}]},
               "p2": {"deck": ["Mighty Tiger", "Lifeward", "Doc Bookton", "Fear"]}})
    pod, troll = _cid(g, "Replay Pod"), _cid(g, "Troll")
    check_invariants(g)
    g.move(pod, "discard")       # as a destroyed artifact goes (001:2322-2327)
    assert g.cards[troll].zone == "discard"
    assert g.cards[troll].host == -1
    _out_of_play_clean(g, g.cards[troll])


def test_an_action_card_played_from_under_jargogle_is_under_nothing_in_the_discard_pile():
    # Jargogle: "Destroyed: Play the card beneath Jargogle" - the action card resolves and goes to the discard pile
    s = Scenario({"name": "position", "setup": {
        "house": "logos",
        "p1": {"houses": ["logos", "brobnar", "untamed"], "deck": ["Dust Pixie", "Anger", "Punch", "Bumpsy"] * 2,
               "battleline": [{"card": "Jargogle", "under": ["Virtuous Works"]}]},
        "p2": {"deck": ["Mighty Tiger", "Lifeward", "Doc Bookton", "Fear"] * 2, "battleline": ["Troll"]}},
        "moves": [{"fight": {"with": "Jargogle", "target": "Troll"}}]})
    s.run()
    g = s.game
    anger = _cid(g, "Virtuous Works")
    assert g.cards[anger].zone == "discard"
    _out_of_play_clean(g, g.cards[anger])
    check_invariants(g)


def test_a_creature_destroyed_by_the_first_of_two_lasting_effects_keeps_no_lasting_effect():
    # Shrink-ray Technician's Scrap: the most powerful enemy creature "counts as having 1 power and 0 armor" for the
    # rest of the turn; with 2 damage on it it is destroyed, and a card that has left play has no lasting effect on
    # it (001:2326-2327): none is left aimed at it in the discard pile
    s = Scenario({"name": "position", "setup": {
        "house": "mars",
        "p1": {"houses": ["mars", "brobnar", "untamed"], "deck": ["Dust Pixie", "Anger", "Punch", "Bumpsy"] * 2,
               "hand": ["Shrink-ray Technician"]},
        "p2": {"deck": ["Mighty Tiger", "Lifeward", "Doc Bookton", "Fear"] * 2,
               "battleline": [{"card": "Troll", "damage": 2}]}},
        "moves": []})
    s.check_cards()
    s.build()
    g = s.game
    g.apply(("discard", _cid(g, "Shrink-ray Technician")))
    troll = _cid(g, "Troll")
    assert g.cards[troll].zone == "discard"
    assert [le for le in g.lasting if le.get("target") == troll] == []
    check_invariants(g)


def test_pupgrade_turned_creature_is_on_no_card():
    # Pupgrade played as an upgrade: "Destroyed: put Pupgrade on the right flank as a ready creature" (WoE 301)
    s = Scenario({"name": "position", "setup": {
        "house": "staralliance",
        "p1": {"hand": ["Pupgrade", "Quintrino Warp"], "battleline": ["Bumpsy", "Troll", "Urchin"]},
        "p2": {"battleline": ["Krump"]}},
        "moves": [{"play": {"card": "Pupgrade", "as": "upgrade", "target": "Troll"}}, {"play": "Quintrino Warp"},
                  {"select": "Troll"}]})
    s.run()
    g = s.game
    pup = _cid(g, "Pupgrade")
    assert g.cards[pup].zone == "battleline"
    assert g.cards[pup].host == -1
    check_invariants(g)


def test_a_creature_destroyed_by_a_lasting_effect_gets_no_later_one_of_the_same_ability():
    # Spectral Tunneler: "For the remainder of the turn, that creature is considered a flank creature and gains,
    # 'Reap: Draw a card.'" - a damaged middle Gub loses its +5 power as a flank and is destroyed before it gains the
    # Reap: ability; a card that has left play has no lasting effect on it (001:2326-2327)
    s = Scenario({"name": "position", "setup": {
        "house": "logos",
        "p1": {"artifacts": ["Spectral Tunneler"]},
        "p2": {"battleline": ["Krump", {"card": "Gub", "damage": 3}, "Troll"]}},
        "moves": [{"action": "Spectral Tunneler"}, {"select": "Gub"}]})
    s.run()
    g = s.game
    gub = _cid(g, "Gub")
    assert g.cards[gub].zone == "discard"
    assert [le for le in g.lasting if le.get("target") == gub] == []
    check_invariants(g)

"""Honest views, fuzzed with twin states: at decision points of random games (decks of every set, and real decks), a
twin of the game is made that differs only in what one player may not know - which cards are in the opponent's hand
and archives, the order of both decks, the reverse side of the opponent's token creatures, the cards facedown under a
card that player does not control, the opponent's fate cards - and that player's view of the two must be the same:
the cards, the counts, the log lines they may read, the decision as they see it (001:1596-1604 archives; 2328-2332
hand and deck; 2784-2792 token creatures; LATER-MECHANICS 6.2 fate cards, 13 cards under). Then the same answer is
given in both: if the views after it still agree on everything but the log, the log lines differ only by a leak.
No card id hidden from the player may be shown to them either if they saw that card before: the id names it (a token
creature's id is that of the card facedown under it)."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from aember.engine.game import Game
from aember.engine.prophecy import PROPHECY
from aember.engine.setup import new_game
from aember.engine.state import (
    ARCHIVES,
    ARTIFACTS,
    BATTLELINE,
    DECK,
    DISCARD,
    GRAFTED,
    HALF,
    HAND,
    LIMBO,
    PURGED,
    UNDER,
    UPGRADE,
    Rng,
)
from aember.web.server import answer_words
from tests.test_engine_api import _position

OPEN = (DISCARD, PURGED, ARTIFACTS, UPGRADE, GRAFTED, HALF, LIMBO)
SHARED_DECKS = Path(__file__).resolve().parent.parent.parent / "shared" / "decks"
SETS = ("CotA", "AoA", "WC", "MM", "DT", "WoE", "GR", "MG2024", "AS", "ToC", "MoMu", "PV", "CC", "DM", "VM25")


def _faceup_under(g: Game, host: int) -> bool:
    """Cards under this card lie faceup (Cauldron): read here from the card's text, not from the engine's own answer."""
    return any(st.kind == "faceup_under" for st in g.face(host).statics)


def hidden_pools(g: Game, p: int) -> dict[int, list[int]]:
    """The cards whose identity `p` may not know, by owner (a card's identity may only be swapped with another card
    of its owner's: the deck list is public)."""
    o = 1 - p
    pools: dict[int, list[int]] = {0: [], 1: []}
    for q, pl in enumerate(g.players):
        deck = pl.deck[1:] if pl.deck and g.top_revealed(q) else pl.deck     # Near-Future Lens: the top is seen
        pools[q] += deck
    opp = g.players[o]
    pools[o] += opp.hand
    for cid in opp.archives:        # the opponent's archives, whoever owns the cards (Yzphyz Knowdrone FAQ)
        c = g.cards[cid]
        if not any(st.kind == "faceup_in_archives" for st in c.defn.statics):
            pools[c.owner].append(cid)
    for c in g.cards:
        if c.zone == BATTLELINE and c.is_token_creature and c.owner != p:
            pools[c.owner].append(c.cid)
        elif c.zone == UNDER and g.cards[c.host].controller != p and not _faceup_under(g, c.host):
            pools[c.owner].append(c.cid)
        elif c.zone == PROPHECY and c.owner != p:
            pools[c.owner].append(c.cid)
    return pools


def twin(g: Game, p: int, rng: Rng, known: set[int] = frozenset()) -> Game:
    """A copy of g whose cards hidden from p are dealt anew among the places hidden from p (per owner); those in
    `known` (seen by p before they went where p cannot see them) stay, and so does a card archived faceup (The
    Archivist): dealt into archives it would be seen there, so where it is not is known too."""
    t = g.clone()
    for pool in hidden_pools(t, p).values():
        cids = [c for c in pool if c not in known
                and not any(st.kind == "faceup_in_archives" for st in t.cards[c].defn.statics)]
        faces = [(t.cards[c].defn, t.cards[c].house, t.cards[c].enhancements) for c in cids]
        rng.shuffle(faces)
        for cid, (d, h, e) in zip(cids, faces, strict=True):
            t.cards[cid].defn, t.cards[cid].house, t.cards[cid].enhancements = d, h, e
    t.dirty()
    return t


def _ids(x, out: set[int], key: str | None = None) -> set[int]:
    if isinstance(x, dict):
        for k, v in x.items():
            _ids(v, out, k)
    elif isinstance(x, list | tuple):
        for v in x:
            _ids(v, out, key)
    elif isinstance(x, int) and not isinstance(x, bool) and key in ("id", "options", "default"):
        out.add(x)
    return out


def shown_hidden_ids(g: Game, p: int, known: set[int]) -> set[int]:
    """Ids of cards hidden from p shown in p's view: a card in the view, or an option of p's own decision that is a
    card of the opponent's hidden from p (p's own deck cards among p's options are cards p looks at). An id says
    which card it is only to a player who saw that card before (`known`): ids are dealt in shuffled order."""
    v = g.view(p)
    dec = v.pop("decision")
    hidden = {c for cids in hidden_pools(g, p).values() for c in cids}
    shown = _ids(v, set()) & hidden
    if dec and dec["player"] == p and dec["kind"] in ("target", "targets", "order") and not _looking(g, p):
        theirs = {c for c in hidden if g.cards[c].zone != DECK}     # a deck's cards among p's options: looked at
        shown |= _ids(dec, set()) & theirs
    # not checked: a token creature made from a card p saw before it was shuffled into its deck; ids are dealt in
    # shuffled order (setup) but keep to their cards through later shuffles, so such a token's id still names it
    return {c for c in shown & known if not (g.cards[c].zone == BATTLELINE and g.cards[c].is_token_creature)}


def _looking(g: Game, p: int) -> bool:
    """p's decision is among cards p looks at or that are revealed (Brain Drain, a hand or archives discarded: the
    cards go to a public pile, in the order p chooses)."""
    return "discard pile" in g.decision.prompt or any(w in t for t in g.log_for(p)[-3:]
                                                      for w in ("reveal", "look", "'s hand: "))


def _reveals(line: str) -> bool:
    """A line that says a card is shown ("reveals", "looks at", discarded, played): its card may be one hidden
    before, and gone from sight again by the end of the step (a discard pile shuffled into the deck)."""
    return any(w in line for w in ("reveal", "look", "'s hand: ", "discard", " plays "))


def _strip_log(v: dict) -> dict:
    return {k: x for k, x in v.items() if k != "log"}


def seen_now(g: Game, p: int) -> set[int]:
    """The cards p sees now (their identity is known to p from now on, until p can no longer follow them)."""
    return {c.cid for c in g.cards if c.zone in OPEN or (c.zone == BATTLELINE and not (
        c.is_token_creature and c.owner != p)) or (c.zone in (HAND, ARCHIVES) and g.players[p].zone_list(c.zone)
                                                      and c.cid in g.players[p].zone_list(c.zone))}


def check_point(g: Game, p: int, rng: Rng, answer, known: set[int] = frozenset()) -> list[str]:
    """The leaks found at this decision point for player p ([] if none). `known`: the cards p has seen."""
    found = []
    t = twin(g, p, rng)
    v, tv = g.view(p), t.view(p)
    if v != tv:
        diff = {k: (v[k], tv[k]) for k in v if v[k] != tv[k]}
        if "players" in diff:
            diff["players"] = [{k: (a[k], b[k]) for k in a if a[k] != b[k]}
                               for a, b in zip(*diff["players"], strict=True)]
        found.append(f"view of p{p + 1} differs: {diff}")
    if g.decision is not None and g.decision.player == p:
        # the words the web client shows beside each answer (aember/web/server.py), but for cards of a deck that
        # p looks at
        words, twords = answer_words(g), answer_words(t)
        hidden = {c for pool in hidden_pools(g, p).values() for c in pool} if _looking(g, p) else set()
        looked = [i for i, o in enumerate(g.decision.options) if isinstance(o, int) and not isinstance(o, bool)
                  and 0 <= o < len(g.cards) and (g.cards[o].zone == DECK or o in hidden)]
        if [w for i, w in enumerate(words) if i not in looked] != [w for i, w in enumerate(twords) if i not in looked]:
            found.append(f"answer words for p{p + 1} differ: {words} / {twords}")
    ids = shown_hidden_ids(g, p, known)
    if ids:
        found.append(f"p{p + 1} is shown ids of hidden cards: {[(i, g.cards[i].zone) for i in ids]}")
    if found or g.over:
        return found
    # the same answer in both (when the twin has it): the log lines p reads may differ only with the state p sees;
    # the cards p has seen and could follow stay as they are (Blast from the Past archives a card from the discard
    # pile, then reads its power)
    if g.decision.player == p:      # cards p chooses among are cards p sees (a deck's top cards looked at)
        known = known | set(_ids(g.decision.to_json(), set()))
    t = twin(g, p, rng, known)
    try:
        t.apply(answer)
    except Exception:       # the twin's decision differs (the decider sees the swapped cards): not comparable
        return found
    g2 = g.clone()
    g2.apply(answer)
    v, tv = g2.view(p), t.view(p)
    n = len(g.log_for(p))
    new, tnew = v["log"][n:], tv["log"][n:]
    played = [[x.defn.title for x in y.cards if x.zone == LIMBO] for y in (g2, t)]     # cards being played: open
    if _strip_log(v) == _strip_log(tv) and new != tnew and played[0] == played[1] and (
            len(new) != len(tnew) or not any(a != b and _reveals(a) for a, b in zip(new, tnew, strict=True))):
        found.append(f"log lines for p{p + 1} differ after {answer!r}: {new} / {tnew}")
    return found


def _hidden_kinds(g: Game) -> set[str]:
    kinds = {"hand"} if any(pl.hand for pl in g.players) else set()
    for c in g.cards:
        if c.zone == BATTLELINE and c.is_token_creature:
            kinds.add("token")
        elif c.zone in (UNDER, PROPHECY, ARCHIVES):
            kinds.add(c.zone)
    return kinds


def shared_decks() -> list:
    from aember.decks.model import load_deck_file
    from aember.engine.setup import unplayable_reason

    out = []
    for path in sorted(SHARED_DECKS.glob("*.json")):
        try:
            d = load_deck_file(path)
        except Exception:
            continue
        if unplayable_reason(d) is None:
            out.append(d)
    return out


def generated_decks(n: int, start: int = 0) -> list:
    from aember.decks.generate import generate_deck
    from aember.engine.setup import unplayable_reason

    out = []
    for i in range(start, start + n):
        for s in SETS:
            try:
                d = generate_deck(s, f"hide-{s}-{i}", implemented_only=True)
            except Exception:
                continue
            if unplayable_reason(d) is None:
                out.append(d)
    return out


def fuzz(decks: list, games: int, points: int, seed: int = 0, turn_cap: int = 30,
         seen: Counter | None = None) -> list[str]:
    """Play `games` random games between decks picked from `decks`, checking about `points` decision points each;
    `seen` counts the checked points that had something hidden of each kind."""
    leaks: list[str] = []
    rng = Rng(seed)
    for gi in range(games):
        a, b = decks[rng.below(len(decks))], decks[rng.below(len(decks))]
        g = new_game(a, b, seed=seed * 1000 + gi, turn_cap=turn_cap)
        every = max(1, 200 // points)
        step = 0
        known: list[set[int]] = [set(), set()]
        while not g.over:
            for p in (0, 1):
                known[p] |= seen_now(g, p)
            answers = g.decision.answers()
            answer = answers[rng.below(len(answers))]
            if step % every == rng.below(every):
                if seen is not None:
                    seen.update(_hidden_kinds(g))
                for p in (0, 1):
                    for msg in check_point(g, p, rng, answer, known[p]):
                        leaks.append(f"game {gi} step {step} ({a.name} / {b.name}) turn {g.turn} {g.decision!r}: {msg}")
            g.apply(answer)
            step += 1
    return leaks


def test_views_of_twins_that_differ_only_in_hidden_cards_are_the_same():
    decks = generated_decks(2) + shared_decks()[::3]
    seen: Counter = Counter()

    def covered() -> bool:
        return all(seen[k] >= 20 for k in ("hand", "token", "prophecy", "archives")) and seen["under"] > 0

    # random games reach cards under other cards only now and then, and which games do shifts whenever the engine
    # asks a new question: more rounds of games until every kind of hidden place has been checked
    for seed in range(4):
        leaks = fuzz(decks, games=70, points=30, seed=seed, seen=seen)
        assert leaks == [], json.dumps(leaks[:5], indent=1, default=str)
        if covered():
            break
    assert covered(), seen


def test_views_of_twins_in_a_position_with_every_kind_of_hidden_card_are_the_same():
    """The twin check at a position holding each hidden place on both sides: hands, archives (a card of the other
    player's among them, and The Archivist faceup), token creatures (one taken control of), cards facedown under
    Jargogle and Masterplan and faceup under Cauldron, fate cards, a deck played with its top card revealed (Near-Future
    Lens). For both players, the one deciding and the other."""
    side = {"hand": ["Anger", "Punch", "Troll"], "deck": ["Krump", "Dust Pixie", "Lava Ball", "Bumpsy", "Regrowth"],
            "token": "Grunt", "archives": ["Tremor", "The Archivist"],
            "battleline": [{"card": "Grunt", "face_down": "Ganger Chieftain"},
                           {"card": "Jargogle", "under": ["Fear"]}],
            "artifacts": [{"card": "Masterplan", "under": ["Shooler"]}, {"card": "Cauldron", "under": ["Mimic Gel"]},
                          "Near-Future Lens"],
            "prophecies": [{"sides": ["Overreach", "Bad Omen"], "fate": "Gatekeeper"}]}
    p2 = {**side, "battleline": side["battleline"] + [{"card": "Grunt", "face_down": "Sniffer", "owner": "p1"}],
          "archives": side["archives"] + [{"card": "Inspiration", "owner": "p1"}]}
    g = _position({"house": "logos", "p1": side, "p2": p2}, [])
    rng = Rng(3)
    fights = ("fight", next(c.cid for c in g.cards if c.defn.title == "Jargogle" and c.controller == 0))
    for step in range(2):       # p1's step-3 decision, then p1's choice of the creature to fight
        if step:
            g.apply(fights)
            assert g.decision.kind == "target"
        answer = g.decision.answers()[0]
        assert _hidden_kinds(g) == {"hand", "token", "under", "prophecy", "archives"}
        for p in (0, 1):
            for _ in range(5):
                assert check_point(g, p, rng, answer) == []


TOKEN = {"token": "Grunt", "deck": ["Krump", "Anger", "Punch", "Dust Pixie"],
         "battleline": [{"card": "Grunt", "face_down": "Troll"}]}


def test_a_token_creature_leaving_play_for_a_hand_or_deck_is_not_named_by_its_facedown_card():
    """"When a token creature leaves play, it reverts to its printed card type after it is moved to the appropriate
    out-of-play zone" (001:2813-2814), and the opponent may not look at its reverse side (001:2790-2791): returned to
    hand or put into a deck, the card is never seen, so the public line names the token creature it was."""
    positions = [
        ({"house": "dis", "p1": {"hand": ["Fear"]}, "p2": TOKEN}, [{"play": "Fear"}]),
        ({"house": "unfathomable", "p1": {"hand": ["Adult Swim"]}, "p2": TOKEN}, [{"play": "Adult Swim"}]),
        ({"house": "brobnar", "p1": {"battleline": ["Krump"]},
          "p2": {**TOKEN, "battleline": [{"card": "Grunt", "face_down": "Troll", "upgrades": ["Backup Copy"]}]}},
         [{"fight": {"with": "Krump", "target": "Grunt"}}]),
        ({"house": "brobnar", "p1": {**TOKEN, "artifacts": ["Broken Axe Outpost"]}, "p2": {"battleline": ["Krump"]}},
         [{"action": "Broken Axe Outpost"}]),
    ]
    for setup, moves in positions:
        g = _position(setup, moves)
        troll = next(c.cid for c in g.cards if c.defn.title == "Troll")
        assert g.cards[troll].zone in ("hand", "deck"), moves
        assert any("Grunt" in line for line in g.log_for(None)), moves
        assert not any("Troll" in line for line in g.log_for(None)), (moves, g.log_for(None))


def test_the_words_of_a_house_choice_count_a_token_creature_by_its_own_house_not_its_facedown_card():
    """The web client's words for "choose a house" count the ready cards of each house in play: a token creature
    taken from the opponent belongs to its reference card's house (Grunt: Mars); the card facedown under it (Troll:
    Brobnar) is hidden from its controller (001:2790-2791) and no count may follow it."""
    from aember.engine.decision import Decision
    from aember.interfaces.words import describe_answer

    g = _position({"house": "mars", "p2": {"token": "Grunt", "deck": ["Krump", "Anger"]},
                   "p1": {"battleline": [{"card": "Grunt", "face_down": "Troll", "owner": "p2"}]}}, [])
    d = Decision(0, "house", "Choose the active house", ["brobnar", "mars"])
    assert describe_answer(g, d, "brobnar").endswith("(0 in hand, 0 ready in play)")
    assert describe_answer(g, d, "mars").endswith("(0 in hand, 1 ready in play)")


def test_the_words_of_an_order_of_abilities_name_an_opponents_prophecy_not_its_facedown_fate_card():
    """An opponent's prophecy fulfilled at once with another ability (Overreach and Bloodshard Imp, both after a
    reap): the active player orders them (LATER-MECHANICS 6.3.4) before the fate card is revealed (6.3.2), which
    they may not look at until then (6.2.5): the web client's words say which prophecy, not which card."""
    from aember.web.server import answer_words

    g = _position({"house": "dis", "p1": {"battleline": ["Bloodshard Imp", "Shooler"]},
                   "p2": {"prophecies": [{"sides": ["Overreach", "Bad Omen"], "fate": "Troll"}]}},
                  [{"reap": "Shooler"}])
    assert g.decision.kind == "order" and g.decision.player == 0
    words = answer_words(g)
    assert "p2's prophecy Overreach first" in words and not any("Troll" in w for w in words)


def test_the_facts_of_an_enemy_token_creature_show_nothing_of_the_card_facedown_under_it():
    """A card's facts (the TUI's card panel) for a token creature: its reference card's house and bonus icons, not
    the house or the enhancements of the card facedown under it (001:2790-2791)."""
    from aember.interfaces.words import card_facts

    g = _position({"house": "mars", "p2": {"token": "Grunt", "deck": ["Krump", "Anger"], "battleline": [
        {"card": "Grunt", "face_down": "Troll", "enhance": ["amber", "brobnar"]}]}}, [])
    token = next(c.cid for c in g.cards if c.defn.title == "Troll")
    facts = card_facts(g, token)
    assert facts[0] == "Grunt" and facts[1].startswith("Mars ·")
    assert not any("Brobnar" in f or "Bonus icons" in f for f in facts), facts


def test_the_card_under_jargogle_archived_when_it_is_destroyed_on_the_other_turn_is_named_to_its_owner_only():
    """Jargogle destroyed on the opponent's turn: "archive it instead" takes the card from facedown under Jargogle
    (seen by Jargogle's controller only, LATER-MECHANICS 13) into the archives (001:1602-1604): hidden before and
    after, so the public line does not name it."""
    g = _position({"house": "mars", "p1": {"hand": ["Ammonia Clouds"]},
                   "p2": {"battleline": [{"card": "Jargogle", "under": ["Regrowth"]}]}},
                  [{"play": "Ammonia Clouds"}])
    regrowth = next(c.cid for c in g.cards if c.defn.title == "Regrowth")
    assert g.cards[regrowth].zone == "archives"
    assert not any("Regrowth" in line for line in g.log_for(0)), g.log_for(0)
    assert any("archives Regrowth" in line for line in g.log_for(1))


def test_card_ids_are_dealt_in_shuffled_order_so_an_id_shown_to_the_opponent_does_not_name_its_card():
    """A token creature's id is that of the card facedown under it, and an opponent's fate card is offered by its id
    among abilities to order: ids dealt in the public deck list's order (by house, then number) named those cards
    (001:2790-2791; LATER-MECHANICS 6.2.5). They follow the deck's shuffle at setup: the same seed, the same ids."""
    from aember.decks.generate import generate_deck

    a, b = generate_deck("CotA", "ids-a", implemented_only=True), generate_deck("CotA", "ids-b", implemented_only=True)
    listed = [c.title for c in a.cards]
    games = [new_game(a, b, seed=s) for s in range(4)]
    for g in games:
        assert sorted(g.cards[i].defn.title for i in range(36)) == sorted(listed)
    assert all([g.cards[i].defn.title for i in range(36)] != listed for g in games)
    assert len({tuple(g.cards[i].defn.title for i in range(36)) for g in games}) == 4
    again = new_game(a, b, seed=2)
    assert [c.defn.title for c in again.cards] == [c.defn.title for c in games[2].cards]
    assert again.players[0].hand == games[2].players[0].hand


def test_why_an_answer_is_illegal_does_not_name_a_card_hidden_from_the_player_who_sent_it():
    """A client may send any card id as an answer; the words explaining why it is refused (sent back by the web
    server) must not name a card hidden from that player: the opponent's hand and archives (001:1602-1604, 2328-2332),
    a deck, an opponent's fate card (LATER-MECHANICS 6.2.5), a card facedown under the opponent's Jargogle (13)."""
    from aember.interfaces.words import why_not

    g = _position({"house": "brobnar", "p1": {"battleline": ["Troll"], "hand": ["Anger"], "deck": ["Punch"]},
                   "p2": {"hand": ["Krump"], "archives": ["Dust Pixie"], "deck": ["Lava Ball"],
                          "battleline": [{"card": "Jargogle", "under": ["Regrowth"]}, "Bumpsy"],
                          "prophecies": [{"sides": ["Overreach", "Bad Omen"], "fate": "Tremor"}]}}, [])
    hidden = ["Punch", "Krump", "Dust Pixie", "Lava Ball", "Regrowth", "Tremor"]
    for t in hidden:
        cid = next(c.cid for c in g.cards if c.defn.title == t)
        for ans in (("play", cid), ("reap", cid), ("discard", cid)):
            words = why_not(g, ans, 0)
            assert words and t not in words, (ans, words)
    anger = next(c.cid for c in g.cards if c.defn.title == "Anger")
    assert "Anger" in why_not(g, ("reap", anger), 0)       # a card of the player's own hand is named
    g.apply(("fight", next(c.cid for c in g.cards if c.defn.title == "Troll")))
    assert g.decision.kind == "target"
    for t in hidden:
        words = why_not(g, next(c.cid for c in g.cards if c.defn.title == t), 0)
        assert words.startswith("That card is not one of the choices"), words

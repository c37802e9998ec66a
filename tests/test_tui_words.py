"""Answers and refusals in a player's words (aember/interfaces/words.py)."""

from __future__ import annotations

from aember.decks import resolve_deck
from aember.engine.setup import new_game
from aember.interfaces.words import describe_answer, describe_main, why_not


def _at_main(seed: int = 5):
    g = new_game(resolve_deck("onyx"), resolve_deck("argus"), seed=seed)
    while g.decision.kind != "main":
        g.apply(g.decision.answers()[0])
    return g


def test_main_answers_read_as_moves():
    g = _at_main()
    words = [describe_main(g, a) for a in g.decision.options]
    assert "End your turn" in words
    assert all(w.split()[0] in ("Play", "Discard", "Reap", "Fight", "Use", "Remove", "Raise", "End") for w in words)
    cid = g.players[g.active].hand[0]
    assert describe_main(g, ("play", cid, "left")) == f"Play {g.cname(cid)} on your left flank"
    assert describe_main(g, ("discard", cid)) == f"Discard {g.cname(cid)} from your hand"


def test_refusals_say_why():
    g = _at_main()
    p = g.active
    off = next(c for c in g.players[p].hand if g.cards[c].house != g.active_house)
    assert "the active house this turn is" in why_not(g, ("play", off, "right"), p)
    enemy_hand = g.players[1 - p].hand[0]
    assert "not in your hand" in why_not(g, ("play", enemy_hand), p)
    assert "not your decision" in why_not(g, ("end_turn",), 1 - p)


def test_every_main_answer_of_the_later_set_test_decks_reads_as_a_move():
    """Explo-rover's 'as an upgrade', Mimic Gel's positions, the tide: each option has words."""
    from pathlib import Path

    from aember.decks.model import load_deck_file
    from aember.engine.state import Rng

    decks = Path(__file__).parent / "decks"
    g = new_game(load_deck_file(decks / "grunt-factory.json"), load_deck_file(decks / "blorb-tide.json"), seed=9)
    r = Rng(4)
    kinds = set()
    for _ in range(3000):
        if g.over:
            break
        if g.decision.kind == "main":
            for a in g.decision.options:
                w = describe_main(g, a)
                assert w.split()[0] in ("Play", "Discard", "Reap", "Fight", "Use", "Remove", "Raise", "End"), a
                if a[0] == "play" and len(a) > 2 and a[2] == "upgrade":
                    kinds.add("upgrade")
                    assert w.endswith("as an upgrade (then choose its creature)")
        a = g.decision.answers()
        g.apply(a[r.below(len(a))])
    assert "upgrade" in kinds


def test_a_several_card_choice_and_a_choice_of_player_read_as_cards_and_players():
    """The terminal listed each box of a several-card choice (the order of destroyed cards going to a discard
    pile) as a bare card id ('[ ] 42'), and 'whose discard pile?' as '1' and '0'."""
    from aember.engine.decision import Decision

    g = _at_main()
    me = g.active
    mine, theirs = g.players[me].hand[0], g.players[1 - me].hand[0]
    d = Decision(me, "targets", "Order the destroyed cards going to your discard pile", [mine, theirs], 2, 2)
    assert describe_answer(g, d, mine) == f"{g.cname(mine)} (in your hand)"
    assert g.cname(theirs) in describe_answer(g, d, theirs)
    d = Decision(me, "player", "Choose whose discard pile", [1 - me, me])
    assert describe_answer(g, d, me) == f"You ({g.pname(me)})"
    assert describe_answer(g, d, 1 - me) == f"Your opponent ({g.pname(1 - me)})"


def test_a_refused_move_is_always_explained_in_words():
    """A card of the active house that an effect forbids to play or use (a prophecy deck's Fate, Giant Sloth),
    a gigantic half without its other half: the refusal was the engine's raw "('reap', 5) is not a legal answer"."""
    from pathlib import Path

    from aember.decks.generate import generate_deck
    from aember.decks.model import load_deck_file
    from aember.engine.decision import IllegalAnswer
    from aember.engine.state import Rng
    from aember.interfaces.words import explain_illegal

    g = new_game(load_deck_file(Path(__file__).parent / "decks" / "blorb-tide.json"), generate_deck("PV", 1), seed=3)
    r = Rng(3)
    checked = 0
    for _ in range(500):
        if g.over:
            break
        d = g.decision
        if d.kind == "main":
            p = g.active
            pl = g.players[p]
            moves = [("play", c, "right") if g.cards[c].defn.type == "creature" else ("play", c) for c in pl.hand]
            moves += [(k, c) for c in pl.battleline for k in ("reap", "fight")]
            moves += [("action", c, 0) for c in pl.artifacts]
            for ans in moves:
                if ans in d.options:
                    continue
                try:
                    g.clone().apply(ans)
                    continue
                except IllegalAnswer as e:
                    why = explain_illegal(g, ans, p, str(e))
                checked += 1
                assert "legal answer" not in why and g.cname(ans[1]) in why, (ans, why)
        a = d.answers()
        g.apply(a[r.below(len(a))])
    assert checked > 50


def test_a_refusal_never_names_a_card_the_player_may_not_see():
    """A web client may send any card number: the refusal named the card whatever its zone, so probing each number
    read the opponent's hand and both decks ("Headhunter is not in your hand"). Hand, deck and archives are hidden
    zones (001:2328-2332, 1602-1604): a card there is "that card" to a player who may not look at it."""
    g = _at_main()
    p = g.active
    me, opp = g.players[p], g.players[1 - p]
    for cid in opp.hand + opp.deck + me.deck:
        for ans in (("play", cid), ("discard", cid), ("reap", cid), ("action", cid, 0)):
            why = why_not(g, ans, p)
            assert why is not None and g.cname(cid) not in why, (ans, why)
            assert why.startswith("That card is not")
    mine = me.hand[0]
    assert why_not(g, ("reap", mine), p) == f"{g.cname(mine)} is not a card you control in play."
    from aember.engine.decision import Decision

    g.decision = Decision(p, "target", "Choose a card", [me.hand[0]])
    assert why_not(g, opp.deck[0], p) == "That card is not one of the choices for: Choose a card."
    assert why_not(g, me.hand[1], p) == f"{g.cname(me.hand[1])} is not one of the choices for: Choose a card."


def _position(setup):
    from aember.scenario import Scenario

    deck = ["Krump", "Dust Pixie", "Anger", "Punch", "Krump", "Dust Pixie"]
    for p in ("p1", "p2"):
        setup.setdefault(p, {}).setdefault("deck", deck)
    s = Scenario({"name": "words", "setup": setup, "moves": []})
    s.check_cards()
    s.build()
    return s.game


def test_a_refusal_gives_the_real_reason_for_a_card_of_the_active_house_by_versatile_or_a_house_icon():
    """Talent Scout (versatile, 001 Versatile) may be used whatever the active house, and a Troll with a Logos bonus
    icon belongs to Logos (001:2160-2163; it may be discarded): the refusal said they belong to another house, when
    the Scout is stunned (only the stun can be removed) and Grommid forbids playing creatures."""
    g = _position({"house": "logos", "p1": {"battleline": [{"card": "Talent Scout", "stun": True}, "Troll"]}})
    scout, troll = g.players[0].battleline
    assert ("unstun", scout) in g.decision.options
    assert "is stunned" in why_not(g, ("reap", scout), 0)
    assert "belongs to Brobnar" in why_not(g, ("reap", troll), 0)
    g = _position({"house": "logos", "p1": {"battleline": ["Grommid"],
                                            "hand": [{"card": "Troll", "enhance": ["logos"]}, "Krump"]}})
    troll, krump = g.players[0].hand
    assert ("discard", troll) in g.decision.options
    assert why_not(g, ("play", troll, "right"), 0).startswith("Troll cannot be played now")
    assert "belongs to Brobnar" in why_not(g, ("play", krump, "right"), 0)


def test_a_card_played_under_a_permission_given_a_wrong_place_is_told_its_place_not_its_house():
    """Subject Kirby lets p1 play a non-Star Alliance creature: Troll is listed on either flank. Played 'middle', the
    refusal said 'Troll belongs to Brobnar; the active house this turn is Star Alliance', which is no reason."""
    g = _position({"house": "staralliance", "p1": {"hand": ["Subject Kirby", "Troll"], "battleline": ["Krump"]}})
    kirby, troll = g.players[0].hand
    g.apply(("play", kirby, "right"))
    assert ("play", troll, "left") in g.decision.options
    assert why_not(g, ("play", troll, "middle"), 0) == \
        "Troll can be played, with one of the listed answers (its place in your battleline)."


def test_a_refusal_of_a_use_no_card_can_make_says_so_before_the_house():
    """An artifact of another house with an Omni: (Font of the Eye) cannot reap or fight whatever the house: the
    refusal said it belongs to Sanctum; a move of no such name (from_discard with no Singing Scythe, a reversed
    answer) was explained as a card not in play: the engine's words say it is no legal answer."""
    g = _position({"house": "brobnar", "p1": {"artifacts": ["Font of the Eye"], "battleline": ["Troll"]}})
    font = g.players[0].artifacts[0]
    assert ("omni", font, 0) in g.decision.options
    assert why_not(g, ("fight", font), 0) == "Font of the Eye is not a creature: only creatures fight."
    assert why_not(g, ("reap", font), 0) == "Font of the Eye is not a creature: only creatures reap."
    assert why_not(g, (0, font, "omni"), 0) is None and why_not(g, ("from_discard", font), 0) is None


def test_a_number_refused_where_the_choices_are_no_cards_is_not_called_a_card():
    """How much of a key's cost Senator Shrix pays (an amount, 1 to 5), a mulligan (yes/no): a refused number was
    explained as the card of that number ('Troll is not one of the choices for: How much of the 6Æ …')."""
    from aember.engine.decision import Decision

    g = _at_main()
    p = g.active
    g.decision = Decision(p, "option", "How much of the 6Æ does p2 spend from Senator Shrix?", [1, 2, 3, 4, 5])
    assert why_not(g, 0, p) is None and why_not(g, 9, p) is None
    g.decision = Decision(p, "mulligan", "Mulligan your hand?", ["no", "yes"])
    assert why_not(g, g.players[p].hand[0], p) is None
    g.decision = Decision(p, "target", "Choose a card", [g.players[p].hand[0]])
    assert why_not(g, g.players[p].hand[1], p) == f"{g.cname(g.players[p].hand[1])} is not one of the choices for: " \
        "Choose a card."


def test_a_creature_of_another_house_that_may_only_fight_is_told_so():
    """Follow the Leader: 'each friendly creature may fight' this turn. A Dis creature's reap was refused as 'Drumble
    belongs to Dis; only Brobnar cards can be used this turn', while its fight is listed: it may only fight."""
    g = _position({"house": "brobnar", "p1": {"hand": ["Follow the Leader"], "battleline": ["Drumble"]},
                   "p2": {"battleline": ["Troll"]}})
    g.apply(("play", g.players[0].hand[0]))
    drumble = g.players[0].battleline[0]
    assert ("fight", drumble) in g.decision.options and ("reap", drumble) not in g.decision.options
    assert why_not(g, ("reap", drumble), 0) == "Drumble belongs to Dis; this turn it may only fight."


def test_refusals_in_a_turn_with_no_active_house():
    """No legal choice of house (001:2210-2212): the refusal says there is none, not 'the active house is —'."""
    import yaml

    from aember.scenario import Scenario
    sc = Scenario(yaml.safe_load("""
name: no house
setup:
  active: p1
  p1: {houses: [brobnar, sanctum, logos], hand: [Punch], battleline: [Troll], deck: [Anger, Anger]}
  p2:
    houses: [dis, shadows, untamed]
    battleline: [{card: Restringuntus, named: brobnar}, {card: Restringuntus, named: sanctum},
                 {card: Restringuntus, named: logos}]
"""))
    sc.build()
    g = sc.game
    assert g.active_house is None and g.decision.kind == "main"
    p = g.active
    punch, troll = g.players[p].hand[0], g.players[p].battleline[0]
    assert "the active house this turn is none" in why_not(g, ("play", punch, "right"), p)
    assert "there is no active house" in why_not(g, ("reap", troll), p)
    assert "—" not in why_not(g, ("reap", troll), p)


def test_two_answers_of_a_decision_never_read_alike_unless_their_cards_are_alike():
    """Two Berserkers in a battleline were both 'Fight with Berserker', two Dapper-Chapeau'd actions both 'Use
    Snarette's Action ability', Bad Penny fighting Bad Penny gave two 'Bad Penny's ability first': a person could not
    tell which answer was which. Answers may read alike only when their cards are copies alike in every way in a hand,
    a deck or under one card (where choosing either is the same)."""
    from aember.decks.generate import generate_deck
    from aember.engine.setup import new_game
    from aember.engine.state import Rng
    from aember.interfaces.words import describe_answer

    def card_of(a):
        if isinstance(a, tuple) and len(a) > 1 and isinstance(a[1], int):
            return a[1]
        return a if isinstance(a, int) else None

    sets = ["CotA", "AoA", "WC", "MM", "DT", "WoE", "GR", "AS", "ToC", "MoMu", "PV", "CC", "DM", "MG2024"]
    decks = [generate_deck(s, f"words-{i}") for s in sets for i in range(2)]
    checked = 0
    for seed in range(36):
        r = Rng(seed)
        g = new_game(decks[r.below(len(decks))], decks[r.below(len(decks))], seed=seed)
        while not g.over:
            d = g.decision
            texts: dict = {}
            for a in d.options:
                texts.setdefault(describe_answer(g, d, a), []).append(a)
            for text, same in texts.items():
                assert text.strip(), (d, same)
                if len(same) < 2:
                    continue
                cards = [card_of(a) for a in same]
                assert None not in cards, (d, text, same)
                facts = {(g.cards[c].zone, g.cards[c].owner, g.cards[c].host, tuple(g.cards[c].enhancements))
                         for c in cards}
                assert len(facts) == 1 and next(iter(facts))[0] in ("hand", "deck", "under"), (d, text, same)
            checked += len(d.options)
            a = d.answers()
            g.apply(a[r.below(len(a))])
    assert checked > 30000

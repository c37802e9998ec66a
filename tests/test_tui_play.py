"""`aember play` driven the way a person does: Textual's pilot presses keys, we read the screen."""

from __future__ import annotations

import asyncio
import json

import pytest

pytest.importorskip("textual")

from aember.cli import main  # noqa: E402
from aember.decks import resolve_deck  # noqa: E402
from aember.engine.serialize import state_signature  # noqa: E402
from aember.interfaces.session import PlayError, PlaySession  # noqa: E402
from aember.interfaces.tui import MIN_HEIGHT, MIN_WIDTH, CardBox, EndScreen, HandOff, PlayApp, screen_text  # noqa: E402

SIZE = (120, 34)


def new_session(seed: int = 5, hotseat: bool = False) -> PlaySession:
    return PlaySession.new(resolve_deck("onyx"), resolve_deck("argus"), seed=seed, opponent="random",
                           hotseat=hotseat)


async def settle(app: PlayApp, pilot, limit: int = 400) -> None:
    """Wait until the app waits for a person (or shows a hand-off or the end of the game)."""
    for _ in range(limit):
        await pilot.pause()
        if app.finished or isinstance(app.screen, HandOff) or (app.waiting and app.session.human_to_move()):
            return
    raise AssertionError("the app never came back to a person's decision")


def answer_index(app: PlayApp, want) -> int | None:
    for i, a in enumerate(app._answers):
        if a == want:
            return i
    return None


async def press_answer(app: PlayApp, pilot, index: int) -> None:
    """Choose answer `index` as a person would: its number key, or arrows then Enter past 9."""
    if index < 9:
        await pilot.press(str(index + 1))
    else:
        await pilot.press("c", *(["down"] * index), "enter")


def run(coro):
    return asyncio.run(coro)


def test_full_game_against_random_agent_finishes(tmp_path):
    sess = new_session(seed=5)
    replay = tmp_path / "replay.json"
    app = PlayApp(sess, save_path=tmp_path / "save.json", replay_path=replay, delay=0)

    async def play():
        async with app.run_test(size=SIZE) as pilot:
            decisions = 0
            while not app.finished:
                await settle(app, pilot)
                if app.finished:
                    break
                d = sess.game.decision
                if d.kind == "main":
                    # Use the first creature on the battleline if one can reap, else end the turn.
                    reap = next((i for i, a in enumerate(app._answers) if a[0] == "reap"), None)
                    play_i = next((i for i, a in enumerate(app._answers) if a[0] == "play"), None)
                    pick = reap if reap is not None else play_i
                    if pick is None or decisions % 3 == 2:
                        pick = answer_index(app, ("end_turn",))
                else:
                    pick = 0
                await press_answer(app, pilot, pick)
                decisions += 1
                assert decisions < 400
            assert isinstance(app.screen, EndScreen)
            text = screen_text(app)
            assert "wins on turn" in text or "Draw after" in text
            assert "Æ gained" in text and "Replay saved to" in text
            await pilot.press("q")

    run(play())
    assert sess.game.over
    data = json.loads(replay.read_text())
    assert data["format"] == "aember-replay-2" and data["answers"] == sess.game.history
    # The replay reproduces the game with `aember replay`.
    assert main(["replay", str(replay)]) == 0


def test_illegal_answer_is_explained_and_changes_nothing():
    sess = new_session(seed=5)
    app = PlayApp(sess, delay=0)

    async def play():
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            while sess.game.decision.kind != "main":
                d = sess.game.decision
                if d.kind == "house":
                    await press_answer(app, pilot, 0)
                else:
                    await press_answer(app, pilot, 0)
                await settle(app, pilot)
            g = sess.game
            off = [c for c in g.players[0].hand if g.cards[c].house != g.active_house]
            assert off, "the test needs a card of another house in hand"
            before = state_signature(g)
            await pilot.press("h")
            while not (isinstance(app.focused, CardBox) and app.focused.cid == off[0]):
                await pilot.press("right")
            await pilot.press("p")
            await pilot.pause()
            text = screen_text(app)
            assert "belongs to" in text and "the active house this turn is" in text
            assert state_signature(sess.game) == before
            # The card's facts and rules text are on screen too.
            assert g.cards[off[0]].defn.text.split()[0] in text

    run(play())


def test_save_on_quit_and_resume_restores_the_position(tmp_path, capsys):
    save = tmp_path / "game.json"
    sess = new_session(seed=9)
    app = PlayApp(sess, save_path=save, delay=0)

    async def play_some():
        async with app.run_test(size=SIZE) as pilot:
            for _ in range(6):
                await settle(app, pilot)
                await press_answer(app, pilot, 0)
            await settle(app, pilot)
            shown = screen_text(app)
            await pilot.press("q")
            return shown

    shown = run(play_some())
    sig = state_signature(sess.game)
    assert save.exists() and any("resume" in line for line in app.exit_lines)

    resumed = PlaySession.load(save)
    assert state_signature(resumed.game) == sig
    app2 = PlayApp(resumed, save_path=save, delay=0)

    async def look():
        async with app2.run_test(size=SIZE) as pilot:
            await settle(app2, pilot)
            return screen_text(app2)

    again = run(look())
    board = lambda t: [line[:76] for line in t.splitlines()[:28]]  # the board, not the log's scroll position
    assert board(again) == board(shown)

    # A save made under another version of the card set is rebuilt from its decks, seed and answers.
    data = json.loads(save.read_text())
    data["game"]["specs"] = -1
    other = tmp_path / "other.json"
    other.write_text(json.dumps(data))
    assert state_signature(PlaySession.load(other).game) == sig

    # A corrupt save is refused with an error that names the file, before the app starts.
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "aember-play-1", "game": {"format": "aember-save-1"}}')
    with pytest.raises(PlayError, match="bad.json"):
        PlaySession.load(bad)
    assert main(["play", "--resume", str(bad)]) == 2
    err = capsys.readouterr().err
    assert "bad.json" in err and "corrupt save" in err and err.count("\n") == 1


def test_undo_takes_back_your_last_decision():
    sess = new_session(seed=5)
    app = PlayApp(sess, delay=0)

    async def play():
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            before = state_signature(sess.game)
            await press_answer(app, pilot, 0)
            await settle(app, pilot)
            assert state_signature(sess.game) != before
            await pilot.press("z")
            await settle(app, pilot)
            assert state_signature(sess.game) == before

    run(play())


def test_hotseat_hides_the_previous_players_hand():
    sess = new_session(seed=5, hotseat=True)
    app = PlayApp(sess, delay=0)

    async def play():
        async with app.run_test(size=SIZE) as pilot:
            seen_handoffs = 0
            checked = False
            for _ in range(60):
                await settle(app, pilot)
                if isinstance(app.screen, HandOff):
                    seen_handoffs += 1
                    g = sess.game
                    new = sess.viewer
                    old = 1 - new
                    # Titles only in the previous player's hand (not visible anywhere else).
                    view = g.view(new)
                    visible = {c["title"] for p in view["players"] for z in ("battleline", "artifacts", "discard")
                               for c in p[z]} | {c["title"] for c in view["players"][new]["hand"]}
                    secret = {g.cname(c) for c in g.players[old].hand} - visible
                    text = screen_text(app)
                    assert "Pass the keyboard" in text
                    assert not any(t in text for t in secret)
                    await pilot.press("enter")
                    await settle(app, pilot)
                    text = screen_text(app)
                    hand_boxes = {b.cid for b in app.query("#hand CardBox")}
                    assert hand_boxes == set(g.players[new].hand)
                    assert not any(t in text for t in secret), secret
                    if seen_handoffs >= 3 and secret:
                        checked = True
                        break
                    continue
                d = sess.game.decision
                pick = answer_index(app, ("end_turn",)) if d.kind == "main" else 0
                await press_answer(app, pilot, pick)
            assert checked
            # Undo is refused in hotseat, with a reason.
            await pilot.press("z")
            await pilot.pause()
            assert "only for games against the computer" in screen_text(app)

    run(play())


def test_help_and_discard_piles_can_be_read():
    sess = new_session(seed=5)
    app = PlayApp(sess, delay=0)

    async def play():
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            await pilot.press("question_mark")
            await pilot.pause()
            assert "How to play" in screen_text(app)
            await pilot.press("escape")
            for _ in range(8):   # play on until some card is in a discard pile
                if any(p.discard for p in sess.game.players):
                    break
                await press_answer(app, pilot, 0)
                await settle(app, pilot)
            g = sess.game
            first = next(c for p in g.players for c in p.discard)
            await pilot.press("v")
            await pilot.pause()
            text = screen_text(app)
            assert "Discard piles" in text and g.cname(first) in text
            await pilot.press("escape")
            await pilot.pause()
            assert "Your decision" in screen_text(app)

    run(play())


def test_small_terminal_says_so():
    app = PlayApp(new_session(), delay=0)

    async def look():
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            return screen_text(app)

    text = run(look())
    assert "too small" in text and f"{MIN_WIDTH}×{MIN_HEIGHT}" in text


def test_bad_deck_file_is_one_line_before_the_app(tmp_path, capsys):
    bad = tmp_path / "deck.json"
    bad.write_text("{not json")
    assert main(["play", "--deck", str(bad)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("aember: error:") and err.count("\n") == 1 and "deck.json" in err
    assert main(["play", "--opponent-deck", "no-such-deck.json"]) == 2
    assert "no such file" in capsys.readouterr().err


def test_the_archon_power_and_the_prophecies_are_shown_beside_each_player():
    import copy

    from aember.decks.model import DeckCard

    a, b = resolve_deck("onyx"), resolve_deck("argus")
    a = copy.deepcopy(a)
    a.non_deck_cards = [DeckCard(name="Tinkerer", house="", set="CC")]
    b = copy.deepcopy(b)
    b.non_deck_cards = [DeckCard(name=t, house="", set="PV") for t in
                        ("Overreach", "Bad Omen", "Trust Your Feelings", "Stars Aligned")]
    sess = PlaySession.new(a, b, seed=5, opponent="random")
    app = PlayApp(sess, delay=0)

    async def play():
        async with app.run_test(size=(160, 50)) as pilot:
            await settle(app, pilot)
            text = screen_text(app)
            assert "archon power: Tinkerer" in text
            assert "needs 4" in text
            assert "prophecy Overreach (other side Bad Omen)" in text
            assert "prophecy Trust Your Feelings (other side Stars Aligned)" in text

    run(play())



@pytest.mark.parametrize("what,change", [
    ("a hand that is not a list of cards", lambda g: g["players"][0].__setitem__("hand", "xyz")),
    ("a card in two places", lambda g: g["players"][0]["hand"].append(g["players"][0]["deck"][0])),
    ("a count that is text", lambda g: g.__setitem__("step_actions", "x")),
    ("creatures played gone", lambda g: g.__setitem__("creatures_played", None)),
])
def test_a_damaged_save_is_refused_or_rebuilt_when_opened_never_played_on(tmp_path, what, change):
    # Each of these had loaded as it was and then stopped the game later with a TypeError or IndexError.
    sess = new_session(seed=5)
    g = sess.game
    for _ in range(40):
        if g.over:
            break
        g.apply(g.decision.answers()[0])
    good = tmp_path / "good.json"
    sess.save(good)
    sig = state_signature(PlaySession.load(good).game)
    data = json.loads(good.read_text())
    change(data["game"])
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    # rebuilt from the decks, seed and answers, as a save of another card set is
    assert state_signature(PlaySession.load(bad).game) == sig
    data["game"]["history"] = "damaged too"
    bad.write_text(json.dumps(data))
    with pytest.raises(PlayError, match="bad.json: corrupt save file"):
        PlaySession.load(bad)
    data["seed"] = float("inf")
    data["game"]["specs"] = -1
    bad.write_text(json.dumps(data))
    with pytest.raises(PlayError, match="bad.json: corrupt save file"):
        PlaySession.load(bad)


@pytest.mark.parametrize("opts,words", [
    (["--delay", "nan"], "--delay nan"), (["--delay", "inf"], "--delay inf"),
    (["--save", "{dir}"], "is a folder"), (["--replay", "{dir}"], "is a folder"),
    (["--save", "{file}/x.json"], "is a file, not a folder"),
    (["--replay", "{file}/a/r.json"], "is a file, not a folder"),
])
def test_play_refuses_a_meaningless_delay_or_a_folder_to_save_to_before_starting(tmp_path, capsys, opts, words):
    # nan stopped the game at the computer's first move; a folder as --save lost the game when quitting
    (tmp_path / "f").write_text("a file")
    opts = [o.format(dir=tmp_path, file=tmp_path / "f") for o in opts]
    assert main(["play", "--seed", "1", *opts]) == 2
    err = capsys.readouterr().err
    assert words in err and err.count("\n") == 1


def test_a_save_that_names_one_seat_twice_as_human_is_corrupt(tmp_path):
    save = tmp_path / "s.json"
    new_session(seed=5).save(save)
    data = json.loads(save.read_text())
    data["humans"] = [0, 0]             # had loaded as a 'hotseat' game with the computer on seat 2
    save.write_text(json.dumps(data))
    with pytest.raises(PlayError, match="bad 'humans'"):
        PlaySession.load(save)


def test_an_ordering_shows_the_order_the_cards_were_chosen_in():
    # Two creatures destroyed at once: their owner orders them into the discard pile by choosing them one by one.
    # The boxes only said [x], so the person could not see which order they had given before pressing Done.
    from aember.engine.state import Rng

    sess = new_session(seed=5)
    g, r = sess.game, Rng(5)
    for _ in range(62):
        a = g.decision.answers()
        g.apply(a[r.below(len(a))])
    d = g.decision
    assert d.player == 0 and d.kind == "targets" and d.prompt.startswith("Order the destroyed cards")
    first, second = d.options[1], d.options[0]
    app = PlayApp(sess, delay=0)

    async def play():
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            await press_answer(app, pilot, 1)
            await pilot.pause()
            await press_answer(app, pilot, 0)
            await pilot.pause()
            text = screen_text(app)
            assert f"[1] {g.cname(first)}" in text and f"[2] {g.cname(second)}" in text, text
            assert "Done: choose 2 (2 chosen), in" in text, text
            await press_answer(app, pilot, 2)
            await settle(app, pilot)
            assert [first, second] in sess.game.history       # answered in the order chosen

    run(play())


def name_a_card_session(seed: int = 3) -> PlaySession:
    """A game at the person's "Name a card" (Etan's Jar in place of every Dis card of the starter deck)."""
    import copy

    from aember.engine.state import Rng

    deck = copy.deepcopy(resolve_deck("onyx"))
    for c in deck.cards:
        if c.house == "dis":
            c.name, c.set, c.number, c.id = "Etan's Jar", None, None, None
    sess = PlaySession.new(deck, resolve_deck("argus"), seed=seed, opponent="random")
    g, r = sess.game, Rng(seed)
    while not (g.decision.player == 0 and g.decision.prompt.startswith("Name a card")):
        assert not g.over, "no Etan's Jar was played"
        a = g.decision.answers()
        g.apply(a[r.below(len(a))])
    return sess


def test_a_long_list_of_answers_is_narrowed_by_typing():
    # "Name a card" offers every card title (about 2,600): the person types words of the name instead of scrolling.
    sess = name_a_card_session()
    g = sess.game
    n = len(g.history)
    app = PlayApp(sess, delay=0)

    async def play():
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            box = app.query_one("#filter")
            assert box.display and app.focused is box
            assert len(app._shown) == len(g.decision.options) > 2000
            await pilot.press(*"cRewman jorg")          # any case; accents and quotes need not be typed
            await pilot.pause()
            assert [app._answers[i] for i in app._shown] == ["Crewman Jörg"]
            await pilot.press("backspace", "backspace", "backspace", "backspace", "backspace")   # "crewman"
            await pilot.press(*"xyzzy")
            await pilot.pause()
            assert app._shown == [] and "Nothing matches" in screen_text(app)
            await pilot.press("enter")                   # nothing to choose: refused, nothing answered
            await pilot.pause()
            assert len(g.history) == n
            for _ in "xyzzy" + "crewman":
                await pilot.press("backspace")
            await pilot.press(*"1-2 p")                  # digits are typed, not taken as answer numbers
            await pilot.pause()
            assert [app._answers[i] for i in app._shown] == ["1-2 Punch"]
            await pilot.press("enter")
            await pilot.pause()
            assert g.history[n] == "1-2 Punch"

    run(play())


def test_the_filter_arrows_move_through_what_is_left():
    sess = name_a_card_session()
    g = sess.game
    n = len(g.history)
    app = PlayApp(sess, delay=0)

    async def play():
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            await pilot.press(*"punch")
            await pilot.pause()
            left = [app._answers[i] for i in app._shown]
            assert left == ["1-2 Punch", "Punch", "Sucker Punch", "Zeff “Punch” Yardus"], left
            await pilot.press("down", "down", "up", "down", "escape")   # Escape: to the list, still narrowed
            await pilot.pause()
            assert app.focused is app.query_one("#answers") and len(app._shown) == 4
            await pilot.press("3")                       # the third of what is listed
            await pilot.pause()
            assert g.history[n] == "Sucker Punch"

    run(play())

"""`aember play`: the terminal game, built with Textual.

The board is drawn from `game.view(viewer)` for the seat whose eyes it is (the person to decide): the
opponent's hand and archives are never shown. Every decision is listed with its legal answers (choose
with the arrows and Enter, 1–9, or the mouse); cards on the board and in hand can be focused (Tab,
arrows, click) to read them and acted on directly (p l d r f a o u), and an answer the game does not
allow is explained.
"""

from __future__ import annotations

import asyncio
import io
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.text import Text
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, HorizontalScroll, Vertical, VerticalScroll
from textual.markup import escape
from textual.screen import Screen
from textual.widgets import Footer, Input, Label, OptionList, RichLog, Static
from textual.widgets.option_list import Option

from aember.interfaces.session import PlaySession, Refused
from aember.interfaces.words import LONG_LIST, STEP_NAMES, card_facts, describe_answer, house, search_key

MIN_WIDTH = 100
MIN_HEIGHT = 30

HELP = """\
How to play

The right-hand panel "Your decision" always says what the game is asking and lists
every legal answer. Choose one with the arrow keys and Enter, with its number (1-9),
or with the mouse. A long list ("Name a card": every card title) has a field above it:
type words of the answer (case and accents do not matter), ↑ ↓ to move, Enter to choose,
Escape to leave the field (the keys below then work again).

Cards: Tab / Shift+Tab move between the answers and the cards (your hand, both
battlelines, artifacts); ← → move along a row. The focused card's facts and rules text
appear under "Card". On a focused card:
  Enter  choose it (when the game asks for a card) or show its moves
  p / l  play it on the right / left flank      d  discard it
  r      reap with it      f  fight with it     a  use its Action
  o      use its Omni      u  remove its stun
A move the game does not allow is explained in red at the bottom of the board.

Keys anywhere:
  e  end your turn              c  jump to the answers        h  jump to your hand
  v  discard piles, purged cards and your archives (read any of them)
  s  skip the computer's moves (show them all at once)
  z  undo your last decision (against the computer)
  ?  this help                  q  save and quit (resume with: aember play --resume FILE)

A turn: 1 forge a key if you have enough Æmber (6 at first); 2 choose a house;
3 play, discard and use cards of that house; 4 ready your cards; 5 draw up to 6.
Forge three keys to win. "Check!" means a player will forge a key next turn.
"""


def screen_text(app: App) -> str:
    """The screen as plain text (what a person sees, without colours)."""
    width, height = app.size
    console = Console(width=width, height=height, file=io.StringIO(), force_terminal=True, color_system=None,
                      record=True, legacy_windows=False, safe_box=False)
    update = app.screen._compositor.render_update(full=True, screen_stack=app._background_screens)
    console.print(update)
    text = console.export_text(styles=False)
    return "\n".join(line.rstrip() for line in text.splitlines())


def _short(s: str, n: int) -> str:
    return s if len(s) <= n else s[: n - 1] + "…"


# ------------------------------------------------------------------------------------------------
# Widgets


class CardBox(Static, can_focus=True):
    """One card on the board or in hand. Focus it to read it; keys act on it."""

    BINDINGS = [
        Binding("enter", "activate", "Choose", show=True),
        Binding("p", "move('play')", "Play", show=False),
        Binding("l", "move('play_left')", "Play left", show=False),
        Binding("d", "move('discard')", "Discard", show=False),
        Binding("r", "move('reap')", "Reap", show=False),
        Binding("f", "move('fight')", "Fight", show=False),
        Binding("a", "move('action')", "Action", show=False),
        Binding("o", "move('omni')", "Omni", show=False),
        Binding("u", "move('unstun')", "Unstun", show=False),
        Binding("left", "sibling(-1)", "", show=False),
        Binding("right", "sibling(1)", "", show=False),
    ]

    def __init__(self, cid: int, body: Text, title: str, subtitle: str = "", classes: str = "") -> None:
        super().__init__(body, classes=classes)
        self.cid = cid
        self.body = body
        self.border_title = escape(title)
        self.border_subtitle = escape(subtitle)

    def on_focus(self) -> None:
        self.app.show_card(self.cid)

    def on_click(self) -> None:
        self.focus()

    def action_activate(self) -> None:
        self.app.card_activate(self.cid)

    def action_move(self, kind: str) -> None:
        self.app.card_move(self.cid, kind)

    def action_sibling(self, step: int) -> None:
        sibs = [w for w in self.parent.children if isinstance(w, CardBox)]
        i = sibs.index(self) + step
        if 0 <= i < len(sibs):
            sibs[i].focus()
            sibs[i].scroll_visible()


class Row(Horizontal):
    """A labelled row of cards."""

    def __init__(self, label: str, row_id: str, classes: str = "") -> None:
        super().__init__(id=row_id, classes="row " + classes)
        self.label = label

    def compose(self) -> ComposeResult:
        yield Label(self.label, classes="rowlabel")
        yield HorizontalScroll(classes="cards")


class FilterInput(Input):
    """The field that narrows a long list of answers ("Name a card": every card title) as the person types; the
    arrows move through what is left, Enter chooses the highlighted answer, Escape goes to the list (where the keys
    of the game, such as q and ?, work again)."""

    BINDINGS = [Binding("down", "app.filter_move(1)", show=False), Binding("up", "app.filter_move(-1)", show=False),
                Binding("escape", "app.focus_answers", "To the list", show=False)]


class HandOff(Screen):
    """Hotseat: hides the board between two people."""

    BINDINGS = [Binding("enter", "ready", "I am ready")]

    def __init__(self, name: str, who_hides: str) -> None:
        super().__init__()
        self.player_name = name
        self.who_hides = who_hides

    def compose(self) -> ComposeResult:
        yield Static(
            Text.assemble((f"Pass the keyboard to {self.player_name}\n\n", "bold"),
                          f"{self.who_hides}: please look away — your hand is hidden.\n\n",
                          f"{self.player_name}: press Enter when you are ready."),
            id="handoff")
        yield Footer()

    def action_ready(self) -> None:
        self.dismiss(True)


class HelpScreen(Screen):
    BINDINGS = [Binding("escape,q,question_mark,enter", "close", "Back to the game")]

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="helpbox"):
            yield Static(Text(HELP))
        yield Footer()

    def action_close(self) -> None:
        self.dismiss(None)


class PilesScreen(Screen):
    """Discard piles, purged cards and your own archives: highlight a card to read it."""

    BINDINGS = [Binding("escape,q,v", "close", "Back to the game")]

    def __init__(self, entries: list[tuple[int, str]], facts) -> None:
        super().__init__()
        self.entries = entries
        self.facts = facts

    def compose(self) -> ComposeResult:
        with Horizontal():
            ol = OptionList(*[Option(Text(label)) for _, label in self.entries] or [Option("(all empty)")],
                            id="piles")
            ol.border_title = "Discard piles, purged, your archives"
            yield ol
            yield Static("", id="pilefacts")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#piles", OptionList).focus()
        if self.entries:
            self._show(0)

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        self._show(event.option_index)

    def _show(self, i: int) -> None:
        if 0 <= i < len(self.entries):
            lines = self.facts(self.entries[i][0])
            t = Text(lines[0] + "\n", style="bold")
            t.append("\n".join(lines[1:]))
            self.query_one("#pilefacts", Static).update(t)

    def action_close(self) -> None:
        self.dismiss(None)


class EndScreen(Screen):
    BINDINGS = [Binding("q", "app.quit", "Quit"), Binding("escape,b", "back", "See the final board")]

    def __init__(self, lines: list[str]) -> None:
        super().__init__()
        self.lines = lines

    def compose(self) -> ComposeResult:
        yield Static(Text("\n".join(self.lines)), id="endbox")
        yield Footer()

    def action_back(self) -> None:
        self.dismiss(None)


# ------------------------------------------------------------------------------------------------
# The app


class PlayApp(App):
    TITLE = "aember play"
    CSS = """
    Screen { layout: vertical; }
    #toosmall { display: none; height: 1fr; content-align: center middle; text-style: bold; }
    #main { height: 1fr; }
    #board { width: 1fr; }
    #side { width: 42; }
    .bar { height: auto; max-height: 4; padding: 0 1; }
    #status { height: 1; padding: 0 1; background: $boost; text-style: bold; }
    #message { height: 1; padding: 0 1; color: $error; text-style: bold; }
    .row { height: 6; }
    .row.small { height: 3; }
    .row.hand { height: 5; }
    .rowlabel { width: 7; height: 100%; padding: 1 0 0 1; color: $text-muted; }
    .cards { height: 100%; width: 1fr; scrollbar-size-horizontal: 0; }
    .empty { color: $text-muted; padding: 1 1; }
    CardBox { width: 17; height: 100%; border: round $panel-lighten-2; padding: 0 0; }
    CardBox.enemy { border: round $error 60%; }
    CardBox.exhausted { border: dashed $panel-lighten-1; color: $text-muted; }
    CardBox.choice { border: heavy $success; }
    CardBox.selected { border: double $warning; background: $warning 20%; }
    CardBox:focus { border: heavy $accent; background: $accent 15%; }
    #decision { height: 1fr; min-height: 10; border: round $success; }
    #prompt { padding: 0 1; text-style: bold; }
    #filter { display: none; margin: 0 1; }
    #answers { height: 1fr; border: none; }
    #info { height: 11; border: round $primary; padding: 0 1; }
    #log { height: 1fr; border: round $primary; }
    #handoff, #endbox { width: 70; height: auto; margin: 4 8; padding: 1 2; border: double $accent; }
    #helpbox { margin: 1 4; border: round $accent; padding: 0 1; }
    #piles { width: 1fr; border: round $accent; }
    #pilefacts { width: 1fr; border: round $primary; padding: 0 1; }
    """

    BINDINGS = [
        Binding("q", "quit", "Save & quit"),
        Binding("question_mark", "help", "Help"),
        Binding("z", "undo", "Undo"),
        Binding("s", "skip", "Skip opponent"),
        Binding("e", "end_turn", "End turn", show=False),
        Binding("v", "piles", "Discards"),
        Binding("c", "focus_answers", "Answers", show=False),
        Binding("h", "focus_hand", "Hand", show=False),
    ] + [Binding(str(i), f"choose({i})", show=False) for i in range(1, 10)]

    def __init__(self, session: PlaySession, *, save_path: str | Path | None = None,
                 replay_path: str | Path | None = None, delay: float = 0.7) -> None:
        super().__init__()
        self.session = session
        self.save_path = Path(save_path) if save_path else None
        self.replay_path = Path(replay_path) if replay_path else None
        self.delay = delay
        self.skip = False
        self.waiting = False          # True while a person's decision is on screen
        self.finished = False
        self.exit_lines: list[str] = []
        self._answers: list[Any] = []
        self._texts: list[Text] = []    # each answer in words, as listed
        self._keys: list[str] = []      # each answer's words folded for the filter (search_key), for a long list
        self._shown: list[int] = []     # the answers listed now (indices into _answers), narrowed by the filter
        self._filter_for: tuple | None = None   # the decision the filter's text was typed at
        self._picked: list[int] = []  # for several-card choices
        self._log_key: tuple[int, int] = (-1, 0)
        self._shown_card: int | None = None
        self._drive_lock = asyncio.Lock()
        self._row_sigs: dict[str, list] = {}
        self._notes: set[str] = set()

    # -------------------------------------------------------------------------------------------
    # Layout

    def compose(self) -> ComposeResult:
        yield Static("", id="toosmall")
        with Horizontal(id="main"):
            with Vertical(id="board"):
                yield Static("", id="oppbar", classes="bar")
                yield Row("Enemy\nartif.", "opp-art", "small")
                yield Row("Enemy\nline", "opp-line")
                yield Static("", id="status")
                yield Row("Your\nline", "my-line")
                yield Row("Your\nartif.", "my-art", "small")
                yield Static("", id="mybar", classes="bar")
                yield Row("Your\nhand", "hand", "hand")
                yield Static("", id="message")
            with Vertical(id="side"):
                with Vertical(id="decision"):
                    yield Static("", id="prompt")
                    yield FilterInput(placeholder="type to narrow the list; Enter chooses", id="filter")
                    yield OptionList(id="answers")
                with VerticalScroll(id="info"):
                    yield Static("Focus a card (Tab, arrows or click) to read it here.", id="infotext")
                yield RichLog(id="log", wrap=True, markup=False, auto_scroll=True, min_width=20)
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#decision").border_title = "Your decision"
        self.query_one("#info").border_title = "Card"
        self.query_one("#log").border_title = "Game log"
        self._check_size()
        for a in self.session.agents.values():
            if a.note:
                self._notify_once(a.note)
        self.kick()

    def _notify_once(self, note: str) -> None:
        if note not in self._notes:
            self._notes.add(note)
            self.notify(note, severity="warning", timeout=8)

    def on_resize(self) -> None:
        self._check_size()
        if self.waiting:
            self.run_worker(self._redraw(), group="render")

    def _check_size(self) -> None:
        w, h = self.size
        small = w < MIN_WIDTH or h < MIN_HEIGHT
        box = self.query_one("#toosmall", Static)
        box.update(f"The terminal is too small for the board: {w}×{h}.\n"
                   f"Please make it at least {MIN_WIDTH}×{MIN_HEIGHT} (columns × rows).\n\nq: save and quit")
        box.display = small
        self.query_one("#main").display = not small
        self.query_one("#side").styles.width = 42 if w >= 120 else 36

    # -------------------------------------------------------------------------------------------
    # The game loop: computer moves at a readable pace, then wait for a person

    def kick(self) -> None:
        self.run_worker(self._drive(), exclusive=True, group="drive")

    async def _drive(self) -> None:
        async with self._drive_lock:
            s = self.session
            self.waiting = False
            while True:
                g = s.game
                if g.over:
                    await self._redraw()
                    self._game_over()
                    return
                p = s.to_move()
                if p in s.humans:
                    if s.hotseat and p != s.viewer:
                        await self._hide_hand()
                        prev = g.players[s.viewer].name
                        s.viewer = p
                        self.push_screen(HandOff(g.players[p].name, prev), self._after_handoff)
                        return
                    s.viewer = p
                    self.skip = False
                    await self._redraw()
                    self.waiting = True
                    return
                agent = s.agents[p]
                self._set_prompt(Text(f"{g.players[p].name} is thinking…  (s: skip to your next decision)",
                                      style="italic"), [])
                if agent.slow:
                    ans = await asyncio.to_thread(s.computer_answer)
                else:
                    ans = s.computer_answer()
                s.apply_computer(ans)
                if agent.note:
                    self._notify_once(agent.note)
                if not self.skip and self.delay > 0:
                    await self._redraw()
                    await asyncio.sleep(self.delay)
                else:
                    await asyncio.sleep(0)   # let key presses (q, s) through

    def _after_handoff(self, _result: Any) -> None:
        self.kick()

    async def _hide_hand(self) -> None:
        self._row_sigs.pop("#hand", None)
        cards = self.query_one("#hand .cards")
        await cards.remove_children()
        self.query_one("#infotext", Static).update("")
        self._shown_card = None

    def _game_over(self) -> None:
        s = self.session
        self.finished = True
        lines = s.summary().lines()
        if self.replay_path is not None:
            try:
                path = s.save_replay(self.replay_path)
                lines += ["", f"Replay saved to {path}", f"Watch it with: aember replay {path}"]
            except OSError as e:
                lines += ["", f"The replay could not be saved: {e}"]
        if self.save_path is not None and self.save_path.exists():
            try:
                self.save_path.unlink()
            except OSError:
                pass
        self.exit_lines = lines
        self.push_screen(EndScreen(lines + ["", "q: quit    b: see the final board"]))

    # -------------------------------------------------------------------------------------------
    # Drawing (always from game.view(viewer))

    async def _redraw(self) -> None:
        s = self.session
        g = s.game
        me = s.viewer
        v = g.view(me)
        opp = 1 - me
        self._render_bar("#oppbar", v, opp)
        self._render_bar("#mybar", v, me)
        await self._render_row("#opp-art", v["players"][opp]["artifacts"], "artifact", enemy=True)
        await self._render_row("#opp-line", v["players"][opp]["battleline"], "creature", enemy=True)
        await self._render_row("#my-line", v["players"][me]["battleline"], "creature")
        await self._render_row("#my-art", v["players"][me]["artifacts"], "artifact")
        await self._render_row("#hand", v["players"][me]["hand"] or [], "hand")
        self._render_status(v)
        self._render_log(v)
        self._render_decision()
        if self._shown_card is not None:
            self.show_card(self._shown_card)

    def _render_bar(self, sel: str, v: dict, seat: int) -> None:
        pv = v["players"][seat]
        g = self.session.game
        t = Text()
        t.append("▶ " if v["active"] == seat and not v["over"] else "  ", style="bold yellow")
        t.append(f"{pv['name']}", style="bold")
        if seat == v["me"]:
            t.append(" (you)", style="dim")
        t.append("  ")
        t.append(f"{pv['amber']}Æ", style="bold yellow")
        t.append(f" · key costs {pv['key_cost']} · keys ")
        for k in ("red", "blue", "yellow"):
            if k in pv["keys"]:
                t.append(f"■{k} ", style=f"bold {k}")
            else:
                t.append(f"□{k} ", style="dim")
        to_win = pv.get("keys_to_win", 3)
        if to_win > 3:
            t.append(f"(needs {to_win}: {len(pv['keys'])} forged) ")
        if pv["amber"] >= pv["key_cost"] and len(pv["keys"]) < to_win:
            t.append("CHECK!", style="bold reverse red")
        extras = []         # one line: the archon power and the prophecies, beside the player
        if pv.get("archon_power"):
            extras.append((f"archon power: {pv['archon_power']['title']}", "bold magenta"))
        for e in pv.get("prophecies") or []:
            other = "/".join(x for x in e["sides"] if x != e["up"])
            if e["active"]:
                fate = f", fate card {e['fate']['title']}" if e.get("fate") else ""
                named = f", named {e['named']}" if e.get("named") else ""
                extras.append((f"prophecy {e['up']} (ACTIVE{fate}{named}; other side {other})", "magenta"))
            else:
                extras.append((f"prophecy {e['up']} (other side {other})", "dim"))
        if extras:
            t.append("\n  ")
            for i, (text, style) in enumerate(extras):
                t.append((" · " if i else "") + text, style=style)
        t.append("\n  ")
        hand = len(pv["hand"]) if pv["hand"] is not None else pv["hand_count"]
        t.append(f"hand {hand} · deck {pv['deck_count']} · discard {len(pv['discard'])} · "
                 f"archives {pv['archives_count']} · chains {pv['chains']}")
        if pv["purged"]:
            t.append(f" · purged {len(pv['purged'])}")
        t.append(f" · {g.players[seat].deck_name}", style="italic dim")
        self.query_one(sel, Static).update(t)

    def _choices(self) -> set:
        """Card ids that are answers (or parts of answers) of the person's current decision."""
        d = self.session.game.decision
        if d is None or d.player != self.session.viewer or not self.session.human_to_move():
            return set()
        out = set()
        for a in d.options:
            if isinstance(a, int):
                out.add(a)
            elif isinstance(a, tuple) and len(a) > 1 and isinstance(a[1], int):
                out.add(a[1])
        return out

    async def _render_row(self, sel: str, cards: list[dict], kind: str, enemy: bool = False) -> None:
        container = self.query_one(f"{sel} .cards", HorizontalScroll)
        focused = self.focused.cid if isinstance(self.focused, CardBox) else None
        choices = self._choices()
        avail = container.size.width or 60
        width = max(10 if kind == "hand" else 11, min(18, avail // max(1, len(cards))))
        boxes: list[Any] = []
        for cd in cards:
            cls = [kind]
            if enemy:
                cls.append("enemy")
            if cd.get("exhausted"):
                cls.append("exhausted")
            if cd["id"] in choices:
                cls.append("choice")
            if cd["id"] in self._picked:
                cls.append("selected")
            body, sub = self._card_body(cd, kind, width - 2)
            if width < 14:
                sub = sub.replace("exhausted", "exh")
            box = CardBox(cd["id"], body, "", sub, " ".join(cls))
            box.styles.width = width
            boxes.append(box)
        if not boxes:
            boxes.append(Label({"creature": "(no creatures)", "artifact": "(none)", "hand": "(empty)"}[kind],
                               classes="empty"))
        sig = [(b.cid, b.body.plain, b.border_subtitle, tuple(sorted(b.classes)), width)
               if isinstance(b, CardBox) else None for b in boxes]
        if self._row_sigs.get(sel) == sig and len(container.children) == len(boxes):
            return
        self._row_sigs[sel] = sig
        await container.remove_children()
        await container.mount_all(boxes)
        if focused is not None:
            for b in boxes:
                if isinstance(b, CardBox) and b.cid == focused:
                    b.focus()

    def _card_body(self, cd: dict, kind: str, w: int) -> tuple[Text, str]:
        t = Text(_short(cd["title"], w) + "\n", style="bold")
        if kind == "hand":
            g = self.session.game
            face = g.face(cd["id"])
            t.append(f"{house(cd['house'])}\n")
            extra = face.type
            if face.type == "creature":
                extra += f" {face.power}"
            if face.icons:
                extra += " " + "Æ" * sum(1 for i in face.icons if i == "amber")
            t.append(_short(extra, w))
            return t, ""
        sub = "exhausted" if cd.get("exhausted") else ""
        if kind == "artifact":
            t = Text(_short(cd["title"], w), style="bold")
            if cd.get("amber"):
                sub = f"{cd['amber']}Æ " + sub
            return t, sub.strip()
        t.append(f"P{cd['power']}", style="bold")
        if cd.get("armor"):
            t.append(f" A{cd['armor']}")
        if cd.get("damage"):
            t.append(f" D{cd['damage']}", style="bold red")
        if cd.get("amber"):
            t.append(f" {cd['amber']}Æ", style="bold yellow")
        t.append("\n")
        flags = [f for f, on in (("STUN", cd.get("stun")), ("ENRAGE", cd.get("enrage")), ("WARD", cd.get("ward")))
                 if on]
        t.append(_short(" ".join(flags), w) if flags else _short(house(cd["house"]), w),
                 style="bold magenta" if flags else "dim")
        t.append("\n")
        ups = cd.get("upgrades") or []
        kws = ", ".join(cd.get("keywords", []))
        if ups:
            t.append(_short("+" + ", ".join(u["title"] for u in ups), w), style="green")
        elif kws:
            t.append(_short(kws, w), style="cyan")
        return t, sub

    def _render_status(self, v: dict) -> None:
        g = self.session.game
        active = g.players[v["active"]].name
        t = Text()
        if v["step"] == "setup":
            t.append(f"Before the game: mulligans · {active} goes first")
        else:
            t.append(f"Turn {v['turn']} · {active}'s turn · {house(v['active_house'])} · "
                     f"step {STEP_NAMES.get(v['step'], v['step'])}")
        if v["tide"] is not None:
            t.append(f" · tide {('low', 'neutral', 'high')[v['tide'] + 1]}")
        self.query_one("#status", Static).update(t)

    def _render_log(self, v: dict) -> None:
        log = self.query_one("#log", RichLog)
        lines = v["log"]
        key_viewer, n = self._log_key
        if key_viewer != v["me"] or n > len(lines):
            log.clear()
            n = 0
        new = lines[n:]
        for line in new:
            if line.startswith("—"):
                log.write(Text(line, style="bold"))
            elif line.endswith("Check!"):
                log.write(Text(line, style="bold reverse red"))
            else:
                log.write(Text(line))
        if key_viewer == v["me"] and any(line.endswith("Check!") for line in new):
            self.notify("Check! " + next(line for line in new if line.endswith("Check!")).split(":")[0]
                        + " has enough Æmber to forge a key next turn.", severity="warning")
        self._log_key = (v["me"], len(lines))

    def _set_prompt(self, prompt: Text, texts: list[Text], long: bool = False) -> None:
        """Show the prompt and the answers (`texts`, one per entry of self._answers); a long list gets the filter."""
        self.query_one("#prompt", Static).update(prompt)
        self._texts = texts
        box = self.query_one("#filter", FilterInput)
        box.display = long
        if not long:
            box.value = ""
        self._keys = [search_key(t.plain) for t in texts] if long else []
        self._fill_answers()

    def _fill_answers(self) -> None:
        """List the answers the filter's words match (all of them without a filter), numbered as listed."""
        box = self.query_one("#filter", FilterInput)
        q = box.value.strip() if box.display else ""
        if q:   # every word typed appears in the answer's words, in any order
            words = search_key(q).split()
            self._shown = [i for i, k in enumerate(self._keys) if all(w in k for w in words)]
        else:
            self._shown = list(range(len(self._texts)))
        opts = []
        for n, i in enumerate(self._shown):
            t = self._texts[i]
            if self._answers[i] == ("end_turn",):
                t = t + Text("  (e)", style="dim")
            opts.append(Option(Text(f"{n + 1}. " if n < 9 else "   ") + t))
        if q and not opts:
            opts.append(Option(Text(f"Nothing matches “{q}”", style="italic"), disabled=True))
        ol = self.query_one("#answers", OptionList)
        ol.clear_options()
        if opts:
            ol.add_options(opts)
        ol.highlighted = 0 if self._shown else None

    def on_input_changed(self, event: Input.Changed) -> None:
        if event.input.id == "filter":
            event.stop()
            self._fill_answers()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        if event.input.id == "filter":
            event.stop()
            ol = self.query_one("#answers", OptionList)
            if not self._shown:
                self._refuse(f"Nothing matches “{event.value.strip()}”: change the words typed.")
                return
            self._pick_index(ol.highlighted or 0)

    def action_filter_move(self, step: int) -> None:
        ol = self.query_one("#answers", OptionList)
        if self._shown:
            ol.highlighted = max(0, min(len(self._shown) - 1, (ol.highlighted or 0) + step))

    def _render_decision(self) -> None:
        s = self.session
        g = s.game
        d = g.decision
        self._answers = []
        if d is None:
            self._set_prompt(Text("The game is over."), [])
            return
        if d.player != s.viewer or not s.human_to_move():
            self._set_prompt(Text(f"Waiting for {g.players[d.player].name}…", style="italic"), [])
            return
        at = (len(g.history), d.player, d.prompt)
        if at != self._filter_for:      # a new decision: nothing typed yet
            self._filter_for = at
            self.query_one("#filter", FilterInput).value = ""
        texts: list[Text] = []
        if d.kind == "targets":
            self._picked = [c for c in self._picked if c in d.options]
            ordering = d.min_count == d.max_count == len(d.options) > 1   # all of them, in an order (a pile)
            for c in d.options:
                mark = "[ ] " if c not in self._picked else (
                    f"[{self._picked.index(c) + 1}] " if ordering else "[x] ")
                self._answers.append(("toggle", c))
                texts.append(Text(mark + describe_answer(g, d, c)))
            rng = f"{d.min_count}" if d.min_count == d.max_count else f"{d.min_count} to {d.max_count}"
            self._answers.append(("done",))
            texts.append(Text(f"Done: choose {rng} ({len(self._picked)} chosen)"
                              + (", in order: 1 first" if ordering else ""), style="bold"))
        else:
            self._picked = []
            answers = list(d.options)
            if d.default is not None and d.default in answers:
                answers.remove(d.default)
                answers.insert(0, d.default)
            if d.kind == "main":
                order = {"play": 0, "reap": 1, "fight": 1, "action": 1, "omni": 1, "unstun": 1, "raise_tide": 2,
                         "discard": 3, "end_turn": 4}
                answers.sort(key=lambda a: order.get(a[0], 2))
            for a in answers:
                self._answers.append(a)
                texts.append(Text(describe_answer(g, d, a)))
        # a long list of options (not moves, whose keys act on cards, nor cards to pick) can be narrowed by typing
        long = d.kind not in ("main", "targets") and len(self._answers) > LONG_LIST
        head = Text(d.prompt, style="bold")
        if d.kind == "main":
            head.append(f"\n{len(self._answers)} legal moves; house {house(g.active_house)}", style="dim")
        elif long:
            head.append(f"\n{len(self._answers)} answers: type to narrow them", style="dim")
        self._set_prompt(head, texts, long)
        if long:
            self.query_one("#filter", FilterInput).focus()
        elif not isinstance(self.focused, CardBox):
            self.query_one("#answers", OptionList).focus()

    def show_card(self, cid: int) -> None:
        """Show a card's facts and rules text — only if the viewer can see it."""
        if not self._visible(cid):
            return
        self._shown_card = cid
        lines = card_facts(self.session.game, cid)
        t = Text(lines[0] + "\n", style="bold")
        t.append("\n".join(lines[1:]))
        self.query_one("#infotext", Static).update(t)

    def _visible(self, cid: int) -> bool:
        g = self.session.game
        me = self.session.viewer
        c = g.cards[cid]
        if c.zone in ("battleline", "artifacts", "upgrade", "discard", "purged"):
            return True
        if c.zone == "hand":
            return c.owner == me
        if c.zone == "archives":     # one's own archives, the opponent's cards put there included (001:1602-1604)
            return cid in g.players[me].archives
        return False

    # -------------------------------------------------------------------------------------------
    # Input

    def _refuse(self, why: str) -> None:
        self.query_one("#message", Static).update(Text("✗ " + why))
        self.bell()

    def _clear_message(self) -> None:
        self.query_one("#message", Static).update("")

    def _can_answer(self) -> bool:
        if self.finished:
            return False
        if not self.waiting or not self.session.human_to_move():
            self._refuse("Wait: it is not your decision yet (s skips the computer's moves).")
            return False
        return True

    def submit(self, ans: Any) -> bool:
        """Answer the person's decision; an illegal answer is explained and changes nothing."""
        if not self._can_answer():
            return False
        try:
            self.session.answer(ans)
        except Refused as e:
            self._refuse(str(e))
            return False
        self._clear_message()
        self._picked = []
        self.waiting = False
        self.kick()
        return True

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self._pick_index(event.option_index)

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        i = event.option_index
        if 0 <= i < len(self._shown):
            a = self._answers[self._shown[i]]
            cid = None
            if isinstance(a, int):
                cid = a
            elif isinstance(a, tuple) and len(a) > 1 and isinstance(a[1], int):
                cid = a[1]
            if cid is not None and 0 <= cid < len(self.session.game.cards):
                self.show_card(cid)

    def _pick_index(self, i: int) -> None:
        if not self._can_answer():
            return
        if not 0 <= i < len(self._shown):
            self._refuse(f"There is no answer {i + 1}: there are {len(self._shown)}.")
            return
        a = self._answers[self._shown[i]]
        if isinstance(a, tuple) and a and a[0] == "toggle":
            self._toggle(a[1])
            return
        if isinstance(a, tuple) and a == ("done",):
            self.submit(tuple(self._picked))
            return
        self.submit(a)

    def _toggle(self, cid: int) -> None:
        if cid in self._picked:
            self._picked.remove(cid)
        else:
            self._picked.append(cid)
        self._clear_message()
        ol = self.query_one("#answers", OptionList)
        keep = ol.highlighted
        self.run_worker(self._rerender_keep(keep), group="render")

    async def _rerender_keep(self, highlighted: int | None) -> None:
        await self._redraw()
        if highlighted is not None:
            self.query_one("#answers", OptionList).highlighted = highlighted

    def action_end_turn(self) -> None:
        self.submit(("end_turn",))

    def action_choose(self, n: int) -> None:
        self._pick_index(n - 1)

    def card_activate(self, cid: int) -> None:
        """Enter on a card: answer with it, or show its moves, or say why it cannot be chosen."""
        if not self._can_answer():
            return
        g = self.session.game
        d = g.decision
        if d.kind == "targets":
            if cid in d.options:
                self._toggle(cid)
            else:
                self._refuse(f"{g.cname(cid)} is not one of the choices for: {d.prompt}.")
            return
        if d.kind == "main":
            idx = [i for i, a in enumerate(self._answers) if isinstance(a, tuple) and len(a) > 1 and a[1] == cid]
            if not idx:
                c = g.cards[cid]
                natural = ("play", cid) if c.zone == "hand" else ("reap", cid)
                if c.zone == "hand" and c.defn.type == "creature":
                    natural = ("play", cid, "right")
                self.submit(natural)   # refused, with the reason
                return
            ol = self.query_one("#answers", OptionList)
            ol.highlighted = self._shown.index(idx[0]) if idx[0] in self._shown else 0
            ol.focus()
            self._clear_message()
            self.query_one("#message", Static).update(
                Text(f"{len(idx)} move(s) with {g.cname(cid)}: choose one and press Enter", style="green"))
            return
        self.submit(cid)

    def card_move(self, cid: int, kind: str) -> None:
        if not self._can_answer():
            return
        g = self.session.game
        d = g.decision
        c = g.cards[cid]
        if d.kind != "main":
            self._refuse(f"That is not the question now: {d.prompt}.")
            return
        if kind in ("play", "play_left"):
            if c.defn.type == "creature" and c.zone == "hand":
                side = "left" if kind == "play_left" else "right"
                ans: tuple = ("play", cid, side)
                if side == "right" and ans not in d.options and ("play", cid, "left") not in d.options:
                    deploy = [a for a in d.options if a[:2] == ("play", cid)]
                    if deploy:
                        ans = deploy[-1]
            else:
                ans = ("play", cid)
        elif kind in ("action", "omni"):
            ans = (kind, cid, 0)
        else:
            ans = (kind, cid)
        self.submit(ans)

    # -------------------------------------------------------------------------------------------
    # Actions

    def action_focus_answers(self) -> None:
        self.query_one("#answers", OptionList).focus()

    def action_focus_hand(self) -> None:
        boxes = list(self.query("#hand CardBox"))
        if boxes:
            boxes[0].focus()

    def action_skip(self) -> None:
        self.skip = True
        if not self.session.human_to_move():
            self.notify("Skipping to your next decision…", timeout=2)

    def action_piles(self) -> None:
        v = self.session.game.view(self.session.viewer)
        entries = []
        for i, pv in enumerate(v["players"]):
            whose = "your" if i == v["me"] else "their"
            for zone, label in (("discard", "discard"), ("purged", "purged"), ("archives", "archives")):
                for cd in pv.get(zone) or []:
                    entries.append((cd["id"], f"{cd['title']}  ({whose} {label})"))
        self.push_screen(PilesScreen(entries, lambda cid: card_facts(self.session.game, cid)))

    def action_help(self) -> None:
        self.push_screen(HelpScreen())

    def action_undo(self) -> None:
        s = self.session
        if s.hotseat:
            self._refuse("Undo is only for games against the computer.")
            return
        if not self.waiting or not s.human_to_move():
            self._refuse("Wait for your decision before undoing.")
            return
        if not s.undo():
            self._refuse("There is nothing to undo.")
            return
        self._picked = []
        self._log_key = (-1, 0)
        self.query_one("#message", Static).update(Text("↶ Undone: back to your previous decision.", style="green"))
        self.waiting = False
        self.kick()

    async def action_quit(self) -> None:
        s = self.session
        if not s.game.over and self.save_path is not None:
            try:
                path = s.save(self.save_path)
                self.exit_lines = [f"Game saved to {path}", f"Resume it with: aember play --resume {path}"]
            except OSError as e:
                self.exit_lines = [f"The game could not be saved to {self.save_path}: {e}"]
        self.exit()

"""A board's controls: status text, text boxes, keyboard, panel, clicks, buttons.

Why it is built this way, with the measured facts: ``docs/design.md``,
``gamelib.views.controls``.
"""

import functools
import html
import json
import threading
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

import anywidget
import ipywidgets as widgets
import traitlets
from ipycanvas import Canvas
from ipyevents import Event

from gamelib.errors import MoveFormatError
from gamelib.views.canvases import (
    CANVAS_BACKDROP,
    MIN_TEXT_PX,
    ErrorReporter,
    after_drawing,
)


def _script(name: str) -> str:
    """A front end's JavaScript, kept beside this module in its own file."""
    return (Path(__file__).parent / name).read_text(encoding="utf-8")


_HIDDEN = (
    "position:absolute; width:1px; height:1px; margin:-1px; padding:0;"
    " overflow:hidden; clip:rect(0 0 0 0); white-space:nowrap; border:0"
)


class StatusText(widgets.HTML):
    """Hidden text saying what the board shows; ``say`` changes it after the drawing."""

    def __init__(self, css_class: str | None = None) -> None:
        super().__init__(layout=widgets.Layout(width="0px", height="0px"))
        self.add_class("gamelib-status")
        if css_class:
            self.add_class(css_class)
        self.text = ""

    def say(self, text: str) -> None:
        if text == self.text:
            return
        self.text = text
        shown = f'<div role="status" aria-live="polite" style="{_HIDDEN}">'
        shown += f"{html.escape(text, quote=False)}</div>"
        after_drawing(functools.partial(setattr, self, "value", shown))


ENTRY_CLASS = "gamelib-entry"
KEEP_TYPED = 200  # keystrokes the page remembers, to place a kernel's late change

_ENTRY_ESM_BODY = _script("entry.js")
_ENTRY_ESM = (
    f"const ENTRY_CLASS = {json.dumps(ENTRY_CLASS)};\n"
    f"const KEEP_TYPED = {KEEP_TYPED};\n{_ENTRY_ESM_BODY}"
)
_ENTRY_CSS = f"""
.{ENTRY_CLASS} input {{ font-size: {MIN_TEXT_PX}px; width: 100%; min-width: 0; }}
"""


class TextEntry(anywidget.AnyWidget):
    """A one-line text box; ``value`` is current whenever a later message arrives.
    ``button`` (a label) adds a button whose press carries the text, as Enter's."""

    _esm = traitlets.Unicode(_ENTRY_ESM).tag(sync=True)
    _css = traitlets.Unicode(_ENTRY_CSS).tag(sync=True)
    value = traitlets.Unicode("").tag(sync=True)
    placeholder = traitlets.Unicode("").tag(sync=True)
    label = traitlets.Unicode("").tag(sync=True)
    disabled = traitlets.Bool(False).tag(sync=True)
    characters = traitlets.Bool(False).tag(sync=True)
    button = traitlets.Unicode("").tag(sync=True)

    def __init__(self, **kwargs: object) -> None:
        super().__init__(**kwargs)
        self._from_page = False
        self._seen: dict[str, object] = {"view": "", "n": 0}
        self.observe(self._tell_page, names="value")
        self.on_msg(self._message)

    def clear(self) -> None:
        """Empty the box, after the board's drawing (``after_drawing``)."""
        after_drawing(functools.partial(setattr, self, "value", ""))

    def on_submit(self, callback: Callable[[str], object]) -> None:
        """Call ``callback(text)`` when Enter is pressed in the box, or its button."""
        self.on_msg(_when("submit", callback))

    def on_keys(self, callback: Callable[[str], object]) -> None:
        """Call ``callback(text)`` with what was typed (``characters`` boxes)."""
        self.on_msg(_when("keys", callback))

    def _message(self, _entry: "TextEntry", content: dict, _buffers: list) -> None:
        if content.get("event") not in ("input", "submit"):
            return
        if not isinstance(content.get("value"), str):
            return
        self._seen = {"view": content.get("view", ""), "n": content.get("n", 0)}
        self._from_page = True
        try:
            self.value = content["value"]
        finally:
            self._from_page = False

    def _tell_page(self, change: dict) -> None:
        if not self._from_page:  # the page has that text already
            self.send({"set": change["new"], **self._seen})


def _when(
    event: str, callback: Callable[[str], object]
) -> Callable[[TextEntry, dict, list], None]:
    def handle(_entry: TextEntry, content: dict, _buffers: list) -> None:
        if content.get("event") == event and isinstance(content.get("value"), str):
            callback(content["value"])

    return handle


_KEEPER_ESM = _script("focus_keeper.js")


class FocusKeeper(anywidget.AnyWidget):
    """Gives the focus back to a panel's control when it is enabled again.

    A disabled button or box cannot keep the focus: the browser drops it to the
    page, and a keyboard user had to Tab back from the top of the cell after every
    computer turn. Controls stay truly disabled (a screen reader says so, nothing
    can be pressed twice), and the person's place comes back with them.
    """

    _esm = traitlets.Unicode(_KEEPER_ESM).tag(sync=True)


CURSOR_CLASS = "gamelib-cursor"
KEYPAD_CLASS = "gamelib-keypad"
# Black outside, yellow inside: one of the two shows against any board colour, on a
# projector and with the boards' white backdrop in a dark theme.
CURSOR_COLOURS = ("#000000", "#ffd400")
CURSOR_WIDTHS = (4, 4)  # px
FOCUS_OUTLINE = "#1a4fd6"  # the pad's outline: 6.5:1 against the white backdrop

MOVES = {
    "ArrowUp": (-1, 0),
    "ArrowDown": (1, 0),
    "ArrowLeft": (0, -1),
    "ArrowRight": (0, 1),
}
ACT = {"Enter", " "}
LEAVE = "Escape"
ENDS = {"Home", "End"}

_PAD_ESM_BODY = _script("keypad.js")
_PAD_ESM = (
    f"const PLAY_KEYS = new Set({json.dumps(sorted([*MOVES, *ACT, *ENDS]))});\n"
    f"const PAD_CLASS = {json.dumps(KEYPAD_CLASS)};\n{_PAD_ESM_BODY}"
)

_PAD_CSS = f"""
.{KEYPAD_CLASS} {{ position: absolute; inset: 0; pointer-events: none; }}
.{KEYPAD_CLASS}:focus {{ outline: 4px solid {FOCUS_OUTLINE}; outline-offset: -4px; }}
"""


class KeyPad(anywidget.AnyWidget):
    """The board's Tab stop: sends the kernel the keys pressed while it has focus."""

    _esm = traitlets.Unicode(_PAD_ESM).tag(sync=True)
    _css = traitlets.Unicode(_PAD_CSS).tag(sync=True)
    label = traitlets.Unicode("Game board").tag(sync=True)
    focusable = traitlets.Bool(True).tag(sync=True)
    characters = traitlets.Bool(False).tag(sync=True)


@dataclass(frozen=True)
class Grid:
    """Where a board's squares are, in canvas pixels: ``rows`` x ``columns`` squares
    of ``cell`` pixels, the top-left one's corner at (``left``, ``top``)."""

    rows: int
    columns: int
    cell: float
    left: float = 0
    top: float = 0

    def centre(self, row: int, column: int) -> tuple[float, float]:
        return (
            self.left + (column + 0.5) * self.cell,
            self.top + (row + 0.5) * self.cell,
        )


def _describe_keys(grid: Grid | None, characters: bool) -> str:
    parts = []
    if grid is not None:
        parts.append("arrow keys move the cursor, Enter or Space plays the square")
    if characters:
        parts.append("type the game's keys")
    parts.append("Escape leaves the board")
    return "Game board: " + ", ".join(parts) + "."


class Keyboard:
    """A board's keys: a cursor on its squares, Enter to play, characters to ``key``.

    ``click`` is the board's click handler (canvas pixels); ``key`` (optional) gets
    single characters, as a board's own keys. Without a grid and a key handler the
    pad is no Tab stop (the board's buttons and boxes are its keyboard) and only
    removes the canvas' trap.
    """

    def __init__(
        self,
        canvas: Canvas,
        click: Callable[[float, float], object],
        reporter: ErrorReporter,
        grid: Grid | None = None,
        key: Callable[[str], object] | None = None,
    ) -> None:
        self.grid, self._click, self._key = grid, click, key
        self.row = self.column = 0
        self.showing = False
        self.pad = KeyPad(
            label=_describe_keys(grid, key is not None),
            focusable=grid is not None or key is not None,
            characters=key is not None,
        )
        self.status = StatusText("gamelib-cursor-status")
        self.cursor: widgets.HTML | None = None
        if grid is not None:
            self.cursor = widgets.HTML()
            self.cursor.add_class(CURSOR_CLASS)
        self._size = (canvas.width, canvas.height)
        self.pad.on_msg(reporter.user_action(self._message))

    @property
    def widgets(self) -> list[widgets.DOMWidget]:
        """What goes into the board's box beside the canvas."""
        extra = [self.cursor] if self.cursor is not None else []
        return [*extra, self.pad, self.status]

    def key(self, name: str) -> object:
        """Play one key, as if pressed on the focused board (browser key names)."""
        if name in MOVES or name in ENDS:
            self._move(name)
            return None
        if name in ACT:
            if self.grid is None:
                return None
            self._show(True)
            return self._click(*self.grid.centre(self.row, self.column))
        if name == LEAVE:
            self._show(False)
            return None
        if len(name) == 1 and self._key is not None:
            return self._key(name)
        raise MoveFormatError(  # not a key this board plays with
            f"{name!r} is not a key this board plays with: "
            + _describe_keys(self.grid, self._key is not None)
        )

    def _move(self, name: str) -> None:
        grid = self.grid
        if grid is None:
            return
        if name == "Home":
            self.row = self.column = 0
        elif name == "End":
            self.row, self.column = grid.rows - 1, grid.columns - 1
        else:
            down, across = MOVES[name]
            self.row = min(max(self.row + down, 0), grid.rows - 1)
            self.column = min(max(self.column + across, 0), grid.columns - 1)
        self.showing = True
        self.redraw()
        self.status.say(self.where())

    def where(self) -> str:
        """The cursor's square in words (what the status text says), numbered
        from 0 as the course's boards number their rows and columns."""
        if self.grid is None:
            return ""
        return (
            f"Cursor on row {self.row}, column {self.column}"
            f" (rows 0 to {self.grid.rows - 1}, columns 0 to {self.grid.columns - 1})."
        )

    def _message(self, _pad: KeyPad, content: dict, _buffers: list) -> None:
        if "focus" in content:
            self._show(bool(content["focus"]))
            if content["focus"]:
                self.status.say(self.where())
        elif isinstance(content.get("key"), str):
            self.key(content["key"])

    def _show(self, showing: bool) -> None:
        if showing != self.showing:
            self.showing = showing
            self.redraw()

    def redraw(self) -> None:
        """Show the cursor where ``row``/``column`` say, or hide it.

        A frame of percentages of the box, which has the canvas' shape, so it
        stays on its square when the canvas shrinks with a narrow cell.
        """
        if self.cursor is None or self.grid is None:
            return
        if not self.showing:
            self.cursor.value = ""
            return
        grid, (width, height) = self.grid, self._size
        x = grid.left + self.column * grid.cell
        y = grid.top + self.row * grid.cell
        self.cursor.value = (
            f'<div style="position: absolute; left: {100 * x / width:.3f}%;'
            f" top: {100 * y / height:.3f}%; width: {100 * grid.cell / width:.3f}%;"
            f" height: {100 * grid.cell / height:.3f}%; box-sizing: border-box;"
            f" border: {CURSOR_WIDTHS[0]}px solid {CURSOR_COLOURS[0]};"
            f" box-shadow: inset 0 0 0 {CURSOR_WIDTHS[1]}px {CURSOR_COLOURS[1]};"
            '"></div>'
        )


PANEL_CLASS = "gamelib-panel"
CONTROL_HEIGHT_PX = 34  # room for 16 px text in buttons, menus and text boxes

_STYLE = (
    f"<style>.{PANEL_CLASS} {{"
    f" --jp-widgets-font-size: {MIN_TEXT_PX}px;"
    f" --jp-widgets-inline-height: {CONTROL_HEIGHT_PX}px;"
    f" --jp-widgets-inline-label-width: 90px; }}"
    # Every course canvas on the page, pictures outside panels too: the boards keep
    # their own light colours in any theme (see CANVAS_BACKDROP).
    f" canvas.gamelib-canvas {{ background-color: {CANVAS_BACKDROP}; }}</style>"
)


def style_rules(css: str, css_class: str) -> widgets.HTML:
    """A hidden widget that carries ``css`` (a ``<style>`` element) to the page."""
    style = widgets.HTML(
        css, layout=widgets.Layout(display="none", width="0px", height="0px")
    )
    style.add_class(css_class)
    return style


def projector_style() -> widgets.HTML:
    """The hidden widget that carries the panel's style rule."""
    return style_rules(_STYLE, "gamelib-panel-style")


def panel(
    children: Sequence[widgets.Widget], css_class: str | None = None
) -> widgets.VBox:
    """A ``VBox`` of ``children`` whose controls show text of at least 16 px."""
    box = widgets.VBox([projector_style(), FocusKeeper(), *children])
    box.add_class(PANEL_CLASS)
    if css_class:
        box.add_class(css_class)
    return box


CLICK_THROUGH = "gamelib-click-through"
"""The class of a canvas that leaves the pointer to the box around it."""

CLICKABLE_CLASS = "gamelib-clickable"
_CLICK_THROUGH_STYLE = (
    f"<style>canvas.{CLICK_THROUGH} {{pointer-events: none}}"
    # The keyboard's cursor frame lies exactly over the canvas.
    f" .{CLICKABLE_CLASS} {{position: relative}}"
    f" .{CLICKABLE_CLASS} > .{CURSOR_CLASS} {{position: absolute; left: 0; top: 0;"
    " width: 100%; height: 100%; margin: 0; padding: 0; pointer-events: none}"
    "</style>"
)
PRIMARY_BUTTON = 0  # a right click opens the browser's menu and is no move


def clickable(
    canvas: Canvas,
    click: Callable[[float, float], object],
    reporter: ErrorReporter,
    grid: Grid | None = None,
    key: Callable[[str], object] | None = None,
) -> widgets.Box:
    """The canvas in a box that calls ``click(x, y)`` (canvas pixels) on each press.

    Show the box where the canvas would go: it has the canvas' size, also when the
    canvas shrinks with a narrow cell, so a position in it scales to canvas pixels.
    The call is guarded and counts as a person's action (``ErrorReporter``).
    With a ``grid`` the keyboard's cursor moves over its squares; ``key`` gets the
    board's own keys (single characters). ``box.key(name)`` plays a key from code.
    """
    canvas.add_class(CLICK_THROUGH)
    keyboard = Keyboard(canvas, click, reporter, grid, key)
    box = widgets.Box(
        [
            canvas,
            *keyboard.widgets,
            style_rules(_CLICK_THROUGH_STYLE, "gamelib-click-through-style"),
        ],
        layout=widgets.Layout(
            width=canvas.layout.width,
            max_width=canvas.layout.max_width,
            overflow="hidden",
        ),
    )
    box.add_class(CLICKABLE_CLASS)
    box.keyboard, box.key = keyboard, keyboard.key
    box.presses = Event(source=box, watched_events=["mousedown"])

    def pressed(event: dict) -> None:
        if event.get("button", PRIMARY_BUTTON) != PRIMARY_BUTTON:
            return
        scale = canvas.width / event["boundingRectWidth"]
        click(event["relativeX"] * scale, event["relativeY"] * scale)

    box.presses.on_dom_event(reporter.user_action(pressed))
    return box


def key_box(
    key: Callable[[str], object],
    reporter: ErrorReporter,
    placeholder: str = "type here",
    css_class: str | None = None,
) -> TextEntry:
    """A small text box: each typed character goes to ``key`` once, in order (a
    ``TextEntry``: keys typed faster than the kernel answers are neither lost nor
    played twice)."""
    box = TextEntry(
        placeholder=placeholder,
        label=f"Keys for the board: {placeholder}",
        characters=True,
        layout=widgets.Layout(width="160px"),
    )
    box.add_class("gamelib-keys")
    if css_class:
        box.add_class(css_class)

    def typed(text: str) -> None:
        for character in text:
            key(character)

    box.on_keys(reporter.user_action(typed))
    return box


def text_box(
    submit: Callable[[str], object],
    reporter: ErrorReporter,
    placeholder: str = "",
    css_class: str | None = None,
    button: str = "",
) -> TextEntry:
    """A one-line text box: pressing Enter in it calls ``submit(text)``, and so
    does its ``button`` (a label; none if empty).

    The box keeps what was typed (a refused word can be corrected rather than typed
    again); the board empties it (``box.value = ""``) when it has used the text. A
    ``TextEntry``: Enter and the button send the text with the press, and letters
    typed while the kernel was busy are neither lost nor reordered.
    """
    box = TextEntry(
        placeholder=placeholder,
        label=placeholder or "Text for the board; Enter sends it",
        button=button,
        layout=widgets.Layout(width="auto" if button else "200px"),
    )
    box.add_class("gamelib-text")
    if css_class:
        box.add_class(css_class)
    box.on_submit(reporter.user_action(submit))
    return box


def button(
    label: str,
    action: Callable[[], object],
    reporter: ErrorReporter,
    css_class: str | None = None,
    style: str = "",
) -> widgets.Button:
    """A button that calls ``action()``, guarded and marked as a person's action."""
    widget = widgets.Button(description=label, button_style=style)
    if css_class:
        widget.add_class(css_class)
    widget.on_click(reporter.user_action(lambda _button: action()))
    return widget


def background_button(
    label: str,
    work: Callable[[], object],
    reporter: ErrorReporter,
    css_class: str | None = None,
) -> widgets.Button:
    """A button that runs a long ``work()`` (seconds) beside the kernel's main thread.

    While it runs, every other board on the page keeps answering clicks (a callback
    that computed for 15 s would hold them all), and the button stays disabled, so a
    second press cannot start the work twice. Errors go to ``reporter``, as usual.
    ``work`` must only change widgets' values (a progress bar, ``Output.outputs``):
    printing from a thread does not reach an ``Output`` widget reliably.
    """
    widget = widgets.Button(
        description=label, layout=widgets.Layout(width="max-content")
    )
    if css_class:
        widget.add_class(css_class)
    lock = threading.Lock()

    def run() -> None:
        try:
            reporter.guard(work)()
        finally:
            widget.disabled = False
            lock.release()

    def start(_button: widgets.Button) -> None:
        if not lock.acquire(blocking=False):  # a press queued before it was disabled
            return
        widget.disabled = True
        threading.Thread(target=run, name=f"gamelib: {label}", daemon=True).start()

    widget.on_click(reporter.guard(start))
    return widget


def set_enabled(controls: Iterable[widgets.DOMWidget], enabled: bool) -> None:
    """Enable or disable controls together (e.g. while the computer plays)."""
    for control in controls:
        control.disabled = not enabled


def disable_for(
    controls: Iterable[widgets.DOMWidget], milliseconds: float
) -> threading.Timer | None:
    """Disable controls while an animation plays, and enable them at its end.

    A timer, not a sleep: the kernel stays free. Nothing happens for 0 ms (an
    animation that was not played, see ``animate``); in a person's action the
    controls go grey after its drawing (``after_drawing``), then the timer starts.
    """
    controls = list(controls)
    if milliseconds <= 0:
        return None
    timer = threading.Timer(milliseconds / 1000, set_enabled, (controls, True))
    timer.daemon = True

    def disable() -> None:
        set_enabled(controls, False)
        timer.start()

    after_drawing(disable)
    return timer

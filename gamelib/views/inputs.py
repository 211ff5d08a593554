"""Clicks, keys and buttons wired to a board's public methods, keyboard-friendly.

A board's canvas does not take the mouse itself. ipycanvas 0.14 sends every mouse
move, release and exit over the canvas to the kernel, whether or not anything
listens, and each message costs the page a round of kernel "busy"/"idle" updates
before the click that matters is drawn; it also focuses the canvas on each press and
then stops every key pressed there, so JupyterLab never saw Ctrl+S, Shift+Enter or
Escape once a board was clicked. So the canvas ignores the pointer (CSS
``pointer-events: none``) and ``clickable`` puts it in a box that sends the kernel
only the presses (ipyevents). A board then answers a click in 0.5-0.9 times the
time a bare ipycanvas board takes (``make bench-browser``), the page keeps the
keyboard, and a tap on a tablet reaches the board as a press too.

The box also holds the board's keyboard (``gamelib.views.keys``): Tab reaches the
board, arrow keys move a cursor over its ``grid`` of squares, Enter or Space presses
the square under it (through ``click``, as a mouse press there), a board's own keys
go to its ``key`` handler, and Escape gives the keyboard back to JupyterLab; the
canvas itself is no Tab stop any more (ipycanvas made it a keyboard trap). A board
may also take keys from a small text box (``key_box``), where typing is plainly
typing into a field. A board that takes whole words has ``text_box``, where Enter
submits what was typed. Both are ``TextEntry`` boxes (``gamelib.views.entry``): what
is typed reaches the kernel whole and in order, however busy it is.
"""

import threading
from collections.abc import Callable, Iterable

import ipywidgets as widgets
from ipycanvas import Canvas
from ipyevents import Event

from .entry import TextEntry
from .keys import CURSOR_CLASS, Grid, Keyboard
from .panel import style_rules
from .reporter import ErrorReporter

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
    """A small text box: each typed character goes to ``key`` once, in order.

    The page empties the box itself and sends what was typed as a message (see
    ``gamelib.views.entry``), so keys typed faster than the kernel answers are
    neither lost nor played twice.
    """
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
    label: str = "",
) -> TextEntry:
    """A one-line text box: pressing Enter in it calls ``submit(text)``.

    The box keeps what was typed (a refused word can be corrected rather than typed
    again); the board empties it (``box.value = ""``) when it has used the text.
    Enter's message carries the text, and every change before it arrived first
    (``gamelib.views.entry``), so ``box.value`` is current for Enter and for a
    Submit button pressed after typing, however busy the kernel was.
    """
    box = TextEntry(
        placeholder=placeholder,
        label=label or placeholder or "Text for the board; Enter sends it",
        layout=widgets.Layout(width="200px"),
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
    animation that was not played, see ``animate``).
    """
    controls = list(controls)
    if milliseconds <= 0:
        return None
    set_enabled(controls, False)
    timer = threading.Timer(milliseconds / 1000, set_enabled, (controls, True))
    timer.daemon = True
    timer.start()
    return timer

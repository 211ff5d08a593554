"""Clicks, keys and buttons wired to a board's public methods, keyboard-friendly.

ipycanvas 0.14 makes every canvas focusable, focuses it on each mouse press, and then
stops *every* key pressed there (``preventDefault`` and ``stopPropagation``), so
JupyterLab never sees Ctrl+S, Shift+Enter or Escape once a board was clicked. The
kernel cannot change that listener, but it can move the focus: after each press the
kit focuses a zero-size, key-blind element in the same cell (``focus_sink``), so
every key reaches JupyterLab again, as after a click anywhere else in an output.
Boards that want keys get them from a small text box (``key_box``): typing there is
plainly typing into a field, and every other key still belongs to JupyterLab. A board
that takes whole words has ``text_box``, where Enter submits what was typed.
"""

import threading
from collections.abc import Callable, Iterable

import ipywidgets as widgets
from ipycanvas import Canvas

from .canvases import MIN_TEXT_PX
from .reporter import ErrorReporter, after_drawing


def focus_sink() -> widgets.IntProgress:
    """An invisible, focusable element with no key handling of its own.

    A zero-size progress bar: ipywidgets 8 makes it focusable with ``tabbable``, its
    view focuses on request, and it neither reacts to nor stops any key.
    """
    sink = widgets.IntProgress(
        value=0,
        tabbable=True,
        layout=widgets.Layout(width="0px", height="0px", margin="0px", padding="0px"),
    )
    sink.add_class("gamelib-focus-sink")
    return sink


def on_click(
    canvas: Canvas,
    click: Callable[[float, float], object],
    reporter: ErrorReporter,
    sink: widgets.DOMWidget | None = None,
) -> None:
    """Call ``click(x, y)`` (canvas pixels) on each mouse press, guarded.

    With a ``sink``, the keyboard focus leaves the canvas once the board has
    answered (``after_drawing``), so keys the board does not use keep reaching
    JupyterLab.
    """

    def pressed(x: float, y: float) -> None:
        try:
            click(x, y)
        finally:
            if sink is not None:  # after the board's answer: moving focus takes time
                after_drawing(sink.focus)

    canvas.on_mouse_down(reporter.user_action(pressed))


def key_box(
    key: Callable[[str], object],
    reporter: ErrorReporter,
    placeholder: str = "type here",
    css_class: str | None = None,
) -> widgets.Text:
    """A small text box: each typed character goes to ``key``, then it empties."""
    box = widgets.Text(
        placeholder=placeholder,
        continuous_update=True,
        layout=widgets.Layout(width="160px"),
        style={"font_size": f"{MIN_TEXT_PX}px"},
    )
    box.add_class("gamelib-keys")
    if css_class:
        box.add_class(css_class)

    def typed(change: dict) -> None:
        text = change["new"]
        if not text:
            return
        box.value = ""
        for character in text:
            key(character)

    box.observe(reporter.user_action(typed), names="value")
    return box


def text_box(
    submit: Callable[[str], object],
    reporter: ErrorReporter,
    placeholder: str = "",
    css_class: str | None = None,
) -> widgets.Text:
    """A one-line text box: pressing Enter in it calls ``submit(text)``.

    The box keeps what was typed (a refused word can be corrected rather than typed
    again); the board empties it (``box.value = ""``) when it has used the text.
    The browser sends each change as it is typed, so ``box.value`` is current when
    Enter arrives, and a Submit button can read it too.
    """
    box = widgets.Text(
        placeholder=placeholder,
        continuous_update=True,
        layout=widgets.Layout(width="200px"),
        style={"font_size": f"{MIN_TEXT_PX}px"},
    )
    box.add_class("gamelib-text")
    if css_class:
        box.add_class(css_class)

    def message(_widget: widgets.Text, content: dict, _buffers: list) -> None:
        if content.get("event") == "submit":  # the browser's Enter key
            submit(box.value)

    box.on_msg(reporter.user_action(message))
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

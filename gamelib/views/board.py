"""The usual board layout in one line: canvas, message line, controls, errors.

A lesson's board class keeps the game and its public ``click(x, y)`` / ``key(k)``
methods; ``BoardView`` only does the wiring every lesson repeats. Each piece is also
usable alone (``new_canvas``, ``MessageLine``, ``clickable``, ``key_box``, ``button``).
"""

from collections.abc import Callable
from typing import Any

import ipywidgets as widgets

from .animation import Frame, animate
from .canvases import Draw, new_canvas, redraw_on_reconnect
from .entry import TextEntry
from .inputs import button, clickable, key_box, text_box
from .keys import Grid, UnknownKeyError
from .message import MessageLine
from .panel import panel
from .reporter import ErrorReporter


class BoardView:
    """A board's widgets, wired: every canvas event calls a public board method.

    ``draw(canvas)`` paints the whole board from the game state; it runs now (so
    make the state it reads before the view), after ``redraw()``, and whenever a
    page shows the board again (reload, Voila). With ``css_class="x"`` the canvas,
    message line, key box and buttons get the classes ``x``, ``x-message``,
    ``x-keys`` and ``x-<label>`` (what browser tests look for).

    The board is played with the keyboard too (``gamelib.views.keys``): Tab reaches
    it, and with a ``grid`` of squares the arrow keys move a cursor and Enter or
    Space calls ``click`` at the square's centre; ``key`` also gets the single
    characters typed on it. ``view.key(name)`` plays a key from code.
    """

    def __init__(
        self,
        width: int,
        height: int,
        draw: Draw,
        *,
        click: Callable[[float, float], object] | None = None,
        key: Callable[[str], object] | None = None,
        key_hint: str = "type here",
        css_class: str | None = None,
        message: str = "",
        grid: Grid | None = None,
    ) -> None:
        self.errors = ErrorReporter()
        self.canvas = new_canvas(width, height, css_class)
        self.message = MessageLine(
            message, f"{css_class}-message" if css_class else None
        )
        self._css_class = css_class
        self.controls = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap"))
        self.redraw = redraw_on_reconnect(self.canvas, draw, self.errors)
        self.area = self.canvas  # the canvas as shown: in a clickable box if it clicks
        if click is not None or key is not None:
            self.area = clickable(
                self.canvas, click or _no_click, self.errors, grid, key
            )
        if key is not None:
            self.controls.children += (
                key_box(
                    key,
                    self.errors,
                    key_hint,
                    f"{css_class}-keys" if css_class else None,
                ),
            )
        self.widget = panel(
            [self.area, self.message, self.controls, self.errors.output]
        )

    def key(self, name: str) -> object:
        """Play a key as if pressed on the focused board: ``"ArrowRight"``,
        ``"Enter"``, ``" "``, ``"Escape"`` or one of the board's own keys."""
        if self.area is self.canvas:
            raise UnknownKeyError(
                f"{name!r}: this board takes no keys (it was given no click"
                " and no key handler)"
            )
        return self.area.key(name)

    def button(
        self, label: str, action: Callable[[], object], style: str = ""
    ) -> widgets.Button:
        """Add a button to the controls row; pressing it calls ``action()``."""
        name = label.lower().replace(" ", "-")
        control = button(label, action, self.errors, f"board-{name}", style)
        if self._css_class:
            control.add_class(f"{self._css_class}-{name}")
        self.controls.children += (control,)
        return control

    def text_box(
        self, submit: Callable[[str], object], placeholder: str = ""
    ) -> TextEntry:
        """Add a text box to the controls row; Enter in it calls ``submit(text)``."""
        box = text_box(submit, self.errors, placeholder, "board-text")
        self.controls.children += (box,)
        return box

    def say(self, text: str, after_ms: float = 0) -> None:
        self.message.say(text, after_ms)

    def animate(self, draw_frame: Frame, frames: int, frame_ms: float) -> float:
        """Play a short animation on the board (see ``gamelib.views.animate``)."""
        return animate(self.canvas, draw_frame, frames, frame_ms)

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)


def _no_click(_x: float, _y: float) -> None:
    """A board with keys but no click handler: a press on it does nothing."""

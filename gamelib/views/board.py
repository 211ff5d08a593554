"""The usual board in one line: canvas, message line, controls, errors.

``MessageLine`` is the line under a board that says what happened, readable on a
projector: an ``HTML`` widget wraps a long sentence (a ``Label`` cuts it off), and its
text is escaped, so a word like ``<b>`` typed by a learner shows as typed. A lesson's
board class keeps the game and its public ``click(x, y)`` / ``key(k)`` methods;
``BoardView`` only does the wiring every lesson repeats.
"""

import functools
import html
import threading
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as widgets

from gamelib.arguments import excerpt
from gamelib.cellguard import cut
from gamelib.errors import MoveFormatError
from gamelib.views.canvases import (
    MAX_WIDTH,
    MIN_TEXT_PX,
    Draw,
    ErrorReporter,
    Frame,
    after_drawing,
    animate,
    new_canvas,
    redraw_on_reconnect,
)
from gamelib.views.controls import (
    Grid,
    TextEntry,
    button,
    clickable,
    key_box,
    panel,
    text_box,
)

NOT_A_SENTENCE = (
    "Nothing to say: the board was given {value} instead of a sentence. Does the "
    "function that answers here return its sentence (return, not print)?"
)


def _as_html(text: str) -> str:
    # ipywidgets sets a 28 px line height for one-line controls; wrapped lines
    # read better closer together. role="status": a screen reader says each new
    # message, so a move made with the keyboard is heard, not only seen.
    return (
        '<div role="status" aria-live="polite" style="line-height: 1.35">'
        f"{html.escape(cut(text), quote=False)}</div>"
    )


class MessageLine(widgets.HTML):
    """Wrapping text at least ``MIN_TEXT_PX`` tall; ``say`` can wait for a board.

    An animation plays in the browser after the kernel has already moved on, so a
    message about its end is shown ``after_ms`` later (a timer, not a sleep: the
    kernel stays free to answer the next click). A newer message cancels a waiting one.
    """

    def __init__(self, text: str = "", css_class: str | None = None) -> None:
        super().__init__(
            style={"font_size": f"{MIN_TEXT_PX}px"},
            layout=widgets.Layout(max_width=f"{MAX_WIDTH}px", min_height="28px"),
        )
        self.add_class("gamelib-message")
        if css_class:
            self.add_class(css_class)
        self._text = ""
        self._timers: list[threading.Timer] = []
        self._lock = threading.Lock()
        self.say(text)

    @property
    def text(self) -> str:
        """What the line says (or will say once a waiting message is due)."""
        return self._text

    def say(self, text: str, after_ms: float = 0) -> None:
        """Show ``text``; anything else is shown as what went wrong, in words.

        A learner's function may return None or a number for a click's answer: the
        line then says what it got, in words, instead of crashing the board.
        """
        if not isinstance(text, str):
            text = NOT_A_SENTENCE.format(value=excerpt(text))
        self.say_in_turn([(after_ms, text)])

    def say_in_turn(self, lines: Sequence[tuple[float, str]]) -> None:
        """Say each ``(after_ms, text)`` at its time: text that follows an animation
        step by step (a computer's turn), never ahead of what the board shows.

        Give each line its own time (two at the same moment may swap). ``text`` is
        the last line at once; a newer message cancels the lines still waiting.
        """
        with self._lock:
            for timer in self._timers:
                timer.cancel()
            self._timers = []
            if not lines:
                return
            in_order = sorted(lines, key=lambda line: line[0])
            show = functools.partial(setattr, self, "value")
            self._text = in_order[-1][1]
            for after_ms, text in in_order:
                if after_ms <= 0:
                    after_drawing(functools.partial(show, _as_html(text)))
                    continue
                timer = threading.Timer(after_ms / 1000, self._show, (text,))
                timer.daemon = True
                self._timers.append(timer)
                timer.start()

    def _show(self, text: str) -> None:
        with self._lock:
            me = threading.current_thread()
            if any(timer is me for timer in self._timers):  # not cancelled since
                self._timers = [timer for timer in self._timers if timer is not me]
                self.value = _as_html(text)

    @property
    def waiting(self) -> bool:
        """True while a message waits for its animation to end."""
        return bool(self._timers)


class BoardView:
    """A board's widgets, wired: every canvas event calls a public board method.

    ``draw(canvas)`` paints the whole board from the game state; it runs now (so
    make the state it reads before the view), after ``redraw()``, and whenever a
    page shows the board again (reload, Voila). With ``css_class="x"`` the canvas,
    message line, key box and buttons get the classes ``x``, ``x-message``,
    ``x-keys`` and ``x-<label>`` (what browser tests look for).

    The board is played with the keyboard too (``Keyboard``, with a ``grid``);
    ``key`` also gets the characters typed on it; ``view.key(name)`` plays a key.
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
        self.canvas = new_canvas(width, height, css_class)
        self.message = MessageLine(
            message, f"{css_class}-message" if css_class else None
        )
        self.errors = ErrorReporter(self.message)
        self._css_class = css_class
        self.controls = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap"))
        self.redraw = redraw_on_reconnect(self.canvas, draw, self.errors)
        self.area = self.canvas  # the canvas as shown: in a clickable box if it clicks
        if click is not None or key is not None:
            click = click or (lambda _x, _y: None)  # a board with keys only
            self.area = clickable(self.canvas, click, self.errors, grid, key)
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
            raise MoveFormatError(
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
        self, submit: Callable[[str], object], placeholder: str = "", button: str = ""
    ) -> TextEntry:
        """Add a text box to the controls row; Enter in it calls ``submit(text)``, and
        so does its ``button`` (a label, "Submit"), whose press carries the text."""
        box = text_box(submit, self.errors, placeholder, "board-text", button)
        self.controls.children += (box,)
        return box

    def say(self, text: str, after_ms: float = 0) -> None:
        self.message.say(text, after_ms)

    def animate(self, draw_frame: Frame, frames: int, frame_ms: float) -> float:
        """Play a short animation on the board (see ``gamelib.views.animate``)."""
        return animate(self.canvas, draw_frame, frames, frame_ms)

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

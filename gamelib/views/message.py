"""The line under a board that says what happened, readable on a projector.

A ``Label`` cuts a long sentence off at the edge of the output; an ``HTML`` widget
wraps it. Text is escaped, so a word like ``<b>`` typed by a learner shows as typed.
"""

import functools
import html
import threading
from collections.abc import Sequence

import ipywidgets as widgets

from gamelib.arguments import excerpt

from .canvases import MAX_WIDTH, MIN_TEXT_PX
from .reporter import after_drawing

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
        f"{html.escape(text, quote=False)}</div>"
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

        A board says what a learner's function returned (a click's answer, say),
        so a function that returns None or a number must not crash the board: the
        line says what it got instead, and the learner sees where to look.
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
            self._text = in_order[-1][1]
            for after_ms, text in in_order:
                if after_ms <= 0:
                    after_drawing(functools.partial(self._set, _as_html(text)))
                    continue
                timer = threading.Timer(after_ms / 1000, self._show, (text,))
                timer.daemon = True
                self._timers.append(timer)
                timer.start()

    def _set(self, value: str) -> None:
        self.value = value

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

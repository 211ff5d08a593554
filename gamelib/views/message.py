"""The line under a board that says what happened, readable on a projector.

A ``Label`` cuts a long sentence off at the edge of the output; an ``HTML`` widget
wraps it. Text is escaped, so a word like ``<b>`` typed by a learner shows as typed.
"""

import html
import threading

import ipywidgets as widgets

from .canvases import MAX_WIDTH, MIN_TEXT_PX


def _as_html(text: str) -> str:
    # ipywidgets sets a 28 px line height for one-line controls; wrapped lines
    # read better closer together.
    return f'<div style="line-height: 1.35">{html.escape(text, quote=False)}</div>'


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
        self._timer: threading.Timer | None = None
        self._lock = threading.Lock()
        self.say(text)

    @property
    def text(self) -> str:
        """What the line says (or will say once a waiting message is due)."""
        return self._text

    def say(self, text: str, after_ms: float = 0) -> None:
        with self._lock:
            if self._timer is not None:
                self._timer.cancel()
                self._timer = None
            self._text = text
            if after_ms <= 0:
                self.value = _as_html(text)
                return
            self._timer = threading.Timer(after_ms / 1000, self._show, (text,))
            self._timer.daemon = True
            self._timer.start()

    def _show(self, text: str) -> None:
        with self._lock:
            if self._text == text:
                self.value = _as_html(text)
                self._timer = None

    @property
    def waiting(self) -> bool:
        """True while a message waits for its animation to end."""
        return self._timer is not None

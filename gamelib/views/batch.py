"""Sending drawing to the browser in one message, and surviving a page reload.

Two ipycanvas 0.14 behaviours bite learners: ``hold_canvas()`` leaves its caching flag
set when the body raises, so every later drawing is silently dropped; and the kernel
only names the target canvas when it changes, so a view that appears later (page
reload, Voila) would draw on the wrong canvas. These two helpers answer both.
"""

import contextlib
import threading
from collections.abc import Iterator

from ipycanvas import canvas as _ipycanvas_canvas

_DRAWING = threading.RLock()
"""ipycanvas collects every canvas' commands in one list: a batch drawn by a timer
thread (``Timeline``) and one drawn by a click must not mix, so each holds this."""


@contextlib.contextmanager
def safe_hold() -> Iterator[None]:
    """Like ``ipycanvas.hold_canvas()``, but an exception in the body cannot freeze it.

    Whatever was drawn before the error is still sent, the caching flag is put back,
    and the exception goes on to the caller. Nested holds send once, at the end of the
    outermost one. One thread draws at a time.
    """
    with _DRAWING:
        manager = _ipycanvas_canvas._CANVAS_MANAGER
        was_caching = manager._caching
        manager._caching = True
        try:
            yield
        finally:
            try:
                if not was_caching:
                    manager.flush()
            finally:
                manager._caching = was_caching


def forget_current_canvas() -> None:
    """Make the next drawing command re-announce its target canvas.

    ipycanvas only tells the browser which canvas to draw on when the target changes;
    a view that appears later (page reload, Voila) missed that message. Call this
    before redrawing from an ``on_client_ready`` callback.
    """
    _ipycanvas_canvas._CANVAS_MANAGER._current_canvas = None

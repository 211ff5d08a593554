"""The few ipycanvas helpers every lesson needs; boards themselves live in notebooks.

Two ipycanvas 0.14 behaviours bite learners: ``hold_canvas()`` leaves its caching flag
set when the body raises, so every later drawing is silently dropped; and an exception
raised in a mouse or keyboard callback vanishes, leaving a board that just stops
answering. ``safe_hold`` and ``ErrorReporter`` turn both into something visible.
"""

import contextlib
import functools
import traceback

import ipywidgets as widgets
from ipycanvas import canvas as _ipycanvas_canvas


@contextlib.contextmanager
def safe_hold():
    """Like ``ipycanvas.hold_canvas()``, but an exception in the body cannot freeze it.

    Whatever was drawn before the error is still sent, the caching flag is put back,
    and the exception goes on to the caller.
    """
    manager = _ipycanvas_canvas._CANVAS_MANAGER
    was_caching = manager._caching
    manager._caching = True
    try:
        yield
    finally:
        try:
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


class ErrorReporter:
    """An ``Output`` widget that shows tracebacks from event callbacks.

    Wrap every callback with ``reporter.guard(callback)``: an exception is printed in
    the widget (so a learner sees what went wrong) instead of vanishing, and is also
    kept in ``last_error`` so tests can assert on it.
    """

    def __init__(self):
        self.output = widgets.Output(layout=widgets.Layout(max_height="200px"))
        self.last_error = None

    def guard(self, callback):
        @functools.wraps(callback)
        def guarded(*args, **kwargs):
            try:
                return callback(*args, **kwargs)
            except Exception as error:  # shown to the learner, not swallowed
                self.last_error = error
                with self.output:
                    traceback.print_exc()
                return None

        return guarded

    def clear(self):
        self.last_error = None
        self.output.clear_output()

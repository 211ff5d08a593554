"""Callback errors a learner can see, and knowing whether a person caused the call.

An exception raised in a mouse, key or button callback vanishes in ipywidgets,
leaving a board that just stops answering: ``ErrorReporter`` prints it under the
board instead. Callbacks wired by the kit also mark themselves as a person's action,
so animations play for a click but not for a board driven from code at Run All
(where every queued pause would delay every other board on the page).

During a person's action, words wait for the drawing (``after_drawing``): the page
handles kernel messages one at a time, so a message line sent before the board's
picture delays the picture by the time JupyterLab takes to lay out the text
(measured: 10-40 ms a click).
"""

import contextvars
import functools
import traceback
from collections.abc import Callable
from typing import Any

import ipywidgets as widgets

_USER_ACTION: contextvars.ContextVar[bool] = contextvars.ContextVar(
    "gamelib_user_action", default=False
)
_AFTER_DRAWING: contextvars.ContextVar[list[Callable[[], object]] | None] = (
    contextvars.ContextVar("gamelib_after_drawing", default=None)
)


def in_user_action() -> bool:
    """True while a callback wired to a click, key or button press runs."""
    return _USER_ACTION.get()


def after_drawing(update: Callable[[], object]) -> None:
    """Run ``update`` once the current person's action has sent its drawing.

    Outside an action (a board driven from code, a timer) it runs at once. Updates
    run in the order given, each guarded like the action itself.
    """
    waiting = _AFTER_DRAWING.get()
    if waiting is None:
        update()
    else:
        waiting.append(update)


class ErrorReporter:
    """An ``Output`` widget that shows tracebacks from event callbacks.

    Wrap every callback with ``reporter.guard(callback)``: an exception is printed in
    the widget (so a learner sees what went wrong) instead of vanishing, and is also
    kept in ``last_error`` so tests can assert on it.
    """

    def __init__(self) -> None:
        self.output = widgets.Output(layout=widgets.Layout(max_height="200px"))
        self.output.add_class("gamelib-errors")
        self.last_error: BaseException | None = None

    def guard(self, callback: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(callback)
        def guarded(*args: Any, **kwargs: Any) -> Any:
            try:
                return callback(*args, **kwargs)
            except Exception as error:  # shown to the learner, not swallowed
                self.last_error = error
                with self.output:
                    traceback.print_exc()
                return None

        return guarded

    def user_action(self, callback: Callable[..., Any]) -> Callable[..., Any]:
        """``guard``, and mark the call as a person's action (``in_user_action``).

        Words said during the call are sent after its drawing (``after_drawing``).
        """
        guarded = self.guard(callback)

        @functools.wraps(callback)
        def acted(*args: Any, **kwargs: Any) -> Any:
            token = _USER_ACTION.set(True)
            waiting: list[Callable[[], object]] = []
            deferring = _AFTER_DRAWING.set(waiting)
            try:
                return guarded(*args, **kwargs)
            finally:
                _AFTER_DRAWING.reset(deferring)
                _USER_ACTION.reset(token)
                for update in waiting:
                    self.guard(update)()

        return acted

    def clear(self) -> None:
        self.last_error = None
        self.output.clear_output()

"""Canvases and drawing on them: batches, callback errors, animations, timed steps.

Why it is built this way, with the measured facts: ``docs/design.md``,
``gamelib.views.canvases``.
"""

import contextlib
import contextvars
import functools
import threading
from collections.abc import Callable, Iterator, Sequence
from typing import Any

import ipywidgets as widgets
from ipycanvas import Canvas
from ipycanvas import canvas as _ipycanvas_canvas

from gamelib import cellguard
from gamelib.cellguard import Crashed, Returned, run_guarded
from gamelib.console import delay_ms
from gamelib.selfcheck.trial import refusal

_DRAWING = threading.RLock()
"""ipycanvas collects every canvas' commands in one list: a batch drawn by a timer
thread (``Timeline``) and one drawn by a click must not mix, so each holds this."""


MAX_BATCH_COMMANDS = 50_000
"""Drawing calls one batch may hold (the lessons' largest holds under 1,000): an
endless drawing loop grew a kernel by 2.8 GB, and sent after Stop froze the tab."""


_MANAGER = _ipycanvas_canvas._CANVAS_MANAGER  # every canvas's one command queue
_send = _MANAGER.send_command


def _send_counted(canvas: Canvas, command: Any, buffers: Any = ()) -> None:
    if _MANAGER._caching and len(_MANAGER._commands_cache) >= MAX_BATCH_COMMANDS:
        raise cellguard.Stopped(f"drawing {MAX_BATCH_COMMANDS:,} times")
    _send(canvas, command, list(buffers))


_MANAGER.send_command = _send_counted


@contextlib.contextmanager
def safe_hold() -> Iterator[None]:
    """Like ``ipycanvas.hold_canvas()``, but an exception in the body cannot freeze it.

    Whatever was drawn before an error is still sent (not after Stop: the batch of a
    loop that never ended is dropped), the caching flag is put back, and the exception
    goes on to the caller. Nested holds send once, at the end of the outermost one.
    One thread draws at a time.
    """
    with _DRAWING:
        manager = _MANAGER
        was_caching = manager._caching
        manager._caching = True
        try:
            yield
        except KeyboardInterrupt:
            if not was_caching:
                manager._commands_cache, manager._buffers_cache = [], []
            raise
        finally:
            try:
                if not was_caching:
                    _flush()
            finally:
                manager._caching = was_caching


def forget_current_canvas() -> None:
    """Make the next drawing command name its canvas again: ipycanvas names it only
    when the target changes, and a view that appears later (page reload, Voila)
    missed that. Call it before redrawing from an ``on_client_ready`` callback."""
    _MANAGER._current_canvas = None


FIRST_FRAME_HEADSTART_MS = 30.0
"""How long a paced action's other updates (words, greyed buttons, sounds) wait
after its drawing: sent with it, they held it back on the page (``docs/design.md``)."""


class _Updates(list[Callable[[], object]]):
    drawn = False  # a paced drawing went ahead of them: the page shows it first
    closed = False  # the action ended: a task it started (its context) runs updates


_USER_ACTION: contextvars.ContextVar[bool] = contextvars.ContextVar(
    "gamelib_user_action", default=False
)
_AFTER_DRAWING: contextvars.ContextVar[_Updates | None] = contextvars.ContextVar(
    "gamelib_after_drawing", default=None
)
_SENDING = threading.RLock()
_late: list[Callable[[], object]] = []  # updates waiting, and their timer's cancel


def _send_late() -> None:
    with _SENDING:
        while _late:
            _late.pop(0)()


def _flush() -> None:
    if (waiting := _AFTER_DRAWING.get()) is not None and delay_ms(1) > 0:
        waiting.drawn |= bool(_MANAGER._commands_cache)
    _MANAGER.flush()


def in_user_action() -> bool:
    """True while a callback wired to a click, key or button press runs."""
    return _USER_ACTION.get()


def after_drawing(update: Callable[[], object]) -> None:
    """Run ``update`` once the current person's action has sent its drawing.

    Outside an action (code, a timer, a task an action started) it runs at once.
    Updates run in the order given, each guarded like the action itself.
    """
    waiting = _AFTER_DRAWING.get()
    if waiting is None or waiting.closed:
        update()
    else:
        waiting.append(update)


class ErrorReporter:
    """An ``Output`` widget that says what went wrong in event callbacks.

    Wrap every callback with ``reporter.guard(callback)``: in the main thread it runs
    as long as a cell before its notice (``NOTICE_AFTER_SECONDS``); what went wrong is
    said in one sentence (``trial.refusal``) here and on ``message`` (``last_error``).
    """

    def __init__(self, message: Any = None) -> None:
        self.output = widgets.Output(layout=widgets.Layout(max_height="200px"))
        self.output.add_class("gamelib-errors")
        self.last_error: BaseException | None = None
        self.say = getattr(message, "say", lambda _text: None)

    def guard(self, callback: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(callback)
        def guarded(*args: Any, **kwargs: Any) -> Any:
            main = threading.current_thread() is threading.main_thread()
            seconds = cellguard.NOTICE_AFTER_SECONDS if main else None
            try:
                finished = run_guarded(lambda: callback(*args, **kwargs), seconds)
            except KeyboardInterrupt as stop:  # the Stop button, or a piece's raise
                finished = Crashed(stop)
            if isinstance(finished, Returned):
                return finished.value
            self.last_error = getattr(finished, "error", None)
            said = refusal(finished, "Your code")
            self.output.append_stdout(said + "\n")
            self.say(said)
            return None

        return guarded

    def user_action(self, callback: Callable[..., Any]) -> Callable[..., Any]:
        """``guard``, and mark the call as a person's action (``in_user_action``):
        its words go after its drawing (``after_drawing``), ``FIRST_FRAME_HEADSTART_MS``
        later when pacing is on."""
        guarded = self.guard(callback)

        @functools.wraps(callback)
        def acted(*args: Any, **kwargs: Any) -> Any:
            _send_late()  # an earlier action's, if still waiting
            token = _USER_ACTION.set(True)
            waiting = _Updates()
            deferring = _AFTER_DRAWING.set(waiting)
            try:
                return guarded(*args, **kwargs)
            finally:
                _AFTER_DRAWING.reset(deferring)
                _USER_ACTION.reset(token)
                waiting.closed = True
                with _SENDING:
                    _late.append(lambda: [self.guard(u)() for u in waiting])
                if not waiting.drawn:
                    _send_late()
                else:
                    timer = threading.Timer(FIRST_FRAME_HEADSTART_MS / 1000, _send_late)
                    timer.daemon = True
                    _late.append(timer.cancel)  # sent sooner by the next action
                    timer.start()

        return acted

    def clear(self) -> None:
        self.last_error = None
        self.output.clear_output()


MAX_WIDTH = 560  # px: fits 1024x768 beside JupyterLab's file browser
MIN_TEXT_PX = 16  # smallest text readable from the back of a classroom
CANVAS_BACKDROP = "#ffffff"
"""What shows through whatever a drawing leaves unpainted, in every theme: a
learner's first dark grid, drawn with no background yet, stays visible in the dark
theme (``panel`` carries the rule to the page)."""

Draw = Callable[[Canvas], None]


def new_canvas(width: int, height: int, css_class: str | None = None) -> Canvas:
    """A canvas at most ``MAX_WIDTH`` wide that shrinks with a narrower cell.

    Its CSS width is its pixel width, capped at the cell's width; the height follows
    the canvas' own proportions, so the picture is never stretched.
    """
    if not (0 < width <= MAX_WIDTH and 0 < height):
        raise ValueError(
            f"a {width}x{height} canvas does not fit: widths are 1 to {MAX_WIDTH} px"
            " so a board fits a 1024x768 projector beside the file browser"
        )
    layout = widgets.Layout(width="100%", max_width=f"{width}px", height="auto")
    canvas = Canvas(width=width, height=height, layout=layout)
    canvas.add_class("gamelib-canvas")
    if css_class:
        canvas.add_class(css_class)
    return canvas


def font(size: float, bold: bool = False, family: str = "sans-serif") -> str:
    """A canvas font of at least ``MIN_TEXT_PX``, so board text stays readable."""
    if size < MIN_TEXT_PX:
        raise ValueError(f"{size} px text is too small: use {MIN_TEXT_PX} px or more")
    return f"{'bold ' if bold else ''}{size:g}px {family}"


def redraw_on_reconnect(
    canvas: Canvas, draw: Draw, reporter: ErrorReporter | None = None
) -> Callable[[], None]:
    """Paint ``draw(canvas)`` now and whenever a browser view of the canvas appears.

    Returns the repaint function (boards call it after every change). A first drawing
    that never ended (Stop) is not run again by a view appearing later.
    """

    def repaint() -> None:
        with safe_hold():
            draw(canvas)

    def reconnect() -> None:
        forget_current_canvas()  # the new page missed which canvas was current
        repaint()

    repaint()
    canvas.on_client_ready(reporter.guard(reconnect) if reporter else reconnect)
    return repaint


def picture(
    width: int, height: int, draw: Draw, css_class: str | None = None
) -> Canvas:
    """A canvas showing what ``draw`` drew in its cell, also after a reload and in
    Voila: a view that appears later is sent the same drawing again, and ``draw`` is
    not run then (later cells may have changed the names it draws from)."""
    canvas, manager = new_canvas(width, height, css_class), _MANAGER
    with safe_hold():
        start, buffers = len(manager._commands_cache), len(manager._buffers_cache)
        forget_current_canvas()  # the drawing starts by naming its canvas
        draw(canvas)
        drawing = manager._commands_cache[start:], manager._buffers_cache[buffers:]

    def send_again() -> None:
        with _DRAWING:
            manager._send_custom(*drawing)
            forget_current_canvas()

    canvas.on_client_ready(send_again)
    return canvas


MAX_ANIMATION_MS = 600

Frame = Callable[[Canvas, float], None]


def animations_on() -> bool:
    """Whether an animation should play now: a person acted and pacing is on."""
    return in_user_action() and delay_ms(1) > 0


def animate(canvas: Canvas, draw_frame: Frame, frames: int, frame_ms: float) -> float:
    """Queue ``draw_frame(canvas, t)`` for t = 1/frames ... 1, ``frame_ms`` apart.

    Returns how long the animation will play in the browser, in ms (0 when only the
    last frame is drawn), so a message can wait for its end
    (``MessageLine.say(text, after_ms=...)``). Longer animations are sped up to fit
    ``MAX_ANIMATION_MS``. Its first frame is sent at once, the others in a second batch,
    and the action's other updates ``FIRST_FRAME_HEADSTART_MS`` after the first.
    """
    if frames < 1:
        raise ValueError(f"an animation needs at least one frame, not {frames}")
    with safe_hold():
        if not animations_on() or frames == 1:
            draw_frame(canvas, 1.0)
            return 0.0
        pause = min(delay_ms(frame_ms), MAX_ANIMATION_MS / (frames - 1))
        for frame in range(1, frames + 1):
            draw_frame(canvas, frame / frames)
            if frame < frames:
                canvas.sleep(pause)
            if frame == 1:
                _flush()
    return pause * (frames - 1)


Step = tuple[float, Callable[[], object]]
"""``(at_ms, action)``: run ``action()`` ``at_ms`` milliseconds from now."""


class Timeline:
    """Runs timed steps in order; playing new steps cancels the ones still waiting.

    An action that raises is shown by the ``reporter`` (under the board), like an
    error in a click.
    """

    def __init__(self, reporter: ErrorReporter | None = None) -> None:
        self.reporter = reporter
        self._timers: list[threading.Timer] = []
        self._lock = threading.RLock()  # a step runs whole, or not after a cancel

    def play(self, steps: Sequence[Step]) -> float:
        """Schedule the steps; returns when the last one is due, in ms from now.

        Give each step its own time: two due at the same moment may swap.
        """
        self.cancel()
        with self._lock:
            for at_ms, action in steps:
                timer = threading.Timer(max(at_ms, 0) / 1000, self._run, (action,))
                timer.daemon = True
                self._timers.append(timer)
                timer.start()
        return max((at_ms for at_ms, _ in steps), default=0.0)

    def cancel(self) -> None:
        with self._lock:
            for timer in self._timers:
                timer.cancel()
            self._timers = []

    @property
    def playing(self) -> bool:
        """True while some step is still waiting for its moment."""
        with self._lock:
            return bool(self._timers)

    def _run(self, action: Callable[[], object]) -> None:
        me = threading.current_thread()
        run = self.reporter.guard(action) if self.reporter else action
        # The drawing lock first, then ours: the order a board that cancels a
        # timeline while drawing (inside safe_hold) takes them in too.
        with safe_hold(), self._lock:
            if not any(timer is me for timer in self._timers):
                return  # cancelled while waiting for the lock
            self._timers = [timer for timer in self._timers if timer is not me]
            run()

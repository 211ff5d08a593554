"""Steps a board shows one after another, each sent at its own moment.

A queued animation (``animate``) plays in the browser's own time: the kernel cannot
know when each frame appears, and over a computer's turn of many moves the browser
falls behind by half a second or more, so words sent by the kernel "at the same
moment" run ahead of the picture. A ``Timeline`` instead sends each step when it is
due: a timer thread runs the step's action (draw a scene, say what it shows) and
the drawing and its words leave the kernel together. The kernel stays free between
steps, and drawing from a timer is safe because every batch (``safe_hold``) is sent
under one lock.
"""

import threading
from collections.abc import Callable, Sequence

from .batch import safe_hold
from .reporter import ErrorReporter

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

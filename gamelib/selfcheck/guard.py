"""Run a learner's code so that a crash or an endless loop becomes a report line.

A time limit needs something that can stop Python code from outside. The choice:

* **A signal (SIGALRM) on the main thread**, where the system has one (Linux, macOS,
  Binder). It costs nothing while the code runs, and it stops both a busy
  ``while True:`` loop and a long ``time.sleep``. Jupyter runs every cell on the main
  thread, so this is the usual path. The alarm repeats every 50 ms until it is
  switched off, and once it has fired every line of the learner's code raises the
  stop too (a trace function), so a bare ``except:`` around a ``time.sleep``, which
  swallows nearly every alarm, cannot keep the loop alive.
* **A trace function** everywhere else (Windows, or a check started from another
  thread): it looks at the clock before each line of Python. It makes the learner's
  code several times slower and is switched off by the first exception it raises, but
  it works on every system.

Neither can stop a single long call into C (``sum(range(10**12))``); checks keep their
inputs small so that never matters. A bounded number of calls alone would not stop a
loop inside one call, which is the usual beginner's mistake.

``TooSlow`` is a ``BaseException`` for the same reason ``KeyboardInterrupt`` is: an
``except Exception:`` in the learner's code must not catch it.
"""

import signal
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from types import FrameType
from typing import Any

_REPEAT_SECONDS = 0.05


class TooSlow(BaseException):
    """Raised inside the learner's code when its time is up."""


@dataclass(frozen=True)
class Returned:
    value: Any


@dataclass(frozen=True)
class Crashed:
    error: BaseException


@dataclass(frozen=True)
class TimedOut:
    seconds: float


Finished = Returned | Crashed | TimedOut


def run_guarded(function: Callable[[], Any], seconds: float) -> Finished:
    """Call ``function()`` and say how it ended, never raising (except Ctrl-C)."""
    try:
        value = _with_time_limit(function, seconds)
    except TooSlow:
        return TimedOut(seconds)
    except KeyboardInterrupt:
        raise  # the learner (or the cell guard) stopping everything
    except BaseException as error:  # the learner's crash, even a bare BaseException
        return Crashed(error)
    return Returned(value)


def _with_time_limit(function: Callable[[], Any], seconds: float) -> Any:
    if hasattr(signal, "setitimer") and threading.current_thread() is (
        threading.main_thread()
    ):
        return _with_alarm(function, seconds)
    return _with_trace(function, seconds)


def _raise_too_slow(signum: int, frame: FrameType | None) -> None:
    """Stop the learner's code; and since a bare ``except:`` around a
    ``time.sleep`` catches nearly every alarm, make each following line of it raise
    too: raised inside an ``except`` block, the stop leaves that ``try``."""
    sys.settrace(_raise_on_every_line)
    while frame is not None and frame.f_code.co_filename != __file__:
        frame.f_trace = _raise_on_every_line
        frame = frame.f_back
    raise TooSlow


def _raise_on_every_line(frame: FrameType, event: str, arg: Any) -> Any:
    if frame.f_code.co_filename == __file__:
        return None  # the guard's own code, switching the alarm off
    if event == "line":
        raise TooSlow
    return _raise_on_every_line


def _with_alarm(function: Callable[[], Any], seconds: float) -> Any:
    previous = signal.signal(signal.SIGALRM, _raise_too_slow)
    tracing = sys.gettrace()
    try:
        signal.setitimer(signal.ITIMER_REAL, seconds, _REPEAT_SECONDS)
        return function()
    finally:
        _disarm(previous)
        sys.settrace(tracing)


def _disarm(previous: Any) -> None:
    """Switch the alarm off even if one last alarm fires while we do it."""
    while True:
        try:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, previous)
            return
        except TooSlow:
            continue


def _with_trace(function: Callable[[], Any], seconds: float) -> Any:
    deadline = time.monotonic() + seconds

    def look_at_the_clock(frame: FrameType, event: str, arg: Any) -> Any:
        if time.monotonic() > deadline:
            raise TooSlow
        return look_at_the_clock

    previous = sys.gettrace()
    sys.settrace(look_at_the_clock)
    try:
        return function()
    finally:
        sys.settrace(previous)

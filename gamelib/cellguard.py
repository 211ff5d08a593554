"""Which frames are the learner's, and stopping them: cell guard and time limit.

Why it is built this way, with the measured facts: ``docs/design.md``,
``gamelib.cellguard``.
"""

import contextlib
import contextvars
import ctypes
import functools
import inspect
import math
import re
import signal
import sys
import threading
import time
import traceback
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from types import FrameType
from typing import Any

if "_guard" in globals():  # ``importlib.reload``: the running guard holds these
    raise ImportError(
        "gamelib.cellguard runs this kernel's cell guard and cannot be reloaded: "
        "restart the kernel (Kernel, Restart Kernel) for a fresh one"
    )

# -- which frames are the learner's ---------------------------------------------
CODE_INDENT = "    "
"""Marks a line of the learner's code in a report (it is never re-wrapped)."""
_NOTEBOOK_CELL = re.compile(r"(ipykernel_\d+[/\\]\d+\.py$)|(^<ipython-input-)")


@functools.cache
def _library_folders() -> tuple[str, ...]:
    """Python's library, the installed packages and ``gamelib``: never the learner's.
    Looked up once, when first asked: ``import gamelib`` stays quick for a program."""
    import sysconfig

    paths = sysconfig.get_paths()
    folders = {paths[key] for key in ("stdlib", "platstdlib", "purelib", "platlib")}
    folders.add(str(Path(__file__).parent))
    return tuple(str(Path(folder).resolve()) for folder in folders)


@functools.lru_cache(maxsize=1024)  # asked for every frame a stop walks, and by traces
def is_learners_file(filename: str) -> bool:
    """True for a notebook cell or a file outside Python's library and gamelib."""
    if _NOTEBOOK_CELL.search(filename):
        return True
    if filename.startswith("<"):
        return not filename.startswith("<frozen")
    return not str(Path(filename).resolve()).startswith(_library_folders())


def place_of(filename: str, line: int | None) -> str:
    """Where a line is, in a learner's words: "line 3 of its cell" for a cell."""
    if _NOTEBOOK_CELL.search(filename):
        return f"line {line} of its cell"
    if filename.startswith("<"):
        return f"line {line}"
    return f"line {line} of {Path(filename).name}"


def kind_name(value: object) -> str:
    """``type(value).__name__``, even when a metaclass's ``__name__`` raises."""
    return str(type.__dict__["__name__"].__get__(type(value)))


# -- stopping them ----------------------------------------------------------------
TIME_UP = "time up"
"""What a ``Stopped`` of the time limit says (the cell guard's says how much was
printed)."""


class Stopped(KeyboardInterrupt):
    """Raised inside the learner's code to stop it: a self-check's time is up
    (``TIME_UP``), or a cell printed past its budget (the amount printed).

    A ``KeyboardInterrupt``, as if the learner had pressed Stop: an
    ``except Exception:`` in their code must not catch it.
    """


_NOT_TRACING = object()
_previous_trace: Any = _NOT_TRACING


def stop_every_line(why: str, frame: FrameType | None) -> None:
    """From now on, until ``stop_tracing()``, every line of the learner's code
    raises ``Stopped(why)``: ``frame`` and its callers, and every call made later.

    A stop raised inside an ``except`` block leaves that ``try``, so a bare
    ``except:`` that swallowed the first stop cannot keep the loop alive.
    """
    global _previous_trace

    def trace(frame: FrameType, event: str, _arg: Any) -> Any:
        if not is_learners_file(frame.f_code.co_filename):
            return None  # the course's own code (switching the alarm off, say)
        if event == "line":
            raise Stopped(why)
        return trace

    if _previous_trace is not _NOT_TRACING:
        return  # already stopping (a repeated alarm in a deep recursion, say)
    _previous_trace = sys.gettrace()
    sys.settrace(trace)
    while frame is not None:
        if is_learners_file(frame.f_code.co_filename):
            frame.f_trace = trace
        frame = frame.f_back


def stop_tracing() -> None:
    """Put back the trace function that ``stop_every_line`` replaced, if it did."""
    global _previous_trace
    if _previous_trace is not _NOT_TRACING:
        sys.settrace(_previous_trace)
        _previous_trace = _NOT_TRACING


# -- the self-checks' time limit ---------------------------------------------
_REPEAT_SECONDS = 0.05


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


SAFE_RECURSION_LIMIT = 10_000
"""The most ``sys.setrecursionlimit`` gives a piece: a recursion of generators
(``yield from``) some 40,000 deep overflows an 8 MB C stack, which kills the kernel."""


def run_guarded(function: Callable[[], Any], seconds: float | None) -> Finished:
    """Call ``function()`` and say how it ended, never raising (except Ctrl-C); no
    time limit for ``seconds=None``. A recursion limit the learner set is capped at
    ``SAFE_RECURSION_LIMIT`` and undone; an ``async def``'s coroutine is closed."""
    recursion_limit, set_limit = sys.getrecursionlimit(), sys.setrecursionlimit
    sys.setrecursionlimit = lambda limit: set_limit(min(limit, SAFE_RECURSION_LIMIT))
    try:
        value = _with_time_limit(function, seconds)
        if inspect.iscoroutine(value):
            value.close()  # else a warning names the course's line, at any time
        return Returned(value)
    except Stopped as stop:
        if stop.args not in ((TIME_UP,), ()):  # () from ``_stop_late``
            raise  # the cell guard stopping the cell
        return TimedOut(seconds or 0)
    except KeyboardInterrupt:
        raise  # the learner stopping everything
    except BaseException as error:  # the learner's crash, even a bare BaseException
        return Crashed(error)
    finally:
        sys.setrecursionlimit = set_limit
        set_limit(recursion_limit)


def _with_time_limit(function: Callable[[], Any], seconds: float | None) -> Any:
    if seconds is None:
        return function()
    if hasattr(signal, "setitimer") and threading.current_thread() is (
        threading.main_thread()
    ):
        return _with_alarm(function, seconds)
    return _with_trace(function, seconds)


_alarm_stops = False  # True while the learner's code runs under the alarm


def _time_up(signum: int, frame: FrameType | None) -> None:
    """Stop the learner's code; and since a bare ``except:`` around a
    ``time.sleep`` catches nearly every alarm, make each following line of it raise
    too."""
    if _alarm_stops:
        stop_every_line(TIME_UP, frame)
        raise Stopped(TIME_UP)


_deadlines: list[float] = []  # of the alarms now running, innermost last
_MAIN = threading.main_thread().ident or 0
_raise_in = (
    getattr(ctypes, "pythonapi", None) and ctypes.pythonapi.PyThreadState_SetAsyncExc
)


def _stop_late() -> None:
    """The alarm's second line: a piece that ignores SIGALRM or switches the timer
    off gets an exception set in the main thread (``PyThreadState_SetAsyncExc``)
    while it runs past its deadline; it cannot interrupt a ``time.sleep``."""
    while _raise_in:
        time.sleep(_REPEAT_SECONDS * 4)
        frame = sys._current_frames().get(_MAIN)
        late = time.monotonic() > (_deadlines or [math.inf])[-1] + _REPEAT_SECONDS
        if late and frame and frame.f_code.co_filename != __file__:
            _raise_in(ctypes.c_ulong(_MAIN), ctypes.py_object(Stopped))


_late_stopper = threading.Thread(target=_stop_late, daemon=True)


def _with_alarm(function: Callable[[], Any], seconds: float) -> Any:
    global _alarm_stops
    outer, started = _alarm_stops, time.monotonic()
    left, _ = signal.getitimer(signal.ITIMER_REAL)  # an outer call's: set again after
    tracing, profiling = sys.gettrace(), sys.getprofile()
    previous = signal.signal(signal.SIGALRM, _time_up)
    if _late_stopper.ident is None:  # not started yet
        _late_stopper.start()
    try:
        _alarm_stops = True
        _deadlines.append(started + seconds)
        signal.setitimer(signal.ITIMER_REAL, seconds, _REPEAT_SECONDS)
        return function()
    finally:
        _alarm_stops = False  # first: a late alarm here (a recursion unwinds slowly)
        sys.settrace(tracing)  # a piece's own trace or profile would raise below
        sys.setprofile(profiling)
        _deadlines.pop()
        signal.setitimer(signal.ITIMER_REAL, 0)  # would stop this and leave it armed
        signal.signal(signal.SIGALRM, previous)
        stop_tracing()
        if outer:
            left = max(left + started - time.monotonic(), _REPEAT_SECONDS)
            signal.setitimer(signal.ITIMER_REAL, left, _REPEAT_SECONDS)
            _alarm_stops = True


def _with_trace(function: Callable[[], Any], seconds: float) -> Any:
    deadline = time.monotonic() + seconds

    def look_at_the_clock(frame: FrameType, event: str, arg: Any) -> Any:
        if time.monotonic() > deadline:
            raise Stopped(TIME_UP)
        return look_at_the_clock

    previous = sys.gettrace()
    sys.settrace(look_at_the_clock)
    try:
        return function()
    finally:
        sys.settrace(previous)


# -- the cell guard ------------------------------------------------------------
MAX_LINES = 2_000
"""Lines one cell may print: far more than any lesson cell prints (the longest check
report is about 100 lines), far less than the page can take without stalling."""

MAX_CHARACTERS = 150_000
"""Characters one cell may print: about 2,000 full lines, and with the guard's
sentences under the 200 kB a page takes without stalling; one huge output is cut."""
CHARACTERS = f"{MAX_CHARACTERS:,} characters"

NOTICE_AFTER_SECONDS = 8.0
"""Seconds of silence before a running cell gets its notice: every cell of the
lessons finishes in under one second in the kernel, and a learner waiting longer than
this usually thinks the page has frozen."""

_WATCH_INTERVAL_SECONDS = 0.25
_STOP_SIGNAL = getattr(signal, "SIGUSR1", None)  # unused by Jupyter; not on Windows
CUT_SENTENCE = " [Cut here: {:,} characters in all.]"
MESSAGE_CHARACTERS = 5_000  # of an error's message shown: a 5 MB one reached the page

STOPPED_SENTENCE = (
    "This cell was stopped after {amount}: it is probably a loop that never ends (a "
    "while loop whose condition never becomes false, or a loop that prints or draws "
    "on every turn), so look at the loop's condition and at what changes inside it."
)
NOTICE_SENTENCE = (
    f"This cell has been running for {NOTICE_AFTER_SECONDS:g} seconds with no new "
    "output: it is probably stuck in a loop that never ends (a while loop whose "
    "condition never becomes false?). To stop it, press the square Stop button in "
    "the toolbar (or Kernel, Interrupt Kernel; or press I twice), then look at the "
    "loop's condition."
)
SWALLOWED_SENTENCE = (
    "This cell printed too much and was told to stop, but it is still running: an "
    "`except:` (or `except BaseException:`) in it probably catches the stop. Press "
    "the square Stop button in the toolbar (or Kernel, Interrupt Kernel), then catch "
    "only the error you expect, such as `except ValueError:`."
)


_DEFINITION = re.compile(r"^(?:async\s+def|def|class)\s+(\w+)", re.MULTILINE)
unrun_edits: dict[str, str] = {}
"""Piece name -> a sentence: the learner's last cell defining it failed before the
definition ran (a ``SyntaxError``, say), so a check would test the earlier one."""


def _failure(error: BaseException) -> tuple[int | None, str]:
    """The line of its cell a failed cell stopped at, and the error's message."""
    if isinstance(error, SyntaxError):
        return error.lineno, str(error.msg)
    tb = traceback.extract_tb(error.__traceback__)
    lines = [frame.lineno for frame in tb if is_learners_file(frame.filename)]
    return (lines[0] if lines else None), str(error)


def cut(text: str, most: int = 2_000) -> str:  # a board's line, sent at each change
    return text[:most] + (CUT_SENTENCE.format(len(text)) if text[most:] else "")


class _Cell:
    """What the guard knows about the cell now running (or the one that last ran)."""

    def __init__(self) -> None:
        self.running = self.stopped = self.shown = self.signalled = False
        self.lines = self.characters = self.refusals = self.exempt_depth = 0
        self.defined: dict[str, Any] = {}  # name -> its value before the cell
        self.last_output, self.finished = time.monotonic(), threading.Event()


def _counting(original: Any, guard: "CellGuard") -> Callable[..., Any]:
    """A stream's ``write`` (cut to fit) or a whole output (one line) with the budget,
    set on the object as IPython's ``_tee`` does (ipykernel checks streams' class) at
    each cell's start, and taken off at its end (IPython's own is put back then)."""

    def counted(*args: Any, **kwargs: Any) -> Any:
        write = len(args) == 1 and not kwargs and isinstance(args[0], str)
        text = args[0] if write else repr((args, kwargs)) + "\n"
        allowed = guard.charge(text)
        if write and allowed:
            original(allowed)
        if len(allowed) < len(text):
            guard.refuse()
        return len(text) if write else original(*args, **kwargs)

    counted.gamelib_original = original  # type: ignore[attr-defined]
    return counted


class CellGuard:
    """The budget and the watcher of one kernel's cells (``docs/design.md``)."""

    def __init__(self, shell: Any) -> None:
        from gamelib.explain import explain  # only in a kernel

        self.explain: Callable[[BaseException], list[str] | None] = explain
        self.shell = shell
        self.cell = _Cell()
        self.streams: dict[str, Any] = {}
        self.counting: list[tuple[Any, str]] = []  # (object, method) counted now

    # -- installing ------------------------------------------------------------
    def install(self) -> None:
        self.streams = {"stdout": sys.stdout, "stderr": sys.stderr}
        for stream in self.streams.values():  # a piece may close them: kept open
            stream.close = lambda: None
        if _STOP_SIGNAL and threading.current_thread() is threading.main_thread():
            signal.signal(_STOP_SIGNAL, self._stop_signalled)
        self._count_writes()
        self.shell.events.register("pre_run_cell", self.pre_run_cell)
        self.shell.events.register("post_run_cell", self.post_run_cell)
        self.shell.set_custom_exc((BaseException,), self.show_exception)
        show = self.shell.showtraceback  # what an ``Output`` widget calls
        self.shell.showtraceback = functools.partial(self._show, show)

    def _count_writes(self) -> None:
        display, hook = self.shell.display_pub, self.shell.displayhook
        paths = [(s, "write") for s in {*self.streams.values(), sys.stdout, sys.stderr}]
        paths += [(display, "publish"), (display, "clear_output")]
        if output := getattr(sys.modules.get("ipywidgets"), "Output", None):
            paths += [
                (output, "_append_stream_output"),
                (output, "append_display_data"),
            ]
        for owner, name in [*paths, (hook, "write_format_data")]:
            method = getattr(owner, name, None)
            if method is not None and not hasattr(method, "gamelib_original"):
                setattr(owner, name, _counting(method, self))
                self.counting.append((owner, name))

    def _stop_counting_writes(self) -> None:
        for owner, name in self.counting:
            method = getattr(owner, name)  # the cell's own, if it replaced ours
            setattr(owner, name, getattr(method, "gamelib_original", method))
        self.counting = []

    # -- a cell's life -----------------------------------------------------------
    def pre_run_cell(self, info: Any = None) -> None:
        self.cell.finished.set()  # a watcher left over from an unfinished cell
        self.cell = _Cell()
        defined = _DEFINITION.findall(getattr(info, "raw_cell", "") or "")
        self.cell.defined = {name: self.shell.user_ns.get(name) for name in defined}
        self.cell.running = True
        self._count_writes()
        context = contextvars.copy_context()  # the cell's parent message
        watch = functools.partial(context.run, self._watch, self.cell)
        threading.Thread(target=watch, name="gamelib: cell guard", daemon=True).start()

    def post_run_cell(self, result: Any = None) -> None:
        self._note_unrun_edits(result)
        self.cell.running = False
        self.cell.finished.set()
        stop_tracing()
        self._stop_counting_writes()
        if self.cell.stopped and not self.cell.shown:  # swallowed by a library: !yes
            self._show(None, (Stopped, Stopped(self._amount())))

    def _watch(self, cell: _Cell) -> None:
        while not cell.finished.wait(_WATCH_INTERVAL_SECONDS):
            quiet = time.monotonic() - cell.last_output
            if cell.exempt_depth or quiet < NOTICE_AFTER_SECONDS:
                continue
            sentence = SWALLOWED_SENTENCE if cell.stopped else NOTICE_SENTENCE
            with contextlib.suppress(Exception):  # a closed stream at shutdown
                print(sentence, file=self.streams["stderr"], flush=True)
            return

    def _note_unrun_edits(self, result: Any) -> None:
        """Remember the pieces a failed cell left as they were (its ``def`` or
        ``class`` never ran), so a check says it tested the earlier version."""
        error = getattr(result, "error_before_exec", None)
        error = error or getattr(result, "error_in_exec", None)
        namespace = self.shell.user_ns
        for name, before in self.cell.defined.items():
            if error is None or before is None or namespace.get(name) is not before:
                unrun_edits.pop(name, None)
                continue
            line, message = _failure(error)
            where = f" on line {line} of its cell" if line else ""
            unrun_edits[name] = (
                f"Note: your last edit of {name} did not run ({kind_name(error)}"
                f"{where}: {cut(message, 200)}), so this checked the version before "
                "it. Fix that error and run its cell again, then this check."
            )

    # -- the output budget -------------------------------------------------------
    def counted(self) -> bool:
        pipes = [getattr(s, "watch_fd_thread", 0) for s in self.streams.values()]
        ours = threading.current_thread() in (threading.main_thread(), *pipes)
        return ours and self.cell.running and not self.cell.exempt_depth

    def charge(self, text: str) -> str:
        """The part of ``text`` the cell may still print (all of it when uncounted)."""
        cell = self.cell
        if not self.counted():
            return text
        if cell.stopped:
            return ""
        cell.last_output = time.monotonic()
        allowed = text[: max(MAX_CHARACTERS - cell.characters, 0)]
        lines_left = max(MAX_LINES - cell.lines, 0)
        if not lines_left or allowed.count("\n") > lines_left:
            kept = allowed.split("\n")[:lines_left]
            allowed = "\n".join(kept) + "\n" if kept else ""
        cell.characters += len(allowed)
        cell.lines += allowed.count("\n")
        cell.stopped = len(allowed) < len(text)
        return allowed

    def refuse(self) -> None:
        """Stop the cell; from the second time on, its stop was swallowed by an
        ``except:``, so every further line of the learner's code raises it too: a
        stop raised in an ``except`` block leaves its ``try``; a pipe thread signals."""
        cell = self.cell
        if threading.current_thread() is not threading.main_thread():
            if _STOP_SIGNAL and not cell.signalled:
                cell.signalled = True
                signal.pthread_kill(threading.main_thread().ident or 0, _STOP_SIGNAL)
            return
        cell.refusals += 1
        if cell.refusals > 1:
            stop_every_line(self._amount(), sys._getframe(1))
        raise Stopped(self._amount())

    def _stop_signalled(self, _signum: int, frame: FrameType | None) -> None:
        """The pipe thread's signal: stop the cell as ``refuse`` would, but only in
        the learner's code, and never while ``Popen`` starts a child (a stop there
        would leave the child running, unkillable by the cell)."""
        cell, codes = self.cell, [f.f_code for f, _ in traceback.walk_stack(frame)]
        acting = (
            self.counted()
            and cell.stopped
            and not cell.shown
            and any(is_learners_file(code.co_filename) for code in codes)
            and not any(code.co_qualname == "Popen.__init__" for code in codes)
        )
        if acting:
            cell.refusals += 1
            if cell.refusals > 1:
                stop_every_line(self._amount(), frame)
        cell.signalled = False  # only now: no signal interrupts this one
        if acting and cell.refusals == 1:
            raise Stopped(self._amount())

    def _amount(self) -> str:
        many = self.cell.lines >= MAX_LINES
        return f"printing {f'{MAX_LINES:,} lines' if many else CHARACTERS}"

    @contextlib.contextmanager
    def exempt(self) -> Iterator[None]:
        if threading.current_thread() is not threading.main_thread():
            yield  # threads are never counted
            return
        cell = self.cell
        cell.exempt_depth += 1
        try:
            yield
        finally:
            cell.exempt_depth -= 1
            cell.last_output = time.monotonic()

    # -- showing an exception ----------------------------------------------------
    def show_exception(
        self, shell: Any, etype: type, value: BaseException, tb: Any, tb_offset=None
    ) -> list[str] | None:
        """IPython's custom exception hook: a sentence for a stopped cell, the
        learner's line for their own error, IPython's traceback for anything else."""
        sys.last_type, sys.last_value, sys.last_traceback = etype, value, tb
        message: Any = getattr(value, "args", ())
        if len(message) == 1 and isinstance(message[0], str):
            value.args = (cut(message[0], MESSAGE_CHARACTERS),)
        if isinstance(value, Stopped):
            stop_tracing()  # the cell's code is over; ``_show`` says the sentence
        elif (lines := self.explain(value)) is not None:
            shell._showtraceback(etype, value, lines)
            return None
        shell.showtraceback((etype, value, tb), tb_offset=tb_offset)
        return None

    def _show(self, show: Any, exc_tuple: Any = None, *args: Any, **kwargs: Any) -> Any:
        if exc_tuple is None or not isinstance(exc_tuple[1], Stopped):
            return show(exc_tuple, *args, **kwargs)
        self.cell.shown, stop = True, exc_tuple[1]
        sentence = STOPPED_SENTENCE.format(amount=stop.args[0])
        self.shell._showtraceback(Stopped, stop, [sentence])


_guard: CellGuard | None = None


def install() -> CellGuard | None:
    """Guard every later cell of this Jupyter kernel; nothing elsewhere.

    Called by ``gamelib/__init__.py``, so a lesson's first import installs it. A
    terminal program, the tests and plain Python are left alone: IPython is only
    looked at when something already imported it.
    """
    global _guard
    if _guard is not None:
        return _guard
    ipython = sys.modules.get("IPython")
    shell = ipython.get_ipython() if ipython is not None else None
    if shell is None or not hasattr(shell, "kernel"):
        return None
    _guard = CellGuard(shell)
    _guard.install()
    _guard.cell.running = True  # the cell importing gamelib is running now
    return _guard


@contextlib.contextmanager
def exempt() -> Iterator[None]:
    """Let the course's own long work in a cell run unwatched: no output budget and
    no silence notice until the block ends (a no-op outside a guarded kernel)."""
    if _guard is None:
        yield
        return
    with _guard.exempt():
        yield

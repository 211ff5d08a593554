"""Which frames are the learner's, and stopping them: cell guard and time limit.

Both run-away-code stoppers of the course live here and share one stop: the Jupyter
cell guard (a cell that floods the page or seems frozen) and the self-checks' time
limit (a piece that runs on). Either raises ``Stopped`` in the learner's code, and
once a bare ``except:`` has swallowed it, ``stop_every_line`` makes every further line
of the learner's code (``is_learners_file``: a notebook cell, or a file outside
Python's library and ``gamelib``) raise it again, which leaves the ``try``.

The cell guard: a learner also runs their code in ordinary cells, and ``while not
game.is_over(): print(...)`` there sent 36-73 MB of output in 45 s, and JupyterLab
stopped answering clicks until the kernel was interrupted from outside. So once
``gamelib`` is imported in a Jupyter kernel (every lesson's first cell does that),
``install`` watches each cell:

* **Output budget.** Every way output leaves a cell counts, in one budget: writes to
  ``sys.stdout`` and ``sys.stderr`` (``%%capture``'s own streams and an ``Output``
  widget's included); writes to file descriptors 1 and 2 (``os.write``, a
  subprocess), which ipykernel's own thread reads from a pipe and writes to the
  same streams; and ``display``, ``clear_output`` and a cell's last value, each a
  line of as many characters as its data. Past ``MAX_LINES`` lines or
  ``MAX_CHARACTERS`` characters in one cell, the output is dropped and ``Stopped``
  is raised in the cell's own code: by the write itself in the main thread, by a
  signal (``_STOP_SIGNAL``) from ipykernel's pipe thread, which also interrupts a
  wait for a subprocess (``subprocess.run`` then kills it). IPython's custom
  exception hook then shows one sentence instead of a traceback (so does an
  ``Output`` widget, which shows its own); a stop that the library swallowed
  (``!yes``) gets the sentence when the cell ends. Every later write of that cell
  raises again, and so, once a bare ``except:`` swallowed the stop, does every line.
  A board's message line is cut with a sentence (``cut``) past
  ``MAX_MESSAGE_CHARACTERS``.
* **Silence notice.** A cell that has printed nothing for ``NOTICE_AFTER_SECONDS``
  gets, once, a sentence saying how to interrupt it and what is the likely cause. It
  is written by a watcher thread on the cell's own parent message, so it lands under
  that cell while the loop still runs; the cell is left running (it may be slow, not
  stuck).

Only the kernel's main thread, where cells and widget callbacks run (and ipykernel's
pipe thread, for the file descriptors), is counted and watched, and only while a
cell runs (IPython's ``pre_run_cell`` / ``post_run_cell``):
a board's background thread or a callback after the cell ended is never stopped. The
course's own long work in the main thread runs inside ``exempt()``.

The time limit (``run_guarded``): a crash or an endless loop becomes a report line.
Stopping Python code from outside takes:

* **A signal (SIGALRM) on the main thread**, where the system has one (Linux, macOS,
  Binder). It costs nothing while the code runs, and it stops both a busy
  ``while True:`` loop and a long ``time.sleep``. Jupyter runs every cell on the main
  thread, so this is the usual path. The alarm repeats every 50 ms until it is
  switched off, and once it has fired every line of the learner's code raises too:
  a bare ``except:`` around a ``time.sleep`` swallows nearly every alarm.
* **A trace function** everywhere else (Windows, or a check started from another
  thread): it looks at the clock before each line of Python. It makes the learner's
  code several times slower and is switched off by the first exception it raises, but
  it works on every system.

Neither stopper can stop a single long call into C (``sum(range(10**12))``): checks
keep their inputs small, and a cell's notice still says it is busy. A bounded number
of calls would not stop a loop inside one call, the usual beginner's mistake.
"""

import contextlib
import contextvars
import functools
import re
import signal
import sys
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from types import FrameType
from typing import Any

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


@functools.lru_cache(maxsize=1024)
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

    if _previous_trace is _NOT_TRACING:
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


def _stoppable(frame: FrameType | None) -> bool:
    """Whether the learner's code runs under ``frame``, and a stop raised there
    leaves nothing behind: not while ``subprocess.Popen`` starts its child, which
    would then run on, never waited for or killed."""
    while frame is not None:
        code = frame.f_code
        if is_learners_file(code.co_filename):
            return True
        if code.co_name == "__init__" and code.co_filename.endswith("subprocess.py"):
            return False
        frame = frame.f_back
    return False


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


def run_guarded(function: Callable[[], Any], seconds: float) -> Finished:
    """Call ``function()`` and say how it ended, never raising (except Ctrl-C)."""
    try:
        value = _with_time_limit(function, seconds)
    except Stopped as stop:
        if stop.args != (TIME_UP,):
            raise  # the cell guard stopping the cell
        return TimedOut(seconds)
    except KeyboardInterrupt:
        raise  # the learner stopping everything
    except BaseException as error:  # the learner's crash, even a bare BaseException
        return Crashed(error)
    return Returned(value)


def _with_time_limit(function: Callable[[], Any], seconds: float) -> Any:
    if hasattr(signal, "setitimer") and threading.current_thread() is (
        threading.main_thread()
    ):
        return _with_alarm(function, seconds)
    return _with_trace(function, seconds)


def _time_up(signum: int, frame: FrameType | None) -> None:
    """Stop the learner's code; and since a bare ``except:`` around a
    ``time.sleep`` catches nearly every alarm, make each following line of it raise
    too."""
    stop_every_line(TIME_UP, frame)
    raise Stopped(TIME_UP)


def _with_alarm(function: Callable[[], Any], seconds: float) -> Any:
    previous = signal.signal(signal.SIGALRM, _time_up)
    try:
        signal.setitimer(signal.ITIMER_REAL, seconds, _REPEAT_SECONDS)
        return function()
    finally:
        _disarm(previous)
        stop_tracing()


def _disarm(previous: Any) -> None:
    """Switch the alarm off even if one last alarm fires while we do it."""
    while True:
        try:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, previous)
            return
        except Stopped:
            continue


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
"""Characters one cell may print: about 2,000 full lines, and with the sentences the
guard adds still under the 200 kB a page takes without stalling; a single huge
``print`` (``print("x" * 10**8)``) is cut at this size too."""

NOTICE_AFTER_SECONDS = 8.0
"""Seconds of silence before a running cell gets its notice: every cell of the
lessons finishes in under one second in the kernel, and a learner waiting longer than
this usually thinks the page has frozen."""

_WATCH_INTERVAL_SECONDS = 0.25
_STOP_SIGNAL = getattr(signal, "SIGUSR1", None)
"""How ipykernel's pipe thread stops the cell (no such signal on Windows, where
ipykernel does not read the file descriptors either); nothing else in a kernel uses
it."""

MAX_MESSAGE_CHARACTERS = 2_000
"""Characters a board's message or status line shows (``cut``): a few paragraphs, far
more than any lesson's sentence; a line is sent whole on each change, so a huge one
(a learner's function returning a 6.5 MB text) would flood the page on every click."""

CUT_SENTENCE = (
    " [This message was cut here: it is {length:,} characters long, far more than a "
    "board's line can show. Does the function that answers here return one short "
    "sentence?]"
)

STOPPED_SENTENCE = (
    "This cell was stopped after printing {amount}: it is probably a loop that never "
    "ends (a while loop whose condition never becomes false, or a loop that prints on "
    "every turn), so look at the loop's condition and at what changes inside it."
)
NOTICE_SENTENCE = (
    "This cell has been running for {seconds:g} seconds with no new output: it is "
    "probably stuck in a loop that never ends (a while loop whose condition never "
    "becomes false?). To stop it, press the square Stop button in the toolbar (or "
    "Kernel, Interrupt Kernel; or press I twice), then look at the loop's condition."
)
SWALLOWED_SENTENCE = (
    "This cell printed too much and was told to stop, but it is still running: an "
    "`except:` (or `except BaseException:`) in it probably catches the stop. Press "
    "the square Stop button in the toolbar (or Kernel, Interrupt Kernel), then catch "
    "only the error you expect, such as `except ValueError:`."
)


def cut(text: str) -> str:
    """A board's line as it is shown: cut with a sentence past the line's budget."""
    if len(text) <= MAX_MESSAGE_CHARACTERS:
        return text
    return text[:MAX_MESSAGE_CHARACTERS] + CUT_SENTENCE.format(length=len(text))


class _Cell:
    """What the guard knows about the cell now running (or the one that last ran)."""

    def __init__(self) -> None:
        self.running = False
        self.lines = 0
        self.characters = 0
        self.stopped = False
        self.refusals = 0
        self.exempt_depth = 0
        self.last_output = time.monotonic()
        self.finished = threading.Event()
        self.signalled = False  # a stop sent to the main thread, not yet handled
        self.shown = False  # the sentence has been shown


def _counting_write(original: Any, guard: "CellGuard") -> Callable[[str], int]:
    """A stream's ``write`` with the cell's output budget in front.

    The stream's ``write`` is replaced on the object itself, as IPython's own output
    history does (``InteractiveShell._tee``): ipykernel checks the streams' class, so
    a wrapper object in ``sys.stdout`` would break it. IPython puts its own ``write``
    back when a cell ends, so the budget's is put in front again at each cell's
    start, and taken off at its end.
    """

    def write(text: str) -> int:
        if not isinstance(text, str):
            return original(text)  # the stream's own TypeError
        allowed = guard.charge(text)
        if allowed:
            original(allowed)
        if len(allowed) < len(text):
            guard.refuse()
        return len(text)

    write.gamelib_original = original  # type: ignore[attr-defined]
    return write


def _counting_output(original: Any, guard: "CellGuard") -> Callable[..., Any]:
    """``display``'s ``publish`` or ``clear_output``, or the displayhook's
    ``write_format_data`` (a cell's last value), with the budget in front: each call
    is one line of as many characters as its data, shown whole or not at all."""

    def output(*args: Any, **kwargs: Any) -> Any:
        if not guard.fits(len(repr((args, kwargs)))):
            guard.refuse()
        return original(*args, **kwargs)

    output.gamelib_original = original  # type: ignore[attr-defined]
    return output


class CellGuard:
    """The budget and the watcher of one kernel's cells (see the module docstring)."""

    def __init__(self, shell: Any) -> None:
        from gamelib.explain import explain  # only in a kernel

        self.explain: Callable[[BaseException], list[str] | None] = explain
        self.shell = shell
        self.cell = _Cell()
        self.streams: dict[str, Any] = {}
        self.pipe_threads: list[Any] = []  # ipykernel's readers of fds 1 and 2
        self.counting: list[tuple[Any, str]] = []  # (object, method) counted now

    # -- installing ------------------------------------------------------------
    def install(self) -> None:
        for name in ("stdout", "stderr"):
            self.streams[name] = getattr(sys, name)
        self.pipe_threads = [
            getattr(stream, "watch_fd_thread", None) for stream in self.streams.values()
        ]
        if _STOP_SIGNAL and threading.current_thread() is threading.main_thread():
            signal.signal(_STOP_SIGNAL, self._stop_signalled)
        self._count_writes()
        self.shell.events.register("pre_run_cell", self.pre_run_cell)
        self.shell.events.register("post_run_cell", self.post_run_cell)
        self.shell.set_custom_exc((BaseException,), self.show_exception)
        showtraceback = self.shell.showtraceback

        def show_in_a_widget(exc_tuple: Any = None, *args: Any, **kwargs: Any) -> Any:
            """An ``Output`` widget shows the error that left it: a stop's sentence."""
            if exc_tuple is None or not isinstance(exc_tuple[1], Stopped):
                return showtraceback(exc_tuple, *args, **kwargs)
            self._show_stop(exc_tuple[1])

        self.shell.showtraceback = show_in_a_widget

    def _count_writes(self) -> None:
        """Put the budget in front of every output path of the cell starting now:
        the kernel's streams and the current ones (``%%capture`` runs its cell
        with its own), the current display publisher and the displayhook."""
        streams = {id(s): s for s in (*self.streams.values(), sys.stdout, sys.stderr)}
        display = self.shell.display_pub
        paths = [(stream, "write", _counting_write) for stream in streams.values()]
        paths += [(display, "publish", _counting_output)]
        paths += [(display, "clear_output", _counting_output)]
        paths += [(self.shell.displayhook, "write_format_data", _counting_output)]
        for owner, name, counting in paths:
            method = getattr(owner, name, None)
            if method is not None and not hasattr(method, "gamelib_original"):
                setattr(owner, name, counting(method, self))
                self.counting.append((owner, name))

    def _stop_counting_writes(self) -> None:
        for owner, name in self.counting:
            original = getattr(getattr(owner, name), "gamelib_original", None)
            if original is not None:
                setattr(owner, name, original)
        self.counting = []

    # -- a cell's life -----------------------------------------------------------
    def pre_run_cell(self, _info: Any = None) -> None:
        self.cell.finished.set()  # a watcher left over from an unfinished cell
        self.cell = _Cell()
        self.cell.running = True
        self._count_writes()
        context = contextvars.copy_context()  # the cell's parent message
        watcher = threading.Thread(
            target=context.run,
            args=(self._watch, self.cell),
            name="gamelib: cell guard",
            daemon=True,
        )
        watcher.start()

    def post_run_cell(self, _result: Any = None) -> None:
        self.cell.running = False
        self.cell.finished.set()
        self._stop_counting_writes()
        stop_tracing()
        if self.cell.stopped and not self.cell.shown:  # swallowed by a library: !yes
            with contextlib.suppress(Exception):
                self.streams["stderr"].write(self._sentence() + "\n")

    def _watch(self, cell: _Cell) -> None:
        while not cell.finished.wait(_WATCH_INTERVAL_SECONDS):
            quiet = time.monotonic() - cell.last_output
            if cell.exempt_depth or quiet < NOTICE_AFTER_SECONDS:
                continue
            stream = self.streams.get("stderr", sys.__stderr__)
            if stream is None:
                return
            sentence = (
                SWALLOWED_SENTENCE
                if cell.stopped
                else NOTICE_SENTENCE.format(seconds=NOTICE_AFTER_SECONDS)
            )
            with contextlib.suppress(Exception):  # a closed stream at shutdown
                stream.write(sentence + "\n")
                stream.flush()
            return

    # -- the output budget -------------------------------------------------------
    def counted(self) -> bool:
        return (
            self.cell.running
            and self.cell.exempt_depth == 0
            and (
                threading.current_thread() is threading.main_thread()
                or threading.current_thread() in self.pipe_threads
            )
        )

    def charge(self, text: str) -> str:
        """The part of ``text`` the cell may still print (all of it when uncounted)."""
        cell = self.cell
        if not self.counted():
            return text
        if cell.stopped:
            return ""
        cell.last_output = time.monotonic()
        room = MAX_CHARACTERS - cell.characters
        allowed = text[: max(room, 0)]
        lines_left = MAX_LINES - cell.lines
        if lines_left <= 0:
            allowed = ""
        elif allowed.count("\n") > lines_left:
            cut = -1
            for _ in range(lines_left):
                cut = allowed.index("\n", cut + 1)
            allowed = allowed[: cut + 1]
        cell.characters += len(allowed)
        cell.lines += allowed.count("\n")
        if len(allowed) < len(text):
            cell.stopped = True
        return allowed

    def fits(self, characters: int) -> bool:
        """Whether one whole output of ``characters`` fits the budget, as a line."""
        cell = self.cell
        if self.counted() and not cell.stopped:
            cell.last_output = time.monotonic()
            cell.lines += 1
            cell.characters += characters
            cell.stopped = cell.lines > MAX_LINES or cell.characters > MAX_CHARACTERS
        return not (self.counted() and cell.stopped)

    def refuse(self) -> None:
        """Stop the cell; from the second time on, its stop was swallowed by an
        ``except:``, so every further line of the learner's code raises it too: a
        stop raised inside an ``except`` block leaves that ``try``. From
        ipykernel's pipe thread, ask the main thread to stop, one signal at a time."""
        cell = self.cell
        if threading.current_thread() is not threading.main_thread():
            if _STOP_SIGNAL is not None and not cell.signalled:
                cell.signalled = True
                signal.pthread_kill(threading.main_thread().ident or 0, _STOP_SIGNAL)
            return
        cell.refusals += 1
        if cell.refusals > 1:
            stop_every_line(self._amount(), sys._getframe(1))
        raise Stopped(self._amount())

    def _stop_signalled(self, _signum: int, frame: FrameType | None) -> None:
        """The pipe thread's stop, in the main thread: the first raises (a
        ``subprocess.run`` kills its child and raises again); later ones only make
        every further line of the learner's code raise, leaving the library code in
        between (a subprocess's clean-up) to finish."""
        cell = self.cell
        try:
            if not (self.counted() and cell.stopped) or cell.shown:
                return
            if not _stoppable(frame):  # the next write asks again
                return
            cell.refusals += 1
            if cell.refusals == 1:
                raise Stopped(self._amount())
            stop_every_line(self._amount(), frame)
        finally:
            cell.signalled = False  # only now: a signal must not interrupt this one

    def _amount(self) -> str:
        if self.cell.lines >= MAX_LINES:
            return f"{MAX_LINES:,} lines"
        return f"{MAX_CHARACTERS:,} characters"

    def _sentence(self) -> str:
        return STOPPED_SENTENCE.format(amount=self._amount())

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
        if isinstance(value, Stopped):
            stop_tracing()  # the cell's code is over
            self._show_stop(value)
            return None
        lines = self.explain(value)
        if lines is not None:
            shell._showtraceback(etype, value, lines)
            return None
        shell.showtraceback((etype, value, tb), tb_offset=tb_offset)
        return None

    def _show_stop(self, stop: Stopped) -> None:
        """The sentence, shown with ``stop_every_line`` paused: the library code
        that shows it may run code the trace takes for the learner's (``<string>``)."""
        self.cell.shown = True
        trace = sys.gettrace()
        sys.settrace(None)
        try:
            sentence = STOPPED_SENTENCE.format(amount=stop.args[0])
            self.shell._showtraceback(type(stop), stop, [sentence])
        finally:
            sys.settrace(trace)


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

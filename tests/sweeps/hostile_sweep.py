"""A sweep of hostile cases against the course's promises (README: "Every cell is
guarded"). A plain script, not collected by pytest:

    .venv/bin/python tests/sweeps/hostile_sweep.py [ID_PREFIX ...]

Each case states what the README promises: the kernel survives, the learner sees
plain sentences (no traceback through gamelib), nothing of the course is left
changed for the next cell, a console prints one clear line and exits with the right
status, and nothing hangs (every case has a deadline). One line per case, then the
counts.
"""

import os
import re
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.kernel_session import CellRun, KernelSession  # noqa: E402
from tests.lesson_boards import board_cells  # noqa: E402

PYTHON = str(ROOT / ".venv" / "bin" / "python")
NOTEBOOKS = ROOT / "notebooks"
DEADLINE = 30.0
ANSI = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")

# -- judging ----------------------------------------------------------------------


def clean_text(run: CellRun) -> str:
    return ANSI.sub("", run.text)


def course_frames(text: str) -> str | None:
    """Why ``text`` shows the course's insides, or None."""
    for sign in ("/gamelib/", "site-packages"):
        if sign in text:
            return f"shows {sign!r}"
    return None


# -- kernels ----------------------------------------------------------------------
PROBE = """
import signal as _sg, sys as _sy
def _name(h):
    return getattr(h, "__qualname__", h)
print("PROBE", _sg.getitimer(_sg.ITIMER_REAL), _sy.gettrace(),
      _sg.getsignal(_sg.SIGALRM) is _sg.SIG_DFL, _sy.getrecursionlimit(),
      _name(_sg.getsignal(_sg.SIGUSR1)), _tables() == _TABLES0)
_probe_check.winner(_winner_ref)
"""
TABLES = """
import gamelib.prolix as _gp, gamelib.tictactoe.lesson as _gtl
def _tables():
    return (repr(dict(_gp.TILE_COUNTS)), repr(dict(_gp.LETTER_BONUS)),
            repr(_gp.COLUMN_VALUES), repr(_gp.MINIMUM_TOTALS),
            repr(_gtl.PATTERNS), _gtl.BLANK)
_TABLES0 = _tables()
from gamelib.tictactoe import checks as _probe_check
"""


class Kernel:
    """A lesson's kernel, set up by its own cells; restarted when a case kills it."""

    def __init__(self, name: str, setup: list[str]) -> None:
        self.name, self.setup = name, setup
        self.session: KernelSession | None = None
        self.baseline = ""
        self.stuck = self.interrupted = False

    def start(self) -> None:
        if self.session is not None:
            self.close()
        self.session = KernelSession(NOTEBOOKS)
        for cell in self.setup:
            ran = self.session.run(cell, 180)
            if ran.status != "ok":
                raise RuntimeError(f"setup of {self.name} failed: {ran.text[-2000:]}")
        self.baseline = self.probe()[0]

    def close(self) -> None:
        if self.session is not None:
            try:
                self.session.__exit__()
            except Exception:  # noqa: BLE001 - a dead kernel
                pass
            self.session = None

    def alive(self) -> bool:
        return self.session is not None and self.session.manager.is_alive()

    def run(self, code: str, seconds: float = DEADLINE) -> CellRun:
        if not self.alive():
            self.start()
        assert self.session is not None
        msg_id = self.session.start(code)
        run = self.session.collect(msg_id, CellRun(), seconds)
        if not run.finished and self.session.manager.is_alive():
            self.session.interrupt(msg_id, run, 10)
            self.interrupted = True
            if not run.finished:  # Stop could not end it: start afresh
                self.stuck = True
                self.start()
        return run

    def probe(self) -> tuple[str, str]:
        """The state line and the check of a right piece, after a case."""
        ran = self.run(PROBE, 60)
        text = clean_text(ran)
        line = next((x for x in text.splitlines() if x.startswith("PROBE")), "")
        return line, text


def tictactoe_setup() -> list[str]:
    cells = board_cells("02-tictactoe.ipynb", "TicTacToeBoard")
    return [*cells, "_winner_ref = winner\n" + TABLES]


def pig_setup() -> list[str]:
    cells = board_cells("01-pig.ipynb", "PigBoard")
    tictactoe = "from gamelib.tictactoe.lesson import BLANK, LINES\n"
    winner = (
        "def _winner_ref(board):\n"
        "    for a, b, c in LINES:\n"
        "        if board[a] != BLANK and board[a] == board[b] == board[c]:\n"
        "            return board[a]\n"
        "    return None\n"
    )
    return [*cells, tictactoe + winner + TABLES]


KERNELS = {
    "T": Kernel("tic-tac-toe", tictactoe_setup()),
    "P": Kernel("pig", pig_setup()),
}


# -- case kinds -------------------------------------------------------------------
def report_of(piece: str):
    """The check's report is shown, plainly."""

    def judge(text: str, run: CellRun) -> str | None:
        if "Checking " not in text and "Stopped (" not in text:
            return "no report (nor a Stop sentence) shown"
        return None

    return judge


def says(*words: str):
    def judge(text: str, run: CellRun) -> str | None:
        missing = [w for w in words if w not in text]
        return f"missing {missing}" if missing else None

    return judge


def nothing_needed(text: str, run: CellRun) -> str | None:
    return None


def kernel_case(case: dict) -> tuple[bool, str]:
    kernel = KERNELS[case.get("kernel", "T")]
    try:
        return judged_case(kernel, case)
    finally:
        if kernel.alive():
            for cell in case.get("cleanup", []):
                kernel.run(cell, DEADLINE)
        if case.get("fresh_after"):  # a case that leaves two copies of gamelib
            kernel.start()


def judged_case(kernel: Kernel, case: dict) -> tuple[bool, str]:
    if not kernel.alive():
        kernel.start()
    started = time.monotonic()
    kernel.stuck = kernel.interrupted = False
    run = kernel.run(case["code"], case.get("seconds", DEADLINE))
    if kernel.stuck:
        return False, "the cell did not end, even after an interrupt (restarted)"
    if kernel.interrupted:
        return False, f"no end within {case.get('seconds', DEADLINE)} s (interrupted)"
    took = time.monotonic() - started
    if not kernel.alive():
        kernel.start()
        return False, "the kernel died"
    if not run.finished:
        return False, f"no end within {case.get('seconds', DEADLINE)} s"
    text = clean_text(run)
    if len(text) > case.get("max_chars", 200_000):
        return False, f"output of {len(text)} characters"
    if case.get("frames_ok") is not True and (why := course_frames(text)):
        return False, why + ": " + excerpt_around(text)
    for cell in case.get("then", []):  # follow-up cells, judged the same way
        after = kernel.run(cell, DEADLINE)
        text += "\n" + clean_text(after)
        if not after.finished:
            return False, "a follow-up cell did not end"
        if why := course_frames(clean_text(after)):
            return False, "follow-up " + why + ": " + excerpt_around(clean_text(after))
    if why := case.get("judge", nothing_needed)(text, run):
        return False, why + ": " + text[:300].replace("\n", " | ")
    for cell in case.get("cleanup", []):  # before the probe (again after: harmless)
        kernel.run(cell, DEADLINE)
    line, probed = kernel.probe()
    if line != kernel.baseline:
        return False, f"left behind: {line!r} (was {kernel.baseline!r})"
    if "✗" in probed or "passed" not in probed:
        return False, "a right piece no longer passes: " + probed[-300:]
    return True, f"ok in {took:.1f} s"


def excerpt_around(text: str) -> str:
    for sign in ("Traceback", "/gamelib/", "site-packages"):
        at = text.find(sign)
        if at >= 0:
            return text[max(0, at - 150) : at + 250].replace("\n", " | ")
    return text[:300]


# -- checks: hostile pieces -------------------------------------------------------
def piece(body: str, check: str = "winner", head: str = "def bad(board):") -> str:
    lines = "\n".join("    " + x for x in body.strip("\n").splitlines())
    return f"{head}\n{lines}\ncheck.{check}(bad)\n"


CHECKS = [
    ("memoryerror", piece("raise MemoryError")),
    ("recursionerror-raised", piece("raise RecursionError('deep')")),
    (
        "unicode-error",
        piece("raise UnicodeDecodeError('utf-8', b'\\xff', 0, 1, 'bad')"),
    ),
    ("stopiteration", piece("raise StopIteration")),
    ("generatorexit", piece("raise GeneratorExit")),
    (
        "baseexception-sub",
        "class Boom(BaseException):\n    pass\n" + piece("raise Boom('x')"),
    ),
    (
        "keyboardinterrupt-sub",
        "class MyStop(KeyboardInterrupt):\n    pass\n" + piece("raise MyStop()"),
    ),
    ("systemexit-string", piece("raise SystemExit('bye ' * 100000)")),
    ("huge-message", piece("raise ValueError('x' * 10_000_000)")),
    (
        "str-not-a-string",
        "class E(Exception):\n    def __str__(self):\n        return 42\n"
        + piece("raise E()"),
    ),
    (
        "str-never-ends",
        "class E(Exception):\n    def __str__(self):\n        while True:\n"
        "            pass\n" + piece("raise E()"),
    ),
    ("cause-cycle", piece("e = ValueError('a')\ne.__cause__ = e\nraise e")),
    (
        "context-cycle",
        piece(
            "a, b = ValueError('a'), TypeError('b')\n"
            "a.__context__ = b\nb.__context__ = a\nraise a"
        ),
    ),
    (
        "exception-group",
        piece("raise ExceptionGroup('g', [ValueError(1), KeyError(2)])"),
    ),
    (
        "name-lies",
        "class M(type):\n    @property\n    def __name__(cls):\n"
        "        raise RuntimeError('no name')\n"
        "class E(Exception, metaclass=M):\n    pass\n" + piece("raise E()"),
    ),
    ("generator-function", piece("yield 'X'")),
    ("async-piece", piece("return None", head="async def bad(board):")),
    ("returns-lambda", piece("return lambda: 'X'")),
    ("infinite-generator", piece("import itertools\nreturn itertools.count()")),
    ("ten-million-list", piece("return [0] * 10_000_000")),
    ("self-referential", piece("x = []\nx.append(x)\nreturn x")),
    (
        "deeply-nested",
        piece("x = []\nfor _ in range(200_000):\n    x = [x]\nreturn x"),
    ),
    ("huge-dict", piece("return {i: i for i in range(1_000_000)}")),
    (
        "eq-always-true",
        "class Liar:\n    def __eq__(self, other):\n        return True\n"
        "    __hash__ = object.__hash__\n" + piece("return Liar()"),
    ),
    (
        "eq-raises",
        "class Liar:\n    def __eq__(self, other):\n        raise TypeError('no')\n"
        + piece("return Liar()"),
    ),
    (
        "eq-bool-raises",
        "class B:\n    def __bool__(self):\n        raise ValueError('no')\n"
        "class Liar:\n    def __eq__(self, other):\n        return B()\n"
        "    def __ne__(self, other):\n        return B()\n" + piece("return Liar()"),
    ),
    (
        "len-negative",
        "class L(list):\n    def __len__(self):\n        return -1\n"
        + piece("return L()", "new_board", "def bad():"),
    ),
    (
        "len-huge",
        "class L(list):\n    def __len__(self):\n        return 2**62\n"
        + piece("return L([' '] * 9)", "new_board", "def bad():"),
    ),
    (
        "bool-raises",
        "class B:\n    def __bool__(self):\n        raise RuntimeError('no')\n"
        + piece("return B()", "place", "def bad(board, square, mark):"),
    ),
    (
        "getattr-everything",
        "class G:\n    def __getattr__(self, name):\n        return self\n"
        "    def __call__(self, *a, **k):\n        return self\n" + piece("return G()"),
    ),
    (
        "hash-raises",
        "class H(str):\n    def __hash__(self):\n        raise TypeError('no')\n"
        + piece("return H('X')"),
    ),
    (
        "class-lies",
        "class C:\n    __class__ = property(lambda self: str)\n" + piece("return C()"),
    ),
    (
        "iter-forever",
        "class I(list):\n    def __iter__(self):\n        while True:\n"
        "            yield ' '\n"
        + piece("return I([' '] * 9)", "new_board", "def bad():"),
    ),
    (
        "repr-not-a-string",
        "class R:\n    def __repr__(self):\n        return 7\n" + piece("return R()"),
    ),
    (
        "repr-ten-mb",
        "class R:\n    def __repr__(self):\n        return 'r' * 10_000_000\n"
        + piece("return R()"),
    ),
    (
        "del-raises",
        "class D:\n    def __del__(self):\n        raise RuntimeError('in del')\n"
        + piece("return D()"),
    ),
    (
        "eq-sleeps",
        "import time\nclass S:\n    def __eq__(self, other):\n"
        "        time.sleep(60)\n        return False\n" + piece("return S()"),
    ),
    ("mutates-board", piece("board.clear()\nboard.extend([0] * 1000)\nreturn 'X'")),
    (
        "mutates-patterns",
        "from gamelib.tictactoe import lesson as L\n"
        + piece(
            "L.PATTERNS.clear() if hasattr(L.PATTERNS, 'clear') else None\nreturn None"
        ),
    ),
    (
        "mutates-tile-counts",
        "import gamelib.prolix as P\n"
        + piece("dict.__setitem__(P.TILE_COUNTS, 'A', 99)\nreturn None"),
    ),
    (
        "mutates-column-values",
        "import gamelib.prolix as P\n"
        + piece("P.COLUMN_VALUES[0] = 1000\nreturn None"),
    ),
    (
        "rebinds-blank",
        "import gamelib.tictactoe.lesson as L\n" + piece("L.BLANK = 'X'\nreturn None"),
        {"cleanup": ["L.BLANK = ' '"]},
    ),
    (
        "patches-print",
        "import builtins\n_print0 = builtins.print\n"
        + piece("builtins.print = lambda *a, **k: None\nreturn None"),
        {"cleanup": ["builtins.print = _print0"], "judge": nothing_needed},
    ),
    (
        "patches-len",
        "import builtins\n_len0 = builtins.len\n"
        + piece("builtins.len = lambda x: 9\nreturn None"),
        {"cleanup": ["builtins.len = _len0"], "judge": nothing_needed},
    ),
    (
        "sleep-is-busy",
        "import time\n_sleep0 = time.sleep\n"
        + piece("time.sleep = lambda s: None\nwhile True:\n    time.sleep(1)"),
        {"cleanup": ["time.sleep = _sleep0"]},
    ),
    (
        "monotonic-frozen",
        "import time\n_mono0 = time.monotonic\n"
        + piece("time.monotonic = lambda: 0.0\nwhile True:\n    pass"),
        {"cleanup": ["time.monotonic = _mono0"]},
    ),
    (
        "random-module-patched",
        "import random\n_ri0 = random.randint\n"
        + piece("random.randint = lambda a, b: 1/0\nreturn None"),
        {"cleanup": ["random.randint = _ri0"]},
    ),
    (
        "thread-prints",
        "import threading, time\n"
        + piece(
            "def spam():\n    for _ in range(50):\n        print('thread!')\n"
            "        time.sleep(0.01)\n"
            "threading.Thread(target=spam, daemon=True).start()\nreturn None"
        ),
    ),
    (
        "thread-interrupts-main",
        "import threading, _thread, time\n"
        + piece(
            "threading.Timer(0.2, _thread.interrupt_main).start()\n"
            "time.sleep(2)\nreturn None"
        ),
    ),
    (
        "thread-sys-exit",
        "import threading, sys\n"
        + piece(
            "t = threading.Thread(target=sys.exit)\nt.start()\nt.join()\nreturn None"
        ),
    ),
    (
        "ignores-sigalrm",
        "import signal\n"
        + piece("signal.signal(signal.SIGALRM, signal.SIG_IGN)\nwhile True:\n    pass"),
        {"cleanup": ["signal.signal(signal.SIGALRM, signal.SIG_DFL)"]},
    ),
    (
        "own-alarm",
        "import signal\n"
        + piece("signal.setitimer(signal.ITIMER_REAL, 4)\nreturn None"),
        {
            "then": ["import time\ntime.sleep(5)\nprint('still here')"],
            "judge": says("still here"),
        },
    ),
    (
        "replaces-sigusr1",
        "import signal\n_usr1 = signal.getsignal(signal.SIGUSR1)\n"
        + piece("signal.signal(signal.SIGUSR1, lambda *a: None)\nreturn None"),
        {
            "then": [
                "import os\nfor i in range(10**6):\n    os.write(1, b'flood line\\n')"
            ],
            "judge": says("loop"),
            "cleanup": ["signal.signal(signal.SIGUSR1, _usr1)"],
        },
    ),
    (
        "sigint-ignored",
        "import signal\n"
        + piece("signal.signal(signal.SIGINT, signal.SIG_IGN)\nreturn None"),
        {
            "cleanup": [
                "import signal\nsignal.signal(signal.SIGINT,"
                " signal.default_int_handler)"
            ]
        },
    ),
    (
        "settrace-left-on",
        "import sys\n" + piece("sys.settrace(lambda *a: None)\nreturn None"),
        {"cleanup": ["sys.settrace(None)"]},
    ),
    (
        "settrace-raises",
        "import sys\n"
        + piece(
            "def t(frame, event, arg):\n    raise RuntimeError('trace')\n"
            "sys.settrace(t)\nreturn None"
        ),
        {"cleanup": ["import sys\nsys.settrace(None)"]},
    ),
    (
        "setprofile-raises",
        "import sys\n"
        + piece(
            "def p(frame, event, arg):\n    if event == 'return':\n"
            "        raise RuntimeError('profile')\nsys.setprofile(p)\nreturn None"
        ),
        {"cleanup": ["import sys\nsys.setprofile(None)"]},
    ),
    ("stdout-none", "import sys\n" + piece("sys.stdout = None\nreturn None")),
    (
        "stdout-closed",
        "import sys\n" + piece("sys.stdout.close()\nreturn None"),
        {"then": ["print('after close')"], "judge": says("after close")},
    ),
    (
        "stderr-closed",
        "import sys\n" + piece("sys.stderr.close()\n1/0"),
        {
            "then": ["import sys\nprint('err ok', file=sys.stderr)"],
            "judge": says("err ok"),
        },
    ),
    (
        "gc-disabled",
        "import gc\n" + piece("gc.disable()\nreturn None"),
        {"cleanup": ["gc.enable()"]},
    ),
    (
        "gc-callback-raises",
        "import gc\n"
        + piece(
            "def cb(phase, info):\n    raise RuntimeError('gc')\n"
            "gc.callbacks.append(cb)\ngc.collect()\nreturn None"
        ),
        {"cleanup": ["gc.callbacks.clear()"]},
    ),
    (
        "gc-threshold-one",
        "import gc\n" + piece("gc.set_threshold(1)\nreturn None"),
        {"cleanup": ["gc.set_threshold(2000, 10, 10)"]},
    ),
    (
        "recursion-in-repr",
        "class R:\n    def __repr__(self):\n        return repr(self)\n"
        + piece("return R()"),
    ),
    (
        "mutual-recursion",
        "def ping(n):\n    return pong(n)\ndef pong(n):\n    return ping(n)\n"
        + piece("return ping(board)"),
    ),
    (
        "recursion-in-eq",
        "class Q:\n    def __eq__(self, other):\n        return self == other\n"
        + piece("return Q()"),
    ),
    (
        "recursion-in-except",
        piece(
            "def f():\n    try:\n        f()\n    except RecursionError:\n"
            "        f()\nf()"
        ),
    ),
    (
        "limit-lowered",
        "import sys\n" + piece("sys.setrecursionlimit(60)\nreturn None"),
        {"cleanup": ["import sys\nsys.setrecursionlimit(1000)"]},
    ),
    (
        "limit-raised-huge-gen",
        "import sys\n"
        + piece(
            "sys.setrecursionlimit(10**6)\n"
            "def g(n):\n    yield from g(n + 1)\nreturn list(g(0))"
        ),
    ),
]


def check_cases() -> list[dict]:
    cases = []
    for entry in CHECKS:
        name, code, *extra = entry
        check = re.findall(r"check\.(\w+)\(bad\)", code)[-1]
        case = {"id": f"check-{name}", "area": "checks", "code": code}
        case["judge"] = report_of(check)
        case.update(extra[0] if extra else {})
        cases.append(case)
    return cases


# -- cells -------------------------------------------------------------------------
CELLS = [
    ("input", "x = input('a number? ')", says("Error")),
    (
        "time-magic-flood",
        "%%time\nwhile True:\n    print('again and again')",
        says("loop"),
    ),
    ("timeit-crash", "%%timeit -n1 -r1\n1/0", says("ZeroDivisionError")),
    ("time-line-crash", "%time 1/0", says("ZeroDivisionError")),
    ("huge-exec", "exec('x = 1\\n' * 300_000)\nprint('done')", says("done")),
    ("nested-parens", "exec('(' * 100_000 + ')' * 100_000)", says("Error")),
    ("null-bytes", "exec('x = 1\\0')", says("Error")),
    (
        "del-check",
        "del check",
        nothing_needed,
        {
            "then": ["check.winner(winner)"],
            "judge": says("NameError"),
            "cleanup": ["from gamelib.tictactoe import checks as check"],
        },
    ),
    (
        "reload-gamelib",
        "import importlib, gamelib\nimportlib.reload(gamelib);",
        nothing_needed,
        {
            "then": ["1/0", "while True:\n    print('x' * 50)"],
            "judge": says("what it means", "loop"),
            "fresh_after": True,
        },
    ),
    (
        "reload-cellguard",
        "import importlib, gamelib.cellguard\nimportlib.reload(gamelib.cellguard);",
        nothing_needed,
        {
            "then": ["1/0", "while True:\n    print('y' * 50)"],
            "judge": says("what it means", "loop"),
            "fresh_after": True,
        },
    ),
    (
        "reload-explain",
        "import importlib, gamelib.explain\nimportlib.reload(gamelib.explain);",
        nothing_needed,
        {"then": ["[][5]"], "judge": says("IndexError"), "fresh_after": True},
    ),
    (
        "pop-sys-modules",
        "import sys\nfor n in [m for m in sys.modules if m.startswith('gamelib')]:\n"
        "    del sys.modules[n]\nimport gamelib",
        nothing_needed,
        {
            "then": ["{}['k']", "check.winner(winner)"],
            "judge": says("KeyError"),
            "fresh_after": True,
        },
    ),
    (
        "carriage-returns",
        "import sys\nwhile True:\n    sys.stdout.write('\\rspinning')",
        says("loop"),
    ),
    (
        "logging-flood",
        "import logging\nlog = logging.getLogger('x')\nwhile True:\n"
        "    log.warning('again')",
        says("loop"),
    ),
    (
        "warnings-flood",
        "import warnings\ni = 0\nwhile True:\n    i += 1\n    warnings.warn(f'w{i}')",
        says("loop"),
    ),
    (
        "one-huge-html",
        "from IPython.display import HTML, display\n"
        "display(HTML('<b>x</b>' * 3_000_000))",
        nothing_needed,
        {"max_chars": 200_000},
    ),
    ("raise-huge-message", "raise ValueError('v' * 5_000_000)", nothing_needed),
    # C code writing to sys.stderr.fileno() reaches the kernel's own terminal, not
    # the page (README, limits): the page gets the notice while it runs
    (
        "faulthandler-flood",
        "import faulthandler, time\nend = time.monotonic() + 11\n"
        "while time.monotonic() < end:\n    faulthandler.dump_traceback()",
        says("8 seconds"),
    ),
    (
        "os-system-flood",
        "import os\nos.system('yes | head -c 20000000')",
        nothing_needed,
    ),
    (
        "raise-stopped",
        "from gamelib.cellguard import Stopped\nraise Stopped('x')",
        nothing_needed,
    ),
    (
        "cell-cause-cycle",
        "e = ValueError('a')\ne.__cause__ = e\nraise e",
        says("ValueError"),
    ),
    (
        "cell-exception-group",
        "raise ExceptionGroup('g', [ValueError(1)])",
        says("ExceptionGroup"),
    ),
    ("keyboardinterrupt", "raise KeyboardInterrupt", nothing_needed),
    # each append sends the widget's whole output again: counted, so it is stopped
    (
        "output-widget-append",
        "import ipywidgets as w, time\no = w.Output()\ndisplay(o)\n"
        "end = time.monotonic() + 11\nwhile time.monotonic() < end:\n"
        "    o.append_stdout('z' * 100 + '\\n')\n    time.sleep(0.01)",
        says("was stopped after printing"),
    ),
]


def cell_cases() -> list[dict]:
    cases = []
    for name, code, judge, *extra in CELLS:
        case = {"id": f"cell-{name}", "area": "cells", "code": code, "judge": judge}
        case.update(extra[0] if extra else {})
        cases.append(case)
    return cases


# -- boards ------------------------------------------------------------------------
BOARD_REPORT = """
print("MESSAGE:", board.view.message.text[:500])
_said = board.view.errors.output.outputs
print("ERRORS:", "".join(o.get("text", "") for o in _said)[:800])
"""


def pig_board(misdeed: str, extra: str = "") -> str:
    body = "\n".join("        " + x for x in misdeed.strip("\n").splitlines())
    return (
        "import sys, time, os, signal, threading\n"
        "def hostile_roll(game):\n"
        "    if game.turn == 'Computer':\n"
        f"{body}\n"
        "    return on_roll(game)\n"
        "board = PigBoard(seed=1, on_roll=hostile_roll)\n"
        "board.buttons[0].click()\n" + extra + BOARD_REPORT
    )


def ttt_board(computer: str, presses: str = "board.view.key('Enter')") -> str:
    body = "\n".join("    " + x for x in computer.strip("\n").splitlines())
    return (
        "import sys, time, threading\n"
        f"def hostile(board):\n{body}\n"
        "board = TicTacToeBoard(computer=hostile)\n"
        f"{presses}\n" + BOARD_REPORT
    )


def board_said(text: str, run: CellRun) -> str | None:
    message = next((x for x in text.splitlines() if x.startswith("MESSAGE:")), "")
    if len(message.strip()) <= len("MESSAGE:"):
        return "nothing said on the message line"
    return None


BOARDS = [
    ("pig-memoryerror", "P", pig_board("raise MemoryError")),
    (
        "pig-baseexception",
        "P",
        "class Boom(BaseException):\n    pass\n" + pig_board("raise Boom()"),
    ),
    ("pig-generator", "P", pig_board("return (x for x in range(3))")),
    ("pig-huge-return", "P", pig_board("return 'r' * 10_000_000")),
    ("pig-sleep-long", "P", pig_board("time.sleep(100)")),
    (
        "pig-sigusr1-self",
        "P",
        pig_board("os.kill(os.getpid(), signal.SIGUSR1)\nreturn None"),
    ),
    (
        "pig-stdout-none",
        "P",
        "import sys\n_out0 = sys.stdout\n"
        + pig_board("sys.stdout = None\nreturn None", "sys.stdout = _out0\n"),
    ),
    (
        "pig-limit-raised",
        "P",
        pig_board(
            "sys.setrecursionlimit(100000)\ndef f(n):\n    return f(n + 1)\nreturn f(0)"
        ),
    ),
    (
        "pig-settrace",
        "P",
        pig_board("sys.settrace(lambda *a: None)\nreturn on_roll(game)"),
        {"cleanup": ["import sys\nsys.settrace(None)"]},
    ),
    (
        "pig-click-twice-crash",
        "P",
        pig_board("1/0", "board.buttons[0].click()\nboard.buttons[1].click()\n"),
    ),
    ("ttt-off-board", "T", ttt_board("return 99")),
    ("ttt-string-square", "T", ttt_board("return '4'")),
    ("ttt-float-square", "T", ttt_board("return 4.0")),
    ("ttt-bool-square", "T", ttt_board("return True")),
    ("ttt-huge-int", "T", ttt_board("return 10**5000")),
    (
        "ttt-index-lies",
        "T",
        "class I:\n    def __index__(self):\n        raise RuntimeError('no')\n"
        "    def __eq__(self, o):\n        return True\n"
        "    __hash__ = object.__hash__\n" + ttt_board("return I()"),
    ),
    ("ttt-mutates-board", "T", ttt_board("board[:] = ['O'] * 9\nreturn 0")),
    ("ttt-loops", "T", ttt_board("while True:\n    pass"), {"seconds": 40}),
    ("ttt-exits", "T", ttt_board("sys.exit(3)")),
    ("ttt-generator", "T", ttt_board("yield 4")),
    (
        "ttt-keys-odd",
        "T",
        ttt_board(
            "return None",
            "for k in ['\\x00', 'A' * 100_000, 'ArrowUp' * 3, '\\n', '🙂']:\n"
            "    try:\n        board.view.key(k)\n"
            "    except Exception as e:  # a refusal, in words\n"
            "        print('refused:', str(e)[:80], len(str(e)) < 2000)",
        ),
    ),
    (
        "ttt-click-outside",
        "T",
        ttt_board(
            "return None",
            "for x, y in [(-1e300, 5), (float('nan'), 3), (1e9, 1e9),"
            " (float('inf'), 0)]:\n    board.click(x, y)",
        ),
    ),
    (
        "ttt-thread-from-computer",
        "T",
        ttt_board("threading.Thread(target=lambda: 1/0).start()\nreturn 4"),
    ),
]


def board_cases() -> list[dict]:
    cases = []
    for name, kernel, code, *extra in BOARDS:
        case = {
            "id": f"board-{name}",
            "area": "boards",
            "kernel": kernel,
            "code": code,
            "judge": board_said,
        }
        case.update(extra[0] if extra else {})
        cases.append(case)
    return cases


# -- terminal programs -------------------------------------------------------------
def program_env(**extra: str) -> dict[str, str]:
    env = {**os.environ, "GAMELIB_FAST": "1", "PYTHONPATH": str(ROOT)}
    env.update(extra)
    return env


def run_console(args, typed=b"", env=None, seconds=DEADLINE, **popen):
    command = [PYTHON, "-m", *args]
    try:
        done = subprocess.run(
            command,
            input=typed if "stdin" not in popen else None,
            capture_output=True,
            env=env or program_env(),
            timeout=seconds,
            **popen,
        )
    except subprocess.TimeoutExpired:
        return None
    return done


def console_plain(done, code: int, needs: str = "") -> tuple[bool, str]:
    if done is None:
        return False, "no end within the deadline"
    out = done.stdout.decode("utf-8", "replace") + done.stderr.decode(
        "utf-8", "replace"
    )
    if "Traceback" in out:
        return False, f"traceback: {out[out.find('Traceback') :][:300]!r}"
    if done.returncode != code:
        return False, f"exit {done.returncode}, expected {code}: {out[-300:]!r}"
    if needs and needs not in out:
        return False, f"no {needs!r}: {out[-300:]!r}"
    return True, f"exit {code}"


def one_error_line(done) -> tuple[bool, str]:
    ok, why = console_plain(done, 2)
    if not ok:
        return ok, why
    lines = done.stderr.decode("utf-8", "replace").splitlines()
    if lines and lines[0].startswith("usage:"):  # argparse's own usage line
        lines = lines[1:]
    if len(lines) != 1 or ": error: " not in lines[0]:
        return False, f"stderr is not one error line: {lines[:3]!r}"
    return True, lines[0][:90]


def in_pty(args, typed: list[bytes], signal_after=None, env=None, hup=False):
    """Run a program on a pseudo-terminal, type ``typed``; maybe send a signal."""
    import pty

    pid, fd = pty.fork()
    if pid == 0:
        os.execve(PYTHON, [PYTHON, "-m", *args], env or program_env())
    out = b""
    deadline = time.monotonic() + DEADLINE
    import select

    def read_for(seconds: float) -> None:
        nonlocal out
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            ready, _, _ = select.select([fd], [], [], 0.05)
            if ready:
                try:
                    chunk = os.read(fd, 65536)
                except OSError:
                    return
                if not chunk:
                    return
                out += chunk

    read_for(1.5)
    for chunk in typed:
        os.write(fd, chunk)
        read_for(0.3)
    if signal_after is not None:
        os.kill(pid, signal_after)
    if hup:
        os.close(fd)
    status = None
    while time.monotonic() < deadline:
        if not hup:
            read_for(0.1)
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            break
        time.sleep(0.05)
    else:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        return None, out
    if not hup:
        os.close(fd)
    return os.waitstatus_to_exitcode(status), out


def pty_judge(code, out, expected, needs=""):
    if code is None:
        return False, "no end within the deadline"
    text = out.decode("utf-8", "replace")
    if "Traceback" in text:
        return False, f"traceback: {text[text.find('Traceback') :][:300]!r}"
    if code != expected:
        return False, f"exit {code}, expected {expected}: {text[-200:]!r}"
    if needs and needs not in text:
        return False, f"no {needs!r}: {text[-200:]!r}"
    return True, f"exit {code}"


GOODBYE = "Goodbye"


def terminal_cases() -> list[dict]:
    t = "gamelib.tictactoe"
    fn = []

    def add(name, check):
        fn.append({"id": f"term-{name}", "area": "terminal", "fn": check})

    add(
        "ttt-invalid-utf8",
        lambda: console_plain(
            run_console([t], b"\xff\xfe\xfd\n\xc3\x28\n\xed\xa0\x80\n"), 0, GOODBYE
        ),
    )
    add(
        "ttt-nul-bytes",
        lambda: console_plain(run_console([t], b"\x00\x00\n4\x00\n"), 0, GOODBYE),
    )
    add(
        "ttt-ten-mb-line",
        lambda: console_plain(run_console([t], b"7" * 10_000_000 + b"\n"), 0, GOODBYE),
    )
    add(
        "ttt-100k-lines",
        lambda: console_plain(run_console([t], b"no\n" * 100_000), 0, GOODBYE),
    )
    add(
        "ttt-ansi-escapes",
        lambda: console_plain(
            run_console([t], b"\x1b[2J\x1b]0;title\x07\n\x1b[A\n"), 0, GOODBYE
        ),
    )
    add(
        "ttt-only-cr", lambda: console_plain(run_console([t], b"4\r0\r8\r"), 0, GOODBYE)
    )
    add(
        "ttt-unicode-digits",
        lambda: console_plain(run_console([t], "٤\n４\n½\n⁴\n".encode()), 0, GOODBYE),
    )
    add(
        "pig-huge-number",
        lambda: console_plain(
            run_console(["gamelib.pig", "--seed", "1"], b"9" * 5000 + b"\n-1\n0\n"),
            0,
            GOODBYE,
        ),
    )
    add(
        "quixo-garbage",
        lambda: console_plain(
            run_console(["gamelib.quixo", "--size", "3"], b"\xff\n" * 50 + b"-0\n"),
            0,
            GOODBYE,
        ),
    )
    add(
        "prolix-garbage",
        lambda: console_plain(
            run_console(
                ["gamelib.prolix", "--seed", "1"],
                b"\x00\xff" * 400 + b"\n" + "ÉTÉ\n".encode() * 20,
            ),
            0,
            GOODBYE,
        ),
    )
    add(
        "ttt-lang-c",
        lambda: console_plain(
            run_console(
                [t],
                b"4\n",
                env=program_env(
                    LANG="C", LC_ALL="C", PYTHONUTF8="0", PYTHONIOENCODING=""
                ),
            ),
            0,
            GOODBYE,
        ),
    )
    add(
        "pig-ascii-output",
        lambda: console_plain(
            run_console(
                ["gamelib.pig", "--seed", "2"],
                b"r\nh\n" * 5,
                env=program_env(PYTHONIOENCODING="ascii"),
            ),
            0,
            GOODBYE,
        ),
    )
    add(
        "quixo-term-dumb-columns-1",
        lambda: console_plain(
            run_console(
                ["gamelib.quixo", "--size", "3"],
                b"1\n",
                env=program_env(TERM="dumb", COLUMNS="1", LINES="1"),
            ),
            0,
            GOODBYE,
        ),
    )
    add(
        "prolix-columns-junk",
        lambda: console_plain(
            run_console(
                ["gamelib.prolix"], b"q\n", env=program_env(COLUMNS="abc", LINES="-5")
            ),
            0,
            GOODBYE,
        ),
    )
    add(
        "ttt-home-unwritable",
        lambda: console_plain(
            run_console(
                [t],
                b"4\n",
                env=program_env(
                    HOME="/proc/nonexistent", TMPDIR="/proc", XDG_CACHE_HOME="/proc/x"
                ),
            ),
            0,
            GOODBYE,
        ),
    )
    add(
        "ttt-stdin-write-only",
        lambda: one_error_line(
            run_console([t], stdin=os.open(tempfile.mktemp(), os.O_WRONLY | os.O_CREAT))
        ),
    )
    add(
        "pig-stdout-and-stderr-closed",
        lambda: console_plain(run_shell("gamelib.pig", ">&- 2>&-"), 2),
    )
    add(
        "ttt-stdout-full",
        lambda: console_plain(run_shell("gamelib.tictactoe", "> /dev/full"), 2),
    )
    add(
        "pty-sigint",
        lambda: pty_judge(*in_pty([t], [b"4\n"], signal.SIGINT), 130, GOODBYE),
    )
    add(
        "pty-ctrl-c-mid-line",
        lambda: pty_judge(*in_pty(["gamelib.pig"], [b"12", b"\x03"]), 130, GOODBYE),
    )
    add(
        "pty-ctrl-d-mid-line",
        lambda: pty_judge(
            *in_pty(
                ["gamelib.quixo", "--size", "3"], [b"xy", b"\x04", b"\x04", b"\x04"]
            ),
            0,
            GOODBYE,
        ),
    )
    add("pty-hangup", lambda: pty_hup())
    add(
        "pty-sigterm",
        lambda: pty_judge(*in_pty(["gamelib.prolix"], [b"ab\n"], signal.SIGTERM), -15),
    )
    add("pty-sigquit-no-hang", lambda: pty_quit())
    add(
        "args-seed-huge",
        lambda: one_error_line(run_console(["gamelib.pig", "--seed", "9" * 5000], b"")),
    )
    add(
        "args-goal-zero",
        lambda: one_error_line(run_console(["gamelib.pig", "--goal", "0"])),
    )
    add(
        "args-goal-nan",
        lambda: one_error_line(run_console(["gamelib.pig", "--goal", "nan"])),
    )
    add(
        "args-size-huge",
        lambda: one_error_line(run_console(["gamelib.quixo", "--size", "99999999"])),
    )
    add("args-seed-newline", seed_newline)
    add(
        "args-not-utf8",
        lambda: one_error_line(
            run_console(["gamelib.quixo", "--size", os.fsdecode(b"\xff\xfe")])
        ),
    )
    return fn


def seed_newline():
    done = run_console(["gamelib.prolix", "--seed", "1\n2"], b"")
    if done is not None and done.returncode == 2:
        return one_error_line(done)
    return console_plain(done, 0, GOODBYE)


def run_shell(module: str, redirection: str):
    script = f"exec {PYTHON} -m {module} </dev/null {redirection}"
    try:
        done = subprocess.run(
            ["sh", "-c", script],
            capture_output=True,
            env=program_env(),
            timeout=DEADLINE,
        )
    except subprocess.TimeoutExpired:
        return None
    return done


def pty_hup():
    code, out = in_pty(["gamelib.tictactoe"], [b"4\n"], hup=True)
    if code is None:
        return False, "still running 30 s after its terminal went away"
    text = out.decode("utf-8", "replace")
    if "Traceback" in text:
        return False, "traceback"
    return True, f"ended with {code}"


def pty_quit():
    code, out = in_pty(["gamelib.pig"], [b"1\n"], signal.SIGQUIT)
    if code is None:
        return False, "no end after SIGQUIT"
    return True, f"ended with {code}"


# -- files -------------------------------------------------------------------------
def file_cases() -> list[dict]:
    folder = Path(tempfile.mkdtemp(prefix="hostile-sweep-"))
    (folder / "loop1").symlink_to(folder / "loop2")
    (folder / "loop2").symlink_to(folder / "loop1")
    (folder / "dangling").symlink_to(folder / "missing" / "x")
    newline = folder / "a\nname.txt"
    newline.write_text("apple\nbanana\n")
    (folder / "nul.txt").write_bytes(b"app\x00le\nbanana\n" * 10)
    (folder / "binary.txt").write_bytes(Path(sys.executable).read_bytes()[:200_000])
    (folder / "one-line.txt").write_bytes(b"a" * 5_000_000)
    (folder / "empty.txt").write_bytes(b"")
    (folder / "crlf-bom.txt").write_bytes(b"\xef\xbb\xbfCAT\r\nDOG\r\n" * 200)
    long_path = str(folder / ("d" * 250) / ("e" * 250) / ("f" * 250) / "w.txt")
    deep = folder / "/".join(["x"] * 400)
    words = "gamelib.prolix"
    solve = ["gamelib.quixo", "solve", "3", "--out"]
    fn = []

    def add(name, check):
        fn.append({"id": f"file-{name}", "area": "files", "fn": check})

    def refused(args):
        return one_error_line(run_console(args, b"q\n"))

    def plays_or_refuses(args):
        done = run_console(args, b"q\n")
        if done is not None and done.returncode == 2:
            return one_error_line(done)
        return console_plain(done, 0, GOODBYE)

    def saves_or_refuses(args):
        done = run_console(args, b"")
        if done is not None and done.returncode == 2:
            return one_error_line(done)
        return console_plain(done, 0, "Table saved")

    add(
        "words-symlink-loop", lambda: refused([words, "--words", str(folder / "loop1")])
    )
    add("words-dangling", lambda: refused([words, "--words", str(folder / "dangling")]))
    add("words-long-path", lambda: refused([words, "--words", long_path]))
    add("words-deep-path", lambda: refused([words, "--words", str(deep)]))
    add(
        "words-newline-name", lambda: plays_or_refuses([words, "--words", str(newline)])
    )
    add(
        "words-nul-bytes",
        lambda: plays_or_refuses([words, "--words", str(folder / "nul.txt")]),
    )
    add("words-binary", lambda: refused([words, "--words", str(folder / "binary.txt")]))
    add(
        "words-one-huge-line",
        lambda: refused([words, "--words", str(folder / "one-line.txt")]),
    )
    add("words-empty", lambda: refused([words, "--words", str(folder / "empty.txt")]))
    add(
        "words-crlf-bom",
        lambda: plays_or_refuses([words, "--words", str(folder / "crlf-bom.txt")]),
    )
    add("words-dev-zero", lambda: refused([words, "--words", "/dev/zero"]))
    add(
        "words-proc-file",
        lambda: plays_or_refuses([words, "--words", "/proc/self/status"]),
    )
    add("out-symlink-loop", lambda: out_loop(solve, folder))
    # a folder that is missing is made: these save, or refuse in one line
    add("out-long-path", lambda: saves_or_refuses([*solve, long_path]))
    add(
        "out-newline-missing-dir",
        lambda: saves_or_refuses([*solve, str(folder / "no\ndir" / "t.npz")]),
    )
    add(
        "out-trailing-slash",
        lambda: saves_or_refuses([*solve, str(folder / "slash.npz") + "/"]),
    )
    add("out-dangling", lambda: saves_or_refuses([*solve, str(folder / "dangling")]))
    add("out-dev-null", lambda: refused([*solve, "/dev/null"]))
    return fn


def out_loop(solve, folder):
    """A save replaces nothing but a regular file: a link loop is refused."""
    result = one_error_line(run_console([*solve, str(folder / "loop1")], b""))
    if not (folder / "loop1").is_symlink():
        return False, "the link loop was replaced by a file: " + result[1]
    return result


# -- running -----------------------------------------------------------------------
def all_cases() -> list[dict]:
    return [
        *check_cases(),
        *cell_cases(),
        *board_cases(),
        *terminal_cases(),
        *file_cases(),
    ]


def run_case(case: dict) -> tuple[bool, str]:
    try:
        if "fn" in case:
            return case["fn"]()
        return kernel_case(case)
    except Exception as error:  # noqa: BLE001 - the harness's own failure
        return False, f"HARNESS {type(error).__name__}: {error}"


def main(prefixes: list[str]) -> int:
    cases = all_cases()
    if prefixes:
        cases = [c for c in cases if any(c["id"].startswith(p) for p in prefixes)]
    results: Counter = Counter()
    failed = []
    for case in cases:
        passed, why = run_case(case)
        verdict = "PASS" if passed else "FAIL"
        results[(case["area"], verdict)] += 1
        if not passed:
            failed.append(case["id"])
        print(f"{case['id']:<36} {case['area']:<9} {verdict}  {why}"[:400], flush=True)
    for kernel in KERNELS.values():
        kernel.close()
    total = sum(results.values())
    passes = sum(n for (_, v), n in results.items() if v == "PASS")
    print(f"\n{total} cases: {passes} passed, {total - passes} failed")
    for area in sorted({a for a, _ in results}):
        print(
            f"  {area}: {results[(area, 'PASS')]} passed, "
            f"{results[(area, 'FAIL')]} failed"
        )
    if failed:
        print("failed:", " ".join(failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

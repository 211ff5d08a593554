"""In a real kernel, as a learner meets it: no piece breaks the kernel or a check.

Issue 29's sweep, case by case, in a kernel that has run the Pig lesson's cells up
to its board (``PigBoard``), the board clicked with the very message the page sends
for a click (``KernelSession.press``):

* a piece that raises the recursion limit and recurses, in a check: the check's
  time limit left its alarm armed and its handler installed, later cells were
  stopped at random and IPython dropped the course's error display. Afterwards no
  alarm, trace function or signal handler of the course's is left, and the
  recursion limit is what it was;
* ``sys.exit()`` in a piece the board calls outside ``trial`` (the computer's turn
  presses the learner's ``on_roll``; tic-tac-toe's New game calls ``new_board``)
  ended the kernel: now it is said on the board;
* an endless loop there kept the kernel busy for ever: it is stopped after the
  seconds a cell runs before its notice, and said; Stop (an interrupt) during it, and
  a ``KeyboardInterrupt`` raised by the piece, are said too;
* Stop during a check, or a piece raising ``KeyboardInterrupt``, showed ten frames of
  ``gamelib/selfcheck``: now one sentence naming the learner's line.
"""

import time

import pytest

from gamelib.cellguard import NOTICE_AFTER_SECONDS
from tests.kernel_session import CellRun, KernelSession, first_code_cell
from tests.lesson_boards import board_cells
from tests.lessons import NOTEBOOKS

CLICK = {"event": "click"}  # what a button's view sends when it is clicked
CLICK_SECONDS = 60  # a click that has not ended by then never will
STATE = (
    "import signal, sys\n"
    "handler = signal.getsignal(signal.SIGALRM)\n"
    "print(signal.getitimer(signal.ITIMER_REAL), sys.gettrace(),\n"
    "      handler is signal.SIG_DFL, sys.getrecursionlimit())\n"
)
UNTOUCHED = "(0.0, 0.0) None True 1000\n"  # no alarm, trace or handler; the limit
HOSTILE_ROLL = """
import sys, time

def hostile_roll(game):
    if game.turn != "Computer":
        return on_roll(game)
    {misdeed}

board = PigBoard(seed=1, on_roll=hostile_roll)  # Player 1 rolls a 1 first
print(board.buttons[0].model_id)
"""


def lesson_kernel(lesson: str, board: str) -> KernelSession:
    kernel = KernelSession(NOTEBOOKS)
    for source in [first_code_cell(NOTEBOOKS / lesson), *board_cells(lesson, board)]:
        ran = kernel.run(source, 120)
        assert ran.status == "ok", ran.text
    return kernel


@pytest.fixture(scope="module")
def pig_kernel():
    with lesson_kernel("01-pig.ipynb", "PigBoard") as kernel:
        yield kernel


def said_on_the_board(kernel: KernelSession) -> str:
    ran = kernel.run("print(board.view.message.text)", 30)
    assert ran.status == "ok", ran.text
    return ran.text.strip()


def click(kernel: KernelSession, model_id: str) -> CellRun:
    """Click the button and wait for the kernel to finish with it."""
    clicked = kernel.collect(
        kernel.press(model_id, CLICK), CellRun(), CLICK_SECONDS, replied=False
    )
    if not clicked.finished:  # do not leave the next test a busy kernel
        kernel.manager.interrupt_kernel()
    return clicked


def board_with(kernel: KernelSession, misdeed: str) -> str:
    """A Pig board whose on_roll does ``misdeed`` on the computer's turn; the model
    id of its Roll button."""
    made = kernel.run(HOSTILE_ROLL.format(misdeed=misdeed), 60)
    assert made.status == "ok", made.text
    return made.text.strip().splitlines()[-1]


def test_a_check_of_a_piece_that_raises_the_recursion_limit_leaves_nothing_behind(
    pig_kernel,
):
    assert pig_kernel.run(STATE).text == UNTOUCHED
    checked = pig_kernel.run(
        "from gamelib.selfcheck import Battery, Case, calling\n\n"
        "def deep():\n"
        "    sys.setrecursionlimit(10**6)\n"
        "    def down(n):\n"
        "        return down(n + 1)\n"
        "    return down(0)\n\n"
        "Battery('deep', [Case('answers 1', 'return 1', calling(), 1)])(deep)\n",
        300,
    )
    assert checked.status == "ok", checked.text
    assert "1 of 1 checks failed" in checked.text, checked.text
    assert pig_kernel.run(STATE).text == UNTOUCHED
    for _ in range(3):  # later cells run undisturbed, with the course's display
        later = pig_kernel.run(
            "import time\nfor _ in range(20):\n    time.sleep(0.05)\n1 // 0\n"
        )
        assert "ZeroDivisionError: integer division or modulo by zero" in later.text
        assert "Stopped" not in later.text and "Custom TB" not in later.text


def test_sys_exit_in_a_clicked_boards_piece_leaves_the_kernel_running(pig_kernel):
    roll = board_with(pig_kernel, "sys.exit()")
    assert click(pig_kernel, roll).finished
    assert pig_kernel.manager.is_alive()
    said = said_on_the_board(pig_kernel)
    assert said == (
        "Your code called sys.exit() (which would end the kernel; return instead) in "
        "hostile_roll, line 6 of its cell: sys.exit()"
    )
    assert pig_kernel.run(STATE).text == UNTOUCHED


def test_a_clicked_board_whose_piece_never_ends_is_stopped_and_said(pig_kernel):
    roll = board_with(pig_kernel, "while True:\n        pass")
    started = time.monotonic()
    assert click(pig_kernel, roll).finished
    assert time.monotonic() - started < NOTICE_AFTER_SECONDS + 20
    assert said_on_the_board(pig_kernel) == (
        f"Your code did not finish in {NOTICE_AFTER_SECONDS:g} seconds: probably a "
        "loop whose condition never becomes false"
    )
    assert pig_kernel.run(STATE).text == UNTOUCHED


def test_stop_during_a_clicked_board_is_said(pig_kernel):
    roll = board_with(pig_kernel, "while True:\n        time.sleep(0.01)")
    pressed = pig_kernel.press(roll, CLICK)
    time.sleep(2)
    pig_kernel.manager.interrupt_kernel()
    assert pig_kernel.collect(pressed, CellRun(), CLICK_SECONDS, replied=False).finished
    said = said_on_the_board(pig_kernel)
    assert said.startswith(
        "Your code was stopped (the Stop button, or a KeyboardInterrupt raised) in "
        "hostile_roll, line 7"
    ), said
    assert said.endswith("time.sleep(0.01)")


def test_a_keyboard_interrupt_raised_by_the_persons_roll_is_said(pig_kernel):
    made = pig_kernel.run(
        "def interrupted(game):\n    raise KeyboardInterrupt\n\n"
        "board = PigBoard(seed=1, on_roll=interrupted)\n"
        "print(board.buttons[0].model_id)\n"
    )
    assert click(pig_kernel, made.text.strip()).finished
    said = said_on_the_board(pig_kernel)
    assert said == (
        "Your code was stopped (the Stop button, or a KeyboardInterrupt raised) in "
        "interrupted, line 2 of its cell: raise KeyboardInterrupt"
    )


INTERRUPTING_DIE = """
class Die:
    def __init__(self, rng):
        self.rng, self.top = rng, 1

    def roll(self):
        {misdeed}

    @property
    def bottom(self):
        return 7 - self.top

check.die(Die)
"""


def one_sentence(run: CellRun) -> str:
    (error,) = run.errors()
    assert len(error["traceback"]) == 1, error["traceback"]
    (sentence,) = error["traceback"]
    assert "gamelib" not in sentence and "Traceback" not in sentence
    return sentence


def test_a_piece_raising_keyboard_interrupt_in_a_check_is_one_sentence(pig_kernel):
    checked = pig_kernel.run(INTERRUPTING_DIE.format(misdeed="raise KeyboardInterrupt"))
    assert one_sentence(checked) == (
        "Stopped (the Stop button, or a KeyboardInterrupt) in your code, in roll, "
        "line 6 of its cell: raise KeyboardInterrupt"
    )


def test_stop_during_a_check_is_one_sentence(pig_kernel):
    started = pig_kernel.start(
        INTERRUPTING_DIE.format(misdeed="while True:\n            time.sleep(0.01)")
    )
    time.sleep(1)
    stopped = pig_kernel.interrupt(started, CellRun(), 30)
    sentence = one_sentence(stopped)
    assert sentence.startswith(
        "Stopped (the Stop button, or a KeyboardInterrupt) in "
    ), sentence
    assert sentence.endswith("line 7 of its cell: time.sleep(0.01)"), sentence


def test_sys_exit_in_tictactoes_new_board_leaves_the_kernel_running():
    with lesson_kernel("02-tictactoe.ipynb", "TicTacToeBoard") as kernel:
        made = kernel.run(
            "import sys\n\n"
            "board = TicTacToeBoard()\n\n"
            "def new_board():\n    sys.exit()\n\n"
            "(new_game,) = [c for c in board.view.controls.children\n"
            "    if getattr(c, 'description', '') == 'New game']\n"
            "print(new_game.model_id)\n"
        )
        assert click(kernel, made.text.strip()).finished
        assert kernel.manager.is_alive()
        said = said_on_the_board(kernel)
        assert said.startswith("Your code called sys.exit() (which would end"), said
        assert said.endswith("in new_board, line 6 of its cell: sys.exit()"), said


def test_a_piece_closing_the_kernels_streams_leaves_them_working(pig_kernel):
    closed = pig_kernel.run(
        "import sys\nfrom gamelib.selfcheck import Battery, Case, calling\n\n"
        "def closing():\n    sys.stderr.close()\n    1 / 0\n\n"
        "Battery('closing', [Case('answers 1', 'return 1', calling(), 1)])(closing)\n"
    )
    assert "crashed with ZeroDivisionError" in closed.text, closed.text
    assert pig_kernel.run("sys.stdout.close()").status == "ok"
    after = pig_kernel.run("print('out')\nprint('err', file=sys.stderr)")
    assert after.status == "ok" and after.text == "out\nerr\n", after.text


def test_reloading_the_cell_guard_is_refused_and_the_guard_goes_on(pig_kernel):
    reloaded = pig_kernel.run(
        "import importlib, gamelib.cellguard\nimportlib.reload(gamelib.cellguard)"
    )
    assert "cannot be reloaded: restart the kernel" in reloaded.text, reloaded.text
    checked = pig_kernel.run(
        "from gamelib.selfcheck import Battery, Case, calling\n"
        "Battery('one', [Case('answers 1', 'return 1', calling(), 1)])(lambda: 1)"
    )
    assert "All 1 checks passed" in checked.text, checked.text
    flooded = pig_kernel.run("while True:\n    print('again')", 60)
    assert "This cell was stopped after printing" in flooded.text

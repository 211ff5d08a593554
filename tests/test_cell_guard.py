"""Every cell of every lesson is guarded once the lesson's first cell has run.

In a real kernel per lesson: an endless ``print`` loop ends by itself with a bounded
output and one sentence (no traceback), and the kernel answers afterwards. In the
welcome lesson's kernel (the guard is the same in every lesson, and these take its
8 quiet seconds each): an endless silent loop gets its notice while it runs, and a
lesson's own long work inside ``exempt()`` is left alone. A typical wrong piece in a
demo cell is explained in a few lines with the learner's own line, never with frames
of ``gamelib``.
"""

import pytest

from gamelib import cellguard
from tests.kernel_session import CellRun, KernelSession, first_code_cell
from tests.lessons import NOTEBOOKS, reworked_lessons

FLOOD = "n = 0\nwhile True:\n    n += 1\n    print('turn', n, 'still going')\n"
SILENT = "while True:\n    pass\n"
SWALLOWED = (
    "while True:\n    try:\n        print('x' * 99)\n    except:\n        pass\n"
)
LIMIT_BYTES = 200_000
# Per lesson: a demo cell with a typical mistake, and what the explanation must say.
WRONG_PIECES = {
    "00-start": (
        "def draw_grid(canvas):\n"
        "    canvas.fill_style = BACKGROUND\n"
        "    canvas.fill_rect(0, 0, SIZ, SIZE)\n"
        "\n"
        "\n"
        "picture(SIZE, SIZE, draw_grid)\n",
        [
            "NameError: name 'SIZ' is not defined",
            "in your code, in draw_grid, line 3 of its cell:",
            "canvas.fill_rect(0, 0, SIZ, SIZE)",
            "what it means: Python does not know that name",
        ],
    ),
    "01-pig": (
        "from gamelib.pig.player import Player\n\n"
        "players = [Player(''), Player('Bob')]\n",
        [
            "PlayerNameError: a player needs a non-blank name, not ''",
            "in your code, line 3 of this cell:",
            "players = [Player(''), Player('Bob')]",
            "the rule: A player's name is a short line of printable text",
        ],
    ),
    "02-tictactoe": (
        "from gamelib.tictactoe import Board\n\ngame = Board()\ngame.push(4)\n"
        "game.push(4)  # O on X's square\n",
        [
            "SquareOccupiedError: square 4 is already taken by X",
            "in your code, line 5 of this cell:",
            "the rule: The square already holds a mark.",
        ],
    ),
    "03-prolix": (
        "import random\n\nfrom gamelib import prolix\n\n"
        "game = prolix.ProlixState(random.Random(1))\ngame.push('c4t')\n",
        [
            "NotAWordError: 'c4t' is not letters only: remove '4'",
            "in your code, line 6 of this cell:",
            "the rule: A word is letters a to z only",
        ],
    ),
    "04-quixo": (
        "import gamelib.quixo as model\n\n"
        "board = model.create_board(['-----'] * 5)\nprint(board[5])\n",
        [
            "in your code, line 4 of this cell:",
            "print(board[5])",
        ],
    ),
}


def guarded_kernel(lesson):
    """A kernel that has run ``lesson``'s first cell, as a learner's does."""
    with KernelSession(NOTEBOOKS) as kernel:
        first = kernel.run(first_code_cell(lesson))
        assert first.finished and first.status == "ok", first.text
        yield kernel


@pytest.fixture(scope="module", params=reworked_lessons(), ids=lambda p: p.stem)
def lesson_kernel(request):
    yield from guarded_kernel(request.param)


@pytest.fixture(scope="module")
def welcome_kernel():
    """One lesson's kernel, for what takes the guard's own seconds to show (a notice
    after 8 quiet seconds): every lesson installs the same guard in its first cell,
    which the print-loop tests show lesson by lesson."""
    yield from guarded_kernel(reworked_lessons()[0])


def test_an_endless_print_loop_is_stopped_with_a_sentence(lesson_kernel):
    run = lesson_kernel.run(FLOOD, seconds=30)
    assert run.finished, f"still running after 30 s, {run.size} bytes sent"
    assert run.size < LIMIT_BYTES
    assert "This cell was stopped after printing 2,000 lines" in run.text
    assert "look at the loop's condition" in run.text
    assert "Traceback" not in run.text and "gamelib" not in run.text
    [error] = run.errors()
    assert error["traceback"] == [run.text.splitlines()[-1]]
    assert run.text.splitlines()[-2] == "turn 2000 still going"
    assert lesson_kernel.run("print('still answering')").text == "still answering\n"


def test_an_endless_print_loop_in_a_bare_except_is_still_stopped(lesson_kernel):
    run = lesson_kernel.run(SWALLOWED, seconds=30)
    assert run.finished, f"still running after 30 s, {run.size} bytes sent"
    assert run.size < LIMIT_BYTES
    assert "This cell was stopped after printing 150,000 characters" in run.text
    assert lesson_kernel.run("print('still answering')").text == "still answering\n"


def test_a_silent_endless_loop_gets_a_notice_and_can_be_interrupted(welcome_kernel):
    msg_id = welcome_kernel.start(SILENT)
    run = welcome_kernel.collect(msg_id, CellRun(), 30, until="Interrupt Kernel")
    assert not run.finished
    assert run.text.count("running for 8 seconds with no new output") == 1
    assert "press the square Stop button" in run.text
    run = welcome_kernel.interrupt(msg_id, run)
    assert run.finished and run.status == "error"
    assert welcome_kernel.run("print('still answering')").text == "still answering\n"


def test_a_long_print_under_the_budget_is_left_alone(lesson_kernel):
    run = lesson_kernel.run("for n in range(1500):\n    print(n)\n")
    assert run.status == "ok"
    assert run.text.splitlines()[-1] == "1499"


def test_a_budget_is_per_cell(lesson_kernel):
    for _ in range(2):
        run = lesson_kernel.run("for n in range(1900):\n    print(n)\n")
        assert run.status == "ok", run.text[-300:]


def test_the_courses_own_work_inside_exempt_is_not_stopped(welcome_kernel):
    code = (
        "from gamelib.cellguard import exempt\n"
        "import time\n"
        "with exempt():\n"
        "    for n in range(3000):\n"
        "        print(n)\n"
        "    time.sleep(9)\n"
        "print('done')\n"
    )
    run = welcome_kernel.run(code, seconds=40)
    assert run.status == "ok"
    assert "no new output" not in run.text
    assert run.text.endswith("2999\ndone\n")


def test_the_guard_is_not_installed_outside_a_kernel():
    assert cellguard._guard is None
    with cellguard.exempt():
        pass


def test_a_wrong_piece_in_a_demo_cell_is_explained(lesson_kernel, request):
    lesson = request.node.callspec.id
    code, expected = WRONG_PIECES[lesson]
    run = lesson_kernel.run(code)
    assert run.status == "error"
    for words in expected:
        assert words in run.text
    assert "gamelib" not in run.text and "Traceback" not in run.text
    assert "File " not in run.text and "----> " not in run.text
    assert "%tb in a new cell shows the whole traceback" in run.text
    details = lesson_kernel.run("%tb")
    assert "gamelib" in details.text or "Cell In" in details.text


def test_an_error_inside_the_course_itself_keeps_its_traceback(lesson_kernel):
    code = (
        "from gamelib.tictactoe import Board\n\n"
        "game = Board()\ngame._cells = None  # the course's state, broken\n"
        "game.push(4)\n"
    )
    run = lesson_kernel.run(code)
    assert run.status == "error"
    assert "gamelib/tictactoe" in run.text and "Traceback" in run.text


GRID = """def draw_grid(canvas):
    canvas.fill_style = BACKGROUND
    canvas.fill_rect(0, 0, SIZE, SIZE)
    for i in range(1, CELLS):
        canvas.stroke_line(i * CELL, 0, i * CELL, SIZE){slip}
        canvas.stroke_line(0, i * CELL, SIZE, i * CELL)
    canvas.stroke_rect(2, 2, SIZE - 4, SIZE - 4)
"""
UNRUN = "Note: your last edit of draw_grid did not run"


def test_a_check_after_an_edit_that_did_not_compile_says_it_tested_the_old_one(
    welcome_kernel,
):
    """Issue 26: after a SyntaxError the check repeated the old verdict as if the
    fix had been ignored."""
    assert welcome_kernel.run(GRID.format(slip="")).status == "ok"
    assert UNRUN not in welcome_kernel.run("check.draw_grid(draw_grid)").text
    broken = welcome_kernel.run(GRID.format(slip=")"))
    assert broken.status == "error"
    checked = welcome_kernel.run("check.draw_grid(draw_grid)").text
    assert (
        "Note: your last edit of draw_grid did not run (SyntaxError on line 5 of its "
        "cell: unmatched ')'), so this checked the version before it." in checked
    )
    failing_first = "print(undefined_name)\n" + GRID.format(slip="")
    assert welcome_kernel.run(failing_first).status == "error"
    checked = welcome_kernel.run("check.draw_grid(draw_grid)").text
    assert f"{UNRUN} (NameError on line 1 of its cell: name 'undefined_name'" in checked
    assert welcome_kernel.run(GRID.format(slip="")).status == "ok"
    assert UNRUN not in welcome_kernel.run("check.draw_grid(draw_grid)").text

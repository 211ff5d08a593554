"""In JupyterLab, a board click whose piece calls ``sys.exit()`` or never ends.

Issue 29: the Pig computer's turn presses the learner's ``on_roll`` outside the
board's ``trial``; ``sys.exit()`` there ended the kernel, and an endless loop there
kept it busy for ever, with nothing said. The lesson is saved with two such boards
right after its ``PigBoard`` class (seed 1: Player 1 rolls a 1 at the first Roll,
so the computer plays at once), run with Run All, and clicked like a person would.
"""

import nbformat
import pytest

from tests.lessons import NOTEBOOKS

from .conftest import lab_tab, screenshot_if_failed
from .test_pig_browser import MESSAGE, panel

HOSTILE = '''
import sys


def exits_on_the_computers_turn(game):
    """A learner's on_roll that calls sys.exit() when the computer presses it."""
    if game.turn == "Computer":
        sys.exit()
    return on_roll(game)


def loops_on_the_computers_turn(game):
    """A learner's on_roll that never ends when the computer presses it."""
    while game.turn == "Computer":
        pass
    return on_roll(game)


exits = PigBoard(seed=1, on_roll=exits_on_the_computers_turn)
loops = PigBoard(seed=1, on_roll=loops_on_the_computers_turn)
display(exits, loops)
'''
EXITS, LOOPS, LESSONS_OWN = 0, 1, 2  # the Pig boards on the page, in order
CLICK_SECONDS = 90  # the loop's 8 s on a busy 2-core machine, with room to spare


@pytest.fixture(scope="module")
def lesson(chromium, lab_server):
    """The lesson with both boards after one Run All, shared by the two tests."""
    with lab_tab(chromium, lab_server) as lab:
        open_with_hostile_boards(lab)
        yield lab


@pytest.fixture
def lab(lesson, request):
    yield lesson
    screenshot_if_failed(request, lesson)


def open_with_hostile_boards(lab) -> None:
    notebook = nbformat.read(NOTEBOOKS / "01-pig.ipynb", as_version=4)
    cells = notebook.cells
    after = next(
        i
        for i, cell in enumerate(cells)
        if cell.cell_type == "code" and "class PigBoard" in cell.source
    )
    cells.insert(after + 1, nbformat.v4.new_code_cell(HOSTILE))
    nbformat.write(notebook, lab.server.root / "hostile-01-pig.ipynb")
    lab.open("hostile-01-pig.ipynb")
    assert lab.errors() == []


def roll(lab, n: int) -> None:
    panel(lab, n).locator(".widget-button:text-is('Roll')").first.click()


def the_kernel_still_answers(lab) -> None:
    """The lesson's own board, further down, still answers: a new game, then a
    Hold it refuses (each says something the board did not say before)."""
    board = panel(lab, LESSONS_OWN)
    board.locator(".widget-button:text-is('New game')").first.click()
    lab.wait_for_text(board.locator(MESSAGE), "Player 1's turn: roll!", timeout=60)
    board.locator(".widget-button:text-is('Hold')").first.click()
    lab.wait_for_text(
        board.locator(MESSAGE), "Player 1 must roll at least once before holding."
    )


def test_sys_exit_in_a_clicked_boards_piece_is_said_and_the_kernel_lives(lab):
    roll(lab, EXITS)
    said = lab.wait_for_text(
        panel(lab, EXITS).locator(MESSAGE),
        "Your code called sys.exit() (which would end the kernel; return instead)",
        timeout=CLICK_SECONDS,
    )
    assert said.endswith(
        "in exits_on_the_computers_turn, line 7 of its cell: sys.exit()"
    )
    error_box = panel(lab, EXITS).locator(".gamelib-errors")
    assert error_box.inner_text().strip() == said
    the_kernel_still_answers(lab)
    lab.screenshot("hostile-pig-sys-exit", panel(lab, EXITS))


def test_a_clicked_boards_piece_that_never_ends_is_stopped_and_said(lab):
    roll(lab, LOOPS)
    lab.wait_for_text(
        panel(lab, LOOPS).locator(MESSAGE),
        "Your code did not finish in 8 seconds: probably a loop whose condition "
        "never becomes false",
        timeout=CLICK_SECONDS,
    )
    the_kernel_still_answers(lab)
    lab.screenshot("hostile-pig-endless-loop", panel(lab, LOOPS))

"""No piece can break a board: every event says what went wrong in one sentence.

Issue 29's sweep clicked the lessons' boards with hostile pieces. A piece the board
calls outside ``trial`` (the Pig computer's turn presses the learner's ``on_roll``;
tic-tac-toe's New game calls the learner's ``new_board``) reached the board's error box
bare: ``sys.exit()`` there ended the kernel, a crash showed a traceback through
``gamelib/views`` and left the message line as it was, an endless loop kept the
kernel busy for ever, and a ``KeyboardInterrupt`` showed nothing. Here each is
clicked as the widgets call it (``Button.click``, the canvas' press handler), in
this process; ``tests/test_kernel_survives.py`` does the same in a real kernel.
"""

import sys

import pytest

from gamelib import cellguard
from gamelib.views import ErrorReporter, MessageLine
from tests.lesson_boards import board_class

EXITED = "called sys.exit() (which would end the kernel; return instead)"
SEED = 1  # Player 1 moves first and rolls a 1: the computer's turn follows at once


def on_the_computers_turn(misdeed):
    """An on_roll that plays the lesson's roll for a person and does ``misdeed()``
    when the computer presses it."""
    from gamelib.pig.lesson import on_roll

    def hostile_roll(game):
        if game.turn == "Computer":
            return misdeed()
        return on_roll(game)

    return hostile_roll


def exits():
    sys.exit()


def divides_by_zero():
    return 1 // 0


def recurses():
    return recurses()


def asks_for_input():
    return input("a number? ")


def loops():
    while True:
        pass


def interrupts():
    raise KeyboardInterrupt


@pytest.fixture(scope="module")
def pig_board():
    return board_class("01-pig.ipynb", "PigBoard")


def roll(pig_board, misdeed):
    """A new board, and its Roll button clicked: the computer's turn then runs
    ``misdeed`` in the learner's on_roll."""
    board = pig_board(seed=SEED, on_roll=on_the_computers_turn(misdeed))
    roll_button = board.buttons[0]
    roll_button.click()  # what a click in the page calls
    return board


def error_box(board) -> str:
    return "".join(output["text"] for output in board.view.errors.output.outputs)


def test_sys_exit_in_a_clicked_boards_piece_is_said_and_never_leaves_the_board(
    pig_board,
):
    board = roll(pig_board, exits)
    said = board.view.message.text
    assert said.startswith(f"Your code {EXITED} in exits, line "), said
    assert said.endswith(": sys.exit()")
    assert error_box(board) == said + "\n"
    assert isinstance(board.view.errors.last_error, SystemExit)
    assert board.game.history == ("roll",)  # the person's 1; no computer's move


@pytest.mark.parametrize(
    ("misdeed", "words", "line"),
    [
        (divides_by_zero, "crashed with ZeroDivisionError", "return 1 // 0"),
        (recurses, "crashed with RecursionError", "return recurses()"),
        (asks_for_input, "crashed with OSError", 'return input("a number? ")'),
    ],
    ids=["1//0", "recursion", "input"],
)
def test_a_crash_in_a_clicked_board_is_one_sentence_naming_the_learners_line(
    pig_board, misdeed, words, line
):
    board = roll(pig_board, misdeed)
    said = board.view.message.text
    assert said.startswith(f"Your code {words}"), said
    assert f"in {misdeed.__name__}, line " in said and said.endswith(line)
    assert error_box(board) == said + "\n"  # one line, no traceback
    assert "gamelib" not in said and "Traceback" not in said


def test_a_clicked_board_that_never_ends_is_stopped_after_a_cells_notice_time(
    pig_board, monkeypatch
):
    monkeypatch.setattr(cellguard, "NOTICE_AFTER_SECONDS", 1.0)
    board = roll(pig_board, loops)
    said = board.view.message.text
    assert said == (
        "Your code did not finish in 1 seconds: probably a loop whose condition "
        "never becomes false"
    )
    assert error_box(board) == said + "\n"


def test_a_keyboard_interrupt_in_a_clicked_board_is_said(pig_board):
    board = roll(pig_board, interrupts)
    said = board.view.message.text
    assert said.startswith(
        "Your code was stopped (the Stop button, or a KeyboardInterrupt raised) in "
        "interrupts, line "
    ), said
    assert said.endswith("raise KeyboardInterrupt")


def test_a_learners_new_board_that_exits_is_said_on_tictactoes_new_game():
    """New game starts with the learner's ``new_board``, outside any ``trial``."""
    board = board_class("02-tictactoe.ipynb", "TicTacToeBoard")()
    board.new_game.__globals__["new_board"] = lambda: exits()
    controls = board.view.controls.children
    (new_game,) = [c for c in controls if getattr(c, "description", "") == "New game"]
    new_game.click()
    said = board.view.message.text
    assert said.startswith(f"Your code {EXITED} in exits, line "), said


def test_the_error_box_says_a_crash_on_the_line_it_was_given():
    message = MessageLine("ready")
    reporter = ErrorReporter(message)
    assert reporter.guard(divides_by_zero)() is None
    assert message.text.startswith("Your code crashed with ZeroDivisionError")
    assert reporter.guard(lambda: 7)() == 7  # an honest callback is untouched

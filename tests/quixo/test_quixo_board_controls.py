"""The lesson's Quixo board, four players: the "Dot to" choice and Undo, from code.

A player who changes "Dot to" and then presses Undo gets the turn back to the
previous seat, of the other team: the board must offer that team's seats with the
dot on the mover (not keep the other team's partner, which the toggle cannot show:
``TraitError: Invalid selection``), and the move list must show the moves left.
The board is the lesson's own ``QuixoGame``, driven through its public methods and
its widgets as a person's clicks would, without a browser.
"""

import pytest

from gamelib.quixo.lesson.board import COURSE_RULES
from gamelib.quixo.lesson.table import FOUR_PLAYERS
from tests.lesson_boards import board_class


@pytest.fixture(scope="module")
def quixo_game() -> type:
    return board_class("04-quixo.ipynb", "QuixoGame")


@pytest.fixture
def board(quixo_game):
    board = quixo_game(rules=COURSE_RULES, mode=FOUR_PLAYERS)
    board.pick(0, 0)
    board.place(0, 4)  # A1 moves; B1 (team O) is to move
    assert board.table.game.turn == "B1"
    assert board.dot.options == ("B1", "B2")
    return board


def moves_listed(board) -> int:
    return board.moves.value.count("<li>")


def press(button) -> None:
    """Press a button as a person does: its errors go under the board."""
    button.click()


def test_undo_after_changing_dot_to_offers_the_movers_team_and_lists_the_moves(
    board,
):
    board.dot.value = "B2"  # the person clicks "B2" on the Dot to toggle
    assert board.table.partner == "B2"
    assert moves_listed(board) == 1
    press(board.buttons[1])  # Undo
    assert board.errors.last_error is None, repr(board.errors.last_error)
    assert board.errors.output.outputs == ()
    assert board.table.game.turn == "A1" and board.table.game.history == ()
    assert board.dot.options == ("A1", "A2")
    assert board.dot.value == "A1"
    assert board.table.partner in (None, "A1")
    assert moves_listed(board) == 0


def test_after_the_undo_the_next_move_points_the_dot_where_the_toggle_shows(board):
    board.dot.value = "B2"
    board.undo()
    board.dot.value = "A2"
    board.pick(0, 0)
    board.place(4, 0)
    assert board.table.game.dot(4, 0) == "A2"
    assert board.errors.last_error is None
    assert moves_listed(board) == 1
    assert board.dot.options == ("B1", "B2") and board.dot.value == "B1"


def test_a_table_undo_forgets_the_partner_chosen_for_the_move_taken_back(board):
    board.table.set_partner("B2")
    board.table.undo()
    assert board.table.partner is None

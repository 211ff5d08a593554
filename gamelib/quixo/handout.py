"""The handout's milestone functions on the course's model: ``create_board``,
``print_board`` and ``make_move``.

The handout names them ``createBoard``, ``printBoard`` and ``makeMove``; under those
names they are the lesson's pieces, written once in ``gamelib.quixo.lesson`` on the
beginner's ``QuixoBoard``. The model's versions, on the full ``Board``, go by their
Python (PEP 8) names, so no name means two different functions.
"""

from collections.abc import Sequence

from gamelib.quixo.board import Board, MoveRecord
from gamelib.quixo.move import Move
from gamelib.quixo.seats import X
from gamelib.quixo.setup import size_of


def create_board(list_of_rows: Sequence[str], turn: str = X) -> Board:
    """A two-player board set up from rows of ``-``, ``X`` and ``O``.

    The symbols alone do not say whose turn it is, hence ``turn`` (X by default).
    The size is the number of rows (3, 4 or 5); the board keeps the blocks as its
    own data, not the strings it was given.
    """
    return Board(size=size_of(list_of_rows), rows=list_of_rows, turn=turn)


def print_board(board: Board) -> None:
    """Print the board as the handout does: one line per row, ``-`` for neutral."""
    print(board)


def make_move(
    board: Board,
    choose_row: int,
    choose_column: int,
    place_row: int,
    place_column: int,
    partner: str | None = None,
) -> MoveRecord:
    """Play a move for the player to move: pick up the block at (choose_row,
    choose_column), top row 0 and left column 0, and put it back at (place_row,
    place_column), sliding the blocks between. With four players, ``partner`` says
    which of the mover's team the block's dot now points at.

    An illegal move raises the error of the rule it breaks and changes nothing.
    """
    move = Move((choose_row, choose_column), (place_row, place_column), partner)
    return board.push(move)

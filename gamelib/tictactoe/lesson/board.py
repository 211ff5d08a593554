"""Milestone 1: the board as a list of nine cells, a move, and three in a row.

A cell is ``"X"``, ``"O"`` or ``BLANK`` (a space); squares are numbered 0-8 left to
right, top to bottom, as in the handout. A plain list is what a beginner would
choose, and it is all the handout's algorithm needs. The milestone's ``BLANK``,
``LINES`` and ``winner`` are the model's own (``gamelib.tictactoe.parts.cells``,
written the way the lesson writes them), so the model's searches and the lesson
share one copy; only the pieces the model has no use for are here.
"""

from gamelib.tictactoe.parts.cells import BLANK


def new_board() -> list[str]:
    """An empty board: nine blank squares, numbered 0 to 8."""
    board = []
    for _square in range(9):
        board.append(BLANK)
    return board


def place(board: list[str], square: int, mark: str) -> bool:
    """Put mark on square if that is a move; say whether it was."""
    if square not in range(9):
        return False
    if board[square] != BLANK:
        return False
    board[square] = mark
    return True

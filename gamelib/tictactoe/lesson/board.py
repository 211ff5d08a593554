"""Milestone 1: the board as a list of nine cells, a move, and three in a row.

A cell is ``"X"``, ``"O"`` or ``BLANK`` (a space); squares are numbered 0-8 left to
right, top to bottom, as in the handout. A plain list is what a beginner would
choose, and it is all the handout's algorithm needs.
"""

from gamelib.tictactoe.parts.cells import winner

__all__ = ["BLANK", "LINES", "new_board", "place", "winner"]
# winner is the course's one winner (gamelib.tictactoe.parts.cells), written the way the
# lesson writes it, so the model's searches and the lesson share it.

BLANK = " "
LINES = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
]
"""Every three-in-a-row: the rows, the columns, then the two diagonals."""


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

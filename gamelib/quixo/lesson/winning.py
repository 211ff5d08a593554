"""Milestone 4: who has won, including the handout's both-lines rule.

``n`` blocks of one symbol in a row, a column or a diagonal make a line. A slide can
complete both players' lines at once; then "the player who made the last move is
the loser". After ``makeMove`` the player to move is the one who did *not* make the
last move, so with both lines on the board the winner is ``board.turn``.
"""

from .board import O, QuixoBoard, X


def all_lines(size: int) -> list[list[tuple[int, int]]]:
    """Every line of a size x size board: the rows, the columns, the two diagonals."""
    lines = []
    for row in range(size):
        lines.append([(row, column) for column in range(size)])
    for column in range(size):
        lines.append([(row, column) for row in range(size)])
    lines.append([(k, k) for k in range(size)])
    lines.append([(k, size - 1 - k) for k in range(size)])
    return lines


def has_line(board: QuixoBoard, symbol: str) -> bool:
    """True when a whole row, column or diagonal shows symbol."""
    for line in all_lines(board.size):
        complete = True
        for row, column in line:
            if board.blocks[row][column] != symbol:
                complete = False
        if complete:
            return True
    return False


def winner(board: QuixoBoard) -> str | None:
    """'X' or 'O' once someone has won, else None. Call it after
    makeMove: the player to move now did not make the last move."""
    x_line = has_line(board, X)
    o_line = has_line(board, O)
    if x_line and o_line:
        return board.turn  # the last mover made both lines, so they lose
    if x_line:
        return X
    if o_line:
        return O
    return None

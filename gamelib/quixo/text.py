"""The board as text for the terminal: the handout's rows with numbers around them.

Two players see the handout's own rows (``-`` neutral, ``X``, ``O``) with the column
numbers above and the row numbers on the left, the numbers ``makeMove`` takes. With
four players each block also shows where its dot points, as the seat's number in
its team: ``X1`` is an X block whose dot points at A1, ``O2`` one pointing at B2.
"""

from gamelib.quixo.board import Board
from gamelib.quixo.seats import NEUTRAL


def numbered(board: Board) -> str:
    """The board with row and column numbers, ready to print."""
    if board.players == 4:
        return _numbered_with_dots(board)
    header = "  " + "".join(str(column) for column in range(board.size))
    lines = [header]
    for row, text in enumerate(board.rows()):
        lines.append(f"{row} {text}")
    return "\n".join(lines)


def _numbered_with_dots(board: Board) -> str:
    header = "  " + " ".join(f"{column:<2}" for column in range(board.size))
    lines = [header.rstrip()]
    for row in range(board.size):
        cells = []
        for column in range(board.size):
            dot = board.dot(row, column)  # None exactly for a neutral block
            if dot is None:
                cells.append(NEUTRAL * 2)
            else:
                cells.append(board.symbol(row, column) + dot[1])
        lines.append(f"{row} " + " ".join(cells))
    return "\n".join(lines)


DOT_LEGEND = (
    "X1 is a team A block whose dot points at A1, O2 a team B block pointing at B2;"
    " -- is neutral."
)

"""Milestones 1 and 2: the board as an object, set up from rows and printed back.

The handout asks for a real data structure, "not sufficient to merely store and print
the list of strings": a ``QuixoBoard`` keeps its blocks as a list of rows, each row a
list of ``"-"`` (neutral), ``"X"`` or ``"O"``, so that a move can change one block.
``createBoard`` and ``printBoard`` are the handout's two top-level functions; their
camelCase names (and parameter names) are the handout's.
"""

from gamelib.errors import SetupError

NEUTRAL = "-"
X = "X"
O = "O"


class QuixoBoard:
    """The blocks, the board's size, and whose turn it is."""

    def __init__(self, size: int = 5) -> None:
        self.size = size
        self.blocks = []
        for _row in range(size):
            self.blocks.append([NEUTRAL] * size)
        self.turn = X


def createBoard(listOfRows: list[str], turn: str = X) -> QuixoBoard:  # noqa: N802, N803
    """A board from rows of "-", "X" and "O"; turn says who moves next."""
    size = len(listOfRows)
    board = QuixoBoard(size)
    for row in range(size):
        text = listOfRows[row]
        if len(text) != size:
            raise SetupError(f"row {row} has {len(text)} blocks, not {size}")
        for column in range(size):
            if text[column] not in (NEUTRAL, X, O):
                raise SetupError(
                    f"row {row}, column {column} is {text[column]!r}: "
                    "a block is '-', 'X' or 'O'"
                )
            board.blocks[row][column] = text[column]
    board.turn = turn
    return board


def printBoard(board: QuixoBoard) -> None:  # noqa: N802 - the handout's name
    """Print the board as the handout does: a row a line, "-" neutral."""
    for row in board.blocks:
        line = ""
        for block in row:
            line = line + block
        print(line)


def other(symbol: str) -> str:
    """The other player's symbol."""
    if symbol == X:
        return O
    return X

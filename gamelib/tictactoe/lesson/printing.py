"""Milestone 2: the board printed as the handout prints it.

The handout draws three rows of cells between bars, with ``---+---+---`` between
rows; an empty square shows its number, so the player always knows what to type.
``drawing`` draws any nine symbols that way, so the patterns print with it too.
"""

from .board import BLANK


def drawing(symbols: list[str]) -> str:
    """Nine symbols as the handout draws them: three rows, two rules."""
    rows = []
    for first in [0, 3, 6]:
        a, b, c = symbols[first], symbols[first + 1], symbols[first + 2]
        rows.append(" " + a + " | " + b + " | " + c)
    rule = "\n---+---+---\n"
    return rows[0] + rule + rows[1] + rule + rows[2]


def board_text(board: list[str]) -> str:
    """The board as the handout prints it: empty squares show numbers."""
    symbols = []
    for square in range(9):
        if board[square] == BLANK:
            symbols.append(str(square))
        else:
            symbols.append(board[square])
    return drawing(symbols)

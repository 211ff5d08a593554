"""What the Prolix checks share: their boards, and how a check reads a board.

A learner may build a board from lists or from tuples; both are the same board, so
results are compared as tuples of columns. Arguments are handed over as fresh lists
on every call, so a piece that changes its argument cannot spoil the next case.
"""

from typing import Any

from gamelib.prolix.parts.board import COLUMNS, ROWS

ColumnsShown = tuple[tuple[str | None, ...], ...]

EXAMPLE = (("V", "J"), ("G", "B"), ("F", "H"), ("S", "T"))
"""The handout's board, on which "subjective" scores 19."""
TWO_S = (("S", "T"), ("G", "B"), ("F", "H"), ("S", "K"))
"""A board with an S in the first column and another in the last."""
EMPTY = ((None, None), (None, None), (None, None), (None, None))


def shown(columns: Any) -> str:
    """A board as a learner would type it: a list of four columns."""
    if isinstance(columns, list | tuple):
        return repr([list(c) if isinstance(c, list | tuple) else c for c in columns])
    return repr(columns)


def as_board(value: Any) -> ColumnsShown | None:
    """``value`` as a tuple of four two-square columns, or None if it is not one."""
    if not isinstance(value, list | tuple) or len(value) != COLUMNS:
        return None
    board = []
    for column in value:
        if not isinstance(column, list | tuple) or len(column) != ROWS:
            return None
        board.append(tuple(column))
    return tuple(board)


def board_complaint(value: Any, expected: ColumnsShown) -> str | None:
    """None when ``value`` is the ``expected`` board, else what is wrong with it."""
    board = as_board(value)
    if board is None:
        return (
            f"returned {value!r}, which is not a board (a list of four columns of "
            "two squares each)"
        )
    if board == expected:
        return None
    return f"returned {shown(board)}, expected {shown(expected)}"

"""Where blocks may be taken from and put back, and what counts as a line.

These are the rules of movement in their plainest form; the board's move generator
is built from them. Squares are ``(row, column)`` pairs, top row 0 and left column 0,
as in the handout.
"""

from functools import cache

from gamelib.quixo.parts.move import Square

SIZES = (3, 4, 5)
"""Board sizes: 5x5 is the real game; the smaller boards can be solved completely."""


def is_on_board(size: int, square: Square) -> bool:
    row, column = square
    return 0 <= row < size and 0 <= column < size


def is_on_perimeter(size: int, square: Square) -> bool:
    """The outer ring: the only blocks a player may pick up."""
    row, column = square
    last = size - 1
    return is_on_board(size, square) and (row in (0, last) or column in (0, last))


@cache
def perimeter(size: int) -> tuple[Square, ...]:
    """The squares of the outer ring in reading order (16 of them on 5x5)."""
    return tuple(
        (row, column)
        for row in range(size)
        for column in range(size)
        if is_on_perimeter(size, (row, column))
    )


@cache
def places(size: int, pick: Square) -> tuple[Square, ...]:
    """Where a block taken from ``pick`` may go back: an end of its row or column,
    but never the square it came from (a corner has 2 places, an edge block 3)."""
    row, column = pick
    last = size - 1
    ends = {(row, 0), (row, last), (0, column), (last, column)}
    ends.discard(pick)
    return tuple(sorted(ends))


def path(pick: Square, place: Square) -> list[Square]:
    """The squares from ``pick`` to ``place`` along their row or column, both ends
    included: the blocks on it slide one step towards ``pick`` to close the gap,
    and the picked block fills ``place``."""
    (pick_row, pick_column), (place_row, place_column) = pick, place
    row_step = (place_row > pick_row) - (place_row < pick_row)
    column_step = (place_column > pick_column) - (place_column < pick_column)
    steps = max(abs(place_row - pick_row), abs(place_column - pick_column))
    return [
        (pick_row + k * row_step, pick_column + k * column_step)
        for k in range(steps + 1)
    ]


@cache
def lines(size: int) -> tuple[tuple[Square, ...], ...]:
    """Every winning line: the rows, then the columns, then the two diagonals."""
    rows = [tuple((row, column) for column in range(size)) for row in range(size)]
    columns = [tuple((row, column) for row in range(size)) for column in range(size)]
    diagonal = tuple((k, k) for k in range(size))
    anti_diagonal = tuple((k, size - 1 - k) for k in range(size))
    return (*rows, *columns, diagonal, anti_diagonal)

"""Quixo boards as base-3 numbers, seen from the player to move.

Retrograde analysis needs a place in one big array for every board, so a board of
n x n blocks becomes the number ``sum(digit * 3**cell)``, where ``cell`` is
``row * n + column`` and the digit is 0 for a neutral block, 1 for a block of the
player to move and 2 for the opponent's. Writing boards from the mover's side halves
the work: X to move on a board and O to move on the same board with X and O swapped
are the same position, so one table answers both.

A move is a ``Slide`` of cell numbers. The analysis and the perfect player both
apply moves through it, so they cannot disagree about what a move does.
"""

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Protocol

from gamelib.arguments import excerpt
from gamelib.errors import InvalidBoardError

NEUTRAL, MINE, THEIRS = 0, 1, 2
"""Digits of a block: neutral, the player to move's, the opponent's."""

OTHER_SIDE = (NEUTRAL, THEIRS, MINE)
"""A digit as the other player sees it, by digit."""

SYMBOLS = ("X", "O")
NEUTRAL_SYMBOL = "-"


class ReadableBoard(Protocol):
    """All the analysis reads from a board (the model's ``Board`` has more)."""

    @property
    def size(self) -> int: ...

    @property
    def turn(self) -> str | None: ...

    def symbol(self, row: int, column: int) -> str: ...


UnknownMoverError = InvalidBoardError
"""The board does not say that X or O is to move (a finished game, say)."""
UnknownSymbolError = InvalidBoardError
"""A block shows something other than ``X``, ``O`` or ``-``."""


@dataclass(frozen=True)
class Slide:
    """One move on cell numbers: the block at ``pick`` goes back in at ``place``.

    ``line`` runs from ``place`` to ``pick``; every block on it moves one step away
    from ``place`` to close the gap left at ``pick``.
    """

    size: int
    pick: int
    place: int
    line: tuple[int, ...]

    @property
    def squares(self) -> tuple[tuple[int, int], tuple[int, int]]:
        """(pick square, place square) as (row, column) pairs, as a ``Move`` has."""
        return divmod(self.pick, self.size), divmod(self.place, self.size)


def cell_count(size: int) -> int:
    return size * size


def weights(size: int) -> tuple[int, ...]:
    """What one unit of each cell's digit adds to the board's number."""
    return tuple(3**cell for cell in range(cell_count(size)))


def number_of(digits: Sequence[int]) -> int:
    number = 0
    for digit in reversed(digits):
        number = number * 3 + digit
    return number


def digits_of(number: int, size: int) -> list[int]:
    digits = []
    for _ in range(cell_count(size)):
        number, digit = divmod(number, 3)
        digits.append(digit)
    return digits


def swap_sides(digits: Sequence[int]) -> list[int]:
    """The same blocks seen by the other player: theirs become mine and back."""
    return [OTHER_SIDE[digit] for digit in digits]


def board_number(board: ReadableBoard) -> int:
    """The number of a board as its player to move sees it."""
    mover = board.turn
    if mover is None:
        raise InvalidBoardError("the game is over: no one is to move on this board")
    if mover not in SYMBOLS:
        raise InvalidBoardError(
            "the analysis needs X or O to move, but the board's turn is "
            f"{excerpt(mover)}"
        )
    digit_of_symbol = {
        NEUTRAL_SYMBOL: NEUTRAL,
        mover: MINE,
        SYMBOLS[1 - SYMBOLS.index(mover)]: THEIRS,
    }
    digits = []
    for row in range(board.size):
        for column in range(board.size):
            symbol = board.symbol(row, column)
            if symbol not in digit_of_symbol:
                raise InvalidBoardError(
                    f"square ({row}, {column}) shows {excerpt(symbol)}, not X, O or -"
                )
            digits.append(digit_of_symbol[symbol])
    return number_of(digits)


@cache
def lines(size: int) -> tuple[tuple[int, ...], ...]:
    """The cells of every winning line: rows, columns, then the two diagonals."""
    span = range(size)
    rows = [tuple(row * size + column for column in span) for row in span]
    columns = [tuple(row * size + column for row in span) for column in span]
    diagonals = [
        tuple(step * size + step for step in span),
        tuple(step * size + size - 1 - step for step in span),
    ]
    return tuple(rows + columns + diagonals)


def _line_between(
    size: int, place: tuple[int, int], pick: tuple[int, int]
) -> tuple[int, ...]:
    (place_row, place_column), (pick_row, pick_column) = place, pick
    length = abs(pick_row - place_row) + abs(pick_column - place_column)
    row_step = (pick_row > place_row) - (pick_row < place_row)
    column_step = (pick_column > place_column) - (pick_column < place_column)
    return tuple(
        (place_row + row_step * step) * size + place_column + column_step * step
        for step in range(length + 1)
    )


@cache
def slides(size: int) -> tuple[Slide, ...]:
    """Every move shape, perimeter cells in reading order: a corner has two places
    (the far ends of its row and column), any other edge block three."""
    last = size - 1
    found = []
    for row in range(size):
        for column in range(size):
            if row not in (0, last) and column not in (0, last):
                continue
            ends = [(row, 0), (row, last), (0, column), (last, column)]
            places = [end for end in dict.fromkeys(ends) if end != (row, column)]
            for place in places:
                found.append(
                    Slide(
                        size=size,
                        pick=row * size + column,
                        place=place[0] * size + place[1],
                        line=_line_between(size, place, (row, column)),
                    )
                )
    return tuple(found)


@cache
def slide_for(size: int) -> dict[tuple[tuple[int, int], tuple[int, int]], Slide]:
    """Slides by (pick square, place square), to look up a ``Move``."""
    return {slide.squares: slide for slide in slides(size)}


def slide_blocks(digits: Sequence[int], slide: Slide) -> list[int]:
    """The blocks after the mover plays ``slide`` (still the mover's view)."""
    moved = list(digits)
    line = slide.line
    for step in range(len(line) - 1, 0, -1):
        moved[line[step]] = digits[line[step - 1]]
    moved[slide.place] = MINE
    return moved


def after_move(number: int, size: int, slide: Slide) -> int:
    """The number of the board after a move, as the next player to move sees it."""
    return number_of(swap_sides(slide_blocks(digits_of(number, size), slide)))


def line_owners(digits: Sequence[int], size: int) -> set[int]:
    """Which of MINE and THEIRS show a complete line."""
    owners = set()
    for line in lines(size):
        first = digits[line[0]]
        if first != NEUTRAL and all(digits[cell] == first for cell in line):
            owners.add(first)
    return owners

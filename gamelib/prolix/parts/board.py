"""The Prolix board: eight tiles in four columns of two, worth more on the left.

A tile's worth is its column's value plus its letter's bonus, so the same letter
is worth 6 in the first column and 4 in the last. Tiles enter on the left and
slide right each round, which is why a good letter is worth playing early.
Columns and rows are numbered from 0, leftmost and top first.
"""

import itertools
from collections import Counter
from collections.abc import Iterable
from typing import Any, NamedTuple, TypeGuard

from gamelib.arguments import describe, whole_number
from gamelib.prolix.errors import (
    ArgumentError,
    InvalidBoardError,
    OffBoardError,
    PlacementLimitError,
    SlotTakenError,
)
from gamelib.prolix.parts.bag import Bag
from gamelib.prolix.parts.tiles import (
    LETTER_BONUS,
    TILE_COUNTS,
    UNCOMMON_LETTERS,
    tile_letter,
)

COLUMNS = 4
ROWS = 2
COLUMN_VALUES = (4, 4, 3, 2)
"""Points per letter in each column, leftmost first."""
SHIFT = 2
"""How many columns the tiles slide right after a passed round."""

MAX_UNCOMMON_ON_BOARD = 2
MAX_SAME_LETTER_ON_BOARD = 2

Columns = tuple[tuple[str | None, ...], ...]
"""Four columns, leftmost first, of two squares each: a capital letter or None."""


class Draw(NamedTuple):
    """One square filled from the bag: the tile placed, and the tiles put back first."""

    letter: str
    put_back: tuple[str, ...]


def column_number(value: Any) -> int:
    """``value`` as a column number, 0 (leftmost) to 3, or the reason it is not."""
    return whole_number(
        value,
        "a column",
        low=0,
        high=COLUMNS - 1,
        wrong_type=ArgumentError,
        out_of_range=OffBoardError,
    )


def row_number(value: Any) -> int:
    """``value`` as a row number, 0 (top) or 1, or the reason it is not."""
    return whole_number(
        value,
        "a row",
        low=0,
        high=ROWS - 1,
        wrong_type=ArgumentError,
        out_of_range=OffBoardError,
    )


def tile_value(column: int, letter: str) -> int:
    """Points a tile earns when a word uses it: column value plus letter bonus."""
    return points_of(column_number(column), tile_letter(letter))


def points_of(column: int, letter: str) -> int:
    """``tile_value`` for a column and a capital letter already checked."""
    return COLUMN_VALUES[column] + LETTER_BONUS.get(letter, 0)


def check_columns(columns: Any) -> Columns:
    """Four columns of two squares (a tile letter or None), in capitals.

    Every function that takes a board as columns checks it here, so a board of
    three columns, a digit for a tile or a number for a column is refused with
    the rule it breaks rather than scored wrongly. Only the first few items of
    an iterable are read, so even an endless one is refused.
    """
    if _is_checked(columns):
        return columns
    checked = []
    for number, column in enumerate(_exactly(columns, COLUMNS, "a board", "columns")):
        squares = _exactly(column, ROWS, f"column {number}", "squares")
        checked.append(
            tuple(None if square is None else tile_letter(square) for square in squares)
        )
    return tuple(checked)


def as_lists(columns: Columns) -> list[list[str | None]]:
    """A fresh, changeable copy of a board, as a beginner's code receives it.

    The lesson's pieces work on lists; handing each call its own copy means a
    piece that changes its board cannot spoil the next call.
    """
    return [list(column) for column in columns]


def _exactly(items: Any, count: int, what: str, unit: str) -> list[Any]:
    """The items of an iterable that must hold ``count`` of them (reads one more)."""
    if not isinstance(items, Iterable):
        raise InvalidBoardError(f"{what} must be {count} {unit}, got {describe(items)}")
    found = list(itertools.islice(items, count + 1))
    if len(found) != count:
        shown = len(found) if len(found) <= count else "more"
        raise InvalidBoardError(f"{what} must have {count} {unit}, got {shown}")
    return found


def _is_checked(columns: Any) -> TypeGuard[Columns]:
    """Whether ``columns`` is already what ``check_columns`` returns (fast path).

    Scoring a whole dictionary checks the same board 78,000 times; a board that
    is already tuples of capital tiles is recognised in a fraction of the time.
    """
    return (
        type(columns) is tuple
        and len(columns) == COLUMNS
        and all(type(column) is tuple and len(column) == ROWS for column in columns)
        and all(
            square is None or (type(square) is str and square in TILE_COUNTS)
            for column in columns
            for square in column
        )
    )


def placement_problem(letters_on_board: Iterable[str], letter: str) -> str | None:
    """Why ``letter`` may not join ``letters_on_board``, or None when it may.

    Returning the reason (instead of just True/False) lets the bag, the board and
    the lesson all explain the same rule in the same words.
    """
    if isinstance(letters_on_board, str) or not isinstance(letters_on_board, Iterable):
        raise ArgumentError(
            f"letters_on_board is a list of tiles, got {describe(letters_on_board)}"
        )
    letter = tile_letter(letter)
    counts = Counter(tile_letter(tile) for tile in letters_on_board if tile is not None)
    if counts[letter] >= MAX_SAME_LETTER_ON_BOARD:
        return (
            f"the board already has {counts[letter]} {letter} tiles "
            f"(never more than {MAX_SAME_LETTER_ON_BOARD} of the same letter)"
        )
    if letter in UNCOMMON_LETTERS:
        uncommon = sum(counts[rare] for rare in UNCOMMON_LETTERS)
        if uncommon >= MAX_UNCOMMON_ON_BOARD:
            return (
                f"the board already has {uncommon} uncommon letters "
                f"(never more than {MAX_UNCOMMON_ON_BOARD} of {UNCOMMON_LETTERS})"
            )
    return None


class TileBoard:
    """Four columns of two squares; each square holds a capital letter or None.

    The tile board is a part of the game (``ProlixState`` holds one), not the
    game: its picture is ``pictures.board_picture(board.columns)``, drawn a layer
    above, so the parts never depend on how a position is shown.
    """

    def __init__(self) -> None:
        self._squares: list[list[str | None]] = [[None] * ROWS for _ in range(COLUMNS)]

    @classmethod
    def from_columns(cls, columns: Any) -> "TileBoard":
        """Build a board from four columns of two letters (or None), leftmost first.

        Every tile goes through ``place``, so a board that breaks a placement
        limit cannot be built this way either.
        """
        board = cls()
        for column, letters in enumerate(check_columns(columns)):
            for row, letter in enumerate(letters):
                if letter is not None:
                    board.place(column, row, letter)
        return board

    def copy(self) -> "TileBoard":
        return TileBoard.from_columns(self.columns)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, TileBoard):
            return NotImplemented
        return self.columns == other.columns

    @property
    def columns(self) -> Columns:
        """The squares as a tuple of columns, leftmost first (None = empty)."""
        return tuple(tuple(column) for column in self._squares)

    def letters(self) -> list[str]:
        """Letters on the board, column by column."""
        return [tile for column in self._squares for tile in column if tile]

    def empty_squares(self) -> list[tuple[int, int]]:
        """(column, row) of each empty square, in the order they are filled."""
        return [
            (column, row)
            for column in range(COLUMNS)
            for row in range(ROWS)
            if self._squares[column][row] is None
        ]

    def place(self, column: int, row: int, letter: str) -> None:
        """Put a tile on an empty square, enforcing both placement limits."""
        column, row = column_number(column), row_number(row)
        letter = tile_letter(letter)
        if self._squares[column][row] is not None:
            raise SlotTakenError(
                f"column {column}, row {row} already holds {self._squares[column][row]}"
            )
        problem = placement_problem(self.letters(), letter)
        if problem:
            raise PlacementLimitError(f"{letter} may not be placed: {problem}")
        self._squares[column][row] = letter

    def fill_from(self, bag: Bag) -> list[Draw]:
        """Fill every empty square from the bag, left to right, top to bottom.

        A drawn tile that would break a limit goes back into the bag and another
        is drawn. Returns a ``Draw`` per filled square, so a view can say which
        tiles went back.
        """
        if not isinstance(bag, Bag):
            raise ArgumentError(f"fill_from needs a Bag, got {describe(bag)}")
        events = []
        for column, row in self.empty_squares():
            letter, returned = bag.draw_allowed(
                lambda tile: placement_problem(self.letters(), tile) is None
            )
            self.place(column, row, letter)
            events.append(Draw(letter, tuple(returned)))
        return events

    def shift_right(self) -> list[str]:
        """Slide every column two places right; returns the tiles that leave."""
        kept, gone = self._squares[: COLUMNS - SHIFT], self._squares[COLUMNS - SHIFT :]
        empty: list[list[str | None]] = [[None] * ROWS for _ in range(SHIFT)]
        self._squares = empty + kept
        return [tile for column in gone for tile in column if tile]

    def __repr__(self) -> str:
        rows = [
            " ".join(self._squares[column][row] or "." for column in range(COLUMNS))
            for row in range(ROWS)
        ]
        return "TileBoard(" + " / ".join(rows) + ")"

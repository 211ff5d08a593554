"""The Prolix board: eight tiles in four columns of two, worth more on the left.

A tile's worth is its column's value plus its letter's bonus, so the same letter
is worth 6 in the first column and 4 in the last. Tiles enter on the left and
slide right each round, which is why a good letter is worth playing early.
"""

from collections import Counter

from gamelib.prolix.bag import (
    ONE_POINT_BONUS_LETTERS,
    TWO_POINT_BONUS_LETTERS,
    UNCOMMON_LETTERS,
)

COLUMNS = 4
ROWS = 2
COLUMN_VALUES = (4, 4, 3, 2)
"""Points per letter in each column, leftmost first."""

LETTER_BONUS = {
    **{letter: 1 for letter in ONE_POINT_BONUS_LETTERS},
    **{letter: 2 for letter in TWO_POINT_BONUS_LETTERS},
}
"""Extra points a rare letter earns wherever it stands."""

MAX_UNCOMMON_ON_BOARD = 2
MAX_SAME_LETTER_ON_BOARD = 2


class PlacementLimitError(ValueError):
    """A tile may not go on the board: too many rare letters or repeats."""


class SlotTakenError(ValueError):
    """A tile was put on a square that already holds one."""


class BoardShapeError(ValueError):
    """Columns given to the board are not four columns of two letters."""


def tile_value(column: int, letter: str) -> int:
    """Points a tile earns when a word uses it: column value plus letter bonus."""
    return COLUMN_VALUES[column] + LETTER_BONUS.get(letter.upper(), 0)


def placement_problem(letters_on_board, letter: str) -> str | None:
    """Why ``letter`` may not join ``letters_on_board``, or None when it may.

    Returning the reason (instead of just True/False) lets the bag, the board and
    the lesson all explain the same rule in the same words.
    """
    letter = letter.upper()
    counts = Counter(tile.upper() for tile in letters_on_board)
    if counts[letter] >= MAX_SAME_LETTER_ON_BOARD:
        return (
            f"the board already has {MAX_SAME_LETTER_ON_BOARD} {letter} tiles "
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


class Board:
    """Four columns of two squares; each square holds a capital letter or None."""

    def __init__(self):
        self._squares = [[None] * ROWS for _ in range(COLUMNS)]

    @classmethod
    def from_columns(cls, columns) -> "Board":
        """Build a full board from four columns of two letters, leftmost first.

        Every tile goes through ``place``, so a board that breaks a placement
        limit cannot be built this way either.
        """
        columns = [list(column) for column in columns]
        if len(columns) != COLUMNS or any(len(col) != ROWS for col in columns):
            raise BoardShapeError(
                f"a board is {COLUMNS} columns of {ROWS} letters, got {columns!r}"
            )
        board = cls()
        for column, letters in enumerate(columns):
            for row, letter in enumerate(letters):
                board.place(column, row, letter)
        return board

    @property
    def columns(self) -> tuple[tuple[str | None, ...], ...]:
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

    def is_full(self) -> bool:
        return not self.empty_squares()

    def place(self, column: int, row: int, letter: str) -> None:
        """Put a tile on an empty square, enforcing both placement limits."""
        if not (isinstance(letter, str) and len(letter) == 1 and letter.isalpha()):
            raise BoardShapeError(f"a tile is a single letter, got {letter!r}")
        letter = letter.upper()
        if self._squares[column][row] is not None:
            raise SlotTakenError(
                f"column {column + 1}, row {row + 1} already holds "
                f"{self._squares[column][row]}"
            )
        problem = placement_problem(self.letters(), letter)
        if problem:
            raise PlacementLimitError(f"{letter} may not be placed: {problem}")
        self._squares[column][row] = letter

    def fill_from(self, bag) -> list[tuple[str, list[str]]]:
        """Fill every empty square from the bag, left to right, top to bottom.

        A drawn tile that would break a limit goes back into the bag and another
        is drawn. Returns, per filled square, the placed tile and the tiles that
        were put back before it.
        """
        events = []
        for column, row in self.empty_squares():
            letter, returned = bag.draw_allowed(
                lambda tile: placement_problem(self.letters(), tile) is None
            )
            self.place(column, row, letter)
            events.append((letter, returned))
        return events

    def shift_right(self, by: int = 2) -> list[str]:
        """Slide every column ``by`` places right; returns the tiles that leave."""
        leaving = [tile for column in self._squares[COLUMNS - by :] for tile in column]
        self._squares = [[None] * ROWS for _ in range(by)] + self._squares[
            : COLUMNS - by
        ]
        return [tile for tile in leaving if tile]

    def _repr_svg_(self) -> str:
        # Imported here: the svg module needs this module's constants.
        from gamelib.prolix.svg import board_svg

        return board_svg(self.columns)

    def __repr__(self) -> str:
        rows = [
            " ".join(self._squares[column][row] or "." for column in range(COLUMNS))
            for row in range(ROWS)
        ]
        return "Board(" + " / ".join(rows) + ")"

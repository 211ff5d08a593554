"""The handout's 21 patterns, copied in its own three-row drawing style.

Each pattern is three rows of three symbols: ``X``, ``O`` or a blank must be present
exactly, ``*`` accepts anything, and ``?`` marks the blank square the computer takes
when the pattern matches. Keeping the handout's pictures (instead of index lists)
lets anyone check them against the handout by eye.

``matches`` is the lesson's milestone 3, as a beginner writes it, and the course's
only matcher: ``Pattern.matches`` and the computer's search both use it. The
patterns live with the computer player that uses them, above the pictures, because
a pattern draws itself (its text and its SVG).
"""

from collections.abc import Iterable, Sequence

from gamelib.state import SVGWithText
from gamelib.tictactoe.parts.cells import BLANK, check_cells
from gamelib.tictactoe.pictures import drawing, pattern_svg

TAKE = "?"
"""The symbol of the square the computer takes; ``*`` accepts anything."""

WIN, BLOCK, BLOCK_FORK = "win", "block", "block a win in two"
PURPOSE_TEXT = {
    WIN: "the computer completes three in a row",
    BLOCK: "X would win on its next move, so the computer blocks",
    BLOCK_FORK: "X could set up two threats at once, so the computer blocks early",
}


class Pattern(str, SVGWithText):
    """One numbered pattern: its nine symbols as a string, read left to right, top
    to bottom (``PATTERNS[0] == "?OO******"``).

    A string, so the lesson's beginner code reads a pattern like any string
    (``pattern[square]``, ``pattern.index("?")``) and the course keeps one list of
    patterns, not a list of objects and a copy as strings. ``str()`` and ``print``
    show the handout's drawing; ``repr`` shows the string.
    """

    number: int
    purpose: str

    def __new__(cls, number: int, purpose: str, symbols: str) -> "Pattern":
        pattern = super().__new__(cls, symbols)
        pattern.number = number
        pattern.purpose = purpose
        return pattern

    @property
    def cells(self) -> tuple[str, ...]:
        """Nine symbols: ``X``, ``O``, blank, ``*`` (anything) and one ``?``."""
        return tuple(self)

    @property
    def take(self) -> int:
        """The square (in the pattern's own frame) the computer moves to."""
        return self.index(TAKE)

    def matches(self, cells: Iterable[object]) -> bool:
        """True when every square of ``cells`` (a board) fits the pattern's symbol;
        anything that is not a board is refused with an ``InvalidBoardError``."""
        return matches(self, check_cells(cells))

    def rows(self) -> list[str]:
        """The handout's drawing, e.g. ``[' ? | O | O', ...]``: its lines without
        the rules between them."""
        return drawing(self).split("\n")[::2]

    def __str__(self) -> str:
        return drawing(self)

    def _repr_svg_(self) -> str:
        return pattern_svg(self, self.number)


def matches(pattern: str, board: Sequence[str]) -> bool:
    """True when every square of the board fits the pattern's symbol."""
    for square in range(9):
        symbol = pattern[square]
        if symbol == "*":
            continue
        if symbol == "?":
            if board[square] != BLANK:
                return False
        elif board[square] != symbol:
            return False
    return True


def _pattern(number: int, purpose: str, *handout_rows: str) -> Pattern:
    symbols = "".join(handout_rows)
    if len(symbols) != 9 or symbols.count(TAKE) != 1:
        raise ValueError(f"pattern {number} must have 9 cells and one '?'")
    return Pattern(number, purpose, symbols)


# Rows are written exactly as in the handout; a space is a square that must be blank.
PATTERNS: tuple[Pattern, ...] = (
    # Can the computer win now?
    _pattern(1, WIN, "?OO", "***", "***"),
    _pattern(2, WIN, "?**", "O**", "O**"),
    _pattern(3, WIN, "?**", "*O*", "**O"),
    _pattern(4, WIN, "O?O", "***", "***"),
    _pattern(5, WIN, "*?*", "*O*", "*O*"),
    _pattern(6, WIN, "*O*", "*?*", "*O*"),
    _pattern(7, WIN, "O**", "*?*", "**O"),
    # Must the computer block X from winning on the next move?
    _pattern(8, BLOCK, "?XX", "***", "***"),
    _pattern(9, BLOCK, "?**", "X**", "X**"),
    _pattern(10, BLOCK, "?**", "*X*", "**X"),
    _pattern(11, BLOCK, "X?X", "***", "***"),
    _pattern(12, BLOCK, "*?*", "*X*", "*X*"),
    _pattern(13, BLOCK, "*X*", "*?*", "*X*"),
    _pattern(14, BLOCK, "X**", "*?*", "**X"),
    # Must the computer block X from winning in two moves?
    _pattern(15, BLOCK_FORK, " ?X", " O ", "X  "),
    _pattern(16, BLOCK_FORK, "?X ", "XO*", " **"),
    _pattern(17, BLOCK_FORK, "? X", "XO*", " **"),
    _pattern(18, BLOCK_FORK, "**X", "*O ", " X?"),
    _pattern(19, BLOCK_FORK, "? X", " O*", "X**"),
    _pattern(20, BLOCK_FORK, "?**", "*X*", "** "),
    _pattern(21, BLOCK_FORK, "*?*", "*X*", "* *"),
)

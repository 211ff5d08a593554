"""Nine cells: the rules of tic-tac-toe that can be read off a board without its
history, and the quarter turn the handout's computer looks through.

Squares are numbered 0-8 left to right, top to bottom, as in the handout, and a cell
is ``"X"``, ``"O"`` or ``" "`` (blank). These functions work on any sequence of nine
cells (a string, a tuple, a ``Board``), so the searches in ``analysis`` and the
players can run on plain tuples, which are fast and hashable.

``winner``, ``LINES`` and ``rotate`` are the lesson's milestones 1 and 4, written as
a beginner writes them; they are the course's only copies (the lesson imports them).
The computer never looks up a pattern in four orientations; it turns the *board*
and looks again at the same three-by-three picture. To report which real square it
chose, it turns the square numbers along with the marks: after the turn, position
``i`` of the turned board holds what was on original square ``origin[i]``.
"""

from collections.abc import Iterable, Iterator, Sequence
from itertools import islice
from typing import TypeVar

from gamelib.arguments import excerpt, whole_number
from gamelib.errors import InvalidBoardError, MoveFormatError, OffBoardError
from gamelib.state import Outcome


class UnreachablePositionError(InvalidBoardError):
    """The cells are a board, but no game played by the rules can reach it."""


X, O, BLANK = "X", "O", " "
CELL_VALUES = (X, O, BLANK)
SQUARES = range(9)

T = TypeVar("T")
Cells = tuple[str, ...]
Line = tuple[int, int, int]

LINES: tuple[Line, ...] = (
    (0, 1, 2),
    (3, 4, 5),
    (6, 7, 8),
    (0, 3, 6),
    (1, 4, 7),
    (2, 5, 8),
    (0, 4, 8),
    (2, 4, 6),
)
"""Every three-in-a-row: rows, then columns, then the two diagonals."""

LINE_NAMES = dict(
    zip(
        LINES,
        (
            "the top row",
            "the middle row",
            "the bottom row",
            "the left column",
            "the middle column",
            "the right column",
            "the diagonal from the top left",
            "the diagonal from the top right",
        ),
        strict=True,
    )
)

EMPTY: Cells = (BLANK,) * 9


def square_number(move: object) -> int:
    """``move`` as a square number 0-8, or the precise error for what it is instead."""
    square = whole_number(move, "a square", wrong_type=MoveFormatError)
    if square not in SQUARES:
        shown = excerpt(square)
        named = f"square {shown}" if shown.lstrip("-").isdigit() else shown
        raise OffBoardError(f"{named} is off the board (0-8)")
    return square


def nine(items: Iterable[T]) -> tuple[T, ...]:
    """The nine things on a board's squares (marks, numbers, anything), as a tuple.

    At most ten items are read, so an endless iterator is refused, not followed.
    """
    try:
        squares = tuple(islice(iter(items), 10))
    except TypeError:
        raise InvalidBoardError(
            f"a board is a sequence of 9 cells, not {type(items).__name__}"
        ) from None
    if len(squares) != 9:
        got = "more than 9" if len(squares) > 9 else str(len(squares))
        raise InvalidBoardError(f"a board has 9 cells, got {got}")
    return squares


def check_cells(cells: Iterable[object]) -> Cells:
    """The cells as a tuple of the canonical ``"X"``, ``"O"`` and ``" "``, or an
    ``InvalidBoardError`` saying why they are not a board."""
    if (
        type(cells) is tuple
        and len(cells) == 9
        and all(type(cell) is str and cell in CELL_VALUES for cell in cells)
    ):
        return cells  # already checked: the searches pass tuples like this
    checked = []
    for square, cell in enumerate(nine(cells)):
        if not isinstance(cell, str) or cell not in CELL_VALUES:
            raise InvalidBoardError(
                f"square {square} holds {excerpt(cell)}; a cell must be 'X', 'O' or ' '"
            )
        checked.append(CELL_VALUES[CELL_VALUES.index(cell)])
    return tuple(checked)


def held_lines(cells: Sequence[str]) -> list[Line]:
    """Every line (in ``LINES`` order) whose three squares hold the same mark: the
    rule of three in a row, which ``winning_line``, ``check_reachable`` and the
    course's ``winner`` (tested against it) read."""
    return [
        line
        for line in LINES
        if cells[line[0]] != BLANK
        and cells[line[0]] == cells[line[1]] == cells[line[2]]
    ]


def winning_line(cells: Sequence[str]) -> Line | None:
    """The first line held by one player, or None."""
    lines = held_lines(cells)
    return lines[0] if lines else None


def winner(board: Sequence[str]) -> str | None:
    """The mark ("X" or "O") that has three in a row, or None."""
    for a, b, c in LINES:
        if board[a] != BLANK and board[a] == board[b] and board[b] == board[c]:
            return board[a]
    return None


def is_finished(cells: Sequence[str]) -> bool:
    return BLANK not in cells or winning_line(cells) is not None


def mover(cells: Sequence[str]) -> str:
    """X moves first and players alternate: X moves when the counts are equal."""
    return X if cells.count(X) == cells.count(O) else O


def children(cells: Cells) -> Iterator[tuple[int, Cells]]:
    """Each empty square with the cells after the mover takes it."""
    mark = mover(cells)
    for square in SQUARES:
        if cells[square] == BLANK:
            yield square, cells[:square] + (mark,) + cells[square + 1 :]


def check_reachable(cells: Sequence[str]) -> None:
    """Raise ``UnreachablePositionError`` unless a real game can reach ``cells``.

    X moves first and the players alternate, so X has as many marks as O or one
    more; play stops at the first three in a row, so the winner made the last move
    and both players cannot have a line.
    """
    xs, os = cells.count(X), cells.count(O)
    if xs - os not in (0, 1):
        raise UnreachablePositionError(
            f"X has {xs} marks and O has {os}; X moves first and players alternate,"
            " so X has as many marks as O or one more"
        )
    won_by = {cells[line[0]] for line in held_lines(cells)}
    x_won, o_won = X in won_by, O in won_by
    if x_won and o_won:
        raise UnreachablePositionError("both X and O have three in a row")
    if x_won and xs != os + 1:
        raise UnreachablePositionError("O moved after X had already won")
    if o_won and xs != os:
        raise UnreachablePositionError("X moved after O had already won")


def outcome_of(cells: Sequence[str]) -> Outcome | None:
    """None while the game goes on; else who won, on which line, or the draw."""
    line = winning_line(cells)
    if line is not None:
        squares = ", ".join(map(str, line))
        return Outcome(
            cells[line[0]], f"three in a row on {LINE_NAMES[line]} (squares {squares})"
        )
    if BLANK not in cells:
        return Outcome(None, "the board is full and nobody has three in a row", True)
    return None


# -- the quarter turn ---------------------------------------------------------------

QUARTER_TURN_NAMES = ("no turn", "1 quarter turn", "2 quarter turns", "3 quarter turns")


def rotate(cells: Sequence[T]) -> list[T]:
    """The nine cells turned a quarter turn counter-clockwise."""
    turned = []
    for row in range(3):
        for column in range(3):
            turned.append(cells[3 * column + (2 - row)])
    return turned


def rotations(cells: Iterable[T]) -> list[tuple[tuple[T, ...], tuple[int, ...]]]:
    """The board after 0, 1, 2 and 3 quarter turns, each with its square origins.

    Anything on the squares turns with them (the lesson turns square numbers), so
    only the count of nine is checked: the square at row ``r``, column ``c`` of a
    turned board was at row ``c``, column ``2 - r`` before the turn.
    """
    turned, origin = nine(cells), tuple(range(9))
    result = []
    for _ in range(4):
        result.append((turned, origin))
        turned, origin = tuple(rotate(turned)), tuple(rotate(origin))
    return result

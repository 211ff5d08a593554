"""The tic-tac-toe board: nine squares, X moves first, three in a row wins.

Squares are numbered 0-8 left to right, top to bottom, as in the handout, and a
square is one of ``"X"``, ``"O"`` or ``" "`` (blank). The board is also a read-only
sequence of those nine cells, so anything that accepts "a sequence of nine cells"
(such as the pattern player) accepts a ``Board`` too.
"""

from collections.abc import Iterable, Sequence

X, O, BLANK = "X", "O", " "
CELL_VALUES = (X, O, BLANK)
SQUARES = range(9)

LINES = (
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


class InvalidBoardError(ValueError):
    """The cells given are not a tic-tac-toe board (wrong size or a foreign mark)."""


class UnreachablePositionError(InvalidBoardError):
    """The cells are a board, but no game played by the rules can reach it."""


class IllegalMoveError(ValueError):
    """Base class of every rule a move can break; the board is left unchanged."""


class SquareOutOfRangeError(IllegalMoveError):
    """The move is not one of the squares 0-8."""


class SquareOccupiedError(IllegalMoveError):
    """The square already holds a mark."""


class GameOverError(IllegalMoveError):
    """Someone has three in a row or the board is full: no move is allowed."""


def check_cells(cells: Iterable[str]) -> tuple[str, ...]:
    """Return the cells as a tuple, or say precisely why they are not a board."""
    cells = tuple(cells)
    if len(cells) != 9:
        raise InvalidBoardError(f"a board has 9 cells, got {len(cells)}")
    for square, cell in enumerate(cells):
        if cell not in CELL_VALUES:
            raise InvalidBoardError(
                f"square {square} holds {cell!r}; a cell must be 'X', 'O' or ' '"
            )
    return cells


def winning_line(cells: Sequence[str]) -> tuple[int, int, int] | None:
    """The first line (in ``LINES`` order) held by one player, or None."""
    for line in LINES:
        a, b, c = line
        if cells[a] != BLANK and cells[a] == cells[b] == cells[c]:
            return line
    return None


def winner(cells: Sequence[str]) -> str | None:
    """``"X"`` or ``"O"`` if that player has three in a row, else None."""
    line = winning_line(cells)
    return None if line is None else cells[line[0]]


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
    x_won = any(all(cells[s] == X for s in line) for line in LINES)
    o_won = any(all(cells[s] == O for s in line) for line in LINES)
    if x_won and o_won:
        raise UnreachablePositionError("both X and O have three in a row")
    if x_won and xs != os + 1:
        raise UnreachablePositionError("O moved after X had already won")
    if o_won and xs != os:
        raise UnreachablePositionError("X moved after O had already won")


def text_view(cells: Sequence[str]) -> str:
    """The handout's numbered board: an empty square shows its number."""
    shown = [c if c != BLANK else str(square) for square, c in enumerate(cells)]
    rows = [f" {shown[r]} | {shown[r + 1]} | {shown[r + 2]}" for r in (0, 3, 6)]
    return "\n---+---+---\n".join(rows)


class Board(Sequence):
    """A game in progress: the nine cells plus the moves that led to them.

    ``push`` applies a move and ``pop`` takes it back, like python-chess; an
    illegal move raises an ``IllegalMoveError`` subclass naming the broken rule and
    leaves the board as it was.
    """

    def __init__(self, cells: Iterable[str] | None = None):
        if cells is None:
            self._cells = [BLANK] * 9
        else:
            checked = check_cells(cells)
            check_reachable(checked)
            self._cells = list(checked)
        self.move_stack: list[int] = []

    # -- the board as a sequence of nine cells --------------------------------
    def __getitem__(self, index):
        return self._cells[index]

    def __len__(self) -> int:
        return 9

    @property
    def cells(self) -> tuple[str, ...]:
        return tuple(self._cells)

    def __eq__(self, other) -> bool:
        if isinstance(other, Board):
            return self._cells == other._cells
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.cells)

    def copy(self) -> "Board":
        board = Board(self._cells)
        board.move_stack = list(self.move_stack)
        return board

    # -- whose turn, and is it over --------------------------------------------
    @property
    def turn(self) -> str:
        """X moves first, so X is to move whenever the mark counts are equal."""
        return X if self._cells.count(X) == self._cells.count(O) else O

    def winner(self) -> str | None:
        return winner(self._cells)

    def winning_line(self) -> tuple[int, int, int] | None:
        return winning_line(self._cells)

    def is_full(self) -> bool:
        return BLANK not in self._cells

    def is_over(self) -> bool:
        return self.winner() is not None or self.is_full()

    def is_draw(self) -> bool:
        return self.is_full() and self.winner() is None

    def result(self) -> str | None:
        """``"X"`` or ``"O"`` for a win, ``"tie"`` for a full board, None if going."""
        won_by = self.winner()
        if won_by is not None:
            return won_by
        return "tie" if self.is_full() else None

    def empty_squares(self) -> list[int]:
        return [square for square in SQUARES if self._cells[square] == BLANK]

    @property
    def legal_moves(self) -> list[int]:
        """Empty squares, or none at all once the game is over."""
        return [] if self.is_over() else self.empty_squares()

    # -- moving -----------------------------------------------------------------
    def check_move(self, square) -> None:
        """Raise the ``IllegalMoveError`` subclass for the first rule broken."""
        if isinstance(square, bool) or not isinstance(square, int):
            raise SquareOutOfRangeError(
                f"a move is a square number 0-8, got {square!r}"
            )
        if square not in SQUARES:
            raise SquareOutOfRangeError(f"square {square} is off the board (0-8)")
        if self.is_over():
            result = self.result()
            why = "it is a tie" if result == "tie" else f"{result} has won"
            raise GameOverError(f"the game is over ({why}); no more moves")
        if self._cells[square] != BLANK:
            raise SquareOccupiedError(
                f"square {square} is already taken by {self._cells[square]}"
            )

    def is_legal(self, square) -> bool:
        try:
            self.check_move(square)
        except IllegalMoveError:
            return False
        return True

    def push(self, square: int) -> None:
        """Put the mark of the player to move on ``square``."""
        self.check_move(square)
        self._cells[square] = self.turn
        self.move_stack.append(square)

    def pop(self) -> int:
        """Take back the last move pushed and return its square."""
        if not self.move_stack:
            raise IndexError("pop from a board with no moves pushed")
        square = self.move_stack.pop()
        self._cells[square] = BLANK
        return square

    # -- views ------------------------------------------------------------------
    def __str__(self) -> str:
        return text_view(self._cells)

    def __repr__(self) -> str:
        return f"Board({''.join(self._cells)!r})"

    def _repr_svg_(self) -> str:
        from gamelib.tictactoe.svg import board_svg

        return board_svg(self._cells, highlight=self.winning_line())

"""The tic-tac-toe board: the course's game shape for nine squares, X moving first.

``Board`` has the members every game of the course has (see ``gamelib``): ``turn``,
``legal_moves``, ``check``/``is_legal``, ``push``/``pop``, ``history``, ``copy()``,
``is_over()``, ``outcome()``, ``str()`` and ``_repr_svg_``. A move is a square number
0-8; ``push`` returns a ``Placement`` saying what it did. The board is also a
read-only sequence of its nine cells, so anything that takes "nine cells" (the
handout's ``computer_move``, say) takes a ``Board`` too.
"""

from collections.abc import Iterable, Iterator, Sequence
from typing import NamedTuple, overload

from gamelib.arguments import is_whole_number
from gamelib.errors import GameOverError, IllegalMoveError
from gamelib.outcome import Outcome
from gamelib.tictactoe.cells import (
    BLANK,
    EMPTY,
    SQUARES,
    Cells,
    Line,
    check_cells,
    check_reachable,
    mover,
    outcome_of,
    square_number,
    winning_line,
)
from gamelib.tictactoe.errors import NothingToUndoError, SquareOccupiedError
from gamelib.tictactoe.text import text_view


class Placement(NamedTuple):
    """What ``push`` did: ``mark`` went on ``square``.

    ``line`` is the three-in-a-row this move completed (None if it completed none)
    and ``outcome`` is the end of the game if this move ended it, else None.
    """

    square: int
    mark: str
    line: Line | None
    outcome: Outcome | None


class LegalSquares(tuple[int, ...]):
    """The squares a move may take now, lowest first: a read-only snapshot.

    It is a tuple, so it can be indexed and handed to ``random.choice``; but ``in``
    is as strict as ``Board.is_legal``: ``True`` and ``4.0`` are not squares, even
    though Python calls them equal to 1 and 4.
    """

    __slots__ = ()

    def __contains__(self, move: object) -> bool:
        return is_whole_number(move) and tuple.__contains__(self, move)

    def __repr__(self) -> str:
        return f"LegalSquares({list(self)})"


class Board(Sequence[str]):
    """A game in progress: the nine cells plus the moves that led to them.

    ``Board()`` is the empty board; ``Board("OX  X    ")`` sets up a position (nine
    cells, read left to right, top to bottom), refused with an
    ``InvalidBoardError`` if no real game can reach it. Such a board has no history
    to take back.
    """

    def __init__(self, cells: Iterable[str] | None = None) -> None:
        if cells is None:
            self._cells = list(EMPTY)
        else:
            checked = check_cells(cells)
            check_reachable(checked)
            self._cells = list(checked)
        self._history: list[int] = []
        self._line = winning_line(self._cells)
        self._outcome = outcome_of(self._cells)

    # -- the nine cells -----------------------------------------------------------
    @overload
    def __getitem__(self, index: int) -> str: ...
    @overload
    def __getitem__(self, index: slice) -> list[str]: ...
    def __getitem__(self, index: int | slice) -> str | list[str]:
        """A cell (or a slice of cells), exactly as a list of nine would give it."""
        return self._cells[index]

    def __len__(self) -> int:
        return 9

    def __iter__(self) -> Iterator[str]:
        return iter(self._cells)

    def count(self, mark: str) -> int:
        return self._cells.count(mark)

    @property
    def cells(self) -> Cells:
        return tuple(self._cells)

    # -- the course's shape ------------------------------------------------------
    @property
    def turn(self) -> str | None:
        """``"X"`` or ``"O"``, whoever moves next; None once the game is over."""
        return None if self._outcome is not None else mover(self._cells)

    @property
    def legal_moves(self) -> LegalSquares:
        """The empty squares, or none at all once the game is over."""
        if self._outcome is not None:
            return LegalSquares()
        return LegalSquares(s for s in SQUARES if self._cells[s] == BLANK)

    @property
    def history(self) -> tuple[int, ...]:
        """The squares played on this board, in order (not those it was set up with)."""
        return tuple(self._history)

    def is_over(self) -> bool:
        return self._outcome is not None

    def outcome(self) -> Outcome | None:
        """None while the game goes on; else the winner and line, or a draw."""
        return self._outcome

    def winning_line(self) -> Line | None:
        return self._line

    def check(self, move: object) -> None:
        """Raise the ``IllegalMoveError`` subclass for the first rule ``move`` breaks.

        The end of the game is checked first: once it is over, nothing is a move.
        """
        outcome = self._outcome
        if outcome is not None:
            why = "it is a tie" if outcome.draw else f"{outcome.winner} has won"
            raise GameOverError(f"the game is over ({why}); no more moves")
        square = square_number(move)
        if self._cells[square] != BLANK:
            raise SquareOccupiedError(
                f"square {square} is already taken by {self._cells[square]}"
            )

    def is_legal(self, move: object) -> bool:
        try:
            self.check(move)
        except IllegalMoveError:
            return False
        return True

    def push(self, move: object) -> Placement:
        """Put the mark of the player to move on square ``move``; say what happened."""
        self.check(move)
        square, mark = square_number(move), mover(self._cells)
        self._cells[square] = mark
        self._history.append(square)
        # Only this move can have ended the game: it was going on before it.
        self._line = winning_line(self._cells)
        self._outcome = outcome_of(self._cells)
        return Placement(square, mark, self._line, self._outcome)

    def pop(self) -> int:
        """Take back the last move pushed and return its square."""
        if not self._history:
            raise NothingToUndoError("there is no move on this board to take back")
        square = self._history.pop()
        self._cells[square] = BLANK
        self._line = self._outcome = None  # no move is allowed after the end
        return square

    def copy(self) -> "Board":
        twin = type(self).__new__(type(self))
        twin._cells = list(self._cells)
        twin._history = list(self._history)
        twin._line, twin._outcome = self._line, self._outcome
        return twin

    def __eq__(self, other: object) -> bool:
        """Equal boards show the same marks: nothing else decides what comes next.

        (Defining ``__eq__`` makes a board unhashable, as it should be: it changes.)
        """
        if isinstance(other, Board):
            return self._cells == other._cells
        return NotImplemented

    # -- views --------------------------------------------------------------------
    def __str__(self) -> str:
        return text_view(self._cells)

    def __repr__(self) -> str:
        return f"Board({''.join(self._cells)!r})"

    def _repr_svg_(self) -> str:
        from gamelib.tictactoe.svg import board_svg

        return board_svg(self._cells, highlight=self.winning_line())


def as_board(state: Board | Iterable[object]) -> Board:
    """What a computer player looks at: the ``Board`` itself, or one set up from cells.

    Players accept nine cells too (``minimax_player("XX OO    ")``), so a learner can
    try one on a position without building a game; anything else is refused with an
    ``InvalidBoardError``.
    """
    if isinstance(state, Board):
        return state
    return Board(check_cells(state))

"""The tic-tac-toe board: the course's game shape for nine squares, X moving first.

``Board`` is a ``gamelib.state.GameState``, so it has the members every game of the
course has (see ``gamelib``): ``turn``, ``legal_moves``, ``check``/``is_legal``,
``push``/``pop``, ``history``, ``copy()``, ``is_over()``, ``outcome()``, plus
``str()`` and ``_repr_svg_``. A move is a square number 0-8; ``push`` returns a
``Placement`` saying what it did. The board is also a read-only sequence of its nine
cells, so anything that takes "nine cells" (the handout's ``computer_move``, say)
takes a ``Board`` too.

The hooks it fills in: ``_turn`` counts the marks (X moves when the counts are
equal); ``_check`` returns the square number (``square_number`` refuses a float, a
bool or a square off the board) and refuses a taken square; ``_apply`` puts the
mark down and judges the board; ``_undo`` empties the square again (a move's square
is all it needs, so ``_save`` is the base's nothing); ``_outcome`` is the line or
draw found after the last change; ``_moves`` lists the empty squares lowest first
and ``_count_moves`` counts them without listing; ``_copy_into`` gives a copy its
own cells; ``_over_message`` says who won. ``_lists`` is the base's, as strict as
``check`` (``True`` and ``4.0`` are not squares). The rules of nine cells alone
(lines, whose move, reachable positions) are ``cells``'; the pictures are
``pictures``'.
"""

from collections.abc import Iterable, Iterator, Sequence
from typing import Any, NamedTuple, overload

from gamelib.errors import IllegalMoveError
from gamelib.state import GameState, Outcome
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
from gamelib.tictactoe.pictures import board_svg, text_view


class SquareOccupiedError(IllegalMoveError):
    """The square already holds a mark."""


class Placement(NamedTuple):
    """What ``push`` did: ``mark`` went on ``square``.

    ``line`` is the three-in-a-row this move completed (None if it completed none)
    and ``outcome`` is the end of the game if this move ended it, else None.
    """

    square: int
    mark: str
    line: Line | None
    outcome: Outcome | None


class Board(GameState[int, Placement], Sequence[str]):
    """A game in progress: the nine cells plus the moves that led to them.

    ``Board()`` is the empty board; ``Board("OX  X    ")`` sets up a position (nine
    cells, read left to right, top to bottom), refused with an
    ``InvalidBoardError`` if no real game can reach it. Such a board has no history
    to take back.
    """

    _line: Line | None
    """The three-in-a-row on the board, if there is one."""
    _ending: Outcome | None
    """How the game ended, judged after every change."""

    def __init__(self, cells: Iterable[str] | None = None) -> None:
        super().__init__()
        if cells is None:
            self._cells = list(EMPTY)
        else:
            checked = check_cells(cells)
            check_reachable(checked)
            self._cells = list(checked)
        self._judge()

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

    def winning_line(self) -> Line | None:
        return self._line

    # -- the hooks of gamelib.state ----------------------------------------------
    def _turn(self) -> str:
        return mover(self._cells)

    def _over_message(self) -> str:
        ending = self._ending
        why = (
            "it is a tie"
            if ending is None or ending.draw
            else f"{ending.winner} has won"
        )
        return f"the game is over ({why}); no more moves"

    def _check(self, move: object) -> int:
        square = square_number(move)
        if self._cells[square] != BLANK:
            raise SquareOccupiedError(
                f"square {square} is already taken by {self._cells[square]}"
            )
        return square

    def _apply(self, move: int) -> Placement:
        mark = mover(self._cells)
        self._cells[move] = mark
        self._judge()  # only this move can have ended the game: it was going on
        return Placement(move, mark, self._line, self._ending)

    def _undo(self, move: int, saved: object) -> None:
        self._cells[move] = BLANK
        self._line = self._ending = None  # no move is allowed after the end

    def _judge(self) -> None:
        self._line = winning_line(self._cells)
        self._ending = outcome_of(self._cells)

    def _outcome(self) -> Outcome | None:
        return self._ending

    def _moves(self) -> tuple[int, ...]:
        return tuple(s for s in SQUARES if self._cells[s] == BLANK)

    def _count_moves(self) -> int:
        return self._cells.count(BLANK)

    def _copy_into(self, twin: Any) -> None:
        twin._cells = list(self._cells)

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

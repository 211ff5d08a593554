"""Asking a learner's pieces for the lesson's pictures, and saying why not in words.

A picture of the lesson draws what the notebook's own ``createBoard``,
``places_for`` and ``makeMove`` do, so a learner sees their own work. Those pieces
may be stubs, return nothing, crash, run on forever or return something that is not
a board; the picture then has nothing to draw and must say why in one sentence, not
show a traceback. Each piece runs under the self-check's guard (``run_guarded``),
so an endless loop is stopped after ``SECONDS``, and what it returns is read back
into plain rows before anything is drawn.
"""

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from gamelib.cellguard import Crashed, TimedOut, run_guarded
from gamelib.errors import IllegalMoveError
from gamelib.selfcheck.diagnosis import shown_message, shown_value
from gamelib.selfcheck.pieces import is_unwritten

from .board import NEUTRAL, O, X
from .bridge import LESSON_PIECES

SECONDS = 3.0
"""Time for one call of a learner's piece: instant for any honest piece."""


class NoPictureError(Exception):
    """A learner's piece gave a picture nothing to draw; the message says why."""


@dataclass(frozen=True)
class Position:
    """A board read back from the learner's object: plain rows and the mover."""

    rows: tuple[str, ...]
    turn: str

    @property
    def size(self) -> int:
        return len(self.rows)

    @property
    def blocks(self) -> list[list[str]]:
        return [list(row) for row in self.rows]


def ask(piece: Callable[..., Any], name: str, *arguments: Any) -> Any:
    """``piece(*arguments)``, or ``NoPictureError`` saying why it gave no answer."""
    if is_unwritten(piece):
        raise NoPictureError(
            f"your {name} is still a stub: write it, then run this again"
        )
    if not callable(piece):
        raise NoPictureError(f"{name} is {shown_value(piece)}, not a function")
    finished = run_guarded(lambda: piece(*arguments), SECONDS)
    if isinstance(finished, TimedOut):
        raise NoPictureError(
            f"{name} did not finish in {SECONDS:g} seconds: probably a loop "
            "whose condition never becomes false"
        )
    if isinstance(finished, Crashed):
        error = finished.error
        if isinstance(error, IllegalMoveError):
            raise NoPictureError(f"{name} refused the move: {shown_message(error)}")
        raise NoPictureError(
            f"{name} crashed: {type(error).__name__}: {shown_message(error)}"
        )
    return finished.value


def position_of(board: Any, made_by: str) -> Position:
    """The rows and mover of a learner's ``QuixoBoard`` (``blocks``, ``size``,
    ``turn``, as the lesson defines it), or ``NoPictureError`` saying what is wrong.

    The board is read under the guard (its attributes may be the learner's
    properties); the learner's values are put into words only after it, since a
    guard inside a guard would switch the outer time limit off."""
    finished = run_guarded(lambda: _read(board), SECONDS)
    if isinstance(finished, Crashed) and isinstance(finished.error, _WrongBoardError):
        template, value = finished.error.args
        shown = shown_value(value)
        raise NoPictureError(template.format(made_by=made_by, value=shown))
    if isinstance(finished, Crashed | TimedOut):
        raise NoPictureError(f"the board {made_by} could not be read")
    position: Position = finished.value
    return position


class _WrongBoardError(Exception):
    """What is wrong with a board: a sentence to fill in, and the learner's value."""


def _read(board: Any) -> Position:
    what = "the board {made_by}"
    if board is None:
        raise _WrongBoardError("{made_by} returned None, not a QuixoBoard", None)
    for attribute in ("blocks", "size", "turn"):
        if not hasattr(board, attribute):
            raise _WrongBoardError(
                "{made_by} returned {value}, which has no "
                f".{attribute}: a QuixoBoard has .blocks, .size and .turn",
                board,
            )
    size, blocks, turn = board.size, board.blocks, board.turn
    if not isinstance(size, int) or isinstance(size, bool) or not 2 <= size <= 9:
        raise _WrongBoardError(what + " has size {value}, not 2 to 9", size)
    if not isinstance(blocks, list) or len(blocks) != size:
        raise _WrongBoardError(
            what + f" has size {size}, but .blocks is {{value}}", blocks
        )
    rows = []
    for row, line in enumerate(blocks):
        if not isinstance(line, list | tuple | str) or len(line) != size:
            raise _WrongBoardError(
                f"row {row} of " + what + f" is not {size} blocks", line
            )
        for column, block in enumerate(line):
            if block not in (NEUTRAL, X, O):
                raise _WrongBoardError(
                    f"row {row}, column {column} of " + what + " is {value}: "
                    "a block is '-', 'X' or 'O'",
                    block,
                )
        rows.append("".join(line))
    if turn not in (X, O):
        raise _WrongBoardError(what + " has turn {value}, not 'X' or 'O'", turn)
    return Position(tuple(rows), turn)


def places_of(answer: Any, size: int) -> list[tuple[int, int]]:
    """The (row, column) places ``places_for`` returned, or ``NoPictureError``."""
    wanted = "a list of (row, column) places"
    if not isinstance(answer, list | tuple):
        raise NoPictureError(f"places_for returned {shown_value(answer)}, not {wanted}")
    places = []
    for place in answer:
        if not (
            isinstance(place, list | tuple)
            and len(place) == 2
            and all(isinstance(k, int) and 0 <= k < size for k in place)
        ):
            raise NoPictureError(
                f"places_for returned {shown_value(answer)}, not {wanted} "
                f"(numbers 0 to {size - 1})"
            )
        places.append((place[0], place[1]))
    return places


def drawn_with(**pieces: Any) -> str:
    """Whose pieces drew a picture: "Drawn with your createBoard, and the
    course's makeMove." """
    return "Drawn with " + LESSON_PIECES.runs_on(**pieces).removeprefix("Runs on ")

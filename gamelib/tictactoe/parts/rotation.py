"""Turning the board a quarter turn counter-clockwise, as the handout's computer does.

The computer never looks up a pattern in four orientations; it turns the *board*
and looks again at the same three-by-three picture. To report which real square it
chose, it turns the square numbers along with the marks: after the turn, position
``i`` of the turned board holds what was on original square ``origin[i]``.
"""

from collections.abc import Iterable
from typing import TypeVar

from gamelib.tictactoe.parts.cells import nine

T = TypeVar("T")

QUARTER_TURN_NAMES = ("no turn", "1 quarter turn", "2 quarter turns", "3 quarter turns")


def rotate_ccw(cells: Iterable[T]) -> tuple[T, ...]:
    """The board turned 90 degrees counter-clockwise.

    Turning counter-clockwise carries the right-hand column up to the top row: the
    square at row ``r``, column ``c`` of the turned board was at row ``c``, column
    ``2 - r`` before the turn. Anything on the squares turns with them (the
    lesson turns square numbers), so only the count of nine is checked.
    """
    return _turn(nine(cells))


def _turn(squares: tuple[T, ...]) -> tuple[T, ...]:
    return tuple(squares[i] for i in _QUARTER_TURN)


_QUARTER_TURN = tuple(3 * c + (2 - r) for r in range(3) for c in range(3))
"""Position ``i`` of the turned board shows original square ``_QUARTER_TURN[i]``."""


def rotations(cells: Iterable[T]) -> list[tuple[tuple[T, ...], tuple[int, ...]]]:
    """The board after 0, 1, 2 and 3 quarter turns, each with its square origins."""
    turned, origin = nine(cells), tuple(range(9))
    result = []
    for _ in range(4):
        result.append((turned, origin))
        turned, origin = _turn(turned), _turn(origin)
    return result

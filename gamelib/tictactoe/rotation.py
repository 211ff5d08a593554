"""Turning the board a quarter turn counter-clockwise, as the handout's computer does.

The computer never looks up a pattern in four orientations; it turns the *board*
and looks again at the same three-by-three picture. To report which real square it
chose, it turns the square numbers along with the marks: after the turn, position
``i`` of the turned board holds what was on original square ``origin[i]``.
"""

from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")

QUARTER_TURN_NAMES = ("no turn", "1 quarter turn", "2 quarter turns", "3 quarter turns")


def rotate_ccw(cells: Sequence[T]) -> tuple[T, ...]:
    """The board turned 90 degrees counter-clockwise.

    Turning counter-clockwise carries the right-hand column up to the top row: the
    square at row ``r``, column ``c`` of the turned board was at row ``c``, column
    ``2 - r`` before the turn.
    """
    return tuple(cells[3 * c + (2 - r)] for r in range(3) for c in range(3))


def rotations(cells: Sequence[T]) -> list[tuple[tuple[T, ...], tuple[int, ...]]]:
    """The board after 0, 1, 2 and 3 quarter turns, each with its square origins."""
    turned, origin = tuple(cells), tuple(range(9))
    result = []
    for _ in range(4):
        result.append((turned, origin))
        turned, origin = rotate_ccw(turned), rotate_ccw(origin)
    return result

"""Turning the board a quarter turn counter-clockwise, as the handout's computer does.

The computer never looks up a pattern in four orientations; it turns the *board*
and looks again at the same three-by-three picture. To report which real square it
chose, it turns the square numbers along with the marks: after the turn, position
``i`` of the turned board holds what was on original square ``origin[i]``.

``rotate`` is the lesson's milestone 4, written as a beginner writes it; it is the
course's only quarter turn, and ``rotations`` is built from it.
"""

from collections.abc import Iterable, Sequence
from typing import TypeVar

from gamelib.tictactoe.parts.cells import nine

T = TypeVar("T")

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

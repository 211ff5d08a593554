"""Milestone 4: turning a board (or a pattern, or the square numbers) a quarter turn.

Counter-clockwise, as in the handout: the right-hand column comes up to the top row.
The square at row ``r``, column ``c`` of the turned board was at row ``c``, column
``2 - r`` before, which is square ``3 * c + (2 - r)``.
"""

from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")


def rotate(cells: Sequence[T]) -> list[T]:
    """The nine cells turned a quarter turn counter-clockwise."""
    turned = []
    for row in range(3):
        for column in range(3):
            turned.append(cells[3 * column + (2 - row)])
    return turned

"""Milestone 2's self-checks: from a click to a square (``check.square_at``,
``check.centre_of``)."""

from typing import Any

from gamelib.selfcheck import Battery, Call, Case, calling, exactly, judged

from ..geometry import Square
from ..geometry import square_at as reference_square_at

square_at = Battery(
    "square_at",
    [
        Case(
            "a click in the top-left square is row 0, column 0",
            "rows count down from 0 at the top, columns across from 0 at the left; "
            "the answer is a tuple (row, column)",
            calling(10, 10),
            exactly((0, 0)),
        ),
        Case(
            "x picks the column and y the row: (150, 50) is row 0, column 1",
            "the row is y // 100 and the column is x // 100",
            calling(150, 50),
            exactly((0, 1)),
        ),
        Case(
            "(250, 150) is row 1, column 2",
            "the row is y // 100 and the column is x // 100",
            calling(250, 150),
            exactly((1, 2)),
        ),
        Case(
            "the last pixel, (299, 299), is still on the board",
            "pixels run from 0 to 299, so 299 is in the last square",
            calling(299, 299),
            exactly((2, 2)),
        ),
        Case(
            "a click on a line belongs to the square below or right of it",
            "y = 200 is the first pixel of row 2",
            calling(100, 200),
            exactly((2, 1)),
        ),
        Case(
            "a click between two pixels still gives whole numbers",
            "browsers report clicks like (150.5, 20.7); int() turns the row and the "
            "column into whole numbers",
            calling(150.5, 20.7),
            exactly((0, 1)),
        ),
        Case(
            "a click just past the right edge is outside the board",
            "pixels run from 0 to 299, so x = 300 is off the board: the answer is None",
            calling(300, 10),
            None,
        ),
        Case(
            "a click above the board is outside it",
            "y = -30 is above the top edge: the answer is None (careful: "
            "int(-30 / 100) is 0, but -30 // 100 is -1)",
            calling(50, -30),
            None,
        ),
    ],
)


def _round_trip(centre_of: Any) -> dict[Square, Any]:
    wrong = {}
    for row in range(3):
        for column in range(3):
            x, y = centre_of(row, column)
            if reference_square_at(x, y) != (row, column):
                wrong[row, column] = (x, y)
    return wrong


centre_of = Battery(
    "centre_of",
    [
        Case(
            "the centre of the top-left square is (50, 50)",
            "a square's centre is half a square (50 pixels) in from its corner; "
            "the answer is (x, y)",
            calling(0, 0),
            (50, 50),
        ),
        Case(
            "the column picks x: row 0, column 2 has its centre at (250, 50)",
            "x = column * 100 + 50 and y = row * 100 + 50",
            calling(0, 2),
            (250, 50),
        ),
        Case(
            "row 2, column 1 has its centre at (150, 250)",
            "x = column * 100 + 50 and y = row * 100 + 50",
            calling(2, 1),
            (150, 250),
        ),
        Case(
            "every centre is inside its own square",
            "square_at(x, y) of the centre of (row, column) gives (row, column) back",
            Call("{piece}(row, column) for all nine squares", _round_trip),
            judged(
                lambda wrong: (
                    None
                    if not wrong
                    else "put these centres in the wrong square: "
                    + ", ".join(f"{s} -> {c}" for s, c in sorted(wrong.items()))
                )
            ),
        ),
    ],
)

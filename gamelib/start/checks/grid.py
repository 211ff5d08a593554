"""Milestone 1's self-checks: the grid (``check.draw_grid``, ``draw_any_grid``)."""

from typing import Any

from gamelib.selfcheck import Battery, Case, RecordingCanvas, drawing, judged
from gamelib.selfcheck.recording import (
    line_along,
    paints_background_first,
    stays_inside,
)

from ..geometry import CELL, SIZE

BOARD = (0, 0, SIZE, SIZE)


def _grid_line(vertical: bool, at: float, size: int = SIZE) -> Any:
    return judged(
        lambda canvas: line_along(canvas, vertical=vertical, at=at, span=(0, size))
    )


def _inside_board(canvas: RecordingCanvas) -> str | None:
    return stays_inside(canvas, (0, 0, canvas.width, canvas.height), "the board")


draw_grid = Battery(
    "draw_grid",
    [
        Case(
            "paints the background over the whole board first",
            "start by filling the board (0, 0) to (300, 300), so that drawing the "
            "grid again wipes out old marks",
            drawing(),
            judged(lambda canvas: paints_background_first(canvas, BOARD)),
        ),
        *(
            Case(
                f"draws the line between columns {n - 1} and {n}, at x = {n * CELL}",
                "a vertical line at x = 100 and one at x = 200, from the top (y = 0) "
                "to the bottom (y = 300)",
                drawing(),
                _grid_line(True, n * CELL),
            )
            for n in (1, 2)
        ),
        *(
            Case(
                f"draws the line between rows {n - 1} and {n}, at y = {n * CELL}",
                "a horizontal line at y = 100 and one at y = 200, from the left "
                "(x = 0) to the right (x = 300)",
                drawing(),
                _grid_line(False, n * CELL),
            )
            for n in (1, 2)
        ),
        Case(
            "draws nothing outside the board",
            "everything stays between 0 and 300 both ways",
            drawing(),
            judged(_inside_board),
        ),
    ],
)


def _every_inner_line(cells: int, cell_size: int) -> Any:
    size = cells * cell_size

    def judge(canvas: RecordingCanvas) -> str | None:
        for vertical in (True, False):
            for n in range(1, cells):
                complaint = line_along(
                    canvas, vertical=vertical, at=n * cell_size, span=(0, size)
                )
                if complaint:
                    return complaint
        return _inside_board(canvas)

    return judged(judge)


draw_any_grid = Battery(
    "draw_any_grid",
    [
        Case(
            f"a {cells}x{cells} grid of {cell_size}-pixel squares",
            f"lines every {cell_size} pixels, between the squares only, each across "
            f"the whole board (0 to {cells * cell_size}), and nothing outside it",
            drawing(
                cells, cell_size, width=cells * cell_size, height=cells * cell_size
            ),
            _every_inner_line(cells, cell_size),
        )
        for cells, cell_size in ((3, 100), (2, 150), (4, 50), (5, 60))
    ],
)

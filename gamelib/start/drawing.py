"""Drawing the 3x3 board on a canvas: the grid, a mark, and the board from its state.

The functions take any object with the ipycanvas ``Canvas`` drawing calls, so they
run on a real canvas in a lesson and on a recording canvas in a self-check. The board
is always painted from its state (the set of marked squares), never patched, so it
can be redrawn at any time, for instance when the page is reloaded.
"""

from collections.abc import Callable, Iterable
from typing import Any, Protocol

from .geometry import CELL, CELLS, SIZE, Square

BACKGROUND = "#fdf6e3"
LINES = "#073642"
MARK = "#d33682"


class Canvas(Protocol):
    """The part of ipycanvas's ``Canvas`` these functions use."""

    fill_style: Any
    stroke_style: Any
    line_width: float

    def fill_rect(self, x: float, y: float, width: float, height: float) -> None: ...
    def stroke_rect(self, x: float, y: float, width: float, height: float) -> None: ...
    def stroke_line(self, x1: float, y1: float, x2: float, y2: float) -> None: ...
    def fill_circle(self, x: float, y: float, radius: float) -> None: ...


DrawPiece = Callable[[Canvas, int, int], None]


def draw_grid(canvas: Canvas) -> None:
    """Paint the empty board: background, inner lines and a border."""
    canvas.fill_style = BACKGROUND
    canvas.fill_rect(0, 0, SIZE, SIZE)
    canvas.stroke_style = LINES
    canvas.line_width = 4
    for i in range(1, CELLS):
        canvas.stroke_line(i * CELL, 0, i * CELL, SIZE)  # between columns
        canvas.stroke_line(0, i * CELL, SIZE, i * CELL)  # between rows
    canvas.stroke_rect(2, 2, SIZE - 4, SIZE - 4)  # inset: half a line is clipped


def draw_mark(canvas: Canvas, row: int, column: int) -> None:
    """A filled circle in the middle of the square."""
    canvas.fill_style = MARK
    x = column * CELL + CELL / 2
    y = row * CELL + CELL / 2
    canvas.fill_circle(x, y, CELL * 0.3)


def draw_board(
    canvas: Canvas, marked: Iterable[Square], draw_piece: DrawPiece = draw_mark
) -> None:
    """The grid, then a piece on every marked square."""
    draw_grid(canvas)
    for row, column in sorted(marked):
        draw_piece(canvas, row, column)

"""Where everything sits on the playable board's canvas, in canvas pixels.

The canvas is 400 x 518: a title strip (whose turn, or who won), a 320 px board with
a 40 px margin all round (row and column numbers, or the four seats), and three lines
for the answer to the last click. 400 px leaves room beside it for the move list
within the 560 px a 1024x768 projector has beside JupyterLab's file browser. The
board is 320 px whatever its size, so a 3x3 board simply has bigger blocks.
"""

from gamelib.arguments import click_pixels
from gamelib.quixo.parts.move import Square

CANVAS_WIDTH = 400
TITLE_HEIGHT = 44
MARGIN = 40
BOARD_PIXELS = 320
NOTE_LINES = 3
NOTE_LINE_HEIGHT = 22
CANVAS_HEIGHT = (
    TITLE_HEIGHT + MARGIN + BOARD_PIXELS + MARGIN + NOTE_LINES * NOTE_LINE_HEIGHT + 8
)
GAP = 3
"""Pixels between a block's edge and its square's."""

SEAT_SIDES = {"A1": "bottom", "B1": "left", "A2": "top", "B2": "right"}
"""Four players: clockwise A1, B1, A2, B2, partners facing each other."""


class Layout:
    """The geometry of one board size: squares to pixels and back."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.cell = BOARD_PIXELS / size
        self.left = MARGIN
        self.top = TITLE_HEIGHT + MARGIN
        self.right = self.left + BOARD_PIXELS
        self.bottom = self.top + BOARD_PIXELS

    def square_at(self, x: float, y: float) -> Square | None:
        """The (row, column) under a click, or None outside the board (NaN,
        infinity and 10**400 too: ``click_pixels``, which also refuses text)."""
        point = click_pixels(x, y)
        if point is None:
            return None
        column = int((point[0] - self.left) // self.cell)
        row = int((point[1] - self.top) // self.cell)
        if 0 <= row < self.size and 0 <= column < self.size:
            return row, column
        return None

    def corner(self, row: float, column: float) -> tuple[float, float]:
        """Top-left pixel of a square (fractions give the in-between positions a
        sliding block passes through)."""
        return self.left + column * self.cell, self.top + row * self.cell

    def centre(self, row: float, column: float) -> tuple[float, float]:
        x, y = self.corner(row, column)
        return x + self.cell / 2, y + self.cell / 2

    def highlight_pixel(self, row: int, column: int) -> tuple[int, int]:
        """A pixel on the outline a highlighted block gets (middle of its left
        edge), away from the symbol: tests read it to see the highlight."""
        x, y = self.corner(row, column)
        return int(x + GAP + 3), int(y + self.cell / 2)

    def seat_anchor(self, seat: str) -> tuple[float, float]:
        """Where a seat's name is written, in the margin on its side."""
        middle_x = (self.left + self.right) / 2
        middle_y = (self.top + self.bottom) / 2
        return {
            "bottom": (middle_x, self.bottom + 28),
            "top": (middle_x, self.top - 14),
            "left": (self.left / 2, middle_y + 6),
            "right": (self.right + MARGIN / 2, middle_y + 6),
        }[SEAT_SIDES[seat]]

    @property
    def note_top(self) -> float:
        return self.bottom + MARGIN

"""The symbols on the blocks, in three sets a player can choose.

Each set tells X from O by shape *and* colour, so it works for colour-blind
players (about 1 in 12 men): blue and vermillion from the Okabe-Ito palette, which
stay apart under every common colour-vision deficiency, on shapes that differ
even in grey: a cross and a ring, a disc and a triangle, a star and a square.
Drawing functions take any canvas-like object (an ipycanvas ``Canvas`` or the
self-checks' recording canvas).
"""

import math
from collections.abc import Callable
from typing import Any

X_COLOUR = "#0072b2"
O_COLOUR = "#d55e00"


def cross(canvas: Any, cx: float, cy: float, r: float) -> None:
    canvas.stroke_line(cx - r, cy - r, cx + r, cy + r)
    canvas.stroke_line(cx + r, cy - r, cx - r, cy + r)


def ring(canvas: Any, cx: float, cy: float, r: float) -> None:
    canvas.stroke_circle(cx, cy, r)


def disc(canvas: Any, cx: float, cy: float, r: float) -> None:
    canvas.fill_circle(cx, cy, r)


def triangle(canvas: Any, cx: float, cy: float, r: float) -> None:
    canvas.fill_polygon(
        [
            (cx, cy - r * 1.1),
            (cx + r * 1.05, cy + r * 0.8),
            (cx - r * 1.05, cy + r * 0.8),
        ]
    )


def star(canvas: Any, cx: float, cy: float, r: float) -> None:
    points = []
    for k in range(10):
        reach = r * 1.15 if k % 2 == 0 else r * 0.5
        angle = -math.pi / 2 + k * math.pi / 5
        points.append((cx + reach * math.cos(angle), cy + reach * math.sin(angle)))
    canvas.fill_polygon(points)


def square(canvas: Any, cx: float, cy: float, r: float) -> None:
    canvas.fill_rect(cx - r * 0.85, cy - r * 0.85, r * 1.7, r * 1.7)


Shape = Callable[[Any, float, float, float], None]

SYMBOL_SETS: dict[str, tuple[Shape, Shape]] = {
    "X and O": (cross, ring),
    "● and ▲": (disc, triangle),
    "★ and ■": (star, square),
}
"""Each set's shape for X, then for O."""
DEFAULT_SET = "X and O"


def draw_symbol(
    canvas: Any, symbol: str, cx: float, cy: float, r: float, symbols: str = DEFAULT_SET
) -> None:
    """Draw ``symbol`` ("X" or "O"; nothing for "-") centred at (cx, cy)."""
    draw_symbols(canvas, symbol, [(cx, cy)], r, symbols)


def draw_symbols(
    canvas: Any,
    symbol: str,
    centres: list[tuple[float, float]],
    r: float,
    symbols: str = DEFAULT_SET,
) -> None:
    """Draw ``symbol`` at every centre, setting its colour and pen only once (a
    board sends far fewer commands to the browser than block by block)."""
    if symbol not in ("X", "O") or not centres:
        return
    x_shape, o_shape = SYMBOL_SETS[symbols]
    colour = X_COLOUR if symbol == "X" else O_COLOUR
    canvas.fill_style = colour
    canvas.stroke_style = colour
    canvas.line_width = max(3.0, r / 3)
    canvas.line_cap = "round"
    shape = x_shape if symbol == "X" else o_shape
    for cx, cy in centres:
        shape(canvas, cx, cy, r)

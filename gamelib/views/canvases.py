"""Canvases that fit a projector and draw themselves again when a page reappears.

A 1024x768 projector with JupyterLab's file browser open leaves about 590 px for an
output, so no canvas may be wider than ``MAX_WIDTH``; on anything narrower (a phone,
Presentation Mode at a large zoom) the canvas shrinks with the cell instead of
scrolling sideways. That is safe for clicks: ipycanvas 0.14 converts a mouse position
with the canvas' on-screen size (``width * offsetX / rect.width``), so ``click(x, y)``
still gets canvas pixels.

A canvas' picture lives in the browser page: a reloaded JupyterLab tab or a Voila page
starts blank. Every canvas made here redraws itself when its browser model appears
(``on_client_ready``), pictures included, not only playable boards.
"""

from collections.abc import Callable

import ipywidgets as widgets
from ipycanvas import Canvas

from .batch import forget_current_canvas, safe_hold
from .reporter import ErrorReporter

MAX_WIDTH = 560  # px: fits 1024x768 beside JupyterLab's file browser
MIN_TEXT_PX = 16  # smallest text readable from the back of a classroom
CANVAS_BACKDROP = "#ffffff"
"""What shows through any part of a canvas its drawing leaves unpainted, in every
JupyterLab theme: the boards keep their own light colours in the dark theme, so a
learner's first grid of dark lines, drawn with no background yet, stays visible
instead of vanishing into a dark page (``panel`` carries the rule to the page)."""

Draw = Callable[[Canvas], None]


def new_canvas(width: int, height: int, css_class: str | None = None) -> Canvas:
    """A canvas at most ``MAX_WIDTH`` wide that shrinks with a narrower cell.

    Its CSS width is its pixel width, capped at the cell's width; the height follows
    the canvas' own proportions, so the picture is never stretched.
    """
    if not (0 < width <= MAX_WIDTH and 0 < height):
        raise ValueError(
            f"a {width}x{height} canvas does not fit: widths are 1 to {MAX_WIDTH} px"
            " so a board fits a 1024x768 projector beside the file browser"
        )
    layout = widgets.Layout(width="100%", max_width=f"{width}px", height="auto")
    canvas = Canvas(width=width, height=height, layout=layout)
    canvas.add_class("gamelib-canvas")
    if css_class:
        canvas.add_class(css_class)
    return canvas


def font(size: float, bold: bool = False, family: str = "sans-serif") -> str:
    """A canvas font of at least ``MIN_TEXT_PX``, so board text stays readable."""
    if size < MIN_TEXT_PX:
        raise ValueError(f"{size} px text is too small: use {MIN_TEXT_PX} px or more")
    return f"{'bold ' if bold else ''}{size:g}px {family}"


def redraw_on_reconnect(
    canvas: Canvas, draw: Draw, reporter: ErrorReporter | None = None
) -> Callable[[], None]:
    """Paint ``draw(canvas)`` now and whenever a browser view of the canvas appears.

    Returns the repaint function (boards call it after every change).
    """

    def repaint() -> None:
        with safe_hold():
            draw(canvas)

    def reconnect() -> None:
        forget_current_canvas()  # the new page missed which canvas was current
        repaint()

    canvas.on_client_ready(reporter.guard(reconnect) if reporter else reconnect)
    repaint()
    return repaint


def picture(
    width: int, height: int, draw: Draw, css_class: str | None = None
) -> Canvas:
    """A canvas showing ``draw``'s picture, also after a reload and in Voila."""
    canvas = new_canvas(width, height, css_class)
    redraw_on_reconnect(canvas, draw)
    return canvas

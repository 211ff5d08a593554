"""Stand-ins a check hands a piece: a recording canvas (and its judges), a console.

``RecordingCanvas`` answers the ipycanvas ``Canvas`` drawing calls a lesson uses and
keeps each shape's outline (a line's two ends, a rectangle's or circle's box), in the
order drawn, so a self-check can say "no line at x = 100" without a browser. Other
real ``Canvas`` methods are accepted and ignored; a misspelt one raises
``AttributeError``, as the real canvas would. Its judges (``line_along``,
``stays_inside``...) allow a pixel or two of slack: a learner may well draw a line at
x = 100.5 to make it crisp, and a thick outline pokes out of its square.

``ScriptedConsole`` reads the answers it is given, a terminal session typed in
advance, so a lesson can show a whole session and a check can play a learner's
``play_game`` without a keyboard; it reads, re-prompts and ends as a real one does.
"""

import io
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, TextIO

from gamelib.console import Console

Point = tuple[float, float]

_IGNORED = frozenset(
    """save restore translate rotate scale transform set_transform reset_transform
    set_line_dash draw_image put_image_data create_linear_gradient
    create_radial_gradient create_pattern flush sleep quadratic_curve_to
    bezier_curve_to arc_to ellipse clip""".split()
)


@dataclass(frozen=True)
class Shape:
    """One drawn thing: ``kind`` (line, rect, circle, arc, polygon, text, path or
    clear), whether it was filled, its bounding box and, for lines, its two ends."""

    kind: str
    filled: bool
    box: tuple[float, float, float, float]
    """left, top, right, bottom"""
    ends: tuple[Point, Point] | None = None
    colour: str = ""

    def describe(self) -> str:
        if self.ends is not None:
            (x1, y1), (x2, y2) = self.ends
            return f"a line from ({x1:g}, {y1:g}) to ({x2:g}, {y2:g})"
        left, top, right, bottom = self.box
        how = "filled" if self.filled else "outlined"
        return (
            f"a {how} {self.kind} from ({left:g}, {top:g}) to ({right:g}, {bottom:g})"
        )


class RecordingCanvas:
    """Records drawing calls; ``shapes`` lists them in the order drawn."""

    def __init__(self, width: int = 300, height: int = 300) -> None:
        self.width = width
        self.height = height
        self.shapes: list[Shape] = []
        self.fill_style: Any = "black"
        self.stroke_style: Any = "black"
        self.line_width: float = 1.0
        self.font = "12px serif"
        self.text_align = "start"
        self.text_baseline = "alphabetic"
        self.global_alpha = 1.0
        self._path: list[Shape] = []
        self._pen: Point | None = None

    def __getattr__(self, name: str) -> Any:
        if name in _IGNORED:
            return lambda *arguments, **keywords: None
        raise AttributeError(f"a Canvas has no method or attribute {name!r}")

    # -- rectangles, circles, lines ------------------------------------------
    def fill_rect(self, x: float, y: float, width: float, height: float | None = None):
        self._rect(x, y, width, width if height is None else height, filled=True)

    def stroke_rect(
        self, x: float, y: float, width: float, height: float | None = None
    ):
        self._rect(x, y, width, width if height is None else height, filled=False)

    def clear_rect(self, x: float, y: float, width: float, height: float | None = None):
        height = width if height is None else height
        self._add("clear", True, (x, y, x + width, y + height))

    def clear(self) -> None:
        self._add("clear", True, (0, 0, self.width, self.height))

    def fill_circle(self, x: float, y: float, radius: float) -> None:
        self._add("circle", True, (x - radius, y - radius, x + radius, y + radius))

    def stroke_circle(self, x: float, y: float, radius: float) -> None:
        self._add("circle", False, (x - radius, y - radius, x + radius, y + radius))

    def fill_arc(self, x: float, y: float, radius: float, *angles: Any) -> None:
        self._add("arc", True, (x - radius, y - radius, x + radius, y + radius))

    def stroke_arc(self, x: float, y: float, radius: float, *angles: Any) -> None:
        self._add("arc", False, (x - radius, y - radius, x + radius, y + radius))

    def stroke_line(self, x1: float, y1: float, x2: float, y2: float) -> None:
        self._line((x1, y1), (x2, y2))

    def stroke_lines(self, points: Any) -> None:
        points = [tuple(p) for p in points]
        for start, end in zip(points, points[1:], strict=False):
            self._line(start, end)

    def fill_polygon(self, points: Any) -> None:
        self._add("polygon", True, _box_around([tuple(p) for p in points]))

    def stroke_polygon(self, points: Any) -> None:
        self._add("polygon", False, _box_around([tuple(p) for p in points]))

    def fill_text(
        self, text: str, x: float, y: float, max_width: float | None = None
    ) -> None:
        self._add("text", True, (x, y, x, y))

    def stroke_text(
        self, text: str, x: float, y: float, max_width: float | None = None
    ) -> None:
        self._add("text", False, (x, y, x, y))

    # -- paths: begin_path, move_to, line_to, rect, arc, then stroke or fill --
    def begin_path(self) -> None:
        self._path, self._pen = [], None

    def move_to(self, x: float, y: float) -> None:
        self._pen = (x, y)

    def line_to(self, x: float, y: float) -> None:
        if self._pen is not None:
            self._path.append(_line_shape(self._pen, (x, y), self.stroke_style))
        self._pen = (x, y)

    def rect(self, x: float, y: float, width: float, height: float) -> None:
        self._path.append(Shape("rect", False, (x, y, x + width, y + height)))

    def arc(self, x: float, y: float, radius: float, *angles: Any) -> None:
        box = (x - radius, y - radius, x + radius, y + radius)
        self._path.append(Shape("arc", False, box))

    def close_path(self) -> None:
        return None

    def stroke(self) -> None:
        for shape in self._path:
            self.shapes.append(
                Shape(shape.kind, False, shape.box, shape.ends, str(self.stroke_style))
            )

    def fill(self, *rule: Any) -> None:
        if self._path:
            boxes = [shape.box for shape in self._path]
            corners = [corner for b in boxes for corner in ((b[0], b[1]), (b[2], b[3]))]
            self._add("path", True, _box_around(corners))

    # -- what a check asks ----------------------------------------------------
    def lines(self) -> list[Shape]:
        return [shape for shape in self.shapes if shape.ends is not None]

    def _rect(self, x: float, y: float, width: float, height: float, filled: bool):
        left, right = sorted((x, x + width))
        top, bottom = sorted((y, y + height))
        self._add("rect", filled, (left, top, right, bottom))

    def _line(self, start: Point, end: Point) -> None:
        self.shapes.append(_line_shape(start, end, self.stroke_style))

    def _add(self, kind: str, filled: bool, box: tuple[float, ...]) -> None:
        colour = self.fill_style if filled else self.stroke_style
        left, top, right, bottom = box
        shape = Shape(kind, filled, (left, top, right, bottom), None, str(colour))
        self.shapes.append(shape)


def _line_shape(start: Point, end: Point, colour: Any) -> Shape:
    box = _box_around([start, end])
    ends = ((start[0], start[1]), (end[0], end[1]))
    return Shape("line", False, box, ends, str(colour))


def _box_around(points: list[Point]) -> tuple[float, float, float, float]:
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    return (min(xs), min(ys), max(xs), max(ys))


Box = tuple[float, float, float, float]
"""left, top, right, bottom"""

SLACK = 2.0


def paints_background_first(canvas: RecordingCanvas, box: Box) -> str | None:
    """The first thing drawn fills (or clears) the whole of ``box``."""
    if not canvas.shapes:
        return "drew nothing"
    first = canvas.shapes[0]
    if first.filled and first.kind in ("rect", "clear") and _contains(first.box, box):
        return None
    return (
        "did not start by filling the whole board with the background; "
        f"its first drawing was {first.describe()}"
    )


def line_along(
    canvas: RecordingCanvas, *, vertical: bool, at: float, span: tuple[float, float]
) -> str | None:
    """Lines drawn along x = ``at`` (or y = ``at``) cover ``span`` from end to end."""
    axis, other = ("x", "y") if vertical else ("y", "x")
    kind = "vertical" if vertical else "horizontal"
    lines = [line for line in canvas.lines() if _is_along(line, vertical)]
    here = [line for line in lines if abs(_position(line, vertical) - at) <= SLACK]
    if not here:
        elsewhere = sorted({round(_position(line, vertical), 1) for line in lines})
        found = (
            f"its {kind} lines are at {axis} = {_numbers(elsewhere)}"
            if elsewhere
            else f"it drew no {kind} lines"
        )
        return f"drew no {kind} line at {axis} = {at:g} ({found})"
    covered = _merged([_extent(line, vertical) for line in here])
    start, end = span
    if any(a <= start + SLACK and b >= end - SLACK for a, b in covered):
        return None
    parts = ", ".join(f"{other} = {a:g} to {b:g}" for a, b in covered)
    return (
        f"drew the {kind} line at {axis} = {at:g} only from {parts}; it should run "
        f"from {other} = {start:g} to {end:g}"
    )


def stays_inside(canvas: RecordingCanvas, box: Box, where: str) -> str | None:
    """Something is drawn, and nothing pokes out of ``box`` (``where`` names it)."""
    drawn = _drawn(canvas)
    if not drawn:
        return "drew nothing"
    for shape in drawn:
        if not _contains(_grown(box, SLACK), shape.box):
            return f"drew outside {where}: {shape.describe()}"
    return None


def covers_point(canvas: RecordingCanvas, x: float, y: float, where: str) -> str | None:
    """Some drawn shape covers the point (x, y) (``where`` names it)."""
    drawn = _drawn(canvas)
    if not drawn:
        return "drew nothing"
    if any(_contains(_grown(shape.box, SLACK), (x, y, x, y)) for shape in drawn):
        return None
    return f"drew nothing over {where} ({x:g}, {y:g})"


def _drawn(canvas: RecordingCanvas) -> list[Shape]:
    return [shape for shape in canvas.shapes if shape.kind != "clear"]


def _is_along(line: Shape, vertical: bool) -> bool:
    assert line.ends is not None
    (x1, y1), (x2, y2) = line.ends
    return abs(x1 - x2) <= SLACK if vertical else abs(y1 - y2) <= SLACK


def _position(line: Shape, vertical: bool) -> float:
    assert line.ends is not None
    (x1, y1), (x2, y2) = line.ends
    return (x1 + x2) / 2 if vertical else (y1 + y2) / 2


def _extent(line: Shape, vertical: bool) -> tuple[float, float]:
    left, top, right, bottom = line.box
    return (top, bottom) if vertical else (left, right)


def _merged(spans: list[tuple[float, float]]) -> list[tuple[float, float]]:
    merged: list[tuple[float, float]] = []
    for start, end in sorted(spans):
        if merged and start <= merged[-1][1] + SLACK:
            merged[-1] = (merged[-1][0], max(merged[-1][1], end))
        else:
            merged.append((start, end))
    return merged


def _contains(outer: Box, inner: Box) -> bool:
    return (
        outer[0] <= inner[0]
        and outer[1] <= inner[1]
        and inner[2] <= outer[2]
        and inner[3] <= outer[3]
    )


def _grown(box: Box, by: float) -> Box:
    return (box[0] - by, box[1] - by, box[2] + by, box[3] + by)


def _numbers(values: list[float]) -> str:
    return ", ".join(f"{value:g}" for value in values)


class ScriptedConsole(Console):
    """A console that reads the answers it is given and shows them as if typed.

    Its transcript reads like a terminal session; it never pauses (nobody needs
    time to read along), and when the answers run out it ends like a closed
    keyboard (``EOFError``).
    """

    def __init__(self, answers: Sequence[str], stdout: TextIO | None = None) -> None:
        typed = "".join(f"{answer}\n" for answer in answers).encode()
        super().__init__(
            io.BytesIO(typed), stdout if stdout is not None else sys.stdout
        )

    def read_line(self, prompt: str) -> str:
        text = super().read_line(prompt)
        self.stdout.write(f"{text}\n")
        return text

    def pause(self, seconds: float) -> None:
        return None

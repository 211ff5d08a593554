"""Judges for drawings on a ``RecordingCanvas``: grid lines, backgrounds, marks.

Each returns a complaint (a phrase that follows the call in a report) or None. They
allow a pixel or two of slack, because a learner may well draw a line at x = 100.5 to
make it crisp, and a thick outline pokes out of its square by half its width.
"""

from .recording import RecordingCanvas, Shape

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

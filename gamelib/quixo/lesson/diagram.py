"""Milestone 1: the top-level structure diagram, drawn from the code itself.

The handout asks for "a structure diagram showing the top-level functions ...
including a few formal parameters and return values" and the objects they share.
Each function's box is written from its real signature (``inspect``), and the
object's box from a real ``QuixoBoard``, so the picture cannot drift from the code.
The view (the clickable board of milestone 4) sits on top: it calls the model and
draws what the model says, which is the model-view split the handout recommends.
"""

import inspect
import textwrap
from collections.abc import Callable
from html import escape
from typing import Any

from gamelib.alt_text import SVGWithText

from .board import QuixoBoard, createBoard, printBoard
from .moves import makeMove
from .winning import winner

WIDTH = 540
LINE = 21
FONT = 'font-family="sans-serif" font-size="16"'
INK, MODEL_FILL, VIEW_FILL, OBJECT_FILL = "#222222", "#e8f1fb", "#fdf0e6", "#eef7ee"
MODEL_EDGE, VIEW_EDGE, OBJECT_EDGE = "#0072b2", "#d55e00", "#009e73"
MODEL_X, MODEL_WIDTH = 10, 318
OBJECT_X, OBJECT_WIDTH = 350, 180

MODEL_FUNCTIONS: list[tuple[Callable[..., Any], str]] = [
    (createBoard, "makes the board"),
    (printBoard, "prints it"),
    (makeMove, "changes the board"),
    (winner, "who has won"),
]
"""The handout's top-level functions, each with what it does in three words."""

VIEW_LINES = [
    "QuixoGame, the view (milestone 4): the board",
    "draw(canvas)    click(x, y)",
]


def signature_lines(function: Callable[..., Any], width: int = 32) -> list[str]:
    """``name(parameters)`` wrapped to ``width`` characters, then what it returns."""
    signature = inspect.signature(function)
    call = f"{function.__name__}({', '.join(signature.parameters)})"
    returned = signature.return_annotation
    if returned is inspect.Signature.empty:
        returned = "?"
    elif not isinstance(returned, str):
        returned = getattr(returned, "__name__", str(returned))
    lines = textwrap.wrap(call, width, subsequent_indent="    ")
    return [*lines, f"→ {returned}"]


def object_lines(board: QuixoBoard) -> list[str]:
    """The object's name and each attribute with an example value's type."""
    lines = [type(board).__name__]
    for name, value in vars(board).items():
        if isinstance(value, list):
            lines.append(f"{name}: {len(value)} lists")
            lines.append(f"  of {len(value[0])} blocks '-', 'X', 'O'")
        else:
            lines.append(f"{name}: {value!r}")
    return lines


def _box(
    x: float, y: float, width: float, lines: list[str], fill: str, edge: str
) -> tuple[list[str], float]:
    height = LINE * len(lines) + 14
    parts = [
        f'<rect x="{x}" y="{y}" width="{width}" height="{height}" rx="8" '
        f'fill="{fill}" stroke="{edge}" stroke-width="2"/>'
    ]
    for number, text in enumerate(lines):
        weight = ' font-weight="bold"' if number == 0 else ""
        parts.append(
            f'<text x="{x + 10}" y="{y + 22 + number * LINE}" {FONT}{weight} '
            f'fill="{INK}" xml:space="preserve">{escape(text)}</text>'
        )
    return parts, height


def _arrow(x1: float, y1: float, x2: float, y2: float, colour: str) -> str:
    return (
        f'<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="{colour}" '
        f'stroke-width="2" marker-end="url(#head-{colour[1:]})"/>'
    )


def _arrow_head(colour: str) -> str:
    return (
        f'<marker id="head-{colour[1:]}" markerWidth="10" markerHeight="8" '
        f'refX="9" refY="4" orient="auto"><path d="M0,0 L10,4 L0,8 z" '
        f'fill="{colour}"/></marker>'
    )


def structure_diagram() -> str:
    """The lesson's structure diagram as SVG (fits a 560 px wide output)."""
    parts = [
        f'<text x="{WIDTH / 2}" y="22" {FONT} font-weight="bold" fill="{INK}" '
        'text-anchor="middle">Quixo: the top-level structure</text>'
    ]
    view, view_height = _box(10, 36, WIDTH - 20, VIEW_LINES, VIEW_FILL, VIEW_EDGE)
    parts += view
    top = 36 + view_height + 64
    parts.append(_arrow(150, 36 + view_height, 150, top - 4, INK))
    parts.append(
        f'<text x="160" y="{top - 24}" {FONT} fill="{INK}">'
        "the view calls the model, then draws</text>"
    )
    parts.append(
        f'<text x="{OBJECT_X}" y="{top - 6}" {FONT} fill="{OBJECT_EDGE}">'
        "the object</text>"
    )
    thing, thing_height = _box(
        OBJECT_X,
        top,
        OBJECT_WIDTH,
        object_lines(QuixoBoard()),
        OBJECT_FILL,
        OBJECT_EDGE,
    )
    parts += thing
    y = top
    for number, (function, role) in enumerate(MODEL_FUNCTIONS):
        lines = signature_lines(function)
        lines[-1] = f"{lines[-1]}: {role}"
        box, height = _box(MODEL_X, y, MODEL_WIDTH, lines, MODEL_FILL, MODEL_EDGE)
        parts += box
        target = top + 24 + number * (thing_height - 36) / 3
        parts.append(
            _arrow(MODEL_X + MODEL_WIDTH, y + LINE, OBJECT_X - 2, target, OBJECT_EDGE)
        )
        y += height + 12
    parts.append(
        f'<text x="{MODEL_X}" y="{y + 16}" {FONT} fill="{MODEL_EDGE}">'
        "the model: the rules, no drawing</text>"
    )
    height = y + 28
    head = f"<defs>{_arrow_head(INK)}{_arrow_head(OBJECT_EDGE)}</defs>"
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{height}" '
        f'viewBox="0 0 {WIDTH} {height}"><title>Quixo structure diagram</title>'
        f'<rect width="{WIDTH}" height="{height}" fill="white"/>{head}'
        + "".join(parts)
        + "</svg>"
    )


class Diagram(SVGWithText):
    """Shows the diagram in a notebook (Jupyter asks ``_repr_svg_``)."""

    def __repr__(self) -> str:
        return "Quixo: the top-level structure (a picture)"

    def _repr_svg_(self) -> str:
        return structure_diagram()

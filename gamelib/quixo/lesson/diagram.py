"""Milestone 1: the structure diagram, drawn from the learner's own plan.

The handout asks for "a structure diagram showing the top-level functions ...
including a few formal parameters and return values" and the objects they share.
The learner writes the plan (``plan.write_plan``); this module only draws it: the
view on top, with what each of its functions calls; the model below, each
function's parameters and what it returns; the shared object beside it, with an
arrow from each model function. An empty plan (a stub) draws the three places with
a word on what goes there, so the picture says what is still to plan.
"""

import textwrap
from html import escape

from gamelib.selfcheck.pieces import listed
from gamelib.state import SVGWithText

from .plan import MODEL, VIEW, Plan, Planned, Shared, plan_of

WIDTH = 540
LINE = 21
FONT = 'font-family="sans-serif" font-size="16"'
INK, MODEL_FILL, VIEW_FILL, OBJECT_FILL = "#222222", "#e8f1fb", "#fdf0e6", "#eef7ee"
MODEL_EDGE, VIEW_EDGE, OBJECT_EDGE = "#0072b2", "#d55e00", "#009e73"
MODEL_X, MODEL_WIDTH = 10, 318
OBJECT_X, OBJECT_WIDTH = 350, 180
NOTHING_YET = "(nothing planned yet)"


def signature_lines(planned: Planned, width: int = 32) -> list[str]:
    """``name(parameters)`` wrapped to ``width`` characters, then what it
    returns (the model) or what it calls (the view)."""
    lines = textwrap.wrap(planned.signature(), width, subsequent_indent="    ")
    if planned.part == VIEW:
        said = f"→ calls {listed(list(planned.calls))}" if planned.calls else ""
    else:
        said = f"→ {planned.returns or '?'}"
    return [*lines, *textwrap.wrap(said, width, subsequent_indent="    ")]


def object_lines(shared: Shared | None) -> list[str]:
    """The object's name and each part it keeps."""
    if shared is None:
        return ["the object", NOTHING_YET]
    return [shared.name, *(f"· {name}" for name in shared.attributes)]


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


def _text(x: float, y: float, words: str, colour: str) -> str:
    return f'<text x="{x}" y="{y}" {FONT} fill="{colour}">{escape(words)}</text>'


def view_lines(plan: Plan) -> list[str]:
    lines = ["The view: the board a person clicks"]
    for planned in plan.part(VIEW):
        lines += signature_lines(planned, 56)
    return lines if len(lines) > 1 else [*lines, NOTHING_YET]


def structure_diagram(plan: Plan) -> str:
    """The plan's structure diagram as SVG (fits a 560 px wide output)."""
    parts = [
        f'<text x="{WIDTH / 2}" y="22" {FONT} font-weight="bold" fill="{INK}" '
        'text-anchor="middle">Quixo: the top-level structure</text>'
    ]
    view, view_height = _box(10, 36, WIDTH - 20, view_lines(plan), VIEW_FILL, VIEW_EDGE)
    parts += view
    top = 36 + view_height + 64
    parts.append(_arrow(150, 36 + view_height, 150, top - 4, INK))
    parts.append(_text(160, top - 24, "the view calls the model", INK))
    parts.append(_text(OBJECT_X, top - 6, "the object", OBJECT_EDGE))
    shared = plan.objects[0] if plan.objects else None
    thing, thing_height = _box(
        OBJECT_X, top, OBJECT_WIDTH, object_lines(shared), OBJECT_FILL, OBJECT_EDGE
    )
    parts += thing
    model = plan.part(MODEL)
    y = top
    for number, planned in enumerate(model):
        box, height = _box(
            MODEL_X, y, MODEL_WIDTH, signature_lines(planned), MODEL_FILL, MODEL_EDGE
        )
        parts += box
        target = top + 24 + number * (thing_height - 36) / max(len(model) - 1, 1)
        parts.append(
            _arrow(MODEL_X + MODEL_WIDTH, y + LINE, OBJECT_X - 2, target, OBJECT_EDGE)
        )
        y += height + 12
    if not model:
        box, height = _box(
            MODEL_X, y, MODEL_WIDTH, ["the model", NOTHING_YET], MODEL_FILL, MODEL_EDGE
        )
        parts += box
        y += height + 12
    y = max(y, top + thing_height + 12)
    parts.append(_text(MODEL_X, y + 16, "the model: the rules, no drawing", MODEL_EDGE))
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
    """``Diagram(write_plan)`` shows the learner's plan as a picture (Jupyter
    asks ``_repr_svg_``); the plan is read when the diagram is made, so a
    mistake in it shows at once, with the learner's own line."""

    def __init__(self, write_plan: object) -> None:
        self.plan = plan_of(write_plan)

    def __repr__(self) -> str:
        names = ", ".join(self.plan.names()) or "nothing planned yet"
        return f"Quixo: the top-level structure (a picture): {names}"

    def _repr_svg_(self) -> str:
        return structure_diagram(self.plan)

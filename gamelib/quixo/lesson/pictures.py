"""Milestone 1: the learner's own structure diagram, written as a few lines of code.

The handout's first milestone is a plan, not a program: "the top-level functions
that you plan to use ... including a few formal parameters and return values" and
"the objects (dictionary types or instances of classes) you will need". A learner
writes it as ``write_plan(plan)``, one line per part::

    plan.shares("QuixoBoard", "blocks", "size", "turn")
    plan.model("makeMove", "board, chooseRow, ...", returns="nothing")
    plan.view("answer_click", "board, hand, row, column", calls="makeMove")

so a check can read it (``checks.structure_diagram``), the structure diagram is drawn
from it (``diagram``), and once the code exists it can be held against the functions the
learner actually wrote. A plain function is the whole form: no class to learn, and the
learner edition stubs it like any other piece.
"""

import textwrap
from collections.abc import Callable
from dataclasses import dataclass, field
from html import escape
from typing import Any

from gamelib.errors import SetupError
from gamelib.quixo.lesson.board import (
    NEUTRAL,
    NoPictureError,
    O,
    Position,
    QuixoBoard,
    X,
    all_lines,
    ask,
    createBoard,
    drawn_with,
    makeMove,
    places_for,
    places_of,
    position_of,
)
from gamelib.quixo.lesson.sounds import wrap
from gamelib.selfcheck.pieces import listed
from gamelib.state import SVGWithText

MODEL = "model"
VIEW = "view"


def names_in(text: object, what: str) -> tuple[str, ...]:
    """``"board, row, column"`` (or a list of names) as a tuple of names."""
    if isinstance(text, list | tuple):
        parts = [str(part) for part in text]
    elif isinstance(text, str):
        parts = text.split(",")
    else:
        raise SetupError(
            f"{what} is {text!r}: write the names in one string, with commas, "
            'as in "board, row, column"'
        )
    names = tuple(part.strip() for part in parts if part.strip())
    for name in names:
        if not name.isidentifier():
            raise SetupError(
                f"{what} has {name!r}, which is not a Python name: write the "
                'names with commas between them, as in "board, row, column"'
            )
    return names


@dataclass(frozen=True)
class Planned:
    """One top-level function of the plan."""

    part: str
    """``MODEL`` (the rules, no drawing) or ``VIEW`` (drawing and clicks)."""
    name: str
    parameters: tuple[str, ...]
    returns: str = ""
    calls: tuple[str, ...] = ()

    def signature(self) -> str:
        return f"{self.name}({', '.join(self.parameters)})"


@dataclass
class Shared:
    """The object the functions share, and what it keeps."""

    name: str
    attributes: tuple[str, ...]


@dataclass
class Plan:
    """What a learner's ``write_plan(plan)`` said, in the order they said it."""

    objects: list[Shared] = field(default_factory=list)
    functions: list[Planned] = field(default_factory=list)

    def shares(self, name: str, *attributes: str) -> None:
        """The object every function shares: its name, then what it keeps."""
        self.objects.append(Shared(_name(name, "the object's name"), attributes))

    def model(self, name: str, parameters: str = "", returns: str = "") -> None:
        """A function of the model: the game's state and rules, never drawing."""
        self._add(MODEL, name, parameters, returns=str(returns))

    def view(self, name: str, parameters: str = "", calls: str = "") -> None:
        """A function of the view: it shows the game and turns a person's
        action into calls to the model (``calls``: which functions it calls)."""
        self._add(VIEW, name, parameters, calls=calls)

    def _add(
        self, part: str, name: str, parameters: str, returns: str = "", calls: str = ""
    ) -> None:
        planned = Planned(
            part,
            _name(name, f"a {part} function's name"),
            names_in(parameters, f"{name}'s parameters"),
            returns,
            names_in(calls, f"what {name} calls"),
        )
        if planned.name in self.names():
            raise SetupError(f"the plan has {planned.name} twice: plan it once")
        self.functions.append(planned)

    def names(self) -> list[str]:
        return [planned.name for planned in self.functions]

    def part(self, part: str) -> list[Planned]:
        return [planned for planned in self.functions if planned.part == part]

    def function(self, name: str) -> Planned | None:
        for planned in self.functions:
            if planned.name == name:
                return planned
        return None


def _name(name: object, what: str) -> str:
    if not isinstance(name, str) or not name.isidentifier():
        raise SetupError(f"{what} is {name!r}: write it as a Python name in quotes")
    return name


def plan_of(write_plan: object) -> Plan:
    """The plan a learner's ``write_plan`` writes (their errors are theirs)."""
    plan = Plan()
    if callable(write_plan):
        write_plan(plan)
    return plan


def write_plan(plan: Plan) -> None:
    """My Quixo program's top-level structure: the object every
    function shares, the model (the rules) and the view (the board)."""
    plan.shares("QuixoBoard", "blocks", "size", "turn")
    plan.model("createBoard", "listOfRows, turn", returns="QuixoBoard")
    plan.model("printBoard", "board", returns="nothing: it prints")
    plan.model("can_take", "board, row, column", returns="True or False")
    plan.model(
        "makeMove",
        "board, chooseRow, chooseColumn, placeRow, placeColumn",
        returns="nothing: it changes the board",
    )
    plan.model("winner", "board", returns="'X', 'O' or None")
    plan.view(
        "answer_click", "board, hand, row, column", calls="can_take, makeMove, announce"
    )
    plan.view("announce", "board", calls="winner")


# Milestone 1: the structure diagram, drawn from the learner's own plan.
#
# The handout asks for "a structure diagram showing the top-level functions ...
# including a few formal parameters and return values" and the objects they share.
# The learner writes the plan (``plan.write_plan``); this module only draws it: the
# view on top, with what each of its functions calls; the model below, each
# function's parameters and what it returns; the shared object beside it, with an
# arrow from each model function. An empty plan (a stub) draws the three places with
# a word on what goes there, so the picture says what is still to plan.


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
    return _svg(WIDTH, height, "Quixo structure diagram", [head, *parts])


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


# Pictures of a board and of one move, drawn by the notebook's own pieces.
#
# Milestone 2 draws the board the learner's ``createBoard`` makes. The handout
# describes an opening move by X (a block that is not a corner: three places to put
# it back) and a corner move by O (two places); milestone 4 shows a move that
# completes both players' lines. Each move picture puts the board before the move
# beside the board after it: before, the picked block is outlined and every place it
# may go is marked, the chosen one with an arrow; after, the placed block is outlined
# and the complete lines are shaded. SVG, so it shows on GitHub too.
#
# The pictures are the learner's work, not the course's: the cell hands in its
# ``createBoard``, ``places_for`` and ``makeMove`` (the course's stand in for any
# not given), and the picture says whose drew it. A piece that gives nothing to draw
# (a stub, None, a crash, an endless loop, something that is no board) makes a
# picture of one sentence saying so (``trial``), never a traceback.


Square = tuple[int, int]
BOARD_PIXELS = 200
LEFT, GAP, TOP = 26, 84, 44
WIDTH = LEFT + BOARD_PIXELS + GAP + BOARD_PIXELS + 14
BOARD_WIDTH = 380  # one board, and a caption of 40 characters beside its edge
CAPTION_WIDTH = 54  # characters per caption line: 16 px text fits the picture
FONT = 'font-family="sans-serif" font-size="16"'
INK, BLOCK, EDGE = "#222222", "#ecd9b0", "#8a6d3b"
X_COLOUR, O_COLOUR = "#0072b2", "#d55e00"
PICK_COLOUR, PLACE_COLOUR, LINE_COLOUR = "#009e73", "#cc79a7", "#f0e442"


def _symbol(symbol: str, cx: float, cy: float, r: float) -> str:
    stroke = f'stroke-width="{r / 2.6:.1f}" stroke-linecap="round" fill="none"'
    if symbol == X:
        return (
            f'<path d="M{cx - r:.1f},{cy - r:.1f}L{cx + r:.1f},{cy + r:.1f}'
            f'M{cx + r:.1f},{cy - r:.1f}L{cx - r:.1f},{cy + r:.1f}" '
            f'stroke="{X_COLOUR}" {stroke}/>'
        )
    if symbol == O:
        return (
            f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r:.1f}" '
            f'stroke="{O_COLOUR}" {stroke}/>'
        )
    return ""


def _board(
    board: QuixoBoard | Position,
    left: float,
    outlined: Square | None,
    places: list[Square],
    shaded: set[Square],
) -> list[str]:
    cell = BOARD_PIXELS / board.size
    parts = []
    for k in range(board.size):
        parts += [
            f'<text x="{left + (k + 0.5) * cell:.1f}" y="{TOP - 8}" {FONT} '
            f'fill="{INK}" text-anchor="middle">{k}</text>',
            f'<text x="{left - 8}" y="{TOP + (k + 0.5) * cell + 6:.1f}" {FONT} '
            f'fill="{INK}" text-anchor="end">{k}</text>',
        ]
    for row in range(board.size):
        for column in range(board.size):
            x, y = left + column * cell, TOP + row * cell
            fill = LINE_COLOUR if (row, column) in shaded else BLOCK
            parts.append(
                f'<rect x="{x + 2:.1f}" y="{y + 2:.1f}" width="{cell - 4:.1f}" '
                f'height="{cell - 4:.1f}" rx="5" fill="{fill}" stroke="{EDGE}"/>'
            )
            parts.append(
                _symbol(board.blocks[row][column], x + cell / 2, y + cell / 2, cell / 4)
            )
            if (row, column) in places:
                parts.append(
                    f'<rect x="{x + 4:.1f}" y="{y + 4:.1f}" width="{cell - 8:.1f}" '
                    f'height="{cell - 8:.1f}" rx="4" fill="none" '
                    f'stroke="{PLACE_COLOUR}" stroke-width="3" stroke-dasharray="6 3"/>'
                )
            if (row, column) == outlined:
                parts.append(
                    f'<rect x="{x + 2:.1f}" y="{y + 2:.1f}" width="{cell - 4:.1f}" '
                    f'height="{cell - 4:.1f}" rx="5" fill="none" '
                    f'stroke="{PICK_COLOUR}" stroke-width="4"/>'
                )
    return parts


def _complete_lines(board: QuixoBoard | Position) -> set[Square]:
    shaded = set()
    for line in all_lines(board.size):
        symbols = {board.blocks[row][column] for row, column in line}
        if len(symbols) == 1 and NEUTRAL not in symbols:
            shaded.update(line)
    return shaded


def _texts(x: float, top: float, lines: list[str]) -> list[str]:
    return [
        f'<text x="{x:.1f}" y="{top + 22 * k:.1f}" {FONT} fill="{INK}">'
        f"{escape(line)}</text>"
        for k, line in enumerate(lines)
    ]


def _svg(width: float, height: float, title: str, parts: list[str]) -> str:
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}"><title>{escape(title)}</title>'
        f'<rect width="{width}" height="{height}" fill="white"/>'
        + "".join(parts)
        + "</svg>"
    )


def words_picture(sentence: str) -> str:
    """A small SVG of one sentence: the picture of a piece that drew nothing."""
    lines = wrap(sentence, CAPTION_WIDTH)
    height = 22 * len(lines) + 22
    parts = [
        f'<rect x="1" y="1" width="{WIDTH - 2}" height="{height - 2}" rx="6" '
        f'fill="#fff4e5" stroke="{PLACE_COLOUR}" stroke-width="2"/>',
        *_texts(14, 28, lines),
    ]
    return _svg(WIDTH, height, sentence, parts)


def move_picture(
    before: Position,
    after: Position,
    pick: Square,
    place: Square,
    places: list[Square],
    drawn: str = "",
) -> str:
    """SVG of the board ``before`` and ``after`` its mover moves ``pick`` to
    ``place``, with the ``places`` the block may go marked; ``drawn`` says whose
    pieces drew it."""
    turn = before.turn
    right = LEFT + BOARD_PIXELS + GAP
    cell = BOARD_PIXELS / before.size
    drawn_lines = wrap(drawn, CAPTION_WIDTH)
    height = TOP + BOARD_PIXELS + 34 + 22 * len(drawn_lines)
    parts = _board(before, LEFT, pick, places, set())
    parts += _board(after, right, place, [], _complete_lines(after))
    (pick_row, pick_column), (place_row, place_column) = pick, place
    parts.append(
        f'<line x1="{LEFT + (pick_column + 0.5) * cell:.1f}" '
        f'y1="{TOP + (pick_row + 0.5) * cell:.1f}" '
        f'x2="{LEFT + (place_column + 0.5) * cell:.1f}" '
        f'y2="{TOP + (place_row + 0.5) * cell:.1f}" stroke="{PICK_COLOUR}" '
        'stroke-width="3" marker-end="url(#move-head)"/>'
    )
    middle = LEFT + BOARD_PIXELS + GAP / 2 - 8
    parts.append(
        f'<text x="{middle:.1f}" y="{TOP + BOARD_PIXELS / 2 + 8:.1f}" '
        f'font-family="sans-serif" font-size="28" fill="{INK}" '
        'text-anchor="middle">→</text>'
    )
    captions = [
        (LEFT, f"before: {turn} picks {pick}"),
        (right, f"after: {turn} at {place}"),
    ]
    bottom = TOP + BOARD_PIXELS + 24
    for x, text in captions:
        parts += _texts(x, bottom, [text])
    parts += _texts(LEFT, bottom + 22, drawn_lines)
    head = (
        '<defs><marker id="move-head" markerWidth="8" markerHeight="8" refX="6" '
        f'refY="4" orient="auto"><path d="M0,0 L8,4 L0,8 z" fill="{PICK_COLOUR}"/>'
        "</marker></defs>"
    )
    title = f"{captions[0][1]}. {drawn}".strip()
    return _svg(WIDTH, height, title, [head, *parts])


def board_picture(board: Position, drawn: str = "") -> str:
    """SVG of one board, its complete lines shaded, and who moves next."""
    drawn_lines = wrap(drawn, 40)
    height = TOP + BOARD_PIXELS + 34 + 22 * len(drawn_lines)
    width = BOARD_WIDTH
    parts = _board(board, LEFT, None, [], _complete_lines(board))
    bottom = TOP + BOARD_PIXELS + 24
    parts += _texts(LEFT, bottom, [f"{board.turn} to move"])
    parts += _texts(LEFT, bottom + 22, drawn_lines)
    title = f"Quixo {board.size}x{board.size}: {' / '.join(board.rows)}. {drawn}"
    return _svg(width, height, title.strip(), parts)


class MovePicture(SVGWithText):
    """A move shown before and after in a notebook (Jupyter asks ``_repr_svg_``)."""

    def __init__(
        self,
        rows: list[str],
        turn: str,
        pick: Square,
        place: Square,
        *,
        createBoard: Callable[..., Any] = createBoard,  # noqa: N803 - handout name
        places_for: Callable[..., Any] = places_for,
        makeMove: Callable[..., Any] = makeMove,  # noqa: N803 - handout name
    ) -> None:
        drawn = drawn_with(
            createBoard=createBoard, places_for=places_for, makeMove=makeMove
        )
        move = f"{turn} moves {pick} to {place}"
        try:
            before, after, places = _played(
                rows, turn, pick, place, createBoard, places_for, makeMove
            )
        except NoPictureError as trouble:
            sentence = f"No picture of {move}: {trouble}."
            self.svg, self.text = words_picture(sentence), sentence
            return
        self.svg = move_picture(before, after, pick, place, places, drawn)
        self.text = f"{move} (a picture). {drawn}"

    def __repr__(self) -> str:
        return self.text

    def _repr_svg_(self) -> str:
        return self.svg


def _played(
    rows: list[str],
    turn: str,
    pick: Square,
    place: Square,
    create_board: Callable[..., Any],
    find_places: Callable[..., Any],
    make_move: Callable[..., Any],
) -> tuple[Position, Position, list[Square]]:
    """The board before and after the move, and where the picked block may go,
    each asked of the given pieces (a fresh board from ``create_board`` each
    time, so a piece that changes its board changes nothing else)."""
    made = "createBoard"
    before = position_of(ask(create_board, made, list(rows), turn), made)
    board = ask(create_board, made, list(rows), turn)
    places = places_of(ask(find_places, "places_for", board, *pick), before.size)
    board = ask(create_board, made, list(rows), turn)
    ask(make_move, "makeMove", board, *pick, *place)
    after = position_of(board, "makeMove left")
    return before, after, places


class BoardPicture(SVGWithText):
    """The board a ``createBoard`` makes from rows, as a picture (``_repr_svg_``)."""

    def __init__(
        self, create_board: Callable[..., Any], rows: list[str], turn: str = X
    ) -> None:
        drawn = drawn_with(createBoard=create_board)
        try:
            board = ask(create_board, "createBoard", list(rows), turn)
            position = position_of(board, "createBoard")
        except NoPictureError as trouble:
            sentence = f"No picture of the board: {trouble}."
            self.svg, self.text = words_picture(sentence), sentence
            return
        self.svg = board_picture(position, drawn)
        self.text = "\n".join([*position.rows, f"{position.turn} to move. {drawn}"])

    def __repr__(self) -> str:
        return self.text

    def _repr_svg_(self) -> str:
        return self.svg

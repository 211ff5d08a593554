"""Where everything sits on the playable board's canvas, in canvas pixels.

The canvas is 400 x 518: a title strip (whose turn, or who won), a 320 px board with
a 40 px margin all round (row and column numbers, or the four seats), and three lines
for the answer to the last click. 400 px leaves room beside it for the move list
within the 560 px a 1024x768 projector has beside JupyterLab's file browser. The
board is 320 px whatever its size, so a 3x3 board simply has bigger blocks.
"""

import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from gamelib.arguments import FixedTable, click_pixels
from gamelib.quixo.lesson.sounds import wrap
from gamelib.quixo.pictures import SEAT_SIDES, TOWARDS
from gamelib.quixo.state import Move, Square, path

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


# The symbols on the blocks, in three sets a player can choose.
#
# Each set tells X from O by shape *and* colour, so it works for colour-blind
# players (about 1 in 12 men): blue and vermillion from the Okabe-Ito palette, which
# stay apart under every common colour-vision deficiency, on shapes that differ
# even in grey: a cross and a ring, a disc and a triangle, a star and a square.
# Drawing functions take any canvas-like object (an ipycanvas ``Canvas`` or the
# self-checks' recording canvas).


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

SYMBOL_SETS = FixedTable(
    "SYMBOL_SETS",
    {"X and O": (cross, ring), "● and ▲": (disc, triangle), "★ and ■": (star, square)},
)
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
    shape, colour = (x_shape, X_COLOUR) if symbol == "X" else (o_shape, O_COLOUR)
    canvas.fill_style = canvas.stroke_style = colour
    canvas.line_width = max(3.0, r / 3)
    canvas.line_cap = "round"
    for cx, cy in centres:
        shape(canvas, cx, cy, r)


# Everything one picture of the playable board shows, read from the game.
#
# Drawing a ``Scene`` needs nothing else, so the same drawing code paints the board
# after a click, each frame of a move's animation, and a picture in a test.


@dataclass(frozen=True)
class Scene:
    size: int
    players: int
    rows: tuple[str, ...]
    dots: dict[Square, str] = field(default_factory=dict)
    """Four players: the seat each team block's dot points at."""
    takeable: frozenset[Square] = frozenset()
    places: frozenset[Square] = frozenset()
    picked: Square | None = None
    winning: frozenset[Square] = frozenset()
    winning_lines: tuple[tuple[Square, ...], ...] = ()
    last: Square | None = None
    title: str = ""
    title_symbol: str | None = None
    """The symbol drawn before the title: the mover's, or the winner's."""
    note: str = ""
    alarm: bool = False
    """The note is a refusal (drawn in red)."""
    turn: str | None = None
    """Four players: the seat to move (its name is marked)."""


def position_of(game: Any) -> tuple[tuple[str, ...], dict[Square, str]]:
    """The blocks as rows, and the dots (four players), of any game object."""
    squares = [(row, column) for row in range(game.size) for column in range(game.size)]
    seats = {square: game.dot(*square) for square in squares if game.players == 4}
    return tuple(game.rows()), {square: seat for square, seat in seats.items() if seat}


def last_place(game: Any) -> Square | None:
    """Where the last block went (passes put none down)."""
    for move in reversed(game.history):
        if not move.is_pass:
            return move.place
    return None


# A move in motion: the block lifts, the line slides, the block drops in.
#
# ``move_frame(before, move, symbol, t)`` says, for a moment ``t`` between 0 and 1,
# which squares are empty of their resting block and where every moving block is:
# until t = 0.25 the picked block rises; until 0.75 the blocks between slide one step
# towards the gap while the lifted block travels over them to the place; then it drops
# in, now showing the mover's symbol. At t = 1 the move is over and the board is
# drawn as it is after it.


LIFT_END, SLIDE_END = 0.25, 0.75


def _between(a: float, b: float, fraction: float) -> float:
    return a + (b - a) * fraction


def move_frame(
    rows: tuple[str, ...], dots: dict[Square, str], move: Move, symbol: str, t: float
) -> tuple[set[Square], list["Sprite"]]:
    """The squares hidden and the sprites drawn at moment ``t`` of ``move``."""
    pick, place = move.squares()
    line = path(pick, place)
    hidden = set(line)
    sliding = min(1.0, max(0.0, (t - LIFT_END) / (SLIDE_END - LIFT_END)))
    sprites = [
        Sprite(
            rows[row][column],
            _between(row, to_row, sliding),
            _between(column, to_column, sliding),
            0.0,
            dots.get((row, column)),
        )
        for (row, column), (to_row, to_column) in zip(line[1:], line, strict=False)
    ]
    (pick_row, pick_column), (place_row, place_column) = pick, place
    if t < LIFT_END:
        lift = t / LIFT_END
    elif t < SLIDE_END:
        lift = 1.0
    else:
        lift = max(0.0, 1 - (t - SLIDE_END) / (1 - SLIDE_END))
    face = rows[pick_row][pick_column] if t < SLIDE_END else symbol
    dot = dots.get(pick) if t < SLIDE_END else move.partner
    sprites.append(
        Sprite(
            face,
            _between(pick_row, place_row, sliding),
            _between(pick_column, place_column, sliding),
            lift,
            dot,
        )
    )
    return hidden, sprites


# Painting the playable board from a ``Scene``, step by step.
#
# ``draw_scene`` calls the steps in order: the background and title, the tray and its
# numbers (or the four seats), every block with its symbol and dot, the highlights
# (the blocks that may be taken, or the places the picked block may go), the lifted
# block, the winning line, and the note under the board. Each step takes any
# canvas-like object, so the self-checks and the tests can draw without a browser.
# All text is at least 16 px, for a projector.


PAGE, TRAY, BLOCK, EDGE, INK = "#fbf7ef", "#8a6d3b", "#ecd9b0", "#6b5230", "#222222"
TAKE_COLOUR = "#009e73"  # bluish green: a block the player may take
PLACE_COLOUR = "#cc79a7"  # reddish purple: where the picked block may go
PLACE_FILL = "rgba(204, 121, 167, 0.35)"
LAST_COLOUR = "#56b4e9"  # sky blue: the block placed last
WIN_FACE, ALARM = "#f0e442", "#b3261e"
TITLE_FONT = "bold 20px sans-serif"
TEXT_FONT = "18px sans-serif"
NUMBER_FONT = "16px sans-serif"
NOTE_WIDTH = 42
"""Characters per note line: 18 px text (about 8.5 px a character on average)
in the 376 px the canvas leaves."""


@dataclass(frozen=True)
class Sprite:
    """A block drawn off its square, during a move's animation."""

    symbol: str
    row: float
    column: float
    lift: float = 0.0
    dot: str | None = None


def draw_title(canvas: Any, scene: Scene, symbols: str) -> None:
    canvas.fill_style = PAGE
    canvas.fill_rect(0, 0, CANVAS_WIDTH, CANVAS_HEIGHT)
    x = 24
    if scene.title_symbol:
        draw_symbol(canvas, scene.title_symbol, x, TITLE_HEIGHT / 2, 10, symbols)
        x += 22
    canvas.fill_style = INK
    canvas.font = TITLE_FONT
    canvas.text_align = "left"
    canvas.text_baseline = "middle"
    canvas.fill_text(scene.title, x, TITLE_HEIGHT / 2 + 1)


def draw_tray(canvas: Any, layout: Layout, scene: Scene) -> None:
    canvas.fill_style = TRAY
    canvas.fill_rect(
        layout.left - 6,
        layout.top - 6,
        layout.right - layout.left + 12,
        layout.bottom - layout.top + 12,
    )
    canvas.font = NUMBER_FONT
    canvas.text_align = "center"
    canvas.text_baseline = "middle"
    if scene.players == 4:
        draw_seats(canvas, layout, scene)
        return
    canvas.fill_style = INK
    for k in range(layout.size):
        x, y = layout.centre(k, k)
        canvas.fill_text(str(k), x, layout.top - 18)
        canvas.fill_text(str(k), layout.left - 20, y)


def draw_seats(canvas: Any, layout: Layout, scene: Scene) -> None:
    for seat in SEAT_SIDES:
        x, y = layout.seat_anchor(seat)
        canvas.fill_style = X_COLOUR if seat.startswith("A") else O_COLOUR
        canvas.font = TITLE_FONT if seat == scene.turn else NUMBER_FONT
        canvas.fill_text(seat, x, y)
        if seat == scene.turn:
            canvas.fill_rect(x - 14, y + 12, 28, 3)


def block_box(
    layout: Layout, row: float, column: float, lift: float = 0.0
) -> tuple[float, float, float]:
    """The block's rectangle (x, y, size), raised and grown a little when lifted."""
    x, y = layout.corner(row, column)
    size = layout.cell - 2 * GAP
    grow = size * 0.06 * lift
    return x + GAP - grow / 2 - 3 * lift, y + GAP - grow / 2 - 6 * lift, size + grow


def draw_block(
    canvas: Any,
    layout: Layout,
    sprite: Sprite,
    symbols: str = DEFAULT_SET,
    face: str = BLOCK,
) -> None:
    """One block with its symbol (and dot), on its square or anywhere between; a
    lifted block casts a shadow."""
    if sprite.lift > 0:
        x, y, size = block_box(layout, sprite.row, sprite.column, sprite.lift)
        canvas.fill_style = "rgba(0, 0, 0, 0.25)"
        canvas.fill_rect(x + 8 * sprite.lift, y + 10 * sprite.lift, size, size)
    draw_layers(canvas, layout, [sprite], symbols, {face: [sprite]})


def draw_layers(
    canvas: Any,
    layout: Layout,
    sprites: list[Sprite],
    symbols: str,
    faces: dict[str, list[Sprite]],
) -> None:
    """Blocks a layer at a time: faces (``faces`` maps a colour to its blocks),
    edges, symbols, dots. Each colour is set once, so a whole board is a few
    hundred short commands rather than a thousand."""
    boxes = {
        id(sprite): block_box(layout, sprite.row, sprite.column, sprite.lift)
        for sprite in sprites
    }
    for colour, faced in faces.items():
        canvas.fill_style = colour
        for sprite in faced:
            x, y, size = boxes[id(sprite)]
            canvas.fill_rect(x, y, size, size)
    canvas.stroke_style = EDGE
    canvas.line_width = 2
    for x, y, size in boxes.values():
        canvas.stroke_rect(x + 1, y + 1, size - 2, size - 2)
    for symbol in ("X", "O"):
        centres = []
        for sprite in sprites:
            if sprite.symbol == symbol:
                x, y, size = boxes[id(sprite)]
                centres.append((x + size / 2, y + size / 2))
        size = layout.cell - 2 * GAP
        draw_symbols(canvas, symbol, centres, size * 0.26, symbols)
    canvas.fill_style = INK
    for sprite in sprites:
        if sprite.dot is not None:
            x, y, size = boxes[id(sprite)]
            dx, dy = TOWARDS[SEAT_SIDES[sprite.dot]]
            reach = size / 2 - size * 0.12
            centre_x, centre_y = x + size / 2, y + size / 2
            canvas.fill_circle(
                centre_x + dx * reach, centre_y + dy * reach, max(3.0, size * 0.06)
            )


def draw_blocks(
    canvas: Any, layout: Layout, scene: Scene, symbols: str, hidden: Iterable[Square]
) -> None:
    """Every block resting on its square (not the picked one, nor ``hidden``)."""
    hidden = set(hidden)
    if scene.picked is not None:
        hidden.add(scene.picked)
    resting: list[Sprite] = []
    won: list[Sprite] = []
    for row in range(scene.size):
        for column in range(scene.size):
            square = (row, column)
            if square in hidden:
                continue
            sprite = Sprite(
                scene.rows[row][column], row, column, 0.0, scene.dots.get(square)
            )
            (won if square in scene.winning else resting).append(sprite)
    draw_layers(canvas, layout, resting + won, symbols, {BLOCK: resting, WIN_FACE: won})


def outlines(
    canvas: Any, layout: Layout, squares: Iterable[Square], colour: str, width: float
) -> None:
    """An outline just inside each square's block (one colour, set once)."""
    squares = sorted(squares)
    if not squares:
        return
    canvas.stroke_style = colour
    canvas.line_width = width
    for square in squares:
        x, y, size = block_box(layout, *square)
        canvas.stroke_rect(x + 3, y + 3, size - 6, size - 6)


def draw_highlights(canvas: Any, layout: Layout, scene: Scene) -> None:
    if scene.last is not None and scene.last != scene.picked:
        outlines(canvas, layout, [scene.last], LAST_COLOUR, 3)
    outlines(canvas, layout, scene.takeable, TAKE_COLOUR, 4)
    if scene.places:
        canvas.fill_style = PLACE_FILL
        for square in sorted(scene.places):
            x, y, size = block_box(layout, *square)
            canvas.fill_rect(x, y, size, size)
        outlines(canvas, layout, scene.places, PLACE_COLOUR, 4)


def draw_picked(canvas: Any, layout: Layout, scene: Scene, symbols: str) -> None:
    if scene.picked is None:
        return
    row, column = scene.picked
    sprite = Sprite(
        scene.rows[row][column], row, column, 1.0, scene.dots.get((row, column))
    )
    draw_block(canvas, layout, sprite, symbols)
    x, y, size = block_box(layout, row, column, 1.0)
    canvas.stroke_style = TAKE_COLOUR
    canvas.line_width = 4
    canvas.stroke_rect(x + 3, y + 3, size - 6, size - 6)


def draw_winning_lines(canvas: Any, layout: Layout, scene: Scene) -> None:
    canvas.stroke_style = INK
    canvas.line_width = 6
    canvas.line_cap = "round"
    for line in scene.winning_lines:
        (x1, y1), (x2, y2) = layout.centre(*line[0]), layout.centre(*line[-1])
        canvas.stroke_line(x1, y1, x2, y2)


def draw_note(canvas: Any, layout: Layout, scene: Scene) -> None:
    canvas.fill_style = ALARM if scene.alarm else INK
    canvas.font = f"bold {TEXT_FONT}" if scene.alarm else TEXT_FONT
    canvas.text_align = "left"
    canvas.text_baseline = "middle"
    for number, line in enumerate(wrap(scene.note, NOTE_WIDTH)[:NOTE_LINES]):
        y = layout.note_top + NOTE_LINE_HEIGHT * (number + 0.5)
        canvas.fill_text(line, 12, y)


def draw_scene(
    canvas: Any,
    layout: Layout,
    scene: Scene,
    symbols: str = DEFAULT_SET,
    hidden: Iterable[Square] = (),
    sprites: Iterable[Sprite] = (),
) -> None:
    """The whole board: the steps above, in order (sprites: a move in motion)."""
    draw_title(canvas, scene, symbols)
    draw_tray(canvas, layout, scene)
    draw_blocks(canvas, layout, scene, symbols, hidden)
    draw_highlights(canvas, layout, scene)
    for sprite in sorted(sprites, key=lambda sprite: sprite.lift):
        draw_block(canvas, layout, sprite, symbols)
    draw_picked(canvas, layout, scene, symbols)
    draw_winning_lines(canvas, layout, scene)
    draw_note(canvas, layout, scene)

"""Painting the playable board from a ``Scene``, step by step.

``draw_scene`` calls the steps in order: the background and title, the tray and its
numbers (or the four seats), every block with its symbol and dot, the highlights
(the blocks that may be taken, or the places the picked block may go), the lifted
block, the winning line, and the note under the board. Each step takes any
canvas-like object, so the self-checks and the tests can draw without a browser.
All text is at least 16 px, for a projector.
"""

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from gamelib.quixo.parts.move import Square

from .layout import (
    CANVAS_HEIGHT,
    CANVAS_WIDTH,
    GAP,
    NOTE_LINE_HEIGHT,
    NOTE_LINES,
    SEAT_SIDES,
    TITLE_HEIGHT,
    Layout,
)
from .scene import Scene
from .symbols import DEFAULT_SET, O_COLOUR, X_COLOUR, draw_symbol, draw_symbols
from .words import wrap

PAGE, TRAY, BLOCK, EDGE, INK = "#fbf7ef", "#8a6d3b", "#ecd9b0", "#6b5230", "#222222"
TAKE_COLOUR = "#009e73"  # bluish green: a block the player may take
PLACE_COLOUR = "#cc79a7"  # reddish purple: where the picked block may go
PLACE_FILL = "rgba(204, 121, 167, 0.35)"
LAST_COLOUR = "#56b4e9"  # sky blue: the block placed last
WIN_FACE, ALARM = "#f0e442", "#b3261e"
TITLE_FONT = "bold 20px sans-serif"
TEXT_FONT = "18px sans-serif"
NUMBER_FONT = "16px sans-serif"
TOWARDS = {"bottom": (0, 1), "top": (0, -1), "left": (-1, 0), "right": (1, 0)}
"""The direction of each side of the board, for a block's dot."""
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

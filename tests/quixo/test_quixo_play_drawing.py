"""The playable board's pictures, drawn on a recording canvas: where things are,
what the highlights and the animation frames show, and text big enough to read."""

import re

import pytest

from gamelib.quixo import Move
from gamelib.quixo.lesson.drawing import (
    CANVAS_HEIGHT,
    CANVAS_WIDTH,
    PLACE_COLOUR,
    SYMBOL_SETS,
    TAKE_COLOUR,
    Layout,
    Sprite,
    block_box,
    draw_scene,
    draw_symbol,
    move_frame,
)
from gamelib.quixo.lesson.sounds import move_list, wrap
from gamelib.quixo.lesson.table import Table
from gamelib.selfcheck import RecordingCanvas


class TextCanvas(RecordingCanvas):
    """Also remembers each text and the font it was drawn in."""

    def __init__(self) -> None:
        super().__init__(CANVAS_WIDTH, CANVAS_HEIGHT)
        self.texts: list[tuple[str, str]] = []

    def fill_text(self, text, x, y, *rest):
        self.texts.append((text, self.font))
        super().fill_text(text, x, y, *rest)


def drawn(table, **options):
    canvas = TextCanvas()
    draw_scene(canvas, Layout(table.size), table.scene(), **options)
    return canvas


@pytest.mark.parametrize("size", [3, 4, 5])
def test_every_square_s_centre_is_in_that_square(size):
    layout = Layout(size)
    for row in range(size):
        for column in range(size):
            assert layout.square_at(*layout.centre(row, column)) == (row, column)
            x, y = layout.highlight_pixel(row, column)
            assert layout.square_at(x, y) == (row, column)
    assert layout.square_at(5, 5) is None and layout.square_at(200, 505) is None
    assert layout.right <= CANVAS_WIDTH and layout.note_top + 66 <= CANVAS_HEIGHT


def test_the_canvas_fits_a_projector_beside_the_file_browser():
    assert CANVAS_WIDTH + 150 <= 560


@pytest.mark.parametrize("players", [2, 4])
def test_all_text_is_at_least_16_px_and_everything_stays_on_the_canvas(players):
    table = Table(mode="Four players (two teams)" if players == 4 else None)
    table.click((0, 1))
    canvas = drawn(table)
    sizes = [float(re.search(r"(\d+)px", font).group(1)) for _, font in canvas.texts]
    assert sizes and min(sizes) >= 16
    for shape in canvas.shapes:
        left, top, right, bottom = shape.box
        assert -1 <= left and right <= CANVAS_WIDTH + 1, shape
        assert -1 <= top and bottom <= CANVAS_HEIGHT + 1, shape
    texts = [text for text, _ in canvas.texts]
    if players == 4:
        assert {"A1", "B1", "A2", "B2"} <= set(texts)
    else:
        assert texts.count("4") == 2  # the row and column numbers


def outlines(canvas, colour):
    return [
        s
        for s in canvas.shapes
        if s.kind == "rect" and not s.filled and s.colour == colour
    ]


def test_takeable_blocks_and_then_places_are_outlined_in_their_colours():
    table = Table()
    assert len(outlines(drawn(table), TAKE_COLOUR)) == 16
    table.click((4, 4))
    canvas = drawn(table)
    assert len(outlines(canvas, PLACE_COLOUR)) == 2
    assert len(outlines(canvas, TAKE_COLOUR)) == 1  # the block held up


def test_the_highlight_pixel_is_on_the_outline():
    layout = Layout(5)
    x, y, size = block_box(layout, 1, 0)
    px, py = layout.highlight_pixel(1, 0)
    assert x + 1 <= px <= x + 5 and y < py < y + size  # the 4 px line at x + 3


def test_the_note_is_wrapped_to_three_lines_at_most():
    table = Table()
    table.alarm, table.note = True, "word " * 60
    lines = [text for text, _ in drawn(table).texts if text.startswith("word")]
    assert len(lines) == 3 and all(len(line) <= 42 for line in lines)


@pytest.mark.parametrize("name", list(SYMBOL_SETS))
def test_each_symbol_set_draws_x_and_o_differently_inside_the_block(name):
    shapes = []
    for symbol in ("X", "O"):
        canvas = RecordingCanvas(100, 100)
        draw_symbol(canvas, symbol, 50, 50, 20, name)
        assert canvas.shapes
        for shape in canvas.shapes:
            left, top, right, bottom = shape.box
            assert 25 <= left and right <= 75 and 25 <= top and bottom <= 75
        shapes.append([(s.kind, s.filled, s.colour) for s in canvas.shapes])
    assert shapes[0] != shapes[1]
    assert {colour for _, _, colour in shapes[0]} != {c for _, _, c in shapes[1]}


def test_a_neutral_block_has_no_symbol():
    canvas = RecordingCanvas(100, 100)
    draw_symbol(canvas, "-", 50, 50, 20)
    assert canvas.shapes == []


def test_a_move_lifts_the_block_slides_the_line_and_drops_it_with_its_new_face():
    rows = ("-OX--", "-----", "-----", "-----", "-----")
    move = Move((0, 0), (0, 4))
    hidden, sprites = move_frame(rows, {}, move, "X", 0.1)
    assert hidden == {(0, 0), (0, 1), (0, 2), (0, 3), (0, 4)}
    *line, held = sprites
    assert (held.symbol, held.row, held.column) == ("-", 0, 0) and 0 < held.lift < 1
    assert [(s.symbol, s.column) for s in line] == [
        ("O", 1),
        ("X", 2),
        ("-", 3),
        ("-", 4),
    ]
    _, sprites = move_frame(rows, {}, move, "X", 0.5)
    *line, held = sprites
    assert held.lift == 1 and held.column == 2 and line[0].column == 0.5
    _, sprites = move_frame(rows, {}, move, "X", 1.0)
    *line, held = sprites
    assert held == Sprite("X", 0, 4, 0.0, None)
    assert [(s.symbol, s.column) for s in line] == [
        ("O", 0),
        ("X", 1),
        ("-", 2),
        ("-", 3),
    ]


def test_a_four_player_block_keeps_its_dot_while_it_slides_and_gets_the_new_one():
    rows = ("X----", "-----", "-----", "-----", "-----")
    move = Move((0, 1), (0, 0), "A2")
    _, sprites = move_frame(rows, {(0, 0): "A1"}, move, "X", 0.5)
    assert sprites[0].dot == "A1"
    _, sprites = move_frame(rows, {(0, 0): "A1"}, move, "X", 1.0)
    assert sprites[-1].dot == "A2"


def test_words_wrap_without_breaking_words_and_the_move_list_is_short():
    assert wrap("a bb ccc dddd", 6) == ["a bb", "ccc", "dddd"]
    table = Table(mode="Four players (two teams)")
    table.play(Move((0, 0), (0, 4), "A2"))
    assert move_list(table.game) == ["A1 0,0→0,4 ·A2"]

"""The welcome lesson's reference pieces, which its later sections import."""

from gamelib.selfcheck import RecordingCanvas
from gamelib.start.board import (
    CELL,
    CELLS,
    MARK,
    SIZE,
    answer_click,
    draw_board,
    draw_grid,
    draw_mark,
    square_at,
)


def test_every_pixel_of_the_board_belongs_to_the_square_it_is_drawn_in():
    for y in range(SIZE):
        for x in range(SIZE):
            assert square_at(x, y) == (y // CELL, x // CELL)


def test_every_pixel_around_the_board_is_outside():
    around = [(x, -1) for x in range(-1, SIZE + 1)] + [(x, SIZE) for x in range(SIZE)]
    around += [(-1, y) for y in range(SIZE)] + [(SIZE, y) for y in range(SIZE)]
    around += [(-0.5, 10), (10, -99.9), (SIZE + 0.5, 10)]
    assert all(square_at(x, y) is None for x, y in around)


def test_fractional_clicks_give_whole_numbers():
    row, column = square_at(150.5, 20.7)
    assert (row, column) == (0, 1)
    assert type(row) is int and type(column) is int


def test_a_click_marks_a_free_square_once_and_refuses_the_rest():
    marked = set()
    assert answer_click(marked, 250, 150) == "You marked row 1, column 2."
    assert answer_click(marked, 255, 145) == (
        "Row 1, column 2 is already marked: pick an empty square."
    )
    assert answer_click(marked, 300, 10) == "That click is outside the board."
    assert marked == {(1, 2)}


def test_the_board_is_the_grid_then_one_piece_per_marked_square():
    canvas = RecordingCanvas(SIZE, SIZE)
    drawn = []
    draw_board(canvas, {(2, 2), (0, 1)}, lambda c, r, k: drawn.append((r, k)))
    assert drawn == [(0, 1), (2, 2)]
    assert canvas.shapes[0].box == (0, 0, SIZE, SIZE)
    assert len(canvas.lines()) == 2 * (CELLS - 1)


def test_a_mark_is_a_disc_in_the_middle_of_its_square():
    canvas = RecordingCanvas(SIZE, SIZE)
    draw_mark(canvas, 1, 2)
    (disc,) = canvas.shapes
    assert (disc.kind, disc.colour) == ("circle", MARK)
    assert disc.box == (220, 120, 280, 180)


def test_the_grid_draws_only_on_the_board():
    canvas = RecordingCanvas(SIZE, SIZE)
    draw_grid(canvas)
    for shape in canvas.shapes:
        left, top, right, bottom = shape.box
        assert 0 <= left <= right <= SIZE and 0 <= top <= bottom <= SIZE

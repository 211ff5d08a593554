"""Every self-check of the welcome lesson passes the reference and fails typical
wrong answers, each on the rule that the mistake breaks."""

import pytest

from gamelib.start import checks
from gamelib.start.board import CELL, CELLS, MARK, SIZE, square_at
from gamelib.start.board import answer_click as reference_answer_click
from gamelib.start.board import draw_board as reference_draw_board
from gamelib.start.board import draw_grid as reference_draw_grid
from gamelib.start.board import draw_mark as reference_draw_mark
from tests.batteries import assert_fails, assert_passes, failed_cases

# -- reference answers, including the exercises' -------------------------------


def draw_any_grid(canvas, cells, cell_size):
    size = cells * cell_size
    canvas.fill_rect(0, 0, size, size)
    for i in range(1, cells):
        canvas.stroke_line(i * cell_size, 0, i * cell_size, size)
        canvas.stroke_line(0, i * cell_size, size, i * cell_size)


def centre_of(row, column):
    return column * CELL + CELL / 2, row * CELL + CELL / 2


def draw_cross(canvas, row, column):
    left, top = column * CELL + 20, row * CELL + 20
    canvas.stroke_line(left, top, left + 60, top + 60)
    canvas.stroke_line(left + 60, top, left, top + 60)


def three_in_a_row(marked):
    lines = [[(r, c) for c in range(CELLS)] for r in range(CELLS)]
    lines += [[(r, c) for r in range(CELLS)] for c in range(CELLS)]
    lines += [[(i, i) for i in range(CELLS)], [(i, CELLS - 1 - i) for i in range(3)]]
    for line in lines:
        if all(square in marked for square in line):
            return True
    return False


@pytest.mark.parametrize(
    "battery, piece",
    [
        (checks.draw_grid, reference_draw_grid),
        (checks.draw_any_grid, draw_any_grid),
        (checks.square_at, square_at),
        (checks.centre_of, centre_of),
        (checks.draw_mark, reference_draw_mark),
        (checks.draw_mark, draw_cross),
        (checks.draw_board, reference_draw_board),
        (checks.answer_click, reference_answer_click),
        (checks.three_in_a_row, three_in_a_row),
    ],
    ids=lambda value: getattr(value, "piece", getattr(value, "__name__", "")),
)
def test_the_reference_passes_every_case(battery, piece):
    assert_passes(battery, piece)


# -- milestone 1: draw_grid ------------------------------------------------------


def test_draw_grid_fails_without_a_background():
    def draw_grid(canvas):
        for i in range(1, CELLS):
            canvas.stroke_line(i * CELL, 0, i * CELL, SIZE)
            canvas.stroke_line(0, i * CELL, SIZE, i * CELL)

    assert failed_cases(checks.draw_grid, draw_grid) == [
        "paints the background over the whole board first"
    ]


def test_draw_grid_fails_with_one_line_each_way():
    def draw_grid(canvas):
        canvas.fill_rect(0, 0, SIZE, SIZE)
        for i in range(1, CELLS - 1):  # off by one: only the first line
            canvas.stroke_line(i * CELL, 0, i * CELL, SIZE)
            canvas.stroke_line(0, i * CELL, SIZE, i * CELL)

    assert_fails(checks.draw_grid, draw_grid, "x = 200", "y = 200")


def test_draw_grid_fails_with_short_lines():
    def draw_grid(canvas):
        canvas.fill_rect(0, 0, SIZE, SIZE)
        for i in range(1, CELLS):
            canvas.stroke_line(i * CELL, 0, i * CELL, CELL * 2)
            canvas.stroke_line(0, i * CELL, SIZE, i * CELL)

    assert_fails(checks.draw_grid, draw_grid, "x = 100", "x = 200")
    report = checks.draw_grid.run(draw_grid).text()
    assert "only from y = 0 to 200; it should run from y = 0 to 300" in " ".join(
        report.split()
    )


def test_draw_grid_fails_with_swapped_coordinates():
    def draw_grid(canvas):
        canvas.fill_rect(0, 0, SIZE, SIZE)
        for i in range(1, CELLS):
            canvas.stroke_line(i * CELL, 0, SIZE, i * CELL)  # x2 and y1 mixed up

    assert_fails(checks.draw_grid, draw_grid, "x = 100", "y = 100")


def test_draw_grid_fails_when_it_draws_past_the_board():
    def draw_grid(canvas):
        canvas.fill_rect(0, 0, SIZE, SIZE)
        for i in range(1, CELLS):
            canvas.stroke_line(i * CELL, 0, i * CELL, SIZE * 2)
            canvas.stroke_line(0, i * CELL, SIZE, i * CELL)

    assert failed_cases(checks.draw_grid, draw_grid) == [
        "draws nothing outside the board"
    ]


def test_draw_any_grid_fails_when_the_size_is_fixed_at_three():
    def draw_any_grid(canvas, cells, cell_size):
        canvas.fill_rect(0, 0, cells * cell_size, cells * cell_size)
        for i in range(1, 3):
            canvas.stroke_line(i * cell_size, 0, i * cell_size, cells * cell_size)
            canvas.stroke_line(0, i * cell_size, cells * cell_size, i * cell_size)

    assert_fails(checks.draw_any_grid, draw_any_grid, "4x4", "5x5")


def test_draw_any_grid_fails_when_the_square_size_is_ignored():
    def draw_any_grid(canvas, cells, cell_size):
        for i in range(1, cells):
            canvas.stroke_line(i * CELL, 0, i * CELL, SIZE)
            canvas.stroke_line(0, i * CELL, SIZE, i * CELL)

    assert_fails(checks.draw_any_grid, draw_any_grid, "2x2", "4x4", "5x5")


# -- milestone 2: square_at -------------------------------------------------------


def test_square_at_fails_with_row_and_column_swapped():
    def square_at(x, y):
        row, column = int(x // CELL), int(y // CELL)
        if 0 <= row < CELLS and 0 <= column < CELLS:
            return row, column
        return None

    assert_fails(checks.square_at, square_at, "x picks the column", "(250, 150)")


def test_square_at_fails_when_the_right_edge_counts():
    def square_at(x, y):
        row, column = int(y // CELL), int(x // CELL)
        if 0 <= row <= CELLS and 0 <= column <= CELLS:
            return row, column
        return None

    assert failed_cases(checks.square_at, square_at) == [
        "a click just past the right edge is outside the board"
    ]


def test_square_at_fails_with_plain_division():
    def square_at(x, y):
        row, column = y / CELL, x / CELL
        if 0 <= row < CELLS and 0 <= column < CELLS:
            return row, column
        return None

    assert_fails(checks.square_at, square_at, "top-left", "whole numbers")


def test_square_at_fails_when_int_truncates_towards_zero():
    def square_at(x, y):
        row, column = int(y / CELL), int(x / CELL)
        if 0 <= row < CELLS and 0 <= column < CELLS:
            return row, column
        return None

    assert failed_cases(checks.square_at, square_at) == [
        "a click above the board is outside it"
    ]


def test_square_at_fails_when_it_returns_a_list():
    def square_at(x, y):
        row, column = int(y // CELL), int(x // CELL)
        if 0 <= row < CELLS and 0 <= column < CELLS:
            return [row, column]
        return None

    assert len(failed_cases(checks.square_at, square_at)) == 6


def test_square_at_fails_without_the_outside_test():
    def square_at(x, y):
        return int(y // CELL), int(x // CELL)

    assert_fails(checks.square_at, square_at, "right edge", "above the board")


def test_centre_of_fails_at_the_corner_or_swapped():
    def corner(row, column):
        return column * CELL, row * CELL

    def swapped(row, column):
        return row * CELL + CELL / 2, column * CELL + CELL / 2

    assert_fails(checks.centre_of, corner, "top-left", "row 2, column 1")
    assert_fails(checks.centre_of, swapped, "column picks x", "every centre")


# -- milestone 3: draw_mark and draw_board ----------------------------------------


def test_draw_mark_fails_with_row_and_column_swapped():
    def draw_mark(canvas, row, column):
        canvas.fill_circle(row * CELL + CELL / 2, column * CELL + CELL / 2, 30)

    assert_fails(checks.draw_mark, draw_mark, "row 1, column 2", "row 2, column 0")


def test_draw_mark_fails_on_the_corner_of_the_square():
    def draw_mark(canvas, row, column):
        canvas.fill_circle(column * CELL, row * CELL, 30)

    assert_fails(checks.draw_mark, draw_mark, "top-left", "middle of that square")


def test_draw_mark_fails_when_too_big_for_its_square():
    def draw_mark(canvas, row, column):
        canvas.fill_circle(column * CELL + CELL / 2, row * CELL + CELL / 2, 70)

    assert_fails(checks.draw_mark, draw_mark, "stays inside", "row 1, column 2")


def test_draw_mark_fails_when_it_draws_nothing_or_repaints_the_board():
    def draw_nothing(canvas, row, column):
        canvas.fill_style = MARK

    def draw_with_grid(canvas, row, column):
        reference_draw_grid(canvas)
        reference_draw_mark(canvas, row, column)

    assert len(failed_cases(checks.draw_mark, draw_nothing)) == 5
    assert_fails(checks.draw_mark, draw_with_grid, "stays inside")


def test_draw_board_fails_without_the_grid():
    def draw_board(canvas, marked, draw_piece=reference_draw_mark):
        for row, column in marked:
            draw_piece(canvas, row, column)

    assert_fails(checks.draw_board, draw_board, "empty board")


def test_draw_board_fails_when_pieces_come_before_the_grid():
    def draw_board(canvas, marked, draw_piece=reference_draw_mark):
        for row, column in marked:
            draw_piece(canvas, row, column)
        reference_draw_grid(canvas)

    assert failed_cases(checks.draw_board, draw_board) == [
        "the pieces are drawn after the grid"
    ]


def test_draw_board_fails_when_it_ignores_the_piece_it_is_given():
    def draw_board(canvas, marked, draw_piece=reference_draw_mark):
        reference_draw_grid(canvas)
        for row, column in marked:
            reference_draw_mark(canvas, row, column)

    assert_fails(checks.draw_board, draw_board, "one piece each", "nine pieces")


def test_draw_board_fails_when_it_returns_inside_the_loop():
    def draw_board(canvas, marked, draw_piece=reference_draw_mark):
        reference_draw_grid(canvas)
        for row, column in sorted(marked):
            draw_piece(canvas, row, column)
            return

    assert_fails(checks.draw_board, draw_board, "one piece each", "nine pieces")


def test_draw_board_fails_when_it_changes_the_state():
    def draw_board(canvas, marked, draw_piece=reference_draw_mark):
        reference_draw_grid(canvas)
        while marked:
            row, column = marked.pop()
            draw_piece(canvas, row, column)

    assert failed_cases(checks.draw_board, draw_board) == [
        "drawing leaves the marked squares as they were"
    ]


# -- milestone 4: answer_click ----------------------------------------------------


def test_answer_click_fails_when_it_forgets_to_mark():
    def answer_click(marked, x, y):
        square = square_at(x, y)
        if square is None:
            return "That click is outside the board."
        if square in marked:
            return "Already marked."
        return f"You marked row {square[0]}, column {square[1]}."

    assert_fails(checks.answer_click, answer_click, "marks it", "earlier marks")


def test_answer_click_fails_when_it_marks_twice_without_refusing():
    def answer_click(marked, x, y):
        square = square_at(x, y)
        if square is None:
            return "That click is outside the board."
        marked.add(square)
        return f"You marked row {square[0]}, column {square[1]}."

    assert failed_cases(checks.answer_click, answer_click) == [
        "and says the square is already marked"
    ]


def test_answer_click_fails_when_it_marks_outside_clicks():
    def answer_click(marked, x, y):
        square = square_at(x, y)
        if square in marked:
            return "Already marked."
        marked.add(square)
        return f"You marked {square}."

    assert_fails(
        checks.answer_click, answer_click, "outside the board changes", "which square"
    )


def test_answer_click_fails_when_it_replaces_the_set():
    def answer_click(marked, x, y):
        square = square_at(x, y)
        if square is None:
            return "That click is outside the board."
        if square in marked:
            return "Row and column already marked."
        marked.clear()
        marked.add(square)
        return f"You marked row {square[0]}, column {square[1]}."

    assert failed_cases(checks.answer_click, answer_click) == [
        "earlier marks stay marked"
    ]


def test_answer_click_fails_when_it_prints_instead_of_returning():
    def answer_click(marked, x, y):
        print(reference_answer_click(marked, x, y))

    assert_fails(
        checks.answer_click, answer_click, "which square", "already", "outside"
    )


# -- exercise: three_in_a_row -----------------------------------------------------


def test_three_in_a_row_fails_without_diagonals_or_columns():
    def rows_only(marked):
        return any(all((r, c) in marked for c in range(3)) for r in range(3))

    def counts_marks(marked):
        return len(marked) >= 3

    assert_fails(checks.three_in_a_row, rows_only, "column", "diagonal")
    assert_fails(checks.three_in_a_row, counts_marks, "L shape", "five marks")


def test_three_in_a_row_fails_when_it_answers_with_a_count():
    def count(marked):
        return sum(all((r, c) in marked for c in range(3)) for r in range(3))

    assert_fails(checks.three_in_a_row, count, "the top row")

"""The recording canvas remembers shapes; the drawing judges read them."""

import pytest

from gamelib.selfcheck import RecordingCanvas
from gamelib.selfcheck.recording import (
    covers_point,
    line_along,
    paints_background_first,
    stays_inside,
)


def test_each_drawing_call_becomes_a_shape_with_its_box():
    canvas = RecordingCanvas(300, 300)
    canvas.fill_style = "red"
    canvas.fill_rect(0, 0, 300, 300)
    canvas.stroke_rect(10, 20, 30)  # ipycanvas: height defaults to width
    canvas.fill_circle(50, 50, 30)
    canvas.stroke_line(100, 0, 100, 300)
    canvas.stroke_lines([(0, 0), (10, 10), (20, 0)])
    canvas.fill_polygon([(0, 0), (10, 30), (20, 5)])
    canvas.fill_text("hi", 5, 6)
    kinds = [(shape.kind, shape.filled, shape.box) for shape in canvas.shapes]
    assert kinds == [
        ("rect", True, (0, 0, 300, 300)),
        ("rect", False, (10, 20, 40, 50)),
        ("circle", True, (20, 20, 80, 80)),
        ("line", False, (100, 0, 100, 300)),
        ("line", False, (0, 0, 10, 10)),
        ("line", False, (10, 0, 20, 10)),
        ("polygon", True, (0, 0, 20, 30)),
        ("text", True, (5, 6, 5, 6)),
    ]
    assert canvas.shapes[0].colour == "red"
    assert len(canvas.lines()) == 3


def test_a_stroked_path_becomes_lines():
    canvas = RecordingCanvas()
    canvas.begin_path()
    canvas.move_to(0, 100)
    canvas.line_to(300, 100)
    canvas.stroke()
    assert [line.ends for line in canvas.lines()] == [((0, 100), (300, 100))]


def test_real_canvas_calls_the_checks_do_not_follow_are_accepted():
    canvas = RecordingCanvas()
    canvas.save()
    canvas.set_line_dash([4, 4])
    canvas.restore()
    assert canvas.shapes == []


def test_a_misspelt_call_fails_like_on_a_real_canvas():
    with pytest.raises(AttributeError, match="fil_rect"):
        RecordingCanvas().fil_rect(0, 0, 10, 10)


def grid_canvas(lines):
    canvas = RecordingCanvas(300, 300)
    canvas.fill_rect(0, 0, 300, 300)
    for line in lines:
        canvas.stroke_line(*line)
    return canvas


def test_line_along_finds_a_line_drawn_in_pieces_and_complains_about_gaps():
    whole = grid_canvas([(100, 0, 100, 150), (100, 150, 100, 300)])
    assert line_along(whole, vertical=True, at=100, span=(0, 300)) is None
    short = grid_canvas([(100, 0, 100, 200)])
    assert line_along(short, vertical=True, at=100, span=(0, 300)) == (
        "drew the vertical line at x = 100 only from y = 0 to 200; "
        "it should run from y = 0 to 300"
    )
    elsewhere = grid_canvas([(50, 0, 50, 300)])
    assert line_along(elsewhere, vertical=True, at=100, span=(0, 300)) == (
        "drew no vertical line at x = 100 (its vertical lines are at x = 50)"
    )
    assert line_along(elsewhere, vertical=False, at=100, span=(0, 300)) == (
        "drew no horizontal line at y = 100 (it drew no horizontal lines)"
    )


def test_background_inside_and_centre_judges():
    canvas = grid_canvas([])
    assert paints_background_first(canvas, (0, 0, 300, 300)) is None
    assert "drew nothing" == paints_background_first(RecordingCanvas(), (0, 0, 1, 1))
    mark = RecordingCanvas()
    mark.fill_circle(50, 50, 30)
    assert stays_inside(mark, (0, 0, 100, 100), "the square") is None
    assert covers_point(mark, 50, 50, "the centre") is None
    assert covers_point(mark, 150, 50, "the centre") == (
        "drew nothing over the centre (150, 50)"
    )
    assert stays_inside(mark, (100, 0, 200, 100), "the square") == (
        "drew outside the square: a filled circle from (20, 20) to (80, 80)"
    )


def test_text_takes_a_maximum_width_as_ipycanvas_does():
    canvas = RecordingCanvas(300, 300)
    canvas.fill_text("a long line", 5, 6, max_width=100)
    canvas.stroke_text("outlined", 7, 8, 50)
    assert [shape.box for shape in canvas.shapes] == [(5, 6, 5, 6), (7, 8, 7, 8)]

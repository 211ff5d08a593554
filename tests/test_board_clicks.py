"""Every lesson board's public ``click(x, y)``, called from code with hostile values.

A board's canvas only ever sends numbers of pixels, but ``click`` is a public method
that a learner (or a test) calls with anything. NaN, infinity and a 400-digit
integer are on no canvas: each board answers them as a click outside the board and
changes nothing. A bool or a piece of text is refused with a ``TypeError`` saying
what a click takes, or (the Pig and Prolix boards, whose click only compares) is a
click outside the board; never a bare ``ValueError``/``OverflowError`` from the
arithmetic. The boards are the lessons' own classes, run from their cells.
"""

import pytest

from gamelib.arguments import click_pixels
from tests.lesson_boards import board_class

OFF_EVERY_CANVAS = [
    float("nan"),
    float("inf"),
    float("-inf"),
    10**400,
    -(10**400),
]
OFF_EVERY_CANVAS_IDS = ["nan", "inf", "-inf", "10**400", "-10**400"]
NOT_A_PIXEL = [True, False, "150", None, 1 + 2j, [150]]
WHAT_A_CLICK_TAKES = "a click takes x and y as numbers of canvas pixels"
ON_THE_BOARD = 150.0  # a pixel on each board, for the other coordinate


@pytest.fixture(scope="module")
def classes() -> dict[str, type]:
    return {
        "start": board_class("00-start.ipynb", "TinyBoard"),
        "pig": board_class("01-pig.ipynb", "PigBoard"),
        "tictactoe": board_class("02-tictactoe.ipynb", "TicTacToeBoard"),
        "prolix": board_class("03-prolix.ipynb", "ProlixBoard"),
        "quixo": board_class("04-quixo.ipynb", "QuixoGame"),
    }


def state(name: str, board) -> object:
    """What a click could change on each board."""
    if name == "start":
        return set(board.marked)
    if name == "pig":
        return repr(vars(board.game)), board.scene  # its die's state too
    if name == "tictactoe":
        return list(board.game), board.last
    if name == "prolix":
        game = board.game
        return repr((game.columns, list(game.bag.tiles), game.scores, game.used))
    return str(board.table.game), board.table.picked, len(board.table.game.history)


def message(name: str, board) -> str:
    if name == "quixo":
        return board.table.note
    return board.view.message.text


OUTSIDE = {
    "start": "That click is outside the board.",
    "tictactoe": "That click is outside the board.",
    "prolix": "Click a tile to see what it is worth.",
    "quixo": "That click is outside the board: click a block.",
}


def new_board(classes, name: str):
    if name in ("pig", "prolix"):
        return classes[name](seed=1)
    return classes[name]()


@pytest.mark.parametrize("name", ["start", "pig", "tictactoe", "prolix", "quixo"])
@pytest.mark.parametrize("value", OFF_EVERY_CANVAS, ids=OFF_EVERY_CANVAS_IDS)
@pytest.mark.parametrize("axis", ["x", "y"])
def test_a_click_on_no_canvas_is_a_click_outside_the_board(classes, name, value, axis):
    board = new_board(classes, name)
    before = state(name, board)
    point = (value, ON_THE_BOARD) if axis == "x" else (ON_THE_BOARD, value)
    board.click(*point)
    assert state(name, board) == before
    if name in OUTSIDE:
        assert message(name, board) == OUTSIDE[name]


@pytest.mark.parametrize("name", ["start", "tictactoe", "quixo"])
@pytest.mark.parametrize("value", NOT_A_PIXEL, ids=repr)
def test_a_click_that_is_no_number_is_refused_saying_what_a_click_takes(
    classes, name, value
):
    board = new_board(classes, name)
    before = state(name, board)
    with pytest.raises(TypeError, match=WHAT_A_CLICK_TAKES):
        board.click(value, ON_THE_BOARD)
    with pytest.raises(TypeError, match=WHAT_A_CLICK_TAKES):
        board.click(ON_THE_BOARD, value)
    assert state(name, board) == before


@pytest.mark.parametrize("name", ["pig", "prolix"])
def test_boards_whose_click_compares_take_a_bool_as_outside_and_text_as_type_error(
    classes, name
):
    board = new_board(classes, name)
    before = state(name, board)
    board.click(True, True)  # pixel (1, 1): outside the die and every tile
    assert state(name, board) == before
    with pytest.raises(TypeError):
        board.click("150", ON_THE_BOARD)
    assert state(name, board) == before


def test_the_boards_still_answer_ordinary_clicks(classes):
    board = new_board(classes, "tictactoe")
    board.click(150.5, 150)
    assert board.game[4] == "X"
    tiny = new_board(classes, "start")
    tiny.click(250, 150)
    assert tiny.marked == {(1, 2)}


@pytest.mark.parametrize("value", OFF_EVERY_CANVAS, ids=OFF_EVERY_CANVAS_IDS)
def test_click_pixels_puts_a_point_on_no_canvas_outside(value):
    assert click_pixels(value, 10) is None
    assert click_pixels(10, value) is None


def test_click_pixels_keeps_real_numbers_as_floats():
    assert click_pixels(3, 4.5) == (3.0, 4.5)
    assert click_pixels(10**300, 0) == (1e300, 0.0)


@pytest.mark.parametrize("value", NOT_A_PIXEL, ids=repr)
def test_click_pixels_refuses_what_is_no_number_with_an_excerpt(value):
    with pytest.raises(TypeError, match=f"{WHAT_A_CLICK_TAKES}, but y is the "):
        click_pixels(0, value)


def test_click_pixels_quotes_a_long_text_only_in_part():
    with pytest.raises(TypeError) as refused:
        click_pixels("7" * 1_000_000, 0)
    assert len(str(refused.value)) < 200

"""Every board played with keys from code: ``key(name)``, what the browser's pad calls.

The pad in the page only forwards key names (``gamelib.views.controls``); everything
a key does happens here, in Python, so these tests play whole games without a
browser. The lesson boards are the lessons' own classes, run from their cells.
"""

import pytest

from gamelib.errors import MoveFormatError
from gamelib.tictactoe import Board
from gamelib.views import BoardView, Grid, KeyPad
from tests.lesson_boards import board_class

SQUARES = Grid(3, 4, 50, left=10, top=20)


class Squares:
    """A 3x4 board that records its clicks and its own keys."""

    def __init__(self, grid=SQUARES, key=True):
        self.clicks, self.keys = [], []
        self.view = BoardView(
            220,
            200,
            lambda canvas: None,
            click=lambda x, y: self.clicks.append((x, y)),
            key=self.keys.append if key else None,
            grid=grid,
        )
        self.keyboard = self.view.area.keyboard


def browser(pad: KeyPad, **content) -> None:
    """A message from the pad in the page (what its ESM sends)."""
    pad._handle_custom_msg(content, [])


def cursor_at(board, row: int, column: int) -> None:
    board.key("Home")
    for _ in range(row):
        board.key("ArrowDown")
    for _ in range(column):
        board.key("ArrowRight")


def test_enter_presses_the_square_under_the_cursor_through_the_click_handler():
    board = Squares()
    board.view.key("Enter")
    board.view.key("ArrowRight")
    board.view.key("ArrowDown")
    board.view.key(" ")
    assert board.clicks == [(35, 45), (85, 95)], "square centres in canvas pixels"


def test_the_cursor_stays_on_the_board_and_says_where_it_is():
    board = Squares()
    for name in ["ArrowUp", "ArrowLeft"]:
        board.view.key(name)
    assert (board.keyboard.row, board.keyboard.column) == (0, 0)
    board.view.key("End")
    for name in ["ArrowDown", "ArrowRight"]:
        board.view.key(name)
    assert (board.keyboard.row, board.keyboard.column) == (2, 3)
    assert (
        board.keyboard.status.text
        == "Cursor on row 2, column 3 (rows 0 to 2, columns 0 to 3)."
    )
    assert 'role="status"' in board.keyboard.status.value


def test_the_cursor_shows_while_the_board_has_the_focus_and_escape_hides_it():
    board = Squares()
    pad = board.keyboard.pad
    assert not board.keyboard.showing, "no cursor over a board nobody plays yet"
    assert board.keyboard.cursor.value == ""
    browser(pad, focus=True)
    assert board.keyboard.showing
    frame = board.keyboard.cursor.value  # square (0, 0): 50 px at (10, 20)
    assert "left: 4.545%; top: 10.000%; width: 22.727%; height: 25.000%" in frame
    assert (
        board.keyboard.status.text
        == "Cursor on row 0, column 0 (rows 0 to 2, columns 0 to 3)."
    )
    browser(pad, key="Escape")
    assert not board.keyboard.showing and board.keyboard.cursor.value == ""
    browser(pad, key="ArrowRight")
    assert board.keyboard.showing and board.keyboard.column == 1
    browser(pad, key="ArrowDown")
    assert "left: 27.273%; top: 35.000%" in board.keyboard.cursor.value, "it moved"
    browser(pad, focus=False)
    assert not board.keyboard.showing


def test_a_boards_own_keys_go_to_its_key_handler():
    board = Squares()
    browser(board.keyboard.pad, key="7")
    board.view.key("q")
    assert board.keys == ["7", "q"]
    assert board.keyboard.pad.characters and board.keyboard.pad.focusable


def test_a_key_the_board_does_not_play_with_is_refused_naming_the_keys():
    board = Squares(key=False)
    for name in ["q", "arrowleft", "Tab"]:
        with pytest.raises(MoveFormatError, match="arrow keys move the cursor"):
            board.view.key(name)
    assert isinstance(MoveFormatError("x"), ValueError)


def test_a_board_without_grid_or_keys_is_no_tab_stop_and_enter_does_nothing():
    board = Squares(grid=None, key=False)
    pad = board.keyboard.pad
    assert not pad.focusable and not pad.characters
    board.view.key("Enter")
    board.view.key("ArrowDown")
    assert board.clicks == []
    assert board.keyboard.cursor is None


def test_the_pad_names_its_keys_for_a_screen_reader():
    assert Squares().keyboard.pad.label == (
        "Game board: arrow keys move the cursor, Enter or Space plays the square,"
        " type the game's keys, Escape leaves the board."
    )


def test_a_board_that_takes_no_keys_says_so():
    view = BoardView(50, 50, lambda canvas: None)
    with pytest.raises(MoveFormatError, match="takes no keys"):
        view.key("Enter")


# -- the lessons' boards -------------------------------------------------------
def test_the_tiny_board_is_marked_with_arrows_and_enter():
    board = board_class("00-start.ipynb", "TinyBoard")()
    for row, column in [(0, 0), (1, 1), (2, 2)]:
        cursor_at(board.view, row, column)
        board.view.key("Enter")
    assert board.marked == {(0, 0), (1, 1), (2, 2)}
    assert board.view.message.text == "You marked row 2, column 2."  # 0-based


def test_a_tictactoe_game_is_played_to_its_end_with_the_keyboard_only():
    board = board_class("02-tictactoe.ipynb", "TicTacToeBoard")()
    course = Board()  # the course's model follows the game, to say when it ends
    for _turn in range(5):  # X moves at most five times
        if course.is_over():
            break
        square = min(course.legal_moves)
        cursor_at(board.view, square // 3, square % 3)
        board.view.key("Enter")
        course = Board(board.game)  # the board keeps the lesson's list of squares
    assert course.is_over()
    assert "X" in board.game
    digits = board_class("02-tictactoe.ipynb", "TicTacToeBoard")()
    digits.view.key("4")  # the game's own keys: the squares' numbers
    assert digits.game[4] == "X"


def test_quixo_moves_made_with_keys_are_the_moves_clicks_make():
    by_keys = board_class("04-quixo.ipynb", "QuixoGame")()
    by_clicks = board_class("04-quixo.ipynb", "QuixoGame")()
    for (row, column), (to_row, to_column) in [((0, 0), (0, 4)), ((4, 2), (4, 4))]:
        cursor_at(by_keys.area, row, column)
        by_keys.area.key("Enter")
        cursor_at(by_keys.area, to_row, to_column)
        by_keys.area.key("Enter")
        by_clicks.pick(row, column)
        by_clicks.place(to_row, to_column)
    keys, clicks = by_keys.table.game, by_clicks.table.game  # the lesson's rules
    squares = [(row, column) for row in range(5) for column in range(5)]
    assert [keys.symbol(*at) for at in squares] == [
        clicks.symbol(*at) for at in squares
    ]
    assert keys.turn_symbol == clicks.turn_symbol
    assert len(by_keys.table.game.history) >= 2
    assert by_keys.status.text == by_clicks.status.text

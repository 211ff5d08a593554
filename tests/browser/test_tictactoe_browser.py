"""The tic-tac-toe lesson played in JupyterLab and in Voila: clicks, the key box,
the computer's answers and their reasons, a tie on the board, JupyterLab's own keys,
and a learner's computer player plugged into the board."""

import re

import pytest

from .axe_audit import assert_accessible
from .conftest import ARTIFACTS, lab_tab, screenshot_if_failed
from .harness import (
    PROJECTOR,
    block_external_requests,
    bounded_context,
    click_canvas_at,
    evaluate,
    near,
    pixel_of,
    poll,
    wait_until_every_canvas_is_drawn,
)
from .keyboard import box_of, focused_in, play_tictactoe

NOTEBOOK = "02-tictactoe.ipynb"
BOARD = "ttt-board"
MESSAGE = ".ttt-board-message"
WHY = ".ttt-why"
KEYS = ".ttt-board-keys input"
BACKGROUND = "#fdf6e3"
X_COLOUR = "#268bd2"
O_COLOUR = "#dc322f"
WIN_COLOUR = "#b5e48c"
LAST_COLOUR = "#fce6b0"
TIE_COLOUR = "#d6c7a1"
CELL = 100
STRIP = (6, 322)  # a pixel of the strip under the grid, clear of its text
PICTURES = (
    "ttt-example",
    "ttt-tie-example",
    "ttt-patterns",
    "ttt-turns",
    "ttt-turns-wrong",
    "ttt-why-canvas",
)
OWN_PLAYER = '''def lowest_square(board):
    """O takes the lowest empty square: a learner's first computer player."""
    return board.index(" ")


mine = TicTacToeBoard(computer=lowest_square)
mine'''


def centre(square):
    row, column = divmod(square, 3)
    return column * CELL + CELL // 2, row * CELL + CELL // 2


def click_square(lab, board, square):
    lab.click_canvas(board, *centre(square))


def assert_x_at(lab, board, square):
    x, y = centre(square)
    lab.wait_for_pixel(board, x, y, near(X_COLOUR, 40))  # the strokes cross here


def assert_o_at(lab, board, square):
    x, y = centre(square)
    lab.wait_for_pixel(board, x + 30, y, near(O_COLOUR, 40))  # on the ring
    assert not near(O_COLOUR, 40)(lab.canvas_pixel(board, x, y))  # hollow


def panel(lab, board):
    """The board with its message, key box, button and reasons, for a screenshot."""
    return lab.canvas(board).locator(
        "xpath=ancestor::div[contains(@class,'widget-vbox')][last()]"
    )


@pytest.fixture(scope="module")
def lesson(chromium, lab_server):
    """The lesson after one Run All, shared by its tests (a Run All costs 10-15 s
    of the machine's two cores); they run in the file's order, each from a new
    game, and the one that adds a cell comes last."""
    with lab_tab(chromium, lab_server) as lab:
        lab.open(NOTEBOOK)
        yield lab


@pytest.fixture
def lab(lesson, request):
    yield lesson
    screenshot_if_failed(request, lesson)


def new_game(lab):
    """The lesson's board, its game started again."""
    lab.click_button("New game")
    return fresh_board(lab)


def fresh_board(lab, within=None):
    """The board (in the cell ``within``, if given) once it shows a new game."""
    assert lab.errors() == []
    board = lab.board(BOARD, within=within)
    assert lab.canvas_size(board) == (300, 344)
    message = MESSAGE if within is None else within.locator(MESSAGE)
    lab.wait_for_text(message, "You are X")
    lab.wait_for_pixel(board, 150, 130, near(BACKGROUND))
    return board


def test_a_whole_game_by_clicking_with_the_computers_reasons(lab):
    board = fresh_board(lab)
    for name in PICTURES:
        picture = lab.canvas(lab.canvas_index(name))
        picture.scroll_into_view_if_needed()
        assert lab.canvas_drawn(lab.canvas_index(name)), name
        lab.screenshot(f"02-tictactoe-{name}", picture)

    # The handout's worked example: X takes 4 -> O takes 0; X takes 1 -> O takes 7.
    click_square(lab, board, 4)
    lab.wait_for_text(MESSAGE, "You took 4. The computer took 0.")
    lab.wait_for_text(WHY, "pattern #20")
    assert_x_at(lab, board, 4)
    assert_o_at(lab, board, 0)
    lab.wait_for_pixel(board, 10, 10, near(LAST_COLOUR))  # the answer is shaded
    lab.screenshot("02-tictactoe-after-first-move", panel(lab, board))

    click_square(lab, board, 1)
    lab.wait_for_text(MESSAGE, "You took 1. The computer took 7.")
    lab.wait_for_text(WHY, "pattern #12 matches the board turned 2 quarter turns")
    assert_o_at(lab, board, 7)
    assert near(BACKGROUND)(lab.canvas_pixel(board, 10, 10))  # only the last answer
    lab.screenshot("02-tictactoe-worked-example", panel(lab, board))

    # An occupied square is refused, in words, and nothing changes.
    click_square(lab, board, 0)
    lab.wait_for_text(MESSAGE, "You can't play there: square 0 is already taken by O")
    assert_o_at(lab, board, 0)
    lab.click_canvas(board, 150, 330)  # the strip under the grid is not a square
    lab.wait_for_text(MESSAGE, "That click is outside the board.")

    click_square(lab, board, 2)
    lab.wait_for_text(MESSAGE, "You took 2. The computer took 6.")
    click_square(lab, board, 3)
    lab.wait_for_text(MESSAGE, "You took 3. The computer took 8. The computer wins")
    lab.wait_for_text(WHY, "pattern #1 ")
    # The winning row 6-7-8 is shaded, and the strip says who won.
    lab.wait_for_pixel(board, 10, 290, near(WIN_COLOUR))
    lab.wait_for_pixel(board, *STRIP, near(WIN_COLOUR))
    assert near(BACKGROUND)(lab.canvas_pixel(board, 290, 110))
    lab.screenshot("02-tictactoe-computer-wins", panel(lab, board))

    # After the end, no move is accepted.
    click_square(lab, board, 5)
    lab.wait_for_text(MESSAGE, "The game is over. The computer wins")
    assert near(BACKGROUND)(lab.canvas_pixel(board, 250, 130))

    lab.click_button("New game")
    lab.wait_for_text(MESSAGE, "You are X")
    lab.wait_for_pixel(board, 10, 290, near(BACKGROUND))
    lab.wait_for_pixel(board, *STRIP, near(BACKGROUND))
    lab.screenshot("02-tictactoe-page")
    assert lab.errors() == []


def test_a_tie_typed_in_the_key_box_is_shown_on_the_board(lab):
    board = new_game(lab)
    keys = lab.page.locator(KEYS).first
    markdown_cells = lab.page.locator(".jp-MarkdownCell").count()

    keys.click()
    keys.type("9")
    lab.wait_for_text(MESSAGE, "The key '9' is not a square: type 0 to 8.")
    for key, answer in [("4", 0), ("1", 7), ("3", 5), ("2", 6)]:
        keys.type(key)
        lab.wait_for_text(MESSAGE, f"You took {key}. The computer took {answer}.")
        assert_o_at(lab, board, answer)
    keys.type("8")
    lab.wait_for_text(MESSAGE, "You took 8. It's a tie")
    assert_x_at(lab, board, 8)
    lab.wait_for_pixel(board, *STRIP, near(TIE_COLOUR))  # the board says it too
    lab.screenshot("02-tictactoe-tie", panel(lab, board))

    keys.type("5")
    lab.wait_for_text(MESSAGE, "The game is over. It's a tie")
    # The digits went to the board, not to JupyterLab's shortcuts (in command
    # mode, keys 1-6 would turn the active cell into a Markdown heading).
    assert lab.page.locator(".jp-MarkdownCell").count() == markdown_cells
    assert lab.errors() == []


def active_cell(lab) -> int:
    return evaluate(
        lab.page,
        "() => [...document.querySelectorAll('.jp-Notebook .jp-Cell')]"
        ".findIndex(c => c.classList.contains('jp-mod-active'))",
    )


def test_jupyterlab_shortcuts_work_after_a_click_on_the_board(lab):
    board = new_game(lab)
    click_square(lab, board, 4)
    lab.wait_for_text(MESSAGE, "You took 4. The computer took 0.")
    assert "canvas" not in lab.focused()
    cell = active_cell(lab)

    # Shift+Enter runs the board's cell (a fresh board) and moves to the next cell.
    lab.page.keyboard.press("Shift+Enter")
    lab.page.wait_for_function(
        "(before) => [...document.querySelectorAll('.jp-Notebook .jp-Cell')]"
        ".findIndex(c => c.classList.contains('jp-mod-active')) === before + 1",
        arg=cell,
    )
    lab.wait_for_text(MESSAGE, "You are X")
    board = lab.canvas_index(BOARD)
    lab.wait_for_pixel(board, 150, 150, near(BACKGROUND))

    # Escape leaves a cell editor for command mode, where A adds a cell above.
    cells = lab.page.locator(".jp-Notebook .jp-Cell").count()
    click_square(lab, board, 8)
    lab.wait_for_text(MESSAGE, "You took 8.")
    lab.page.keyboard.press("Escape")
    lab.page.keyboard.press("a")
    lab.page.wait_for_function(
        "(count) => document.querySelectorAll('.jp-Notebook .jp-Cell').length"
        " === count + 1",
        arg=cells,
    )


def test_tictactoe_is_played_to_its_end_with_the_keyboard_only(lab):
    """Tab reaches the board, arrow keys and Enter play it (keyboard.py)."""
    new_game(lab)
    said = play_tictactoe(lab.page)
    assert re.search(r"wins|draw|tie", said), said
    lab.screenshot("keys-tictactoe", box_of(lab.page, "ttt-board"))


def test_a_learners_computer_player_plugged_into_the_board(lab):
    """Last: it adds a cell. The new board is found in its own cell, not by
    counting the page's boards."""
    own_cell = lab.run_new_cell(OWN_PLAYER)
    mine = fresh_board(lab, within=own_cell)
    message, why = own_cell.locator(MESSAGE), own_cell.locator(WHY)

    click_square(lab, mine, 4)
    lab.wait_for_text(message, "You took 4. The computer took 0.")
    click_square(lab, mine, 1)
    lab.wait_for_text(message, "You took 1. The computer took 2.")
    assert_o_at(lab, mine, 2)
    lab.wait_for_text(why, "O takes 2; the handout's computer would take 7.")
    click_square(lab, mine, 7)
    lab.wait_for_text(message, "You took 7. You win!")
    lab.wait_for_pixel(mine, *STRIP, near(WIN_COLOUR))
    lab.screenshot("02-tictactoe-own-player", panel(lab, mine))
    assert lab.errors() == []


def test_tictactoe_plays_in_voila_without_the_network(chromium, voila):
    """Play mode, on one page: axe, a game with the keyboard alone (no cells, so
    Tab starts from the element before the board, and Escape simply leaves it),
    then New game and a click."""
    context = bounded_context(chromium, viewport=PROJECTOR)
    refused = block_external_requests(context)
    page = context.new_page()
    try:
        page.goto(voila.page_url(NOTEBOOK))
        board = page.locator(f"canvas.{BOARD}").first
        board.wait_for(state="visible", timeout=120_000)
        wait_until_every_canvas_is_drawn(page)
        assert page.locator(".jp-CodeCell .jp-InputArea:visible").count() == 0
        assert_accessible(page, "02-tictactoe")

        said = play_tictactoe(page)
        assert re.search(r"wins|draw|tie", said), said
        keys = box_of(page, BOARD)
        assert focused_in(page, keys)
        page.keyboard.press("Escape")
        poll(lambda: not focused_in(page, keys), page, 10, "Escape to leave")

        page.locator(".board-new-game").first.click()
        message = page.locator(MESSAGE).first
        poll(lambda: "New game" not in message.inner_text(), page, 30, "a new game")
        click_canvas_at(board, *centre(4))
        x, y = centre(0)
        poll(
            lambda: near(O_COLOUR, 40)(pixel_of(board, x + 30, y)),
            page,
            30,
            "the computer to take 0",
        )
        assert near(X_COLOUR, 40)(pixel_of(board, *centre(4)))
        page.screenshot(path=str(ARTIFACTS / "play-02-tictactoe.png"))
        assert refused == [], f"requests that would leave the machine: {refused}"
    finally:
        context.close()

"""The welcome lesson in JupyterLab, on one page after one Run All: the
milestone-3 picture, the tiny board with the keyboard alone (Tab and Escape, then
a game), then clicked like a learner would."""

import pytest

from .conftest import ARTIFACTS
from .harness import VIEWPORT, LabPage, bounded_context, evaluate, near, poll
from .keyboard import (
    ACTIVE_CELL_JS,
    CURSOR,
    EVERY_CANVAS_UNTRAPPED_JS,
    box_of,
    cursor_box,
    focused_in,
    press,
    status_says,
    tab_to,
)

MESSAGE = ".tiny-board-message"
MARK = "#d33682"  # the lesson's mark colour
BACKGROUND = "#fdf6e3"


@pytest.fixture(scope="module")
def welcome(chromium, lab_server):
    """The welcome lesson after one Run All, shared by the file's tests, which
    run in their order here."""
    context = bounded_context(chromium, viewport=VIEWPORT)
    lab = LabPage(context.new_page(), lab_server, ARTIFACTS)
    lab.open("00-start.ipynb")
    yield lab
    context.close()


def test_the_milestone_3_picture_shows_the_three_marks_its_cell_drew(welcome):
    """Issue 26: though a later cell empties ``marked`` before the picture's view
    appears."""
    lab = welcome
    cell = lab.page.locator(".jp-Notebook .jp-Cell:has-text('def draw_example')")
    picture = cell.locator(".jp-OutputArea-output canvas").first
    for x, y in [(50, 50), (250, 150), (150, 250)]:  # (0, 0), (1, 2), (2, 1)
        lab.wait_for_pixel(picture, x, y, near(MARK))
    lab.screenshot("milestone-3-picture", picture)


def test_tab_and_escape_leave_a_board_reached_with_the_keyboard(welcome):
    """Was a strict expected failure: ipycanvas 0.14 made every canvas a Tab stop
    that swallowed Tab and Escape. The pad takes the canvas out of the Tab order
    and hands the focus back on Escape."""
    lab = welcome
    page = lab.page
    box = box_of(page, "tiny-board")
    tab_to(page, box)
    assert "gamelib-keypad" in lab.focused()
    poll(
        lambda: evaluate(page, EVERY_CANVAS_UNTRAPPED_JS),
        page,
        30,
        "every course canvas (pictures too) to leave the Tab order",
    )
    page.keyboard.press("Tab")
    poll(lambda: not focused_in(page, box), page, 10, "Tab to leave the board")
    tab_to(page, box)
    page.keyboard.press("Escape")
    poll(lambda: not focused_in(page, box), page, 10, "Escape to leave the board")
    # JupyterLab's command-mode shortcuts answer again: J selects the next cell.
    before = evaluate(page, ACTIVE_CELL_JS)
    page.keyboard.press("j")
    poll(
        lambda: evaluate(page, ACTIVE_CELL_JS) == before + 1,
        page,
        10,
        "JupyterLab's J shortcut after Escape",
    )


def test_the_tiny_board_is_played_with_the_keyboard_only(welcome):
    lab = welcome
    page = lab.page
    box = box_of(page, "tiny-board")
    tab_to(page, box)
    status_says(page, ".gamelib-clickable", "Cursor on row 0, column 0 (rows 0 to 2")
    start = cursor_box(page, box)
    press(page, "ArrowRight", "ArrowDown")
    status_says(page, ".gamelib-clickable", "Cursor on row 1, column 1 (rows 0 to 2")
    poll(
        lambda: box.locator(CURSOR).bounding_box()["x"] > start["x"] + 50,
        page,
        30,
        "the cursor to move right",
    )
    page.keyboard.press("Enter")
    status_says(page, ".tiny-board-message", "You marked row 1, column 1.")
    press(page, "ArrowRight", " ")
    status_says(page, ".tiny-board-message", "You marked row 1, column 2.")
    lab.screenshot("keys-tiny-board", box)
    page.keyboard.press("Escape")
    poll(lambda: box.locator(CURSOR).count() == 0, page, 30, "the cursor to go")


def test_clicking_the_tiny_board_marks_squares_and_explains_refusals(welcome):
    """After the keyboard game, which marked row 1, columns 1 and 2."""
    lab = welcome
    assert lab.errors() == []
    board = lab.canvas_index("tiny-board")  # the first playable board, after pictures
    assert lab.canvas_size(board) == (300, 300)
    lab.wait_for_pixel(board, 250, 50, near(BACKGROUND))

    lab.click_canvas(board, 250, 50)
    lab.wait_for_text(MESSAGE, "You marked row 0, column 2.")
    lab.wait_for_pixel(board, 250, 50, near(MARK))
    assert near(BACKGROUND)(lab.canvas_pixel(board, 50, 50))

    lab.click_canvas(board, 40, 260)
    lab.wait_for_text(MESSAGE, "You marked row 2, column 0.")
    lab.wait_for_pixel(board, 50, 250, near(MARK))

    lab.click_canvas(board, 255, 45)
    lab.wait_for_text(MESSAGE, "Row 0, column 2 is already marked")
    lab.screenshot("00-start-board", lab.canvas(board).locator("xpath=../.."))
    lab.screenshot("00-start-page")

"""The welcome lesson's 3x3 board, clicked in JupyterLab like a learner would."""

from .harness import near

MESSAGE = ".tiny-board-message"
MARK = "#d33682"  # the lesson's mark colour
BACKGROUND = "#fdf6e3"


def test_clicking_the_tiny_board_marks_squares_and_explains_refusals(lab):
    lab.open("00-start.ipynb")
    assert lab.errors() == []
    board = lab.canvas_index("tiny-board")  # the first playable board, after pictures
    assert lab.canvas_size(board) == (300, 300)
    lab.wait_for_pixel(board, 250, 150, near(BACKGROUND))

    lab.click_canvas(board, 250, 150)
    lab.wait_for_text(MESSAGE, "You marked row 1, column 2.")
    lab.wait_for_pixel(board, 250, 150, near(MARK))
    assert near(BACKGROUND)(lab.canvas_pixel(board, 50, 50))

    lab.click_canvas(board, 40, 260)
    lab.wait_for_text(MESSAGE, "You marked row 2, column 0.")
    lab.wait_for_pixel(board, 50, 250, near(MARK))

    lab.click_canvas(board, 255, 145)
    lab.wait_for_text(MESSAGE, "Row 1, column 2 is already marked")
    lab.screenshot("00-start-board", lab.canvas(board).locator("xpath=../.."))
    lab.screenshot("00-start-page")

"""The tic-tac-toe lesson played in JupyterLab: clicks, keys, replies, the end."""

from .harness import near

NOTEBOOK = "02-tictactoe.ipynb"
MESSAGE = ".ttt-message"
WHY = ".ttt-why"
BACKGROUND = "#fdf6e3"
X_COLOUR = "#268bd2"
O_COLOUR = "#dc322f"
WIN_COLOUR = "#b5e48c"
CELL = 100


def open_lesson(lab):
    """Open and run the lesson; widgets render a moment after their cell has run,
    so wait for the second board (the "driving from code" one) to exist."""
    lab.open(NOTEBOOK)
    boards = lab.page.locator(".jp-OutputArea-output canvas.ttt-board")
    boards.nth(1).wait_for(state="attached", timeout=30_000)


def click_square(lab, board, square):
    lab.click_canvas(board, *centre(square))


def centre(square):
    row, column = divmod(square, 3)
    return column * CELL + CELL // 2, row * CELL + CELL // 2


def assert_x_at(lab, board, square):
    x, y = centre(square)
    lab.wait_for_pixel(board, x, y, near(X_COLOUR, 40))  # the strokes cross here


def assert_o_at(lab, board, square):
    x, y = centre(square)
    lab.wait_for_pixel(board, x + 30, y, near(O_COLOUR, 40))  # on the ring
    assert not near(O_COLOUR, 40)(lab.canvas_pixel(board, x, y))  # hollow


def panel(lab, board):
    """The board, its message line, button and explanation, for a screenshot."""
    return lab.canvas(board).locator(
        "xpath=ancestor::div[contains(@class,'widget-vbox')][1]"
    )


def test_a_whole_game_by_clicking_the_canvas(lab):
    open_lesson(lab)
    assert lab.errors() == []
    board = lab.canvas_index("ttt-board")
    assert lab.canvas_size(board) == (300, 300)
    for name in ("ttt-patterns", "ttt-turns", "ttt-turns-wrong"):
        picture = lab.canvas(lab.canvas_index(name))
        picture.scroll_into_view_if_needed()
        lab.screenshot(f"02-tictactoe-{name}", picture)
    lab.wait_for_text(MESSAGE, "You are X")
    lab.wait_for_pixel(board, 150, 130, near(BACKGROUND))

    # The handout's worked example: X takes 4 -> O takes 0; X takes 1 -> O takes 7.
    click_square(lab, board, 4)
    lab.wait_for_text(MESSAGE, "You took 4. The computer took 0.")
    lab.wait_for_text(WHY, "pattern #20")
    assert_x_at(lab, board, 4)
    assert_o_at(lab, board, 0)
    lab.screenshot("02-tictactoe-after-first-move", panel(lab, board))

    click_square(lab, board, 1)
    lab.wait_for_text(MESSAGE, "You took 1. The computer took 7.")
    lab.wait_for_text(WHY, "pattern #12 matches the board turned 2 quarter turns")
    assert_o_at(lab, board, 7)
    lab.screenshot("02-tictactoe-worked-example", panel(lab, board))

    # An occupied square is refused, in words, and nothing changes.
    click_square(lab, board, 0)
    lab.wait_for_text(MESSAGE, "You can't play there: square 0 is already taken by O")
    assert_o_at(lab, board, 0)

    click_square(lab, board, 2)
    lab.wait_for_text(MESSAGE, "You took 2. The computer took 6.")
    click_square(lab, board, 3)
    lab.wait_for_text(MESSAGE, "You took 3. The computer took 8. The computer wins")
    lab.wait_for_text(WHY, "pattern #1 ")
    # The winning row 6-7-8 is shaded; the other squares are not.
    lab.wait_for_pixel(board, 10, 290, near(WIN_COLOUR))
    assert near(BACKGROUND)(lab.canvas_pixel(board, 290, 110))
    lab.screenshot("02-tictactoe-computer-wins", panel(lab, board))

    # After the end, no move is accepted.
    click_square(lab, board, 5)
    lab.wait_for_text(MESSAGE, "The game is over. The computer wins")
    assert near(BACKGROUND)(lab.canvas_pixel(board, 250, 130))

    lab.click_button("New game")
    lab.wait_for_text(MESSAGE, "You are X")
    lab.wait_for_pixel(board, 150, 130, near(BACKGROUND))
    lab.wait_for_pixel(board, 10, 290, near(BACKGROUND))
    lab.screenshot("02-tictactoe-page")
    assert lab.errors() == []


def test_a_tie_with_the_keyboard(lab):
    open_lesson(lab)
    board = lab.canvas_index("ttt-board")
    lab.wait_for_text(MESSAGE, "You are X")
    markdown_cells = lab.page.locator(".jp-MarkdownCell").count()

    lab.press_on_canvas(board, "9")
    lab.wait_for_text(MESSAGE, "The key '9' is not a square")
    for key, answer in [("4", 0), ("1", 7), ("3", 5), ("2", 6)]:
        lab.press_on_canvas(board, key)
        lab.wait_for_text(MESSAGE, f"You took {key}. The computer took {answer}.")
        assert_o_at(lab, board, answer)
    lab.press_on_canvas(board, "8")
    lab.wait_for_text(MESSAGE, "You took 8. It's a tie")
    assert_x_at(lab, board, 8)
    lab.screenshot("02-tictactoe-tie", panel(lab, board))

    lab.press_on_canvas(board, "5")
    lab.wait_for_text(MESSAGE, "The game is over. It's a tie")
    # The digits went to the board, not to JupyterLab's shortcuts (in command
    # mode, keys 1-6 would turn the active cell into a Markdown heading).
    assert lab.page.locator(".jp-MarkdownCell").count() == markdown_cells
    assert lab.errors() == []

"""The Pig lesson's board, played in JupyterLab by clicking Roll and Hold."""

import re
import time

from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from .harness import near

BOARD = 5  # square, rounded, six faces, die roller, sketch, then the board
DIE_DEMO = 3
MESSAGE = ".pig-message"
BACKGROUND = "#f4efe1"
HIGHLIGHT = "#ffe29a"  # the row of the player whose turn it is
WIN_COLOUR = "#81b29a"  # the winner's row
ROW_TOP, ROW_HEIGHT = 52, 44
HOLD_FROM = 12  # our player's strategy: hold once the turn score reaches this


def open_lesson(lab):
    lab.open("01-pig.ipynb")
    assert lab.errors() == []


def wait_for_rows(lab, colour, count, rows, timeout=10):
    """Poll until exactly ``count`` of ``rows`` show ``colour`` (drawing is async)."""
    deadline = time.monotonic() + timeout
    while True:
        colours = [row_colour(lab, row) for row in rows]
        if sum(near(colour)(c) for c in colours) == count:
            return colours
        assert time.monotonic() < deadline, f"rows {rows} show {colours}"
        lab.page.wait_for_timeout(100)


def row_colour(lab, row):
    return lab.canvas_pixel(BOARD, 14, ROW_TOP + row * ROW_HEIGHT + 8)


def click_and_wait(lab, label, before):
    """Click a board button and wait for the message line to change.

    The same text can come back by chance (the same rolls twice), so after a few
    seconds we go on anyway; the next loop reads whatever the board says then.
    """
    lab.click_button(label)
    try:
        lab.page.wait_for_function(
            """([selector, before]) => {
                const node = document.querySelectorAll(selector)[0];
                return node && node.innerText !== before;
            }""",
            arg=[MESSAGE, before],
            timeout=5_000,
            polling=50,
        )
    except PlaywrightTimeoutError:  # unchanged text is allowed, see above
        pass
    return lab.text(MESSAGE)


def test_the_die_demo_rolls_when_clicked(lab):
    open_lesson(lab)
    assert lab.canvas_size(DIE_DEMO) == (180, 180)
    lab.click_button("Roll the die")
    text = lab.wait_for_text(".pig-die-label", "You rolled")
    face, bottom = map(int, re.search(r"rolled (\d); .* is (\d)", text).groups())
    assert face + bottom == 7
    lab.screenshot("01-pig-die", lab.canvas(DIE_DEMO).locator("xpath=../.."))


def test_play_against_the_computer_until_someone_wins(lab):
    open_lesson(lab)
    assert lab.canvas_size(BOARD) == (640, 430)
    lab.wait_for_pixel(BOARD, 5, 5, near(BACKGROUND))
    assert "Solved" in lab.text(".pig-progress")

    # The lesson's board (seed 2024) lets the computer start; then it is our turn.
    text = lab.wait_for_text(MESSAGE, "Player 1's turn: roll!")
    assert text.startswith("Opening rolls: ")
    text = click_and_wait(lab, "Hold", text)
    assert "Not allowed: Player 1 must roll at least once before holding." in text

    board_box = lab.canvas(BOARD).locator("xpath=../..")
    clicks = 0
    while "wins" not in text:
        assert clicks < 600, f"no winner after {clicks} clicks: {text!r}"
        turn = re.search(r"Player 1 rolls \d: turn score (\d+)\. (.*)$", text)
        hold = turn and (int(turn.group(1)) >= HOLD_FROM or "to win" in text)
        text = click_and_wait(lab, "Hold" if hold else "Roll", text)
        clicks += 1
        if clicks == 15:
            assert "Not allowed" not in text
            # Mid-game: exactly one scoreboard row is highlighted as "to move".
            wait_for_rows(lab, HIGHLIGHT, 1, (0, 1))
            lab.screenshot("01-pig-board-mid-game", board_box)

    winner = re.search(r"(Player 1|Computer) (?:holds at \d+ and )?wins", text)
    assert winner, text
    wait_for_rows(lab, WIN_COLOUR, 1, (0, 1))
    lab.screenshot("01-pig-board-end", board_box)

    # After the end, a roll is refused with the reason on the board.
    text = click_and_wait(lab, "Roll", text)
    assert "Not allowed: the game is over" in text
    lab.screenshot("01-pig-page-end")


def test_new_game_control_starts_a_hotseat_game_and_refuses_a_computer_in_it(lab):
    open_lesson(lab)
    lab.wait_for_text(MESSAGE, "Player 1's turn: roll!")
    lab.page.locator(".pig-players select").nth(0).select_option("3")
    before = lab.text(MESSAGE)
    text = click_and_wait(lab, "New game", before)
    assert "only allowed in a two-player game" in text

    lab.page.locator(".pig-computer input").nth(0).uncheck()
    text = click_and_wait(lab, "New game", text)
    assert re.match(
        r"Opening rolls: Player 1 \d, Player 2 \d, Player 3 \d.*Lowest goes first", text
    )
    wait_for_rows(lab, HIGHLIGHT, 1, (0, 1, 2))
    assert near(HIGHLIGHT)(row_colour(lab, 0))  # the lowest roll moves first
    text = click_and_wait(lab, "Roll", text)
    assert re.search(r"Player \d rolls", text)
    lab.screenshot("01-pig-board-hotseat", lab.canvas(BOARD).locator("xpath=../.."))

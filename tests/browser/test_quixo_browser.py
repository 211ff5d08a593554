"""The Quixo lesson's boards, played in JupyterLab and Chromium as people would.

Every test runs on a 1024x768 projector-sized page with the file browser open. A
highlight is checked by its pixels: a block the player may take has a green outline,
a place for the picked block a purple one (``Layout.highlight_pixel`` is a pixel of
that outline). What the board says is read from its hidden status text, which holds
the same words as the canvas.
"""

import re
import time

import pytest

from gamelib.quixo import Board, Move, search_move
from gamelib.quixo.lesson.drawing import (
    BLOCK,
    GAP,
    PLACE_COLOUR,
    TAKE_COLOUR,
    WIN_FACE,
    Layout,
)
from gamelib.quixo.lesson.table import FOUR_PLAYERS, TWO_PLAYERS

from .axe_audit import assert_accessible
from .conftest import ARTIFACTS, lab_tab, screenshot_if_failed
from .dark_theme import in_the_dark_theme
from .harness import (
    PROJECTOR,
    LabPage,
    block_external_requests,
    bounded_context,
    click_canvas_at,
    evaluate,
    near,
    pixel_of,
    poll,
    wait_until_every_canvas_is_drawn,
)
from .keyboard import (
    box_of,
    cursor_box,
    cursor_to,
    press,
    status_says,
    tab_to,
)

LAYOUT = Layout(5)
STATUS = ".quixo-board-status"
MOVES = ".quixo-board-moves"
TAKEABLE, PLACE, FACE = near(TAKE_COLOUR), near(PLACE_COLOUR), near(BLOCK)
MOVE_NAME = re.compile(r"(X|O) (\d),(\d)→(\d),(\d)")


SOUND_COUNTER = (
    "window.__sounds = 0;"
    "document.addEventListener('playing', () => window.__sounds++, true);"
)


@pytest.fixture(scope="module")
def lesson(chromium, lab_server):
    """The lesson after one Run All, on a tab the size of a projector with the file
    browser open, that counts the sounds the page plays. Its tests share it (a Run
    All costs 10-15 s of the machine's two cores) and run in the file's order: each
    starts the game it plays with New game or the Play menu, and the ones that add a
    cell come last."""
    with lab_tab(chromium, lab_server, PROJECTOR, SOUND_COUNTER) as lab:
        lab.open("04-quixo.ipynb")
        yield lab


@pytest.fixture
def lab(lesson, request):
    yield lesson
    screenshot_if_failed(request, lesson)


class Quixo:
    """The lesson's board with the class ``name``, clicked square by square."""

    def __init__(self, lab: LabPage, name: str = "quixo-board", size: int = 5):
        self.lab, self.name, self.layout = lab, name, Layout(size)
        self.index = lab.board(name)  # its class is unique: no counting
        self.panel = lab.canvas(self.index).locator(
            "xpath=ancestor::div[contains(@class,'widget-vbox')][last()]"
        )

    def click(self, square):
        self.lab.click_canvas(self.index, *self.layout.centre(*square))

    def quick_click(self, square):
        """A click without waiting for the page to settle (it already has)."""
        canvas = self.lab.canvas(self.index)
        box = canvas.bounding_box()
        width, height = self.lab.canvas_size(self.index)
        x, y = self.layout.centre(*square)
        self.lab.page.mouse.click(
            box["x"] + x * box["width"] / width, box["y"] + y * box["height"] / height
        )

    def says(self, text, timeout=30):
        return self.lab.wait_for_text(f".{self.name}-status", text, timeout)

    def said(self):
        return self.lab.text(f".{self.name}-status")

    def highlight(self, square):
        return self.lab.canvas_pixel(self.index, *self.layout.highlight_pixel(*square))

    def wait_highlight(self, square, colour):
        x, y = self.layout.highlight_pixel(*square)
        return self.lab.wait_for_pixel(self.index, x, y, colour)

    def face(self, square):
        x, y = self.layout.corner(*square)
        return self.lab.canvas_pixel(self.index, x + GAP + 8, y + GAP + 8)

    def move(self, pick, place):
        self.click(pick)
        self.says(f"picked up ({pick[0]}, {pick[1]})")
        self.click(place)

    def moves(self):
        return MOVE_NAME.findall(self.lab.text(f".{self.name}-moves"))

    def choose(self, menu, option):
        self.panel.locator(f".{self.name}-{menu} select").select_option(option)

    def new_game(self, mode=None):
        """Start a game, in ``mode`` (a Play menu option) or the board's own."""
        if mode is None:
            self.panel.locator(".quixo-new-game").click()
        else:
            self.choose("play", mode)
        self.says(f"New game: {(mode or '').lower()}")

    def shot(self, name):
        self.lab.canvas(self.index).scroll_into_view_if_needed()
        self.lab.screenshot(f"quixo-{name}")


def opened(lab) -> Quixo:
    """The lesson's page, checked: no errors, and everything fits beside the file
    browser."""
    assert lab.errors() == []
    lab.open_file_browser()
    assert fits(lab) == []
    return Quixo(lab)


def fits(lab, seconds: float = 60) -> list[str]:
    """What does not fit once the outputs have settled: right after a second Run
    All in one kernel, an output can briefly hold JupyterLab's placeholder for the
    widget it is replacing (a 586 px picture for more than 15 s on a machine with
    three times as much work as cores)."""
    deadline = time.monotonic() + seconds
    while True:
        problems = lab.layout_problems()
        if not problems or time.monotonic() > deadline:
            return problems
        lab.page.wait_for_timeout(250)


GAME = [
    ((0, 0), (0, 4)),
    ((4, 2), (4, 4)),
    ((1, 4), (4, 4)),
    ((0, 2), (0, 0)),
    ((1, 0), (1, 4)),
    ((4, 2), (0, 2)),
    ((2, 0), (2, 4)),
    ((2, 0), (4, 0)),
    ((3, 0), (3, 4)),
]
"""A short game: X fills the right-hand column."""


def sounds_played(lab) -> int:
    return evaluate(lab.page, "() => window.__sounds")


def test_two_players_play_to_a_win_by_clicks_with_highlights_and_refusals(lab):
    board = opened(lab)
    assert sounds_played(lab) == 0  # the boards played from code at Run All
    # Each picture shows as an <img> of its SVG with alt text (gamelib.state).
    pictures = lab.page.locator('img[src^="data:image/svg+xml"]')
    assert pictures.count() >= 6  # the diagram, three moves, two positions
    for n in range(pictures.count()):
        pictures.nth(n).scroll_into_view_if_needed()
        lab.screenshot(f"quixo-picture-{n}")
    board.wait_highlight((0, 1), TAKEABLE)
    assert FACE(board.highlight((2, 2)))  # the centre cannot be taken
    board.shot("start")

    board.says(
        "Runs on your createBoard, can_take, places_for, makeMove, winner and "
        "answer_click."
    )
    board.click((2, 2))
    board.says("Not that block: X may only take a block on the edge")
    board.click((0, 0))
    board.says("X picked up (0, 0)")
    board.wait_highlight((0, 4), PLACE)
    assert PLACE(board.highlight((4, 0)))
    assert not PLACE(board.highlight((0, 2))) and not TAKEABLE(board.highlight((0, 2)))
    board.shot("picked")
    board.click((0, 2))
    board.says("Not there: the block from (0, 0) goes back at one of")
    board.click((0, 4))
    board.says("Last move: X (0, 0) → (0, 4). O to move.")
    board.wait_highlight((4, 2), TAKEABLE)
    assert not TAKEABLE(board.highlight((0, 4)))  # X's block, and O is to move
    board.click((0, 4))
    board.says("Not that block: O may only take a block on the edge")
    board.shot("refused")

    for pick, place in GAME[1:]:
        board.move(pick, place)
        board.says(f"({place[0]}, {place[1]}).")
    board.says("X wins: five in a row")
    lab.wait_for_pixel(board.index, *face_pixel((2, 4)), near(WIN_FACE))
    assert len(board.moves()) == len(GAME)
    board.shot("won")
    board.click((0, 0))
    board.says("The game is over: press New game to play again.")


def test_sound_plays_for_clicks_and_the_switch_mutes_it(lab):
    board = Quixo(lab)
    board.new_game()
    before = sounds_played(lab)
    board.click((0, 1))
    board.says("picked up")
    lab.page.wait_for_function(f"() => window.__sounds > {before}", timeout=10_000)
    switch = board.panel.locator(".gamelib-sound-switch")
    switch.click()
    lab.wait_for_text(switch, "Sound off")
    before = sounds_played(lab)
    board.click((0, 1))
    board.says("Put back")
    board.click((2, 2))
    board.says("on the edge")
    lab.page.wait_for_timeout(500)
    assert sounds_played(lab) == before
    switch.click()
    lab.wait_for_text(switch, "Sound on")
    board.click((0, 1))
    board.says("picked up")
    lab.page.wait_for_function(f"() => window.__sounds > {before}", timeout=10_000)


def test_quixo_is_played_to_its_end_with_the_keyboard_only(lab):
    """Two players at one keyboard: X wins with five in a row on its fifth move
    (keyboard.py has the keyboard's helpers)."""
    Quixo(lab).new_game()
    page = lab.page
    box, at = box_of(page, "quixo-board"), (0, 0)
    tab_to(page, box)
    page.keyboard.press("Home")  # the cursor to (0, 0), wherever it was
    for pick, place in GAME:
        at = cursor_to(page, at, pick)
        page.keyboard.press("Enter")
        status_says(page, ".quixo-board-status", "picked up")
        at = cursor_to(page, at, place)
        page.keyboard.press(" ")
        status_says(page, ".quixo-board-status", f"{pick} → {place}")
    status_says(page, ".quixo-board-status", "X wins: five in a row")
    lab.screenshot("keys-quixo-won", box)


def wait_for_moves(lab, selector, count):
    """Wait until the move list holds ``count`` moves (the computer's included)."""
    lab.page.wait_for_function(
        f"() => (document.querySelector('{selector}').innerText.match(/→/g) || [])"
        f".length >= {count}",
        timeout=60_000,
    )


def face_pixel(square):
    x, y = LAYOUT.corner(*square)
    return int(x + GAP + 8), int(y + GAP + 8)


def test_the_computer_answers_and_the_page_stays_alive_while_it_thinks(lab):
    board = Quixo(lab)
    board.new_game("Against the computer: expert")
    board.says("X to move")
    board.move((0, 0), (0, 4))
    board.quick_click((4, 4))  # most often while the computer still thinks
    board.shot("thinking")
    wait_for_moves(lab, MOVES, 2)
    # How fast the answer comes depends on the machine, so the click may land
    # before or after it: before, it is refused in words (the Table's unit tests
    # pin the sentence); after, it is X's pick. It never plays for the computer.
    assert lab.text(MOVES).count("→") == 2

    board.new_game("Against the computer: easy")
    board.says("X to move")
    mirror = Board()
    deadline = time.monotonic() + 300  # s: a whole game, however busy the machine
    while not mirror.is_over() and len(mirror.history) < 40:
        assert time.monotonic() < deadline, f"no winner by {board.moves()[-1:]}"
        move = search_move(mirror, "hard")
        board.move(move.pick, move.place)
        mirror.push(move)
        if mirror.is_over():
            break
        wait_for_moves(lab, MOVES, len(mirror.history) + 1)
        symbol, *numbers = board.moves()[-1]
        row, column, to_row, to_column = map(int, numbers)
        assert symbol == "O"
        mirror.push(Move((row, column), (to_row, to_column)))
    assert mirror.outcome() is not None and mirror.outcome().winner == "X"
    board.says("X wins")
    board.shot("beat-the-computer")


def test_the_opening_of_a_four_player_game(lab):
    board = Quixo(lab, "quixo-course")
    board.new_game(FOUR_PLAYERS)
    board.says("A1 (team X) to move: pick up")
    dot = board.panel.locator(".quixo-course-dot")
    assert dot.is_visible()
    dot.locator(".widget-toggle-button:has-text('A2')").click()
    board.move((0, 0), (0, 4))
    board.says("Last move: A1 (0, 0) → (0, 4), dot to A2. B1 (team O) to move.")
    board.wait_highlight((4, 4), TAKEABLE)
    assert not TAKEABLE(board.highlight((0, 4)))  # the other team's block
    board.move((4, 4), (4, 0))
    board.says("dot to B1. A2 (team X) to move.")
    board.wait_highlight((0, 4), TAKEABLE)  # its dot points at A2
    board.shot("four-players")
    board.move((0, 4), (0, 0))
    board.says("B2 (team O) to move.")
    board.click((4, 0))  # B1's block: its dot points at B1
    board.says("dot points at B1: B2 may take a neutral block or one whose dot")
    board.move((4, 2), (0, 2))
    board.says("A1 (team X) to move.")
    # The move list is a widget of its own: it may show the move a little after
    # the status line does, on a busy machine.
    listed = lab.wait_for_text(".quixo-course-moves", "B2 4,2→0,2 ·B2")
    assert "A1 0,0→0,4 ·A2" in listed


def test_the_course_rules_and_the_perfect_player_on_their_boards(lab):
    course = Quixo(lab, "quixo-course")
    course.new_game(TWO_PLAYERS)  # the test before played four
    course.says("X to move: pick up a highlighted block.")
    course.click((2, 2))
    course.says("That block is not on the edge: only blocks of the outer ring move.")
    course.move((0, 1), (4, 1))
    course.says("Last move: X (0, 1) → (4, 1). O to move.")
    course.click((4, 1))
    course.says(
        "That block shows X: you may only take a neutral block or your own (O)."
    )
    course.wait_highlight((4, 4), TAKEABLE)
    course.shot("course-rules")

    perfect = Quixo(lab, "quixo-perfect", size=3)
    perfect.says("X to move")
    perfect.move((0, 1), (2, 1))
    wait_for_moves(lab, ".quixo-perfect-moves", 2)
    perfect.says("X to move.")
    perfect.shot("perfect-player")


def test_the_cursor_shows_on_a_projector_in_both_themes(lab):
    """The cursor frame and the pad's outline, at 1024x768, in the light theme and
    then, on the same page, in the dark one."""
    box = box_of(lab.page, "quixo-board")
    output = box.locator(
        "xpath=ancestor::div[contains(@class,'jp-OutputArea-output')][1]"
    )
    tab_to(lab.page, box)
    press(lab.page, "Home", "ArrowDown", "ArrowRight")
    cursor_box(lab.page, box)
    lab.screenshot("keys-quixo-light", output)
    with in_the_dark_theme(lab.page):
        tab_to(lab.page, box)
        cursor_box(lab.page, box)
        lab.screenshot("keys-quixo-dark", output)


SLOW_PLAYER_CELL = """import time


def slow_thinker(board):
    \"\"\"A learner's computer player that takes two seconds over every move.\"\"\"
    time.sleep(2)
    return next(iter(board.legal_moves))


QuixoGame(
    opponents={"a slow thinker": slow_thinker},
    mode="Against a slow thinker",
    css_class="quixo-slow",
)"""


def test_a_learners_slow_player_thinks_while_the_board_answers_clicks(lab):
    """Last: it adds a cell to the shared page."""
    lab.run_new_cell(SLOW_PLAYER_CELL)
    board = Quixo(lab, "quixo-slow")
    board.says("X to move: pick up")
    board.move((0, 0), (0, 4))
    board.says("The computer (O) is thinking")
    board.quick_click((4, 4))
    board.says("Wait: the computer is thinking.")  # the kernel answered at once
    board.shot("slow-thinker")
    wait_for_moves(lab, ".quixo-slow-moves", 2)
    board.says("X to move.")
    board.move((4, 4), (4, 0))
    wait_for_moves(lab, ".quixo-slow-moves", 4)


def test_quixo_plays_in_voila_without_the_network(chromium, voila):
    context = bounded_context(chromium, viewport=PROJECTOR)
    refused = block_external_requests(context)
    page = context.new_page()
    page.goto(voila.page_url("04-quixo.ipynb"))
    board = page.locator("canvas.quixo-board").first
    board.wait_for(state="visible", timeout=120_000)
    wait_until_every_canvas_is_drawn(page)
    assert_accessible(page, "04-quixo")
    assert TAKEABLE(pixel_of(board, *LAYOUT.highlight_pixel(0, 1)))
    click_canvas_at(board, *LAYOUT.centre(0, 1))
    poll(
        lambda: PLACE(pixel_of(board, *LAYOUT.highlight_pixel(4, 1))),
        page,
        30,
        "the places for the picked block to be highlighted",
        250,
    )
    page.screenshot(path=str(ARTIFACTS / "quixo-voila.png"))
    assert refused == []
    context.close()

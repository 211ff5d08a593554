"""In JupyterLab, a lesson's board plays a piece the learner wrote differently.

The lesson is saved with one deliberately different piece right after the cell
where the learner writes it (as in ``tests/test_learner_pieces.py``), run with Run
All, and its board clicked like a person would.
"""

import random

import nbformat

from gamelib.prolix import ProlixState, best_word_player
from gamelib.quixo.lesson.drawing import BLOCK, Layout
from gamelib.quixo.lesson.drawing import X_COLOUR as QUIXO_X
from tests.lessons import NOTEBOOKS
from tests.test_learner_pieces import (
    ALWAYS_FIVE,
    DOUBLES,
    LOWEST_FREE,
    MIRRORED_CLICK,
    SAYS_IT_HIS_WAY,
    SHORT_WORDS_REFUSED,
    SHOUTING_HANDLER,
    SLIDES_THE_OTHER_WAY,
    SWAPPED_SQUARE_AT,
    defines,
)

from .harness import near
from .test_pig_browser import MESSAGE as PIG_MESSAGE
from .test_pig_browser import click_and_wait, panel

MARK = "#d33682"  # the welcome lesson's mark colour
X_COLOUR = "#268bd2"  # tic-tac-toe's X


def with_piece(lab, lesson: str, name: str, piece: str, *more: str) -> str:
    """Save ``lesson`` with ``piece`` after the cell defining ``name`` (and so on
    for each further name and piece in ``more``); the saved notebook's name."""
    notebook = nbformat.read(NOTEBOOKS / lesson, as_version=4)
    pairs = [(name, piece), *zip(more[::2], more[1::2], strict=True)]
    for defined, code in pairs:
        cells = notebook.cells
        after = next(i for i, cell in enumerate(cells) if defines(cell, defined))
        cells.insert(after + 1, nbformat.v4.new_code_cell(code))
    saved = f"mine-{lesson}"
    nbformat.write(notebook, lab.server.root / saved)
    return saved


def test_the_welcome_board_marks_the_square_the_learners_square_at_finds(lab):
    lab.open(with_piece(lab, "00-start.ipynb", "square_at", SWAPPED_SQUARE_AT))
    board = lab.canvas_index("tiny-board")
    lab.click_canvas(board, 250, 50)
    lab.wait_for_text(".tiny-board-message", "You marked row 2, column 0.")
    lab.wait_for_pixel(board, 50, 250, near(MARK))  # the lesson's would mark 0, 2
    assert lab.errors() == []


def test_the_tictactoe_board_plays_the_learners_click_handler_and_computer(lab):
    """Both pieces in one lesson (one Run All): the click handler mirrors square
    0 to 2, and the computer then takes the lowest free square, 0 (the lesson's
    would answer a corner with the centre)."""
    lab.open(
        with_piece(
            lab,
            "02-tictactoe.ipynb",
            "computer_move",
            LOWEST_FREE,
            "answer_click",
            MIRRORED_CLICK,
        )
    )
    board = lab.canvas_index("ttt-board")
    lab.click_canvas(board, 50, 50)  # square 0, which this handler mirrors to 2
    lab.wait_for_text(".ttt-board-message", "You took 2, the mirror of 0.")
    lab.wait_for_text(".ttt-board-message", "The computer took 0.")
    lab.wait_for_pixel(board, 250, 50, near(X_COLOUR, 40))  # X's strokes cross
    assert lab.errors() == []


def test_the_prolix_board_plays_the_learners_score_word_and_play_word(lab):
    lab.open(
        with_piece(
            lab,
            "03-prolix.ipynb",
            "score_word",
            DOUBLES,
            "play_word",
            SHORT_WORDS_REFUSED,
        )
    )
    lab.canvas_index("prolix-board")
    box = lab.page.locator(".board-text input").first
    box.fill("cats")  # a word the lesson's play_word would play (and lose on)
    box.press("Enter")
    lab.wait_for_text(
        ".prolix-board-message", "Not accepted: five letters or more, please."
    )
    model = ProlixState(random.Random(2024))  # the lesson's board is seeded 2024
    word = best_word_player(model)
    doubled = 2 * model.push(word).score
    box.fill(word)
    box.press("Enter")
    lab.wait_for_text(".prolix-board-message", f"{word} scores {doubled}: total")
    assert lab.errors() == []


def test_the_pig_board_rolls_the_learners_die_and_answers_with_their_on_roll(lab):
    lab.open(
        with_piece(lab, "01-pig.ipynb", "Die", ALWAYS_FIVE, "on_roll", SAYS_IT_HIS_WAY)
    )
    board = panel(lab)
    message = board.locator(PIG_MESSAGE)
    text = lab.wait_for_text(message, "Opening rolls")
    if "Player 1's turn" not in text:  # the computer went first, with 5s
        text = lab.wait_for_text(message, "Player 1's turn: roll!", timeout=60)
    text = click_and_wait(lab, "Roll", text)
    # The learner's die rolls 5; their on_roll says it in their words.
    assert text.startswith("Player 1 threw a 5, turn at 5."), text
    assert lab.errors() == []


def quixo_centre(square):
    """The centre pixel of a block: its symbol's colour (an X's cross passes
    through it), or the bare face of a neutral block."""
    x, y = Layout(5).centre(*square)
    return int(x), int(y)


def quixo_click(lab, board, square):
    lab.click_canvas(board, *Layout(5).centre(*square))


def test_the_quixo_board_plays_the_learners_make_move_and_answer_click(lab):
    """Both pieces in one lesson (one Run All): the handler's words, shouted,
    and the learner's makeMove, which slides the blocks the other way."""
    lab.open(
        with_piece(
            lab,
            "04-quixo.ipynb",
            "makeMove",
            SLIDES_THE_OTHER_WAY,
            "answer_click",
            SHOUTING_HANDLER,
        )
    )
    board = lab.board("quixo-board")
    status = ".quixo-board-status"
    lab.wait_for_text(
        status, "Runs on your createBoard, can_take, places_for, makeMove, winner"
    )
    quixo_click(lab, board, (2, 2))
    lab.wait_for_text(status, "NO: THAT BLOCK STAYS WHERE IT IS (THE EDGE ONLY)!")
    quixo_click(lab, board, (0, 0))
    lab.wait_for_text(status, "GOT (0, 0)!")
    quixo_click(lab, board, (0, 4))
    lab.wait_for_text(status, "Last move: X (0, 0) → (0, 4). O TO MOVE.")
    # The lesson's makeMove puts X's block at (0, 4); this one mirrors the row,
    # so the X block is drawn at (0, 0) and (0, 4) stays a neutral block.
    lab.wait_for_pixel(board, *quixo_centre((0, 0)), near(QUIXO_X))
    assert near(BLOCK)(lab.canvas_pixel(board, *quixo_centre((0, 4))))
    assert lab.errors() == []

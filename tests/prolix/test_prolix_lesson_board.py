"""The Prolix lesson's board, run from its own cells without a browser.

The "Play" section of the lesson is executed as the lesson shows it; the board is
then driven through its public methods, as its buttons do: refusals with their
reasons, a learner's scoring and hint plugged in (also unfinished ones), clicks,
and drawings that stay inside the 560 x 300 canvas in every phase of a game.
"""

import random
from pathlib import Path

import nbformat
import pytest

from gamelib.prolix import ProlixState, best_word_player
from gamelib.selfcheck import RecordingCanvas
from gamelib.selfcheck.drawings import stays_inside

LESSON = Path(__file__).resolve().parents[2] / "notebooks" / "03-prolix.ipynb"
SEED = 2024


def section(title: str) -> list[str]:
    """The code cells of the lesson's section whose heading starts with ``title``."""
    cells, inside = [], False
    for cell in nbformat.read(LESSON, as_version=4).cells:
        if cell.cell_type == "markdown" and cell.source.startswith("## "):
            inside = cell.source.startswith(f"## {title}")
        elif inside and cell.cell_type == "code":
            cells.append(cell.source)
    return cells


@pytest.fixture(scope="module")
def lesson():
    namespace: dict = {}
    for source in section("Play"):
        if source.strip().splitlines()[-1].strip() in ("board", "yours"):
            continue  # the cells that show a board need the learner's score_word
        exec(compile(source, str(LESSON), "exec"), namespace)
    return namespace


@pytest.fixture
def board(lesson):
    return lesson["ProlixBoard"](seed=SEED)


def message(board) -> str:
    return board.view.message.text


def test_a_refused_word_says_why_and_changes_nothing(board):
    before = board.state.copy()
    board.submit("qwrtp")
    assert message(board) == "Not accepted: 'qwrtp' is not in the dictionary."
    board.submit("London")
    assert message(board) == (
        "Not accepted: London is a name, and names are not words."
    )
    assert board.state == before


def test_a_word_plays_a_round_and_the_message_says_what_comes_next(board):
    model = ProlixState(random.Random(SEED))
    word = best_word_player(model)
    result = model.push(word)
    board.word_box.value = word
    board.submit(board.word_box.value)
    assert message(board).startswith(f"{word.upper()}: ")
    assert f"= {result.score} points. Total {result.total}, needed 15" in message(board)
    assert message(board).endswith("Round 2: reach 31.")
    assert board.word_box.value == ""
    assert board.state.columns == model.columns
    assert board.state.history == model.history


def test_a_whole_game_from_code_ends_on_the_win_message(board):
    while not board.state.is_over():
        board.submit(best_word_player(board.state))
    assert "You won with" in message(board)
    assert message(board).endswith("Press New game to play again.")
    board.hint()
    assert message(board) == "The game is over: press New game to play again."
    board.new_game(SEED)
    assert message(board).startswith("Round 1: reach 15 points.")
    assert board.state.history == ()


def test_an_unwritten_scoring_function_is_refused_politely(lesson):
    def score_word(columns, word):
        """A stub, as the learner edition hands it out."""

    board = lesson["ProlixBoard"](seed=SEED, score_word=score_word)
    word = best_word_player(board.state)
    board.submit(word)
    assert message(board) == (
        f"Not accepted: score_word gave None for {word!r}: a score is a whole "
        "number of points, 0 or more."
    )
    assert board.state.history == ()
    assert board.view.errors.last_error is None


def test_a_learners_scoring_shows_beside_the_tiles(lesson):
    board = lesson["ProlixBoard"](seed=SEED, score_word=lambda columns, word: 15)
    board.submit(best_word_player(board.state))
    assert "15 points by the game's scoring function, though its tiles make" in (
        message(board)
    )
    assert board.state.total == 15


def test_a_learners_hint_lights_up_its_tiles_or_says_what_is_wrong(lesson):
    board = lesson["ProlixBoard"](seed=SEED, hint=lambda columns, used: "zzz")
    board.hint()
    assert message(board).startswith("Hint: 'zzz' scores 0.")
    assert board.colours == {}
    board = lesson["ProlixBoard"](seed=SEED, hint=lambda columns, used: None)
    board.hint()
    assert message(board).startswith("The hint gave None: a word is a string")
    best = lesson["ProlixBoard"](seed=SEED)
    best.hint()
    assert best.colours and set(best.colours.values()) == {lesson["HINT_COLOUR"]}


def test_clicks_say_what_a_tile_is_worth(board, lesson):
    x, y = lesson["tile_corner"](3, 1)
    board.click(x + 5, y + 5)
    letter = board.state.columns[3][1]
    assert message(board).startswith(f"{letter} in column 4 is worth")
    board.click(550, 290)
    assert message(board) == "Click a tile to see what it is worth."
    assert lesson["tile_at"](x + 5, y + 5) == (3, 1)
    assert lesson["tile_at"](x - 5, y + 5) is None  # in the gap between tiles


def drawing(lesson, state, columns=None, colours=None):
    canvas = RecordingCanvas(lesson["WIDTH"], lesson["HEIGHT"])
    columns = state.columns if columns is None else columns
    lesson["draw_game"](canvas, state, columns, colours or {})
    return canvas


def test_every_phase_of_a_game_is_drawn_inside_the_canvas(lesson):
    assert (lesson["WIDTH"], lesson["HEIGHT"]) == (560, 300)
    box = (0, 0, 560, 300)
    state = ProlixState(random.Random(SEED))
    assert stays_inside(drawing(lesson, state), box, "the canvas") is None
    while not state.is_over():
        result = state.push(best_word_player(state))
        frames = lesson["FRAMES"]
        for t in [frame / frames for frame in range(1, frames + 1)]:
            canvas = RecordingCanvas(560, 300)
            lesson["round_frame"](canvas, state, result, t)
            complaint = stays_inside(canvas, box, "the canvas")
            lit_up = 1 / frames < t <= 0.5 or (
                1 / frames < t < 1 and not result.leaving
            )
            if lit_up:  # the lit-up board stays as it is
                assert complaint == "drew nothing", t
            else:
                assert complaint is None, t
    assert stays_inside(drawing(lesson, state), box, "the canvas") is None
    lost = ProlixState(random.Random(SEED))
    lost.push("a")
    assert stays_inside(drawing(lesson, lost), box, "the canvas") is None

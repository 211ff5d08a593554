"""The Prolix lesson's board, run from its own cells without a browser.

The "Play" section of the lesson is executed as the lesson shows it (with no
learner's pieces in it, so every piece is the course's, lent as the notebook's
own); the board is then driven through its public methods, as its buttons do:
refusals with their reasons, a learner's pieces put in the notebook's names (also
unfinished ones and ones that break a rule), a learner's hint, clicks, and
drawings that stay inside the 560 x 300 canvas in every phase of a game.
"""

import random
from pathlib import Path

import nbformat
import pytest

from gamelib.prolix import ProlixState, best_word_player, best_words
from gamelib.prolix.lesson import Bag, fill_board, new_game, play_round
from gamelib.selfcheck import RecordingCanvas
from gamelib.selfcheck.recording import stays_inside

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
        if source.strip().splitlines()[-1].strip() == "board":
            continue  # the cell that shows the board
        exec(compile(source, str(LESSON), "exec"), namespace)
    return namespace


@pytest.fixture
def board(lesson):
    return lesson["ProlixBoard"](seed=SEED)


def message(board) -> str:
    return board.view.message.text


def snapshot(game):
    return (game.columns, list(game.bag.tiles), game.scores, game.used)


def best(game) -> str:
    return best_words(game.columns, 1, exclude=game.used)[0].word


def test_the_board_says_it_runs_on_the_courses_pieces_when_none_are_written(board):
    assert board.runs_on() == (
        "Runs on the course's score_word, word_problem, Bag, placement_problem, "
        "fill_board, slide_right, game_status and play_word."
    )


def test_a_refused_word_says_why_and_changes_nothing(board):
    before = snapshot(board.game)
    board.submit("qwrtp")
    assert message(board) == "Not accepted: 'qwrtp' is not in the dictionary."
    board.submit("London")
    assert message(board) == (
        "Not accepted: London is a name, and names are not words."
    )
    assert snapshot(board.game) == before


def test_a_word_plays_a_round_and_the_message_says_what_comes_next(board):
    model = ProlixState(random.Random(SEED))
    assert tuple(map(tuple, board.game.columns)) == model.columns
    word = best_word_player(model)
    result = model.push(word)
    board.word_box.value = word
    board.submit(board.word_box.value)
    assert message(board) == (
        f"{word} scores {result.score}: total {result.total}, needed 15. "
        "Round 2: reach 31."
    )
    assert board.word_box.value == ""
    assert tuple(map(tuple, board.game.columns)) == model.columns
    assert board.game.used == list(model.history)


def test_a_whole_game_from_code_ends_on_the_win_message(board):
    while not board.game.is_over():
        board.submit(best(board.game))
    assert "You won!" in message(board)
    assert message(board).endswith("Press New game to play again.")
    board.submit("cats")
    assert message(board).startswith("You won with")
    board.hint()
    assert message(board) == "The game is over: press New game to play again."
    board.new_game(SEED)
    assert message(board).startswith("Round 1: reach 15 points.")
    assert board.game.used == []


def test_a_scoring_function_that_returns_nothing_is_refused_politely(
    lesson, monkeypatch
):
    def score_word(columns, word):
        """Scores the word, but forgets to return it (a stub would count as
        missing: the lent play_word would score with the course's)."""
        len(word)

    monkeypatch.setitem(lesson, "score_word", score_word)
    board = lesson["ProlixBoard"](seed=SEED)
    before = snapshot(board.game)
    word = best(board.game)
    board.submit(word)
    assert message(board) == (
        f"Nothing was played: score_word gave None for {word!r}: a score is a "
        "whole number of points, 0 or more."
    )
    assert snapshot(board.game) == before
    assert board.view.errors.last_error is None


def test_the_board_scores_with_the_notebooks_score_word(lesson, monkeypatch):
    monkeypatch.setitem(lesson, "score_word", lambda columns, word: 15)
    board = lesson["ProlixBoard"](seed=SEED)
    board.submit(best(board.game))
    assert "scores 15: total 15, needed 15." in message(board)
    assert board.game.scores == [15]
    assert board.runs_on().startswith("Runs on your score_word, and the course's")


def test_a_fill_board_that_breaks_a_limit_is_reported_and_nothing_is_played(
    lesson, monkeypatch
):
    def fill_board(columns, bag):
        """Fills the board, but a passed round gets a third S."""
        if columns[2][0] is None:
            return [["S", "T"], ["G", "B"], ["F", "H"], ["S", "L"]]
        return [["S", "S"], ["N", "P"], *columns[2:]]

    monkeypatch.setitem(lesson, "fill_board", fill_board)
    board = lesson["ProlixBoard"](seed=SEED)
    before = snapshot(board.game)
    board.submit(best(board.game))
    assert message(board).startswith("Nothing was played: the next board breaks")
    assert "S may not be placed" in message(board)
    assert snapshot(board.game) == before
    assert board.view.errors.last_error is None


def test_a_crashing_piece_is_reported_with_its_line(lesson, monkeypatch):
    def game_status(scores):
        return ["playing", "won", "lost"][len(scores) * 5]

    monkeypatch.setitem(lesson, "game_status", game_status)
    board = lesson["ProlixBoard"](seed=SEED)
    before = snapshot(board.game)
    board.submit(best(board.game))
    assert message(board).startswith(
        "Nothing was played: play_word crashed with IndexError"
    )
    assert "in game_status" in message(board)
    assert snapshot(board.game) == before


def test_a_bag_that_cannot_start_a_game_says_so_on_the_board(lesson, monkeypatch):
    class Bag:
        def __init__(self, rng):
            self.tiles = []

        def draw(self):
            return self.tiles.pop()

        def put_back(self, letter):
            self.tiles.append(letter)

    monkeypatch.setitem(lesson, "Bag", Bag)
    board = lesson["ProlixBoard"](seed=SEED)
    assert message(board).startswith(
        "The game could not start: Bag or fill_board crashed with IndexError"
    )
    board.submit("cats")
    assert message(board).startswith("The game could not start")


def test_a_learners_hint_lights_up_its_tiles_or_says_what_is_wrong(lesson):
    board = lesson["ProlixBoard"](seed=SEED, hint=lambda columns, used: "zzz")
    board.hint()
    assert message(board).startswith("Hint: 'zzz' scores 0.")
    assert board.colours == {}
    board = lesson["ProlixBoard"](seed=SEED, hint=lambda columns, used: None)
    board.hint()
    assert message(board).startswith("The hint gave None: a word is a string")
    best_board = lesson["ProlixBoard"](seed=SEED)
    best_board.hint()
    assert best_board.colours
    assert set(best_board.colours.values()) == {lesson["HINT_COLOUR"]}


def test_clicks_say_what_a_tile_is_worth(board, lesson):
    x, y = lesson["tile_corner"](3, 1)
    board.click(x + 5, y + 5)
    letter = board.game.columns[3][1]
    assert message(board).startswith(f"{letter} in column 4 is worth")
    board.click(550, 290)
    assert message(board) == "Click a tile to see what it is worth."
    assert lesson["tile_at"](x + 5, y + 5) == (3, 1)
    assert lesson["tile_at"](x - 5, y + 5) is None  # in the gap between tiles


def drawing(lesson, game, columns=None, colours=None):
    canvas = RecordingCanvas(lesson["WIDTH"], lesson["HEIGHT"])
    columns = game.columns if columns is None else columns
    lesson["draw_game"](canvas, game, columns, colours or {})
    return canvas


def test_every_phase_of_a_game_is_drawn_inside_the_canvas(lesson):
    assert (lesson["WIDTH"], lesson["HEIGHT"]) == (560, 300)
    box = (0, 0, 560, 300)
    game = new_game(Bag, fill_board, SEED)
    assert stays_inside(drawing(lesson, game), box, "the canvas") is None
    while not game.is_over():
        played = play_round(game, lesson["play_word"], best(game))
        game = played.after
        frames = lesson["FRAMES"]
        for t in [frame / frames for frame in range(1, frames + 1)]:
            canvas = RecordingCanvas(560, 300)
            lesson["round_frame"](canvas, game, played, t)
            complaint = stays_inside(canvas, box, "the canvas")
            lit_up = 1 / frames < t <= 0.5 or (
                1 / frames < t < 1 and not played.leaving
            )
            if lit_up:  # the lit-up board stays as it is
                assert complaint == "drew nothing", t
            else:
                assert complaint is None, t
    assert stays_inside(drawing(lesson, game), box, "the canvas") is None
    lost = play_round(new_game(Bag, fill_board, SEED), lesson["play_word"], "a")
    assert lost.after.is_over()
    assert stays_inside(drawing(lesson, lost.after), box, "the canvas") is None


def test_an_endless_loop_in_a_piece_is_stopped_and_nothing_is_played(
    lesson, monkeypatch
):
    def slide_right(columns):
        while True:
            columns = list(columns)

    monkeypatch.setitem(lesson, "slide_right", slide_right)
    monkeypatch.setattr("gamelib.prolix.lesson.SECONDS", 0.5)
    board = lesson["ProlixBoard"](seed=SEED)
    before = snapshot(board.game)
    board.submit(best(board.game))
    assert message(board) == (
        "Nothing was played: play_word did not finish in 0.5 seconds: probably a "
        "loop whose condition never becomes false."
    )
    assert snapshot(board.game) == before


# -- the learner's pieces are called as often as the rule needs (issue 25, item 5) --
LEARNERS_PIECES = (
    "play_word",
    "word_problem",
    "is_letters",
    "score_word",
    "find_tile",
    "tile_value",
    "game_status",
    "slide_right",
    "fill_board",
    "letters_on",
    "draw_tile",
    "placement_problem",
)


@pytest.fixture
def calls(lesson, monkeypatch):
    """Each piece in the notebook's names wrapped in a counter; the counts."""
    counted: dict[str, int] = dict.fromkeys(LEARNERS_PIECES, 0)
    for name in LEARNERS_PIECES:
        piece = lesson[name]

        def counter(*args, _piece=piece, _name=name, **kwargs):
            counted[_name] += 1
            return _piece(*args, **kwargs)

        monkeypatch.setitem(lesson, name, counter)
    return counted


def test_a_submit_calls_each_learners_piece_once_a_rule_needs_it(board, calls):
    board.new_game(seed=SEED)  # the first board's own draws, counted apart
    assert calls["fill_board"] == 1 and calls["draw_tile"] == 8
    calls.update(dict.fromkeys(calls, 0))
    word = best(board.game)
    board.submit(word)
    assert board.game.used == [word]
    once = ("play_word", "word_problem", "score_word", "game_status", "slide_right")
    assert {name: calls[name] for name in once} == dict.fromkeys(once, 1)
    assert calls["fill_board"] == 1
    assert calls["draw_tile"] == 4  # one per new tile; refused ones go back inside
    assert calls["letters_on"] == 4  # once per empty square
    assert calls["find_tile"] == len(word) and calls["tile_value"] <= len(word)
    assert calls["is_letters"] == 1


def test_a_refused_word_calls_only_the_entry_and_the_check(board, calls):
    board.submit("qwrtp")
    assert {name: n for name, n in calls.items() if n} == {
        "play_word": 1,
        "word_problem": 1,
        "is_letters": 1,
    }


def test_hint_and_a_click_call_no_learners_piece(board, calls):
    board.hint()
    board.click(20, 60)
    assert not any(calls.values())

"""The pieces the Prolix lesson shows behave exactly like the ones gamelib keeps.

Later sections of the lesson (and its board) use gamelib's versions of what the
learner wrote earlier; if the two drifted apart, a section would quietly disagree
with the code printed above it. The lesson writes them for a beginner (plain loops,
lists), gamelib for every caller (checked arguments, tuples), so they are compared
by what they do, on many inputs.
"""

import ast
import inspect
import random
from pathlib import Path

import nbformat
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from course.lesson_cells import SOLUTION, has_tag
from gamelib import prolix
from gamelib.prolix import checks
from gamelib.prolix import lesson as lesson_pieces_module
from gamelib.prolix.tiles import TILE_COUNTS

LESSON = Path(__file__).resolve().parents[2] / "notebooks" / "03-prolix.ipynb"
TILES = sorted(TILE_COUNTS)


def lesson_pieces() -> dict:
    """Every solution cell of the lesson, run in order in one namespace."""
    namespace = {
        "COLUMN_VALUES": prolix.COLUMN_VALUES,
        "LETTER_BONUS": prolix.LETTER_BONUS,
        "MINIMUM_TOTALS": prolix.MINIMUM_TOTALS,
        "TILE_COUNTS": prolix.TILE_COUNTS,
        "UNCOMMON_LETTERS": prolix.UNCOMMON_LETTERS,
    }
    for cell in nbformat.read(LESSON, as_version=4).cells:
        if has_tag(cell, SOLUTION):
            exec(compile(cell.source, str(LESSON), "exec"), namespace)
    return namespace


LESSON_PIECES = lesson_pieces()


def piece(name):
    return LESSON_PIECES[name]


def test_the_lesson_writes_every_piece_of_its_milestones():
    expected = {
        "tile_value",
        "find_tile",
        "score_word",
        "is_letters",
        "word_problem",
        "Bag",
        "placement_problem",
        "draw_tile",
        "letters_on",
        "fill_board",
        "slide_right",
        "game_status",
        "play_word",
    }
    defined = {name for name in LESSON_PIECES if not name.isupper()}
    assert defined - {"__builtins__"} == expected


def lesson_definitions() -> dict[str, ast.AST]:
    definitions = {}
    for cell in nbformat.read(LESSON, as_version=4).cells:
        if has_tag(cell, SOLUTION):
            for node in ast.parse(cell.source).body:
                definitions[node.name] = node
    return definitions


@pytest.mark.parametrize("name", sorted(lesson_definitions()))
def test_each_piece_of_the_lesson_is_the_one_the_course_lends(name):
    """What check.borrow lends a notebook is the code the lesson shows, line
    for line, so a lent piece behaves like the learner's would."""
    reference = ast.parse(inspect.getsource(getattr(lesson_pieces_module, name)))
    assert ast.dump(lesson_definitions()[name]) == ast.dump(reference.body[0])
    assert name in lesson_pieces_module.PIECES


@pytest.mark.parametrize(
    "name",
    [
        "tile_value",
        "score_word",
        "word_problem",
        "Bag",
        "placement_problem",
        "draw_tile",
        "fill_board",
        "slide_right",
        "game_status",
        "play_word",
    ],
)
def test_each_piece_of_the_lesson_passes_its_check(name):
    report = getattr(checks, name).run(piece(name))
    assert report.all_passed, report.text()


def test_tile_value_agrees_on_every_tile():
    for column in range(4):
        for letter in TILES:
            assert piece("tile_value")(column, letter) == prolix.tile_value(
                column, letter
            )


boards = st.lists(
    st.lists(st.sampled_from(TILES), min_size=2, max_size=2), min_size=4, max_size=4
)


@settings(max_examples=300, deadline=None)
@given(boards, st.text(alphabet="abcdefghijklmnopqrstuvwxyz", min_size=1, max_size=15))
def test_score_word_agrees_on_any_board_and_word(columns, word):
    assert piece("score_word")(columns, word) == prolix.score_word(columns, word)


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=10), st.lists(st.sampled_from(["jobs", "cats", "mark"])))
def test_word_problem_refuses_the_same_texts(text, used):
    words, names = {"cats", "jobs", "mark", "a"}, {"london", "mark", "mary"}
    ours = piece("word_problem")(text, words, names, used)
    theirs = prolix.word_problem(text, words, names, used)
    assert (ours is None) == (theirs is None)


@pytest.mark.parametrize("seed", range(20))
def test_the_lessons_bag_draws_what_gamelibs_bag_draws(seed):
    ours = piece("Bag")(random.Random(seed))
    theirs = prolix.Bag(random.Random(seed))
    assert ours.tiles == list(theirs.tiles)
    for _ in range(10):
        letter = ours.draw()
        assert letter == theirs.draw()
        ours.put_back(letter)
        theirs.put_back(letter)
        assert ours.tiles == list(theirs.tiles)


@pytest.mark.parametrize("seed", range(30))
def test_fill_board_and_slide_right_give_gamelibs_boards(seed):
    empty = [[None, None], [None, None], [None, None], [None, None]]
    ours = piece("fill_board")(empty, piece("Bag")(random.Random(seed)))
    theirs = prolix.TileBoard()
    theirs.fill_from(prolix.Bag(random.Random(seed)))
    assert tuple(map(tuple, ours)) == theirs.columns
    theirs.shift_right()
    assert tuple(map(tuple, piece("slide_right")(ours))) == theirs.columns


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(0, 40), max_size=6))
def test_game_status_agrees_on_any_scores(scores):
    assert piece("game_status")(scores) == prolix.game_status(scores)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(TILES), max_size=8), st.sampled_from(TILES))
def test_placement_problem_refuses_the_same_tiles(letters, letter):
    ours = piece("placement_problem")(letters, letter)
    assert (ours is None) == (prolix.placement_problem(letters, letter) is None)

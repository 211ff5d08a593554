"""The lesson's pieces as gamelib keeps them agree with the game they stand for.

``word_problem``, ``game_status`` and (in ``lesson``) ``draw_tile``, ``fill_board``
and ``slide_right``
are the course's answers to the lesson's milestones, written on plain values; the
game (``ProlixState``) applies the same rules. These tests hold each to the game, and
cover a game scored by a learner's own function and the pictures a lesson shows.
"""

import random
from collections import Counter

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gamelib.errors import IllegalMoveError, OffBoardError, PieceRuleError
from gamelib.prolix import (
    Bag,
    ProlixState,
    TileBoard,
    WordList,
    board_picture,
    checks,
    game_status,
    lesson,
    load_dictionary,
    placement_problem,
    word_problem,
)
from gamelib.prolix.pictures import result_text
from gamelib.prolix.tiles import MINIMUM_TOTALS
from tests.batteries import assert_passes, failed_cases

from .conftest import EXAMPLE

EMPTY = [[None, None] for _ in range(4)]


# -- word_problem and ProlixState.check ----------------------------------------------

TEXTS = [
    "cats",
    " Cats ",
    "",
    "   ",
    "c4t",
    "London",
    "mark",
    "xyzzy",
    "jobs",
    "a" * 50,
]


@pytest.mark.parametrize("text", TEXTS)
def test_word_problem_refuses_what_the_game_refuses_in_the_same_words(text):
    words = WordList(
        ["cats", "jobs", "mark", "dog", "emu", "gnu", "owl"], "test", ["London", "Mark"]
    )
    game = ProlixState(
        random.Random(1), words, columns=EXAMPLE, score_word=lambda c, w: 20
    )
    game.push("jobs")
    problem = word_problem(text, words.words, words.names, game.history)
    try:
        game.check(text)
    except IllegalMoveError as refusal:
        assert problem is not None and str(refusal).startswith(problem)
    else:
        assert problem is None


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=12))
def test_word_problem_and_the_game_agree_on_any_text(text):
    words = load_dictionary()
    game = ProlixState(random.Random(1), words)
    assert (word_problem(text, words.words, words.names, []) is None) == (
        game.is_legal(text)
    )


def test_a_name_is_refused_by_the_game_with_its_own_spelling():
    game = ProlixState(random.Random(1))
    with pytest.raises(IllegalMoveError, match="^London is a name, and names are not"):
        game.check("london")
    words = load_dictionary()
    assert "london" in words.names and "london" not in words.words


# -- game_status and the game's outcome ----------------------------------------------


def scripted(scores):
    """A scoring function that gives the listed scores, round after round."""
    given = iter(scores)
    return lambda columns, word: next(given)


@settings(max_examples=100, deadline=None)
@given(st.lists(st.integers(0, 40), max_size=6))
def test_game_status_says_what_a_game_scored_that_way_says(scores):
    words = WordList([f"w{'a' * n}" for n in range(1, 8)], "test")
    game = ProlixState(random.Random(0), words, score_word=scripted(scores))
    played = []
    for score, word in zip(scores, sorted(words.words), strict=False):
        if game.is_over():
            break
        game.push(word)
        played.append(score)
    expected = {None: "playing"}.get(game.outcome(), None)
    if game.outcome() is not None:
        expected = "won" if game.outcome().winner else "lost"
    assert game_status(played) == expected


def test_game_status_refuses_more_rounds_than_a_game_has():
    with pytest.raises(ValueError, match="6 rounds"):
        game_status([20] * 7)
    assert game_status(list(MINIMUM_TOTALS[:1])) == "playing"


# -- the bag pieces ------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(30))
def test_fill_board_and_slide_right_give_the_games_boards(seed):
    game = ProlixState(random.Random(seed))
    bag = lesson.Bag(random.Random(seed))
    columns = lesson.fill_board([list(column) for column in EMPTY], bag)
    assert tuple(map(tuple, columns)) == game.columns
    game.push(game.hint(1)[0].word)
    columns = lesson.fill_board(lesson.slide_right(columns), bag)
    assert tuple(map(tuple, columns)) == game.columns


def test_draw_tile_keeps_the_limits_and_puts_refused_tiles_back():
    for seed in range(200):
        bag = Bag(random.Random(seed))
        letters = ["V", "J", "S", "S"]
        before = Counter(bag.tiles)
        letter = lesson.draw_tile(bag, letters)
        assert placement_problem(letters, letter) is None
        assert Counter(bag.tiles) + Counter(letter) == before
        assert letters == ["V", "J", "S", "S"]


def test_slide_right_leaves_its_argument_alone_and_fill_board_fills_it():
    columns = [list(column) for column in EXAMPLE]
    slid = lesson.slide_right(columns)
    assert slid == [[None, None], [None, None], ["V", "J"], ["G", "B"]]
    assert columns == [list(column) for column in EXAMPLE]
    filled = lesson.fill_board(slid, Bag(random.Random(1)))
    assert filled is slid and TileBoard.from_columns(filled).empty_squares() == []


# -- a game scored by the learner's function -----------------------------------------


def test_a_game_plays_with_the_scoring_function_it_is_given(example_game):
    def without_bonus(columns, word):
        return 16 if word == "subjective" else 0

    game = example_game("subjective")
    game = ProlixState(
        random.Random(0), game.dictionary, columns=EXAMPLE, score_word=without_bonus
    )
    result = game.push("subjective")
    assert (result.score, result.total, result.passed) == (16, 16, True)
    assert sum(tile.points for tile in result.tiles) == 19
    assert result_text(result).startswith(
        "SUBJECTIVE: 16 points by the game's scoring function, though its tiles make"
    )
    assert game.copy() == game
    assert game != ProlixState(random.Random(0), game.dictionary, columns=EXAMPLE)


@pytest.mark.parametrize("answer", [None, 1.5, -1, True, "12"])
def test_a_scoring_function_that_gives_no_score_is_refused_and_nothing_is_played(
    answer, example_game
):
    words = example_game("subjective").dictionary
    game = ProlixState(
        random.Random(0), words, columns=EXAMPLE, score_word=lambda c, w: answer
    )
    before = game.copy()
    with pytest.raises(PieceRuleError, match="a score is a whole number"):
        game.push("subjective")
    assert game == before and game.history == ()


def test_a_scoring_function_may_count_with_numpy(example_game):
    words = example_game("subjective").dictionary
    game = ProlixState(
        random.Random(0), words, columns=EXAMPLE, score_word=lambda c, w: np.int64(16)
    )
    result = game.push("subjective")
    assert result.score == 16 and type(result.score) is int


def test_a_scoring_function_that_crashes_leaves_the_game_as_it_was(example_game):
    def broken(columns, word):
        return columns[9]

    words = example_game("subjective").dictionary
    game = ProlixState(random.Random(0), words, columns=EXAMPLE, score_word=broken)
    before = game.copy()
    with pytest.raises(IndexError):
        game.push("subjective")
    assert game == before


def test_a_scoring_function_must_be_a_function():
    with pytest.raises(TypeError, match="score_word is a function"):
        ProlixState(random.Random(0), score_word=19)


def test_the_game_hands_the_scoring_function_a_board_it_cannot_change(example_game):
    seen = []

    def spy(columns, word):
        seen.append(columns)
        return 1

    words = example_game("subjective").dictionary
    ProlixState(random.Random(0), words, columns=EXAMPLE, score_word=spy).push("cat")
    assert seen == [tuple(map(tuple, EXAMPLE))]


# -- pictures ------------------------------------------------------------------------


def test_a_board_picture_shows_the_board_and_its_caption():
    picture = board_picture(EXAMPLE, [(0, 0)], "subjective scores 19")
    svg = picture._repr_svg_()
    assert svg.startswith("<svg") and "subjective scores 19" in svg
    assert repr(picture).endswith("4 pts 4 pts 3 pts 2 pts\nsubjective scores 19")


def test_a_picture_of_what_is_not_a_board_says_why_instead():
    picture = board_picture(None)
    assert picture._repr_svg_() is None
    assert repr(picture) == "Not a board: a board must be 4 columns, got NoneType None."
    with pytest.raises(OffBoardError):
        board_picture(EXAMPLE, [(9, 9)])._repr_svg_()


def test_picture_text_is_at_least_16_px_and_long_captions_wrap():
    svg = board_picture(EXAMPLE, caption="word " * 20)._repr_svg_()
    sizes = [int(part.split('"')[1]) for part in svg.split("font-size=")[1:]]
    assert min(sizes) >= 16
    assert svg.count("word word") >= 3


# -- the hint exercise's check -------------------------------------------------------


def test_the_best_word_passes_the_hint_check_and_is_measured(capsys):
    from gamelib.prolix import best_words

    def my_hint(columns, used):
        return best_words(columns, 1, exclude=used)[0].word

    assert_passes(checks.hint_ranking, my_hint)
    checks.hint_ranking(my_hint)
    last = capsys.readouterr().out.splitlines()[-1]
    assert last.startswith("On 10 seeded boards your hints scored ")
    assert "(100%)" in last


def test_a_hint_that_repeats_used_words_fails():
    def my_hint(columns, used):
        return "cats"

    assert failed_cases(checks.hint_ranking, my_hint) == [
        "asked again with that word used, gives another word",
        "scores at least 50% of the best words on 10 boards",
    ]


def test_a_hint_that_answers_in_capitals_fails():
    def my_hint(columns, used):
        return "SUBJECTIVE"

    assert len(failed_cases(checks.hint_ranking, my_hint)) == 3


def test_a_hint_of_short_words_is_measured_below_half():
    def my_hint(columns, used):
        for word in ["at", "it", "on", "a", "an", "in"]:
            if word not in used:
                return word
        return None

    failed = failed_cases(checks.hint_ranking, my_hint)
    assert failed == ["scores at least 50% of the best words on 10 boards"]

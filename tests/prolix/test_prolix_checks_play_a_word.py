"""The word entry's checks pass the course's ``play_word`` and fail the usual
wrong ones; the referee the lesson's board plays through refuses a round that
breaks a rule and leaves the game as it was."""

import random

import pytest

from gamelib.errors import PieceRuleError
from gamelib.prolix import checks
from gamelib.prolix.lesson import (
    Bag,
    Game,
    fill_board,
    game_status,
    new_game,
    play_round,
    play_word,
    score_word,
    slide_right,
    word_problem,
)
from gamelib.prolix.tiles import MINIMUM_TOTALS
from tests.batteries import assert_fails, assert_passes, failed_cases


def test_the_course_play_word_passes():
    assert_passes(checks.play_word, play_word)


def test_play_word_alone_is_checked_with_the_course_pieces():
    """A learner's play_word is not blamed for their score_word: during the
    check its names are the course's, whatever the notebook holds."""

    def play_word_with_a_wrong_score(game, text):
        return play_word(game, text)

    namespace = dict(play_word.__globals__, score_word=lambda columns, word: 0)
    wrong = type(play_word)(play_word.__code__, namespace, "play_word")
    assert_passes(checks.play_word, wrong)


def test_play_word_that_records_before_checking_fails():
    def records_first(game, text):
        game.used.append(text.strip().lower())
        problem = word_problem(text, game.words, game.names, game.used[:-1])
        if problem is not None:
            return f"Not accepted: {problem}"
        game.scores.append(score_word(game.columns, game.used[-1]))
        if game_status(game.scores) == "playing":
            game.columns = fill_board(slide_right(game.columns), game.bag)
        return f"{game.used[-1]} scores {game.scores[-1]}. Game over, or won."

    assert failed_cases(checks.play_word, records_first) == [
        "a word not in the dictionary is refused, and nothing changes",
        "a word used before is refused, and nothing changes",
    ]


def test_play_word_that_never_slides_the_board_fails():
    def stays(game, text):
        problem = word_problem(text, game.words, game.names, game.used)
        if problem is not None:
            return f"Not accepted: {problem}"
        word = text.strip().lower()
        game.used.append(word)
        game.scores.append(score_word(game.columns, word))
        return f"{word} scores {game.scores[-1]}: won, lost or over."

    assert failed_cases(checks.play_word, stays) == [
        "a passed round slides the board and draws four new tiles"
    ]


def test_play_word_that_slides_after_the_game_ended_fails():
    def always_slides(game, text):
        said = play_word(game, text)
        if game_status(game.scores) != "playing":
            game.columns = fill_board(slide_right(game.columns), game.bag)
        return said

    assert_fails(checks.play_word, always_slides, "ends the game", "wins")


def test_play_word_that_keeps_the_text_as_typed_fails():
    def as_typed(game, text):
        said = play_word(game, text)
        if game.used and game.used[-1] == text.strip().lower():
            game.used[-1] = text
        return said

    assert failed_cases(checks.play_word, as_typed) == [
        "the word is kept as the dictionary spells it"
    ]


def test_play_word_that_prints_instead_of_returning_fails():
    def prints(game, text):
        print(play_word(game, text))

    assert_fails(checks.play_word, prints, "score", "why", "over", "won")


def test_play_word_that_ignores_the_minimum_fails():
    def never_ends(game, text):
        said = play_word(game, text)
        if game_status(game.scores) == "lost":
            game.columns = fill_board(slide_right(game.columns), game.bag)
            return said.replace("Game over.", "Round 2.")
        return said

    assert_fails(checks.play_word, never_ends, "board stays", "game is over")


def test_the_loop_of_rounds_passes_and_an_endless_one_fails():
    def play_in_terminal(game, ask):
        while game_status(game.scores) == "playing":
            print(play_word(game, ask("Your word: ")))
        return game_status(game.scores)

    def six_rounds(game, ask):
        for _ in range(6):
            print(play_word(game, ask("Your word: ")))
        return game_status(game.scores)

    assert_passes(checks.play_in_terminal, play_in_terminal)
    assert_fails(checks.play_in_terminal, six_rounds, "ends the game", "asked again")


# -- the referee ---------------------------------------------------------------


@pytest.fixture
def game():
    return new_game(Bag, fill_board, seed=2024)


def snapshot(game):
    return (game.columns, list(game.bag.tiles), game.scores, game.used)


def test_a_round_of_the_course_pieces_is_played_on_a_copy(game):
    before = snapshot(game)
    played = play_round(game, play_word, "ventriloquism")
    assert snapshot(game) == before
    assert played.after.used == ["ventriloquism"]
    assert played.after.scores == [22] and played.leaving
    assert played.message.endswith(f"Round 2: reach {MINIMUM_TOTALS[1]}.")


def test_a_refused_word_is_a_round_that_changes_nothing(game):
    played = play_round(game, play_word, "xyzzy")
    assert played.message == "Not accepted: 'xyzzy' is not in the dictionary."
    assert snapshot(played.after) == snapshot(game)


def plays(word, score, said="Played.", first_column=None):
    """A play_word that records ``word`` and ``score`` as it is told to."""

    def play_word(game, text):
        game.used.append(word)
        game.scores.append(score)
        if first_column is not None:
            game.columns[0] = first_column
        return said

    return play_word


def crashes(game, text):
    game.scores.append(1 / 0)


@pytest.mark.parametrize(
    ("breaks", "said"),
    [
        (
            crashes,
            "play_word crashed with ZeroDivisionError: division by zero in crashes",
        ),
        (plays("cats", 20, said=None), "gave None, not a sentence"),
        (plays("xyzzy", 3), "'xyzzy' was played, but the rules refuse it"),
        (plays("cats", 2.5), "gave 2.5 for 'cats': a score is a whole number"),
        (plays("ventriloquism", 22, first_column=["Q", "Q"]), "the next board br"),
        (plays("ventriloquism", 22), "tiles move two columns right"),
        (plays("cats", 4, first_column=["S", "S"]), "over after this word"),
    ],
)
def test_a_round_that_breaks_a_rule_is_refused_in_words(game, breaks, said):
    before = snapshot(game)
    with pytest.raises(PieceRuleError, match=said):
        play_round(game, breaks, "cats")
    assert snapshot(game) == before


def test_a_first_board_that_breaks_a_limit_does_not_start_the_game():
    def three_s(columns, bag):
        return [["S", "S"], ["S", "B"], ["C", "D"], ["F", "G"]]

    game = new_game(Bag, three_s, seed=1)
    assert game.is_over() and "S" in game.problem
    assert game.verdict().startswith("The game could not start: the board breaks")


def test_a_game_reads_its_rounds_from_plain_lists():
    game = Game([["B", "C"]] * 4, Bag(random.Random(1)), {"cats"}, set())
    game.scores = [20, 11]
    assert game.totals() == [20, 31] and game.round == 3 and game.minimum == 48
    game.scores.append(10)
    assert game.is_over() and game.round == 3
    assert game.verdict() == "Game over: 41 points after round 3, 48 were needed."

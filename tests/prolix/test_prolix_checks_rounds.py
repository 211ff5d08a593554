"""Milestone 4, rounds, winning and losing: the sliding and game-status checks pass
the course's pieces and fail typical wrong answers."""

import pytest

from gamelib.prolix import checks, game_status
from gamelib.prolix.lesson import slide_right
from gamelib.prolix.tiles import MINIMUM_TOTALS
from tests.batteries import assert_fails, assert_passes, failed_cases


@pytest.mark.parametrize(
    "battery, piece",
    [(checks.slide_right, slide_right), (checks.game_status, game_status)],
    ids=lambda value: getattr(value, "piece", ""),
)
def test_the_course_pieces_pass(battery, piece):
    assert_passes(battery, piece)


# -- slide_right ---------------------------------------------------------------------


def test_a_slide_by_one_column_fails():
    def slide_right(columns):
        return [[None, None], columns[0], columns[1], columns[2]]

    assert_fails(checks.slide_right, slide_right, "two columns right", "on top")


def test_a_slide_that_changes_the_old_board_fails():
    def slide_right(columns):
        columns[2], columns[3] = columns[0], columns[1]
        columns[0], columns[1] = [None, None], [None, None]
        return columns

    assert failed_cases(checks.slide_right, slide_right) == [
        "sliding leaves the old board as it was"
    ]


def test_a_slide_that_turns_columns_upside_down_fails():
    def slide_right(columns):
        return [[None, None], [None, None], columns[0][::-1], columns[1][::-1]]

    assert_fails(checks.slide_right, slide_right, "on top")


def test_a_slide_that_leaves_the_old_tiles_on_the_left_fails():
    def slide_right(columns):
        return [list(columns[0]), list(columns[1]), list(columns[0]), list(columns[1])]

    assert_fails(checks.slide_right, slide_right, "two columns right")


# -- game_status ---------------------------------------------------------------------


def status_with(passes, last_only=False, rounds=6):
    def game_status(scores):
        total = 0
        for number, score in enumerate(scores):
            total += score
            if not last_only and not passes(total, MINIMUM_TOTALS[number]):
                return "lost"
        if last_only and scores and not passes(total, MINIMUM_TOTALS[len(scores) - 1]):
            return "lost"
        return "won" if len(scores) == rounds else "playing"

    return game_status


def test_a_careful_game_status_passes():
    assert_passes(checks.game_status, status_with(lambda total, need: total >= need))


def test_game_status_that_needs_more_than_the_minimum_fails():
    game_status = status_with(lambda total, need: total > need)
    assert failed_cases(checks.game_status, game_status) == [
        "[15]: 15 reaches round 1's minimum exactly",
        "[16, 15]: a total of 31 reaches round 2's minimum",
        "[15, 16, 17, 18, 19, 20]: 105 after round 6 wins",
    ]


def test_game_status_that_checks_the_last_total_only_fails():
    game_status = status_with(lambda total, need: total >= need, last_only=True)
    assert failed_cases(checks.game_status, game_status) == [
        "[10, 40]: round 1 was missed: later points come too late"
    ]


def test_game_status_that_wins_at_105_points_fails():
    def game_status(scores):
        if sum(scores) >= 105:
            return "won"
        return status_with(lambda total, need: total >= need)(scores)

    assert failed_cases(checks.game_status, game_status) == [
        "[110]: a big score still needs six rounds to win"
    ]


def test_game_status_comparing_each_score_with_the_minimum_fails():
    def game_status(scores):
        for number, score in enumerate(scores):
            if score < MINIMUM_TOTALS[number]:
                return "lost"
        return "won" if len(scores) == 6 else "playing"

    assert_fails(checks.game_status, game_status, "[16, 15]", "105 after round 6")


def test_game_status_one_round_out_fails():
    def game_status(scores):
        total = 0
        for number, score in enumerate(scores):
            total += score
            if total < MINIMUM_TOTALS[min(number + 1, 5)]:
                return "lost"
        return "won" if len(scores) == 6 else "playing"

    assert_fails(checks.game_status, game_status, "[15]", "[16, 15]")

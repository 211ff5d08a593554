import random

import numpy as np
import pytest

from gamelib.errors import GameOverError, RuleError, SetupError
from gamelib.pig import PigGame, hold_at
from gamelib.players import play_out


@pytest.mark.parametrize("threshold", [1, 5, 20, 33])
def test_hold_at_rolls_until_the_threshold(threshold):
    strategy = hold_at(threshold)
    assert strategy.action(0, 0, 0) == "roll"  # the rules: roll first
    for turn_total in range(1, 60):
        expected = "hold" if turn_total >= threshold else "roll"
        assert strategy.action(10, 50, turn_total) == expected


def test_hold_at_holds_when_holding_wins():
    assert hold_at(20).action(95, 0, 5) == "hold"
    assert hold_at(20).action(94, 0, 5) == "roll"
    assert hold_at(20, goal=30).action(25, 0, 6) == "hold"


def test_hold_at_ignores_the_opponent_so_it_is_predictable():
    strategy = hold_at(20)
    for opponent in range(100):
        assert strategy.action(40, opponent, 12) == "roll"


@pytest.mark.parametrize("bad", [0, -3])
def test_hold_at_needs_a_positive_threshold(bad):
    with pytest.raises(SetupError, match="at least 1"):
        hold_at(bad)


@pytest.mark.parametrize("bad", [2.5, True, "20", None])
def test_hold_at_needs_a_whole_number(bad):
    with pytest.raises(SetupError, match="whole number"):
        hold_at(bad)


def test_numpy_integers_are_whole_numbers():
    assert hold_at(np.int64(20)) == hold_at(20)
    assert hold_at(20).action(np.int32(10), np.int64(0), np.uint8(25)) == "hold"


@pytest.mark.parametrize(
    "position", [(100, 0, 5), (0, 100, 5), (-1, 0, 5), (0, 0, -2), (1.5, 0, 2)]
)
def test_hold_at_refuses_impossible_positions(position):
    with pytest.raises(RuleError):
        hold_at(20).action(*position)


def test_hold_at_refuses_a_finished_game_and_things_that_are_not_games():
    game = PigGame(["Ann", "Bob"], goal=2, rng=random.Random(1))
    play_out(game, hold_at(1))
    with pytest.raises(GameOverError):
        hold_at(20)(game)
    with pytest.raises(TypeError, match="plays a PigGame"):
        hold_at(20)(None)


def test_roll_table_agrees_with_action_everywhere():
    goal = 30
    for threshold in (1, 7, 20, 40):
        strategy = hold_at(threshold, goal)
        table = strategy.roll_table(goal)
        for score in range(goal):
            for turn_total in range(goal - score):
                rolls = strategy.action(score, 3, turn_total) == "roll"
                assert table[score, 3, turn_total] == rolls
                assert table[score, 17, turn_total] == rolls


def test_hold_at_plays_in_a_game_using_the_games_goal():
    game = PigGame(["Ann", "Bob"], goal=12, rng=random.Random(3))
    strategy = hold_at(20)  # a goal of 100 in its own tables; the game's rules win
    play_out(game, strategy)
    assert 12 <= game.scores[game.winner.name] < 12 + 6 + 20
    assert repr(strategy) == "hold_at(20)"

import random

import pytest

from gamelib.pig import PigGame, hold_at


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
    with pytest.raises(ValueError, match="at least 1"):
        hold_at(bad)


def test_hold_at_needs_a_whole_number():
    with pytest.raises(TypeError):
        hold_at(2.5)


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
    while not game.is_over:
        game.push(strategy(game))
    assert game.winner.score >= 12
    assert game.winner.score < 12 + 6 + 20
    assert repr(strategy) == "hold_at(20)"

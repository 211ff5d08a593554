import random

import pytest

from gamelib.errors import SetupError
from gamelib.pig import PigGame, first_player_win_probability, hold_at, optimal_policy
from gamelib.players import play_out


def test_optimal_against_itself_is_the_policys_own_figure():
    policy = optimal_policy(100)
    assert first_player_win_probability(policy, policy) == pytest.approx(
        policy.win_probability(0, 0, 0), abs=1e-12
    )


def test_optimal_beats_hold_at_20_whoever_starts():
    policy = optimal_policy(100)
    first = first_player_win_probability(policy, hold_at(20))
    second = 1 - first_player_win_probability(hold_at(20), policy)
    assert first > 0.5 and second > 0.5
    assert (first + second) / 2 == pytest.approx(0.54, abs=0.01)


class ActionOnly:
    """A learner-written strategy: no ``roll_table``, only ``action``."""

    def __init__(self, threshold):
        self.threshold = threshold

    def action(self, score, opponent, turn_total):
        return "hold" if turn_total >= self.threshold else "roll"


def test_any_strategy_with_an_action_method_can_be_compared():
    goal = 25
    by_table = first_player_win_probability(hold_at(8, goal), hold_at(12, goal), goal)
    by_action = first_player_win_probability(ActionOnly(8), ActionOnly(12), goal)
    assert by_action == pytest.approx(by_table, abs=1e-12)


def test_exact_figure_agrees_with_simulated_games():
    goal, games = 30, 4000
    exact = first_player_win_probability(hold_at(10, goal), hold_at(6, goal), goal)
    rng = random.Random(11)
    first_wins = 0
    for _ in range(games):
        game = PigGame(["First", "Second"], goal=goal, rng=rng)
        first = game.players[0].name  # whoever the opening rolls put first
        play_out(game, {first: hold_at(10), game.players[1].name: hold_at(6)})
        first_wins += game.winner.name == first
    # Four standard errors of a proportion near 0.5 over 4000 games: 0.032.
    assert first_wins / games == pytest.approx(exact, abs=0.032)


def test_strategies_without_an_action_cannot_be_compared():
    with pytest.raises(TypeError, match="needs action"):
        first_player_win_probability("hold at 20", hold_at(20), goal=10)


@pytest.mark.parametrize("goal", [0, 2.5, True, 10**9])
def test_the_goal_is_checked_before_any_table_is_made(goal):
    with pytest.raises(SetupError):
        first_player_win_probability(hold_at(5), hold_at(8), goal)

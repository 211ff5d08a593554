import random
import tracemalloc

import numpy as np
import pytest

from gamelib.errors import GameOverError, RuleError, SetupError
from gamelib.pig import ComputerPlayer, PigGame, optimal_player, optimal_policy
from gamelib.pig.optimal import (
    MAX_SOLVABLE_GOAL,
    MAX_TABLE_BYTES,
    SHIPPED_GOAL,
    OptimalPolicy,
    PolicyTable,
    check_solvable,
    shipped_table,
    solve,
    table_bytes,
)
from gamelib.players import play_out


@pytest.fixture(scope="module")
def policy():
    return optimal_policy(100)


def test_first_player_wins_53_06_percent_as_in_the_paper(policy):
    # Neller and Presser (2004): the first player wins about 53.06% of the time.
    assert policy.win_probability(0, 0, 0) == pytest.approx(0.5306, abs=5e-5)


def naive_value_iteration(goal):
    """The paper's method, written plainly: sweep every state until nothing moves."""
    p = {}
    states = [
        (i, j, k) for i in range(goal) for j in range(goal) for k in range(goal - i)
    ]
    for state in states:
        p[state] = 0.0

    def value(i, j, k):
        return 1.0 if i + k >= goal else p[i, j, k]

    while True:
        change = 0.0
        for i, j, k in states:
            roll = (1 - p[j, i, 0]) / 6 + sum(
                value(i, j, k + r) for r in range(2, 7)
            ) / 6
            hold = 1 - value(j, i + k, 0) if i + k < goal else 1.0
            best = roll if k == 0 else max(roll, hold)
            change = max(change, abs(best - p[i, j, k]))
            p[i, j, k] = best
        if change < 1e-12:
            return p


@pytest.mark.parametrize("goal", [1, 2, 7, 15])
def test_agrees_with_plain_value_iteration_on_small_goals(goal):
    reference = naive_value_iteration(goal)
    fast = solve(goal)
    for (i, j, k), expected in reference.items():
        assert fast.win_probability(i, j, k) == pytest.approx(expected, abs=1e-9)


def bellman_residual(policy, goal):
    """Largest violation of the optimality equations over every state."""
    win = np.ones((goal, goal, goal + 6))
    for i in range(goal):
        for j in range(goal):
            for k in range(goal - i):
                win[i, j, k] = policy.win_probability(i, j, k)
    start = win[:, :, 0]
    worst = 0.0
    for i in range(goal):
        for j in range(goal):
            live = goal - i
            k = np.arange(live)
            ahead = sum(win[i, j, k + r] for r in range(2, 7))
            roll = (1 - start[j, i]) / 6 + ahead / 6
            banked = i + k
            hold = np.where(
                banked >= goal, 1.0, 1 - start[j, np.minimum(banked, goal - 1)]
            )
            best = np.maximum(roll, hold)
            best[0] = roll[0]
            worst = max(worst, float(np.max(np.abs(best - win[i, j, :live]))))
    return worst


def test_every_state_satisfies_the_optimality_equations(policy):
    assert bellman_residual(policy, 100) < 1e-10


def test_holding_at_turn_start_would_never_have_helped(policy):
    # The handout forbids it; the paper allows it. The numbers agree because
    # rolling first is always at least as good.
    for i in range(100):
        for j in range(100):
            hold_now = 1 - policy.win_probability(j, i, 0)
            assert policy.win_probability(i, j, 0) >= hold_now - 1e-12


def test_actions_match_the_values(policy):
    for i, j in [(0, 0), (50, 50), (90, 20), (20, 90), (99, 99)]:
        for k in range(1, 100 - i):
            roll_value = (1 - policy.win_probability(j, i, 0)) / 6 + sum(
                policy.win_probability(i, j, k + r) if i + k + r < 100 else 1.0
                for r in range(2, 7)
            ) / 6
            hold_value = 1 - policy.win_probability(j, i + k, 0)
            expected = "roll" if roll_value > hold_value + 1e-12 else "hold"
            if abs(roll_value - hold_value) > 1e-12:
                assert policy.action(i, j, k) == expected


def test_known_positions(policy):
    assert policy.action(0, 0, 0) == "roll"  # the rules: roll first
    assert policy.action(0, 0, 20) == "roll"
    assert policy.action(0, 0, 21) == "hold"
    assert policy.action(95, 0, 5) == "hold"  # holding wins
    assert policy.win_probability(95, 0, 5) == 1.0
    # Far behind, keep rolling; the opponent is about to win.
    assert policy.action(0, 99, 50) == "roll"
    assert policy.hold_boundary(0)[0] == 21
    assert policy.rolls(0, 0, 5) is True


@pytest.mark.parametrize(
    "state",
    [(100, 0, 0), (0, 100, 0), (-1, 0, 0), (0, 0, -2), (1.5, 0, 0), (True, 0, 0)],
)
def test_impossible_positions_are_refused(policy, state):
    with pytest.raises(RuleError):
        policy.win_probability(*state)
    with pytest.raises(RuleError):
        policy.action(*state)


@pytest.mark.parametrize("opponent", [100, -1, 1.5, True, "0"])
def test_the_hold_boundary_needs_a_possible_opponent_score(policy, opponent):
    with pytest.raises(RuleError):
        policy.hold_boundary(opponent)


def test_numpy_integers_are_positions(policy):
    assert policy.action(np.int64(0), np.int32(0), np.uint8(21)) == "hold"
    assert policy.win_probability(np.int64(0), np.int64(0)) == pytest.approx(
        0.5306, abs=5e-5
    )


@pytest.mark.parametrize("goal", [0, -1, 2.0, "100", True])
def test_goal_must_be_a_positive_whole_number(goal):
    with pytest.raises(SetupError):
        optimal_policy(goal)
    with pytest.raises(SetupError):
        optimal_player(goal)


def test_the_budget_allows_goals_up_to_the_stated_maximum():
    assert table_bytes(MAX_SOLVABLE_GOAL) <= MAX_TABLE_BYTES
    assert table_bytes(MAX_SOLVABLE_GOAL + 1) > MAX_TABLE_BYTES


@pytest.mark.parametrize("goal", [MAX_SOLVABLE_GOAL + 1, 1000, 10**6, 10**100])
def test_a_goal_too_large_for_memory_is_refused_before_allocating(goal):
    tracemalloc.start()
    try:
        with pytest.raises(SetupError, match=f"goals up to {MAX_SOLVABLE_GOAL}"):
            optimal_policy(goal)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 100_000  # bytes: the tables were never made
    assert check_solvable(MAX_SOLVABLE_GOAL) == MAX_SOLVABLE_GOAL


def test_the_shipped_table_is_what_the_solver_says(policy):
    shipped = shipped_table()
    assert type(shipped) is PolicyTable
    assert shipped.to_bytes() == policy.to_bytes(), (
        "the solver changed: run gamelib.pig.optimal.write_shipped_table()"
    )


def test_a_table_survives_a_round_trip_through_bytes():
    small = solve(9)
    again = PolicyTable.from_bytes(small.to_bytes())
    assert again.goal == 9
    for position in [(0, 0, 4), (3, 5, 2), (8, 1, 0)]:
        assert again.action(*position) == small.action(*position)
    with pytest.raises(ValueError, match="not a Pig roll table"):
        PolicyTable.from_bytes(__import__("zlib").compress(b"hello\n"))


def test_the_player_reuses_a_policy_this_process_has_solved(policy):
    assert optimal_player(SHIPPED_GOAL) is policy
    assert optimal_player(20) is optimal_policy(20)


def test_the_policy_is_solved_once_and_reports_progress_the_first_time():
    reports = []
    first = optimal_policy(
        23, progress=lambda done, total: reports.append((done, total))
    )
    assert isinstance(first, OptimalPolicy)
    assert reports[-1] == (2 * 23 - 1, 2 * 23 - 1)
    assert [done for done, _ in reports] == list(range(1, 2 * 23))
    again = []
    assert optimal_policy(23, progress=lambda *a: again.append(a)) is first
    assert again == []


def test_the_optimal_player_plays_a_game(policy):
    opti = ComputerPlayer("Opti", policy)
    game = PigGame(["Ann", opti], rng=random.Random(5))
    play_out(
        game, {"Ann": lambda g: "hold" if g.turn_total >= 20 else "roll", "Opti": opti}
    )
    assert max(game.scores.values()) >= 100
    with pytest.raises(GameOverError):
        policy(game)


def test_the_policy_refuses_a_game_with_another_goal(policy):
    game = PigGame(["Ann", "Bob"], goal=50, rng=random.Random(0))
    with pytest.raises(SetupError, match="goal 100"):
        policy(game)
    with pytest.raises(SetupError):
        policy.roll_table(50)
    with pytest.raises(TypeError, match="plays a PigGame"):
        policy({"score": 3})

"""Pig: the exact chance that one fixed strategy beats another.

Simulating thousands of games gives a noisy estimate; with both strategies fixed the
winning chances satisfy linear equations we can solve exactly, in the same order as
the optimal solver (largest score sum first). F(i, j, k) is the chance that the
first strategy (A) wins when A is to move with banked score i against j and turn
total k; G(j, i, k) is the same chance when B is to move. F at (i, j) and G at
(j, i) are coupled only through their start-of-turn values, and both are linear in
the other's start value, so each pair takes one backward pass and a 2-by-2 solve.

The lesson uses this; the terminal program does not, so numpy (imported only when a
figure is computed) stays out of the program.
"""

from typing import Any

from gamelib.arguments import excerpt
from gamelib.pig.analysis.optimal import SIDES, check_solvable
from gamelib.pig.parts.position import ROLL

Table = Any
"""A numpy array: numpy is imported inside the functions, when a figure is wanted."""


def roll_table(strategy: Any, goal: int) -> Table:
    """Boolean array [score, opponent, turn_total]: where ``strategy`` rolls.

    Uses the strategy's own ``roll_table`` when it has one (fast), otherwise asks
    ``strategy.action`` about every position (any learner-written class works).
    """
    import numpy as np

    if not callable(getattr(strategy, "action", None)) and not hasattr(
        strategy, "roll_table"
    ):
        raise TypeError(
            "a strategy to compare needs action(score, opponent, turn_total); "
            f"{excerpt(strategy)} has none"
        )
    if hasattr(strategy, "roll_table"):
        return np.asarray(strategy.roll_table(goal), dtype=bool)
    table = np.zeros((goal, goal, goal), dtype=bool)
    for score in range(goal):
        for opponent in range(goal):
            for turn_total in range(goal - score):
                move = strategy.action(score, opponent, turn_total)
                table[score, opponent, turn_total] = move == ROLL
    return table


def first_player_win_probability(first: Any, second: Any, goal: int = 100) -> float:
    """Chance that ``first`` wins when it moves first against ``second``.

    Both are strategies with ``action(score, opponent, turn_total)`` (or a
    ``roll_table``). Whatever they say, a player always rolls at the start of a
    turn (the rules) and holds once holding wins (anything else only risks it).
    """
    import numpy as np

    goal = check_solvable(goal)
    rolls_a = roll_table(first, goal)
    rolls_b = roll_table(second, goal)
    start_a = np.zeros((goal, goal))  # start_a[i, j] = F(i, j, 0)
    start_b = np.zeros((goal, goal))  # start_b[j, i] = G(j, i, 0)
    for score_sum in range(2 * goal - 2, -1, -1):
        a_scores = np.arange(max(0, score_sum - goal + 1), min(score_sum, goal - 1) + 1)
        b_scores = score_sum - a_scores
        # F(i, j, 0) = a + b * G(j, i, 0) and G(j, i, 0) = c + d * F(i, j, 0).
        a, b = _linear_start(
            np, goal, a_scores, b_scores, rolls_a, start_b, win_value=1.0
        )
        c, d = _linear_start(
            np, goal, b_scores, a_scores, rolls_b, start_a, win_value=0.0
        )
        f0 = (a + b * c) / (1.0 - b * d)
        start_a[a_scores, b_scores] = f0
        start_b[b_scores, a_scores] = c + d * f0
    return float(start_a[0, 0])


def _linear_start(
    np: Any,
    goal: int,
    movers: Table,
    waiters: Table,
    rolls: Table,
    other_start: Table,
    win_value: float,
) -> tuple[Table, Table]:
    """Start value of the mover as ``offset + slope * (other side's start value)``.

    ``win_value`` is A's chance when the mover reaches the goal (1 for A, 0 for B).
    ``other_start[waiter, banked]`` is the already-solved start value of the other
    side after the mover holds (a larger score sum).
    """
    turn_totals = goal - int(movers.min())
    values = np.full((turn_totals + SIDES, movers.size), win_value)
    slopes = np.zeros_like(values)
    for turn_total in range(turn_totals - 1, -1, -1):
        banked = movers + turn_total
        won = banked >= goal
        capped = np.minimum(banked, goal - 1)
        after_hold = other_start[waiters, capped]
        ahead = slice(turn_total + 2, turn_total + SIDES + 1)
        roll_value = values[ahead].sum(axis=0) / SIDES
        roll_slope = (slopes[ahead].sum(axis=0) + 1.0) / SIDES
        if turn_total == 0:
            rolling = np.ones(movers.size, dtype=bool)
        else:
            rolling = rolls[movers, waiters, np.minimum(turn_total, goal - 1)] & ~won
        values[turn_total] = np.where(
            won, win_value, np.where(rolling, roll_value, after_hold)
        )
        slopes[turn_total] = np.where(rolling, roll_slope, 0.0)
    return values[0], slopes[0]

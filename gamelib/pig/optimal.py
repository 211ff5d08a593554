"""Pig: the strategy that maximises the chance of winning a two-player game.

Neller and Presser ("Optimal Play of the Dice Game Pig", 2004) write the probability
that the player to move wins as P(i, j, k): own banked score i, opponent's banked
score j, turn total k. Rolling gives

    (1 - P(j, i, 0)) / 6  +  sum over r = 2..6 of P(i, j, k + r) / 6

(a 1 hands the turn over with nothing banked), holding gives 1 - P(j, i + k, 0), and
an optimal player takes the larger. The equations are circular, so the paper solves
them by value iteration; a plain sweep over the whole table takes over a minute.

This solver uses the structure instead. Holding at k > 0 and rolling on to k + r
both lead to states whose score sum is larger or whose turn total is larger, so we
solve score sums from the largest down. Inside one sum, (i, j) and (j, i) are
coupled only through the two start-of-turn values P(i, j, 0) and P(j, i, 0). For a
guess of the opponent's start value every other value of the pair follows in one
backward pass over k, and it is linear in the guess as long as the roll/hold choices
stay the same. So each pass also tracks that slope, solves the 2-by-2 linear system
for both start values at once (a Newton step; exact once the choices settle), and
stops when a pass no longer moves them: usually three passes. All pairs of one score
sum are independent of every other pair of that sum, so numpy handles them together.

The handout forbids holding before the first roll of a turn, so at k = 0 the value
is the rolling value. That changes no number: holding then is never better.

numpy is imported only when a policy is solved, so the terminal game itself runs on
the standard library alone, as the handout asks.
"""

from collections.abc import Callable

from gamelib.pig.errors import GoalError, PolicyStateError

SIDES = 6
ROLL = "roll"
HOLD = "hold"
TOLERANCE = 1e-13
MAX_PASSES = 50

ProgressCallback = Callable[[int, int], None]
"""``progress(done, total)``: called after each score sum with the work units done."""


class OptimalPolicy:
    """The solved tables for one goal: win probabilities and roll/hold choices.

    A policy is also a computer player in the ``gamelib.players`` sense: call it on
    a running ``PigGame`` and it returns the move to make.
    """

    def __init__(self, goal, win_table, roll_table):
        self.goal = goal
        self._win = win_table
        self._roll = roll_table

    def __repr__(self):
        return f"optimal_policy(goal={self.goal})"

    def _check(self, score, opponent, turn_total):
        for name, value in (
            ("score", score),
            ("opponent", opponent),
            ("turn_total", turn_total),
        ):
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise PolicyStateError(
                    f"{name} must be a whole number of at least 0, not {value!r}"
                )
        if score >= self.goal or opponent >= self.goal:
            raise PolicyStateError(
                f"a banked score of {self.goal} or more has already won; "
                f"got score={score}, opponent={opponent}"
            )

    def win_probability(self, score, opponent, turn_total=0):
        """Chance that the player to move wins if both sides play optimally."""
        self._check(score, opponent, turn_total)
        if score + turn_total >= self.goal:
            return 1.0
        return float(self._win[score, opponent, turn_total])

    def action(self, score, opponent, turn_total=0):
        """``"roll"`` or ``"hold"``: whichever wins more often (hold on a tie)."""
        self._check(score, opponent, turn_total)
        if turn_total == 0:
            return ROLL  # the rules forbid holding before the first roll
        if score + turn_total >= self.goal:
            return HOLD
        return ROLL if self._roll[score, opponent, turn_total] else HOLD

    def rolls(self, score, opponent, turn_total):
        """True where the policy rolls; the plain-bool form plots and tests want."""
        return self.action(score, opponent, turn_total) == ROLL

    def roll_table(self, goal):
        """Boolean array [score, opponent, turn_total]: True where the policy rolls."""
        if goal != self.goal:
            raise GoalError(f"this policy was solved for goal {self.goal}, not {goal}")
        return self._roll.copy()

    def hold_boundary(self, opponent):
        """For each own score, the smallest turn total at which the policy holds.

        This is the curve the lesson plots; ``None`` where the policy never holds
        before reaching the goal.
        """
        boundary = []
        for score in range(self.goal):
            holds = [
                k
                for k in range(1, self.goal - score)
                if not self._roll[score, opponent, k]
            ]
            boundary.append(holds[0] if holds else None)
        return boundary

    def __call__(self, game):
        """The move for the current player of a two-player ``PigGame``."""
        if game.goal != self.goal:
            raise GoalError(
                f"this policy was solved for goal {self.goal}, "
                f"but the game is played to {game.goal}"
            )
        me = game.current_player
        opponent = max(p.score for p in game.players if p is not me)
        return self.action(me.score, opponent, game.turn_total)


def _check_goal(goal):
    if isinstance(goal, bool) or not isinstance(goal, int) or goal < 1:
        raise GoalError(f"the goal must be a whole number of at least 1, not {goal!r}")


def solve(goal=100, progress: ProgressCallback | None = None):
    """Solve the optimal policy for ``goal`` from scratch (see ``optimal_policy``)."""
    import numpy as np

    _check_goal(goal)
    start = np.zeros((goal, goal))  # start[i, j] = P(i, j, 0)
    win = np.ones((goal, goal, goal))
    rolls = np.zeros((goal, goal, goal), dtype=bool)
    sums = range(2 * goal - 2, -1, -1)
    total = len(sums)
    for done, score_sum in enumerate(sums, start=1):
        _solve_score_sum(np, goal, score_sum, start, win, rolls)
        if progress is not None:
            progress(done, total)
    return OptimalPolicy(goal, win, rolls)


def _solve_score_sum(np, goal, score_sum, start, win, rolls):
    """Fill every P(i, j, k) with i + j == score_sum; larger sums are already done."""
    own = np.arange(max(0, score_sum - goal + 1), min(score_sum, goal - 1) + 1)
    other = score_sum - own
    turn_totals = goal - own[0]  # the lowest own score has the most turn totals
    k = np.arange(turn_totals)
    banked = own[None, :] + k[:, None]  # [k, pair]: score after holding k
    # Holding a winning total wins; otherwise the opponent starts from a state of a
    # larger score sum, whose start value is known.
    hold = np.where(
        banked >= goal, 1.0, 1.0 - start[other[None, :], np.minimum(banked, goal - 1)]
    )
    # Rows k >= turn_totals are the padding a roll from near the goal lands in: won.
    values = np.ones((turn_totals + SIDES, own.size))
    slopes = np.zeros_like(values)
    choose_roll = np.zeros((turn_totals, own.size), dtype=bool)
    opponent_start = np.full(own.size, 0.5)
    for _ in range(MAX_PASSES):
        pig_out = (1.0 - opponent_start) / SIDES
        for turn_total in range(turn_totals - 1, -1, -1):
            ahead = slice(turn_total + 2, turn_total + SIDES + 1)
            roll_value = pig_out + values[ahead].sum(axis=0) / SIDES
            roll_slope = (slopes[ahead].sum(axis=0) - 1.0) / SIDES
            if turn_total == 0:
                better = np.ones(own.size, dtype=bool)
            else:
                better = roll_value > hold[turn_total]
            choose_roll[turn_total] = better
            values[turn_total] = np.where(better, roll_value, hold[turn_total])
            slopes[turn_total] = np.where(better, roll_slope, 0.0)
        # Locally P(i, j, 0) = a + b * P(j, i, 0); the partner of pair m is pair -m-1.
        b = slopes[0]
        a = values[0] - b * opponent_start
        own_start = (a + b * a[::-1]) / (1.0 - b * b[::-1])
        new_opponent_start = own_start[::-1]
        converged = np.max(np.abs(new_opponent_start - opponent_start)) < TOLERANCE
        opponent_start = new_opponent_start
        if converged:
            break
    else:
        raise ArithmeticError(f"score sum {score_sum} did not converge")
    # The last pass used a start value within TOLERANCE of the fixed point.
    start[own, other] = values[0]
    for column, (i, j) in enumerate(zip(own, other, strict=True)):
        live = goal - i
        win[i, j, :live] = values[:live, column]
        rolls[i, j, :live] = choose_roll[:live, column]


_solved: dict[int, OptimalPolicy] = {}


def optimal_policy(goal=100, progress: ProgressCallback | None = None):
    """The optimal two-player policy for ``goal``, solved once per process.

    The first call for a goal solves it (about half a second for 100) and reports
    ``progress(done, total)`` along the way; later calls return the same object at
    once and report nothing.
    """
    _check_goal(goal)
    if goal not in _solved:
        _solved[goal] = solve(goal, progress)
    return _solved[goal]

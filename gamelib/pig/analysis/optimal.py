"""Pig: the strategy that maximises the chance of winning a two-player game.

Neller and Presser ("Optimal Play of the Dice Game Pig", 2004) write the probability
that the player to move wins as P(i, j, k): own banked score i, opponent's banked
score j, turn total k. Rolling gives

    (1 - P(j, i, 0)) / 6  +  sum over r = 2..6 of P(i, j, k + r) / 6

(a 1 hands the turn over with nothing banked), holding gives 1 - P(j, i + k, 0), and
an optimal player takes the larger. The equations are circular, so the paper solves
them by value iteration; a plain sweep over the whole table takes minutes.

This solver uses the structure instead. Holding at k > 0 and rolling on to k + r
both lead to states whose score sum is larger or whose turn total is larger, so we
solve score sums from the largest down. Inside one sum, (i, j) and (j, i) are
coupled only through the two start-of-turn values P(i, j, 0) and P(j, i, 0). For a
guess of the opponent's start value every other value of the pair follows in one
backward pass over k, and it is linear in the guess as long as the roll/hold choices
stay the same. So each pass also tracks that slope, solves the 2-by-2 linear system
for both start values at once (a Newton step; exact once the choices settle), and
stops when a pass no longer moves them: usually three passes. In plain Python that
takes about a second for a goal of 100, so the handout's standard-library rule costs
nothing here.

The handout forbids holding before the first roll of a turn, so at k = 0 the value
is the rolling value. That changes no number: holding then is never better.

The terminal program does not even solve: ``gamelib.pig.players.optimal_player(100)``
reads the decisions shipped beside this module (``optimal_rolls_100.zlib``;
``write_shipped_table()`` rewrites it after a change to the solver, and a test says
when that is due).
"""

import functools
from array import array
from collections.abc import Callable
from importlib import resources
from pathlib import Path

from gamelib.arguments import excerpt, whole_number
from gamelib.cellguard import exempt
from gamelib.pig.analysis.policy_table import PolicyTable
from gamelib.pig.errors import GoalError
from gamelib.pig.parts.position import check_position

SIDES = 6
TOLERANCE = 1e-13
MAX_PASSES = 50

BYTES_PER_POSITION = 9  # a float for the chance of winning, a byte for the decision
MAX_TABLE_BYTES = 64 * 2**20
"""The solver's tables grow with the cube of the goal; this keeps them far below
any machine's memory and the solve within seconds."""
MAX_SOLVABLE_GOAL = 195  # the largest goal whose tables fit in MAX_TABLE_BYTES

SHIPPED_GOAL = 100
SHIPPED_FILE = "optimal_rolls_100.zlib"

ProgressCallback = Callable[[int, int], None]
"""``progress(done, total)``: called after each score sum with the work units done."""


class OptimalPolicy(PolicyTable):
    """The solved tables for one goal: roll/hold choices and the win chances."""

    def __init__(self, goal: int, rolls: bytes | bytearray, win: array) -> None:
        super().__init__(goal, rolls)
        self._win = win

    def __repr__(self) -> str:
        return f"optimal_policy({self.goal})"

    def win_probability(self, score: int, opponent: int, turn_total: int = 0) -> float:
        """Chance that the player to move wins if both sides play optimally."""
        score, opponent, turn_total = check_position(
            score, opponent, turn_total, self.goal
        )
        if score + turn_total >= self.goal:
            return 1.0
        return self._win[self._index(score, opponent, turn_total)]


def table_bytes(goal: int) -> int:
    """Memory the solver's tables take for ``goal``."""
    return goal**3 * BYTES_PER_POSITION


def check_solvable(goal: object) -> int:
    """``goal`` as an int if its tables fit in ``MAX_TABLE_BYTES``, else ``GoalError``.

    Called before anything is allocated, so a goal of a million is refused at once
    instead of exhausting the memory.
    """
    goal = whole_number(goal, "the goal", low=1, wrong_type=GoalError)
    if goal > MAX_SOLVABLE_GOAL:
        needed = (
            f"{table_bytes(goal) // 2**20:,} MiB"
            if goal < 10**6
            else "more memory than any computer has"
        )
        raise GoalError(
            f"the optimal player's tables for a goal of {excerpt(goal)} would need "
            f"{needed}; it plays goals up to {MAX_SOLVABLE_GOAL}"
        )
    return goal


@exempt()  # seconds of the course's own work: see gamelib.cellguard
def solve(goal: int = 100, progress: ProgressCallback | None = None) -> OptimalPolicy:
    """Solve the optimal policy for ``goal`` from scratch (see ``optimal_policy``)."""
    goal = check_solvable(goal)
    start = [[0.0] * goal for _ in range(goal)]  # start[i][j] = P(i, j, 0)
    win = array("d", [0.0]) * goal**3
    rolls = bytearray(goal**3)
    sums = range(2 * goal - 2, -1, -1)
    for done, score_sum in enumerate(sums, start=1):
        for own in range(max(0, score_sum - goal + 1), score_sum // 2 + 1):
            _solve_pair(goal, own, score_sum - own, start, win, rolls)
        if progress is not None:
            progress(done, len(sums))
    return OptimalPolicy(goal, rolls, win)


class _Turn:
    """One side of a pair: its values, slopes and choices over every turn total."""

    def __init__(self, goal: int, own: int, opponent: int) -> None:
        self.goal, self.own, self.opponent = goal, own, opponent
        self.live = goal - own  # turn totals below the goal
        # Padding: a roll from near the goal lands on a won position (value 1,
        # independent of the opponent's start value).
        self.values = [1.0] * (self.live + SIDES + 1)
        self.slopes = [0.0] * (self.live + SIDES + 1)
        self.choices = bytearray(self.live)

    def backward_pass(
        self, opponent_start: float, opponent_row: list[float]
    ) -> tuple[float, float]:
        """Values for a guess of P(opponent, own, 0), as ``a + b * guess``.

        ``opponent_row[s]`` is the opponent's start value against a banked score
        s, known for every s > own (a larger score sum).
        """
        values, slopes, choices = self.values, self.slopes, self.choices
        own, pig_out = self.own, (1.0 - opponent_start) / SIDES
        window, slope_window = float(SIDES - 1), 0.0  # rolls of 2..6 from the top
        for k in range(self.live - 1, -1, -1):
            value = pig_out + window / SIDES
            slope = (slope_window - 1.0) / SIDES
            choice = 1
            if k:
                hold = 1.0 - opponent_row[own + k]
                if value <= hold:
                    value, slope, choice = hold, 0.0, 0
            values[k], slopes[k], choices[k] = value, slope, choice
            window += values[k + 1] - values[k + SIDES]
            slope_window += slopes[k + 1] - slopes[k + SIDES]
        return values[0] - slopes[0] * opponent_start, slopes[0]

    def store(self, start: list[list[float]], win: array, rolls: bytearray) -> None:
        start[self.own][self.opponent] = self.values[0]
        base = (self.own * self.goal + self.opponent) * self.goal
        win[base : base + self.live] = array("d", self.values[: self.live])
        rolls[base : base + self.live] = self.choices


def _solve_pair(
    goal: int,
    own: int,
    other: int,
    start: list[list[float]],
    win: array,
    rolls: bytearray,
) -> None:
    """Fill P(own, other, k) and P(other, own, k); larger sums are already done."""
    mine, theirs = _Turn(goal, own, other), _Turn(goal, other, own)
    my_start = their_start = 0.5
    for _ in range(MAX_PASSES):
        # P(own, other, 0) = a + b * P(other, own, 0), and the other way round.
        a, b = mine.backward_pass(their_start, start[other])
        if own == other:
            new_mine = new_theirs = a / (1.0 - b)
        else:
            c, d = theirs.backward_pass(my_start, start[own])
            new_mine = (a + b * c) / (1.0 - b * d)
            new_theirs = c + d * new_mine
        settled = max(abs(new_mine - my_start), abs(new_theirs - their_start))
        my_start, their_start = new_mine, new_theirs
        if settled < TOLERANCE:
            break
    else:
        raise ArithmeticError(f"scores {own} and {other} did not converge")
    # The last pass used start values within TOLERANCE of the fixed point.
    mine.store(start, win, rolls)
    if own != other:
        theirs.store(start, win, rolls)


_solved: dict[int, OptimalPolicy] = {}


def optimal_policy(
    goal: int = 100, progress: ProgressCallback | None = None
) -> OptimalPolicy:
    """The optimal two-player policy for ``goal``, solved once per process.

    The first call for a goal solves it (about a second for 100) and reports
    ``progress(done, total)`` along the way; later calls return the same object at
    once and report nothing.
    """
    goal = check_solvable(goal)
    if goal not in _solved:
        _solved[goal] = solve(goal, progress)
    return _solved[goal]


def is_solved(goal: int) -> bool:
    """Has ``optimal_policy`` solved ``goal`` in this process already?"""
    return goal in _solved


@functools.cache
def shipped_table() -> PolicyTable:
    """The optimal decisions for ``SHIPPED_GOAL``, as the package ships them."""
    data = resources.files("gamelib.pig.analysis").joinpath(SHIPPED_FILE).read_bytes()
    return PolicyTable.from_bytes(data)


def write_shipped_table() -> Path:
    """Solve the shipped goal again and rewrite the package's table file."""
    path = Path(__file__).with_name(SHIPPED_FILE)
    path.write_bytes(solve(SHIPPED_GOAL).to_bytes())
    return path

"""Pig: the exact figures: the strategy that wins most often, and exact match-ups.

Why it is built this way, with the measured facts: ``docs/design.md``,
``gamelib.pig.optimal``.
"""

import functools
import zlib
from array import array
from collections.abc import Callable
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any

from gamelib.arguments import excerpt, save_atomically
from gamelib.errors import SetupError
from gamelib.pig.player import (
    DEFAULT_GOAL,
    HOLD,
    ROLL,
    check_at_least_one,
    check_position,
    position_of,
)

if TYPE_CHECKING:
    import numpy

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

HEADER = b"pig roll table, goal "

ProgressCallback = Callable[[int, int], None]
"""``progress(done, total)``: called after each score sum with the work units done."""

Table = Any
"""A numpy array: numpy is imported inside the functions, when a figure is wanted."""


class PolicyTable:
    """A fixed strategy for one goal, looked up rather than computed.

    Like every strategy it is also a computer player: call it on a running
    ``PigGame`` (played to the same goal) and it returns the move to make.
    """

    def __init__(self, goal: int, rolls: bytes | bytearray) -> None:
        self.goal = check_at_least_one(goal, "the goal")
        if len(rolls) != self.goal**3:
            raise SetupError(
                f"a table for goal {self.goal} has {self.goal**3} entries, "
                f"not {len(rolls)}"
            )
        self._rolls = bytes(rolls)

    def __repr__(self) -> str:
        return f"<PolicyTable for goal {self.goal}>"

    def _index(self, score: int, opponent: int, turn_total: int) -> int:
        return (score * self.goal + opponent) * self.goal + turn_total

    def action(self, score: int, opponent: int, turn_total: int = 0) -> str:
        """``"roll"`` or ``"hold"`` at this position (always roll first)."""
        score, opponent, turn_total = check_position(
            score, opponent, turn_total, self.goal
        )
        if turn_total == 0:
            return ROLL  # the rules forbid holding before the first roll
        if score + turn_total >= self.goal:
            return HOLD  # holding wins; rolling on could only lose it
        return ROLL if self._rolls[self._index(score, opponent, turn_total)] else HOLD

    def rolls(self, score: int, opponent: int, turn_total: int) -> bool:
        """True where the policy rolls: the plain-bool form plots and tests want."""
        return self.action(score, opponent, turn_total) == ROLL

    def hold_boundary(self, opponent: int) -> list[int | None]:
        """For each own score, the smallest turn total at which the policy holds.

        This is the curve the lesson plots; ``None`` where the policy never holds
        before reaching the goal.
        """
        _, opponent, _ = check_position(0, opponent, 0, self.goal)
        boundary: list[int | None] = []
        for score in range(self.goal):
            start = self._index(score, opponent, 0)
            row = self._rolls[start + 1 : start + self.goal - score]
            hold = row.find(0)
            boundary.append(None if hold < 0 else hold + 1)
        return boundary

    def roll_table(self, goal: int) -> "numpy.ndarray[Any, Any]":
        """Boolean array [score, opponent, turn_total] for ``matchup``.

        The lesson's exact match-ups need numpy; playing never does.
        """
        import numpy as np

        if goal != self.goal:
            raise SetupError(
                f"this policy was solved for goal {self.goal}, not {excerpt(goal)}"
            )
        size = (self.goal,) * 3
        return np.frombuffer(self._rolls, dtype=np.uint8).reshape(size).astype(bool)

    def __call__(self, game: object) -> str:
        """The move for the player to move in a running ``PigGame``.

        With more than two players the policy plays against the best opposing
        score; the computer only ever plays two-player games.
        """
        position = position_of(game, repr(self))
        if position.goal != self.goal:
            raise SetupError(
                f"this policy was solved for goal {self.goal}, "
                f"but the game is played to {position.goal}"
            )
        return self.action(position.score, position.opponent, position.turn_total)

    def to_bytes(self) -> bytes:
        """The table compressed for shipping; ``from_bytes`` reads it back."""
        header = HEADER + str(self.goal).encode() + b"\n"
        return zlib.compress(header + self._rolls, 9)

    @classmethod
    def from_bytes(cls, data: bytes) -> "PolicyTable":
        """A table written by ``to_bytes`` (``zlib.error`` if it was damaged)."""
        header, _, rolls = zlib.decompress(data).partition(b"\n")
        goal = header.removeprefix(HEADER)
        if goal == header or not goal.isdigit():
            raise ValueError(f"not a Pig roll table: header {excerpt(header)}")
        return cls(int(goal), rolls)


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
    """``goal`` as an int if its tables fit in ``MAX_TABLE_BYTES``, else ``SetupError``.

    Called before anything is allocated, so a goal of a million is refused at once
    instead of exhausting the memory.
    """
    goal = check_at_least_one(goal, "the goal")
    if goal > MAX_SOLVABLE_GOAL:
        needed = (
            f"{table_bytes(goal) // 2**20:,} MiB"
            if goal < 10**6
            else "more memory than any computer has"
        )
        raise SetupError(
            f"the optimal player's tables for a goal of {excerpt(goal)} would need "
            f"{needed}; it plays goals up to {MAX_SOLVABLE_GOAL}"
        )
    return goal


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


@functools.cache
def shipped_table() -> PolicyTable:
    """The optimal decisions for ``SHIPPED_GOAL``, as the package ships them; a
    file missing or damaged is a ``SetupError`` that says how to get it back."""
    file = resources.files("gamelib.pig").joinpath(SHIPPED_FILE)
    try:
        return PolicyTable.from_bytes(file.read_bytes())
    except (OSError, ValueError, zlib.error) as error:
        raise SetupError(
            f"cannot load the optimal player's table {file}: "
            f"{getattr(error, 'strerror', None) or error}; reinstall gamelib"
        ) from None


def write_shipped_table() -> Path:
    """Solve the shipped goal again and rewrite the package's table file."""
    path = Path(__file__).with_name(SHIPPED_FILE)
    return save_atomically(path, lambda out: out.write(solve(SHIPPED_GOAL).to_bytes()))


def optimal_player(
    goal: int = DEFAULT_GOAL, progress: ProgressCallback | None = None
) -> PolicyTable:
    """The optimal computer player for ``goal``: read from the package for 100.

    Other goals are solved (``progress`` reports how far). Only the decisions are
    shipped, not the win chances: ``optimal_policy`` has those, and once it has
    solved the shipped goal this plays that same policy.
    """
    goal = check_solvable(goal)
    if goal == SHIPPED_GOAL and goal not in _solved:  # not solved in this process
        return shipped_table()
    return optimal_policy(goal, progress)


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

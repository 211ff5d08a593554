"""Pig benchmark: how long the optimal policy takes to solve, and what it says.

Run: .venv/bin/python tests/benchmarks/bench_pig.py
Prints figures only; the 3-second budget for the goal-100 solve is checked by eye
(timed assertions in tests fail on a busy machine for reasons unrelated to the code).
The solver is plain Python, so these are also the figures of the terminal program
on a Python without numpy (which reads the goal-100 table from the package).
"""

import random
import time
from collections.abc import Callable
from typing import Any

from gamelib.pig import PigGame, first_player_win_probability, hold_at
from gamelib.pig.optimal import MAX_SOLVABLE_GOAL, shipped_table, solve
from gamelib.players import play_out

BUDGET_SECONDS = 3.0


def timed(function: Callable[..., Any], *args: Any) -> tuple[Any, float]:
    start = time.perf_counter()
    result = function(*args)
    return result, time.perf_counter() - start


def main() -> None:
    times = []
    for _ in range(3):
        policy, seconds = timed(solve, 100)
        times.append(seconds)
    verdict = "within" if max(times) <= BUDGET_SECONDS else "OVER"
    print(
        f"optimal policy, goal 100: solve {min(times):.2f} s best, "
        f"{max(times):.2f} s worst of 3 ({verdict} the {BUDGET_SECONDS:.0f} s budget)"
    )
    print(
        "first player's win probability, both optimal: "
        f"{policy.win_probability(0, 0, 0):.6f} (paper: 0.5306)"
    )
    for goal in (50, MAX_SOLVABLE_GOAL):
        _, seconds = timed(solve, goal)
        print(f"optimal policy, goal {goal}: solve {seconds:.2f} s")
    shipped_table.cache_clear()
    _, seconds = timed(shipped_table)
    print(f"shipped goal-100 table: read in {seconds * 1000:.1f} ms")

    classic = hold_at(20)
    exact, seconds = timed(first_player_win_probability, policy, classic)
    second = 1 - first_player_win_probability(classic, policy)
    print(
        f"optimal vs hold at 20 (exact, {seconds:.2f} s): wins {exact:.4f} moving "
        f"first, {second:.4f} moving second, {(exact + second) / 2:.4f} on average"
    )
    both = first_player_win_probability(classic, classic)
    print(f"hold at 20 vs hold at 20: first player wins {both:.4f}")

    rng = random.Random(1)
    games, moves, start = 2000, 0, time.perf_counter()
    for _ in range(games):
        moves += len(play_out(PigGame(["A", "B"], rng=rng), classic))
    seconds = time.perf_counter() - start
    print(
        f"simulated hold-at-20 games with play_out: {games / seconds:,.0f} games/s "
        f"({moves / seconds:,.0f} checked moves/s)"
    )


if __name__ == "__main__":
    main()

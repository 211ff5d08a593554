"""Pig benchmark: how long the optimal policy takes to solve, and what it says.

Run: .venv/bin/python tests/benchmarks/bench_pig.py
Prints figures only; the 3-second budget for the goal-100 solve is checked by eye
(timed assertions in tests fail on a busy machine for reasons unrelated to the code).
"""

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from gamelib.pig import PigGame, first_player_win_probability, hold_at  # noqa: E402
from gamelib.pig.optimal import solve  # noqa: E402

BUDGET_SECONDS = 3.0


def timed(function, *args):
    start = time.perf_counter()
    result = function(*args)
    return result, time.perf_counter() - start


def main():
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
    for goal in (50, 200):
        _, seconds = timed(solve, goal)
        print(f"optimal policy, goal {goal}: solve {seconds:.2f} s")

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
    games, start = 2000, time.perf_counter()
    for _ in range(games):
        game = PigGame(["A", "B"], rng=rng)
        while not game.is_over:
            game.push(classic(game))
    rate = games / (time.perf_counter() - start)
    print(f"simulated hold-at-20 games with PigGame: {rate:,.0f} games/s")


if __name__ == "__main__":
    main()

"""Time the retrograde analysis of small Quixo boards, and its peak memory.

Prints figures only; it asserts nothing about speed. It solves 3x3 a few times (the
lesson does it live, target well under 1 s), then the 43 million boards of 4x4 once,
with a progress bar, and prints the time, the peak memory and the counts beside
their targets (issue 30: 30 s, 100 MB), marking a miss; ``--quick`` leaves 4x4 out
and ``--out FILE`` saves its table too (as ``python -m gamelib.quixo solve 4``
does). ``--table FILE`` loads a saved 4x4 table, checks random boards against their
successors (the tests cannot afford 4x4) and times the perfect player. Run with
``.venv/bin/python tests/benchmarks/bench_quixo_solve.py [--quick] [--out FILE]``.
"""

import argparse
import random
import resource
import statistics
import time
from pathlib import Path

from gamelib.players import play_out
from gamelib.quixo import Board, make_random_player, perfect_player
from gamelib.quixo.solver import (
    Progress,
    Solution,
    TextProgressBar,
    after_move,
    digits_of,
    line_owners,
    report,
    slides,
    solve,
)

TARGET_3X3_SECONDS = 1.0
TARGET_4X4_SECONDS = 30.0
TARGET_4X4_MEGABYTES = 100.0  # issue 30: a tenth of the 370 MB of two-array tables
FOUR_BY_FOUR_COUNTS = {"win": 26_434_489, "loss": 15_003_736, "draw": 1_608_496}
RUNS_3X3 = 5
TABLE_SAMPLES = 20_000
GAMES_AGAINST_RANDOM = 20


def peak_memory_megabytes() -> float:
    """The process's largest resident size so far (Linux reports kilobytes)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def timed_solve(size: int, progress: Progress | None = None) -> tuple[Solution, float]:
    started = time.perf_counter()
    solution = solve(size, progress=progress)
    return solution, time.perf_counter() - started


def bench_3x3() -> None:
    runs = [timed_solve(3) for _ in range(RUNS_3X3)]
    seconds = [elapsed for _, elapsed in runs]
    median = statistics.median(seconds)
    solution = runs[0][0]
    print(f"3x3 solve, {RUNS_3X3} runs: median {median:.4f} s", end="")
    print(f" (min {min(seconds):.4f}, max {max(seconds):.4f})")
    for line in report(solution, median):
        print("  " + line)
    verdict = "under" if median < TARGET_3X3_SECONDS else "OVER"
    print(f"target {TARGET_3X3_SECONDS:.1f} s: {verdict}")


def bench_4x4(out: Path | None) -> None:
    print("4x4 solve (one run):")
    solution, seconds = timed_solve(4, progress=TextProgressBar())
    for line in report(solution, seconds):
        print("  " + line)
    peak = peak_memory_megabytes()
    print(f"  time {seconds:.1f} s (target {TARGET_4X4_SECONDS:.0f} s)", end="")
    print("" if seconds <= TARGET_4X4_SECONDS else "  <- MISS")
    print(f"  peak resident memory {peak:,.0f} MB", end="")
    print(f" (target {TARGET_4X4_MEGABYTES:.0f} MB)", end="")
    print("" if peak <= TARGET_4X4_MEGABYTES else "  <- MISS")
    same = solution.counts == FOUR_BY_FOUR_COUNTS
    print(f"  counts {'as' if same else 'DIFFERENT from'} published in issue 30")
    print(f"  longest perfect game from any decided board: {solution.longest} moves")
    if out is not None:
        started = time.perf_counter()
        solution.save(out)
        saved = time.perf_counter() - started
        megabytes = out.stat().st_size / 1e6
        print(f"  saved to {out} ({megabytes:.1f} MB) in {saved:.1f} s")
        started = time.perf_counter()
        Solution.load(out)
        print(f"  loaded back in {time.perf_counter() - started:.1f} s")


def consistent(solution: Solution, number: int) -> bool:
    """Whether a board's value and moves left follow from its successors' (or, for
    a board showing a line, from the line rule)."""
    size = solution.size
    digits = digits_of(number, size)
    value, moves = solution.value_of(number), solution.moves_left_of(number)
    owners = line_owners(digits, size)
    if owners:
        return (value, moves) == ("win" if 1 in owners else "loss", 0)
    afters = [
        after_move(number, size, slide)
        for slide in slides(size)
        if digits[slide.pick] != 2
    ]
    results = [(solution.value_of(a), solution.moves_left_of(a)) for a in afters]
    lost_for_them = [left for result, left in results if result == "loss"]
    if lost_for_them:
        return (value, moves) == ("win", 1 + min(lost_for_them))
    if all(result == "win" for result, _ in results):
        return (value, moves) == ("loss", 1 + max(left for _, left in results))
    return (value, moves) == ("draw", None)


def check_table(path: Path) -> None:
    started = time.perf_counter()
    solution = Solution.load(path)
    print(f"table {path}: loaded in {time.perf_counter() - started:.1f} s")
    print(f"  {solution!r}")
    rng = random.Random(2020)
    boards = [rng.randrange(solution.table.size) for _ in range(TABLE_SAMPLES)]
    wrong = sum(not consistent(solution, number) for number in boards)
    print(f"  {TABLE_SAMPLES:,} random boards against their successors:", end="")
    print(f" {wrong} inconsistent")
    play_perfect_games(solution)


def play_perfect_games(solution: Solution) -> None:
    """Perfect X against random O from the empty board: move time and results."""
    perfect = perfect_player(solution)
    size = solution.size
    started = time.perf_counter()
    perfect(Board(size=size))
    print(f"  perfect player, first move: {time.perf_counter() - started:.4f} s")
    wins, lengths = 0, []
    for seed in range(GAMES_AGAINST_RANDOM):
        board = Board(size=size)
        promised = solution.moves_left(board)
        players = {"X": perfect, "O": make_random_player(seed)}
        moves = play_out(board, players, promised)
        wins += board.outcome().winner == "X"
        lengths.append(len(moves))
    print(
        f"  perfect X vs random O, {GAMES_AGAINST_RANDOM} games: {wins} won,"
        f" {min(lengths)}-{max(lengths)} moves (perfect play: {promised})"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="leave 4x4 out")
    parser.add_argument("--out", type=Path, help="save the 4x4 table here")
    parser.add_argument("--table", type=Path, help="check a saved table")
    arguments = parser.parse_args()
    bench_3x3()
    if not arguments.quick:
        bench_4x4(arguments.out)
    if arguments.table:
        check_table(arguments.table)


if __name__ == "__main__":
    main()

"""Time the full tic-tac-toe analysis that the lesson runs (target: under 1 s).

Prints figures only; it asserts nothing about speed. Each run starts from cold
caches so the figure is what a learner sees the first time the cell runs. A last
figure walks every reachable position through ``Board.push``/``pop``: the cost of
the checked game shape itself.
Run with ``.venv/bin/python tests/benchmarks/bench_tictactoe.py``.
"""

import statistics
import time

from gamelib.tictactoe import Board, analysis
from gamelib.tictactoe.analysis import (
    count_games,
    count_positions,
    mistakes_against_minimax,
    sweep_every_human,
)
from gamelib.tictactoe.players import minimax_player, pattern_player

TARGET_SECONDS = 1.0
RUNS = 5


def clear_caches() -> None:
    analysis._games_from.cache_clear()
    analysis._solve.cache_clear()


def walk_every_position() -> int:
    """Reach each of the 5,478 positions by real, checked moves; count the pushes."""
    board, seen, pushes = Board(), set(), 0

    def explore() -> None:
        nonlocal pushes
        if board.cells in seen:
            return
        seen.add(board.cells)
        for square in board.legal_moves:
            board.push(square)
            pushes += 1
            explore()
            board.pop()

    explore()
    assert len(seen) == 5_478
    return pushes


def full_analysis() -> dict[str, float]:
    """Every step of the lesson's analysis, timed one by one from cold caches."""
    clear_caches()
    steps = {}

    def timed(name, work):
        start = time.perf_counter()
        result = work()
        steps[name] = time.perf_counter() - start
        return result

    games = timed("count 255,168 games", count_games)
    positions = timed("count 5,478 positions", count_positions)
    sweep = timed(
        "pattern player vs every human", lambda: sweep_every_human(pattern_player)
    )
    mistakes = timed("compare with minimax", lambda: mistakes_against_minimax(sweep))
    perfect = timed("minimax vs every human", lambda: sweep_every_human(minimax_player))
    assert games.total == 255_168 and positions == 5_478
    assert not sweep.losses and not mistakes and not perfect.losses
    return steps


def main() -> None:
    runs = [full_analysis() for _ in range(RUNS)]
    print(f"tic-tac-toe full analysis, {RUNS} cold runs (median seconds)")
    for name in runs[0]:
        median = statistics.median(run[name] for run in runs)
        print(f"  {name:<32} {median:8.4f}")
    totals = [sum(run.values()) for run in runs]
    median_total = statistics.median(totals)
    print(
        f"  {'total':<32} {median_total:8.4f}  (min {min(totals):.4f},"
        f" max {max(totals):.4f})"
    )
    verdict = "under" if median_total < TARGET_SECONDS else "OVER"
    print(f"target {TARGET_SECONDS:.1f} s: {verdict}")
    walks = []
    for _ in range(RUNS):
        start = time.perf_counter()
        pushes = walk_every_position()
        walks.append(time.perf_counter() - start)
    median_walk = statistics.median(walks)
    print(
        f"push/pop to all 5,478 positions: {pushes:,} checked pushes in"
        f" {median_walk:.4f} s, {median_walk / pushes * 1e6:.1f} us per push and pop"
    )


if __name__ == "__main__":
    main()

"""The command ``python -m gamelib.quixo.analysis.solver SIZE [--out FILE]``.

It solves 3x3 or 4x4 with a progress bar, prints the counts beside the published
results, and saves the table the perfect player loads. It lives apart from
``gamelib.quixo.analysis.solve`` because the package exports the function ``solve``, and
``python -m`` must not run a module the package has already imported.
"""

import argparse
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TextIO

from gamelib.console import Console, run
from gamelib.quixo.analysis.progress import TextProgressBar
from gamelib.quixo.analysis.retrograde import board_total
from gamelib.quixo.analysis.solution import SOLVABLE_SIZES, Solution, default_table_path
from gamelib.quixo.analysis.solve import (
    PUBLISHED_FIRST_PLAYER_RESULT,
    PUBLISHED_SOURCE,
    solve,
)


def published_results() -> str:
    results = ", ".join(
        f"{size}x{size} {'first player wins' if value == 'win' else 'draw'}"
        for size, value in PUBLISHED_FIRST_PLAYER_RESULT.items()
    )
    return f"Published by {PUBLISHED_SOURCE}: {results}."


def report(solution: Solution, seconds: float) -> list[str]:
    """The lines the command prints about a solution."""
    size, counts = solution.size, solution.counts
    total = sum(counts.values())
    empty = solution.value_of(0)
    published = PUBLISHED_FIRST_PLAYER_RESULT[size]
    agreement = "agrees with" if empty == published else "DISAGREES with"
    lines = [f"{size}x{size} Quixo solved in {seconds:.2f} s: {total:,} boards"]
    for name, count in counts.items():
        lines.append(f"  {name:<5} {count:>12,}  ({count / total:6.2%})")
    moves = solution.moves_left_of(0)
    length = "" if moves is None else f" in {moves} moves"
    lines.append(
        f"Empty board, X to move: {empty}{length}"
        f" ({agreement} the published first-player {published})"
    )
    lines.append(published_results())
    return lines


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m gamelib.quixo.analysis.solver",
        description="Solve small Quixo boards by retrograde analysis.",
    )
    parser.add_argument("size", type=int, choices=SOLVABLE_SIZES, help="board size")
    parser.add_argument(
        "--out",
        type=Path,
        default=None,
        help=f"save the table here (4x4 default: {default_table_path(4)})",
    )
    return parser


def main(
    argv: Sequence[str] | None = None,
    console: Console | None = None,
    bar_stream: TextIO | None = None,
) -> int:
    """Solve, print the counts and the published results, save the table.

    A 3x3 table is saved only with ``--out`` (it solves faster than it loads); a
    4x4 table goes to ``--out`` or else the user's cache directory.
    """

    def program(console: Console, arguments: argparse.Namespace) -> None:
        size = arguments.size
        console.say(f"Solving {size}x{size} Quixo: {board_total(size):,} boards.")
        bar = TextProgressBar(bar_stream or sys.stderr)
        started = time.perf_counter()
        solution = solve(size, progress=bar)
        seconds = time.perf_counter() - started
        for line in report(solution, seconds):
            console.say(line)
        path = arguments.out or (default_table_path(size) if size == 4 else None)
        if path is not None:
            saved = solution.save(path)
            megabytes = saved.stat().st_size / 1e6
            console.say(f"Table saved to {saved} ({megabytes:.1f} MB).")

    return run(program, _parser(), argv, console)


if __name__ == "__main__":
    sys.exit(main())

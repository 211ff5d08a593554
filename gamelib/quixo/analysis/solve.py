"""Solve small Quixo boards: every board won, lost or drawn for the player to move.

``solve(3)`` takes a few hundredths of a second, so the lesson runs it live.
``solve(4)`` classifies 43 million boards in about a minute and a half, so ``python -m
gamelib.quixo.analysis.solver 4`` runs it with a progress bar and saves the table for
the perfect player (``gamelib.quixo.analysis.solver`` is that command).

The results are published (Tanaka, Bonnet, Tixeuil and Tamura, "Quixo Is Solved",
2020): the first player wins on 3x3 and on 4x4, and the real 5x5 game is a draw.
"""

from gamelib.cellguard import exempt
from gamelib.quixo.analysis.retrograde import Progress, analyse, board_total
from gamelib.quixo.analysis.solution import SOLVABLE_SIZES, Solution
from gamelib.quixo.errors import BoardSizeError

PUBLISHED_FIRST_PLAYER_RESULT = {3: "win", 4: "win", 5: "draw"}
"""The empty board's value for X (Tanaka, Bonnet, Tixeuil and Tamura, 2020)."""

PUBLISHED_SOURCE = 'Tanaka, Bonnet, Tixeuil and Tamura, "Quixo Is Solved" (2020)'


UnsolvableSizeError = BoardSizeError
"""Only 3x3 and 4x4 can be solved here; 5x5 has about 847 billion boards."""


@exempt()  # seconds of the course's own work: see gamelib.cellguard
def solve(size: int, progress: Progress | None = None) -> Solution:
    """Classify every ``size`` x ``size`` board (3 or 4) by retrograde analysis.

    ``progress(done, total)`` is called regularly with the number of boards decided
    so far; the boards left undecided at the end (draws) are counted all at once.
    """
    if size not in SOLVABLE_SIZES:
        raise BoardSizeError(
            f"can solve {' or '.join(map(str, SOLVABLE_SIZES))} only, not {size}"
            f" ({board_total(size):,} boards)"
        )
    values, depths = analyse(size, progress)
    return Solution(size, values, depths)

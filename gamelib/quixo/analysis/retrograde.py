"""Every board of a small Quixo game classified by retrograde analysis, with numpy.

The analysis starts from the boards that are already decided and works backwards, one
level at a time:

* level 0 holds the boards that show a line. The player to move has won if their own
  line shows (the previous mover made it, with or without their own line, and so
  lost), and has lost if only the opponent's line shows;
* a board with a move to a lost board is won, one level above the first such board;
* a board all of whose moves lead to won boards is lost, one level above the last of
  them (a counter of moves not yet known to lose tells when that happens);
* a board never decided is a draw: both players can keep the game going for ever.

A decided board's level is how many moves remain when the winner hurries and the
loser holds out, so a perfect player can finish a won game instead of wandering.

Boards are the base-3 numbers of ``gamelib.quixo.analysis.ternary``. Each level handles
its whole frontier in batches: undoing one move shape changes a board's number by a
fixed multiple of each digit on the slid line, so a few array operations find the
predecessors of a whole batch. That is what lets plain numpy classify the 43 million
boards of 4x4 in minutes.
"""

from collections import Counter
from collections.abc import Callable, Iterator

import numpy as np

from gamelib.quixo.analysis.ternary import (
    MINE,
    THEIRS,
    cell_count,
    lines,
    slides,
    weights,
)

UNDECIDED = DRAW = 0
WIN = 1
LOSS = -1
"""Values in the table (``int8``), for the player to move."""

BATCH_BOARDS = 1 << 18
"""Frontier boards handled together: big enough for numpy, small in memory
(about 100 MB of temporary arrays for 4x4)."""

Progress = Callable[[int, int], object]
"""``progress(boards_decided, total_boards)``, called after every batch."""


def board_total(size: int) -> int:
    return 3 ** cell_count(size)


def index_type(size: int) -> type[np.signedinteger]:
    """The smallest integer type that numbers every board (int32 up to 4x4)."""
    return np.int32 if board_total(size) < 2**31 else np.int64


def digit_column(size: int, cell: int) -> np.ndarray:
    """The digit of ``cell`` on every board, in board-number order."""
    runs = np.repeat(np.arange(3, dtype=np.uint8), 3**cell)
    return np.tile(runs, 3 ** (cell_count(size) - 1 - cell))


def terminal_values(size: int) -> np.ndarray:
    """WIN or LOSS for the boards that show a line, UNDECIDED for the rest."""
    total = board_total(size)
    mine_shows = np.zeros(total, dtype=bool)
    theirs_shows = np.zeros(total, dtype=bool)
    for line in lines(size):
        all_mine = np.ones(total, dtype=bool)
        all_theirs = np.ones(total, dtype=bool)
        for cell in line:
            digits = digit_column(size, cell)
            all_mine &= digits == MINE
            all_theirs &= digits == THEIRS
        mine_shows |= all_mine
        theirs_shows |= all_theirs
    values = np.full(total, UNDECIDED, dtype=np.int8)
    values[theirs_shows] = LOSS
    values[mine_shows] = WIN
    return values


def legal_move_counts(size: int) -> np.ndarray:
    """How many moves the player to move has on every board (opponent's blocks
    cannot be picked up)."""
    counts = np.zeros(board_total(size), dtype=np.uint8)
    places_per_pick = Counter(slide.pick for slide in slides(size))
    for pick, places in places_per_pick.items():
        pickable = digit_column(size, pick) != THEIRS
        counts += pickable.astype(np.uint8) * np.uint8(places)
    return counts


def previous_movers_digits(boards: np.ndarray, size: int) -> np.ndarray:
    """Digits of many boards as the player who just moved sees them, one row per
    cell (shape cells x boards)."""
    digits = np.empty((cell_count(size), boards.size), dtype=np.uint8)
    rest = boards.astype(np.int64)
    for cell in range(cell_count(size)):
        digits[cell] = (3 - rest % 3) % 3
        rest //= 3
    return digits


class Unmoves:
    """The boards one move before given boards, move shape by move shape.

    Seen by the player who made the move, every block of the board after a slide
    came from a known square of the board before it, except the placed block
    (always the mover's) and the picked block's old face (neutral or the mover's:
    two predecessors). So the number of the board before is the number after, plus
    a fixed multiple of each digit on the slid line: a few array operations undo
    one move shape on a whole batch of boards.
    """

    def __init__(self, size: int):
        self.size = size
        self.slides = slides(size)
        self.index = index_type(size)
        self.weights = weights(size)
        self.corrections = [
            [
                (line[step], self.weights[line[step - 1]] - self.weights[line[step]])
                for step in range(1, len(line))
            ]
            for line in (slide.line for slide in self.slides)
        ]

    def predecessors(self, boards: np.ndarray) -> Iterator[np.ndarray]:
        """Yield arrays of board numbers (each seen by its own mover) that reach one
        of ``boards`` in one move; all edges, each once, and no number twice within
        one array, so counters can be decremented with plain fancy indexing."""
        previous = previous_movers_digits(boards, self.size)
        numbers = np.zeros(boards.size, dtype=self.index)
        for cell, weight in enumerate(self.weights):
            numbers += previous[cell] * self.index(weight)
        for slide, corrections in zip(self.slides, self.corrections, strict=True):
            placed = previous[slide.place] == MINE
            picked_neutral = numbers[placed] - self.index(self.weights[slide.place])
            for cell, change in corrections:
                picked_neutral += previous[cell][placed] * self.index(change)
            yield picked_neutral
            yield picked_neutral + self.index(self.weights[slide.pick])


def _batches(boards: np.ndarray) -> Iterator[np.ndarray]:
    for start in range(0, boards.size, BATCH_BOARDS):
        yield boards[start : start + BATCH_BOARDS]


def _joined(parts: list[np.ndarray], dtype: type[np.signedinteger]) -> np.ndarray:
    return np.concatenate(parts) if parts else np.empty(0, dtype=dtype)


def analyse(
    size: int, progress: Progress | None = None
) -> tuple[np.ndarray, np.ndarray]:
    """(values, depths) for every board number: WIN/LOSS/DRAW as ``int8`` and, for
    decided boards, the moves left with perfect play as ``uint16``."""
    total = board_total(size)
    report = progress or (lambda done, total: None)
    report(0, total)
    values = terminal_values(size)
    moves_left = legal_move_counts(size)
    depths = np.zeros(total, dtype=np.uint16)
    unmoves = Unmoves(size)
    won = np.flatnonzero(values == WIN).astype(unmoves.index)
    lost = np.flatnonzero(values == LOSS).astype(unmoves.index)
    decided = won.size + lost.size
    report(decided, total)
    depth = 0
    while won.size or lost.size:
        depth += 1
        newly_won: list[np.ndarray] = []
        newly_lost: list[np.ndarray] = []
        for batch in _batches(lost):
            for before in unmoves.predecessors(batch):
                before = before[values[before] == UNDECIDED]
                values[before] = WIN
                depths[before] = depth
                newly_won.append(before)
                decided += before.size
            report(decided, total)
        for batch in _batches(won):
            for before in unmoves.predecessors(batch):
                before = before[values[before] == UNDECIDED]
                remaining = moves_left[before] - 1
                moves_left[before] = remaining
                before = before[remaining == 0]
                values[before] = LOSS
                depths[before] = depth
                newly_lost.append(before)
                decided += before.size
            report(decided, total)
        won = _joined(newly_won, unmoves.index)
        lost = _joined(newly_lost, unmoves.index)
    report(total, total)
    return values, depths

"""A one-line text progress bar for long computations in a terminal.

The 4x4 analysis runs for minutes; a bar that redraws in place (carriage return, no
new line) shows it is alive without filling the screen. It redraws only when the
shown figure changes or a few tenths of a second have passed, since the analysis
reports after every batch.
"""

import argparse
import os
import sys
import time
import zipfile
import zlib
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Protocol, TextIO

import numpy as np

from gamelib.arguments import check_target, excerpt, save_atomically
from gamelib.console import Console, run
from gamelib.errors import InvalidBoardError, SetupError
from gamelib.quixo.state import BoardSizeError, path, perimeter, places
from gamelib.quixo.state import lines as square_lines

BAR_WIDTH = 30
REDRAW_SECONDS = 0.25


class TextProgressBar:
    """A ``progress(done, total)`` callback that draws ``[####----]  42.0%``."""

    def __init__(self, stream: TextIO | None = None, label: str = "boards"):
        self.stream = stream or sys.stderr
        self.label = label
        self.started = time.perf_counter()
        self.last_drawn = -REDRAW_SECONDS
        self.last_line = ""
        self.finished = False

    def __call__(self, done: int, total: int) -> None:
        if self.finished:
            return
        now = time.perf_counter()
        line = self.line(done, total, now - self.started)
        finished = done >= total
        if line != self.last_line and (
            finished or now - self.last_drawn >= REDRAW_SECONDS
        ):
            self.stream.write("\r" + line)
            self.stream.flush()
            self.last_drawn, self.last_line = now, line
        if finished:
            self.finished = True
            self.stream.write("\n")
            self.stream.flush()

    def line(self, done: int, total: int, seconds: float) -> str:
        fraction = done / total if total else 1.0
        filled = round(fraction * BAR_WIDTH)
        bar = "#" * filled + "-" * (BAR_WIDTH - filled)
        return (
            f"[{bar}] {fraction:6.1%}  {done:,}/{total:,} {self.label}"
            f"  {seconds:5.0f} s"
        )


# Quixo boards as base-3 numbers, seen from the player to move.
#
# Retrograde analysis needs a place in one big array for every board, so a board of
# n x n blocks becomes the number ``sum(digit * 3**cell)``, where ``cell`` is
# ``row * n + column`` and the digit is 0 for a neutral block, 1 for a block of the
# player to move and 2 for the opponent's. Writing boards from the mover's side halves
# the work: X to move on a board and O to move on the same board with X and O swapped
# are the same position, so one table answers both.
#
# A move is a ``Slide`` of cell numbers. The analysis and the perfect player both
# apply moves through it, so they cannot disagree about what a move does.


NEUTRAL, MINE, THEIRS = 0, 1, 2
"""Digits of a block: neutral, the player to move's, the opponent's."""

OTHER_SIDE = (NEUTRAL, THEIRS, MINE)
"""A digit as the other player sees it, by digit."""

SYMBOLS = ("X", "O")
NEUTRAL_SYMBOL = "-"


class ReadableBoard(Protocol):
    """All the analysis reads from a board (the model's ``Board`` has more)."""

    @property
    def size(self) -> int: ...

    @property
    def turn(self) -> str | None: ...

    def symbol(self, row: int, column: int) -> str: ...


@dataclass(frozen=True)
class Slide:
    """One move on cell numbers: the block at ``pick`` goes back in at ``place``.

    ``line`` runs from ``place`` to ``pick``; every block on it moves one step away
    from ``place`` to close the gap left at ``pick``.
    """

    size: int
    pick: int
    place: int
    line: tuple[int, ...]

    @property
    def squares(self) -> tuple[tuple[int, int], tuple[int, int]]:
        """(pick square, place square) as (row, column) pairs, as a ``Move`` has."""
        return divmod(self.pick, self.size), divmod(self.place, self.size)


def cell_count(size: int) -> int:
    return size * size


def weights(size: int) -> tuple[int, ...]:
    """What one unit of each cell's digit adds to the board's number."""
    return tuple(3**cell for cell in range(cell_count(size)))


def number_of(digits: Sequence[int]) -> int:
    return sum(digit * 3**cell for cell, digit in enumerate(digits))


def digits_of(number: int, size: int) -> list[int]:
    return [number // 3**cell % 3 for cell in range(cell_count(size))]


def board_number(board: ReadableBoard) -> int:
    """The number of a board as its player to move sees it."""
    mover = board.turn
    if mover is None:
        raise InvalidBoardError("the game is over: no one is to move on this board")
    if mover not in SYMBOLS:
        raise InvalidBoardError(
            "the analysis needs X or O to move, but the board's turn is "
            f"{excerpt(mover)}"
        )
    digit_of_symbol = {
        NEUTRAL_SYMBOL: NEUTRAL,
        mover: MINE,
        SYMBOLS[1 - SYMBOLS.index(mover)]: THEIRS,
    }
    digits = []
    for row in range(board.size):
        for column in range(board.size):
            symbol = board.symbol(row, column)
            if symbol not in digit_of_symbol:
                raise InvalidBoardError(
                    f"square ({row}, {column}) shows {excerpt(symbol)}, not X, O or -"
                )
            digits.append(digit_of_symbol[symbol])
    return number_of(digits)


@cache
def lines(size: int) -> tuple[tuple[int, ...], ...]:
    """The cells of every winning line: rows, columns, then the two diagonals."""
    return tuple(_cells(size, line) for line in square_lines(size))


def _cells(size: int, squares: Sequence[tuple[int, int]]) -> tuple[int, ...]:
    return tuple(row * size + column for row, column in squares)


@cache
def slides(size: int) -> tuple[Slide, ...]:
    """Every move shape, perimeter cells in reading order: a corner has two places
    (the far ends of its row and column), any other edge block three."""
    return tuple(
        Slide(
            size=size,
            pick=row * size + column,
            place=place[0] * size + place[1],
            line=_cells(size, path(place, (row, column))),
        )
        for row, column in perimeter(size)
        for place in places(size, (row, column))
    )


@cache
def slide_for(size: int) -> dict[tuple[tuple[int, int], tuple[int, int]], Slide]:
    """Slides by (pick square, place square), to look up a ``Move``."""
    return {slide.squares: slide for slide in slides(size)}


def slide_blocks(digits: Sequence[int], slide: Slide) -> list[int]:
    """The blocks after the mover plays ``slide`` (still the mover's view)."""
    moved = list(digits)
    line = slide.line
    for step in range(len(line) - 1, 0, -1):
        moved[line[step]] = digits[line[step - 1]]
    moved[slide.place] = MINE
    return moved


def after_move(number: int, size: int, slide: Slide) -> int:
    """The number of the board after a move, as the next player to move sees it
    (the same blocks: theirs become mine and back)."""
    moved = slide_blocks(digits_of(number, size), slide)
    return number_of([OTHER_SIDE[digit] for digit in moved])


def line_owners(digits: Sequence[int], size: int) -> set[int]:
    """Which of MINE and THEIRS show a complete line."""
    owners = set()
    for line in lines(size):
        first = digits[line[0]]
        if first != NEUTRAL and all(digits[cell] == first for cell in line):
            owners.add(first)
    return owners


# Every board of a small Quixo game classified by retrograde analysis, with numpy.
#
# The analysis starts from the boards that are already decided and works backwards, one
# level at a time:
#
# * level 0 holds the boards that show a line. The player to move has won if their own
#   line shows (the previous mover made it, with or without their own line, and so
#   lost), and has lost if only the opponent's line shows;
# * a board with a move to a lost board is won, one level above the first such board;
# * a board all of whose moves lead to won boards is lost, one level above the last of
#   them (a counter of moves not yet known to lose tells when that happens);
# * a board never decided is a draw: both players can keep the game going for ever.
#
# A decided board's level is how many moves remain when the winner hurries and the
# loser holds out, so a perfect player can finish a won game instead of wandering.
#
# Boards are the base-3 numbers of ``gamelib.quixo.solver``. Each level handles
# its whole frontier in batches: undoing one move shape changes a board's number by a
# fixed multiple of each digit on the slid line, so a few array operations find the
# predecessors of a whole batch. That is what lets plain numpy classify the 43 million
# boards of 4x4 in minutes.


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
    for pick, count in places_per_pick.items():
        pickable = digit_column(size, pick) != THEIRS
        counts += pickable.astype(np.uint8) * np.uint8(count)
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
        # The smallest integer type that numbers every board (int32 up to 4x4).
        self.index: type[np.signedinteger] = (
            np.int32 if board_total(size) < 2**31 else np.int64
        )
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
        for frontier, value, found in ((lost, WIN, newly_won), (won, LOSS, newly_lost)):
            for batch in _batches(frontier):
                for before in unmoves.predecessors(batch):
                    before = before[values[before] == UNDECIDED]
                    if value == LOSS:  # lost once every move is known to lose
                        moves_left[before] -= 1
                        before = before[moves_left[before] == 0]
                    values[before] = value
                    depths[before] = depth
                    found.append(before)
                    decided += before.size
                report(decided, total)
        won = _joined(newly_won, unmoves.index)
        lost = _joined(newly_lost, unmoves.index)
    report(total, total)
    return values, depths


# The answer of a solved board size: the value of every board for its player to move.
#
# A ``Solution`` wraps the two arrays the retrograde analysis fills (value and moves
# left, indexed by board number) and reads the model's boards through three members
# only: ``size``, ``turn`` and ``symbol(row, column)``.
#
# The 4x4 table (43 million boards) is too big for the course's repository, so each
# learner computes it once (``python -m gamelib.quixo solve 4``) into the cache
# directory named by ``default_table_path(4)`` and loads it from there.


VALUE_NAMES = {WIN: "win", LOSS: "loss", DRAW: "draw"}

SOLVABLE_SIZES = (3, 4)
"""5x5 has 3**25 (about 847 billion) boards: far beyond one machine's memory."""


class TableFileError(SetupError):
    """A saved table is missing, unreadable or not a Quixo solution."""


def default_table_path(size: int) -> Path:
    """Where the solve command saves a table: the user's cache directory
    (``$XDG_CACHE_HOME``, else ``~/.cache``), never the repository."""
    cache = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(cache) / "gamelib" / f"quixo-{size}x{size}.npz"


class Solution:
    """Every board of one size, won, lost or drawn for the player to move.

    ``counts`` is ``{"win": W, "loss": L, "draw": D}`` over all ``3**(size*size)``
    boards; ``value(board)`` and ``moves_left(board)`` answer for one board.
    """

    def __init__(self, size: int, values: np.ndarray, depths: np.ndarray):
        total = board_total(size)
        if values.shape != (total,) or depths.shape != (total,):
            raise TableFileError(
                f"a {size}x{size} table needs {total:,} values and depths,"
                f" not {values.shape} and {depths.shape}"
            )
        self.size = size
        self.values = values
        self.depths = depths
        self.counts = {
            name: int(np.count_nonzero(values == code))
            for code, name in VALUE_NAMES.items()
        }

    def __repr__(self) -> str:
        counts = ", ".join(f"{name}={count:,}" for name, count in self.counts.items())
        return f"<Solution {self.size}x{self.size}: {counts}>"

    def number(self, board: ReadableBoard) -> int:
        """The board's row in the table; its size must match."""
        if board.size != self.size:
            raise BoardSizeError(
                f"this solution is for {self.size}x{self.size} boards,"
                f" not {board.size}x{board.size}"
            )
        return board_number(board)

    def value(self, board: ReadableBoard) -> str:
        """``"win"``, ``"loss"`` or ``"draw"`` for the player to move, with perfect
        play on both sides."""
        return self.value_of(self.number(board))

    def moves_left(self, board: ReadableBoard) -> int | None:
        """How many moves a won or lost game lasts when the winner hurries and the
        loser holds out; None for a draw, which can last for ever."""
        return self.moves_left_of(self.number(board))

    def value_of(self, number: int) -> str:
        return VALUE_NAMES[int(self.values[number])]

    def moves_left_of(self, number: int) -> int | None:
        if self.values[number] == DRAW:
            return None
        return int(self.depths[number])

    def save(self, path: str | os.PathLike[str]) -> Path:
        """Write the table (compressed numpy arrays) with ``save_atomically``, so a
        save cut short never leaves half a table; returns the file's path."""
        depths = self.depths
        if depths.size and depths.max() <= np.iinfo(np.uint8).max:
            depths = depths.astype(np.uint8)
        size, values = np.int64(self.size), self.values
        return save_atomically(
            path,
            lambda file: np.savez_compressed(
                file, size=size, values=values, depths=depths
            ),
        )

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> "Solution":
        """Read a table written by ``save`` or ``python -m
        gamelib.quixo.solver``."""
        path = Path(path)
        if not path.is_file():
            raise TableFileError(
                f"no table at {path}: compute it with"
                " 'python -m gamelib.quixo solve 4' first"
            )
        try:
            with np.load(path, allow_pickle=False) as table:
                size = int(table["size"])
                values = table["values"]
                depths = table["depths"]
        except (
            OSError,
            KeyError,
            ValueError,
            TypeError,  # "size" is not one number
            EOFError,  # an empty file
            zipfile.BadZipFile,  # a file cut short, or not a table at all
            zlib.error,  # a compressed array cut short
        ) as error:
            raise TableFileError(
                f"{path} is not a saved Quixo solution"
                f" ({error or type(error).__name__}): compute it again with"
                " 'python -m gamelib.quixo solve N' (N = 3 or 4)"
            ) from error
        if size not in SOLVABLE_SIZES:
            raise TableFileError(f"{path} claims a {size}x{size} board")
        solution = cls(size, values, depths)
        if values.dtype != np.int8 or values.min() < LOSS or values.max() > WIN:
            raise TableFileError(f"{path} holds values other than win, loss, draw")
        return solution


# Solve small Quixo boards: ``solve(3)`` takes a few hundredths of a second, so the
# lesson runs it live; ``solve(4)`` (43 million boards) about a minute and a half, so
# ``python -m gamelib.quixo solve 4`` runs it once and saves the table.


PUBLISHED_FIRST_PLAYER_RESULT = {3: "win", 4: "win", 5: "draw"}
"""The empty board's value for X (Tanaka, Bonnet, Tixeuil and Tamura, 2020)."""

PUBLISHED_SOURCE = 'Tanaka, Bonnet, Tixeuil and Tamura, "Quixo Is Solved" (2020)'


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


# The command ``python -m gamelib.quixo solve SIZE [--out FILE]``, handed on by
# ``gamelib.quixo.__main__`` (``python -m`` must not run a module the package has
# already imported, and the package imports this one).


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
    results = ", ".join(
        f"{side}x{side} {'first player wins' if value == 'win' else 'draw'}"
        for side, value in PUBLISHED_FIRST_PLAYER_RESULT.items()
    )
    lines.append(f"Published by {PUBLISHED_SOURCE}: {results}.")
    return lines


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m gamelib.quixo solve",
        description="Solve small Quixo boards by retrograde analysis.",
    )
    parser.add_argument("size", type=int, choices=SOLVABLE_SIZES, help="board size")
    parser.add_argument(
        "--out",
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
        size, path = arguments.size, arguments.out
        if path is None and size == 4:
            path = default_table_path(size)
        target = None if path is None else check_target(path)  # before the long solve
        console.say(f"Solving {size}x{size} Quixo: {board_total(size):,} boards.")
        bar = TextProgressBar(bar_stream or sys.stderr)
        started = time.perf_counter()
        solution = solve(size, progress=bar)
        seconds = time.perf_counter() - started
        for line in report(solution, seconds):
            console.say(line)
        if target is not None:
            saved = solution.save(target)
            megabytes = saved.stat().st_size / 1e6
            console.say(f"Table saved to {saved} ({megabytes:.1f} MB).")

    return run(program, _parser(), argv, console)

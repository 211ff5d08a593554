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


# Every board of a small Quixo game classified by retrograde analysis, with numpy, in
# one byte per board (docs/design.md, section gamelib.quixo.solver).


UNDECIDED = DRAW = 0
WIN = 1
LOSS = -1
"""Values for the player to move, as ``Solution.values`` gives them (``int8``)."""

WON_IN, LOST_IN = 64, 160
"""A board's byte in the table: ``WON_IN + n`` when the player to move wins in n
moves, ``LOST_IN + n`` when they lose in n, 0 for a draw. While the analysis runs, a
byte under ``WON_IN`` is an undecided board's count of moves not yet known to lose
(at most 44, on 5x5). 4x4's longest perfect game is 22 moves."""

CHUNK_BOARDS = 1 << 18
"""Boards handled together: big enough for numpy, a few MB of temporary arrays."""

Progress = Callable[[int, int], object]
"""``progress(boards_decided, total_boards)``, called after every chunk."""


def board_total(size: int) -> int:
    return 3 ** cell_count(size)


def chunks(total: int) -> Iterator[tuple[int, int]]:
    """(start, stop) of consecutive board numbers, ``CHUNK_BOARDS`` at a time."""
    for start in range(0, total, CHUNK_BOARDS):
        yield start, min(start + CHUNK_BOARDS, total)


def index_type(size: int) -> type[np.signedinteger]:
    """The smallest integer type that numbers every board (int32 up to 4x4)."""
    return np.int32 if board_total(size) < 2**31 else np.int64


def digit_rows(numbers: np.ndarray, size: int) -> np.ndarray:
    """The digits of many board numbers, one row per cell (cells x boards)."""
    digits = np.empty((cell_count(size), numbers.size), dtype=np.uint8)
    rest = numbers.astype(index_type(size))
    for cell in range(cell_count(size)):  # a // and a multiply: 7x faster than %
        quotient = rest // 3
        digits[cell] = rest - 3 * quotient
        rest = quotient
    return digits


def terminal_values(digits: np.ndarray, size: int) -> np.ndarray:
    """WIN or LOSS for the boards (columns of ``digit_rows``) that show a line,
    UNDECIDED for the rest."""
    mine_shows = np.zeros(digits.shape[1], dtype=bool)
    theirs_shows = np.zeros(digits.shape[1], dtype=bool)
    for line in lines(size):
        mine_shows |= (digits[list(line)] == MINE).all(axis=0)
        theirs_shows |= (digits[list(line)] == THEIRS).all(axis=0)
    values = np.full(digits.shape[1], UNDECIDED, dtype=np.int8)
    values[theirs_shows] = LOSS
    values[mine_shows] = WIN
    return values


def legal_move_counts(digits: np.ndarray, size: int) -> np.ndarray:
    """How many moves the player to move has on each board (columns of
    ``digit_rows``): the opponent's blocks cannot be picked up."""
    counts = np.zeros(digits.shape[1], dtype=np.uint8)
    for pick, count in Counter(slide.pick for slide in slides(size)).items():
        counts += (digits[pick] != THEIRS).astype(np.uint8) * np.uint8(count)
    return counts


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
        previous = np.array(OTHER_SIDE, dtype=np.uint8)[digit_rows(boards, self.size)]
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


def analyse(size: int, progress: Progress | None = None) -> np.ndarray:
    """The table of ``size``: one byte per board number (``WON_IN``, ``LOST_IN``)."""
    total = board_total(size)
    report = progress or (lambda done, total: None)
    report(0, total)
    table = np.empty(total, dtype=np.uint8)
    decided = 0
    for start, stop in chunks(total):
        digits = digit_rows(np.arange(start, stop), size)
        values, codes = terminal_values(digits, size), legal_move_counts(digits, size)
        codes[values == LOSS], codes[values == WIN] = LOST_IN, WON_IN
        table[start:stop] = codes
        decided += int(np.count_nonzero(values))
    report(decided, total)
    unmoves, depth, found = Unmoves(size), 0, decided
    while found:
        depth, found = depth + 1, 0
        for start, stop in chunks(total):
            for frontier, won_or_lost in ((LOST_IN, WON_IN), (WON_IN, LOST_IN)):
                boards = np.flatnonzero(table[start:stop] == frontier + depth - 1)
                for before in unmoves.predecessors(boards + start):
                    before = before[table[before] < WON_IN]
                    if won_or_lost == LOST_IN:  # lost once every move is known to lose
                        table[before] -= 1
                        before = before[table[before] == 0]
                    table[before] = won_or_lost + depth
                    found += before.size
            report(decided + found, total)
        decided += found
    for start, stop in chunks(total):
        codes = table[start:stop]
        codes[codes < WON_IN] = DRAW
    report(total, total)
    return table


# The answer of a solved board size: the value of every board for its player to move.
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


def table_of(values: np.ndarray, depths: np.ndarray) -> np.ndarray:
    """The one-byte table of a file saved as values and moves left (before 2026-12)."""
    if values.dtype != np.int8 or depths.shape != values.shape:
        raise TableFileError("its values and moves left are not those of a table")
    if values.min() < LOSS or values.max() > WIN or depths.max() >= LOST_IN - WON_IN:
        raise TableFileError("it holds values other than win, loss, draw")
    table = depths.astype(np.uint8)
    table[values == WIN] += WON_IN
    table[values == LOSS] += LOST_IN
    table[values == DRAW] = DRAW
    return table


class Solution:
    """Every board of one size, won, lost or drawn for the player to move.

    ``counts`` is ``{"win": W, "loss": L, "draw": D}`` over all ``3**(size*size)``
    boards; ``value(board)`` and ``moves_left(board)`` answer for one board;
    ``table`` holds one byte a board (``WON_IN``, ``LOST_IN``).
    """

    def __init__(self, size: int, table: np.ndarray):
        total = board_total(size)
        if table.shape != (total,) or table.dtype != np.uint8:
            raise TableFileError(
                f"a {size}x{size} table needs {total:,} bytes, not {table.shape}"
                f" of {table.dtype}"
            )
        self.size, self.table = size, table
        self.tally = sum(
            (
                np.bincount(table[start:stop], minlength=256)
                for start, stop in chunks(total)
            ),
            np.zeros(256, dtype=np.int64),
        )
        if self.tally[DRAW + 1 : WON_IN].any():
            raise TableFileError("the table holds boards neither won, lost nor drawn")
        self.counts = {
            "win": int(self.tally[WON_IN:LOST_IN].sum()),
            "loss": int(self.tally[LOST_IN:].sum()),
            "draw": int(self.tally[DRAW]),
        }

    def __repr__(self) -> str:
        counts = ", ".join(f"{name}={count:,}" for name, count in self.counts.items())
        return f"<Solution {self.size}x{self.size}: {counts}>"

    @property
    def values(self) -> np.ndarray:
        """WIN, LOSS or DRAW for every board number (a new ``int8`` array)."""
        values = (self.table >= WON_IN).astype(np.int8)
        values[self.table >= LOST_IN] = LOSS
        return values

    @property
    def longest(self) -> int:
        """The most moves any decided board lasts with perfect play."""
        won, lost = self.tally[WON_IN:LOST_IN], self.tally[LOST_IN:]
        return int(
            max(np.flatnonzero(won).max(initial=0), np.flatnonzero(lost).max(initial=0))
        )

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
        code = int(self.table[number])
        return "loss" if code >= LOST_IN else "win" if code >= WON_IN else "draw"

    def moves_left_of(self, number: int) -> int | None:
        code = int(self.table[number])
        return (
            None if code < WON_IN else code - (LOST_IN if code >= LOST_IN else WON_IN)
        )

    def save(self, path: str | os.PathLike[str]) -> Path:
        """Write the table (a compressed numpy file) with ``save_atomically``, so a
        save cut short never leaves half a table; returns the file's path."""
        size, table = np.int64(self.size), self.table
        return save_atomically(
            path, lambda file: np.savez_compressed(file, size=size, table=table)
        )

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> "Solution":
        """Read a table written by ``save`` or ``python -m gamelib.quixo solve``
        (an older file of values and depths too)."""
        path = Path(path)
        if not path.is_file():
            raise TableFileError(
                f"no table at {path}: compute it with"
                " 'python -m gamelib.quixo solve 4' first"
            )
        try:
            with np.load(path, allow_pickle=False) as file:
                size = int(file["size"])
                if size not in SOLVABLE_SIZES:
                    raise TableFileError(f"{path} claims a {size}x{size} board")
                if "table" in file.files:
                    return cls(size, file["table"])
                return cls(size, table_of(file["values"], file["depths"]))
        except (
            TableFileError,
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


# Solve small Quixo boards: ``solve(3)`` takes a few hundredths of a second, so the
# lesson runs it live; ``solve(4)`` (43 million boards) about half a minute, so
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
    return Solution(size, analyse(size, progress))


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

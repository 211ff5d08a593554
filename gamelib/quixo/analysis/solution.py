"""The answer of a solved board size: the value of every board for its player to move.

A ``Solution`` wraps the two arrays the retrograde analysis fills (value and moves
left, indexed by board number) and reads the model's boards through three members
only: ``size``, ``turn`` and ``symbol(row, column)``.

The 4x4 table (43 million boards) is too big for the course's repository, so each
learner computes it once (``python -m gamelib.quixo.analysis.solver 4``) into the cache
directory named by ``default_table_path(4)`` and loads it from there.
"""

import os
import tempfile
import zipfile
import zlib
from pathlib import Path

import numpy as np

from gamelib.errors import SetupError
from gamelib.quixo.analysis.retrograde import DRAW, LOSS, WIN, board_total
from gamelib.quixo.analysis.ternary import ReadableBoard, board_number
from gamelib.quixo.errors import BoardSizeError

VALUE_NAMES = {WIN: "win", LOSS: "loss", DRAW: "draw"}

SOLVABLE_SIZES = (3, 4)
"""5x5 has 3**25 (about 847 billion) boards: far beyond one machine's memory."""


SolutionSizeError = BoardSizeError
"""The board's size is not the size this solution was computed for."""


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
        """Write the table (compressed numpy arrays); returns the file's path.

        The table goes to a temporary file beside ``path``, which then replaces
        ``path`` in one step (``os.replace``): a save cut short (Ctrl-C, a full
        disk) leaves the earlier table, or none, never half a table that the next
        ``load`` would trip over.
        """
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        depths = self.depths
        if depths.size and depths.max() <= np.iinfo(np.uint8).max:
            depths = depths.astype(np.uint8)
        with tempfile.NamedTemporaryFile(
            dir=path.parent, prefix=f".{path.name}.", suffix=".part", delete=False
        ) as file:
            partial = Path(file.name)
            try:
                np.savez_compressed(
                    file, size=np.int64(self.size), values=self.values, depths=depths
                )
                file.flush()
                os.fsync(file.fileno())
            except BaseException:
                file.close()
                partial.unlink(missing_ok=True)
                raise
        try:
            os.replace(partial, path)
        except BaseException:
            partial.unlink(missing_ok=True)
            raise
        return path

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> "Solution":
        """Read a table written by ``save`` or ``python -m
        gamelib.quixo.analysis.solver``."""
        path = Path(path)
        if not path.is_file():
            raise TableFileError(
                f"no table at {path}: compute it with"
                " 'python -m gamelib.quixo.analysis.solver 4' first"
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
                " 'python -m gamelib.quixo.analysis.solver N' (N = 3 or 4)"
            ) from error
        if size not in SOLVABLE_SIZES:
            raise TableFileError(f"{path} claims a {size}x{size} board")
        solution = cls(size, values, depths)
        if values.dtype != np.int8 or values.min() < LOSS or values.max() > WIN:
            raise TableFileError(f"{path} holds values other than win, loss, draw")
        return solution

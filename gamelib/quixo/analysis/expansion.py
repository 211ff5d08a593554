"""Every move of a position at once: the search player's engine room.

The search player spends nearly all its time making moves and scoring the positions they
lead to. Made one at a time in Python, that costs several microseconds a position; here
the bitboards of ``gamelib.quixo.parts.bitboard`` go into numpy arrays, one entry per
(pick, place) pair, so that all the moves of a position are made, checked for a finished
game and scored (``gamelib.quixo.analysis.evaluation``) by a dozen array operations.

To halve the work the X and O bitboards travel as one number, ``xo = x | o << 32``:
a slide moves blocks within their own board, so one shift moves both.
"""

from functools import cache, lru_cache
from typing import NamedTuple

import numpy as np

from gamelib.quixo.analysis.evaluation import weights
from gamelib.quixo.parts import bitboard

O_SHIFT = 32
"""Where the O bitboard starts in ``xo``."""


def join(x: int, o: int) -> int:
    return x | o << O_SHIFT


def split(xo: int) -> tuple[int, int]:
    return xo & ((1 << O_SHIFT) - 1), xo >> O_SHIFT


class Arrays(NamedTuple):
    """``bitboard.Tables`` as arrays for ``xo`` numbers: entry k is the k-th slide."""

    slides: tuple[bitboard.Slide, ...]
    pick: np.ndarray
    keep: np.ndarray
    moving: np.ndarray
    down: np.ndarray
    up: np.ndarray
    place: tuple[np.ndarray, np.ndarray]
    """The placed block, showing X (team 0) or O (team 1)."""
    lines: np.ndarray
    """The lines of the X board, then those of the O board."""
    offsets: np.ndarray
    scores: np.ndarray
    """``scores[count + offset]``: a line's weight, plus for X and minus for O."""


@cache
def arrays(size: int) -> Arrays:
    table = bitboard.tables(size)
    slides = tuple(step for _, steps in table.picks for step in steps)

    def both(values) -> np.ndarray:
        return np.array([join(value, value) for value in values], dtype=np.uint64)

    def plain(values) -> np.ndarray:
        return np.array(list(values), dtype=np.uint64)

    line_count = len(table.line_masks)
    weight = list(weights(size))
    return Arrays(
        slides=slides,
        pick=plain(pick_bit for pick_bit, steps in table.picks for _ in steps),
        keep=both(step.keep for step in slides),
        moving=both(step.moving for step in slides),
        down=plain(step.down for step in slides),
        up=plain(step.up for step in slides),
        place=(
            plain(step.place_bit for step in slides),
            plain(step.place_bit << O_SHIFT for step in slides),
        ),
        lines=np.array(
            [*table.line_masks, *(join(0, line) for line in table.line_masks)],
            dtype=np.uint64,
        ),
        offsets=np.array([0] * line_count + [size + 1] * line_count),
        scores=np.array(weight + [-w for w in weight], dtype=np.int64),
    )


@lru_cache(maxsize=8192)
def _chosen(size: int, picks: int) -> tuple[np.ndarray, ...]:
    """The slides that start from the blocks in ``picks``, as arrays."""
    a = arrays(size)
    chosen = np.flatnonzero(a.pick & np.uint64(picks))
    return (
        chosen,
        a.keep[chosen],
        a.moving[chosen],
        a.down[chosen],
        a.up[chosen],
        a.place[0][chosen],
        a.place[1][chosen],
    )


class Children(NamedTuple):
    """The positions one move away from a position, with their scores."""

    xo: np.ndarray
    dots: np.ndarray | None
    """Four players only: the dots after each move."""
    slide_index: np.ndarray
    second: np.ndarray | None
    """Four players: 1 if the block's dot points at the second seat of the team."""
    values: np.ndarray
    """For the player who moves: a win, a loss, or the score of the lines."""
    terminal: np.ndarray
    """The move ends the game."""
    passes: bool
    """The only move is a pass (four players)."""
    size: int

    def slide(self, index: int) -> bitboard.Slide:
        return arrays(self.size).slides[self.slide_index[index]]


def expand(
    size: int, players: int, xo: int, dots: int, seat: int, ply: int, win: int
) -> Children:
    """Every move of seat ``seat`` from (xo, dots), made and scored at once.

    A move that ends the game scores ``win - ply`` if the mover wins and minus that
    if the mover loses (``ply`` counts the moves from the search's start, so a
    quicker win scores higher); any other move scores the lines it leaves.
    """
    table = bitboard.tables(size)
    team = seat % 2
    x, o = split(xo)
    picks = bitboard.takeable(table, x, o, dots, seat, players)
    if not picks:
        return _pass(size, xo, dots, team, ply, win)
    chosen, keep, moving, down, up, *place = _chosen(size, picks)
    packed = np.uint64(xo)
    after = (packed & keep) | ((packed & moving) >> down << up) | place[team]
    new_dots = None
    second = None
    if players == 4:
        old_dots = np.uint64(dots)
        new_dots = (old_dots & keep) | ((old_dots & moving) >> down << up)
        new_dots = np.concatenate([new_dots, new_dots | place[0]])
        after = np.concatenate([after, after])
        chosen = np.concatenate([chosen, chosen])
        second = np.repeat([0, 1], len(keep))
    values, terminal = score(size, after, team, ply, win)
    return Children(after, new_dots, chosen, second, values, terminal, False, size)


def score(
    size: int, after: np.ndarray, team: int, ply: int, win: int
) -> tuple[np.ndarray, np.ndarray]:
    """The value of each position for the side that just moved (``team``), and
    whether the game is over there."""
    a = arrays(size)
    counts = np.bitwise_count(after[:, None] & a.lines)
    values = a.scores[counts + a.offsets].sum(axis=1)
    if team == 1:
        values = -values
    if counts.max() < size:  # no line anywhere: the usual case, and quicker
        return values, np.zeros(len(after), dtype=bool)
    full = (counts == size).reshape(len(after), 2, -1).any(axis=2)
    mine_line, their_line = full[:, team], full[:, 1 - team]
    # The other side, next to move, wins on its line whoever made it.
    values = np.where(their_line, ply - win, np.where(mine_line, win - ply, values))
    return values, mine_line | their_line


def _pass(size: int, xo: int, dots: int, team: int, ply: int, win: int) -> Children:
    after = np.array([xo], dtype=np.uint64)
    values, terminal = score(size, after, team, ply, win)
    return Children(
        after,
        np.array([dots], dtype=np.uint64),
        np.array([-1]),
        np.array([0]),
        values,
        terminal,
        True,
        size,
    )

"""How good a position looks without searching further: lines nearly made.

Every row, column and diagonal adds a weight for the mover's blocks on it and takes
away the same for the other side's: 1 for one block, 3 for two, 9 for three, and so
on, so that one line of four counts for more than many scattered blocks. The greedy
player uses it to choose among safe moves, the search player at the end of its
look-ahead.
"""

import random
import time
from functools import cache, lru_cache
from typing import NamedTuple

import numpy as np

from gamelib.arguments import excerpt, whole_number
from gamelib.quixo import bitboard
from gamelib.quixo.state import PASS, Board, Move, check_can_move, tables, team_seats


@cache
def weights(size: int) -> tuple[int, ...]:
    """The weight of a line holding 0, 1, ... ``size`` blocks of one side."""
    return (0, *(3 ** (count - 1) for count in range(1, size + 1)))


def line_score(table: bitboard.Tables, mine: int, theirs: int) -> int:
    """The mover's lines minus the other side's, from the bitboards of each."""
    weight = weights(table.size)
    score = 0
    for line in table.line_masks:
        score += weight[(mine & line).bit_count()] - weight[(theirs & line).bit_count()]
    return score


def score(board: Board, symbol: str) -> int:
    """``line_score`` of ``board`` seen by the side playing ``symbol``."""
    x, o, _, _ = board.position
    mine, theirs = (x, o) if symbol == "X" else (o, x)
    return line_score(tables(board.size), mine, theirs)


# Every move of a position at once: the search player's engine room.
#
# The search player spends nearly all its time making moves and scoring the positions
# they lead to. Made one at a time in Python, that costs several microseconds a
# position; here the bitboards of ``gamelib.quixo.bitboard`` go into numpy arrays, one
# entry per (pick, place) pair, so that all the moves of a position are made, checked
# for a finished game and scored (``gamelib.quixo.search``) by a dozen array operations.
#
# To halve the work the X and O bitboards travel as one number, ``xo = x | o << 32``: a
# slide moves blocks within their own board, so one shift moves both.


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
    table = tables(size)
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
    table = tables(size)
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
    values, terminal = _score_children(size, after, team, ply, win)
    return Children(after, new_dots, chosen, second, values, terminal, False, size)


def _score_children(
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
    values, terminal = _score_children(size, after, team, ply, win)
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


# The search player: alpha-beta look-ahead, deeper and deeper while its budget lasts.
#
# It looks at every move, every answer to it, every answer to that, and so on, to a
# depth, and scores the positions at the end with ``gamelib.quixo.search``;
# alpha-beta pruning skips the lines that cannot change the choice. It searches depth
# 1, then 2, then 3 ... (iterative deepening), and trying the best move of the last
# round first makes the pruning work well. It stops at its level's depth, when it has
# found a forced win or loss, or when its budget of positions is spent; the answer is
# then the best move of the deepest round it finished.
#
# The budget counts positions, not seconds, so a level plays exactly the same moves
# on a fast and on a slow computer, and a seed makes its choice among equally good
# moves repeatable. A program that must answer in time whatever else the computer is
# doing (the terminal game) can add a time limit, at the price of that repeatability
# on a busy machine. A position that has occurred before (in the game, or earlier on
# the line being searched) counts as a draw, which the searching side values below
# an even position (``CONTEMPT``), so that it does not go round in circles when it
# could play on for a win.


WIN = 1_000_000
"""The score of a won position; a win in fewer moves scores a little more."""
MATE_ZONE = WIN - 1_000
CONTEMPT = 100
"""What a repetition (a draw) costs the searching side: it keeps trying to win
unless every other move looks clearly worse."""


class Level(NamedTuple):
    """How hard the search player tries."""

    name: str
    depth: int
    """The deepest look-ahead, in moves (both players' moves count)."""
    budget: int
    """The most positions below the current one whose moves it may make (all the moves
    of a position are made and scored together, ``gamelib.quixo.search``)
    for one move."""
    description: str


LEVELS = {
    level.name: level
    for level in (
        Level("easy", 1, 0, "takes the move that looks best right now"),
        Level("medium", 2, 200, "also looks at every answer"),
        Level("hard", 3, 1_000, "looks three moves ahead"),
        Level("expert", 12, 3_000, "looks four or five moves ahead"),
    )
}
STRONGEST = "expert"


EXACT, LOWER, UPPER = 0, 1, 2


class Entry(NamedTuple):
    """What a search of a position found, kept in case it comes up again."""

    depth: int
    value: int
    """Stored with wins counted from this position, not from the search's start."""
    bound: int
    """EXACT, or LOWER / UPPER if the search was cut short and the true value is
    at least / at most ``value``."""
    child: tuple[int, int]
    """The best move's position (xo, dots), tried first next time."""


def _to_table(value: int, ply: int) -> int:
    """A win or a loss counted from this position instead of the search's start;
    ``_to_table(value, -ply)`` takes it out of the table again."""
    if value >= MATE_ZONE:
        return value + ply
    if value <= -MATE_ZONE:
        return value - ply
    return value


class Search:
    """One search from one board; ``best_move`` runs it.

    Positions are keyed ``(xo, dots, seat)`` (``gamelib.quixo.search``).
    """

    def __init__(
        self,
        board: Board,
        level: Level,
        rng: random.Random,
        time_limit: float | None = None,
    ):
        self.board = board
        self.level = level
        self.rng = rng
        self.size = board.size
        self.players = board.players
        self.root_team = board.position.seat % 2
        self.seen = {
            (join(x, o), dots, seat) for x, o, dots, seat in board.seen_positions()
        }
        """The positions of the game so far: coming back to one is a repetition."""
        self.path: set[tuple[int, int, int]] = set()
        self.transpositions: dict[tuple[int, int, int], Entry] = {}
        self.deadline = None if time_limit is None else time.monotonic() + time_limit
        self.nodes = 0
        self.finished_depth = 0
        self.score = 0

    def best_move(self) -> Move:
        x, o, dots, seat = self.board.position
        root = (join(x, o), dots, seat)
        children = expand(self.size, self.players, *root, 1, WIN)
        order = list(range(len(children.values)))
        self.rng.shuffle(order)  # equal moves: the seed decides
        for depth in range(1, self.level.depth + 1):
            try:
                score, order = self.search_root(root, children, order, depth)
            except TimeoutError:
                break
            self.finished_depth, self.score = depth, score
            if abs(score) >= MATE_ZONE:
                break
        return self.as_move(children, order[0], seat)

    def search_root(
        self,
        root: tuple[int, int, int],
        children: Children,
        order: list[int],
        depth: int,
    ) -> tuple[int, list[int]]:
        """The best score, and the children's indexes best first (the order for
        the next round)."""
        values = children.values.tolist()
        after, dots, terminal = _as_lists(children)
        next_seat = (root[2] + 1) % self.players
        self.path = {root}
        alpha = -WIN - 1
        scored = []
        for index in order:
            if terminal[index] or depth == 1:
                value = values[index]
            else:
                value = -self.negamax(
                    after[index], dots[index], next_seat, depth - 1, -WIN - 1, -alpha, 1
                )
            scored.append((value, index))
            alpha = max(alpha, value)
        scored.sort(key=lambda pair: -pair[0])  # stable: ties keep the seed's order
        return scored[0][0], [index for _, index in scored]

    def negamax(
        self, xo: int, dots: int, seat: int, depth: int, alpha: int, beta: int, ply: int
    ) -> int:
        """The score for the player to move (``seat``) of a position that is not
        over, exact when it lies strictly between ``alpha`` and ``beta``."""
        team = seat % 2
        key = (xo, dots, seat)
        if key in self.seen or key in self.path:
            return -CONTEMPT if team == self.root_team else CONTEMPT
        remembered = self.transpositions.get(key)
        if remembered is not None and remembered.depth >= depth:
            value = _to_table(remembered.value, -ply)
            if (
                remembered.bound == EXACT
                or (remembered.bound == LOWER and value >= beta)
                or (remembered.bound == UPPER and value <= alpha)
            ):
                return value
        self.count_expansion()
        children = expand(self.size, self.players, xo, dots, seat, ply + 1, WIN)
        best = int(children.values.max())
        if depth == 1 or best >= MATE_ZONE:
            return best  # the frontier, or a win on the spot
        order = children.values.argsort(kind="stable")[::-1].tolist()
        values = children.values.tolist()
        after, new_dots, terminal = _as_lists(children)
        if remembered is not None:
            first = (after[order[0]], new_dots[order[0]])
            if first != remembered.child:
                order.sort(key=lambda k: (after[k], new_dots[k]) != remembered.child)
        next_seat = (seat + 1) % self.players
        best, best_index = -WIN - 1, order[0]
        self.path.add(key)
        try:
            for index in order:
                if terminal[index]:
                    value = values[index]
                else:
                    value = -self.negamax(
                        after[index],
                        new_dots[index],
                        next_seat,
                        depth - 1,
                        -beta,
                        -max(alpha, best),
                        ply + 1,
                    )
                if value > best:
                    best, best_index = value, index
                    if best >= beta:
                        break
        finally:
            self.path.discard(key)
        bound = UPPER if best <= alpha else LOWER if best >= beta else EXACT
        self.transpositions[key] = Entry(
            depth,
            _to_table(best, ply),
            bound,
            (after[best_index], new_dots[best_index]),
        )
        return best

    def count_expansion(self) -> None:
        """Count one more position whose moves are made; stop at the budget."""
        self.nodes += 1
        if self.nodes > self.level.budget:
            raise TimeoutError  # the budget is spent: best_move keeps what it has
        if self.deadline is not None and time.monotonic() > self.deadline:
            raise TimeoutError

    def as_move(self, children: Children, index: int, seat: int) -> Move:
        if children.passes:
            return PASS
        step = children.slide(index)
        partner = None
        if children.second is not None:  # four players: where each dot points
            symbol = "X" if seat % 2 == 0 else "O"
            partner = team_seats(symbol)[int(children.second[index])]
        return Move(step.pick, step.place, partner)


def _as_lists(children: Children) -> tuple[list[int], list[int], list[bool]]:
    """Plain Python lists of the children, which are quicker to index one by one."""
    after = children.xo.tolist()
    dots = [0] * len(after) if children.dots is None else children.dots.tolist()
    return after, dots, children.terminal.tolist()


def search_move(
    board: Board,
    level: str = STRONGEST,
    rng: random.Random | None = None,
    time_limit: float | None = None,
) -> Move:
    """The move the search player at ``level`` chooses on ``board``."""
    check_can_move(board)
    search = Search(board, level_named(level), rng or random.Random(0), time_limit)
    return search.best_move()


def level_named(name: str) -> Level:
    if name not in LEVELS:
        raise KeyError(f"no level {excerpt(name)}; the levels are {', '.join(LEVELS)}")
    return LEVELS[name]


# perft: count the move sequences of a given length, to test and time a move
# generator (the name and the idea come from chess programming).
#
# ``perft(board, depth)`` counts every sequence of ``depth`` legal moves from
# ``board``. A move that ends the game is a leaf: nothing can follow it, so it counts
# as one sequence even when it comes before ``depth`` moves have been made. (From the
# starting position no game can end within four moves, so the well-known counts are
# not affected.) It runs on the bitboards of ``gamelib.quixo.bitboard``, and counts
# the moves of the last level without playing them.


def perft(board: Board, depth: int) -> int:
    """The number of move sequences ``depth`` moves long (shorter when a game ends)."""
    depth = whole_number(
        depth, "depth", low=0, wrong_type=TypeError, out_of_range=ValueError
    )
    if depth == 0 or board.is_over():
        return 1
    x, o, dots, seat = board.position
    table = tables(board.size)
    if board.players == 2:
        mine, theirs = (x, o) if seat == 0 else (o, x)
        return _perft_two_players(table, mine, theirs, depth)
    return _perft_four_players(table, x, o, dots, seat, depth)


def _perft_two_players(
    table: bitboard.Tables, mine: int, theirs: int, depth: int
) -> int:
    """``mine`` belongs to the player to move; the game is not over."""
    free = ~theirs  # neutral blocks and the mover's own may be taken
    if depth == 1:
        return bitboard.count_slides(table, table.perimeter & free)
    size, line_masks = table.size, table.line_masks
    total = 0
    for pick_bit, slides in table.picks:
        if not free & pick_bit:
            continue
        for keep, moving, down, up, place_bit in (step[2:] for step in slides):
            new_mine = (mine & keep) | ((mine & moving) >> down << up) | place_bit
            new_theirs = (theirs & keep) | ((theirs & moving) >> down << up)
            if (
                new_mine.bit_count() >= size and bitboard.has_line(new_mine, line_masks)
            ) or (
                new_theirs.bit_count() >= size
                and bitboard.has_line(new_theirs, line_masks)
            ):
                total += 1  # the game is over: a leaf
            else:
                total += _perft_two_players(table, new_theirs, new_mine, depth - 1)
    return total


def _perft_four_players(
    table: bitboard.Tables, x: int, o: int, dots: int, seat: int, depth: int
) -> int:
    """The same count with dots, partners and passes; the game is not over."""
    picks = bitboard.takeable(table, x, o, dots, seat, 4)
    next_seat = (seat + 1) % 4
    if not picks:  # the only move is a pass
        if depth == 1:
            return 1
        return _four_players_child(table, x, o, dots, next_seat, depth - 1)
    if depth == 1:
        return 2 * bitboard.count_slides(table, picks)
    total = 0
    for pick_bit, slides in table.picks:
        if not picks & pick_bit:
            continue
        for step in slides:
            new_x, new_o, new_dots = (
                bitboard.slide(bits, step) for bits in (x, o, dots)
            )
            if seat % 2 == 0:
                new_x |= step.place_bit
            else:
                new_o |= step.place_bit
            for dot in (0, step.place_bit):  # the dot to the first or second seat
                total += _four_players_child(
                    table, new_x, new_o, new_dots | dot, next_seat, depth - 1
                )
    return total


def _four_players_child(
    table: bitboard.Tables, x: int, o: int, dots: int, seat: int, depth: int
) -> int:
    if bitboard.winning_team(table, x, o, seat % 2) is not None:
        return 1
    return _perft_four_players(table, x, o, dots, seat, depth)

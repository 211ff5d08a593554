"""The search player: alpha-beta look-ahead, deeper and deeper while its budget lasts.

It looks at every move, every answer to it, every answer to that, and so on, to a
depth, and scores the positions at the end with ``gamelib.quixo.analysis.evaluation``;
alpha-beta pruning skips the lines that cannot change the choice. It searches depth
1, then 2, then 3 ... (iterative deepening), and trying the best move of the last
round first makes the pruning work well. It stops at its level's depth, when it has
found a forced win or loss, or when its budget of positions is spent; the answer is
then the best move of the deepest round it finished.

The budget counts positions, not seconds, so a level plays exactly the same moves
on a fast and on a slow computer, and a seed makes its choice among equally good
moves repeatable. A program that must answer in time whatever else the computer is
doing (the terminal game) can add a time limit, at the price of that repeatability
on a busy machine. A position that has occurred before (in the game, or earlier on
the line being searched) counts as a draw, which the searching side values below
an even position (``CONTEMPT``), so that it does not go round in circles when it
could play on for a win.

Speed: all the moves of a position are played at once on numpy arrays of bitboards
(``gamelib.quixo.analysis.expansion``), which is what lets the strongest level see four
or five moves ahead within a second.
"""

import random
import time
from typing import NamedTuple

from gamelib.arguments import excerpt
from gamelib.quixo.analysis.expansion import Children, expand, join
from gamelib.quixo.parts.move import PASS, Move
from gamelib.quixo.parts.seats import team_seats
from gamelib.quixo.state import Board, check_can_move

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
    of a position are made and scored together, ``gamelib.quixo.analysis.expansion``)
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
    if value >= MATE_ZONE:
        return value + ply
    if value <= -MATE_ZONE:
        return value - ply
    return value


def _from_table(value: int, ply: int) -> int:
    if value >= MATE_ZONE:
        return value - ply
    if value <= -MATE_ZONE:
        return value + ply
    return value


class _BudgetSpentError(Exception):
    """The search has looked at as many positions as its level allows."""


class Search:
    """One search from one board; ``best_move`` runs it.

    Positions are keyed ``(xo, dots, seat)`` (``gamelib.quixo.analysis.expansion``).
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
            except _BudgetSpentError:
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
            value = _from_table(remembered.value, ply)
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
            raise _BudgetSpentError
        if self.deadline is not None and time.monotonic() > self.deadline:
            raise _BudgetSpentError

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
    if children.dots is None:
        dots = [0] * len(after)
    else:
        dots = children.dots.tolist()
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

"""Computer players, each a function ``player(state) -> move`` that takes a ``Board``
(or nine cells) and raises ``GameOverError`` in a finished game.

**The handout's computer** (``pattern_player``, ``explain_move``) and its 21
``PATTERNS``, copied in the handout's own drawing style so anyone can check them by
eye. For each pattern in the handout's order (7 to win, 7 to block, 7 to block a win
in two), it tries the board as it is and then turned 1, 2 and 3 quarter turns
counter-clockwise; the first match decides. Only when no pattern matches in any turn
does it fall back to the centre, then the first empty square left to right, top to
bottom. ``matches`` (milestone 3) and ``fallback_square`` (milestone 5) are the
lesson's, as a beginner writes them, and the course's only copies.

Why patterns outside and turns inside: the handout's own worked example (X takes 4,
O answers 0; X takes 1, O answers 7) needs it. With the turns outside, the second
reply would be 2, because pattern 20 matches the once-turned board before pattern 12
(block X's column) gets to look at the twice-turned one.

**A perfect player and a random one** (``minimax_player``, ``make_random_player``),
to measure the pattern player against.

**A round** (``play_round``): a view that pushed your move and then asked the
computer would be left half-played if the computer answered with an illegal move (or
crashed), so ``play_round`` tries the round on a copy first.
"""

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import NamedTuple

from gamelib.errors import GameOverError, IllegalMoveError, NotYourTurnError
from gamelib.players import PlayerFunction, PlayerMoveError, choose_move
from gamelib.state import SVGWithText
from gamelib.tictactoe.analysis import check_player, minimax_move
from gamelib.tictactoe.cells import (
    BLANK,
    QUARTER_TURN_NAMES,
    Cells,
    O,
    check_cells,
    rotations,
)
from gamelib.tictactoe.pictures import drawing, pattern_svg
from gamelib.tictactoe.state import Board, Placement, as_board

# -- the handout's 21 patterns ------------------------------------------------------

TAKE = "?"
"""The blank square the computer takes; ``*`` accepts anything, and an ``X``, an
``O`` or a blank must be on the board exactly."""

WIN, BLOCK, BLOCK_FORK = "win", "block", "block a win in two"
PURPOSE_TEXT = {
    WIN: "the computer completes three in a row",
    BLOCK: "X would win on its next move, so the computer blocks",
    BLOCK_FORK: "X could set up two threats at once, so the computer blocks early",
}


class Pattern(str, SVGWithText):
    """One numbered pattern: its nine symbols as a string, read left to right, top
    to bottom (``PATTERNS[0] == "?OO******"``).

    A string, so the lesson's beginner code reads a pattern like any string
    (``pattern[square]``, ``pattern.index("?")``) and the course keeps one list of
    patterns, not a list of objects and a copy as strings. ``str()`` and ``print``
    show the handout's drawing; ``repr`` shows the string.
    """

    number: int
    purpose: str

    def __new__(cls, number: int, purpose: str, symbols: str) -> "Pattern":
        pattern = super().__new__(cls, symbols)
        pattern.number = number
        pattern.purpose = purpose
        return pattern

    @property
    def cells(self) -> tuple[str, ...]:
        """Nine symbols: ``X``, ``O``, blank, ``*`` (anything) and one ``?``."""
        return tuple(self)

    @property
    def take(self) -> int:
        """The square (in the pattern's own frame) the computer moves to."""
        return self.index(TAKE)

    def matches(self, cells: Iterable[object]) -> bool:
        """True when every square of ``cells`` (a board) fits the pattern's symbol;
        anything that is not a board is refused with an ``InvalidBoardError``."""
        return matches(self, check_cells(cells))

    def rows(self) -> list[str]:
        """The handout's drawing, e.g. ``[' ? | O | O', ...]``: its lines without
        the rules between them."""
        return drawing(self).split("\n")[::2]

    def __str__(self) -> str:
        return drawing(self)

    def _repr_svg_(self) -> str:
        return pattern_svg(self, self.number)


def matches(pattern: str, board: Sequence[str]) -> bool:
    """True when every square of the board fits the pattern's symbol."""
    for square in range(9):
        symbol = pattern[square]
        if symbol == "*":
            continue
        if symbol == "?":
            if board[square] != BLANK:
                return False
        elif board[square] != symbol:
            return False
    return True


def _pattern(number: int, purpose: str, *handout_rows: str) -> Pattern:
    symbols = "".join(handout_rows)
    if len(symbols) != 9 or symbols.count(TAKE) != 1:
        raise ValueError(f"pattern {number} must have 9 cells and one '?'")
    return Pattern(number, purpose, symbols)


# Rows are written exactly as in the handout; a space is a square that must be blank.
PATTERNS: tuple[Pattern, ...] = (
    # Can the computer win now?
    _pattern(1, WIN, "?OO", "***", "***"),
    _pattern(2, WIN, "?**", "O**", "O**"),
    _pattern(3, WIN, "?**", "*O*", "**O"),
    _pattern(4, WIN, "O?O", "***", "***"),
    _pattern(5, WIN, "*?*", "*O*", "*O*"),
    _pattern(6, WIN, "*O*", "*?*", "*O*"),
    _pattern(7, WIN, "O**", "*?*", "**O"),
    # Must the computer block X from winning on the next move?
    _pattern(8, BLOCK, "?XX", "***", "***"),
    _pattern(9, BLOCK, "?**", "X**", "X**"),
    _pattern(10, BLOCK, "?**", "*X*", "**X"),
    _pattern(11, BLOCK, "X?X", "***", "***"),
    _pattern(12, BLOCK, "*?*", "*X*", "*X*"),
    _pattern(13, BLOCK, "*X*", "*?*", "*X*"),
    _pattern(14, BLOCK, "X**", "*?*", "**X"),
    # Must the computer block X from winning in two moves?
    _pattern(15, BLOCK_FORK, " ?X", " O ", "X  "),
    _pattern(16, BLOCK_FORK, "?X ", "XO*", " **"),
    _pattern(17, BLOCK_FORK, "? X", "XO*", " **"),
    _pattern(18, BLOCK_FORK, "**X", "*O ", " X?"),
    _pattern(19, BLOCK_FORK, "? X", " O*", "X**"),
    _pattern(20, BLOCK_FORK, "?**", "*X*", "** "),
    _pattern(21, BLOCK_FORK, "*?*", "*X*", "* *"),
)


# -- the handout's computer ---------------------------------------------------------


@dataclass(frozen=True)
class MoveExplanation:
    """Which square the computer takes, and the rule that chose it.

    ``pattern`` and ``rotation`` (quarter turns counter-clockwise, 0-3) are None
    when no pattern matched and the fallback picked the square.
    """

    square: int
    pattern: Pattern | None
    rotation: int | None
    turned_board: Cells

    @property
    def pattern_number(self) -> int | None:
        return None if self.pattern is None else self.pattern.number

    @property
    def by_fallback(self) -> bool:
        return self.pattern is None

    def __str__(self) -> str:
        rotation = self.rotation
        if self.pattern is None or rotation is None:  # both, or neither
            reason = (
                "no pattern matches in any rotation, so it takes the first empty"
                " square in the order centre, then left to right, top to bottom"
            )
            return f"O takes {self.square}: {reason}."
        turned = f"the board turned {QUARTER_TURN_NAMES[rotation]} counter-clockwise"
        where = "the board as it is" if rotation == 0 else turned
        return (
            f"O takes {self.square}: pattern #{self.pattern.number} matches {where}"
            f" ({PURPOSE_TEXT[self.pattern.purpose]})."
        )


def fallback_square(board: Sequence[str]) -> int | None:
    """The centre if empty, else the first empty square from top left."""
    if board[4] == BLANK:
        return 4
    for square in range(9):
        if board[square] == BLANK:
            return square
    return None


def explain_move(board: Iterable[object]) -> MoveExplanation:
    """The computer's move on ``board`` (nine cells of 'X', 'O', ' ') and why.

    It answers on any nine cells with a blank, even a position no game reaches,
    because that is what the handout's algorithm does; ``pattern_player`` is the
    one that keeps to the rules of a game.
    """
    cells = check_cells(board)
    turned_boards = rotations(cells)
    for pattern in PATTERNS:
        for rotation, (turned, origin) in enumerate(turned_boards):
            if matches(pattern, turned):
                return MoveExplanation(origin[pattern.take], pattern, rotation, turned)
    square = fallback_square(cells)
    if square is None:  # no pattern fits a full board: each needs a blank for "?"
        raise GameOverError("the board is full, so the game is over: no move left")
    return MoveExplanation(square, None, None, cells)


def pattern_player(state: Board | Iterable[object]) -> int:
    """``player(state) -> move``: the handout's computer, which plays O."""
    board = as_board(state)
    if board.is_over():
        raise GameOverError(f"the game is over, so O has no move: {board.outcome()}")
    if board.turn != O:
        raise NotYourTurnError("the pattern player plays O, but it is X's turn to move")
    return explain_move(board.cells).square


# -- a perfect player and a random one ----------------------------------------------


def minimax_player(state: Board | Iterable[object]) -> int:
    """``player(state) -> move``: never loses, for whichever side is to move."""
    return minimax_move(as_board(state).cells)


def make_random_player(rng: random.Random) -> Callable[[Board | Iterable[object]], int]:
    """A ``player(state) -> move`` picking uniformly among legal moves with ``rng``.

    The generator is passed in (seeded by the caller) so games replay exactly.
    """
    if not isinstance(rng, random.Random):
        raise TypeError(
            "make_random_player needs a random.Random, such as random.Random(7),"
            f" not {type(rng).__name__}"
        )

    def random_player(state: Board | Iterable[object]) -> int:
        board = as_board(state)
        if board.is_over():
            raise GameOverError("the game is over, so there is no move to choose")
        return rng.choice(board.legal_moves)

    return random_player


# -- your move and the computer's answer, together or not at all ----------------------


class Round(NamedTuple):
    """Your placement, and the computer's (None when your move ended the game)."""

    yours: Placement
    answer: Placement | None


def play_round(board: Board, square: object, computer: PlayerFunction) -> Round:
    """Play ``square`` for the player to move, then ``computer``'s answer.

    Raises your move's ``IllegalMoveError``, or ``PlayerMoveError`` when the
    computer's answer breaks a rule; either way, and if the computer raises
    anything else, ``board`` is exactly as it was. The computer is shown a copy of
    the board, so one that scribbles on it cannot change the game.
    """
    if not isinstance(board, Board):
        raise TypeError(f"play_round plays on a Board, not {type(board).__name__}")
    check_player(computer)
    trial = board.copy()
    trial.push(square)
    if trial.is_over():
        return Round(board.push(square), None)
    answer = choose_move(trial.copy(), computer)
    try:
        trial.check(answer)
    except IllegalMoveError as error:
        name = getattr(computer, "__name__", repr(computer))
        raise PlayerMoveError(
            f"{name} chose {answer!r} on a board it had changed: {error}"
        ) from error
    return Round(board.push(square), board.push(answer))

"""The handout's computer player, reproduced exactly.

For each pattern in the handout's order (7 to win, 7 to block, 7 to block a win in
two), the computer tries the board as it is and then turned 1, 2 and 3 quarter turns
counter-clockwise; the first match decides. Only when no pattern matches in any
turn does it fall back to the centre, then the first empty square left to right,
top to bottom.

``fallback_square`` is the lesson's milestone 5 fallback, as a beginner writes it, and
the computer's only one.

Why patterns outside and turns inside: the handout's own worked example (X takes 4,
O answers 0; X takes 1, O answers 7) needs it. With the turns outside, the second
reply would be 2, because pattern 20 matches the once-turned board before pattern 12
(block X's column) gets to look at the twice-turned one.
"""

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from gamelib.errors import GameOverError
from gamelib.tictactoe.errors import NotYourTurnError
from gamelib.tictactoe.parts.cells import BLANK, Cells, O, check_cells
from gamelib.tictactoe.parts.rotation import QUARTER_TURN_NAMES, rotations
from gamelib.tictactoe.players.patterns import PATTERNS, PURPOSE_TEXT, Pattern, matches
from gamelib.tictactoe.state import Board, as_board


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
        if rotation == 0:
            where = "the board as it is"
        else:
            turns = QUARTER_TURN_NAMES[rotation]
            where = f"the board turned {turns} counter-clockwise"
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

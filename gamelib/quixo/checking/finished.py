"""Milestone 4's checks: a line of one symbol, and the winner (both-lines rule)."""

from gamelib.selfcheck import Battery, Case, exactly

from ..lesson.board import O, X
from ..lesson.winning import winner as reference_winner
from .common import EXAMPLE, asking, board_of, counting

LINE_RULE = "five of one symbol in a row, a column or either diagonal make a line"


def _line_case(name: str, rows: list[str], symbol: str, expected: bool) -> Case:
    return Case(
        name,
        LINE_RULE if expected else "no line unless every block of it shows symbol",
        counting(rows, symbol),
        exactly(expected),
    )


has_line = Battery(
    "has_line",
    [
        _line_case(
            "a row of X", ["-----", "XXXXX", "O-O--", "-----", "O-O--"], X, True
        ),
        _line_case(
            "a column of O", ["O-X--", "O-X--", "O----", "OX---", "O--X-"], O, True
        ),
        _line_case(
            "the diagonal from top left",
            ["X----", "-X---", "--X--", "---X-", "----X"],
            X,
            True,
        ),
        _line_case(
            "the other diagonal", ["----O", "---O-", "--O--", "-O---", "O----"], O, True
        ),
        _line_case("four in a row is not enough", ["XXXX-"] + ["-----"] * 4, X, False),
        _line_case(
            "a row of O is not a line of X", ["OOOOO"] + ["-----"] * 4, X, False
        ),
        _line_case("blocks scattered everywhere", EXAMPLE, X, False),
        _line_case("three in a row on a 3x3 board", ["-O-", "XXX", "-O-"], X, True),
    ],
)


def _winner_case(name: str, rule: str, rows: list[str], turn: str) -> Case:
    return Case(
        name, rule, asking(rows, turn), exactly(reference_winner(board_of(rows, turn)))
    )


BOTH_RULE = (
    "with both lines on the board, the player who made the last move loses: the "
    "winner is the player to move now (board.turn)"
)
X_LINE = ["XXXXX", "O-O--", "-O---", "---O-", "-----"]
O_LINE = ["O-X--", "O-X--", "O-X--", "OX---", "O----"]
BOTH = ["XOOOO", "OOOOO", "-----", "-----", "XXXXX"]

winner = Battery(
    "winner",
    [
        _winner_case(
            "no line yet: no winner", "None while nobody has a line", EXAMPLE, O
        ),
        _winner_case("X has a line", "a line wins", X_LINE, O),
        _winner_case("O has a line", "a line wins", O_LINE, X),
        _winner_case(
            "O made X's line: X wins",
            "a line wins for its symbol, whoever made it",
            X_LINE,
            X,
        ),
        _winner_case("X made both lines: O wins", BOTH_RULE, BOTH, O),
        _winner_case("O made both lines: X wins", BOTH_RULE, BOTH, X),
        _winner_case(
            "on a 3x3 board", "n in a row on an n x n board", ["O--", "XXX", "O--"], O
        ),
    ],
)

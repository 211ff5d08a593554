"""Milestone 1, the board and its moves: ``check.new_board``, ``check.place``,
``check.winner`` and the Try it ``check.result``.
"""

from collections.abc import Callable
from typing import Any

from gamelib.selfcheck import Battery, Call, Case, Judged, calling, exactly, judged
from gamelib.selfcheck.judges import Watched, watching

from .tools import cells, shown


def places(expected: bool, board_after: str) -> Judged:
    """``place`` returned ``expected`` and left the board as ``board_after``."""

    def judge(watched: Watched) -> str | None:
        problems = []
        if watched.result != expected:
            problems.append(f"returned {watched.result!r}, expected {expected!r}")
        if watched.after[0] != list(board_after):
            problems.append(
                f"left the board as {shown(watched.after[0])}, expected "
                f"{cells(board_after)!r}"
            )
        return " and ".join(problems) or None

    return judged(judge)


# -- boards made fresh -----------------------------------------------------------------


def twice_then_a_move(piece: Callable[[], Any]) -> Any:
    """Two new boards, and an X on square 4 of the first: the second must stay blank."""
    first, second = piece(), piece()
    first[4] = "X"
    return second


def nine_blanks(board: Any) -> str | None:
    if not isinstance(board, list):
        return f"returned {board!r}, expected a list (a move must change a square)"
    if len(board) != 9:
        return f"returned a list of {len(board)} cells, expected 9"
    if any(cell != " " for cell in board):
        return f"returned {shown(board)}, expected nine blanks (' ')"
    return None


def still_blank(second: Any) -> str | None:
    if second[4] == " ":
        return None
    return (
        "gave the same list twice: an X placed on one board appeared on the other "
        "(build a new list inside the function)"
    )


# -- Milestone 1: the board ------------------------------------------------------------


new_board = Battery(
    "new_board",
    [
        Case(
            "a new board is a list of nine blank squares",
            "the board is a list of nine cells, each ' ' (a space) at the start",
            calling(),
            judged(nine_blanks),
        ),
        Case(
            "each call gives a board of its own",
            "two games must not share a board: make the list inside the function",
            Call(
                "{piece}() twice, then an X on square 4 of the first",
                twice_then_a_move,
            ),
            judged(still_blank),
        ),
    ],
)


def _placing(board: str, square: int, mark: str) -> Call:
    return watching(cells(board), square, mark)


place = Battery(
    "place",
    [
        Case(
            "X on an empty square is a move",
            "put the mark on the square and return True",
            _placing("         ", 4, "X"),
            places(True, "    X    "),
        ),
        Case(
            "O can move too, and other marks stay where they are",
            "only the square played changes",
            _placing("    X    ", 0, "O"),
            places(True, "O   X    "),
        ),
        Case(
            "a square already taken is refused",
            "a square holding X or O cannot be played again: return False and "
            "change nothing",
            _placing("O   X    ", 4, "O"),
            places(False, "O   X    "),
        ),
        Case(
            "square 9 is off the board",
            "the squares are 0 to 8: for any other number return False (and do not "
            "crash)",
            _placing("    X    ", 9, "O"),
            places(False, "    X    "),
        ),
        Case(
            "square -1 is off the board too",
            "board[-1] is Python's way to say the last square, but -1 is not a square "
            "of the game: return False",
            _placing("    X    ", -1, "O"),
            places(False, "    X    "),
        ),
    ],
)

_WIN_RULE = "three of the same mark on a row, a column or a diagonal win"
_NO_WIN_RULE = "no line of three of the same mark (blanks are not a mark): None"


def _winner_case(name: str, rule: str, board: str, expected: str | None) -> Case:
    return Case(name, rule, calling(cells(board)), exactly(expected))


winner = Battery(
    "winner",
    [
        _winner_case("X on the top row", _WIN_RULE, "XXXOO    ", "X"),
        _winner_case("X on the bottom row", _WIN_RULE, "OO    XXX", "X"),
        _winner_case("O down the middle column", _WIN_RULE, "XOX O  OX", "O"),
        _winner_case("O down the right column", _WIN_RULE, "XXOX O  O", "O"),
        _winner_case(
            "X on the diagonal from the top left", _WIN_RULE, "XO  XO  X", "X"
        ),
        _winner_case(
            "O on the diagonal from the top right", _WIN_RULE, "XXO O OX ", "O"
        ),
        _winner_case("nobody on an empty board", _NO_WIN_RULE, "         ", None),
        _winner_case("nobody with two in a row", _NO_WIN_RULE, "XX  O    ", None),
        _winner_case("nobody on a mixed row", _NO_WIN_RULE, "XOXO     ", None),
        _winner_case(
            "nobody on a full board without a line", _NO_WIN_RULE, "XOXXOOOXX", None
        ),
    ],
)

_RESULT_RULE = "'X' or 'O' for a line of three, 'tie' for a full board without one"

result = Battery(
    "result",
    [
        Case(
            "an empty board: still playing",
            "None while the game goes on",
            calling(cells("         ")),
            None,
        ),
        Case(
            "a game under way: still playing",
            "None while the game goes on",
            calling(cells("OX  X    ")),
            None,
        ),
        Case("X has a line", _RESULT_RULE, calling(cells("OO XXX   ")), "X"),
        Case("O has a line", _RESULT_RULE, calling(cells("OOOXX X  ")), "O"),
        Case(
            "a full board without a line",
            _RESULT_RULE,
            calling(cells("XOXXOOOXX")),
            "tie",
        ),
        Case(
            "a full board with a line is a win, not a tie",
            "X's last move can fill the board and make a line: X wins",
            calling(cells("XOXOXOOXX")),
            "X",
        ),
    ],
)

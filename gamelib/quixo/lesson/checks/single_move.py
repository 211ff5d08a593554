"""Milestone 3's checks (program allows any single move): which blocks may be
taken, where they go, the slide and ``makeMove``, and the legal moves exercise."""

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from gamelib.errors import IllegalMoveError
from gamelib.selfcheck import Battery, Call, Case, exactly, judged
from gamelib.selfcheck.judges import REFUSALS

from .. import moves as reference_moves
from ..board import O, X
from ..moves import can_take as reference_can_take
from ..moves import is_on_edge as reference_is_on_edge
from ..moves import places_for as reference_places_for
from .tools import (
    AFTER_OPENING,
    EMPTY,
    EXAMPLE,
    all_moves,
    asking,
    board_of,
    reference_rows,
    rows_of,
    shown,
)


def _take_case(name: str, rule: str, rows: list[str], turn: str, square: tuple) -> Case:
    return Case(
        name,
        rule,
        asking(rows, turn, *square),
        exactly(reference_can_take(board_of(rows, turn), *square)),
    )


RING_RULE = (
    "a square is on the edge when its row OR its column is the first or the last "
    "(one of them is enough)"
)


def _edge_case(name: str, rows: list[str], square: tuple) -> Case:
    return Case(
        name,
        RING_RULE,
        asking(rows, X, *square),
        exactly(reference_is_on_edge(board_of(rows, X), *square)),
    )


is_on_edge = Battery(
    "is_on_edge",
    [
        _edge_case("(0, 1) is in the top row", EMPTY, (0, 1)),
        _edge_case("(3, 0) is in the left column", EMPTY, (3, 0)),
        _edge_case("(4, 2) is in the bottom row", EMPTY, (4, 2)),
        _edge_case("(1, 4) is in the right column", EMPTY, (1, 4)),
        _edge_case("the corner (0, 0) is on the edge", EMPTY, (0, 0)),
        _edge_case("the corner (4, 4) is on the edge", EMPTY, (4, 4)),
        _edge_case("the centre (2, 2) is not", EMPTY, (2, 2)),
        _edge_case("(1, 3) is inside the ring", EMPTY, (1, 3)),
        _edge_case("on 3x3, (1, 2) is in the right column", ["---"] * 3, (1, 2)),
        _edge_case("on 3x3, the centre (1, 1) is not", ["---"] * 3, (1, 1)),
    ],
)

EDGE_RULE = "only a block on the outer ring may be picked up"
OWN_RULE = "a neutral block, or one showing the mover's symbol; never the other's"
BOARD_RULE = (
    "a square off the board cannot be taken (careful: Python reads blocks[-1] as "
    "the last row)"
)

can_take = Battery(
    "can_take",
    [
        _take_case(
            "X may take a neutral block on the edge", OWN_RULE, EMPTY, X, (0, 1)
        ),
        _take_case("a corner is on the edge too", EDGE_RULE, EMPTY, X, (4, 4)),
        _take_case("the centre block is not on the edge", EDGE_RULE, EMPTY, X, (2, 2)),
        _take_case("(1, 3) is inside the ring", EDGE_RULE, EMPTY, X, (1, 3)),
        _take_case("X may take a block showing X", OWN_RULE, EXAMPLE, X, (1, 0)),
        _take_case("X may not take a block showing O", OWN_RULE, EXAMPLE, X, (0, 4)),
        _take_case("O may take a block showing O", OWN_RULE, EXAMPLE, O, (3, 0)),
        _take_case("O may not take a block showing X", OWN_RULE, EXAMPLE, O, (4, 0)),
        _take_case("row 5 is off a 5x5 board", BOARD_RULE, EMPTY, X, (5, 0)),
        _take_case("row -1 is off the board", BOARD_RULE, EMPTY, X, (-1, 0)),
        _take_case(
            "on a 3x3 board every block but the centre is on the edge",
            EDGE_RULE,
            ["---"] * 3,
            X,
            (1, 2),
        ),
    ],
)


def _same_places(expected: list[tuple[int, int]]) -> Any:
    def judge(result: Any) -> str | None:
        try:
            got = sorted(tuple(place) for place in result)
        except TypeError:
            return f"returned {result!r}, expected a list of (row, column) squares"
        if got == sorted(expected) and len(result) == len(expected):
            return None
        return f"returned {result!r}, expected {sorted(expected)} (in any order)"

    return judged(judge)


def _places_case(name: str, rule: str, size: int, square: tuple[int, int]) -> Case:
    rows = ["-" * size] * size
    return Case(
        name,
        rule,
        asking(rows, X, *square),
        _same_places(reference_places_for(board_of(rows), *square)),
    )


ENDS_RULE = (
    "the ends of the block's row and of its column, but never its own square: "
    "three places for an edge block, two for a corner"
)

places_for = Battery(
    "places_for",
    [
        _places_case("a block on the top edge has three places", ENDS_RULE, 5, (0, 1)),
        _places_case("a corner has two places", ENDS_RULE, 5, (4, 4)),
        _places_case("the top-left corner", ENDS_RULE, 5, (0, 0)),
        _places_case("a block on the left edge", ENDS_RULE, 5, (2, 0)),
        _places_case("a block on the right edge", ENDS_RULE, 5, (3, 4)),
        _places_case("on a 3x3 board, the ends are at 0 and 2", ENDS_RULE, 3, (0, 1)),
        _places_case("a 4x4 corner", ENDS_RULE, 4, (3, 0)),
    ],
)


@dataclass(frozen=True)
class Moved:
    """A board after a call that should change it (or refuse and leave it)."""

    rows: list[str] | None
    turn: Any
    error: BaseException | None = None


def _moving(rows: list[str], turn: str, *numbers: int) -> Call:
    def run(piece: Callable[..., Any]) -> Moved:
        board = board_of(rows, turn)
        try:
            piece(board, *numbers)
        except REFUSALS as error:
            return Moved(rows_of(board), board.turn, error)
        return Moved(rows_of(board), board.turn)

    listed = ", ".join(str(number) for number in numbers)
    return Call(f"{{piece}}({shown(rows, turn)}, {listed})", run)


def _expected_after(rows: list[str], turn: str, *numbers: int) -> Moved:
    board = board_of(rows, turn)
    reference_moves.makeMove(board, *numbers)
    return Moved(rows_of(board), board.turn)


def _slid(rows: list[str], *numbers: int) -> Any:
    """The blocks between the two squares moved; the place itself is not judged
    (makeMove puts the block there next)."""
    board = board_of(rows)
    reference_moves.slide(board, *numbers)
    expected = reference_rows(board)
    place_row, place_column = numbers[2], numbers[3]

    def judge(result: Moved) -> str | None:
        if result.error is not None:
            return f"crashed with {type(result.error).__name__}: {result.error}"
        if result.rows is None:
            return "left a board with no blocks"
        for row, (got, want) in enumerate(zip(result.rows, expected, strict=True)):
            for column, (a, b) in enumerate(zip(got, want, strict=True)):
                if (row, column) != (place_row, place_column) and a != b:
                    return (
                        f"left the blocks as {result.rows!r}; expected {expected!r}"
                        f" (apart from the place, ({place_row}, {place_column}))"
                    )
        return None

    return judged(judge)


SLIDE_RULE = (
    "every block between the chosen square and the place moves one step towards "
    "the chosen square; blocks outside that line stay"
)
LINE = ["-XO--", "XOXOX", "OX-XO", "-O-X-", "XXOO-"]

slide = Battery(
    "slide",
    [
        Case(name, SLIDE_RULE, _moving(LINE, X, *numbers), _slid(LINE, *numbers))
        for name, numbers in (
            ("along row 0, to its right end", (0, 0, 0, 4)),
            ("along row 4, to its left end", (4, 4, 4, 0)),
            ("down column 1, to its bottom end", (0, 1, 4, 1)),
            ("up column 4, to its top end", (4, 4, 0, 4)),
            ("from the middle of column 0 to its top", (2, 0, 0, 0)),
            ("from the middle of row 2 to its left end", (2, 4, 2, 0)),
        )
    ],
)


def _after(rows: list[str], turn: str, *numbers: int) -> Any:
    expected = _expected_after(rows, turn, *numbers)

    def judge(result: Moved) -> str | None:
        if result.error is not None:
            return (
                f"refused a legal move: {type(result.error).__name__}: {result.error}"
            )
        if result.rows != expected.rows:
            return f"left the blocks as {result.rows!r}; expected {expected.rows!r}"
        if result.turn != expected.turn:
            return f"left turn = {result.turn!r}; expected {expected.turn!r}"
        return None

    return judged(judge)


def _refused(rows: list[str], turn: str) -> Any:
    def judge(result: Moved) -> str | None:
        if not isinstance(result.error, IllegalMoveError):
            if result.error is None:
                return "played an illegal move instead of refusing it"
            return (
                f"raised {type(result.error).__name__}: {result.error}; raise "
                "IllegalMoveError (from gamelib.errors) so a board can tell a "
                "refused move from a bug"
            )
        if result.rows != rows or result.turn != turn:
            return (
                f"refused, but changed the board to {result.rows!r} (turn "
                f"{result.turn!r}): check the move before changing anything"
            )
        return None

    return judged(judge)


MOVE_RULE = (
    "the blocks slide to close the gap, the picked block goes in at the place "
    "showing the mover's symbol, and then it is the other player's turn"
)
ILLEGAL_RULE = "an illegal move raises IllegalMoveError and changes nothing"


def _legal(name: str, rows: list[str], turn: str, *numbers: int) -> Case:
    return Case(
        name, MOVE_RULE, _moving(rows, turn, *numbers), _after(rows, turn, *numbers)
    )


def _illegal(name: str, rows: list[str], turn: str, *numbers: int) -> Case:
    return Case(name, ILLEGAL_RULE, _moving(rows, turn, *numbers), _refused(rows, turn))


makeMove = Battery(  # noqa: N816 - the handout's name
    "makeMove",
    [
        _legal(
            "the opening move: X takes (0, 1), puts it at (4, 1)", EMPTY, X, 0, 1, 4, 1
        ),
        _legal("the same block to the left end of its row", EMPTY, X, 0, 1, 0, 0),
        _legal("a corner move by O: (4, 4) to (4, 0)", AFTER_OPENING, O, 4, 4, 4, 0),
        _legal("a corner move up its column", AFTER_OPENING, O, 4, 4, 0, 4),
        _legal(
            "X takes its own block in the handout's example", EXAMPLE, X, 4, 0, 0, 0
        ),
        _legal("O takes its own block and slides row 3", EXAMPLE, O, 3, 0, 3, 4),
        _legal("on a 3x3 board", ["X-O", "---", "O-X"], O, 0, 2, 2, 2),
        _illegal("X may not take O's block", EXAMPLE, X, 0, 4, 4, 4),
        _illegal("nobody may take the centre block", EMPTY, X, 2, 2, 0, 2),
        _illegal("a block never goes back to its own square", EMPTY, X, 0, 1, 0, 1),
        _illegal("(2, 1) is not an end of row 0 or column 1", EMPTY, X, 0, 1, 2, 1),
        _illegal("a place off the board", EMPTY, X, 0, 1, 5, 1),
    ],
)


def _same_moves(expected: list[tuple[int, int, int, int]]) -> Any:
    def judge(result: Any) -> str | None:
        try:
            got = sorted(tuple(move) for move in result)
        except TypeError:
            return f"returned {result!r}, expected a list of 4-number moves"
        if got == sorted(expected):
            return None
        missing = sorted(set(expected) - set(got))[:3]
        extra = sorted(set(got) - set(expected))[:3]
        return (
            f"returned {len(got)} moves, expected {len(expected)}"
            + (f"; missing {missing}" if missing else "")
            + (f"; not legal: {extra}" if extra else "")
            + ("; some twice" if len(got) != len(set(got)) else "")
        )

    return judged(judge)


def _moves_case(name: str, rows: list[str], turn: str) -> Case:
    expected = all_moves(rows, turn)
    return Case(
        f"{name}: {len(expected)} moves",
        "every (chooseRow, chooseColumn, placeRow, placeColumn) the player to move "
        "may play, each once",
        asking(rows, turn),
        _same_moves(expected),
    )


legal_moves = Battery(
    "legal_moves",
    [
        _moves_case("the empty board, X to move", EMPTY, X),
        _moves_case("the handout's example, X to move", EXAMPLE, X),
        _moves_case("the handout's example, O to move", EXAMPLE, O),
        _moves_case("an empty 3x3 board", ["---"] * 3, X),
    ],
)

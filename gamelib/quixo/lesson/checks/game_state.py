"""Milestone 2's checks (program shows game state): ``createBoard``,
``printBoard``, and counting blocks."""

import contextlib
import io
from collections.abc import Callable
from typing import Any

from gamelib.errors import SetupError
from gamelib.selfcheck import Battery, Call, Case, exactly, judged, readable
from gamelib.selfcheck.judges import refused_with, refusing

from ..board import NEUTRAL, O, X
from .tools import (
    EMPTY,
    EXAMPLE,
    attribute,
    blocks_complaint,
    board_of,
    counting,
    rows_of,
    shown,
)


def _made(rows: list[str], turn: str | None = None) -> Call:
    def run(create: Callable[..., Any]) -> Any:
        return create(list(rows)) if turn is None else create(list(rows), turn)

    listed = readable(rows) if turn is None else f"{readable(rows)}, {turn!r}"
    return Call(f"{{piece}}({listed})", run)


def _has_rows(expected: list[str]) -> Any:
    def judge(board: Any) -> str | None:
        complaint = blocks_complaint(board, len(expected))
        if complaint:
            return complaint
        if rows_of(board) == expected:
            return None
        return f"made blocks reading {rows_of(board)!r}, expected {expected!r}"

    return judged(judge)


createBoard = Battery(  # noqa: N816 - the handout's name
    "createBoard",
    [
        Case(
            "the handout's example",
            "each string is a row, top row first; each character one block",
            _made(EXAMPLE),
            _has_rows(EXAMPLE),
        ),
        Case(
            "the blocks are a data structure, not the strings",
            "the handout: 'it is not sufficient to merely store and print the list "
            "of strings': each row of blocks is a list",
            _made(EXAMPLE),
            judged(lambda board: blocks_complaint(board, 5)),
        ),
        Case(
            "X to move unless told otherwise",
            "turn is 'X' by default",
            _made(EXAMPLE),
            attribute("turn", X),
        ),
        Case(
            "turn='O' makes O the player to move",
            "the symbols do not say whose turn it is: use the turn parameter",
            _made(EXAMPLE, O),
            attribute("turn", O),
        ),
        Case(
            "three rows make a 3x3 board",
            "the size is the number of rows",
            _made(["X-O", "---", "O-X"]),
            judged(
                lambda board: (
                    _has_rows(["X-O", "---", "O-X"]).judge(board)
                    or attribute("size", 3).judge(board)
                )
            ),
        ),
        Case(
            "a short row is refused",
            "every row has as many blocks as there are rows: raise SetupError",
            refusing(_made(["-----", "XX-X", "-----", "-----", "-----"])),
            refused_with(SetupError, "gamelib.errors"),
        ),
        Case(
            "a block that is not '-', 'X' or 'O' is refused",
            "raise SetupError for any other character",
            refusing(_made(["-----", "--x--", "-----", "-----", "-----"])),
            refused_with(SetupError, "gamelib.errors"),
        ),
    ],
)


def _printing(rows: list[str]) -> Call:
    def run(print_board: Callable[..., Any]) -> tuple[str, list[str] | None]:
        board = board_of(rows)
        printed = io.StringIO()
        with contextlib.redirect_stdout(printed):
            print_board(board)
        return printed.getvalue(), rows_of(board)

    return Call(f"{{piece}}({shown(rows)})", run)


def _prints(rows: list[str]) -> Any:
    expected = "\n".join(rows) + "\n"

    def judge(result: tuple[str, list[str] | None]) -> str | None:
        printed, _ = result
        if printed == expected:
            return None
        if not printed:
            return "printed nothing (return values are not printed: call print)"
        return f"printed {printed!r}, expected {expected!r}"

    return judged(judge)


printBoard = Battery(  # noqa: N816 - the handout's name
    "printBoard",
    [
        Case(
            "prints the handout's example exactly",
            "one line per row, '-' for a neutral block, nothing between blocks",
            _printing(EXAMPLE),
            _prints(EXAMPLE),
        ),
        Case(
            "prints an empty board",
            "five lines of '-----'",
            _printing(EMPTY),
            _prints(EMPTY),
        ),
        Case(
            "prints a 3x3 board",
            "as many lines, and blocks per line, as the board has",
            _printing(["O--", "-X-", "--X"]),
            _prints(["O--", "-X-", "--X"]),
        ),
        Case(
            "leaves the board as it was",
            "printing only looks at the blocks",
            _printing(EXAMPLE),
            judged(
                lambda result: (
                    None
                    if result[1] == EXAMPLE
                    else f"changed the blocks to {result[1]!r}"
                )
            ),
        ),
    ],
)


count_blocks = Battery(
    "count_blocks",
    [
        Case(
            f"the handout's example has {expected} blocks showing {symbol!r}",
            "count the blocks of every row that show the symbol",
            counting(EXAMPLE, symbol),
            exactly(expected),
        )
        for symbol, expected in ((X, 5), (O, 4), (NEUTRAL, 16))
    ]
    + [
        Case(
            "an empty board has no X",
            "0 when no block shows the symbol",
            counting(EMPTY, X),
            exactly(0),
        )
    ],
)

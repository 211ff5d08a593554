"""Milestone 1's checks: the ``QuixoBoard`` object, and the edge squares exercise."""

from typing import Any

from gamelib.selfcheck import Battery, Case, calling, exactly, judged

from ..lesson.board import NEUTRAL, X
from .common import attribute, blocks_complaint


def _all_neutral(board: Any) -> str | None:
    complaint = blocks_complaint(board, 5)
    if complaint:
        return complaint
    if any(block != NEUTRAL for row in board.blocks for block in row):
        return f"made blocks = {board.blocks!r}; every block starts as '-'"
    return None


def _rows_apart(board: Any) -> str | None:
    complaint = blocks_complaint(board, 5)
    if complaint:
        return complaint
    board.blocks[0][0] = X
    changed = [row for row in range(1, 5) if board.blocks[row][0] != NEUTRAL]
    if changed:
        return (
            f"made rows that are one and the same list: setting blocks[0][0] also "
            f"changed rows {changed} (build each row on its own, in a loop)"
        )
    return None


QuixoBoard = Battery(
    "QuixoBoard",
    [
        Case(
            "a new board has 5 rows of 5 blocks",
            "self.blocks is a list of 5 rows, each a list of 5 blocks",
            calling(),
            judged(lambda board: blocks_complaint(board, 5)),
        ),
        Case(
            "every block starts neutral",
            "all 25 blocks are '-' (NEUTRAL) at the start",
            calling(),
            judged(_all_neutral),
        ),
        Case(
            "each row is a list of its own",
            "changing one block changes only that block ([['-'] * 5] * 5 makes "
            "five names for one row)",
            calling(),
            judged(_rows_apart),
        ),
        Case(
            "X moves first",
            "self.turn starts as 'X' (the handout: player X always goes first)",
            calling(),
            attribute("turn", X),
        ),
        Case(
            "the board knows its size",
            "self.size is 5 by default",
            calling(),
            attribute("size", 5),
        ),
        Case(
            "QuixoBoard(3) is a 3x3 board",
            "size is a parameter: 3 rows of 3 blocks, and self.size = 3",
            calling(3),
            judged(
                lambda board: (
                    blocks_complaint(board, 3) or attribute("size", 3).judge(board)
                )
            ),
        ),
    ],
)


def _ring(size: int) -> list[tuple[int, int]]:
    last = size - 1
    return [
        (row, column)
        for row in range(size)
        for column in range(size)
        if row in (0, last) or column in (0, last)
    ]


edge_squares = Battery(
    "edge_squares",
    [
        Case(
            f"a {size}x{size} board has {len(_ring(size))} squares on its edge",
            "the first and last row, and the first and last column, each square "
            "once, as (row, column) tuples in reading order (row by row, left to "
            "right)",
            calling(size),
            exactly(_ring(size)),
        )
        for size in (5, 3, 4)
    ],
)

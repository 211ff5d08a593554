"""The check of a learner's computer player: legal moves, a win taken, a match won.

``play_match`` plays the learner's player against random moves with the course's
own rules, so the result measures the player, not the learner's ``makeMove``.
"""

import random
from collections.abc import Callable
from typing import Any

from gamelib.errors import IllegalMoveError
from gamelib.selfcheck import Battery, Call, Case, judged

from ..lesson import moves as reference_moves
from ..lesson.board import O, X
from ..lesson.winning import winner as reference_winner
from .common import (
    EMPTY,
    EXAMPLE,
    all_moves,
    board_of,
    reference_rows,
    rows_of,
    shown,
)


def _reference_moves(board: Any) -> list[tuple[int, int, int, int]]:
    return all_moves(rows_of(board) or [], board.turn)


def _choosing(rows: list[str], turn: str) -> Call:
    def run(player: Callable[..., Any]) -> Any:
        return player(board_of(rows, turn))

    return Call(f"{{piece}}({shown(rows, turn)})", run)


def _a_legal_move(rows: list[str], turn: str) -> Any:
    legal = set(all_moves(rows, turn))

    def judge(move: Any) -> str | None:
        try:
            move = tuple(move)
        except TypeError:
            return f"returned {move!r}, expected four numbers"
        return (
            None if move in legal else f"returned {move!r}, which is not a legal move"
        )

    return judged(judge)


def _wins(rows: list[str], turn: str) -> Any:
    def judge(move: Any) -> str | None:
        board = board_of(rows, turn)
        try:
            reference_moves.makeMove(board, *move)
        except (IllegalMoveError, TypeError):
            return f"returned {move!r}, which is not a legal move"
        if reference_winner(board) == turn:
            return None
        return f"returned {move!r}, which does not win at once (one move does)"

    return judged(judge)


def random_move(board: Any, rng: random.Random) -> tuple[int, int, int, int]:
    return rng.choice(_reference_moves(board))


def play_match(player: Callable[..., Any], games: int = 20, seed: int = 1) -> int:
    """How many of ``games`` the player wins against random moves, taking turns
    to start; a game still going after 200 moves counts as not won."""
    rng = random.Random(seed)
    won = 0
    for number in range(games):
        board = board_of(EMPTY)
        me = X if number % 2 == 0 else O
        for _ in range(200):
            if board.turn == me:
                move = tuple(player(board_of(reference_rows(board), board.turn)))
            else:
                move = random_move(board, rng)
            reference_moves.makeMove(board, *move)
            found = reference_winner(board)
            if found is not None:
                won += found == me
                break
    return won


WIN_NOW = ["XXXX-", "-O---", "--O--", "-O---", "-----"]

my_player = Battery(
    "my_player",
    [
        Case(
            "a legal move on the empty board",
            "return (chooseRow, chooseColumn, placeRow, placeColumn) of a legal move",
            _choosing(EMPTY, X),
            _a_legal_move(EMPTY, X),
        ),
        Case(
            "a legal move for O in the handout's example",
            "the player to move is board.turn: it may only take its own or neutral",
            _choosing(EXAMPLE, O),
            _a_legal_move(EXAMPLE, O),
        ),
        Case(
            "a win when one is there",
            "X completes its top row by moving (4, 4) to (0, 4): take it",
            _choosing(WIN_NOW, X),
            _wins(WIN_NOW, X),
        ),
        Case(
            "beats random moves in at least 15 of 20 games",
            "a good player wins most games against a player that moves at random",
            Call("play_match({piece}, games=20)", lambda player: play_match(player)),
            judged(
                lambda won: (
                    None if won >= 15 else f"won {won} of 20 games, expected 15 or more"
                )
            ),
        ),
    ],
    seconds=30.0,
)

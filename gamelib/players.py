"""The one convention every computer player follows.

A computer player is just a function ``player(state) -> move``: it reads a game state
and returns a move that the game's ``push`` (or equivalent) accepts. Keeping players
as plain functions means a learner can write one in a single cell, pass it to any
board, and pit any two against each other without subclassing anything.
"""

from collections.abc import Callable
from typing import TypeVar

State = TypeVar("State")
Move = TypeVar("Move")

Player = Callable[[State], Move]
"""Type of a computer player: ``player(state) -> move``."""


def play_out(state, players, push, is_over, max_moves=10_000):
    """Let players move in turn until the game is over; returns the move list.

    ``players`` maps whatever ``state.turn`` holds to a player function; ``push``
    applies a move to the state and ``is_over`` says when to stop. The bound on
    moves turns a player that never ends a game into an error instead of a hang.
    """
    moves = []
    while not is_over(state):
        if len(moves) >= max_moves:
            raise RuntimeError(f"game not over after {max_moves} moves")
        move = players[state.turn](state)
        push(state, move)
        moves.append(move)
    return moves

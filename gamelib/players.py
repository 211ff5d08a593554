"""The one convention every computer player follows, in every game.

A computer player is a function ``player(state) -> move``: it reads a game state and
returns a move that ``state.push`` accepts. Keeping players as plain functions means a
learner can write one in a single cell, hand it to any board, and pit any two against
each other without subclassing anything.
"""

from collections.abc import Callable, Mapping
from typing import Any

from gamelib.errors import IllegalMoveError

PlayerFunction = Callable[[Any], Any]
"""Type of a computer player: ``player(state) -> move`` (Pig's ``Player`` is a name)."""


class PlayerMoveError(IllegalMoveError):
    """A computer player answered with a move the rules forbid; nothing was played."""


def choose_move(state: Any, player: PlayerFunction) -> Any:
    """Ask ``player`` for a move and make sure it is legal before anyone plays it.

    A view or a match runner calls this instead of ``player(state)`` so that a buggy
    player (a learner's, say) is reported by name and never leaves a game half-played.
    """
    move = player(state)
    if not state.is_legal(move):
        name = getattr(player, "__name__", repr(player))
        try:
            state.check(move)
        except IllegalMoveError as error:
            raise PlayerMoveError(f"{name} chose {move!r}: {error}") from error
        raise PlayerMoveError(f"{name} chose {move!r}, which is not a legal move")
    return move


def play_out(
    state: Any,
    players: Mapping[Any, PlayerFunction] | PlayerFunction,
    max_moves: int = 10_000,
) -> list[Any]:
    """Let players move in turn until the game is over; returns the records pushed.

    ``players`` maps each value of ``state.turn`` to a player function, or is one
    function that plays every side. The bound on moves turns a pair of players that
    never end a game into an error instead of a hang.
    """
    records: list[Any] = []
    while not state.is_over():
        if len(records) >= max_moves:
            raise RuntimeError(f"game not over after {max_moves} moves")
        player = players[state.turn] if isinstance(players, Mapping) else players
        records.append(state.push(choose_move(state, player)))
    return records

"""What the board's Roll and Hold buttons do: one move, and the sentence it shows.

A button's answer is a plain function of the game (a game in, a sentence out), so a
learner can write it and check it without a browser, and the lesson's board can
press the same two functions for the computer's moves: what the board says during
the computer's turn is then in the learner's words too. They read only what the
lesson's own ``PigGame`` of milestone 4 has (``roll()``, ``hold()``, ``turn``,
``turn_total``, ``rolls_this_turn``, ``last_roll``, ``scores``, ``winner``), so
they work on the learner's game as on the course's.
"""

from typing import Any


def on_roll(game: Any) -> str:
    """Roll for the player to move; the sentence the board then shows."""
    if game.winner is not None:
        return f"Not allowed: the game is over: {game.winner.name} won."
    name = game.turn
    game.roll()
    if game.last_roll == 1:
        return f"{name} rolls a 1 and loses the turn score."
    return f"{name} rolls {game.last_roll}: turn score {game.turn_total}."


def on_hold(game: Any) -> str:
    """Hold for the player to move; the sentence the board then shows."""
    if game.winner is not None:
        return f"Not allowed: the game is over: {game.winner.name} won."
    if game.rolls_this_turn == 0:
        return f"Not allowed: {game.turn} must roll at least once before holding."
    name, banked = game.turn, game.turn_total
    game.hold()
    total = game.scores[name]
    if game.winner is not None:
        return f"{name} holds at {total} and wins!"
    return f"{name} holds and banks {banked}: total {total}."

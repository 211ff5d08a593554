"""Pig, the dice game: rules, computer players, exact figures, program and lesson.

The map: which module holds which rule. Each module imports only from those above it
in this list, so the rules never depend on a picture, a program or the lesson.

``die.py``
    The handout's die: faces 1-6, opposite faces sum to 7 (``DieFaceError``), its
    pips and SVG picture, saving what it rolls next, and ``ScriptedDie``, a loaded
    die that stages a game exactly.
``player.py``
    The handout's players: ``Player`` and the rules of names (short, printable,
    different in any capitals: ``DuplicatePlayerError``); the two moves and the
    ``Position`` a strategy decides on; ``hold_at(n)`` and ``ComputerPlayer``, a
    ``Player`` that moves with a strategy and only on its turn.
``pictures.py``
    The scoreboard as text (``str(game)``) and as SVG, for saved notebooks.
``pig_game.py``
    The handout's game, ``PigGame``, a ``gamelib.state.GameState``: 2-4 players, a
    computer only in a two-player game (``ComputerOpponentError``), who goes first
    (one opening roll each, lowest first, ties at random: ``TurnOrder``,
    ``play_order``), roll or hold, a 1 loses the turn total, hold only after a roll
    (``HoldBeforeRollError``), the first banked score to reach the goal wins; the
    ``Event`` each move returns, and ``staged_game`` for a chosen position.
``optimal.py``
    Exact figures: the strategy that wins most often (pure Python, about a second
    for 100) with its decisions for 100 shipped (``optimal_rolls_100.zlib``),
    ``PolicyTable``, ``optimal_player(goal)``, and the exact chance that one fixed
    strategy beats another (lesson only; numpy).
``pig.py`` (and ``__main__.py``)
    The handout's main file, the terminal program: ``./gamelib/pig/pig.py`` or
    ``python -m gamelib.pig``.
``lesson.py``
    The lesson's board pieces: the reference ``on_roll``/``on_hold`` and the
    canvas drawings; ``checks.py``: the lesson's self-checks, one section a
    milestone.

Every rule shared with other games (game over, not your turn, a move of the wrong
type, player count and names, a bad argument) is a class of ``gamelib.errors``.
Everything but the exact match-ups and the lesson uses the standard library alone,
as the handout asks.
"""

from gamelib.pig.die import Die
from gamelib.pig.optimal import (
    first_player_win_probability,
    optimal_player,
    optimal_policy,
)
from gamelib.pig.pig_game import PigGame
from gamelib.pig.player import HOLD, ROLL, ComputerPlayer, Player, hold_at

__all__ = [
    "HOLD",
    "ROLL",
    "ComputerPlayer",
    "Die",
    "PigGame",
    "Player",
    "first_player_win_probability",
    "hold_at",
    "optimal_player",
    "optimal_policy",
]

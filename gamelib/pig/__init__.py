"""Pig, the dice game: model, computer players, the optimal policy, the program.

Where each rule lives:

``pig_game.py``
    ``PigGame``: 2-4 players, roll or hold, a 1 loses the turn total, hold only
    after a roll, the first banked score to reach the goal wins. It is a
    ``gamelib.state.GameState``, the shape every game in the course has, and
    fills in its hooks (listed in ``pig_game.py``); ``push`` returns an ``Event``
    (``event.py``).
``turn_order.py``
    Who goes first: one opening roll each, lowest first, ties broken at random.
``die.py``
    The six-sided die: faces 1-6, opposite faces sum to 7.
``player.py``
    ``Player`` (a name) and ``ComputerPlayer``, the handout's computer player: a
    ``Player`` subclass that moves with a strategy and is only asked on its turn.
``position.py``, ``strategies.py``
    What a strategy sees, and ``hold_at(n)``. A strategy is a computer player in
    the ``gamelib.players`` sense: ``strategy(game) -> "roll" | "hold"``.
``optimal.py``, ``policy_table.py``
    The strategy that wins most often: ``optimal_policy(goal)`` solves it (pure
    Python, about a second for 100); ``optimal_player(goal)`` plays it, from the
    table shipped in ``optimal_rolls_100.zlib`` for the default goal.
``matchup.py``
    Exact winning chances of one fixed strategy against another (lesson only; it
    uses numpy).
``errors.py``
    One exception per rule of Pig's own, each a ``gamelib.errors`` branch, and the
    shared ones Pig uses, re-exported.
``buttons.py``
    The board's Roll and Hold buttons (the lesson's last pieces): ``on_roll(game)``
    and ``on_hold(game)`` make the move and give the sentence the board shows.
``console.py``, ``pig.py``, ``__main__.py``
    The terminal program (``./gamelib/pig/pig.py`` or ``python -m gamelib.pig``):
    ``pig.py`` is the handout's main file, ``console.py`` holds the dialogue.
``svg.py``, ``drawing.py``
    The saved pictures of a die and a game, and the lesson's canvas drawings (the
    die, the scoreboard, the board, drawn from a ``Scene``).
``checks/``, ``scripted.py``
    The lesson's self-checks (``check.die(Die)`` and the rest), one module a
    milestone with its "Try it", what only Pig's cases are made of (``tools``),
    and the stand-ins that stage a game exactly (``ScriptedDie``,
    ``ScriptedConsole``, ``staged_game``).

Whole-number arguments are checked, and bad values quoted, by ``gamelib.arguments``,
as in every game.

Everything but ``matchup.py`` uses the standard library alone, as the handout asks.
"""

from gamelib.pig.buttons import on_hold, on_roll
from gamelib.pig.die import Die, opposite
from gamelib.pig.errors import (
    ComputerOpponentError,
    DieError,
    DieFaceError,
    DuplicatePlayerError,
    GameOverError,
    GoalError,
    HoldBeforeRollError,
    NothingToUndoError,
    NotYourTurnError,
    PlayerCountError,
    PlayerNameError,
    PositionError,
    RandomSourceError,
    ThresholdError,
    UnknownMoveError,
    UnknownPlayerError,
)
from gamelib.pig.event import Event
from gamelib.pig.matchup import first_player_win_probability
from gamelib.pig.optimal import OptimalPolicy, optimal_player, optimal_policy
from gamelib.pig.pig_game import PigGame
from gamelib.pig.player import ComputerPlayer, Player
from gamelib.pig.policy_table import PolicyTable
from gamelib.pig.position import HOLD, ROLL, Position
from gamelib.pig.strategies import HoldAt, hold_at
from gamelib.pig.turn_order import TurnOrder

__all__ = [
    "HOLD",
    "ROLL",
    "ComputerOpponentError",
    "ComputerPlayer",
    "Die",
    "DieError",
    "DieFaceError",
    "DuplicatePlayerError",
    "Event",
    "GameOverError",
    "GoalError",
    "HoldAt",
    "HoldBeforeRollError",
    "NotYourTurnError",
    "NothingToUndoError",
    "OptimalPolicy",
    "PigGame",
    "Player",
    "PlayerCountError",
    "PlayerNameError",
    "PolicyTable",
    "Position",
    "PositionError",
    "RandomSourceError",
    "ThresholdError",
    "TurnOrder",
    "UnknownMoveError",
    "UnknownPlayerError",
    "first_player_win_probability",
    "hold_at",
    "on_hold",
    "on_roll",
    "opposite",
    "optimal_player",
    "optimal_policy",
]

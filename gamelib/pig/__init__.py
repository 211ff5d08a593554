"""Pig, the dice game: model, computer strategies and the optimal policy.

The model and the terminal program use only the standard library, as the course
handout asks; numpy is loaded only when an optimal policy or an exact match-up is
computed.
"""

from gamelib.pig.die import Die, opposite
from gamelib.pig.errors import (
    ComputerOpponentError,
    DieFaceError,
    DuplicatePlayerError,
    GameOverError,
    GoalError,
    HoldBeforeRollError,
    NotYourTurnError,
    PigRuleError,
    PlayerCountError,
    PlayerNameError,
    PolicyStateError,
    UnknownMoveError,
    UnknownPlayerError,
)
from gamelib.pig.matchup import first_player_win_probability
from gamelib.pig.optimal import OptimalPolicy, optimal_policy
from gamelib.pig.pig_game import Event, PigGame, TurnStatus
from gamelib.pig.player import ComputerPlayer, Player
from gamelib.pig.strategies import HoldAt, hold_at
from gamelib.pig.turn_order import TurnOrder

__all__ = [
    "ComputerOpponentError",
    "ComputerPlayer",
    "Die",
    "DieFaceError",
    "DuplicatePlayerError",
    "Event",
    "GameOverError",
    "GoalError",
    "HoldAt",
    "HoldBeforeRollError",
    "NotYourTurnError",
    "OptimalPolicy",
    "PigGame",
    "PigRuleError",
    "Player",
    "PlayerCountError",
    "PlayerNameError",
    "PolicyStateError",
    "TurnOrder",
    "TurnStatus",
    "UnknownMoveError",
    "UnknownPlayerError",
    "first_player_win_probability",
    "hold_at",
    "opposite",
    "optimal_policy",
]

"""Tic-tac-toe: the board, the handout's 21-pattern computer player, and the tools
to check it against perfect play.

Squares are numbered 0-8 left to right, top to bottom; the human is X and moves
first, the computer is O. ``python -m gamelib.tictactoe`` plays the handout's
terminal version.
"""

from gamelib.tictactoe.analysis import (
    GameCounts,
    Sweep,
    count_games,
    count_positions,
    mistakes_against_minimax,
    reachable_positions,
    sweep_every_human,
)
from gamelib.tictactoe.board import (
    BLANK,
    LINES,
    Board,
    GameOverError,
    IllegalMoveError,
    InvalidBoardError,
    O,
    SquareOccupiedError,
    SquareOutOfRangeError,
    UnreachablePositionError,
    X,
    text_view,
    winner,
    winning_line,
)
from gamelib.tictactoe.pattern_player import (
    BoardFullError,
    MoveExplanation,
    NotComputersTurnError,
    computer_move,
    explain_move,
    pattern_player,
)
from gamelib.tictactoe.patterns import CENTRE_FIRST_ORDER, PATTERNS, Pattern
from gamelib.tictactoe.players import (
    game_value,
    make_random_player,
    minimax_move,
    minimax_player,
    optimal_moves,
)
from gamelib.tictactoe.rotation import rotate_ccw, rotations

__all__ = [
    "BLANK",
    "CENTRE_FIRST_ORDER",
    "LINES",
    "O",
    "PATTERNS",
    "X",
    "Board",
    "BoardFullError",
    "GameCounts",
    "GameOverError",
    "IllegalMoveError",
    "InvalidBoardError",
    "MoveExplanation",
    "NotComputersTurnError",
    "Pattern",
    "SquareOccupiedError",
    "SquareOutOfRangeError",
    "Sweep",
    "UnreachablePositionError",
    "computer_move",
    "count_games",
    "count_positions",
    "explain_move",
    "game_value",
    "make_random_player",
    "minimax_move",
    "minimax_player",
    "mistakes_against_minimax",
    "optimal_moves",
    "pattern_player",
    "reachable_positions",
    "rotate_ccw",
    "rotations",
    "sweep_every_human",
    "text_view",
    "winner",
    "winning_line",
]

"""Looking at the whole game: perfect play (``minimax``), every game and position
(``counting``), and a computer player against every human (``sweeps``)."""

from gamelib.tictactoe.analysis.counting import (
    GameCounts,
    count_games,
    count_positions,
    reachable_positions,
)
from gamelib.tictactoe.analysis.minimax import game_value, minimax_move, optimal_moves
from gamelib.tictactoe.analysis.sweeps import (
    TIE,
    Sweep,
    mistakes_against_minimax,
    odds_against_a_random_human,
    result_of,
    sweep_every_human,
)

__all__ = [
    "TIE",
    "GameCounts",
    "Sweep",
    "count_games",
    "count_positions",
    "game_value",
    "minimax_move",
    "mistakes_against_minimax",
    "odds_against_a_random_human",
    "optimal_moves",
    "reachable_positions",
    "result_of",
    "sweep_every_human",
]

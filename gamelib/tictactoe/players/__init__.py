"""Computer players, each a function ``player(state) -> move``: the handout's pattern
computer (``pattern_player``, with its 21 ``patterns``), a perfect one and a random
one to measure it against (``minimax_and_random``), and a round of your move and a
computer's answer played together or not at all (``rounds``)."""

from gamelib.tictactoe.players.minimax_and_random import (
    make_random_player,
    minimax_player,
)
from gamelib.tictactoe.players.pattern_player import (
    MoveExplanation,
    explain_move,
    pattern_player,
)
from gamelib.tictactoe.players.patterns import PATTERNS, Pattern
from gamelib.tictactoe.players.rounds import Round, play_round

__all__ = [
    "PATTERNS",
    "MoveExplanation",
    "Pattern",
    "Round",
    "explain_move",
    "make_random_player",
    "minimax_player",
    "pattern_player",
    "play_round",
]

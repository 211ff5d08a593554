"""Tic-tac-toe: the board, the handout's 21-pattern computer player, and the tools
to check it against perfect play.

Squares are numbered 0-8 left to right, top to bottom; the human is X and moves
first, the computer is O. Where each rule lives:

``cells``
    Marks, squares and lines, and the rules read off nine cells alone: who has three
    in a row, whose move it is, which positions a game can reach, the outcome.
``board``
    ``Board``, a ``gamelib.state.GameState`` (``turn``, ``legal_moves``,
    ``push``/``pop``, ``outcome()``...; its hooks are listed in ``board``), and
    ``Placement``, the record ``push`` returns.
``errors``
    One exception per rule of tic-tac-toe's own, on the ``gamelib.errors``
    branches, and the shared ones it uses, re-exported.
``patterns``, ``rotation``, ``pattern_player``
    The handout's 21 patterns (one list of strings that know their number and
    purpose), the quarter turn, and the handout's computer with its reasons
    (``explain_move``, ``pattern_player``); the lesson's ``computer_move`` is in
    ``lesson``.
``players``
    Perfect play (minimax) and a seeded random player, as ``player(board)``.
``rounds``
    Your move and the computer's answer, played together or not at all (for views).
``analysis``
    Counting every game and position, and the computer against every human (and
    its exact odds against a human who plays at random).
``text``, ``svg``
    What is shown: the handout's text drawing and result words, and pictures.
``console`` (with ``__main__``)
    ``python -m gamelib.tictactoe``, the handout's terminal game.
``lesson``
    The lesson's pieces as a beginner writes them (a list for a board, loops): the
    reference that the lesson's later milestones import and its boards use.
``checks``
    The lesson's self-checks, one battery per piece (``check.matches(matches)``),
    one module a milestone with the calls and judges its cases use.
"""

from gamelib.tictactoe.analysis import (
    TIE,
    GameCounts,
    Sweep,
    count_games,
    count_positions,
    mistakes_against_minimax,
    odds_against_a_random_human,
    reachable_positions,
    result_of,
    sweep_every_human,
)
from gamelib.tictactoe.board import Board, Placement, as_board
from gamelib.tictactoe.cells import BLANK, LINES, O, X, winner, winning_line
from gamelib.tictactoe.errors import (
    BoardFullError,
    InvalidBoardError,
    NotComputersTurnError,
    NothingToUndoError,
    SquareFormatError,
    SquareOccupiedError,
    SquareOutOfRangeError,
    UnreachablePositionError,
)
from gamelib.tictactoe.pattern_player import (
    MoveExplanation,
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
from gamelib.tictactoe.rounds import Round, play_round
from gamelib.tictactoe.text import result_text, text_view

__all__ = [
    "BLANK",
    "CENTRE_FIRST_ORDER",
    "LINES",
    "O",
    "PATTERNS",
    "TIE",
    "X",
    "Board",
    "BoardFullError",
    "GameCounts",
    "InvalidBoardError",
    "MoveExplanation",
    "NotComputersTurnError",
    "NothingToUndoError",
    "Pattern",
    "Placement",
    "Round",
    "SquareFormatError",
    "SquareOccupiedError",
    "SquareOutOfRangeError",
    "Sweep",
    "UnreachablePositionError",
    "as_board",
    "count_games",
    "count_positions",
    "explain_move",
    "game_value",
    "make_random_player",
    "minimax_move",
    "minimax_player",
    "mistakes_against_minimax",
    "odds_against_a_random_human",
    "optimal_moves",
    "pattern_player",
    "play_round",
    "reachable_positions",
    "result_of",
    "result_text",
    "rotate_ccw",
    "rotations",
    "sweep_every_human",
    "text_view",
    "winner",
    "winning_line",
]

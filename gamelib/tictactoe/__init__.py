"""Tic-tac-toe: the board, the handout's 21-pattern computer player, and the tools
to check it against perfect play.

Squares are numbered 0-8 left to right, top to bottom; the human is X and moves
first, the computer is O. Where each rule lives, layer by layer (a module imports
only from its own layer and the ones above it in this list):

``errors``
    One exception per rule of tic-tac-toe's own, on the ``gamelib.errors``
    branches (``SquareOccupiedError``, ``UnreachablePositionError``), and the shared
    ones it uses under its own names (``SquareOutOfRangeError`` is the shared
    ``OffBoardError``, and so on).
``parts/``
    ``cells``: marks, squares and ``LINES``, and the rules read off nine cells
    alone: ``square_number`` (what a square is), ``winner`` and ``winning_line``
    (three in a row), ``mover`` (X moves when the counts are equal),
    ``check_reachable`` (which positions a game can reach), ``outcome_of``.
    ``rotation``: ``rotate``, the quarter turn counter-clockwise the handout's
    computer looks through, and ``rotations``, the board after 0-3 of them.
``pictures``
    The handout's text drawing (``drawing``, ``board_text``, ``text_view``), the
    result in words (``result_text``), and the SVG pictures of a board and a
    pattern.
``state``
    ``Board``, a ``gamelib.state.GameState``: its hooks (listed there) put a mark on
    an empty square, take it back and judge the board; ``Placement`` is the record
    ``push`` returns; ``as_board`` lets a player take nine cells too.
``analysis/``
    ``minimax``: perfect play (``game_value``, ``optimal_moves``,
    ``minimax_move``); ``counting``: every game and position (255,168 and 5,478);
    ``sweeps``: a computer against every human, its exact odds against a random
    one, and its mistakes against perfect play.
``players/``
    Computer players, ``player(board) -> square``. ``patterns``: the handout's 21
    patterns (strings that know their number and purpose) and ``matches``;
    ``pattern_player``: the handout's computer with its reasons (``explain_move``,
    ``fallback_square``, ``pattern_player``); ``minimax_and_random``: a perfect and a
    seeded random player; ``rounds``: your move and the computer's answer, played
    together or not at all.
``console`` (with ``__main__``)
    ``python -m gamelib.tictactoe``, the handout's terminal game.
``lesson/``
    The lesson's own pieces as a beginner writes them (a list for a board, loops),
    each kept once: those the model shares are the model's, imported from the
    layers above (``winner``, ``drawing``, ``matches``, ``rotate``,
    ``fallback_square``); the rest (``new_board``, ``place``, ``computer_move``, the
    board's canvas drawing and click handlers, the referee) are here. Its
    ``checks/`` are the lesson's self-checks, one module a milestone
    (``from gamelib.tictactoe.lesson import checks as check``).
"""

from gamelib.tictactoe.analysis import (
    count_games,
    count_positions,
    mistakes_against_minimax,
    odds_against_a_random_human,
    sweep_every_human,
)
from gamelib.tictactoe.parts.cells import BLANK, O, X, winner, winning_line
from gamelib.tictactoe.players import (
    explain_move,
    make_random_player,
    minimax_player,
    pattern_player,
)
from gamelib.tictactoe.state import Board, Placement

__all__ = [
    "BLANK",
    "O",
    "X",
    "Board",
    "Placement",
    "count_games",
    "count_positions",
    "explain_move",
    "make_random_player",
    "minimax_player",
    "mistakes_against_minimax",
    "odds_against_a_random_human",
    "pattern_player",
    "sweep_every_human",
    "winner",
    "winning_line",
]

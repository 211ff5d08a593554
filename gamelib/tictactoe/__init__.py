"""Tic-tac-toe: the board, the handout's 21-pattern computer player, and the tools
to check it against perfect play.

Squares are numbered 0-8 left to right, top to bottom; the human is X and moves
first, the computer is O. Where each rule lives, layer by layer (a module imports
only from the modules above it in this list):

``cells``
    The rules read off nine cells alone: marks, ``LINES``, ``square_number`` (what a
    square is), ``held_lines``, ``winning_line`` and ``winner`` (three in a row),
    ``mover`` (X moves when the counts are equal), ``check_reachable`` (which
    positions a game can reach, ``UnreachablePositionError``), ``outcome_of``, and
    ``rotate`` / ``rotations``, the quarter turn the handout's computer looks through.
``pictures``
    The handout's text drawing (``drawing``, ``board_text``, ``text_view``), the
    result in words (``result_text``), the SVG pictures of a board and a pattern.
``state``
    ``Board``, a ``gamelib.state.GameState``: a mark goes on an empty square
    (``SquareOccupiedError``), is taken back, and the board is judged; ``Placement``
    is what ``push`` returns; ``as_board`` lets a player take nine cells too.
``analysis``
    Every game and position (255,168 and 5,478), perfect play (``game_value``,
    ``optimal_moves``, ``minimax_move``), and a computer against every human, its
    exact odds against a random one and its mistakes against perfect play.
``players``
    Computer players, ``player(board) -> square``: the handout's 21 ``PATTERNS``,
    ``matches``, ``fallback_square`` and its computer (``explain_move``,
    ``pattern_player``); a perfect and a seeded random player; ``play_round``, your
    move and the computer's answer played together or not at all.
``console`` (with ``__main__``)
    ``python -m gamelib.tictactoe``, the handout's terminal game.
``lesson``
    The lesson's own pieces as a beginner writes them (a list for a board, loops):
    ``new_board``, ``place``, the canvas drawing, the click handlers,
    ``computer_move``, the illustrations and the referee that holds each of the
    learner's steps to the rules (through ``gamelib.selfcheck.trial``). The pieces
    the model shares (``winner``, ``drawing``, ``matches``, ``rotate``,
    ``fallback_square``) are the model's, imported from the layers above.
``checks``
    The lesson's self-checks, a section a milestone
    (``from gamelib.tictactoe import checks as check``).
"""

from gamelib.tictactoe.analysis import (
    count_games,
    count_positions,
    mistakes_against_minimax,
    odds_against_a_random_human,
    sweep_every_human,
)
from gamelib.tictactoe.cells import BLANK, O, X, winner, winning_line
from gamelib.tictactoe.players import (
    explain_move,
    make_random_player,
    minimax_player,
    pattern_player,
)
from gamelib.tictactoe.state import Board, Placement

"""Quixo, the course's final project: the map of where every rule lives.

Model modules, lowest first (none imports a view, a check or the cell guard):

- ``bitboard``: the board as integers (``NEUTRAL``, ``X``, ``O``), built from the
  geometry in ``state`` and tested against its rules: what perft and search run on.
- ``pictures``: the board as numbered text and as SVG.
- ``state``: every rule once. The move and its format (``Move``, ``PASS``), the seats
  (two players, or two teams of two), the geometry (the edge a block is taken from,
  the ends it goes back to, the slide, the lines), a position given as rows, the
  threefold-repetition draw, and ``Board``, the one ``GameState`` subclass: what may
  be picked (``Board.pick_refusal``, which ``can_take``, the move generator and
  ``check`` all ask), where it may go, the partner and pass rules, the slide, the
  end; the rule errors beside them (``PickError``, ``PlaceError``, ``TeamRuleError``,
  ``BoardSizeError``); the handout's ``create_board``, ``print_board``, ``make_move``.
- ``search``: evaluation, all moves of a position at once (numpy), alpha-beta with
  ``LEVELS`` (``search_move``), ``perft``.
- ``solver``: the solved small boards (``solve``, ``Solution``; ``python -m
  gamelib.quixo solve 4``, with a progress bar; ``TableFileError``).
- ``players``: ``random_player``, ``greedy_player``, ``make_search_player``,
  ``perfect_player``: each ``player(board) -> move``.
- ``console``: ``python -m gamelib.quixo``, the terminal game.

``lesson/`` is the lesson (``notebooks/04-quixo.ipynb``) on top of the model.
"""

from gamelib.quixo import players
from gamelib.quixo.players import (
    greedy_player,
    make_greedy_player,
    make_random_player,
    make_search_player,
    perfect_player,
    random_player,
)
from gamelib.quixo.search import LEVELS, perft, search_move
from gamelib.quixo.solver import Solution, default_table_path, solve
from gamelib.quixo.state import (
    PASS,
    SIZES,
    Board,
    Move,
    create_board,
    make_move,
    places,
    print_board,
)

"""Quixo, the course's final project: the map of where every rule lives.

The layers, lowest first; each module imports only from its own layer and the ones
before it, so the rules never depend on a picture, a player or the lesson.

- ``errors``: one exception per rule of Quixo's own (``PickError``,
  ``PickError``, ``PickError``, ``PlaceError``,
  ``PlaceError``, ``TeamRuleError``, ``TeamRuleError``, the set-up errors), each a
  branch of ``gamelib.errors``.
- ``parts/``: what a position is built from. ``move`` (``Move``, ``PASS``),
  ``move_format`` (what counts as a move or a square), ``geometry`` (the perimeter a
  block is taken from, the ends it goes back to, the slide's path, the lines),
  ``seats`` (X and O, or A1, B1, A2, B2 in two teams), ``setup`` (a position given as
  rows, checked), ``bitboard`` (the board as integers: takeable blocks, the slide,
  who has a line), ``repetition`` (``MoveRecord``, ``RepeatingGame``: the
  threefold-repetition draw).
- ``pictures``: ``numbered`` (the board as text with its numbers) and
  ``board_svg`` (the picture a notebook shows).
- ``state``: ``Board``, a ``gamelib.state.GameState``: the rules of a move
  (``Board._check``: pick on the edge, your own or a neutral block, your dot, an end
  of its row or column, never where it came from; the partner and the pass with four
  players), the slide (``_apply``), the end (``_judge``: a line wins, completing the
  other side's line loses), the move generator (``_moves``, ``_count_moves``);
  ``check_can_move``; the handout's ``create_board``, ``print_board`` and
  ``make_move`` on the model.
- ``analysis/``: ``evaluation``, ``expansion`` and ``search`` (alpha-beta with
  ``LEVELS``, ``search_move``), ``perft``, and the solved small boards: ``solve``
  (``ternary``, ``retrograde``, ``solution``; ``python -m
  gamelib.quixo.solver 4`` with a progress bar).
- ``players``: ``random_player``, ``greedy_player``, ``make_search_player``,
  ``perfect_player``: each ``player(board) -> move``.
- ``console``: ``python -m gamelib.quixo``, the terminal game.
- ``lesson/`` (``notebooks/04-quixo.ipynb``): the lesson's pieces, once each
  (``createBoard``, ``printBoard``, ``makeMove``, ``winner``... on the beginner's
  ``QuixoBoard``), its plan and structure diagram, its pictures, ``bridge`` (a
  learner's rules as a game the board plays), ``play/`` (the playable table: layout,
  drawing, frames, sounds, words) and ``checks/`` (the self-checks, one module per
  milestone).
"""

from gamelib.quixo import players
from gamelib.quixo import state as errors
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

__all__ = [
    "LEVELS",
    "PASS",
    "SIZES",
    "Board",
    "Move",
    "Solution",
    "create_board",
    "default_table_path",
    "errors",
    "greedy_player",
    "make_greedy_player",
    "make_move",
    "make_random_player",
    "make_search_player",
    "perfect_player",
    "perft",
    "places",
    "players",
    "print_board",
    "random_player",
    "search_move",
    "solve",
]

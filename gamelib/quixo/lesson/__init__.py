"""The Quixo lesson's pieces (``notebooks/04-quixo.ipynb``), as the lesson writes them.

The lesson has learners write the handout's milestone functions with plain lists and
loops; this package keeps the course's own version of each piece, which later milestones
import (so each runs alone after a kernel restart), which the self-checks
(``gamelib.quixo.lesson.checks``) are tested against, and which the pictures fall back
on. The rest of ``gamelib.quixo`` is the full model (``Board``, four players, the
computer players, the solver); tests prove both play the same two-player game.

Milestone 1, the design: ``plan`` (the learner's plan, ``write_plan``), ``diagram``
(the structure diagram, drawn from a plan) and ``board.QuixoBoard`` (the object
every function shares).
Milestone 2, the game state: ``board`` (``createBoard``, ``printBoard``).
Milestone 3, any single move: ``moves`` (``can_take``, ``places_for``, ``slide``,
``makeMove``); ``pictures`` draws a board and a move before and after
with the notebook's pieces, and ``trial`` asks those pieces under a time limit.
Milestone 4, the game finished: ``winning`` (``has_line``, ``winner``), ``clicks``
(``answer_click``, ``announce``: the view's half the learner writes); ``bridge``
plugs a learner's rules and computer player into the course's board, and ``play/``
holds the playable board's parts (layout, drawing, frames, words, sounds, the table
of what each click does).
The self-checks are ``checks/``, one module per milestone (``structure_diagram``,
``game_state``, ``single_move``, ``game_finished``); the notebook imports them as
``from gamelib.quixo.lesson import checks as check``.
Nothing here imports a widget.
"""

from gamelib.quixo.lesson.board import (
    NEUTRAL,
    O,
    QuixoBoard,
    X,
    all_lines,
    announce,
    answer_click,
    can_take,
    createBoard,
    has_line,
    is_on_edge,
    makeMove,
    other,
    places_for,
    printBoard,
    slide,
    winner,
)
from gamelib.quixo.lesson.pictures import write_plan

__all__ = [
    "NEUTRAL",
    "O",
    "X",
    "QuixoBoard",
    "all_lines",
    "announce",
    "answer_click",
    "can_take",
    "createBoard",
    "has_line",
    "is_on_edge",
    "makeMove",
    "other",
    "places_for",
    "printBoard",
    "slide",
    "winner",
    "write_plan",
]

"""Game models for the course: pure Python, no widget imports.

Every game has the same shape, so what a learner masters in one lesson carries to
the next (python-chess's ``Board`` and OpenSpiel's state are the models). The shape
is code, not only a convention: every game state is a ``gamelib.state.GameState``,
which writes these members once:

``state.turn``
    Who moves next (a name, seat or symbol; the one player of a solo game); None once
    the game is over.
``state.legal_moves``
    The moves allowed now, as one container type in every game
    (``gamelib.state.LegalMoves``): ``in``, iteration, ``len``, ``bool``, indexing
    and ``repr``, computed when asked.
``state.check(move)`` / ``state.is_legal(move)``
    Raise the precise ``gamelib.errors`` subclass for an illegal move, else return
    the move in its normal form (the form ``history`` keeps) / say True or False.
    Neither changes anything. ``player=`` names who means to move, for both and for
    ``push``: anyone else gets a ``NotYourTurnError``.
``state.push(move)``
    Apply a legal move and return a record of what happened (one type per game). An
    illegal move raises and leaves the state exactly as it was.
``state.pop()``, ``state.history``, ``state.records``, ``state.copy()``
    Undo the last move (``NothingToUndoError`` if there is none), list the moves so
    far and what each did, and make an independent copy.
``state.is_over()`` / ``state.outcome()``
    Whether the game has ended / None while it goes on, else an ``Outcome``
    (``gamelib.outcome``): the winner, or None for a draw or a lost solo game.
``str(state)`` / ``state._repr_svg_()``
    The text view and the picture (shown by Jupyter even without a running kernel).

A game fills in the base's hooks (each game's state module lists its own):

=============  ==============  ==================  ===================  ==============
hook           Pig             tic-tac-toe         Prolix               Quixo
=============  ==============  ==================  ===================  ==============
state class    ``PigGame``     ``Board``           ``ProlixState``      ``Board``
``_turn``      seat's name     ``X`` or ``O``      the one player       symbol or seat
``_check``     roll or hold    square 0-8, empty   a dictionary word    a ``Move``
``_apply``     roll or bank    put the mark down   score, slide, refill slide the blocks
``_save``      scores, turn    (nothing)           bag, board, random   the position
``_undo``      rewind the die  empty the square    restore all three    the position
``_outcome``   the winner      line or full board  the last round       line or draw
``_moves``     roll (hold)     empty squares       unused words, best   every slide
=============  ==============  ==================  ===================  ==============

Pig also fills in ``_check_player`` (a ``Player`` or a name); tic-tac-toe, Prolix
and Quixo answer ``len`` with ``_count_moves`` and Prolix ``in`` with ``_lists``
without listing every move.

A computer player is a function ``player(state) -> move``; ``gamelib.players.play_out``
runs any game to its end with any mix of them. Terminal programs share
``gamelib.console``, so they answer bad input, end of input and Ctrl-C alike.

Every game's package has the same skeleton, layer by layer, and a module imports only
from its own layer and those above it in this list (``tests/test_layout.py`` holds
both):

``errors``     the game's own rule errors, each a branch of ``gamelib.errors``
``parts/``     what the state is built from: a die, a bag, cells, moves, words
``pictures``   the text and SVG pictures of a position
``state``      the ``GameState`` subclass: the rules, as the hooks above
``analysis/``  the solvers, searches and exact figures
``players``    computer players, ``player(state) -> move``
``console``    the terminal program
``lesson/``    the lesson's reference pieces (each written once), its board, and
               ``lesson/checks/``: the self-checks, one module a milestone

plus the files a handout names (Pig's ``pig.py``, ``die.py``, ``player.py``,
``pig_game.py``; Prolix's ``prolix.py``), each a thin shim over the layers. Each
game's ``__init__`` is its map: which module holds which rule.

Where the shared things live: ``gamelib.state``, ``gamelib.errors`` (the root of every
game's errors, and every rule two games share), ``gamelib.outcome``,
``gamelib.players``, ``gamelib.console`` and ``gamelib.arguments`` (whole-number
checks, short quotes of bad values); ``gamelib.canvas`` is the view kit the lessons'
boards are built with (its modules live in ``gamelib.views``): the only place that
imports ipycanvas or ipywidgets. ``gamelib.selfcheck`` is the one self-check toolkit
(batteries, the judges every game shares, recording canvases, stubs) that each
lesson's ``checks`` use; ``gamelib.start`` keeps the welcome lesson's pieces and
checks. None of these imports a game. ``gamelib.cellguard`` keeps any lesson cell from
flooding or silently freezing the page. ``gamelib.launch`` lets a Ctrl-C while a
terminal program is still starting end it with the same goodbye as
``gamelib.console``.
"""

__version__ = "0.1.0"

from gamelib.launch import guard_the_start as _guard_the_start

# First of all, before any other module of the course is imported: a Ctrl-C while a
# terminal program is still starting must already end it politely.
_guard_the_start()  # only in a course program: see gamelib.launch

from gamelib.cellguard import install as _install_cell_guard  # noqa: E402

_install_cell_guard()  # only in a Jupyter kernel: see gamelib.cellguard

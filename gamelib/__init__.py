"""Game models for the course: pure Python, no widget imports.

Every game has the same shape, so what a learner masters in one lesson carries to
the next (python-chess's ``Board`` and OpenSpiel's state are the models):

``state.turn``
    Who moves next (a name, seat or symbol; the one player of a solo game); None once
    the game is over.
``state.legal_moves``
    The moves allowed now: supports ``in``, iteration and ``len``.
``state.check(move)`` / ``state.is_legal(move)``
    Raise the precise ``gamelib.errors`` subclass for an illegal move / say True or
    False. Neither changes anything.
``state.push(move)``
    Apply a legal move and return a record of what happened (one type per game). An
    illegal move raises and leaves the state exactly as it was.
``state.pop()``, ``state.history``, ``state.copy()``
    Undo the last move, list the moves so far, and make an independent copy.
``state.is_over()`` / ``state.outcome()``
    Whether the game has ended / None while it goes on, else an ``Outcome``
    (``gamelib.outcome``): the winner, or None for a draw or a lost solo game.
``str(state)`` / ``state._repr_svg_()``
    The text view and the picture (shown by Jupyter even without a running kernel).

A computer player is a function ``player(state) -> move``; ``gamelib.players.play_out``
runs any game to its end with any mix of them. Terminal programs share
``gamelib.console``, so they answer bad input, end of input and Ctrl-C alike.

Where things live: ``gamelib.pig``, ``gamelib.tictactoe``, ``gamelib.prolix`` and
``gamelib.quixo`` (each package's docstring maps its rules to its modules);
``gamelib.errors``, ``gamelib.outcome``, ``gamelib.players``, ``gamelib.console`` and
``gamelib.arguments`` (whole-number checks, short quotes of bad values) for what they
share; ``gamelib.canvas`` is the view kit the lessons' boards are built
with (its modules live in ``gamelib.views``): the only place that imports ipycanvas or
ipywidgets. ``gamelib.selfcheck`` runs the lessons' self-checks (each game's cases are
in its ``checks`` module), and ``gamelib.start`` keeps the welcome lesson's pieces.
``gamelib.cellguard`` keeps any lesson cell from flooding or silently freezing the
page. ``gamelib.launch`` lets a Ctrl-C while a terminal program is still starting end it
with the same goodbye as ``gamelib.console``.
"""

__version__ = "0.1.0"

from gamelib.cellguard import install as _install_cell_guard
from gamelib.launch import guard_the_start as _guard_the_start

_guard_the_start()  # only in a course program: see gamelib.launch
_install_cell_guard()  # only in a Jupyter kernel: see gamelib.cellguard

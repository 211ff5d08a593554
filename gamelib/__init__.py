"""Game models for the course: pure Python, no widget imports.

Every game has the same shape, so what a learner masters in one lesson carries to
the next (python-chess's ``Board`` and OpenSpiel's state are the models). The shape
is code, not only a convention: every game state is a ``gamelib.state.GameState``,
which writes its members once: ``turn``, ``legal_moves`` (one container type in every
game), ``check`` and ``is_legal`` (the precise ``gamelib.errors`` rule, nothing
changed), ``push`` and ``pop``, ``history``, ``records``, ``copy()``, ``is_over()``
and ``outcome()`` (an ``Outcome``), ``str(state)`` and ``_repr_svg_()`` (the picture,
shown by Jupyter even without a running kernel).

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

Each game's package holds one module per concern, in layers (README, Layout), and
its ``__init__`` is its map: which module holds which rule.

Where the shared things live (none of them imports a game):

``errors``     the root of every game's errors, and every rule two games share
``state``      ``GameState``, ``LegalMoves``, ``Outcome`` and ``SVGWithText`` (a
               picture with its words as alt text, for screen readers)
``players``    ``play_out`` and ``choose_move``: the computer players' convention
``console``    the terminal programs' ``Console``, ``run`` and the pacing
               (``GAMELIB_FAST=1`` switches every pause off)
``arguments``  whole-number checks, short quotes of bad values, checked clicks
``cellguard``  which frames are the learner's, and stopping them: the Jupyter cell
               guard (no lesson cell floods or silently freezes the page) and the
               self-checks' time limit (``run_guarded``)
``explain``    an error in a learner's cell in a few lines
``views/``     the boards' view kit: the only place importing ipycanvas or ipywidgets
``selfcheck/`` the one self-check toolkit each lesson's checks use (and ``trial``)

This module itself guards a program's start (``guard_the_start``, standard library
only): a Ctrl-C while ``python -m gamelib.pig`` still imports its game says goodbye
and exits 130, as ``gamelib.console.run`` does once the program runs.
"""

__version__ = "0.1.0"

import os
import sys
from pathlib import Path
from types import TracebackType

PROGRAMS = frozenset(
    {
        "gamelib.pig",
        "gamelib.pig.pig",
        "gamelib.tictactoe",
        "gamelib.prolix",
        "gamelib.prolix.prolix",
        "gamelib.quixo",
    }
)
"""The course's terminal programs, named as modules (``./gamelib/pig/pig.py``, a
script, is ``gamelib.pig.pig``)."""


def guard_the_start() -> None:
    """Guard this interpreter's start if it was started to run one of ``PROGRAMS``."""
    if program_being_run() in PROGRAMS:
        end_quietly_on_ctrl_c()


def program_being_run() -> str | None:
    """The module of ``gamelib`` this interpreter was started to run, if any.

    ``python -m name``: Python sets ``sys.argv[0]`` to ``"-m"`` until it has found
    the module, whose name follows ``-m`` on the interpreter's own command line
    (``sys.orig_argv``; the usual spellings ``-m name`` and ``-mname``). A script
    such as ``./gamelib/pig/pig.py``: ``sys.argv[0]`` is its path.
    """
    argv = getattr(sys, "argv", None) or [""]  # an embedded Python may have none
    if argv[0] == "-m":
        words = iter(sys.orig_argv[1:])
        for word in words:
            if word.startswith("-m"):
                return word[2:] or next(words, None)
        return None
    script = Path(argv[0]).resolve()
    package = Path(__file__).resolve().parent
    if script.suffix != ".py" or not script.is_relative_to(package):
        return None
    return ".".join(script.relative_to(package.parent).with_suffix("").parts)


def end_quietly_on_ctrl_c() -> None:
    """From now on, a Ctrl-C that nothing catches says goodbye and exits with 130."""
    earlier_hook = sys.excepthook

    def goodbye_on_ctrl_c(
        kind: type[BaseException],
        error: BaseException,
        traceback: TracebackType | None,
    ) -> None:
        if not issubclass(kind, KeyboardInterrupt):
            earlier_hook(kind, error, traceback)
            return
        # Imported only now: the hook is in place before anything else is
        # imported, and ``import gamelib`` elsewhere never pays for the console.
        from gamelib.console import EXIT_INTERRUPTED, GOODBYE

        try:
            print(f"\n{GOODBYE}", flush=True)
        except (OSError, ValueError, KeyboardInterrupt):  # nowhere left to say it
            pass
        # Exit now: after this hook Python would end the process by a SIGINT of
        # its own (status -2 to a parent), not the course's 130; and nothing is
        # left to tidy up, since the program never started.
        os._exit(EXIT_INTERRUPTED)

    sys.excepthook = goodbye_on_ctrl_c


# First of all, before any other module of the course is imported: a Ctrl-C while a
# terminal program is still starting must already end it politely.
guard_the_start()  # only in a course program: see above

from gamelib.cellguard import install as _install_cell_guard  # noqa: E402

_install_cell_guard()  # only in a Jupyter kernel: see gamelib.cellguard

"""Ctrl-C while a terminal program is still starting: the goodbye, never a traceback.

``gamelib.console.run`` says goodbye on Ctrl-C once a program runs. Before that,
``python -m gamelib.pig`` imports the game's whole package (its rules, its computer
players), and a Ctrl-C at that moment used to end the program with a
``KeyboardInterrupt`` traceback. Both ``python -m`` and the handout's script
``pig.py`` import the package ``gamelib`` before any other code of the course, so
``gamelib/__init__.py`` calls ``guard_the_start``: when the interpreter was started
to run one of the course's ``PROGRAMS``, an interrupt that nothing catches says the
goodbye and ends the program with status 130, as ``run`` does. A notebook, the tests
or any other program that imports ``gamelib`` is left alone.

Only the standard library is used: the Pig program must run without anything else.
"""

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

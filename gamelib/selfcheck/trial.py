"""Try a learner's step on a copy of the game; keep it only if every rule held.

Every lesson's board plays the learner's own pieces (``on_roll``, ``answer_click``,
``makeMove``), which can crash, run on forever, call ``sys.exit()``, change two
squares at once or play after the end. So every board plays the step on a copy,
under the self-check's time limit, lets the course's ``judge`` compare the copy with
the game before it, and keeps the copy only when nothing went wrong; else it keeps
its game and shows the one sentence in ``Tried.problem``::

    >>> from gamelib.selfcheck.trial import trial
    >>> tried = trial(lambda counts: counts.append(1), [0], piece="add_one")
    >>> tried.kept, tried.game
    (True, [0, 1])
    >>> tried = trial(lambda counts: counts[5], [0], piece="add_one")
    >>> tried.kept
    False
    >>> print(tried.problem)  # doctest: +ELLIPSIS
    add_one crashed with IndexError: list index out of range in <lambda>, line 1: ...

The game is copied with its own ``copy()`` where it has one (every ``GameState``
does), else with ``copy.deepcopy``.
"""

import copy as copying
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from gamelib.cellguard import Crashed, Returned, TimedOut, run_guarded
from gamelib.errors import RuleError

from .diagnosis import describe_crash, shown_message

SECONDS = 3.0
"""Time for one step of the learner's: instant for any honest piece."""

Game = TypeVar("Game")


@dataclass(frozen=True)
class Tried(Generic[Game]):
    """How a step went: the copy it played on, what it returned, and why it was not
    kept (None when it was). ``error`` is what the piece or the judge raised."""

    game: Game
    value: Any = None
    problem: str | None = None
    error: BaseException | None = None

    @property
    def kept(self) -> bool:
        return self.problem is None


def trial(
    step: Callable[[Game], Any],
    game: Game,
    *,
    piece: str,
    judge: Callable[[Game, Game, Any], None] | None = None,
    seconds: float = SECONDS,
) -> Tried[Game]:
    """``step(copy)`` and ``judge(game, copy, value)``, each under the time limit.

    A ``RuleError`` from either is the rule's own sentence; any other crash, a
    ``sys.exit()`` or a step that does not finish is said in words naming
    ``piece``. ``game`` itself is never changed. Only Ctrl-C (the learner's Stop)
    goes through, as everywhere in the self-checks.
    """
    played = game.copy() if callable(getattr(game, "copy", None)) else None  # type: ignore[attr-defined]
    trying: Game = played if played is not None else copying.deepcopy(game)
    finished = run_guarded(lambda: step(trying), seconds)
    value = finished.value if isinstance(finished, Returned) else None
    if judge is not None and isinstance(finished, Returned):
        finished = run_guarded(lambda: judge(game, trying, value), seconds)
    if isinstance(finished, Returned):
        return Tried(trying, value)
    error = getattr(finished, "error", None)
    return Tried(trying, value, refusal(finished, piece), error)


def refusal(finished: Crashed | TimedOut, piece: str) -> str:
    """The one sentence, naming the learner's line, for a piece (``trial``) or a board
    event (``gamelib.views.ErrorReporter``) that did not return."""
    if isinstance(finished, TimedOut):
        return (
            f"{piece} did not finish in {finished.seconds:g} seconds: probably a "
            "loop whose condition never becomes false"
        )
    error = finished.error
    if isinstance(error, RuleError):
        return shown_message(error)
    said, *where = describe_crash(error)
    if isinstance(error, SystemExit):
        said = "called sys.exit() (which would end the kernel; return instead)"
    elif isinstance(error, KeyboardInterrupt):
        said = "was stopped (the Stop button, or a KeyboardInterrupt raised)"
    return " ".join([piece, said, *(line.strip() for line in where)])

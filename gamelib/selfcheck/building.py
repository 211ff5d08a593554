"""A piece that builds on another of the learner's: whose mistake is it?

A learner's ``PigGame`` inherits their ``Table``, their ``ComputerPlayer`` their
``Player``, a "Try it" function calls a piece of theirs. A mistake in the piece
underneath then fails the cases of the piece on top, under rules that piece
follows, and the learner looks for it in the wrong cell. Each piece keeps its own
check; the check of the piece on top runs the other's battery first, quietly, and
when that one fails its report starts with a line naming the piece to fix first.
The course's own pieces (borrowed) pass their batteries, so they are not run.
"""

import contextlib
import io
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class BuildsOn:
    """``find(piece)`` is the learner's ``name`` that ``piece`` builds on (None:
    none); ``battery`` is that piece's own check, as the lesson calls it."""

    name: str
    battery: Any
    """A ``Battery`` (not imported here: batteries import this module)."""
    find: Callable[[Any], Any]
    course: Any = None
    """The course's own ``name``, which is never run (it passes)."""
    check_call: str = ""
    """How the lesson checks it, when not ``check.<battery.piece>(<name>)``."""

    def caution(self, piece: Any, piece_name: str) -> str:
        """One sentence when the piece underneath fails its own check, else ""."""
        found = self.find(piece)
        if found is None or found is self.course:
            return ""
        with contextlib.redirect_stdout(io.StringIO()):  # quietly
            report = self.battery.run(found)
        if report.all_passed:
            return ""
        why = report.notice.split(":")[0] if report.notice else report.summary()
        call = self.check_call or f"check.{self.battery.piece}({self.name})"
        return (
            f"Note: {piece_name} builds on your {self.name}, which does not pass "
            f"its own check yet ({why.rstrip('.')}). Fix {self.name} first "
            f"({call}): a case below may fail because of it."
        )


def base_class(name: str) -> Callable[[Any], Any]:
    """The base class called ``name`` of a class being checked."""

    def find(piece: Any) -> Any:
        for cls in getattr(piece, "__mro__", ())[1:]:
            if cls.__name__ == name:
                return cls
        return None

    return find


def called_function(name: str) -> Callable[[Any], Any]:
    """The function called ``name`` where the checked function was written (the
    notebook's own, when a lesson cell defined it)."""

    def find(piece: Any) -> Any:
        return getattr(piece, "__globals__", {}).get(name)

    return find

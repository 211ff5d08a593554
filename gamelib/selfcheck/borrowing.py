"""Borrow the course's piece only where the learner has none, and say so.

A lesson's later milestones need the pieces of the earlier ones. After a kernel
restart, or while a learner's piece is still the learner edition's stub, the course
lends its own; a piece the learner wrote is never replaced, because a learner plays
and checks their own work. One line says which pieces are whose::

    check.borrow(globals(), "Die", "Player")
    # Your Die; borrowed from the course: Player.

Boards say the same about the pieces they run on (``runs_on``): a piece is the
course's when it *is* the course's object, so a board needs no record of what was
borrowed, and a piece passed in by hand is named correctly too.

A course function from one of the ``lent`` modules is lent *as the notebook's
own*: a copy whose names are looked up in the notebook. A lent ``play_word`` then
scores with the learner's ``score_word``, not silently with the course's, and still
counts as the course's piece (``lent_from``).
"""

import functools
import importlib
import types
from collections.abc import MutableMapping
from typing import Any

from .stubs import is_unwritten


class CoursePieces:
    """The course's version of each piece a lesson has learners write.

    ``modules`` are searched in order for a piece's name; they are imported only
    when a piece is first needed, so a lesson's first cell stays quick.
    """

    def __init__(self, *modules: str, lent: tuple[str, ...] = ()) -> None:
        self.modules = modules
        self.lent = lent

    def piece(self, name: str) -> Any:
        for module in self.modules:
            found = getattr(importlib.import_module(module), name, None)
            if found is not None:
                return found
        raise LookupError(f"the course has no piece called {name!r}")

    def borrow(self, namespace: MutableMapping[str, Any], *names: str) -> None:
        """Bind the course's piece for each name the learner has not written
        (missing, or still a stub) and print who wrote what.

        It returns nothing, so the lesson cell that ends with it shows only that
        line, not an ``Out`` of names."""
        borrowed = []
        for name in names:
            course = self.piece(name)
            mine = namespace.get(name)
            if lent_from(mine) is course or mine is None or is_unwritten(mine):
                namespace[name] = self._lend(course, namespace)
                borrowed.append(name)
        yours = [name for name in names if name not in borrowed]
        print(borrow_line(yours, borrowed))

    def runs_on(self, **pieces: Any) -> str:
        """One sentence naming whose each piece is: "Runs on your Die and
        ComputerPlayer, and the course's PigGame." """
        yours = [
            n for n, piece in pieces.items() if lent_from(piece) is not self.piece(n)
        ]
        course = [n for n in pieces if n not in yours]
        parts = []
        if yours:
            parts.append(f"your {listed(yours)}")
        if course:
            parts.append(f"the course's {listed(course)}")
        return f"Runs on {', and '.join(parts)}."

    def _lend(self, course: Any, namespace: MutableMapping[str, Any]) -> Any:
        """``course``, or for a function of a ``lent`` module its copy that looks
        its names up in ``namespace`` (the notebook's globals)."""
        if not (
            isinstance(course, types.FunctionType)
            and course.__module__ in self.lent
            and isinstance(namespace, dict)
        ):
            return course
        copy = types.FunctionType(
            course.__code__,
            namespace,
            course.__name__,
            course.__defaults__,
            course.__closure__,
        )
        functools.update_wrapper(copy, course)
        copy.__course_piece__ = course  # type: ignore[attr-defined]
        return copy


def lent_from(piece: Any) -> Any:
    """The course's piece that ``piece`` is a lent copy of, else ``piece`` itself."""
    return getattr(piece, "__course_piece__", piece)


def borrow_line(yours: list[str], borrowed: list[str]) -> str:
    if not borrowed:
        return f"Your {listed(yours)}; nothing borrowed from the course."
    if not yours:
        return f"None of yours yet; borrowed from the course: {listed(borrowed)}."
    return f"Your {listed(yours)}; borrowed from the course: {listed(borrowed)}."


def listed(names: list[str]) -> str:
    """Names joined as a sentence says them: "a", "a and b", "a, b and c"."""
    if len(names) <= 1:
        return "".join(names)
    return f"{', '.join(names[:-1])} and {names[-1]}"

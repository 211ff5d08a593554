"""The judges every game's batteries share: a piece must refuse with a given error, a
piece must leave what it is given as it was.

Games' rules refuse a move by raising a ``gamelib.errors`` rule error, so "the right
answer is a refusal" is a case of every lesson; and a piece that only looks (a
winner, a score, a check) must not change the board it is handed, or the caller's
game changes under it. Written once here, the words a learner reads for the same
slip are the same in every lesson.
"""

import copy
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .battery import Call, Judged, arguments_text

REFUSALS = (ValueError, TypeError, IndexError, KeyError)
"""What counts as a refusal rather than a crash: every ``gamelib`` rule error is a
``ValueError`` (a wrong type of move also a ``TypeError``), and a learner's piece
that falls over on a lookup off the board (``IndexError``, ``KeyError``) has refused
too, with the wrong error, which the report names."""


@dataclass(frozen=True)
class Attempt:
    """What one call did: its value, or the refusal it raised."""

    value: Any = None
    error: BaseException | None = None

    def shown(self) -> str:
        if self.error is None:
            return f"returned {self.value!r}"
        return f"raised {type(self.error).__name__}: {self.error}"


def attempt(function: Callable[[], Any]) -> Attempt:
    """Call ``function``; a refusal becomes part of the answer, a crash does not."""
    try:
        return Attempt(function())
    except REFUSALS as error:
        return Attempt(error=error)


def trying(*arguments: Any) -> Call:
    """Call the piece with fresh copies of these arguments and judge the
    ``Attempt``: a piece that empties its list must not change the next case's."""

    def run(piece: Any) -> Attempt:
        return attempt(lambda: piece(*copy.deepcopy(arguments)))

    return Call(f"{{piece}}({arguments_text(*arguments)})", run)


def refusing(call: Call) -> Call:
    """``call``, judged as an ``Attempt``: for a case whose right answer is an error."""

    def run(piece: Any) -> Attempt:
        return attempt(lambda: call.run(piece))

    return Call(call.template, run)


def refused_with(error: type[BaseException], where: str) -> Judged:
    """The call must raise ``error`` (a subclass counts), which the learner imports
    from ``where``."""

    def judge(result: Attempt) -> str | None:
        if isinstance(result.error, error):
            return None
        if result.error is None:
            return f"{result.shown()}; it should refuse with {error.__name__}"
        return (
            f"{result.shown()}; raise {error.__name__} (from {where}) so the caller "
            "knows it is a rule"
        )

    return Judged(judge)


def accepted(check: Callable[[Any], str | None]) -> Judged:
    """The call must return, and ``check(value)`` has no complaint about the value."""

    def judge(result: Attempt) -> str | None:
        if result.error is not None:
            return f"{result.shown()}, but this one is allowed"
        return check(result.value)

    return Judged(judge)


@dataclass(frozen=True)
class Watched:
    """What a piece returned, and its arguments before and after the call."""

    result: Any
    before: tuple[Any, ...]
    after: tuple[Any, ...]


def watching(*arguments: Any) -> Call:
    """Call the piece with copies of ``arguments``; keep what it did to them."""

    def run(piece: Callable[..., Any]) -> Watched:
        given = copy.deepcopy(arguments)
        result = piece(*given)
        return Watched(result, arguments, given)

    return Call(f"{{piece}}({arguments_text(*arguments)})", run)


def leaves_arguments_alone(watched: Watched) -> str | None:
    """No argument differs after the call: the piece only looked at them."""
    for before, after in zip(watched.before, watched.after, strict=True):
        if before != after:
            return (
                f"changed its argument from {before!r} to {after!r}; it must only "
                "look at it"
            )
    return None


def left_as(
    before: Any, what: str, advice: str, show: Callable[[Any], str] = repr
) -> Judged:
    """For a call that hands back one of its arguments as the piece left it: that
    argument still equals ``before``; if not, the report names it (``what``), shows
    it (``show``) and says why a piece must leave it alone (``advice``)."""

    def judge(after: Any) -> str | None:
        if after == before:
            return None
        return f"changed {what} to {show(after)}; {advice}"

    return Judged(judge)

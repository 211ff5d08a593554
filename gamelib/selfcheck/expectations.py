"""What a case expects of a result, and how it says what went wrong.

A complaint is a phrase that follows the call in a report, so
``square_at(300, 10)`` + ``returned (0, 3), expected None`` reads as one sentence.
``None`` means the result is right.
"""

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol


class Expectation(Protocol):
    def complaint(self, result: Any) -> str | None: ...


@dataclass(frozen=True)
class Equals:
    """The result must equal ``value`` (``==``, so ``50.0`` counts as ``50``)."""

    value: Any

    def complaint(self, result: Any) -> str | None:
        if result == self.value:
            return None
        return f"returned {result!r}, expected {self.value!r}"


@dataclass(frozen=True)
class Exactly:
    """Equal, and with the same types inside: ``(0.0, 1.0)`` is not ``(0, 1)``.

    For results a program goes on to use as whole numbers or as a tuple: a float row
    prints as "row 1.0", and a list cannot go into a set.
    """

    value: Any

    def complaint(self, result: Any) -> str | None:
        if result == self.value and _same_types(result, self.value):
            return None
        if result == self.value:
            return (
                f"returned {result!r}, which equals {self.value!r} but is not made of "
                f"the same types ({_type_names(result)} instead of "
                f"{_type_names(self.value)})"
            )
        return f"returned {result!r}, expected {self.value!r}"


@dataclass(frozen=True)
class Satisfies:
    """The result must pass ``test``; ``description`` says what that means."""

    description: str
    test: Callable[[Any], bool]

    def complaint(self, result: Any) -> str | None:
        if self.test(result):
            return None
        return f"returned {result!r}, expected {self.description}"


@dataclass(frozen=True)
class Judged:
    """``judge(result)`` writes the whole complaint, or returns None when right.

    For results that need more than one look (a drawing, a changed set).
    """

    judge: Callable[[Any], str | None]

    def complaint(self, result: Any) -> str | None:
        return self.judge(result)


def as_expectation(expected: Any) -> Expectation:
    """A plain value means "equal to this value"."""
    if isinstance(expected, Equals | Exactly | Satisfies | Judged):
        return expected
    return Equals(expected)


def _same_types(a: Any, b: Any) -> bool:
    if type(a) is not type(b):
        return False
    if isinstance(a, list | tuple):
        return all(_same_types(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, dict):
        return all(_same_types(a[key], b[key]) for key in b)
    return True


def _type_names(value: Any) -> str:
    if isinstance(value, list | tuple):
        inner = ", ".join(_type_names(item) for item in value)
        return f"{type(value).__name__} of {inner}" if value else type(value).__name__
    return type(value).__name__

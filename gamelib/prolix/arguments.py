"""Checks for the plain values public functions take: whole numbers and words.

Python would accept ``True`` as the number 1 and index a list with -1 from the end,
so a column given as ``True`` or ``-1`` would quietly pick the wrong tile. Every
public function checks its numbers here instead, and says which rule was broken.
"""

import operator
from typing import Any

from gamelib.console import EXCERPT_LENGTH
from gamelib.errors import RuleError
from gamelib.prolix.errors import ArgumentError


def short_repr(value: Any) -> str:
    """``repr(value)``, cut short: safe to put in a message whatever ``value`` is.

    A huge int has no repr at all in Python 3.11+ (it refuses to print more than
    4300 digits), and a long string would flood a terminal, hence the care.
    """
    if isinstance(value, int) and value.bit_length() > 100:
        return f"a {value.bit_length()}-bit number"
    text = repr(value)
    if len(text) > EXCERPT_LENGTH:
        return text[:EXCERPT_LENGTH] + "..."
    return text


def describe(value: Any) -> str:
    """A value's type and a short excerpt of it, for an error message."""
    return f"{type(value).__name__} {short_repr(value)}"


def whole_number(
    value: Any,
    what: str,
    low: int,
    high: int | None = None,
    out_of_range: type[RuleError] = ArgumentError,
) -> int:
    """``value`` as an int from ``low`` to ``high`` (no upper bound when None).

    Any integer type is accepted (numpy's included, through ``__index__``); bools
    and floats are not, even when they look whole. A number outside the range
    raises ``out_of_range``, so a column off the board can say so precisely.
    """
    if isinstance(value, bool):
        raise ArgumentError(f"{what} is a whole number, not the bool {value}")
    try:
        number = operator.index(value)
    except TypeError:
        raise ArgumentError(
            f"{what} is a whole number, got {describe(value)}"
        ) from None
    if number < low or (high is not None and number > high):
        allowed = f"from {low} to {high}" if high is not None else f"at least {low}"
        raise out_of_range(f"{what} must be {allowed}, got {short_repr(number)}")
    return number

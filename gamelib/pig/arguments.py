"""Pig: whole-number arguments, checked the same way by every function.

``True`` is an ``int`` to Python and ``2.0`` looks like one, but a goal of ``True`` or
a score of ``2.5`` is always a mistake, so both are refused with the rule's own error.
Anything with ``__index__`` (a numpy integer, say) is a whole number and is accepted.
"""

import operator
import reprlib
from typing import SupportsIndex, cast


def shown(value: object) -> str:
    """A short ``repr`` for messages: a million-digit number must not flood them."""
    return reprlib.repr(value)


def whole_number(
    value: object,
    what: str,
    error: type[Exception],
    low: int | None = None,
) -> int:
    """``value`` as an ``int`` if it is a whole number of at least ``low``.

    Otherwise raise ``error`` with a message naming ``what`` was wrong.
    """
    if type(value) is int:  # the usual case, checked first: strategies ask often
        number = value
    elif isinstance(value, bool) or not hasattr(type(value), "__index__"):
        raise error(f"{what} must be a whole number, not {shown(value)}")
    else:
        number = operator.index(cast(SupportsIndex, value))
    if low is not None and number < low:
        raise error(f"{what} must be at least {low}, not {shown(number)}")
    return number

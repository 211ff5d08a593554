"""A learner's value, or their error's message, as a report can show it safely.

A report quotes what the piece returned and what it raised, so the learner's own
``__repr__`` and ``__str__`` run inside the check. A sweep of hostile pieces hung a
kernel with a ``__repr__`` that never ends, ended a check with a traceback from one
that raises (and from ``10 ** 5000``, which ``repr`` refuses past 4,300 digits), and
printed a 26 MB report for ``[0] * 1_000_000``. Here every such call runs under the
time limit and every text is cut to a bounded length.
"""

import math
from typing import Any

from .guard import Returned, TimedOut, run_guarded

SHOWN_SECONDS = 1.0
"""Time for one ``repr`` or ``str`` of the learner's: instant for any honest value."""
MAX_LINE = 1_000
"""Characters of one line of a report, before it is wrapped: a returned value longer
than that is shown cut, with its full length."""


def shortened(text: str, limit: int = MAX_LINE) -> str:
    """``text``, or its start and how long it was in all."""
    if len(text) <= limit:
        return text
    return f"{text[:limit]}… ({len(text):,} characters in all)"


def shown_value(value: Any) -> str:
    """``repr(value)``, bounded in time and length, never raising."""
    return _text_of(value, repr, "repr")


def shown_message(error: BaseException) -> str:
    """``str(error)``, bounded in time and length, never raising."""
    return _text_of(error, str, "str")


def _text_of(value: Any, function: Any, name: str) -> str:
    finished = run_guarded(lambda: function(value), SHOWN_SECONDS)
    if isinstance(finished, Returned) and isinstance(finished.value, str):
        return shortened(finished.value)
    kind = type(value).__name__
    if isinstance(value, int) and not isinstance(value, bool):
        digits = int(abs(value).bit_length() * math.log10(2)) + 1
        return f"<an int of about {digits:,} digits>"
    if isinstance(finished, TimedOut):
        return f"<a {kind} whose {name}() did not finish>"
    if isinstance(finished, Returned):
        return f"<a {kind} whose {name}() returned a {type(finished.value).__name__}>"
    return f"<a {kind} whose {name}() raised {type(finished.error).__name__}>"

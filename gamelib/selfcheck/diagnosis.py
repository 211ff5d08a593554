"""What a report says about the learner's values, crashes and usual slips.

``shown_value`` and ``shown_message`` run the learner's ``__repr__`` and ``__str__``
under the time limit and cut the text: a sweep of hostile pieces hung a kernel with a
``__repr__`` that never ends, crashed a check with one that raises (and with ``10 **
5000``, past ``repr``'s 4,300 digits), and printed a 26 MB report for ``[0] * 10**6``.

``describe_crash`` says where a learner's code crashed: the innermost line that is
theirs (``gamelib.cellguard.is_learners_file``), not the checker's or Python's.

Name the likely cause of a wrong answer, from the beginner mistakes seen most. A report
already says which rule a case checks and what the piece answered. For the usual slips
that is not enough: "returned None, expected 7" does not say "you printed the answer
instead of returning it". Each function here looks at one failed case and returns one
sentence starting with the cause, or None when its mistake does not fit; a guess is
made only if its slip would give every answer of the check (``for_a_wrong_answer``).

>>> wrong_order([3, 2, 1], [1, 2, 3]).split(":")[0]
'the right items in the reverse order'
>>> off_by_one(9, 10).split(":")[0]
'one less than expected'
>>> off_by_one(10, 10) is None
True
"""

import inspect
import math
import traceback
from collections.abc import Sequence
from typing import Any

from gamelib.cellguard import (
    CODE_INDENT,
    Returned,
    TimedOut,
    is_learners_file,
    kind_name,
    place_of,
    run_guarded,
)

SHOWN_SECONDS = 1.0
"""Time for one ``repr`` or ``str`` of the learner's: instant for any honest value."""
MAX_LINE = 1_000
"""A report line's length before wrapping: a longer value is cut, its length said."""


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
    kind = kind_name(value)
    if isinstance(value, int) and not isinstance(value, bool):
        digits = int(abs(value).bit_length() * math.log10(2)) + 1
        return f"<an int of about {digits:,} digits>"
    if isinstance(finished, TimedOut):
        return f"<a {kind} whose {name}() did not finish>"
    if isinstance(finished, Returned):
        return f"<a {kind} whose {name}() returned a {kind_name(finished.value)}>"
    return f"<a {kind} whose {name}() raised {kind_name(finished.error)}>"


class FindingError(Exception):
    """Raised by a check's stand-in (a die, a console) to say what the piece did
    wrong: a finding, not the learner's crash, still shown with their line."""


def describe_crash(error: BaseException) -> list[str]:
    """Lines saying what went wrong and, when it is the learner's, where."""
    message = shown_message(error)
    what = f"{kind_name(error)}: {message}" if message else kind_name(error)
    lines = [message if isinstance(error, FindingError) else f"crashed with {what}"]
    frame = _learners_innermost_frame(error)
    if frame is not None:
        where = f"in {frame.name}, {place_of(frame.filename, frame.lineno)}"
        if frame.line:
            lines += [f"{where}:", f"{CODE_INDENT}{frame.line.strip()}"]
        else:
            lines.append(where)
    return lines


def _learners_innermost_frame(error: BaseException) -> traceback.FrameSummary | None:
    """Only that frame is read: a recursion can leave a million in the traceback."""
    frames = traceback.walk_tb(error.__traceback__)
    ours = [(f, n) for f, n in frames if is_learners_file(f.f_code.co_filename)]
    return traceback.StackSummary.extract(ours[-1:])[0] if ours else None


CAUSE = "likely cause: "


def printed_instead_of_returning(result: Any, expected: Any, output: str) -> str | None:
    """The answer went to the screen: ``print`` where ``return`` was meant."""
    if result is not None or expected is None or not output.strip():
        return None
    shown = output.strip().splitlines()[-1][:60]
    return (
        f"it printed {shown!r} but returned None: print only shows a value, "
        "return hands it back to the code that called the function"
    )


def letter_case(result: Any, expected: Any, answer_in_capitals: Any) -> str | None:
    """A word compared or looked up without matching its capitals. The answer in
    capitals is to the call with its words in capitals (or ``NotImplemented``)."""
    if isinstance(result, str) and isinstance(expected, str):
        if result != expected and result.casefold() == expected.casefold():
            return (
                "the right letters in the wrong case: Python tells 'a' from 'A', "
                "so use .upper() or .lower() where the case matters"
            )
    if answer_in_capitals is NotImplemented or result == expected:
        return None
    if _equal(answer_in_capitals, expected):
        return (
            "with its words in capitals the same call gives the expected answer: "
            "turn the letters you are given into capitals first (.upper()) "
            "before comparing or looking them up"
        )
    return None


def off_by_one(result: Any, expected: Any) -> str | None:
    """One too many or too few: a range's end, or ``<`` where ``<=`` was meant."""
    edge = (
        "an off-by-one slip? range(a, b) stops just before b, and < and <= differ "
        "at the edge"
    )
    if _is_number(result) and _is_number(expected) and abs(result - expected) == 1:
        more = "more" if result > expected else "less"
        return f"one {more} than expected: {edge}"
    if not (_is_sequence(result) and _is_sequence(expected)):
        return None
    result, expected = list(result), list(expected)
    if len(result) == len(expected) and result and all(map(_is_number, result)):
        steps = {r - e for r, e in zip(result, expected, strict=True)}
        if all(map(_is_number, expected)) and steps in ({1}, {-1}):
            more = "more" if steps == {1} else "less"
            return f"every item one {more} than expected: {edge}"
    if len(result) + 1 == len(expected) and result in (expected[1:], expected[:-1]):
        end = "first" if result == expected[1:] else "last"
        return f"everything but the {end} item: {edge}"
    if len(result) == len(expected) + 1 and expected in (result[1:], result[:-1]):
        end = "start" if expected == result[1:] else "end"
        return f"one item too many at the {end}: {edge}"
    return None


def wrong_order(result: Any, expected: Any) -> str | None:
    """Sorted, but the wrong way round."""
    if not (_is_sequence(result) and _is_sequence(expected)):
        return None
    result, expected = list(result), list(expected)
    if len(result) > 1 and result != expected and result == expected[::-1]:
        return (
            "the right items in the reverse order: look at the direction of your "
            "comparison (< or >), or at reverse="
        )
    return None


def opposite_answer(result: Any, expected: Any) -> str | None:
    """True for False (on every case: a lost ``not``, a comparison turned round)."""
    if isinstance(result, bool) and isinstance(expected, bool) and result != expected:
        return (
            "every answer is the opposite of the right one: look at the test that "
            "decides it (a missing not, or a comparison turned round)"
        )
    return None


def changed_its_argument(before: Sequence[Any], after: Sequence[Any]) -> str | None:
    """The piece changed a list (or other object) it was given."""
    for position, (old, new) in enumerate(zip(before, after, strict=True), start=1):
        if not _equal(old, new):
            return (
                f"it also changed argument {position}, which it was only given to "
                f"read (before: {_short(old)}, after: {_short(new)}): work on a copy, "
                "such as list(...) or sorted(...)"
            )
    return None


def missing_super_init(error: BaseException, piece: Any) -> str | None:
    """A subclass's ``__init__`` that never runs its parent's, so a field is missing."""
    if not isinstance(error, AttributeError) or not inspect.isclass(piece):
        return None
    own = vars(piece).get("__init__")
    parents = [base for base in piece.__mro__[1:-1] if "__init__" in vars(base)]
    if own is None or not parents:
        return None
    try:
        source = inspect.getsource(own)
    except (OSError, TypeError):
        return None
    parent = parents[0].__name__
    if "super(" in source or f"{parent}.__init__" in source:
        return None
    return (
        f"{piece.__name__}.__init__ never calls super().__init__(...), so what "
        f"{parent}.__init__ sets up is missing: call it first in your __init__"
    )


def for_a_wrong_answer(
    result: Any, expected: Any, printed: str, in_capitals: Any, answers: list[Any]
) -> list[str]:
    """Every diagnosis that fits a case whose answer was wrong, as report lines.

    ``answers``: ``(result, expected)`` of each case of the check judged by value. A
    slip is named only if it gives those answers: a test turned round or a sort the
    wrong way round changes every answer it can, a slip at an edge may change few but
    must explain each wrong one. (A three-in-a-row without its diagonals was told
    its test was turned round, and so was one that used up the marks it was given.)
    """
    sure = {
        off_by_one: all(_equal(r, e) or off_by_one(r, e) for r, e in answers),
        wrong_order: all(_reverses(r, e) for r, e in answers if _is_sequence(e)),
        opposite_answer: all(r is (not e) for r, e in answers if isinstance(e, bool)),
    }
    found = [
        printed_instead_of_returning(result, expected, printed),
        letter_case(result, expected, in_capitals),
        *(guess(result, expected) for guess, fits in sure.items() if fits),
    ]
    return [CAUSE + cause for cause in found if cause]


def _reverses(result: Any, expected: Sequence[Any]) -> bool:
    """``result`` is ``expected`` reversed (or both are the same palindrome)."""
    return _is_sequence(result) and _equal(list(result)[::-1], list(expected))


def _equal(a: Any, b: Any) -> bool:
    try:
        return bool(a == b)
    except Exception:
        return False


def _is_number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def _is_sequence(value: Any) -> bool:
    return isinstance(value, list | tuple)


def _short(value: Any) -> str:
    text = shown_value(value)
    return text if len(text) <= 40 else text[:37] + "..."

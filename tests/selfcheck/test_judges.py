"""The judges every game shares: what each says for a right answer, a missing
refusal, the wrong refusal, a crash and a changed argument."""

import pytest

from gamelib.errors import IllegalMoveError
from gamelib.selfcheck import Battery, Case
from gamelib.selfcheck.judges import (
    accepted,
    leaves_arguments_alone,
    left_as,
    refused_with,
    refusing,
    trying,
    watching,
)


class TakenSquareError(IllegalMoveError):
    """A rule error of the kind a case below asks for."""


def _complaint(call, judge, piece):
    return judge.complaint(call.run(piece))


def _refuse(*_):
    raise TakenSquareError("not now")


def test_the_asked_for_error_or_a_subclass_passes():
    assert (
        _complaint(trying(1), refused_with(IllegalMoveError, "gamelib"), _refuse)
        is None
    )


def test_a_piece_that_returns_is_told_which_error_to_raise():
    complaint = _complaint(
        trying(1), refused_with(TakenSquareError, "gamelib"), lambda n: n
    )
    assert complaint == "returned 1; it should refuse with TakenSquareError"


@pytest.mark.parametrize("error", [ValueError, TypeError, IndexError, KeyError])
def test_the_wrong_refusal_is_named_with_the_one_to_raise(error):
    def piece(_):
        raise error("off the board")

    complaint = _complaint(
        trying(1), refused_with(TakenSquareError, "gamelib.x"), piece
    )
    assert complaint.startswith(f"raised {error.__name__}: ")
    assert complaint.endswith(
        "raise TakenSquareError (from gamelib.x) so the caller knows it is a rule"
    )


def test_a_crash_is_not_taken_for_a_refusal():
    with pytest.raises(ZeroDivisionError):
        refusing(trying(0)).run(lambda n: 1 / n)


def test_an_allowed_call_that_refuses_is_reported():
    judge = accepted(lambda value: None)
    assert _complaint(trying(1), judge, _refuse) == (
        "raised TakenSquareError: not now, but this one is allowed"
    )
    assert _complaint(trying(1), judge, lambda n: n) is None


def test_each_call_gets_fresh_copies_of_its_arguments():
    given = [1, 2]
    call = trying(given)
    call.run(lambda items: items.clear())
    assert given == [1, 2]
    assert call.run(lambda items: items).value == [1, 2]


def test_a_changed_argument_is_shown_before_and_after():
    call = watching([1, 2], "x")
    assert leaves_arguments_alone(call.run(lambda items, _: items.append(3))) == (
        "changed its argument from [1, 2] to [1, 2, 3]; it must only look at it"
    )
    assert leaves_arguments_alone(call.run(lambda items, _: len(items))) is None


def test_left_as_names_what_changed_and_why_it_must_not():
    judge = left_as([1, 2], "used", "a check only looks")
    assert judge.complaint([1, 2]) is None
    assert judge.complaint([1]) == "changed used to [1]; a check only looks"


def test_a_battery_of_shared_judges_reports_in_one_sentence():
    battery = Battery(
        "place",
        [
            Case(
                "a taken square is refused",
                "refuse it",
                trying(4),
                refused_with(TakenSquareError, "g"),
            )
        ],
    )

    def place(square):
        return None

    text = battery.run(place).text()
    assert "place(4) returned None; it should refuse with TakenSquareError" in text

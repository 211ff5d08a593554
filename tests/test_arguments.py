"""The shared whole-number check and the excerpts every game quotes bad values with."""

import fractions
import operator

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from gamelib.arguments import (
    EXCERPT_LENGTH,
    describe,
    excerpt,
    is_whole_number,
    whole_number,
)


class WrongKindError(Exception):
    pass


class OutOfRangeError(Exception):
    pass


def column(value: object) -> int:
    return whole_number(
        value,
        "a column",
        low=0,
        high=3,
        wrong_type=WrongKindError,
        out_of_range=OutOfRangeError,
    )


class RefusesToIndex:
    """Claims ``__index__`` but refuses to answer, as a broken type might."""

    def __index__(self) -> int:
        raise TypeError("no")

    def __repr__(self) -> str:
        # Its test id: the same in every process (pytest-xdist compares them).
        return "RefusesToIndex()"


NOT_WHOLE = [
    True,
    False,
    np.True_,
    2.0,
    np.float64(1),
    fractions.Fraction(1),
    "1",
    b"1",
    None,
    [1],
    RefusesToIndex(),
]


@pytest.mark.parametrize("value", [0, 3, np.int8(2), np.uint64(1), np.int64(0)])
def test_ints_and_numpy_integers_are_plain_ints_afterwards(value):
    number = column(value)
    assert number == value and type(number) is int


@pytest.mark.parametrize("value", NOT_WHOLE, ids=repr)
def test_bools_floats_and_the_rest_are_refused_with_the_wrong_type_error(value):
    with pytest.raises(
        WrongKindError, match="^a column must be a whole number, not the "
    ):
        column(value)


@pytest.mark.parametrize("value", NOT_WHOLE[:-1], ids=repr)
def test_is_whole_number_agrees_except_for_a_broken_index(value):
    assert not is_whole_number(value)


@pytest.mark.parametrize(
    ("value", "message"),
    [
        (-1, "a column must be from 0 to 3, not -1"),
        (4, "a column must be from 0 to 3, not 4"),
        (np.int16(-7), "a column must be from 0 to 3, not -7"),
        (10**40, "a column must be from 0 to 3, not a 41-digit number"),
        (-(10**40), "a column must be from 0 to 3, not a 41-digit negative number"),
    ],
)
def test_a_number_out_of_range_is_named_with_the_range(value, message):
    with pytest.raises(OutOfRangeError) as refusal:
        column(value)
    assert str(refusal.value) == message


def test_one_error_serves_both_when_no_out_of_range_error_is_given():
    with pytest.raises(WrongKindError, match="^the goal must be at least 1, not 0$"):
        whole_number(0, "the goal", low=1, wrong_type=WrongKindError)
    with pytest.raises(WrongKindError, match="^a face must be at most 6, not 7$"):
        whole_number(7, "a face", high=6, wrong_type=WrongKindError)
    assert whole_number(-(10**100), "any", wrong_type=WrongKindError) == -(10**100)


@given(st.integers(), st.integers(-5, 5), st.integers(-5, 5))
def test_a_whole_number_passes_exactly_when_it_is_within_the_bounds(value, low, high):
    inside = low <= value <= high
    try:
        number = whole_number(
            value,
            "n",
            low=low,
            high=high,
            wrong_type=WrongKindError,
            out_of_range=OutOfRangeError,
        )
    except OutOfRangeError:
        assert not inside
    else:
        assert inside and number == value


@given(st.integers(min_value=0, max_value=40_000), st.sampled_from([1, -1]))
def test_no_number_floods_a_message_nor_fails_to_print(zeros, sign):
    number = sign * 10**zeros
    length = zeros + 1 + (sign < 0)  # the characters of its repr
    shown = excerpt(number)
    if length <= EXCERPT_LENGTH:
        assert shown == repr(number)
    else:
        assert len(shown) < 2 * EXCERPT_LENGTH and "digit" in shown


def test_a_million_digit_number_is_described_by_its_size():
    assert excerpt(10**1_000_000) == "a number of about 1,000,001 digits"
    assert excerpt(-(10**5000)) == "a negative number of about 5,001 digits"
    assert excerpt(123) == "123" and excerpt(-(10**28)) == repr(-(10**28))


@given(st.text())
def test_text_is_quoted_from_its_start_and_cut_at_the_limit(text):
    shown = excerpt(text)
    if len(text) <= EXCERPT_LENGTH:
        assert shown == repr(text)
    else:
        assert shown == repr(text[:EXCERPT_LENGTH] + "...")


def test_containers_show_their_first_items_only():
    assert excerpt(list(range(1000))) == "[0, 1, 2, 3, 4, 5, ...]"
    assert excerpt(["a" * 100]) == "['" + "a" * EXCERPT_LENGTH + "...']"


def test_an_object_with_a_huge_or_broken_repr_is_cut_or_named():
    class Chatty:
        def __repr__(self) -> str:
            return "x" * 10_000

    class Broken:
        def __repr__(self) -> str:
            raise RuntimeError("no repr")

    assert len(excerpt(Chatty())) == EXCERPT_LENGTH
    assert excerpt(Broken()).startswith("<Broken instance at ")


def test_a_path_may_be_quoted_at_a_longer_limit():
    assert excerpt("p" * 100, 60) == repr("p" * 60 + "...")


def test_describe_names_the_type():
    assert describe(2.5) == "float 2.5"
    assert describe(np.True_) == "bool np.True_"
    assert describe("x" * 50) == "str " + repr("x" * EXCERPT_LENGTH + "...")


def test_whole_numbers_index_like_python():
    for value in (7, np.int32(7)):
        assert is_whole_number(value) and operator.index(value) == 7

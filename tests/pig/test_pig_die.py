import random
import re
from collections import Counter

import numpy as np
import pytest

from gamelib.errors import ArgumentError, RuleError
from gamelib.pig import Die
from gamelib.pig.die import PIP_CELLS, DieFaceError, opposite


@pytest.mark.parametrize("face", range(1, 7))
def test_opposite_faces_sum_to_seven(face):
    assert face + opposite(face) == 7
    die = Die(top=face)
    assert die.top + die.bottom == 7


@pytest.mark.parametrize("face", [0, 7, -1, 10**100])
def test_a_die_has_no_face_outside_one_to_six(face):
    with pytest.raises(DieFaceError, match="faces 1 to 6"):
        opposite(face)
    with pytest.raises(DieFaceError):
        Die(top=face)


@pytest.mark.parametrize("face", [3.5, 3.0, "3", True, None, [3]])
def test_a_face_is_a_whole_number(face):
    with pytest.raises(DieFaceError, match="a die face must be a whole number"):
        opposite(face)


def test_numpy_integers_are_faces():
    assert opposite(np.int64(2)) == 5
    assert Die(top=np.int8(6)).top == 6


def test_die_face_error_is_a_rule_error():
    assert issubclass(DieFaceError, RuleError)


def test_a_die_rolls_with_a_random_generator_only():
    with pytest.raises(ArgumentError, match="random.Random"):
        Die(rng=42)


def test_setstate_replays_the_same_rolls():
    die = Die(random.Random(3))
    saved = die.getstate()
    first = [die.roll() for _ in range(10)]
    die.setstate(saved)
    assert [die.roll() for _ in range(10)] == first


def test_rolls_are_one_to_six_and_roughly_uniform():
    die = Die(random.Random(1))
    counts = Counter(die.roll() for _ in range(6000))
    assert set(counts) == {1, 2, 3, 4, 5, 6}
    # Each face expects 1000; a chi-square of 6000 rolls on 5 degrees of freedom
    # is above 20.5 only 0.1% of the time.
    chi_square = sum((n - 1000) ** 2 / 1000 for n in counts.values())
    assert chi_square < 20.5


def test_roll_sets_top_face():
    die = Die(random.Random(2))
    for _ in range(20):
        face = die.roll()
        assert die.top == face
        assert die.bottom == 7 - face


def test_the_same_seed_rolls_the_same_faces():
    first = [Die(random.Random(42)).roll() for _ in range(1)]
    a, b = Die(random.Random(42)), Die(random.Random(42))
    assert [a.roll() for _ in range(50)] == [b.roll() for _ in range(50)]
    assert first[0] == Die(random.Random(42)).roll()


@pytest.mark.parametrize("face", range(1, 7))
def test_svg_shows_as_many_pips_as_the_face(face):
    svg = Die(top=face)._repr_svg_()
    assert svg.startswith("<svg")
    assert len(re.findall("<circle", svg)) == face


def test_pip_layout_is_symmetric_like_a_real_die():
    for face, cells in PIP_CELLS.items():
        assert len(cells) == face
        assert len(set(cells)) == face
        # A die face looks the same turned half way round.
        assert {(2 - c, 2 - r) for c, r in cells} == set(cells)

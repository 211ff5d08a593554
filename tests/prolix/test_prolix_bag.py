import random
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gamelib.prolix.bag import (
    COMMON_LETTERS,
    TILE_COUNTS,
    UNCOMMON_LETTERS,
    Bag,
    EmptyBagError,
)


def test_full_bag_holds_77_consonant_tiles_in_the_handout_counts():
    bag = Bag(random.Random(0))
    counts = bag.counts()
    assert len(bag) == 77
    assert sum(counts.values()) == 77
    assert all(counts[letter] == 5 for letter in "BCDFGHLMNPRST")
    assert all(counts[letter] == 2 for letter in "KVWY")
    assert all(counts[letter] == 1 for letter in "JQXZ")
    assert not set(counts) & set("AEIOU")
    assert set(counts) == set(COMMON_LETTERS + UNCOMMON_LETTERS)
    assert counts == Counter(TILE_COUNTS)


def test_same_seed_same_order_different_seed_different_order():
    def order(seed):
        bag = Bag(random.Random(seed))
        return [bag.draw() for _ in range(77)]

    assert order(5) == order(5)
    assert order(5) != order(6)
    assert sorted(order(5)) == sorted(Counter(TILE_COUNTS).elements())


def test_drawing_from_an_empty_bag_says_so():
    bag = Bag(random.Random(0))
    for _ in range(77):
        bag.draw()
    with pytest.raises(EmptyBagError, match="empty"):
        bag.draw()


@given(st.integers(0, 10_000))
def test_put_back_keeps_every_tile(seed):
    bag = Bag(random.Random(seed))
    drawn = [bag.draw() for _ in range(10)]
    for letter in drawn:
        bag.put_back(letter)
    assert bag.counts() == Counter(TILE_COUNTS)


@given(st.integers(0, 10_000))
def test_refused_tiles_go_back_into_the_bag(seed):
    bag = Bag(random.Random(seed))
    letter, returned = bag.draw_allowed(lambda tile: tile in "JQXZ")
    assert letter in "JQXZ"
    assert all(tile not in "JQXZ" for tile in returned)
    expected = Counter(TILE_COUNTS)
    expected[letter] -= 1
    assert bag.counts() == expected


def test_no_allowed_tile_raises_instead_of_looping():
    bag = Bag(random.Random(1))
    with pytest.raises(EmptyBagError, match="no tile left"):
        bag.draw_allowed(lambda tile: tile == "A")
    assert len(bag) == 77

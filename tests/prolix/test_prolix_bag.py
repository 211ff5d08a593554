import random
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gamelib.errors import ArgumentError
from gamelib.prolix.tiles import (
    COMMON_LETTERS,
    TILE_COUNTS,
    UNCOMMON_LETTERS,
    Bag,
    BagError,
    TileError,
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
    with pytest.raises(BagError, match="empty"):
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
    with pytest.raises(BagError, match="no tile left"):
        bag.draw_allowed(lambda tile: tile == "A")
    assert len(bag) == 77


def test_a_tile_can_be_taken_out_by_name_and_only_if_it_is_there():
    bag = Bag(random.Random(2))
    assert bag.take("j") == "J"
    assert bag.counts()["J"] == 0 and len(bag) == 76
    with pytest.raises(BagError, match="no J tile is left"):
        bag.take("J")


def test_only_tiles_that_came_out_can_go_back():
    bag = Bag(random.Random(2))
    with pytest.raises(BagError, match="already holds all 5 B tiles"):
        bag.put_back("B")
    for letter in ("A", "4", "BB", None):
        with pytest.raises(TileError):
            bag.put_back(letter)
    assert bag.counts() == Counter(TILE_COUNTS)


def test_a_copy_draws_the_same_tiles_with_its_own_generator():
    bag = Bag(random.Random(4))
    twin = bag.copy(random.Random(0))
    assert twin.tiles == bag.tiles and twin.rng is not bag.rng
    assert [bag.draw() for _ in range(5)] == [twin.draw() for _ in range(5)]


@pytest.mark.parametrize("rng", [7, "seed", random.SystemRandom(), random])
def test_the_generator_must_be_one_a_game_can_replay(rng):
    with pytest.raises(ArgumentError, match="random.Random"):
        Bag(rng)


def test_draw_allowed_needs_a_function():
    with pytest.raises(ArgumentError):
        Bag(random.Random(1)).draw_allowed("B")

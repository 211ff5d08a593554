import itertools
import random
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gamelib.errors import InvalidBoardError, OffBoardError
from gamelib.prolix.tiles import (
    COLUMN_VALUES,
    TILE_COUNTS,
    UNCOMMON_LETTERS,
    Bag,
    Draw,
    TileBoard,
    TileError,
    check_columns,
    placement_problem,
    tile_value,
)

EXAMPLE = [["V", "J"], ["G", "B"], ["F", "H"], ["S", "T"]]


def limits_hold(letters):
    counts = Counter(letters)
    return max(counts.values(), default=0) <= 2 and (
        sum(counts[rare] for rare in UNCOMMON_LETTERS) <= 2
    )


def test_column_values_and_letter_bonuses():
    assert COLUMN_VALUES == (4, 4, 3, 2)
    assert [tile_value(column, "S") for column in range(4)] == [4, 4, 3, 2]
    for letter in "KVWY":
        assert tile_value(0, letter) == 5 and tile_value(3, letter) == 3
    for letter in "JQXZ":
        assert tile_value(0, letter) == 6 and tile_value(3, letter) == 4
    assert tile_value(2, "v") == 4


def test_placement_rule_against_every_small_board():
    # Every board of up to three tiles drawn from a representative alphabet,
    # and every next tile: the rule says yes exactly when the limits still hold.
    alphabet = "BCKVJQ"
    for size in range(4):
        for board in itertools.product(alphabet, repeat=size):
            if not limits_hold(board):
                continue
            for letter in alphabet:
                allowed = placement_problem(board, letter) is None
                assert allowed == limits_hold([*board, letter]), (board, letter)


def test_place_refuses_with_the_rule_in_the_message_and_changes_nothing():
    board = TileBoard()
    board.place(0, 0, "V")
    board.place(0, 1, "J")
    before = board.columns
    with pytest.raises(TileError, match="uncommon"):
        board.place(1, 0, "K")
    assert board.columns == before
    board.place(1, 0, "s")
    board.place(1, 1, "S")
    with pytest.raises(TileError, match="same letter"):
        board.place(2, 0, "S")
    with pytest.raises(TileError):
        board.place(0, 0, "B")


def test_from_columns_builds_the_handout_board_and_checks_shape():
    board = TileBoard.from_columns(EXAMPLE)
    assert board.columns == tuple(tuple(column) for column in EXAMPLE)
    with pytest.raises(InvalidBoardError):
        TileBoard.from_columns(EXAMPLE[:3])
    with pytest.raises(InvalidBoardError):
        TileBoard.from_columns([["V", "J", "K"], *EXAMPLE[1:]])
    with pytest.raises(TileError):
        TileBoard.from_columns([["V", "J"], ["K", "B"], ["F", "H"], ["S", "T"]])
    with pytest.raises(TileError):
        TileBoard.from_columns([["V", "1"], *EXAMPLE[1:]])


def test_check_columns_normalises_and_refuses_anything_but_four_by_two():
    assert check_columns(["vj", ("G", "B"), ["F", None], "ST"]) == (
        ("V", "J"),
        ("G", "B"),
        ("F", None),
        ("S", "T"),
    )
    endless = iter(lambda: ["S", "T"], None)  # never ends: only five are read
    for bad in ("VJGBFHST", 4, None, EXAMPLE * 2, endless, [[1, 2], *EXAMPLE[1:]]):
        with pytest.raises((InvalidBoardError, TileError)):
            check_columns(bad)


@pytest.mark.parametrize("column", [-1, 4, 10**100])
def test_a_column_off_the_board_is_refused_not_wrapped_around(column):
    with pytest.raises(OffBoardError, match="a column must be from 0 to 3"):
        tile_value(column, "S")
    with pytest.raises(OffBoardError):
        TileBoard().place(column, 0, "S")


def test_only_the_bags_letters_are_tiles():
    with pytest.raises(TileError, match="there is no A tile"):
        tile_value(0, "A")
    for bad in ("ST", "", "4", "ſ", 7, None):
        with pytest.raises(TileError, match="a tile is a single letter"):
            tile_value(0, bad)


def test_shift_moves_letters_two_columns_right_and_returns_the_leavers():
    board = TileBoard.from_columns(EXAMPLE)
    assert board.copy() == board and board.copy() is not board
    leaving = board.shift_right()
    assert leaving == ["F", "H", "S", "T"]
    assert board.columns == ((None, None), (None, None), ("V", "J"), ("G", "B"))
    assert board.empty_squares() == [(0, 0), (0, 1), (1, 0), (1, 1)]


@given(st.integers(0, 100_000))
def test_filling_from_a_seeded_bag_never_breaks_a_limit(seed):
    rng = random.Random(seed)
    bag = Bag(rng)
    board = TileBoard()
    left = []
    for _ in range(6):
        placed = board.fill_from(bag)
        assert all(isinstance(draw, Draw) for draw in placed)
        assert len(placed) == (8 if not left else 4)
        assert not board.empty_squares()
        assert limits_hold(board.letters())
        # Tiles are conserved: bag + board + tiles that left = the full set.
        assert bag.counts() + Counter(board.letters()) + Counter(left) == Counter(
            TILE_COUNTS
        )
        left += board.shift_right()


def test_refused_tiles_are_reported_and_really_went_back():
    # Over many seeded games some draws must be refused; each refusal is a tile
    # the board could not take at that moment, and it is back in the bag.
    refusals = 0
    for seed in range(300):
        bag = Bag(random.Random(seed))
        board = TileBoard()
        for _ in range(6):
            for column, row in board.empty_squares():
                before = bag.counts()
                letter, returned = bag.draw_allowed(
                    lambda tile, board=board: (
                        placement_problem(board.letters(), tile) is None
                    )
                )
                for tile in returned:
                    assert placement_problem(board.letters(), tile) is not None
                board.place(column, row, letter)
                refusals += len(returned)
                after = bag.counts()
                after[letter] += 1
                assert after == before
            board.shift_right()
    assert refusals > 50

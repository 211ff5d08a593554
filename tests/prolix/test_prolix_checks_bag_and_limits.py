"""Milestone 3, the bag and its limits: the bag, placement, drawing, filling and
limit checks pass the course's pieces and fail typical wrong answers."""

import random
from collections import Counter

import pytest

from gamelib.prolix import Bag, checks, placement_problem
from gamelib.prolix.lesson import draw_tile, fill_board
from gamelib.prolix.tiles import TILE_COUNTS, UNCOMMON_LETTERS
from tests.batteries import assert_fails, assert_passes, failed_cases


def keeps_the_limits(columns):
    letters = [tile for column in columns for tile in column if tile is not None]
    counts = Counter(letters)
    uncommon = sum(counts[letter] for letter in UNCOMMON_LETTERS)
    return max(counts.values(), default=0) <= 2 and uncommon <= 2


@pytest.mark.parametrize(
    "battery, piece",
    [
        (checks.Bag, Bag),
        (checks.placement_problem, placement_problem),
        (checks.draw_tile, draw_tile),
        (checks.fill_board, fill_board),
        (checks.keeps_the_limits, keeps_the_limits),
    ],
    ids=lambda value: getattr(value, "piece", ""),
)
def test_the_course_pieces_pass(battery, piece):
    assert_passes(battery, piece)


# -- Bag -----------------------------------------------------------------------------


class ListBag:
    """A beginner's bag done right; the wrong bags below change one thing each."""

    letters = TILE_COUNTS

    def __init__(self, rng):
        self.rng = rng
        self.tiles = []
        for letter, count in self.letters.items():
            for _ in range(count):
                self.tiles.append(letter)
        self.shuffle()

    def shuffle(self):
        self.rng.shuffle(self.tiles)

    def draw(self):
        return self.tiles.pop()

    def put_back(self, letter):
        self.tiles.insert(self.rng.randrange(len(self.tiles) + 1), letter)


def test_a_beginners_list_bag_passes():
    assert_passes(checks.Bag, ListBag)


def test_a_bag_without_the_z_fails():
    class Bag(ListBag):
        letters = {k: v for k, v in TILE_COUNTS.items() if k != "Z"}

    assert failed_cases(checks.Bag, Bag) == [
        "a new bag holds 77 tiles",
        "the handout's number of each letter",
        "77 draws give every tile once and empty the bag",
        "put_back(letter) puts the tile back",
    ]
    assert "holds 0 Z (not 1)" in checks.Bag.run(Bag).text()


def test_a_bag_with_five_of_every_letter_fails():
    class Bag(ListBag):
        letters = dict.fromkeys(TILE_COUNTS, 5)

    assert_fails(checks.Bag, Bag, "77 tiles", "number of each letter")


def test_an_unshuffled_bag_fails():
    class Bag(ListBag):
        def shuffle(self):
            self.tiles.sort()

    assert failed_cases(checks.Bag, Bag) == ["the tiles are shuffled"]


def test_a_bag_shuffled_without_its_generator_fails():
    class Bag(ListBag):
        def shuffle(self):
            random.shuffle(self.tiles)

    assert failed_cases(checks.Bag, Bag) == ["the same seed shuffles the same way"]


def test_a_bag_whose_draw_leaves_the_tile_inside_fails():
    class Bag(ListBag):
        def draw(self):
            return self.tiles[-1]

    assert_fails(checks.Bag, Bag, "draw() takes one tile out", "77 draws")


def test_a_bag_that_puts_tiles_back_on_top_fails():
    class Bag(ListBag):
        def put_back(self, letter):
            self.tiles.append(letter)

    assert failed_cases(checks.Bag, Bag) == ["a tile put back goes to a random place"]


def test_a_bag_that_puts_tiles_back_at_the_bottom_fails():
    class Bag(ListBag):
        def put_back(self, letter):
            self.tiles.insert(0, letter)

    assert failed_cases(checks.Bag, Bag) == ["a tile put back goes to a random place"]


def test_a_bag_that_forgets_tiles_put_back_fails():
    class Bag(ListBag):
        def put_back(self, letter):
            self.returned = letter  # but never into the tiles

    assert_fails(checks.Bag, Bag, "put_back(letter) puts the tile back")


# -- placement_problem ---------------------------------------------------------------


def careful_problem(letters_on_board, letter, most=2, rare=UNCOMMON_LETTERS):
    if letters_on_board.count(letter) >= most:
        return f"two {letter} already"
    uncommon = sum(1 for tile in letters_on_board if tile in rare)
    if letter in rare and uncommon >= 2:
        return "two uncommon letters already"
    return None


def test_placement_that_allows_three_of_a_letter_fails():
    def placement_problem(letters_on_board, letter):
        return careful_problem(letters_on_board, letter, most=3)

    assert failed_cases(checks.placement_problem, placement_problem) == [
        "S may not join ['S', 'S']: a third S is one too many"
    ]


def test_placement_that_ignores_the_uncommon_limit_fails():
    def placement_problem(letters_on_board, letter):
        return careful_problem(letters_on_board, letter, rare="")

    assert failed_cases(checks.placement_problem, placement_problem) == [
        "K may not join ['V', 'J']: a third uncommon letter is one too many"
    ]


def test_placement_that_limits_every_letter_to_two_uncommon_fails():
    def placement_problem(letters_on_board, letter):
        uncommon = sum(1 for tile in letters_on_board if tile in UNCOMMON_LETTERS)
        if uncommon >= 2 or letters_on_board.count(letter) >= 2:
            return "no room"
        return None

    assert failed_cases(checks.placement_problem, placement_problem) == [
        "S may join ['V', 'J']: the uncommon limit is only for uncommon letters"
    ]


def test_placement_answering_true_when_allowed_fails():
    def placement_problem(letters_on_board, letter):
        return careful_problem(letters_on_board, letter) is None

    assert len(failed_cases(checks.placement_problem, placement_problem)) >= 6


def test_placement_that_adds_the_tile_fails():
    def placement_problem(letters_on_board, letter):
        problem = careful_problem(letters_on_board, letter)
        if problem is None:
            letters_on_board.append(letter)
        return problem

    assert "checking leaves letters_on_board as it was" in failed_cases(
        checks.placement_problem, placement_problem
    )


# -- draw_tile and fill_board --------------------------------------------------------


def test_draw_tile_that_does_not_put_a_refused_tile_back_fails():
    def draw_tile(bag, letters_on_board):
        while True:
            letter = bag.draw()
            if placement_problem(letters_on_board, letter) is None:
                return letter

    assert failed_cases(checks.draw_tile, draw_tile) == [
        "a refused K goes back into the bag, and B is drawn",
        "a third S goes back into the bag, and C is drawn",
        "every refused tile goes back, however many",
    ]
    report = checks.draw_tile.run(draw_tile).text()
    assert "a refused tile goes back into the bag" in report


def test_draw_tile_that_never_checks_the_limits_fails():
    def draw_tile(bag, letters_on_board):
        return bag.draw()

    assert_fails(checks.draw_tile, draw_tile, "refused K", "third S", "every refused")


def test_draw_tile_that_places_the_tile_itself_fails():
    def draw_tile(bag, letters_on_board):
        letter = draw_tile_right(bag, letters_on_board)
        letters_on_board.append(letter)
        return letter

    def draw_tile_right(bag, letters_on_board):
        while True:
            letter = bag.draw()
            if placement_problem(letters_on_board, letter) is None:
                return letter
            bag.put_back(letter)

    assert failed_cases(checks.draw_tile, draw_tile) == [
        "drawing leaves the board's letters as they were"
    ]


def test_draw_tile_that_tries_only_once_fails():
    def draw_tile(bag, letters_on_board):
        letter = bag.draw()
        if placement_problem(letters_on_board, letter) is not None:
            bag.put_back(letter)
            return None
        return letter

    assert_fails(checks.draw_tile, draw_tile, "refused K", "third S")


def beginners_fill(columns, bag, order, letters_of=None):
    for column, row in order:
        if columns[column][row] is None:
            letters = [t for c in columns for t in c if t is not None]
            columns[column][row] = draw_tile(bag, letters_of or letters)
    return columns


LEFT_TO_RIGHT = [(column, row) for column in range(4) for row in range(2)]


def test_a_beginners_fill_board_passes():
    def fill_board(columns, bag):
        return beginners_fill(columns, bag, LEFT_TO_RIGHT)

    assert_passes(checks.fill_board, fill_board)


def test_fill_board_row_by_row_fails():
    def fill_board(columns, bag):
        rows_first = [(column, row) for row in range(2) for column in range(4)]
        return beginners_fill(columns, bag, rows_first)

    assert_fails(checks.fill_board, fill_board, "left to right")


def test_fill_board_that_forgets_the_tiles_already_placed_fails():
    def fill_board(columns, bag):
        return beginners_fill(columns, bag, LEFT_TO_RIGHT, letters_of=["B"])

    assert_fails(checks.fill_board, fill_board, "third S", "already on the board")


def test_fill_board_that_fills_every_square_fails():
    def fill_board(columns, bag):
        for column in range(4):
            for row in range(2):
                letters = [t for c in columns for t in c if t is not None]
                columns[column][row] = draw_tile(bag, letters)
        return columns

    assert_fails(checks.fill_board, fill_board, "only the empty", "full board")


def test_fill_board_that_returns_nothing_fails():
    def fill_board(columns, bag):
        beginners_fill(columns, bag, LEFT_TO_RIGHT)

    assert len(failed_cases(checks.fill_board, fill_board)) == 5
    assert "returned None, which is not a board" in checks.fill_board.run(
        fill_board
    ).text().replace("\n        ", " ")


# -- keeps_the_limits ----------------------------------------------------------------


def test_keeps_the_limits_that_counts_empty_squares_as_letters_fails():
    def keeps_the_limits(columns):
        letters = [tile for column in columns for tile in column]
        return max(Counter(letters).values()) <= 2 and (
            sum(tile in UNCOMMON_LETTERS for tile in letters if tile) <= 2
        )

    assert_fails(checks.keeps_the_limits, keeps_the_limits, "an empty board")


def test_keeps_the_limits_with_one_rule_only_fails():
    def keeps_the_limits(columns):
        letters = [tile for column in columns for tile in column if tile]
        return max(Counter(letters).values(), default=0) <= 2

    assert failed_cases(checks.keeps_the_limits, keeps_the_limits) == [
        "[['K', 'V'], ['J', 'C'], ['D', 'F'], ['G', 'H']]: three uncommon",
        "[[None, 'Z'], [None, None], ['S', 'K'], ['S', 'V']]: three uncommon among "
        "empty squares",
    ]

"""Milestone 3, the bag and its limits: ``Bag``, ``placement_problem``,
``draw_tile``, ``fill_board`` and the "Try it" ``keeps_the_limits``.

``draw_tile`` and ``fill_board`` are tried on the course's ``Bag`` with its tiles set
to a known order, so their cases do not depend on the learner's own ``Bag``. A
refused tile that is not put back, a tile put back on top (drawn again at once, for
ever), a limit of three instead of two, and the uncommon limit applied to every
letter each fail a case.
"""

import random
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from gamelib.prolix.parts.bag import Bag as CourseBag
from gamelib.prolix.parts.board import as_lists
from gamelib.prolix.parts.tiles import TILE_COUNTS, UNCOMMON_LETTERS
from gamelib.selfcheck import Battery, Call, Case, calling, exactly, judged
from gamelib.selfcheck.judges import left_as

from .tools import EMPTY, EXAMPLE, ColumnsShown, board_complaint, shown

BAG_RULE = (
    "the bag keeps its tiles in a list, bag.tiles; draw() takes the last one out "
    "and returns it"
)
COUNTS_TEXT = "five each of B C D F G H L M N P R S T, two each of K V W Y, one each"
COUNTS_TEXT += " of J Q X Z: 77 tiles"


def _tiles_of(bag: Any) -> list[str]:
    return list(bag.tiles)


def _new_bag(seed: int) -> Call:
    return Call(
        f"{{piece}}(random.Random({seed})).tiles",
        lambda bag_class: _tiles_of(bag_class(random.Random(seed))),
    )


def _count_complaint(counts: Counter[str], wanted: Counter[str]) -> str | None:
    if counts == wanted:
        return None
    wrong = [
        f"{counts[letter]} {letter} (not {wanted[letter]})"
        for letter in sorted(set(counts) | set(wanted))
        if counts[letter] != wanted[letter]
    ]
    return "holds " + ", ".join(wrong)


def _full_counts(tiles: Any) -> str | None:
    return _count_complaint(Counter(tiles), Counter(TILE_COUNTS))


def _two_bags(first: int, second: int) -> Call:
    def run(bag_class: Callable[..., Any]) -> tuple[list[str], list[str]]:
        return _tiles_of(bag_class(random.Random(first))), _tiles_of(
            bag_class(random.Random(second))
        )

    seeds = f"random.Random({first}) and random.Random({second})"
    return Call(f"the tiles of {{piece}}({seeds})", run)


def _shuffled(pair: tuple[list[str], list[str]]) -> str | None:
    one, other = pair
    if one == sorted(one) or one == list(Counter(TILE_COUNTS).elements()):
        return "are in order: shuffle them with rng.shuffle(self.tiles)"
    if one == other:
        return "are in the same order for two different seeds: shuffle with rng"
    return None


def _same_order(pair: tuple[list[str], list[str]]) -> str | None:
    one, other = pair
    if one == other:
        return None
    return (
        "differ for the same seed: shuffle with the rng the bag is given "
        "(rng.shuffle, not random.shuffle), so that a seed replays a game"
    )


@dataclass(frozen=True)
class Drawn:
    letter: Any
    before: list[str]
    after: list[str]


def _one_draw(bag_class: Callable[..., Any]) -> Drawn:
    bag = bag_class(random.Random(3))
    before = _tiles_of(bag)
    letter = bag.draw()
    return Drawn(letter, before, _tiles_of(bag))


def _took_one(drawn: Drawn) -> str | None:
    if not isinstance(drawn.letter, str) or drawn.letter not in drawn.before:
        return f"returned {drawn.letter!r}, which is not a tile of the bag"
    left = Counter(drawn.before)
    left[drawn.letter] -= 1
    if Counter(drawn.after) != +left:
        return (
            f"returned {drawn.letter!r} but left {len(drawn.after)} tiles in the bag "
            f"(out of {len(drawn.before)}): that tile must leave the bag"
        )
    return None


def _every_tile(bag_class: Callable[..., Any]) -> tuple[list[Any], list[str]]:
    bag = bag_class(random.Random(4))
    drawn = [bag.draw() for _ in range(sum(TILE_COUNTS.values()))]
    return drawn, _tiles_of(bag)


def _all_drawn(result: tuple[list[Any], list[str]]) -> str | None:
    drawn, left = result
    complaint = _count_complaint(Counter(drawn), Counter(TILE_COUNTS))
    if complaint:
        return f"gave tiles that {complaint.replace('holds', 'make')}"
    if left:
        return f"left {left!r} in the bag after every tile was drawn"
    return None


def _draw_and_put_back(bag_class: Callable[..., Any]) -> list[str]:
    bag = bag_class(random.Random(5))
    bag.put_back(bag.draw())
    return _tiles_of(bag)


def _where_put_back(bag_class: Callable[..., Any]) -> tuple[int, int]:
    """How often, in 20 bags, the tile put back came out next / lay at the bottom."""
    on_top = at_bottom = 0
    for seed in range(20):
        bag = bag_class(random.Random(seed))
        letter = bag.draw()
        bag.put_back(letter)
        at_bottom += _tiles_of(bag)[0] == letter
        on_top += bag.draw() == letter
    return on_top, at_bottom


def _random_place(counts: tuple[int, int]) -> str | None:
    on_top, at_bottom = counts
    if on_top >= 15:
        return (
            f"put the tile back on top in {on_top} of 20 bags, so it is drawn again "
            "at once"
        )
    if at_bottom == 20:
        return "put the tile back at the bottom every time"
    return None


Bag = Battery(
    "Bag",
    [
        Case(
            "a new bag holds 77 tiles",
            f"{BAG_RULE}; a new bag holds {COUNTS_TEXT}",
            Call(
                "len({piece}(random.Random(1)).tiles)",
                lambda bag_class: len(_tiles_of(bag_class(random.Random(1)))),
            ),
            exactly(77),
        ),
        Case(
            "the handout's number of each letter",
            COUNTS_TEXT,
            _new_bag(2),
            judged(_full_counts),
        ),
        Case(
            "the tiles are shuffled",
            "shuffle the list with rng.shuffle(self.tiles): two seeds, two orders",
            _two_bags(1, 2),
            judged(_shuffled),
        ),
        Case(
            "the same seed shuffles the same way",
            "shuffle with the rng the bag is given, so a seed replays a game",
            _two_bags(6, 6),
            judged(_same_order),
        ),
        Case(
            "draw() takes one tile out of the bag",
            BAG_RULE,
            Call("{piece}(random.Random(3)).draw()", _one_draw),
            judged(_took_one),
        ),
        Case(
            "77 draws give every tile once and empty the bag",
            BAG_RULE,
            Call("77 draws from {piece}(random.Random(4))", _every_tile),
            judged(_all_drawn),
        ),
        Case(
            "put_back(letter) puts the tile back",
            "put_back adds the letter to bag.tiles again",
            Call(
                "a draw and its put_back on {piece}(random.Random(5))",
                _draw_and_put_back,
            ),
            judged(_full_counts),
        ),
        Case(
            "a tile put back goes to a random place",
            "insert it at rng.randrange(len(self.tiles) + 1): not on top (it would "
            "be drawn again at once), not always at the bottom",
            Call("put_back after a draw, in 20 bags of {piece}", _where_put_back),
            judged(_random_place),
        ),
    ],
)

# -- placement_problem ---------------------------------------------------------------

LIMITS = (
    "never more than two of the same letter, and never more than two uncommon letters "
    f"({UNCOMMON_LETTERS}), on the board"
)


def _may(letters: Sequence[str], letter: str, why: str) -> Case:
    return Case(
        f"{letter} may join {list(letters)}: {why}",
        f"{LIMITS}; when a tile may go on, return None",
        calling(list(letters), letter),
        exactly(None),
    )


def _reason(result: Any) -> str | None:
    if isinstance(result, str) and result.strip():
        return None
    return f"returned {result!r}, expected the reason as a sentence (a str)"


def _may_not(letters: Sequence[str], letter: str, why: str) -> Case:
    return Case(
        f"{letter} may not join {list(letters)}: {why}",
        f"{LIMITS}; when a tile may not go on, return the reason as a sentence",
        calling(list(letters), letter),
        judged(_reason),
    )


def _letters_after(placement_problem: Callable[..., Any]) -> list[str]:
    letters = ["V", "J", "S"]
    placement_problem(letters, "B")
    return letters


_LETTERS_UNCHANGED = left_as(["V", "J", "S"], "letters_on_board", "a check only looks")


placement_problem = Battery(
    "placement_problem",
    [
        _may([], "S", "an empty board takes any tile"),
        _may(["S"], "S", "two S are allowed"),
        _may_not(["S", "S"], "S", "a third S is one too many"),
        _may(["V"], "K", "two uncommon letters are allowed"),
        _may_not(["V", "J"], "K", "a third uncommon letter is one too many"),
        _may(["V", "J"], "S", "the uncommon limit is only for uncommon letters"),
        _may(["K"], "K", "two K keep both limits"),
        _may_not(["K", "K"], "K", "a third K breaks both limits"),
        _may(["B", "C", "D", "F", "G", "H", "L"], "M", "eight different letters"),
        Case(
            "checking leaves letters_on_board as it was",
            "placement_problem only answers; it never adds the tile",
            Call("{piece}(['V', 'J', 'S'], 'B'), then the letters", _letters_after),
            _LETTERS_UNCHANGED,
        ),
    ],
)

# -- draw_tile and fill_board --------------------------------------------------------


def course_bag(tiles: Sequence[str], seed: int = 0) -> CourseBag:
    """The course's bag holding ``tiles`` (the last is drawn first)."""
    bag = CourseBag(random.Random(seed))
    bag.restore(tiles)
    return bag


@dataclass(frozen=True)
class Outcome:
    returned: Any
    bag_after: list[str]
    board_after: Any


def _drawing(tiles: Sequence[str], letters: Sequence[str]) -> Call:
    def run(draw_tile: Callable[..., Any]) -> Outcome:
        bag = course_bag(tiles)
        board = list(letters)
        letter = draw_tile(bag, board)
        return Outcome(letter, list(bag.tiles), board)

    return Call(
        f"{{piece}}(bag, {list(letters)!r}) with bag.tiles = {list(tiles)!r}", run
    )


def _drew(letters: str, left: Sequence[str]) -> Any:
    """The tile returned is one of ``letters``; ``left`` is what stays in the bag."""

    def judge(outcome: Outcome) -> str | None:
        if outcome.returned not in list(letters):
            wanted = " or ".join(repr(letter) for letter in letters)
            return f"returned {outcome.returned!r}, expected {wanted}"
        remaining = Counter(left)
        if len(letters) > 1:
            remaining += Counter(letters) - Counter(outcome.returned)
        complaint = _count_complaint(Counter(outcome.bag_after), remaining)
        if complaint:
            return (
                f"left the bag as {outcome.bag_after!r}, which {complaint}: a "
                "refused tile goes back into the bag"
            )
        return None

    return judged(judge)


def _board_letters_unchanged(outcome: Outcome) -> str | None:
    if outcome.board_after == ["V", "J"]:
        return None
    return f"changed letters_on_board to {outcome.board_after!r}; drawing only reads it"


draw_tile = Battery(
    "draw_tile",
    [
        Case(
            "the next tile is drawn when it may go on the board",
            "draw the next tile with bag.draw(); if placement_problem allows it, "
            "return it",
            _drawing(["S", "T"], []),
            _drew("T", ["S"]),
        ),
        Case(
            "a refused K goes back into the bag, and B is drawn",
            "a tile that may not go on goes back with bag.put_back(letter); then draw "
            "again",
            _drawing(["B", "K"], ["V", "J"]),
            _drew("B", ["K"]),
        ),
        Case(
            "a third S goes back into the bag, and C is drawn",
            "a tile that may not go on goes back with bag.put_back(letter)",
            _drawing(["C", "S"], ["S", "S"]),
            _drew("C", ["S"]),
        ),
        Case(
            "every refused tile goes back, however many",
            "keep drawing until a tile may go on; each refused one goes back",
            _drawing(["B", "C", "Q", "K"], ["V", "J"]),
            _drew("BC", ["Q", "K"]),
        ),
        Case(
            "drawing leaves the board's letters as they were",
            "draw_tile returns the tile; putting it on the board is fill_board's job",
            _drawing(["B", "K"], ["V", "J"]),
            judged(_board_letters_unchanged),
        ),
    ],
)


def _filling(columns: ColumnsShown, tiles: Sequence[str], seed: int = 0) -> Call:
    def run(fill_board: Callable[..., Any]) -> Outcome:
        bag = course_bag(tiles, seed)
        return Outcome(fill_board(as_lists(columns), bag), list(bag.tiles), None)

    return Call(
        f"{{piece}}({shown(columns)}, bag) with bag.tiles = {list(tiles)!r}", run
    )


def _filled(expected: ColumnsShown, left: Sequence[str]) -> Any:
    def judge(outcome: Outcome) -> str | None:
        complaint = board_complaint(outcome.returned, expected)
        if complaint:
            return complaint
        complaint = _count_complaint(Counter(outcome.bag_after), Counter(left))
        if complaint:
            return f"left the bag as {outcome.bag_after!r}, which {complaint}"
        return None

    return judged(judge)


FILL_RULE = (
    "fill each empty square (None) with draw_tile(bag, the letters on the board), "
    "column by column from the left, top square first; return the board"
)
BCDF = (("B", "C"), ("D", "F"), ("G", "H"), ("L", "M"))

fill_board = Battery(
    "fill_board",
    [
        Case(
            "an empty board fills left to right, top to bottom",
            FILL_RULE,
            _filling(EMPTY, ["P", "N", "M", "L", "H", "G", "F", "D", "C", "B"]),
            _filled(BCDF, ["P", "N"]),
        ),
        Case(
            "only the empty squares are filled",
            FILL_RULE,
            _filling(
                ((None, None), (None, None), ("F", "H"), ("S", "T")), list("PNMLCB")
            ),
            _filled((("B", "C"), ("L", "M"), ("F", "H"), ("S", "T")), ["P", "N"]),
        ),
        Case(
            "a third S drawn for the board goes back",
            f"{FILL_RULE}; the limits count the tiles already placed",
            _filling(EMPTY, ["M", "H", "G", "F", "D", "C", "B", "S", "S", "S"]),
            _filled((("S", "S"), ("B", "C"), ("D", "F"), ("G", "H")), ["M", "S"]),
        ),
        Case(
            "the limits count the tiles already on the board",
            f"{FILL_RULE}; two S and two uncommon letters are on the board, so S "
            "and J go back",
            _filling(
                ((None, None), (None, None), ("S", "K"), ("S", "V")),
                ["H", "G", "F", "D", "C", "B", "J", "S"],
            ),
            _filled(
                (("B", "C"), ("D", "F"), ("S", "K"), ("S", "V")), ["H", "G", "J", "S"]
            ),
        ),
        Case(
            "a full board comes back as it was, and no tile is drawn",
            FILL_RULE,
            _filling(EXAMPLE, ["B", "C"]),
            _filled(EXAMPLE, ["B", "C"]),
        ),
    ],
)

# -- Try it: keeps_the_limits --------------------------------------------------------


def _limits_case(columns: ColumnsShown, expected: bool, why: str) -> Case:
    return Case(
        f"{shown(columns)}: {why}",
        f"{LIMITS}; empty squares (None) hold no letter",
        calling(as_lists(columns)),
        exactly(expected),
    )


keeps_the_limits = Battery(
    "keeps_the_limits",
    [
        _limits_case(EXAMPLE, True, "two uncommon letters are allowed"),
        _limits_case(EMPTY, True, "an empty board keeps every limit"),
        _limits_case(
            (("S", "S"), ("B", "C"), ("D", "F"), ("G", "H")), True, "two S are allowed"
        ),
        _limits_case(
            (("S", "S"), ("S", "C"), ("D", "F"), ("G", "H")), False, "three S"
        ),
        _limits_case(
            (("K", "V"), ("J", "C"), ("D", "F"), ("G", "H")), False, "three uncommon"
        ),
        _limits_case(
            (("K", "K"), ("B", "C"), ("D", "F"), ("G", "H")), True, "two K keep both"
        ),
        _limits_case(
            ((None, "Z"), (None, None), ("S", "K"), ("S", "V")),
            False,
            "three uncommon among empty squares",
        ),
    ],
)

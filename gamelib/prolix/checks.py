"""Self-checks for the Prolix lesson: ``check.score_word(score_word)`` and the rest.

Each battery is the list of rules one piece must follow, as data (see
``gamelib.selfcheck``). The lesson imports this module as ``check``; one section a
milestone of ``notebooks/03-prolix.ipynb``, each with its "Try it".

Each section's comment says what its cases catch. The first section holds what only
Prolix's cases share (the handout's boards, how a returned board is read); the
judges every game shares are in ``gamelib.selfcheck``. Every battery passes the
course's pieces (``gamelib.prolix.lesson``) and fails the usual wrong answers
(tests/prolix).
"""

import contextlib
import copy
import io
import random
import types
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from gamelib.prolix import lesson
from gamelib.prolix.finder import BOARDS as SEEDED_BOARDS
from gamelib.prolix.finder import Measurement, measure, seeded_boards, word_complaint
from gamelib.prolix.lesson import Game, board_problem, slid_right
from gamelib.prolix.tiles import (
    COLUMN_VALUES,
    COLUMNS,
    LETTER_BONUS,
    MINIMUM_TOTALS,
    ROWS,
    TILE_COUNTS,
    UNCOMMON_LETTERS,
    as_lists,
)
from gamelib.prolix.tiles import Bag as CourseBag
from gamelib.selfcheck import (  # check.hint(), check.progress()
    Battery,
    Call,
    Case,
    MeasuredBattery,
    calling,
    exactly,
    judged,
)
from gamelib.selfcheck import hint as hint  # the lesson's check.hint()
from gamelib.selfcheck import progress as progress  # and check.progress()
from gamelib.selfcheck.diagnosis import FindingError
from gamelib.selfcheck.judges import left_as
from gamelib.selfcheck.pieces import CoursePieces, with_globals

# The board borrows what the learner has not written yet, visibly:
# check.borrow(globals(), "score_word"); a board says whose pieces it runs on.
COURSE_PIECES = CoursePieces("gamelib.prolix.lesson", "gamelib.prolix")
borrow = COURSE_PIECES.borrow
runs_on = COURSE_PIECES.runs_on


# -- what the checks share: their boards, how a check reads a board ---------------
# A learner may build a board from lists or from tuples; both are the same board, so
# results are compared as tuples of columns. Arguments are handed over as fresh lists
# on every call, so a piece that changes its argument cannot spoil the next case.

ColumnsShown = tuple[tuple[str | None, ...], ...]

EXAMPLE = (("V", "J"), ("G", "B"), ("F", "H"), ("S", "T"))
"""The handout's board, on which "subjective" scores 19."""
TWO_S = (("S", "T"), ("G", "B"), ("F", "H"), ("S", "K"))
"""A board with an S in the first column and another in the last."""
EMPTY = ((None, None), (None, None), (None, None), (None, None))


def shown(columns: Any) -> str:
    """A board as a learner would type it: a list of four columns."""
    if isinstance(columns, list | tuple):
        return repr([list(c) if isinstance(c, list | tuple) else c for c in columns])
    return repr(columns)


def as_board(value: Any) -> ColumnsShown | None:
    """``value`` as a tuple of four two-square columns, or None if it is not one."""
    if not isinstance(value, list | tuple) or len(value) != COLUMNS:
        return None
    board = []
    for column in value:
        if not isinstance(column, list | tuple) or len(column) != ROWS:
            return None
        board.append(tuple(column))
    return tuple(board)


def board_complaint(value: Any, expected: ColumnsShown) -> str | None:
    """None when ``value`` is the ``expected`` board, else what is wrong with it."""
    board = as_board(value)
    if board is None:
        return (
            f"returned {value!r}, which is not a board (a list of four columns of "
            "two squares each)"
        )
    if board == expected:
        return None
    return f"returned {shown(board)}, expected {shown(expected)}"


def handed_back(template: str, *arguments: Any, keep: int = 0) -> Call:
    """Call the piece with fresh copies of ``arguments``; the result is the one at
    ``keep`` as the piece left it (for a case that it must leave alone)."""

    def run(piece: Callable[..., Any]) -> Any:
        given = copy.deepcopy(arguments)
        piece(*given)
        return given[keep]

    return Call(template, run)


# -- milestone 1, score a word ---------------------------------------------------------
# The handout's worked example ("subjective" scores 19 on V J / G B / F H / S T) is a
# case of its own; the others each catch one usual mistake: no bonus, the bonus
# instead of the column value, a tile used twice, a repeated letter scored once, the
# cheaper of two equal tiles, capitals compared with small letters, a board changed
# while it is scored.

COLUMN_RULE = "columns are numbered 0 to 3 from the left and are worth 4, 4, 3 and 2"
BONUS_RULE = (
    "a rare letter adds its bonus to the column's value: +1 for K V W Y, +2 for J Q X Z"
)


def _value(column: int, letter: str, points: int, rule: str) -> Case:
    return Case(
        f"{letter} in column {column} is worth {points}",
        rule,
        calling(column, letter),
        exactly(points),
    )


tile_value = Battery(
    "tile_value",
    [
        _value(0, "S", 4, COLUMN_RULE),
        _value(1, "B", 4, COLUMN_RULE),
        _value(2, "F", 3, COLUMN_RULE),
        _value(3, "T", 2, COLUMN_RULE),
        _value(0, "V", 5, BONUS_RULE),
        _value(3, "K", 3, BONUS_RULE),
        _value(2, "Y", 4, BONUS_RULE),
        _value(1, "J", 6, BONUS_RULE),
        _value(3, "Z", 4, BONUS_RULE),
        _value(2, "Q", 5, BONUS_RULE),
    ],
)

BOARDS = {"example": EXAMPLE, "two_s": TWO_S}
"""The boards score_word is tried on, by the names the lesson gives them."""


def _scoring(board: str, word: str) -> Call:
    """``score_word(board, word)``, shown with the board's name."""
    return calling(as_lists(BOARDS[board]), word).shown_as(
        f"{{piece}}({board}, {word!r})"
    )


def _score(name: str, rule: str, board: str, word: str, points: int) -> Case:
    return Case(name, rule, _scoring(board, word), exactly(points))


ONCE_RULE = (
    "each board tile counts at most once, and a letter the board does not have "
    "scores nothing"
)
TWO_S_RULE = f"on two_s = {shown(TWO_S)}, the board has two S tiles"


_UNCHANGED = left_as(
    as_lists(EXAMPLE),
    "the board",
    "scoring must only look at it (keep the tiles a word has used in a list of your "
    "own)",
    shown,
)


score_word = Battery(
    "score_word",
    [
        _score(
            "the handout's example: subjective scores 19",
            "on example = V J / G B / F H / S T, subjective uses S 2, B 4, J 4 + 2, "
            "T 2 and V 4 + 1: each tile scores its column's value plus its bonus",
            "example",
            "subjective",
            19,
        ),
        _score(
            "jobs scores 12 (J 6, B 4, S 2)",
            "a tile scores its column's value plus its letter's bonus",
            "example",
            "jobs",
            12,
        ),
        _score(
            "a word with no board letter scores 0", ONCE_RULE, "example", "aeiou", 0
        ),
        _score(
            "bobs scores 6: the board has one B, so the second b earns nothing",
            ONCE_RULE,
            "example",
            "bobs",
            6,
        ),
        _score(
            "sass uses both S tiles once each: 4 + 2 = 6",
            f"{TWO_S_RULE}; a word with several s uses each S tile once",
            "two_s",
            "sass",
            6,
        ),
        _score(
            "as takes the more valuable S: 4",
            f"{TWO_S_RULE}; one s uses the S worth most (the leftmost)",
            "two_s",
            "as",
            4,
        ),
        _score(
            "ask scores S 4 and K 2 + 1 = 7",
            f"{TWO_S_RULE} and a K in the last column",
            "two_s",
            "ask",
            7,
        ),
        Case(
            "scoring leaves the board as it was",
            "score_word only looks at the board: it never removes or changes tiles",
            handed_back(
                "{piece}(example, 'subjective'), then the board",
                as_lists(EXAMPLE),
                "subjective",
            ),
            _UNCHANGED,
        ),
    ],
)


def _sequence_of(expected: Sequence[int]) -> Any:
    def judge(result: Any) -> str | None:
        if isinstance(result, list | tuple) and list(result) == list(expected):
            return None
        return f"returned {result!r}, expected {list(expected)!r}"

    return judged(judge)


worth_in_each_column = Battery(
    "worth_in_each_column",
    [
        Case(
            f"a {letter} is worth {values} from left to right",
            f"one number per column, left to right: the column's value, {rule}",
            calling(letter),
            _sequence_of(values),
        )
        for letter, values, rule in (
            ("Z", [6, 6, 5, 4], "plus 2 for a Z"),
            ("S", [4, 4, 3, 2], "with no bonus for an S"),
            ("W", [5, 5, 4, 3], "plus 1 for a W"),
        )
    ],
)


# -- milestone 2, check what was typed -------------------------------------------------
# The cases use a small word list so that a report can show it whole. Each refusal
# must say why with a word a learner can look for ("letters", "name", "dictionary",
# "used"); each mistake a beginner makes (a name taken for a word, capitals or spaces
# refused, a used word accepted in capitals, a word that is also a name refused, the
# list of used words changed) fails a case of its own.

WORDS = frozenset({"a", "cats", "jobs", "mark", "subjective"})
NAMES = frozenset({"london", "mark", "mary", "mcdonald"})
USED = ("jobs",)
SETTING = (
    "here words = {'a', 'cats', 'jobs', 'mark', 'subjective'}, "
    "names = {'london', 'mark', 'mary', 'mcdonald'} and used = ['jobs']"
)


def _asking(text: str) -> Call:
    def run(word_problem: Callable[..., Any]) -> Any:
        return word_problem(text, set(WORDS), set(NAMES), list(USED))

    return Call(f"{{piece}}({text!r}, words, names, used)", run)


def _accepted(name: str, rule: str, text: str) -> Case:
    return Case(name, f"{rule}; {SETTING}", _asking(text), exactly(None))


def _says(keyword: str) -> Any:
    def judge(reason: Any) -> str | None:
        if not isinstance(reason, str) or not reason.strip():
            return (
                f"returned {reason!r}, expected the reason as a sentence (a str "
                f"with the word {keyword!r})"
            )
        if keyword not in reason.lower():
            return f"returned {reason!r}, which should say {keyword!r}"
        return None

    return judged(judge)


def _refused(name: str, rule: str, text: str, keyword: str) -> Case:
    return Case(name, f"{rule}; {SETTING}", _asking(text), _says(keyword))


_USED_UNCHANGED = left_as(
    list(USED),
    "used",
    "checking a word must not play it (the game adds a word to used once the round "
    "is played)",
)


WORD_RULE = "a word of the list is accepted: return None"
TIDY_RULE = "spaces around the text and capital letters are forgiven"

word_problem = Battery(
    "word_problem",
    [
        _accepted("cats is a word", WORD_RULE, "cats"),
        _accepted("Cats is the word cats", TIDY_RULE, "Cats"),
        _accepted("'  cats ' is the word cats", TIDY_RULE, "  cats "),
        _refused(
            "an empty answer is refused",
            "an empty (or all-spaces) answer is not a word: say so, in letters",
            "   ",
            "word",
        ),
        _refused(
            "c4t is refused: not letters only",
            "a word is made of the letters a to z only: say 'letters'",
            "c4t",
            "letters",
        ),
        _refused(
            "two words are refused: not letters only",
            "a space inside is not a letter: say 'letters'",
            "two words",
            "letters",
        ),
        _refused(
            "London is refused: names are not words",
            "a name is not a word: say 'name'",
            "London",
            "name",
        ),
        _refused(
            "mary is refused too: names are not words in any case",
            "compare in small letters: say 'name'",
            "mary",
            "name",
        ),
        _accepted(
            "mark is a word, even though Mark is also a name",
            "look the word up first; only a word that is not in the list can be "
            "refused as a name",
            "mark",
        ),
        _refused(
            "xyzzy is refused: not in the dictionary",
            "a word that is neither in words nor in names: say 'dictionary'",
            "xyzzy",
            "dictionary",
        ),
        _refused(
            "jobs is refused: already used",
            "a word can be played once per game: say 'used'",
            "jobs",
            "used",
        ),
        _refused(
            "JOBS is refused too: it is the word jobs",
            "compare the tidied word with used: say 'used'",
            "JOBS",
            "used",
        ),
        Case(
            "checking a word leaves used as it was",
            "word_problem only answers; it never adds to words, names or used",
            handed_back(
                "{piece}('cats', words, names, used), then used",
                "cats",
                set(WORDS),
                set(NAMES),
                list(USED),
                keep=3,
            ),
            _USED_UNCHANGED,
        ),
    ],
)


def _name_case(entry: str, expected: bool, why: str) -> Case:
    verdict = "a name" if expected else "not a name"
    return Case(
        f"{entry} is {verdict}",
        f"a name is a capital letter, a small letter, then letters only: {why}",
        calling(entry),
        exactly(expected),
    )


is_name = Battery(
    "is_name",
    [
        _name_case("London", True, "London, Mary and McDonald are names"),
        _name_case("McDonald", True, "capitals inside a name are allowed"),
        _name_case("Al", True, "two letters are enough"),
        _name_case("cats", False, "a word in small letters is not a name"),
        _name_case("NASA", False, "all capitals is an acronym, not a name"),
        _name_case("X", False, "one capital letter alone is not a name"),
        _name_case("iPhone", False, "a name starts with a capital"),
        _name_case("O'Brien", False, "a name here is letters only"),
    ],
)


# -- milestone 3, the bag and its limits -----------------------------------------------
# ``draw_tile`` and ``fill_board`` are tried on the course's ``Bag`` with its tiles set
# to a known order, so their cases do not depend on the learner's own ``Bag``. A
# refused tile that is not put back, a tile put back on top (drawn again at once, for
# ever), a limit of three instead of two, and the uncommon limit applied to every
# letter each fail a case.

BAG_RULE = (
    "the bag keeps its tiles in a list, bag.tiles; draw() takes the last one out "
    "and returns it"
)
COUNTS_TEXT = "five each of B C D F G H L M N P R S T, two each of K V W Y, one each"
COUNTS_TEXT += " of J Q X Z: 77 tiles"


def _new_bag(seed: int) -> Call:
    return Call(
        f"{{piece}}(random.Random({seed})).tiles",
        lambda bag_class: list(bag_class(random.Random(seed)).tiles),
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
        return list(bag_class(random.Random(first)).tiles), list(
            bag_class(random.Random(second)).tiles
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
    before = list(bag.tiles)
    letter = bag.draw()
    return Drawn(letter, before, list(bag.tiles))


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
    return drawn, list(bag.tiles)


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
    return list(bag.tiles)


def _where_put_back(bag_class: Callable[..., Any]) -> tuple[int, int]:
    """How often, in 20 bags, the tile put back came out next / lay at the bottom."""
    on_top = at_bottom = 0
    for seed in range(20):
        bag = bag_class(random.Random(seed))
        letter = bag.draw()
        bag.put_back(letter)
        at_bottom += list(bag.tiles)[0] == letter
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
                lambda bag_class: len(list(bag_class(random.Random(1)).tiles)),
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
            handed_back(
                "{piece}(['V', 'J', 'S'], 'B'), then the letters", ["V", "J", "S"], "B"
            ),
            _LETTERS_UNCHANGED,
        ),
    ],
)


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


_BOARD_LETTERS_KEPT = left_as(["V", "J"], "letters_on_board", "drawing only reads it")


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
            judged(lambda outcome: _BOARD_LETTERS_KEPT.judge(outcome.board_after)),
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


# -- milestone 4, rounds, winning and losing -------------------------------------------
# ``game_status`` is tried on score lists that sit exactly on a minimum (reaching it
# is enough), just under one, a missed round followed by a big score (a missed round
# loses at once), and a big total before round six (only six rounds win). A slide by
# one column, a slide that changes the old board or mixes up its rows, and a check of
# the last total alone each fail a case.
#
# ``hint_ranking(my_hint)`` checks that the learner's ``my_hint(columns, used)`` gives
# unused dictionary words, then measures it (``finder.measure``): on ten seeded
# boards, its words' average score against the best words', and the time it takes.
# The report says whether it reaches half the best average; the measurement line
# after it gives the figures, the result a learner tries to improve.

SLIDE_RULE = (
    "every tile moves two columns right (the two rightmost columns leave the "
    "board) and the two leftmost columns are empty (None); return a new board"
)


def _slid(expected: ColumnsShown) -> Any:
    return judged(lambda board: board_complaint(board, expected))


_OLD_BOARD_KEPT = left_as(
    as_lists(EXAMPLE),
    "the old board",
    "build the new board as a new list and leave the old one as it was",
    shown,
)


slide_right = Battery(
    "slide_right",
    [
        Case(
            "the example board slides two columns right",
            SLIDE_RULE,
            calling(as_lists(EXAMPLE)),
            _slid(((None, None), (None, None), ("V", "J"), ("G", "B"))),
        ),
        Case(
            "a tile on top stays on top",
            f"{SLIDE_RULE}; a column moves whole, its top square first",
            calling([["B", "C"], ["D", "F"], ["G", "H"], ["L", "M"]]),
            _slid(((None, None), (None, None), ("B", "C"), ("D", "F"))),
        ),
        Case(
            "sliding leaves the old board as it was",
            SLIDE_RULE,
            handed_back("{piece}(example), then example", as_lists(EXAMPLE)),
            _OLD_BOARD_KEPT,
        ),
    ],
)

MINIMA = ", ".join(map(str, MINIMUM_TOTALS))
STATUS_RULE = (
    f"after round 1, 2, ... 6 the running total must reach {MINIMA}; a missed "
    'round loses at once ("lost"); all six reached wins ("won"); otherwise the game '
    'goes on ("playing")'
)


def _status(scores: list[int], expected: str, why: str) -> Case:
    return Case(f"{scores}: {why}", STATUS_RULE, calling(scores), exactly(expected))


game_status = Battery(
    "game_status",
    [
        _status([], "playing", "no round played yet"),
        _status([15], "playing", "15 reaches round 1's minimum exactly"),
        _status([14], "lost", "14 misses round 1's 15"),
        _status([16, 15], "playing", "a total of 31 reaches round 2's minimum"),
        _status([16, 14], "lost", "a total of 30 misses round 2's 31"),
        _status([10, 40], "lost", "round 1 was missed: later points come too late"),
        _status([20, 20, 20, 20, 20], "playing", "100 after round 5: on to round 6"),
        _status([110], "playing", "a big score still needs six rounds to win"),
        _status([15, 16, 17, 18, 19, 20], "won", "105 after round 6 wins"),
        _status([15, 16, 17, 18, 19, 19], "lost", "104 after round 6 loses"),
    ],
)


SHARE_NEEDED = 0.5


def _first_answer(my_hint: Callable[..., Any]) -> tuple[Any, list[str]]:
    return my_hint(as_lists(seeded_boards(1)[0]), []), []


def _second_answer(my_hint: Callable[..., Any]) -> tuple[Any, list[str]]:
    columns = as_lists(seeded_boards(1)[0])
    first = my_hint(columns, [])
    used = [first] if isinstance(first, str) else []
    return my_hint(columns, list(used)), used


def _a_word(result: tuple[Any, list[str]]) -> str | None:
    answer, used = result
    return word_complaint(answer, used)


def _good_enough(measurement: Measurement) -> str | None:
    if measurement.problems:
        return "failed: " + "; ".join(measurement.problems[:2])
    if measurement.share >= SHARE_NEEDED:
        return None
    return (
        f"scored {measurement.share:.0%} of the best words' points on average; "
        f"aim for at least {SHARE_NEEDED:.0%}"
    )


HINT_RULE = (
    "my_hint(columns, used) returns a word of the word list, in small letters, "
    "that is not in used"
)

hint_ranking = MeasuredBattery(
    "my_hint",
    [
        Case(
            "gives a word of the word list",
            HINT_RULE,
            Call("{piece}(board 1, [])", _first_answer),
            judged(_a_word),
        ),
        Case(
            "asked again with that word used, gives another word",
            HINT_RULE,
            Call("{piece}(board 1, [its first answer])", _second_answer),
            judged(_a_word),
        ),
    ],
    measure,
    describe=Measurement.text,
    seconds=60,
)
hint_ranking.cases.append(
    Case(
        f"scores at least {SHARE_NEEDED:.0%} of the best words on "
        f"{SEEDED_BOARDS} boards",
        "on average over the seeded boards, compared with best_words(columns, 1)",
        Call(f"{{piece}} on {SEEDED_BOARDS} seeded boards", hint_ranking.measured),
        judged(_good_enough),
    )
)


# -- milestone 5, play a word ----------------------------------------------------------
# ``play_word`` is checked alone: while the check runs, the names it calls
# (``word_problem``, ``score_word``, ``game_status``, ``slide_right``,
# ``fill_board`` and their helpers) are the course's, so a mistake in an earlier
# piece is not blamed on the word entry (each of those has its own check). The game
# is the handout's example board with a seeded course bag and a small word list, so
# a report can show it whole.
#
# A word recorded before it is checked, a round that never slides the board, a
# board that slides after the game has ended, the text kept as typed (spaces and
# capitals), and a sentence printed instead of returned each fail a case.

PLAY_WORDS = frozenset({"cats", "jobs", "subjective", "vest", "fight", "mark"})
PLAY_NAMES = frozenset({"london", "mark"})
PLAY_SETTING = (
    "the game: the handout's example board, words = {'cats', 'fight', 'jobs', "
    "'mark', 'subjective', 'vest'}, names = {'london', 'mark'}"
)
COURSE_NAMES = {
    "COLUMN_VALUES": COLUMN_VALUES,
    "LETTER_BONUS": LETTER_BONUS,
    "MINIMUM_TOTALS": MINIMUM_TOTALS,
    "TILE_COUNTS": TILE_COUNTS,
    "UNCOMMON_LETTERS": UNCOMMON_LETTERS,
    **{name: getattr(lesson, name) for name in lesson.PIECES},
}
"""What ``play_word`` finds under its pieces' names while it is checked."""


@dataclass(frozen=True)
class Played:
    """What ``play_word`` returned, and the game before and after."""

    said: Any
    before: Game
    after: Game


def _game(scores: tuple[int, ...] = (), used: tuple[str, ...] = ()) -> Game:
    game = Game(as_lists(EXAMPLE), lesson.Bag(random.Random(7)), PLAY_WORDS, PLAY_NAMES)
    game.scores, game.used = list(scores), list(used)
    return game


def alone(play_word: Callable[..., Any]) -> Callable[..., Any]:
    """``play_word`` calling the course's pieces instead of the notebook's."""
    if not isinstance(play_word, types.FunctionType):
        return play_word
    return with_globals(play_word, {**play_word.__globals__, **COURSE_NAMES})


def _playing(text: str, scores: tuple[int, ...] = (), used: tuple[str, ...] = ()):
    def run(play_word: Callable[..., Any]) -> Played:
        before, after = _game(scores, used), _game(scores, used)
        said = alone(play_word)(after, text)
        return Played(said, before, after)

    shown_game = "game" if not scores else f"game (scores {list(scores)})"
    return Call(f"{{piece}}({shown_game}, {text!r})", run)


def _recorded(word: str, score: int) -> Any:
    def judge(played: Played) -> str | None:
        expected_used = [*played.before.used, word]
        expected_scores = [*played.before.scores, score]
        if played.after.used == expected_used and (
            played.after.scores == expected_scores
        ):
            return None
        return (
            f"left game.used = {played.after.used!r} and game.scores = "
            f"{played.after.scores!r}, expected {expected_used!r} and "
            f"{expected_scores!r}"
        )

    return judged(judge)


def _board_says(*words: str) -> Any:
    def judge(played: Played) -> str | None:
        if not isinstance(played.said, str) or not played.said.strip():
            return (
                f"returned {played.said!r}, expected the sentence the board shows "
                "(a str): return it, do not print it"
            )
        text = played.said.lower()
        if any(word.lower() in text for word in words):
            return None
        wanted = " or ".join(repr(word) for word in words)
        return f"returned {played.said!r}, which should say {wanted}"

    return judged(judge)


def _unchanged(played: Played) -> str | None:
    before, after = played.before, played.after
    if (after.used, after.scores) != (before.used, before.scores):
        return (
            f"changed game.used to {after.used!r} and game.scores to "
            f"{after.scores!r}: check the word before recording anything"
        )
    if after.columns != before.columns:
        return f"changed the board to {shown(after.columns)}"
    if list(after.bag.tiles) != list(before.bag.tiles):
        return "took tiles out of the bag"
    return None


def _board_slid(played: Played) -> str | None:
    after, before = played.after, played.before
    problem = board_problem(after.columns)
    if problem:
        return f"left the board as {shown(after.columns)}, which {problem}"
    if not slid_right(before.columns, after.columns):
        return (
            f"left the board as {shown(after.columns)}: the old columns 0 and 1 "
            "should now be columns 2 and 3"
        )
    drawn = len(before.bag.tiles) - len(after.bag.tiles)
    if drawn != 4:
        return f"took {drawn} tiles out of the bag, expected the 4 new ones"
    return None


def _board_stays(played: Played) -> str | None:
    if played.after.columns == played.before.columns:
        return None
    return (
        f"changed the board to {shown(played.after.columns)}: once the game is "
        "over no new tiles come in"
    )


PLAY_RULE = (
    "a word word_problem allows is tidied (text.strip().lower()), added to "
    "game.used, and its score_word score to game.scores"
)
PLAY_SLIDE_RULE = (
    "while game_status says 'playing', the board becomes "
    "fill_board(slide_right(game.columns), game.bag)"
)
REFUSE_RULE = (
    "when word_problem gives a reason, return it in the sentence and change "
    "nothing: not game.used, not game.scores, not the board"
)
OVER_RULE = "when game_status says 'won' or 'lost', the board stays as it is"
FIVE = ("cats", "jobs", "vest", "fight", "mark")

play_word = Battery(
    "play_word",
    [
        Case(
            "a word the rules allow is played",
            f"{PLAY_RULE}; {PLAY_SETTING}",
            _playing("subjective"),
            _recorded("subjective", 19),
        ),
        Case(
            "and the sentence says its score",
            "return the sentence the board shows, with the word's score",
            _playing("subjective"),
            _board_says("19"),
        ),
        Case(
            "a passed round slides the board and draws four new tiles",
            PLAY_SLIDE_RULE,
            _playing("subjective"),
            judged(_board_slid),
        ),
        Case(
            "a word not in the dictionary is refused, and nothing changes",
            f"{REFUSE_RULE}; {PLAY_SETTING}",
            _playing("xyzzy"),
            judged(_unchanged),
        ),
        Case(
            "the refusal says why",
            REFUSE_RULE,
            _playing("xyzzy"),
            _board_says("dictionary"),
        ),
        Case(
            "a name is refused with its reason",
            REFUSE_RULE,
            _playing("London"),
            _board_says("name"),
        ),
        Case(
            "a word used before is refused, and nothing changes",
            REFUSE_RULE,
            _playing("jobs", (20,), ("jobs",)),
            judged(_unchanged),
        ),
        Case(
            "the word is kept as the dictionary spells it",
            PLAY_RULE,
            _playing("  Cats "),
            _recorded("cats", 4),
        ),
        Case(
            "a missed minimum ends the game: the board stays",
            f"{OVER_RULE}; 'cats' scores 4, under round 1's 15",
            _playing("cats"),
            judged(_board_stays),
        ),
        Case(
            "and the sentence says the game is over",
            "say so when game_status is 'lost'",
            _playing("cats"),
            _board_says("over", "lost"),
        ),
        Case(
            "105 after round 6 wins: the board stays",
            f"{OVER_RULE}; 86 after five rounds, and 'subjective' scores 19",
            _playing("subjective", (15, 16, 17, 18, 20), FIVE),
            judged(_board_stays),
        ),
        Case(
            "and the sentence says the game is won",
            "say so when game_status is 'won'",
            _playing("subjective", (15, 16, 17, 18, 20), FIVE),
            _board_says("won", "win"),
        ),
    ],
    hints=(
        "First ask word_problem(text, game.words, game.names, game.used); when "
        "it gives a reason, return a sentence with it and change nothing.",
        "Otherwise tidy the word, score it with score_word(game.columns, word) "
        "and add the word to game.used and the score to game.scores.",
        "Then ask game_status(game.scores): only while it is 'playing' does the "
        "board become fill_board(slide_right(game.columns), game.bag).",
    ),
)


@dataclass(frozen=True)
class Session:
    """What ``play_in_terminal`` returned, and how many answers it asked for."""

    status: Any
    asked: int


def _answering(answers: tuple[str, ...], scores=(), used=()) -> Call:
    def run(play_in_terminal: Callable[..., Any]) -> Session:
        waiting = list(answers)

        def ask(prompt: str = "") -> str:
            if not waiting:
                raise FindingError(
                    "asked for another word after the game was over: stop the "
                    "loop when game_status is no longer 'playing'"
                )
            return waiting.pop(0)

        with contextlib.redirect_stdout(io.StringIO()):  # the report stays short
            status = alone(play_in_terminal)(_game(scores, used), ask)
        return Session(status, len(answers) - len(waiting))

    return Call(f"{{piece}}(game, ask) answering {list(answers)}", run)


def _ends(status: str, asked: int) -> Any:
    def judge(session: Session) -> str | None:
        if session.status != status:
            return f"returned {session.status!r}, expected {status!r}"
        if session.asked != asked:
            return f"asked for {session.asked} words, expected {asked}"
        return None

    return judged(judge)


LOOP_RULE = (
    "while game_status(game.scores) is 'playing': ask for a word, print what "
    "play_word says; then return game_status(game.scores)"
)

play_in_terminal = Battery(
    "play_in_terminal",
    [
        Case(
            "a word under the minimum ends the game",
            f"{LOOP_RULE}; 'cats' scores 4 in round 1",
            _answering(("cats",)),
            _ends("lost", 1),
        ),
        Case(
            "a refused word is asked again",
            f"{LOOP_RULE}; play_word refuses 'xyzzy' and 'London' and changes nothing",
            _answering(("xyzzy", "London", "cats")),
            _ends("lost", 3),
        ),
        Case(
            "the sixth round passed wins",
            f"{LOOP_RULE}; 86 after five rounds, and 'subjective' scores 19",
            _answering(("subjective",), (15, 16, 17, 18, 20), FIVE),
            _ends("won", 1),
        ),
        Case(
            "a game already over asks nothing",
            f"{LOOP_RULE}; after scores [10] the game is lost",
            _answering((), (10,), ("cats",)),
            _ends("lost", 0),
        ),
    ],
)

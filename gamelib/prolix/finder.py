"""Finding the highest-scoring dictionary words for a board, fast; and hints.

Scoring all ~78,000 words one by one takes about a second in Python: fine
once, too slow for a Hint button or a thousand simulated games. The trick is that
a word's score depends only on which board tiles it can use, and a board of eight
tiles allows few such choices (at most 2**8 = 256). So instead of asking "what
does each word score?" the finder asks "which words use exactly these tiles?",
for every choice of tiles, best choices first.

"Which words" is answered with bit sets: one Python int per (letter, count), bit i
set when word i has at least that many of the letter. Intersecting two sets of
78,000 words is then a single ``&`` on two ints, done in C. The finder is the
model's: the state's ``legal_moves`` order and its hints are built on it, and a
test holds it to ``tiles.score_word`` on every word.

How good a hint is (``measure``): a hint is a function ``hint(columns, used) ->
word``. Measuring one means asking it for a word on boards that are the same every
time (full boards from bags seeded 1, 2, ...), scoring its words, and comparing
them with the best words the finder gives for the same boards, with the time it
took. The lesson's "Try it" of milestone 4 reports this measurement for the
learner's own hint; anyone comparing two hints can call ``measure`` directly.
"""

import functools
import itertools
import random
import string
import sys
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from gamelib.arguments import describe, whole_number
from gamelib.errors import ArgumentError
from gamelib.prolix.tiles import (
    TILE_COUNTS,
    Bag,
    Columns,
    TileBoard,
    as_lists,
    check_columns,
    points_of,
    score_word,
)
from gamelib.prolix.words import WordList, load_dictionary, word_list_or_default

_BINARY_DIGIT_TO_BYTE = bytes.maketrans(b"01", b"\x00\x01")
FEW_WORDS = 200
"""Below this many words, picking bits one by one beats a pass over the whole list."""


class WordScore(NamedTuple):
    """A word and the points it scores on the board it was found for."""

    word: str
    score: int


class WordIndex:
    """Bit sets of a word list, built once per list.

    Words are numbered shortest first, then alphabetically, so reading a bit set
    from its lowest bit lists tied words in that friendly order. The sets for the
    bag's letters are built up front (a few tenths of a second) so that every
    later search takes milliseconds; other letters are indexed when first asked.
    """

    def __init__(self, dictionary: WordList) -> None:
        # Two sorts, the second stable, cost a tenth of one keyed by (len, word).
        self.words = sorted(sorted(dictionary.words), key=len)
        self._joined = "\n".join(self.words)
        self.position = {word: i for i, word in enumerate(self.words)}
        self.all_words = (1 << len(self.words)) - 1
        self._letter_counts: dict[str, bytes] = {}
        self._at_least: dict[tuple[str, int], int] = {}
        for letter in TILE_COUNTS:
            for count in (1, 2, 3):
                self.having_at_least(letter.lower(), count)

    def having_at_least(self, letter: str, count: int) -> int:
        """Bit set of the words with ``count`` or more of ``letter``.

        Built on first use and kept. Every step runs inside C: count the letter
        in each word (one byte per word, ``_counts``), turn each byte into the
        character "1" or "0", and read that string as a binary number (word 0 is
        the lowest bit, hence the reversal).
        """
        if count <= 0:
            return self.all_words
        key = (letter, count)
        if key not in self._at_least:
            counts = self._letter_counts.get(letter)
            if counts is None:
                counts = self._counts(letter)
                self._letter_counts[letter] = counts
            to_digit = bytes(ord("1") if n >= count else ord("0") for n in range(256))
            digits = counts.translate(to_digit)[::-1]
            self._at_least[key] = int(digits, 2) if digits else 0
        return self._at_least[key]

    def _counts(self, letter: str) -> bytes:
        """How often ``letter`` is in each word, one byte per word.

        Deleting every other letter from the words joined by newlines leaves, for
        each word, a run of that letter alone; splitting at the newlines and taking
        lengths counts them. Five times faster than ``word.count`` per word.
        """
        others = string.ascii_lowercase.replace(letter, "")
        kept = self._joined.translate(str.maketrans("", "", others))
        return bytes(map(len, kept.split("\n")))

    def having_exactly(self, letter: str, count: int) -> int:
        """Bit set of the words with exactly ``count`` of ``letter``."""
        return self.having_at_least(letter, count) & ~self.having_at_least(
            letter, count + 1
        )

    def bits_of(self, words: Iterable[str]) -> int:
        """Bit set of those of ``words`` that are in the list (any case)."""
        mask = 0
        for word in words:
            position = self.position.get(word.lower())
            if position is not None:
                mask |= 1 << position
        return mask

    def words_in(self, mask: int) -> Iterator[str]:
        """The words of a bit set, lowest bit first.

        A set of few words is read bit by bit (each step clears the lowest bit).
        A large one is read in C instead: its binary digits, lowest first, become
        a string of 0 and 1 bytes that selects words from the list.
        """
        if mask.bit_count() <= FEW_WORDS:
            return self._few_words_in(mask)
        selectors = bin(mask)[:1:-1].encode("ascii").translate(_BINARY_DIGIT_TO_BYTE)
        return itertools.compress(self.words, selectors)

    def _few_words_in(self, mask: int) -> Iterator[str]:
        while mask:
            lowest = mask & -mask
            yield self.words[lowest.bit_length() - 1]
            mask ^= lowest


@functools.lru_cache(maxsize=4)
def word_index(dictionary: WordList) -> WordIndex:
    """The (cached) index of a word list, so each list is indexed once."""
    return WordIndex(dictionary)


def _tile_values_by_letter(columns: Columns) -> dict[str, list[int]]:
    values: dict[str, list[int]] = {}
    for column, letters in enumerate(columns):
        for letter in letters:
            if letter:
                values.setdefault(letter.lower(), []).append(points_of(column, letter))
    return {letter: sorted(points, reverse=True) for letter, points in values.items()}


def tile_choices(
    index: WordIndex, columns: Columns, candidates: int
) -> list[tuple[int, int]]:
    """(score, bit set) for every choice of board tiles some candidate word makes.

    Walks the board's letters one at a time, splitting the candidate words by how
    many tiles of that letter they use (0, 1, ... up to what the board has). A
    branch whose bit set becomes empty is dropped at once: that pruning is what
    keeps this fast.
    """
    letters = sorted(_tile_values_by_letter(columns).items())
    choices: list[tuple[int, int]] = []

    def split(depth: int, mask: int, score: int) -> None:
        if not mask:
            return
        if depth == len(letters):
            choices.append((score, mask))
            return
        letter, values = letters[depth]
        for used in range(len(values) + 1):  # the last: at least all the board has
            words = (
                index.having_at_least if used == len(values) else index.having_exactly
            )
            split(depth + 1, mask & words(letter, used), score + sum(values[:used]))

    split(0, candidates, 0)
    return choices


def _score_groups(
    columns: Any, dictionary: WordList | None, exclude: Iterable[str]
) -> tuple[WordIndex, list[tuple[int, int]]]:
    """The index, and (score, bit set of the words scoring it), best score first."""
    board = check_columns(columns)
    index = word_index(word_list_or_default(dictionary))
    candidates = index.all_words & ~index.bits_of(_excluded(exclude))
    by_score: dict[int, int] = {}
    for score, mask in tile_choices(index, board, candidates):
        by_score[score] = by_score.get(score, 0) | mask
    return index, sorted(by_score.items(), reverse=True)


def ranked_words(
    columns: Any, dictionary: WordList | None = None, exclude: Iterable[str] = ()
) -> Iterator[WordScore]:
    """Every dictionary word not in ``exclude``, best score first, found lazily.

    ``columns`` is four columns, leftmost first, each a sequence of letters.
    Ties are listed shortest word first, then alphabetically. The arguments are
    checked and the tile search done at once; the words are then read off the
    bit sets only as they are asked for, so the first few cost little.
    """
    index, groups = _score_groups(columns, dictionary, exclude)
    return itertools.chain.from_iterable(
        map(WordScore, index.words_in(mask), itertools.repeat(score))
        for score, mask in groups
    )


def words_best_first(
    columns: Any, dictionary: WordList | None = None, exclude: Iterable[str] = ()
) -> tuple[str, ...]:
    """The words of ``ranked_words`` without their scores, all at once.

    What ``state.legal_moves`` needs when someone iterates over it, so it must be
    quick for all 78,000 words: each word's score goes into one byte of a bytes
    object (the bit sets are turned into bytes and merged with ``|``), then one
    stable sort orders the word numbers by score. All of it runs in C.
    """
    index, groups = _score_groups(columns, dictionary, exclude)
    count = len(index.words)
    merged = 0
    for score, mask in groups:
        # Bytes hold score + 1, so that 0 still marks a word left out.
        to_score = bytes.maketrans(b"01", bytes((0, score + 1)))
        digits = bin(mask)[:1:-1].encode("ascii").translate(to_score)
        merged |= int.from_bytes(digits, "little")
    scores = merged.to_bytes(count, "little")
    order = sorted(range(count), key=scores.__getitem__, reverse=True)
    found = count - scores.count(0)
    return tuple(map(index.words.__getitem__, order[:found]))


def best_words(
    columns: Any,
    n: int = 10,
    dictionary: WordList | None = None,
    exclude: Iterable[str] = (),
) -> list[WordScore]:
    """The ``n`` highest-scoring dictionary words for a board, best first.

    Words in ``exclude`` (for example words already played) are skipped; see
    ``ranked_words`` for the order of ties.
    """
    # sys.maxsize is the most that islice (and any list) can hold: more is refused
    # here by the rule, not by islice's own message about its "Stop argument".
    n = whole_number(
        n, "n (how many words)", low=0, high=sys.maxsize, wrong_type=ArgumentError
    )
    return list(itertools.islice(ranked_words(columns, dictionary, exclude), n))


def _excluded(exclude: Any) -> list[str]:
    if isinstance(exclude, str) or not isinstance(exclude, Iterable):
        raise ArgumentError(f"exclude is a list of words, got {describe(exclude)}")
    words = list(exclude)
    for word in words:
        if not isinstance(word, str):
            raise ArgumentError(f"exclude holds words, not {describe(word)}")
    return words


# -- how good a hint is ------------------------------------------------------------
BOARDS = 10
"""How many seeded boards a hint is measured on."""


def seeded_boards(count: int = BOARDS) -> list[Columns]:
    """The boards hints are measured on: full boards from bags seeded 1, 2, ..."""
    return [_filled(Bag(random.Random(seed))) for seed in range(1, count + 1)]


def _filled(bag: Bag) -> Columns:
    board = TileBoard()
    board.fill_from(bag)
    return board.columns


def word_complaint(answer: Any, used: Sequence[str]) -> str | None:
    """Why ``answer`` is not a hint (an unused word of the list), or None."""
    if not isinstance(answer, str):
        return f"returned {answer!r}, expected a word (a str)"
    if answer not in load_dictionary().words:
        return f"returned {answer!r}, which is not a word of the list (small letters)"
    if answer in used:
        return f"returned {answer!r}, which was already used"
    return None


@dataclass(frozen=True)
class Measurement:
    """A hint's score on each board, the best word's, the seconds, what went wrong."""

    yours: list[int]
    best: list[int]
    seconds: float
    problems: list[str]

    @property
    def share(self) -> float:
        return sum(self.yours) / max(sum(self.best), 1)

    def text(self) -> str:
        count = len(self.best)
        return (
            f"On {count} seeded boards your hints scored {sum(self.yours) / count:.1f} "
            f"points on average; the best words {sum(self.best) / count:.1f} "
            f"({self.share:.0%}), in {self.seconds / count:.2f} s per board."
        )


def measure(my_hint: Callable[..., Any], count: int = BOARDS) -> Measurement:
    """Ask ``my_hint`` for a word on each seeded board; score it and the best word."""
    yours, best, problems = [], [], []
    started = time.perf_counter()
    answers = [my_hint(as_lists(columns), []) for columns in seeded_boards(count)]
    seconds = time.perf_counter() - started
    for number, (columns, answer) in enumerate(
        zip(seeded_boards(count), answers, strict=True), start=1
    ):
        complaint = word_complaint(answer, [])
        if complaint:
            problems.append(f"on board {number} it {complaint}")
            yours.append(0)
        else:
            yours.append(score_word(columns, answer))
        best.append(best_words(columns, 1)[0].score)
    return Measurement(yours, best, seconds, problems)

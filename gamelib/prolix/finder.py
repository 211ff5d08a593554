"""Finding the highest-scoring dictionary words for a board, fast.

Scoring all ~78,000 words one by one takes about a second in Python: fine
once, too slow for a Hint button or a thousand simulated games. The trick is that
a word's score depends only on which board tiles it can use, and a board of eight
tiles allows few such choices (at most 2**8 = 256). So instead of asking "what
does each word score?" the finder asks "which words use exactly these tiles?",
for every choice of tiles, best choices first.

"Which words" is answered with bit sets: one Python int per (letter, count), bit i
set when word i has at least that many of the letter. Intersecting two sets of
78,000 words is then a single ``&`` on two ints, done in C.
"""

import functools
import operator
from typing import NamedTuple

from gamelib.prolix.bag import TILE_COUNTS
from gamelib.prolix.board import tile_value
from gamelib.prolix.dictionary import WordList, load_dictionary
from gamelib.prolix.scoring import _check_columns


class WordScore(NamedTuple):
    word: str
    score: int


class WordIndex:
    """Bit sets of a word list, built once per list.

    Words are numbered shortest first, then alphabetically, so reading a bit set
    from its lowest bit lists tied words in that friendly order. The sets for the
    bag's letters are built up front (about a quarter of a second) so that every
    later search takes milliseconds; other letters are indexed when first asked.
    """

    def __init__(self, dictionary: WordList):
        self.words = sorted(dictionary.words, key=lambda word: (len(word), word))
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
        in each word (one byte per word), turn each byte into the character
        "1" or "0", and read that string as a binary number (word 0 is the
        lowest bit, hence the reversal).
        """
        if count <= 0:
            return self.all_words
        key = (letter, count)
        if key not in self._at_least:
            counts = self._letter_counts.get(letter)
            if counts is None:
                counts = bytes(map(operator.methodcaller("count", letter), self.words))
                self._letter_counts[letter] = counts
            to_digit = bytes(ord("1") if n >= count else ord("0") for n in range(256))
            digits = counts.translate(to_digit)[::-1]
            self._at_least[key] = int(digits, 2) if digits else 0
        return self._at_least[key]

    def having_exactly(self, letter: str, count: int) -> int:
        return self.having_at_least(letter, count) & ~self.having_at_least(
            letter, count + 1
        )

    def bits_of(self, words) -> int:
        mask = 0
        for word in words:
            position = self.position.get(word.lower())
            if position is not None:
                mask |= 1 << position
        return mask

    def words_in(self, mask: int, limit: int):
        """Up to ``limit`` words of a bit set, lowest bit first."""
        found = []
        while mask and len(found) < limit:
            lowest = mask & -mask
            found.append(self.words[lowest.bit_length() - 1])
            mask ^= lowest
        return found


@functools.lru_cache(maxsize=4)
def word_index(dictionary: WordList) -> WordIndex:
    """The (cached) index of a word list, so each list is indexed once."""
    return WordIndex(dictionary)


def _tile_values_by_letter(columns) -> dict[str, list[int]]:
    values: dict[str, list[int]] = {}
    for column, letters in enumerate(_check_columns(columns)):
        for letter in letters:
            if letter:
                values.setdefault(letter.lower(), []).append(tile_value(column, letter))
    return {letter: sorted(points, reverse=True) for letter, points in values.items()}


def tile_choices(index: WordIndex, columns, candidates: int):
    """(score, bit set) for every choice of board tiles some candidate word makes.

    Walks the board's letters one at a time, splitting the candidate words by how
    many tiles of that letter they use (0, 1, ... up to what the board has). A
    branch whose bit set becomes empty is dropped at once: that pruning is what
    keeps this fast.
    """
    letters = sorted(_tile_values_by_letter(columns).items())
    choices = []

    def split(depth: int, mask: int, score: int) -> None:
        if not mask:
            return
        if depth == len(letters):
            choices.append((score, mask))
            return
        letter, values = letters[depth]
        gained = 0
        for used in range(len(values) + 1):
            if used == len(values):
                words = index.having_at_least(letter, used)
            else:
                words = index.having_exactly(letter, used)
            split(depth + 1, mask & words, score + gained)
            if used < len(values):
                gained += values[used]

    split(0, candidates, 0)
    return choices


def best_words(columns, n: int = 10, dictionary=None, exclude=()) -> list[WordScore]:
    """The ``n`` highest-scoring dictionary words for a board, best first.

    ``columns`` is four columns, leftmost first, each a sequence of letters.
    Ties are listed shortest word first, then alphabetically. Words in
    ``exclude`` (for example words already played) are skipped.
    """
    if n <= 0:
        return []
    index = word_index(dictionary if dictionary is not None else load_dictionary())
    candidates = index.all_words & ~index.bits_of(exclude)
    by_score: dict[int, int] = {}
    for score, mask in tile_choices(index, columns, candidates):
        by_score[score] = by_score.get(score, 0) | mask
    found = []
    for score in sorted(by_score, reverse=True):
        for word in index.words_in(by_score[score], n - len(found)):
            found.append(WordScore(word, score))
        if len(found) >= n:
            break
    return found

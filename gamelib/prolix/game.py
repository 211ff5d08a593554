"""A solo game of Prolix: six rounds, one word per round, rising minimum totals.

``ProlixState`` is the whole game: bag, board, round, total and the words used.
``push(word)`` plays one round; an illegal word raises a ValueError subclass that
names the broken rule and leaves the state unchanged, so a console loop or a
Submit button can show the reason and simply ask again.
"""

import random
from dataclasses import dataclass

from gamelib.prolix.bag import Bag
from gamelib.prolix.board import Board
from gamelib.prolix.dictionary import WordList, load_dictionary
from gamelib.prolix.finder import WordScore, best_words
from gamelib.prolix.scoring import TileUse, normalize_word, score_breakdown
from gamelib.prolix.svg import board_svg

MINIMUM_TOTALS = (15, 31, 48, 66, 85, 105)
"""The running total needed after rounds 1 to 6; missing one loses at once."""
ROUNDS = len(MINIMUM_TOTALS)
WINNING_TOTAL = MINIMUM_TOTALS[-1]

PLAYING, WON, LOST = "playing", "won", "lost"


class NotAWordError(ValueError):
    """The word is not in the dictionary in use."""


class WordAlreadyUsedError(ValueError):
    """The word was already played earlier in this game."""


class GameOverError(ValueError):
    """A word was played after the game had ended."""


@dataclass(frozen=True)
class RoundResult:
    """What one round did: the word, the tiles it used, and where that leaves you."""

    round: int
    word: str
    columns: tuple
    tiles: tuple[TileUse, ...]
    score: int
    total: int
    minimum: int
    passed: bool
    leaving: tuple[str, ...] = ()
    refill: tuple = ()


class ProlixState:
    """One game in progress.

    ``rng`` shuffles the bag (pass ``random.Random(seed)`` to replay a game) and
    ``dictionary`` decides which words count (default: the built-in list).
    """

    def __init__(self, rng: random.Random | None = None, dictionary=None):
        self.rng = rng if rng is not None else random.Random()
        self.dictionary: WordList = (
            dictionary if dictionary is not None else load_dictionary()
        )
        self.bag = Bag(self.rng)
        self.board = Board()
        self.last_refill = tuple(self.board.fill_from(self.bag))
        self.round = 1
        self.total = 0
        self.history: list[RoundResult] = []
        self.left_board: list[str] = []
        self.status = PLAYING

    @property
    def columns(self) -> tuple:
        return self.board.columns

    @property
    def minimum(self) -> int:
        """The total needed at the end of the current (or last) round."""
        return MINIMUM_TOTALS[self.round - 1]

    @property
    def used_words(self) -> list[str]:
        return [result.word for result in self.history]

    def is_over(self) -> bool:
        return self.status != PLAYING

    def check_word(self, text: str) -> str:
        """The word as it will be played, or the reason it may not be.

        Checks run in the order a player would want to hear about them: letters
        only, a real word, not used before.
        """
        if self.is_over():
            raise GameOverError(f"the game is over: you {self.status}")
        word = normalize_word(text)
        if word not in self.dictionary:
            raise NotAWordError(f"{word!r} is not in the dictionary")
        for result in self.history:
            if result.word == word:
                raise WordAlreadyUsedError(
                    f"{word!r} was already used in round {result.round}"
                )
        return word

    def is_legal(self, text: str) -> bool:
        try:
            self.check_word(text)
        except ValueError:
            return False
        return True

    def preview(self, text: str) -> list[TileUse]:
        """The tiles a word would use now, without playing it."""
        return score_breakdown(self.columns, normalize_word(text))

    def push(self, text: str) -> RoundResult:
        """Play ``text`` as this round's word and move the game on."""
        word = self.check_word(text)
        columns = self.columns
        tiles = tuple(score_breakdown(columns, word))
        score = sum(tile.points for tile in tiles)
        self.total += score
        minimum = self.minimum
        passed = self.total >= minimum
        leaving, refill = (), ()
        if not passed:
            self.status = LOST
        elif self.round == ROUNDS:
            self.status = WON
        else:
            leaving = tuple(self.board.shift_right())
            self.left_board.extend(leaving)
            refill = tuple(self.board.fill_from(self.bag))
            self.last_refill = refill
        result = RoundResult(
            self.round,
            word,
            columns,
            tiles,
            score,
            self.total,
            minimum,
            passed,
            leaving,
            refill,
        )
        self.history.append(result)
        if self.status == PLAYING:
            self.round += 1
        return result

    def hint(self, n: int = 1) -> list[WordScore]:
        """The best words for the current board that have not been used yet."""
        return best_words(self.columns, n, self.dictionary, exclude=self.used_words)

    def summary(self) -> str:
        if self.status == WON:
            return f"You won with {self.total} points!"
        if self.status == LOST:
            return (
                f"Game over in round {self.round}: {self.total} points, "
                f"{self.minimum} were needed."
            )
        return (
            f"Round {self.round} of {ROUNDS}: total {self.total}, "
            f"need {self.minimum} after this round."
        )

    def _repr_svg_(self) -> str:
        return board_svg(self.columns, caption=self.summary())

    def __repr__(self) -> str:
        return f"<ProlixState {self.board!r} round={self.round} total={self.total}>"

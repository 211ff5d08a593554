"""A solo game of Prolix: six rounds, one word per round, rising minimum totals.

``ProlixState`` has the shape every game of the course has (see ``gamelib``):
``push(word)`` plays a round and returns a ``RoundResult``; an illegal word raises
the ``gamelib.prolix.errors`` error that names the broken rule and leaves the state
exactly as it was, so a console loop or a Submit button can show the reason and
simply ask again. ``pop()`` undoes a round, random draws included: the bag, the
board and the random generator are saved before every round.
"""

import operator
import random
from collections import Counter
from collections.abc import Callable
from typing import Any, NamedTuple

from gamelib.arguments import describe, excerpt, is_whole_number
from gamelib.errors import IllegalMoveError
from gamelib.outcome import Outcome
from gamelib.prolix.bag import Bag, check_rng
from gamelib.prolix.board import Board, Columns, Draw
from gamelib.prolix.dictionary import WordList, word_list_or_default
from gamelib.prolix.errors import (
    ArgumentError,
    DictionaryError,
    GameOverError,
    NotAWordError,
    NothingToUndoError,
    PlayerNameError,
    ProperNameError,
    ScoreFunctionError,
    WordAlreadyUsedError,
)
from gamelib.prolix.finder import WordScore, best_words, words_best_first
from gamelib.prolix.legal_words import LegalWords
from gamelib.prolix.records import RoundResult
from gamelib.prolix.rules import MAX_NAME_LENGTH, MINIMUM_TOTALS, PLAYER, ROUNDS
from gamelib.prolix.scoring import TileUse, normalize_word, score_breakdown
from gamelib.prolix.svg import board_svg
from gamelib.prolix.text import state_text, verdict

ScoreWord = Callable[[Columns, str], int]
"""A scoring function: ``score_word(columns, word) -> points``."""


class _Snapshot(NamedTuple):
    """What a round changes besides the results: enough to undo it exactly."""

    bag: tuple[str, ...]
    columns: Columns
    rng_state: tuple[Any, ...]


class ProlixState:
    """One game of Prolix, from the first board to its outcome.

    ``rng`` shuffles the bag (pass ``random.Random(seed)`` to replay a game);
    ``dictionary`` decides which words count (default: the built-in list, shared
    by every game rather than copied); ``player`` is the name ``turn`` and the
    outcome use; ``columns`` starts from a given board (four columns of two tiles,
    None for a square to fill from the bag), its tiles taken out of the bag.

    ``score_word(columns, word)`` scores each round's word instead of the course's
    scoring (``gamelib.prolix.score_word``), so a learner can play with the function
    they wrote. The tiles a result lists, hints and the order of ``legal_moves``
    still come from the course's scoring.
    """

    def __init__(
        self,
        rng: random.Random | None = None,
        dictionary: WordList | None = None,
        player: str = PLAYER,
        columns: Any = None,
        score_word: ScoreWord | None = None,
    ) -> None:
        self._rng = check_rng(rng)
        self._dictionary = word_list_or_default(dictionary)
        if len(self._dictionary) < ROUNDS:
            raise DictionaryError(
                f"a game needs a word list of at least {ROUNDS} words, one per "
                f"round; {self._dictionary.source} has {len(self._dictionary)}"
            )
        self._player = _checked_player(player)
        if score_word is not None and not callable(score_word):
            raise ArgumentError(
                "score_word is a function score_word(columns, word), "
                f"got {describe(score_word)}"
            )
        self._score_word = score_word
        self._bag = Bag(self._rng)
        if columns is None:
            self._board = Board()
        else:
            self._board = Board.from_columns(columns)
            for letter in self._board.letters():
                self._bag.take(letter)
        self._board.fill_from(self._bag)
        self._results: list[RoundResult] = []
        self._undo: list[_Snapshot] = []
        self._ranked: tuple[str, ...] | None = None

    # -- the shape every game shares ---------------------------------------------
    @property
    def turn(self) -> str | None:
        """The one player while the game goes on; None once it is over."""
        return None if self.is_over() else self._player

    @property
    def legal_moves(self) -> LegalWords:
        """Every dictionary word not used yet, best score first (see LegalWords)."""
        return LegalWords(self)

    @property
    def history(self) -> tuple[str, ...]:
        """The words played so far, in order."""
        return tuple(result.word for result in self._results)

    def check(self, word: Any) -> None:
        """Raise the error for the rule ``word`` breaks now; change nothing.

        The checks run in the order a player would want to hear about them: the
        game is over, not a string, not letters only, too long, a name, not a
        word, used before.
        """
        self._checked_word(word)

    def is_legal(self, word: Any) -> bool:
        try:
            self._checked_word(word)
        except IllegalMoveError:
            return False
        return True

    def push(self, word: Any) -> RoundResult:
        """Play ``word`` as this round's word and move the game on."""
        word = self._checked_word(word)
        snapshot = _Snapshot(self._bag.tiles, self._board.columns, self._rng.getstate())
        try:
            result = self._play(word)
        except BaseException:  # even Ctrl-C mid-draw: never leave half a round
            self._restore(snapshot)
            raise
        self._undo.append(snapshot)
        self._results.append(result)
        self._ranked = None
        return result

    def pop(self) -> str:
        """Undo the last round, draws and random numbers included; return its word."""
        if not self._results:
            raise NothingToUndoError("no round has been played yet: nothing to undo")
        self._restore(self._undo.pop())
        self._ranked = None
        return self._results.pop().word

    def copy(self) -> "ProlixState":
        """An independent game in the same state, sharing the unchanging dictionary."""
        twin = ProlixState.__new__(ProlixState)
        twin._rng = random.Random()
        twin._rng.setstate(self._rng.getstate())
        twin._dictionary = self._dictionary
        twin._player = self._player
        twin._score_word = self._score_word
        twin._bag = self._bag.copy(twin._rng)
        twin._board = self._board.copy()
        twin._results = list(self._results)
        twin._undo = list(self._undo)
        twin._ranked = self._ranked
        return twin

    def __copy__(self) -> "ProlixState":
        return self.copy()

    def __deepcopy__(self, memo: dict[int, Any]) -> "ProlixState":
        return self.copy()

    def __eq__(self, other: object) -> bool:
        """Same player, dictionary, scoring, rounds, board, bag and random generator."""
        if not isinstance(other, ProlixState):
            return NotImplemented
        return (
            self._player == other._player
            and self._dictionary is other._dictionary
            and self._score_word is other._score_word
            and self._results == other._results
            and self._board == other._board
            and self._bag.tiles == other._bag.tiles
            and self._rng.getstate() == other._rng.getstate()
        )

    def is_over(self) -> bool:
        results = self._results
        return bool(results) and (not results[-1].passed or len(results) == ROUNDS)

    def outcome(self) -> Outcome | None:
        """None while the game goes on; else who won (nobody, if a round was missed)."""
        if not self.is_over():
            return None
        last = self._results[-1]
        if last.passed:
            return Outcome(
                self._player,
                f"{last.total} points after {ROUNDS} rounds; "
                f"{last.minimum} were needed",
            )
        return Outcome(
            None,
            f"{last.total} points after round {last.round}; {last.minimum} were needed",
        )

    def __str__(self) -> str:
        return state_text(self)

    def _repr_svg_(self) -> str:
        return board_svg(self.columns, caption=verdict(self))

    def __repr__(self) -> str:
        return (
            f"<ProlixState {self._board!r} round={self.round} total={self.total}"
            f"{' over' if self.is_over() else ''}>"
        )

    # -- Prolix's own members ----------------------------------------------------
    @property
    def player(self) -> str:
        return self._player

    @property
    def dictionary(self) -> WordList:
        return self._dictionary

    @property
    def columns(self) -> Columns:
        """The board: four columns of two tiles, leftmost first."""
        return self._board.columns

    @property
    def results(self) -> tuple[RoundResult, ...]:
        """What each round played so far did, in order."""
        return tuple(self._results)

    @property
    def round(self) -> int:
        """The round being played, or the last round played once the game is over."""
        return len(self._results) if self.is_over() else len(self._results) + 1

    @property
    def total(self) -> int:
        return self._results[-1].total if self._results else 0

    @property
    def minimum(self) -> int:
        """The total needed at the end of the current (or last) round."""
        return MINIMUM_TOTALS[self.round - 1]

    @property
    def tiles_left(self) -> Counter[str]:
        """How many of each letter are still in the bag."""
        return self._bag.counts()

    @property
    def left_board(self) -> tuple[str, ...]:
        """The tiles that have slid off the board, in the order they left."""
        return tuple(tile for result in self._results for tile in result.leaving)

    def hint(self, n: int = 1) -> list[WordScore]:
        """The ``n`` best words for the current board that have not been used yet."""
        if self.is_over():
            raise GameOverError(self._over_message())
        return best_words(self.columns, n, self._dictionary, exclude=self.history)

    def preview(self, word: Any) -> list[TileUse]:
        """The tiles ``word`` would use on the current board, without playing it."""
        return score_breakdown(self.columns, word)

    # -- inside a round ------------------------------------------------------------
    def _checked_word(self, text: Any) -> str:
        if self.is_over():
            raise GameOverError(self._over_message())
        word = normalize_word(text)
        if word not in self._dictionary.words:
            name = self._dictionary.name_of(word)
            if name is not None:
                raise ProperNameError(f"{name} is a name, and names are not words")
            raise NotAWordError(f"{excerpt(word)} is not in the dictionary")
        for result in self._results:
            if result.word == word:
                raise WordAlreadyUsedError(
                    f"{excerpt(word)} was already used in round {result.round}"
                )
        return word

    def _over_message(self) -> str:
        return f"the game is over ({self.outcome()}): no more words"

    def _play(self, word: str) -> RoundResult:
        columns = self._board.columns
        tiles = tuple(score_breakdown(columns, word))
        score = self._score(columns, word, tiles)
        total, minimum = self.total + score, self.minimum
        passed = total >= minimum
        leaving: tuple[str, ...] = ()
        refill: tuple[Draw, ...] = ()
        if passed and self.round < ROUNDS:
            leaving = tuple(self._board.shift_right())
            refill = tuple(self._board.fill_from(self._bag))
        return RoundResult(
            round=self.round,
            word=word,
            columns=columns,
            tiles=tiles,
            score=score,
            total=total,
            minimum=minimum,
            passed=passed,
            leaving=leaving,
            refill=refill,
        )

    def _score(self, columns: Columns, word: str, tiles: tuple[TileUse, ...]) -> int:
        """The tiles' points, or what the game's own scoring function says."""
        if self._score_word is None:
            return sum(tile.points for tile in tiles)
        score = self._score_word(columns, word)
        if is_whole_number(score) and operator.index(score) >= 0:
            return operator.index(score)
        name = getattr(self._score_word, "__name__", "score_word")
        raise ScoreFunctionError(
            f"{name} gave {excerpt(score)} for {word!r}: a score is a whole "
            "number of points, 0 or more"
        )

    def _restore(self, snapshot: _Snapshot) -> None:
        self._bag.restore(snapshot.bag)
        self._board = Board.from_columns(snapshot.columns)
        self._rng.setstate(snapshot.rng_state)

    def _ranked_words(self) -> tuple[str, ...]:
        """The legal words best first, found once per round (``legal_moves``)."""
        if self.is_over():
            return ()
        if self._ranked is None:
            self._ranked = words_best_first(
                self.columns, self._dictionary, self.history
            )
        return self._ranked


def _checked_player(player: Any) -> str:
    if not isinstance(player, str):
        raise ArgumentError(f"player is a name, got {describe(player)}")
    if not (player.strip() and player.isprintable() and len(player) <= MAX_NAME_LENGTH):
        raise PlayerNameError(
            f"a player's name is 1 to {MAX_NAME_LENGTH} printable characters, "
            f"got {excerpt(player)}"
        )
    return player

"""A solo game of Prolix: six rounds, one word per round, rising minimum totals.

``ProlixState`` has the shape every game of the course has (see ``gamelib``):
``push(word)`` plays a round and returns a ``RoundResult``; an illegal word raises
the error that names the broken rule (from ``tiles`` or ``gamelib.errors``) and
leaves the state exactly as it was, so a console loop or a Submit button can show
the reason and simply ask again. ``pop()`` undoes a round, random draws included:
the bag, the board and the random generator are saved before every round.

``ProlixState`` is a ``gamelib.state.GameState``; the hooks it fills in: ``_turn``
is the one player; ``_check`` returns the word as the dictionary spells it (it
forgives capitals and spaces) after the rules of letters, length, names, the
dictionary and words used before; ``_save`` is the bag, the board and the random
generator before the round, and ``_undo`` puts them back; ``_apply`` scores the
word, slides the board and refills it; ``_outcome`` reads the last round's result;
``_moves`` is every unused word best score first (ranked once per round), while
``_count_moves`` and ``_lists`` answer ``len`` and ``in`` with a subtraction and
two hash lookups, since the dictionary holds tens of thousands of words.

Computer players are functions ``player(state) -> word``, as in every game, so
that ``gamelib.players.play_out`` can run a game with one and a learner can write
another in a cell and compare the two: ``best_word_player`` ends the module.
"""

import operator
import random
from collections import Counter
from collections.abc import Callable
from typing import Any, NamedTuple

from gamelib.arguments import describe, excerpt, is_whole_number
from gamelib.errors import ArgumentError, PieceRuleError, PlayerNameError
from gamelib.prolix.finder import WordScore, best_words, words_best_first
from gamelib.prolix.pictures import board_svg, state_text, verdict
from gamelib.prolix.tiles import (
    MAX_NAME_LENGTH,
    MINIMUM_TOTALS,
    PLAYER,
    ROUNDS,
    Bag,
    Columns,
    Draw,
    NotAWordError,
    RoundResult,
    TileBoard,
    TileUse,
    WordAlreadyUsedError,
    check_rng,
    normalize_word,
    score_breakdown,
)
from gamelib.prolix.words import DictionaryError, WordList, word_list_or_default
from gamelib.state import GameState, Outcome

ScoreWord = Callable[[Columns, str], int]
"""A scoring function: ``score_word(columns, word) -> points``."""


class _Snapshot(NamedTuple):
    """What a round changes besides the results: enough to undo it exactly."""

    bag: tuple[str, ...]
    columns: Columns
    rng_state: tuple[Any, ...]


class ProlixState(GameState[str, RoundResult]):
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
        super().__init__()
        self._rng = check_rng(rng)
        self._dictionary = word_list_or_default(dictionary)
        if len(self._dictionary) < ROUNDS:
            source = self._dictionary.source  # quoted when it holds a line break
            shown = source if source.isprintable() else excerpt(source, 60)
            raise DictionaryError(
                f"a game needs a word list of at least {ROUNDS} words, one per "
                f"round; {shown} has {len(self._dictionary)}"
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
            self._board = TileBoard()
        else:
            self._board = TileBoard.from_columns(columns)
            for letter in self._board.letters():
                self._bag.take(letter)
        self._board.fill_from(self._bag)
        self._ranked: tuple[str, ...] | None = None

    # -- the hooks of gamelib.state ------------------------------------------------
    def _turn(self) -> str:
        return self._player

    def _check(self, move: object) -> str:
        """The word as the dictionary spells it, or the error for the rule it breaks.

        The checks run in the order a player would want to hear about them (the
        game being over is checked before): not a string, not letters only, too
        long, a name, not a word, used before.
        """
        word = normalize_word(move)
        if word not in self._dictionary.words:
            name = self._dictionary.name_of(word)
            if name is not None:
                raise NotAWordError(f"{name} is a name, and names are not words")
            raise NotAWordError(f"{excerpt(word)} is not in the dictionary")
        for result in self._records:
            if result.word == word:
                raise WordAlreadyUsedError(
                    f"{excerpt(word)} was already used in round {result.round}"
                )
        return word

    def _over_message(self) -> str:
        return f"the game is over ({self.outcome()}): no more words"

    def _save(self) -> _Snapshot:
        return _Snapshot(self._bag.tiles, self._board.columns, self._rng.getstate())

    def _apply(self, move: str) -> RoundResult:
        """Play ``move`` as this round's word and move the game on."""
        self._ranked = None
        return self._play(move)

    def _undo(self, move: str, saved: _Snapshot) -> None:
        """Undo the round, draws and random numbers included."""
        self._bag.restore(saved.bag)
        self._board = TileBoard.from_columns(saved.columns)
        self._rng.setstate(saved.rng_state)
        self._ranked = None

    def _outcome(self) -> Outcome | None:
        """None while the game goes on; else who won (nobody, if a round was missed)."""
        results = self._records
        if not results:
            return None
        last = results[-1]
        if last.passed and len(results) < ROUNDS:
            return None
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

    def is_over(self) -> bool:
        """Cheaper than building the outcome: ``in`` and ``len`` ask it every time."""
        results = self._records
        return bool(results) and (not results[-1].passed or len(results) == ROUNDS)

    def _moves(self) -> tuple[str, ...]:
        """The legal words best first, found once per round."""
        if self._ranked is None:
            self._ranked = words_best_first(
                self.columns, self._dictionary, self.history
            )
        return self._ranked

    def _count_moves(self) -> int:
        return len(self._dictionary) - len(self._history)

    def _lists(self, move: object) -> bool:
        """The dictionary's own lower-case spellings, not yet used: two hash lookups.

        ``"Cats"`` is not listed, although ``push("Cats ")`` plays "cats".
        """
        return (
            isinstance(move, str)
            and move in self._dictionary.words
            and move not in self._history
        )

    def _copy_into(self, twin: Any) -> None:
        """The copy gets its own generator, bag and board; the dictionary is shared."""
        twin._rng = random.Random()
        twin._rng.setstate(self._rng.getstate())
        twin._bag = self._bag.copy(twin._rng)
        twin._board = self._board.copy()

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
            and self._records == other._records
            and self._board == other._board
            and self._bag.tiles == other._bag.tiles
            and self._rng.getstate() == other._rng.getstate()
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
        """What each round played so far did, in order (the ``records``)."""
        return tuple(self._records)

    @property
    def round(self) -> int:
        """The round being played, or the last round played once the game is over."""
        return len(self._records) if self.is_over() else len(self._records) + 1

    @property
    def total(self) -> int:
        return self._records[-1].total if self._records else 0

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
        return tuple(tile for result in self._records for tile in result.leaving)

    def hint(self, n: int = 1) -> list[WordScore]:
        """The ``n`` best words for the current board that have not been used yet."""
        self._check_not_over()
        return best_words(self.columns, n, self._dictionary, exclude=self.history)

    def preview(self, word: Any) -> list[TileUse]:
        """The tiles ``word`` would use on the current board, without playing it."""
        return score_breakdown(self.columns, word)

    # -- inside a round ------------------------------------------------------------
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
        raise PieceRuleError(
            f"{name} gave {excerpt(score)} for {word!r}: a score is a whole "
            "number of points, 0 or more"
        )


def _checked_player(player: Any) -> str:
    if not isinstance(player, str):
        raise ArgumentError(f"player is a name, got {describe(player)}")
    if not (player.strip() and player.isprintable() and len(player) <= MAX_NAME_LENGTH):
        raise PlayerNameError(
            f"a player's name is 1 to {MAX_NAME_LENGTH} printable characters, "
            f"got {excerpt(player)}"
        )
    return player


def best_word_player(state: ProlixState) -> str:
    """The highest-scoring unused word (ties: the shortest, then alphabetical).

    The tiles a game draws do not depend on the words played, so this player
    reaches about the highest total a game allows with its dictionary (a word
    may be played once only, so the best word of a round can be taken already).
    A game's word list holds at least one word per round, so an unused word is
    always left while the game goes on.
    """
    return state.hint(1)[0].word

"""The game the lesson's board plays: plain lists that the learner's pieces change.

The board never plays a round on its game directly. It copies the game, lets the
notebook's ``play_word`` (and, through it, the learner's ``word_problem``,
``score_word``, ``game_status``, ``slide_right`` and ``fill_board``) change the
copy, and keeps the copy only when the round kept every rule of the handout. A
piece that crashes or breaks a rule is therefore reported in words
(``PieceRuleError``) and leaves nothing half-played: the bag, the board, the
scores and the used words are as they were.

What the referee holds a round to is the handout's rules, not the course's code: a
``score_word`` that scores differently is played as written (its score only has to
be a whole number of points), while a board with three S tiles, a word the rules
refuse or a game that goes on after a missed minimum is refused.
"""

import copy
import random
from collections.abc import Callable
from typing import Any, NamedTuple

from gamelib.arguments import excerpt, is_whole_number
from gamelib.cellguard import Crashed, Returned, run_guarded
from gamelib.prolix.errors import PieceRuleError
from gamelib.prolix.parts.board import COLUMNS, ROWS, TileBoard
from gamelib.prolix.parts.dictionary import WordList, load_dictionary
from gamelib.prolix.parts.rules import MINIMUM_TOTALS, ROUNDS, game_status
from gamelib.prolix.parts.scoring import TileUse, score_breakdown
from gamelib.prolix.parts.validation import word_problem
from gamelib.selfcheck.diagnosis import describe_crash

PlayWord = Callable[["Game", str], Any]
SECONDS = 10.0
"""How long the learner's pieces may take for a round (or a new board): an
endless loop in one of them stops there instead of freezing the board."""


class Game:
    """One game as the lesson's pieces see it.

    ``columns`` is the board as the learner's ``fill_board`` returned it, ``bag``
    the learner's ``Bag``; ``scores`` and ``used`` grow by one each round. The
    read-only helpers below apply the handout's rules to those plain values, so the
    board can draw any game the referee let through.
    """

    def __init__(
        self, columns: Any, bag: Any, words: Any, names: Any, problem: str = ""
    ) -> None:
        self.columns = columns
        self.bag = bag
        self.words = words
        self.names = names
        self.scores: list[Any] = []
        self.used: list[str] = []
        self.problem = problem
        """Why the game could not start ("" when it did)."""

    def copy(self) -> "Game":
        """A twin for a trial round: its own board, bag, scores and words used."""
        twin = copy.copy(self)
        twin.columns = copy.deepcopy(self.columns)
        twin.bag = copy.deepcopy(self.bag)
        twin.scores = list(self.scores)
        twin.used = list(self.used)
        return twin

    def totals(self) -> list[int]:
        """The running total after each round played."""
        running, total = [], 0
        for score in self.scores:
            total += score
            running.append(total)
        return running

    def status(self) -> str:
        return "lost" if self.problem else game_status(self.scores)

    def is_over(self) -> bool:
        return self.status() != "playing"

    @property
    def round(self) -> int:
        """The round being played, or the last one played once the game is over."""
        played = len(self.scores)
        return max(played, 1) if self.is_over() else played + 1

    @property
    def total(self) -> int:
        return sum(self.scores)

    @property
    def minimum(self) -> int:
        return MINIMUM_TOTALS[self.round - 1]

    def verdict(self) -> str:
        """How the game ended (or that it goes on), in one sentence."""
        status = self.status()
        if self.problem:
            return f"The game could not start: {self.problem}."
        if status == "won":
            return f"You won with {self.total} points!"
        if status == "lost":
            return (
                f"Game over: {self.total} points after round {self.round}, "
                f"{self.minimum} were needed."
            )
        return f"Round {self.round}: reach {self.minimum}."


class Round(NamedTuple):
    """A round the referee let through: the game before and after, what was said."""

    before: Game
    after: Game
    message: str

    @property
    def word(self) -> str:
        return self.after.used[-1]

    @property
    def tiles(self) -> list[TileUse]:
        """The tiles the word used on the board it was played on (to light them)."""
        return score_breakdown(self.before.columns, self.word)

    @property
    def leaving(self) -> bool:
        """Whether the board slid: the round passed and the game goes on."""
        return self.after.columns != self.before.columns


def new_game(
    bag_class: Any,
    fill_board: Callable[..., Any],
    seed: int | None = None,
    dictionary: WordList | None = None,
) -> Game:
    """A game whose first board the learner's ``fill_board`` filled from their bag.

    When a piece crashes or the board breaks a rule, the game is not started: it
    has an empty board and ``problem`` says why, for the board to show.
    """
    words = dictionary if dictionary is not None else load_dictionary()
    empty = [[None] * ROWS for _ in range(COLUMNS)]

    def first_board() -> tuple[Any, Any]:
        bag = bag_class(random.Random(seed))
        return fill_board(copy.deepcopy(empty), bag), bag

    finished = run_guarded(first_board, SECONDS)
    if not isinstance(finished, Returned):
        why = _unfinished(finished)
        return Game(empty, None, words.words, words.names, why)
    columns, bag = finished.value
    problem = board_problem(columns)
    if problem:
        return Game(empty, None, words.words, words.names, f"the board {problem}")
    return Game(columns, bag, words.words, words.names)


def play_round(game: Game, play_word: PlayWord, text: str) -> Round:
    """Play ``text`` with ``play_word`` on a copy of ``game``; the round, if it
    kept the rules. Otherwise ``PieceRuleError`` says why and ``game`` is untouched.
    """
    trial = game.copy()
    finished = run_guarded(lambda: play_word(trial, text), SECONDS)
    if not isinstance(finished, Returned):
        raise PieceRuleError(_new_score_problem(game, trial) or _unfinished(finished))
    said = finished.value
    problem = round_problem(game, trial, said)
    if problem:
        raise PieceRuleError(problem)
    return Round(game, trial, said)


def _new_score_problem(before: Game, after: Game) -> str | None:
    """Why the score a round recorded is not a score (a crash that followed it,
    such as adding None to a total, is its consequence, not its cause)."""
    if len(after.scores) != len(before.scores) + 1:
        return None
    score = after.scores[-1]
    if is_whole_number(score) and int(score) >= 0:
        return None
    grown = len(after.used) == len(before.used) + 1
    word = repr(after.used[-1]) if grown else "the word"
    return (
        f"score_word gave {excerpt(score)} for {word}: a score is a whole "
        "number of points, 0 or more"
    )


def _unfinished(finished: Any) -> str:
    if isinstance(finished, Crashed):
        return crash_sentence(finished.error)
    return (
        f"a piece did not finish within {finished.seconds:g} seconds, so the board "
        "stopped it (an endless loop?)"
    )


def crash_sentence(error: BaseException) -> str:
    """The crash in one line, with the learner's own line where it is theirs."""
    lines = describe_crash(error)
    where = " ".join(line.strip().rstrip(":") for line in lines[1:])
    return f"a piece {lines[0]}" + (f" ({where})" if where else "")


def board_problem(columns: Any) -> str | None:
    """Why ``columns`` is not a full board that keeps both limits, or None."""
    try:
        board = TileBoard.from_columns(columns)
    except ValueError as problem:
        return f"breaks a rule: {problem}"
    empty = len(board.empty_squares())
    if empty:
        return f"has {empty} empty square{'s' if empty > 1 else ''}"
    return None


def round_problem(before: Game, after: Game, said: Any) -> str | None:
    """The rule a round broke, as a sentence, or None when it kept them all."""
    if not isinstance(said, str) or not said.strip():
        return f"play_word gave {excerpt(said)}, not a sentence for the board"
    if after.used == before.used and after.scores == before.scores:
        if after.columns != before.columns:
            return "a refused word changed the board"
        return None
    grew = (
        after.used[:-1] == before.used
        and after.scores[:-1] == before.scores
        and len(after.used) == len(before.used) + 1
        and len(after.scores) == len(before.scores) + 1
    )
    if not grew:
        return "a word played adds one word to game.used and one score to game.scores"
    word = after.used[-1]
    refusal = word_problem(str(word), before.words, before.names, before.used)
    if not isinstance(word, str) or refusal:
        return f"{excerpt(word)} was played, but the rules refuse it: {refusal}"
    return _new_score_problem(before, after) or _next_board_problem(before, after)


def _next_board_problem(before: Game, after: Game) -> str | None:
    if game_status(after.scores) != "playing" or len(after.scores) == ROUNDS:
        if after.columns != before.columns:
            return "the game is over after this word, but the board changed"
        return None
    problem = board_problem(after.columns)
    if problem:
        return f"the next board {problem}"
    if not slid_right(before.columns, after.columns):
        return (
            "after a passed round the tiles move two columns right and new tiles "
            "fill the two left columns"
        )
    return None


def slid_right(before: Any, after: Any) -> bool:
    """Whether the old columns 0 and 1 are now columns 2 and 3 (lists or tuples).

    What a passed round does to the board, read on the learner's plain values: the
    referee and the word entry's check both hold ``slide_right`` to it.
    """
    moved = [list(column) for column in after][2:]
    return moved == [list(column) for column in before][:2]

# mypy: disable-error-code="var-annotated"
"""What the Prolix lesson (``notebooks/03-prolix.ipynb``) needs besides the model.

**The pieces**, as the lesson writes them (plain lists and loops): the course's
answers to the lesson's solution cells, kept line for line as the notebook shows
them (tests/prolix/test_prolix_lesson_matches_gamelib.py compares them). A board
lends them to a notebook whose piece is missing or still a stub, as the notebook's
own (``check.borrow``): a lent ``play_word`` scores with the learner's ``score_word``.
``gamelib.prolix`` keeps the model's versions (checked arguments, tuples) for every
other caller.

**The game the lesson's board plays** (``Game``, ``new_game``, ``play_round``):
plain lists that the learner's pieces change. The board never plays a round on its
game directly: ``play_round`` asks ``gamelib.selfcheck.trial`` to let the
notebook's ``play_word`` (and, through it, the learner's ``word_problem``,
``score_word``, ``game_status``, ``slide_right`` and ``fill_board``) change a copy,
and keeps the copy only when the round kept every rule of the handout. A piece
that crashes or breaks a rule is therefore reported in words (``PieceRuleError``)
and leaves nothing half-played: the bag, the board, the scores and the used words
are as they were.

What the referee holds a round to is the handout's rules, not the course's code: a
``score_word`` that scores differently is played as written (its score only has to
be a whole number of points), while a board with three S tiles, a word the rules
refuse or a game that goes on after a missed minimum is refused. The model's rules
are called as ``tiles.word_problem`` and ``tiles.game_status``: the bare names are
the beginner's pieces above.
"""

import copy
import random
from collections.abc import Callable
from typing import Any, NamedTuple

from gamelib.arguments import excerpt, is_whole_number
from gamelib.errors import PieceRuleError, RuleError
from gamelib.prolix import tiles
from gamelib.prolix.tiles import (
    COLUMN_VALUES,
    COLUMNS,
    LETTER_BONUS,
    MINIMUM_TOTALS,
    ROUNDS,
    ROWS,
    TILE_COUNTS,
    UNCOMMON_LETTERS,
    TileBoard,
    TileUse,
    score_breakdown,
)
from gamelib.prolix.words import WordList, load_dictionary
from gamelib.selfcheck.trial import trial

PIECES = (
    "Bag",
    "draw_tile",
    "fill_board",
    "find_tile",
    "game_status",
    "is_letters",
    "letters_on",
    "placement_problem",
    "play_word",
    "score_word",
    "slide_right",
    "tile_value",
    "word_problem",
)
"""The lesson's pieces, which a board lends a notebook that has not written one."""


# -- the pieces, line for line as the lesson shows them --------------------------
def tile_value(column, letter):
    """Points a tile earns: its column's value plus its letter's bonus."""
    return COLUMN_VALUES[column] + LETTER_BONUS.get(letter, 0)


def find_tile(columns, letter, used):
    """(column, row) of the leftmost tile showing letter that is not in
    used, or None."""
    for column in range(len(columns)):
        for row in range(len(columns[column])):
            if columns[column][row] == letter and (column, row) not in used:
                return column, row
    return None


def score_word(columns, word):
    """Points word scores on the board: each tile it uses, used once."""
    used = []
    score = 0
    for letter in word.upper():
        square = find_tile(columns, letter, used)
        if square is not None:
            used.append(square)
            column, row = square
            score += tile_value(column, letter)
    return score


def is_letters(word):
    """True when word is not empty and made of the letters a to z only."""
    if word == "":
        return False
    for character in word:
        if character not in "abcdefghijklmnopqrstuvwxyz":
            return False
    return True


def word_problem(text, words, names, used):
    """Why text may not be played now, as a sentence; None if it may."""
    word = text.strip().lower()
    if word == "":
        return "Please type a word."
    if not is_letters(word):
        return f"{text!r} is not a word: use the letters a to z only."
    if word not in words:
        if word in names:
            return f"{word.capitalize()} is a name, and names are not words."
        return f"{word!r} is not in the dictionary."
    if word in used:
        return f"{word!r} was already used."
    return None


class Bag:
    """A shuffled bag of tiles; the list's last tile comes out first."""

    def __init__(self, rng):
        self.rng = rng
        self.tiles = []
        for letter, count in TILE_COUNTS.items():
            for _ in range(count):
                self.tiles.append(letter)
        self.rng.shuffle(self.tiles)

    def draw(self):
        """Take the next tile out of the bag and return it."""
        return self.tiles.pop()

    def put_back(self, letter):
        """Slip a tile back into the bag at a random place."""
        place = self.rng.randrange(len(self.tiles) + 1)
        self.tiles.insert(place, letter)


def placement_problem(letters_on_board, letter):
    """Why letter may not join the board (a sentence); None if it may."""
    if letters_on_board.count(letter) >= 2:
        return f"the board already has two {letter} tiles"
    if letter in UNCOMMON_LETTERS:
        uncommon = 0
        for tile in letters_on_board:
            if tile in UNCOMMON_LETTERS:
                uncommon += 1
        if uncommon >= 2:
            return "the board already has two uncommon letters"
    return None


def draw_tile(bag, letters_on_board):
    """Draw until a tile may join the board; refused tiles go back."""
    while True:
        letter = bag.draw()
        if placement_problem(letters_on_board, letter) is None:
            return letter
        bag.put_back(letter)


def letters_on(columns):
    """The letters on the board, column by column (no empty squares)."""
    letters = []
    for column in columns:
        for square in column:
            if square is not None:
                letters.append(square)
    return letters


def fill_board(columns, bag):
    """Fill each empty square from the bag, by column, top first."""
    for column in range(4):
        for row in range(2):
            if columns[column][row] is None:
                columns[column][row] = draw_tile(bag, letters_on(columns))
    return columns


def slide_right(columns):
    """The board after a passed round: tiles two columns right (new)."""
    return [
        [None, None],
        [None, None],
        list(columns[0]),
        list(columns[1]),
    ]


def game_status(scores):
    """'playing', 'won' or 'lost', given the scores of words so far."""
    total = 0
    for round_number in range(len(scores)):
        total = total + scores[round_number]
        if total < MINIMUM_TOTALS[round_number]:
            return "lost"
    if len(scores) == 6:
        return "won"
    return "playing"


def play_word(game, text):
    """Play text as this round's word, or refuse it; the board's line."""
    problem = word_problem(text, game.words, game.names, game.used)
    if problem is not None:
        return f"Not accepted: {problem}"
    word = text.strip().lower()
    score = score_word(game.columns, word)
    game.used.append(word)
    game.scores.append(score)
    needed = MINIMUM_TOTALS[len(game.scores) - 1]
    total = sum(game.scores)
    said = f"{word} scores {score}: total {total}, needed {needed}."
    status = game_status(game.scores)
    if status == "won":
        return f"{said} You won!"
    if status == "lost":
        return f"{said} Game over."
    game.columns = fill_board(slide_right(game.columns), game.bag)
    next_minimum = MINIMUM_TOTALS[len(game.scores)]
    return f"{said} Round {len(game.scores) + 1}: reach {next_minimum}."


# -- the game the board plays, refereed round by round ------------------------------
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
        return "lost" if self.problem else tiles.game_status(self.scores)

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

    def first_board(board: list[Any]) -> tuple[Any, Any]:
        bag = bag_class(random.Random(seed))
        return fill_board(board, bag), bag

    tried = trial(first_board, empty, piece="Bag or fill_board", seconds=SECONDS)
    if not tried.kept:
        return Game(empty, None, words.words, words.names, str(tried.problem))
    columns, bag = tried.value
    problem = board_problem(columns)
    if problem:
        return Game(empty, None, words.words, words.names, f"the board {problem}")
    return Game(columns, bag, words.words, words.names)


def play_round(game: Game, play_word: PlayWord, text: str) -> Round:
    """Play ``text`` with ``play_word`` on a copy of ``game``; the round, if it
    kept the rules. Otherwise ``PieceRuleError`` says why and ``game`` is untouched.
    """
    judged = []

    def judge(before: Game, after: Game, said: Any) -> None:
        judged.append(True)
        problem = round_problem(before, after, said)
        if problem:
            raise PieceRuleError(problem)

    tried = trial(
        lambda twin: play_word(twin, text),
        game,
        piece="play_word",
        judge=judge,
        seconds=SECONDS,
    )
    if tried.kept:
        return Round(game, tried.game, tried.value)
    if judged:
        raise PieceRuleError(tried.problem)
    raise PieceRuleError(_new_score_problem(game, tried.game) or tried.problem)


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


def board_problem(columns: Any) -> str | None:
    """Why ``columns`` is not a full board that keeps both limits, or None."""
    try:
        board = TileBoard.from_columns(columns)
    except RuleError as problem:
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
    refusal = tiles.word_problem(str(word), before.words, before.names, before.used)
    if not isinstance(word, str) or refusal:
        return f"{excerpt(word)} was played, but the rules refuse it: {refusal}"
    return _new_score_problem(before, after) or _next_board_problem(before, after)


def _next_board_problem(before: Game, after: Game) -> str | None:
    if tiles.game_status(after.scores) != "playing" or len(after.scores) == ROUNDS:
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

"""The rules of Prolix's tiles and words, each in one place, as plain Python.

Prolix has no vowels on purpose: a player supplies the vowels, so the board only
decides which consonants pay. Common letters come five to a bag, rare ones fewer,
which is why rare letters also carry bonus points (``TILE_COUNTS``,
``LETTER_BONUS``, ``tile_letter``). The ``Bag`` draws them with an injected random
generator, so a seed replays the same game: tests, the console's ``--seed`` and the
lesson all rely on that. Tiles are drawn from the end of a shuffled list; a tile put
back is slipped in at a random place, so it may come out again later but not
necessarily next.

The ``TileBoard`` holds eight tiles in four columns of two, worth more on the left:
a tile's worth is its column's value plus its letter's bonus (``tile_value``), so
the same letter is worth 6 in the first column and 4 in the last. At most two
uncommon letters and two of any letter may be on it (``placement_problem``). Tiles
enter on the left and slide right each round (``TileBoard.shift_right``), which is
why a good letter is worth playing early. Columns and rows are numbered from 0,
leftmost and top first.

A word scores each board tile it uses at most once (``score_word``,
``score_breakdown``), so a word with two S's scores two S tiles only when the board
has two. When the board has more tiles of a letter than the word needs, the word
takes the most valuable ones: the rule the handout implies and the one a player
would choose. The handout's worked example: on the board V J / G B / F H / S T
(columns left to right, worth 4, 4, 3, 2), "subjective" uses S (2), B (4), J
(4 + 2), T (2) and V (4 + 1) for 19 points. Its vowels and the C are not on the
board and score 0. What a typed word may be, six rounds and their minimum totals,
and what a round did end the module; the errors these rules raise come first.
"""

import itertools
import random
from collections import Counter
from collections.abc import Callable, Collection, Iterable
from dataclasses import dataclass
from typing import Any, NamedTuple, TypeGuard

from gamelib.arguments import FixedTable, describe, excerpt, fix_names, whole_number
from gamelib.errors import (
    ArgumentError,
    IllegalMoveError,
    InvalidBoardError,
    MoveFormatError,
    OffBoardError,
    SetupError,
)


class TileError(SetupError):
    """A tile is one of the bag's consonants, put on an empty square, within limits.

    Only the 21 consonants of the bag are tiles (no vowels, digits or pairs), a
    square holds one tile, and at most two uncommon letters and two of any letter
    may be on the board; the message names the rule that was broken.
    """


class BagError(SetupError):
    """The bag gives only the tiles it holds and takes back only its own.

    Raised when none of a letter is left, when no tile left may be placed on the
    board, or when a tile put back would make more than a full bag holds.
    """


class NotAWordError(IllegalMoveError):
    """A word is letters a to z only, in the dictionary in use, and not a name.

    Each refusal says which: empty, not letters only, longer than any word of any
    dictionary, a name (London, Mary: names are not words in Prolix), or not in
    the dictionary.
    """


class WordAlreadyUsedError(IllegalMoveError):
    """Each word may be played once per game."""


# -- the tiles ---------------------------------------------------------------------
COMMON_LETTERS = "BCDFGHLMNPRST"
ONE_POINT_BONUS_LETTERS = "KVWY"
TWO_POINT_BONUS_LETTERS = "JQXZ"
UNCOMMON_LETTERS = ONE_POINT_BONUS_LETTERS + TWO_POINT_BONUS_LETTERS

TILE_COUNTS = FixedTable(
    "TILE_COUNTS",
    dict.fromkeys(COMMON_LETTERS, 5)
    | dict.fromkeys(ONE_POINT_BONUS_LETTERS, 2)
    | dict.fromkeys(TWO_POINT_BONUS_LETTERS, 1),
)
"""How many tiles of each letter a full bag holds (77 in all)."""

LETTER_BONUS = FixedTable(
    "LETTER_BONUS",
    dict.fromkeys(ONE_POINT_BONUS_LETTERS, 1)
    | dict.fromkeys(TWO_POINT_BONUS_LETTERS, 2),
)
"""Extra points a rare letter earns wherever it stands."""


def tile_letter(value: Any) -> str:
    """``value`` as a tile's capital letter, or ``TileError`` saying why not.

    Lower case is accepted (``"v"`` is the V tile); vowels, digits, pairs of
    letters and anything that is not a string are refused, because no such tile
    is in the bag.
    """
    if not (
        isinstance(value, str)
        and len(value) == 1
        and value.isascii()
        and value.isalpha()
    ):
        raise TileError(f"a tile is a single letter, got {describe(value)}")
    letter = value.upper()
    if letter not in TILE_COUNTS:
        raise TileError(
            f"there is no {letter} tile: the bag holds only the consonants "
            f"{''.join(sorted(TILE_COUNTS))} (you bring the vowels)"
        )
    return letter


# -- the bag -----------------------------------------------------------------------
def check_rng(rng: Any) -> random.Random:
    """A new generator for None, else ``rng`` if a game can replay and undo it.

    ``random.SystemRandom`` is refused: it has no state to save, so a game drawn
    from it could be neither replayed from a seed nor undone with ``pop``.
    """
    if rng is None:
        return random.Random()
    if not isinstance(rng, random.Random) or isinstance(rng, random.SystemRandom):
        raise ArgumentError(
            f"rng must be a random.Random (for example random.Random(7)), "
            f"got {describe(rng)}"
        )
    return rng


class Bag:
    """A shuffled bag of letter tiles, drawn with the game's random generator."""

    def __init__(self, rng: random.Random | None = None) -> None:
        self.rng = check_rng(rng)
        self._tiles = list(Counter(TILE_COUNTS).elements())
        self.rng.shuffle(self._tiles)

    def __len__(self) -> int:
        return len(self._tiles)

    def __repr__(self) -> str:
        return f"Bag({len(self)} tiles)"

    @property
    def tiles(self) -> tuple[str, ...]:
        """The tiles in drawing order: the last one comes out next."""
        return tuple(self._tiles)

    def copy(self, rng: random.Random) -> "Bag":
        """The same tiles in the same order, drawn with ``rng`` from now on."""
        twin = Bag.__new__(Bag)
        twin.rng = check_rng(rng)
        twin._tiles = list(self._tiles)
        return twin

    def restore(self, tiles: Iterable[str]) -> None:
        """Put the bag back as ``tiles``, in drawing order (to undo a round)."""
        self._tiles = [tile_letter(tile) for tile in tiles]

    def counts(self) -> Counter[str]:
        """How many of each letter are still inside."""
        return Counter(self._tiles)

    def draw(self) -> str:
        """Take one tile out of the bag."""
        if not self._tiles:
            raise BagError("the bag is empty: no tile left to draw")
        return self._tiles.pop()

    def take(self, letter: str) -> str:
        """Take a particular tile out (to set up a given board); returns its letter."""
        letter = tile_letter(letter)
        if letter not in self._tiles:
            raise BagError(
                f"no {letter} tile is left in the bag "
                f"(a full bag holds {TILE_COUNTS[letter]})"
            )
        self._tiles.remove(letter)
        return letter

    def put_back(self, letter: str) -> None:
        """Return a tile to a random place in the bag."""
        letter = tile_letter(letter)
        if self._tiles.count(letter) >= TILE_COUNTS[letter]:
            raise BagError(
                f"the bag already holds all {TILE_COUNTS[letter]} {letter} tiles: "
                "that tile did not come from it"
            )
        self._tiles.insert(self.rng.randrange(len(self._tiles) + 1), letter)

    def draw_allowed(self, is_allowed: Callable[[str], bool]) -> tuple[str, list[str]]:
        """Draw until a tile passes ``is_allowed(letter)``; refused tiles go back.

        Returns the accepted tile and the list of tiles that were drawn and put
        back, so a view can tell the player what happened. Raises BagError
        when no tile left in the bag could ever pass, instead of looping forever.
        """
        if not callable(is_allowed):
            raise ArgumentError(
                f"is_allowed is a function of a letter, got {describe(is_allowed)}"
            )
        if not any(is_allowed(letter) for letter in set(self._tiles)):
            raise BagError("no tile left in the bag may be placed on the board")
        returned: list[str] = []
        while True:
            letter = self.draw()
            if is_allowed(letter):
                return letter, returned
            self.put_back(letter)
            returned.append(letter)


# -- the board: four columns of two, the placement limits, the slide ---------------
COLUMNS = 4
ROWS = 2
COLUMN_VALUES = (4, 4, 3, 2)
"""Points per letter in each column, leftmost first."""
SHIFT = 2
"""How many columns the tiles slide right after a passed round."""

MAX_UNCOMMON_ON_BOARD = 2
MAX_SAME_LETTER_ON_BOARD = 2

Columns = tuple[tuple[str | None, ...], ...]
"""Four columns, leftmost first, of two squares each: a capital letter or None."""


class Draw(NamedTuple):
    """One square filled from the bag: the tile placed, and the tiles put back first."""

    letter: str
    put_back: tuple[str, ...]


LAST = {"a column": COLUMNS - 1, "a row": ROWS - 1}


def square_number(value: Any, what: str) -> int:
    """``value`` as ``what`` number ("a column", 0 leftmost to 3; "a row", 0 top or
    1), or the reason it is not."""
    return whole_number(
        value,
        what,
        low=0,
        high=LAST[what],
        wrong_type=ArgumentError,
        out_of_range=OffBoardError,
    )


def tile_value(column: int, letter: str) -> int:
    """Points a tile earns when a word uses it: column value plus letter bonus."""
    return points_of(square_number(column, "a column"), tile_letter(letter))


def points_of(column: int, letter: str) -> int:
    """``tile_value`` for a column and a capital letter already checked."""
    return COLUMN_VALUES[column] + LETTER_BONUS.get(letter, 0)


def check_columns(columns: Any) -> Columns:
    """Four columns of two squares (a tile letter or None), in capitals.

    Every function that takes a board as columns checks it here, so a board of
    three columns, a digit for a tile or a number for a column is refused with
    the rule it breaks rather than scored wrongly. Only the first few items of
    an iterable are read, so even an endless one is refused.
    """
    if _is_checked(columns):
        return columns
    checked = []
    for number, column in enumerate(_exactly(columns, COLUMNS, "a board", "columns")):
        squares = _exactly(column, ROWS, f"column {number}", "squares")
        checked.append(
            tuple(None if square is None else tile_letter(square) for square in squares)
        )
    return tuple(checked)


def as_lists(columns: Columns) -> list[list[str | None]]:
    """A fresh, changeable copy of a board, as a beginner's code receives it.

    The lesson's pieces work on lists; handing each call its own copy means a
    piece that changes its board cannot spoil the next call.
    """
    return [list(column) for column in columns]


def _exactly(items: Any, count: int, what: str, unit: str) -> list[Any]:
    """The items of an iterable that must hold ``count`` of them (reads one more)."""
    if not isinstance(items, Iterable):
        raise InvalidBoardError(f"{what} must be {count} {unit}, got {describe(items)}")
    found = list(itertools.islice(items, count + 1))
    if len(found) != count:
        shown = len(found) if len(found) <= count else "more"
        raise InvalidBoardError(f"{what} must have {count} {unit}, got {shown}")
    return found


def _is_checked(columns: Any) -> TypeGuard[Columns]:
    """Whether ``columns`` is already what ``check_columns`` returns (fast path).

    Scoring a whole dictionary checks the same board 78,000 times; a board that
    is already tuples of capital tiles is recognised in a fraction of the time.
    """
    return (
        type(columns) is tuple
        and len(columns) == COLUMNS
        and all(type(column) is tuple and len(column) == ROWS for column in columns)
        and all(
            square is None or (type(square) is str and square in TILE_COUNTS)
            for column in columns
            for square in column
        )
    )


def placement_problem(letters_on_board: Iterable[str], letter: str) -> str | None:
    """Why ``letter`` may not join ``letters_on_board``, or None when it may.

    Returning the reason (instead of just True/False) lets the bag, the board and
    the lesson all explain the same rule in the same words.
    """
    if isinstance(letters_on_board, str) or not isinstance(letters_on_board, Iterable):
        raise ArgumentError(
            f"letters_on_board is a list of tiles, got {describe(letters_on_board)}"
        )
    letter = tile_letter(letter)
    counts = Counter(tile_letter(tile) for tile in letters_on_board if tile is not None)
    if counts[letter] >= MAX_SAME_LETTER_ON_BOARD:
        return (
            f"the board already has {counts[letter]} {letter} tiles "
            f"(never more than {MAX_SAME_LETTER_ON_BOARD} of the same letter)"
        )
    if letter in UNCOMMON_LETTERS:
        uncommon = sum(counts[rare] for rare in UNCOMMON_LETTERS)
        if uncommon >= MAX_UNCOMMON_ON_BOARD:
            return (
                f"the board already has {uncommon} uncommon letters "
                f"(never more than {MAX_UNCOMMON_ON_BOARD} of {UNCOMMON_LETTERS})"
            )
    return None


class TileBoard:
    """Four columns of two squares; each square holds a capital letter or None.

    The tile board is a part of the game (``ProlixState`` holds one), not the
    game: its picture is ``pictures.board_picture(board.columns)``, drawn a layer
    above, so the parts never depend on how a position is shown.
    """

    def __init__(self) -> None:
        self._squares: list[list[str | None]] = [[None] * ROWS for _ in range(COLUMNS)]

    @classmethod
    def from_columns(cls, columns: Any) -> "TileBoard":
        """Build a board from four columns of two letters (or None), leftmost first.

        Every tile goes through ``place``, so a board that breaks a placement
        limit cannot be built this way either.
        """
        board = cls()
        for column, letters in enumerate(check_columns(columns)):
            for row, letter in enumerate(letters):
                if letter is not None:
                    board.place(column, row, letter)
        return board

    def copy(self) -> "TileBoard":
        return TileBoard.from_columns(self.columns)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, TileBoard):
            return NotImplemented
        return self.columns == other.columns

    @property
    def columns(self) -> Columns:
        """The squares as a tuple of columns, leftmost first (None = empty)."""
        return tuple(tuple(column) for column in self._squares)

    def letters(self) -> list[str]:
        """Letters on the board, column by column."""
        return [tile for column in self._squares for tile in column if tile]

    def empty_squares(self) -> list[tuple[int, int]]:
        """(column, row) of each empty square, in the order they are filled."""
        return [
            (column, row)
            for column in range(COLUMNS)
            for row in range(ROWS)
            if self._squares[column][row] is None
        ]

    def place(self, column: int, row: int, letter: str) -> None:
        """Put a tile on an empty square, enforcing both placement limits."""
        column, row = square_number(column, "a column"), square_number(row, "a row")
        letter = tile_letter(letter)
        if self._squares[column][row] is not None:
            raise TileError(
                f"column {column}, row {row} already holds {self._squares[column][row]}"
            )
        problem = placement_problem(self.letters(), letter)
        if problem:
            raise TileError(f"{letter} may not be placed: {problem}")
        self._squares[column][row] = letter

    def fill_from(self, bag: Bag) -> list[Draw]:
        """Fill every empty square from the bag, left to right, top to bottom.

        A drawn tile that would break a limit goes back into the bag and another
        is drawn. Returns a ``Draw`` per filled square, so a view can say which
        tiles went back.
        """
        if not isinstance(bag, Bag):
            raise ArgumentError(f"fill_from needs a Bag, got {describe(bag)}")
        events = []
        for column, row in self.empty_squares():
            letter, returned = bag.draw_allowed(
                lambda tile: placement_problem(self.letters(), tile) is None
            )
            self.place(column, row, letter)
            events.append(Draw(letter, tuple(returned)))
        return events

    def shift_right(self) -> list[str]:
        """Slide every column two places right; returns the tiles that leave."""
        kept, gone = self._squares[: COLUMNS - SHIFT], self._squares[COLUMNS - SHIFT :]
        empty: list[list[str | None]] = [[None] * ROWS for _ in range(SHIFT)]
        self._squares = empty + kept
        return [tile for column in gone for tile in column if tile]

    def __repr__(self) -> str:
        rows = [
            " ".join(self._squares[column][row] or "." for column in range(COLUMNS))
            for row in range(ROWS)
        ]
        return "TileBoard(" + " / ".join(rows) + ")"


# -- what a typed word is, and what it scores ----------------------------------------
MAX_WORD_LENGTH = 45
"""No dictionary word is longer (pneumonoultramicroscopicsilicovolcanoconiosis)."""
SHOWN_BAD_CHARACTERS = 5


class TileUse(NamedTuple):
    """One board tile a word uses and the points it earns."""

    column: int
    row: int
    letter: str
    points: int


def normalize_word(text: Any) -> str:
    """The word in lower case, or the reason it cannot be a word.

    Spaces around the word and upper case are forgiven (a player types "Cats "),
    anything else that is not a letter a to z is refused with the characters to
    remove.
    """
    if not isinstance(text, str):
        raise MoveFormatError(f"a word is a string of letters, got {describe(text)}")
    word = text.strip()
    if not word:
        raise NotAWordError("please type a word (it was empty)")
    if not (word.isascii() and word.isalpha()):
        bad = list(
            dict.fromkeys(ch for ch in word if not (ch.isascii() and ch.isalpha()))
        )
        shown = ", ".join(repr(ch) for ch in bad[:SHOWN_BAD_CHARACTERS])
        more = " and more" if len(bad) > SHOWN_BAD_CHARACTERS else ""
        raise NotAWordError(
            f"{excerpt(word)} is not letters only: remove {shown}{more}"
        )
    if len(word) > MAX_WORD_LENGTH:
        raise NotAWordError(
            f"{excerpt(word)} has {len(word)} letters; no word is longer than "
            f"{MAX_WORD_LENGTH}"
        )
    return word.lower()


def score_breakdown(columns: Any, word: str) -> list[TileUse]:
    """The board tiles ``word`` uses, most valuable first for each letter.

    ``columns`` is four columns, leftmost first, of two tiles each (None for an
    empty square). The result is sorted by column then row, so a view can
    highlight the tiles left to right.
    """
    board = check_columns(columns)
    word = normalize_word(word)
    tiles_by_letter: dict[str, list[TileUse]] = {}
    for column, letters in enumerate(board):
        for row, letter in enumerate(letters):
            if letter:
                use = TileUse(column, row, letter, points_of(column, letter))
                tiles_by_letter.setdefault(letter.lower(), []).append(use)
    used = []
    for letter, needed in Counter(word).items():
        candidates = sorted(
            tiles_by_letter.get(letter, []),
            key=lambda use: (-use.points, use.column, use.row),
        )
        used.extend(candidates[:needed])
    return sorted(used, key=lambda use: (use.column, use.row))


def score_word(columns: Any, word: str) -> int:
    """Points ``word`` scores on a board given as four columns, leftmost first.

    >>> score_word([["V", "J"], ["G", "B"], ["F", "H"], ["S", "T"]], "subjective")
    19
    """
    return sum(use.points for use in score_breakdown(columns, word))


# -- what a round did --------------------------------------------------------------
@dataclass(frozen=True)
class RoundResult:
    """One round: the word, the tiles it used, and where that leaves the game.

    ``round``
        The round played, 1 to 6.
    ``word``
        The word as played: lower case, spaces around it removed.
    ``columns``
        The board the word was played on (four columns of two, leftmost first).
    ``tiles``
        The board tiles the word used, left to right, with their points.
    ``score``, ``total``, ``minimum``
        Points for this word, the running total after it, and the total needed
        after this round.
    ``passed``
        Whether ``total`` reached ``minimum``. A missed round ends the game, and
        so does a passed sixth round (a win).
    ``leaving``
        The tiles that slid off the right of the board after a passed round.
    ``refill``
        One ``Draw`` per square filled on the left: the tile placed and the tiles
        drawn before it that broke a placement limit and went back into the bag.
    """

    round: int
    word: str
    columns: Columns
    tiles: tuple[TileUse, ...]
    score: int
    total: int
    minimum: int
    passed: bool
    leaving: tuple[str, ...] = ()
    refill: tuple[Draw, ...] = ()


# -- why a typed word may not be played, as the lesson's learners write it ----------
# The handout asks a program to check every input and ask again, with the reason.
# The lesson's piece returns that reason as a sentence (None when the word may be
# played), as ``placement_problem`` does for a tile, so a beginner can write it with
# ``if`` and ``return`` alone. ``ProlixState.check`` applies the same rules in the
# same order and raises the matching error instead; tests hold the two together.
def word_problem(
    text: str, words: Collection[str], names: Collection[str], used: Iterable[str]
) -> str | None:
    """Why ``text`` may not be played now, or None when it may.

    ``words`` and ``names`` hold lower-case words and names; ``used`` lists the
    words played so far. Spaces around the text and capitals are forgiven; then it
    must be letters only, a word (a name is not, unless it is a word too, like
    "mark"), and not used before.
    """
    for what, given in (("words", words), ("names", names), ("used", used)):
        if isinstance(given, str) or not isinstance(given, Iterable):
            raise ArgumentError(
                f"{what} is a collection of words, got {describe(given)}"
            )
    try:
        word = normalize_word(text)
    except IllegalMoveError as refusal:
        return str(refusal)
    if word not in words:
        if word in names:
            return f"{word.capitalize()} is a name, and names are not words"
        return f"{excerpt(word)} is not in the dictionary"
    if word in [played.lower() for played in used]:
        return f"{excerpt(word)} was already used"
    return None


# -- six rounds, and the total to reach after each --------------------------------
MINIMUM_TOTALS = (15, 31, 48, 66, 85, 105)
"""The running total needed after rounds 1 to 6; missing one loses at once."""
ROUNDS = len(MINIMUM_TOTALS)
PLAYER = "Player"
"""The name of the one player of a solo game, unless another is given."""
MAX_NAME_LENGTH = 30

PLAYING, WON, LOST = "playing", "won", "lost"


def game_status(scores: Iterable[int]) -> str:
    """ "playing", "won" or "lost", given the scores of the words played so far.

    The running total is checked after every round, so a missed round loses even
    if later scores would make up for it; the game is won only after round six.
    The lesson's piece (``ProlixState.outcome`` says the same of a real game).
    """
    if isinstance(scores, str) or not isinstance(scores, Iterable):
        raise ArgumentError(f"scores is a list of numbers, got {describe(scores)}")
    total = 0
    played = 0
    for played, score in enumerate(scores, start=1):
        if played > ROUNDS:
            raise ArgumentError(f"a game has {ROUNDS} rounds, not more")
        total += whole_number(score, "a score", low=0, wrong_type=ArgumentError)
        if total < MINIMUM_TOTALS[played - 1]:
            return LOST
    return WON if played == ROUNDS else PLAYING


fix_names(__name__)

# mypy: disable-error-code="var-annotated"
"""The Prolix lesson's pieces, as the lesson writes them (plain lists and loops).

These are the course's answers to the lesson's solution cells, kept line for line
as the notebook shows them (tests/prolix/test_prolix_lesson_matches_gamelib.py
compares them). A board lends them to a notebook whose piece is missing or still a
stub; ``check.borrow`` gives each lent function the notebook's own names, so a
course ``play_word`` lent to a learner scores with the learner's ``score_word``
rather than quietly with the course's.

``gamelib.prolix`` keeps the model's versions (checked arguments, tuples) for
every other caller; these are the beginner's versions for the lesson only.
"""

from gamelib.prolix.parts.board import COLUMN_VALUES
from gamelib.prolix.parts.rules import MINIMUM_TOTALS
from gamelib.prolix.parts.tiles import LETTER_BONUS, TILE_COUNTS, UNCOMMON_LETTERS

__all__ = [
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
]


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

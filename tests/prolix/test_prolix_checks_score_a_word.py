"""Milestone 1, score a word: the scoring checks pass the course's pieces and fail
typical wrong answers, each on the rule the mistake breaks."""

from gamelib.prolix import checks, score_word, tile_value
from gamelib.prolix.tiles import COLUMN_VALUES, LETTER_BONUS
from tests.batteries import assert_fails, assert_passes, failed_cases

# -- the course's pieces and reference answers to the exercises ----------------------


def worth_in_each_column(letter):
    return [tile_value(column, letter) for column in range(4)]


def test_the_course_pieces_pass():
    assert_passes(checks.tile_value, tile_value)
    assert_passes(checks.score_word, score_word)
    assert_passes(checks.worth_in_each_column, worth_in_each_column)


# -- tile_value ----------------------------------------------------------------------


def test_tile_value_without_the_bonus_fails_on_rare_letters():
    def tile_value(column, letter):
        return COLUMN_VALUES[column]

    failed = failed_cases(checks.tile_value, tile_value)
    assert failed == [
        "V in column 0 is worth 5",
        "K in column 3 is worth 3",
        "Y in column 2 is worth 4",
        "J in column 1 is worth 6",
        "Z in column 3 is worth 4",
        "Q in column 2 is worth 5",
    ]


def test_tile_value_with_the_bonus_instead_of_the_column_fails():
    def tile_value(column, letter):
        return LETTER_BONUS.get(letter, COLUMN_VALUES[column])

    assert_fails(checks.tile_value, tile_value, "V in column 0", "J in column 1")


def test_tile_value_counting_columns_from_one_fails():
    def tile_value(column, letter):
        return COLUMN_VALUES[column - 1] + LETTER_BONUS.get(letter, 0)

    assert_fails(checks.tile_value, tile_value, "S in column 0", "F in column 2")


def test_tile_value_with_the_columns_reversed_fails():
    def tile_value(column, letter):
        return (2, 3, 4, 4)[column] + LETTER_BONUS.get(letter, 0)

    assert_fails(checks.tile_value, tile_value, "S in column 0", "T in column 3")


def test_tile_value_with_the_bonuses_swapped_fails():
    def tile_value(column, letter):
        bonus = 2 if letter in "KVWY" else 1 if letter in "JQXZ" else 0
        return COLUMN_VALUES[column] + bonus

    assert failed_cases(checks.tile_value, tile_value) == [
        "V in column 0 is worth 5",
        "K in column 3 is worth 3",
        "Y in column 2 is worth 4",
        "J in column 1 is worth 6",
        "Z in column 3 is worth 4",
        "Q in column 2 is worth 5",
    ]


# -- score_word ----------------------------------------------------------------------


def tiles_of(columns):
    """(column, row, letter) of every tile, left to right."""
    return [
        (column, row, letter)
        for column, letters in enumerate(columns)
        for row, letter in enumerate(letters)
        if letter is not None
    ]


def test_score_word_that_ignores_the_column_bonus_fails_the_worked_example():
    def score_word(columns, word):
        used, score = [], 0
        for letter in word.upper():
            for column, row, tile in tiles_of(columns):
                if tile == letter and (column, row) not in used:
                    used.append((column, row))
                    score += COLUMN_VALUES[column]
                    break
        return score

    assert_fails(checks.score_word, score_word, "subjective scores 19", "jobs")
    report = checks.score_word.run(score_word).text()
    assert "score_word(example, 'subjective') returned 16, expected 19" in report


def test_score_word_with_the_bonus_instead_of_the_column_fails():
    def score_word(columns, word):
        return sum(LETTER_BONUS.get(letter, 0) for letter in set(word.upper()))

    assert_fails(checks.score_word, score_word, "subjective", "jobs", "sass")


def test_score_word_using_a_tile_for_every_copy_of_its_letter_fails():
    def score_word(columns, word):
        score = 0
        for letter in word.upper():
            for column, _row, tile in tiles_of(columns):
                if tile == letter:
                    score += tile_value(column, tile)
                    break
        return score

    assert failed_cases(checks.score_word, score_word) == [
        "bobs scores 6: the board has one B, so the second b earns nothing",
        "sass uses both S tiles once each: 4 + 2 = 6",
    ]


def test_score_word_counting_each_letter_of_the_word_once_fails():
    def score_word(columns, word):
        score = 0
        for letter in set(word.upper()):
            for column, _row, tile in tiles_of(columns):
                if tile == letter:
                    score += tile_value(column, tile)
                    break
        return score

    assert failed_cases(checks.score_word, score_word) == [
        "sass uses both S tiles once each: 4 + 2 = 6"
    ]


def test_score_word_taking_the_cheaper_tile_fails():
    def score_word(columns, word):
        used, score = [], 0
        for letter in word.upper():
            for column, row, tile in reversed(tiles_of(columns)):
                if tile == letter and (column, row) not in used:
                    used.append((column, row))
                    score += tile_value(column, tile)
                    break
        return score

    assert failed_cases(checks.score_word, score_word) == [
        "as takes the more valuable S: 4",
        "ask scores S 4 and K 2 + 1 = 7",
    ]


def test_score_word_comparing_small_letters_with_capitals_fails():
    def score_word(columns, word):
        used, score = [], 0
        for letter in word:  # the tiles are capitals: nothing ever matches
            for column, row, tile in tiles_of(columns):
                if tile == letter and (column, row) not in used:
                    used.append((column, row))
                    score += tile_value(column, tile)
        return score

    assert_fails(checks.score_word, score_word, "subjective", "jobs", "bobs")


def test_score_word_that_removes_used_tiles_from_the_board_fails():
    def score_word(columns, word):
        score = 0
        for letter in word.upper():
            for column, letters in enumerate(columns):
                if letter in letters:
                    letters[letters.index(letter)] = None
                    score += tile_value(column, letter)
                    break
        return score

    assert failed_cases(checks.score_word, score_word) == [
        "scoring leaves the board as it was"
    ]


def test_score_word_that_crashes_is_reported_with_its_line():
    def score_word(columns, word):
        return columns[4][0]

    report = checks.score_word.run(score_word).text()
    assert "crashed with IndexError" in report
    assert "return columns[4][0]" in report


def test_worth_in_each_column_fixed_to_the_first_column_fails():
    def worth_in_each_column(letter):
        return [tile_value(0, letter)] * 4

    assert failed_cases(checks.worth_in_each_column, worth_in_each_column) == [
        "a Z is worth [6, 6, 5, 4] from left to right",
        "a S is worth [4, 4, 3, 2] from left to right",
        "a W is worth [5, 5, 4, 3] from left to right",
    ]


def test_worth_in_each_column_that_prints_instead_of_returning_fails():
    def worth_in_each_column(letter):
        for column in range(4):
            print(tile_value(column, letter))

    assert len(failed_cases(checks.worth_in_each_column, worth_in_each_column)) == 3

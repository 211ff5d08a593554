import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gamelib.errors import InvalidBoardError, MoveFormatError
from gamelib.prolix.tiles import (
    MAX_WORD_LENGTH,
    TILE_COUNTS,
    NotAWordError,
    TileUse,
    normalize_word,
    score_breakdown,
    score_word,
    tile_value,
)

EXAMPLE = [["V", "J"], ["G", "B"], ["F", "H"], ["S", "T"]]


def test_the_handout_example_subjective_scores_19():
    assert score_word(EXAMPLE, "subjective") == 19
    assert score_breakdown(EXAMPLE, "subjective") == [
        TileUse(0, 0, "V", 5),
        TileUse(0, 1, "J", 6),
        TileUse(1, 1, "B", 4),
        TileUse(3, 0, "S", 2),
        TileUse(3, 1, "T", 2),
    ]


def test_case_and_surrounding_spaces_do_not_matter():
    assert score_word(EXAMPLE, "  SubJective ") == 19


def test_a_repeated_letter_scores_once_per_board_tile():
    board = [["S", "T"], ["B", "C"], ["D", "F"], ["G", "H"]]
    assert score_word(board, "s") == 4
    assert score_word(board, "mississippi") == 4
    doubled = [["S", "T"], ["B", "C"], ["S", "F"], ["G", "H"]]
    assert score_word(doubled, "s") == 4
    assert score_word(doubled, "ss") == 4 + 3
    assert score_word(doubled, "mississippi") == 4 + 3


def test_when_the_board_has_spare_tiles_the_word_takes_the_best_ones():
    board = [["B", "C"], ["D", "F"], ["T", "G"], ["H", "T"]]
    assert score_breakdown(board, "at") == [TileUse(2, 0, "T", 3)]
    board = [["B", "T"], ["D", "F"], ["G", "H"], ["T", "L"]]
    assert score_breakdown(board, "tea") == [TileUse(0, 1, "T", 4)]
    assert score_word(board, "tat") == 4 + 2


def test_letters_not_on_the_board_and_vowels_score_nothing():
    assert score_word(EXAMPLE, "aeiou") == 0
    assert score_breakdown(EXAMPLE, "queue") == []


@pytest.mark.parametrize(
    "text", ["", "   ", "c4t", "x-ray", "don't", "café", "two words"]
)
def test_words_must_be_letters_only(text):
    with pytest.raises(NotAWordError):
        score_word(EXAMPLE, text)


def test_normalize_names_the_offending_characters():
    with pytest.raises(NotAWordError, match="'4'"):
        normalize_word("c4t")
    assert normalize_word(" Cat\n") == "cat"


def test_a_long_bad_word_is_quoted_only_in_part():
    with pytest.raises(NotAWordError) as refusal:
        normalize_word("x" * 10_000 + "123456789")
    assert len(str(refusal.value)) < 120
    assert "and more" in str(refusal.value)


def test_no_word_is_longer_than_the_longest_dictionary_word():
    assert normalize_word("a" * MAX_WORD_LENGTH) == "a" * MAX_WORD_LENGTH
    with pytest.raises(NotAWordError, match="has 46 letters"):
        normalize_word("a" * (MAX_WORD_LENGTH + 1))


@pytest.mark.parametrize("word", [None, 5, b"cat", ["c", "a", "t"], True])
def test_a_word_must_be_a_string(word):
    with pytest.raises(MoveFormatError, match="a word is a string"):
        score_word(EXAMPLE, word)
    assert issubclass(MoveFormatError, TypeError)


def test_columns_must_be_four():
    with pytest.raises(InvalidBoardError):
        score_word(EXAMPLE[:3], "cat")


def reference_score(columns, word):
    """Best total over every subset of board tiles the word can cover."""
    tiles = [
        (letter.lower(), tile_value(column, letter))
        for column, letters in enumerate(columns)
        for letter in letters
    ]
    best = 0
    for chosen in itertools.product([False, True], repeat=len(tiles)):
        picked = [tile for tile, use in zip(tiles, chosen, strict=True) if use]
        letters = [letter for letter, _ in picked]
        if all(letters.count(letter) <= word.count(letter) for letter in letters):
            best = max(best, sum(points for _, points in picked))
    return best


letters = st.sampled_from(sorted(TILE_COUNTS))
boards = st.lists(st.lists(letters, min_size=2, max_size=2), min_size=4, max_size=4)
words = st.text(alphabet="bcdfghjklmnpqrstvwxyzaeiou", min_size=1, max_size=12)


@settings(deadline=None)
@given(boards, words)
def test_score_equals_the_best_choice_of_tiles(board, word):
    assert score_word(board, word) == reference_score(board, word)


@given(boards, words)
def test_breakdown_uses_each_tile_once_and_sums_to_the_score(board, word):
    uses = score_breakdown(board, word)
    squares = [(use.column, use.row) for use in uses]
    assert len(set(squares)) == len(squares)
    for use in uses:
        assert board[use.column][use.row] == use.letter
        assert use.letter.lower() in word
    assert sum(use.points for use in uses) == score_word(board, word)

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gamelib.errors import ArgumentError
from gamelib.prolix.finder import WordScore, best_words, ranked_words, words_best_first
from gamelib.prolix.tiles import Bag, TileBoard, score_word
from gamelib.prolix.words import WordList, load_dictionary

EXAMPLE = [["V", "J"], ["G", "B"], ["F", "H"], ["S", "T"]]


def brute_force(columns, n, words, exclude=()):
    scored = [
        (score_word(columns, word), word) for word in words if word not in exclude
    ]
    scored.sort(key=lambda item: (-item[0], len(item[1]), item[1]))
    return [WordScore(word, score) for score, word in scored[:n]]


def random_board(seed):
    board = TileBoard()
    board.fill_from(Bag(random.Random(seed)))
    return board.columns


def test_the_handout_board_best_words_include_subjective():
    found = best_words(EXAMPLE, 10)
    assert found[0].score == 19
    assert WordScore("subjective", 19) in found
    assert [item.score for item in found] == sorted(
        (item.score for item in found), reverse=True
    )


@pytest.mark.parametrize("seed", [1, 2])
def test_matches_scoring_every_word_of_the_real_dictionary(seed):
    words = load_dictionary()
    board = random_board(seed)
    assert best_words(board, 15) == brute_force(board, 15, words.words)


small_words = st.lists(
    st.text(alphabet="bcdfghlmnprstkvwyjqxzae", min_size=1, max_size=9),
    min_size=1,
    max_size=60,
)


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10_000), small_words, st.integers(1, 20))
def test_matches_brute_force_on_random_boards_and_lists(seed, words, n):
    dictionary = WordList(words, "test")
    board = random_board(seed)
    exclude = words[:2]
    assert best_words(board, n, dictionary, exclude) == brute_force(
        board, n, dictionary.words, exclude
    )


def test_used_words_are_excluded():
    first = best_words(EXAMPLE, 1)[0]
    again = best_words(EXAMPLE, 1, exclude=[first.word])[0]
    assert again.word != first.word


def test_asking_for_nothing_or_more_than_there_is():
    dictionary = WordList(["jab", "tab"], "test")
    assert best_words(EXAMPLE, 0, dictionary) == []
    assert best_words(EXAMPLE, 5, dictionary) == [
        WordScore("jab", 10),
        WordScore("tab", 6),
    ]


def test_ranking_lists_every_word_once_best_first():
    words = load_dictionary()
    board = random_board(3)
    ranked = list(ranked_words(board, exclude=["cats"]))
    assert len(ranked) == len(words) - 1
    assert {item.word for item in ranked} == words.words - {"cats"}
    assert [item.score for item in ranked] == sorted(
        (item.score for item in ranked), reverse=True
    )
    assert ranked[:10] == best_words(board, 10, exclude=["cats"])
    assert words_best_first(board, exclude=["cats"]) == tuple(
        item.word for item in ranked
    )


@pytest.mark.parametrize(
    ("arguments", "reason"),
    [
        ({"n": -1}, "must be from 0 to 9223372036854775807, not -1"),
        ({"n": 2.0}, "whole number"),
        ({"n": True}, "not the bool"),
        ({"dictionary": ["cat"]}, "WordList"),
        ({"exclude": "cat"}, "list of words"),
        ({"exclude": [None]}, "holds words"),
    ],
)
def test_wrong_arguments_are_refused_precisely(arguments, reason):
    with pytest.raises(ArgumentError, match=reason):
        best_words(EXAMPLE, **{"n": 3, **arguments})


def test_numpy_integers_are_whole_numbers():
    numpy = pytest.importorskip("numpy")
    assert best_words(EXAMPLE, numpy.int64(2)) == best_words(EXAMPLE, 2)

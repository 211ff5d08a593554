import copy
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gamelib.prolix.bag import TILE_COUNTS, UNCOMMON_LETTERS
from gamelib.prolix.board import Board
from gamelib.prolix.dictionary import WordList
from gamelib.prolix.game import (
    LOST,
    MINIMUM_TOTALS,
    PLAYING,
    WON,
    GameOverError,
    NotAWordError,
    ProlixState,
    WordAlreadyUsedError,
)
from gamelib.prolix.scoring import NotLettersError

EXAMPLE = [["V", "J"], ["G", "B"], ["F", "H"], ["S", "T"]]


def state_on(columns, words, seed=0):
    """A game whose current board is ``columns`` and whose dictionary is ``words``."""
    state = ProlixState(random.Random(seed), WordList(words, "test"))
    state.board = Board.from_columns(columns)
    return state


def snapshot(state):
    return (
        state.columns,
        state.round,
        state.total,
        state.status,
        list(state.history),
        state.bag.counts(),
    )


def test_minimum_totals_are_the_handouts():
    assert MINIMUM_TOTALS == (15, 31, 48, 66, 85, 105)


def test_a_new_game_starts_full_in_round_one():
    state = ProlixState(random.Random(3))
    assert state.board.is_full()
    assert state.round == 1 and state.total == 0 and state.status == PLAYING
    assert len(state.bag) == 77 - 8
    assert state.minimum == 15


def test_playing_subjective_on_the_handout_board():
    state = state_on(EXAMPLE, ["subjective"])
    result = state.push("Subjective")
    assert result.word == "subjective"
    assert result.score == 19 and result.total == 19 and result.passed
    assert [tile.letter for tile in result.tiles] == ["V", "J", "B", "S", "T"]
    assert state.round == 2 and state.total == 19


@pytest.mark.parametrize(
    "text, error, reason",
    [
        ("", NotLettersError, "empty"),
        ("sub jective", NotLettersError, "letters only"),
        ("c4t", NotLettersError, "letters only"),
        ("xyzzy", NotAWordError, "not in the dictionary"),
    ],
)
def test_illegal_words_raise_the_broken_rule_and_change_nothing(text, error, reason):
    state = state_on(EXAMPLE, ["subjective"])
    before = snapshot(state)
    with pytest.raises(error, match=reason):
        state.push(text)
    assert snapshot(state) == before
    assert issubclass(error, ValueError)


def test_a_word_may_not_be_used_twice_in_a_game():
    state = state_on(EXAMPLE, ["subjective", "objective"])
    state.push("subjective")
    before = snapshot(state)
    with pytest.raises(WordAlreadyUsedError, match="round 1"):
        state.push("SUBJECTIVE")
    assert snapshot(state) == before
    assert not state.is_legal("subjective")
    assert state.is_legal("objective")


def test_after_a_round_tiles_slide_two_columns_right_and_four_are_drawn():
    state = state_on(EXAMPLE, ["subjective"])
    result = state.push("subjective")
    assert result.leaving == ("F", "H", "S", "T")
    assert state.left_board == ["F", "H", "S", "T"]
    assert state.columns[2:] == (("V", "J"), ("G", "B"))
    assert all(state.columns[column][row] for column in (0, 1) for row in (0, 1))
    assert len(result.refill) == 4


def test_missing_a_minimum_loses_at_once():
    state = state_on(EXAMPLE, ["vat", "subjective"])
    result = state.push("vat")  # V 5 + T 2 = 7 < 15
    assert result.score == 7 and not result.passed
    assert state.status == LOST and state.is_over()
    assert state.round == 1
    assert "Game over in round 1" in state.summary()
    with pytest.raises(GameOverError):
        state.push("subjective")


def play_totals(scores):
    """Play a game where round i's word is worth exactly scores[i]."""
    state = ProlixState(random.Random(0), WordList([], "test"))
    results = []
    for round_index, score in enumerate(scores):
        state.board = Board.from_columns(
            [["B", "C"], ["D", "F"], ["G", "H"], ["L", "M"]]
        )
        # Words from distinct letters worth 4 (B, C, D, F), 3 (G, H) and 2 (L, M).
        # Vowels are never on the board, so trailing e's keep words distinct.
        word = word_worth(score) + "e" * round_index
        state.dictionary = WordList([*state.used_words, word], "test")
        results.append(state.push(word))
        if state.is_over():
            break
    return state, results


def word_worth(score):
    pieces = {4: "bcdf", 3: "gh", 2: "lm"}
    for fours in range(5):
        for threes in range(3):
            for twos in range(3):
                if 4 * fours + 3 * threes + 2 * twos == score:
                    return pieces[4][:fours] + pieces[3][:threes] + pieces[2][:twos]
    raise ValueError(score)


def test_reaching_every_minimum_exactly_wins():
    steps = [15, 16, 17, 18, 19, 20]
    assert [sum(steps[: i + 1]) for i in range(6)] == list(MINIMUM_TOTALS)
    state, results = play_totals(steps)
    assert [result.total for result in results] == list(MINIMUM_TOTALS)
    assert all(result.passed for result in results)
    assert state.status == WON and "You won with 105" in state.summary()


@pytest.mark.parametrize("failing_round", range(1, 7))
def test_one_point_short_in_any_round_loses_there(failing_round):
    steps = [15, 16, 17, 18, 19, 20]
    steps[failing_round - 1] -= 1
    state, results = play_totals(steps)
    assert state.status == LOST
    assert len(results) == failing_round
    assert state.round == failing_round
    assert results[-1].total == MINIMUM_TOTALS[failing_round - 1] - 1


def check_invariants(state):
    counts = Counter(state.board.letters())
    assert max(counts.values()) <= 2
    assert sum(counts[rare] for rare in UNCOMMON_LETTERS) <= 2
    assert state.bag.counts() + counts + Counter(state.left_board) == Counter(
        TILE_COUNTS
    )


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 1_000_000))
def test_seeded_games_with_the_best_word_keep_every_rule(seed):
    state = ProlixState(random.Random(seed))
    check_invariants(state)
    while not state.is_over():
        hint = state.hint(1)[0]
        before = state.columns
        result = state.push(hint.word)
        assert result.score == hint.score
        assert result.columns == before
        check_invariants(state)
        if not state.is_over():
            assert state.columns[2:] == before[:2]
    assert len(set(state.used_words)) == len(state.used_words)
    assert state.status in (WON, LOST)


def test_same_seed_same_game():
    one, two = ProlixState(random.Random(9)), ProlixState(random.Random(9))
    for _ in range(3):
        assert one.columns == two.columns
        word = one.hint(1)[0].word
        one.push(word)
        two.push(word)


def test_state_draws_itself_as_svg():
    state = state_on(EXAMPLE, ["subjective"])
    svg = state._repr_svg_()
    assert svg.startswith("<svg") and svg.endswith("</svg>")
    for letter in "VJGBFHST":
        assert f">{letter}</text>" in svg
    assert "+2" in svg and "Round 1 of 6" in svg


def test_a_copied_state_plays_independently():
    state = state_on(EXAMPLE, ["subjective"])
    twin = copy.deepcopy(state)
    state.push("subjective")
    assert twin.round == 1 and twin.total == 0

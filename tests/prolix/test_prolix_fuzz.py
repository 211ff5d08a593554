"""Hypothesis throws any value at every public function of the Prolix model.

Whatever arrives (None, bools, huge ints, floats, numpy ints, any Unicode, bytes,
nested lists, objects), a function either answers or raises a ``RuleError`` that
names the rule; never ``AttributeError``, ``IndexError``, ``KeyError`` or a bare
``TypeError``. A state machine then plays, refuses, undoes and copies at random
and checks that the game's bookkeeping always adds up.
"""

import random
from collections import Counter

import numpy
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from gamelib.errors import IllegalMoveError, RuleError
from gamelib.prolix import (
    TILE_COUNTS,
    UNCOMMON_LETTERS,
    Bag,
    ProlixState,
    TileBoard,
    WordList,
    best_words,
    load_dictionary,
    placement_problem,
    score_breakdown,
    score_word,
    tile_text,
    tile_value,
)
from gamelib.prolix.pictures import board_svg, board_text
from gamelib.prolix.tiles import check_columns, normalize_word

EXAMPLE = (("V", "J"), ("G", "B"), ("F", "H"), ("S", "T"))
SMALL = WordList(["cat", "dog", "jab", "subjective", "vat", "yak", "emu"], "small")

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(10**30), 10**30),
    st.integers(-5, 10),
    st.sampled_from([numpy.int64(1), numpy.uint8(3), numpy.float64(1.0)]),
    st.floats(allow_nan=True),
    st.text(max_size=12),
    st.sampled_from(["S", "v", "J", "A", "ST", "", "4", "ſ", "subjective", "é"]),
    st.binary(max_size=6),
    st.builds(object),
)
anything = st.recursive(
    scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=5),
        st.tuples(inner, inner),
        st.dictionaries(st.text(max_size=3), inner, max_size=3),
    ),
    max_leaves=12,
)
boards = st.one_of(
    anything,
    st.lists(
        st.lists(
            st.one_of(st.none(), st.sampled_from(sorted(TILE_COUNTS))),
            min_size=2,
            max_size=2,
        ),
        min_size=4,
        max_size=4,
    ),
)


def answers_or_refuses(call, *arguments):
    """Call; a RuleError is a fine answer too. Anything else fails the test."""
    try:
        return call(*arguments)
    except RuleError as refusal:
        assert str(refusal)
        return refusal


@settings(max_examples=300)
@given(anything, anything)
def test_tiles_and_columns(column, letter):
    answers_or_refuses(tile_value, column, letter)
    answers_or_refuses(tile_text, column, letter)
    answers_or_refuses(placement_problem, column, letter)
    answers_or_refuses(TileBoard().place, column, 0, letter)
    answers_or_refuses(TileBoard().place, 0, column, letter)
    answers_or_refuses(Bag(random.Random(0)).put_back, letter)
    answers_or_refuses(Bag(random.Random(0)).take, letter)


@settings(max_examples=300)
@given(boards, anything)
def test_boards_and_words(columns, word):
    answers_or_refuses(check_columns, columns)
    answers_or_refuses(TileBoard.from_columns, columns)
    answers_or_refuses(board_text, columns)
    answers_or_refuses(board_svg, columns, word)
    answers_or_refuses(board_svg, EXAMPLE, (), word)
    answers_or_refuses(normalize_word, word)
    answers_or_refuses(score_word, columns, word)
    answers_or_refuses(score_breakdown, EXAMPLE, word)


@settings(max_examples=200)
@given(boards, anything, anything)
def test_the_finder(columns, n, exclude):
    found = answers_or_refuses(best_words, columns, n, SMALL, exclude)
    if isinstance(found, list):
        assert len(found) <= len(SMALL)
    answers_or_refuses(best_words, EXAMPLE, 3, n)
    answers_or_refuses(WordList, n, "fuzz", exclude)


@settings(max_examples=100)
@given(anything)
def test_setting_up_a_game(value):
    answers_or_refuses(ProlixState, value)
    answers_or_refuses(lambda: ProlixState(random.Random(0), value))
    answers_or_refuses(lambda: ProlixState(random.Random(0), SMALL, value))
    answers_or_refuses(lambda: ProlixState(random.Random(0), SMALL, columns=value))
    if not isinstance(value, str):  # a string would be a file to read
        answers_or_refuses(load_dictionary, value)


GAME = ProlixState(random.Random(3))


@settings(max_examples=300)
@given(anything)
def test_a_game_refuses_anything_that_is_not_a_legal_word(word):
    state = GAME.copy()
    legal = state.is_legal(word)
    assert (word in state.legal_moves) == (legal and word == word.strip().lower())
    if legal:
        state.push(word)
        assert len(state.history) == 1
        return
    before = state.copy()
    for attempt in (state.check, state.push):
        try:
            attempt(word)
        except IllegalMoveError as refusal:
            assert str(refusal)
        else:
            raise AssertionError(f"{word!r} was not refused")
    assert state == before and str(state) == str(before)
    answers_or_refuses(state.preview, word)
    answers_or_refuses(state.hint, word)


REAL_WORDS = ["subjective", "jab", "sufficiently", "a", "cats", "rhythm", "vat"]


class PlayedAtRandom(RuleBasedStateMachine):
    """Play, refuse, undo and copy in any order; the books must always balance."""

    def __init__(self):
        super().__init__()
        self.state = ProlixState(random.Random(len(REAL_WORDS)))
        self.copies = [(self.state.copy(), 0)]

    @precondition(lambda self: not self.state.is_over())
    @rule(pick=st.integers(0, 50))
    def play_a_good_word(self, pick):
        moves = self.state.hint(pick % 5 + 1)
        word = moves[-1].word if pick % 2 else REAL_WORDS[pick % len(REAL_WORDS)]
        if self.state.is_legal(word):
            result = self.state.push(word)
            assert result.word == word and self.state.history[-1] == word

    @rule(word=anything)
    def try_anything(self, word):
        before = self.state.copy()
        try:
            self.state.push(word)
        except IllegalMoveError:
            assert self.state == before

    @precondition(lambda self: self.state.history)
    @rule()
    def undo(self):
        played = len(self.state.history)
        self.state.pop()
        assert len(self.state.history) == played - 1
        for copy, rounds in self.copies:
            if rounds == played - 1:
                assert self.state == copy
        # Copies of later rounds belong to a line of play that may not come again.
        self.copies = [(c, r) for c, r in self.copies if r < played]

    @rule()
    def remember(self):
        rounds = len(self.state.history)
        self.copies = [(c, r) for c, r in self.copies if r != rounds]
        self.copies.append((self.state.copy(), rounds))

    @invariant()
    def the_books_balance(self):
        state = self.state
        on_board = Counter(tile for column in state.columns for tile in column)
        assert None not in on_board
        assert max(on_board.values()) <= 2
        assert sum(on_board[rare] for rare in UNCOMMON_LETTERS) <= 2
        assert state.tiles_left + on_board + Counter(state.left_board) == Counter(
            TILE_COUNTS
        )
        assert state.is_over() == (state.outcome() is not None)
        assert (state.turn is None) == state.is_over()
        assert state.total == sum(result.score for result in state.results)


PlayedAtRandom.TestCase.settings = settings(max_examples=30, stateful_step_count=15)
test_played_at_random = PlayedAtRandom.TestCase

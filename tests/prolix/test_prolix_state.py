"""ProlixState: the handout's rules, and the shape every game of the course shares."""

import copy
import random
from collections import Counter
from itertools import combinations

import pytest

from gamelib.errors import (
    GameOverError,
    IllegalMoveError,
    MoveFormatError,
    NothingToUndoError,
    PlayerNameError,
)
from gamelib.players import play_out
from gamelib.prolix import (
    MINIMUM_TOTALS,
    TILE_COUNTS,
    UNCOMMON_LETTERS,
    ProlixState,
    RoundResult,
    WordList,
    best_word_player,
    load_dictionary,
    score_word,
)
from gamelib.prolix.pictures import verdict
from gamelib.prolix.tiles import (
    BagError,
    NotAWordError,
    TileError,
    WordAlreadyUsedError,
)
from gamelib.prolix.words import DictionaryError
from gamelib.state import Outcome

EXAMPLE = [["V", "J"], ["G", "B"], ["F", "H"], ["S", "T"]]
FILLER = ["cat", "dog", "emu", "gnu", "owl", "yak"]


def check_invariants(state):
    on_board = Counter(tile for column in state.columns for tile in column if tile)
    assert max(on_board.values()) <= 2
    assert sum(on_board[rare] for rare in UNCOMMON_LETTERS) <= 2
    assert state.tiles_left + on_board + Counter(state.left_board) == Counter(
        TILE_COUNTS
    )


def test_a_new_game_starts_full_in_round_one():
    state = ProlixState(random.Random(3))
    assert all(all(column) for column in state.columns)
    assert (state.round, state.total, state.minimum) == (1, 0, 15)
    assert sum(state.tiles_left.values()) == 77 - 8
    assert state.turn == "Player" and state.history == () and state.results == ()
    assert state.outcome() is None and not state.is_over()
    check_invariants(state)


def test_a_given_board_takes_its_tiles_out_of_the_bag_and_fills_the_gaps():
    state = ProlixState(
        random.Random(1), columns=[["V", "J"], ["G", None], [None, "H"], ["S", "T"]]
    )
    assert state.columns[0] == ("V", "J") and state.columns[3] == ("S", "T")
    assert all(all(column) for column in state.columns)
    assert state.tiles_left["J"] == 0
    check_invariants(state)
    with pytest.raises(TileError):
        ProlixState(columns=[["V", "J"], ["K", "B"], ["F", "H"], ["S", "T"]])
    with pytest.raises(BagError, match="no J tile is left"):
        ProlixState(columns=[["J", "J"], ["B", "B"], ["F", "H"], ["S", "T"]])


def test_playing_subjective_on_the_handout_board(example_game):
    state = example_game("subjective")
    result = state.push(" Subjective ")
    assert isinstance(result, RoundResult)
    assert result.word == "subjective" and result.round == 1
    assert (result.score, result.total, result.minimum, result.passed) == (
        19,
        19,
        15,
        True,
    )
    assert [tile.letter for tile in result.tiles] == ["V", "J", "B", "S", "T"]
    assert result.columns == tuple(map(tuple, EXAMPLE))
    assert state.round == 2 and state.total == 19 and state.history == ("subjective",)


def test_after_a_round_tiles_slide_two_columns_right_and_four_are_drawn(example_game):
    state = example_game("subjective")
    result = state.push("subjective")
    assert result.leaving == ("F", "H", "S", "T") == state.left_board
    assert state.columns[2:] == (("V", "J"), ("G", "B"))
    assert len(result.refill) == 4
    assert [draw.letter for draw in result.refill] == [
        state.columns[column][row] for column in (0, 1) for row in (0, 1)
    ]
    check_invariants(state)


@pytest.mark.parametrize(
    ("word", "error", "reason"),
    [
        (5, MoveFormatError, "a word is a string"),
        ("", NotAWordError, "empty"),
        ("sub jective", NotAWordError, "letters only"),
        ("c4t", NotAWordError, "remove '4'"),
        ("a" * 46, NotAWordError, "no word is longer than 45"),
        ("xyzzy", NotAWordError, "'xyzzy' is not in the dictionary"),
    ],
)
def test_a_refused_word_names_the_rule_and_changes_nothing(
    word, error, reason, example_game
):
    state = example_game("subjective")
    before = state.copy()
    for attempt in (state.check, state.push):
        with pytest.raises(error, match=reason):
            attempt(word)
    assert not state.is_legal(word) and word not in state.legal_moves
    assert state == before and str(state) == str(before)


def test_a_proper_name_is_refused_as_a_name():
    state = ProlixState(random.Random(1))
    with pytest.raises(
        NotAWordError, match="London is a name, and names are not words"
    ):
        state.check("london")
    assert issubclass(NotAWordError, NotAWordError)
    mine = ProlixState(random.Random(1), WordList(FILLER, "test", names=["Paris"]))
    with pytest.raises(NotAWordError, match="Paris is a name, and names are not words"):
        mine.push("PARIS")


def test_a_word_may_not_be_used_twice_in_a_game(example_game):
    state = example_game("subjective", "objective")
    state.push("subjective")
    before = state.copy()
    with pytest.raises(WordAlreadyUsedError, match="already used in round 1"):
        state.push("SUBJECTIVE")
    assert state == before
    assert not state.is_legal("subjective") and "subjective" not in state.legal_moves
    assert state.is_legal("objective") and "objective" in state.legal_moves


def test_missing_a_minimum_loses_at_once(example_game):
    state = example_game("vat", "subjective")
    result = state.push("vat")  # V 5 + T 2 = 7 < 15
    assert result.score == 7 and not result.passed
    assert result.leaving == () and result.refill == ()
    assert state.is_over() and state.turn is None and state.round == 1
    assert state.outcome() == Outcome(
        None, "7 points after round 1; 15 were needed", draw=False
    )
    assert len(state.legal_moves) == 0 and list(state.legal_moves) == []
    assert "subjective" not in state.legal_moves
    for move in ("subjective", 5, ""):
        with pytest.raises(GameOverError, match="the game is over"):
            state.push(move)
    with pytest.raises(GameOverError):
        state.hint()


def boards_of(seed):
    """The six boards of a seeded game: the draws do not depend on the words."""
    state = ProlixState(random.Random(seed))
    boards = []
    while not state.is_over():
        boards.append(state.columns)
        state.push(best_word_player(state))
    return boards if len(boards) == 6 else None


def word_scoring(columns, target, suffix):
    """A made-up word that scores exactly ``target`` on ``columns``, if any."""
    tiles = [tile for column in columns for tile in column]
    for size in range(len(tiles) + 1):
        for chosen in combinations(tiles, size):
            word = "".join(chosen).lower() + suffix
            if score_word(columns, word) == target:
                return word
    return None


def staged_game(targets):
    """A seeded game and a word list in which round i's word scores targets[i]."""
    for seed in range(100):
        boards = boards_of(seed)
        if boards is None:
            continue
        words = [
            word_scoring(board, target, "e" * (i + 1))
            for i, (board, target) in enumerate(zip(boards, targets, strict=False))
        ]
        if None not in words:
            return ProlixState(
                random.Random(seed), WordList(words + FILLER, "t")
            ), words
    raise AssertionError("no seed allows these exact scores")


STEPS = [15, 16, 17, 18, 19, 20]


def test_reaching_every_minimum_exactly_wins():
    assert [sum(STEPS[: i + 1]) for i in range(6)] == list(MINIMUM_TOTALS)
    state, words = staged_game(STEPS)
    results = [state.push(word) for word in words]
    assert [result.total for result in results] == list(MINIMUM_TOTALS)
    assert all(result.passed for result in results)
    assert state.is_over() and state.turn is None and state.round == 6
    assert state.outcome() == Outcome(
        "Player", "105 points after 6 rounds; 105 were needed"
    )
    assert results[-1].leaving == ()  # no slide after the last round
    assert verdict(state) == "You won with 105 points!"


@pytest.mark.parametrize("failing_round", range(1, 7))
def test_one_point_short_in_any_round_loses_there(failing_round):
    targets = list(STEPS)
    targets[failing_round - 1] -= 1
    state, words = staged_game(targets)
    results = [state.push(word) for word in words[:failing_round]]
    assert [result.passed for result in results] == [True] * (failing_round - 1) + [
        False
    ]
    assert state.is_over() and state.round == failing_round
    assert state.outcome().winner is None and not state.outcome().draw
    assert state.total == MINIMUM_TOTALS[failing_round - 1] - 1


def test_pop_undoes_a_round_exactly_bag_and_random_generator_included():
    rng = random.Random(5)
    state = ProlixState(rng)
    start, rng_at_start = state.copy(), rng.getstate()
    first = state.push(best_word_player(state))
    after_one = state.copy()
    state.push(best_word_player(state))
    assert state.pop() != first.word
    assert state == after_one
    assert state.pop() == first.word
    assert state == start and rng.getstate() == rng_at_start
    assert state.push(first.word) == first  # the same draws again
    with pytest.raises(NothingToUndoError):
        ProlixState(random.Random(1)).pop()


def test_copy_shares_the_dictionary_and_nothing_else():
    state = ProlixState(random.Random(2))
    twin = state.copy()
    assert twin == state and twin is not state
    assert twin.dictionary is state.dictionary
    assert copy.deepcopy(state).dictionary is state.dictionary
    twin.push(best_word_player(twin))
    assert twin != state and state.history == () and state.round == 1
    assert ProlixState(random.Random(2)) == state
    assert ProlixState(random.Random(3)) != state


def test_legal_moves_is_every_unused_word_best_first():
    dictionary = load_dictionary()
    state = ProlixState(random.Random(4))
    moves = state.legal_moves
    assert len(moves) == len(dictionary)
    listed = list(moves)
    assert sorted(listed) == sorted(dictionary.words)
    scores = [score_word(state.columns, word) for word in listed[:300]]
    assert scores == sorted(scores, reverse=True)
    assert listed[0] == best_word_player(state)
    assert "cats" in moves and "Cats" not in moves and 5 not in moves
    word = listed[0]
    state.push(word)
    assert word not in state.legal_moves
    assert len(state.legal_moves) == len(dictionary) - 1


def test_the_best_word_player_plays_whole_games_through_play_out():
    for seed in range(5):
        state = ProlixState(random.Random(seed))
        records = play_out(state, best_word_player)
        assert state.is_over() and len(records) == len(state.history)
        assert len(set(state.history)) == len(state.history)
        check_invariants(state)


def test_same_seed_same_game():
    one, two = ProlixState(random.Random(9)), ProlixState(random.Random(9))
    for _ in range(3):
        assert one == two
        word = best_word_player(one)
        assert one.push(word) == two.push(word)


def test_set_up_is_checked():
    with pytest.raises(DictionaryError, match="at least 6 words"):
        ProlixState(dictionary=WordList(["cat"], "tiny"))
    with pytest.raises(PlayerNameError):
        ProlixState(player="")
    with pytest.raises(PlayerNameError):
        ProlixState(player="x" * 31)
    assert ProlixState(random.Random(1), player="Ada").turn == "Ada"
    assert issubclass(NotAWordError, IllegalMoveError)


def test_text_and_picture(example_game):
    state = example_game("subjective")
    text = str(state)
    assert text.startswith("Round 1 of 6: total 0, reach 15 after this round.")
    assert "| V+1 |  G  |  F  |  S  |" in text
    svg = state._repr_svg_()
    assert svg.startswith("<svg") and svg.endswith("</svg>")
    for letter in "VJGBFHST":
        assert f">{letter}</text>" in svg
    assert "+2" in svg and "Round 1 of 6" in svg
    state.push("subjective")
    assert "Words used: subjective" in str(state)

"""Every public function and method, fed values of the wrong type and out of range.

Each must answer, or refuse with the precise error for the rule it names (never an
``AttributeError``, ``IndexError``, a bare ``TypeError`` from deep inside, or a
silent wrong answer), and a refused move must leave the board exactly as it was.
"""

import random

import numpy as np
from hypothesis import given
from hypothesis import strategies as st

from gamelib.console import AnswerError
from gamelib.errors import (
    GameOverError,
    IllegalMoveError,
    InvalidBoardError,
    MoveFormatError,
    NotYourTurnError,
    OffBoardError,
    RuleError,
)
from gamelib.players import PlayerMoveError
from gamelib.state import Outcome
from gamelib.tictactoe import (
    Board,
    explain_move,
    make_random_player,
    minimax_player,
    pattern_player,
)
from gamelib.tictactoe.analysis import game_value, minimax_move, optimal_moves
from gamelib.tictactoe.cells import rotate, rotations
from gamelib.tictactoe.console import parse_square
from gamelib.tictactoe.pictures import board_svg, result_text, text_view
from gamelib.tictactoe.players import PATTERNS, play_round
from gamelib.tictactoe.state import as_board

anything = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.integers(min_value=-(10**200), max_value=10**200),
    st.floats(allow_nan=True),
    st.text(),
    st.binary(),
    st.integers(-20, 20).map(np.int64),
    st.just(np.True_),
    st.lists(st.integers(0, 8), max_size=3),
    st.tuples(st.integers(0, 8)),
    st.just(object()),
)
"""Values of every kind a learner or a buggy player might pass."""

cells_like = st.one_of(
    st.text(alphabet="XO x?*-", max_size=12),
    st.lists(st.sampled_from(["X", "O", " ", "", "x", 0, None]), max_size=12),
    anything,
)
"""Things that may or may not be nine cells of a board."""


@st.composite
def positions(draw) -> Board:
    """A board after a random number of random legal moves."""
    board = Board()
    rng = random.Random(draw(st.integers(0, 2**32)))
    for _ in range(draw(st.integers(0, 9))):
        if board.is_over():
            break
        board.push(rng.choice(board.legal_moves))
    return board


@given(positions(), anything)
def test_moves_of_any_type_are_refused_precisely_and_change_nothing(board, move):
    before, history = board.copy(), board.history
    legal = board.is_legal(move)
    assert (move in board.legal_moves) == legal
    if legal:
        board.check(move)
        return
    try:
        board.check(move)
    except GameOverError:
        assert board.is_over()
    except MoveFormatError:
        assert isinstance(move, bool | np.bool_) or not isinstance(
            move, int | np.integer
        )
    except OffBoardError:
        assert not 0 <= int(move) <= 8
    except IllegalMoveError:
        assert board[int(move)] != " "
    else:
        raise AssertionError(f"{move!r} is not legal, but check() accepted it")
    try:
        board.push(move)
    except IllegalMoveError as error:
        assert str(error)
    else:
        raise AssertionError(f"push({move!r}) played an illegal move")
    assert board == before and board.history == history


@given(cells_like)
def test_a_board_is_set_up_from_nine_cells_or_refused(cells):
    try:
        board = Board(cells)
    except InvalidBoardError as error:
        assert str(error)
    else:
        assert len(board.cells) == 9 and set(board.cells) <= {"X", "O", " "}


@given(cells_like)
def test_the_functions_on_raw_cells_answer_or_refuse_precisely(cells):
    for function in (game_value, optimal_moves, minimax_move):
        try:
            function(cells)
        except (InvalidBoardError, GameOverError):
            pass
    try:
        explanation = explain_move(cells)
    except (InvalidBoardError, GameOverError):
        return
    assert list(cells)[explanation.square] == " "


@given(st.one_of(cells_like, positions()))
def test_players_answer_legally_or_refuse_precisely(state):
    players = [pattern_player, minimax_player, make_random_player(random.Random(0))]
    for player in players:
        try:
            move = player(state)
        except (InvalidBoardError, GameOverError, NotYourTurnError):
            continue
        assert as_board(state).is_legal(move)


@given(st.one_of(cells_like, st.lists(st.integers(), max_size=12)))
def test_turning_takes_nine_things_of_any_kind(cells):
    try:
        turns = rotations(cells)
    except InvalidBoardError:
        return
    assert [len(turned) for turned, _origin in turns] == [9] * 4
    assert turns[1][0] == tuple(rotate(list(cells)))


@given(cells_like)
def test_patterns_and_pictures_refuse_what_is_not_a_board(cells):
    try:
        PATTERNS[0].matches(cells)
        board_svg(cells)
        text_view(cells)
    except InvalidBoardError:
        pass


@given(positions(), st.lists(anything, max_size=3), anything)
def test_pictures_refuse_bad_highlights_and_sizes(board, highlight, size):
    try:
        svg = board_svg(board, highlight=highlight, size=size)
    except (IllegalMoveError, ValueError):
        return
    assert svg.startswith("<svg")


@given(anything)
def test_result_text_needs_an_outcome(value):
    try:
        result_text(value)
    except TypeError:
        return
    raise AssertionError("result_text accepted something that is not an Outcome")


def test_result_text_for_each_end():
    assert result_text(Outcome("X", "line")) == "You win! Three in a row."
    assert result_text(Outcome("O", "line")).startswith("The computer wins")
    assert result_text(Outcome(None, "full", draw=True)).startswith("It's a tie")


@given(positions(), anything)
def test_a_round_with_any_move_is_whole_or_refused(board, move):
    before, history = board.copy(), board.history
    try:
        play_round(board, move, minimax_player)
    except IllegalMoveError:
        assert board == before and board.history == history
        return
    assert board.history[: len(history)] == history


@given(positions(), anything)
def test_a_round_with_any_answer_is_whole_or_refused(board, answer):
    before, history = board.copy(), board.history
    if board.is_over():
        return
    square = board.legal_moves[0]
    try:
        play_round(board, square, lambda state: answer)
    except PlayerMoveError:
        assert board == before and board.history == history
        return
    assert board.history[len(history) + 1 :] in ((), (answer,))


@given(positions(), st.text())
def test_any_typed_text_is_a_square_or_a_clear_refusal(board, text):
    try:
        square = parse_square(text, board)
    except (AnswerError, RuleError) as error:
        assert str(error) and len(str(error)) < 200
        return
    assert board.is_legal(square)

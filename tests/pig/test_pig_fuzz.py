"""Every public function and method of the Pig model, fed whatever hypothesis finds.

Each call either works or raises the precise ``gamelib.errors`` subclass for the
rule it breaks (a ``TypeError`` for a strategy handed something that is not a
game). Whole numbers may be numpy integers; bools and floats never pass for them.
That a refused move leaves the game exactly as it was is checked for every game at
once, by tests/test_protocol.py.
"""

import random

import numpy as np
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from gamelib.errors import (
    GameOverError,
    IllegalMoveError,
    NotYourTurnError,
    RuleError,
    SetupError,
)
from gamelib.pig import ComputerPlayer, Die, PigGame, hold_at, optimal_policy
from gamelib.pig.die import DieFaceError, opposite
from gamelib.pig.optimal import MAX_SOLVABLE_GOAL, solve
from gamelib.players import choose_move, play_out

NUMPY_INTEGERS = st.sampled_from([np.int16, np.int32, np.int64, np.uint16])
NOT_WHOLE_NUMBERS = st.one_of(
    st.booleans(),
    st.floats(allow_nan=True),
    st.floats(min_value=-10, max_value=200).map(float),
    st.text(max_size=5),
    st.none(),
    st.just(np.float64(3.0)),
    st.just(np.bool_(True)),
    st.lists(st.integers(), max_size=2),
)
ANYTHING = st.one_of(
    NOT_WHOLE_NUMBERS,
    st.integers(),
    st.integers(-5, 200).flatmap(lambda n: NUMPY_INTEGERS.map(lambda t: t(abs(n)))),
    st.binary(max_size=5),
    st.just(object()),
    st.tuples(st.text(max_size=3)),
)
SMALL_GOAL = 12


@pytest.fixture(scope="module")
def small_policy():
    return solve(SMALL_GOAL)


def play_some(seed: int, moves: int, goal: int = 30) -> PigGame:
    rng = random.Random(seed)
    game = PigGame(["Ann", "Bob", "Cy"], goal=goal, rng=random.Random(seed))
    for _ in range(moves):
        if game.is_over():
            break
        game.push(rng.choice(game.legal_moves))
    return game


@given(players=ANYTHING, goal=ANYTHING)
def test_a_game_starts_or_names_the_set_up_rule(players, goal):
    try:
        game = PigGame(players, goal=goal, rng=random.Random(0))
    except SetupError as error:
        assert str(error)
        return
    assert isinstance(game.goal, int) and game.goal >= 1


@given(names=st.lists(st.text(max_size=25), max_size=6), goal=st.integers(-3, 300))
def test_any_list_of_names_starts_a_game_or_is_refused_by_a_rule(names, goal):
    try:
        game = PigGame(names, goal=goal, rng=random.Random(0))
    except SetupError:
        return
    assert sorted(p.name for p in game.players) == sorted(n.strip() for n in names)


@given(goal=NUMPY_INTEGERS.map(lambda t: t(25)))
def test_numpy_integers_are_accepted_as_the_goal(goal):
    game = PigGame(["Ann", "Bob"], goal=goal, rng=random.Random(1))
    assert game.goal == 25 and type(game.goal) is int


@given(goal=NOT_WHOLE_NUMBERS)
def test_bools_floats_and_text_are_not_a_goal(goal):
    with pytest.raises(SetupError, match="whole number"):
        PigGame(["Ann", "Bob"], goal=goal)


@given(seed=st.integers(0, 10**6), moves=st.integers(0, 40), player=ANYTHING)
def test_moving_for_anybody_but_the_mover_is_refused(seed, moves, player):
    game = play_some(seed, moves)
    # None means "whoever is to move", as in python-chess's push.
    assume(not game.is_over() and player is not None and player != game.turn)
    before = game.copy()
    with pytest.raises(NotYourTurnError):
        game.push("roll", player=player)
    assert game == before


@given(name=ANYTHING)
def test_looking_up_a_player_answers_or_names_the_rule(name):
    game = play_some(1, 3)
    try:
        assert game.player(name).name == name
    except IllegalMoveError as error:
        assert "no player named" in str(error)


@settings(max_examples=30)
@given(seed=st.integers(0, 10**6), move=ANYTHING)
def test_after_the_end_every_move_and_every_computer_is_refused(seed, move):
    game = PigGame(["Ann", ComputerPlayer()], goal=15, rng=random.Random(seed))
    play_out(game, {"Ann": hold_at(5), "Computer": game.player("Computer")})
    finished = game.copy()
    for attempt in (
        lambda: game.push(move),
        lambda: game.check(move),
        lambda: game.player("Computer").choose(game),
        lambda: hold_at(20)(game),
        lambda: choose_move(game, game.player("Computer")),
    ):
        with pytest.raises(GameOverError):
            attempt()
    assert not game.is_legal(move)
    assert game == finished


@settings(max_examples=30)
@given(seed=st.integers(0, 10**6), moves=st.integers(0, 30))
def test_a_computer_asked_out_of_turn_is_refused(seed, moves):
    computer = ComputerPlayer()
    game = PigGame(["Ann", computer], rng=random.Random(seed))
    rng = random.Random(seed)
    for _ in range(moves):
        game.push(rng.choice(game.legal_moves))
    if game.turn == "Ann":
        with pytest.raises(NotYourTurnError):
            computer(game)
    else:
        assert computer(game) in game.legal_moves


@given(threshold=ANYTHING)
def test_hold_at_takes_a_positive_whole_threshold(threshold):
    try:
        strategy = hold_at(threshold)
    except SetupError:
        return
    assert strategy.threshold >= 1 and not isinstance(threshold, bool | float)


@given(score=ANYTHING, opponent=ANYTHING, turn_total=ANYTHING)
def test_strategies_answer_possible_positions_and_refuse_the_rest(
    small_policy, score, opponent, turn_total
):
    for strategy in (hold_at(8, SMALL_GOAL), small_policy):
        try:
            move = strategy.action(score, opponent, turn_total)
        except RuleError:
            continue
        assert move in ("roll", "hold")
        as_ints = (int(score), int(opponent), int(turn_total))
        assert strategy.action(*as_ints) == move  # numpy ints answer the same
    try:
        chance = small_policy.win_probability(score, opponent, turn_total)
    except RuleError:
        return
    assert 0.0 <= chance <= 1.0


@given(game=ANYTHING)
def test_a_strategy_handed_something_else_than_a_game_says_so(small_policy, game):
    for strategy in (hold_at(20), small_policy, ComputerPlayer()):
        with pytest.raises(TypeError, match="plays a PigGame"):
            strategy(game)


@given(
    goal=st.one_of(
        NOT_WHOLE_NUMBERS,
        st.integers(max_value=0),
        st.integers(min_value=MAX_SOLVABLE_GOAL + 1),
    )
)
def test_an_unsolvable_goal_is_refused(goal):
    with pytest.raises(SetupError):
        optimal_policy(goal)


@given(face=ANYTHING)
def test_a_die_has_six_faces_only(face):
    try:
        below = opposite(face)
    except DieFaceError:
        with pytest.raises(DieFaceError):
            Die(top=face)
        return
    assert below + face == 7 and 1 <= below <= 6


def test_no_fuzzed_error_is_a_bare_value_error():
    """The families above are ``RuleError``s, so callers never need ``ValueError``."""
    for error in (SetupError, RuleError, DieFaceError):
        assert issubclass(error, RuleError)

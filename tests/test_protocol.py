"""One shape for every game: the same members, with the same meaning.

Every game state has ``turn``, ``legal_moves``, ``check``/``is_legal``,
``push``/``pop``, ``history``, ``copy()``, ``is_over()``, ``outcome()``, ``str()``
and ``_repr_svg_``.
Every game state is a ``gamelib.state.GameState``, which writes those members once.
This file plays random games of each and checks those members against each other,
and feeds every game whatever hypothesis finds as a move (the one test that a refused
move changes nothing), so a game joins the course's shape by adding one line to
``GAMES``.
"""

import importlib
import random

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gamelib.errors import GameOverError, IllegalMoveError
from gamelib.state import GameState, LegalMoves, Outcome


def _make(module: str, factory: str, **options):
    def new_state(seed: int):
        game = importlib.import_module(module)
        return getattr(game, factory)(**options, **_seeded(game, factory, seed))

    new_state.__name__ = f"{module}.{factory}({options})"
    return new_state


def _seeded(game, factory, seed):
    """Random games take ``rng``; deterministic ones take nothing."""
    import inspect

    parameters = inspect.signature(getattr(game, factory)).parameters
    return {"rng": random.Random(seed)} if "rng" in parameters else {}


GAMES = {
    "pig": _make("gamelib.pig", "PigGame", players=["Ann", "Bob"], goal=30),
    "pig-4": _make("gamelib.pig", "PigGame", players=["A", "B", "C", "D"], goal=20),
    "tictactoe": _make("gamelib.tictactoe", "Board"),
    "prolix": _make("gamelib.prolix", "ProlixState"),
    "quixo": _make("gamelib.quixo", "Board"),
    "quixo-3": _make("gamelib.quixo", "Board", size=3),
    "quixo-4-players": _make("gamelib.quixo", "Board", players=4),
}

NOT_MOVES = [None, True, 1.5, -1, 10**9, "", "no such move", object(), (), [0]]
"""Values no game accepts as a move; each must be refused without a change."""

ANY_VALUE = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.integers(0, 30).map(np.int64),
    st.floats(allow_nan=True),
    st.text(max_size=8),
    st.binary(max_size=4),
    st.tuples(st.integers(-1, 5), st.integers(-1, 5)),
    st.tuples(
        st.tuples(st.integers(-1, 5), st.integers(-1, 5)),
        st.tuples(st.integers(-1, 5), st.integers(-1, 5)),
    ),
    st.lists(st.integers(-1, 9), max_size=3),
    st.just(object()),
)
"""Anything a learner or a program might pass as a move: most are refused, some
(a square number, a word, a pair of squares) may be legal in one game or another."""

MAX_MOVES = 400


def same(state, before) -> bool:
    """Everything that affects play is unchanged (``before`` is a copy)."""
    return (
        state == before
        and str(state) == str(before)
        and list(state.history) == list(before.history)
        and state.turn == before.turn
    )


def check_refused(state, move) -> None:
    before = state.copy()
    assert not state.is_legal(move), f"{move!r} accepted as legal"
    with pytest.raises(IllegalMoveError) as refusal:
        state.check(move)
    assert str(refusal.value), "the error must say which rule is broken"
    with pytest.raises(IllegalMoveError):
        state.push(move)
    assert same(state, before), f"refusing {move!r} changed the state"


def check_in_play(state, rng: random.Random) -> None:
    assert not state.is_over()
    assert state.outcome() is None
    assert state.turn is not None
    moves = list(state.legal_moves)
    assert moves, "a game in play has a legal move"
    assert len(state.legal_moves) == len(moves)
    for move in rng.sample(moves, min(5, len(moves))):
        assert move in state.legal_moves
        assert state.is_legal(move)
        state.check(move)


def check_over(state) -> None:
    assert state.is_over()
    assert state.turn is None
    assert isinstance(state.outcome(), Outcome)
    assert str(state.outcome().reason)
    assert len(state.legal_moves) == 0
    assert list(state.legal_moves) == []
    with pytest.raises(GameOverError):
        state.check("anything")


@pytest.fixture(params=sorted(GAMES))
def new_state(request):
    return GAMES[request.param]


def test_every_game_is_a_game_state_with_the_one_legal_moves_container(new_state):
    state = new_state(0)
    assert isinstance(state, GameState)
    assert isinstance(state.legal_moves, LegalMoves)
    assert isinstance(state.copy(), type(state))


@pytest.mark.parametrize("seed", range(4))
def test_random_games_keep_every_member_consistent(new_state, seed):
    rng = random.Random(seed)
    state = new_state(seed)
    pushed = 0
    while not state.is_over() and pushed < MAX_MOVES:
        check_in_play(state, rng)
        move = rng.choice(list(state.legal_moves))
        before = state.copy()
        state.push(move)
        after = state.copy()
        state.pop()
        assert same(state, before), "pop() did not undo push()"
        state.push(move)
        assert same(state, after), "push after pop played differently"
        pushed += 1
        assert len(state.history) == pushed
    if state.is_over():
        check_over(state)


@pytest.mark.parametrize("seed", range(3))
def test_illegal_moves_leave_the_state_exactly_as_it_was(new_state, seed):
    rng = random.Random(seed)
    state = new_state(seed)
    for _ in range(rng.randrange(0, 12)):
        if state.is_over():
            break
        state.push(rng.choice(list(state.legal_moves)))
    for move in NOT_MOVES:
        check_refused(state, move)


@settings(max_examples=300)
@given(
    game=st.sampled_from(sorted(GAMES)),
    seed=st.integers(0, 2**16),
    plies=st.integers(0, 40),
    move=ANY_VALUE,
)
def test_any_value_is_a_legal_move_or_refused_without_a_change(game, seed, plies, move):
    """The one refusal test for every game: ``is_legal``, ``check`` and ``push``
    agree on any value, and a refused one leaves the state exactly as it was."""
    rng = random.Random(seed)
    state = GAMES[game](seed)
    for _ in range(plies):
        if state.is_over():
            break
        state.push(rng.choice(list(state.legal_moves)))
    before = state.copy()
    if state.is_legal(move):
        state.check(move)
        state.push(move)
        assert len(state.history) == len(before.history) + 1
        state.pop()
        assert same(state, before), "pop() did not undo a legal value's push()"
        return
    refused = GameOverError if state.is_over() else IllegalMoveError
    with pytest.raises(refused) as refusal:
        state.check(move)
    assert str(refusal.value), "the error must say which rule is broken"
    with pytest.raises(refused):
        state.push(move)
    assert same(state, before), f"refusing {move!r} changed the state"
    assert move not in state.legal_moves


def test_copy_is_independent(new_state):
    state = new_state(7)
    duplicate = state.copy()
    assert duplicate == state and duplicate is not state
    duplicate.push(next(iter(duplicate.legal_moves)))
    assert duplicate != state
    assert len(state.history) == 0


def test_a_finished_game_refuses_every_move(new_state):
    rng = random.Random(3)
    state = new_state(3)
    while not state.is_over():
        state.push(rng.choice(list(state.legal_moves)))
        assert len(state.history) < 5_000
    check_over(state)
    for move in NOT_MOVES:
        with pytest.raises(GameOverError):
            state.push(move)


def test_text_and_picture_show_the_position(new_state):
    state = new_state(1)
    text = str(state)
    assert text.strip(), "the text of a position says something"
    assert str(state.copy()) == text
    state.push(next(iter(state.legal_moves)))
    assert str(state) != text, "the first move shows in the text"
    assert state._repr_svg_().lstrip().startswith("<svg")

"""The same wrong call gets the same error class in every game.

A learner who meets ``NothingToUndoError`` in Pig meets it again in Quixo, and a
console that catches ``OffBoardError`` catches it for every board: each case below
makes one mistake in every game that can make it and asks for exactly the same
class (not a game's own subclass of it), all from ``gamelib.errors``.
"""

import importlib
import inspect
import pkgutil
import random

import pytest

import gamelib
from gamelib import errors
from gamelib.pig import PigGame
from gamelib.prolix import ProlixState
from gamelib.prolix import lesson as prolix_lesson
from gamelib.prolix.tiles import TileBoard as ProlixBoard
from gamelib.prolix.tiles import tile_value
from gamelib.quixo import Board as QuixoBoard
from gamelib.quixo import lesson
from gamelib.quixo.lesson.board import LessonRules
from gamelib.tictactoe import Board as TicTacToeBoard
from gamelib.tictactoe import lesson as tictactoe_lesson


def new_games():
    """One fresh game of each, seeded where the game has chance in it."""
    return {
        "pig": PigGame(["Ann", "Bob"], goal=20, rng=random.Random(1)),
        "tictactoe": TicTacToeBoard(),
        "prolix": ProlixState(rng=random.Random(1)),
        "quixo": QuixoBoard(size=3),
    }


def finished(name, state):
    """``state`` played to its end with random moves (seeded, so repeatable)."""
    rng = random.Random(3)
    while not state.is_over():
        state.push(rng.choice(list(state.legal_moves)))
        assert len(state.history) < 5_000, f"{name} never ended"
    return state


def raised(call):
    with pytest.raises(errors.RuleError) as refusal:
        call()
    return type(refusal.value)


GAME_NAMES = sorted(new_games())


@pytest.mark.parametrize("name", GAME_NAMES)
def test_pop_with_nothing_to_undo(name):
    state = new_games()[name]
    assert raised(state.pop) is errors.NothingToUndoError
    assert issubclass(errors.NothingToUndoError, IndexError)  # as list.pop says


@pytest.mark.parametrize("name", GAME_NAMES)
def test_a_move_after_the_game_is_over(name):
    state = finished(name, new_games()[name])
    assert raised(lambda: state.push("anything")) is errors.GameOverError
    assert raised(lambda: state.check(None)) is errors.GameOverError


@pytest.mark.parametrize("name", GAME_NAMES)
@pytest.mark.parametrize("move", [None, 1.5, object(), ["a", "list"]])
def test_a_move_of_the_wrong_type(name, move):
    state = new_games()[name]
    assert raised(lambda: state.push(move)) is errors.MoveFormatError


@pytest.mark.parametrize("name", GAME_NAMES)
def test_a_move_for_someone_who_is_not_to_move(name):
    state = new_games()[name]
    move = next(iter(state.legal_moves))
    others = {"pig": "Bob", "tictactoe": "O", "prolix": "Nobody", "quixo": "O"}
    if name == "pig" and state.turn == "Bob":
        others["pig"] = "Ann"
    mistake = lambda: state.push(move, player=others[name])  # noqa: E731
    assert raised(mistake) is errors.NotYourTurnError
    assert state.push(move, player=state.turn) is not None  # the mover may


def test_a_square_off_the_board():
    assert raised(lambda: TicTacToeBoard().push(9)) is errors.OffBoardError
    quixo_move = ((7, 0), (0, 0))
    assert raised(lambda: QuixoBoard().push(quixo_move)) is errors.OffBoardError
    assert raised(lambda: tile_value(4, "K")) is errors.OffBoardError


def test_a_board_that_is_not_a_board():
    assert raised(lambda: TicTacToeBoard("XO")) is errors.InvalidBoardError
    assert raised(lambda: QuixoBoard(size=3, rows=["---"])) is errors.InvalidBoardError
    assert raised(lambda: QuixoBoard(size=3, rows=["--?"] * 3)) is (
        errors.InvalidBoardError
    )
    assert raised(lambda: ProlixBoard.from_columns([["K", None]])) is (
        errors.InvalidBoardError
    )


def test_the_wrong_number_of_players():
    assert raised(lambda: PigGame(["Ann"])) is errors.PlayerCountError
    assert raised(lambda: QuixoBoard(players=3)) is errors.PlayerCountError


def test_a_name_that_is_not_a_name():
    assert raised(lambda: PigGame(["", "Bob"])) is errors.PlayerNameError
    assert raised(lambda: ProlixState(player=" ")) is errors.PlayerNameError


def test_a_random_source_that_is_not_one():
    assert raised(lambda: PigGame(["Ann", "Bob"], rng=7)) is errors.ArgumentError
    assert raised(lambda: ProlixState(rng=7)) is errors.ArgumentError
    assert issubclass(errors.ArgumentError, TypeError)


def test_the_lesson_board_on_a_learners_rules_refuses_as_the_model_does():
    mine = LessonRules(lesson.createBoard, lesson.makeMove, lesson.winner, 3)
    assert raised(mine.pop) is errors.NothingToUndoError
    assert raised(lambda: mine.push(None)) is errors.MoveFormatError
    assert raised(lambda: mine.push(((7, 0), (0, 0)))) is errors.OffBoardError
    assert raised(lambda: mine.push(((0, 0), (0, 2)), player="O")) is (
        errors.NotYourTurnError
    )


def test_the_family_has_one_class_for_each_name():
    """No two error classes in gamelib share a name: a learner who reads
    ``PieceRuleError`` in Prolix and in tic-tac-toe meets one class, not two."""
    classes: dict[str, set[str]] = {}
    for module in pkgutil.walk_packages(gamelib.__path__, "gamelib."):
        if module.name.endswith("__main__"):
            continue
        for value in vars(importlib.import_module(module.name)).values():
            if inspect.isclass(value) and issubclass(value, Exception):
                if value.__module__.startswith("gamelib"):
                    where = f"{value.__module__}.{value.__qualname__}"
                    classes.setdefault(value.__name__, set()).add(where)
    twice = {name: where for name, where in classes.items() if len(where) > 1}
    assert twice == {}
    assert len(classes) < 70, sorted(classes)  # one small family


def test_a_learners_piece_that_breaks_a_rule_is_the_same_error_in_every_lesson():
    assert prolix_lesson.PieceRuleError is errors.PieceRuleError
    assert tictactoe_lesson.PieceRuleError is errors.PieceRuleError
    assert issubclass(errors.PieceRuleError, errors.IllegalMoveError)

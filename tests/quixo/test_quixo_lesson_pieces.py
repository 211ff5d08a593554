"""The lesson's beginner pieces play exactly the course model's two-player game.

The lesson writes Quixo with lists and loops (``gamelib.quixo.lesson``); the board
and the computer players use the model (``gamelib.quixo.Board``). Both are compared
on every 3x3 board with either player to move, and move by move along random 5x5
and 4x4 games: the same legal moves, the same board after each, the same winner.
"""

import itertools
import random

import pytest

from gamelib.errors import IllegalMoveError, SetupError
from gamelib.quixo import Board, Move, create_board, lesson
from tests.quixo.lesson_answers import legal_moves


def lesson_moves(rows, turn):
    return sorted(legal_moves(lesson.createBoard(rows, turn)))


def model_moves(board):
    return sorted((*move.pick, *move.place) for move in board.legal_moves)


def lesson_winner(rows, turn):
    return lesson.winner(lesson.createBoard(rows, turn))


def model_winner(rows, turn):
    """The model judges a board by its player to move, as after a move."""
    outcome = create_board(rows, turn=turn).outcome()
    return None if outcome is None else outcome.winner


def test_every_3x3_board_has_the_same_moves_and_winner_in_both():
    for blocks in itertools.product("-XO", repeat=9):
        rows = ["".join(blocks[k : k + 3]) for k in (0, 3, 6)]
        for turn in ("X", "O"):
            winner = lesson_winner(rows, turn)
            assert winner == model_winner(rows, turn), (rows, turn)
            if winner is None:
                board = create_board(rows, turn=turn)
                assert lesson_moves(rows, turn) == model_moves(board), (rows, turn)


@pytest.mark.parametrize(
    "size, seed", [(5, seed) for seed in range(30)] + [(4, 1), (4, 2)]
)
def test_random_games_go_the_same_way(size, seed):
    rng = random.Random(seed)
    model = Board(size=size)
    mine = lesson.QuixoBoard(size)
    for _ in range(120):
        rows = model.rows()
        assert ["".join(row) for row in mine.blocks] == rows
        assert mine.turn == model.turn
        assert lesson_moves(rows, mine.turn) == model_moves(model)
        move = rng.choice(list(model.legal_moves))
        lesson.makeMove(mine, *move.pick, *move.place)
        model.push(move)
        outcome = model.outcome()
        assert lesson.winner(mine) == (outcome.winner if outcome else None)
        if outcome:
            break


@pytest.mark.parametrize(
    "numbers",
    [
        (0, 4, 4, 4),
        (2, 2, 0, 2),
        (0, 1, 0, 1),
        (0, 1, 2, 1),
        (0, 1, 5, 1),
        (5, 0, 0, 0),
    ],
)
def test_both_refuse_the_same_illegal_moves_and_change_nothing(numbers):
    rows = ["----O", "XX--X", "XO---", "OO---", "X----"]
    mine = lesson.createBoard(rows)
    with pytest.raises(IllegalMoveError):
        lesson.makeMove(mine, *numbers)
    assert ["".join(row) for row in mine.blocks] == rows and mine.turn == "X"
    model = create_board(rows)
    with pytest.raises(IllegalMoveError):
        model.push(Move(numbers[:2], numbers[2:]))
    assert model.rows() == rows


@pytest.mark.parametrize(
    "rows", [["-----", "XX-X", "-----", "-----", "-----"], ["--x", "---", "---"]]
)
def test_create_board_refuses_what_is_not_a_board(rows):
    with pytest.raises(SetupError):
        lesson.createBoard(rows)


def test_print_board_prints_the_handouts_example_back(capsys):
    rows = ["----O", "XX--X", "XO---", "OO---", "X----"]
    lesson.printBoard(lesson.createBoard(rows))
    assert capsys.readouterr().out == "\n".join(rows) + "\n"


def test_the_rows_of_a_new_board_are_separate_lists():
    board = lesson.QuixoBoard()
    board.blocks[0][0] = "X"
    assert [row[0] for row in board.blocks] == ["X", "-", "-", "-", "-"]

"""perft against an independent move generator (``naive``), and its own rules."""

import random

import pytest

from gamelib.quixo import Board, create_board, perft
from tests.quixo import naive

START_COUNTS_5X5 = [1, 44, 1836, 76596]


@pytest.mark.parametrize("depth", [1, 2, 3])
@pytest.mark.parametrize("size", [3, 4, 5])
def test_perft_from_the_start_matches_the_independent_generator(size, depth):
    expected = naive.perft(naive.empty(size), 0, 2, depth)
    assert perft(Board(size=size), depth) == expected


def test_perft_from_the_start_of_the_real_game():
    assert [perft(Board(), depth) for depth in range(4)] == START_COUNTS_5X5


@pytest.mark.parametrize(("size", "depth"), [(3, 1), (3, 2), (3, 3), (5, 1), (5, 2)])
def test_four_player_perft_matches_the_independent_generator(size, depth):
    expected = naive.perft(naive.empty(size), 0, 4, depth)
    assert perft(Board(size=size, players=4), depth) == expected


def random_position(size: int, players: int, seed: int) -> Board:
    rng = random.Random(seed)
    board = Board(size=size, players=players)
    for _ in range(rng.randrange(6, 40)):
        moves = list(board.legal_moves)
        if not moves:
            break
        board.push(rng.choice(moves))
    return board


@pytest.mark.parametrize("seed", range(12))
@pytest.mark.parametrize("players", [2, 4])
def test_perft_in_the_middle_of_games(players, seed):
    size = (3, 4, 5)[seed % 3]
    board = random_position(size, players, seed)
    grid = naive.from_board(board)
    turn = board.position.seat
    for depth in (1, 2):
        assert perft(board, depth) == naive.perft(grid, turn, players, depth)


def test_a_move_that_ends_the_game_is_a_leaf():
    # X to move can complete the top row, so some moves end the game at once.
    board = create_board(["XXXX-", "OO---", "O----", "O----", "-----"])
    winning = [
        move
        for move in board.legal_moves
        if board.copy().push(move).outcome is not None
    ]
    assert winning, "the position was meant to offer X a win"
    # Depth 2: each winning move counts once, every other move once per reply.
    replies = 0
    for move in board.legal_moves:
        child = board.copy()
        child.push(move)
        replies += 1 if child.is_over() else len(child.legal_moves)
    assert perft(board, 2) == replies
    assert perft(board, 2) == naive.perft(naive.from_board(board), 0, 2, 2)


def test_perft_of_a_finished_game_and_depth_zero():
    over = create_board(["XXX", "O-O", "---"], turn="O")
    assert over.is_over()
    assert perft(over, 3) == 1
    assert perft(Board(), 0) == 1


def test_perft_leaves_the_board_as_it_was():
    board = random_position(5, 2, 3)
    before = board.copy()
    perft(board, 2)
    assert board == before


@pytest.mark.parametrize("depth", [-1, 1.5, True, "2"])
def test_perft_refuses_a_bad_depth(depth):
    with pytest.raises((TypeError, ValueError)):
        perft(Board(), depth)

"""Perfect and random players, and how the pattern player measures up."""

import random

import pytest

from gamelib.errors import GameOverError, InvalidBoardError
from gamelib.players import play_out
from gamelib.tictactoe import (
    Board,
    make_random_player,
    minimax_player,
    pattern_player,
    winner,
)
from gamelib.tictactoe.analysis import (
    game_value,
    minimax_move,
    optimal_moves,
    reachable_positions,
)


def naive_value(cells):
    """Plain, uncached minimax: +1 X wins, -1 O wins, 0 tie."""
    won_by = winner(cells)
    if won_by:
        return 1 if won_by == "X" else -1
    if " " not in cells:
        return 0
    mover = "X" if cells.count("X") == cells.count("O") else "O"
    values = [
        naive_value(cells[:s] + mover + cells[s + 1 :])
        for s in range(9)
        if cells[s] == " "
    ]
    return max(values) if mover == "X" else min(values)


def test_tic_tac_toe_is_a_draw_with_perfect_play():
    assert game_value(" " * 9) == 0


@pytest.mark.parametrize(
    "cells",
    ["X        ", "    X    ", " X       ", "X   O    ", "X O      ", "XO  X    "],
)
def test_game_value_agrees_with_plain_minimax(cells):
    assert game_value(cells) == naive_value(cells)


def test_known_values():
    assert game_value("XO  X    ") == 1  # O missed the block: X forks
    assert game_value("X   O   X") == 0
    assert optimal_moves("XX OO    ") == [2]  # X wins at once


def test_minimax_prefers_the_quickest_win():
    # X wins now at 2 rather than through any slower winning line.
    assert minimax_move("XX OO    ") == 2
    # O to move: winning at 5 beats blocking X at 2.
    assert minimax_move("XX OO X  ") == 5


def test_minimax_blocks_when_it_must():
    assert minimax_move("XX  O    ") == 2


def test_minimax_move_is_always_optimal():
    for cells in reachable_positions():
        if winner(cells) is None and " " in cells:
            assert minimax_move(cells) in optimal_moves(cells)


def test_optimal_moves_of_a_finished_game_are_none():
    assert optimal_moves("XXXOO    ") == []
    assert optimal_moves("XOXXOOOXX") == []


@pytest.mark.parametrize("cells", ["XXXOO    ", "XOXXOOOXX"])
def test_every_player_refuses_a_finished_game(cells):
    players = [minimax_player, pattern_player, make_random_player(random.Random(1))]
    with pytest.raises(GameOverError):
        minimax_move(cells)
    for player in players:
        with pytest.raises(GameOverError):
            player(Board(cells))


def test_players_refuse_what_is_not_a_board():
    for player in (minimax_player, make_random_player(random.Random(1))):
        with pytest.raises(InvalidBoardError):
            player(42)
        with pytest.raises(InvalidBoardError, match="both X and O"):
            player("XXXOOO   ")


def test_a_random_player_needs_a_random_generator():
    with pytest.raises(TypeError, match="random.Random"):
        make_random_player(7)


def _play(x_player, o_player):
    board = Board()
    records = play_out(board, {"X": x_player, "O": o_player})
    assert [record.square for record in records] == list(board.history)
    assert records[-1].outcome == board.outcome()
    return board


def result(board):
    outcome = board.outcome()
    return "tie" if outcome.draw else outcome.winner


def test_minimax_never_loses_to_random_as_either_side():
    rng = random.Random(2024)
    random_player = make_random_player(rng)
    for _ in range(100):
        assert result(_play(random_player, minimax_player)) in ("O", "tie")
        assert result(_play(minimax_player, random_player)) in ("X", "tie")


def test_minimax_against_itself_ties():
    assert result(_play(minimax_player, minimax_player)) == "tie"


def test_pattern_player_never_loses_to_random():
    random_player = make_random_player(random.Random(7))
    results = [result(_play(random_player, pattern_player)) for _ in range(200)]
    assert "X" not in results
    assert results.count("O") > 100  # random play is easy to beat


def test_random_player_is_reproducible_with_a_seed():
    def game(seed):
        player = make_random_player(random.Random(seed))
        return _play(player, player).history

    assert game(3) == game(3)
    assert len({tuple(game(seed)) for seed in range(20)}) > 10


def test_random_player_only_plays_legal_moves():
    player = make_random_player(random.Random(0))
    board = Board("XO  X    ")
    for _ in range(50):
        assert player(board) in (2, 3, 5, 6, 7, 8)

"""The whole-game counts, and the pattern player against every human."""

import pytest

from gamelib.players import PlayerMoveError
from gamelib.tictactoe import (
    Board,
    count_games,
    count_positions,
    minimax_player,
    mistakes_against_minimax,
    pattern_player,
    sweep_every_human,
    winner,
)
from gamelib.tictactoe.analysis import result_of


def brute_force_games(cells="         "):
    """Walk every game one by one (no caching): (X wins, O wins, ties)."""
    won_by = winner(cells)
    if won_by:
        return (1, 0, 0) if won_by == "X" else (0, 1, 0)
    if " " not in cells:
        return (0, 0, 1)
    mover = "X" if cells.count("X") == cells.count("O") else "O"
    x_wins = o_wins = ties = 0
    for square in range(9):
        if cells[square] == " ":
            a, b, c = brute_force_games(cells[:square] + mover + cells[square + 1 :])
            x_wins, o_wins, ties = x_wins + a, o_wins + b, ties + c
    return x_wins, o_wins, ties


def test_game_count_is_the_known_255168():
    counts = count_games()
    assert counts.total == 255_168
    assert (counts.x_wins, counts.o_wins, counts.ties) == (131_184, 77_904, 46_080)


def test_game_count_agrees_with_walking_every_game():
    counts = count_games()
    assert brute_force_games() == (counts.x_wins, counts.o_wins, counts.ties)


def test_position_count_is_the_known_5478():
    assert count_positions() == 5_478


def test_pattern_player_never_loses_to_any_human():
    sweep = sweep_every_human(pattern_player)
    assert sweep.losses == []
    assert sweep.results == {"O": 324, "tie": 133}
    assert len(sweep.games) == 457


def test_every_human_game_is_a_legal_finished_game():
    sweep = sweep_every_human(pattern_player)
    for moves, result in sweep.games:
        board = Board()
        for square in moves:
            board.push(square)  # raises if any move were illegal
        assert result_of(board.outcome()) == result
    assert len({moves for moves, _ in sweep.games}) == len(sweep.games)


def test_every_first_human_move_is_explored():
    sweep = sweep_every_human(pattern_player)
    assert {moves[0] for moves, _ in sweep.games} == set(range(9))


def test_pattern_player_never_throws_away_a_result_perfect_play_would_keep():
    sweep = sweep_every_human(pattern_player)
    assert len(sweep.decisions) == 277
    assert mistakes_against_minimax(sweep) == []


def test_minimax_also_never_loses_to_any_human():
    sweep = sweep_every_human(minimax_player)
    assert sweep.losses == []
    assert mistakes_against_minimax(sweep) == []


def test_the_sweep_can_catch_a_weak_player():
    """A player that always takes the lowest empty square loses, and is caught."""

    def lowest_square(board):
        return board.legal_moves[0]

    sweep = sweep_every_human(lowest_square)
    assert len(sweep.losses) > 0
    assert len(mistakes_against_minimax(sweep)) > 0


def test_a_player_that_breaks_a_rule_is_named():
    def centre_always(board):
        return 4

    with pytest.raises(PlayerMoveError, match="centre_always chose 4: square 4 is"):
        sweep_every_human(centre_always)


def test_the_sweep_needs_a_player_function():
    with pytest.raises(TypeError, match="player"):
        sweep_every_human("pattern_player")

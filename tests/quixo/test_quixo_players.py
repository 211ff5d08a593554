"""The computer players: random, greedy and the search player's levels."""

import random

import pytest

from gamelib.errors import GameOverError
from gamelib.players import choose_move, play_out
from gamelib.quixo import (
    LEVELS,
    PASS,
    Board,
    Move,
    create_board,
    greedy_player,
    make_greedy_player,
    make_random_player,
    make_search_player,
    random_player,
    search_move,
)
from tests.quixo.test_quixo_four_players import STUCK, STUCK_DOTS, four

WIN_NOW = create_board(["-XXXX", "OOO--", "O----", "-----", "-----"])


def positions(count: int, players: int = 2, seed: int = 0) -> list[Board]:
    """Positions from random games, none of them over."""
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        board = Board(size=rng.choice([3, 4, 5]), players=players)
        for _ in range(rng.randrange(4, 30)):
            board.push(rng.choice(list(board.legal_moves)))
            if board.is_over():
                board.pop()
                break
        found.append(board)
    return found


def wins_at_once(board: Board, move: Move) -> bool:
    child = board.copy()
    me = child.turn_symbol
    child.push(move)
    return child.outcome() is not None and child.outcome().winner == me


def is_safe(board: Board, move: Move) -> bool:
    """The move neither loses at once nor lets the other side win at once."""
    child = board.copy()
    child.push(move)
    if child.is_over():
        return not child.outcome().draw and child.outcome().winner == board.turn_symbol
    return not any(wins_at_once(child, reply) for reply in child.legal_moves)


def test_the_random_player_repeats_itself_for_a_seed_and_plays_legally():
    first = [make_random_player(5)(board) for board in positions(8)]
    again = [make_random_player(5)(board) for board in positions(8)]
    assert first == again
    for board, move in zip(positions(8), first, strict=True):
        assert board.is_legal(move)
    assert random_player(Board(), random.Random(1)) in Board().legal_moves


@pytest.mark.parametrize("board", positions(25, seed=1) + positions(10, 4, seed=2))
def test_greedy_wins_at_once_or_else_hands_no_win_when_it_can_help_it(board):
    before = board.copy()
    move = greedy_player(board)
    assert board == before, "a player must not change the board it is given"
    assert board.is_legal(move)
    moves = list(board.legal_moves)
    if any(wins_at_once(board, option) for option in moves):
        assert wins_at_once(board, move)
    elif any(is_safe(board, option) for option in moves):
        assert is_safe(board, move)


def test_greedy_takes_the_win():
    assert wins_at_once(WIN_NOW, greedy_player(WIN_NOW))
    assert wins_at_once(WIN_NOW, make_greedy_player(3)(WIN_NOW))


def test_greedy_blocks_a_threat():
    # O threatens to push its fifth block into row 4; X must stop that.
    board = create_board(["-----", "X----", "X----", "X----", "-OOOO"])
    assert not is_safe(board, Move((0, 2), (0, 0)))
    assert is_safe(board, greedy_player(board))


def test_greedy_still_moves_when_every_move_loses():
    # X's every move lets O win: O has two rows that a slide completes.
    board = create_board(["OOOO-", "-----", "OOOO-", "-----", "OOOO-"])
    move = greedy_player(board)
    assert board.is_legal(move)


@pytest.mark.parametrize("level", list(LEVELS))
def test_every_level_takes_a_win_at_once(level):
    assert wins_at_once(WIN_NOW, search_move(WIN_NOW, level))


@pytest.mark.parametrize("board", positions(12, seed=3) + positions(4, 4, seed=4))
def test_the_search_player_hands_no_win_when_it_can_help_it(board):
    before = board.copy()
    move = search_move(board, "medium")
    assert board == before
    moves = list(board.legal_moves)
    if any(wins_at_once(board, option) for option in moves):
        assert wins_at_once(board, move)
    elif any(is_safe(board, option) for option in moves):
        assert is_safe(board, move)


def test_the_search_player_is_repeatable_for_a_seed():
    boards = positions(4, seed=5)
    first = [make_search_player("hard", 9)(board) for board in boards]
    assert first == [make_search_player("hard", 9)(board) for board in boards]


def test_the_strongest_level_plays_a_legal_move_from_the_start():
    player = make_search_player("expert", 1)
    assert player(Board()) in Board().legal_moves
    assert player.__name__ == "search_player_expert"


def test_levels_are_named_and_an_unknown_one_is_refused():
    assert list(LEVELS) == ["easy", "medium", "hard", "expert"]
    with pytest.raises(KeyError, match="easy, medium, hard, expert"):
        make_search_player("impossible")


def every_player():
    return [
        random_player,
        make_random_player(1),
        greedy_player,
        make_greedy_player(2),
        *(make_search_player(level, 3) for level in LEVELS),
    ]


@pytest.mark.parametrize("player", every_player())
def test_every_player_passes_when_passing_is_the_only_move(player):
    board = four(STUCK, "A1", **STUCK_DOTS)
    assert player(board) == PASS


@pytest.mark.parametrize("player", every_player())
def test_no_player_moves_in_a_finished_game(player):
    over = create_board(["XXX", "O-O", "---"], turn="O")
    with pytest.raises(GameOverError):
        player(over)


@pytest.mark.parametrize("players", [2, 4])
def test_players_finish_small_games_against_each_other(players):
    board = Board(size=3, players=players)
    seats = board.seats
    pool = [make_search_player("hard", 1), make_greedy_player(2)]
    records = play_out(board, {seat: pool[k % 2] for k, seat in enumerate(seats)})
    assert board.is_over()
    assert [record.move for record in records] == list(board.history)
    assert records[-1].outcome == board.outcome()


def test_choose_move_accepts_every_players_answer():
    board = Board(players=4)
    for player in every_player():
        assert board.is_legal(choose_move(board, player))

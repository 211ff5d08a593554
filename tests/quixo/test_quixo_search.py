"""The search player's engine agrees with the board, move for move."""

import random

import pytest

from gamelib.quixo import PASS, Board, Move
from gamelib.quixo.search import WIN, Search, expand, join, level_named, score, split
from gamelib.quixo.state import team_seats
from tests.quixo.test_quixo_four_players import STUCK, STUCK_DOTS, four
from tests.quixo.test_quixo_players import positions


def children_as_moves(board: Board) -> dict[Move, tuple]:
    """Each move the engine makes, with the position and score it gives."""
    x, o, dots, seat = board.position
    children = expand(board.size, board.players, join(x, o), dots, seat, 1, WIN)
    found = {}
    for index in range(len(children.values)):
        if children.passes:
            move = PASS
        else:
            step = children.slide(index)
            partner = None
            if board.players == 4:
                symbol = "X" if seat % 2 == 0 else "O"
                partner = team_seats(symbol)[int(children.second[index])]
            move = Move(step.pick, step.place, partner)
        dots_after = 0 if children.dots is None else int(children.dots[index])
        found[move] = (
            (*split(int(children.xo[index])), dots_after),
            int(children.values[index]),
            bool(children.terminal[index]),
        )
    return found


@pytest.mark.parametrize(
    "board",
    positions(12, seed=7) + positions(8, 4, seed=8) + [four(STUCK, **STUCK_DOTS)],
)
def test_the_engine_makes_exactly_the_legal_moves_as_the_board_does(board):
    found = children_as_moves(board)
    assert set(found) == set(board.legal_moves)
    mover = board.turn_symbol
    for move, (position, value, terminal) in found.items():
        child = board.copy()
        child.push(move)
        assert position == tuple(child.position)[:3]
        assert terminal == child.is_over()
        if terminal:
            won = child.outcome().winner == mover
            assert value == (WIN - 1 if won else 1 - WIN)
        else:
            assert value == score(child, mover)  # the same lines, counted in numpy


def test_a_search_reports_how_deep_it_looked_and_stays_within_its_budget():
    board = positions(1, seed=9)[0]
    level = level_named("hard")
    search = Search(board, level, random.Random(0))
    move = search.best_move()
    assert board.is_legal(move)
    assert 1 <= search.finished_depth <= level.depth
    assert search.nodes <= level.budget + 1


def test_a_time_limit_still_gives_a_legal_move():
    board = Board()
    search = Search(board, level_named("expert"), random.Random(0), time_limit=0.0)
    assert board.is_legal(search.best_move())
    assert search.finished_depth == 1  # no time for a deeper look

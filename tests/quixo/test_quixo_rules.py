"""The two-player rules, one test (or a few) per rule."""

import numpy as np
import pytest

from gamelib.errors import (
    GameOverError,
    IllegalMoveError,
    MoveFormatError,
    OffBoardError,
    PlayerCountError,
    SetupError,
)
from gamelib.quixo import PASS, Board, Move, create_board, places
from gamelib.quixo.state import BoardSizeError, PickError, PlaceError, TeamRuleError
from gamelib.state import Outcome


def test_x_moves_first_and_the_players_alternate():
    board = Board()
    assert board.turn == "X"
    board.push(Move((0, 0), (0, 4)))
    assert board.turn == "O"
    board.push(Move((4, 4), (4, 0)))
    assert board.turn == "X"


def test_44_legal_moves_at_the_start():
    moves = list(Board().legal_moves)
    assert len(moves) == 44 == len(Board().legal_moves)
    assert len(set(moves)) == 44


@pytest.mark.parametrize(("size", "count"), [(3, 20), (4, 32), (5, 44)])
def test_corners_have_two_places_and_other_edge_blocks_three(size, count):
    board = Board(size=size)
    last = size - 1
    for square in board.legal_moves:
        pick = square.pick
        corner = set(pick) <= {0, last}
        assert len(places(size, pick)) == (2 if corner else 3)
    assert len(board.legal_moves) == count


def test_the_places_are_the_ends_of_the_row_and_column_but_not_the_pick():
    assert places(5, (0, 0)) == ((0, 4), (4, 0))
    assert places(5, (0, 2)) == ((0, 0), (0, 4), (4, 2))
    assert places(5, (3, 4)) == ((0, 4), (3, 0), (4, 4))
    assert Board().places((4, 1)) == ((0, 1), (4, 0), (4, 4))


def test_only_perimeter_blocks_may_be_picked():
    board = Board()
    assert {move.pick for move in board.legal_moves} == {
        (r, c) for r in range(5) for c in range(5) if r in (0, 4) or c in (0, 4)
    }
    with pytest.raises(PickError, match="edge"):
        board.check(Move((1, 1), (1, 0)))
    with pytest.raises(PickError):
        board.places((2, 2))


def test_a_block_of_the_opponent_may_not_be_picked_but_ones_own_may():
    board = create_board(["O---X", "-----", "-----", "-----", "-----"])
    with pytest.raises(PickError, match="shows O"):
        board.check(Move((0, 0), (0, 4)))
    assert board.is_legal(Move((0, 4), (0, 0)))  # X's own block
    assert not board.can_take((0, 0)) and board.can_take((0, 4))
    assert board.can_take((0, 1))  # neutral


def test_a_block_never_goes_back_where_it_came_from():
    with pytest.raises(PlaceError, match="came from") as refusal:
        Board().check(Move((0, 2), (0, 2)))
    assert refusal.value.allowed == ((0, 0), (0, 4), (4, 2))


@pytest.mark.parametrize("place", [(0, 1), (2, 2), (1, 0), (4, 4), (2, 0)])
def test_a_block_goes_back_at_an_end_of_its_row_or_column(place):
    with pytest.raises(PlaceError, match="not an end of row 0 or column 2"):
        Board().check(Move((0, 2), place))


@pytest.mark.parametrize(
    "move",
    [Move((5, 0), (0, 0)), Move((0, 0), (0, 5)), Move((-1, 0), (0, 0))],
)
def test_squares_off_the_board_are_refused(move):
    with pytest.raises(OffBoardError, match="off the board"):
        Board().check(move)


@pytest.mark.parametrize(
    "move",
    [
        Move((0, 0.0), (0, 4)),
        Move((True, 0), (0, 4)),
        Move((0, 0), (0, "4")),
        Move((0, 0, 0), (0, 4)),
        Move("a1", (0, 4)),
        ((0, 0), (0, 4), 7),
        [(0, 0), (0, 4)],
        "0 0 0 4",
        None,
        1.5,
        (),
    ],
)
def test_moves_of_the_wrong_type_are_format_errors(move):
    board = Board()
    with pytest.raises(MoveFormatError) as refusal:
        board.check(move)
    assert isinstance(refusal.value, TypeError)
    assert not board.is_legal(move) and move not in board.legal_moves


def test_numpy_integers_and_plain_tuples_are_accepted():
    board = Board()
    move = ((np.int64(0), np.int8(1)), (np.int32(0), np.uint8(4)))
    assert board.is_legal(move) and move in board.legal_moves
    record = board.push(move)
    assert record.move == Move((0, 1), (0, 4))
    assert type(record.move.pick[0]) is int


def test_partners_and_passes_do_not_exist_with_two_players():
    board = Board()
    with pytest.raises(TeamRuleError):
        board.check(Move((0, 0), (0, 4), "A1"))
    with pytest.raises(TeamRuleError):
        board.check(PASS)


def expected_slide(rows, pick, place, symbol):
    """The slide worked out by hand with string operations."""
    grid = [list(row) for row in rows]
    (r, c), (pr, pc) = pick, place
    if r == pr:
        row = grid[r][:c] + grid[r][c + 1 :]
        grid[r] = [symbol] + row if pc == 0 else row + [symbol]
    else:
        column = [grid[k][c] for k in range(len(grid)) if k != r]
        column = [symbol] + column if pr == 0 else column + [symbol]
        for k, value in enumerate(column):
            grid[k][c] = value
    return ["".join(row) for row in grid]


ROWS = ["-XO-X", "O---X", "X-O-X", "-O--O", "XO--X"]


@pytest.mark.parametrize(
    ("pick", "place"),
    [
        ((0, 0), (0, 4)),  # a row pushed left
        ((0, 4), (0, 0)),  # a row pushed right
        ((0, 0), (4, 0)),  # a column pushed up
        ((4, 0), (0, 0)),  # a column pushed down
        ((0, 3), (4, 3)),
        ((2, 4), (0, 4)),
        ((2, 4), (4, 4)),
        ((2, 4), (2, 0)),
        ((3, 0), (3, 4)),
    ],
)
def test_the_line_slides_and_the_block_shows_the_movers_symbol(pick, place):
    board = create_board(ROWS)
    board.push(Move(pick, place))
    assert board.rows() == expected_slide(ROWS, pick, place, "X")
    assert board.symbol(*place) == "X"


def test_taking_a_neutral_block_makes_it_the_movers():
    board = Board()
    record = board.push(Move((0, 1), (4, 1)))
    assert record.took == "-" and record.player == "X"
    assert board.symbol(4, 1) == "X"
    record = board.push(Move((0, 1), (4, 1)))
    assert record.took == "-" and board.symbol(4, 1) == "O"
    assert board.symbol(3, 1) == "X"


@pytest.mark.parametrize("size", [3, 4, 5])
def test_n_in_a_row_wins_in_rows_columns_and_both_diagonals(size):
    n = size
    last = n - 1
    shapes = {
        "row": [(1, c) for c in range(n)],
        "column": [(r, 2) for r in range(n)],
        "diagonal": [(k, k) for k in range(n)],
        "anti-diagonal": [(k, last - k) for k in range(n)],
    }
    for squares in shapes.values():
        rows = [
            "".join("X" if (r, c) in squares else "-" for c in range(n))
            for r in range(n)
        ]
        board = create_board(rows, turn="O")
        assert board.is_over() and board.turn is None
        assert board.outcome().winner == "X"
        assert board.winning_lines() == [tuple(squares)]


def test_one_short_of_a_line_does_not_win():
    board = create_board(["XXXX-", "-----", "-----", "-----", "-----"], turn="O")
    assert not board.is_over() and board.outcome() is None


def test_completing_a_line_by_a_move_wins():
    board = create_board(["-XXXX", "OOO--", "O----", "-----", "-----"])
    record = board.push(Move((0, 0), (0, 4)))  # the row slides left, X at the end
    assert board.rows()[0] == "XXXXX"
    assert record.outcome == Outcome("X", "five in a row")
    assert board.outcome() == record.outcome
    assert board.turn is None and board.is_over()


def test_a_move_that_completes_only_the_opponents_line_loses():
    board = create_board(["-OOOO", "O----", "X----", "X----", "X----"])
    board.push(Move((0, 0), (4, 0)))  # column 0 slides up: O reaches (0, 0)
    assert board.rows() == ["OOOOO", "X----", "X----", "X----", "X----"]
    outcome = board.outcome()
    assert outcome.winner == "O"
    assert "X completed a line of O" in outcome.reason and "loses" in outcome.reason


def test_completing_both_lines_at_once_loses_for_the_mover():
    # Column 0 slides up: O reaches (0, 0) and X's new block lands at (4, 0).
    board = create_board(["-OOOO", "O----", "-----", "-----", "-XXXX"])
    board.push(Move((0, 0), (4, 0)))
    assert board.rows() == ["OOOOO", "-----", "-----", "-----", "XXXXX"]
    assert board.winning_lines() == [tuple((0, c) for c in range(5))]
    outcome = board.outcome()
    assert outcome.winner == "O"
    assert "as well as its own" in outcome.reason


def test_a_board_set_up_with_lines_is_judged_for_the_player_to_move():
    both = ["XXXXX", "OOOOO", "-----", "-----", "-----"]
    assert create_board(both, turn="X").outcome().winner == "X"
    assert create_board(both, turn="O").outcome().winner == "O"
    only_o = ["-----", "OOOOO", "-----", "-----", "-----"]
    assert create_board(only_o, turn="X").outcome().winner == "O"
    assert create_board(only_o, turn="O").outcome().winner == "O"


def test_a_finished_game_refuses_everything_with_game_over_first():
    board = create_board(["XXX", "O-O", "---"], turn="O")
    assert board.is_over() and list(board.legal_moves) == []
    assert len(board.legal_moves) == 0 and not board.legal_moves
    for move in [Move((0, 0), (0, 2)), Move((1, 1), (1, 1)), None, "x", 1.5]:
        with pytest.raises(GameOverError):
            board.check(move)
        with pytest.raises(GameOverError):
            board.push(move)
    with pytest.raises(GameOverError):
        board.places((0, 1))
    assert not board.can_take((2, 1))


def test_an_illegal_move_changes_nothing():
    board = create_board(ROWS)
    before, text = board.copy(), str(board)
    for move in [
        Move((2, 2), (2, 0)),
        Move((0, 2), (0, 0)),
        Move((0, 0), (0, 0)),
        Move((0, 0), (2, 0)),
        Move((9, 9), (0, 0)),
    ]:
        with pytest.raises(IllegalMoveError):
            board.push(move)
    assert board == before and str(board) == text and board.history == ()


def test_push_and_pop():
    board = Board()
    start = board.copy()
    board.push(Move((0, 0), (0, 4)))
    middle = board.copy()
    board.push(Move((4, 4), (0, 4)))
    assert board.pop() == Move((4, 4), (0, 4))
    assert board == middle
    assert board.pop() == Move((0, 0), (0, 4))
    assert board == start
    with pytest.raises(IndexError):
        board.pop()


def test_pop_reopens_a_finished_game():
    board = create_board(["-XXXX", "OOO--", "O----", "-----", "-----"])
    board.push(Move((0, 0), (0, 4)))
    assert board.is_over()
    board.pop()
    assert not board.is_over() and board.turn == "X"


def test_copies_are_independent_and_equal():
    board = Board()
    board.push(Move((0, 0), (0, 4)))
    duplicate = board.copy()
    assert duplicate == board and duplicate is not board
    duplicate.push(Move((4, 4), (0, 4)))
    assert duplicate != board and len(board.history) == 1


def test_boards_are_not_hashable_because_they_change():
    with pytest.raises(TypeError):
        hash(Board())


@pytest.mark.parametrize(
    "size",
    [2, 6, 0, "5", 5.0, True, None, pytest.param(10**5000, id="10**5000")],
)
def test_board_sizes_are_3_4_or_5(size):
    with pytest.raises(BoardSizeError, match="3x3, 4x4 or 5x5"):
        Board(size=size)


def test_numpy_integers_give_the_size_and_the_player_count():
    board = Board(size=np.int64(4), players=np.uint8(4))
    assert (board.size, board.players) == (4, 4)
    assert type(board.size) is int and type(board.players) is int


def test_a_square_with_a_huge_number_is_refused_in_a_short_message():
    with pytest.raises(OffBoardError) as refusal:
        Board().check(Move((10**5000, 0), (0, 4)))
    assert "off the board" in str(refusal.value)
    assert len(str(refusal.value)) < 150


@pytest.mark.parametrize("players", [1, 3, 5, 2.0, "2", True])
def test_two_or_four_players(players):
    with pytest.raises(PlayerCountError) as refusal:
        Board(players=players)
    assert isinstance(refusal.value, SetupError)


def test_repr_recreates_the_board():
    board = create_board(ROWS, turn="O")
    assert repr(board) == f"create_board({ROWS!r}, turn='O')"


def test_history_lists_the_moves_played():
    board = Board()
    moves = [Move((0, 0), (0, 4)), Move((4, 4), (4, 0))]
    for move in moves:
        board.push(move)
    assert list(board.history) == moves

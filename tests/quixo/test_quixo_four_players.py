"""The four-player team game: seats, dots, partners, passes and team lines."""

import pytest

from gamelib.errors import InvalidBoardError, MoveFormatError
from gamelib.quixo import PASS, Board, Move
from gamelib.quixo.state import PickError, TeamRuleError


def four(rows, turn="A1", **dots):
    """A four-player board; ``dots`` maps "r_c" names to seats, e.g. s0_0="A2"."""
    squares = {
        tuple(int(n) for n in name[1:].split("_")): seat for name, seat in dots.items()
    }
    return Board(size=len(rows), players=4, rows=rows, turn=turn, dots=squares)


def test_turns_go_clockwise_a1_b1_a2_b2_and_the_teams_alternate():
    board = Board(players=4)
    seen = []
    for _ in range(5):
        seen.append((board.turn, board.turn_symbol))
        board.push(next(iter(board.legal_moves)))
    assert seen == [("A1", "X"), ("B1", "O"), ("A2", "X"), ("B2", "O"), ("A1", "X")]


def test_every_move_names_a_partner_so_there_are_88_at_the_start():
    moves = list(Board(players=4).legal_moves)
    assert len(moves) == 88 == len(Board(players=4).legal_moves)
    assert {move.partner for move in moves} == {"A1", "A2"}


def test_the_block_shows_the_team_symbol_and_its_dot_points_at_the_partner_named():
    board = Board(players=4)
    board.push(Move((0, 0), (0, 4), "A2"))
    assert board.symbol(0, 4) == "X" and board.dot(0, 4) == "A2"
    board.push(Move((4, 4), (4, 0), "B1"))
    assert board.symbol(4, 0) == "O" and board.dot(4, 0) == "B1"
    assert board.dot(2, 2) is None


def test_the_dot_slides_with_its_block():
    board = Board(players=4)
    board.push(Move((0, 0), (0, 4), "A2"))  # X, dot to A2, at (0, 4)
    board.push(Move((0, 0), (0, 4), "B1"))  # row 0 slides left: the X goes to (0, 3)
    assert board.symbol(0, 3) == "X" and board.dot(0, 3) == "A2"
    assert board.symbol(0, 4) == "O" and board.dot(0, 4) == "B1"


ROWS = ["X-O--", "-----", "-----", "-----", "-----"]


def test_a_player_may_take_a_team_block_whose_dot_points_at_them():
    board = four(ROWS, "A1", s0_0="A1", s0_2="B2")
    assert board.can_take((0, 0)) and board.is_legal(Move((0, 0), (4, 0), "A2"))
    assert board.can_take((0, 1))  # neutral


def test_a_team_block_pointing_at_the_partner_may_not_be_taken():
    board = four(ROWS, "A1", s0_0="A2", s0_2="B2")
    assert not board.can_take((0, 0))
    with pytest.raises(PickError, match="pointing at A2"):
        board.check(Move((0, 0), (4, 0), "A1"))
    partner = four(ROWS, "A2", s0_0="A2", s0_2="B2")
    assert partner.can_take((0, 0))


def test_the_other_teams_blocks_may_never_be_taken():
    board = four(ROWS, "A1", s0_0="A1", s0_2="B2")
    with pytest.raises(PickError, match="shows O"):
        board.check(Move((0, 2), (4, 2), "A1"))


@pytest.mark.parametrize("partner", [None, "B1", "B2", "X", "a1"])
def test_the_partner_is_a_player_of_the_movers_team(partner):
    board = Board(players=4)
    with pytest.raises(TeamRuleError):
        board.check(Move((0, 0), (0, 4), partner))


def test_a_partner_of_the_wrong_type_is_a_format_error():
    with pytest.raises(MoveFormatError):
        Board(players=4).check(((0, 0), (0, 4), 1))


# A 3x3 board where A1 can take nothing: every X points at A2, the rest is O, and
# the only neutral block is the centre, which is not on the edge.
STUCK = ["XOX", "O-O", "XOX"]
STUCK_DOTS = dict(s0_0="A2", s0_2="A2", s2_0="A2", s2_2="A2", s0_1="B1")
STUCK_DOTS.update(s1_0="B2", s1_2="B1", s2_1="B2")


def test_a_player_with_no_block_to_take_passes():
    board = four(STUCK, "A1", **STUCK_DOTS)
    assert not board.is_over()
    assert list(board.legal_moves) == [PASS] and len(board.legal_moves) == 1
    assert PASS in board.legal_moves
    record = board.push(PASS)
    assert record.took is None and record.player == "A1"
    assert board.turn == "B1" and board.history == (PASS,)
    assert board.rows() == STUCK
    assert PASS not in board.legal_moves  # B1 has blocks pointing at B1
    board.pop()
    assert board.turn == "A1"


def test_a_player_who_can_take_a_block_may_not_pass():
    with pytest.raises(TeamRuleError, match="may not pass"):
        Board(players=4).check(PASS)
    with pytest.raises(TeamRuleError):
        four(STUCK, "B1", **STUCK_DOTS).check(PASS)


def test_lines_count_for_the_team_whoever_placed_the_blocks():
    rows = ["XXXXX", "-----", "-----", "-----", "O---O"]
    dots = dict(s0_0="A1", s0_1="A2", s0_2="A1", s0_3="A2", s0_4="A2")
    board = four(rows, "B1", s4_0="B1", s4_4="B2", **dots)
    assert board.is_over() and board.outcome().winner == "X"
    assert board.turn is None and list(board.legal_moves) == []


def test_completing_the_other_teams_line_loses():
    rows = ["-OOOO", "O----", "X----", "X----", "X----"]
    dots = {f"s0_{c}": "B1" for c in range(1, 5)}
    dots.update(s1_0="B2", s2_0="A1", s3_0="A1", s4_0="A2")
    board = four(rows, "A1", **dots)
    board.push(Move((0, 0), (4, 0), "A1"))
    assert board.rows()[0] == "OOOOO"
    assert board.outcome().winner == "O"


def test_repr_recreates_a_four_player_board():
    board = Board(players=4)
    board.push(Move((0, 0), (0, 4), "A2"))
    copy = eval(repr(board), {"Board": Board})
    assert copy.rows() == board.rows() and copy.turn == "B1"
    assert copy.dot(0, 4) == "A2"


@pytest.mark.parametrize(
    ("dots", "words"),
    [
        ({}, "needs a dot"),
        ({(0, 0): "B1", (0, 2): "B1"}, "pointing at A1 or A2"),
        ({(0, 0): "A1", (0, 2): "B1", (1, 1): "A1"}, "neutral"),
        ({(0, 0): "A1", (0, 2): "B1", (7, 7): "A1"}, "not a square"),
        ([("A1",)], "mapping"),
    ],
)
def test_dots_must_be_given_for_every_team_block_and_nothing_else(dots, words):
    with pytest.raises(InvalidBoardError, match=words):
        Board(players=4, rows=ROWS, dots=dots)


def test_two_players_have_no_dots_and_four_players_have_seats():
    with pytest.raises(InvalidBoardError):
        Board(rows=ROWS, dots={(0, 0): "A1"})
    with pytest.raises(InvalidBoardError):
        Board(players=4, turn="X")
    assert Board().dot(0, 0) is None

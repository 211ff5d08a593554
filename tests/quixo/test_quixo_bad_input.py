"""Quixo's last imprecise answers to hostile input, each refused by its rule.

A huge number (past Python's 4300-digit limit for turning an int into text) or a
1 MB string given to the board must be refused by the rule it breaks, with the
value quoted in a short excerpt; a malformed square asked about by ``can_take``
is a ``MoveFormatError``; a solution file cut short is a ``TableFileError`` that
says to compute it again, and saving one never leaves such a file behind.
"""

from pathlib import Path

import numpy as np
import pytest

from gamelib.errors import ArgumentError, InvalidBoardError, MoveFormatError, SetupError
from gamelib.quixo import Board, Move, Solution
from gamelib.quixo.lesson.table import Table
from gamelib.quixo.players import make_search_player
from gamelib.quixo.solver import TableFileError, board_number, solve
from gamelib.quixo.state import TeamRuleError

HUGE = 10**5000
MEGABYTE = "x" * 1_000_000
SHORT_MESSAGE = 300
"""Every refusal fits a few lines (a list of the modes is the longest), whatever
value it quotes."""

ROWS = ["-----"] * 5
X_CORNER = ["X----", *ROWS[1:]]


class WrongMover:
    """A readable board whose player to move is a 1 MB text."""

    size = 3
    turn = MEGABYTE

    def symbol(self, row, column):
        return "-"


HOSTILE = {
    "turn 10**5000": (lambda: Board(turn=HUGE), InvalidBoardError),
    "turn 1 MB": (lambda: Board(turn=MEGABYTE), InvalidBoardError),
    "four players, turn 10**5000": (
        lambda: Board(players=4, turn=HUGE),
        InvalidBoardError,
    ),
    "a row of 1 MB": (lambda: Board(rows=[MEGABYTE] * 5), InvalidBoardError),
    "a row that is 10**5000": (lambda: Board(rows=[HUGE] * 5), ArgumentError),
    "a symbol of 1 MB": (
        lambda: Board(size=3, rows=["---", "---", ["-", "-", MEGABYTE]]),
        ArgumentError,
    ),
    "a square holding a strange symbol": (
        lambda: Board(size=3, rows=["---", "---", "--?"]),
        InvalidBoardError,
    ),
    "a dot on a 1 MB square": (
        lambda: Board(players=4, dots={MEGABYTE: "A1"}),
        InvalidBoardError,
    ),
    "a dot pointing at a 1 MB seat": (
        lambda: Board(players=4, rows=X_CORNER, dots={(0, 0): MEGABYTE}),
        InvalidBoardError,
    ),
    "a partner of 1 MB": (
        lambda: Board(players=4).push(Move((0, 1), (4, 1), MEGABYTE)),
        TeamRuleError,
    ),
    "a partner that is 10**5000": (
        lambda: Board(players=4).push(Move((0, 1), (4, 1), HUGE)),
        MoveFormatError,
    ),
    "a board number for a 1 MB mover": (
        lambda: board_number(WrongMover()),
        InvalidBoardError,
    ),
    "a table mode of 1 MB": (lambda: Table(mode=MEGABYTE), SetupError),
}


@pytest.mark.parametrize("case", sorted(HOSTILE))
def test_a_huge_value_is_refused_by_its_rule_and_quoted_in_part(case):
    attempt, error = HOSTILE[case]
    with pytest.raises(error) as refused:
        attempt()
    assert len(str(refused.value)) < SHORT_MESSAGE, str(refused.value)[:300]


def test_turn_10_to_the_5000_names_the_rule_and_the_size_of_the_number():
    with pytest.raises(InvalidBoardError) as refused:
        Board(turn=HUGE)
    assert str(refused.value) == (
        "the player to move is one of X, O; got a number of about 5,001 digits"
    )


def test_an_unknown_level_of_1_mb_is_quoted_in_part():
    with pytest.raises(KeyError) as refused:
        make_search_player(MEGABYTE)
    assert len(str(refused.value)) < SHORT_MESSAGE


MALFORMED_SQUARES = [(0,), (0, 0, 0), 0, "00", None, (True, 0), (0, 1.0), MEGABYTE]


@pytest.mark.parametrize("square", MALFORMED_SQUARES, ids=lambda s: repr(s)[:12])
def test_can_take_of_what_is_no_square_is_a_move_format_error(square):
    with pytest.raises(MoveFormatError, match=r"a square is a pair|whole number"):
        Board().can_take(square)


def test_can_take_of_a_square_off_the_board_is_simply_no():
    board = Board()
    assert not board.can_take((7, 7))
    assert not board.can_take((HUGE, 0))
    assert not board.can_take((-1, 0))
    assert board.can_take((0, 0)) and board.can_take([4, 4])
    assert not board.can_take((2, 2))  # on the board, not on the edge


# -- solution files ---------------------------------------------------------------
@pytest.fixture(scope="module")
def solution():
    return solve(3)


@pytest.fixture
def saved(solution, tmp_path):
    return solution.save(tmp_path / "quixo-3x3.npz")


@pytest.mark.parametrize("keep", [0, 1, 22, 0.5, -22, -1], ids=str)
def test_a_solution_file_cut_short_is_a_table_file_error(saved, keep):
    data = saved.read_bytes()
    cut = int(len(data) * keep) if isinstance(keep, float) else keep % len(data)
    saved.write_bytes(data[:cut])
    with pytest.raises(TableFileError, match="compute it again with") as refused:
        Solution.load(saved)
    assert str(refused.value).startswith(f"{saved} is not a saved Quixo solution")


def test_an_empty_solution_file_is_a_table_file_error(tmp_path):
    empty = tmp_path / "empty.npz"
    empty.write_bytes(b"")
    with pytest.raises(TableFileError, match="not a saved Quixo solution"):
        Solution.load(empty)


def test_an_interrupted_save_leaves_the_earlier_table_and_nothing_else(
    solution, saved, monkeypatch
):
    before = saved.read_bytes()

    def interrupted(file, **arrays):
        file.write(b"PK\x03\x04 half a table")
        raise KeyboardInterrupt

    monkeypatch.setattr(np, "savez_compressed", interrupted)
    with pytest.raises(KeyboardInterrupt):
        solution.save(saved)
    assert saved.read_bytes() == before
    assert list(saved.parent.iterdir()) == [saved]
    assert Solution.load(saved).counts == solution.counts


def test_a_save_writes_beside_the_table_then_renames_it(solution, saved, monkeypatch):
    replaced = []
    real_replace = __import__("os").replace

    def replace(source, target):
        replaced.append((source, target))
        assert Solution.load(source).counts == solution.counts  # whole already
        real_replace(source, target)

    monkeypatch.setattr("gamelib.quixo.solver.os.replace", replace)
    solution.save(saved)
    [(source, target)] = replaced
    source = Path(source)  # save_atomically names its temporary file as text
    assert target == saved and source.parent == saved.parent and source != saved
    assert list(saved.parent.iterdir()) == [saved]

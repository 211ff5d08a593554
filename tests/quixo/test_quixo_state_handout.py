"""The handout's milestone functions on the model (gamelib.quixo.state): create_board,
print_board and make_move."""

import pytest

import gamelib.quixo as quixo
from gamelib.errors import (
    ArgumentError,
    IllegalMoveError,
    InvalidBoardError,
    MoveFormatError,
    OffBoardError,
    SetupError,
)
from gamelib.quixo import Board, create_board, lesson, make_move, print_board
from gamelib.quixo.state import PickError, PlaceError

EXAMPLE = ["----O", "XX--X", "XO---", "OO---", "X----"]
EXAMPLE_PRINTED = "----O\nXX--X\nXO---\nOO---\nX----\n"


def test_the_handouts_example_prints_back_exactly(capsys):
    board = create_board(["----O", "XX--X", "XO---", "OO---", "X----"])
    print_board(board)
    assert capsys.readouterr().out == EXAMPLE_PRINTED


def test_the_snake_case_names_do_the_same(capsys):
    print_board(create_board(EXAMPLE))
    assert capsys.readouterr().out == EXAMPLE_PRINTED


def test_the_board_is_a_data_structure_not_the_strings():
    rows = list(EXAMPLE)
    board = create_board(rows)
    rows[0] = "XXXXX"
    assert board.rows() == EXAMPLE
    assert isinstance(board, Board)
    assert board.symbol(0, 4) == "O" and board.symbol(1, 0) == "X"
    assert board.symbol(0, 0) == "-"
    assert not any(value == EXAMPLE for value in vars(board).values())


@pytest.mark.parametrize("size", [3, 4, 5])
def test_small_boards_round_trip(size, capsys):
    rows = ["X" + "-" * (size - 2) + "O"] + ["-" * size] * (size - 1)
    print_board(create_board(rows))
    assert capsys.readouterr().out == "\n".join(rows) + "\n"


def test_create_board_takes_whose_turn_it_is():
    assert create_board(EXAMPLE).turn == "X"
    assert create_board(EXAMPLE, turn="O").turn == "O"
    with pytest.raises(InvalidBoardError):
        create_board(EXAMPLE, turn="Z")


@pytest.mark.parametrize(
    ("rows", "error", "words"),
    [
        (["-----"] * 4, InvalidBoardError, "5x5 board, which has 5 rows; got 4"),
        (["-----"] * 6, InvalidBoardError, "6"),
        ([], InvalidBoardError, "0"),
        (["-----"] * 4 + ["----"], InvalidBoardError, "row 4"),
        (["------"] + ["-----"] * 4, InvalidBoardError, "row 0"),
        (["----o"] + ["-----"] * 4, InvalidBoardError, "'o'"),
        (["-- --"] + ["-----"] * 4, InvalidBoardError, "' '"),
        (["-----"] * 4 + ["----."], InvalidBoardError, "row 4, column 4"),
        ("-----", ArgumentError, "list of strings"),
        ([1, 2, 3], ArgumentError, "not a string"),
        (None, ArgumentError, "list of strings"),
    ],
)
def test_create_board_says_what_is_wrong(rows, error, words):
    with pytest.raises(error, match=words) as refusal:
        create_board(rows)
    assert isinstance(refusal.value, SetupError)


def test_rows_of_a_size_that_does_not_exist():
    with pytest.raises(InvalidBoardError, match="3, 4 or 5 rows"):
        create_board(["------"] * 6)


def test_make_move_picks_slides_and_places_for_the_player_to_move():
    board = create_board(EXAMPLE)
    make_move(
        board, 0, 1, 0, 4
    )  # X takes the neutral block at (0, 1), puts it at the end
    assert board.rows() == ["---OX", "XX--X", "XO---", "OO---", "X----"]
    assert board.turn == "O"
    make_move(board, 4, 4, 0, 4)  # O takes a corner and pushes column 4 down
    assert board.rows() == ["---OO", "XX--X", "XO--X", "OO---", "X----"]
    assert board.turn == "X"


def test_an_illegal_make_move_names_the_rule_and_changes_nothing():
    board = create_board(EXAMPLE)
    before = board.copy()
    with pytest.raises(PickError, match="shows O"):
        make_move(board, 0, 4, 0, 0)
    with pytest.raises(PickError):
        make_move(board, 2, 2, 0, 2)
    with pytest.raises(PlaceError):
        make_move(board, 0, 1, 0, 1)
    with pytest.raises(PlaceError):
        make_move(board, 0, 1, 2, 1)
    with pytest.raises(OffBoardError):
        make_move(board, 0, 5, 0, 0)
    with pytest.raises(MoveFormatError):
        make_move(board, 0, 1.0, 0, 4)
    with pytest.raises(IllegalMoveError):
        make_move(board, True, 1, 0, 4)
    assert board == before and board.rows() == EXAMPLE


def test_the_handouts_camel_case_names_are_the_lessons_pieces_only():
    """The model's functions go by their Python names; the handout's own names
    belong to the lesson's pieces, each written once (gamelib.quixo.lesson)."""
    for camel in ("createBoard", "printBoard", "makeMove"):
        assert not hasattr(quixo, camel)
        assert getattr(lesson, camel).__module__.startswith("gamelib.quixo.lesson")

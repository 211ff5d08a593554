"""The pattern player against an independent reading of the handout.

The reference player below shares no code with ``gamelib.tictactoe``: it parses the
patterns from the handout's text as printed (rows run together, a blank cell is a
space between bars), and instead of turning the board it uses explicit tables of
which real square each pattern position lands on after 0-3 counter-clockwise
quarter turns.
"""

import itertools
import re

import pytest

from gamelib.errors import GameOverError, InvalidBoardError, NotYourTurnError
from gamelib.tictactoe import Board, explain_move, pattern_player
from gamelib.tictactoe.analysis import reachable_positions
from gamelib.tictactoe.players import PATTERNS, fallback_square


def computer_move(board):
    """The square the handout's computer takes, from the model's explained move
    (the only computer_move the package keeps is the lesson's, on a list)."""
    return explain_move(board).square


HANDOUT_PATTERNS = """\
Pattern #1 to check: ? | O | O ---+---+--- * | * | * ---+---+--- * | * | * \
Pattern #2 to check: ? | * | * ---+---+--- O | * | * ---+---+--- O | * | * \
Pattern #3 to check: ? | * | * ---+---+--- * | O | * ---+---+--- * | * | O \
Pattern #4 to check: O | ? | O ---+---+--- * | * | * ---+---+--- * | * | * \
Pattern #5 to check: * | ? | * ---+---+--- * | O | * ---+---+--- * | O | * \
Pattern #6 to check: * | O | * ---+---+--- * | ? | * ---+---+--- * | O | * \
Pattern #7 to check: O | * | * ---+---+--- * | ? | * ---+---+--- * | * | O\
Pattern #8 to check: ? | X | X ---+---+--- * | * | * ---+---+--- * | * | * \
Pattern #9 to check: ? | * | * ---+---+--- X | * | * ---+---+--- X | * | * \
Pattern #10 to check: ? | * | * ---+---+--- * | X | * ---+---+--- * | * | X \
Pattern #11 to check: X | ? | X ---+---+--- * | * | * ---+---+--- * | * | * \
Pattern #12 to check: * | ? | * ---+---+--- * | X | * ---+---+--- * | X | * \
Pattern #13 to check: * | X | * ---+---+--- * | ? | * ---+---+--- * | X | * \
Pattern #14 to check: X | * | * ---+---+--- * | ? | * ---+---+--- * | * | X\
Pattern #15 to check: | ? | X ---+---+--- | O | ---+---+--- X | | \
Pattern #16 to check: ? | X | ---+---+--- X | O | * ---+---+--- | * | * \
Pattern #17 to check: ? | | X ---+---+--- X | O | * ---+---+--- | * | * \
Pattern #18 to check: * | * | X ---+---+--- * | O | ---+---+--- | X | ? \
Pattern #19 to check: ? | | X ---+---+--- | O | * ---+---+--- X | * | * \
Pattern #20 to check: ? | * | * ---+---+--- * | X | * ---+---+--- * | * | \
Pattern #21 to check: * | ? | * ---+---+--- * | X | * ---+---+--- * | | *"""

# Where pattern position i lands on the real board after k quarter turns
# counter-clockwise. Turning the board counter-clockwise brings the right-hand
# column (2, 5, 8) up to the top row, so after one turn the top-left of the turned
# board is real square 2.
TURN_TABLES = (
    (0, 1, 2, 3, 4, 5, 6, 7, 8),
    (2, 5, 8, 1, 4, 7, 0, 3, 6),
    (8, 7, 6, 5, 4, 3, 2, 1, 0),
    (6, 3, 0, 7, 4, 1, 8, 5, 2),
)


def parse_handout(text):
    """{number: [9 symbols]} from the handout's run-together pattern text."""
    parsed = {}
    chunks = re.split(r"Pattern #(\d+) to check:", text)[1:]
    for number, body in zip(chunks[::2], chunks[1::2], strict=True):
        rows = body.split("---+---+---")
        assert len(rows) == 3, number
        symbols = []
        for row in rows:
            cells = row.split("|")
            assert len(cells) == 3, (number, row)
            symbols += [cell.strip() or " " for cell in cells]
        parsed[int(number)] = symbols
    return parsed


REFERENCE_PATTERNS = parse_handout(HANDOUT_PATTERNS)


def constraints(symbols, turns):
    """(real square, required content) pairs, and the real square to take."""
    table = TURN_TABLES[turns]
    required = []
    take = None
    for position, symbol in enumerate(symbols):
        if symbol == "*":
            continue
        if symbol == "?":
            take = table[position]
            required.append((take, " "))
        else:
            required.append((table[position], symbol))
    return required, take


RULES = [
    (number, turns, *constraints(REFERENCE_PATTERNS[number], turns))
    for number in range(1, 22)
    for turns in range(4)
]


def reference_choice(cells):
    """(square, pattern number or None, turns or None), the handout's way."""
    for number, turns, required, take in RULES:
        if all(cells[square] == want for square, want in required):
            return take, number, turns
    for square in (4, 0, 1, 2, 3, 5, 6, 7, 8):
        if cells[square] == " ":
            return square, None, None
    raise AssertionError("reference asked for a move on a full board")


def library_choice(cells):
    explanation = explain_move(cells)
    return explanation.square, explanation.pattern_number, explanation.rotation


ALL_BOARDS_WITH_A_BLANK = [
    cells for cells in itertools.product("XO ", repeat=9) if " " in cells
]


# -- the patterns themselves ---------------------------------------------------
def test_twenty_one_patterns_in_handout_order():
    assert [pattern.number for pattern in PATTERNS] == list(range(1, 22))
    assert [p.purpose for p in PATTERNS] == ["win"] * 7 + ["block"] * 7 + [
        "block a win in two"
    ] * 7


@pytest.mark.parametrize("pattern", PATTERNS, ids=lambda p: f"pattern{p.number}")
def test_pattern_matches_the_handout_text(pattern):
    assert list(pattern.cells) == REFERENCE_PATTERNS[pattern.number]


def test_blank_cells_of_the_block_a_win_in_two_patterns():
    # The blanks are where a careless transcription goes wrong: spell them out.
    by_number = {p.number: "".join(p.cells) for p in PATTERNS}
    assert by_number[15] == " ?X O X  "
    assert by_number[16] == "?X XO* **"
    assert by_number[17] == "? XXO* **"
    assert by_number[18] == "**X*O  X?"
    assert by_number[19] == "? X O*X**"
    assert by_number[20] == "?***X*** "
    assert by_number[21] == "*?**X** *"


def test_pattern_text_view_is_the_handout_drawing():
    assert PATTERNS[14].rows() == ["   | ? | X", "   | O |  ", " X |   |  "]
    assert (
        str(PATTERNS[0])
        == " ? | O | O\n---+---+---\n * | * | *\n---+---+---\n * | * | *"
    )


# -- the handout's worked example ----------------------------------------------
def test_worked_example_x_takes_4_then_1():
    board = Board()
    board.push(4)
    assert computer_move(board) == 0
    board.push(0)
    board.push(1)
    assert computer_move(board) == 7


def test_worked_example_explanations():
    first = explain_move("    X    ")
    assert (first.square, first.pattern_number, first.rotation) == (0, 20, 0)
    second = explain_move("OX  X    ")
    assert (second.square, second.pattern_number, second.rotation) == (7, 12, 2)
    assert "pattern #12" in str(second) and "2 quarter turns" in str(second)


def test_turns_outside_patterns_would_fail_the_worked_example():
    """The other nesting: all patterns on one orientation before turning."""

    def turns_first(cells):
        for turns in range(4):
            for number in range(1, 22):
                required, take = constraints(REFERENCE_PATTERNS[number], turns)
                if all(cells[square] == want for square, want in required):
                    return take
        return next(s for s in (4, 0, 1, 2, 3, 5, 6, 7, 8) if cells[s] == " ")

    assert turns_first("    X    ") == 0
    assert turns_first("OX  X    ") == 2  # not the handout's 7


# -- every pattern decides some board, in every turn it can -------------------
@pytest.fixture(scope="module")
def reference_decisions():
    return {cells: reference_choice(cells) for cells in ALL_BOARDS_WITH_A_BLANK}


@pytest.mark.parametrize("number", range(1, 22))
def test_each_pattern_decides_in_each_distinct_turn(number, reference_decisions):
    """For each turn, some board is decided by this pattern in that turn, unless
    the turned pattern equals an earlier turn of itself (symmetric patterns)."""
    symbols = REFERENCE_PATTERNS[number]
    deciders = {}
    for cells, (_square, decided_by, turns) in reference_decisions.items():
        if decided_by == number:
            deciders.setdefault(turns, cells)
    for turns in range(4):
        seen = sorted(constraints(symbols, turns)[0])
        if any(seen == sorted(constraints(symbols, t)[0]) for t in range(turns)):
            assert turns not in deciders
            continue
        assert turns in deciders, f"pattern {number} never decides in turn {turns}"
        cells = deciders[turns]
        assert library_choice(cells) == reference_choice(cells)


# -- the fallback ----------------------------------------------------------------
def test_fallback_takes_centre_first():
    explanation = explain_move(" " * 9)
    assert explanation.square == 4 and explanation.by_fallback
    assert explanation.pattern is None and explanation.rotation is None
    assert explain_move("X        ").square == 4


def test_fallback_then_left_to_right_top_to_bottom():
    # Real positions (O to move) where no pattern matches, one per answer square.
    for cells, square in [
        ("   XOX   ", 0),
        ("X   OX XO", 1),
        ("OX XO   X", 2),
        ("XOX OX XO", 3),
        ("XOXXO OX ", 5),
        ("OXXXOO  X", 6),
        ("XXOOOXX  ", 7),
    ]:
        explanation = explain_move(cells)
        assert explanation.by_fallback and explanation.square == square, cells
    board, order = [" "] * 9, []
    while (square := fallback_square(board)) is not None:
        order.append(square)
        board[square] = "X"
    assert order == [4, 0, 1, 2, 3, 5, 6, 7, 8]


def test_fallback_order_on_every_board_no_pattern_matches():
    fallbacks = 0
    for cells in ALL_BOARDS_WITH_A_BLANK:
        explanation = explain_move(cells)
        if explanation.by_fallback:
            fallbacks += 1
            first_empty = next(
                s for s in (4, 0, 1, 2, 3, 5, 6, 7, 8) if cells[s] == " "
            )
            assert explanation.square == first_empty
            assert not any(p.matches(t) for p in PATTERNS for t in _turned(cells))
    assert fallbacks > 100


def _turned(cells):
    return [tuple(cells[i] for i in table) for table in TURN_TABLES]


# -- the whole game space --------------------------------------------------------
def test_reply_on_every_reachable_position_matches_the_reference():
    positions = [
        cells
        for cells in reachable_positions()
        if " " in cells and cells.count("X") == cells.count("O") + 1
    ]
    assert len(positions) > 2000
    for cells in positions:
        assert library_choice(cells) == reference_choice(cells), cells


def test_reply_on_every_board_with_a_blank_matches_the_reference(
    reference_decisions,
):
    assert len(reference_decisions) == 3**9 - 2**9
    for cells, expected in reference_decisions.items():
        assert library_choice(cells) == expected, cells


def test_chosen_square_is_always_blank():
    for cells in ALL_BOARDS_WITH_A_BLANK[::7]:
        assert cells[computer_move(cells)] == " "


# -- the public API's edges ------------------------------------------------------
def test_accepts_list_tuple_string_and_board():
    for board in (list("OX  X    "), tuple("OX  X    "), "OX  X    "):
        assert computer_move(board) == 7
    assert computer_move(Board("OX  X    ")) == 7


def test_rejects_a_full_board():
    with pytest.raises(GameOverError, match="full"):
        computer_move("XOXXOOOXX")


@pytest.mark.parametrize(
    "cells, message",
    [("X" * 8, "9 cells"), ("XO  x    ", "square 4"), (["X", "O"] + [""] * 7, "2")],
)
def test_rejects_things_that_are_not_boards(cells, message):
    with pytest.raises(InvalidBoardError, match=message):
        computer_move(cells)


def test_pattern_player_plays_o_only_and_not_after_the_end():
    assert pattern_player(Board("OX  X    ")) == 7
    assert pattern_player("OX  X    ") == 7  # nine cells will do
    with pytest.raises(NotYourTurnError, match="X's turn"):
        pattern_player(Board())
    with pytest.raises(GameOverError, match="X wins"):
        pattern_player(Board("XXXOO    "))
    with pytest.raises(GameOverError, match="Draw"):
        pattern_player(Board("XOXXOOOXX"))


def test_pattern_player_refuses_what_is_not_a_board():
    with pytest.raises(InvalidBoardError, match="not NoneType"):
        pattern_player(None)
    with pytest.raises(InvalidBoardError, match="X has 3 marks"):
        pattern_player("XX O X   ")


def test_explanation_text_for_fallback_and_unturned_match():
    assert "no pattern matches" in str(explain_move(" " * 9))
    assert "board as it is" in str(explain_move("    X    "))
    assert explain_move("    X    ").turned_board == tuple("    X    ")

"""The board as text (the handout's rows, numbered for the terminal) and as SVG."""

import xml.etree.ElementTree as ElementTree

import pytest

from gamelib.quixo import Board, Move, create_board
from gamelib.quixo.pictures import DOT_COLOUR, LAST_COLOUR, WIN_COLOUR, numbered
from tests.quixo.test_quixo_four_players import STUCK, STUCK_DOTS, four

SVG = "{http://www.w3.org/2000/svg}"
EXAMPLE = ["----O", "XX--X", "XO---", "OO---", "X----"]


def test_str_is_the_handouts_format():
    assert str(create_board(EXAMPLE)) == "\n".join(EXAMPLE)
    assert str(Board(size=3)) == "---\n---\n---"


def test_the_terminal_board_has_row_and_column_numbers():
    assert numbered(create_board(EXAMPLE)) == (
        "  01234\n0 ----O\n1 XX--X\n2 XO---\n3 OO---\n4 X----"
    )


def test_the_four_player_terminal_board_shows_the_dots():
    board = Board(size=3, players=4)
    board.push(Move((0, 0), (0, 2), "A2"))
    board.push(Move((2, 2), (2, 0), "B1"))
    assert numbered(board) == "  0  1  2\n0 -- -- X2\n1 -- -- --\n2 O1 -- --"


def parsed(board: Board) -> ElementTree.Element:
    return ElementTree.fromstring(board._repr_svg_())


@pytest.mark.parametrize("size", [3, 4, 5])
@pytest.mark.parametrize("players", [2, 4])
def test_every_picture_fits_480_pixels_with_readable_text(size, players):
    svg = parsed(Board(size=size, players=players))
    assert float(svg.get("width")) <= 480
    texts = svg.findall(f".//{SVG}text")
    assert texts
    assert all(float(text.get("font-size")) >= 16 for text in texts)


def test_the_picture_shows_the_symbols_numbers_and_whose_turn_it_is():
    svg = parsed(create_board(EXAMPLE, turn="O"))
    crosses = svg.findall(f".//{SVG}path")
    noughts = [c for c in svg.findall(f".//{SVG}circle") if c.get("fill") == "none"]
    assert len(crosses) == 5 and len(noughts) == 4
    words = [text.text for text in svg.findall(f".//{SVG}text")]
    assert words.count("0") == 2 and words.count("4") == 2
    assert "O to move" in words


def test_the_four_player_picture_has_a_dot_on_every_team_block_and_the_seats():
    svg = parsed(four(STUCK, "A1", **STUCK_DOTS))
    dots = [c for c in svg.findall(f".//{SVG}circle") if c.get("fill") == DOT_COLOUR]
    assert len(dots) == 8
    words = [text.text for text in svg.findall(f".//{SVG}text")]
    assert {"A1", "B1", "A2", "B2"} <= set(words)
    assert "A1 (X) to move" in words


def test_the_winning_line_and_the_last_move_are_marked():
    board = create_board(["-XXXX", "OOO--", "O----", "-----", "-----"])
    board.push(Move((0, 0), (0, 4)))
    svg = parsed(board)
    shaded = [r for r in svg.findall(f".//{SVG}rect") if r.get("fill") == WIN_COLOUR]
    assert len(shaded) == 5
    outlined = [
        r for r in svg.findall(f".//{SVG}rect") if r.get("stroke") == LAST_COLOUR
    ]
    assert len(outlined) == 1
    assert "X wins" in [text.text for text in svg.findall(f".//{SVG}text")]

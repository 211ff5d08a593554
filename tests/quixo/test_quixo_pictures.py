"""The Quixo lesson's pictures draw the pieces they are handed, and say in words
when a piece gives them nothing to draw.

A learner's ``createBoard``, ``places_for`` or ``makeMove`` may be a stub, return
nothing, crash, loop forever or return something that is no board. The picture is
then one sentence (its text and a small SVG), never a traceback; and a picture
drawn by deliberately different pieces shows what those pieces did, not what the
course's would have done.
"""

import xml.etree.ElementTree as ElementTree

import pytest

from gamelib.quixo import lesson
from gamelib.quixo.lesson import board as trial
from gamelib.quixo.lesson.pictures import BoardPicture, MovePicture

EXAMPLE = ["----O", "XX--X", "XO---", "OO---", "X----"]
BOTH_LINES = ["-----", "XOOOO", "O----", "-----", "-XXXX"]
MOVE = "X moves (0, 0) to (4, 0)"
SVG = "{http://www.w3.org/2000/svg}"


@pytest.fixture(autouse=True)
def quick_guard(monkeypatch):
    """A piece's endless loop is stopped after half a second here, not three."""
    monkeypatch.setattr(trial, "SECONDS", 0.5)


def texts(svg: str) -> list[str]:
    return [element.text or "" for element in ElementTree.fromstring(svg).iter()]


def stub(board, row, column):
    """Still to write."""
    ...


def returns_none(*arguments):
    return None


def crashes(*arguments):
    return 1 // 0


def loops(*arguments):
    while True:
        pass


class NoBoard:
    """Has blocks and size but no turn: not what the lesson's QuixoBoard is."""

    def __init__(self):
        self.blocks, self.size = [["-"] * 5 for _ in range(5)], 5


def no_turn(listOfRows, turn="X"):  # noqa: N803 - the handout's name
    return NoBoard()


def odd_symbol(listOfRows, turn="X"):  # noqa: N803
    board = lesson.createBoard(listOfRows, turn)
    board.blocks[2][3] = "Q"
    return board


def slides_the_other_way(board, chooseRow, chooseColumn, placeRow, placeColumn):  # noqa: N803
    lesson.makeMove(board, chooseRow, chooseColumn, placeRow, placeColumn)
    line = [board.blocks[row][placeColumn] for row in range(board.size)]
    for row, block in enumerate(reversed(line)):
        board.blocks[row][placeColumn] = block


def upside_down(listOfRows, turn="X"):  # noqa: N803
    return lesson.createBoard(list(reversed(listOfRows)), turn)


@pytest.mark.parametrize(
    ("pieces", "words"),
    [
        ({"places_for": stub}, "your places_for is still a stub"),
        (
            {"places_for": returns_none},
            "places_for returned None, not a list of (row, column) places",
        ),
        ({"places_for": lambda *a: [(0, 9)]}, "numbers 0 to 4"),
        ({"makeMove": crashes}, "makeMove crashed with ZeroDivisionError"),
        ({"makeMove": loops}, "makeMove did not finish in 0.5 seconds"),
        ({"createBoard": returns_none}, "createBoard returned None, not a Quixo"),
        ({"createBoard": no_turn}, "which has no .turn"),
        ({"createBoard": odd_symbol}, "row 2, column 3 of the board createBoard"),
    ],
)
def test_a_piece_that_gives_nothing_to_draw_makes_a_picture_of_words(pieces, words):
    picture = MovePicture(BOTH_LINES, "X", (0, 0), (4, 0), **pieces)
    assert repr(picture).startswith(f"No picture of {MOVE}: "), repr(picture)
    assert words in repr(picture)
    assert repr(picture) in texts(picture._repr_svg_())  # its title says it too
    assert " ".join(texts(picture._repr_svg_())).count(words.split()[-1]) >= 1


def test_a_move_the_pieces_refuse_is_said_in_words():
    picture = MovePicture(BOTH_LINES, "O", (1, 0), (1, 4))
    assert repr(picture).startswith("No picture of O moves (1, 0) to (1, 4): ")
    assert "makeMove refused the move: O may not take" in repr(picture)


@pytest.mark.parametrize(
    ("create", "words"),
    [
        (stub, "your createBoard is still a stub"),
        (returns_none, "createBoard returned None, not a QuixoBoard"),
        (crashes, "createBoard crashed with ZeroDivisionError: integer division"),
        (loops, "createBoard did not finish"),
        (no_turn, "which has no .turn"),
        (odd_symbol, "is 'Q': a block is '-', 'X' or 'O'"),
    ],
)
def test_a_board_picture_of_a_broken_create_board_says_why_in_words(create, words):
    picture = BoardPicture(create, EXAMPLE)
    assert repr(picture).startswith("No picture of the board: "), repr(picture)
    assert words in repr(picture)
    assert repr(picture) in texts(picture._repr_svg_())


def test_the_board_picture_draws_the_board_the_given_create_board_made():
    picture = BoardPicture(upside_down, EXAMPLE)
    assert repr(picture).splitlines()[:5] == list(reversed(EXAMPLE))
    assert repr(picture).endswith("X to move. Drawn with your createBoard.")
    course = BoardPicture(lesson.createBoard, EXAMPLE)
    assert repr(course).splitlines()[:5] == EXAMPLE
    assert repr(course).endswith("Drawn with the course's createBoard.")
    assert picture._repr_svg_() != course._repr_svg_()


def test_the_move_picture_draws_the_given_make_move_and_says_whose_pieces_drew_it():
    mine = MovePicture(BOTH_LINES, "X", (0, 0), (4, 0), makeMove=slides_the_other_way)
    course = MovePicture(BOTH_LINES, "X", (0, 0), (4, 0))
    assert repr(mine) == (
        f"{MOVE} (a picture). Drawn with your makeMove, and the course's "
        "createBoard and places_for."
    )
    assert repr(course).endswith(
        "Drawn with the course's createBoard, places_for and makeMove."
    )
    assert mine._repr_svg_() != course._repr_svg_()


def test_the_move_picture_marks_the_places_the_given_places_for_found():
    def only_the_far_end(board, row, column):
        return [(4, column)]

    def dashed(picture):
        return picture._repr_svg_().count('stroke-dasharray="6 3"')

    assert dashed(MovePicture(["-----"] * 5, "X", (0, 1), (4, 1))) == 3
    mine = MovePicture(["-----"] * 5, "X", (0, 1), (4, 1), places_for=only_the_far_end)
    assert dashed(mine) == 1
    assert "your places_for" in repr(mine)

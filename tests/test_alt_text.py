"""Every course picture has a text alternative that JupyterLab shows as alt text.

JupyterLab's SVG renderer makes an ``<img>`` without ``alt`` (axe's ``image-alt``,
critical); the course's pictures also give the same SVG as HTML, an ``<img>`` with
the picture's words as its ``alt``, which JupyterLab and Voila prefer.
"""

import html
import random
import re
from urllib.parse import unquote

import pytest

from gamelib.pig.die import Die
from gamelib.pig.pig_game import PigGame
from gamelib.prolix.pictures import BoardPicture
from gamelib.prolix.state import ProlixState
from gamelib.quixo import Board as QuixoBoard
from gamelib.quixo import lesson as quixo_lesson
from gamelib.quixo.lesson.pictures import BoardPicture as QuixoBoardPicture
from gamelib.quixo.lesson.pictures import Diagram, MovePicture, write_plan
from gamelib.state import picture_html
from gamelib.tictactoe import Board as TicTacToeBoard
from gamelib.tictactoe.players import PATTERNS

IMG = re.compile(r'<img src="data:image/svg\+xml,([^"]*)" alt="([^"]*)">')


def pictures():
    prolix = ProlixState(random.Random(1))
    return {
        "tic-tac-toe": TicTacToeBoard(),
        "pattern": PATTERNS[0],
        "die": Die(top=5),
        "pig": PigGame(["Ann", "Bob"]),
        "prolix": prolix,
        "prolix board": BoardPicture(prolix.columns),
        "quixo": QuixoBoard(),
        "quixo move": MovePicture(["-----"] * 5, "X", (0, 0), (0, 4)),
        "quixo diagram": Diagram(write_plan),
        "quixo board picture": QuixoBoardPicture(
            quixo_lesson.createBoard, ["-----"] * 5
        ),
        "quixo broken move": MovePicture(
            ["-----"] * 5, "X", (0, 0), (0, 4), makeMove=print
        ),
    }


@pytest.mark.parametrize("name", list(pictures()))
def test_a_picture_is_its_svg_with_its_words_as_alt_text(name):
    picture = pictures()[name]
    match = IMG.fullmatch(picture._repr_html_())
    assert match, "one <img> of the SVG"
    assert unquote(match.group(1)) == picture._repr_svg_()
    assert html.unescape(match.group(2)).strip(), "an alt text with words"


def test_the_alt_text_says_what_the_picture_shows():
    assert 'alt="A die showing 5."' in Die(top=5)._repr_html_()
    board = TicTacToeBoard()
    board.push(4)
    assert (
        html.unescape(IMG.fullmatch(board._repr_html_()).group(2)) == str(board).strip()
    )
    assert "Quixo board, X to move" in QuixoBoard()._repr_html_()


def test_alt_text_is_escaped_so_a_learners_words_stay_words():
    assert 'alt="&lt;b&gt; &quot;quoted&quot;"' in picture_html(
        "<svg/>", '<b> "quoted"'
    )


def test_no_picture_no_html():
    """A board picture of something that is no board shows only its words."""
    assert BoardPicture(None)._repr_html_() is None

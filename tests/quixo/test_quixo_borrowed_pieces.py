"""The Quixo board with some pieces borrowed, and its move list (issue 26 items 6, 7).

The board is the lesson's own ``QuixoGame`` (``tests/lesson_boards``), with learner
pieces defined in its namespace as a learner's cells would, then the lesson's board
cell (``check.borrow(...)``, then ``QuixoGame()``), all without a kernel. It says in
words what went wrong and whose piece it was: "your X" only for the learner's X.
"""

import contextlib
import io
import linecache
import textwrap

import nbformat
import pytest

from gamelib.quixo.lesson.board import COURSE_RULES
from gamelib.quixo.players import make_search_player
from gamelib.quixo.state import Board
from tests.lesson_boards import board_class
from tests.lessons import NOTEBOOKS

NEVER_WINS = '''
def winner(board):
    """A learner's winner that never sees a line."""
    return None
'''

NO_SLIDE = '''
def makeMove(board, chooseRow, chooseColumn, placeRow, placeColumn):
    """A learner's makeMove that forgets to slide: only the place changes."""
    board.blocks[placeRow][placeColumn] = board.turn
    board.turn = "O" if board.turn == "X" else "X"
'''

STUB_ANSWER_CLICK = '''
def answer_click(board, hand, row, column):
    """Answer a click on (row, column)."""
    ...
'''


def defined(source: str, namespace: dict) -> None:
    """Run ``source`` as a notebook cell: inspect finds its source (stubs)."""
    source = textwrap.dedent(source)
    filename = f"<cell {abs(hash(source))}>"
    linecache.cache[filename] = (len(source), None, source.splitlines(True), filename)
    exec(compile(source, filename, "exec"), namespace)


def lesson_board(*pieces: str, **settings):
    """The lesson's board cell, run after the learner's ``pieces``."""
    namespace = board_class("04-quixo.ipynb", "QuixoGame").__init__.__globals__
    for source in pieces:
        defined(source, namespace)
    lesson = nbformat.read(NOTEBOOKS / "04-quixo.ipynb", as_version=4)
    (cell,) = [c.source for c in lesson.cells if c.get("id") == "b73b303f"]
    with contextlib.redirect_stdout(io.StringIO()):
        exec(cell, namespace)
    return namespace["QuixoGame"](**settings) if settings else namespace["game"]


@pytest.mark.timeout(120)
def test_the_computer_says_it_cannot_move_when_the_learners_winner_missed_a_line():
    game = lesson_board(NEVER_WINS, mode="Against the computer: easy")
    strong = make_search_player("hard", seed=1)
    for _ in range(30):  # X plays strongly: a line well within 30 moves
        position = game.table.game
        game.play(strong(Board(size=5, rows=position.rows(), turn=position.turn)))
        if game.table.alarm:
            break
    note = game.table.note
    assert "The computer cannot move: by the rules the game is over (X wins" in note
    assert "your winner returned None for this board" in note
    assert "illegal move" not in note
    game.pick(0, 0)  # no move for the computer's seat either
    assert game.table.alarm and "The computer cannot move" in game.table.note
    assert game.table.picked is None


@pytest.mark.timeout(120)
def test_a_borrowed_answer_click_plays_the_learners_makemove():
    game = lesson_board(NO_SLIDE, STUB_ANSWER_CLICK)
    assert "the course's createBoard, can_take, places_for and answer_click" in (
        game.table.rules.notice
    )
    for square in [(0, 0), (0, 4), (1, 0), (1, 4), (0, 4), (4, 4)]:
        game.pick(*square)
        assert not game.table.alarm, game.table.note
    assert len(game.table.game.history) == 3
    assert game.table.game.rows()[0] == "----X"  # X stayed: no slide


@pytest.mark.timeout(120)
def test_a_refused_click_names_the_courses_answer_click_as_the_courses():
    game = lesson_board(STUB_ANSWER_CLICK)
    namespace = type(game).__init__.__globals__  # the notebook's names
    defined(NO_SLIDE, namespace)  # a new makeMove, run after the board was made
    for square in [(0, 0), (0, 4), (1, 0), (1, 4), (0, 4), (4, 4)]:
        game.pick(*square)
    note = game.table.note
    assert note.startswith("The course's answer_click left the rows"), note
    assert "Your answer_click" not in note


def test_the_move_list_scrolls_and_starts_at_the_newest_move():
    game = lesson_board(rules=COURSE_RULES, css_class="quixo-moves-test")
    for _ in range(12):  # more than the list's height shows
        game.play(list(game.table.game.legal_moves)[-1])
    listed = game.moves.value
    assert listed.count("<li>") == len(game.table.game.history) == 12
    assert "height: 230px; overflow-y: auto" in listed
    assert "flex-direction: column-reverse" in listed  # the browser's scroll start
    assert game.moves.layout.max_height is None  # the list scrolls, not clipped

"""Borrowing the course's pieces: only what is missing or a stub, said in one line."""

import contextlib
import io
import linecache
import textwrap

import pytest

import gamelib.pig as pig
from gamelib.selfcheck.pieces import CoursePieces, borrow_line, is_unwritten, listed
from gamelib.selfcheck.recording import RecordingCanvas

COURSE = CoursePieces("gamelib.pig")


def defined(source: str) -> dict:
    """Run source as a notebook cell would, so that inspect finds its source."""
    source = textwrap.dedent(source)
    filename = f"<cell {abs(hash(source))}>"
    linecache.cache[filename] = (len(source), None, source.splitlines(True), filename)
    namespace: dict = {}
    exec(compile(source, filename, "exec"), namespace)
    return namespace


WRITTEN = """
class Die:
    def __init__(self, rng):
        self.rng = rng

    def roll(self):
        return 5
"""

STUB = """
class Die:
    def __init__(self, rng):
        ...

    def roll(self):
        '''Throw the die.'''
        ...
"""

HALF_WRITTEN = """
class Die:
    def __init__(self, rng):
        self.rng = rng

    def roll(self):
        '''Throw the die.'''
        ...
"""

MARKED = """
def rotate(cells):
    return list(cells)  # stub: not turned yet
"""


def test_a_written_piece_is_kept_and_a_missing_one_borrowed(capsys):
    namespace = defined(WRITTEN)
    mine = namespace["Die"]
    assert COURSE.borrow(namespace, "Die", "Player") is None  # no Out[] under it
    assert namespace["Die"] is mine
    assert namespace["Player"] is pig.Player
    assert capsys.readouterr().out == ("Your Die; borrowed from the course: Player.\n")


def test_a_stub_is_replaced_by_the_course_piece(capsys):
    namespace = defined(STUB)
    COURSE.borrow(namespace, "Die")
    assert namespace["Die"] is pig.Die
    assert "None of yours yet; borrowed from the course: Die." in (
        capsys.readouterr().out
    )


def test_borrowing_again_still_says_the_piece_is_borrowed(capsys):
    namespace: dict = {}
    COURSE.borrow(namespace, "Die")
    COURSE.borrow(namespace, "Die")
    lines = capsys.readouterr().out.splitlines()
    assert lines == ["None of yours yet; borrowed from the course: Die."] * 2


def test_a_class_with_any_method_still_empty_is_unwritten():
    assert is_unwritten(defined(HALF_WRITTEN)["Die"])
    assert is_unwritten(defined(STUB)["Die"])
    assert not is_unwritten(defined(WRITTEN)["Die"])


def test_a_hand_written_stub_says_so_with_the_mark():
    assert is_unwritten(defined(MARKED)["rotate"])
    assert not is_unwritten(defined(MARKED.replace("stub:", "note:"))["rotate"])


def test_a_piece_without_source_counts_as_written():
    assert not is_unwritten(len)
    assert not is_unwritten(42)


def test_runs_on_names_whose_each_piece_is():
    mine = defined(WRITTEN)["Die"]
    line = COURSE.runs_on(Die=mine, ComputerPlayer=mine, PigGame=pig.PigGame)
    assert line == "Runs on your Die and ComputerPlayer, and the course's PigGame."
    assert COURSE.runs_on(Die=pig.Die) == "Runs on the course's Die."


def test_the_line_lists_names_as_a_sentence():
    assert listed(["a"]) == "a"
    assert listed(["a", "b", "c"]) == "a, b and c"
    assert borrow_line(["a"], []) == "Your a; nothing borrowed from the course."


def test_an_unknown_piece_is_named():
    with pytest.raises(LookupError, match="Nonsense"):
        COURSE.piece("Nonsense")


LESSON = CoursePieces("gamelib.prolix.lesson")


def test_a_lent_function_calls_the_notebooks_own_pieces(capsys):
    namespace = defined(
        """
        def score_word(columns, word):
            return 100
        """
    )
    LESSON.borrow(namespace, "score_word", "game_status")
    assert capsys.readouterr().out == (
        "Your score_word; borrowed from the course: game_status.\n"
    )
    LESSON.borrow(namespace, "play_word")
    lent = namespace["play_word"]
    assert lent.__globals__["score_word"] is namespace["score_word"]
    assert LESSON.runs_on(play_word=lent, score_word=namespace["score_word"]) == (
        "Runs on your score_word, and the course's play_word."
    )


def test_a_lent_function_is_lent_again_not_taken_for_the_learners(capsys):
    namespace: dict = {}
    LESSON.borrow(namespace, "slide_right")
    first = namespace["slide_right"]
    LESSON.borrow(namespace, "slide_right")
    assert capsys.readouterr().out.splitlines()[-1] == (
        "None of yours yet; borrowed from the course: slide_right."
    )
    assert namespace["slide_right"] is not first
    assert namespace["slide_right"]([["B", "C"]] * 4)[2] == ["B", "C"]


def test_a_class_is_lent_as_it_is():
    namespace: dict = {}
    LESSON.borrow(namespace, "Bag")
    assert namespace["Bag"] is LESSON.piece("Bag")


START = CoursePieces("gamelib.start.board")


def test_a_lent_function_calls_the_notebooks_piece_at_each_call(capsys):
    namespace = defined(
        """
        def square_at(x, y):
            return int(x // 100), int(y // 100)  # row and column swapped
        """
    )
    START.borrow(namespace, "answer_click")
    marked: set = set()
    assert namespace["answer_click"](marked, 250, 50) == "You marked row 2, column 0."
    namespace["square_at"] = lambda x, y: (1, 1)  # the learner runs a new version
    assert namespace["answer_click"](marked, 250, 50) == "You marked row 1, column 1."
    assert START.runs_on(answer_click=namespace["answer_click"]) == (
        "Runs on the course's answer_click."
    )


def test_a_lent_function_finds_the_course_modules_constants_and_helpers(capsys):
    namespace = defined(
        """
        def draw_grid(canvas):
            canvas.fill_style = "mine"
            canvas.fill_rect(0, 0, 1, 1)
        """
    )
    START.borrow(namespace, "draw_board")  # CELL, draw_mark: the notebook has none
    canvas = RecordingCanvas(300, 300)
    namespace["draw_board"](canvas, {(0, 0)})
    assert [(s.kind, s.colour) for s in canvas.shapes] == [
        ("rect", "mine"),  # the learner's grid, under the course's mark
        ("circle", START.piece("MARK")),
    ]


def test_a_course_helper_that_a_lent_function_calls_is_lent_too():
    """tictactoe's answer_click asks its helper ending, which asks winner."""
    tictactoe = CoursePieces("gamelib.tictactoe.lesson")
    namespace = {"winner": lambda board: "O"}
    with contextlib.redirect_stdout(io.StringIO()):
        tictactoe.borrow(namespace, "answer_click")
    said = namespace["answer_click"]([" "] * 9, 50, 50)
    assert said.startswith("The game is over. The computer wins")


def test_a_wrapper_made_elsewhere_is_lent_as_it_is(capsys):
    namespace: dict = {}
    START.borrow(namespace, "square_at")  # on_canvas's wrapper of the course's
    assert namespace["square_at"] is START.piece("square_at")


def test_a_course_class_names_the_course_classes_it_is_built_on():
    mine = defined(WRITTEN)["Die"]
    assert COURSE.runs_on(Player=mine, ComputerPlayer=pig.ComputerPlayer) == (
        "Runs on your Player, and the course's ComputerPlayer (on its Player)."
    )


def test_a_lent_function_takes_a_learners_stub_for_missing(capsys):
    """quixo's learner edition after a restart: is_on_edge is still a stub."""
    namespace = defined(
        """
        def is_on_edge(board, row, column):
            '''True for a square of the outer ring.'''
            ...
        """
    )
    quixo = CoursePieces("gamelib.quixo.lesson")
    quixo.borrow(namespace, "createBoard", "can_take")
    board = namespace["createBoard"](["-----"] * 5)
    assert namespace["can_take"](board, 0, 0)  # the course's is_on_edge

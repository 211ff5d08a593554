"""Borrowing the course's pieces: only what is missing or a stub, said in one line."""

import linecache
import textwrap

import pytest

import gamelib.pig as pig
from gamelib.selfcheck.pieces import CoursePieces, borrow_line, is_unwritten, listed

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


LESSON = CoursePieces("gamelib.prolix.lesson", lent=("gamelib.prolix.lesson",))


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
    assert lent.__globals__ is namespace  # its score_word is the notebook's
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

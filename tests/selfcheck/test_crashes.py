"""A crash is placed on the learner's line: in a notebook cell or in their file."""

import linecache
import random

import gamelib.start
from gamelib.cellguard import is_learners_file
from gamelib.selfcheck.diagnosis import describe_crash

CELL_FILE = "/tmp/ipykernel_4242/1234567.py"  # how ipykernel names a cell's code
CELL_SOURCE = "def square_at(x, y):\n    row = y // 0\n    return row, x\n"


def crash_of(call):
    try:
        call()
    except Exception as error:
        return error
    raise AssertionError("expected a crash")


def test_a_crash_in_a_notebook_cell_gives_the_line_of_the_cell():
    linecache.cache[CELL_FILE] = (
        len(CELL_SOURCE),
        None,
        CELL_SOURCE.splitlines(keepends=True),
        CELL_FILE,
    )
    namespace = {}
    exec(compile(CELL_SOURCE, CELL_FILE, "exec"), namespace)
    error = crash_of(lambda: namespace["square_at"](10, 10))
    assert describe_crash(error) == [
        "crashed with ZeroDivisionError: integer division or modulo by zero",
        "in square_at, line 2 of its cell:",
        "    row = y // 0",
    ]


def test_code_without_a_source_file_still_gets_its_line_number():
    namespace = {}
    exec(compile("def f():\n    return 1 / 0\n", "<string>", "exec"), namespace)
    lines = describe_crash(crash_of(namespace["f"]))
    assert lines == [
        "crashed with ZeroDivisionError: division by zero",
        "in f, line 2",
    ]


def test_an_error_without_a_message_shows_its_kind():
    def fail():
        raise StopIteration

    assert describe_crash(crash_of(fail))[0] == "crashed with StopIteration"


def test_only_the_learners_files_count_as_theirs():
    assert is_learners_file(CELL_FILE)
    assert is_learners_file("<ipython-input-3-abcdef>")
    assert is_learners_file(__file__)
    assert is_learners_file("<string>")
    assert not is_learners_file(random.__file__)
    assert not is_learners_file(gamelib.start.__file__)
    assert not is_learners_file("<frozen importlib._bootstrap>")

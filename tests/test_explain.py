"""Which errors ``gamelib.explain`` puts in words, and which keep their traceback.

Code is compiled under a name like the one ipykernel gives a cell, so it counts as
the learner's; the per-lesson checks in a real kernel are in ``test_cell_guard.py``.
"""

import linecache

import pytest

from gamelib.explain import explain

CELL = "/tmp/ipykernel_4242/{}.py"


def error_of(code: str, cell: int = 1) -> BaseException:
    filename = CELL.format(cell)
    linecache.cache[filename] = (len(code), None, code.splitlines(True), filename)
    try:
        exec(compile(code, filename, "exec"), {})
    except BaseException as error:  # noqa: BLE001 - any error is what is explained
        return error
    pytest.fail("the code did not raise")


def test_a_learners_own_error_shows_their_line_and_plain_words():
    lines = explain(error_of("scores = [3, 4]\nprint(scores[2])\n"))
    assert lines[0] == "IndexError: list index out of range"
    assert lines[1:3] == [
        "  in your code, line 2 of this cell:",
        "      print(scores[2])",
    ]
    assert "positions count from 0" in lines[3]


def test_a_rule_the_course_enforces_is_named():
    code = "from gamelib.tictactoe import Board\ngame = Board()\ngame.push(9)\n"
    lines = explain(error_of(code))
    assert lines[1:3] == ["  in your code, line 3 of this cell:", "      game.push(9)"]
    assert any(line.startswith("  the rule: ") for line in lines)
    assert not any("gamelib" in line for line in lines)


def test_an_error_inside_a_learners_function_names_the_function():
    code = "def half(n):\n    return n / 0\n\nhalf(4)\n"
    lines = explain(error_of(code))
    assert lines[1] == "  in your code, in half, line 2 of its cell:"


def test_a_crash_of_the_course_itself_keeps_its_traceback():
    code = "from gamelib.tictactoe import Board\ngame = Board()\ngame._cells = None\n"
    assert explain(error_of(code + "game.push(4)\n")) is None


def test_an_error_without_the_learners_code_keeps_its_traceback():
    assert explain(ValueError("no frames at all, as for a syntax error")) is None


def test_an_interrupt_is_one_sentence_naming_the_line_it_stopped():
    """Issue 29: Stop during a check showed ten frames of ``gamelib/selfcheck``."""
    code = "import time\n\ndef wait():\n    raise KeyboardInterrupt\n\nwait()\n"
    assert explain(error_of(code)) == [
        "Stopped (the Stop button, or a KeyboardInterrupt) in your code, in wait, "
        "line 4 of its cell: raise KeyboardInterrupt"
    ]


def test_an_interrupt_outside_the_learners_code_keeps_its_traceback():
    assert explain(KeyboardInterrupt()) is None


def test_an_empty_message_is_replaced_by_the_errors_own_description():
    code = "from gamelib.errors import NothingToUndoError\nraise NothingToUndoError\n"
    lines = explain(error_of(code))
    assert lines[0].startswith("NothingToUndoError: ``pop()`` before any move")


MISSING_SELF = """
class Die:
    def roll():
        return 4

    def turn(times):
        return times

    def add(self, extra):
        return extra
"""


@pytest.mark.parametrize(
    "call, method", [("Die().roll()", "roll"), ("Die().turn(3)", "turn")]
)
def test_a_method_written_without_self_is_said_to_need_self(call, method):
    lines = explain(error_of(f"{MISSING_SELF}\n{call}\n"))
    assert "positional argument" in lines[0]
    assert lines[3] == (
        f"  what it means: Die.{method} is a method, so its first parameter must be "
        f"self (def {method}(self, ...)): Python passes the Die it is called on as "
        "the first argument"
    )


def test_a_method_with_self_given_too_many_arguments_is_not_blamed_on_self():
    lines = explain(error_of(f"{MISSING_SELF}\nDie().add(1, 2)\n"))
    assert "self" not in lines[3]
    assert lines[3].startswith("  what it means: a value of the wrong type")

"""Whatever a terminal or a pipe can send, the Pig program answers calmly.

One example per class of bad input, sent to the real program: bytes on its stdin,
and for Ctrl-C and Ctrl-D a pseudo-terminal whose driver turns them into a SIGINT
and an end of input. Each bad answer gets a reason and the same question again;
every ending says the course's goodbye; nothing ever prints a traceback.
"""

import resource
import subprocess
import sys

import pytest

from gamelib.console import EXIT_INTERRUPTED, GOODBYE
from tests.console_program import CTRL_C, CTRL_D, FAST, REPO
from tests.pig.program import MODULE, SCRIPT, pig_terminal, run_program

PEOPLE = "How many people are playing (1-4; 1 plays against the computer)? "
NAME = "Name of player 1: "


def asked_again(out: str, question: str, reason: str) -> None:
    """``reason`` follows the first asking of ``question``, then it comes again."""
    first = out.index(question)
    explained = out.index(reason, first)
    assert out.index(question, first + len(question)) > explained


@pytest.mark.parametrize("encoding", [None, "utf-8"])
def test_bytes_that_are_not_utf8_are_refused(encoding):
    env = dict(FAST)
    if encoding:
        env["PYTHONIOENCODING"] = encoding
    result = run_program(b"\xff\xfe\xc3\n1\nq\n", env=env)
    asked_again(result.stdout, PEOPLE, "That line is not readable text")
    assert result.returncode == 0


def test_any_unicode_name_is_welcome_and_shown():
    result = run_program("2\nZoë 🐷\n李\nq\n".encode(), "--seed", "2")
    assert "Zoë 🐷 rolls" in result.stdout and "李 rolls" in result.stdout


def test_unicode_that_is_not_a_plain_number_is_refused():
    result = run_program("٣\n1\nq\n".encode())  # an Arabic-Indic three
    asked_again(result.stdout, PEOPLE, "'٣' is not a number of people")


def test_a_name_in_a_terminal_that_cannot_show_it_is_escaped():
    env = {**FAST, "PYTHONIOENCODING": "ascii"}
    result = run_program("2\nZoë\nBob\nq\n".encode(), "--seed", "2", env=env)
    assert "Zo\\xeb rolls" in result.stdout


def test_a_very_long_line_is_refused_and_only_an_excerpt_is_echoed():
    result = run_program(b"1\n" + b"A" * 200_000 + b"\nAnn\nq\n")
    asked_again(result.stdout, NAME, "That line is too long")
    assert "A" * 100 not in result.stdout


@pytest.mark.parametrize(
    ("digits", "reason"),
    [(900, "is too large: type a number from 1 to 4"), (4400, "is too long")],
)
def test_a_huge_number_is_refused(digits, reason):
    # 4400 digits: more than int() converts by default (4300).
    result = run_program(b"9" * digits + b"\n1\nq\n")
    asked_again(result.stdout, PEOPLE, reason)


def test_control_characters_are_refused_and_never_echoed():
    # An escape sequence in a name would clear the screen of everyone who sees it.
    result = run_program(b"1\nAnn\x1b[2J\x07\nAnn\nq\n")
    asked_again(result.stdout, NAME, "contains a control character")
    assert "\x1b" not in result.stdout and "\x07" not in result.stdout


@pytest.mark.parametrize(
    "typed",
    ["", "1\n", "1\nAnn\n", "1\nAnn\n2\n", "2\nA\nB\nr\n", "2\nA\nB\n" + "r\nh\n" * 60],
    ids=["welcome", "name", "opponent", "first move", "mid-game", "play again"],
)
def test_end_of_input_anywhere_says_goodbye(typed):
    result = run_program(typed, "--seed", "1", "--goal", "20")
    assert result.returncode == 0
    assert result.stdout.rstrip().endswith(GOODBYE)
    assert result.stderr == ""


def test_ctrl_d_in_a_terminal_says_goodbye():
    with pig_terminal() as program:
        program.wait_for(PEOPLE)
        program.type(CTRL_D)
        assert program.finish() == 0
    assert program.text.rstrip().endswith(GOODBYE)


def test_ctrl_c_during_the_welcome_text_says_goodbye():
    slow = {key: value for key, value in FAST.items() if key != "GAMELIB_FAST"}
    with pig_terminal(env=slow) as program:  # half a second after each line
        program.wait_for("Welcome to Pig!")
        program.interrupt()
        assert program.finish() == EXIT_INTERRUPTED
    assert PEOPLE not in program.text
    assert program.text.rstrip().endswith(GOODBYE)
    assert "Traceback" not in program.text


def test_ctrl_c_at_a_question_says_goodbye():
    with pig_terminal() as program:
        program.wait_for(PEOPLE)
        program.type(b"1\r")
        program.wait_for(NAME)
        program.interrupt()
        assert program.finish() == EXIT_INTERRUPTED
    assert program.text.rstrip().endswith(GOODBYE)
    assert "Traceback" not in program.text


def test_ctrl_c_while_the_optimal_player_is_solved_says_goodbye():
    with pig_terminal("--goal", "190") as program:  # several seconds of solving
        program.wait_for(PEOPLE)
        program.type(b"1\rAnn\r2\r")
        program.wait_for("Working out the optimal strategy")
        program.type(CTRL_C)
        assert program.finish() == EXIT_INTERRUPTED
    assert program.text.rstrip().endswith(GOODBYE)
    assert "Traceback" not in program.text


def test_a_reader_that_goes_away_ends_the_program_quietly():
    shell = f"{SCRIPT} --seed 1 | head -c 10"
    result = subprocess.run(
        ["bash", "-o", "pipefail", "-c", shell],
        input=b"2\nAnn\nBob\n" + b"r\nh\n" * 100,
        capture_output=True,
        cwd=REPO,
        env=FAST,
        timeout=60,
    )
    assert result.stdout == b"Welcome to"
    assert result.stderr == b""
    assert result.returncode == 0


def test_unknown_arguments_print_the_usage_and_exit_2():
    result = run_program("", "--players", "3")
    assert result.returncode == 2
    assert result.stderr.startswith("usage: pig.py")


def _limit_memory() -> None:
    """In the child: 1 GiB of address space, so a runaway table fails fast."""
    resource.setrlimit(resource.RLIMIT_AS, (2**30, 2**30))


def test_a_goal_whose_optimal_table_cannot_fit_is_refused_before_allocating():
    result = subprocess.run(
        [SCRIPT, "--goal", "1000"],
        input=b"1\nAnn\n2\nq\n",
        capture_output=True,
        cwd=REPO,
        env=FAST,
        timeout=120,
        preexec_fn=_limit_memory,
    )
    out = result.stdout.decode()
    assert "Traceback" not in out + result.stderr.decode()
    assert "would need 8,583 MiB; it plays goals up to 195." in out
    assert result.returncode == 0


SHADOW_NUMPY = "raise ImportError('numpy is not installed on this Python')\n"


@pytest.fixture
def without_numpy(tmp_path):
    """An environment where ``import numpy`` fails, whatever the interpreter."""
    shadow = tmp_path / "numpy"
    shadow.mkdir()
    (shadow / "__init__.py").write_text(SHADOW_NUMPY)
    return {**FAST, "PYTHONPATH": str(tmp_path)}


NO_SITE = [sys.executable, "-S"]  # a Python with nothing but its standard library


@pytest.mark.parametrize("goal", ["100", "30"])  # shipped; solved in plain Python
@pytest.mark.parametrize(
    ("command", "interpreter"),
    [
        ([SCRIPT], ["/usr/bin/env", "python3"]),  # what the shebang runs
        ([*NO_SITE, SCRIPT], NO_SITE),
        ([*NO_SITE, *MODULE[1:]], NO_SITE),
    ],
    ids=["./pig.py", "python -S pig.py", "python -S -m gamelib.pig"],
)
def test_the_program_needs_only_the_standard_library(
    without_numpy, command, interpreter, goal
):
    probe = subprocess.run(
        [*interpreter, "-c", "import numpy"],
        env=without_numpy,
        capture_output=True,
        cwd=REPO,
    )
    assert probe.returncode != 0, "numpy was importable: the test would prove nothing"
    typed = "1\nAnn\n2\n" + "r\nh\n" * 400 + "n\n"
    result = run_program(
        typed, "--seed", "6", "--goal", goal, command=command, env=without_numpy
    )
    assert "You play against the computer (optimal (hardest to beat))." in result.stdout
    assert "Computer chooses to hold." in result.stdout
    assert result.stdout.rstrip().endswith(GOODBYE)
    assert result.returncode == 0

"""The terminal game, run as a real program: bytes on its real stdin, a real pty.

Every class of input a terminal or a pipe can send has one example here, and each
must be answered with a clear message and the same question, or end the program
with the course's goodbye, never a traceback. The tests only start
``python -m gamelib.tictactoe`` from the repository that holds this file, so they
can be run unchanged against an older checkout to show what it got wrong.
"""

import re
import subprocess

import pytest

from gamelib.console import EXIT_INTERRUPTED
from tests.console_program import (
    REPO,
    Terminal,
    environment,
    module,
    run_program,
)

COMMAND = module("gamelib.tictactoe")
GOODBYE = "Goodbye, thanks for playing!"
PROMPT = "Pick a space: "
FIRST_ANSWER = "O takes 0: pattern #20"  # the handout's reply to X on 4


def run_game(
    typed: bytes, *arguments: str, **extra_environment: str
) -> subprocess.CompletedProcess[str]:
    return run_program(
        [*COMMAND, *arguments], typed, env=environment(**extra_environment)
    )


def assert_clean(run: subprocess.CompletedProcess[str], status: int = 0) -> None:
    assert run.returncode == status, run.stderr
    assert run.stderr == ""


def refusal_then_the_game_goes_on(typed: bytes, message: str, **env: str) -> str:
    """``typed`` is refused with ``message``, then X on 4 is answered as usual."""
    run = run_game(typed + b"4\n", **env)
    assert_clean(run)
    shown = run.stdout
    assert message in shown
    # The same question again, and the refused line played nothing.
    assert shown.count(PROMPT) == 3
    assert re.search(re.escape(message) + r".*\n" + re.escape(PROMPT), shown)
    assert FIRST_ANSWER in shown
    assert shown.rstrip().endswith(GOODBYE)
    return shown


# -- games ---------------------------------------------------------------------------
def test_the_handouts_worked_example_then_end_of_input():
    run = run_game(b"4\n1\n")
    assert_clean(run)
    shown = run.stdout
    assert shown.startswith("Tic-tac-toe: you are X and move first; the computer is O.")
    assert " 0 | 1 | 2\n---+---+---\n 3 | 4 | 5\n---+---+---\n 6 | 7 | 8" in shown
    assert FIRST_ANSWER in shown
    assert " O | X | 2\n---+---+---\n 3 | X | 5\n---+---+---\n 6 | O | 8" in shown
    assert shown.endswith(f"{PROMPT}\n{GOODBYE}\n")


def test_a_whole_game_the_computer_wins_then_no_more_moves():
    run = run_game(b"4\n1\n2\n3\nn\n5\n")
    assert_clean(run)
    shown = run.stdout
    assert "The computer wins: three in a row." in shown
    assert shown.count(PROMPT) == 4  # the fifth line was never read as a move
    assert shown.endswith(f"Play again? (y/n) {GOODBYE}\n")


def test_a_tie_and_another_game():
    run = run_game(b"4\n1\n3\n2\n8\ny\n4\nn\n")
    assert_clean(run)
    shown = run.stdout
    assert "It's a tie: the board is full and nobody has three in a row." in shown
    assert shown.count(FIRST_ANSWER) == 2  # the second game started afresh
    assert shown.endswith(GOODBYE + "\n")


def test_answers_that_are_not_free_squares_are_refused_with_the_reason():
    run = run_game(b"abc\n\n9\n4\n4\n1\n")
    assert_clean(run)
    shown = run.stdout
    assert "'abc' is not a square: type a number from 0 to 8." in shown
    assert "Type the number of an empty square, 0 to 8." in shown
    assert "9 is out of range: type a number from 0 to 8." in shown
    assert "Square 4 is already taken by X." in shown
    assert "O takes 7: pattern #12" in shown  # the game went on after that


def test_play_again_takes_only_yes_or_no():
    run = run_game(b"4\n1\n2\n3\nmaybe\nn\n")
    assert_clean(run)
    assert "'maybe' is not an answer: type y or n." in run.stdout


# -- arguments -----------------------------------------------------------------------
def test_help_prints_the_usage_and_starts_no_game():
    run = run_game(b"4\n", "--help")
    assert_clean(run)
    assert run.stdout.startswith("usage: python -m gamelib.tictactoe")
    assert PROMPT not in run.stdout


@pytest.mark.parametrize("arguments", [["--seed", "3"], ["--bogus"], ["4"]])
def test_unknown_arguments_print_the_usage_and_exit_2(arguments):
    run = run_game(b"4\n", *arguments)
    assert run.returncode == 2
    assert run.stdout == ""
    error = run.stderr
    assert error.startswith("usage: python -m gamelib.tictactoe")
    assert "unrecognized arguments" in error and "Traceback" not in error


# -- one example of each class of bad input ------------------------------------------
@pytest.mark.parametrize("encoding", [None, "utf-8"])
def test_invalid_utf8_is_refused(encoding):
    env = {} if encoding is None else {"PYTHONIOENCODING": encoding}
    refusal_then_the_game_goes_on(
        b"\xff\xfe4\xc3\n", "That line is not readable text (it is not UTF-8).", **env
    )


def test_unicode_that_looks_like_a_square_is_refused():
    # A Unicode line separator before the 4: Python's strip() would remove it and
    # play square 4 from a line that is not "4".
    refusal_then_the_game_goes_on(
        "\u20284\n".encode(), "'\\u20284' contains a control character"
    )


def test_a_very_long_line_is_refused_and_not_echoed():
    shown = refusal_then_the_game_goes_on(
        b"4" * 1_000_000 + b"\n", "That line is too long (over 1000 characters)."
    )
    assert max(len(line) for line in shown.splitlines()) < 200


def test_a_huge_number_is_refused_briefly():
    shown = refusal_then_the_game_goes_on(b"9" * 900 + b"\n", "is too large")
    assert max(len(line) for line in shown.splitlines()) < 200


def test_control_characters_are_refused():
    # A file separator (U+001C) counts as white space for strip(), so the line would
    # otherwise have played square 4.
    refusal_then_the_game_goes_on(b"\x1c4\n", "'\\x1c4' contains a control character")


@pytest.mark.parametrize(
    "typed, last_question",
    [(b"", PROMPT), (b"4", PROMPT), (b"4\n1\n2\n3\n", "Play again? (y/n) ")],
)
def test_end_of_input_at_any_question_says_goodbye(typed, last_question):
    run = run_game(typed)
    assert_clean(run)
    assert run.stdout.endswith(f"{last_question}\n{GOODBYE}\n")


def test_a_reader_that_goes_away_ends_the_program_quietly():
    """``| head -c 10``: the program goes on answering (5,000 bad lines, more than a
    pipe holds) after its reader has gone, and must stop without a word."""
    pipeline = (
        f"yes abc | head -n 5000 | {' '.join(COMMAND)} | head -c 10;"
        ' echo " status=${PIPESTATUS[2]}"'
    )
    run = subprocess.run(
        ["bash", "-c", pipeline],
        capture_output=True,
        timeout=60,
        cwd=REPO,
        env=environment(),
    )
    assert run.stderr == b""
    assert run.stdout == b"Tic-tac-to status=0\n"


# -- Ctrl-C on a real terminal -----------------------------------------------------
@pytest.mark.parametrize(
    "keys, question",
    [(b"", PROMPT), (b"4\r1\r2\r3\r", "Play again? (y/n) ")],
)
def test_ctrl_c_at_any_question_says_goodbye_with_status_130(keys, question):
    with Terminal(COMMAND) as game:
        game.wait_for(PROMPT)
        game.type(keys)
        game.wait_for(question)
        game.interrupt()
        assert game.finish() == EXIT_INTERRUPTED
    assert "Traceback" not in game.text
    assert game.text.rstrip().endswith(GOODBYE)

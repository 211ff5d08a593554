"""The terminal game, driven through its real stdin like a person at a keyboard."""

import os
import signal
import subprocess
import sys
import time

import pytest

from gamelib.tictactoe import Board, IllegalMoveError
from gamelib.tictactoe.console import parse_square


def run_game(typed: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "gamelib.tictactoe"],
        input=typed,
        capture_output=True,
        text=True,
        timeout=60,
        env=dict(os.environ, GAMELIB_FAST="1"),
    )


def test_the_handouts_worked_example_then_end_of_input():
    run = run_game("4\n1\n")
    assert run.returncode == 0 and run.stderr == ""
    assert "O takes 0: pattern #20" in run.stdout
    assert " O | X | 2\n---+---+---\n 3 | X | 5\n---+---+---\n 6 | O | 8" in run.stdout
    assert run.stdout.rstrip().endswith("Goodbye.")


def test_a_whole_game_the_computer_wins_and_the_program_stops_asking():
    run = run_game("4\n1\n2\n3\n5\n6\n")
    assert run.returncode == 0 and run.stderr == ""
    assert "The computer wins: three in a row." in run.stdout
    # Four moves were asked for and played; the extra lines were never read.
    assert run.stdout.count("Pick a space:") == 4
    assert run.stdout.rstrip().endswith("Goodbye.")


def test_a_tie():
    run = run_game("4\n1\n3\n2\n8\n")
    assert "It's a tie" in run.stdout
    assert run.returncode == 0


def test_bad_lines_are_refused_with_the_reason_and_asked_again():
    run = run_game("abc\n\n9\n4\n4\n1\n")
    assert "'abc' is not a square: type a number from 0 to 8." in run.stdout
    assert "Type the number of an empty square, 0 to 8." in run.stdout
    assert "Square 9 is off the board (0-8)." in run.stdout
    assert "Square 4 is already taken by X." in run.stdout
    assert "O takes 7: pattern #12" in run.stdout  # the game went on after that
    assert run.returncode == 0 and run.stderr == ""


def test_empty_input_ends_cleanly():
    run = run_game("")
    assert run.returncode == 0 and run.stderr == ""
    assert run.stdout.rstrip().endswith("Goodbye.")
    assert "Traceback" not in run.stdout


def test_ctrl_c_ends_cleanly():
    """A real SIGINT while the program waits at the prompt."""
    process = subprocess.Popen(
        [sys.executable, "-m", "gamelib.tictactoe"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=dict(os.environ, GAMELIB_FAST="1"),
    )
    shown = b""
    deadline = time.monotonic() + 30
    while b"Pick a space:" not in shown and time.monotonic() < deadline:
        shown += os.read(process.stdout.fileno(), 4096)
    assert b"Pick a space:" in shown
    process.send_signal(signal.SIGINT)
    out, err = process.communicate(timeout=30)
    assert process.returncode == 0, err
    assert err == b""
    assert (shown + out).rstrip().endswith(b"Goodbye.")


@pytest.mark.parametrize("text", ["x", "1.5", "-1", "٣", " 4 4 "])
def test_parse_square_refuses_non_numbers(text):
    with pytest.raises(IllegalMoveError, match="not a square"):
        parse_square(text, Board())


def test_parse_square_accepts_padding():
    assert parse_square("  7 \n", Board()) == 7

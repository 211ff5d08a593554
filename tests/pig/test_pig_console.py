"""The terminal program, driven through its real stdin as a person would."""

import os
import re
import signal
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
SCRIPT = REPO / "gamelib" / "pig" / "pig.py"
FAST = {**os.environ, "GAMELIB_FAST": "1"}


def run(args, typed, timeout=60):
    result = subprocess.run(
        args,
        input=typed,
        capture_output=True,
        text=True,
        cwd=REPO,
        env=FAST,
        timeout=timeout,
    )
    assert "Traceback" not in result.stdout + result.stderr
    return result


def run_script(typed, *options):
    return run(["./gamelib/pig/pig.py", *options], typed)


def test_the_main_file_is_executable_with_a_shebang():
    assert os.access(SCRIPT, os.X_OK)
    assert SCRIPT.read_text().startswith("#!/usr/bin/env python3\n")


def test_a_hotseat_game_plays_to_the_end():
    # Roll then hold, over and over: every turn banks one roll unless it was a 1.
    typed = "2\nAnn\nBob\n" + "r\nh\n" * 300 + "n\n"
    result = run_script(typed, "--seed", "1", "--goal", "30")
    assert result.returncode == 0
    out = result.stdout
    assert re.search(r"(Ann|Bob) wins with \d+ points!", out)
    assert "Final scores: " in out
    assert out.rstrip().endswith("Goodbye!")
    assert result.stderr == ""


def test_the_turn_order_is_rolled_for_and_shown():
    out = run_script("2\nAnn\nBob\n", "--seed", "1").stdout
    assert "Everybody rolls once to decide the order of play." in out
    assert re.search(r"Ann rolls \d\.\nBob rolls \d\.\n", out)
    assert re.search(r"Playing order \(lowest roll first\): 1\. \w+, 2\. \w+", out)


def test_every_roll_is_preceded_by_the_status_and_followed_by_the_die():
    typed = "2\nAnn\nBob\n" + "r\nr\nh\n" * 100 + "n\n"
    out = run_script(typed, "--seed", "4", "--goal", "25").stdout
    lines = out.splitlines()
    rolls = [n for n, line in enumerate(lines) if re.search(r" rolls (\d|a 1)", line)]
    rolls = [n for n in rolls if "Playing order" not in lines[n - 1]]
    opening = 2  # the two rolls for the order of play
    assert len(rolls) > opening + 10
    status = re.compile(r"\w+: total score \d+, turn score \d+, rolls this turn \d+")
    for n in rolls[opening:]:
        assert status.search(lines[n - 1]), lines[n - 1]
        assert re.search(r"rolls (a 1 and loses|[2-6]: turn score \d+)", lines[n])


def test_hold_before_rolling_is_refused_with_the_reason():
    out = run_script("2\nAnn\nBob\nh\nq\n", "--seed", "1").stdout
    assert "must roll at least once before holding" in out
    assert out.rstrip().endswith("Goodbye!")


def test_bad_answers_get_the_reason_and_the_question_again():
    typed = "\n".join(
        [
            "0",  # too few
            "5",  # too many
            "two",  # not a number
            "1",
            "",  # blank name
            "x" * 21,  # too long
            "computer",  # the computer's name is taken
            "Ann",
            "3",  # no such strategy
            "1",
            "jump",  # no such move
            "q",
        ]
    )
    out = run_script(typed + "\n", "--seed", "2").stdout
    assert out.count("Please type a whole number from 1 to 4.") == 3
    assert "A name cannot be blank." in out
    assert "Please use at most 20 characters." in out
    assert "computer is already taken" in out
    assert "Please type one of 1, 2." in out
    assert "You play against the computer (hold at 20 (steady))." in out
    assert "Please type r to roll, h to hold or q to quit." in out


def test_names_must_differ_in_a_hotseat_game():
    out = run_script("3\nAnn\nann\nBob\nCy\nq\n", "--seed", "2").stdout
    assert "ann is already taken" in out
    assert "3. " in out  # three players in the playing order


def test_against_the_optimal_computer_with_python_dash_m():
    typed = "1\nAnn\n2\n" + "r\nr\nh\n" * 300 + "n\n"
    result = run([sys.executable, "-m", "gamelib.pig", "--seed", "3"], typed)
    out = result.stdout
    assert result.returncode == 0
    assert "You play against the computer (optimal (hardest to beat))." in out
    assert "Computer chooses to hold." in out
    assert re.search(r"(Ann|Computer) wins with \d+ points!", out)


def test_play_again_starts_a_new_game():
    typed = "2\nA\nB\n" + "r\nh\n" * 200 + "maybe\ny\n2\nC\nD\nq\n"
    out = run_script(typed, "--seed", "5", "--goal", "10").stdout
    assert "Please type y or n." in out
    assert "C rolls" in out and "D rolls" in out


@pytest.mark.parametrize("typed", ["", "2\n", "2\nAnn\nBob\nr\n"])
def test_end_of_input_says_goodbye_without_a_traceback(typed):
    result = run_script(typed, "--seed", "1")
    assert result.returncode == 0
    assert result.stdout.rstrip().endswith("Goodbye!")
    assert result.stderr == ""


def test_ctrl_c_says_goodbye_without_a_traceback():
    process = subprocess.Popen(
        ["./gamelib/pig/pig.py"],
        cwd=REPO,
        env=FAST,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    first_prompt = "1 plays against the computer)? "
    try:
        seen = ""
        while not seen.endswith(first_prompt):  # wait until it sits at the prompt
            character = process.stdout.read(1)
            assert character, f"the program ended before its first prompt: {seen!r}"
            seen += character
        process.send_signal(signal.SIGINT)
        rest, err = process.communicate(timeout=20)
        out = seen + rest
    finally:
        if process.poll() is None:
            process.kill()
    assert process.returncode == 0
    assert "How many people are playing" in out
    assert out.rstrip().endswith("Goodbye!")
    assert "Traceback" not in err and "KeyboardInterrupt" not in err


def test_bad_command_line_options_are_reported_by_argparse():
    result = run_script("", "--goal", "0")
    assert result.returncode == 2
    assert "--goal must be at least 1" in result.stderr

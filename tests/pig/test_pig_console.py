"""The terminal program, driven through its real stdin as a person would."""

import io
import os
import re

import pytest

from gamelib.console import GOODBYE, Console
from gamelib.pig.pig import main
from tests.console_program import REPO
from tests.pig.program import MODULE, SCRIPT, run_program


def test_the_main_file_is_executable_with_a_shebang():
    script = REPO / SCRIPT
    assert os.access(script, os.X_OK)
    assert script.read_text().startswith("#!/usr/bin/env python3\n")


def test_a_hotseat_game_plays_to_the_end():
    # Roll then hold, over and over: every turn banks one roll unless it was a 1.
    typed = "2\nAnn\nBob\n" + "r\nh\n" * 300 + "n\n"
    result = run_program(typed, "--seed", "1", "--goal", "30")
    assert result.returncode == 0
    out = result.stdout
    assert re.search(r"(Ann|Bob) wins: banked \d+ points, reaching the goal of 30", out)
    assert "Final scores: " in out
    assert out.rstrip().endswith(GOODBYE)
    assert result.stderr == ""


def test_the_turn_order_is_rolled_for_and_shown():
    out = run_program("2\nAnn\nBob\n", "--seed", "1").stdout
    assert "Everybody rolls once to decide the order of play." in out
    assert re.search(r"Ann rolls \d\.\nBob rolls \d\.\n", out)
    assert re.search(r"Playing order \(lowest roll first\): 1\. \w+, 2\. \w+", out)


def test_every_roll_is_preceded_by_the_status_and_followed_by_the_die():
    typed = "2\nAnn\nBob\n" + "r\nr\nh\n" * 100 + "n\n"
    out = run_program(typed, "--seed", "4", "--goal", "25").stdout
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
    out = run_program("2\nAnn\nBob\nh\nq\n", "--seed", "1").stdout
    assert "must roll at least once before holding." in out
    assert out.rstrip().endswith(GOODBYE)


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
            "3",  # no such computer player
            "1",
            "jump",  # no such move
            "q",
        ]
    )
    out = run_program(typed + "\n", "--seed", "2").stdout
    assert out.count("is out of range: type a number from 1 to 4.") == 2
    assert "'two' is not a number of people: type a number from 1 to 4." in out
    assert "A player needs a non-blank name, not ''." in out
    assert "A name may have at most 20 characters" in out
    assert "computer is already taken (by Computer)." in out
    assert "'3' is not a computer player: type 1 or 2." in out
    assert "You play against the computer (hold at 20 (steady))." in out
    assert "'jump' is not a move: type r to roll, h to hold or q to quit." in out
    assert out.count("Name of player 1: ") == 4


def test_names_must_differ_in_a_hotseat_game():
    out = run_program("3\nAnn\nann\nBob\nCy\nq\n", "--seed", "2").stdout
    assert "ann is already taken (by Ann)." in out
    assert "3. " in out  # three players in the playing order


def test_against_the_optimal_computer_with_python_dash_m():
    typed = "1\nAnn\n2\n" + "r\nr\nh\n" * 300 + "n\n"
    result = run_program(typed, "--seed", "3", command=MODULE)
    out = result.stdout
    assert result.returncode == 0
    assert "You play against the computer (optimal (hardest to beat))." in out
    assert "Working out" not in out  # goal 100 is shipped, not solved
    assert "Computer chooses to hold." in out
    assert re.search(r"(Ann|Computer) wins: banked \d+ points", out)


def test_the_optimal_computer_is_solved_for_another_goal():
    typed = "1\nAnn\n2\n" + "r\nh\n" * 200 + "n\n"
    out = run_program(typed, "--seed", "3", "--goal", "40").stdout
    assert "Working out the optimal strategy for a goal of 40" in out
    assert re.search(r"(Ann|Computer) wins: banked \d+ points", out)


def test_the_optimal_computer_is_refused_for_a_goal_too_large_to_solve():
    out = run_program("1\nAnn\n2\n1\nq\n", "--goal", "1000").stdout
    assert (
        "The optimal player's tables for a goal of 1000 would need 8,583 MiB; "
        "it plays goals up to 195." in out
    )
    assert "You play against the computer (hold at 20 (steady))." in out


def test_play_again_starts_a_new_game():
    typed = "2\nA\nB\n" + "r\nh\n" * 200 + "maybe\ny\n2\nC\nD\nq\n"
    out = run_program(typed, "--seed", "5", "--goal", "10").stdout
    assert "'maybe' is not an answer: type y or n." in out
    assert "C rolls" in out and "D rolls" in out


@pytest.mark.parametrize("answer", ["q", "Q", " quit "])
def test_q_at_any_question_says_goodbye(answer):
    for typed in (
        [answer],
        ["1", answer],
        ["1", "Ann", answer],
        ["2", "A", "B", answer],
    ):
        result = run_program("\n".join(typed) + "\n")
        assert result.returncode == 0
        assert result.stdout.rstrip().endswith(GOODBYE)


def test_the_program_runs_in_process_on_any_pair_of_streams():
    output = io.StringIO()
    console = Console(io.BytesIO(b"2\nAnn\nBob\nr\nq\n"), output)
    assert main(["--seed", "1", "--goal", "20"], console) == 0
    assert "Ann rolls" in output.getvalue()
    assert output.getvalue().rstrip().endswith(GOODBYE)


@pytest.mark.parametrize(
    ("options", "message"),
    [
        (["--goal", "0"], "0 is out of range: type a number from 1 to 1000"),
        (["--goal", "1001"], "1001 is out of range"),
        (["--goal", "2.5"], "'2.5' is not a number"),
        (["--goal", "9" * 5000], "is too large"),
        (["--seed", "-1"], "-1 is out of range"),
        (["--colour", "red"], "unrecognized arguments: --colour red"),
        (["extra"], "unrecognized arguments: extra"),
    ],
)
def test_bad_command_lines_print_the_usage_and_exit_2(options, message):
    result = run_program("", *options)
    assert result.returncode == 2
    assert result.stderr.startswith("usage: pig.py [-h] [--seed SEED] [--goal GOAL]")
    assert message in result.stderr
    assert result.stdout == ""


def test_help_explains_every_option_and_plays_nothing():
    result = run_program("", "--help")
    assert result.returncode == 0
    for option in ("--seed", "--goal", "goals up to 195"):
        assert option in result.stdout
    assert "Welcome" not in result.stdout

"""The console program, run for real: bytes on its stdin, a terminal for Ctrl-C.

Each test feeds one class of bad input from issue 8 to ``python -m gamelib.prolix``
and checks that the program explains, asks again, or ends with the course's
goodbye and the right exit status; never a traceback. Only the program's command
line and ``gamelib.console`` are used here, so these tests run against any version
of the program.
"""

import os
import random
import subprocess
import sys
import time

import pytest

from gamelib.console import EXIT_INTERRUPTED, EXIT_OK, EXIT_USAGE, GOODBYE
from gamelib.prolix import ProlixState
from tests.console_program import FAST, Terminal, module, run_program

PROGRAM = module("gamelib.prolix")
PROMPT = "Your word"
POSIX_ONLY = pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX pty")


def run(
    stdin: bytes, *args: str, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    return run_program([*PROGRAM, *args], stdin, env=env)


def best_word_game(seed: int) -> tuple[list[str], list]:
    """The best word of each round of the seeded game, and what each round did."""
    state = ProlixState(random.Random(seed))
    words, results = [], []
    while not state.is_over():
        words.append(state.hint(1)[0].word)
        results.append(state.push(words[-1]))
    return words, results


def first_word(seed: int = 1) -> str:
    return best_word_game(seed)[0][0]


def ends_politely(result, status=EXIT_OK) -> None:
    assert result.returncode == status
    assert result.stdout.rstrip().endswith(GOODBYE)


# -- every prompt survives what a pipe can send ------------------------------------
@pytest.mark.parametrize("encoding", [None, "utf-8"])
def test_bytes_that_are_not_utf8_are_refused_and_the_question_asked_again(encoding):
    env = {**FAST, "PYTHONIOENCODING": encoding} if encoding else FAST
    word = first_word()
    result = run(b"\xff\xfe\xc3\x28\n" + word.encode() + b"\n", "--seed", "1", env=env)
    assert "not readable text" in result.stdout
    assert f"{word.upper()}: " in result.stdout
    assert result.stdout.count(PROMPT) == 3  # the bad line, the word, end of input
    ends_politely(result)


def test_any_unicode_is_refused_with_the_characters_to_remove():
    result = run("😀ǅcafé ｃａｔ\n".encode(), "--seed", "1")
    assert "is not letters only: remove" in result.stdout and "'😀'" in result.stdout
    assert result.stdout.count(PROMPT) == 2
    ends_politely(result)


def test_a_very_long_line_is_refused_and_echoed_only_in_part():
    result = run(b"q" * 200_000 + b"\n" + b"z" * 900 + b"\n", "--seed", "1")
    assert "That line is too long" in result.stdout
    assert "has 900 letters; no word is longer than 45" in result.stdout
    assert "q" * 31 not in result.stdout and "z" * 31 not in result.stdout
    ends_politely(result)


def test_control_characters_are_refused():
    result = run(b"\x1b[2Jcat\n\x00\n", "--seed", "1")
    assert result.stdout.count("contains a control character") == 2
    assert "\x1b[2J" not in result.stdout
    ends_politely(result)


def test_a_proper_name_is_refused_as_a_name_and_a_hint_is_offered():
    words, results = best_word_game(3)
    result = run(b"London\n?\n", "--seed", "3")
    assert "London is a name, and names are not words." in result.stdout
    assert f"Hint: {words[0]} scores {results[0].score}." in result.stdout
    ends_politely(result)


# -- every way a game can end ---------------------------------------------------------
@pytest.mark.parametrize(
    "stdin",
    [b"", b"subj", b"a\n", b"a\nmaybe\n"],
    ids=["first prompt", "half a line", "play-again prompt", "after a bad answer"],
)
def test_end_of_input_anywhere_says_goodbye(stdin):
    result = run(stdin, "--seed", "4")
    ends_politely(result)
    assert result.stderr == ""


def test_a_whole_game_then_play_again_and_the_courses_goodbye():
    words, results = best_word_game(2)
    stdin = "\n".join([*words, "yes", "a", "n"]) + "\n"
    result = run(stdin.encode(), "--seed", "2")
    for played in results:
        assert f"{played.word.upper()}: " in result.stdout
        assert f"= {played.score} points. Total {played.total}," in result.stdout
    assert "You won with" in result.stdout or "Game over in round" in result.stdout
    assert result.stdout.count("Play again? (y/n)") == 2
    assert result.stdout.count("Round 1 of 6") == 2
    assert result.stdout.rstrip().endswith(GOODBYE)
    assert result.returncode == EXIT_OK


def test_a_reader_that_goes_away_ends_the_program_quietly():
    shell = f"{sys.executable} -m gamelib.prolix --seed 1 < /dev/null | head -c 10"
    result = subprocess.run(
        ["bash", "-o", "pipefail", "-c", shell],
        capture_output=True,
        env=FAST,
        timeout=120,
    )
    assert len(result.stdout) == 10
    assert result.stderr == b""
    assert result.returncode == EXIT_OK


# -- the command line -----------------------------------------------------------------
@pytest.mark.parametrize(
    "args",
    [["--colour", "red"], ["--seed", "abc"], ["--seed", "9" * 400], ["--words"]],
)
def test_bad_arguments_print_the_usage_and_exit_2(args):
    result = run(b"", *args)
    assert result.returncode == EXIT_USAGE
    assert result.stderr.startswith("usage: ")
    assert result.stdout == ""


def test_help_describes_the_options():
    result = run(b"", "--help")
    assert result.returncode == EXIT_OK
    assert "--seed" in result.stdout and "--words FILE" in result.stdout


def unusable_word_lists(folder):
    (folder / "binary.bin").write_bytes(bytes(range(256)) * 4)
    (folder / "empty.txt").write_bytes(b"")
    (folder / "long.txt").write_text("cat\n" + "a" * 100_000 + "\n", encoding="utf-8")
    return {
        "missing": folder / "missing.txt",
        "a directory": folder,
        "binary": folder / "binary.bin",
        "empty": folder / "empty.txt",
        "endless": "/dev/zero",
        "very long words": folder / "long.txt",
    }


@pytest.mark.parametrize(
    "kind", ["missing", "a directory", "binary", "empty", "endless", "very long words"]
)
def test_an_unusable_word_list_gets_one_clear_line_and_exit_2(tmp_path, kind):
    path = unusable_word_lists(tmp_path)[kind]
    start = time.monotonic()
    result = run(b"", "--words", str(path))
    assert time.monotonic() - start < 60, "the list must be read with a bound"
    assert result.returncode == EXIT_USAGE
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and "error" in lines[0], result.stderr
    assert len(lines[0]) < 200
    assert PROMPT not in result.stdout


def test_a_users_own_word_list(tmp_path):
    path = tmp_path / "words.txt"
    path.write_text("Paris\nzzz\nqwrtp\nbcd\nfgh\njkl\nmnp\n", encoding="utf-8")
    result = run(b"cats\nparis\nqwrtp\n", "--seed", "1", "--words", str(path))
    assert "6 words" in result.stdout
    assert "'cats' is not in the dictionary." in result.stdout
    assert "Paris is a name, and names are not words" in result.stdout
    assert "QWRTP: " in result.stdout
    ends_politely(result)


# -- Ctrl-C in a real terminal --------------------------------------------------------
@POSIX_ONLY
@pytest.mark.parametrize(
    ("moment", "env", "shown_before"),
    [
        ("at the word prompt", FAST, PROMPT),
        ("during the welcome text", {**FAST, "GAMELIB_FAST": "0"}, "Prolix:"),
    ],
)
def test_ctrl_c_says_goodbye_and_exits_130(moment, env, shown_before):
    with Terminal([*PROGRAM, "--seed", "1"], env=env) as program:
        program.wait_for(shown_before)
        program.interrupt()
        assert program.finish() == EXIT_INTERRUPTED, moment
    assert program.text.rstrip().endswith(GOODBYE)
    assert "Traceback" not in program.text
    assert "KeyboardInterrupt" not in program.text


@POSIX_ONLY
@pytest.mark.parametrize("writer", [False, True])
def test_a_pipe_as_the_word_list_is_refused_at_once(tmp_path, writer):
    """Before issue 29 the program waited at "Loading the word list..." for words
    that never came (Ctrl-C was the only way out)."""
    fifo = tmp_path / "words.fifo"
    os.mkfifo(fifo)
    kept_open = [os.open(fifo, os.O_RDWR)] if writer else []  # never writes
    try:
        result = run_program([*PROGRAM, "--words", str(fifo)], b"", timeout=30)
    finally:
        for descriptor in kept_open:
            os.close(descriptor)
    assert result.returncode == EXIT_USAGE
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and "it is a pipe, not a file" in lines[0], result.stderr
    assert PROMPT not in result.stdout

"""The five terminal programs started where they can never play: one line, status 2.

Standard input closed (``<&-``), standard output full (``>/dev/full``) or closed
(``>&-``) is not a player's answer and not the end of a game: each program says
why in one line on standard error and exits with ``EXIT_USAGE`` (2), the status of
a program started wrongly, never a traceback. (The end of input on a working
standard input stays a goodbye with status 0: the player has left.) With standard
error closed as well there is nowhere to say it, and the status alone tells.
The real programs run, through bash, as a person would start them.
"""

import errno
import io
import os
from pathlib import Path

import pytest

from gamelib.console import EXIT_USAGE, Console, make_parser, run
from tests.console_program import module, run_redirected

PROGRAMS = {
    "python -m gamelib.pig": module("gamelib.pig"),
    "gamelib/pig/pig.py": ["./gamelib/pig/pig.py"],
    "python -m gamelib.tictactoe": module("gamelib.tictactoe"),
    "python -m gamelib.prolix": module("gamelib.prolix"),
    "python -m gamelib.quixo": module("gamelib.quixo"),
}
STREAMS = {
    "<&-": "standard input is closed: there is nothing to read the answers from",
    ">/dev/full": "cannot write to standard output: No space left on device",
    ">&-": "standard output is closed: there is nowhere to play",
}


def one_error_line(stderr: str, reason: str) -> None:
    lines = stderr.splitlines()
    assert len(lines) == 1, stderr
    assert lines[0].endswith(f": error: {reason}"), stderr


@pytest.mark.parametrize("redirection", sorted(STREAMS))
@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_a_stream_that_cannot_be_used_is_one_line_and_status_2(name, redirection):
    result = run_redirected(PROGRAMS[name], redirection, "1\n2\n")
    one_error_line(result.stderr, STREAMS[redirection])
    assert result.returncode == EXIT_USAGE
    assert result.stdout == ""


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_with_standard_error_closed_too_the_status_still_says_it(name):
    result = run_redirected(PROGRAMS[name], "<&- 2>&-")
    assert result.returncode == EXIT_USAGE
    assert result.stdout == result.stderr == ""


class DeadTerminal(io.RawIOBase):
    """A standard input whose terminal went away: reading fails with EIO."""

    def readable(self) -> bool:
        return True

    def readline(self, size: int | None = -1) -> bytes:
        raise OSError(errno.EIO, os.strerror(errno.EIO))


def test_a_standard_input_that_fails_to_read_is_one_line_and_status_2(capfd):
    def game(console, arguments):
        console.ask_int("Number? ", 1, 6)

    console = Console(stdin=DeadTerminal(), stdout=io.StringIO())
    status = run(game, make_parser("demo", "a demo"), [], console)
    assert status == EXIT_USAGE
    one_error_line(
        capfd.readouterr().err, f"cannot read standard input: {os.strerror(errno.EIO)}"
    )


@pytest.fixture
def word_lists(tmp_path: Path) -> dict[str, tuple[Path, str]]:
    loop = tmp_path / "loop.txt"
    os.symlink(loop, loop)
    folder = tmp_path / "words"
    folder.mkdir()
    undecodable = tmp_path / "latin1.txt"
    undecodable.write_bytes(b"cat\ncaf\xe9\n")
    return {
        "symlink loop": (loop, "it is a loop of symbolic links"),
        "folder": (folder, "Is a directory"),
        "undecodable bytes": (undecodable, "is not UTF-8 text (byte 0xe9"),
    }


@pytest.mark.parametrize("kind", ["symlink loop", "folder", "undecodable bytes"])
def test_prolix_words_that_cannot_be_a_word_list_is_one_line_and_status_2(
    word_lists, kind
):
    path, reason = word_lists[kind]
    result = run_redirected(
        [*PROGRAMS["python -m gamelib.prolix"], "--words", str(path)], "", "a\n"
    )
    assert result.returncode == EXIT_USAGE
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("python -m gamelib.prolix: error: ")
    assert reason in lines[0]

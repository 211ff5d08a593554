"""The shared console helper: no input can crash a question, every ending is polite."""

import io
import subprocess
import sys
import textwrap

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gamelib.console import (
    EXIT_INTERRUPTED,
    EXIT_OK,
    EXIT_USAGE,
    GOODBYE,
    MAX_LINE_BYTES,
    AnswerError,
    Console,
    make_parser,
    parse_int,
    run,
    sentence,
)
from gamelib.errors import IllegalMoveError


def scripted(data: bytes) -> tuple[Console, io.StringIO]:
    output = io.StringIO()
    return Console(stdin=io.BytesIO(data), stdout=output), output


def ask_number(data: bytes) -> tuple[int, str]:
    console, output = scripted(data)
    return console.ask_int("Number? ", 1, 6), output.getvalue()


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        (b"\xff\xfe\n", "not readable text"),
        (b"x" * (MAX_LINE_BYTES * 50) + b"\n", "over 1000 characters"),
        (b"4\x1b[2J\n", "control character"),
        (b"9" * 500 + b"\n", "too large"),
        ("\u0664\n".encode(), "is not a number"),  # an Arabic-Indic four
        (b"1e3\n", "is not a number"),
        (b"\n", "is not a number"),
        (b"7\n", "out of range"),
    ],
)
def test_a_bad_answer_is_explained_and_the_question_asked_again(line, reason):
    value, shown = ask_number(line + b"3\n")
    assert value == 3
    assert reason in shown
    assert shown.count("Number? ") == 2


def test_a_long_answer_is_quoted_only_as_a_short_excerpt():
    _, shown = ask_number(b"z" * 900 + b"\n2\n")
    assert "z" * 31 not in shown and "zzz..." in shown


def test_end_of_input_in_the_middle_of_a_question_is_reported():
    console, _ = scripted(b"")
    with pytest.raises(EOFError):
        console.ask_int("Number? ", 1, 6)


def test_a_rule_error_from_the_game_is_shown_as_a_sentence():
    def parse(text):
        raise IllegalMoveError("square 4 is taken")

    console, output = scripted(b"4\n")
    with pytest.raises(EOFError):
        console.ask("Square? ", parse)
    assert "Square 4 is taken." in output.getvalue()


def test_a_bug_in_a_parser_is_not_hidden_as_a_bad_answer():
    console, _ = scripted(b"4\n")
    with pytest.raises(ZeroDivisionError):
        console.ask("Square? ", lambda text: 1 / 0)


def test_yes_and_no():
    console, output = scripted(b"maybe\nYES\n")
    assert console.ask_yes_no("Again? ") is True
    assert "type y or n" in output.getvalue()


@given(st.binary(max_size=200))
def test_no_bytes_at_all_can_crash_a_question(data):
    console, _ = scripted(data.replace(b"\n", b"") + b"\n5\n")
    assert console.ask_int("Number? ", 1, 6) in range(1, 7)


@given(st.text(max_size=60))
def test_parse_int_accepts_plain_digits_in_range_and_nothing_else(text):
    try:
        value = parse_int(text, -5, 5)
    except AnswerError:
        return
    assert -5 <= value <= 5
    assert text.strip().lstrip("-").isdigit() and text.strip().isascii()


def test_sentence():
    assert sentence("square taken") == "Square taken."
    assert sentence("Done!") == "Done!"
    assert sentence("") == ""


def game(console, arguments):
    console.say(f"seed {arguments.seed}")
    console.ask_int("Number? ", 1, 6)
    return EXIT_OK


@pytest.mark.parametrize(
    ("error", "status"), [(KeyboardInterrupt, EXIT_INTERRUPTED), (None, EXIT_OK)]
)
def test_run_says_goodbye_at_end_of_input_and_on_ctrl_c(error, status):
    def program(console, arguments):
        if error:
            raise error
        console.ask_int("Number? ", 1, 6)

    console, output = scripted(b"")
    assert run(program, make_parser("demo", "a demo"), [], console) == status
    assert output.getvalue().rstrip().endswith(GOODBYE)


def test_run_refuses_unknown_arguments_with_the_usage(capsys):
    console, _ = scripted(b"")
    with pytest.raises(SystemExit) as exit_:
        run(game, make_parser("demo", "a demo"), ["--colour", "red"], console)
    assert exit_.value.code == EXIT_USAGE
    assert "usage: demo" in capsys.readouterr().err


def test_run_refuses_a_seed_that_is_not_a_number(capsys):
    console, _ = scripted(b"")
    with pytest.raises(SystemExit):
        run(game, make_parser("demo", "a demo"), ["--seed", "9" * 100], console)
    assert "too large" in capsys.readouterr().err


PROGRAM = textwrap.dedent(
    """
    import sys
    from gamelib.console import make_parser, run

    def game(console, arguments):
        for _ in range(10_000):
            console.say("The board, drawn again and again.")
        console.ask_int("Number? ", 1, 6)

    sys.exit(run(game, make_parser("demo", "a demo")))
    """
)


def test_a_reader_that_goes_away_ends_the_program_quietly():
    shell = f"{sys.executable} -c '{PROGRAM}' | head -c 10"
    result = subprocess.run(
        ["bash", "-o", "pipefail", "-c", shell],
        capture_output=True,
        timeout=60,
        stdin=subprocess.DEVNULL,
    )
    assert result.stdout == b"The board,"
    assert result.stderr == b""
    assert result.returncode == 0


def test_end_of_input_on_real_stdin_exits_zero_with_a_goodbye():
    result = subprocess.run(
        [sys.executable, "-c", PROGRAM],
        input=b"\xff\n",
        capture_output=True,
        timeout=60,
    )
    assert result.returncode == EXIT_OK
    assert result.stderr == b""
    assert result.stdout.decode().rstrip().endswith(GOODBYE)


def test_text_the_terminal_cannot_encode_is_escaped_not_fatal():
    program = textwrap.dedent(
        """
        import sys
        from gamelib.console import make_parser, run

        def game(console, arguments):
            console.say(console.ask("Name? ", str))

        sys.exit(run(game, make_parser("demo", "a demo")))
        """
    )
    result = subprocess.run(
        [sys.executable, "-c", program],
        input="Ζωή\n".encode(),
        capture_output=True,
        timeout=60,
        env={"PYTHONIOENCODING": "ascii", "PATH": "/usr/bin:/bin"},
    )
    assert result.returncode == EXIT_OK, result.stderr
    assert b"\\u0396" in result.stdout

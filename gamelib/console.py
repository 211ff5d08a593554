"""What every terminal program of the course shares, so all of them behave alike.

A console game asks questions and must survive anything a keyboard, a terminal or a pipe
can send: bytes that are not UTF-8, control characters, a line of a million characters,
a number with a thousand digits. ``Console.ask`` reads raw bytes, so none of that can
crash it; a refused answer is explained (quoting at most a short excerpt) and the same
question is asked again. ``run`` wraps a whole program: end of input says goodbye and
exits 0, Ctrl-C says goodbye and exits 130, and a reader that went away (``| head -c
10``) ends the program quietly. A stream that cannot be used at all (standard input
closed with ``<&-``, standard output full with ``>/dev/full`` or closed: an ``OSError``
named after the stream) is no player's answer: the program says so in one line on
standard error, when that can be written, and exits 2, the status of a program started
wrongly.

Terminal programs and board animations pause on purpose so a learner can follow them;
the notebook suite and the stdin tests would crawl, so ``GAMELIB_FAST=1`` turns every
pause off (``fast_mode``, ``pause``, ``delay_ms``).
"""

import argparse
import os
import sys
import time
from collections.abc import Callable, Sequence
from typing import BinaryIO, TextIO, TypeVar

from gamelib.arguments import excerpt
from gamelib.errors import RuleError, SetupError

T = TypeVar("T")

MAX_LINE_BYTES = 1000
"""Longer answers are refused unread: no question in the course needs more."""

GOODBYE = "Goodbye, thanks for playing!"
EXIT_OK, EXIT_USAGE, EXIT_INTERRUPTED = 0, 2, 130

STDIN_CLOSED = "standard input is closed: there is nothing to read the answers from"
STDOUT_CLOSED = "standard output is closed: there is nowhere to play"

YES_WORDS = ("y", "yes")
NO_WORDS = ("n", "no")


STREAMS = ("<stdin>", "<stdout>")
"""The ``filename`` of the ``OSError`` a console raises for a stream it cannot use."""


def unusable(stream: str, why: str) -> OSError:
    """Standard input or output cannot be used at all: closed, full, unreadable.

    Unlike the end of input (``EOFError``: the player has left), this means the
    program was started where it can never play, so ``run`` ends it with an error,
    not a goodbye; any other ``OSError`` is the program's own and is not hidden.
    """
    error = OSError(why)
    error.filename = stream
    return error


class AnswerError(ValueError):
    """An answer to a prompt could not be used; the message says what to type."""


def check_printable(text: str) -> str:
    """The text, or an ``AnswerError`` if it holds control characters."""
    for character in text:
        if not character.isprintable():
            raise AnswerError(
                f"{excerpt(text)} contains a control character; type letters, "
                "digits and spaces only"
            )
    return text


def parse_int(text: str, low: int, high: int, what: str = "a number") -> int:
    """A whole number from ``low`` to ``high`` typed in plain digits, or a clear error.

    The digits are checked before ``int`` sees them, so ``"1e9"``, ``"٣"`` (an Arabic
    digit) and a thousand-digit number are all refused with the same plain message.
    """
    text = text.strip()
    digits = text[1:] if text.startswith("-") else text
    if not digits or not (digits.isascii() and digits.isdigit()):
        raise AnswerError(
            f"{excerpt(text)} is not {what}: type a number from {low} to {high}"
        )
    if len(digits) > len(str(max(abs(low), abs(high)))) + 1:
        raise AnswerError(
            f"{excerpt(text)} is too large: type a number from {low} to {high}"
        )
    value = int(text)
    if not low <= value <= high:
        raise AnswerError(
            f"{value} is out of range: type a number from {low} to {high}"
        )
    return value


def parse_yes_no(text: str) -> bool:
    """True for yes, False for no, else an ``AnswerError``."""
    word = text.strip().lower()
    if word in YES_WORDS:
        return True
    if word in NO_WORDS:
        return False
    raise AnswerError(f"{excerpt(text.strip())} is not an answer: type y or n")


class Console:
    """Questions and answers on a terminal, or on any pair of streams in tests.

    ``stdin`` is read as bytes and ``stdout`` written as text; both default to the
    process's own, which Python sets to None when the program was started with one
    closed (``<&-``). Every refusal is printed and the question asked again, so a
    program built on ``ask`` has no way to be crashed by what it reads; a stream
    that fails raises an ``OSError`` named after it (``unusable``).
    """

    def __init__(self, stdin: BinaryIO | None = None, stdout: TextIO | None = None):
        self.stdin = stdin if stdin is not None else getattr(sys.stdin, "buffer", None)
        self.stdout = stdout if stdout is not None else sys.stdout

    def check_streams(self) -> None:
        """Raise ``unusable`` now if either stream was closed before the start,
        rather than after the program has printed its welcome."""
        if self.stdin is None:
            raise unusable("<stdin>", STDIN_CLOSED)
        if self.stdout is None:
            raise unusable("<stdout>", STDOUT_CLOSED)

    def say(self, text: str = "") -> None:
        self._write(f"{text}\n")

    def _write(self, text: str) -> None:
        if self.stdout is None:
            raise unusable("<stdout>", STDOUT_CLOSED)
        try:
            self.stdout.write(text)
            self.stdout.flush()
        except BrokenPipeError:
            raise  # the reader went away (``| head``): ``run`` ends quietly
        except OSError as error:
            why = f"cannot write to standard output: {error.strerror or error}"
            raise unusable("<stdout>", why) from None

    def pause(self, seconds: float) -> None:
        """A beat for a reader to follow; skipped when pacing is off (tests)."""
        pause(seconds)

    def read_line(self, prompt: str) -> str:
        """One line of input as text; raises ``AnswerError``, or ``EOFError`` once
        standard input is closed: the player has left, so the program should stop."""
        self._write(prompt)
        raw = self._read(MAX_LINE_BYTES + 1)
        if not raw:
            raise EOFError("standard input is closed: the player has left")
        if len(raw) > MAX_LINE_BYTES and not raw.endswith(b"\n"):
            self._discard_rest_of_line()
            raise AnswerError(
                f"that line is too long (over {MAX_LINE_BYTES} characters)"
            )
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            raise AnswerError(
                "that line is not readable text (it is not UTF-8)"
            ) from None
        return check_printable(text.rstrip("\r\n"))

    def _read(self, limit: int) -> bytes:
        if self.stdin is None:
            raise unusable("<stdin>", STDIN_CLOSED)
        try:
            return self.stdin.readline(limit)
        except OSError as error:  # a terminal that went away (EIO), say
            why = f"cannot read standard input: {error.strerror or error}"
            raise unusable("<stdin>", why) from None

    def _discard_rest_of_line(self) -> None:
        while True:
            chunk = self._read(MAX_LINE_BYTES)
            if not chunk or chunk.endswith(b"\n"):
                return

    def ask(self, prompt: str, parse: Callable[[str], T]) -> T:
        """Ask until ``parse`` accepts the answer; its ``ValueError`` is the reason.

        ``parse`` raises ``AnswerError`` or a game's ``RuleError`` to refuse an
        answer; any other exception is a bug and is not hidden.
        """
        while True:
            try:
                return parse(self.read_line(prompt))
            except (AnswerError, RuleError) as error:
                self.say(sentence(str(error)))

    def ask_int(self, prompt: str, low: int, high: int) -> int:
        return self.ask(prompt, lambda text: parse_int(text, low, high))

    def ask_yes_no(self, prompt: str) -> bool:
        return self.ask(prompt, parse_yes_no)

    def play_again(self) -> bool:
        return self.ask_yes_no("Play again? (y/n) ")


def sentence(message: str) -> str:
    """A message as a sentence: capital first letter, full stop at the end."""
    message = message.strip()
    if not message:
        return message
    message = message[0].upper() + message[1:]
    return message if message[-1] in ".!?" else message + "."


def bounded_int(low: int, high: int) -> Callable[[str], int]:
    """An argparse ``type`` for a whole number in a range, with a clear message."""

    def convert(text: str) -> int:
        try:
            return parse_int(text, low, high)
        except AnswerError as error:
            raise argparse.ArgumentTypeError(str(error)) from None

    convert.__name__ = f"number from {low} to {high}"
    return convert


def make_parser(
    prog: str, description: str, seeded: bool = True
) -> argparse.ArgumentParser:
    """The options every game program has: ``--help`` and ``--seed``.

    Unknown arguments print the usage and exit 2 (argparse's own behaviour). A
    program with nothing random passes ``seeded=False``, so it offers no ``--seed``
    that would do nothing.
    """
    parser = argparse.ArgumentParser(prog=prog, description=description)
    if not seeded:
        return parser
    parser.add_argument(
        "--seed",
        type=bounded_int(0, 2**63 - 1),
        default=None,
        help="seed the random choices, so a game can be replayed exactly",
    )
    return parser


def run(
    program: Callable[[Console, argparse.Namespace], int | None],
    parser: argparse.ArgumentParser,
    argv: Sequence[str] | None = None,
    console: Console | None = None,
) -> int:
    """Parse the arguments and run ``program``; returns the exit status.

    This is where a console program ends, however it ends: normally, at end of
    input, on Ctrl-C (anywhere, even while a dictionary loads), because nobody is
    reading its output any more, or because a stream or a file cannot be used
    (``unusable``, or a ``SetupError``: one line on standard error and ``EXIT_USAGE``).
    """
    console = console or Console()
    if console.stdout is not None:
        _never_fail_to_print(console.stdout)
    try:
        arguments = parser.parse_args(argv)
        console.check_streams()
        status = program(console, arguments)
        return EXIT_OK if status is None else status
    except EOFError:
        return _goodbye(console, EXIT_OK, parser.prog)
    except KeyboardInterrupt:
        return _goodbye(console, EXIT_INTERRUPTED, parser.prog)
    except BrokenPipeError:
        _silence_stdout()
        return EXIT_OK
    except SetupError as error:  # a word list or a table it cannot use, say
        return _stream_failed(parser.prog, error)
    except OSError as error:
        if error.filename not in STREAMS:
            raise
        return _stream_failed(parser.prog, error)


def _never_fail_to_print(stdout: TextIO) -> None:
    """Show a character the terminal cannot encode as an escape, never crash on it.

    A player's name in Greek on a terminal set to ASCII would otherwise end the game
    with a ``UnicodeEncodeError`` the moment the board is printed.
    """
    reconfigure = getattr(stdout, "reconfigure", None)
    if reconfigure is not None:
        reconfigure(errors="backslashreplace")


def _goodbye(console: Console, status: int, prog: str) -> int:
    try:
        console.say()
        console.say(GOODBYE)
    except BrokenPipeError:
        _silence_stdout()
    except OSError as error:
        if error.filename not in STREAMS:
            raise
        return _stream_failed(prog, error)
    except KeyboardInterrupt:
        pass
    return status


def _stream_failed(prog: str, error: Exception) -> int:
    """Say in one line on standard error why the program cannot go on; exit 2.

    Standard output is pointed at /dev/null first, so Python's last flush of what
    is still buffered for a full disk cannot add a message of its own; a closed or
    failing standard error gets nothing.
    """
    _silence_stdout()
    if sys.stderr is not None:
        try:
            sys.stderr.write(f"{prog}: error: {error.args[0]}\n")
            sys.stderr.flush()
        except (OSError, ValueError):
            pass
    return EXIT_USAGE


def _silence_stdout() -> None:
    """Point stdout at /dev/null so Python's final flush cannot fail loudly."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):  # AttributeError: stdout is None
        pass


FAST_MODE_VARIABLE = "GAMELIB_FAST"


def fast_mode() -> bool:
    """True when pacing is switched off (read each time so tests can flip it)."""
    return os.environ.get(FAST_MODE_VARIABLE, "") not in ("", "0")


def pause(seconds: float) -> None:
    """Sleep for a reader's sake, unless fast mode is on."""
    if seconds > 0 and not fast_mode():
        time.sleep(seconds)


def delay_ms(milliseconds: float) -> float:
    """An animation delay in ms for ``canvas.sleep``: zero in fast mode."""
    return 0 if fast_mode() else milliseconds

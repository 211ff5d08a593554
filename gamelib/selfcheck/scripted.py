"""A console that reads the answers it is given: a terminal session typed in advance.

A terminal program only reads answers and writes lines, so a lesson can show a whole
session, and a self-check can play a learner's ``play_game``, without a keyboard. It
is a ``gamelib.console.Console`` like the real one, so it reads, re-prompts and ends
exactly as a program does at a terminal.
"""

import io
import sys
from collections.abc import Sequence
from typing import TextIO

from gamelib.console import Console


class ScriptedConsole(Console):
    """A console that reads the answers it is given and shows them as if typed.

    Its transcript reads like a terminal session; it never pauses (nobody needs
    time to read along), and when the answers run out it ends like a closed
    keyboard (``EndOfInputError``).
    """

    def __init__(self, answers: Sequence[str], stdout: TextIO | None = None) -> None:
        typed = "".join(f"{answer}\n" for answer in answers).encode()
        super().__init__(
            io.BytesIO(typed), stdout if stdout is not None else sys.stdout
        )

    def read_line(self, prompt: str) -> str:
        text = super().read_line(prompt)
        self.stdout.write(f"{text}\n")
        return text

    def pause(self, seconds: float) -> None:
        return None

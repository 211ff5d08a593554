"""A one-line text progress bar for long computations in a terminal.

The 4x4 analysis runs for minutes; a bar that redraws in place (carriage return, no
new line) shows it is alive without filling the screen. It redraws only when the
shown figure changes or a few tenths of a second have passed, since the analysis
reports after every batch.
"""

import sys
import time
from typing import TextIO

BAR_WIDTH = 30
REDRAW_SECONDS = 0.25


class TextProgressBar:
    """A ``progress(done, total)`` callback that draws ``[####----]  42.0%``."""

    def __init__(self, stream: TextIO | None = None, label: str = "boards"):
        self.stream = stream or sys.stderr
        self.label = label
        self.started = time.perf_counter()
        self.last_drawn = -REDRAW_SECONDS
        self.last_line = ""
        self.finished = False

    def __call__(self, done: int, total: int) -> None:
        if self.finished:
            return
        now = time.perf_counter()
        line = self.line(done, total, now - self.started)
        finished = done >= total
        if line != self.last_line and (
            finished or now - self.last_drawn >= REDRAW_SECONDS
        ):
            self.stream.write("\r" + line)
            self.stream.flush()
            self.last_drawn, self.last_line = now, line
        if finished:
            self.finished = True
            self.stream.write("\n")
            self.stream.flush()

    def line(self, done: int, total: int, seconds: float) -> str:
        fraction = done / total if total else 1.0
        filled = round(fraction * BAR_WIDTH)
        bar = "#" * filled + "-" * (BAR_WIDTH - filled)
        return (
            f"[{bar}] {fraction:6.1%}  {done:,}/{total:,} {self.label}"
            f"  {seconds:5.0f} s"
        )

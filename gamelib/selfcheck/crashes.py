"""Say where a learner's code crashed: their line, not the checker's or Python's.

A traceback lists every frame from the check down to the failing line, most of them
in code the learner never wrote. The useful line is the innermost one that is theirs:
a notebook cell or a file outside Python's own library and outside ``gamelib``.
"""

import re
import sysconfig
import traceback
from pathlib import Path

import gamelib

from .shown import shown_message

_LIBRARY_FOLDERS = tuple(
    str(Path(folder).resolve())
    for folder in {
        *(sysconfig.get_paths()[key] for key in ("stdlib", "platstdlib")),
        *(sysconfig.get_paths()[key] for key in ("purelib", "platlib")),
        str(Path(gamelib.__file__).parent),
    }
)
CODE_INDENT = "    "
"""Marks a line of the learner's code in a report (it is never re-wrapped)."""
_NOTEBOOK_CELL = re.compile(r"(ipykernel_\d+[/\\]\d+\.py$)|(^<ipython-input-)")


class FindingError(Exception):
    """Raised by a check's own stand-in (a die, a console) to say what the piece did
    wrong: the report gives its message as the finding, not as a crash of the
    learner's code, and still shows the learner's line that led to it."""


def describe_crash(error: BaseException) -> list[str]:
    """Lines saying what went wrong and, when it is the learner's, where."""
    message = shown_message(error)
    what = f"{type(error).__name__}: {message}" if message else type(error).__name__
    lines = [message if isinstance(error, FindingError) else f"crashed with {what}"]
    frame = _learners_innermost_frame(error)
    if frame is not None:
        where = f"in {frame.name}, {place_of(frame.filename, frame.lineno)}"
        if frame.line:
            lines += [f"{where}:", f"{CODE_INDENT}{frame.line.strip()}"]
        else:
            lines.append(where)
    return lines


def is_learners_file(filename: str) -> bool:
    """True for a notebook cell or a file outside Python's library and gamelib."""
    if _NOTEBOOK_CELL.search(filename):
        return True
    if filename.startswith("<"):
        return not filename.startswith("<frozen")
    return not str(Path(filename).resolve()).startswith(_LIBRARY_FOLDERS)


def _learners_innermost_frame(error: BaseException) -> traceback.FrameSummary | None:
    frames = traceback.extract_tb(error.__traceback__)
    for frame in reversed(frames):
        if is_learners_file(frame.filename):
            return frame
    return None


def place_of(filename: str, line: int | None) -> str:
    """Where a line is, in a learner's words: "line 3 of its cell" for a cell."""
    if _NOTEBOOK_CELL.search(filename):
        return f"line {line} of its cell"
    if filename.startswith("<"):
        return f"line {line}"
    return f"line {line} of {Path(filename).name}"

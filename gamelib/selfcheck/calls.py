"""How a case uses the learner's piece, and how that call reads in a report.

``calling(150, 50)`` reads as ``square_at(150, 50)`` when the piece is called
``square_at``, and as ``my_square(150, 50)`` for a learner's ``my_square``: the report
names the function the learner wrote.
"""

import copy
import dataclasses
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .recording import RecordingCanvas

PIECE = "{piece}"
"""Stands for the piece's name in ``Call.template``."""


@dataclass(frozen=True)
class Call:
    """``run(piece)`` gives what the expectation judges; ``template`` shows the call."""

    template: str
    run: Callable[[Any], Any]

    def shown(self, name: str) -> str:
        return self.template.replace(PIECE, name)


@dataclass(frozen=True)
class ArgumentsCall(Call):
    """A plain call with known arguments, so a battery can look at them afterwards
    (did the piece change a list it was given?) and try them again changed (in
    capitals) to name the cause of a wrong answer."""

    arguments: tuple[Any, ...] = ()
    keywords: dict[str, Any] = field(default_factory=dict)

    def fresh_arguments(self) -> tuple[tuple[Any, ...], dict[str, Any]]:
        """Copies of the arguments: no case leaks into the next."""
        return copy.deepcopy(self.arguments), copy.deepcopy(self.keywords)

    def shown_as(self, template: str) -> "ArgumentsCall":
        """The same call, written as the lesson writes it (a board by its name)."""
        return dataclasses.replace(self, template=template)


def calling(*arguments: Any, **keywords: Any) -> ArgumentsCall:
    """Call the piece with these arguments (fresh copies, so no case leaks into
    the next) and judge what it returns."""

    def run(piece: Any) -> Any:
        return piece(*copy.deepcopy(arguments), **copy.deepcopy(keywords))

    template = f"{PIECE}({arguments_text(*arguments, **keywords)})"
    return ArgumentsCall(template, run, arguments, dict(keywords))


def arguments_text(*arguments: Any, **keywords: Any) -> str:
    """Arguments as Python would show them; sets in sorted order, so reports
    read the same on every run."""
    shown = [readable(a) for a in arguments]
    shown += [f"{name}={readable(value)}" for name, value in keywords.items()]
    return ", ".join(shown)


def readable(value: Any) -> str:
    """``repr``, except that sets are sorted (their order changes between runs)."""
    if isinstance(value, set | frozenset):
        if not value:
            return "set()"
        return "{" + ", ".join(readable(item) for item in sorted(value)) + "}"
    return repr(value)


def drawing(*arguments: Any, width: int = 300, height: int = 300) -> Call:
    """Call ``piece(canvas, *arguments)`` on a ``RecordingCanvas`` and judge the
    canvas afterwards (what was drawn, in which order)."""

    def run(piece: Any) -> RecordingCanvas:
        canvas = RecordingCanvas(width, height)
        piece(canvas, *copy.deepcopy(arguments))
        return canvas

    shown = ", ".join(["canvas", *(readable(a) for a in arguments)])
    return Call(f"{PIECE}({shown})", run)

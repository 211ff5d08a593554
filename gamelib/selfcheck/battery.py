"""A battery: the cases that check one piece a learner writes, run politely.

Each game keeps its batteries as data in ``gamelib/<game>/checks.py``; a lesson calls
one with the learner's piece (``check.square_at(square_at)``) and the battery prints a
report. Every case runs under a time limit, with Python's ``random`` seeded (and put
back afterwards), so a report reads the same on every run and a slow or endless answer
cannot freeze the notebook.
"""

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .calls import Call
from .crashes import describe_crash
from .expectations import Expectation, as_expectation
from .guard import Crashed, Returned, TimedOut, run_guarded
from .report import CaseResult, Report
from .shown import shortened, shown_value
from .stubs import is_stub


@dataclass(frozen=True)
class Case:
    """One example: its name (shown always), the rule it checks (shown when it
    fails), how to call the piece, and what to expect (a value means "equal to")."""

    name: str
    rule: str
    call: Call
    expected: Any


class Battery:
    """The cases for one piece; call the battery with the piece to print a report."""

    def __init__(
        self,
        piece: str,
        cases: Sequence[Case],
        *,
        seconds: float = 3.0,
        seed: int = 2024,
    ) -> None:
        self.piece = piece
        self.cases = list(cases)
        self.seconds = seconds
        self.seed = seed

    def __call__(self, piece: Any) -> None:
        print(self.run(piece).text())

    def __len__(self) -> int:
        return len(self.cases)

    def run(self, piece: Any) -> Report:
        """Judge ``piece`` on every case; never raises for the learner's mistakes."""
        name = getattr(piece, "__name__", self.piece)
        notice = self._reason_not_to_run(piece, name)
        if notice:
            unrun = [CaseResult(c.name, c.rule, ["not run"]) for c in self.cases]
            return Report(name, unrun, notice)
        saved = random.getstate()
        try:
            return Report(name, self._run_cases(piece, name))
        finally:
            random.setstate(saved)

    def _reason_not_to_run(self, piece: Any, name: str) -> str:
        if not callable(piece):
            return (
                f"expected the {self.piece} you wrote (a function or class), "
                f"got {shown_value(piece)}: pass its name without brackets, "
                f"as in check.{self.piece}({self.piece})."
            )
        if is_stub(piece):
            return (
                f"{name} is still a stub (its body is only `...`): "
                "write it, then run this check again."
            )
        return ""

    def _run_cases(self, piece: Any, name: str) -> list[CaseResult]:
        results = []
        stopped = False
        for number, case in enumerate(self.cases):
            if stopped:
                problem = ["not run: an earlier case did not finish"]
            else:
                random.seed(self.seed + number)
                problem, stopped = self._problem(case, piece, name)
            results.append(CaseResult(case.name, case.rule, problem))
        return results

    def _problem(self, case: Case, piece: Any, name: str) -> tuple[list[str], bool]:
        """The lines explaining what went wrong (none if right), and whether the
        piece ran out of time (then the remaining cases are not run)."""
        shown = case.call.shown(name)
        finished = run_guarded(lambda: case.call.run(piece), self.seconds)
        if isinstance(finished, TimedOut):
            return [
                f"{shown} did not finish within {finished.seconds:g} seconds, so the "
                "check stopped it (an endless loop, or a very slow answer?)"
            ], True
        if isinstance(finished, Crashed):
            first, *rest = describe_crash(finished.error)
            return [shortened(f"{shown} {first}"), *map(shortened, rest)], False
        assert isinstance(finished, Returned)
        expectation: Expectation = as_expectation(case.expected)
        judged = run_guarded(
            lambda: expectation.complaint(finished.value), self.seconds
        )
        if not isinstance(judged, Returned) or not isinstance(judged.value, str | None):
            value = shown_value(finished.value)
            return [f"{shown} returned {value}, which could not be judged"], False
        complaint = judged.value
        return ([] if complaint is None else [shortened(f"{shown} {complaint}")]), False

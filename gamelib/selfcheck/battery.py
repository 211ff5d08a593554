"""A battery: the cases that check one piece a learner writes, run politely.

Each game keeps its batteries as data in ``gamelib/<game>/lesson/checks/``; a lesson
calls one with the learner's piece (``check.square_at(square_at)``) and the battery
prints a report. Every case runs under a time limit, with Python's ``random`` seeded
(and put back afterwards), so a report reads the same on every run and a slow or
endless answer cannot freeze the notebook.
"""

import contextlib
import os
import random
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from . import diagnosis, hints, tracking
from .building import BuildsOn
from .calls import ArgumentsCall, Call
from .crashes import describe_crash
from .expectations import Equals, Exactly, Expectation, as_expectation
from .guard import Crashed, Returned, TimedOut, run_guarded
from .hints import ASK
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


TIMED_OUT = "timed out"
GRADING = "NBGRADER_EXECUTION"
"""Set by nbgrader while it autogrades (or validates) a notebook."""


class CheckNotPassedError(AssertionError):
    """Raised by a check that does not pass while nbgrader grades the notebook, so
    that the check cell, a graded test cell, loses its points."""


class Battery:
    """The cases for one piece; call the battery with the piece to print a report."""

    def __init__(
        self,
        piece: str,
        cases: Sequence[Case],
        *,
        seconds: float = 3.0,
        seed: int = 2024,
        hints: Sequence[str] = (),
        builds_on: Sequence[BuildsOn] = (),
    ) -> None:
        self.piece = piece
        self.cases = list(cases)
        self.seconds = seconds
        self.seed = seed
        self.hints = tuple(hints)
        """The piece's own hints, for ``check.hint()`` (never its answer)."""
        self.builds_on = tuple(builds_on)
        """The learner's pieces this one builds on, each with its own check: a
        failed report names the one that fails first (``building``)."""

    def __call__(self, piece: Any) -> None:
        self.show(self.run(piece))

    def show(self, report: Report) -> None:
        """Print ``report``; tick the lesson's progress; ready ``check.hint()``."""
        print(report.text())
        if not report.all_passed:
            print(ASK)
        tracking.record(self.piece, report.all_passed)
        hints.remember(report, self.hints)
        if os.environ.get(GRADING) and not report.all_passed:
            raise CheckNotPassedError(f"{report.piece}: {report.summary()}")

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
            results = self._run_cases(piece, name)
            caution = ""
            if any(not result.passed for result in results):
                found = (under.caution(piece, name) for under in self.builds_on)
                caution = " ".join(line for line in found if line)
            return Report(name, results, caution=caution)
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
        crashed: str | bool
        for number, case in enumerate(self.cases):
            if stopped:
                problem, call = ["not run: an earlier case did not finish"], ""
                crashed = False
            else:
                random.seed(self.seed + number)
                problem, crashed = self._problem(case, piece, name)
                stopped = crashed is TIMED_OUT
                call = case.call.shown(name) + " "
            results.append(
                CaseResult(case.name, case.rule, problem, call, bool(crashed))
            )
        return results

    def _problem(
        self, case: Case, piece: Any, name: str
    ) -> tuple[list[str], str | bool]:
        """The lines explaining what went wrong (none if right), and whether the
        piece crashed: ``TIMED_OUT`` when it ran out of time (then the remaining
        cases are not run), True for a crash, False for a wrong answer."""
        shown = case.call.shown(name)
        call = case.call
        given: tuple[Any, ...] = ()
        if isinstance(call, ArgumentsCall):
            given, keywords = call.fresh_arguments()
            run = lambda: piece(*given, **keywords)  # noqa: E731
        else:
            run = lambda: call.run(piece)  # noqa: E731
        with PrintedText() as printed:
            finished = run_guarded(run, self.seconds)
        if isinstance(finished, TimedOut):
            return [
                f"{shown} did not finish within {finished.seconds:g} seconds, so the "
                "check stopped it (an endless loop, or a very slow answer?)"
            ], TIMED_OUT
        if isinstance(finished, Crashed):
            first, *rest = describe_crash(finished.error)
            cause = diagnosis.missing_super_init(finished.error, piece)
            lines = [f"{shown} {first}", *rest, *_as_cause_lines(cause)]
            return list(map(shortened, lines)), True
        assert isinstance(finished, Returned)
        expectation: Expectation = as_expectation(case.expected)
        judged = run_guarded(
            lambda: expectation.complaint(finished.value), self.seconds
        )
        if not isinstance(judged, Returned) or not isinstance(judged.value, str | None):
            value = shown_value(finished.value)
            return [f"{shown} returned {value}, which could not be judged"], False
        complaint = judged.value
        if complaint is None:
            return [], False

        def likely_causes() -> list[str]:
            causes = self._causes(
                call, piece, expectation, finished.value, printed.text
            )
            if isinstance(call, ArgumentsCall):
                changed = diagnosis.changed_its_argument(call.arguments, given)
                causes += _as_cause_lines(changed)
            return causes

        # The learner's own __eq__ and __repr__ run here too: under the time limit.
        diagnosed = run_guarded(likely_causes, self.seconds)
        causes = diagnosed.value if isinstance(diagnosed, Returned) else []
        return list(map(shortened, [f"{shown} {complaint}", *causes])), False

    def _causes(
        self,
        call: Call,
        piece: Any,
        expectation: Expectation,
        result: Any,
        printed: str,
    ) -> list[str]:
        """Likely causes of a wrong answer, when the case says what was expected."""
        if not isinstance(expectation, Equals | Exactly):
            return []
        in_capitals: Any = NotImplemented
        if isinstance(call, ArgumentsCall) and _has_text(call.arguments):
            arguments, keywords = call.fresh_arguments()
            capitals = tuple(_capitals(argument) for argument in arguments)
            with PrintedText():
                again = run_guarded(lambda: piece(*capitals, **keywords), self.seconds)
            if isinstance(again, Returned):
                in_capitals = again.value
        return diagnosis.for_a_wrong_answer(
            result, expectation.value, printed, in_capitals
        )


class MeasuredBattery(Battery):
    """A battery whose report ends with a measured figure: how well the piece
    does (games won, points scored), not only whether it follows the rules.

    ``measure(piece)`` gives the measurement and ``describe(measurement)`` its
    line. Once every case passes, the piece is measured (guarded like a case,
    with ``measure_seconds``) and the line printed under the report. A case may
    judge the measurement itself (a lesson that asks for a score): its call is
    ``battery.measured``, and the figure it made is the one printed, so a piece is
    never measured twice. A still-stubbed piece is never measured.
    """

    def __init__(
        self,
        piece: str,
        cases: Sequence[Case],
        measure: Callable[[Any], Any],
        *,
        describe: Callable[[Any], str] = str,
        measure_seconds: float = 60.0,
        **options: Any,
    ) -> None:
        super().__init__(piece, cases, **options)
        self.measure = measure
        self.describe = describe
        self.measure_seconds = measure_seconds
        self.last: Any = None
        """The last measurement made (by a case, or after the report)."""

    def __call__(self, piece: Any) -> None:
        self.last = None
        report = self.run(piece)
        self.show(report)
        if report.notice:
            return
        if self.last is not None:
            print(self.describe(self.last))
        elif report.all_passed:
            print(self.measured_after_the_cases(piece))

    def measured(self, piece: Any) -> Any:
        """Measure ``piece`` now and keep the figure: a case's call, for a case
        that judges the measurement."""
        self.last = self.measure(piece)
        return self.last

    def measured_after_the_cases(self, piece: Any) -> str:
        """The measurement's line; a crash or a time-out said in words instead."""
        finished = run_guarded(lambda: self.measured(piece), self.measure_seconds)
        if isinstance(finished, Returned):
            return self.describe(finished.value)
        if isinstance(finished, Crashed):
            return "Measuring it: " + " ".join(describe_crash(finished.error))
        return (
            f"Measuring it took over {self.measure_seconds:g} seconds, so it was "
            "stopped."
        )


class PrintedText:
    """While active, what the piece prints still shows and is also kept here (the
    first few hundred characters), so a report can say "it printed ... but returned
    None"."""

    KEPT = 500

    def __init__(self) -> None:
        self.text = ""

    def __enter__(self) -> "PrintedText":
        self._shown = sys.stdout
        self._redirect = contextlib.redirect_stdout(self)
        self._redirect.__enter__()
        return self

    def __exit__(self, *exc: object) -> None:
        self._redirect.__exit__(None, None, None)

    def write(self, text: str) -> int:
        if len(self.text) < self.KEPT:
            self.text += str(text)[: self.KEPT - len(self.text)]
        return self._shown.write(text)

    def flush(self) -> None:
        self._shown.flush()


def _as_cause_lines(cause: str | None) -> list[str]:
    return [diagnosis.CAUSE + cause] if cause else []


def _has_text(arguments: tuple[Any, ...]) -> bool:
    return any(_capitals(argument) != argument for argument in arguments)


def _capitals(value: Any) -> Any:
    """``value`` with every string in it in capitals (lists and tuples looked into)."""
    if isinstance(value, str):
        return value.upper()
    if isinstance(value, list | tuple):
        return type(value)(_capitals(item) for item in value)
    return value

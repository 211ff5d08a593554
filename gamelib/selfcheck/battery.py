"""A battery: the cases that check one piece a learner writes, run politely.

How a report and the hint ladder are built, and why: ``docs/design.md``,
``gamelib.selfcheck.battery``.
"""

import ast
import builtins
import contextlib
import copy
import dataclasses
import inspect
import os
import random
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from gamelib.cellguard import Crashed, Returned, TimedOut, run_guarded, unrun_edits
from gamelib.explain import missing_self
from gamelib.selfcheck import diagnosis, pieces
from gamelib.selfcheck.diagnosis import CAUSE, describe_crash, shortened, shown_value
from gamelib.selfcheck.pieces import BuildsOn, is_stub, own_equality, stubs_caution
from gamelib.selfcheck.recording import RecordingCanvas


class Expectation(Protocol):
    def complaint(self, result: Any) -> str | None: ...


@dataclass(frozen=True)
class Equals:
    """The result must equal ``value`` (``==``, so ``50.0`` counts as ``50``)."""

    value: Any

    def complaint(self, result: Any) -> str | None:
        if self.value == result:  # the course's ``==`` asked first
            return None
        return f"returned {result!r}, expected {self.value!r}"


@dataclass(frozen=True)
class Exactly(Equals):
    """Equal, and with the same types inside: ``(0.0, 1.0)`` is not ``(0, 1)``, for
    results used as whole numbers or tuples (a float row prints as "row 1.0")."""

    def complaint(self, result: Any) -> str | None:
        if result == self.value and not _same_types(result, self.value):
            return (
                f"returned {result!r}, which equals {self.value!r} but is not made of "
                f"the same types ({_type_names(result)} instead of "
                f"{_type_names(self.value)})"
            )
        return super().complaint(result)


@dataclass(frozen=True)
class Satisfies:
    """The result must pass ``test``; ``description`` says what that means."""

    description: str
    test: Callable[[Any], bool]

    def complaint(self, result: Any) -> str | None:
        if self.test(result):
            return None
        return f"returned {result!r}, expected {self.description}"


@dataclass(frozen=True)
class Judged:
    """``judge(result)`` writes the whole complaint (of a drawing, say), or None."""

    judge: Callable[[Any], str | None]

    def complaint(self, result: Any) -> str | None:
        return self.judge(result)


def as_expectation(expected: Any) -> Expectation:
    """A plain value means "equal to this value"."""
    if isinstance(expected, Equals | Satisfies | Judged):
        return expected
    return Equals(expected)


def _same_types(a: Any, b: Any) -> bool:
    if type(a) is not type(b):
        return False
    if isinstance(a, list | tuple):
        return all(_same_types(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, dict):
        return all(_same_types(a[key], b[key]) for key in b)
    return True


def _type_names(value: Any) -> str:
    if isinstance(value, list | tuple):
        inner = ", ".join(_type_names(item) for item in value)
        return f"{type(value).__name__} of {inner}" if value else type(value).__name__
    return type(value).__name__


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
    """A plain call with known arguments: a battery looks at them afterwards (did the
    piece change a list it was given?) and tries them in capitals (``letter_case``)."""

    arguments: tuple[Any, ...] = ()
    keywords: dict[str, Any] = field(default_factory=dict)

    def fresh_arguments(self) -> tuple[tuple[Any, ...], dict[str, Any]]:
        """Copies of the arguments: no case leaks into the next."""
        return copy.deepcopy(self.arguments), copy.deepcopy(self.keywords)

    def shown_as(self, template: str) -> "ArgumentsCall":
        """The same call, written as the lesson writes it (a board by its name)."""
        return dataclasses.replace(self, template=template)


def calling(*arguments: Any, **keywords: Any) -> ArgumentsCall:
    """Call the piece with fresh copies of these arguments; judge what it returns."""

    def run(piece: Any) -> Any:
        return piece(*copy.deepcopy(arguments), **copy.deepcopy(keywords))

    template = f"{PIECE}({arguments_text(*arguments, **keywords)})"
    return ArgumentsCall(template, run, arguments, dict(keywords))


def arguments_text(*arguments: Any, **keywords: Any) -> str:
    """Arguments as Python would show them, but ``readable``."""
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
    """Call ``piece(canvas, *arguments)``; judge the ``RecordingCanvas`` it drew on."""

    def run(piece: Any) -> RecordingCanvas:
        canvas = RecordingCanvas(width, height)
        piece(canvas, *copy.deepcopy(arguments))
        return canvas

    shown = ", ".join(["canvas", *(readable(a) for a in arguments)])
    return Call(f"{PIECE}({shown})", run)


PASSED = "✓"
FAILED = "✗"
SAME_AGAIN = "the same problem in {count} more {cases}: {names}"


@dataclass(frozen=True)
class CaseResult:
    name: str
    rule: str
    problem: list[str] = field(default_factory=list)
    """Empty when the case passed; otherwise the lines explaining the failure."""
    call: str = ""
    """How the case called the piece, as the first problem line starts with it."""
    crashed: bool = False
    """The piece crashed (or ran out of time): the same crash in many cases is
    said once. Wrong answers are each shown: their examples differ."""

    @property
    def passed(self) -> bool:
        return not self.problem

    @property
    def what_went_wrong(self) -> tuple[str, ...]:
        """The problem without the call, to tell identical failures apart."""
        first, *rest = self.problem
        return (first.removeprefix(self.call), *rest)


@dataclass(frozen=True)
class Report:
    piece: str
    results: list[CaseResult]
    notice: str = ""
    """A sentence about the whole check (a stub, a piece that is not a function)."""
    caution: str = ""
    """A sentence before the cases: a piece this one builds on fails its own check
    (``building``), so a failure below may not be this piece's."""
    names: frozenset[str] = frozenset()
    """``learners_names``: a hint offers a call as code only if it reads no other."""

    @property
    def total(self) -> int:
        return len(self.results)

    @property
    def failed(self) -> int:
        return sum(not result.passed for result in self.results)

    @property
    def all_passed(self) -> bool:
        """No failed case and no notice; a battery of no cases never passes."""
        return self.total > 0 and self.failed == 0 and not self.notice

    def summary(self) -> str:
        if self.all_passed:
            return f"All {self.total} checks passed."
        return f"{self.failed} of {self.total} checks failed."

    def text(self) -> str:
        lines = [f"Checking {self.piece}:"]
        if self.caution:
            lines.append(f"  {self.caution}")
        if self.notice:
            lines.append(f"  {self.notice}")
        else:
            lines += _case_lines(self.results)
        lines.append(self.summary())
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.text()


def _case_lines(results: list[CaseResult]) -> list[str]:
    """Each case in order; a failure already shown is not repeated, but counted."""
    repeats: dict[tuple[str, ...], list[int]] = {}
    for index, result in enumerate(results):
        if result.crashed and result.call:
            repeats.setdefault(result.what_went_wrong, []).append(index)
    lines: list[str] = []
    for index, result in enumerate(results):
        if result.passed:
            lines.append(f"  {PASSED} {result.name}")
            continue
        first, *others = repeats.get(result.what_went_wrong, [index])
        if not (result.crashed and result.call):
            first, others = index, []
        if index != first:
            continue
        lines += [f"  {FAILED} {result.name}", f"      rule: {result.rule}"]
        lines += [f"      {line}" for line in result.problem]
        if others:
            names = "; ".join(results[other].name for other in others)
            cases = "case" if len(others) == 1 else "cases"
            again = SAME_AGAIN.format(count=len(others), cases=cases, names=names)
            lines.append(f"      {again}")
    return lines


ASK = "Stuck? Run check.hint() for a hint, and again for a bigger one."


@dataclass
class _Ladder:
    report: Report
    written: tuple[str, ...]
    climbed: int = 0
    rungs: list[str] = field(default_factory=list)


_last: list[_Ladder] = []


def remember(report: Report, written: tuple[str, ...] = ()) -> None:
    """Called by a battery after each check: the next ``hint()`` is about it."""
    _last.clear()
    if not report.all_passed:
        _last.append(_Ladder(report, written))


def hint() -> None:
    """Print the next hint about the last check that failed."""
    print(next_hint())


def next_hint() -> str:
    if not _last:
        return "No check has failed yet in this session, so there is nothing to hint."
    ladder = _last[0]
    if not ladder.rungs:
        ladder.rungs = rungs(ladder.report, ladder.written)
    if ladder.climbed >= len(ladder.rungs):
        return (
            f"That was the last hint for {ladder.report.piece}. Read the failing "
            "rule once more, try its example in a new cell, or ask your instructor."
        )
    ladder.climbed += 1
    number, total, piece = ladder.climbed, len(ladder.rungs), ladder.report.piece
    return f"Hint {number} of {total} for {piece}: {ladder.rungs[number - 1]}"


def rungs(report: Report, written: tuple[str, ...] = ()) -> list[str]:
    """The hints for one failed report, smallest first."""
    if report.notice:
        ladder = [report.notice + " The comment above your stub says where to start."]
        for first in report.results[:1]:
            ladder.append(
                f"the first rule it must follow: {first.rule} (the check "
                f"calls this {first.name!r})."
            )
        return [*ladder, *written]
    first = next(result for result in report.results if not result.passed)
    call = first.call.strip()
    example = f"look at one example first: {first.name!r}. Its rule: {first.rule}."
    if runnable(call, report.names):
        example += f" Run `{call}` in a new cell and read what it gives."
    elif call:  # words, or the check's own canvas or game: no code to copy
        example += f" The report above shows what the check's own call gave: {call}."
    ladder = [example]
    if report.caution:  # a piece underneath fails its own check: that first
        ladder.insert(0, report.caution.removeprefix("Note: "))
    causes = [line.removeprefix(CAUSE) for line in first.problem if CAUSE in line]
    if causes:
        ladder.append(f"the likely cause: {causes[0]}.")
    else:
        ladder.append(
            f"follow {report.piece} line by line with that example: what does each "
            "name hold after each line? A print(...) inside the function shows it, "
            "and the rule says what the last line must give."
        )
    ladder += list(written)
    passing = [result.name for result in report.results if result.passed]
    if passing:
        listed = "; ".join(passing[:3])
        ladder.append(
            f"these examples already pass: {listed}. What does "
            f"{first.name!r} have that they do not?"
        )
    return ladder


def runnable(code: str, names: frozenset[str]) -> bool:
    """Whether ``code`` is Python that reads only ``names`` and built-ins."""
    try:
        tree = ast.parse(code, mode="eval")
    except (SyntaxError, ValueError):
        return False
    read = {node.id for node in ast.walk(tree) if isinstance(node, ast.Name)}
    return all(name in names or hasattr(builtins, name) for name in read)


def learners_names(piece: Any) -> frozenset[str]:
    """The functions, classes and modules where the learner wrote ``piece`` (its
    functions' globals). A value there (``game``) is not the check's own."""
    functions = vars(piece).values() if inspect.isclass(piece) else [piece]
    for function in filter(inspect.isfunction, functions):
        found = list(function.__globals__.items())
        return frozenset(k for k, v in found if callable(v) or inspect.ismodule(v))
    return frozenset()


@dataclass(frozen=True)
class Case:
    """One example: its name (shown always), the rule it checks (shown when it
    fails), how to call the piece, and what to expect (a value means "equal to")."""

    name: str
    rule: str
    call: Call
    expected: Any


TIMED_OUT = "timed out"
OWN_EQ = (
    "whose == (or attribute lookup) is written in your code: a check compares "
    "answers with Python's own "
    "==, so return plain values (numbers, strings, lists, tuples) or the course's"
)
_RANDOM = dict(vars(random.Random))
"""``random.Random`` as Python made it: the course's dice roll with its methods."""


def _random_put_back() -> set[str]:
    """The methods of ``random.Random`` a piece changed (``randint``), put back."""
    now = vars(random.Random)
    names = {name for name in {*now, *_RANDOM} if name[:2] != "__"}
    changed = {name for name in names if now.get(name) is not _RANDOM.get(name)}
    for name in changed:
        if name in _RANDOM:
            setattr(random.Random, name, _RANDOM[name])
        else:
            delattr(random.Random, name)
    return changed


RANDOM_CHANGED = (
    "Note: random.Random's {} had been changed for every generator (the course's"
    " dice too); it is put back now. A piece rolls with its generator, never alters it."
)


GRADING = "NBGRADER_EXECUTION"
"""Set by nbgrader while it autogrades (or validates) a notebook."""


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
        self.piece, self.cases = piece, list(cases)
        self.seconds, self.seed = seconds, seed
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
        pieces.record(self.piece, report.all_passed)
        remember(report, self.hints)
        if os.environ.get(GRADING) and not report.all_passed:  # it loses its points
            raise AssertionError(f"{report.piece}: {report.summary()}")

    def __len__(self) -> int:
        return len(self.cases)

    def run(self, piece: Any) -> Report:
        """Judge ``piece`` on every case; never raises for the learner's mistakes."""
        name = getattr(piece, "__name__", self.piece)
        notice, unrun_edit = self._reason_not_to_run(piece, name), unrun_edits.get(name)
        if notice:
            unrun = [CaseResult(c.name, c.rule, ["not run"]) for c in self.cases]
            return Report(name, unrun, notice, caution=unrun_edit or "")
        saved, changed = random.getstate(), _random_put_back()
        try:
            results = self._run_cases(piece, name)
            changed |= _random_put_back()
            found = [unrun_edit or ""]
            found += [RANDOM_CHANGED.format(", ".join(sorted(changed)))] * bool(changed)
            if any(not result.passed for result in results):
                found += (under.caution(piece, name) for under in self.builds_on)
                built_on = {under.name for under in self.builds_on}
                found.append(stubs_caution(piece, name, built_on))
            caution = " ".join(line for line in found if line)
            return Report(name, results, caution=caution, names=learners_names(piece))
        finally:
            random.setstate(saved)

    def _reason_not_to_run(self, piece: Any, name: str) -> str:
        if not callable(piece):
            return (
                f"expected the {self.piece} you wrote (a function or class), "
                f"got {shown_value(piece)}: pass its name without brackets, "
                f"as in check.{self.piece}({self.piece})."
            )
        if inspect.iscoroutinefunction(piece):
            return f"{name} is written with `async def`: write it with plain `def`."
        if is_stub(piece):
            return (
                f"{name} is still a stub (its body is only `...`): "
                "write it, then run this check again."
            )
        return ""

    def _run_cases(self, piece: Any, name: str) -> list[CaseResult]:
        results = []
        answers: list[tuple[Any, Any]] = []  # of every case judged by value
        later: list[Any] = []  # each wrong answer's diagnosis, made once all are in
        stopped = False
        crashed: str | bool
        for number, case in enumerate(self.cases):
            if stopped:
                problem, call = ["not run: an earlier case did not finish"], ""
                crashed = False
            else:
                random.seed(self.seed + number)
                problem, crashed = self._problem(case, piece, name, answers, later)
                stopped = crashed is TIMED_OUT
                call = case.call.shown(name) + " "
            results.append(
                CaseResult(case.name, case.rule, problem, call, bool(crashed))
            )
        for diagnose in later:
            run_guarded(diagnose, self.seconds)
        return results

    def _problem(
        self, case: Case, piece: Any, name: str, answers: list[Any], later: list[Any]
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
            error = finished.error
            cause = diagnosis.missing_super_init(error, piece) or missing_self(error)
            lines = [f"{shown} {first}", *rest, *_as_cause_lines(cause)]
            return list(map(shortened, lines)), True
        assert isinstance(finished, Returned)
        if own_equality(finished.value):
            return [f"{shown} returned {shown_value(finished.value)}, {OWN_EQ}"], False
        expectation: Expectation = as_expectation(case.expected)
        judged = run_guarded(
            lambda: expectation.complaint(finished.value), self.seconds
        )
        if not isinstance(judged, Returned) or not isinstance(judged.value, str | None):
            value, slow = shown_value(finished.value), isinstance(judged, TimedOut)
            why = f" in {self.seconds:g} seconds, so the check stopped" if slow else ""
            said = f"{shown} returned {value}, which could not be judged{why}"
            return [said], slow and TIMED_OUT  # the next cases' values are alike
        if isinstance(expectation, Equals):
            answers.append((finished.value, expectation.value))
        complaint = judged.value
        if complaint is None:
            return [], False
        lines = [shortened(f"{shown} {complaint}")]

        def diagnose() -> None:
            """Once ``answers`` is full; timed, as it runs the learner's ``__eq__``."""
            causes = []
            if isinstance(expectation, Equals):
                capitals = self._in_capitals(call, piece)
                causes = diagnosis.for_a_wrong_answer(
                    finished.value, expectation.value, printed.text, capitals, answers
                )
            if isinstance(call, ArgumentsCall):
                changed = diagnosis.changed_its_argument(call.arguments, given)
                causes += _as_cause_lines(changed)
            lines.extend(map(shortened, causes))

        later.append(diagnose)
        return lines, False

    def _in_capitals(self, call: Call, piece: Any) -> Any:
        """The answer with every text argument in capitals (``letter_case``), if any."""
        if not isinstance(call, ArgumentsCall) or not _has_text(call.arguments):
            return NotImplemented
        arguments, keywords = call.fresh_arguments()
        capitals = tuple(_capitals(argument) for argument in arguments)
        with PrintedText():
            again = run_guarded(lambda: piece(*capitals, **keywords), self.seconds)
        return again.value if isinstance(again, Returned) else NotImplemented


class MeasuredBattery(Battery):
    """A battery whose report ends with how well the piece does (games won, points
    scored), not only whether it follows the rules: measured (``measure``, guarded
    like a case) once every case passes. A case may judge the measurement itself (a
    lesson that asks for a score): its call is ``battery.measured``, and its figure
    is the one printed, so a piece is never measured twice; a stub never is."""

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
        """Measure ``piece`` and keep the figure: the call of a case judging it."""
        self.last = self.measure(piece)
        return self.last

    def measured_after_the_cases(self, piece: Any) -> str:
        """The measurement's line; a crash or a time-out said in words instead."""
        finished = run_guarded(lambda: self.measured(piece), self.measure_seconds)
        if isinstance(finished, Returned):
            return self.describe(finished.value)
        if isinstance(finished, Crashed):
            return "Measuring it: " + " ".join(describe_crash(finished.error))
        seconds = self.measure_seconds
        return f"Measuring it took over {seconds:g} seconds, so it was stopped."


class PrintedText:
    """While active, what the piece prints still shows and its start is kept here,
    so a report can say "it printed ... but returned None"."""

    KEPT = 500

    def __init__(self) -> None:
        self.text = ""

    def __enter__(self) -> "PrintedText":
        self._shown, self._redirect = sys.stdout, contextlib.redirect_stdout(self)
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

"""The text a learner reads after a check: one line per case, then a summary.

It is plain text, the same on every run (nbval compares it with the saved one), and
it says *why* a case failed in the words of the rule, with the failing example and,
where one of the usual beginner slips fits, its likely cause (``diagnosis``).

Lines are not wrapped here: the notebook wraps them at word boundaries to whatever
width the page has (``lesson_style``), which a fixed width cannot know on a
projector beside the file browser. The same failure in many cases (one crash hit by
every example, say) is written out once, with a count.
"""

from dataclasses import dataclass, field

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

    @property
    def total(self) -> int:
        return len(self.results)

    @property
    def failed(self) -> int:
        return sum(not result.passed for result in self.results)

    @property
    def all_passed(self) -> bool:
        return self.failed == 0 and not self.notice

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
        lines.append(f"  {FAILED} {result.name}")
        lines.append(f"      rule: {result.rule}")
        lines += [f"      {line}" for line in result.problem]
        if others:
            names = "; ".join(results[other].name for other in others)
            cases = "case" if len(others) == 1 else "cases"
            again = SAME_AGAIN.format(count=len(others), cases=cases, names=names)
            lines.append(f"      {again}")
    return lines

"""The text a learner reads after a check: one line per case, then a summary.

It is plain text, the same on every run (nbval compares it with the saved one), and
it says *why* a case failed in the words of the rule, with the failing example.
"""

import re
import textwrap
from dataclasses import dataclass, field

from .crashes import CODE_INDENT

WIDTH = 80
"""Reports wrap here, so they fit a projected notebook without scrolling."""
_GLUE = "\N{NO-BREAK SPACE}"
_BOARD = re.compile(r"""list\((?:'[^'\n]*'|"[^"\n]*")\)""")
"""A board shown as ``list('OX  X    ')``: its spaces are squares, not places to
break a line (the learner may paste it into a cell)."""
PASSED = "✓"
FAILED = "✗"


@dataclass(frozen=True)
class CaseResult:
    name: str
    rule: str
    problem: list[str] = field(default_factory=list)
    """Empty when the case passed; otherwise the lines explaining the failure."""

    @property
    def passed(self) -> bool:
        return not self.problem


@dataclass(frozen=True)
class Report:
    piece: str
    results: list[CaseResult]
    notice: str = ""
    """A sentence about the whole check (a stub, a piece that is not a function)."""

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
        if self.notice:
            lines += _wrapped(self.notice, "  ", "  ")
        else:
            for result in self.results:
                lines.extend(_case_lines(result))
        lines.append(self.summary())
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.text()


def _case_lines(result: CaseResult) -> list[str]:
    if result.passed:
        return _wrapped(f"{PASSED} {result.name}", "  ", "    ")
    lines = _wrapped(f"{FAILED} {result.name}", "  ", "    ")
    lines += _wrapped(f"rule: {result.rule}", "      ", "        ")
    for line in result.problem:
        if line.startswith(CODE_INDENT):
            lines.append(f"      {line}")
        else:
            lines += _wrapped(line, "      ", "        ")
    return lines


def _wrapped(text: str, first: str, rest: str) -> list[str]:
    """Wrapped lines that never split "x = 300" or a board across two lines."""
    glued = text.replace(" = ", f"{_GLUE}={_GLUE}")
    glued = _BOARD.sub(lambda board: board.group().replace(" ", _GLUE), glued)
    lines = textwrap.wrap(
        glued,
        WIDTH,
        initial_indent=first,
        subsequent_indent=rest,
        break_long_words=False,
        break_on_hyphens=False,
    )
    return [line.replace(_GLUE, " ") for line in lines]

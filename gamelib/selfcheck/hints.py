"""Hints on demand: after a check fails, ``check.hint()`` gives a hint, then a
bigger one, and never the answer.

The ladder is built from what the failed check already knows, so every piece of
every lesson has one without anyone writing it: first the one example to look at,
then the likely cause (or how to find it), then the piece's own hint where its
battery has one (``Battery(..., hints=[...])``), then how the passing examples
differ. Each rung says more about *where* to look, none says what to write.
"""

from dataclasses import dataclass, field

from .diagnosis import CAUSE
from .report import Report

ASK = "Stuck? Run check.hint() for a hint, and again for a bigger one."
"""The last line of a failed report."""


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
    number, total = ladder.climbed, len(ladder.rungs)
    return (
        f"Hint {number} of {total} for {ladder.report.piece}: "
        + (ladder.rungs[number - 1])
    )


def rungs(report: Report, written: tuple[str, ...] = ()) -> list[str]:
    """The hints for one failed report, smallest first."""
    piece = report.piece
    if report.notice:
        first = report.results[0] if report.results else None
        ladder = [report.notice + " The comment above your stub says where to start."]
        if first is not None:
            ladder.append(
                f"the first rule it must follow: {first.rule} (the check calls "
                f"this {first.name!r})."
            )
        return [*ladder, *written]
    failed = [result for result in report.results if not result.passed]
    first = failed[0]
    call = first.call.strip()
    ladder = [
        f"look at one example first: {first.name!r}. Its rule: {first.rule}."
        + (f" Run {call} in a new cell and read what it gives." if call else "")
    ]
    if report.caution:  # a piece underneath fails its own check: that first
        ladder.insert(0, report.caution.removeprefix("Note: "))
    causes = [line.removeprefix(CAUSE) for line in first.problem if CAUSE in line]
    if causes:
        ladder.append(f"the likely cause: {causes[0]}.")
    else:
        ladder.append(
            f"follow {piece} line by line with that example: what does each name "
            "hold after each line? A print(...) inside the function shows it, "
            "and the rule says what the last line must give."
        )
    ladder += list(written)
    passing = [result.name for result in report.results if result.passed]
    if passing:
        ladder.append(
            "these examples already pass: "
            + "; ".join(passing[:3])
            + f". What does {first.name!r} have that they do not?"
        )
    return ladder

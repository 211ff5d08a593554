"""Grade a hand-in from code the learner cannot reach: each piece alone, in a fork.

A graded check that runs in the learner's kernel can be talked round by the
learner's notebook (an environment variable, a redefined ``check``, a borrowed
piece, a patched class), and one ``os._exit`` in any cell loses every point. So
autograding never runs the hand-in. ``python -m course.grading SOURCE HAND_IN``
runs the course's own lesson (the nbgrader source: its given cells' definitions and
the instructor's solutions), and at each graded check line forks a child that adds
*only the definitions* of the learner's piece (``restart.defines_only``: no call,
no loop, no import of the course) and of their own helpers, then runs the course's
battery on it with a time and a memory limit. So a piece is graded on the course's
pieces under it, never on a stub of the learner's, and a piece that kills its
process, loops or floods costs only its own point. The child's verdict says why in
words (``Verdict``); it fails if the run changed any of the course's functions or
classes, or ran fewer cases than the battery holds (an emptied battery).

It prints one JSON verdict a line; ``grade`` runs it and reads them, and
``course.autograde`` gives nbgrader the points.
"""

import ast
import contextlib
import json
import linecache
import os
import resource
import select
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any

import nbformat

from course.lesson_cells import CHECK, SOLUTION, has_tag
from gamelib.selfcheck.pieces import is_unwritten
from gamelib.selfcheck.restart import _bound, defines_only

SECONDS = 10.0
"""The most one piece's grading may take, however it misbehaves."""
MEMORY = 1 << 30
"""The most memory a piece's child may add to the lesson's (bytes)."""
REPORT_BYTES = 200_000
WORKERS = 2
"""Pieces graded at once: an endless piece waits out its limit beside another."""
COURSE_PACKAGES = ("gamelib", "course")
REFUSED_EVENTS = (
    "os.system", "os.exec", "os.posix_spawn", "os.spawn", "os.fork", "os.forkpty",
    "os.kill", "os.killpg", "os.remove", "os.rename", "os.rmdir", "os.chmod",
    "os.putenv", "os.unsetenv", "subprocess.Popen", "ctypes.", "socket.",
    "sys.addaudithook", "gc.get_objects", "gc.get_referrers", "signal.",
    "shutil.rmtree",
)  # fmt: skip
"""Audit events a piece may not raise while graded (Python's ``sys.audit``)."""


@dataclass(frozen=True)
class Verdict:
    """One graded check line: ``check.<battery>(<piece>)`` in cell ``cell``."""

    cell: str
    """The graded check cell's id (nbgrader's ``grade_id``)."""
    battery: str
    piece: str
    points: int
    kind: str
    """"passed", "failed", "not written" or "could not run"."""
    why: str
    """One sentence an instructor reads in the grade's report."""
    report: str = ""
    """The battery's report, as the learner's own check prints it."""


def grade(source: Path, hand_in: Path, seconds: float = SECONDS) -> list[Verdict]:
    """Every graded check line of ``hand_in``, graded in a clean process."""
    return grade_class(source, [hand_in], seconds)[0]


def grade_class(
    source: Path, hand_ins: list[Path], seconds: float = SECONDS
) -> list[list[Verdict]]:
    """Each hand-in's verdicts; one process runs the lesson once for them all."""
    environment = dict(os.environ, OPENBLAS_NUM_THREADS="1", OMP_NUM_THREADS="1")
    environment.pop("NBGRADER_EXECUTION", None)
    lines = len(graded_lines(nbformat.read(source, as_version=4)))
    command = [sys.executable, "-m", "course.grading", str(seconds), str(source)]
    done = subprocess.run(
        [*command, *map(str, hand_ins)],
        capture_output=True,
        text=True,
        env=environment,
        timeout=30 + lines * len(hand_ins) * (seconds + 1),
        cwd=Path(__file__).resolve().parents[1],
        check=False,
    )
    verdicts: list[list[Verdict]] = [[] for _ in hand_ins]
    for line in done.stdout.splitlines():
        number, said = json.loads(line)
        verdicts[number].append(Verdict(**said))
    if done.returncode or any(len(mine) != lines for mine in verdicts):
        raise RuntimeError(f"the grader failed ({done.returncode}): {done.stderr}")
    return verdicts


def graded_lines(notebook: Any) -> list[tuple[int, str, str]]:
    """(cell index, battery, piece) for each line of each graded check cell."""
    found = []
    for index, cell in enumerate(notebook.cells):
        if has_tag(cell, CHECK) and cell.metadata.get("nbgrader", {}).get("grade"):
            for line in cell.source.splitlines():
                if line.strip():
                    call = ast.parse(line.strip()).body[0].value
                    found.append((index, call.func.attr, call.args[0].id))
    return found


def _cell_id(cell: Any) -> str:
    return str(cell.metadata.get("nbgrader", {}).get("grade_id") or cell.get("id"))


def _statements(source: str, learners: bool = True) -> tuple[list[ast.stmt], str]:
    """The statements of a cell that only define names (``defines_only``) and, in
    a learner's cell, import nothing of the course; or none and why."""
    try:
        body = ast.parse(source).body
    except SyntaxError as error:
        return [], f"its cell has a SyntaxError on line {error.lineno}: {error.msg}"
    kept = [node for node in body if defines_only([node])]
    return [n for n in kept if not (learners and _imports_course(n))], ""


def _imports_course(node: ast.stmt) -> bool:
    names = [alias.name for alias in getattr(node, "names", [])]
    if isinstance(node, ast.ImportFrom):
        names = [node.module or ""]
    is_import = isinstance(node, ast.Import | ast.ImportFrom)
    return is_import and any(n.split(".")[0] in COURSE_PACKAGES for n in names)


def _compiled(nodes: list[ast.stmt], source: str, filename: str) -> Any:
    """Code whose source ``inspect`` finds (a stub is told apart by its source)."""
    linecache.cache[filename] = (len(source), None, source.splitlines(True), filename)
    return compile(ast.Module(nodes, []), filename, "exec")


def serve(source: Path, hand_ins: list[Path], seconds: float) -> Iterator[Any]:
    """Run the course's lesson, grading each check line of each hand-in on the
    way: (hand-in number, verdict)."""
    lesson = nbformat.read(source, as_version=4)
    theirs = [_solutions(nbformat.read(path, as_version=4)) for path in hand_ins]
    namespace: dict[str, Any] = {"__name__": "__main__"}
    written: list[str] = []  # the solution cells so far
    home: dict[str, str] = {}  # each piece's cell: the last one defining it
    lines = graded_lines(lesson)
    children: list[tuple[int, _Child]] = []
    for index, cell in enumerate(lesson.cells):
        if cell.cell_type != "code":
            continue
        filename = f"<ipython-input-{index + 1}-course>"
        if has_tag(cell, SOLUTION):  # the stub, then the instructor's solution
            nodes = ast.parse(cell.source).body
            written.append(_cell_id(cell))
            home.update(dict.fromkeys(set().union(*map(_bound, nodes)), written[-1]))
        else:
            nodes = [] if has_tag(cell, CHECK) else _statements(cell.source, False)[0]
        for node in nodes:  # a given value made by a call is not there: skip it
            with contextlib.suppress(Exception):
                exec(_compiled([node], cell.source, filename), namespace)
        for _, battery, piece in (line for line in lines if line[0] == index):
            for number, mine in enumerate(theirs):
                sources = [(cell_id, mine.get(cell_id, "")) for cell_id in written]
                job = _Job(sources, home.get(piece, ""), _cell_id(cell), battery, piece)
                _settle([child for _, child in children], seconds, WORKERS - 1)
                child = _in_a_fork(namespace, job, seconds)
                children.append((number, child))
    _settle([child for _, child in children], seconds, 0)
    for number, child in children:
        assert child.verdict is not None
        yield number, child.verdict


def _solutions(notebook: Any) -> dict[str, str]:
    return {_cell_id(c): c.source for c in notebook.cells if has_tag(c, SOLUTION)}


@dataclass(frozen=True)
class _Job:
    """One check line of one hand-in: the learner's solution cells so far, the
    piece's own cell and the graded cell's ids, the battery and the piece."""

    written: list[tuple[str, str]]
    cell_id: str
    check_id: str
    battery: str
    piece: str


@dataclass
class _Child:
    """A piece being graded in its own process, and what it has written so far."""

    pid: int
    reading: int
    deadline: float
    lost: Verdict
    """The verdict if it says none: it could not run."""
    said: bytes = b""
    verdict: Verdict | None = None


def _in_a_fork(namespace: dict[str, Any], job: _Job, seconds: float) -> _Child:
    """Start grading one piece in a child process."""
    snapshot = _course_snapshot()
    reading, writing = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: the learner's code runs only here
        os.close(reading)
        try:
            verdict = _graded(namespace, job, snapshot)
            os.write(writing, (json.dumps(asdict(verdict)) + "\n").encode())
        finally:
            os._exit(0)
    os.close(writing)
    lost = Verdict(job.check_id, job.battery, job.piece, 0, "could not run", "")
    return _Child(pid, reading, time.monotonic() + seconds, lost)


def _settle(children: list[_Child], seconds: float, most: int) -> None:
    """Read the running children until at most ``most`` run; kill any child at
    its deadline. Each child settled gets its verdict."""
    while len(running := [c for c in children if c.verdict is None]) > most:
        left = min(child.deadline for child in running) - time.monotonic()
        ready, _, _ = select.select([c.reading for c in running], [], [], max(left, 0))
        for child in running:
            chunk = os.read(child.reading, 65536) if child.reading in ready else None
            if chunk and len(child.said) < REPORT_BYTES:
                child.said += chunk
            if chunk == b"":
                os.close(child.reading)
                child.verdict = _verdict(child, os.waitpid(child.pid, 0)[1], seconds)
            elif chunk is None and time.monotonic() >= child.deadline:
                os.kill(child.pid, signal.SIGKILL)
                os.waitpid(child.pid, 0)
                os.close(child.reading)
                child.verdict = _verdict(child, None, seconds)


def _verdict(child: _Child, status: int | None, seconds: float) -> Verdict:
    piece = child.lost.piece
    if status is None:
        why = f"{piece} ran past {seconds:g} seconds (the checks could not stop it)"
        return replace(child.lost, why=why)
    try:
        return Verdict(**json.loads(child.said.decode(errors="replace")))
    except (ValueError, TypeError):
        return replace(child.lost, why=f"{piece} {_ended(status)}")


def _ended(status: int) -> str:
    if os.WIFSIGNALED(status):
        name = signal.Signals(os.WTERMSIG(status)).name
        return f"was ended by {name} (out of memory, or killed)"
    return f"ended the grading process (exit status {os.WEXITSTATUS(status)})"


def _graded(
    namespace: dict[str, Any], job: _Job, snapshot: dict[tuple[str, str], Any]
) -> Verdict:
    """In the child: add the learner's definitions, run the course's battery."""
    cell_id, piece = job.cell_id, job.piece
    battery = getattr(namespace["check"], job.battery)
    cases = len(getattr(battery, "cases", ()))

    def verdict(points: int, kind: str, why: str, report: str = "") -> Verdict:
        return Verdict(job.check_id, job.battery, piece, points, kind, why, report)

    _quiet_and_limited()
    course_names = set(namespace)
    refused: list[str] = []
    for number, (other, source) in enumerate(job.written):
        nodes, why = _statements(source)
        if other == cell_id and why:
            return verdict(0, "not written", f"{piece} was not graded: {why}")
        if other == cell_id:
            mine = [node for node in nodes if piece in _bound(node)]
            if not any(isinstance(n, ast.FunctionDef | ast.ClassDef) for n in mine):
                why = f"its cell has no `def {piece}` or `class {piece}`"
                return verdict(0, "not written", f"{piece} was not graded: {why}")
            nodes = mine + [n for n in nodes if not _bound(n) & course_names]
        else:  # a helper of their own, never in place of the course's pieces
            nodes = [n for n in nodes if not _bound(n) & course_names]
        filename = f"<ipython-input-{number + 1}-{abs(hash(source))}>"
        try:
            exec(_compiled(nodes, source, filename), namespace)
        except Exception as error:  # noqa: BLE001 - an import of a missing module
            if other == cell_id:
                why = f"defining it raised {type(error).__name__}: {error}"
                return verdict(0, "could not run", f"{piece} was not graded: {why}")

    sys.addaudithook(_refusing(refused))
    report = battery.run(namespace[piece])
    changed = _changed(snapshot)
    text = report.text()
    if refused or changed:
        what = refused[0] if refused else f"changed the course's {changed}"
        return verdict(0, "could not run", f"{piece} {what}, so it earns nothing", text)
    if report.total == 0 or (cases and report.total != cases):
        return verdict(0, "failed", f"{piece}'s check ran {report.total} cases", text)
    if report.all_passed:
        return verdict(1, "passed", f"{piece}: {report.summary()}", text)
    if is_unwritten(namespace[piece]):
        return verdict(0, "not written", f"{piece} is still a stub", text)
    return verdict(0, "failed", f"{piece}: {report.notice or report.summary()}", text)


def _quiet_and_limited() -> None:
    """No output reaches the grader but the verdict; limits on memory and time."""
    quiet = os.open(os.devnull, os.O_WRONLY)
    for stream in (1, 2):
        os.dup2(quiet, stream)
    sys.stdout = sys.stderr = open(os.devnull, "w")  # noqa: SIM115
    with open("/proc/self/statm") as statm:
        used = int(statm.read().split()[0]) * resource.getpagesize()
    resource.setrlimit(resource.RLIMIT_AS, (used + MEMORY, used + MEMORY))


def _refusing(refused: list[str]) -> Any:
    def hook(event: str, arguments: tuple[Any, ...]) -> None:
        writes = event == "open" and _writes(arguments)
        if writes or event.startswith(REFUSED_EVENTS):
            said = "wrote a file" if writes else f"called {event}"
            refused.append(f"{said} while it was graded")
            raise PermissionError(f"grading does not allow {event}")

    return hook


def _writes(arguments: tuple[Any, ...]) -> bool:
    _, mode, flags = (*arguments, None, None)[:3]
    if isinstance(mode, str):
        return any(letter in mode for letter in "wax+")
    written = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_APPEND | os.O_TRUNC
    return isinstance(flags, int) and bool(flags & written)


def _course_snapshot() -> dict[tuple[str, str], Any]:
    """Every function and class of the course, and their members, held (so no
    new object can take the place of one at its address): a learner's piece that
    patches one is found out."""
    seen: dict[tuple[str, str], Any] = {}
    for name, module in list(sys.modules.items()):
        if name.split(".")[0] not in COURSE_PACKAGES:
            continue
        for attribute, value in list(vars(module).items()):
            if callable(value):
                seen[name, attribute] = value
            if isinstance(value, type) and value.__module__ == name:
                for member, inner in vars(value).items():
                    seen[name, f"{attribute}.{member}"] = inner
    return seen


def _changed(snapshot: dict[tuple[str, str], Any]) -> str:
    now = _course_snapshot()
    for key, value in snapshot.items():
        if now.get(key, value) is not value:
            return key[1]
    return ""


def main(arguments: list[str]) -> int:
    seconds, source, *hand_ins = arguments
    for number, verdict in serve(
        Path(source), list(map(Path, hand_ins)), float(seconds)
    ):
        print(json.dumps([number, asdict(verdict)]), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

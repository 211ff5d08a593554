"""Ctrl-C while a program is still starting ends it with the goodbye and status 130.

A real SIGINT is raised inside the program at a chosen import, so the test never
depends on timing: a ``sitecustomize`` on the program's ``PYTHONPATH`` watches the
imports and, as the chosen module is first looked for, raises the signal, which
Python turns into ``KeyboardInterrupt`` right there, exactly as if the player had
pressed Ctrl-C at that moment. The same hook, run once without an interrupt, lists
the modules of ``gamelib`` in the order each program imports them, so the chosen
moments follow the code as it changes: the first import after the guard exists (the
game's package), the middle one and the last one.
"""

import functools
import importlib
import os
import sys
from pathlib import Path

import pytest

from gamelib.console import EXIT_INTERRUPTED, GOODBYE
from tests.console_program import REPO, environment, module, run_program

WATCHER = '''\
"""Test-only import watcher (tests/test_program_start.py); never shipped."""
import os
import signal
import sys


class ImportWatcher:
    @classmethod
    def find_spec(cls, name, path=None, target=None):
        record = os.environ.get("RECORD_IMPORTS")
        if record and (name == "gamelib" or name.startswith("gamelib.")):
            with open(record, "a", encoding="utf-8") as listed:
                listed.write(name + "\\n")
        if name == os.environ.get("INTERRUPT_AT"):
            sys.meta_path.remove(cls)
            with open(os.environ["INTERRUPTED_MARK"], "w", encoding="utf-8"):
                pass
            signal.raise_signal(signal.SIGINT)  # KeyboardInterrupt, right here
        return None


sys.meta_path.insert(0, ImportWatcher)
'''

PROGRAMS = {
    "python -m gamelib.pig": module("gamelib.pig"),
    "pig.py": [sys.executable, "gamelib/pig/pig.py"],
    "python -m gamelib.tictactoe": module("gamelib.tictactoe"),
    "python -m gamelib.prolix": module("gamelib.prolix"),
    "python -m gamelib.quixo": module("gamelib.quixo"),
}
MOMENTS = ["first", "middle", "last"]


@pytest.fixture(scope="module")
def watched(tmp_path_factory) -> Path:
    """A folder whose ``sitecustomize`` watches the imports of every program."""
    folder = tmp_path_factory.mktemp("watched")
    (folder / "sitecustomize.py").write_text(WATCHER, encoding="utf-8")
    return folder


def watched_environment(folder: Path, **extra: str) -> dict[str, str]:
    return environment(PYTHONPATH=os.pathsep.join([str(folder), str(REPO)]), **extra)


@functools.cache
def guarded_imports(program: str, folder: Path) -> tuple[str, ...]:
    """The modules of ``gamelib`` that ``program`` imports once its guard exists.

    ``gamelib`` comes first: its ``__init__`` sets the guard before it imports
    anything else of the course, and before it no code of the course has run, so
    nothing of ours can catch a Ctrl-C there.
    """
    record = folder / f"{program.replace(' ', '_').replace('/', '_')}.txt"
    record.unlink(missing_ok=True)
    finished = run_program(
        PROGRAMS[program],
        env=watched_environment(folder, RECORD_IMPORTS=str(record)),
    )
    assert finished.returncode == 0, finished.stderr
    names = record.read_text(encoding="utf-8").split()
    assert names[0] == "gamelib", names
    return tuple(names[1:])


@pytest.mark.parametrize("moment", MOMENTS)
@pytest.mark.parametrize("program", PROGRAMS)
def test_ctrl_c_during_the_imports_says_goodbye_with_status_130(
    program, moment, watched, tmp_path
):
    imports = guarded_imports(program, watched)
    assert len(imports) >= len(MOMENTS), imports
    chosen = {"first": 0, "middle": len(imports) // 2, "last": -1}[moment]
    interrupted_at = imports[chosen]
    mark = tmp_path / "interrupted"
    result = run_program(  # refuses a traceback, on either stream
        PROGRAMS[program],
        env=watched_environment(
            watched, INTERRUPT_AT=interrupted_at, INTERRUPTED_MARK=str(mark)
        ),
    )
    assert mark.exists(), f"{interrupted_at} was never imported"
    assert result.returncode == EXIT_INTERRUPTED, (interrupted_at, result.stderr)
    assert result.stderr == ""
    assert "KeyboardInterrupt" not in result.stdout
    assert result.stdout.endswith(f"\n{GOODBYE}\n")
    if moment == "first":  # the game's package: nothing was shown before
        assert result.stdout == f"\n{GOODBYE}\n"


@pytest.fixture
def launch():
    """``gamelib``, whose ``__init__`` holds the start guard."""
    return importlib.import_module("gamelib")


@pytest.mark.parametrize(
    ("argv", "orig_argv", "program"),
    [
        (["-m"], ["python", "-m", "gamelib.pig"], "gamelib.pig"),
        (["-m"], ["python", "-X", "importtime", "-mgamelib.quixo"], "gamelib.quixo"),
        (["gamelib/pig/pig.py"], ["python3", "gamelib/pig/pig.py"], "gamelib.pig.pig"),
        (["-m"], ["python", "-m", "ipykernel_launcher", "-f", "k.json"], None),
        ([".venv/bin/pytest", "-q"], [".venv/bin/pytest", "-q"], None),
        ([""], ["python"], None),
    ],
)
def test_the_program_being_run_is_read_from_the_command_line(
    launch, monkeypatch, argv, orig_argv, program
):
    monkeypatch.chdir(REPO)
    monkeypatch.setattr(sys, "argv", argv)
    monkeypatch.setattr(sys, "orig_argv", orig_argv)
    found = launch.program_being_run()
    assert found == program or (program is None and found not in launch.PROGRAMS)


def test_importing_gamelib_elsewhere_leaves_the_excepthook_alone(launch, monkeypatch):
    monkeypatch.setattr(sys, "argv", ["/somewhere/else.py"])
    before = sys.excepthook
    launch.guard_the_start()
    assert sys.excepthook is before


def test_the_guard_passes_every_other_error_to_the_hook_before_it(launch, monkeypatch):
    seen = []
    monkeypatch.setattr(sys, "excepthook", lambda *error: seen.append(error[0]))
    launch.end_quietly_on_ctrl_c()
    sys.excepthook(ValueError, ValueError("a bug"), None)
    assert seen == [ValueError]

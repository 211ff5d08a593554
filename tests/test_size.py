"""The package stays small enough that a newcomer finds each rule in one place.

Issue 25 set the budget after the package had grown to 205 modules: at most 80
modules and 24,000 lines, at most 35 exception classes, and no second name for an
exception (an alias kept alive only by tests hides which class a rule raises). The
direction of imports (a model never imports a view, a check or the cell guard; no
game imports another) is held by import-linter's contracts in ``pyproject.toml``,
run by ``make lint`` (``lint-imports``); ``test_the_contracts_hold`` runs them here
too.
"""

import importlib
import inspect
import pkgutil
import shutil
import subprocess
import sys
from pathlib import Path

import gamelib

PACKAGE = Path(gamelib.__file__).parent
MAX_MODULES = 80
MAX_LINES = 24_000
"""Issue 25's budget. Lower it as lines go, never raise it: a feature pays for its
lines by removing others."""
MAX_EXCEPTIONS = 35


def sources():
    return sorted(
        path for path in PACKAGE.rglob("*.py") if "__pycache__" not in path.parts
    )


def modules():
    names = ["gamelib"]
    for info in pkgutil.walk_packages([str(PACKAGE)], "gamelib."):
        if not info.name.endswith("__main__"):
            names.append(info.name)
    return [importlib.import_module(name) for name in names]


def test_the_package_has_at_most_80_modules_and_24000_lines():
    files = sources()
    lines = sum(len(path.read_text(encoding="utf-8").splitlines()) for path in files)
    assert len(files) <= MAX_MODULES, f"{len(files)} modules"
    assert lines <= MAX_LINES, f"{lines} lines"


def exceptions_defined():
    found = {}
    for module in modules():
        for value in vars(module).values():
            if (
                inspect.isclass(value)
                and issubclass(value, BaseException)
                and value.__module__ == module.__name__
            ):
                found[f"{module.__name__}.{value.__qualname__}"] = value
    return found


def test_at_most_35_exception_classes():
    defined = exceptions_defined()
    assert 0 < len(defined) <= MAX_EXCEPTIONS, sorted(defined)


def test_no_exception_has_a_second_name():
    aliases = []
    for module in modules():
        for name, value in vars(module).items():
            if (
                inspect.isclass(value)
                and issubclass(value, BaseException)
                and value.__module__.startswith("gamelib")
                and name != value.__name__
            ):
                aliases.append(f"{module.__name__}.{name} = {value.__name__}")
    assert aliases == []


def test_every_exception_is_used_by_the_package():
    """A class only tests raise is a rule the game does not have."""
    text = "\n".join(path.read_text(encoding="utf-8") for path in sources())
    unused = [
        name
        for name, value in exceptions_defined().items()
        if text.count(value.__name__) < 2
    ]
    assert unused == []


def test_the_contracts_hold():
    lint_imports = shutil.which("lint-imports", path=str(Path(sys.executable).parent))
    assert lint_imports, "import-linter is part of the test tools"
    result = subprocess.run(
        [lint_imports, "--no-cache"],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=PACKAGE.parent,
    )
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-2000:]

"""The Pig program's two commands, run as a person would (``tests.console_program``).

``./gamelib/pig/pig.py`` is the handout's main file, run through its shebang;
``python -m gamelib.pig`` runs the same program.
"""

import subprocess
from collections.abc import Mapping

from tests.console_program import Terminal, module
from tests.console_program import run_program as run_command

SCRIPT = "./gamelib/pig/pig.py"
MODULE = module("gamelib.pig")


def run_program(
    typed: bytes | str,
    *options: str,
    command: list[str] | None = None,
    env: Mapping[str, str] | None = None,
) -> subprocess.CompletedProcess[str]:
    """Run ``pig.py`` (or ``command``) with ``options`` to its end on ``typed``."""
    return run_command([*(command or [SCRIPT]), *options], typed, env=env)


def pig_terminal(*options: str, env: Mapping[str, str] | None = None) -> Terminal:
    """``pig.py`` with ``options`` on a terminal of its own."""
    return Terminal([SCRIPT, *options], env=env)

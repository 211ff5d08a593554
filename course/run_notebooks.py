"""Run every lesson notebook under nbval, naming each one.

A glob that silently matched nothing would make the notebook suite pass without
testing anything, so an empty list is an error here.
Usage: ``python -m course.run_notebooks [FOLDER] [-- extra pytest args]``.
"""

import os
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
SANITIZE = REPO / "tests" / "nbval_sanitize.cfg"


def main(arguments: list[str]) -> int:
    extra = []
    if "--" in arguments:
        split = arguments.index("--")
        arguments, extra = arguments[:split], arguments[split + 1 :]
    folder = Path(arguments[0]) if arguments else REPO / "notebooks"
    notebooks = sorted(folder.glob("*.ipynb"))
    if not notebooks:
        print(f"nbval: no notebooks found in {folder}", file=sys.stderr)
        return 1
    for notebook in notebooks:
        print(f"nbval will run {notebook.relative_to(folder.parent)}")
    os.environ["GAMELIB_FAST"] = "1"
    return pytest.main(
        [
            "--nbval",
            "--nbval-current-env",
            f"--nbval-sanitize-with={SANITIZE}",
            "-p",
            "no:cacheprovider",
            f"--rootdir={REPO}",
            *extra,
            *map(str, notebooks),
        ]
    )


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""Run lesson notebooks and save them with text outputs but no widget state.

Saved outputs make the lessons read well on GitHub and are what nbval compares;
widget state would add megabytes of model JSON that means nothing without a kernel.
Usage: ``python tests/tools/execute_notebooks.py [NOTEBOOK ...]`` (default: all).
"""

import os
import sys
from pathlib import Path

import nbformat
from nbclient import NotebookClient

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"


def execute(path: Path) -> None:
    notebook = nbformat.read(path, as_version=4)
    client = NotebookClient(
        notebook,
        timeout=600,
        kernel_name="python3",
        resources={"metadata": {"path": str(path.parent)}},
    )
    client.execute()
    notebook.metadata.pop("widgets", None)
    nbformat.validate(notebook)
    nbformat.write(notebook, path)


def main(arguments: list[str]) -> int:
    os.environ["GAMELIB_FAST"] = "1"
    paths = [Path(a) for a in arguments] or sorted(NOTEBOOKS.glob("*.ipynb"))
    for path in paths:
        print(f"executing {path}", flush=True)
        execute(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

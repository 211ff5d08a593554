"""Switch nbgrader's JupyterLab extension and server extensions off in this venv.

A learner's JupyterLab shows the lessons, not a grading interface (README). The
files written are the ones ``jupyter labextension disable --level=sys_prefix`` and
``jupyter server extension disable --sys-prefix`` write; those five commands took
12 s of every fresh install (each starts Jupyter's whole extension machinery), this
takes a fraction of a second. ``make`` runs it when it installs:

    python -m course.nbgrader_off
"""

import json
import sys
from pathlib import Path

LAB_EXTENSION = "@jupyter/nbgrader"
SERVER_EXTENSIONS = (
    "assignment_list",
    "course_list",
    "formgrader",
    "validate_assignment",
)


def switch_off(prefix: Path) -> None:
    """Write the disabling settings under ``prefix/etc/jupyter``."""
    config = prefix / "etc" / "jupyter"
    page_config = config / "labconfig" / "page_config.json"
    page = json.loads(page_config.read_text()) if page_config.exists() else {}
    for key in ("disabledExtensions", "lockedExtensions"):
        page.setdefault(key, {})[LAB_EXTENSION] = True
    _write(page_config, page)
    for name in SERVER_EXTENSIONS:
        extension = f"nbgrader.server_extensions.{name}"
        _write(
            config / "jupyter_server_config.d" / f"{extension}.json",
            {"ServerApp": {"jpserver_extensions": {extension: False}}},
        )


def _write(path: Path, settings: dict) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(settings, indent=2) + "\n")


if __name__ == "__main__":
    switch_off(Path(sys.prefix))

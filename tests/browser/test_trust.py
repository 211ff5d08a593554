"""A fresh clone's lessons show their saved pictures once ``make lab`` trusted them.

JupyterLab shows an SVG output of an untrusted notebook as its text fallback (e.g.
``Die(top=1)``). ``make trust`` signs the lessons into a signature database kept in
the venv and ``make lab`` reads the same one; this test does both with the same
options, on a notebook with a saved picture, next to an unsigned copy.
"""

import subprocess
import sys
from pathlib import Path

import nbformat
import pytest

from .conftest import ARTIFACTS
from .harness import LabPage, LabServer, bounded_context

SVG = (
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60">'
    '<rect width="120" height="60" fill="#d33682"/></svg>'
)
FALLBACK = "Die(top=1)"


def notary_options(folder: Path) -> list[str]:
    """The options the Makefile's NOTARY passes to ``jupyter trust`` and ``lab``."""
    return [
        f"--NotebookNotary.db_file={folder / 'nbsignatures.db'}",
        f"--NotebookNotary.secret_file={folder / 'notebook_secret'}",
    ]


def saved_picture_notebook(path: Path, title: str) -> None:
    notebook = nbformat.v4.new_notebook()
    notebook.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3"}
    cell = nbformat.v4.new_code_cell("Die(top=1)", execution_count=1)
    cell.outputs = [
        nbformat.v4.new_output(
            "execute_result",
            data={"image/svg+xml": SVG, "text/plain": FALLBACK},
            execution_count=1,
        )
    ]
    notebook.cells = [nbformat.v4.new_markdown_cell(f"# {title}"), cell]
    nbformat.write(notebook, path)


@pytest.fixture
def lab_with_trust(chromium, tmp_path):
    lessons = tmp_path / "lessons"
    lessons.mkdir()
    saved_picture_notebook(lessons / "trusted.ipynb", "Signed")
    saved_picture_notebook(lessons / "untrusted.ipynb", "Not signed")
    notary = notary_options(tmp_path / "venv-share")
    (tmp_path / "venv-share").mkdir()
    jupyter = Path(sys.executable).parent / "jupyter"
    subprocess.run(
        [str(jupyter), "trust", *notary, str(lessons / "trusted.ipynb")],
        check=True,
        capture_output=True,
    )
    server = LabServer(lessons, tmp_path / "lab", extra_args=tuple(notary))
    server.start()
    context = bounded_context(chromium)
    yield LabPage(context.new_page(), server, ARTIFACTS)
    context.close()
    server.stop()


def output_of(lab: LabPage, name: str):
    lab.open(name, run_all=False)
    output = lab.page.locator(".jp-OutputArea-output").first
    output.wait_for(timeout=30_000)
    return output


def test_a_trusted_lesson_shows_its_saved_picture(lab_with_trust):
    lab = lab_with_trust
    trusted = output_of(lab, "trusted.ipynb")
    trusted.locator("img").wait_for()
    assert trusted.get_attribute("data-mime-type") == "image/svg+xml"
    assert FALLBACK not in trusted.inner_text()
    lab.screenshot("trust-signed", trusted)

    untrusted = output_of(lab, "untrusted.ipynb")
    assert FALLBACK in untrusted.inner_text(), "an unsigned copy shows text"
    assert untrusted.get_attribute("data-mime-type") == "text/plain"

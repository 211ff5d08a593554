"""The three ways to install the course must agree, or Binder drifts from pip.

pyproject.toml serves ``make``; environment.yml serves conda users; binder/ serves
Binder (which ignores top-level files once a binder/ folder exists).
"""

import re
import tomllib
from pathlib import Path

import yaml

REPO = Path(__file__).resolve().parents[1]


def normalise(requirement: str) -> tuple[str, str]:
    """('ipycanvas', '<0.15,>=0.14') from 'ipycanvas >=0.14, <0.15' and the like."""
    match = re.fullmatch(r"\s*([A-Za-z0-9_.\-]+)\s*(.*)", requirement)
    name = re.sub(r"[-_.]+", "-", match.group(1)).lower()
    clauses = sorted(c.strip().replace(" ", "") for c in match.group(2).split(","))
    return name, ",".join(c for c in clauses if c)


def pyproject():
    return tomllib.loads((REPO / "pyproject.toml").read_text())["project"]


def conda_requirements(path: Path) -> dict[str, str]:
    environment = yaml.safe_load(path.read_text())
    requirements = {}
    for entry in environment["dependencies"]:
        entries = entry["pip"] if isinstance(entry, dict) else [entry]
        for requirement in entries:
            name, spec = normalise(requirement)
            requirements[name] = spec
    return requirements


def test_environment_yml_lists_exactly_the_pyproject_dependencies():
    project = pyproject()
    expected = dict(normalise(r) for r in project["dependencies"])
    expected["python"] = normalise("python" + project["requires-python"])[1]
    found = conda_requirements(REPO / "environment.yml")
    assert found.pop("pip") == "", "pip is listed without a version"
    assert found == expected


def test_environment_yml_uses_conda_forge_only():
    environment = yaml.safe_load((REPO / "environment.yml").read_text())
    assert environment["channels"] == ["conda-forge"]


def test_binder_environment_is_identical_to_the_top_level_one():
    top = (REPO / "environment.yml").read_text()
    assert (REPO / "binder" / "environment.yml").read_text() == top


def test_widget_stack_is_pinned_together():
    pins = dict(normalise(r) for r in pyproject()["dependencies"])
    assert pins["jupyterlab"] == "<5,>=4.2"
    assert pins["ipywidgets"] == "<9,>=8.1"
    assert pins["ipycanvas"] == "<0.15,>=0.14"


def test_binder_post_build_installs_gamelib_without_dependencies():
    post_build = REPO / "binder" / "postBuild"
    assert post_build.stat().st_mode & 0o111, "postBuild must be executable"
    assert "pip install --no-deps ." in post_build.read_text()


def test_readme_badges_open_the_learner_edition_first_then_the_instructor_one():
    readme = (REPO / "README.md").read_text()
    badges = re.findall(r"\[!\[Binder[^\]]*\]\([^)]*\)\]\(([^)]*)\)", readme)
    assert len(badges) >= 2, "README needs a Binder badge for each edition"
    assert badges[0].endswith("?urlpath=lab/tree/learner/00-start.ipynb")
    assert badges[1].endswith("?urlpath=lab/tree/notebooks/00-start.ipynb")
    # Binder builds the learner edition the first badge opens.
    assert "course.learner_edition" in (REPO / "binder" / "postBuild").read_text()
    assert (REPO / "notebooks" / "00-start.ipynb").exists()


def test_readme_gives_the_two_commands_and_ci_runs_the_test_one():
    readme = (REPO / "README.md").read_text()
    assert "make lab" in readme and "make test" in readme
    assert "make test" in (REPO / ".ci" / "run").read_text()

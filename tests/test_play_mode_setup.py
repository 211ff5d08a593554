"""Play mode and notebook trust are set up the way the README says.

The browser tests (tests/browser/test_play_mode.py, test_trust.py) prove that the
settings work; these keep the Makefile, the Voila settings and the landing page from
drifting away from them.
"""

import json
import re
from pathlib import Path

import nbformat

from tests.browser.harness import is_local

REPO = Path(__file__).resolve().parents[1]
TEMPLATES = REPO / "share" / "jupyter" / "voila" / "templates"


def recipe(target: str) -> str:
    """The target's line and its recipe lines in the Makefile."""
    text = (REPO / "Makefile").read_text()
    match = re.search(rf"^{target}:.*\n(?:\t.*\n|.*\\\n)*", text, re.MULTILINE)
    assert match, f"no '{target}' target in the Makefile"
    return match.group(0)


def test_make_lab_trusts_the_lessons_into_the_venv_first():
    makefile = (REPO / "Makefile").read_text()
    notary = re.search(r"^NOTARY := (.*\\\n.*)", makefile, re.MULTILINE).group(1)
    assert "--NotebookNotary.db_file=$(CURDIR)/$(VENV)/" in notary
    assert "--NotebookNotary.secret_file=$(CURDIR)/$(VENV)/" in notary
    assert recipe("lab").startswith("lab: trust")
    assert "$(LAB)" in recipe("lab") and "$(LAB)" in recipe("learn")
    lab = re.search(r"^LAB := (.*)", makefile, re.MULTILINE).group(1)
    assert "$(NOTARY)" in lab
    trust = recipe("trust")
    assert "jupyter trust $(NOTARY) notebooks/*.ipynb" in trust


def test_make_play_serves_the_notebooks_with_the_course_template():
    play = recipe("play")
    assert "$(COURSE_DATA) $(BIN)/voila notebooks" in play
    assert "play.ipynb" in play
    makefile = (REPO / "Makefile").read_text()
    assert "COURSE_DATA := JUPYTER_PATH=$(CURDIR)/share/jupyter" in makefile


def test_voila_uses_a_template_that_loads_nothing_from_the_network():
    settings = json.loads((REPO / "voila.json").read_text())
    name = settings["VoilaConfiguration"]["template"]
    template = TEMPLATES / name
    conf = json.loads((template / "conf.json").read_text())
    assert conf["base_template"] == "lab"
    for path in template.iterdir():
        addresses = re.findall(r"(?:https?:)?//[\w.-]+", path.read_text())
        assert addresses == [], f"{path.name} loads from {addresses}"


def test_binder_installs_the_template_too():
    post_build = (REPO / "binder" / "postBuild").read_text()
    assert "share/jupyter/voila/templates/gamelib" in post_build


def test_the_landing_page_links_every_lesson():
    notebooks = REPO / "notebooks"
    lessons = {p.name for p in notebooks.glob("[0-9][0-9]-*.ipynb")}
    page = nbformat.read(notebooks / "play.ipynb", as_version=4)
    assert [cell.cell_type for cell in page.cells] == ["markdown"], "no code to run"
    links = set(re.findall(r"\]\(([^)]+\.ipynb)\)", page.cells[0].source))
    assert lessons - links == set(), "add these lessons to notebooks/play.ipynb"
    assert links - lessons == set(), "play.ipynb links lessons that do not exist"


def test_readme_documents_play_mode_and_its_binder_link():
    readme = (REPO / "README.md").read_text()
    assert "make play" in readme
    assert "?urlpath=voila/render/notebooks/play.ipynb" in readme


def test_only_this_machine_counts_as_local():
    assert is_local("http://127.0.0.1:8866/voila/render/play.ipynb")
    assert is_local("http://localhost:4000/static/x.css")
    assert is_local("data:image/png;base64,AAAA")
    assert not is_local("https://cdn.jsdelivr.net/npm/font-awesome@4.5.0/css/x.css")
    assert not is_local("http://127.0.0.1.example.org/x")
    assert not is_local("http://user@192.168.1.5:8866/")


def test_a_kernel_left_behind_is_culled_after_an_idle_hour():
    """``voila.json`` culls a kernel whose page went away without its shutdown
    beacon (a browser that crashed, a laptop that slept), and the kernel manager
    Voila uses takes the settings. Voila 0.5 counts no connections for its pages
    (measured: an open page's kernel was culled "with 0 connections"), so only the
    timeout spares a page left open on a projector while the class talks: an hour,
    not minutes. A click is activity and starts the hour again."""
    from traitlets.config import JSONFileConfigLoader
    from traitlets.utils.importstring import import_item
    from voila.configuration import VoilaConfiguration

    config = JSONFileConfigLoader("voila.json", path=str(REPO)).load_config()
    voila = VoilaConfiguration(config=config)
    manager_class = voila.multi_kernel_manager_class
    if isinstance(manager_class, str):
        manager_class = import_item(manager_class)
    manager = manager_class(config=config)
    assert 30 * 60 <= manager.cull_idle_timeout <= 4 * 60 * 60
    assert 0 < manager.cull_interval <= manager.cull_idle_timeout / 4
    assert manager.cull_busy is False, "a kernel at work is not idle"


def test_the_course_template_gives_the_shutdown_beacon_its_xsrf_cookie():
    """The browser test proves it works; this keeps the cookie in the template
    (which Binder's postBuild copies) when the template is edited."""
    page = (TEMPLATES / "gamelib" / "index.html.j2").read_text()
    assert 'document.cookie = `_xsrf=${token.join("")}; path=/' in page
    assert "crypto.getRandomValues" in page, "a token nobody can guess"

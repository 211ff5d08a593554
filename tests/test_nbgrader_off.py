"""nbgrader's grading interface is off in the course's JupyterLab, as the README says:
the files ``course.nbgrader_off`` writes are read by Jupyter's own loaders as its
``disable`` commands' files are."""

import json
import sys
from pathlib import Path

from jupyter_server.extension.config import ExtensionConfigManager
from jupyterlab_server.config import get_page_config

from course.nbgrader_off import LAB_EXTENSION, SERVER_EXTENSIONS, switch_off


def server_extensions(config: Path) -> dict:
    return ExtensionConfigManager(
        read_config_path=[str(config)]
    ).get_jpserver_extensions()


def test_written_files_switch_every_part_off_and_keep_other_settings(tmp_path):
    config = tmp_path / "etc" / "jupyter"
    (config / "labconfig").mkdir(parents=True)
    kept = {"disabledExtensions": {"other": True}, "exposeAppInBrowser": True}
    (config / "labconfig" / "page_config.json").write_text(json.dumps(kept))
    (config / "jupyter_server_config.d").mkdir()
    shipped = {f"nbgrader.server_extensions.{name}": True for name in SERVER_EXTENSIONS}
    (config / "jupyter_server_config.d" / "nbgrader.json").write_text(
        json.dumps({"ServerApp": {"jpserver_extensions": shipped}})
    )
    switch_off(tmp_path)
    switch_off(tmp_path)  # again: nothing changes
    page = get_page_config([], config / "labconfig", None)
    assert sorted(page["disabledExtensions"]) == [LAB_EXTENSION, "other"]
    assert list(page["lockedExtensions"]) == [LAB_EXTENSION]
    assert page["exposeAppInBrowser"] is True
    assert server_extensions(config) == dict.fromkeys(shipped, False)


def test_the_course_venv_has_them_off():
    config = Path(sys.prefix) / "etc" / "jupyter"
    page = json.loads((config / "labconfig" / "page_config.json").read_text())
    assert page["disabledExtensions"][LAB_EXTENSION] is True
    found = server_extensions(config)
    assert all(
        found[f"nbgrader.server_extensions.{n}"] is False for n in SERVER_EXTENSIONS
    )

"""Where the hub keeps its state and which ports it uses, from the environment.

``make hub``, the tests and the benchmark all read these, so one set of environment
variables describes one hub:

- ``GAMELIB_HUB_STATE``: the hub's folder (default ``hub/state``, git-ignored): its
  database, cookie secret, passwords, learners' homes, nbgrader's exchange and the
  git repository of the learner edition that nbgitpuller pulls from.
- ``GAMELIB_HUB_IP`` (default ``127.0.0.1``; ``0.0.0.0`` for a room on the network),
  ``GAMELIB_HUB_PORT`` (8000), ``GAMELIB_HUB_API_PORT`` (8081) and
  ``GAMELIB_HUB_PROXY_API_PORT`` (8001).
"""

import os
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
HUB = REPO / "hub"
BIN = REPO / ".venv" / "bin"
COURSE_ID = "gamelib"
INSTRUCTOR = "instructor"
# Every process the hub starts carries this variable (its value names one hub run),
# so that whatever is left when the hub stops can be found and stopped (hub.run).
RUN_MARKER = "GAMELIB_HUB_RUN"


def state() -> Path:
    return Path(os.environ.get("GAMELIB_HUB_STATE", HUB / "state")).resolve()


def ip() -> str:
    return os.environ.get("GAMELIB_HUB_IP", "127.0.0.1")


def port(name: str, default: int) -> int:
    return int(os.environ.get(f"GAMELIB_HUB_{name}", default))


def homes() -> Path:
    return state() / "homes"


def exchange() -> Path:
    return state() / "exchange"


def lessons_repo() -> Path:
    """The git repository of the learner edition (its folder name is the folder
    nbgitpuller makes in each learner's home)."""
    return state() / "lessons"


def class_password_file() -> Path:
    return state() / "class-password"


def instructor_password_file() -> Path:
    return state() / "instructor-password"


def learners_file() -> Path:
    return state() / "learners.txt"


def url() -> str:
    shown = "127.0.0.1" if ip() in ("", "0.0.0.0") else ip()
    return f"http://{shown}:{port('PORT', 8000)}"


def pull_link(base: str | None = None, lesson: str = "00-start.ipynb") -> str:
    """The nbgitpuller link that hands out the lessons and opens ``lesson``."""
    from urllib.parse import urlencode

    query = urlencode(
        {
            "repo": lessons_repo().as_uri(),
            "branch": "main",
            "urlpath": f"lab/tree/{lessons_repo().name}/{lesson}",
        }
    )
    return f"{base or url()}/hub/user-redirect/git-pull?{query}"

"""Build the learner edition into the local git repository nbgitpuller pulls from.

``python -m hub.lessons_repo`` runs ``python -m course.learner_edition`` into a
scratch folder, copies it into ``<state>/lessons`` (a git repository, branch
``main``) and commits when anything changed. Run it again after fixing or adding a
lesson: the next click on the class link pulls the change into every learner's
home, and nbgitpuller's merge keeps what each learner edited (a learner's changed
file wins over the instructor's change to the same lines; a file the learner
deleted comes back).
"""

import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from hub import settings

GIT = ["git", "-c", "user.name=gamelib course", "-c", "user.email=course@localhost"]


def build(repo: Path | None = None) -> bool:
    """Write the learner edition into ``repo``; True when a new commit was made."""
    repo = repo or settings.lessons_repo()
    repo.mkdir(parents=True, exist_ok=True)
    if not (repo / ".git").exists():
        subprocess.run(["git", "init", "-q", "-b", "main", str(repo)], check=True)
    with tempfile.TemporaryDirectory() as scratch:
        edition = Path(scratch) / "learner"
        subprocess.run(
            [sys.executable, "-m", "course.learner_edition", "--out", str(edition)],
            cwd=settings.REPO,
            check=True,
            stdout=subprocess.DEVNULL,
        )
        for old in repo.iterdir():
            if old.name == ".git":
                continue
            shutil.rmtree(old) if old.is_dir() else old.unlink()
        shutil.copytree(edition, repo, dirs_exist_ok=True)
    subprocess.run([*GIT, "-C", str(repo), "add", "-A"], check=True)
    changed = subprocess.run(
        ["git", "-C", str(repo), "diff", "--cached", "--quiet"], check=False
    )
    if changed.returncode == 0 and _has_commits(repo):
        return False
    subprocess.run(
        [*GIT, "-C", str(repo), "commit", "-q", "--allow-empty", "-m", "Lessons"],
        check=True,
    )
    return True


def _has_commits(repo: Path) -> bool:
    done = subprocess.run(
        ["git", "-C", str(repo), "rev-parse", "--verify", "-q", "HEAD"],
        capture_output=True,
        check=False,
    )
    return done.returncode == 0


if __name__ == "__main__":
    made = build()
    print(f"Lessons in {settings.lessons_repo()}: {'updated' if made else 'unchanged'}")

"""Start the class's JupyterHub (``make hub``) and stop all of it when it ends.

Before the hub starts: the state folder, the two passwords (made once, kept there,
readable by their owner only), nbgrader's exchange and the git repository of the
learner edition. Then it prints the address, the passwords' files, the nbgitpuller
link and how to add learners, and runs JupyterHub until Ctrl+C (or SIGTERM). When it
ends, however it ends, every process it started is stopped: JupyterHub, its proxy,
every learner's server and kernel (each carries ``GAMELIB_HUB_RUN``; the hub alone
leaves the proxy and the servers running).
"""

import os
import secrets
import signal
import subprocess
import sys
import time
import uuid
from pathlib import Path

from hub import lessons_repo, settings


def prepare() -> None:
    """Make the state folder, the passwords, the exchange and the lessons."""
    state = settings.state()
    state.mkdir(parents=True, exist_ok=True)
    os.chmod(state, 0o700)
    for path, size in (
        (settings.class_password_file(), 12),
        (settings.instructor_password_file(), 32),
    ):
        if not path.exists():
            path.write_text(secrets.token_urlsafe(size)[: max(size, 8)] + "\n")
        os.chmod(path, 0o600)
    if not settings.learners_file().exists():
        settings.learners_file().write_text(
            "# One learner's hub name a line (lower case, no spaces).\n"
        )
    settings.homes().mkdir(exist_ok=True)
    exchange = settings.exchange()
    exchange.mkdir(exist_ok=True)
    # nbgrader's exchange is written by every learner's server and the instructor.
    os.chmod(exchange, 0o777)
    lessons_repo.build()


def environment(run_id: str, **extra: str) -> dict[str, str]:
    return {**os.environ, settings.RUN_MARKER: run_id, **extra}


def start(run_id: str, log=None, **extra: str) -> subprocess.Popen:
    """Start JupyterHub with the course's configuration; its process."""
    return subprocess.Popen(
        [
            str(settings.BIN / "jupyterhub"),
            "-f",
            str(settings.HUB / "jupyterhub_config.py"),
        ],
        cwd=settings.state(),
        env=environment(run_id, **extra),
        stdout=log,
        stderr=subprocess.STDOUT if log else None,
    )


def processes_of(run_id: str) -> list[int]:
    """Every process on the machine that carries this run's marker."""
    marker = f"{settings.RUN_MARKER}={run_id}".encode()
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit() or int(entry.name) == os.getpid():
            continue
        try:
            if marker in (entry / "environ").read_bytes().split(b"\0"):
                found.append(int(entry.name))
        except OSError:
            continue
    return found


def stop(hub: subprocess.Popen | None, run_id: str, grace: float = 10) -> None:
    """Stop the hub, then whatever of this run is still running (by marker)."""
    if hub is not None and hub.poll() is None:
        hub.terminate()
        try:
            hub.wait(grace)
        except subprocess.TimeoutExpired:
            hub.kill()
            hub.wait(5)
    for sig, wait in ((signal.SIGTERM, grace), (signal.SIGKILL, 5)):
        left = processes_of(run_id)
        for pid in left:
            try:
                os.kill(pid, sig)
            except ProcessLookupError:
                pass
        deadline = time.monotonic() + wait
        while left and time.monotonic() < deadline:
            time.sleep(0.2)
            left = [pid for pid in left if Path(f"/proc/{pid}").exists()]
        if not left:
            return


def main() -> int:
    prepare()
    run_id = uuid.uuid4().hex
    hub = start(run_id)
    print(
        f"""
The class's hub: {settings.url()}/hub/login
  learners sign in with their name and the class password:
    {settings.class_password_file()}
  the instructor signs in as "{settings.INSTRUCTOR}" with the password in
    {settings.instructor_password_file()}
  add learners: one name a line in {settings.learners_file()} (then restart),
    or on the hub's Admin page ({settings.url()}/hub/admin) while it runs
The link for the class (pulls the lessons into each home, opens 00-start):
  {settings.pull_link()}
Stop the hub and every learner's server: Ctrl+C
""",
        flush=True,
    )
    stopping = {"signal": None}

    def on_signal(number, frame):
        stopping["signal"] = number
        raise KeyboardInterrupt

    signal.signal(signal.SIGTERM, on_signal)
    try:
        return hub.wait()
    except KeyboardInterrupt:
        return 0
    finally:
        stop(hub, run_id)
        print("The hub and every learner's server are stopped.", file=sys.stderr)


if __name__ == "__main__":
    sys.exit(main())

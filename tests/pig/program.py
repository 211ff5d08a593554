"""Running the Pig program as a person would: through a pipe, or in a terminal.

``run_program`` writes bytes to the program's real stdin; ``Terminal`` starts it on
a pseudo-terminal of its own, where a Ctrl-C byte becomes a real SIGINT from the
terminal driver and Ctrl-D at the start of a line a real end of input.
"""

import fcntl
import os
import pty
import select
import subprocess
import sys
import termios
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
SCRIPT = "./gamelib/pig/pig.py"
MODULE = [sys.executable, "-m", "gamelib.pig"]
FAST = {**os.environ, "GAMELIB_FAST": "1"}
CTRL_C, CTRL_D = b"\x03", b"\x04"
EXIT_INTERRUPTED = 130


def run_program(
    typed: bytes | str,
    *options: str,
    command: list[str] | None = None,
    env: dict[str, str] | None = None,
    timeout: float = 120,
) -> subprocess.CompletedProcess[str]:
    """Run the program to its end on ``typed``; refuse any traceback."""
    data = typed.encode() if isinstance(typed, str) else typed
    result = subprocess.run(
        [*(command or [SCRIPT]), *options],
        input=data,
        capture_output=True,
        cwd=REPO,
        env=env or FAST,
        timeout=timeout,
    )
    out = result.stdout.decode("utf-8", "replace")
    err = result.stderr.decode("utf-8", "replace")
    assert "Traceback" not in out + err, out + err
    return subprocess.CompletedProcess(result.args, result.returncode, out, err)


def _take_the_terminal() -> None:
    """In the child, after setsid: make stdin's pty the controlling terminal."""
    fcntl.ioctl(0, termios.TIOCSCTTY, 0)


class Terminal:
    """The program running on a pseudo-terminal, read and typed at like a person."""

    def __init__(self, *options: str, env: dict[str, str] | None = None):
        self.master, follower = pty.openpty()
        self.process = subprocess.Popen(
            [SCRIPT, *options],
            stdin=follower,
            stdout=follower,
            stderr=follower,
            cwd=REPO,
            env=env or FAST,
            start_new_session=True,
            preexec_fn=_take_the_terminal,
        )
        os.close(follower)
        self.seen = b""

    def _read(self, timeout: float) -> bool:
        """Read what is there; False once the program has closed the terminal."""
        ready, _, _ = select.select([self.master], [], [], timeout)
        if not ready:
            return True
        try:
            chunk = os.read(self.master, 4096)
        except OSError:  # EIO: every writer of the terminal has gone
            return False
        self.seen += chunk
        return bool(chunk)

    def wait_for(self, text: str, timeout: float = 60) -> None:
        deadline = time.monotonic() + timeout
        while text.encode() not in self.seen:
            assert time.monotonic() < deadline, f"no {text!r} in {self.text!r}"
            assert self._read(0.1), f"ended before {text!r}: {self.text!r}"

    def type(self, data: bytes) -> None:
        os.write(self.master, data)

    def finish(self, timeout: float = 60) -> int:
        """Read to the end and return the exit status."""
        deadline = time.monotonic() + timeout
        while self._read(0.1):
            assert time.monotonic() < deadline, f"still running: {self.text!r}"
        try:
            return self.process.wait(timeout=timeout)
        finally:
            os.close(self.master)

    def close(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()

    @property
    def text(self) -> str:
        return self.seen.decode("utf-8", "replace").replace("\r\n", "\n")

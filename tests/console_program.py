"""Running a course program as a person would: through a pipe, or in a terminal.

``run_program`` writes bytes to the program's real stdin and refuses any traceback.
``Terminal`` starts it on a pseudo-terminal of its own, where the Ctrl-C byte becomes
a real SIGINT from the terminal driver and Ctrl-D at the start of a line a real end
of input, exactly as at a keyboard. Every game's console tests use these, so each
program is driven the same way. The programs run from the checkout that holds these
tests (``PYTHONPATH``), so the tests can be run unchanged against an older checkout
to show what it got wrong.
"""

import fcntl
import os
import pty
import select
import shlex
import signal
import subprocess
import sys
import termios
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from types import TracebackType

REPO = Path(__file__).resolve().parents[1]
CTRL_C, CTRL_D = b"\x03", b"\x04"


def environment(**extra: str) -> dict[str, str]:
    """The programs' environment: no pauses, this checkout's ``gamelib``, ``extra``."""
    return {**os.environ, "GAMELIB_FAST": "1", "PYTHONPATH": str(REPO), **extra}


FAST = environment()


def module(name: str) -> list[str]:
    """The command that runs ``python -m name`` with the tests' interpreter."""
    return [sys.executable, "-m", name]


def run_program(
    command: Sequence[str],
    typed: bytes | str = b"",
    *,
    env: Mapping[str, str] | None = None,
    timeout: float = 120,
) -> subprocess.CompletedProcess[str]:
    """Run ``command`` to its end on ``typed``; refuse any traceback.

    The output is decoded strictly: a program that writes bytes that are not
    UTF-8 fails the test here.
    """
    return _run_strictly(list(command), typed, env, timeout)


def run_redirected(
    command: Sequence[str],
    redirection: str,
    typed: bytes | str = b"",
    *,
    env: Mapping[str, str] | None = None,
    timeout: float = 120,
) -> subprocess.CompletedProcess[str]:
    """``run_program``, with a shell redirection of the program's own streams.

    ``redirection`` is what a person would type after the command: ``<&-``
    (standard input closed), ``>/dev/full`` (a full disk), ``>&-``. The shell
    (bash) applies it to the program alone; what is left of its streams is
    captured, and a traceback is refused as in ``run_program``.
    """
    shell = f"exec {shlex.join(command)} {redirection}"
    return _run_strictly(["bash", "-c", shell], typed, env, timeout)


def _run_strictly(
    arguments: list[str],
    typed: bytes | str,
    env: Mapping[str, str] | None,
    timeout: float,
) -> subprocess.CompletedProcess[str]:
    data = typed.encode() if isinstance(typed, str) else typed
    result = subprocess.run(
        arguments,
        input=data,
        capture_output=True,
        cwd=REPO,
        env=dict(env or FAST),
        timeout=timeout,
        preexec_fn=_ctrl_c_as_at_a_keyboard,
    )
    out, err = result.stdout.decode("utf-8"), result.stderr.decode("utf-8")
    assert "Traceback" not in out + err, out + err
    return subprocess.CompletedProcess(result.args, result.returncode, out, err)


def _ctrl_c_as_at_a_keyboard() -> None:
    """In the child: SIGINT as a shell at a keyboard starts a program with it.

    A test run started in the background (``make test &``, ``nohup``, some CI
    runners) inherits SIGINT ignored, and Python leaves an ignored SIGINT ignored,
    so without this every Ctrl-C test would fail there.
    """
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def _take_the_terminal() -> None:
    """In the child, after setsid: make stdin's pty the controlling terminal."""
    _ctrl_c_as_at_a_keyboard()
    fcntl.ioctl(0, termios.TIOCSCTTY, 0)


class Terminal:
    """A program running on a pseudo-terminal, read and typed at like a person.

    Use it in a ``with`` block: a program that a failed test left running is
    killed at its end.
    """

    def __init__(
        self, command: Sequence[str], *, env: Mapping[str, str] | None = None
    ) -> None:
        self.master, follower = pty.openpty()
        self.process = subprocess.Popen(
            list(command),
            stdin=follower,
            stdout=follower,
            stderr=follower,
            cwd=REPO,
            env=dict(env or FAST),
            start_new_session=True,
            preexec_fn=_take_the_terminal,
        )
        os.close(follower)
        self.seen = b""

    def __enter__(self) -> "Terminal":
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.close()

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

    def wait_until(
        self, condition: Callable[[], bool], what: str, timeout: float = 60
    ) -> None:
        """Read what the program shows until ``condition()`` holds."""
        deadline = time.monotonic() + timeout
        while not condition():
            assert time.monotonic() < deadline, f"never {what}: {self.text!r}"
            assert self._read(0.1), f"ended before {what}: {self.text!r}"

    def wait_for(self, text: str, timeout: float = 60) -> None:
        self.wait_until(lambda: text.encode() in self.seen, f"showed {text!r}", timeout)

    def type(self, data: bytes) -> None:
        os.write(self.master, data)

    def waiting(self) -> bool:
        """Whether the program sleeps: for a key, for a pause to end, for a file."""
        try:
            stat = Path(f"/proc/{self.process.pid}/stat").read_text()
        except OSError:
            return False
        return stat.rsplit(")", 1)[1].split()[0] == "S"

    def interrupt(self) -> None:
        """Press Ctrl-C once the program waits, as a person who has read the screen.

        A program shows its question a moment before it starts to wait for the
        answer. A SIGINT that lands in that moment only sets Python's flag, which
        nothing looks at while the program then waits on ``read``: the test hangs.
        A person never hits those microseconds, but a loaded test machine does.
        Where there is no ``/proc`` to tell, a short pause stands in.
        """
        if Path("/proc/self/stat").exists():
            self.wait_until(self.waiting, "waited")
        else:
            time.sleep(0.2)
        self.type(CTRL_C)

    def finish(self, timeout: float = 60) -> int:
        """Read to the end and return the exit status (negative if killed)."""
        deadline = time.monotonic() + timeout
        while self._read(0.1):
            assert time.monotonic() < deadline, f"still running: {self.text!r}"
        return self.process.wait(timeout=timeout)

    def close(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        if self.master >= 0:
            os.close(self.master)
            self.master = -1

    @property
    def text(self) -> str:
        """Everything shown so far, with the terminal's line ends made plain."""
        return self.seen.decode("utf-8", "replace").replace("\r\n", "\n")

"""A real Jupyter kernel driven message by message, as JupyterLab drives it.

nbclient runs a cell to its end; the cell guard's tests need more: read a cell's
output while it still runs, count the bytes it sent, and interrupt it. Every wait has
a deadline.
"""

import json
import os
import queue
import subprocess
import time
from dataclasses import dataclass, field
from pathlib import Path

import nbformat
from jupyter_client.manager import start_new_kernel

KEPT = ("stream", "error", "execute_result", "display_data", "comm_msg")
KEEP_BYTES = 20_000_000
"""A flood's messages past this much are counted but not kept (its ``text`` ends
there): a cell that sends 300 MB must not fill the test's memory."""


@dataclass
class CellRun:
    """What one executed cell sent: its output messages and how it ended."""

    outputs: list[dict] = field(default_factory=list)
    status: str = ""  # the execute_reply's status: "ok" or "error"
    finished: bool = False
    wire_bytes: int = 0  # every message's content and buffers, widgets' included

    @property
    def text(self) -> str:
        """Everything a learner would read: streams, errors' shown lines, plain text."""
        parts = []
        for message in self.outputs:
            kind, content = message["msg_type"], message["content"]
            if kind == "stream":
                parts.append(content["text"])
            elif kind == "error":
                parts.append("\n".join(content["traceback"]) + "\n")
            elif kind in ("execute_result", "display_data"):
                parts.append(content["data"].get("text/plain", "") + "\n")
        return "".join(parts)

    @property
    def size(self) -> int:
        return len(self.text.encode())

    def errors(self) -> list[dict]:
        return [m["content"] for m in self.outputs if m["msg_type"] == "error"]


class KernelSession:
    """One kernel, started in ``folder`` with fast pacing, shut down on exit."""

    def __init__(self, folder: Path) -> None:
        env = dict(os.environ, GAMELIB_FAST="1")
        # As in JupyterLab: ipykernel only forwards file descriptors 1 and 2 (os.write,
        # subprocesses) to the page when it is not started from inside a pytest test.
        env.pop("PYTEST_CURRENT_TEST", None)
        # The kernel's own stdout and stderr (ipykernel echoes what fds 1 and 2 get
        # there too) go nowhere: a flood test would fill the test's captured output.
        self.manager, self.client = start_new_kernel(
            kernel_name="python3",
            cwd=str(folder),
            env=env,
            startup_timeout=60,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )

    def __enter__(self) -> "KernelSession":
        return self

    def __exit__(self, *_exc) -> None:
        self.client.stop_channels()
        self.manager.shutdown_kernel(now=True)

    def start(self, code: str) -> str:
        """Send a cell and return its message id without waiting."""
        return self.client.execute(code, store_history=True, allow_stdin=False)

    def collect(
        self,
        msg_id: str,
        run: CellRun,
        seconds: float,
        until: str | None = None,
        replied: bool = True,
    ) -> CellRun:
        """Gather the cell's output for up to ``seconds``, until it ends (or until
        ``until`` appears in its output, if given). ``replied=False``: a message
        with no reply (a widget's), which ends when the kernel is idle again."""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            if until is not None and until in run.text:
                return run
            try:
                message = self.client.get_iopub_msg(timeout=0.2)
            except queue.Empty:
                continue
            if message["parent_header"].get("msg_id") != msg_id:
                continue
            kind = message["msg_type"]
            if kind not in ("status", "execute_input"):
                run.wire_bytes += len(json.dumps(message["content"], default=str))
                run.wire_bytes += sum(len(b) for b in message.get("buffers", []))
            if kind in KEPT and run.wire_bytes < KEEP_BYTES:
                run.outputs.append(message)
            elif kind == "status" and message["content"]["execution_state"] == "idle":
                run.finished = True
                run.status = self._reply_status(msg_id) if replied else "idle"
                return run
        return run

    def _reply_status(self, msg_id: str) -> str:
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            try:
                reply = self.client.get_shell_msg(timeout=1)
            except queue.Empty:
                continue
            if reply["parent_header"].get("msg_id") == msg_id:
                return reply["content"]["status"]
        return "no reply"

    def run(self, code: str, seconds: float = 60) -> CellRun:
        """Run a cell to its end (within ``seconds``)."""
        return self.collect(self.start(code), CellRun(), seconds)

    def press(self, model_id: str, content: dict) -> str:
        """Send the widget ``model_id`` a message from its view, as the page does
        for a click (``{"event": "click"}`` for a button); its message id."""
        data = {"method": "custom", "content": content}
        message = self.client.session.msg(
            "comm_msg", {"comm_id": model_id, "data": data}
        )
        self.client.shell_channel.send(message)
        return message["header"]["msg_id"]

    def interrupt(self, msg_id: str, run: CellRun, seconds: float = 20) -> CellRun:
        self.manager.interrupt_kernel()
        return self.collect(msg_id, run, seconds)

    def restart(self, first_cell: str, seconds: float = 60) -> None:
        """Start the kernel again (a cell an interrupt could not stop) and run
        ``first_cell`` in it."""
        self.manager.restart_kernel(now=True)
        self.client.wait_for_ready(timeout=seconds)
        run = self.run(first_cell, seconds)
        assert run.finished and run.status == "ok", run.text


def first_code_cell(notebook: Path) -> str:
    """The source of a lesson's first code cell: the one that imports its support."""
    cells = nbformat.read(notebook, as_version=4).cells
    return next(cell.source for cell in cells if cell.cell_type == "code")

"""Drive the class's hub as learners do, through its REST API and websockets.

Shared by tests/hub/ and tests/benchmarks/bench_hub.py: start a hub with
``make hub``'s configuration on free loopback ports (``hub.run``), sign a learner
in with the class password, start and await their server, pull the lessons with
nbgitpuller, and run code in a kernel of their server over its websocket. Every
wait has a deadline.
"""

import json
import os
import socket
import subprocess
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import requests
import websocket

from hub import run, settings


def free_ports(count: int) -> list[int]:
    sockets = []
    for _ in range(count):
        s = socket.socket()
        s.bind(("127.0.0.1", 0))
        sockets.append(s)
    ports = [s.getsockname()[1] for s in sockets]
    for s in sockets:
        s.close()
    return ports


@dataclass
class Hub:
    url: str
    token: str
    state: Path
    run_id: str
    process: subprocess.Popen
    log: Path

    def api(self, method: str, path: str, **kwargs) -> requests.Response:
        headers = {"Authorization": f"token {self.token}"}
        return requests.request(
            method, f"{self.url}/hub/api{path}", headers=headers, timeout=30, **kwargs
        )

    def log_tail(self, lines: int = 60) -> str:
        text = self.log.read_text(errors="replace") if self.log.exists() else ""
        return "\n".join(text.splitlines()[-lines:])


@contextmanager
def running_hub(
    state: Path, learners: list[str], ready_within: float = 90, **env: str
) -> Iterator[Hub]:
    """A hub with make hub's configuration on free ports; all of it stopped after."""
    port, api_port, proxy_port = free_ports(3)
    token = uuid.uuid4().hex
    run_id = uuid.uuid4().hex
    variables = {
        "GAMELIB_HUB_STATE": str(state),
        "GAMELIB_HUB_IP": "127.0.0.1",
        "GAMELIB_HUB_PORT": str(port),
        "GAMELIB_HUB_API_PORT": str(api_port),
        "GAMELIB_HUB_PROXY_API_PORT": str(proxy_port),
        "GAMELIB_HUB_SERVICE_TOKEN": token,
        **env,
    }
    saved = {name: os.environ.get(name) for name in variables}
    os.environ.update(variables)
    process = None
    try:
        run.prepare()
        settings.learners_file().write_text("\n".join(learners) + "\n")
        log = state / "hub.log"
        with log.open("w") as out:
            process = run.start(run_id, log=out)
        hub = Hub(f"http://127.0.0.1:{port}", token, state, run_id, process, log)
        deadline = time.monotonic() + ready_within
        while True:
            if process.poll() is not None:
                raise RuntimeError("the hub ended at start:\n" + hub.log_tail())
            try:
                if hub.api("GET", "/").ok:
                    break
            except requests.ConnectionError:
                pass
            if time.monotonic() > deadline:
                raise TimeoutError("the hub did not answer:\n" + hub.log_tail())
            time.sleep(0.5)
        yield hub
    finally:
        run.stop(process, run_id)
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value


def sign_in(hub: Hub, name: str, password: str) -> requests.Session:
    """Sign in on the hub's login page as a learner does; their browser session."""
    session = requests.Session()
    session.get(f"{hub.url}/hub/login", timeout=30).raise_for_status()
    answer = session.post(
        f"{hub.url}/hub/login",
        data={
            "username": name,
            "password": password,
            "_xsrf": session.cookies.get("_xsrf", ""),
        },
        allow_redirects=False,
        timeout=60,
    )
    if answer.status_code != 302:
        raise PermissionError(f"{name} could not sign in: {answer.status_code}")
    return session


def start_server(hub: Hub, name: str, within: float = 180) -> float:
    """Ask for the learner's server and wait until it is ready; seconds taken."""
    begun = time.monotonic()
    answer = hub.api("POST", f"/users/{name}/server")
    if answer.status_code not in (201, 202, 400):
        raise RuntimeError(f"spawn {name}: {answer.status_code} {answer.text}")
    while True:
        user = hub.api("GET", f"/users/{name}").json()
        server = user.get("servers", {}).get("")
        if server and server.get("ready"):
            return time.monotonic() - begun
        if time.monotonic() - begun > within:
            raise TimeoutError(f"{name}'s server was not ready in {within} s")
        if (
            server is None
            and user.get("pending") is None
            and time.monotonic() - begun > 5
        ):
            raise RuntimeError(f"{name}'s server failed to start:\n" + hub.log_tail())
        time.sleep(0.5)


def pull_lessons(hub: Hub, name: str, within: float = 120) -> list[dict]:
    """nbgitpuller's pull into the learner's home (its API, which the link's page
    calls); its progress events."""
    events = []
    with requests.get(
        f"{hub.url}/user/{name}/git-pull/api",
        params={"repo": settings.lessons_repo().as_uri(), "branch": "main"},
        headers={"Authorization": f"token {hub.token}"},
        stream=True,
        timeout=within,
    ) as answer:
        answer.raise_for_status()
        deadline = time.monotonic() + within
        for line in answer.iter_lines(decode_unicode=True):
            if line and line.startswith("data:"):
                event = json.loads(line[5:])
                events.append(event)
                if event.get("phase") in ("finished", "error"):
                    break
            if time.monotonic() > deadline:
                raise TimeoutError(f"{name}'s pull did not finish in {within} s")
    if not events or events[-1].get("phase") != "finished":
        raise RuntimeError(f"{name}'s pull failed: {events[-3:]}")
    return events


@dataclass
class Kernel:
    """A kernel in a learner's server, spoken to over its websocket."""

    hub: Hub
    user: str
    path: str = ""
    id: str = ""
    socket: websocket.WebSocket | None = None
    session: str = field(default_factory=lambda: uuid.uuid4().hex)

    def start(self) -> "Kernel":
        base = f"{self.hub.url}/user/{self.user}/api"
        headers = {"Authorization": f"token {self.hub.token}"}
        if self.path:
            answer = requests.post(
                f"{base}/sessions",
                json={
                    "path": self.path,
                    "type": "notebook",
                    "kernel": {"name": "python3"},
                },
                headers=headers,
                timeout=60,
            )
            answer.raise_for_status()
            self.id = answer.json()["kernel"]["id"]
        else:
            answer = requests.post(
                f"{base}/kernels", json={}, headers=headers, timeout=60
            )
            answer.raise_for_status()
            self.id = answer.json()["id"]
        return self.connect()

    def connect(self) -> "Kernel":
        """(Re)open the kernel's websocket: one left unread for minutes does not
        answer the server's pings and is closed by it."""
        if self.socket is not None:
            self.socket.close()
        base = f"{self.hub.url}/user/{self.user}/api"
        url = base.replace("http://", "ws://") + f"/kernels/{self.id}/channels"
        self.socket = websocket.create_connection(
            url, header=[f"Authorization: token {self.hub.token}"], timeout=60
        )
        return self

    def execute(self, code: str, within: float = 120) -> dict:
        """Run ``code``; its outputs' text, error (if any) and widget models."""
        assert self.socket is not None
        msg_id = uuid.uuid4().hex
        self.socket.send(
            json.dumps(
                {
                    "header": {
                        "msg_id": msg_id,
                        "msg_type": "execute_request",
                        "session": self.session,
                        "username": self.user,
                        "version": "5.3",
                    },
                    "parent_header": {},
                    "metadata": {},
                    "content": {
                        "code": code,
                        "silent": False,
                        "store_history": True,
                        "user_expressions": {},
                        "allow_stdin": False,
                        "stop_on_error": True,
                    },
                    "channel": "shell",
                    "buffers": [],
                }
            )
        )
        result = {"text": "", "error": None, "comms": 0}
        replied = idle = False
        deadline = time.monotonic() + within
        while not (replied and idle):
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"{self.user}: a cell ran over {within} s")
            self.socket.settimeout(left)
            raw = self.socket.recv()
            if isinstance(raw, bytes):  # binary frames carry widget buffers
                continue
            message = json.loads(raw)
            if message.get("parent_header", {}).get("msg_id") != msg_id:
                continue
            kind = message["header"]["msg_type"]
            content = message.get("content", {})
            if kind == "stream":
                result["text"] += content.get("text", "")
            elif kind in ("execute_result", "display_data"):
                result["text"] += content.get("data", {}).get("text/plain", "") + "\n"
            elif kind == "error":
                result["error"] = f"{content.get('ename')}: {content.get('evalue')}"
            elif kind == "comm_open":
                result["comms"] += 1
            elif kind == "execute_reply":
                replied = True
                if content.get("status") == "error" and not result["error"]:
                    result["error"] = content.get("ename", "error")
            elif kind == "status" and content.get("execution_state") == "idle":
                idle = True
        return result

    def close(self) -> None:
        if self.socket is not None:
            self.socket.close()
        requests.delete(
            f"{self.hub.url}/user/{self.user}/api/kernels/{self.id}",
            headers={"Authorization": f"token {self.hub.token}"},
            timeout=30,
        )


def code_cells(notebook: Path) -> list[tuple[str, list[str]]]:
    """The code cells of a notebook: (source, tags)."""
    cells = json.loads(notebook.read_text())["cells"]
    return [
        ("".join(c["source"]), c.get("metadata", {}).get("tags", []))
        for c in cells
        if c["cell_type"] == "code"
    ]

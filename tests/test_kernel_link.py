"""Issue 30: the course's Jupyter servers send kernel messages to the page at once.

With Nagle's algorithm on (Tornado's default for the kernel's websocket), a drawing
sent right after the kernel's "busy" message waited for the browser's delayed ACK:
`make bench-browser` saw a quarter of a bare board's clicks answered 40 ms late.
"""

import json
import re
from pathlib import Path

from jupyter_server.services.kernels.connection.channels import (
    ZMQChannelsWebsocketConnection,
)
from traitlets.utils.importstring import import_item

from gamelib.views.websocket import PromptKernelConnection
from tests.browser.harness import PROMPT_LINK

REPO = Path(__file__).resolve().parents[1]
NAME = "gamelib.views.websocket.PromptKernelConnection"


class Handler:
    def __init__(self) -> None:
        self.nodelay: list[bool] = []

    def set_nodelay(self, value: bool) -> None:
        self.nodelay.append(value)


def test_the_connection_turns_nagle_off_before_it_connects(monkeypatch):
    order = []
    monkeypatch.setattr(
        ZMQChannelsWebsocketConnection, "connect", lambda self: order.append("connect")
    )
    connection = PromptKernelConnection.__new__(PromptKernelConnection)
    handler = Handler()
    connection._trait_values["websocket_handler"] = handler
    connection.connect()
    assert handler.nodelay == [True] and order == ["connect"]


def test_every_server_of_the_course_uses_it():
    assert import_item(NAME) is PromptKernelConnection
    makefile = (REPO / "Makefile").read_text()
    assert f"PROMPT_LINK := --ServerApp.kernel_websocket_connection_class={NAME}" in (
        makefile
    )
    assert re.search(r"^LAB := .*\\\n\t\$\(PROMPT_LINK\)$", makefile, re.MULTILINE)
    voila = json.loads((REPO / "voila.json").read_text())
    assert voila["Voila"]["kernel_websocket_connection_class"] == NAME
    hub = (REPO / "hub" / "jupyterhub_config.py").read_text()
    assert f'"--ServerApp.kernel_websocket_connection_class="\n    "{NAME}"' in hub
    binder = (REPO / "binder" / "postBuild").read_text()
    assert f'"kernel_websocket_connection_class": "{NAME}"' in binder
    assert PROMPT_LINK == f"--ServerApp.kernel_websocket_connection_class={NAME}"

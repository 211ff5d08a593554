"""The course's Jupyter servers send kernel messages to the page at once: with Nagle's
algorithm on, Tornado's default, a drawing sent after the kernel's "busy" waited for
the browser's delayed ACK (40 ms, up to 8 clicks in 25; ``docs/design.md``)."""

from jupyter_server.services.kernels.connection.channels import (
    ZMQChannelsWebsocketConnection as Connection,
)


class PromptKernelConnection(Connection):
    def connect(self):
        self.websocket_handler.set_nodelay(True)
        return super().connect()

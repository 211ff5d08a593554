"""nbclient's ``NotebookClient``, on a kernel client that cannot sleep through a reply.

The course runs lessons in kernels with nbclient (``course.execute_notebooks`` and
the tests). nbclient stands in for an ``Output`` widget's page: when a cell prints
into one (a board's error box showing a learner's piece that crashed), it sends the
widget's new outputs back to the kernel on the shell channel, while it waits on that
same channel for the cell's ``execute_reply``. jupyter_client's ``Session.send``
writes through a plain shadow of the channel's asyncio socket, so the send goes past
pyzmq's asyncio socket, which would otherwise check for messages after it. A ZMQ
socket's file descriptor only signals a change, and the send's own processing of the
socket's commands uses that signal up: when the reply arrived just before the send,
the event loop is never told, and the wait lasts until its deadline. The kernel is
idle all that time, its reply unread in the client. On a loaded machine this hung the
tic-tac-toe lesson's crashing-piece test once in ten to forty runs, for its whole
300 s (nbclient issue 312, still open upstream, reads like the same hang).

ZMQ's rule for a watched descriptor is to read the socket's events after every send
or receive. The channels here do that after each send, through the asyncio socket,
so a reply that is already there wakes the waiting poll at once.
"""

from typing import Any

import nbclient
import zmq
from jupyter_client.asynchronous import AsyncKernelClient
from jupyter_client.channels import AsyncZMQSocketChannel
from jupyter_client.manager import AsyncKernelManager
from traitlets import DottedObjectName, Type, default


class Channel(AsyncZMQSocketChannel):
    """A channel that looks for waiting messages after each send (module docstring)."""

    def send(self, msg: dict[str, Any]) -> None:
        super().send(msg)
        # The asyncio socket's get(EVENTS) hands a message already there to whoever
        # waits for one; the shadow socket's send above did not.
        self.socket.get(zmq.EVENTS)


class KernelClient(AsyncKernelClient):
    """jupyter_client's asyncio kernel client with the course's ``Channel``."""

    shell_channel_class = Type(Channel)
    control_channel_class = Type(Channel)
    stdin_channel_class = Type(Channel)
    iopub_channel_class = Type(Channel)


class KernelManager(AsyncKernelManager):
    """jupyter_client's asyncio kernel manager, handing out the course's client."""

    client_class = DottedObjectName("course.kernel_client.KernelClient")
    client_factory = Type(KernelClient)


class NotebookClient(nbclient.NotebookClient):
    """nbclient's runner on the course's kernel manager: use it for every run."""

    @default("kernel_manager_class")
    def _course_kernel_manager(self) -> type[KernelManager]:
        return KernelManager
